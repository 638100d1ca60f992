/* fake_adapter.h — the fake adapter's sockets, for the host's tests: a pipe each, whose read end
 * recv() reads a byte at a time (ADAPTER_TIMEOUT when empty) and whose watch() is what the test says. */
#ifndef RRB_FAKE_ADAPTER_H
#define RRB_FAKE_ADAPTER_H

#include "adapter.h"

/* A new socket: a pipe, both ends non-blocking; it waits for POLLIN on its read end. */
struct adapter_sock *fake_sock_open(void);
void fake_sock_close(struct adapter_sock *s);
/* Puts n bytes in the pipe: n messages of a byte. */
void fake_sock_put(struct adapter_sock *s, int n);
/* What watch() says it waits for from now on: POLLIN (the read end), POLLOUT (the write end) or 0 (none). */
void fake_sock_want(struct adapter_sock *s, short events);
/* The events of the last serve() that had any. */
short fake_sock_served(const struct adapter_sock *s);

#endif
