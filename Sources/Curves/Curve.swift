// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A motion in time: seconds in, value and velocity out.
///
/// `Curve` is the time-domain protocol shared by bounces, springs, keyframe
/// timelines and sampled data. Time 0 is the start of the motion; most curves
/// are defined for every finite `time ≥ 0` and some (keyframe loops) beyond.
///
/// Mathematical properties every conforming type documents:
/// - `value(at: 0)` is the start value;
/// - `velocity(at:)` is the derivative of `value(at:)` in value units per
///   second, one-sided where the curve has a corner.
///
/// Unit-domain easings (progress in, progress out) are ``TimingCurve``s.
public protocol Curve: Sendable {
  /// The value at `time` seconds after the start.
  func value(at time: Double) -> Double

  /// The velocity at `time` seconds, in value units per second.
  func velocity(at time: Double) -> Double

  /// `value(at:)` and `velocity(at:)` together, bit for bit the same as the
  /// two calls; a curve whose value and velocity share work (a spring's
  /// exponential and trigonometry) computes that work once.
  func valueAndVelocity(at time: Double) -> (value: Double, velocity: Double)

  /// `value(at:)` into `values[i]` and `velocity(at:)` into
  /// `velocities[i]` for each `times[i]` (either buffer may be left out),
  /// bit for bit the same as those calls; a curve that can evaluate several
  /// times at once (a spring, four angles at a time) does.
  func sample(at times: UnsafeBufferPointer<Double>, values: UnsafeMutableBufferPointer<Double>?, velocities: UnsafeMutableBufferPointer<Double>?)
}

extension Curve {
  /// The two calls, one after the other.
  public func valueAndVelocity(at time: Double) -> (value: Double, velocity: Double) {
    (value(at: time), velocity(at: time))
  }

  /// One time after another (``sampleEach(at:values:velocities:)``).
  public func sample(at times: UnsafeBufferPointer<Double>, values: UnsafeMutableBufferPointer<Double>?, velocities: UnsafeMutableBufferPointer<Double>?) {
    sampleEach(at: times, values: values, velocities: velocities)
  }

  /// ``sample(at:values:velocities:)`` one time after another, through
  /// `valueAndVelocity(at:)` when both are asked for.
  public func sampleEach(at times: UnsafeBufferPointer<Double>, values: UnsafeMutableBufferPointer<Double>?, velocities: UnsafeMutableBufferPointer<Double>?) {
    switch (values, velocities) {
    case (let values?, let velocities?): for (i, t) in times.enumerated() { (values[i], velocities[i]) = valueAndVelocity(at: t) }
    case (let values?, nil): for (i, t) in times.enumerated() { values[i] = value(at: t) }
    case (nil, let velocities?): for (i, t) in times.enumerated() { velocities[i] = velocity(at: t) }
    case (nil, nil): break
    }
  }

  /// A central-difference velocity for curves without an analytic one.
  ///
  /// The step is h = ∛ε·max(1, |t|) (ε = 2⁻⁵²), which balances truncation
  /// and rounding error: the relative error is about ε^(2/3) ≈ 4e-11 for
  /// smooth curves.
  public func velocity(at time: Double) -> Double {
    let h = 6.055454452393343e-06 * Swift.max(1, Swift.abs(time))
    return (value(at: time + h) - value(at: time - h)) / (2 * h)
  }
}
