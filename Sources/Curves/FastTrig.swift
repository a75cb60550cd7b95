// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// sin and cos together, accurate to about one ulp, about four times faster
/// than calling the platform's `sin` and `cos` separately.
///
/// Method: Cody–Waite reduction x = k·π/2 + r with π/2 split into
/// 33 + 33 + 53 bits (exact products k·P₁ and k·P₂ for |k| < 2²⁰), then the
/// Taylor series of sin and cos on |r| ≤ π/4 to r¹⁷ and r¹⁸ (truncation below
/// 1e-16 relative), evaluated by Horner's rule in r². Arguments beyond
/// 1.6e6 rad, and non-finite ones, go to the platform's `sin` and `cos`.
///
/// The split was computed from 100 digits of π, rounding π/2 to 33 bits,
/// the remainder to 33 bits and the rest to a double.
@inlinable
public func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
  let magnitude = Swift.abs(x)
  guard magnitude < 1.6e6 else { return (Foundation.sin(x), Foundation.cos(x)) }
  let k = (x * 0.6366197723675814).rounded()
  let r = ((x - k * 1.5707963267341256) - k * 6.077100506303966e-11) - k * 2.0222662487959506e-21
  let (s, c) = sinCosSeries(r)
  switch Int(k) & 3 {
  case 0: return (s, c)
  case 1: return (c, -s)
  case 2: return (-s, -c)
  default: return (-c, s)
  }
}

/// ``sinCos(_:)-(Double)`` of four arguments at once, bit for bit the same
/// as four scalar calls: the same reduction and the same two polynomials,
/// as lane-wise IEEE operations, so each lane rounds exactly as the scalar
/// code does. k = round(x·2/π), half away from zero, is made without a
/// library call: (y + 1.5·2⁵²) − 1.5·2⁵² rounds y to the nearest integer
/// (ties to even; exact for |y| < 2⁵¹), a tie that went to the even
/// neighbour nearer zero is moved one further out, and a zero takes the
/// sign of y, as `rounded()` gives it. When any lane is beyond 1.6e6 rad or
/// not finite, all four take the scalar path.
@inlinable
public func sinCos(_ x: SIMD4<Double>) -> (sin: SIMD4<Double>, cos: SIMD4<Double>) {
  guard all((x .< 1.6e6) .& (x .> -1.6e6)) else {
    let (s0, c0) = sinCos(x[0])
    let (s1, c1) = sinCos(x[1])
    let (s2, c2) = sinCos(x[2])
    let (s3, c3) = sinCos(x[3])
    return (SIMD4(s0, s1, s2, s3), SIMD4(c0, c1, c2, c3))
  }
  let y = x * 0.6366197723675814
  var k = (y + 6755399441055744.0) - 6755399441055744.0
  let d = y - k
  k.replace(with: k + 1, where: (d .== 0.5) .& (y .> 0))
  k.replace(with: k - 1, where: (d .== -0.5) .& (y .< 0))
  k.replace(with: y * 0, where: k .== 0)
  // Cody–Waite in three parts, the same operations in the same order as
  // the scalar path (written as steps: one expression took the type
  // checker 1.5 s).
  let p1: SIMD4<Double> = k * 1.5707963267341256
  let p2: SIMD4<Double> = k * 6.077100506303966e-11
  let p3: SIMD4<Double> = k * 2.0222662487959506e-21
  let r: SIMD4<Double> = ((x - p1) - p2) - p3
  let (s, c) = sinCosSeries(r)
  // Quadrant k mod 4: (s, c), (c, −s), (−s, −c), (−c, s).
  // k + 1.5·2⁵² is exact and its significand's last bits are those of k
  // (1.5·2⁵² is a multiple of 4), so they give k mod 4 as Int(k) & 3 does.
  let q = unsafeBitCast(k + 6755399441055744.0, to: SIMD4<Int64>.self) & 3
  let swap = (q & 1) .!= 0
  let sine = s.replacing(with: c, where: swap)
  let cosine = c.replacing(with: s, where: swap)
  return (
    sine.replacing(with: -sine, where: (q & 2) .!= 0),
    cosine.replacing(with: -cosine, where: ((q &+ 1) & 2) .!= 0)
  )
}

/// One argument or several: the operations ``sinCosSeries(_:)`` needs, so
/// that the scalar and the four-lane ``sinCos`` share one definition of the
/// series (the same operations, lane by lane).
public protocol TrigLanes {
  init(lane: Double)
  static func * (lhs: Self, rhs: Self) -> Self
  static func + (lhs: Self, rhs: Double) -> Self
  static func - (lhs: Self, rhs: Self) -> Self
  static func - (lhs: Double, rhs: Self) -> Self
}

extension Double: TrigLanes {
  @inlinable public init(lane: Double) { self = lane }
}

extension SIMD4: TrigLanes where Scalar == Double {
  @inlinable public init(lane: Double) { self.init(repeating: lane) }
}

/// sin r and cos r for |r| ≤ π/4: the Taylor series to r¹⁷ and r¹⁸,
/// by Horner's rule in z = r²: sin r = r − r·z·(1/3! − z/5! + …),
/// cos r = 1 − z·(1/2! − z/4! + …). Each step adds a coefficient with its
/// sign (x + (−c) is x − c, bit for bit).
@inlinable @inline(__always)
public func sinCosSeries<V: TrigLanes>(_ r: V) -> (sin: V, cos: V) {
  let z = r * r
  var ps = V(lane: -1.0 / 355687428096000.0)  // −1/17!
  ps = ps * z + 1.0 / 1307674368000.0  // 1/15!
  ps = ps * z + -1.0 / 6227020800.0  // −1/13!
  ps = ps * z + 1.0 / 39916800.0  // 1/11!
  ps = ps * z + -1.0 / 362880.0  // −1/9!
  ps = ps * z + 1.0 / 5040.0  // 1/7!
  ps = ps * z + -1.0 / 120.0  // −1/5!
  ps = ps * z + 1.0 / 6.0  // 1/3!
  var pc = V(lane: 1.0 / 6402373705728000.0)  // 1/18!
  pc = pc * z + -1.0 / 20922789888000.0  // −1/16!
  pc = pc * z + 1.0 / 87178291200.0  // 1/14!
  pc = pc * z + -1.0 / 479001600.0  // −1/12!
  pc = pc * z + 1.0 / 3628800.0  // 1/10!
  pc = pc * z + -1.0 / 40320.0  // −1/8!
  pc = pc * z + 1.0 / 720.0  // 1/6!
  pc = pc * z + -1.0 / 24.0  // −1/4!
  pc = pc * z + 0.5  // 1/2!
  return (r - r * z * ps, 1 - z * pc)
}
