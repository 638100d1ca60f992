/* raw_impl.h — the floor: the adapter interface over plain POSIX stream sockets.
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
 * The parts, one file each (this header declares what they share; read them
 * in this order):
 *
 *   frame.c   buffers and framing (the small helpers every part calls
 *             per message are inline below), addresses, socket options, listeners
 *   peer.c    the blocking peer (worker, publisher, subscriber, the master
 *             connected to the router): connect, raw_send_all, raw_peer_recv /
 *             raw_peer_send, the connected master's reply batching
 *   hub.c     the event loop the brokers and the bound master share:
 *             connections, ready rings, accepting, reading, writing, closing;
 *             it reaches the part running it only through that part's hub_ops
 *   router.c  the request-reply router on the event loop: route ids, requests
 *             to the masters, replies to their clients, backpressure
 *   direct.c  the master bound in the direct topology: the event loop handing
 *             out one request at a time, replies to their senders
 *   topics.c  the pub/sub brokers' topic index: subscriptions, and the
 *             subscribers a message goes to
 *   pubsub.c  pub/sub: the publisher's and subscriber's frames, and the broker
 *             on the event loop
 *   uring.c   the pub/sub broker and the router on io_uring instead
 *             (RRB_RAW_IO=uring, the variant raw@uring; uring-nodefer, raw@uring-nodefer,
 *             without deferred task work): the same frames, topic index and route ids
 *   raw.c     the adapter table (ADAPTER): open, bind, close, and send, recv and
 *             proxy handed to the part that serves the socket
 */
#ifndef RRB_RAW_H
#define RRB_RAW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <time.h>

#include "adapter.h"
#include "bytes.h"

#define PREFIX 4   /* length prefix of every frame */
#define ROUTE 4    /* route id on the router <-> master link */
#define HEADROOM 4 /* room in front of input: prefix for the master link */
/* Empty buffers up to this size are kept for reuse (above HIGH_WATER, so a master link
 * that filled up keeps its buffer for the next burst). */
#define KEEP_MAX (8u << 20)
#define HIGH_WATER (4u << 20)    /* router: stop reading clients above this much for the master */
#define LOW_WATER (1u << 20)     /* ... and resume below this */
#define COALESCE_MAX (16u << 10) /* smaller frames are batched into one send */
#define OUT_BATCH (256u << 10)   /* connected master: flush batched replies beyond this */
#define PEER_IN (64u << 10)      /* default input buffer: worker, client, direct peer */
#define LINK_IN (256u << 10)     /* default input buffer: router <-> master link */
#define MAX_EVENTS 256
#define SLOT_BITS 20 /* route id = generation << SLOT_BITS | slot */
#define MAX_SLOTS (1u << SLOT_BITS)
#define CONNECT_RETRY_MS 10
#define POLL_EVERY 32                /* bound master: look for new events at least this often */
#define PS_KIND 1                    /* pub/sub: the kind byte in front of every frame's body */
#define PS_DATA 'D'                  /* ... a published message */
#define PS_SUBSCRIBE 'S'             /* ... a subscription (from a subscriber) */
#define TOPIC_MAX 255u               /* longest subscription */
#define SUBS_PER_CONN_MAX (1u << 16) /* subscriptions one connection may hold (a stranger's cap) */
#define SUB_OUT_MAX (1ull << 30)     /* broker: a subscriber with more output waiting is closed */
#define SUBSCRIBER_IN (4u << 10)     /* default input buffer: a subscriber sends only subscriptions */

/* Errors: adapter_fail() and adapter_fail_errno() (common/adapter.h), every part alike. */

/* ---------------------------------------------------------------- helpers */

static inline int64_t raw_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* ---------------------------------------------------------------- buffers (frame.c)
 *
 * A byte queue: bytes [start, end) of data[0, cap) are pending. Input buffers
 * keep HEADROOM free bytes before the first frame (head = HEADROOM), output
 * buffers none (head = 0). */

struct buf {
    unsigned char *data;
    size_t cap, start, end;
};

static inline size_t raw_buf_len(const struct buf *b)
{
    return b->end - b->start;
}

static inline void raw_buf_free(struct buf *b)
{
    free(b->data);
    *b = (struct buf){0};
}

/* Called when a buffer may have become empty: rewinds it, and gives back
 * memory only a very large frame needed (kept below KEEP_MAX, so steady
 * traffic never allocates). */
