/* nats.c — the NATS adapter: nats.c (libnats) clients through nats-server.
 *
 * Every socket is one connection to nats-server (the broker role: its
 * recipe is recipe.c); the server routes by subject (docs/products.md "NATS").
 *   reqrep  workers publish requests to "rrb.req" with their own inbox as the
 *           reply subject (natsConnection_PublishRequest; several outstanding
 *           with --inflight) and read replies from a synchronous subscription
 *           on it; the master subscribes to "rrb.req" and answers each message's
 *           reply subject. That is NATS's own request-reply (natsConnection_
 *           Request is the same with one request at a time): the server routes
 *           each request to the one subscriber and each reply to its inbox,
 *           as a ROUTER/DEALER broker does by envelope.
 *   pubsub  a message's topic ("n00042.") is its subject ("rrb.n00042"): a node
 *           subscribes to its own, the controller to "rrb.result".
 *   reply   NATS's request-reply as the gather (docs.nats.io scatter-gather):
 *           as pubsub, but one connection a peer, and the controller publishes
 *           every message with its reply subject (natsConnection_PublishRequest);
 *           a node answers on the reply subject of the last message it got.
 *           The controller's reply subject is "rrb.result", not a random inbox:
 *           a node that joins announces itself before any request reached it.
 * --scaleout cluster: K nats-servers meshed by routes (recipe.c); the clients are as for one server.
 *
 * Traps, and what we do (nats.c 3.4.1):
 *   - Publishing is buffered: the flusher thread waits up to 1 ms to coalesce
 *     writes (src/conn.c _flusher, natsCondition_TimedWait(..., 1)). We set
 *     natsOptions_SetSendAsap (off with --library-defaults: then every message
 *     may wait for the flusher).
 *   - Interest registers at the server only when it has read the SUB: a message
 *     published before is dropped silently. subscribe() flushes (PING/PONG)
 *     before it returns, so a subscription is in place when the node says so
 *     (set_address() too: an address is a subscription here).
 *   - Each connection runs a read-loop and a flusher thread (conn.c); an
 *     asynchronous subscription adds a delivery thread, so we subscribe
 *     synchronously (natsConnection_SubscribeSync): 2 threads per socket.
 *   - Slow consumers: a subscription holds at most 65,536 messages / 64 MiB
 *     (opts.h); past that nats.c drops and NextMsg reports NATS_SLOW_CONSUMER,
 *     which is a failed point here. The server disconnects a client that does
 *     not read 64 MiB (server/const.go MAX_PENDING_SIZE).
 *   - nats-server has no Unix-socket listener: TCP only.
 */
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <nats/nats.h>

#include "adapter.h"
#include "measure.h"
#include "server.h"

#define REQUEST_SUBJECT "rrb.req"
#define SUBJECT_PREFIX "rrb."
#define MAX_SUBJECT 64
#define FLUSH_TIMEOUT_MS 5000

struct adapter_sock {
    enum sock_kind kind;
    int timeout_ms;
    bool send_asap;
    bool liveness;
    bool hosted;         /* sock_params.hosted: nats.c's event-loop mode, the socket's I/O ours (ad_serve) */
    int fd;              /* hosted: the connection's socket, as nats.c attached it (-1: none) */
    bool reading;        /* hosted: nats.c wants read events */
    bool writing;        /* hosted: nats.c holds output that only ProcessWriteEvent writes */
    size_t address_size; /* pubsub: a message's first bytes are its topic */
    natsConnection *conn;
    natsSubscription *sub;
    natsInbox *inbox;            /* workers: where replies come */
    char reply[MAX_SUBJECT * 2]; /* master, replier: the reply subject of the last message received;
                                    requester: its own, where answers come */
};

static int ad_fail(const char *what, natsStatus st)
{
    natsStatus detail_status;
    const char *detail = nats_GetLastError(&detail_status);
    return adapter_fail("%s: %s%s%s", what, natsStatus_GetText(st), detail && *detail ? ": " : "",
                        detail ? detail : "");
}

static const char *ad_version(void)
{
    return nats_GetVersion();
}

