// This file is part of curvetool. SPDX-License-Identifier: MIT

extension Platform {
  static let motionSource = "motiondivision/motion packages/motion-dom/src/animation/generators/spring.ts (13.1.1)"
  static let reactSpringSource = "pmndrs/react-spring packages/core/src/AnimationConfig.ts, SpringValue.ts (9.7.5)"

  /// Motion (formerly Framer Motion) 13: physics, `{ duration, bounce }`
  /// through findSpring, or `{ visualDuration, bounce }`.
  static let motion = Platform(
    id: .motion, displayName: "Motion", aliases: ["framer", "framer-motion", "motion.dev"],
    forms: [
      .physical(
        .motionPhysical, "{ type: \"spring\", stiffness, damping, mass }", order: [.stiffness, .damping, .mass],
        source: motionSource),
      SpringParameterisation(
        .motionDurationBounce, "{ type: \"spring\", duration, bounce }",
        parameters: [
          SpringParameter(
            "duration", flag: "motion-duration", unit: "s", default: 0.8, valid: .positive,
            applied: "clamped to 0.01…10 s; the spring finishes (snaps) at it"),
          .clampedBounce(default: 0.3),
        ],
        selectors: ["duration"], source: motionSource,
        build: { a in
          var engine = SpringEngineSettings()
          engine.motionFinishTime = Spring.motionFinishTime(duration: a[0])
          return PlatformSpring(
            Spring(motionDuration: a[0], bounce: a[1]), engine: engine, startsFromRest: true,
            note: "Motion finishes a duration spring at its duration (snapping to the target) and starts it from rest")
        },
        invert: { s in s.findSpringDuration.map { [$0, 1 - Swift.min(s.dampingRatio, 1)] } }),
      SpringParameterisation(
        .motionVisualDuration, "{ type: \"spring\", visualDuration, bounce }",
        parameters: [
          SpringParameter("visualDuration", flag: "visual-duration", unit: "s", default: 0.3, valid: .positive),
          .clampedBounce(default: 0.3),
        ],
        selectors: ["visualDuration"], source: motionSource,
        build: { a in
          // Motion 13 applies visualDuration only next to bounce or
          // duration; alone it keeps the default physics (k 100, c 10).
          guard a.given[1] else {
            return PlatformSpring(
              Spring(mass: 1, stiffness: 100, damping: 10),
              note: "Motion 13 ignores visualDuration without bounce or duration: this is its default spring (stiffness 100, damping 10, mass 1)")
          }
          return PlatformSpring(
            Spring(visualDuration: a[0], bounce: a[1]), startsFromRest: true,
            note: "Motion starts a visualDuration spring with bounce from rest")
        },
        invert: { s in s.motionVisualDuration.map { [$0, 1 - Swift.min(s.dampingRatio, 1)] } }),
    ],
    presetPrefixes: ["motion"], engine: .motion,
    doneRule: "|Δ| ≤ restDelta and |v| ≤ restSpeed at a frame (0.005 and 0.01 below a move of 5, else 0.5 and 2), or the duration of a duration spring",
    sources: [motionSource])

  /// react-spring 9: `{ tension, friction, mass }` or `{ frequency, damping }`,
  /// stepped by semi-implicit Euler in 1 ms steps.
  static let reactSpring = Platform(
    id: .reactSpring, displayName: "react-spring", aliases: [],
    forms: [
      SpringParameterisation(
        .reactSpringTensionFriction, "{ tension, friction, mass }",
        parameters: [
          SpringParameter("tension", flag: "tension", unit: "N/m", default: 170, valid: .positive),
          SpringParameter("friction", flag: "friction", unit: "N·s/m", default: 26, valid: .nonNegative),
          .mass,
        ],
        selectors: ["tension", "friction"], source: reactSpringSource,
        build: { a in PlatformSpring(Spring(mass: a[2], stiffness: a[0], damping: a[1])) },
        invert: { s in [s.stiffness, s.damping, s.mass] }),
      SpringParameterisation(
        .reactSpringFrequency, "{ frequency, damping, mass }",
        parameters: [
          SpringParameter(
            "frequency", flag: "frequency", unit: "s (the undamped period)", default: 0.5, valid: .nonNegative,
            applied: "floored at 0.01"),
          SpringParameter("damping", flag: "damping-ratio", unit: "1", default: 1, valid: .any, applied: "floored at 0"),
          .mass,
        ],
        selectors: ["frequency"], source: reactSpringSource,
        build: { a in PlatformSpring(Spring(reactSpringFrequency: a[0], dampingRatio: a[1], mass: a[2])) },
        invert: { s in [s.perceptualDuration, s.dampingRatio, s.mass] }),
    ],
    presetPrefixes: ["react-spring"], engine: .reactSpring,
    doneRule: "|Δ| ≤ precision and |v| ≤ precision/10 per ms, precision = min(|to − from|·0.001, 1)",
    sources: [reactSpringSource])

  /// CSS: no spring of its own; springs are exported as `linear()`.
  static let css = Platform(
    id: .css, displayName: "CSS", aliases: ["web"],
    forms: [], presetPrefixes: ["css"], engine: nil,
    doneRule: "the transition's or animation's duration",
    sources: ["https://www.w3.org/TR/css-easing-2/"])
}
