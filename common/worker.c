/* worker.c — one REQ client: send, wait, verify, repeat until told to stop.
 *
 * The request (header + payload) is built once; per request only the
 * sequence number is rewritten. Every reply is checked byte for byte
 * (wire_check_reply) before it counts.
 *
 * With --inflight K the client keeps K requests outstanding (run_pipelined):
 * each in a slot of its own whose bytes its reply must echo, through the
 * library's pipelining socket (SOCK_PIPELINED); the master and broker are the
 * same, and every reply is verified and timed from its own send.
 *
 * Output (stdout, one line each):
 *   READY id=I connect_s=S       after a hello round trip through the broker
 *   DONE id=I requests=N measured=M resent=R   R: requests it sent again (--liveness, see round_trip)
 *   HIST total=... index:count ...   round-trip times (ns) of the measured replies
 *   CPU s=S                      as it leaves: its CPU seconds (runtime.c)
 */
#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "adapter.h"
#include "hist.h"
#include "measure.h"
#include "runtime.h"
#include "wire.h"
#include "record.h"

/* One outstanding request of a pipelined client: its reply must echo these bytes. */
struct slot {
    struct wire_request req;
    uint64_t t_sent;
    bool busy;
};

struct worker {
    const struct config *cfg;
    struct adapter_sock *sock;
    struct wire_request req;
    uint64_t sent, measured, resent;
    uint64_t resend_ns; /* --liveness where the library does not resend: send again after this */
    struct hist *rtt;   /* round-trip times of measured replies, ns */
    struct slot *slots; /* --inflight K > 1: K of them */
    uint32_t busy;      /* slots whose reply is outstanding */
};

/* Verifies a reply to request `req` (sent at t_sent) and times it; consumes the
 * message. Returns the reply's flags, or -1 after printing why. */
static int take_reply(struct worker *w, const struct wire_request *req, struct adapter_msg *reply, uint64_t t_sent)
{
    const struct config *cfg = w->cfg;
    enum wire_verdict v = wire_check_reply(req, reply->data, reply->size);
    int reply_flags = v == WIRE_OK ? wire_get_flags(reply->data) : -1;
    size_t size = reply->size;
    char whose[64] = ""; /* another worker's reply: whose, for the diagnosis (docs/findings.md) */
    struct wire_header h;
    if (v == WIRE_BAD_CLIENT && wire_decode(reply->data, reply->size, &h) == WIRE_OK)
        snprintf(whose, sizeof whose, " (it answers worker %u's request %" PRIu64 ")", h.client_id, h.seq);
    ADAPTER.release(reply);
    if (reply_flags > 0 && (reply_flags & WIRE_F_MEASURED))
        hist_record(w->rtt, now_ns() - t_sent);
    if (v != WIRE_OK)
        fail(cfg, CAUSE_CORRUPT, "worker %u: reply %" PRIu64 " (%zu bytes) failed verification: %s%s",
             cfg->client_id, req->header.seq, size, wire_verdict_str(v), whose);
    return reply_flags;
}

/* One round trip: sends request `seq` and checks the reply. Latency counts
 * from `intended` (the scheduled send time in open loop, 0 = now). Returns
 * the reply's flags, or -1 after printing why. */
static int round_trip(struct worker *w, uint64_t seq, uint16_t flags, uint64_t intended)
{
    const struct config *cfg = w->cfg;
    const char *what = flags & WIRE_F_HELLO ? "hello" : "request";
    wire_request_next(&w->req, seq, flags);
    uint64_t t_first = now_ns(), t_wait = 0;
    struct adapter_msg reply;
    int rc;
    /* Each pass sends the request. Without resend_ns there is one; with it (--liveness on a
     * library whose REQ does not resend), an unanswered request goes again every resend_ns
     * until --timeout: the socket's waits are resend_ns long then. */
    for (bool again = false;; again = true) {
        uint64_t t_send = now_ns();
        bool in_time = w->resend_ns && t_send - t_first < seconds_to_ns(cfg->timeout_s);
        if (ADAPTER.send(w->sock, w->req.buf, w->req.len) != 0) {
            if (in_time)
                continue; /* no connection yet (a REQ waits for one): try again */
            fail(cfg, gave_up_early(cfg, t_send) ? CAUSE_EARLY_TIMEOUT : CAUSE_SEND,
                 "worker %u: sending %s %" PRIu64 " failed: %s%s", cfg->client_id, what, seq, ADAPTER.last_error(),
                 early_timeout_note(cfg, t_send));
            return -1;
        }
        w->resent += again;
        t_wait = t_wait ? t_wait : now_ns();
        rc = ADAPTER.recv(w->sock, &reply);
        if (rc != ADAPTER_TIMEOUT || !w->resend_ns || now_ns() - t_first >= seconds_to_ns(cfg->timeout_s))
            break;
    }
    w->sent++;
    uint64_t t_sent = intended ? intended : t_wait;
    if (rc == ADAPTER_TIMEOUT) {
        /* How long we really waited, by the monotonic clock: a library that times
         * its waits by the wall clock gives up early when that clock steps. */
        fail(cfg, gave_up_early(cfg, t_wait) ? CAUSE_EARLY_TIMEOUT : CAUSE_NO_REPLY,
             "worker %u: no reply within %.1f s to %s %" PRIu64 " (%" PRIu64 " verified before)%s", cfg->client_id,
             cfg->timeout_s, what, seq, w->sent - 1, early_timeout_note(cfg, t_wait));
        return -1;
    }
    if (rc != 0) {
        fail(cfg, CAUSE_RECEIVE, "worker %u: receiving reply %" PRIu64 " failed: %s", cfg->client_id, seq,
             ADAPTER.last_error());
        return -1;
    }
    return take_reply(w, &w->req, &reply, t_sent);
}