/* "n00042." -> "rrb.n00042": a topic's trailing dot would be an empty token in a subject. */
static int ad_subject_of(const void *topic, size_t len, char subject[MAX_SUBJECT])
{
    const char *t = topic;
    if (len && t[len - 1] == '.')
        len--;
    if (len == 0 || len + sizeof SUBJECT_PREFIX > MAX_SUBJECT)
        return adapter_fail("a topic that is no subject");
    for (size_t i = 0; i < len; i++)
        if (t[i] <= ' ' || t[i] > '~' || t[i] == '.' || t[i] == '*' || t[i] == '>')
            return adapter_fail("a topic that is no subject");
    snprintf(subject, MAX_SUBJECT, SUBJECT_PREFIX "%.*s", (int)len, t);
    return 0;
}

static struct adapter_sock *ad_open(enum sock_kind kind, const struct sock_params *p)
{
    if (!adapter_has_kind(&ADAPTER, kind)) {
        adapter_refused(&ADAPTER, REFUSE_KIND);
        return NULL;
    }
    struct adapter_sock *s = calloc(1, sizeof *s);
    if (!s) {
        adapter_fail("out of memory");
        return NULL;
    }
    *s = (struct adapter_sock){.kind = kind,
                               .timeout_ms = p->timeout_ms,
                               .send_asap = !p->library_defaults || p->hosted,
                               .liveness = p->liveness_ms > 0,
                               .hosted = p->hosted,
                               .fd = -1,
                               .address_size = p->address_size};
    return s;
}

/* nats.c's event-loop callbacks (nats.h natsEvLoop_*): the loop is the socket itself. With pings and
 * reconnects off (ad_set_hosted) nats.c calls them from the thread that uses the connection alone. */
static natsStatus ad_ev_attach(void **user, void *loop, natsConnection *nc, natsSock fd)
{
    (void)nc;
    struct adapter_sock *s = loop;
    *user = s;
    s->fd = (int)fd;
    s->reading = true; /* attach starts read polling (nats.h: natsEvLoop_Attach) */
    return NATS_OK;
}

static natsStatus ad_ev_read(void *user, bool add)
{
    ((struct adapter_sock *)user)->reading = add;
    return NATS_OK;
}

static natsStatus ad_ev_write(void *user, bool add)
{
    ((struct adapter_sock *)user)->writing = add;
    return NATS_OK;
}

static natsStatus ad_ev_detach(void *user)
{
    struct adapter_sock *s = user;
    s->fd = -1;
    s->reading = s->writing = false;
    return NATS_OK;
}

/* --hosting loop (ad_hosting_options): the connection's socket is the loop's; nothing of nats.c's may
 * write to it from another thread (the ping timer) or replace it (the reconnect thread), and the
 * flusher thread, which SendAsap keeps away, would write from its own. */
static natsStatus ad_set_hosted(struct adapter_sock *s, natsOptions *o)
{
    natsStatus st = natsOptions_SetEventLoop(o, s, ad_ev_attach, ad_ev_read, ad_ev_write, ad_ev_detach);
    if (st == NATS_OK)
        st = natsOptions_SetPingInterval(o, 0);
    if (st == NATS_OK)
        st = natsOptions_SetAllowReconnect(o, false);
    return st;
}

static int ad_set_options(struct adapter_sock *s, natsOptions *o, const struct endpoint *e)
{
    char url[300];
    snprintf(url, sizeof url, "nats://%s:%d", e->host, e->port);
    natsStatus st = natsOptions_SetURL(o, url);
    if (st == NATS_OK && s->send_asap)
        st = natsOptions_SetSendAsap(o, true);
    if (st == NATS_OK && s->hosted)
        st = ad_set_hosted(s, o);
    if (st == NATS_OK && s->liveness) { /* --liveness: reconnect every LIVENESS_MS, for ever; ping as often */
        st = natsOptions_SetReconnectWait(o, LIVENESS_MS);
        if (st == NATS_OK)
            st = natsOptions_SetMaxReconnect(o, -1);
        if (st == NATS_OK)
            st = natsOptions_SetPingInterval(o, LIVENESS_MS);
        if (st == NATS_OK)
            st = natsOptions_SetMaxPingsOut(o, 3);
    }
    return st == NATS_OK ? 0 : ad_fail("cannot set the connection's options", st);
}

