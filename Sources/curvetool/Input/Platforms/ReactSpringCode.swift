// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// react-spring's code, read and written (docs/platforms.md §3).
enum ReactSpringCode: PlatformCode {
  static let id = PlatformID.reactSpring

  /// `{ tension, friction, mass }`, its `velocity` per millisecond.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.javascript.number(x, digits) }
    let moving = s.initialVelocity != 0
    return PlatformSnippets(
      platform: id,
      snippets: [Snippet(["{ tension: \(n(s.stiffness)), friction: \(n(s.damping)), mass: \(n(s.mass))"
        + (moving ? ", velocity: \(n(s.initialVelocity / 1000)) }" : " }")])],
      note: moving ? "react-spring's velocity is per millisecond" : nil)
  }
}
