// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Exact dyadic rationals ±m·2^e (m an arbitrary-size integer), for test
/// references that must not depend on floating-point rounding.
struct Dyadic {
  var negative = false
  /// Little-endian 32-bit limbs, no leading zero limbs.
  var limbs: [UInt32] = []
  var exponent = 0

  static let zero = Dyadic()

  init() {}

  /// The exact value of a finite double.
  init(_ d: Double) {
    guard d != 0, d.isFinite else { return }
    negative = d < 0
    let a = Swift.abs(d)
    var m = a.significandBitPattern
    var e = Int(a.exponent) - 52
    if a.isNormal { m |= 1 << 52 } else { e = -1074 }
    limbs = [UInt32(truncatingIfNeeded: m), UInt32(truncatingIfNeeded: m >> 32)]
    exponent = e
    trim()
  }

  var isZero: Bool { limbs.isEmpty }
  var sign: Int { isZero ? 0 : (negative ? -1 : 1) }

  private mutating func trim() {
    while let last = limbs.last, last == 0 { limbs.removeLast() }
  }

  static func * (a: Dyadic, b: Dyadic) -> Dyadic {
    if a.isZero || b.isZero { return .zero }
    var out = [UInt32](repeating: 0, count: a.limbs.count + b.limbs.count)
    for (i, x) in a.limbs.enumerated() {
      var carry: UInt64 = 0
      for (j, y) in b.limbs.enumerated() {
        let t = UInt64(x) * UInt64(y) + UInt64(out[i + j]) + carry
        out[i + j] = UInt32(truncatingIfNeeded: t)
        carry = t >> 32
      }
      var k = i + b.limbs.count
      while carry != 0 {
        let t = UInt64(out[k]) + carry
        out[k] = UInt32(truncatingIfNeeded: t)
        carry = t >> 32
        k += 1
      }
    }
    var r = Dyadic()
    r.negative = a.negative != b.negative
    r.limbs = out
    r.exponent = a.exponent + b.exponent
    r.trim()
    return r
  }

  /// The magnitude shifted left by `bits`.
  private static func shifted(_ limbs: [UInt32], by bits: Int) -> [UInt32] {
    if bits == 0 { return limbs }
    let whole = bits / 32
    let part = bits % 32
    var out = [UInt32](repeating: 0, count: whole) + limbs + [0]
    if part > 0 {
      var carry: UInt32 = 0
      for i in whole..<out.count {
        let v = out[i]
        out[i] = (v << UInt32(part)) | carry
        carry = v >> UInt32(32 - part)
      }
    }
    return out
  }

  private static func compare(_ a: [UInt32], _ b: [UInt32]) -> Int {
    var a = a, b = b
    while a.last == 0 { a.removeLast() }
    while b.last == 0 { b.removeLast() }
    if a.count != b.count { return a.count < b.count ? -1 : 1 }
    for i in stride(from: a.count - 1, through: 0, by: -1) where a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
    return 0
  }

  static func + (a: Dyadic, b: Dyadic) -> Dyadic {
    if a.isZero { return b }
    if b.isZero { return a }
    let e = Swift.min(a.exponent, b.exponent)
    let x = shifted(a.limbs, by: a.exponent - e)
    let y = shifted(b.limbs, by: b.exponent - e)
    var r = Dyadic()
    r.exponent = e
    if a.negative == b.negative {
      r.negative = a.negative
      var out: [UInt32] = []
      var carry: UInt64 = 0
      for i in 0..<Swift.max(x.count, y.count) {
        let t = UInt64(i < x.count ? x[i] : 0) + UInt64(i < y.count ? y[i] : 0) + carry
        out.append(UInt32(truncatingIfNeeded: t))
        carry = t >> 32
      }
      if carry != 0 { out.append(UInt32(carry)) }
      r.limbs = out
    } else {
      let c = compare(x, y)
      if c == 0 { return .zero }
      let (big, small) = c > 0 ? (x, y) : (y, x)
      r.negative = c > 0 ? a.negative : b.negative
      var out: [UInt32] = []
      var borrow: Int64 = 0
      for i in 0..<big.count {
        var t = Int64(big[i]) - Int64(i < small.count ? small[i] : 0) - borrow
        borrow = 0
        if t < 0 {
          t += 1 << 32
          borrow = 1
        }
        out.append(UInt32(t))
      }
      r.limbs = out
    }
    r.trim()
    return r
  }

