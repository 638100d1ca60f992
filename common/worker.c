/* worker.c — REQ clients: send, wait, verify, repeat until told to stop.
 *
 * A process is one worker (--id N) or, with --hosting loop, --workers K of
 * them (ids N .. N+K-1), each with its own socket, served by one event loop
 * (host.h), as the products' own load tools drive their servers (docs/
 * scale.md). Both run the same requests and the same checks.
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
 *   READY id=I connect_s=S       after a hello round trip through the broker (--workers K: of every one)
 *   DONE id=I requests=N measured=M resent=R   R: requests it sent again (--liveness, see round_trip);
 *        --workers K: the sums, and workers=K measured_each=M1,M2,... (each worker's, for fairness)
 *   HIST total=... index:count ...   round-trip times (ns) of the measured replies (all its workers')
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
#include "host.h"
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
    uint32_t id; /* its client id: --id, + its place among the process's workers */
    struct adapter_sock *sock;
    struct wire_request req;
    uint64_t sent, measured, resent;
    uint64_t resend_ns; /* --liveness where the library does not resend: send again after this */
    struct hist *rtt;   /* round-trip times of measured replies, ns (--hosting loop: shared) */
    struct slot *slots; /* --inflight K > 1 (--hosting loop: any K): K of them */
    uint32_t busy;      /* slots whose reply is outstanding */
    /* --hosting loop */
    struct host *host;
    struct host_socket *at;
    uint64_t next_seq;
    uint64_t since; /* the last send or reply (CLOCK_MONOTONIC ns): a wait longer than --timeout fails */
    bool ready, stopping, failed;
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
        record_fail(cfg, CAUSE_CORRUPT, "worker %u: reply %" PRIu64 " (%zu bytes) failed verification: %s%s",
                    w->id, req->header.seq, size, wire_verdict_str(v), whose);
    return reply_flags;
}

/* A reply to one of this worker's earlier requests: with --liveness a request that was sent again can
 * be answered twice (the server answers each send), and the second answer arrives while the worker
 * waits for its next request. Lazy Pirate drops it (zguide ch. 4), as a REQ with ZMQ_REQ_CORRELATE
 * does inside libzmq; only a worker that resends can get one. */
static bool earlier_reply(const struct worker *w, uint64_t seq, const struct adapter_msg *reply)
{
    struct wire_header h;
    return w->resend_ns && wire_decode(reply->data, reply->size, &h) == WIRE_OK && h.client_id == w->id &&
           h.seq < seq;
}

