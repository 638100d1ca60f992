/* raw.c — the floor: the adapter interface over plain POSIX stream sockets.
 *
 * No messaging library: TCP (TCP_NODELAY) or AF_UNIX stream sockets, and the
 * least code that carries the benchmark's messages correctly. Every other
 * library is compared against this, so it is written for speed as much as for
 * correctness: few syscalls per message, no per-message allocation, no copies
 * except where the kernel refuses to take bytes yet.
 *
 * Framing, on every connection: a 4-byte big-endian length, then that many
 * bytes. On the router <-> master link the body starts with a 4-byte route id
 * (chosen by the router per client connection: slot index + generation, so a
 * reused slot never matches an old id), followed by the message:
 *
 *   worker <-> router, worker <-> bound master:  [len][message]
 *   router <-> master:                           [len = 4 + message][route][message]
 *
 * A declared length above the limit (sock_params.max_msg_size, else the wire
 * format's maximum; +4 on the route link) is a protocol error and closes that
 * connection.
 *
 * Input buffers keep HEADROOM bytes in front of the first frame, so a frame's
 * header can be rewritten in place and every forwarded or answered frame goes
 * out as ONE contiguous send():
 *   client request  [len][msg]         -> [len+4][route][msg]  (prefix written into the 4 bytes before)
 *   master reply    [len][route][msg]  -> [len-4][msg]         (prefix written over the route id)
 *   master answer   [len][route][msg]  -> the same bytes, length rewritten
 *
 * Blocking peers (worker; master connected to the router): blocking sockets
 * with SO_RCVTIMEO/SO_SNDTIMEO = timeout. recv reads as much as the kernel has
 * into a buffer the socket owns and hands out one frame at a time, so several
 * queued frames cost one recv(). The connected master also coalesces small
 * replies: they are copied to an output buffer that is flushed (one send)
 * before it would block in recv(), so a batch of requests costs two syscalls,
 * not two per request.
 *
 * The event loop (router proxy, and the master bound in the direct topology):
 * non-blocking sockets, one epoll_wait per batch, edge-triggered EPOLLIN.
 * An event only marks a connection readable and puts it on a FIFO ready ring;
 * the ring is then served round-robin, one recv() per connection per pass (a
 * recv that filled the buffer leaves it readable, so it goes back to the
 * tail). Edge-triggered input lets the loop stop reading a connection (for
 * backpressure) without an epoll_ctl per connection and without busy-waking.
 * EPOLLOUT is added only while a connection has output pending (and removed
 * when it drains): sends are always tried directly first, and only the bytes
 * the kernel did not take are copied to the connection's output buffer.
 *
 * Router specifics: requests to the master smaller than COALESCE_MAX are
 * appended to the master's output buffer and flushed once per batch (one send
 * for many requests); larger ones are sent directly. Backpressure: clients are
 * not read while the bytes waiting for the master (output buffers + the
 * backlog kept while no master is connected) exceed HIGH_WATER, until they
 * fall below LOW_WATER; a client is not read while its own reply is still
 * being written. So no buffer grows without bound: a client buffers at most
 * one frame (plus one read), the master side at most HIGH_WATER + one batch.
 * Buffers grow to the frame size they must hold and are kept for reuse up to
 * KEEP_MAX; larger ones are freed when empty.
 *
 * Pub/sub (Grischa's rounds; section "pub/sub" at the end). Publishers and
 * subscribers are blocking peers that connect to the broker's two listeners.
 * On these connections the body of every frame starts with a kind byte, so a
 * subscription can never be mistaken for a message or the other way round:
 *
 *   publisher -> broker -> subscriber:  [len = 1 + message]['D'][message]
 *   subscriber -> broker:               [len = 1 + topic]['S'][topic]    (topic <= 255 bytes)
 *
 * The broker topic-routes, as a floor must (it never broadcasts): it keeps
 * each subscriber connection's subscriptions in a hash table keyed by the
 * exact subscription bytes, and remembers which subscription lengths exist;
 * a message is looked up once per distinct length, by its prefix of that
 * length (O(distinct lengths) per message, not O(subscribers)), and its frame
 * goes, byte for byte as it came, once to every subscriber found. A message
 * nobody has subscribed to yet is dropped (pub/sub: the controller repeats
 * its hellos until every node answers). Output to a slow subscriber is
 * buffered, never dropped; a subscriber with more than SUB_OUT_MAX (1 GiB)
 * waiting is disconnected (its messages then stop, loudly, instead of the
 * broker growing without bound). Anything else on these connections (an
 * empty frame, a subscription from a publisher, a message from a subscriber,
 * an unknown kind, an oversized length or topic) closes that one connection,
 * as the router closes a client that breaks the framing.
 */
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include "adapter.h"
#include "wire.h"

#define PREFIX 4                  /* length prefix of every frame */
#define ROUTE 4                   /* route id on the router <-> master link */
#define HEADROOM 4                /* room in front of input: prefix for the master link */
#define KEEP_MAX (8u << 20)       /* empty buffers up to this size are kept for reuse
                                     (above HIGH_WATER, so a master link that filled up
                                     keeps its buffer for the next burst) */
#define HIGH_WATER (4u << 20)     /* router: stop reading clients above this much for the master */
#define LOW_WATER (1u << 20)      /* ... and resume below this */
#define COALESCE_MAX (16u << 10)  /* smaller frames are batched into one send */
#define OUT_BATCH (256u << 10)    /* connected master: flush batched replies beyond this */
#define PEER_IN (64u << 10)       /* default input buffer: worker, client, direct peer */
#define LINK_IN (256u << 10)      /* default input buffer: router <-> master link */
#define MAX_EVENTS 256
#define SLOT_BITS 20              /* route id = generation << SLOT_BITS | slot */
#define MAX_SLOTS (1u << SLOT_BITS)
#define CONNECT_RETRY_MS 10
#define POLL_EVERY 32             /* bound master: look for new events at least this often */
#define PS_KIND 1                 /* pub/sub: the kind byte in front of every frame's body */
#define PS_DATA 'D'               /* ... a published message */
#define PS_SUBSCRIBE 'S'          /* ... a subscription (from a subscriber) */
#define TOPIC_MAX 255u            /* longest subscription */
#define SUBS_PER_CONN_MAX (1u << 16) /* subscriptions one connection may hold (a stranger's cap) */
#define SUB_OUT_MAX (1ull << 30)  /* broker: a subscriber with more output waiting is closed */
#define SUBSCRIBER_IN (4u << 10)  /* default input buffer: a subscriber sends only subscriptions */

/* ---------------------------------------------------------------- errors */

static _Thread_local char err_text[256];

static int fail_msg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int fail_msg(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err_text, sizeof err_text, fmt, ap);
    va_end(ap);
    return -1;
}

/* strerror(errno), prefixed by `what` when given. */
static int fail_errno(const char *what)
{
    int e = errno;
    if (what)
        return fail_msg("%s: %s", what, strerror(e));
    return fail_msg("%s", strerror(e));
}

static const char *raw_last_error(void)
{
    return err_text;
}

/* ---------------------------------------------------------------- helpers */

static uint32_t get_be32(const unsigned char *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static void put_be32(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)(v >> 24);
    p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8);
    p[3] = (unsigned char)v;
}

static int64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* ---------------------------------------------------------------- buffers
 *
 * A byte queue: bytes [start, end) of data[0, cap) are pending. Input buffers
 * keep HEADROOM free bytes before the first frame (head = HEADROOM), output
 * buffers none (head = 0). */

struct buf {
    unsigned char *data;
    size_t cap, start, end;
};

static size_t buf_len(const struct buf *b)
{
    return b->end - b->start;
}

static void buf_free(struct buf *b)
{
    free(b->data);
    *b = (struct buf){0};
}

/* Called when a buffer may have become empty: rewinds it, and gives back
 * memory only a very large frame needed (kept below KEEP_MAX, so steady
 * traffic never allocates). */
static void buf_settle(struct buf *b, size_t head)
{
    if (b->start != b->end)
        return;
    if (b->cap > KEEP_MAX)
        buf_free(b);
    b->start = b->end = b->cap ? head : 0;
}

/* Makes data[start ..] hold at least `need` bytes: slides the pending bytes
 * down to `head` if that suffices, else moves them to a larger buffer. */
static int buf_room(struct buf *b, size_t head, size_t need, size_t dflt)
{
    size_t used = buf_len(b);
    if (b->cap && b->start + need <= b->cap)
        return 0;
    if (b->cap && head + need <= b->cap) {
        memmove(b->data + head, b->data + b->start, used);
    } else {
        /* Grow at least geometrically: appending frame after frame to a
         * pending output must not copy everything pending each time. */
        size_t want = need > dflt ? need : dflt;
        if (want < 2 * b->cap)
            want = 2 * b->cap;
        size_t cap = head + want;
        cap = (cap + 4095) & ~(size_t)4095;
        unsigned char *data = malloc(cap);
        if (!data)
            return fail_msg("out of memory for a %zu-byte buffer", cap);
        if (used)
            memcpy(data + head, b->data + b->start, used);
        free(b->data);
        b->data = data;
        b->cap = cap;
    }
    b->start = head;
    b->end = head + used;
    return 0;
}

