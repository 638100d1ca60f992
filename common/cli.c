/* cli.c — one parser for the three roles; every flag is validated here. */
#include "cli.h"

#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "endpoint.h"
#include "info.h"
#include "rounds.h"
#include "wire.h"

#define MAX_CLIENTS 100000u

void print_error(const struct config *cfg, const char *fmt, ...)
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

int parse_bytes(const char *s, uint64_t *out)
{
    if (!s || *s < '0' || *s > '9')
        return -1;
    errno = 0;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno)
        return -1;
    unsigned shift = 0;
    switch (*end) {
    case '\0': break;
    case 'k': case 'K': shift = 10; end++; break;
    case 'm': case 'M': shift = 20; end++; break;
    case 'g': case 'G': shift = 30; end++; break;
    default: return -1;
    }
    if (*end != '\0' || (shift && v > (UINT64_MAX >> shift)))
        return -1;
    *out = (uint64_t)v << shift;
    return 0;
}

int parse_seconds(const char *s, bool allow_zero, double *out)
{
    if (!s || !*s)
        return -1;
    errno = 0;
    char *end;
    double v = strtod(s, &end);
    if (errno || *end != '\0' || !isfinite(v) || v < 0 || (v == 0 && !allow_zero) || v > 1e6)
        return -1;
    *out = v;
    return 0;
}

int parse_u32(const char *s, uint32_t lo, uint32_t hi, uint32_t *out)
{
    if (!s || *s < '0' || *s > '9')
        return -1;
    errno = 0;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *end != '\0' || v < lo || v > hi)
        return -1;
    *out = (uint32_t)v;
    return 0;
}

const char *pattern_name(enum pattern p)
{
    static const char *const names[PATTERN_COUNT] = {[PATTERN_REQREP] = "reqrep", [PATTERN_PUBSUB] = "pubsub",
                                                     [PATTERN_ROUTER] = "router", [PATTERN_SURVEY] = "survey",
                                                     [PATTERN_REPLY] = "reply"};
    return (unsigned)p < PATTERN_COUNT ? names[p] : NULL;
}

