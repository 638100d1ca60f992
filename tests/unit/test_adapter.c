/* test_adapter.c — the socket kinds' table, which kinds an adapter has, and the refusals. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "adapter.h"
#include "check.h"
#include "server.h"

#define KIND_BIT(k) (1u << (k))

/* The kinds `a` has, as bits. */
static unsigned kinds_of(const struct adapter *a)
{
    unsigned bits = 0;
    for (int k = 0; k < SOCK_KIND_COUNT; k++)
        if (adapter_has_kind(a, (enum sock_kind)k))
            bits |= KIND_BIT(k);
    return bits;
}

static void every_kind_is_described(void)
{
    for (int k = 0; k < SOCK_KIND_COUNT; k++) {
        const struct sock_kind_info *i = &adapter_sock_kinds[k];
        CHECK(i->name != NULL);
        CHECK(i->pattern < PATTERN_COUNT);
        /* the broker's sockets forward: they neither take topics nor an address of their own */
        if (i->place != PLACE_PEER)
            CHECK(!i->subscribes && !i->addressed && !i->asks && !i->answers);
    }
    CHECK(strcmp(adapter_sock_kinds[SOCK_WORKER].name, "WORKER") == 0);
    CHECK(strcmp(adapter_sock_kinds[SOCK_BROKER_ROUTED].name, "BROKER_ROUTED") == 0);
    CHECK(strcmp(adapter_sock_kinds[SOCK_REPLIER].name, "REPLIER") == 0);
}

/* The kinds each library's own tables name (zmq.c's types, nng.c's openers, raw's). */
static void a_library_has_the_kinds_of_its_patterns(void)
{
    struct adapter zmq = {.patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB) |
                                      PATTERN_BIT(PATTERN_ADDRESSED)};
    struct adapter nng = {.patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB) |
                                      PATTERN_BIT(PATTERN_SURVEY)};
    unsigned reqrep = KIND_BIT(SOCK_WORKER) | KIND_BIT(SOCK_PIPELINED) | KIND_BIT(SOCK_MASTER) |
                      KIND_BIT(SOCK_ROUTER_FRONT) | KIND_BIT(SOCK_ROUTER_BACK);
    unsigned pubsub =
        KIND_BIT(SOCK_PUB) | KIND_BIT(SOCK_SUB) | KIND_BIT(SOCK_BROKER_XSUB) | KIND_BIT(SOCK_BROKER_XPUB);
    CHECK_EQ(kinds_of(&zmq), reqrep | pubsub | KIND_BIT(SOCK_ADDRESSED) | KIND_BIT(SOCK_BROKER_ROUTED));
    CHECK_EQ(kinds_of(&nng), reqrep | pubsub | KIND_BIT(SOCK_SURVEYOR) | KIND_BIT(SOCK_RESPONDENT) |
                                 KIND_BIT(SOCK_BROKER_SURVEY_FRONT) | KIND_BIT(SOCK_BROKER_SURVEY_BACK));
    CHECK(!adapter_has_kind(&zmq, SOCK_KIND_COUNT));
}

/* What the products' adapters listed by hand before the table. */
static void a_broker_product_has_its_clients_kinds_only(void)
{
    struct recipe sv = {.product = "NATS", .a_client = "a NATS client", .program = "nats-server"};
    struct adapter nats = {.patterns = PATTERN_BIT(PATTERN_REQREP) | PATTERN_BIT(PATTERN_PUBSUB) |
                                       PATTERN_BIT(PATTERN_REPLY),
                           .recipe = &sv};
    CHECK_EQ(kinds_of(&nats), KIND_BIT(SOCK_WORKER) | KIND_BIT(SOCK_PIPELINED) | KIND_BIT(SOCK_MASTER) |
                                  KIND_BIT(SOCK_PUB) | KIND_BIT(SOCK_SUB) | KIND_BIT(SOCK_REQUESTER) |
                                  KIND_BIT(SOCK_REPLIER));
}

