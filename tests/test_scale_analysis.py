"""What one broker carries (analysis/scale.py), on data made up to know the answer: where the CPU per
move meets the budget (interpolated between node counts that ran, extrapolated beyond them, and said
so), the ranking with its ties, the check against a saturated broker, thread against loop hosting."""

import math
import random
import re
import statistics
from pathlib import Path

import pytest

from rrbench.analysis import scale as sc
from rrbench.analysis.dataset import Dataset
from rrbench.analysis.grischa import BUDGET_US
from rrbench.render.doc import Doc
from rrbench.render.scale import validation_section


def cost(lib: str, **by_nodes) -> sc.Cost:
    """A contender whose broker CPU per move at N is by_nodes['nN'] (one value or several trials)."""
    c = sc.Cost(lib, "pubsub", "tcp")
    for key, v in by_nodes.items():
        c.broker[int(key[1:])] = list(v) if isinstance(v, (list, tuple)) else [v]
    return c


def three(v: float) -> list[float]:
    """Three trials around v (median v): enough for an interval."""
    return [0.99 * v, v, 1.01 * v]


def test_the_budget_crossed_between_two_counts_that_ran_is_interpolated_on_log_axes():
    c = cost("zmq", n20=three(400), n100=three(2000), n1024=three(30000))
    r = sc.reach(c)
    # log-log between (100, 2000) and (1024, 30000): N where the line through them is 15000 µs
    t = (math.log(BUDGET_US) - math.log(2000)) / (math.log(30000) - math.log(2000))
    assert r.fit.reach == pytest.approx(math.exp(math.log(100) + t * math.log(10.24)))
    assert r.fit.how == "bracketed" and not r.extrapolated
    assert (r.within, r.over) == (100, 1024)
    assert "between 100 and 1,024, which ran" in r.short()


def test_beyond_the_largest_count_the_line_extrapolates_and_says_so():
    c = cost("redis", n20=[400, 420, 410], n100=[2000, 2100, 1900], n1024=[10000, 10400, 9800])
    r = sc.reach(c)
    f = r.fit
    assert f.how == "extrapolated" and r.extrapolated and f.reach > 1024
    a, b = sc.line([(20, 410), (100, 2000), (1024, 10000)])  # through the medians
    assert f.reach == pytest.approx((BUDGET_US - a) / b) and f.per_node == pytest.approx(b)
    assert f.reach_lo < f.reach < f.reach_hi and f.per_node_lo < f.per_node < f.per_node_hi
    assert "**extrapolated** beyond 1,024, the most that ran" in r.short()


def plain_fit(broker: dict, seed: int = 1) -> tuple:
    """The fit as first written (the committed results' reaches were made so): each resample's medians
    by rng.choices N after N, the line through them, and where they cross the budget."""
    def line(points):
        xs = [x for x, _ in points]
        mx, my = statistics.fmean(xs), statistics.fmean(y for _, y in points)
        b = sum((x - mx) * (y - my) for x, y in points) / sum((x - mx) ** 2 for x in xs)
        return my - b * mx, b

    def crossing(values):
        ns = sorted(values)
        for lo, hi in zip(ns, ns[1:]):
            if values[lo] <= BUDGET_US < values[hi]:
                t = (math.log(BUDGET_US) - math.log(values[lo])) / (math.log(values[hi]) - math.log(values[lo]))
                return math.exp(math.log(lo) + t * (math.log(hi) - math.log(lo))), "bracketed"
        a, b = line(list(values.items()))
        return (max(0.0, (BUDGET_US - a) / b) if b > 0 else None,
                "extrapolated" if values[ns[-1]] <= BUDGET_US else "below")

    def pair(values):  # no interval where every count has one trial
        if all(len(vs) == 1 for vs in broker.values()):
            return None, None
        values = sorted(values)
        return values[int(0.025 * len(values))], values[min(len(values) - 1, int(0.975 * len(values)))]

    rng = random.Random(seed)
    slopes, reaches = [], []
    for _ in range(sc.FIT_RESAMPLES):
        draw = {n: statistics.median(rng.choices(vs, k=len(vs))) for n, vs in broker.items()}
        slopes.append(line(list(draw.items()))[1])
        r = crossing(draw)[0]
        reaches.append(r if r is not None else float("inf"))
    medians = {n: statistics.median(vs) for n, vs in broker.items()}
    fixed, per_node = line(list(medians.items()))
    return (per_node, *pair(slopes), fixed, *crossing(medians), *pair(reaches), reaches)


