// This file is part of curvetool. SPDX-License-Identifier: MIT

extension Platform {
  static let popmotionSource = "Popmotion/popmotion packages/popmotion/src/animations/generators/spring.ts (11.0.5)"

  /// Popmotion 11's `spring()`: physics (stiffness 100, damping 10, mass 1
  /// by default) or `{ duration, bounce }` through its findSpring (bounce
  /// 0.25 by default; the `velocity` option shapes the search, the motion
  /// starts from rest and finishes at the duration). It stops by its own
  /// rest rule, with the velocity taken as 0 for ζ ≥ 1
  /// (``SpringRestRule/popmotion(distance:dampingRatio:restSpeed:restDelta:)``).
  static let popmotion = Platform(
    id: .popmotion, displayName: "Popmotion", aliases: ["popmotion11"],
    forms: [
      .physical(
        .popmotionPhysical, "spring({ stiffness, damping, mass })", order: [.stiffness, .damping, .mass],
        source: popmotionSource),
      SpringParameterisation(
        .popmotionDurationBounce, "spring({ duration, bounce, velocity })",
        parameters: [
          SpringParameter(
            "duration", flag: "popmotion-duration", unit: "s", default: 0.8, valid: .positive,
            applied: "clamped to 0.01…10 s in findSpring; the spring finishes at it"),
          .clampedBounce(default: 0.25),
          SpringParameter(
            "velocity", flag: "velocity", unit: "value units/s", default: 0, valid: .any,
            applied: "shapes findSpring only: the motion starts from rest"),
        ],
        selectors: ["duration"], source: popmotionSource,
        build: { a in
          var engine = SpringEngineSettings()
          engine.popmotionFinishTime = a[0]
          return PlatformSpring(
            Spring(popmotionDuration: a[0], bounce: a[1], velocity: a[2]), engine: engine, startsFromRest: true,
            note: "Popmotion finishes a duration spring at its duration and starts it from rest (its velocity only shapes findSpring)")
        },
        invert: { s in s.findSpringDuration.map { [$0, 1 - Swift.min(s.dampingRatio, 1), 0] } }),
    ],
    presetPrefixes: ["popmotion"], springPresets: popmotionSprings, engine: .popmotion,
    done: DoneRule(.engineRest, "|Δ| ≤ restDelta and |v| ≤ restSpeed (2; restDelta 0.01 up to a move of 1, else 0.4), velocity 0 for ζ ≥ 1"),
    retargetRule: .estimatedVelocityFindSpring, sources: [popmotionSource])

  /// `spring()`'s defaults.
  static let popmotionSprings = [
    SpringPreset(
      name: "popmotion.default", code: "spring({ from: 0, to: 1 })", source: popmotionSource,
      spring: Spring(mass: 1, stiffness: 100, damping: 10), note: "stiffness 100, damping 10, mass 1, restSpeed 2")
  ]
}

extension Spring {
  /// Popmotion 11's `spring({ duration, bounce })`: `findSpring` with its
  /// defaults (bounce 0.25) and the `velocity` option, unit mass, and the
  /// motion starting from rest (Popmotion sets velocity 0 for duration
  /// springs).
  ///
  /// - Parameter duration: seconds; `nil` reproduces Popmotion 11's default
  ///   of 0.8 read as milliseconds (0.0008 s, clamped to 0.01 s).
  public init(popmotionDuration duration: Double?, bounce: Double = 0.25, velocity: Double = 0, from: Double = 0, to: Double = 1) {
    let (k, c) = Self.findSpring(duration: duration ?? 0.0008, bounce: bounce, velocity: velocity)
    self.init(mass: 1, stiffness: k, damping: c, initialVelocity: 0, from: from, to: to)
  }
}

extension SpringEngine {
  /// Popmotion 11: the closed form, done by its own rest rule (velocity
  /// taken as 0 for ζ ≥ 1), or at the duration of a duration spring
  /// (``ClosedFormEngine``).
  public static let popmotion: SpringEngine = SpringEngine(
    "popmotion", platform: .popmotion, method: "Popmotion 11 (closed form; rest rule, or the duration, at frames)",
    mark: "P",
    finish: { $0.popmotionFinishTime },
    draw: { spring, frameRate, duration, settings, retargets in
      ClosedFormEngine.retargetFrames(
        spring, engine: .popmotion, frameRate: frameRate, duration: duration, settings: settings, retargets: retargets)
    },
    rest: { spring, settings in
      .popmotion(
        distance: spring.distance, dampingRatio: spring.dampingRatio, restSpeed: settings.restSpeed,
        restDelta: settings.restDelta)
    })
}

extension SpringRestRule {
  /// Popmotion 11: |to − x| ≤ restDelta and |v| ≤ restSpeed; restSpeed 2 by
  /// default, restDelta min(|to − from|/100, 0.4) (since 11.0.3, commit
  /// 92358dca "Adding dynamic restDelta"; 11.0.0–11.0.2 took 0.01 for a
  /// move of at most 1, else 0.4). Its
  /// velocity is 0 for ζ ≥ 1, so those springs test the displacement alone.
  /// Source: Popmotion/popmotion
  /// `packages/popmotion/src/animations/generators/spring.ts`.
  public static func popmotion(
    distance: Double, dampingRatio: Double = 0, restSpeed: Double? = nil, restDelta: Double? = nil
  ) -> SpringRestRule {
    let delta = restDelta ?? Swift.min(distance / 100, 0.4)
    return thresholds(.popmotion, delta: delta, speed: restSpeed ?? 2, checksVelocity: dampingRatio < 1)
  }
}

extension SpringFormID {
  /// `spring({ stiffness, damping, mass })`.
  public static let popmotionPhysical = SpringFormID("popmotionPhysical")
  /// `spring({ duration, bounce, velocity })`.
  public static let popmotionDurationBounce = SpringFormID("popmotionDurationBounce")
}
