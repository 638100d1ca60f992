/* gather.h — the controller's gather: which nodes have answered a round, which are gone. */
#ifndef RRB_GATHER_H
#define RRB_GATHER_H

#include <stdbool.h>
#include <stdint.h>

/* The controller's view of one round's gather: which nodes have answered,
 * and (churn) which are gone: a gone node is not waited for. */
struct gather {
    uint32_t nodes, round, missing;
    uint32_t live;            /* nodes not gone */
    uint32_t *answered_in;    /* per node: the last round (or hello pass) it answered */
    unsigned char *gone;      /* per node: 1 = declared gone (missed a deadline, or not there yet) */
    unsigned char *awaited;   /* per node: 1 = waited for in this gather (missing counts them) */
    uint64_t late, duplicate; /* answers for an earlier round, second answers */
};

enum gather_outcome { GATHER_NEW, GATHER_LATE, GATHER_DUPLICATE };

/* Returns 0, or -1 when memory is short. */
int gather_init(struct gather *g, uint32_t nodes);
void gather_free(struct gather *g);
/* Forgets every answer so far: a second path to the nodes is checked from scratch
 * (pattern survey: hellos by pub/sub, then by survey). */
void gather_forget(struct gather *g);
/* Starts waiting for every node's answer in `round` (rounds only increase). */
void gather_begin(struct gather *g, uint32_t round);
/* Accounts one verified answer from `node` for `round`. */
enum gather_outcome gather_on_answer(struct gather *g, uint32_t node, uint32_t round);
/* Writes up to `max` nodes waited for that have not answered yet into `out`; returns how many. */
uint32_t gather_missing(const struct gather *g, uint32_t *out, uint32_t max);
/* Declares `node` gone (it is no longer waited for) or, with gone = false, live
 * again (waited for from the next gather_begin: its answer in this one is taken,
 * but this one never waited for it). */
void gather_set_gone(struct gather *g, uint32_t node, bool gone);

#endif
