/* nng.c — the nng adapter: req0 workers, rep0 master, nng_device over raw
 * rep0 (front) and raw req0 (back). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <nng/nng.h>
#include <nng/protocol/reqrep0/rep.h>
#include <nng/protocol/reqrep0/req.h>

#include "adapter.h"

/* nng refuses messages above NNG_OPT_RECVMAXSZ, 1 MiB by default; raw
 * sockets add a request-id stack, so leave room when deciding to raise it. */
#define NNG_DEFAULT_RECVMAXSZ (1024 * 1024)
#define NNG_SP_HEADER_ROOM 256

struct adapter_sock {
    nng_socket sock;
    enum sock_kind kind;
};

static int last_rv;

static int fail(int rv)
{
    last_rv = rv;
    return -1;
}

static const char *nng_last_error(void)
{
    return nng_strerror(last_rv);
}

static const char *nng_lib_version(void)
{
    return nng_version();
}

static struct adapter_sock *nng_open_sock(enum sock_kind kind, const struct sock_params *p)
{
    static int (*const openers[])(nng_socket *) = {
        [SOCK_WORKER] = nng_req0_open, [SOCK_MASTER] = nng_rep0_open,
        [SOCK_ROUTER_FRONT] = nng_rep0_open_raw, [SOCK_ROUTER_BACK] = nng_req0_open_raw,
    };
    struct adapter_sock *s = malloc(sizeof *s);
    if (!s) {
        last_rv = NNG_ENOMEM;
        return NULL;
    }
    s->kind = kind;
    int rv = openers[kind](&s->sock);
    if (rv == 0 && p->timeout_ms >= 0) {
        /* Timeouts only bound how long we wait; they change nothing on the wire. */
        rv = nng_socket_set_ms(s->sock, NNG_OPT_RECVTIMEO, p->timeout_ms);
        if (rv == 0)
            rv = nng_socket_set_ms(s->sock, NNG_OPT_SENDTIMEO, p->timeout_ms);
    }
    if (rv == 0 && p->equalize)
        rv = nng_socket_set_bool(s->sock, NNG_OPT_TCP_NODELAY, true); /* nng's default, made explicit */
    if (rv == 0 && p->max_msg_size + NNG_SP_HEADER_ROOM > NNG_DEFAULT_RECVMAXSZ)
        rv = nng_socket_set_size(s->sock, NNG_OPT_RECVMAXSZ, p->max_msg_size + NNG_SP_HEADER_ROOM);
    if (rv != 0) {
        nng_close(s->sock);
        free(s);
        fail(rv);
        return NULL;
    }
    return s;
}

static int nng_bind_ep(struct adapter_sock *s, const char *endpoint)
{
    int rv = nng_listen(s->sock, endpoint, NULL, 0);
    return rv == 0 ? 0 : fail(rv);
}

static int nng_connect_ep(struct adapter_sock *s, const char *endpoint)
{
    /* Non-blocking dial: like zmq_connect, keep retrying in the background if
     * the peer is not listening yet, instead of failing at once. */
    int rv = nng_dial(s->sock, endpoint, NULL, NNG_FLAG_NONBLOCK);
    return rv == 0 ? 0 : fail(rv);
}

static int nng_send_copy(struct adapter_sock *s, const void *buf, size_t len)
{
    int rv = nng_send(s->sock, (void *)buf, len, 0);
    return rv == 0 ? 0 : fail(rv);
}

static int nng_recv_msg(struct adapter_sock *s, struct adapter_msg *m)
{
    nng_msg *msg;
    int rv;
    while ((rv = nng_recvmsg(s->sock, &msg, 0)) == NNG_EINTR)
        ;
    if (rv != 0) {
        fail(rv);
        return rv == NNG_ETIMEDOUT ? ADAPTER_TIMEOUT : -1;
    }
    m->priv.ptr = msg;
    m->data = nng_msg_body(msg);
    m->size = nng_msg_len(msg);
    return 0;
}

static void nng_release(struct adapter_msg *m)
{
    nng_msg_free(m->priv.ptr);
}

static int nng_send_received(struct adapter_sock *s, struct adapter_msg *m)
{
    /* nng_sendmsg takes the message on success only. */
    int rv = nng_sendmsg(s->sock, m->priv.ptr, 0);
    if (rv != 0) {
        nng_msg_free(m->priv.ptr);
        return fail(rv);
    }
    return 0;
}

static int nng_proxy_run(struct adapter_sock *front, struct adapter_sock *back)
{
    return fail(nng_device(front->sock, back->sock));
}

static void nng_close_sock(struct adapter_sock *s)
{
    nng_close(s->sock);
    free(s);
}

static const struct adapter_option nng_equalize_options[] = {
    {"NNG_OPT_TCP_NODELAY", "true (nng's default, set explicitly)", "the same on every library"},
    {"socket buffers", "not settable in nng 1.5.2 (kernel default, autotuned)",
     "NNG_OPT_SENDBUF/RECVBUF are message queue depths, not socket buffers"},
    {NULL, NULL, NULL},
};

static const struct adapter_option nng_options[] = {
    {"NNG_OPT_RECVTIMEO, NNG_OPT_SENDTIMEO", "--timeout (master, worker)",
     "bounds every wait so a stall is reported instead of hanging; no effect on the wire"},
    {"NNG_OPT_RECVMAXSZ", "largest message + 256 bytes, only when that exceeds 1 MiB",
     "nng refuses messages above its 1 MiB default limit"},
    {"nng_dial flags", "NNG_FLAG_NONBLOCK",
     "keep redialling in the background like zmq_connect, instead of failing when the peer is not "
     "up yet; only affects connection set-up"},
    {NULL, NULL, NULL},
};

const struct adapter ADAPTER = {
    .name = "nng",
    .library = "nng",
    .version = nng_lib_version,
    .options = nng_options,
    .equalize_options = nng_equalize_options,
    .open = nng_open_sock,
    .bind = nng_bind_ep,
    .connect = nng_connect_ep,
    .send = nng_send_copy,
    .recv = nng_recv_msg,
    .send_msg = nng_send_received,
    .release = nng_release,
    .proxy = nng_proxy_run,
    .close = nng_close_sock,
    .last_error = nng_last_error,
};
