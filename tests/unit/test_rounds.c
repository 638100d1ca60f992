/* test_rounds.c — the round messages: every byte checked; the controller's gather. */
#include <string.h>

#include "check.h"
#include "gather.h"
#include "round.h"

static const struct round_sizes sizes = {.task = 96, .result = 74, .nodes = 20};

static void round_trip_every_kind(void)
{
    static const enum round_kind kinds[] = {ROUND_HELLO,  ROUND_TASK,   ROUND_REQUEST, ROUND_STOP,
                                            ROUND_ANSWER, ROUND_RESULT, ROUND_NO_TASK};
    unsigned char buf[ROUND_MAX_SIZE];
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        struct round_msg m = {.kind = kinds[k], .round = 7, .node = 13}, back;
        size_t len = round_encode(&sizes, &m, buf);
        CHECK_EQ(len, kinds[k] == ROUND_TASK ? 96u : kinds[k] == ROUND_RESULT ? 74u : ROUND_HEADER_SIZE);
        CHECK_EQ(round_check(&sizes, buf, len, &back), ROUND_OK);
        CHECK(back.kind == m.kind && back.round == 7 && back.node == 13);
    }
    struct round_msg task = {.kind = ROUND_TASK, .round = 1, .node = 13};
    round_encode(&sizes, &task, buf);
    CHECK(memcmp(buf, "n00013.", ROUND_TOPIC_SIZE) == 0); /* the topic leads, for prefix filters */
    struct round_msg result = {.kind = ROUND_RESULT, .round = 1, .node = 13};
    round_encode(&sizes, &result, buf);
    CHECK(memcmp(buf, ROUND_RESULT_TOPIC, ROUND_TOPIC_SIZE) == 0);
}

static void every_byte_matters(void)
{
    unsigned char buf[ROUND_MAX_SIZE];
    struct round_msg m = {.kind = ROUND_TASK, .round = 3, .node = 5}, back;
    size_t len = round_encode(&sizes, &m, buf);
    for (size_t i = 0; i < len; i++) {
        buf[i] ^= 0x20;
        CHECK(round_check(&sizes, buf, len, &back) != ROUND_OK);
        buf[i] ^= 0x20;
    }
    CHECK_EQ(round_check(&sizes, buf, len - 1, &back), ROUND_BAD_SIZE);
    CHECK_EQ(round_check(&sizes, buf, 19, &back), ROUND_TRUNCATED);
    /* Another node's task, with its topic rewritten to ours, is caught by the node field. */
    struct round_msg other = {.kind = ROUND_TASK, .round = 3, .node = 6};
    round_encode(&sizes, &other, buf);
    memcpy(buf, "n00005.", ROUND_TOPIC_SIZE);
    CHECK_EQ(round_check(&sizes, buf, len, &back), ROUND_BAD_TOPIC);
    struct round_msg far = {.kind = ROUND_TASK, .round = 3, .node = 25};
    struct round_sizes more = sizes;
    more.nodes = 30;
    round_encode(&more, &far, buf);
    CHECK_EQ(round_check(&sizes, buf, len, &back), ROUND_BAD_NODE);
}

/* A result carries when its node got the task; the checksum covers it. */
static void result_carries_task_time(void)
{
    unsigned char buf[ROUND_MAX_SIZE];
    struct round_msg m = {.kind = ROUND_RESULT, .round = 9, .node = 4, .task_ns = 0x0123456789abcdefull}, back;
    size_t len = round_encode(&sizes, &m, buf);
    CHECK_EQ(round_check(&sizes, buf, len, &back), ROUND_OK);
    CHECK(back.task_ns == 0x0123456789abcdefull);
    for (size_t i = ROUND_HEADER_SIZE; i < ROUND_RESULT_MIN_SIZE; i++) {
        buf[i] ^= 0x01;
        CHECK_EQ(round_check(&sizes, buf, len, &back), ROUND_BAD_CHECKSUM);
        buf[i] ^= 0x01;
    }
    struct round_sizes smallest = sizes;
    smallest.result = ROUND_RESULT_MIN_SIZE; /* the stamp and no payload */
    len = round_encode(&smallest, &m, buf);
    CHECK_EQ(len, (size_t)ROUND_RESULT_MIN_SIZE);
    CHECK_EQ(round_check(&smallest, buf, len, &back), ROUND_OK);
    CHECK(back.task_ns == m.task_ns);
    struct round_msg task = {.kind = ROUND_TASK, .round = 9, .node = 4, .task_ns = 77};
    round_encode(&sizes, &task, buf); /* only a result has the stamp */
    CHECK_EQ(round_check(&sizes, buf, 96, &back), ROUND_OK);
    CHECK(back.task_ns == 0);
}

