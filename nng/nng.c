/* nng.c — the nng adapter: req0 workers, rep0 master, nng_device over raw
 * rep0 (front) and raw req0 (back).
 *
 * Workaround (off with --library-defaults): nng 1.5.2 times every wait by the
 * wall clock (NNG_USE_CLOCKID is CLOCK_REALTIME in src/platform/posix/
 * posix_config.h; upstream #1526, fixed in 1.6.0), so when the system clock
 * steps forward, a pending receive or send times out at once, and req0
 * abandons its request (docs/findings.md "nng's timeouts follow the wall clock").
 * So master and worker give nng no timeout at all: each send and receive is
 * an aio of the socket's own with an infinite timeout, and we wait for it on
 * a condition variable that runs on the monotonic clock, cancelling it when
 * our timeout passes. The worker also turns off req0's resend timer
 * (NNG_OPT_REQ_RESENDTIME, 60 s by the same wall clock: a step of a minute
 * would send the request twice). */
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <nng/nng.h>
#include <nng/protocol/pubsub0/pub.h>
#include <nng/protocol/pubsub0/sub.h>
#include <nng/protocol/reqrep0/rep.h>
#include <nng/protocol/reqrep0/req.h>
#include <nng/protocol/survey0/respond.h>
#include <nng/protocol/survey0/survey.h>

#include "adapter.h"
#include "measure.h"

/* nng refuses messages above NNG_OPT_RECVMAXSZ, 1 MiB by default; raw
 * sockets add a request-id stack, so leave room when deciding to raise it. */
#define DEFAULT_RECVMAXSZ (1024 * 1024)
#define SP_HEADER_ROOM 256

/* Pub/sub in nng is best effort at every queue: raw sub0 (the device's)
 * drops a message when the socket's receive queue (depth 1) is full, pub0
 * drops the oldest when a connection's send queue (16) is full, sub0 when
 * its receive queue (128) is: a burst of one round's tasks overflows them.
 * Workaround (off with --library-defaults): every pub/sub queue at nng's
 * largest depth, NNG_OPT_RECVBUF / NNG_OPT_SENDBUF = 8192 messages. */
#define PUBSUB_QUEUE 8192

/* Pattern survey: surveyor0 (controller), respondent0 (nodes), nng_device
 * over raw respondent0 (facing the surveyor) and raw surveyor0 (facing the
 * respondents). Two of its queues are fixed in nng 1.5.2, and drop when
 * full: the surveyor's answers waiting to be received (128, survey.c
 * surv0_ctx_init, no option sets it), and the broker's raw respondent's per
 * connection queue of answers to send (2, xrespond.c xresp0_pipe_init;
 * xresp0_sock_getq_cb drops what does not fit). A dropped answer is named
 * by the controller as a node that did not answer. A receive on the
 * surveyor that times out or is cancelled ends the survey (survey.c,
 * surv0_ctx_cancel): the controller receives for as long as a survey lasts.
 * Workaround (off with --library-defaults): nng 1.5.2's own survey deadline
 * (NNG_OPT_SURVEYOR_SURVEYTIME) deadlocks the surveyor when a new survey is
 * sent as the last one's timer fires: surv0_ctx_send (survey.c:233-237) holds
 * the socket's lock across nni_timer_cancel, which waits for the running
 * timer callback (timer.c:93-96), surv0_ctx_timeout, which waits for that lock
 * (survey.c:204); fixed upstream by dropping the timer (dc499882, 1.7.0). It
 * also runs on the wall clock. So the survey time is set past any run
 * (SURVEY_TIME_NEVER_MS): the timer never fires, and the adapter ends each
 * survey at its deadline by the monotonic clock, by cancelling the receive
 * still waiting then (which ends the survey in nng: surv0_ctx_cancel). */
#define SURVEY_TIME_NEVER_MS INT32_MAX /* nng_duration's largest: 24.8 days */

/* One operation at a time on a socket (master and worker are single-threaded),
 * waited for by the monotonic clock. */
struct monotonic_io {
    nng_aio *aio;
    pthread_mutex_t lock;
    pthread_cond_t done_cv; /* on CLOCK_MONOTONIC */
    bool done;
};

