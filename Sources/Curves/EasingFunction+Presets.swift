// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The named easings of easings.net, Compose, GSAP, Flutter, Android and
/// React Native, each as its source defines it: an ``EasingFunction``
/// where the source computes a formula, a ``CubicBezier`` where it is one
/// (docs/curves.md, Easing functions).
extension TimingPreset {
  static var functionPresets: [TimingPreset] {
    var list: [TimingPreset] = []
    func add(_ name: String, _ code: String, _ source: String, _ f: EasingFunction) {
      list.append(TimingPreset(name: name, code: code, source: source, bezier: nil, curve: f))
    }
    func bezier(_ name: String, _ code: String, _ source: String, _ v: (Double, Double, Double, Double)) {
      let b = CubicBezier(x1: v.0, y1: v.1, x2: v.2, y2: v.3)
      list.append(TimingPreset(name: name, code: code, source: source, bezier: b, curve: b))
    }
    let modes: [(EasingFunction.Mode, String)] = [(.in, "In"), (.out, "Out"), (.inOut, "InOut")]
    let penner: [(String, EasingFunction.Family)] = [
      ("Sine", .sine), ("Quad", .power(2)), ("Cubic", .power(3)), ("Quart", .power(4)), ("Quint", .power(5)),
      ("Expo", .expo), ("Circ", .circ), ("Back", .back(EasingFunction.pennerOvershoot)), ("Elastic", .easingsNetElastic),
      ("Bounce", .bounce),
    ]

    // easings.net: the functions themselves.
    let en = "ai/easings.net src/easings/easingsFunctions.ts"
    for (family, f) in penner {
      for (mode, m) in modes {
        // easeInOutBack overshoots by c₂ = 1.70158 × 1.525 in each half.
        let g: EasingFunction.Family = family == "Back" && mode == .inOut ? .back(EasingFunction.pennerOvershoot * 1.525) : f
        add("easings.ease\(m)\(family)", "ease\(m)\(family)", en, EasingFunction(g, mode))
      }
    }

    // Compose: the Ease* Béziers and the exact elastic and bounce.
    let compose = "androidx/androidx compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core/EasingFunctions.kt"
    bezier("compose.linear", "LinearEasing", "androidx/androidx compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core/Easing.kt", (0, 0, 1, 1))
    bezier("compose.ease", "Ease", compose, (0.25, 0.1, 0.25, 1))
    bezier("compose.ease-in", "EaseIn", compose, (0.42, 0, 1, 1))
    bezier("compose.ease-out", "EaseOut", compose, (0, 0, 0.58, 1))
    bezier("compose.ease-in-out", "EaseInOut", compose, (0.42, 0, 0.58, 1))
    let composeBeziers: [(String, (Double, Double, Double, Double))] = [
      ("InSine", (0.12, 0, 0.39, 0)), ("OutSine", (0.61, 1, 0.88, 1)), ("InOutSine", (0.37, 0, 0.63, 1)),
      ("InCubic", (0.32, 0, 0.67, 0)), ("OutCubic", (0.33, 1, 0.68, 1)), ("InOutCubic", (0.65, 0, 0.35, 1)),
      ("InQuint", (0.64, 0, 0.78, 0)), ("OutQuint", (0.22, 1, 0.36, 1)), ("InOutQuint", (0.83, 0, 0.17, 1)),
      ("InCirc", (0.55, 0, 1, 0.45)), ("OutCirc", (0, 0.55, 0.45, 1)), ("InOutCirc", (0.85, 0, 0.15, 1)),
      ("InQuad", (0.11, 0, 0.5, 0)), ("OutQuad", (0.5, 1, 0.89, 1)), ("InOutQuad", (0.45, 0, 0.55, 1)),
      ("InQuart", (0.5, 0, 0.75, 0)), ("OutQuart", (0.25, 1, 0.5, 1)), ("InOutQuart", (0.76, 0, 0.24, 1)),
      ("InExpo", (0.7, 0, 0.84, 0)), ("OutExpo", (0.16, 1, 0.3, 1)), ("InOutExpo", (0.87, 0, 0.13, 1)),
      ("InBack", (0.36, 0, 0.66, -0.56)), ("OutBack", (0.34, 1.56, 0.64, 1)), ("InOutBack", (0.68, -0.6, 0.32, 1.6)),
    ]
    for (name, v) in composeBeziers { bezier("compose.ease-\(Self.kebab(name))", "Ease\(name)", compose, v) }
    for (family, f) in penner where family == "Elastic" || family == "Bounce" {
      for (mode, m) in modes { add("compose.ease-\(Self.kebab(m + family))", "Ease\(m)\(family)", compose, EasingFunction(f, mode)) }
    }

    // GSAP 3: powerN is x^(N+1); elastic's period is 0.3, or 0.45 in
    // inOut; back's overshoot 1.70158.
    let gsap = "greensock/GSAP src/gsap-core.js (_insertEase, _configBack, _configElastic, _easeInOutFromOut)"
    add("gsap.none", "none", gsap, EasingFunction(.power(1), .in))
    let gsapModes: [(EasingFunction.Mode, String)] = [(.in, "in"), (.out, "out"), (.inOut, "inOut")]
    let gsapFamilies: [(String, EasingFunction.Family)] = [
      ("power1", .power(2)), ("power2", .power(3)), ("power3", .power(4)), ("power4", .power(5)), ("sine", .sine),
      ("expo", .expo), ("circ", .circ), ("back", .back(EasingFunction.pennerOvershoot)), ("bounce", .bounce),
    ]
    for (family, f) in gsapFamilies {
      for (mode, m) in gsapModes { add("gsap.\(family).\(m)", "\(family).\(m)", gsap, EasingFunction(f, mode)) }
    }
    for (mode, m) in gsapModes {
      add("gsap.elastic.\(m)", "elastic.\(m)", gsap, EasingFunction(.elastic(amplitude: 1, period: mode == .inOut ? 0.45 : 0.3), mode))
    }

    // Flutter: Curves.*; the Cubic ones are Béziers.
    let flutter = "flutter/flutter packages/flutter/lib/src/animation/curves.dart"
    let flutterBeziers: [(String, (Double, Double, Double, Double))] = [
      ("fastLinearToSlowEaseIn", (0.18, 1, 0.04, 1)), ("ease", (0.25, 0.1, 0.25, 1)), ("easeIn", (0.42, 0, 1, 1)),
      ("easeInToLinear", (0.67, 0.03, 0.65, 0.09)), ("easeInSine", (0.47, 0, 0.745, 0.715)),
      ("easeInQuad", (0.55, 0.085, 0.68, 0.53)), ("easeInCubic", (0.55, 0.055, 0.675, 0.19)),
      ("easeInQuart", (0.895, 0.03, 0.685, 0.22)), ("easeInQuint", (0.755, 0.05, 0.855, 0.06)),
      ("easeInExpo", (0.95, 0.05, 0.795, 0.035)), ("easeInCirc", (0.6, 0.04, 0.98, 0.335)),
      ("easeInBack", (0.6, -0.28, 0.735, 0.045)), ("easeOut", (0, 0, 0.58, 1)), ("linearToEaseOut", (0.35, 0.91, 0.33, 0.97)),
      ("easeOutSine", (0.39, 0.575, 0.565, 1)), ("easeOutQuad", (0.25, 0.46, 0.45, 0.94)),
      ("easeOutCubic", (0.215, 0.61, 0.355, 1)), ("easeOutQuart", (0.165, 0.84, 0.44, 1)),
      ("easeOutQuint", (0.23, 1, 0.32, 1)), ("easeOutExpo", (0.19, 1, 0.22, 1)), ("easeOutCirc", (0.075, 0.82, 0.165, 1)),
      ("easeOutBack", (0.175, 0.885, 0.32, 1.275)), ("easeInOut", (0.42, 0, 0.58, 1)),
      ("easeInOutSine", (0.445, 0.05, 0.55, 0.95)), ("easeInOutQuad", (0.455, 0.03, 0.515, 0.955)),
      ("easeInOutCubic", (0.645, 0.045, 0.355, 1)), ("easeInOutQuart", (0.77, 0, 0.175, 1)),
      ("easeInOutQuint", (0.86, 0, 0.07, 1)), ("easeInOutExpo", (1, 0, 0, 1)), ("easeInOutCirc", (0.785, 0.135, 0.15, 0.86)),
      ("easeInOutBack", (0.68, -0.55, 0.265, 1.55)), ("fastOutSlowIn", (0.4, 0, 0.2, 1)), ("slowMiddle", (0.15, 0.85, 0.85, 0.15)),
    ]
    for (name, v) in flutterBeziers { bezier("flutter.\(Self.kebab(name))", "Curves.\(name)", flutter, v) }
    add("flutter.decelerate", "Curves.decelerate", flutter, EasingFunction(.power(2), .out))
    for (mode, m) in modes {
      add("flutter.bounce-\(Self.kebab(m))", "Curves.bounce\(m)", flutter, EasingFunction(.bounce, mode))
      // ElasticInCurve(period = 0.4) …: GSAP's elastic with amplitude 1.
      add("flutter.elastic-\(Self.kebab(m))", "Curves.elastic\(m)", flutter, EasingFunction(.elastic(amplitude: 1, period: 0.4), mode))
    }

    // Android's interpolators with their default arguments.
    let android = "AOSP frameworks/base/core/java/android/view/animation/"
    add("android.accelerate-decelerate", "AccelerateDecelerateInterpolator()", android + "AccelerateDecelerateInterpolator.java", EasingFunction(.sine, .inOut))
    add("android.accelerate", "AccelerateInterpolator()", android + "AccelerateInterpolator.java", EasingFunction(.power(2), .in))
    add("android.decelerate", "DecelerateInterpolator()", android + "DecelerateInterpolator.java", EasingFunction(.power(2), .out))
    add("android.anticipate", "AnticipateInterpolator()", android + "AnticipateInterpolator.java", EasingFunction(.back(2), .in))
    add("android.overshoot", "OvershootInterpolator()", android + "OvershootInterpolator.java", EasingFunction(.back(2), .out))
    add("android.anticipate-overshoot", "AnticipateOvershootInterpolator()", android + "AnticipateOvershootInterpolator.java", EasingFunction(.back(3), .inOut))
    add("android.bounce", "BounceInterpolator()", android + "BounceInterpolator.java", EasingFunction(.androidBounce, .out))

    // React Native's Easing.
    let rn = "facebook/react-native packages/react-native/Libraries/Animated/Easing.js"
    bezier("react-native.ease", "Easing.ease", rn, (0.42, 0, 1, 1))
    add("react-native.quad", "Easing.quad", rn, EasingFunction(.power(2), .in))
    add("react-native.cubic", "Easing.cubic", rn, EasingFunction(.power(3), .in))
    add("react-native.sin", "Easing.sin", rn, EasingFunction(.sine, .in))
    add("react-native.circle", "Easing.circle", rn, EasingFunction(.circ, .in))
    // Easing.bounce is Penner's bounce-out itself.
    add("react-native.bounce", "Easing.bounce", rn, EasingFunction(.bounce, .out))
    return list
  }

  /// `InOutSine` → `in-out-sine`, `easeInToLinear` → `ease-in-to-linear`.
  static func kebab(_ camel: String) -> String {
    var out = ""
    for c in camel {
      if c.isUppercase {
        if !out.isEmpty { out += "-" }
        out += c.lowercased()
      } else {
        out.append(c)
      }
    }
    return out
  }
}
