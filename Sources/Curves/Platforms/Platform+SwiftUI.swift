// This file is part of curvetool. SPDX-License-Identifier: MIT

extension Platform {
  static let appleSpring = "https://developer.apple.com/documentation/swiftui/spring"

  /// SwiftUI's `Spring`: four parameterisations, all evaluated in closed
  /// form at media time; its named springs and `UnitCurve`s.
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
    presetPrefixes: ["swiftui"], springPresets: swiftUISprings, timingPresets: swiftUICurves, engine: .swiftui,
    done: DoneRule(.settleBand, "none: the closed form runs on; settle within ε of the move (--epsilon)"),
    retargetRule: .continuous,
    sources: [appleSpring, "OpenSwiftUI Spring+DurationBounce.swift (docs/springs.md §2)"])

  /// SwiftUI's named springs.
  static let swiftUISprings: [SpringPreset] = [
    SpringPreset(name: "swiftui.default", code: "Spring()", source: appleSpring, spring: .swiftUIDefault),
    SpringPreset(name: "swiftui.smooth", code: ".smooth", source: appleSpring, spring: Spring(duration: 0.5, bounce: 0)),
    SpringPreset(name: "swiftui.snappy", code: ".snappy", source: appleSpring, spring: Spring(duration: 0.5, bounce: 0.15)),
    SpringPreset(name: "swiftui.bouncy", code: ".bouncy", source: appleSpring, spring: Spring(duration: 0.5, bounce: 0.3)),
    SpringPreset(
      name: "swiftui.animation-default", code: "Animation.default",
      source: "https://developer.apple.com/documentation/swiftui/animation/default",
      spring: Spring(response: 0.55, dampingRatio: 1), note: "iOS 17 and later"),
    SpringPreset(
      name: "swiftui.spring", code: "Animation.spring", source: appleSpring,
      spring: Spring(response: 0.5, dampingRatio: 0.825)),
    SpringPreset(
      name: "swiftui.interactive-spring", code: "Animation.interactiveSpring()", source: appleSpring,
      spring: Spring(response: 0.15, dampingRatio: 0.86)),
  ]

  /// SwiftUI's `UnitCurve`s: the CSS Béziers and the exact circular curves.
  static var swiftUICurves: [TimingPreset] {
    let su = "https://developer.apple.com/documentation/swiftui/unitcurve"
    return [
      .bezier("swiftui.ease-in", "UnitCurve.easeIn", su, (0.42, 0, 1, 1)),
      .bezier("swiftui.ease-out", "UnitCurve.easeOut", su, (0, 0, 0.58, 1)),
      .bezier("swiftui.ease-in-out", "UnitCurve.easeInOut", su, (0.42, 0, 0.58, 1)),
      .bezier("swiftui.linear", "UnitCurve.linear", su, (0, 0, 1, 1)),
    ]
      + CircularCurve.allCases.map {
        TimingPreset(name: "swiftui.\($0.rawValue)", code: "UnitCurve.\($0.swiftName)", source: su, bezier: nil, curve: $0)
      }
  }
}

extension SpringEngine {
  /// SwiftUI: the closed form at media time, as ``SpringEngine/exact``; a
  /// new target goes on from the value and velocity there.
  public static let swiftui: SpringEngine = SpringEngine(
    "swiftUI", platform: .swiftUI, method: "SwiftUI (the closed form at media time)", isContinuous: true, mark: nil,
    draw: SpringEngine.closedForm, rest: { _, _ in nil })
}

extension SpringRestRule {
  /// SwiftUI-style: every later value within ε·|to − from| of the target
  /// (ε·1 when from == to). `Spring.settlingDuration` uses ε = 0.001 for a
  /// unit step; Apple's getter is an estimate this does not reproduce.
  public static func swiftUI(epsilon: Double = 0.001, distance: Double) -> SpringRestRule {
    let band = SettleBand.band(epsilon: epsilon, distance: distance)
    return SpringRestRule(
      platform: .swiftUI, displacement: band, speed: .infinity,
      summary: "|x − to| ≤ \(NumberText.text(epsilon, .detail)) of the distance for good",
      formula: "|Δ| ≤ \(NumberText.text(band, .report))")
  }
}

extension SpringFormID {
  /// `Spring(duration:bounce:)`.
  public static let swiftUIDurationBounce = SpringFormID("swiftUIDurationBounce")
  /// `Spring(response:dampingRatio:)`.
  public static let swiftUIResponse = SpringFormID("swiftUIResponse")
  /// `Spring(settlingDuration:dampingRatio:epsilon:)`.
  public static let swiftUISettlingDuration = SpringFormID("swiftUISettlingDuration")
  /// `Spring(mass:stiffness:damping:allowOverDamping:)`.
  public static let swiftUIPhysical = SpringFormID("swiftUIPhysical")
}