struct adapter_sock {
    nng_socket sock;
    enum sock_kind kind;
    int timeout_ms;          /* a receive's; -1 = none */
    int send_timeout_ms;     /* a send's; -1 = none */
    struct monotonic_io *io; /* the workaround; NULL: nng's own blocking calls and timeouts */
    bool deep_queues;        /* pub/sub queues at PUBSUB_QUEUE (workaround) */
    int deadline_ms;         /* SOCK_SURVEYOR: how long a survey lasts */
    int liveness_ms;         /* --liveness: the workers resend after 2x this instead of never */
    uint64_t survey_ends_ns; /* SOCK_SURVEYOR: its last survey's deadline, by the monotonic clock */
    uint32_t next_id;        /* SOCK_PIPELINED: the next request's id */
    bool hosted;             /* sock_params.hosted: recv never waits; watch() gives NNG_OPT_RECVFD */
};

static int ad_fail(int rv)
{
    return adapter_fail("%s", nng_strerror(rv));
}

static const char *ad_version(void)
{
    return nng_version();
}

static void ad_io_done(void *arg)
{
    struct monotonic_io *io = arg;
    pthread_mutex_lock(&io->lock);
    io->done = true;
    pthread_cond_signal(&io->done_cv);
    pthread_mutex_unlock(&io->lock);
}

static void ad_io_free(struct monotonic_io *io)
{
    if (!io)
        return;
    if (io->aio)
        nng_aio_free(io->aio); /* stops it and waits for its callback first */
    pthread_cond_destroy(&io->done_cv);
    pthread_mutex_destroy(&io->lock);
    free(io);
}

static int ad_io_new(struct monotonic_io **out)
{
    struct monotonic_io *io = calloc(1, sizeof *io);
    pthread_condattr_t attr;
    if (!io)
        return NNG_ENOMEM;
    pthread_mutex_init(&io->lock, NULL);
    pthread_condattr_init(&attr);
    pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
    pthread_cond_init(&io->done_cv, &attr);
    pthread_condattr_destroy(&attr);
    int rv = nng_aio_alloc(&io->aio, ad_io_done, io);
    if (rv != 0) {
        io->aio = NULL;
        ad_io_free(io);
        return rv;
    }
    nng_aio_set_timeout(io->aio, NNG_DURATION_INFINITE);
    *out = io;
    return 0;
}

/* Waits for the operation just started on s->io until `until_ns` by the
 * monotonic clock; past it, cancels the operation. Returns nng's result (0, an
 * error, or NNG_ETIMEDOUT for our own timeout). */
static int ad_io_wait_until(struct adapter_sock *s, uint64_t until_ns)
{
    struct monotonic_io *io = s->io;
    struct timespec deadline = {.tv_sec = (time_t)(until_ns / NS_PER_S), .tv_nsec = (long)(until_ns % NS_PER_S)};
    bool timed_out = false;
    pthread_mutex_lock(&io->lock);
    while (!io->done && !timed_out)
        timed_out = pthread_cond_timedwait(&io->done_cv, &io->lock, &deadline) == ETIMEDOUT && !io->done;
    pthread_mutex_unlock(&io->lock);
    if (timed_out) {
        nng_aio_cancel(io->aio);
        nng_aio_wait(io->aio); /* the callback has run once this returns */
    }
    io->done = false;
    int rv = nng_aio_result(io->aio);
    return timed_out && rv == NNG_ECANCELED ? NNG_ETIMEDOUT : rv;
}

static int ad_io_wait(struct adapter_sock *s, int timeout_ms)
{
    return ad_io_wait_until(s, now_ns() + (uint64_t)timeout_ms * 1000000u);
}

/* How long a receive on s->io waits: its timeout, and on a surveyor no later
 * than the survey's deadline, which the receive's cancel then makes the end of
 * the survey (the workaround above). */
static uint64_t ad_recv_until(const struct adapter_sock *s)
{
    uint64_t until = now_ns() + (uint64_t)s->timeout_ms * 1000000u;
    return s->kind == SOCK_SURVEYOR && s->survey_ends_ns < until ? s->survey_ends_ns : until;
}

