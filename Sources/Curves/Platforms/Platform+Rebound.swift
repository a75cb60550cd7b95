// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

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

extension Spring {
  /// Origami's tension and friction (POP, Rebound, React Native):
  /// tension = (oT − 30)·3.62 + 194, friction = (oF − 8)·3 + 25, unit mass.
  /// Every value maps the same way, 0 included, as rebound-js and React
  /// Native convert it (Rebound's Java port alone keeps 0 as 0).
  ///
  /// Source: facebookarchive/rebound-js `src/OrigamiValueConverter.js`.
  public init(origamiTension oT: Double, origamiFriction oF: Double, from: Double = 0, to: Double = 1) {
    self.init(mass: 1, stiffness: Self.reboundTension(origami: oT), damping: Self.reboundFriction(origami: oF), from: from, to: to)
  }

  /// Origami tension to Rebound's (per unit mass): (oT − 30)·3.62 + 194.
  public static func reboundTension(origami oT: Double) -> Double { (oT - 30) * 3.62 + 194 }

  /// Origami friction to Rebound's (per unit mass, 1/s): (oF − 8)·3 + 25.
  public static func reboundFriction(origami oF: Double) -> Double { (oF - 8) * 3 + 25 }

  /// Rebound's and POP's bounciness and speed, through Origami's bouncy
  /// conversion: b = 0.8·(bounciness/1.7)/20, s = (speed/1.7)/20,
  /// oT = 0.5 + 199.5·s, oF = (1 − w)·f(oT) + 0.01·w with w = 2b − b² and f the
  /// piecewise cubic "no bounce" friction.
  ///
  /// Source: facebookarchive/rebound-js `src/BouncyConversion.js`,
  /// `src/SpringConfig.js`.
  public init(bounciness: Double, speed: Double, from: Double = 0, to: Double = 1) {
    let (oT, oF) = Self.origami(bounciness: bounciness, speed: speed)
    self.init(origamiTension: oT, origamiFriction: oF, from: from, to: to)
  }

  /// (Origami tension, Origami friction) for bounciness and speed.
  public static func origami(bounciness: Double, speed: Double) -> (tension: Double, friction: Double) {
    let b = 0.8 * (bounciness / 1.7) / 20
    let s = (speed / 1.7) / 20
    let oT = 0.5 + s * 199.5
    let w = 2 * b - b * b
    return (oT, w * 0.01 + (1 - w) * noBounceFriction(oT))
  }

  /// Origami tension and friction of this spring per unit mass (the inverse
  /// of ``init(origamiTension:origamiFriction:from:to:)``).
  public var origami: (tension: Double, friction: Double) {
    let k = stiffness / mass
    let c = damping / mass
    return ((k - 194) / 3.62 + 30, (c - 25) / 3 + 8)
  }

  /// Bounciness and speed that give this spring (per unit mass), if any:
  /// speed = 34·(oT − 0.5)/199.5, w = (f(oT) − oF)/(f(oT) − 0.01),
  /// b = 1 − √(1 − w), bounciness = 42.5·b; `nil` when w is outside [0, 1]
  /// or the speed is negative.
  public var bouncinessAndSpeed: (bounciness: Double, speed: Double)? {
    let (oT, oF) = origami
    let speed = 34 * (oT - 0.5) / 199.5
    let f = Self.noBounceFriction(oT)
    guard speed >= 0, f != 0.01 else { return nil }
    let w = (f - oF) / (f - 0.01)
    guard w >= -1e-12, w <= 1 + 1e-12 else { return nil }
    let b = 1 - (1 - Swift.min(1, Swift.max(0, w))).squareRoot()
    return (42.5 * b, speed)
  }

  /// Origami's friction for a tension that does not bounce (b3Nobounce).
  static func noBounceFriction(_ t: Double) -> Double {
    if t <= 18 { return 0.0007 * pow(t, 3) - 0.031 * pow(t, 2) + 0.64 * t + 1.28 }
    if t <= 44 { return 0.000044 * pow(t, 3) - 0.006 * pow(t, 2) + 0.36 * t + 2 }
    return 0.00000045 * pow(t, 3) - 0.000332 * pow(t, 2) + 0.1078 * t + 5.84
  }
}

extension SpringEngine {
  /// Rebound: RK4 in 1 ms steps with its interpolation and stale stage
  /// (``ReboundEngine``).
  public static let rebound: SpringEngine = SpringEngine(
    "rebound", platform: .rebound, method: "Rebound (1 ms RK4 steps)", clampsOvershoot: true, mark: "R",
    draw: { spring, frameRate, duration, settings, retargets in
      ReboundEngine.frames(
        spring, frameRate: frameRate, duration: duration, stepping: settings.reboundStepping,
        rule: .rebound(restSpeed: settings.restSpeed, restDisplacement: settings.restDelta),
        overshootClamping: settings.overshootClamping, retargets: retargets)
    },
    rest: { _, settings in .rebound(restSpeed: settings.restSpeed, restDisplacement: settings.restDelta) })
}

extension SpringRestRule {
  /// Rebound: |v| < restSpeedThreshold and |end − x| ≤
  /// restDisplacementThreshold (both 0.001 by default), then it snaps.
  /// Source: facebookarchive/rebound-js `src/Spring.js`.
  public static func rebound(restSpeed: Double? = nil, restDisplacement: Double? = nil) -> SpringRestRule {
    let speed = restSpeed ?? 0.001
    let displacement = restDisplacement ?? 0.001
    return SpringRestRule(
      platform: .rebound, displacement: displacement, speed: speed,
      summary: "|Δ| ≤ \(NumberText.text(displacement, .detail)) and |v| < \(NumberText.text(speed, .detail)) /s, then snap",
      formula: "|Δ| ≤ \(NumberText.text(displacement, .report)), |v| < \(NumberText.text(speed, .report))/s")
  }
}

extension SpringFormID {
  /// `SpringConfig(tension, friction)`.
  public static let reboundTensionFriction = SpringFormID("reboundTensionFriction")
  /// `SpringConfig.fromOrigamiTensionAndFriction(tension, friction)`.
  public static let reboundOrigami = SpringFormID("reboundOrigami")
  /// `SpringConfig.fromBouncinessAndSpeed(bounciness, speed)`.
  public static let reboundBouncinessSpeed = SpringFormID("reboundBouncinessSpeed")
}

extension DecayRule {
  /// Rebound's coasting spring, `SpringConfig(0, friction)` (also
  /// `SpringConfig.coastingConfigWithOrigamiFriction`): its RK4 stepping
  /// (``ReboundEngine``) with tension 0, at rest once the speed is below
  /// `restSpeed` (value units per second; Rebound's 0.001 by default),
  /// where it stays.
  ///
  /// Source: facebookarchive/rebound-js `src/Spring.js` (`isAtRest`: with
  /// tension 0 the speed alone decides; `advance` then makes the position
  /// the end value).
  public static func rebound(friction: Double, restSpeed: Double) -> DecayRule {
    DecayRule(.rebound, ["friction": friction, "restSpeed": restSpeed], rate: friction) { motion, frameRate, duration in
      ReboundEngine.frames(
        tension: 0, friction: friction, from: motion.from, to: motion.from, initialVelocity: motion.initialVelocity,
        frameRate: frameRate, duration: duration, rule: .rebound(restSpeed: restSpeed))
    }
  }
}