  static prefix func - (a: Dyadic) -> Dyadic {
    var r = a
    if !r.isZero { r.negative.toggle() }
    return r
  }

  static func - (a: Dyadic, b: Dyadic) -> Dyadic { a + (-b) }
}

/// hi + lo, a test-side double-double (written separately from the library's).
struct TestDD {
  var hi: Double
  var lo: Double

  init(_ hi: Double, _ lo: Double = 0) {
    self.hi = hi
    self.lo = lo
  }

  static func exactSum(_ a: Double, _ b: Double) -> TestDD {
    let s = a + b
    let v = s - a
    return TestDD(s, (a - (s - v)) + (b - v))
  }

  static func exactProduct(_ a: Double, _ b: Double) -> TestDD {
    let p = a * b
    return TestDD(p, (-p).addingProduct(a, b))
  }

  static func + (a: TestDD, b: TestDD) -> TestDD {
    let s = exactSum(a.hi, b.hi)
    let lo = s.lo + a.lo + b.lo
    return exactSum(s.hi, lo)
  }

  static func * (a: TestDD, b: TestDD) -> TestDD {
    let p = exactProduct(a.hi, b.hi)
    return exactSum(p.hi, p.lo + a.hi * b.lo + a.lo * b.hi)
  }

  static prefix func - (a: TestDD) -> TestDD { TestDD(-a.hi, -a.lo) }
  var value: Double { hi + lo }
}

/// The true value of a cubic-Bézier easing at x, from bisection on t over
/// doubles with residual signs that are exact (double-double, and exact
/// dyadic arithmetic when that is too close to call).
enum BezierReference {
  /// 3x₁·s²·t + 3x₂·s·t² + t³ − x in double-double (Bernstein form).
  static func residualDD(_ b: (Double, Double, Double, Double), _ t: Double, _ x: Double) -> TestDD {
    let s = TestDD.exactSum(1, -t)
    let tt = TestDD(t)
    let three = TestDD(3)
    let term1 = three * TestDD(b.0) * s * s * tt
    let term2 = three * TestDD(b.2) * s * tt * tt
    return term1 + term2 + tt * tt * tt + TestDD(-x)
  }

  static func residualSign(_ b: (Double, Double, Double, Double), _ t: Double, _ x: Double) -> Int {
    let r = residualDD(b, t, x)
    if Swift.abs(r.value) > 1e-27 { return r.value > 0 ? 1 : -1 }
    let tt = Dyadic(t)
    let s = Dyadic(1) - tt
    let three = Dyadic(3)
    let exact = three * Dyadic(b.0) * s * s * tt + three * Dyadic(b.2) * s * tt * tt + tt * tt * tt - Dyadic(x)
    return exact.sign
  }

  /// Y(t) in double-double.
  static func yDD(_ b: (Double, Double, Double, Double), _ t: Double) -> Double {
    let s = TestDD.exactSum(1, -t)
    let tt = TestDD(t)
    let three = TestDD(3)
    return (three * TestDD(b.1) * s * s * tt + three * TestDD(b.3) * s * tt * tt + tt * tt * tt).value
  }

  /// The interval [y(t_lo), y(t_hi)] around the true y(x), t_lo and t_hi
  /// adjacent doubles bracketing the true parameter.
  static func progress(_ b: (Double, Double, Double, Double), _ x: Double) -> (lo: Double, hi: Double) {
    let t = parameter(b, x)
    let a = yDD(b, t.lo)
    let c = yDD(b, t.hi)
    return (Swift.min(a, c), Swift.max(a, c))
  }
}

extension BezierReference {
  /// The adjacent doubles bracketing the true parameter t of x (X(t) = x),
  /// by bisection over the doubles in [0, 1] with exact residual signs.
  static func parameter(_ b: (Double, Double, Double, Double), _ x: Double) -> (lo: Double, hi: Double) {
    if x <= 0 { return (0, 0) }
    if x >= 1 { return (1, 1) }
    var lo = 0.0
    var hi = 1.0
    while true {
      let mid = lo + (hi - lo) / 2
      if mid <= lo || mid >= hi { break }
      let s = residualSign(b, mid, x)
      if s == 0 { return (mid, mid) }
      if s < 0 { lo = mid } else { hi = mid }
    }
    return (lo, hi)
  }
}
