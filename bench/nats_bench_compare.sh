#!/bin/bash
# nats_bench_compare.sh — our NATS request-reply against NATS's own benchmark, `nats bench` (natscli),
# through the same Debian nats-server, 64 B, 1 and 16 clients, interleaved ROUNDS times (docs/scale.md,
# "Our request-reply against nats bench"). Ours: scripts/sweep, workers a process each (--hosting
# thread) and all in one process (loop). Not part of `make test` or any sweep: natscli is not a Debian
# package; build it from the Go module proxy (`GOBIN=$PWD/natscli go install
# github.com/nats-io/natscli/nats@v0.5.1`) and pass its path.
#
#   NATS=/path/to/nats bench/nats_bench_compare.sh [ROUNDS [OUT]]
#   -> one line per run (natsbench|ours round= clients= [hosting=] rate=), then the medians.
set -euo pipefail
cd "$(dirname "$0")/.."
NATS=${NATS:?set NATS to the nats binary of natscli (see the header)}
ROUNDS=${1:-5}
OUT=${2:-$(mktemp -d /tmp/nats-bench-compare.XXXXXX)}
SERVER=$(command -v nats-server || echo /usr/sbin/nats-server)
export HOME="$OUT/home"  # natscli keeps its contexts under $HOME: not the user's
mkdir -p "$HOME" "$OUT"
make -s all
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
for round in $(seq 1 "$ROUNDS"); do
    for clients in 1 16; do
        port=$(free_port)
        "$SERVER" -a 127.0.0.1 -p "$port" > /dev/null 2>&1 & pids=($!)
        sleep 0.5
        "$NATS" -s "nats://127.0.0.1:$port" bench service serve rrb.req > /dev/null 2>&1 & pids+=($!)
        sleep 1
        msgs=$((clients == 1 ? 20000 : 100000))
        out=$("$NATS" -s "nats://127.0.0.1:$port" bench service request rrb.req --clients "$clients" \
              --msgs "$msgs" --size 64 --no-progress 2>&1)
        echo "natsbench round=$round clients=$clients rate=$(echo "$out" | grep -o 'stats: [0-9,]* msgs/sec' |
             tail -1 | tr -dc 0-9)" | tee -a "$OUT/lines.txt"
        kill "${pids[@]}" 2>/dev/null || true
        wait "${pids[@]}" 2>/dev/null || true
    done
    scripts/sweep --workload reqrep --libs nats --transports tcp --sizes 64 --workers 1,16 --hosting thread,loop \
        --trials 1 --duration 3 --seed "$round" --out "$OUT/ours-$round" > /dev/null
    python3 - "$OUT/ours-$round/results.csv" "$round" <<'PY' | tee -a "$OUT/lines.txt"
import csv, sys
for r in csv.DictReader(open(sys.argv[1])):
    print(f"ours round={sys.argv[2]} clients={r['workers']} hosting={r['hosting']} "
          f"rate={float(r['msgs_per_s']) if r['status'] == 'ok' else r['status']}")
PY
done
python3 - "$OUT/lines.txt" <<'PY'
import statistics, sys
runs = {}
for line in open(sys.argv[1]):
    who, *kv = line.split()
    f = dict(x.split("=", 1) for x in kv)
    key = (who, f["clients"], f.get("hosting", ""))
    try:
        runs.setdefault(key, []).append(float(f["rate"]))
    except ValueError:
        print("failed:", line.strip())
for (who, clients, hosting), rates in sorted(runs.items()):
    print(f"{who:9} {hosting:6} clients={clients:>2}: median {statistics.median(rates):9,.0f} round trips/s "
          f"(range {min(rates):,.0f}-{max(rates):,.0f}, {len(rates)} runs)")
PY
echo "lines: $OUT/lines.txt"
