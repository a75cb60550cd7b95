// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The platform calls curvetool prints in its snippets, read back: UIKit's
/// `UIView.animate(springDuration:…)` and `(withDuration:…
/// usingSpringWithDamping:…)`, `UIViewPropertyAnimator` with
/// `UICubicTimingParameters`, Core Animation's `CAMediaTimingFunction` and
/// `CASpringAnimation`, Android's `PathInterpolator(Compat)`, Compose's
/// `tween` and `CubicBezierEasing`, Flutter's `Cubic`, Rebound's
/// `SpringConfig` in its three forms. Each maps through the same `Spring`
/// initialiser the platform's flag uses (docs/springs.md §2).
extension CurveInterpreter {
  /// Names handled here, for suggestions.
  static let platformCallNames = [
    "UIView.animate", "UIViewPropertyAnimator", "UICubicTimingParameters", "CAMediaTimingFunction", "CASpringAnimation",
    "UISpringTimingParameters",
    "PathInterpolatorCompat.create", "PathInterpolator", "tween", "CubicBezierEasing", "Cubic", "SpringConfig",
    "SpringConfig.fromOrigamiTensionAndFriction", "SpringConfig.fromBouncinessAndSpeed",
    "SpringConfig.coastingConfigWithOrigamiFriction", "Animated.spring",
  ]

  /// Rebound's coasting spring (tension 0) of `friction` (1/s): a decay
  /// from rest until `--velocity` starts it, as `setVelocity` does.
  static func reboundCoasting(friction: Double, origin: String) -> CurveValue {
    let rule = DecayRule.rebound(friction: friction, restSpeed: SpringRestRule.rebound().speed)
    return .decay(Decay(from: 0, initialVelocity: 0, rate: rule.rate), rule: rule, origin: origin)
  }

