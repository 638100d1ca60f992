/* info.h — --info: the program, its library and build, and every option it sets
 * away from the library's default with the reason, as one line of JSON.
 *
 * Readers (scripts/rrbench/meta.py, the tests) look keys up by name; a key is
 * only ever added, never renamed or removed.
 */
#ifndef RRB_INFO_H
#define RRB_INFO_H

#include <stdio.h>

#include "cli.h"

/* Writes the JSON object and a newline to `to`. */
void info_print(const struct config *cfg, FILE *to);

#endif
