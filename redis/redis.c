/* redis.c — the Redis adapter: hiredis clients through redis-server.
 *
 * Every socket is one connection to redis-server (the broker role: its
 * recipe is recipe.c); the server routes (docs/products.md "Redis").
 *   reqrep  Redis has no request-reply in pub/sub; its own work queue is a
 *           list: a worker RPUSHes its request onto "rrb:req" and BLPOPs its
 *           reply from its own list "rrb:reply:<n>"; the master BLPOPs
 *           "rrb:req" and RPUSHes each reply onto the list the request names.
 *           The list queues requests while the master is busy and hands each
 *           to the one consumer, as a ROUTER/DEALER broker queues and routes
 *           by envelope. The envelope is ours: a request travels as one byte
 *           of reply-key length, the key, then the message.
 *   pubsub  as Grischa ran it (its Node.java / TaskDispatcher.java): every node
 *           SUBSCRIBEs to its own channel (the topic "n00042." as it is), the
 *           controller to "result."; everyone PUBLISHes on a second connection.
 *   reply   Grischa's own gather: a node answers on its own result channel
 *           ("result:n00042"), and the controller SUBSCRIBEs to every node's
 *           (Grischa's receptors subscribed one by one, each on a pooled
 *           connection, every round; ours does it once, in one command, on one
 *           connection). A socket here is both connections.
 *
 * Past one server (--scaleout, docs/scale.md): shards are K servers apart, each
 * socket on its own (nothing changes here). A cluster is one Redis Cluster of K
 * masters, no replicas, master j serving the slots j*16384/K .. (j+1)*16384/K - 1
 * (server_share; its server takes them as it joins, recipe.c):
 *   cluster          sharded pub/sub: every channel a socket names gets a hash
 *                    tag "{T}" appended, T the shortest decimal whose slot is
 *                    in its master's share (ad_tag_for: "n00042.{3}",
 *                    "result.{3}", "result:n00042{3}"), so it lives on the
 *                    master the socket is connected to; SSUBSCRIBE and
 *                    SPUBLISH go to that master only (a shard's messages go to
 *                    its replicas, and there are none), and one SSUBSCRIBE
 *                    takes many channels (one slot). A MOVED (or CROSSSLOT,
 *                    CLUSTERDOWN) reply fails at once, naming channel and slot.
 *   cluster-publish  classic SUBSCRIBE/PUBLISH, channels as they are: each
 *                    PUBLISH is copied to every other master over the bus, so
 *                    the controller subscribes on one master only.
 *
 * Traps, and what we do (hiredis 0.14.1, Redis 7.0):
 *   - A subscribed connection may only (un)subscribe, PING or QUIT
 *     (src/server.c, RESP2; hiredis 0.14 has no RESP3): a node's SUB and PUB
 *     are two connections.
 *   - A timeout leaves a context unusable: with SO_RCVTIMEO set
 *     (redisSetTimeout, and redisConnectWithTimeout sets it too) a timed-out
 *     read sets c->err for good (hiredis.c:790, "Return early when the context
 *     has seen an error"; hiredis #332, #388). We clear the socket timeouts
 *     after connecting and wait with poll() on the descriptor, then
 *     redisBufferRead and redisGetReplyFromReader.
 *   - The connection is non-blocking (a write to a stopped server waits by
 *     our clock), and redisBufferWrite moves the unwritten rest of its buffer
 *     after each partial write (hiredis.c:838): ad_flush writes it itself.
 *   - Every PUBLISH, RPUSH has a reply. Waiting for each would cost a round
 *     trip per message (Jedis, which Grischa used, does; a careful C client
 *     need not): we pipeline them and read the replies later, checking each
 *     for an error; PUBLISH's receiver count is not needed, the controller's
 *     hellos already repeat until every node answers (docs/rounds.md).
 *   - SUBSCRIBE is in place when its confirmation comes back: subscribe()
 *     and set_address() wait for it.
 *   - No reconnection in hiredis, and no re-subscription anywhere: with
 *     --liveness we reconnect every LIVENESS_MS and subscribe again.
 *   - Slow subscribers: the server disconnects one whose output buffer passes
 *     client-output-buffer-limit pubsub 32mb 8mb 60 (the default; we keep it).
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <hiredis/hiredis.h>

#include "adapter.h"
#include "measure.h"
#include "round.h"
#include "server.h"

#define REQUEST_LIST "rrb:req"
#define REPLY_LIST_PREFIX "rrb:reply:"
#define RESULT_CHANNEL_PREFIX "result:" /* pattern reply: + a node's topic without its dot */
#define MAX_KEY 64
#define CONNECT_TIMEOUT_MS 5000
#define MAX_PENDING 4096     /* pipelined replies read back before more are sent */
#define LATE_MS 1000         /* how long after BLPOP's own timeout its (nil) answer may take */
#define HOSTED_NOW 1         /* a hosted subscriber's deadline: what the loop has read (ad_serve), no wait */
#define CLUSTER_SLOTS 16384u /* Redis Cluster's hash slots (cluster.h), split evenly among the masters */
#define MAX_TAG 16           /* a hash tag: "{" + decimal digits + "}" */

