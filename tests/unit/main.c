/* main.c — runs every unit test of common/ and prints "N passed, N failed". */
#include <stdio.h>

#include "check.h"

int check_failures;

int main(void)
{
    const struct test_case *suites[] = {wire_tests, cli_tests,    options_tests, measure_tests, phases_tests,
                                        hist_tests, rounds_tests, adapter_tests, record_tests,  host_tests};
    int passed = 0, failed = 0;
    for (size_t s = 0; s < sizeof suites / sizeof suites[0]; s++) {
        for (const struct test_case *t = suites[s]; t->name; t++) {
            check_failures = 0;
            t->fn();
            if (check_failures) {
                failed++;
                printf("FAIL %s\n", t->name);
            } else {
                passed++;
                printf("ok   %s\n", t->name);
            }
        }
    }
    printf("unit: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