static void gather_counts_new_late_duplicate(void)
{
    struct gather g;
    uint32_t missing[4];
    CHECK_EQ(gather_init(&g, 3), 0);
    gather_begin(&g, 0); /* hellos */
    CHECK_EQ(g.missing, 3u);
    CHECK_EQ(gather_on_answer(&g, 1, 0), GATHER_NEW);
    CHECK_EQ(gather_on_answer(&g, 1, 0), GATHER_DUPLICATE);
    CHECK_EQ(gather_missing(&g, missing, 4), 2u);
    CHECK(missing[0] == 0 && missing[1] == 2);
    gather_on_answer(&g, 0, 0);
    gather_on_answer(&g, 2, 0);
    CHECK_EQ(g.missing, 0u);
    gather_begin(&g, 1);
    CHECK_EQ(g.missing, 3u);
    CHECK_EQ(gather_on_answer(&g, 2, 0), GATHER_LATE);
    CHECK_EQ(gather_on_answer(&g, 2, 2), GATHER_DUPLICATE); /* a round not asked for yet */
    CHECK_EQ(gather_on_answer(&g, 2, 1), GATHER_NEW);
    CHECK_EQ(g.missing, 2u);
    CHECK_EQ(gather_missing(&g, missing, 1), 1u);
    CHECK_EQ(missing[0], 0u);
    CHECK(g.late == 1 && g.duplicate == 2);
    gather_free(&g);
}

/* Churn: a gone node is not waited for, in this round or the next, until it is back. */
static void gather_waits_only_for_live_nodes(void)
{
    struct gather g;
    uint32_t missing[4];
    CHECK_EQ(gather_init(&g, 3), 0);
    gather_begin(&g, 1);
    CHECK_EQ(gather_on_answer(&g, 0, 1), GATHER_NEW);
    gather_set_gone(&g, 2, true); /* the deadline passed without node 2 */
    CHECK(g.missing == 1 && g.live == 2);
    gather_set_gone(&g, 2, true); /* twice is once */
    CHECK_EQ(g.live, 2u);
    CHECK_EQ(gather_missing(&g, missing, 4), 1u);
    CHECK_EQ(missing[0], 1u);
    gather_set_gone(&g, 0, true); /* answered already: missing stays */
    CHECK(g.missing == 1 && g.live == 1);
    gather_begin(&g, 2);
    CHECK_EQ(g.missing, 1u);                          /* node 1 alone */
    CHECK_EQ(gather_on_answer(&g, 2, 2), GATHER_NEW); /* a gone node's answer changes nothing */
    CHECK_EQ(g.missing, 1u);
    gather_set_gone(&g, 2, false); /* back: waited for from the next round */
    CHECK(g.missing == 1 && g.live == 2);
    CHECK_EQ(gather_missing(&g, missing, 4), 1u);
    CHECK_EQ(missing[0], 1u);
    gather_begin(&g, 3);
    CHECK_EQ(g.missing, 2u);
    gather_set_gone(&g, 2, true);
    gather_set_gone(&g, 2, false);                    /* back within the gather (its goodbye, say) */
    CHECK_EQ(gather_on_answer(&g, 2, 3), GATHER_NEW); /* taken, but no longer waited for: node 1 still is */
    CHECK_EQ(g.missing, 1u);
    CHECK_EQ(gather_missing(&g, missing, 4), 1u);
    CHECK_EQ(missing[0], 1u);
    gather_free(&g);
}

