/* round.h — Grischa's scatter-gather round: its messages, and how they are checked.
 *
 * A round (docs/rounds.md): the controller sends every node its
 * task, waits the move time, sends every node a results request, and the
 * round ends when every node's result is in.
 *
 * Every message begins with its topic, so that a pub/sub library's prefix
 * filtering routes it; all of it is verified. Big-endian, byte by byte:
 *
 *   offset size field
 *        0    7 topic    "n%05u." for node u (hello, task, request, stop),
 *                        "result." for the controller (answers, results; game G > 0 of
 *                        several through one broker: "r%05u." for G, its own),
 *                        "survey." for every node at once (pattern survey's hello, request)
 *        7    1 kind     ROUND_* below
 *        8    4 round    1, 2, 3, ... (0 for hello and answer; stop: last round + 1;
 *                        ROUND_ANNOUNCE: an answer a joining node sends unasked)
 *       12    4 node     the node it is for, or from; ROUND_ALL_NODES: every node (a survey)
 *       16    4 check    FNV-1a over bytes 0..15 and the payload
 *       20    8 task_ns  RESULT only: when the node got this round's task (CLOCK_MONOTONIC
 *                        ns; one host, one clock), so the controller times the scatter
 *       20/28 -  payload bytes that depend on kind, round and node
 *
 * So a message is at least ROUND_HEADER_SIZE bytes: the request is exactly
 * that (Grischa's is the 7-byte string "results"; ours also names round and
 * node so that a late or misrouted one is caught). Task and result sizes are
 * whole messages, topic included (Grischa's are about 96 and 74 bytes).
 */
#ifndef RRB_ROUND_H
#define RRB_ROUND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define ROUND_TOPIC_SIZE 7u
#define ROUND_HEADER_SIZE 20u
#define ROUND_STAMP_SIZE 8u /* a result's task_ns */
#define ROUND_RESULT_MIN_SIZE (ROUND_HEADER_SIZE + ROUND_STAMP_SIZE)
#define ROUND_MAX_SIZE (64u * 1024u) /* largest task or result */
#define ROUND_MAX_NODES 100000u      /* five digits in the topic */
#define ROUND_MAX_GAMES 100000u      /* concurrent games through one broker: five digits in theirs */
#define ROUND_RESULT_TOPIC "result."
/* Pattern survey: one hello or results request reaches every node at once (a
 * survey), so it names them all. Still verified byte by byte like any other. */
#define ROUND_SURVEY_TOPIC "survey."
#define ROUND_ALL_NODES 0xFFFFFFFFu
/* Churn (controller --deadline): a node declared gone gets a hello this often until it answers. */
#define ROUND_PROBE_MS 50
/* A node's answer nobody asked for, as it joins (node --announce), carries this round. */
#define ROUND_ANNOUNCE 0xFFFFFFFFu

/* Kinds. The controller sends HELLO, TASK, REQUEST, STOP; a node answers a
 * HELLO with ANSWER, a REQUEST with RESULT — or with NO_TASK when the task
 * of that round never reached it (so the loss is named at once) — and STOP
 * with BYE (not every library flushes on close: the controller stays until
 * every node has its STOP). */
enum round_kind {
    ROUND_HELLO = 'H',
    ROUND_TASK = 'T',
    ROUND_REQUEST = 'Q',
    ROUND_STOP = 'S',
    ROUND_ANSWER = 'A',
    ROUND_RESULT = 'R',
    ROUND_NO_TASK = 'N',
    ROUND_BYE = 'B',
};

struct round_msg {
    enum round_kind kind;
    uint32_t round;
    uint32_t node;
    uint64_t task_ns; /* RESULT: when the node got the task (0 in every other kind) */
};

/* What a check found; ROUND_OK is zero. */
enum round_verdict {
    ROUND_OK = 0,
    ROUND_TRUNCATED, /* shorter than the header */
    ROUND_BAD_TOPIC, /* not a topic of ours, or not the one its kind and node imply */
    ROUND_BAD_KIND,
    ROUND_BAD_NODE, /* node out of range */
    ROUND_BAD_SIZE, /* not the size its kind has in this run */
    ROUND_BAD_CHECKSUM,
    ROUND_BAD_PAYLOAD,
};

/* Sizes of a run's messages (a result holds at least ROUND_RESULT_MIN_SIZE), which nodes it has, and
 * its game. */
struct round_sizes {
    uint32_t task, result;
    uint32_t nodes; /* node ids first .. first+nodes-1 */
    uint32_t first;
    uint32_t game; /* the nodes' answers go to this game's controller (round_result_topic) */
};

const char *round_verdict_str(enum round_verdict v);

/* The size a message of `kind` has in this run. */
size_t round_size_of(const struct round_sizes *sz, enum round_kind kind);

/* Writes `topic` for `node` (ROUND_TOPIC_SIZE bytes, not NUL-terminated; the survey
 * topic for ROUND_ALL_NODES). */
void round_node_topic(uint32_t node, char topic[ROUND_TOPIC_SIZE]);

/* Writes the topic of game `game`'s controller (ROUND_TOPIC_SIZE bytes, not NUL-terminated):
 * ROUND_RESULT_TOPIC for game 0, "r%05u." for another (below ROUND_MAX_GAMES). */
void round_result_topic(uint32_t game, char topic[ROUND_TOPIC_SIZE]);

/* Builds message `m` into buf (round_size_of bytes, which buf must hold);
 * returns its length. */
size_t round_encode(const struct round_sizes *sz, const struct round_msg *m, unsigned char *buf);

/* Checks a received message completely and decodes it into *m. */
enum round_verdict round_check(const struct round_sizes *sz, const unsigned char *msg, size_t len,
                               struct round_msg *m);

#endif
