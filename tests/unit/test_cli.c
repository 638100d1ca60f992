/* test_cli.c — argument validation: every bad input gives exit 2 and one line. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "check.h"
#include "cli.h"
#include "parse.h"
#include "endpoint.h"

static char captured[4096];

/* Runs cli_parse_args on a NULL-terminated argument list with stderr captured. */
static int parse(enum role role, struct config *cfg, ...)
{
    char *argv[32] = {"prog"};
    int argc = 1;
    va_list ap;
    va_start(ap, cfg);
    for (char *a; (a = va_arg(ap, char *)) != NULL && argc < 31;)
        argv[argc++] = a;
    va_end(ap);

    fflush(stderr);
    int saved = dup(STDERR_FILENO);
    FILE *tmp = tmpfile();
    dup2(fileno(tmp), STDERR_FILENO);
    int rc = cli_parse_args(role, "prog", argc, argv, cfg);
    fflush(stderr);
    dup2(saved, STDERR_FILENO);
    close(saved);
    rewind(tmp);
    size_t n = fread(captured, 1, sizeof captured - 1, tmp);
    captured[n] = '\0';
    fclose(tmp);
    return rc;
}

#define EXPECT_USAGE(why, ...)                          \
    do {                                                \
        struct config c_;                               \
        CHECK_EQ(parse(__VA_ARGS__, NULL), EXIT_USAGE); \
        CHECK_STR_CONTAINS(captured, why);              \
        CHECK_STR_CONTAINS(captured, "prog: error: ");  \
        CHECK_EQ(count_lines(captured), 1);             \
    } while (0)

static void parse_bytes_units(void)
{
    uint64_t v;
    CHECK(parse_bytes("64", &v) == 0 && v == 64);
    CHECK(parse_bytes("1k", &v) == 0 && v == 1024);
    CHECK(parse_bytes("64K", &v) == 0 && v == 65536);
    CHECK(parse_bytes("1g", &v) == 0 && v == (1ull << 30));
    CHECK(parse_bytes("", &v) != 0);
    CHECK(parse_bytes("x", &v) != 0);
    CHECK(parse_bytes("-1", &v) != 0);
    CHECK(parse_bytes("1kb", &v) != 0);
    CHECK(parse_bytes("1 ", &v) != 0);
    CHECK(parse_bytes("99999999999999999999", &v) != 0);
    CHECK(parse_bytes("99999999999999g", &v) != 0);
}

static void parse_seconds_values(void)
{
    double v;
    CHECK(parse_seconds("0.5", false, &v) == 0 && v == 0.5);
    CHECK(parse_seconds("2", false, &v) == 0 && v == 2.0);
    CHECK(parse_seconds("0", false, &v) != 0);
    CHECK(parse_seconds("0", true, &v) == 0 && v == 0.0);
    CHECK(parse_seconds("-1", true, &v) != 0);
    CHECK(parse_seconds("nan", true, &v) != 0);
    CHECK(parse_seconds("inf", true, &v) != 0);
    CHECK(parse_seconds("1e9", true, &v) != 0);
    CHECK(parse_seconds("2s", true, &v) != 0);
    CHECK(parse_seconds("", true, &v) != 0);
}

static void endpoints(void)
{
    char why[512];
    CHECK_EQ(endpoint_check("tcp://127.0.0.1:5555", why, sizeof why), 0);
    CHECK_EQ(endpoint_check("tcp://localhost:1", why, sizeof why), 0);
    CHECK_EQ(endpoint_check("tcp://127.0.0.1", why, sizeof why), -1);
    CHECK_EQ(endpoint_check("tcp://127.0.0.1:0", why, sizeof why), -1);
    CHECK_EQ(endpoint_check("tcp://127.0.0.1:65536", why, sizeof why), -1);
    CHECK_EQ(endpoint_check("tcp://:80", why, sizeof why), -1);
    CHECK_EQ(endpoint_check("udp://127.0.0.1:80", why, sizeof why), -1);
    CHECK_EQ(endpoint_check("ipc://relative.ipc", why, sizeof why), -1);
    CHECK_STR_CONTAINS(why, "absolute");

    char ep[300] = "ipc:///";
    memset(ep + 7, 'a', 106); /* path of 107 bytes: the most sun_path holds */
    ep[7 + 106] = '\0';
    CHECK_EQ(endpoint_check(ep, why, sizeof why), 0);
    strcat(ep, "b"); /* 108 bytes */
    CHECK_EQ(endpoint_check(ep, why, sizeof why), -1);
    CHECK_STR_CONTAINS(why, "ipc path too long: 108 bytes, the limit is 107");
}

static void valid_configs(void)
{
    struct config c;
    CHECK_EQ(parse(ROLE_MASTER, &c, "--connect", "tcp://127.0.0.1:5", "--workers", "16", "--size", "1k", NULL),
             -1);
    CHECK_EQ(c.workers, 16);
    CHECK_EQ(c.size, 1024);
    CHECK(c.duration_s == 2.0 && c.requests == 0 && c.warmup_s == 0.5 && c.timeout_s == 5.0);
    CHECK_EQ(parse(ROLE_MASTER, &c, "--connect", "ipc:///tmp/x", "--workers", "1", "--size", "1G", "--requests",
                   "5000", "--warmup", "0", NULL),
             -1);
    CHECK(c.requests == 5000 && c.duration_s == 0 && c.warmup_s == 0 && c.size == (1u << 30));
    CHECK_EQ(parse(ROLE_WORKER, &c, "--connect", "tcp://h:9", "--id", "0", "--size", "1", "--wait-go", "--timeout",
                   "0.5", NULL),
             -1);
    CHECK(c.wait_go && c.client_id == 0 && c.timeout_s == 0.5);
    CHECK_EQ(parse(ROLE_ROUTER, &c, "--front", "tcp://*:1", "--back", "tcp://*:2", NULL), -1);
    CHECK_EQ(c.size, 0);
}

