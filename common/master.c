/* master.c — the REP side behind the broker: answers, counts, times.
 *
 * Every request is checked (wire_check_request) and echoed back with the
 * phase flags from phases.c. The master's clock alone defines the measured
 * phase, so no clock is ever compared between processes.
 *
 * Output (stdout, one line each):
 *   READY role=master workarounds=none|NAME=VALUE,...
 *   RESULT msgs=N seconds=S msgs_per_s=R mib_per_s=M ... repeated=D gone=G broken=0|1
 *          size=B workers=W inflight=I   what it ran with, for the sweep to check
 *   FAILED cause=C                       a failed run's cause (record.h), before its error line
 *   TICK t_ns=T msgs=M measured=0|1   --deadline: every TICK_MS, the requests answered in it
 *   MEASURING t_ns=T, MEASURED t_ns=T  as the measured phase starts and ends (the sweep samples
 *                                the roles' CPU then: the broker's cost per message, docs/capacity.md)
 *   CPU s=S                      as it leaves: its CPU seconds (runtime.c)
 * after which it lingers until the socket is quiet (see main).
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "adapter.h"
#include "measure.h"
#include "phases.h"
#include "runtime.h"
#include "wire.h"
#include "record.h"

#define TICK_MS 50

struct master {
    const struct config *cfg;
    uint64_t next_tick, tick_msgs;      /* --deadline (churn): the timeline */
    uint32_t gone;                      /* --deadline: clients never seen again after the measured phase */
    bool broken;                        /* --deadline: the library failed; the run ended there */
    bool said_measuring, said_measured; /* announce_phase() */
    struct adapter_sock *sock;
    struct phases phases;
    uint64_t rejected;
    enum wire_verdict last_reject;
    unsigned char reject_reply[WIRE_HEADER_SIZE];
};

/* A request we cannot accept still needs an answer (REP must reply before
 * it may receive again); the answer is a bare header the worker will refuse. */
static int reject(struct master *m, struct adapter_msg *msg, enum wire_verdict why)
{
    m->rejected++;
    m->last_reject = why;
    ADAPTER.release(msg);
    return ADAPTER.send(m->sock, m->reject_reply, sizeof m->reject_reply);
}

static void describe_progress(const struct master *m, char *buf, size_t len)
{
    const struct phases *p = &m->phases;
    uint64_t lo, hi;
    phases_client_range(p, &lo, &hi);
    if (p->requests)
        snprintf(buf, len, "measured %" PRIu64 " of %" PRIu64 " requests", p->measured, p->requests * p->clients);
    else
        snprintf(buf, len, "measured %" PRIu64 " requests", p->measured);
    size_t used = strlen(buf);
    snprintf(buf + used, len - used,
             " (per worker %" PRIu64 "..%" PRIu64 "), %u of %u workers stopped, %" PRIu64 " rejected", lo, hi,
             p->stopped_count, p->clients, m->rejected);
    /* A worker's "no reply to request N" and this line together tell where a
     * message went missing: a client whose last request here is N lost the
     * reply, one whose last is N-1 lost the request on its way ("none": not
     * even its hello, seq 0, arrived). */
    const unsigned shown_max = 8;
    unsigned shown = 0;
    for (uint32_t c = 0; c < p->clients && shown < shown_max; c++) {
        if (p->stopped[c])
            continue;
        used = strlen(buf);
        const char *lead = shown ? " " : "; last request seen (worker:seq) ";
        if (p->last_seq[c] == PHASES_NONE)
            snprintf(buf + used, len - used, "%s%u:none", lead, c);
        else
            snprintf(buf + used, len - used, "%s%u:%" PRIu64, lead, c, p->last_seq[c]);
        shown++;
    }
    if (shown == shown_max && p->clients - p->stopped_count > shown_max) {
        used = strlen(buf);
        snprintf(buf + used, len - used, " ...");
    }
}

/* Silence on the socket: fine while waiting for the workers to arrive,
 * a stall once the run has started. Returns 0 to keep waiting. */
