// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

// The code emitters, one per platform, in one place: a spring
// (`SpringSnippets`) and a cubic Bézier easing (`EasingSnippets`), each
// in the platform's own terms (docs/platforms.md §3).

/// Copy-paste code for one spring on each platform.
enum SpringSnippets {
  /// A number for code: nine significant digits, no exponent noise.

  /// A Kotlin/Java float literal.

  /// The spring's snippets on `platforms` (every platform by default; those
  /// without a spring of their own are left out), each measured by its
  /// round trip (``RoundTrip``) against the spring itself, once per snippet
  /// and digit level.
  static func measured(_ s: Spring, on platforms: [PlatformID] = PlatformID.allCases) -> [PlatformSnippets] {
    let source = RealizedCurve(
      .spring(s, velocity: .absolute(s.initialVelocity), origin: "spring"), from: s.from, to: s.to, duration: nil, velocity: s.initialVelocity)
    return platforms.compactMap { id in
      guard var p = platform(id, s) else { return nil }
      p.snippets = RoundTrip.measured({ platform(id, s, digits: $0)?.snippets ?? [] }, against: source)
      return p
    }
  }

  /// Every platform's forms of the spring, the velocity-carrying form
  /// first, in registry order; platforms without a spring (CSS) are left
  /// out.
  ///
  /// With a start velocity, each platform's velocity-carrying form comes
  /// first, in the platform's own convention: relative to the distance for
  /// SwiftUI `interpolatingSpring`, UIKit `initialSpringVelocity` and
  /// `CASpringAnimation.initialVelocity` (Apple: 1 is the whole distance per
  /// second); value units per second for Android `setStartVelocity`, Compose
  /// `animateTo(initialVelocity =)`, Motion and Popmotion `velocity`, Rebound
  /// `setVelocity` and Flutter `SpringSimulation`; per millisecond for
  /// react-spring. Forms that cannot carry it are marked, and the round trip
  /// states how far they differ.
  static func all(_ s: Spring, digits: CodeDigits = .readable) -> [PlatformSnippets] {
    PlatformID.allCases.compactMap { platform($0, s, digits: digits) }
  }

