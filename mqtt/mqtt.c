/* mqtt.c — the MQTT adapter: libmosquitto clients through mosquitto.
 *
 * Every socket is one MQTT 5 connection to mosquitto (the broker role: its
 * recipe is recipe.c), QoS 0, clean start, nothing retained; the broker routes by topic
 * (docs/products.md "MQTT").
 *   reqrep  workers publish requests to "rrb/req" with the MQTT 5 property
 *           Response Topic set to their own "rrb/reply/<client id>", to which
 *           they subscribed on connecting (several outstanding with
 *           --inflight); the master subscribes to "rrb/req" and publishes each
 *           reply to its request's Response Topic. That is MQTT 5's own
 *           request-response (client/rr_client.c, mosquitto_rr, does the same
 *           with one request): the broker routes each request to the one
 *           subscriber and each reply to its worker's topic.
 *   pubsub  a message's topic is its MQTT topic, a node's under "rrb/n/" ("n00042."
 *           -> "rrb/n/00042"), a controller's under "rrb/r/" ("result." ->
 *           "rrb/r/result", a game's "r00001." -> "rrb/r/r00001"): a node
 *           subscribes to its own, the controller to its result topic. The two
 *           levels are what a bridge selects (--scaleout cluster: rrb/n/# from
 *           the root to the leaves, rrb/r/# back).
 *   reply   MQTT 5's request-response as the gather: as pubsub, but one
 *           connection a peer, every message of the controller carries the
 *           Response Topic "rrb/r/result", and a node answers on the Response
 *           Topic of the last message it got (before any: its message's topic,
 *           as a joining node announces itself).
 *
 * Traps, and what we do (libmosquitto and mosquitto 2.0.11):
 *   - mosquitto_loop() waits in select() and returns MOSQ_ERR_INVAL once the
 *     socket's descriptor is >= FD_SETSIZE (lib/loop.c:56), and a node process
 *     holds up to ~2,000 sockets; loop_start() is a thread per connection. We
 *     drive each connection ourselves: poll() on mosquitto_socket(), then
 *     mosquitto_loop_read / _write / _misc, in the thread that uses the socket.
 *   - There is no receive call: messages arrive in the message callback and the
 *     library frees them when it returns. We copy each into the socket's FIFO;
 *     recv() pops it, or drives the connection until one comes or the socket's
 *     timeout passes.
 *   - mosquitto_loop_read() reads one packet per call whatever max_packets says
 *     (it replaces it by the QoS>0 queue's length, lib/loop.c:380-392): we call
 *     it until the socket has nothing more (EAGAIN), so one poll() serves a
 *     burst (the controller's up to 1,024 results).
 *   - A publish or subscribe made inside a callback is only queued, and one
 *     whose write meets EAGAIN keeps the rest queued (lib/packet_mosq.c:187,
 *     packet__write): we subscribe from our loop after the CONNACK callback has
 *     returned, and send() writes until mosquitto_want_write() is false, so no
 *     publish is left in a queue when it returns.
 *   - Only loop_forever/loop_start reconnect, and nothing re-subscribes (lib/
 *     loop.c; broker-products.md): a lost connection is an error from recv and
 *     send; with --liveness our loop reconnects every LIVENESS_MS and
 *     subscribes again before the socket is used.
 *   - MQTT 3.1.1 (libmosquitto's default) has no Response Topic: MQTT 5.
 *   - TCP_NODELAY is off by default in the client and in the broker
 *     (mosquitto.conf(5) set_tcp_nodelay): Nagle delays small messages.
 *   - Over IPC the client's connect is non-blocking (lib/net_mosq.c:504-507)
 *     and mosquitto's Unix listener has a backlog of 10 (src/net.c:837): with
 *     many clients connecting at once, connect fails with EAGAIN. We try again
 *     until the socket's timeout.
 *   - Every client opens a socket pair (lib/mosquitto.c:220) and writes a byte
 *     to it for every packet it queues (lib/packet_mosq.c:176-184), which only
 *     mosquitto_loop() reads: 3 descriptors per socket, and once the pair is
 *     full, one failing write() per packet (harmless, nothing to turn off).
 *   - The keepalive is at least 5 s (lib/connect.c:48), so --liveness cannot
 *     ping every 100 ms; a dead broker's closed socket is noticed at once.
 *   - The broker: see its settings (recipe.c, recipe_settings).
 */
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <mosquitto.h>
#include <mqtt_protocol.h>

#include "adapter.h"
#include "measure.h"
#include "server.h"

