// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

extension Spring {
  /// SwiftUI's `Spring()`: duration 0.5 s, bounce 0 (its documented
  /// defaults, https://developer.apple.com/documentation/swiftui/spring),
  /// from 0 to 1 at rest. The one place the default is written.
  public static let swiftUIDefault = Spring(duration: 0.5, bounce: 0)

  /// SwiftUI's `Spring(duration:bounce:)` (also CASpringAnimation's
  /// `init(perceptualDuration:bounce:)` and UIKit's
  /// `animate(springDuration:bounce:)`), mass 1.
  ///
  /// k = (2π/T)², ζ = 1 − b for b ≥ 0 and ζ = 1/(1 + b) for b < 0, c = 2ζ√k.
  /// `Spring(duration: 0.5, bounce: 0.3)` gives k ≈ 157.91, c ≈ 17.59
  /// (Apple's documented example).
  ///
  /// - Parameters:
  ///   - duration: the perceptual duration T > 0, seconds (2π/ω₀).
  ///   - bounce: −1 < b < 1; 0 critical, > 0 bouncy, < 0 over-damped.
  ///
  /// Source: https://developer.apple.com/documentation/swiftui/spring;
  /// negative bounce from OpenSwiftUI `Spring+DurationBounce.swift` and
  /// Flutter `SpringDescription.withDurationAndBounce` (docs/springs.md §2).
  public init(duration: Double, bounce: Double, initialVelocity: Double = 0, from: Double = 0, to: Double = 1) {
    let k = pow(2 * Double.pi / duration, 2)
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(
      mass: 1, stiffness: k, damping: 4 * Double.pi * zeta / duration,
      initialVelocity: initialVelocity, from: from, to: to)
  }

  /// SwiftUI's `Spring(response:dampingRatio:)` and
  /// `Animation.spring(response:dampingFraction:blendDuration:)`, mass 1:
  /// k = (2π/response)², c = 4πζ/response.
  public init(response: Double, dampingRatio: Double, initialVelocity: Double = 0, from: Double = 0, to: Double = 1) {
    self.init(
      mass: 1, stiffness: pow(2 * Double.pi / response, 2), damping: 4 * Double.pi * dampingRatio / response,
      initialVelocity: initialVelocity, from: from, to: to)
  }

  /// SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`, mass 1.
  ///
  /// SwiftUI first clamps the duration to 0.01…10 s and the ratio to
  /// ε_machine…1 (its formula has no over-damped case: a ratio of 20 is
  /// critical damping). Then for ζ < 1, ω₀ = ln(ζ/(ε·√(1 − ζ²)))/(ζ·T) (the
  /// envelope of a unit step is ε at T); for ζ = 1, ω₀ = u/T with
  /// (1 + u)·e^(−u) = ε (u = 9.2334134764516 at ε = 0.001). SwiftUI reaches
  /// the same roots by Newton's method.
  ///
  /// Source: OpenSwiftUI `Spring+SettlingDuration.swift` (the clamps and the
  /// two root equations); docs/springs.md §2.
  /// - Parameters:
  ///   - settlingDuration: T seconds, used clamped to 0.01…10.
  ///   - dampingRatio: ζ, used clamped to 2.2e-16…1.
  ///   - epsilon: 0 < ε < 1, the fraction of the move left (default 0.001).
  public init(
    settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001,
    initialVelocity: Double = 0, from: Double = 0, to: Double = 1
  ) {
    let zeta = Swift.min(Swift.max(dampingRatio, .ulpOfOne), 1)
    let duration = Swift.min(Swift.max(settlingDuration, Self.swiftUISettlingRange.lowerBound), Self.swiftUISettlingRange.upperBound)
    let omega0 =
      zeta < 1
      ? log(zeta / (epsilon * (1 - zeta * zeta).squareRoot())) / (zeta * duration)
      : Self.criticalSettleFactor(epsilon: epsilon) / duration
    self.init(
      mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0,
      initialVelocity: initialVelocity, from: from, to: to)
  }

  /// The settling durations SwiftUI takes as given, seconds; others are
  /// clamped into it.
  public static let swiftUISettlingRange = 0.01...10.0

  /// u with (1 + u)·e^(−u) = ε: a critically damped unit step from rest is
  /// within ε after u/ω₀ seconds. 9.2334134764516 at ε = 0.001.
  public static func criticalSettleFactor(epsilon: Double) -> Double {
    // (1 + u)e^(−u) decreases on u > 0: bisect to the last bit.
    var hi = 1.0
    while (1 + hi) * exp(-hi) > epsilon { hi *= 2 }
    return RootFinding.boundary(from: 0, to: hi) { (1 + $0) * exp(-$0) <= epsilon }
  }

  /// The settling duration that ``init(settlingDuration:dampingRatio:epsilon:initialVelocity:from:to:)``
  /// maps back to this spring's ω₀ and ζ: ln(ζ/(ε·√(1 − ζ²)))/(ζ·ω₀) for
  /// ζ < 1, u(ε)/ω₀ at ζ = 1; for ζ > 1, which SwiftUI's initializer cannot
  /// make, the exact unit-step settle time.
  ///
  /// - Note: SwiftUI's own `settlingDuration` getter is an estimate that no
  ///   published formula reproduces (a runtime probe reports 0.600 s for
  ///   `.smooth`, this gives 0.735 s); report exact settle times instead.
  public func settlingDuration(epsilon: Double = 0.001) -> Double {
    let zeta = dampingRatio
    let w0 = naturalFrequency
    if Swift.abs(zeta - 1) <= 1e-12 { return Self.criticalSettleFactor(epsilon: epsilon) / w0 }
    if zeta < 1 { return log(zeta / (epsilon * (1 - zeta * zeta).squareRoot())) / (zeta * w0) }
    let unit = Spring(mass: 1, stiffness: 1, damping: 2 * zeta, from: 0, to: 1)
    return (unit.settleTime(tolerance: epsilon) ?? .nan) / w0
  }

  /// SwiftUI's `Spring(mass:stiffness:damping:allowOverDamping:)`: unless
  /// over-damping is allowed, a damping above critical, 2√(km), is taken as
  /// critical (`allowOverDamping` defaults to false).
  ///
  /// Source: Apple, SwiftUI `Spring.init(mass:stiffness:damping:allowOverDamping:)`.
  public init(swiftUIMass mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool = false, from: Double = 0, to: Double = 1) {
    let critical = 2 * (stiffness * mass).squareRoot()
    self.init(mass: mass, stiffness: stiffness, damping: allowOverDamping ? damping : Swift.min(damping, critical), from: from, to: to)
  }

  /// SwiftUI's perceptual duration 2π/ω₀ (also its `response`), seconds.
  public var perceptualDuration: Double { period }

  /// SwiftUI's bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 for ζ > 1.
  public var bounce: Double {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// v₀/(to − from): the velocity in SwiftUI's, UIKit's and Core
  /// Animation's relative terms (1 = the whole distance per second, positive
  /// towards the target); `nil` when from == to.
  public var relativeInitialVelocity: Double? {
    let distance = to - from
    return distance == 0 ? nil : initialVelocity / distance
  }
}
