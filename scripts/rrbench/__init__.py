"""The sweep, its results and the report of the broker benchmark, in layers.

The commands scripts/sweep, report, compare, soak, netlab and profile-broker are thin: each
calls one module's main() (docs-figures and harness-check keep a little logic
of their own: which docs to regenerate, the harness's self-check). Below them the
package is seven layers; a module imports only from its own layer or from a
layer below it, never from one above (tests/test_layers.py checks it, with
no module reaching into another object's _private members and no function
over 60 lines):

  sweep      the sweep's command: flags, presets (the named experiments),
             the plan they make, the loop over the points, progress; soak
  render     the report: its sections, figures, plots, documents (Markdown,
             HTML), the docs' figures, scripts/compare
  analysis   reading results: the dataset, statistics, the decision rule,
             findings, the first screen's rule, churn's and capacity's tables
  run        running one point: the runner, its process supervisor, the
             sampler (CPU, bytes, memory), fault injection, the churn driver,
             launchers (local, netns, ssh), the network lab, OS limits
  record     what a sweep writes: results.csv, meta.json, latency histograms,
             resuming a sweep
  workloads  the workloads, each one module (registry.py lists them): its axes,
             flags, defaults and columns, what a point of it starts and how its
             output becomes a row; the points and their order; churn, capacity's
             staircase
  core       the vocabulary: the axes' names, units, the programs' lines and limits, errors

`run` and `analysis` do not use each other; the order between them is only
there so that the layers form one line.
"""

# Bottom to top: a module may import from its own layer and the ones before it.
LAYERS = ("core", "workloads", "record", "run", "analysis", "render", "sweep")