static inline void raw_buf_settle(struct buf *b, size_t head)
{
    if (b->start != b->end)
        return;
    if (b->cap > KEEP_MAX)
        raw_buf_free(b);
    b->start = b->end = b->cap ? head : 0;
}

int raw_buf_room(struct buf *b, size_t head, size_t need, size_t dflt);

/* Room for one more item in a growable array of `count` items (capacity *cap, doubled when full):
 * the array (moved, perhaps), or NULL with the old one untouched (last_error: out of memory). */
void *raw_reserve(void *items, size_t *cap, size_t count, size_t item_size);
int raw_buf_append(struct buf *b, const struct iovec *iov, int cnt, size_t skip);

/* What the next read must make room for: the whole current frame when its
 * prefix is in, else the prefix. */
static inline size_t raw_frame_need(const struct buf *in)
{
    return raw_buf_len(in) >= PREFIX ? PREFIX + (size_t)be32_get(in->data + in->start) : PREFIX;
}

/* 1: a whole frame is at in->start (*len = its body length); 0: not yet;
 * -1: it declares more than `limit` bytes (*len says how many). */
static inline int raw_frame_peek(const struct buf *in, size_t limit, size_t *len)
{
    if (raw_buf_len(in) < PREFIX)
        return 0;
    *len = be32_get(in->data + in->start);
    if (*len > limit)
        return -1;
    return raw_buf_len(in) - PREFIX >= *len;
}

/* Prepares `in` for one read: room for the whole current frame and at least a
 * quarter of the default buffer, sliding a partial frame down when needed. */
static inline int raw_in_prepare(struct buf *in, size_t dflt)
{
    size_t need = raw_frame_need(in);
    if (raw_buf_len(in) == 0 && in->cap)
        in->start = in->end = HEADROOM;
    if (!in->cap || in->start + need > in->cap || (in->cap - in->end < dflt / 4 && in->start > HEADROOM))
        return raw_buf_room(in, HEADROOM, need > raw_buf_len(in) + dflt / 4 ? need : raw_buf_len(in) + dflt / 4,
                            dflt);
    return 0;
}

/* ---------------------------------------------------------------- addresses (frame.c) */

struct addr {
    struct sockaddr_storage ss;
    socklen_t len;
    int family;
};

#define MAX_ADDRS 8

int raw_resolve(const char *ep, bool passive, struct addr *out, int *count);
int raw_tune_connection(int fd, int family, bool equalize);
int raw_set_timeouts(int fd, const struct sock_params *p);
int raw_listen_on(struct adapter_sock *s, const char *endpoint);

/* ---------------------------------------------------------------- sockets */

struct hub;

struct adapter_sock {
    enum sock_kind kind;
    struct sock_params p;
    size_t limit;  /* largest message accepted (route id not included) */
    int fd;        /* the connection (blocking peers) */
    int listen_fd; /* after bind */
    int family;    /* of the connection / listener */
    char unlink_path[sizeof(((struct sockaddr_un *)0)->sun_path)];
    bool broken;   /* the stream lost its framing (timeout mid-send, bad frame, EOF) */
    bool coalesce; /* the controller's publisher, RRB_RAW_PUB=coalesce: a burst's messages go out in few
                      writes (at flush), as a library with an I/O thread sends them (pubsub.c) */
    /* blocking peers */
    struct buf in, out;
    size_t held;    /* bytes of the frame handed out, consumed by the next recv */
    uint32_t route; /* connected master: route id of the last request */
    /* master bound in the direct topology */
    struct hub *hub;
};

/* ---------------------------------------------------------------- blocking peer (peer.c) */

int raw_connect(struct adapter_sock *s, const char *endpoint);
int raw_send_all(struct adapter_sock *s, struct iovec *iov, int cnt);
int raw_flush_out(struct adapter_sock *s);
int raw_peer_ready(struct adapter_sock *s);
int raw_peer_next_frame(struct adapter_sock *s, size_t limit, size_t dflt, size_t *len);
int raw_peer_recv(struct adapter_sock *s, struct adapter_msg *m);
int raw_peer_serve(struct adapter_sock *s, short revents);
int raw_peer_send(struct adapter_sock *s, const void *msg, size_t len);

/* ---------------------------------------------------------------- event loop (hub.c) */

