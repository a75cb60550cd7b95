// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The arguments of one call, taken by label or position; what is left over
/// is an error naming it.
struct CallArguments {
  let function: String
  let arguments: [CurveExpression.Argument]
  let range: Range<Int>
  private(set) var used = Set<Int>()

  init(_ function: String, _ arguments: [CurveExpression.Argument], _ range: Range<Int>) {
    self.function = function
    self.arguments = arguments
    self.range = range
  }

  var labels: Set<String> { Set(arguments.compactMap(\.label)) }

  mutating func labeled(_ name: String) -> CurveExpression? {
    guard let i = arguments.firstIndex(where: { $0.label == name }) else { return nil }
    used.insert(i)
    return arguments[i].value
  }

  mutating func positional(_ k: Int) -> CurveExpression? {
    let unlabeled = arguments.indices.filter { arguments[$0].label == nil }
    guard k < unlabeled.count else { return nil }
    used.insert(unlabeled[k])
    return arguments[unlabeled[k]].value
  }

  /// Errors for arguments nobody took.
  func finish(allowed: [String]) throws(ExpressionError) {
    for (i, a) in arguments.enumerated() where !used.contains(i) {
      if let label = a.label {
        let s = EditDistance.suggestion(for: label, among: allowed)
        throw ExpressionError(
          message: "\(function)(…) has no argument '\(label)'" + (s.map { ". Did you mean '\($0)'?" } ?? "")
            + (allowed.isEmpty ? "" : " (it takes \(allowed.joined(separator: ", ")))"),
          range: a.labelRange ?? a.value.range)
      }
      throw ExpressionError(message: "\(function)(…) takes no more values here", range: a.value.range)
    }
  }
}

