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

for expr, extra in CASES:
    text, notes = run("export", expr, "--format", "lottie", *extra)
    doc = json.loads(text)
    errors = list(validator.iter_errors(doc))
    if errors:
        check.failures.append(f"{expr}: schema: {errors[0].message[:200]} at {list(errors[0].path)}")
        continue
    fr, op = doc["fr"], doc["op"]
    anim = DebianRlottie.from_data(text, rlottie_lib_path=LIB)
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
    sampled = json.loads(run("sample", expr, "--format", "json", "--at", ",".join(repr(t) for t in times), *sample_args)[0])["value"]
    for f, (x, v) in enumerate(zip(got, sampled)):
        allowed = 1e-6 * max(1.0, span, abs(v))
        worst = max(worst, abs(x - v))
        if abs(x - v) > allowed:
            check.failures.append(f"{expr}: frame {f}: rlottie draws x = {x:.6g}, curvetool says {v:.6g}")
            break
    print(f"  {expr:62.62} fr {fr:g}, op {op:g}: {len(got)} frames, max |Δx| {worst:.3g} px"
          + (f"  [{notes.strip().splitlines()[-1][6:70]}…]" if notes.strip() else ""))

check.finish(f"lottie check: {len(CASES)} exports valid and rendered where the curve says")
