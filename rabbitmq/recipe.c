/* recipe.c — RabbitMQ's server recipe: how rabbitmq-server runs as the broker role (common/server.c runs
 * it; the client is rabbitmq.c).
 *
 * rabbitmq-server is a script that takes its settings from the environment (rabbitmq-env): a node of its
 * own (name, AMQP port, distribution port, an epmd on its own port, started beside it as the server's
 * companion), its database and logs in the point's state folder, no plugins, and a config file for what
 * has no variable. It boots for seconds (Erlang's, then RabbitMQ's boot): start_timeout_s.
 *
 * Past one server (--scaleout, docs/scale.md): shards are K servers apart. A cluster is K Erlang nodes,
 * each after the first joining it as it boots (classic peer discovery, one epmd, the first's; each
 * member's distribution port its bus), one at a time (recipe_wait_first); a member is READY once an
 * exchange declared through the first is there through it (recipe_join).
 *
 * A server the sweep keeps (run/kept.py) is sliced into virtual hosts, one a point (recipe_slice).
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <amqp.h>
#include <amqp_tcp_socket.h>

#include "adapter.h"
#include "measure.h"
#include "server.h"

#define NODE_PORTS_ENV "RRB_RABBITMQ_NODE_PORTS" /* the node's distribution and epmd ports (recipe_given_ports) */
#define NODE_EPMD_FILE "epmd.port" /* in the node's state folder: its epmd's port, for a slice's erl_call */
#define CHANNEL 1                  /* the join's probe session's one channel */
#define CONNECT_TIMEOUT_S 5
#define NO_IPC "rabbitmq-server listens on TCP only (no Unix-socket listener for AMQP)"

/* The node's own folders under the state folder: its database (mnesia) and its log folder. */
static int recipe_folders(const char *dir)
{
    char path[600];
    const char *subs[] = {"", "/mnesia", "/log"};
    for (size_t i = 0; i < sizeof subs / sizeof *subs; i++) {
        snprintf(path, sizeof path, "%s%s", dir, subs[i]);
        if (mkdir(path, 0700) != 0 && errno != EEXIST)
            return adapter_fail_errno(path);
    }
    return 0;
}

#define EPMD_FILE "rabbitmq-epmd" /* --scaleout cluster: in the shared state folder, the cluster's epmd port */

/* --scaleout cluster, a member after the first: the cluster's epmd port, once the first member has
 * written it (EPMD_FILE) and the member before this one answers AMQP (it has booted, and joined): the
 * members join the first one at a time, as they boot (classic peer discovery takes no lock against two
 * joining at once; make test once saw a member of three fail to come up, its words not kept), within
 * the server's start timeout. -1 with why in adapter_error(). */
static int recipe_wait_first(const struct server_cluster *cl, const char *before)
{
    struct endpoint first;
    if (endpoint_parse(before, &first) != 0)
        return adapter_fail("not an endpoint: %s", before);
    char path[600];
    snprintf(path, sizeof path, "%s/" EPMD_FILE, cl->state_dir);
    uint64_t deadline = now_ns() + (uint64_t)(RECIPE.start_timeout_s * 1e9);
    for (;;) {
        int port = 0;
        FILE *f = fopen(path, "r");
        if (f && fscanf(f, "%d", &port) != 1)
            port = 0;
        if (f)
            fclose(f);
        if (port > 0 && server_listens(before, CONNECT_TIMEOUT_S * 1000) == 1)
            return port;
        if (now_ns() > deadline)
            return adapter_fail(
                "--scaleout cluster: the member before this one (%s:%d) did not come up within %g s", first.host,
                first.port, RECIPE.start_timeout_s);
        usleep(50 * 1000);
    }
}

/* RRB_RABBITMQ_NODE_PORTS=DIST,EPMD: a server alone takes these instead of two free ones (tests: a port
 * another program holds). 1 given (in ports), 0 not, -1 bad. */
static int recipe_given_ports(int ports[2])
{
    const char *v = getenv(NODE_PORTS_ENV);
    if (!v || !*v)
        return 0;
    char end;
    if (sscanf(v, "%d,%d%c", &ports[0], &ports[1], &end) != 2 || ports[0] < 1 || ports[0] > 65535 ||
        ports[1] < 1 || ports[1] > 65535 || ports[0] == ports[1])
        return adapter_fail(NODE_PORTS_ENV "=%s: two different TCP ports, DIST,EPMD", v);
    return 1;
}

