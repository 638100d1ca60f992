/* handshake_stall.c — an LD_PRELOAD library for tests only: a nanomsg process that is not scheduled
 * for a while as its first connection is being set up, as on a machine under heavy load, at the
 * instant that matters, every time.
 *
 *   RRB_HANDSHAKE_STALL=late     after sending its protocol header, the process does not get to read
 *                                its peer's until a message has arrived behind it and 1.3 s have
 *                                passed; meanwhile its own 1-s handshake timer expires
 *   RRB_HANDSHAKE_STALL=dialer   between connect() and its protocol header, the process waits until
 *                                its peer has given the connection up (the peer's 1-s handshake timer),
 *                                then sends its header and is descheduled until the peer's reset is in
 *                                (TCP only: over IPC the header's send fails at once, and nanomsg
 *                                dials again)
 *
 * nanomsg (src/transports/utils/streamhdr.c) gives a new connection 1000 ms to exchange the 8-byte
 * protocol headers ("\0SP\0", protocol, 0, 0), and its worker thread handles expired timers before
 * socket events (src/aio/worker_posix.inc). Each wait here is one the kernel may impose on a
 * starved process; only their timing is forced. The stall applies to the process's first connection
 * (its first connect()); a second connect() on the same descriptor (nanomsg dialing again) ends it. */
#include <dlfcn.h>
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <time.h>

#define HEADER_SIZE 8
#define LATE_S 1.3     /* past nanomsg's 1000-ms handshake timer */
#define GIVE_UP_S 30.0 /* a stall that waited this long for its peer ends anyway */

enum mode { MODE_NONE, MODE_LATE, MODE_DIALER };
enum stage { IDLE, CONNECTED, HEADER_SENT, DONE };

static enum mode mode = MODE_NONE;
static enum stage stage = IDLE;
static int target = -1;
static struct timespec header_sent;

static int (*real_connect)(int, const struct sockaddr *, socklen_t);
static ssize_t (*real_sendmsg)(int, const struct msghdr *, int);
static ssize_t (*real_recvmsg)(int, struct msghdr *, int);
static int (*real_epoll_wait)(int, struct epoll_event *, int, int);

__attribute__((constructor)) static void init(void)
{
    real_connect = (int (*)(int, const struct sockaddr *, socklen_t))dlsym(RTLD_NEXT, "connect");
    real_sendmsg = (ssize_t(*)(int, const struct msghdr *, int))dlsym(RTLD_NEXT, "sendmsg");
    real_recvmsg = (ssize_t(*)(int, struct msghdr *, int))dlsym(RTLD_NEXT, "recvmsg");
    real_epoll_wait = (int (*)(int, struct epoll_event *, int, int))dlsym(RTLD_NEXT, "epoll_wait");
    const char *spec = getenv("RRB_HANDSHAKE_STALL");
    if (spec && strcmp(spec, "late") == 0)
        mode = MODE_LATE;
    else if (spec && strcmp(spec, "dialer") == 0)
        mode = MODE_DIALER;
}

static double seconds_since(const struct timespec *t)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - t->tv_sec) + (double)(now.tv_nsec - t->tv_nsec) / 1e9;
}

/* Waits until fd reports one of `events` (poll's revents), at most GIVE_UP_S. */
static void wait_for(int fd, short events)
{
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    struct pollfd p = {.fd = fd, .events = events};
    while (seconds_since(&start) < GIVE_UP_S && !(poll(&p, 1, 10) > 0 && (p.revents & events)))
        ;
}

static int is_header(const struct msghdr *m, ssize_t sent)
{
    return sent == HEADER_SIZE && m->msg_iovlen >= 1 && m->msg_iov[0].iov_len >= 4 &&
           memcmp(m->msg_iov[0].iov_base, "\0SP\0", 4) == 0;
}

int connect(int fd, const struct sockaddr *addr, socklen_t len)
{
    int rc = real_connect(fd, addr, len);
    int saved = errno;
    if (mode != MODE_NONE && stage == IDLE) {
        target = fd;
        stage = CONNECTED;
        if (mode == MODE_DIALER) /* connected, then descheduled until the peer hangs up */
            wait_for(fd, POLLRDHUP);
    } else if (stage != IDLE && fd == target) {
        stage = DONE; /* nanomsg dials again: the first connection is over */
    }
    errno = saved;
    return rc;
}

ssize_t sendmsg(int fd, const struct msghdr *m, int flags)
{
    ssize_t n = real_sendmsg(fd, m, flags);
    int saved = errno;
    if (stage == CONNECTED && fd == target && is_header(m, n)) {
        clock_gettime(CLOCK_MONOTONIC, &header_sent);
        stage = HEADER_SENT;
        if (mode == MODE_DIALER) { /* the peer answers a header on a connection it closed with a reset */
            wait_for(fd, POLLERR | POLLHUP);
            stage = DONE;
        }
    }
    errno = saved;
    return n;
}

/* MODE_LATE: the peer's header "has not arrived" until a message is queued behind it and the
 * handshake timer has expired. */
ssize_t recvmsg(int fd, struct msghdr *m, int flags)
{
    if (mode == MODE_LATE && stage == HEADER_SENT && fd == target) {
        int queued = 0;
        if (ioctl(fd, FIONREAD, &queued) != 0)
            queued = 0;
        double waited = seconds_since(&header_sent);
        if ((queued <= HEADER_SIZE || waited < LATE_S) && waited < GIVE_UP_S) {
            errno = EAGAIN;
            return -1;
        }
        stage = DONE;
    }
    return real_recvmsg(fd, m, flags);
}

/* While MODE_LATE holds the header back, the thread wakes at most every 10 ms: the data waiting
 * makes the socket readable, and nanomsg would otherwise spin. */
int epoll_wait(int epfd, struct epoll_event *events, int max, int timeout)
{
    if (mode == MODE_LATE && stage == HEADER_SENT) {
        struct timespec tick = {0, 10 * 1000 * 1000};
        nanosleep(&tick, NULL);
    }
    return real_epoll_wait(epfd, events, max, timeout);
}
