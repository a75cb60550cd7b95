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

  /// `--time-column`, `--value-column` and `--time-unit`: the columns of a
  /// sample file, on every command that reads one (`fit`, `analyze --data`,
  /// `plot --data`).
  static let columnOptions: [OptionSpec] = [
    .option(
      "time-column", value: "name|index", help: "The time column, by header name or 1-based index.",
      default: "t, time, time_s, t_ms, time (ms), frame, … from the header; else the first of two"),
    .option(
      "value-column", value: "name|index", help: "The value column, by header name or 1-based index.",
      default: "value, values, y, … from the header; else the second of two"),
    .option(
      "time-unit", value: "unit", help: "The time column's unit: s, ms, us or frames@FPS.",
      default: "from the header's name (t_ms, Time [ms]: ms), else s"),
  ]

  /// The columns the options name; on `analyze` and `plot` they need
  /// `--data` (`hasData` false: refused, naming the option).
  static func columns(_ arguments: ParsedArguments, hasData: Bool = true) throws(UsageError) -> SampleColumns {
    for option in ["time-column", "value-column", "time-unit"] where !hasData && arguments.has(option) {
      throw .invalid("\(arguments.label(option)) applies to the samples of --data; a curve expression has no columns")
    }
    var columns = SampleColumns()
    columns.time = arguments.string("time-column").map(SampleColumns.Reference.init)
    columns.value = arguments.string("value-column").map(SampleColumns.Reference.init)
    if let text = arguments.string("time-unit") {
      guard let unit = SampleColumns.TimeUnit(text) else {
        throw .invalidValue(option: arguments.label("time-unit"), value: text, reason: "use s, ms, us or frames@FPS (frames@60)", suggestion: nil)
      }
      columns.unit = unit
    }
    return columns
  }

  /// `--quiet`: no rows-read progress while a large file is read.
  static let quiet = ProgressLine.quietFlag("rows read from --data files")

  /// The samples of `path` as a curve, with the rows read so far every
  /// 262,144 rows on `progress`.
  static func curve(
    _ path: String, columns: SampleColumns, io: CommandIO, progress: ProgressLine?
  ) throws(CommandError) -> RealizedCurve {
    let file = try SampleFile.read(path, io: io, fps: 60, columns: columns, progress: progress?.rowsRead)
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
