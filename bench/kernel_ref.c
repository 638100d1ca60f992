/* kernel_ref.c — bin/rrb-kernel: what the kernel itself charges for the
 * messages of a move, the reference a floor broker is held against
 * (docs/scale.md "The kernel's own cost").
 *
 * Two processes, a sender and a receiver, joined by N loopback TCP
 * connections (TCP_NODELAY), move SIZE-byte messages for SECONDS, each pinned
 * to a CPU of its own. Each measures its own CPU time (every thread's, by
 * CLOCK_PROCESS_CPUTIME_ID: nanoseconds of the scheduler's run-time count,
 * user and system together) over the measured part, after a warm-up, and
 * divides by the messages it moved. Three ways, as a broker moves a move's messages:
 *
 *   single   one message per system call on each connection in turn: send()
 *            and recv() (a broker's sends to N nodes, its receives from them)
 *   uring    the sender submits one send per connection, all N in one
 *            io_uring_enter (io_uring's batch across sockets); recv() as single
 *   batched  BATCH messages per send() and per recv() on one connection at a
 *            time (the controller's link, where a move's messages come and go
 *            together)
 *
 * And the broker's own shape, a move as the floor's pub/sub broker sees it:
 * its CPU per node per move, measured whole, not modelled from the ways above.
 * The other process is the controller and the N nodes: per move it writes N
 * tasks (SIZE bytes) and N requests (REQUEST bytes) on the controller's link,
 * one send each (`broker`) or a burst in one send (`broker_coalesced`, as a
 * client with an I/O thread writes them); the broker reads them, sends each to
 * its node's connection, one send per frame, all N in one io_uring_enter,
 * reads every node's result (RESULT bytes) and writes them to the controller
 * in one send. Sizes as a rounds point's: task 96 B, request 20 B, result 74 B.
 *
 * On loopback the sender's send() runs the receiver's TCP receive path too
 * (softirq, on the sender's CPU): the send figures include it, as a broker's
 * do on loopback. Prints one line:
 *   KERNEL size=B connections=N batch=K seconds=S single_send_us=..
 *   single_recv_us=.. uring_send_us=.. uring_recv_us=.. batched_send_us=..
 *   batched_recv_us=.. broker_us=.. broker_coalesced_us=.. cpus=A,B
 * (broker_*: the broker's CPU microseconds per node per move)
 * Exit 0, 1 when the kernel refused something (one line), 2 for bad usage.
 */
#include <errno.h>
#include <liburing.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define BATCH 64
#define WARMUP_S 0.2
/* The sender goes on past `seconds` until it has sent this many rounds after the warm-up: a send
 * that blocked across the whole measured part (a receiver kept off its CPU on a loaded machine)
 * still leaves rounds to measure, on both sides (the receiver's first may straddle the start). */
#define MIN_MEASURED_ROUNDS 3
#define REQUEST_SIZE 20 /* a rounds point's results request, header included */
#define RESULT_SIZE 74  /* a rounds point's result */

enum way { SINGLE, URING, BATCHED, WAYS };
static const char *const way_name[WAYS] = {"single", "uring", "batched"};
/* The broker's shape: the controller's writes one a message, or a burst in one */
enum shape { PER_MESSAGE, COALESCED, SHAPES };
static const char *const shape_name[SHAPES] = {"broker", "broker_coalesced"};

struct config {
    int connections;
    size_t size;
    double seconds;
};

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void die(const char *what)
{
    fprintf(stderr, "rrb-kernel: error: %s: %s\n", what, strerror(errno));
    exit(1);
}

/* The CPU time of every thread of this process (io_uring's workers are threads of it too), read with
 * CLOCK_PROCESS_CPUTIME_ID: the scheduler's own count of each thread's run time, to the nanosecond,
 * not a sample of clock ticks. Softirq work run in our context is in it; what the kernel defers to
 * ksoftirqd is not. */
static double cpu_s(void)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) != 0)
        die("clock_gettime(CLOCK_PROCESS_CPUTIME_ID)");
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void pin(int cpu)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0)
        die("sched_setaffinity");
}

