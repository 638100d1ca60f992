"""What Grischa asks of a move (../shared/grischa-workload.md): its move time, the budget the messaging
must stay within, the node counts its team asked about, and its nodes' transport."""

MOVE_S = 1.5
BUDGET_US = 0.01 * MOVE_S * 1e6       # 1 % of a 1.5-s move
GRISCHA_NODES = (20, 100, 1024)       # the node counts Grischa's team asked about
PREFERRED_TRANSPORT = "tcp"           # Grischa's nodes are other machines
