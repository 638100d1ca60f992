/* round.c — the round messages (see round.h). */
#include "round.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytes.h"

const char *round_verdict_str(enum round_verdict v)
{
    switch (v) {
    case ROUND_OK:
        return "ok";
    case ROUND_TRUNCATED:
        return "shorter than the header";
    case ROUND_BAD_TOPIC:
        return "wrong topic";
    case ROUND_BAD_KIND:
        return "unknown kind";
    case ROUND_BAD_NODE:
        return "node out of range";
    case ROUND_BAD_SIZE:
        return "wrong size for its kind";
    case ROUND_BAD_CHECKSUM:
        return "bad checksum";
    case ROUND_BAD_PAYLOAD:
        return "payload differs";
    }
    return "?";
}

static bool from_node(enum round_kind k)
{
    return k == ROUND_ANSWER || k == ROUND_RESULT || k == ROUND_NO_TASK || k == ROUND_BYE;
}

/* A message may name every node at once: a survey's hello or results request. */
static bool may_address_all(enum round_kind k)
{
    return k == ROUND_HELLO || k == ROUND_REQUEST;
}

static bool known_kind(int k)
{
    return k == ROUND_HELLO || k == ROUND_TASK || k == ROUND_REQUEST || k == ROUND_STOP || from_node(k);
}

size_t round_size_of(const struct round_sizes *sz, enum round_kind kind)
{
    switch (kind) {
    case ROUND_TASK:
        return sz->task;
    case ROUND_RESULT:
        return sz->result;
    default:
        return ROUND_HEADER_SIZE;
    }
}

void round_node_topic(uint32_t node, char topic[ROUND_TOPIC_SIZE])
{
    if (node == ROUND_ALL_NODES) {
        memcpy(topic, ROUND_SURVEY_TOPIC, ROUND_TOPIC_SIZE);
        return;
    }
    char text[16];
    snprintf(text, sizeof text, "n%05u.", node % ROUND_MAX_NODES);
    memcpy(topic, text, ROUND_TOPIC_SIZE);
}

void round_result_topic(uint32_t game, char topic[ROUND_TOPIC_SIZE])
{
    if (game == 0) {
        memcpy(topic, ROUND_RESULT_TOPIC, ROUND_TOPIC_SIZE);
        return;
    }
    char text[16];
    snprintf(text, sizeof text, "r%05u.", game % ROUND_MAX_GAMES);
    memcpy(topic, text, ROUND_TOPIC_SIZE);
}

/* Where a message's payload begins: a result's task_ns comes first. */
static size_t payload_start(enum round_kind kind)
{
    return kind == ROUND_RESULT ? ROUND_RESULT_MIN_SIZE : ROUND_HEADER_SIZE;
}

/* FNV-1a, 32 bits: over the first 16 bytes and the payload (not the check itself). */
static uint32_t checksum(const unsigned char *msg, size_t len)
{
    uint32_t h = fnv1a32(FNV1A32_OFFSET, msg, len < 16 ? len : 16);
    return len > ROUND_HEADER_SIZE ? fnv1a32(h, msg + ROUND_HEADER_SIZE, len - ROUND_HEADER_SIZE) : h;
}

/* Payload byte i of a message: depends on everything that identifies it, so a
 * message of another round, node or kind cannot pass for this one. */
static unsigned char payload_byte(const struct round_msg *m, size_t i)
{
    uint32_t x = m->node * 2654435761u ^ m->round * 40503u ^ (uint32_t)m->kind * 97u ^ (uint32_t)i * 31u;
    return (unsigned char)(x ^ x >> 11 ^ x >> 19);
}

size_t round_encode(const struct round_sizes *sz, const struct round_msg *m, unsigned char *buf)
{
    size_t len = round_size_of(sz, m->kind);
    if (from_node(m->kind))
        round_result_topic(sz->game, (char *)buf);
    else
        round_node_topic(m->node, (char *)buf);
    buf[7] = (unsigned char)m->kind;
    be32_put(buf + 8, m->round);
    be32_put(buf + 12, m->node);
    if (m->kind == ROUND_RESULT) {
        be32_put(buf + ROUND_HEADER_SIZE, (uint32_t)(m->task_ns >> 32));
        be32_put(buf + ROUND_HEADER_SIZE + 4, (uint32_t)m->task_ns);
    }
    for (size_t i = payload_start(m->kind); i < len; i++)
        buf[i] = payload_byte(m, i);
    be32_put(buf + 16, checksum(buf, len));
    return len;
}

enum round_verdict round_check(const struct round_sizes *sz, const unsigned char *msg, size_t len,
                               struct round_msg *m)
{
    if (len < ROUND_HEADER_SIZE)
        return ROUND_TRUNCATED;
    if (!known_kind(msg[7]))
        return ROUND_BAD_KIND;
    m->kind = (enum round_kind)msg[7];
    m->round = be32_get(msg + 8);
    m->node = be32_get(msg + 12);
    if ((m->node < sz->first || m->node - sz->first >= sz->nodes) &&
        !(m->node == ROUND_ALL_NODES && may_address_all(m->kind)))
        return ROUND_BAD_NODE;
    char topic[ROUND_TOPIC_SIZE];
    if (from_node(m->kind))
        round_result_topic(sz->game, topic);
    else
        round_node_topic(m->node, topic);
    if (memcmp(msg, topic, ROUND_TOPIC_SIZE) != 0)
        return ROUND_BAD_TOPIC;
    if (len != round_size_of(sz, m->kind))
        return ROUND_BAD_SIZE;
    if (be32_get(msg + 16) != checksum(msg, len))
        return ROUND_BAD_CHECKSUM;
    m->task_ns = 0;
    if (m->kind == ROUND_RESULT) /* its size, at least ROUND_RESULT_MIN_SIZE, was checked above */
        m->task_ns = (uint64_t)be32_get(msg + ROUND_HEADER_SIZE) << 32 | be32_get(msg + ROUND_HEADER_SIZE + 4);
    for (size_t i = payload_start(m->kind); i < len; i++)
        if (msg[i] != payload_byte(m, i))
            return ROUND_BAD_PAYLOAD;
    return ROUND_OK;
}
