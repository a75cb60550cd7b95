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
