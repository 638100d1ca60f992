/* router.c — the request-reply router: clients (workers) on the front, masters
 * on the back, one event loop (hub.c); raw_impl.h maps the parts and the route link's framing.
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
#include <errno.h>

#include "raw_impl.h"

/* Bytes waiting to reach a master. */
static size_t ad_master_pending(const struct hub *h)
{
    size_t n = raw_buf_len(&h->backlog);
    for (size_t i = 0; i < h->nmasters; i++)
        n += raw_buf_len(&h->masters[i]->out);
    return n;
}

/* Resumes reading clients once the bytes waiting for the masters fell below LOW_WATER. */
static void ad_router_resume_check(struct hub *h)
{
    if (h->paused && ad_master_pending(h) < LOW_WATER)
        h->paused = false;
}

static struct conn *ad_client_by_route(const struct hub *h, uint32_t route)
{
    uint32_t slot = route & (MAX_SLOTS - 1);
    struct conn *c = slot < h->nslots ? h->slots[slot] : NULL;
    return c && c->route == route ? c : NULL;
}

/* A new master: it takes its turn with the others, and whatever waited for one. */
static int ad_router_add_master(struct hub *h, struct conn *c)
{
    struct conn **masters = raw_reserve(h->masters, &h->masters_cap, h->nmasters, sizeof *masters);
    if (!masters)
        return -1;
    h->masters = masters;
    h->masters[h->nmasters++] = c;
    if (raw_buf_len(&h->backlog)) { /* what waited for a master goes to this one */
        struct buf empty = c->out;
        c->out = h->backlog;
        h->backlog = empty;
        raw_conn_flush(h, c);
    }
    return 0;
}

/* What the router does at the hub's moments (raw_impl.h): masters only; a client
 * holds nothing the hub's own freeing misses. */
static const struct hub_ops ad_router_ops = {
    .master_accepted = ad_router_add_master,
    .master_output_shrank = ad_router_resume_check,
    .conn_freed = NULL,
};

/* A request from client c, frame at p ([len][msg]): becomes [len+4][route][msg]
 * in place (the 4 bytes before p are free) and goes to a master. */
static void ad_route_request(struct hub *h, struct conn *c, unsigned char *p, size_t len)
{
    be32_put(p - ROUTE, (uint32_t)(len + ROUTE));
    be32_put(p, c->route);
    struct iovec iov = {p - ROUTE, PREFIX + ROUTE + len};
    if (!h->nmasters) {
        if (raw_buf_append(&h->backlog, &iov, 1, 0) != 0)
            return; /* out of memory: the request is lost, its client times out */
    } else {
        struct conn *m = h->masters[h->next_master++ % h->nmasters];
        raw_conn_write(h, m, &iov, 1, iov.iov_len < COALESCE_MAX);
    }
    if (ad_master_pending(h) > HIGH_WATER)
        h->paused = true;
}

/* A reply from a master, frame at p ([len][route][msg]): becomes [len-4][msg]
 * in place, over the route id, and goes to its client, if still there. */
static void ad_route_reply(struct hub *h, unsigned char *p, size_t len)
{
    struct conn *c = ad_client_by_route(h, be32_get(p + PREFIX));
    if (!c) {
        h->dropped_replies++;
        return;
    }
    be32_put(p + ROUTE, (uint32_t)(len - ROUTE));
    struct iovec iov = {p + ROUTE, len};
    raw_conn_write(h, c, &iov, 1, false);
}

/* One recv from c, then forwards every complete frame. */
static void ad_router_read(struct hub *h, struct conn *c)
{
    bool is_master = c->role == C_MASTER;
    size_t limit = h->limit + (is_master ? ROUTE : 0);
    if (!raw_conn_fill(h, c, is_master ? LINK_IN : PEER_IN))
        return;
    size_t len;
    int k;
    while ((k = raw_frame_peek(&c->in, limit, &len)) > 0) {
        unsigned char *p = c->in.data + c->in.start;
        c->in.start += PREFIX + len;
        if (!is_master) {
            ad_route_request(h, c, p, len);
        } else if (len < ROUTE) {
            k = -1;
            break;
        } else {
            ad_route_reply(h, p, len);
        }
    }
    if (k < 0) {
        h->protocol_errors++;
        raw_conn_close(h, c);
        return;
    }
    raw_buf_settle(&c->in, HEADROOM);
}

/* Serves one ready ring a pass: each connection read once, round-robin. */
static void ad_router_serve_ring(struct hub *h, struct ring *r, bool clients)
{
    for (size_t n = r->count; n > 0 && !(clients && h->paused); n--) {
        struct conn *c = raw_ring_pop(r);
        if (!c)
            continue;
        ad_router_read(h, c);
        raw_want_read(h, c);
    }
}

int raw_router_proxy(struct adapter_sock *front, struct adapter_sock *back)
{
    if (front->listen_fd < 0 || back->listen_fd < 0)
        return adapter_fail("the router's sockets must be bound before proxying");
    struct hub hub, *h = &hub;
    if (raw_hub_init(h, front, &ad_router_ops) != 0)
        return -1;
    int rc = -1;
    if (raw_listen_conn(h, &h->listen[0], front, C_LISTEN_FRONT) != 0 ||
        raw_listen_conn(h, &h->listen[1], back, C_LISTEN_BACK) != 0)
        goto out;
    struct epoll_event events[MAX_EVENTS];
    for (;;) {
        bool work = h->ready[1].count || (!h->paused && h->ready[0].count);
        int n = epoll_wait(h->ep, events, MAX_EVENTS, work ? 0 : -1);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            adapter_fail_errno("epoll_wait");
            goto out;
        }
        for (int i = 0; i < n; i++)
            raw_handle_event(h, &events[i]);
        ad_router_serve_ring(h, &h->ready[1], false); /* replies first: they free clients */
        ad_router_serve_ring(h, &h->ready[0], true);
        raw_flush_dirty(h);
        raw_reap(h);
    }
out:
    raw_hub_free(h);
    return rc;
}
