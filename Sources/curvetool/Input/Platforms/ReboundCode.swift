// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Rebound's code, read and written (docs/platforms.md §3).
enum ReboundCode: PlatformCode {
  static let id = PlatformID.rebound

  /// `SpringConfig(tension, friction)` (per unit mass) with the spring's
  /// start and velocity when it starts moving, the Origami form and the
  /// bounciness-and-speed form where it exists.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.javascript.number(x, digits) }
    var config = ["SpringConfig(\(n(s.stiffness / s.mass)), \(n(s.damping / s.mass)))  // tension, friction"]
    if s.initialVelocity != 0 {
      config.append("spring.setCurrentValue(\(n(s.from))).setVelocity(\(n(s.initialVelocity))).setEndValue(\(n(s.to)))")
    }
    var rebound = [Snippet(config)]
    let (oT, oF) = s.origami
    rebound.append(Snippet(["SpringConfig.fromOrigamiTensionAndFriction(\(n(oT)), \(n(oF)))"], carriesVelocity: false))
    if let bs = s.bouncinessAndSpeed {
      rebound.append(Snippet(["SpringConfig.fromBouncinessAndSpeed(\(n(bs.bounciness)), \(n(bs.speed)))"], carriesVelocity: false))
    }
    return PlatformSnippets(platform: id, snippets: rebound)
  }
}
