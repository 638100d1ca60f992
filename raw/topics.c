/* topics.c — the pub/sub brokers' topic index (pubsub.c on epoll, uring.c on
 * io_uring); raw_impl.h maps the parts. A floor must topic-route, never
 * broadcast: a message is looked up once per distinct subscription length.
 */
#include <string.h>

#include "raw_impl.h"

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
    uint32_t nmembers;
    size_t members_cap;
    uint32_t len;
    unsigned char bytes[];
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
int raw_topics_add(struct topic_index *x, struct conn *c, const unsigned char *bytes, uint32_t len)
{
    if (c->nsubs >= SUBS_PER_CONN_MAX)
        return adapter_fail("more than %u subscriptions on one connection", SUBS_PER_CONN_MAX);
    struct sub_ref *refs = raw_reserve(c->subs, &c->subs_cap, c->nsubs, sizeof *refs);
    if (!refs)
        return -1;
    c->subs = refs;
    uint64_t hash = fnv1a64(FNV1A64_OFFSET, bytes, len);
    struct topic *t = ad_topic_find(x, bytes, len, hash);
    if (!t && !(t = ad_topic_new(x, bytes, len, hash)))
        return -1;
    struct member *members = raw_reserve(t->members, &t->members_cap, t->nmembers, sizeof *members);
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
void raw_topics_forget(struct topic_index *x, struct conn *c)
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
            ad_topic_drop(x, t);
    }
}

int raw_topics_init(struct topic_index *x)
{
    memset(x, 0, sizeof *x);
    x->nbuckets = 64;
    x->buckets = calloc(x->nbuckets, sizeof *x->buckets);
    return x->buckets ? 0 : adapter_fail("out of memory");
}

/* After raw_hub_free(), which forgot every subscriber: no topic is left, but
 * whatever is, is freed. */
void raw_topics_free(struct topic_index *x)
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

/* Calls deliver(arg, c) once for every live subscriber c with a subscription
 * that is a prefix of the message's `size` bytes at `msg`: one lookup per
 * distinct subscription length. Closed subscribers stay listed until their
 * part forgets them (after its batch): skipped. */
void raw_topics_publish(struct topic_index *x, const unsigned char *msg, size_t size,
                        void (*deliver)(void *arg, struct conn *c), void *arg)
{
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
            deliver(arg, c);
        }
    }
}
