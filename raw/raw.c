/* raw.c — the floor's adapter table: plain POSIX stream sockets, no messaging
 * library. The design and the map of its parts: raw_impl.h. Here: opening and
 * closing a socket, binding, and send, recv and proxy handed to the part that
 * serves the socket (peer.c, direct.c, pubsub.c, router.c).
 */
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "raw_impl.h"
#include "wire.h"

/* ---------------------------------------------------------------- adapter */

static struct adapter_sock *ad_open(enum sock_kind kind, const struct sock_params *p)
{
    struct adapter_sock *s = calloc(1, sizeof *s);
    if (!s) {
        adapter_fail("out of memory");
        return NULL;
    }
    s->kind = kind;
    s->p = *p;
    const char *pub = getenv(PUB_ENV);
    if (pub && *pub && strcmp(pub, "coalesce") != 0 && strcmp(pub, "write") != 0) {
        free(s);
        adapter_fail(PUB_ENV "=%s: coalesce or write", pub);
        return NULL;
    }
    s->coalesce = kind == SOCK_PUB && p->nodes && pub && strcmp(pub, "coalesce") == 0; /* the controller's */
    s->limit = p->max_msg_size ? p->max_msg_size : (size_t)WIRE_HEADER_SIZE + WIRE_MAX_PAYLOAD;
    s->fd = s->listen_fd = -1;
    return s;
}

static int ad_bind(struct adapter_sock *s, const char *endpoint)
{
    if (raw_is_pubsub(s->kind) && adapter_sock_kinds[s->kind].place == PLACE_PEER)
        return adapter_fail("publishers and subscribers connect to the broker; they do not bind");
    if (s->fd >= 0 || s->listen_fd >= 0)
        return adapter_fail("socket is already connected or bound");
    if (raw_listen_on(s, endpoint) != 0)
        return -1;
    if (s->kind == SOCK_MASTER && raw_direct_start(s) != 0)
        return -1;
    return 0;
}

static int ad_send(struct adapter_sock *s, const void *buf, size_t len)
{
    if (s->hub)
        return raw_direct_send(s, buf, len);
    if (raw_is_pubsub(s->kind))
        return raw_pubsub_send(s, buf, len);
    return raw_peer_send(s, buf, len);
}

static int ad_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    if (s->hub)
        return raw_direct_recv(s, m);
    if (raw_is_pubsub(s->kind))
        return raw_pubsub_recv(s, m);
    return raw_peer_recv(s, m);
}

/* How the broker moves bytes: RRB_RAW_IO=epoll (the default), uring (the variant raw@uring, uring.c) or
 * uring-nodefer (raw@uring-nodefer: the same without deferred task work). -1: none of them. */
static int ad_io_wanted(enum raw_io *io)
{
    const char *name = getenv(IO_ENV);
    if (!name || !*name || strcmp(name, "epoll") == 0)
        *io = RAW_IO_EPOLL;
    else if (strcmp(name, "uring") == 0)
        *io = RAW_IO_URING;
    else if (strcmp(name, "uring-nodefer") == 0)
        *io = RAW_IO_URING_NODEFER;
    else
        return adapter_fail(IO_ENV "=%s: epoll, uring or uring-nodefer", name);
    return 0;
}

/* Whether the run lets epoll serve where the kernel refuses io_uring: RRB_RAW_IO_FALLBACK=epoll (the
 * sweep's --allow-io-fallback); else such a refusal fails the router. 1, 0, or -1 for another value. */
static int ad_fallback_allowed(void)
{
    const char *v = getenv(IO_FALLBACK_ENV);
    if (!v || !*v)
        return 0;
    if (strcmp(v, "epoll") == 0)
        return 1;
    return adapter_fail(IO_FALLBACK_ENV "=%s: epoll, or unset", v);
}

/* Sets up how the broker moves bytes before it serves, and names it for READY (the row's broker_io):
 * io_uring when RRB_RAW_IO=uring (or uring-nodefer) asks for it; refused by the kernel, epoll with one
 * line when RRB_RAW_IO_FALLBACK=epoll allows it, else -2 with the kernel's words. */
