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

/* ---------------------------------------------------------------- the broker's topic index */

/* The broker's topic index: a chained hash table of the distinct
 * subscriptions, keyed by their bytes, each holding its subscribers.
 * Membership is kept both ways (topic -> member, subscriber -> sub_ref, each
 * knowing its place in the other's array), so forgetting a closed subscriber
 * costs O(its subscriptions), however many others share them. A repeated
 * subscription is kept as it comes (libzmq counts them too); a message still
 * goes once to each subscriber (conn.last_delivery). The hash: 64-bit FNV-1a
 * (bytes.h). */

struct member {
    struct conn *c;
    uint32_t ref; /* this subscription's index in c->subs */
};

struct sub_ref {
    struct topic *t;
    uint32_t pos; /* the subscriber's index in t->members */
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
    size_t nbuckets, count; /* a power of two; topics */
    uint32_t topics_of_len[TOPIC_MAX + 1];
    uint32_t lens[TOPIC_MAX + 1]; /* the lengths that have topics, ascending */
    uint32_t nlens;
    uint64_t messages; /* published so far: numbers each delivery */
};

static struct topic **ad_bucket_of(const struct topic_index *x, uint64_t hash)
{
    return &x->buckets[(hash ^ hash >> 32) & (x->nbuckets - 1)];
}

static struct topic *ad_topic_find(const struct topic_index *x, const unsigned char *bytes, uint32_t len,
                                   uint64_t hash)
{
    for (struct topic *t = *ad_bucket_of(x, hash); t; t = t->next)
        if (t->hash == hash && t->len == len && memcmp(t->bytes, bytes, len) == 0)
            return t;
    return NULL;
}

/* Room for one more item in a growable array: the array (moved, perhaps), or
 * NULL with the old one untouched. */
static void *ad_reserve(void *items, uint32_t *cap, uint32_t count, size_t item_size)
{
    if (count < *cap)
        return items;
    uint32_t n = *cap ? 2 * *cap : 4;
    void *grown = realloc(items, (size_t)n * item_size);
    if (!grown) {
        adapter_fail("out of memory");
        return NULL;
    }
    *cap = n;
    return grown;
}

/* Twice the buckets, once there are as many topics as buckets. */
static int ad_index_grow(struct topic_index *x)
{
    size_t old_n = x->nbuckets;
    struct topic **old = x->buckets, **grown = calloc(2 * old_n, sizeof *grown);
    if (!grown)
        return adapter_fail("out of memory");
    x->buckets = grown;
    x->nbuckets = 2 * old_n;
    for (size_t i = 0; i < old_n; i++)
        while (old[i]) {
            struct topic *t = old[i], **to = ad_bucket_of(x, t->hash);
            old[i] = t->next;
            t->next = *to;
            *to = t;
        }
    free(old);
    return 0;
}

/* Keeps `lens` the ascending list of the lengths that have a topic. */
static void ad_length_used(struct topic_index *x, uint32_t len)
{
    if (x->topics_of_len[len]++)
        return;
    uint32_t i = x->nlens++;
    for (; i > 0 && x->lens[i - 1] > len; i--)
        x->lens[i] = x->lens[i - 1];
    x->lens[i] = len;
}

static void ad_length_unused(struct topic_index *x, uint32_t len)
{
    if (--x->topics_of_len[len])
        return;
    uint32_t i = 0;
    while (x->lens[i] != len)
        i++;
    memmove(&x->lens[i], &x->lens[i + 1], (x->nlens - i - 1) * sizeof x->lens[0]);
    x->nlens--;
}

static struct topic *ad_topic_new(struct topic_index *x, const unsigned char *bytes, uint32_t len, uint64_t hash)
{
    if (x->count >= x->nbuckets && ad_index_grow(x) != 0)
        return NULL;
    struct topic *t = calloc(1, sizeof *t + len);
    if (!t) {
        adapter_fail("out of memory");
        return NULL;
    }
    memcpy(t->bytes, bytes, len);
    t->len = len;
    t->hash = hash;
    struct topic **b = ad_bucket_of(x, hash);
    t->next = *b;
    *b = t;
    x->count++;
    ad_length_used(x, len);
    return t;
}

static void ad_topic_drop(struct topic_index *x, struct topic *t)
{
    struct topic **p = ad_bucket_of(x, t->hash);
    while (*p != t)
        p = &(*p)->next;
    *p = t->next;
    x->count--;
    ad_length_unused(x, t->len);
    free(t->members);
    free(t);
}

