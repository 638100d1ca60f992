/* record.c — the FAILED record and the cause names (record.h). */
#include "record.h"

#include <stdarg.h>
#include <stdio.h>

#include "cli.h"
#include "measure.h"

const char *record_cause_name(enum cause cause)
{
    static const char *const names[CAUSE_COUNT] = {
        [CAUSE_SETUP] = "setup",
        [CAUSE_SEND] = "send",
        [CAUSE_RECEIVE] = "receive",
        [CAUSE_EARLY_TIMEOUT] = "early_timeout",
        [CAUSE_CORRUPT] = "corrupt",
        [CAUSE_REJECTED] = "rejected",
        [CAUSE_NO_REPLY] = "no_reply",
        [CAUSE_NO_REQUEST] = "no_request",
        [CAUSE_NO_FIRST_REQUEST] = "no_first_request",
        [CAUSE_NO_HELLO_ANSWER] = "no_hello_answer",
        [CAUSE_NO_SURVEY_ANSWER] = "no_survey_answer",
        [CAUSE_NO_RESULT] = "no_result",
        [CAUSE_TASK_LOST] = "task_lost",
        [CAUSE_ALL_GONE] = "all_gone",
        [CAUSE_NO_GOODBYE] = "no_goodbye",
        [CAUSE_FORWARDING] = "forwarding",
        [CAUSE_SERVER] = "server",
        [CAUSE_REFUSED] = "refused",
    };
    return (unsigned)cause < CAUSE_COUNT ? names[cause] : NULL;
}

void record_fail(const struct config *cfg, enum cause cause, const char *fmt, ...)
{
    char message[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    /* The record first: the sweep may stop the other roles as soon as stderr shows the error. */
    printf("FAILED cause=%s\n", record_cause_name(cause));
    fflush(stdout);
    cli_print_error(cfg, "%s", message);
}

bool record_gave_up_early(const struct config *cfg, uint64_t since_ns)
{
    return (double)(now_ns() - since_ns) / NS_PER_S < 0.9 * cfg->timeout_s;
}
