// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// A point on a Bézier easing.
public struct BezierPoint: Hashable, Codable, Sendable {
  /// The curve parameter.
  public var t: Double
  /// Progress in (x).
  public var x: Double
  /// Eased progress out (y).
  public var y: Double
}

extension CubicBezier {
  /// Roots in (0, 1) of a·t² + b·t + c, ascending, computed without
  /// cancellation.
  static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    var roots: [Double] = []
    appendRoots(a, b, c, to: &roots)
    return roots.sorted()
  }

  /// The roots in (0, 1) of a·t² + b·t + c appended to `roots` (a
  /// double root once; nearly linear when |a| < 1e-14·(|b| + |c|)).
  @usableFromInline
  static func appendRoots(_ a: Double, _ b: Double, _ c: Double, to roots: inout [Double]) {
    func add(_ t: Double) { if t > 0, t < 1 { roots.append(t) } }
    if Swift.abs(a) < 1e-14 * (Swift.abs(b) + Swift.abs(c)) || a == 0 {
      if b != 0 { add(-c / b) }
    } else {
      let disc = b * b - 4 * a * c
      if disc == 0 {
        add(-b / (2 * a))
      } else if disc > 0 {
        let q = -0.5 * (b + (b >= 0 ? 1 : -1) * disc.squareRoot())
        add(q / a)
        add(c / q)
      }
    }
  }

  /// Where y turns (Y′(t) = 0) strictly inside the curve.
  public var extrema: [BezierPoint] {
    Self.quadraticRoots(3 * ay, 2 * by, cy).map { BezierPoint(t: $0, x: x(at: $0), y: y(at: $0)) }
  }

  /// The smallest and largest y on x ∈ [0, 1].
  public var range: ClosedRange<Double> {
    let ys = [0, 1] + extrema.map(\.y)
    return (ys.min() ?? 0)...(ys.max() ?? 1)
  }

  /// How far y goes above 1 and below 0 (both ≥ 0).
  public var overshoot: (above: Double, below: Double) {
    (Swift.max(0, range.upperBound - 1), Swift.max(0, -range.lowerBound))
  }

  /// Whether y never decreases as x increases.
  ///
  /// Y′(t)/3 = (1−t)²·q₀ + 2(1−t)t·q₁ + t²·q₂ with q₀ = y1, q₁ = y2 − y1,
  /// q₂ = 1 − y2 (Bernstein form, exact at the ends). It is ≥ 0 on [0, 1]
  /// iff q₀ ≥ 0, q₂ ≥ 0 and (q₁ ≥ 0 or q₁² ≤ q₀·q₂).
  public var isMonotone: Bool {
    let q0 = y1
    let q1 = y2 - y1
    let q2 = 1 - y2
    guard q0 >= 0, q2 >= 0 else { return false }
    return q1 >= 0 || q1 * q1 <= q0 * q2
  }

  /// dy/dx at x = 0 and x = 1, from the control points exactly: y1/x1 (or,
  /// when P1 sits over P0, ±∞ if y1 ≠ 0, else y2/x2, else 1), and
  /// (1 − y2)/(1 − x2) with the mirrored rules at the end.
  public var endSlopes: (start: Double, end: Double) {
    func ratio(_ dy1: Double, _ dx1: Double, _ dy2: Double, _ dx2: Double) -> Double {
      if dx1 != 0 { return dy1 / dx1 }
      if dy1 != 0 { return dy1 > 0 ? .infinity : -.infinity }
      if dx2 != 0 { return dy2 / dx2 }
      if dy2 != 0 { return dy2 > 0 ? .infinity : -.infinity }
      return 1
    }
    return (ratio(y1, x1, y2, x2), ratio(1 - y2, 1 - x2, 1 - y1, 1 - x1))
  }

  /// Whether X′ vanishes inside (0, 1): a vertical tangent of y(x).
  public var verticalTangent: BezierPoint? {
    // X′(t) = 3ax·t² + 2bx·t + cx ≥ 0; a zero inside is a double root.
    let a = 3 * ax
    let b = 2 * bx
    let c = cx
    guard a > 0 else { return nil }
    let t = -b / (2 * a)
    guard t > 0, t < 1 else { return nil }
    let minimum = dx(at: t)
    guard minimum <= 1e-15 * (Swift.abs(a) + Swift.abs(b) + Swift.abs(c)) else { return nil }
    return BezierPoint(t: t, x: x(at: t), y: y(at: t))
  }

  /// The largest |dy/dx| on [0, 1] and where: ∞ at a vertical tangent.
  ///
  /// dy/dx = Y′/X′ is extremal where Y″X′ − Y′X″ = 0; that polynomial is
  /// bracketed on a 256-step grid and each root bisected, then compared with
  /// the ends.
  public var maximumSlope: (slope: Double, at: BezierPoint) {
    if let v = verticalTangent { return (dy(at: v.t) >= 0 ? .infinity : -.infinity, v) }
    func g(_ t: Double) -> Double {
      let d1x = dx(at: t)
      let d1y = dy(at: t)
      let d2x = 6 * ax * t + 2 * bx
      let d2y = 6 * ay * t + 2 * by
      return d2y * d1x - d1y * d2x
    }
    var candidates: [Double] = [0, 1]
    let n = 256
    var previous = g(0)
    for i in 1...n {
      let t = Double(i) / Double(n)
      let value = g(t)
      if previous == 0 { candidates.append(Double(i - 1) / Double(n)) }
      if (previous < 0) != (value < 0), previous != 0, value != 0 {
        candidates.append(RootFinding.bisect(from: Double(i - 1) / Double(n), to: t, g))
      }
      previous = value
    }
    var best = (slope: 0.0, t: 0.0)
    for t in candidates {
      let s = slope(atParameter: t)
      if Swift.abs(s) > Swift.abs(best.slope) || (best.slope == 0 && t == 0) { best = (s, t) }
    }
    return (best.slope, BezierPoint(t: best.t, x: x(at: best.t), y: y(at: best.t)))
  }

  /// The x where the easing reaches progress y, when y is monotone;
  /// `nil` when it is not or y is outside [0, 1].
  public func inverse(progress target: Double) -> Double? {
    guard isMonotone, target >= 0, target <= 1 else { return nil }
    if target == 0 { return 0 }
    if target == 1 { return 1 }
    // Solve Y(t) = target on a monotone Y, then map through X.
    let flipped = CubicBezier(x1: y1, y1: x1, x2: y2, y2: x2)
    return x(at: flipped.parameter(forX: target))
  }

  /// The point at parameter t.
  public func point(at t: Double) -> BezierPoint { BezierPoint(t: t, x: x(at: t), y: y(at: t)) }
}