/* The options ad_open sets on a new socket (ad_options, ad_equalize_options,
 * ad_liveness_options say which and why). Returns 0 or nng's error. */
static int ad_set_options(struct adapter_sock *s, const struct sock_params *p, bool own_timeouts)
{
    int rv = 0;
    if (p->timeout_ms >= 0 && !own_timeouts) {
        /* Timeouts only bound how long we wait; they change nothing on the wire. */
        rv = nng_socket_set_ms(s->sock, NNG_OPT_RECVTIMEO, p->timeout_ms);
        if (rv == 0)
            rv = nng_socket_set_ms(s->sock, NNG_OPT_SENDTIMEO, p->send_timeout_ms);
    }
    if (rv == 0 && p->equalize)
        rv = nng_socket_set_bool(s->sock, NNG_OPT_TCP_NODELAY, true); /* nng's default, made explicit */
    if (rv == 0 && p->max_msg_size + SP_HEADER_ROOM > DEFAULT_RECVMAXSZ)
        rv = nng_socket_set_size(s->sock, NNG_OPT_RECVMAXSZ, p->max_msg_size + SP_HEADER_ROOM);
    s->deep_queues = !p->library_defaults && adapter_sock_kinds[s->kind].pattern == PATTERN_PUBSUB;
    if (rv == 0 && s->deep_queues) /* before dial or listen: pub0 sizes a connection's queue when it opens */
        rv = nng_socket_set_int(s->sock, adapter_sock_kinds[s->kind].publishes ? NNG_OPT_SENDBUF : NNG_OPT_RECVBUF,
                                PUBSUB_QUEUE);
    if (rv == 0 && own_timeouts && s->kind == SOCK_WORKER)
        rv = nng_socket_set_ms(s->sock, NNG_OPT_REQ_RESENDTIME,
                               p->liveness_ms ? 2 * p->liveness_ms : NNG_DURATION_INFINITE);
    else if (rv == 0 && p->liveness_ms && s->kind == SOCK_WORKER)
        rv = nng_socket_set_ms(s->sock, NNG_OPT_REQ_RESENDTIME, 2 * p->liveness_ms);
    if (rv == 0 && p->liveness_ms) /* ad_liveness_options */
        rv = nng_socket_set_ms(s->sock, NNG_OPT_RECONNMINT, p->liveness_ms);
    if (rv == 0 && p->liveness_ms)
        rv = nng_socket_set_ms(s->sock, NNG_OPT_RECONNMAXT, p->liveness_ms);
    if (rv == 0 && s->kind == SOCK_SURVEYOR) /* its default is 1 s; ours ends each survey with own_timeouts */
        rv = nng_socket_set_ms(s->sock, NNG_OPT_SURVEYOR_SURVEYTIME,
                               own_timeouts ? SURVEY_TIME_NEVER_MS : p->deadline_ms);
    return rv;
}

static struct adapter_sock *ad_open(enum sock_kind kind, const struct sock_params *p)
{
    static int (*const openers[])(nng_socket *) = {
        [SOCK_WORKER] = nng_req0_open,
        [SOCK_PIPELINED] = nng_req0_open_raw,
        [SOCK_MASTER] = nng_rep0_open,
        [SOCK_ROUTER_FRONT] = nng_rep0_open_raw,
        [SOCK_ROUTER_BACK] = nng_req0_open_raw,
        [SOCK_PUB] = nng_pub0_open,
        [SOCK_SUB] = nng_sub0_open,
        [SOCK_BROKER_XSUB] = nng_sub0_open_raw,
        [SOCK_BROKER_XPUB] = nng_pub0_open_raw,
        [SOCK_SURVEYOR] = nng_surveyor0_open,
        [SOCK_RESPONDENT] = nng_respondent0_open,
        [SOCK_BROKER_SURVEY_FRONT] = nng_respondent0_open_raw,
        [SOCK_BROKER_SURVEY_BACK] = nng_surveyor0_open_raw,
    };
    struct adapter_sock *s = malloc(sizeof *s);
    if (!s) {
        ad_fail(NNG_ENOMEM);
        return NULL;
    }
    s->kind = kind;
    s->timeout_ms = p->timeout_ms;
    s->send_timeout_ms = p->send_timeout_ms;
    s->io = NULL;
    s->deadline_ms = p->deadline_ms;
    s->liveness_ms = p->liveness_ms;
    s->survey_ends_ns = 0;
    s->next_id = 0;
    s->hosted = p->hosted;
    /* every peer's socket; the broker's wait for nothing of ours */
    bool own_timeouts = !p->library_defaults && p->timeout_ms >= 0 && p->send_timeout_ms >= 0 &&
                        adapter_sock_kinds[kind].place == PLACE_PEER;
    int rv = openers[kind](&s->sock);
    bool opened = rv == 0; /* a failed opener leaves s->sock unset: closing it could close another socket */
    if (rv == 0 && own_timeouts)
        rv = ad_io_new(&s->io);
    if (rv == 0)
        rv = ad_set_options(s, p, own_timeouts);
    if (rv != 0) {
        if (opened)
            nng_close(s->sock);
        ad_io_free(s->io);
        free(s);
        ad_fail(rv);
        return NULL;
    }
    return s;
}

