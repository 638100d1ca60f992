/* uring.c — the brokers on io_uring: the floor at what the kernel allows (the
 * variant raw@uring, RRB_RAW_IO=uring; raw_impl.h maps the parts). The pub/sub
 * broker's frames, topic index (topics.c) and answers to a stranger are
 * pubsub.c's; the request-reply router's route ids and framing are router.c's
 * (raw_impl.h); what differs is how the bytes move (liburing, Debian's 2.3):
 *
 *   - every connection is a registered file (a sparse table, IOSQE_FIXED_FILE),
 *     so no operation looks its descriptor up;
 *   - every connection has one multishot receive armed into a ring of
 *     provided buffers (IORING_RECV_MULTISHOT, IOSQE_BUFFER_SELECT): no
 *     re-arming per message, no idle buffer per connection; the listeners one
 *     multishot accept each;
 *   - what a batch of completions produced for each connection goes out at its
 *     end as ONE send per connection, and every such send is submitted with the
 *     wait for the next completions in one system call
 *     (io_uring_submit_and_wait): a scatter to N nodes costs one system call,
 *     not N (epoll's broker makes one send() per node);
 *   - buffers are reused, never allocated per message. A connection's output
 *     collects in `out` while the bytes of its send in flight wait, unmoved, in
 *     `sending`; the two swap when that send completes.
 *
 * A connection is freed only when no operation of it is in flight: closing
 * shuts it down, which ends its receive; its last completion frees it.
 */
#include <errno.h>
#include <liburing.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "raw_impl.h"

#define SQ_ENTRIES 4096
#define CQ_ENTRIES (4 * SQ_ENTRIES)
#define BUF_GROUP 1
#define BUF_SIZE (16u << 10) /* one provided buffer: a receive takes at most this much */
#define BUF_COUNT 1024u      /* a power of two (the ring's mask): 16 MiB in all */
#define FILES_MAX (1u << 20) /* registered files at most (else RLIMIT_NOFILE) */

enum uring_op { OP_RECV, OP_SEND, OP_ACCEPT };

/* A connection: what the topic index knows (`c`) and its io_uring state. */
struct uconn {
    struct conn c;      /* c.fd: its descriptor; c.route, router: its route id (raw_impl.h) */
    uint32_t file;      /* its registered file's index */
    struct buf sending; /* the bytes of the send in flight */
    unsigned inflight;  /* operations submitted and not yet completed for good */
    bool receiving;     /* its multishot receive is armed */
    bool queued;        /* on the list of connections to send or re-arm */
};

struct uring_broker {
    struct io_uring ring;
    struct io_uring_buf_ring *bufs;
    unsigned char *buf_mem;
    unsigned returned;          /* buffers given back since the last advance */
    struct topic_index *topics; /* the pub/sub broker's; NULL: the request-reply router */
    size_t limit;               /* largest message from a publisher or a client */
    bool equalize;
    struct uconn listen[2];
    struct uconn **files; /* by registered file index */
    uint32_t *free_files, nfree, nfiles;
    uint32_t *gens;         /* router: the generation of each index (a reused index's route ids differ) */
    struct uconn **masters; /* router: the masters, in turn */
    size_t nmasters, masters_cap, next_master;
    struct buf backlog;   /* router: requests while no master is connected */
    struct uconn **queue; /* to send and/or to re-arm, after this batch */
    size_t nqueue, queue_cap;
    uint64_t protocol_errors, slow_subscribers, dropped_replies;
};

static void *uring_tag(struct uconn *u, enum uring_op op)
{
    return (void *)((uintptr_t)u | (uintptr_t)op);
}

static struct uconn *uring_conn_of(const struct io_uring_cqe *cqe, enum uring_op *op)
{
    uintptr_t v = (uintptr_t)io_uring_cqe_get_data(cqe);
    *op = (enum uring_op)(v & 3u);
    return (struct uconn *)(v & ~(uintptr_t)3u);
}

/* An SQE, submitting what is queued when the ring is full. */
static struct io_uring_sqe *uring_sqe(struct uring_broker *b)
{
    struct io_uring_sqe *sqe = io_uring_get_sqe(&b->ring);
    if (!sqe && io_uring_submit(&b->ring) >= 0)
        sqe = io_uring_get_sqe(&b->ring);
    return sqe;
}

