#!/usr/bin/env python3
"""curvetool's Lottie exports validate against the Lottie schema and play right.

Each export is validated against the Lottie specification's JSON schema
(PyPI `lottie-specs`, Draft 2020-12, with `jsonschema`), then loaded into
Debian's librlottie (through the PyPI `rlottie-python` bindings) and rendered
frame by frame; the dot's position, read from rlottie's render tree (the
centre of the ellipse's path), must be where `curvetool sample` says at
t = frame / fr for every frame ip … op − 1 (op is exclusive: there the
loop restarts). rlottie computes in 32-bit floats
and solves Bézier easings its own way, so positions must agree to
1e-6 × max(1, |to − from|, |value|) pixels.

Usage: lottie.py /path/to/curvetool
"""
import json
import sys
from importlib import resources

import jsonschema
from rlottie_python import LottieAnimation

from common import Check

TOOL = sys.argv[1]
LIB = sys.argv[2] if len(sys.argv) > 2 else "/usr/lib/x86_64-linux-gnu/librlottie.so.0-1"
check = Check(TOOL)


class DebianRlottie(LottieAnimation):
    """Debian's librlottie 0.1 has no lottie_init or model cache setting."""

    def lottie_init(self):
        pass

    def lottie_configure_model_cache_size(self, size):
        pass


def run(*args):
    return check.run(*args)


