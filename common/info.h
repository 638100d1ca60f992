/* info.h — --info: the program, its library and build, and every option it sets
 * away from the library's default with the reason, as one line of JSON.
 *
 * Readers (scripts/rrbench/record/meta.py, the tests) look keys up by name; a key is
 * only ever added, never renamed or removed.
 *
 * "limits" gives every numeric limit the parser enforces, read from the option
 * table (cli.h), by flag and for every flag whichever role prints it (the table
 * is the same in every program: bin/<lib>-master --info serves for all):
 *   "--workers": {"minimum": 1, "maximum": 100000}
 *   "--duration": {"exclusiveMinimum": 0, "maximum": 1000000, "unit": "seconds"}
 * ("unit" for bytes and seconds; whole numbers have none), and the endpoints'
 * ("tcp_port", "ipc_path" in bytes: endpoint.h).
 *
 * "defaults" gives what a program takes for a flag not given, from the same rows
 * (their `def`), by flag, in the units of "limits":
 *   "--warmup": 0.5, "--timeout": 5, "--result-size": 74
 * (--duration's yields to --requests and --rounds). The sweep takes its defaults
 * for the flags it hands on from here (scripts/rrbench/core/limits.py).
 */
#ifndef RRB_INFO_H
#define RRB_INFO_H

#include <stdio.h>

#include "cli.h"

/* Writes the JSON object and a newline to `to`. */
void info_print(const struct config *cfg, FILE *to);

#endif