struct adapter_sock {
    enum sock_kind kind;
    int timeout_ms;      /* a receive's (-1: none) */
    int send_timeout_ms; /* a send's: how long pipelined commands may wait for their replies (-1: none) */
    bool liveness;
    bool hosted;         /* sock_params.hosted: recv takes what the loop read (ad_serve), at once */
    bool popping;        /* a hosted worker: its BLPOP is out (ad_pop_hosted) */
    size_t address_size; /* pubsub: a message's first bytes are its channel */
    struct endpoint ep;
    redisContext *c;
    unsigned pending;       /* replies to pipelined commands not read yet */
    char key[MAX_KEY];      /* worker: its reply list */
    char reply_to[MAX_KEY]; /* master: the reply list of the last request; a replier's publisher:
                               the node's result channel, where it publishes whatever the topic */
    char channel[MAX_KEY];  /* subscriber, replier: its channel */
    size_t channel_len;
    unsigned nodes;           /* requester: the run's nodes, whose result channels it subscribes to, */
    unsigned first_node;      /* ... from this one (its game's) */
    bool results;             /* requester: subscribed to them */
    struct adapter_sock *out; /* requester, replier: the second connection, which publishes */
    /* SCALEOUT_CLUSTER: sharded pub/sub (SSUBSCRIBE, SPUBLISH) on the master this socket connects to */
    bool sharded;
    unsigned broker, brokers; /* that master: broker of brokers (sock_params) */
    char tag[MAX_TAG];        /* the hash tag every channel of the socket carries: its slot is that master's */
    size_t tag_len;
    char sent[MAX_KEY]; /* a sharded publisher: the channel of its last SPUBLISH, for a refusal's words */
};

/* The context's own error, which ends it. */
static int ad_fail_context(struct adapter_sock *s, const char *what)
{
    return adapter_fail("%s: %s", what, s->c && s->c->err ? s->c->errstr : "no connection");
}

static const char *ad_version(void)
{
    static char v[16];
    snprintf(v, sizeof v, "%d.%d.%d", HIREDIS_MAJOR, HIREDIS_MINOR, HIREDIS_PATCH);
    return v;
}

/* Redis Cluster's key hash: CRC16-CCITT (XMODEM: polynomial 0x1021, initial 0; Redis's crc16.c). */
static unsigned ad_crc16(const char *buf, size_t len)
{
    unsigned crc = 0;
    for (size_t i = 0; i < len; i++) {
        crc ^= (unsigned)(unsigned char)buf[i] << 8;
        for (int bit = 0; bit < 8; bit++)
            crc = crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1;
        crc &= 0xFFFF;
    }
    return crc;
}

/* The slot of a key or a sharded channel: of its hash tag, the bytes between its first '{' and the
 * next '}' when there are any, else of the whole name (cluster.c, keyHashSlot). */
static unsigned ad_slot(const char *name, size_t len)
{
    const char *open = memchr(name, '{', len);
    if (open) {
        const char *close = memchr(open + 1, '}', len - (size_t)(open + 1 - name));
        if (close && close > open + 1)
            return ad_crc16(open + 1, (size_t)(close - open - 1)) % CLUSTER_SLOTS;
    }
    return ad_crc16(name, len) % CLUSTER_SLOTS;
}

/* The hash tag "{T}" whose slot master `broker` of `brokers` serves: T the shortest decimal string
 * (the smallest of that length) that hashes into its share. A channel with it appended lives on that
 * master, and channels that share it share a slot (one SSUBSCRIBE takes them all). */
static size_t ad_tag_for(unsigned broker, unsigned brokers, char tag[MAX_TAG])
{
    unsigned lo, hi;
    server_share(broker, brokers, CLUSTER_SLOTS, &lo, &hi); /* the master's share, as its recipe takes it */
    for (unsigned n = 0;; n++) { /* a share of 16384 / BROKERS_MAX slots: a hit within a few hundred */
        char digits[12];
        int len = snprintf(digits, sizeof digits, "%u", n);
        unsigned slot = ad_crc16(digits, (size_t)len) % CLUSTER_SLOTS;
        if (slot >= lo && slot <= hi)
            return (size_t)snprintf(tag, MAX_TAG, "{%s}", digits);
    }
}

static void ad_close(struct adapter_sock *s);

static struct adapter_sock *ad_open(enum sock_kind kind, const struct sock_params *p)
{
    if (!adapter_has_kind(&ADAPTER, kind)) {
        adapter_refused(&ADAPTER, REFUSE_KIND);
        return NULL;
    }
    const struct sock_kind_info *k = &adapter_sock_kinds[kind];
    /* Classic PUBLISH in a cluster reaches every master's subscribers: a controller subscribed on K
     * masters would take each result K times. (Only the controller's sockets know the run's nodes.) */
    if (p->scaleout == SCALEOUT_CLUSTER_PUBLISH && p->brokers > 1 && p->nodes > 0) {
        adapter_fail("--scaleout cluster-publish: every PUBLISH reaches every master, so the controller "
                     "subscribes on one: its --pub and --sub name one master (the nodes name them all)");
        return NULL;
    }
    struct adapter_sock *s = calloc(1, sizeof *s);
    if (!s) {
        adapter_fail("out of memory");
        return NULL;
    }
    *s = (struct adapter_sock){.kind = kind,
                               .timeout_ms = p->timeout_ms,
                               .send_timeout_ms = p->send_timeout_ms,
                               .liveness = p->liveness_ms > 0,
                               .hosted = p->hosted,
                               .address_size = p->address_size,
                               .nodes = kind == SOCK_REQUESTER ? p->nodes : 0,
                               .first_node = kind == SOCK_REQUESTER ? p->first_node : 0,
                               .sharded = p->scaleout == SCALEOUT_CLUSTER && p->brokers > 0,
                               .broker = p->broker,
                               .brokers = p->brokers};
    if (s->sharded) /* once per socket: every channel it names carries it */
        s->tag_len = ad_tag_for(p->broker % p->brokers, p->brokers, s->tag);
    if (k->asks && !k->addressed) { /* a worker: a reply list no other worker has */
        static atomic_uint counter;
        snprintf(s->key, sizeof s->key, REPLY_LIST_PREFIX "%d:%u", (int)getpid(), atomic_fetch_add(&counter, 1));
    }
    /* Publishing, and receiving at its address: a subscribed connection cannot publish (RESP2), so
     * pattern reply's one socket is two. */
    if (k->publishes && k->addressed && !(s->out = ad_open(SOCK_PUB, p))) {
        ad_close(s);
        return NULL;
    }
    return s;
}

