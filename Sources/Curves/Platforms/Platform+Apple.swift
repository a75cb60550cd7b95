// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

extension Platform {
  static let appleSpring = "https://developer.apple.com/documentation/swiftui/spring"

  /// SwiftUI's `Spring`: four parameterisations, all evaluated in closed
  /// form at media time.
  static let swiftUI = Platform(
    id: .swiftUI, displayName: "SwiftUI", aliases: [],
    forms: [
      SpringParameterisation(
        .swiftUIDurationBounce, "Spring(duration:bounce:)",
        parameters: [
          SpringParameter("duration", flag: "swiftui-duration", unit: "s", default: 0.5, valid: .positive),
          SpringParameter("bounce", flag: "bounce", unit: "1", default: 0, valid: ParameterRange(lower: -1, upper: 1)),
        ],
        selectors: [], source: appleSpring,
        build: { a in PlatformSpring(Spring(duration: a[0], bounce: a[1])) },
        invert: { s in [s.perceptualDuration, s.bounce] }),
      SpringParameterisation(
        .swiftUIResponse, "Spring(response:dampingRatio:)",
        parameters: [
          SpringParameter("response", flag: "response", unit: "s", default: 0.5, valid: .positive),
          SpringParameter("dampingRatio", flag: "damping-ratio", unit: "1", default: 0.825, valid: .nonNegative),
        ],
        selectors: ["response"], source: appleSpring,
        build: { a in PlatformSpring(Spring(response: a[0], dampingRatio: a[1])) },
        invert: { s in [s.perceptualDuration, s.dampingRatio] }),
      SpringParameterisation(
        .swiftUISettlingDuration, "Spring(settlingDuration:dampingRatio:epsilon:)",
        parameters: [
          SpringParameter(
            "settlingDuration", flag: "settling-duration", unit: "s", default: 0.5, valid: .positive,
            applied: "clamped to 0.01…10 s, as SwiftUI does"),
          SpringParameter(
            "dampingRatio", flag: "damping-ratio", unit: "1", default: 1, valid: .positive,
            applied: "clamped to at most 1 (critical), as SwiftUI does"),
          SpringParameter(
            "epsilon", flag: "settling-epsilon", unit: "1", default: 0.001, valid: ParameterRange(lower: 0, upper: 1)),
        ],
        selectors: ["settlingDuration"], source: "\(appleSpring); OpenSwiftUI Spring+SettlingDuration (docs/springs.md §2)",
        build: { a in PlatformSpring(Spring(settlingDuration: a[0], dampingRatio: a[1], epsilon: a[2])) },
        invert: { s in
          // SwiftUI cannot state an over-damped spring, nor one settling
          // outside its clamps, in this form.
          let t = s.settlingDuration(epsilon: 0.001)
          return s.dampingRatio <= 1 && Spring.swiftUISettlingRange.contains(t) ? [t, s.dampingRatio, 0.001] : nil
        }),
      SpringParameterisation(
        .swiftUIPhysical, "Spring(mass:stiffness:damping:allowOverDamping:)",
        parameters: [
          .mass, .stiffness,
          SpringParameter(
            "damping", flag: "damping", unit: "N·s/m", default: 10, valid: .nonNegative,
            applied: "above critical, 2√(k·m), taken as critical unless allowOverDamping"),
          SpringParameter(
            "allowOverDamping", flag: "allow-over-damping", unit: "bool", default: 0,
            valid: ParameterRange(lower: 0, lowerOpen: false, upper: 1, upperOpen: false)),
        ],
        selectors: ["stiffness"], onCommandLine: false, source: appleSpring,
        build: { a in
          PlatformSpring(Spring(swiftUIMass: a[0], stiffness: a[1], damping: a[2], allowOverDamping: a[3] != 0))
        },
        invert: { s in [s.mass, s.stiffness, s.damping, s.dampingRatio > 1 ? 1 : 0] }),
    ],
    presetPrefixes: ["swiftui"], engine: .swiftui,
    doneRule: "none: the closed form runs on; settle within ε of the move (--epsilon)",
    sources: [appleSpring, "OpenSwiftUI Spring+DurationBounce.swift (docs/springs.md §2)"])

  /// Core Animation's `CASpringAnimation`: mass, stiffness and damping as
  /// given (over-damping allowed), initial velocity relative to the move.
  static let coreAnimation = Platform(
    id: .coreAnimation, displayName: "Core Animation", aliases: ["caspring", "CASpringAnimation"],
    forms: [
      .physical(
        .coreAnimationPhysical, "CASpringAnimation mass, stiffness, damping", selectors: ["stiffness", "damping"],
        onCommandLine: true, source: "https://developer.apple.com/documentation/quartzcore/caspringanimation")
    ],
    presetPrefixes: ["caspring", "ca"], engine: nil,
    doneRule: "settlingDuration (an estimate); the closed form runs on",
    sources: ["https://developer.apple.com/documentation/quartzcore/caspringanimation"])

  /// UIKit's `usingSpringWithDamping:` with a duration, through the
  /// 1/1500-envelope model (``Spring/init(uikitDuration:dampingRatio:initialSpringVelocity:from:to:)``).
  static let uiKit = Platform(
    id: .uiKit, displayName: "UIKit", aliases: [],
    forms: [
      SpringParameterisation(
        .uiKitDampingDuration, "UIView.animate(withDuration:usingSpringWithDamping:)",
        parameters: [
          SpringParameter("withDuration", flag: "uikit-duration", unit: "s", default: 0.5, valid: .positive),
          SpringParameter(
            "usingSpringWithDamping", flag: "damping-ratio", unit: "1", default: 1,
            valid: ParameterRange(lower: 0, upper: 1, upperOpen: false), applied: "clipped to at least 0.01"),
        ],
        selectors: ["withDuration", "usingSpringWithDamping"],
        source: "https://stackoverflow.com/questions/22332035 (answer 61763337): the community model",
        build: { a in PlatformSpring(Spring(uikitDuration: a[0], dampingRatio: a[1]), note: nil) },
        invert: { s in s.uikitDuration.map { [$0, Swift.min(1, s.dampingRatio)] } })
    ],
    presetPrefixes: [], engine: nil,
    doneRule: "the animation's duration",
    sources: ["https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)"])
}
