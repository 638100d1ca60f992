/* nanomsg.c — the nanomsg adapter: REQ workers, REP master, nn_device over
 * raw REP (front) and raw REQ (back); for rounds PUB/SUB, with nn_device over
 * raw SUB (facing the publishers) and raw PUB (facing the subscribers).
 * nanomsg filters subscriptions at the subscriber only (no subscription goes
 * upstream): the device's raw SUB takes everything and its PUB sends every
 * message to every subscriber, which drops what it did not subscribe to.
 *
 * Pattern survey: SURVEYOR (controller), RESPONDENT (nodes), nn_device over
 * raw RESPONDENT (facing the surveyor) and raw SURVEYOR (facing the
 * respondents). Like raw REP, the broker's raw RESPONDENT drops an answer
 * when the controller's connection is still writing the one before
 * (nn_xrespondent_send, src/protocols/survey/xrespondent.c: "if it's not
 * ready for sending, silently drop the message"); a connection is busy only
 * while the kernel's socket buffer is full, which a round's answers (74 B a
 * node) do not fill at Grischa's node counts. A dropped answer is named by
 * the controller as a node that did not answer. */
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <nanomsg/nn.h>
#include <nanomsg/pubsub.h>
#include <nanomsg/reqrep.h>
#include <nanomsg/survey.h>
#include <nanomsg/tcp.h>

#include "adapter.h"
#include "bytes.h"
#include "measure.h"

#ifndef NANOMSG_VERSION
#define NANOMSG_VERSION "unknown"
#endif

/* nanomsg drops (and closes the connection of) any message larger than
 * NN_RCVMAXSIZE, 1 MiB by default. Raw sockets prepend a request-id stack,
 * so leave room for it when deciding whether a run needs more. */
#define DEFAULT_RCVMAXSIZE (1024 * 1024)
#define SP_HEADER_ROOM 256

/* Why the master needs a workaround (docs/findings.md "nanomsg loses replies"):
 * nanomsg's REP socket (nn_xrep_send, protocols/reqrep/xrep.c) silently drops
 * a reply when the connection it must go out on is still busy writing the
 * previous one, i.e. when the kernel socket buffer was full. Behind a broker
 * all replies share the master's connection to the router, so under load
 * replies vanish and their clients wait forever.
 *
 * The remedy, applied only when a run can fill the buffer: give the master's
 * socket the largest send buffer the kernel grants (NN_SNDBUF, capped by
 * net.core.wmem_max and then doubled by the kernel) and, if one connection's
 * buffer still cannot hold every reply that may be in flight, connect the
 * same REP socket to the router several times; the router's raw REQ spreads
 * requests (and so replies) over the connections. With at most --inflight
 * requests in flight per client, a connection never holds more than its share. */
/* Why a worker dials again when its first reply is overdue (docs/findings.md "nanomsg loses a
 * connection's first message when a process stalls in its handshake"): nanomsg gives a new connection
 * 1 s to exchange protocol headers (src/transports/utils/streamhdr.c:158). A process that is not
 * scheduled for longer at that moment either gives up a connection the broker has already sent a
 * request into (the broker's raw REQ keeps no copy) or, dialing, is left with a connection that is
 * closed but still counted as up (streamhdr.c:290-295 ignores the reset): what it sends there
 * vanishes and it never dials again. Either way a worker's first request, its hello, gets no reply.
 * The remedy, for a worker's REQ socket (SOCK_WORKER): when its first reply has not come within half
 * of --timeout, nn_shutdown its endpoint and nn_connect again; REQ sends the request again by itself
 * on the new connection (src/protocols/reqrep/req.c, nn_req_rm). Once, per socket. */
#define DEFAULT_SNDBUF (128 * 1024)
#define INFLIGHT_OVERHEAD 64 /* nanomsg framing and request id per message */
#define BUFFER_MARGIN 4      /* use a quarter of what the kernel grants */

struct adapter_sock {
    int fd;
    enum sock_kind kind;
    struct sock_params params;
    int connections;         /* nn_connect calls per connect(); >1 only for the workaround */
    int sndbuf;              /* NN_SNDBUF we set, 0 = default */
    int eid;                 /* the last nn_connect's endpoint id (SOCK_WORKER: its only one) */
    const char *endpoint;    /* where connect() dialed (the caller's string, kept by it) */
    bool replied;            /* SOCK_WORKER: a reply has come (no redial after that) */
    int redials;             /* SOCK_WORKER: times it dialed again for an overdue first reply */
    uint64_t survey_ends_ns; /* SOCK_SURVEYOR: its last survey's deadline, by the monotonic clock */
    uint32_t next_id;        /* SOCK_PIPELINED: the next request's id */
};

