/* czmq.c — the czmq adapter (the binding the original study used): REQ
 * workers, REP master, and czmq's own proxy actor (zproxy) as the broker;
 * for rounds PUB/SUB sockets with zproxy over XSUB/XPUB, or (pattern addressed)
 * DEALER peers named by their topic through one ROUTER.
 *
 * czmq differs from plain libzmq in defaults, which we keep and record:
 * sockets linger 0 ms (unsent messages are dropped at close; the master
 * drains before it closes, so nothing of a run is lost), high-water marks
 * 1000 (as libzmq), and a SIGINT/SIGTERM handler of its own — which we turn
 * off, so that SIGTERM ends a role as it does for every other library. */
#include <errno.h>
#include <netdb.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include <czmq.h>

#include "adapter.h"
#include "ids.h"

struct adapter_sock {
    zsock_t *zsock; /* workers and master; router sockets live inside zproxy */
    enum sock_kind kind;
    bool deep_queues;    /* pub/sub and router high-water marks raised (as zmq.c: PUBSUB_HWM) */
    size_t address_size; /* SOCK_BROKER_ROUTED: a message's first bytes name its peer */
};

/* libzmq's PUB and XPUB drop silently at the high-water mark, which a round's
 * burst reaches long before 1000 (zmq.c). Workaround (off with
 * --library-defaults): czmq's process-wide defaults for new sockets,
 * zsys_set_sndhwm/rcvhwm, which zproxy's sockets take too. */
#define PUBSUB_HWM 100000

/* The router's zproxy actor: created by the first router bind, so each bind
 * really happens (and fails) in bind(), before the router reports READY. */
static zactor_t *proxy_actor;

static int ad_fail(void)
{
    return adapter_fail("%s", zmq_strerror(zmq_errno()));
}

static const char *ad_version(void)
{
    static char buf[64];
    int major, minor, patch, zmajor, zminor, zpatch;
    zsys_version(&major, &minor, &patch);
    zmq_version(&zmajor, &zminor, &zpatch);
    snprintf(buf, sizeof buf, "%d.%d.%d (libzmq %d.%d.%d)", major, minor, patch, zmajor, zminor, zpatch);
    return buf;
}

static struct adapter_sock *ad_open(enum sock_kind kind, const struct sock_params *p)
{
    static const int types[] = {[SOCK_WORKER] = ZMQ_REQ,
                                [SOCK_PIPELINED] = ZMQ_DEALER,
                                [SOCK_MASTER] = ZMQ_REP,
                                [SOCK_PUB] = ZMQ_PUB,
                                [SOCK_SUB] = ZMQ_SUB,
                                [SOCK_ADDRESSED] = ZMQ_DEALER,
                                [SOCK_BROKER_ROUTED] = ZMQ_ROUTER};
    static bool initialised;
    if (!initialised) {
        zsys_handler_set(NULL); /* keep default signal handling (see top) */
        if (!p->library_defaults)
            zsys_set_max_sockets(0); /* "the maximum" (zsys.h): a node process holds two sockets a node */
        zsys_init();                 /* it seeds rand() by the second: ours comes after (ids.h) */
        if (!p->library_defaults)
            ad_seed_ids();
        initialised = true;
    }
    struct adapter_sock *s = calloc(1, sizeof *s);
    if (!s) {
        adapter_fail("%s", zmq_strerror(ENOMEM));
        return NULL;
    }
    s->kind = kind;
    s->address_size = p->address_size;
    s->deep_queues = !p->library_defaults && adapter_sock_kinds[kind].pattern != PATTERN_REQREP;
    if (s->deep_queues) {
        zsys_set_sndhwm(PUBSUB_HWM);
        zsys_set_rcvhwm(PUBSUB_HWM);
    }
    if (adapter_sock_kinds[kind].place == PLACE_FRONT || adapter_sock_kinds[kind].place == PLACE_BACK)
        return s; /* the proxy's sockets: zproxy creates these */
    s->zsock = zsock_new(types[kind]);
    if (!s->zsock) {
        ad_fail();
        free(s);
        return NULL;
    }
    /* Timeouts only bound how long we wait; they change nothing on the wire. */
    zsock_set_rcvtimeo(s->zsock, p->hosted ? 0 : p->timeout_ms);
    zsock_set_sndtimeo(s->zsock, p->send_timeout_ms);
    if (p->equalize) {
        zsock_set_sndbuf(s->zsock, EQUAL_SOCKET_BUFFER);
        zsock_set_rcvbuf(s->zsock, EQUAL_SOCKET_BUFFER);
    }
    if (kind == SOCK_BROKER_ROUTED)
        zsock_set_router_mandatory(s->zsock, 1); /* an unknown peer is an error, a full queue waits (zmq.c) */
    if (p->liveness_ms) {                        /* ad_liveness_options */
        zsock_set_heartbeat_ivl(s->zsock, p->liveness_ms);
        zsock_set_heartbeat_timeout(s->zsock, 3 * p->liveness_ms);
        zsock_set_reconnect_ivl(s->zsock, p->liveness_ms);
        zsock_set_reconnect_ivl_max(s->zsock, p->liveness_ms);
        if (kind == SOCK_WORKER) {
            zsock_set_req_relaxed(s->zsock, 1);
            zsock_set_req_correlate(s->zsock, 1);
        }
    }
    return s;
}

