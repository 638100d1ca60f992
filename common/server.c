/* server.c — a broker product's real server as the broker role (server.h). */
#include "server.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <sys/prctl.h>
#include <limits.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <linux/inet_diag.h>
#include <linux/netlink.h>
#include <linux/sock_diag.h>
#include <arpa/inet.h>
#include <netdb.h>
#include <poll.h>
#include <sys/un.h>
#include <unistd.h>

#include "adapter.h"
#include "control.h"
#include "endpoint.h"
#include "measure.h"
#include "record.h"

#define PORT_LOOK_MS 100 /* how often the watcher looks whether another program took a port of the server's */

static int append(char *buf, size_t size, size_t *used, const char *fmt, va_list ap)
{
    int n = vsnprintf(buf + *used, size - *used, fmt, ap);
    if (n < 0 || (size_t)n >= size - *used)
        return -1;
    *used += (size_t)n;
    return 0;
}

/* The command is full from now on: -1. */
static int overflow(struct server_command *c)
{
    c->full = true;
    return -1;
}

/* One more string into c->text, at list[*count] (NULL after it). */
static int add_word(struct server_command *c, const char **list, int *count, const char *fmt, va_list ap)
{
    if (c->full || *count >= SERVER_MAX_ARGS)
        return overflow(c);
    size_t at = c->used;
    if (append(c->text, sizeof c->text, &c->used, fmt, ap) != 0 || c->used + 1 > sizeof c->text) {
        c->used = at;
        return overflow(c);
    }
    c->used++; /* the NUL vsnprintf wrote */
    list[(*count)++] = c->text + at;
    list[*count] = NULL;
    return 0;
}

int server_arg(struct server_command *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = add_word(c, c->argv, &c->argc, fmt, ap);
    va_end(ap);
    return rc;
}

int server_env(struct server_command *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = add_word(c, c->env, &c->envc, fmt, ap);
    va_end(ap);
    return rc;
}

int server_companion(struct server_command *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = add_word(c, c->companion, &c->companionc, fmt, ap);
    va_end(ap);
    return rc;
}

int server_config(struct server_command *c, const char *fmt, ...)
{
    if (c->full)
        return -1;
    va_list ap;
    va_start(ap, fmt);
    int rc = append(c->config, sizeof c->config, &c->config_used, fmt, ap);
    va_end(ap);
    if (rc != 0 || c->config_used + 1 >= sizeof c->config)
        return overflow(c);
    c->config[c->config_used++] = '\n';
    c->config[c->config_used] = '\0';
    return 0;
}

/* The program's path on PATH (a name with a '/': that path), or NULL. */
static const char *find_program(const char *name, char *path, size_t len)
{
    if (strchr(name, '/')) {
        snprintf(path, len, "%s", name);
        return access(path, X_OK) == 0 ? path : NULL;
    }
    const char *dirs = getenv("PATH");
    char list[4096];
    snprintf(list, sizeof list, "%s", dirs && *dirs ? dirs : "/usr/local/bin:/usr/bin:/bin");
    /* Debian puts servers in /usr/sbin, which a user's PATH may lack. */
    strncat(list, ":/usr/sbin:/sbin", sizeof list - strlen(list) - 1);
    for (char *save = NULL, *d = strtok_r(list, ":", &save); d; d = strtok_r(NULL, ":", &save)) {
        snprintf(path, len, "%s/%s", d, name);
        if (access(path, X_OK) == 0)
            return path;
    }
    return NULL;
}

/* The server program the router runs: --server's, if it is one, else the product's on PATH; NULL if none. */
static const char *server_program(const struct config *cfg, char *path, size_t len)
{
    if (!cfg->server_path)
        return find_program(ADAPTER.recipe->program, path, len);
    snprintf(path, len, "%s", cfg->server_path);
    return access(path, X_OK) == 0 ? path : NULL;
}

const char *server_found(const struct config *cfg)
{
    static char path[512];
    return ADAPTER.recipe ? server_program(cfg, path, sizeof path) : NULL;
}

/* The first "D.D..." in text into version (left as it is when there is none), read from the start of its
 * digits: "v10.0.1" is 10.0.1, not 0.0.1. The one reader of a server's version: the scripts ask --info. */
static void first_version(const char *text, char *version, size_t len)
{
    for (const char *p = text; *p; p++) {
        if (!isdigit((unsigned char)*p) || (p > text && isdigit((unsigned char)p[-1])))
            continue;
        size_t digits = strspn(p, "0123456789");
        if (p[digits] == '.' && isdigit((unsigned char)p[digits + 1])) {
            snprintf(version, len, "%.*s", (int)strspn(p, "0123456789."), p);
            return;
        }
    }
}

