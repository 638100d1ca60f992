/* pubsub.c — pub/sub (Grischa's rounds): PUB, SUB and the broker between them;
 * raw_impl.h maps the parts. The publisher and the subscriber are blocking peers
 * like the worker (peer.c); the broker is an event loop like the router's
 * (hub.c), over the same connections, buffers, batching and flushing, with a
 * topic index where the router has route ids.
 *
 * Publishers and subscribers connect to the broker's two listeners. On these
 * connections the body of every frame starts with a kind byte, so a
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
#include <errno.h>
#include <string.h>

#include "raw_impl.h"

/* ---------------------------------------------------------------- publisher and subscriber */

/* Sends [len = 1 + n][kind][n bytes] as one frame. */
static int ad_ps_send_frame(struct adapter_sock *s, unsigned char kind, const void *bytes, size_t n)
{
    if (raw_peer_ready(s) != 0)
        return -1;
    if (n > UINT32_MAX - PS_KIND)
        return adapter_fail("a message of %zu bytes does not fit in a frame", n);
    unsigned char hdr[PREFIX + PS_KIND];
    be32_put(hdr, (uint32_t)(PS_KIND + n));
    hdr[PREFIX] = kind;
    struct iovec iov[2] = {{hdr, sizeof hdr}, {(void *)bytes, n}};
    /* Coalescing: the burst's small messages wait in `out` for the controller's flush (or a full batch). */
    if (s->coalesce && kind == PS_DATA && PREFIX + PS_KIND + n < COALESCE_MAX) {
        if (raw_buf_append(&s->out, iov, 2, 0) != 0)
            return -1;
        return raw_buf_len(&s->out) >= OUT_BATCH ? raw_flush_out(s) : 0;
    }
    if (raw_flush_out(s) != 0)
        return -1;
    return raw_send_all(s, iov, 2);
}

int raw_pubsub_send(struct adapter_sock *s, const void *msg, size_t len)
{
    if (s->kind != SOCK_PUB)
        return adapter_fail("only a PUB socket sends messages");
    return ad_ps_send_frame(s, PS_DATA, msg, len);
}

/* Messages published before the broker has read this are not delivered to us. */
int raw_subscribe(struct adapter_sock *s, const void *topic, size_t len)
{
    if (!adapter_sock_kinds[s->kind].subscribes)
        return adapter_fail("only a SUB socket subscribes");
    if (len > TOPIC_MAX)
        return adapter_fail("a subscription of %zu bytes: at most %u are supported", len, TOPIC_MAX);
    return ad_ps_send_frame(s, PS_SUBSCRIBE, topic, len);
}

int raw_pubsub_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    if (s->kind != SOCK_SUB)
        return adapter_fail("only a SUB socket receives messages");
    if (raw_peer_ready(s) != 0)
        return -1;
    size_t len = 0;
    int rc = raw_peer_next_frame(s, s->limit + PS_KIND, PEER_IN, &len);
    if (rc != 0)
        return rc;
    unsigned char *frame = s->in.data + s->in.start;
    if (len < PS_KIND || frame[PREFIX] != PS_DATA) {
        s->broken = true;
        return adapter_fail("the broker sent a frame that is not a message");
    }
    m->data = frame + PREFIX + PS_KIND;
    m->size = len - PS_KIND;
    s->held = PREFIX + len;
    return 0;
}

/* ---------------------------------------------------------------- the broker */

/* Sends one frame to subscriber c: batched when small (one send per pass of
 * the loop, as the router's requests to the master), else directly; what the
 * kernel does not take waits in c's output buffer. A subscriber that lets
 * more than SUB_OUT_MAX wait is disconnected. */
static void ad_deliver(struct hub *h, struct conn *c, struct iovec *frame, bool batch)
{
    raw_conn_write(h, c, frame, 1, batch);
    if (!c->dead && raw_buf_len(&c->out) > SUB_OUT_MAX) {
        h->slow_subscribers++;
        raw_conn_close(h, c);
    }
}

/* What ad_publish hands raw_topics_publish: the frame to send, as it came. */
struct delivery {
    struct hub *h;
    struct iovec frame;
    bool batch;
};

static void ad_deliver_to(void *arg, struct conn *c)
{
    struct delivery *d = arg;
    ad_deliver(d->h, c, &d->frame, d->batch);
}

/* A message from a publisher, its frame at p ([len]['D'][message]): goes as
 * it is, once, to every subscriber with a subscription that is a prefix of
 * the message (raw_topics_publish). */
