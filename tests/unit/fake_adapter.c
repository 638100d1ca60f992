/* fake_adapter.c — stands in for a library so common/ links without one.
 * Only the descriptive fields are used by the code under test. */
#include <stddef.h>

#include "adapter.h"

static const char *ad_version(void)
{
    return "0.0";
}

static const char *ad_last_error(void)
{
    return "fake adapter";
}

static const struct adapter_option ad_options[] = {{NULL, NULL, NULL}};

const struct adapter ADAPTER = {
    .name = "fake",
    .library = "none",
    .version = ad_version,
    .options = ad_options,
    .patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB) | PATTERN_BIT(PATTERN_ADDRESSED),
    .last_error = ad_last_error,
};