const char *server_version(const struct config *cfg)
{
    static char version[32] = "unknown";
    char path[512], cmd[640], line[PATH_MAX];
    if (!ADAPTER.recipe || !server_program(cfg, path, sizeof path))
        return version;
    if (!ADAPTER.recipe->version_flag) { /* the version is in its installed path: rabbitmq_server-3.10.8/ */
        if (realpath(path, line))
            first_version(line, version, sizeof version);
        return version;
    }
    snprintf(cmd, sizeof cmd, "'%s' %s 2>&1", path, ADAPTER.recipe->version_flag);
    FILE *out = popen(cmd, "r");
    if (!out)
        return version;
    /* The first "D.D..." in what it prints: "nats-server: v2.9.10", "Redis server v=7.0.15 ...",
     * "mosquitto version 2.0.11". */
    while (strcmp(version, "unknown") == 0 && fgets(line, sizeof line, out))
        first_version(line, version, sizeof version);
    pclose(out);
    return version;
}

int server_free_ports(int *ports, int count)
{
    int fds[2] = {-1, -1}, rc = 0;
    for (int i = 0; i < count && i < 2; i++) {
        struct sockaddr_in a = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
        socklen_t alen = sizeof a;
        fds[i] = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (fds[i] < 0 || bind(fds[i], (struct sockaddr *)&a, sizeof a) != 0 ||
            getsockname(fds[i], (struct sockaddr *)&a, &alen) != 0)
            rc = -1;
        ports[i] = rc == 0 ? ntohs(a.sin_port) : -1;
    }
    for (int i = 0; i < 2; i++)
        if (fds[i] >= 0)
            close(fds[i]);
    return count <= 2 ? rc : -1;
}

int server_write_file(const char *dir, const char *name, const char *text)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    if (!f || fputs(text, f) < 0 || fclose(f) != 0) {
        int e = errno;
        if (f)
            fclose(f);
        errno = e;
        return adapter_fail_errno(path);
    }
    return 0;
}

/* The address to connect to at `e` into addr (its length in *len); -1 when the host has none. */
static int endpoint_address(const struct endpoint *e, struct sockaddr_storage *addr, socklen_t *len)
{
    if (e->ipc) {
        struct sockaddr_un *un = (struct sockaddr_un *)addr;
        *un = (struct sockaddr_un){.sun_family = AF_UNIX};
        snprintf(un->sun_path, sizeof un->sun_path, "%s", e->path);
        *len = sizeof *un;
        return 0;
    }
    struct addrinfo hints = {.ai_socktype = SOCK_STREAM, .ai_flags = AI_NUMERICSERV}, *ai = NULL;
    char port[16];
    snprintf(port, sizeof port, "%d", e->port);
    if (getaddrinfo(e->host, port, &hints, &ai) != 0 || !ai)
        return -1;
    memcpy(addr, ai->ai_addr, ai->ai_addrlen);
    *len = ai->ai_addrlen;
    freeaddrinfo(ai);
    return 0;
}

int server_listens(const char *endpoint, int wait_ms)
{
    struct endpoint e;
    struct sockaddr_storage addr;
    socklen_t len;
    if (endpoint_parse(endpoint, &e) != 0 || endpoint_address(&e, &addr, &len) != 0)
        return -1;
    int fd = socket(addr.ss_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return -1;
    int rc = connect(fd, (struct sockaddr *)&addr, len) == 0 ? 1 : -1;
    if (rc < 0 && errno == EINPROGRESS) {
        struct pollfd p = {.fd = fd, .events = POLLOUT};
        int err = 0;
        socklen_t err_len = sizeof err;
        if (poll(&p, 1, wait_ms) == 1 && getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &err_len) == 0)
            rc = err == 0 ? 1 : err == ECONNREFUSED ? 0 : -1;
    } else if (rc < 0 && (errno == ECONNREFUSED || errno == ENOENT)) {
        rc = 0;
    }
    close(fd);
    return rc;
}

void server_share(unsigned member, unsigned count, unsigned total, unsigned *lo, unsigned *hi)
{
    *lo = member * total / count;
    *hi = (member + 1) * total / count - 1;
}

/* server_ask's child: stdin from `in`, stdout and stderr into `out`, the environment's additions, then the
 * program. Never returns. */
static void ask_child(const char *const argv[], const char *const env[], int in, int out)
{
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(out, 2) < 0)
        _exit(127);
    for (int i = 0; env && env[i]; i++)
        putenv((char *)env[i]);
    execvp(argv[0], (char *const *)argv);
    fprintf(stderr, "cannot run %s: %s", argv[0], strerror(errno));
    _exit(127);
}

/* Reads `fd` into out until it ends or the deadline passes; false at the deadline. */
static bool read_until(int fd, char *out, size_t len, uint64_t deadline)
{
    size_t used = 0;
    for (;;) {
        uint64_t now = now_ns();
        if (now >= deadline)
            return false;
        struct pollfd p = {.fd = fd, .events = POLLIN};
        if (poll(&p, 1, (int)((deadline - now) / 1000000u) + 1) <= 0)
            continue;
        char chunk[512];
        ssize_t n = read(fd, chunk, sizeof chunk);
        if (n <= 0)
            return true;
        size_t take = used + (size_t)n < len ? (size_t)n : len - 1 - used;
        memcpy(out + used, chunk, take);
        used += take;
        out[used] = '\0';
    }
}

