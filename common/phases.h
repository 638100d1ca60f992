/* phases.h — the master's view of a run: set-up, warm-up, measured phase, stop.
 *
 * Pure bookkeeping, no I/O, so it is unit-tested with made-up clocks. The
 * master loop calls phases_on_request() for every valid request and ORs the
 * returned flags into the reply. The master owns the phases; workers just
 * obey WIRE_F_STOP and count replies flagged WIRE_F_MEASURED.
 *
 *   SETUP    hellos only (connection checks); the first real request starts
 *   WARMUP   requests answered, not counted, for warmup_ns
 *   MEASURE  requests counted; ends after duration_ns, or once every client
 *            has had `requests` measured replies
 *   STOPPING every reply says STOP; done once every client has been told
 */
#ifndef RRB_PHASES_H
#define RRB_PHASES_H

#include <stdbool.h>
#include <stdint.h>

#include "wire.h"

enum phase { PHASE_SETUP, PHASE_WARMUP, PHASE_MEASURE, PHASE_STOPPING, PHASE_DONE };

struct phases {
    enum phase phase;
    uint32_t clients;
    uint64_t warmup_ns, duration_ns; /* duration_ns == 0: requests mode */
    uint64_t requests;               /* measured requests per client (requests mode) */
    uint64_t warmup_start, measure_start, measure_end;
    uint64_t measured, warmup_msgs, hellos, after_msgs;
    uint64_t repeated;    /* requests that came again with the same seq (a resend): answered, not counted */
    uint64_t *per_client; /* measured requests of each client */
    uint64_t *last_seq;   /* seq of each client's latest request, PHASES_NONE before its first: after
                             a stall it says whether a lost message was the request or the reply */
    bool *stopped;        /* client has been sent STOP */
    uint32_t stopped_count;
};

/* last_seq of a client not heard from yet (its hello is seq 0). */
#define PHASES_NONE UINT64_MAX

/* Returns 0, or -1 when memory is short. */
int phases_init(struct phases *p, uint32_t clients, uint64_t warmup_ns, uint64_t duration_ns, uint64_t requests);
void phases_free(struct phases *p);

/* Accounts one valid request `h` that arrived at `now`; returns the flags for
 * its reply (always including WIRE_F_REPLY). */
uint16_t phases_on_request(struct phases *p, const struct wire_header *h, uint64_t now);

/* Moves the clock-driven phases forward to `now` without a request (churn:
 * the measured phase ends by the clock even when no request comes). */
void phases_advance(struct phases *p, uint64_t now);

/* Smallest and largest per-client measured count. */
void phases_client_range(const struct phases *p, uint64_t *min, uint64_t *max);

#endif