/* Monotonic deadline `ms` from now; 0 = never. */
static uint64_t ad_deadline_after(int ms)
{
    return ms < 0 ? 0 : now_ns() + (uint64_t)ms * 1000000u;
}

/* Waits until the descriptor has `events` (POLLIN: readable, POLLOUT: takes more) or the deadline
 * passes (0: never; one that has passed: a look without waiting). 1 ready, 0 timed out, -1 error. */
static int ad_wait(int fd, short events, uint64_t deadline)
{
    for (;;) {
        int ms = -1;
        uint64_t now = now_ns();
        if (deadline)
            ms = now >= deadline ? 0 : (int)((deadline - now + 999999) / 1000000);
        struct pollfd p = {.fd = fd, .events = events};
        int rc = poll(&p, 1, ms);
        if (rc > 0)
            return 1;
        if (rc < 0 && errno != EINTR)
            return adapter_fail("poll failed: %s", strerror(errno));
        if (rc == 0 && deadline && now_ns() >= deadline)
            return 0;
    }
}

/* The next reply, waiting until `deadline` (0: never; hosted: none, what the loop read is all there is).
 * 0 with *reply set, ADAPTER_TIMEOUT, or -1. */
static int ad_read_reply(struct adapter_sock *s, uint64_t deadline, redisReply **reply)
{
    for (;;) {
        void *r = NULL;
        if (redisGetReplyFromReader(s->c, &r) != REDIS_OK)
            return ad_fail_context(s, "a reply that does not parse");
        if (r) {
            *reply = r;
            return 0;
        }
        if (s->hosted && deadline == HOSTED_NOW)
            return ADAPTER_TIMEOUT;
        int rc = ad_wait(s->c->fd, POLLIN, deadline);
        if (rc <= 0)
            return rc == 0 ? ADAPTER_TIMEOUT : -1;
        if (redisBufferRead(s->c) != REDIS_OK)
            return ad_fail_context(s, "connection lost");
    }
}

/* A write that failed (`what`: how, `why`: the words) ends the context, as hiredis's own write errors
 * do; `written` bytes of its output buffer went out. */
static int ad_write_failed(struct adapter_sock *s, size_t written, const char *what, const char *why)
{
    sdsrange(s->c->obuf, (int)written, -1);
    s->c->err = REDIS_ERR_IO;
    snprintf(s->c->errstr, sizeof s->c->errstr, "%s", why);
    return ad_fail_context(s, what);
}

/* Writes every queued command out (hiredis's output buffer, c->obuf), each wait for room at most a
 * send's timeout: a server that reads nothing more (stopped, hung) would otherwise hold a full
 * socket's write for ever, while one still reading, however slowly, is waited for. A command left
 * half written breaks the connection (as a broken wire would: --liveness connects again).
 * The writes are ours, from an offset into the buffer: hiredis's redisBufferWrite, called again after
 * each partial write of a non-blocking socket, moves the unwritten rest to the buffer's start every
 * time (sdsrange, hiredis.c:838 in 0.14.1), and each write takes only what the socket's buffer has
 * room for: a command's copies grew with the square of its size, most of the sender's CPU for one of
 * many MiB. Written out, the buffer is freed and begun again, as redisBufferWrite does. */