int server_ask(const char *const argv[], const char *const env[], const char *input, char *out, size_t len,
               int timeout_ms)
{
    int in[2], res[2];
    out[0] = '\0';
    if (pipe2(in, O_CLOEXEC) != 0)
        return adapter_fail_errno("pipe");
    if (pipe2(res, O_CLOEXEC) != 0) {
        close(in[0]);
        close(in[1]);
        return adapter_fail_errno("pipe");
    }
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0)
        ask_child(argv, env, in[0], res[1]);
    close(in[0]);
    close(res[1]);
    /* small, within the pipe's buffer; a write refused means it ended at once, and its words say why */
    bool written = pid > 0 && write(in[1], input, strlen(input)) == (ssize_t)strlen(input);
    (void)written;
    close(in[1]);
    bool ended = pid > 0 && read_until(res[0], out, len, now_ns() + (uint64_t)timeout_ms * 1000000u);
    close(res[0]);
    if (pid < 0)
        return adapter_fail_errno("fork");
    int status = 0;
    if (!ended)
        kill(pid, SIGKILL);
    waitpid(pid, &status, 0);
    if (!ended)
        return adapter_fail("%s did not answer within %d ms", argv[0], timeout_ms);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* The server's CPU time so far (utime + stime of /proc/PID/stat), for --lifeline's CPU line. */
static double cpu_seconds(pid_t pid)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    char *p = strrchr(buf, ')'); /* the name may hold spaces */
    unsigned long utime = 0, stime = 0;
    if (!p || sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &utime, &stime) != 2)
        return 0;
    return (double)(utime + stime) / (double)sysconf(_SC_CLK_TCK);
}

/* The server's CPU seconds so far, every thread, to the nanosecond (schedstat's first field), for the
 * sweep's "sample" lines; -1 when it cannot be read. */
static double task_cpu_seconds(pid_t pid)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/task", (int)pid);
    DIR *d = opendir(path);
    if (!d)
        return -1;
    unsigned long long total = 0, ns;
    for (struct dirent *e; (e = readdir(d));) {
        char stat[300];
        if (e->d_name[0] == '.')
            continue;
        snprintf(stat, sizeof stat, "/proc/%d/task/%s/schedstat", (int)pid, e->d_name);
        FILE *f = fopen(stat, "r");
        if (f && fscanf(f, "%llu", &ns) == 1)
            total += ns;
        if (f)
            fclose(f);
    }
    closedir(d);
    return (double)total / 1e9;
}

struct sampled {
    pid_t server;
    unsigned samples;
};

static void answer_sample(void *ctx)
{
    struct sampled *s = ctx;
    printf("SAMPLE s=%.9f n=%u\n", task_cpu_seconds(s->server), ++s->samples);
    fflush(stdout);
}

/* --lifeline: reads stdin until it ends, answering each "sample" line (runtime.h) with the server's CPU. */
static void serve_samples(pid_t server)
{
    struct sampled s = {.server = server};
    control_read_lines(0, answer_sample, NULL, &s);
}

/* The IPv4 address a listener at `local` (/proc/net/tcp's hex, or tcp6's 32 digits: the address's bytes
 * as native 32-bit words) holds, in network order: 0 (INADDR_ANY) for every address, IPv6's "::" too
 * (unless IPV6_V6ONLY it takes IPv4's as well); false for another IPv6 address, which no IPv4 bind meets. */
static bool listener_ipv4(const char *local, uint32_t *addr)
{
    uint32_t w[4];
    if (strlen(local) == 8)
        return sscanf(local, "%8x", &w[0]) == 1 && (*addr = w[0], true);
    if (strlen(local) != 32 || sscanf(local, "%8x%8x%8x%8x", &w[0], &w[1], &w[2], &w[3]) != 4 || w[0] || w[1])
        return false;
    if (!w[2] && !w[3])
        return *addr = INADDR_ANY, true;
    return w[2] == htonl(0xFFFF) && (*addr = w[3], true); /* ::ffff:a.b.c.d */
}

/* Whether a listener holding `at` (network order; INADDR_ANY: every address) is in the way of a server
 * binding `addr`: the same address, or either one every address. */
static bool meets(uint32_t at, uint32_t addr)
{
    return at == addr || at == INADDR_ANY || addr == INADDR_ANY;
}

/* port_listeners from /proc/net/tcp and tcp6, where the kernel answers no sock_diag request: every socket
 * of the namespace is walked for each read, milliseconds on a machine with many. -1 when neither opens. */