/* The node's distribution and epmd ports. One server: two free ports, its own epmd beside it. A cluster
 * (docs/products.md "RabbitMQ past one broker"): member j's distribution port is its bus (--buses, where
 * the sweep counts the bytes between servers), and every member uses the first member's epmd (Erlang
 * finds another node's port through its own ERL_EPMD_PORT): the first starts it on a free port and
 * writes the port to the shared state folder. Returns the epmd port, or -1; *companion: start it here. */
static int recipe_ports(const struct endpoint *e, const struct server_cluster *cl, int *dist, bool *companion)
{
    *companion = cl->count < 2 || cl->member == 0;
    if (cl->count < 2) {
        int ports[2], given = recipe_given_ports(ports);
        if (given < 0)
            return -1;
        if (!given && server_free_ports(ports, 2) != 0)
            return adapter_fail_errno("no free port on loopback for the node's distribution and epmd");
        *dist = ports[0]; /* (RabbitMQ refuses 0, the kernel's choice: "invalid_dist_port_range") */
        return ports[1];
    }
    struct endpoint bus, first;
    if (!cl->buses[cl->member] || endpoint_parse(cl->buses[cl->member], &bus) != 0 || bus.ipc)
        return adapter_fail("--scaleout cluster: each member's distribution port is its TCP --buses entry");
    if (endpoint_parse(cl->members[0], &first) != 0 || first.ipc)
        return adapter_fail("--scaleout cluster: --members %s is no TCP endpoint", cl->members[0]);
    *dist = bus.port;
    struct endpoint before; /* the member before this one: the joins go one at a time */
    if (cl->member > 0 && (endpoint_parse(cl->members[cl->member - 1], &before) != 0 || before.ipc))
        return adapter_fail("--scaleout cluster: --members %s is no TCP endpoint", cl->members[cl->member - 1]);
    if (cl->member > 0)
        return recipe_wait_first(cl, cl->members[cl->member - 1]);
    int epmd;
    if (server_free_ports(&epmd, 1) != 0)
        epmd = -1;
    char text[16];
    snprintf(text, sizeof text, "%d\n", epmd);
    char tmp[64];
    snprintf(tmp, sizeof tmp, EPMD_FILE ".%d", e->port);
    if (epmd < 0 || server_write_file(cl->state_dir, tmp, text) != 0)
        return epmd < 0 ? adapter_fail("no free port on loopback for the cluster's epmd") : -1;
    char from[600], to[600]; /* written whole, then renamed: the others never read half of it */
    snprintf(from, sizeof from, "%s/%s", cl->state_dir, tmp);
    snprintf(to, sizeof to, "%s/" EPMD_FILE, cl->state_dir);
    return rename(from, to) == 0 ? epmd : adapter_fail_errno(to);
}

/* The config file: the listener, the log; in a cluster, the classic peer discovery that makes a member
 * after the first join it at boot (its database then comes from the first). */
static int recipe_config(const char *dir, const struct endpoint *e, const struct server_cluster *cl)
{
    char conf[1024];
    int n = snprintf(conf, sizeof conf,
                     "listeners.tcp.1 = %s:%d\n"
                     "log.console = true\nlog.console.level = warning\nlog.file = false\n",
                     e->host, e->port);
    struct endpoint first;
    if (cl->count > 1 && cl->member > 0 && endpoint_parse(cl->members[0], &first) == 0)
        snprintf(conf + n, sizeof conf - (size_t)n,
                 "cluster_formation.peer_discovery_backend = classic_config\n"
                 "cluster_formation.classic_config.nodes.1 = rrb%d@localhost\n",
                 first.port);
    return server_write_file(dir, "rabbitmq.conf", conf);
}

/* A cluster's members share a cookie (Erlang's distribution authenticates with it), named by the first
 * member's port; a server alone makes its own. Mode 0400: Erlang refuses a cookie others may read. */
static int recipe_cookie(const char *dir, const struct server_cluster *cl)
{
    struct endpoint first;
    if (cl->count < 2 || endpoint_parse(cl->members[0], &first) != 0)
        return 0;
    char path[600], cookie[64];
    snprintf(path, sizeof path, "%s/.erlang.cookie", dir);
    snprintf(cookie, sizeof cookie, "RRBENCHCLUSTER%d", first.port);
    unlink(path);
    if (server_write_file(dir, ".erlang.cookie", cookie) != 0)
        return -1;
    return chmod(path, 0400) == 0 ? 0 : adapter_fail_errno(path);
}

/* rabbitmq-server is a script that takes its settings from the environment (rabbitmq-env): a node of
 * its own (name, AMQP port, distribution port, an epmd on its own port), its database and logs in the
 * point's state folder, no plugins, and a config file for what has no variable. */
