/* recipe.c — NATS's server recipe: how nats-server runs as the broker role (common/server.c runs it;
 * the client is nats.c).
 *
 * One server: its address and port on the command line, nothing else: core NATS keeps nothing
 * (JetStream, its persistence, is off unless asked for). Past one server (--scaleout cluster): K
 * nats-servers meshed by routes (recipe_cluster_flags), each READY once it advertises every other
 * member to its clients (recipe_join).
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <nats/nats.h>

#include "adapter.h"
#include "measure.h"
#include "server.h"

#define CLUSTER_NAME "rrb" /* --scaleout cluster: the servers' --cluster_name */
#define NO_IPC "nats-server listens on TCP only (no Unix-socket listener)"

/* SCALEOUT_CLUSTER: server J's route listener at its bus, and a route to every other member's bus (as
 * the NATS docs' clusters list their seeds: a pair forms whichever server starts first, and the second
 * connection of a pair is closed as "Duplicate Route", an INF line). Flags, not a config file: the one
 * server's command stays as it was, and nats-server takes all three (--cluster, --routes,
 * --cluster_name). Debian's 2.9.10 keeps one route per pair: no pool_size (its config parser refuses
 * the field). */
static int recipe_cluster_flags(struct server_command *c, const struct server_cluster *cl)
{
    char routes[BROKERS_MAX * 300] = "";
    size_t used = 0;
    struct endpoint bus[BROKERS_MAX];
    for (unsigned i = 0; i < cl->count; i++) {
        if (!cl->buses[i])
            return adapter_fail("--scaleout cluster: nats-server's routes need --buses, one endpoint a member");
        if (endpoint_parse(cl->buses[i], &bus[i]) != 0 || bus[i].ipc)
            return adapter_fail("--buses %s: nats-server's routes are TCP only (no Unix-socket listener)",
                                cl->buses[i]);
    }
    for (unsigned i = 0; i < cl->count; i++)
        if (i != cl->member)
            used += (size_t)snprintf(routes + used, sizeof routes - used, "%snats://%s:%d", used ? "," : "",
                                     bus[i].host, bus[i].port);
    const struct endpoint *own = &bus[cl->member];
    server_arg(c, "--cluster_name");
    server_arg(c, "%s", CLUSTER_NAME);
    server_arg(c, "--cluster");
    server_arg(c, "nats://%s:%d", own->host, own->port);
    server_arg(c, "--routes");
    server_arg(c, "%s", routes);
    return !c->full && used < sizeof routes ? 0 : adapter_fail("the server's command line is too long");
}

static int recipe_command(struct server_command *c, const char *endpoint, const char *config_path,
                          const struct sock_params *p, const struct server_cluster *cl)
{
    (void)config_path;
    (void)p;
    struct endpoint e;
    if (endpoint_parse(endpoint, &e) != 0 || e.ipc)
        return adapter_fail(NO_IPC);
    /* Core NATS keeps nothing: JetStream (its persistence) is off unless asked for. */
    server_arg(c, "--addr");
    server_arg(c, "%s", e.host);
    server_arg(c, "--port");
    server_arg(c, "%d", e.port);
    if (c->full)
        return adapter_fail("the server's command line is too long");
    return cl->count > 1 ? recipe_cluster_flags(c, cl) : 0;
}

/* Whether the URL a server advertised ("nats://127.0.0.1:4222") is the endpoint `e`'s. */
static bool recipe_same_server(const char *url, const struct endpoint *e)
{
    char host[256];
    int port;
    const char *at = strstr(url, "://");
    at = at ? at + 3 : url;
    if (sscanf(at, "%255[^:]:%d", host, &port) != 2)
        return false;
    return port == e->port && strcmp(host, e->host) == 0;
}

/* How many of the other members this server advertises to its clients (connect_urls of its INFO: a
 * server adds a member's client URLs when a route to it is up, and removes them when it closes;
 * server/route.go), with in `missing` the first it does not (cl->count: none). -1 when nats.c cannot
 * say. */
