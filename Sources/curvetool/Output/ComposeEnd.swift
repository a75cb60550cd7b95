// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Where Compose ends a spring animation, for the "done" table and its
/// JSON: its own estimate (``ComposeDurationEstimate``) with the spring's
/// visibility threshold (a `Float`'s 0.01 unless `spring(visibilityThreshold
/// =)` gives one), the first 60 and 120 Hz frames at or after it,
/// and, for comparison, the exact time the motion stays within that
/// threshold of the target for good.
struct ComposeEnd {
  /// The estimate, seconds; `nil` when it never ends (ζ = 0).
  let estimate: Double?
  /// When |x − to| ≤ the threshold for good, seconds.
  let exact: Double?
  let at60: Double?
  let at120: Double?
  /// The visibility threshold, value units (as the `Float` Compose keeps).
  let threshold: Float

  init(_ spring: Spring, visibilityThreshold: Double? = nil) {
    threshold = visibilityThreshold.map(Float.init) ?? ComposeDurationEstimate.defaultVisibilityThreshold
    estimate = ComposeDurationEstimate.seconds(of: spring, visibilityThreshold: threshold)
    exact = spring.settleTime(tolerance: Double(threshold))
    at60 = estimate.map { Self.firstFrame(atOrAfter: $0, hz: 60) }
    at120 = estimate.map { Self.firstFrame(atOrAfter: $0, hz: 120) }
  }

  /// The first frame k/hz at or after `t` (frames from the start).
  static func firstFrame(atOrAfter t: Double, hz: Double) -> Double {
    var k = (t * hz).rounded(.up)
    if (k - 1) / hz >= t { k -= 1 }
    return k / hz
  }

  var rule: String {
    estimate.map { "its estimate (±\(NumberText.text(Double(threshold), .significant(3)))), \(NumberText.text($0, .report)) s" } ?? "never (ζ = 0)"
  }

  var exactText: String { exact.map { "\(NumberText.text($0, .significant(4))) s" } ?? "never" }

  func frameText(_ t: Double?) -> String { t.map { "\(NumberText.text($0, .significant(4))) s" } ?? "never" }
}
