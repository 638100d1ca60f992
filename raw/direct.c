/* direct.c — the master bound in the direct topology: no router; the master
 * itself runs the event loop (hub.c) over every worker's connection, hands out
 * one request at a time (ready connections served round-robin) and answers its
 * sender. raw_impl.h maps the parts.
 */
#include <errno.h>

#include "raw_impl.h"

/* The bound master's loop has no masters and no subscribers: nothing for the
 * hub to call (raw_impl.h). */
static const struct hub_ops ad_direct_ops = {
    .master_accepted = NULL,
    .master_output_shrank = NULL,
    .conn_freed = NULL,
};

int raw_direct_start(struct adapter_sock *s)
{
    struct hub *h = malloc(sizeof *h);
    if (!h)
        return adapter_fail("out of memory");
    if (raw_hub_init(h, s, &ad_direct_ops) != 0) {
        free(h);
        return -1;
    }
    if (raw_listen_conn(h, &h->listen[0], s, C_LISTEN_DIRECT) != 0) {
        raw_hub_free(h);
        free(h);
        return -1;
    }
    s->hub = h;
    return 0;
}

/* Waits up to `wait_ms` for events and handles them. */
static int ad_direct_poll(struct hub *h, int wait_ms)
{
    struct epoll_event events[MAX_EVENTS];
    int n = epoll_wait(h->ep, events, MAX_EVENTS, wait_ms);
    if (n < 0)
        return errno == EINTR ? 0 : adapter_fail_errno("epoll_wait");
    for (int i = 0; i < n; i++)
        raw_handle_event(h, &events[i]);
    raw_reap(h);
    h->since_poll = 0;
    return 0;
}

/* Makes progress on one ready connection: 1 if it now holds a whole frame. */
static int ad_direct_try(struct hub *h, struct conn *c, size_t *len)
{
    int k = raw_frame_peek(&c->in, h->limit, len);
    if (k == 0 && c->readable) {
        if (raw_in_prepare(&c->in, PEER_IN) != 0) {
            raw_conn_close(h, c);
            return 0;
        }
        size_t room = c->in.cap - c->in.end;
        ssize_t n = recv(c->fd, c->in.data + c->in.end, room, 0);
        if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK)) {
            raw_conn_close(h, c);
            return 0;
        }
        if (n > 0) {
            c->in.end += (size_t)n;
            c->readable = (size_t)n == room;
        } else if (errno != EINTR) {
            c->readable = false;
        }
        k = raw_frame_peek(&c->in, h->limit, len);
    }
    if (k < 0) {
        h->protocol_errors++;
        raw_conn_close(h, c);
        return 0;
    }
    return k;
}

int raw_direct_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    struct hub *h = s->hub;
    if (h->cur && h->held) { /* the previous request is done with */
        h->cur->in.start += h->held;
        raw_buf_settle(&h->cur->in, HEADROOM);
        raw_want_read(h, h->cur);
    }
    h->cur = NULL;
    h->held = 0;
    int64_t deadline = s->p.timeout_ms < 0 ? -1 : raw_now_ms() + s->p.timeout_ms;
    for (;;) {
        /* New connections and drained output are noticed even while busy. */
        if (h->since_poll++ >= POLL_EVERY && ad_direct_poll(h, 0) != 0)
            return -1;
        struct conn *c = raw_ring_pop(&h->ready[0]);
        if (c && raw_buf_len(&c->out))
            continue; /* its reply is still going out; queued again when it has */
        if (!c) {
            int wait = -1;
            if (deadline >= 0) {
                int64_t left = deadline - raw_now_ms();
                if (left <= 0) {
                    adapter_fail("no message within %d ms", s->p.timeout_ms);
                    return ADAPTER_TIMEOUT;
                }
                wait = left > 1000000 ? 1000000 : (int)left;
            }
            if (ad_direct_poll(h, wait) != 0)
                return -1;
            continue;
        }
        size_t len;
        int k = ad_direct_try(h, c, &len);
        if (c->dead)
            continue;
        if (k <= 0) {
            raw_want_read(h, c);
            continue;
        }
        unsigned char *frame = c->in.data + c->in.start;
        h->cur = c;
        h->held = PREFIX + len;
        m->data = frame + PREFIX;
        m->size = len;
        /* more of it buffered or waiting: back to the tail, after the others */
        if (!c->queued && (c->readable || raw_buf_len(&c->in) > h->held) && raw_ring_push(&h->ready[0], c) != 0)
            c->readable = false;
        return 0;
    }
}

/* Replies to the sender of the last message. A large reply the kernel does
 * not take at once is not copied: its input buffer becomes the output buffer
 * (the worker sends nothing before it has the reply). */
int raw_direct_send(struct adapter_sock *s, const void *msg, size_t len)
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
        be32_put(frame, (uint32_t)len);
        iov[0] = (struct iovec){frame, PREFIX + len};
        cnt = 1;
    } else {
        be32_put(hdr, (uint32_t)len);
    }
    if (in_place && !raw_buf_len(&c->out) && c->in.start + h->held == c->in.end) {
        ssize_t w;
        while ((w = send(c->fd, frame, PREFIX + len, MSG_NOSIGNAL)) < 0 && errno == EINTR)
            ;
        if (w < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
            h->dropped_replies++;
            raw_conn_close(h, c);
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
        if (raw_arm(h, c, true) != 0)
            raw_conn_close(h, c);
        return 0;
    }
    raw_conn_write(h, c, iov, cnt, false);
    return 0;
}

void raw_direct_close(struct adapter_sock *s)
{
    struct hub *h = s->hub;
    raw_hub_free(h);
    free(h);
    s->hub = NULL;
}
