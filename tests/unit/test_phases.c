/* test_phases.c — when the master counts and when it says stop, on a made-up clock. */
#include "check.h"
#include "phases.h"

#define MS 1000000ull

static struct wire_header req(uint32_t client, uint16_t flags)
{
    return (struct wire_header){.magic = WIRE_MAGIC, .version = WIRE_VERSION, .flags = flags, .client_id = client};
}

static void duration_mode(void)
{
    struct phases p;
    CHECK_EQ(phases_init(&p, 2, 100 * MS, 1000 * MS, 0), 0);
    struct wire_header h0 = req(0, 0), h1 = req(1, 0), hello = req(1, WIRE_F_HELLO);

    CHECK_EQ(phases_on_request(&p, &hello, 5), WIRE_F_REPLY | WIRE_F_HELLO);
    CHECK_EQ(p.phase, PHASE_SETUP); /* hellos never start the run */
    CHECK_EQ(phases_on_request(&p, &h0, 10 * MS), WIRE_F_REPLY);
    CHECK_EQ(p.phase, PHASE_WARMUP);
    CHECK_EQ(phases_on_request(&p, &h1, 109 * MS), WIRE_F_REPLY); /* still warm-up */
    CHECK_EQ(phases_on_request(&p, &h0, 110 * MS), WIRE_F_REPLY | WIRE_F_MEASURED);
    CHECK_EQ(p.phase, PHASE_MEASURE);
    CHECK(p.measure_start == 110 * MS);
    for (uint64_t t = 111; t < 1110; t += 10)
        CHECK_EQ(phases_on_request(&p, t % 20 ? &h0 : &h1, t * MS), WIRE_F_REPLY | WIRE_F_MEASURED);
    /* 1000 ms after the start of measurement: STOP, not counted. */
    CHECK_EQ(phases_on_request(&p, &h1, 1110 * MS), WIRE_F_REPLY | WIRE_F_STOP);
    CHECK_EQ(p.phase, PHASE_STOPPING);
    CHECK(p.measure_end == 1110 * MS);
    CHECK_EQ(p.measured, 1 + 100);
    CHECK_EQ(p.warmup_msgs, 2);
    CHECK_EQ(p.hellos, 1);
    CHECK_EQ(phases_on_request(&p, &h0, 1115 * MS), WIRE_F_REPLY | WIRE_F_STOP);
    CHECK_EQ(p.phase, PHASE_DONE);
    CHECK_EQ(p.per_client[0] + p.per_client[1], p.measured);
    uint64_t lo, hi;
    phases_client_range(&p, &lo, &hi);
    CHECK(lo <= hi && lo == (p.per_client[0] < p.per_client[1] ? p.per_client[0] : p.per_client[1]));
    phases_free(&p);
}

/* Churn: a resent request (same seq) is answered as measured but counted once; the
 * measured phase ends by the clock when no request comes at all. */
static void a_resend_counts_once_and_the_clock_ends_the_phase(void)
{
    struct phases p;
    CHECK_EQ(phases_init(&p, 1, 0, 100 * MS, 0), 0);
    struct wire_header h = req(0, 0);
    h.seq = 1;
    CHECK_EQ(phases_on_request(&p, &h, 1 * MS), WIRE_F_REPLY | WIRE_F_MEASURED);
    CHECK_EQ(phases_on_request(&p, &h, 2 * MS), WIRE_F_REPLY | WIRE_F_MEASURED); /* its resend */
    CHECK(p.measured == 1 && p.repeated == 1);
    h.seq = 2;
    CHECK_EQ(phases_on_request(&p, &h, 3 * MS), WIRE_F_REPLY | WIRE_F_MEASURED);
    CHECK_EQ(p.measured, 2);
    phases_advance(&p, 50 * MS);
    CHECK_EQ(p.phase, PHASE_MEASURE);
    phases_advance(&p, 102 * MS); /* silence: the clock alone ends it */
    CHECK(p.phase == PHASE_STOPPING && p.measure_end == 102 * MS);
    phases_free(&p);

    CHECK_EQ(phases_init(&p, 1, 0, 100 * MS, 0), 0);
    phases_advance(&p, 500 * MS); /* before the first request nothing starts */
    CHECK_EQ(p.phase, PHASE_SETUP);
    phases_free(&p);
}

