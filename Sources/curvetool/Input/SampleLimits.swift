// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Fit

/// What recorded samples may hold (docs/cli.md §Limits), checked after
/// reading and before any work, so that no sum overflows and no fit is
/// asked what it cannot answer.
///
/// - Every reader (`fit`, `analyze --data`, `plot --data`): values within
///   ±``CurveInput/valueLimit`` (1e12 value units), as every curve is held
///   to. Past about 1e154 the squares in a fit overflow, and past 1e308 the
///   difference of two values does (an analysis listed turning points of
///   `nan`).
/// - `fit` only: the values vary by at least ``Move/smallest(scale:)`` of
///   their size, as a move must (below it a fit's squared residuals
///   underflow, and its result would be a move no command takes), and the
///   samples span a duration curvetool takes (``NumberRule/duration``,
///   1 ms to 60,000 s).
///
/// Non-finite numbers and times that do not increase are left to the
/// readers' own checks, which name them as such.
enum SampleLimits {
  /// The first sample whose value is finite but beyond ±1e12, if any.
  static func valueOutOfRange(_ samples: FitSamples) -> Int? {
    samples.y.firstIndex { $0.isFinite && !(Swift.abs($0) <= CurveInput.valueLimit) }
  }

  /// The refusal of sample `index`'s value.
  static func valueMessage(_ samples: FitSamples, _ index: Int) -> String {
    "value[\(index)] is \(NumberText.text(samples.y[index], .detail)): recorded values must be within ±\(NumberText.text(CurveInput.valueLimit, .detail))"
  }

  /// Refuses samples a fit cannot take: values beyond ±1e12, values that
  /// vary too little to fit, a time span outside 1 ms…60,000 s.
  static func checkFit(_ samples: FitSamples) throws(FitError) {
    if let i = valueOutOfRange(samples) { throw FitError(.badInput, valueMessage(samples, i), index: i) }
    // One pass over the finite values, with no copy of them (10^7 at most).
    var lo = Double.infinity
    var hi = -Double.infinity
    for v in samples.y where v.isFinite {
      lo = Swift.min(lo, v)
      hi = Swift.max(hi, v)
    }
    if hi > lo {
      guard hi - lo >= Move.smallest(scale: Swift.max(Swift.abs(lo), Swift.abs(hi))) else {
        throw FitError(
          .degenerateData,
          "the values vary by only \(NumberText.text(hi - lo, .detail)) (from \(NumberText.text(lo, .detail)) to \(NumberText.text(hi, .detail))): too little to fit; a move must be at least 1e-9 × max(1, |value|)")
      }
    }
    guard let first = samples.t.first, let last = samples.t.last, first.isFinite, last.isFinite, last > first else { return }
    let span = last - first
    if let reason = NumberRule.duration.violation(span) {
      let unit = span > 60_000 ? "; if the times are milliseconds, pass --time-unit ms" : ""
      throw FitError(.badInput, "the samples span \(NumberText.text(span, .detail)) s; a fit's span \(reason) s\(unit)")
    }
  }
}