#define REQUEST_TOPIC "rrb/req"
#define REPLY_PREFIX "rrb/reply/"
#define NODE_PREFIX "rrb/n/"         /* a node's topic: "n00042." -> "rrb/n/00042" (recipe.c bridges it) */
#define RESULT_PREFIX "rrb/r/"       /* any other (a controller's): "result." -> "rrb/r/result" */
#define BRIDGE_IN NODE_PREFIX "#"    /* --scaleout cluster: what flows from the root to the leaves */
#define BRIDGE_OUT RESULT_PREFIX "#" /* ... and from the leaves to the root */
#define MAX_TOPIC 128
#define KEEPALIVE_S 60          /* libmosquitto's examples' value; the broker allows any */
#define LIVENESS_KEEPALIVE_S 5  /* the smallest libmosquitto accepts (lib/connect.c:48) */
#define CONNECT_TIMEOUT_MS 5000 /* connect() of a socket without a timeout */
#define FLUSH_TIMEOUT_MS 5000   /* close(): what was published leaves first */
#define SLICE_MS 1000           /* the longest wait before the keepalive is looked at */
#define READ_BURST 4096         /* packets read per poll() at most */

/* A received message, copied out of the library's. */
struct received_msg {
    struct received_msg *next;
    size_t size;
    char response_topic[MAX_TOPIC]; /* master, replier: where the answer goes ("" none) */
    unsigned char data[];
};

enum conn_state {
    CONN_DOWN,        /* no connection (lost; with liveness, reconnecting) */
    CONN_CONNECTING,  /* CONNECT sent, the CONNACK awaited */
    CONN_SUBSCRIBING, /* SUBSCRIBE sent, the SUBACK awaited */
    CONN_UP,
};

struct adapter_sock {
    enum sock_kind kind;
    int timeout_ms;       /* a receive's (-1: none) */
    int send_timeout_ms;  /* a send's: until the message is written (-1: none) */
    int setup_timeout_ms; /* a CONNACK's, a SUBACK's (sock_params; 0: the receives') */
    bool nodelay;         /* TCP_NODELAY on this connection (TCP, not --library-defaults) */
    bool library_defaults;
    bool liveness;
    bool hosted;         /* sock_params.hosted: the loop reads (ad_serve); recv takes what came */
    size_t address_size; /* pubsub: a message's first bytes are its topic */
    struct mosquitto *m;
    char id[32];
    char topic[MAX_TOPIC];     /* what it subscribes to, again after a reconnect ("" none) */
    char reply[MAX_TOPIC];     /* workers, requester: their reply topic; master, replier: the last
                              message's Response Topic */
    mosquitto_property *props; /* workers, requester: Response Topic = reply */
    enum conn_state state;
    /* what the callbacks saw */
    bool connack, lost, suback;
    int connack_rc, lost_rc, suback_rc, sub_mid;
    bool oom;
    unsigned epoch;           /* connections made: a publish not written before it changes is lost */
    char down_why[256];       /* why the connection went down */
    uint64_t next_attempt_ns; /* liveness: the next reconnect */
    uint64_t last_step_ns;    /* when the connection was last read and kept alive */
    struct received_msg *head, *tail;
};

/* The library's words for rc (MOSQ_ERR_ERRNO: errno's). */
static const char *ad_why(int rc)
{
    return rc == MOSQ_ERR_ERRNO ? strerror(errno) : mosquitto_strerror(rc);
}

static pthread_once_t init_once = PTHREAD_ONCE_INIT;
static char version_text[32];

static void ad_init(void)
{
    int major, minor, revision;
    mosquitto_lib_init();
    mosquitto_lib_version(&major, &minor, &revision);
    snprintf(version_text, sizeof version_text, "%d.%d.%d", major, minor, revision);
}

static const char *ad_version(void)
{
    pthread_once(&init_once, ad_init);
    return version_text;
}

/* Whether a round topic (its trailing dot gone) is a node's: "n" and digits. */
static bool ad_node_topic(const char *t, size_t len)
{
    if (len < 2 || t[0] != 'n')
        return false;
    for (size_t i = 1; i < len; i++)
        if (t[i] < '0' || t[i] > '9')
            return false;
    return true;
}

/* "n00042." -> "rrb/n/00042", "result." -> "rrb/r/result": no wildcard, no level separator, nothing
 * unprintable. */
