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
  static func all(_ s: Spring) -> [(platform: String, code: [String], note: String?)] {
    var out: [(String, [String], String?)] = []
    let zeta = s.dampingRatio
    let k1 = s.stiffness / s.mass
    let c1 = s.damping / s.mass
    let rel = s.relativeInitialVelocity
    let relText = rel.map { n($0) } ?? "0"
    // SwiftUI
    var swiftui: [String] = []
    if s.bounce > -1, s.bounce < 1 {
      swiftui.append(".spring(duration: \(n(s.perceptualDuration)), bounce: \(n(s.bounce)))")
    }
    swiftui.append("Spring(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping))"
      + (zeta > 1 ? ", allowOverDamping: true)" : ")"))
    if let rel, rel != 0 {
      swiftui.append(".interpolatingSpring(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), initialVelocity: \(n(rel)))")
    }
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
    out.append(("Compose", ["spring(dampingRatio = \(f(zeta)), stiffness = \(f(k1)))"], note))
    // Framer Motion
    var motion = ["{ type: \"spring\", stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), mass: \(n(s.mass))"
      + (s.initialVelocity != 0 ? ", velocity: \(n(s.initialVelocity)) }" : " }")]
    if let vd = s.motionVisualDuration { motion.append("{ type: \"spring\", visualDuration: \(n(vd)), bounce: \(n(1 - Swift.min(zeta, 1))) }") }
    out.append(("Framer Motion", motion, nil))
    // react-spring
    out.append(("react-spring", [
      "{ tension: \(n(s.stiffness)), friction: \(n(s.damping)), mass: \(n(s.mass))"
        + (s.initialVelocity != 0 ? ", velocity: \(n(s.initialVelocity / 1000)) }" : " }")
    ], s.initialVelocity != 0 ? "react-spring's velocity is per millisecond" : nil))
    // Rebound / POP
    var rebound = ["SpringConfig(\(n(k1)), \(n(c1)))  // tension, friction"]
    let (oT, oF) = s.origami
    rebound.append("SpringConfig.fromOrigamiTensionAndFriction(\(n(oT)), \(n(oF)))")
    if let bs = s.bouncinessAndSpeed {
      rebound.append("SpringConfig.fromBouncinessAndSpeed(\(n(bs.bounciness)), \(n(bs.speed)))")
    }
    out.append(("Rebound / POP", rebound, nil))
    // Flutter
    out.append(("Flutter", [
      "SpringDescription(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)))",
      "SpringDescription.withDampingRatio(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), ratio: \(n(zeta)))",
    ], s.initialVelocity != 0 ? "SpringSimulation(spring, \(n(s.from)), \(n(s.to)), \(n(s.initialVelocity))) takes the velocity in units per second" : nil))
    return out
  }
}
