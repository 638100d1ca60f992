/* zmq.c — the libzmq adapter: REQ workers, REP master, ROUTER/DEALER proxy;
 * for rounds PUB/SUB through an XSUB/XPUB proxy (subscriptions go upstream:
 * the publisher and the proxy send each subscriber only what it subscribed to). */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zmq.h>

#include "adapter.h"

struct adapter_sock {
    void *zsock;
    bool deep_queues; /* pub/sub high-water marks raised (workaround below) */
};

/* A PUB (and the proxy's XPUB) drops messages silently at its high-water
 * mark, and the writer learns of what was read only in batches of half the
 * mark (pipe.cpp: lwm), so with the default 1000 a burst of ~500 messages
 * can already lose its tail: one round at 256 nodes is 512. Workaround (off
 * with --library-defaults): ZMQ_SNDHWM/ZMQ_RCVHWM = PUBSUB_HWM on every
 * pub/sub socket, the proxy's too, well above a round of 1024 nodes. */
#define PUBSUB_HWM 100000

static void *context;   /* one per process, created with the first socket */
static int open_sockets; /* the context ends with the last socket */
static _Thread_local int last_errno;

static int fail(void)
{
    last_errno = zmq_errno();
    return -1;
}

static const char *zmq_last_error(void)
{
    return zmq_strerror(last_errno);
}

static const char *zmq_lib_version(void)
{
    static char buf[32];
    int major, minor, patch;
    zmq_version(&major, &minor, &patch);
    snprintf(buf, sizeof buf, "%d.%d.%d", major, minor, patch);
    return buf;
}

static int set_int(void *zsock, int option, int value)
{
    return zmq_setsockopt(zsock, option, &value, sizeof value);
}

static struct adapter_sock *zmq_open(enum sock_kind kind, const struct sock_params *p)
{
    static const int types[] = {
        [SOCK_WORKER] = ZMQ_REQ, [SOCK_MASTER] = ZMQ_REP,
        [SOCK_ROUTER_FRONT] = ZMQ_ROUTER, [SOCK_ROUTER_BACK] = ZMQ_DEALER,
        [SOCK_PUB] = ZMQ_PUB, [SOCK_SUB] = ZMQ_SUB,
        [SOCK_BROKER_XSUB] = ZMQ_XSUB, [SOCK_BROKER_XPUB] = ZMQ_XPUB,
    };
    if (!context && !(context = zmq_ctx_new())) {
        fail();
        return NULL;
    }
    struct adapter_sock *s = malloc(sizeof *s);
    if (!s) {
        last_errno = ENOMEM;
        return NULL;
    }
    s->zsock = zmq_socket(context, types[kind]);
    /* Timeouts only bound how long we wait; they change nothing on the wire.
     * ZMQ_LINGER too: by default zmq_ctx_term waits forever for unsent
     * messages, so a worker whose broker is gone would hang on exit. */
    if (!s->zsock || set_int(s->zsock, ZMQ_RCVTIMEO, p->timeout_ms) != 0 ||
        set_int(s->zsock, ZMQ_SNDTIMEO, p->timeout_ms) != 0 ||
        set_int(s->zsock, ZMQ_LINGER, p->timeout_ms) != 0 ||
        (p->equalize && (set_int(s->zsock, ZMQ_SNDBUF, EQUAL_SOCKET_BUFFER) != 0 ||
                         set_int(s->zsock, ZMQ_RCVBUF, EQUAL_SOCKET_BUFFER) != 0))) {
        fail();
        if (s->zsock)
            zmq_close(s->zsock);
        free(s);
        return NULL;
    }
    s->deep_queues = !p->library_defaults && kind >= SOCK_PUB;
    if (s->deep_queues && (set_int(s->zsock, ZMQ_SNDHWM, PUBSUB_HWM) != 0 ||
                           set_int(s->zsock, ZMQ_RCVHWM, PUBSUB_HWM) != 0)) {
        fail();
        zmq_close(s->zsock);
        free(s);
        return NULL;
    }
    open_sockets++;
    return s;
}

static int zmq_bind_ep(struct adapter_sock *s, const char *endpoint)
{
    return zmq_bind(s->zsock, endpoint) == 0 ? 0 : fail();
}

static int zmq_connect_ep(struct adapter_sock *s, const char *endpoint)
{
    return zmq_connect(s->zsock, endpoint) == 0 ? 0 : fail();
}