static int ad_topic_of(const void *topic, size_t len, char out[MAX_TOPIC])
{
    const char *t = topic;
    if (len && t[len - 1] == '.')
        len--;
    if (len == 0 || len + sizeof RESULT_PREFIX > MAX_TOPIC)
        return adapter_fail("a topic that is no MQTT topic");
    for (size_t i = 0; i < len; i++)
        if (t[i] <= ' ' || t[i] > '~' || t[i] == '+' || t[i] == '#' || t[i] == '/')
            return adapter_fail("a topic that is no MQTT topic");
    if (ad_node_topic(t, len))
        snprintf(out, MAX_TOPIC, NODE_PREFIX "%.*s", (int)len - 1, t + 1);
    else
        snprintf(out, MAX_TOPIC, RESULT_PREFIX "%.*s", (int)len, t);
    return 0;
}

/* Callbacks: they only note what came; our loop acts on it (a packet sent from a callback
 * would only be queued). */
static void ad_on_connect(struct mosquitto *m, void *obj, int rc, int flags, const mosquitto_property *props)
{
    (void)m;
    (void)flags;
    (void)props;
    struct adapter_sock *s = obj;
    s->connack = true;
    s->connack_rc = rc;
}

static void ad_on_disconnect(struct mosquitto *m, void *obj, int rc, const mosquitto_property *props)
{
    (void)m;
    (void)props;
    struct adapter_sock *s = obj;
    s->lost = true;
    s->lost_rc = rc;
}

static void ad_on_subscribe(struct mosquitto *m, void *obj, int mid, int count, const int *granted,
                            const mosquitto_property *props)
{
    (void)m;
    (void)props;
    struct adapter_sock *s = obj;
    if (mid != s->sub_mid)
        return;
    s->suback = true;
    s->suback_rc = count > 0 ? granted[0] : MQTT_RC_UNSPECIFIED;
}

static void ad_on_message(struct mosquitto *m, void *obj, const struct mosquitto_message *msg,
                          const mosquitto_property *props)
{
    (void)m;
    struct adapter_sock *s = obj;
    size_t size = msg->payloadlen > 0 ? (size_t)msg->payloadlen : 0;
    struct received_msg *e = malloc(sizeof *e + size + 1);
    if (!e) {
        s->oom = true;
        return;
    }
    e->next = NULL;
    e->size = size;
    e->response_topic[0] = '\0';
    if (size)
        memcpy(e->data, msg->payload, size);
    if (adapter_sock_kinds[s->kind].answers) {
        char *value = NULL;
        if (mosquitto_property_read_string(props, MQTT_PROP_RESPONSE_TOPIC, &value, false) && value &&
            strlen(value) < sizeof e->response_topic)
            strcpy(e->response_topic, value);
        free(value);
    }
    if (s->tail)
        s->tail->next = e;
    else
        s->head = e;
    s->tail = e;
}

static struct adapter_sock *ad_open(enum sock_kind kind, const struct sock_params *p)
{
    static unsigned counter;
    if (!adapter_has_kind(&ADAPTER, kind)) {
        adapter_refused(&ADAPTER, REFUSE_KIND);
        return NULL;
    }
    pthread_once(&init_once, ad_init);
    struct adapter_sock *s = calloc(1, sizeof *s);
    if (!s) {
        adapter_fail("out of memory");
        return NULL;
    }
    *s = (struct adapter_sock){.kind = kind,
                               .timeout_ms = p->timeout_ms,
                               .send_timeout_ms = p->send_timeout_ms,
                               .setup_timeout_ms = p->setup_timeout_ms,
                               .library_defaults = p->library_defaults,
                               .liveness = p->liveness_ms > 0,
                               .hosted = p->hosted,
                               .address_size = p->address_size};
    /* Client ids are unique per connection: the broker disconnects the older of two with one id. */
    snprintf(s->id, sizeof s->id, "rrb-%d-%u", (int)getpid(), __atomic_add_fetch(&counter, 1, __ATOMIC_RELAXED));
    s->m = mosquitto_new(s->id, true, s);
    if (!s->m) {
        adapter_fail("cannot create a client: %s", strerror(errno));
        free(s);
        return NULL;
    }
    int rc = mosquitto_int_option(s->m, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V5);
    if (rc != MOSQ_ERR_SUCCESS) {
        adapter_fail("cannot choose MQTT 5: %s", ad_why(rc));
        mosquitto_destroy(s->m);
        free(s);
        return NULL;
    }
    mosquitto_connect_v5_callback_set(s->m, ad_on_connect);
    mosquitto_disconnect_v5_callback_set(s->m, ad_on_disconnect);
    mosquitto_subscribe_v5_callback_set(s->m, ad_on_subscribe);
    mosquitto_message_v5_callback_set(s->m, ad_on_message);
    return s;
}

/* The connection is gone (rc from the library, or 0 when the broker sent DISCONNECT):
 * without liveness that is the socket's end. */
