// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The simulation kernel of `curvetool diagnose`: 100 timelines of three
/// tracks (a spring, cubic and linear mix like the bouncing balls) looping
/// for 10 minutes, sampled at 120 Hz (target: under 1 s).
enum DiagnoseKernels {
  /// A kfloop/1 document of `count` timelines.
  static func document(count: Int) -> KfloopDocument? {
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
    let text = "{\"format\": \"kfloop/1\", \"timelines\": [" + timelines.joined(separator: ",") + "], \"analyze\": {\"horizon\": 600}}"
    return try? KfloopReader.read(Array(text.utf8))
  }

  static var all: [BenchKernel] {
    guard let doc = document(count: 100) else { return [] }
    return [
      BenchKernel(name: "diagnose.run-100x3x10min", ops: 1, unit: "diagnosis (100 timelines × 3 tracks, 600 s horizon)") {
        let (_, findings) = Diagnostics.run(doc)
        return Double(findings.count)
      }.standing(for: "diagnose FILE (Diagnostics.run: what diagnose runs)"),
    ]
  }
}