/* Appends the bytes of iov[] after skipping the first `skip` of them. */
static int buf_append(struct buf *b, const struct iovec *iov, int cnt, size_t skip)
{
    size_t total = 0;
    for (int i = 0; i < cnt; i++)
        total += iov[i].iov_len;
    if (skip >= total)
        return 0;
    if (buf_len(b) == 0)
        b->start = b->end = 0;
    if (buf_room(b, 0, buf_len(b) + total - skip, 0) != 0)
        return -1;
    for (int i = 0; i < cnt; i++) {
        size_t n = iov[i].iov_len;
        const unsigned char *p = iov[i].iov_base;
        if (skip >= n) {
            skip -= n;
            continue;
        }
        memcpy(b->data + b->end, p + skip, n - skip);
        b->end += n - skip;
        skip = 0;
    }
    return 0;
}

/* What the next read must make room for: the whole current frame when its
 * prefix is in, else the prefix. */
static size_t frame_need(const struct buf *in)
{
    return buf_len(in) >= PREFIX ? PREFIX + (size_t)get_be32(in->data + in->start) : PREFIX;
}

/* 1: a whole frame is at in->start (*len = its body length); 0: not yet;
 * -1: it declares more than `limit` bytes (*len says how many). */
static int frame_peek(const struct buf *in, size_t limit, size_t *len)
{
    if (buf_len(in) < PREFIX)
        return 0;
    *len = get_be32(in->data + in->start);
    if (*len > limit)
        return -1;
    return buf_len(in) - PREFIX >= *len;
}

/* Prepares `in` for one read: room for the whole current frame and at least a
 * quarter of the default buffer, sliding a partial frame down when needed. */
static int in_prepare(struct buf *in, size_t dflt)
{
    size_t need = frame_need(in);
    if (buf_len(in) == 0 && in->cap)
        in->start = in->end = HEADROOM;
    if (!in->cap || in->start + need > in->cap || (in->cap - in->end < dflt / 4 && in->start > HEADROOM))
        return buf_room(in, HEADROOM, need > buf_len(in) + dflt / 4 ? need : buf_len(in) + dflt / 4, dflt);
    return 0;
}

/* ---------------------------------------------------------------- addresses */

struct addr {
    struct sockaddr_storage ss;
    socklen_t len;
    int family;
};

#define MAX_ADDRS 8

/* Resolves "tcp://HOST:PORT" or "ipc:///path" (already validated by cli.c)
 * into up to MAX_ADDRS addresses. "*" as the host of a listener = any. */
static int resolve(const char *ep, bool passive, struct addr *out, int *count)
{
    *count = 0;
    if (strncmp(ep, "ipc://", 6) == 0) {
        struct sockaddr_un *un = (struct sockaddr_un *)&out[0].ss;
        const char *path = ep + 6;
        if (strlen(path) >= sizeof un->sun_path)
            return fail_msg("ipc path too long: %s", path);
        memset(un, 0, sizeof *un);
        un->sun_family = AF_UNIX;
        strcpy(un->sun_path, path);
        out[0].len = sizeof *un;
        out[0].family = AF_UNIX;
        *count = 1;
        return 0;
    }
    if (strncmp(ep, "tcp://", 6) != 0)
        return fail_msg("'%s' is not an endpoint: expected tcp://HOST:PORT or ipc:///path", ep);
    char host[256];
    const char *h = ep + 6, *colon = strrchr(h, ':');
    size_t hl = colon ? (size_t)(colon - h) : 0;
    if (!colon || hl == 0 || hl >= sizeof host)
        return fail_msg("'%s': expected tcp://HOST:PORT", ep);
    if (h[0] == '[' && h[hl - 1] == ']') { /* [IPv6] */
        h++;
        hl -= 2;
    }
    memcpy(host, h, hl);
    host[hl] = '\0';
    struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM,
                             .ai_flags = passive ? AI_PASSIVE : 0};
    bool any = strcmp(host, "*") == 0;
    if (any)
        hints.ai_family = AF_INET;
    struct addrinfo *res;
    int rc = getaddrinfo(any ? NULL : host, colon + 1, &hints, &res);
    if (rc != 0)
        return fail_msg("cannot resolve '%s': %s", host, gai_strerror(rc));
    for (struct addrinfo *a = res; a && *count < MAX_ADDRS; a = a->ai_next) {
        if (a->ai_addrlen > sizeof out[*count].ss)
            continue;
        memcpy(&out[*count].ss, a->ai_addr, a->ai_addrlen);
        out[*count].len = a->ai_addrlen;
        out[*count].family = a->ai_family;
        (*count)++;
    }
    freeaddrinfo(res);
    return *count ? 0 : fail_msg("'%s' resolves to no stream address", host);
}

static int set_opt(int fd, int level, int name, int value)
{
    return setsockopt(fd, level, name, &value, sizeof value);
}

/* Options every connection gets: TCP_NODELAY (a request or reply is one
 * write; Nagle would hold it for an ACK), and with --equalize the common
 * socket buffer size. */
static int tune_connection(int fd, int family, bool equalize)
{
    if (family != AF_UNIX && set_opt(fd, IPPROTO_TCP, TCP_NODELAY, 1) != 0)
        return fail_errno("TCP_NODELAY");
    if (equalize && (set_opt(fd, SOL_SOCKET, SO_SNDBUF, EQUAL_SOCKET_BUFFER) != 0 ||
                     set_opt(fd, SOL_SOCKET, SO_RCVBUF, EQUAL_SOCKET_BUFFER) != 0))
        return fail_errno("SO_SNDBUF/SO_RCVBUF");
    return 0;
}

/* Blocking sockets wait at most timeout_ms per send/recv (and connect). */
static int set_timeouts(int fd, int timeout_ms)
{
    if (timeout_ms < 0)
        return 0;
    if (timeout_ms == 0)
        timeout_ms = 1; /* 0 would mean "forever" to the kernel */
    struct timeval tv = {.tv_sec = timeout_ms / 1000, .tv_usec = (timeout_ms % 1000) * 1000};
    if (setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv) != 0 ||
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv) != 0)
        return fail_errno("SO_RCVTIMEO/SO_SNDTIMEO");
    return 0;
}

/* ---------------------------------------------------------------- sockets */

struct hub;

struct adapter_sock {
    enum sock_kind kind;
    struct sock_params p;
    size_t limit;     /* largest message accepted (route id not included) */
    int fd;           /* the connection (blocking peers) */
    int listen_fd;    /* after bind */
    int family;       /* of the connection / listener */
    char unlink_path[sizeof(((struct sockaddr_un *)0)->sun_path)];
    bool broken;      /* the stream lost its framing (timeout mid-send, bad frame, EOF) */
    /* blocking peers */
    struct buf in, out;
    size_t held;      /* bytes of the frame handed out, consumed by the next recv */
    uint32_t route;   /* connected master: route id of the last request */
    /* master bound in the direct topology */
    struct hub *hub;
};

static struct adapter_sock *raw_open(enum sock_kind kind, const struct sock_params *p)
{
    struct adapter_sock *s = calloc(1, sizeof *s);
    if (!s) {
        fail_msg("out of memory");
        return NULL;
    }
    s->kind = kind;
    s->p = *p;
    s->limit = p->max_msg_size ? p->max_msg_size : (size_t)WIRE_HEADER_SIZE + WIRE_MAX_PAYLOAD;
    s->fd = s->listen_fd = -1;
    return s;
}

/* The route link carries a route id in front of every message. */
static bool routed(const struct adapter_sock *s)
{
    return s->kind == SOCK_MASTER && s->fd >= 0 && !s->hub;
}

