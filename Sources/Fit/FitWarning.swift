// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// What a fit notes beside its numbers (docs/fit.md §7): a typed value,
/// read by cases; ``message`` is what reports print.
public enum FitWarning: Hashable, Sendable, CustomStringConvertible {
  /// The samples do not determine every parameter; `why` in words.
  case unidentifiable(String)
  /// Less than a quarter oscillation in the record: ω is poorly determined.
  case tooShortForFrequency
  /// ζ within 0.05 of 1: near-critical springs lie on a ridge.
  case nearCritical
  /// The record ends before the motion settles: `to` is extrapolated.
  case unsettled
  /// SKBounce renders n and n + 1 bounces alike (integer halving).
  case bounceCountAmbiguous(Int)
  /// The duration from a count of 60 fps values: between n/60 and (n + 1)/60 s.
  case durationFromValueCount(Int)
  /// SKBounce flips a positive exponent: the stiffness has a twin.
  case stiffnessTwin(Double, Double)
  /// Round parameters with which SKBounceAnimation 1.0.04 renders every
  /// value exactly: from, to, and the stiffness as written.
  case exactSKBounce(from: Double, to: Double, stiffness: String)

  /// The warning in words.
  public var message: String {
    switch self {
    case .unidentifiable(let why): "unidentifiable: \(why)"
    case .tooShortForFrequency: "less than a quarter oscillation in the record: ω is poorly determined"
    case .nearCritical: "ζ ≈ 1: near-critical springs lie on a ridge; treat ζ as a band, not a point"
    case .unsettled: "the record ends before the motion settles: 'to' is extrapolated"
    case .bounceCountAmbiguous(let n): "\(n) or \(n + 1) bounces: SKBounceAnimation renders them the same (integer halving)"
    case .durationFromValueCount(let n):
      "\(n) values: the duration is \(NumberText.text(Double(n) / 60, .detail)) s to \(NumberText.text(Double(n + 1) / 60, .detail)) s (60 frames per second, truncated)"
    case .stiffnessTwin(let s, let twin):
      "stiffness \(NumberText.text(s, .detail)) (or \(NumberText.text(twin, .detail)): SKBounce flips a positive exponent)"
    case .exactSKBounce(let from, let to, let stiffness):
      "SKBounceAnimation 1.0.04 with from \(NumberText.text(from, .significant(9))), to \(NumberText.text(to, .significant(9))), stiffness \(stiffness) renders every value exactly"
    }
  }

  public var description: String { message }
}