static int zmq_send_copy(struct adapter_sock *s, const void *buf, size_t len)
{
    while (zmq_send(s->zsock, buf, len, 0) < 0)
        if (zmq_errno() != EINTR)
            return fail();
    return 0;
}

static int zmq_recv_msg(struct adapter_sock *s, struct adapter_msg *m)
{
    zmq_msg_t *zm = (zmq_msg_t *)m->priv.bytes;
    _Static_assert(sizeof(zmq_msg_t) <= sizeof m->priv.bytes, "zmq_msg_t fits adapter_msg");
    zmq_msg_init(zm);
    while (zmq_msg_recv(zm, s->zsock, 0) < 0) {
        if (zmq_errno() == EINTR)
            continue;
        int timed_out = zmq_errno() == EAGAIN;
        fail();
        zmq_msg_close(zm);
        return timed_out ? ADAPTER_TIMEOUT : -1;
    }
    m->data = zmq_msg_data(zm);
    m->size = zmq_msg_size(zm);
    return 0;
}

static void zmq_release(struct adapter_msg *m)
{
    zmq_msg_close((zmq_msg_t *)m->priv.bytes);
}

static int zmq_send_received(struct adapter_sock *s, struct adapter_msg *m)
{
    zmq_msg_t *zm = (zmq_msg_t *)m->priv.bytes;
    while (zmq_msg_send(zm, s->zsock, 0) < 0) {
        if (zmq_errno() == EINTR)
            continue;
        fail();
        zmq_msg_close(zm);
        return -1;
    }
    return 0; /* zmq_msg_send took the message */
}

static int zmq_subscribe(struct adapter_sock *s, const void *topic, size_t len)
{
    return zmq_setsockopt(s->zsock, ZMQ_SUBSCRIBE, topic, len) == 0 ? 0 : fail();
}

static void zmq_describe(const struct adapter_sock *s, char *buf, size_t len)
{
    if (s->deep_queues)
        snprintf(buf, len, "ZMQ_SNDHWM=ZMQ_RCVHWM=%d(pubsub)", PUBSUB_HWM);
    else
        snprintf(buf, len, "%s", "");
}

static int zmq_proxy_run(struct adapter_sock *front, struct adapter_sock *back)
{
    zmq_proxy(front->zsock, back->zsock, NULL);
    return fail();
}

static void zmq_close_sock(struct adapter_sock *s)
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

static const struct adapter_option zmq_equalize_options[] = {
    {"TCP_NODELAY", "on (libzmq always sets it; no option)", "the same on every library"},
    {"ZMQ_SNDBUF, ZMQ_RCVBUF", "128 KiB (default: the kernel's, autotuned)",
     "nanomsg's default socket buffers, for every library"},
    {NULL, NULL, NULL},
};

static const struct adapter_option zmq_options[] = {
    {"ZMQ_RCVTIMEO, ZMQ_SNDTIMEO", "--timeout (master, worker)",
     "bounds every wait so a stall is reported instead of hanging; no effect on the wire"},
    {"ZMQ_SNDHWM, ZMQ_RCVHWM (pub/sub)", "100000 on every pub/sub socket, the proxy's too (not with "
                                         "--library-defaults; default 1000)",
     "PUB and XPUB drop messages silently at the mark, and learn of reads only every 500 messages: "
     "a round's burst of 512 messages (256 nodes) already lost its tail"},
    {"ZMQ_LINGER", "--timeout (master, worker; default -1 = forever)",
     "bounds how long closing waits for unsent messages, so a process whose peer is gone still "
     "exits; only affects teardown"},
    {NULL, NULL, NULL},
};

const struct adapter ADAPTER = {
    .name = "zmq",
    .library = "libzmq",
    .version = zmq_lib_version,
    .options = zmq_options,
    .equalize_options = zmq_equalize_options,
    .patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB),
    .open = zmq_open,
    .bind = zmq_bind_ep,
    .connect = zmq_connect_ep,
    .send = zmq_send_copy,
    .recv = zmq_recv_msg,
    .send_msg = zmq_send_received,
    .release = zmq_release,
    .subscribe = zmq_subscribe,
    .proxy = zmq_proxy_run,
    .close = zmq_close_sock,
    .last_error = zmq_last_error,
    .describe = zmq_describe,
};
