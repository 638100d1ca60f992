/* recipe.c — MQTT's server recipe: how mosquitto runs as the broker role (common/server.c runs it; the
 * client is mqtt.c).
 *
 * One server: a generated mosquitto.conf (its listener on the endpoint, TCP or a Unix socket; anonymous
 * clients, nothing persisted, errors and warnings on the role's stderr). Past one server (--scaleout
 * cluster): a bridge tree, a root (member 0) and K leaves each bridged to the root's bus
 * (recipe_bridge_config), a leaf READY once its bridge is connected (recipe_join).
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <mosquitto.h>
#include <mqtt_protocol.h>

#include "adapter.h"
#include "measure.h"
#include "server.h"

#define NODE_PREFIX "rrb/n/"         /* a node's topic (mqtt.c): what flows from the root to the leaves */
#define RESULT_PREFIX "rrb/r/"       /* any other (a controller's): what flows back */
#define BRIDGE_IN NODE_PREFIX "#"    /* --scaleout cluster: what flows from the root to the leaves */
#define BRIDGE_OUT RESULT_PREFIX "#" /* ... and from the leaves to the root */
#define BRIDGE_ID "rrb-bridge-%u"    /* --scaleout cluster: leaf J's bridge's client id at the root */
#define BRIDGE_STATE "$SYS/broker/connection/" BRIDGE_ID "/state" /* "1" while it is connected */
#define PROBE_MS 500   /* the join looks at the root's listeners this often */
#define KEEPALIVE_S 60 /* the join's own client's (libmosquitto's examples' value) */
#define MAX_TOPIC 128

/* SCALEOUT_CLUSTER: the bridge tree's config. The root (member 0) listens at its bus too, the bridges'
 * own port; a leaf bridges to the root's bus: what is for nodes (rrb/n/#) in, what is for a controller
 * (rrb/r/#) out. The directions are disjoint, so nothing loops. MQTT 5 (bridge_protocol_version), so that
 * a Response Topic (pattern reply) crosses the bridge. */
static int recipe_bridge_config(struct server_command *c, const struct sock_params *p,
                                const struct server_cluster *cl)
{
    struct endpoint bus;
    if (!cl->buses[0])
        return adapter_fail("--scaleout cluster: the bridges need --buses (the root's, entry 0, is where they "
                            "connect)");
    if (endpoint_parse(cl->buses[0], &bus) != 0 || bus.ipc)
        return adapter_fail("--buses %s: a mosquitto bridge connects over TCP only", cl->buses[0]);
    if (strpbrk(bus.host, " \t\r\n#"))
        return adapter_fail("mosquitto's config cannot hold the endpoint %s", cl->buses[0]);
    if (cl->member == 0) {
        server_config(c, "listener %d %s", bus.port, bus.host);
    } else {
        server_config(c, "connection rrb-leaf-%u", cl->member);
        server_config(c, "address %s:%d", bus.host, bus.port);
        server_config(c, "remote_clientid " BRIDGE_ID, cl->member);
        server_config(c, "bridge_protocol_version mqttv50");
        server_config(c, "cleansession true");
        server_config(c, "try_private true");
        server_config(c, "topic " BRIDGE_IN " in 0");
        server_config(c, "topic " BRIDGE_OUT " out 0");
        if (!p->library_defaults)
            server_config(c, "restart_timeout 1 1");
    }
    return c->full ? adapter_fail("the server's config is too long") : 0;
}

static int recipe_command(struct server_command *c, const char *endpoint, const char *config_path,
                          const struct sock_params *p, const struct server_cluster *cl)
{
    struct endpoint e;
    if (endpoint_parse(endpoint, &e) != 0)
        return adapter_fail("not an endpoint of ours: %s", endpoint);
    /* mosquitto.conf splits its lines at spaces */
    if (strpbrk(e.ipc ? e.path : e.host, " \t\r\n#"))
        return adapter_fail("mosquitto's config cannot hold the endpoint %s", endpoint);
    server_arg(c, "-c");
    server_arg(c, "%s", config_path);
    if (e.ipc)
        server_config(c, "listener 0 %s", e.path);
    else
        server_config(c, "listener %d %s", e.port, e.host);
    server_config(c, "allow_anonymous true");
    server_config(c, "persistence false");
    server_config(c, "log_dest stderr");
    server_config(c, "log_type error");
    server_config(c, "log_type warning");
    /* As root, mosquitto becomes user mosquitto before it opens its listeners (src/mosquitto.c:
     * 496, 545), so a Unix socket in the sweep's directory cannot be made; as anyone else
     * `user` does nothing. */
    if (geteuid() == 0)
        server_config(c, "user root");
    if (!p->library_defaults && !e.ipc) /* (on a Unix socket it fails, with a warning per client) */
        server_config(c, "set_tcp_nodelay true");
    if (!p->library_defaults)
        server_config(c, "max_queued_messages 0");
    if (c->full)
        return adapter_fail("the server's command line or config is too long");
    /* the bridge's lines last: those after `connection` are the bridge's */
    return cl->count > 1 ? recipe_bridge_config(c, p, cl) : 0;
}

