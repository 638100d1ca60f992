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

/* Sends every byte of iov[] on a blocking socket (the kernel may take less
 * than all at once). A timeout mid-frame breaks the stream for good. */
static int send_all(struct adapter_sock *s, struct iovec *iov, int cnt)
{
    struct msghdr mh = {.msg_iov = iov, .msg_iovlen = (size_t)cnt};
    while (mh.msg_iovlen) {
        ssize_t w = sendmsg(s->fd, &mh, MSG_NOSIGNAL);
        if (w < 0) {
            if (errno == EINTR)
                continue;
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

enum conn_role { C_LISTEN_FRONT, C_LISTEN_BACK, C_LISTEN_DIRECT, C_CLIENT, C_MASTER, C_PEER };

struct conn {
    int fd;
    enum conn_role role;
    int family;       /* listener: of what it accepts */
    uint32_t route;   /* client: its route id; every connection: its slot */
    struct buf in, out;
    bool readable;    /* the kernel may have bytes for us */
    bool queued;      /* on a ready ring */
    bool armed;       /* EPOLLOUT registered: output is pending */
    bool dirty;       /* on the flush list */
    bool dead;        /* closed; freed at the end of the batch */
    struct conn *next_dead;
};

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
    /* counters */
    uint64_t dropped_replies, protocol_errors, accepted;
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
    if (c->role == C_CLIENT || c->role == C_PEER) {
        uint32_t slot = c->route & (MAX_SLOTS - 1);
        h->slots[slot] = NULL;
        h->gens[slot]++;
        h->free_slots[h->nfree++] = slot;
    } else if (c->role == C_MASTER) {
        for (size_t i = 0; i < h->nmasters; i++)
            if (h->masters[i] == c)
                h->masters[i] = h->masters[--h->nmasters];
        /* Requests still queued for it are lost; their clients time out. */
        router_resume_check(h);
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
        c->role = l->role == C_LISTEN_FRONT ? C_CLIENT : l->role == C_LISTEN_BACK ? C_MASTER : C_PEER;
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
    if (c->role <= C_LISTEN_DIRECT) {
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

static int raw_proxy(struct adapter_sock *front, struct adapter_sock *back)
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

/* ---------------------------------------------------------------- adapter */

static int raw_bind(struct adapter_sock *s, const char *endpoint)
{
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
    return peer_send(s, buf, len);
}

static int raw_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    if (s->hub)
        return direct_recv(s, m);
    return peer_recv(s, m);
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
    .patterns = PATTERN_BIT(PATTERN_REQREP),
    .open = raw_open,
    .bind = raw_bind,
    .connect = raw_connect,
    .send = raw_send,
    .recv = raw_recv,
    .send_msg = raw_send_msg,
    .release = raw_release,
    .proxy = raw_proxy,
    .close = raw_close,
    .last_error = raw_last_error,
};