static int ad_flush(struct adapter_sock *s)
{
    redisContext *c = s->c;
    if (c->err)
        return ad_fail_context(s, "connection lost");
    int ms = s->send_timeout_ms < 0 ? CONNECT_TIMEOUT_MS : s->send_timeout_ms;
    size_t len = sdslen(c->obuf), written = 0;
    uint64_t deadline = 0; /* of this wait for room: a write that takes something starts the next one */
    while (written < len) {
        ssize_t n = write(c->fd, c->obuf + written, len - written);
        if (n > 0) {
            written += (size_t)n;
            deadline = 0;
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
            return ad_write_failed(s, written, "connection lost", strerror(errno));
        deadline = deadline ? deadline : ad_deadline_after(ms);
        int rc = ad_wait(c->fd, POLLOUT, deadline);
        if (rc < 0) {
            sdsrange(c->obuf, (int)written, -1);
            return -1;
        }
        if (rc == 0) {
            char why[64];
            snprintf(why, sizeof why, "redis-server took nothing more for %d ms", ms);
            return ad_write_failed(s, written, "cannot send", why);
        }
    }
    if (len > 0) {
        sdsfree(c->obuf);
        c->obuf = sdsempty();
    }
    return c->obuf ? 0 : adapter_fail("out of memory");
}

/* An error reply in words. A sharded socket's MOVED (ASK), CROSSSLOT or CLUSTERDOWN ("Hash slot not
 * served") says its tag is wrong for the master it is connected to, or for the cluster: named with the
 * channel, its slot and the share it was meant for, so that a run fails at once, in words, instead of
 * waiting for messages that went elsewhere. `command`: the command refused, with `channel` (len bytes)
 * the one it named (NULL: not known). */
static int ad_refused(const struct adapter_sock *s, const char *command, const char *channel, size_t len,
                      const redisReply *r)
{
    bool slot = strncmp(r->str, "MOVED ", 6) == 0 || strncmp(r->str, "ASK ", 4) == 0 ||
                strncmp(r->str, "CROSSSLOT", 9) == 0 || strncmp(r->str, "CLUSTERDOWN", 11) == 0;
    if (!s->sharded || !slot || !channel)
        return adapter_fail("redis-server refused %s: %s", command, r->str);
    unsigned lo, hi;
    server_share(s->broker % s->brokers, s->brokers, CLUSTER_SLOTS, &lo, &hi);
    return adapter_fail("redis-server refused %s of channel %.*s (slot %u): %s; its tag %s puts it in the slots "
                        "%u..%u of master %u of the %u that --pub and --sub name: they must name every master "
                        "of the cluster, in --members' order",
                        command, (int)len, channel, ad_slot(channel, len), r->str, s->tag, lo, hi,
                        s->broker % s->brokers, s->brokers);
}

/* A pipelined command's error reply: a sharded publisher's are SPUBLISH's (all of its channels share
 * one slot; the last one sent is named). */
static int ad_refused_pending(const struct adapter_sock *s, const redisReply *r)
{
    const char *channel = s->reply_to[0] ? s->reply_to : s->sent;
    return s->sharded && channel[0] ? ad_refused(s, "SPUBLISH", channel, strlen(channel), r)
                                    : adapter_fail("redis-server refused a command: %s", r->str);
}

/* Reads one pipelined command's reply, which must not be an error, by `deadline` (`wait_ms` after
 * the wait began: for the message). */
static int ad_take_pending(struct adapter_sock *s, uint64_t deadline, int wait_ms)
{
    redisReply *r = NULL;
    int rc = ad_read_reply(s, deadline, &r);
    if (rc == ADAPTER_TIMEOUT)
        return adapter_fail("redis-server did not answer a command within %d ms", wait_ms);
    if (rc != 0)
        return -1;
    s->pending--;
    rc = r->type == REDIS_REPLY_ERROR ? ad_refused_pending(s, r) : 0;
    freeReplyObject(r);
    return rc;
}

/* Reads the pipelined replies that are already here, or, above `keep`, waits for them. */
static int ad_drain(struct adapter_sock *s, unsigned keep)
{
    while (s->pending > 0) {
        struct pollfd p = {.fd = s->c->fd, .events = POLLIN};
        void *r = NULL;
        if (redisGetReplyFromReader(s->c, &r) != REDIS_OK)
            return ad_fail_context(s, "a reply that does not parse");
        if (r) {
            s->pending--;
            int bad = ((redisReply *)r)->type == REDIS_REPLY_ERROR;
            if (bad)
                ad_refused_pending(s, r);
            freeReplyObject(r);
            if (bad)
                return -1;
            continue;
        }
        /* nothing more has come yet (hosted: a publisher's counts are read only when many wait) */
        if (s->pending <= keep && (s->hosted || poll(&p, 1, 0) <= 0))
            return 0;
        if (s->pending > keep) {
            int ms = s->send_timeout_ms < 0 ? CONNECT_TIMEOUT_MS : s->send_timeout_ms;
            return ad_take_pending(s, ad_deadline_after(ms), ms);
        }
        if (redisBufferRead(s->c) != REDIS_OK)
            return ad_fail_context(s, "connection lost");
    }
    return 0;
}

static int ad_command(struct adapter_sock *s, int argc, const char **argv, const size_t *lens)
{
    if (redisAppendCommandArgv(s->c, argc, argv, lens) != REDIS_OK)
        return ad_fail_context(s, "cannot queue a command");
    s->pending++;
    return ad_flush(s);
}

/* The subscribing command, and the first element of its confirmation: SUBSCRIBE ("subscribe"), or a
 * sharded socket's SSUBSCRIBE ("ssubscribe"; RESP2 arrays both, which hiredis 0.14 reads as any). */
static const char *ad_subscribe_word(const struct adapter_sock *s, bool reply)
{
    return s->sharded ? reply ? "ssubscribe" : "SSUBSCRIBE" : reply ? "subscribe" : "SUBSCRIBE";
}

/* Reads one SUBSCRIBE confirmation: from then on, that channel's messages come. `channel` (len
 * bytes): the (first) channel the command named, for a refusal's words. */
static int ad_confirmed(struct adapter_sock *s, const char *channel, size_t len)
{
    redisReply *r = NULL;
    int rc = ad_read_reply(s, ad_deadline_after(CONNECT_TIMEOUT_MS), &r);
    if (rc != 0)
        return rc == ADAPTER_TIMEOUT ? adapter_fail("redis-server did not confirm the subscription") : -1;
    s->pending--;
    if (r->type == REDIS_REPLY_ERROR)
        rc = ad_refused(s, ad_subscribe_word(s, false), channel, len, r);
    else
        rc = r->type == REDIS_REPLY_ARRAY && r->elements == 3 && r->element[0]->type == REDIS_REPLY_STRING &&
                     strcmp(r->element[0]->str, ad_subscribe_word(s, true)) == 0
                 ? 0
                 : adapter_fail("%s got an answer that is no confirmation", ad_subscribe_word(s, false));
    freeReplyObject(r);
    return rc;
}

/* Subscribes and waits for the server's confirmation. */
static int ad_subscribe_channel(struct adapter_sock *s)
{
    const char *argv[] = {ad_subscribe_word(s, false), s->channel};
    size_t lens[] = {strlen(argv[0]), s->channel_len};
    return ad_command(s, 2, argv, lens) == 0 ? ad_confirmed(s, s->channel, s->channel_len) : -1;
}

/* Pattern reply, the controller: SUBSCRIBE to every node's result channel in one command (Redis
 * confirms them all before it runs another client's PUBLISH), and wait for every confirmation.
 * Sharded, on master j: SSUBSCRIBE to the result channels of master j's nodes only (node i's on
 * master i mod K), each with the socket's tag: one slot, the master's own. */
static int ad_subscribe_results(struct adapter_sock *s)
{
    enum { NAME = sizeof RESULT_CHANNEL_PREFIX - 1 + ROUND_TOPIC_SIZE - 1 };
    size_t name_len = NAME + s->tag_len;
    const char **argv = malloc((s->nodes + 1) * sizeof *argv);
    size_t *lens = malloc((s->nodes + 1) * sizeof *lens);
    char *names = malloc((size_t)s->nodes * name_len + 1);
    int rc = argv && lens && names ? 0 : adapter_fail("out of memory");
    unsigned n = 0; /* the channels named */
    for (unsigned u = 0; rc == 0 && u < s->nodes; u++) {
        if (s->sharded && (s->first_node + u) % s->brokers != s->broker % s->brokers)
            continue; /* another master's node: its results are SPUBLISHed there */
        char *name = names + (size_t)n * name_len, topic[ROUND_TOPIC_SIZE];
        round_node_topic(s->first_node + u, topic); /* "n00042." -> "result:n00042" (+ "{T}") */
        memcpy(name, RESULT_CHANNEL_PREFIX, sizeof RESULT_CHANNEL_PREFIX - 1);
        memcpy(name + sizeof RESULT_CHANNEL_PREFIX - 1, topic, ROUND_TOPIC_SIZE - 1);
        memcpy(name + NAME, s->tag, s->tag_len);
        argv[++n] = name;
        lens[n] = name_len;
    }
    if (rc == 0 && n > 0) {
        argv[0] = ad_subscribe_word(s, false);
        lens[0] = strlen(argv[0]);
        rc = ad_command(s, (int)n + 1, argv, lens);
        s->pending += n - 1; /* one confirmation a channel */
    }
    for (unsigned u = 0; rc == 0 && u < n; u++)
        rc = ad_confirmed(s, argv[1], lens[1]);
    if (rc != 0)
        s->pending = 0; /* a refusal is one reply for the whole command: no more are coming */
    free(argv);
    free(lens);
    free(names);
    return rc;
}

/* A connection is made only when redis-server answers on it (not merely when something accepted it). */
static int ad_ping(struct adapter_sock *s)
{
    const char *argv[] = {"PING"};
    size_t lens[] = {4};
    if (ad_command(s, 1, argv, lens) != 0)
        return -1;
    redisReply *r = NULL;
    int rc = ad_read_reply(s, ad_deadline_after(CONNECT_TIMEOUT_MS), &r);
    if (rc != 0)
        return rc == ADAPTER_TIMEOUT ? adapter_fail("no answer to PING: not redis-server, or a stuck one") : -1;
    s->pending--;
    rc = r->type == REDIS_REPLY_STATUS && strcmp(r->str, "PONG") == 0
             ? 0
             : adapter_fail("PING got %s", r->type == REDIS_REPLY_ERROR ? r->str : "no PONG");
    freeReplyObject(r);
    return rc;
}

static int ad_dial(struct adapter_sock *s)
{
    struct timeval tv = {.tv_sec = CONNECT_TIMEOUT_MS / 1000};
    s->c = s->ep.ipc ? redisConnectUnixWithTimeout(s->ep.path, tv)
                     : redisConnectWithTimeout(s->ep.host, s->ep.port, tv);
    if (!s->c)
        return adapter_fail("cannot connect: out of memory");
    if (s->c->err)
        return ad_fail_context(s, "cannot connect");
    /* The connect timeout stays on the socket as SO_RCVTIMEO/SO_SNDTIMEO: off again, we poll. And
     * non-blocking: hiredis leaves an EAGAIN of a context without REDIS_BLOCK to its caller ("try
     * again later", redisBufferWrite, redisBufferRead), so a full socket's write waits in ad_flush
     * by our clock, not in write(2) for ever. */
    if (redisSetTimeout(s->c, (struct timeval){0}) != REDIS_OK)
        return ad_fail_context(s, "cannot clear the socket's timeouts");
    int flags = fcntl(s->c->fd, F_GETFL);
    if (flags < 0 || fcntl(s->c->fd, F_SETFL, flags | O_NONBLOCK) < 0)
        return adapter_fail("cannot make the connection non-blocking: %s", strerror(errno));
    s->c->flags &= ~REDIS_BLOCK;
    s->pending = 0;
    if (ad_ping(s) != 0)
        return -1;
    return s->results ? ad_subscribe_results(s) : s->channel_len ? ad_subscribe_channel(s) : 0;
}

static bool ad_connected(const struct adapter_sock *s)
{
    return s->c && !s->c->err;
}

/* --liveness: after the connection is lost, one attempt to connect again (and subscribe again);
 * the caller tries again on its next call. Without --liveness the loss is the error. */
static int ad_revive(struct adapter_sock *s)
{
    if (!s->liveness)
        return -1;
    redisFree(s->c);
    s->c = NULL;
    return ad_dial(s);
}

/* Waits one liveness interval (or the socket's timeout, if shorter) before the next attempt. */
static void ad_pause_liveness(const struct adapter_sock *s)
{
    int ms = s->timeout_ms >= 0 && s->timeout_ms < LIVENESS_MS ? s->timeout_ms : LIVENESS_MS;
    usleep((useconds_t)ms * 1000);
}

static int ad_connect(struct adapter_sock *s, const char *endpoint)
{
    /* the subscribing connection, and a requester's or replier's publishing one */
    if (endpoint_parse(endpoint, &s->ep) != 0)
        return adapter_fail("not an endpoint: %s", endpoint);
    if (s->out && ad_connect(s->out, endpoint) != 0)
        return -1;
    return ad_dial(s);
}

static int ad_push(struct adapter_sock *s, const char *list, const void *buf, size_t len, const char *envelope)
{
    char *msg = NULL;
    size_t total = len;
    if (envelope) { /* the request names its reply list */
        size_t k = strlen(envelope);
        total = 1 + k + len;
        if (!(msg = malloc(total)))
            return adapter_fail("out of memory");
        msg[0] = (char)k;
        memcpy(msg + 1, envelope, k);
        memcpy(msg + 1 + k, buf, len);
    }
    const char *argv[] = {"RPUSH", list, msg ? msg : buf};
    size_t lens[] = {5, strlen(list), total};
    int rc = ad_command(s, 3, argv, lens);
    free(msg);
    return rc;
}

/* On the channel its topic names, or on a replier's result channel. Sharded: SPUBLISH, the topic's
 * channel with the socket's tag (a replier's result channel has it already). */
static int ad_publish(struct adapter_sock *s, const void *buf, size_t len)
{
    if (len < s->address_size || s->address_size == 0)
        return adapter_fail("a message without a topic");
    const char *argv[] = {"PUBLISH", s->reply_to[0] ? s->reply_to : buf, buf};
    size_t lens[] = {7, s->reply_to[0] ? strlen(s->reply_to) : s->address_size, len};
    if (s->sharded) {
        argv[0] = "SPUBLISH";
        lens[0] = 8;
    }
    if (s->sharded && !s->reply_to[0]) {
        if (s->address_size + s->tag_len >= sizeof s->sent)
            return adapter_fail("a topic of too many bytes");
        memcpy(s->sent, buf, s->address_size);
        memcpy(s->sent + s->address_size, s->tag, s->tag_len + 1);
        argv[1] = s->sent;
        lens[1] = s->address_size + s->tag_len;
    }
    return ad_command(s, 3, argv, lens);
}

/* Workers push requests naming their reply list, the master pushes each reply onto the list its
 * request named, a publisher publishes (a requester's and a replier's: their second connection). */
static int ad_send_once(struct adapter_sock *s, const void *buf, size_t len)
{
    const struct sock_kind_info *k = &adapter_sock_kinds[s->kind];
    if (!s->popping && ad_drain(s, MAX_PENDING) != 0) /* (BLPOP's answer is recv's: ad_pop_hosted) */
        return -1;
    if (k->publishes)
        return ad_publish(s, buf, len);
    if (k->answers && !s->reply_to[0])
        return adapter_fail("no request to answer");
    if (k->answers)
        return ad_push(s, s->reply_to, buf, len, NULL);
    if (k->asks)
        return ad_push(s, REQUEST_LIST, buf, len, s->key);
    return adapter_fail("this socket does not send");
}

static int ad_send(struct adapter_sock *s, const void *buf, size_t len)
{
    if (s->out)
        return ad_send(s->out, buf, len);
    /* With --liveness a message sent while the server is away is lost, as on a broken wire: the
     * worker's resend, the controller's round deadline count it. */
    if (!ad_connected(s) && ad_revive(s) != 0)
        return s->liveness ? 0 : -1;
    if (ad_send_once(s, buf, len) == 0)
        return 0;
    return s->liveness && !ad_connected(s) ? 0 : -1;
}

/* Workers and master: BLPOP the socket's list, waiting no longer than its timeout. */
static int ad_pop(struct adapter_sock *s, redisReply **reply)
{
    char seconds[32];
    snprintf(seconds, sizeof seconds, "%.3f", s->timeout_ms < 0 ? 0.0 : s->timeout_ms / 1000.0);
    const char *list = s->kind == SOCK_MASTER ? REQUEST_LIST : s->key;
    const char *argv[] = {"BLPOP", list, seconds};
    size_t lens[] = {5, strlen(list), strlen(seconds)};
    /* The replies of pipelined pushes come before BLPOP's: read them off first. */
    if (ad_command(s, 3, argv, lens) != 0)
        return -1;
    uint64_t deadline = s->timeout_ms < 0 ? 0 : ad_deadline_after(s->timeout_ms + LATE_MS);
    while (s->pending > 1)
        if (ad_take_pending(s, deadline, s->timeout_ms + LATE_MS) != 0)
            return -1;
    int rc = ad_read_reply(s, deadline, reply);
    if (rc == ADAPTER_TIMEOUT) /* BLPOP's nil is late: the connection is out of step */
        return adapter_fail("redis-server did not end BLPOP at its timeout");
    if (rc != 0)
        return -1;
    s->pending--;
    if ((*reply)->type == REDIS_REPLY_NIL) {
        freeReplyObject(*reply);
        return ADAPTER_TIMEOUT;
    }
    if ((*reply)->type != REDIS_REPLY_ARRAY || (*reply)->elements != 2 ||
        (*reply)->element[1]->type != REDIS_REPLY_STRING) {
        rc = adapter_fail("BLPOP answered %s",
                          (*reply)->type == REDIS_REPLY_ERROR ? (*reply)->str : "something else");
        freeReplyObject(*reply);
        return rc;
    }
    return 0;
}

/* Whether the socket receives on channels (SUBSCRIBE), not from a list (BLPOP). */
static bool ad_on_channels(const struct adapter_sock *s)
{
    return adapter_sock_kinds[s->kind].subscribes || adapter_sock_kinds[s->kind].addressed;
}

/* Whether a message on `channel` is one this subscriber asked for. */
static bool ad_ours(const struct adapter_sock *s, const redisReply *channel)
{
    if (s->kind == SOCK_REQUESTER)
        return channel->len > sizeof RESULT_CHANNEL_PREFIX - 1 &&
               memcmp(channel->str, RESULT_CHANNEL_PREFIX, sizeof RESULT_CHANNEL_PREFIX - 1) == 0;
    return channel->len == s->channel_len && memcmp(channel->str, s->channel, s->channel_len) == 0;
}

/* Subscribers: the next message on the channel (hosted: one that is there). */
static int ad_next_message(struct adapter_sock *s, redisReply **reply)
{
    int rc = ad_read_reply(s, s->hosted ? HOSTED_NOW : ad_deadline_after(s->timeout_ms), reply);
    if (rc != 0)
        return rc;
    redisReply *r = *reply;
    if (r->type == REDIS_REPLY_ARRAY && r->elements == 3 && r->element[0]->type == REDIS_REPLY_STRING &&
        strcmp(r->element[0]->str, s->sharded ? "smessage" : "message") == 0 &&
        r->element[2]->type == REDIS_REPLY_STRING && r->element[1]->type == REDIS_REPLY_STRING &&
        ad_ours(s, r->element[1]))
        return 0;
    freeReplyObject(r);
    return adapter_fail("the subscription got something that is no message of its channel");
}

/* A hosted worker: one BLPOP out while it waits for a reply, and what came taken from the reader:
 * its pipelined RPUSHes' counts (integers, read off), then BLPOP's answer (an array; nil when no reply
 * came within its timeout). A blocked BLPOP holds the connection's later commands back at the server,
 * so no second one is sent before its answer. */
static int ad_pop_hosted(struct adapter_sock *s, redisReply **reply)
{
    if (!s->popping) {
        char seconds[32];
        snprintf(seconds, sizeof seconds, "%.3f", s->timeout_ms < 0 ? 0.0 : s->timeout_ms / 1000.0);
        const char *argv[] = {"BLPOP", s->key, seconds};
        size_t lens[] = {5, strlen(s->key), strlen(seconds)};
        if (ad_command(s, 3, argv, lens) != 0)
            return -1;
        s->popping = true;
    }
    for (;;) {
        int rc = ad_read_reply(s, HOSTED_NOW, reply);
        if (rc != 0)
            return rc;
        redisReply *r = *reply;
        s->pending--;
        if (r->type == REDIS_REPLY_INTEGER) { /* an RPUSH's */
            freeReplyObject(r);
            continue;
        }
        s->popping = false;
        rc = r->type == REDIS_REPLY_NIL     ? adapter_fail("no reply within the timeout (BLPOP's answer was nil)")
             : r->type == REDIS_REPLY_ERROR ? adapter_fail("redis-server refused a command: %s", r->str)
             : r->type != REDIS_REPLY_ARRAY || r->elements != 2 || r->element[1]->type != REDIS_REPLY_STRING
                 ? adapter_fail("BLPOP answered something else")
                 : 0;
        if (rc != 0)
            freeReplyObject(r);
        return rc;
    }
}

static int ad_recv_once(struct adapter_sock *s, struct adapter_msg *m)
{
    redisReply *r = NULL;
    bool subscriber = ad_on_channels(s);
    int rc = subscriber ? ad_next_message(s, &r) : s->hosted ? ad_pop_hosted(s, &r) : ad_pop(s, &r);
    if (rc != 0)
        return rc;
    redisReply *body = r->element[subscriber ? 2 : 1];
    m->data = body->str;
    m->size = body->len;
    m->priv.ptr = r;
    if (s->kind != SOCK_MASTER)
        return 0;
    size_t k = body->len ? (unsigned char)body->str[0] : 0; /* the request's envelope */
    if (body->len < 1 + k || k >= sizeof s->reply_to) {
        freeReplyObject(r);
        return adapter_fail("a request without a reply list");
    }
    memcpy(s->reply_to, body->str + 1, k);
    s->reply_to[k] = '\0';
    m->data = body->str + 1 + k;
    m->size = body->len - 1 - k;
    return 0;
}

static int ad_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    if (s->kind == SOCK_PUB)
        return adapter_fail("a publisher does not receive");
    if (ad_on_channels(s) && s->kind != SOCK_REQUESTER && !s->channel_len)
        return adapter_fail("this socket has no subscription");
    if (s->kind == SOCK_REQUESTER && !s->results)
        return adapter_fail("this socket has not subscribed to the results yet");
    if (!ad_connected(s) && ad_revive(s) != 0) {
        if (!s->liveness)
            return -1;
        ad_pause_liveness(s);
        return ADAPTER_TIMEOUT;
    }
    int rc = ad_recv_once(s, m);
    if (rc == -1 && s->liveness && !ad_connected(s))
        return ADAPTER_TIMEOUT; /* what the lost connection held is lost; the next call reconnects */
    return rc;
}