static int ad_went_down(struct adapter_sock *s, int rc)
{
    if (s->state == CONN_CONNECTING && s->connack && s->connack_rc != 0)
        snprintf(s->down_why, sizeof s->down_why, "the broker refused the connection: %s",
                 mosquitto_reason_string(s->connack_rc));
    else if (rc == MOSQ_ERR_CONN_LOST)
        snprintf(s->down_why, sizeof s->down_why, "the broker closed it (%s)", ad_why(rc));
    else if (rc != MOSQ_ERR_SUCCESS)
        snprintf(s->down_why, sizeof s->down_why, "%s", ad_why(rc));
    else
        snprintf(s->down_why, sizeof s->down_why, "the broker sent DISCONNECT: %s",
                 mosquitto_reason_string(s->lost_rc));
    s->state = CONN_DOWN;
    s->next_attempt_ns = now_ns() + (uint64_t)LIVENESS_MS * 1000000u;
    return s->liveness ? 0 : adapter_fail("connection lost: %s", s->down_why);
}

/* Sends SUBSCRIBE for s->topic (outside any callback: written at once). */
static int ad_start_subscribe(struct adapter_sock *s)
{
    s->suback = false;
    int rc = mosquitto_subscribe_v5(s->m, &s->sub_mid, s->topic, 0, 0, NULL);
    if (rc != MOSQ_ERR_SUCCESS)
        return rc == MOSQ_ERR_NO_CONN || rc == MOSQ_ERR_CONN_LOST || rc == MOSQ_ERR_ERRNO
                   ? ad_went_down(s, rc)
                   : adapter_fail("cannot subscribe to %s: %s", s->topic, ad_why(rc));
    s->state = CONN_SUBSCRIBING;
    return 0;
}

/* Moves the state on after the library ran (rc: what it returned). */
static int ad_advance(struct adapter_sock *s, int rc)
{
    if (s->oom)
        return adapter_fail("out of memory for a received message");
    if (rc != MOSQ_ERR_SUCCESS || s->lost || (s->state != CONN_DOWN && mosquitto_socket(s->m) < 0))
        return ad_went_down(s, rc);
    if (s->state == CONN_CONNECTING && s->connack) {
        if (s->connack_rc != 0)
            return ad_went_down(s, MOSQ_ERR_CONN_REFUSED);
        s->epoch++;
        if (!s->topic[0]) {
            s->state = CONN_UP;
            return 0;
        }
        return ad_start_subscribe(s);
    }
    if (s->state == CONN_SUBSCRIBING && s->suback) {
        if (s->suback_rc >= 0x80)
            return adapter_fail("the broker refused the subscription to %s: %s", s->topic,
                                mosquitto_reason_string(s->suback_rc));
        s->state = CONN_UP;
    }
    return 0;
}

/* How long a CONNACK or SUBACK may take: the setup's timeout (the run's), however short the receives' (a
 * controller over several brokers receives in 1 ms slices, and under churn sends in them too). */
static int ad_confirm_ms(const struct adapter_sock *s)
{
    if (s->setup_timeout_ms > 0)
        return s->setup_timeout_ms;
    if (s->timeout_ms < 0 || s->send_timeout_ms < 0)
        return CONNECT_TIMEOUT_MS;
    return s->timeout_ms > s->send_timeout_ms ? s->timeout_ms : s->send_timeout_ms;
}

/* Opens the connection (the first time, or again): CONNECT sent, the CONNACK awaited.
 * Over IPC a full listen backlog is EAGAIN: *busy says so, to be tried again. */
static int ad_start_connect(struct adapter_sock *s, const char *host, int port, bool *busy)
{
    s->connack = s->lost = s->suback = false;
    errno = 0;
    int rc = host ? mosquitto_connect_bind_v5(s->m, host, port, s->liveness ? LIVENESS_KEEPALIVE_S : KEEPALIVE_S,
                                              NULL, NULL)
                  : mosquitto_reconnect(s->m);
    if (rc == MOSQ_ERR_SUCCESS) {
        s->state = CONN_CONNECTING;
        return 0;
    }
    *busy = rc == MOSQ_ERR_ERRNO && (errno == EAGAIN || errno == EWOULDBLOCK);
    snprintf(s->down_why, sizeof s->down_why, "%s", ad_why(rc));
    s->state = CONN_DOWN;
    return -1;
}

