/* fuzz_wire.c — libFuzzer target for the wire header: every check a message
 * from a stranger passes through (decode, the master's request check, the
 * worker's reply check) must return a verdict, never crash, read out of
 * bounds or accept what is not exactly the expected message.
 * Built by `make fuzz` with clang -fsanitize=fuzzer,address,undefined. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "wire.h"

enum { SIZE = 64, CLIENTS = 4 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* A copy of exactly `size` bytes, so ASan sees any read past the end. */
    unsigned char *msg = malloc(size ? size : 1);
    if (!msg)
        return 0;
    memcpy(msg, data, size);

    struct wire_header h;
    enum wire_verdict v = wire_decode(msg, size, &h);
    if (v == WIRE_OK && size != WIRE_HEADER_SIZE + (size_t)h.payload_size)
        abort(); /* decode accepted a message whose length disagrees with its header */

    v = wire_check_request(msg, size, SIZE, CLIENTS, &h);
    if (v == WIRE_OK && (h.payload_size != SIZE || h.client_id >= CLIENTS || size != WIRE_HEADER_SIZE + SIZE))
        abort();

    static struct wire_request req;
    static int ready;
    if (!ready) {
        if (wire_request_init(&req, 1, SIZE) != 0)
            abort();
        wire_request_next(&req, 7, 0);
        ready = 1;
    }
    v = wire_check_reply(&req, msg, size);
    if (v == WIRE_OK && (size != req.len || memcmp(msg + WIRE_HEADER_SIZE, req.buf + WIRE_HEADER_SIZE, SIZE) != 0))
        abort(); /* a reply is accepted only when it is our request, byte for byte */
    free(msg);
    return 0;
}
