/* test_adapter.c — the socket kinds' table, and which kinds an adapter has. */
#include <stdlib.h>

#include "adapter.h"
#include "check.h"

#define KIND_BIT(k) (1u << (k))

/* The kinds `a` has, as bits. */
static unsigned kinds_of(const struct adapter *a)
{
    unsigned bits = 0;
    for (int k = 0; k < SOCK_KIND_COUNT; k++)
        if (adapter_has_kind(a, (enum sock_kind)k))
            bits |= KIND_BIT(k);
    return bits;
}

static void every_kind_is_described(void)
{
    for (int k = 0; k < SOCK_KIND_COUNT; k++) {
        const struct sock_kind_info *i = &sock_kinds[k];
        CHECK(i->name != NULL);
        CHECK(i->pattern < PATTERN_COUNT);
        /* the broker's sockets forward: they neither take topics nor an address of their own */
        if (i->place != PLACE_PEER)
            CHECK(!i->subscribes && !i->addressed && !i->asks && !i->answers);
    }
    CHECK(strcmp(sock_kinds[SOCK_WORKER].name, "WORKER") == 0);
    CHECK(strcmp(sock_kinds[SOCK_BROKER_ROUTED].name, "BROKER_ROUTED") == 0);
    CHECK(strcmp(sock_kinds[SOCK_REPLIER].name, "REPLIER") == 0);
}

/* The kinds each library's own tables name (zmq.c's types, nng.c's openers, raw's). */
static void a_library_has_the_kinds_of_its_patterns(void)
{
    struct adapter zmq = {.patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB) |
                                      PATTERN_BIT(PATTERN_ROUTER)};
    struct adapter nng = {.patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB) |
                                      PATTERN_BIT(PATTERN_SURVEY)};
    unsigned reqrep = KIND_BIT(SOCK_WORKER) | KIND_BIT(SOCK_PIPELINED) | KIND_BIT(SOCK_MASTER) |
                      KIND_BIT(SOCK_ROUTER_FRONT) | KIND_BIT(SOCK_ROUTER_BACK);
    unsigned pubsub = KIND_BIT(SOCK_PUB) | KIND_BIT(SOCK_SUB) | KIND_BIT(SOCK_BROKER_XSUB) | KIND_BIT(SOCK_BROKER_XPUB);
    CHECK_EQ(kinds_of(&zmq), reqrep | pubsub | KIND_BIT(SOCK_ADDRESSED) | KIND_BIT(SOCK_BROKER_ROUTED));
    CHECK_EQ(kinds_of(&nng), reqrep | pubsub | KIND_BIT(SOCK_SURVEYOR) | KIND_BIT(SOCK_RESPONDENT) |
                                 KIND_BIT(SOCK_BROKER_SURVEY_FRONT) | KIND_BIT(SOCK_BROKER_SURVEY_BACK));
    CHECK(!adapter_has_kind(&zmq, SOCK_KIND_COUNT));
}

const struct test_case adapter_tests[] = {
    {"adapter: every socket kind is described, the broker's take no topics or address", every_kind_is_described},
    {"adapter: a library has the kinds of its patterns", a_library_has_the_kinds_of_its_patterns},
    {NULL, NULL},
};