static int on_timeout(struct master *m, uint64_t *idle_since, uint64_t t_wait, uint64_t now)
{
    const struct config *cfg = m->cfg;
    double idle_s = (double)(now - *idle_since) / NS_PER_S;
    char progress[512];
    /* Silence is measured here, by the monotonic clock: a library whose timer
     * follows the wall clock (nng 1.5.2) times out early when that clock steps. */
    if (cfg->deadline_s > 0) { /* churn: silence may be the change itself; the clock ends the run */
        phases_advance(&m->phases, now);
        /* Over: the measured phase has ended by the clock, or no request came for as long as the
         * whole run would take (a master that replaced another, whose clients all gave up). */
        bool over = m->phases.phase >= PHASE_STOPPING ||
                    (m->phases.phase == PHASE_SETUP && idle_s >= cfg->warmup_s + cfg->duration_s);
        if (!over || idle_s < cfg->deadline_s)
            return 0;
        m->gone = m->phases.clients - m->phases.stopped_count;
        m->phases.phase = PHASE_DONE;
        return 0;
    }
    if (idle_s < cfg->timeout_s)
        return 0;
    if (m->phases.phase == PHASE_SETUP) {
        if (idle_s < 10 * cfg->timeout_s)
            return 0;
        record_fail(cfg, CAUSE_NO_FIRST_REQUEST,
                    "no request arrived within %.1f s (%" PRIu64 " hellos from %u workers)", idle_s,
                    m->phases.hellos, cfg->workers);
        return -1;
    }
    describe_progress(m, progress, sizeof progress);
    /* A library whose last wait gave up early (its clock stepped) is why the clients went silent too:
     * they gave up the same way, and which of us the sweep hears first is a race. */
    record_fail(cfg, record_gave_up_early(cfg, t_wait) ? CAUSE_EARLY_TIMEOUT : CAUSE_NO_REQUEST,
                "stalled: no request for %.1f s during %s; %s%s%s", idle_s,
                m->phases.phase == PHASE_WARMUP ? "warm-up" : "the measured phase", progress,
                runtime_early_timeout_note(cfg, t_wait), runtime_counts_note(m->sock));
    return -1;
}

/* Churn: the library failed after the change (a connection it will not restore): the
 * run ends here, reported as measured so far (RESULT broken=1). */
static int give_up_broken(struct master *m, uint64_t now)
{
    m->broken = true;
    if (m->phases.phase == PHASE_MEASURE)
        m->phases.measure_end = now;
    m->phases.phase = PHASE_DONE;
    return 0;
}

/* Churn: a TICK line every TICK_MS with the requests answered since the last. */
static void tick(struct master *m, uint64_t now)
{
    if (!m->next_tick)
        m->next_tick = now + TICK_MS * 1000000ull;
    if (now < m->next_tick)
        return;
    printf("TICK t_ns=%" PRIu64 " msgs=%" PRIu64 " measured=%d\n", now, m->tick_msgs,
           m->phases.phase == PHASE_MEASURE);
    fflush(stdout);
    m->tick_msgs = 0;
    m->next_tick += TICK_MS * 1000000ull;
    if (m->next_tick < now)
        m->next_tick = now + TICK_MS * 1000000ull;
}

/* Says when the measured phase began and ended, once each, as soon as the master knows. */
static void announce_phase(struct master *m)
{
    const struct phases *p = &m->phases;
    bool start = !m->said_measuring && p->phase >= PHASE_MEASURE && p->measure_start;
    bool end = !m->said_measured && p->phase > PHASE_MEASURE && p->measure_end;
    if (start)
        printf("MEASURING t_ns=%" PRIu64 "\n", p->measure_start);
    if (end)
        printf("MEASURED t_ns=%" PRIu64 "\n", p->measure_end);
    if (start || end)
        fflush(stdout);
    m->said_measuring |= start;
    m->said_measured |= end;
}

/* Answers requests until every client has been told to stop or, with
 * `draining`, until the socket stays silent for the timeout. */
