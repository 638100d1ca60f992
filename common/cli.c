/* cli.c — one parser for the five roles, driven by one table: every flag is validated here. */
#include "cli.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "endpoint.h"
#include "parse.h"
#include "round.h"
#include "wire.h"

#define CLI_MAX_OPTIONS 64 /* rows: a bit each in cli_parse_args' masks */

void cli_print_error(const struct config *cfg, const char *fmt, ...)
{
    char line[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    /* One line, always: a newline inside a library's message would split it. */
    for (char *p = line; *p; p++)
        if (*p == '\n' || *p == '\r')
            *p = ' ';
    fprintf(stderr, "%s: error: %s\n", cfg->prog, line);
    fflush(stderr);
}

const char *cli_hosting_name(enum hosting h)
{
    static const char *const names[HOSTING_COUNT] = {[HOSTING_THREAD] = "thread", [HOSTING_LOOP] = "loop"};
    return (unsigned)h < HOSTING_COUNT ? names[h] : NULL;
}

const char *cli_scaleout_name(enum scaleout s)
{
    static const char *const names[SCALEOUT_COUNT] = {[SCALEOUT_ONE] = "one",
                                                      [SCALEOUT_SHARDS] = "shards",
                                                      [SCALEOUT_CLUSTER] = "cluster",
                                                      [SCALEOUT_CLUSTER_PUBLISH] = "cluster-publish"};
    return (unsigned)s < SCALEOUT_COUNT ? names[s] : NULL;
}

const char *cli_endpoint_at(const struct endpoints *list, unsigned i)
{
    return list->count ? list->at[i % list->count] : NULL;
}

/* Takes a comma-separated list apart into *list. Returns 0, or -1 with why in `why`. */
static int split_endpoints(const char *arg, struct endpoints *list, char *why, size_t len)
{
    *list = (struct endpoints){0};
    if (strlen(arg) >= sizeof list->text) {
        snprintf(why, len, "a list longer than %zu bytes", sizeof list->text - 1);
        return -1;
    }
    strcpy(list->text, arg);
    for (char *save = NULL, *e = strtok_r(list->text, ",", &save); e; e = strtok_r(NULL, ",", &save)) {
        if (list->count == BROKERS_MAX) {
            snprintf(why, len, "more than %d endpoints", BROKERS_MAX);
            return -1;
        }
        list->at[list->count++] = e;
    }
    if (!list->count || arg[0] == ',' || arg[strlen(arg) - 1] == ',' || strstr(arg, ",,")) {
        snprintf(why, len, "an empty entry in '%s'", arg);
        return -1;
    }
    return 0;
}

const char *cli_pattern_name(enum pattern p)
{
    static const char *const names[PATTERN_COUNT] = {[PATTERN_REQREP] = "reqrep",
                                                     [PATTERN_PUBSUB] = "pubsub",
                                                     [PATTERN_ADDRESSED] = "addressed",
                                                     [PATTERN_SURVEY] = "survey",
                                                     [PATTERN_REPLY] = "reply"};
    return (unsigned)p < PATTERN_COUNT ? names[p] : NULL;
}

/* The option table. Roles: */
#define M ROLE_BIT(ROLE_MASTER)
#define W ROLE_BIT(ROLE_WORKER)
#define R ROLE_BIT(ROLE_ROUTER)
#define C ROLE_BIT(ROLE_CONTROLLER)
#define N ROLE_BIT(ROLE_NODE)
#define AT(field) offsetof(struct config, field)
#define DEFAULT(v) (&(const double){(v)}) /* a row's `def` */
#define STR_(x) #x
#define STR(x) STR_(x)

/* Row order is the order of --help and of the "is required" checks (--size before --workers). */
/* One flag a row, its help text as it reads: kept out of clang-format's reach. */
/* clang-format off */
const struct cli_option cli_options[] = {
    /* Where each role meets the others. */
    {"connect", ARG_ENDPOINT, M | W, M | W, AT(endpoint), .bind_at = AT(bind), .bind = false,
     .help = {{M | W, "ENDPOINT", "where to connect: the broker (or, with no broker, a master that binds)"}}},
    {"bind", ARG_ENDPOINT, M | W, 0, AT(endpoint), .bind_at = AT(bind), .bind = true,
     .help = {{M | W, "ENDPOINT", "listen at ENDPOINT instead of connecting: the other side connects here "
                                  "(the direct topology: no broker)"}}},
    {"front", ARG_ENDPOINT, R, R, AT(front),
     .help = {{R, "ENDPOINT", "where the workers connect (rounds: the publishers)"}}},
    {"back", ARG_ENDPOINT, R, R, AT(back),
     .help = {{R, "ENDPOINT", "where the master connects (rounds: the subscribers)"}}},
    {"survey-front", ARG_ENDPOINT, R, 0, AT(survey_front),
     .help = {{R, "ENDPOINT", "pattern survey: where the surveyor (the controller) connects"}}},
    {"survey-back", ARG_ENDPOINT, R, 0, AT(survey_back),
     .help = {{R, "ENDPOINT", "pattern survey: where the respondents (the nodes) connect"}}},
    {"pub", ARG_ENDPOINTS, C | N, C | N, AT(pub),
     .help = {{C, "ENDPOINTS", "where to publish: the broker's publisher side (its front); several brokers, "
                              "comma-separated: a socket to each, node i's messages to entry i mod K"},
              {N, "ENDPOINTS", "where to publish: the broker's publisher side (its front); several brokers, "
                              "comma-separated: node i on entry i mod K"}}},
    {"sub", ARG_ENDPOINTS, C | N, C | N, AT(sub),
     .help = {{C | N, "ENDPOINTS", "where to subscribe: the broker's subscriber side (its back); several "
                                  "brokers as --pub, the same number"}}},
    {"survey", ARG_ENDPOINT, C | N, 0, AT(survey),
     .help = {{C, "ENDPOINT", "pattern survey: the broker's side for the surveyor, where one survey a round "
                              "gathers the results"},
              {N, "ENDPOINT", "pattern survey: the broker's side for the respondents, where each node "
                              "answers the results request"}}},
    {"pattern", ARG_PATTERN, R | C | N, 0, AT(pattern),
     .help = {{R, "NAME", "reqrep (default): workers at --front, the master at --back; pubsub: the broker "
                          "of Grischa's rounds, publishers at --front, subscribers at --back; addressed: one "
                          "socket at both, each message sent to the peer its topic names; survey: pubsub's, "
                          "and a survey device from the surveyor (--survey-front) to the respondents "
                          "(--survey-back), the answers back; reply: a broker product's (its router is its "
                          "real server, for every pattern)"},
              {C, "NAME", "pubsub (default); addressed: one socket the broker knows by its topic, to --pub; survey: pubsub's, and "
                          "the results gathered by one survey a round at --survey within --timeout; reply: "
                          "a broker product's, one socket, each message says where to answer "
                          "(docs/products.md)"},
              {N, "NAME", "pubsub (default); addressed: one socket the broker knows by its topic, to --sub; survey: pubsub's, and "
                          "a respondent at --survey that answers the results request; reply: a broker "
                          "product's, one socket, answering where each message says"}}},
    /* Past one broker (docs/scale.md). */
    {"scaleout", ARG_SCALEOUT, R | C | N, 0, AT(scaleout),
     .help = {{R | C | N, "NAME", "how the run's brokers are spread: one (default), shards (brokers that know "
                                  "nothing of each other), cluster (a broker product's own), cluster-publish "
                                  "(Redis Cluster, classic PUBLISH); --info lists the library's"}}},
    {"member", ARG_U32, R, 0, AT(member), .min = 0, .max = BROKERS_MAX - 1,
     .help = {{R, "J", "--scaleout cluster*: this server is --members' entry J (default 0; mosquitto's "
                       "bridge root is 0)"}}},
    {"members", ARG_ENDPOINTS, R, 0, AT(members),
     .help = {{R, "ENDPOINTS", "--scaleout cluster*: every server's client endpoint, this one's (--front) "
                              "at --member"}}},
    {"buses", ARG_ENDPOINTS, R, 0, AT(buses),
     .help = {{R, "ENDPOINTS", "--scaleout cluster*: every server's endpoint for the other servers (NATS "
                              "routes, the Redis cluster bus, the bridges' listener), as --members"}}},
    {"state-dir", ARG_TEXT, R, 0, AT(state_dir),
     .help = {{R, "DIR", "--scaleout cluster*: where the server may keep its cluster state (Redis's "
                        "nodes.conf); whoever gives it removes it"}}},
    {"server", ARG_TEXT, R, 0, AT(server_path),
     .help = {{R, "PATH", "a broker product's server: run this build of it instead of the one on PATH (today's "
                         "release beside Debian's: make servers-today, docs/versions.md)"}}},
    {"server-args", ARG_TEXT, R, 0, AT(server_args),
     .help = {{R, "ARGS", "a broker product's server: these words, split at spaces, after the adapter's own "
                         "arguments (a variant that runs with them: scripts/servers-today)"}}},
    {"start-timeout", ARG_SECONDS, R, 0, AT(start_timeout_s), .min = 0.001, .max = MAX_SECONDS, .def = DEFAULT(10),
     .help = {{R, "S", "a broker product's server: the point fails when it does not answer within S seconds, or "
                      "(--scaleout cluster*) has not joined its cluster S seconds after that (default 10, or what --info's server.start_timeout_s says, longer)"}}},
    /* What a run is. */
    {"size", ARG_BYTES, M | W | R, M | W, AT(size), .min = 1, .max = WIRE_MAX_PAYLOAD,
     .help = {{M | W, "BYTES", "payload bytes per message"},
              {R, "BYTES", "the run's payload size: lets a library raise its message size limit when the "
                           "run needs it"}}},
    {"workers", ARG_U32, M | W, M, AT(workers), .min = 1, .max = MAX_WORKERS,
     .help = {{M, "N", "how many workers take part (their ids are 0 .. N-1)"},
              {W, "K", "this process hosts workers N .. N+K-1 (--id N), each with its own socket (default 1; "
                       "more than one with --hosting loop)"}}},
    {"id", ARG_U32, W | N, W | N, AT(client_id), .min = 0, .max = MAX_WORKERS - 1,
     .help = {{W, "N", "this worker's id, from 0 to the number of workers - 1"},
              {N, "I", "the id of the first node this process hosts"}}},
    {"nodes", ARG_U32, C | N, C, AT(nodes), .min = 1, .max = ROUND_MAX_NODES,
     .help = {{C, "N", "nodes in the run"},
              {N, "K", "this process hosts nodes I .. I+K-1, each with its own sockets and thread "
                       "(default 1)"}}},
    {"hosting", ARG_HOSTING, W | C | N, 0, AT(hosting),
     .help = {{W | N, "NAME", "thread (default): each hosted peer has a thread whose receive waits; loop: one "
                              "event loop serves them all, as the library allows (--info: hosting_options; "
                              "docs/scale.md)"},
              {C, "NAME", "thread (default): its receive waits; loop: its sockets are served by an event loop, "
                          "as the library allows (--info: hosting_options; not with --pattern survey)"}}},
    {"all-nodes", ARG_U32, N, N, AT(all_nodes), .min = 1, .max = ROUND_MAX_NODES,
     .help = {{N, "N", "nodes in the run (a node's id is checked against it)"}}},
    {"task-size", ARG_BYTES, C | N, 0, AT(task_size), .min = ROUND_HEADER_SIZE, .max = ROUND_MAX_SIZE,
     .def = DEFAULT(96),
     .help = {{C | N, "BYTES", "a task's whole message, topic included (default 96)"}}},
    {"result-size", ARG_BYTES, C | N, 0, AT(result_size), .min = ROUND_RESULT_MIN_SIZE, .max = ROUND_MAX_SIZE,
     .def = DEFAULT(74),
     .help = {{C | N, "BYTES", "a result's whole message, topic and the node's task time included (default 74; "
                               "the results request is a bare header)"}}},
    {"duration", ARG_SECONDS, M | C, 0, AT(duration_s), .min = 0, .min_excluded = true, .max = MAX_SECONDS,
     .def = DEFAULT(2), /* unless --requests or --rounds bound the run (check_config) */
     .help = {{M, "S", "measured phase length in seconds (default 2)"},
              {C, "S", "measured phase length in seconds (default 2, unless --rounds)"}}},
    {"requests", ARG_COUNT, M, 0, AT(requests), .min = 1, .max = 1ull << 40,
     .help = {{M, "N", "instead of --duration: N measured requests per worker"}}},
    {"rounds", ARG_COUNT, C, 0, AT(rounds), .min = 1, .max = 0xFFFFFFF0u,
     .help = {{C, "N", "measured rounds (default: --duration); with --duration, N rounds or fewer if "
                       "--duration seconds pass first"}}},
    {"profile-rounds", ARG_COUNT, C, 0, AT(profile_rounds), .min = 1, .max = 0xFFFFFFF0u,
     .help = {{C, "N", "after the measured rounds, N more (fewer if --duration seconds pass first) between a "
                       "PROFILING and a PROFILED line, in no figure of RESULT: the sweep profiles the broker over "
                       "them (with --wait-go each line waits for one; docs/scale.md)"}}},
    {"warmup", ARG_SECONDS, M | C, 0, AT(warmup_s), .min = 0, .max = MAX_SECONDS, .def = DEFAULT(0.5),
     .help = {{M | C, "S", "discarded phase before the measurement (default 0.5)"}}},
    {"compute", ARG_SECONDS, C, 0, AT(compute_s), .min = 0, .max = MAX_SECONDS, .def = DEFAULT(0),
     .help = {{C, "S", "the move time between a round's tasks and its results request (default 0: back to "
                       "back)"}}},
    {"timeout", ARG_SECONDS, M | W | C | N, 0, AT(timeout_s), .min = 0.001, .max = MAX_SECONDS,
     .def = DEFAULT(5),
     .help = {{M, "S", "give up after S seconds without progress (default 5; the master waits 10x as long "
                       "for the first request)"},
              {W | N, "S", "give up after S seconds without progress (default 5)"},
              {C, "S", "give up after S seconds without progress; a round's results are due within it "
                       "(but for a survey, the first round's within it plus the hellos' time; default 5)"}}},
    {"inflight", ARG_U32, M | W, 0, AT(inflight), .min = 1, .max = MAX_INFLIGHT, .def = DEFAULT(1),
     .help = {{M, "K", "each worker keeps K requests outstanding (the workarounds are sized for the replies "
                       "in flight; default 1)"},
              {W, "K", "keep K requests outstanding (default 1), through the library's pipelining socket "
                       "(see --info, docs/capacity.md)"}}},
    {"rate", ARG_SECONDS, W, 0, AT(rate), .min = 0, .min_excluded = true, .max = MAX_SECONDS,
     .noun = "requests per second",
     .help = {{W, "R", "open loop: send at R requests/s on a fixed schedule and measure latency from the "
                       "intended send time"}}},
    /* The control line and the sweep. */
    {"wait-go", ARG_FLAG, W | C, 0, AT(wait_go),
     .help = {{W, NULL, "stdin is the sweep's control line: after READY, wait for a line before starting; "
                        "after DONE, stay until stdin ends; if it ends before DONE, leave at once (exit 1)"},
              {C, NULL, "stdin is the sweep's control line: a line after READY starts the hellos; after "
                        "them it prints LIVE and waits for another"}}},
    {"lifeline", ARG_FLAG, M | R | C | N, 0, AT(lifeline),
     .help = {{M | R | C | N, NULL, "exit when stdin closes: a program started through ssh then ends with its "
                                    "session, whenever that ends"}}},
    /* Churn (docs/churn.md). */
    {"deadline", ARG_SECONDS, M | C, 0, AT(deadline_s), .min = 0.001, .max = MAX_SECONDS,
     .help = {{M, "S", "churn: print a TICK line every 50 ms (replies in it); silence is no stall; after the "
                       "measured phase, workers silent for S are gone and not waited for"},
              {C, "S", "churn: a round ends after S at the latest; a node missing then is declared gone "
                       "(GONE line) and the rounds go on without it, with a hello to it every "
                       STR(ROUND_PROBE_MS) " ms until it answers (BACK line); one ROUND line per round"}}},
    {"watch-node", ARG_U32, C, 0, AT(watch_node), .min = 0, .max = ROUND_MAX_NODES - 1, .noun = "a node id",
     .help = {{C, "K", "churn: report what was sent to node K apart"}}},
    {"late", ARG_FLAG, C, 0, AT(watch_late),
     .help = {{C, NULL, "churn: the watched node is not there at the start and is not waited for (needs "
                        "--watch-node and --deadline)"}}},
    {"first-round", ARG_U32, C, 0, AT(first_round), .min = 1, .max = 0x7FFFFFFFu, .def = DEFAULT(1),
     .help = {{C, "R", "number the rounds from R (default 1): a controller that replaces another numbers "
                       "past it"}}},
    {"game", ARG_U32, C | N, 0, AT(game), .min = 0, .max = ROUND_MAX_GAMES - 1, .def = DEFAULT(0),
     .help = {{C, "G", "one of several concurrent games through one broker (default 0): its topic is its own, "
                       "its nodes are ids G x N .. G x N + N - 1 (docs/scale.md)"},
              {N, "G", "the game whose controller these nodes answer (default 0; docs/scale.md)"}}},
    {"announce", ARG_FLAG, N, 0, AT(announce),
     .help = {{N, NULL, "churn: once connected, each node says it is there (an answer nobody asked for), as a "
                        "Grischa node registers when it joins"}}},
    /* The library's options (--info lists them). */
    {"library-defaults", ARG_FLAG, ROLES_ALL, 0, AT(library_defaults),
     .help = {{M, NULL, "apply no library workaround (nanomsg then loses replies under load; "
                        "docs/findings.md; the workers take it too)"},
              {ROLES_ALL, NULL, "apply no library workaround (docs/findings.md)"}}},
    {"equalize", ARG_FLAG, ROLES_ALL, 0, AT(equalize),
     .help = {{ROLES_ALL, NULL, "the same transport options for every library (TCP_NODELAY on, 128 KiB socket "
                                "buffers where settable; see --info)"}}},
    {"liveness", ARG_FLAG, ROLES_ALL, 0, AT(liveness),
     .help = {{ROLES_ALL, NULL, "the library's liveness options (heartbeats, reconnect every 100 ms, a request "
                                "resent after 200 ms; see --info)"}}},
    {"info", ARG_INFO, ROLES_ALL, 0, 0,
     .help = {{ROLES_ALL, NULL, "print library, version, options and limits as JSON and exit"}}},
    {"help", ARG_HELP, ROLES_ALL, 0, 0, .help = {{ROLES_ALL, NULL, "print this help and exit"}}},
};
/* clang-format on */
const size_t cli_option_count = sizeof cli_options / sizeof cli_options[0];

/* One paragraph per role, before its options in --help. */
static const char *const role_about[] = {
    [ROLE_MASTER] = "The REP side: answers every request, runs warm-up then the measured phase, and prints one "
                    "RESULT line (msgs, seconds, msgs_per_s, mib_per_s).",
    [ROLE_WORKER] = "A REQ client: checks the path with one hello round trip, prints READY, then sends requests "
                    "and verifies every reply until the master says stop.",
    [ROLE_ROUTER] = "The broker: forwards requests from the workers (front) to the master (back) and the "
                    "replies back, until killed; with a pattern of Grischa's rounds, the broker between their "
                    "publishers and subscribers.",
    [ROLE_CONTROLLER] = "Grischa's controller: checks that every node's subscription is live, then runs rounds: a "
                        "task to every node, the move time, a results request to every node, and every result "
                        "back. Prints RESULT and the histogram of the overhead per move (back to back: the round "
                        "time; with a move time: the scatter of the tasks + the gather of the results).",
    [ROLE_NODE] = "Grischa's nodes, each with its own sockets and thread: answers hellos, takes its task, "
                  "answers the results request, until the controller says stop; prints DONE with what each "
                  "saw.",
};
static const char usage_footer[] = "ENDPOINT is tcp://HOST:PORT or ipc:///absolute/path; BYTES take the binary "
                                   "suffixes k, m, g (1k = 1024); S is in seconds.";

#undef M
#undef W
#undef R
#undef C
#undef N

_Static_assert(sizeof cli_options / sizeof cli_options[0] <= CLI_MAX_OPTIONS, "a row more than the masks hold");

#define OPT_BASE 256 /* getopt_long's value for row i: OPT_BASE + i */
#define HELP_WIDTH 100
#define HELP_COLUMN 27

const struct cli_option *cli_option_find(const char *name)
{
    for (size_t i = 0; i < cli_option_count; i++)
        if (strcmp(cli_options[i].name, name) == 0)
            return &cli_options[i];
    return NULL;
}

/* Whether `role` takes the flag of row o. */
static bool takes(const struct cli_option *o, enum role role)
{
    return (o->roles & ROLE_BIT(role)) != 0;
}

const struct cli_help *cli_option_help(const struct cli_option *o, enum role role)
{
    for (size_t i = 0; i < sizeof o->help / sizeof o->help[0] && o->help[i].text; i++)
        if (o->help[i].roles & ROLE_BIT(role))
            return &o->help[i];
    return NULL;
}

/* "64k", "1G": a byte count as the limits are written. */
static const char *bytes_text(double bytes, char *buf, size_t len)
{
    static const struct {
        unsigned shift;
        const char *suffix;
    } units[] = {{30, "G"}, {20, "M"}, {10, "k"}};
    uint64_t v = (uint64_t)bytes;
    for (size_t i = 0; i < sizeof units / sizeof units[0]; i++)
        if (v && v % (1ull << units[i].shift) == 0) {
            snprintf(buf, len, "%" PRIu64 "%s", v >> units[i].shift, units[i].suffix);
            return buf;
        }
    snprintf(buf, len, "%" PRIu64, v);
    return buf;
}

/* Writes `text` from column `col` on (padded to `indent` first), wrapped at HELP_WIDTH into lines that
 * start at column `indent`, and a newline. */
static void print_wrapped(FILE *to, size_t col, size_t indent, const char *text)
{
    bool line_start = col < indent;
    if (col < indent) {
        fprintf(to, "%*s", (int)(indent - col), "");
        col = indent;
    }
    while (*text) {
        size_t word = strcspn(text, " ");
        if (!line_start && col + 1 + word > HELP_WIDTH) {
            fprintf(to, "\n%*s", (int)indent, "");
            col = indent;
            line_start = true;
        }
        if (!line_start)
            col += (size_t)fprintf(to, " ");
        col += (size_t)fprintf(to, "%.*s", (int)word, text);
        line_start = false;
        text += word;
        text += strspn(text, " ");
    }
    fputc('\n', to);
}

/* A row's --help sentence for `h`, with its limits. */
static void option_text(const struct cli_option *o, const struct cli_help *h, char *buf, size_t len)
{
    char hi[32];
    if (o->kind == ARG_U32)
        snprintf(buf, len, "%s [%.0f .. %.0f]", h->text, o->min, o->max);
    else if (o->kind == ARG_BYTES)
        snprintf(buf, len, "%s [%.0f .. %s]", h->text, o->min, bytes_text(o->max, hi, sizeof hi));
    else
        snprintf(buf, len, "%s", h->text);
}

/* --help: the required flags, the role's paragraph, then every flag the role takes, in table order. */
static void print_usage(const struct config *cfg, FILE *to)
{
    char text[1024];
    fprintf(to, "usage: %s", cfg->prog);
    for (size_t i = 0; i < cli_option_count; i++)
        if (cli_options[i].required & ROLE_BIT(cfg->role))
            fprintf(to, " --%s %s", cli_options[i].name, cli_option_help(&cli_options[i], cfg->role)->arg);
    fprintf(to, " [OPTION]...\n");
    print_wrapped(to, 0, 2, role_about[cfg->role]);
    for (size_t i = 0; i < cli_option_count; i++) {
        const struct cli_option *o = &cli_options[i];
        if (!takes(o, cfg->role))
            continue;
        const struct cli_help *h = cli_option_help(o, cfg->role);
        option_text(o, h, text, sizeof text);
        int col = fprintf(to, "  --%s%s%s", o->name, h->arg ? " " : "", h->arg ? h->arg : "");
        print_wrapped(to, (size_t)col, HELP_COLUMN, text);
    }
    print_wrapped(to, 0, 2, usage_footer);
}

__attribute__((format(printf, 2, 3))) static int bad(const struct config *cfg, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    cli_print_error(cfg, "%s (try --help)", msg);
    return EXIT_USAGE;
}

static int check_endpoint_arg(const struct config *cfg, const char *flag, const char *ep)
{
    char why[512];
    if (!ep)
        return bad(cfg, "%s ENDPOINT is required", flag);
    if (endpoint_check(ep, why, sizeof why) != 0) {
        cli_print_error(cfg, "%s: %s", flag, why);
        return EXIT_USAGE;
    }
    return 0;
}

/* Endpoints a role binds or connects to must all differ: `n` flags and their values. */
static int check_distinct(const struct config *cfg, const char *const flags[], const char *const eps[], int n)
{
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (strcmp(eps[i], eps[j]) == 0)
                return bad(cfg, "%s and %s must differ (both are %s)", flags[i], flags[j], eps[i]);
    return 0;
}

/* Checks `n` endpoint flags: each given and valid, all different. */
static int check_endpoints(const struct config *cfg, const char *const flags[], const char *const eps[], int n)
{
    int rc;
    for (int i = 0; i < n; i++)
        if ((rc = check_endpoint_arg(cfg, flags[i], eps[i])) != 0)
            return rc;
    if (ADAPTER.recipe) /* a broker product: every role meets at its one server */
        for (int i = 1; i < n; i++)
            if (strcmp(eps[0], eps[i]) != 0)
                return bad(cfg, "%s and %s must be the same: %s is one server at one endpoint", flags[0], flags[i],
                           ADAPTER.recipe->program);
    return ADAPTER.recipe ? 0 : check_distinct(cfg, flags, eps, n);
}

/* The first row (in table order) that the role needs and was not given; endpoints are checked with the
 * others (check_endpoints). `seen` has bit i for row i. */
static int check_required(const struct config *cfg, uint64_t seen)
{
    for (size_t i = 0; i < cli_option_count; i++) {
        const struct cli_option *o = &cli_options[i];
        if (o->kind != ARG_ENDPOINT && o->kind != ARG_ENDPOINTS && (o->required & ROLE_BIT(cfg->role)) &&
            !(seen & (1ull << i)))
            return bad(cfg, "--%s %s is required", o->name, cli_option_help(o, cfg->role)->arg);
    }
    return 0;
}

/* Whether row `name` was given (`seen`: bit i for row i). */
static bool given(uint64_t seen, const char *name)
{
    return (seen >> (cli_option_find(name) - cli_options)) & 1;
}

/* The rounds roles' brokers: --pub and --sub name as many, entry i of each broker i's sides (a product:
 * its one server), every broker apart; more than one with a scale-out, never for a survey. */
static int check_brokers(const struct config *cfg)
{
    bool survey = cfg->pattern == PATTERN_SURVEY;
    unsigned k = cfg->pub.count;
    if (k && cfg->sub.count && k != cfg->sub.count)
        return bad(cfg, "--pub names %u brokers and --sub %u: one entry each per broker", k, cfg->sub.count);
    if (k > 1 && survey)
        return bad(cfg, "--pattern survey gathers through one broker: --pub and --sub name one");
    if (k > 1 && cfg->scaleout == SCALEOUT_ONE)
        return bad(cfg, "--pub names %u brokers: --scaleout says how they are spread", k);
    for (unsigned i = 0; i < (k ? k : 1); i++) {
        const char *const flags[] = {"--pub", "--sub", "--survey"};
        const char *const eps[] = {cli_endpoint_at(&cfg->pub, i), cli_endpoint_at(&cfg->sub, i), cfg->survey};
        int rc = check_endpoints(cfg, flags, eps, survey ? 3 : 2);
        if (rc != 0)
            return rc;
        for (unsigned j = 0; j < i; j++)
            if (strcmp(cfg->pub.at[i], cfg->pub.at[j]) == 0 || strcmp(cfg->sub.at[i], cfg->sub.at[j]) == 0)
                return bad(cfg, "--pub and --sub: brokers %u and %u are one (%s)", j, i, cfg->sub.at[i]);
    }
    return 0;
}

/* The router's place in a cluster: --members names every server, this one's --front at --member. */
static int check_member(const struct config *cfg)
{
    const struct endpoints *m = &cfg->members;
    if (cfg->scaleout != SCALEOUT_CLUSTER && cfg->scaleout != SCALEOUT_CLUSTER_PUBLISH) {
        if (m->count || cfg->buses.count)
            return bad(cfg, "--members and --buses apply only to --scaleout cluster or cluster-publish");
        return 0;
    }
    if (!m->count)
        return bad(cfg, "--scaleout %s: --members ENDPOINTS is required", cli_scaleout_name(cfg->scaleout));
    if (cfg->member >= m->count)
        return bad(cfg, "--member %u: --members names %u servers", cfg->member, m->count);
    if (strcmp(m->at[cfg->member], cfg->front) != 0)
        return bad(cfg, "--members' entry %u is %s, not this server's --front %s", cfg->member, m->at[cfg->member],
                   cfg->front);
    if (cfg->buses.count && cfg->buses.count != m->count)
        return bad(cfg, "--buses names %u servers and --members %u", cfg->buses.count, m->count);
    char why[512];
    for (unsigned i = 0; i < m->count; i++)
        if (endpoint_check(m->at[i], why, sizeof why) != 0 ||
            (cfg->buses.count && endpoint_check(cfg->buses.at[i], why, sizeof why) != 0))
            return bad(cfg, "--members or --buses: %s", why);
    return 0;
}

/* The rounds roles' checks: endpoints, node ids, sizes, phases. */
static int check_rounds_config(struct config *cfg, uint64_t seen)
{
    int rc;
    bool survey = cfg->pattern == PATTERN_SURVEY;
    if (!survey && cfg->survey)
        return bad(cfg, "--survey applies only to --pattern survey");
    if ((rc = check_brokers(cfg)) != 0)
        return rc;
    if (cfg->pattern == PATTERN_REQREP)
        return bad(cfg, "--pattern: rounds need pubsub, addressed, survey or reply");
    if (!(ADAPTER.patterns & PATTERN_BIT(cfg->pattern)))
        return bad(cfg, "%s has no %s pattern", ADAPTER.library, cli_pattern_name(cfg->pattern));
    if ((rc = check_required(cfg, seen)) != 0)
        return rc;
    if (cfg->role == ROLE_CONTROLLER && cfg->hosting == HOSTING_LOOP && cfg->pattern == PATTERN_SURVEY)
        return bad(cfg, "--hosting loop: the survey's controller reads its subscriber in a thread of its own");
    if (cfg->game && cfg->pattern == PATTERN_SURVEY)
        return bad(cfg, "--game %u: pattern survey's surveys reach every node of every game", cfg->game);
    if (cfg->role == ROLE_CONTROLLER) {
        if ((uint64_t)cfg->game * cfg->nodes + cfg->nodes > ROUND_MAX_NODES)
            return bad(cfg, "--game %u of %u nodes: node ids past %u", cfg->game, cfg->nodes, ROUND_MAX_NODES - 1);
        if (cfg->rounds > 0 && !given(seen, "duration"))
            cfg->duration_s = 0; /* --duration's default yields to --rounds */
        if (cfg->watch_node != NO_NODE && cfg->watch_node >= cfg->nodes)
            return bad(cfg, "--watch-node %u is not one of the %u nodes", cfg->watch_node, cfg->nodes);
        if (cfg->watch_late && (cfg->watch_node == NO_NODE || cfg->deadline_s == 0))
            return bad(cfg, "--late needs --watch-node (the node that joins) and --deadline");
        if (cfg->profile_rounds && cfg->deadline_s > 0)
            return bad(cfg,
                       "--profile-rounds: a steady run's rounds are profiled, not a churn run's (--deadline)");
        return -1;
    }
    if (!cfg->nodes)
        cfg->nodes = 1;
    if ((uint64_t)cfg->first_id + cfg->nodes > cfg->all_nodes)
        return bad(cfg, "nodes %u .. %u are not all below --all-nodes %u", cfg->first_id,
                   cfg->first_id + cfg->nodes - 1, cfg->all_nodes);
    return -1;
}

/* --hosting loop serves steady runs: a library's liveness options reconnect from threads of their
 * own (nats.c's reconnect thread attaches the new socket), and an open-loop worker's schedule needs
 * timers the loop does not keep. */
static int check_hosting(const struct config *cfg)
{
    if (cfg->role == ROLE_WORKER && cfg->workers > 1 && cfg->hosting != HOSTING_LOOP)
        return bad(cfg, "--workers %u: more than one worker per process needs --hosting loop", cfg->workers);
    if (cfg->hosting != HOSTING_LOOP)
        return -1;
    if (cfg->liveness)
        return bad(cfg, "--hosting loop and --liveness exclude each other: the loop serves steady runs");
    if (cfg->rate > 0)
        return bad(cfg, "--hosting loop and --rate exclude each other: an open-loop worker keeps a schedule");
    return -1;
}

/* The checks that involve more than one option. */
static int check_config(struct config *cfg, uint64_t seen)
{
    int rc;
    if ((rc = check_hosting(cfg)) != -1)
        return rc;
    if (cfg->role == ROLE_CONTROLLER || cfg->role == ROLE_NODE)
        return check_rounds_config(cfg, seen);
    if (cfg->role == ROLE_ROUTER) {
        if ((cfg->server_path || cfg->server_args) && !ADAPTER.recipe)
            return bad(cfg, "%s: %s has no server to choose (its broker is its own proxy)",
                       cfg->server_path ? "--server" : "--server-args", ADAPTER.name);
        bool survey = cfg->pattern == PATTERN_SURVEY;
        if (!survey && (cfg->survey_front || cfg->survey_back))
            return bad(cfg, "--survey-front and --survey-back apply only to --pattern survey");
        if (ADAPTER.recipe && !given(seen, "start-timeout") &&
            ADAPTER.recipe->start_timeout_s > cfg->start_timeout_s)
            cfg->start_timeout_s = ADAPTER.recipe->start_timeout_s; /* a server that boots slowly (RabbitMQ) */
        const char *const flags[] = {"--front", "--back", "--survey-front", "--survey-back"};
        const char *const eps[] = {cfg->front, cfg->back, cfg->survey_front, cfg->survey_back};
        rc = check_endpoints(cfg, flags, eps, survey ? 4 : 2);
        if (rc == 0)
            rc = check_member(cfg);
        return rc != 0 ? rc : -1;
    }
    if ((rc = check_endpoint_arg(cfg, cfg->bind ? "--bind" : "--connect", cfg->endpoint)) != 0)
        return rc;
    if ((rc = check_required(cfg, seen)) != 0)
        return rc;
    if (cfg->role == ROLE_MASTER) {
        if (given(seen, "duration") && cfg->requests > 0)
            return bad(cfg, "--duration and --requests exclude each other");
        if (cfg->requests > 0)
            cfg->duration_s = 0; /* --duration's default yields to --requests */
    }
    /* A pipelined client keeps its window full: it has no schedule to keep (--rate) and no one
     * request to send again (--liveness resends the request it waits for). */
    if (cfg->inflight > 1 && cfg->rate > 0)
        return bad(cfg, "--inflight %u and --rate exclude each other: an open-loop worker sends on its schedule",
                   cfg->inflight);
    if (cfg->inflight > 1 && cfg->liveness)
        return bad(cfg, "--inflight %u and --liveness exclude each other: a resend is for one request in flight",
                   cfg->inflight);
    if (cfg->role == ROLE_WORKER) {
        cfg->workers = cfg->workers ? cfg->workers : 1;
        if ((uint64_t)cfg->client_id + cfg->workers > MAX_WORKERS)
            return bad(cfg, "workers %u .. %u are not all below %u", cfg->client_id,
                       cfg->client_id + cfg->workers - 1, MAX_WORKERS);
    }
    return -1;
}

/* "--NAME: 'VALUE' is not ...": a value outside its row's kind or limits. */
static int bad_value(const struct config *cfg, const struct cli_option *o, const char *name, const char *arg)
{
    char hi[32];
    const char *unit = o->noun ? o->noun : "seconds";
    switch (o->kind) {
    case ARG_U32:
        return bad(cfg, "--%s: '%s' is not %s from %.0f to %.0f", name, arg, o->noun ? o->noun : "a whole number",
                   o->min, o->max);
    case ARG_BYTES:
        return bad(cfg, "--%s: '%s' is not a byte count from %.0f to %s", name, arg, o->min,
                   bytes_text(o->max, hi, sizeof hi));
    case ARG_COUNT: /* its rows start at 1; the top (2^40 requests, 2^32 rounds) is no run's concern */
        return bad(cfg, "--%s: '%s' is not a positive whole number", name, arg);
    default: /* ARG_SECONDS */
        if (o->min > 0 || o->min_excluded)
            return bad(cfg, "--%s: '%s' is not a positive number of %s", name, arg, unit);
        return bad(cfg, "--%s: '%s' is not a number of %s >= 0", name, arg, unit);
    }
}

/* Reads a numeric row's value into `field`. Returns 0, or -1 when it is not one within the row's limits. */
static int read_number(const struct cli_option *o, const char *arg, void *field)
{
    uint64_t v;
    double d;
    switch (o->kind) {
    case ARG_U32:
        return parse_u32(arg, (uint32_t)o->min, (uint32_t)o->max, field);
    case ARG_BYTES:
    case ARG_COUNT:
        if (parse_bytes(arg, &v) != 0 || (double)v < o->min || (double)v > o->max)
            return -1;
        if (o->kind == ARG_BYTES)
            *(uint32_t *)field = (uint32_t)v;
        else
            *(uint64_t *)field = v;
        return 0;
    default: /* ARG_SECONDS */
        if (parse_seconds(arg, true, &d) != 0 || d < o->min || (o->min_excluded && d <= o->min) || d > o->max)
            return -1;
        *(double *)field = d;
        return 0;
    }
}

/* --pattern: a name cli_pattern_name() knows, of a pattern the library has. */
static int read_pattern(struct config *cfg, const char *name, const char *arg, enum pattern *out)
{
    char known[128] = "";
    int p = 0;
    while (p < PATTERN_COUNT && strcmp(arg, cli_pattern_name((enum pattern)p)) != 0)
        p++;
    if (p == PATTERN_COUNT) {
        for (int q = 0; q < PATTERN_COUNT; q++)
            snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s", q ? ", " : "",
                     cli_pattern_name((enum pattern)q));
        return bad(cfg, "--%s: unknown pattern '%s' (known: %s)", name, arg, known);
    }
    if (!(ADAPTER.patterns & PATTERN_BIT(p)))
        return bad(cfg, "--%s: %s has no %s pattern", name, ADAPTER.library, arg);
    *out = (enum pattern)p;
    return 0;
}

