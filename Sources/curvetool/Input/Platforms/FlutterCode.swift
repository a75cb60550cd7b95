// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Flutter's code, read and written (docs/platforms.md §3).
enum FlutterCode: PlatformCode {
  static let id = PlatformID.flutter

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
  static let calls = [
    "SpringDescription", "SpringDescription.withDampingRatio", "SpringDescription.withDurationAndBounce", "Cubic", "ElasticInCurve", "ElasticOutCurve", "ElasticInOutCurve"
  ]

  static func call(_ name: String, _ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue? {
    try CurveInterpreter.flutterCall(name, &a, range)
  }
}

extension CurveInterpreter {
  /// Flutter's calls: `SpringDescription` in its three forms, `Cubic(…)` and
  /// the elastic curves with a period.
  static func flutterCall(_ name: String, _ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue? {
    switch name {
    case "SpringDescription.withDurationAndBounce":
      // duration: Duration(milliseconds: 300) (Dart's Duration of whole
      // units; Flutter reads its whole milliseconds); 500 ms by default.
      var given: [String: Double] = [:]
      if let d = a.labeled("duration") { given["duration"] = try dartDuration(d) }
      if let b = a.labeled("bounce") { given["bounce"] = try formValue(SpringFormID.flutterDurationBounce.form.parameters[1], b, "bounce") }
      try a.finish(allowed: ["duration", "bounce"])
      return try formSpring(.flutterDurationBounce, given, origin: "Flutter SpringDescription.withDurationAndBounce", range: range)
    case "SpringDescription", "SpringDescription.withDampingRatio":
      let id: SpringFormID = name == "SpringDescription" ? .flutterPhysical : .flutterDampingRatio
      let given = try formArguments(id, &a)
      try a.finish(allowed: id.form.parameters.map(\.name))
      return try formSpring(id, given, origin: "Flutter \(id.form.title)", range: range)
    case "Cubic":
      return try controlValues(&a, range)
    // Flutter: ElasticOutCurve([period = 0.4]).
    case "ElasticInCurve", "ElasticOutCurve", "ElasticInOutCurve":
      let period = try a.optionalNumber("period", 0, periodRule, periodText) ?? 0.4
      let mode: EasingFunction.Mode = name == "ElasticInCurve" ? .in : (name == "ElasticOutCurve" ? .out : .inOut)
      return try a.easing(EasingFunction(.elastic(amplitude: 1, period: period), mode), allowed: ["period"])
    default:
      return nil
    }
  }
}
