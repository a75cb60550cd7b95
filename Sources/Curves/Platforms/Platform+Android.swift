// This file is part of curvetool. SPDX-License-Identifier: MIT

extension Platform {
  static let androidSource = "https://developer.android.com/reference/kotlin/androidx/dynamicanimation/animation/SpringForce"

  /// The Float the JVM keeps, widened back.
  static func float(_ x: Double) -> Double { Double(Float(x)) }

  /// androidx `SpringForce`: stiffness and damping ratio kept as Java
  /// `float`s, unit mass; `SpringAnimation` steps the `float` state. Its
  /// named constants and the framework's interpolators.
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
    presetPrefixes: ["android"], springPresets: androidSprings, timingPresets: androidInterpolators, engine: .android,
    done: DoneRule(.engineRest, "|Δ| < 0.75·minimumVisibleChange and |v| < 62.5× that, checked per frame in float, then snap"),
    retargetRule: .halfFrame,
    sources: [androidSource, "androidx DynamicAnimation.java, SpringForce.java"])

  /// `SpringForce`'s defaults and its named damping ratios and stiffnesses.
  static var androidSprings: [SpringPreset] {
    let stiffness: [(String, String, Double)] = [
      ("high", "STIFFNESS_HIGH", 10_000), ("medium", "STIFFNESS_MEDIUM", 1500),
      ("low", "STIFFNESS_LOW", 200), ("very-low", "STIFFNESS_VERY_LOW", 50),
    ]
    let ratios: [(String, String, Double)] = [
      ("high-bouncy", "DAMPING_RATIO_HIGH_BOUNCY", 0.2), ("medium-bouncy", "DAMPING_RATIO_MEDIUM_BOUNCY", 0.5),
      ("low-bouncy", "DAMPING_RATIO_LOW_BOUNCY", 0.75), ("no-bouncy", "DAMPING_RATIO_NO_BOUNCY", 1),
    ]
    var list = [
      SpringPreset(
        name: "android.default", code: "SpringForce()",
        source: androidSource, spring: Spring(androidStiffness: 1500, dampingRatio: 0.5), note: "STIFFNESS_MEDIUM, DAMPING_RATIO_MEDIUM_BOUNCY")
    ]
    for (name, constant, zeta) in ratios {
      list.append(SpringPreset(
        name: "android.\(name)", code: "SpringForce().setDampingRatio(SpringForce.\(constant))",
        source: androidSource, spring: Spring(androidStiffness: 1500, dampingRatio: zeta), note: "stiffness STIFFNESS_MEDIUM"))
    }
    for (name, constant, k) in stiffness {
      list.append(SpringPreset(
        name: "android.stiffness-\(name)", code: "SpringForce().setStiffness(SpringForce.\(constant))",
        source: androidSource, spring: Spring(androidStiffness: k, dampingRatio: 0.5), note: "DAMPING_RATIO_MEDIUM_BOUNCY"))
    }
    return list
  }

  /// The framework's interpolators with their default parameters, each as
  /// its source computes it.
  static var androidInterpolators: [TimingPreset] {
    let android = "AOSP frameworks/base/core/java/android/view/animation/"
    return [
      .function("android.accelerate-decelerate", "AccelerateDecelerateInterpolator()", android + "AccelerateDecelerateInterpolator.java", EasingFunction(.sine, .inOut)),
      .function("android.accelerate", "AccelerateInterpolator()", android + "AccelerateInterpolator.java", EasingFunction(.power(2), .in)),
      .function("android.decelerate", "DecelerateInterpolator()", android + "DecelerateInterpolator.java", EasingFunction(.power(2), .out)),
      .function("android.anticipate", "AnticipateInterpolator()", android + "AnticipateInterpolator.java", EasingFunction(.back(2), .in)),
      .function("android.overshoot", "OvershootInterpolator()", android + "OvershootInterpolator.java", EasingFunction(.back(2), .out)),
      .function(
        "android.anticipate-overshoot", "AnticipateOvershootInterpolator()", android + "AnticipateOvershootInterpolator.java",
        EasingFunction(.back(3), .inOut)),
      .function("android.bounce", "BounceInterpolator()", android + "BounceInterpolator.java", EasingFunction(.androidBounce, .out)),
    ]
  }
}

extension Spring {
  /// Android `SpringForce(stiffness, dampingRatio)`: unit mass, the two
  /// constants as Java `float`s widened to `double` (0.2f =
  /// 0.20000000298023224). Positions and velocity are kept as given; the
  /// frame-by-frame `float` state is the Android engine's business.
  ///
  /// Source: androidx `SpringForce.java`
  /// (https://developer.android.com/reference/kotlin/androidx/dynamicanimation/animation/SpringForce).
  public init(androidStiffness stiffness: Double, dampingRatio: Double, startVelocity: Double = 0, from: Double = 0, to: Double = 1) {
    let k = Double(Float(stiffness))
    let zeta = Double(Float(dampingRatio))
    self.init(
      mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(),
      initialVelocity: startVelocity, from: from, to: to)
  }
}

extension SpringEngine {
  /// androidx `SpringAnimation`: the closed form re-solved each frame from
  /// the `float` state over whole milliseconds, snapping at equilibrium
  /// (``AndroidSpringEngine``).
  public static let android: SpringEngine = SpringEngine(
    "android", platform: .android, method: "Android SpringAnimation (float state, whole-ms frames)", mark: "A",
    draw: { spring, frameRate, duration, settings, retargets in
      AndroidSpringEngine.frames(
        spring, frameRate: frameRate, duration: duration, minimumVisibleChange: settings.androidMinimumVisibleChange,
        minimumValue: settings.androidMinimumValue.map { Float($0) } ?? -Float.greatestFiniteMagnitude,
        maximumValue: settings.androidMaximumValue.map { Float($0) } ?? Float.greatestFiniteMagnitude,
        retargets: retargets)
    },
    rest: { _, settings in .android(minimumVisibleChange: settings.androidMinimumVisibleChange) })
}

extension SpringRestRule {
  /// Android `SpringAnimation`: |x − final| < 0.75·minimumVisibleChange and
  /// |v| < 62.5 × that (both strict), then it snaps to the final value.
  /// Source: androidx `DynamicAnimation.java`, `SpringForce.java`.
  public static func android(minimumVisibleChange: Double = 1) -> SpringRestRule {
    let vt = Double(Float(minimumVisibleChange) * Float(0.75))
    return SpringRestRule(
      platform: .android, displacement: vt, speed: vt * 62.5,
      summary: "|Δ| < \(NumberText.text(vt, .detail)) and |v| < \(NumberText.text(vt * 62.5, .detail)) /s, then snap",
      formula: "|Δ| < \(NumberText.text(vt, .significant(6))), |v| < \(NumberText.text(vt * 62.5, .significant(6)))/s")
  }
}

extension SpringFormID {
  /// `SpringForce(stiffness, dampingRatio)`.
  public static let androidSpringForce = SpringFormID("androidSpringForce")
}