/* What the join's own client saw of the bridge's state: the last value, "1" while it is connected. */
static void recipe_on_state(struct mosquitto *m, void *obj, const struct mosquitto_message *msg,
                            const mosquitto_property *props)
{
    (void)m;
    (void)props;
    bool *up = obj;
    *up = msg->payloadlen == 1 && ((const char *)msg->payload)[0] == '1';
}

/* The join's own client, subscribed at `endpoint` to the bridge's state topic. NULL with why. */
static struct mosquitto *recipe_watch_state(const char *endpoint, const char *topic, bool *up)
{
    struct endpoint e;
    if (endpoint_parse(endpoint, &e) != 0) {
        adapter_fail("not an endpoint of ours: %s", endpoint);
        return NULL;
    }
    mosquitto_lib_init();
    struct mosquitto *m = mosquitto_new(NULL, true, up);
    if (!m) {
        adapter_fail("out of memory");
        return NULL;
    }
    mosquitto_message_v5_callback_set(m, recipe_on_state);
    /* (a Unix socket: its path as the host, port 0, as mqtt.c connects) */
    int rc = mosquitto_int_option(m, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V5);
    if (rc == MOSQ_ERR_SUCCESS)
        rc = mosquitto_connect_bind_v5(m, e.ipc ? e.path : e.host, e.ipc ? 0 : e.port, KEEPALIVE_S, NULL, NULL);
    if (rc == MOSQ_ERR_SUCCESS)
        rc = mosquitto_subscribe_v5(m, NULL, topic, 0, 0, NULL);
    if (rc == MOSQ_ERR_SUCCESS)
        return m;
    adapter_fail("cannot subscribe to %s at %s: %s", topic, endpoint, mosquitto_strerror(rc));
    mosquitto_destroy(m);
    return NULL;
}

/* SCALEOUT_CLUSTER, a leaf: returns once its bridge to the root is connected, within timeout_ms. mosquitto
 * publishes the bridge's state, retained, at $SYS/broker/connection/<its client id>/state: "1" once the
 * root's CONNACK came (src/bridge.c bridge__on_connect, which then sends the bridge's SUBSCRIBE for
 * rrb/n/#; a task the root gets before it has that is not forwarded: the controller's hellos repeat
 * until every node answered). A root that answers at its client endpoint but not at its bus will never
 * take the bridge: that fails at once (a second of refusals, so that a root still opening its listeners
 * is waited for). The root (member 0) joins nothing: the leaves come to it. */
static int recipe_join(const char *endpoint, const struct server_cluster *cl, const struct sock_params *p,
                       int timeout_ms)
{
    (void)p;
    if (cl->member == 0)
        return 0;
    char topic[MAX_TOPIC];
    snprintf(topic, sizeof topic, BRIDGE_STATE, cl->member);
    bool up = false;
    struct mosquitto *m = recipe_watch_state(endpoint, topic, &up);
    if (!m)
        return -1;
    uint64_t start = now_ns(), deadline = start + (uint64_t)(timeout_ms > 0 ? timeout_ms : 0) * 1000000u;
    uint64_t next_probe = start, refused_since = 0;
    int rc = 0;
    while (rc == 0 && !up) {
        uint64_t now = now_ns();
        if (now >= next_probe) {
            next_probe = now + (uint64_t)PROBE_MS * 1000000u;
            bool refused =
                server_listens(cl->members[0], PROBE_MS) == 1 && server_listens(cl->buses[0], PROBE_MS) == 0;
            refused_since = !refused ? 0 : refused_since ? refused_since : now;
            if (refused_since && now - refused_since >= 2ull * PROBE_MS * 1000000u) {
                rc = adapter_fail("the root answers at %s but nothing listens at its bus %s, where this leaf's "
                                  "bridge connects",
                                  cl->members[0], cl->buses[0]);
                break;
            }
        }
        if (now >= deadline) {
            rc = adapter_fail("the bridge to the root's bus %s not connected after %d ms (the root at %s %s): "
                              "mosquitto's own errors are on this router's stderr",
                              cl->buses[0], (int)((now - start) / 1000000u), cl->members[0],
                              server_listens(cl->members[0], PROBE_MS) == 1 ? "answers" : "does not answer");
            break;
        }
        int step = mosquitto_loop(m, 100, 1);
        if (step != MOSQ_ERR_SUCCESS)
            rc = adapter_fail("the connection to %s: %s", endpoint, mosquitto_strerror(step));
    }
    mosquitto_destroy(m);
    return rc;
}