static void bad_configs(void)
{
    EXPECT_USAGE("unknown option '--bogus'", ROLE_MASTER, &c_, "--bogus");
    EXPECT_USAGE("needs a value", ROLE_MASTER, &c_, "--size");
    EXPECT_USAGE("--size: '0'", ROLE_WORKER, &c_, "--connect", "tcp://h:1", "--id", "0", "--size", "0");
    EXPECT_USAGE("--size: '1073741825'", ROLE_WORKER, &c_, "--connect", "tcp://h:1", "--id", "0", "--size",
                 "1073741825");
    EXPECT_USAGE("--workers: '0'", ROLE_MASTER, &c_, "--connect", "tcp://h:1", "--size", "1", "--workers", "0");
    EXPECT_USAGE("--duration: '0'", ROLE_MASTER, &c_, "--duration", "0");
    EXPECT_USAGE("--duration: 'abc'", ROLE_MASTER, &c_, "--duration", "abc");
    EXPECT_USAGE("--duration and --requests exclude each other", ROLE_MASTER, &c_, "--connect", "tcp://h:1",
                 "--size", "1", "--workers", "1", "--duration", "1", "--requests", "5");
    EXPECT_USAGE("--workers N is required", ROLE_MASTER, &c_, "--connect", "tcp://h:1", "--size", "1");
    EXPECT_USAGE("--id N is required", ROLE_WORKER, &c_, "--connect", "tcp://h:1", "--size", "1");
    EXPECT_USAGE("--connect ENDPOINT is required", ROLE_WORKER, &c_, "--id", "1", "--size", "1");
    EXPECT_USAGE("does not apply", ROLE_ROUTER, &c_, "--workers", "3");
    EXPECT_USAGE("does not apply", ROLE_ROUTER, &c_, "--timeout", "3");
    EXPECT_USAGE("unexpected argument 'extra'", ROLE_ROUTER, &c_, "--front", "tcp://h:1", "--back", "tcp://h:2",
                 "extra");
    EXPECT_USAGE("must differ", ROLE_ROUTER, &c_, "--front", "tcp://h:1", "--back", "tcp://h:1");
    EXPECT_USAGE("ipc path too long", ROLE_ROUTER, &c_, "--front",
                 "ipc:///tmp/"
                 "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
                 "aaaaaaaaaaaaaaaaaa",
                 "--back", "tcp://h:2");
    EXPECT_USAGE("not an endpoint", ROLE_MASTER, &c_, "--connect", "localhost:5555");
}

/* --hosting loop, several workers a process, concurrent games: what they go with, and what not. */
static void hosting_and_games(void)
{
    struct config c;
    CHECK_EQ(parse(ROLE_WORKER, &c, "--connect", "tcp://h:9", "--id", "8", "--workers", "4", "--hosting", "loop",
                   "--size", "64", NULL),
             -1);
    CHECK(c.hosting == HOSTING_LOOP && c.workers == 4 && c.client_id == 8);
    CHECK_EQ(parse(ROLE_WORKER, &c, "--connect", "tcp://h:9", "--id", "8", "--size", "64", NULL), -1);
    CHECK(c.hosting == HOSTING_THREAD && c.workers == 1); /* one worker, a thread: as before */
    CHECK_EQ(parse(ROLE_CONTROLLER, &c, "--pub", "tcp://h:1", "--sub", "tcp://h:2", "--nodes", "100", "--game",
                   "3", NULL),
             -1);
    CHECK(c.game == 3 && c.nodes == 100);
    EXPECT_USAGE("more than one worker per process needs --hosting loop", ROLE_WORKER, &c_, "--connect",
                 "tcp://h:9", "--id", "0", "--workers", "2", "--size", "1");
    EXPECT_USAGE("unknown hosting 'fibre'", ROLE_NODE, &c_, "--hosting", "fibre");
    EXPECT_USAGE("--hosting loop and --liveness exclude each other", ROLE_NODE, &c_, "--pub", "tcp://h:1", "--sub",
                 "tcp://h:2", "--id", "0", "--all-nodes", "2", "--hosting", "loop", "--liveness");
    EXPECT_USAGE("--hosting loop and --rate exclude each other", ROLE_WORKER, &c_, "--connect", "tcp://h:9",
                 "--id", "0", "--size", "1", "--hosting", "loop", "--rate", "10");
    EXPECT_USAGE("workers 99998 .. 100001 are not all below 100000", ROLE_WORKER, &c_, "--connect", "tcp://h:9",
                 "--id", "99998", "--workers", "4", "--hosting", "loop", "--size", "1");
    EXPECT_USAGE("node ids past 99999", ROLE_CONTROLLER, &c_, "--pub", "tcp://h:1", "--sub", "tcp://h:2",
                 "--nodes", "50000", "--game", "2");
}

const struct test_case cli_tests[] = {
    {"cli: byte counts with binary suffixes", parse_bytes_units},
    {"cli: seconds", parse_seconds_values},
    {"cli: endpoints, including the sun_path limit", endpoints},
    {"cli: valid command lines and defaults", valid_configs},
    {"cli: bad command lines exit 2 with one error line", bad_configs},
    {"cli: hosting, workers per process and games: what goes together", hosting_and_games},
    {NULL, NULL},
};
