// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A named spring from a platform, with where its numbers come from.
///
/// Every preset moves 0 → 1 from rest; ``spring(from:to:initialVelocity:)``
/// moves it elsewhere.
public struct SpringPreset: Sendable, Hashable {
  /// `platform.name`, lower-case with hyphens (`swiftui.bouncy`).
  public let name: String
  /// How the platform writes it: code to paste, which the curve language
  /// reads as this preset.
  public let code: String
  /// The documentation or source the numbers come from.
  public let source: String
  /// The spring, 0 → 1 from rest.
  public let spring: Spring
  /// Engine options the preset sets with it (Motion's transform
  /// transitions set restSpeed 10).
  public var engine: SpringEngineSettings = .init()
  /// What the code leaves unsaid (the platform's defaults it stands for).
  public var note: String? = nil

  /// The preset moved to other values.
  public func spring(from: Double, to: Double, initialVelocity: Double = 0) -> Spring {
    var s = spring
    s.from = from
    s.to = to
    s.initialVelocity = initialVelocity
    return s
  }

  /// The platform whose preset this is: the registry entry whose
  /// ``Platform/presetPrefixes`` holds the name's prefix.
  public var platform: PlatformID {
    let prefix = name.split(separator: ".").first.map(String.init) ?? name
    return PlatformID.allCases.first { $0.platform.presetPrefixes.contains(prefix) } ?? .swiftUI
  }