/* Listeners first (ad_is_listener), then what they accept, in the same order. */
enum conn_role {
    C_LISTEN_FRONT,
    C_LISTEN_BACK,
    C_LISTEN_DIRECT,
    C_LISTEN_PUBLISHERS,
    C_LISTEN_SUBSCRIBERS,
    C_CLIENT,
    C_MASTER,
    C_PEER,
    C_PUBLISHER,
    C_SUBSCRIBER,
};

/* What a connection accepted on a listener of role `listener` is. */
static inline enum conn_role raw_accepted_role(enum conn_role listener)
{
    switch (listener) {
    case C_LISTEN_FRONT:
        return C_CLIENT;
    case C_LISTEN_BACK:
        return C_MASTER;
    case C_LISTEN_PUBLISHERS:
        return C_PUBLISHER;
    case C_LISTEN_SUBSCRIBERS:
        return C_SUBSCRIBER;
    default:
        return C_PEER;
    }
}

struct sub_ref;     /* pub/sub: one of a subscriber's subscriptions */
struct topic_index; /* pub/sub: every subscription the broker knows */

struct conn {
    int fd;
    enum conn_role role;
    int family;     /* listener: of what it accepts */
    uint32_t route; /* client: its route id; every connection but a master: its slot */
    struct buf in, out;
    bool readable; /* the kernel may have bytes for us */
    bool queued;   /* on a ready ring */
    bool armed;    /* EPOLLOUT registered: output is pending */
    bool dirty;    /* on the flush list */
    bool dead;     /* closed; freed at the end of the batch */
    struct conn *next_dead;
    /* pub/sub subscriber */
    struct sub_ref *subs; /* its subscriptions, each with its place in the topic index */
    uint32_t nsubs;
    size_t subs_cap;
    uint64_t last_delivery; /* number of the last message sent to it (sent once, however many match) */
};

/* FIFO of connections to read, served round-robin. */
struct ring {
    struct conn **items;
    size_t cap, head, count;
};

/* What the part that runs an event loop (router.c, pubsub.c, direct.c) does
 * at the hub's moments. In nng's style (its core reaches a protocol only
 * through the protocol's table of operations) the hub calls only through this
 * table, so it names no part. Each part defines one table and hands it to
 * raw_hub_init(). NULL: nothing to do. */
struct hub_ops {
    /* Master c was accepted (it takes no slot); nonzero: the hub closes it. */
    int (*master_accepted)(struct hub *h, struct conn *c);
    /* Output bound for the masters shrank (a master drained some, or closed): may resume reading clients. */
    void (*master_output_shrank)(struct hub *h);
    /* Closed connection c is about to be freed, after its batch: drop what still points at it. */
    void (*conn_freed)(struct hub *h, struct conn *c);
};

/* Everything an event loop owns: the router's proxy, the pub/sub broker, or the bound master. */
struct hub {
    const struct hub_ops *ops; /* the part running this loop */
    int ep;
    bool equalize;
    size_t limit; /* largest message from a worker/client */
    struct conn listen[2];
    struct ring ready[2]; /* [0] clients / peers, [1] masters */
    struct conn **dirty;  /* router: connections with batched output */
    size_t ndirty, dirty_cap;
    struct conn *dead;
    struct conn **slots; /* every connection by slot (router: the route id's slot) */
    uint32_t *gens;      /* generation per slot */
    uint32_t *free_slots, nfree, nslots;
    struct conn **masters;
    size_t nmasters, masters_cap, next_master;
    /* router */
    struct buf backlog; /* requests while no master is connected */
    bool paused;        /* clients not read: too much waits for the master */
    /* bound master */
    struct conn *cur; /* sender of the last message handed out */
    size_t held;      /* its frame's bytes in cur->in, consumed by the next recv */
    unsigned since_poll;
    /* pub/sub broker */
    struct topic_index *topics; /* every subscriber's subscriptions */
    /* counters */
    uint64_t dropped_replies, protocol_errors, accepted, slow_subscribers;
};

