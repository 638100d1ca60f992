/* controller.c — Grischa's controller (GClient): owns the clock of the rounds.
 *
 * First it checks that the whole path is live: a hello to every node, again
 * to those that have not answered, until every node has (a subscription that
 * is not live yet loses messages silently). Then rounds, each: a task to
 * every node, the move time (--compute), a results request to every node,
 * and every node's result in. Pattern survey asks for the results with one
 * survey instead, and gathers them from the surveyor; its path is checked
 * the same way first, by surveys of hellos (a survey reaches only the
 * respondents connected when it is sent). Warm-up rounds are discarded; the
 * measured ones record their overhead (below). Every message is checked
 * (rounds.c); a node that does not answer within --timeout fails the run
 * with its name.
 *
 * A round's two halves are timed apart: the scatter, from the first task sent
 * to the moment the last node got its task (each result carries that moment:
 * one host, one clock), and the gather, from the first results request sent to
 * the last result in. With a move time (--compute) the overhead of a move is
 * scatter + gather: the last node starts searching late by the scatter, and
 * the controller waits the gather after the move time. Back to back (no move
 * time) it is the round time, in which the scatter overlaps the gather.
 *
 * Churn (--deadline, docs/churn.md): Grischa's controller waits forever
 * for a dead node; ours ends every round by the deadline, declares the nodes
 * missing then gone (named on a GONE line), and goes on with the others. A
 * gone node gets a hello every ROUND_PROBE_MS; when it answers (a node that
 * joins late, or whose path came back after a broker restart) it is BACK
 * and gets tasks from the next round. Through a broker no library tells the
 * controller that a node died: the deadline is its only signal.
 *
 * Output (stdout, one line each):
 *   READY role=controller workarounds=none|NAME=VALUE,...
 *   LIVE subscribe_s=S     every node answered; with --wait-go it then waits for a line on stdin
 *   MEASURING t_ns=T, MEASURED t_ns=T  the measured rounds begin, have ended; with --wait-go each
 *                          waits for a line too: the sweep reads every role's CPU meanwhile, so
 *                          its window holds the measured rounds alone (docs/scale.md)
 *   PROFILING t_ns=T, PROFILED t_ns=T rounds=R  --profile-rounds: R more rounds after the measured ones,
 *                          in no figure of RESULT, waiting like MEASURING and MEASURED: the sweep
 *                          profiles the broker over them alone (perf: docs/scale.md)
 *   RESULT rounds=R seconds=S rounds_per_s=X subscribe_s=S ... scatter_p50_us=... gather_p99_us=...
 *   HIST total=... index:count ...   overhead of each measured round (ns)
 *   ROUND r=R t_ns=T overhead_ns=O answered=A live=L measured=0|1    --deadline: each round
 *   GONE node=K round=R t_ns=T, BACK node=K by=announce|probe t_ns=T   --deadline: a node's changes
 *   PROBE node=K t_ns=T          --deadline: a hello to the --watch-node
 *   HELLOS missing=M pass=P by=topic|survey t_ns=T   --deadline: each pass of hellos before LIVE (flushed)
 * (t_ns: CLOCK_MONOTONIC, the clock the sweep marks its churn events by)
 *   CPU s=S
 */
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adapter.h"
#include "hist.h"
#include "host.h"
#include "measure.h"
#include "gather.h"
#include "round.h"
#include "runtime.h"
#include "record.h"

#define SLICE_MS 20                /* receive waits in slices, to keep the round's deadline */
#define BROKER_SLICE_MS 1          /* ... several brokers' sockets without an event loop: each in turn */
#define HELLO_FIRST_NS 20000000ull /* hellos go again to silent nodes after 20 ms, */
#define HELLO_MAX_NS 500000000ull  /* doubling up to 0.5 s */
#define MISSING_SHOWN 8
enum { ANSWERED_PROBE = 1, ANSWERED_ANNOUNCE = 2 };

struct traffic {
    uint64_t msgs, bytes;
};

struct controller {
    const struct config *cfg;
    struct peer peer[BROKERS_MAX]; /* one per broker (--pub's entries; node i's messages to i mod brokers):
                                      pubsub: PUB (tasks, requests), SUB (results); router: one socket;
                                      survey (one broker): pubsub's (hellos, tasks, stop) and the SURVEYOR */
    unsigned brokers;
    unsigned next_in;             /* the broker whose socket receive() tries first: each in turn */
    struct adapter_sock *results; /* where results come: the SURVEYOR, or NULL: every peer's in */
    struct round_sizes sizes;
    struct gather gather;
    unsigned char *buf;
    struct hist *overhead;                   /* ns per measured round */
    struct hist *scatter_time, *gather_time; /* ns per measured round: its two halves (top of file) */
    uint64_t last_task_ns; /* this round: the latest moment a node got its task (from the results) */
    uint64_t round_scatter, round_gather; /* the last round's halves (ns) */
    uint64_t sent_msgs, sent_bytes;
    struct traffic received;
    uint64_t hello_passes;
    uint64_t
        stray; /* what no round of ours asked for: hello answers after the hello phase, a predecessor's results */
    uint64_t rounds, warmup_rounds;
    double subscribe_s;
    double first_round_s;   /* the first round after the hellos, whole: what a library left to do then */
    enum round_kind expect; /* what nodes send now: ANSWER (hellos), RESULT, BYE */
    int warmup_done;        /* 1 once the measured rounds have begun */
    /* Churn (--deadline): */
    uint64_t next_probe; /* when the gone nodes get their next hello */
    uint64_t sent_tasks, sent_requests, send_failed, no_task, gone_events, back_events;
    uint64_t watch_tasks, watch_requests, watch_hellos; /* of those, to --watch-node */
    bool broken; /* the library failed after a churn change: the run ended there */
    uint64_t measure_start;
    unsigned control_lines; /* --wait-go: lines the sweep has sent (go, then one per LIVE, MEASURING, MEASURED) */
    struct host *host;      /* --hosting loop: its sockets' event loop (NULL: recv waits) */
    struct host_socket *at_in[BROKERS_MAX], *at_out[BROKERS_MAX];
    atomic_uchar *probe_answered; /* survey: the subscriber's reader thread saw a node answer (ANSWERED_*) */
};

