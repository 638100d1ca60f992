/* controller.c — Grischa's controller (GClient): owns the clock of the rounds.
 *
 * First it checks that the whole path is live: a hello to every node, again
 * to those that have not answered, until every node has (a subscription that
 * is not live yet loses messages silently). Then rounds, each: a task to
 * every node, the move time (--compute), a results request to every node,
 * and every node's result in. Warm-up rounds are discarded; the measured
 * ones record their overhead (round time - move time). Every message is
 * checked (rounds.c); a node that does not answer within --timeout fails
 * the run with its name.
 *
 * Output (stdout, one line each):
 *   READY role=controller workarounds=none|NAME=VALUE,...
 *   LIVE subscribe_s=S     with --wait-go: every node answered; waits for a second line on stdin
 *   RESULT rounds=R seconds=S rounds_per_s=X subscribe_s=S ...   see print_result
 *   HIST total=... index:count ...   overhead of each measured round (ns)
 *   CPU s=S
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adapter.h"
#include "hist.h"
#include "measure.h"
#include "rounds.h"
#include "runtime.h"

#define SLICE_MS 20             /* receive waits in slices, to keep the round's deadline */
#define HELLO_FIRST_NS 20000000ull   /* hellos go again to silent nodes after 20 ms, */
#define HELLO_MAX_NS 500000000ull    /* doubling up to 0.5 s */
#define MISSING_SHOWN 8

struct controller {
    const struct config *cfg;
    struct adapter_sock *out, *in; /* pubsub: PUB (tasks, requests), SUB (results); router: one socket */
    struct round_sizes sizes;
    struct round_gather gather;
    unsigned char *buf;
    struct hist *overhead; /* ns per measured round */
    uint64_t sent_msgs, sent_bytes, recv_msgs, recv_bytes;
    uint64_t hello_passes, stray; /* hello answers that came after the hello phase */
    uint64_t rounds, warmup_rounds;
    double subscribe_s;
    enum round_kind expect; /* what nodes send now: ANSWER (hellos), RESULT, BYE */
};

static int send_one(struct controller *c, enum round_kind kind, uint32_t round, uint32_t node)
{
    struct round_msg m = {.kind = kind, .round = round, .node = node};
    size_t len = round_encode(&c->sizes, &m, c->buf);
    if (ADAPTER.send(c->out, c->buf, len) != 0) {
        print_error(c->cfg, "sending %s %u to node %u failed: %s", kind == ROUND_TASK ? "task" : "message",
                    round, node, ADAPTER.last_error());
        return -1;
    }
    c->sent_msgs++;
    c->sent_bytes += len;
    return 0;
}

static int send_all(struct controller *c, enum round_kind kind, uint32_t round)
{
    for (uint32_t n = 0; n < c->sizes.nodes; n++)
        if (send_one(c, kind, round, n) != 0)
            return -1;
    return 0;
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

/* Receives for at most one slice and accounts what came. Returns 0, or -1
 * after printing why the run cannot go on. */
static int receive_one(struct controller *c)
{
    struct adapter_msg msg;
    int rc = ADAPTER.recv(c->in, &msg);
    if (rc == ADAPTER_TIMEOUT)
        return 0;
    if (rc != 0) {
        print_error(c->cfg, "receive failed: %s", ADAPTER.last_error());
        return -1;
    }
    struct round_msg m;
    enum round_verdict v = round_check(&c->sizes, msg.data, msg.size, &m);
    c->recv_msgs++;
    c->recv_bytes += msg.size;
    ADAPTER.release(&msg);
    uint32_t round = c->gather.round;
    if (v != ROUND_OK) {
        print_error(c->cfg, "round %u: a message of %zu bytes failed verification: %s", round, msg.size,
                    round_verdict_str(v));
        return -1;
    }
    if (m.kind == ROUND_ANSWER && c->expect != ROUND_ANSWER) {
        c->stray++; /* a second answer to a repeated hello, arriving late: expected */
        return 0;
    }
    if (m.kind == ROUND_NO_TASK && m.round == round) {
        print_error(c->cfg, "round %u: node %u got the results request but never its task (lost)", round, m.node);
        return -1;
    }
    if (m.kind != c->expect && !(m.kind == ROUND_NO_TASK && c->expect == ROUND_RESULT)) {
        print_error(c->cfg, "round %u: unexpected message (kind %c, round %u) from node %u", round, (char)m.kind,
                    m.round, m.node);
        return -1;
    }
    gather_on_answer(&c->gather, m.node, m.round);
    return 0;
}

/* Hellos until every node has answered: its subscription, and ours to its
 * results, are then live. */
static int check_subscriptions(struct controller *c)
{
    const struct config *cfg = c->cfg;
    uint64_t t0 = now_ns(), interval = HELLO_FIRST_NS, next = t0;
    uint64_t limit = seconds_to_ns(10 * cfg->timeout_s); /* nodes start together: give them time */
    c->expect = ROUND_ANSWER;
    gather_begin(&c->gather, 0);
    while (c->gather.missing) {
        uint64_t now = now_ns();
        if (now - t0 > limit) {
            char who[256];
            describe_missing(c, who, sizeof who);
            print_error(cfg, "subscriptions: no answer to %" PRIu64 " hellos in %.1f s from %s", c->hello_passes,
                        (double)(now - t0) / NS_PER_S, who);
            return -1;
        }
        if (now >= next) {
            for (uint32_t n = 0; n < c->sizes.nodes; n++)
                if (c->gather.answered_in[n] != 1 && send_one(c, ROUND_HELLO, 0, n) != 0)
                    return -1;
            c->hello_passes++;
            next = now + interval;
            interval = interval * 2 > HELLO_MAX_NS ? HELLO_MAX_NS : interval * 2;
        }
        if (receive_one(c) != 0)
            return -1;
    }
    c->subscribe_s = (double)(now_ns() - t0) / NS_PER_S;
    c->gather.duplicate = c->gather.late = 0; /* repeated hellos answered twice are no fault */
    c->expect = ROUND_RESULT;
    return 0;
}

/* One round; returns its overhead (ns), or 0 after printing why it failed. */
static uint64_t one_round(struct controller *c, uint32_t round)
{
    const struct config *cfg = c->cfg;
    uint64_t compute = seconds_to_ns(cfg->compute_s);
    uint64_t t0 = now_ns();
    if (send_all(c, ROUND_TASK, round) != 0)
        return 0;
    if (compute)
        sleep_until_ns(t0 + compute);
    if (send_all(c, ROUND_REQUEST, round) != 0)
        return 0;
    gather_begin(&c->gather, round);
    uint64_t deadline = now_ns() + seconds_to_ns(cfg->timeout_s);
    while (c->gather.missing) {
        if (now_ns() > deadline) {
            char who[512];
            describe_missing(c, who, sizeof who);
            print_error(cfg, "round %u: no result within %.1f s from %s (%u of %u answered)", round, cfg->timeout_s,
                        who, c->sizes.nodes - c->gather.missing, c->sizes.nodes);
            return 0;
        }
        if (receive_one(c) != 0)
            return 0;
    }
    uint64_t took = now_ns() - t0;
    return took > compute ? took - compute : 1;
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
        if (now_ns() > deadline) {
            char who[512];
            describe_missing(c, who, sizeof who);
            print_error(c->cfg, "stop: no goodbye within %.1f s from %s", c->cfg->timeout_s, who);
            return -1;
        }
        if (receive_one(c) != 0)
            return -1;
    }
    return 0;
}

