// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Flutter's code, read and written (docs/platforms.md §3).
enum FlutterCode: PlatformCode {
  static let id = PlatformID.flutter

  static let unmodelled = [
    "Curves.easeInOutCubicEmphasized": "Flutter's ThreePointCubic curves are not modelled",
    "Curves.fastEaseInToSlowEaseOut": "Flutter's ThreePointCubic curves are not modelled",
  ]

  static let moveCalls: Set<String> = ["CurvedAnimation", "SpringSimulation"]

  /// `CurvedAnimation(parent:, curve:)` and `SpringSimulation(spring, start,
  /// end, velocity)` (units per second) of a bound `SpringDescription`.
  static func move(_ m: SnippetMove, _ a: inout CallArguments, _ r: inout SnippetReading) throws(ExpressionError) {
    if a.function == "CurvedAnimation" {
      _ = a.labeled("parent")
      if let x = a.labeled("curve") { r.curve = try CurveInterpreter.interpret(x) }
      return
    }
    guard case .name(let n, let nr)? = a.positional(0) else {
      throw ExpressionError(message: "SpringSimulation(…) needs a SpringDescription first", range: m.range)
    }
    guard let s = m.bindings[n] else { throw ExpressionError(message: "'\(n)' is not defined in the snippet", range: nr) }
    r.curve = s
    r.from = try m.value(&a, 1, "a start")
    r.to = try m.value(&a, 2, "an end")
    r.velocity = .absolute(try m.value(&a, 3, "a velocity"))
  }

  /// `SpringSimulation` with its start and velocity (units per second) when
  /// the spring starts moving, else the `SpringDescription`; and
  /// `SpringDescription.withDampingRatio`.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.dart.number(x, digits) }
    let description = "SpringDescription(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)))"
    let simulation = s.initialVelocity != 0
      ? Snippet(["final spring = \(description);", "SpringSimulation(spring, \(n(s.from)), \(n(s.to)), \(n(s.initialVelocity)))  // velocity in units per second"])
      : Snippet([description])
    return PlatformSnippets(platform: id, snippets: [
      simulation,
      Snippet(["SpringDescription.withDampingRatio(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), ratio: \(n(s.dampingRatio)))"], carriesVelocity: false),
    ])
  }

  /// A `Duration` of whole milliseconds, or microseconds where the
  /// milliseconds are not whole.
  static func duration(_ d: Double) -> String {
    let ms = PlatformCodes.milliseconds(d)
    return Double(ms) == d * 1000
      ? "Duration(milliseconds: \(ms))" : "Duration(microseconds: \(Int(checking: d * 1e6, .toNearestOrAwayFromZero) ?? 0))"
  }

  /// `CurvedAnimation` with `Cubic`.
  static func bezier(_ b: CubicBezier, duration: Double, digits: CodeDigits) -> Snippet? {
    let n = { (x: Double) in CodeLanguage.dart.number(x, digits) }
    return Snippet([
      "controller.duration = \(Self.duration(duration))",
      "CurvedAnimation(parent: controller, curve: Cubic(\(n(b.x1)), \(n(b.y1)), \(n(b.x2)), \(n(b.y2))))",
    ])
  }

  /// `Curves.*` and the elastic curves, over whole milliseconds.
  static func function(_ fn: EasingFunction, duration: Double) -> Snippet? {
    let code: String
    if let name = TimingPreset.code(of: fn, prefix: "flutter") {
      code = name
    } else if case .elastic(1, let period) = fn.family {
      code = ["in": "ElasticInCurve", "out": "ElasticOutCurve", "inOut": "ElasticInOutCurve"][fn.mode.rawValue, default: ""] + "(\(period))"
    } else {
      return nil
    }
    let ms = PlatformCodes.milliseconds(duration)
    guard Double(ms) == duration * 1000 else { return nil }
    return Snippet(["controller.duration = Duration(milliseconds: \(ms))", "CurvedAnimation(parent: controller, curve: \(code))"])
  }
}

extension FlutterCode {
  static let readers = CurveInterpreter.flutterCalls
}

