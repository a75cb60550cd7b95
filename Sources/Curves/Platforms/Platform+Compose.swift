// This file is part of curvetool. SPDX-License-Identifier: MIT

extension Platform {
  static let composeSource = "androidx/androidx compose/animation/animation-core Spring.kt, SpringSimulation.kt"

  /// Jetpack Compose's `spring(dampingRatio, stiffness)`: Floats, unit
  /// mass; defaults DampingRatioNoBouncy and StiffnessMedium. Its Material
  /// 3 motion tokens (springs and easings), Material 2's easings and its
  /// `Ease*` functions.
  static let compose = Platform(
    id: .compose, displayName: "Compose", aliases: ["jetpack-compose", "compose-animatable", "m3"],
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
    presetPrefixes: ["compose", "m3", "material"], springPresets: composeSprings, timingPresets: composeCurves, engine: .compose,
    done: DoneRule(.estimate, "the closed form until within the visibility threshold (0.01 by default)"),
    retargetRule: .frameHandover, sources: [composeSource])

  /// `spring()`'s default, a named stiffness, and Material 3's spring tokens.
  static var composeSprings: [SpringPreset] {
    let compose = "androidx/androidx compose/animation/animation-core Spring (Spring.kt)"
    let m3 = "androidx/androidx compose/material3 tokens/ExpressiveMotionTokens.kt, StandardMotionTokens.kt (v0_14_0)"
    var list = [
      SpringPreset(
        name: "compose.default", code: "spring()", source: compose,
        spring: Spring(androidStiffness: 1500, dampingRatio: 1), note: "DampingRatioNoBouncy, StiffnessMedium"),
      SpringPreset(
        name: "compose.stiffness-medium-low", code: "spring(stiffness = Spring.StiffnessMediumLow)", source: compose,
        spring: Spring(androidStiffness: 400, dampingRatio: 1)),
    ]
    let tokens: [(String, Double, Double)] = [
      ("m3.expressive.fast-spatial", 800, 0.6), ("m3.expressive.default-spatial", 380, 0.8),
      ("m3.expressive.slow-spatial", 200, 0.8), ("m3.expressive.fast-effects", 3800, 1),
      ("m3.expressive.default-effects", 1600, 1), ("m3.expressive.slow-effects", 800, 1),
      ("m3.standard.fast-spatial", 1400, 0.9), ("m3.standard.default-spatial", 700, 0.9),
      ("m3.standard.slow-spatial", 300, 0.9), ("m3.standard.fast-effects", 3800, 1),
      ("m3.standard.default-effects", 1600, 1), ("m3.standard.slow-effects", 800, 1),
    ]
    for (name, k, zeta) in tokens {
      let parts = name.split(separator: ".")
      let scheme = parts[1] == "expressive" ? "expressive" : "standard"
      let camel = parts[2].split(separator: "-").enumerated()
        .map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
      list.append(SpringPreset(
        name: name, code: "MotionScheme.\(scheme)().\(camel)Spec()", source: m3,
        spring: Spring(androidStiffness: k, dampingRatio: zeta)))
    }
    return list
  }