/* --scaleout: a name cli_scaleout_name() knows, of a scale-out the library has (adapter.h: scaleouts). */
static int read_scaleout(struct config *cfg, const char *name, const char *arg, enum scaleout *out)
{
    for (int s = 0; s < SCALEOUT_COUNT; s++)
        if (strcmp(arg, cli_scaleout_name((enum scaleout)s)) == 0) {
            if (!ADAPTER.scaleouts[s])
                return bad(cfg, "--%s: %s has no scale-out '%s'", name, ADAPTER.library, arg);
            *out = (enum scaleout)s;
            return 0;
        }
    return bad(cfg, "--%s: unknown scale-out '%s' (known: one, shards, cluster, cluster-publish)", name, arg);
}

/* An endpoint that names a slice (tcp://HOST:PORT/SLICE) is for a product whose server the sweep keeps and
 * slices; any other library would take the slice for part of its address. 0, or EXIT_USAGE after one line. */
static int refuse_slice(const struct config *cfg, const struct cli_option *o, const char *arg)
{
    if (strncmp(arg, "tcp://", 6) != 0 || !strchr(arg + 6, '/') || (ADAPTER.recipe && ADAPTER.recipe->slice))
        return 0;
    return bad(cfg, "--%s %s: a slice (tcp://HOST:PORT/SLICE) is of a server the sweep keeps, and %s has none",
               o->name, arg, ADAPTER.recipe ? ADAPTER.recipe->program : ADAPTER.name);
}

