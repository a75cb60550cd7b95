// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Fit

/// `--data FILE` on `analyze` and `plot`: recorded samples as a curve
/// (straight lines between samples, from t = 0, resting at the last value),
/// read by the same reader as `fit` (docs/fit.md §5).
enum DataInput {
  static let option = OptionSpec.option(
    "data", value: "file",
    help: "Analyse recorded samples instead of an expression: any sample file fit reads ('-' for standard input).")

  /// `--quiet`: no rows-read progress while a large file is read.
  static let quiet = ProgressLine.quietFlag("rows read from --data files")

  /// The samples of `path` as a curve, with the rows read so far every
  /// 262,144 rows on `progress`.
  static func curve(_ path: String, io: CommandIO, progress: ProgressLine?) throws(CommandError) -> RealizedCurve {
    let file = try SampleFile.read(path, io: io, fps: 60, progress: progress?.rowsRead)
    progress?.clear()
    for warning in file.warnings { io.stderr.writeLine("warning: \(warning)") }
    let t = file.samples.t
    let y = file.samples.y
    guard t.count >= 2 else { throw .badData("'\(path)': \(t.count) samples; at least 2 are needed") }
    for i in t.indices {
      guard t[i].isFinite, y[i].isFinite else {
        throw .badData("'\(path)': sample \(i + 1) is not finite" + (file.line(of: i).map { " (data line \($0))" } ?? ""))
      }
      if i > 0, t[i] <= t[i - 1] {
        throw .badData("'\(path)': times must increase; sample \(i + 1) does not" + (file.line(of: i).map { " (data line \($0))" } ?? ""))
      }
    }
    if let i = SampleLimits.valueOutOfRange(file.samples) {
      throw .badData("'\(path)': " + SampleLimits.valueMessage(file.samples, i) + (file.line(of: i).map { " (data line \($0))" } ?? ""))
    }
    let origin = t[0]
    let polyline = PolylineCurve(times: t.map { $0 - origin }, values: y, restingValue: y[y.count - 1])
    return RealizedCurve(.samples(polyline, origin: "\(MessageText.escaped(path)) (\(file.kind))"), from: nil, to: nil, duration: nil, velocity: nil)
  }
}
