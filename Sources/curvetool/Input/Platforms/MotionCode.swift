// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Motion's code, read and written (docs/platforms.md §3).
enum MotionCode: PlatformCode {
  static let id = PlatformID.motion

  /// The physical transition (its `velocity` in units per second when it
  /// starts moving) and `{ visualDuration, bounce }` where it exists.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.javascript.number(x, digits) }
    var motion = [Snippet(["{ type: \"spring\", stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), mass: \(n(s.mass))"
      + (s.initialVelocity != 0 ? ", velocity: \(n(s.initialVelocity)) }" : " }")])]
    if let vd = s.motionVisualDuration {
      motion.append(Snippet(["{ type: \"spring\", visualDuration: \(n(vd)), bounce: \(n(1 - Swift.min(s.dampingRatio, 1))) }"], carriesVelocity: false))
    }
    return PlatformSnippets(platform: id, snippets: motion)
  }

  /// `{ duration, ease: [x1, y1, x2, y2] }`.
  static func bezier(_ b: CubicBezier, duration: Double, digits: CodeDigits) -> Snippet? {
    let n = { (x: Double) in CodeLanguage.javascript.number(x, digits) }
    return Snippet(["{ duration: \(PlatformCodes.seconds(duration, digits)), ease: [\(n(b.x1)), \(n(b.y1)), \(n(b.x2)), \(n(b.y2))] }"])
  }

  /// Motion's `steps(n, "end" | "start")` easing.
  static func steps(_ s: StepsEasing, from: Double, to: Double, duration: Double, digits: CodeDigits) -> (snippet: Snippet, note: String)? {
    guard let css = s.css.split(separator: "(").last?.dropLast() else { return nil }
    let parts = css.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    let direction = parts.count > 1 ? ", \"\(parts[1].replacingOccurrences(of: "jump-", with: ""))\"" : ""
    guard ["", ", \"end\"", ", \"start\""].contains(direction) else { return nil }
    return (Snippet(["{ duration: \(NumberText.text(duration, .duration)), ease: steps(\(parts[0])\(direction)) }"]), "steps from motion")
  }
}