/* Stores a row's value. Returns 0, or EXIT_USAGE after one line. */
static int store(struct config *cfg, const struct cli_option *o, const char *arg)
{
    char *field = (char *)cfg + o->at;
    switch (o->kind) {
    case ARG_FLAG:
        *(bool *)field = true;
        return 0;
    case ARG_ENDPOINT:
        *(const char **)field = arg;
        if (o->bind_at)
            *(bool *)((char *)cfg + o->bind_at) = o->bind;
        return refuse_slice(cfg, o, arg);
    case ARG_ENDPOINTS: {
        char why[128];
        if (split_endpoints(arg, (struct endpoints *)field, why, sizeof why) != 0)
            return bad(cfg, "--%s: %s", o->name, why);
        const struct endpoints *list = (const struct endpoints *)field;
        int rc = 0;
        for (unsigned i = 0; i < list->count && rc == 0; i++)
            rc = refuse_slice(cfg, o, list->at[i]);
        return rc;
    }
    case ARG_TEXT:
        *(const char **)field = arg;
        return 0;
    case ARG_SCALEOUT:
        return read_scaleout(cfg, o->name, arg, (enum scaleout *)field);
    case ARG_PATTERN:
        return read_pattern(cfg, o->name, arg, (enum pattern *)field);
    case ARG_HOSTING:
        for (int h = 0; h < HOSTING_COUNT; h++)
            if (strcmp(arg, cli_hosting_name((enum hosting)h)) == 0) {
                *(enum hosting *)field = (enum hosting)h;
                return 0;
            }
        return bad(cfg, "--%s: unknown hosting '%s' (known: thread, loop)", o->name, arg);
    default:
        return read_number(o, arg, field) == 0 ? 0 : bad_value(cfg, o, o->name, arg);
    }
}

