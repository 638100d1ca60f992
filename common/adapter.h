/* adapter.h — what every library folder provides: the client adapter.
 *
 * Five roles, one program each, do all the work in common/: for request-reply
 * the master (master.c), the workers (worker.c) and the broker between them
 * (router.c); for Grischa's rounds the controller (controller.c) and the nodes
 * (node.c), through the same broker role. They reach the messaging library
 * only through this table. Each library folder defines exactly one
 * `const struct adapter ADAPTER` (zmq/zmq.c, nats/nats.c, ...: one a line of the
 * Makefile's library lines) at the bottom of its file, fields in struct order,
 * and each program links common/ + that adapter (one file, or raw/'s few) +
 * that one library. A broker product's folder (NATS, Redis, MQTT, RabbitMQ)
 * has a second room, its server's recipe (<product>/recipe.c, prefix recipe_:
 * `const struct recipe RECIPE`, common/server.h), which the adapter's `recipe`
 * points at: its broker role is the product's real server, which
 * bin/<lib>-router becomes (common/server.c). Its adapter has the clients'
 * socket kinds only (adapter_has_kind) and leaves bind and proxy NULL, which
 * common/ refuses in one place (adapter_bind, adapter_proxy).
 *
 * Names: inside a library folder every function and table of the adapter's
 * own begins with ad_, in every folder alike (ad_open, ad_send, ad_fail,
 * ad_options), and its macros and types never take the library's prefix
 * (DEFAULT_SNDBUF, not NN_DEFAULT_SNDBUF). A name with the library's prefix
 * (zmq_; czmq's zsock_, zframe_ and the like; nn_, nng_, nats*, redis*,
 * mosquitto_, MQTT_) is the library's; any other is common/'s or libc's.
 *
 * Socket kinds: what each kind is (its pattern, where it sits, what it sends
 * and takes) is adapter_sock_kinds[] (adapter.c). Code asks that table, never a
 * kind's place in enum sock_kind.
 *
 * Conventions: functions return 0 on success and -1 on error, after which
 * `last_error()` describes the failure. recv() alone may also return
 * ADAPTER_TIMEOUT. No function prints or exits. Sockets are opened, bound or
 * connected, and closed by one thread; in between, distinct sockets may be
 * used from distinct threads (a node process hosts several nodes, each with
 * its own sockets and thread), so the error behind last_error() is per thread.
 *
 * Hosting (docs/scale.md): a process serves its peers either with a thread
 * each, whose recv() waits, or (sock_params.hosted, --hosting loop) from one
 * event loop (common/host.c) that waits on every socket's descriptor (watch())
 * and lets the library do its I/O (serve()) before it takes what came with
 * recv(), which then never waits.
 */
#ifndef RRB_ADAPTER_H
#define RRB_ADAPTER_H

#include <stdbool.h>
#include <stddef.h>

#define ADAPTER_TIMEOUT 1

/* What a socket is for: an end of one pattern's path, or the broker's socket between them
 * (adapter_sock_kinds[] describes each). */