/* Receives the reply to request `seq`, dropping the answers to earlier ones a resend brought. */
static int receive_reply(struct worker *w, uint64_t seq, struct adapter_msg *reply)
{
    for (;;) {
        int rc = ADAPTER.recv(w->sock, reply);
        if (rc != 0 || !earlier_reply(w, seq, reply))
            return rc;
        ADAPTER.release(reply);
    }
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
            record_fail(cfg, record_gave_up_early(cfg, t_send) ? CAUSE_EARLY_TIMEOUT : CAUSE_SEND,
                        "worker %u: sending %s %" PRIu64 " failed: %s%s", w->id, what, seq, ADAPTER.last_error(),
                        runtime_early_timeout_note(cfg, t_send));
            return -1;
        }
        w->resent += again;
        t_wait = t_wait ? t_wait : now_ns();
        rc = receive_reply(w, seq, &reply);
        if (rc != ADAPTER_TIMEOUT || !w->resend_ns || now_ns() - t_first >= seconds_to_ns(cfg->timeout_s))
            break;
    }
    w->sent++;
    uint64_t t_sent = intended ? intended : t_wait;
    if (rc == ADAPTER_TIMEOUT) {
        /* How long we really waited, by the monotonic clock: a library that times
         * its waits by the wall clock gives up early when that clock steps. */
        record_fail(cfg, record_gave_up_early(cfg, t_wait) ? CAUSE_EARLY_TIMEOUT : CAUSE_NO_REPLY,
                    "worker %u: no reply within %.1f s to %s %" PRIu64 " (%" PRIu64 " verified before)%s%s", w->id,
                    cfg->timeout_s, what, seq, w->sent - 1, runtime_early_timeout_note(cfg, t_wait),
                    runtime_counts_note(w->sock));
        return -1;
    }
    if (rc != 0) {
        record_fail(cfg, CAUSE_RECEIVE, "worker %u: receiving reply %" PRIu64 " failed: %s", w->id, seq,
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
        record_fail(w->cfg, record_gave_up_early(w->cfg, sl->t_sent) ? CAUSE_EARLY_TIMEOUT : CAUSE_SEND,
                    "worker %u: sending request %" PRIu64 " failed: %s%s", w->id, seq, ADAPTER.last_error(),
                    runtime_early_timeout_note(w->cfg, sl->t_sent));
        return -1;
    }
    sl->busy = true;
    w->busy++;
    w->sent++;
    if (w->host) { /* its socket may wait for other events now, or hold a reply whose wake-up the send took */
        w->since = sl->t_sent;
        host_touch(w->host, w->at);
    }
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

/* Pipelined: matches a received reply to its slot by seq, verifies and times it, and frees the slot
 * (*freed); consumes the message. Returns the reply's flags, or -1 after printing why. */
static int match_reply(struct worker *w, struct adapter_msg *reply, struct slot **freed)
{
    struct wire_header h;
    enum wire_verdict v = wire_decode(reply->data, reply->size, &h);
    struct slot *sl = v == WIRE_OK ? slot_of(w, h.seq) : NULL;
    if (!sl) {
        record_fail(w->cfg, CAUSE_CORRUPT,
                    "worker %u: a reply (%zu bytes) answers none of its %u outstanding requests: %s", w->id,
                    reply->size, w->busy, wire_verdict_str(v == WIRE_OK ? WIRE_BAD_SEQ : v));
        ADAPTER.release(reply);
        return -1;
    }
    sl->busy = false;
    w->busy--;
    *freed = sl;
    return take_reply(w, &sl->req, reply, sl->t_sent);
}

/* Pipelined: receives one reply and takes it (match_reply). Returns the reply's flags, or -1 after
 * printing why. */
static int await_reply(struct worker *w, struct slot **freed)
{
    const struct config *cfg = w->cfg;
    uint64_t t_wait = now_ns();
    struct adapter_msg reply;
    int rc = ADAPTER.recv(w->sock, &reply);
    if (rc != 0) {
        if (rc == ADAPTER_TIMEOUT)
            record_fail(cfg, record_gave_up_early(cfg, t_wait) ? CAUSE_EARLY_TIMEOUT : CAUSE_NO_REPLY,
                        "worker %u: no reply within %.1f s (%u requests outstanding, %" PRIu64 " sent)%s%s", w->id,
                        cfg->timeout_s, w->busy, w->sent, runtime_early_timeout_note(cfg, t_wait),
                        runtime_counts_note(w->sock));
        else
            record_fail(cfg, CAUSE_RECEIVE, "worker %u: receiving a reply failed: %s", w->id,
                        ADAPTER.last_error());
        return -1;
    }
    return match_reply(w, &reply, freed);
}

/* The hello (sent at t0) came back through the broker: READY, then with
 * --wait-go the sweep's go; the hello is not counted as sent. */
static void say_ready(struct worker *w, uint64_t t0)
{
    printf("READY id=%u connect_s=%.6f\n", w->id, (double)(now_ns() - t0) / NS_PER_S);
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
    uint64_t next = now_ns() + interval * ((w->id * 2654435761u) % 1024u) / 1024u;
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

/* The request buffers: one, or one per slot with --inflight (--hosting loop: always slots). */
static int worker_alloc(struct worker *w)
{
    const struct config *cfg = w->cfg;
    if ((!w->rtt && !(w->rtt = malloc(sizeof(struct hist)))) || wire_request_init(&w->req, w->id, cfg->size) != 0)
        return -1;
    if (cfg->inflight == 1 && cfg->hosting != HOSTING_LOOP)
        return 0;
    if (!(w->slots = calloc(cfg->inflight, sizeof *w->slots)))
        return -1;
    for (uint32_t i = 0; i < cfg->inflight; i++)
        if (wire_request_init(&w->slots[i].req, w->id, cfg->size) != 0)
            return -1;
    return 0;
}

/* --hosting loop: what the host calls when a worker's socket may have replies. Each is taken as the
 * pipelined worker takes it (match_reply), and the slot it freed sends the next request until the
 * master says stop. The first reply answers the hello (the next request waits for go). */
static void on_reply(void *owner, struct adapter_sock *s)
{
    struct worker *w = owner;
    while (!w->failed && w->busy) { /* (a REQ with no request out may not even try to receive) */
        struct adapter_msg reply;
        int rc = ADAPTER.recv(s, &reply);
        if (rc == ADAPTER_TIMEOUT)
            return;
        struct slot *sl;
        int flags = rc == 0 ? match_reply(w, &reply, &sl) : -1;
        if (rc != 0)
            record_fail(w->cfg, CAUSE_RECEIVE, "worker %u: receiving a reply failed: %s", w->id,
                        ADAPTER.last_error());
        w->since = now_ns();
        if (flags >= 0 && !w->ready) {
            w->ready = true;
            continue;
        }
        w->measured += flags > 0 && (flags & WIRE_F_MEASURED);
        w->stopping |= flags > 0 && (flags & WIRE_F_STOP);
        if (flags < 0 || (!w->stopping && send_slot(w, sl, w->next_seq++, 0) != 0))
            w->failed = true;
    }
}

/* What the hosted workers are waiting for. */
enum hosted_until { UNTIL_READY, UNTIL_STOPPED };

static bool hosted_done(const struct worker *w, enum hosted_until until)
{
    return until == UNTIL_READY ? w->ready : w->stopping && !w->busy;
}

/* Serves the hosted workers until each is done (`until`), one fails, or one waits for a reply longer
 * than --timeout. Returns 0, or -1 after printing why. */
static int serve_workers(struct worker *ws, uint32_t count, struct host *h, enum hosted_until until)
{
    const struct config *cfg = ws[0].cfg;
    for (;;) {
        uint32_t done = 0;
        uint64_t now = now_ns();
        for (uint32_t i = 0; i < count; i++) {
            struct worker *w = &ws[i];
            if (w->failed)
                return -1;
            done += hosted_done(w, until);
            if (w->busy && now - w->since > seconds_to_ns(cfg->timeout_s)) {
                record_fail(cfg, CAUSE_NO_REPLY,
                            "worker %u: no reply within %.1f s (%u requests outstanding, %" PRIu64 " sent)%s",
                            w->id, cfg->timeout_s, w->busy, w->sent, runtime_counts_note(w->sock));
                return -1;
            }
        }
        if (done == count)
            return 0;
        if (host_run(h, 100) < 0) {
            record_fail(cfg, CAUSE_RECEIVE, "the workers' event loop failed: %s", strerror(errno));
            return -1;
        }
    }
}

/* --hosting loop: opens every worker's socket and sends its hello. Returns 0, or -1 after printing why. */
static int open_hosted(const struct config *cfg, struct worker *ws, struct hist *rtt, struct host *h)
{
    enum sock_kind kind = cfg->inflight > 1 ? SOCK_PIPELINED : SOCK_WORKER;
    for (uint32_t i = 0; i < cfg->workers; i++) {
        struct worker *w = &ws[i];
        *w = (struct worker){.cfg = cfg, .id = cfg->client_id + i, .rtt = rtt, .host = h, .next_seq = 1};
        if (worker_alloc(w) != 0) {
            record_fail(cfg, CAUSE_SETUP, "out of memory for %u requests of %u bytes", cfg->inflight, cfg->size);
            return -1;
        }
        if (!(w->sock = runtime_open(cfg, kind, cfg->endpoint, cfg->bind)))
            return -1;
        if (!(w->at = host_add(h, w->sock, on_reply, w))) {
            record_fail(cfg, CAUSE_SETUP, "worker %u: cannot watch its socket: %s", w->id, strerror(errno));
            return -1;
        }
        if (send_slot(w, &w->slots[0], 0, WIRE_F_HELLO) != 0)
            return -1;
    }
    return 0;
}

/* --hosting loop, after the hellos: every worker fills its window, and they run until the master has
 * said stop to each and every reply is in. Returns 0, or -1 after printing why. */
static int run_hosted(const struct config *cfg, struct worker *ws, struct host *h)
{
    for (uint32_t i = 0; i < cfg->workers; i++) {
        ws[i].sent = 0; /* the hello is not counted */
        for (uint32_t j = 0; j < cfg->inflight; j++)
            if (send_slot(&ws[i], &ws[i].slots[j], ws[i].next_seq++, 0) != 0)
                return -1;
    }
    return serve_workers(ws, cfg->workers, h, UNTIL_STOPPED);
}

/* --hosting loop: DONE with the workers' sums and each one's measured round trips, then the histogram. */
static void print_hosted_done(const struct config *cfg, const struct worker *ws)
{
    uint64_t sent = 0, measured = 0;
    for (uint32_t i = 0; i < cfg->workers; i++)
        sent += ws[i].sent, measured += ws[i].measured;
    printf("DONE id=%u requests=%" PRIu64 " measured=%" PRIu64 " resent=0 workers=%u measured_each=",
           cfg->client_id, sent, measured, cfg->workers);
    for (uint32_t i = 0; i < cfg->workers; i++)
        printf("%s%" PRIu64, i ? "," : "", ws[i].measured);
    printf("\n");
    hist_write_line(ws[0].rtt, stdout);
    fflush(stdout);
}

/* --hosting loop: the process's workers from one event loop. Returns main's exit status. */
static int main_hosted(const struct config *cfg)
{
    struct worker *ws = calloc(cfg->workers, sizeof *ws);
    struct hist *rtt = malloc(sizeof *rtt);
    struct host h;
    if (!ws || !rtt || host_init(&h) != 0) {
        record_fail(cfg, CAUSE_SETUP, "out of memory for %u workers", cfg->workers);
        return EXIT_FAILED;
    }
    hist_reset(rtt);
    uint64_t t0 = now_ns();
    int rc = open_hosted(cfg, ws, rtt, &h);
    if (rc == 0)
        rc = serve_workers(ws, cfg->workers, &h, UNTIL_READY);
    if (rc == 0) {
        printf("READY id=%u connect_s=%.6f workers=%u\n", cfg->client_id, (double)(now_ns() - t0) / NS_PER_S,
               cfg->workers);
        fflush(stdout);
        if (cfg->wait_go)
            control_wait_go();
        rc = run_hosted(cfg, ws, &h);
    }
    if (rc == 0) {
        if (cfg->wait_go)
            control_finished(); /* before DONE: the sweep closes stdin only once it has seen DONE */
        print_hosted_done(cfg, ws);
        while (cfg->wait_go && !control_ended()) /* the library may write only when the loop asks it to */
            host_run(&h, 100);
    } else {
        signal(SIGALRM, on_close_hang);
        alarm((unsigned)cfg->timeout_s + 1);
    }
    host_free(&h);
    for (uint32_t i = 0; i < cfg->workers; i++)
        if (ws[i].cfg) {
            ws[i].rtt = NULL; /* shared: freed once, below */
            worker_free(&ws[i]);
        }
    free(rtt);
    free(ws);
    return rc == 0 ? 0 : EXIT_FAILED;
}

int main(int argc, char **argv)
{
    struct config cfg;
    int rc = runtime_start(ROLE_WORKER, argc, argv, &cfg);
    if (rc >= 0)
        return rc;
    /* --wait-go: stdin says go, and its end says leave (after DONE), or that
     * the sweep or the ssh session is gone (before it: leave at once, even
     * while still connecting). */
    if (cfg.wait_go && control_start(&cfg, EXIT_FAILED, "stdin closed before the end of the run") != 0)
        return EXIT_FAILED;
    if (cfg.hosting == HOSTING_LOOP)
        return main_hosted(&cfg);
    struct worker w = {.cfg = &cfg, .id = cfg.client_id};
    if (worker_alloc(&w) != 0) {
        record_fail(&cfg, CAUSE_SETUP, "out of memory for %u requests of %u bytes", cfg.inflight, cfg.size);
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
