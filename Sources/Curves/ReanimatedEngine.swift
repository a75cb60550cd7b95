// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// React Native Reanimated 4's `withSpring`, frame by frame.
///
/// `onStart` takes the value and the configured velocity; every later frame
/// (`springOnFrame`) advances the closed form from the last frame's value
/// x and velocity v over Δ = min(frame interval, 64 ms) (frame k at
/// 1000·k/f ms, as Reanimated's millisecond timestamps), with x₀ = x − to,
/// ω₀ = √(k/m), ζ = c/(2√(km)):
/// - ζ < 1: x = to + e^(−ζω₀Δ)·(sin(ω₁Δ)·(v + ζω₀x₀)/ω₁ + x₀·cos(ω₁Δ)),
///   ω₁ = ω₀√(1 − ζ²), and its derivative;
/// - otherwise (over-damped springs too): the critically damped
///   x = to + e^(−ω₀Δ)·(x₀ + (v + ω₀x₀)·Δ).
///
/// It is done, showing `to`, at the first frame where the energy
/// ½k(to − x)² + ½m·v² is at most `energyThreshold` (6e-9) of the energy at
/// the start, or with `overshootClamping` where x leaves the range between
/// the start and the target. The first frame after the start is one frame
/// interval later (`onStart` runs at the frame that starts it).
///
/// Source: software-mansion/react-native-reanimated
/// `packages/react-native-reanimated/src/animation/spring/spring.ts`
/// (`springOnFrame`, `onStart`) and `springUtils.ts`
/// (`underDampedSpringCalculations`, `criticallyDampedSpringCalculations`,
/// `isAnimationTerminatingCalculation`, `getEnergy`).
public enum ReanimatedEngine {
  /// Reanimated 4's `energyThreshold` default.
  public static let defaultEnergyThreshold = 6e-9

  /// The longest step a frame takes, milliseconds (`Math.min(now − last, 64)`).
  static let maximumStepMilliseconds = 64.0

  /// One frame's advance of the closed form from (x, v) toward `to` over
  /// `dt` seconds, as `springOnFrame` computes it.
  static func step(x: Double, v: Double, to: Double, zeta: Double, omega0: Double, omega1: Double, dt t: Double) -> (Double, Double) {
    let x0 = x - to
    let v0 = v
    if zeta < 1 {
      let sin1 = sin(omega1 * t)
      let cos1 = cos(omega1 * t)
      let envelope = exp(-zeta * omega0 * t)
      let fragment = envelope * (sin1 * ((v0 + zeta * omega0 * x0) / omega1) + x0 * cos1)
      let position = to + fragment
      let velocity = -zeta * omega0 * fragment + envelope * (cos1 * (v0 + zeta * omega0 * x0) - omega1 * x0 * sin1)
      return (position, velocity)
    }
    let envelope = exp(-omega0 * t)
    let position = to + envelope * (x0 + (v0 + omega0 * x0) * t)
    let velocity = envelope * -omega0 * (x0 + (v0 + omega0 * x0) * t) + envelope * (v0 + omega0 * x0)
    return (position, velocity)
  }

  /// `getEnergy`: ½k·d² + ½m·v², as it groups it (`0.5 * k * d ** 2`).
  static func energy(_ displacement: Double, _ velocity: Double, _ s: Spring) -> Double {
    energy(displacement, velocity, stiffness: s.stiffness, mass: s.mass)
  }

  static func energy(_ displacement: Double, _ velocity: Double, stiffness: Double, mass: Double) -> Double {
    0.5 * stiffness * (displacement * displacement) + 0.5 * mass * (velocity * velocity)
  }

  /// `bisectRoot`: halves [min, max] toward a root of `f` until |f| ≤
  /// `precision` or `maxIterations` halvings are spent; the midpoint.
  static func bisectRoot(min: Double, max: Double, precision: Double, maxIterations: Int = 20, _ f: (Double) -> Double) -> Double {
    var lo = min
    var hi = max
    let direction: Double = f(hi) >= f(lo) ? 1 : -1
    var left = maxIterations
    var current = (hi + lo) / 2
    while Swift.abs(f(current)) > precision, left > 0 {
      left -= 1
      if f(current) * direction < 0 { lo = current } else { hi = current }
      current = (lo + hi) / 2
    }
    return current
  }

