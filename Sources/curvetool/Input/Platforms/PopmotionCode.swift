// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Popmotion's code, read and written (docs/platforms.md §3).
enum PopmotionCode: PlatformCode {
  static let id = PlatformID.popmotion

  /// Popmotion 11's `spring()`, which takes the move and the velocity
  /// (units per second) in its options.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.javascript.number(x, digits) }
    let velocity = s.initialVelocity != 0 ? ", velocity: \(n(s.initialVelocity))" : ""
    return PlatformSnippets(platform: id, snippets: [Snippet([
      "spring({ from: \(n(s.from)), to: \(n(s.to)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), mass: \(n(s.mass))\(velocity) })"
    ])])
  }
}