def test_the_fit_is_the_plain_bootstrap_to_the_bit_whatever_the_trials():
    """fit() draws its resamples N by N and remembers its answers: the same fit, to the bit, as the plain
    bootstrap, for any number of trials and counts, crossing between counts, beyond or below them."""
    gen = random.Random(5)
    for _ in range(16):
        counts = sorted(gen.sample([20, 50, 100, 256, 512, 1024, 4096], gen.randint(2, 4)))
        per_node = BUDGET_US / gen.choice(counts) * gen.uniform(0.3, 3)
        broker = {n: [n * per_node * gen.uniform(0.8, 1.2) for _ in range(gen.choice((1, 2, 3, 5, 12)))]
                  for n in gen.sample(counts, len(counts))}  # the trials' order need not be the counts'
        f = sc.fit(cost("x", **{f"n{n}": vs for n, vs in broker.items()}))
        got = (f.per_node, f.per_node_lo, f.per_node_hi, f.fixed, f.reach, f.how, f.reach_lo, f.reach_hi, f.draws)
        assert got == plain_fit(broker), broker


def test_a_broker_over_the_budget_everywhere_is_extrapolated_below():
    r = sc.reach(cost("nng", n20=three(20000), n100=three(90000)))
    assert r.fit.how == "below" and r.fit.reach < 20 and r.within is None and r.over == 20
    assert "over the budget at every count run" in r.short()


def test_one_trial_or_fewer_than_the_first_looks_is_undecided_never_within_or_over():
    assert sc.verdict([400.0]) == sc.verdict([90000.0]) == "undecided"  # one trial: no interval
    assert sc.verdict([400.0, 410.0]) == "within" and sc.verdict([400.0, 410.0], least=3) == "undecided"
    assert sc.verdict(three(90000), least=3) == "over"
    r = sc.reach(cost("one", n20=400, n100=2000, n1024=30000))  # a line, but no count decided
    assert (r.within, r.over) == (None, None) and r.fit.how == "bracketed"


def test_a_count_where_a_trial_failed_is_the_answer_not_the_line():
    c = cost("flaky", n100=three(2000), n1024=three(30000))
    c.failed[1024] = sc.Failed(trials=2, ran=3, why="nng's broker drops survey answers")
    sc.set_aside(c.failed, c.broker)  # as costs() does: the count is the failure's, its ok trials with it
    r = sc.reach(c)
    assert 1024 not in c.broker and r.fit is None and r.failed[0] == 1024
    assert r.short() == r.text() == ("failed in 2 of 5 trials at 1,024 (nng's broker drops survey answers); "
                                     "within at 100")
    alone = cost("gone")
    alone.failed[100] = sc.Failed(trials=3, ran=3, why="undiagnosed: no_result")
    assert sc.reach(alone).short() == "failed in 3 of 3 trials at 100 (undiagnosed: no_result)"


def test_a_cpu_per_move_that_does_not_rise_has_no_crossing():
    r = sc.reach(cost("odd", n20=900, n100=800))
    assert r.fit.reach is None and r.short() == "–"


def test_one_node_count_alone_is_measured_and_says_there_is_no_line():
    r = sc.reach(cost("nng", n20=[3400, 3300, 3500]))
    assert r.fit is None and r.text() == "20 or more (measured; the only node count measured)"


