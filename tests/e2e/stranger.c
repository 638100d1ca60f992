/* stranger.c — a client that is not ours, for tests only: it speaks the
 * library's protocol correctly (so its messages get through the broker) but
 * sends messages our header rejects, each kind once, and checks that every
 * answer is the master's REJECT. Usage: <lib>-stranger ENDPOINT
 * Prints "STRANGER sent=N rejected=K"; exits 0 when K == N. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adapter.h"
#include "wire.h"

enum { PAYLOAD = 64 };

/* One garbage message of each kind into buf; returns its length. */
static size_t garbage(int kind, unsigned char *buf)
{
    struct wire_header h = {
        .magic = WIRE_MAGIC, .version = WIRE_VERSION, .client_id = 0, .payload_size = PAYLOAD, .seq = 1};
    memset(buf, 0xA5, WIRE_HEADER_SIZE + PAYLOAD);
    switch (kind) {
    case 0: /* random-looking bytes */
        for (size_t i = 0; i < WIRE_HEADER_SIZE + PAYLOAD; i++)
            buf[i] = (unsigned char)(i * 131u + 7u);
        return WIRE_HEADER_SIZE + PAYLOAD;
    case 1: /* a valid-looking header declaring a huge payload */
        h.payload_size = 0xFFFFFFF0u;
        break;
    case 2: /* "negative" length */
        h.payload_size = (uint32_t)-1;
        break;
    case 3: /* truncated header */
        wire_encode(&h, buf);
        return WIRE_HEADER_SIZE / 2;
    case 4: /* a client id no worker has */
        h.client_id = 0x7FFFFFFF;
        break;
    case 5: /* unknown flag bits */
        h.flags = 0x8000;
        break;
    default: /* empty message */
        return 0;
    }
    wire_encode(&h, buf);
    return WIRE_HEADER_SIZE + PAYLOAD;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s ENDPOINT\n", argv[0]);
        return 2;
    }
    struct sock_params params = {
        .timeout_ms = 3000, .send_timeout_ms = 3000, .clients = 1, .max_msg_size = WIRE_HEADER_SIZE + PAYLOAD};
    struct adapter_sock *s = ADAPTER.open(SOCK_WORKER, &params);
    if (!s || ADAPTER.connect(s, argv[1]) != 0) {
        fprintf(stderr, "stranger: %s\n", ADAPTER.last_error());
        return 1;
    }
    static unsigned char buf[WIRE_HEADER_SIZE + PAYLOAD];
    int sent = 0, rejected = 0;
    for (int kind = 0; kind < 7; kind++) {
        size_t len = garbage(kind, buf);
        if (ADAPTER.send(s, buf, len) != 0) {
            fprintf(stderr, "stranger: send: %s\n", ADAPTER.last_error());
            break;
        }
        sent++;
        struct adapter_msg m;
        if (ADAPTER.recv(s, &m) != 0) {
            fprintf(stderr, "stranger: no answer to garbage kind %d: %s\n", kind, ADAPTER.last_error());
            break;
        }
        struct wire_header h;
        if (wire_decode(m.data, m.size, &h) == WIRE_OK && (h.flags & WIRE_F_REJECT))
            rejected++;
        else
            fprintf(stderr, "stranger: garbage kind %d was not rejected\n", kind);
        ADAPTER.release(&m);
    }
    printf("STRANGER sent=%d rejected=%d\n", sent, rejected);
    ADAPTER.close(s);
    return sent == 7 && rejected == sent ? 0 : 1;
}
