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
    let s = parameter(forX: x)
    func lerp(_ a: (Double, Double), _ b: (Double, Double), _ t: Double) -> (Double, Double) {
      (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
    }
    let p0 = (0.0, 0.0)
    let p1 = (x1, y1)
    let p2 = (x2, y2)
    let p3 = (1.0, 1.0)
    let q0 = lerp(p0, p1, s)
    let q1 = lerp(p1, p2, s)
    let q2 = lerp(p2, p3, s)
    let r0 = lerp(q0, q1, s)
    let r1 = lerp(q1, q2, s)
    let cut = lerp(r0, r1, s)
    let y = cut.1
    // Before: P₀, Q₀, R₀, cut over [0, x] × [0, y].
    let bx1 = q0.0 / x
    let bx2 = Swift.min(Swift.max(r0.0 / x, 0), 1)
    let before: CubicBezier? =
      y == 0 || x <= 0 || bx1 < 0 || bx1 > 1 ? nil : CubicBezier(x1: bx1, y1: q0.1 / y, x2: bx2, y2: r0.1 / y)
    // After: cut, R₁, Q₂, P₃ over [x, 1] × [y, 1].
    let ax1 = Swift.min(Swift.max((r1.0 - x) / (1 - x), 0), 1)
    let ax2 = (q2.0 - x) / (1 - x)
    let after: CubicBezier? =
      y == 1 || x >= 1 || ax2 < 0 || ax2 > 1 ? nil : CubicBezier(x1: ax1, y1: (r1.1 - y) / (1 - y), x2: ax2, y2: (q2.1 - y) / (1 - y))
    return (Part(easing: before, progressAtCut: y), Part(easing: after, progressAtCut: y))
  }
}
