#!/usr/bin/env python3
"""Side-by-side timings for docs/performance.md: curvetool against the Python
people would otherwise use (numpy, polars, scipy's curve_fit), on one file.

Usage: python3 docs/perf/side_by_side.py CURVETOOL [ROWS]
Writes a 10^6-row CSV of a noisy damped cosine to a temporary folder, then
times (CPU seconds of the process, best of 3):
  - curvetool fit FILE --model damped-cosine
  - curvetool fit FILE (model selection, then the winner on every row)
  - numpy.loadtxt + scipy.optimize.curve_fit (lm, i.e. MINPACK lmdif)
  - polars.read_csv + scipy.optimize.curve_fit
and prints one table row per tool. Then, on 10^4 rows of the same curve,
the fit alone (reading excluded, best of 7): curvetool's own `fitTimeSeconds`
(no starting guess: it finds its own starts) against scipy's
`curve_fit(method="lm")` (MINPACK lmdif) timed around the call, started from
a guess near the answer, and their ratio.
Needs numpy, scipy and polars (pip).
"""
import json
import math
import os
import random
import resource
import subprocess
import sys
import tempfile
import time


def write_csv(path, rows):
    rng = random.Random(7)
    with open(path, "w") as f:
        f.write("t,value\n")
        for i in range(rows):
            t = 2.0 * i / rows
            y = -100 * math.exp(-3 * t) * math.cos(12 * t) + 100 + rng.gauss(0, 0.5)
            f.write(f"{t!r},{y!r}\n")


def child_cpu(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


PYTHON_FIT = r"""
import sys, numpy as np
from scipy.optimize import curve_fit
reader, path = sys.argv[1], sys.argv[2]
if reader == "numpy":
    data = np.loadtxt(path, delimiter=",", skiprows=1)
    t, y = data[:, 0], data[:, 1]
else:
    import polars as pl
    frame = pl.read_csv(path)
    t, y = frame["t"].to_numpy(), frame["value"].to_numpy()
model = lambda t, a, d, w, b: a * np.exp(-d * t) * np.cos(w * t) + b
p, _ = curve_fit(model, t, y, p0=[-90, 2, 11, 95], method="lm")
print(p)
"""


def main():
    tool = sys.argv[1]
    rows = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "recorded.csv")
    write_csv(path, rows)
    script = os.path.join(folder, "fit.py")
    with open(script, "w") as f:
        f.write(PYTHON_FIT)
    runs = {
        "curvetool fit --model damped-cosine": [tool, "fit", path, "--model", "damped-cosine"],
        "curvetool fit (no --model: every model compared, the best fitted)": [tool, "fit", path],
        "numpy.loadtxt + scipy curve_fit (lm)": [sys.executable, script, "numpy", path],
        "polars.read_csv + scipy curve_fit (lm)": [sys.executable, script, "polars", path],
    }
    print(f"| {rows:,} rows, {os.path.getsize(path) / 1e6:.1f} MB | CPU s (best of 3) |")
    print("|---|---|")
    for name, command in runs.items():
        best = min(child_cpu(command) for _ in range(3))
        print(f"| {name} | {best:.2f} |")
    fit_only(tool, folder)


def fit_only(tool, folder, rows=10_000):
    """The fit alone on `rows` rows: curvetool's fitTimeSeconds against
    scipy curve_fit (lm) timed in process; best of 7 each."""
    import numpy as np
    from scipy.optimize import curve_fit

    path = os.path.join(folder, "small.csv")
    write_csv(path, rows)
    def fit_time(*extra):
        return min(
            json.loads(subprocess.run([tool, "fit", path, *extra, "--format", "json"],
                                      check=True, capture_output=True, text=True).stdout)["fitTimeSeconds"]
            for _ in range(7))

    ours = fit_time("--model", "damped-cosine")
    auto = fit_time()
    data = np.loadtxt(path, delimiter=",", skiprows=1)
    t, y = data[:, 0], data[:, 1]
    model = lambda t, a, d, w, b: a * np.exp(-d * t) * np.cos(w * t) + b
    theirs = float("inf")
    for _ in range(7):
        start = time.perf_counter()
        curve_fit(model, t, y, p0=[-90, 2, 11, 95], method="lm")
        theirs = min(theirs, time.perf_counter() - start)
    print()
    print(f"| damped cosine, {rows:,} rows, fit only | ms (best of 7) |")
    print("|---|---|")
    print(f"| curvetool (no guess) | {ours * 1000:.2f} |")
    print(f"| curvetool without --model (every model ranked, the best fitted) | {auto * 1000:.2f} |")
    print(f"| scipy curve_fit lm (MINPACK lmdif, from a close guess) | {theirs * 1000:.2f} |")
    print(f"| ratio curvetool / MINPACK | {ours / theirs:.2f} |")
    print(f"| ratio without --model / one model (curvetool) | {auto / ours:.2f} |")
    print(f"| ratio without --model / MINPACK | {auto / theirs:.2f} |")


if __name__ == "__main__":
    main()