static int uring_arm_accept(struct uring_broker *b, struct uconn *l)
{
    struct io_uring_sqe *sqe = uring_sqe(b);
    if (!sqe)
        return adapter_fail("io_uring: no submission entry for an accept");
    io_uring_prep_multishot_accept(sqe, l->c.fd, NULL, NULL, SOCK_CLOEXEC);
    io_uring_sqe_set_data(sqe, uring_tag(l, OP_ACCEPT));
    l->inflight++;
    return 0;
}

static void uring_arm_recv(struct uring_broker *b, struct uconn *u)
{
    struct io_uring_sqe *sqe = uring_sqe(b);
    if (!sqe)
        return; /* stays unarmed and queued: tried again after the batch */
    io_uring_prep_recv_multishot(sqe, (int)u->file, NULL, 0, 0);
    sqe->flags |= IOSQE_FIXED_FILE | IOSQE_BUFFER_SELECT;
    sqe->buf_group = BUF_GROUP;
    io_uring_sqe_set_data(sqe, uring_tag(u, OP_RECV));
    u->inflight++;
    u->receiving = true;
}

/* Sends what `sending` holds (the whole of it, or the rest of a short send). */
static bool uring_submit_send(struct uring_broker *b, struct uconn *u)
{
    struct io_uring_sqe *sqe = uring_sqe(b);
    if (!sqe)
        return false;
    io_uring_prep_send(sqe, (int)u->file, u->sending.data + u->sending.start, raw_buf_len(&u->sending),
                       MSG_NOSIGNAL);
    sqe->flags |= IOSQE_FIXED_FILE;
    io_uring_sqe_set_data(sqe, uring_tag(u, OP_SEND));
    u->inflight++;
    return true;
}

static void uring_enqueue(struct uring_broker *b, struct uconn *u)
{
    if (u->queued)
        return;
    struct uconn **q = raw_reserve(b->queue, &b->queue_cap, b->nqueue, sizeof *q);
    if (!q)
        return; /* out of memory: its output waits for its next completion */
    b->queue = q;
    b->queue[b->nqueue++] = u;
    u->queued = true;
}

/* Closes u: shut down now (which ends its receive and fails its send in
 * flight); freed by its last completion, or after the batch. A subscriber
 * leaves the topic index only then: it may be closed while a message is
 * being delivered along its topic's list. */
static void uring_close(struct uring_broker *b, struct uconn *u)
{
    if (u->c.dead)
        return;
    u->c.dead = true;
    shutdown(u->c.fd, SHUT_RDWR);
    for (size_t i = 0; u->c.role == C_MASTER && i < b->nmasters; i++)
        if (b->masters[i] == u) /* requests still queued for it are lost; their clients time out */
            b->masters[i] = b->masters[--b->nmasters];
    uring_enqueue(b, u); /* freed after the batch if nothing of it is in flight */
}

static void uring_free_if_done(struct uring_broker *b, struct uconn *u)
{
    if (!u->c.dead || u->inflight || u->queued)
        return;
    if (b->topics)
        raw_topics_forget(b->topics, &u->c); /* nothing for a publisher */
    if (b->gens)
        b->gens[u->file]++;
    int none = -1;
    io_uring_register_files_update(&b->ring, u->file, &none, 1);
    close(u->c.fd);
    b->files[u->file] = NULL;
    b->free_files[b->nfree++] = u->file;
    free(u->c.subs);
    raw_buf_free(&u->c.in);
    raw_buf_free(&u->c.out);
    raw_buf_free(&u->sending);
    free(u);
}

/* ---------------------------------------------------------------- messages */

struct delivery {
    struct uring_broker *b;
    struct iovec frame;
};

/* Appends iov[] to u's output; it goes out with the batch's sends. False
 * when u is closed for it (out of memory). */
static bool uring_output(struct uring_broker *b, struct uconn *u, const struct iovec *iov, int cnt)
{
    if (raw_buf_append(&u->c.out, iov, cnt, 0) != 0) {
        uring_close(b, u);
        return false;
    }
    if (!raw_buf_len(&u->sending))
        uring_enqueue(b, u);
    return true;
}

/* Appends the frame to subscriber c's output; a subscriber with more than
 * SUB_OUT_MAX waiting is closed (pubsub.c's rule). */
