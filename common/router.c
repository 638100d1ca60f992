/* router.c — the broker: between the workers (front) and the master (back);
 * with --pattern pubsub, Grischa's GBroker between the publishers (front)
 * and the subscribers (back).
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

int main(int argc, char **argv)
{
    struct config cfg;
    int rc = runtime_start(ROLE_ROUTER, argc, argv, &cfg);
    if (rc >= 0)
        return rc;
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