def test_contenders_come_in_the_sweeps_order_of_libraries_not_the_rows(tmp_path: Path):
    rows = [{"workload": "rounds", "pattern": p, "lib": lib, "transport": "tcp", "nodes": "20", "trial": "1",
             "status": "ok", "hosting": "loop", "compute_s": "0", "games": "1", "broker_cpu_us_per_round": "400"}
            for lib, p in (("nats", "reply"), ("zmq", "pubsub"), ("nats", "pubsub"), ("zmq", "addressed"))]
    ds = Dataset(folder=tmp_path, meta={"settings": {"libs": ["zmq", "nats"], "hostings": ["loop"]}}, rows=[],
                 columns=[], all_rows=rows, rounds=rows, hosting="loop")
    assert [(c.lib, c.pattern) for c in sc.costs(ds)] == [("zmq", "addressed"), ("zmq", "pubsub"),
                                                         ("nats", "pubsub"), ("nats", "reply")]


def test_overlapping_intervals_tie_and_apart_ones_lead_by_a_ratio_with_its_interval():
    a = cost("zmq", n100=[2000, 2050, 1950], n1024=[20000, 20500, 19500])
    b = cost("redis", n100=[2020, 2070, 1990], n1024=[20100, 20700, 19800])  # the same, within noise
    c = cost("nats", n100=[3000, 3100, 2900], n1024=[40000, 41000, 39000])   # clearly dearer
    ranking = sc.rank([c, b, a])
    assert {x.lib for x in ranking.leaders} == {"zmq", "redis"} and ranking.next.lib == "nats"
    assert ranking.ratio_lo <= ranking.ratio <= ranking.ratio_hi and ranking.ratio > 1.5


def test_the_first_screen_ranks_brokers_not_the_floor(tmp_path: Path):
    rows = []
    for lib, scale in (("raw", 0.5), ("zmq", 1.0), ("nats", 2.0)):
        for n in (100, 1024):
            for trial, wobble in enumerate((0.98, 1.0, 1.02), 1):
                rows.append({"workload": "rounds", "pattern": "pubsub", "lib": lib, "transport": "tcp",
                             "nodes": str(n), "trial": str(trial), "status": "ok", "hosting": "loop",
                             "compute_s": "0", "games": "1",
                             "broker_cpu_us_per_round": str(scale * wobble * 20 * n)})
    settings = {"hostings": ["loop"], "pin": {"mode": "broker"}}
    ds = Dataset(folder=tmp_path, meta={"settings": settings}, rows=[], columns=[], all_rows=rows,
                 rounds=rows, hosting="loop")
    text = sc.answer(ds)
    assert "the broker on a core of its own" in text
    assert text.count("**zmq pubsub**'s carries the most nodes within the budget") == 1
    assert "as many as the next, nats pubsub" in text
    assert re.search(r"a broker of your own, the floor \(raw pubsub\), .*: the leader carries \d+% of its nodes", text)
    # the broker sharing the CPUs with its nodes (the default sweep's): no such sentence, nor picture
    assert sc.answer(Dataset(folder=tmp_path, meta={"settings": {**settings, "pin": {"mode": "none"}}}, rows=[],
                             columns=[], all_rows=rows, rounds=rows, hosting="loop")) == ""
    over_ssh = {**settings, "pin": {"mode": "none"}, "network": {"launcher": "ssh"}}
    assert "the broker on a host of its own" in sc.answer(
        Dataset(folder=tmp_path, meta={"settings": over_ssh}, rows=[], columns=[], all_rows=rows, rounds=rows,
                hosting="loop"))


def saturation_rows(lib: str, steps: dict) -> list[dict]:
    """steps: games -> (moves/s, broker busy, CPU µs per move)."""
    return [{"workload": "rounds", "pattern": "pubsub", "lib": lib, "nodes": "20", "games": str(g),
             "status": "ok", "hosting": "loop", "rounds_per_s": str(m), "broker_cpu_util": str(u),
             "broker_cpu_us_per_round": str(c)} for g, (m, u, c) in steps.items()]


