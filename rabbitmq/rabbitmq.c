/* rabbitmq.c — the RabbitMQ adapter: rabbitmq-c (librabbitmq) clients through rabbitmq-server.
 *
 * Every socket is one AMQP 0-9-1 connection with one channel to rabbitmq-server (the broker role: its
 * recipe is recipe.c); the server routes (docs/products.md "RabbitMQ").
 *   reqrep  a work queue with competing consumers, replies over direct reply-to: workers publish to
 *           the queue "rrb.req" (default exchange) with reply_to "amq.rabbitmq.reply-to", having
 *           consumed that pseudo-queue first (the server requires it); the master consumes
 *           "rrb.req" and publishes each reply to the default exchange under the reply_to the
 *           request came with (the server's "amq.rabbitmq.reply-to.<channel>"). No queue is created
 *           per request: a temporary reply queue per request is the documented slow path (RabbitMQ
 *           docs "Direct Reply-to"; celery/ceps issue 7). Workers declare "rrb.req" too, so requests
 *           queue if they come before the master consumes.
 *   pubsub  an exchange per run ("rrb.rounds", direct): a message's topic ("n00042.") is its routing
 *           key; a subscriber declares a server-named exclusive queue, binds it with its topic and
 *           consumes it (a queue per node, and the controller's for "result.").
 *   reply   RabbitMQ's own RPC as the gather: the controller publishes each message with reply_to
 *           "amq.rabbitmq.reply-to", and a node answers under the reply_to of the last message it
 *           got. Before its first message a node announces itself on the topic it names ("result."),
 *           so the controller also consumes a queue bound to its address.
 *
 * Past one server (--scaleout, docs/scale.md): shards are K servers apart, each socket on its own. A
 * cluster is K Erlang nodes (recipe.c), node i's queue on member i mod K, the controller on the first
 * (cluster_sharded false): the tasks are routed on the first and cross.
 *
 * Acknowledgements: automatic (no-ack consumers, transient messages) is the fast path and the
 * default. RRB_RABBITMQ_PREFETCH=N in the environment (the variant rabbitmq@acks: ad_variants, docs/products.md)
 * makes every queue's consumer acknowledge by hand with N unacknowledged at most (basic.qos), as task
 * queues run it (at-least-once): a message is acknowledged when the program is done with it
 * (release(), or send_msg(), after the answer is sent). Direct reply-to is no-ack by the server's rule.
 *
 * Traps, and what we do (rabbitmq-c 0.11, RabbitMQ 3.10):
 *   - A message published to a queue nobody declared is dropped (no mandatory flag): whoever sends
 *     into a queue declares it first, and a subscriber's binding is in place when queue.bind-ok has
 *     come back (amqp_queue_bind waits for it).
 *   - rabbitmq-c is one thread per connection and does its I/O only inside its calls: heartbeats go
 *     out only while it is called (amqp.h, amqp_login: "partial support for heartbeats"). Hosted, the
 *     loop's recv is such a call.
 *   - Heartbeats are whole seconds (AMQP 0-9-1 connection.tune): --liveness asks for 1 s, the
 *     shortest there is, not 100 ms; and rabbitmq-c never reconnects: with --liveness we reconnect
 *     every LIVENESS_MS and set the socket up again (queue, binding, consumer).
 *   - rabbitmq-server has no Unix-socket listener for AMQP: TCP only.
 */
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <amqp.h>
#include <amqp_tcp_socket.h>

#include "adapter.h"
#include "measure.h"
#include "server.h"

#define REQUEST_QUEUE "rrb.req"
#define EXCHANGE "rrb.rounds"
#define REPLY_TO "amq.rabbitmq.reply-to"
#define CHANNEL 1
#define MAX_NAME 256 /* a queue name or a routing key (AMQP shortstr) */
#define MAX_TOPICS 4 /* bindings one subscriber keeps (one in practice) */
#define CONNECT_TIMEOUT_MS 5000
#define PREFETCH_ENV "RRB_RABBITMQ_PREFETCH"

