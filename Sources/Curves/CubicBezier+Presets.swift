// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A named timing curve with where it comes from.
public struct TimingPreset: Sendable {
  /// `css.ease-in-out`, `swiftui.circular-ease-in`, `easings.easeInOutBack`,
  /// `gsap.power2.out` …
  public let name: String
  /// How the platform writes it.
  public let code: String
  public let source: String
  /// The curve as a Bézier, when it is one.
  public let bezier: CubicBezier?
  /// The curve itself (Bézier or an exact function such as SwiftUI's
  /// circular curves).
  public let curve: any TimingCurve

  /// Every preset that is a Bézier, and the circular curves.
  public static let all: [TimingPreset] = {
    var list: [TimingPreset] = []
    func add(_ name: String, _ code: String, _ source: String, _ v: (Double, Double, Double, Double)) {
      let b = CubicBezier(x1: v.0, y1: v.1, x2: v.2, y2: v.3)
      list.append(TimingPreset(name: name, code: code, source: source, bezier: b, curve: b))
    }
    let css = "https://drafts.csswg.org/css-easing-1/#cubic-bezier-easing-functions"
    add("css.linear", "linear", css, (0, 0, 1, 1))
    add("css.ease", "ease", css, (0.25, 0.1, 0.25, 1))
    add("css.ease-in", "ease-in", css, (0.42, 0, 1, 1))
    add("css.ease-out", "ease-out", css, (0, 0, 0.58, 1))
    add("css.ease-in-out", "ease-in-out", css, (0.42, 0, 0.58, 1))
    let ca = "https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname"
    add("ca.default", "CAMediaTimingFunction(name: .default)", ca, (0.25, 0.1, 0.25, 1))
    add("ca.ease-in", "CAMediaTimingFunction(name: .easeIn)", ca, (0.42, 0, 1, 1))
    add("ca.ease-out", "CAMediaTimingFunction(name: .easeOut)", ca, (0, 0, 0.58, 1))
    add("ca.ease-in-ease-out", "CAMediaTimingFunction(name: .easeInEaseOut)", ca, (0.42, 0, 0.58, 1))
    add("ca.linear", "CAMediaTimingFunction(name: .linear)", ca, (0, 0, 1, 1))
    let su = "https://developer.apple.com/documentation/swiftui/unitcurve"
    add("swiftui.ease-in", "UnitCurve.easeIn", su, (0.42, 0, 1, 1))
    add("swiftui.ease-out", "UnitCurve.easeOut", su, (0, 0, 0.58, 1))
    add("swiftui.ease-in-out", "UnitCurve.easeInOut", su, (0.42, 0, 0.58, 1))
    add("swiftui.linear", "UnitCurve.linear", su, (0, 0, 1, 1))
    for c in CircularCurve.allCases {
      list.append(TimingPreset(name: "swiftui.\(c.rawValue)", code: "UnitCurve.\(c.swiftName)", source: su, bezier: nil, curve: c))
    }
    let m3 = "androidx/androidx compose/material3 tokens/MotionTokens.kt; https://m3.material.io/styles/motion/easing-and-duration/tokens-specs"
    add("m3.standard", "MotionTokens.EasingStandardCubicBezier", m3, (0.2, 0, 0, 1))
    add("m3.standard-decelerate", "MotionTokens.EasingStandardDecelerateCubicBezier", m3, (0, 0, 0, 1))
    add("m3.standard-accelerate", "MotionTokens.EasingStandardAccelerateCubicBezier", m3, (0.3, 0, 1, 1))
    add("m3.emphasized", "MotionTokens.EasingEmphasizedCubicBezier", m3, (0.2, 0, 0, 1))
    add("m3.emphasized-decelerate", "MotionTokens.EasingEmphasizedDecelerateCubicBezier", m3, (0.05, 0.7, 0.1, 1))
    add("m3.emphasized-accelerate", "MotionTokens.EasingEmphasizedAccelerateCubicBezier", m3, (0.3, 0, 0.8, 0.15))
    let m2 = "androidx/androidx compose/animation/animation-core Easing.kt; Material 2 motion"
    add("material.standard", "FastOutSlowInEasing", m2, (0.4, 0, 0.2, 1))
    add("material.decelerate", "LinearOutSlowInEasing", m2, (0, 0, 0.2, 1))
    add("material.accelerate", "FastOutLinearInEasing", m2, (0.4, 0, 1, 1))
    let en = "ai/easings.net src/easings.yml"
    let easings: [(String, (Double, Double, Double, Double))] = [
      ("easeInSine", (0.12, 0, 0.39, 0)), ("easeOutSine", (0.61, 1, 0.88, 1)), ("easeInOutSine", (0.37, 0, 0.63, 1)),
      ("easeInQuad", (0.11, 0, 0.5, 0)), ("easeOutQuad", (0.5, 1, 0.89, 1)), ("easeInOutQuad", (0.45, 0, 0.55, 1)),
      ("easeInCubic", (0.32, 0, 0.67, 0)), ("easeOutCubic", (0.33, 1, 0.68, 1)), ("easeInOutCubic", (0.65, 0, 0.35, 1)),
      ("easeInQuart", (0.5, 0, 0.75, 0)), ("easeOutQuart", (0.25, 1, 0.5, 1)), ("easeInOutQuart", (0.76, 0, 0.24, 1)),
      ("easeInQuint", (0.64, 0, 0.78, 0)), ("easeOutQuint", (0.22, 1, 0.36, 1)), ("easeInOutQuint", (0.83, 0, 0.17, 1)),
      ("easeInExpo", (0.7, 0, 0.84, 0)), ("easeOutExpo", (0.16, 1, 0.3, 1)), ("easeInOutExpo", (0.87, 0, 0.13, 1)),
      ("easeInCirc", (0.55, 0, 1, 0.45)), ("easeOutCirc", (0, 0.55, 0.45, 1)), ("easeInOutCirc", (0.85, 0, 0.15, 1)),
      ("easeInBack", (0.36, 0, 0.66, -0.56)), ("easeOutBack", (0.34, 1.56, 0.64, 1)), ("easeInOutBack", (0.68, -0.6, 0.32, 1.6)),
    ]
    // easings.net's CSS for each function (the functions themselves are
    // `easings.<name>`, ``EasingFunction``).
    for (name, v) in easings {
      let b = CubicBezier(x1: v.0, y1: v.1, x2: v.2, y2: v.3)
      list.append(TimingPreset(name: "easings-css.\(name)", code: b.css, source: en, bezier: b, curve: b))
    }
    let classic = "ai/easings.net easings.yml (the classic set, from Ceaser)"
    let classics: [(String, (Double, Double, Double, Double))] = [
      ("easeInSine", (0.47, 0, 0.745, 0.715)), ("easeOutSine", (0.39, 0.575, 0.565, 1)),
      ("easeInOutSine", (0.445, 0.05, 0.55, 0.95)), ("easeInQuad", (0.55, 0.085, 0.68, 0.53)),
      ("easeOutQuad", (0.25, 0.46, 0.45, 0.94)), ("easeInOutQuad", (0.455, 0.03, 0.515, 0.955)),
      ("easeInCubic", (0.55, 0.055, 0.675, 0.19)), ("easeOutCubic", (0.215, 0.61, 0.355, 1)),
      ("easeInOutCubic", (0.645, 0.045, 0.355, 1)), ("easeInQuart", (0.895, 0.03, 0.685, 0.22)),
      ("easeOutQuart", (0.165, 0.84, 0.44, 1)), ("easeInOutQuart", (0.77, 0, 0.175, 1)),
      ("easeInQuint", (0.755, 0.05, 0.855, 0.06)), ("easeOutQuint", (0.23, 1, 0.32, 1)),
      ("easeInOutQuint", (0.86, 0, 0.07, 1)), ("easeInExpo", (0.95, 0.05, 0.795, 0.035)),
      ("easeOutExpo", (0.19, 1, 0.22, 1)), ("easeInOutExpo", (1, 0, 0, 1)), ("easeInCirc", (0.6, 0.04, 0.98, 0.335)),
      ("easeOutCirc", (0.075, 0.82, 0.165, 1)), ("easeInOutCirc", (0.785, 0.135, 0.15, 0.86)),
      ("easeInBack", (0.6, -0.28, 0.735, 0.045)), ("easeOutBack", (0.175, 0.885, 0.32, 1.275)),
      ("easeInOutBack", (0.68, -0.55, 0.265, 1.55)),
    ]
    // Their code is the CSS they were published as: the bare names are
    // easings.net's exact functions (`easings.<name>`).
    for (name, v) in classics {
      let b = CubicBezier(x1: v.0, y1: v.1, x2: v.2, y2: v.3)
      list.append(TimingPreset(name: "easings-classic.\(name)", code: b.css, source: classic, bezier: b, curve: b))
    }
    return list + functionPresets
  }()

  /// The preset with this name, if any. CSS keywords (`ease-in-out`) and
  /// easings.net names (`easeInOutBack`) are accepted without their prefix.
  public static func named(_ name: String) -> TimingPreset? {
    all.first { $0.name == name } ?? all.first { $0.name == "css." + name } ?? all.first { $0.name == "easings." + name }
  }
}

extension CubicBezier {
  /// CSS `ease`: (0.25, 0.1, 0.25, 1).
  public static let ease = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
  /// CSS `ease-in`: (0.42, 0, 1, 1).
  public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// CSS `ease-out`: (0, 0, 0.58, 1).
  public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// CSS `ease-in-out`: (0.42, 0, 0.58, 1).
  public static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// CSS `linear`: (0, 0, 1, 1).
  public static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
}
