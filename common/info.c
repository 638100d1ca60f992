/* info.c — --info: what a program is built from and sets, as one JSON object (info.h). */
#include "info.h"

#include <signal.h>
#include <string.h>

#include "adapter.h"
#include "build_info.h"
#include "endpoint.h"
#include "round.h"
#include "server.h"
#include "wire.h"

static void json_string(FILE *to, const char *s)
{
    fputc('"', to);
    for (; s && *s; s++) {
        if (*s == '"' || *s == '\\')
            fprintf(to, "\\%c", *s);
        else if ((unsigned char)*s < 0x20)
            fprintf(to, "\\u%04x", *s);
        else
            fputc(*s, to);
    }
    fputc('"', to);
}

static void json_options(FILE *to, const struct adapter_option *list)
{
    fputc('[', to);
    for (const struct adapter_option *o = list; o && o->name; o++) {
        fprintf(to, "%s{\"name\": ", o == list ? "" : ", ");
        json_string(to, o->name);
        fprintf(to, ", \"value\": ");
        json_string(to, o->value);
        fprintf(to, ", \"why\": ");
        json_string(to, o->why);
        fputc('}', to);
    }
    fputc(']', to);
}

/* A broker product's server: what it is, its version, what we set and why; null for a library. */
static void print_server_info(const struct config *cfg, FILE *to)
{
    const struct recipe *sv = ADAPTER.recipe;
    if (!sv) {
        fputs("null", to);
        return;
    }
    fputs("{\"program\": ", to);
    json_string(to, sv->program);
    fputs(", \"package\": ", to);
    json_string(to, sv->package);
    fputs(", \"process\": ", to);
    json_string(to, sv->process ? sv->process : sv->program);
    fputs(", \"companion\": ", to);
    if (sv->companion)
        json_string(to, sv->companion);
    else
        fputs("null", to);
    fputs(", \"version\": ", to);
    json_string(to, server_version(cfg));
    fputs(", \"path\": ", to);
    if (server_found(cfg))
        json_string(to, server_found(cfg));
    else
        fputs("null", to);
    fputs(", \"no_ipc\": ", to);
    if (sv->no_ipc)
        json_string(to, sv->no_ipc);
    else
        fputs("null", to);
    fputs(", \"stop_signal\": ", to);
    fprintf(to, "\"SIG%s\"", sigabbrev_np(sv->stop_signal ? sv->stop_signal : SIGTERM));
    fprintf(to, ", \"start_timeout_s\": %g", sv->start_timeout_s);
    fprintf(to, ", \"cluster_min\": %u, \"cluster_root\": %s, \"cluster_sharded\": %s",
            sv->cluster_min ? sv->cluster_min : 2, sv->cluster_root ? "true" : "false",
            sv->cluster_sharded ? "true" : "false");
    fputs(", \"slice\": ", to);
    if (sv->slice_kind)
        json_string(to, sv->slice_kind);
    else
        fputs("null", to);
    fputs(", \"settings\": ", to);
    json_options(to, sv->settings);
    fputs("}", to);
}

/* Every numeric limit the parser enforces: one entry per numeric row of the option table, by flag
 * ("--workers": {"minimum": 1, "maximum": 100000}; an exclusive lower bound is "exclusiveMinimum",
 * as in JSON Schema), and the endpoints' (endpoint.h). */