struct adapter_sock {
    enum sock_kind kind;
    int timeout_ms;
    bool liveness;
    bool hosted;
    unsigned prefetch;   /* 0: automatic acknowledgements; else basic.qos, acknowledged by hand */
    size_t address_size; /* pubsub: a message's first bytes are its topic (routing key) */
    struct endpoint ep;
    amqp_connection_state_t conn;      /* NULL: not connected (yet, or lost with --liveness) */
    unsigned generation;               /* the connections made so far: which one `conn` is */
    uint64_t retry_ns;                 /* --liveness: when to try reconnecting */
    char queue[MAX_NAME];              /* the server-named queue this socket consumes ("": none yet) */
    char topics[MAX_TOPICS][MAX_NAME]; /* what that queue is bound to on EXCHANGE */
    unsigned topic_count;
    char reply[MAX_NAME]; /* master, replier: the reply_to of the last message received */
    char acked[MAX_NAME]; /* the consumer tag of the consumer that acknowledges by hand ("": none) */
};

/* What a received message's priv holds: the envelope, and where to acknowledge it. A delivery tag
 * counts the deliveries of one channel (AMQP 0-9-1 basic.deliver): on the channel of a connection made
 * since, the same number is another message, or none (406 PRECONDITION_FAILED, the channel closed). */
struct ad_held {
    amqp_envelope_t envelope;
    struct adapter_sock *s; /* NULL: nothing to acknowledge (no-ack consumer) */
    unsigned generation;    /* s->generation when it came: its tag is valid on that connection only */
};

static const char *ad_version(void)
{
    return amqp_version();
}

static unsigned ad_prefetch(void)
{
    const char *v = getenv(PREFETCH_ENV);
    return v && *v ? (unsigned)strtoul(v, NULL, 10) : 0;
}

/* The reply of the last synchronous call, as words: 0 when it went through. */
static int ad_check(const amqp_rpc_reply_t r, const char *what)
{
    switch (r.reply_type) {
    case AMQP_RESPONSE_NORMAL:
        return 0;
    case AMQP_RESPONSE_NONE:
        return adapter_fail("%s: no reply from the server", what);
    case AMQP_RESPONSE_LIBRARY_EXCEPTION:
        return adapter_fail("%s: %s", what, amqp_error_string2(r.library_error));
    case AMQP_RESPONSE_SERVER_EXCEPTION:
        if (r.reply.id == AMQP_CONNECTION_CLOSE_METHOD || r.reply.id == AMQP_CHANNEL_CLOSE_METHOD) {
            const amqp_connection_close_t *c = r.reply.decoded; /* channel.close has the same head */
            return adapter_fail("%s: the server closed the %s: %u %.*s", what,
                                r.reply.id == AMQP_CONNECTION_CLOSE_METHOD ? "connection" : "channel",
                                c->reply_code, (int)c->reply_text.len, (const char *)c->reply_text.bytes);
        }
        return adapter_fail("%s: the server answered method 0x%08x", what, r.reply.id);
    }
    return adapter_fail("%s: failed", what);
}

static int ad_status(int status, const char *what)
{
    return status == AMQP_STATUS_OK ? 0 : adapter_fail("%s: %s", what, amqp_error_string2(status));
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
                               .liveness = p->liveness_ms > 0,
                               .hosted = p->hosted,
                               .prefetch = ad_prefetch(),
                               .address_size = p->address_size};
    return s;
}

static int ad_declare_exchange(struct adapter_sock *s)
{
    amqp_exchange_declare(s->conn, CHANNEL, amqp_cstring_bytes(EXCHANGE), amqp_cstring_bytes("direct"), 0, 0, 0, 0,
                          amqp_empty_table);
    return ad_check(amqp_get_rpc_reply(s->conn), "cannot declare the exchange " EXCHANGE);
}

/* The work queue: not durable, not exclusive, kept when its consumers go (a restarted master finds it). */
static int ad_declare_requests(struct adapter_sock *s)
{
    amqp_queue_declare(s->conn, CHANNEL, amqp_cstring_bytes(REQUEST_QUEUE), 0, 0, 0, 0, amqp_empty_table);
    return ad_check(amqp_get_rpc_reply(s->conn), "cannot declare the queue " REQUEST_QUEUE);
}

/* Consumes `queue`; by hand (basic.qos prefetch) when acks are on and the queue is a real one. */
static int ad_consume(struct adapter_sock *s, const char *queue, bool no_ack)
{
    if (!no_ack) {
        amqp_basic_qos(s->conn, CHANNEL, 0, (uint16_t)s->prefetch, 0);
        if (ad_check(amqp_get_rpc_reply(s->conn), "cannot set the prefetch window") != 0)
            return -1;
    }
    amqp_basic_consume_ok_t *ok = amqp_basic_consume(s->conn, CHANNEL, amqp_cstring_bytes(queue), amqp_empty_bytes,
                                                     0, no_ack, 0, amqp_empty_table);
    if (ad_check(amqp_get_rpc_reply(s->conn), "cannot consume") != 0)
        return -1;
    if (!no_ack)
        snprintf(s->acked, sizeof s->acked, "%.*s", (int)ok->consumer_tag.len,
                 (const char *)ok->consumer_tag.bytes);
    return 0;
}

