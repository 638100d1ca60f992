/* test_measure.c — the throughput arithmetic, with its units. */
#include "check.h"
#include "measure.h"

static void throughput_units(void)
{
    struct throughput t = measure_throughput(1000, 1024, NS_PER_S);
    CHECK_NEAR(t.seconds, 1.0, 1e-12);
    CHECK_NEAR(t.msgs_per_s, 1000.0, 1e-9);
    CHECK_NEAR(t.mib_per_s, 1000.0 * 1024 / 1048576.0, 1e-12); /* MiB = 2^20 bytes */

    t = measure_throughput(45000, 1024, 2 * NS_PER_S);
    CHECK_NEAR(t.msgs_per_s, 22500.0, 1e-9);
    CHECK_NEAR(t.mib_per_s, 22500.0 / 1024.0, 1e-9);

    t = measure_throughput(16, 65536, NS_PER_S / 1000); /* 16 x 64 KiB in 1 ms */
    CHECK_NEAR(t.mib_per_s, 1000.0, 1e-6);

    t = measure_throughput(5, 1, 0);
    CHECK(t.seconds == 0 && t.msgs_per_s == 0 && t.mib_per_s == 0);
}

static void seconds_to_ns_rounds(void)
{
    CHECK(seconds_to_ns(0.5) == NS_PER_S / 2);
    CHECK(seconds_to_ns(2.0) == 2 * NS_PER_S);
    CHECK(seconds_to_ns(0.000000001) == 1);
    CHECK(seconds_to_ns(0) == 0);
}

static void clock_is_monotonic(void)
{
    uint64_t a = now_ns(), b = now_ns();
    CHECK(b >= a);
}

const struct test_case measure_tests[] = {
    {"measure: msgs/s and MiB/s (binary)", throughput_units},
    {"measure: seconds to ns", seconds_to_ns_rounds},
    {"measure: monotonic clock", clock_is_monotonic},
    {NULL, NULL},
};
