/* gather.c — the controller's gather (see gather.h). */
#include "gather.h"

#include <stdlib.h>
#include <string.h>

int gather_init(struct gather *g, uint32_t nodes)
{
    *g = (struct gather){.nodes = nodes, .live = nodes};
    g->answered_in = calloc(nodes ? nodes : 1, sizeof *g->answered_in);
    g->gone = calloc(nodes ? nodes : 1, 1);
    g->awaited = calloc(nodes ? nodes : 1, 1);
    if (!g->answered_in || !g->gone || !g->awaited) {
        gather_free(g);
        return -1;
    }
    return 0;
}

void gather_free(struct gather *g)
{
    free(g->answered_in);
    free(g->gone);
    free(g->awaited);
    g->answered_in = NULL;
    g->gone = NULL;
    g->awaited = NULL;
}

void gather_forget(struct gather *g)
{
    memset(g->answered_in, 0, g->nodes * sizeof *g->answered_in);
}

/* answered_in holds round + 1, so that 0 means "never" and hellos (round 0) count too. */
void gather_begin(struct gather *g, uint32_t round)
{
    g->round = round;
    g->missing = 0;
    for (uint32_t n = 0; n < g->nodes; n++) {
        g->awaited[n] = !g->gone[n] && g->answered_in[n] != round + 1;
        g->missing += g->awaited[n];
    }
}

enum gather_outcome gather_on_answer(struct gather *g, uint32_t node, uint32_t round)
{
    if (round < g->round) {
        g->late++;
        return GATHER_LATE;
    }
    if (round > g->round || g->answered_in[node] == round + 1) {
        g->duplicate++; /* an answer to a round not asked yet cannot be genuine either */
        return GATHER_DUPLICATE;
    }
    g->answered_in[node] = round + 1;
    if (g->awaited[node]) {
        g->awaited[node] = 0;
        g->missing--;
    }
    return GATHER_NEW;
}

uint32_t gather_missing(const struct gather *g, uint32_t *out, uint32_t max)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < g->nodes && n < max; i++)
        if (g->awaited[i])
            out[n++] = i;
    return n;
}

void gather_set_gone(struct gather *g, uint32_t node, bool gone)
{
    if (g->gone[node] == gone)
        return;
    g->gone[node] = gone;
    if (gone) {
        g->live--;
        g->missing -= g->awaited[node];
        g->awaited[node] = 0;
    } else {
        g->live++;
    }
}
