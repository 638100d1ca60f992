/* hist_record.c — what recording one latency sample costs the worker: the
 * clock read after the reply plus hist_record(), per sample, in ns.
 * (The clock read before the send is taken in closed loop anyway.)
 * Run: make bench   (prints one line; compare it with a round trip of
 * 20-250 us in this benchmark's results). */
#include <stdio.h>
#include <stdlib.h>

#include "hist.h"
#include "measure.h"

int main(void)
{
    enum { N = 20000000 };
    struct hist *h = malloc(sizeof *h);
    if (!h)
        return 1;
    hist_reset(h);
    uint64_t sent = now_ns(), t0 = now_ns();
    for (int i = 0; i < N; i++) {
        uint64_t now = now_ns(); /* as in the worker: one clock read per reply */
        hist_record(h, now - sent + (uint64_t)(i & 1023) * 997);
        sent = now;
    }
    double ns = (double)(now_ns() - t0) / N;
    printf("hist_record + clock read: %.1f ns per sample (%llu samples, p50 bucket %llu)\n", ns,
           (unsigned long long)h->total, (unsigned long long)hist_percentile(h, 50));
    free(h);
    return 0;
}