/* Pipelined: sends request `seq` from a free slot; the reply is awaited later. */
static int send_slot(struct worker *w, struct slot *sl, uint64_t seq, uint16_t flags)
{
    wire_request_next(&sl->req, seq, flags);
    sl->t_sent = now_ns();
    if (ADAPTER.send(w->sock, sl->req.buf, sl->req.len) != 0) {
        fail(w->cfg, gave_up_early(w->cfg, sl->t_sent) ? CAUSE_EARLY_TIMEOUT : CAUSE_SEND,
             "worker %u: sending request %" PRIu64 " failed: %s%s", w->cfg->client_id, seq, ADAPTER.last_error(),
             early_timeout_note(w->cfg, sl->t_sent));
        return -1;
    }
    sl->busy = true;
    w->busy++;
    w->sent++;
    return 0;
}

/* The outstanding slot whose request is `seq`, or NULL. Replies mostly come in
 * order, and K is small: a scan is cheaper than any index. */
static struct slot *slot_of(struct worker *w, uint64_t seq)
{
    for (uint32_t i = 0; i < w->cfg->inflight; i++)
        if (w->slots[i].busy && w->slots[i].req.header.seq == seq)
            return &w->slots[i];
    return NULL;
}

/* Pipelined: receives one reply, matches it to its slot by seq, verifies and times it,
 * and frees the slot (*freed). Returns the reply's flags, or -1 after printing why. */
static int await_reply(struct worker *w, struct slot **freed)
{
    const struct config *cfg = w->cfg;
    uint64_t t_wait = now_ns();
    struct adapter_msg reply;
    int rc = ADAPTER.recv(w->sock, &reply);
    if (rc != 0) {
        if (rc == ADAPTER_TIMEOUT)
            fail(cfg, gave_up_early(cfg, t_wait) ? CAUSE_EARLY_TIMEOUT : CAUSE_NO_REPLY,
                 "worker %u: no reply within %.1f s (%u requests outstanding, %" PRIu64 " sent)%s", cfg->client_id,
                 cfg->timeout_s, w->busy, w->sent, early_timeout_note(cfg, t_wait));
        else
            fail(cfg, CAUSE_RECEIVE, "worker %u: receiving a reply failed: %s", cfg->client_id,
                 ADAPTER.last_error());
        return -1;
    }
    struct wire_header h;
    enum wire_verdict v = wire_decode(reply.data, reply.size, &h);
    struct slot *sl = v == WIRE_OK ? slot_of(w, h.seq) : NULL;
    if (!sl) {
        fail(cfg, CAUSE_CORRUPT, "worker %u: a reply (%zu bytes) answers none of its %u outstanding requests: %s",
             cfg->client_id, reply.size, w->busy, wire_verdict_str(v == WIRE_OK ? WIRE_BAD_SEQ : v));
        ADAPTER.release(&reply);
        return -1;
    }
    sl->busy = false;
    w->busy--;
    *freed = sl;
    return take_reply(w, &sl->req, &reply, sl->t_sent);
}

/* The hello (sent at t0) came back through the broker: READY, then with
 * --wait-go the sweep's go; the hello is not counted as sent. */
static void say_ready(struct worker *w, uint64_t t0)
{
    printf("READY id=%u connect_s=%.6f\n", w->cfg->client_id, (double)(now_ns() - t0) / NS_PER_S);
    fflush(stdout);
    if (w->cfg->wait_go)
        control_wait_go();
    w->sent = 0;
}

/* --inflight K: the window stays full until the master says stop, then the
 * replies still outstanding are collected (each verified) before DONE. */
static int run_pipelined(struct worker *w)
{
    const struct config *cfg = w->cfg;
    struct slot *sl;
    uint64_t t0 = now_ns();
    if (send_slot(w, &w->slots[0], 0, WIRE_F_HELLO) != 0 || await_reply(w, &sl) < 0)
        return -1;
    say_ready(w, t0);
    uint64_t seq = 1;
    for (uint32_t i = 0; i < cfg->inflight; i++)
        if (send_slot(w, &w->slots[i], seq++, 0) != 0)
            return -1;
    bool stopping = false;
    while (w->busy) {
        int flags = await_reply(w, &sl);
        if (flags < 0)
            return -1;
        w->measured += (flags & WIRE_F_MEASURED) != 0;
        stopping |= (flags & WIRE_F_STOP) != 0;
        if (!stopping && send_slot(w, sl, seq++, 0) != 0)
            return -1;
    }
    return 0;
}

