/* zmq.c — the libzmq adapter: REQ workers, REP master, ROUTER/DEALER proxy;
 * for rounds PUB/SUB through an XSUB/XPUB proxy (subscriptions go upstream:
 * the publisher and the proxy send each subscriber only what it subscribed to),
 * or (pattern addressed) DEALER peers named by their topic through one ROUTER. */
#include <errno.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zmq.h>

#include "adapter.h"
#include "ids.h"

struct adapter_sock {
    void *zsock;
    enum sock_kind kind;
    bool hosted;         /* sock_params.hosted: recv never waits; watch() gives ZMQ_FD */
    bool deep_queues;    /* pub/sub and router high-water marks raised (workaround below) */
    size_t address_size; /* SOCK_BROKER_ROUTED: a message's first bytes name its peer */
};

/* A PUB (and the proxy's XPUB) drops messages silently at its high-water
 * mark, and the writer learns of what was read only in batches of half the
 * mark (pipe.cpp: lwm), so with the default 1000 a burst of ~500 messages
 * can already lose its tail: one round at 256 nodes is 512. Workaround (off
 * with --library-defaults): ZMQ_SNDHWM/ZMQ_RCVHWM = PUBSUB_HWM on every
 * pub/sub socket, the proxy's too, well above a round of 1024 nodes. */
#define PUBSUB_HWM 100000

static void *context;    /* one per process, created with the first socket */
static int open_sockets; /* the context ends with the last socket */
/* libzmq's words for error e, the adapter's error (adapter.h); -1. */
static int ad_fail_as(int e)
{
    return adapter_fail("%s", zmq_strerror(e));
}

static int ad_fail(void)
{
    return ad_fail_as(zmq_errno());
}

static const char *ad_version(void)
{
    static char buf[32];
    int major, minor, patch;
    zmq_version(&major, &minor, &patch);
    snprintf(buf, sizeof buf, "%d.%d.%d", major, minor, patch);
    return buf;
}

static int ad_set_int(void *zsock, int option, int value)
{
    return zmq_setsockopt(zsock, option, &value, sizeof value);
}

/* --liveness (ad_liveness_options): ZMTP heartbeats, a reconnect interval that does not
 * grow, and a REQ that may send again before its reply (the worker then resends). */
static int ad_set_liveness(void *zsock, enum sock_kind kind, int ms)
{
    if (!ms)
        return 0;
    if (ad_set_int(zsock, ZMQ_HEARTBEAT_IVL, ms) != 0 || ad_set_int(zsock, ZMQ_HEARTBEAT_TIMEOUT, 3 * ms) != 0 ||
        ad_set_int(zsock, ZMQ_RECONNECT_IVL, ms) != 0 || ad_set_int(zsock, ZMQ_RECONNECT_IVL_MAX, ms) != 0)
        return -1;
    if (kind == SOCK_WORKER &&
        (ad_set_int(zsock, ZMQ_REQ_RELAXED, 1) != 0 || ad_set_int(zsock, ZMQ_REQ_CORRELATE, 1) != 0))
        return -1;
    return 0;
}

