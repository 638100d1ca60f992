/* node.c — Grischa's nodes (GNode): take a task, answer the results request.
 *
 * One process hosts --nodes K nodes (ids --id I .. I+K-1), each with its own
 * sockets, so a thousand nodes need not be a thousand processes: with
 * --hosting thread each has its own thread; with --hosting loop one event
 * loop (host.h) serves them all, as cheaply as the library allows (docs/
 * scale.md): what a round costs the broker is then not hidden under what it
 * costs our simulated nodes. A node subscribes to its own topic, answers every hello, keeps
 * the task of the latest round, and answers the results request with its
 * result — or with NO_TASK when that round's task never came, so that a lost
 * task is named at once instead of found by a timeout. It leaves on STOP.
 * Pattern survey: the results request (and a second kind of hello) comes as
 * a survey to a RESPONDENT, served by a second thread of the node that
 * shares its state under a lock; a survey may overtake its round's task, so
 * the respondent waits for that task a while before it answers NO_TASK.
 * Between messages it is idle, as Grischa's nodes are while they search.
 *
 * Output (stdout, one line each):
 *   READY first=I nodes=K connected_ns=T   T: when its first node had connected (CLOCK_MONOTONIC)
 *   DONE first=I nodes=K stopped=S tasks=... requests=... misdelivered=... ...   sums over its nodes;
 *        first_msg_s: the longest any of them waited from its connect to its first message (churn:
 *        how long a node that joins late is deaf)
 *   CLOSE hung=1                 only when closing the sockets hung (see on_close_hang)
 *   CPU s=S
 */
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "adapter.h"
#include "host.h"
#include "measure.h"
#include "round.h"
#include "runtime.h"
#include "record.h"

/* Pattern survey: the respondent waits in slices, so that it sees the node
 * leave within one (the adapter has no poll to wait for both at once). */
#define RESPONDENT_SLICE_MS 250
/* A survey can overtake its round's task (they take different paths through
 * the broker): the respondent waits for the task this share of --timeout, so
 * that a NO_TASK still reaches the controller within the survey's deadline
 * (--timeout) and the lost task is named as such. */
#define TASK_WAIT_SHARE 0.5

struct node_counts {
    uint64_t hellos, tasks, requests, results, no_task, duplicate, late, misdelivered;
    uint64_t recv_msgs, recv_bytes, sent_msgs, sent_bytes;
};

struct node {
    const struct config *cfg;
    uint32_t id;
    struct peer peer; /* pubsub: SUB (its topic), PUB; router: one socket; survey: pubsub's
                                  and a RESPONDENT, served by a second thread */
    struct round_sizes sizes;
    unsigned char *buf;        /* what the subscriber thread sends */
    unsigned char *survey_buf; /* what the respondent thread sends */
    /* Shared by the node's threads, under `lock`: */
    pthread_mutex_t lock;
    pthread_cond_t changed; /* on CLOCK_MONOTONIC: a task came, or the node is leaving */
    uint32_t task_round;    /* round of the latest task it holds; 0 = none */
    uint64_t task_ns;       /* when that task came (CLOCK_MONOTONIC): its result carries it */
    struct node_counts n;
    bool stopped; /* STOP came */
    bool leaving; /* the subscriber thread has ended (STOP or failure): so does the respondent */
    bool failed;
    uint64_t opened_ns, first_msg_ns; /* its sockets connected; its first message (0: none yet) */
    /* --hosting loop: its host and its sockets there (NULL with --hosting thread) */
    struct host *host;
    struct host_socket *at_in, *at_out, *at_survey;
    uint32_t parked_round; /* pattern survey: a results request waiting for its task (0: none) */
    uint64_t parked_until; /* ... until then (CLOCK_MONOTONIC ns), then NO_TASK */
};

static void mark_failed(struct node *nd)
{
    pthread_mutex_lock(&nd->lock);
    nd->failed = true;
    pthread_mutex_unlock(&nd->lock);
}

