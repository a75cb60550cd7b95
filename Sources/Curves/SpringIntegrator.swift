// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// A numerical integrator for m·x″ + c·x′ + k·(x − to) = 0.
public enum SpringIntegrator: Hashable, Sendable {
  /// Semi-implicit (symplectic) Euler with a fixed step in seconds:
  /// v += a(x, v)·h, then x += v·h. First order; what many engines use.
  case semiImplicitEuler(step: Double)
  /// Classical fourth-order Runge–Kutta with a fixed step in seconds.
  case rungeKutta4(step: Double)
  /// Dormand–Prince 5(4) with adaptive steps: the local error estimate
  /// (fifth minus fourth order) is kept below `tolerance` × (1 + |state|).
  case dormandPrince(tolerance: Double)

  /// The integrator's name in reports.
  public var name: String {
    switch self {
    case .semiImplicitEuler(let h): "semi-implicit Euler, h = \(NumberText.text(h, .detail)) s"
    case .rungeKutta4(let h): "RK4, h = \(NumberText.text(h, .detail)) s"
    case .dormandPrince(let tol): "Dormand–Prince 5(4), tolerance \(NumberText.text(tol, .detail))"
    }
  }
}

/// A numerical solution at requested times, with its error against the
/// closed form.
public struct SpringIntegration: Hashable, Sendable {
  public var times: [Double]
  public var values: [Double]
  public var velocities: [Double]
  /// Steps taken (accepted steps for Dormand–Prince).
  public var steps: Int
  /// Rejected steps (Dormand–Prince only).
  public var rejectedSteps: Int
  /// max |x_numeric − x_exact| over the output times, value units.
  public var maximumValueError: Double
  /// max |v_numeric − v_exact|, value units per second.
  public var maximumVelocityError: Double
  /// Why integration stopped before the last time, if it did: a step
  /// budget of ``SpringIntegrator/maximumSteps`` or a non-finite error
  /// estimate. The arrays then end at the last time reached.
  public var stopped: String? = nil
}

extension SpringIntegrator {
  /// The most steps (accepted and rejected) one integration may take.
  public static let maximumSteps = 10_000_000
}

extension Spring {
  /// Integrates the equation of motion to each of `times` (ascending, ≥ 0)
  /// and compares with the closed form.
  ///
  /// Fixed-step methods step from the last output time towards the next
  /// with steps of at most h, the last one shortened to land exactly on it.
  /// - Complexity: O(duration/h) for fixed steps.
  public func integrate(_ method: SpringIntegrator, at times: [Double]) -> SpringIntegration {
    let m = mass
    let k = stiffness
    let c = damping
    let target = to
    func accel(_ x: Double, _ v: Double) -> Double { -(k * (x - target) + c * v) / m }
    var x = from
    var v = initialVelocity
    var t = 0.0
    var result = SpringIntegration(
      times: [], values: [], velocities: [], steps: 0, rejectedSteps: 0,
      maximumValueError: 0, maximumVelocityError: 0)
    var h = 1e-3
    if case .dormandPrince = method { h = Swift.max(1e-6, 0.01 / Swift.max(1, naturalFrequency)) }
    outer: for next in times {
      while t < next {
        if result.steps + result.rejectedSteps >= SpringIntegrator.maximumSteps {
          result.stopped = "after \(SpringIntegrator.maximumSteps) steps (the step budget)"
          break outer
        }
        switch method {
        case .semiImplicitEuler(let step):
          let dt = Swift.min(step, next - t)
          v += accel(x, v) * dt
          x += v * dt
          t = dt == next - t ? next : t + dt
          result.steps += 1
        case .rungeKutta4(let step):
          let dt = Swift.min(step, next - t)
          let (k1x, k1v) = (v, accel(x, v))
          let (k2x, k2v) = (v + dt / 2 * k1v, accel(x + dt / 2 * k1x, v + dt / 2 * k1v))
          let (k3x, k3v) = (v + dt / 2 * k2v, accel(x + dt / 2 * k2x, v + dt / 2 * k2v))
          let (k4x, k4v) = (v + dt * k3v, accel(x + dt * k3x, v + dt * k3v))
          x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
          v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
          t = dt == next - t ? next : t + dt
          result.steps += 1
        case .dormandPrince(let tolerance):
          let dt = Swift.min(h, next - t)
          let step = DormandPrince.step(x: x, v: v, h: dt, accel: accel)
          let scale = 1 + Swift.max(Swift.abs(x - target), Swift.abs(v) / Swift.max(naturalFrequency, 1e-300))
          let err = Swift.max(step.errorX, step.errorV / Swift.max(naturalFrequency, 1e-300)) / (tolerance * scale)
          guard err.isFinite else {
            result.stopped = "at t = \(t) s: the error estimate is not finite"
            break outer
          }
          if err <= 1 {
            x = step.x
            v = step.v
            t = dt == next - t ? next : t + dt
            result.steps += 1
          } else {
            result.rejectedSteps += 1
          }
          // Standard step-size control for a fifth-order method.
          let factor = err == 0 ? 5 : Swift.min(5, Swift.max(0.2, 0.9 * pow(err, -0.2)))
          h = dt * factor
        }
      }
      result.times.append(next)
      result.values.append(x)
      result.velocities.append(v)
      result.maximumValueError = Swift.max(result.maximumValueError, Swift.abs(x - value(at: next)))
      result.maximumVelocityError = Swift.max(result.maximumVelocityError, Swift.abs(v - velocity(at: next)))
    }
    return result
  }
}

