/* recipe.c — Redis's server recipe: how redis-server runs as the broker role (common/server.c runs it;
 * the client is redis.c).
 *
 * One server: its endpoint (TCP, or a Unix socket) on the command line, nothing persisted, its log on
 * the role's stderr. Past one server (--scaleout cluster, cluster-publish): one Redis Cluster of K
 * masters, no replicas (recipe_cluster_command), master j taking the slots server_share gives it, the
 * rule the clients tag their channels by (redis.c), and meeting the others before it is READY
 * (recipe_join).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <netdb.h>
#include <arpa/inet.h>
#include <sys/stat.h>
#include <hiredis/hiredis.h>

#include "adapter.h"
#include "measure.h"
#include "server.h"

#define CLUSTER_SLOTS 16384u /* Redis Cluster's hash slots (cluster.h), split evenly among the masters */

/* A cluster's member i: its client endpoint and its cluster bus's, both TCP, the bus on the same host
 * (redis-server listens for both on its --bind addresses). 0, or -1 with why. */
static int recipe_member(const struct server_cluster *cl, unsigned i, struct endpoint *client,
                         struct endpoint *bus)
{
    if (endpoint_parse(cl->members[i], client) != 0)
        return adapter_fail("not an endpoint: %s", cl->members[i]);
    if (!cl->buses[i])
        return adapter_fail("a Redis Cluster's servers meet on their cluster bus: --buses names each one's "
                            "(tcp://HOST:PORT, as --members)");
    if (endpoint_parse(cl->buses[i], bus) != 0)
        return adapter_fail("not an endpoint: %s", cl->buses[i]);
    if (client->ipc || bus->ipc)
        return adapter_fail("a Redis Cluster's servers meet over TCP (CLUSTER MEET takes an IP address and a "
                            "port; the cluster bus is TCP only): --front, --members and --buses must be tcp://, "
                            "not %s",
                            client->ipc ? cl->members[i] : cl->buses[i]);
    if (strcmp(client->host, bus->host) != 0)
        return adapter_fail("--buses entry %u (%s) is not on its server's host %s: redis-server listens for the "
                            "cluster bus where it listens for clients, only the port is its own",
                            i, cl->buses[i], client->host);
    return 0;
}

/* A cluster's server (SCALEOUT_CLUSTER*): cluster mode, its bus port, its nodes.conf in the state
 * folder, coverage not required (recipe_settings says why), no replicas (none is ever added). */
static int recipe_cluster_command(struct server_command *c, const struct server_cluster *cl)
{
    struct endpoint me, bus, other_client, other_bus;
    if (recipe_member(cl, cl->member, &me, &bus) != 0)
        return -1;
    for (unsigned i = 0; i < cl->count; i++)
        if (recipe_member(cl, i, &other_client, &other_bus) != 0)
            return -1;
    if (!cl->state_dir || !cl->state_dir[0])
        return adapter_fail(
            "a Redis Cluster's server keeps the cluster's state in a file of its own (nodes.conf), "
            "even with nothing persisted: give it a folder with --state-dir DIR");
    struct stat st;
    int err = stat(cl->state_dir, &st) != 0             ? errno
              : !S_ISDIR(st.st_mode)                    ? ENOTDIR
              : access(cl->state_dir, W_OK | X_OK) != 0 ? errno
                                                        : 0;
    if (err)
        return adapter_fail("--state-dir %s: %s (the server writes its nodes.conf there: an existing folder it "
                            "may write in)",
                            cl->state_dir, strerror(err));
    server_arg(c, "--cluster-enabled");
    server_arg(c, "yes");
    server_arg(c, "--cluster-port");
    server_arg(c, "%d", bus.port);
    server_arg(c, "--cluster-config-file");
    server_arg(c, "%s/nodes-%d.conf", cl->state_dir, me.port);
    server_arg(c, "--cluster-require-full-coverage");
    server_arg(c, "no");
    return c->full ? adapter_fail("the server's command line is too long") : 0;
}