static int recipe_command(struct server_command *c, const char *endpoint, const char *config_path,
                          const struct sock_params *p, const struct server_cluster *cl)
{
    (void)config_path;
    (void)p;
    struct endpoint e;
    if (endpoint_parse(endpoint, &e) != 0 || e.ipc)
        return adapter_fail(NO_IPC);
    if (!cl->state_dir)
        return adapter_fail(
            "rabbitmq-server keeps its node's database in a folder: give the router --state-dir DIR");
    char dir[400];
    snprintf(dir, sizeof dir, "%s/rabbitmq-%d", cl->state_dir, e.port);
    if (recipe_folders(dir) != 0 || server_write_file(dir, "enabled_plugins", "[].\n") != 0 ||
        recipe_config(dir, &e, cl) != 0 || recipe_cookie(dir, cl) != 0)
        return -1;
    int dist = -1;
    bool companion;
    int epmd = recipe_ports(&e, cl, &dist, &companion);
    char epmd_text[16];
    snprintf(epmd_text, sizeof epmd_text, "%d\n", epmd);
    if (epmd < 0 || server_write_file(dir, NODE_EPMD_FILE, epmd_text) != 0) /* (a slice's erl_call reads it) */
        return -1;
    server_env(c, "HOME=%s", dir);
    server_env(c, "RABBITMQ_NODENAME=rrb%d@localhost", e.port);
    server_env(c, "RABBITMQ_NODE_IP_ADDRESS=%s", e.host);
    server_env(c, "RABBITMQ_NODE_PORT=%d", e.port);
    server_env(c, "RABBITMQ_DIST_PORT=%d", dist);
    server_env(c, "ERL_EPMD_PORT=%d", epmd);
    server_env(c, "ERL_EPMD_ADDRESS=127.0.0.1");
    server_env(c, "RABBITMQ_MNESIA_BASE=%s/mnesia", dir);
    server_env(c, "RABBITMQ_LOG_BASE=%s/log", dir);
    server_env(c, "RABBITMQ_LOGS=-");
    server_env(c, "RABBITMQ_CONFIG_FILE=%s/rabbitmq.conf", dir);
    server_env(c, "RABBITMQ_ENABLED_PLUGINS_FILE=%s/enabled_plugins", dir);
    server_env(c, "RABBITMQ_CONF_ENV_FILE=/dev/null");
    server_env(c, "RUNNING_UNDER_SYSTEMD=true");
    server_env(c, "RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS=-start_epmd false");
    /* every erl it runs too: its prelaunch's "epmd-starter" (an erl in a session of its own, which
     * outlives a server killed while booting) must not start an epmd daemon, nor dump a crash file */
    server_env(c, "ERL_FLAGS=-start_epmd false");
    server_env(c, "ERL_CRASH_DUMP_SECONDS=0");
    if (companion) {
        server_companion(c, "%s", RECIPE.companion);
        server_companion(c, "-port");
        server_companion(c, "%d", epmd);
        server_companion(c, "-address");
        server_companion(c, "127.0.0.1");
        c->companion_port = epmd;
    }
    c->server_ports[0] = dist;
    return c->full ? adapter_fail("the server's command is too long") : 0;
}

/* Words for the reply of the probe's last synchronous call: 0 when it went through. */
static int recipe_check(const amqp_rpc_reply_t r, const char *what)
{
    if (r.reply_type == AMQP_RESPONSE_NORMAL)
        return 0;
    if (r.reply_type == AMQP_RESPONSE_LIBRARY_EXCEPTION)
        return adapter_fail("%s: %s", what, amqp_error_string2(r.library_error));
    if (r.reply_type == AMQP_RESPONSE_SERVER_EXCEPTION && r.reply.id == AMQP_CHANNEL_CLOSE_METHOD) {
        const amqp_channel_close_t *c = r.reply.decoded;
        return adapter_fail("%s: the server closed the channel: %u %.*s", what, c->reply_code,
                            (int)c->reply_text.len, (const char *)c->reply_text.bytes);
    }
    return adapter_fail("%s: no answer from the server", what);
}

static void recipe_end(amqp_connection_state_t conn)
{
    if (!conn)
        return;
    amqp_channel_close(conn, CHANNEL, AMQP_REPLY_SUCCESS);
    amqp_connection_close(conn, AMQP_REPLY_SUCCESS);
    amqp_destroy_connection(conn);
}