  /// A platform call, or `nil` when `name` is none of them.
  static func platformCall(_ name: String, _ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue? {
    switch name {
    case "UIView.animate":
      // Apple: initialSpringVelocity is relative to the distance (1 = the
      // whole distance in one second).
      let v = try a.labeled("initialSpringVelocity").map { e throws(ExpressionError) in try number(e, "initialSpringVelocity") } ?? 0
      try InertKeys.take(name, &a)
      if let d = a.labeled("springDuration") {
        // UIKit's springDuration and bounce are SwiftUI's.
        var given = try formArguments(.swiftUIDurationBounce, &a)
        given["duration"] = try formValue(SpringFormID.swiftUIDurationBounce.form.parameters[0], d, "springDuration")
        try a.finish(allowed: ["springDuration", "bounce", "initialSpringVelocity", "delay", "options"])
        return try formSpring(.swiftUIDurationBounce, given, origin: "UIView.animate(springDuration:bounce:)", velocity: .relative(v), range: range)
      }
      guard a.labels.contains("withDuration") else { throw ExpressionError(message: "\(name)(…) needs withDuration:", range: range) }
      guard a.labels.contains("usingSpringWithDamping") else { throw ExpressionError(message: "\(name)(…) needs usingSpringWithDamping:", range: range) }
      let given = try formArguments(.uiKitDampingDuration, &a)
      try a.finish(allowed: ["withDuration", "delay", "usingSpringWithDamping", "initialSpringVelocity", "options"])
      return try formSpring(.uiKitDampingDuration, given, origin: "UIView.animate(withDuration:usingSpringWithDamping:)", velocity: .relative(v), range: range)
    case "UIViewPropertyAnimator":
      let d = try positive(a.need(a.labeled("duration"), "duration:"), "duration")
      let timing = try a.need(a.labeled("timingParameters"), "timingParameters:")
      try a.finish(allowed: ["duration", "timingParameters"])
      guard case .easing(let e, _, let origin) = try interpret(timing) else {
        throw ExpressionError(message: "timingParameters must be UICubicTimingParameters(…)", range: timing.range)
      }
      return .easing(e, duration: d, origin: "UIViewPropertyAnimator(\(origin))")
    case "UICubicTimingParameters":
      let p1 = try point(a.need(a.labeled("controlPoint1"), "controlPoint1:"))
      let p2 = try point(a.need(a.labeled("controlPoint2"), "controlPoint2:"))
      try a.finish(allowed: ["controlPoint1", "controlPoint2"])
      return try bezier([p1.x, p1.y, p2.x, p2.y], range, "UICubicTimingParameters")
    case "CAMediaTimingFunction":
      // CAMediaTimingFunction(name: .easeIn): Core Animation's named
      // functions, as the preset table writes them.
      if let named = a.labeled("name") {
        try a.finish(allowed: ["name"])
        let prefix = "CAMediaTimingFunction(name: "
        let names = TimingPreset.all.filter { $0.code.hasPrefix(prefix) }.map { String($0.code.dropFirst(prefix.count).dropLast()) }
        guard case .name(let n, _) = named, let preset = TimingPreset.all.first(where: { $0.code == prefix + n + ")" }),
          case .easing(let e, _, _) = try CurveInterpreter.named(preset.name, range)
        else {
          let given: String = if case .name(let n, _) = named { n } else { "?" }
          let s = EditDistance.suggestion(for: given, among: names)
          throw ExpressionError(
            message: "CAMediaTimingFunction(name:) takes \(names.joined(separator: ", "))" + (s.map { ". Did you mean '\($0)'?" } ?? ""),
            range: named.range)
        }
        return .easing(e, duration: nil, origin: preset.code)
      }
      // CAMediaTimingFunction(controlPoints: x1, y1, x2, y2): the label is
      // on the first value only.
      let first = a.labeled("controlPoints")
      let shift = first == nil ? 0 : 1
      var v: [Double] = []
      for k in 0..<4 {
        let e = k == 0 ? first ?? a.positional(0) : a.positional(k - shift)
        v.append(try number(a.need(e, "four control values"), "control value \(k + 1)"))
      }
      try a.finish(allowed: ["controlPoints"])
      // Core Animation takes and keeps the control points as Float
      // (`init(controlPoints: Float, _: Float, _: Float, _: Float)`); the
      // values are checked as written, so none overflows a Float.
      _ = try bezier(v, range, "CAMediaTimingFunction(controlPoints:)")
      return try bezier(v.map { Double(Float($0)) }, range, "CAMediaTimingFunction(controlPoints:)")
    case "PathInterpolatorCompat.create", "PathInterpolator", "CubicBezierEasing", "Cubic":
      var v: [Double] = []
      for k in 0..<4 { v.append(try number(a.need(a.positional(k), "four control values"), "control value \(k + 1)")) }
      try a.finish(allowed: [])
      return try bezier(v, range, "\(name)(…)")
    case "tween":
      // Compose: tween(durationMillis = 300, delayMillis = 0, easing = FastOutSlowInEasing).
      // Kotlin's order: durationMillis, delayMillis, easing.
      let ms = try (a.labeled("durationMillis") ?? a.positional(0)).map { e throws(ExpressionError) in try positive(e, "durationMillis") } ?? 300
      try InertKeys.take(name, &a)
      // A delay given by position is not named in the notes the labelled
      // one gets, so only 0 is taken that way.
      if let delay = a.positional(1) {
        _ = try number(delay, "delayMillis", { $0 == 0 }, "is not shown: write it as delayMillis = … (the motion is shown from its own start)")
      }
      let easing = try (a.labeled("easing") ?? a.positional(2)).map { e throws(ExpressionError) in try interpret(e) }
      try a.finish(allowed: ["durationMillis", "delayMillis", "easing"])
      let e: Easing
      switch easing {
      case .easing(let x, _, _)?: e = x
      case nil: e = .bezier(CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1))  // FastOutSlowInEasing, Compose's default
      default: throw ExpressionError(message: "tween's easing must be an easing such as CubicBezierEasing(…)", range: range)
      }
      return .easing(e, duration: ms / 1000, origin: "Compose tween(durationMillis:easing:)")
    case "SpringConfig":
      // Rebound: new SpringConfig(tension, friction) takes the physics
      // constants k and c of a unit mass; tension 0 is a coasting spring.
      var peek = a
      if let t = peek.labeled("tension") ?? peek.positional(0), case .number(0, _) = t {
        _ = a.labeled("tension") ?? a.positional(0)
        let f = try number(a.need(a.labeled("friction") ?? a.positional(1), "friction"), "friction", { $0 > 0 }, "must be > 0 for a coasting spring (tension 0): with no friction it never slows")
        try a.finish(allowed: ["tension", "friction"])
        return reboundCoasting(friction: f, origin: "Rebound SpringConfig(0, friction): a coasting spring")
      }
      let given = try formArguments(.reboundTensionFriction, &a, positional: true)
      try a.finish(allowed: ["tension", "friction"])
      return try formSpring(.reboundTensionFriction, given, origin: "Rebound SpringConfig(tension, friction)", range: range)
    case "SpringConfig.fromOrigamiTensionAndFriction":
      // Origami's conversion is linear in each and maps any value; the
      // spring it gives is checked like every other.
      let given = try formArguments(.reboundOrigami, &a, positional: true)
      try a.finish(allowed: [])
      return try formSpring(.reboundOrigami, given, origin: "SpringConfig.fromOrigamiTensionAndFriction", range: range)
    case "Animated.spring":
      return try reactNativeSpring(&a, range)
    case "withSpring":
      return try reanimatedSpring(&a, range)
    case "SpringConfig.coastingConfigWithOrigamiFriction":
      // Friction in Origami units, (oF − 8)·3 + 25 (OrigamiValueConverter).
      let oF = try number(a.need(a.positional(0) ?? a.labeled("friction"), "friction"), "friction")
      try a.finish(allowed: ["friction"])
      let f = Spring.reboundFriction(origami: oF)
      guard f > 0 else {
        throw ExpressionError(message: "friction \(NumberText.text(oF, .detail)) is \(NumberText.text(f, .detail)) in Rebound units; a coasting spring needs more than 0 (Origami friction above -0.333…)", range: range)
      }
      return reboundCoasting(friction: f, origin: "SpringConfig.coastingConfigWithOrigamiFriction")
    case "SpringConfig.fromBouncinessAndSpeed":
      let given = try formArguments(.reboundBouncinessSpeed, &a, positional: true)
      try a.finish(allowed: [])
      return try formSpring(.reboundBouncinessSpeed, given, origin: "SpringConfig.fromBouncinessAndSpeed", range: range)
    case "CASpringAnimation":
      // Core Animation's defaults: mass 1, stiffness 100, damping 10;
      // initialVelocity relative to the distance. Properties come from
      // assignments (SnippetReader), or, as curvetool's one-line
      // shorthand, from mass:, stiffness: and damping: labels.
      try InertKeys.take(name, &a)
      if let d = a.labeled("perceptualDuration") {
        // iOS 17's init(perceptualDuration:bounce:): SwiftUI's duration and
        // bounce (Apple documents the same two parameters for both).
        var given = try formArguments(.swiftUIDurationBounce, &a)
        given["duration"] = try formValue(SpringFormID.swiftUIDurationBounce.form.parameters[0], d, "perceptualDuration")
        try a.finish(allowed: ["keyPath", "perceptualDuration", "bounce"])
        return try formSpring(.swiftUIDurationBounce, given, origin: "CASpringAnimation(perceptualDuration:bounce:)", range: range)
      }
      let given = try formArguments(.coreAnimationPhysical, &a)
      try a.finish(allowed: ["keyPath", "mass", "stiffness", "damping", "perceptualDuration", "bounce"])
      return try formSpring(.coreAnimationPhysical, given, origin: "CASpringAnimation", range: range)
    case "UISpringTimingParameters":
      // iOS 17's init(duration:bounce:) (SwiftUI's parameters) and
      // init(mass:stiffness:damping:initialVelocity:) without a velocity
      // (its CGVector is per axis; give --velocity instead).
      if a.labels.contains("duration") || a.labels.contains("bounce") {
        let given = try formArguments(.swiftUIDurationBounce, &a)
        try a.finish(allowed: ["duration", "bounce"])
        return try formSpring(.swiftUIDurationBounce, given, origin: "UISpringTimingParameters(duration:bounce:)", range: range)
      }
      guard a.labels.contains("stiffness") else {
        throw ExpressionError(message: "\(name)(…) needs duration: and bounce:, or mass:, stiffness: and damping:", range: range)
      }
      let given = try formArguments(.coreAnimationPhysical, &a)
      try a.finish(allowed: ["mass", "stiffness", "damping"])
      return try formSpring(.coreAnimationPhysical, given, origin: "UISpringTimingParameters(mass:stiffness:damping:)", range: range)
    default:
      return nil
    }
  }

