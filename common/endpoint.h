/* endpoint.h — what the programs accept as an endpoint, taken apart, and whether an ipc path is free.
 *
 * An endpoint is "tcp://HOST:PORT" or "ipc:///absolute/path". A TCP endpoint may name a slice of the
 * server there, "tcp://HOST:PORT/SLICE" (a broker product's server the sweep keeps: RabbitMQ's virtual
 * host; docs/products.md "A kept server"). The two checks
 * write their reason in words into `why` (one line, no newline) and never
 * print or exit: the caller decides what a bad endpoint means.
 */
#ifndef RRB_ENDPOINT_H
#define RRB_ENDPOINT_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/un.h>

#define ENDPOINT_PORT_MIN 1u
#define ENDPOINT_PORT_MAX 65535u
#define ENDPOINT_SLICE_MAX 63u /* the longest slice name: letters, digits, '.', '_', '-' */
/* The longest ipc path: what a Unix socket address holds, its NUL aside (107 on Linux). */
#define ENDPOINT_IPC_PATH_MAX (sizeof(((struct sockaddr_un *)0)->sun_path) - 1)

/* Validates an endpoint: "tcp://HOST:PORT[/SLICE]" (a port ENDPOINT_PORT_MIN .. MAX) or
 * "ipc:///absolute/path" (at most ENDPOINT_IPC_PATH_MAX bytes). Returns 0, or -1
 * with a reason in `why`. */
int endpoint_check(const char *endpoint, char *why, size_t why_len);

/* For an ipc:// endpoint, fails (-1, reason in `why`) if a live process is
 * already listening on its path: libraries would silently take the path over.
 * Returns 0 for a free path and for any tcp:// endpoint (a busy port makes bind
 * fail loudly by itself). */
int endpoint_check_free(const char *endpoint, char *why, size_t why_len);

/* One of our endpoints taken apart: tcp://HOST:PORT[/SLICE] or ipc://PATH. */
struct endpoint {
    bool ipc;
    char host[256];                     /* tcp */
    int port;                           /* tcp */
    char slice[ENDPOINT_SLICE_MAX + 1]; /* tcp: the slice of the server it names ("": the whole server) */
    char path[108];                     /* ipc: the Unix socket's path (sun_path's size) */
};

/* Returns 0, or -1 for anything else (endpoint_check() says why in words). */
int endpoint_parse(const char *text, struct endpoint *e);

#endif
