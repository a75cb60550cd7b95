// This file is part of curvetool. SPDX-License-Identifier: MIT

extension Platform {
  static let caSpringSource = "https://developer.apple.com/documentation/quartzcore/caspringanimation"

  /// Core Animation's `CASpringAnimation`: mass, stiffness and damping as
  /// given (over-damping allowed), initial velocity relative to the move;
  /// its named `CAMediaTimingFunction`s.
  static let coreAnimation = Platform(
    id: .coreAnimation, displayName: "Core Animation", aliases: ["caspring", "CASpringAnimation"],
    forms: [
      .physical(
        .coreAnimationPhysical, "CASpringAnimation mass, stiffness, damping", selectors: ["stiffness", "damping"],
        onCommandLine: true, source: caSpringSource)
    ],
    presetPrefixes: ["caspring", "ca"],
    springPresets: [
      SpringPreset(
        name: "caspring.default", code: "CASpringAnimation()", source: caSpringSource,
        spring: Spring(mass: 1, stiffness: 100, damping: 10))
    ],
    timingPresets: coreAnimationCurves, engine: nil,
    done: DoneRule(.estimate, "settlingDuration (an estimate); the closed form runs on"),
    retargetRule: .additive, sources: [caSpringSource])

  /// `CAMediaTimingFunction(name:)`'s Béziers.
  static var coreAnimationCurves: [TimingPreset] {
    let ca = "https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname"
    return [
      .bezier("ca.default", "CAMediaTimingFunction(name: .default)", ca, (0.25, 0.1, 0.25, 1)),
      .bezier("ca.ease-in", "CAMediaTimingFunction(name: .easeIn)", ca, (0.42, 0, 1, 1)),
      .bezier("ca.ease-out", "CAMediaTimingFunction(name: .easeOut)", ca, (0, 0, 0.58, 1)),
      .bezier("ca.ease-in-ease-out", "CAMediaTimingFunction(name: .easeInEaseOut)", ca, (0.42, 0, 0.58, 1)),
      .bezier("ca.linear", "CAMediaTimingFunction(name: .linear)", ca, (0, 0, 1, 1)),
    ]
  }
}

extension SpringFormID {
  /// `CASpringAnimation mass, stiffness, damping`.
  public static let coreAnimationPhysical = SpringFormID("coreAnimationPhysical")
}