static void usage(const struct config *cfg, FILE *to)
{
    fprintf(to, "usage: %s ", cfg->prog);
    switch (cfg->role) {
    case ROLE_ROUTER:
        fprintf(to, "--front ENDPOINT --back ENDPOINT [--size BYTES]\n"
                    "       [--pattern reqrep|pubsub|router|survey|reply] [--survey-front ENDPOINT --survey-back ENDPOINT]\n"
                    "  The broker: forwards requests from workers (front) to the master (back)\n"
                    "  and replies back, until killed. --size lets a library raise its\n"
                    "  message size limit when the run needs it. --pattern pubsub: the broker\n"
                    "  of Grischa's rounds, publishers at --front, subscribers at --back;\n"
                    "  router: one socket at both, each message sent to the peer its topic names;\n"
                    "  survey: pubsub's, and a survey device from the surveyor (--survey-front)\n"
                    "  to the respondents (--survey-back), the answers back; reply: a broker\n"
                    "  product's (its router is its real server, for every pattern).\n");
        break;
    case ROLE_CONTROLLER:
        fprintf(to, "--pub ENDPOINT --sub ENDPOINT --nodes N [--task-size BYTES] [--result-size BYTES]\n"
                    "       [--compute S] [--duration S] [--rounds N] [--warmup S] [--timeout S] [--wait-go]\n"
                    "       [--pattern pubsub|router|survey|reply] [--survey ENDPOINT]\n"
                    "  Grischa's controller: checks that every node's subscription is live, then\n"
                    "  runs rounds: a task to every node, --compute seconds of move time, a results\n"
                    "  request to every node, and every result back within --timeout. Prints RESULT\n"
                    "  and the histogram of the overhead per move (back to back: the round time;\n"
                    "  with a move time: the scatter of the tasks + the gather of the results).\n"
                    "  --pub, --sub   the broker's publisher side and subscriber side\n"
                    "  --pattern      pubsub (default), router (one addressed socket, to --pub) or\n"
                    "                 survey (pubsub's, and the results gathered by one survey a round\n"
                    "                 at --survey, the broker's --survey-front, within --timeout) or\n"
                    "                 reply (a broker product's: one socket; each message says where\n"
                    "                 to answer, docs/products.md)\n"
                    "  --task-size, --result-size  whole messages, topic included (default 96, 74;\n"
                    "                 at least 20, the header, and a result 28, with its task time;\n"
                    "                 the request is 20 bytes)\n"
                    "  --rounds N     measured rounds (default: --duration, 2 s); with --duration,\n"
                    "                 N rounds or fewer if --duration seconds pass first\n"
                    "  --wait-go      stdin is the sweep's control line: a line after READY starts\n"
                    "                 the hellos; after them it prints LIVE and waits for another\n"
                    "  --deadline S   churn: a round ends after S at the latest; a node missing then\n"
                    "                 is declared gone (GONE line) and the rounds go on without it,\n"
                    "                 with a hello to it every %d ms until it answers (BACK line);\n"
                    "                 one ROUND line per round (docs/churn.md)\n"
                    "  --watch-node K report what was sent to node K apart; --late: K is not\n"
                    "                 there at the start and is not waited for\n"
                    "  --first-round R  number the rounds from R (default 1): a controller that\n"
                    "                 replaces another numbers past it\n", ROUND_PROBE_MS);
        break;
    case ROLE_NODE:
        fprintf(to, "--pub ENDPOINT --sub ENDPOINT --id I --all-nodes N [--nodes K]\n"
                    "       [--task-size BYTES] [--result-size BYTES] [--timeout S]\n"
                    "       [--pattern pubsub|router|survey|reply] [--survey ENDPOINT]\n"
                    "  Grischa's nodes I .. I+K-1 (default K = 1), each with its own sockets and\n"
                    "  thread: answers hellos, takes its task, answers the results request, until\n"
                    "  the controller says stop; prints DONE with what each saw.\n"
                    "  --pattern      pubsub (default), router (one addressed socket, to --sub) or\n"
                    "                 survey (pubsub's, and a respondent at --survey, the broker's\n"
                    "                 --survey-back, that answers the results request) or\n"
                    "                 reply (a broker product's: one socket, answers where each\n"
                    "                 message says)\n"
                    "  --announce     churn: once connected, each node says it is there (an answer\n"
                    "                 nobody asked for), as a Grischa node registers when it joins\n");
        break;
    case ROLE_MASTER:
        fprintf(to, "--connect ENDPOINT --clients N --size BYTES\n"
                    "       [--duration S | --requests N] [--warmup S] [--timeout S] [--inflight K]\n"
                    "       [--library-defaults]\n"
                    "  The REP side: answers every request, runs warm-up then the measured phase,\n"
                    "  and prints one RESULT line (msgs, seconds, msgs_per_s, mib_per_s).\n"
                    "  --duration S   measured phase length in seconds (default 2)\n"
                    "  --requests N   instead: N measured requests per client\n"
                    "  --warmup S     discarded phase before the measurement (default 0.5)\n"
                    "  --inflight K   each worker keeps K requests outstanding (its workarounds\n"
                    "                 are sized for the replies in flight; default 1)\n"
                    "  --library-defaults  apply no library workaround (nanomsg then loses\n"
                    "                 replies under load; see docs/findings.md; the workers take it too)\n"
                    "  --deadline S   churn: print a TICK line every 50 ms (replies in it); silence\n"
                    "                 is no stall; after the measured phase, clients silent for S\n"
                    "                 are gone and not waited for (docs/churn.md)\n");
        break;
    case ROLE_WORKER:
        fprintf(to, "--connect ENDPOINT --id N --size BYTES [--timeout S] [--wait-go] [--rate R]\n"
                    "       [--inflight K] [--library-defaults]\n"
                    "  A REQ client: checks the path with one hello round trip, prints READY,\n"
                    "  then sends requests and verifies every reply until the master says stop.\n"
                    "  --wait-go      stdin is the sweep's control line: after READY, wait for\n"
                    "                 a line before starting; after DONE, stay until stdin ends;\n"
                    "                 if it ends before DONE, leave at once (exit 1)\n"
                    "  --rate R       open loop: send at R requests/s on a fixed schedule and\n"
                    "                 measure latency from the intended send time\n"
                    "  --inflight K   keep K requests outstanding (default 1), through the\n"
                    "                 library's pipelining socket (see --info, docs/capacity.md)\n");
        break;
    }
    fprintf(to, "  ENDPOINT       tcp://HOST:PORT or ipc:///absolute/path (--bind ENDPOINT\n"
                "                 instead of --connect makes the program listen)\n"
                "  BYTES          payload bytes, 1 .. 1G (suffixes k, m, g are binary)\n"
                "  --timeout S    (master, worker) give up after S seconds without progress\n"
                "                 (default 5; the master waits 10x as long for the first request)\n"
                "  --equalize     the same transport options for every library (TCP_NODELAY\n"
                "                 on, 128 KiB socket buffers where settable; see --info)\n"
                "  --liveness     the library's liveness options (heartbeats, reconnect every\n"
                "                 100 ms, a request resent after 200 ms; see --info)\n"
                "  --lifeline     (all but worker) exit when stdin closes: a program started\n"
                "                 through ssh then ends with its session, whenever that ends\n"
                "  --info         print library, version and options as JSON and exit\n");
}