/* The first two CPUs this process may use: the sender's and the receiver's. */
static void two_cpus(int cpu[2])
{
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) != 0)
        die("sched_getaffinity");
    int n = 0;
    for (int i = 0; i < CPU_SETSIZE && n < 2; i++)
        if (CPU_ISSET(i, &set))
            cpu[n++] = i;
    if (n < 2) {
        fprintf(stderr, "rrb-kernel: error: needs two CPUs; this process may use %d\n", n);
        exit(1);
    }
}

/* N connected pairs over loopback: out[i] (sender's end) to in[i] (receiver's). */
static void connect_pairs(int n, int *out, int *in)
{
    int l = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    socklen_t len = sizeof a;
    if (l < 0 || bind(l, (struct sockaddr *)&a, sizeof a) != 0 || listen(l, n) != 0 ||
        getsockname(l, (struct sockaddr *)&a, &len) != 0)
        die("listen on loopback");
    for (int i = 0; i < n; i++) {
        out[i] = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (out[i] < 0 || connect(out[i], (struct sockaddr *)&a, sizeof a) != 0)
            die("connect on loopback");
        if ((in[i] = accept(l, NULL, NULL)) < 0)
            die("accept");
        int one = 1;
        setsockopt(out[i], IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        setsockopt(in[i], IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    }
    close(l);
}

static void send_all(int fd, const unsigned char *p, size_t n)
{
    while (n) {
        ssize_t w = send(fd, p, n, MSG_NOSIGNAL);
        if (w < 0 && errno == EINTR)
            continue;
        if (w < 0)
            die("send");
        p += w;
        n -= (size_t)w;
    }
}

/* One send per connection, all submitted in one io_uring_enter; a short
 * send's rest goes with send(). */
static void send_round_uring(struct io_uring *ring, const int *fd, int n, const unsigned char *msg, size_t size)
{
    for (int i = 0; i < n; i++) {
        struct io_uring_sqe *sqe = io_uring_get_sqe(ring);
        io_uring_prep_send(sqe, fd[i], msg, size, MSG_NOSIGNAL);
        io_uring_sqe_set_data64(sqe, (uint64_t)i);
    }
    if (io_uring_submit_and_wait(ring, (unsigned)n) < 0)
        die("io_uring_submit_and_wait");
    struct io_uring_cqe *cqe;
    unsigned head, seen = 0;
    io_uring_for_each_cqe(ring, head, cqe)
    {
        if (cqe->res < 0) {
            errno = -cqe->res;
            die("io_uring send");
        }
        if ((size_t)cqe->res < size)
            send_all(fd[cqe->user_data], msg + cqe->res, size - (size_t)cqe->res);
        seen++;
    }
    io_uring_cq_advance(ring, seen);
}

/* The sender: rounds over every connection until `seconds` after
 * `measured_from` (and MIN_MEASURED_ROUNDS); returns its CPU microseconds per
 * message of the measured part. */
static double run_sender(enum way way, const struct config *c, const int *fd, double measured_from)
{
    size_t per_send = way == BATCHED ? BATCH : 1, bytes = per_send * c->size;
    unsigned char *msg = calloc(1, bytes);
    struct io_uring ring;
    if (!msg)
        die("calloc");
    if (way == URING) {
        int rc = io_uring_queue_init((unsigned)c->connections, &ring, 0);
        if (rc < 0) {
            errno = -rc;
            die("io_uring refused");
        }
    }
    double end = measured_from + c->seconds, cpu0 = 0;
    uint64_t messages = 0, rounds = 0;
    bool measuring = false;
    for (;;) {
        double t = now_s();
        if (!measuring && t >= measured_from) {
            measuring = true;
            cpu0 = cpu_s();
            messages = rounds = 0;
        }
        if (t >= end && rounds >= MIN_MEASURED_ROUNDS)
            break;
        if (way == URING)
            send_round_uring(&ring, fd, c->connections, msg, bytes);
        else
            for (int i = 0; i < c->connections; i++)
                send_all(fd[i], msg, bytes);
        messages += (uint64_t)c->connections * per_send;
        rounds++;
    }
    double cpu = cpu_s() - cpu0;
    if (way == URING)
        io_uring_queue_exit(&ring);
    free(msg);
    return cpu * 1e6 / (double)messages;
}

/* The receiver: reads every connection in the sender's order until EOF;
 * measures from `measured_from`, the sender's instant (CLOCK_MONOTONIC is the
 * machine's): a receiver that starts late still measures, never an empty part. */
static double run_receiver(enum way way, const struct config *c, const int *fd, double measured_from)
{
    size_t per_recv = way == BATCHED ? BATCH : 1, bytes = per_recv * c->size;
    unsigned char *buf = malloc(bytes);
    if (!buf)
        die("malloc");
    double cpu0 = 0;
    uint64_t messages = 0;
    bool measuring = false;
    for (;;) {
        for (int i = 0; i < c->connections; i++) {
            ssize_t r = recv(fd[i], buf, bytes, MSG_WAITALL);
            if (r == 0)
                goto done;
            if (r < 0 && errno == EINTR) {
                i--;
                continue;
            }
            if (r < 0)
                die("recv");
            messages += (uint64_t)r / c->size;
        }
        if (!measuring && now_s() >= measured_from) {
            measuring = true;
            cpu0 = cpu_s();
            messages = 0;
        }
    }
done:
    free(buf);
    return measuring && messages ? (cpu_s() - cpu0) * 1e6 / (double)messages : -1; /* -1: nothing measured */
}

/* One way: the receiver in a child; returns {send, recv} microseconds per message. */
static void measure(enum way way, const struct config *c, const int cpu[2], double us[2])
{
    int *out = calloc((size_t)c->connections, sizeof *out), *in = calloc((size_t)c->connections, sizeof *in);
    int report[2];
    if (!out || !in || pipe(report) != 0)
        die("setup");
    connect_pairs(c->connections, out, in);
    double measured_from = now_s() + WARMUP_S; /* the warm-up ends at the same instant for both */
    pid_t child = fork();
    if (child < 0)
        die("fork");
    if (child == 0) {
        pin(cpu[1]);
        for (int i = 0; i < c->connections; i++)
            close(out[i]);
        double r = run_receiver(way, c, in, measured_from);
        if (write(report[1], &r, sizeof r) != sizeof r)
            _exit(1);
        _exit(0);
    }
    for (int i = 0; i < c->connections; i++)
        close(in[i]);
    pin(cpu[0]);
    us[0] = run_sender(way, c, out, measured_from);
    for (int i = 0; i < c->connections; i++)
        close(out[i]);
    int status;
    if (read(report[0], &us[1], sizeof us[1]) != sizeof us[1] || waitpid(child, &status, 0) != child ||
        !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "rrb-kernel: error: the receiver of the %s way failed\n", way_name[way]);
        exit(1);
    }
    if (us[1] < 0) { /* never with MIN_MEASURED_ROUNDS; a figure of 0 would be a lie */
        fprintf(stderr, "rrb-kernel: error: the receiver of the %s way measured no message\n", way_name[way]);
        exit(1);
    }
    close(report[0]);
    close(report[1]);
    free(out);
    free(in);
}

/* ---------------------------------------------------------------- the broker's shape */

static void recv_all(int fd, unsigned char *buf, size_t n, bool *closed)
{
    while (n) {
        ssize_t r = recv(fd, buf, n, MSG_WAITALL);
        if (r == 0) {
            *closed = true;
            return;
        }
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0)
            die("recv");
        n -= (size_t)r;
    }
}