/* Hosted: the connection's own I/O for the events that came (ProcessReadEvent reads once; the loop,
 * level-triggered, comes back while more is there). */
static int ad_serve(struct adapter_sock *s, short revents)
{
    if (!s->conn)
        return 0;
    if ((revents & POLLIN) && s->reading)
        natsConnection_ProcessReadEvent(s->conn);
    if (((revents & POLLOUT) || !revents) && s->writing)
        natsConnection_ProcessWriteEvent(s->conn);
    return natsConnection_IsClosed(s->conn) ? adapter_fail("connection closed") : 0;
}

/* Hosted: runs this connection's I/O until `done`'s message came on `sub` or `timeout_ms` passed, as
 * the loop would (the loop itself is not running yet: the sockets are being set up). */
static int ad_serve_until(struct adapter_sock *s, natsSubscription *sub, int timeout_ms)
{
    uint64_t deadline = now_ns() + (uint64_t)timeout_ms * 1000000u;
    for (;;) {
        natsMsg *msg = NULL;
        if (natsSubscription_NextMsg(&msg, sub, 0) == NATS_OK) {
            natsMsg_Destroy(msg);
            return 0;
        }
        uint64_t now = now_ns();
        if (now >= deadline || s->fd < 0)
            return adapter_fail("the server did not confirm the subscription");
        struct pollfd p = {.fd = s->fd, .events = (short)(POLLIN | (s->writing ? POLLOUT : 0))};
        if (poll(&p, 1, (int)((deadline - now) / 1000000u) + 1) > 0 && ad_serve(s, p.revents) != 0)
            return -1;
    }
}

/* Hosted: the interest is registered when the server has read the SUB, and nats.c's Flush would wait
 * for a PONG that only the loop reads (conn.c _flushTimeout). The server handles one connection's
 * messages in order: a probe published to a subject of ours after the SUB comes back once the SUB
 * has been read. */
static int ad_confirm_hosted(struct adapter_sock *s)
{
    char probe[MAX_SUBJECT];
    static unsigned counter;
    snprintf(probe, sizeof probe, "_rrb_probe.%d.%u", (int)getpid(),
             __atomic_add_fetch(&counter, 1, __ATOMIC_RELAXED));
    natsSubscription *sub = NULL;
    natsStatus st = natsConnection_SubscribeSync(&sub, s->conn, probe);
    if (st == NATS_OK)
        st = natsConnection_Publish(s->conn, probe, "", 0);
    int rc =
        st == NATS_OK ? ad_serve_until(s, sub, FLUSH_TIMEOUT_MS) : ad_fail("cannot probe the subscription", st);
    natsSubscription_Destroy(sub); /* its UNSUB goes out with the next write */
    return rc;
}

/* Waits until the server has answered a PING sent now, for at most FLUSH_TIMEOUT_MS. With --liveness a
 * connection lost meanwhile fails the wait (conn.c _flushTimeout: NATS_CONNECTION_DISCONNECTED) but
 * is nats.c's to restore: it reconnects, sends its SUBs again, and a new PING confirms them. Seen
 * under make test's load (most likely the client's own stale check: 3 of its 100-ms pings unanswered). */
static natsStatus ad_flush(struct adapter_sock *s)
{
    uint64_t deadline = now_ns() + (uint64_t)FLUSH_TIMEOUT_MS * 1000000u;
    for (;;) {
        uint64_t now = now_ns();
        natsStatus st =
            natsConnection_FlushTimeout(s->conn, now < deadline ? (int64_t)((deadline - now) / 1000000u) + 1 : 1);
        if (st != NATS_CONNECTION_DISCONNECTED || !s->liveness || now_ns() >= deadline)
            return st;
        nats_Sleep(LIVENESS_MS / 10); /* were it to fail at once while the client reconnects */
    }
}

