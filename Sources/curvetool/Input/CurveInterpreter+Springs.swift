// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

extension CurveInterpreter {
  /// SwiftUI `Spring(…)` in each of its forms.
  static func swiftUISpring(_ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue {
    let labels = a.labels
    func pos(_ label: String) throws(ExpressionError) -> Double? {
      try a.labeled(label).map { e throws(ExpressionError) in try number(e, label, { $0 > 0 }, "must be > 0") }
    }
    if labels.contains("stiffness") || labels.contains("mass") || labels.contains("damping") {
      let m = try pos("mass") ?? 1
      let k = try pos("stiffness") ?? 100
      let c = try a.labeled("damping").map { e throws(ExpressionError) in try number(e, "damping", { $0 >= 0 }, "must be ≥ 0") } ?? 10
      let allow = try a.labeled("allowOverDamping").map { e throws(ExpressionError) in try bool(e, "allowOverDamping") } ?? false
      try a.finish(allowed: ["mass", "stiffness", "damping", "allowOverDamping"])
      return .spring(
        Spring(swiftUIMass: m, stiffness: k, damping: c, allowOverDamping: allow), velocity: .zero,
        origin: "Spring(mass:stiffness:damping:)")
    }
    if labels.contains("settlingDuration") {
      let t = try pos("settlingDuration") ?? 0.5
      let z = try pos("dampingRatio") ?? 1
      let eps = try a.labeled("epsilon").map { e throws(ExpressionError) in try number(e, "epsilon", { $0 > 0 && $0 < 1 }, "must be in (0, 1)") } ?? 0.001
      try a.finish(allowed: ["settlingDuration", "dampingRatio", "epsilon"])
      return .spring(Spring(settlingDuration: t, dampingRatio: z, epsilon: eps), velocity: .zero, origin: "Spring(settlingDuration:dampingRatio:)")
    }
    if labels.contains("response") {
      let r = try pos("response") ?? 0.5
      let z = try a.labeled("dampingRatio").map { e throws(ExpressionError) in try number(e, "dampingRatio", { $0 >= 0 }, "must be ≥ 0") } ?? 1
      try a.finish(allowed: ["response", "dampingRatio"])
      return .spring(Spring(response: r, dampingRatio: z), velocity: .zero, origin: "Spring(response:dampingRatio:)")
    }
    let d = try pos("duration") ?? 0.5
    let b = try a.labeled("bounce").map { e throws(ExpressionError) in try number(e, "bounce", { $0 > -1 && $0 < 1 }, "must be between -1 and 1") } ?? 0
    try a.finish(allowed: ["duration", "bounce", "response", "dampingRatio", "mass", "stiffness", "damping", "settlingDuration"])
    return .spring(Spring(duration: d, bounce: b), velocity: .zero, origin: "Spring(duration:bounce:)")
  }

  /// Compose's `spring(dampingRatio =, stiffness =)` or curvetool's
  /// `spring(mass:, stiffness:, damping:, velocity:)`.
  static func plainSpring(_ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue {
    let labels = a.labels
    if labels.contains("dampingRatio") || labels.contains("visibilityThreshold") || a.arguments.isEmpty {
      let z = try a.labeled("dampingRatio").map { e throws(ExpressionError) in try number(e, "dampingRatio", { $0 >= 0 }, "must be ≥ 0") } ?? 1
      let k = try a.labeled("stiffness").map { e throws(ExpressionError) in try number(e, "stiffness", { $0 > 0 }, "must be > 0") } ?? 1500
      _ = a.labeled("visibilityThreshold")
      try a.finish(allowed: ["dampingRatio", "stiffness", "visibilityThreshold"])
      return .spring(Spring(androidStiffness: k, dampingRatio: z), velocity: .zero, origin: "Compose spring(dampingRatio, stiffness)")
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
    var mode = BounceCommand.Mode.exact
    if let e = a.labeled("compat") {
      guard case .name(let n, _) = e, let m = BounceCommand.Mode(rawValue: n) else {
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
    var k = 1500.0
    var z = 0.5
    let allowed = ["setStiffness", "setDampingRatio", "setFinalPosition"]
    for m in methods {
      guard m.arguments.count == 1, m.arguments[0].label == nil else {
        throw ExpressionError(message: ".\(m.name)(…) takes one number", range: m.nameRange)
      }
      let v = m.arguments[0].value
      switch m.name {
      case "setStiffness": k = try number(v, "stiffness", { $0 > 0 }, "must be > 0")
      case "setDampingRatio": z = try number(v, "dampingRatio", { $0 >= 0 }, "must be ≥ 0")
      case "setFinalPosition": to = try number(v, "finalPosition")
      default:
        let s = EditDistance.suggestion(for: m.name, among: allowed)
        throw ExpressionError(
          message: "SpringForce has no .\(m.name)(…)" + (s.map { ". Did you mean '.\($0)'?" } ?? ""), range: m.nameRange)
      }
    }
    var s = Spring(androidStiffness: k, dampingRatio: z)
    s.to = to
    _ = range
    return .spring(s, velocity: .zero, origin: "SpringForce(…).setStiffness(…).setDampingRatio(…)")
  }
}