/* Sends `kind` for `round` from `buf` on `s`, and counts it; a result carries `task_ns`. */
static int reply(struct node *nd, struct adapter_sock *s, unsigned char *buf, enum round_kind kind, uint32_t round,
                 uint64_t task_ns)
{
    struct round_msg m = {.kind = kind, .round = round, .node = nd->id, .task_ns = task_ns};
    size_t len = round_encode(&nd->sizes, &m, buf);
    if (ADAPTER.send(s, buf, len) != 0) {
        record_fail(nd->cfg, CAUSE_SEND, "node %u: sending its answer to round %u failed: %s", nd->id, round,
                    ADAPTER.last_error());
        return -1;
    }
    if (nd->host) /* the socket may wait for other events now, or hold a message whose wake-up the send took */
        host_touch(nd->host, s == nd->peer.survey ? nd->at_survey : s == nd->peer.in ? nd->at_in : nd->at_out);
    pthread_mutex_lock(&nd->lock);
    nd->n.sent_msgs++;
    nd->n.sent_bytes += len;
    pthread_mutex_unlock(&nd->lock);
    return 0;
}

static int answer_parked(struct node *nd);

/* Returns 0, or -1 after printing why (--hosting loop: answering a parked survey failed). */
static int take_task(struct node *nd, uint32_t round)
{
    pthread_mutex_lock(&nd->lock);
    if (round == nd->task_round)
        nd->n.duplicate++;
    else if (round < nd->task_round)
        nd->n.late++;
    else {
        nd->task_round = round;
        nd->task_ns = now_ns();
        nd->n.tasks++;
        pthread_cond_broadcast(&nd->changed);
    }
    pthread_mutex_unlock(&nd->lock);
    return nd->parked_round && nd->parked_round <= round ? answer_parked(nd) : 0;
}

/* Waits (lock held) until the task of `round` is here, the node leaves, or
 * `wait_ns` have passed by the monotonic clock. */
static void wait_for_task(struct node *nd, uint32_t round, uint64_t wait_ns)
{
    uint64_t until = now_ns() + wait_ns;
    struct timespec deadline = {.tv_sec = (time_t)(until / NS_PER_S), .tv_nsec = (long)(until % NS_PER_S)};
    while (nd->task_round < round && !nd->leaving)
        if (pthread_cond_timedwait(&nd->changed, &nd->lock, &deadline) == ETIMEDOUT)
            break;
}

/* The results request of `round`: the result, or NO_TASK when that round's
 * task has not come (after waiting up to wait_ns for it: a thread waits; with
 * --hosting loop the request is parked, answered as the task comes or, when
 * wait_ns have passed, by the loop's check_parked). */
static int answer_request(struct node *nd, struct adapter_sock *s, unsigned char *buf, uint32_t round,
                          uint64_t wait_ns)
{
    pthread_mutex_lock(&nd->lock);
    if (round != nd->parked_round)
        nd->n.requests++;
    if (wait_ns && nd->host && nd->task_round < round) {
        nd->parked_round = round;
        nd->parked_until = now_ns() + wait_ns;
        pthread_mutex_unlock(&nd->lock);
        return 0;
    }
    nd->parked_round = 0;
    if (wait_ns && !nd->host)
        wait_for_task(nd, round, wait_ns);
    bool have_task = nd->task_round == round;
    uint64_t task_ns = nd->task_ns;
    if (have_task)
        nd->n.results++;
    else
        nd->n.no_task++;
    pthread_mutex_unlock(&nd->lock);
    return reply(nd, s, buf, have_task ? ROUND_RESULT : ROUND_NO_TASK, round, task_ns);
}

/* --hosting loop, pattern survey: answers the parked results request (its task came, or its wait is over). */
static int answer_parked(struct node *nd)
{
    return answer_request(nd, nd->peer.survey, nd->survey_buf, nd->parked_round, 0);
}

static void count_hello(struct node *nd)
{
    pthread_mutex_lock(&nd->lock);
    nd->n.hellos++;
    pthread_mutex_unlock(&nd->lock);
}

