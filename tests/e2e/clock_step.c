/* clock_step.c — an LD_PRELOAD library for tests only: nng's wall clock
 * steps forward under a wait, as when a paused virtual machine has its clock
 * set forward on resume, without touching the machine's clock.
 *
 *   RRB_CLOCK_STEP=AFTER:STEP   AFTER seconds (monotonic) after the process
 *                               starts, the wall clock is STEP seconds ahead
 *
 * nng 1.5.2 sets each wait's deadline from CLOCK_REALTIME in the waiting
 * thread, and one thread ("nng:aio:expire") checks those deadlines against
 * CLOCK_REALTIME and times the waits out. A real step that falls between the
 * two makes a pending receive time out at once — but only the wait pending at
 * that instant, so in a fast loop it is a race. Here the step is seen by the
 * checking thread alone, so the deadlines it checks were all set before it:
 * the same event, every time. That thread also sleeps on a condition
 * variable until the next deadline; the kernel would wake it at a real step,
 * so its timed waits here last at most 10 ms (a spurious wake-up, which
 * POSIX allows and nng handles). Other threads and the monotonic clock are
 * left alone.
 */
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <time.h>

static int (*real_clock_gettime)(clockid_t, struct timespec *);
static int (*real_timedwait)(pthread_cond_t *, pthread_mutex_t *, const struct timespec *);
static struct timespec start;
static double after_s = -1, step_s;
static __thread int is_checker = -1; /* this thread is nng's expiry thread: unknown, no, yes */

__attribute__((constructor)) static void init(void)
{
    real_clock_gettime = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
    real_timedwait = (int (*)(pthread_cond_t *, pthread_mutex_t *, const struct timespec *))dlsym(
        RTLD_NEXT, "pthread_cond_timedwait");
    const char *spec = getenv("RRB_CLOCK_STEP");
    if (!real_clock_gettime || !real_timedwait || !spec || sscanf(spec, "%lf:%lf", &after_s, &step_s) != 2)
        after_s = -1;
    if (real_clock_gettime)
        real_clock_gettime(CLOCK_MONOTONIC, &start);
}

static int checker(void)
{
    if (is_checker < 0) {
        char name[17] = "";
        prctl(PR_GET_NAME, name);
        is_checker = strcmp(name, "nng:aio:expire") == 0;
    }
    return is_checker;
}

/* Seconds this thread's wall clock is ahead: STEP for the checker once AFTER has passed. */
static time_t offset_s(void)
{
    if (after_s < 0 || !checker())
        return 0;
    struct timespec now;
    real_clock_gettime(CLOCK_MONOTONIC, &now);
    double since = (double)(now.tv_sec - start.tv_sec) + (double)(now.tv_nsec - start.tv_nsec) / 1e9;
    return since >= after_s ? (time_t)step_s : 0;
}

int clock_gettime(clockid_t id, struct timespec *ts)
{
    int rc = real_clock_gettime(id, ts);
    if (rc == 0 && id == CLOCK_REALTIME)
        ts->tv_sec += offset_s();
    return rc;
}

int pthread_cond_timedwait(pthread_cond_t *cond, pthread_mutex_t *mutex, const struct timespec *abstime)
{
    if (after_s < 0 || !checker())
        return real_timedwait(cond, mutex, abstime);
    struct timespec now;
    real_clock_gettime(CLOCK_REALTIME, &now);
    long long until = (long long)now.tv_sec * 1000000000LL + now.tv_nsec + 10000000LL;
    long long deadline = (long long)(abstime->tv_sec - offset_s()) * 1000000000LL + abstime->tv_nsec;
    if (deadline < until)
        until = deadline;
    struct timespec slice = {.tv_sec = (time_t)(until / 1000000000LL), .tv_nsec = (long)(until % 1000000000LL)};
    int rc = real_timedwait(cond, mutex, &slice);
    return rc == ETIMEDOUT && until != deadline ? 0 : rc;
}
