// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

extension DampedCosine: AnalyzableCurve {
  /// The times in `range` where the motion changes direction, ascending.
  ///
  /// With θ = ωt and φ = atan2(ω, α):
  /// - cosine: x′ = 0 where cos(θ − φ + π/2)… i.e. θ = φ + π/2 + kπ − π;
  ///   written θₖ = kπ − atan(α/ω) for k ≥ 1;
  /// - sine: θₖ = atan2(ω, α) + kπ for k ≥ 0;
  /// - anvil (|g|) adds the cusps where g = 0: θ = π/2 + kπ (cosine) and
  ///   θ = kπ, k ≥ 1 (sine).
  ///
  /// Between consecutive returned times the curve is monotone.
  public func turningPoints(in range: ClosedRange<Double>) -> [Double] {
    guard amplitude != 0, omega > 0, omega.isFinite, decay.isFinite else { return [] }
    var result: [Double] = []
    // Smooth extrema: θ = base + kπ.
    let base: Double
    switch oscillation {
    case .cosine: base = -atan2(decay, omega)  // in (−π/2, 0] for α ≥ 0
    case .sine: base = atan2(omega, decay)     // in (0, π/2] for α ≥ 0
    }
    appendArithmetic(base: base, step: .pi, range: range, into: &result)
    if !overshoot {
      let cusp: Double = oscillation == .cosine ? .pi / 2 : 0
      appendArithmetic(base: cusp, step: .pi, range: range, into: &result)
      result.sort()
    }
    return result
  }

  /// Appends t = (base + kπ)/ω for every integer k with t in `range`, t > 0.
  private func appendArithmetic(
    base: Double, step: Double, range: ClosedRange<Double>, into result: inout [Double]
  ) {
    let lower = Swift.max(range.lowerBound, 0)
    guard range.upperBound >= lower else { return }
    let kStart = ((lower * omega - base) / step).rounded(.up)
    let kEnd = ((range.upperBound * omega - base) / step).rounded(.down)
    guard kStart <= kEnd, kEnd - kStart < 50_000_000 else { return }
    var k = kStart
    while k <= kEnd {
      let t = (base + k * step) / omega
      if t > 0, t >= range.lowerBound, t <= range.upperBound { result.append(t) }
      k += 1
    }
  }

  /// The earliest time after which the envelope |A|·e^(−αt) is at most
  /// `tolerance`: t = ln(|A|/tolerance)/α (0 when |A| ≤ tolerance, ∞ when
  /// α ≤ 0 and |A| > tolerance).
  public func envelopeTime(below tolerance: Double) -> Double {
    let a = Swift.abs(amplitude)
    if a <= tolerance { return 0 }
    if !(decay > 0) { return .infinity }
    return log(a / tolerance) / decay
  }

  /// Times where g(ωt) = 0 in `range`: where an overshooting curve crosses
  /// its target and an anvil touches it.
  public func targetTouches(in range: ClosedRange<Double>) -> [Double] {
    guard amplitude != 0, omega > 0 else { return [] }
    var result: [Double] = []
    let base: Double = oscillation == .cosine ? .pi / 2 : 0
    appendArithmetic(base: base, step: .pi, range: range, into: &result)
    return result
  }
}