static int recipe_command(struct server_command *c, const char *endpoint, const char *config_path,
                          const struct sock_params *p, const struct server_cluster *cl)
{
    (void)config_path;
    (void)p;
    struct endpoint e;
    if (endpoint_parse(endpoint, &e) != 0)
        return adapter_fail("not an endpoint: %s", endpoint);
    if (cl->count > 1 && recipe_cluster_command(c, cl) != 0)
        return -1;
    if (e.ipc) {
        server_arg(c, "--port");
        server_arg(c, "0");
        server_arg(c, "--unixsocket");
        server_arg(c, "%s", e.path);
        server_arg(c, "--unixsocketperm");
        server_arg(c, "700");
    } else {
        server_arg(c, "--bind");
        server_arg(c, "%s", e.host);
        server_arg(c, "--port");
        server_arg(c, "%d", e.port);
    }
    /* Protected mode refuses clients from other addresses when there is no password: on another
     * host's address (the network lab's, the ssh launcher's) the clients are elsewhere. */
    if (!e.ipc && strncmp(e.host, "127.", 4) != 0 && strcmp(e.host, "localhost") != 0) {
        server_arg(c, "--protected-mode");
        server_arg(c, "no");
    }
    /* Nothing persisted, nothing written: no RDB snapshots, no append-only file, log to stdout
     * (which server.c sends to the role's stderr), warnings only. */
    server_arg(c, "--save");
    server_arg(c, "%s", "");
    server_arg(c, "--appendonly");
    server_arg(c, "no");
    server_arg(c, "--daemonize");
    server_arg(c, "no");
    server_arg(c, "--logfile");
    server_arg(c, "%s", "");
    server_arg(c, "--loglevel");
    server_arg(c, "warning");
    return c->full ? adapter_fail("the server's command line is too long") : 0;
}

#define JOIN_POLL_MS 50      /* how often the join asks CLUSTER INFO */
#define JOIN_COMMAND_MS 1000 /* how long one command of the join may take (each answers at once) */

/* `host` as the IP address CLUSTER MEET takes (it resolves no names) into ip. 0, or -1 with why. */
static int recipe_ip_of(const char *host, char *ip, size_t len)
{
    struct addrinfo hints = {.ai_socktype = SOCK_STREAM}, *res = NULL;
    int rc = getaddrinfo(host, NULL, &hints, &res);
    if (rc != 0)
        return adapter_fail("cannot resolve %s: %s", host, gai_strerror(rc));
    const void *addr = res->ai_family == AF_INET6
                           ? (const void *)&((const struct sockaddr_in6 *)res->ai_addr)->sin6_addr
                           : (const void *)&((const struct sockaddr_in *)res->ai_addr)->sin_addr;
    rc = inet_ntop(res->ai_family, addr, ip, (socklen_t)len) ? 0 : adapter_fail("cannot write %s's address", host);
    freeaddrinfo(res);
    return rc;
}

/* One command of the join (its words, space-separated, none empty) on a blocking context: a reply that
 * is no error, or NULL with why. ADDSLOTSRANGE's "already busy" is no error: a server that restarted
 * with its nodes.conf has its slots. */
static redisReply *recipe_join_command(redisContext *c, const char *command)
{
    char words[256];
    const char *argv[8];
    int argc = 0;
    snprintf(words, sizeof words, "%s", command);
    for (char *save = NULL, *w = strtok_r(words, " ", &save); w && argc < 8; w = strtok_r(NULL, " ", &save))
        argv[argc++] = w;
    redisReply *r = redisCommandArgv(c, argc, argv, NULL);
    if (!r) {
        adapter_fail("redis-server did not answer %s: %s", command, c->errstr);
        return NULL;
    }
    if (r->type == REDIS_REPLY_ERROR && !strstr(r->str, "already busy")) {
        adapter_fail("redis-server refused %s: %s", command, r->str);
        freeReplyObject(r);
        return NULL;
    }
    return r;
}

/* A field of CLUSTER INFO's text ("cluster_state:ok\r\n..."): its value into out ("" when absent). */
static void recipe_info_field(const char *info, const char *name, char *out, size_t len)
{
    const char *at = strstr(info, name);
    at = at ? at + strlen(name) : "";
    snprintf(out, len, "%.*s", (int)strcspn(at, "\r\n"), at);
}