static struct adapter_sock *ad_open(enum sock_kind kind, const struct sock_params *p)
{
    static const int types[] = {
        [SOCK_WORKER] = ZMQ_REQ,
        [SOCK_PIPELINED] = ZMQ_DEALER,
        [SOCK_MASTER] = ZMQ_REP,
        [SOCK_ROUTER_FRONT] = ZMQ_ROUTER,
        [SOCK_ROUTER_BACK] = ZMQ_DEALER,
        [SOCK_PUB] = ZMQ_PUB,
        [SOCK_SUB] = ZMQ_SUB,
        [SOCK_BROKER_XSUB] = ZMQ_XSUB,
        [SOCK_BROKER_XPUB] = ZMQ_XPUB,
        [SOCK_ADDRESSED] = ZMQ_DEALER,
        [SOCK_BROKER_ROUTED] = ZMQ_ROUTER,
    };
    static bool seeded;
    if (!seeded && !p->library_defaults)
        ad_seed_ids(); /* before the first socket draws an id (ids.h) */
    seeded = true;
    if (!context && !(context = zmq_ctx_new())) {
        ad_fail();
        return NULL;
    }
    /* A node process holds two sockets a node: libzmq's context allows 1023 (ZMQ_MAX_SOCKETS_DFLT), so
     * up to the largest it can (ZMQ_SOCKET_LIMIT, from the process's open-file limit). */
    if (open_sockets == 0 && !p->library_defaults)
        zmq_ctx_set(context, ZMQ_MAX_SOCKETS, zmq_ctx_get(context, ZMQ_SOCKET_LIMIT));
    struct adapter_sock *s = malloc(sizeof *s);
    if (!s) {
        ad_fail_as(ENOMEM);
        return NULL;
    }
    s->zsock = zmq_socket(context, types[kind]);
    /* Timeouts only bound how long we wait; they change nothing on the wire.
     * ZMQ_LINGER too: by default zmq_ctx_term waits forever for unsent
     * messages, so a worker whose broker is gone would hang on exit. */
    if (!s->zsock || ad_set_int(s->zsock, ZMQ_RCVTIMEO, p->hosted ? 0 : p->timeout_ms) != 0 ||
        ad_set_int(s->zsock, ZMQ_SNDTIMEO, p->send_timeout_ms) != 0 ||
        ad_set_int(s->zsock, ZMQ_LINGER, p->send_timeout_ms) != 0 ||
        (p->equalize && (ad_set_int(s->zsock, ZMQ_SNDBUF, EQUAL_SOCKET_BUFFER) != 0 ||
                         ad_set_int(s->zsock, ZMQ_RCVBUF, EQUAL_SOCKET_BUFFER) != 0))) {
        ad_fail();
        if (s->zsock)
            zmq_close(s->zsock);
        free(s);
        return NULL;
    }
    s->kind = kind;
    s->hosted = p->hosted;
    s->address_size = p->address_size;
    s->deep_queues = !p->library_defaults && adapter_sock_kinds[kind].pattern != PATTERN_REQREP;
    if ((s->deep_queues && (ad_set_int(s->zsock, ZMQ_SNDHWM, PUBSUB_HWM) != 0 ||
                            ad_set_int(s->zsock, ZMQ_RCVHWM, PUBSUB_HWM) != 0)) ||
        /* A message for a peer that is not connected fails (EHOSTUNREACH) instead of vanishing,
         * and a full queue waits instead of dropping. */
        (kind == SOCK_BROKER_ROUTED && ad_set_int(s->zsock, ZMQ_ROUTER_MANDATORY, 1) != 0) ||
        ad_set_liveness(s->zsock, kind, p->liveness_ms) != 0) {
        ad_fail();
        zmq_close(s->zsock);
        free(s);
        return NULL;
    }
    open_sockets++;
    return s;
}

static int ad_bind(struct adapter_sock *s, const char *endpoint)
{
    return zmq_bind(s->zsock, endpoint) == 0 ? 0 : ad_fail();
}

static int ad_connect(struct adapter_sock *s, const char *endpoint)
{
    return zmq_connect(s->zsock, endpoint) == 0 ? 0 : ad_fail();
}

static int ad_send_frame(struct adapter_sock *s, const void *buf, size_t len, int flags)
{
    while (zmq_send(s->zsock, buf, len, flags) < 0)
        if (zmq_errno() != EINTR)
            return ad_fail();
    return 0;
}

/* SOCK_PIPELINED is a DEALER speaking REQ's envelope: an empty delimiter frame,
 * then the request; the ROUTER/REP path cannot tell it from a REQ. */
static int ad_send(struct adapter_sock *s, const void *buf, size_t len)
{
    if (s->kind == SOCK_PIPELINED && ad_send_frame(s, "", 0, ZMQ_SNDMORE) != 0)
        return -1;
    return ad_send_frame(s, buf, len, 0);
}

/* Receives one frame into zm (initialised here); ADAPTER_TIMEOUT, -1 or 0. */
static int ad_recv_frame(struct adapter_sock *s, zmq_msg_t *zm)
{
    zmq_msg_init(zm);
    while (zmq_msg_recv(zm, s->zsock, 0) < 0) {
        if (zmq_errno() == EINTR)
            continue;
        int timed_out = zmq_errno() == EAGAIN;
        ad_fail();
        zmq_msg_close(zm);
        return timed_out ? ADAPTER_TIMEOUT : -1;
    }
    return 0;
}

/* The broker's ROUTER: a message is [sender][payload]. The sender frame is
 * not needed (the payload's topic names where it goes); a message of any
 * other shape is a stranger's and is dropped whole. */