/* `node` (here and throughout: 0 .. --nodes - 1) is the node's id less the game's first (--game). */
static int send_to(struct controller *c, struct adapter_sock *s, enum round_kind kind, uint32_t round,
                   uint32_t node)
{
    struct round_msg m = {
        .kind = kind, .round = round, .node = node == ROUND_ALL_NODES ? node : c->sizes.first + node};
    size_t len = round_encode(&c->sizes, &m, c->buf);
    int rc = ADAPTER.send(s, c->buf, len);
    if (c->host) /* the socket may wait for other events now (output the loop writes) */
        for (unsigned b = 0; b < c->brokers; b++)
            if (s == c->peer[b].in || s == c->peer[b].out)
                host_touch(c->host, s == c->peer[b].in ? c->at_in[b] : c->at_out[b]);
    if (rc != 0) {
        /* Churn: a library that cannot send while the broker is away (a DEALER with no
         * connection) loses the message; the node then misses the deadline. */
        if (c->cfg->deadline_s > 0) {
            c->send_failed++;
            return 0;
        }
        record_fail(c->cfg, CAUSE_SEND, "sending %s %u to node %u failed: %s",
                    kind == ROUND_TASK ? "task" : "message", round, node, ADAPTER.last_error());
        return -1;
    }
    c->sent_msgs++;
    c->sent_bytes += len;
    bool watched = node == c->cfg->watch_node;
    if (kind == ROUND_TASK)
        c->sent_tasks++, c->watch_tasks += watched;
    else if (kind == ROUND_REQUEST && node != ROUND_ALL_NODES)
        c->sent_requests++, c->watch_requests += watched;
    else if (kind == ROUND_HELLO)
        c->watch_hellos += watched;
    if (watched && kind == ROUND_HELLO && c->cfg->deadline_s > 0)
        printf("PROBE node=%u t_ns=%" PRIu64 "\n", node, now_ns());
    return 0;
}

static int send_one(struct controller *c, enum round_kind kind, uint32_t round, uint32_t node)
{
    return send_to(c, c->peer[(c->sizes.first + node) % c->brokers].out, kind, round, node); /* its broker */
}

/* The end of a burst of sends: what a library held back to coalesce them goes out now. */
static int burst_sent(struct controller *c)
{
    for (unsigned b = 0; ADAPTER.flush && b < c->brokers; b++) {
        if (!c->peer[b].out || ADAPTER.flush(c->peer[b].out) == 0)
            continue;
        if (c->cfg->deadline_s > 0) { /* churn: lost as a send while the broker is away is (send_to) */
            c->send_failed++;
            continue;
        }
        record_fail(c->cfg, CAUSE_SEND, "sending to broker %u failed: %s", b, ADAPTER.last_error());
        return -1;
    }
    return 0;
}

/* `kind` to every live node (a stop: to every node). */
static int send_all(struct controller *c, enum round_kind kind, uint32_t round)
{
    for (uint32_t n = 0; n < c->sizes.nodes; n++)
        if ((kind == ROUND_STOP || !c->gather.gone[n]) && send_one(c, kind, round, n) != 0)
            return -1;
    return burst_sent(c);
}

/* `how`: "announce" (it said it joined) or "probe" (it answered a hello). */
static void node_back(struct controller *c, uint32_t node, const char *how)
{
    gather_set_gone(&c->gather, node, false);
    c->back_events++;
    printf("BACK node=%u by=%s t_ns=%" PRIu64 "\n", node, how, now_ns());
}

/* Churn: the deadline passed; every node waited for that has not answered is gone (not one
 * back since this gather began: it was never asked). */
static void declare_missing_gone(struct controller *c)
{
    uint32_t round = c->gather.round;
    for (uint32_t n = 0; n < c->sizes.nodes; n++)
        if (c->gather.awaited[n]) {
            gather_set_gone(&c->gather, n, true);
            c->gone_events++;
            printf("GONE node=%u round=%u t_ns=%" PRIu64 "\n", n, round, now_ns());
        }
}

/* Churn: a hello to every gone node, every ROUND_PROBE_MS. (Survey: the answers
 * come to the subscriber's reader thread, which marks them; taken in here.) */