  /// One platform's forms of the spring (`nil`: the platform has no
  /// spring of its own). The one emitter per platform: `spring`, `convert`
  /// and `fit` all print these.
  static func platform(_ id: PlatformID, _ s: Spring, digits: CodeDigits = .readable) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.swift.number(x, digits) }
    let zeta = s.dampingRatio
    let k1 = s.stiffness / s.mass
    let c1 = s.damping / s.mass
    let rel = s.relativeInitialVelocity
    let relText = rel.map { n($0) } ?? "0"
    let moving = s.initialVelocity != 0
    let massNote = s.mass == 1 ? nil : "Android has no mass: stiffness is k/m"
    switch id {
    case .swiftUI:
      var swiftui: [Snippet] = []
      if let rel, rel != 0 {
        swiftui.append(Snippet([".interpolatingSpring(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), initialVelocity: \(n(rel)))"]))
      }
      if s.bounce > -1, s.bounce < 1 {
        swiftui.append(Snippet([".spring(duration: \(n(s.perceptualDuration)), bounce: \(n(s.bounce)))"], carriesVelocity: false))
      }
      swiftui.append(Snippet(
        ["Spring(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping))" + (zeta > 1 ? ", allowOverDamping: true)" : ")")],
        carriesVelocity: false))
      let note = rel.flatMap { $0 != 0 ? "initialVelocity is relative to the distance: \(n(s.initialVelocity)) /s over \(n(s.to - s.from))" : nil }
      return PlatformSnippets(platform: id, snippets: swiftui, note: note)
    case .uiKit:
      var uikit: [Snippet] = []
      if s.bounce > -1, s.bounce < 1 {
        uikit.append(Snippet(["UIView.animate(springDuration: \(n(s.perceptualDuration)), bounce: \(n(s.bounce)), initialSpringVelocity: \(relText)) { … }"]))
      }
      if let d = s.uikitDuration {
        uikit.append(Snippet(["UIView.animate(withDuration: \(n(d)), delay: 0, usingSpringWithDamping: \(n(Swift.min(zeta, 1))), initialSpringVelocity: \(relText)) { … }"]))
      }
      return PlatformSnippets(
        platform: id, snippets: uikit, note: s.uikitDuration == nil ? nil : "withDuration uses the 1/1500-envelope model; UIKit's own mapping is undocumented")
    case .coreAnimation:
      return PlatformSnippets(platform: id, snippets: [Snippet([
        "let spring = CASpringAnimation(keyPath: \"<#keyPath#>\")",
        "spring.mass = \(n(s.mass)); spring.stiffness = \(n(s.stiffness)); spring.damping = \(n(s.damping)); spring.initialVelocity = \(relText)",
      ])])
    case .android:
      // Android and Compose keep their parameters as Float.
      var android = ["SpringForce(\(CodeLanguage.kotlin.number(s.to))).setStiffness(\(CodeLanguage.kotlin.number(k1))).setDampingRatio(\(CodeLanguage.kotlin.number(zeta)))"]
      if moving { android.append("SpringAnimation(…).setStartValue(\(CodeLanguage.kotlin.number(s.from))).setStartVelocity(\(CodeLanguage.kotlin.number(s.initialVelocity)))") }
      return PlatformSnippets(platform: id, snippets: [Snippet(android, float32: true)], note: massNote)
    case .compose:
      var compose: [Snippet] = []
      if moving {
        compose.append(Snippet(
          ["animatable.animateTo(targetValue = \(CodeLanguage.kotlin.number(s.to)), animationSpec = spring(dampingRatio = \(CodeLanguage.kotlin.number(zeta)), stiffness = \(CodeLanguage.kotlin.number(k1))), initialVelocity = \(CodeLanguage.kotlin.number(s.initialVelocity)))"],
          float32: true))
      }
      compose.append(Snippet(["spring(dampingRatio = \(CodeLanguage.kotlin.number(zeta)), stiffness = \(CodeLanguage.kotlin.number(k1)))"], carriesVelocity: false, float32: true))
      return PlatformSnippets(platform: id, snippets: compose, note: massNote)
    case .motion:
      var motion = [Snippet(["{ type: \"spring\", stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), mass: \(n(s.mass))"
        + (moving ? ", velocity: \(n(s.initialVelocity)) }" : " }")])]
      if let vd = s.motionVisualDuration {
        motion.append(Snippet(["{ type: \"spring\", visualDuration: \(n(vd)), bounce: \(n(1 - Swift.min(zeta, 1))) }"], carriesVelocity: false))
      }
      return PlatformSnippets(platform: id, snippets: motion)
    case .popmotion:
      // Popmotion 11's spring() takes the move and the velocity (units per
      // second) in its options.
      let velocity = moving ? ", velocity: \(n(s.initialVelocity))" : ""
      return PlatformSnippets(platform: id, snippets: [Snippet([
        "spring({ from: \(n(s.from)), to: \(n(s.to)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), mass: \(n(s.mass))\(velocity) })"
      ])])
    case .reactSpring:
      return PlatformSnippets(
        platform: id,
        snippets: [Snippet(["{ tension: \(n(s.stiffness)), friction: \(n(s.damping)), mass: \(n(s.mass))"
          + (moving ? ", velocity: \(n(s.initialVelocity / 1000)) }" : " }")])],
        note: moving ? "react-spring's velocity is per millisecond" : nil)
    case .rebound:
      var config = ["SpringConfig(\(n(k1)), \(n(c1)))  // tension, friction"]
      if moving { config.append("spring.setCurrentValue(\(n(s.from))).setVelocity(\(n(s.initialVelocity))).setEndValue(\(n(s.to)))") }
      var rebound = [Snippet(config)]
      let (oT, oF) = s.origami
      rebound.append(Snippet(["SpringConfig.fromOrigamiTensionAndFriction(\(n(oT)), \(n(oF)))"], carriesVelocity: false))
      if let bs = s.bouncinessAndSpeed {
        rebound.append(Snippet(["SpringConfig.fromBouncinessAndSpeed(\(n(bs.bounciness)), \(n(bs.speed)))"], carriesVelocity: false))
      }
      return PlatformSnippets(platform: id, snippets: rebound)
    case .reactNative:
      // Velocity in value units per second; React Native draws ζ ≥ 1 as
      // critical, so an over-damped spring's snippet is measured off.
      let velocity = moving ? ", velocity: \(n(s.initialVelocity))" : ""
      return PlatformSnippets(platform: id, snippets: [Snippet([
        "Animated.spring(value, { toValue: \(n(s.to)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), mass: \(n(s.mass))\(velocity), useNativeDriver: true })"
      ])], note: zeta > 1 ? "React Native draws every damping ratio of 1 or more as critically damped" : nil)
    case .reanimated:
      // Reanimated 4's withSpring; velocity in value units per second. It
      // draws ζ ≥ 1 as critical, so an over-damped spring is measured off.
      let velocity = moving ? ", velocity: \(n(s.initialVelocity))" : ""
      return PlatformSnippets(platform: id, snippets: [Snippet([
        "withSpring(\(n(s.to)), { mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping))\(velocity) })"
      ])], note: zeta > 1 ? "Reanimated draws every damping ratio of 1 or more as critically damped" : nil)
    case .flutter:
      let description = "SpringDescription(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)))"
      let simulation = moving
        ? Snippet(["final spring = \(description);", "SpringSimulation(spring, \(n(s.from)), \(n(s.to)), \(n(s.initialVelocity)))  // velocity in units per second"])
        : Snippet([description])
      return PlatformSnippets(platform: id, snippets: [
        simulation,
        Snippet(["SpringDescription.withDampingRatio(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), ratio: \(n(zeta)))"], carriesVelocity: false),
      ])
    case .css:
      return nil
    }
  }
}