static int ad_bind(struct adapter_sock *s, const char *endpoint)
{
    int rv = nng_listen(s->sock, endpoint, NULL, 0);
    return rv == 0 ? 0 : ad_fail(rv);
}

static int ad_connect(struct adapter_sock *s, const char *endpoint)
{
    /* Non-blocking dial: like zmq_connect, keep retrying in the background if
     * the peer is not listening yet, instead of failing at once. */
    int rv = nng_dial(s->sock, endpoint, NULL, NNG_FLAG_NONBLOCK);
    return rv == 0 ? 0 : ad_fail(rv);
}

/* Sends msg through the socket's own aio (the workaround); consumes it. */
static int ad_io_send(struct adapter_sock *s, nng_msg *msg)
{
    nng_aio_set_msg(s->io->aio, msg);
    nng_send_aio(s->sock, s->io->aio);
    int rv = ad_io_wait(s, s->send_timeout_ms);
    if (rv != 0)
        nng_msg_free(nng_aio_get_msg(s->io->aio)); /* a failed send leaves the message with us */
    return rv == 0 ? 0 : ad_fail(rv);
}

static int ad_send(struct adapter_sock *s, const void *buf, size_t len)
{
    if (s->kind == SOCK_SURVEYOR) /* no later than nng's own deadline, which starts in the send */
        s->survey_ends_ns = now_ns() + (uint64_t)s->deadline_ms * 1000000u;
    if (s->io || s->kind == SOCK_PIPELINED) {
        nng_msg *msg;
        int rv = nng_msg_alloc(&msg, 0);
        /* SOCK_PIPELINED is a raw REQ: the request carries REQ's header, a request id with
         * the top bit set, itself; the reply's comes back in its header (xreq.c). */
        if (rv == 0 && s->kind == SOCK_PIPELINED)
            rv = nng_msg_header_append_u32(msg, 0x80000000u | (s->next_id++ & 0x7fffffffu));
        if (rv == 0)
            rv = nng_msg_append(msg, buf, len);
        if (rv != 0) {
            nng_msg_free(msg);
            return ad_fail(rv);
        }
        if (s->io)
            return ad_io_send(s, msg);
        if ((rv = nng_sendmsg(s->sock, msg, 0)) != 0)
            nng_msg_free(msg);
        return rv == 0 ? 0 : ad_fail(rv);
    }
    int rv = nng_send(s->sock, (void *)buf, len, 0);
    return rv == 0 ? 0 : ad_fail(rv);
}

/* SOCK_SURVEYOR with no survey under way (none yet, or ended at its deadline:
 * by our cancel, or by nng's timer with --library-defaults): no answer can
 * come before the next survey. Waits until the last one's deadline by the
 * monotonic clock, at most the receive timeout, as a receive would; then
 * ADAPTER_TIMEOUT. */
static int ad_survey_over(const struct adapter_sock *s)
{
    uint64_t until = s->survey_ends_ns;
    if (s->timeout_ms >= 0 && now_ns() + (uint64_t)s->timeout_ms * 1000000u < until)
        until = now_ns() + (uint64_t)s->timeout_ms * 1000000u;
    sleep_until_ns(until);
    return ADAPTER_TIMEOUT;
}