static int listen_on(struct adapter_sock *s, const char *endpoint)
{
    struct addr a[MAX_ADDRS];
    int n;
    if (resolve(endpoint, true, a, &n) != 0)
        return -1;
    int fd = socket(a[0].family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return fail_errno("socket");
    if (a[0].family == AF_UNIX) {
        /* A stale file from a dead process would make bind fail; a live
         * listener was already refused by runtime.c (endpoint_check_free). */
        unlink(((struct sockaddr_un *)&a[0].ss)->sun_path);
    } else if (set_opt(fd, SOL_SOCKET, SO_REUSEADDR, 1) != 0) {
        /* rebinding a port whose previous connections are in TIME_WAIT */
        close(fd);
        return fail_errno("SO_REUSEADDR");
    }
    if (bind(fd, (struct sockaddr *)&a[0].ss, a[0].len) != 0 || listen(fd, SOMAXCONN) != 0) {
        fail_errno(NULL);
        close(fd);
        return -1;
    }
    if (a[0].family == AF_UNIX)
        snprintf(s->unlink_path, sizeof s->unlink_path, "%s", ((struct sockaddr_un *)&a[0].ss)->sun_path);
    s->listen_fd = fd;
    s->family = a[0].family;
    return 0;
}

/* One blocking connect to any of the addresses; returns the fd or -1 (errno). */
static int connect_once(struct adapter_sock *s, const struct addr *a, int n)
{
    int err = ECONNREFUSED;
    for (int i = 0; i < n; i++) {
        int fd = socket(a[i].family, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (fd < 0)
            return -1;
        if (set_timeouts(fd, s->p.timeout_ms) == 0 && tune_connection(fd, a[i].family, s->p.equalize) == 0 &&
            connect(fd, (const struct sockaddr *)&a[i].ss, a[i].len) == 0) {
            s->family = a[i].family;
            return fd;
        }
        err = errno;
        close(fd);
    }
    errno = err;
    return -1;
}

/* Connects, retrying every CONNECT_RETRY_MS while nobody listens yet (the
 * peer may still be starting), for at most timeout_ms. */
static int raw_connect(struct adapter_sock *s, const char *endpoint)
{
    if (s->kind == SOCK_ROUTER_FRONT || s->kind == SOCK_ROUTER_BACK)
        return fail_msg("the router's sockets bind; they do not connect");
    if (s->kind == SOCK_BROKER_XSUB || s->kind == SOCK_BROKER_XPUB)
        return fail_msg("the broker's sockets bind; they do not connect");
    if (s->fd >= 0 || s->listen_fd >= 0)
        return fail_msg("socket is already connected or bound");
    struct addr a[MAX_ADDRS];
    int n;
    if (resolve(endpoint, false, a, &n) != 0)
        return -1;
    int64_t deadline = s->p.timeout_ms < 0 ? -1 : now_ms() + s->p.timeout_ms;
    for (;;) {
        int fd = connect_once(s, a, n);
        if (fd >= 0) {
            s->fd = fd;
            return 0;
        }
        bool retry = errno == ECONNREFUSED || errno == ENOENT || errno == EAGAIN || errno == EINTR;
        if (!retry || (deadline >= 0 && now_ms() >= deadline))
            return errno == EINPROGRESS ? fail_msg("connect timed out") : fail_errno(NULL);
        struct timespec ts = {0, CONNECT_RETRY_MS * 1000000L};
        nanosleep(&ts, NULL);
    }
}

/* ---------------------------------------------------------------- blocking peers */

/* A pipelining worker (SOCK_PIPELINED) whose send would block reads meanwhile:
 * the broker stops reading a client while that client's replies wait to be
 * written, so a worker blocked in send with its replies unread waits for
 * ever. Waits for either, up to the timeout; what arrives is buffered for
 * peer_recv. Returns 0 to try the send again, or -1. */
static int read_while_blocked(struct adapter_sock *s)
{
    struct pollfd pfd = {.fd = s->fd, .events = POLLIN | POLLOUT};
    int rc = poll(&pfd, 1, s->p.timeout_ms);
    if (rc < 0)
        return errno == EINTR ? 0 : fail_errno("poll");
    if (rc == 0)
        return fail_msg("send timed out after %d ms", s->p.timeout_ms);
    if (!(pfd.revents & (POLLIN | POLLHUP | POLLERR)))
        return 0;
    if (in_prepare(&s->in, PEER_IN) != 0)
        return -1;
    ssize_t n = recv(s->fd, s->in.data + s->in.end, s->in.cap - s->in.end, MSG_DONTWAIT);
    if (n > 0)
        s->in.end += (size_t)n;
    else if (n == 0)
        return fail_msg("connection closed by peer");
    else if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
        return fail_errno(NULL);
    return 0;
}

/* Sends every byte of iov[] on a blocking socket (the kernel may take less
 * than all at once). A timeout mid-frame breaks the stream for good. */
static int send_all(struct adapter_sock *s, struct iovec *iov, int cnt)
{
    struct msghdr mh = {.msg_iov = iov, .msg_iovlen = (size_t)cnt};
    bool pipelined = s->kind == SOCK_PIPELINED;
    while (mh.msg_iovlen) {
        ssize_t w = sendmsg(s->fd, &mh, MSG_NOSIGNAL | (pipelined ? MSG_DONTWAIT : 0));
        if (w < 0) {
            if (errno == EINTR)
                continue;
            if (pipelined && (errno == EAGAIN || errno == EWOULDBLOCK)) {
                if (read_while_blocked(s) == 0)
                    continue;
                s->broken = true;
                return -1;
            }
            s->broken = true;
            if (errno == EAGAIN || errno == EWOULDBLOCK)
                return fail_msg("send timed out after %d ms", s->p.timeout_ms);
            return fail_errno(NULL);
        }
        while (mh.msg_iovlen && (size_t)w >= mh.msg_iov->iov_len) {
            w -= (ssize_t)mh.msg_iov->iov_len;
            mh.msg_iov++;
            mh.msg_iovlen--;
        }
        if (mh.msg_iovlen) {
            mh.msg_iov->iov_base = (char *)mh.msg_iov->iov_base + w;
            mh.msg_iov->iov_len -= (size_t)w;
        }
    }
    return 0;
}

/* Writes the batched replies of a connected master. */
static int flush_out(struct adapter_sock *s)
{
    if (!buf_len(&s->out))
        return 0;
    struct iovec iov = {s->out.data + s->out.start, buf_len(&s->out)};
    s->out.start = s->out.end;
    int rc = send_all(s, &iov, 1);
    buf_settle(&s->out, 0);
    return rc;
}

/* A worker that bound (unusual, but the flags allow it) serves the first
 * peer that connects. */
static int accept_peer(struct adapter_sock *s)
{
    struct pollfd pfd = {.fd = s->listen_fd, .events = POLLIN};
    for (;;) {
        int rc = poll(&pfd, 1, s->p.timeout_ms);
        if (rc == 0)
            return fail_msg("nobody connected within %d ms", s->p.timeout_ms);
        if (rc < 0 && errno != EINTR)
            return fail_errno("poll");
        int fd = accept4(s->listen_fd, NULL, NULL, SOCK_CLOEXEC);
        if (fd < 0) {
            if (errno == EAGAIN || errno == EINTR || errno == ECONNABORTED)
                continue;
            return fail_errno("accept");
        }
        if (set_timeouts(fd, s->p.timeout_ms) != 0 || tune_connection(fd, s->family, s->p.equalize) != 0) {
            close(fd);
            return -1;
        }
        s->fd = fd;
        return 0;
    }
}

static int peer_ready(struct adapter_sock *s)
{
    if (s->broken)
        return fail_msg("the connection is unusable after an earlier error");
    if (s->fd < 0 && s->listen_fd >= 0)
        return accept_peer(s);
    if (s->fd < 0)
        return fail_msg("socket is not connected");
    return 0;
}

/* Drops the frame handed out last, then reads until a whole frame (body at
 * most `limit` bytes) is buffered at s->in.start: 0 (*len = its body
 * length), ADAPTER_TIMEOUT, or -1. `dflt`: the input buffer's default size. */
static int peer_next_frame(struct adapter_sock *s, size_t limit, size_t dflt, size_t *len)
{
    s->in.start += s->held; /* the previous message is done with */
    s->held = 0;
    buf_settle(&s->in, HEADROOM);
    int k;
    while ((k = frame_peek(&s->in, limit, len)) == 0) {
        /* About to block: whatever replies are batched must go out first. */
        if (flush_out(s) != 0)
            return -1;
        if (in_prepare(&s->in, dflt) != 0)
            return -1;
        ssize_t n = recv(s->fd, s->in.data + s->in.end, s->in.cap - s->in.end, 0);
        if (n > 0) {
            s->in.end += (size_t)n;
        } else if (n == 0) {
            s->broken = true;
            return fail_msg("connection closed by peer");
        } else if (errno == EAGAIN || errno == EWOULDBLOCK) {
            fail_msg("no message within %d ms", s->p.timeout_ms);
            return ADAPTER_TIMEOUT; /* a partial frame stays buffered */
        } else if (errno != EINTR) {
            s->broken = true;
            return fail_errno(NULL);
        }
    }
    if (k < 0) {
        s->broken = true;
        return fail_msg("frame of %zu bytes exceeds the limit %zu", *len, limit);
    }
    return 0;
}

static int peer_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    if (peer_ready(s) != 0)
        return -1;
    size_t extra = routed(s) ? ROUTE : 0, len = 0;
    int rc = peer_next_frame(s, s->limit + extra, extra ? LINK_IN : PEER_IN, &len);
    if (rc != 0)
        return rc;
    if (len < extra) {
        s->broken = true;
        return fail_msg("frame of %zu bytes has no route id", len);
    }
    unsigned char *frame = s->in.data + s->in.start;
    if (extra)
        s->route = get_be32(frame + PREFIX);
    m->data = frame + PREFIX + extra;
    m->size = len - extra;
    s->held = PREFIX + len;
    return 0;
}

/* Sends [prefix][route id][msg] (route id only on the route link). When `msg`
 * is the message recv handed out, its own frame bytes are rewritten in place
 * and sent as one piece. */
static int peer_send(struct adapter_sock *s, const void *msg, size_t len)
{
    if (peer_ready(s) != 0)
        return -1;
    size_t extra = routed(s) ? ROUTE : 0;
    unsigned char hdr[PREFIX + ROUTE];
    unsigned char *frame = s->held ? s->in.data + s->in.start : NULL;
    struct iovec iov[2];
    int cnt;
    if (frame && msg == frame + PREFIX + extra && PREFIX + extra + len <= s->held) {
        put_be32(frame, (uint32_t)(len + extra)); /* route id is still in place */
        iov[0] = (struct iovec){frame, PREFIX + extra + len};
        cnt = 1;
    } else {
        put_be32(hdr, (uint32_t)(len + extra));
        put_be32(hdr + PREFIX, s->route);
        iov[0] = (struct iovec){hdr, PREFIX + extra};
        iov[1] = (struct iovec){(void *)msg, len};
        cnt = 2;
    }
    size_t total = PREFIX + extra + len;
    /* The connected master batches small replies until it would block. */
    if (extra && total < COALESCE_MAX) {
        if (buf_append(&s->out, iov, cnt, 0) != 0)
            return -1;
        return buf_len(&s->out) >= OUT_BATCH ? flush_out(s) : 0;
    }
    if (flush_out(s) != 0)
        return -1;
    return send_all(s, iov, cnt);
}

/* ---------------------------------------------------------------- event loop */

/* Listeners first (is_listener), then what they accept, in the same order. */
enum conn_role {
    C_LISTEN_FRONT, C_LISTEN_BACK, C_LISTEN_DIRECT, C_LISTEN_PUBLISHERS, C_LISTEN_SUBSCRIBERS,
    C_CLIENT, C_MASTER, C_PEER, C_PUBLISHER, C_SUBSCRIBER,
};

struct sub_ref;     /* pub/sub: one of a subscriber's subscriptions */
struct topic_index; /* pub/sub: every subscription the broker knows */

struct conn {
    int fd;
    enum conn_role role;
    int family;       /* listener: of what it accepts */
    uint32_t route;   /* client: its route id; every connection but a master: its slot */
    struct buf in, out;
    bool readable;    /* the kernel may have bytes for us */
    bool queued;      /* on a ready ring */
    bool armed;       /* EPOLLOUT registered: output is pending */
    bool dirty;       /* on the flush list */
    bool dead;        /* closed; freed at the end of the batch */
    struct conn *next_dead;
    /* pub/sub subscriber */
    struct sub_ref *subs;    /* its subscriptions, each with its place in the topic index */
    uint32_t nsubs, subs_cap;
    uint64_t last_delivery;  /* number of the last message sent to it (sent once, however many match) */
};

static bool is_listener(const struct conn *c)
{
    return c->role <= C_LISTEN_SUBSCRIBERS;
}

/* FIFO of connections to read, served round-robin. */
struct ring {
    struct conn **items;
    size_t cap, head, count;
};

/* Everything an event loop owns: the router's proxy, or the bound master. */
struct hub {
    int ep;
    bool equalize;
    size_t limit;        /* largest message from a worker/client */
    struct conn listen[2];
    struct ring ready[2];    /* [0] clients / peers, [1] masters */
    struct conn **dirty;     /* router: connections with batched output */
    size_t ndirty, dirty_cap;
    struct conn *dead;
    struct conn **slots;     /* every connection by slot (router: the route id's slot) */
    uint32_t *gens;          /* generation per slot */
    uint32_t *free_slots, nfree, nslots;
    struct conn **masters;
    size_t nmasters, masters_cap, next_master;
    /* router */
    struct buf backlog;      /* requests while no master is connected */
    bool paused;             /* clients not read: too much waits for the master */
    /* bound master */
    struct conn *cur;        /* sender of the last message handed out */
    size_t held;             /* its frame's bytes in cur->in, consumed by the next recv */
    unsigned since_poll;
    /* pub/sub broker */
    struct topic_index *topics; /* every subscriber's subscriptions */
    /* counters */
    uint64_t dropped_replies, protocol_errors, accepted, slow_subscribers;
};

static int ring_push(struct ring *r, struct conn *c)
{
    if (r->count == r->cap) {
        size_t cap = r->cap ? 2 * r->cap : 64;
        struct conn **items = malloc(cap * sizeof *items);
        if (!items)
            return fail_msg("out of memory");
        for (size_t i = 0; i < r->count; i++)
            items[i] = r->items[(r->head + i) % r->cap];
        free(r->items);
        r->items = items;
        r->cap = cap;
        r->head = 0;
    }
    r->items[(r->head + r->count++) % r->cap] = c;
    c->queued = true;
    return 0;
}

/* Next connection, or NULL when empty (closed ones are skipped). */
static struct conn *ring_pop(struct ring *r)
{
    while (r->count) {
        struct conn *c = r->items[r->head];
        r->head = (r->head + 1) % r->cap;
        r->count--;
        if (c) {
            c->queued = false;
            return c;
        }
    }
    return NULL;
}

static void ring_forget(struct ring *r, const struct conn *c)
{
    for (size_t i = 0; i < r->count; i++)
        if (r->items[(r->head + i) % r->cap] == c)
            r->items[(r->head + i) % r->cap] = NULL;
}

static struct ring *ring_of(struct hub *h, const struct conn *c)
{
    return &h->ready[c->role == C_MASTER];
}

/* Queues a readable connection, unless it must not be read now: a client or
 * peer whose last reply is still being written sends nothing new that we
 * should take (this bounds its output buffer). */
static bool has_frame(const struct conn *c)
{
    size_t n = buf_len(&c->in);
    return n >= PREFIX && n - PREFIX >= get_be32(c->in.data + c->in.start);
}

static void want_read(struct hub *h, struct conn *c)
{
    if (c->dead || c->queued || !(c->readable || has_frame(c)) || (c->role != C_MASTER && buf_len(&c->out)))
        return;
    if (ring_push(ring_of(h, c), c) != 0)
        c->readable = false; /* out of memory: wait for the next event */
}

static int arm(struct hub *h, struct conn *c, bool out)
{
    if (c->armed == out)
        return 0;
    struct epoll_event ev = {.events = EPOLLIN | EPOLLET | (out ? EPOLLOUT : 0), .data.ptr = c};
    if (epoll_ctl(h->ep, EPOLL_CTL_MOD, c->fd, &ev) != 0)
        return fail_errno("epoll_ctl");
    c->armed = out;
    return 0;
}

static void router_resume_check(struct hub *h);
static void topics_forget(struct hub *h, struct conn *c);

/* Closes a connection now; its memory is freed after the batch (events of
 * this batch may still point at it). */
static void conn_close(struct hub *h, struct conn *c)
{
    if (c->dead)
        return;
    c->dead = true;
    epoll_ctl(h->ep, EPOLL_CTL_DEL, c->fd, NULL);
    close(c->fd);
    if (c->queued)
        ring_forget(ring_of(h, c), c);
    if (c->role == C_MASTER) {
        for (size_t i = 0; i < h->nmasters; i++)
            if (h->masters[i] == c)
                h->masters[i] = h->masters[--h->nmasters];
        /* Requests still queued for it are lost; their clients time out. */
        router_resume_check(h);
    } else { /* every other accepted connection has a slot (listeners are never closed here) */
        uint32_t slot = c->route & (MAX_SLOTS - 1);
        h->slots[slot] = NULL;
        h->gens[slot]++;
        h->free_slots[h->nfree++] = slot;
    }
    if (h->cur == c) {
        h->cur = NULL;
        h->held = 0;
    }
    c->next_dead = h->dead;
    h->dead = c;
}

static void reap(struct hub *h)
{
    while (h->dead) {
        struct conn *c = h->dead;
        h->dead = c->next_dead;
        /* Out of the topic index only now: a closed subscriber may be closed
         * while a message is being delivered along its topic's list. */
        if (c->nsubs)
            topics_forget(h, c);
        free(c->subs);
        buf_free(&c->in);
        buf_free(&c->out);
        free(c);
    }
}

/* Writes pending output; on completion drops EPOLLOUT and lets the
 * connection be read again. */
static void conn_flush(struct hub *h, struct conn *c)
{
    while (buf_len(&c->out)) {
        ssize_t w = send(c->fd, c->out.data + c->out.start, buf_len(&c->out), MSG_NOSIGNAL);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK)
                break;
            if (c->role == C_CLIENT || c->role == C_PEER)
                h->dropped_replies++;
            conn_close(h, c);
            return;
        }
        c->out.start += (size_t)w;
    }
    bool pending = buf_len(&c->out) != 0;
    buf_settle(&c->out, 0);
    if (arm(h, c, pending) != 0) {
        conn_close(h, c);
        return;
    }
    if (!pending)
        want_read(h, c);
    /* A partly drained master link may already be below LOW_WATER. */
    if (c->role == C_MASTER)
        router_resume_check(h);
}