static void print_limits(FILE *to)
{
    fputc('{', to);
    for (size_t i = 0; i < cli_option_count; i++) {
        const struct cli_option *o = &cli_options[i];
        if (o->kind != ARG_U32 && o->kind != ARG_BYTES && o->kind != ARG_COUNT && o->kind != ARG_SECONDS)
            continue;
        fprintf(to, "\"--%s\": {\"%s\": %.17g, \"maximum\": %.17g", o->name,
                o->min_excluded ? "exclusiveMinimum" : "minimum", o->min, o->max);
        if (o->kind == ARG_BYTES || o->kind == ARG_SECONDS)
            fprintf(to, ", \"unit\": \"%s\"", o->kind == ARG_BYTES ? "bytes" : o->noun ? o->noun : "seconds");
        fputs("}, ", to);
    }
    fprintf(to,
            "\"tcp_port\": {\"minimum\": %u, \"maximum\": %u}, \"ipc_path\": {\"maximum\": %zu, \"unit\": "
            "\"bytes\"}}",
            ENDPOINT_PORT_MIN, ENDPOINT_PORT_MAX, ENDPOINT_IPC_PATH_MAX);
}

/* What a program takes for a flag not given: one entry per row with a default, by flag ("--timeout": 5),
 * the value cli_parse_args stores before it reads the flags. */
static void print_defaults(FILE *to)
{
    int n = 0;
    fputc('{', to);
    for (size_t i = 0; i < cli_option_count; i++)
        if (cli_options[i].def)
            fprintf(to, "%s\"--%s\": %.17g", n++ ? ", " : "", cli_options[i].name, *cli_options[i].def);
    fputc('}', to);
}

void info_print(const struct config *cfg, FILE *to)
{
    fprintf(to, "{\"program\": ");
    json_string(to, cfg->prog);
    fprintf(to, ", \"adapter\": ");
    json_string(to, ADAPTER.name);
    fprintf(to, ", \"library\": ");
    json_string(to, ADAPTER.library);
    fprintf(to, ", \"library_version\": ");
    json_string(to, ADAPTER.version());
    fprintf(to, ", \"build\": ");
    json_string(to, RRB_BUILD);
    fprintf(to, ", \"cc\": ");
    json_string(to, RRB_CC);
    fprintf(to, ", \"cflags\": ");
    json_string(to, RRB_CFLAGS);
    fprintf(to, ", \"patterns\": [");
    for (int p = 0, n = 0; p < PATTERN_COUNT; p++)
        if (ADAPTER.patterns & PATTERN_BIT(p))
            fprintf(to, "%s\"%s\"", n++ ? ", " : "", cli_pattern_name((enum pattern)p));
    fprintf(to, "], \"wire_header_bytes\": %u, \"round_header_bytes\": %u, \"options\": ", WIRE_HEADER_SIZE,
            ROUND_HEADER_SIZE);
    json_options(to, ADAPTER.options);
    fprintf(to, ", \"equalize_options\": ");
    json_options(to, ADAPTER.equalize_options);
    fprintf(to, ", \"liveness_options\": ");
    json_options(to, ADAPTER.liveness_options);
    fprintf(to, ", \"hosting_options\": ");
    json_options(to, ADAPTER.hosting_options);
    fprintf(to, ", \"variants\": ");
    json_options(to, ADAPTER.variants);
    fprintf(to, ", \"pipelining\": ");
    json_string(to, ADAPTER.pipelining);
    fprintf(to, ", \"broker_cores\": %u, \"broker_threads\": ", ADAPTER.broker_cores);
    json_string(to, ADAPTER.broker_threads);
    fprintf(to, ", \"scaleouts\": {");
    for (int s = 0, n = 0; s < SCALEOUT_COUNT; s++)
        if (ADAPTER.scaleouts[s]) {
            fprintf(to, "%s\"%s\": ", n++ ? ", " : "", cli_scaleout_name((enum scaleout)s));
            json_string(to, ADAPTER.scaleouts[s]);
        }
    fprintf(to, "}, \"brokers_max\": %d", BROKERS_MAX);
    fprintf(to, ", \"req_resends\": %s, \"server\": ", ADAPTER.req_resends ? "true" : "false");
    print_server_info(cfg, to);
    fprintf(to, ", \"limits\": ");
    print_limits(to);
    fprintf(to, ", \"defaults\": ");
    print_defaults(to);
    fprintf(to, "}\n");
}
