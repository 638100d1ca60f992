"""Past one broker (analysis/brokers.py, render/brokers.py) on data made up to know the answer: the
busiest broker decides the nodes K brokers carry, every broker's CPU is the cost, the first screen names
a scale-out only where one broker does not carry the grid's largest node count, and a restart's table."""

from pathlib import Path

from rrbench.analysis import brokers as br
from rrbench.analysis.dataset import Dataset
from rrbench.render.brokers import section
from rrbench.render.doc import Doc, to_markdown


def row(lib, k, scaleout, n, busiest, every=None, status="ok", trial=1, **more) -> dict:
    return {"workload": "rounds", "lib": lib, "pattern": "pubsub", "transport": "tcp", "brokers": str(k),
            "scaleout": scaleout, "nodes": str(n), "status": status, "hosting": "loop", "compute_s": "0",
            "games": "1", "trial": str(trial), "broker_busiest_cpu_us_per_round": str(busiest),
            "broker_cpu_us_per_round": str(every if every is not None else busiest), "p50_us": "1000",
            "bus_bytes_per_round": "", "lost": "0", "duplicate": "0", "broker_processes": str(k), **more}


def dataset(rows: list[dict], churn: list[dict] = ()) -> Dataset:
    ds = Dataset(Path("."), {"settings": {"libs": ["zmq", "nats"], "trials": 2}}, [], [],
                 all_rows=[*rows, *churn], rounds=[r for r in rows if r["brokers"] == "1"],
                 brokers=[r for r in rows if r["brokers"] != "1"], brokers_churn=list(churn))
    ds.hosting = "loop"
    return ds


def grid(one_at_top: float) -> list[dict]:
    """zmq: one broker 2 ms at 100, `one_at_top` µs at 1,024; sharded over 3, a third of it each; nats's
    cluster: its busiest broker (the controller's server) as loaded as one broker."""
    out = []
    for t in (1, 2):
        out += [row("zmq", 1, "one", 100, 2000 + t, trial=t), row("zmq", 1, "one", 1024, one_at_top + t, trial=t),
                row("zmq", 3, "shards", 100, 700 + t, 2100, trial=t),
                row("zmq", 3, "shards", 1024, one_at_top / 3 + t, one_at_top * 1.05, trial=t),
                row("nats", 3, "cluster", 100, 1900 + t, 2600, trial=t, bus_bytes_per_round="30000"),
                row("nats", 3, "cluster", 1024, one_at_top + t, one_at_top * 1.3, trial=t)]
    return out


def test_the_busiest_broker_decides_the_nodes_k_brokers_carry():
    ss = {(s.lib, s.scaleout): s for s in br.spreads(dataset(grid(30000)))}
    one, shards, cluster = ss["zmq", "one"], ss["zmq", "shards"], ss["nats", "cluster"]
    assert shards.brokers == 3 and shards.total[1024] == [31500.0, 31500.0]
    # one broker crosses the budget between 100 and 1,024; three shards' busiest does not cross it by 1,024
    assert one.reach().fit.how == "bracketed" and shards.reach().within == 1024
    assert shards.reach().fit.reach > 2.5 * one.reach().fit.reach
    assert cluster.reach().fit.reach < 1.1 * one.reach().fit.reach  # every task through the controller's server


def test_the_first_screen_names_a_scale_out_only_where_one_broker_does_not_carry_the_grid():
    over = br.answer(dataset(grid(30000)))
    assert "At 1,024 nodes one broker is over the budget for every contender" in over
    assert "**zmq pubsub shards × 3** (10.0 ms)" in over and "nats" not in over
    assert br.answer(dataset(grid(9000))) == ""  # one broker carries 1,024


def test_the_section_has_the_busiest_and_every_brokers_cpu_and_the_restarts():
    churn = [row("zmq", 3, "shards", 12, 0, scenario="broker-restarts", liveness=live, cut_off="4",
                 detect_s="0.5", recover_s="0.51" if live == "on" else "", peers_back="12/12", gave_up="0",
                 gave_up_why="") for live in ("off", "on")]
    doc = Doc("t")
    section(doc, dataset(grid(30000), churn))
    text = to_markdown(doc)
    assert "| zmq | pubsub | shards × 3 | 0.70 [0.70–0.70] within; all 2.10 |" in text
    assert "| nats | pubsub | cluster × 3 | 100 | 1.00 | 30,000 | 0 | 0 |" in text
    assert "### One broker of K restarts" in text
    assert "| zmq | pubsub | shards × 3 | off | 1 | 4 | 0.5 | never | 12/12 | 0 |" in text


def test_a_folder_of_one_broker_has_no_such_section():
    rows = [r for r in grid(30000) if r["brokers"] == "1"]
    assert br.spreads(dataset(rows)) == [] and not br.past_one(dataset(rows))


def test_where_no_scale_out_carries_the_grid_the_first_screen_names_the_furthest():
    over = br.answer(dataset(grid(60000)))  # three shards' busiest: 20 ms at 1,024, over the budget too
    assert "and so is the busiest of the brokers of every scale-out run" in over
    assert "; the most nodes within it over 3 brokers: zmq pubsub shards, " in over and "(one broker's: " in over