static void uring_deliver_to(void *arg, struct conn *c)
{
    struct delivery *d = arg;
    struct uconn *u = (struct uconn *)c;
    if (uring_output(d->b, u, &d->frame, 1) && raw_buf_len(&c->out) + raw_buf_len(&u->sending) > SUB_OUT_MAX) {
        d->b->slow_subscribers++;
        uring_close(d->b, u);
    }
}

/* A request from client u, its message the len bytes at msg: to the next
 * master as [len + 4][route][message], or to the backlog while none is
 * connected (router.c's framing). */
static void uring_route_request(struct uring_broker *b, struct uconn *u, const unsigned char *msg, size_t len)
{
    unsigned char hdr[PREFIX + ROUTE];
    be32_put(hdr, (uint32_t)(len + ROUTE));
    be32_put(hdr + PREFIX, u->c.route);
    struct iovec iov[2] = {{hdr, sizeof hdr}, {(void *)msg, len}};
    if (!b->nmasters) {
        raw_buf_append(&b->backlog, iov, 2, 0); /* out of memory: lost, its client times out */
        return;
    }
    uring_output(b, b->masters[b->next_master++ % b->nmasters], iov, 2);
}

/* A reply from a master, [route][message] of len bytes at p: to its client
 * as [len - 4][message], if the client is still there. */
static void uring_route_reply(struct uring_broker *b, const unsigned char *p, size_t len)
{
    uint32_t route = be32_get(p), index = route & (MAX_SLOTS - 1);
    struct uconn *c = index < b->nfiles ? b->files[index] : NULL;
    if (!c || c->c.dead || c->c.role != C_CLIENT || c->c.route != route) {
        b->dropped_replies++;
        return;
    }
    unsigned char hdr[PREFIX];
    be32_put(hdr, (uint32_t)(len - ROUTE));
    struct iovec iov[2] = {{hdr, sizeof hdr}, {(void *)(p + ROUTE), len - ROUTE}};
    uring_output(b, c, iov, 2);
}

/* One whole frame from u at p: a request or a reply (router.c's rules), a
 * message from a publisher or a subscription from a subscriber (pubsub.c's);
 * -1 for anything else. */
static int uring_frame(struct uring_broker *b, struct uconn *u, unsigned char *p, size_t len)
{
    if (u->c.role == C_CLIENT) {
        uring_route_request(b, u, p + PREFIX, len);
        return 0;
    }
    if (u->c.role == C_MASTER) {
        if (len < ROUTE)
            return -1;
        uring_route_reply(b, p + PREFIX, len);
        return 0;
    }
    unsigned char kind = len >= PS_KIND ? p[PREFIX] : 0;
    if (u->c.role == C_PUBLISHER && kind == PS_DATA) {
        struct delivery d = {b, {p, PREFIX + len}};
        raw_topics_publish(b->topics, p + PREFIX + PS_KIND, len - PS_KIND, uring_deliver_to, &d);
        return 0;
    }
    if (u->c.role == C_SUBSCRIBER && kind == PS_SUBSCRIBE)
        return raw_topics_add(b->topics, &u->c, p + PREFIX + PS_KIND, (uint32_t)(len - PS_KIND));
    return -1;
}

/* Handles the whole frames of `n` received bytes at `data`, in place when
 * nothing was pending; a frame's part that has not all come waits in c.in. */
static void uring_received(struct uring_broker *b, struct uconn *u, unsigned char *data, size_t n)
{
    size_t limit = u->c.role == C_PUBLISHER ? b->limit + PS_KIND
                   : u->c.role == C_CLIENT  ? b->limit
                   : u->c.role == C_MASTER  ? b->limit + ROUTE
                                            : PS_KIND + TOPIC_MAX;
    struct buf in = {data, n, 0, n}, *from = &in;
    if (raw_buf_len(&u->c.in)) {
        struct iovec iov = {data, n};
        if (raw_buf_append(&u->c.in, &iov, 1, 0) != 0) {
            uring_close(b, u);
            return;
        }
        from = &u->c.in;
    }
    size_t len;
    int k;
    while ((k = raw_frame_peek(from, limit, &len)) > 0) {
        unsigned char *p = from->data + from->start;
        from->start += PREFIX + len;
        if (uring_frame(b, u, p, len) != 0) {
            k = -1;
            break;
        }
    }
    if (k < 0) {
        b->protocol_errors++;
        uring_close(b, u);
        return;
    }
    if (from == &in && raw_buf_len(&in)) { /* the start of a frame: kept for the rest */
        struct iovec rest = {in.data + in.start, raw_buf_len(&in)};
        if (raw_buf_append(&u->c.in, &rest, 1, 0) != 0)
            uring_close(b, u);
    }
    raw_buf_settle(&u->c.in, 0);
}

