// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// One fitted parameter, with its standard error when the problem is
/// identifiable.
public struct FitParameter: Hashable, Sendable {
  /// The JSON field name (`stiffness`, `initialVelocity`, …).
  public var name: String
  public var value: Double
  /// √diag(s²·(JᵀJ)⁻¹), same units; `nil` when unidentifiable.
  public var standardError: Double?

  public init(_ name: String, _ value: Double, standardError: Double? = nil) {
    self.name = name
    self.value = value
    self.standardError = standardError
  }
}

/// The fitted curve, as a Curves value.
public enum FittedCurve: Hashable, Sendable {
  case damped(DampedCosine)
  case spring(Spring)
  /// A Bézier easing from `from` to `to` over `duration` seconds.
  case bezier(CubicBezier, duration: Double, from: Double, to: Double)
  /// SKBounce parameters; the values are frames 0, 1, … (`frames` of them).
  case skbounce(Bounce, periods: Double, exponentPerFrame: Double, frames: Int)

  /// The fitted value at `time` seconds after the first sample (frames for
  /// SKBounce).
  public func value(at time: Double) -> Double {
    switch self {
    case .damped(let c): return c.value(at: time)
    case .spring(let s): return s.value(at: time)
    case .bezier(let b, let d, let from, let to):
      let u = Swift.min(1, Swift.max(0, time / d))
      return from + (to - from) * b.progress(at: u)
    case .skbounce(let b, let periods, let alpha, let frames):
      let w = periods * 2 * Double.pi / Double(frames)
      var g = b.shake ? sin(w * time) : cos(w * time)
      if !b.overshoot { g = Swift.abs(g) }
      return (b.from - b.to) * pow(2.71, alpha * time) * g + b.to
    }
  }
}

/// A fit: the curve, its parameters with standard errors, and how well it
/// fits (docs/fit.md §7).
public struct FitResult: Sendable {
  public var model: FitModel
  public var curve: FittedCurve
  public var parameters: [FitParameter]
  /// The first sample's time: the model's t = 0.
  public var timeOrigin: Double
  /// Model time units per second of sample time: 1, or frames per second
  /// for SKBounce (whose values are frames spread over the record).
  public var timeScale: Double = 1
  public var n: Int
  /// √(SSE/n).
  public var rmse: Double
  /// max |residual|.
  public var maxError: Double
  /// 1 − SSE/SST.
  public var r2: Double
  public var sse: Double
  /// n·ln(SSE/n) + 2p and n·ln(SSE/n) + p·ln n (lower is better).
  public var aic: Double
  public var bic: Double
  public var iterations: Int
  public var converged: Bool
  /// Parameters that ended on a bound.
  public var atBound: [String]
  /// Notes such as an unidentifiable parameter.
  public var warnings: [FitWarning]
  /// Seconds spent fitting, in process.
  public var fitTime: Double = 0

  /// The fitted value at a sample time (seconds, as in the input).
  public func value(at t: Double) -> Double {
    curve.value(at: (t - timeOrigin) * timeScale)
  }

  /// A parameter's value by name.
  public func parameter(_ name: String) -> Double? {
    parameters.first { $0.name == name }?.value
  }
}

/// Goodness of fit of a curve to samples.
enum FitStatistics {
  static func evaluate(_ y: [Double], _ fitted: [Double], parameterCount p: Int)
    -> (sse: Double, rmse: Double, maxError: Double, r2: Double, aic: Double, bic: Double)
  {
    evaluate(y, parameterCount: p) { fitted[$0] }
  }

