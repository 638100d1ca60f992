/* hist.h — a small log-bucketed latency histogram, in the spirit of HdrHistogram.
 *
 * Values are unsigned 64-bit integers (nanoseconds here). Every power-of-two
 * range [2^k, 2^(k+1)) is split into HIST_SUB_BUCKETS equal buckets, and
 * values below 2 * HIST_SUB_BUCKETS are counted exactly, so a value read
 * back from the histogram is within 1/HIST_SUB_BUCKETS (0.78 %) of the value
 * that was recorded. The whole uint64 range fits; there is no overflow bucket.
 *
 * Recording is a handful of integer operations: no allocation, no floating
 * point, no division. Histograms of the same layout merge by adding counts.
 */
#ifndef RRB_HIST_H
#define RRB_HIST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define HIST_SUB_BITS 7
#define HIST_SUB_BUCKETS (1u << HIST_SUB_BITS) /* 128 per power of two */
#define HIST_BUCKETS ((64 - HIST_SUB_BITS) * HIST_SUB_BUCKETS + 2 * HIST_SUB_BUCKETS)

struct hist {
    uint64_t total;    /* values recorded */
    uint64_t min, max; /* exact extremes (min is UINT64_MAX when empty) */
    long double sum;   /* exact enough for the mean of 2^64 ns values */
    uint64_t counts[HIST_BUCKETS];
};

/* Empties `h`. */
void hist_reset(struct hist *h);

/* Records one value. */
static inline size_t hist_index(uint64_t v)
{
    if (v < 2 * HIST_SUB_BUCKETS)
        return (size_t)v;
    unsigned shift = (unsigned)(63 - __builtin_clzll(v)) - HIST_SUB_BITS; /* >= 1 */
    return (size_t)shift * HIST_SUB_BUCKETS + (size_t)(v >> shift);
}

static inline void hist_record(struct hist *h, uint64_t v)
{
    h->counts[hist_index(v)]++;
    h->total++;
    h->sum += v;
    if (v < h->min)
        h->min = v;
    if (v > h->max)
        h->max = v;
}

/* The smallest and the largest value that fall into bucket `index`. */
uint64_t hist_bucket_low(size_t index);
uint64_t hist_bucket_high(size_t index);

/* The value at percentile p (0 < p <= 100): the highest value of the bucket
 * that holds the ceil(p% of total)-th smallest value, clamped to [min, max].
 * Returns 0 for an empty histogram. */
uint64_t hist_percentile(const struct hist *h, double p);

/* Mean of the recorded values (0 when empty). */
double hist_mean(const struct hist *h);

/* Standard deviation, from the buckets (each value taken as its bucket's middle). */
double hist_stddev(const struct hist *h);

/* Adds every count of `from` into `into`. */
void hist_merge(struct hist *into, const struct hist *from);

/* Writes the non-empty buckets as one text line "HIST total min max sum
 * index:count index:count ..." (so a process can hand its histogram to the
 * sweep), holding the stream's lock until its newline so no other thread's
 * output lands inside it; and reads such a line back. Returns 0, or -1 on a
 * write error or a malformed line. */
int hist_write_line(const struct hist *h, FILE *to);
int hist_parse_line(struct hist *h, const char *line);

/* Writes HdrHistogram's percentile-distribution text (.hgrm), values divided
 * by `unit_ns` (1000: microseconds), so HdrHistogram's plotters read it. */
int hist_write_hgrm(const struct hist *h, FILE *to, double unit_ns);

#endif