/* zproxy asserts (aborts) when it cannot bind, so a router checks first that
 * a TCP port is free, with the same SO_REUSEADDR libzmq uses. (A live IPC
 * path was already refused by runtime_open.) */
static int ad_tcp_port_free(const char *endpoint)
{
    char host[256];
    const char *hp = endpoint + strlen("tcp://");
    const char *colon = strrchr(hp, ':');
    snprintf(host, sizeof host, "%.*s", (int)(colon - hp), hp);
    struct addrinfo hints = {.ai_family = AF_INET, .ai_socktype = SOCK_STREAM, .ai_flags = AI_PASSIVE};
    struct addrinfo *ai;
    if (getaddrinfo(strcmp(host, "*") == 0 ? NULL : host, colon + 1, &hints, &ai) != 0)
        return adapter_fail("%s", "cannot resolve the host");
    int fd = socket(AF_INET, SOCK_STREAM, 0), one = 1, rc = -1;
    if (fd >= 0) {
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        rc = bind(fd, ai->ai_addr, ai->ai_addrlen);
        if (rc != 0)
            adapter_fail("%s", strerror(errno));
        close(fd);
    }
    freeaddrinfo(ai);
    return rc == 0 ? 0 : -1;
}

static int ad_bind(struct adapter_sock *s, const char *endpoint)
{
    char attach[1100];
    snprintf(attach, sizeof attach, "@%s", endpoint); /* czmq: '@' binds */
    if (!s->zsock) {
        if (strncmp(endpoint, "tcp://", 6) == 0 && ad_tcp_port_free(endpoint) != 0)
            return -1;
        if (!proxy_actor && !(proxy_actor = zactor_new(zproxy, NULL)))
            return adapter_fail("%s", "cannot start the zproxy actor");
        static const char *const types[] = {[SOCK_ROUTER_FRONT] = "ROUTER",
                                            [SOCK_ROUTER_BACK] = "DEALER",
                                            [SOCK_BROKER_XSUB] = "XSUB",
                                            [SOCK_BROKER_XPUB] = "XPUB"};
        bool front = adapter_sock_kinds[s->kind].place == PLACE_FRONT;
        zstr_sendx(proxy_actor, front ? "FRONTEND" : "BACKEND", types[s->kind], attach, NULL);
        return zsock_wait(proxy_actor) == 0 ? 0 : adapter_fail("%s", "zproxy could not bind");
    }
    return zsock_attach(s->zsock, attach, true) == 0 ? 0 : ad_fail();
}

