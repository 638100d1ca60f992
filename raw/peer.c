/* peer.c — the blocking peer: the worker, the master connected to the router,
 * and (pubsub.c) the publisher and the subscriber; raw_impl.h maps the parts.
 *
 * Blocking peers (worker; master connected to the router): blocking sockets
 * with SO_RCVTIMEO = timeout, SO_SNDTIMEO = send timeout. recv reads as much as the kernel has
 * into a buffer the socket owns and hands out one frame at a time, so several
 * queued frames cost one recv(). The connected master also coalesces small
 * replies: they are copied to an output buffer that is flushed (one send)
 * before it would block in recv(), so a batch of requests costs two syscalls,
 * not two per request.
 */
#include <errno.h>
#include <poll.h>
#include <string.h>
#include <unistd.h>

#include "raw_impl.h"

/* ---------------------------------------------------------------- connecting */

/* The route link carries a route id in front of every message. */
static bool ad_routed(const struct adapter_sock *s)
{
    return s->kind == SOCK_MASTER && s->fd >= 0 && !s->hub;
}

/* One blocking connect to any of the addresses; returns the fd or -1 (errno). */
static int ad_connect_once(struct adapter_sock *s, const struct addr *a, int n)
{
    int err = ECONNREFUSED;
    for (int i = 0; i < n; i++) {
        int fd = socket(a[i].family, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (fd < 0)
            return -1;
        if (raw_set_timeouts(fd, &s->p) == 0 && raw_tune_connection(fd, a[i].family, s->p.equalize) == 0 &&
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
int raw_connect(struct adapter_sock *s, const char *endpoint)
{
    if (adapter_sock_kinds[s->kind].place != PLACE_PEER)
        return adapter_fail("the %s's sockets bind; they do not connect",
                            raw_is_pubsub(s->kind) ? "broker" : "router");
    if (s->fd >= 0 || s->listen_fd >= 0)
        return adapter_fail("socket is already connected or bound");
    struct addr a[MAX_ADDRS];
    int n;
    if (raw_resolve(endpoint, false, a, &n) != 0)
        return -1;
    int64_t deadline = s->p.timeout_ms < 0 ? -1 : raw_now_ms() + s->p.timeout_ms;
    for (;;) {
        int fd = ad_connect_once(s, a, n);
        if (fd >= 0) {
            s->fd = fd;
            return 0;
        }
        bool retry = errno == ECONNREFUSED || errno == ENOENT || errno == EAGAIN || errno == EINTR;
        if (!retry || (deadline >= 0 && raw_now_ms() >= deadline))
            return errno == EINPROGRESS ? adapter_fail("connect timed out") : adapter_fail_errno(NULL);
        struct timespec ts = {0, CONNECT_RETRY_MS * 1000000L};
        nanosleep(&ts, NULL);
    }
}

/* ---------------------------------------------------------------- blocking peers */

/* A pipelining worker (SOCK_PIPELINED) whose send would block reads meanwhile:
 * the broker stops reading a client while that client's replies wait to be
 * written, so a worker blocked in send with its replies unread waits for
 * ever. Waits for either, up to the timeout; what arrives is buffered for
 * raw_peer_recv. Returns 0 to try the send again, or -1. */
static int ad_read_while_blocked(struct adapter_sock *s)
{
    struct pollfd pfd = {.fd = s->fd, .events = POLLIN | POLLOUT};
    int rc = poll(&pfd, 1, s->p.send_timeout_ms);
    if (rc < 0)
        return errno == EINTR ? 0 : adapter_fail_errno("poll");
    if (rc == 0)
        return adapter_fail("send timed out after %d ms", s->p.send_timeout_ms);
    if (!(pfd.revents & (POLLIN | POLLHUP | POLLERR)))
        return 0;
    if (raw_in_prepare(&s->in, PEER_IN) != 0)
        return -1;
    ssize_t n = recv(s->fd, s->in.data + s->in.end, s->in.cap - s->in.end, MSG_DONTWAIT);
    if (n > 0)
        s->in.end += (size_t)n;
    else if (n == 0)
        return adapter_fail("connection closed by peer");
    else if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
        return adapter_fail_errno(NULL);
    return 0;
}

/* Sends every byte of iov[] on a blocking socket (the kernel may take less
 * than all at once). A timeout mid-frame breaks the stream for good. */
int raw_send_all(struct adapter_sock *s, struct iovec *iov, int cnt)
{
    struct msghdr mh = {.msg_iov = iov, .msg_iovlen = (size_t)cnt};
    bool pipelined = s->kind == SOCK_PIPELINED;
    while (mh.msg_iovlen) {
        ssize_t w = sendmsg(s->fd, &mh, MSG_NOSIGNAL | (pipelined ? MSG_DONTWAIT : 0));
        if (w < 0) {
            if (errno == EINTR)
                continue;
            if (pipelined && (errno == EAGAIN || errno == EWOULDBLOCK)) {
                if (ad_read_while_blocked(s) == 0)
                    continue;
                s->broken = true;
                return -1;
            }
            s->broken = true;
            if (errno == EAGAIN || errno == EWOULDBLOCK)
                return adapter_fail("send timed out after %d ms", s->p.send_timeout_ms);
            return adapter_fail_errno(NULL);
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

/* Writes what waits in `out`: a connected master's batched replies, a coalescing publisher's burst. */
int raw_flush_out(struct adapter_sock *s)
{
    if (!raw_buf_len(&s->out))
        return 0;
    struct iovec iov = {s->out.data + s->out.start, raw_buf_len(&s->out)};
    s->out.start = s->out.end;
    int rc = raw_send_all(s, &iov, 1);
    raw_buf_settle(&s->out, 0);
    return rc;
}

/* A worker that bound (unusual, but the flags allow it) serves the first
 * peer that connects. */
static int ad_accept_peer(struct adapter_sock *s)
{
    struct pollfd pfd = {.fd = s->listen_fd, .events = POLLIN};
    for (;;) {
        int rc = poll(&pfd, 1, s->p.timeout_ms);
        if (rc == 0)
            return adapter_fail("nobody connected within %d ms", s->p.timeout_ms);
        if (rc < 0 && errno != EINTR)
            return adapter_fail_errno("poll");
        int fd = accept4(s->listen_fd, NULL, NULL, SOCK_CLOEXEC);
        if (fd < 0) {
            if (errno == EAGAIN || errno == EINTR || errno == ECONNABORTED)
                continue;
            return adapter_fail_errno("accept");
        }
        if (raw_set_timeouts(fd, &s->p) != 0 || raw_tune_connection(fd, s->family, s->p.equalize) != 0) {
            close(fd);
            return -1;
        }
        s->fd = fd;
        return 0;
    }
}

int raw_peer_ready(struct adapter_sock *s)
{
    if (s->broken)
        return adapter_fail("the connection is unusable after an earlier error");
    if (s->fd < 0 && s->listen_fd >= 0)
        return ad_accept_peer(s);
    if (s->fd < 0)
        return adapter_fail("socket is not connected");
    return 0;
}

/* Drops the frame handed out last, then reads until a whole frame (body at
 * most `limit` bytes) is buffered at s->in.start: 0 (*len = its body
 * length), ADAPTER_TIMEOUT, or -1. `dflt`: the input buffer's default size. */
int raw_peer_next_frame(struct adapter_sock *s, size_t limit, size_t dflt, size_t *len)
{
    s->in.start += s->held; /* the previous message is done with */
    s->held = 0;
    raw_buf_settle(&s->in, HEADROOM);
    int k;
    while ((k = raw_frame_peek(&s->in, limit, len)) == 0) {
        if (s->p.hosted) /* what the loop read (raw_peer_serve) is all there is: it reads again when more came */
            return ADAPTER_TIMEOUT;
        /* About to block: whatever replies are batched must go out first. */
        if (raw_flush_out(s) != 0)
            return -1;
        if (raw_in_prepare(&s->in, dflt) != 0)
            return -1;
        ssize_t n = recv(s->fd, s->in.data + s->in.end, s->in.cap - s->in.end, 0);
        if (n > 0) {
            s->in.end += (size_t)n;
        } else if (n == 0) {
            s->broken = true;
            return adapter_fail("connection closed by peer");
        } else if (errno == EAGAIN || errno == EWOULDBLOCK) {
            adapter_fail("no message within %d ms", s->p.timeout_ms);
            return ADAPTER_TIMEOUT; /* a partial frame stays buffered */
        } else if (errno != EINTR) {
            s->broken = true;
            return adapter_fail_errno(NULL);
        }
    }
    if (k < 0) {
        s->broken = true;
        return adapter_fail("frame of %zu bytes exceeds the limit %zu", *len, limit);
    }
    return 0;
}

/* A hosted peer, its connection readable: one read of what is there (the loop comes back while more
 * is), whose frames recv then hands out without a system call. */
int raw_peer_serve(struct adapter_sock *s, short revents)
{
    if (!(revents & POLLIN) || s->fd < 0 || s->broken)
        return 0;
    s->in.start += s->held; /* the frame handed out last is done with */
    s->held = 0;
    raw_buf_settle(&s->in, HEADROOM);
    if (raw_in_prepare(&s->in, raw_is_pubsub(s->kind) ? PEER_IN : ad_routed(s) ? LINK_IN : PEER_IN) != 0)
        return -1;
    ssize_t n = recv(s->fd, s->in.data + s->in.end, s->in.cap - s->in.end, MSG_DONTWAIT);
    if (n > 0) {
        s->in.end += (size_t)n;
        return 0;
    }
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
        return 0;
    s->broken = true;
    return n == 0 ? adapter_fail("connection closed by peer") : adapter_fail_errno(NULL);
}

int raw_peer_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    if (raw_peer_ready(s) != 0)
        return -1;
    size_t extra = ad_routed(s) ? ROUTE : 0, len = 0;
    int rc = raw_peer_next_frame(s, s->limit + extra, extra ? LINK_IN : PEER_IN, &len);
    if (rc != 0)
        return rc;
    if (len < extra) {
        s->broken = true;
        return adapter_fail("frame of %zu bytes has no route id", len);
    }
    unsigned char *frame = s->in.data + s->in.start;
    if (extra)
        s->route = be32_get(frame + PREFIX);
    m->data = frame + PREFIX + extra;
    m->size = len - extra;
    s->held = PREFIX + len;
    return 0;
}

/* Sends [prefix][route id][msg] (route id only on the route link). When `msg`
 * is the message recv handed out, its own frame bytes are rewritten in place
 * and sent as one piece. */
int raw_peer_send(struct adapter_sock *s, const void *msg, size_t len)
{
    if (raw_peer_ready(s) != 0)
        return -1;
    size_t extra = ad_routed(s) ? ROUTE : 0;
    unsigned char hdr[PREFIX + ROUTE];
    unsigned char *frame = s->held ? s->in.data + s->in.start : NULL;
    struct iovec iov[2];
    int cnt;
    if (frame && msg == frame + PREFIX + extra && PREFIX + extra + len <= s->held) {
        be32_put(frame, (uint32_t)(len + extra)); /* route id is still in place */
        iov[0] = (struct iovec){frame, PREFIX + extra + len};
        cnt = 1;
    } else {
        be32_put(hdr, (uint32_t)(len + extra));
        be32_put(hdr + PREFIX, s->route);
        iov[0] = (struct iovec){hdr, PREFIX + extra};
        iov[1] = (struct iovec){(void *)msg, len};
        cnt = 2;
    }
    size_t total = PREFIX + extra + len;
    /* The connected master batches small replies until it would block. */
    if (extra && total < COALESCE_MAX) {
        if (raw_buf_append(&s->out, iov, cnt, 0) != 0)
            return -1;
        return raw_buf_len(&s->out) >= OUT_BATCH ? raw_flush_out(s) : 0;
    }
    if (raw_flush_out(s) != 0)
        return -1;
    return raw_send_all(s, iov, cnt);
}
