/* server.h — a broker product's real server as the broker role: the recipe a product folder gives
 * (struct recipe), and what common/server.c does with it (docs/products.md, docs/architecture.md
 * "A product in two rooms").
 *
 * A broker product's folder has two rooms, each a file with its own prefix: the client adapter
 * (<product>/<product>.c, ad_: `const struct adapter ADAPTER`, adapter.h) and the server's recipe
 * (<product>/recipe.c, recipe_: `const struct recipe RECIPE`, below): which program, with which
 * arguments, environment and config, its version, and how K of them make a cluster. The recipe says
 * what; common/server.c does it, once for every product: bin/<product>-router does not forward
 * anything itself, it becomes the product's own server (nats-server, redis-server, mosquitto,
 * rabbitmq-server), started with the recipe's command line on the endpoint the sweep gives it,
 * loopback only, nothing persisted. The process the sweep started *is* the server (exec), so its CPU
 * time, its process group, its end and its stderr are the broker role's, as for every other library.
 * What every recipe shares (a program found on PATH, its version, its companion, its ports and who
 * holds them, files in its state folder, waiting until it answers) is here, never in a recipe.
 *
 * The recipe's interface is a table, so that what a server kept across points needs (issue 50: start
 * it once, say when it is ready, make and delete a slice of it for each point) is more members, not a
 * new shape; a product that has no use for a member leaves it NULL.
 */
#ifndef RRB_SERVER_H
#define RRB_SERVER_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "cli.h"
#include "endpoint.h"

#define SERVER_MAX_ARGS 32
#define SERVER_MAX_PORTS 2

/* What an adapter's server->command() writes, one call a word or a line, each a statement of its own:
 * the operands of `|` (or a function's arguments) are evaluated in no order the standard fixes (C11
 * 6.5p3), so `server_arg(c, "--port") | server_arg(c, "%d", p)` may build "7000 --port". */
struct server_command {
    const char *argv[SERVER_MAX_ARGS + 1]; /* argv[0] is the program; NULL-terminated */
    int argc;
    char text[4096]; /* the arguments' storage */
    size_t used;
    char config[4096]; /* the config file's text, "" for none */
    size_t config_used;
    const char *env[SERVER_MAX_ARGS + 1]; /* "NAME=value" set in the server's environment; NULL-terminated */
    int envc;
    /* A program started beside the server, before it, in its process group, and killed when it ends
     * (RabbitMQ's epmd, which would otherwise outlive it as a daemon); argv[0] looked up on PATH. */
    const char *companion[SERVER_MAX_ARGS + 1];
    int companionc;
    int companion_port; /* > 0: the server starts once the companion listens on this loopback port */
    /* The server's TCP ports besides its endpoint's (RabbitMQ's distribution port; 0: no more): a server that
     * ends before it answers because another program took one is told by that program's name. */
    int server_ports[SERVER_MAX_PORTS];
    bool full; /* a word or a line did not fit: the command is unusable, and nothing after it is added */
};

/* A server's place among the run's K servers (--scaleout, --member, --members, --buses; docs/scale.md
 * "Past one broker"). count 1 with SCALEOUT_ONE or SCALEOUT_SHARDS: a server alone. */
struct server_cluster {
    enum scaleout scaleout;
    unsigned member;                  /* this server: 0 .. count - 1 (mosquitto's bridge root: 0) */
    unsigned count;                   /* the servers of the cluster */
    const char *members[BROKERS_MAX]; /* every server's client endpoint, this one's included */
    const char *buses[BROKERS_MAX];   /* every server's endpoint for the others (NATS routes, the Redis
                                         cluster bus, the bridges' listener at the root); NULL: none given */
    const char *state_dir;            /* where a server may keep its cluster state (--state-dir; the sweep
                                       removes it after the point) */
};

/* The product folder's recipe (<product>/recipe.c); a broker product's ADAPTER.recipe points at it. */
extern const struct recipe RECIPE;

/* Appends one argument, printf-style. Returns 0, or -1 when the command is full (c->full: from then on
 * every word and line is refused, so a list never goes on past a gap). */
int server_arg(struct server_command *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Appends one "NAME=value" to the server's environment, printf-style. Returns 0, or -1 when full. */
int server_env(struct server_command *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Appends one argument to the companion's command line. Returns 0, or -1 when full. */
int server_companion(struct server_command *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Appends one line to the config file's text. Returns 0, or -1 when it is full. */
int server_config(struct server_command *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The broker role of a product: checks the server is installed, writes its
 * config, and becomes the server serving cfg->front (== cfg->back). A child
 * process connects to it with the product's own client until it answers
 * (within --start-timeout), then prints READY; with --lifeline it stays to stop
 * the server when stdin closes. Returns only on failure, with an exit status. */
int server_run(const struct config *cfg);

/* Who listens on TCP `port` where a server binding `host` (an IPv4 address; NULL: every address) would
 * meet it: 1 process `pid` itself, -1 another process, named in `holder` ("pid 123 (python3)", or
 * "another program" when /proc does not say whose it is), 0 nobody. From /proc/net/tcp{,6} and
 * /proc/PID/fd (this network namespace's). */
int server_port_listener(const char *host, int port, pid_t pid, char *holder, size_t len);

/* What recipes share, so that none writes it again. */

/* `count` (1 or 2) different free TCP ports on loopback, as the kernel hands them out for bind(0): each
 * socket is held until all are bound (closed one by one, the kernel may hand the same port out twice).
 * 0, or -1. */
int server_free_ports(int *ports, int count);
/* Writes `text` into the file dir/name. 0, or -1 with why in adapter_error(). */
int server_write_file(const char *dir, const char *name, const char *text);
/* Whether something listens at `endpoint` now: 1 it accepted a connection, 0 refused (nothing listens), -1
 * neither within wait_ms (or no such host). */
int server_listens(const char *endpoint, int wait_ms);
/* An even share of `total` things (a cluster's slots) among `count` servers: member's lo .. hi,
 * member * total / count .. (member + 1) * total / count - 1. */
void server_share(unsigned member, unsigned count, unsigned total, unsigned *lo, unsigned *hi);

/* Runs a helper program of the server's (argv[0] looked up on PATH; env: more "NAME=value", NULL-terminated)
 * with `input` on its stdin, its stdout and stderr into out (NUL-terminated, cut at len), within timeout_ms
 * (killed after). Returns its exit status (0 .. 255), or -1 with why in adapter_error() when it could not
 * run or ran out of time. For a recipe's slices: RabbitMQ's erl_call. */
int server_ask(const char *const argv[], const char *const env[], const char *input, char *out, size_t len,
               int timeout_ms);

/* The server program the router runs (--server's, else the product's on PATH), or NULL when there is
 * none. */
const char *server_found(const struct config *cfg);
/* The version ("2.9.10") of the server the router runs (--server's, else the one on PATH), or
 * "unknown" (not installed, or no version in what it prints). */
const char *server_version(const struct config *cfg);

#endif