static int ad_prepare(struct adapter_sock *front, struct adapter_sock *back, const char **io)
{
    (void)back;
    enum raw_io wanted = RAW_IO_EPOLL;
    int fallback = ad_fallback_allowed();
    if (ad_io_wanted(&wanted) != 0 || fallback < 0)
        return -1;
    *io = "epoll";
    if (wanted == RAW_IO_EPOLL)
        return 0;
    int rc = raw_uring_prepare(front, wanted == RAW_IO_URING);
    if (rc == 0) {
        *io = wanted == RAW_IO_URING ? "uring" : "uring-nodefer";
    } else if (rc == -2 && fallback) {
        raw_uring_refused();
    } else if (rc == -2) {
        char why[256];
        snprintf(why, sizeof why, "%s", adapter_error()); /* (adapter_fail writes where it reads) */
        adapter_fail("%s (" IO_ENV "=%s; " IO_FALLBACK_ENV "=epoll lets the epoll broker serve instead)", why,
                     getenv(IO_ENV));
        return -2;
    } else {
        return -1;
    }
    return 0;
}

/* The router (request-reply) or the pub/sub broker, by the kinds of its sockets; on io_uring when
 * ad_prepare set it up. */
static int ad_proxy(struct adapter_sock *front, struct adapter_sock *back)
{
    bool uring = raw_uring_prepared();
    if (raw_is_pubsub(front->kind) || raw_is_pubsub(back->kind))
        return raw_pubsub_proxy(front, back, uring);
    if (uring)
        return raw_uring_proxy(front, back, NULL);
    return raw_router_proxy(front, back);
}

static int ad_send_msg(struct adapter_sock *s, struct adapter_msg *m)
{
    return ad_send(s, m->data, m->size);
}

static void ad_release(struct adapter_msg *m)
{
    (void)m; /* the bytes live in the socket's buffer until its next recv */
}

static void ad_close(struct adapter_sock *s)
{
    if (!s)
        return;
    if (s->hub)
        raw_direct_close(s);
    if (s->fd >= 0) {
        if (!s->broken)
            raw_flush_out(s); /* batched replies of a connected master */
        close(s->fd);
    }
    if (s->listen_fd >= 0)
        close(s->listen_fd);
    if (s->unlink_path[0])
        unlink(s->unlink_path);
    raw_buf_free(&s->in);
    raw_buf_free(&s->out);
    free(s);
}

static const char *ad_version(void)
{
    static char buf[160];
    struct utsname u;
    if (uname(&u) != 0)
        return "unknown";
    snprintf(buf, sizeof buf, "%s %s", u.sysname, u.release);
    return buf;
}

static const struct adapter_option ad_options[] = {
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
    {"topic routing at the broker (pub/sub)", "always: subscriptions go to the broker",
     "the broker sends each message only to the subscribers of a prefix of it (a hash table of the "
     "subscriptions, one lookup per distinct subscription length), as libzmq's XPUB filters and "
     "unlike nanomsg's and nng's devices, which send every message to every subscriber"},
    {"subscriber output buffering (pub/sub broker)",
     "without loss, up to 1 GiB waiting per subscriber; "
     "beyond it that subscriber is disconnected",
     "a slow subscriber neither loses messages silently (libzmq drops at its high-water mark, nng at a "
     "full queue) nor grows the broker without bound"},
    {"message batching (pub/sub broker)", "messages under 16 KiB",
     "copied to each subscriber's output buffer and written in one send per pass of the event loop: "
     "a round's results reach the controller in a few sends"},
    {"coalescing publisher (controller)", PUB_ENV "=coalesce (the variant raw@uring-coalesce); write by default",
     "the controller's messages of a burst wait in a buffer and go out in one write at its end (or each 256 KiB), "
     "as a library with an I/O thread (libzmq's) writes them; by default each message is one write, as a "
     "client that writes what it is handed (Grischa's Redis version: one PUBLISH a node)"},
    {"io_uring (pub/sub broker, router)",
     IO_ENV "=uring (the variant raw@uring; uring-nodefer: raw@uring-nodefer); epoll by default",
     "registered files, a multishot receive per connection into a ring of provided buffers, and every "
     "connection's send of a pass submitted in one system call (raw/uring.c); refused by the kernel, the "
     "router fails with the kernel's words, unless " IO_FALLBACK_ENV "=epoll lets the epoll broker serve (one "
     "line; READY's io says which served)"},
    {NULL, NULL, NULL},
};

