/* lossy_router.c — a broker that loses one reply on purpose, for tests only.
 *
 * It takes the router's flags and forwards like the library's own device,
 * except that it drops the reply number RRB_DROP_REPLY (counting from 1,
 * hellos included) on its way back to the workers: the event of a rare
 * lost reply, on demand, so a test can check that the sweep detects it,
 * names where it was lost, retries the point and reports the finding.
 *
 * Only for libraries whose raw sockets keep the routing header inside the
 * received message (nng), so forwarding is recv + send_msg per direction.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "adapter.h"
#include "runtime.h"

struct pair {
    struct adapter_sock *from, *to;
};

/* Requests: workers -> master, all of them. */
static void *forward_requests(void *arg)
{
    struct pair *p = arg;
    for (;;) {
        struct adapter_msg m;
        if (ADAPTER.recv(p->from, &m) != 0 || ADAPTER.send_msg(p->to, &m) != 0)
            exit(1);
    }
    return NULL;
}

int main(int argc, char **argv)
{
    struct config cfg;
    int rc = runtime_start(ROLE_ROUTER, argc, argv, &cfg);
    if (rc >= 0)
        return rc;
    const char *drop_env = getenv("RRB_DROP_REPLY");
    unsigned long drop_at = drop_env ? strtoul(drop_env, NULL, 10) : 0;
    struct adapter_sock *front = runtime_open(&cfg, SOCK_ROUTER_FRONT, cfg.front, true);
    struct adapter_sock *back = runtime_open(&cfg, SOCK_ROUTER_BACK, cfg.back, true);
    if (!front || !back)
        return EXIT_FAILED;
    printf("READY role=router\n");
    fflush(stdout);
    struct pair requests = {front, back};
    pthread_t t;
    if (pthread_create(&t, NULL, forward_requests, &requests) != 0)
        return EXIT_FAILED;
    for (unsigned long n = 1;; n++) {
        struct adapter_msg m;
        if (ADAPTER.recv(back, &m) != 0)
            return EXIT_FAILED;
        if (n == drop_at) {
            fprintf(stderr, "lossy-router: dropped reply %lu on purpose\n", n);
            ADAPTER.release(&m);
            continue;
        }
        if (ADAPTER.send_msg(front, &m) != 0)
            return EXIT_FAILED;
    }
}