static int ad_fail(void)
{
    return adapter_fail("%s", nn_strerror(nn_errno()));
}

static const char *ad_version(void)
{
    static char buf[64];
    snprintf(buf, sizeof buf, "%s (ABI %d.%d.%d)", NANOMSG_VERSION, NN_VERSION_CURRENT, NN_VERSION_REVISION,
             NN_VERSION_AGE);
    return buf;
}

static int ad_set_int(int fd, int level, int option, int value)
{
    return nn_setsockopt(fd, level, option, &value, sizeof value);
}

/* net.core.wmem_max: the most SO_SNDBUF (so NN_SNDBUF) the kernel grants. */
static long ad_kernel_wmem_max(void)
{
    long v = 212992; /* Linux's usual default, if /proc cannot tell */
    FILE *f = fopen("/proc/sys/net/core/wmem_max", "r");
    if (f) {
        if (fscanf(f, "%ld", &v) != 1)
            v = 212992;
        fclose(f);
    }
    return v;
}

/* Sizes the master's buffer and connection count for clients x inflight replies
 * of `max_msg` bytes in flight. Returns 0 or -1 (nn_setsockopt failed). */
static int ad_size_master(struct adapter_sock *s, const struct sock_params *p)
{
    unsigned replies = p->clients * (p->inflight ? p->inflight : 1);
    double inflight = (double)replies * (double)(p->max_msg_size + INFLIGHT_OVERHEAD);
    /* One reply in flight cannot find the connection busy: nothing can be dropped. */
    if (p->library_defaults || replies < 2 || inflight <= 2.0 * DEFAULT_SNDBUF / BUFFER_MARGIN)
        return 0;
    long sndbuf = ad_kernel_wmem_max();
    if (sndbuf > 0x7fffffff)
        sndbuf = 0x7fffffff;
    if (sndbuf < DEFAULT_SNDBUF)
        sndbuf = DEFAULT_SNDBUF;
    double per_connection = 2.0 * (double)sndbuf / BUFFER_MARGIN;
    double n = inflight / per_connection;
    s->connections = n < 1 ? 1 : n >= replies ? (int)replies : (int)n + (n > (int)n);
    s->sndbuf = (int)sndbuf;
    return ad_set_int(s->fd, NN_SOL_SOCKET, NN_SNDBUF, s->sndbuf);
}

/* The same loss on the way back to a pipelining worker (SOCK_PIPELINED): the
 * broker's raw REP drops a reply whose connection to that worker is still
 * writing the one before. The remedy is the master's, from the worker's end:
 * enough connections that each holds at most its share of the replies in
 * flight within the broker's default buffer (the raw REQ spreads requests over
 * them, and each reply returns the way its request came). */
static void ad_size_pipelined(struct adapter_sock *s, const struct sock_params *p)
{
    double inflight = (double)p->inflight * (double)(p->max_msg_size + INFLIGHT_OVERHEAD);
    double n = inflight / (2.0 * DEFAULT_SNDBUF / BUFFER_MARGIN);
    if (!p->library_defaults && n > 1)
        s->connections = n >= p->inflight ? (int)p->inflight : (int)n + (n > (int)n);
}

