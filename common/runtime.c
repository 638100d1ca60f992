/* runtime.c — process set-up and socket opening shared by the five roles. */
#include "runtime.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <time.h>

#include "measure.h"
#include "endpoint.h"
#include "info.h"
#include "round.h"
#include "wire.h"
#include "record.h"

static const char *role_name(enum role role)
{
    switch (role) {
    case ROLE_MASTER:
        return "master";
    case ROLE_WORKER:
        return "worker";
    case ROLE_ROUTER:
        return "router";
    case ROLE_CONTROLLER:
        return "controller";
    case ROLE_NODE:
        return "node";
    }
    return "?";
}

int runtime_start(enum role role, int argc, char **argv, struct config *cfg)
{
    static char prog[64];
    snprintf(prog, sizeof prog, "%s-%s", ADAPTER.name, role_name(role));
    int rc = cli_parse_args(role, prog, argc, argv, cfg);
    if (rc == 0 && cfg->show_info)
        info_print(cfg, stdout);
    if (rc >= 0)
        return rc;
    /* A role must not outlive the sweep that started it (no orphans). */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    /* A peer that vanishes must show up as an error from send, not kill us. */
    signal(SIGPIPE, SIG_IGN);
    atexit(control_report_cpu);
    /* --lifeline: the end of stdin is the end of the program (a clean stop). */
    if (cfg->lifeline && control_start(cfg, 0, NULL) != 0)
        return EXIT_FAILURE;
    return -1;
}

const char *runtime_early_timeout_note(const struct config *cfg, uint64_t since_ns)
{
    static char note[96];
    double waited = (double)(now_ns() - since_ns) / NS_PER_S;
    if (!record_gave_up_early(cfg, since_ns))
        return "";
    snprintf(note, sizeof note, "; the library gave up after %.3f s of it by the monotonic clock", waited);
    return note;
}

const char *runtime_counts_note(const struct adapter_sock *s)
{
    static char note[320];
    char counts[256] = "";
    if (ADAPTER.counts && s)
        ADAPTER.counts(s, counts, sizeof counts);
    if (!counts[0])
        return "";
    snprintf(note, sizeof note, "; %s counts%s", ADAPTER.library, counts);
    return note;
}

void runtime_print_ready(const char *role, const struct adapter_sock *s)
{
    char workarounds[256] = "";
    if (ADAPTER.describe)
        ADAPTER.describe(s, workarounds, sizeof workarounds);
    for (char *c = workarounds; *c; c++)
        if (*c == ' ')
            *c = ','; /* one token on the READY line */
    printf("READY role=%s workarounds=%s\n", role, workarounds[0] ? workarounds : "none");
    fflush(stdout);
}

/* --timeout in ms; the broker's sockets never give up (-1). */
static int run_timeout_ms(const struct config *cfg)
{
    return cfg->role == ROLE_ROUTER ? -1 : (int)(cfg->timeout_s * 1000.0 + 0.5);
}

struct adapter_sock *runtime_open(const struct config *cfg, enum sock_kind kind, const char *endpoint, bool bind)
{
    return runtime_open_ms(cfg, kind, endpoint, bind, run_timeout_ms(cfg));
}

/* A send waits the run's --timeout even where receives wait in slices (the controller's, to keep its
 * round deadlines): a broker at full load may hold a burst of sends back that long. Under churn
 * (--deadline, --liveness) it waits the receive's slice too: a message that cannot go while the broker
 * is away counts as lost at once, and the role goes on (docs/churn.md). */
static struct adapter_sock *open_socket_at(const struct config *cfg, enum sock_kind kind, int timeout_ms,
                                           unsigned broker)
{
    unsigned brokers = cfg->pub.count > 1 ? cfg->pub.count : 1;
    struct sock_params params = {
        .timeout_ms = timeout_ms,
        .send_timeout_ms = cfg->deadline_s > 0 || cfg->liveness ? timeout_ms : run_timeout_ms(cfg),
        .setup_timeout_ms = run_timeout_ms(cfg),
        .max_msg_size = cli_max_msg(cfg),
        .clients = cfg->role == ROLE_MASTER ? cfg->workers : 0,
        .inflight = cfg->inflight,
        .nodes = cfg->role == ROLE_CONTROLLER ? cfg->nodes : 0,
        .first_node = cfg->role == ROLE_CONTROLLER ? cfg->game * cfg->nodes : 0,
        .library_defaults = cfg->library_defaults,
        .equalize = cfg->equalize,
        .address_size = cfg->pattern != PATTERN_REQREP ? ROUND_TOPIC_SIZE : 0, /* a message's topic */
        /* a survey is answered within --timeout, or the controller's round deadline (churn) */
        .deadline_ms = (int)((cfg->deadline_s > 0 ? cfg->deadline_s : cfg->timeout_s) * 1000.0 + 0.5),
        .liveness_ms = cfg->liveness ? LIVENESS_MS : 0,
        .scaleout = cfg->scaleout,
        .broker = broker % brokers,
        .brokers = brokers,
        .hosted = cfg->hosting == HOSTING_LOOP,
    };
    struct adapter_sock *s = ADAPTER.open(kind, &params);
    if (!s)
        record_fail(cfg, CAUSE_SETUP, "cannot open a %s socket: %s", ADAPTER.library, ADAPTER.last_error());
    return s;
}

static struct adapter_sock *open_socket(const struct config *cfg, enum sock_kind kind, int timeout_ms)
{
    return open_socket_at(cfg, kind, timeout_ms, 0);
}

