/* runtime.h — what every program does around its loop: start-up, sockets, exit. */
#ifndef RRB_RUNTIME_H
#define RRB_RUNTIME_H

#include "adapter.h"
#include "cli.h"
#include "control.h"

/* Parses the command line for `role` (program name "<adapter>-<role>") and
 * prepares the process. Returns -1 to go on, or an exit status for main(). */
int runtime_start(enum role role, int argc, char **argv, struct config *cfg);

/* Opens a socket of `kind` and binds or connects it to `endpoint`. On failure
 * prints one error line naming the endpoint and returns NULL. */
struct adapter_sock *runtime_open(const struct config *cfg, enum sock_kind kind, const char *endpoint, bool bind);

/* The same, with a receive timeout of `timeout_ms` instead of --timeout: a role that waits for
 * several things at once polls in slices. Its sends still wait --timeout, but under churn
 * (--deadline, --liveness), where they wait `timeout_ms` too. */
struct adapter_sock *runtime_open_ms(const struct config *cfg, enum sock_kind kind, const char *endpoint,
                                     bool bind, int timeout_ms);

/* Grischa's rounds: the sockets of a controller or a node, known by `topic`
 * (ROUND_TOPIC_SIZE bytes: "result." or the node's own). */
struct peer {
    struct adapter_sock *out;    /* pubsub, survey: PUB to --pub; router: the one socket, whose
                                    address is `topic`, at --pub (controller) or --sub (node);
                                    reply: the one REQUESTER or REPLIER at --sub, whose address is `topic` */
    struct adapter_sock *in;     /* pubsub, survey: SUB at --sub, subscribed to `topic`; router, reply: == out */
    struct adapter_sock *survey; /* survey: the controller's SURVEYOR (its deadline --timeout) or
                                    the node's RESPONDENT, at --survey; otherwise NULL */
};

/* Opens a peer's sockets for the run's pattern, to broker `broker` (its entry i mod K of --pub and --sub;
 * node i: broker i). Receives on *in give up after in_timeout_ms, on *survey after survey_timeout_ms.
 * Returns 0, or -1 after printing why (the caller closes what was opened). */
int runtime_open_peer(const struct config *cfg, unsigned broker, const char *topic, int in_timeout_ms,
                      int survey_timeout_ms, struct peer *p);
void runtime_close_peer(struct peer *p);

/* Prints "READY role=ROLE workarounds=NAME=VALUE,..." (or "none"): the
 * workarounds the adapter applies on `s`, as one token for the sweep. */
void runtime_print_ready(const char *role, const struct adapter_sock *s);

/* "" — or, when a wait that began at `since_ns` ended well before --timeout
 * by the monotonic clock, "; the library gave up after S s of it by the
 * monotonic clock": a library whose timer follows the wall clock gives up
 * early when that clock steps (docs/findings.md: nng's timeouts). Valid until the next call. */
const char *runtime_early_timeout_note(const struct config *cfg, uint64_t since_ns);

/* "" — or "; LIBRARY counts NAME=VALUE ...": what the library counted on `s` (ADAPTER.counts), for
 * a stall's line. Valid until the next call. */
const char *runtime_counts_note(const struct adapter_sock *s);

#endif
