/* test_wire.c — the header's byte layout, decoding of bad input, reply checks. */
#include <stdlib.h>

#include "bytes.h"
#include "check.h"
#include "wire.h"

static struct wire_header sample(void)
{
    return (struct wire_header){.magic = WIRE_MAGIC,
                                .version = WIRE_VERSION,
                                .flags = WIRE_F_HELLO,
                                .client_id = 0x01020304,
                                .payload_size = 5,
                                .seq = 0x1122334455667788ull,
                                .checksum = 0xA1B2C3D4};
}

static void encode_is_big_endian(void)
{
    struct wire_header h = sample();
    unsigned char b[WIRE_HEADER_SIZE];
    memset(b, 0xEE, sizeof b);
    wire_encode(&h, b);
    const unsigned char want[WIRE_HEADER_SIZE] = {'R',  'R',  'B',  'M',  0,    1,    0,    1,    1,    2,    3,
                                                  4,    0,    0,    0,    5,    0x11, 0x22, 0x33, 0x44, 0x55, 0x66,
                                                  0x77, 0x88, 0xA1, 0xB2, 0xC3, 0xD4, 0,    0,    0,    0};
    CHECK(memcmp(b, want, sizeof want) == 0);
}

static void decode_round_trip(void)
{
    struct wire_header h = sample(), d;
    unsigned char msg[WIRE_HEADER_SIZE + 5] = {0};
    wire_encode(&h, msg);
    CHECK_EQ(wire_decode(msg, sizeof msg, &d), WIRE_OK);
    CHECK_EQ(d.magic, h.magic);
    CHECK_EQ(d.version, h.version);
    CHECK_EQ(d.flags, h.flags);
    CHECK_EQ(d.client_id, h.client_id);
    CHECK_EQ(d.payload_size, h.payload_size);
    CHECK(d.seq == h.seq);
    CHECK_EQ(d.checksum, h.checksum);
}

static void decode_rejects_truncated(void)
{
    struct wire_header h = sample(), d;
    unsigned char msg[WIRE_HEADER_SIZE + 5] = {0};
    wire_encode(&h, msg);
    for (size_t len = 0; len < WIRE_HEADER_SIZE; len++)
        CHECK_EQ(wire_decode(msg, len, &d), WIRE_TRUNCATED);
    /* A whole header whose payload is cut short. */
    for (size_t len = WIRE_HEADER_SIZE; len < sizeof msg; len++)
        CHECK_EQ(wire_decode(msg, len, &d), WIRE_BAD_LENGTH);
    CHECK_EQ(wire_decode(msg, sizeof msg, &d), WIRE_OK);
}

static void decode_rejects_corrupt(void)
{
    struct wire_header h = sample(), d;
    unsigned char msg[WIRE_HEADER_SIZE + 5] = {0}, bad[sizeof msg];
    wire_encode(&h, msg);

    memcpy(bad, msg, sizeof msg);
    bad[0] ^= 0x01;
    CHECK_EQ(wire_decode(bad, sizeof bad, &d), WIRE_BAD_MAGIC);

    memcpy(bad, msg, sizeof msg);
    bad[5] = 2;
    CHECK_EQ(wire_decode(bad, sizeof bad, &d), WIRE_BAD_VERSION);

    memcpy(bad, msg, sizeof msg);
    bad[6] = 0x80; /* unknown flag */
    CHECK_EQ(wire_decode(bad, sizeof bad, &d), WIRE_BAD_FLAGS);

    memcpy(bad, msg, sizeof msg);
    bad[31] = 1; /* reserved */
    CHECK_EQ(wire_decode(bad, sizeof bad, &d), WIRE_BAD_FLAGS);

    /* A huge declared payload must not be trusted (no overflow, no read past the end). */
    h.payload_size = 0xFFFFFFFFu;
    wire_encode(&h, bad);
    CHECK_EQ(wire_decode(bad, sizeof bad, &d), WIRE_BAD_LENGTH);
    h.payload_size = WIRE_MAX_PAYLOAD + 1;
    wire_encode(&h, bad);
    CHECK_EQ(wire_decode(bad, sizeof bad, &d), WIRE_BAD_LENGTH);

    /* Random bytes: never OK, never a crash. */
    srand(7);
    for (int i = 0; i < 10000; i++) {
        for (size_t j = 0; j < sizeof bad; j++)
            bad[j] = (unsigned char)rand();
        CHECK(wire_decode(bad, (size_t)rand() % (sizeof bad + 1), &d) != WIRE_OK);
    }
}