static void ad_release(struct adapter_msg *m)
{
    freeReplyObject(m->priv.ptr);
    m->priv.ptr = NULL;
}

static int ad_send_msg(struct adapter_sock *s, struct adapter_msg *m)
{
    int rc = ad_send(s, m->data, m->size);
    ad_release(m);
    return rc;
}

/* Whether the socket may take its one channel (or set of them), of `len` bytes, now. */
static int ad_channel_allowed(const struct adapter_sock *s, size_t len)
{
    if (s->channel_len || s->results)
        return adapter_fail("one channel per subscriber");
    if (!s->c)
        return adapter_fail("subscribe after connecting");
    size_t tagged = len + s->tag_len;
    if (len == 0 || tagged >= sizeof s->channel || tagged + sizeof RESULT_CHANNEL_PREFIX > sizeof s->reply_to)
        return adapter_fail("a channel of no or too many bytes");
    return 0;
}

/* A subscriber's or replier's channel: the topic, and a sharded socket's tag. */
static void ad_take_channel(struct adapter_sock *s, const void *topic, size_t len)
{
    memcpy(s->channel, topic, len);
    memcpy(s->channel + len, s->tag, s->tag_len);
    s->channel_len = len + s->tag_len;
    s->channel[s->channel_len] = '\0';
}

