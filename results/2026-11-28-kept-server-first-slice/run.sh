#!/bin/sh
# each sweep boots its server: rabbitmq (kept: a just-booted server, its first slice) against rabbitmq@fresh ("/")
cd /work/main
for i in 1 2 3 4 5 6; do
  for lib in rabbitmq rabbitmq@fresh; do
    python3 scripts/sweep --workload reqrep --libs $lib --transports tcp --sizes 64 --workers 16 --inflight 16 --pin broker --trials 1 --seed 2006$i --out /tmp/vh/$lib-$i > /tmp/vh/$lib-$i.log 2>&1
  done
done
echo done > /tmp/vh/done
