// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Motion's code, read and written (docs/platforms.md §3).
enum MotionCode: PlatformCode {
  static let id = PlatformID.motion

  /// The physical transition (its `velocity` in units per second when it
  /// starts moving) and `{ visualDuration, bounce }` where it exists.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.javascript.number(x, digits) }
    var motion = [Snippet(["{ type: \"spring\", stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), mass: \(n(s.mass))"
      + (s.initialVelocity != 0 ? ", velocity: \(n(s.initialVelocity)) }" : " }")])]
    if let vd = s.motionVisualDuration {
      motion.append(Snippet(["{ type: \"spring\", visualDuration: \(n(vd)), bounce: \(n(1 - Swift.min(s.dampingRatio, 1))) }"], carriesVelocity: false))
    }
    return PlatformSnippets(platform: id, snippets: motion)
  }

  /// `{ duration, ease: [x1, y1, x2, y2] }`.
  static func bezier(_ b: CubicBezier, duration: Double, digits: CodeDigits) -> Snippet? {
    let n = { (x: Double) in CodeLanguage.javascript.number(x, digits) }
    return Snippet(["{ duration: \(PlatformCodes.seconds(duration, digits)), ease: [\(n(b.x1)), \(n(b.y1)), \(n(b.x2)), \(n(b.y2))] }"])
  }

  /// Motion's `steps(n, "end" | "start")` easing.
  static func steps(_ s: StepsEasing, from: Double, to: Double, duration: Double, digits: CodeDigits) -> (snippet: Snippet, note: String)? {
    guard let css = s.css.split(separator: "(").last?.dropLast() else { return nil }
    let parts = css.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    let direction = parts.count > 1 ? ", \"\(parts[1].replacingOccurrences(of: "jump-", with: ""))\"" : ""
    guard ["", ", \"end\"", ", \"start\""].contains(direction) else { return nil }
    return (Snippet(["{ duration: \(NumberText.text(duration, .duration)), ease: steps(\(parts[0])\(direction)) }"]), "steps from motion")
  }
}