enum { OPT_FRONT = 256, OPT_BACK, OPT_CONNECT, OPT_BIND, OPT_CLIENTS, OPT_ID, OPT_SIZE, OPT_DURATION,
       OPT_REQUESTS, OPT_WARMUP, OPT_TIMEOUT, OPT_WAIT_GO, OPT_LIBRARY_DEFAULTS, OPT_EQUALIZE, OPT_RATE, OPT_INFO,
       OPT_HELP, OPT_LIFELINE, OPT_PATTERN, OPT_PUB, OPT_SUB, OPT_NODES, OPT_ALL_NODES, OPT_TASK_SIZE,
       OPT_RESULT_SIZE, OPT_COMPUTE, OPT_ROUNDS, OPT_SURVEY, OPT_SURVEY_FRONT, OPT_SURVEY_BACK, OPT_DEADLINE,
       OPT_WATCH_NODE, OPT_LATE, OPT_ANNOUNCE, OPT_LIVENESS, OPT_FIRST_ROUND, OPT_INFLIGHT };

/* Which roles accept which option. */
static bool accepts(enum role role, int opt)
{
    bool rounds = role == ROLE_CONTROLLER || role == ROLE_NODE;
    switch (opt) {
    case OPT_FRONT: case OPT_BACK: case OPT_SURVEY_FRONT: case OPT_SURVEY_BACK: return role == ROLE_ROUTER;
    case OPT_CONNECT: case OPT_BIND: return role == ROLE_MASTER || role == ROLE_WORKER;
    case OPT_SIZE: return !rounds;
    case OPT_CLIENTS: case OPT_REQUESTS: return role == ROLE_MASTER;
    case OPT_DURATION: case OPT_WARMUP: return role == ROLE_MASTER || role == ROLE_CONTROLLER;
    case OPT_LIBRARY_DEFAULTS: return true; /* the workarounds are on each role's sockets */
    case OPT_ID: return role == ROLE_WORKER || role == ROLE_NODE;
    case OPT_WAIT_GO: return role == ROLE_WORKER || role == ROLE_CONTROLLER;
    case OPT_RATE: return role == ROLE_WORKER;
    case OPT_INFLIGHT: return role == ROLE_WORKER || role == ROLE_MASTER; /* the master sizes for it */
    case OPT_LIFELINE: return role != ROLE_WORKER; /* a worker's stdin is its go/leave line already */
    case OPT_TIMEOUT: return role != ROLE_ROUTER; /* the router never gives up: it is killed */
    case OPT_PATTERN: return role == ROLE_ROUTER || rounds;
    case OPT_PUB: case OPT_SUB: case OPT_SURVEY: case OPT_NODES: case OPT_TASK_SIZE: case OPT_RESULT_SIZE:
        return rounds;
    case OPT_ALL_NODES: case OPT_ANNOUNCE: return role == ROLE_NODE;
    case OPT_COMPUTE: case OPT_ROUNDS: case OPT_WATCH_NODE: case OPT_LATE: case OPT_FIRST_ROUND:
        return role == ROLE_CONTROLLER;
    case OPT_DEADLINE: return role == ROLE_CONTROLLER || role == ROLE_MASTER;
    default: return true;
    }
}