static int probe_gone(struct controller *c)
{
    unsigned char how;
    if (c->probe_answered)
        for (uint32_t n = 0; n < c->sizes.nodes; n++)
            if ((how = atomic_exchange(&c->probe_answered[n], 0)) && c->gather.gone[n])
                node_back(c, n, how == ANSWERED_ANNOUNCE ? "announce" : "probe");
    uint64_t now = now_ns();
    if (c->gather.live == c->sizes.nodes || now < c->next_probe)
        return 0;
    c->next_probe = now + (uint64_t)ROUND_PROBE_MS * 1000000u;
    for (uint32_t n = 0; n < c->sizes.nodes; n++)
        if (c->gather.gone[n] && send_one(c, ROUND_HELLO, 0, n) != 0)
            return -1;
    return burst_sent(c);
}

/* "nodes 3, 17, 40 (and 5 more)" */
static void describe_missing(const struct controller *c, char *buf, size_t len)
{
    uint32_t ids[MISSING_SHOWN];
    uint32_t n = gather_missing(&c->gather, ids, MISSING_SHOWN);
    size_t used = (size_t)snprintf(buf, len, "%s", c->gather.missing == 1 ? "node" : "nodes");
    for (uint32_t i = 0; i < n && used < len; i++)
        used += (size_t)snprintf(buf + used, len - used, "%s %u", i ? "," : "", ids[i]);
    if (c->gather.missing > n && used < len)
        snprintf(buf + used, len - used, " (and %u more)", c->gather.missing - n);
}

#define LOOP_FAILED (-2) /* receive(): the event loop itself failed (said already) */

/* One message from any broker's in socket, each tried in turn, starting after the last that gave one
 * (none waits long: hosted, they do not wait; else they wait BROKER_SLICE_MS). 0, ADAPTER_TIMEOUT or -1. */
static int receive_any(struct controller *c, struct adapter_msg *msg)
{
    for (unsigned i = 0; i < c->brokers; i++) {
        unsigned b = (c->next_in + i) % c->brokers;
        int rc = ADAPTER.recv(c->peer[b].in, msg);
        if (rc != ADAPTER_TIMEOUT) {
            c->next_in = b; /* it may hold more: first again */
            return rc;
        }
    }
    c->next_in = (c->next_in + 1) % c->brokers;
    return ADAPTER_TIMEOUT;
}

/* Receives one message from `from` (NULL: any broker's in socket), waiting at most SLICE_MS: --hosting loop, in its host's loop (the
 * socket's recv does not wait). 0, ADAPTER_TIMEOUT or -1, as recv, or LOOP_FAILED after printing why. */
static int receive(struct controller *c, struct adapter_sock *from, struct adapter_msg *msg)
{
    if (!c->host && (from || c->brokers == 1))
        return ADAPTER.recv(from ? from : c->peer[0].in, msg);
    uint64_t until = now_ns() + (uint64_t)SLICE_MS * 1000000u;
    for (;;) {
        int rc = from ? ADAPTER.recv(from, msg) : receive_any(c, msg);
        uint64_t now = now_ns();
        if (!c->host && rc == ADAPTER_TIMEOUT && now < until)
            continue; /* several brokers, no loop: each socket's receive waits a slice of its own */
        if (rc != ADAPTER_TIMEOUT || now >= until)
            return rc;
        if (host_run(c->host, (int)((until - now) / 1000000u) + 1) < 0) {
            record_fail(c->cfg, CAUSE_RECEIVE, "the controller's event loop failed: %s", strerror(errno));
            return LOOP_FAILED;
        }
    }
}

/* Receives one message from `from` (for at most its timeout) and checks it,
 * counting it in *t. Returns 0 (decoded into *m, its verdict in *v, its
 * size in *size), ADAPTER_TIMEOUT, or -1 after printing why (the library failed). */
static int receive_checked(struct controller *c, struct adapter_sock *from, struct traffic *t, struct round_msg *m,
                           enum round_verdict *v, size_t *size)
{
    struct adapter_msg msg;
    int rc = receive(c, from, &msg);
    if (rc == ADAPTER_TIMEOUT)
        return rc;
    if (rc == LOOP_FAILED)
        return -1;
    if (rc != 0) {
        record_fail(c->cfg, CAUSE_RECEIVE, "receive failed: %s", ADAPTER.last_error());
        return -1;
    }
    *size = msg.size;
    *v = round_check(&c->sizes, msg.data, msg.size, m);
    if (*v == ROUND_OK && m->node != ROUND_ALL_NODES)
        m->node -= c->sizes.first; /* the game's own numbering (send_to) */
    t->msgs++;
    t->bytes += msg.size;
    ADAPTER.release(&msg);
    return 0;
}

/* A restarted controller (--first-round) numbers its rounds past its predecessor's. A result or a
 * missing task's notice of an earlier round answers the predecessor's results request: the node
 * read it after the predecessor died (it was still queued) and answered once we had subscribed. */
static bool from_predecessor(const struct controller *c, const struct round_msg *m)
{
    return c->cfg->first_round > 1 && m->kind != ROUND_ANSWER && m->round < c->cfg->first_round;
}