/* The socket's own queue (server-named, exclusive: gone with the connection), bound to every topic
 * it has, consumed. */
static int ad_own_queue(struct adapter_sock *s)
{
    amqp_queue_declare_ok_t *ok =
        amqp_queue_declare(s->conn, CHANNEL, amqp_empty_bytes, 0, 0, 1, 1, amqp_empty_table);
    if (ad_check(amqp_get_rpc_reply(s->conn), "cannot declare a queue") != 0)
        return -1;
    snprintf(s->queue, sizeof s->queue, "%.*s", (int)ok->queue.len, (const char *)ok->queue.bytes);
    for (unsigned i = 0; i < s->topic_count; i++) {
        amqp_queue_bind(s->conn, CHANNEL, amqp_cstring_bytes(s->queue), amqp_cstring_bytes(EXCHANGE),
                        amqp_cstring_bytes(s->topics[i]), amqp_empty_table);
        if (ad_check(amqp_get_rpc_reply(s->conn), "cannot bind the queue") != 0)
            return -1;
    }
    return ad_consume(s, s->queue, s->prefetch == 0);
}

/* What the socket's kind needs on a fresh connection: its queues, bindings and consumers. */
static int ad_setup_kind(struct adapter_sock *s)
{
    const struct sock_kind_info *k = &adapter_sock_kinds[s->kind];
    if (s->kind == SOCK_MASTER)
        return ad_declare_requests(s) || ad_consume(s, REQUEST_QUEUE, s->prefetch == 0) ? -1 : 0;
    if (k->asks && !k->addressed) /* a worker */
        return ad_declare_requests(s) || ad_consume(s, REPLY_TO, true) ? -1 : 0;
    if (ad_declare_exchange(s) != 0)
        return -1;
    if (k->asks && ad_consume(s, REPLY_TO, true) != 0) /* a requester: answers come by direct reply-to */
        return -1;
    return s->topic_count ? ad_own_queue(s) : 0;
}

static void ad_drop(struct adapter_sock *s)
{
    if (!s->conn)
        return;
    amqp_destroy_connection(s->conn);
    s->conn = NULL;
    s->queue[0] = '\0';
}

/* Connects, logs in as guest (loopback), opens the channel and sets the socket's kind up. */
static int ad_setup(struct adapter_sock *s)
{
    s->generation++;
    s->conn = amqp_new_connection();
    amqp_socket_t *sock = s->conn ? amqp_tcp_socket_new(s->conn) : NULL;
    if (!sock) {
        ad_drop(s);
        return adapter_fail("out of memory");
    }
    struct timeval tv = {.tv_sec = CONNECT_TIMEOUT_MS / 1000};
    int rc = ad_status(amqp_socket_open_noblock(sock, s->ep.host, s->ep.port, &tv), "cannot connect");
    if (rc == 0)
        rc = ad_check(amqp_login(s->conn, s->ep.slice[0] ? s->ep.slice : "/", 0, AMQP_DEFAULT_FRAME_SIZE,
                                 s->liveness ? 1 : 0, AMQP_SASL_METHOD_PLAIN, "guest", "guest"),
                      "cannot log in");
    if (rc == 0) {
        amqp_channel_open(s->conn, CHANNEL);
        rc = ad_check(amqp_get_rpc_reply(s->conn), "cannot open a channel");
    }
    if (rc == 0)
        rc = ad_setup_kind(s);
    if (rc != 0)
        ad_drop(s);
    return rc;
}

static int ad_connect(struct adapter_sock *s, const char *endpoint)
{
    if (endpoint_parse(endpoint, &s->ep) != 0 || s->ep.ipc)
        return adapter_fail(
            "RabbitMQ connects over TCP only: rabbitmq-server has no Unix-socket listener for AMQP");
    return ad_setup(s);
}

/* --liveness: a lost connection is dropped, and set up again from the next call on, every LIVENESS_MS.
 * 0 when the socket has a connection now. */
static int ad_alive(struct adapter_sock *s)
{
    if (s->conn)
        return 0;
    if (!s->liveness || !s->ep.port)
        return adapter_fail("not connected");
    uint64_t now = now_ns();
    if (now < s->retry_ns)
        return adapter_fail("reconnecting");
    s->retry_ns = now + (uint64_t)LIVENESS_MS * 1000000u;
    return ad_setup(s);
}

