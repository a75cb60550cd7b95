// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Android's code, read and written (docs/platforms.md §3).
enum AndroidCode: PlatformCode {
  static let id = PlatformID.android

  /// `SpringForce` with its Float stiffness (k/m: Android has no mass) and
  /// damping ratio; `SpringAnimation`'s start value and velocity (units
  /// per second) when it starts moving.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let f = { (x: Double) in CodeLanguage.kotlin.number(x) }
    var android = ["SpringForce(\(f(s.to))).setStiffness(\(f(s.stiffness / s.mass))).setDampingRatio(\(f(s.dampingRatio)))"]
    if s.initialVelocity != 0 {
      android.append("SpringAnimation(…).setStartValue(\(f(s.from))).setStartVelocity(\(f(s.initialVelocity)))")
    }
    return PlatformSnippets(platform: id, snippets: [Snippet(android, float32: true)], note: massNote(s))
  }

  /// What a spring with a mass other than 1 becomes on Android and Compose.
  static func massNote(_ s: Spring) -> String? { s.mass == 1 ? nil : "Android has no mass: stiffness is k/m" }

  /// `PathInterpolatorCompat` on an animator of whole milliseconds.
  static func bezier(_ b: CubicBezier, duration: Double, digits: CodeDigits) -> Snippet? {
    let f = [b.x1, b.y1, b.x2, b.y2].map { CodeLanguage.kotlin.number($0) }.joined(separator: ", ")
    return Snippet(
      ["animator.setDuration(\(PlatformCodes.milliseconds(duration)))", "animator.setInterpolator(PathInterpolatorCompat.create(\(f)))"],
      float32: true)
  }

  /// The framework's interpolators (AOSP android/view/animation), with
  /// their factors.
  static func function(_ fn: EasingFunction, duration: Double) -> Snippet? {
    let f = { (x: Double) in CodeLanguage.kotlin.number(x) }
    let code: String
    switch (fn.family, fn.mode) {
    case (.sine, .inOut): code = "AccelerateDecelerateInterpolator()"
    case (.power(let p), .in): code = "AccelerateInterpolator(\(f(p / 2)))"
    case (.power(let p), .out): code = "DecelerateInterpolator(\(f(p / 2)))"
    case (.back(let s), .in): code = "AnticipateInterpolator(\(f(s)))"
    case (.back(let s), .out): code = "OvershootInterpolator(\(f(s)))"
    case (.back(let s), .inOut): code = "AnticipateOvershootInterpolator(\(f(s / 1.5)))"
    case (.androidBounce, _): code = "BounceInterpolator()"
    default: return nil
    }
    return Snippet(["animator.setDuration(\(PlatformCodes.milliseconds(duration)))", "animator.setInterpolator(\(code))"], float32: true)
  }
}
