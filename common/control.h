/* control.h — the sweep's control line on stdin, and the CPU a role reports to the sweep. */
#ifndef RRB_CONTROL_H
#define RRB_CONTROL_H

#include <stdbool.h>

#include "cli.h"

/* The sweep's control line on stdin, read by a thread of its own so that its
 * end is seen whatever the program is doing (waiting for a reply, say):
 * a line means go, but a line "sample", which that thread answers at once with
 * the process's CPU so far (SAMPLE s=S n=N: docs/records.md); the end of stdin before control_finished() ends the
 * process at once with `early_status` (printing `early_why` when not NULL);
 * after control_finished() it only wakes control_wait_end(). Used by workers
 * with --wait-go, and by master and router with --lifeline. */
int control_start(const struct config *cfg, int early_status, const char *early_why);
void control_wait_go(void);
/* Waits until n lines have come (the first is go; the controller waits for a
 * second after its hellos, while the sweep reads the broker's counters). */
void control_wait_lines(unsigned n);
void control_finished(void);
void control_wait_end(void);
/* Whether stdin has ended (after control_finished()): control_wait_end() would return at once. */
bool control_ended(void);

/* Reads `fd` until it ends, a line at a time: a line "sample" calls on_sample, the others are counted
 * and on_lines (may be NULL) gets how many each read brought. The one reader of the control line's
 * words: read_control's thread here, and a product's server watcher (server.c), whose samples are the
 * server's CPU. */
void control_read_lines(int fd, void (*on_sample)(void *ctx), void (*on_lines)(unsigned n, void *ctx), void *ctx);

/* Prints "CPU s=S": user + system CPU seconds of the whole process so far (for a role on another
 * host, the sweep's only account of it; runtime_start registers it to run at exit). */
void control_report_cpu(void);

#endif
