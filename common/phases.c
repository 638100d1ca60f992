/* phases.c — when the master counts, and when it tells workers to stop. */
#include "phases.h"

#include <stdlib.h>
#include <string.h>

int phases_init(struct phases *p, uint32_t clients, uint64_t warmup_ns, uint64_t duration_ns, uint64_t requests)
{
    memset(p, 0, sizeof *p);
    p->clients = clients;
    p->warmup_ns = warmup_ns;
    p->duration_ns = duration_ns;
    p->requests = requests;
    p->per_client = calloc(clients, sizeof *p->per_client);
    p->stopped = calloc(clients, sizeof *p->stopped);
    p->last_seq = calloc(clients, sizeof *p->last_seq);
    if (!p->per_client || !p->stopped || !p->last_seq) {
        phases_free(p);
        return -1;
    }
    for (uint32_t c = 0; c < clients; c++)
        p->last_seq[c] = PHASES_NONE;
    return 0;
}

void phases_free(struct phases *p)
{
    free(p->per_client);
    free(p->stopped);
    free(p->last_seq);
    p->per_client = NULL;
    p->stopped = NULL;
    p->last_seq = NULL;
}

static void tell_stop(struct phases *p, uint32_t client)
{
    if (!p->stopped[client]) {
        p->stopped[client] = true;
        if (++p->stopped_count == p->clients)
            p->phase = PHASE_DONE;
    }
}

/* Moves the clock-driven transitions forward to `now`. */
static void advance(struct phases *p, uint64_t now)
{
    if (p->phase == PHASE_SETUP) {
        p->phase = PHASE_WARMUP;
        p->warmup_start = now;
    }
    if (p->phase == PHASE_WARMUP && now - p->warmup_start >= p->warmup_ns) {
        p->phase = PHASE_MEASURE;
        p->measure_start = now;
    }
    if (p->phase == PHASE_MEASURE && p->duration_ns && now - p->measure_start >= p->duration_ns) {
        p->phase = PHASE_STOPPING;
        p->measure_end = now;
    }
}

void phases_advance(struct phases *p, uint64_t now)
{
    if (p->phase != PHASE_SETUP)
        advance(p, now);
}

uint16_t phases_on_request(struct phases *p, const struct wire_header *h, uint64_t now)
{
    uint16_t flags = WIRE_F_REPLY;
    uint32_t c = h->client_id;
    bool again = h->seq != 0 && h->seq == p->last_seq[c];
    p->last_seq[c] = h->seq;
    if (h->flags & WIRE_F_HELLO) {
        p->hellos++;
        return flags | WIRE_F_HELLO;
    }
    advance(p, now);
    if (again && p->phase == PHASE_MEASURE) {
        /* A resend (--liveness): its reply may be the one that arrives, so it says
         * what the first copy's did; the request counts once. */
        p->repeated++;
        return flags | WIRE_F_MEASURED;
    }
    if (again)
        p->repeated++;
    switch (p->phase) {
    case PHASE_WARMUP:
        p->warmup_msgs++;
        return flags;
    case PHASE_MEASURE:
        if (p->duration_ns == 0 && p->per_client[c] >= p->requests)
            break; /* this client had its share: it should have stopped */
        p->measured++;
        p->per_client[c]++;
        flags |= WIRE_F_MEASURED;
        if (p->duration_ns == 0 && p->per_client[c] == p->requests) {
            flags |= WIRE_F_STOP;
            if (p->measured == p->requests * p->clients) {
                p->measure_end = now;
                p->phase = PHASE_STOPPING;
            }
            tell_stop(p, c);
        }
        return flags;
    default:
        break;
    }
    /* After the measured phase (or a client past its share): only STOP. */
    p->after_msgs++;
    tell_stop(p, c);
    return flags | WIRE_F_STOP;
}

void phases_client_range(const struct phases *p, uint64_t *min, uint64_t *max)
{
    *min = UINT64_MAX;
    *max = 0;
    for (uint32_t i = 0; i < p->clients; i++) {
        if (p->per_client[i] < *min)
            *min = p->per_client[i];
        if (p->per_client[i] > *max)
            *max = p->per_client[i];
    }
    if (p->clients == 0)
        *min = 0;
}