/* Pattern survey: one hello or results request names every node, under its own topic. */
static void a_survey_names_every_node(void)
{
    unsigned char buf[ROUND_MAX_SIZE];
    struct round_msg back;
    static const enum round_kind to_all[] = {ROUND_HELLO, ROUND_REQUEST};
    for (size_t k = 0; k < 2; k++) {
        struct round_msg m = {.kind = to_all[k], .round = 9, .node = ROUND_ALL_NODES};
        size_t len = round_encode(&sizes, &m, buf);
        CHECK_EQ(len, ROUND_HEADER_SIZE);
        CHECK(memcmp(buf, ROUND_SURVEY_TOPIC, ROUND_TOPIC_SIZE) == 0);
        CHECK_EQ(round_check(&sizes, buf, len, &back), ROUND_OK);
        CHECK(back.kind == to_all[k] && back.round == 9 && back.node == ROUND_ALL_NODES);
        memcpy(buf, "n00009.", ROUND_TOPIC_SIZE); /* a survey under a node's topic */
        CHECK_EQ(round_check(&sizes, buf, len, &back), ROUND_BAD_TOPIC);
    }
    /* Only hellos and requests go to all: a task, a stop or an answer names one node. */
    static const enum round_kind to_one[] = {ROUND_TASK, ROUND_STOP, ROUND_RESULT, ROUND_ANSWER};
    for (size_t k = 0; k < 4; k++) {
        struct round_msg m = {.kind = to_one[k], .round = 9, .node = ROUND_ALL_NODES};
        size_t len = round_encode(&sizes, &m, buf);
        CHECK_EQ(round_check(&sizes, buf, len, &back), ROUND_BAD_NODE);
    }
}

/* A second path is checked from scratch: answers on the first do not count. */
static void gather_forgets_every_answer(void)
{
    struct gather g;
    CHECK_EQ(gather_init(&g, 2), 0);
    gather_begin(&g, 0);
    gather_on_answer(&g, 0, 0);
    gather_on_answer(&g, 1, 0);
    CHECK_EQ(g.missing, 0u);
    gather_forget(&g);
    gather_begin(&g, 0);
    CHECK_EQ(g.missing, 2u);
    CHECK_EQ(gather_on_answer(&g, 1, 0), GATHER_NEW);
    CHECK_EQ(g.missing, 1u);
    gather_free(&g);
}

/* Concurrent games through one broker: each game's nodes answer to its own controller's topic, and a
 * controller takes only its own nodes' ids. */
static void a_game_has_its_topic_and_its_nodes(void)
{
    unsigned char buf[ROUND_MAX_SIZE];
    char topic[ROUND_TOPIC_SIZE];
    round_result_topic(0, topic);
    CHECK(memcmp(topic, ROUND_RESULT_TOPIC, ROUND_TOPIC_SIZE) == 0); /* game 0: as a single game */
    round_result_topic(3, topic);
    CHECK(memcmp(topic, "r00003.", ROUND_TOPIC_SIZE) == 0);
    struct round_sizes node = {.task = 96, .result = 74, .nodes = 80, .game = 3}; /* a node of game 3 */
    struct round_sizes ctrl = {.task = 96, .result = 74, .nodes = 20, .first = 60, .game = 3};
    struct round_msg result = {.kind = ROUND_RESULT, .round = 2, .node = 61, .task_ns = 5}, back;
    size_t len = round_encode(&node, &result, buf);
    CHECK(memcmp(buf, "r00003.", ROUND_TOPIC_SIZE) == 0);
    CHECK_EQ(round_check(&ctrl, buf, len, &back), ROUND_OK);
    CHECK_EQ(back.node, 61);
    struct round_sizes other = ctrl;
    other.game = 2; /* another game's controller: not its topic */
    CHECK_EQ(round_check(&other, buf, len, &back), ROUND_BAD_TOPIC);
    struct round_msg stray = {.kind = ROUND_RESULT, .round = 2, .node = 59}; /* game 2's node, game 3's topic */
    len = round_encode(&node, &stray, buf);
    CHECK_EQ(round_check(&ctrl, buf, len, &back), ROUND_BAD_NODE);
    stray.node = 80;
    len = round_encode(&node, &stray, buf);
    CHECK_EQ(round_check(&ctrl, buf, len, &back), ROUND_BAD_NODE);
}

const struct test_case rounds_tests[] = {
    {"rounds: every kind encodes and checks back; topics lead", round_trip_every_kind},
    {"rounds: a change of any byte, size or node is caught", every_byte_matters},
    {"rounds: a result carries its task time, under the checksum", result_carries_task_time},
    {"rounds: gather counts new, late and duplicate answers", gather_counts_new_late_duplicate},
    {"rounds: gather waits only for live nodes (churn)", gather_waits_only_for_live_nodes},
    {"rounds: a survey names every node under its own topic; only hellos and requests may",
     a_survey_names_every_node},
    {"rounds: gather_forget starts a second path from scratch", gather_forgets_every_answer},
    {"rounds: a game's nodes answer its own topic; a controller takes only its own nodes",
     a_game_has_its_topic_and_its_nodes},
    {NULL, NULL},
};
