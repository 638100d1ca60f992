/* corrupt_master.c — a master that lies, for tests only: it answers hellos
 * correctly, then corrupts its first real reply in one way, so a test can
 * check that the worker refuses it. Usage: <lib>-corrupt-master ENDPOINT MODE
 * with MODE payload | seq | short | client | request (echo without REPLY flag). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adapter.h"
#include "wire.h"

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s ENDPOINT payload|seq|short|client|request\n", argv[0]);
        return 2;
    }
    const char *mode = argv[2];
    struct sock_params params = {.timeout_ms = 10000, .send_timeout_ms = 10000};
    struct adapter_sock *s = ADAPTER.open(SOCK_MASTER, &params);
    if (!s || ADAPTER.connect(s, argv[1]) != 0) {
        fprintf(stderr, "corrupt-master: %s\n", ADAPTER.last_error());
        return 1;
    }
    for (;;) {
        struct adapter_msg m;
        if (ADAPTER.recv(s, &m) != 0)
            return 1;
        unsigned char *b = m.data;
        uint16_t flags = wire_get_flags(b);
        if (flags & WIRE_F_HELLO) {
            wire_set_flags(b, flags | WIRE_F_REPLY);
            ADAPTER.send_msg(s, &m);
            continue;
        }
        wire_set_flags(b, WIRE_F_REPLY | WIRE_F_MEASURED);
        if (strcmp(mode, "payload") == 0)
            b[m.size - 1] ^= 0x01;
        else if (strcmp(mode, "seq") == 0)
            b[23] ^= 0x01;
        else if (strcmp(mode, "client") == 0)
            b[11] ^= 0x01;
        else if (strcmp(mode, "request") == 0)
            wire_set_flags(b, 0);
        if (strcmp(mode, "short") == 0) {
            ADAPTER.send(s, m.data, m.size - 1);
            ADAPTER.release(&m);
        } else {
            ADAPTER.send_msg(s, &m);
        }
    }
}
