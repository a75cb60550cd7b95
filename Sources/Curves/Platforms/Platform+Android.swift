// This file is part of curvetool. SPDX-License-Identifier: MIT

extension Platform {
  static let androidSource = "https://developer.android.com/reference/kotlin/androidx/dynamicanimation/animation/SpringForce"
  static let composeSource = "androidx/androidx compose/animation/animation-core Spring.kt, SpringSimulation.kt"

  /// The Float the JVM keeps, widened back.
  static func float(_ x: Double) -> Double { Double(Float(x)) }

  /// androidx `SpringForce`: stiffness and damping ratio kept as Java
  /// `float`s, unit mass; `SpringAnimation` steps the `float` state.
  static let android = Platform(
    id: .android, displayName: "Android", aliases: ["springforce", "dynamicanimation"],
    forms: [
      SpringParameterisation(
        .androidSpringForce, "SpringForce(stiffness, dampingRatio)",
        parameters: [
          SpringParameter(
            "stiffness", flag: "stiffness", unit: "1/s² (unit mass)", default: 1500, valid: .float(lowerOpen: true),
            applied: "rounded to Float"),
          SpringParameter(
            "dampingRatio", flag: "damping-ratio", unit: "1", default: 0.5, valid: .float(lowerOpen: false), applied: "rounded to Float"),
        ],
        selectors: ["stiffness", "dampingRatio"], source: androidSource,
        build: { a in PlatformSpring(Spring(androidStiffness: a[0], dampingRatio: a[1])) },
        invert: { s in [float(s.stiffness / s.mass), float(s.dampingRatio)] })
    ],
    presetPrefixes: ["android"], engine: .android,
    doneRule: "|Δ| < 0.75·minimumVisibleChange and |v| < 62.5× that, checked per frame in float, then snap",
    sources: [androidSource, "androidx DynamicAnimation.java, SpringForce.java"])

  /// Jetpack Compose's `spring(dampingRatio, stiffness)`: Floats, unit
  /// mass; defaults DampingRatioNoBouncy and StiffnessMedium.
  static let compose = Platform(
    id: .compose, displayName: "Compose", aliases: ["jetpack-compose", "m3"],
    forms: [
      SpringParameterisation(
        .composeSpring, "spring(dampingRatio, stiffness)",
        parameters: [
          SpringParameter("dampingRatio", flag: "damping-ratio", unit: "1", default: 1, valid: .float(lowerOpen: false), applied: "Float"),
          SpringParameter("stiffness", flag: "stiffness", unit: "1/s² (unit mass)", default: 1500, valid: .float(lowerOpen: true), applied: "Float"),
        ],
        selectors: [], onCommandLine: false, source: composeSource,
        build: { a in PlatformSpring(Spring(androidStiffness: a[1], dampingRatio: a[0])) },
        invert: { s in [float(s.dampingRatio), float(s.stiffness / s.mass)] })
    ],
    presetPrefixes: ["compose", "m3", "material"], engine: nil,
    doneRule: "the closed form until within the visibility threshold (0.01 by default)",
    sources: [composeSource])

  /// Flutter's `SpringDescription`, physical or by damping ratio;
  /// `SpringSimulation` evaluates the closed form.
  static let flutter = Platform(
    id: .flutter, displayName: "Flutter", aliases: [],
    forms: [
      .physical(
        .flutterPhysical, "SpringDescription(mass:stiffness:damping:)", selectors: ["stiffness", "damping"],
        source: "flutter/flutter packages/flutter/lib/src/physics/spring_simulation.dart"),
      SpringParameterisation(
        .flutterDampingRatio, "SpringDescription.withDampingRatio(mass:stiffness:ratio:)",
        parameters: [
          .mass, .stiffness,
          SpringParameter("ratio", flag: "damping-ratio", unit: "1", default: 1, valid: .nonNegative),
        ],
        selectors: ["stiffness"], onCommandLine: false,
        source: "flutter/flutter packages/flutter/lib/src/physics/spring_simulation.dart",
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
        selectors: [], onCommandLine: false,
        source: "flutter/flutter packages/flutter/lib/src/physics/spring_simulation.dart",
        build: { a in PlatformSpring(Spring(flutterDuration: a[0], bounce: a[1])) },
        invert: { s in [s.perceptualDuration, s.bounce] }),
    ],
    presetPrefixes: ["flutter"], engine: nil,
    doneRule: "isDone: |x − end| < tolerance.distance and |v| < tolerance.velocity (both 1e-3 by default)",
    sources: ["flutter/flutter packages/flutter/lib/src/physics/spring_simulation.dart"])
}