static int proc_listeners(uint32_t addr, int port, unsigned long *inodes, int max)
{
    static const char *const tables[] = {"/proc/net/tcp", "/proc/net/tcp6"};
    int n = 0, opened = 0;
    for (size_t t = 0; t < sizeof tables / sizeof *tables; t++) {
        FILE *f = fopen(tables[t], "r");
        char line[512], local[40];
        opened += f != NULL;
        /* "  0: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000  0  0 12345 ...":
         * the local address:port, the remote one, the state (0A: LISTEN), queues, timer, retransmits,
         * uid, timeout, inode */
        while (f && n < max && fgets(line, sizeof line, f)) {
            unsigned local_port, state;
            unsigned long inode;
            uint32_t at;
            if (sscanf(line, " %*u: %39[0-9A-Fa-f]:%x %*[0-9A-Fa-f]:%*x %x %*x:%*x %*x:%*x %*x %*u %*d %lu", local,
                       &local_port, &state, &inode) == 4 &&
                (int)local_port == port && state == 0x0A && inode && listener_ipv4(local, &at) && meets(at, addr))
                inodes[n++] = inode;
        }
        if (f)
            fclose(f);
    }
    return opened ? n : -1;
}

/* The IPv4 address a sock_diag listener of `family` holds (its idiag_src, network order), as
 * listener_ipv4 reads /proc's: IPv6's "::" is every address, ::ffff:a.b.c.d is a.b.c.d; false for another. */
static bool diag_ipv4(int family, const uint32_t src[4], uint32_t *addr)
{
    if (family == AF_INET)
        return *addr = src[0], true;
    if (src[0] || src[1])
        return false;
    if (!src[2] && !src[3])
        return *addr = INADDR_ANY, true;
    return src[2] == htonl(0xFFFF) && (*addr = src[3], true);
}

/* port_listeners for one address family through sock_diag (netlink), which walks the listeners alone:
 * appends to inodes from n; returns the new count, or -1 when the kernel answers no such request. */
static int diag_listeners(int family, uint32_t addr, int port, unsigned long *inodes, int n, int max)
{
    int fd = socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC, NETLINK_SOCK_DIAG);
    struct {
        struct nlmsghdr head;
        struct inet_diag_req_v2 req;
    } ask = {
        .head = {.nlmsg_len = sizeof ask,
                 .nlmsg_type = SOCK_DIAG_BY_FAMILY,
                 .nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP},
        .req = {.sdiag_family = (uint8_t)family, .sdiag_protocol = IPPROTO_TCP, .idiag_states = 1u << TCP_LISTEN}};
    if (fd < 0 || send(fd, &ask, sizeof ask, 0) != (ssize_t)sizeof ask) {
        if (fd >= 0)
            close(fd);
        return -1;
    }
    long buf[8192 / sizeof(long)]; /* (aligned for the headers) */
    for (bool done = false; !done;) {
        ssize_t len = recv(fd, buf, sizeof buf, 0);
        if (len < 0 && errno == EINTR)
            continue;
        if (len <= 0)
            break;
        for (struct nlmsghdr *h = (struct nlmsghdr *)buf; NLMSG_OK(h, (size_t)len); h = NLMSG_NEXT(h, len)) {
            if (h->nlmsg_type == NLMSG_DONE || h->nlmsg_type == NLMSG_ERROR) {
                n = h->nlmsg_type == NLMSG_DONE ? n : -1;
                done = true;
                break;
            }
            const struct inet_diag_msg *m = NLMSG_DATA(h);
            uint32_t at;
            if (n < max && ntohs(m->id.idiag_sport) == port && m->idiag_inode &&
                diag_ipv4(m->idiag_family, m->id.idiag_src, &at) && meets(at, addr))
                inodes[n++] = m->idiag_inode;
        }
    }
    close(fd);
    return n;
}

/* The inodes of the TCP sockets listening on `port` where a server binding `addr` (network order;
 * INADDR_ANY: every address) would meet them — its address, or either one every address — from the
 * kernel's tables of this network namespace, at most `max`. Returns how many. (sock_diag, not /proc's
 * tables: the watcher asks ten times a second while a server boots, and a read of those walks every
 * socket — a quarter of a core here, taken from the booting server.) */
static int port_listeners(uint32_t addr, int port, unsigned long *inodes, int max)
{
    int n = diag_listeners(AF_INET, addr, port, inodes, 0, max);
    if (n >= 0)
        n = diag_listeners(AF_INET6, addr, port, inodes, n, max);
    if (n < 0)
        n = proc_listeners(addr, port, inodes, max);
    return n < 0 ? 0 : n;
}

/* Whether process `pid` has the socket `inode` among its descriptors. */
static bool has_socket(pid_t pid, unsigned long inode)
{
    char dir[64], want[64];
    snprintf(dir, sizeof dir, "/proc/%d/fd", (int)pid);
    snprintf(want, sizeof want, "socket:[%lu]", inode);
    DIR *d = opendir(dir);
    bool found = false;
    for (struct dirent *e; d && !found && (e = readdir(d));) {
        char path[340], target[64];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        ssize_t n = e->d_name[0] == '.' ? -1 : readlink(path, target, sizeof target - 1);
        if (n > 0) {
            target[n] = '\0';
            found = strcmp(target, want) == 0;
        }
    }
    if (d)
        closedir(d);
    return found;
}

