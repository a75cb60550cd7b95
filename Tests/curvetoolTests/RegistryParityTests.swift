// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// The platform registry, walked: every parameterisation of every platform
/// gives the same spring to the bit whichever surface reads it (the
/// `spring` flags, the curve language, a kfloop keyframe), and its inverse
/// map returns the parameters it was given.
@Suite("Platform registry: one spring by every path")
struct RegistryParityTests {
  /// Parameter values for a form (inside its ranges, away from defaults so
  /// that a dropped parameter shows), and the platform's own code for them.
  /// A form without an example here (a new platform's) fails every test
  /// that walks the forms until it is given one.
  static func example(_ id: SpringFormID) -> (values: [Double], code: String) {
    func t(_ x: Double) -> String { "\(x)" }
    switch id {
    case .swiftUIDurationBounce: return ([0.42, 0.27], "Spring(duration: 0.42, bounce: 0.27)")
    case .swiftUIResponse: return ([0.37, 0.61], "Spring(response: 0.37, dampingRatio: 0.61)")
    case .swiftUISettlingDuration: return ([0.9, 0.55, 0.001], "Spring(settlingDuration: 0.9, dampingRatio: 0.55, epsilon: 0.001)")
    case .swiftUIPhysical: return ([1.3, 210, 9.5, 0], "Spring(mass: 1.3, stiffness: 210, damping: 9.5, allowOverDamping: false)")
    case .coreAnimationPhysical: return ([1.3, 210, 9.5], "CASpringAnimation(keyPath: \"y\", mass: 1.3, stiffness: 210, damping: 9.5)")
    case .uiKitDampingDuration:
      return ([0.7, 0.45], "UIView.animate(withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.45, initialSpringVelocity: 0)")
    case .androidSpringForce:
      let k = Double(Float(1234.5)), z = Double(Float(0.35))
      return ([k, z], "SpringForce(\(t(k)), \(t(z)))")
    case .composeSpring:
      let z = Double(Float(0.45)), k = Double(Float(380))
      return ([z, k], "spring(dampingRatio = \(t(z)), stiffness = \(t(k)))")
    case .flutterPhysical: return ([1.3, 210, 9.5], "SpringDescription(mass: 1.3, stiffness: 210, damping: 9.5)")
    case .flutterDampingRatio: return ([1.3, 210, 0.4], "SpringDescription.withDampingRatio(mass: 1.3, stiffness: 210, ratio: 0.4)")
    case .flutterDurationBounce:
      return ([0.3, 0.35], "SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: 300), bounce: 0.35)")
    case .motionPhysical: return ([210, 9.5, 1.3], "{ type: \"spring\", stiffness: 210, damping: 9.5, mass: 1.3 }")
    case .motionDurationBounce: return ([0.6, 0.35], "{ type: \"spring\", duration: 0.6, bounce: 0.35 }")
    case .motionVisualDuration: return ([0.45, 0.2], "{ type: \"spring\", visualDuration: 0.45, bounce: 0.2 }")
    case .popmotionPhysical: return ([210, 9.5, 1.3], "spring({ stiffness: 210, damping: 9.5, mass: 1.3 })")
    case .popmotionDurationBounce: return ([0.6, 0.35, 0], "spring({ duration: 600, bounce: 0.35, velocity: 0 })")
    case .reactSpringTensionFriction: return ([210, 9.5, 1.3], "{ tension: 210, friction: 9.5, mass: 1.3 }")
    case .reactSpringFrequency: return ([0.4, 0.3, 1.3], "{ frequency: 0.4, damping: 0.3, mass: 1.3 }")
    case .reboundTensionFriction: return ([210, 9.5], "SpringConfig(210, 9.5)")
    case .reboundOrigami: return ([12, 4], "SpringConfig.fromOrigamiTensionAndFriction(12, 4)")
    case .reboundBouncinessSpeed: return ([6, 9], "SpringConfig.fromBouncinessAndSpeed(6, 9)")
    case .reactNativePhysical:
      return ([210, 9.5, 1.3], "Animated.spring(value, { toValue: 1, stiffness: 210, damping: 9.5, mass: 1.3, useNativeDriver: true })")
    case .reactNativeOrigami: return ([12, 4], "Animated.spring(value, { toValue: 1, tension: 12, friction: 4 })")
    case .reactNativeBouncinessSpeed: return ([6, 9], "Animated.spring(value, { toValue: 1, bounciness: 6, speed: 9 })")
    case .reanimatedPhysical: return ([1.3, 210, 9.5], "withSpring(1, { mass: 1.3, stiffness: 210, damping: 9.5 })")
    case .reanimatedDuration: return ([420, 0.6], "withSpring(1, { duration: 420, dampingRatio: 0.6 })")
    default:
      Issue.record("No example for the form \(id.rawValue): add one to RegistryParityTests.example")
      return ([], "")
    }
  }

  /// The registry's own spring for the example.
  static func built(_ form: SpringParameterisation, _ values: [Double]) throws -> Spring {
    try form.spring(Dictionary(uniqueKeysWithValues: zip(form.parameters.map(\.name), values))).spring
  }

  /// The physics a motion depends on, as bits.
  static func bits(_ s: Spring) -> [UInt64] { [s.mass, s.stiffness, s.damping].map(\.bitPattern) }