  /// The stiffness Reanimated gives a `{ duration, dampingRatio }` spring
  /// (`calculateNewStiffnessToMatchDuration`): bisected on [2⁻⁵², 8000]
  /// (100 halvings at most, to energyThreshold·1e-3) so that the
  /// critically damped motion with ω = √(k/m)·ζ, from x₀ (start − target,
  /// value units) and v₀ (units/s), keeps `energyThreshold` of its energy
  /// at 1.5 × duration: the duration is perceptual.
  ///
  /// - Parameters:
  ///   - durationMilliseconds: the perceptual duration, ms (> 0).
  ///   - dampingRatio: ζ (> 0); mass: kg (Reanimated's default 4).
  public static func durationStiffness(
    durationMilliseconds: Double, dampingRatio zeta: Double, mass m: Double, energyThreshold threshold: Double, x0: Double, v0: Double
  ) -> Double {
    func difference(_ stiffness: Double) -> Double {
      let settling = (durationMilliseconds * 1.5) / 1000
      let omega0 = (stiffness / m).squareRoot() * zeta
      let decay = exp(-omega0 * settling)
      let xtk = (x0 + (v0 + x0 * omega0) * settling) * decay
      let vtk = (x0 + (v0 + x0 * omega0) * settling) * decay * -omega0 + (v0 + x0 * omega0) * decay
      let e0 = energy(x0, v0, stiffness: stiffness, mass: m)
      let etk = energy(xtk, vtk, stiffness: stiffness, mass: m)
      return etk / e0 - threshold
    }
    return bisectRoot(min: Double.ulpOfOne, max: 8e3, precision: threshold * 1e-3, maxIterations: 100, difference)
  }

  /// The first time the energy of `s` as Reanimated draws it (ζ ≥ 1 as
  /// critical) is at most `threshold` of its start's, seconds; 0 when it
  /// starts with none. The energy of a damped spring never grows
  /// (dE/dt = −c·v²), so the first such time is for good: found by a scan
  /// of an eighth of 1/ω₀ and bisection to the last bit. `nil` past 600 s.
  public static func energySettleTime(of s: Spring, threshold: Double) -> Double? {
    var drawn = s
    if s.dampingRatio > 1 { drawn.damping = 2 * (s.stiffness * s.mass).squareRoot() }
    let e0 = energy(s.from - s.to, s.initialVelocity, s)
    guard e0 > 0 else { return 0 }
    func below(_ t: Double) -> Bool {
      let (x, v) = drawn.valueAndVelocity(at: t)
      return energy(s.to - x, v, s) / e0 <= threshold
    }
    if below(0) { return 0 }
    let h = 1 / (8 * (s.stiffness / s.mass).squareRoot())
    var lo = 0.0
    var hi = h
    while !below(hi) {
      lo = hi
      hi += h
      if hi > 600 { return nil }
    }
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      guard mid > lo, mid < hi else { break }
      if below(mid) { hi = mid } else { lo = mid }
    }
    return hi
  }

  /// The frames of `s`; each of `retargets` (after the first frame at or
  /// after its time) starts a new `withSpring` from that frame's value
  /// with the running animation's velocity (`onStart` with a previous
  /// animation), its energy measured afresh from rest.
  static func frames(
    _ s: Spring, frameRate: Double, duration: Double, energyThreshold: Double, overshootClamping: Bool,
    retargets: [SpringRetarget] = []
  ) -> SpringFrames {
    var result = SpringFrames(times: [], values: [], velocities: [], doneTime: nil)
    let count = Int(checking: duration * frameRate, .down) ?? 0
    var s = s
    let omega0 = (s.stiffness / s.mass).squareRoot()
    let zeta = s.damping / (2 * (s.stiffness * s.mass).squareRoot())
    let omega1 = omega0 * (1 - zeta * zeta).squareRoot()
    var x = s.from
    var v = s.initialVelocity
    // Where the leg started, relative to its target (`startValue`).
    var startOffset = s.from - s.to
    var initialEnergy = energy(startOffset, v, s)
    var pending = retargets[...]
    var resting = false
    // Reanimated's clock is in milliseconds: frame k at 1000·k/f ms.
    var lastMilliseconds = 0.0
    for frame in 0...Swift.max(count, 0) {
      let t = Double(frame) / frameRate
      let now = Double(frame) * 1000 / frameRate
      var done = resting
      if frame > 0, !resting {
        let dt = Swift.min(now - lastMilliseconds, maximumStepMilliseconds) / 1000
        (x, v) = step(x: x, v: v, to: s.to, zeta: zeta, omega0: omega0, omega1: omega1, dt: dt)
        if overshootClamping {
          let left = startOffset >= 0 ? s.to : s.to + startOffset
          let right = left + Swift.abs(startOffset)
          if x < left || x > right { done = true }
        }
        if initialEnergy == 0 || energy(s.to - x, v, s) / initialEnergy <= energyThreshold { done = true }
        if done {
          x = s.to
          v = 0
        }
      }
      lastMilliseconds = now
      result.times.append(t)
      result.values.append(x)
      result.velocities.append(v)
      if let next = pending.first, next.time <= t {
        pending = pending.dropFirst()
        result.legStarts.append(.init(frameIndex: result.times.count - 1, value: x, velocity: v, startVelocity: v))
        s.from = x
        s.to = next.target
        startOffset = x - s.to
        // `onStart` measures the energy with the configured velocity (a
        // retarget configures none), not the one it inherits.
        initialEnergy = energy(startOffset, 0, s)
        resting = false
        continue
      }
      if done, pending.isEmpty {
        result.doneTime = t
        break
      }
      if done { resting = true }
    }
    return result
  }
}