/* Receives from `from` for at most its timeout and accounts what came.
 * Returns 0, or -1 after printing why the run cannot go on. */
static int receive_one(struct controller *c, struct adapter_sock *from)
{
    struct round_msg m;
    enum round_verdict v;
    size_t size;
    int rc = receive_checked(c, from, &c->received, &m, &v, &size);
    if (rc != 0 && rc != ADAPTER_TIMEOUT && c->cfg->deadline_s > 0)
        c->broken = true; /* churn: the library could not go on (a connection it will not restore) */
    if (rc != 0)
        return rc == ADAPTER_TIMEOUT ? 0 : -1;
    uint32_t round = c->gather.round;
    if (v != ROUND_OK) {
        record_fail(c->cfg, CAUSE_CORRUPT, "round %u: a message of %zu bytes failed verification: %s", round, size,
                    round_verdict_str(v));
        return -1;
    }
    if (from_predecessor(c, &m)) {
        c->stray++;
        return 0;
    }
    bool churn = c->cfg->deadline_s > 0;
    if (m.kind == ROUND_ANSWER && churn && c->gather.gone[m.node]) {
        node_back(c, m.node, m.round == ROUND_ANNOUNCE ? "announce" : "probe"); /* tasks from the next round */
        return 0;
    }
    if (m.kind == ROUND_ANSWER && c->expect != ROUND_ANSWER) {
        c->stray++; /* a second answer to a repeated hello, arriving late: expected */
        return 0;
    }
    if (m.kind == ROUND_NO_TASK && churn) {
        c->no_task++; /* the task was lost (the node counts it too); the node is there */
    } else if (m.kind == ROUND_NO_TASK && m.round == round) {
        record_fail(c->cfg, CAUSE_TASK_LOST, "round %u: node %u got the results request but never its task (lost)",
                    round, m.node);
        return -1;
    }
    bool answer = m.kind == ROUND_RESULT || m.kind == ROUND_NO_TASK;
    if (churn && answer && m.round < round) {
        c->gather.late++; /* a round the deadline ended without it; maybe after the last, as we wait for BYEs */
        return 0;
    }
    if (m.kind != c->expect && !(m.kind == ROUND_NO_TASK && c->expect == ROUND_RESULT)) {
        record_fail(c->cfg, CAUSE_CORRUPT, "round %u: unexpected message (kind %c, round %u) from node %u", round,
                    (char)m.kind, m.round, m.node);
        return -1;
    }
    if (gather_on_answer(&c->gather, m.node, m.round) == GATHER_NEW && m.kind == ROUND_RESULT &&
        m.task_ns > c->last_task_ns)
        c->last_task_ns = m.task_ns;
    return 0;
}

/* Pattern survey: while rounds run, the results come on the surveyor and
 * nothing is due on the subscriber but late answers to repeated hellos. Yet
 * a broker that does not filter upstream (nanomsg's) sends it every task,
 * which piles up in its connection unless read, and nanomsg's PUB then skips
 * that connection (nn_dist_send): the BYEs at the end were lost so. A thread
 * reads it meanwhile, as an application listening on its subscription does. */
struct sub_reader {
    struct controller *c; /* read only here but for probe_answered */
    pthread_t thread;
    atomic_bool stop, failed;
    struct traffic received;
    uint64_t stray;
};

static void *read_subscriber(void *arg)
{
    struct sub_reader *r = arg;
    while (!atomic_load(&r->stop)) {
        struct round_msg m;
        enum round_verdict v;
        size_t size;
        int rc = receive_checked(r->c, r->c->peer[0].in, &r->received, &m, &v, &size);
        if (rc == ADAPTER_TIMEOUT)
            continue;
        if (rc == 0 && v == ROUND_OK && m.kind == ROUND_ANSWER) {
            if (r->c->probe_answered)
                atomic_store(&r->c->probe_answered[m.node], /* maybe a gone node: probe_gone sees */
                             m.round == ROUND_ANNOUNCE ? ANSWERED_ANNOUNCE : ANSWERED_PROBE);
            else
                r->stray++; /* a late answer to a repeated hello */
            continue;
        }
        if (rc == 0)
            record_fail(
                r->c->cfg, CAUSE_CORRUPT, "while rounds ran, the subscriber got %s of %zu bytes%s%s",
                v == ROUND_OK ? "an unexpected message" : "a message", size,
                v == ROUND_OK ? "" : " that failed verification: ", v == ROUND_OK ? "" : round_verdict_str(v));
        atomic_store(&r->failed, true);
        break;
    }
    return NULL;
}

static int start_reader(struct controller *c, struct sub_reader *r)
{
    *r = (struct sub_reader){.c = c};
    int e = pthread_create(&r->thread, NULL, read_subscriber, r);
    if (e != 0)
        record_fail(c->cfg, CAUSE_SETUP, "cannot start the thread that reads the subscriber: %s", strerror(e));
    return e == 0 ? 0 : -1;
}

/* Joins the reader (within one receive slice) and takes over its counts. */
static void stop_reader(struct controller *c, struct sub_reader *r)
{
    atomic_store(&r->stop, true);
    pthread_join(r->thread, NULL);
    c->received.msgs += r->received.msgs;
    c->received.bytes += r->received.bytes;
    c->stray += r->stray;
}