static int ad_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    nng_msg *msg;
    int rv;
    if (s->hosted) { /* what is there, at once */
        while ((rv = nng_recvmsg(s->sock, &msg, NNG_FLAG_NONBLOCK)) == NNG_EINTR)
            ;
        if (rv == NNG_EAGAIN)
            return ADAPTER_TIMEOUT;
    } else if (s->io) {
        nng_recv_aio(s->sock, s->io->aio);
        rv = ad_io_wait_until(s, ad_recv_until(s));
        msg = rv == 0 ? nng_aio_get_msg(s->io->aio) : NULL;
    } else {
        while ((rv = nng_recvmsg(s->sock, &msg, 0)) == NNG_EINTR)
            ;
    }
    if (rv == NNG_ESTATE && s->kind == SOCK_SURVEYOR) /* no survey: none yet, or past its deadline */
        return ad_survey_over(s);
    if (rv != 0) {
        ad_fail(rv);
        return rv == NNG_ETIMEDOUT ? ADAPTER_TIMEOUT : -1;
    }
    m->priv.ptr = msg;
    m->data = nng_msg_body(msg);
    m->size = nng_msg_len(msg);
    return 0;
}

static void ad_release(struct adapter_msg *m)
{
    nng_msg_free(m->priv.ptr);
}

static int ad_send_msg(struct adapter_sock *s, struct adapter_msg *m)
{
    if (s->io)
        return ad_io_send(s, m->priv.ptr);
    /* nng_sendmsg takes the message on success only. */
    int rv = nng_sendmsg(s->sock, m->priv.ptr, 0);
    if (rv != 0) {
        nng_msg_free(m->priv.ptr);
        return ad_fail(rv);
    }
    return 0;
}

static int ad_subscribe(struct adapter_sock *s, const void *topic, size_t len)
{
    int rv = nng_socket_set(s->sock, NNG_OPT_SUB_SUBSCRIBE, topic, len);
    return rv == 0 ? 0 : ad_fail(rv);
}

static int ad_proxy(struct adapter_sock *front, struct adapter_sock *back)
{
    return ad_fail(nng_device(front->sock, back->sock));
}

static void ad_describe(const struct adapter_sock *s, char *buf, size_t len)
{
    /* The master reports for the run: its own socket, and what every worker sets too. */
    if (!s->io && !s->deep_queues)
        snprintf(buf, len, "%s", "");
    else if (s->kind == SOCK_MASTER && s->liveness_ms)
        snprintf(buf, len, "timeouts=monotonic NNG_OPT_REQ_RESENDTIME=%dms(workers)", 2 * s->liveness_ms);
    else if (s->kind == SOCK_MASTER)
        snprintf(buf, len, "%s", "timeouts=monotonic NNG_OPT_REQ_RESENDTIME=infinite(workers)");
    else /* rounds: the controller reports for every role */
        snprintf(buf, len, "timeouts=monotonic pubsub_queues=%d", PUBSUB_QUEUE);
}

static void ad_close(struct adapter_sock *s)
{
    nng_close(s->sock);
    ad_io_free(s->io);
    free(s);
}

