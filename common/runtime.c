/* runtime.c — process set-up and socket opening shared by the three roles. */
#include "runtime.h"

#include <signal.h>
#include <stdio.h>
#include <sys/prctl.h>

#include "wire.h"

static const char *role_name(enum role role)
{
    switch (role) {
    case ROLE_MASTER: return "master";
    case ROLE_WORKER: return "worker";
    case ROLE_ROUTER: return "router";
    }
    return "?";
}

int runtime_start(enum role role, int argc, char **argv, struct config *cfg)
{
    static char prog[64];
    snprintf(prog, sizeof prog, "%s-%s", ADAPTER.name, role_name(role));
    int rc = parse_args(role, prog, argc, argv, cfg);
    if (rc >= 0)
        return rc;
    /* A role must not outlive the sweep that started it (no orphans). */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    /* A peer that vanishes must show up as an error from send, not kill us. */
    signal(SIGPIPE, SIG_IGN);
    return -1;
}

size_t runtime_max_msg(const struct config *cfg)
{
    return cfg->size ? WIRE_HEADER_SIZE + (size_t)cfg->size : 0;
}

struct adapter_sock *runtime_open(const struct config *cfg, enum sock_kind kind, const char *endpoint,
                                  bool bind)
{
    char why[512];
    if (bind && endpoint_check_free(endpoint, why, sizeof why) != 0) {
        print_error(cfg, "cannot bind: %s", why);
        return NULL;
    }
    struct sock_params params = {
        .timeout_ms = cfg->role == ROLE_ROUTER ? -1 : (int)(cfg->timeout_s * 1000.0 + 0.5),
        .max_msg_size = runtime_max_msg(cfg),
        .clients = cfg->role == ROLE_MASTER ? cfg->clients : 0,
        .library_defaults = cfg->library_defaults,
        .equalize = cfg->equalize,
    };
    struct adapter_sock *s = ADAPTER.open(kind, &params);
    if (!s) {
        print_error(cfg, "cannot open a %s socket: %s", ADAPTER.library, ADAPTER.last_error());
        return NULL;
    }
    int rc = bind ? ADAPTER.bind(s, endpoint) : ADAPTER.connect(s, endpoint);
    if (rc != 0) {
        print_error(cfg, "cannot %s %s: %s", bind ? "bind" : "connect to", endpoint, ADAPTER.last_error());
        ADAPTER.close(s);
        return NULL;
    }
    return s;
}