/* Sends iov[] now if nothing is pending (the kernel takes what it can), and
 * copies what it did not take to the output buffer. Batched frames (`batch`)
 * are only copied, and sent once per batch by flush_dirty(). */
static void conn_write(struct hub *h, struct conn *c, struct iovec *iov, int cnt, bool batch)
{
    size_t done = 0;
    if (!buf_len(&c->out) && !batch) {
        struct msghdr mh = {.msg_iov = iov, .msg_iovlen = (size_t)cnt};
        ssize_t w;
        while ((w = sendmsg(c->fd, &mh, MSG_NOSIGNAL)) < 0 && errno == EINTR)
            ;
        if (w < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
            if (c->role == C_CLIENT || c->role == C_PEER)
                h->dropped_replies++;
            conn_close(h, c);
            return;
        }
        done = w < 0 ? 0 : (size_t)w;
    }
    bool was_pending = buf_len(&c->out) != 0;
    if (buf_append(&c->out, iov, cnt, done) != 0) {
        conn_close(h, c); /* out of memory: give up this connection, not the loop */
        return;
    }
    if (!buf_len(&c->out) || was_pending)
        return;
    if (batch && !c->armed) {
        if (!c->dirty) {
            if (h->ndirty == h->dirty_cap) {
                size_t cap = h->dirty_cap ? 2 * h->dirty_cap : 16;
                struct conn **d = realloc(h->dirty, cap * sizeof *d);
                if (!d) {
                    conn_close(h, c);
                    return;
                }
                h->dirty = d;
                h->dirty_cap = cap;
            }
            h->dirty[h->ndirty++] = c;
            c->dirty = true;
        }
    } else if (arm(h, c, true) != 0) {
        conn_close(h, c);
    }
}