/* Handles one verified message for this node by topic. Returns 0, or -1 after printing why. */
static int handle(struct node *nd, const struct round_msg *m)
{
    switch (m->kind) {
    case ROUND_HELLO:
        count_hello(nd);
        return reply(nd, nd->peer.out, nd->buf, ROUND_ANSWER, 0, 0);
    case ROUND_TASK:
        return take_task(nd, m->round);
    case ROUND_REQUEST:
        return answer_request(nd, nd->peer.out, nd->buf, m->round, 0);
    case ROUND_STOP:
        pthread_mutex_lock(&nd->lock);
        nd->stopped = true;
        pthread_mutex_unlock(&nd->lock);
        return reply(nd, nd->peer.out, nd->buf, ROUND_BYE, m->round, 0);
    default:
        record_fail(nd->cfg, CAUSE_CORRUPT, "node %u: a message of kind %c on its topic", nd->id, (char)m->kind);
        return -1;
    }
}

/* Handles one verified survey. Returns 0, or -1 after printing why. */
static int handle_survey(struct node *nd, const struct round_msg *m)
{
    switch (m->kind) {
    case ROUND_HELLO:
        count_hello(nd);
        return reply(nd, nd->peer.survey, nd->survey_buf, ROUND_ANSWER, 0, 0);
    case ROUND_REQUEST: /* one parked for an earlier round is answered first (NO_TASK: its task never came) */
        if (nd->parked_round && nd->parked_round != m->round && answer_parked(nd) != 0)
            return -1;
        return answer_request(nd, nd->peer.survey, nd->survey_buf, m->round,
                              seconds_to_ns(TASK_WAIT_SHARE * nd->cfg->timeout_s));
    default:
        record_fail(nd->cfg, CAUSE_CORRUPT, "node %u: a survey of kind %c", nd->id, (char)m->kind);
        return -1;
    }
}

/* Receives one message from `s` and verifies it. Returns 0 (in *m), ADAPTER_TIMEOUT,
 * or -1 after printing why. */
static int receive_checked(struct node *nd, struct adapter_sock *s, struct round_msg *m)
{
    struct adapter_msg msg;
    int rc = ADAPTER.recv(s, &msg);
    if (rc == ADAPTER_TIMEOUT)
        return rc;
    if (rc != 0) {
        record_fail(nd->cfg, CAUSE_RECEIVE, "node %u: receive failed: %s", nd->id, ADAPTER.last_error());
        return -1;
    }
    size_t size = msg.size;
    enum round_verdict v = round_check(&nd->sizes, msg.data, size, m);
    ADAPTER.release(&msg);
    pthread_mutex_lock(&nd->lock);
    if (!nd->first_msg_ns)
        nd->first_msg_ns = now_ns();
    nd->n.recv_msgs++;
    nd->n.recv_bytes += size;
    pthread_mutex_unlock(&nd->lock);
    if (v != ROUND_OK) {
        record_fail(nd->cfg, CAUSE_CORRUPT, "node %u: a message of %zu bytes failed verification: %s", nd->id,
                    size, round_verdict_str(v));
        return -1;
    }
    return 0;
}

/* `for_whom` is not who this message is for: the library delivered another's. */
static bool misdelivered(struct node *nd, const struct round_msg *m, uint32_t for_whom)
{
    if (m->node == for_whom)
        return false;
    pthread_mutex_lock(&nd->lock);
    nd->n.misdelivered++;
    pthread_mutex_unlock(&nd->lock);
    return true;
}

static bool is_stopped(struct node *nd)
{
    pthread_mutex_lock(&nd->lock);
    bool stopped = nd->stopped;
    pthread_mutex_unlock(&nd->lock);
    return stopped;
}

