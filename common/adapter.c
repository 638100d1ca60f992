/* adapter.c — what adapter.h describes once for every library: the socket
 * kinds, which of them an adapter has, the refusals several adapters give, and
 * the error text every adapter's last_error() returns. */
#include "adapter.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static _Thread_local char error_text[512]; /* adapter_error() */

const char *adapter_error(void)
{
    return error_text;
}

int adapter_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(error_text, sizeof error_text, fmt, ap);
    va_end(ap);
    return -1;
}

int adapter_fail_errno(const char *what)
{
    int e = errno;
    return what ? adapter_fail("%s: %s", what, strerror(e)) : adapter_fail("%s", strerror(e));
}

int adapter_refused(const struct adapter *a, enum adapter_refusal what)
{
    return adapter_refuse(a, what, error_text, sizeof error_text);
}

/* In enum order; a property not named is false. */
/* One kind a line: kept out of clang-format's reach. */
/* clang-format off */
const struct sock_kind_info adapter_sock_kinds[SOCK_KIND_COUNT] = {
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
    [SOCK_ADDRESSED] = {.name = "ADDRESSED", .pattern = PATTERN_ADDRESSED, .place = PLACE_PEER, .addressed = true},
    [SOCK_BROKER_ROUTED] = {.name = "BROKER_ROUTED", .pattern = PATTERN_ADDRESSED, .place = PLACE_ROUTED},
    [SOCK_SURVEYOR] = {.name = "SURVEYOR", .pattern = PATTERN_SURVEY, .place = PLACE_PEER, .asks = true},
    [SOCK_RESPONDENT] = {.name = "RESPONDENT", .pattern = PATTERN_SURVEY, .place = PLACE_PEER, .answers = true},
    [SOCK_BROKER_SURVEY_FRONT] = {.name = "BROKER_SURVEY_FRONT", .pattern = PATTERN_SURVEY, .place = PLACE_FRONT},
    [SOCK_BROKER_SURVEY_BACK] = {.name = "BROKER_SURVEY_BACK", .pattern = PATTERN_SURVEY, .place = PLACE_BACK},
    [SOCK_REQUESTER] = {.name = "REQUESTER", .pattern = PATTERN_REPLY, .place = PLACE_PEER, .publishes = true,
                        .addressed = true, .asks = true},
    [SOCK_REPLIER] = {.name = "REPLIER", .pattern = PATTERN_REPLY, .place = PLACE_PEER, .publishes = true,
                      .addressed = true, .answers = true},
};
/* clang-format on */

bool adapter_has_kind(const struct adapter *a, enum sock_kind kind)
{
    if ((unsigned)kind >= SOCK_KIND_COUNT || !(a->patterns & PATTERN_BIT(adapter_sock_kinds[kind].pattern)))
        return false;
    return !a->recipe || adapter_sock_kinds[kind].place == PLACE_PEER;
}

int adapter_refuse(const struct adapter *a, enum adapter_refusal what, char *buf, size_t len)
{
    const struct recipe *sv = a->recipe;
    const char *program = sv ? sv->program : a->library;
    switch (what) {
    case REFUSE_KIND:
        snprintf(buf, len, "no such socket in %s: %s is the broker, every client connects to it",
                 sv ? sv->product : a->library, program);
        break;
    case REFUSE_BIND:
        snprintf(buf, len, "%s cannot bind: %s is the broker (no direct topology)", sv ? sv->a_client : "a client",
                 program);
        break;
    case REFUSE_PROXY:
        snprintf(buf, len, "%s is the broker", program);
        break;
    case REFUSE_SUBSCRIBE:
        snprintf(buf, len, "%s", "only a subscriber subscribes");
        break;
    case REFUSE_ADDRESS:
        snprintf(buf, len, "%s", "this socket takes no address");
        break;
    }
    return -1;
}

int adapter_bind(struct adapter_sock *s, const char *endpoint)
{
    return ADAPTER.bind ? ADAPTER.bind(s, endpoint) : adapter_refused(&ADAPTER, REFUSE_BIND);
}

int adapter_proxy(struct adapter_sock *front, struct adapter_sock *back)
{
    return ADAPTER.proxy ? ADAPTER.proxy(front, back) : adapter_refused(&ADAPTER, REFUSE_PROXY);
}