/* The process that has the socket `inode` open, or 0 when none we may read has it. */
static pid_t socket_owner(unsigned long inode)
{
    pid_t owner = 0;
    DIR *d = opendir("/proc");
    for (struct dirent *e; d && !owner && (e = readdir(d));) {
        char *end;
        long pid = strtol(e->d_name, &end, 10);
        if (!*end && pid > 0 && has_socket((pid_t)pid, inode))
            owner = (pid_t)pid;
    }
    if (d)
        closedir(d);
    return owner;
}

/* Who has the socket `inode` open: "pid N (name)" into holder, or "another program" (one whose
 * descriptors we may not read). */
static void socket_holder(unsigned long inode, char *holder, size_t len)
{
    pid_t pid = socket_owner(inode);
    if (!pid) {
        snprintf(holder, len, "another program");
        return;
    }
    char path[64], name[64] = "?";
    snprintf(path, sizeof path, "/proc/%d/comm", (int)pid);
    FILE *f = fopen(path, "r");
    if (f && fgets(name, sizeof name, f))
        name[strcspn(name, "\n")] = '\0';
    if (f)
        fclose(f);
    snprintf(holder, len, "pid %d (%s)", (int)pid, name);
}

int server_port_listener(const char *host, int port, pid_t pid, char *holder, size_t len)
{
    struct in_addr addr = {.s_addr = INADDR_ANY};
    if (host && inet_pton(AF_INET, host, &addr) != 1)
        addr.s_addr = INADDR_ANY; /* a name: whichever address it is, a listener on any may be in the way */
    unsigned long seen[8], still[8];
    int n = port_listeners(addr.s_addr, port, seen, 8);
    for (int i = 0; i < n; i++)
        if (has_socket(pid, seen[i]))
            return 1;
    /* None in pid's descriptors: another's, or pid's and closed since the table was read (RabbitMQ's node
     * listens on its distribution port a moment, to see it is free, before it takes it for good:
     * rabbit_prelaunch_dist:dist_port_use_check_ipv4, gen_tcp:listen then close). Closed, it is out of
     * the table: one still there is another's. */
    int m = n ? port_listeners(addr.s_addr, port, still, 8) : 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (seen[i] == still[j]) {
                socket_holder(seen[i], holder, len);
                return -1;
            }
    return 0;
}

/* Whether something holds loopback `port` (a bind to it is refused): a listener or not, without
 * connecting to it (epmd logs a probe that connects and says nothing as a "partial packet"). */
