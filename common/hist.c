/* hist.c — percentiles, merging and text forms of the latency histogram. */
#include "hist.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

void hist_reset(struct hist *h)
{
    memset(h, 0, sizeof *h);
    h->min = UINT64_MAX;
}

uint64_t hist_bucket_low(size_t index)
{
    if (index < 2 * HIST_SUB_BUCKETS)
        return index;
    size_t shift = index / HIST_SUB_BUCKETS - 1;
    uint64_t sub = index % HIST_SUB_BUCKETS + HIST_SUB_BUCKETS;
    return sub << shift;
}

uint64_t hist_bucket_high(size_t index)
{
    if (index < 2 * HIST_SUB_BUCKETS)
        return index;
    size_t shift = index / HIST_SUB_BUCKETS - 1;
    return hist_bucket_low(index) + ((uint64_t)1 << shift) - 1;
}

uint64_t hist_percentile(const struct hist *h, double p)
{
    if (h->total == 0)
        return 0;
    if (p > 100)
        p = 100;
    /* The rank of the value we want: at least the first one. */
    uint64_t rank = (uint64_t)ceil((p / 100.0) * (double)h->total);
    if (rank < 1)
        rank = 1;
    uint64_t seen = 0;
    for (size_t i = 0; i < HIST_BUCKETS; i++) {
        seen += h->counts[i];
        if (seen >= rank) {
            uint64_t v = hist_bucket_high(i);
            return v > h->max ? h->max : v < h->min ? h->min : v;
        }
    }
    return h->max;
}

double hist_mean(const struct hist *h)
{
    return h->total ? (double)(h->sum / h->total) : 0.0;
}

void hist_merge(struct hist *into, const struct hist *from)
{
    for (size_t i = 0; i < HIST_BUCKETS; i++)
        into->counts[i] += from->counts[i];
    into->total += from->total;
    into->sum += from->sum;
    if (from->min < into->min)
        into->min = from->min;
    if (from->max > into->max)
        into->max = from->max;
}

int hist_write_line(const struct hist *h, FILE *to)
{
    /* One line, whole: another thread's line on the same stream (a program's SAMPLE answer to the
     * sweep) waits for the newline instead of landing between two buckets. */
    flockfile(to);
    fprintf(to, "HIST total=%llu min=%llu max=%llu sum=%.0Lf", (unsigned long long)h->total,
            (unsigned long long)(h->total ? h->min : 0), (unsigned long long)h->max, h->sum);
    for (size_t i = 0; i < HIST_BUCKETS; i++)
        if (h->counts[i])
            fprintf(to, " %zu:%llu", i, (unsigned long long)h->counts[i]);
    fputc('\n', to);
    int failed = ferror(to);
    funlockfile(to);
    return failed ? -1 : 0;
}

static int parse_u64(const char **p, uint64_t *out)
{
    char *end;
    errno = 0;
    if (**p < '0' || **p > '9')
        return -1;
    unsigned long long v = strtoull(*p, &end, 10);
    if (errno)
        return -1;
    *out = v;
    *p = end;
    return 0;
}

static int expect(const char **p, const char *word)
{
    size_t n = strlen(word);
    if (strncmp(*p, word, n) != 0)
        return -1;
    *p += n;
    return 0;
}

int hist_parse_line(struct hist *h, const char *line)
{
    hist_reset(h);
    const char *p = line;
    uint64_t total, min, max, sum, counted = 0;
    if (expect(&p, "HIST total=") || parse_u64(&p, &total) || expect(&p, " min=") || parse_u64(&p, &min) ||
        expect(&p, " max=") || parse_u64(&p, &max) || expect(&p, " sum=") || parse_u64(&p, &sum))
        return -1;
    while (*p == ' ') {
        p++;
        uint64_t index, count;
        if (parse_u64(&p, &index) || expect(&p, ":") || parse_u64(&p, &count) || index >= HIST_BUCKETS)
            return -1;
        h->counts[index] += count;
        counted += count;
    }
    if (*p != '\0' && *p != '\n')
        return -1;
    if (counted != total || (total && (min > max || hist_index(min) > hist_index(max))))
        return -1;
    h->total = total;
    h->min = total ? min : UINT64_MAX;
    h->max = max;
    h->sum = sum;
    return 0;
}

double hist_stddev(const struct hist *h)
{
    /* From the buckets, as HdrHistogram does: each value taken as its bucket's middle. */
    if (h->total == 0)
        return 0.0;
    double mean = hist_mean(h), acc = 0.0;
    for (size_t i = 0; i < HIST_BUCKETS; i++) {
        if (h->counts[i]) {
            double mid = ((double)hist_bucket_low(i) + (double)hist_bucket_high(i)) / 2.0 - mean;
            acc += mid * mid * (double)h->counts[i];
        }
    }
    return sqrt(acc / (double)h->total);
}

int hist_write_hgrm(const struct hist *h, FILE *to, double unit_ns)
{
    /* HdrHistogram's percentile distribution: 5 reporting ticks per halving
     * of the distance to 100 %, values in the chosen unit. */
    const int ticks_per_half = 5;
    fprintf(to, "%12s %14s %10s %14s\n\n", "Value", "Percentile", "TotalCount", "1/(1-Percentile)");
    uint64_t cumulative = 0;
    size_t bucket = 0;
    for (double p = 0.0; h->total && p < 100.0;) {
        uint64_t v = hist_percentile(h, p > 0 ? p : 1e-9);
        while (bucket < HIST_BUCKETS && hist_bucket_low(bucket) <= v)
            cumulative += h->counts[bucket++];
        if (cumulative >= h->total)
            break;
        fprintf(to, "%12.3f %2.12f %10llu %14.2f\n", (double)v / unit_ns, p / 100.0,
                (unsigned long long)cumulative, 1.0 / (1.0 - p / 100.0));
        double half_distance = pow(2.0, floor(log2(100.0 / (100.0 - p))) + 1);
        p += 100.0 / (ticks_per_half * half_distance);
    }
    if (h->total)
        fprintf(to, "%12.3f %2.12f %10llu\n", (double)h->max / unit_ns, 1.0, (unsigned long long)h->total);
    double mean = hist_mean(h) / unit_ns;
    fprintf(to, "#[Mean    = %12.3f, StdDeviation   = %12.3f]\n", mean, hist_stddev(h) / unit_ns);
    fprintf(to, "#[Max     = %12.3f, Total count    = %12llu]\n", (double)h->max / unit_ns,
            (unsigned long long)h->total);
    fprintf(to, "#[Buckets = %12d, SubBuckets     = %12u]\n", 64 - HIST_SUB_BITS, 2 * HIST_SUB_BUCKETS);
    return ferror(to) ? -1 : 0;
}
