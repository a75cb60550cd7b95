// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

extension Platform {
  static let reanimatedSource =
    "software-mansion/react-native-reanimated packages/react-native-reanimated/src/animation/spring/spring.ts, springUtils.ts, springConfigs.ts (Reanimated 4)"

  /// React Native Reanimated 4's `withSpring(toValue, config)`: physics
  /// (`mass`, `stiffness`, `damping`; Reanimated 4's defaults are its
  /// Gentle config, 4, 900 and 120) or a perceptual `duration` in
  /// milliseconds with a `dampingRatio` (550 and 1), whose stiffness
  /// Reanimated solves by bisection (``ReanimatedEngine/durationStiffness``).
  /// Drawn by its own engine (``ReanimatedEngine``), which evaluates every
  /// ζ ≥ 1 as critically damped: the spring here is the one it draws.
  static let reanimated = Platform(
    id: .reanimated, displayName: "Reanimated", aliases: ["react-native-reanimated", "withSpring", "reanimated4"],
    forms: reanimatedForms,
    presetPrefixes: ["reanimated"], springPresets: reanimatedConfigs, engine: .reanimated,
    done: DoneRule(.engineRest, "energy ½k·Δ² + ½m·v² at most energyThreshold (6e-9) of the start's at a frame, or out of the range from start to target with overshootClamping; then snap"),
    retargetRule: .lastFrameHandover, sources: [reanimatedSource])

  /// `withSpring`'s physical and duration configs.
  static let reanimatedForms: [SpringParameterisation] = [
    SpringParameterisation(
      .reanimatedPhysical, "withSpring(toValue, { mass, stiffness, damping })",
      parameters: [
        SpringParameter("mass", flag: "reanimated-mass", unit: "kg", default: 4, valid: .positive),
        SpringParameter("stiffness", flag: "reanimated-stiffness", unit: "N/m", default: 900, valid: .positive),
        SpringParameter("damping", flag: "reanimated-damping", unit: "N·s/m", default: 120, valid: .positive),
      ],
      selectors: ["mass", "stiffness", "damping"], onCommandLine: false, source: reanimatedSource,
      build: { a in drawn(Spring(mass: a[0], stiffness: a[1], damping: a[2]), by: "Reanimated") },
      invert: { s in s.dampingRatio <= 1 ? [s.mass, s.stiffness, s.damping] : nil }),
    SpringParameterisation(
      .reanimatedDuration, "withSpring(toValue, { duration, dampingRatio })",
      parameters: [
        SpringParameter(
          "duration", flag: "reanimated-duration", unit: "ms", default: 550, valid: .positive,
          applied: "perceptual: the stiffness is solved so the energy is energyThreshold of the start's at 1.5 × duration"),
        SpringParameter("dampingRatio", flag: "reanimated-damping-ratio", unit: "1", default: 1, valid: .positive),
      ],
      selectors: ["duration", "dampingRatio"], onCommandLine: false, source: reanimatedSource,
      build: { a in
        let k = ReanimatedEngine.durationStiffness(
          durationMilliseconds: a[0], dampingRatio: a[1], mass: 4, energyThreshold: ReanimatedEngine.defaultEnergyThreshold, x0: -1, v0: 0)
        return drawn(Spring(mass: 4, stiffness: k, damping: a[1] * 2 * (k * 4).squareRoot()), by: "Reanimated")
      },
      invert: { _ in nil }),
  ]

  /// Reanimated 4's named configs (`springConfigs.ts`): each physical one
  /// and its `…WithDuration` twin, through the platform's forms (so a
  /// damping ratio of 1 or more is drawn as Reanimated draws it), Snappy's
  /// `overshootClamping` in its engine settings. `withSpring` with no
  /// config is `reanimated.gentle` and `reanimated.gentle-duration`'s
  /// defaults together, the physical one used.
  static var reanimatedConfigs: [SpringPreset] {
    let configs: [(name: String, export: String, physical: (Double, Double, Double), duration: (Double, Double), clamps: Bool)] = [
      ("gentle", "GentleSpringConfig", (4, 900, 120), (550, 1), false),
      ("wiggly", "WigglySpringConfig", (4, 900, 90), (550, 0.75), false),
      ("snappy", "SnappySpringConfig", (4, 900, 110), (550, 0.92), true),
      ("reanimated3", "Reanimated3DefaultSpringConfig", (1, 100, 10), (1333, 0.5), false),
    ]
    var list: [SpringPreset] = []
    for c in configs {
      let source = "software-mansion/react-native-reanimated packages/react-native-reanimated/src/animation/spring/springConfigs.ts (Reanimated 4)"
      // The forms themselves, not the registry entry they make.
      let physical = try? reanimatedForms[0].spring(["mass": c.physical.0, "stiffness": c.physical.1, "damping": c.physical.2])
      let duration = try? reanimatedForms[1].spring(["duration": c.duration.0, "dampingRatio": c.duration.1])
      let engine = SpringEngineSettings(overshootClamping: c.clamps)
      if let physical {
        list.append(SpringPreset(name: "reanimated.\(c.name)", code: "withSpring(toValue, \(c.export))", source: source, spring: physical.spring, engine: engine))
      }
      if let duration {
        list.append(SpringPreset(
          name: "reanimated.\(c.name)-duration", code: "withSpring(toValue, \(c.export)WithDuration)", source: source, spring: duration.spring, engine: engine))
      }
    }
    return list
  }
}

extension SpringEngine {
  /// Reanimated 4's `withSpring`: the closed form advanced frame by frame
  /// (every ζ ≥ 1 as critical), done by its energy threshold
  /// (``ReanimatedEngine``).
  public static let reanimated: SpringEngine = SpringEngine(
    "reanimated", platform: .reanimated, method: "Reanimated withSpring (closed form stepped per frame; energy rest)",
    clampsOvershoot: true, mark: "W",
    draw: { spring, frameRate, duration, settings, retargets in
      ReanimatedEngine.frames(
        spring, frameRate: frameRate, duration: duration,
        energyThreshold: settings.reanimatedEnergyThreshold ?? ReanimatedEngine.defaultEnergyThreshold,
        overshootClamping: settings.overshootClamping, retargets: retargets)
    },
    rest: { _, settings in .reanimated(energyThreshold: settings.reanimatedEnergyThreshold) })
}

extension SpringRestRule {
  /// Reanimated 4: ½k·Δ² + ½m·v² ≤ energyThreshold·E₀ (6e-9 unless given).
  public static func reanimated(energyThreshold: Double? = nil) -> SpringRestRule {
    let fraction = energyThreshold ?? ReanimatedEngine.defaultEnergyThreshold
    return SpringRestRule(
      platform: .reanimated, displacement: .infinity, speed: .infinity,
      summary: "energy ≤ \(NumberText.text(fraction, .detail)) of the start's, then snap",
      formula: "E ≤ \(NumberText.text(fraction, .report))·E₀ (energy)", energyFraction: fraction)
  }
}

extension SpringFormID {
  /// `withSpring(toValue, { mass, stiffness, damping })`.
  public static let reanimatedPhysical = SpringFormID("reanimatedPhysical")
  /// `withSpring(toValue, { duration, dampingRatio })`.
  public static let reanimatedDuration = SpringFormID("reanimatedDuration")
}