enum sock_kind {
    SOCK_WORKER,       /* REQ: sends a request, waits for its reply */
    SOCK_PIPELINED,    /* a worker with several requests outstanding (--inflight): speaks REQ's
                          envelope to the same broker and master, but send never waits for a reply
                          and replies come back in any order (struct adapter's `pipelining`) */
    SOCK_MASTER,       /* REP: receives a request, sends the reply. Connected, it sits
                          behind the router; bound (direct topology), it serves every
                          worker itself: send_msg/send answer the sender of the last
                          received message */
    SOCK_ROUTER_FRONT, /* broker side facing the workers (ROUTER / raw REP) */
    SOCK_ROUTER_BACK,  /* broker side facing the master (DEALER / raw REQ) */
    /* Grischa's rounds, pattern pubsub: topic-addressed publish/subscribe through a broker. */
    SOCK_PUB,         /* publishes into the broker (connects to its XSUB side) */
    SOCK_SUB,         /* receives what matches its subscriptions (connects to its XPUB side) */
    SOCK_BROKER_XSUB, /* broker side facing the publishers (XSUB / raw SUB) */
    SOCK_BROKER_XPUB, /* broker side facing the subscribers (XPUB / raw PUB) */
    /* Grischa's rounds, pattern addressed: every peer known to the broker by an address. */
    SOCK_ADDRESSED,     /* a peer (DEALER): its address is set with set_address() before it
                          connects; sends to the broker, receives what is addressed to it */
    SOCK_BROKER_ROUTED, /* the broker's one socket (ROUTER), bound at both endpoints: recv
                          gives any peer's message; send_msg delivers it to the peer whose
                          address is its first address_size bytes */
    /* Grischa's rounds, pattern survey: pubsub's sockets, and the gather as a survey. */
    SOCK_SURVEYOR,            /* send starts a survey of every respondent behind the broker (and ends
                          the one before: the library drops answers to it); recv gives the
                          answers until the survey's deadline (sock_params.deadline_ms), then
                          ADAPTER_TIMEOUT: nothing more can come. Open it with a receive timeout
                          no shorter than the deadline: nng ends a survey when a receive on it
                          times out or is cancelled (survey.c, surv0_ctx_cancel) */
    SOCK_RESPONDENT,          /* recv gives a survey; send answers the last survey received */
    SOCK_BROKER_SURVEY_FRONT, /* broker side facing the surveyor (raw RESPONDENT) */
    SOCK_BROKER_SURVEY_BACK,  /* broker side facing the respondents (raw SURVEYOR) */
    /* Grischa's rounds, pattern reply (a broker product's own gather): one socket a peer. */
    SOCK_REQUESTER, /* the controller's: set_address() names where answers come (its reply
                          address); send publishes to the topic a message begins with and tells
                          the receiver to answer there (NATS reply subject, MQTT 5 Response
                          Topic; Redis: the node's own result channel, as Grischa had it) */
    SOCK_REPLIER,   /* a node's: set_address() is its topic; send answers at the reply address
                          of the last message received (before any: the topic the message names) */
    SOCK_KIND_COUNT,
};

/* Messaging patterns, each a set of socket kinds a library may or may not have
 * (struct adapter's `patterns`). docs/rounds.md "Patterns". */
enum pattern {
    PATTERN_REQREP,    /* WORKER, MASTER, ROUTER_FRONT, ROUTER_BACK */
    PATTERN_PUBSUB,    /* PUB, SUB, BROKER_XSUB, BROKER_XPUB, and subscribe() */
    PATTERN_ADDRESSED, /* ADDRESSED, BROKER_ROUTED, and set_address() */
    PATTERN_SURVEY,    /* pubsub's, and SURVEYOR, RESPONDENT, BROKER_SURVEY_FRONT, BROKER_SURVEY_BACK */
    PATTERN_REPLY,     /* REQUESTER, REPLIER, and set_address(): a broker product's request-reply as the gather */
    PATTERN_COUNT,
};
#define PATTERN_BIT(p) (1u << (p))

/* How a point spreads its nodes over several brokers (--scaleout, docs/scale.md "Past one broker").
 * With K brokers, node i is on broker i mod K (its --pub and --sub lists' entry i mod K). */
enum scaleout {
    SCALEOUT_ONE,             /* one broker */
    SCALEOUT_SHARDS,          /* K brokers that know nothing of each other: the controller holds sockets to each
                         and sends a node's messages to its node's broker (the simplest scale-out) */
    SCALEOUT_CLUSTER,         /* a broker product's own: NATS routes, Redis Cluster with sharded pub/sub
                         (SSUBSCRIBE/SPUBLISH), mosquitto bridges (a root and K leaves) */
    SCALEOUT_CLUSTER_PUBLISH, /* Redis Cluster with classic PUBLISH: copied to every master over the bus */
    SCALEOUT_COUNT,
};
#define BROKERS_MAX 8 /* the most brokers a point spreads over (--pub, --sub, --members lists) */

/* Where a socket of a kind sits. */
enum sock_place {
    PLACE_PEER,   /* in a client role (worker, master, controller, node): it connects to the broker
                     (a master may bind instead: the direct topology) */
    PLACE_FRONT,  /* in the broker, bound at --front: proxy()'s `front` */
    PLACE_BACK,   /* in the broker, bound at --back: proxy()'s `back` */
    PLACE_ROUTED, /* in the broker, its one socket, bound at both (pattern addressed: no proxy()) */
};