  /// `CGPoint(x:, y:)`.
  static func point(_ e: CurveExpression) throws(ExpressionError) -> (x: Double, y: Double) {
    guard case .call("CGPoint", _, let arguments, let range) = e else {
      throw ExpressionError(message: "expected CGPoint(x: …, y: …)", range: e.range)
    }
    var a = CallArguments("CGPoint", arguments, range)
    guard let x = a.labeled("x"), let y = a.labeled("y") else { throw ExpressionError(message: "CGPoint(…) needs x: and y:", range: range) }
    try a.finish(allowed: ["x", "y"])
    return (try number(x, "x"), try number(y, "y"))
  }

  /// A cubic Bézier easing from four control values, x in [0, 1].
  static func bezier(_ v: [Double], _ range: Range<Int>, _ origin: String) throws(ExpressionError) -> CurveValue {
    .easing(.bezier(try bezier(v, Array(repeating: range, count: 4))), duration: nil, origin: origin)
  }

  /// Four control values checked by
  /// ``CubicBezier/init(validatingX1:y1:x2:y2:)``, the one refused named
  /// and pointed at (`ranges[k]` for value k): "x2 1.5 is outside [0, 1]:
  /// x control points must lie in [0, 1]".
  static func bezier(_ v: [Double], _ ranges: [Range<Int>]) throws(ExpressionError) -> CubicBezier {
    do {
      return try CubicBezier(validatingX1: v[0], y1: v[1], x2: v[2], y2: v[3])
    } catch {
      throw ExpressionError(message: error.message(v), range: ranges[error.index])
    }
  }
}