/* The controller's burst of `count` frames of `size` bytes: one send each, or all in one. */
static void controller_burst(enum shape shape, int fd, const unsigned char *msg, size_t size, int count)
{
    if (shape == COALESCED)
        send_all(fd, msg, size * (size_t)count);
    else
        for (int i = 0; i < count; i++)
            send_all(fd, msg, size);
}

/* The controller and the nodes, one process: moves until `seconds` after `measured_from` (and
 * MIN_MEASURED_ROUNDS), then closes the controller's link. */
static void run_peers(enum shape shape, const struct config *c, int ctl, const int *node, double measured_from)
{
    int n = c->connections;
    unsigned char *buf = calloc((size_t)n, c->size + REQUEST_SIZE + RESULT_SIZE);
    if (!buf)
        die("calloc");
    bool closed = false;
    for (uint64_t rounds = 0; !(now_s() >= measured_from + c->seconds && rounds >= MIN_MEASURED_ROUNDS + 1);) {
        controller_burst(shape, ctl, buf, c->size, n);
        controller_burst(shape, ctl, buf, REQUEST_SIZE, n);
        for (int i = 0; i < n && !closed; i++) {
            recv_all(node[i], buf, c->size + REQUEST_SIZE, &closed);
            send_all(node[i], buf, RESULT_SIZE);
        }
        recv_all(ctl, buf, (size_t)n * RESULT_SIZE, &closed);
        if (closed)
            die("the broker closed a connection");
        if (now_s() >= measured_from)
            rounds++;
    }
    free(buf);
}