static int attach(const struct config *cfg, struct adapter_sock *s, const char *endpoint, bool bind)
{
    int rc = bind ? adapter_bind(s, endpoint) : ADAPTER.connect(s, endpoint);
    if (rc != 0)
        record_fail(cfg, CAUSE_SETUP, "cannot %s %s: %s", bind ? "bind" : "connect to", endpoint,
                    ADAPTER.last_error());
    return rc;
}

/* A socket of `kind` connected to broker `broker` (its entry in the role's list). */
static struct adapter_sock *connect_at(const struct config *cfg, enum sock_kind kind, const char *endpoint,
                                       int timeout_ms, unsigned broker)
{
    struct adapter_sock *s = open_socket_at(cfg, kind, timeout_ms, broker);
    if (s && attach(cfg, s, endpoint, false) != 0) {
        ADAPTER.close(s);
        return NULL;
    }
    return s;
}

struct adapter_sock *runtime_open_ms(const struct config *cfg, enum sock_kind kind, const char *endpoint,
                                     bool bind, int timeout_ms)
{
    char why[512];
    if (bind && endpoint_check_free(endpoint, why, sizeof why) != 0) {
        record_fail(cfg, CAUSE_SETUP, "cannot bind: %s", why);
        return NULL;
    }
    struct adapter_sock *s = open_socket(cfg, kind, timeout_ms);
    if (s && attach(cfg, s, endpoint, bind) != 0) {
        ADAPTER.close(s);
        return NULL;
    }
    return s;
}

/* Pattern router: one socket whose address is `topic`, set before it connects
 * (the broker learns it then). */
static int open_addressed(const struct config *cfg, unsigned broker, const char *topic, int timeout_ms,
                          struct peer *p)
{
    const char *at = cli_endpoint_at(cfg->role == ROLE_CONTROLLER ? &cfg->pub : &cfg->sub, broker);
    struct adapter_sock *s = open_socket_at(cfg, SOCK_ADDRESSED, timeout_ms, broker);
    if (!s)
        return -1;
    if (ADAPTER.set_address(s, topic, ROUND_TOPIC_SIZE) != 0) {
        record_fail(cfg, CAUSE_SETUP, "cannot take the address %.*s: %s", ROUND_TOPIC_SIZE, topic,
                    ADAPTER.last_error());
        ADAPTER.close(s);
        return -1;
    }
    if (attach(cfg, s, at, false) != 0) {
        ADAPTER.close(s);
        return -1;
    }
    p->out = p->in = s;
    return 0;
}

/* Patterns pubsub and survey: a SUB for `topic` and a PUB. */
static int open_pubsub(const struct config *cfg, unsigned broker, const char *topic, int timeout_ms,
                       struct peer *p)
{
    p->in = connect_at(cfg, SOCK_SUB, cli_endpoint_at(&cfg->sub, broker), timeout_ms, broker);
    if (!p->in)
        return -1;
    if (ADAPTER.subscribe(p->in, topic, ROUND_TOPIC_SIZE) != 0) {
        record_fail(cfg, CAUSE_SETUP, "cannot subscribe to %.*s: %s", ROUND_TOPIC_SIZE, topic,
                    ADAPTER.last_error());
        return -1;
    }
    p->out = connect_at(cfg, SOCK_PUB, cli_endpoint_at(&cfg->pub, broker), run_timeout_ms(cfg), broker);
    return p->out ? 0 : -1;
}

/* Pattern reply: one socket, connected, then given its address: its topic (a node) or where
 * answers come (the controller); a broker product's client subscribes to it on a live connection. */
static int open_replying(const struct config *cfg, unsigned broker, const char *topic, int timeout_ms,
                         struct peer *p)
{
    enum sock_kind kind = cfg->role == ROLE_CONTROLLER ? SOCK_REQUESTER : SOCK_REPLIER;
    struct adapter_sock *s = connect_at(cfg, kind, cli_endpoint_at(&cfg->sub, broker), timeout_ms, broker);
    if (!s)
        return -1;
    p->out = p->in = s;
    if (ADAPTER.set_address(s, topic, ROUND_TOPIC_SIZE) != 0) {
        record_fail(cfg, CAUSE_SETUP, "cannot subscribe to %.*s: %s", ROUND_TOPIC_SIZE, topic,
                    ADAPTER.last_error());
        return -1;
    }
    return 0;
}

int runtime_open_peer(const struct config *cfg, unsigned broker, const char *topic, int in_timeout_ms,
                      int survey_timeout_ms, struct peer *p)
{
    *p = (struct peer){0};
    if (cfg->pattern == PATTERN_ADDRESSED)
        return open_addressed(cfg, broker, topic, in_timeout_ms, p);
    if (cfg->pattern == PATTERN_REPLY)
        return open_replying(cfg, broker, topic, in_timeout_ms, p);
    if (open_pubsub(cfg, broker, topic, in_timeout_ms, p) != 0)
        return -1;
    if (cfg->pattern != PATTERN_SURVEY)
        return 0;
    enum sock_kind kind = cfg->role == ROLE_CONTROLLER ? SOCK_SURVEYOR : SOCK_RESPONDENT;
    p->survey = runtime_open_ms(cfg, kind, cfg->survey, false, survey_timeout_ms);
    return p->survey ? 0 : -1;
}

void runtime_close_peer(struct peer *p)
{
    if (p->survey)
        ADAPTER.close(p->survey);
    if (p->in)
        ADAPTER.close(p->in);
    if (p->out && p->out != p->in)
        ADAPTER.close(p->out);
    *p = (struct peer){0};
}
