/* wire.c — encoding, decoding and verification of the benchmark's messages. */
#include "wire.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "bytes.h"

const char *wire_verdict_str(enum wire_verdict v)
{
    switch (v) {
    case WIRE_OK:
        return "ok";
    case WIRE_TRUNCATED:
        return "truncated header";
    case WIRE_BAD_MAGIC:
        return "bad magic";
    case WIRE_BAD_VERSION:
        return "unsupported wire version";
    case WIRE_BAD_FLAGS:
        return "unknown flags or nonzero reserved bytes";
    case WIRE_BAD_LENGTH:
        return "message length does not match header";
    case WIRE_BAD_SIZE:
        return "payload size differs from this run's size";
    case WIRE_BAD_CLIENT:
        return "wrong client id";
    case WIRE_BAD_SEQ:
        return "reply to another request (sequence number differs)";
    case WIRE_NOT_REPLY:
        return "not a reply (or rejected by the master)";
    case WIRE_BAD_CHECKSUM:
        return "payload checksum differs";
    case WIRE_BAD_PAYLOAD:
        return "payload bytes differ from the request";
    }
    return "unknown verdict";
}

void wire_encode(const struct wire_header *h, unsigned char *buf)
{
    be32_put(buf + 0, h->magic);
    be16_put(buf + 4, h->version);
    be16_put(buf + 6, h->flags);
    be32_put(buf + 8, h->client_id);
    be32_put(buf + 12, h->payload_size);
    be64_put(buf + 16, h->seq);
    be32_put(buf + 24, h->checksum);
    be32_put(buf + 28, 0);
}

enum wire_verdict wire_decode(const unsigned char *msg, size_t len, struct wire_header *h)
{
    if (len < WIRE_HEADER_SIZE)
        return WIRE_TRUNCATED;
    h->magic = be32_get(msg + 0);
    h->version = be16_get(msg + 4);
    h->flags = be16_get(msg + 6);
    h->client_id = be32_get(msg + 8);
    h->payload_size = be32_get(msg + 12);
    h->seq = be64_get(msg + 16);
    h->checksum = be32_get(msg + 24);
    if (h->magic != WIRE_MAGIC)
        return WIRE_BAD_MAGIC;
    if (h->version != WIRE_VERSION)
        return WIRE_BAD_VERSION;
    if ((h->flags & ~WIRE_F_KNOWN) != 0 || be32_get(msg + 28) != 0)
        return WIRE_BAD_FLAGS;
    /* Compare in size_t: payload_size is attacker-controlled and may be huge. */
    if (h->payload_size > WIRE_MAX_PAYLOAD || len - WIRE_HEADER_SIZE != (size_t)h->payload_size)
        return WIRE_BAD_LENGTH;
    return WIRE_OK;
}

void wire_set_seq(unsigned char *buf, uint64_t seq)
{
    be64_put(buf + 16, seq);
}

void wire_set_flags(unsigned char *buf, uint16_t flags)
{
    be16_put(buf + 6, flags);
}

uint16_t wire_get_flags(const unsigned char *buf)
{
    return be16_get(buf + 6);
}

uint32_t wire_checksum(const unsigned char *data, size_t len)
{
    uint64_t h = FNV1A64_OFFSET;
    size_t i = 0;
    for (; i + 8 <= len; i += 8) { /* FNV-1a's steps, a word at a time */
        uint64_t w;
        memcpy(&w, data + i, 8); /* host order is fine: same host computes and checks */
        h = (h ^ w) * FNV1A64_PRIME;
    }
    h = fnv1a64(h, data + i, len - i);
    return (uint32_t)(h ^ (h >> 32));
}

void wire_fill_payload(unsigned char *data, size_t len, uint32_t client_id)
{
    /* xorshift64*, seeded by the client id: cheap, and no two clients alike. */
    uint64_t x = 0x9E3779B97F4A7C15ull ^ ((uint64_t)client_id << 17) ^ client_id;
    for (size_t i = 0; i < len; i++) {
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        data[i] = (unsigned char)((x * 0x2545F4914F6CDD1Dull) >> 56);
    }
}

int wire_request_init(struct wire_request *r, uint32_t client_id, uint32_t payload_size)
{
    memset(r, 0, sizeof *r);
    if (payload_size > WIRE_MAX_PAYLOAD) {
        errno = EINVAL;
        return -1;
    }
    r->len = WIRE_HEADER_SIZE + (size_t)payload_size;
    r->buf = malloc(r->len);
    if (!r->buf)
        return -1;
    unsigned char *payload = r->buf + WIRE_HEADER_SIZE;
    wire_fill_payload(payload, payload_size, client_id);
    r->header = (struct wire_header){
        .magic = WIRE_MAGIC,
        .version = WIRE_VERSION,
        .client_id = client_id,
        .payload_size = payload_size,
        .checksum = wire_checksum(payload, payload_size),
    };
    wire_encode(&r->header, r->buf);
    return 0;
}

void wire_request_free(struct wire_request *r)
{
    free(r->buf);
    r->buf = NULL;
}

void wire_request_next(struct wire_request *r, uint64_t seq, uint16_t flags)
{
    r->header.seq = seq;
    r->header.flags = flags;
    wire_set_seq(r->buf, seq);
    wire_set_flags(r->buf, flags);
}

enum wire_verdict wire_check_reply(const struct wire_request *r, const unsigned char *msg, size_t len)
{
    struct wire_header h;
    enum wire_verdict v = wire_decode(msg, len, &h);
    if (v != WIRE_OK)
        return v;
    if (!(h.flags & WIRE_F_REPLY) || (h.flags & WIRE_F_REJECT))
        return WIRE_NOT_REPLY;
    if ((h.flags & WIRE_F_HELLO) != (r->header.flags & WIRE_F_HELLO))
        return WIRE_BAD_FLAGS;
    if (h.client_id != r->header.client_id)
        return WIRE_BAD_CLIENT;
    if (h.seq != r->header.seq)
        return WIRE_BAD_SEQ;
    if (h.payload_size != r->header.payload_size)
        return WIRE_BAD_SIZE;
    if (h.checksum != r->header.checksum)
        return WIRE_BAD_CHECKSUM;
    /* The full comparison is what proves the bytes arrived; the checksum
     * above only catches a wrong header cheaply. */
    if (memcmp(msg + WIRE_HEADER_SIZE, r->buf + WIRE_HEADER_SIZE, h.payload_size) != 0)
        return WIRE_BAD_PAYLOAD;
    return WIRE_OK;
}

enum wire_verdict wire_check_request(const unsigned char *msg, size_t len, uint32_t expected_size,
                                     uint32_t clients, struct wire_header *h)
{
    enum wire_verdict v = wire_decode(msg, len, h);
    if (v != WIRE_OK)
        return v;
    if (h->flags & ~WIRE_F_HELLO)
        return WIRE_BAD_FLAGS;
    if (h->payload_size != expected_size)
        return WIRE_BAD_SIZE;
    if (h->client_id >= clients)
        return WIRE_BAD_CLIENT;
    return WIRE_OK;
}