static int ad_connect(struct adapter_sock *s, const char *endpoint)
{
    char attach[1100];
    snprintf(attach, sizeof attach, ">%s", endpoint); /* czmq: '>' connects */
    return zsock_attach(s->zsock, attach, false) == 0 ? 0 : ad_fail();
}

/* SOCK_PIPELINED is a DEALER speaking REQ's envelope: an empty delimiter frame, then the request. */
static int ad_send(struct adapter_sock *s, const void *buf, size_t len)
{
    if (s->kind == SOCK_PIPELINED) {
        zframe_t *delimiter = zframe_new_empty();
        if (!delimiter)
            return adapter_fail("%s", "out of memory");
        if (zframe_send(&delimiter, s->zsock, ZFRAME_MORE) != 0) {
            ad_fail();
            zframe_destroy(&delimiter);
            return -1;
        }
    }
    zframe_t *frame = zframe_new(buf, len);
    if (!frame)
        return adapter_fail("%s", "out of memory");
    if (zframe_send(&frame, s->zsock, 0) != 0) {
        ad_fail();
        zframe_destroy(&frame);
        return -1;
    }
    return 0;
}

static int ad_recv_frame(struct adapter_sock *s, zframe_t **frame)
{
    while (!(*frame = zframe_recv(s->zsock))) {
        if (zmq_errno() == EINTR)
            continue;
        int e = zmq_errno();
        ad_fail();
        return e == EAGAIN ? ADAPTER_TIMEOUT : -1;
    }
    return 0;
}

/* The broker's ROUTER: a message is [sender][payload]; the sender frame is
 * not needed (the payload's topic names where it goes); any other shape is a
 * stranger's and is dropped whole. */
static int ad_recv_routed(struct adapter_sock *s, zframe_t **payload)
{
    for (;;) {
        zframe_t *sender;
        int rc = ad_recv_frame(s, &sender);
        if (rc != 0)
            return rc;
        bool more = zframe_more(sender);
        zframe_destroy(&sender);
        if (!more)
            continue;
        if ((rc = ad_recv_frame(s, payload)) != 0)
            return rc;
        if (!zframe_more(*payload))
            return 0;
        while (zframe_more(*payload)) {
            zframe_destroy(payload);
            if ((rc = ad_recv_frame(s, payload)) != 0)
                return rc;
        }
        zframe_destroy(payload);
    }
}

/* SOCK_PIPELINED: a reply is [empty delimiter][reply]; anything else is a protocol error. */
static int ad_recv_enveloped(struct adapter_sock *s, zframe_t **payload)
{
    zframe_t *delimiter;
    int rc = ad_recv_frame(s, &delimiter);
    if (rc != 0)
        return rc;
    bool ok = zframe_size(delimiter) == 0 && zframe_more(delimiter);
    zframe_destroy(&delimiter);
    if (!ok)
        return adapter_fail("%s", "a reply without REQ's envelope");
    if ((rc = ad_recv_frame(s, payload)) != 0)
        return rc;
    if (!zframe_more(*payload))
        return 0;
    zframe_destroy(payload);
    return adapter_fail("%s", "a reply of more than one frame");
}

static int ad_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    zframe_t *frame;
    int rc = s->kind == SOCK_BROKER_ROUTED ? ad_recv_routed(s, &frame)
             : s->kind == SOCK_PIPELINED   ? ad_recv_enveloped(s, &frame)
                                           : ad_recv_frame(s, &frame);
    if (rc != 0)
        return rc;
    m->priv.ptr = frame;
    m->data = zframe_data(frame);
    m->size = zframe_size(frame);
    return 0;
}

static void ad_release(struct adapter_msg *m)
{
    zframe_t *frame = m->priv.ptr;
    zframe_destroy(&frame);
}