extension CurveInterpreter {
  /// Flutter's calls: `SpringDescription` in its three forms, `Cubic(…)` and
  /// the elastic curves with a period.
  static let flutterCalls: [CallReader] = [
    CallReader(["SpringDescription.withDurationAndBounce"]) { name, a, range throws(ExpressionError) in
      // duration: Duration(milliseconds: 300) (Dart's Duration of whole
      // units; Flutter reads its whole milliseconds); 500 ms by default.
      var given: [String: Double] = [:]
      if let d = a.labeled("duration") { given["duration"] = try dartDuration(d) }
      if let b = a.labeled("bounce") { given["bounce"] = try formValue(SpringFormID.flutterDurationBounce.form.parameters[1], b, "bounce") }
      try a.finish(allowed: ["duration", "bounce"])
      return try formSpring(.flutterDurationBounce, given, origin: "Flutter SpringDescription.withDurationAndBounce", range: range)
    },
    CallReader(["SpringDescription", "SpringDescription.withDampingRatio"]) { name, a, range throws(ExpressionError) in
      let id: SpringFormID = name == "SpringDescription" ? .flutterPhysical : .flutterDampingRatio
      let given = try formArguments(id, &a)
      try a.finish(allowed: id.form.parameters.map(\.name))
      return try formSpring(id, given, origin: "Flutter \(id.form.title)", range: range)
    },
    CallReader(["Cubic"]) { name, a, range throws(ExpressionError) in
      return try controlValues(&a, range)
    },
    // Flutter: ElasticOutCurve([period = 0.4]).
    CallReader(["ElasticInCurve", "ElasticOutCurve", "ElasticInOutCurve"]) { name, a, range throws(ExpressionError) in
      let period = try a.optionalNumber("period", 0, periodRule, periodText) ?? 0.4
      let mode: EasingFunction.Mode = name == "ElasticInCurve" ? .in : (name == "ElasticOutCurve" ? .out : .inOut)
      return try a.easing(EasingFunction(.elastic(amplitude: 1, period: period), mode), allowed: ["period"])
    },
  ]
}

extension CurveInterpreter {
  /// Dart's `Duration(days:, hours:, minutes:, seconds:, milliseconds:,
  /// microseconds:)`, whole numbers each, as Flutter reads it:
  /// `inMilliseconds` (the total truncated to whole milliseconds), in
  /// seconds; it must be at least 1 ms (Flutter asserts it is positive).
  static func dartDuration(_ e: CurveExpression) throws(ExpressionError) -> Double {
    guard case .call("Duration", _, let arguments, let range) = e else {
      throw ExpressionError(message: "duration is a Duration(milliseconds: …)", range: e.range)
    }
    var a = CallArguments("Duration", arguments, range)
    let units: [(String, Double)] = [
      ("days", 86_400e6), ("hours", 3_600e6), ("minutes", 60e6), ("seconds", 1e6), ("milliseconds", 1e3), ("microseconds", 1),
    ]
    var micros = 0.0
    for (label, scale) in units {
      guard let x = a.labeled(label) else { continue }
      micros += scale * (try number(x, label, { $0 == $0.rounded() && Swift.abs($0) <= 1e9 }, "is a whole number (Dart's int), at most 1e9"))
    }
    try a.finish(allowed: units.map(\.0))
    let millis = (micros / 1000).rounded(.towardZero)
    guard millis >= 1, millis <= 3_600_000 else {
      throw ExpressionError(message: "Duration(…) is \(NumberText.text(millis, .detail)) whole ms; Flutter needs a positive one (at most an hour here)", range: range)
    }
    return millis / 1000
  }
}

extension FlutterCode {
  /// A `CurvedAnimation`'s `curve` set as a property.
  static let properties: [PropertyReader] = [
    PropertyReader(["curve"]) { e, r throws(ExpressionError) in r.curve = try CurveInterpreter.interpret(e) }
  ]

  /// The labels its move calls take.
  static let moveLabels = ["parent", "curve"]
}
