// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

extension Spring: AnalyzableCurve {
  /// The target.
  public var restingValue: Double { to }

  /// The times in `range` where the velocity is zero, ascending.
  ///
  /// x′ ∝ v₀·C(t) − K·S(t) with K = ω₀²x₀ + a·v₀:
  /// - under-damped: tan(ω_d·t) = v₀·ω_d/K, every π/ω_d;
  /// - critical: t = v₀/K when positive;
  /// - over-damped: tanh(r·t) = v₀·r/K, when that ratio is in (0, 1).
  public func turningPoints(in range: ClosedRange<Double>) -> [Double] {
    let m = motion
    guard m.v0 != 0 || m.kv != 0 else { return [] }
    let lower = Swift.max(range.lowerBound, 0)
    guard range.upperBound >= lower else { return [] }
    if m.q > 0 {
      let base = m.kv == 0 ? Double.pi / 2 : atan(m.v0 * m.w / m.kv)
      let nStart = ((lower * m.w - base) / Double.pi).rounded(.up)
      let nEnd = ((range.upperBound * m.w - base) / Double.pi).rounded(.down)
      guard nStart <= nEnd, nEnd - nStart < 50_000_000 else { return [] }
      var result: [Double] = []
      var n = nStart
      while n <= nEnd {
        let t = (base + n * Double.pi) / m.w
        if t > 0, t >= range.lowerBound, t <= range.upperBound { result.append(t) }
        n += 1
      }
      return result
    }
    var t = Double.nan
    if m.q == 0 {
      if m.kv != 0 { t = m.v0 / m.kv }
    } else if m.kv != 0 {
      let y = m.v0 * m.w / m.kv
      if y > 0, y < 1 { t = atanh(y) / m.w }
    }
    return t > 0 && range.contains(t) ? [t] : []
  }

  /// A nonincreasing bound of |x(s) − to| for s ≥ t.
  ///
  /// Under-damped: min(R·e^(−at), H(t)) with R = √(x₀² + (b/ω_d)²) and H the
  /// non-increasing hull of (|x₀| + |b|·s)·e^(−as) (|S(s)| ≤ s); critical:
  /// H; over-damped: |x₀|·e^(−at)·cosh(rt) + |b|·g(max(t, s*)) where
  /// g(s) = e^(−as)·sinh(rs)/r peaks at s* = ln((a + r)/ω₀)/r.
  public func envelope(at time: Double) -> Double {
    let m = motion
    let t = Swift.max(0, time)
    let ax0 = Swift.abs(m.x0)
    let ab = Swift.abs(m.b)
    if m.q < 0 {
      let omega0 = m.omega0Squared.squareRoot()
      // ln((a + r)/ω₀) = log1p((r + r²/(a + ω₀))/ω₀), free of cancellation.
      let peak = log1p((m.w + m.w * m.w / (m.a + omega0)) / omega0) / m.w
      let c = m.basis(t).c
      let s = m.basis(Swift.max(t, peak)).s
      return ax0 * c + ab * s
    }
    let hull = linearEnvelopeHull(ax0, ab, m.a, t)
    if m.q == 0 { return hull }
    let r = (ax0 * ax0 + (ab / m.w) * (ab / m.w)).squareRoot()
    return Swift.min(r * exp(-m.a * t), hull)
  }

  /// sup over s ≥ t of (p + q·s)·e^(−a·s).
  private func linearEnvelopeHull(_ p: Double, _ q: Double, _ a: Double, _ t: Double) -> Double {
    guard a > 0 else { return q == 0 ? p : .infinity }
    var s = t
    if q > 0 {
      let peak = 1 / a - p / q
      if peak > t { s = peak }
    }
    return (p + q * s) * exp(-a * s)
  }
}

extension Spring {
  /// How far the motion moves off if its start velocity is dropped: the
  /// largest |x(t) − x₀(t)| over the motion (x₀ from rest), as a fraction
  /// of |to − from| (of 1 when the spring does not move). The difference is
  /// the start velocity's own response, v₀·e^(−at)·S(t), found by
  /// ``WorstCase`` over ten envelope time constants.
  public var velocityDropError: Double {
    guard initialVelocity != 0 else { return 0 }
    var rest = self
    rest.initialVelocity = 0
    let span = 10 / Swift.max(decayRate, naturalFrequency * 1e-3, 1e-9)
    let worst = WorstCase.maximum(
      of: { Swift.abs(self.value(at: $0 * span) - rest.value(at: $0 * span)) }, in: 0...1, samples: 4000)
    return SettleBand.fraction(band: worst.value, distance: distance)
  }
}