/* The probe's own AMQP session with the server at `endpoint`: logged in as guest (loopback), its channel
 * open. NULL with why in adapter_error(). */
static amqp_connection_state_t recipe_session(const char *endpoint)
{
    struct endpoint e;
    if (endpoint_parse(endpoint, &e) != 0 || e.ipc) {
        adapter_fail(NO_IPC);
        return NULL;
    }
    amqp_connection_state_t conn = amqp_new_connection();
    amqp_socket_t *sock = conn ? amqp_tcp_socket_new(conn) : NULL;
    struct timeval tv = {.tv_sec = CONNECT_TIMEOUT_S};
    int st = sock ? amqp_socket_open_noblock(sock, e.host, e.port, &tv) : AMQP_STATUS_NO_MEMORY;
    int rc = st == AMQP_STATUS_OK ? 0 : adapter_fail("cannot connect: %s", amqp_error_string2(st));
    if (rc == 0)
        rc = recipe_check(
            amqp_login(conn, "/", 0, AMQP_DEFAULT_FRAME_SIZE, 0, AMQP_SASL_METHOD_PLAIN, "guest", "guest"),
            "cannot log in");
    if (rc == 0 && !amqp_channel_open(conn, CHANNEL))
        rc = recipe_check(amqp_get_rpc_reply(conn), "cannot open a channel");
    if (rc == 0)
        return conn;
    if (conn)
        amqp_destroy_connection(conn);
    return NULL;
}

/* Declares the fanout exchange `name` (auto-delete; passive: only says whether it is there, 404
 * NOT_FOUND closing the channel when not). */
static int recipe_declare(amqp_connection_state_t conn, const char *name, bool passive, const char *what)
{
    amqp_exchange_declare(conn, CHANNEL, amqp_cstring_bytes(name), amqp_cstring_bytes("fanout"), passive, 0, 1, 0,
                          amqp_empty_table);
    return recipe_check(amqp_get_rpc_reply(conn), what);
}

/* SCALEOUT_CLUSTER: whether this member has joined the first: an exchange declared through the first
 * member is there through this one (a cluster shares its definitions; a node that booted alone has
 * none of the first's). Within timeout_ms. */
static int recipe_join(const char *endpoint, const struct server_cluster *cl, const struct sock_params *p,
                       int timeout_ms)
{
    (void)p;
    if (cl->member == 0)
        return 0; /* the first: the others join it */
    char probe[64];
    snprintf(probe, sizeof probe, "rrb.joined.%u", cl->member);
    amqp_connection_state_t first = recipe_session(cl->members[0]), own = NULL;
    int rc =
        first ? recipe_declare(first, probe, false, "cannot declare the probe exchange on the first member") : -1;
    uint64_t deadline = now_ns() + (uint64_t)timeout_ms * 1000000u;
    while (rc == 0) {
        if ((own = recipe_session(endpoint)) && recipe_declare(own, probe, true, "the probe") == 0)
            break;
        if (own)
            amqp_destroy_connection(own);
        own = NULL;
        if (now_ns() > deadline)
            rc = adapter_fail("%s did not join the first member %s within %d ms (its own database has not the "
                              "first's exchange %s): its log is on its stderr",
                              endpoint, cl->members[0], timeout_ms, probe);
        else
            usleep(100 * 1000);
    }
    recipe_end(first);
    recipe_end(own);
    return rc;
}

/* A slice of a server the sweep keeps is a virtual host: made with guest's permissions on it, deleted with
 * everything in it. Through erl_call (Erlang's own C client of a node, in erlang-base beside the server):
 * tens of ms, where rabbitmqctl boots an Erlang VM for each call (4-5 s, 1.2 s of CPU here, and
 * add_vhost grants no permissions: a second call), and the management plugin's HTTP API, as quick, is a
 * plugin the measured server would run (docs/products.md "A kept server"). The calls are rabbitmqctl's
 * own (rabbit_vhost:add/2, delete/2; rabbit_auth_backend_internal:set_permissions/6). */