/* One pass of hellos: by topic to every node that has not answered yet, or
 * one survey of them all. */
static int send_hellos(struct controller *c, bool by_survey)
{
    if (by_survey)
        return send_to(c, c->peer[0].survey, ROUND_HELLO, 0, ROUND_ALL_NODES);
    for (uint32_t n = 0; n < c->sizes.nodes; n++)
        if (c->gather.answered_in[n] != 1 && send_one(c, ROUND_HELLO, 0, n) != 0)
            return -1;
    return burst_sent(c);
}

/* Churn (--deadline): a pass of hellos has gone out, `missing` nodes not having answered yet. Flushed
 * at once, as LIVE is: the phase can wait long for one node (10x --timeout), and whoever watches it
 * learns meanwhile that the others' paths are live, this controller's own subscription among them:
 * a restarted controller's, say, before a node still holding its predecessor's request may answer. */
static void say_hello_pass(const struct controller *c, bool by_survey, uint64_t pass)
{
    if (c->cfg->deadline_s <= 0)
        return;
    printf("HELLOS missing=%u pass=%" PRIu64 " by=%s t_ns=%" PRIu64 "\n", c->gather.missing, pass,
           by_survey ? "survey" : "topic", now_ns());
    fflush(stdout);
}

/* Hellos, repeated until every node has answered on this path: pub/sub (its
 * subscription, and ours to its results, are then live), at growing
 * intervals; or survey (its respondent is then connected), each survey run
 * to its deadline, since a new one would end it (and asks every node again). */
static int hello_until_all_answer(struct controller *c, bool by_survey)
{
    const struct config *cfg = c->cfg;
    uint64_t t0 = now_ns(), interval = HELLO_FIRST_NS, next = t0, passes = 0;
    uint64_t limit = seconds_to_ns(10 * cfg->timeout_s); /* nodes start together: give them time */
    struct adapter_sock *from = by_survey ? c->peer[0].survey : NULL;
    gather_forget(&c->gather);
    gather_begin(&c->gather, 0);
    while (c->gather.missing) {
        uint64_t now = now_ns();
        if (now - t0 > limit) {
            char who[256];
            describe_missing(c, who, sizeof who);
            record_fail(cfg, by_survey ? CAUSE_NO_SURVEY_ANSWER : CAUSE_NO_HELLO_ANSWER,
                        "%s: no answer to %" PRIu64 " %s in %.1f s from %s",
                        by_survey ? "survey" : "subscriptions", passes, by_survey ? "surveys" : "hellos",
                        (double)(now - t0) / NS_PER_S, who);
            return -1;
        }
        if (now >= next) {
            if (send_hellos(c, by_survey) != 0)
                return -1;
            say_hello_pass(c, by_survey, ++passes);
            next = now + (by_survey ? seconds_to_ns(cfg->timeout_s) : interval);
            interval = interval * 2 > HELLO_MAX_NS ? HELLO_MAX_NS : interval * 2;
        }
        if (receive_one(c, from) != 0)
            return -1;
    }
    c->hello_passes += passes;
    return 0;
}

/* Every path to every node live before the first round. */
static int check_subscriptions(struct controller *c)
{
    uint64_t t0 = now_ns();
    c->expect = ROUND_ANSWER;
    if (c->cfg->watch_late)
        gather_set_gone(&c->gather, c->cfg->watch_node, true); /* it joins later: probed, not waited for */
    if (hello_until_all_answer(c, false) != 0)
        return -1;
    if (c->peer[0].survey && hello_until_all_answer(c, true) != 0)
        return -1;
    c->subscribe_s = (double)(now_ns() - t0) / NS_PER_S;
    c->gather.duplicate = c->gather.late = 0; /* repeated hellos answered twice are no fault */
    c->expect = ROUND_RESULT;
    return 0;
}

/* The results request of `round`: to every node by topic, or one survey. */
static int ask_for_results(struct controller *c, uint32_t round)
{
    if (c->peer[0].survey)
        return send_to(c, c->peer[0].survey, ROUND_REQUEST, round, ROUND_ALL_NODES);
    return send_all(c, ROUND_REQUEST, round);
}

/* How long a round's results may take: --deadline under churn, else --timeout; the first round after
 * the hellos, --timeout and as long again as the hellos took: a library may do then what it put off
 * while the nodes subscribed (libzmq's publishers take in the subscriptions forwarded to them at
 * their next send: docs/scale.md). first_round_s says what it took. Not a survey's, whose answers
 * end with its deadline (--timeout) whatever we wait. */
static double results_due_s(const struct controller *c)
{
    const struct config *cfg = c->cfg;
    if (cfg->deadline_s > 0)
        return cfg->deadline_s;
    bool first = !c->warmup_rounds && !c->rounds && !c->peer[0].survey;
    return cfg->timeout_s + (first ? c->subscribe_s : 0);
}

