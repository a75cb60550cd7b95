// This file is part of curvetool. SPDX-License-Identifier: MIT

extension Platform {
  static let reboundSource = "facebookarchive/rebound-js src/SpringConfig.js, src/OrigamiValueConverter.js, src/BouncyConversion.js"

  /// Rebound, POP and React Native's Origami springs: RK4 in 1 ms steps.
  static let rebound = Platform(
    id: .rebound, displayName: "Rebound / POP", aliases: ["pop", "origami"],
    forms: [
      SpringParameterisation(
        .reboundTensionFriction, "SpringConfig(tension, friction)",
        parameters: [
          SpringParameter("tension", flag: "tension", unit: "N/m (unit mass)", default: 40, valid: .positive),
          SpringParameter("friction", flag: "friction", unit: "N·s/m (unit mass)", default: 7, valid: .nonNegative),
        ],
        selectors: ["tension", "friction"], onCommandLine: false, source: reboundSource,
        build: { a in PlatformSpring(Spring(mass: 1, stiffness: a[0], damping: a[1])) },
        invert: { s in [s.stiffness / s.mass, s.damping / s.mass] }),
      SpringParameterisation(
        .reboundOrigami, "SpringConfig.fromOrigamiTensionAndFriction(tension, friction)",
        parameters: [
          SpringParameter(
            "tension", flag: "origami-tension", unit: "Origami units", default: 40, valid: .any,
            applied: "(oT − 30)·3.62 + 194"),
          SpringParameter(
            "friction", flag: "origami-friction", unit: "Origami units", default: 7, valid: .any,
            applied: "(oF − 8)·3 + 25"),
        ],
        selectors: ["tension", "friction"], source: reboundSource,
        build: { a in PlatformSpring(Spring(origamiTension: a[0], origamiFriction: a[1])) },
        invert: { s in [s.origami.tension, s.origami.friction] }),
      SpringParameterisation(
        .reboundBouncinessSpeed, "SpringConfig.fromBouncinessAndSpeed(bounciness, speed)",
        parameters: [
          SpringParameter("bounciness", flag: "bounciness", unit: "POP units", default: 4, valid: .nonNegative),
          SpringParameter("speed", flag: "speed", unit: "POP units", default: 12, valid: .nonNegative),
        ],
        selectors: ["bounciness", "speed"], source: reboundSource,
        build: { a in PlatformSpring(Spring(bounciness: a[0], speed: a[1])) },
        invert: { s in s.bouncinessAndSpeed.map { [$0.bounciness, $0.speed] } }),
    ],
    presetPrefixes: ["rebound"], springPresets: reboundSprings, engine: .rebound,
    done: DoneRule(.engineRest, "|v| < 0.001 /s and |Δ| ≤ 0.001, then snap"),
    retargetRule: .stateCarried, sources: [reboundSource, "facebookarchive/rebound-js src/Spring.js"])

  /// `SpringConfig.DEFAULT_ORIGAMI_SPRING_CONFIG`.
  static let reboundSprings = [
    SpringPreset(
      name: "rebound.default", code: "SpringConfig.DEFAULT_ORIGAMI_SPRING_CONFIG",
      source: "facebookarchive/rebound-js src/SpringConfig.js, src/OrigamiValueConverter.js",
      spring: Spring(origamiTension: 40, origamiFriction: 7), note: "Origami tension 40, friction 7")
  ]
}