static int serve(struct master *m, bool draining)
{
    const struct config *cfg = m->cfg;
    uint64_t idle_since = now_ns();
    while (draining || m->phases.phase != PHASE_DONE) {
        announce_phase(m);
        struct adapter_msg msg;
        uint64_t t_wait = now_ns();
        int rc = ADAPTER.recv(m->sock, &msg);
        uint64_t now = now_ns();
        if (cfg->deadline_s > 0 && !draining)
            tick(m, now);
        if (rc == ADAPTER_TIMEOUT) {
            /* (churn: the socket's waits are TICK_MS long; the drain still lasts --timeout) */
            if (draining && (cfg->deadline_s == 0 || now - idle_since >= seconds_to_ns(cfg->timeout_s)))
                return 0;
            if (draining)
                continue;
            if (on_timeout(m, &idle_since, t_wait, now) != 0)
                return -1;
            continue; /* (a phase the clock ended is announced at the top) */
        }
        if (rc != 0) {
            record_fail(cfg, CAUSE_RECEIVE, "receive failed: %s", ADAPTER.last_error());
            return cfg->deadline_s > 0 ? give_up_broken(m, now) : -1;
        }
        idle_since = now;
        struct wire_header h;
        enum wire_verdict v = wire_check_request(msg.data, msg.size, cfg->size, cfg->workers, &h);
        uint64_t t_send = now_ns();
        if (v != WIRE_OK) {
            rc = reject(m, &msg, v);
        } else {
            uint16_t flags = phases_on_request(&m->phases, &h, now);
            m->tick_msgs += !(h.flags & WIRE_F_HELLO);
            wire_set_flags(msg.data, h.flags | flags);
            rc = ADAPTER.send_msg(m->sock, &msg);
        }
        if (rc != 0) { /* under churn a library may fail a send as it fails a receive (NATS, below) */
            record_fail(cfg, record_gave_up_early(cfg, t_send) ? CAUSE_EARLY_TIMEOUT : CAUSE_SEND,
                        "send failed: %s%s", ADAPTER.last_error(), runtime_early_timeout_note(cfg, t_send));
            return cfg->deadline_s > 0 ? give_up_broken(m, now) : -1;
        }
    }
    return 0;
}

static void print_result(struct master *m)
{
    announce_phase(m);
    const struct phases *p = &m->phases;
    struct throughput t = measure_throughput(p->measured, m->cfg->size, p->measure_end - p->measure_start);
    uint64_t lo, hi;
    phases_client_range(p, &lo, &hi);
    printf("RESULT msgs=%" PRIu64 " seconds=%.6f msgs_per_s=%.1f mib_per_s=%.4f warmup_msgs=%" PRIu64
           " after_msgs=%" PRIu64 " hellos=%" PRIu64 " rejected=%" PRIu64 " client_min=%" PRIu64
           " client_max=%" PRIu64 " repeated=%" PRIu64 " gone=%u broken=%d size=%u workers=%u inflight=%u\n",
           p->measured, t.seconds, t.msgs_per_s, t.mib_per_s, p->warmup_msgs, p->after_msgs, p->hellos,
           m->rejected, lo, hi, p->repeated, m->gone, m->broken, m->cfg->size, m->cfg->workers, m->cfg->inflight);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    struct config cfg;
    int rc = runtime_start(ROLE_MASTER, argc, argv, &cfg);
    if (rc >= 0)
        return rc;
    struct master m = {.cfg = &cfg};
    struct wire_header reject_header = {
        .magic = WIRE_MAGIC, .version = WIRE_VERSION, .flags = WIRE_F_REPLY | WIRE_F_REJECT};
    wire_encode(&reject_header, m.reject_reply);
    if (phases_init(&m.phases, cfg.workers, seconds_to_ns(cfg.warmup_s), seconds_to_ns(cfg.duration_s),
                    cfg.requests) != 0) {
        record_fail(&cfg, CAUSE_SETUP, "out of memory for %u workers", cfg.workers);
        return EXIT_FAILED;
    }
    m.sock = cfg.deadline_s > 0 ? runtime_open_ms(&cfg, SOCK_MASTER, cfg.endpoint, cfg.bind, TICK_MS)
                                : runtime_open(&cfg, SOCK_MASTER, cfg.endpoint, cfg.bind);
    if (!m.sock) {
        phases_free(&m.phases);
        return EXIT_FAILED;
    }
    runtime_print_ready("master", m.sock);
    rc = serve(&m, false);
    if (rc == 0) {
        print_result(&m);
        if (m.rejected)
            record_fail(&cfg, CAUSE_REJECTED, "%" PRIu64 " requests rejected (last: %s)", m.rejected,
                        wire_verdict_str(m.last_reject));
        /* The last STOP replies may still sit in the library's buffers, and not
         * every library flushes on close (nanomsg has no linger). So stay until
         * the socket has been quiet for the timeout; the sweep, which knows when
         * every worker has its STOP, ends us sooner with SIGTERM. (Not once
         * the library has failed: nothing more can come.) */
        if (!m.broken)
            serve(&m, true);
    }
    ADAPTER.close(m.sock);
    phases_free(&m.phases);
    return rc == 0 ? 0 : EXIT_FAILED;
}