static bool port_taken(int port)
{
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    struct sockaddr_in a = {
        .sin_family = AF_INET, .sin_port = htons((uint16_t)port), .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    bool taken = fd >= 0 && bind(fd, (struct sockaddr *)&a, sizeof a) != 0 && errno == EADDRINUSE;
    if (fd >= 0)
        close(fd);
    return taken;
}

/* The server's place among the run's servers, from --scaleout, --member, --members, --buses. */
static void cluster_of(const struct config *cfg, struct server_cluster *cl)
{
    bool cluster = cfg->scaleout == SCALEOUT_CLUSTER || cfg->scaleout == SCALEOUT_CLUSTER_PUBLISH;
    *cl = (struct server_cluster){.scaleout = cfg->scaleout,
                                  .member = cluster ? cfg->member : 0,
                                  .count = cluster ? cfg->members.count : 1,
                                  .state_dir = cfg->state_dir};
    for (unsigned i = 0; cluster && i < cl->count; i++) {
        cl->members[i] = cfg->members.at[i];
        cl->buses[i] = cli_endpoint_at(&cfg->buses, i);
    }
}

/* A cluster's server, once it answers: joins the others (recipe.join) by `deadline`. */
static int join_cluster(const struct config *cfg, uint64_t deadline)
{
    struct server_cluster cl;
    cluster_of(cfg, &cl);
    if (cl.count < 2 || !ADAPTER.recipe->join)
        return 0;
    struct sock_params params = {
        .timeout_ms = 1000, .send_timeout_ms = 1000, .library_defaults = cfg->library_defaults, .inflight = 1};
    uint64_t now = now_ns();
    int left_ms = now < deadline ? (int)((deadline - now) / 1000000u) : 0;
    if (ADAPTER.recipe->join(cfg->front, &cl, &params, left_ms) == 0)
        return 0;
    record_fail(cfg, CAUSE_SERVER, "%s at %s did not join its cluster of %u: %s", ADAPTER.recipe->program,
                cfg->front, cl.count, ADAPTER.last_error());
    return -1;
}

/* The server's TCP ports: its endpoint's (at its host), then the command's others (every address). */
struct server_port {
    const char *host; /* NULL: every address */
    int port;
};
static int ports_of(const struct config *cfg, const struct server_command *c, struct endpoint *e,
                    struct server_port ports[SERVER_MAX_PORTS + 1])
{
    int n = 0;
    if (endpoint_parse(cfg->front, e) == 0 && !e->ipc)
        ports[n++] = (struct server_port){e->host, e->port};
    for (int i = 0; i < SERVER_MAX_PORTS && c->server_ports[i] > 0; i++)
        ports[n++] = (struct server_port){NULL, c->server_ports[i]};
    return n;
}

/* Whether another program listens on a port of the server's: it was free when picked and was taken
 * before the server could bind it (the server will fail, having booted for seconds maybe, or, on its
 * endpoint, the other program answers the product's client in its place: another node, another
 * redis-server). One line naming it, and -1. */
static int port_taken_from(const struct config *cfg, const struct server_command *c, pid_t server)
{
    struct server_port ports[SERVER_MAX_PORTS + 1];
    struct endpoint e;
    char holder[128];
    for (int i = 0, n = ports_of(cfg, c, &e, ports); i < n; i++)
        if (server_port_listener(ports[i].host, ports[i].port, server, holder, sizeof holder) < 0) {
            record_fail(cfg, CAUSE_SERVER, "%s cannot listen on port %d: it is taken by %s",
                        ADAPTER.recipe->program, ports[i].port, holder);
            return -1;
        }
    return 0;
}

/* --lifeline: whether stdin's writer has let go (the sweep gave the point up), seen without reading it:
 * while the server boots, nobody reads stdin yet. */
static bool lifeline_cut(const struct config *cfg)
{
    struct pollfd in = {.fd = 0, .events = POLLIN};
    return cfg->lifeline && poll(&in, 1, 0) == 1 && (in.revents & (POLLHUP | POLLERR | POLLNVAL));
}

/* The child beside the server: connects with the product's own client until
 * the server answers, says READY, and (--lifeline) stops the server when stdin
 * closes — a server still booting at once: it holds nothing a clean stop keeps
 * (RabbitMQ's boot would otherwise run its seconds to READY, for nobody). Never returns. */
static void watch(const struct config *cfg, const struct server_command *c, pid_t server)
{
    prctl(PR_SET_PDEATHSIG, SIGKILL); /* the server gone, this goes too */
    uint64_t start_ns = seconds_to_ns(cfg->start_timeout_s);
    uint64_t deadline = now_ns() + start_ns;
    struct sock_params params = {
        .timeout_ms = 1000, .send_timeout_ms = 1000, .library_defaults = cfg->library_defaults, .inflight = 1};
    for (uint64_t next_look = 0;;) {
        if (getppid() != server)
            _exit(EXIT_FAILED); /* it ended before answering: its own message is on stderr */
        if (lifeline_cut(cfg)) {
            kill(server, SIGKILL);
            _exit(EXIT_FAILED);
        }
        bool look = now_ns() >= next_look; /* (the ports, every PORT_LOOK_MS while it boots) */
        if (look)
            next_look = now_ns() + PORT_LOOK_MS * 1000000ull;
        if (look && port_taken_from(cfg, c, server) != 0) {
            kill(server, SIGKILL);
            _exit(EXIT_FAILED);
        }
        struct adapter_sock *s = ADAPTER.open(SOCK_PUB, &params);
        int rc = s ? ADAPTER.connect(s, cfg->front) : -1;
        if (s)
            ADAPTER.close(s);
        if (rc == 0 && port_taken_from(cfg, c, server) != 0) { /* what answered may not be the server */
            kill(server, SIGKILL);
            _exit(EXIT_FAILED);
        }
        if (rc == 0)
            break;
        if (now_ns() > deadline) {
            record_fail(cfg, CAUSE_SERVER, "%s did not answer at %s within %g s: %s", ADAPTER.recipe->program,
                        cfg->front, cfg->start_timeout_s, ADAPTER.last_error());
            kill(server, SIGKILL);
            _exit(EXIT_FAILED);
        }
        usleep(10 * 1000);
    }
    if (join_cluster(cfg, deadline + start_ns) != 0) {
        kill(server, SIGKILL);
        _exit(EXIT_FAILED);
    }
    printf("READY role=router workarounds=none\n");
    fflush(stdout);
    if (!cfg->lifeline)
        _exit(0);
    serve_samples(server);
    printf("CPU s=%.3f\n", cpu_seconds(server));
    fflush(stdout);
    kill(server, ADAPTER.recipe->stop_signal ? ADAPTER.recipe->stop_signal : SIGTERM);
    _exit(0);
}

/* --server-args: each word after the adapter's arguments; -1 when they do not fit. */
static int server_more_args(struct server_command *c, const char *args)
{
    char copy[1024];
    snprintf(copy, sizeof copy, "%s", args);
    for (char *save = NULL, *w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save))
        if (server_arg(c, "%s", w) != 0)
            return -1;
    return 0;
}

/* The command's companion, started before the server in its process group, killed when the process
 * that becomes the server ends (PR_SET_PDEATHSIG: this thread, which exec keeps); once started, until
 * it listens on its port (within --start-timeout) — it, not another program: the port was free when
 * the adapter picked it, and may not be now (epmd, finding its port taken, assumes another epmd there
 * and ends, with status 0, saying nothing). 0, or -1 with the point's failure recorded. */