/* Reads every packet the socket has (loop_read takes one a call), up to READ_BURST. */
static int ad_read_all(struct adapter_sock *s)
{
    for (int i = 0; i < READ_BURST; i++) {
        errno = 0;
        int rc = mosquitto_loop_read(s->m, 1);
        if (rc != MOSQ_ERR_SUCCESS || s->lost || errno == EAGAIN || errno == EWOULDBLOCK)
            return rc;
    }
    return MOSQ_ERR_SUCCESS;
}

/* One pass: reconnects when due (liveness), waits up to wait_ms for the socket (readable,
 * or writable while the library has bytes queued), reads, writes, keeps alive. Returns 0,
 * or -1 when the connection is lost for good or something else failed. */
static int ad_step(struct adapter_sock *s, int wait_ms)
{
    s->last_step_ns = now_ns();
    if (s->state == CONN_DOWN) {
        if (!s->liveness)
            return adapter_fail("connection lost: %s", s->down_why);
        uint64_t now = now_ns();
        if (now < s->next_attempt_ns) {
            uint64_t gap_ms = (s->next_attempt_ns - now + 999999) / 1000000;
            usleep((useconds_t)(gap_ms < (uint64_t)wait_ms ? gap_ms : (uint64_t)wait_ms) * 1000);
            return 0;
        }
        s->next_attempt_ns = now + (uint64_t)LIVENESS_MS * 1000000u;
        bool busy = false;
        if (ad_start_connect(s, NULL, 0, &busy) != 0)
            return 0; /* again at the next attempt */
    }
    struct pollfd p = {.fd = mosquitto_socket(s->m), .events = POLLIN};
    if (p.fd < 0)
        return ad_advance(s, MOSQ_ERR_NO_CONN);
    if (mosquitto_want_write(s->m))
        p.events |= POLLOUT;
    int n = poll(&p, 1, wait_ms);
    if (n < 0 && errno != EINTR)
        return adapter_fail("poll failed: %s", strerror(errno));
    int rc = MOSQ_ERR_SUCCESS;
    if (n > 0 && (p.revents & (POLLIN | POLLERR | POLLHUP)))
        rc = ad_read_all(s);
    if (rc == MOSQ_ERR_SUCCESS && !s->lost && (p.revents & POLLOUT) && mosquitto_socket(s->m) >= 0)
        rc = mosquitto_loop_write(s->m, 1);
    if (rc == MOSQ_ERR_SUCCESS && !s->lost && mosquitto_socket(s->m) >= 0)
        rc = mosquitto_loop_misc(s->m); /* the keepalive's PINGREQ, or its end */
    return ad_advance(s, rc);
}

enum until { UNTIL_UP, UNTIL_MSG, UNTIL_WRITTEN };

/* Drives the connection until `until` holds: 0; ADAPTER_TIMEOUT after timeout_ms (-1: never);
 * -1 on error. UNTIL_WRITTEN fails when the connection it began on went down. */
static int ad_drive(struct adapter_sock *s, enum until until, int timeout_ms)
{
    uint64_t start = now_ns(), deadline = timeout_ms < 0 ? UINT64_MAX : start + (uint64_t)timeout_ms * 1000000u;
    unsigned epoch = s->epoch;
    for (bool stepped = false;; stepped = true) {
        if (until == UNTIL_MSG && s->head)
            return 0;
        if (until == UNTIL_UP && s->state == CONN_UP)
            return 0;
        if (until == UNTIL_WRITTEN) {
            if (s->state != CONN_UP || s->epoch != epoch)
                return adapter_fail("connection lost before the message was written: %s", s->down_why);
            if (!mosquitto_want_write(s->m))
                return 0;
        }
        uint64_t now = now_ns();
        if (now >= deadline && stepped)
            return ADAPTER_TIMEOUT; /* (a timeout of 0 still looks once) */
        uint64_t left_ms = now >= deadline ? 0 : (deadline - now + 999999) / 1000000;
        if (ad_step(s, left_ms < SLICE_MS ? (int)left_ms : SLICE_MS) != 0)
            return -1;
    }
}