static struct adapter_sock *ad_open(enum sock_kind kind, const struct sock_params *p)
{
    static const struct {
        int domain, protocol;
    } types[] = {
        [SOCK_WORKER] = {AF_SP, NN_REQ},
        [SOCK_PIPELINED] = {AF_SP_RAW, NN_REQ},
        [SOCK_MASTER] = {AF_SP, NN_REP},
        [SOCK_ROUTER_FRONT] = {AF_SP_RAW, NN_REP},
        [SOCK_ROUTER_BACK] = {AF_SP_RAW, NN_REQ},
        [SOCK_PUB] = {AF_SP, NN_PUB},
        [SOCK_SUB] = {AF_SP, NN_SUB},
        [SOCK_BROKER_XSUB] = {AF_SP_RAW, NN_SUB},
        [SOCK_BROKER_XPUB] = {AF_SP_RAW, NN_PUB},
        [SOCK_SURVEYOR] = {AF_SP, NN_SURVEYOR},
        [SOCK_RESPONDENT] = {AF_SP, NN_RESPONDENT},
        [SOCK_BROKER_SURVEY_FRONT] = {AF_SP_RAW, NN_RESPONDENT},
        [SOCK_BROKER_SURVEY_BACK] = {AF_SP_RAW, NN_SURVEYOR},
    };
    struct adapter_sock *s = malloc(sizeof *s);
    if (!s) {
        adapter_fail("%s", nn_strerror(ENOMEM));
        return NULL;
    }
    s->kind = kind;
    s->params = *p;
    s->connections = 1;
    s->sndbuf = 0;
    s->eid = -1;
    s->endpoint = NULL;
    s->replied = false;
    s->redials = 0;
    s->survey_ends_ns = 0;
    s->next_id = 0;
    s->fd = nn_socket(types[kind].domain, types[kind].protocol);
    int ok = s->fd >= 0 && ad_set_int(s->fd, NN_SOL_SOCKET, NN_RCVTIMEO, p->timeout_ms) == 0 &&
             ad_set_int(s->fd, NN_SOL_SOCKET, NN_SNDTIMEO, p->send_timeout_ms) == 0;
    if (ok && p->max_msg_size + SP_HEADER_ROOM > DEFAULT_RCVMAXSIZE) {
        size_t limit = p->max_msg_size + SP_HEADER_ROOM;
        ok = ad_set_int(s->fd, NN_SOL_SOCKET, NN_RCVMAXSIZE, limit > 0x7fffffff ? -1 : (int)limit) == 0;
    }
    if (ok && p->equalize)
        ok = ad_set_int(s->fd, NN_TCP, NN_TCP_NODELAY, 1) == 0;
    /* Even a raw SUB filters (xsub.c): the device's must take every topic. */
    if (ok && kind == SOCK_BROKER_XSUB)
        ok = nn_setsockopt(s->fd, NN_SUB, NN_SUB_SUBSCRIBE, "", 0) == 0;
    if (ok && kind == SOCK_SURVEYOR) /* its default deadline is 1 s */
        ok = ad_set_int(s->fd, NN_SURVEYOR, NN_SURVEYOR_DEADLINE, p->deadline_ms) == 0;
    if (ok && p->liveness_ms) /* ad_liveness_options */
        ok = ad_set_int(s->fd, NN_SOL_SOCKET, NN_RECONNECT_IVL, p->liveness_ms) == 0 &&
             ad_set_int(s->fd, NN_SOL_SOCKET, NN_RECONNECT_IVL_MAX, p->liveness_ms) == 0 &&
             (kind != SOCK_WORKER || ad_set_int(s->fd, NN_REQ, NN_REQ_RESEND_IVL, 2 * p->liveness_ms) == 0);
    if (!ok) {
        ad_fail();
        if (s->fd >= 0)
            nn_close(s->fd);
        free(s);
        return NULL;
    }
    return s;
}

static int ad_bind(struct adapter_sock *s, const char *endpoint)
{
    return nn_bind(s->fd, endpoint) >= 0 ? 0 : ad_fail();
}

static int ad_connect(struct adapter_sock *s, const char *endpoint)
{
    /* Only a master behind the router shares one connection among all
     * replies; a bound master (direct topology) has one per client. */
    if (s->kind == SOCK_MASTER && ad_size_master(s, &s->params) != 0)
        return ad_fail();
    if (s->kind == SOCK_PIPELINED)
        ad_size_pipelined(s, &s->params);
    s->endpoint = endpoint;
    for (int i = 0; i < s->connections; i++)
        if ((s->eid = nn_connect(s->fd, endpoint)) < 0)
            return ad_fail();
    return 0;
}

/* SOCK_PIPELINED is a raw REQ: it sends what it is given, so a request carries
 * REQ's header itself, a request id with the top bit set, in front of the body
 * (on the wire a header and a body are one message); a reply's id is taken off
 * by the library (xreq.c), and the body's seq says which request it answers. */
