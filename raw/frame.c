/* frame.c — what every part of the floor uses: buffers and framing,
 * addresses, socket options and listeners (raw_impl.h: the map of the parts; the
 * per-message helpers of buffers and frames are inline there). */
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "raw_impl.h"

/* ---------------------------------------------------------------- buffers */

void *raw_reserve(void *items, size_t *cap, size_t count, size_t item_size)
{
    if (count < *cap)
        return items;
    size_t n = *cap ? 2 * *cap : 4;
    void *grown = realloc(items, n * item_size);
    if (!grown) {
        adapter_fail("out of memory");
        return NULL;
    }
    *cap = n;
    return grown;
}

/* Makes data[start ..] hold at least `need` bytes: slides the pending bytes
 * down to `head` if that suffices, else moves them to a larger buffer. */
int raw_buf_room(struct buf *b, size_t head, size_t need, size_t dflt)
{
    size_t used = raw_buf_len(b);
    if (b->cap && b->start + need <= b->cap)
        return 0;
    if (b->cap && head + need <= b->cap) {
        memmove(b->data + head, b->data + b->start, used);
    } else {
        /* Grow at least geometrically: appending frame after frame to a
         * pending output must not copy everything pending each time. */
        size_t want = need > dflt ? need : dflt;
        if (want < 2 * b->cap)
            want = 2 * b->cap;
        size_t cap = head + want;
        cap = (cap + 4095) & ~(size_t)4095;
        unsigned char *data = malloc(cap);
        if (!data)
            return adapter_fail("out of memory for a %zu-byte buffer", cap);
        if (used)
            memcpy(data + head, b->data + b->start, used);
        free(b->data);
        b->data = data;
        b->cap = cap;
    }
    b->start = head;
    b->end = head + used;
    return 0;
}

/* Appends the bytes of iov[] after skipping the first `skip` of them. */
int raw_buf_append(struct buf *b, const struct iovec *iov, int cnt, size_t skip)
{
    size_t total = 0;
    for (int i = 0; i < cnt; i++)
        total += iov[i].iov_len;
    if (skip >= total)
        return 0;
    if (raw_buf_len(b) == 0)
        b->start = b->end = 0;
    if (raw_buf_room(b, 0, raw_buf_len(b) + total - skip, 0) != 0)
        return -1;
    for (int i = 0; i < cnt; i++) {
        size_t n = iov[i].iov_len;
        const unsigned char *p = iov[i].iov_base;
        if (skip >= n) {
            skip -= n;
            continue;
        }
        memcpy(b->data + b->end, p + skip, n - skip);
        b->end += n - skip;
        skip = 0;
    }
    return 0;
}

/* ---------------------------------------------------------------- addresses */

/* Resolves "tcp://HOST:PORT" or "ipc:///path" (already validated by cli.c)
 * into up to MAX_ADDRS addresses. "*" as the host of a listener = any. */
int raw_resolve(const char *ep, bool passive, struct addr *out, int *count)
{
    *count = 0;
    if (strncmp(ep, "ipc://", 6) == 0) {
        struct sockaddr_un *un = (struct sockaddr_un *)&out[0].ss;
        const char *path = ep + 6;
        if (strlen(path) >= sizeof un->sun_path)
            return adapter_fail("ipc path too long: %s", path);
        memset(un, 0, sizeof *un);
        un->sun_family = AF_UNIX;
        strcpy(un->sun_path, path);
        out[0].len = sizeof *un;
        out[0].family = AF_UNIX;
        *count = 1;
        return 0;
    }
    if (strncmp(ep, "tcp://", 6) != 0)
        return adapter_fail("'%s' is not an endpoint: expected tcp://HOST:PORT or ipc:///path", ep);
    char host[256];
    const char *h = ep + 6, *colon = strrchr(h, ':');
    size_t hl = colon ? (size_t)(colon - h) : 0;
    if (!colon || hl == 0 || hl >= sizeof host)
        return adapter_fail("'%s': expected tcp://HOST:PORT", ep);
    if (h[0] == '[' && h[hl - 1] == ']') { /* [IPv6] */
        h++;
        hl -= 2;
    }
    memcpy(host, h, hl);
    host[hl] = '\0';
    struct addrinfo hints = {
        .ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM, .ai_flags = passive ? AI_PASSIVE : 0};
    bool any = strcmp(host, "*") == 0;
    if (any)
        hints.ai_family = AF_INET;
    struct addrinfo *res;
    int rc = getaddrinfo(any ? NULL : host, colon + 1, &hints, &res);
    if (rc != 0)
        return adapter_fail("cannot resolve '%s': %s", host, gai_strerror(rc));
    for (struct addrinfo *a = res; a && *count < MAX_ADDRS; a = a->ai_next) {
        if (a->ai_addrlen > sizeof out[*count].ss)
            continue;
        memcpy(&out[*count].ss, a->ai_addr, a->ai_addrlen);
        out[*count].len = a->ai_addrlen;
        out[*count].family = a->ai_family;
        (*count)++;
    }
    freeaddrinfo(res);
    return *count ? 0 : adapter_fail("'%s' resolves to no stream address", host);
}

