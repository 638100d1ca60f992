"""What Grischa asks of a move (../shared/grischa-workload.md): its move time, the budget the messaging
must stay within, the node counts its team asked about, and its nodes' transport."""

MOVE_S = 1.5
BUDGET_US = 0.01 * MOVE_S * 1e6       # 1 % of a 1.5-s move
GRISCHA_NODES = (20, 100, 1024)       # the node counts Grischa's team asked about
PREFERRED_TRANSPORT = "tcp"           # Grischa's nodes are other machines
# A move's messages per node, as the broker handles them: a task and a results request to the node, its
# result back; each also crosses the controller's link, where a move's messages come and go together.
TO_NODE_PER_MOVE = 2
FROM_NODE_PER_MOVE = 1
