/* hist_tool.c — bin/rrb-hist: merges the workers' histograms of one point.
 *
 * Reads HIST lines (as the workers print them) on stdin, merges them, prints
 * one line "HISTSUM p50_us=... p90_us=... p99_us=... p999_us=... max_us=...
 * mean_us=... total=N" and, with --hgrm FILE, writes HdrHistogram's
 * percentile distribution (.hgrm, microseconds) to FILE. The percentile
 * arithmetic lives in hist.c alone; the sweep only hands lines over. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hist.h"

int main(int argc, char **argv)
{
    const char *hgrm = NULL;
    if (argc == 3 && strcmp(argv[1], "--hgrm") == 0)
        hgrm = argv[2];
    else if (argc != 1) {
        fprintf(stderr, "usage: rrb-hist [--hgrm FILE] < HIST lines\n");
        return 2;
    }
    struct hist *all = malloc(sizeof *all), *one = malloc(sizeof *one);
    if (!all || !one) {
        fprintf(stderr, "rrb-hist: error: out of memory\n");
        return 1;
    }
    hist_reset(all);
    char *line = NULL;
    size_t cap = 0;
    int lineno = 0;
    while (getline(&line, &cap, stdin) > 0) {
        lineno++;
        if (hist_parse_line(one, line) != 0) {
            fprintf(stderr, "rrb-hist: error: line %d is not a HIST line\n", lineno);
            return 1;
        }
        hist_merge(all, one);
    }
    const double us = 1000.0;
    printf("HISTSUM p50_us=%.3f p90_us=%.3f p99_us=%.3f p999_us=%.3f max_us=%.3f mean_us=%.3f total=%llu\n",
           hist_percentile(all, 50) / us, hist_percentile(all, 90) / us, hist_percentile(all, 99) / us,
           hist_percentile(all, 99.9) / us, (all->total ? all->max : 0) / us, hist_mean(all) / us,
           (unsigned long long)all->total);
    if (hgrm) {
        FILE *f = fopen(hgrm, "w");
        if (!f || hist_write_hgrm(all, f, us) != 0 || fclose(f) != 0) {
            fprintf(stderr, "rrb-hist: error: cannot write %s\n", hgrm);
            return 1;
        }
    }
    free(line);
    free(all);
    free(one);
    return 0;
}