  /// The same for `curve`'s values at `times`, sampled 1024 at a time
  /// (``Curve/sample(at:values:velocities:)``: bit for bit `value(at:)`,
  /// several at once where the curve can), so no array of them is kept.
  static func evaluate(_ y: [Double], parameterCount p: Int, curve: some Curve, at times: [Double])
    -> (sse: Double, rmse: Double, maxError: Double, r2: Double, aic: Double, bic: Double)
  {
    let chunk = 1024
    var values = [Double](repeating: 0, count: chunk)
    var start = -chunk
    return times.withUnsafeBufferPointer { times in
      evaluate(y, parameterCount: p) { i in
        if i < start || i >= start + chunk {
          start = i
          let end = Swift.min(times.count, i + chunk)
          values.withUnsafeMutableBufferPointer { v in
            curve.sample(at: UnsafeBufferPointer(rebasing: times[i..<end]), values: UnsafeMutableBufferPointer(rebasing: v[0..<(end - i)]), velocities: nil)
          }
        }
        return values[i - start]
      }
    }
  }

  /// The same, with the fitted values computed as they are needed (no array
  /// of them for large data).
  static func evaluate(_ y: [Double], parameterCount p: Int, fitted: (Int) -> Double)
    -> (sse: Double, rmse: Double, maxError: Double, r2: Double, aic: Double, bic: Double)
  {
    let n = Double(y.count)
    var sse = 0.0
    var worst = 0.0
    var mean = 0.0
    for v in y { mean += v }
    mean /= n
    var sst = 0.0
    for (i, v) in y.enumerated() {
      let d = fitted(i) - v
      sse += d * d
      worst = Swift.max(worst, Swift.abs(d))
      sst += (v - mean) * (v - mean)
    }
    let variance = Swift.max(sse / n, 1e-300)
    return (
      sse, (sse / n).squareRoot(), worst, sst > 0 ? 1 - sse / sst : 0,
      n * log(variance) + 2 * Double(p), n * log(variance) + Double(p) * log(n)
    )
  }

  /// s²·(JᵀJ)⁻¹ for the normal matrix JᵀJ of an n × p Jacobian (p × p,
  /// row-major, upper triangle read; ``SeparableResult/normalMatrix``) and
  /// the sum of squares, or `nil` when JᵀJ is singular to working precision
  /// (columns scaled to unit norm first; a pivot below 1e-12 counts as
  /// singular).
  static func covariance(normalMatrix products: [Double], rows n: Int, columns p: Int, sse: Double) -> Matrix? {
    guard n > p else { return nil }
    var norms = [Double](repeating: 0, count: p)
    for j in 0..<p {
      norms[j] = products[j * p + j].squareRoot()
      if !(norms[j] > 0) || !norms[j].isFinite { return nil }
    }
    // Scaled normal matrix and its Cholesky factor.
    var a = Matrix(rows: p, columns: p)
    for j in 0..<p {
      for k in j..<p {
        a[j, k] = products[j * p + k] / (norms[j] * norms[k])
        a[k, j] = a[j, k]
      }
    }
    guard let l = Cholesky.factor(a, minimumPivot: 1e-12) else { return nil }
    // Inverse of L, then (LLᵀ)⁻¹ = L⁻ᵀL⁻¹.
    let inv = Cholesky.inverseOfFactor(l)
    let s2 = sse / Double(n - p)
    var cov = Matrix(rows: p, columns: p)
    for j in 0..<p {
      for k in 0..<p {
        var s = 0.0
        for i in Swift.max(j, k)..<p { s += inv[i, j] * inv[i, k] }
        cov[j, k] = s2 * s / (norms[j] * norms[k])
      }
    }
    return cov
  }

  /// G·C·Gᵀ: the covariance of derived parameters with Jacobian G (rows:
  /// derived, columns: fitted).
  static func transform(_ c: Matrix, _ g: Matrix) -> Matrix {
    let m = g.rows
    let p = c.rows
    var out = Matrix(rows: m, columns: m)
    for a in 0..<m {
      for b in 0..<m {
        var s = 0.0
        for i in 0..<p { for j in 0..<p { s += g[a, i] * c[i, j] * g[b, j] } }
        out[a, b] = s
      }
    }
    return out
  }
}