static void flush_dirty(struct hub *h)
{
    for (size_t i = 0; i < h->ndirty; i++) {
        struct conn *c = h->dirty[i];
        c->dirty = false;
        if (!c->dead && !c->armed)
            conn_flush(h, c);
    }
    h->ndirty = 0;
}

static int hub_add(struct hub *h, struct conn *c)
{
    struct epoll_event ev = {.events = EPOLLIN | EPOLLET, .data.ptr = c};
    if (epoll_ctl(h->ep, EPOLL_CTL_ADD, c->fd, &ev) != 0)
        return fail_errno("epoll_ctl");
    return 0;
}

static int hub_init(struct hub *h, const struct adapter_sock *s)
{
    memset(h, 0, sizeof *h);
    h->equalize = s->p.equalize;
    h->limit = s->limit;
    h->ep = epoll_create1(EPOLL_CLOEXEC);
    if (h->ep < 0)
        return fail_errno("epoll_create1");
    return 0;
}

static void hub_free(struct hub *h)
{
    /* every connection is in a slot or a master: close them all */
    for (uint32_t i = 0; i < h->nslots; i++)
        if (h->slots[i])
            conn_close(h, h->slots[i]);
    while (h->nmasters)
        conn_close(h, h->masters[0]);
    reap(h);
    for (int i = 0; i < 2; i++)
        free(h->ready[i].items);
    free(h->dirty);
    free(h->slots);
    free(h->gens);
    free(h->free_slots);
    free(h->masters);
    buf_free(&h->backlog);
    if (h->ep >= 0)
        close(h->ep);
}

/* ---------------------------------------------------------------- router */

/* Bytes waiting to reach a master. */
static size_t master_pending(const struct hub *h)
{
    size_t n = buf_len(&h->backlog);
    for (size_t i = 0; i < h->nmasters; i++)
        n += buf_len(&h->masters[i]->out);
    return n;
}

static void router_resume_check(struct hub *h)
{
    if (h->paused && master_pending(h) < LOW_WATER)
        h->paused = false;
}

static int slot_take(struct hub *h, struct conn *c)
{
    if (!h->nfree) {
        if (h->nslots == MAX_SLOTS)
            return fail_msg("too many clients");
        uint32_t n = h->nslots ? 2 * h->nslots : 64;
        if (n > MAX_SLOTS)
            n = MAX_SLOTS;
        struct conn **slots = realloc(h->slots, n * sizeof *slots);
        if (slots)
            h->slots = slots;
        uint32_t *gens = realloc(h->gens, n * sizeof *gens);
        if (gens)
            h->gens = gens;
        uint32_t *fr = realloc(h->free_slots, n * sizeof *fr);
        if (fr)
            h->free_slots = fr;
        if (!slots || !gens || !fr)
            return fail_msg("out of memory");
        for (uint32_t i = n; i-- > h->nslots;) {
            h->slots[i] = NULL;
            h->gens[i] = 0;
            h->free_slots[h->nfree++] = i;
        }
        h->nslots = n;
    }
    uint32_t slot = h->free_slots[--h->nfree];
    h->slots[slot] = c;
    /* the generation makes a reused slot's id differ from its predecessors' */
    c->route = (h->gens[slot] << SLOT_BITS) | slot;
    return 0;
}

static struct conn *client_by_route(const struct hub *h, uint32_t route)
{
    uint32_t slot = route & (MAX_SLOTS - 1);
    struct conn *c = slot < h->nslots ? h->slots[slot] : NULL;
    return c && c->route == route ? c : NULL;
}

static int router_add_master(struct hub *h, struct conn *c)
{
    if (h->nmasters == h->masters_cap) {
        size_t cap = h->masters_cap ? 2 * h->masters_cap : 4;
        struct conn **m = realloc(h->masters, cap * sizeof *m);
        if (!m)
            return fail_msg("out of memory");
        h->masters = m;
        h->masters_cap = cap;
    }
    h->masters[h->nmasters++] = c;
    if (buf_len(&h->backlog)) { /* what waited for a master goes to this one */
        struct buf empty = c->out;
        c->out = h->backlog;
        h->backlog = empty;
        conn_flush(h, c);
    }
    return 0;
}

/* What a connection accepted on listener `l` is. */
static enum conn_role accepted_role(const struct conn *l)
{
    switch (l->role) {
    case C_LISTEN_FRONT: return C_CLIENT;
    case C_LISTEN_BACK: return C_MASTER;
    case C_LISTEN_PUBLISHERS: return C_PUBLISHER;
    case C_LISTEN_SUBSCRIBERS: return C_SUBSCRIBER;
    default: return C_PEER;
    }
}

/* Accepts every pending connection on listener `l`. */
static void accept_all(struct hub *h, struct conn *l)
{
    for (;;) {
        int fd = accept4(l->fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0) {
            if (errno == EINTR || errno == ECONNABORTED || errno == EPROTO)
                continue;
            return; /* EAGAIN: done; EMFILE and the like: try at the next event */
        }
        struct conn *c = calloc(1, sizeof *c);
        if (!c || tune_connection(fd, l->family, h->equalize) != 0) {
            free(c);
            close(fd);
            continue;
        }
        c->fd = fd;
        c->role = accepted_role(l);
        int rc = c->role != C_MASTER ? slot_take(h, c) : 0;
        if (rc == 0 && hub_add(h, c) != 0) {
            if (c->role != C_MASTER) {
                h->slots[c->route & (MAX_SLOTS - 1)] = NULL;
                h->free_slots[h->nfree++] = c->route & (MAX_SLOTS - 1);
            }
            rc = -1;
        }
        if (rc != 0) {
            close(fd);
            free(c);
            continue;
        }
        h->accepted++;
        if (c->role == C_MASTER && router_add_master(h, c) != 0)
            conn_close(h, c);
    }
}

/* A request from client c, frame at p ([len][msg]): becomes [len+4][route][msg]
 * in place (the 4 bytes before p are free) and goes to a master. */
static void route_request(struct hub *h, struct conn *c, unsigned char *p, size_t len)
{
    put_be32(p - ROUTE, (uint32_t)(len + ROUTE));
    put_be32(p, c->route);
    struct iovec iov = {p - ROUTE, PREFIX + ROUTE + len};
    if (!h->nmasters) {
        if (buf_append(&h->backlog, &iov, 1, 0) != 0)
            return; /* out of memory: the request is lost, its client times out */
    } else {
        struct conn *m = h->masters[h->next_master++ % h->nmasters];
        conn_write(h, m, &iov, 1, iov.iov_len < COALESCE_MAX);
    }
    if (master_pending(h) > HIGH_WATER)
        h->paused = true;
}

/* A reply from a master, frame at p ([len][route][msg]): becomes [len-4][msg]
 * in place, over the route id, and goes to its client, if still there. */
static void route_reply(struct hub *h, unsigned char *p, size_t len)
{
    struct conn *c = client_by_route(h, get_be32(p + PREFIX));
    if (!c) {
        h->dropped_replies++;
        return;
    }
    put_be32(p + ROUTE, (uint32_t)(len - ROUTE));
    struct iovec iov = {p + ROUTE, len};
    conn_write(h, c, &iov, 1, false);
}

/* One recv into c->in (room for its current frame; `dflt`: the buffer's
 * default size). True when bytes came; false when none did, or when the
 * connection is gone (EOF, error, out of memory: a partial frame dies with it). */
static bool conn_fill(struct hub *h, struct conn *c, size_t dflt)
{
    if (in_prepare(&c->in, dflt) != 0) {
        conn_close(h, c);
        return false;
    }
    size_t room = c->in.cap - c->in.end;
    ssize_t n = recv(c->fd, c->in.data + c->in.end, room, 0);
    if (n <= 0) {
        if (n < 0 && errno == EINTR)
            return false;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            c->readable = false;
        else
            conn_close(h, c);
        return false;
    }
    c->in.end += (size_t)n;
    c->readable = (size_t)n == room; /* a short read emptied the socket */
    return true;
}

/* One recv from c, then forwards every complete frame. */
static void router_read(struct hub *h, struct conn *c)
{
    bool is_master = c->role == C_MASTER;
    size_t limit = h->limit + (is_master ? ROUTE : 0);
    if (!conn_fill(h, c, is_master ? LINK_IN : PEER_IN))
        return;
    size_t len;
    int k;
    while ((k = frame_peek(&c->in, limit, &len)) > 0) {
        unsigned char *p = c->in.data + c->in.start;
        c->in.start += PREFIX + len;
        if (!is_master) {
            route_request(h, c, p, len);
        } else if (len < ROUTE) {
            k = -1;
            break;
        } else {
            route_reply(h, p, len);
        }
    }
    if (k < 0) {
        h->protocol_errors++;
        conn_close(h, c);
        return;
    }
    buf_settle(&c->in, HEADROOM);
}

/* Serves one ready ring a pass: each connection read once, round-robin. */
static void router_serve_ring(struct hub *h, struct ring *r, bool clients)
{
    for (size_t n = r->count; n > 0 && !(clients && h->paused); n--) {
        struct conn *c = ring_pop(r);
        if (!c)
            continue;
        router_read(h, c);
        want_read(h, c);
    }
}

