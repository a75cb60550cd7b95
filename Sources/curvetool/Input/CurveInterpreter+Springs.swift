// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

extension CurveInterpreter {

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
      return try composeSpring(&a, range)
    }
    let m = try a.labeled("mass").map { e throws(ExpressionError) in try number(e, "mass", { $0 > 0 }, "must be > 0") } ?? 1
    let k = try a.labeled("stiffness").map { e throws(ExpressionError) in try number(e, "stiffness", { $0 > 0 }, "must be > 0") } ?? 100
    let c = try a.labeled("damping").map { e throws(ExpressionError) in try number(e, "damping", { $0 >= 0 }, "must be ≥ 0") } ?? 10
    let v = try a.labeled("velocity").map { e throws(ExpressionError) in try number(e, "velocity") } ?? 0
    try a.finish(allowed: ["mass", "stiffness", "damping", "velocity"])
    return .spring(Spring(mass: m, stiffness: k, damping: c), velocity: .absolute(v), origin: "spring(mass:stiffness:damping:)")
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
    if let spec = try composeMotionScheme(base, methods, range) { return spec }
    return try springForceChain(base, methods, range)
  }
}
