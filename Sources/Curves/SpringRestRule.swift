// This file is part of curvetool. SPDX-License-Identifier: MIT

/// How a platform decides that a spring animation is done.
///
/// Thresholds are in value units and value units per second. The continuous
/// settle time of a rule is the earliest time after which both conditions
/// hold for the rest of the motion (exact, from the closed forms of the
/// displacement and of the velocity); engines check the same conditions only
/// at their frames (``SpringEngine``).
public struct SpringRestRule: Hashable, Codable, Sendable {
  /// The platform whose rule this is.
  public var platform: PlatformID
  /// |x − to| must be within this (value units).
  public var displacement: Double
  /// |v| must be within this (value units per second); ∞ when unused.
  public var speed: Double
  /// The rule in words, with its source.
  public var summary: String
  /// Reanimated's rule: done when the energy is at most this fraction of
  /// the start's (`displacement` and `speed` are then infinite: the rule is
  /// an ellipse, not a box); `nil` for the other platforms.
  public var energyFraction: Double? = nil

  /// SwiftUI-style: every later value within ε·|to − from| of the target
  /// (ε·1 when from == to). `Spring.settlingDuration` uses ε = 0.001 for a
  /// unit step; Apple's getter is an estimate this does not reproduce.
  public static func swiftUI(epsilon: Double = 0.001, distance: Double) -> SpringRestRule {
    let band = SettleBand.band(epsilon: epsilon, distance: distance)
    return SpringRestRule(
      platform: .swiftUI, displacement: band, speed: .infinity,
      summary: "|x − to| ≤ \(NumberText.text(epsilon, .detail)) of the distance for good")
  }

  /// Android `SpringAnimation`: |x − final| < 0.75·minimumVisibleChange and
  /// |v| < 62.5 × that (both strict), then it snaps to the final value.
  /// Source: androidx `DynamicAnimation.java`, `SpringForce.java`.
  public static func android(minimumVisibleChange: Double = 1) -> SpringRestRule {
    let vt = Double(Float(minimumVisibleChange) * Float(0.75))
    return SpringRestRule(
      platform: .android, displacement: vt, speed: vt * 62.5,
      summary: "|Δ| < \(NumberText.text(vt, .detail)) and |v| < \(NumberText.text(vt * 62.5, .detail)) /s, then snap")
  }

  /// Motion 13.1.1: |target − x| ≤ restDelta and |v| ≤ restSpeed in every
  /// regime; by default 0.005 and 0.01 when the move is shorter than 5
  /// ("granular"), else 0.5 and 2 (a restSpeed or restDelta of 0 also means
  /// the default). Later Motion releases skip the velocity for ζ ≥ 1, as
  /// Popmotion does; 13.1.1 is the version reproduced (docs/springs.md).
  /// Source: motiondivision/motion
  /// `packages/motion-dom/src/animation/generators/spring.ts`.
  public static func motion(
    distance: Double, dampingRatio: Double = 0, restSpeed: Double? = nil, restDelta: Double? = nil
  ) -> SpringRestRule {
    let granular = distance < 5
    let delta = restDelta.flatMap { $0 == 0 ? nil : $0 } ?? (granular ? 0.005 : 0.5)
    let speed = restSpeed.flatMap { $0 == 0 ? nil : $0 } ?? (granular ? 0.01 : 2)
    return rule(.motion, delta: delta, speed: speed, checksVelocity: true)
  }

  /// Popmotion 11: |to − x| ≤ restDelta and |v| ≤ restSpeed; restSpeed 2 by
  /// default, restDelta min(|to − from|/100, 0.4) (since 11.0.3, commit
  /// 92358dca "Adding dynamic restDelta"; 11.0.0–11.0.2 took 0.01 for a
  /// move of at most 1, else 0.4). Its
  /// velocity is 0 for ζ ≥ 1, so those springs test the displacement alone.
  /// Source: Popmotion/popmotion
  /// `packages/popmotion/src/animations/generators/spring.ts`.
  public static func popmotion(
    distance: Double, dampingRatio: Double = 0, restSpeed: Double? = nil, restDelta: Double? = nil
  ) -> SpringRestRule {
    let delta = restDelta ?? Swift.min(distance / 100, 0.4)
    return rule(.popmotion, delta: delta, speed: restSpeed ?? 2, checksVelocity: dampingRatio < 1)
  }

  private static func rule(_ platform: PlatformID, delta: Double, speed: Double, checksVelocity: Bool) -> SpringRestRule {
    SpringRestRule(
      platform: platform, displacement: delta, speed: checksVelocity ? speed : .infinity,
      summary: "|Δ| ≤ \(NumberText.text(delta, .detail))"
        + (checksVelocity ? " and |v| ≤ \(NumberText.text(speed, .detail)) /s" : " (ζ ≥ 1: velocity not checked)"))
  }

  /// react-spring: precision = `precision`, else min(|to − from|·0.001, 1)
  /// (0.005 when equal); restVelocity = `restVelocity`, else precision/10,
  /// per millisecond. 0 counts as unset, as in JavaScript (`||`).
  /// Source: pmndrs/react-spring `SpringValue.ts` (9.7.5).
  public static func reactSpring(distance: Double, precision given: Double? = nil, restVelocity givenRest: Double? = nil) -> SpringRestRule {
    let precision = given.flatMap { $0 != 0 ? $0 : nil } ?? (distance == 0 ? 0.005 : Swift.min(1, distance * 0.001))
    let rest = givenRest.flatMap { $0 != 0 ? $0 : nil } ?? precision / 10
    return SpringRestRule(
      platform: .reactSpring, displacement: precision, speed: rest * 1000,
      summary: "|Δ| ≤ \(NumberText.text(precision, .detail)) and |v| ≤ \(NumberText.text(rest * 1000, .detail))/s (restVelocity \(NumberText.text(rest, .detail)) per ms)")
  }

  /// React Native: |v| ≤ restSpeedThreshold and |to − x| ≤
  /// restDisplacementThreshold (0.001 each by default), then it snaps.
  /// Source: facebook/react-native
  /// `packages/react-native/Libraries/Animated/animations/SpringAnimation.js`.
  public static func reactNative(restSpeed: Double? = nil, restDisplacement: Double? = nil) -> SpringRestRule {
    rule(.reactNative, delta: restDisplacement ?? 0.001, speed: restSpeed ?? 0.001, checksVelocity: true)
  }

  /// Rebound: |v| < restSpeedThreshold and |end − x| ≤
  /// restDisplacementThreshold (both 0.001 by default), then it snaps.
  /// Source: facebookarchive/rebound-js `src/Spring.js`.
  /// Reanimated 4: ½k·Δ² + ½m·v² ≤ energyThreshold·E₀ (6e-9 unless given).
  public static func reanimated(energyThreshold: Double? = nil) -> SpringRestRule {
    let fraction = energyThreshold ?? ReanimatedEngine.defaultEnergyThreshold
    return SpringRestRule(
      platform: .reanimated, displacement: .infinity, speed: .infinity,
      summary: "energy ≤ \(NumberText.text(fraction, .detail)) of the start's, then snap", energyFraction: fraction)
  }

  public static func rebound(restSpeed: Double? = nil, restDisplacement: Double? = nil) -> SpringRestRule {
    let speed = restSpeed ?? 0.001
    let displacement = restDisplacement ?? 0.001
    return SpringRestRule(
      platform: .rebound, displacement: displacement, speed: speed,
      summary: "|Δ| ≤ \(NumberText.text(displacement, .detail)) and |v| < \(NumberText.text(speed, .detail)) /s, then snap")
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