/// Copy-paste code for a cubic Bézier easing in each platform's own timing
/// function, the duration in code: SwiftUI `.timingCurve`, UIKit
/// `UICubicTimingParameters`, Core Animation `CAMediaTimingFunction`,
/// Android `PathInterpolatorCompat`, Compose `CubicBezierEasing`, Motion's
/// `ease` array and Flutter's `Cubic`. One emitter, used by `convert` and
/// `fit`.
enum EasingSnippets {
  /// The easing over `d` seconds on the platform `id`, or `nil` where the
  /// platform has no Bézier timing function.
  static func bezier(_ id: PlatformID, _ b: CubicBezier, duration d: Double, digits: CodeDigits = .readable) -> Snippet? {
    let n = digits.text
    let p = "\(n(b.x1)), \(n(b.y1)), \(n(b.x2)), \(n(b.y2))"
    let f = [b.x1, b.y1, b.x2, b.y2].map({ CodeLanguage.kotlin.number($0) }).joined(separator: ", ")
    let seconds = digits == .readable ? NumberText.text(d, .duration) : NumberText.text(d, .shortest)
    // Android and Compose take whole milliseconds; Flutter's Duration
    // takes microseconds where milliseconds are not whole.
    let ms = Int(checking: d * 1000, .toNearestOrAwayFromZero) ?? 0
    let flutterDuration = Double(ms) == d * 1000
      ? "Duration(milliseconds: \(ms))" : "Duration(microseconds: \(Int(checking: d * 1e6, .toNearestOrAwayFromZero) ?? 0))"
    switch id {
    case .swiftUI: return Snippet([".timingCurve(\(p), duration: \(seconds))"])
    case .uiKit:
      return Snippet([
        "UIViewPropertyAnimator(duration: \(seconds), timingParameters: UICubicTimingParameters(controlPoint1: CGPoint(x: \(n(b.x1)), y: \(n(b.y1))), controlPoint2: CGPoint(x: \(n(b.x2)), y: \(n(b.y2)))))"
      ])
    case .coreAnimation:
      // The same text export --format swift writes (one definition).
      let controls = [b.x1, b.y1, b.x2, b.y2].map({ CodeLanguage.swift.number($0, nil) }).joined(separator: ", ")
      return Snippet(["animation.timingFunction = CAMediaTimingFunction(controlPoints: \(controls))", "animation.duration = \(seconds)"], float32: true)
    case .android: return Snippet(["animator.setDuration(\(ms))", "animator.setInterpolator(PathInterpolatorCompat.create(\(f)))"], float32: true)
    case .compose: return Snippet(["tween(durationMillis = \(ms), easing = CubicBezierEasing(\(f)))"], float32: true)
    case .motion: return Snippet(["{ duration: \(seconds), ease: [\(p)] }"])
    case .flutter: return Snippet(["controller.duration = \(flutterDuration)", "CurvedAnimation(parent: controller, curve: Cubic(\(p)))"])
    // CSS's is the cubic-bezier form of convert; Popmotion, react-spring,
    // Rebound and React Native have no Bézier timing function curvetool
    // reads back.
    case .css, .popmotion, .reactSpring, .rebound, .reactNative, .reanimated: return nil
    }
  }

  /// An easing function (``EasingFunction``) in a platform's own words,
  /// where the platform names it exactly: Compose's `Ease*` in a `tween`
  /// of whole milliseconds, Android's interpolators (AOSP
  /// android/view/animation), Flutter's `Curves.*` and elastic curves;
  /// `nil` elsewhere.
  static func function(_ id: PlatformID, _ fn: EasingFunction, duration d: Double) -> Snippet? {
    let ms = Int(checking: d * 1000, .toNearestOrAwayFromZero) ?? 0
    func named(_ prefix: String) -> String? {
      TimingPreset.all.first { $0.name.hasPrefix(prefix + ".") && ($0.curve as? EasingFunction) == fn }?.code
    }
    let f = { CodeLanguage.kotlin.number($0) }
    switch id {
    case .compose:
      guard Double(ms) == d * 1000, let code = named("compose") else { return nil }
      return Snippet(["tween(durationMillis = \(ms), easing = \(code))"])
    case .android:
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
      return Snippet(["animator.setDuration(\(ms))", "animator.setInterpolator(\(code))"], float32: true)
    case .flutter:
      let code: String
      if let name = named("flutter") {
        code = name
      } else if case .elastic(1, let period) = fn.family {
        code = ["in": "ElasticInCurve", "out": "ElasticOutCurve", "inOut": "ElasticInOutCurve"][fn.mode.rawValue, default: ""] + "(\(period))"
      } else {
        return nil
      }
      guard Double(ms) == d * 1000 else { return nil }
      return Snippet(["controller.duration = Duration(milliseconds: \(ms))", "CurvedAnimation(parent: controller, curve: \(code))"])
    default:
      return nil
    }
  }
}