/* The master's answer to `req`: same bytes, reply flags added. */
static unsigned char *make_reply(const struct wire_request *req, uint16_t extra_flags)
{
    unsigned char *m = malloc(req->len);
    memcpy(m, req->buf, req->len);
    wire_set_flags(m, (uint16_t)(req->header.flags | WIRE_F_REPLY | extra_flags));
    return m;
}

static void reply_check_accepts_echo(void)
{
    struct wire_request req;
    CHECK_EQ(wire_request_init(&req, 3, 100), 0);
    wire_request_next(&req, 42, 0);
    unsigned char *m = make_reply(&req, WIRE_F_MEASURED | WIRE_F_STOP);
    CHECK_EQ(wire_check_reply(&req, m, req.len), WIRE_OK);
    free(m);
    wire_request_next(&req, 0, WIRE_F_HELLO);
    m = make_reply(&req, 0);
    CHECK_EQ(wire_check_reply(&req, m, req.len), WIRE_OK);
    free(m);
    wire_request_free(&req);
}

static void reply_check_catches_every_mismatch(void)
{
    struct wire_request req, other;
    CHECK_EQ(wire_request_init(&req, 3, 64), 0);
    CHECK_EQ(wire_request_init(&other, 4, 64), 0);
    wire_request_next(&req, 42, 0);
    unsigned char *m = make_reply(&req, 0);

    CHECK_EQ(wire_check_reply(&req, req.buf, req.len), WIRE_NOT_REPLY); /* request reflected back */
    unsigned char *rej = make_reply(&req, WIRE_F_REJECT);
    CHECK_EQ(wire_check_reply(&req, rej, req.len), WIRE_NOT_REPLY);
    free(rej);

    wire_request_next(&req, 43, 0); /* an old reply to seq 42 */
    CHECK_EQ(wire_check_reply(&req, m, req.len), WIRE_BAD_SEQ);
    wire_request_next(&req, 42, 0);

    wire_request_next(&other, 42, 0); /* another client's reply */
    unsigned char *o = make_reply(&other, 0);
    CHECK_EQ(wire_check_reply(&req, o, other.len), WIRE_BAD_CLIENT);
    free(o);

    /* Every single flipped payload byte is caught. */
    for (size_t i = WIRE_HEADER_SIZE; i < req.len; i++) {
        m[i] ^= 0x40;
        CHECK(wire_check_reply(&req, m, req.len) != WIRE_OK);
        m[i] ^= 0x40;
    }
    /* Payload swapped but checksum field kept: the byte comparison catches it. */
    memcpy(m + WIRE_HEADER_SIZE, other.buf + WIRE_HEADER_SIZE, 64);
    CHECK_EQ(wire_check_reply(&req, m, req.len), WIRE_BAD_PAYLOAD);
    memcpy(m + WIRE_HEADER_SIZE, req.buf + WIRE_HEADER_SIZE, 64);

    m[27] ^= 1; /* checksum field */
    CHECK_EQ(wire_check_reply(&req, m, req.len), WIRE_BAD_CHECKSUM);
    m[27] ^= 1;

    CHECK_EQ(wire_check_reply(&req, m, req.len - 1), WIRE_BAD_LENGTH);
    CHECK_EQ(wire_check_reply(&req, m, 10), WIRE_TRUNCATED);
    CHECK_EQ(wire_check_reply(&req, m, req.len), WIRE_OK);
    free(m);
    wire_request_free(&req);
    wire_request_free(&other);
}

