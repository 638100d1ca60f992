/* test_options.c — the option table (cli.h): names, which role takes which flag, the old names refused,
 * --help from the rows, --info's limits, and one error line per bad value of each kind. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "cli.h"
#include "info.h"

/* What each role takes, written once here from the programs' documented behaviour, not from the table. */
static const char *const expected[] = {
    [ROLE_MASTER] = "connect bind size workers duration requests warmup timeout inflight lifeline deadline "
                    "library-defaults equalize liveness info help",
    [ROLE_WORKER] =
        "connect bind size workers id hosting timeout inflight rate wait-go library-defaults equalize liveness "
        "info help",
    [ROLE_ROUTER] = "front back survey-front survey-back scaleout member members buses state-dir server "
                    "server-args start-timeout "
                    "pattern size lifeline library-defaults equalize liveness info help",
    [ROLE_CONTROLLER] =
        "pub sub survey scaleout pattern nodes hosting task-size result-size duration rounds "
        "profile-rounds warmup compute timeout wait-go lifeline deadline watch-node late first-round game "
        "library-defaults equalize liveness info help",
    [ROLE_NODE] = "pub sub survey scaleout pattern id nodes hosting all-nodes task-size result-size timeout "
                  "lifeline game announce library-defaults equalize liveness info help",
};
/* A command line each role accepts, for the values tested after it. */
static const char *const base[][9] = {
    [ROLE_MASTER] = {"--connect", "tcp://h:1", "--workers", "2", "--size", "8"},
    [ROLE_WORKER] = {"--connect", "tcp://h:1", "--id", "0", "--size", "8"},
    [ROLE_ROUTER] = {"--front", "tcp://h:1", "--back", "tcp://h:2"},
    [ROLE_CONTROLLER] = {"--pub", "tcp://h:1", "--sub", "tcp://h:2", "--nodes", "4"},
    [ROLE_NODE] = {"--pub", "tcp://h:1", "--sub", "tcp://h:2", "--id", "0", "--all-nodes", "4"},
};
#define ROLES 5

static char out[16384], err[4096];

static void read_back(FILE *f, char *buf, size_t len)
{
    rewind(f);
    size_t n = fread(buf, 1, len - 1, f);
    buf[n] = '\0';
    fclose(f);
}

/* cli_parse_args(role) on base[role] (with_base) and `extra` (NULL-terminated); stdout in `out`, stderr in `err`. */
static int run(enum role role, struct config *cfg, bool with_base, const char *const *extra)
{
    char *argv[40] = {"prog"};
    int argc = 1;
    for (int i = 0; with_base && base[role][i]; i++)
        argv[argc++] = (char *)base[role][i];
    for (int i = 0; extra[i] && argc < 39; i++)
        argv[argc++] = (char *)extra[i];
    fflush(stdout);
    fflush(stderr);
    int saved_out = dup(STDOUT_FILENO), saved_err = dup(STDERR_FILENO);
    FILE *o = tmpfile(), *e = tmpfile();
    dup2(fileno(o), STDOUT_FILENO);
    dup2(fileno(e), STDERR_FILENO);
    int rc = cli_parse_args(role, "prog", argc, argv, cfg);
    fflush(stdout);
    fflush(stderr);
    dup2(saved_out, STDOUT_FILENO);
    dup2(saved_err, STDERR_FILENO);
    close(saved_out);
    close(saved_err);
    read_back(o, out, sizeof out);
    read_back(e, err, sizeof err);
    return rc;
}

