// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A CSS `cubic-bezier(x1, y1, x2, y2)` timing curve, solved exactly.
///
/// P0 = (0, 0), P1 = (x1, y1), P2 = (x2, y2), P3 = (1, 1):
/// B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³·P3; the easing is y(x) = Y(t) where
/// X(t) = x. With x1, x2 ∈ [0, 1], X is non-decreasing, so y is a function of
/// x; y1 and y2 may lie outside [0, 1] (overshoot), within ±``maximumY``
/// for user input.
///
/// ```swift
/// let ease = CubicBezier.ease
/// ease.progress(at: 0.5)      // 0.802403387584857
/// ```
///
/// ``progress(at:)`` is exact to 1e-12 on every curve, vertical tangents
/// included (see ``parameter(forX:)``). For many evaluations of one curve use
/// ``CubicBezierEvaluator``, which adds a precomputed table.
///
/// Outside [0, 1] the curve is extended by its end tangents as CSS Easing
/// Level 1 specifies (``Extrapolation``).
///
/// Source: https://drafts.csswg.org/css-easing-1/#cubic-bezier-easing-functions;
/// docs/bezier.md §2.
public struct CubicBezier: Hashable, Codable, Sendable {
  public let x1: Double
  public let y1: Double
  public let x2: Double
  public let y2: Double
  /// The cells [k/16, (k+1)/16], k = 0…15, in which ``parameter(forX:)``
  /// starts: per cell X(k/16) and the cubic Hermite guess of
  /// t(x) = k/16 + v·(c1 + v·(c2 + v·c3)), v = x − X(k/16), that meets the
  /// cell's ends with the slopes 1/X′ there (the chord where X′ vanishes at
  /// an end), as [X, c1, c2, c3] for each cell, then X(1) = 1. Made with the
  /// curve (17 evaluations of X and X′); derived, so not part of equality,
  /// hashing or coding.
  @usableFromInline let cells: [Double]

