/* test_record.c — the failure causes: one name each, in the sweep's vocabulary. */
#include <ctype.h>

#include "check.h"
#include "cli.h"
#include "measure.h"
#include "record.h"

static void every_cause_has_one_name(void)
{
    for (int c = 0; c < CAUSE_COUNT; c++) {
        const char *name = record_cause_name((enum cause)c);
        CHECK(name != NULL);
        if (!name)
            continue;
        for (const char *p = name; *p; p++) /* a record value: no spaces, lower case and _ */
            CHECK(islower((unsigned char)*p) || *p == '_');
        for (int d = 0; d < c; d++)
            CHECK(strcmp(name, record_cause_name((enum cause)d)) != 0);
    }
    CHECK(record_cause_name(CAUSE_COUNT) == NULL);
    CHECK(record_cause_name((enum cause) - 1) == NULL);
}

static void early_means_well_before_the_timeout(void)
{
    struct config cfg = {.timeout_s = 10};
    CHECK(record_gave_up_early(&cfg, now_ns()));                       /* gave up at once */
    CHECK(!record_gave_up_early(&cfg, now_ns() - seconds_to_ns(9.5))); /* waited the timeout, near enough */
}

const struct test_case record_tests[] = {
    {"record: every cause has one name", every_cause_has_one_name},
    {"record: early timeout", early_means_well_before_the_timeout},
    {NULL, NULL},
};
