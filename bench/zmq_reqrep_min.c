/* zmq_reqrep_min.c — the plainest brokered zmq request-reply, to hold our
 * harness against (README "Is the harness what is measured?"): one process per
 * role like the sweep's (a ROUTER/DEALER zmq_proxy, a REP echo, N REQ workers
 * forked), no header, no verification, no histogram, no timeouts. Each worker
 * counts the round trips that complete inside the same window, which opens a
 * warm-up after the last worker is connected; the parent adds them up.
 *
 *   zmq-reqrep-min tcp|ipc CLIENTS SIZE SECONDS [WARMUP [FACTOR,...]]
 *   -> reqrep-min transport=tcp clients=16 size=1024 seconds=2.000 msgs_per_s=... cpu_us_per_msg=...
 *
 * FACTORs make it one step more like our programs, for bisecting a difference
 * between the two (README): timeouts (RCVTIMEO/SNDTIMEO 5 s, as --timeout
 * sets them), linger (LINGER 5 s), msgapi (zmq_msg_recv, and the REP sends
 * the received message back, as master.c), verify (the worker compares every
 * reply with its request), control (each worker has a thread blocked reading a
 * pipe, as --wait-go's), hello (each worker makes one round trip before it
 * counts, as ours), exec (each worker is a program started afresh, as the
 * sweep starts ours, not a fork of this one), iothreads2 (two libzmq I/O
 * threads per context); all = every one of them but iothreads2.
 *
 * The proxy binds to a port the kernel picks (tcp://127.0.0.1:*) and tells the
 * parent: a fixed or guessed port on a shared machine may be someone else's,
 * and the workers would then measure a stranger. Every child dies with the
 * parent, and the parent gives up after WARMUP + SECONDS + 30 s.
 */
#include <inttypes.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <zmq.h>