static int recipe_routed_members(natsConnection *nc, const struct server_cluster *cl, unsigned *missing)
{
    char **urls = NULL;
    int count = 0, routed = 0;
    if (natsConnection_GetDiscoveredServers(nc, &urls, &count) != NATS_OK)
        return -1;
    *missing = cl->count;
    for (unsigned i = 0; i < cl->count; i++) {
        struct endpoint m;
        bool found = false;
        if (i == cl->member || endpoint_parse(cl->members[i], &m) != 0)
            continue;
        for (int u = 0; u < count && !found; u++)
            found = recipe_same_server(urls[u], &m);
        if (found)
            routed++;
        else if (*missing == cl->count)
            *missing = i;
    }
    for (int u = 0; u < count; u++)
        free(urls[u]);
    free(urls);
    return routed;
}

/* SCALEOUT_CLUSTER: returns once this server has a route to every other member (what it advertises to
 * a client of its own), within timeout_ms. Interest crosses a route when a subscriber subscribes, after
 * that: the controller's hellos, repeated until every node has answered, are the check of the paths. */
static int recipe_join(const char *endpoint, const struct server_cluster *cl, const struct sock_params *p,
                       int timeout_ms)
{
    (void)p;
    struct endpoint e;
    if (endpoint_parse(endpoint, &e) != 0 || e.ipc)
        return adapter_fail(NO_IPC);
    char url[300];
    snprintf(url, sizeof url, "nats://%s:%d", e.host, e.port);
    natsOptions *o = NULL;
    natsConnection *nc = NULL;
    natsStatus st = natsOptions_Create(&o);
    if (st == NATS_OK)
        st = natsOptions_SetURL(o, url);
    if (st == NATS_OK)
        st = natsOptions_SetAllowReconnect(o, false);
    if (st == NATS_OK)
        st = natsConnection_Connect(&nc, o);
    natsOptions_Destroy(o);
    if (st != NATS_OK) {
        natsStatus detail_status;
        const char *detail = nats_GetLastError(&detail_status);
        return adapter_fail("cannot connect to learn the routes: %s%s%s", natsStatus_GetText(st),
                            detail && *detail ? ": " : "", detail ? detail : "");
    }
    uint64_t start = now_ns(), deadline = start + (uint64_t)(timeout_ms > 0 ? timeout_ms : 0) * 1000000u;
    unsigned missing = cl->count;
    int routed;
    while ((routed = recipe_routed_members(nc, cl, &missing)) >= 0 && (unsigned)routed + 1 < cl->count &&
           now_ns() < deadline && !natsConnection_IsClosed(nc))
        usleep(10 * 1000);
    bool closed = natsConnection_IsClosed(nc);
    natsConnection_Destroy(nc);
    if (routed < 0)
        return adapter_fail("nats.c cannot list the servers this one advertises");
    if ((unsigned)routed + 1 == cl->count)
        return 0;
    if (closed)
        return adapter_fail("the server closed the connection while the routes formed");
    return adapter_fail("routes to %d of the other %u servers after %d ms, none to %s (routes at %s): the "
                        "servers' own route errors are on their stderr",
                        routed, cl->count - 1, (int)((now_ns() - start) / 1000000u), cl->members[missing],
                        cl->buses[missing]);
}

static const struct adapter_option recipe_settings[] = {
    {"--addr", "127.0.0.1 (the endpoint's host)", "loopback only"},
    {"JetStream", "off (nats-server's default)", "nothing persisted: core NATS pub/sub only"},
    {"--cluster, --routes, --cluster_name", "--scaleout cluster: this member's bus; every other member's bus; rrb",
     "a full mesh of routes between the members only (each lists every other, as the NATS docs' seeds do; "
     "the second connection of a pair closes as Duplicate Route); no pool_size: Debian's 2.9.10 keeps one "
     "route per pair and refuses the option"},
    {"cluster join", "--scaleout cluster: READY once the server advertises every other member",
     "a server adds a member's client URL to its INFO's connect_urls when the route to it is up (nats.c: "
     "GetDiscoveredServers): no monitoring port needed. Interest crosses the routes when nodes subscribe: "
     "the controller's hellos check the paths"},
    {NULL, NULL, NULL},
};

const struct recipe RECIPE = {
    .product = "NATS",
    .a_client = "a NATS client",
    .program = "nats-server",
    .package = "nats-server",
    .version_flag = "--version",
    .no_ipc = NO_IPC,
    /* Its quit signal (nats-server --signal quit sends it; server/signal.go): SIGTERM makes it exit 1. */
    .stop_signal = SIGINT,
    .command = recipe_command,
    .join = recipe_join,
    .settings = recipe_settings,
};