/* Subscribes and waits until the server has the interest (a PING answered after the SUB). */
static int ad_subscribe_subject(struct adapter_sock *s, const char *subject)
{
    natsStatus st = natsConnection_SubscribeSync(&s->sub, s->conn, subject);
    if (st != NATS_OK)
        return ad_fail("cannot subscribe", st);
    if (s->hosted)
        return ad_confirm_hosted(s);
    st = ad_flush(s);
    return st == NATS_OK ? 0 : ad_fail("the server did not confirm the subscription", st);
}

static int ad_connect(struct adapter_sock *s, const char *endpoint)
{
    struct endpoint e;
    if (endpoint_parse(endpoint, &e) != 0 || e.ipc)
        return adapter_fail("NATS connects over TCP only: nats-server has no Unix-socket listener");
    natsOptions *o = NULL;
    natsStatus st = natsOptions_Create(&o);
    if (st != NATS_OK)
        return ad_fail("cannot create options", st);
    int rc = ad_set_options(s, o, &e);
    if (rc == 0 && (st = natsConnection_Connect(&s->conn, o)) != NATS_OK)
        rc = ad_fail("cannot connect", st);
    natsOptions_Destroy(o);
    if (rc != 0)
        return -1;
    if (s->kind == SOCK_MASTER)
        return ad_subscribe_subject(s, REQUEST_SUBJECT);
    if (adapter_sock_kinds[s->kind].asks &&
        !adapter_sock_kinds[s->kind].addressed) { /* a worker: replies to an inbox */
        if ((st = natsInbox_Create(&s->inbox)) != NATS_OK)
            return ad_fail("cannot create an inbox", st);
        return ad_subscribe_subject(s, s->inbox);
    }
    return 0;
}

/* With SendAsap a publish writes to the socket itself (pub.c:211-216, natsConn_bufferFlush): in the
 * instant the server dies, before the read loop has noticed and buffers for the reconnect, it meets
 * the socket's EPIPE and returns NATS_IO_ERROR, the message gone. With --liveness that is a message
 * lost with the connection, as on a broken wire (the library reconnects); without, the error. */
static int ad_publish(struct adapter_sock *s, const char *subject, const char *reply, const void *buf, size_t len)
{
    natsStatus st = reply ? natsConnection_PublishRequest(s->conn, subject, reply, buf, (int)len)
                          : natsConnection_Publish(s->conn, subject, buf, (int)len);
    if (st == NATS_IO_ERROR && s->liveness)
        return 0;
    if (st == NATS_OK && s->hosted && s->writing) /* out now, as SendAsap would (the rest: the loop's POLLOUT) */
        natsConnection_ProcessWriteEvent(s->conn);
    return st == NATS_OK ? 0 : ad_fail("publish failed", st);
}

/* Master and replier answer at the reply subject of the last message; publishers (a replier before
 * any message: a joining node's announcement) send where the message's topic says, a requester with
 * its reply subject; workers send requests with their inbox as the reply subject. */
static int ad_send(struct adapter_sock *s, const void *buf, size_t len)
{
    const struct sock_kind_info *k = &adapter_sock_kinds[s->kind];
    char subject[MAX_SUBJECT];
    if (k->answers && s->reply[0])
        return ad_publish(s, s->reply, NULL, buf, len);
    if (k->publishes) {
        if (len < s->address_size || ad_subject_of(buf, s->address_size, subject) != 0)
            return adapter_fail("a message without a topic");
        return ad_publish(s, subject, k->asks ? s->reply : NULL, buf, len);
    }
    if (k->answers)
        return adapter_fail("no request to answer");
    if (k->asks)
        return ad_publish(s, REQUEST_SUBJECT, s->inbox, buf, len);
    return adapter_fail("this socket does not send");
}

