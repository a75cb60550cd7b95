// This file is part of curvetool. SPDX-License-Identifier: MIT

extension Platform {
  static let motionSource = "motiondivision/motion packages/motion-dom/src/animation/generators/spring.ts (13.1.1)"

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
    presetPrefixes: ["motion"], springPresets: motionSprings, engine: .motion,
    done: DoneRule(
      .engineRest,
      "|Δ| ≤ restDelta and |v| ≤ restSpeed at a frame (0.005 and 0.01 below a move of 5, else 0.5 and 2), or the duration of a duration spring"),
    retargetRule: .estimatedVelocity, sources: [motionSource])

  /// Motion's default physics, `spring()`'s defaults and its default
  /// transitions for transforms and scale.
  static var motionSprings: [SpringPreset] {
    let transitions = "motiondivision/motion packages/motion-dom/src/animation/utils/default-transitions.ts"
    return [
      SpringPreset(
        name: "motion.default", code: "{ type: \"spring\" }", source: motionSource,
        spring: Spring(mass: 1, stiffness: 100, damping: 10), note: "stiffness 100, damping 10, mass 1"),
      SpringPreset(
        name: "motion.spring", code: "{ type: \"spring\", visualDuration: 0.3, bounce: 0.3 }", source: motionSource,
        spring: Spring(visualDuration: 0.3, bounce: 0.3), note: "spring() with no options"),
      SpringPreset(
        name: "motion.transform", code: "{ type: \"spring\", stiffness: 500, damping: 25, restSpeed: 10 }", source: transitions,
        spring: Spring(mass: 1, stiffness: 500, damping: 25), engine: SpringEngineSettings(restSpeed: 10),
        note: "the default transition for x, y and rotate"),
      SpringPreset(
        name: "motion.scale", code: "{ type: \"spring\", stiffness: 550, damping: 30, restSpeed: 10 }", source: transitions,
        spring: Spring(mass: 1, stiffness: 550, damping: 30), engine: SpringEngineSettings(restSpeed: 10),
        note: "the default transition for scale"),
    ]
  }
}
