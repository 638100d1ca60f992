"""Numbers the C programs fix, which reading their output needs."""

ROUND_REQUEST_BYTES = 20  # common/round.h ROUND_HEADER_SIZE: topic, kind, round, node, checksum
TICKS_PER_S = 20          # common/master.c TICK_MS: the master's churn timeline, a line per 50 ms
RESEND_MS = 200           # common/adapter.h: --liveness resends a request after 2 x LIVENESS_MS