static int ad_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    if (!s->sub)
        return adapter_fail("this socket has no subscription");
    natsMsg *msg = NULL;
    natsStatus st;
    uint64_t deadline = s->timeout_ms < 0 ? 0 : now_ns() + (uint64_t)s->timeout_ms * 1000000u;
    for (;;) {
        uint64_t now = now_ns();
        int64_t wait_ms = !deadline ? 1000 : now >= deadline ? 0 : (int64_t)((deadline - now) / 1000000u);
        /* hosted: what ProcessReadEvent delivered, at once (a timeout of 0 does not wait: sub.c); so too
         * once the wait is over (a 1-ms receive, whose wait rounds down to 0, still takes what came) */
        st = natsSubscription_NextMsg(&msg, s->sub, s->hosted ? 0 : wait_ms);
        if (s->hosted && st == NATS_TIMEOUT)
            break;
        /* A request nobody was subscribed to comes back as 503 (servers >= 2.2): with --liveness that
         * is a master still re-subscribing after a restart, so the request is lost and the worker sends
         * it again when its wait is over, as after any loss. To a requester (pattern reply) it is a
         * node not there (yet, or any more): the controller's hellos and round deadline see that. */
        if (st == NATS_NO_RESPONDERS && (s->liveness || s->kind == SOCK_REQUESTER))
            continue;
        if (st != NATS_TIMEOUT || deadline) /* no timeout: wait in slices, for ever */
            break;
    }
    if (st == NATS_TIMEOUT)
        return ADAPTER_TIMEOUT;
    if (st != NATS_OK)
        return ad_fail("receive failed", st);
    if (adapter_sock_kinds[s->kind].answers) {
        const char *reply = natsMsg_GetReply(msg);
        if (!reply || strlen(reply) >= sizeof s->reply) {
            natsMsg_Destroy(msg);
            return adapter_fail("a message without a reply subject");
        }
        strcpy(s->reply, reply);
    }
    m->data = (void *)natsMsg_GetData(msg);
    m->size = (size_t)natsMsg_GetDataLength(msg);
    m->priv.ptr = msg;
    return 0;
}

static void ad_release(struct adapter_msg *m)
{
    natsMsg_Destroy(m->priv.ptr);
    m->priv.ptr = NULL;
}

static int ad_send_msg(struct adapter_sock *s, struct adapter_msg *m)
{
    int rc = ad_send(s, m->data, m->size);
    ad_release(m);
    return rc;
}

/* The socket's one subscription, on a live connection: to the subject `topic` names. */
static int ad_subscribe_topic(struct adapter_sock *s, const void *topic, size_t len)
{
    char subject[MAX_SUBJECT];
    if (s->sub)
        return adapter_fail("one topic per subscriber");
    if (!s->conn)
        return adapter_fail("subscribe after connecting");
    if (ad_subject_of(topic, len, subject) != 0)
        return -1;
    if (adapter_sock_kinds[s->kind].asks) /* a requester: where the answers to its messages come */
        strcpy(s->reply, subject);
    return ad_subscribe_subject(s, subject);
}

static int ad_subscribe(struct adapter_sock *s, const void *topic, size_t len)
{
    if (!adapter_sock_kinds[s->kind].subscribes)
        return adapter_refused(&ADAPTER, REFUSE_SUBSCRIBE);
    return ad_subscribe_topic(s, topic, len);
}

/* A requester's address is where the answers come, a replier's its topic: subscriptions both. */
static int ad_set_address(struct adapter_sock *s, const void *address, size_t len)
{
    if (!adapter_sock_kinds[s->kind].addressed)
        return adapter_refused(&ADAPTER, REFUSE_ADDRESS);
    return ad_subscribe_topic(s, address, len);
}

/* Hosted: writes what nats.c still holds, for at most FLUSH_TIMEOUT_MS (Flush's PONG would need the loop). */
static void ad_write_out(struct adapter_sock *s)
{
    uint64_t deadline = now_ns() + (uint64_t)FLUSH_TIMEOUT_MS * 1000000u;
    while (s->writing && s->fd >= 0 && now_ns() < deadline) {
        struct pollfd p = {.fd = s->fd, .events = POLLOUT};
        if (poll(&p, 1, 100) > 0)
            natsConnection_ProcessWriteEvent(s->conn);
    }
}

/* A hosted connection's socket, and whether nats.c wants to read or has output to write. */
static int ad_watch(struct adapter_sock *s, short *events)
{
    *events = s->fd < 0 ? 0 : (short)((s->reading ? POLLIN : 0) | (s->writing ? POLLOUT : 0));
    return *events ? s->fd : -1;
}

