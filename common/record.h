/* record.h — what a program tells the sweep, and why a run failed.
 *
 * Every line a program prints on stdout is a record: `KIND key=value ...`,
 * KIND in capitals, values without spaces. docs/records.md lists every kind and
 * its keys; the sweep reads them in one place (scripts/rrbench's record parser).
 * People read stderr: `PROG: error: MESSAGE`, one line.
 *
 * A run that fails says why twice: a FAILED record with a cause chosen here,
 * for the sweep, then the message, for people. The sweep sorts failures by
 * the cause alone, so rewording a message never changes a classification.
 */
#ifndef RRB_RECORD_H
#define RRB_RECORD_H

#include <stdbool.h>
#include <stdint.h>

struct config;

/* Why a run failed. The names (record_cause_name) are the sweep's vocabulary:
 * results.csv's column `cause`, docs/records.md; never reuse or rename one. */
enum cause {
    CAUSE_SETUP,            /* could not open, bind, connect, subscribe, start a thread, allocate */
    CAUSE_SEND,             /* the library failed a send */
    CAUSE_RECEIVE,          /* the library failed a receive */
    CAUSE_EARLY_TIMEOUT,    /* the library gave up on a wait well before --timeout by the monotonic
                               clock (nng 1.5's timers follow the wall clock: docs/findings.md) */
    CAUSE_CORRUPT,          /* a message failed verification, or came where none should */
    CAUSE_REJECTED,         /* master: requests it refused (wrong size, client or header) */
    CAUSE_NO_REPLY,         /* worker: no reply within --timeout */
    CAUSE_NO_REQUEST,       /* master: no request within --timeout, once requests came */
    CAUSE_NO_FIRST_REQUEST, /* master: not one request within 10x --timeout: no worker got through */
    CAUSE_NO_HELLO_ANSWER,  /* controller: nodes that never answered their hellos */
    CAUSE_NO_SURVEY_ANSWER, /* controller, pattern survey: respondents that never answered a survey */
    CAUSE_NO_RESULT,        /* controller: a round's results missing at --timeout */
    CAUSE_TASK_LOST,        /* controller: a node got the results request but never its task */
    CAUSE_ALL_GONE,         /* controller, --deadline: every node gone */
    CAUSE_NO_GOODBYE,       /* controller: nodes that never acknowledged the stop */
    CAUSE_FORWARDING,       /* router: forwarding between its sockets stopped */
    CAUSE_SERVER,           /* a broker product's server did not start or answer */
    CAUSE_REFUSED,          /* the kernel refused an interface the run asked for (raw@uring's io_uring) */
    CAUSE_COUNT,
};

/* "setup", "no_reply", ...: the cause's name in records, or NULL when out of range. */
const char *record_cause_name(enum cause cause);

/* Ends a run's output: prints `FAILED cause=NAME` on stdout (flushed), then
 * "PROG: error: MESSAGE" on stderr (cli_print_error). Call it once, where the run
 * fails; the caller exits with EXIT_FAILED. */
void record_fail(const struct config *cfg, enum cause cause, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* True when a wait that began at since_ns ended well before --timeout: the
 * library gave up by a clock of its own (CAUSE_EARLY_TIMEOUT). */
bool record_gave_up_early(const struct config *cfg, uint64_t since_ns);

#endif
