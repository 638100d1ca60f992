/* fake_adapter.c — stands in for a library so common/ links without one. The descriptive fields
 * are what most code under test uses; the host's tests use its pipe sockets (fake_adapter.h). */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdlib.h>
#include <unistd.h>

#include "fake_adapter.h"

struct adapter_sock {
    int rd, wr;
    short want, served;
    unsigned char byte;
};

static const char *ad_version(void)
{
    return "0.0";
}

static const char *ad_last_error(void)
{
    return "fake adapter";
}

struct adapter_sock *fake_sock_open(void)
{
    struct adapter_sock *s = calloc(1, sizeof *s);
    int fds[2];
    if (!s || pipe2(fds, O_NONBLOCK | O_CLOEXEC) != 0) {
        free(s);
        return NULL;
    }
    s->rd = fds[0];
    s->wr = fds[1];
    s->want = POLLIN;
    return s;
}

void fake_sock_close(struct adapter_sock *s)
{
    close(s->rd);
    close(s->wr);
    free(s);
}

void fake_sock_put(struct adapter_sock *s, int n)
{
    for (int i = 0; i < n; i++)
        if (write(s->wr, "x", 1) != 1)
            return;
}

void fake_sock_want(struct adapter_sock *s, short events)
{
    s->want = events;
}

short fake_sock_served(const struct adapter_sock *s)
{
    return s->served;
}

static int ad_recv(struct adapter_sock *s, struct adapter_msg *m)
{
    ssize_t n = read(s->rd, &s->byte, 1);
    if (n != 1)
        return n < 0 && errno == EAGAIN ? ADAPTER_TIMEOUT : -1;
    m->data = &s->byte;
    m->size = 1;
    return 0;
}

static void ad_release(struct adapter_msg *m)
{
    (void)m;
}

static int ad_watch(struct adapter_sock *s, short *events)
{
    *events = s->want;
    return s->want == POLLIN ? s->rd : s->want == POLLOUT ? s->wr : -1;
}

static int ad_serve(struct adapter_sock *s, short revents)
{
    if (revents)
        s->served = revents;
    return 0;
}

static const struct adapter_option ad_options[] = {{NULL, NULL, NULL}};

const struct adapter ADAPTER = {
    .name = "fake",
    .library = "none",
    .version = ad_version,
    .options = ad_options,
    .patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB) | PATTERN_BIT(PATTERN_ADDRESSED),
    .recv = ad_recv,
    .release = ad_release,
    .last_error = ad_last_error,
    .watch = ad_watch,
    .serve = ad_serve,
};