/* A subscriber's channel is its topic. */
static int ad_subscribe(struct adapter_sock *s, const void *topic, size_t len)
{
    if (!adapter_sock_kinds[s->kind].subscribes)
        return adapter_refused(&ADAPTER, REFUSE_SUBSCRIBE);
    if (ad_channel_allowed(s, len) != 0)
        return -1;
    ad_take_channel(s, topic, len);
    return ad_subscribe_channel(s);
}

/* A replier's channel is its address, which also names its result channel; a requester subscribes
 * to every node's result channel (its address, "result.", says no more). */
static int ad_set_address(struct adapter_sock *s, const void *address, size_t len)
{
    if (!adapter_sock_kinds[s->kind].addressed)
        return adapter_refused(&ADAPTER, REFUSE_ADDRESS);
    if (ad_channel_allowed(s, len) != 0)
        return -1;
    if (adapter_sock_kinds[s->kind].asks) { /* the requester */
        if (!s->nodes)
            return adapter_fail("a requester needs the run's node count");
        s->results = true;
        return ad_subscribe_results(s);
    }
    const char *a = address; /* "n00042." -> "result:n00042" (+ "{T}") */
    snprintf(s->out->reply_to, sizeof s->out->reply_to, RESULT_CHANNEL_PREFIX "%.*s%s",
             (int)(a[len - 1] == '.' ? len - 1 : len), a, s->tag);
    ad_take_channel(s, address, len);
    return ad_subscribe_channel(s);
}

