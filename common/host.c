/* host.c — an event loop that serves many peers' sockets from one thread (host.h). */
#include "host.h"

#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <sys/epoll.h>
#include <unistd.h>

#include "measure.h"

#define MAX_EVENTS 256
#define TICK_NS 1000000000ull /* serve(s, 0) for the libraries' timers this often */

int host_init(struct host *h)
{
    *h = (struct host){.epoll = epoll_create1(EPOLL_CLOEXEC), .next_tick_ns = now_ns() + TICK_NS};
    return h->epoll >= 0 ? 0 : -1;
}

static uint32_t epoll_events(short events)
{
    return (events & POLLIN ? EPOLLIN : 0u) | (events & POLLOUT ? EPOLLOUT : 0u);
}

/* Tells epoll what the socket waits for now, when that changed (a new descriptor, other events). */
static int rewatch(struct host *h, struct host_socket *hs)
{
    short events = 0;
    int fd = ADAPTER.watch ? ADAPTER.watch(hs->s, &events) : -1;
    if (fd < 0)
        events = 0;
    if (fd == hs->fd && events == hs->events)
        return 0;
    /* A descriptor that changed may already be closed (a library's reconnect): its epoll entry went
     * with it, so a failed DEL is no error. */
    if (hs->fd >= 0 && fd != hs->fd)
        epoll_ctl(h->epoll, EPOLL_CTL_DEL, hs->fd, NULL);
    struct epoll_event ev = {.events = epoll_events(events), .data.ptr = hs};
    int rc = 0;
    if (fd >= 0 && events)
        rc = epoll_ctl(h->epoll, fd == hs->fd && hs->events ? EPOLL_CTL_MOD : EPOLL_CTL_ADD, fd, &ev);
    else if (fd >= 0 && fd == hs->fd && hs->events)
        rc = epoll_ctl(h->epoll, EPOLL_CTL_DEL, fd, NULL);
    hs->fd = fd;
    hs->events = fd >= 0 ? events : 0;
    return rc;
}

struct host_socket *host_add(struct host *h, struct adapter_sock *s, host_ready_fn *ready, void *owner)
{
    struct host_socket *hs = malloc(sizeof *hs);
    if (!hs) {
        errno = ENOMEM;
        return NULL;
    }
    *hs = (struct host_socket){.s = s, .ready = ready, .owner = owner, .fd = -1};
    if (h->count == h->cap) {
        uint32_t cap = h->cap ? 2 * h->cap : 64;
        struct host_socket **all = realloc(h->all, cap * sizeof *all),
                           **touched = all ? realloc(h->touched, cap * sizeof *touched) : NULL;
        if (all)
            h->all = all;
        if (!all || !touched) {
            free(hs);
            errno = ENOMEM;
            return NULL;
        }
        h->touched = touched;
        h->cap = cap;
    }
    h->all[h->count++] = hs;
    host_touch(h, hs); /* looked at (and drained) before the first wait */
    return hs;
}

void host_touch(struct host *h, struct host_socket *hs)
{
    if (!hs->touched) {
        hs->touched = true;
        h->touched[h->ntouched++] = hs;
    }
}

/* Serves one socket: the library's I/O for `revents`, what came to its owner, and what it waits for next. */
static int serve_one(struct host *h, struct host_socket *hs, short revents)
{
    if (ADAPTER.serve)
        ADAPTER.serve(hs->s, revents); /* a lost connection: the owner's next recv says so */
    if (hs->ready)
        hs->ready(hs->owner, hs->s);
    return rewatch(h, hs);
}

/* The sockets sent on (or added) since: looked at again until none is left (a drain may send). */
static int serve_touched(struct host *h)
{
    while (h->ntouched) {
        struct host_socket *hs = h->touched[--h->ntouched];
        hs->touched = false;
        if (serve_one(h, hs, 0) != 0)
            return -1;
    }
    return 0;
}

static short poll_events(uint32_t events)
{
    return (short)((events & (EPOLLIN | EPOLLHUP | EPOLLERR) ? POLLIN : 0) | (events & EPOLLOUT ? POLLOUT : 0));
}

int host_run(struct host *h, int timeout_ms)
{
    if (serve_touched(h) != 0)
        return -1;
    uint64_t now = now_ns();
    int wait_ms = timeout_ms;
    if (ADAPTER.serve) { /* no longer than until the tick */
        int until_tick = h->next_tick_ns > now ? (int)((h->next_tick_ns - now) / 1000000u) + 1 : 0;
        wait_ms = wait_ms < 0 || wait_ms > until_tick ? until_tick : wait_ms;
    }
    struct epoll_event ev[MAX_EVENTS];
    int n = epoll_wait(h->epoll, ev, MAX_EVENTS, wait_ms);
    if (n < 0)
        return errno == EINTR ? 0 : -1;
    for (int i = 0; i < n; i++)
        if (serve_one(h, ev[i].data.ptr, poll_events(ev[i].events)) != 0)
            return -1;
    if (serve_touched(h) != 0)
        return -1;
    if (ADAPTER.serve && now_ns() >= h->next_tick_ns) { /* the libraries' timers (keepalives) */
        h->next_tick_ns = now_ns() + TICK_NS;
        for (uint32_t i = 0; i < h->count; i++) {
            ADAPTER.serve(h->all[i]->s, 0);
            if (rewatch(h, h->all[i]) != 0)
                return -1;
        }
    }
    return n;
}

void host_free(struct host *h)
{
    for (uint32_t i = 0; i < h->count; i++)
        free(h->all[i]);
    free(h->all);
    free(h->touched);
    if (h->epoll >= 0)
        close(h->epoll);
    *h = (struct host){.epoll = -1};
}
