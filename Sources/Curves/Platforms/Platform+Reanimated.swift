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
    forms: [
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
    ],
    presetPrefixes: ["reanimated"], engine: .reanimated,
    doneRule: "energy ½k·Δ² + ½m·v² at most energyThreshold (6e-9) of the start's at a frame, or out of the range from start to target with overshootClamping; then snap",
    sources: [reanimatedSource])
}