/* Subscriber c subscribes to the len bytes at `bytes`; -1 when it may not
 * (SUBS_PER_CONN_MAX) or memory is short. */
static int ad_topics_add(struct hub *h, struct conn *c, const unsigned char *bytes, uint32_t len)
{
    struct topic_index *x = h->topics;
    if (c->nsubs >= SUBS_PER_CONN_MAX)
        return adapter_fail("more than %u subscriptions on one connection", SUBS_PER_CONN_MAX);
    struct sub_ref *refs = ad_reserve(c->subs, &c->subs_cap, c->nsubs, sizeof *refs);
    if (!refs)
        return -1;
    c->subs = refs;
    uint64_t hash = fnv1a64(FNV1A64_OFFSET, bytes, len);
    struct topic *t = ad_topic_find(x, bytes, len, hash);
    if (!t && !(t = ad_topic_new(x, bytes, len, hash)))
        return -1;
    struct member *members = ad_reserve(t->members, &t->members_cap, t->nmembers, sizeof *members);
    if (!members) {
        if (!t->nmembers)
            ad_topic_drop(x, t);
        return -1;
    }
    t->members = members;
    t->members[t->nmembers] = (struct member){c, c->nsubs};
    c->subs[c->nsubs++] = (struct sub_ref){t, t->nmembers++};
    return 0;
}

/* Takes closed subscriber c out of the index (from raw_reap(), through the
 * hub's conn_freed; nothing to do for a publisher); a topic left without
 * subscribers goes, and with it, perhaps, a length to look up. */
static void ad_topics_forget(struct hub *h, struct conn *c)
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
            ad_topic_drop(h->topics, t);
    }
}

static int ad_topics_init(struct topic_index *x)
{
    memset(x, 0, sizeof *x);
    x->nbuckets = 64;
    x->buckets = calloc(x->nbuckets, sizeof *x->buckets);
    return x->buckets ? 0 : adapter_fail("out of memory");
}

/* After raw_hub_free(), which forgot every subscriber: no topic is left, but
 * whatever is, is freed. */
static void ad_topics_free(struct topic_index *x)
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

/* A message from a publisher, its frame at p ([len]['D'][message]): goes as
 * it is, once, to every subscriber with a subscription that is a prefix of
 * the message. One lookup per distinct subscription length. Closed
 * subscribers are still listed until raw_reap(): skipped. */
static void ad_publish(struct hub *h, unsigned char *p, size_t len)
{
    struct topic_index *x = h->topics;
    const unsigned char *msg = p + PREFIX + PS_KIND;
    size_t size = len - PS_KIND;
    struct iovec frame = {p, PREFIX + len};
    bool batch = frame.iov_len < COALESCE_MAX;
    uint64_t number = ++x->messages;
    uint64_t hash = FNV1A64_OFFSET; /* a prefix's hash continues into a longer one's: hashed once */
    size_t hashed = 0;
    for (uint32_t i = 0; i < x->nlens && x->lens[i] <= size; i++) {
        uint32_t n = x->lens[i];
        hash = fnv1a64(hash, msg + hashed, n - hashed);
        hashed = n;
        const struct topic *t = ad_topic_find(x, msg, n, hash);
        for (uint32_t j = 0; t && j < t->nmembers; j++) {
            struct conn *c = t->members[j].c;
            if (c->dead || c->last_delivery == number)
                continue;
            c->last_delivery = number;
            ad_deliver(h, c, &frame, batch);
        }
    }
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
        return ad_topics_add(h, c, p + PREFIX + PS_KIND, (uint32_t)(len - PS_KIND));
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

/* What the broker does at the hub's moments (raw_impl.h): no masters; a closed
 * subscriber leaves the topic index. */
static const struct hub_ops ad_pubsub_ops = {
    .master_accepted = NULL,
    .master_output_shrank = NULL,
    .conn_freed = ad_topics_forget,
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
int raw_pubsub_proxy(struct adapter_sock *front, struct adapter_sock *back)
{
    if (front->kind != SOCK_BROKER_XSUB || back->kind != SOCK_BROKER_XPUB)
        return adapter_fail("the broker forwards from its XSUB socket (front) to its XPUB socket (back)");
    if (front->listen_fd < 0 || back->listen_fd < 0)
        return adapter_fail("the broker's sockets must be bound before proxying");
    struct topic_index topics;
    struct hub hub, *h = &hub;
    if (ad_topics_init(&topics) != 0)
        return -1;
    if (raw_hub_init(h, front, &ad_pubsub_ops) != 0) {
        ad_topics_free(&topics);
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
    ad_topics_free(&topics);
    return -1;
}