static void ad_close(struct adapter_sock *s)
{
    if (s->out)
        ad_close(s->out);
    if (s->c) {
        if (!s->c->err)
            ad_drain(s, 0); /* every pipelined command has been carried out before we go */
        redisFree(s->c);
    }
    free(s);
}

static const struct adapter_option ad_options[] = {
    {"redisSetTimeout", "0 after connecting; waits by poll()",
     "a read that times out by SO_RCVTIMEO leaves the context unusable for good (hiredis.c:790; #332, #388)"},
    {"O_NONBLOCK, REDIS_BLOCK cleared",
     "after connecting; a write waits for room by poll() within the send's timeout",
     "redisBufferWrite's one write(2) to a server that reads nothing more would block for ever"},
    {"the output buffer (c->obuf)", "written out by write(2) of ours from an offset, not by redisBufferWrite",
     "redisBufferWrite moves the unwritten rest to the buffer's start after each partial write (hiredis.c:838): "
     "on a non-blocking socket, copies quadratic in a command's size"},
    {"pipelining", "PUBLISH and RPUSH replies read later",
     "one round trip per message otherwise; every reply is still read and checked"},
    {NULL, NULL, NULL},
};

/* A hosted subscriber's or worker's connection: readable when a message (a reply) came. A publisher's
 * counts are read as it sends (ad_drain): nothing to wait for. */