#define CHECK(call)                                                                        \
    do {                                                                                   \
        if ((call) < 0) {                                                                  \
            fprintf(stderr, "zmq-reqrep-min: %s: %s\n", #call, zmq_strerror(zmq_errno())); \
            _exit(1);                                                                      \
        }                                                                                  \
    } while (0)

#define TIMEOUT_MS 5000 /* what the sweep's --timeout 5 gives our sockets */

static struct {
    bool timeouts, linger, msgapi, verify, control, hello, iothreads2, exec;
} factor;

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static double cpu_seconds(const struct rusage *ru)
{
    return (double)ru->ru_utime.tv_sec + ru->ru_utime.tv_usec / 1e6 + (double)ru->ru_stime.tv_sec +
           ru->ru_stime.tv_usec / 1e6;
}

static int parse_factors(const char *list)
{
    char copy[256];
    snprintf(copy, sizeof copy, "%s", list);
    for (char *f = strtok(copy, ","); f; f = strtok(NULL, ",")) {
        bool *on = !strcmp(f, "timeouts")     ? &factor.timeouts
                   : !strcmp(f, "linger")     ? &factor.linger
                   : !strcmp(f, "msgapi")     ? &factor.msgapi
                   : !strcmp(f, "verify")     ? &factor.verify
                   : !strcmp(f, "control")    ? &factor.control
                   : !strcmp(f, "hello")      ? &factor.hello
                   : !strcmp(f, "iothreads2") ? &factor.iothreads2
                   : !strcmp(f, "exec")       ? &factor.exec
                                              : NULL;
        if (!strcmp(f, "all")) { /* every factor but iothreads2 (ours have one I/O thread, as these) */
            factor.timeouts = factor.linger = factor.msgapi = factor.verify = true;
            factor.control = factor.hello = factor.exec = true;
            continue;
        }
        if (!on && strcmp(f, "none") != 0)
            return -1;
        if (on)
            *on = true;
    }
    return 0;
}

/* A child never outlives the parent (a stalled run must not leave processes behind). */
static void child_of_parent(void)
{
    prctl(PR_SET_PDEATHSIG, SIGKILL);
}

static void *context(void)
{
    void *ctx = zmq_ctx_new();
    if (factor.iothreads2)
        zmq_ctx_set(ctx, ZMQ_IO_THREADS, 2);
    return ctx;
}

/* A REQ or REP socket with the options the factors ask for. */
static void *endpoint_socket(void *ctx, int type)
{
    void *s = zmq_socket(ctx, type);
    int ms = TIMEOUT_MS;
    if (factor.timeouts) {
        CHECK(zmq_setsockopt(s, ZMQ_RCVTIMEO, &ms, sizeof ms));
        CHECK(zmq_setsockopt(s, ZMQ_SNDTIMEO, &ms, sizeof ms));
    }
    if (factor.linger)
        CHECK(zmq_setsockopt(s, ZMQ_LINGER, &ms, sizeof ms));
    return s;
}

/* Binds both ends to ports the kernel picks and writes the endpoints to `out`. */
static void run_proxy(const char *transport, int out)
{
    child_of_parent();
    void *ctx = context(), *r = zmq_socket(ctx, ZMQ_ROUTER), *d = zmq_socket(ctx, ZMQ_DEALER);
    char eps[2][256];
    size_t len = sizeof eps[0];
    if (!strcmp(transport, "tcp")) {
        CHECK(zmq_bind(r, "tcp://127.0.0.1:*"));
        CHECK(zmq_bind(d, "tcp://127.0.0.1:*"));
    } else {
        snprintf(eps[0], sizeof eps[0], "ipc:///tmp/reqrep-min-%d-front", (int)getpid());
        snprintf(eps[1], sizeof eps[1], "ipc:///tmp/reqrep-min-%d-back", (int)getpid());
        CHECK(zmq_bind(r, eps[0]));
        CHECK(zmq_bind(d, eps[1]));
    }
    CHECK(zmq_getsockopt(r, ZMQ_LAST_ENDPOINT, eps[0], &len));
    len = sizeof eps[1];
    CHECK(zmq_getsockopt(d, ZMQ_LAST_ENDPOINT, eps[1], &len));
    if (write(out, eps, sizeof eps) != sizeof eps)
        _exit(1);
    close(out);
    zmq_proxy(r, d, NULL);
    _exit(0);
}

static void run_echo(const char *back, size_t size)
{
    child_of_parent();
    void *ctx = context(), *s = endpoint_socket(ctx, ZMQ_REP);
    char *buf = malloc(size);
    CHECK(zmq_connect(s, back));
    for (;;) {
        if (factor.msgapi) { /* as master.c: the received message itself goes back */
            zmq_msg_t m;
            zmq_msg_init(&m);
            CHECK(zmq_msg_recv(&m, s, 0));
            CHECK(zmq_msg_send(&m, s, 0));
            continue;
        }
        int n;
        CHECK(n = zmq_recv(s, buf, size, 0));
        CHECK(zmq_send(s, buf, (size_t)n, 0));
    }
}

/* --wait-go's thread: blocked on stdin until the end; here a pipe nobody writes. */
static void *blocked_reader(void *arg)
{
    char c;
    while (read((int)(intptr_t)arg, &c, 1) > 0)
        ;
    return NULL;
}

static void round_trip(void *s, char *req, char *reply, size_t size)
{
    CHECK(zmq_send(s, req, size, 0));
    if (factor.msgapi) {
        zmq_msg_t m;
        zmq_msg_init(&m);
        CHECK(zmq_msg_recv(&m, s, 0));
        if (factor.verify && (zmq_msg_size(&m) != size || memcmp(zmq_msg_data(&m), req, size) != 0))
            _exit(3);
        zmq_msg_close(&m);
        return;
    }
    CHECK(zmq_recv(s, reply, size, 0));
    if (factor.verify && memcmp(reply, req, size) != 0)
        _exit(3);
}

/* What a worker tells the parent: round trips inside the window, all of them, and when it stopped. */
struct tally {
    uint64_t counted, all;
    double ended;
};

/* Says it is connected (a byte on `ready`), then reads the window the parent set once every worker
 * had said so: a worker that a loaded machine starts late still runs inside it. */
static void await_window(int ready, int window, double *start, double *end)
{
    double w[2];
    if (write(ready, "r", 1) != 1 || read(window, w, sizeof w) != sizeof w) /* (16 bytes: atomic on a pipe) */
        _exit(1);
    *start = w[0];
    *end = w[1];
}

/* Closed loop until the window's end; counts what completes inside it, and all. */
static void run_worker(const char *front, size_t size, int ready, int window, int id, int out, int idle)
{
    child_of_parent();
    pthread_t t;
    if (factor.control && pthread_create(&t, NULL, blocked_reader, (void *)(intptr_t)idle) != 0)
        _exit(1);
    void *ctx = context(), *s = endpoint_socket(ctx, ZMQ_REQ);
    char *req = malloc(size), *reply = malloc(size);
    for (size_t i = 0; i < size; i++)
        req[i] = (char)(id + i);
    CHECK(zmq_connect(s, front));
    struct tally n = {0, 0, 0};
    if (factor.hello)
        round_trip(s, req, reply, size);
    double start, end;
    await_window(ready, window, &start, &end);
    /* As our master's measured phase, the window ends with the first round trip after its end: a
     * stall of the machine makes it longer, never empty. */
    for (double t0 = now_s(); t0 < end || !n.counted; t0 = now_s()) {
        round_trip(s, req, reply, size);
        n.counted += t0 >= start;
        n.all++;
    }
    n.ended = now_s();
    if (write(out, &n, sizeof n) != sizeof n)
        _exit(1);
    _exit(0);
}

int main(int argc, char **argv)
{
    /* factor exec: a worker started as a program of its own (as the sweep starts ours) */
    if (argc == 10 && !strcmp(argv[1], "--worker")) {
        if (parse_factors(argv[9]) != 0)
            return 2;
        run_worker(argv[2], (size_t)atol(argv[3]), atoi(argv[4]), atoi(argv[5]), atoi(argv[6]), atoi(argv[7]),
                   atoi(argv[8]));
    }
    if (argc < 5 || (strcmp(argv[1], "tcp") != 0 && strcmp(argv[1], "ipc") != 0) ||
        (argc > 6 && parse_factors(argv[6]) != 0)) {
        fprintf(stderr,
                "usage: %s tcp|ipc CLIENTS SIZE SECONDS [WARMUP [FACTOR,...]]\n"
                "factors: none all timeouts linger msgapi verify control hello exec iothreads2\n",
                argv[0]);
        return 2;
    }
    int clients = atoi(argv[2]);
    size_t size = (size_t)atol(argv[3]);
    double seconds = atof(argv[4]), warmup = argc > 5 ? atof(argv[5]) : 0.5;
    if (clients < 1 || size < 1 || seconds <= 0 || warmup < 0) {
        fprintf(stderr, "%s: CLIENTS, SIZE and SECONDS must be positive\n", argv[0]);
        return 2;
    }
    alarm((unsigned)(warmup + seconds) + 30); /* a stall kills us, and with us every child */
    int eps_pipe[2], counts[2], idle[2], ready[2], window[2];
    char eps[2][256];
    if (pipe(eps_pipe) != 0 || pipe(counts) != 0 || pipe(idle) != 0 || pipe(ready) != 0 || pipe(window) != 0)
        return 1;
    pid_t helpers[2];
    if ((helpers[0] = fork()) == 0)
        run_proxy(argv[1], eps_pipe[1]);
    close(eps_pipe[1]);
    if (read(eps_pipe[0], eps, sizeof eps) != sizeof eps) {
        fprintf(stderr, "%s: the proxy could not bind\n", argv[0]);
        return 1;
    }
    if ((helpers[1] = fork()) == 0)
        run_echo(eps[1], size);
    for (int i = 0; i < clients; i++)
        if (fork() == 0) {
            if (factor.exec) {
                char a[6][64];
                snprintf(a[0], 64, "%zu", size);
                snprintf(a[1], 64, "%d", ready[1]);
                snprintf(a[2], 64, "%d", window[0]);
                snprintf(a[3], 64, "%d", i);
                snprintf(a[4], 64, "%d", counts[1]);
                snprintf(a[5], 64, "%d", idle[0]);
                execl("/proc/self/exe", argv[0], "--worker", eps[0], a[0], a[1], a[2], a[3], a[4], a[5], argv[6],
                      (char *)NULL);
                _exit(1);
            }
            run_worker(eps[0], size, ready[1], window[0], i, counts[1], idle[0]);
        }
    /* The window opens a warm-up after the last worker is connected, the same for all. */
    for (int i = 0; i < clients; i++) {
        char c;
        if (read(ready[0], &c, 1) != 1)
            return 1;
    }
    double w[2] = {now_s() + warmup, 0};
    w[1] = w[0] + seconds;
    for (int i = 0; i < clients; i++)
        if (write(window[1], w, sizeof w) != sizeof w)
            return 1;
    uint64_t total = 0, all = 0;
    double ended = w[1];
    int status, ok = 1;
    for (int i = 0; i < clients; i++) {
        struct tally n;
        ok &= read(counts[0], &n, sizeof n) == sizeof n;
        total += n.counted;
        all += n.all;
        ended = n.ended > ended ? n.ended : ended;
    }
    seconds = ended - w[0]; /* the window as it ended: longer only if a worker's stalled through it */
    kill(helpers[0], SIGKILL);
    kill(helpers[1], SIGKILL);
    double cpu_of[3] = {0, 0, 0}; /* proxy, echo, workers */
    struct rusage ru;
    for (pid_t pid; (pid = wait4(-1, &status, 0, &ru)) > 0;)
        cpu_of[pid == helpers[0] ? 0 : pid == helpers[1] ? 1 : 2] += cpu_seconds(&ru);
    for (int i = 0; i < 2; i++)
        if (!strncmp(eps[i], "ipc://", 6))
            unlink(eps[i] + 6);
    if (!ok)
        return 1;
    double cpu = cpu_of[0] + cpu_of[1] + cpu_of[2];
    printf("reqrep-min transport=%s clients=%d size=%zu seconds=%.3f msgs_per_s=%.1f cpu_us_per_msg=%.2f "
           "cpu_proxy_s=%.3f cpu_echo_s=%.3f cpu_workers_s=%.3f round_trips=%" PRIu64 " factors=%s\n",
           argv[1], clients, size, seconds, (double)total / seconds, cpu / (double)all * 1e6, cpu_of[0], cpu_of[1],
           cpu_of[2], all, argc > 6 ? argv[6] : "none");
    return 0;
}