int raw_ring_push(struct ring *r, struct conn *c);
struct conn *raw_ring_pop(struct ring *r);
void raw_want_read(struct hub *h, struct conn *c);
int raw_arm(struct hub *h, struct conn *c, bool out);
void raw_conn_close(struct hub *h, struct conn *c);
void raw_reap(struct hub *h);
void raw_conn_flush(struct hub *h, struct conn *c);
void raw_conn_write(struct hub *h, struct conn *c, struct iovec *iov, int cnt, bool batch);
void raw_flush_dirty(struct hub *h);
int raw_hub_init(struct hub *h, const struct adapter_sock *s, const struct hub_ops *ops);
void raw_hub_free(struct hub *h);
bool raw_conn_fill(struct hub *h, struct conn *c, size_t dflt);
void raw_handle_event(struct hub *h, const struct epoll_event *ev);
int raw_listen_conn(struct hub *h, struct conn *l, const struct adapter_sock *s, enum conn_role role);

/* ---------------------------------------------------------------- router (router.c) */

int raw_router_proxy(struct adapter_sock *front, struct adapter_sock *back);

/* ---------------------------------------------------------------- bound master (direct.c) */

int raw_direct_start(struct adapter_sock *s);
int raw_direct_recv(struct adapter_sock *s, struct adapter_msg *m);
int raw_direct_send(struct adapter_sock *s, const void *msg, size_t len);
void raw_direct_close(struct adapter_sock *s);

/* ---------------------------------------------------------------- pub/sub (pubsub.c) */

/* Kinds of socket of this pattern. */
static inline bool raw_is_pubsub(enum sock_kind kind)
{
    return adapter_sock_kinds[kind].pattern == PATTERN_PUBSUB;
}

/* The brokers' topic index (topics.c): each subscriber connection's
 * subscriptions in a hash table keyed by their bytes. */
struct topic_index {
    struct topic **buckets;
    size_t nbuckets, count; /* a power of two; topics */
    uint32_t topics_of_len[TOPIC_MAX + 1];
    uint32_t lens[TOPIC_MAX + 1]; /* the lengths that have topics, ascending */
    uint32_t nlens;
    uint64_t messages; /* published so far: numbers each delivery */
};

int raw_topics_init(struct topic_index *x);
void raw_topics_free(struct topic_index *x);
int raw_topics_add(struct topic_index *x, struct conn *c, const unsigned char *bytes, uint32_t len);
void raw_topics_forget(struct topic_index *x, struct conn *c);
void raw_topics_publish(struct topic_index *x, const unsigned char *msg, size_t size,
                        void (*deliver)(void *arg, struct conn *c), void *arg);

int raw_pubsub_send(struct adapter_sock *s, const void *msg, size_t len);
int raw_subscribe(struct adapter_sock *s, const void *topic, size_t len);
int raw_pubsub_recv(struct adapter_sock *s, struct adapter_msg *m);
/* How the broker moves bytes (RRB_RAW_IO): epoll; io_uring (the variant raw@uring); io_uring without
 * deferred task work (raw@uring-nodefer: the kernel runs the completions' work as they arrive). */
enum raw_io { RAW_IO_EPOLL, RAW_IO_URING, RAW_IO_URING_NODEFER };
/* The pub/sub broker: on io_uring when `uring` (raw_uring_prepare set it up), else on epoll. Returns only
 * on error. */
int raw_pubsub_proxy(struct adapter_sock *front, struct adapter_sock *back, bool uring);

/* ---------------------------------------------------------------- pub/sub on io_uring (uring.c) */

#define IO_ENV "RRB_RAW_IO" /* epoll (default), uring or uring-nodefer: how the broker moves bytes */
#define IO_FALLBACK_ENV "RRB_RAW_IO_FALLBACK" /* epoll: serve on epoll where the kernel refuses io_uring */
#define PUB_ENV "RRB_RAW_PUB" /* coalesce: the controller's publisher writes a burst at its end (pubsub.c) */

/* Sets up the io_uring broker before it serves (the router's READY names it), with deferred task work
 * or (raw@uring-nodefer) without: 0; -2 when the kernel refused io_uring or a feature of it
 * (adapter_error() has its words); -1 when the setup failed otherwise (memory, files). Kept for
 * raw_uring_proxy. */
int raw_uring_prepare(const struct adapter_sock *front, bool defer);
/* Whether raw_uring_prepare set a broker up that no raw_uring_proxy has served yet. */
bool raw_uring_prepared(void);
/* Serves the prepared broker (or sets one up first): the pub/sub broker with `topics`, else the
 * request-reply router. Returns only on error: -1. */
int raw_uring_proxy(struct adapter_sock *front, struct adapter_sock *back, struct topic_index *topics);
void raw_uring_refused(void);

#endif