/// One Dormand–Prince 5(4) step for x′ = v, v′ = a(x, v).
enum DormandPrince {
  struct Step {
    var x: Double
    var v: Double
    var errorX: Double
    var errorV: Double
  }

  // Butcher tableau (Dormand & Prince 1980).
  static let c2 = 1.0 / 5, c3 = 3.0 / 10, c4 = 4.0 / 5, c5 = 8.0 / 9
  static let a21 = 1.0 / 5
  static let a31 = 3.0 / 40, a32 = 9.0 / 40
  static let a41 = 44.0 / 45, a42 = -56.0 / 15, a43 = 32.0 / 9
  static let a51 = 19372.0 / 6561, a52 = -25360.0 / 2187, a53 = 64448.0 / 6561, a54 = -212.0 / 729
  static let a61 = 9017.0 / 3168, a62 = -355.0 / 33, a63 = 46732.0 / 5247, a64 = 49.0 / 176, a65 = -5103.0 / 18656
  static let b1 = 35.0 / 384, b3 = 500.0 / 1113, b4 = 125.0 / 192, b5 = -2187.0 / 6784, b6 = 11.0 / 84
  // Fifth minus fourth order weights (the error estimate).
  static let e1 = 71.0 / 57600, e3 = -71.0 / 16695, e4 = 71.0 / 1920, e5 = -17253.0 / 339200, e6 = 22.0 / 525, e7 = -1.0 / 40

  static func step(x: Double, v: Double, h: Double, accel: (Double, Double) -> Double) -> Step {
    let k1x = v, k1v = accel(x, v)
    var px = x + h * a21 * k1x
    var pv = v + h * a21 * k1v
    let k2x = pv, k2v = accel(px, pv)
    px = x + h * (a31 * k1x + a32 * k2x)
    pv = v + h * (a31 * k1v + a32 * k2v)
    let k3x = pv, k3v = accel(px, pv)
    px = x + h * (a41 * k1x + a42 * k2x + a43 * k3x)
    pv = v + h * (a41 * k1v + a42 * k2v + a43 * k3v)
    let k4x = pv, k4v = accel(px, pv)
    px = x + h * (a51 * k1x + a52 * k2x + a53 * k3x + a54 * k4x)
    pv = v + h * (a51 * k1v + a52 * k2v + a53 * k3v + a54 * k4v)
    let k5x = pv, k5v = accel(px, pv)
    px = x + h * (a61 * k1x + a62 * k2x + a63 * k3x + a64 * k4x + a65 * k5x)
    pv = v + h * (a61 * k1v + a62 * k2v + a63 * k3v + a64 * k4v + a65 * k5v)
    let k6x = pv, k6v = accel(px, pv)
    let nx = x + h * (b1 * k1x + b3 * k3x + b4 * k4x + b5 * k5x + b6 * k6x)
    let nv = v + h * (b1 * k1v + b3 * k3v + b4 * k4v + b5 * k5v + b6 * k6v)
    let k7x = nv, k7v = accel(nx, nv)
    let ex = h * (e1 * k1x + e3 * k3x + e4 * k4x + e5 * k5x + e6 * k6x + e7 * k7x)
    let ev = h * (e1 * k1v + e3 * k3v + e4 * k4v + e5 * k5v + e6 * k6v + e7 * k7v)
    return Step(x: nx, v: nv, errorX: Swift.abs(ex), errorV: Swift.abs(ev))
  }
}
