// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// SwiftUI's code, read and written (docs/platforms.md §3).
enum SwiftUICode: PlatformCode {
  static let id = PlatformID.swiftUI

  /// `.interpolatingSpring` when the spring starts moving (its
  /// `initialVelocity` relative to the distance), `.spring(duration:bounce:)`
  /// and `Spring(mass:stiffness:damping:)` (over-damping allowed when it is).
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.swift.number(x, digits) }
    var swiftui: [Snippet] = []
    let rel = s.relativeInitialVelocity
    if let rel, rel != 0 {
      swiftui.append(Snippet([".interpolatingSpring(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), initialVelocity: \(n(rel)))"]))
    }
    if s.bounce > -1, s.bounce < 1 {
      swiftui.append(Snippet([".spring(duration: \(n(s.perceptualDuration)), bounce: \(n(s.bounce)))"], carriesVelocity: false))
    }
    swiftui.append(Snippet(
      ["Spring(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping))" + (s.dampingRatio > 1 ? ", allowOverDamping: true)" : ")")],
      carriesVelocity: false))
    let note = rel.flatMap { $0 != 0 ? "initialVelocity is relative to the distance: \(n(s.initialVelocity)) /s over \(n(s.to - s.from))" : nil }
    return PlatformSnippets(platform: id, snippets: swiftui, note: note)
  }

  /// `.timingCurve(x1, y1, x2, y2, duration:)`.
  static func bezier(_ b: CubicBezier, duration: Double, digits: CodeDigits) -> Snippet? {
    let n = digits.text
    return Snippet([".timingCurve(\(n(b.x1)), \(n(b.y1)), \(n(b.x2)), \(n(b.y2)), duration: \(PlatformCodes.seconds(duration, digits)))"])
  }
}
