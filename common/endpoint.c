/* endpoint.c — endpoint validation and the ipc path probe (endpoint.h). */
#include "endpoint.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "parse.h"

/* A slice's name: 1 .. ENDPOINT_SLICE_MAX of [A-Za-z0-9._-], which every product's names take as they are. */
static bool slice_name_ok(const char *name)
{
    size_t n = strlen(name);
    return n >= 1 && n <= ENDPOINT_SLICE_MAX &&
           strspn(name, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-") == n;
}

int endpoint_check(const char *ep, char *why, size_t why_len)
{
    if (strncmp(ep, "tcp://", 6) == 0) {
        const char *host = ep + 6;
        const char *slice = strchr(host, '/');
        const char *colon = slice ? memrchr(host, ':', (size_t)(slice - host)) : strrchr(host, ':');
        uint32_t port;
        char digits[16];
        if (!colon || colon == host) {
            snprintf(why, why_len, "'%s' has no host: expected tcp://HOST:PORT", ep);
            return -1;
        }
        size_t n = slice ? (size_t)(slice - colon - 1) : strlen(colon + 1);
        if (n < sizeof digits) {
            memcpy(digits, colon + 1, n);
            digits[n] = '\0';
        }
        if (n >= sizeof digits || parse_u32(digits, ENDPOINT_PORT_MIN, ENDPOINT_PORT_MAX, &port) != 0) {
            snprintf(why, why_len, "'%s' has no valid port (%u..%u): expected tcp://HOST:PORT", ep,
                     ENDPOINT_PORT_MIN, ENDPOINT_PORT_MAX);
            return -1;
        }
        if (slice && !slice_name_ok(slice + 1)) {
            snprintf(
                why, why_len,
                "'%s': a slice is 1 to %u letters, digits, '.', '_' or '-' after the port (tcp://HOST:PORT/SLICE)",
                ep, ENDPOINT_SLICE_MAX);
            return -1;
        }
        return 0;
    }
    if (strncmp(ep, "ipc://", 6) == 0) {
        const char *path = ep + 6;
        if (path[0] != '/') {
            snprintf(why, why_len, "'%s': the ipc path must be absolute (ipc:///dir/name)", ep);
            return -1;
        }
        if (strlen(path) > ENDPOINT_IPC_PATH_MAX) {
            snprintf(why, why_len, "ipc path too long: %zu bytes, the limit is %zu (sun_path): %s", strlen(path),
                     ENDPOINT_IPC_PATH_MAX, path);
            return -1;
        }
        return 0;
    }
    snprintf(why, why_len, "'%s' is not an endpoint: expected tcp://HOST:PORT or ipc:///path", ep);
    return -1;
}

int endpoint_check_free(const char *ep, char *why, size_t why_len)
{
    if (strncmp(ep, "ipc://", 6) != 0)
        return 0; /* a busy TCP port makes bind fail loudly by itself */
    struct sockaddr_un addr = {.sun_family = AF_UNIX};
    snprintf(addr.sun_path, sizeof addr.sun_path, "%s", ep + 6);
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    int live = connect(fd, (struct sockaddr *)&addr, sizeof addr) == 0;
    close(fd);
    if (live) {
        snprintf(why, why_len, "%s is already in use by another process", ep + 6);
        return -1;
    }
    return 0;
}

int endpoint_parse(const char *text, struct endpoint *e)
{
    *e = (struct endpoint){0};
    char why[256];
    if (endpoint_check(text, why, sizeof why) != 0)
        return -1;
    if (strncmp(text, "ipc://", 6) == 0) {
        e->ipc = true;
        return snprintf(e->path, sizeof e->path, "%s", text + 6) < (int)sizeof e->path ? 0 : -1;
    }
    const char *hostport = text + 6, *slice = strchr(hostport, '/');
    const char *colon = slice ? memrchr(hostport, ':', (size_t)(slice - hostport)) : strrchr(hostport, ':');
    size_t len = (size_t)(colon - hostport);
    if (len >= sizeof e->host)
        return -1;
    memcpy(e->host, hostport, len);
    e->port = atoi(colon + 1);
    if (slice)
        snprintf(e->slice, sizeof e->slice, "%s", slice + 1);
    return 0;
}