static int ad_send_pipelined(struct adapter_sock *s, const void *buf, size_t len)
{
    unsigned char *msg = nn_allocmsg(len + 4, 0);
    if (!msg)
        return ad_fail();
    uint32_t id = 0x80000000u | (s->next_id++ & 0x7fffffffu);
    be32_put(msg, id);
    memcpy(msg + 4, buf, len);
    while (nn_send(s->fd, &msg, NN_MSG, 0) < 0)
        if (nn_errno() != EINTR) {
            ad_fail();
            nn_freemsg(msg);
            return -1;
        }
    return 0;
}

static int ad_send(struct adapter_sock *s, const void *buf, size_t len)
{
    if (s->kind == SOCK_PIPELINED)
        return ad_send_pipelined(s, buf, len);
    if (s->kind == SOCK_SURVEYOR) /* no later than nanomsg's own deadline, which starts in nn_send */
        s->survey_ends_ns = now_ns() + (uint64_t)s->params.deadline_ms * 1000000u;
    while (nn_send(s->fd, buf, len, 0) < 0)
        if (nn_errno() != EINTR)
            return ad_fail();
    return 0;
}

/* SOCK_SURVEYOR with no survey under way (none yet, or past its deadline by
 * the library's clock): no answer can come before the next survey. Waits
 * until the last one's deadline by the monotonic clock, at most the receive
 * timeout, as a receive would; then ADAPTER_TIMEOUT. */
static int ad_survey_over(const struct adapter_sock *s)
{
    uint64_t until = s->survey_ends_ns;
    if (s->params.timeout_ms >= 0 && now_ns() + (uint64_t)s->params.timeout_ms * 1000000u < until)
        until = now_ns() + (uint64_t)s->params.timeout_ms * 1000000u;
    sleep_until_ns(until);
    return ADAPTER_TIMEOUT;
}

/* SOCK_WORKER's first reply (the hello's), with the redial remedy above: half of the timeout on the
 * first connection, then the rest on a new one. A worker that has made no connection yet has nothing
 * to dial again (nanomsg keeps dialing by itself): it waits the rest. Returns what nn_recv returns. */
static int ad_recv_first_reply(struct adapter_sock *s, void **buf)
{
    int full = s->params.timeout_ms, first = full / 2;
    int n = ad_set_int(s->fd, NN_SOL_SOCKET, NN_RCVTIMEO, first) == 0 ? nn_recv(s->fd, buf, NN_MSG, 0) : -1;
    bool overdue = n < 0 && (nn_errno() == ETIMEDOUT || nn_errno() == EAGAIN);
    if (overdue && s->eid >= 0 && nn_get_statistic(s->fd, NN_STAT_ESTABLISHED_CONNECTIONS) > 0 &&
        nn_shutdown(s->fd, s->eid) == 0 && (s->eid = nn_connect(s->fd, s->endpoint)) >= 0) {
        s->redials++;
        fprintf(stderr,
                "nanomsg: no reply to the first request within %.1f s: dialed %s again "
                "(a lost handshake, docs/findings.md)\n",
                first / 1000.0, s->endpoint);
    }
    if (overdue && ad_set_int(s->fd, NN_SOL_SOCKET, NN_RCVTIMEO, full - first) == 0)
        n = nn_recv(s->fd, buf, NN_MSG, 0);
    int err = nn_errno();
    ad_set_int(s->fd, NN_SOL_SOCKET, NN_RCVTIMEO, full);
    errno = err;
    return n;
}

/* The redial remedy applies to this socket: a worker's REQ that waits in its receives. */
static bool ad_redial_applies(const struct adapter_sock *s)
{
    return s->kind == SOCK_WORKER && !s->params.library_defaults && !s->params.hosted && s->params.timeout_ms > 0;
}

/* ... and now: no reply yet. */
static bool ad_redials(const struct adapter_sock *s)
{
    return ad_redial_applies(s) && !s->replied;
}

static int ad_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    void *buf = NULL;
    int flags = s->params.hosted ? NN_DONTWAIT : 0;
    int n = ad_redials(s) ? ad_recv_first_reply(s, &buf) : nn_recv(s->fd, &buf, NN_MSG, flags);
    while (n < 0) {
        if (nn_errno() == EINTR) {
            n = nn_recv(s->fd, &buf, NN_MSG, flags);
            continue;
        }
        int timed_out = nn_errno() == ETIMEDOUT || nn_errno() == EAGAIN;
        int no_survey = nn_errno() == EFSM && s->kind == SOCK_SURVEYOR; /* none yet, or past its deadline */
        ad_fail();
        if (no_survey)
            return ad_survey_over(s);
        return timed_out ? ADAPTER_TIMEOUT : -1;
    }
    s->replied = true;
    m->priv.ptr = buf;
    m->data = buf;
    m->size = (size_t)n;
    return 0;
}

