/* parse.h — numbers from the command line: byte counts, seconds, whole numbers.
 * A leaf: the option table (cli.c) and the endpoints (endpoint.c) both parse with it. */
#ifndef RRB_PARSE_H
#define RRB_PARSE_H

#include <stdbool.h>
#include <stdint.h>

#define MAX_SECONDS 1e6 /* the longest time any option takes */

/* Parses a byte count: digits with an optional binary suffix k/K, m/M, g/G
 * (1k = 1024). Returns 0 and the value, or -1. */
int parse_bytes(const char *s, uint64_t *out);

/* Parses a positive (or, with allow_zero, non-negative) finite number of seconds,
 * at most MAX_SECONDS. Returns 0 and the value, or -1. */
int parse_seconds(const char *s, bool allow_zero, double *out);

/* Parses a whole number lo .. hi, digits only. Returns 0 and the value, or -1. */
int parse_u32(const char *s, uint32_t lo, uint32_t hi, uint32_t *out);

#endif
