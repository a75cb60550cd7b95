// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

extension Spring {
  /// The largest argument Motion and Popmotion give sinh and cosh: 300.
  public static let motionHyperbolicCap = 300.0

  /// The value (value units) and velocity (value units per second) that
  /// Motion's and Popmotion's spring generators compute at `time` seconds.
  ///
  /// The closed form, except for an over-damped spring (ζ > 1) once
  /// ω_d·t > 300, ω_d = ω₀·√(ζ² − 1): both libraries then evaluate
  ///
  ///     x = to − e^(−ζω₀t)·((v + ζω₀Δ)·sinh(300) + ω_d·Δ·cosh(300))/ω_d
  ///     x′ = e^(−ζω₀t)·((ζω₀P − Δω_d)·sinh(300) + (ζω₀Δ − Pω_d)·cosh(300))
  ///
  /// with Δ = to − from, v = −v₀ and P = (v + ζω₀Δ)/ω_d, capping the
  /// argument "so that sinh and cosh cannot reach Infinity". Past the cap
  /// the envelope e^(−ζω₀t) ≤ e^(−300) takes the value to the target far
  /// sooner than the spring does: a spring of stiffness 10⁶ and damping 10⁷
  /// (ζ = 5000) is at 118 of a 100 → 1000 move after 200 ms, and Motion
  /// shows 1000 (its test "Overdamped spring with very high
  /// stiffness/damping").
  ///
  /// Source: motiondivision/motion 13.1.1
  /// `packages/motion-dom/src/animation/generators/spring.ts`
  /// (`resolveSpring`, `resolveVelocity`); Popmotion 11
  /// `packages/popmotion/src/animations/generators/spring.ts`.
  public func motionValueAndVelocity(at time: Double) -> (value: Double, velocity: Double) {
    let zeta = dampingRatio
    let w0 = naturalFrequency
    guard zeta > 1 else { return valueAndVelocity(at: time) }
    let wd = w0 * (zeta * zeta - 1).squareRoot()
    guard wd * time > Self.motionHyperbolicCap else { return valueAndVelocity(at: time) }
    let delta = to - from
    let v = -initialVelocity
    let envelope = exp(-zeta * w0 * time)
    let sh = sinh(Self.motionHyperbolicCap)
    let ch = cosh(Self.motionHyperbolicCap)
    let value = to - envelope * ((v + zeta * w0 * delta) * sh + wd * delta * ch) / wd
    let p = (v + zeta * w0 * delta) / wd
    let velocity = envelope * ((zeta * w0 * p - delta * wd) * sh + (zeta * w0 * delta - p * wd) * ch)
    return (value, velocity)
  }
}
