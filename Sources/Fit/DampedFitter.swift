// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// Fits A·e^(−at)·g(ωt) + B with g = cos, sin or |cos| (docs/fit.md §2).
///
/// Starts, with no guess from the user: the matrix pencil's complex pole
/// pair (cos and sin); for |cos|, the pencil of (y − B)², whose poles are
/// e^(−2aΔt) and e^((−2a ± 2iω)Δt) since |cos|² = (1 + cos 2ωt)/2, with B
/// the extreme value on the far side from the start (the cusps touch it) or
/// the median of the last tenth; and a classic start from zero crossings and
/// the envelope. Each start is polished by variable projection over (a, ω)
/// with A and B eliminated, a ≥ 0 and ω ≥ 0; the lowest sum of squares wins.
enum DampedFitter {
  /// The separable problem over θ = (a, ω) ≥ 0 with coefficients (A, B):
  /// Φ = [e^(−at)·g(ωt), 1]. Only the first column depends on a and ω, so
  /// ∂Φ/∂θ holds that column alone (n entries for a, then n for ω).
  static func problem(_ t: [Double], _ y: [Double], _ oscillation: DampedCosine.Oscillation, overshoot: Bool) -> SeparableProblem {
    SeparableProblem(
      t: t, y: y, nonlinearCount: 2, linearCount: 2, lower: [0, 0], upper: [.infinity, .infinity],
      derivativeColumns: [[0], [0]], basis: basis(oscillation, overshoot))
  }

  /// Fills Φ and, when asked, ∂Φ/∂θ in the layout of ``problem(_:_:_:overshoot:)``.
  static func basis(_ oscillation: DampedCosine.Oscillation, _ overshoot: Bool)
    -> @Sendable ([Double], [Double], inout [Double], inout [Double], Bool) -> Bool
  {
    { theta, times, phi, dphi, want in
      let a = theta[0]
      let w = theta[1]
      let n = times.count
      times.withUnsafeBufferPointer { t in
        phi.withUnsafeMutableBufferPointer { phi in
          dphi.withUnsafeMutableBufferPointer { dphi in
            /// Row i from e^(−a·tᵢ) and (sin, cos)(ω·tᵢ).
            @inline(__always) func fill(_ i: Int, _ s: Double, _ c: Double) {
              let e = exp(-a * t[i])
              var g: Double
              var dg: Double
              switch oscillation {
              case .cosine:
                g = c
                dg = -s
              case .sine:
                g = s
                dg = c
              }
              if !overshoot {
                let sign: Double = g < 0 ? -1 : 1
                g *= sign
                dg *= sign
              }
              phi[i * 2] = e * g
              phi[i * 2 + 1] = 1
              if want {
                dphi[i] = -t[i] * e * g
                dphi[n + i] = t[i] * e * dg
              }
            }
            // Four angles at a time (the same bits as one at a time).
            var i = 0
            while i + 4 <= n {
              let (s, c) = sinCos(SIMD4(w * t[i], w * t[i + 1], w * t[i + 2], w * t[i + 3]))
              for l in 0..<4 { fill(i + l, s[l], c[l]) }
              i += 4
            }
            while i < n {
              let (s, c) = sinCos(w * t[i])
              fill(i, s, c)
              i += 1
            }
          }
        }
      }
      return true
    }
  }

  static func fit(_ s: FitSamples, model: FitModel) -> FitResult? {
    let oscillation: DampedCosine.Oscillation = model == .dampedSine ? .sine : .cosine
    let overshoot = model != .dampedAbsCosine
    let t0 = s.t[0]
    // x − (+0) is x, bit for bit: no copy when the record starts at +0.
    let t = t0.bitPattern == 0 ? s.t : s.t.map { $0 - t0 }
    let span = t[t.count - 1]
    let problem = Self.problem(t, s.y, oscillation, overshoot: overshoot)
    var starts = overshoot ? pencilStarts(t, s.y) : absStarts(t, s.y)
    starts.append(contentsOf: classicStarts(t, s.y, overshoot: overshoot))
    if !overshoot { starts.append(contentsOf: gridStarts(t, s.y, oscillation, decay: starts.first?[0] ?? 0)) }
    guard let r = VariableProjection.best(problem, starts: starts) else { return nil }
    let curve = DampedCosine(
      amplitude: r.coefficients[0], decay: r.theta[0], omega: r.theta[1], offset: r.coefficients[1],
      oscillation: oscillation, overshoot: overshoot)
    // Covariance in the order (A, a, ω, B).
    let names = ["amplitude", "decay", "omega", "offset"]
    let values = [curve.amplitude, curve.decay, curve.omega, curve.offset]
    let cov = FitStatistics.covariance(normalMatrix: r.normalMatrix, rows: t.count, columns: 4, sse: r.sumOfSquares)
    // Jacobian columns are (a, ω, A, B): map to (A, a, ω, B).
    let order = [2, 0, 1, 3]
    var parameters: [FitParameter] = []
    for (k, name) in names.enumerated() {
      let j = order[k]
      parameters.append(FitParameter(name, values[k], standardError: cov.map { $0[j, j].squareRoot() }))
    }
    var atBound: [String] = []
    if r.atBound[0] { atBound.append("decay") }
    if r.atBound[1] { atBound.append("omega") }
    let stats = FitStatistics.evaluate(s.y, parameterCount: 4, curve: curve, at: t)
    var warnings: [FitWarning] = []
    if cov == nil { warnings.append(.unidentifiable("the parameters are not all determined by these samples (JᵀJ is singular)")) }
    if curve.omega * span < Double.pi / 2 {
      warnings.append(.tooShortForFrequency)
    }
    return FitResult(
      model: model, curve: .damped(curve), parameters: parameters, timeOrigin: t0, n: t.count, rmse: stats.rmse,
      maxError: stats.maxError, r2: stats.r2, sse: stats.sse, aic: stats.aic, bic: stats.bic, iterations: r.iterations,
      converged: r.converged, atBound: atBound, warnings: warnings)
  }

