// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

extension Platform {
  static let reactSpringSource = "pmndrs/react-spring packages/core/src/AnimationConfig.ts, SpringValue.ts (9.7.5)"

  /// react-spring 9: `{ tension, friction, mass }` or `{ frequency, damping }`,
  /// stepped by semi-implicit Euler in 1 ms steps; its `config` presets.
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
    presetPrefixes: ["react-spring"], springPresets: reactSpringConfigs, engine: .reactSpring,
    done: DoneRule(.engineRest, "|Δ| ≤ precision and |v| ≤ precision/10 per ms, precision = min(|to − from|·0.001, 1)"),
    retargetRule: .integratorCarried, sources: [reactSpringSource])

  /// `config.default`, `config.gentle`, … (tension and friction).
  static var reactSpringConfigs: [SpringPreset] {
    let source = "pmndrs/react-spring packages/core/src/constants.ts (9.7.5)"
    let configs: [(String, Double, Double)] = [
      ("default", 170, 26), ("gentle", 120, 14), ("wobbly", 180, 12), ("stiff", 210, 20),
      ("slow", 280, 60), ("molasses", 280, 120),
    ]
    return configs.map { name, tension, friction in
      SpringPreset(
        name: "react-spring.\(name)", code: "config.\(name)", source: source, spring: Spring(mass: 1, stiffness: tension, damping: friction),
        note: "tension \(Int(tension)), friction \(Int(friction))")
    }
  }
}

extension Spring {
  /// react-spring's `{ frequency, damping }`: tension = m·(2π/f)²,
  /// friction = 4π·ζ·m/f (f is the undamped period in seconds), after
  /// react-spring's floors: f at least 0.01 and ζ at least 0.
  ///
  /// Source: pmndrs/react-spring `packages/core/src/AnimationConfig.ts`.
  public init(reactSpringFrequency rawFrequency: Double, dampingRatio rawRatio: Double, mass: Double = 1, from: Double = 0, to: Double = 1) {
    let frequency = Swift.max(0.01, rawFrequency)
    let dampingRatio = Swift.max(0, rawRatio)
    self.init(
      mass: mass, stiffness: mass * pow(2 * Double.pi / frequency, 2),
      damping: 4 * Double.pi * dampingRatio * mass / frequency, from: from, to: to)
  }
}

extension SpringEngine {
  /// react-spring: semi-implicit Euler in 1 ms steps, ⌈frame ms⌉ per frame
  /// (``ReactSpringEngine``).
  public static let reactSpring: SpringEngine = SpringEngine(
    "reactSpring", platform: .reactSpring, method: "react-spring (1 ms Euler steps)", mark: "s",
    draw: { spring, frameRate, duration, settings, retargets in
      ReactSpringEngine.frames(spring, frameRate: frameRate, duration: duration, settings: settings, retargets: retargets)
    },
    rest: { spring, settings in
      .reactSpring(
        distance: spring.distance, precision: settings.reactSpringPrecision,
        restVelocity: settings.reactSpringRestVelocity)
    })
}

extension SpringRestRule {
  /// react-spring: precision = `precision`, else min(|to − from|·0.001, 1)
  /// (0.005 when equal); restVelocity = `restVelocity`, else precision/10,
  /// per millisecond. 0 counts as unset, as in JavaScript (`||`).
  /// Source: pmndrs/react-spring `SpringValue.ts` (9.7.5).
  public static func reactSpring(distance: Double, precision given: Double? = nil, restVelocity givenRest: Double? = nil) -> SpringRestRule {
    let precision = given.flatMap { $0 != 0 ? $0 : nil } ?? (distance == 0 ? 0.005 : Swift.min(1, distance * 0.001))
    let rest = givenRest.flatMap { $0 != 0 ? $0 : nil } ?? precision / 10
    return SpringRestRule(
      platform: .reactSpring, displacement: precision, speed: rest * 1000,
      summary: "|Δ| ≤ \(NumberText.text(precision, .detail)) and |v| ≤ \(NumberText.text(rest * 1000, .detail))/s (restVelocity \(NumberText.text(rest, .detail)) per ms)",
      formula: "|Δ| ≤ \(NumberText.text(precision, .report)), |v| ≤ \(NumberText.text(rest * 1000, .report))/s")
  }
}

extension SpringFormID {
  /// `{ tension, friction, mass }`.
  public static let reactSpringTensionFriction = SpringFormID("reactSpringTensionFriction")
  /// `{ frequency, damping, mass }`.
  public static let reactSpringFrequency = SpringFormID("reactSpringFrequency")
}

extension DecayRule {
  /// react-spring's `config: { decay, velocity, precision }`.
  ///
  /// Each frame of dt = 1000/f ms adds dt to the elapsed time and sets
  /// x = x₀ + v₀/(1 − decay)·(1 − e^(−(1 − decay)·elapsed)) (v₀ in value
  /// units per millisecond); the animation is done at the first frame whose
  /// step |x − x_previous| is at most `precision`, and keeps that value
  /// (a decay has no goal to jump to). `decay: true` is 0.998; valid
  /// decays are below 1 (λ = (1 − decay)·1000/s > 0). The precision a
  /// decay gets by default is ``SpringRestRule/reactSpring(distance:precision:restVelocity:)``'s
  /// for an animation whose goal is its start value (0.005), as a decay's is.
  ///
  /// Source: pmndrs/react-spring `packages/core/src/SpringValue.ts`
  /// (`advance`, the decay branch; `finish` keeps a decay's value).
  public static func reactSpring(decay: Double, precision: Double) -> DecayRule {
    DecayRule(.reactSpring, ["decay": decay, "precision": precision], rate: (1 - decay) * 1000) { motion, frameRate, duration in
      let k = 1 - decay
      let v0 = motion.initialVelocity / 1000
      let dt = 1000 / frameRate
      var result = SpringFrames(times: [0], values: [motion.from], velocities: [motion.initialVelocity], doneTime: nil)
      var elapsed = 0.0
      var last = motion.from
      var frame = 1
      while Double(frame) / frameRate <= duration {
        elapsed += dt
        let e = exp(-k * elapsed)
        let position = motion.from + (v0 / k) * (1 - e)
        let finished = Swift.abs(last - position) <= precision
        let t = Double(frame) / frameRate
        result.times.append(t)
        result.values.append(position)
        result.velocities.append(v0 * e * 1000)
        if finished {
          result.doneTime = t
          break
        }
        last = position
        frame += 1
      }
      return result
    }
  }

  /// react-spring's `decay: true`.
  public static let reactSpringDefaultDecay = 0.998
}