static int recipe_slice(const char *endpoint, const char *name, const struct server_cluster *cl, bool make,
                        int timeout_ms)
{
    struct endpoint e;
    if (endpoint_parse(endpoint, &e) != 0 || e.ipc || !cl->state_dir)
        return adapter_fail("a slice needs the kept server's TCP endpoint and its --state-dir");
    char dir[400], path[600], node[64], home[420], epmd_env[40], out[512], expr[700], seconds[16];
    snprintf(dir, sizeof dir, "%s/rabbitmq-%d", cl->state_dir, e.port);
    snprintf(path, sizeof path, "%s/" NODE_EPMD_FILE, dir);
    int epmd = 0;
    FILE *f = fopen(path, "r");
    if (!f || fscanf(f, "%d", &epmd) != 1 || epmd <= 0) {
        if (f)
            fclose(f);
        return adapter_fail("%s: no epmd port there (is %s a kept server's --state-dir?)", path, cl->state_dir);
    }
    fclose(f);
    snprintf(node, sizeof node, "rrb%d@localhost", e.port);
    snprintf(home, sizeof home, "HOME=%s", dir); /* the node's cookie, which erl_call reads there */
    snprintf(epmd_env, sizeof epmd_env, "ERL_EPMD_PORT=%d", epmd);
    snprintf(seconds, sizeof seconds, "%d", timeout_ms / 1000 > 0 ? timeout_ms / 1000 : 1);
    if (make)
        snprintf(
            expr, sizeof expr,
            "case rabbit_vhost:exists(<<\"%s\">>) of true -> exists; false -> ok = rabbit_vhost:add(<<\"%s\">>, "
            "<<\"rrbench\">>), rabbit_auth_backend_internal:set_permissions(<<\"guest\">>, <<\"%s\">>, "
            "<<\".*\">>, <<\".*\">>, <<\".*\">>, <<\"rrbench\">>) end.\n",
            name, name, name);
    else
        snprintf(expr, sizeof expr, "rabbit_vhost:delete(<<\"%s\">>, <<\"rrbench\">>).\n", name);
    const char *argv[] = {"erl_call", "-n", node, "-timeout", seconds, "-e", NULL};
    const char *env[] = {home, epmd_env, NULL};
    int status = server_ask(argv, env, expr, out, sizeof out, timeout_ms);
    if (status < 0)
        return -1;
    out[strcspn(out, "\n")] = '\0';
    if (status == 0 && strcmp(out, "{ok, ok}") == 0)
        return 0;
    if (status == 0 && strcmp(out, "{ok, exists}") == 0)
        return adapter_fail("the virtual host %s exists already (a slice is made fresh for one point)", name);
    return adapter_fail("erl_call -n %s (exit %d): %s", node, status, out[0] ? out : "no answer");
}

static const struct adapter_option recipe_settings[] = {
    {"RABBITMQ_NODE_IP_ADDRESS, listeners.tcp.1", "the endpoint's host and port", "loopback only"},
    {"RABBITMQ_NODENAME, RABBITMQ_DIST_PORT, ERL_EPMD_PORT", "rrb<port>@localhost, two free ports",
     "a node of its own: its own epmd (started beside it, gone with it: -start_epmd false), on ports of its own"},
    {"RABBITMQ_MNESIA_BASE, RABBITMQ_LOG_BASE, HOME", "the point's state folder (--state-dir)",
     "nothing carries over between points: a fresh database every start"},
    {"RUNNING_UNDER_SYSTEMD", "true",
     "the script then execs erl instead of waiting for it in a shell: the broker role's process is beam.smp, "
     "whose CPU is measured and which SIGTERM stops (rabbitmq-server, its last lines)"},
    {"RABBITMQ_ENABLED_PLUGINS_FILE", "[] (no plugins)", "no management plugin: its statistics would cost CPU"},
    {"log.console.level", "warning, on the role's stderr; no log file",
     "the broker's errors where every broker's go"},
    {NULL, NULL, NULL},
};

const struct recipe RECIPE = {
    .product = "RabbitMQ",
    .a_client = "an AMQP client",
    .program = "/usr/lib/rabbitmq/bin/rabbitmq-server",
    .process = "beam.smp", /* erl's emulator: the script execs erl, erl execs it (RUNNING_UNDER_SYSTEMD) */
    .companion = "epmd",   /* Erlang's port mapper: the node registers its distribution port there */
    .package = "rabbitmq-server",
    .version_flag = NULL, /* its script has none: the version is in the path it is installed at */
    .no_ipc = NO_IPC,
    .stop_signal = SIGTERM,
    /* Erlang's boot, then RabbitMQ's (the code of every app loaded to find its boot steps): 5-8 s on a
     * quiet machine here, 18 s while a sweep's other roles kept both cores busy, 57 s beside eight busy
     * loops (a test suite's workers): twice that, so that only a server that does not boot fails. */
    .start_timeout_s = 120,
    .command = recipe_command,
    .join = recipe_join,
    .slice_kind = "a virtual host",
    .slice = recipe_slice,
    .settings = recipe_settings,
};