extension CurveInterpreter {
  /// Motion's `spring(visualDuration, bounce)` (motion-dom
  /// `animation/generators/spring/index.ts`: a number first argument is
  /// `{ visualDuration, keyframes: [0, 1], bounce }`, bounce defaulting to
  /// `springDefaults.bounce`), the spring `{ type: "spring", visualDuration,
  /// bounce }` describes.
  static func motionShorthand(_ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue {
    let id = SpringFormID.motionVisualDuration
    let parameters = id.form.parameters
    guard a.arguments.count <= 2 else {
      throw ExpressionError(message: "Motion's spring(visualDuration, bounce) takes two numbers", range: a.arguments[2].value.range)
    }
    var given: [String: Double] = [:]
    for (k, p) in parameters.prefix(2).enumerated() {
      if let e = a.positional(k) { given[p.name] = try formValue(p, e, p.name) }
    }
    if given[parameters[1].name] == nil { given[parameters[1].name] = parameters[1].defaultValue }
    try a.finish(allowed: [])
    return try formSpring(id, given, origin: "Motion spring(visualDuration, bounce)", noting: true, range: range)
  }

  /// Motion's tween: `{ duration: 0.3, ease: [x1, y1, x2, y2] }`, an
  /// `ease` of `steps(n, "end")` or one of Motion's named Béziers
  /// (`"linear"`, `"easeIn"` = (0.42, 0, 1, 1), `"easeOut"` = (0, 0, 0.58, 1),
  /// `"easeInOut"` = (0.42, 0, 0.58, 1); motion-utils `easing/cubic-bezier.ts`).
  /// Motion's default tween lasts 0.3 s.
  static func motionTween(
    _ values: [String: CurveExpression],
    _ num: (String, (Double) -> Bool, String) throws(ExpressionError) -> Double?,
    _ check: ([String]) throws(ExpressionError) -> Void
  ) throws(ExpressionError) -> CurveValue {
    try check(["type", "duration", "ease"])
    let duration = try num("duration", { $0 > 0 }, "must be > 0") ?? 0.3
    let easing: Easing
    switch values["ease"] {
    case nil: easing = .bezier(CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    case .array(let items, let r)?:
      guard items.count == 4 else { throw ExpressionError(message: "ease: [x1, y1, x2, y2] takes four numbers", range: r) }
      var v: [Double] = []
      for (k, item) in items.enumerated() { v.append(try number(item, "ease[\(k)]")) }
      guard case .easing(let e, _, _) = try bezier(v, r, "ease: [x1, y1, x2, y2]") else { throw ExpressionError(message: "ease", range: r) }
      easing = e
    case .string(let name, let r)?:
      let table: [String: CubicBezier] = [
        "linear": .linear, "easeIn": CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1),
        "easeOut": CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1), "easeInOut": CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1),
      ]
      guard let b = table[name] else {
        let s = EditDistance.suggestion(for: name, among: table.keys.sorted())
        throw ExpressionError(message: "unknown Motion ease '\(name)'" + (s.map { ". Did you mean '\($0)'?" } ?? ""), range: r)
      }
      easing = .bezier(b)
    case let e?:
      guard case .easing(let x, _, _) = try interpret(e) else {
        throw ExpressionError(message: "ease must be [x1, y1, x2, y2], a name or steps(…)", range: e.range)
      }
      easing = x
    }
    return .easing(easing, duration: duration, origin: "Motion { duration, ease }")
  }

  /// Motion's spring options: physics keys override duration keys;
  /// `visualDuration` needs `duration` or `bounce` next to it (Motion 13.1.1
  /// ignores it alone — reproduced, with a note); restSpeed and restDelta
  /// reach the engine.
  static func motion(
    _ values: [String: CurveExpression],
    _ num: (String, (Double) -> Bool, String) throws(ExpressionError) -> Double?,
    _ check: ([String]) throws(ExpressionError) -> Void
  ) throws(ExpressionError) -> CurveValue {
    try check(["type", "stiffness", "damping", "mass", "velocity", "duration", "bounce", "visualDuration", "restDelta", "restSpeed"])
    let v = try num("velocity", { _ in true }, "") ?? 0
    let id: SpringFormID
    var given: [String: Double]
    if values["stiffness"] != nil || values["damping"] != nil || values["mass"] != nil {
      id = .motionPhysical
      given = try formMembers(id, values)
    } else if values["visualDuration"] != nil {
      id = .motionVisualDuration
      given = try formMembers(id, values)
      // Next to a duration, visualDuration applies with the default bounce.
      if values["duration"] != nil, given["bounce"] == nil { given["bounce"] = id.form.parameters[1].defaultValue }
      _ = try formMembers(.motionDurationBounce, values)
    } else if values["bounce"] != nil || values["duration"] != nil {
      id = .motionDurationBounce
      given = try formMembers(id, values)
    } else {
      id = .motionPhysical
      given = [:]
    }
    guard case .spring(let s, let velocity, let origin, var engine) = try formSpring(
      id, given, origin: "Motion \(id.form.title)", velocity: .absolute(v), noting: true, range: values["type"]?.range ?? 0..<0)
    else { throw ExpressionError(message: "not a spring", range: 0..<0) }
    engine.restSpeed = try num("restSpeed", { $0 >= 0 }, "must be ≥ 0")
    engine.restDelta = try num("restDelta", { $0 >= 0 }, "must be ≥ 0")
    return .spring(s, velocity: velocity, origin: origin, engine: engine)
  }

  /// A Motion transition named by its `type` (`"spring"`, `"tween"`) or
  /// its `ease`; `nil` when the object has neither.
  static func motionTyped(
    _ values: [String: CurveExpression],
    _ num: (String, (Double) -> Bool, String) throws(ExpressionError) -> Double?,
    _ check: ([String]) throws(ExpressionError) -> Void
  ) throws(ExpressionError) -> CurveValue? {
    if let t = values["type"] {
      guard case .string(let type, _) = t, type == "spring" || type == "tween" else {
        throw ExpressionError(message: "only { type: \"spring\", … } and { type: \"tween\", … } objects describe a curve", range: t.range)
      }
      return type == "tween" ? try motionTween(values, num, check) : try motion(values, num, check)
    }
    return values["ease"] != nil ? try motionTween(values, num, check) : nil
  }
}