/* ---------------------------------------------------------------- completions */

/* A new master takes its turn with the others, and whatever waited for one. */
static void uring_add_master(struct uring_broker *b, struct uconn *m)
{
    struct uconn **masters = raw_reserve(b->masters, &b->masters_cap, b->nmasters, sizeof *masters);
    if (!masters) {
        uring_close(b, m);
        return;
    }
    b->masters = masters;
    b->masters[b->nmasters++] = m;
    if (raw_buf_len(&b->backlog)) {
        struct buf empty = m->c.out;
        m->c.out = b->backlog;
        b->backlog = empty;
        uring_enqueue(b, m);
    }
}

static void uring_accepted(struct uring_broker *b, struct uconn *l, int fd)
{
    struct uconn *u = b->nfree ? calloc(1, sizeof *u) : NULL;
    if (!u || raw_tune_connection(fd, l->c.family, b->equalize) != 0) {
        free(u);
        close(fd);
        return;
    }
    uint32_t index = b->free_files[b->nfree - 1];
    if (io_uring_register_files_update(&b->ring, index, &fd, 1) != 1) {
        free(u);
        close(fd);
        return;
    }
    b->nfree--;
    u->c.fd = fd;
    u->file = index;
    u->c.role = raw_accepted_role(l->c.role);
    b->files[index] = u;
    if (b->gens)
        u->c.route = b->gens[index] << SLOT_BITS | index;
    uring_arm_recv(b, u);
    if (!u->receiving)
        uring_enqueue(b, u);
    if (u->c.role == C_MASTER)
        uring_add_master(b, u);
}

static void uring_recv_done(struct uring_broker *b, struct uconn *u, const struct io_uring_cqe *cqe)
{
    bool more = cqe->flags & IORING_CQE_F_MORE;
    if (cqe->flags & IORING_CQE_F_BUFFER) {
        unsigned id = cqe->flags >> IORING_CQE_BUFFER_SHIFT;
        unsigned char *data = b->buf_mem + (size_t)id * BUF_SIZE;
        if (cqe->res > 0 && !u->c.dead)
            uring_received(b, u, data, (size_t)cqe->res);
        io_uring_buf_ring_add(b->bufs, data, BUF_SIZE, (unsigned short)id, io_uring_buf_ring_mask(BUF_COUNT),
                              (int)b->returned++);
    }
    if (more)
        return;
    u->inflight--;
    u->receiving = false;
    if (cqe->res == 0 || (cqe->res < 0 && cqe->res != -ENOBUFS))
        uring_close(b, u); /* the peer closed, or the connection failed */
    else
        uring_enqueue(b, u); /* out of buffers, or the kernel ended it: armed again after the batch */
}

static void uring_send_done(struct uring_broker *b, struct uconn *u, int res)
{
    u->inflight--;
    if (res < 0) {
        uring_close(b, u);
        return;
    }
    u->sending.start += (size_t)res;
    raw_buf_settle(&u->sending, 0);
    if (raw_buf_len(&u->sending) || raw_buf_len(&u->c.out))
        uring_enqueue(b, u); /* the rest, or what came meanwhile */
}

static void uring_complete(struct uring_broker *b, const struct io_uring_cqe *cqe)
{
    enum uring_op op;
    struct uconn *u = uring_conn_of(cqe, &op);
    switch (op) {
    case OP_ACCEPT:
        if (cqe->res >= 0)
            uring_accepted(b, u, cqe->res);
        if (!(cqe->flags & IORING_CQE_F_MORE)) {
            u->inflight--;
            uring_enqueue(b, u); /* accepting again after the batch */
        }
        return;
    case OP_RECV:
        uring_recv_done(b, u, cqe);
        break;
    case OP_SEND:
        uring_send_done(b, u, cqe->res);
        break;
    }
    uring_free_if_done(b, u);
}

/* After a batch: each queued connection's send (its output moved to
 * `sending`, unless a send is in flight) and re-armed receive or accept. */