static int ad_set_opt(int fd, int level, int name, int value)
{
    return setsockopt(fd, level, name, &value, sizeof value);
}

/* Options every connection gets: TCP_NODELAY (a request or reply is one
 * write; Nagle would hold it for an ACK), and with --equalize the common
 * socket buffer size. */
int raw_tune_connection(int fd, int family, bool equalize)
{
    if (family != AF_UNIX && ad_set_opt(fd, IPPROTO_TCP, TCP_NODELAY, 1) != 0)
        return adapter_fail_errno("TCP_NODELAY");
    if (equalize && (ad_set_opt(fd, SOL_SOCKET, SO_SNDBUF, EQUAL_SOCKET_BUFFER) != 0 ||
                     ad_set_opt(fd, SOL_SOCKET, SO_RCVBUF, EQUAL_SOCKET_BUFFER) != 0))
        return adapter_fail_errno("SO_SNDBUF/SO_RCVBUF");
    return 0;
}

/* One of SO_RCVTIMEO, SO_SNDTIMEO: `ms` (-1: none, the kernel's default). */
static int ad_set_timeout(int fd, int option, int ms)
{
    if (ms < 0)
        return 0;
    if (ms == 0)
        ms = 1; /* 0 would mean "forever" to the kernel */
    struct timeval tv = {.tv_sec = ms / 1000, .tv_usec = (ms % 1000) * 1000};
    return setsockopt(fd, SOL_SOCKET, option, &tv, sizeof tv);
}

/* Blocking sockets wait at most p->timeout_ms per recv, p->send_timeout_ms per send (and connect). */
int raw_set_timeouts(int fd, const struct sock_params *p)
{
    if (ad_set_timeout(fd, SO_RCVTIMEO, p->timeout_ms) != 0 ||
        ad_set_timeout(fd, SO_SNDTIMEO, p->send_timeout_ms) != 0)
        return adapter_fail_errno("SO_RCVTIMEO/SO_SNDTIMEO");
    return 0;
}

int raw_listen_on(struct adapter_sock *s, const char *endpoint)
{
    struct addr a[MAX_ADDRS];
    int n;
    if (raw_resolve(endpoint, true, a, &n) != 0)
        return -1;
    int fd = socket(a[0].family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return adapter_fail_errno("socket");
    if (a[0].family == AF_UNIX) {
        /* A stale file from a dead process would make bind fail; a live
         * listener was already refused by runtime.c (endpoint_check_free). */
        unlink(((struct sockaddr_un *)&a[0].ss)->sun_path);
    } else if (ad_set_opt(fd, SOL_SOCKET, SO_REUSEADDR, 1) != 0) {
        /* rebinding a port whose previous connections are in TIME_WAIT */
        close(fd);
        return adapter_fail_errno("SO_REUSEADDR");
    }
    if (bind(fd, (struct sockaddr *)&a[0].ss, a[0].len) != 0 || listen(fd, SOMAXCONN) != 0) {
        adapter_fail_errno(NULL);
        close(fd);
        return -1;
    }
    if (a[0].family == AF_UNIX)
        snprintf(s->unlink_path, sizeof s->unlink_path, "%s", ((struct sockaddr_un *)&a[0].ss)->sun_path);
    s->listen_fd = fd;
    s->family = a[0].family;
    return 0;
}
