// This file is part of curvetool. SPDX-License-Identifier: MIT

extension Platform {
  static let reactNativeSource = "facebook/react-native packages/react-native/Libraries/Animated/animations/SpringAnimation.js, Libraries/Animated/SpringConfig.js"

  /// React Native's `Animated.spring`: one of stiffness/damping/mass,
  /// Origami tension/friction or bounciness/speed, drawn by its own engine
  /// (``ReactNativeEngine``), which evaluates every ζ ≥ 1 as critically
  /// damped: the spring here is the one it draws.
  static let reactNative = Platform(
    id: .reactNative, displayName: "React Native", aliases: ["rn", "animated"],
    forms: [
      SpringParameterisation(
        .reactNativePhysical, "Animated.spring(value, { stiffness, damping, mass })",
        parameters: [
          SpringParameter("stiffness", flag: "rn-stiffness", unit: "N/m", default: 100, valid: .positive),
          SpringParameter("damping", flag: "rn-damping", unit: "N·s/m", default: 10, valid: .positive),
          SpringParameter("mass", flag: "rn-mass", unit: "kg", default: 1, valid: .positive),
        ],
        selectors: ["stiffness", "damping", "mass"], onCommandLine: false, source: reactNativeSource,
        build: { a in drawn(Spring(mass: a[2], stiffness: a[0], damping: a[1]), by: "React Native") },
        invert: { s in s.dampingRatio <= 1 ? [s.stiffness, s.damping, s.mass] : nil }),
      SpringParameterisation(
        .reactNativeOrigami, "Animated.spring(value, { tension, friction })",
        parameters: [
          SpringParameter(
            "tension", flag: "rn-tension", unit: "Origami units", default: 40, valid: .any, applied: "(oT − 30)·3.62 + 194"),
          SpringParameter(
            "friction", flag: "rn-friction", unit: "Origami units", default: 7, valid: .any, applied: "(oF − 8)·3 + 25"),
        ],
        selectors: ["tension", "friction"], onCommandLine: false, source: reactNativeSource,
        build: { a in drawn(Spring(origamiTension: a[0], origamiFriction: a[1]), by: "React Native") },
        invert: { s in s.dampingRatio <= 1 && s.mass == 1 ? [s.origami.tension, s.origami.friction] : nil }),
      SpringParameterisation(
        .reactNativeBouncinessSpeed, "Animated.spring(value, { bounciness, speed })",
        parameters: [
          SpringParameter("bounciness", flag: "rn-bounciness", unit: "POP units", default: 8, valid: .nonNegative),
          SpringParameter("speed", flag: "rn-speed", unit: "POP units", default: 12, valid: .nonNegative),
        ],
        selectors: ["bounciness", "speed"], onCommandLine: false, source: reactNativeSource,
        build: { a in drawn(Spring(bounciness: a[0], speed: a[1]), by: "React Native") },
        invert: { s in s.dampingRatio <= 1 && s.mass == 1 ? s.bouncinessAndSpeed.map { [$0.bounciness, $0.speed] } : nil }),
    ],
    presetPrefixes: ["react-native"], springPresets: reactNativeSprings, timingPresets: reactNativeEasings, engine: .reactNative,
    done: DoneRule(.engineRest, "|v| ≤ restSpeedThreshold and |Δ| ≤ restDisplacementThreshold at a frame (both 0.001), or past the target with overshootClamping; then snap"),
    retargetRule: .lastFrameHandover, sources: [reactNativeSource])

  /// The spring `library` draws for `s`: itself when ζ ≤ 1, else the
  /// critically damped spring of the same ω₀, with a note saying so. React
  /// Native's `SpringAnimation.onUpdate` and Reanimated's `springOnFrame`
  /// (ported from it) have no over-damped branch.
  static func drawn(_ s: Spring, by library: String) -> PlatformSpring {
    guard s.dampingRatio > 1 else { return PlatformSpring(s) }
    let critical = Spring(mass: s.mass, stiffness: s.stiffness, damping: 2 * (s.stiffness * s.mass).squareRoot())
    return PlatformSpring(
      critical,
      note: "\(library) draws every damping ratio of 1 or more as critically damped: ζ \(NumberText.text(s.dampingRatio, .report)) is drawn as ζ 1, same ω₀")
  }

  /// `Animated.spring`'s defaults.
  static let reactNativeSprings = [
    SpringPreset(
      name: "react-native.default", code: "Animated.spring(value, { toValue: 1 })",
      source: "facebook/react-native Libraries/Animated/SpringConfig.js",
      spring: Spring(origamiTension: 40, origamiFriction: 7), note: "Origami tension 40, friction 7")
  ]

  /// `Easing`'s named functions, each as Easing.js computes it.
  static var reactNativeEasings: [TimingPreset] {
    let rn = "facebook/react-native packages/react-native/Libraries/Animated/Easing.js"
    return [
      .bezier("react-native.ease", "Easing.ease", rn, (0.42, 0, 1, 1)),
      .function("react-native.quad", "Easing.quad", rn, EasingFunction(.power(2), .in)),
      .function("react-native.cubic", "Easing.cubic", rn, EasingFunction(.power(3), .in)),
      .function("react-native.sin", "Easing.sin", rn, EasingFunction(.sine, .in)),
      .function("react-native.circle", "Easing.circle", rn, EasingFunction(.circ, .in)),
      .function("react-native.bounce", "Easing.bounce", rn, EasingFunction(.bounce, .out)),
    ]
  }
}

extension SpringEngine {
  /// React Native's `Animated.spring`: its closed form at frame times
  /// (every ζ ≥ 1 as critical), done by its thresholds or overshoot
  /// clamping (``ReactNativeEngine``).
  public static let reactNative: SpringEngine = SpringEngine(
    "reactNative", platform: .reactNative, method: "React Native Animated.spring (closed form at frames)",
    clampsOvershoot: true, mark: "N",
    draw: { spring, frameRate, duration, settings, retargets in
      ReactNativeEngine.frames(
        spring, frameRate: frameRate, duration: duration,
        rule: .reactNative(restSpeed: settings.restSpeed, restDisplacement: settings.restDelta),
        overshootClamping: settings.overshootClamping, retargets: retargets)
    },
    rest: { _, settings in .reactNative(restSpeed: settings.restSpeed, restDisplacement: settings.restDelta) })
}

extension SpringRestRule {
  /// React Native: |v| ≤ restSpeedThreshold and |to − x| ≤
  /// restDisplacementThreshold (0.001 each by default), then it snaps.
  /// Source: facebook/react-native
  /// `packages/react-native/Libraries/Animated/animations/SpringAnimation.js`.
  public static func reactNative(restSpeed: Double? = nil, restDisplacement: Double? = nil) -> SpringRestRule {
    thresholds(.reactNative, delta: restDisplacement ?? 0.001, speed: restSpeed ?? 0.001, checksVelocity: true)
  }
}

extension SpringFormID {
  /// `Animated.spring(value, { stiffness, damping, mass })`.
  public static let reactNativePhysical = SpringFormID("reactNativePhysical")
  /// `Animated.spring(value, { tension, friction })`.
  public static let reactNativeOrigami = SpringFormID("reactNativeOrigami")
  /// `Animated.spring(value, { bounciness, speed })`.
  public static let reactNativeBouncinessSpeed = SpringFormID("reactNativeBouncinessSpeed")
}
