// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The kernels of `curvetool diagnose`: timelines of three tracks (a
/// spring, cubic and linear mix like the bouncing balls) looping, 100 for
/// 10 minutes, 1000 and 10,000 for 60 s (issue 15's target: 0.5 CPU-s for the whole
/// command on the second).
///
/// Each runs the command itself (``CurveTool/run(_:io:)``) on the file's
/// bytes given as standard input, its report kept in memory: reading, the
/// diagnosis and the report, as `diagnose FILE` and `diagnose FILE
/// --simulate` run them, only the disk and the terminal left out.
enum DiagnoseKernels {
  /// The bytes of a kfloop/1 document of `count` timelines.
  static func kfloop(count: Int, horizon: Double = 600) -> [UInt8] {
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
    return Array(text.utf8)
  }

  /// The two documents, made when a kernel first runs (its warm-up).
  private static let hundred = kfloop(count: 100)
  private static let thousand = kfloop(count: 1000, horizon: 60)
  private static let tenThousand = kfloop(count: 10_000, horizon: 60)

  /// The report of `curvetool diagnose - <arguments>` on `bytes`, at 80
  /// columns; `nil` if the command failed.
  static func report(_ bytes: [UInt8], _ arguments: [String] = []) -> [UInt8]? {
    let io = CommandIO.captured(stdin: bytes)
    guard CurveTool.run(["diagnose", "-"] + arguments, io: io) == ExitCode.success else { return nil }
    return io.stdout.captured
  }

  /// The report's size in bytes, the kernels' checksum.
  private static func diagnose(_ bytes: [UInt8], _ arguments: [String] = []) -> Double {
    Double(report(bytes, arguments)?.count ?? 0)
  }

  static var all: [BenchKernel] {
    [
      BenchKernel(name: "diagnose.file-1000x3x60s", ops: 1, unit: "diagnose of 1000 timelines × 3 tracks, 60 s horizon") {
        diagnose(thousand)
      }.standing(for: "diagnose FILE with 1000 timelines: reading, Diagnostics.run and the text report"),
      BenchKernel(name: "diagnose.file-10000x3x60s", ops: 1, unit: "diagnose of 10,000 timelines × 3 tracks, 60 s horizon") {
        diagnose(tenThousand)
      }.standing(for: "diagnose FILE with 10,000 timelines (issue 38's target: 1 s): reading, Diagnostics.run and the text report"),
      BenchKernel(name: "diagnose.file-100x3x10min", ops: 1, unit: "diagnose of 100 timelines × 3 tracks, 600 s horizon") {
        diagnose(hundred)
      }.standing(for: "diagnose FILE: reading, Diagnostics.run and the text report"),
      BenchKernel(name: "diagnose.simulate-100x3x10min", ops: 1, unit: "diagnose --simulate of 100 timelines × 3 tracks, 600 s horizon") {
        diagnose(hundred, ["--simulate"])
      }.standing(for: "diagnose FILE --simulate: the same, and a plot per key path (DiagnoseReport.plots)"),
    ]
  }
}