static int run(struct worker *w)
{
    const struct config *cfg = w->cfg;
    uint64_t t0 = now_ns();
    if (round_trip(w, 0, WIRE_F_HELLO, 0) < 0)
        return -1;
    say_ready(w, t0);
    /* Open loop: requests leave on a fixed schedule, and a late reply delays
     * the next send without hiding the delay: latency counts from the time
     * the request should have left (no coordinated omission). Each client's
     * schedule starts at its own phase of the interval (a fixed scramble of its
     * id), so the offered load is spread out, not one burst of every client at
     * once per interval. */
    uint64_t interval = cfg->rate > 0 ? seconds_to_ns(1.0 / cfg->rate) : 0;
    uint64_t next = now_ns() + interval * ((cfg->client_id * 2654435761u) % 1024u) / 1024u;
    for (uint64_t seq = 1;; seq++) {
        if (interval) {
            sleep_until_ns(next);
        }
        int flags = round_trip(w, seq, 0, interval ? next : 0);
        next += interval;
        if (flags < 0)
            return -1;
        if (flags & WIRE_F_MEASURED)
            w->measured++;
        if (flags & WIRE_F_STOP)
            return 0;
    }
}

/* A worker that failed has said why; closing must not keep it from exiting: nng 1.5.2's
 * close can block for good with requests still outstanding (upstream #1543; node.c). */
static void on_close_hang(int sig)
{
    (void)sig;
    _exit(EXIT_FAILED);
}

static void worker_free(struct worker *w)
{
    if (w->sock)
        ADAPTER.close(w->sock);
    for (uint32_t i = 0; w->slots && i < w->cfg->inflight; i++)
        wire_request_free(&w->slots[i].req);
    free(w->slots);
    wire_request_free(&w->req);
    free(w->rtt);
}

/* The request buffers: one, or one per slot with --inflight. */
static int worker_alloc(struct worker *w)
{
    const struct config *cfg = w->cfg;
    if (!(w->rtt = malloc(sizeof(struct hist))) || wire_request_init(&w->req, cfg->client_id, cfg->size) != 0)
        return -1;
    if (cfg->inflight == 1)
        return 0;
    if (!(w->slots = calloc(cfg->inflight, sizeof *w->slots)))
        return -1;
    for (uint32_t i = 0; i < cfg->inflight; i++)
        if (wire_request_init(&w->slots[i].req, cfg->client_id, cfg->size) != 0)
            return -1;
    return 0;
}

int main(int argc, char **argv)
{
    struct config cfg;
    int rc = runtime_start(ROLE_WORKER, argc, argv, &cfg);
    if (rc >= 0)
        return rc;
    struct worker w = {.cfg = &cfg};
    if (worker_alloc(&w) != 0) {
        fail(&cfg, CAUSE_SETUP, "out of memory for %u requests of %u bytes", cfg.inflight, cfg.size);
        worker_free(&w);
        return EXIT_FAILED;
    }
    /* --wait-go: stdin says go, and its end says leave (after DONE), or that
     * the sweep or the ssh session is gone (before it: leave at once, even
     * while still connecting). */
    if (cfg.wait_go && control_start(&cfg, EXIT_FAILED, "stdin closed before the end of the run") != 0) {
        worker_free(&w);
        return EXIT_FAILED;
    }
    if (cfg.liveness && !ADAPTER.req_resends)
        w.resend_ns = 2 * LIVENESS_MS * 1000000ull;
    enum sock_kind kind = cfg.inflight > 1 ? SOCK_PIPELINED : SOCK_WORKER;
    w.sock = w.resend_ns ? runtime_open_ms(&cfg, kind, cfg.endpoint, cfg.bind, 2 * LIVENESS_MS)
                         : runtime_open(&cfg, kind, cfg.endpoint, cfg.bind);
    if (!w.sock) {
        worker_free(&w);
        return EXIT_FAILED;
    }
    hist_reset(w.rtt);
    rc = cfg.inflight > 1 ? run_pipelined(&w) : run(&w);
    if (rc == 0) {
        if (cfg.wait_go)
            control_finished(); /* before DONE: the sweep closes stdin only once it has seen DONE */
        printf("DONE id=%u requests=%" PRIu64 " measured=%" PRIu64 " resent=%" PRIu64 "\n", cfg.client_id, w.sent,
               w.measured, w.resent);
        hist_write_line(w.rtt, stdout);
        fflush(stdout);
        if (cfg.wait_go)
            control_wait_end();
    }
    if (rc != 0) {
        signal(SIGALRM, on_close_hang);
        alarm((unsigned)cfg.timeout_s + 1);
    }
    worker_free(&w);
    return rc == 0 ? 0 : EXIT_FAILED;
}
