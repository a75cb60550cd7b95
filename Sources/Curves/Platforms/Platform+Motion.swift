// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

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

extension Spring {
  /// Motion's `{ visualDuration, bounce }`: k = (2π/(1.2·vd))²,
  /// c = 2·clamp(1 − b, 0.05, 1)·√k, m = 1. Never over-damps.
  ///
  /// Source: motiondivision/motion
  /// `packages/motion-dom/src/animation/generators/spring.ts` (docs/springs.md §2).
  public init(visualDuration: Double, bounce: Double, initialVelocity: Double = 0, from: Double = 0, to: Double = 1) {
    let k = pow(2 * Double.pi / (1.2 * visualDuration), 2)
    let zeta = Swift.min(1, Swift.max(0.05, 1 - bounce))
    self.init(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: initialVelocity, from: from, to: to)
  }

  /// Motion 13's `{ duration, bounce }` (physics keys absent): ``findSpring(duration:bounce:velocity:mass:)``
  /// with velocity 0 and unit mass, as Motion finds it (eleven Newton
  /// steps, within 0.2 % of the closed form), starting from rest: Motion
  /// drops the inherited velocity of time-defined springs. It finishes at
  /// ``motionFinishTime(duration:)``.
  public init(motionDuration duration: Double, bounce: Double, from: Double = 0, to: Double = 1) {
    let (k, c) = Self.findSpring(duration: duration, bounce: bounce)
    self.init(mass: 1, stiffness: k, damping: c, initialVelocity: 0, from: from, to: to)
  }

  /// When Motion finishes a `{ duration, bounce }` spring and snaps it to
  /// its target: the duration clamped to 0.01…10 s.
  public static func motionFinishTime(duration: Double) -> Double { Swift.min(10, Swift.max(0.01, duration)) }

  /// Motion's `visualDuration` for this spring, 2π/(1.2·ω₀); `nil` when ζ
  /// is outside Motion's [0.05, 1].
  public var motionVisualDuration: Double? {
    let zeta = dampingRatio
    guard zeta >= 0.05 - 1e-12, zeta <= 1 + 1e-12 else { return nil }
    return 2 * Double.pi / (1.2 * naturalFrequency)
  }

  /// Motion's `duration` (settle of the 0.001 envelope) for this spring from
  /// rest, seconds; `nil` when ζ is outside [0.05, 1] or the result is
  /// outside Motion's [0.01, 10] s.
  public var motionDuration: Double? {
    let zeta = dampingRatio
    guard zeta >= 0.05 - 1e-12, zeta <= 1 + 1e-12 else { return nil }
    let w0 = naturalFrequency
    let t: Double
    if Swift.abs(zeta - 1) <= 1e-12 {
      t = Self.criticalSettleFactor(epsilon: 0.001) / w0
    } else {
      t = log(zeta / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * w0)
    }
    return t >= 0.01 && t <= 10 ? t : nil
  }
}

extension SpringEngine {
  /// Motion 13: the closed form at frame times, done by restDelta and
  /// restSpeed (velocity only while ζ < 1), or at the duration of a
  /// duration-defined spring (``ClosedFormEngine``).
  public static let motion: SpringEngine = SpringEngine(
    "motion", platform: .motion, method: "Motion 13 (closed form; rest rule, or the duration, at frames)", mark: "M",
    finish: { $0.motionFinishTime },
    draw: { spring, frameRate, duration, settings, retargets in
      ClosedFormEngine.retargetFrames(
        spring, engine: .motion, frameRate: frameRate, duration: duration, settings: settings, retargets: retargets)
    },
    rest: { spring, settings in
      .motion(
        distance: spring.distance, dampingRatio: spring.dampingRatio, restSpeed: settings.restSpeed,
        restDelta: settings.restDelta)
    })
}

extension SpringRestRule {
  /// Motion 13.1.1: |target − x| ≤ restDelta and |v| ≤ restSpeed in every
  /// regime; by default 0.005 and 0.01 when the move is shorter than 5
  /// ("granular"), else 0.5 and 2 (a restSpeed or restDelta of 0 also means
  /// the default). Later Motion releases skip the velocity for ζ ≥ 1, as
  /// Popmotion does; 13.1.1 is the version reproduced (docs/springs.md).
  /// Source: motiondivision/motion
  /// `packages/motion-dom/src/animation/generators/spring.ts`.
  public static func motion(
    distance: Double, dampingRatio: Double = 0, restSpeed: Double? = nil, restDelta: Double? = nil
  ) -> SpringRestRule {
    let granular = distance < 5
    let delta = restDelta.flatMap { $0 == 0 ? nil : $0 } ?? (granular ? 0.005 : 0.5)
    let speed = restSpeed.flatMap { $0 == 0 ? nil : $0 } ?? (granular ? 0.01 : 2)
    return thresholds(.motion, delta: delta, speed: speed, checksVelocity: true)
  }
}

extension SpringFormID {
  /// `{ type: \`.
  public static let motionPhysical = SpringFormID("motionPhysical")
  /// `{ type: \`.
  public static let motionDurationBounce = SpringFormID("motionDurationBounce")
  /// `{ type: \`.
  public static let motionVisualDuration = SpringFormID("motionVisualDuration")
}