static void ad_publish(struct hub *h, unsigned char *p, size_t len)
{
    struct delivery d = {h, {p, PREFIX + len}, PREFIX + len < COALESCE_MAX};
    raw_topics_publish(h->topics, p + PREFIX + PS_KIND, len - PS_KIND, ad_deliver_to, &d);
}

/* One whole frame from c, at p: a message from a publisher or a
 * subscription from a subscriber. -1 for anything else. */
static int ad_pubsub_frame(struct hub *h, struct conn *c, unsigned char *p, size_t len)
{
    unsigned char kind = len >= PS_KIND ? p[PREFIX] : 0;
    if (c->role == C_PUBLISHER && kind == PS_DATA) {
        ad_publish(h, p, len);
        return 0;
    }
    if (c->role == C_SUBSCRIBER && kind == PS_SUBSCRIBE)
        return raw_topics_add(h->topics, c, p + PREFIX + PS_KIND, (uint32_t)(len - PS_KIND));
    return -1;
}

/* One recv from c, then handles every complete frame; a frame that breaks
 * the protocol closes c (and only c). */
static void ad_pubsub_read(struct hub *h, struct conn *c)
{
    bool publisher = c->role == C_PUBLISHER;
    size_t limit = publisher ? h->limit + PS_KIND : PS_KIND + TOPIC_MAX;
    if (!raw_conn_fill(h, c, publisher ? PEER_IN : SUBSCRIBER_IN))
        return;
    size_t len;
    int k;
    while ((k = raw_frame_peek(&c->in, limit, &len)) > 0) {
        unsigned char *p = c->in.data + c->in.start;
        c->in.start += PREFIX + len;
        if (ad_pubsub_frame(h, c, p, len) != 0) {
            k = -1;
            break;
        }
    }
    if (k < 0) {
        h->protocol_errors++;
        raw_conn_close(h, c);
        return;
    }
    raw_buf_settle(&c->in, HEADROOM);
}

/* A closed subscriber leaves the topic index (nothing to do for a publisher). */
static void ad_forget_subscriber(struct hub *h, struct conn *c)
{
    raw_topics_forget(h->topics, c);
}

/* What the broker does at the hub's moments (raw_impl.h): no masters; a closed
 * subscriber leaves the topic index. */
static const struct hub_ops ad_pubsub_ops = {
    .master_accepted = NULL,
    .master_output_shrank = NULL,
    .conn_freed = ad_forget_subscriber,
};

/* Serves the ready ring a pass: each connection read once, round-robin. */
static void ad_pubsub_serve_ring(struct hub *h)
{
    struct ring *r = &h->ready[0];
    for (size_t n = r->count; n > 0; n--) {
        struct conn *c = raw_ring_pop(r);
        if (!c)
            continue;
        ad_pubsub_read(h, c);
        raw_want_read(h, c);
    }
}

/* The broker: publishers on the front (XSUB side), subscribers on the back
 * (XPUB side), one thread. Returns only on error. */
int raw_pubsub_proxy(struct adapter_sock *front, struct adapter_sock *back, bool uring)
{
    if (front->kind != SOCK_BROKER_XSUB || back->kind != SOCK_BROKER_XPUB)
        return adapter_fail("the broker forwards from its XSUB socket (front) to its XPUB socket (back)");
    if (front->listen_fd < 0 || back->listen_fd < 0)
        return adapter_fail("the broker's sockets must be bound before proxying");
    struct topic_index topics;
    struct hub hub, *h = &hub;
    if (raw_topics_init(&topics) != 0)
        return -1;
    if (uring) {
        raw_uring_proxy(front, back, &topics);
        raw_topics_free(&topics);
        return -1;
    }
    if (raw_hub_init(h, front, &ad_pubsub_ops) != 0) {
        raw_topics_free(&topics);
        return -1;
    }
    h->topics = &topics;
    if (raw_listen_conn(h, &h->listen[0], front, C_LISTEN_PUBLISHERS) == 0 &&
        raw_listen_conn(h, &h->listen[1], back, C_LISTEN_SUBSCRIBERS) == 0) {
        struct epoll_event events[MAX_EVENTS];
        for (;;) {
            int n = epoll_wait(h->ep, events, MAX_EVENTS, h->ready[0].count ? 0 : -1);
            if (n < 0) {
                if (errno == EINTR)
                    continue;
                adapter_fail_errno("epoll_wait");
                break;
            }
            for (int i = 0; i < n; i++)
                raw_handle_event(h, &events[i]);
            ad_pubsub_serve_ring(h);
            raw_flush_dirty(h);
            raw_reap(h);
        }
    }
    raw_hub_free(h);
    raw_topics_free(&topics);
    return -1;
}