static int ad_connect(struct adapter_sock *s, const char *endpoint)
{
    struct endpoint e;
    if (endpoint_parse(endpoint, &e) != 0)
        return adapter_fail("not an endpoint of ours: %s", endpoint);
    if (s->state != CONN_DOWN || s->epoch)
        return adapter_fail("one connection per socket");
    /* libmosquitto connects to a Unix socket when the host is its path and the port 0
     * (lib/net_mosq.c net__try_connect). TCP_NODELAY is a TCP option. */
    s->nodelay = !e.ipc && !s->library_defaults;
    if (s->nodelay) {
        int rc = mosquitto_int_option(s->m, MOSQ_OPT_TCP_NODELAY, 1);
        if (rc != MOSQ_ERR_SUCCESS)
            return adapter_fail("cannot set MOSQ_OPT_TCP_NODELAY: %s", ad_why(rc));
    }
    if (s->kind == SOCK_MASTER)
        snprintf(s->topic, sizeof s->topic, "%s", REQUEST_TOPIC);
    if (adapter_sock_kinds[s->kind].asks &&
        !adapter_sock_kinds[s->kind].addressed) { /* a worker: replies to a topic of its own */
        snprintf(s->reply, sizeof s->reply, REPLY_PREFIX "%s", s->id);
        snprintf(s->topic, sizeof s->topic, "%s", s->reply);
        int rc = mosquitto_property_add_string(&s->props, MQTT_PROP_RESPONSE_TOPIC, s->reply);
        if (rc != MOSQ_ERR_SUCCESS)
            return adapter_fail("cannot make the Response Topic property: %s", ad_why(rc));
    }
    int timeout_ms = ad_confirm_ms(s);
    uint64_t deadline = now_ns() + (uint64_t)timeout_ms * 1000000u;
    for (;;) {
        bool busy = false;
        if (ad_start_connect(s, e.ipc ? e.path : e.host, e.ipc ? 0 : e.port, &busy) == 0)
            break;
        if (!busy || now_ns() >= deadline)
            return adapter_fail("cannot connect: %s", s->down_why);
        usleep(1000); /* the Unix listener's backlog is full: mosquitto accepts, then again */
    }
    uint64_t now = now_ns();
    int left_ms = now < deadline ? (int)((deadline - now) / 1000000) : 0;
    bool liveness = s->liveness; /* a first connection is made or not, even with liveness */
    s->liveness = false;
    int rc = ad_drive(s, UNTIL_UP, left_ms);
    s->liveness = liveness;
    if (rc == ADAPTER_TIMEOUT)
        return adapter_fail("no %s from the broker within %d ms",
                            s->state == CONN_SUBSCRIBING ? "SUBACK" : "CONNACK", timeout_ms);
    if (rc != 0 && s->state == CONN_DOWN)
        return adapter_fail("cannot connect: %s", s->down_why);
    return rc;
}

/* Publishes, and returns when every byte is written (or it failed). */
static int ad_publish(struct adapter_sock *s, const char *topic, const mosquitto_property *props, const void *buf,
                      size_t len)
{
    if (len > MQTT_MAX_PAYLOAD)
        return adapter_fail("a message larger than MQTT allows (%zu bytes)", len);
    /* A socket that only publishes is read nowhere else: a second on, look at it (the keepalive's
     * PINGREQ and PINGRESP, or a connection the broker closed: an error, not a message lost). */
    if (s->state == CONN_UP && now_ns() - s->last_step_ns >= (uint64_t)SLICE_MS * 1000000u && ad_step(s, 0) != 0)
        return -1;
    if (s->state != CONN_UP) {
        if (!s->liveness)
            return adapter_fail(s->state == CONN_DOWN ? "connection lost: %s" : "not connected%s",
                                s->state == CONN_DOWN ? s->down_why : "");
        int rc = ad_drive(s, UNTIL_UP, s->send_timeout_ms);
        if (rc == ADAPTER_TIMEOUT) /* still away (a restart takes longer under load): lost with the wire, as */
            return 0;              /* below and as redis's; the next call tries the connection again */
        if (rc != 0)
            return -1;
    }
    int rc = mosquitto_publish_v5(s->m, NULL, topic, (int)len, buf, 0, false, props);
    if (rc != MOSQ_ERR_SUCCESS) {
        if (rc == MOSQ_ERR_NO_CONN || rc == MOSQ_ERR_CONN_LOST || rc == MOSQ_ERR_ERRNO) {
            ad_went_down(s, rc);
            /* With --liveness the message is lost with the connection, as on a broken wire: the
             * worker's resend and the controller's round deadline count it; the next call reconnects. */
            return s->liveness ? 0 : adapter_fail("publish failed, connection lost: %s", s->down_why);
        }
        return adapter_fail("publish failed: %s", ad_why(rc));
    }
    unsigned epoch = s->epoch;
    rc = ad_drive(s, UNTIL_WRITTEN, s->send_timeout_ms);
    if (rc == -1 && s->liveness && (s->state != CONN_UP || s->epoch != epoch))
        return 0; /* lost with the connection (above) */
    if (rc == ADAPTER_TIMEOUT)
        return adapter_fail("the message was not written within %d ms (the broker does not read)",
                            s->send_timeout_ms);
    return rc;
}