extension CurveInterpreter {
  static func call(
    _ raw: String, nameRange: Range<Int>, arguments: [CurveExpression.Argument], range: Range<Int>
  ) throws(ExpressionError) -> CurveValue {
    let name = raw.hasPrefix("Animation.") ? String(raw.dropFirst("Animation".count)) : raw
    var a = CallArguments(name, arguments, range)
    func need(_ e: CurveExpression?, _ what: String) throws(ExpressionError) -> CurveExpression {
      guard let e else { throw ExpressionError(message: "\(name)(…) needs \(what)", range: range) }
      return e
    }
    func positive(_ e: CurveExpression, _ what: String) throws(ExpressionError) -> Double {
      try number(e, what, { $0 > 0 }, "must be > 0")
    }
    switch name.lowercased() == "cubic-bezier" ? "cubic-bezier" : (name.lowercased() == "steps" ? "steps" : name) {
    case "cubic-bezier":
      var v: [Double] = []
      for (k, label) in ["x1", "y1", "x2", "y2"].enumerated() {
        let e = try need(a.positional(k), "four numbers")
        v.append(k % 2 == 0 ? try number(e, label, { (0...1).contains($0) }, "is outside [0, 1]: x control points must lie in [0, 1]") : try number(e, label))
      }
      try a.finish(allowed: [])
      return .easing(.bezier(CubicBezier(x1: v[0], y1: v[1], x2: v[2], y2: v[3])), duration: nil, origin: "cubic-bezier(…)")
    case "steps":
      let ne = try need(a.positional(0), "a number of steps")
      let n = try number(ne, "the number of steps", { $0 >= 1 && $0 == $0.rounded() && $0 < 1e6 }, "must be a whole number ≥ 1")
      var position = StepsEasing.Position.end
      if let pe = a.positional(1) {
        guard case .name(let p, let r) = pe, let pos = StepsEasing.Position(rawValue: p.lowercased()) else {
          let text: String = if case .name(let p, _) = pe { p } else { "?" }
          let s = EditDistance.suggestion(for: text, among: StepsEasing.Position.allCases.map(\.rawValue))
          throw ExpressionError(message: "unknown step position" + (s.map { ". Did you mean '\($0)'?" } ?? ""), range: pe.range)
        }
        _ = r
        position = pos
      }
      try a.finish(allowed: [])
      if position == .jumpNone, n < 2 { throw ExpressionError(message: "steps(n, jump-none) needs n ≥ 2", range: ne.range) }
      return .easing(.steps(StepsEasing(steps: Int(n), position: position)), duration: nil, origin: "steps(…)")
    case ".spring":
      let blend = a.labeled("blendDuration")
      _ = blend
      if a.labels.contains("duration") || a.labels.contains("bounce") {
        let d = try a.labeled("duration").map { e throws(ExpressionError) in try positive(e, "duration") } ?? 0.5
        let b = try a.labeled("bounce").map { e throws(ExpressionError) in try number(e, "bounce", { $0 > -1 && $0 < 1 }, "must be between -1 and 1") } ?? 0
        try a.finish(allowed: ["duration", "bounce", "blendDuration"])
        return .spring(Spring(duration: d, bounce: b), velocity: .zero, origin: ".spring(duration:bounce:)")
      }
      let r = try a.labeled("response").map { e throws(ExpressionError) in try positive(e, "response") } ?? 0.5
      let z = try a.labeled("dampingFraction").map { e throws(ExpressionError) in try number(e, "dampingFraction", { $0 >= 0 }, "must be ≥ 0") } ?? 0.825
      try a.finish(allowed: ["response", "dampingFraction", "blendDuration", "duration", "bounce"])
      return .spring(Spring(response: r, dampingRatio: z), velocity: .zero, origin: ".spring(response:dampingFraction:)")
    case ".interpolatingSpring":
      let v = try a.labeled("initialVelocity").map { e throws(ExpressionError) in try number(e, "initialVelocity") } ?? 0
      if a.labels.contains("duration") || a.labels.contains("bounce") {
        let d = try a.labeled("duration").map { e throws(ExpressionError) in try positive(e, "duration") } ?? 0.5
        let b = try a.labeled("bounce").map { e throws(ExpressionError) in try number(e, "bounce", { $0 > -1 && $0 < 1 }, "must be between -1 and 1") } ?? 0
        try a.finish(allowed: ["duration", "bounce", "initialVelocity"])
        return .spring(Spring(duration: d, bounce: b), velocity: .relative(v), origin: ".interpolatingSpring(duration:bounce:)")
      }
      let m = try a.labeled("mass").map { e throws(ExpressionError) in try positive(e, "mass") } ?? 1
      let k = try positive(need(a.labeled("stiffness"), "stiffness:"), "stiffness")
      let c = try number(need(a.labeled("damping"), "damping:"), "damping", { $0 >= 0 }, "must be ≥ 0")
      try a.finish(allowed: ["mass", "stiffness", "damping", "initialVelocity", "duration", "bounce"])
      return .spring(Spring(mass: m, stiffness: k, damping: c), velocity: .relative(v), origin: ".interpolatingSpring(mass:stiffness:damping:)")
    case ".smooth", ".snappy", ".bouncy":
      let base = name == ".smooth" ? 0 : (name == ".snappy" ? 0.15 : 0.3)
      let d = try a.labeled("duration").map { e throws(ExpressionError) in try positive(e, "duration") } ?? 0.5
      let extra = try a.labeled("extraBounce").map { e throws(ExpressionError) in try number(e, "extraBounce") } ?? 0
      try a.finish(allowed: ["duration", "extraBounce"])
      let b = base + extra
      guard b > -1, b < 1 else { throw ExpressionError(message: "bounce \(NumberText.significant(b)) must be between -1 and 1", range: range) }
      return .spring(Spring(duration: d, bounce: b), velocity: .zero, origin: "\(name)(duration:extraBounce:)")
    case ".easeIn", ".easeOut", ".easeInOut", ".linear":
      let d = try a.labeled("duration").map { e throws(ExpressionError) in try positive(e, "duration") } ?? swiftUIEasingDuration
      try a.finish(allowed: ["duration"])
      let e: Easing = switch name {
      case ".easeIn": .bezier(.easeIn)
      case ".easeOut": .bezier(.easeOut)
      case ".easeInOut": .bezier(.easeInOut)
      default: .identity
      }
      return .easing(e, duration: d, origin: "\(name)(duration:)")
    case ".timingCurve":
      var v: [Double] = []
      for (k, label) in ["x1", "y1", "x2", "y2"].enumerated() {
        let e = try need(a.positional(k), "four control values")
        v.append(k % 2 == 0 ? try number(e, label, { (0...1).contains($0) }, "is outside [0, 1]") : try number(e, label))
      }
      let d = try a.labeled("duration").map { e throws(ExpressionError) in try positive(e, "duration") } ?? swiftUIEasingDuration
      try a.finish(allowed: ["duration"])
      return .easing(.bezier(CubicBezier(x1: v[0], y1: v[1], x2: v[2], y2: v[3])), duration: d, origin: ".timingCurve(…)")
    case "Spring":
      return try swiftUISpring(&a, range)
    case "SpringForce":
      // Android's own SpringForce(finalPosition); SpringForce(stiffness,
      // dampingRatio) as people write it in prose.
      if a.arguments.count == 1, a.labels.isEmpty {
        let final = try number(need(a.positional(0), "a final position"), "finalPosition")
        try a.finish(allowed: [])
        var s = Spring(androidStiffness: 1500, dampingRatio: 0.5)
        s.to = final
        return .spring(s, velocity: .zero, origin: "SpringForce(finalPosition) (STIFFNESS_MEDIUM, DAMPING_RATIO_MEDIUM_BOUNCY)")
      }
      let k = try positive(need(a.labeled("stiffness") ?? a.positional(0), "a stiffness"), "stiffness")
      let z = try number(need(a.labeled("dampingRatio") ?? a.positional(1), "a damping ratio"), "dampingRatio", { $0 >= 0 }, "must be ≥ 0")
      try a.finish(allowed: ["stiffness", "dampingRatio"])
      return .spring(Spring(androidStiffness: k, dampingRatio: z), velocity: .zero, origin: "SpringForce(stiffness, dampingRatio)")
    case "SpringDescription", "SpringDescription.withDampingRatio":
      let m = try a.labeled("mass").map { e throws(ExpressionError) in try positive(e, "mass") } ?? 1
      let k = try positive(need(a.labeled("stiffness"), "stiffness:"), "stiffness")
      let c: Double
      if name == "SpringDescription" {
        c = try number(need(a.labeled("damping"), "damping:"), "damping", { $0 >= 0 }, "must be ≥ 0")
        try a.finish(allowed: ["mass", "stiffness", "damping"])
      } else {
        let ratio = try a.labeled("ratio").map { e throws(ExpressionError) in try number(e, "ratio", { $0 >= 0 }, "must be ≥ 0") } ?? 1
        try a.finish(allowed: ["mass", "stiffness", "ratio"])
        c = 2 * ratio * (k * m).squareRoot()
      }
      return .spring(Spring(mass: m, stiffness: k, damping: c), velocity: .zero, origin: "Flutter \(name)")
    case "spring":
      return try plainSpring(&a, range)
    case "bounce":
      return try bounceCall(&a, range)
    case "damped-cosine":
      let amp = try number(need(a.labeled("amplitude"), "amplitude:"), "amplitude")
      let decay = try number(need(a.labeled("decay"), "decay:"), "decay", { $0 >= 0 }, "must be ≥ 0")
      let omega = try number(need(a.labeled("omega"), "omega:"), "omega", { $0 >= 0 }, "must be ≥ 0")
      let offset = try a.labeled("offset").map { e throws(ExpressionError) in try number(e, "offset") } ?? 0
      var oscillation = DampedCosine.Oscillation.cosine
      if let o = a.labeled("oscillation") {
        guard case .name(let n, _) = o, let v = DampedCosine.Oscillation(rawValue: n) else {
          throw ExpressionError(message: "oscillation is cosine or sine", range: o.range)
        }
        oscillation = v
      }
      let overshoot = try a.labeled("overshoot").map { e throws(ExpressionError) in try bool(e, "overshoot") } ?? true
      try a.finish(allowed: ["amplitude", "decay", "omega", "offset", "oscillation", "overshoot"])
      return .dampedCosine(
        DampedCosine(amplitude: amp, decay: decay, omega: omega, offset: offset, oscillation: oscillation, overshoot: overshoot),
        origin: "damped-cosine(…)")
    default:
      let s = EditDistance.suggestion(for: name, among: knownNames)
      throw ExpressionError(message: "unknown function '\(name)'" + (s.map { ". Did you mean '\($0)'?" } ?? ""), range: nameRange)
    }
  }

  static func bool(_ e: CurveExpression, _ what: String) throws(ExpressionError) -> Bool {
    if case .name(let n, _) = e, n == "true" || n == "false" { return n == "true" }
    throw ExpressionError(message: "\(what) is true or false", range: e.range)
  }

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
      // SwiftUI treats over-damped input as critical unless allowed.
      let critical = 2 * (k * m).squareRoot()
      return .spring(Spring(mass: m, stiffness: k, damping: allow ? c : Swift.min(c, critical)), velocity: .zero, origin: "Spring(mass:stiffness:damping:)")
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
