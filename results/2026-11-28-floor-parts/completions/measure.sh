#!/bin/bash
# Frames per receive completion on raw@uring's links, by the io_uring:io_uring_complete tracepoint:
# one 1,024-node rounds point by hand, the broker pinned to CPU 0, perf attached for 3 s of moves.
# $1: the controller's way (write | coalesce)
set -e
cd "$(dirname "$0")/../../.."  # the checkout
P1=$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])')
P2=$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])')
F=tcp://127.0.0.1:$P1; B=tcp://127.0.0.1:$P2
RRB_RAW_IO=uring taskset -c 0 bin/raw-router --pattern pubsub --front $F --back $B > ${TMPDIR:-/tmp}/completions-router.out 2>&1 &
R=$!
sleep 0.3
NODES=()
for i in 0 128 256 384 512 640 768 896; do
  taskset -c 1 bin/raw-node --pub $F --sub $B --id $i --nodes 128 --all-nodes 1024 --hosting loop < /dev/null > /dev/null 2>&1 &
  NODES+=($!)
done
RRB_RAW_PUB=$1 taskset -c 1 bin/raw-controller --pub $F --sub $B --nodes 1024 --duration 8 --warmup 2 --timeout 10 > ${TMPDIR:-/tmp}/completions-ctl.out 2>&1 &
C=$!
sleep 4
perf record -q -e io_uring:io_uring_complete -p $R -o ${TMPDIR:-/tmp}/completions-perf.data -- sleep 3 2>/dev/null
wait $C || true
kill $R "${NODES[@]}" 2>/dev/null || true
perf script -i ${TMPDIR:-/tmp}/completions-perf.data -F trace 2>/dev/null | python3 -c '
import sys, re, collections
bytes_, n = collections.Counter(), collections.Counter()
for line in sys.stdin:
    m = re.search(r"user_data 0x([0-9a-f]+), result (-?\d+), cflags 0x([0-9a-f]+)", line)
    if not m: continue
    ud, res = int(m.group(1), 16), int(m.group(2))
    if ud & 3 != 0 or res <= 0: continue  # receives only (OP_RECV = 0)
    bytes_[ud] += res; n[ud] += 1
ctl = max(bytes_, key=bytes_.get)
others = [u for u in bytes_ if u != ctl]
FRAME = (101 + 25) / 2  # a task frame (4 + 1 + 96 B) and a request frame (4 + 1 + 20 B), one each per node and move
moves = bytes_[ctl] / (1024 * (101 + 25))
print(f"controller link: {n[ctl]} receive completions, {bytes_[ctl]} bytes, {moves:.1f} moves: "
      f"{bytes_[ctl] / FRAME / n[ctl]:.2f} frames per completion, {n[ctl] / moves:.0f} completions per move")
print(f"nodes links: {sum(n[u] for u in others)} receive completions over {len(others)} connections: "
      f"{sum(n[u] for u in others) / moves / 1024:.2f} per node per move")
'
tail -1 ${TMPDIR:-/tmp}/completions-ctl.out | cut -c1-120