/* The node's thread: its topic's messages, until STOP. */
static void *node_loop(void *arg)
{
    struct node *nd = arg;
    while (!is_stopped(nd)) {
        struct round_msg m;
        int rc = receive_checked(nd, nd->peer.in, &m);
        if (rc == ADAPTER_TIMEOUT)
            continue; /* idle between rounds, as a searching node is */
        if (rc != 0 || (!misdelivered(nd, &m, nd->id) && handle(nd, &m) != 0)) {
            mark_failed(nd);
            break;
        }
    }
    pthread_mutex_lock(&nd->lock);
    nd->leaving = true;
    pthread_cond_broadcast(&nd->changed);
    pthread_mutex_unlock(&nd->lock);
    return NULL;
}

static bool is_leaving(struct node *nd)
{
    pthread_mutex_lock(&nd->lock);
    bool leaving = nd->leaving;
    pthread_mutex_unlock(&nd->lock);
    return leaving;
}

/* Pattern survey, the node's second thread: answers surveys until the node leaves. */
static void *respondent_loop(void *arg)
{
    struct node *nd = arg;
    while (!is_leaving(nd)) {
        struct round_msg m;
        int rc = receive_checked(nd, nd->peer.survey, &m);
        if (rc == ADAPTER_TIMEOUT)
            continue;
        if (rc != 0 || (!misdelivered(nd, &m, ROUND_ALL_NODES) && handle_survey(nd, &m) != 0)) {
            mark_failed(nd);
            break;
        }
    }
    return NULL;
}

/* --hosting loop: what the host calls when one of a node's sockets may have messages. It takes them
 * all (the host needs the socket drained); once the node has stopped or failed, what still comes is
 * read and dropped, as a node's thread would have left it unread. */
static void drain(struct node *nd, struct adapter_sock *s, bool survey)
{
    /* A respondent answers the last survey it received: one more receive would drop the survey that
     * waits for its task (nanomsg 1.1.5 src/protocols/survey/respondent.c:140, "Cancel current survey") */
    while (!(survey && nd->parked_round && !nd->stopped && !nd->failed)) {
        struct round_msg m;
        bool done = nd->stopped || nd->failed;
        if (done) {
            struct adapter_msg msg;
            if (ADAPTER.recv(s, &msg) != 0)
                return;
            ADAPTER.release(&msg);
            continue;
        }
        int rc = receive_checked(nd, s, &m);
        if (rc == ADAPTER_TIMEOUT)
            return;
        uint32_t for_whom = survey ? ROUND_ALL_NODES : nd->id;
        if (rc == 0 && misdelivered(nd, &m, for_whom))
            continue;
        if (rc != 0 || (survey ? handle_survey(nd, &m) : handle(nd, &m)) != 0)
            mark_failed(nd);
    }
}

static void on_topic(void *owner, struct adapter_sock *s)
{
    drain(owner, s, false);
}

static void on_survey(void *owner, struct adapter_sock *s)
{
    drain(owner, s, true);
}

/* --hosting loop, pattern survey: results requests whose task has not come in their time get NO_TASK. */
static void check_parked(struct node *nodes, uint32_t count)
{
    uint64_t now = now_ns();
    for (uint32_t i = 0; i < count; i++)
        if (nodes[i].parked_round && now >= nodes[i].parked_until && !nodes[i].failed &&
            answer_parked(&nodes[i]) != 0)
            mark_failed(&nodes[i]);
}

/* --hosting loop: every node's sockets on one host, served until every node has stopped or failed.
 * Returns 0, or -1 after printing why (the host itself failed). */