/* What a socket kind is, whatever the library: adapter_sock_kinds[kind] (adapter.c). Code asks these
 * questions of a kind, never its place in enum sock_kind. */
struct sock_kind_info {
    const char *name;      /* "WORKER": the enum's name without SOCK_ */
    enum pattern pattern;  /* the pattern that brings it (pubsub's sockets serve pattern survey too) */
    enum sock_place place; /* a client role's, or where in the broker */
    bool publishes;        /* a send goes to whoever subscribed to its topic, the message's first
                             address_size bytes (PUB, the broker's XPUB; REQUESTER; REPLIER before
                             its first message) */
    bool subscribes;       /* takes topics with subscribe() (SUB) */
    bool addressed;        /* takes with set_address() the address it is known by (ADDRESSED,
                             REQUESTER, REPLIER) */
    bool asks;             /* a send asks for answers, which come back to this socket (WORKER,
                             PIPELINED, SURVEYOR, REQUESTER) */
    bool answers;          /* a send answers the last message received (MASTER, RESPONDENT; REPLIER
                             once it has received one) */
};

extern const struct sock_kind_info adapter_sock_kinds[SOCK_KIND_COUNT];

/* What every socket is opened with. */
struct sock_params {
    int timeout_ms;         /* receives give up after this; -1 = never */
    int send_timeout_ms;    /* sends give up after this (a full queue, a server that has not confirmed
                              what was sent, a close's linger); -1 = never */
    int setup_timeout_ms;   /* connecting and subscribing (a CONNACK, a SUBACK) may take this: the run's --timeout,
                               however short the receives' slices (a controller over several brokers); 0: the
                               receives' */
    size_t max_msg_size;    /* largest message of the run, header included; 0 = unknown */
    unsigned clients;       /* workers in the run (master only; 0 = unknown) */
    unsigned inflight;      /* requests each worker keeps outstanding (master: --inflight; >= 1) */
    unsigned nodes;         /* rounds: the nodes in the run (the controller's sockets; 0 elsewhere) */
    unsigned first_node;    /* ... and the id of its first (game x nodes: --game) */
    bool library_defaults;  /* apply no workaround, even where the library then fails */
    bool equalize;          /* same transport options for every library (TCP_NODELAY on,
                              EQUAL_SOCKET_BUFFER socket buffers where settable) */
    size_t address_size;    /* rounds: the bytes at the start of a message that address it (its topic;
                              pattern addressed: the peer it goes to) */
    int deadline_ms;        /* SOCK_SURVEYOR: how long a survey takes answers (> 0) */
    int liveness_ms;        /* 0: the library as shipped; > 0 (--liveness, docs/churn.md): the
                              liveness options the library documents, at this interval: heartbeats
                              (timeout 3x), reconnect interval without growth, a REQ's resend after
                              2x (the library's own, or made possible: liveness_options lists them) */
    enum scaleout scaleout; /* how the run's brokers are spread (SCALEOUT_ONE: one broker) */
    unsigned broker;        /* the broker this socket connects to: 0 .. brokers - 1 (node i: i mod brokers) */
    unsigned brokers;       /* how many brokers this role's list names (1: one) */
    bool hosted;            /* served by an event loop (--hosting loop, common/host.c): recv never waits
                              (ADAPTER_TIMEOUT at once when nothing has come), and a library that can
                              leave its socket I/O to the application does (watch, serve); sends still
                              wait up to send_timeout_ms. Never with liveness_ms (hosting_options) */
};

/* --liveness sets sock_params.liveness_ms to this. */
#define LIVENESS_MS 100

/* --equalize sets SO_SNDBUF/SO_RCVBUF to this where a library allows it:
 * nanomsg's own default, so nanomsg is unchanged and the others match it. */
#define EQUAL_SOCKET_BUFFER (128 * 1024)

/* A received message. data/size are valid until release() or send_msg(). The
 * adapter keeps its own handle in `priv` (zmq_msg_t fits). */
