// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The named easings of collections that are no platform: easings.net (its
/// exact functions, its CSS and the classic Ceaser set) and GSAP, each as
/// its source defines it: an ``EasingFunction`` where the source computes
/// a formula, a ``CubicBezier`` where it is one (docs/curves.md, Easing
/// functions).
extension TimingPreset {
  /// In, out and in-out, with the suffix the names use.
  static let modes: [(EasingFunction.Mode, String)] = [(.in, "In"), (.out, "Out"), (.inOut, "InOut")]

  /// Robert Penner's families, as easings.net names them.
  static let penner: [(String, EasingFunction.Family)] = [
    ("Sine", .sine), ("Quad", .power(2)), ("Cubic", .power(3)), ("Quart", .power(4)), ("Quint", .power(5)),
    ("Expo", .expo), ("Circ", .circ), ("Back", .back(EasingFunction.pennerOvershoot)), ("Elastic", .easingsNetElastic),
    ("Bounce", .bounce),
  ]

  /// easings.net, its CSS, the classic set and GSAP.
  public static let libraries: [TimingPreset] = easingsNet + easingsCSS + easingsClassic + gsap

  static var easingsNet: [TimingPreset] {
    let en = "ai/easings.net src/easings/easingsFunctions.ts"
    return penner.flatMap { family, f in
      modes.map { mode, m in
        let g: EasingFunction.Family = family == "Back" && mode == .inOut ? .back(EasingFunction.pennerOvershoot * 1.525) : f
        return function("easings.ease\(m)\(family)", "ease\(m)\(family)", en, EasingFunction(g, mode))
      }
    }
  }

  /// easings.net's CSS for each function (the functions themselves are
  /// `easings.<name>`).
  static var easingsCSS: [TimingPreset] {
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
    return easings.map { name, v in
      let b = CubicBezier(x1: v.0, y1: v.1, x2: v.2, y2: v.3)
      return TimingPreset(name: "easings-css.\(name)", code: b.css, source: en, bezier: b, curve: b)
    }
  }

  /// The classic set, from Ceaser: their code is the CSS they were
  /// published as (the bare names are easings.net's exact functions).
  static var easingsClassic: [TimingPreset] {
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
    return classics.map { name, v in
      let b = CubicBezier(x1: v.0, y1: v.1, x2: v.2, y2: v.3)
      return TimingPreset(name: "easings-classic.\(name)", code: b.css, source: classic, bezier: b, curve: b)
    }
  }

  static var gsap: [TimingPreset] {
    let gsap = "greensock/GSAP src/gsap-core.js (_insertEase, _configBack, _configElastic, _easeInOutFromOut)"
    var list = [function("gsap.none", "none", gsap, EasingFunction(.power(1), .in))]
    let gsapModes: [(EasingFunction.Mode, String)] = [(.in, "in"), (.out, "out"), (.inOut, "inOut")]
    let gsapFamilies: [(String, EasingFunction.Family)] = [
      ("power1", .power(2)), ("power2", .power(3)), ("power3", .power(4)), ("power4", .power(5)), ("sine", .sine),
      ("expo", .expo), ("circ", .circ), ("back", .back(EasingFunction.pennerOvershoot)), ("bounce", .bounce),
    ]
    for (family, f) in gsapFamilies {
      for (mode, m) in gsapModes { list.append(function("gsap.\(family).\(m)", "\(family).\(m)", gsap, EasingFunction(f, mode))) }
    }
    for (mode, m) in gsapModes {
      list.append(function("gsap.elastic.\(m)", "elastic.\(m)", gsap, EasingFunction(.elastic(amplitude: 1, period: mode == .inOut ? 0.45 : 0.3), mode)))
    }
    return list
  }
}