static void requests_mode(void)
{
    struct phases p;
    CHECK_EQ(phases_init(&p, 3, 0, 0, 4), 0); /* no warm-up, 4 requests each */
    uint64_t t = 1;
    int stops[3] = {0};
    for (int round = 0; round < 4; round++) {
        for (uint32_t c = 0; c < 3; c++) {
            struct wire_header h = req(c, 0);
            uint16_t f = phases_on_request(&p, &h, t++);
            CHECK(f & WIRE_F_MEASURED);
            stops[c] += (f & WIRE_F_STOP) != 0;
            CHECK_EQ((f & WIRE_F_STOP) != 0, round == 3);
        }
    }
    CHECK_EQ(p.measured, 12);
    CHECK_EQ(stops[0] + stops[1] + stops[2], 3);
    CHECK_EQ(p.phase, PHASE_DONE);
    CHECK(p.measure_start == 1 && p.measure_end == 12);
    phases_free(&p);
}

static void requests_mode_uneven_clients(void)
{
    struct phases p;
    CHECK_EQ(phases_init(&p, 2, 0, 0, 2), 0);
    struct wire_header h0 = req(0, 0), h1 = req(1, 0);
    CHECK_EQ(phases_on_request(&p, &h0, 1), WIRE_F_REPLY | WIRE_F_MEASURED);
    CHECK_EQ(phases_on_request(&p, &h0, 2), WIRE_F_REPLY | WIRE_F_MEASURED | WIRE_F_STOP);
    /* A client past its share is told to stop again, and not counted. */
    CHECK_EQ(phases_on_request(&p, &h0, 3), WIRE_F_REPLY | WIRE_F_STOP);
    CHECK_EQ(p.measured, 2);
    CHECK_EQ(p.phase, PHASE_MEASURE);
    CHECK_EQ(phases_on_request(&p, &h1, 4), WIRE_F_REPLY | WIRE_F_MEASURED);
    CHECK_EQ(phases_on_request(&p, &h1, 5), WIRE_F_REPLY | WIRE_F_MEASURED | WIRE_F_STOP);
    CHECK_EQ(p.phase, PHASE_DONE);
    CHECK(p.measure_end == 5);
    phases_free(&p);
}

/* The stall line's "last request seen": a client not heard from is told apart from one whose hello
 * (seq 0) came. */
static void a_client_not_heard_from_has_no_last_request(void)
{
    struct phases p;
    CHECK_EQ(phases_init(&p, 2, 0, 0, 2), 0);
    CHECK(p.last_seq[0] == PHASES_NONE && p.last_seq[1] == PHASES_NONE);
    struct wire_header hello = req(1, WIRE_F_HELLO);
    phases_on_request(&p, &hello, 1 * MS);
    CHECK(p.last_seq[0] == PHASES_NONE && p.last_seq[1] == 0);
    struct wire_header h = req(1, 0);
    h.seq = 1;
    CHECK_EQ(phases_on_request(&p, &h, 2 * MS), WIRE_F_REPLY | WIRE_F_MEASURED);
    CHECK(p.last_seq[1] == 1 && p.repeated == 0);
    phases_free(&p);
}

const struct test_case phases_tests[] = {
    {"phases: duration mode counts only the measured window", duration_mode},
    {"phases: requests mode stops each client after N", requests_mode},
    {"phases: a resend counts once; the clock ends the phase (churn)",
     a_resend_counts_once_and_the_clock_ends_the_phase},
    {"phases: requests mode with uneven clients", requests_mode_uneven_clients},
    {"phases: a client not heard from has no last request", a_client_not_heard_from_has_no_last_request},
    {NULL, NULL},
};