def test_a_saturated_broker_sustains_what_its_cpu_per_move_predicts_or_says_why(tmp_path: Path):
    good = saturation_rows("redis", {1: (1800, 0.80, 500), 2: (1950, 0.95, 490)})
    cheaper = saturation_rows("zmq", {1: (1500, 0.60, 400), 4: (3600, 0.92, 255)})  # batching under load
    rows = good + cheaper
    ds = Dataset(folder=tmp_path, meta={}, rows=[], columns=[], all_rows=rows,
                 rounds=[r for r in rows if r["games"] == "1"], games=[r for r in rows if r["games"] != "1"],
                 hosting="loop")
    by = {s.lib: s for s in sc.saturation(ds)}
    assert by["redis"].predicted == pytest.approx(2000) and by["redis"].saturated_at() == 2
    assert by["redis"].agrees() and by["redis"].ratio() == pytest.approx(0.975)
    assert not by["zmq"].agrees() and by["zmq"].ratio() == pytest.approx(1.44)
    assert by["zmq"].batching() == pytest.approx(255 / 400)
    assert by["redis"].bound() == by["zmq"].bound() == "broker"


def test_a_broker_that_never_saturates_says_what_held_it_back(tmp_path: Path):
    """Two CPUs (--pin broker-first): the broker at 85 % while the other roles took 1.1 CPUs — the
    machine was full, the simulated nodes held the load back; with them at 0.5 nobody did."""
    rows = saturation_rows("zmq", {1: (1500, 0.60, 400), 4: (2000, 0.85, 450)})
    for r in rows:
        r["others_cpu_util"] = "0.5" if r["games"] == "1" else "1.1"
    pin = {"mode": "broker-first", "broker_cpus": [0], "other_cpus": [0, 1]}
    ds = Dataset(folder=tmp_path, meta={"settings": {"pin": pin}}, rows=[], columns=[], all_rows=rows,
                 rounds=[r for r in rows if r["games"] == "1"], games=[r for r in rows if r["games"] != "1"],
                 hosting="loop")
    (s,) = sc.saturation(ds)
    assert s.cpus == 2 and s.busiest() == 4 and s.saturated_at() is None and s.bound() == "others"
    assert s.others == {1: 0.5, 4: 1.1}
    doc = Doc("t")
    validation_section(doc, ds)
    (table,) = [b for b in doc.blocks if b[0] == "table"]
    assert table[2][0][5:7] == ["never (busiest 85%)", "0.80 not checked: never saturated"]  # shown, not judged
    assert "at the idle scheduling class" in doc.blocks[1][1]
    s.others[4] = 0.5
    assert s.bound() == ""


def test_thread_and_loop_hosting_compared_interval_by_interval(tmp_path: Path):
    rows = []
    for hosting, p50, nodes in (("thread", (1000, 1010, 990), (900, 910, 890)), ("loop", (1005, 995, 1000),
                                                                                 (300, 310, 290))):
        for i in range(3):
            rows.append({"workload": "rounds", "pattern": "pubsub", "lib": "zmq", "nodes": "20", "trial": str(i),
                         "status": "ok", "hosting": hosting, "p50_us": str(p50[i]), "p99_us": str(p50[i] * 2),
                         "broker_cpu_us_per_round": "400", "nodes_cpu_us_per_round": str(nodes[i])})
    ds = Dataset(folder=tmp_path, meta={"settings": {"hostings": ["thread", "loop"]}}, rows=[], columns=[],
                 all_rows=rows, rounds=rows)
    (h,) = sc.hosting(ds)
    assert h.same("p50_us") is True and h.same("nodes_cpu_us_per_round") is False
    assert h.drop() == pytest.approx(3.0)


def test_the_floor_and_its_variants_are_no_contenders():
    """raw and raw@uring (its broker on io_uring) are the floor; a library whose name merely starts alike is not."""
    from rrbench.analysis.scores import is_floor
    assert is_floor("raw") and is_floor("raw@uring")
    assert not any(is_floor(lib) for lib in ("zmq", "rabbitmq", "rawx", "nats@2.15"))


