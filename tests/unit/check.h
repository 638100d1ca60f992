/* check.h — a minimal unit-test harness: CHECK macros and a closing
 * "N passed, N failed" line. Each TEST is one function listed in main. */
#ifndef RRB_CHECK_H
#define RRB_CHECK_H

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

extern int check_failures; /* failed CHECKs in the current test */

#define CHECK(cond)                                                                    \
    do {                                                                               \
        if (!(cond)) {                                                                 \
            fprintf(stderr, "  %s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
            check_failures++;                                                          \
        }                                                                              \
    } while (0)

#define CHECK_EQ(a, b)                                                                                          \
    do {                                                                                                        \
        long long a_ = (long long)(a), b_ = (long long)(b);                                                     \
        if (a_ != b_) {                                                                                         \
            fprintf(stderr, "  %s:%d: CHECK failed: %s == %s (%lld != %lld)\n", __FILE__, __LINE__, #a, #b, a_, \
                    b_);                                                                                        \
            check_failures++;                                                                                   \
        }                                                                                                       \
    } while (0)

#define CHECK_NEAR(a, b, tol)                                                                                   \
    do {                                                                                                        \
        double a_ = (a), b_ = (b);                                                                              \
        if (!(a_ - b_ <= (tol) && b_ - a_ <= (tol))) {                                                          \
            fprintf(stderr, "  %s:%d: CHECK failed: %s ~ %s (%g vs %g)\n", __FILE__, __LINE__, #a, #b, a_, b_); \
            check_failures++;                                                                                   \
        }                                                                                                       \
    } while (0)

#define CHECK_STR_CONTAINS(hay, needle)                                                                   \
    do {                                                                                                  \
        if (!strstr((hay), (needle))) {                                                                   \
            fprintf(stderr, "  %s:%d: CHECK failed: \"%s\" contains \"%s\"\n", __FILE__, __LINE__, (hay), \
                    (needle));                                                                            \
            check_failures++;                                                                             \
        }                                                                                                 \
    } while (0)

/* The lines in `s` (its newlines): an error must be one. */
static inline int count_lines(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += *s == '\n';
    return n;
}

struct test_case {
    const char *name;
    void (*fn)(void);
};

/* Test lists, one per file. */
extern const struct test_case wire_tests[], cli_tests[], options_tests[], measure_tests[], phases_tests[],
    hist_tests[], rounds_tests[], adapter_tests[], record_tests[], host_tests[];

#endif
