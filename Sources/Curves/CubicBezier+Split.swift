// This file is part of curvetool. SPDX-License-Identifier: MIT

extension CubicBezier {
  /// One part of an easing cut at a time: the part's own easing over its
  /// own time, and the progress where the cut falls.
  public struct Part: Hashable, Sendable {
    /// The part as an easing of its own (time and progress normalised to
    /// the part), or `nil` when its progress does not change from end to
    /// end (it cannot be normalised) or when a control point's time falls
    /// outside [0, 1] (the part is then no `cubic-bezier()` easing, though
    /// the curve is the same).
    public var easing: CubicBezier?
    /// The whole easing's progress at the cut.
    public var progressAtCut: Double
  }

  /// The easing cut at time fraction `x` ∈ (0, 1): the part before and the
  /// part after, each exact.
  ///
  /// De Casteljau's construction splits the curve P₀ = (0, 0), P₁ = (x1, y1),
  /// P₂ = (x2, y2), P₃ = (1, 1) at the parameter s where X(s) = x into two
  /// cubic Béziers; each is mapped back onto the unit square (time over
  /// [0, x] or [x, 1], progress over [0, Y(s)] or [Y(s), 1]). Both are the
  /// same motion as the whole, piece by piece: a value v₀ + Δ·B(t) cut at
  /// x reads v₀ + Δ·Y(s)·B_before(t/x) before it and v₀ + Δ·Y(s) +
  /// Δ·(1 − Y(s))·B_after((t − x)/(1 − x)) after.
  public func split(atX x: Double) -> (before: Part, after: Part) {
    let y = progress(at: x)
    return (Part(easing: part(fromX: 0, toX: x), progressAtCut: y), Part(easing: part(fromX: x, toX: 1), progressAtCut: y))
  }

  /// The part of the easing between time fractions `a` < `b` in [0, 1],
  /// as an easing of its own (time over [a, b], progress from its value at
  /// a to its value at b), or `nil` when its progress does not change
  /// between them or a control point's time falls outside [0, 1].
  ///
  /// De Casteljau's construction applied twice to the control polygon: the
  /// curve after the parameter of a, then that curve before the parameter
  /// of b within it.
  public func part(fromX a: Double, toX b: Double) -> CubicBezier? {
    typealias P = (x: Double, y: Double)
    func lerp(_ p: P, _ q: P, _ t: Double) -> P { (p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t) }
    func after(_ c: [P], _ s: Double) -> [P] {
      let q0 = lerp(c[0], c[1], s), q1 = lerp(c[1], c[2], s), q2 = lerp(c[2], c[3], s)
      let r0 = lerp(q0, q1, s), r1 = lerp(q1, q2, s)
      return [lerp(r0, r1, s), r1, q2, c[3]]
    }
    func before(_ c: [P], _ s: Double) -> [P] {
      let q0 = lerp(c[0], c[1], s), q1 = lerp(c[1], c[2], s), q2 = lerp(c[2], c[3], s)
      let r0 = lerp(q0, q1, s), r1 = lerp(q1, q2, s)
      return [c[0], q0, r0, lerp(r0, r1, s)]
    }
    let sa = a <= 0 ? 0 : parameter(forX: a)
    let sb = b >= 1 ? 1 : parameter(forX: b)
    guard sb > sa else { return nil }
    var c: [P] = [(0, 0), (x1, y1), (x2, y2), (1, 1)]
    if sa > 0 { c = after(c, sa) }
    if sb < 1 { c = before(c, (sb - sa) / (1 - sa)) }
    let dx = c[3].x - c[0].x
    let dy = c[3].y - c[0].y
    guard dx > 0, dy != 0 else { return nil }
    // Where X rises, the first handle's time is never before the part's
    // start and the second's never after its end (rounding aside: clamped);
    // the other two bounds can fail, and are checked.
    let px1 = Swift.max((c[1].x - c[0].x) / dx, 0)
    let px2 = Swift.min((c[2].x - c[0].x) / dx, 1)
    let tolerance = 1e-12
    guard px1 <= 1 + tolerance, px2 >= -tolerance else { return nil }
    return CubicBezier(
      x1: Swift.min(Swift.max(px1, 0), 1), y1: (c[1].y - c[0].y) / dy, x2: Swift.min(Swift.max(px2, 0), 1), y2: (c[2].y - c[0].y) / dy)
  }

  /// The time fraction x where the progress first reaches `p`, for an
  /// easing whose progress rises (`y1`, `y2` in [0, 1]): Y(s) = p solved by
  /// bisection on the parameter, then x = X(s).
  public func time(atProgress p: Double) -> Double {
    if p <= 0 { return 0 }
    if p >= 1 { return 1 }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if mid <= lo || mid >= hi { break }
      if y(at: mid) < p { lo = mid } else { hi = mid }
    }
    return x(at: (lo + hi) / 2)
  }
}
