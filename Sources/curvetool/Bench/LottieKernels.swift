// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `lottie --bake` timed as the command runs it (``LottieBake``): an
/// inertial bounce after a key on a 600-frame layer at 60 fps, run by the
/// expression evaluator at 16 points a frame, fitted with Bézier keyframes
/// on whole frames, and measured at 64 points a frame.
enum LottieKernels {
  static let frames = 600

  /// The file: x eases linearly 100 → 400 over frames 0…30, then the
  /// inertial bounce (amp 0.05, freq 4, decay 2) runs for the rest.
  static let file: String = {
    let bounce = "amp = 0.05; freq = 4; decay = 2; n = 0; if (numKeys > 0) { n = nearestKey(time).index; if (key(n).time > time) n--; } "
      + "if (n == 0) { t = 0; } else { t = time - key(n).time; } if (n > 0) { v = velocityAtTime(key(n).time - thisComp.frameDuration/10); "
      + "value + v*amp*Math.sin(freq*t*2*Math.PI)/Math.exp(decay*t); } else { value; }"
    return #"{"v": "5.7.4", "fr": 60, "ip": 0, "op": \#(frames), "w": 512, "h": 512, "assets": [], "layers": [{"ty": 4, "ip": 0, "op": \#(frames), "st": 0, "ks": {"p": {"s": true, "x": {"a": 1, "k": [{"t": 0, "s": [100], "o": {"x": [0.3], "y": [0.3]}, "i": {"x": [0.7], "y": [0.7]}}, {"t": 30, "s": [400]}], "x": "\#(bounce)"}, "y": {"a": 0, "k": 256}}}}]}"#
  }()

  static var all: [BenchKernel] {
    let bytes = Array(file.utf8)
    return [
      BenchKernel(name: "lottie.bake.inertial-600f", ops: frames, unit: "frame baked (16 runs of the expression, fitted, measured at 64)") {
        guard let json = try? JSONReader.parse(bytes) else { return 0 }
        let r = LottieBake.bake(bytes: bytes, json: json, tolerance: 0.01)
        return Double(r.baked.first?.keyframes ?? 0)
      }.standing(for: "lottie FILE --bake -o OUT (LottieBake.bake)"),
    ]
  }
}