static const struct adapter_option ad_equalize_options[] = {
    {"NNG_OPT_TCP_NODELAY", "true (nng's default, set explicitly)", "the same on every library"},
    {"socket buffers", "not settable in nng 1.5.2 (kernel default, autotuned)",
     "NNG_OPT_SENDBUF/RECVBUF are message queue depths, not socket buffers"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_options[] = {
    {"NNG_OPT_RECVTIMEO, NNG_OPT_SENDTIMEO", "--timeout (master, worker; with --library-defaults only)",
     "bounds every wait so a stall is reported instead of hanging; no effect on the wire"},
    {"NNG_OPT_RECVMAXSZ", "largest message + 256 bytes, only when that exceeds 1 MiB",
     "nng refuses messages above its 1 MiB default limit"},
    {"timeouts",
     "master and worker, and the sockets of controller and nodes (pub/sub, surveyor, "
     "respondent): no nng timeout; each send and receive is an aio with an infinite "
     "timeout that we cancel after --timeout by the monotonic clock (not with --library-defaults)",
     "nng 1.5.2 times waits by the wall clock: a forward step of it ends a pending receive or send at once "
     "and req0 abandons the request"},
    {"NNG_OPT_REQ_RESENDTIME", "infinite on the workers (not with --library-defaults)",
     "the 60 s resend timer runs on the same wall clock: a forward step of a minute resends the request, "
     "the master answers it twice; our protocol never needs a resend (a lost reply fails the point)"},
    {"NNG_OPT_RECVBUF, NNG_OPT_SENDBUF (pub/sub)",
     "8192 messages on every pub/sub socket, the broker's "
     "too (not with --library-defaults)",
     "nng's pub/sub drops messages whenever a queue is full: the broker's raw sub0 at depth 1, pub0 per "
     "connection at 16, sub0 at 128; a round's burst of tasks overflows them"},
    {"NNG_OPT_SURVEYOR_SURVEYTIME",
     "never within a run (24.8 days); the adapter ends each survey at the round's deadline (--timeout, "
     "or --deadline) by the monotonic clock (pattern survey; with --library-defaults: that deadline, "
     "nng's timer)",
     "a round's results are due by its deadline, as in the other patterns; nng 1.5.2's survey timer "
     "deadlocks the surveyor when a survey is sent as the last one's timer fires (docs/findings.md), and "
     "runs on the wall clock"},
    {"nng_dial flags", "NNG_FLAG_NONBLOCK",
     "keep redialling in the background like zmq_connect, instead of failing when the peer is not "
     "up yet; only affects connection set-up"},
    {NULL, NULL, NULL},
};

/* A hosted socket's NNG_OPT_RECVFD: readable while a message can be received (nng_options(5)); none
 * for a PUB, which receives nothing. */
static int ad_watch(struct adapter_sock *s, short *events)
{
    int fd = -1;
    *events = 0;
    if (s->kind == SOCK_PUB || nng_socket_get_int(s->sock, NNG_OPT_RECVFD, &fd) != 0)
        return -1;
    *events = POLLIN;
    return fd;
}

static const struct adapter_option ad_hosting_options[] = {
    {"NNG_FLAG_NONBLOCK", "on every receive (--hosting loop)",
     "the loop waits on every socket's NNG_OPT_RECVFD, then receives what is there"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_liveness_options[] = {
    {"NNG_OPT_RECONNMINT, NNG_OPT_RECONNMAXT",
     "100 ms, 100 ms (default 1 s and 0: each redial after a random "
     "0 - 1 s, never growing; nng 1.5.2 src/core/socket.c:548-549, 1462-1476)",
     "a restarted broker is found again within 100 ms"},
    {"NNG_OPT_REQ_RESENDTIME (worker)", "200 ms (default 60 s; our workaround: infinite)",
     "the REQ itself sends an unanswered request again (a broker restart loses the one in flight)"},
    {"heartbeats", "none: nng has no liveness check of a connection", ""},
    {NULL, NULL, NULL},
};

const struct adapter ADAPTER = {
    .scaleouts =
        {
            [SCALEOUT_ONE] = "one broker",
            [SCALEOUT_SHARDS] =
                "K nng_device brokers, node i on broker i mod K; the controller a PUB and a SUB on each, a "
                "node's messages on its broker's. One PUB connected to all K would send every message to "
                "every broker: nng forwards no subscription upstream (docs/findings.md)",
        },
    .name = "nng",
    .library = "nng",
    .version = ad_version,
    .options = ad_options,
    .equalize_options = ad_equalize_options,
    .liveness_options = ad_liveness_options,
    .hosting_options = ad_hosting_options,
    .pipelining = "a raw REQ socket (nng_req0_open_raw); each request carries its own request id",
    .req_resends = true,
    .patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB) | PATTERN_BIT(PATTERN_SURVEY),
    .broker_cores = 0,
    .broker_threads = "nng's task threads (2 x cores, at most 16: src/core/taskq.c:236) and its poller; the "
                      "device's own hop is one message at a time (src/core/device.c:58)",
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
    .watch = ad_watch,
    .serve = NULL, /* nng does its I/O in its own threads */
};