static void ad_release(struct adapter_msg *m)
{
    nn_freemsg(m->priv.ptr);
}

static int ad_send_msg(struct adapter_sock *s, struct adapter_msg *m)
{
    void *buf = m->priv.ptr;
    /* NN_MSG: zero-copy, nanomsg takes ownership of the buffer on success. */
    while (nn_send(s->fd, &buf, NN_MSG, 0) < 0) {
        if (nn_errno() == EINTR)
            continue;
        ad_fail();
        nn_freemsg(buf);
        return -1;
    }
    return 0;
}

static int ad_subscribe(struct adapter_sock *s, const void *topic, size_t len)
{
    return nn_setsockopt(s->fd, NN_SUB, NN_SUB_SUBSCRIBE, topic, len) == 0 ? 0 : ad_fail();
}

static int ad_proxy(struct adapter_sock *front, struct adapter_sock *back)
{
    nn_device(front->fd, back->fd);
    return ad_fail();
}

/* nanomsg's own statistics (nn_get_statistic): connections at the transport, messages at the API
 * (nn_send, nn_recv: a message a protocol drops inside the library is not among them); and a
 * worker's redials. */
static void ad_counts(const struct adapter_sock *s, char *buf, size_t len)
{
    static const struct {
        const char *name;
        int stat;
    } counts[] = {
        {"established", NN_STAT_ESTABLISHED_CONNECTIONS}, {"accepted", NN_STAT_ACCEPTED_CONNECTIONS},
        {"broken", NN_STAT_BROKEN_CONNECTIONS},           {"dropped", NN_STAT_DROPPED_CONNECTIONS},
        {"connect_errors", NN_STAT_CONNECT_ERRORS},       {"current", NN_STAT_CURRENT_CONNECTIONS},
        {"in_progress", NN_STAT_INPROGRESS_CONNECTIONS},  {"sent", NN_STAT_MESSAGES_SENT},
        {"received", NN_STAT_MESSAGES_RECEIVED},
    };
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < sizeof counts / sizeof counts[0] && used < len; i++)
        used += (size_t)snprintf(buf + used, len - used, " %s=%llu", counts[i].name,
                                 (unsigned long long)nn_get_statistic(s->fd, counts[i].stat));
    /* ours, not nanomsg's: how often a worker dialed again for its overdue first reply (above) */
    if (ad_redial_applies(s) && used < len)
        snprintf(buf + used, len - used, " redialed=%d", s->redials);
}

static void ad_close(struct adapter_sock *s)
{
    nn_close(s->fd);
    free(s);
}

static const struct adapter_option ad_equalize_options[] = {
    {"NN_TCP_NODELAY", "1 (nanomsg's default is 0: Nagle on)", "the same as libzmq and nng"},
    {"NN_SNDBUF, NN_RCVBUF", "128 KiB = nanomsg's default, unchanged",
     "the other libraries are set to this value; the master workaround (above) still raises the "
     "master's NN_SNDBUF where it applies"},
    {NULL, NULL, NULL},
};

static void ad_describe(const struct adapter_sock *s, char *buf, size_t len)
{
    if (s->sndbuf)
        snprintf(buf, len, "NN_SNDBUF=%d master_connections=%d", s->sndbuf, s->connections);
    else
        snprintf(buf, len, "%s", "");
}