static void handle_event(struct hub *h, const struct epoll_event *ev)
{
    struct conn *c = ev->data.ptr;
    if (c->dead)
        return;
    if (is_listener(c)) {
        accept_all(h, c);
        return;
    }
    if ((ev->events & EPOLLOUT) && c->armed)
        conn_flush(h, c);
    if (!c->dead && (ev->events & (EPOLLIN | EPOLLHUP | EPOLLERR))) {
        c->readable = true; /* reading finds out about errors and EOF */
        want_read(h, c);
    }
}

static int listen_conn(struct hub *h, struct conn *l, const struct adapter_sock *s, enum conn_role role)
{
    l->fd = s->listen_fd;
    l->family = s->family;
    l->role = role;
    return hub_add(h, l);
}

static int router_proxy(struct adapter_sock *front, struct adapter_sock *back)
{
    if (front->listen_fd < 0 || back->listen_fd < 0)
        return fail_msg("the router's sockets must be bound before proxying");
    struct hub hub, *h = &hub;
    if (hub_init(h, front) != 0)
        return -1;
    int rc = -1;
    if (listen_conn(h, &h->listen[0], front, C_LISTEN_FRONT) != 0 ||
        listen_conn(h, &h->listen[1], back, C_LISTEN_BACK) != 0)
        goto out;
    struct epoll_event events[MAX_EVENTS];
    for (;;) {
        bool work = h->ready[1].count || (!h->paused && h->ready[0].count);
        int n = epoll_wait(h->ep, events, MAX_EVENTS, work ? 0 : -1);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            fail_errno("epoll_wait");
            goto out;
        }
        for (int i = 0; i < n; i++)
            handle_event(h, &events[i]);
        router_serve_ring(h, &h->ready[1], false); /* replies first: they free clients */
        router_serve_ring(h, &h->ready[0], true);
        flush_dirty(h);
        reap(h);
    }
out:
    hub_free(h);
    return rc;
}

/* ---------------------------------------------------------------- bound master */

static int direct_start(struct adapter_sock *s)
{
    struct hub *h = malloc(sizeof *h);
    if (!h)
        return fail_msg("out of memory");
    if (hub_init(h, s) != 0) {
        free(h);
        return -1;
    }
    if (listen_conn(h, &h->listen[0], s, C_LISTEN_DIRECT) != 0) {
        hub_free(h);
        free(h);
        return -1;
    }
    s->hub = h;
    return 0;
}

/* Waits up to `wait_ms` for events and handles them. */
static int direct_poll(struct hub *h, int wait_ms)
{
    struct epoll_event events[MAX_EVENTS];
    int n = epoll_wait(h->ep, events, MAX_EVENTS, wait_ms);
    if (n < 0)
        return errno == EINTR ? 0 : fail_errno("epoll_wait");
    for (int i = 0; i < n; i++)
        handle_event(h, &events[i]);
    reap(h);
    h->since_poll = 0;
    return 0;
}

/* Makes progress on one ready connection: 1 if it now holds a whole frame. */
static int direct_try(struct hub *h, struct conn *c, size_t *len)
{
    int k = frame_peek(&c->in, h->limit, len);
    if (k == 0 && c->readable) {
        if (in_prepare(&c->in, PEER_IN) != 0) {
            conn_close(h, c);
            return 0;
        }
        size_t room = c->in.cap - c->in.end;
        ssize_t n = recv(c->fd, c->in.data + c->in.end, room, 0);
        if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK)) {
            conn_close(h, c);
            return 0;
        }
        if (n > 0) {
            c->in.end += (size_t)n;
            c->readable = (size_t)n == room;
        } else if (errno != EINTR) {
            c->readable = false;
        }
        k = frame_peek(&c->in, h->limit, len);
    }
    if (k < 0) {
        h->protocol_errors++;
        conn_close(h, c);
        return 0;
    }
    return k;
}

static int direct_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    struct hub *h = s->hub;
    if (h->cur && h->held) { /* the previous request is done with */
        h->cur->in.start += h->held;
        buf_settle(&h->cur->in, HEADROOM);
        want_read(h, h->cur);
    }
    h->cur = NULL;
    h->held = 0;
    int64_t deadline = s->p.timeout_ms < 0 ? -1 : now_ms() + s->p.timeout_ms;
    for (;;) {
        /* New connections and drained output are noticed even while busy. */
        if (h->since_poll++ >= POLL_EVERY && direct_poll(h, 0) != 0)
            return -1;
        struct conn *c = ring_pop(&h->ready[0]);
        if (c && buf_len(&c->out))
            continue; /* its reply is still going out; queued again when it has */
        if (!c) {
            int wait = -1;
            if (deadline >= 0) {
                int64_t left = deadline - now_ms();
                if (left <= 0) {
                    fail_msg("no message within %d ms", s->p.timeout_ms);
                    return ADAPTER_TIMEOUT;
                }
                wait = left > 1000000 ? 1000000 : (int)left;
            }
            if (direct_poll(h, wait) != 0)
                return -1;
            continue;
        }
        size_t len;
        int k = direct_try(h, c, &len);
        if (c->dead)
            continue;
        if (k <= 0) {
            want_read(h, c);
            continue;
        }
        unsigned char *frame = c->in.data + c->in.start;
        h->cur = c;
        h->held = PREFIX + len;
        m->data = frame + PREFIX;
        m->size = len;
        /* more of it buffered or waiting: back to the tail, after the others */
        if (!c->queued && (c->readable || buf_len(&c->in) > h->held) && ring_push(&h->ready[0], c) != 0)
            c->readable = false;
        return 0;
    }
}

/* Replies to the sender of the last message. A large reply the kernel does
 * not take at once is not copied: its input buffer becomes the output buffer
 * (the worker sends nothing before it has the reply). */
static int direct_send(struct adapter_sock *s, const void *msg, size_t len)
{
    struct hub *h = s->hub;
    struct conn *c = h->cur;
    if (!c) {
        h->dropped_replies++; /* the worker has gone away */
        return 0;
    }
    unsigned char hdr[PREFIX];
    unsigned char *frame = h->held ? c->in.data + c->in.start : NULL;
    bool in_place = frame && msg == frame + PREFIX && PREFIX + len <= h->held;
    struct iovec iov[2] = {{hdr, PREFIX}, {(void *)msg, len}};
    int cnt = 2;
    if (in_place) {
        put_be32(frame, (uint32_t)len);
        iov[0] = (struct iovec){frame, PREFIX + len};
        cnt = 1;
    } else {
        put_be32(hdr, (uint32_t)len);
    }
    if (in_place && !buf_len(&c->out) && c->in.start + h->held == c->in.end) {
        ssize_t w;
        while ((w = send(c->fd, frame, PREFIX + len, MSG_NOSIGNAL)) < 0 && errno == EINTR)
            ;
        if (w < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
            h->dropped_replies++;
            conn_close(h, c);
            return 0;
        }
        size_t done = w < 0 ? 0 : (size_t)w;
        if (done == PREFIX + len)
            return 0;
        struct buf spare = c->out;
        c->out = c->in;
        c->out.start += done;
        c->out.end = c->out.start + (PREFIX + len - done);
        c->in = spare;
        c->in.start = c->in.end = c->in.cap ? HEADROOM : 0;
        h->held = 0; /* the frame now lives in the output buffer */
        if (arm(h, c, true) != 0)
            conn_close(h, c);
        return 0;
    }
    conn_write(h, c, iov, cnt, false);
    return 0;
}

static void direct_close(struct adapter_sock *s)
{
    struct hub *h = s->hub;
    hub_free(h);
    free(h);
    s->hub = NULL;
}

/* ---------------------------------------------------------------- pub/sub
 *
 * Grischa's rounds: PUB, SUB and the broker between them (wire form and
 * routing: the comment at the top). The publisher and the subscriber are
 * blocking peers like the worker; the broker is an event loop like the
 * router's, over the same connections, buffers, batching and flushing, with
 * a topic index where the router has route ids. */

/* Kinds of socket of this pattern (adapter.h lists them after request-reply's). */
static bool is_pubsub(enum sock_kind kind)
{
    return kind >= SOCK_PUB;
}

/* Sends [len = 1 + n][kind][n bytes] as one frame. */
static int ps_send_frame(struct adapter_sock *s, unsigned char kind, const void *bytes, size_t n)
{
    if (peer_ready(s) != 0)
        return -1;
    if (n > UINT32_MAX - PS_KIND)
        return fail_msg("a message of %zu bytes does not fit in a frame", n);
    unsigned char hdr[PREFIX + PS_KIND];
    put_be32(hdr, (uint32_t)(PS_KIND + n));
    hdr[PREFIX] = kind;
    struct iovec iov[2] = {{hdr, sizeof hdr}, {(void *)bytes, n}};
    return send_all(s, iov, 2);
}

static int pubsub_send(struct adapter_sock *s, const void *msg, size_t len)
{
    if (s->kind != SOCK_PUB)
        return fail_msg("only a PUB socket sends messages");
    return ps_send_frame(s, PS_DATA, msg, len);
}

/* Messages published before the broker has read this are not delivered to us. */
static int raw_subscribe(struct adapter_sock *s, const void *topic, size_t len)
{
    if (s->kind != SOCK_SUB)
        return fail_msg("only a SUB socket subscribes");
    if (len > TOPIC_MAX)
        return fail_msg("a subscription of %zu bytes: at most %u are supported", len, TOPIC_MAX);
    return ps_send_frame(s, PS_SUBSCRIBE, topic, len);
}

