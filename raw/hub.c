/* hub.c — the event loop: what the router (router.c), the pub/sub broker
 * (pubsub.c) and the bound master (direct.c) share; raw_impl.h maps the parts.
 * The hub never calls a part by name: what differs goes through the
 * operations table (struct hub_ops) the part hands to raw_hub_init().
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
 * A hub owns the listeners and every connection accepted on them; each
 * accepted connection but a master's takes a slot, whose index and
 * generation make the router's route id.
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "raw_impl.h"

/* ---------------------------------------------------------------- connections */

static bool ad_is_listener(const struct conn *c)
{
    return c->role <= C_LISTEN_SUBSCRIBERS;
}

int raw_ring_push(struct ring *r, struct conn *c)
{
    if (r->count == r->cap) {
        size_t cap = r->cap ? 2 * r->cap : 64;
        struct conn **items = malloc(cap * sizeof *items);
        if (!items)
            return adapter_fail("out of memory");
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
struct conn *raw_ring_pop(struct ring *r)
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

static void ad_ring_forget(struct ring *r, const struct conn *c)
{
    for (size_t i = 0; i < r->count; i++)
        if (r->items[(r->head + i) % r->cap] == c)
            r->items[(r->head + i) % r->cap] = NULL;
}

static struct ring *ad_ring_of(struct hub *h, const struct conn *c)
{
    return &h->ready[c->role == C_MASTER];
}

/* Queues a readable connection, unless it must not be read now: a client or
 * peer whose last reply is still being written sends nothing new that we
 * should take (this bounds its output buffer). */
static bool ad_has_frame(const struct conn *c)
{
    size_t n = raw_buf_len(&c->in);
    return n >= PREFIX && n - PREFIX >= be32_get(c->in.data + c->in.start);
}

void raw_want_read(struct hub *h, struct conn *c)
{
    if (c->dead || c->queued || !(c->readable || ad_has_frame(c)) || (c->role != C_MASTER && raw_buf_len(&c->out)))
        return;
    if (raw_ring_push(ad_ring_of(h, c), c) != 0)
        c->readable = false; /* out of memory: wait for the next event */
}

int raw_arm(struct hub *h, struct conn *c, bool out)
{
    if (c->armed == out)
        return 0;
    struct epoll_event ev = {.events = EPOLLIN | EPOLLET | (out ? EPOLLOUT : 0), .data.ptr = c};
    if (epoll_ctl(h->ep, EPOLL_CTL_MOD, c->fd, &ev) != 0)
        return adapter_fail_errno("epoll_ctl");
    c->armed = out;
    return 0;
}

/* Closes a connection now; its memory is freed after the batch (events of
 * this batch may still point at it). */
void raw_conn_close(struct hub *h, struct conn *c)
{
    if (c->dead)
        return;
    c->dead = true;
    epoll_ctl(h->ep, EPOLL_CTL_DEL, c->fd, NULL);
    close(c->fd);
    if (c->queued)
        ad_ring_forget(ad_ring_of(h, c), c);
    if (c->role == C_MASTER) {
        for (size_t i = 0; i < h->nmasters; i++)
            if (h->masters[i] == c)
                h->masters[i] = h->masters[--h->nmasters];
        /* Requests still queued for it are lost; their clients time out. */
        if (h->ops->master_output_shrank)
            h->ops->master_output_shrank(h);
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

void raw_reap(struct hub *h)
{
    while (h->dead) {
        struct conn *c = h->dead;
        h->dead = c->next_dead;
        /* Forgotten by its part only now (pub/sub: out of the topic index): a
         * subscriber may be closed while a message is being delivered along its
         * topic's list. */
        if (h->ops->conn_freed)
            h->ops->conn_freed(h, c);
        free(c->subs);
        raw_buf_free(&c->in);
        raw_buf_free(&c->out);
        free(c);
    }
}

/* Writes pending output; on completion drops EPOLLOUT and lets the
 * connection be read again. */
void raw_conn_flush(struct hub *h, struct conn *c)
{
    while (raw_buf_len(&c->out)) {
        ssize_t w = send(c->fd, c->out.data + c->out.start, raw_buf_len(&c->out), MSG_NOSIGNAL);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK)
                break;
            if (c->role == C_CLIENT || c->role == C_PEER)
                h->dropped_replies++;
            raw_conn_close(h, c);
            return;
        }
        c->out.start += (size_t)w;
    }
    bool pending = raw_buf_len(&c->out) != 0;
    raw_buf_settle(&c->out, 0);
    if (raw_arm(h, c, pending) != 0) {
        raw_conn_close(h, c);
        return;
    }
    if (!pending)
        raw_want_read(h, c);
    /* A partly drained master link may already be below LOW_WATER. */
    if (c->role == C_MASTER && h->ops->master_output_shrank)
        h->ops->master_output_shrank(h);
}

/* Sends iov[] now if nothing is pending (the kernel takes what it can), and
 * copies what it did not take to the output buffer. Batched frames (`batch`)
 * are only copied, and sent once per batch by raw_flush_dirty(). */
void raw_conn_write(struct hub *h, struct conn *c, struct iovec *iov, int cnt, bool batch)
{
    size_t done = 0;
    if (!raw_buf_len(&c->out) && !batch) {
        struct msghdr mh = {.msg_iov = iov, .msg_iovlen = (size_t)cnt};
        ssize_t w;
        while ((w = sendmsg(c->fd, &mh, MSG_NOSIGNAL)) < 0 && errno == EINTR)
            ;
        if (w < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
            if (c->role == C_CLIENT || c->role == C_PEER)
                h->dropped_replies++;
            raw_conn_close(h, c);
            return;
        }
        done = w < 0 ? 0 : (size_t)w;
    }
    bool was_pending = raw_buf_len(&c->out) != 0;
    if (raw_buf_append(&c->out, iov, cnt, done) != 0) {
        raw_conn_close(h, c); /* out of memory: give up this connection, not the loop */
        return;
    }
    if (!raw_buf_len(&c->out) || was_pending)
        return;
    if (batch && !c->armed) {
        if (!c->dirty) {
            struct conn **dirty = raw_reserve(h->dirty, &h->dirty_cap, h->ndirty, sizeof *dirty);
            if (!dirty) {
                raw_conn_close(h, c);
                return;
            }
            h->dirty = dirty;
            h->dirty[h->ndirty++] = c;
            c->dirty = true;
        }
    } else if (raw_arm(h, c, true) != 0) {
        raw_conn_close(h, c);
    }
}

void raw_flush_dirty(struct hub *h)
{
    for (size_t i = 0; i < h->ndirty; i++) {
        struct conn *c = h->dirty[i];
        c->dirty = false;
        if (!c->dead && !c->armed)
            raw_conn_flush(h, c);
    }
    h->ndirty = 0;
}

static int ad_hub_add(struct hub *h, struct conn *c)
{
    struct epoll_event ev = {.events = EPOLLIN | EPOLLET, .data.ptr = c};
    if (epoll_ctl(h->ep, EPOLL_CTL_ADD, c->fd, &ev) != 0)
        return adapter_fail_errno("epoll_ctl");
    return 0;
}

/* `ops`: the part running the loop (its table lives as long as the hub). */
int raw_hub_init(struct hub *h, const struct adapter_sock *s, const struct hub_ops *ops)
{
    memset(h, 0, sizeof *h);
    h->ops = ops;
    h->equalize = s->p.equalize;
    h->limit = s->limit;
    h->ep = epoll_create1(EPOLL_CLOEXEC);
    if (h->ep < 0)
        return adapter_fail_errno("epoll_create1");
    return 0;
}

void raw_hub_free(struct hub *h)
{
    /* every connection is in a slot or a master: close them all */
    for (uint32_t i = 0; i < h->nslots; i++)
        if (h->slots[i])
            raw_conn_close(h, h->slots[i]);
    while (h->nmasters)
        raw_conn_close(h, h->masters[0]);
    raw_reap(h);
    for (int i = 0; i < 2; i++)
        free(h->ready[i].items);
    free(h->dirty);
    free(h->slots);
    free(h->gens);
    free(h->free_slots);
    free(h->masters);
    raw_buf_free(&h->backlog);
    if (h->ep >= 0)
        close(h->ep);
}

/* ---------------------------------------------------------------- accepting and reading */

static int ad_slot_take(struct hub *h, struct conn *c)
{
    if (!h->nfree) {
        if (h->nslots == MAX_SLOTS)
            return adapter_fail("too many clients");
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
            return adapter_fail("out of memory");
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

/* Accepts every pending connection on listener `l`. */
static void ad_accept_all(struct hub *h, struct conn *l)
{
    for (;;) {
        int fd = accept4(l->fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0) {
            if (errno == EINTR || errno == ECONNABORTED || errno == EPROTO)
                continue;
            return; /* EAGAIN: done; EMFILE and the like: try at the next event */
        }
        struct conn *c = calloc(1, sizeof *c);
        if (!c || raw_tune_connection(fd, l->family, h->equalize) != 0) {
            free(c);
            close(fd);
            continue;
        }
        c->fd = fd;
        c->role = raw_accepted_role(l->role);
        int rc = c->role != C_MASTER ? ad_slot_take(h, c) : 0;
        if (rc == 0 && ad_hub_add(h, c) != 0) {
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
        if (c->role == C_MASTER && h->ops->master_accepted && h->ops->master_accepted(h, c) != 0)
            raw_conn_close(h, c);
    }
}

/* One recv into c->in (room for its current frame; `dflt`: the buffer's
 * default size). True when bytes came; false when none did, or when the
 * connection is gone (EOF, error, out of memory: a partial frame dies with it). */
bool raw_conn_fill(struct hub *h, struct conn *c, size_t dflt)
{
    if (raw_in_prepare(&c->in, dflt) != 0) {
        raw_conn_close(h, c);
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
            raw_conn_close(h, c);
        return false;
    }
    c->in.end += (size_t)n;
    c->readable = (size_t)n == room; /* a short read emptied the socket */
    return true;
}

void raw_handle_event(struct hub *h, const struct epoll_event *ev)
{
    struct conn *c = ev->data.ptr;
    if (c->dead)
        return;
    if (ad_is_listener(c)) {
        ad_accept_all(h, c);
        return;
    }
    if ((ev->events & EPOLLOUT) && c->armed)
        raw_conn_flush(h, c);
    if (!c->dead && (ev->events & (EPOLLIN | EPOLLHUP | EPOLLERR))) {
        c->readable = true; /* reading finds out about errors and EOF */
        raw_want_read(h, c);
    }
}

int raw_listen_conn(struct hub *h, struct conn *l, const struct adapter_sock *s, enum conn_role role)
{
    l->fd = s->listen_fd;
    l->family = s->family;
    l->role = role;
    return ad_hub_add(h, l);
}