/* Whether the space-separated `list` has `word`. */
static bool listed(const char *list, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = list; (p = strstr(p, word)) != NULL; p += n)
        if ((p == list || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0'))
            return true;
    return false;
}

static bool takes_value(const struct cli_option *o)
{
    return o->kind != ARG_FLAG && o->kind != ARG_HELP && o->kind != ARG_INFO;
}

static void names_unique_and_rows_whole(void)
{
    for (size_t i = 0; i < cli_option_count; i++) {
        const struct cli_option *o = &cli_options[i];
        for (size_t j = i + 1; j < cli_option_count; j++)
            CHECK(strcmp(o->name, cli_options[j].name) != 0);
        CHECK((o->roles & ~ROLES_ALL) == 0 && (o->required & ~o->roles) == 0);
        CHECK(o->min <= o->max);
        for (int r = 0; r < ROLES; r++) /* --help and "is required" need a text and a value name */
            if (o->roles & ROLE_BIT(r)) {
                const struct cli_help *h = cli_option_help(o, (enum role)r);
                CHECK(h && h->text && (h->arg != NULL) == takes_value(o));
            }
    }
}

static void each_role_takes_its_flags(void)
{
    struct config c;
    for (int r = 0; r < ROLES; r++)
        for (size_t i = 0; i < cli_option_count; i++) {
            const char *flag[3] = {NULL, "1", NULL};
            char name[64];
            snprintf(name, sizeof name, "--%s", cli_options[i].name);
            flag[0] = name;
            if (!takes_value(&cli_options[i]))
                flag[1] = NULL;
            int rc = run((enum role)r, &c, false, flag);
            bool refused = strstr(err, "does not apply to this program") != NULL;
            if (refused != !listed(expected[r], cli_options[i].name))
                fprintf(stderr, "  role %d, %s: %s\n", r, name, refused ? "refused" : "taken");
            CHECK(refused == !listed(expected[r], cli_options[i].name));
            CHECK(!refused || (rc == EXIT_USAGE && count_lines(err) == 1));
        }
    for (int r = 0; r < ROLES; r++) /* and no flag the table lacks */
        for (const char *w = expected[r]; *w; w += strcspn(w, " "), w += *w == ' ') {
            char name[64];
            snprintf(name, sizeof name, "%.*s", (int)strcspn(w, " "), w);
            CHECK(cli_option_find(name) != NULL);
        }
}

/* The names from before a rename (--clients, the pattern router) are no flag or pattern: bad input, one line. */
static void old_names_are_refused(void)
{
    struct config c;
    const char *clients[] = {"--clients", "7", NULL}; /* the master's --workers before */
    CHECK_EQ(run(ROLE_MASTER, &c, true, clients), EXIT_USAGE);
    CHECK(strcmp(err, "prog: error: unknown option '--clients' (try --help)\n") == 0);
    const char *router[] = {"--pattern", "router", NULL}; /* the addressed pattern's name before */
    CHECK_EQ(run(ROLE_CONTROLLER, &c, true, router), EXIT_USAGE);
    CHECK(strcmp(err, "prog: error: --pattern: unknown pattern 'router' (known: reqrep, pubsub, addressed, "
                      "survey, reply) (try --help)\n") == 0);
    const char *now[] = {"--pattern", "addressed", NULL};
    CHECK_EQ(run(ROLE_ROUTER, &c, true, now), -1);
    CHECK(c.pattern == PATTERN_ADDRESSED && err[0] == '\0');
}

/* Every "--word" in `text` is in `list`, and every word of `list` is in `text` as "--word". */
static void check_mentions(const char *text, const char *list, int role)
{
    for (const char *p = text; (p = strstr(p, "--")) != NULL;) {
        size_t n = strspn(p + 2, "abcdefghijklmnopqrstuvwxyz-");
        char word[64];
        snprintf(word, sizeof word, "%.*s", (int)n, p + 2);
        if (n && !listed(list, word))
            fprintf(stderr, "  role %d's --help names --%s\n", role, word);
        CHECK(n == 0 || listed(list, word));
        p += 2 + n;
    }
    for (const char *w = list; *w; w += strcspn(w, " "), w += *w == ' ') {
        char flag[64];
        size_t n = strcspn(w, " ");
        snprintf(flag, sizeof flag, "--%.*s", (int)n, w);
        const char *at = strstr(text, flag);
        while (at && strchr("abcdefghijklmnopqrstuvwxyz-", at[strlen(flag)]) && at[strlen(flag)])
            at = strstr(at + 1, flag);
        if (!at)
            fprintf(stderr, "  role %d's --help lacks %s\n", role, flag);
        CHECK(at != NULL);
    }
}

static void help_names_every_flag_of_its_role_and_no_other(void)
{
    struct config c;
    const char *help[] = {"--help", NULL};
    for (int r = 0; r < ROLES; r++) {
        CHECK_EQ(run((enum role)r, &c, false, help), 0);
        CHECK(err[0] == '\0');
        CHECK(strncmp(out, "usage: prog ", 12) == 0);
        check_mentions(out, expected[r], r);
    }
}

/* A value the row refuses: not a number, or just outside its limits. */
static void bad_value(enum role role, const struct cli_option *o, const char *value)
{
    struct config c;
    char name[64], want[160];
    snprintf(name, sizeof name, "--%s", o->name);
    const char *extra[] = {name, value, NULL};
    int rc = run(role, &c, true, extra);
    snprintf(want, sizeof want, "prog: error: %s: %s'%s'", name, o->kind == ARG_PATTERN ? "unknown pattern " : "",
             value);
    if (rc != EXIT_USAGE || count_lines(err) != 1 || !strstr(err, want))
        fprintf(stderr, "  role %d %s %s: rc %d: %s", role, name, value, rc, err);
    CHECK(rc == EXIT_USAGE && count_lines(err) == 1 && out[0] == '\0');
    CHECK_STR_CONTAINS(err, want);
}

static void a_bad_value_of_each_kind_is_one_line_and_exit_2(void)
{
    char v[64];
    for (size_t i = 0; i < cli_option_count; i++) {
        const struct cli_option *o = &cli_options[i];
        int r = 0;
        while (r < ROLES && !(o->roles & ROLE_BIT(r)))
            r++;
        switch (o->kind) {
        case ARG_U32:
        case ARG_BYTES:
        case ARG_COUNT:
        case ARG_SECONDS:
            bad_value((enum role)r, o, "x");
            bad_value((enum role)r, o, "-1");
            snprintf(v, sizeof v, o->kind == ARG_SECONDS ? "%g" : "%.0f",
                     o->kind == ARG_SECONDS ? o->max * 2 : o->max + 1);
            bad_value((enum role)r, o, v);
            if (o->min > 0 && o->kind != ARG_SECONDS) {
                snprintf(v, sizeof v, "%.0f", o->min - 1);
                bad_value((enum role)r, o, v);
            } else if (o->min > 0 || o->min_excluded) {
                bad_value((enum role)r, o, o->min > 0 ? "0.0009" : "0");
            }
            break;
        case ARG_PATTERN:
            bad_value((enum role)r, o, "scatter");
            break;
        case ARG_ENDPOINT: { /* checked once all flags are read, with the role's others */
            struct config c;
            char name[64];
            snprintf(name, sizeof name, "--%s", o->name);
            const char *extra[] = {name, "udp://h:1", NULL};
            CHECK_EQ(run((enum role)r, &c, true, extra), EXIT_USAGE);
            /* a survey side: "applies only to --pattern survey" */
            CHECK(count_lines(err) == 1 && strstr(err, name));
            CHECK(!(o->required & ROLE_BIT(r)) || strstr(err, "is not an endpoint"));
            break;
        }
        default:
            break;
        }
    }
    struct config c;
    const char *missing[] = {"--size", NULL};
    CHECK_EQ(run(ROLE_MASTER, &c, false, missing), EXIT_USAGE);
    CHECK(count_lines(err) == 1 && strstr(err, "option '--size' needs a value"));
}

static void info_gives_every_limit_of_the_table(void)
{
    struct config c = {.prog = "prog"};
    FILE *f = tmpfile();
    info_print(&c, f);
    read_back(f, out, sizeof out);
    CHECK_STR_CONTAINS(out, "\"limits\": {");
    CHECK_STR_CONTAINS(out, "\"--workers\": {\"minimum\": 1, \"maximum\": 100000}");
    CHECK_STR_CONTAINS(out, "\"--inflight\": {\"minimum\": 1, \"maximum\": 1024}");
    CHECK_STR_CONTAINS(out, "\"--size\": {\"minimum\": 1, \"maximum\": 1073741824, \"unit\": \"bytes\"}");
    CHECK_STR_CONTAINS(out,
                       "\"--duration\": {\"exclusiveMinimum\": 0, \"maximum\": 1000000, \"unit\": \"seconds\"}");
    CHECK_STR_CONTAINS(out, "\"--timeout\": {\"minimum\": 0.001,");
    CHECK_STR_CONTAINS(out, "\"ipc_path\": {\"maximum\": 107, \"unit\": \"bytes\"}");
    for (size_t i = 0; i < cli_option_count; i++) {
        char key[64];
        snprintf(key, sizeof key, "\"--%s\": {", cli_options[i].name);
        bool numeric = cli_options[i].kind == ARG_U32 || cli_options[i].kind == ARG_BYTES ||
                       cli_options[i].kind == ARG_COUNT || cli_options[i].kind == ARG_SECONDS;
        CHECK((strstr(out, key) != NULL) == numeric);
    }
}

/* A row's value in `cfg`, read by its kind. */
static double field_value(const struct config *cfg, const struct cli_option *o)
{
    const char *field = (const char *)cfg + o->at;
    if (o->kind == ARG_U32 || o->kind == ARG_BYTES)
        return *(const uint32_t *)field;
    if (o->kind == ARG_COUNT)
        return (double)*(const uint64_t *)field;
    return *(const double *)field;
}

static void a_flag_not_given_takes_the_default_info_gives(void)
{
    static const char *const none[] = {NULL};
    struct config c = {.prog = "prog"};
    FILE *f = tmpfile();
    info_print(&c, f);
    read_back(f, out, sizeof out);
    char info[sizeof out];
    memcpy(info, out, sizeof out);
    CHECK_STR_CONTAINS(info,
                       "\"defaults\": {\"--start-timeout\": 10, \"--task-size\": 96, \"--result-size\": 74, ");
    CHECK_STR_CONTAINS(info, "\"--result-size\": 74, \"--duration\": 2, ");
    CHECK_STR_CONTAINS(info, "\"--warmup\": 0.5, \"--compute\": 0, \"--timeout\": 5, \"--inflight\": 1, ");
    int defaults = 0;
    for (size_t i = 0; i < cli_option_count; i++) {
        const struct cli_option *o = &cli_options[i];
        char entry[96];
        snprintf(entry, sizeof entry, "\"--%s\": %.17g", o->name, o->def ? *o->def : 0);
        CHECK(!o->def || strstr(strstr(info, "\"defaults\""), entry) != NULL);
        for (int r = 0; o->def && r < ROLES; r++) {
            if (!(o->roles & ROLE_BIT(r)))
                continue;
            CHECK_EQ(run((enum role)r, &c, true, none), -1); /* base[r] gives none of them */
            CHECK(field_value(&c, o) == *o->def);
            defaults++;
        }
    }
    CHECK(defaults >= 9);
}

/* A row with a default, numeric, within its limits; each of its --help texts says it ("default 5"). */
static void a_default_is_within_the_limits_and_its_help_says_it(void)
{
    for (size_t i = 0; i < cli_option_count; i++) {
        const struct cli_option *o = &cli_options[i];
        if (!o->def)
            continue;
        CHECK(o->kind == ARG_U32 || o->kind == ARG_BYTES || o->kind == ARG_COUNT || o->kind == ARG_SECONDS);
        CHECK(*o->def >= o->min && *o->def <= o->max && !(o->min_excluded && *o->def == o->min));
        for (size_t h = 0; h < sizeof o->help / sizeof o->help[0] && o->help[h].text; h++) {
            const char *said = strstr(o->help[h].text, "default ");
            CHECK(said && strtod(said + strlen("default "), NULL) == *o->def);
        }
    }
}

const struct test_case options_tests[] = {
    {"options: names unique, rows whole", names_unique_and_rows_whole},
    {"options: each role takes exactly its flags", each_role_takes_its_flags},
    {"options: the names from before a rename are refused, one line", old_names_are_refused},
    {"options: --help names every flag of its role and no other", help_names_every_flag_of_its_role_and_no_other},
    {"options: a bad value of each kind is one line and exit 2", a_bad_value_of_each_kind_is_one_line_and_exit_2},
    {"options: --info gives every limit of the table", info_gives_every_limit_of_the_table},
    {"options: a flag not given takes the default --info gives", a_flag_not_given_takes_the_default_info_gives},
    {"options: a default is within the limits and its --help says it",
     a_default_is_within_the_limits_and_its_help_says_it},
    {NULL, NULL},
};
