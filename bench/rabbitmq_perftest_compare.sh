#!/bin/bash
# rabbitmq_perftest_compare.sh — RabbitMQ's own load tool, PerfTest, beside ours through the same Debian
# rabbitmq-server pinned to one core, each on a kept and on a fresh server, interleaved ROUNDS times
# (docs/products.md, "PerfTest beside ours"). What each costs the server: its CPU per message through it
# (one message in and out), from /proc/PID/schedstat around the run.
#   PerfTest: one producer, one consumer, 64 B, automatic acks, one classic queue (a stream one way),
#             MESSAGES of them; on the kept server a virtual host of its own each round (a slice, as a
#             sweep's point has), on the fresh one the default, booted just before.
#   ours:     scripts/sweep's request-reply at the broker's peak (capacity-peak at 64 B: 16 workers x 16
#             in flight, the broker pinned): a work queue and direct reply-to, a request and a reply each
#             a message (broker_cpu_us_per_msg), with rabbitmq (kept) and rabbitmq@fresh, one trial each.
# The server on the first CPU (as --pin broker puts it), the load on the others. Not part of `make test`
# or any sweep: PerfTest is not a Debian package. Maven Central's com.rabbitmq:perf-test:2.22.1 and its
# dependencies in a folder, e.g. with a pom that names it as its one dependency:
#   mvn dependency:copy-dependencies -DoutputDirectory=DIR
#
#   PERFTEST=DIR bench/rabbitmq_perftest_compare.sh [ROUNDS [OUT]]
#   -> one line per run (perftest|ours server=kept|fresh round= us_per_msg= msgs_per_s=), then the medians.
set -euo pipefail
cd "$(dirname "$0")/.."
PERFTEST=${PERFTEST:?set PERFTEST to the folder of perf-test-2.22.1.jar and its dependencies (see the header)}
ROUNDS=${1:-5}
OUT=${2:-$(mktemp -d /tmp/rabbitmq-perftest-compare.XXXXXX)}
MESSAGES=${MESSAGES:-300000}
mkdir -p "$OUT"
make -s all
BROKER_CPU=$(python3 -c 'import os; print(min(os.sched_getaffinity(0)))')
LOAD_CPUS=$(python3 -c 'import os; c = sorted(os.sched_getaffinity(0)); print(",".join(map(str, c[1:] or c)))')
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
cpu_ns() { cat /proc/"$1"/task/*/schedstat | awk '{s += $1} END {printf "%.0f\n", s}'; }
pids=()
trap 'for p in "${pids[@]}"; do kill -- -"$p" 2>/dev/null || true; done' EXIT

# A server as a sweep starts it (bin/rabbitmq-router, --lifeline on a pipe), pinned; sets SERVER_PID, PORT and
# LIFE, the descriptor whose closing stops it.
boot() {
    local dir=$1 fifo=$1/lifeline
    PORT=$(free_port)
    mkdir -p "$dir" && mkfifo "$fifo"
    setsid taskset -c "$BROKER_CPU" bin/rabbitmq-router --front "tcp://127.0.0.1:$PORT" \
        --back "tcp://127.0.0.1:$PORT" --state-dir "$dir" --lifeline < "$fifo" > "$dir/out" 2> "$dir/err" &
    SERVER_PID=$!
    pids+=("$SERVER_PID")
    exec {LIFE}> "$fifo"
    until grep -q -E '^(READY|FAILED)' "$dir/out" 2> /dev/null; do sleep 0.1; done
    grep -q '^READY' "$dir/out" || { cat "$dir/err" >&2; exit 1; }
}

# PerfTest on `uri` against the server `pid`: one line.
perftest() {
    local server=$1 round=$2 uri=$3 pid=$4 before after start end
    before=$(cpu_ns "$pid")
    start=$(date +%s.%N)
    taskset -c "$LOAD_CPUS" java -cp "$PERFTEST/*" com.rabbitmq.perf.PerfTest -h "$uri" -x 1 -y 1 -s 64 -a \
        -C "$MESSAGES" -D "$MESSAGES" -u "rrb.perftest" > "$OUT/perftest-$server-$round.log" 2>&1
    end=$(date +%s.%N)
    after=$(cpu_ns "$pid")
    echo "perftest server=$server round=$round us_per_msg=$(echo "($after - $before) / 1000 / $MESSAGES" | bc -l |
         xargs printf '%.2f') msgs_per_s=$(echo "$MESSAGES / ($end - $start)" | bc -l | xargs printf '%.0f')" |
        tee -a "$OUT/lines.txt"
}

boot "$OUT/kept-server"
KEPT_PID=$SERVER_PID KEPT_PORT=$PORT KEPT_DIR=$OUT/kept-server KEPT_LIFE=$LIFE
for round in $(seq 1 "$ROUNDS"); do
    # the kept server: a fresh virtual host, made and deleted as a sweep's point makes and deletes its slice
    mkfifo "$OUT/slice-$round"
    bin/rabbitmq-router --front "tcp://127.0.0.1:$KEPT_PORT/pt-$round" --back "tcp://127.0.0.1:$KEPT_PORT/pt-$round" \
        --state-dir "$KEPT_DIR" --lifeline < "$OUT/slice-$round" > "$OUT/slice-$round.out" &
    slice=$!
    exec {held}> "$OUT/slice-$round"
    until grep -q -E '^(READY|FAILED)' "$OUT/slice-$round.out"; do sleep 0.05; done
    perftest kept "$round" "amqp://guest:guest@127.0.0.1:$KEPT_PORT/pt-$round" "$KEPT_PID"
    exec {held}>&-
    wait "$slice"
    # a fresh server, booted for this run alone
    boot "$OUT/fresh-$round"
    perftest fresh "$round" "amqp://guest:guest@127.0.0.1:$PORT/%2F" "$SERVER_PID"
    exec {LIFE}>&-
    wait "$SERVER_PID" 2> /dev/null || true
    rm -rf "$OUT/fresh-$round"
    # ours: both in one sweep, interleaved by its grid order
    scripts/sweep --workload reqrep --libs rabbitmq,rabbitmq@fresh --transports tcp --sizes 64 --workers 16 \
        --inflight 16 --pin broker --trials 1 --seed "$round" --out "$OUT/ours-$round" > /dev/null 2>&1
    python3 - "$OUT/ours-$round/results.csv" "$round" <<'PY' | tee -a "$OUT/lines.txt"
import csv, sys
for r in csv.DictReader(open(sys.argv[1])):
    head = f"ours server={'fresh' if r['lib'].endswith('@fresh') else 'kept'} round={sys.argv[2]}"
    if r["status"] == "ok":
        print(f"{head} us_per_msg={r['broker_cpu_us_per_msg']} msgs_per_s={r['forwarded_per_s']}")
    else:
        print(f"{head} failed={r['status'][:200]!r}")
PY
    rm -rf "$OUT/ours-$round"
done
exec {KEPT_LIFE}>&-
wait "$KEPT_PID" 2> /dev/null || true
rm -rf "$KEPT_DIR"
python3 - "$OUT/lines.txt" <<'PY'
import statistics, sys
runs = {}
for line in open(sys.argv[1]):
    who, *kv = line.split()
    f = dict(x.split("=", 1) for x in kv)
    if "us_per_msg" in f:
        runs.setdefault((who, f["server"]), []).append(float(f["us_per_msg"]))
for (who, server), us in sorted(runs.items()):
    print(f"{who:8} {server:5}: median {statistics.median(us):6.1f} us of server CPU per message "
          f"(range {min(us):.1f}-{max(us):.1f}, {len(us)} runs)")
PY