/* Reads a burst of `n` bytes from the controller's link woken once, when all of it is there: poll() with
 * SO_RCVLOWAT at what is missing (the kernel may cap it, then more often), then one recv() of it. Not
 * recv(MSG_WAITALL) under SO_RCVLOWAT: a part already copied no longer counts towards the wake-up. */
static void recv_burst(int fd, unsigned char *buf, size_t n, bool *closed)
{
    while (n) {
        int lowat = n > INT32_MAX ? INT32_MAX : (int)n;
        struct pollfd p = {.fd = fd, .events = POLLIN};
        if (setsockopt(fd, SOL_SOCKET, SO_RCVLOWAT, &lowat, sizeof lowat) != 0)
            die("setsockopt(SO_RCVLOWAT)");
        if (poll(&p, 1, -1) < 0 && errno != EINTR)
            die("poll");
        ssize_t r = recv(fd, buf, n, MSG_DONTWAIT);
        if (r == 0) {
            *closed = true;
            return;
        }
        if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
            continue;
        if (r < 0)
            die("recv");
        buf += r;
        n -= (size_t)r;
    }
}

/* The broker: a move's tasks and requests from the controller's link to each node (one send per frame,
 * all N in one io_uring_enter), the results back in one send; until the controller closes. It sleeps as
 * little as the kernel lets it: once per burst on the controller's link, and once for the results (the
 * nodes answer in order, so the last node's result comes last: the rest are there when it is). Returns
 * its CPU microseconds per node per move over the moves begun after `measured_from`. */
static double run_broker(const struct config *c, int ctl, const int *node, double measured_from)
{
    int n = c->connections;
    unsigned char *buf = calloc((size_t)n, c->size + REQUEST_SIZE + RESULT_SIZE);
    struct io_uring ring;
    if (!buf)
        die("calloc");
    int rc = io_uring_queue_init((unsigned)n, &ring, 0);
    if (rc < 0) {
        errno = -rc;
        die("io_uring refused");
    }
    double cpu0 = 0;
    uint64_t moves = 0;
    bool measuring = false, closed = false;
    for (;;) {
        recv_burst(ctl, buf, (size_t)n * c->size, &closed);
        if (closed)
            break;
        if (!measuring && now_s() >= measured_from) {
            measuring = true;
            cpu0 = cpu_s();
            moves = 0;
        }
        send_round_uring(&ring, node, n, buf, c->size);
        recv_burst(ctl, buf, (size_t)n * REQUEST_SIZE, &closed);
        send_round_uring(&ring, node, n, buf, REQUEST_SIZE);
        for (int k = 0; k < n && !closed; k++) {
            int i = (n - 1 + k) % n; /* the last node's first */
            recv_all(node[i], buf + (size_t)i * RESULT_SIZE, RESULT_SIZE, &closed);
        }
        if (closed)
            die("a node's connection closed mid-move");
        send_all(ctl, buf, (size_t)n * RESULT_SIZE);
        moves++;
    }
    double cpu = cpu_s() - cpu0;
    io_uring_queue_exit(&ring);
    free(buf);
    return measuring && moves ? cpu * 1e6 / ((double)moves * n) : -1;
}