def centres(layer):
    """Centres of every path's bounding box in a render tree."""
    out = []
    for i in range(layer.mNodeList.size):
        path = layer.mNodeList.ptr[i].contents.mPath
        # librlottie 0.1 counts floats, not points.
        floats = [path.ptPtr[j] for j in range(path.ptCount)]
        xs, ys = floats[0::2], floats[1::2]
        if xs:
            out.append(((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2))
    for i in range(layer.mLayerList.size):
        out += centres(layer.mLayerList.ptr[i].contents)
    return out


schema = json.loads(resources.files("lottie_specs").joinpath("data/lottie.schema.json").read_text())
validator = jsonschema.Draft202012Validator(schema)

CASES = [
    (".bouncy", ["--from", "0", "--to", "300"]),
    ("{ tension: 170, friction: 26 }", ["--to", "250", "--fps", "24"]),
    ("SpringForce(1500, 0.5)", ["--from", "100", "--to", "-100", "--duration", "0.41"]),
    ("cubic-bezier(.68,-.55,.27,1.55)", ["--to", "400", "--duration", "0.5"]),
    ("ease", ["--to", "300", "--duration", "0.3333"]),
    ("steps(4, jump-end)", ["--to", "200"]),
    ("linear(0, 0.25 75%, 1)", ["--to", "100"]),
    ("bounce(bounces: 2)", ["--to", "300"]),
    ("bounce(bounces: 3, stiffness: heavy, compat: skbounce)", ["--from", "40", "--to", "360"]),
    ("damped-cosine(amplitude: -200, decay: 4, omega: 25, offset: 250)", []),
    ("UnitCurve.circularEaseOut", ["--to", "300", "--duration", "0.4"]),
]

def load(text, label):
    """The export validated against the schema and loaded into rlottie, or None (a failure recorded)."""
    doc = json.loads(text)
    errors = list(validator.iter_errors(doc))
    if errors:
        check.failures.append(f"{label}: schema: {errors[0].message[:200]} at {list(errors[0].path)}")
        return None
    return doc, DebianRlottie.from_data(text, rlottie_lib_path=LIB)


for expr, extra in CASES:
    text, notes = run("export", expr, "--format", "lottie", *extra)
    loaded = load(text, expr)
    if loaded is None:
        continue
    doc, anim = loaded
    fr, op = doc["fr"], doc["op"]
    # Frames ip … op − 1 are the animation (op is where it loops); rlottie
    # must count op − ip of them.
    frames = int(op) - 1
    if anim.lottie_animation_get_totalframe() != int(op):
        check.failures.append(f"{expr}: rlottie counts {anim.lottie_animation_get_totalframe()} frames, op is {op}")
    # Sample with the export's options but --fps; times are frame / fr, held
    # after the last key (the export may lengthen an endless motion to whole
    # frames and says so).
    sample_args = list(extra)
    if "--fps" in sample_args:
        k = sample_args.index("--fps")
        del sample_args[k:k + 2]
    curve = json.loads(run("sample", expr, "--format", "json", "--at", "0", *sample_args)[0])["curve"]
    keys = doc["layers"][0]["ks"]["p"]["x"]["k"]
    shown = keys[-1]["t"] / fr
    times = [min(f / fr, shown) for f in range(frames + 1)]
    span = abs(curve["to"] - curve["from"]) or 1
    worst = 0.0
    got = []
    for f in range(frames + 1):
        tree = anim.lottie_animation_render_tree(f, doc["w"], doc["h"])
        c = centres(tree)
        if len(c) != 1:
            check.failures.append(f"{expr}: frame {f}: expected one shape, found {len(c)}")
            break
        got.append(c[0][0])
    sampled = json.loads(run("sample", expr, "--format", "json", "--at", ",".join(repr(t) for t in times), *sample_args)[0])["values"]
    for f, (x, v) in enumerate(zip(got, sampled)):
        allowed = 1e-6 * max(1.0, span, abs(v))
        worst = max(worst, abs(x - v))
        if abs(x - v) > allowed:
            check.failures.append(f"{expr}: frame {f}: rlottie draws x = {x:.6g}, curvetool says {v:.6g}")
            break
    print(f"  {expr:62.62} fr {fr:g}, op {op:g}: {len(got)} frames, max |Δx| {worst:.3g} px"
          + (f"  [{notes.strip().splitlines()[-1][6:70]}…]" if notes.strip() else ""))

# --property: each channel carries the value where Lottie means it. Measured
# in rlottie's render tree: the dot's centre (x, y), its width (24 px × the
# scale factor), the angle of the drawn bar (rotation, degrees, to 2° at
# 128 px) and its fill alpha (8-bit, opacity 0…1).
import math


def nodes(layer):
    out = []
    for i in range(layer.mNodeList.size):
        out.append(layer.mNodeList.ptr[i].contents)
    for i in range(layer.mLayerList.size):
        out += nodes(layer.mLayerList.ptr[i].contents)
    return out


def measure(node, channel):
    path = node.mPath
    floats = [path.ptPtr[j] for j in range(path.ptCount)]
    xs, ys = floats[0::2], floats[1::2]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    if channel == "translateY":
        return cy
    if channel == "scale":
        return (max(xs) - min(xs)) / 24

    return node.mColor.a / 255


CHANNELS = [
    ("translateY", ".bouncy", ["--from", "100", "--to", "400"], 1e-6),
    ("scale", "bounce(bounces: 2)", ["--from", "1", "--to", "3"], 1e-5),
    ("rotate", "cubic-bezier(.68,-.55,.27,1.55)", ["--to", "90", "--duration", "0.5"], 2 / 90),
    ("opacity", "ease", ["--duration", "0.5"], 1 / 255),
]
for channel, expr, extra, tolerance in CHANNELS:
    text, _ = run("export", expr, "--format", "lottie", f"--property={channel}", *extra)
    loaded = load(text, f"--property {channel}")
    if loaded is None:
        continue
    doc, anim = loaded
    fr, op = doc["fr"], doc["op"]
    frames = int(op) - 1
    times = [f / fr for f in range(frames + 1)]
    sampled = json.loads(run("sample", expr, "--format", "json", "--at", ",".join(repr(t) for t in times), *extra)[0])["values"]
    got = []
    for f in range(frames + 1):
        if channel == "rotate":
            # rlottie's render tree leaves rotation to the rasteriser: read
            # the bar's angle from the drawn pixels (second moments of the
            # alpha channel), folded to the half-turn a bar cannot tell apart.
            w = 256
            pixels = anim.lottie_animation_render(frame_num=f, width=w, height=w)
            m = [0.0] * 6
            for j in range(w * w):
                a = pixels[4 * j + 3]
                if a:
                    x, y = j % w, j // w
                    m = [m[0] + a, m[1] + a * x, m[2] + a * y, m[3] + a * x * x, m[4] + a * y * y, m[5] + a * x * y]
            mx, my = m[1] / m[0], m[2] / m[0]
            mu20, mu02, mu11 = m[3] / m[0] - mx * mx, m[4] / m[0] - my * my, m[5] / m[0] - mx * my
            got.append(math.degrees(0.5 * math.atan2(2 * mu11, mu20 - mu02)))
            continue
        found = nodes(anim.lottie_animation_render_tree(f, doc["w"], doc["h"]))
        if channel == "opacity" and not found:
            got.append(0.0)  # fully transparent: rlottie draws nothing
            continue
        if len(found) != 1:
            check.failures.append(f"--property {channel}: frame {f}: expected one shape, found {len(found)}")
            break
        got.append(measure(found[0], channel))
    if channel == "rotate":
        # A bar looks the same after half a turn: compare angles mod 180°.
        got = [((g - v + 90) % 180) - 90 + v for g, v in zip(got, sampled)]
    worst = max(abs(g - v) for g, v in zip(got, sampled))
    check.expect(worst <= tolerance * max(1.0, max(abs(v) for v in sampled)),
                 f"--property {channel} ({expr}): rlottie differs from the curve by {worst:.3g}")
    print(f"  --property {channel:10} {expr:40.40} {len(got)} frames, max |Δ| {worst:.3g}")

# A baked file (docs/lottie.md §6): docs/examples/bounce.lottie.json carries
# an inertial-bounce expression on x (amp 0.05, freq 4, decay 8 after the
# key at frame 30, where the linear move 100 → 400 px arrives at 600 px/s)
# and loopOut("pingpong") on the scale (100 → 120 % over frames 0…30). The
# expressions' motion is written out here from their formulas; rlottie must
# draw the baked file within the error `lottie --bake` states, plus rlottie's
# float rounding.
import os
import tempfile

EXAMPLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "docs", "examples", "bounce.lottie.json")
baked_path = os.path.join(tempfile.mkdtemp(), "baked.json")
report = json.loads(run("lottie", EXAMPLE, "--bake", "-o", baked_path, "--max-error", "0.05", "--format", "json")[0])
errors = {b["path"]: b["error"] for b in report["baked"]}
check.expect(set(errors) == {"layers[0].ks.p.x", "layers[0].ks.s"}, f"bake: baked {sorted(errors)}")
check.expect([l["path"] for l in report["left"]] == ["layers[0].ks.r"], f"bake: left {report['left']}")
with open(baked_path) as f:
    baked_text = f.read()