  /// A curve with these control points. x1 and x2 should lie in [0, 1]
  /// (validate user input with ``init(validatingX1:y1:x2:y2:)``); otherwise
  /// X is not monotone and the results are those of one branch.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.init(x1: x1, y1: y1, x2: x2, y2: y2, solverCells: true)
  }

  /// A curve without the solver's cells when `solverCells` is false: its
  /// ``parameter(forX:)`` is then the safeguarded Newton of
  /// ``parameter(forX:guess:)`` from t = x (slower, its backward error up to
  /// a few 1e-15 rather than 1e-15). For the curves a fit makes at every
  /// step and evaluates with its own solver, to which the cells would only
  /// cost an allocation and 17 evaluations.
  package init(x1: Double, y1: Double, x2: Double, y2: Double, solverCells: Bool) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    guard solverCells else {
      cells = []
      return
    }
    let (a, b, c) = Self.powerBasis(x1, x2)
    let h = 1.0 / 16
    var table = [Double](repeating: 0, count: 65)
    var xStart = 0.0
    var slopeStart = c
    for k in 0..<16 {
      let tEnd = Double(k + 1) / 16
      let xEnd = k == 15 ? 1 : ((a * tEnd + b) * tEnd + c) * tEnd
      let slopeEnd = (3 * a * tEnd + 2 * b) * tEnd + c
      let dx = xEnd - xStart
      table[4 * k] = xStart
      if dx > 0, slopeStart > 0, slopeEnd > 0, (dx / slopeStart).isFinite, (dx / slopeEnd).isFinite {
        // Hermite in u = v/dx: t = k·h + m0·u + (3h − 2m0 − m1)·u² + (m0 + m1 − 2h)·u³.
        let m0 = dx / slopeStart
        let m1 = dx / slopeEnd
        let inverse = 1 / dx
        table[4 * k + 1] = m0 * inverse
        table[4 * k + 2] = (3 * h - 2 * m0 - m1) * inverse * inverse
        table[4 * k + 3] = (m0 + m1 - 2 * h) * inverse * inverse * inverse
      } else {
        table[4 * k + 1] = dx > 0 ? h / dx : 0
      }
      xStart = xEnd
      slopeStart = slopeEnd
    }
    table[64] = 1
    cells = table
  }

  public static func == (p: CubicBezier, q: CubicBezier) -> Bool {
    p.x1 == q.x1 && p.y1 == q.y1 && p.x2 == q.x2 && p.y2 == q.y2
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }

  private enum CodingKeys: String, CodingKey { case x1, y1, x2, y2 }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      x1: try c.decode(Double.self, forKey: .x1), y1: try c.decode(Double.self, forKey: .y1),
      x2: try c.decode(Double.self, forKey: .x2), y2: try c.decode(Double.self, forKey: .y2))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(x1, forKey: .x1)
    try c.encode(y1, forKey: .y1)
    try c.encode(x2, forKey: .x2)
    try c.encode(y2, forKey: .y2)
  }

  /// A curve from user input: throws unless every value is finite,
  /// x1, x2 ∈ [0, 1] and |y1|, |y2| ≤ ``maximumY``.
  public init(validatingX1 x1: Double, y1: Double, x2: Double, y2: Double) throws(BezierError) {
    for (name, v) in zip(BezierError.fields, [x1, y1, x2, y2]) where !v.isFinite {
      throw .nonFinite(field: name)
    }
    if !(0...1).contains(x1) { throw .xOutOfRange(field: "x1", value: x1) }
    if !(0...1).contains(x2) { throw .xOutOfRange(field: "x2", value: x2) }
    if !(-Self.maximumY...Self.maximumY).contains(y1) { throw .yOutOfRange(field: "y1", value: y1) }
    if !(-Self.maximumY...Self.maximumY).contains(y2) { throw .yOutOfRange(field: "y2", value: y2) }
    self.init(x1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// The largest |y1| and |y2| ``init(validatingX1:y1:x2:y2:)`` accepts:
  /// 1e12. A Bézier lies in the convex hull of its control points, so its
  /// values then stay within ±1e12 (the range curvetool holds every curve's
  /// values to, docs/cli.md §Limits), and every quantity the analysis forms
  /// stays finite: the largest, the discriminant of Y′(t) = 0, is about
  /// 81·y² (1e26 here); past |y| ≈ 1e153 it overflows and the extrema are
  /// lost.
  public static let maximumY = 1e12

  // Power basis: X(t) = ((ax·t + bx)·t + cx)·t, the same for Y.
  @inlinable var cx: Double { Self.powerBasis(x1, x2).c }
  @inlinable var bx: Double { Self.powerBasis(x1, x2).b }
  @inlinable var ax: Double { Self.powerBasis(x1, x2).a }
  @inlinable var cy: Double { Self.powerBasis(y1, y2).c }
  @inlinable var by: Double { Self.powerBasis(y1, y2).b }
  @inlinable var ay: Double { Self.powerBasis(y1, y2).a }

  /// The power-basis coefficients of one coordinate with control values
  /// p1 and p2 (and 0, 1 at the ends): c = 3p1, b = 3(p2 − p1) − 3p1,
  /// a = 1 − c − b.
  @inlinable static func powerBasis(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - 3 * p1
    return (1 - 3 * p1 - b, b, c)
  }

  /// X(t).
  @inlinable public func x(at t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  /// Y(t).
  @inlinable public func y(at t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  /// X′(t).
  @inlinable public func dx(at t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
  /// Y′(t).
  @inlinable public func dy(at t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

  /// The CSS string, `cubic-bezier(x1, y1, x2, y2)`.
  public var css: String {
    "cubic-bezier(\(NumberText.text(x1, .significant(12))), \(NumberText.text(y1, .significant(12))), "
      + "\(NumberText.text(x2, .significant(12))), \(NumberText.text(y2, .significant(12))))"
  }
}

/// Why Bézier control points from user input were refused.
public enum BezierError: Error, Hashable, Sendable {
  /// The names of the four control values, in order.
  public static let fields = ["x1", "y1", "x2", "y2"]

  case nonFinite(field: String)
  case xOutOfRange(field: String, value: Double)
  /// |y| > ``CubicBezier/maximumY``.
  case yOutOfRange(field: String, value: Double)
}

extension CubicBezier: TimingCurve {
  /// The x of each extremum of y (``extrema``).
  public var turningFractions: [Double] { extrema.map(\.x) }

  /// y(x): exact on [0, 1] (exactly 0 and 1 at the ends), extended by the
  /// CSS Easing 1 end tangents outside.
  public func progress(at x: Double) -> Double {
    if x.isNaN { return .nan }
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    if x < 0 || x > 1 { return extrapolate(x, rule: .cssEasing1) }
    return y(at: parameter(forX: x))
  }

  /// dy/dx = Y′(t)/X′(t) at the solved t; ±∞ at a vertical tangent, the
  /// limit where both vanish. Outside [0, 1], the extrapolation's slope.
  public func slope(at x: Double) -> Double {
    if x < 0 { return Extrapolation.cssEasing1.startSlope(self) }
    if x > 1 { return Extrapolation.cssEasing1.endSlope(self) }
    return slope(atParameter: parameter(forX: x))
  }

  /// ``progress(at:)`` and ``slope(at:)`` from one solve for t: the same
  /// operations, so the same bits, at the cost of one.
  public func progressAndSlope(at x: Double) -> (progress: Double, slope: Double) {
    if x < 0 { return (extrapolate(x, rule: .cssEasing1), Extrapolation.cssEasing1.startSlope(self)) }
    if x > 1 { return (extrapolate(x, rule: .cssEasing1), Extrapolation.cssEasing1.endSlope(self)) }
    let t = parameter(forX: x)
    let progress = x.isNaN ? Double.nan : (x == 0 ? 0 : (x == 1 ? 1 : y(at: t)))
    return (progress, slope(atParameter: t))
  }

  /// dy/dx at the parameter t.
  public func slope(atParameter t: Double) -> Double {
    let dxdt = dx(at: t)
    let dydt = dy(at: t)
    if dxdt != 0 { return dydt / dxdt }
    if dydt != 0 { return dydt > 0 ? .infinity : -.infinity }
    // Both vanish (an end point with a coincident control point): the
    // ratio of second derivatives, Y″/X″.
    let ddx = 6 * ax * t + 2 * bx
    let ddy = 6 * ay * t + 2 * by
    if ddx != 0 { return ddy / ddx }
    return ay / ax
  }
}

extension CubicBezier: CustomStringConvertible {
  /// `CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1.0)`: the control
  /// points, not the solver's cells.
  public var description: String { "CubicBezier(x1: \(x1), y1: \(y1), x2: \(x2), y2: \(y2))" }
}