static int ad_recv_routed(struct adapter_sock *s, zmq_msg_t *zm)
{
    for (;;) {
        zmq_msg_t sender;
        int rc = ad_recv_frame(s, &sender);
        if (rc != 0)
            return rc;
        bool more = zmq_msg_more(&sender);
        zmq_msg_close(&sender);
        if (!more)
            continue;
        if ((rc = ad_recv_frame(s, zm)) != 0)
            return rc;
        if (!zmq_msg_more(zm))
            return 0;
        while (zmq_msg_more(zm)) { /* three frames or more: drop them all */
            zmq_msg_close(zm);
            if ((rc = ad_recv_frame(s, zm)) != 0)
                return rc;
        }
        zmq_msg_close(zm);
    }
}

/* SOCK_PIPELINED: a reply is [empty delimiter][reply]; anything else is a protocol error. */
static int ad_recv_enveloped(struct adapter_sock *s, zmq_msg_t *zm)
{
    int rc = ad_recv_frame(s, zm);
    if (rc != 0)
        return rc;
    bool delimiter = zmq_msg_size(zm) == 0 && zmq_msg_more(zm);
    zmq_msg_close(zm);
    if (!delimiter)
        return ad_fail_as(EPROTO);
    if ((rc = ad_recv_frame(s, zm)) != 0)
        return rc;
    if (!zmq_msg_more(zm))
        return 0;
    zmq_msg_close(zm);
    return ad_fail_as(EPROTO);
}

static int ad_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    zmq_msg_t *zm = (zmq_msg_t *)m->priv.bytes;
    _Static_assert(sizeof(zmq_msg_t) <= sizeof m->priv.bytes, "zmq_msg_t fits adapter_msg");
    int rc = s->kind == SOCK_BROKER_ROUTED ? ad_recv_routed(s, zm)
             : s->kind == SOCK_PIPELINED   ? ad_recv_enveloped(s, zm)
                                           : ad_recv_frame(s, zm);
    if (rc != 0)
        return rc;
    m->data = zmq_msg_data(zm);
    m->size = zmq_msg_size(zm);
    return 0;
}

static void ad_release(struct adapter_msg *m)
{
    zmq_msg_close((zmq_msg_t *)m->priv.bytes);
}

static int ad_send_msg(struct adapter_sock *s, struct adapter_msg *m)
{
    zmq_msg_t *zm = (zmq_msg_t *)m->priv.bytes;
    if (s->kind == SOCK_BROKER_ROUTED) { /* first the frame that names the peer: the message's topic */
        if (m->size < s->address_size) {
            zmq_msg_close(zm);
            return ad_fail_as(EPROTO);
        }
        while (zmq_send(s->zsock, m->data, s->address_size, ZMQ_SNDMORE) < 0)
            if (zmq_errno() != EINTR) {
                ad_fail();
                zmq_msg_close(zm);
                return -1;
            }
    }
    while (zmq_msg_send(zm, s->zsock, 0) < 0) {
        if (zmq_errno() == EINTR)
            continue;
        ad_fail();
        zmq_msg_close(zm);
        return -1;
    }
    return 0; /* zmq_msg_send took the message */
}

static int ad_subscribe(struct adapter_sock *s, const void *topic, size_t len)
{
    return zmq_setsockopt(s->zsock, ZMQ_SUBSCRIBE, topic, len) == 0 ? 0 : ad_fail();
}

/* The broker's ROUTER's name for the peer. */
static int ad_set_address(struct adapter_sock *s, const void *address, size_t len)
{
    return zmq_setsockopt(s->zsock, ZMQ_ROUTING_ID, address, len) == 0 ? 0 : ad_fail();
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
    zmq_proxy(front->zsock, back->zsock, NULL);
    return ad_fail();
}

/* A hosted socket's ZMQ_FD: readable when the socket has commands to process, a message among them
 * perhaps; edge-triggered in effect (zmq_getsockopt(3), ZMQ_FD), so the host drains it after every
 * wake-up and every send. A PUB receives nothing: nothing to wait for (its commands are taken at its
 * next send). */
static int ad_watch(struct adapter_sock *s, short *events)
{
    int fd = -1;
    size_t len = sizeof fd;
    *events = 0;
    if (s->kind == SOCK_PUB || zmq_getsockopt(s->zsock, ZMQ_FD, &fd, &len) != 0)
        return -1;
    *events = POLLIN;
    return fd;
}

