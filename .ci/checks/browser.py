#!/usr/bin/env python3
"""Headless Chromium plays curvetool's CSS exports; the values must agree.

For each case the export is loaded through the Web Animations API:
- css-linear and cubic-bezier: the easing drives `element.animate()`; at
  each time `effect.getComputedTiming()` gives the local time and the eased
  progress. Chromium's progress must equal curvetool's evaluation of the
  exported easing (to 1e-12) and the original curve within the error the
  export reports (plus Chromium's own Bézier solver error, which
  `curvetool bezier --format json` reports).
- css-keyframes: the exported stylesheet animates a registered <number>
  custom property; `document.getAnimations()` finds the animation, and at each
  stop (and half-way between stops) the computed value must equal the stop's
  value (straight lines between stops), within Chromium's six significant
  digits of serialisation; every stop must be the curve's value there.

Usage: browser.py /path/to/curvetool
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile

from common import Check

TOOL = sys.argv[1]
CHROMIUM = os.environ.get("CHROMIUM", "chromium")
check = Check(TOOL)


def run(*args):
    return check.run(*args)[0]


def chromium_json(page, name):
    """Loads `page` in headless Chromium and returns the JSON it leaves in <pre id="out">."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, name)
        with open(path, "w") as f:
            f.write(page)
        dom = subprocess.run(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--dump-dom", "file://" + path],
            capture_output=True, text=True, timeout=120).stdout
    m = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
    if not m:
        raise SystemExit(f"Chromium produced no results for {name}:\n" + dom[:2000])
    return json.loads(m.group(1).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"'))


def sample(expr, times, *extra):
    """Values of a curve at times (seconds), from `curvetool sample`."""
    out = json.loads(run("sample", expr, "--format", "json", "--at", ",".join(repr(t) for t in times), *extra))
    return out["values"], out["curve"]


rng = random.Random(20261122)
# (i + 0.5)/400 never lands on a steps() jump; the random ones almost surely not.
FRACTIONS = [(i + 0.5) / 400 for i in range(400)] + [rng.random() for _ in range(200)] + [0.0, 1.0]

LINEAR = [
    (".bouncy", []),
    ("SpringForce(1500, 0.5)", []),
    ("{ tension: 170, friction: 26 }", []),
    ("cubic-bezier(.68,-.55,.27,1.55)", []),
    ("steps(4, jump-end)", []),
    ("steps(3, jump-both)", []),
    ("bounce(bounces: 2)", []),
    ("bounce(bounces: 3, stiffness: heavy, compat: skbounce)", []),
    ("linear(0, 0.25 75%, 1)", []),
    ("UnitCurve.circularEaseInOut", []),
    ("ease", ["--max-error", "0.0001"]),
    (".spring(duration: 0.6, bounce: -0.3)", ["--decimals", "3"]),
]
BEZIER = [".smooth", ".bouncy", "ease-in-out", "UnitCurve.circularEaseOut", "bounce(bounces: 1)", "easeOutBack"]
KEYFRAMES = [
    ".bouncy",
    "cubic-bezier(.68,-.55,.27,1.55)",
    "steps(3, jump-both)",
    "linear(0, 0.25 75%, 1)",
    "bounce(bounces: 2, stiffness: heavy)",
    "{ type: 'spring', stiffness: 300, damping: 12 }",
]

cases = []
for i, (expr, extra) in enumerate(LINEAR):
    text = run("export", expr, "--format", "css-linear", "--name", f"c{i}", *extra)
    easing = re.search(r"--c%d-easing: (.*);" % i, text).group(1)
    duration = float(re.search(r"--c%d-duration: (.*)ms;" % i, text).group(1))
    m = re.search(r"max error ([0-9.e-]+)", text)
    reported = float(m.group(1)) if m else 0.0
    cases.append({"kind": "css-linear", "expr": expr, "easing": easing, "ms": duration, "reported": reported})
for i, expr in enumerate(BEZIER):
    text = run("export", expr, "--format", "cubic-bezier")
    easing = re.search(r"^(cubic-bezier\(.*\))$", text, re.M).group(1)
    m = re.search(r"max error ([0-9.e-]+)", text)
    reported = float(m.group(1)) if m else 0.0
    _, curve = sample(expr, [0])
    cases.append({"kind": "cubic-bezier", "expr": expr, "easing": easing, "ms": curve["duration"] * 1000, "reported": reported})

styles = []
for i, expr in enumerate(KEYFRAMES):
    css = run("export", expr, "--format", "css-keyframes", "--name", f"k{i}", f"--property=--v{i}")
    stops = [(float(p), float(v)) for p, v in re.findall(r"^\s*([0-9.e-]+)%% \{ --v%d: ([0-9.e+-]+);" % i, css, re.M)]
    ms = float(re.search(r"animation: k%d ([0-9.e+-]+)ms" % i, css).group(1))
    timing = re.search(r"animation-timing-function: (.*?);", css)
    styles.append(css + f"\n#e{i} {{ animation: k{i} {ms!r}ms linear both; }}\n")
    # Times: every stop and half-way between stops; random times for a single eased pair.
    times = [p / 100 * ms for p, _ in stops]
    if timing:
        times += [f * ms for f in FRACTIONS]
    else:
        times += [(a + b) / 2 for a, b in zip(times, times[1:])]
    cases.append({"kind": "css-keyframes", "expr": expr, "index": i, "stops": stops, "ms": ms, "times": times,
                  "timing": timing.group(1) if timing else None})

page = """<!doctype html><html><head><style>%s</style></head><body>%s<pre id="out"></pre><script>
const cases = %s, fractions = %s, results = [];
for (const c of cases) {
  if (c.kind === "css-keyframes") {
    const el = document.getElementById("e" + c.index);
    const a = document.getAnimations().find(x => x.effect && x.effect.target === el);
    a.pause();
    results.push(c.times.map(ms => { a.currentTime = ms; return [ms, getComputedStyle(el).getPropertyValue("--v" + c.index)]; }));
  } else {
    const el = document.createElement("div");
    document.body.appendChild(el);
    const a = el.animate([{opacity: 0}, {opacity: 1}], {duration: c.ms, easing: c.easing, fill: "both"});
    a.pause();
    results.push(fractions.map(f => { a.currentTime = f * c.ms; const t = a.effect.getComputedTiming(); return [t.localTime, t.progress]; }));
  }
}
document.getElementById("out").textContent = JSON.stringify({ua: navigator.userAgent, results});
</script></body></html>""" % (
    "\n".join(styles), "".join(f'<div id="e{i}"></div>' for i in range(len(KEYFRAMES))),
    json.dumps(cases), json.dumps(FRACTIONS))

data = chromium_json(page, "page.html")
print("browser:", data["ua"])

for case, rows in zip(cases, data["results"]):
    expr = case["expr"]
    if case["kind"] in ("css-linear", "cubic-bezier"):
        ms = case["ms"]
        fractions = [local / ms for local, _ in rows]
        browser = [p for _, p in rows]
        # 1. The browser evaluates the exported easing as curvetool does.
        if case["kind"] == "css-linear":
            ours, _ = sample(case["easing"], fractions, "--duration", "1")
            engine_error = 0.0
        else:
            coords = re.findall(r"[-0-9.e]+", case["easing"][len("cubic-bezier"):])
            out = json.loads(run("bezier", *coords, "--engine", "chromium", "--duration", repr(ms / 1000),
                                 "--format", "json", "--at", ",".join(repr(f) for f in fractions)))
            ours = out["values"]
            engine_error = out["engines"]["chromium"]["maxError"]
        worst_text = max(abs(a - b) for a, b in zip(browser, ours))
        check.expect(worst_text <= 1e-12, f"{case['kind']} {expr}: Chromium differs from curvetool's evaluation of {case['easing'][:60]}… by {worst_text:.3g}")
        # 2. Within the reported error of the original curve.
        values, curve = sample(expr, [f * ms / 1000 for f in fractions])
        span = curve["to"] - curve["from"]
        progress = [(v - curve["from"]) / span for v in values]
        worst = max(abs(a - b) for a, b in zip(browser, progress))
        allowed = case["reported"] * 1.005 + engine_error + 1e-9
        check.expect(worst <= allowed, f"{case['kind']} {expr}: max |Chromium − curve| {worst:.6g} > reported {case['reported']:.6g}")
        print(f"  {case['kind']:13} {expr:55.55} {len(rows)} times: vs export {worst_text:.2g}, vs curve {worst:.3g} (reported {case['reported']:.3g})")
    else:
        times = [ms for ms, _ in rows]
        browser = [float(v) for _, v in rows]
        stops = case["stops"]
        ms = case["ms"]
        values, curve = sample(expr, [p / 100 * ms / 1000 for p, _ in stops])
        if case["timing"]:
            # One pair of stops, from and to, with the easing between them.
            worst_stop = max(abs(stops[0][1] - curve["from"]), abs(stops[-1][1] - curve["to"]))
            check.expect(len(stops) == 2 and worst_stop == 0, f"css-keyframes {expr}: the stops are not from and to")
        else:
            # Every stop is the curve's value at its time.
            worst_stop = max(abs(v - s) for (_, s), v in zip(stops, values))
            check.expect(worst_stop <= 1e-12 * max(1, abs(curve["to"])), f"css-keyframes {expr}: a stop is {worst_stop:.3g} off the curve")
        if case["timing"]:
            expected, _ = sample(expr, [t / 1000 for t in times])
            engine_error = 1e-6
        else:
            # Straight lines between stops.
            xs = [p / 100 * ms for p, _ in stops]
            ys = [v for _, v in stops]
            expected = []
            for t in times:
                k = max(0, min(len(xs) - 2, max(j for j in range(len(xs)) if xs[j] <= t)))
                a, b = xs[k], xs[k + 1]
                expected.append(ys[k] + (ys[k + 1] - ys[k]) * ((t - a) / (b - a) if b > a else 1))
            engine_error = 0.0
        worst = max(abs(a - b) - 5e-6 * max(1.0, abs(b)) for a, b in zip(browser, expected))
        check.expect(worst <= engine_error, f"css-keyframes {expr}: Chromium's value differs by {worst:.3g} beyond six significant digits")
        print(f"  css-keyframes {expr:55.55} {len(rows)} times: stops on the curve to {worst_stop:.2g}, browser within 6 digits")

# --property: every declaration is valid CSS (CSS.supports) and the computed
# style at each stop is the stop's value in the property's own form.
import math

PROPERTIES = [
    ("translateX", 100), ("translateY", 100), ("scale", 2), ("rotate", 90), ("opacity", 1), ("left", 100),
    ("filter: blur({}px)", 10),
]
prop_cases, prop_styles = [], []
for i, (prop, to) in enumerate(PROPERTIES):
    css = run("export", ".bouncy", "--format", "css-keyframes", "--name", f"p{i}", "--to", str(to), f"--property={prop}")
    decls = re.findall(r"^\s*([0-9.e-]+)% \{ ([a-z-]+): (.*?); \}", css, re.M)
    ms = float(re.search(r"animation: p%d ([0-9.e+-]+)ms" % i, css).group(1))
    prop_styles.append(css + f"\n#q{i} {{ position: absolute; animation: p{i} {ms!r}ms linear both; }}\n")
    prop_cases.append({"prop": prop, "index": i, "ms": ms,
                       "stops": [{"at": float(p) / 100 * ms, "name": n, "value": v} for p, n, v in decls]})

prop_page = """<!doctype html><html><head><style>%s</style></head><body>%s<pre id="out"></pre><script>
const cases = %s, results = [];
for (const c of cases) {
  const el = document.getElementById("q" + c.index);
  const a = document.getAnimations().find(x => x.effect && x.effect.target === el);
  a.pause();
  results.push(c.stops.map(s => { a.currentTime = s.at; return [CSS.supports(s.name, s.value), getComputedStyle(el).getPropertyValue(s.name)]; }));
}
document.getElementById("out").textContent = JSON.stringify(results);
</script></body></html>""" % ("\n".join(prop_styles), "".join(f'<div id="q{i}"></div>' for i in range(len(PROPERTIES))), json.dumps(prop_cases))

prop_results = chromium_json(prop_page, "properties.html")


def numbers(text):
    return [float(x) for x in re.findall(r"-?[0-9.]+(?:e[-+]?[0-9]+)?", text)]


def expected_computed(prop, value):
    """What Chromium's computed style reads for a declared value."""
    v = numbers(value)[0]
    if prop == "translateX":
        return [1, 0, 0, 1, v, 0]
    if prop == "translateY":
        return [1, 0, 0, 1, 0, v]
    if prop == "scale":
        return [v, 0, 0, v, 0, 0]
    if prop == "rotate":
        r = math.radians(v)
        return [math.cos(r), math.sin(r), -math.sin(r), math.cos(r), 0, 0]
    return [v]


for case, rows in zip(prop_cases, prop_results):
    stops = case["stops"]
    check.expect(len(stops) > 2, f"--property {case['prop']}: no stops parsed")
    invalid = [s["value"] for s, (ok, _) in zip(stops, rows) if not ok]
    check.expect(not invalid, f"--property {case['prop']}: CSS.supports rejects {invalid[:3]}")
    worst = 0.0
    for s, (_, computed) in zip(stops, rows):
        got = numbers(computed)
        want = expected_computed(case["prop"], s["value"])
        if case["prop"] == "opacity":
            want = [min(1.0, max(0.0, want[0]))]  # opacity is clamped to [0, 1] when used
        if len(got) != len(want):
            check.expect(False, f"--property {case['prop']}: computed {computed!r} for {s['value']!r}")
            continue
        worst = max(worst, max(abs(a - b) - 5e-6 * max(1.0, abs(b)) for a, b in zip(got, want)))
    check.expect(worst <= 1e-9, f"--property {case['prop']}: computed style differs by {worst:.3g} beyond six digits")
    print(f"  --property {case['prop']:22} {len(stops)} stops: valid CSS, computed style matches")

check.finish(f"browser check: {len(cases)} exports and {len(prop_cases)} properties agree")
