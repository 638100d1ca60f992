/* test_host.c — the event loop that serves many sockets from one thread (host.h), over the fake
 * adapter's pipe sockets (fake_adapter.c): who is called, when, and what epoll is told. */
#include <poll.h>
#include <stdlib.h>
#include <unistd.h>

#include "check.h"
#include "fake_adapter.h"
#include "host.h"

struct owner {
    int calls;    /* times its ready() ran */
    int received; /* bytes it took */
};

/* Takes every byte there is (the host needs the socket drained). */
static void drain(void *arg, struct adapter_sock *s)
{
    struct owner *o = arg;
    struct adapter_msg m;
    o->calls++;
    while (ADAPTER.recv(s, &m) == 0)
        o->received += (int)m.size;
}

static void ready_sockets_reach_their_owner_drained(void)
{
    struct host h;
    CHECK_EQ(host_init(&h), 0);
    struct owner a = {0}, b = {0};
    struct adapter_sock *sa = fake_sock_open(), *sb = fake_sock_open();
    CHECK(host_add(&h, sa, drain, &a) && host_add(&h, sb, drain, &b));
    CHECK_EQ(host_run(&h, 0), 0); /* added: looked at once before the first wait, nothing there */
    CHECK(a.calls == 1 && b.calls == 1 && a.received == 0);
    fake_sock_put(sb, 3);
    CHECK_EQ(host_run(&h, 1000), 1); /* one event: b's, drained whole */
    CHECK(a.calls == 1 && b.calls == 2 && b.received == 3);
    CHECK_EQ(host_run(&h, 0), 0); /* level-triggered, but drained: nothing more */
    CHECK_EQ(b.calls, 2);
    host_free(&h);
    fake_sock_close(sa);
    fake_sock_close(sb);
}

static void a_touched_socket_is_looked_at_again(void)
{
    struct host h;
    CHECK_EQ(host_init(&h), 0);
    struct owner a = {0};
    struct adapter_sock *s = fake_sock_open();
    struct host_socket *hs = host_add(&h, s, drain, &a);
    host_run(&h, 0);
    host_touch(&h, hs); /* sent on: a reply may have come whose wake-up the send took */
    host_touch(&h, hs); /* once is enough */
    CHECK_EQ(host_run(&h, 0), 0);
    CHECK_EQ(a.calls, 2);
    host_free(&h);
    fake_sock_close(s);
}

static void what_a_socket_waits_for_follows_the_library(void)
{
    struct host h;
    CHECK_EQ(host_init(&h), 0);
    struct adapter_sock *s = fake_sock_open();
    struct host_socket *hs = host_add(&h, s, NULL, NULL); /* sends only: watched for its own I/O */
    fake_sock_want(s, 0);                                 /* nothing to wait for */
    host_run(&h, 0);
    CHECK(hs->fd == -1 && hs->events == 0);
    fake_sock_want(s, POLLOUT); /* the library holds output only the loop writes */
    host_touch(&h, hs);
    CHECK_EQ(host_run(&h, 1000), 1); /* a pipe's write end is writable at once: served for it */
    CHECK(hs->fd >= 0 && hs->events == POLLOUT && fake_sock_served(s) == POLLOUT);
    host_free(&h);
    fake_sock_close(s);
}

const struct test_case host_tests[] = {
    {"host: a ready socket reaches its owner, who drains it; level-triggered, once",
     ready_sockets_reach_their_owner_drained},
    {"host: a socket sent on is looked at again before the next wait", a_touched_socket_is_looked_at_again},
    {"host: epoll follows what the library waits for", what_a_socket_waits_for_follows_the_library},
    {NULL, NULL},
};
