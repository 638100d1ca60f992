/* routing_ids.c — the first peer id a ROUTER of this process hands out, for tests only.
 *
 * It opens one adapter socket first, as every program does (with --library-defaults: as
 * shipped), then a plain libzmq ROUTER and a DEALER that sends it one message, and prints the
 * id the ROUTER gave the DEALER, in hex. libzmq draws that id from rand(); two processes print
 * the same one when nothing seeded it (zmq/ids.h).
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <zmq.h>

#include "adapter.h"

int main(int argc, char **argv)
{
    bool defaults = argc > 1 && strcmp(argv[1], "--library-defaults") == 0;
    struct sock_params p = {
        .timeout_ms = 1000, .send_timeout_ms = 1000, .inflight = 1, .library_defaults = defaults};
    struct adapter_sock *s = ADAPTER.open(SOCK_MASTER, &p);
    if (!s) {
        fprintf(stderr, "routing-ids: open: %s\n", ADAPTER.last_error());
        return 1;
    }
    void *ctx = zmq_ctx_new();
    void *router = zmq_socket(ctx, ZMQ_ROUTER), *dealer = zmq_socket(ctx, ZMQ_DEALER);
    unsigned char id[256];
    int n = -1;
    if (zmq_bind(router, "inproc://ids") == 0 && zmq_connect(dealer, "inproc://ids") == 0 &&
        zmq_send(dealer, "x", 1, 0) == 1)
        n = zmq_recv(router, id, sizeof id, 0);
    if (n <= 0 || n > (int)sizeof id) {
        fprintf(stderr, "routing-ids: %s\n", zmq_strerror(zmq_errno()));
        return 1;
    }
    for (int i = 0; i < n; i++)
        printf("%02x", id[i]);
    printf("\n");
    zmq_close(dealer);
    zmq_close(router);
    zmq_ctx_term(ctx);
    ADAPTER.close(s);
    return 0;
}
