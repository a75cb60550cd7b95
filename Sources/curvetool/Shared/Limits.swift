// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The valid range of each kind of number the commands read, defined once
/// and listed in docs/cli.md §Limits. Every option of that kind reads with
/// its rule, so the message names the option and the range.
extension NumberRule {
  /// A value (`--from`, `--to`), value units: |v| ≤ 1e9.
  static let position = NumberRule.range(-1e9, 1e9)
  /// A start velocity, value units per second: |v| ≤ 1e12.
  static let velocity = NumberRule.range(-1e12, 1e12)
  /// A duration or length, seconds: 1 ms to 60,000 s.
  static let duration = NumberRule.range(1e-3, 60_000)
  /// A frame or sample rate, frames per second: 1 to 1000.
  static let frameRate = NumberRule.range(1, 1000)
  /// A time to sample at, seconds: |t| ≤ 60,000.
  static let time = NumberRule.range(-60_000, 60_000)
  /// A mass for fitting, 1e-6 to 1e6.
  static let mass = NumberRule.range(1e-6, 1e6)
  /// A tolerance or threshold in value units: 1e-12 to 1e9.
  static let valueTolerance = NumberRule.range(1e-12, 1e9)
}

/// The settle band's fraction as the commands take it (`bounce`, `spring`,
/// `analyze`: `--epsilon`); the band itself is ``SettleBand/band(epsilon:distance:)``.
extension SettleBand {
  static let defaultEpsilon = 0.001
  static let rule = NumberRule.range(1e-12, 0.5)
}

/// The move from one value to another.
enum Move {
  /// Refuses values beyond ±1e9 (also when an expression gives them) and a
  /// move too small to represent next to its values: a move is 0
  /// or at least 1e-9 × max(1, |from|, |to|) (so that progress, overshoot
  /// and settle bands stay finite).
  static func check(from: Double, to: Double) throws(UsageError) {
    let limit = 1e9
    for (name, v) in [("start value", from), ("end value", to)] where !(Swift.abs(v) <= limit) {
      throw .invalid("the \(name) \(NumberText.text(v, .detail)) is out of range: values must be within ±1e9")
    }
    let move = Swift.abs(to - from)
    guard move == 0 || move >= smallest(scale: Swift.max(Swift.abs(from), Swift.abs(to))) else {
      throw .invalid(
        "the move from \(NumberText.text(from, .detail)) to \(NumberText.text(to, .detail)) is too small to represent: make it 0 or at least 1e-9 × max(1, |from|, |to|)")
    }
  }

  /// The smallest move next to values of size `scale` (the largest |value|),
  /// value units: 1e-9 × max(1, scale). Below it progress, overshoot and
  /// settle bands lose their digits; a fit's squared residuals underflow.
  static func smallest(scale: Double) -> Double { 1e-9 * Swift.max(1, scale) }
}

/// The one budget for work decided up front (docs/cli.md §Limits): past it
/// a command refuses with exit 64 and the number it would have needed.
enum WorkBudget {
  /// Samples, frames, keyframes, ticks and export stops of one command.
  static let maxSamples = 10_000_000
  /// Keyframes of one export: every export format builds its text (or,
  /// for Lottie, an object per keyframe) in memory, about 200 bytes a
  /// keyframe, so a tenth of the sample budget; `sample` streams up to
  /// ``maxSamples``. At 10⁷ keyframes `css-keyframes` took 20 s and 2 GB.
  static let maxExportKeyframes = maxSamples / 10
  /// Keyframes a source (a style sheet's `steps()` and iteration counts,
  /// expanded) is read into, across its timelines: counted before any is
  /// built, so `steps(999999)` or a count of 1e19 is named, not attempted.
  static let maxModelKeyframes = 200_000
  /// Rows of a text table of samples (`sample`, `bezier`) shown before the
  /// rest is summarised as "… N more": text is for reading, and every row
  /// is in `--format csv` and `json`.
  static let textRows = 1000

  /// Refuses `needed` samples (or keyframes, the `unit`) past the budget:
  /// the one check for every sample count derived from input.
  static func checkSamples(
    _ needed: Double, what: String, unit: String = "samples", limit: Int = maxSamples, fix: String
  ) throws(UsageError) {
    guard needed.isFinite, needed <= Double(limit) else {
      throw .invalid(
        "\(what) needs \(needed.isFinite ? NumberText.text(needed, .significant(12)) : "unbounded") \(unit), more than the \(grouped(limit)) the budget allows; \(fix)")
    }
  }

  /// 10000000 as `10,000,000`.
  static func grouped(_ n: Int) -> String {
    var digits = Array(String(n))
    var i = digits.count - 3
    while i > 0 {
      digits.insert(",", at: i)
      i -= 3
    }
    return String(digits)
  }
}