extension CubicBezier {
  /// The fractions x in (0, 1) that cut the easing into pieces on each of
  /// which progress and |slope| are both monotone, ascending (possibly with
  /// extra cuts, never fewer).
  ///
  /// Progress turns where Y′(t) = 0 (where the slope also changes sign); the
  /// slope dy/dx = Y′/X′ turns where Y″X′ − Y′X″ = 0, a quadratic (the t³
  /// terms cancel): 6(a_y·b_x − b_y·a_x)t² + 6(a_y·c_x − c_y·a_x)t +
  /// 2(b_y·c_x − c_y·b_x), and is unbounded where X′(t) = 0. Each
  /// quadratic's roots in (0, 1) and its vertex (so a double root that
  /// rounding makes complex still cuts) are mapped to x = X(t).
  public var monotonePieceBreaks: [Double] {
    var cuts: [Double] = []
    cuts.reserveCapacity(9)
    Self.appendCuts(3 * ay, 2 * by, cy, to: &cuts)
    Self.appendCuts(3 * ax, 2 * bx, cx, to: &cuts)
    Self.appendCuts(6 * (ay * bx - by * ax), 6 * (ay * cx - cy * ax), 2 * (by * cx - cy * bx), to: &cuts)
    for i in cuts.indices { cuts[i] = x(at: cuts[i]) }
    cuts.sort()
    return cuts
  }

  /// The roots in (0, 1) of a·t² + b·t + c (``appendRoots(_:_:_:to:)``)
  /// and its vertex −b/2a when in (0, 1), appended to `cuts`.
  @usableFromInline
  static func appendCuts(_ a: Double, _ b: Double, _ c: Double, to cuts: inout [Double]) {
    appendRoots(a, b, c, to: &cuts)
    if a != 0, -b / (2 * a) > 0, -b / (2 * a) < 1 { cuts.append(-b / (2 * a)) }
  }
}
