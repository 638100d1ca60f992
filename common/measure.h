/* measure.h — the clock and the throughput arithmetic, in one place. */
#ifndef RRB_MEASURE_H
#define RRB_MEASURE_H

#include <errno.h>
#include <stdint.h>
#include <time.h>

#define NS_PER_S 1000000000ull
#define BYTES_PER_MIB 1048576.0 /* MiB: binary, 2^20 bytes */

/* Nanoseconds on the monotonic clock: never jumps with wall-clock changes. */
static inline uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * NS_PER_S + (uint64_t)ts.tv_nsec;
}

static inline uint64_t seconds_to_ns(double s)
{
    return (uint64_t)(s * (double)NS_PER_S + 0.5);
}

/* Sleeps until `t_ns` on the monotonic clock (at once if that has passed). */
static inline void sleep_until_ns(uint64_t t_ns)
{
    struct timespec ts = {.tv_sec = (time_t)(t_ns / NS_PER_S), .tv_nsec = (long)(t_ns % NS_PER_S)};
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) == EINTR)
        ;
}

/* What a measured phase achieved. Requests are round trips: each carries
 * `payload_size` payload bytes to the master and the same back. */
struct throughput {
    double seconds;    /* length of the measured phase */
    double msgs_per_s; /* completed round trips per second */
    double mib_per_s;  /* request payload MiB/s, one direction (headers excluded) */
};

/* Returns zeros when elapsed_ns is 0. */
struct throughput measure_throughput(uint64_t msgs, uint32_t payload_size, uint64_t elapsed_ns);

#endif