static void refusals_keep_their_words(void)
{
    struct recipe sv = {.product = "MQTT", .a_client = "an MQTT client", .program = "mosquitto"};
    struct adapter mqtt = {.recipe = &sv};
    char buf[256];
    CHECK_EQ(adapter_refuse(&mqtt, REFUSE_KIND, buf, sizeof buf), -1);
    CHECK(strcmp(buf, "no such socket in MQTT: mosquitto is the broker, every client connects to it") == 0);
    adapter_refuse(&mqtt, REFUSE_BIND, buf, sizeof buf);
    CHECK(strcmp(buf, "an MQTT client cannot bind: mosquitto is the broker (no direct topology)") == 0);
    adapter_refuse(&mqtt, REFUSE_PROXY, buf, sizeof buf);
    CHECK(strcmp(buf, "mosquitto is the broker") == 0);
    adapter_refuse(&mqtt, REFUSE_SUBSCRIBE, buf, sizeof buf);
    CHECK(strcmp(buf, "only a subscriber subscribes") == 0);
    adapter_refuse(&mqtt, REFUSE_ADDRESS, buf, sizeof buf);
    CHECK(strcmp(buf, "this socket takes no address") == 0);
}

/* A server's command: arguments, environment and companion each a NULL-terminated list in one text. */
static void a_server_command_keeps_its_three_lists_apart(void)
{
    struct server_command c = {0};
    CHECK_EQ(server_arg(&c, "%s", "/usr/sbin/x-server"), 0);
    CHECK_EQ(server_env(&c, "HOME=%s", "/tmp/state"), 0);
    CHECK_EQ(server_companion(&c, "%s", "epmd"), 0);
    CHECK_EQ(server_companion(&c, "-port %d", 4369), 0);
    CHECK_EQ(server_arg(&c, "--port=%d", 7000), 0);
    CHECK(c.argc == 2 && strcmp(c.argv[1], "--port=7000") == 0 && c.argv[2] == NULL);
    CHECK(c.envc == 1 && strcmp(c.env[0], "HOME=/tmp/state") == 0 && c.env[1] == NULL);
    CHECK(c.companionc == 2 && strcmp(c.companion[1], "-port 4369") == 0 && c.companion[2] == NULL);
    for (int i = 1; i < SERVER_MAX_ARGS; i++) /* full: the last one is refused, the list stays terminated */
        CHECK_EQ(server_env(&c, "V%d=1", i), 0);
    CHECK_EQ(server_env(&c, "ONE=more"), -1);
    CHECK(c.envc == SERVER_MAX_ARGS && c.env[SERVER_MAX_ARGS] == NULL);
    struct server_command small = {0};
    char big[5000];
    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    CHECK_EQ(server_env(&small, "BIG=%s", big), -1); /* past the text's room */
    CHECK(small.envc == 0 && small.env[0] == NULL);
}

/* The words of a command in the order of the calls that add them, one a statement (server.h: the
 * operands of `|` have no order); once one does not fit, nothing more is added to any list, so no list
 * goes on past a gap ("--port" followed by the flag after its refused value). */
static void a_server_command_keeps_the_order_of_its_calls_and_stops_at_the_first_refusal(void)
{
    static const char *const words[] = {
        "/usr/bin/redis-server", "--bind", "127.0.0.1", "--port", "7000", "--save", ""};
    const int count = (int)(sizeof words / sizeof *words);
    struct server_command c = {0};
    for (int i = 0; i < count; i++)
        server_arg(&c, "%s", words[i]);
    CHECK(!c.full);
    CHECK_EQ(c.argc, count);
    for (int i = 0; i < count && i < c.argc; i++)
        CHECK(strcmp(c.argv[i], words[i]) == 0);
    char big[5000];
    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    CHECK_EQ(server_arg(&c, "--logfile=%s", big), -1);
    CHECK(c.full);
    CHECK_EQ(server_arg(&c, "--loglevel"), -1); /* small enough, and still refused */
    CHECK_EQ(server_env(&c, "A=1"), -1);
    CHECK_EQ(server_companion(&c, "epmd"), -1);
    CHECK_EQ(server_config(&c, "log_type error"), -1);
    CHECK(c.argc == count && c.argv[count] == NULL && c.envc == 0 && c.companionc == 0 && c.config_used == 0);
}

