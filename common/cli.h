/* cli.h — command-line parsing and validation shared by all programs.
 *
 * One struct config for the five roles, filled by one cli_parse_args() from the
 * option table (cli_options[]: one row per flag says which roles take it, how its
 * value is read, where it goes, its limits, its default and its --help text):
 * the rows' defaults first, then the flags given, then the checks that involve
 * several options. Bad input gives
 * one line on stderr and exit status 2 (EXIT_USAGE).
 */
#ifndef RRB_CLI_H
#define RRB_CLI_H

#include <stdbool.h>
#include <stdint.h>

#include "adapter.h"

#define EXIT_FAILED 1 /* the run went wrong: stall, lost or corrupt message, library error */
#define EXIT_USAGE 2  /* bad flags */

/* Request-reply: master, worker, router. Grischa's rounds: controller, node,
 * and the same router program as their broker (--pattern pubsub). */
enum role { ROLE_MASTER, ROLE_WORKER, ROLE_ROUTER, ROLE_CONTROLLER, ROLE_NODE };

/* How a worker or node process serves the peers it hosts (--hosting, docs/scale.md). */
enum hosting {
    HOSTING_THREAD, /* a thread each, whose receive waits */
    HOSTING_LOOP,   /* one event loop for them all (host.h) */
    HOSTING_COUNT,
};

/* A comma-separated list of endpoints (--pub, --sub, --members, --buses), taken apart. */
struct endpoints {
    unsigned count;              /* 0: not given */
    const char *at[BROKERS_MAX]; /* into text */
    char text[1024];
};

/* Entry i mod count of a list: a node's broker (node i on broker i mod K). NULL when not given. */
const char *cli_endpoint_at(const struct endpoints *list, unsigned i);

struct config {
    enum role role;
    const char *prog;         /* e.g. "zmq-master", for messages */
    const char *endpoint;     /* master and worker: where to connect (or bind) */
    bool bind;                /* master and worker: bind instead of connect */
    const char *front;        /* router: endpoint for the workers */
    const char *back;         /* router: endpoint for the master */
    const char *survey_front; /* router, pattern survey: endpoint for the surveyor (controller) */
    const char *survey_back;  /* router, pattern survey: endpoint for the respondents (nodes) */
    uint32_t workers;         /* master: how many workers take part; worker: how many this process
                                 hosts (ids client_id .. client_id+workers-1; default 1) */
    uint32_t client_id;       /* worker: 0 .. workers-1 (its first) */
    enum hosting hosting;     /* worker, node: a thread each, or one event loop (default thread) */
    uint32_t size;            /* payload bytes per message */
    double duration_s;        /* master: measured phase length (0 = use requests) */
    uint64_t requests;        /* master: measured requests per client (0 = use duration) */
    double warmup_s;          /* master: discarded phase before the measurement */
    double timeout_s;         /* all: longest silence before giving up */
    bool wait_go;             /* worker: after connecting, wait for a line on stdin */
    bool lifeline;            /* master, router: exit when stdin closes (ssh launcher) */
    bool show_info;           /* all: --info was given (runtime_start prints it and the program ends) */
    double rate;              /* worker: open loop, requests per second (0 = closed loop) */
    uint32_t inflight;        /* worker: requests outstanding at once (default 1: send, wait, repeat) */
    bool library_defaults;    /* master, worker: no library workaround (see docs/findings.md) */
    bool equalize;            /* all: same transport options for every library */
    bool liveness;            /* all: the library's liveness options on (heartbeats, reconnect, resend) */
    enum pattern pattern;     /* router, controller, node: which sockets (default reqrep; rounds: pubsub) */
    /* Rounds (controller, node): */
    struct endpoints pub; /* where to publish: the broker's XSUB side; K brokers: one each (node i on i mod K) */
    struct endpoints sub; /* where to subscribe: the broker's XPUB side; the same */
    const char *survey;   /* pattern survey: the broker's survey side for this role
                               (controller: --survey-front, nodes: --survey-back) */
    uint32_t nodes;       /* controller: nodes in the run; node: nodes this process hosts */
    uint32_t first_id;    /* node: id of its first node (ids first_id .. first_id+nodes-1) */
    uint32_t all_nodes;   /* node: nodes in the run (ids are checked against it) */
    uint32_t task_size;   /* whole message, topic included (default 96) */
    uint32_t result_size; /* whole message, topic included (default 74) */
    double compute_s;     /* controller: the move time between tasks and requests */
    uint64_t rounds;      /* controller: measured rounds (0 = use duration) */
    uint64_t profile_rounds; /* controller: rounds after the measured ones, profiled by the sweep (0: none) */
    /* Churn (controller, docs/churn.md): */
    double deadline_s;    /* > 0: a round ends by this; a node missing then is declared gone and
                               the rounds go on without it, probing it (0: a missing node fails the run) */
    uint32_t watch_node;  /* the node a churn scenario changes: what was sent to it is reported apart
                               (NO_NODE: none) */
    bool watch_late;      /* the watched node is not there at the start: it joins later */
    bool announce;        /* node: says it is there as soon as it has connected (Grischa's registration) */
    uint32_t first_round; /* controller: the number of its first round (a restarted controller
                               numbers past its predecessor's, so nodes take its tasks as new) */
    /* Past one broker (docs/scale.md): */
    enum scaleout scaleout;   /* router, controller, node: how the brokers are spread (default one) */
    uint32_t member;          /* router: its place in the cluster (--members' entry) */
    struct endpoints members; /* router, SCALEOUT_CLUSTER*: every server's client endpoint */
    struct endpoints buses;   /* router, SCALEOUT_CLUSTER*: every server's endpoint for the others */
    const char *state_dir;    /* router: where a cluster's server keeps its state */
    const char *server_path;  /* router, a product's: the server program it runs (--server); NULL: the one
                                 on PATH */
    const char *server_args;  /* router, a product's: more arguments for it, after ours (--server-args) */
    double start_timeout_s;   /* router, a product's: its server answers within this, and its cluster
                                 forms within as long again */
    uint32_t game;            /* controller, node: one of several concurrent games through one broker
                               (docs/scale.md): its controller's topic is its own, its nodes are
                               game x --nodes .. (controller; the nodes get their ids by --id) */
};
#define NO_NODE UINT32_MAX
#define MAX_WORKERS 100000u /* --workers: the most a master serves (--id is below it) */
#define MAX_INFLIGHT 1024   /* --inflight: the largest window a worker keeps */

