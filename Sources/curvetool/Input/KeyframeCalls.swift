// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// SwiftUI's keyframe calls as the curve language reads them:
/// `LinearKeyframe(to, duration:, timingCurve:)`, `CubicKeyframe(to,
/// duration:, startVelocity:, endVelocity:)`, `SpringKeyframe(to, duration:,
/// spring:, startVelocity:)` and `MoveKeyframe(to)` (docs/diagnose.md §5).
/// A `timingCurve` is a `UnitCurve` name (`.easeInOut`, `.circularEaseIn`)
/// or `.bezier(startControlPoint: UnitPoint(x:, y:), endControlPoint: …)`;
/// a `spring` is any spring of the curve language.
enum KeyframeCalls {
  static let names: Set = ["LinearKeyframe", "CubicKeyframe", "SpringKeyframe", "MoveKeyframe"]

  /// The keyframe a call describes, or `nil` when it is no keyframe call.
  static func keyframe(_ e: CurveExpression) throws(ExpressionError) -> Keyframe? {
    guard case .call(let name, _, let arguments, let range) = e, names.contains(name) else { return nil }
    var a = CallArguments(name, arguments, range)
    func number(_ label: String) throws(ExpressionError) -> Double? {
      try a.labeled(label).map { x throws(ExpressionError) in try CurveInterpreter.number(x, label) }
    }
    func duration() throws(ExpressionError) -> Double? {
      try a.labeled("duration").map { x throws(ExpressionError) in
        try CurveInterpreter.number(x, "duration", { $0 >= 0 }, "must be ≥ 0")
      }
    }
    guard let first = a.positional(0) else { throw ExpressionError(message: "\(name)(…) needs the value to reach", range: range) }
    let to = try CurveInterpreter.number(first, "the value")
    let keyframe: Keyframe
    switch name {
    case "MoveKeyframe":
      keyframe = .move(to: to)
    case "LinearKeyframe":
      let d = try duration() ?? 0
      let curve = try a.labeled("timingCurve").map { x throws(ExpressionError) in try unitCurve(x) } ?? .linear
      keyframe = .linear(to: to, duration: d, curve: curve)
    case "CubicKeyframe":
      let d = try duration() ?? 0
      keyframe = .cubic(to: to, duration: d, startVelocity: try number("startVelocity"), endVelocity: try number("endVelocity"))
    default:
      let d = try duration()
      var spring = Spring.swiftUIDefault
      if let x = a.labeled("spring") {
        guard case .spring(let s, _, _, _) = try CurveInterpreter.interpret(x) else {
          throw ExpressionError(message: "spring: must be a spring", range: x.range)
        }
        spring = s
      }
      keyframe = .spring(to: to, duration: d, spring: spring, startVelocity: try number("startVelocity"))
    }
    try a.finish(allowed: ["duration", "timingCurve", "spring", "startVelocity", "endVelocity"])
    return keyframe
  }

  /// `.easeInOut`, `UnitCurve.circularEaseIn` or `.bezier(startControlPoint:
  /// UnitPoint(x:, y:), endControlPoint: UnitPoint(x:, y:))`.
  static func unitCurve(_ e: CurveExpression) throws(ExpressionError) -> UnitCurve {
    switch e {
    case .name(let raw, let r):
      let name = raw.hasPrefix("UnitCurve.") ? String(raw.dropFirst("UnitCurve.".count)) : String(raw.drop { $0 == "." })
      guard let curve = UnitCurve.names[name] else {
        let s = EditDistance.suggestion(for: name, among: UnitCurve.names.keys.sorted())
        throw ExpressionError(message: "unknown UnitCurve '\(raw)'" + (s.map { ". Did you mean '.\($0)'?" } ?? ""), range: r)
      }
      return curve
    case .call(let name, _, let arguments, let range) where name == ".bezier" || name == "UnitCurve.bezier":
      var a = CallArguments(name, arguments, range)
      guard let p1 = a.labeled("startControlPoint"), let p2 = a.labeled("endControlPoint") else {
        throw ExpressionError(message: ".bezier(…) needs startControlPoint: and endControlPoint:", range: range)
      }
      try a.finish(allowed: ["startControlPoint", "endControlPoint"])
      let (x1, y1) = try point(p1)
      let (x2, y2) = try point(p2)
      return .bezier(try CurveInterpreter.bezier([x1, y1, x2, y2], [p1.range, p1.range, p2.range, p2.range]))
    default:
      throw ExpressionError(message: "timingCurve must be a UnitCurve", range: e.range)
    }
  }

  /// `UnitPoint(x:, y:)`.
  static func point(_ e: CurveExpression) throws(ExpressionError) -> (Double, Double) {
    guard case .call("UnitPoint", _, let arguments, let range) = e else {
      throw ExpressionError(message: "expected UnitPoint(x: …, y: …)", range: e.range)
    }
    var a = CallArguments("UnitPoint", arguments, range)
    guard let x = a.labeled("x"), let y = a.labeled("y") else { throw ExpressionError(message: "UnitPoint(…) needs x: and y:", range: range) }
    try a.finish(allowed: ["x", "y"])
    return (try CurveInterpreter.number(x, "x"), try CurveInterpreter.number(y, "y"))
  }
}
