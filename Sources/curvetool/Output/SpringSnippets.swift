// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Copy-paste code for one spring on each platform.
enum SpringSnippets {
  /// A number for code: up to 9 significant digits, no exponent noise.
  static func n(_ x: Double) -> String { NumberText.significant(x, digits: 9) }

  /// A Kotlin/Java float literal: the shortest text of the Float, with `f`.
  static func f(_ x: Double) -> String {
    Float(x).description + "f"
  }

  /// (platform, lines of code, note) for every platform that can express it.
  ///
  /// With a start velocity, each platform's velocity-carrying form comes
  /// first, in the platform's own convention: relative to the distance for
  /// SwiftUI `interpolatingSpring`, UIKit `initialSpringVelocity` and
  /// `CASpringAnimation.initialVelocity` (Apple: 1 is the whole distance per
  /// second); value units per second for Android `setStartVelocity`, Compose
  /// `animateTo(initialVelocity =)`, Motion `velocity`, Rebound
  /// `setVelocity` and Flutter `SpringSimulation`; per millisecond for
  /// react-spring. A form that cannot carry it says so, with how far the
  /// motion then differs (``Spring/velocityDropError``).
  static func all(_ s: Spring) -> [(platform: String, code: [String], note: String?)] {
    var out: [(String, [String], String?)] = []
    let zeta = s.dampingRatio
    let k1 = s.stiffness / s.mass
    let c1 = s.damping / s.mass
    let rel = s.relativeInitialVelocity
    let relText = rel.map { n($0) } ?? "0"
    let moving = s.initialVelocity != 0
    let lost = moving ? "  // no start velocity: off by up to \(NumberText.significant(s.velocityDropError, digits: 3)) of the move" : ""
    // SwiftUI
    var swiftui: [String] = []
    if let rel, rel != 0 {
      swiftui.append(".interpolatingSpring(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), initialVelocity: \(n(rel)))")
    }
    if s.bounce > -1, s.bounce < 1 {
      swiftui.append(".spring(duration: \(n(s.perceptualDuration)), bounce: \(n(s.bounce)))" + lost)
    }
    swiftui.append("Spring(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping))"
      + (zeta > 1 ? ", allowOverDamping: true)" : ")") + lost)
    out.append(("SwiftUI", swiftui, rel.map { $0 != 0 ? "initialVelocity is relative to the distance: \(n(s.initialVelocity)) /s over \(n(s.to - s.from))" : nil } ?? nil))
    // UIKit
    var uikit: [String] = []
    if s.bounce > -1, s.bounce < 1 {
      uikit.append("UIView.animate(springDuration: \(n(s.perceptualDuration)), bounce: \(n(s.bounce)), initialSpringVelocity: \(relText)) { … }")
    }
    if let d = s.uikitDuration {
      uikit.append("UIView.animate(withDuration: \(n(d)), delay: 0, usingSpringWithDamping: \(n(Swift.min(zeta, 1))), initialSpringVelocity: \(relText)) { … }")
    }
    out.append(("UIKit", uikit, s.uikitDuration == nil ? nil : "withDuration uses the 1/1500-envelope model; UIKit's own mapping is undocumented"))
    // Core Animation
    out.append(("Core Animation", [
      "let spring = CASpringAnimation(keyPath: \"<#keyPath#>\")",
      "spring.mass = \(n(s.mass)); spring.stiffness = \(n(s.stiffness)); spring.damping = \(n(s.damping)); spring.initialVelocity = \(relText)",
    ], nil))
    // Android
    let note = s.mass == 1 ? nil : "Android has no mass: stiffness is k/m"
    var android = ["SpringForce(\(f(s.to))).setStiffness(\(f(k1))).setDampingRatio(\(f(zeta)))"]
    if s.initialVelocity != 0 { android.append("SpringAnimation(…).setStartValue(\(f(s.from))).setStartVelocity(\(f(s.initialVelocity)))") }
    out.append(("Android", android, note))
    var compose: [String] = []
    if moving {
      compose.append("animatable.animateTo(targetValue = \(f(s.to)), animationSpec = spring(dampingRatio = \(f(zeta)), stiffness = \(f(k1))), initialVelocity = \(f(s.initialVelocity)))")
    }
    compose.append("spring(dampingRatio = \(f(zeta)), stiffness = \(f(k1)))" + lost)
    out.append(("Compose", compose, note))
    // Framer Motion
    var motion = ["{ type: \"spring\", stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), mass: \(n(s.mass))"
      + (s.initialVelocity != 0 ? ", velocity: \(n(s.initialVelocity)) }" : " }")]
    if let vd = s.motionVisualDuration { motion.append("{ type: \"spring\", visualDuration: \(n(vd)), bounce: \(n(1 - Swift.min(zeta, 1))) }" + lost) }
    out.append(("Framer Motion", motion, nil))
    // react-spring
    out.append(("react-spring", [
      "{ tension: \(n(s.stiffness)), friction: \(n(s.damping)), mass: \(n(s.mass))"
        + (s.initialVelocity != 0 ? ", velocity: \(n(s.initialVelocity / 1000)) }" : " }")
    ], s.initialVelocity != 0 ? "react-spring's velocity is per millisecond" : nil))
    // Rebound / POP
    var rebound = ["SpringConfig(\(n(k1)), \(n(c1)))  // tension, friction"]
    if moving { rebound.append("spring.setCurrentValue(\(n(s.from))).setVelocity(\(n(s.initialVelocity))).setEndValue(\(n(s.to)))") }
    let (oT, oF) = s.origami
    rebound.append("SpringConfig.fromOrigamiTensionAndFriction(\(n(oT)), \(n(oF)))")
    if let bs = s.bouncinessAndSpeed {
      rebound.append("SpringConfig.fromBouncinessAndSpeed(\(n(bs.bounciness)), \(n(bs.speed)))")
    }
    out.append(("Rebound / POP", rebound, nil))
    // Flutter
    var flutter = [
      "SpringDescription(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)))",
      "SpringDescription.withDampingRatio(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), ratio: \(n(zeta)))",
    ]
    if moving { flutter.append("SpringSimulation(spring, \(n(s.from)), \(n(s.to)), \(n(s.initialVelocity)))  // velocity in units per second") }
    out.append(("Flutter", flutter, nil))
    return out
  }
}