/* Master and replier answer at the Response Topic of the last message; publishers (a replier before
 * any message: a joining node's announcement) send where the message's topic says, a requester with
 * its Response Topic; workers send requests with theirs. */
static int ad_send(struct adapter_sock *s, const void *buf, size_t len)
{
    const struct sock_kind_info *k = &adapter_sock_kinds[s->kind];
    char topic[MAX_TOPIC];
    if (k->answers && s->reply[0])
        return ad_publish(s, s->reply, NULL, buf, len);
    if (k->publishes) {
        if (len < s->address_size || ad_topic_of(buf, s->address_size, topic) != 0)
            return adapter_fail("a message without a topic");
        return ad_publish(s, topic, k->asks ? s->props : NULL, buf, len);
    }
    if (k->answers)
        return adapter_fail("no request to answer");
    if (k->asks)
        return ad_publish(s, REQUEST_TOPIC, s->props, buf, len);
    return adapter_fail("this socket does not send");
}

static int ad_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    if (!s->topic[0])
        return adapter_fail("this socket has no subscription");
    int rc = 0;
    if (!s->hosted)
        rc = ad_drive(s, UNTIL_MSG, s->timeout_ms);
    else if (!s->head && s->state == CONN_DOWN) /* what the loop read (ad_serve) is taken first */
        rc = adapter_fail("connection lost: %s", s->down_why);
    else if (!s->head)
        rc = ADAPTER_TIMEOUT;
    if (rc != 0)
        return rc;
    struct received_msg *e = s->head;
    s->head = e->next;
    if (!s->head)
        s->tail = NULL;
    if (adapter_sock_kinds[s->kind].answers) {
        if (!e->response_topic[0]) {
            free(e);
            return adapter_fail("a message without a Response Topic");
        }
        strcpy(s->reply, e->response_topic);
    }
    m->data = e->data;
    m->size = e->size;
    m->priv.ptr = e;
    return 0;
}

static void ad_release(struct adapter_msg *m)
{
    free(m->priv.ptr);
    m->priv.ptr = NULL;
}

static int ad_send_msg(struct adapter_sock *s, struct adapter_msg *m)
{
    int rc = ad_send(s, m->data, m->size);
    ad_release(m);
    return rc;
}

