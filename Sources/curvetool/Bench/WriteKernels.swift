// This file is part of curvetool. SPDX-License-Identifier: MIT

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Curves

/// Kernels for writing long sample tables: `sample` and `bezier` with
/// `--count 1000000`, through the writers those commands call, to
/// /dev/null (a descriptor, as `… > file` is). Each figure is wall time on
/// every core: the rows are formatted in parallel chunks
/// (``SampleWriter``).
enum WriteKernels {
  /// Runs `body` with a sink on /dev/null; returns `rows` (the checksum).
  static func toNull(_ rows: Int, _ body: (OutputSink) -> Void) -> Double {
    let fd = open("/dev/null", O_WRONLY)
    guard fd >= 0 else { return 0 }
    let sink = OutputSink(fd: fd, closesWhenDone: true)
    body(sink)
    _ = sink.close()
    return Double(rows)
  }

  static var all: [BenchKernel] {
    // SwiftUI's .bouncy over 1 s, as `curvetool sample .bouncy --count 1000000` has it.
    let spring = RealizedCurve(
      .spring(Spring(duration: 0.5, bounce: 0.3), velocity: .zero, origin: ".bouncy"), from: 0, to: 1, duration: 1, velocity: nil)
    let times = TimeGrid(.even(duration: 1, count: 1_000_000))
    let bezier = CubicBezier.ease
    let progress = BezierResult.progress(
      bezier, evaluator: CubicBezierEvaluator(bezier), engine: .exact, duration: 1, extrapolation: .cssEasing1)
    let xs = TimeGrid(.even(duration: 1, count: 1_000_000))
    return [
      BenchKernel(name: "export.csv.spring-1M", ops: times.count, unit: "CSV row (t,value,velocity)") {
        toNull(times.count) { SampleWriter.csv(spring, times: times, to: $0) }
      }.standing(for: "sample .bouncy --count 1000000 --format csv (SampleWriter.csv)"),
      BenchKernel(name: "export.json.spring-1M", ops: times.count, unit: "JSON row (t, value, velocity)") {
        toNull(times.count) { SampleCommand.json(spring, ".bouncy", times, $0) }
      }.standing(for: "sample .bouncy --count 1000000 --format json (SampleCommand.json)"),
      BenchKernel(name: "export.csv.bezier-1M", ops: xs.count, unit: "CSV row (t,keyTime,value)") {
        toNull(xs.count) { BezierCommand.csv(xs, duration: 1, progress, to: $0) }
      }.standing(for: "bezier ease --count 1000000 --format csv (BezierCommand.csv)"),
      BenchKernel(name: "export.json.bezier-1M", ops: xs.count, unit: "JSON row (t, keyTime, value), with the curve's analysis") {
        // As the command runs it: the curve's analysis, then the samples.
        toNull(xs.count) { sink in
          BezierResult(bezier: bezier, presetName: "ease", engine: .exact, duration: 1, extrapolation: .cssEasing1, xs: xs).json(to: sink)
        }
      }.standing(for: "bezier ease --count 1000000 --format json (BezierResult.json)"),
    ]
  }
}
