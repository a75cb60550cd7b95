// This file is part of curvetool. SPDX-License-Identifier: MIT

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
