// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Bracketed root finding to the last bit.
public enum RootFinding {
  /// The boundary of a predicate on a bracket, to the last representable bit.
  ///
  /// Given `lo < hi` with `predicate(lo) == false` and `predicate(hi) == true`
  /// and a predicate that changes from false to true once in between, returns
  /// the smallest double `t` in `(lo, hi]` found with `predicate(t) == true`
  /// such that its predecessor is false: the bracket is halved until the two
  /// ends are adjacent doubles.
  ///
  /// - Complexity: at most about 1100 evaluations (the bits between the ends);
  ///   about 55–65 when both ends have the same binary exponent.
  public static func boundary(
    from lo: Double, to hi: Double, _ predicate: (Double) -> Bool
  ) -> Double {
    var lo = lo
    var hi = hi
    while true {
      let mid = midpoint(lo, hi)
      if mid <= lo || mid >= hi { return hi }
      if predicate(mid) { hi = mid } else { lo = mid }
    }
  }

  /// A root of `f` on `[lo, hi]` where `f(lo)` and `f(hi)` differ in sign,
  /// refined by bisection until the bracket is two adjacent doubles; returns
  /// the end with the smaller |f|.
  public static func bisect(
    from lo: Double, to hi: Double, _ f: (Double) -> Double
  ) -> Double {
    let flo = f(lo)
    let fhi = f(hi)
    if flo == 0 { return lo }
    if fhi == 0 { return hi }
    let rising = flo < 0
    let t = boundary(from: lo, to: hi) { x in
      let v = f(x)
      return rising ? v >= 0 : v <= 0
    }
    let before = t.nextDown
    if before >= lo, Swift.abs(f(before)) < Swift.abs(f(t)) { return before }
    return t
  }

  /// The midpoint of two finite doubles without overflow; for values of
  /// very different magnitude the split is geometric in the bits so that
  /// bisection still takes about 64 steps.
  @inlinable
  static func midpoint(_ a: Double, _ b: Double) -> Double {
    if a >= 0, b > 0, b > 4 * a + Double.leastNormalMagnitude, a > 0 {
      // Bisect in the exponent when the ends span several binades.
      let g = (a.squareRoot() * b.squareRoot())
      if g > a && g < b { return g }
    }
    return a + (b - a) / 2
  }
}
