// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

extension Platform {
  /// UIKit's `usingSpringWithDamping:` with a duration, through the
  /// 1/1500-envelope model (``Spring/init(uikitDuration:dampingRatio:initialSpringVelocity:from:to:)``).
  static let uiKit = Platform(
    id: .uiKit, displayName: "UIKit", aliases: [],
    forms: [
      SpringParameterisation(
        .uiKitDampingDuration, "UIView.animate(withDuration:usingSpringWithDamping:)",
        parameters: [
          SpringParameter("withDuration", flag: "uikit-duration", unit: "s", default: 0.5, valid: .positive),
          SpringParameter(
            "usingSpringWithDamping", flag: "damping-ratio", unit: "1", default: 1,
            valid: ParameterRange(lower: 0, upper: 1, upperOpen: false), applied: "clipped to at least 0.01"),
        ],
        selectors: ["withDuration", "usingSpringWithDamping"],
        source: "https://stackoverflow.com/questions/22332035 (answer 61763337): the community model",
        build: { a in PlatformSpring(Spring(uikitDuration: a[0], dampingRatio: a[1]), note: nil) },
        invert: { s in s.uikitDuration.map { [$0, Swift.min(1, s.dampingRatio)] } })
    ],
    presetPrefixes: [], engine: nil,
    done: DoneRule(.duration, "the animation's duration"), retargetRule: .additive,
    sources: ["https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)"])
}

extension Spring {
  /// UIKit's `usingSpringWithDamping:` with an animation duration, as the
  /// widely used model for it: the envelope e^(−ζω₀T) is 1/1500 at the
  /// duration T, so k = m·(ln 1500)²/(T²·ζ²), with ζ clipped to [0.01, 1].
  ///
  /// - Note: Apple does not document how UIKit derives stiffness from the
  ///   duration; this is the community model of
  ///   https://stackoverflow.com/questions/22332035 (answer 61763337),
  ///   reported as a model wherever it is used.
  public init(uikitDuration duration: Double, dampingRatio: Double, initialSpringVelocity: Double = 0, from: Double = 0, to: Double = 1) {
    let zeta = Swift.min(1, Swift.max(dampingRatio, 0.01))
    let k = pow(log(1500.0), 2) / (duration * duration * zeta * zeta)
    self.init(
      mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(),
      initialVelocity: initialSpringVelocity * (to - from), from: from, to: to)
  }

  /// The UIKit duration of the 1/1500-envelope model, ln(1500)/(ζ·ω₀)
  /// seconds; `nil` outside 0 < ζ ≤ 1 (usingSpringWithDamping's range).
  public var uikitDuration: Double? {
    let zeta = dampingRatio
    guard zeta > 0, zeta <= 1 + 1e-12 else { return nil }
    return log(1500.0) / (Swift.min(zeta, 1) * naturalFrequency)
  }
}

extension SpringEngine {
  /// UIKit and Core Animation spring animations, additive (the default
  /// since iOS 8): the closed form at media time; a new target adds a spring
  /// of the change to the running one
  /// (``ClosedFormEngine/additiveFrames(_:frameRate:duration:retargets:)``).
  /// Not a done rule of its own: it is not in a platform's engine slot.
  public static let uiKitAdditive: SpringEngine = SpringEngine(
    "uiKitAdditive", platform: .uiKit, name: "UIKit (additive)",
    method: "UIKit / Core Animation (closed form at media time; changes added)", isContinuous: true, mark: nil,
    draw: { spring, frameRate, duration, _, retargets in
      retargets.isEmpty
        ? ClosedFormEngine.frames(spring, frameRate: frameRate, duration: duration, rule: nil)
        : ClosedFormEngine.additiveFrames(spring, frameRate: frameRate, duration: duration, retargets: retargets)
    },
    rest: { _, _ in nil })
}

extension SpringFormID {
  /// `UIView.animate(withDuration:usingSpringWithDamping:)`.
  public static let uiKitDampingDuration = SpringFormID("uiKitDampingDuration")
}
