// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The kernels of `curvetool diagnose`: timelines of three tracks (a
/// spring, cubic and linear mix like the bouncing balls) looping, 100 for
/// 10 minutes and 1000 for 60 s (issue 15's target: 0.5 CPU-s for the whole
/// command on the second).
enum DiagnoseKernels {
  /// A kfloop/1 document of `count` timelines.
  static func document(count: Int, horizon: Double = 600) -> KfloopDocument? {
    var timelines: [String] = []
    for i in 0..<count {
      let d = 0.8 + 0.01 * Double(i)
      timelines.append("""
        {"id": "t\(i)", "initialValue": {"scale": 1, "y": 0, "x": 0},
         "tracks": [
          {"keyPath": "scale", "keyframes": [
            {"type": "spring", "to": 0.7, "duration": \(0.3 * d)},
            {"type": "cubic", "to": 1, "duration": \(0.4 * d)},
            {"type": "spring", "to": 1, "duration": \(0.3 * d)}]},
          {"keyPath": "y", "keyframes": [
            {"type": "cubic", "to": -100, "duration": \(0.5 * d)},
            {"type": "cubic", "to": 0, "duration": \(0.5 * d)}]},
          {"keyPath": "x", "keyframes": [
            {"type": "linear", "to": 50, "duration": \(0.5 * d), "timingCurve": "easeInOut"},
            {"type": "linear", "to": 0, "duration": \(0.5 * d), "timingCurve": "easeInOut"}]}],
         "playback": {"mode": "repeating", "startAt": \(0.001 * Double(i))}}
        """)
    }
    let text = "{\"format\": \"kfloop/1\", \"timelines\": [" + timelines.joined(separator: ",") + "], \"analyze\": {\"horizon\": \(horizon)}}"
    return try? KfloopReader.read(Array(text.utf8))
  }

  /// The two documents, read when a kernel first runs (its warm-up).
  private static let hundred = document(count: 100)
  private static let thousand = document(count: 1000, horizon: 60)

  static var all: [BenchKernel] {
    [
      BenchKernel(name: "diagnose.run-1000x3x60s", ops: 1, unit: "diagnosis (1000 timelines × 3 tracks, 60 s horizon)") {
        guard let many = thousand else { return 0 }
        let (_, findings) = Diagnostics.run(many)
        return Double(findings.count)
      }.standing(for: "diagnose FILE with 1000 timelines (Diagnostics.run, after reading)"),
      BenchKernel(name: "diagnose.run-100x3x10min", ops: 1, unit: "diagnosis (100 timelines × 3 tracks, 600 s horizon)") {
        guard let doc = hundred else { return 0 }
        let (_, findings) = Diagnostics.run(doc)
        return Double(findings.count)
      }.standing(for: "diagnose FILE (Diagnostics.run: what diagnose runs)"),
    ]
  }
}
