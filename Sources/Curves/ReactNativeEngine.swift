// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// React Native's `Animated.spring` (the JavaScript driver), frame by frame.
///
/// Each frame evaluates a closed form at the frame's time t (seconds since
/// the start), with ω₀ = √(k/m), ζ = c/(2√(km)), x₀ = to − from and
/// v₀ = −velocity:
/// - ζ < 1: x = to − e^(−ζω₀t)·(((v₀ + ζω₀x₀)/ω₁)·sin ω₁t + x₀·cos ω₁t),
///   ω₁ = ω₀√(1 − ζ²), and its derivative;
/// - otherwise (over-damped springs too): the critically damped
///   x = to − e^(−ω₀t)·(x₀ + (v₀ + ω₀x₀)·t), v = e^(−ω₀t)·(v₀(ω₀t − 1) + t·x₀·ω₀²).
///
/// It is done at the first frame where |v| ≤ restSpeedThreshold and
/// |to − x| ≤ restDisplacementThreshold (0.001 each by default), or, with
/// `overshootClamping`, where x is past `to` in the direction from the
/// start; the frame then shows `to`. React Native reads its frame times
/// from `Date.now()` (whole milliseconds) and caps a frame at 64 ms; here
/// the frame times are k/f exactly.
///
/// Source: facebook/react-native
/// `packages/react-native/Libraries/Animated/animations/SpringAnimation.js`
/// (`onUpdate`).
enum ReactNativeEngine {
  /// The value and velocity React Native computes at `t` seconds.
  static func state(_ s: Spring, at t: Double) -> (value: Double, velocity: Double) {
    let c = s.damping, m = s.mass, k = s.stiffness
    let v0 = -s.initialVelocity
    let zeta = c / (2 * (k * m).squareRoot())
    let omega0 = (k / m).squareRoot()
    let omega1 = omega0 * (1.0 - zeta * zeta).squareRoot()
    let x0 = s.to - s.from
    if zeta < 1 {
      let envelope = exp(-zeta * omega0 * t)
      let position = s.to - envelope * (((v0 + zeta * omega0 * x0) / omega1) * sin(omega1 * t) + x0 * cos(omega1 * t))
      let velocity = zeta * omega0 * envelope * ((sin(omega1 * t) * (v0 + zeta * omega0 * x0)) / omega1 + x0 * cos(omega1 * t))
        - envelope * (cos(omega1 * t) * (v0 + zeta * omega0 * x0) - omega1 * x0 * sin(omega1 * t))
      return (position, velocity)
    }
    let envelope = exp(-omega0 * t)
    let position = s.to - envelope * (x0 + (v0 + omega0 * x0) * t)
    let velocity = envelope * (v0 * (t * omega0 - 1) + t * x0 * (omega0 * omega0))
    return (position, velocity)
  }

  /// The frames of `s`; each of `retargets` (after the first frame at or
  /// after its time) starts a new animation from that frame's position
  /// and velocity toward its target, its clock from 0, as
  /// `SpringAnimation.start` does when it takes over a running one.
  static func frames(
    _ s: Spring, frameRate: Double, duration: Double, rule: SpringRestRule, overshootClamping: Bool,
    retargets: [SpringRetarget] = []
  ) -> SpringFrames {
    var result = SpringFrames(times: [], values: [], velocities: [], doneTime: nil)
    let count = Int(checking: duration * frameRate, .down) ?? 0
    var s = s
    var legStart = 0.0
    var pending = retargets[...]
    // Ended with a retarget still to come: the value rests at the target.
    var resting = false
    for frame in 0...Swift.max(count, 0) {
      let t = Double(frame) / frameRate
      let (position, velocity) = resting ? (s.to, 0) : state(s, at: t - legStart)
      var overshooting = false
      if overshootClamping, s.stiffness != 0 {
        overshooting = s.from < s.to ? position > s.to : position < s.to
      }
      let done = resting || overshooting || (Swift.abs(velocity) <= rule.speed && Swift.abs(s.to - position) <= rule.displacement)
      result.times.append(t)
      result.values.append(done ? s.to : position)
      result.velocities.append(done ? 0 : velocity)
      if let next = pending.first, next.time <= t {
        pending = pending.dropFirst()
        s.from = done ? s.to : position
        s.initialVelocity = done ? 0 : velocity
        result.legStarts.append(
          .init(frameIndex: result.times.count - 1, value: s.from, velocity: s.initialVelocity, startVelocity: s.initialVelocity))
        s.to = next.target
        legStart = t
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
