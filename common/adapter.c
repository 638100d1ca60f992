/* adapter.c — what adapter.h describes once for every library: the socket
 * kinds, and which of them an adapter has. */
#include "adapter.h"

/* In enum order; a property not named is false. */
const struct sock_kind_info sock_kinds[SOCK_KIND_COUNT] = {
    [SOCK_WORKER] = {.name = "WORKER", .pattern = PATTERN_REQREP, .place = PLACE_PEER, .asks = true},
    [SOCK_PIPELINED] = {.name = "PIPELINED", .pattern = PATTERN_REQREP, .place = PLACE_PEER, .asks = true},
    [SOCK_MASTER] = {.name = "MASTER", .pattern = PATTERN_REQREP, .place = PLACE_PEER, .answers = true},
    [SOCK_ROUTER_FRONT] = {.name = "ROUTER_FRONT", .pattern = PATTERN_REQREP, .place = PLACE_FRONT},
    [SOCK_ROUTER_BACK] = {.name = "ROUTER_BACK", .pattern = PATTERN_REQREP, .place = PLACE_BACK},
    [SOCK_PUB] = {.name = "PUB", .pattern = PATTERN_PUBSUB, .place = PLACE_PEER, .publishes = true},
    [SOCK_SUB] = {.name = "SUB", .pattern = PATTERN_PUBSUB, .place = PLACE_PEER, .subscribes = true},
    [SOCK_BROKER_XSUB] = {.name = "BROKER_XSUB", .pattern = PATTERN_PUBSUB, .place = PLACE_FRONT},
    [SOCK_BROKER_XPUB] = {.name = "BROKER_XPUB", .pattern = PATTERN_PUBSUB, .place = PLACE_BACK,
                          .publishes = true},
    [SOCK_ADDRESSED] = {.name = "ADDRESSED", .pattern = PATTERN_ROUTER, .place = PLACE_PEER, .addressed = true},
    [SOCK_BROKER_ROUTED] = {.name = "BROKER_ROUTED", .pattern = PATTERN_ROUTER, .place = PLACE_ROUTED},
    [SOCK_SURVEYOR] = {.name = "SURVEYOR", .pattern = PATTERN_SURVEY, .place = PLACE_PEER, .asks = true},
    [SOCK_RESPONDENT] = {.name = "RESPONDENT", .pattern = PATTERN_SURVEY, .place = PLACE_PEER, .answers = true},
    [SOCK_BROKER_SURVEY_FRONT] = {.name = "BROKER_SURVEY_FRONT", .pattern = PATTERN_SURVEY, .place = PLACE_FRONT},
    [SOCK_BROKER_SURVEY_BACK] = {.name = "BROKER_SURVEY_BACK", .pattern = PATTERN_SURVEY, .place = PLACE_BACK},
    [SOCK_REQUESTER] = {.name = "REQUESTER", .pattern = PATTERN_REPLY, .place = PLACE_PEER, .publishes = true,
                        .addressed = true, .asks = true},
    [SOCK_REPLIER] = {.name = "REPLIER", .pattern = PATTERN_REPLY, .place = PLACE_PEER, .publishes = true,
                      .addressed = true, .answers = true},
};

bool adapter_has_kind(const struct adapter *a, enum sock_kind kind)
{
    if ((unsigned)kind >= SOCK_KIND_COUNT || !(a->patterns & PATTERN_BIT(sock_kinds[kind].pattern)))
        return false;
    return !a->server || sock_kinds[kind].place == PLACE_PEER;
}