/* The floor at what the kernel allows, beside the epoll floor (docs/scale.md). */
static const struct adapter_option ad_variants[] = {
    {"uring", IO_ENV "=uring",
     "the pub/sub broker and the router on io_uring: one system call submits a pass's sends to every "
     "connection and waits for the next completions"},
    {"uring-nodefer", IO_ENV "=uring-nodefer",
     "raw@uring without deferred task work (no IORING_SETUP_SINGLE_ISSUER | DEFER_TASKRUN): the kernel runs "
     "the completions' work as they arrive, interrupting the loop; beside raw@uring, what deferring saves "
     "(docs/scale.md)"},
    {"uring-coalesce", IO_ENV "=uring " PUB_ENV "=coalesce",
     "raw@uring with the controller's burst of messages in one write (its publisher coalesces, as libzmq's "
     "I/O thread does) instead of one write a message: what the controller's per-message writes cost the "
     "broker (docs/scale.md)"},
    {NULL, NULL, NULL},
};

/* A hosted peer's connection: readable when bytes came (a publisher receives nothing). */
static int ad_watch(struct adapter_sock *s, short *events)
{
    *events = s->kind == SOCK_PUB || s->fd < 0 ? 0 : POLLIN;
    return *events ? s->fd : -1;
}

static const struct adapter_option ad_hosting_options[] = {
    {"one read per readiness", "MSG_DONTWAIT (--hosting loop)",
     "the loop waits on every connection in epoll and reads what is there once; recv hands out its frames "
     "without a system call"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_liveness_options[] = {
    {"none", "the floor has no liveness: no heartbeat, no reconnect, no resend",
     "a broken connection ends the run of the role that held it"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_equalize_options[] = {
    {"TCP_NODELAY", "on (always, see above)", "the same on every library"},
    {"SO_SNDBUF, SO_RCVBUF", "128 KiB on every connection (default: the kernel's, autotuned)",
     "nanomsg's default socket buffers, for every library"},
    {NULL, NULL, NULL},
};

const struct adapter ADAPTER = {
    .scaleouts =
        {
            [SCALEOUT_ONE] = "one broker",
            [SCALEOUT_SHARDS] =
                "K raw hubs, node i on hub i mod K; the controller a connection to each, a node's messages on "
                "its hub's",
        },
    .name = "raw",
    .library = "posix sockets",
    .version = ad_version,
    .options = ad_options,
    .equalize_options = ad_equalize_options,
    .liveness_options = ad_liveness_options,
    .hosting_options = ad_hosting_options,
    .variants = ad_variants,
    .pipelining = "the worker's one connection: requests written back to back, replies read as they come",
    .req_resends = false,
    .patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB),
    .broker_cores = 1,
    .broker_threads =
        "one thread: epoll (raw/hub.c), or io_uring (raw/uring.c, " IO_ENV "=uring or uring-nodefer)",
    .recipe = NULL, /* not a broker product: its proxy() is the broker */
    .open = ad_open,
    .bind = ad_bind,
    .connect = raw_connect,
    .send = ad_send,
    .flush = raw_flush_out,
    .recv = ad_recv,
    .send_msg = ad_send_msg,
    .release = ad_release,
    .subscribe = raw_subscribe,
    .set_address = NULL, /* no addressed kind: no pattern addressed or reply */
    .proxy = ad_proxy,
    .prepare = ad_prepare,
    .close = ad_close,
    .last_error = adapter_error,
    .describe = NULL, /* no workarounds to report */
    .watch = ad_watch,
    .serve = raw_peer_serve,
};