/* One round; returns its overhead (ns), or 0 after printing why it failed. */
static uint64_t one_round(struct controller *c, uint32_t round)
{
    const struct config *cfg = c->cfg;
    uint64_t compute = seconds_to_ns(cfg->compute_s);
    if (cfg->deadline_s > 0 && probe_gone(c) != 0)
        return 0;
    uint64_t t0 = now_ns();
    c->last_task_ns = 0;
    if (send_all(c, ROUND_TASK, round) != 0)
        return 0;
    if (compute)
        sleep_until_ns(t0 + compute);
    uint64_t asked = now_ns();
    if (ask_for_results(c, round) != 0)
        return 0;
    gather_begin(&c->gather, round);
    uint32_t live = c->gather.live, missed = 0;
    double due_s = results_due_s(c);
    uint64_t deadline = now_ns() + seconds_to_ns(due_s);
    while (c->gather.missing) {
        if (now_ns() > deadline && cfg->deadline_s > 0) {
            missed = c->gather.missing;
            declare_missing_gone(c);
            break;
        }
        if (now_ns() > deadline) {
            char who[512];
            describe_missing(c, who, sizeof who);
            record_fail(cfg, CAUSE_NO_RESULT, "round %u: no result within %.1f s from %s (%u of %u answered)",
                        round, due_s, who, c->sizes.nodes - c->gather.missing, c->sizes.nodes);
            return 0;
        }
        if (receive_one(c, c->results) != 0)
            return 0;
    }
    uint64_t end = now_ns();
    c->round_scatter = c->last_task_ns > t0 ? c->last_task_ns - t0 : 0; /* 0: no result came */
    c->round_gather = end - asked;
    uint64_t overhead = compute ? c->round_scatter + c->round_gather : end - t0;
    if (overhead == 0)
        overhead = 1; /* 0 means failure to the caller */
    if (cfg->deadline_s > 0) {
        printf("ROUND r=%u t_ns=%" PRIu64 " overhead_ns=%" PRIu64 " answered=%u live=%u measured=%d\n", round, end,
               overhead, live - missed, live, c->warmup_done);
    }
    return overhead;
}

/* Churn: no node is live (the broker is away, say): wait for answers to the
 * probes for one probe interval. Returns 0, or -1 after printing why. */
static int wait_for_nodes(struct controller *c, uint64_t *alone_since)
{
    uint64_t now = now_ns();
    if (!*alone_since)
        *alone_since = now;
    if (now - *alone_since > seconds_to_ns(10 * c->cfg->timeout_s)) {
        record_fail(c->cfg, CAUSE_ALL_GONE, "every node gone for %.1f s: none answered %" PRIu64 " hellos",
                    10 * c->cfg->timeout_s, c->watch_hellos);
        return -1;
    }
    if (probe_gone(c) != 0)
        return -1;
    uint64_t until = now + (uint64_t)ROUND_PROBE_MS * 1000000u;
    while (c->gather.live == 0 && now_ns() < until) {
        if (c->probe_answered) /* survey: the reader thread has the subscriber */
            sleep_until_ns(now_ns() + 5000000u);
        else if (receive_one(c, NULL) != 0)
            return -1;
        if (probe_gone(c) != 0)
            return -1;
    }
    return 0;
}

/* Every node leaves on STOP, and says BYE: we stay until all have (a
 * library without linger would drop the STOPs still queued at close). */
static int stop_all(struct controller *c, uint32_t round)
{
    c->expect = ROUND_BYE;
    gather_begin(&c->gather, round);
    if (send_all(c, ROUND_STOP, round) != 0)
        return -1;
    uint64_t deadline = now_ns() + seconds_to_ns(c->cfg->timeout_s);
    while (c->gather.missing) {
        if (now_ns() > deadline && c->cfg->deadline_s > 0) {
            declare_missing_gone(c); /* churn: named, and counted by the sweep */
            break;
        }
        if (now_ns() > deadline) {
            char who[512];
            describe_missing(c, who, sizeof who);
            record_fail(c->cfg, CAUSE_NO_GOODBYE, "stop: no goodbye within %.1f s from %s", c->cfg->timeout_s,
                        who);
            return -1;
        }
        if (receive_one(c, NULL) != 0)
            return -1;
    }
    return 0;
}

/* Says a record (LIVE, MEASURING, MEASURED) and, with --wait-go, waits for the sweep's next line:
 * it reads the broker's byte counts and every role's CPU meanwhile, so that its window holds the
 * measured rounds and nothing else. */
static void say_and_wait(struct controller *c, const char *record)
{
    printf("%s\n", record);
    fflush(stdout);
    if (c->cfg->wait_go)
        control_wait_lines(++c->control_lines);
}

static void mark(struct controller *c, const char *kind)
{
    char line[64];
    snprintf(line, sizeof line, "%s t_ns=%" PRIu64, kind, now_ns());
    say_and_wait(c, line);
}

/* One round, the first one timed whole (first_round_s); its overhead, or 0 (one_round). */
static uint64_t next_round(struct controller *c, uint32_t round)
{
    if (c->warmup_rounds || c->rounds)
        return one_round(c, round);
    uint64_t t0 = now_ns(), overhead = one_round(c, round);
    c->first_round_s = (double)(now_ns() - t0) / NS_PER_S;
    return overhead;
}