static int serve_nodes(const struct config *cfg, struct node *nodes, struct host *h)
{
    for (uint32_t i = 0; i < cfg->nodes; i++) {
        struct node *nd = &nodes[i];
        nd->host = h;
        nd->at_in = host_add(h, nd->peer.in, on_topic, nd);
        nd->at_out = nd->peer.out == nd->peer.in ? nd->at_in : host_add(h, nd->peer.out, NULL, nd);
        nd->at_survey = nd->peer.survey ? host_add(h, nd->peer.survey, on_survey, nd) : NULL;
        if (!nd->at_in || !nd->at_out || (nd->peer.survey && !nd->at_survey)) {
            record_fail(cfg, CAUSE_SETUP, "node %u: cannot watch its sockets: %s", nd->id, strerror(errno));
            return -1;
        }
    }
    for (uint32_t active = cfg->nodes; active;) {
        if (host_run(h, cfg->pattern == PATTERN_SURVEY ? 10 : 1000) < 0) {
            record_fail(cfg, CAUSE_RECEIVE, "the nodes' event loop failed: %s", strerror(errno));
            return -1;
        }
        if (cfg->pattern == PATTERN_SURVEY)
            check_parked(nodes, cfg->nodes);
        active = 0;
        for (uint32_t i = 0; i < cfg->nodes; i++)
            active += !nodes[i].stopped && !nodes[i].failed;
    }
    return 0;
}

/* --hosting thread: a thread for each node (and, pattern survey, one for its respondent) until every
 * node has stopped or failed. Returns 0, or ends the process (a thread that cannot start). */
static void run_threads(const struct config *cfg, struct node *nodes, pthread_t *threads)
{
    uint32_t threads_per_node = cfg->pattern == PATTERN_SURVEY ? 2 : 1, started = 0;
    for (; started < cfg->nodes * threads_per_node; started++) {
        uint32_t i = started / threads_per_node;
        void *(*loop)(void *) = started % threads_per_node ? respondent_loop : node_loop;
        int e = pthread_create(&threads[started], NULL, loop, &nodes[i]);
        if (e != 0) { /* the nodes already running would wait for a STOP: end them all */
            record_fail(cfg, CAUSE_SETUP, "cannot start a thread of node %u: %s", cfg->first_id + i, strerror(e));
            exit(EXIT_FAILED);
        }
    }
    for (uint32_t t = 0; t < started; t++)
        pthread_join(threads[t], NULL);
}

static int open_node(const struct config *cfg, struct node *nd, uint32_t id)
{
    char topic[ROUND_TOPIC_SIZE];
    *nd = (struct node){
        .cfg = cfg,
        .id = id,
        .buf = malloc(ROUND_MAX_SIZE),
        .sizes = {.task = cfg->task_size, .result = cfg->result_size, .nodes = cfg->all_nodes, .game = cfg->game},
    };
    pthread_mutex_init(&nd->lock, NULL);
    pthread_condattr_t attr;
    pthread_condattr_init(&attr);
    pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
    pthread_cond_init(&nd->changed, &attr);
    pthread_condattr_destroy(&attr);
    if (cfg->pattern == PATTERN_SURVEY)
        nd->survey_buf = malloc(cfg->result_size); /* its largest answer */
    if (!nd->buf || (cfg->pattern == PATTERN_SURVEY && !nd->survey_buf)) {
        record_fail(cfg, CAUSE_SETUP, "node %u: out of memory", id);
        return -1;
    }
    round_node_topic(id, topic);
    int timeout_ms = (int)(cfg->timeout_s * 1000.0 + 0.5);
    int rc = runtime_open_peer(cfg, id, topic, timeout_ms, RESPONDENT_SLICE_MS, &nd->peer);
    nd->opened_ns = now_ns();
    /* A node that joins registers at once, and the controller gives it tasks from then on
     * (Grischa's way): what its subscription was not live for yet is lost, and counted. */
    if (rc == 0 && cfg->announce)
        rc = reply(nd, nd->peer.out, nd->buf, ROUND_ANSWER, ROUND_ANNOUNCE, 0);
    return rc;
}

