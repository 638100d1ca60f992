/* control.c — the sweep's control line on stdin (control.h). */
#include "control.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "record.h"

/* The control line on stdin (see control.h). A thread of its own reads it, so
 * that its end is seen whatever the program is doing. Over ssh, this is what
 * ends a program with its session: PR_SET_PDEATHSIG alone is racy there (a
 * session that ends before the program has started leaves no parent to die). */
static struct {
    pthread_mutex_t lock;
    pthread_cond_t changed;
    unsigned lines;   /* lines read so far: the first says go ("sample" lines aside) */
    unsigned samples; /* "sample" lines answered */
    bool finished, ended;
    const struct config *cfg;
    int early_status;
    const char *early_why;
} control = {.lock = PTHREAD_MUTEX_INITIALIZER, .changed = PTHREAD_COND_INITIALIZER};

/* "CPU s=S": user + system CPU seconds of the whole process so far. The sweep
 * measures a local role itself (wait4); a role on another host (ssh) is known
 * to it only through this line, printed as the role leaves. */
void control_report_cpu(void)
{
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) != 0)
        return;
    double s = (double)ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + (double)ru.ru_stime.tv_sec +
               ru.ru_stime.tv_usec / 1e6;
    printf("CPU s=%.6f\n", s);
    fflush(stdout);
}

/* "SAMPLE s=S n=N": the CPU seconds of every thread so far, asked for by the sweep's N-th "sample" line:
 * what the sweep reads from /proc for a local role, it asks a role on another host (ssh) for. */
static void report_sample(unsigned n)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) != 0)
        return;
    printf("SAMPLE s=%.9f n=%u\n", (double)ts.tv_sec + ts.tv_nsec / 1e9, n);
    fflush(stdout);
}

void control_read_lines(int fd, void (*on_sample)(void *ctx), void (*on_lines)(unsigned n, void *ctx), void *ctx)
{
    char buf[256], line[16];
    size_t used = 0; /* the current line's first bytes, enough to tell "sample" */
    ssize_t n;
    /* read(2), not stdio: another thread of the process may hold stdin's lock */
    while ((n = read(fd, buf, sizeof buf)) > 0 || (n < 0 && errno == EINTR)) {
        unsigned lines = 0;
        for (ssize_t i = 0; i < n; i++) {
            if (buf[i] != '\n') {
                if (used < sizeof line)
                    line[used++] = buf[i];
                continue;
            }
            if (used == 6 && memcmp(line, "sample", 6) == 0)
                on_sample(ctx);
            else
                lines++;
            used = 0;
        }
        if (lines && on_lines)
            on_lines(lines, ctx);
    }
}

static void answer_sample(void *ctx)
{
    (void)ctx;
    report_sample(++control.samples); /* (only the reading thread touches samples) */
}

static void count_lines(unsigned n, void *ctx)
{
    (void)ctx;
    pthread_mutex_lock(&control.lock);
    control.lines += n;
    pthread_cond_broadcast(&control.changed);
    pthread_mutex_unlock(&control.lock);
}

static void *read_control(void *arg)
{
    (void)arg;
    control_read_lines(STDIN_FILENO, answer_sample, count_lines, NULL);
    pthread_mutex_lock(&control.lock);
    if (!control.finished) {
        if (control.early_why)
            cli_print_error(control.cfg, "%s", control.early_why);
        control_report_cpu();
        _exit(control.early_status);
    }
    control.ended = true;
    pthread_cond_broadcast(&control.changed);
    pthread_mutex_unlock(&control.lock);
    return NULL;
}

int control_start(const struct config *cfg, int early_status, const char *early_why)
{
    control.cfg = cfg;
    control.early_status = early_status;
    control.early_why = early_why;
    pthread_t t;
    int rc = pthread_create(&t, NULL, read_control, NULL);
    if (rc != 0) {
        record_fail(cfg, CAUSE_SETUP, "cannot start the thread that reads stdin: %s", strerror(rc));
        return -1;
    }
    pthread_detach(t);
    return 0;
}

void control_wait_lines(unsigned n)
{
    pthread_mutex_lock(&control.lock);
    while (control.lines < n)
        pthread_cond_wait(&control.changed, &control.lock);
    pthread_mutex_unlock(&control.lock);
}

void control_wait_go(void)
{
    control_wait_lines(1);
}

void control_finished(void)
{
    pthread_mutex_lock(&control.lock);
    control.finished = true;
    pthread_mutex_unlock(&control.lock);
}

bool control_ended(void)
{
    pthread_mutex_lock(&control.lock);
    bool ended = control.ended;
    pthread_mutex_unlock(&control.lock);
    return ended;
}

void control_wait_end(void)
{
    pthread_mutex_lock(&control.lock);
    while (!control.ended)
        pthread_cond_wait(&control.changed, &control.lock);
    pthread_mutex_unlock(&control.lock);
}