/* --profile-rounds: that many rounds more (or fewer, when --duration passes first), between PROFILING and
 * PROFILED: the sweep profiles the broker over them, apart from the measured rounds, whose figures perf's
 * own cost would otherwise be in. Returns 0, or -1 after printing why. */
static int profile_rounds(struct controller *c, const struct sub_reader *reader, uint32_t *round)
{
    const struct config *cfg = c->cfg;
    if (!cfg->profile_rounds)
        return 0;
    mark(c, "PROFILING");
    uint64_t profiled = 0, end = now_ns() + seconds_to_ns(cfg->duration_s);
    while (profiled < cfg->profile_rounds && (!cfg->duration_s || now_ns() < end)) {
        if (one_round(c, ++*round) == 0 || (reader && atomic_load(&reader->failed)))
            return -1;
        profiled++;
    }
    char line[96];
    snprintf(line, sizeof line, "PROFILED t_ns=%" PRIu64 " rounds=%" PRIu64, now_ns(), profiled);
    say_and_wait(c, line);
    return 0;
}

/* Warm-up rounds, then the measured ones; *round is the last one begun, *seconds
 * the measured phase's length. Returns 0, or -1 after printing why. */
static int run_rounds(struct controller *c, const struct sub_reader *reader, uint32_t *round, double *seconds)
{
    const struct config *cfg = c->cfg;
    uint64_t warm_end = now_ns() + seconds_to_ns(cfg->warmup_s), alone_since = 0;
    while (now_ns() < warm_end) {
        if (c->gather.live == 0) {
            if (wait_for_nodes(c, &alone_since) != 0)
                return -1;
            continue;
        }
        if (next_round(c, ++*round) == 0 || (reader && atomic_load(&reader->failed)))
            return -1;
        c->warmup_rounds++;
    }
    c->warmup_done = 1;
    mark(c, "MEASURING");
    uint64_t start = c->measure_start = now_ns(), end = start + seconds_to_ns(cfg->duration_s);
    do {
        if (c->gather.live == 0) {
            if (wait_for_nodes(c, &alone_since) != 0)
                return -1;
            continue;
        }
        alone_since = 0;
        uint64_t overhead = next_round(c, ++*round);
        if (overhead == 0 || (reader && atomic_load(&reader->failed)))
            return -1;
        hist_record(c->overhead, overhead);
        hist_record(c->scatter_time, c->round_scatter);
        hist_record(c->gather_time, c->round_gather);
        c->rounds++;
    } while ((!cfg->rounds || c->rounds < cfg->rounds) && (!cfg->duration_s || now_ns() < end));
    *seconds = (double)(now_ns() - start) / NS_PER_S;
    mark(c, "MEASURED");
    return profile_rounds(c, reader, round);
}

static double us(uint64_t ns)
{
    return (double)ns / 1000.0;
}

static int run(struct controller *c)
{
    const struct config *cfg = c->cfg;
    if (check_subscriptions(c) != 0)
        return -1;
    char live[64]; /* every subscription is live: the sweep starts counting the broker's bytes here */
    snprintf(live, sizeof live, "LIVE subscribe_s=%.6f", c->subscribe_s);
    c->control_lines = 1; /* go */
    say_and_wait(c, live);
    struct sub_reader reader;
    bool reading = c->peer[0].survey != NULL;
    if (reading && start_reader(c, &reader) != 0)
        return -1;
    uint32_t round = cfg->first_round ? cfg->first_round - 1 : 0;
    double seconds = 0;
    int rc = run_rounds(c, reading ? &reader : NULL, &round, &seconds);
    if (reading)
        stop_reader(c, &reader);
    if (rc != 0 && !(c->broken && c->rounds)) /* churn: a broken library ends the run, measured so far */
        return -1;
    if (c->broken)
        seconds = (double)(now_ns() - c->measure_start) / NS_PER_S;
    else if (stop_all(c, round + 1) != 0)
        return -1;
    if (cfg->wait_go)
        control_finished(); /* before RESULT: the sweep closes stdin only once it has seen RESULT */
    printf("RESULT rounds=%" PRIu64 " seconds=%.6f rounds_per_s=%.3f subscribe_s=%.6f first_round_s=%.6f"
           " hello_passes=%" PRIu64 " warmup_rounds=%" PRIu64 " sent_msgs=%" PRIu64 " sent_bytes=%" PRIu64
           " recv_msgs=%" PRIu64 " recv_bytes=%" PRIu64 " late=%" PRIu64 " duplicate=%" PRIu64 " stray=%" PRIu64
           " sent_tasks=%" PRIu64 " sent_requests=%" PRIu64 " send_failed=%" PRIu64 " no_task=%" PRIu64
           " gone_events=%" PRIu64 " back_events=%" PRIu64 " live_end=%u watch_tasks=%" PRIu64
           " watch_requests=%" PRIu64 " watch_hellos=%" PRIu64
           " broken=%d scatter_p50_us=%.1f scatter_p99_us=%.1f gather_p50_us=%.1f"
           " gather_p99_us=%.1f nodes=%u task_size=%u result_size=%u pattern=%s\n",
           c->rounds, seconds, (double)c->rounds / seconds, c->subscribe_s, c->first_round_s, c->hello_passes,
           c->warmup_rounds, c->sent_msgs, c->sent_bytes, c->received.msgs, c->received.bytes, c->gather.late,
           c->gather.duplicate, c->stray, c->sent_tasks, c->sent_requests, c->send_failed, c->no_task,
           c->gone_events, c->back_events, c->gather.live, c->watch_tasks, c->watch_requests, c->watch_hellos,
           c->broken, us(hist_percentile(c->scatter_time, 50)), us(hist_percentile(c->scatter_time, 99)),
           us(hist_percentile(c->gather_time, 50)), us(hist_percentile(c->gather_time, 99)), cfg->nodes,
           cfg->task_size, cfg->result_size, cli_pattern_name(cfg->pattern));
    hist_write_line(c->overhead, stdout);
    fflush(stdout);
    return 0;
}

