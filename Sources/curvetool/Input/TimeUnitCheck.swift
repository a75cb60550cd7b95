// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Times whose steps do not fit their unit: milliseconds (or frame numbers)
/// under a seconds name, seconds under a milliseconds name, milliseconds
/// under a frames name. The reading is kept; the warning names
/// `--time-unit` (docs/fit.md §5).
///
/// An animation longer than ``longestPlausibleSeconds`` whose times step
/// by 0.5 to 100 "seconds" is a recording in milliseconds (16.7 at 60 Hz);
/// one whose steps are whole numbers 1 apart may be frame numbers. Under a
/// milliseconds name, times under 10 ms in steps under 0.1 ms are seconds.
/// Under a frames name, steps that are not about 1 frame are not frames.
enum TimeUnitCheck {
  /// Past this length (10 s) a duration, a response or a recording is
  /// probably in milliseconds: every warning about units uses it.
  static let longestPlausibleSeconds = 10.0

  /// Steps looked at, evenly spread: the median of these decides.
  static let stepSample = 10_001

  /// The warning for `times` (seconds, converted from `unit`) read from
  /// `column` (its header name; `nil` without a header), or `nil`.
  static func warning(times: [Double], unit: SampleColumns.TimeUnit, column: String?) -> String? {
    guard times.count > 2, let first = times.first, let last = times.last, last > first else { return nil }
    let span = last - first
    // Steps in the column's own unit.
    let scale = unit.seconds(1)
    func median() -> Double {
      let n = times.count - 1
      let take = Swift.min(n, stepSample)
      var steps = (0..<take).map { k -> Double in
        let i = take == n ? k : Int(Double(k) * Double(n - 1) / Double(take - 1))
        return (times[i + 1] - times[i]) / scale
      }
      steps.sort()
      return steps[steps.count / 2]
    }
    let spans =
      (column.map { "the time column '\(MessageText.escaped($0))' spans" } ?? "the times span")
      + " \(NumberText.text(span, .detail)) s"
    switch unit {
    case .seconds:
      guard span > longestPlausibleSeconds else { return nil }
      let step = median()
      if step == 1, times.allSatisfy({ $0 == $0.rounded() }) {
        return "\(spans) in steps of 1: they look like frame numbers (or milliseconds); pass --time-unit frames@60 (or ms) if they are"
      }
      guard step >= 0.5, step <= 100 else { return nil }
      return "\(spans) in steps of \(NumberText.text(step, .report)): they look like milliseconds; pass --time-unit ms if they are"
    case .milliseconds:
      guard span < 0.01 else { return nil }
      let step = median()
      guard step < 0.1 else { return nil }
      return "\(spans) in steps of \(NumberText.text(step, .report)) ms: they look like seconds; pass --time-unit s if they are"
    case .frames:
      let step = median()
      guard step >= 4, step <= 100 else { return nil }
      return "\(spans) in steps of \(NumberText.text(step, .report)) frames: they look like milliseconds; pass --time-unit ms if they are"
    case .microseconds:
      return nil
    }
  }
}