/* What this server knows of the members it has not seen serve yet, from CLUSTER NODES
 * ("<id> <ip:port@cport> <flags> <master> <ping> <pong> <epoch> <link> <slots...>"): each such one's
 * flags and link ("handshake, disconnected": no answer on its cluster bus yet), or unknown (Redis forgets a
 * handshake nobody answered after cluster-node-timeout, 15 s). */
static void recipe_not_joined(redisContext *c, const struct server_cluster *cl, char *out, size_t len)
{
    size_t used = 0;
    out[0] = '\0';
    redisReply *r = recipe_join_command(c, "CLUSTER NODES");
    for (unsigned i = 0; r && r->type == REDIS_REPLY_STRING && i < cl->count && used < len; i++) {
        struct endpoint client, bus;
        char ip[64], addr[128], line[512], *field[9] = {0};
        if (i == cl->member || recipe_member(cl, i, &client, &bus) != 0 ||
            recipe_ip_of(client.host, ip, sizeof ip) != 0)
            continue;
        snprintf(addr, sizeof addr, " %s:%d@%d", ip, client.port, bus.port);
        const char *at = strstr(r->str, addr);
        while (at && at > r->str && at[-1] != '\n')
            at--;
        snprintf(line, sizeof line, "%.*s", at ? (int)strcspn(at, "\n") : 0, at ? at : "");
        int n = 0;
        for (char *save = NULL, *f = strtok_r(line, " ", &save); f && n < 9; f = strtok_r(NULL, " ", &save))
            field[n++] = f;
        bool serves = n == 9 && strstr(field[2], "master") && !strstr(field[2], "fail") &&
                      !strstr(field[2], "handshake") && strcmp(field[7], "connected") == 0;
        if (serves)
            continue;
        int w = snprintf(out + used, len - used, "%smember %u %s (bus port %d): %s%s%s%s", used ? "; " : "", i,
                         cl->members[i], bus.port,
                         n < 8 ? "unknown (no answer on its cluster bus since CLUSTER MEET)" : field[2],
                         n < 8 ? "" : ", ", n < 8 ? "" : field[7], n == 8 ? ", no slots" : "");
        used += w > 0 ? (size_t)w : 0;
    }
    if (r)
        freeReplyObject(r);
}

/* SCALEOUT_CLUSTER*: this server takes its share of the slots (server_share), meets every other member
 * on its cluster bus, and waits until it sees the cluster whole: cluster_state:ok, every slot assigned,
 * exactly K nodes known (a MEET from both sides shows a handshake node or two for a moment). */
