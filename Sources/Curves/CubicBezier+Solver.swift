// This file is part of curvetool. SPDX-License-Identifier: MIT

extension CubicBezier {
  /// The slope |dy/dx| above which residuals are evaluated in double-double:
  /// at slope s a residual error of 2e-16 in x becomes s·2e-16 in y.
  static let steepSlope = 1000.0

  /// The curve parameter t ∈ [0, 1] with X(t) = x, to the last bit where it
  /// matters.
  ///
  /// The start: the cell [k/16, (k+1)/16] whose ends X(k/16) (``cells``,
  /// made with the curve) bracket x, and the cell's cubic Hermite guess of
  /// t(x), off by about 1e-7 on the CSS curves (the chord, off by about
  /// (1/16)²·|X″|/(8X′), where X′ vanishes at an end). Then one Halley step
  /// (error about K·s³ for a step s) and Newton steps (|X″/2X′|·s²) inside
  /// the cell, stopping as soon as the error the last step leaves is below
  /// a quarter of t's last place: one step for most x, two for the rest,
  /// more only next to an end where X′ vanishes. A step that would leave the bracket, or more than 8 steps,
  /// hands over to the safeguarded Newton of ``parameter(forX:guess:)``
  /// inside the bracket. Where the curve is steep (|dy/dx| > 1000: next to a
  /// vertical tangent such as (1, 0, 0, 1) at x = 0.5) the residual X(t) − x
  /// is computed in double-double with exactly represented coefficients
  /// (3x₁, 3x₂ − 6x₁, 1 + 3x₁ − 3x₂) and the bracket is bisected until its
  /// ends are adjacent doubles, so |y − y_true| stays ≤ 1e-12 even where
  /// X′(t) is 1e-11 (docs/bezier.md §2).
  ///
  /// - Parameter x: in [0, 1]; values outside are clamped.
  /// - Complexity: two or three steps; about 60 double-double evaluations
  ///   on steep points.
  public func parameter(forX x: Double) -> Double {
    if x.isNaN { return .nan }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    if cells.isEmpty { return solve(x, lo: 0, hi: 1, guess: x) }
    // The cell: the last start at or below x (X is non-decreasing for
    // x1, x2 in [0, 1]; X(0) = 0 < x).
    let (guess, k) = cells.withUnsafeBufferPointer { p -> (Double, Int) in
      // Two rounds of three comparisons each, independent within a round:
      // the starts of cells 4, 8 and 12, then of the next three cells.
      let quarter = (p[16] <= x ? 4 : 0) &+ (p[32] <= x ? 4 : 0) &+ (p[48] <= x ? 4 : 0)
      let q = 4 &* quarter
      let k = quarter &+ (p[q &+ 4] <= x ? 1 : 0) &+ (p[q &+ 8] <= x ? 1 : 0) &+ (p[q &+ 12] <= x ? 1 : 0)
      let b = 4 &* k
      let xLo = p[b]
      guard xLo <= x, x <= p[b &+ 4] else { return (.nan, k) }
      // The Hermite cubic in v, its terms paired (Estrin) for a shorter chain.
      let v = x - xLo
      let guess = (Double(k) / 16 + v * p[b &+ 1]) + (v * v) * (p[b &+ 2] + v * p[b &+ 3])
      return (guess, k)
    }
    guard !guess.isNaN else { return solve(x, lo: 0, hi: 1, guess: x) }
    let lo = Double(k) / 16
    let hi = Double(k + 1) / 16
    return refine(x, lo: lo, hi: hi, start: Swift.min(Swift.max(guess, lo), hi))
  }

  /// Halley, then Newton, from `start` in the cell [lo, hi]
  /// (``parameter(forX:)``). X is monotone in the cell, so a step that stays
  /// in it needs no bracket of its own; one that leaves it hands over to the
  /// safeguarded Newton.
  @usableFromInline
  func refine(_ x: Double, lo: Double, hi: Double, start: Double) -> Double {
    let a = ax
    let b = bx
    let c = cx
    var t = start
    var halley = true
    for _ in 0..<8 {
      // X(t) − x and X′(t) with their terms paired (Estrin): t² beside a·t.
      let tt = t * t
      let f = (c * t - x) + tt * (b + a * t)
      let d = c + t * (2 * b + 3 * a * t)
      let dd = 6 * a * t + 2 * b
      // The error the step leaves: about K·s³ for Halley (K = (X″/2X′)² −
      // X‴/6X′, X‴ = 6a) and |X″/2X′|·s² for Newton; done when it is below
      // 2⁻⁵⁵·t (at most a quarter of t's last place). Both sides are
      // multiplied by 4X′², so no division is spent on the test.
      let step: Double
      let left: Double
      let bound: Double
      if halley {
        step = 2 * f * d / (2 * d * d - f * dd)
        left = Swift.abs(dd * dd - 4 * a * d) * Swift.abs(step * step * step)
        bound = 4 * d * d
        halley = false
      } else {
        step = f / d
        left = Swift.abs(dd) * step * step
        bound = 2 * Swift.abs(d)
      }
      if f == 0 { return finish(x, t, slopeX: d) }
      let next = t - step
      // A vanishing X′ (a step of 0 or NaN), or a step out of the cell.
      guard d != 0, step != 0, next >= lo, next <= hi else { return solve(x, lo: lo, hi: hi, guess: t) }
      t = next
      if left <= bound * (t * 0x1p-55) { return finish(x, t, slopeX: d) }
    }
    return solve(x, lo: lo, hi: hi, guess: t)
  }

