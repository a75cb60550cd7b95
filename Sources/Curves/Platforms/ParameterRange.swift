// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The values a platform accepts for one parameter: an interval whose ends
/// may be open, closed or unbounded.
public struct ParameterRange: Hashable, Sendable {
  /// The lower end (−∞ when unbounded).
  public var lower: Double
  /// Whether `lower` itself is excluded.
  public var lowerOpen: Bool
  /// The upper end (+∞ when unbounded).
  public var upper: Double
  /// Whether `upper` itself is excluded.
  public var upperOpen: Bool

  public init(lower: Double = -.infinity, lowerOpen: Bool = true, upper: Double = .infinity, upperOpen: Bool = true) {
    self.lower = lower
    self.lowerOpen = lowerOpen
    self.upper = upper
    self.upperOpen = upperOpen
  }

  /// Any finite number.
  public static let any = ParameterRange()
  /// x > 0.
  public static let positive = ParameterRange(lower: 0)
  /// x ≥ 0.
  public static let nonNegative = ParameterRange(lower: 0, lowerOpen: false)

  /// From 0 (excluded when `lowerOpen`) to the largest finite `Float`: a
  /// parameter the platform keeps as a Java `float`.
  public static func float(lowerOpen: Bool) -> ParameterRange {
    ParameterRange(lower: 0, lowerOpen: lowerOpen, upper: Double(Float.greatestFiniteMagnitude), upperOpen: false)
  }

  /// Whether `x` is finite and inside.
  public func contains(_ x: Double) -> Bool {
    guard x.isFinite else { return false }
    let aboveLower = lowerOpen ? x > lower : x >= lower
    let belowUpper = upperOpen ? x < upper : x <= upper
    return aboveLower && belowUpper
  }

  /// What a value must be, in words ("must be > 0", "must be greater than
  /// -1 and at most 1").
  public var requirement: String {
    let lo = lower.isFinite ? NumberText.text(lower, .detail) : nil
    let hi = upper.isFinite ? NumberText.text(upper, .detail) : nil
    switch (lo, hi) {
    case (nil, nil): return "must be a finite number"
    case (let l?, nil): return lowerOpen ? "must be > \(l)" : "must be ≥ \(l)"
    case (nil, let h?): return upperOpen ? "must be < \(h)" : "must be ≤ \(h)"
    case (let l?, let h?):
      return "must be \(lowerOpen ? "greater than" : "at least") \(l) and \(upperOpen ? "less than" : "at most") \(h)"
    }
  }
}