/* A failure on the connection: with --liveness the connection is dropped (set up again later) and
 * what was being sent is lost, as on a broken wire; else the error. */
static int ad_lost(struct adapter_sock *s, int rc)
{
    if (!s->liveness)
        return rc;
    ad_drop(s);
    return 0;
}

static int ad_publish(struct adapter_sock *s, const char *exchange, const char *key, bool asks, const void *buf,
                      size_t len)
{
    if (ad_alive(s) != 0)
        return s->liveness ? 0 : -1; /* liveness: lost while the broker is away */
    amqp_basic_properties_t props = {._flags = AMQP_BASIC_DELIVERY_MODE_FLAG, .delivery_mode = 1};
    if (asks) {
        props._flags |= AMQP_BASIC_REPLY_TO_FLAG;
        props.reply_to = amqp_cstring_bytes(REPLY_TO);
    }
    amqp_bytes_t body = {.len = len, .bytes = (void *)buf};
    int st = amqp_basic_publish(s->conn, CHANNEL, amqp_cstring_bytes(exchange), amqp_cstring_bytes(key), 0, 0,
                                &props, body);
    return st == AMQP_STATUS_OK ? 0 : ad_lost(s, ad_status(st, "publish failed"));
}

/* Master and replier answer under the reply_to of the last message; publishers (a replier before any
 * message: a joining node's announcement) send where the message's topic says, a requester asking for
 * answers by direct reply-to; workers send requests into the work queue. */
static int ad_send(struct adapter_sock *s, const void *buf, size_t len)
{
    const struct sock_kind_info *k = &adapter_sock_kinds[s->kind];
    if (k->answers && s->reply[0])
        return ad_publish(s, "", s->reply, false, buf, len);
    if (k->publishes) {
        char key[MAX_NAME];
        if (len < s->address_size || s->address_size == 0 || s->address_size >= sizeof key)
            return adapter_fail("a message without a topic");
        memcpy(key, buf, s->address_size);
        key[s->address_size] = '\0';
        return ad_publish(s, EXCHANGE, key, k->asks, buf, len);
    }
    if (k->answers)
        return adapter_fail("no request to answer");
    if (k->asks)
        return ad_publish(s, "", REQUEST_QUEUE, true, buf, len);
    return adapter_fail("this socket does not send");
}

/* A frame that is not a delivery (amqp_consume_message's AMQP_STATUS_UNEXPECTED_STATE): the server
 * closing the channel or the connection. We ask for nothing else (no confirms, no mandatory). */
static int ad_unexpected(struct adapter_sock *s)
{
    amqp_frame_t frame;
    if (amqp_simple_wait_frame(s->conn, &frame) != AMQP_STATUS_OK)
        return adapter_fail("connection lost");
    if (frame.frame_type == AMQP_FRAME_METHOD && (frame.payload.method.id == AMQP_CHANNEL_CLOSE_METHOD ||
                                                  frame.payload.method.id == AMQP_CONNECTION_CLOSE_METHOD)) {
        const amqp_connection_close_t *c = frame.payload.method.decoded;
        return adapter_fail("the server closed the %s: %u %.*s",
                            frame.payload.method.id == AMQP_CHANNEL_CLOSE_METHOD ? "channel" : "connection",
                            c->reply_code, (int)c->reply_text.len, (const char *)c->reply_text.bytes);
    }
    return adapter_fail("an unexpected frame (type %u, method 0x%08x)", frame.frame_type,
                        frame.frame_type == AMQP_FRAME_METHOD ? frame.payload.method.id : 0);
}