static void close_node(struct node *nd)
{
    runtime_close_peer(&nd->peer);
    pthread_cond_destroy(&nd->changed);
    pthread_mutex_destroy(&nd->lock);
    free(nd->buf);
    free(nd->survey_buf);
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
    uint64_t deaf_ns = 0;
    for (uint32_t i = 0; i < cfg->nodes; i++) {
        if (nodes[i].first_msg_ns && nodes[i].first_msg_ns - nodes[i].opened_ns > deaf_ns)
            deaf_ns = nodes[i].first_msg_ns - nodes[i].opened_ns;
        const struct node_counts *n = &nodes[i].n;
        t.hellos += n->hellos, t.tasks += n->tasks, t.requests += n->requests, t.results += n->results;
        t.no_task += n->no_task, t.duplicate += n->duplicate, t.late += n->late, t.misdelivered += n->misdelivered;
        t.recv_msgs += n->recv_msgs, t.recv_bytes += n->recv_bytes;
        t.sent_msgs += n->sent_msgs, t.sent_bytes += n->sent_bytes;
        stopped += nodes[i].stopped;
    }
    printf("DONE first=%u nodes=%u stopped=%u hellos=%" PRIu64 " tasks=%" PRIu64 " requests=%" PRIu64
           " results=%" PRIu64 " no_task=%" PRIu64 " duplicate=%" PRIu64 " late=%" PRIu64 " misdelivered=%" PRIu64
           " recv_msgs=%" PRIu64 " recv_bytes=%" PRIu64 " sent_msgs=%" PRIu64 " sent_bytes=%" PRIu64
           " first_msg_s=%.6f\n",
           cfg->first_id, cfg->nodes, stopped, t.hellos, t.tasks, t.requests, t.results, t.no_task, t.duplicate,
           t.late, t.misdelivered, t.recv_msgs, t.recv_bytes, t.sent_msgs, t.sent_bytes,
           (double)deaf_ns / NS_PER_S);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    struct config cfg;
    int rc = runtime_start(ROLE_NODE, argc, argv, &cfg);
    if (rc >= 0)
        return rc;
    bool loop = cfg.hosting == HOSTING_LOOP;
    uint32_t threads_per_node = cfg.pattern == PATTERN_SURVEY ? 2 : 1; /* survey: and its respondent's */
    struct node *nodes = calloc(cfg.nodes, sizeof *nodes);
    pthread_t *threads = loop ? NULL : calloc((size_t)cfg.nodes * threads_per_node, sizeof *threads);
    struct host h;
    if (!nodes || (!loop && !threads) || (loop && host_init(&h) != 0)) {
        record_fail(&cfg, CAUSE_SETUP, "out of memory for %u nodes", cfg.nodes);
        return EXIT_FAILED;
    }
    /* Sockets are opened (and closed) here, on the main thread (adapter.h). */
    uint32_t opened = 0;
    rc = 0;
    while (opened < cfg.nodes && rc == 0)
        rc = open_node(&cfg, &nodes[opened], cfg.first_id + opened), opened++;
    if (rc == 0) {
        printf("READY first=%u nodes=%u connected_ns=%" PRIu64 "\n", cfg.first_id, cfg.nodes, nodes[0].opened_ns);
        fflush(stdout);
        if (loop)
            rc = serve_nodes(&cfg, nodes, &h);
        else
            run_threads(&cfg, nodes, threads);
    }
    for (uint32_t i = 0; i < opened; i++)
        rc |= nodes[i].failed ? -1 : 0;
    if (rc == 0) {
        print_done(&cfg, nodes);
        /* The BYEs may still sit in the library's queues, and not every library
         * flushes on close (nanomsg has no linger): stay until the sweep lets
         * go (--lifeline), or for the timeout; a host goes on serving meanwhile
         * (its library may write only when the loop asks it to). */
        uint64_t until = now_ns() + seconds_to_ns(cfg.timeout_s);
        if (cfg.lifeline)
            control_finished();
        while (loop && (cfg.lifeline ? !control_ended() : now_ns() < until))
            host_run(&h, 100);
        if (cfg.lifeline)
            control_wait_end();
        else
            sleep_until_ns(until);
        signal(SIGALRM, on_close_hang);
        alarm((unsigned)cfg.timeout_s + 1);
    }
    if (loop)
        host_free(&h);
    for (uint32_t i = 0; i < opened; i++)
        close_node(&nodes[i]);
    free(nodes);
    free(threads);
    return rc == 0 ? 0 : EXIT_FAILED;
}
