/* router.c — the broker: between the workers (front) and the master (back);
 * with --pattern pubsub, Grischa's GBroker between the publishers (front)
 * and the subscribers (back); with --pattern addressed, one socket at both that
 * sends every message to the peer its topic names; with --pattern survey,
 * pubsub's device and a survey device, from the controller's surveyor
 * (--survey-front) to the nodes' respondents (--survey-back) and back, in a
 * thread of its own.
 *
 * All forwarding is the library's own proxy (zmq_proxy, nn_device, ...):
 * the benchmark measures what a user of that library would get. A broker
 * product's router is the product's own server instead (server.c).
 *
 * Output (stdout): READY role=router, once both ends are bound (io=epoll|uring:
 * what moves the bytes, where the adapter names it); CPU s=S as it leaves (only
 * when it leaves by --lifeline: otherwise it is killed).
 */
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adapter.h"
#include "endpoint.h"
#include "runtime.h"
#include "server.h"
#include "record.h"

/* Pattern router: one socket bound at both endpoints (the controller comes
 * to --front, the nodes to --back); every message goes to the peer whose
 * address is its topic. The library routes; this loop only hands each
 * message back to it. A message for a peer not (yet) connected is dropped,
 * as a ROUTER does: the controller's hellos find out when every node is. */
static int route_by_topic(const struct config *cfg)
{
    struct adapter_sock *s = runtime_open(cfg, SOCK_BROKER_ROUTED, cfg->front, true);
    if (!s)
        return EXIT_FAILED;
    char why[512];
    if (endpoint_check_free(cfg->back, why, sizeof why) != 0 || adapter_bind(s, cfg->back) != 0) {
        record_fail(cfg, CAUSE_SETUP, "cannot bind %s: %s", cfg->back, why[0] ? why : ADAPTER.last_error());
        ADAPTER.close(s);
        return EXIT_FAILED;
    }
    printf("READY role=router\n");
    fflush(stdout);
    for (;;) {
        struct adapter_msg m;
        int rc = ADAPTER.recv(s, &m);
        if (rc == ADAPTER_TIMEOUT)
            continue;
        if (rc != 0)
            break;
        ADAPTER.send_msg(s, &m); /* no such peer: dropped (the library's error says so; nobody to tell) */
    }
    record_fail(cfg, CAUSE_FORWARDING, "routing stopped: %s", ADAPTER.last_error());
    ADAPTER.close(s);
    return EXIT_FAILED;
}

/* A device: the library's own proxy between two bound sockets. */
struct device {
    const struct config *cfg;
    const char *name; /* for the error line */
    struct adapter_sock *front, *back;
};

static int open_device(const struct config *cfg, struct device *d, const char *name, enum sock_kind front_kind,
                       const char *front, enum sock_kind back_kind, const char *back)
{
    *d = (struct device){.cfg = cfg, .name = name};
    d->front = runtime_open(cfg, front_kind, front, true);
    if (d->front)
        d->back = runtime_open(cfg, back_kind, back, true);
    return d->back ? 0 : -1;
}

static void close_device(struct device *d)
{
    if (d->back)
        ADAPTER.close(d->back);
    if (d->front)
        ADAPTER.close(d->front);
}

/* Runs until the library gives up, which ends the broker: one device without
 * the other would leave the run waiting for its deadline instead of failing. */
static void *run_device(void *arg)
{
    struct device *d = arg;
    adapter_proxy(d->front, d->back); /* returns only on error */
    record_fail(d->cfg, CAUSE_FORWARDING, "%s stopped: %s", d->name, ADAPTER.last_error());
    close_device(d);
    exit(EXIT_FAILED);
}

int main(int argc, char **argv)
{
    struct config cfg;
    int rc = runtime_start(ROLE_ROUTER, argc, argv, &cfg);
    if (rc >= 0)
        return rc;
    if (ADAPTER.recipe) /* a broker product: the broker is its own server */
        return server_run(&cfg);
    if (cfg.pattern == PATTERN_ADDRESSED)
        return route_by_topic(&cfg);
    bool reqrep = cfg.pattern == PATTERN_REQREP, survey = cfg.pattern == PATTERN_SURVEY;
    struct device main_device, survey_device = {0};
    rc = reqrep
             ? open_device(&cfg, &main_device, "proxy", SOCK_ROUTER_FRONT, cfg.front, SOCK_ROUTER_BACK, cfg.back)
             : open_device(&cfg, &main_device, "proxy", SOCK_BROKER_XSUB, cfg.front, SOCK_BROKER_XPUB, cfg.back);
    if (rc == 0 && survey)
        rc = open_device(&cfg, &survey_device, "survey device", SOCK_BROKER_SURVEY_FRONT, cfg.survey_front,
                         SOCK_BROKER_SURVEY_BACK, cfg.survey_back);
    pthread_t survey_thread;
    if (rc == 0 && survey && (rc = pthread_create(&survey_thread, NULL, run_device, &survey_device)) != 0) {
        record_fail(&cfg, CAUSE_SETUP, "cannot start the survey device's thread: %s", strerror(rc));
        rc = -1;
    }
    const char *io = NULL;
    if (rc == 0 && ADAPTER.prepare && (rc = ADAPTER.prepare(main_device.front, main_device.back, &io)) != 0)
        record_fail(&cfg, rc == -2 ? CAUSE_REFUSED : CAUSE_SETUP, "%s", ADAPTER.last_error());
    if (rc != 0) {
        close_device(&survey_device);
        close_device(&main_device);
        return EXIT_FAILED;
    }
    printf("READY role=router%s%s\n", io ? " io=" : "", io ? io : "");
    fflush(stdout);
    run_device(&main_device); /* does not return */
    return EXIT_FAILED;
}