/* Waits up to the socket's timeout (hosted: not at all) for one delivery into *e. */
static int ad_take(struct adapter_sock *s, amqp_envelope_t *e)
{
    uint64_t deadline = s->timeout_ms < 0 ? 0 : now_ns() + (uint64_t)s->timeout_ms * 1000000u;
    for (;;) {
        if (ad_alive(s) != 0) {
            if (!s->liveness)
                return -1;
            if (s->hosted || (deadline && now_ns() >= deadline))
                return ADAPTER_TIMEOUT;
            usleep(10 * 1000);
            continue;
        }
        uint64_t now = now_ns();
        uint64_t wait_us = s->hosted ? 0 : !deadline ? 1000000 : now >= deadline ? 0 : (deadline - now) / 1000u;
        struct timeval tv = {.tv_sec = (time_t)(wait_us / 1000000u), .tv_usec = (suseconds_t)(wait_us % 1000000u)};
        amqp_maybe_release_buffers(s->conn);
        amqp_rpc_reply_t r = amqp_consume_message(s->conn, e, &tv, 0);
        if (r.reply_type == AMQP_RESPONSE_NORMAL)
            return 0;
        bool timeout = r.reply_type == AMQP_RESPONSE_LIBRARY_EXCEPTION && r.library_error == AMQP_STATUS_TIMEOUT;
        if (timeout && (s->hosted || deadline))
            return ADAPTER_TIMEOUT;
        if (timeout)
            continue; /* no timeout: wait in slices, for ever */
        int rc = r.reply_type == AMQP_RESPONSE_LIBRARY_EXCEPTION && r.library_error == AMQP_STATUS_UNEXPECTED_STATE
                     ? ad_unexpected(s)
                     : ad_check(r, "receive failed");
        if (!s->liveness)
            return rc;
        ad_drop(s); /* lost: set up again at the next look */
    }
}

static int ad_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    struct ad_held *h = malloc(sizeof *h);
    if (!h)
        return adapter_fail("out of memory");
    int rc = ad_take(s, &h->envelope);
    if (rc != 0) {
        free(h);
        return rc;
    }
    const amqp_envelope_t *e = &h->envelope;
    /* a delivery to the consumer that acknowledges by hand (never direct reply-to's) */
    h->s = s->acked[0] && e->consumer_tag.len == strlen(s->acked) &&
                   memcmp(e->consumer_tag.bytes, s->acked, e->consumer_tag.len) == 0
               ? s
               : NULL;
    h->generation = s->generation;
    if (adapter_sock_kinds[s->kind].answers) {
        const amqp_basic_properties_t *p = &e->message.properties;
        if (p->_flags & AMQP_BASIC_REPLY_TO_FLAG && p->reply_to.len < sizeof s->reply)
            snprintf(s->reply, sizeof s->reply, "%.*s", (int)p->reply_to.len, (const char *)p->reply_to.bytes);
        else if (s->kind == SOCK_MASTER) {
            amqp_destroy_envelope(&h->envelope);
            free(h);
            return adapter_fail("a request without a reply_to");
        }
    }
    m->data = e->message.body.bytes;
    m->size = e->message.body.len;
    m->priv.ptr = h;
    return 0;
}

/* Done with a message: acknowledged now, when its consumer acknowledges by hand, on the connection it
 * came on. Not once that connection is lost (--liveness): the server has given the message back to
 * the queue already (or dropped it with an exclusive queue), and its tag on the connection made since
 * would acknowledge another message, or close the channel. */
static void ad_release(struct adapter_msg *m)
{
    struct ad_held *h = m->priv.ptr;
    if (!h)
        return;
    if (h->s && h->s->conn && h->generation == h->s->generation)
        amqp_basic_ack(h->s->conn, CHANNEL, h->envelope.delivery_tag, 0);
    amqp_destroy_envelope(&h->envelope);
    free(h);
    m->priv.ptr = NULL;
}

static int ad_send_msg(struct adapter_sock *s, struct adapter_msg *m)
{
    int rc = ad_send(s, m->data, m->size);
    ad_release(m);
    return rc;
}

/* A topic more for the socket's own queue: bound now on a live connection (the queue declared on the
 * first), kept for a reconnection. */
static int ad_add_topic(struct adapter_sock *s, const void *topic, size_t len)
{
    if (len == 0 || len >= MAX_NAME)
        return adapter_fail("a topic of %zu bytes (1 to %d)", len, MAX_NAME - 1);
    if (s->topic_count == MAX_TOPICS)
        return adapter_fail("more than %d topics on one socket", MAX_TOPICS);
    if (!s->conn)
        return adapter_fail("subscribe after connecting");
    snprintf(s->topics[s->topic_count++], MAX_NAME, "%.*s", (int)len, (const char *)topic);
    if (!s->queue[0])
        return ad_own_queue(s);
    const char *t = s->topics[s->topic_count - 1];
    amqp_queue_bind(s->conn, CHANNEL, amqp_cstring_bytes(s->queue), amqp_cstring_bytes(EXCHANGE),
                    amqp_cstring_bytes(t), amqp_empty_table);
    return ad_check(amqp_get_rpc_reply(s->conn), "cannot bind the queue");
}