/* --hosting loop: the sockets on a host of its own (c->host), whose loop runs while it waits for answers.
 * Returns 0, or -1 after printing why. */
static int hosted(struct controller *c, struct host *h)
{
    if (c->cfg->hosting != HOSTING_LOOP)
        return 0;
    if (host_init(h) != 0)
        goto failed;
    c->host = h;
    for (unsigned b = 0; b < c->brokers; b++) {
        struct peer *p = &c->peer[b];
        if (!(c->at_in[b] = host_add(h, p->in, NULL, c)) ||
            !(c->at_out[b] = p->out == p->in ? c->at_in[b] : host_add(h, p->out, NULL, c)))
            goto failed;
    }
    return 0;
failed:
    record_fail(c->cfg, CAUSE_SETUP, "cannot watch its sockets: %s", strerror(errno));
    return -1;
}

/* A peer on every broker (--pub's entries). With several and no event loop, each in socket's receive
 * waits BROKER_SLICE_MS, so that receive() goes round them within its slice (hosted, none waits). Returns 0, or -1 (said). */
static int open_peers(struct controller *c, const char *topic, int survey_ms)
{
    int in_ms = c->brokers > 1 && c->cfg->hosting != HOSTING_LOOP ? BROKER_SLICE_MS : SLICE_MS;
    for (unsigned b = 0; b < c->brokers; b++)
        if (runtime_open_peer(c->cfg, b, topic, in_ms, survey_ms, &c->peer[b]) != 0)
            return -1;
    return 0;
}

int main(int argc, char **argv)
{
    struct config cfg;
    int rc = runtime_start(ROLE_CONTROLLER, argc, argv, &cfg);
    if (rc >= 0)
        return rc;
    struct controller c = {
        .cfg = &cfg,
        .sizes = {.task = cfg.task_size,
                  .result = cfg.result_size,
                  .nodes = cfg.nodes,
                  .first = cfg.game * cfg.nodes,
                  .game = cfg.game},
        .brokers = cfg.pub.count,
        .buf = malloc(ROUND_MAX_SIZE),
        .overhead = malloc(sizeof(struct hist)),
        .scatter_time = malloc(sizeof(struct hist)),
        .gather_time = malloc(sizeof(struct hist)),
    };
    if (cfg.deadline_s > 0 && cfg.pattern == PATTERN_SURVEY)
        c.probe_answered = calloc(cfg.nodes, sizeof *c.probe_answered);
    if (!c.buf || !c.overhead || !c.scatter_time || !c.gather_time || gather_init(&c.gather, cfg.nodes) != 0 ||
        (cfg.deadline_s > 0 && cfg.pattern == PATTERN_SURVEY && !c.probe_answered)) {
        record_fail(&cfg, CAUSE_SETUP, "out of memory for %u nodes", cfg.nodes);
        return EXIT_FAILED;
    }
    hist_reset(c.overhead);
    hist_reset(c.scatter_time);
    hist_reset(c.gather_time);
    if (cfg.wait_go && control_start(&cfg, EXIT_FAILED, "stdin closed before the end of the run") != 0)
        return EXIT_FAILED;
    rc = EXIT_FAILED;
    /* The surveyor receives for as long as a survey lasts: a shorter receive would end it (adapter.h). */
    int survey_ms = (int)((cfg.deadline_s > 0 ? cfg.deadline_s : cfg.timeout_s) * 1000.0 + 0.5);
    char topic[ROUND_TOPIC_SIZE];
    round_result_topic(cfg.game, topic);
    struct host h;
    if (open_peers(&c, topic, survey_ms) == 0 && hosted(&c, &h) == 0) {
        c.results = c.peer[0].survey;
        runtime_print_ready("controller", c.peer[0].in);
        if (cfg.wait_go)
            control_wait_go();
        rc = run(&c) == 0 ? 0 : EXIT_FAILED;
        if (rc == 0 && cfg.wait_go)
            control_wait_end(); /* the STOPs may still sit in our socket: stay until the sweep lets go */
    }
    if (c.host)
        host_free(c.host);
    for (unsigned b = 0; b < c.brokers; b++)
        runtime_close_peer(&c.peer[b]);
    gather_free(&c.gather);
    free(c.probe_answered);
    free(c.buf);
    free(c.overhead);
    free(c.scatter_time);
    free(c.gather_time);
    return rc;
}