struct adapter_msg {
    void *data;
    size_t size;
    union {
        void *ptr;
        unsigned char bytes[64];
        long double align_;
    } priv;
};

/* A library option this adapter sets away from the library's default, and
 * why. Listed by `--info`, copied into meta.json by the sweep. */
struct adapter_option {
    const char *name;  /* e.g. "NN_RCVMAXSIZE" */
    const char *value; /* what we set, and when */
    const char *why;
};

struct adapter_sock;   /* opaque, defined by each adapter */
struct server_command; /* common/server.h */
struct server_cluster; /* common/server.h */

/* A broker product's server recipe (NATS, Redis, MQTT, RabbitMQ): its broker role is the product's
 * real server, which bin/<lib>-router becomes (server_run). The clients' sockets then all connect to
 * that one endpoint, and its adapter has no broker socket kinds, no bind and no proxy (NULL: common/
 * refuses them, adapter_bind, adapter_proxy). Each product folder's recipe.c defines one, RECIPE, at
 * the bottom, fields in struct order; its functions return 0 or -1 with why in adapter_error() and
 * never print. */
struct recipe {
    const char *product;      /* the product, as messages name it: "NATS" */
    const char *a_client;     /* one of its clients, as messages name it: "a NATS client" */
    const char *program;      /* the server's executable, looked up on PATH: "nats-server" */
    const char *process;      /* the program the server's process runs once started, when it is not
                                 `program` (a script that execs it: RabbitMQ's beam.smp); NULL: program */
    const char *companion;    /* a program started beside it (server_command.companion: RabbitMQ's epmd);
                                 NULL: none */
    const char *package;      /* the Debian package that has it */
    const char *version_flag; /* makes it print its version ("--version"); NULL: the first "D.D" of its
                                 installed path (realpath) names it */
    const char *no_ipc;       /* why it cannot serve ipc://, or NULL when it can */
    int stop_signal;          /* what stops it cleanly (exit 0); 0: SIGTERM */
    double start_timeout_s;   /* the router's --start-timeout when none is given, if longer than the
                                 default: a server that boots slowly (0: the default) */
    /* Writes the command line (and, where the server takes one, its config file's
     * text) that serves `endpoint`, on loopback only. config_path is where
     * c->config will be when the server starts. Returns 0, or -1 with why in
     * last_error(). */
    int (*command)(struct server_command *c, const char *endpoint, const char *config_path,
                   const struct sock_params *p, const struct server_cluster *cl);
    /* SCALEOUT_CLUSTER*: once the server answers at `endpoint`, makes it one of the cluster `cl` and returns
     * when the cluster serves its clients (Redis: the slots assigned and every master met), within
     * timeout_ms. Returns 0, or -1 with why in last_error(). NULL: the servers join by their config. */
    unsigned cluster_min; /* SCALEOUT_CLUSTER*: the fewest servers a cluster takes (Redis Cluster: 3
                              masters); 0: two */
    bool cluster_root;    /* SCALEOUT_CLUSTER: a root beside the K servers the nodes are on (mosquitto's
                              bridge tree): member 0, the controller's */
    bool cluster_sharded; /* SCALEOUT_CLUSTER places each channel on one server (Redis Cluster's slots): the
                              controller connects to every server; else to the first, and the servers relay */
    int (*join)(const char *endpoint, const struct server_cluster *cl, const struct sock_params *p,
                int timeout_ms);
    /* A server the sweep keeps (docs/products.md "A kept server"): what one of its slices is, in words
     * ("a virtual host"), NULL when it has none (every point then boots a server of its own). slice() makes
     * (make true: a fresh one, refused when it exists) or deletes the slice `name` of the server serving
     * `endpoint`, whose state is under cl->state_dir, within timeout_ms; its clients reach it at
     * "endpoint/name" (endpoint.h). Returns 0, or -1 with why in last_error(). */
    const char *slice_kind;
    int (*slice)(const char *endpoint, const char *name, const struct server_cluster *cl, bool make,
                 int timeout_ms);
    /* What the command sets away from the server's defaults, and why
     * ({NULL}-terminated; with --library-defaults only loopback and no persistence stay). */
    const struct adapter_option *settings;
};