  /// (a, ω) from the pencil's complex pair (or its slowest real pole).
  static func pencilStarts(_ t: [Double], _ y: [Double]) -> [[Double]] {
    let (step, u) = MatrixPencil.uniform(t, y)
    guard let poles = MatrixPencil.poles(u) else { return [] }
    var starts: [[Double]] = []
    for z in poles where z.im > 0 {
      starts.append([Swift.max(0, -log(z.magnitude) / step), z.argument / step])
    }
    if starts.isEmpty {
      // No oscillation: the real pole that is not the offset (the one
      // farthest from 1 among the positive ones).
      let real = poles.filter { $0.im == 0 && $0.re > 0 && $0.re < 1 }.sorted { Swift.abs(1 - $0.re) > Swift.abs(1 - $1.re) }
      if let z = real.first { starts.append([-log(z.re) / step, 0.1 / (t[t.count - 1])]) }
    }
    return starts
  }

  /// |cos| starts: the pencil of (y − B)² for two guesses of B.
  static func absStarts(_ t: [Double], _ y: [Double]) -> [[Double]] {
    let median = SettledLevel.of(y)
    let lo = y.min() ?? 0
    let hi = y.max() ?? 0
    let far = Swift.abs(y[0] - lo) > Swift.abs(y[0] - hi) ? lo : hi
    var starts: [[Double]] = []
    for b in [far, median] {
      let squared = y.map { ($0 - b) * ($0 - b) }
      let (step, u) = MatrixPencil.uniform(t, squared)
      guard let poles = MatrixPencil.poles(u) else { continue }
      for z in poles where z.im > 0 {
        starts.append([Swift.max(0, -log(z.magnitude) / (2 * step)), z.argument / (2 * step)])
      }
    }
    return starts
  }

  /// Classic starts: B from the last tenth, ω from the crossings of B (or
  /// the touches, for |cos|), a from the envelope's fall.
  static func classicStarts(_ t: [Double], _ y: [Double], overshoot: Bool) -> [[Double]] {
    let span = t[t.count - 1]
    let b = SettledLevel.of(y)
    var crossings = 0
    for i in 1..<y.count where (y[i] - b) * (y[i - 1] - b) < 0 { crossings += 1 }
    let amplitude = Swift.max(Swift.abs(y[0] - b), SettledLevel.largestDeviation(y, from: b))
    let last = Swift.max(Swift.abs(y[y.count - 1] - b), amplitude * 1e-3)
    let decay = Swift.max(0, log(Swift.max(amplitude, 1e-300) / Swift.max(last, 1e-300)) / Swift.max(span, 1e-300))
    var starts: [[Double]] = []
    for halfPeriods in Set([Swift.max(crossings, 1), crossings + 1]) {
      let w = Double(halfPeriods) * Double.pi / Swift.max(span, 1e-300)
      starts.append([decay, overshoot ? w : w / 2])
    }
    return starts
  }

  /// |cos| has no pencil of its own: the best two of ω = k·π/(2·span),
  /// k = 1…24, by projected cost on the record resampled to 64 points.
  static func gridStarts(_ t: [Double], _ y: [Double], _ oscillation: DampedCosine.Oscillation, decay: Double) -> [[Double]] {
    let span = t[t.count - 1]
    let (step, u) = MatrixPencil.resample(t, y, count: Swift.min(64, t.count))
    let grid = problem(u.indices.map { Double($0) * step }, u, oscillation, overshoot: false)
    let scored = (1...24).compactMap { k -> ([Double], Double)? in
      let start = [decay, Double(k) * Double.pi / (2 * span)]
      return VariableProjection.cost(grid, at: start).map { (start, $0) }
    }
    return scored.sorted { $0.1 < $1.1 }.prefix(2).map(\.0)
  }
}