static int run(struct controller *c)
{
    const struct config *cfg = c->cfg;
    if (check_subscriptions(c) != 0)
        return -1;
    if (cfg->wait_go) { /* every subscription is live: the sweep starts counting the broker's bytes here */
        printf("LIVE subscribe_s=%.6f\n", c->subscribe_s);
        fflush(stdout);
        control_wait_lines(2);
    }
    uint32_t round = 0;
    uint64_t warm_end = now_ns() + seconds_to_ns(cfg->warmup_s);
    while (now_ns() < warm_end) {
        if (one_round(c, ++round) == 0)
            return -1;
        c->warmup_rounds++;
    }
    uint64_t start = now_ns(), end = start + seconds_to_ns(cfg->duration_s);
    do {
        uint64_t overhead = one_round(c, ++round);
        if (overhead == 0)
            return -1;
        hist_record(c->overhead, overhead);
        c->rounds++;
    } while (cfg->rounds ? c->rounds < cfg->rounds : now_ns() < end);
    double seconds = (double)(now_ns() - start) / NS_PER_S;
    if (stop_all(c, round + 1) != 0)
        return -1;
    if (cfg->wait_go)
        control_finished(); /* before RESULT: the sweep closes stdin only once it has seen RESULT */
    printf("RESULT rounds=%" PRIu64 " seconds=%.6f rounds_per_s=%.3f subscribe_s=%.6f hello_passes=%" PRIu64
           " warmup_rounds=%" PRIu64 " sent_msgs=%" PRIu64 " sent_bytes=%" PRIu64 " recv_msgs=%" PRIu64
           " recv_bytes=%" PRIu64 " late=%" PRIu64 " duplicate=%" PRIu64 " stray=%" PRIu64 "\n",
           c->rounds, seconds, (double)c->rounds / seconds, c->subscribe_s, c->hello_passes, c->warmup_rounds,
           c->sent_msgs, c->sent_bytes, c->recv_msgs, c->recv_bytes, c->gather.late, c->gather.duplicate, c->stray);
    hist_write_line(c->overhead, stdout);
    fflush(stdout);
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
        .sizes = {.task = cfg.task_size, .result = cfg.result_size, .nodes = cfg.nodes},
        .buf = malloc(ROUND_MAX_SIZE),
        .overhead = malloc(sizeof(struct hist)),
    };
    if (!c.buf || !c.overhead || gather_init(&c.gather, cfg.nodes) != 0) {
        print_error(&cfg, "out of memory for %u nodes", cfg.nodes);
        return EXIT_FAILED;
    }
    hist_reset(c.overhead);
    if (cfg.wait_go && control_start(&cfg, EXIT_FAILED, "stdin closed before the end of the run") != 0)
        return EXIT_FAILED;
    rc = EXIT_FAILED;
    if (runtime_open_peer(&cfg, ROUND_RESULT_TOPIC, SLICE_MS, &c.out, &c.in) == 0) {
        runtime_print_ready("controller", c.in);
        if (cfg.wait_go)
            control_wait_go();
        rc = run(&c) == 0 ? 0 : EXIT_FAILED;
        if (rc == 0 && cfg.wait_go)
            control_wait_end(); /* the STOPs may still sit in our socket: stay until the sweep lets go */
    }
    runtime_close_peer(c.out, c.in);
    gather_free(&c.gather);
    free(c.buf);
    free(c.overhead);
    return rc;
}