struct adapter {
    const char *name;    /* "zmq", "nanomsg": the prefix of the programs */
    const char *library; /* "libzmq", "nanomsg": what links */
    const char *(*version)(void);
    const struct adapter_option *options;          /* terminated by {NULL} */
    const struct adapter_option *equalize_options; /* what --equalize sets; {NULL}-terminated */
    const struct adapter_option *liveness_options; /* what --liveness sets; {NULL}-terminated */
    const struct adapter_option *hosting_options;  /* what --hosting loop changes; {NULL}-terminated */
    /* The library's client variants, which the sweep runs beside it as LIB@NAME (docs/versions.md): name
     * the variant's, value the "VAR=value" its programs run with (the adapter reads VAR), why what it
     * changes. {NULL}-terminated; NULL: none. */
    const struct adapter_option *variants;
    const char *pipelining;      /* what SOCK_PIPELINED is in this library (--info, docs/capacity.md) */
    bool req_resends;            /* with liveness_ms, a SOCK_WORKER resends an unanswered request by itself;
                         false: the worker must send it again (the socket then allows it) */
    unsigned patterns;           /* PATTERN_BIT()s of the patterns this library has */
    unsigned broker_cores;       /* how many cores its broker (its proxy, or a product's server) can keep busy with
                               messages; 0: as many as the machine has (docs/scale.md) */
    const char *broker_threads;  /* ... which threads those are, with where the source says so */
    const struct recipe *recipe; /* a broker product's server recipe (&RECIPE, its folder's recipe.c); NULL: the
                                    library's own proxy is the broker */
    /* Each scale-out it has, in words for --info (what the K brokers are, where every message goes);
     * NULL: not this library's. SCALEOUT_ONE and SCALEOUT_SHARDS every library has. */
    const char *scaleouts[SCALEOUT_COUNT];

    struct adapter_sock *(*open)(enum sock_kind kind, const struct sock_params *p);
    /* NULL: it cannot bind (a broker product: its server is the broker); common/ calls adapter_bind(),
     * which refuses for it (REFUSE_BIND) */
    int (*bind)(struct adapter_sock *s, const char *endpoint);
    int (*connect)(struct adapter_sock *s, const char *endpoint);
    /* Sends a copy of len bytes at buf. */
    int (*send)(struct adapter_sock *s, const void *buf, size_t len);
    /* Writes what send held back to coalesce a burst's messages (the controller calls it after each
     * burst, before it waits). NULL: send writes at once, or the library's own thread writes. */
    int (*flush)(struct adapter_sock *s);
    /* Receives one message into *m (release it, or hand it to send_msg). */
    int (*recv)(struct adapter_sock *s, struct adapter_msg *m);
    /* Sends a received (possibly modified) message back; consumes it, even on error. */
    int (*send_msg)(struct adapter_sock *s, struct adapter_msg *m);
    void (*release)(struct adapter_msg *m);
    /* Makes a kind that subscribes (SOCK_SUB) receive the messages that begin with the `len`
     * bytes at `topic`, once connected. */
    int (*subscribe)(struct adapter_sock *s, const void *topic, size_t len);
    /* Gives an addressed kind the address it is known by, the `len` bytes at `address`; it then
     * receives what is sent there:
     *   SOCK_ADDRESSED  before it connects (the broker's ROUTER learns it when it does);
     *   SOCK_REQUESTER  once connected: where the answers to its messages come;
     *   SOCK_REPLIER    once connected: its topic, where the requester's messages for it come.
     * NULL: no kind of the library's patterns is addressed. */
    int (*set_address)(struct adapter_sock *s, const void *address, size_t len);
    /* Forwards between the broker's two sockets (ROUTER_FRONT/BACK,
     * BROKER_XSUB/XPUB with subscriptions upstream, or BROKER_SURVEY_FRONT/BACK:
     * surveys out, answers back to their surveyor) until an error; returns -1.
     * (Pattern router has one socket, and common/router.c forwards itself.) NULL: a broker product,
     * whose server is the broker; common/ calls adapter_proxy(), which refuses for it (REFUSE_PROXY). */
    int (*proxy)(struct adapter_sock *front, struct adapter_sock *back);
    /* Before proxy(), once both broker sockets are bound: sets up how the broker will move bytes and
     * names it in *io ("epoll", "uring": the router's READY `io`, the row's broker_io). Returns 0; -1 when
     * the setup failed (last_error(): cause setup); -2 when the kernel refused the interface the run asked
     * for (cause refused). NULL: the library's own I/O, not named. */
    int (*prepare)(struct adapter_sock *front, struct adapter_sock *back, const char **io);
    void (*close)(struct adapter_sock *s);
    const char *(*last_error)(void);
    /* Writes the workarounds in effect on this socket ("NAME=VALUE ...", or ""
     * for none); the master reports them with every point. NULL: never any. */
    void (*describe)(const struct adapter_sock *s, char *buf, size_t len);
    /* Writes what the library has counted on this socket (" NAME=VALUE ...": connections made,
     * broken, open; messages through its API), for the line that reports a stall: it tells a
     * connection that broke from a message that was lost. NULL: the library counts nothing. */
    void (*counts)(const struct adapter_sock *s, char *buf, size_t len);
    /* A hosted socket (sock_params.hosted): the descriptor the event loop waits on for it, and in
     * *events what to wait for: POLLIN, recv may have something; POLLOUT, the library holds output
     * that only serve() writes. -1 (and 0) while there is nothing to wait for (a publisher that only
     * sends). The loop asks again after every event, send and recv, since either may change (output
     * waiting, a new connection), and takes readiness as level-triggered: after every event it
     * receives until ADAPTER_TIMEOUT. */
    int (*watch)(struct adapter_sock *s, short *events);
    /* A hosted socket's own I/O for the events that came (`revents`; 0: the loop's tick, about once
     * a second, for the library's timers: keepalives). NULL: the library does its I/O in threads of
     * its own, or in recv. Returns 0, or -1 when the connection is lost (last_error() says why; the
     * next recv fails too). */
    int (*serve)(struct adapter_sock *s, short revents);
};