static int start_companion(const struct config *cfg, const struct server_command *c)
{
    if (!c->companionc)
        return 0;
    pid_t parent = getpid(), pid = fork();
    if (pid < 0) {
        record_fail(cfg, CAUSE_SERVER, "cannot fork: %s", strerror(errno));
        return -1;
    }
    if (pid == 0) {
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent)
            _exit(EXIT_FAILED);
        dup2(2, 1);
        execvp(c->companion[0], (char *const *)c->companion);
        fprintf(stderr, "cannot start %s: %s\n", c->companion[0], strerror(errno));
        _exit(EXIT_FAILED);
    }
    uint64_t deadline = now_ns() + seconds_to_ns(cfg->start_timeout_s);
    char holder[128];
    for (int port = c->companion_port; port > 0; usleep(5 * 1000)) {
        int listener = server_port_listener("127.0.0.1", port, pid, holder, sizeof holder);
        if (listener > 0)
            break;
        bool ended = waitpid(pid, NULL, WNOHANG) == pid;
        if (listener == 0 && !ended && now_ns() <= deadline)
            continue;
        if (!ended)
            kill(pid, SIGKILL);
        if (listener < 0 || port_taken(port))
            record_fail(cfg, CAUSE_SERVER, "%s (beside %s) cannot listen on port %d: it is taken by %s",
                        c->companion[0], ADAPTER.recipe->program, port,
                        listener < 0 ? holder : "a socket that does not listen");
        else
            record_fail(cfg, CAUSE_SERVER,
                        "%s (beside %s) did not answer on port %d: its own message is on stderr", c->companion[0],
                        ADAPTER.recipe->program, port);
        return -1;
    }
    return 0;
}

/* Whether process `pid` still runs: there, and neither a zombie nor dead (/proc/PID/stat's state). */
static bool running(pid_t pid)
{
    char path[64], buf[512];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    if (f)
        fclose(f);
    buf[n] = '\0';
    const char *p = strrchr(buf, ')');
    return p && p[1] == ' ' && p[2] && p[2] != 'Z' && p[2] != 'X';
}

/* The process listening on loopback TCP `port` at `host` (the kept server), or 0 when none does. */
static pid_t listener_pid(const char *host, int port)
{
    struct in_addr addr = {.s_addr = INADDR_ANY};
    if (inet_pton(AF_INET, host, &addr) != 1)
        addr.s_addr = INADDR_ANY;
    unsigned long inodes[8];
    int n = port_listeners(addr.s_addr, port, inodes, 8);
    pid_t pid = 0;
    for (int i = 0; i < n && !pid; i++)
        pid = socket_owner(inodes[i]);
    return pid;
}

static volatile sig_atomic_t slice_stopped; /* SIGTERM came: the point is over */

static void stop_slice(int sig)
{
    (void)sig;
    slice_stopped = 1;
}

/* Deletes the slice at the point's end; 0, or EXIT_FAILED after one line (the point has run). */
static int drop_slice(const struct config *cfg, const struct endpoint *e, const struct server_cluster *cl)
{
    const struct recipe *sv = ADAPTER.recipe;
    if (sv->slice(cfg->front, e->slice, cl, false, (int)(cfg->start_timeout_s * 1000)) == 0)
        return 0;
    fprintf(stderr, "cannot delete %s %s of %s at %s:%d: %s\n", sv->slice_kind, e->slice, sv->program, e->host,
            e->port, ADAPTER.last_error());
    return EXIT_FAILED;
}

/* Whether the product's own client reaches the slice (its endpoint), as a point's clients will. */
static int slice_answers(const struct config *cfg)
{
    struct sock_params params = {
        .timeout_ms = 1000, .send_timeout_ms = 1000, .library_defaults = cfg->library_defaults, .inflight = 1};
    struct adapter_sock *s = ADAPTER.open(SOCK_PUB, &params);
    int rc = s ? ADAPTER.connect(s, cfg->front) : -1;
    if (s)
        ADAPTER.close(s);
    return rc;
}

/* The broker role of a point on a server the sweep keeps (--front tcp://HOST:PORT/SLICE; --state-dir the
 * kept server's): makes the slice, says READY with the server's pid (whose CPU is the broker's: the sweep
 * reads it over the measured phase as it reads a server's of its own), and holds the slice until stdin
 * closes (--lifeline) or SIGTERM comes; then deletes it. The server ending meanwhile fails the point in
 * one line. The sweep keeps servers on this machine only: the "sample" lines of a role on another host
 * are answered with this process's CPU (control.c), not the server's. */