loaded = load(baked_text, "baked bounce.lottie.json")
if loaded is not None and set(errors) == {"layers[0].ks.p.x", "layers[0].ks.s"}:
    doc, anim = loaded
    fr = doc["fr"]
    check.expect(all("x" not in doc["layers"][0]["ks"][k] for k in ("s",)) and "x" not in doc["layers"][0]["ks"]["p"]["x"],
                 "bake: an expression was left on a baked property")

    def expected_x(t):
        if t < 0.5:
            return 100 + 300 * t / 0.5
        u = t - 0.5
        return 400 + 600 * 0.05 * math.sin(4 * u * 2 * math.pi) / math.exp(8 * u)

    def expected_scale(t):
        period = 0.5
        if t <= period:
            return 100 + 20 * t / period
        k = math.floor(t / period)
        w = t - k * period
        if k % 2 == 1:
            w = period - w
        return 100 + 20 * w / period

    worst_x = worst_s = 0.0
    for f in range(int(doc["op"])):
        found = nodes(anim.lottie_animation_render_tree(f, doc["w"], doc["h"]))
        if len(found) != 1:
            check.failures.append(f"bake: frame {f}: expected one shape, found {len(found)}")
            break
        path = found[0].mPath
        floats = [path.ptPtr[j] for j in range(path.ptCount)]
        xs = floats[0::2]
        x = (min(xs) + max(xs)) / 2
        width = max(xs) - min(xs)
        t = f / fr
        dx = abs(x - expected_x(t))
        ds = abs(width / 24 * 100 - expected_scale(t))
        worst_x, worst_s = max(worst_x, dx), max(worst_s, ds)
        check.expect(dx <= errors["layers[0].ks.p.x"] + 1e-4 * 400, f"bake: frame {f}: x {x:.6g}, the expression {expected_x(t):.6g}")
        check.expect(ds <= errors["layers[0].ks.s"] + 1e-4 * 120, f"bake: frame {f}: scale {width / 24 * 100:.6g} %, the expression {expected_scale(t):.6g} %")
    print(f"  baked bounce.lottie.json: x within {worst_x:.3g} px (stated {errors['layers[0].ks.p.x']:.3g}),"
          f" scale within {worst_s:.3g} % (stated {errors['layers[0].ks.s']:.3g})")

# A file diagnose --write-fixed wrote (docs/diagnose.md §14): the spinner
# example retimed to 1.2 s through fr, its near-miss seam closed. It must
# stay valid and play 60 frames in 1.2 s in rlottie; the examples themselves
# are valid Lottie too.
SPINNER = os.path.join(os.path.dirname(EXAMPLE), "spinner.lottie.json")
for example in (EXAMPLE, SPINNER):
    with open(example) as f:
        load(f.read(), os.path.basename(example))
fixed_path = os.path.join(tempfile.mkdtemp(), "spinner-fixed.json")
run("diagnose", SPINNER, "--intended-period", "1.2", "--write-fixed", fixed_path)
with open(fixed_path) as f:
    fixed_text = f.read()
loaded = load(fixed_text, "spinner --write-fixed")
if loaded is not None:
    doc, anim = loaded
    # rlottie's own duration is its last frame's time; a loop is its
    # frame count over its frame rate.
    duration = anim.lottie_animation_get_totalframe() / anim.lottie_animation_get_framerate()
    check.expect(abs(duration - 1.2) <= 1e-6, f"spinner --write-fixed: rlottie plays it in {duration} s, not 1.2 s")
    check.expect(anim.lottie_animation_get_totalframe() == 60, "spinner --write-fixed: not 60 frames")
    keys = doc["layers"][0]["ks"]["p"]["k"]
    check.expect(keys[-1]["s"] == keys[0]["s"], "spinner --write-fixed: the position's seam is still open")
    print(f"  spinner --write-fixed: valid, {anim.lottie_animation_get_totalframe()} frames in {duration:.6g} s in rlottie")

check.finish(f"lottie check: {len(CASES)} exports, {len(CHANNELS)} channels, a baked file and a fixed one valid and rendered where the curve, the expressions and the fix say")
