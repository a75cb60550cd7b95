// This file is part of curvetool. SPDX-License-Identifier: MIT

/// An unevaluated sum hi + lo of two doubles (about 106 bits), for the few
/// places where a double's 53 bits cannot resolve the answer (Bézier
/// residuals next to vertical tangents).
///
/// Built on the error-free transformations TwoSum (Knuth) and TwoProduct
/// (fused multiply-add); relative error about 2⁻¹⁰⁴ per operation.
@usableFromInline
struct DoubleDouble: Sendable {
  @usableFromInline var hi: Double
  @usableFromInline var lo: Double

  @inlinable init(_ hi: Double, _ lo: Double = 0) {
    self.hi = hi
    self.lo = lo
  }

  /// a + b exactly, as (rounded sum, error).
  @inlinable static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    let bb = s - a
    let e = (a - (s - bb)) + (b - bb)
    return DoubleDouble(s, e)
  }

  /// a·b exactly, as (rounded product, error).
  @inlinable static func twoProduct(_ a: Double, _ b: Double) -> DoubleDouble {
    let p = a * b
    return DoubleDouble(p, (-p).addingProduct(a, b))
  }

  @inlinable static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let s = twoSum(a.hi, b.hi)
    let t = twoSum(a.lo, b.lo)
    var c = twoSum(s.hi, s.lo + t.hi)
    c = twoSum(c.hi, c.lo + t.lo)
    return c
  }

  @inlinable static prefix func - (a: DoubleDouble) -> DoubleDouble { DoubleDouble(-a.hi, -a.lo) }

  @inlinable static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble { a + (-b) }

  /// (hi + lo)·b.
  @inlinable static func * (a: DoubleDouble, b: Double) -> DoubleDouble {
    let p = twoProduct(a.hi, b)
    return twoSum(p.hi, p.lo + a.lo * b)
  }

  @inlinable var value: Double { hi + lo }
}
