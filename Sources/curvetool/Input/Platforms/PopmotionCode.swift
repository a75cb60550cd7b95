// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Popmotion's code, read and written (docs/platforms.md §3).
enum PopmotionCode: PlatformCode {
  static let id = PlatformID.popmotion

  /// Popmotion 11's `spring()`, which takes the move and the velocity
  /// (units per second) in its options.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.javascript.number(x, digits) }
    let velocity = s.initialVelocity != 0 ? ", velocity: \(n(s.initialVelocity))" : ""
    return PlatformSnippets(platform: id, snippets: [Snippet([
      "spring({ from: \(n(s.from)), to: \(n(s.to)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), mass: \(n(s.mass))\(velocity) })"
    ])])
  }
}

extension CurveInterpreter {
  /// Popmotion 11's `spring({ … })`: physics, or `{ duration, bounce,
  /// velocity }` through its findSpring (the motion then starts from rest).
  /// `duration` is in milliseconds, as Popmotion reads it.
  static func popmotion(
    _ members: [(key: String, keyRange: Range<Int>, value: CurveExpression)], _ range: Range<Int>
  ) throws(ExpressionError) -> CurveValue {
    var values: [String: CurveExpression] = [:]
    for m in members { values[m.key] = m.value }
    let id: SpringFormID = values["duration"] != nil || values["bounce"] != nil ? .popmotionDurationBounce : .popmotionPhysical
    let allowed = id.form.parameters.map(\.name) + ["velocity", "from", "to", "restSpeed", "restDelta"]
    for m in members where !allowed.contains(m.key) {
      let s = EditDistance.suggestion(for: m.key, among: allowed)
      throw ExpressionError(message: "unknown key '\(m.key)'" + (s.map { ". Did you mean '\($0)'?" } ?? ""), range: m.keyRange)
    }
    func num(_ key: String) throws(ExpressionError) -> Double? { try values[key].map { e throws(ExpressionError) in try number(e, key) } }
    let v = try num("velocity") ?? 0
    // Popmotion's `duration` is in milliseconds (its default 800); the
    // form's parameter, like the flag, is in seconds.
    var given = try formMembers(id, values)
    if let ms = given["duration"] { given["duration"] = ms / 1000 }
    guard case .spring(var s, let velocity, let origin, var engine) = try formSpring(
      id, given, origin: "Popmotion \(id.form.title)", velocity: .absolute(v), range: range)
    else { throw ExpressionError(message: "not a spring", range: range) }
    if let f = try num("from") { s.from = f }
    if let t = try num("to") { s.to = t }
    engine.restSpeed = try values["restSpeed"].map { e throws(ExpressionError) in try number(e, "restSpeed", { $0 >= 0 }, "must be ≥ 0") }
    engine.restDelta = try values["restDelta"].map { e throws(ExpressionError) in try number(e, "restDelta", { $0 >= 0 }, "must be ≥ 0") }
    return .spring(s, velocity: velocity, origin: origin, engine: engine)
  }
}