extern const struct adapter ADAPTER;

/* Whether adapter `a` has sockets of `kind`: it has the kind's pattern, and, a broker product,
 * the kind is a client's (its server is the broker). */
bool adapter_has_kind(const struct adapter *a, enum sock_kind kind);

/* The refusals several adapters give, each worded once (adapter_refuse). */
enum adapter_refusal {
    REFUSE_KIND,      /* open() of a kind a broker product has not (adapter_has_kind) */
    REFUSE_BIND,      /* bind() on a broker product's client: no direct topology */
    REFUSE_PROXY,     /* proxy() of a broker product: its server is the broker */
    REFUSE_SUBSCRIBE, /* subscribe() on a kind that takes no topics */
    REFUSE_ADDRESS,   /* set_address() on a kind that takes no address */
};

/* Writes why adapter `a` refuses `what` into buf (len bytes: the text its last_error() gives)
 * and returns -1. REFUSE_KIND, _BIND and _PROXY name a->recipe (a broker product's). */
int adapter_refuse(const struct adapter *a, enum adapter_refusal what, char *buf, size_t len);

/* The calling thread's adapter error, one text per thread (a node process's hosts each run one):
 * every adapter's last_error() returns it, and its failures set it through these. */
const char *adapter_error(void);
/* Sets the calling thread's error text, printf-style, and returns -1 (`return adapter_fail(...)`). */
int adapter_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* adapter_fail() with strerror(errno), after "what: " when what is not NULL: a system call failed. */
int adapter_fail_errno(const char *what);
/* adapter_refuse() into the calling thread's error text; returns -1. */
int adapter_refused(const struct adapter *a, enum adapter_refusal what);

/* ADAPTER.bind(), or, where the adapter leaves it NULL (a broker product), REFUSE_BIND. */
int adapter_bind(struct adapter_sock *s, const char *endpoint);
/* ADAPTER.proxy(), or, where the adapter leaves it NULL (a broker product), REFUSE_PROXY. */
int adapter_proxy(struct adapter_sock *front, struct adapter_sock *back);

#endif
