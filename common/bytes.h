/* bytes.h — big-endian fields and FNV-1a hashing, the one copy every part uses
 * (wire.c, rounds.c, the raw floor's framing and topic index).
 *
 * Big-endian: be16/be32/be64_put write v into the 2, 4 or 8 bytes at p, most
 * significant first; be16/be32/be64_get read them back. Byte by byte, so any
 * alignment and any host byte order will do.
 *
 * FNV-1a (Fowler–Noll–Vo, the "1a" order: xor the byte, then multiply):
 * fnv1a32 / fnv1a64 continue `hash` over the n bytes at p and return it. Start
 * from FNV1A32_OFFSET / FNV1A64_OFFSET; the hash of a prefix continues into the
 * hash of a longer one, so a message can be hashed piecewise. Not a
 * cryptographic hash: a check against accidents, and a hash table's key.
 */
#ifndef RRB_BYTES_H
#define RRB_BYTES_H

#include <stddef.h>
#include <stdint.h>

#define FNV1A32_OFFSET 2166136261u
#define FNV1A32_PRIME 16777619u
#define FNV1A64_OFFSET 0xcbf29ce484222325ull
#define FNV1A64_PRIME 0x100000001b3ull

static inline void be16_put(unsigned char *p, uint16_t v)
{
    p[0] = (unsigned char)(v >> 8);
    p[1] = (unsigned char)v;
}

static inline void be32_put(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)(v >> 24);
    p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8);
    p[3] = (unsigned char)v;
}

static inline void be64_put(unsigned char *p, uint64_t v)
{
    be32_put(p, (uint32_t)(v >> 32));
    be32_put(p + 4, (uint32_t)v);
}

static inline uint16_t be16_get(const unsigned char *p)
{
    return (uint16_t)(p[0] << 8 | p[1]);
}

static inline uint32_t be32_get(const unsigned char *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static inline uint64_t be64_get(const unsigned char *p)
{
    return (uint64_t)be32_get(p) << 32 | be32_get(p + 4);
}

static inline uint32_t fnv1a32(uint32_t hash, const unsigned char *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        hash = (hash ^ p[i]) * FNV1A32_PRIME;
    return hash;
}

static inline uint64_t fnv1a64(uint64_t hash, const unsigned char *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        hash = (hash ^ p[i]) * FNV1A64_PRIME;
    return hash;
}

#endif
