// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Control points as the platforms write them: `CGPoint(x:, y:)`, four
/// values in a row, and the check every Bézier passes.
extension CurveInterpreter {
  /// A Bézier from four control values in a row (`CubicBezierEasing(…)`,
  /// `Cubic(…)`, `PathInterpolatorCompat.create(…)`).
  static func controlValues(_ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue {
    var v: [Double] = []
    for k in 0..<4 { v.append(try number(a.need(a.positional(k), "four control values"), "control value \(k + 1)")) }
    try a.finish(allowed: [])
    return try bezier(v, range, "\(a.function)(…)")
  }

  /// `CGPoint(x:, y:)`.
  static func point(_ e: CurveExpression) throws(ExpressionError) -> (x: Double, y: Double) {
    guard case .call("CGPoint", _, let arguments, let range) = e else {
      throw ExpressionError(message: "expected CGPoint(x: …, y: …)", range: e.range)
    }
    var a = CallArguments("CGPoint", arguments, range)
    guard let x = a.labeled("x"), let y = a.labeled("y") else { throw ExpressionError(message: "CGPoint(…) needs x: and y:", range: range) }
    try a.finish(allowed: ["x", "y"])
    return (try number(x, "x"), try number(y, "y"))
  }

  /// A cubic Bézier easing from four control values, x in [0, 1].
  static func bezier(_ v: [Double], _ range: Range<Int>, _ origin: String) throws(ExpressionError) -> CurveValue {
    .easing(.bezier(try bezier(v, Array(repeating: range, count: 4))), duration: nil, origin: origin)
  }

  /// Four control values checked by
  /// ``CubicBezier/init(validatingX1:y1:x2:y2:)``, the one refused named
  /// and pointed at (`ranges[k]` for value k): "x2 1.5 is outside [0, 1]:
  /// x control points must lie in [0, 1]".
  static func bezier(_ v: [Double], _ ranges: [Range<Int>]) throws(ExpressionError) -> CubicBezier {
    do {
      return try CubicBezier(validatingX1: v[0], y1: v[1], x2: v[2], y2: v[3])
    } catch {
      throw ExpressionError(message: error.message(v), range: ranges[error.index])
    }
  }
}