static int ad_watch(struct adapter_sock *s, short *events)
{
    *events = s->kind != SOCK_PUB && s->c && !s->c->err ? POLLIN : 0;
    return *events ? s->c->fd : -1;
}

/* A hosted subscriber, its connection readable: one read (redisBufferRead) into the reader, whose
 * replies recv then takes without a system call; the loop comes back while more is there. */
static int ad_serve(struct adapter_sock *s, short revents)
{
    if (!(revents & POLLIN) || !ad_connected(s))
        return 0;
    return redisBufferRead(s->c) == REDIS_OK ? 0 : ad_fail_context(s, "connection lost");
}

static const struct adapter_option ad_hosting_options[] = {
    {"one read per readiness", "redisBufferRead (--hosting loop)",
     "the loop waits on every subscribed connection in epoll and reads what is there once; recv takes the "
     "replies from hiredis's reader without a system call"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_liveness_options[] = {
    {"reconnect", "every 100 ms, SUBSCRIBE again",
     "hiredis neither reconnects nor re-subscribes (README 0.14.1); the benchmark does both"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_equalize_options[] = {{NULL, NULL, NULL}};

const struct adapter ADAPTER = {
    .scaleouts =
        {
            [SCALEOUT_ONE] = "one broker",
            [SCALEOUT_SHARDS] =
                "K redis-servers that know nothing of each other, node i on server i mod K; the controller a "
                "connection to each, a node's channels on its server's (a shard map in the client)",
            [SCALEOUT_CLUSTER] =
                "a Redis Cluster of K masters (no replicas), the slots split evenly; sharded pub/sub "
                "(SSUBSCRIBE, SPUBLISH): every channel of node i carries a hash tag that puts its slot on "
                "master i mod K, the controller a connection to each master; no message crosses the cluster bus",
            [SCALEOUT_CLUSTER_PUBLISH] =
                "the same Redis Cluster with classic SUBSCRIBE/PUBLISH: node i on master i mod K, the "
                "controller on one master (--pub and --sub name one), every message copied to every other "
                "master over the cluster bus",
        },
    .name = "redis",
    .library = "hiredis",
    .version = ad_version,
    .options = ad_options,
    .equalize_options = ad_equalize_options,
    .liveness_options = ad_liveness_options,
    .hosting_options = ad_hosting_options,
    .pipelining = "one connection, several RPUSHes outstanding, replies by BLPOP in any order",
    .req_resends = false,
    .patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB) | PATTERN_BIT(PATTERN_REPLY),
    .broker_cores = 1,
    .broker_threads =
        "redis-server: commands and socket I/O on its main thread (io-threads 1, the default: config.c:3062)",
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
    .describe = NULL,
    .watch = ad_watch,
    .serve = ad_serve,
};
