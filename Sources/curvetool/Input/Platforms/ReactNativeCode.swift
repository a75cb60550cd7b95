// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// React Native's code, read and written (docs/platforms.md §3).
enum ReactNativeCode: PlatformCode {
  static let id = PlatformID.reactNative

  /// `Animated.spring`, its velocity in units per second. React Native
  /// draws ζ ≥ 1 as critical, so an over-damped spring's snippet is
  /// measured off.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.javascript.number(x, digits) }
    let velocity = s.initialVelocity != 0 ? ", velocity: \(n(s.initialVelocity))" : ""
    return PlatformSnippets(platform: id, snippets: [Snippet([
      "Animated.spring(value, { toValue: \(n(s.to)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), mass: \(n(s.mass))\(velocity), useNativeDriver: true })"
    ])], note: s.dampingRatio > 1 ? "React Native draws every damping ratio of 1 or more as critically damped" : nil)
  }
}
