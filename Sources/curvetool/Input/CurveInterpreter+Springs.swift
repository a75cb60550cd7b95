// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

extension CurveInterpreter {
  /// SwiftUI `Spring(…)` in each of its forms.
  static func swiftUISpring(_ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue {
    let labels = a.labels
    let id: SpringFormID
    if labels.contains("stiffness") || labels.contains("mass") || labels.contains("damping") {
      id = .swiftUIPhysical
    } else if labels.contains("settlingDuration") {
      id = .swiftUISettlingDuration
    } else if labels.contains("response") {
      id = .swiftUIResponse
    } else {
      id = .swiftUIDurationBounce
    }
    let given = try formArguments(id, &a)
    try a.finish(allowed: id.form.parameters.map(\.name))
    return try formSpring(id, given, origin: id.form.title, range: range)
  }

  /// Compose's `spring(dampingRatio =, stiffness =)` or curvetool's
  /// `spring(mass:, stiffness:, damping:, velocity:)`.
  static func plainSpring(_ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue {
    let labels = a.labels
    if a.arguments.count == 1, a.arguments[0].label == nil, case .object(let members, let objectRange) = a.arguments[0].value {
      // Popmotion 11: spring({ stiffness, damping, mass }) or
      // spring({ duration, bounce, velocity }).
      _ = a.positional(0)
      return try popmotion(members, objectRange)
    }
    // Positional numbers: Kotlin's `spring(0.5f, 200f)` is Compose's
    // (dampingRatio, stiffness, visibilityThreshold); JavaScript's
    // `spring(0.5, 0.2)` is Motion's (visualDuration, bounce).
    if !a.arguments.isEmpty, labels.isEmpty {
      if a.arguments.allSatisfy(\.isFloatLiteral) {
        let names = ["dampingRatio", "stiffness", "visibilityThreshold"]
        guard a.arguments.count <= names.count else {
          throw ExpressionError(message: "Compose's spring takes at most dampingRatio, stiffness and visibilityThreshold", range: a.arguments[names.count].value.range)
        }
        var labelled = a.arguments
        for k in labelled.indices { labelled[k].label = names[k] }
        var relabelled = CallArguments(a.function, labelled, a.range)
        return try plainSpring(&relabelled, range)
      }
      guard a.arguments.allSatisfy({ !$0.isFloatLiteral }) else {
        throw ExpressionError(
          message: "spring(…) mixes Kotlin float literals with plain numbers: spring(0.5f, 200f) is Compose's (dampingRatio, stiffness), spring(0.5, 0.2) Motion's (visualDuration, bounce)",
          range: range)
      }
      return try motionShorthand(&a, range)
    }
    // Compose's: its own labels, Kotlin's `label =`, or no arguments.
    if labels.contains("dampingRatio") || labels.contains("visibilityThreshold") || a.arguments.isEmpty || a.arguments.contains(where: \.isKotlinLabel) {
      let given = try formArguments(.composeSpring, &a)
      // Where Compose's duration estimate ends the animation (value units).
      let threshold = try a.labeled("visibilityThreshold").map { e throws(ExpressionError) in
        try number(e, "visibilityThreshold", { $0 > 0 && Float($0).isFinite && Float($0) > 0 }, "must be > 0 (value units, a Float)")
      }
      try a.finish(allowed: ["dampingRatio", "stiffness", "visibilityThreshold"])
      guard case .spring(let s, let v, let origin, var engine) = try formSpring(
        .composeSpring, given, origin: "Compose spring(dampingRatio, stiffness)", range: range)
      else { throw ExpressionError(message: "not a spring", range: range) }
      engine.composeVisibilityThreshold = threshold.map { Double(Float($0)) }
      return .spring(s, velocity: v, origin: origin, engine: engine)
    }
    let m = try a.labeled("mass").map { e throws(ExpressionError) in try number(e, "mass", { $0 > 0 }, "must be > 0") } ?? 1
    let k = try a.labeled("stiffness").map { e throws(ExpressionError) in try number(e, "stiffness", { $0 > 0 }, "must be > 0") } ?? 100
    let c = try a.labeled("damping").map { e throws(ExpressionError) in try number(e, "damping", { $0 >= 0 }, "must be ≥ 0") } ?? 10
    let v = try a.labeled("velocity").map { e throws(ExpressionError) in try number(e, "velocity") } ?? 0
    try a.finish(allowed: ["mass", "stiffness", "damping", "velocity"])
    return .spring(Spring(mass: m, stiffness: k, damping: c), velocity: .absolute(v), origin: "spring(mass:stiffness:damping:)")
  }

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

  /// `bounce(bounces:, stiffness:, duration:, overshoot:, shake:, compat:, from:, to:)`.
  static func bounceCall(_ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue {
    var b = Bounce()
    var given = Set<String>()
    if let e = a.labeled("bounces") {
      b.bounces = Int(try number(e, "bounces", { $0 >= 0 && $0 <= 1000 && $0 == $0.rounded() }, "must be a whole number from 0 to 1000"))
    }
    if let e = a.labeled("stiffness") {
      if case .name(let n, let r) = e {
        guard let s = Stiffness(name: n) else {
          let sug = EditDistance.suggestion(for: n, among: Stiffness.presetNames)
          throw ExpressionError(message: "unknown stiffness '\(n)'" + (sug.map { ". Did you mean '\($0)'?" } ?? ""), range: r)
        }
        b.stiffness = s
      } else {
        b.stiffness = .custom(try number(e, "stiffness", { $0 > 0 }, "must be > 0"))
      }
    }
    if let e = a.labeled("duration") {
      b.duration = try number(e, "duration", { $0 > 0 }, "must be > 0")
      given.insert("duration")
    }
    for key in ["from", "to"] {
      if let e = a.labeled(key) {
        let v = try number(e, key)
        if key == "from" { b.from = v } else { b.to = v }
        given.insert(key)
      }
    }
    if let e = a.labeled("overshoot") { b.overshoot = try bool(e, "overshoot") }
    if let e = a.labeled("shake") { b.shake = try bool(e, "shake") }
    var mode = BounceMode.exact
    if let e = a.labeled("compat") {
      guard case .name(let n, _) = e, let m = BounceMode(rawValue: n) else {
        throw ExpressionError(message: "compat is exact or skbounce", range: e.range)
      }
      mode = m
    }
    try a.finish(allowed: ["bounces", "stiffness", "duration", "overshoot", "shake", "compat", "from", "to"])
    return .bounce(b, mode: mode, given: given, origin: "bounce(…)")
  }

  /// `SpringForce(final).setStiffness(k).setDampingRatio(ζ).setFinalPosition(x)`.
  static func chain(
    _ base: CurveExpression, _ methods: [(name: String, nameRange: Range<Int>, arguments: [CurveExpression.Argument])],
    _ range: Range<Int>
  ) throws(ExpressionError) -> CurveValue {
    // Material 3's motion scheme: MotionScheme.expressive().fastSpatialSpec(),
    // as the preset table writes each.
    if case .call(let scheme, _, let schemeArguments, _) = base, scheme.hasPrefix("MotionScheme."), schemeArguments.isEmpty,
      methods.count == 1, methods[0].arguments.isEmpty
    {
      let code = "\(scheme)().\(methods[0].name)()"
      guard let preset = SpringPreset.all.first(where: { $0.code == code }) else {
        let known = SpringPreset.all.map(\.code).filter { $0.hasPrefix("MotionScheme.") }
        let s = EditDistance.suggestion(for: code, among: known)
        throw ExpressionError(message: "unknown motion scheme spec '\(code)'" + (s.map { ". Did you mean '\($0)'?" } ?? ""), range: range)
      }
      return .spring(preset.spring, velocity: .zero, origin: "\(preset.name): \(preset.code)")
    }
    guard case .call(let name, let nameRange, let arguments, let callRange) = base, name == "SpringForce" else {
      throw ExpressionError(message: "only SpringForce(…) takes chained .set…(…) calls", range: base.range)
    }
    var to = 1.0
    if !arguments.isEmpty {
      guard arguments.count == 1, arguments[0].label == nil else {
        throw ExpressionError(message: "SpringForce(…) before .set…(…) takes one final position", range: callRange)
      }
      to = try number(arguments[0].value, "finalPosition")
    }
    _ = nameRange
    var given: [String: Double] = [:]
    let parameters = SpringFormID.androidSpringForce.form.parameters
    let allowed = ["setStiffness", "setDampingRatio", "setFinalPosition"]
    for m in methods {
      guard m.arguments.count == 1, m.arguments[0].label == nil else {
        throw ExpressionError(message: ".\(m.name)(…) takes one number", range: m.nameRange)
      }
      let v = m.arguments[0].value
      switch m.name {
      case "setStiffness": given["stiffness"] = try formValue(parameters[0], v, "stiffness")
      case "setDampingRatio": given["dampingRatio"] = try formValue(parameters[1], v, "dampingRatio")
      case "setFinalPosition": to = try number(v, "finalPosition")
      default:
        let s = EditDistance.suggestion(for: m.name, among: allowed)
        throw ExpressionError(
          message: "SpringForce has no .\(m.name)(…)" + (s.map { ". Did you mean '.\($0)'?" } ?? ""), range: m.nameRange)
      }
    }
    // The chain's unset constants keep SpringForce's defaults.
    guard case .spring(var s, let v, let origin, let engine) = try formSpring(
      .androidSpringForce, ["stiffness": parameters[0].defaultValue, "dampingRatio": parameters[1].defaultValue].merging(given) { $1 },
      origin: "SpringForce(…).setStiffness(…).setDampingRatio(…)", range: range)
    else { throw ExpressionError(message: "SpringForce", range: range) }
    s.to = to
    return .spring(s, velocity: v, origin: origin, engine: engine)
  }
}
