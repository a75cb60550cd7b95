// This file is part of curvetool. SPDX-License-Identifier: MIT

extension Platform {
  static let flutterSpringSource = "flutter/flutter packages/flutter/lib/src/physics/spring_simulation.dart"

  /// Flutter's `SpringDescription`, physical or by damping ratio;
  /// `SpringSimulation` evaluates the closed form. Its `Curves`.
  static let flutter = Platform(
    id: .flutter, displayName: "Flutter", aliases: [],
    forms: [
      .physical(.flutterPhysical, "SpringDescription(mass:stiffness:damping:)", selectors: ["stiffness", "damping"], source: flutterSpringSource),
      SpringParameterisation(
        .flutterDampingRatio, "SpringDescription.withDampingRatio(mass:stiffness:ratio:)",
        parameters: [
          .mass, .stiffness,
          SpringParameter("ratio", flag: "damping-ratio", unit: "1", default: 1, valid: .nonNegative),
        ],
        selectors: ["stiffness"], onCommandLine: false, source: flutterSpringSource,
        build: { a in PlatformSpring(Spring(mass: a[0], stiffness: a[1], damping: 2 * a[2] * (a[1] * a[0]).squareRoot())) },
        invert: { s in [s.mass, s.stiffness, s.dampingRatio] }),
      SpringParameterisation(
        .flutterDurationBounce, "SpringDescription.withDurationAndBounce(duration:bounce:)",
        parameters: [
          SpringParameter(
            "duration", flag: "flutter-duration", unit: "s", default: 0.5, valid: .positive,
            applied: "whole milliseconds (Duration.inMilliseconds truncates)"),
          // 1 is an undamped spring (ζ = 0), which Flutter builds.
          SpringParameter("bounce", flag: "bounce", unit: "1", default: 0, valid: ParameterRange(lower: -1, upper: 1, upperOpen: false)),
        ],
        selectors: [], onCommandLine: false, source: flutterSpringSource,
        build: { a in PlatformSpring(Spring(flutterDuration: a[0], bounce: a[1])) },
        invert: { s in [s.perceptualDuration, s.bounce] }),
    ],
    presetPrefixes: ["flutter"], timingPresets: flutterCurves, engine: nil,
    done: DoneRule(.tolerance, "isDone: |x − end| < tolerance.distance and |v| < tolerance.velocity (both 1e-3 by default)"),
    retargetRule: nil, sources: [flutterSpringSource])

  /// Flutter's `Curves`: its Cubics, `decelerate`, and the exact bounce and
  /// elastic curves.
  static var flutterCurves: [TimingPreset] {
    let flutter = "flutter/flutter packages/flutter/lib/src/animation/curves.dart"
    let flutterBeziers: [(String, (Double, Double, Double, Double))] = [
      ("fastLinearToSlowEaseIn", (0.18, 1, 0.04, 1)), ("ease", (0.25, 0.1, 0.25, 1)), ("easeIn", (0.42, 0, 1, 1)),
      ("easeInToLinear", (0.67, 0.03, 0.65, 0.09)), ("easeInSine", (0.47, 0, 0.745, 0.715)),
      ("easeInQuad", (0.55, 0.085, 0.68, 0.53)), ("easeInCubic", (0.55, 0.055, 0.675, 0.19)),
      ("easeInQuart", (0.895, 0.03, 0.685, 0.22)), ("easeInQuint", (0.755, 0.05, 0.855, 0.06)),
      ("easeInExpo", (0.95, 0.05, 0.795, 0.035)), ("easeInCirc", (0.6, 0.04, 0.98, 0.335)),
      ("easeInBack", (0.6, -0.28, 0.735, 0.045)), ("easeOut", (0, 0, 0.58, 1)), ("linearToEaseOut", (0.35, 0.91, 0.33, 0.97)),
      ("easeOutSine", (0.39, 0.575, 0.565, 1)), ("easeOutQuad", (0.25, 0.46, 0.45, 0.94)),
      ("easeOutCubic", (0.215, 0.61, 0.355, 1)), ("easeOutQuart", (0.165, 0.84, 0.44, 1)),
      ("easeOutQuint", (0.23, 1, 0.32, 1)), ("easeOutExpo", (0.19, 1, 0.22, 1)), ("easeOutCirc", (0.075, 0.82, 0.165, 1)),
      ("easeOutBack", (0.175, 0.885, 0.32, 1.275)), ("easeInOut", (0.42, 0, 0.58, 1)),
      ("easeInOutSine", (0.445, 0.05, 0.55, 0.95)), ("easeInOutQuad", (0.455, 0.03, 0.515, 0.955)),
      ("easeInOutCubic", (0.645, 0.045, 0.355, 1)), ("easeInOutQuart", (0.77, 0, 0.175, 1)),
      ("easeInOutQuint", (0.86, 0, 0.07, 1)), ("easeInOutExpo", (1, 0, 0, 1)), ("easeInOutCirc", (0.785, 0.135, 0.15, 0.86)),
      ("easeInOutBack", (0.68, -0.55, 0.265, 1.55)), ("fastOutSlowIn", (0.4, 0, 0.2, 1)), ("slowMiddle", (0.15, 0.85, 0.85, 0.15)),
    ]
    var list = flutterBeziers.map { name, v in TimingPreset.bezier("flutter.\(TimingPreset.kebab(name))", "Curves.\(name)", flutter, v) }
    list.append(.function("flutter.decelerate", "Curves.decelerate", flutter, EasingFunction(.power(2), .out)))
    for (mode, m) in TimingPreset.modes {
      list.append(.function("flutter.bounce-\(TimingPreset.kebab(m))", "Curves.bounce\(m)", flutter, EasingFunction(.bounce, mode)))
      list.append(.function(
        "flutter.elastic-\(TimingPreset.kebab(m))", "Curves.elastic\(m)", flutter, EasingFunction(.elastic(amplitude: 1, period: 0.4), mode)))
    }
    return list
  }
}

extension Spring {
  /// Flutter's `SpringDescription.withDurationAndBounce(duration:bounce:)`,
  /// in Flutter's own arithmetic: T in whole milliseconds (its
  /// `Duration.inMilliseconds` truncates; `duration` here is T in seconds,
  /// truncated the same way), m = 1, k = 4π²m/T², ζ = 1 − b for b > 0 and
  /// 1/(b + 1) otherwise, c = ζ·2·√(mk). The same spring as SwiftUI's
  /// `Spring(duration:bounce:)` up to rounding, as Flutter documents.
  ///
  /// Source: flutter/flutter
  /// `packages/flutter/lib/src/physics/spring_simulation.dart`.
  public init(flutterDuration duration: Double, bounce: Double, from: Double = 0, to: Double = 1) {
    let seconds = (duration * 1000).rounded(.towardZero) / 1000
    let mass = 1.0
    let stiffness = (4 * Double.pi * Double.pi * mass) / (seconds * seconds)
    let dampingRatio = bounce > 0 ? (1.0 - bounce) : (1 / (bounce + 1))
    self.init(mass: mass, stiffness: stiffness, damping: dampingRatio * 2.0 * (mass * stiffness).squareRoot(), from: from, to: to)
  }
}

extension SpringFormID {
  /// `SpringDescription(mass:stiffness:damping:)`.
  public static let flutterPhysical = SpringFormID("flutterPhysical")
  /// `SpringDescription.withDampingRatio(mass:stiffness:ratio:)`.
  public static let flutterDampingRatio = SpringFormID("flutterDampingRatio")
  /// `SpringDescription.withDurationAndBounce(duration:bounce:)`.
  public static let flutterDurationBounce = SpringFormID("flutterDurationBounce")
}