  /// `t`, or on a steep point (|Y′| > 1000·|X′|, X′ taken at the last step's
  /// start) the last-bit bisection near it.
  @inline(__always)
  func finish(_ x: Double, _ t: Double, slopeX: Double) -> Double {
    Swift.abs(dy(at: t)) > Self.steepSlope * Swift.abs(slopeX) ? bisectExactly(x, near: t) : t
  }

  /// ``parameter(forX:)`` starting Newton from `guess` (a previous solution
  /// for a nearby curve or x): same accuracy, fewer steps.
  public func parameter(forX x: Double, guess: Double) -> Double {
    if x.isNaN { return .nan }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return solve(x, lo: 0, hi: 1, guess: guess.isFinite ? guess : x)
  }

  /// Newton in [lo, hi] from `guess`, then double-double bisection if steep.
  @usableFromInline
  func solve(_ x: Double, lo: Double, hi: Double, guess: Double) -> Double {
    var lo = lo
    var hi = hi
    var t = Swift.min(Swift.max(guess, lo), hi)
    var converged = false
    for _ in 0..<80 {
      let f = self.x(at: t) - x
      if f == 0 {
        converged = true
        break
      }
      if f < 0 { lo = t } else { hi = t }
      let d = dx(at: t)
      var next = t - f / d
      if !(next > lo && next < hi) { next = lo + (hi - lo) / 2 }
      if Swift.abs(next - t) <= 1e-15 * Swift.max(t, 1e-300) || next == t {
        t = next
        converged = true
        break
      }
      t = next
      if hi - lo <= 2 * hi.ulp { break }
    }
    _ = converged
    let steep = Swift.abs(dy(at: t)) > Self.steepSlope * Swift.abs(dx(at: t))
    return steep ? bisectExactly(x, near: t) : t
  }

  /// X(t) − x in double-double, with the coefficients represented exactly.
  @usableFromInline
  func residualDD(_ t: Double, _ x: Double) -> DoubleDouble {
    let c = DoubleDouble.twoProduct(3, x1)
    let b = DoubleDouble.twoProduct(3, x2) - DoubleDouble.twoProduct(6, x1)
    let a = DoubleDouble(1) + c - DoubleDouble.twoProduct(3, x2)
    return ((a * t + b) * t + c) * t - DoubleDouble(x)
  }

  /// Bisection on t with double-double residuals until the bracket is two
  /// adjacent doubles; returns the end with the smaller residual.
  func bisectExactly(_ x: Double, near t: Double) -> Double {
    func sign(_ t: Double) -> Double {
      let r = residualDD(t, x)
      return r.hi != 0 ? r.hi.signum() : r.lo.signum()
    }
    // Grow a bracket around t with a sign change.
    var step = Swift.max(t.ulp, 1e-300)
    var lo = Swift.max(0, t - step)
    var hi = Swift.min(1, t + step)
    while sign(lo) > 0, lo > 0 {
      step *= 4
      lo = Swift.max(0, t - step)
    }
    step = Swift.max(t.ulp, 1e-300)
    while sign(hi) < 0, hi < 1 {
      step *= 4
      hi = Swift.min(1, t + step)
    }
    if sign(lo) == 0 { return lo }
    if sign(hi) == 0 { return hi }
    while true {
      let mid = lo + (hi - lo) / 2
      if mid <= lo || mid >= hi { break }
      let s = sign(mid)
      if s == 0 { return mid }
      if s < 0 { lo = mid } else { hi = mid }
    }
    let rl = residualDD(lo, x)
    let rh = residualDD(hi, x)
    return Swift.abs(rl.hi + rl.lo) <= Swift.abs(rh.hi + rh.lo) ? lo : hi
  }
}
