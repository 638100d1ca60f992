/* fake_adapter.c — stands in for a library so common/ links without one.
 * Only the descriptive fields are used by the code under test. */
#include <stddef.h>

#include "adapter.h"

static const char *fake_version(void)
{
    return "0.0";
}

static const char *fake_error(void)
{
    return "fake adapter";
}

static const struct adapter_option fake_options[] = {{NULL, NULL, NULL}};

const struct adapter ADAPTER = {
    .name = "fake",
    .library = "none",
    .version = fake_version,
    .options = fake_options,
    .last_error = fake_error,
};
