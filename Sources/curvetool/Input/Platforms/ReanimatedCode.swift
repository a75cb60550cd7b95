// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Reanimated's code, read and written (docs/platforms.md §3).
enum ReanimatedCode: PlatformCode {
  static let id = PlatformID.reanimated

  /// Reanimated 4's `withSpring`, its velocity in units per second. It
  /// draws ζ ≥ 1 as critical, so an over-damped spring is measured off.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.javascript.number(x, digits) }
    let velocity = s.initialVelocity != 0 ? ", velocity: \(n(s.initialVelocity))" : ""
    return PlatformSnippets(platform: id, snippets: [Snippet([
      "withSpring(\(n(s.to)), { mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping))\(velocity) })"
    ])], note: s.dampingRatio > 1 ? "Reanimated draws every damping ratio of 1 or more as critically damped" : nil)
  }
}

extension ReanimatedCode {
  static let readers = CurveInterpreter.reanimatedCalls
}

extension CurveInterpreter {
  /// Reanimated's `withSpring(toValue, config)`.
  static let reanimatedCalls: [CallReader] = [
    CallReader(["withSpring"]) { name, a, range throws(ExpressionError) in
      return try reanimatedSpring(&a, range)
    },
  ]
}

/// Reanimated 4's `withSpring(toValue, config)`, read as `withSpring`
/// merges its config (software-mansion/react-native-reanimated
/// `src/animation/spring/spring.ts`, `springConfigs.ts`): the defaults are
/// the Gentle configs (mass 4, stiffness 900, damping 120; duration 550 ms,
/// dampingRatio 1); a `duration` or `dampingRatio` chooses the duration form
/// (`useDuration`), whose stiffness Reanimated solves.
extension CurveInterpreter {
  /// The config keys Reanimated 4 applies.
  static let reanimatedKeys = [
    "mass", "stiffness", "damping", "duration", "dampingRatio", "velocity", "overshootClamping", "energyThreshold", "reduceMotion",
  ]

  /// Keys it has but curvetool does not model, and why.
  static let reanimatedUnmodelled: [String: String] = [
    "clamp": "clamp changes ζ so the motion stays inside bounds (scaleZetaToMatchClamps), which curvetool does not model",
    "restDisplacementThreshold": "a Reanimated 3 key: Reanimated 4 ends a spring by energyThreshold, and curvetool reproduces Reanimated 4",
    "restSpeedThreshold": "a Reanimated 3 key: Reanimated 4 ends a spring by energyThreshold, and curvetool reproduces Reanimated 4",
  ]

  /// `withSpring(toValue)`, `withSpring(toValue, { … })` or
  /// `withSpring(toValue, WigglySpringConfig)`.
  static func reanimatedSpring(_ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue {
    guard let target = a.positional(0) else {
      throw ExpressionError(message: "withSpring(…) takes the target first: withSpring(1, { stiffness: 300 })", range: range)
    }
    // A number, or a name standing for the target (`withSpring(toValue,
    // …)`, as `presets` writes it): then --to gives it.
    var to: Double?
    if case .name(let n, _) = target, constant(n) == nil {} else { to = try number(target, "toValue") }
    let config = a.positional(1)
    if let callback = a.positional(2) {
      throw ExpressionError(message: "withSpring's third argument is a completion callback, which does not change the motion: leave it out", range: callback.range)
    }
    try a.finish(allowed: [])
    var value: CurveValue
    switch config {
    case .name(let name, let r)?:
      // A named config: Reanimated's export name, as `presets` lists it.
      let export = name.hasSuffix("WithDuration") ? String(name.dropLast("WithDuration".count)) : name
      guard let preset = SpringPreset.all.first(where: { $0.code == "withSpring(toValue, \(name))" }) else {
        let names = SpringPreset.all.filter { $0.platform == .reanimated }.compactMap { $0.code.split(separator: " ").last.map { String($0.dropLast()) } }
        let s = EditDistance.suggestion(for: name, among: names)
        throw ExpressionError(message: "'\(export)' is not a Reanimated spring config" + (s.map { ". Did you mean '\($0)'?" } ?? ""), range: r)
      }
      value = .spring(preset.spring, velocity: .zero, origin: "Reanimated withSpring(toValue, \(name))", engine: preset.engine)
    case .object(let members, _)?:
      value = try reanimatedConfig(members, range)
    case nil:
      value = try formSpring(.reanimatedPhysical, [:], origin: "Reanimated withSpring (Gentle defaults)", noting: true, range: range)
    case let other?:
      throw ExpressionError(message: "withSpring's config is an object { stiffness, damping, mass } or a named config such as WigglySpringConfig", range: other.range)
    }
    guard case .spring(var s, let v, let origin, let engine) = value, let to else { return value }
    s.to = to
    return .spring(s, velocity: v, origin: origin, engine: engine)
  }

  /// A `{ … }` config: one form (duration keys choose the duration form, as
  /// `useDuration` does), the engine's options, and nothing left unread.
  static func reanimatedConfig(_ members: [(key: String, keyRange: Range<Int>, value: CurveExpression)], _ range: Range<Int>) throws(ExpressionError) -> CurveValue {
    for m in members {
      if let why = reanimatedUnmodelled[m.key] {
        throw ExpressionError(message: "withSpring's '\(m.key)' is not read: \(why)", range: m.keyRange)
      }
    }
    let values = try configValues(members, allowed: reanimatedKeys, of: "withSpring")
    func num(_ key: String, _ rule: (Double) -> Bool = { _ in true }, _ expectation: String = "") throws(ExpressionError) -> Double? {
      try values[key].map { e throws(ExpressionError) in try number(e, key, rule, expectation) }
    }
    let useDuration = values["duration"] != nil || values["dampingRatio"] != nil
    let id: SpringFormID = useDuration ? .reanimatedDuration : .reanimatedPhysical
    if useDuration {
      // Reanimated solves the stiffness; mass and damping go with the
      // physical form only (its types say so), and a velocity changes the
      // solved stiffness with the distance, which an expression does not fix.
      for key in ["mass", "damping", "stiffness", "velocity"] where values[key] != nil {
        throw ExpressionError(
          message: "'\(key)' cannot go with duration or dampingRatio: Reanimated solves a duration spring's stiffness"
            + (key == "velocity" ? " with the start velocity and the distance, which a curve expression does not fix" : ", mass 4, for the duration"),
          range: values[key]!.range)
      }
    }
    let velocity = try num("velocity") ?? 0
    guard case .spring(let s, let v, let origin, var engine) = try formSpring(
      id, try formMembers(id, values), origin: "Reanimated \(id.form.title)", velocity: .absolute(velocity), noting: true, range: range)
    else { throw ExpressionError(message: "not a spring", range: range) }
    engine.overshootClamping = try values["overshootClamping"].map { e throws(ExpressionError) in try bool(e, "overshootClamping") } ?? false
    engine.reanimatedEnergyThreshold = try num("energyThreshold", { $0 > 0 && $0 < 1 }, "must be > 0 and < 1 (a fraction of the start's energy)")
    if let e = values["reduceMotion"] {
      // The motion as it plays; under reduced motion Reanimated jumps.
      guard case .name(let n, _) = e, ["ReduceMotion.System", "ReduceMotion.Never"].contains(n) else {
        throw ExpressionError(message: "reduceMotion: ReduceMotion.System or ReduceMotion.Never is the motion read here (ReduceMotion.Always does not animate)", range: e.range)
      }
    }
    return .spring(s, velocity: v, origin: origin, engine: engine)
  }
}