/* A TCP socket listening on loopback, on a port the kernel picks (into *port); -1 when none. */
static int listen_somewhere(int *port)
{
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    socklen_t len = sizeof a;
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0 || bind(fd, (struct sockaddr *)&a, sizeof a) != 0 || listen(fd, 1) != 0 ||
        getsockname(fd, (struct sockaddr *)&a, &len) != 0) {
        if (fd >= 0)
            close(fd);
        return -1;
    }
    *port = ntohs(a.sin_port);
    return fd;
}

/* Who listens on a port: this process (its own socket), another (a child's: named by pid and name), or
 * nobody (the same port once closed, or a listener on another address, which a bind there does not
 * meet). What tells a server's port from one another program took. */
static void a_ports_listener_is_told_apart_from_another_programs(void)
{
    char holder[128] = "";
    int own_port = 0, own = listen_somewhere(&own_port);
    CHECK(own >= 0);
    CHECK_EQ(server_port_listener("127.0.0.1", own_port, getpid(), holder, sizeof holder), 1);
    CHECK_EQ(server_port_listener(NULL, own_port, getpid(), holder, sizeof holder), 1);
    CHECK_EQ(server_port_listener("127.0.0.2", own_port, 1, holder, sizeof holder), 0); /* another address */
    int ready[2], hold[2];
    CHECK(pipe(ready) == 0 && pipe(hold) == 0);
    pid_t child = fork();
    if (child == 0) { /* listens, says where, and holds it until the parent closes its end */
        close(hold[1]);
        int port = 0, fd = listen_somewhere(&port);
        char byte;
        if (write(ready[1], &port, sizeof port) != sizeof port || read(hold[0], &byte, 1) < 0 || fd < 0)
            _exit(1);
        _exit(0);
    }
    close(hold[0]);
    int theirs = 0;
    CHECK(child > 0 && read(ready[0], &theirs, sizeof theirs) == sizeof theirs && theirs > 0);
    CHECK_EQ(server_port_listener(NULL, theirs, getpid(), holder, sizeof holder), -1);
    char want[64];
    snprintf(want, sizeof want, "pid %d (", (int)child);
    CHECK_STR_CONTAINS(holder, want);
    CHECK_EQ(server_port_listener("127.0.0.1", theirs, child, holder, sizeof holder), 1);
    close(hold[1]);
    waitpid(child, NULL, 0);
    close(ready[0]);
    close(ready[1]);
    close(own);
    CHECK_EQ(server_port_listener("127.0.0.1", own_port, getpid(), holder, sizeof holder), 0);
}

const struct test_case adapter_tests[] = {
    {"adapter: every socket kind is described, the broker's take no topics or address", every_kind_is_described},
    {"adapter: a library has the kinds of its patterns", a_library_has_the_kinds_of_its_patterns},
    {"adapter: a broker product has its clients' kinds only", a_broker_product_has_its_clients_kinds_only},
    {"adapter: the shared refusals keep their words", refusals_keep_their_words},
    {"server: a command's arguments, environment and companion stay apart",
     a_server_command_keeps_its_three_lists_apart},
    {"server: a command keeps the order of its calls and stops at the first word that does not fit",
     a_server_command_keeps_the_order_of_its_calls_and_stops_at_the_first_refusal},
    {"server: a port's listener is told apart from another program's",
     a_ports_listener_is_told_apart_from_another_programs},
    {NULL, NULL},
};