  /// The preset called `name`, if any.
  /// Reanimated 4's named configs (`springConfigs.ts`): each physical one
  /// and its `…WithDuration` twin, through the platform's forms (so a
  /// damping ratio of 1 or more is drawn as Reanimated draws it), Snappy's
  /// `overshootClamping` in its engine settings. `withSpring` with no
  /// config is `reanimated.gentle` and `reanimated.gentle-duration`'s
  /// defaults together, the physical one used.
  static let reanimatedConfigs: [SpringPreset] = {
    let source = "software-mansion/react-native-reanimated packages/react-native-reanimated/src/animation/spring/springConfigs.ts (Reanimated 4)"
    let configs: [(name: String, export: String, physical: (Double, Double, Double), duration: (Double, Double), clamps: Bool)] = [
      ("gentle", "GentleSpringConfig", (4, 900, 120), (550, 1), false),
      ("wiggly", "WigglySpringConfig", (4, 900, 90), (550, 0.75), false),
      ("snappy", "SnappySpringConfig", (4, 900, 110), (550, 0.92), true),
      ("reanimated3", "Reanimated3DefaultSpringConfig", (1, 100, 10), (1333, 0.5), false),
    ]
    var list: [SpringPreset] = []
    for c in configs {
      let physical = try? SpringFormID.reanimatedPhysical.form.spring(["mass": c.physical.0, "stiffness": c.physical.1, "damping": c.physical.2])
      let duration = try? SpringFormID.reanimatedDuration.form.spring(["duration": c.duration.0, "dampingRatio": c.duration.1])
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
  }()

  public static func named(_ name: String) -> SpringPreset? {
    all.first { $0.name == name }
  }

  static let apple = "https://developer.apple.com/documentation/swiftui/spring"
  static let android = "https://developer.android.com/reference/kotlin/androidx/dynamicanimation/animation/SpringForce"
  static let compose = "androidx/androidx compose/animation/animation-core Spring (Spring.kt)"
  static let m3 = "androidx/androidx compose/material3 tokens/ExpressiveMotionTokens.kt, StandardMotionTokens.kt (v0_14_0)"
  static let reactSpring = "pmndrs/react-spring packages/core/src/constants.ts (9.7.5)"
  static let motion = "motiondivision/motion packages/motion-dom/src/animation/generators/spring.ts (13.1.1)"
  static let rebound = "facebookarchive/rebound-js src/SpringConfig.js, src/OrigamiValueConverter.js"

  /// Every preset, grouped by platform.
  public static let all: [SpringPreset] = {
    var list: [SpringPreset] = [
      SpringPreset(name: "swiftui.default", code: "Spring()", source: apple, spring: .swiftUIDefault),
      SpringPreset(name: "swiftui.smooth", code: ".smooth", source: apple, spring: Spring(duration: 0.5, bounce: 0)),
      SpringPreset(name: "swiftui.snappy", code: ".snappy", source: apple, spring: Spring(duration: 0.5, bounce: 0.15)),
      SpringPreset(name: "swiftui.bouncy", code: ".bouncy", source: apple, spring: Spring(duration: 0.5, bounce: 0.3)),
      SpringPreset(
        name: "swiftui.animation-default", code: "Animation.default",
        source: "https://developer.apple.com/documentation/swiftui/animation/default",
        spring: Spring(response: 0.55, dampingRatio: 1), note: "iOS 17 and later"),
      SpringPreset(
        name: "swiftui.spring", code: "Animation.spring", source: apple,
        spring: Spring(response: 0.5, dampingRatio: 0.825)),
      SpringPreset(
        name: "swiftui.interactive-spring", code: "Animation.interactiveSpring()", source: apple,
        spring: Spring(response: 0.15, dampingRatio: 0.86)),
      SpringPreset(
        name: "caspring.default", code: "CASpringAnimation()",
        source: "https://developer.apple.com/documentation/quartzcore/caspringanimation",
        spring: Spring(mass: 1, stiffness: 100, damping: 10)),
    ]
    let stiffness: [(String, String, Double)] = [
      ("high", "STIFFNESS_HIGH", 10_000), ("medium", "STIFFNESS_MEDIUM", 1500),
      ("low", "STIFFNESS_LOW", 200), ("very-low", "STIFFNESS_VERY_LOW", 50),
    ]
    let ratios: [(String, String, Double)] = [
      ("high-bouncy", "DAMPING_RATIO_HIGH_BOUNCY", 0.2), ("medium-bouncy", "DAMPING_RATIO_MEDIUM_BOUNCY", 0.5),
      ("low-bouncy", "DAMPING_RATIO_LOW_BOUNCY", 0.75), ("no-bouncy", "DAMPING_RATIO_NO_BOUNCY", 1),
    ]
    list.append(SpringPreset(
      name: "android.default", code: "SpringForce()",
      source: android, spring: Spring(androidStiffness: 1500, dampingRatio: 0.5), note: "STIFFNESS_MEDIUM, DAMPING_RATIO_MEDIUM_BOUNCY"))
    for (name, constant, zeta) in ratios {
      list.append(SpringPreset(
        name: "android.\(name)", code: "SpringForce().setDampingRatio(SpringForce.\(constant))",
        source: android, spring: Spring(androidStiffness: 1500, dampingRatio: zeta), note: "stiffness STIFFNESS_MEDIUM"))
    }
    for (name, constant, k) in stiffness {
      list.append(SpringPreset(
        name: "android.stiffness-\(name)", code: "SpringForce().setStiffness(SpringForce.\(constant))",
        source: android, spring: Spring(androidStiffness: k, dampingRatio: 0.5), note: "DAMPING_RATIO_MEDIUM_BOUNCY"))
    }
    list.append(SpringPreset(
      name: "compose.default", code: "spring()", source: compose,
      spring: Spring(androidStiffness: 1500, dampingRatio: 1), note: "DampingRatioNoBouncy, StiffnessMedium"))
    list.append(SpringPreset(
      name: "compose.stiffness-medium-low", code: "spring(stiffness = Spring.StiffnessMediumLow)", source: compose,
      spring: Spring(androidStiffness: 400, dampingRatio: 1)))
    let tokens: [(String, Double, Double)] = [
      ("m3.expressive.fast-spatial", 800, 0.6), ("m3.expressive.default-spatial", 380, 0.8),
      ("m3.expressive.slow-spatial", 200, 0.8), ("m3.expressive.fast-effects", 3800, 1),
      ("m3.expressive.default-effects", 1600, 1), ("m3.expressive.slow-effects", 800, 1),
      ("m3.standard.fast-spatial", 1400, 0.9), ("m3.standard.default-spatial", 700, 0.9),
      ("m3.standard.slow-spatial", 300, 0.9), ("m3.standard.fast-effects", 3800, 1),
      ("m3.standard.default-effects", 1600, 1), ("m3.standard.slow-effects", 800, 1),
    ]
    for (name, k, zeta) in tokens {
      let parts = name.split(separator: ".")
      let scheme = parts[1] == "expressive" ? "expressive" : "standard"
      let camel = parts[2].split(separator: "-").enumerated()
        .map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
      list.append(SpringPreset(
        name: name, code: "MotionScheme.\(scheme)().\(camel)Spec()", source: m3,
        spring: Spring(androidStiffness: k, dampingRatio: zeta)))
    }
    list += [
      SpringPreset(
        name: "motion.default", code: "{ type: \"spring\" }", source: motion,
        spring: Spring(mass: 1, stiffness: 100, damping: 10), note: "stiffness 100, damping 10, mass 1"),
      SpringPreset(
        name: "motion.spring", code: "{ type: \"spring\", visualDuration: 0.3, bounce: 0.3 }", source: motion,
        spring: Spring(visualDuration: 0.3, bounce: 0.3), note: "spring() with no options"),
      SpringPreset(
        name: "motion.transform", code: "{ type: \"spring\", stiffness: 500, damping: 25, restSpeed: 10 }",
        source: "motiondivision/motion packages/motion-dom/src/animation/utils/default-transitions.ts",
        spring: Spring(mass: 1, stiffness: 500, damping: 25), engine: SpringEngineSettings(restSpeed: 10),
        note: "the default transition for x, y and rotate"),
      SpringPreset(
        name: "motion.scale", code: "{ type: \"spring\", stiffness: 550, damping: 30, restSpeed: 10 }",
        source: "motiondivision/motion packages/motion-dom/src/animation/utils/default-transitions.ts",
        spring: Spring(mass: 1, stiffness: 550, damping: 30), engine: SpringEngineSettings(restSpeed: 10),
        note: "the default transition for scale"),
      SpringPreset(
        name: "popmotion.default", code: "spring({ from: 0, to: 1 })",
        source: "Popmotion/popmotion packages/popmotion/src/animations/generators/spring.ts (11.0.5)",
        spring: Spring(mass: 1, stiffness: 100, damping: 10), note: "stiffness 100, damping 10, mass 1, restSpeed 2"),
    ]
    let reactPresets: [(String, Double, Double)] = [
      ("default", 170, 26), ("gentle", 120, 14), ("wobbly", 180, 12), ("stiff", 210, 20),
      ("slow", 280, 60), ("molasses", 280, 120),
    ]
    for (name, tension, friction) in reactPresets {
      list.append(SpringPreset(
        name: "react-spring.\(name)", code: "config.\(name)",
        source: reactSpring, spring: Spring(mass: 1, stiffness: tension, damping: friction), note: "tension \(Int(tension)), friction \(Int(friction))"))
    }
    list += [
      SpringPreset(
        name: "rebound.default", code: "SpringConfig.DEFAULT_ORIGAMI_SPRING_CONFIG", source: rebound,
        spring: Spring(origamiTension: 40, origamiFriction: 7), note: "Origami tension 40, friction 7"),
      SpringPreset(
        name: "react-native.default", code: "Animated.spring(value, { toValue: 1 })",
        source: "facebook/react-native Libraries/Animated/SpringConfig.js",
        spring: Spring(origamiTension: 40, origamiFriction: 7), note: "Origami tension 40, friction 7"),
    ]
    list += reanimatedConfigs
    return list
  }()
}