def test_the_kernels_cost_of_a_move_per_node_is_the_cheaper_way_by_the_model(tmp_path):
    """2 sends to the node, 1 receive from it, each message once more batched: per measurement the cheaper of
    send() and io_uring; a floor at N nodes is held against the cheapest measurement over N connections."""
    m = {"connections": 64, "single_send_us": 1.0, "single_recv_us": 0.5, "uring_send_us": 0.6,
         "uring_recv_us": 1.5, "batched_send_us": 0.02, "batched_recv_us": 0.04}
    k = sc.KernelCost.of({"when": "start", **m})
    assert (k.connections, k.way, k.send_us, k.recv_us) == (64, "single", 1.0, 0.5)  # 2.5 against uring's 2.7
    assert k.per_node_us == pytest.approx(2 * 1.0 + 0.5 + 3 * 0.03)
    assert sc.KernelCost.of({"error": "io_uring refused"}) is None
    end = {**m, "when": "end", "uring_send_us": 0.4, "uring_recv_us": 0.5}
    big = {**m, "when": "end", "connections": 1024, "single_send_us": 3.0}
    ds = Dataset(folder=tmp_path, meta={"kernel": [{"when": "start", **m}, end, big, {"when": "x", "error": "no"}]},
                 rows=[], columns=[], all_rows=[], rounds=[], hosting="loop")
    assert [k.when for k in sc.kernel_costs(ds)] == ["start", "end", "end"]
    ref = sc.kernel_reference(ds, 64)
    assert (ref.when, ref.way) == ("end", "uring") and ref.per_node_us == pytest.approx(1.3 + 0.09)
    assert sc.kernel_reference(ds, 1024).way == "uring" and sc.kernel_reference(ds, 100) is None
    floor = sc.Cost("raw@uring", "pubsub", "tcp", broker={64: [128.0, 130.0, 131.0], 100: [500.0]})
    zmq = sc.Cost("zmq", "pubsub", "tcp", broker={64: [200.0]})
    (d,) = sc.floor_distances(ds, [floor, zmq])  # the floor alone, at the one count with a measurement
    assert (d.nodes, d.per_node_us) == (64, pytest.approx(130.0 / 64))
    assert d.ratio == pytest.approx(130.0 / 64 / (1.3 + 0.09))


def test_the_kernels_cost_in_the_brokers_shape_is_the_reference_where_measured(tmp_path):
    """A measurement with the broker's shape (rrb-kernel's broker_us, broker_coalesced_us) is the reference,
    not the model; a variant whose controller coalesces its writes is held against the coalesced shape."""
    m = {"when": "start", "connections": 64, "single_send_us": 1.0, "single_recv_us": 0.5, "uring_send_us": 0.6,
         "uring_recv_us": 1.5, "batched_send_us": 0.02, "batched_recv_us": 0.04,
         "broker_us": 4.0, "broker_coalesced_us": 3.0}
    k = sc.KernelCost.of(m)
    assert (k.model_us, k.per_node_us) == (pytest.approx(2.59), 4.0)
    assert (k.for_lib("raw@uring"), k.for_lib("raw@uring-coalesce")) == (4.0, 3.0)
    ds = Dataset(folder=tmp_path, meta={"kernel": [m]}, rows=[], columns=[], all_rows=[], rounds=[], hosting="loop")
    floor = sc.Cost("raw@uring", "pubsub", "tcp", broker={64: [320.0]})
    coalesced = sc.Cost("raw@uring-coalesce", "pubsub", "tcp", broker={64: [288.0]})
    ratios = {d.cost.lib: d.ratio for d in sc.floor_distances(ds, [floor, coalesced])}
    assert ratios == {"raw@uring": pytest.approx(5.0 / 4.0), "raw@uring-coalesce": pytest.approx(4.5 / 3.0)}