/* Every row's default (`def`) in its field, for every role (a role that does not take the flag has never
 * read it otherwise), before the flags given overwrite theirs. */
static void store_defaults(struct config *cfg)
{
    for (size_t i = 0; i < cli_option_count; i++) {
        const struct cli_option *o = &cli_options[i];
        char *field = (char *)cfg + o->at;
        if (!o->def)
            continue;
        if (o->kind == ARG_U32 || o->kind == ARG_BYTES)
            *(uint32_t *)field = (uint32_t)*o->def;
        else if (o->kind == ARG_COUNT)
            *(uint64_t *)field = (uint64_t)*o->def;
        else /* ARG_SECONDS */
            *(double *)field = *o->def;
    }
}

/* getopt_long's table, built from cli_options (row i answers OPT_BASE + i). */
static void build_longopts(struct option *longopts)
{
    for (size_t i = 0; i < cli_option_count; i++) {
        enum cli_kind k = cli_options[i].kind;
        bool value = k != ARG_FLAG && k != ARG_HELP && k != ARG_INFO;
        longopts[i] =
            (struct option){cli_options[i].name, value ? required_argument : no_argument, NULL, OPT_BASE + (int)i};
    }
    longopts[cli_option_count] = (struct option){0};
}

int cli_parse_args(enum role role, const char *prog, int argc, char **argv, struct config *cfg)
{
    *cfg = (struct config){
        .role = role,
        .prog = prog,
        .pattern = role == ROLE_CONTROLLER || role == ROLE_NODE ? PATTERN_PUBSUB : PATTERN_REQREP,
        .watch_node = NO_NODE,
    };
    store_defaults(cfg);
    struct option longopts[CLI_MAX_OPTIONS + 1];
    build_longopts(longopts);
    uint64_t seen = 0; /* bit i: row i was given */
    int opt, rc;
    opterr = 0; /* we print our own one-line errors */
    optind = 1;
    while ((opt = getopt_long(argc, argv, ":", longopts, NULL)) != -1) {
        if (opt == '?')
            return bad(cfg, "unknown option '%s'", argv[optind - 1]);
        if (opt == ':')
            return bad(cfg, "option '%s' needs a value", argv[optind - 1]);
        const struct cli_option *o = &cli_options[opt - OPT_BASE];
        if (!takes(o, role))
            return bad(cfg, "option '--%s' does not apply to this program", o->name);
        if (o->kind == ARG_HELP) {
            print_usage(cfg, stdout);
            return 0;
        }
        if (o->kind == ARG_INFO) { /* answered by the runtime, which knows the program (info.h) */
            cfg->show_info = true;
            return 0;
        }
        if ((rc = store(cfg, o, optarg)) != 0)
            return rc;
        seen |= 1ull << (o - cli_options);
    }
    if (optind < argc)
        return bad(cfg, "unexpected argument '%s'", argv[optind]);
    cfg->first_id = cfg->client_id; /* --id: a worker's id, a node's first node's */
    if ((rc = check_config(cfg, seen)) != -1)
        return rc;
    return -1;
}

size_t cli_max_msg(const struct config *cfg)
{
    if (cfg->role == ROLE_CONTROLLER || cfg->role == ROLE_NODE)
        return cfg->task_size > cfg->result_size ? cfg->task_size : cfg->result_size;
    return cfg->size ? WIRE_HEADER_SIZE + (size_t)cfg->size : 0;
}