static int pubsub_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    if (s->kind != SOCK_SUB)
        return fail_msg("only a SUB socket receives messages");
    if (peer_ready(s) != 0)
        return -1;
    size_t len = 0;
    int rc = peer_next_frame(s, s->limit + PS_KIND, PEER_IN, &len);
    if (rc != 0)
        return rc;
    unsigned char *frame = s->in.data + s->in.start;
    if (len < PS_KIND || frame[PREFIX] != PS_DATA) {
        s->broken = true;
        return fail_msg("the broker sent a frame that is not a message");
    }
    m->data = frame + PREFIX + PS_KIND;
    m->size = len - PS_KIND;
    s->held = PREFIX + len;
    return 0;
}

/* The broker's topic index: a chained hash table of the distinct
 * subscriptions, keyed by their bytes, each holding its subscribers.
 * Membership is kept both ways (topic -> member, subscriber -> sub_ref, each
 * knowing its place in the other's array), so forgetting a closed subscriber
 * costs O(its subscriptions), however many others share them. A repeated
 * subscription is kept as it comes (libzmq counts them too); a message still
 * goes once to each subscriber (conn.last_delivery). */

struct member {
    struct conn *c;
    uint32_t ref;  /* this subscription's index in c->subs */
};

struct sub_ref {
    struct topic *t;
    uint32_t pos;  /* the subscriber's index in t->members */
};

struct topic {
    struct topic *next; /* in its bucket */
    uint64_t hash;
    struct member *members;
    uint32_t nmembers, members_cap;
    uint32_t len;
    unsigned char bytes[];
};

struct topic_index {
    struct topic **buckets;
    size_t nbuckets, count;                /* a power of two; topics */
    uint32_t topics_of_len[TOPIC_MAX + 1];
    uint32_t lens[TOPIC_MAX + 1];          /* the lengths that have topics, ascending */
    uint32_t nlens;
    uint64_t messages;                     /* published so far: numbers each delivery */
};

#define FNV_OFFSET 0xcbf29ce484222325ull
#define FNV_PRIME 0x100000001b3ull

/* FNV-1a, continued over n more bytes: a prefix's hash extends to a longer
 * prefix's, so a message is hashed once, whatever the lengths looked up. */
static uint64_t hash_extend(uint64_t hash, const unsigned char *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        hash = (hash ^ p[i]) * FNV_PRIME;
    return hash;
}

static struct topic **bucket_of(const struct topic_index *x, uint64_t hash)
{
    return &x->buckets[(hash ^ hash >> 32) & (x->nbuckets - 1)];
}

static struct topic *topic_find(const struct topic_index *x, const unsigned char *bytes, uint32_t len,
                                uint64_t hash)
{
    for (struct topic *t = *bucket_of(x, hash); t; t = t->next)
        if (t->hash == hash && t->len == len && memcmp(t->bytes, bytes, len) == 0)
            return t;
    return NULL;
}

/* Room for one more item in a growable array: the array (moved, perhaps), or
 * NULL with the old one untouched. */
static void *reserve(void *items, uint32_t *cap, uint32_t count, size_t item_size)
{
    if (count < *cap)
        return items;
    uint32_t n = *cap ? 2 * *cap : 4;
    void *grown = realloc(items, (size_t)n * item_size);
    if (!grown) {
        fail_msg("out of memory");
        return NULL;
    }
    *cap = n;
    return grown;
}

/* Twice the buckets, once there are as many topics as buckets. */
static int index_grow(struct topic_index *x)
{
    size_t old_n = x->nbuckets;
    struct topic **old = x->buckets, **grown = calloc(2 * old_n, sizeof *grown);
    if (!grown)
        return fail_msg("out of memory");
    x->buckets = grown;
    x->nbuckets = 2 * old_n;
    for (size_t i = 0; i < old_n; i++)
        while (old[i]) {
            struct topic *t = old[i], **to = bucket_of(x, t->hash);
            old[i] = t->next;
            t->next = *to;
            *to = t;
        }
    free(old);
    return 0;
}

/* Keeps `lens` the ascending list of the lengths that have a topic. */
static void length_used(struct topic_index *x, uint32_t len)
{
    if (x->topics_of_len[len]++)
        return;
    uint32_t i = x->nlens++;
    for (; i > 0 && x->lens[i - 1] > len; i--)
        x->lens[i] = x->lens[i - 1];
    x->lens[i] = len;
}

static void length_unused(struct topic_index *x, uint32_t len)
{
    if (--x->topics_of_len[len])
        return;
    uint32_t i = 0;
    while (x->lens[i] != len)
        i++;
    memmove(&x->lens[i], &x->lens[i + 1], (x->nlens - i - 1) * sizeof x->lens[0]);
    x->nlens--;
}

static struct topic *topic_new(struct topic_index *x, const unsigned char *bytes, uint32_t len, uint64_t hash)
{
    if (x->count >= x->nbuckets && index_grow(x) != 0)
        return NULL;
    struct topic *t = calloc(1, sizeof *t + len);
    if (!t) {
        fail_msg("out of memory");
        return NULL;
    }
    memcpy(t->bytes, bytes, len);
    t->len = len;
    t->hash = hash;
    struct topic **b = bucket_of(x, hash);
    t->next = *b;
    *b = t;
    x->count++;
    length_used(x, len);
    return t;
}

static void topic_drop(struct topic_index *x, struct topic *t)
{
    struct topic **p = bucket_of(x, t->hash);
    while (*p != t)
        p = &(*p)->next;
    *p = t->next;
    x->count--;
    length_unused(x, t->len);
    free(t->members);
    free(t);
}

/* Subscriber c subscribes to the len bytes at `bytes`; -1 when it may not
 * (SUBS_PER_CONN_MAX) or memory is short. */
static int topics_add(struct hub *h, struct conn *c, const unsigned char *bytes, uint32_t len)
{
    struct topic_index *x = h->topics;
    if (c->nsubs >= SUBS_PER_CONN_MAX)
        return fail_msg("more than %u subscriptions on one connection", SUBS_PER_CONN_MAX);
    struct sub_ref *refs = reserve(c->subs, &c->subs_cap, c->nsubs, sizeof *refs);
    if (!refs)
        return -1;
    c->subs = refs;
    uint64_t hash = hash_extend(FNV_OFFSET, bytes, len);
    struct topic *t = topic_find(x, bytes, len, hash);
    if (!t && !(t = topic_new(x, bytes, len, hash)))
        return -1;
    struct member *members = reserve(t->members, &t->members_cap, t->nmembers, sizeof *members);
    if (!members) {
        if (!t->nmembers)
            topic_drop(x, t);
        return -1;
    }
    t->members = members;
    t->members[t->nmembers] = (struct member){c, c->nsubs};
    c->subs[c->nsubs++] = (struct sub_ref){t, t->nmembers++};
    return 0;
}

/* Takes closed subscriber c out of the index (from reap()); a topic left
 * without subscribers goes, and with it, perhaps, a length to look up. */
static void topics_forget(struct hub *h, struct conn *c)
{
    while (c->nsubs) {
        struct sub_ref r = c->subs[--c->nsubs];
        struct topic *t = r.t;
        struct member last = t->members[--t->nmembers];
        if (r.pos != t->nmembers) { /* the last member fills the gap */
            t->members[r.pos] = last;
            last.c->subs[last.ref].pos = r.pos;
        }
        if (!t->nmembers)
            topic_drop(h->topics, t);
    }
}

static int topics_init(struct topic_index *x)
{
    memset(x, 0, sizeof *x);
    x->nbuckets = 64;
    x->buckets = calloc(x->nbuckets, sizeof *x->buckets);
    return x->buckets ? 0 : fail_msg("out of memory");
}

/* After hub_free(), which forgot every subscriber: no topic is left, but
 * whatever is, is freed. */
static void topics_free(struct topic_index *x)
{
    for (size_t i = 0; i < x->nbuckets; i++)
        while (x->buckets[i]) {
            struct topic *t = x->buckets[i];
            x->buckets[i] = t->next;
            free(t->members);
            free(t);
        }
    free(x->buckets);
}

/* Sends one frame to subscriber c: batched when small (one send per pass of
 * the loop, as the router's requests to the master), else directly; what the
 * kernel does not take waits in c's output buffer. A subscriber that lets
 * more than SUB_OUT_MAX wait is disconnected. */
static void deliver(struct hub *h, struct conn *c, struct iovec *frame, bool batch)
{
    conn_write(h, c, frame, 1, batch);
    if (!c->dead && buf_len(&c->out) > SUB_OUT_MAX) {
        h->slow_subscribers++;
        conn_close(h, c);
    }
}

/* A message from a publisher, its frame at p ([len]['D'][message]): goes as
 * it is, once, to every subscriber with a subscription that is a prefix of
 * the message. One lookup per distinct subscription length. Closed
 * subscribers are still listed until reap(): skipped. */