static int slice_run(const struct config *cfg, const struct endpoint *e)
{
    const struct recipe *sv = ADAPTER.recipe;
    control_finished(); /* stdin's end stops the loop below, which deletes the slice */
    pid_t server = listener_pid(e->host, e->port);
    if (!server) {
        record_fail(cfg, CAUSE_SERVER, "no %s listens at %s:%d: the kept server is gone", sv->program, e->host,
                    e->port);
        return EXIT_FAILED;
    }
    struct server_cluster cl;
    cluster_of(cfg, &cl);
    if (!cl.state_dir || sv->slice(cfg->front, e->slice, &cl, true, (int)(cfg->start_timeout_s * 1000)) != 0) {
        record_fail(cfg, CAUSE_SERVER, "cannot make %s %s of %s at %s:%d: %s", sv->slice_kind, e->slice,
                    sv->program, e->host, e->port,
                    cl.state_dir ? ADAPTER.last_error() : "give --state-dir, the kept server's");
        return EXIT_FAILED;
    }
    if (slice_answers(cfg) != 0) {
        record_fail(cfg, CAUSE_SERVER, "%s at %s does not answer: %s", sv->program, cfg->front,
                    ADAPTER.last_error());
        drop_slice(cfg, e, &cl);
        return EXIT_FAILED;
    }
    struct sigaction sa = {.sa_handler = stop_slice};
    sigaction(SIGTERM, &sa, NULL);
    printf("READY role=router workarounds=none server_pid=%d\n", (int)server);
    fflush(stdout);
    bool up;
    while ((up = running(server)) && !slice_stopped && !control_ended())
        usleep(100 * 1000);
    if (!up) {
        record_fail(cfg, CAUSE_SERVER, "%s (pid %d) at %s:%d ended during the point", sv->program, (int)server,
                    e->host, e->port);
        return EXIT_FAILED;
    }
    return drop_slice(cfg, e, &cl);
}

int server_run(const struct config *cfg)
{
    const struct recipe *sv = ADAPTER.recipe;
    char path[512], why[512];
    struct endpoint kept;
    if (endpoint_parse(cfg->front, &kept) == 0 && kept.slice[0])
        return slice_run(cfg, &kept);
    if (!server_program(cfg, path, sizeof path)) {
        if (cfg->server_path)
            record_fail(cfg, CAUSE_SERVER, "--server %s: no program to run there", cfg->server_path);
        else
            record_fail(cfg, CAUSE_SERVER, "%s is not installed: install the Debian package %s", sv->program,
                        sv->package);
        return EXIT_FAILED;
    }
    if (endpoint_check_free(cfg->front, why, sizeof why) != 0) {
        record_fail(cfg, CAUSE_SERVER, "cannot serve: %s", why);
        return EXIT_FAILED;
    }
    /* The config lives in memory (no file to remove, whatever ends the point); the server reads it
     * through its own descriptor, which exec keeps. */
    int conf = memfd_create("rrbench-server.conf", 0);
    char conf_path[64];
    snprintf(conf_path, sizeof conf_path, "/proc/self/fd/%d", conf);
    struct server_command c = {0};
    struct sock_params params = {.max_msg_size = cli_max_msg(cfg),
                                 .library_defaults = cfg->library_defaults,
                                 .liveness_ms = cfg->liveness ? LIVENESS_MS : 0,
                                 .inflight = 1};
    server_arg(&c, "%s", path);
    struct server_cluster cl;
    cluster_of(cfg, &cl);
    if (conf < 0 || sv->command(&c, cfg->front, conf_path, &params, &cl) != 0) {
        record_fail(cfg, CAUSE_SERVER, "cannot serve %s: %s", cfg->front,
                    conf < 0 ? strerror(errno) : ADAPTER.last_error());
        return EXIT_FAILED;
    }
    if (cfg->server_args && server_more_args(&c, cfg->server_args) != 0) {
        record_fail(cfg, CAUSE_SERVER, "--server-args: more than %d arguments in all", SERVER_MAX_ARGS);
        return EXIT_FAILED;
    }
    if (c.config_used && write(conf, c.config, c.config_used) != (ssize_t)c.config_used) {
        record_fail(cfg, CAUSE_SERVER, "cannot write %s's config: %s", sv->program, strerror(errno));
        return EXIT_FAILED;
    }
    fflush(NULL);
    /* a port taken already: named now, not after the server has booted into it (nor by its own words
     * alone, which name no holder); one taken later, the watcher names */
    if (port_taken_from(cfg, &c, getpid()) != 0 || start_companion(cfg, &c) != 0)
        return EXIT_FAILED;
    for (int i = 0; i < c.envc; i++)
        putenv((char *)c.env[i]);
    pid_t server = getpid(), child = fork();
    if (child < 0) {
        record_fail(cfg, CAUSE_SERVER, "cannot fork: %s", strerror(errno));
        return EXIT_FAILED;
    }
    if (child == 0)
        watch(cfg, &c, server);
    /* The server's log goes where a broker's errors go: the role's stderr. Its stdout stays open
     * (unused) on another descriptor, so that it ends when the server does, as a role's stdout does. */
    if (fcntl(1, F_DUPFD, 10) < 0 || dup2(2, 1) < 0) {
        record_fail(cfg, CAUSE_SERVER, "cannot set up the server's output: %s", strerror(errno));
        kill(child, SIGKILL);
        return EXIT_FAILED;
    }
    execv(path, (char *const *)c.argv);
    record_fail(cfg, CAUSE_SERVER, "cannot start %s: %s", path, strerror(errno));
    kill(child, SIGKILL);
    return EXIT_FAILED;
}
