// This file is part of curvetool. SPDX-License-Identifier: MIT

/// How a platform decides that a spring animation is done.
///
/// Thresholds are in value units and value units per second. The continuous
/// settle time of a rule is the earliest time after which both conditions
/// hold for the rest of the motion (exact, from the closed forms of the
/// displacement and of the velocity); engines check the same conditions only
/// at their frames (``SpringEngine``). Each platform's rule is made in its
/// file (`Platform+<Name>.swift`: ``swiftUI(epsilon:distance:)``,
/// ``android(minimumVisibleChange:)``, …).
public struct SpringRestRule: Hashable, Codable, Sendable {
  /// The platform whose rule this is.
  public var platform: PlatformID
  /// |x − to| must be within this (value units).
  public var displacement: Double
  /// |v| must be within this (value units per second); ∞ when unused.
  public var speed: Double
  /// The rule in words, with its source.
  public var summary: String
  /// The rule as a formula, for tables (`|Δ| < 0.75, |v| < 46.875/s`).
  public var formula: String
  /// Reanimated's rule: done when the energy is at most this fraction of
  /// the start's (`displacement` and `speed` are then infinite: the rule is
  /// an ellipse, not a box); `nil` for the other platforms.
  public var energyFraction: Double? = nil

  /// A box rule: |Δ| ≤ `delta` and, when `checksVelocity`, |v| ≤ `speed`
  /// (value units per second), with its words and formula.
  static func thresholds(_ platform: PlatformID, delta: Double, speed: Double, checksVelocity: Bool) -> SpringRestRule {
    SpringRestRule(
      platform: platform, displacement: delta, speed: checksVelocity ? speed : .infinity,
      summary: "|Δ| ≤ \(NumberText.text(delta, .detail))"
        + (checksVelocity ? " and |v| ≤ \(NumberText.text(speed, .detail)) /s" : " (ζ ≥ 1: velocity not checked)"),
      formula: "|Δ| ≤ \(NumberText.text(delta, .report))" + (checksVelocity ? ", |v| ≤ \(NumberText.text(speed, .report))/s" : ""))
  }

  /// Every registry platform's rule for a move of `distance`, in registry
  /// order (SwiftUI's with ε = 0.001).
  public static func all(distance: Double, androidMinimumVisibleChange: Double = 1) -> [SpringRestRule] {
    let probe = Spring(mass: 1, stiffness: 100, damping: 10, from: 0, to: distance)
    return PlatformID.allCases.compactMap { id -> SpringRestRule? in
      guard let engine = id.platform.engine, id.platform.done.isRestRule else { return nil }
      return engine == .swiftui
        ? .swiftUI(distance: distance)
        : engine.restRule(for: probe, SpringEngineSettings(androidMinimumVisibleChange: androidMinimumVisibleChange))
    }
  }

  /// The earliest time after which |x − to| and |v| stay within the
  /// thresholds for good, on the exact motion; `nil` if never.
  public func settleTime(of spring: Spring) -> Double? {
    if let fraction = energyFraction { return ReanimatedEngine.energySettleTime(of: spring, threshold: fraction) }
    guard let tx = spring.settleTime(tolerance: displacement) else { return nil }
    guard speed.isFinite else { return tx }
    guard let tv = spring.velocityCurve.settleTime(tolerance: speed) else { return nil }
    return Swift.max(tx, tv)
  }
}