static void request_check(void)
{
    struct wire_request req;
    struct wire_header h;
    CHECK_EQ(wire_request_init(&req, 7, 16), 0);
    wire_request_next(&req, 1, 0);
    CHECK_EQ(wire_check_request(req.buf, req.len, 16, 8, &h), WIRE_OK);
    CHECK_EQ(h.client_id, 7);
    CHECK_EQ(wire_check_request(req.buf, req.len, 17, 8, &h), WIRE_BAD_SIZE);
    CHECK_EQ(wire_check_request(req.buf, req.len, 16, 7, &h), WIRE_BAD_CLIENT);
    wire_request_next(&req, 1, WIRE_F_STOP); /* a reply-side flag in a request */
    CHECK_EQ(wire_check_request(req.buf, req.len, 16, 8, &h), WIRE_BAD_FLAGS);
    wire_request_free(&req);
}

static void payload_and_checksum(void)
{
    unsigned char a[256], b[256];
    wire_fill_payload(a, sizeof a, 1);
    wire_fill_payload(b, sizeof b, 1);
    CHECK(memcmp(a, b, sizeof a) == 0); /* deterministic */
    wire_fill_payload(b, sizeof b, 2);
    CHECK(memcmp(a, b, sizeof a) != 0); /* differs per client */
    uint32_t c = wire_checksum(a, sizeof a);
    for (size_t i = 0; i < sizeof a; i += 17) {
        a[i] ^= 1;
        CHECK(wire_checksum(a, sizeof a) != c);
        a[i] ^= 1;
    }
    CHECK_EQ(wire_checksum(a, sizeof a), c);
    CHECK(wire_checksum(a, 3) != wire_checksum(a, 4)); /* tail bytes count */
    for (int v = WIRE_OK; v <= WIRE_BAD_PAYLOAD; v++)
        CHECK(strlen(wire_verdict_str((enum wire_verdict)v)) > 0);
}

/* bytes.h: the published FNV-1a test vectors, a hash continued piecewise, big-endian both ways. */
static void bytes_helpers(void)
{
    const unsigned char *a = (const unsigned char *)"a", *foobar = (const unsigned char *)"foobar";
    CHECK_EQ(fnv1a32(FNV1A32_OFFSET, a, 1), 0xe40c292cu);
    CHECK_EQ(fnv1a32(FNV1A32_OFFSET, foobar, 6), 0xbf9cf968u);
    CHECK(fnv1a64(FNV1A64_OFFSET, a, 1) == 0xaf63dc4c8601ec8cull);
    CHECK(fnv1a64(FNV1A64_OFFSET, foobar, 6) == 0x85944171f73967e8ull);
    CHECK(fnv1a64(fnv1a64(FNV1A64_OFFSET, foobar, 2), foobar + 2, 4) == fnv1a64(FNV1A64_OFFSET, foobar, 6));
    unsigned char b[8];
    be64_put(b, 0x0102030405060708ull);
    CHECK(b[0] == 1 && b[7] == 8 && be64_get(b) == 0x0102030405060708ull);
    CHECK_EQ(be32_get(b + 4), 0x05060708);
    be16_put(b, 0xA1B2);
    CHECK(b[0] == 0xA1 && b[1] == 0xB2 && be16_get(b) == 0xA1B2);
}

const struct test_case wire_tests[] = {
    {"wire: encode is big-endian with the documented layout", encode_is_big_endian},
    {"wire: decode(encode(h)) == h", decode_round_trip},
    {"wire: truncated messages are rejected", decode_rejects_truncated},
    {"wire: corrupt headers and random bytes are rejected", decode_rejects_corrupt},
    {"wire: a true echo passes the reply check", reply_check_accepts_echo},
    {"wire: reply check catches seq, client, payload, checksum, length", reply_check_catches_every_mismatch},
    {"wire: master's request check", request_check},
    {"wire: payload pattern and checksum", payload_and_checksum},
    {"bytes: FNV-1a's test vectors, piecewise; big-endian both ways", bytes_helpers},
    {NULL, NULL},
};
