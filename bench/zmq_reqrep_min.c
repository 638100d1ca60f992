/* zmq_reqrep_min.c — the plainest brokered zmq request-reply, to hold our
 * harness against (README "Is the harness what is measured?"): one process per
 * role like the sweep's (a ROUTER/DEALER zmq_proxy, a REP echo, N REQ workers
 * forked), no header, no verification, no histogram, no timeouts. Each worker
 * counts the round trips that complete inside the same window after a warm-up;
 * the parent adds them up.
 *
 *   zmq-reqrep-min tcp|ipc CLIENTS SIZE SECONDS [WARMUP]
 *   -> reqrep-min transport=tcp clients=16 size=1024 seconds=2.000 msgs_per_s=...
 */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <zmq.h>

#define CHECK(call)                                                                               \
    do {                                                                                          \
        if ((call) < 0) {                                                                         \
            fprintf(stderr, "zmq-reqrep-min: %s: %s\n", #call, zmq_strerror(zmq_errno()));       \
            _exit(1);                                                                             \
        }                                                                                         \
    } while (0)

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void run_proxy(const char *front, const char *back)
{
    void *ctx = zmq_ctx_new(), *r = zmq_socket(ctx, ZMQ_ROUTER), *d = zmq_socket(ctx, ZMQ_DEALER);
    CHECK(zmq_bind(r, front));
    CHECK(zmq_bind(d, back));
    zmq_proxy(r, d, NULL);
    _exit(0);
}

static void run_echo(const char *back, size_t size)
{
    void *ctx = zmq_ctx_new(), *s = zmq_socket(ctx, ZMQ_REP);
    char *buf = malloc(size);
    CHECK(zmq_connect(s, back));
    for (;;) {
        int n;
        CHECK(n = zmq_recv(s, buf, size, 0));
        CHECK(zmq_send(s, buf, (size_t)n, 0));
    }
}

/* Closed loop until `end`; counts what completes in [start, end). */
static void run_worker(const char *front, size_t size, double start, double end, int out)
{
    void *ctx = zmq_ctx_new(), *s = zmq_socket(ctx, ZMQ_REQ);
    char *buf = calloc(1, size);
    CHECK(zmq_connect(s, front));
    uint64_t counted = 0;
    for (double t = now_s(); t < end; t = now_s()) {
        CHECK(zmq_send(s, buf, size, 0));
        CHECK(zmq_recv(s, buf, size, 0));
        counted += t >= start;
    }
    if (write(out, &counted, sizeof counted) != sizeof counted)
        _exit(1);
    _exit(0);
}

int main(int argc, char **argv)
{
    if (argc < 5 || (strcmp(argv[1], "tcp") != 0 && strcmp(argv[1], "ipc") != 0)) {
        fprintf(stderr, "usage: %s tcp|ipc CLIENTS SIZE SECONDS [WARMUP]\n", argv[0]);
        return 2;
    }
    int clients = atoi(argv[2]);
    size_t size = (size_t)atol(argv[3]);
    double seconds = atof(argv[4]), warmup = argc > 5 ? atof(argv[5]) : 0.5;
    if (clients < 1 || size < 1 || seconds <= 0 || warmup < 0) {
        fprintf(stderr, "%s: CLIENTS, SIZE and SECONDS must be positive\n", argv[0]);
        return 2;
    }
    char front[128], back[128];
    if (strcmp(argv[1], "tcp") == 0) {
        int base = 20000 + (int)(getpid() % 20000);
        snprintf(front, sizeof front, "tcp://127.0.0.1:%d", base);
        snprintf(back, sizeof back, "tcp://127.0.0.1:%d", base + 20000);
    } else {
        snprintf(front, sizeof front, "ipc:///tmp/reqrep-min-%d-front", (int)getpid());
        snprintf(back, sizeof back, "ipc:///tmp/reqrep-min-%d-back", (int)getpid());
    }
    pid_t helpers[2];
    if ((helpers[0] = fork()) == 0)
        run_proxy(front, back);
    usleep(100000);
    if ((helpers[1] = fork()) == 0)
        run_echo(back, size);
    int counts[2];
    if (pipe(counts) != 0)
        return 1;
    double start = now_s() + 0.2 + warmup, end = start + seconds;
    for (int i = 0; i < clients; i++)
        if (fork() == 0)
            run_worker(front, size, start, end, counts[1]);
    uint64_t total = 0, n;
    int status, ok = 1;
    for (int i = 0; i < clients; i++) {
        ok &= read(counts[0], &n, sizeof n) == sizeof n;
        total += n;
    }
    while (waitpid(-1, &status, WNOHANG) > 0)
        ;
    kill(helpers[0], SIGKILL);
    kill(helpers[1], SIGKILL);
    while (wait(&status) > 0)
        ;
    if (!ok)
        return 1;
    printf("reqrep-min transport=%s clients=%d size=%zu seconds=%.3f msgs_per_s=%.1f\n", argv[1], clients, size,
           seconds, (double)total / seconds);
    return 0;
}