static void uring_flush(struct uring_broker *b)
{
    size_t kept = 0;
    for (size_t i = 0; i < b->nqueue; i++) {
        struct uconn *u = b->queue[i];
        u->queued = false;
        bool ok = true;
        if (u->c.dead) {
            uring_free_if_done(b, u);
            continue;
        }
        if (u->c.role <= C_LISTEN_SUBSCRIBERS) {
            if (!u->inflight && uring_arm_accept(b, u) != 0)
                ok = false;
        } else {
            if (!u->receiving)
                uring_arm_recv(b, u);
            ok = u->receiving;
            bool idle = !(u->inflight - u->receiving);
            if (idle && !raw_buf_len(&u->sending) && raw_buf_len(&u->c.out)) {
                struct buf t = u->sending; /* swap: the output goes out, the empty buffer collects */
                u->sending = u->c.out;
                u->c.out = t;
            }
            if (idle && raw_buf_len(&u->sending))
                ok = uring_submit_send(b, u) && ok;
        }
        if (!ok) { /* no submission entry: again after the next batch */
            b->queue[kept++] = u;
            u->queued = true;
        }
    }
    b->nqueue = kept;
}

/* ---------------------------------------------------------------- the broker */

static int uring_listener(struct uring_broker *b, struct uconn *l, const struct adapter_sock *s,
                          enum conn_role role)
{
    l->c.fd = s->listen_fd;
    l->c.family = s->family;
    l->c.role = role;
    return uring_arm_accept(b, l);
}

/* Whether an io_uring call's error is the kernel refusing the interface (a kernel without io_uring or
 * without a feature we use, io_uring_disabled, a seccomp filter): -2, for which epoll may serve instead
 * when the run allows it; any other error (memory, files) is this setup failing: -1. Either way with
 * adapter_fail's message. */
static int uring_refused(int rc, const char *what)
{
    adapter_fail("%s: %s", what, strerror(-rc));
    return rc == -ENOSYS || rc == -EPERM || rc == -EACCES || rc == -EINVAL || rc == -EOPNOTSUPP ? -2 : -1;
}

/* The ring, the registered files' table and the provided buffers: 0, or -2 (refused) / -1 (failed), as
 * uring_refused. */
static int uring_setup(struct uring_broker *b, const struct adapter_sock *front, bool defer)
{
    /* One thread submits and reaps: the kernel may then run completions' work only when we ask for
     * completions (DEFER_TASKRUN, Linux 6.1), in one batch, instead of interrupting the loop for each
     * arrival; an older kernel gets the plain ring, and so does raw@uring-nodefer (!defer), which
     * measures what deferring saves. */
    int rc = -EINVAL;
    for (unsigned i = defer ? 0 : 1; i < 2 && rc == -EINVAL; i++) {
        struct io_uring_params params = {.flags = IORING_SETUP_CQSIZE, .cq_entries = CQ_ENTRIES};
        if (i == 0)
            params.flags |= IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN;
        rc = io_uring_queue_init_params(SQ_ENTRIES, &b->ring, &params);
    }
    if (rc < 0)
        return uring_refused(rc, "io_uring refused");
    b->limit = front->limit;
    b->equalize = front->p.equalize;
    struct rlimit r;
    b->nfiles = getrlimit(RLIMIT_NOFILE, &r) == 0 && r.rlim_cur < FILES_MAX ? (uint32_t)r.rlim_cur : FILES_MAX;
    b->files = calloc(b->nfiles, sizeof *b->files);
    b->free_files = malloc(b->nfiles * sizeof *b->free_files);
    b->buf_mem = aligned_alloc(4096, (size_t)BUF_COUNT * BUF_SIZE);
    if (!b->files || !b->free_files || !b->buf_mem)
        return adapter_fail("out of memory");
    for (uint32_t i = b->nfiles; i-- > 0;)
        b->free_files[b->nfree++] = i;
    if ((rc = io_uring_register_files_sparse(&b->ring, b->nfiles)) < 0)
        return uring_refused(rc, "io_uring: cannot register files");
    /* liburing 2.3 has no io_uring_setup_buf_ring: the ring's memory is ours, page-aligned */
    b->bufs = aligned_alloc(4096, BUF_COUNT * sizeof(struct io_uring_buf));
    if (!b->bufs)
        return adapter_fail("out of memory");
    io_uring_buf_ring_init(b->bufs);
    struct io_uring_buf_reg reg = {.ring_addr = (uintptr_t)b->bufs, .ring_entries = BUF_COUNT, .bgid = BUF_GROUP};
    if ((rc = io_uring_register_buf_ring(&b->ring, &reg, 0)) < 0)
        return uring_refused(rc, "io_uring: cannot register a ring of provided buffers");
    for (unsigned i = 0; i < BUF_COUNT; i++)
        io_uring_buf_ring_add(b->bufs, b->buf_mem + (size_t)i * BUF_SIZE, BUF_SIZE, (unsigned short)i,
                              io_uring_buf_ring_mask(BUF_COUNT), (int)i);
    io_uring_buf_ring_advance(b->bufs, BUF_COUNT);
    return 0;
}