static int ad_subscribe(struct adapter_sock *s, const void *topic, size_t len)
{
    if (!adapter_sock_kinds[s->kind].subscribes)
        return adapter_refused(&ADAPTER, REFUSE_SUBSCRIBE);
    return ad_add_topic(s, topic, len);
}

/* A requester's address is where announcements come (its answers come by direct reply-to), a replier's
 * its topic: bindings of its own queue both. */
static int ad_set_address(struct adapter_sock *s, const void *address, size_t len)
{
    if (!adapter_sock_kinds[s->kind].addressed)
        return adapter_refused(&ADAPTER, REFUSE_ADDRESS);
    return ad_add_topic(s, address, len);
}

static void ad_close(struct adapter_sock *s)
{
    if (s->conn) { /* what was published leaves first: the close handshake comes after it */
        amqp_channel_close(s->conn, CHANNEL, AMQP_REPLY_SUCCESS);
        amqp_connection_close(s->conn, AMQP_REPLY_SUCCESS);
    }
    ad_drop(s);
    free(s);
}

/* Hosted: the connection's socket; rabbitmq-c reads it inside recv (amqp_consume_message with a zero
 * timeout takes what is buffered first, then what the socket has). */
static int ad_watch(struct adapter_sock *s, short *events)
{
    int fd = s->conn ? amqp_get_sockfd(s->conn) : -1;
    *events = fd < 0 ? 0 : POLLIN;
    return fd;
}

static void ad_describe(const struct adapter_sock *s, char *buf, size_t len)
{
    if (s->prefetch)
        snprintf(buf, len, "basic.qos=%u,basic.ack=manual", s->prefetch);
    else
        snprintf(buf, len, "%s", "");
}

static const struct adapter_option ad_options[] = {
    {"consumers", "no-ack (automatic acknowledgements), transient messages",
     "the fast path; RRB_RABBITMQ_PREFETCH=N (the variant rabbitmq@acks) acknowledges by hand with basic.qos N"},
    {"reply queue", "direct reply-to (amq.rabbitmq.reply-to)",
     "no queue declared per request: a temporary reply queue per request is the documented slow path"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_liveness_options[] = {
    {"heartbeat", "1 s", "the shortest AMQP allows (whole seconds in connection.tune; default: none asked)"},
    {"reconnect", "every 100 ms, then the queue, binding and consumer again",
     "rabbitmq-c never reconnects by itself"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_hosting_options[] = {
    {"amqp_consume_message", "zero timeout", "the loop waits on the connection's socket; recv takes what came"},
    {NULL, NULL, NULL},
};

/* RabbitMQ's docs ("Consumer Acknowledgements and Publisher Confirms"): prefetch values of 100 to 300
 * usually give the best throughput; more give nothing and risk overwhelming a consumer. */
static const struct adapter_option ad_variants[] = {
    {"acks", PREFETCH_ENV "=100",
     "every queue's consumer acknowledges by hand, at most 100 unacknowledged (basic.qos): at-least-once, as task "
     "queues run it; the message is acknowledged once the program is done with it (the answer sent)"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_equalize_options[] = {{NULL, NULL, NULL}};

const struct adapter ADAPTER = {
    .scaleouts =
        {
            [SCALEOUT_ONE] = "one broker",
            [SCALEOUT_SHARDS] =
                "K rabbitmq-servers that know nothing of each other, node i on server i mod K; the "
                "controller a connection to each, a node's messages on its server's",
            [SCALEOUT_CLUSTER] =
                "a RabbitMQ cluster of K nodes (classic peer discovery: each joins the first as it boots; one "
                "epmd, the first's), node i on member i mod K, its queue there (a classic queue lives on the "
                "node its client declared it on), the controller on the first: every task is routed on the "
                "first and crosses to its node's member, every result the other way (Erlang distribution)",
        },
    .name = "rabbitmq",
    .library = "rabbitmq-c",
    .version = ad_version,
    .options = ad_options,
    .equalize_options = ad_equalize_options,
    .liveness_options = ad_liveness_options,
    .hosting_options = ad_hosting_options,
    .variants = ad_variants,
    .pipelining = "one connection, several requests outstanding on one direct reply-to consumer",
    .req_resends = false,
    .patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB) | PATTERN_BIT(PATTERN_REPLY),
    .broker_cores = 0,
    .broker_threads = "beam.smp: one scheduler thread per core it may run on (erl +S default), plus dirty "
                      "schedulers and async I/O threads; a process per connection and per queue",
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
    .serve = NULL,
};