static int recipe_join(const char *endpoint, const struct server_cluster *cl, const struct sock_params *p,
                       int timeout_ms)
{
    (void)p;
    uint64_t started = now_ns(), deadline = started + (uint64_t)(timeout_ms < 0 ? 0 : timeout_ms) * 1000000u;
    struct endpoint me;
    if (endpoint_parse(endpoint, &me) != 0 || me.ipc)
        return adapter_fail("a Redis Cluster's server listens on TCP, not %s", endpoint);
    struct timeval tv = {.tv_sec = JOIN_COMMAND_MS / 1000, .tv_usec = JOIN_COMMAND_MS % 1000 * 1000};
    redisContext *c = redisConnectWithTimeout(me.host, me.port, tv);
    if (!c || c->err) {
        adapter_fail("cannot connect to %s: %s", endpoint, c ? c->errstr : "out of memory");
        redisFree(c);
        return -1;
    }
    unsigned lo, hi;
    char command[160];
    server_share(cl->member, cl->count, CLUSTER_SLOTS, &lo, &hi);
    snprintf(command, sizeof command, "CLUSTER ADDSLOTSRANGE %u %u", lo, hi);
    redisReply *r = recipe_join_command(c, command);
    int rc = r ? 0 : -1;
    freeReplyObject(r);
    for (unsigned i = 0; rc == 0 && i < cl->count; i++) {
        struct endpoint client, bus;
        char ip[64];
        if (i == cl->member)
            continue;
        rc = recipe_member(cl, i, &client, &bus) == 0 && recipe_ip_of(client.host, ip, sizeof ip) == 0 ? 0 : -1;
        snprintf(command, sizeof command, "CLUSTER MEET %s %d %d", ip, client.port, bus.port);
        if (rc == 0 && !(r = recipe_join_command(c, command)))
            rc = -1;
        freeReplyObject(r);
        r = NULL;
    }
    while (rc == 0) {
        char state[32] = "", assigned[32] = "", known[32] = "", missing[1024];
        if (!(r = recipe_join_command(c, "CLUSTER INFO"))) {
            rc = -1;
            break;
        }
        if (r->type == REDIS_REPLY_STRING) {
            recipe_info_field(r->str, "cluster_state:", state, sizeof state);
            recipe_info_field(r->str, "cluster_slots_assigned:", assigned, sizeof assigned);
            recipe_info_field(r->str, "cluster_known_nodes:", known, sizeof known);
        }
        freeReplyObject(r);
        if (strcmp(state, "ok") == 0 && strtoul(assigned, NULL, 10) == CLUSTER_SLOTS &&
            strtoul(known, NULL, 10) == cl->count)
            break;
        if (deadline && now_ns() >= deadline) {
            recipe_not_joined(c, cl, missing, sizeof missing);
            rc = adapter_fail("after %.1f s CLUSTER INFO says cluster_state:%s cluster_slots_assigned:%s "
                              "cluster_known_nodes:%s (whole: ok, %u, %u)%s%s",
                              (double)(now_ns() - started) / 1e9, state, assigned, known, CLUSTER_SLOTS, cl->count,
                              missing[0] ? "; " : "", missing);
            break;
        }
        usleep(JOIN_POLL_MS * 1000);
    }
    redisFree(c);
    return rc;
}

static const struct adapter_option recipe_settings[] = {
    {"--bind", "127.0.0.1 (the endpoint's host), or --port 0 --unixsocket PATH", "loopback only"},
    {"--protected-mode", "no, only on a host's own address (network lab, ssh hosts)",
     "without a password protected mode refuses clients from elsewhere; the server listens on that address only"},
    {"--save", "\"\"", "no RDB snapshots: nothing persisted"},
    {"--appendonly", "no (the default)", "no append-only file: nothing persisted"},
    {"--logfile", "\"\", --loglevel warning", "log to the broker role's stderr, warnings only"},
    {"--cluster-enabled", "yes, only with --scaleout cluster or cluster-publish (K > 1 --members)",
     "the K servers are one Redis Cluster of K masters, no replicas: each takes an even share of the 16384 slots "
     "(CLUSTER ADDSLOTSRANGE, member j: j*16384/K .. (j+1)*16384/K - 1) and meets the others (CLUSTER MEET) "
     "before it says READY"},
    {"--cluster-port", "the port of --buses' entry for --member",
     "the cluster bus at a port the sweep chose, not the client port + 10000, which may be taken"},
    {"--cluster-config-file", "--state-dir/nodes-PORT.conf (PORT: the client port)",
     "a cluster's server must keep its cluster state in a file of its own; in the folder the sweep gives and "
     "removes, nothing else is written (no RDB, no AOF)"},
    {"--cluster-require-full-coverage", "no",
     "a master that is away (killed or restarted in a churn scenario) must not stop the others' slots: with yes "
     "(the default), while it is marked failed the state is fail on every master, commands on keys get "
     "CLUSTERDOWN, and a master that joins or restarts meanwhile never sees cluster_state:ok (what it waits for "
     "before READY); sharded pub/sub goes on either way (cluster-allow-pubsubshard-when-down yes, the default, "
     "kept)"},
    {NULL, NULL, NULL},
};

const struct recipe RECIPE = {
    .product = "Redis",
    .a_client = "a Redis client",
    .program = "redis-server",
    .package = "redis-server",
    .version_flag = "--version",
    .no_ipc = NULL,
    .command = recipe_command,
    .cluster_min = 3, /* a Redis Cluster's fewest masters (redis-cli --cluster create) */
    .cluster_sharded = true,
    .join = recipe_join,
    .settings = recipe_settings,
};
