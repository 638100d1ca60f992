/* test_hist.c — the latency histogram: bounded error, merge, extremes, text forms. */
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check.h"
#include "hist.h"

static struct hist *new_hist(void)
{
    struct hist *h = malloc(sizeof *h);
    hist_reset(h);
    return h;
}

/* The exact percentile of sorted values, by the same rank rule. */
static uint64_t exact(const uint64_t *sorted, size_t n, double p)
{
    size_t rank = (size_t)ceil(p / 100.0 * (double)n);
    return sorted[(rank ? rank : 1) - 1];
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static void buckets_cover_values_with_bounded_error(void)
{
    uint64_t probes[] = {0,
                         1,
                         255,
                         256,
                         257,
                         511,
                         512,
                         1000,
                         123456,
                         999999999,
                         1ull << 40,
                         (1ull << 40) + 12345,
                         UINT64_MAX / 3,
                         UINT64_MAX};
    for (size_t i = 0; i < sizeof probes / sizeof probes[0]; i++) {
        uint64_t v = probes[i];
        size_t idx = hist_index(v);
        CHECK(idx < HIST_BUCKETS);
        CHECK(hist_bucket_low(idx) <= v && v <= hist_bucket_high(idx));
        /* Bucket width relative to the value: at most 1/128. */
        CHECK((double)(hist_bucket_high(idx) - hist_bucket_low(idx)) <= (double)v / HIST_SUB_BUCKETS);
    }
    /* Buckets are contiguous. */
    for (size_t i = 1; i < hist_index(UINT64_MAX); i++)
        CHECK(hist_bucket_low(i) == hist_bucket_high(i - 1) + 1);
}

static void percentiles_of_known_distributions(void)
{
    enum { N = 100000 };
    uint64_t *v = malloc(N * sizeof *v);
    struct hist *h = new_hist();
    srand(42);
    for (int shape = 0; shape < 3; shape++) {
        hist_reset(h);
        for (size_t i = 0; i < N; i++) {
            double u = (rand() + 1.0) / (RAND_MAX + 2.0);
            v[i] = shape == 0   ? 1000 + i                                 /* uniform ramp */
                   : shape == 1 ? (uint64_t)(-log(u) * 50000.0)            /* exponential, mean 50 us */
                                : (uint64_t)(20000.0 / pow(u, 1.0 / 1.5)); /* heavy tail (Pareto) */
            hist_record(h, v[i]);
        }
        qsort(v, N, sizeof *v, cmp_u64);
        double ps[] = {1, 50, 90, 99, 99.9, 99.99, 100};
        for (size_t k = 0; k < sizeof ps / sizeof ps[0]; k++) {
            double want = (double)exact(v, N, ps[k]), got = (double)hist_percentile(h, ps[k]);
            CHECK(fabs(got - want) <= want / HIST_SUB_BUCKETS + 1);
        }
        CHECK_EQ(h->total, N);
        CHECK_EQ(h->min, v[0]);
        CHECK_EQ(h->max, v[N - 1]);
        CHECK_EQ(hist_percentile(h, 100), v[N - 1]);
    }
    free(v);
    free(h);
}

static void merge_equals_recording_into_one(void)
{
    struct hist *a = new_hist(), *b = new_hist(), *both = new_hist();
    for (uint64_t i = 0; i < 50000; i++) {
        uint64_t x = i * 7919 % 1000003, y = i * i % 77777 + 300000;
        hist_record(a, x);
        hist_record(b, y);
        hist_record(both, x);
        hist_record(both, y);
    }
    hist_merge(a, b);
    CHECK(memcmp(a->counts, both->counts, sizeof a->counts) == 0);
    CHECK(a->total == both->total && a->min == both->min && a->max == both->max);
    CHECK(a->sum == both->sum);
    CHECK_EQ(hist_percentile(a, 99), hist_percentile(both, 99));
    free(a);
    free(b);
    free(both);
}

static void empty_and_extremes(void)
{
    struct hist *h = new_hist();
    CHECK_EQ(hist_percentile(h, 50), 0);
    CHECK(hist_mean(h) == 0.0 && hist_stddev(h) == 0.0);
    hist_record(h, 0);
    hist_record(h, UINT64_MAX);
    CHECK_EQ(h->total, 2);
    CHECK(hist_percentile(h, 50) == 0);
    CHECK(hist_percentile(h, 100) == UINT64_MAX);
    hist_reset(h);
    hist_record(h, 777);
    for (double p = 0.001; p <= 100; p *= 3)
        CHECK_EQ(hist_percentile(h, p), 777); /* clamped to [min, max] */
    free(h);
}

static void line_round_trip_and_bad_lines(void)
{
    struct hist *h = new_hist(), *back = new_hist();
    for (uint64_t i = 1; i < 5000; i += 3)
        hist_record(h, i * i);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    CHECK_EQ(hist_write_line(h, f), 0);
    fclose(f);
    CHECK_EQ(hist_parse_line(back, buf), 0);
    CHECK(memcmp(h->counts, back->counts, sizeof h->counts) == 0);
    CHECK(h->total == back->total && h->min == back->min && h->max == back->max);
    free(buf);
    const char *bad[] = {"",
                         "HIST",
                         "HIST total=1 min=1 max=1 sum=1",
                         "HIST total=1 min=1 max=1 sum=1 5:2",
                         "HIST total=1 min=1 max=1 sum=1 99999999:1",
                         "HIST total=1 min=1 max=1 sum=1 1:1 x",
                         "HIST total=x min=1 max=1 sum=1",
                         "HIST total=1 min=9 max=1 sum=1 1:1"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        CHECK_EQ(hist_parse_line(back, bad[i]), -1);
    CHECK_EQ(hist_parse_line(back, "HIST total=0 min=0 max=0 sum=0\n"), 0);
    CHECK_EQ(back->total, 0);
    free(h);
    free(back);
}

/* A stream without a buffer: every fprintf reaches sink_write. At the first, another thread starts
 * to write its own line and waits for the stream; the histogram's line must end before it gets in. */
static struct {
    FILE *stream;
    char out[1 << 16];
    size_t len;
    pthread_t other;
    int started;
} sink;

static void *other_line(void *arg)
{
    (void)arg;
    fputs("SAMPLE s=1 n=1\n", sink.stream);
    return NULL;
}

static ssize_t sink_write(void *cookie, const char *buf, size_t size)
{
    (void)cookie;
    if (sink.len + size >= sizeof sink.out) /* room for the final NUL */
        return -1;
    memcpy(sink.out + sink.len, buf, size);
    sink.len += size;
    if (!sink.started++) {
        pthread_create(&sink.other, NULL, other_line, NULL);
        nanosleep(&(struct timespec){.tv_nsec = 5000000}, NULL); /* the other thread now waits for the lock */
    }
    return (ssize_t)size;
}

static void line_is_whole_while_another_thread_writes(void)
{
    struct hist *h = new_hist(), *back = new_hist();
    for (uint64_t i = 1; i < 5000; i += 3)
        hist_record(h, i * i);
    sink.stream = fopencookie(NULL, "w", (cookie_io_functions_t){.write = sink_write});
    setvbuf(sink.stream, NULL, _IONBF, 0);
    CHECK_EQ(hist_write_line(h, sink.stream), 0);
    pthread_join(sink.other, NULL);
    fclose(sink.stream);
    sink.out[sink.len] = 0;
    char *newline = strchr(sink.out, '\n');
    CHECK(newline && strcmp(newline + 1, "SAMPLE s=1 n=1\n") == 0);
    CHECK_EQ(hist_parse_line(back, sink.out), 0);
    CHECK(back->total == h->total);
    free(h);
    free(back);
}

static void hgrm_parses_back(void)
{
    struct hist *h = new_hist();
    for (uint64_t i = 1; i <= 10000; i++)
        hist_record(h, i * 1000); /* 1 us .. 10 ms */
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    CHECK_EQ(hist_write_hgrm(h, f, 1000.0), 0);
    fclose(f);
    /* Parse the rows: value (us), percentile, count; monotonic; last row 100 %. */
    double last_v = -1, last_p = -1, v, p;
    unsigned long long count, last_count = 0;
    int rows = 0;
    for (char *line = strtok(buf, "\n"); line; line = strtok(NULL, "\n")) {
        if (line[0] == '#' || sscanf(line, "%lf %lf %llu", &v, &p, &count) != 3)
            continue;
        CHECK(v >= last_v && p > last_p && count >= last_count);
        last_v = v, last_p = p, last_count = count;
        rows++;
    }
    CHECK(rows > 20);
    CHECK(last_p == 1.0 && last_count == 10000);
    CHECK(fabs(last_v - 10000.0) < 1e-6);
    free(buf);
    free(h);
}

const struct test_case hist_tests[] = {
    {"hist: every value lands in a bucket at most 1/128 wide", buckets_cover_values_with_bounded_error},
    {"hist: percentiles of known distributions within the bound", percentiles_of_known_distributions},
    {"hist: merge equals recording into one", merge_equals_recording_into_one},
    {"hist: empty histogram and extreme values", empty_and_extremes},
    {"hist: text line round trip; malformed lines refused", line_round_trip_and_bad_lines},
    {"hist: a line stays whole while another thread writes to its stream",
     line_is_whole_while_another_thread_writes},
    {"hist: .hgrm output parses back", hgrm_parses_back},
    {NULL, NULL},
};
