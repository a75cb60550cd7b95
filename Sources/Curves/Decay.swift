// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// A coasting motion: friction and no spring, stopped where its library
/// stops it.
///
///     x(t) = x₀ + (v₀/λ)·(1 − e^(−λt)),   v(t) = v₀·e^(−λt)   for t < T,
///     x(t) = x(T), v(t) = 0                                  for t ≥ T,
///
/// with x₀ = ``from`` (value units), v₀ = ``initialVelocity`` (value units
/// per second), λ = ``rate`` (1/s) and T = ``stopTime`` (seconds; `nil`:
/// never stopped, the motion approaches x₀ + v₀/λ). It is the solution of
/// x″ = −λ·x′, a spring of stiffness 0 and damping λ per unit mass.
///
/// Libraries that state it: react-spring's `config.decay` (λ = (1 − decay)
/// per millisecond, v₀ per millisecond; pmndrs/react-spring
/// `packages/core/src/SpringValue.ts`, `advance`), Rebound's coasting
/// spring (`SpringConfig(0, friction)`, λ = friction; facebookarchive/
/// rebound-js `src/SpringConfig.js`, `coastingConfigWithOrigamiFriction`).
/// Where each stops it is ``DecayRule``.
///
/// Mathematical properties: monotone (no turning points); the value never
/// passes the resting value; |x(s) − x(T)| is nonincreasing in s.
public struct Decay: AnalyzableCurve, Hashable, Codable, Sendable {
  /// x₀, value units.
  public var from: Double
  /// v₀, value units per second.
  public var initialVelocity: Double
  /// λ > 0, 1/s: the velocity shrinks by e every 1/λ seconds.
  public var rate: Double
  /// T, seconds ≥ 0: where the library stops the motion and holds it;
  /// `nil` for the unstopped motion.
  public var stopTime: Double?

  /// A coasting motion from `from` at `initialVelocity` (value units per
  /// second), slowing at `rate` (1/s, > 0), held from `stopTime` seconds on.
  public init(from: Double, initialVelocity: Double, rate: Double, stopTime: Double? = nil) {
    self.from = from
    self.initialVelocity = initialVelocity
    self.rate = rate
    self.stopTime = stopTime
  }

  /// x₀ + v₀/λ, value units: where the unstopped motion tends.
  public var asymptote: Double { from + initialVelocity / rate }

  /// x(t) without the stop.
  @inlinable
  func free(_ t: Double) -> Double { from + initialVelocity / rate * -expm1(-rate * t) }

  public func value(at time: Double) -> Double {
    if let stop = stopTime, time >= stop { return free(stop) }
    return free(Swift.max(time, 0))
  }

  public func velocity(at time: Double) -> Double {
    if let stop = stopTime, time >= stop { return 0 }
    return time <= 0 ? initialVelocity : initialVelocity * exp(-rate * time)
  }

  /// x(T), or the asymptote when nothing stops it.
  public var restingValue: Double { stopTime.map(free) ?? asymptote }

  /// None: the motion is monotone.
  public func turningPoints(in range: ClosedRange<Double>) -> [Double] { [] }

  /// |x(T) − x(t)|, exact (the motion approaches its rest monotonically).
  public func envelope(at time: Double) -> Double { Swift.abs(restingValue - value(at: time)) }

  /// The earliest t with |x(T) − x(t)| ≤ tolerance:
  /// e^(−λt) = tolerance·λ/|v₀| + e^(−λT), clamped to [0, T].
  public func envelopeTime(below tolerance: Double) -> Double {
    guard initialVelocity != 0 else { return 0 }
    let tail = stopTime.map { exp(-rate * $0) } ?? 0
    let e = tolerance * rate / Swift.abs(initialVelocity) + tail
    guard e < 1 else { return 0 }
    let t = -log(e) / rate
    return Swift.min(t, stopTime ?? .infinity)
  }
}