static void publish(struct hub *h, unsigned char *p, size_t len)
{
    struct topic_index *x = h->topics;
    const unsigned char *msg = p + PREFIX + PS_KIND;
    size_t size = len - PS_KIND;
    struct iovec frame = {p, PREFIX + len};
    bool batch = frame.iov_len < COALESCE_MAX;
    uint64_t number = ++x->messages;
    uint64_t hash = FNV_OFFSET;
    size_t hashed = 0;
    for (uint32_t i = 0; i < x->nlens && x->lens[i] <= size; i++) {
        uint32_t n = x->lens[i];
        hash = hash_extend(hash, msg + hashed, n - hashed);
        hashed = n;
        const struct topic *t = topic_find(x, msg, n, hash);
        for (uint32_t j = 0; t && j < t->nmembers; j++) {
            struct conn *c = t->members[j].c;
            if (c->dead || c->last_delivery == number)
                continue;
            c->last_delivery = number;
            deliver(h, c, &frame, batch);
        }
    }
}

/* One whole frame from c, at p: a message from a publisher or a
 * subscription from a subscriber. -1 for anything else. */
static int pubsub_frame(struct hub *h, struct conn *c, unsigned char *p, size_t len)
{
    unsigned char kind = len >= PS_KIND ? p[PREFIX] : 0;
    if (c->role == C_PUBLISHER && kind == PS_DATA) {
        publish(h, p, len);
        return 0;
    }
    if (c->role == C_SUBSCRIBER && kind == PS_SUBSCRIBE)
        return topics_add(h, c, p + PREFIX + PS_KIND, (uint32_t)(len - PS_KIND));
    return -1;
}

/* One recv from c, then handles every complete frame; a frame that breaks
 * the protocol closes c (and only c). */
static void pubsub_read(struct hub *h, struct conn *c)
{
    bool publisher = c->role == C_PUBLISHER;
    size_t limit = publisher ? h->limit + PS_KIND : PS_KIND + TOPIC_MAX;
    if (!conn_fill(h, c, publisher ? PEER_IN : SUBSCRIBER_IN))
        return;
    size_t len;
    int k;
    while ((k = frame_peek(&c->in, limit, &len)) > 0) {
        unsigned char *p = c->in.data + c->in.start;
        c->in.start += PREFIX + len;
        if (pubsub_frame(h, c, p, len) != 0) {
            k = -1;
            break;
        }
    }
    if (k < 0) {
        h->protocol_errors++;
        conn_close(h, c);
        return;
    }
    buf_settle(&c->in, HEADROOM);
}

/* Serves the ready ring a pass: each connection read once, round-robin. */
static void pubsub_serve_ring(struct hub *h)
{
    struct ring *r = &h->ready[0];
    for (size_t n = r->count; n > 0; n--) {
        struct conn *c = ring_pop(r);
        if (!c)
            continue;
        pubsub_read(h, c);
        want_read(h, c);
    }
}

/* The broker: publishers on the front (XSUB side), subscribers on the back
 * (XPUB side), one thread. Returns only on error. */
static int pubsub_proxy(struct adapter_sock *front, struct adapter_sock *back)
{
    if (front->kind != SOCK_BROKER_XSUB || back->kind != SOCK_BROKER_XPUB)
        return fail_msg("the broker forwards from its XSUB socket (front) to its XPUB socket (back)");
    if (front->listen_fd < 0 || back->listen_fd < 0)
        return fail_msg("the broker's sockets must be bound before proxying");
    struct topic_index topics;
    struct hub hub, *h = &hub;
    if (topics_init(&topics) != 0)
        return -1;
    if (hub_init(h, front) != 0) {
        topics_free(&topics);
        return -1;
    }
    h->topics = &topics;
    if (listen_conn(h, &h->listen[0], front, C_LISTEN_PUBLISHERS) == 0 &&
        listen_conn(h, &h->listen[1], back, C_LISTEN_SUBSCRIBERS) == 0) {
        struct epoll_event events[MAX_EVENTS];
        for (;;) {
            int n = epoll_wait(h->ep, events, MAX_EVENTS, h->ready[0].count ? 0 : -1);
            if (n < 0) {
                if (errno == EINTR)
                    continue;
                fail_errno("epoll_wait");
                break;
            }
            for (int i = 0; i < n; i++)
                handle_event(h, &events[i]);
            pubsub_serve_ring(h);
            flush_dirty(h);
            reap(h);
        }
    }
    hub_free(h);
    topics_free(&topics);
    return -1;
}

/* ---------------------------------------------------------------- adapter */

static int raw_bind(struct adapter_sock *s, const char *endpoint)
{
    if (s->kind == SOCK_PUB || s->kind == SOCK_SUB)
        return fail_msg("publishers and subscribers connect to the broker; they do not bind");
    if (s->fd >= 0 || s->listen_fd >= 0)
        return fail_msg("socket is already connected or bound");
    if (listen_on(s, endpoint) != 0)
        return -1;
    if (s->kind == SOCK_MASTER && direct_start(s) != 0)
        return -1;
    return 0;
}

static int raw_send(struct adapter_sock *s, const void *buf, size_t len)
{
    if (s->hub)
        return direct_send(s, buf, len);
    if (is_pubsub(s->kind))
        return pubsub_send(s, buf, len);
    return peer_send(s, buf, len);
}

static int raw_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    if (s->hub)
        return direct_recv(s, m);
    if (is_pubsub(s->kind))
        return pubsub_recv(s, m);
    return peer_recv(s, m);
}

/* The router (request-reply) or the pub/sub broker, by the kinds of its sockets. */
static int raw_proxy(struct adapter_sock *front, struct adapter_sock *back)
{
    if (is_pubsub(front->kind) || is_pubsub(back->kind))
        return pubsub_proxy(front, back);
    return router_proxy(front, back);
}

static int raw_send_msg(struct adapter_sock *s, struct adapter_msg *m)
{
    return raw_send(s, m->data, m->size);
}

static void raw_release(struct adapter_msg *m)
{
    (void)m; /* the bytes live in the socket's buffer until its next recv */
}

static void raw_close(struct adapter_sock *s)
{
    if (!s)
        return;
    if (s->hub)
        direct_close(s);
    if (s->fd >= 0) {
        if (!s->broken)
            flush_out(s); /* batched replies of a connected master */
        close(s->fd);
    }
    if (s->listen_fd >= 0)
        close(s->listen_fd);
    if (s->unlink_path[0])
        unlink(s->unlink_path);
    buf_free(&s->in);
    buf_free(&s->out);
    free(s);
}

static const char *raw_version(void)
{
    static char buf[160];
    struct utsname u;
    if (uname(&u) != 0)
        return "unknown";
    snprintf(buf, sizeof buf, "%s %s", u.sysname, u.release);
    return buf;
}

static const struct adapter_option raw_options[] = {
    {"TCP_NODELAY", "on, every TCP connection",
     "a request or reply is one write; Nagle's algorithm would hold it back waiting for an ACK"},
    {"SO_REUSEADDR", "on, TCP listeners",
     "a point can bind a port whose connections from the previous point are still in TIME_WAIT"},
    {"SO_RCVTIMEO, SO_SNDTIMEO", "--timeout (worker, master connected to the router)",
     "bounds every wait so a stall is reported instead of hanging; no effect on the wire"},
    {"O_NONBLOCK + epoll (edge-triggered)", "router and bound master",
     "one thread serves every connection; connections are read round-robin"},
    {"MSG_NOSIGNAL", "every send", "a vanished peer is an error, not SIGPIPE"},
    {"reply batching (master behind the router)", "replies under 16 KiB",
     "copied to a buffer and written in one send before the master waits for the next request"},
    {"topic routing at the broker (pub/sub)", "always: subscriptions go to the broker",
     "the broker sends each message only to the subscribers of a prefix of it (a hash table of the "
     "subscriptions, one lookup per distinct subscription length), as libzmq's XPUB filters and "
     "unlike nanomsg's and nng's devices, which send every message to every subscriber"},
    {"subscriber output buffering (pub/sub broker)", "without loss, up to 1 GiB waiting per subscriber; "
                                                     "beyond it that subscriber is disconnected",
     "a slow subscriber neither loses messages silently (libzmq drops at its high-water mark, nng at a "
     "full queue) nor grows the broker without bound"},
    {"message batching (pub/sub broker)", "messages under 16 KiB",
     "copied to each subscriber's output buffer and written in one send per pass of the event loop: "
     "a round's results reach the controller in a few sends"},
    {NULL, NULL, NULL},
};

static const struct adapter_option raw_liveness_options[] = {
    {"none", "the floor has no liveness: no heartbeat, no reconnect, no resend",
     "a broken connection ends the run of the role that held it"},
    {NULL, NULL, NULL},
};

static const struct adapter_option raw_equalize_options[] = {
    {"TCP_NODELAY", "on (always, see above)", "the same on every library"},
    {"SO_SNDBUF, SO_RCVBUF", "128 KiB on every connection (default: the kernel's, autotuned)",
     "nanomsg's default socket buffers, for every library"},
    {NULL, NULL, NULL},
};

const struct adapter ADAPTER = {
    .name = "raw",
    .library = "posix sockets",
    .version = raw_version,
    .options = raw_options,
    .equalize_options = raw_equalize_options,
    .liveness_options = raw_liveness_options,
    .req_resends = false,
    .pipelining = "the worker's one connection: requests written back to back, replies read as they come",
    .patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB),
    .open = raw_open,
    .bind = raw_bind,
    .connect = raw_connect,
    .send = raw_send,
    .recv = raw_recv,
    .send_msg = raw_send_msg,
    .release = raw_release,
    .subscribe = raw_subscribe,
    .proxy = raw_proxy,
    .close = raw_close,
    .last_error = raw_last_error,
};
