/* nanomsg.c — the nanomsg adapter: REQ workers, REP master, nn_device over
 * raw REP (front) and raw REQ (back). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <nanomsg/nn.h>
#include <nanomsg/reqrep.h>

#include "adapter.h"

#ifndef NANOMSG_VERSION
#define NANOMSG_VERSION "unknown"
#endif

/* nanomsg drops (and closes the connection of) any message larger than
 * NN_RCVMAXSIZE, 1 MiB by default. Raw sockets prepend a request-id stack,
 * so leave room for it when deciding whether a run needs more. */
#define NN_DEFAULT_RCVMAXSIZE (1024 * 1024)
#define NN_SP_HEADER_ROOM 256

struct adapter_sock {
    int fd;
};

static int last_errno;

static int fail(void)
{
    last_errno = nn_errno();
    return -1;
}

static const char *nn_last_error(void)
{
    return nn_strerror(last_errno);
}

static const char *nn_lib_version(void)
{
    static char buf[64];
    snprintf(buf, sizeof buf, "%s (ABI %d.%d.%d)", NANOMSG_VERSION, NN_VERSION_CURRENT, NN_VERSION_REVISION,
             NN_VERSION_AGE);
    return buf;
}

static int set_int(int fd, int level, int option, int value)
{
    return nn_setsockopt(fd, level, option, &value, sizeof value);
}

static struct adapter_sock *nn_open(enum sock_kind kind, const struct sock_params *p)
{
    static const struct { int domain, protocol; } types[] = {
        [SOCK_WORKER] = {AF_SP, NN_REQ}, [SOCK_MASTER] = {AF_SP, NN_REP},
        [SOCK_ROUTER_FRONT] = {AF_SP_RAW, NN_REP}, [SOCK_ROUTER_BACK] = {AF_SP_RAW, NN_REQ},
    };
    struct adapter_sock *s = malloc(sizeof *s);
    if (!s) {
        last_errno = ENOMEM;
        return NULL;
    }
    s->fd = nn_socket(types[kind].domain, types[kind].protocol);
    int ok = s->fd >= 0 && set_int(s->fd, NN_SOL_SOCKET, NN_RCVTIMEO, p->timeout_ms) == 0 &&
             set_int(s->fd, NN_SOL_SOCKET, NN_SNDTIMEO, p->timeout_ms) == 0;
    if (ok && p->max_msg_size + NN_SP_HEADER_ROOM > NN_DEFAULT_RCVMAXSIZE) {
        size_t limit = p->max_msg_size + NN_SP_HEADER_ROOM;
        ok = set_int(s->fd, NN_SOL_SOCKET, NN_RCVMAXSIZE, limit > 0x7fffffff ? -1 : (int)limit) == 0;
    }
    if (!ok) {
        fail();
        if (s->fd >= 0)
            nn_close(s->fd);
        free(s);
        return NULL;
    }
    return s;
}

static int nn_bind_ep(struct adapter_sock *s, const char *endpoint)
{
    return nn_bind(s->fd, endpoint) >= 0 ? 0 : fail();
}

static int nn_connect_ep(struct adapter_sock *s, const char *endpoint)
{
    return nn_connect(s->fd, endpoint) >= 0 ? 0 : fail();
}

static int nn_send_copy(struct adapter_sock *s, const void *buf, size_t len)
{
    while (nn_send(s->fd, buf, len, 0) < 0)
        if (nn_errno() != EINTR)
            return fail();
    return 0;
}

static int nn_recv_msg(struct adapter_sock *s, struct adapter_msg *m)
{
    void *buf = NULL;
    int n;
    while ((n = nn_recv(s->fd, &buf, NN_MSG, 0)) < 0) {
        if (nn_errno() == EINTR)
            continue;
        int timed_out = nn_errno() == ETIMEDOUT || nn_errno() == EAGAIN;
        fail();
        return timed_out ? ADAPTER_TIMEOUT : -1;
    }
    m->priv.ptr = buf;
    m->data = buf;
    m->size = (size_t)n;
    return 0;
}

static void nn_release(struct adapter_msg *m)
{
    nn_freemsg(m->priv.ptr);
}

static int nn_send_received(struct adapter_sock *s, struct adapter_msg *m)
{
    void *buf = m->priv.ptr;
    /* NN_MSG: zero-copy, nanomsg takes ownership of the buffer on success. */
    while (nn_send(s->fd, &buf, NN_MSG, 0) < 0) {
        if (nn_errno() == EINTR)
            continue;
        fail();
        nn_freemsg(buf);
        return -1;
    }
    return 0;
}

static int nn_proxy_run(struct adapter_sock *front, struct adapter_sock *back)
{
    nn_device(front->fd, back->fd);
    return fail();
}

static void nn_close_sock(struct adapter_sock *s)
{
    nn_close(s->fd);
    free(s);
}

static const struct adapter_option nn_options[] = {
    {"NN_RCVTIMEO, NN_SNDTIMEO", "--timeout (master, worker)",
     "bounds every wait so a stall is reported instead of hanging; no effect on the wire"},
    {"NN_RCVMAXSIZE", "largest message + 256 bytes, only when that exceeds 1 MiB",
     "nanomsg silently drops messages above its 1 MiB default limit"},
    {NULL, NULL, NULL},
};

const struct adapter ADAPTER = {
    .name = "nanomsg",
    .library = "nanomsg",
    .version = nn_lib_version,
    .options = nn_options,
    .open = nn_open,
    .bind = nn_bind_ep,
    .connect = nn_connect_ep,
    .send = nn_send_copy,
    .recv = nn_recv_msg,
    .send_msg = nn_send_received,
    .release = nn_release,
    .proxy = nn_proxy_run,
    .close = nn_close_sock,
    .last_error = nn_last_error,
};