  /// Material 3's and Material 2's easing tokens, and Compose's `Ease*`
  /// (Béziers, and the exact elastic and bounce functions).
  static var composeCurves: [TimingPreset] {
    let m3 = "androidx/androidx compose/material3 tokens/MotionTokens.kt; https://m3.material.io/styles/motion/easing-and-duration/tokens-specs"
    let m2 = "androidx/androidx compose/animation/animation-core Easing.kt; Material 2 motion"
    var list: [TimingPreset] = [
      .bezier("m3.standard", "MotionTokens.EasingStandardCubicBezier", m3, (0.2, 0, 0, 1)),
      .bezier("m3.standard-decelerate", "MotionTokens.EasingStandardDecelerateCubicBezier", m3, (0, 0, 0, 1)),
      .bezier("m3.standard-accelerate", "MotionTokens.EasingStandardAccelerateCubicBezier", m3, (0.3, 0, 1, 1)),
      .bezier("m3.emphasized", "MotionTokens.EasingEmphasizedCubicBezier", m3, (0.2, 0, 0, 1)),
      .bezier("m3.emphasized-decelerate", "MotionTokens.EasingEmphasizedDecelerateCubicBezier", m3, (0.05, 0.7, 0.1, 1)),
      .bezier("m3.emphasized-accelerate", "MotionTokens.EasingEmphasizedAccelerateCubicBezier", m3, (0.3, 0, 0.8, 0.15)),
      .bezier("material.standard", "FastOutSlowInEasing", m2, (0.4, 0, 0.2, 1)),
      .bezier("material.decelerate", "LinearOutSlowInEasing", m2, (0, 0, 0.2, 1)),
      .bezier("material.accelerate", "FastOutLinearInEasing", m2, (0.4, 0, 1, 1)),
    ]
    let compose = "androidx/androidx compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core/EasingFunctions.kt"
    list += [
      .bezier("compose.linear", "LinearEasing", "androidx/androidx compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core/Easing.kt", (0, 0, 1, 1)),
      .bezier("compose.ease", "Ease", compose, (0.25, 0.1, 0.25, 1)),
      .bezier("compose.ease-in", "EaseIn", compose, (0.42, 0, 1, 1)),
      .bezier("compose.ease-out", "EaseOut", compose, (0, 0, 0.58, 1)),
      .bezier("compose.ease-in-out", "EaseInOut", compose, (0.42, 0, 0.58, 1)),
    ]
    let composeBeziers: [(String, (Double, Double, Double, Double))] = [
      ("InSine", (0.12, 0, 0.39, 0)), ("OutSine", (0.61, 1, 0.88, 1)), ("InOutSine", (0.37, 0, 0.63, 1)),
      ("InCubic", (0.32, 0, 0.67, 0)), ("OutCubic", (0.33, 1, 0.68, 1)), ("InOutCubic", (0.65, 0, 0.35, 1)),
      ("InQuint", (0.64, 0, 0.78, 0)), ("OutQuint", (0.22, 1, 0.36, 1)), ("InOutQuint", (0.83, 0, 0.17, 1)),
      ("InCirc", (0.55, 0, 1, 0.45)), ("OutCirc", (0, 0.55, 0.45, 1)), ("InOutCirc", (0.85, 0, 0.15, 1)),
      ("InQuad", (0.11, 0, 0.5, 0)), ("OutQuad", (0.5, 1, 0.89, 1)), ("InOutQuad", (0.45, 0, 0.55, 1)),
      ("InQuart", (0.5, 0, 0.75, 0)), ("OutQuart", (0.25, 1, 0.5, 1)), ("InOutQuart", (0.76, 0, 0.24, 1)),
      ("InExpo", (0.7, 0, 0.84, 0)), ("OutExpo", (0.16, 1, 0.3, 1)), ("InOutExpo", (0.87, 0, 0.13, 1)),
      ("InBack", (0.36, 0, 0.66, -0.56)), ("OutBack", (0.34, 1.56, 0.64, 1)), ("InOutBack", (0.68, -0.6, 0.32, 1.6)),
    ]
    for (name, v) in composeBeziers { list.append(.bezier("compose.ease-\(TimingPreset.kebab(name))", "Ease\(name)", compose, v)) }
    for (family, f) in TimingPreset.penner where family == "Elastic" || family == "Bounce" {
      for (mode, m) in TimingPreset.modes {
        list.append(.function("compose.ease-\(TimingPreset.kebab(m + family))", "Ease\(m)\(family)", compose, EasingFunction(f, mode)))
      }
    }
    return list
  }
}

extension SpringEngine {
  /// Jetpack Compose's `Animatable.animateTo(spring())`: the `Float` closed
  /// form from the animation's start at whole-millisecond play times, ended
  /// at Compose's duration estimate (``ComposeSpringEngine``): Compose's
  /// done rule is that estimate, not a rest rule (``DoneRule/Kind/estimate``).
  public static let compose: SpringEngine = SpringEngine(
    "compose", platform: .compose,
    method: "Compose Animatable (Float closed form, whole-ms play time; ends at its estimate)", mark: "C",
    draw: { spring, frameRate, duration, settings, retargets in
      ComposeSpringEngine.frames(
        spring, frameRate: frameRate, duration: duration,
        visibilityThreshold: settings.composeVisibilityThreshold.map(Float.init) ?? ComposeDurationEstimate.defaultVisibilityThreshold,
        retargets: retargets)
    },
    rest: { _, _ in nil })
}

extension SpringFormID {
  /// `spring(dampingRatio, stiffness)`.
  public static let composeSpring = SpringFormID("composeSpring")
}
