/* node.c — Grischa's nodes (GNode): take a task, answer the results request.
 *
 * One process hosts --nodes K nodes (ids --id I .. I+K-1), each with its own
 * sockets and its own thread, so a thousand nodes need not be a thousand
 * processes. A node subscribes to its own topic, answers every hello, keeps
 * the task of the latest round, and answers the results request with its
 * result — or with NO_TASK when that round's task never came, so that a lost
 * task is named at once instead of found by a timeout. It leaves on STOP.
 * Between messages it is idle, as Grischa's nodes are while they search.
 *
 * Output (stdout, one line each):
 *   READY first=I nodes=K
 *   DONE first=I nodes=K stopped=S tasks=... requests=... misdelivered=... ...   sums over its nodes
 *   CLOSE hung=1                 only when closing the sockets hung (see on_close_hang)
 *   CPU s=S
 */
#include <inttypes.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adapter.h"
#include "measure.h"
#include "rounds.h"
#include "runtime.h"

struct node_counts {
    uint64_t hellos, tasks, requests, results, no_task, duplicate, late, misdelivered;
    uint64_t recv_msgs, recv_bytes, sent_msgs, sent_bytes;
};

struct node {
    const struct config *cfg;
    uint32_t id;
    struct adapter_sock *in, *out; /* pubsub: SUB (its topic), PUB; router: one socket */
    struct round_sizes sizes;
    unsigned char *buf;
    uint32_t task_round; /* round of the latest task it holds; 0 = none */
    struct node_counts n;
    bool stopped, failed;
};

static int reply(struct node *nd, enum round_kind kind, uint32_t round)
{
    struct round_msg m = {.kind = kind, .round = round, .node = nd->id};
    size_t len = round_encode(&nd->sizes, &m, nd->buf);
    if (ADAPTER.send(nd->out, nd->buf, len) != 0) {
        print_error(nd->cfg, "node %u: sending its answer to round %u failed: %s", nd->id, round, ADAPTER.last_error());
        return -1;
    }
    nd->n.sent_msgs++;
    nd->n.sent_bytes += len;
    return 0;
}

/* Handles one verified message for this node. Returns 0, or -1 after printing why. */
static int handle(struct node *nd, const struct round_msg *m)
{
    switch (m->kind) {
    case ROUND_HELLO:
        nd->n.hellos++;
        return reply(nd, ROUND_ANSWER, 0);
    case ROUND_TASK:
        if (m->round == nd->task_round)
            nd->n.duplicate++;
        else if (m->round < nd->task_round)
            nd->n.late++;
        else {
            nd->task_round = m->round;
            nd->n.tasks++;
        }
        return 0;
    case ROUND_REQUEST:
        nd->n.requests++;
        if (nd->task_round == m->round) {
            nd->n.results++;
            return reply(nd, ROUND_RESULT, m->round);
        }
        nd->n.no_task++;
        return reply(nd, ROUND_NO_TASK, m->round);
    case ROUND_STOP:
        nd->stopped = true;
        return reply(nd, ROUND_BYE, m->round);
    default:
        print_error(nd->cfg, "node %u: a message of kind %c on its topic", nd->id, (char)m->kind);
        return -1;
    }
}

static void *node_loop(void *arg)
{
    struct node *nd = arg;
    while (!nd->stopped) {
        struct adapter_msg msg;
        int rc = ADAPTER.recv(nd->in, &msg);
        if (rc == ADAPTER_TIMEOUT)
            continue; /* idle between rounds, as a searching node is */
        if (rc != 0) {
            print_error(nd->cfg, "node %u: receive failed: %s", nd->id, ADAPTER.last_error());
            nd->failed = true;
            break;
        }
        struct round_msg m;
        size_t size = msg.size;
        enum round_verdict v = round_check(&nd->sizes, msg.data, size, &m);
        ADAPTER.release(&msg);
        nd->n.recv_msgs++;
        nd->n.recv_bytes += size;
        if (v != ROUND_OK) {
            print_error(nd->cfg, "node %u: a message of %zu bytes failed verification: %s", nd->id, size,
                        round_verdict_str(v));
            nd->failed = true;
            break;
        }
        if (m.node != nd->id) {
            nd->n.misdelivered++; /* another node's message: the library's filter let it through */
            continue;
        }
        if (handle(nd, &m) != 0) {
            nd->failed = true;
            break;
        }
    }
    return NULL;
}