static const struct adapter_option recipe_settings[] = {
    {"listener", "the endpoint's port and host, or 0 and the Unix socket's path", "loopback only"},
    {"allow_anonymous", "true", "mosquitto 2.0 refuses clients without a password once a listener is set"},
    {"persistence", "false (mosquitto's default; Debian's /etc/mosquitto/mosquitto.conf, unused, sets true)",
     "nothing persisted"},
    {"log_dest, log_type", "stderr; error, warning",
     "the role's stderr; no notice per connection (2,000 per point). Dropped messages are logged at notice "
     "(src/database.c:471), so not here"},
    {"user", "root, when started as root",
     "as root mosquitto becomes user mosquitto before it opens its listeners (src/mosquitto.c:496), which "
     "then cannot create a Unix socket in the sweep's directory; it runs as who started it, as every broker role"},
    {"set_tcp_nodelay", "true (TCP)", "the broker's default is false: Nagle delays small messages"},
    {"max_queued_messages", "0 (no limit)",
     "default 1000: the broker drops QoS 0 messages to a client with that many packets waiting to be written "
     "(src/database.c:54-75), silently, e.g. the controller's up to 1,024 results at once; our load is closed, "
     "so the queue stays bounded"},
    {"listener (the root's second)", "--scaleout cluster: the root's bus, --buses' entry 0",
     "the bridges connect there, a port of their own: their traffic can be counted apart from the controller's"},
    {"connection, address", "--scaleout cluster, a leaf: a bridge to the root's bus",
     "a bridge tree (mosquitto.conf(5) Configuring Bridges): the root forwards every task to every leaf (#348)"},
    {"topic", BRIDGE_IN " in 0; " BRIDGE_OUT " out 0",
     "what is for nodes flows from the root to the leaves, what is for a controller back; the directions are "
     "disjoint, so nothing loops. QoS 0, as every client's"},
    {"bridge_protocol_version", "mqttv50 (default mqttv311)",
     "MQTT 5 carries the Response Topic across the bridge (pattern reply); the bridge's subscription is No Local"},
    {"cleansession", "true (a bridge's default: false)",
     "the root keeps no session for a bridge that went away; a bridge that comes back subscribes again"},
    {"try_private", "true (the default, stated)",
     "would tell the root the client is a bridge (a 3.1.1 protocol bit, so that the root sends nothing back "
     "that came from it); with MQTT 5 mosquitto leaves it out (lib/send_connect.c:152): No Local does that"},
    {"restart_timeout", "1 1 (default: a backoff from 5 s to 30 s); not with --library-defaults",
     "a leaf started before its root retries every second, not after 5 to 30 s"},
    {"bridge TCP_NODELAY", "none (2.0.11 has no option for it)",
     "a bridge's own connection keeps Nagle (lib/net_mosq.c:927 reads tcp_nodelay, which no bridge option "
     "sets; set_tcp_nodelay is the listeners' accepted sockets): the root's end is without Nagle, the "
     "leaf's, which carries the results, with"},
    {"cluster join", "--scaleout cluster, a leaf: READY once its $SYS/broker/connection/<bridge>/state is 1",
     "the bridge has the root's CONNACK (src/bridge.c bridge__on_connect); its subscription to " BRIDGE_IN
     " follows, and the controller's hellos, repeated until every node answers, cover that"},
    {NULL, NULL, NULL},
};

const struct recipe RECIPE = {
    .product = "MQTT",
    .a_client = "an MQTT client",
    .program = "mosquitto",
    .package = "mosquitto",
    .version_flag = "-h",
    .no_ipc = NULL,
    .command = recipe_command,
    .cluster_root = true,
    .join = recipe_join,
    .settings = recipe_settings,
};