static const struct adapter_option ad_options[] = {
    {"NN_RCVTIMEO, NN_SNDTIMEO", "--timeout (master, worker)",
     "bounds every wait so a stall is reported instead of hanging; no effect on the wire"},
    {"NN_RCVMAXSIZE", "largest message + 256 bytes, only when that exceeds 1 MiB",
     "nanomsg silently drops messages above its 1 MiB default limit"},
    {"NN_SNDBUF (master)", "net.core.wmem_max, when 2+ clients x (message + 64 B) exceed 64 KiB",
     "nanomsg's REP drops a reply when its connection is still writing the previous one (xrep.c "
     "nn_xrep_send); a send buffer that holds every reply in flight prevents it. Off with "
     "--library-defaults. Per point: column workarounds"},
    {"master connections", "clients x (message + 64 B) / (wmem_max / 2), rounded up (1 .. clients)",
     "when one connection's buffer cannot hold all replies in flight, the master's REP socket "
     "connects to the router that many times; the router spreads requests over them"},
    {"worker redial", "once, when a worker's first reply has not come within half of --timeout",
     "nanomsg gives a new connection 1 s for its handshake (streamhdr.c); a process stalled longer then "
     "can lose the connection's first message for good (the broker's raw REQ sent it into a connection "
     "its master gave up, or the worker's own connection is closed but still counted as up). nn_shutdown "
     "and nn_connect the endpoint again: REQ sends the request again on the new connection. Says so on "
     "stderr. Off with --library-defaults"},
    {"NN_SURVEYOR_DEADLINE", "--timeout (the controller's surveyor, pattern survey)",
     "a round's results are due within --timeout, as in the other patterns; nanomsg's default deadline "
     "is 1 s, after which it drops every answer"},
    {NULL, NULL, NULL},
};

/* A hosted socket's NN_RCVFD: readable while a message can be received (nn_getsockopt(3)); none for a
 * PUB, which receives nothing. */
static int ad_watch(struct adapter_sock *s, short *events)
{
    int fd = -1;
    size_t len = sizeof fd;
    *events = 0;
    if (s->kind == SOCK_PUB || nn_getsockopt(s->fd, NN_SOL_SOCKET, NN_RCVFD, &fd, &len) != 0)
        return -1;
    *events = POLLIN;
    return fd;
}

static const struct adapter_option ad_hosting_options[] = {
    {"NN_DONTWAIT", "on every receive (--hosting loop)",
     "the loop waits on every socket's NN_RCVFD, then receives what is there"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_liveness_options[] = {
    {"NN_RECONNECT_IVL, NN_RECONNECT_IVL_MAX",
     "100 ms, 100 ms (the defaults: 100 ms, and 0 = the same "
     "as NN_RECONNECT_IVL, src/transports/utils/backoff.c; set to say so, they change nothing)",
     "a restarted broker is found again within 100 ms"},
    {"NN_REQ_RESEND_IVL (worker)", "200 ms (default 60 s)",
     "the REQ itself sends an unanswered request again (a broker restart loses the one in flight)"},
    {"heartbeats", "none: nanomsg has no liveness check of a connection", ""},
    {NULL, NULL, NULL},
};

const struct adapter ADAPTER = {
    .scaleouts =
        {
            [SCALEOUT_ONE] = "one broker",
            [SCALEOUT_SHARDS] =
                "K nn_device brokers, node i on broker i mod K; the controller a PUB and a SUB on each, a "
                "node's messages on its broker's. One PUB connected to all K would send every message to "
                "every broker: nanomsg forwards no subscription upstream (docs/findings.md)",
        },
    .name = "nanomsg",
    .library = "nanomsg",
    .version = ad_version,
    .options = ad_options,
    .equalize_options = ad_equalize_options,
    .liveness_options = ad_liveness_options,
    .hosting_options = ad_hosting_options,
    .pipelining = "a raw REQ socket (AF_SP_RAW); each request carries its own request id",
    .req_resends = true,
    .patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB) | PATTERN_BIT(PATTERN_SURVEY),
    .broker_cores = 2,
    .broker_threads = "nn_device's thread and nanomsg's one worker thread (src/aio/pool.c:25, a pool of one)",
    .recipe = NULL, /* not a broker product: its proxy() is the broker */
    .open = ad_open,
    .bind = ad_bind,
    .connect = ad_connect,
    .send = ad_send,
    .recv = ad_recv,
    .send_msg = ad_send_msg,
    .release = ad_release,
    .subscribe = ad_subscribe,
    .set_address = NULL, /* no addressed kind: no pattern addressed or reply */
    .proxy = ad_proxy,
    .close = ad_close,
    .last_error = adapter_error,
    .describe = ad_describe,
    .counts = ad_counts,
    .watch = ad_watch,
    .serve = NULL, /* nanomsg does its I/O in its worker thread */
};