/* The broker's shape: the broker here (measured), the controller and the nodes in a child. */
static double measure_shape(enum shape shape, const struct config *c, const int cpu[2])
{
    int *out = calloc((size_t)c->connections, sizeof *out), *in = calloc((size_t)c->connections, sizeof *in);
    int ctl_broker, ctl_peer;
    if (!out || !in)
        die("setup");
    connect_pairs(c->connections, out, in);
    connect_pairs(1, &ctl_peer, &ctl_broker);
    double measured_from = now_s() + WARMUP_S;
    pid_t child = fork();
    if (child < 0)
        die("fork");
    if (child == 0) {
        pin(cpu[1]);
        close(ctl_broker);
        for (int i = 0; i < c->connections; i++)
            close(out[i]);
        run_peers(shape, c, ctl_peer, in, measured_from);
        _exit(0);
    }
    close(ctl_peer);
    for (int i = 0; i < c->connections; i++)
        close(in[i]);
    pin(cpu[0]);
    double us = run_broker(c, ctl_broker, out, measured_from);
    close(ctl_broker);
    for (int i = 0; i < c->connections; i++)
        close(out[i]);
    int status;
    if (waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "rrb-kernel: error: the controller and nodes of the %s shape failed\n", shape_name[shape]);
        exit(1);
    }
    if (us < 0) {
        fprintf(stderr, "rrb-kernel: error: the broker of the %s shape measured no move\n", shape_name[shape]);
        exit(1);
    }
    free(out);
    free(in);
    return us;
}

static void usage(void)
{
    fprintf(stderr,
            "usage: rrb-kernel [--connections N (1-4096, default 64)] [--size BYTES (1-65536, default 96)] "
            "[--seconds S (0.1-60, default 1)]\n");
    exit(2);
}

static void parse_args(int argc, char **argv, struct config *c)
{
    *c = (struct config){.connections = 64, .size = 96, .seconds = 1.0};
    for (int i = 1; i < argc; i += 2) {
        if (i + 1 >= argc)
            usage();
        char *end;
        double v = strtod(argv[i + 1], &end);
        if (*end || end == argv[i + 1])
            usage();
        if (strcmp(argv[i], "--connections") == 0 && v >= 1 && v <= 4096 && v == (int)v)
            c->connections = (int)v;
        else if (strcmp(argv[i], "--size") == 0 && v >= 1 && v <= 65536 && v == (int)v)
            c->size = (size_t)v;
        else if (strcmp(argv[i], "--seconds") == 0 && v >= 0.1 && v <= 60)
            c->seconds = v;
        else
            usage();
    }
}

int main(int argc, char **argv)
{
    struct config c;
    parse_args(argc, argv, &c);
    signal(SIGPIPE, SIG_IGN);
    struct rlimit r;
    if (getrlimit(RLIMIT_NOFILE, &r) == 0 && r.rlim_cur < (rlim_t)(2 * c.connections + 16)) {
        fprintf(stderr, "rrb-kernel: error: --connections %d needs %d open files; the limit is %llu\n",
                c.connections, 2 * c.connections + 16, (unsigned long long)r.rlim_cur);
        return 1;
    }
    int cpu[2];
    two_cpus(cpu);
    double us[WAYS][2];
    for (int w = 0; w < WAYS; w++)
        measure((enum way)w, &c, cpu, us[w]);
    double shape_us[SHAPES];
    for (int sh = 0; sh < SHAPES; sh++)
        shape_us[sh] = measure_shape((enum shape)sh, &c, cpu);
    printf("KERNEL size=%zu connections=%d batch=%d seconds=%g", c.size, c.connections, BATCH, c.seconds);
    for (int w = 0; w < WAYS; w++)
        printf(" %s_send_us=%.3f %s_recv_us=%.3f", way_name[w], us[w][0], way_name[w], us[w][1]);
    for (int sh = 0; sh < SHAPES; sh++)
        printf(" %s_us=%.3f", shape_name[sh], shape_us[sh]);
    printf(" cpus=%d,%d\n", cpu[0], cpu[1]);
    return 0;
}
