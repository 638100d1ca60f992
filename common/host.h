/* host.h — an event loop that serves many peers' sockets from one thread (--hosting loop).
 *
 * A node process (node.c) or a worker process (worker.c) hosts many peers;
 * with --hosting thread each has a thread whose recv() waits, with --hosting
 * loop one host serves them all: it waits in epoll on every socket's
 * descriptor (adapter.h: watch), lets the library do its own I/O where it
 * leaves that to the application (serve: nats.c's event loop, libmosquitto's
 * loop_read/_write), and calls the socket's owner to take what came (its
 * `ready` callback, which receives until ADAPTER_TIMEOUT; the sockets are
 * opened with sock_params.hosted, so recv never waits). Level-triggered, so
 * a socket that still holds messages is seen again.
 *
 * A send on a hosted socket may change what it waits for (nats.c then has
 * output only the loop writes) or, for libzmq, consume the wake-up of a
 * message that arrived meanwhile (ZMQ_FD is edge-triggered: zmq_getsockopt(3),
 * ZMQ_EVENTS): whoever sends calls host_touch(), and the host looks at the
 * socket again, and drains it, before it waits once more.
 *
 * One thread owns a host and its sockets. Functions return 0, or -1 with
 * errno set (epoll_ctl's, or ENOMEM); none prints.
 */
#ifndef RRB_HOST_H
#define RRB_HOST_H

#include <stdbool.h>
#include <stdint.h>

#include "adapter.h"

/* Takes what came on `s`: receives until ADAPTER_TIMEOUT (or an error, which it reports itself). */
typedef void host_ready_fn(void *owner, struct adapter_sock *s);

/* One socket the host serves. */
struct host_socket {
    struct adapter_sock *s;
    host_ready_fn *ready; /* NULL: a socket that only sends (watched for the library's own I/O alone) */
    void *owner;
    int fd;       /* what epoll has for it now (-1: nothing) */
    short events; /* ... and for which events */
    bool touched; /* on the touched list */
};

struct host {
    int epoll;
    struct host_socket **all; /* every socket, for the tick */
    uint32_t count, cap;
    struct host_socket **touched; /* sent on since the last look: looked at (and drained) again */
    uint32_t ntouched;
    uint64_t next_tick_ns; /* the libraries' timers (serve with no events): about once a second */
};

/* Sets up an empty host. */
int host_init(struct host *h);

/* Serves `s` from now on; `ready` (may be NULL) is called with `owner` when it may have messages.
 * Returns the host's handle for the socket (for host_touch), or NULL. */
struct host_socket *host_add(struct host *h, struct adapter_sock *s, host_ready_fn *ready, void *owner);

/* Someone sent on hs: the host looks at it again (and drains it) before it next waits. */
void host_touch(struct host *h, struct host_socket *hs);

/* Waits at most timeout_ms for events, and serves what came, the touched sockets and, once a second,
 * the libraries' timers. Returns the number of events served, or -1. */
int host_run(struct host *h, int timeout_ms);

/* Forgets every socket (it closes none). */
void host_free(struct host *h);

#endif