static void ad_close(struct adapter_sock *s)
{
    zmq_close(s->zsock);
    free(s);
    /* Terminating the context flushes what is still queued, for at most
     * ZMQ_LINGER (= the timeout). */
    if (--open_sockets == 0) {
        zmq_ctx_term(context);
        context = NULL;
    }
}

static const struct adapter_option ad_equalize_options[] = {
    {"TCP_NODELAY", "on (libzmq always sets it; no option)", "the same on every library"},
    {"ZMQ_SNDBUF, ZMQ_RCVBUF", "128 KiB (default: the kernel's, autotuned)",
     "nanomsg's default socket buffers, for every library"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_options[] = {
    {"ZMQ_RCVTIMEO, ZMQ_SNDTIMEO", "--timeout (master, worker)",
     "bounds every wait so a stall is reported instead of hanging; no effect on the wire"},
    {"ZMQ_SNDHWM, ZMQ_RCVHWM (pub/sub)",
     "100000 on every pub/sub socket, the proxy's too (not with "
     "--library-defaults; default 1000)",
     "PUB and XPUB drop messages silently at the mark, and learn of reads only every 500 messages: "
     "a round's burst of 512 messages (256 nodes) already lost its tail"},
    {"ZMQ_SNDHWM, ZMQ_RCVHWM (addressed)",
     "100000 on the DEALER peers and the broker's ROUTER (not with "
     "--library-defaults)",
     "the same bursts, addressed"},
    {"ZMQ_ROUTING_ID (addressed)", "the peer's topic: n00042. for node 42, result. for the controller",
     "the broker's ROUTER sends each message to the peer its first 7 bytes name"},
    {"ZMQ_ROUTER_MANDATORY (addressed)", "1 on the broker's ROUTER",
     "a message for an unknown peer is an error, not silently dropped; a full queue waits"},
    AD_SEED_IDS_OPTION,
    {"ZMQ_MAX_SOCKETS",
     "ZMQ_SOCKET_LIMIT, the most the process's open-file limit allows (not with "
     "--library-defaults; default 1023)",
     "a node process holds two sockets a node: 512 nodes would pass the default"},
    {"ZMQ_LINGER", "--timeout (master, worker; default -1 = forever)",
     "bounds how long closing waits for unsent messages, so a process whose peer is gone still "
     "exits; only affects teardown"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_hosting_options[] = {
    {"ZMQ_RCVTIMEO", "0 (--hosting loop)", "the loop waits on every socket's ZMQ_FD, then receives what is there"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_liveness_options[] = {
    {"ZMQ_HEARTBEAT_IVL, ZMQ_HEARTBEAT_TIMEOUT", "100 ms, 300 ms (default: off)",
     "ZMTP pings find a peer that is gone without closing its connection"},
    {"ZMQ_RECONNECT_IVL, ZMQ_RECONNECT_IVL_MAX", "100 ms, 100 ms (default 100 ms, no maximum)",
     "a restarted broker is found again within 100 ms"},
    {"ZMQ_REQ_RELAXED, ZMQ_REQ_CORRELATE (worker)", "1, 1 (default 0)",
     "a REQ never resends by itself and may not send twice: with these the worker sends an unanswered "
     "request again after 200 ms (the zguide's Lazy Pirate without reopening), and a late reply to the "
     "first copy is dropped"},
    {NULL, NULL, NULL},
};

const struct adapter ADAPTER = {
    .scaleouts =
        {
            [SCALEOUT_ONE] = "one broker",
            [SCALEOUT_SHARDS] =
                "K zmq_proxy brokers, node i on broker i mod K; the controller a PUB and a SUB (pattern "
                "addressed: a DEALER) on each, a node's messages on its broker's. One PUB connected to all K "
                "would do the same by itself: libzmq forwards subscriptions upstream through the proxy "
                "(zguide ch. 2)",
        },
    .name = "zmq",
    .library = "libzmq",
    .version = ad_version,
    .options = ad_options,
    .equalize_options = ad_equalize_options,
    .liveness_options = ad_liveness_options,
    .hosting_options = ad_hosting_options,
    .pipelining = "a DEALER speaking REQ's envelope (empty delimiter frame, then the request)",
    .req_resends = false,
    .patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB) | PATTERN_BIT(PATTERN_ADDRESSED),
    .broker_cores = 2,
    .broker_threads = "zmq_proxy's thread and the context's one I/O thread (zmq.h:226 ZMQ_IO_THREADS_DFLT 1; "
                      "proxy.cpp forward())",
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
