/* router.c — the broker: between the workers (front) and the master (back);
 * with --pattern pubsub, Grischa's GBroker between the publishers (front)
 * and the subscribers (back); with --pattern router, one socket at both that
 * sends every message to the peer its topic names.
 *
 * All forwarding is the library's own proxy (zmq_proxy, nn_device, ...):
 * the benchmark measures what a user of that library would get.
 *
 * Output (stdout): READY role=router, once both ends are bound; CPU s=S as it
 * leaves (only when it leaves by --lifeline: otherwise it is killed).
 */
#include <stdbool.h>
#include <stdio.h>

#include "adapter.h"
#include "runtime.h"

/* Pattern router: one socket bound at both endpoints (the controller comes
 * to --front, the nodes to --back); every message goes to the peer whose
 * address is its topic. The library routes; this loop only hands each
 * message back to it. A message for a peer not (yet) connected is dropped,
 * as a ROUTER does: the controller's hellos find out when every node is. */
static int route_by_topic(const struct config *cfg)
{
    struct adapter_sock *s = runtime_open(cfg, SOCK_BROKER_ROUTED, cfg->front, true);
    if (!s)
        return EXIT_FAILED;
    char why[512];
    if (endpoint_check_free(cfg->back, why, sizeof why) != 0 || ADAPTER.bind(s, cfg->back) != 0) {
        print_error(cfg, "cannot bind %s: %s", cfg->back, why[0] ? why : ADAPTER.last_error());
        ADAPTER.close(s);
        return EXIT_FAILED;
    }
    printf("READY role=router\n");
    fflush(stdout);
    for (;;) {
        struct adapter_msg m;
        int rc = ADAPTER.recv(s, &m);
        if (rc == ADAPTER_TIMEOUT)
            continue;
        if (rc != 0)
            break;
        ADAPTER.send_msg(s, &m); /* no such peer: dropped (the library's error says so; nobody to tell) */
    }
    print_error(cfg, "routing stopped: %s", ADAPTER.last_error());
    ADAPTER.close(s);
    return EXIT_FAILED;
}

int main(int argc, char **argv)
{
    struct config cfg;
    int rc = runtime_start(ROLE_ROUTER, argc, argv, &cfg);
    if (rc >= 0)
        return rc;
    if (cfg.pattern == PATTERN_ROUTER)
        return route_by_topic(&cfg);
    bool pubsub = cfg.pattern == PATTERN_PUBSUB;
    struct adapter_sock *front = runtime_open(&cfg, pubsub ? SOCK_BROKER_XSUB : SOCK_ROUTER_FRONT, cfg.front, true);
    if (!front)
        return EXIT_FAILED;
    struct adapter_sock *back = runtime_open(&cfg, pubsub ? SOCK_BROKER_XPUB : SOCK_ROUTER_BACK, cfg.back, true);
    if (!back) {
        ADAPTER.close(front);
        return EXIT_FAILED;
    }
    printf("READY role=router\n");
    fflush(stdout);
    ADAPTER.proxy(front, back); /* returns only on error */
    print_error(&cfg, "proxy stopped: %s", ADAPTER.last_error());
    ADAPTER.close(back);
    ADAPTER.close(front);
    return EXIT_FAILED;
}