static int ad_send_msg(struct adapter_sock *s, struct adapter_msg *m)
{
    zframe_t *frame = m->priv.ptr;
    if (s->kind == SOCK_BROKER_ROUTED) { /* first the frame that names the peer: the message's topic */
        zframe_t *to = m->size >= s->address_size ? zframe_new(m->data, s->address_size) : NULL;
        if (!to || zframe_send(&to, s->zsock, ZFRAME_MORE) != 0) {
            if (to)
                ad_fail(), zframe_destroy(&to);
            else
                adapter_fail("%s", "a message shorter than its address");
            zframe_destroy(&frame);
            return -1;
        }
    }
    if (zframe_send(&frame, s->zsock, 0) != 0) {
        ad_fail();
        zframe_destroy(&frame);
        return -1;
    }
    return 0;
}

/* czmq's setters take a string; our topics hold no NUL. */
static int ad_topic_text(const void *topic, size_t len, char text[256])
{
    if (len >= 256 || memchr(topic, '\0', len))
        return adapter_fail("%s", "a topic must be text shorter than 256 bytes");
    memcpy(text, topic, len);
    text[len] = '\0';
    return 0;
}

static int ad_subscribe(struct adapter_sock *s, const void *topic, size_t len)
{
    char text[256];
    if (ad_topic_text(topic, len, text) != 0)
        return -1;
    zsock_set_subscribe(s->zsock, text);
    return 0;
}

/* The broker's ROUTER's name for the peer. */
static int ad_set_address(struct adapter_sock *s, const void *address, size_t len)
{
    char text[256];
    if (ad_topic_text(address, len, text) != 0)
        return -1;
    zsock_set_identity(s->zsock, text);
    return 0;
}

static void ad_describe(const struct adapter_sock *s, char *buf, size_t len)
{
    if (s->deep_queues)
        snprintf(buf, len, "ZMQ_SNDHWM=ZMQ_RCVHWM=%d(%s)", PUBSUB_HWM,
                 adapter_sock_kinds[s->kind].pattern == PATTERN_ADDRESSED ? "addressed" : "pubsub");
    else
        snprintf(buf, len, "%s", "");
}

static int ad_proxy(struct adapter_sock *front, struct adapter_sock *back)
{
    (void)front, (void)back; /* both are configured in zproxy already (bind) */
    /* The actor forwards in its own thread; we wait until it ends or we are killed. */
    char *msg = zstr_recv(proxy_actor);
    zstr_free(&msg);
    return adapter_fail("%s", "the zproxy actor stopped");
}

static void ad_close(struct adapter_sock *s)
{
    if (s->zsock)
        zsock_destroy(&s->zsock);
    else if (proxy_actor)
        zactor_destroy(&proxy_actor);
    free(s);
}