static int open_node(const struct config *cfg, struct node *nd, uint32_t id)
{
    char topic[ROUND_TOPIC_SIZE];
    *nd = (struct node){
        .cfg = cfg, .id = id, .buf = malloc(ROUND_MAX_SIZE),
        .sizes = {.task = cfg->task_size, .result = cfg->result_size, .nodes = cfg->all_nodes},
    };
    if (!nd->buf) {
        print_error(cfg, "node %u: out of memory", id);
        return -1;
    }
    round_node_topic(id, topic);
    int timeout_ms = (int)(cfg->timeout_s * 1000.0 + 0.5);
    return runtime_open_peer(cfg, topic, timeout_ms, &nd->out, &nd->in);
}

static void close_node(struct node *nd)
{
    runtime_close_peer(nd->out, nd->in);
    free(nd->buf);
}

/* Closing must not hang the process once its work is done and reported:
 * nng 1.5.2's nng_close was seen to block for good at the end of a run
 * (a deadlock in its socket shutdown, upstream #1543, fixed after 1.5.2).
 * Every STOP has been answered with BYE by then, so leaving is safe; the
 * line says so, and the sweep counts it. */
static void on_close_hang(int sig)
{
    (void)sig;
    static const char line[] = "CLOSE hung=1\n";
    ssize_t ignored = write(STDOUT_FILENO, line, sizeof line - 1);
    (void)ignored;
    _exit(0);
}

static void print_done(const struct config *cfg, const struct node *nodes)
{
    struct node_counts t = {0};
    uint32_t stopped = 0;
    for (uint32_t i = 0; i < cfg->nodes; i++) {
        const struct node_counts *n = &nodes[i].n;
        t.hellos += n->hellos, t.tasks += n->tasks, t.requests += n->requests, t.results += n->results;
        t.no_task += n->no_task, t.duplicate += n->duplicate, t.late += n->late, t.misdelivered += n->misdelivered;
        t.recv_msgs += n->recv_msgs, t.recv_bytes += n->recv_bytes;
        t.sent_msgs += n->sent_msgs, t.sent_bytes += n->sent_bytes;
        stopped += nodes[i].stopped;
    }
    printf("DONE first=%u nodes=%u stopped=%u hellos=%" PRIu64 " tasks=%" PRIu64 " requests=%" PRIu64
           " results=%" PRIu64 " no_task=%" PRIu64 " duplicate=%" PRIu64 " late=%" PRIu64 " misdelivered=%" PRIu64
           " recv_msgs=%" PRIu64 " recv_bytes=%" PRIu64 " sent_msgs=%" PRIu64 " sent_bytes=%" PRIu64 "\n",
           cfg->first_id, cfg->nodes, stopped, t.hellos, t.tasks, t.requests, t.results, t.no_task, t.duplicate,
           t.late, t.misdelivered, t.recv_msgs, t.recv_bytes, t.sent_msgs, t.sent_bytes);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    struct config cfg;
    int rc = runtime_start(ROLE_NODE, argc, argv, &cfg);
    if (rc >= 0)
        return rc;
    struct node *nodes = calloc(cfg.nodes, sizeof *nodes);
    pthread_t *threads = calloc(cfg.nodes, sizeof *threads);
    if (!nodes || !threads) {
        print_error(&cfg, "out of memory for %u nodes", cfg.nodes);
        return EXIT_FAILED;
    }
    /* Sockets are opened (and closed) here, on the main thread (adapter.h). */
    uint32_t opened = 0, started = 0;
    rc = 0;
    while (opened < cfg.nodes && rc == 0)
        rc = open_node(&cfg, &nodes[opened], cfg.first_id + opened), opened++;
    if (rc == 0) {
        printf("READY first=%u nodes=%u\n", cfg.first_id, cfg.nodes);
        fflush(stdout);
        for (; started < cfg.nodes; started++) {
            int e = pthread_create(&threads[started], NULL, node_loop, &nodes[started]);
            if (e != 0) { /* the nodes already running would wait for a STOP: end them all */
                print_error(&cfg, "cannot start the thread of node %u: %s", cfg.first_id + started, strerror(e));
                exit(EXIT_FAILED);
            }
        }
    }
    for (uint32_t i = 0; i < started; i++) {
        pthread_join(threads[i], NULL);
        rc |= nodes[i].failed ? -1 : 0;
    }
    if (rc == 0) {
        print_done(&cfg, nodes);
        /* The BYEs may still sit in the library's queues, and not every library
         * flushes on close (nanomsg has no linger): stay until the sweep lets
         * go (--lifeline), or for the timeout. */
        if (cfg.lifeline) {
            control_finished();
            control_wait_end();
        } else {
            sleep_until_ns(now_ns() + seconds_to_ns(cfg.timeout_s));
        }
        signal(SIGALRM, on_close_hang);
        alarm((unsigned)cfg.timeout_s + 1);
    }
    for (uint32_t i = 0; i < opened; i++)
        close_node(&nodes[i]);
    free(nodes);
    free(threads);
    return rc == 0 ? 0 : EXIT_FAILED;
}