static void ad_close(struct adapter_sock *s)
{
    if (s->sub)
        natsSubscription_Destroy(s->sub);
    if (s->conn && s->hosted)
        ad_write_out(s); /* what was published leaves first */
    else if (s->conn)
        natsConnection_FlushTimeout(s->conn, FLUSH_TIMEOUT_MS); /* what was published leaves first */
    if (s->conn)
        natsConnection_Destroy(s->conn);
    if (s->inbox)
        natsInbox_Destroy(s->inbox);
    free(s);
}

static void ad_describe(const struct adapter_sock *s, char *buf, size_t len)
{
    snprintf(buf, len, "%s", s->send_asap ? "SendAsap=true" : "");
}

static const struct adapter_option ad_options[] = {
    {"natsOptions_SetSendAsap", "true",
     "nats.c's flusher thread waits up to 1 ms to coalesce writes (src/conn.c _flusher): each message "
     "goes out at once instead"},
    {"subscribe", "SubscribeSync + Flush",
     "the server registers interest only when it has read the SUB: subscribe() waits for the PONG after it, "
     "and no delivery thread per subscription"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_hosting_options[] = {
    {"natsOptions_SetEventLoop", "the loop's epoll (--hosting loop)",
     "no read-loop thread per connection (conn.c _spinUpSocketWatchers): the loop waits on every socket and "
     "calls ProcessReadEvent / ProcessWriteEvent; recv takes what came with NextMsg(0)"},
    {"natsOptions_SetSendAsap", "true, even with --library-defaults",
     "without it nats.c's flusher thread would write to a socket the loop owns"},
    {"natsOptions_SetPingInterval, _SetAllowReconnect", "0, false",
     "the ping timer and the reconnect thread would write to, or replace, a socket the loop owns: a steady "
     "run needs neither, and a lost connection is an error"},
    {"subscribe", "SubscribeSync, then a probe message to ourselves",
     "Flush waits for a PONG only the loop reads (conn.c _flushTimeout); the server handles a connection's "
     "messages in order, so the probe's return means it has the SUB"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_liveness_options[] = {
    {"natsOptions_SetReconnectWait", "100 ms", "reconnect at the liveness interval (default 2 s)"},
    {"natsOptions_SetMaxReconnect", "-1", "for ever (default 60 attempts)"},
    {"natsOptions_SetPingInterval", "100 ms, 3 out", "a dead server noticed within 300 ms (default 2 min, 2 out)"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_equalize_options[] = {{NULL, NULL, NULL}};

const struct adapter ADAPTER = {
    .scaleouts =
        {
            [SCALEOUT_ONE] = "one broker",
            [SCALEOUT_SHARDS] =
                "K nats-servers that know nothing of each other, node i on server i mod K; the controller a "
                "connection to each, a node's messages on its server's (a shard map in the client)",
            [SCALEOUT_CLUSTER] =
                "K nats-servers meshed by routes (--cluster, --routes: each routes to every other's bus; Debian's "
                "2.9 keeps one route per pair, 2.10 and later a pool), node i on server i mod K, the controller "
                "on server 0: it parses every message its clients publish and relays each to the server its "
                "subscriber is on, over their route (a message crosses at most one route)",
        },
    .name = "nats",
    .library = "nats.c",
    .version = ad_version,
    .options = ad_options,
    .equalize_options = ad_equalize_options,
    .liveness_options = ad_liveness_options,
    .hosting_options = ad_hosting_options,
    .pipelining = "one connection, several PublishRequest outstanding on one inbox subscription",
    .req_resends = false,
    .patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB) | PATTERN_BIT(PATTERN_REPLY),
    .broker_cores = 0,
    .broker_threads = "nats-server: Go's GOMAXPROCS, every core; a read loop and a write loop per connection "
                      "(server/client.go:1134, 1048)",
    .recipe = &RECIPE,
    .open = ad_open,
    .connect = ad_connect,
    .send = ad_send,
    .recv = ad_recv,
    .send_msg = ad_send_msg,
    .release = ad_release,
    .subscribe = ad_subscribe,
    .set_address = ad_set_address,
    .close = ad_close,
    .last_error = adapter_error,
    .describe = ad_describe,
    .watch = ad_watch,
    .serve = ad_serve,
};