  @Test("Every form is in exactly one platform entry, and every preset prefix names one platform")
  func entries() {
    for id in SpringFormID.allCases {
      #expect(Platform.all.filter { $0.forms.contains { $0.id == id } }.count == 1, "\(id)")
    }
    for preset in SpringPreset.all {
      let prefix = String(preset.name.split(separator: ".").first ?? "")
      #expect(Platform.all.filter { $0.presetPrefixes.contains(prefix) }.count == 1, "\(preset.name)")
    }
    let aliases = Platform.all.flatMap { $0.aliases.map(PlatformID.folded) + [PlatformID.folded($0.id.rawValue)] }
    #expect(Set(aliases).count == aliases.count, "an alias names two platforms")
    for id in PlatformID.allCases { #expect(PlatformID(lenient: id.rawValue) == id) }
    // An engine is spelled as its platform's id and is in its platform's
    // engine slot; UIKit's additive engine is not (UIKit's frames are the
    // closed form, the additive rule only shapes an interruption). Compose's
    // engine ends at its estimate, not a rest rule: its done rule says so.
    for engine in SpringEngine.allCases where ![.exact, .uiKitAdditive].contains(engine) {
      #expect(engine.rawValue == engine.platform?.rawValue, "\(engine)")
      #expect(engine.platform?.platform.engine == engine, "\(engine)")
    }
    #expect(SpringEngine.uiKitAdditive.platform == .uiKit && PlatformID.uiKit.platform.engine == nil)
    #expect(PlatformID.compose.platform.engine == .compose && !PlatformID.compose.platform.done.isRestRule)
    #expect(SpringEngine(lenient: "compose") == .compose && SpringEngine(lenient: "Compose Animatable") == .compose)
    #expect(SpringEngine(lenient: "uikit-additive") == .uiKitAdditive)
  }

  @Test("Expression, kfloop and flags give the registry's spring bit for bit", arguments: SpringFormID.allCases)
  func parity(_ id: SpringFormID) throws {
    let form = id.form
    let (values, code) = Self.example(id)
    try #require(values.count == form.parameters.count)
    let expected = try Self.built(form, values)

    // The curve language, as a pasted snippet is read.
    guard case .spring(let fromCode, _, _, _)? = try SnippetReader.read([code]).curve else {
      Issue.record("\(code) is not a spring")
      return
    }
    #expect(Self.bits(fromCode) == Self.bits(expected), "\(code)")

    // A kfloop keyframe's spring field.
    let kfloop = try KfloopTimelineReader.spring(KfloopNode(value: .string(code), path: "spring"), KfloopScope(nil, parent: nil))
    #expect(Self.bits(kfloop) == Self.bits(expected), "kfloop \(code)")

    // The spring command's flags, where the form has them.
    if form.onCommandLine {
      var args = ["spring", "--format", "json"]
      for (p, v) in zip(form.parameters, values) where p.flag != "velocity" { args += ["--" + p.flag, "\(v)"] }
      let r = cli(args)
      #expect(r.code == 0, "\(args): \(r.err)")
      let s = try #require(r.json?.object("spring"))
      let flagged = [s.number("mass"), s.number("stiffness"), s.number("damping")].map { $0?.bitPattern }
      #expect(flagged == Self.bits(expected).map(Optional.some), "\(args)")
    } else {
      // Its flags select another form with the same map, or none.
      let twin = SpringInput.forms.first { SpringInput.flags($0) == Set(form.parameters.map(\.flag)).subtracting(SpringInput.commonFlags) }
      if let twin { #expect(twin.platform != form.platform || twin.id != id) }
    }
  }

  /// Forms without an exact inverse: Reanimated solves a duration
  /// spring's stiffness by bisection that stops within 1e-3 of its energy
  /// threshold, so no duration gives back a stiffness to the bit.
  static let solvedNumerically: Set<SpringFormID> = [.reanimatedDuration]

  @Test("The inverse map returns the parameters given", arguments: SpringFormID.allCases)
  func inverse(_ id: SpringFormID) throws {
    let form = id.form
    guard !Self.solvedNumerically.contains(id) else {
      #expect(form.orderedValues(of: try Self.built(form, Self.example(id).values)) == nil)
      return
    }
    let (values, _) = Self.example(id)
    let spring = try Self.built(form, values)
    let back = try #require(form.orderedValues(of: spring), "\(id) cannot express its own spring")
    for (p, (given, got)) in zip(form.parameters, zip(values, back.map(\.value))) {
      // Each map is a few floating-point operations each way; findSpring's
      // inverse is exact up to the rounding of its scale-free iteration.
      let error = Swift.abs(got - given) / Swift.max(Swift.abs(given), 1e-300)
      #expect(given == 0 ? got == 0 : error < 1e-12, "\(id) \(p.name): gave \(given), got \(got)")
    }
  }

  @Test("Flags outside a parameter's range are refused, naming the flag and the range")
  func ranges() {
    for form in SpringInput.forms {
      let (values, _) = Self.example(form.id)
      for (k, p) in form.parameters.enumerated() where p.valid.lower.isFinite && p.flag != "velocity" {
        var args = ["spring"]
        for (j, (q, v)) in zip(form.parameters, values).enumerated() where q.flag != "velocity" {
          args += ["--" + q.flag, j == k ? "\(p.valid.lower - 1)" : "\(v)"]
        }
        let r = cli(args)
        #expect(r.code == 64, "\(args)")
        #expect(r.err.contains("--\(p.flag)") && r.err.contains(p.valid.requirement), "\(args): \(r.err)")
      }
    }
  }
}
