/* zmq_rounds_min.c — the smallest honest scatter-gather over an XSUB/XPUB proxy,
 * to check that our harness is not what a round costs (README: "Grischa's rounds").
 *
 * No verification, no histogram, no timeouts: a proxy thread, N node threads
 * (a SUB on its own topic and a PUB each) and the controller in main, all in
 * one process over TCP on loopback. A round: a 96-byte task to every node, a
 * 20-byte request to every node, every node's 74-byte result back. Node ids
 * are fixed-width topics, as ours. High-water marks at 100000, as our zmq
 * adapter sets them for pub/sub.
 *
 *   usage: zmq-rounds-min NODES ROUNDS PORT     (ports PORT and PORT+1)
 *   prints: nodes=N rounds=R median_us=M mean_us=A
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zmq.h>

static void *ctx;
static char pub_ep[64], sub_ep[64];

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static void *socket_hwm(int type)
{
    void *s = zmq_socket(ctx, type);
    int hwm = 100000;
    zmq_setsockopt(s, ZMQ_SNDHWM, &hwm, sizeof hwm);
    zmq_setsockopt(s, ZMQ_RCVHWM, &hwm, sizeof hwm);
    return s;
}

static void *proxy(void *arg)
{
    void *xsub = socket_hwm(ZMQ_XSUB), *xpub = socket_hwm(ZMQ_XPUB);
    zmq_bind(xsub, pub_ep);
    zmq_bind(xpub, sub_ep);
    *(volatile int *)arg = 1;
    zmq_proxy(xsub, xpub, NULL); /* until the context ends */
    zmq_close(xsub);
    zmq_close(xpub);
    return NULL;
}

static void *node(void *arg)
{
    int id = (int)(long)arg;
    char topic[16], buf[128];
    snprintf(topic, sizeof topic, "n%05d.", id % 100000);
    void *sub = socket_hwm(ZMQ_SUB), *pub = socket_hwm(ZMQ_PUB);
    zmq_setsockopt(sub, ZMQ_SUBSCRIBE, topic, 7);
    zmq_connect(sub, sub_ep);
    zmq_connect(pub, pub_ep);
    for (;;) {
        int n = zmq_recv(sub, buf, sizeof buf, 0);
        if (n < 8)
            break;
        if (buf[7] == 'S')
            break;
        if (buf[7] == 'H' || buf[7] == 'Q') { /* hello, or the results request: answer */
            char reply[74];
            memset(reply, 'r', sizeof reply);
            memcpy(reply, "result.", 7);
            reply[7] = buf[7] == 'H' ? 'A' : 'R';
            memcpy(reply + 8, topic + 1, 5); /* who answers */
            zmq_send(pub, reply, buf[7] == 'H' ? 20 : sizeof reply, 0);
        }
    }
    zmq_close(sub);
    zmq_close(pub);
    return NULL;
}

static void send_all(void *pub, int nodes, char kind, size_t len)
{
    char msg[96], topic[16];
    memset(msg, 't', sizeof msg);
    for (int i = 0; i < nodes; i++) {
        snprintf(topic, sizeof topic, "n%05d.", i % 100000);
        memcpy(msg, topic, 7);
        msg[7] = kind;
        zmq_send(pub, msg, len, 0);
    }
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: zmq-rounds-min NODES ROUNDS PORT\n");
        return 2;
    }
    int nodes = atoi(argv[1]), rounds = atoi(argv[2]), port = atoi(argv[3]);
    if (nodes < 1 || nodes > 99999 || rounds < 1 || port < 1 || port > 65534) {
        fprintf(stderr, "zmq-rounds-min: error: NODES 1..99999, ROUNDS positive, PORT 1..65534\n");
        return 2;
    }
    snprintf(pub_ep, sizeof pub_ep, "tcp://127.0.0.1:%d", port);
    snprintf(sub_ep, sizeof sub_ep, "tcp://127.0.0.1:%d", port + 1);
    ctx = zmq_ctx_new();
    volatile int bound = 0;
    pthread_t p, *t = calloc((size_t)nodes, sizeof *t);
    double *took = calloc((size_t)rounds, sizeof *took);
    pthread_create(&p, NULL, proxy, (void *)&bound);
    while (!bound)
        ;
    for (long i = 0; i < nodes; i++)
        pthread_create(&t[i], NULL, node, (void *)i);
    void *pub = socket_hwm(ZMQ_PUB), *sub = socket_hwm(ZMQ_SUB);
    zmq_setsockopt(sub, ZMQ_SUBSCRIBE, "result.", 7);
    zmq_connect(pub, pub_ep);
    zmq_connect(sub, sub_ep);
    char buf[128];
    int timeout = 50, answered = 0;
    char *seen = calloc((size_t)nodes, 1);
    zmq_setsockopt(sub, ZMQ_RCVTIMEO, &timeout, sizeof timeout);
    while (answered < nodes) { /* hellos until every subscription is live */
        send_all(pub, nodes, 'H', 20);
        while (zmq_recv(sub, buf, sizeof buf, 0) > 13) {
            buf[13] = '\0';
            int id = atoi(buf + 8);
            if (buf[7] == 'A' && id < nodes && !seen[id]++)
                answered++;
        }
    }
    free(seen);
    timeout = -1;
    zmq_setsockopt(sub, ZMQ_RCVTIMEO, &timeout, sizeof timeout);
    for (int r = 0; r < rounds; r++) {
        double t0 = now_us();
        send_all(pub, nodes, 'T', 96);
        send_all(pub, nodes, 'Q', 20);
        for (int got = 0; got < nodes;)
            if (zmq_recv(sub, buf, sizeof buf, 0) > 7 && buf[7] == 'R')
                got++;
        took[r] = now_us() - t0;
    }
    send_all(pub, nodes, 'S', 20);
    double sum = 0;
    for (int r = 0; r < rounds; r++)
        sum += took[r];
    qsort(took, (size_t)rounds, sizeof *took, cmp);
    printf("nodes=%d rounds=%d median_us=%.1f mean_us=%.1f\n", nodes, rounds, took[rounds / 2], sum / rounds);
    for (int i = 0; i < nodes; i++)
        pthread_join(t[i], NULL);
    zmq_close(pub);
    zmq_close(sub);
    zmq_ctx_shutdown(ctx); /* ends the proxy */
    pthread_join(p, NULL);
    zmq_ctx_term(ctx);
    free(t);
    free(took);
    return 0;
}