static const struct adapter_option ad_equalize_options[] = {
    {"TCP_NODELAY", "on (libzmq always sets it; no option)", "the same on every library"},
    {"ZMQ_SNDBUF, ZMQ_RCVBUF (zsock_set_*)", "128 KiB on workers and master",
     "nanomsg's default socket buffers; zproxy's router sockets cannot be set (kernel default)"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_options[] = {
    {"ZMQ_RCVTIMEO, ZMQ_SNDTIMEO (zsock_set_*)", "--timeout (master, worker)",
     "bounds every wait so a stall is reported instead of hanging; no effect on the wire"},
    {"zsys_handler_set", "NULL (czmq's SIGINT/SIGTERM handler off)",
     "with it, SIGTERM only sets zsys_interrupted and a role may not stop; every other library "
     "dies on SIGTERM"},
    {"ZMQ_LINGER (czmq default, kept)", "0 ms (libzmq's default is -1)",
     "recorded, not changed: czmq drops unsent messages at close; the master drains first"},
    {"ZMQ_SNDHWM, ZMQ_RCVHWM (czmq default, kept)", "1000 (request-reply)",
     "recorded, not changed: same as libzmq"},
    {"zsys_set_sndhwm, zsys_set_rcvhwm (pub/sub)",
     "100000 for every pub/sub socket, zproxy's too (not with "
     "--library-defaults)",
     "PUB and XPUB drop silently at the mark; a round's burst of 512 messages already lost its tail"},
    {"zsys_set_sndhwm, zsys_set_rcvhwm (addressed)",
     "100000 for the DEALER peers and the broker's ROUTER (not "
     "with --library-defaults)",
     "the same bursts, addressed"},
    {"zsock_set_identity (addressed)", "the peer's topic: n00042. for node 42, result. for the controller",
     "the broker's ROUTER sends each message to the peer its first 7 bytes name"},
    {"zsock_set_router_mandatory (addressed)", "1 on the broker's ROUTER",
     "a message for an unknown peer is an error, not silently dropped; a full queue waits"},
    AD_SEED_IDS_OPTION,
    {"zsys_set_max_sockets", "0: the most the system allows (not with --library-defaults; default 1024)",
     "a node process holds two sockets a node: 512 nodes would pass the default"},
    {NULL, NULL, NULL},
};

/* A hosted socket's descriptor: libzmq's ZMQ_FD (zsock_fd), as zmq.c's ad_watch says; none for a PUB. */
static int ad_watch(struct adapter_sock *s, short *events)
{
    *events = s->kind == SOCK_PUB || !s->zsock ? 0 : POLLIN;
    return *events ? zsock_fd(s->zsock) : -1;
}

static const struct adapter_option ad_hosting_options[] = {
    {"zsock_set_rcvtimeo", "0 (--hosting loop)",
     "the loop waits on every socket's zsock_fd, then receives what is there"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_liveness_options[] = {
    {"zsock_set_heartbeat_ivl, _heartbeat_timeout", "100 ms, 300 ms (default: off; not on zproxy's sockets)",
     "ZMTP pings find a peer that is gone without closing its connection"},
    {"zsock_set_reconnect_ivl, _reconnect_ivl_max", "100 ms, 100 ms (default 100 ms, no maximum)",
     "a restarted broker is found again within 100 ms"},
    {"zsock_set_req_relaxed, _req_correlate (worker)", "1, 1 (default 0)",
     "a REQ never resends by itself: with these the worker sends an unanswered request again after 200 ms"},
    {NULL, NULL, NULL},
};

const struct adapter ADAPTER = {
    .scaleouts =
        {
            [SCALEOUT_ONE] = "one broker",
            [SCALEOUT_SHARDS] =
                "K zproxy brokers, node i on broker i mod K; the controller a PUB and a SUB (pattern "
                "addressed: a DEALER) on each, a node's messages on its broker's. One PUB connected to all K "
                "would do the same by itself: libzmq forwards subscriptions upstream through the proxy "
                "(zguide ch. 2)",
        },
    .name = "czmq",
    .library = "czmq",
    .version = ad_version,
    .options = ad_options,
    .equalize_options = ad_equalize_options,
    .liveness_options = ad_liveness_options,
    .hosting_options = ad_hosting_options,
    .pipelining = "a zsock DEALER speaking REQ's envelope (empty delimiter frame, then the request)",
    .req_resends = false,
    .patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB) | PATTERN_BIT(PATTERN_ADDRESSED),
    .broker_cores = 2,
    .broker_threads = "zproxy's actor thread and czmq's context's one I/O thread (zsys.c:86 s_io_threads = 1)",
    .recipe = NULL, /* not a broker product: its proxy() is the broker */
    .open = ad_open,
    .bind = ad_bind,
    .connect = ad_connect,
    .send = ad_send,
    .recv = ad_recv,
    .send_msg = ad_send_msg,
    .release = ad_release,
    .subscribe = ad_subscribe,
    .set_address = ad_set_address,
    .proxy = ad_proxy,
    .close = ad_close,
    .last_error = adapter_error,
    .describe = ad_describe,
    .watch = ad_watch,
    .serve = NULL, /* libzmq does its I/O in the context's own thread */
};
