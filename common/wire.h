/* wire.h — the message format every library carries, and how it is checked.
 *
 * Every message is a fixed 32-byte header followed by `payload_size` payload
 * bytes. All header fields are big-endian (network byte order) and are read and
 * written byte by byte, so the format does not depend on the host or compiler.
 *
 *   offset size field
 *        0    4 magic          WIRE_MAGIC ("RRBM")
 *        4    2 version        WIRE_VERSION
 *        6    2 flags          WIRE_F_* below
 *        8    4 client_id      0 .. clients-1, chosen by the worker
 *       12    4 payload_size   bytes after the header
 *       16    8 seq            per-client request number, 1, 2, 3, ...
 *       24    4 checksum       wire_checksum() of the payload
 *       28    4 reserved       zero
 *
 * The worker sends a request; the master echoes the same bytes back with
 * WIRE_F_REPLY (and phase flags) set; the worker checks that the reply is its
 * own request: same client, seq, size, checksum and payload bytes.
 */
#ifndef RRB_WIRE_H
#define RRB_WIRE_H

#include <stddef.h>
#include <stdint.h>

#define WIRE_MAGIC 0x5252424Du /* "RRBM" */
#define WIRE_VERSION 1u
#define WIRE_HEADER_SIZE 32u
#define WIRE_MAX_PAYLOAD (1u << 30) /* 1 GiB */

/* Flags. Requests carry HELLO or nothing; the master adds the rest. */
#define WIRE_F_HELLO 0x0001u    /* connection check before the run, never counted */
#define WIRE_F_REPLY 0x0002u    /* set by the master on every reply */
#define WIRE_F_MEASURED 0x0004u /* reply belongs to the measured phase */
#define WIRE_F_STOP 0x0008u     /* the run is over: the worker sends no more */
#define WIRE_F_REJECT 0x0010u   /* the master could not accept the request */
#define WIRE_F_KNOWN 0x001Fu

struct wire_header {
    uint32_t magic;
    uint16_t version;
    uint16_t flags;
    uint32_t client_id;
    uint32_t payload_size;
    uint64_t seq;
    uint32_t checksum;
};

/* What a check found. WIRE_OK is zero; everything else is a reason. */
enum wire_verdict {
    WIRE_OK = 0,
    WIRE_TRUNCATED, /* shorter than the header */
    WIRE_BAD_MAGIC,
    WIRE_BAD_VERSION,
    WIRE_BAD_FLAGS,  /* unknown flag bits, or reserved bytes not zero */
    WIRE_BAD_LENGTH, /* message length != header + payload_size */
    WIRE_BAD_SIZE,   /* payload_size is not the size this run uses */
    WIRE_BAD_CLIENT, /* client id out of range, or not ours */
    WIRE_BAD_SEQ,    /* reply to another request */
    WIRE_NOT_REPLY,  /* reply without WIRE_F_REPLY, or marked rejected */
    WIRE_BAD_CHECKSUM,
    WIRE_BAD_PAYLOAD, /* payload bytes differ from what was sent */
};

/* A short, fixed description of a verdict ("bad magic"). Never NULL. */
const char *wire_verdict_str(enum wire_verdict v);

/* Writes `h` into the first WIRE_HEADER_SIZE bytes of `buf`. */
void wire_encode(const struct wire_header *h, unsigned char *buf);

/* Reads a header from a message of `len` bytes. Checks only what the header
 * alone can show: length, magic, version, known flags, reserved bytes, and that
 * `len` equals the header plus payload_size. On error `*h` is unspecified. */
enum wire_verdict wire_decode(const unsigned char *msg, size_t len, struct wire_header *h);

/* Rewrites fields of an already encoded header in place (hot path). */
void wire_set_seq(unsigned char *buf, uint64_t seq);
void wire_set_flags(unsigned char *buf, uint16_t flags);
uint16_t wire_get_flags(const unsigned char *buf);

/* Checksum of a payload (64-bit FNV-1a over 8-byte words, folded to 32 bits).
 * Computed once per prepared payload, not per message. */
uint32_t wire_checksum(const unsigned char *data, size_t len);

/* Fills `len` bytes with a pseudo-random pattern that depends on `client_id`,
 * so a reply routed to the wrong client fails the payload comparison. */
void wire_fill_payload(unsigned char *data, size_t len, uint32_t client_id);

/* A request as the worker prepares it once: header + payload in one buffer. */
struct wire_request {
    unsigned char *buf; /* WIRE_HEADER_SIZE + payload_size bytes */
    size_t len;
    struct wire_header header;
};

/* Allocates and fills a request for `client_id` with `payload_size` bytes.
 * Returns 0, or -1 if memory is short (errno set). */
int wire_request_init(struct wire_request *r, uint32_t client_id, uint32_t payload_size);
void wire_request_free(struct wire_request *r);

/* Makes the request carry `seq` (and `flags`) for its next send. */
void wire_request_next(struct wire_request *r, uint64_t seq, uint16_t flags);

/* Checks that `msg` is the master's reply to request `r` (whose seq field is
 * the one last sent) — header, flags, and every payload byte. */
enum wire_verdict wire_check_reply(const struct wire_request *r, const unsigned char *msg, size_t len);

/* Checks a request as the master sees it: decodable, no reply-side flags,
 * payload_size == `expected_size`, client_id < `clients`. */
enum wire_verdict wire_check_request(const unsigned char *msg, size_t len, uint32_t expected_size,
                                     uint32_t clients, struct wire_header *h);

#endif