/* The socket's one subscription, on a live connection: to the MQTT topic `topic` names. */
static int ad_subscribe_topic(struct adapter_sock *s, const void *topic, size_t len)
{
    if (s->topic[0])
        return adapter_fail("one topic per subscriber");
    if (s->state != CONN_UP)
        return adapter_fail("subscribe after connecting");
    if (ad_topic_of(topic, len, s->topic) != 0)
        return -1;
    if (adapter_sock_kinds[s->kind].asks) { /* a requester: where the answers to its messages come */
        snprintf(s->reply, sizeof s->reply, "%s", s->topic);
        int rc = mosquitto_property_add_string(&s->props, MQTT_PROP_RESPONSE_TOPIC, s->reply);
        if (rc != MOSQ_ERR_SUCCESS)
            return adapter_fail("cannot make the Response Topic property: %s", ad_why(rc));
    }
    if (ad_start_subscribe(s) != 0)
        return -1;
    /* The SUBACK says the broker has the subscription (src/handle_subscribe.c: sub__add, then
     * send__suback): a message published after it reaches us. */
    int timeout_ms = ad_confirm_ms(s);
    int rc = ad_drive(s, UNTIL_UP, timeout_ms);
    if (rc == ADAPTER_TIMEOUT)
        return adapter_fail("no SUBACK from the broker within %d ms", timeout_ms);
    return rc;
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

static void ad_close(struct adapter_sock *s)
{
    if (s->state == CONN_UP) {
        if (mosquitto_want_write(s->m))
            ad_drive(s, UNTIL_WRITTEN, FLUSH_TIMEOUT_MS);
        if (s->state == CONN_UP)
            mosquitto_disconnect(s->m); /* written at once: DISCONNECT, so the broker logs no error */
    }
    mosquitto_destroy(s->m);
    for (struct received_msg *e = s->head, *next; e; e = next) {
        next = e->next;
        free(e);
    }
    mosquitto_property_free_all(&s->props);
    free(s);
}

static void ad_describe(const struct adapter_sock *s, char *buf, size_t len)
{
    snprintf(buf, len, "%s", s->nodelay ? "TCP_NODELAY=1" : "");
}

static const struct adapter_option ad_options[] = {
    {"MOSQ_OPT_TCP_NODELAY", "1 (TCP)",
     "libmosquitto leaves Nagle on (default 0): small messages may wait for the previous one's ACK"},
    {"MOSQ_OPT_PROTOCOL_VERSION", "MQTT_PROTOCOL_V5",
     "the default MQTT 3.1.1 has no Response Topic, which request-reply needs (always)"},
    {"connection loop", "poll() + mosquitto_loop_read/_write/_misc",
     "mosquitto_loop's select() fails with MOSQ_ERR_INVAL once a descriptor is >= FD_SETSIZE (lib/loop.c:56); "
     "send returns only when the publish is written (always)"},
    {"subscribe", "waits for the SUBACK",
     "a message published before the broker has the subscription is dropped (always)"},
    {NULL, NULL, NULL},
};

/* A hosted connection: readable when packets came, writable wanted while the library holds some. */
static int ad_watch(struct adapter_sock *s, short *events)
{
    int fd = s->state == CONN_DOWN ? -1 : mosquitto_socket(s->m);
    *events = fd < 0 ? 0 : (short)(POLLIN | (mosquitto_want_write(s->m) ? POLLOUT : 0));
    return fd;
}

/* The loop's I/O for a hosted connection (ad_step's, without the wait): reads every packet there,
 * writes what is queued, keeps alive (revents 0: the loop's tick). */
static int ad_serve(struct adapter_sock *s, short revents)
{
    if (s->state == CONN_DOWN)
        return adapter_fail("connection lost: %s", s->down_why);
    s->last_step_ns = now_ns();
    int rc = MOSQ_ERR_SUCCESS;
    if (revents & POLLIN)
        rc = ad_read_all(s);
    if (rc == MOSQ_ERR_SUCCESS && !s->lost && (revents & POLLOUT) && mosquitto_socket(s->m) >= 0)
        rc = mosquitto_loop_write(s->m, 1);
    if (rc == MOSQ_ERR_SUCCESS && !s->lost && mosquitto_socket(s->m) >= 0)
        rc = mosquitto_loop_misc(s->m);
    return ad_advance(s, rc);
}

static const struct adapter_option ad_hosting_options[] = {
    {"mosquitto_loop_read, _write, _misc", "driven from the loop's epoll (--hosting loop)",
     "the loop waits on every connection's mosquitto_socket(), reads every packet there, writes what the "
     "library holds, keeps alive once a second; recv takes what the message callback queued"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_liveness_options[] = {
    {"reconnect", "every 100 ms, then subscribe again",
     "libmosquitto reconnects only in loop_forever/loop_start (1 s, growing) and never re-subscribes"},
    {"keepalive", "5 s",
     "the smallest libmosquitto accepts (lib/connect.c:48; default here 60 s): PINGREQ after 5 s idle"},
    {NULL, NULL, NULL},
};

static const struct adapter_option ad_equalize_options[] = {{NULL, NULL, NULL}};

const struct adapter ADAPTER = {
    .scaleouts =
        {
            [SCALEOUT_ONE] = "one broker",
            [SCALEOUT_SHARDS] =
                "K mosquittos that know nothing of each other, node i on broker i mod K; the controller a "
                "connection to each, a node's messages on its broker's (a shard map in the client)",
            [SCALEOUT_CLUSTER] =
                "a bridge tree of K + 1 mosquittos: a root, the controller's (--members' entry 0), and K leaves, "
                "node i on leaf i mod K (the nodes' lists name the leaves), each leaf bridged to the root's bus "
                "(topic " BRIDGE_IN " in, " BRIDGE_OUT " out): the root forwards every task to every leaf, "
                "and each leaf to its nodes. A bridge's own connection keeps Nagle on: set_tcp_nodelay is "
                "applied to accepted sockets only (mosquitto 2.0.11 src/net.c:174), the bridge connects through "
                "net__socket_connect (src/bridge.c:436), which sets TCP_NODELAY only for a client that asked "
                "(lib/net_mosq.c:927), and nothing asks for a bridge: a leaf's burst of results waits for the "
                "root's delayed ACK",
        },
    .name = "mqtt",
    .library = "libmosquitto",
    .version = ad_version,
    .options = ad_options,
    .equalize_options = ad_equalize_options,
    .liveness_options = ad_liveness_options,
    .hosting_options = ad_hosting_options,
    .pipelining = "one connection, several requests outstanding with one Response Topic subscription",
    .req_resends = false,
    .patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB) | PATTERN_BIT(PATTERN_REPLY),
    .broker_cores = 1,
    .broker_threads = "mosquitto: one thread, one epoll loop (src/loop.c, src/mux_epoll.c)",
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