static void uring_teardown(struct uring_broker *b)
{
    for (uint32_t i = 0; b->files && i < b->nfiles; i++)
        if (b->files[i]) {
            struct uconn *u = b->files[i];
            close(u->c.fd);
            free(u->c.subs);
            raw_buf_free(&u->c.in);
            raw_buf_free(&u->c.out);
            raw_buf_free(&u->sending);
            free(u);
        }
    if (b->ring.ring_fd > 0)
        io_uring_queue_exit(&b->ring); /* before the buffers it may still name */
    free(b->files);
    free(b->free_files);
    free(b->buf_mem);
    free(b->bufs);
    free(b->queue);
    free(b->gens);
    free(b->masters);
    raw_buf_free(&b->backlog);
}

/* The broker set up before it serves (raw_uring_prepare), for raw_uring_proxy. */
static struct uring_broker *prepared;

int raw_uring_prepare(const struct adapter_sock *front, bool defer)
{
    if (prepared)
        return 0;
    struct uring_broker *b = calloc(1, sizeof *b);
    if (!b)
        return adapter_fail("out of memory");
    int rc = uring_setup(b, front, defer);
    if (rc != 0) {
        uring_teardown(b);
        free(b);
        return rc;
    }
    prepared = b;
    return 0;
}

bool raw_uring_prepared(void)
{
    return prepared != NULL;
}

/* The broker on io_uring, one thread: with `topics`, the pub/sub broker
 * (publishers on the front, subscribers on the back); without, the
 * request-reply router (clients on the front, masters on the back). Sets it up
 * first unless raw_uring_prepare did. Returns only on error: -1. */
int raw_uring_proxy(struct adapter_sock *front, struct adapter_sock *back, struct topic_index *topics)
{
    if (raw_uring_prepare(front, true) != 0)
        return -1;
    struct uring_broker *b = prepared;
    prepared = NULL;
    b->topics = topics;
    bool router = !topics;
    int rc = 0;
    if (router && !(b->gens = calloc(b->nfiles, sizeof *b->gens)))
        rc = adapter_fail("out of memory");
    if (rc == 0 && (uring_listener(b, &b->listen[0], front, router ? C_LISTEN_FRONT : C_LISTEN_PUBLISHERS) != 0 ||
                    uring_listener(b, &b->listen[1], back, router ? C_LISTEN_BACK : C_LISTEN_SUBSCRIBERS) != 0))
        rc = -1;
    while (rc == 0) {
        uring_flush(b);
        rc = io_uring_submit_and_wait(&b->ring, 1);
        if (rc < 0 && rc != -EINTR && rc != -EAGAIN && rc != -EBUSY) {
            adapter_fail("io_uring_submit_and_wait: %s", strerror(-rc));
            break;
        }
        rc = 0;
        struct io_uring_cqe *cqe;
        unsigned head, seen = 0;
        io_uring_for_each_cqe(&b->ring, head, cqe)
        {
            uring_complete(b, cqe);
            seen++;
        }
        io_uring_cq_advance(&b->ring, seen);
        if (b->returned) {
            io_uring_buf_ring_advance(b->bufs, (int)b->returned);
            b->returned = 0;
        }
    }
    uring_teardown(b);
    free(b);
    return -1;
}

/* The line a refused io_uring gets before epoll serves instead (RRB_RAW_IO_FALLBACK=epoll). */
void raw_uring_refused(void)
{
    fprintf(stderr, "raw-router: %s; the epoll broker serves instead (" IO_FALLBACK_ENV "=epoll)\n",
            adapter_error());
    fflush(stderr);
}
