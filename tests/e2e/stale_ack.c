/* stale_ack.c — RabbitMQ, for tests only: a message held across a reconnection is not acknowledged on
 * the new connection. Usage: rabbitmq-stale-ack ENDPOINT (a rabbitmq-server's, nothing else on it).
 *
 * With manual acknowledgements (RRB_RABBITMQ_PREFETCH) and --liveness, a subscriber receives A and
 * keeps it; its connection is cut (shutdown of the socket watch() gives: no proxy, no timing) and
 * the adapter reconnects (a new exclusive queue, bound again); C comes on the new connection. A's
 * delivery tag (1, on the first channel) is C's too (1, on the new one): releasing A must not
 * acknowledge it there. Then C is released, and a queue.bind (a round trip on the channel) shows
 * whether the channel is still open: had A's tag been sent, C's would be a second acknowledgement of
 * tag 1, and the server closes the channel (406 PRECONDITION_FAILED - unknown delivery tag 1).
 * Prints "STALE-ACK ok" and exits 0, or one line saying what went wrong and exits 1. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#include "adapter.h"

#define TOPIC "t1."
#define TOPIC_SIZE 3
#define WAIT_MS 300 /* one receive's wait; the reconnection is waited for in as many as it takes */
#define RECONNECT_TRIES 100

static int fail(const char *what)
{
    printf("STALE-ACK failed: %s: %s\n", what, ADAPTER.last_error());
    return 1;
}

static struct adapter_sock *open_connected(enum sock_kind kind, const struct sock_params *p, const char *endpoint)
{
    struct adapter_sock *s = ADAPTER.open(kind, p);
    if (s && ADAPTER.connect(s, endpoint) == 0)
        return s;
    if (s)
        ADAPTER.close(s);
    return NULL;
}

/* Receives one message, which must be `want`. */
static int receive(struct adapter_sock *s, struct adapter_msg *m, const char *want)
{
    if (ADAPTER.recv(s, m) != 0)
        return fail(want);
    if (m->size != strlen(want) || memcmp(m->data, want, m->size) != 0) {
        printf("STALE-ACK failed: got %.*s, not %s\n", (int)m->size, (const char *)m->data, want);
        return 1;
    }
    return 0;
}

/* Cuts the subscriber's connection and receives (nothing comes: its old queue went with it) until
 * the adapter has set a new one up. */
static int cut_and_reconnect(struct adapter_sock *sub)
{
    short events;
    int fd = ADAPTER.watch(sub, &events);
    if (fd < 0 || shutdown(fd, SHUT_RDWR) != 0) {
        printf("STALE-ACK failed: no connection to cut\n");
        return 1;
    }
    for (int i = 0; i < RECONNECT_TRIES; i++) {
        struct adapter_msg m;
        int rc = ADAPTER.recv(sub, &m);
        if (rc == 0) {
            printf("STALE-ACK failed: a message on a fresh queue: %.*s\n", (int)m.size, (const char *)m.data);
            return 1;
        }
        if (rc != ADAPTER_TIMEOUT)
            return fail("receiving across the cut");
        if (ADAPTER.watch(sub, &events) >= 0) /* (the cut one read its end at once: this one is new) */
            return 0;
    }
    printf("STALE-ACK failed: no new connection after %d receives\n", RECONNECT_TRIES);
    return 1;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s ENDPOINT\n", argv[0]);
        return 2;
    }
    setenv("RRB_RABBITMQ_PREFETCH", "10", 1); /* acknowledgements by hand (rabbitmq@acks) */
    struct sock_params params = {
        .timeout_ms = WAIT_MS, .send_timeout_ms = 3000, .address_size = TOPIC_SIZE, .liveness_ms = LIVENESS_MS};
    struct adapter_sock *sub = open_connected(SOCK_SUB, &params, argv[1]);
    if (!sub || ADAPTER.subscribe(sub, TOPIC, TOPIC_SIZE) != 0)
        return fail("subscribing");
    params.liveness_ms = 0;
    struct adapter_sock *pub = open_connected(SOCK_PUB, &params, argv[1]);
    if (!pub)
        return fail("connecting the publisher");
    struct adapter_msg held, fresh;
    if (ADAPTER.send(pub, TOPIC "A", TOPIC_SIZE + 1) != 0)
        return fail("sending A");
    if (receive(sub, &held, TOPIC "A") != 0 || cut_and_reconnect(sub) != 0)
        return 1;
    if (ADAPTER.send(pub, TOPIC "C", TOPIC_SIZE + 1) != 0)
        return fail("sending C");
    if (receive(sub, &fresh, TOPIC "C") != 0)
        return 1;
    ADAPTER.release(&held); /* from the lost connection */
    ADAPTER.release(&fresh);
    if (ADAPTER.subscribe(sub, "t2.", TOPIC_SIZE) != 0) /* queue.bind: the channel still open? */
        return fail("the channel after the acknowledgements");
    printf("STALE-ACK ok\n");
    ADAPTER.close(pub);
    ADAPTER.close(sub);
    return 0;
}