/* The option table: one row per flag. */

#define ROLE_BIT(r) (1u << (r))
#define ROLES_ALL 0x1Fu /* the five roles */

/* How a row reads its value and where it puts it (at `at`, the offset of a struct config field). */
enum cli_kind {
    ARG_FLAG,      /* no value: sets the bool at `at` */
    ARG_ENDPOINT,  /* ENDPOINT, kept as given (const char *); checked with the role's other endpoints
                     once all flags are read; also sets the bool at `bind_at` to `bind` when bind_at != 0 */
    ARG_U32,       /* whole number min .. max (uint32_t) */
    ARG_BYTES,     /* byte count, binary suffixes k, m, g (parse_bytes), min .. max (uint32_t) */
    ARG_COUNT,     /* whole number 1 .. max, suffixes as for bytes (uint64_t); "a positive whole number" */
    ARG_SECONDS,   /* a number (parse_seconds) min .. max, above min if min_excluded (double) */
    ARG_PATTERN,   /* a pattern name the library has (enum pattern) */
    ARG_HOSTING,   /* a hosting's name (enum hosting: cli_hosting_name) */
    ARG_ENDPOINTS, /* ENDPOINT[,ENDPOINT...]: up to BROKERS_MAX, into the struct endpoints at `at`; each
                      checked with the role's other endpoints once all flags are read */
    ARG_SCALEOUT,  /* a scale-out's name the library has (enum scaleout: cli_scaleout_name) */
    ARG_TEXT,      /* any text, kept as given (const char *) */
    ARG_HELP,      /* prints the role's --help on stdout; cli_parse_args returns 0 */
    ARG_INFO,      /* sets show_info (the runtime prints --info, info.h); cli_parse_args returns 0 */
};

/* A row's --help for some roles: the value's name ("N") and one sentence, wrapped when printed. */
struct cli_help {
    unsigned roles;  /* ROLE_BITs this text is for */
    const char *arg; /* the value's name in --help and "is required" ("N", "ENDPOINT"); NULL: none */
    const char *text;
};

struct cli_option {
    const char *name; /* the long option, without "--" */
    enum cli_kind kind;
    unsigned roles;    /* ROLE_BITs of the programs that take it */
    unsigned required; /* ROLE_BITs that need it; an endpoint's absence is reported with the others */
    size_t at;         /* offsetof(struct config, field) the value goes to */
    size_t bind_at;    /* ARG_ENDPOINT: offset of a bool set to `bind` (0: none; offset 0 is `role`) */
    bool bind;
    double min, max;   /* ARG_U32, _BYTES, _COUNT, _SECONDS: the limits enforced */
    const double *def; /* those kinds: the value a program takes when the flag is not given (cli.c: DEFAULT(v)),
                          the same for every role that takes it, and --info's "defaults"; NULL: none (the
                          field's zero, or a role's own choice made by the checks) */
    bool min_excluded; /* ARG_SECONDS: the value must be above min, not equal to it */
    const char *noun;  /* in errors: ARG_U32 "a whole number" if NULL; ARG_SECONDS the unit, "seconds" if NULL */
    struct cli_help help[3]; /* the first whose roles has the program's is its --help */
};

extern const struct cli_option cli_options[];
extern const size_t cli_option_count;

/* The row named `name` (no "--"), or NULL. */
const struct cli_option *cli_option_find(const char *name);

/* A row's --help entry for `role`, or NULL when the row has none for it. */
const struct cli_help *cli_option_help(const struct cli_option *o, enum role role);

/* "reqrep", "pubsub", "addressed", "survey", "reply"; NULL for an unknown pattern. */
const char *cli_pattern_name(enum pattern p);

/* "one", "shards", "cluster", "cluster-publish"; NULL for an unknown scale-out. */
const char *cli_scaleout_name(enum scaleout s);

/* "thread", "loop"; NULL for an unknown hosting. */
const char *cli_hosting_name(enum hosting h);

/* Parses argv for `role`. Returns -1 when the program should go on, or an exit
 * status (0 after --help/--info, EXIT_USAGE after an error it has printed: one
 * line). */
int cli_parse_args(enum role role, const char *prog, int argc, char **argv, struct config *cfg);

/* Prints "PROG: error: MESSAGE" on stderr (one line). */
void cli_print_error(const struct config *cfg, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Largest message of this run, header included; 0 when unknown (a router
 * started without --size), which leaves the library's own limit in place. */
size_t cli_max_msg(const struct config *cfg);

#endif