__attribute__((format(printf, 2, 3))) static int bad(const struct config *cfg, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    print_error(cfg, "%s (try --help)", msg);
    return EXIT_USAGE;
}

static int check_endpoint_arg(const struct config *cfg, const char *flag, const char *ep)
{
    char why[512];
    if (!ep)
        return bad(cfg, "%s ENDPOINT is required", flag);
    if (endpoint_check(ep, why, sizeof why) != 0) {
        print_error(cfg, "%s: %s", flag, why);
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
    if (ADAPTER.server) /* a broker product: every role meets at its one server */
        for (int i = 1; i < n; i++)
            if (strcmp(eps[0], eps[i]) != 0)
                return bad(cfg, "%s and %s must be the same: %s is one server at one endpoint", flags[0], flags[i],
                           ADAPTER.server->program);
    return ADAPTER.server ? 0 : check_distinct(cfg, flags, eps, n);
}

/* The rounds roles' checks: endpoints, node ids, sizes, phases. */
static int check_rounds_config(struct config *cfg, bool have_id)
{
    int rc;
    bool survey = cfg->pattern == PATTERN_SURVEY;
    if (!survey && cfg->survey)
        return bad(cfg, "--survey applies only to --pattern survey");
    const char *const flags[] = {"--pub", "--sub", "--survey"};
    const char *const eps[] = {cfg->pub, cfg->sub, cfg->survey};
    if ((rc = check_endpoints(cfg, flags, eps, survey ? 3 : 2)) != 0)
        return rc;
    if (cfg->pattern == PATTERN_REQREP)
        return bad(cfg, "--pattern: rounds need pubsub, router, survey or reply");
    if (!(ADAPTER.patterns & PATTERN_BIT(cfg->pattern)))
        return bad(cfg, "%s has no %s pattern", ADAPTER.library, pattern_name(cfg->pattern));
    if (cfg->role == ROLE_CONTROLLER) {
        if (!cfg->nodes)
            return bad(cfg, "--nodes N is required");
        if (cfg->duration_s == 0 && cfg->rounds == 0)
            cfg->duration_s = 2.0;
        if (cfg->watch_node != NO_NODE && cfg->watch_node >= cfg->nodes)
            return bad(cfg, "--watch-node %u is not one of the %u nodes", cfg->watch_node, cfg->nodes);
        if (cfg->watch_late && (cfg->watch_node == NO_NODE || cfg->deadline_s == 0))
            return bad(cfg, "--late needs --watch-node (the node that joins) and --deadline");
        return -1;
    }
    if (!have_id)
        return bad(cfg, "--id I is required");
    if (!cfg->all_nodes)
        return bad(cfg, "--all-nodes N is required");
    if (!cfg->nodes)
        cfg->nodes = 1;
    if ((uint64_t)cfg->first_id + cfg->nodes > cfg->all_nodes)
        return bad(cfg, "nodes %u .. %u are not all below --all-nodes %u", cfg->first_id,
                   cfg->first_id + cfg->nodes - 1, cfg->all_nodes);
    return -1;
}

/* The checks that involve more than one option. */
static int check_config(struct config *cfg, bool have_size, bool have_clients, bool have_id)
{
    int rc;
    if (cfg->role == ROLE_CONTROLLER || cfg->role == ROLE_NODE)
        return check_rounds_config(cfg, have_id);
    if (cfg->role == ROLE_ROUTER) {
        bool survey = cfg->pattern == PATTERN_SURVEY;
        if (!survey && (cfg->survey_front || cfg->survey_back))
            return bad(cfg, "--survey-front and --survey-back apply only to --pattern survey");
        const char *const flags[] = {"--front", "--back", "--survey-front", "--survey-back"};
        const char *const eps[] = {cfg->front, cfg->back, cfg->survey_front, cfg->survey_back};
        rc = check_endpoints(cfg, flags, eps, survey ? 4 : 2);
        return rc != 0 ? rc : -1;
    }
    if ((rc = check_endpoint_arg(cfg, cfg->bind ? "--bind" : "--connect", cfg->endpoint)) != 0)
        return rc;
    if (!have_size)
        return bad(cfg, "--size BYTES is required");
    if (cfg->role == ROLE_MASTER) {
        if (!have_clients)
            return bad(cfg, "--clients N is required");
        if (cfg->duration_s > 0 && cfg->requests > 0)
            return bad(cfg, "--duration and --requests exclude each other");
        if (cfg->duration_s == 0 && cfg->requests == 0)
            cfg->duration_s = 2.0;
    }
    if (cfg->role == ROLE_WORKER && !have_id)
        return bad(cfg, "--id N is required");
    /* A pipelined client keeps its window full: it has no schedule to keep (--rate) and no one
     * request to send again (--liveness resends the request it waits for). */
    if (cfg->inflight > 1 && cfg->rate > 0)
        return bad(cfg, "--inflight %u and --rate exclude each other: an open-loop client sends on its schedule",
                   cfg->inflight);
    if (cfg->inflight > 1 && cfg->liveness)
        return bad(cfg, "--inflight %u and --liveness exclude each other: a resend is for one request in flight",
                   cfg->inflight);
    return -1;
}

int parse_args(enum role role, const char *prog, int argc, char **argv, struct config *cfg)
{
    *cfg = (struct config){
        .role = role, .prog = prog, .warmup_s = 0.5, .timeout_s = 5.0,
        .pattern = role == ROLE_CONTROLLER || role == ROLE_NODE ? PATTERN_PUBSUB : PATTERN_REQREP,
        .task_size = 96, .result_size = 74, .watch_node = NO_NODE, .inflight = 1,
    };
    static const struct option table[] = {
        {"front", required_argument, NULL, OPT_FRONT},
        {"back", required_argument, NULL, OPT_BACK},
        {"connect", required_argument, NULL, OPT_CONNECT},
        {"bind", required_argument, NULL, OPT_BIND},
        {"clients", required_argument, NULL, OPT_CLIENTS},
        {"id", required_argument, NULL, OPT_ID},
        {"size", required_argument, NULL, OPT_SIZE},
        {"duration", required_argument, NULL, OPT_DURATION},
        {"requests", required_argument, NULL, OPT_REQUESTS},
        {"warmup", required_argument, NULL, OPT_WARMUP},
        {"timeout", required_argument, NULL, OPT_TIMEOUT},
        {"wait-go", no_argument, NULL, OPT_WAIT_GO},
        {"library-defaults", no_argument, NULL, OPT_LIBRARY_DEFAULTS},
        {"equalize", no_argument, NULL, OPT_EQUALIZE},
        {"liveness", no_argument, NULL, OPT_LIVENESS},
        {"rate", required_argument, NULL, OPT_RATE},
        {"inflight", required_argument, NULL, OPT_INFLIGHT},
        {"info", no_argument, NULL, OPT_INFO},
        {"help", no_argument, NULL, OPT_HELP},
        {"lifeline", no_argument, NULL, OPT_LIFELINE},
        {"pattern", required_argument, NULL, OPT_PATTERN},
        {"pub", required_argument, NULL, OPT_PUB},
        {"sub", required_argument, NULL, OPT_SUB},
        {"nodes", required_argument, NULL, OPT_NODES},
        {"all-nodes", required_argument, NULL, OPT_ALL_NODES},
        {"task-size", required_argument, NULL, OPT_TASK_SIZE},
        {"result-size", required_argument, NULL, OPT_RESULT_SIZE},
        {"compute", required_argument, NULL, OPT_COMPUTE},
        {"rounds", required_argument, NULL, OPT_ROUNDS},
        {"survey", required_argument, NULL, OPT_SURVEY},
        {"survey-front", required_argument, NULL, OPT_SURVEY_FRONT},
        {"survey-back", required_argument, NULL, OPT_SURVEY_BACK},
        {"deadline", required_argument, NULL, OPT_DEADLINE},
        {"watch-node", required_argument, NULL, OPT_WATCH_NODE},
        {"late", no_argument, NULL, OPT_LATE},
        {"announce", no_argument, NULL, OPT_ANNOUNCE},
        {"first-round", required_argument, NULL, OPT_FIRST_ROUND},
        {NULL, 0, NULL, 0},
    };
    bool have_size = false, have_clients = false, have_id = false;
    uint64_t bytes;
    unsigned least;
    opterr = 0; /* we print our own one-line errors */
    optind = 1;
    int opt;
    int index = 0;
    while ((opt = getopt_long(argc, argv, ":", table, &index)) != -1) {
        if (opt == '?')
            return bad(cfg, "unknown option '%s'", argv[optind - 1]);
        if (opt == ':')
            return bad(cfg, "option '%s' needs a value", argv[optind - 1]);
        if (!accepts(role, opt))
            return bad(cfg, "option '--%s' does not apply to this program", table[index].name);
        switch (opt) {
        case OPT_FRONT: cfg->front = optarg; break;
        case OPT_BACK: cfg->back = optarg; break;
        case OPT_CONNECT: cfg->endpoint = optarg; cfg->bind = false; break;
        case OPT_BIND: cfg->endpoint = optarg; cfg->bind = true; break;
        case OPT_CLIENTS:
            if (parse_u32(optarg, 1, MAX_CLIENTS, &cfg->clients) != 0)
                return bad(cfg, "--clients: '%s' is not a whole number from 1 to 100000", optarg);
            have_clients = true;
            break;
        case OPT_ID:
            if (parse_u32(optarg, 0, MAX_CLIENTS - 1, &cfg->client_id) != 0)
                return bad(cfg, "--id: '%s' is not a whole number from 0 to 99999", optarg);
            cfg->first_id = cfg->client_id;
            have_id = true;
            break;
        case OPT_PATTERN: {
            int p = 0;
            while (p < PATTERN_COUNT && strcmp(optarg, pattern_name((enum pattern)p)) != 0)
                p++;
            if (p == PATTERN_COUNT)
                return bad(cfg, "--pattern: unknown pattern '%s' (known: reqrep, pubsub, router, survey, reply)", optarg);
            if (!(ADAPTER.patterns & PATTERN_BIT(p)))
                return bad(cfg, "--pattern: %s has no %s pattern", ADAPTER.library, optarg);
            cfg->pattern = (enum pattern)p;
            break;
        }
        case OPT_PUB: cfg->pub = optarg; break;
        case OPT_SURVEY: cfg->survey = optarg; break;
        case OPT_SURVEY_FRONT: cfg->survey_front = optarg; break;
        case OPT_SURVEY_BACK: cfg->survey_back = optarg; break;
        case OPT_SUB: cfg->sub = optarg; break;
        case OPT_NODES: case OPT_ALL_NODES:
            if (parse_u32(optarg, 1, ROUND_MAX_NODES, opt == OPT_NODES ? &cfg->nodes : &cfg->all_nodes) != 0)
                return bad(cfg, "%s: '%s' is not a whole number from 1 to %u", opt == OPT_NODES ? "--nodes" : "--all-nodes", optarg,
                           ROUND_MAX_NODES);
            break;
        case OPT_TASK_SIZE: case OPT_RESULT_SIZE:
            /* A result carries the node's task time (rounds.h): it needs 8 bytes more. */
            least = opt == OPT_TASK_SIZE ? ROUND_HEADER_SIZE : ROUND_RESULT_MIN_SIZE;
            if (parse_bytes(optarg, &bytes) != 0 || bytes < least || bytes > ROUND_MAX_SIZE)
                return bad(cfg, "%s: '%s' is not a byte count from %u to 64k",
                           opt == OPT_TASK_SIZE ? "--task-size" : "--result-size", optarg, least);
            *(opt == OPT_TASK_SIZE ? &cfg->task_size : &cfg->result_size) = (uint32_t)bytes;
            break;
        case OPT_COMPUTE:
            if (parse_seconds(optarg, true, &cfg->compute_s) != 0)
                return bad(cfg, "--compute: '%s' is not a number of seconds >= 0", optarg);
            break;
        case OPT_DEADLINE:
            if (parse_seconds(optarg, false, &cfg->deadline_s) != 0 || cfg->deadline_s < 0.001)
                return bad(cfg, "--deadline: '%s' is not a positive number of seconds", optarg);
            break;
        case OPT_WATCH_NODE:
            if (parse_u32(optarg, 0, ROUND_MAX_NODES - 1, &cfg->watch_node) != 0)
                return bad(cfg, "--watch-node: '%s' is not a node id from 0 to %u", optarg, ROUND_MAX_NODES - 1);
            break;
        case OPT_LATE: cfg->watch_late = true; break;
        case OPT_ANNOUNCE: cfg->announce = true; break;
        case OPT_FIRST_ROUND:
            if (parse_u32(optarg, 1, 0x7FFFFFFFu, &cfg->first_round) != 0)
                return bad(cfg, "--first-round: '%s' is not a whole number from 1 to 2147483647", optarg);
            break;
        case OPT_ROUNDS:
            if (parse_bytes(optarg, &cfg->rounds) != 0 || cfg->rounds == 0 || cfg->rounds > 0xFFFFFFF0u)
                return bad(cfg, "--rounds: '%s' is not a positive whole number", optarg);
            break;
        case OPT_SIZE:
            if (parse_bytes(optarg, &bytes) != 0 || bytes == 0 || bytes > WIRE_MAX_PAYLOAD)
                return bad(cfg, "--size: '%s' is not a byte count from 1 to 1G", optarg);
            cfg->size = (uint32_t)bytes;
            have_size = true;
            break;
        case OPT_DURATION:
            if (parse_seconds(optarg, false, &cfg->duration_s) != 0)
                return bad(cfg, "--duration: '%s' is not a positive number of seconds", optarg);
            break;
        case OPT_REQUESTS:
            if (parse_bytes(optarg, &cfg->requests) != 0 || cfg->requests == 0 ||
                cfg->requests > (1ull << 40))
                return bad(cfg, "--requests: '%s' is not a positive whole number", optarg);
            break;
        case OPT_WARMUP:
            if (parse_seconds(optarg, true, &cfg->warmup_s) != 0)
                return bad(cfg, "--warmup: '%s' is not a number of seconds >= 0", optarg);
            break;
        case OPT_TIMEOUT:
            if (parse_seconds(optarg, false, &cfg->timeout_s) != 0 || cfg->timeout_s < 0.001)
                return bad(cfg, "--timeout: '%s' is not a positive number of seconds", optarg);
            break;
        case OPT_WAIT_GO: cfg->wait_go = true; break;
        case OPT_LIFELINE: cfg->lifeline = true; break;
        case OPT_LIBRARY_DEFAULTS: cfg->library_defaults = true; break;
        case OPT_EQUALIZE: cfg->equalize = true; break;
        case OPT_LIVENESS: cfg->liveness = true; break;
        case OPT_RATE:
            if (parse_seconds(optarg, false, &cfg->rate) != 0)
                return bad(cfg, "--rate: '%s' is not a positive number of requests per second", optarg);
            break;
        case OPT_INFLIGHT:
            if (parse_u32(optarg, 1, MAX_INFLIGHT, &cfg->inflight) != 0)
                return bad(cfg, "--inflight: '%s' is not a whole number from 1 to %u", optarg, MAX_INFLIGHT);
            break;
        case OPT_INFO: info_print(cfg, stdout); return 0;
        case OPT_HELP: usage(cfg, stdout); return 0;
        }
    }
    if (optind < argc)
        return bad(cfg, "unexpected argument '%s'", argv[optind]);
    return check_config(cfg, have_size, have_clients, have_id);
}
