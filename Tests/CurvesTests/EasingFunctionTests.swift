// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import Curves

/// Each named easing function against its source's formula, written out
/// here as the source writes it: easings.net (`src/easings/easingsFunctions.ts`),
/// GSAP 3 (`src/gsap-core.js`), AOSP's interpolators, Flutter's
/// `curves.dart` and React Native's `Easing.js`. Where the source's
/// operations are ours in another order (a mirror `1 − f(1 − x)` against a
/// formula written for `out`), the two agree to a few units in the last
/// place of 1; the tolerance is 1e-14.
@Suite struct EasingFunctionTests {
  static let xs: [Double] = [0.01, 0.1, 0.2, 0.25, 0.3, 0.37, 0.45, 0.5, 0.55, 0.63, 0.7, 0.8, 0.9, 0.95, 0.999]
  static let tolerance = 1e-14

  static func check(_ f: EasingFunction, _ reference: (Double) -> Double, _ label: String) {
    for x in xs {
      let p = f.progress(at: x)
      #expect(Swift.abs(p - reference(x)) <= tolerance, "\(label) at \(x): \(p) against \(reference(x))")
    }
    #expect(f.progress(at: 0) == 0 && f.progress(at: 1) == 1, "\(label) ends")
  }

  // easings.net, as easingsFunctions.ts writes each one.
  static let c1 = 1.70158
  static let c2 = c1 * 1.525
  static let c3 = c1 + 1
  static let c4 = (2 * Double.pi) / 3
  static let c5 = (2 * Double.pi) / 4.5
  static func bounceOut(_ x: Double) -> Double {
    let n1 = 7.5625
    let d1 = 2.75
    if x < 1 / d1 { return n1 * x * x }
    if x < 2 / d1 { let u = x - 1.5 / d1; return n1 * u * u + 0.75 }
    if x < 2.5 / d1 { let u = x - 2.25 / d1; return n1 * u * u + 0.9375 }
    let u = x - 2.625 / d1
    return n1 * u * u + 0.984375
  }
  static let easingsNet: [String: @Sendable (Double) -> Double] = [
    "easeInQuad": { $0 * $0 }, "easeOutQuad": { 1 - (1 - $0) * (1 - $0) },
    "easeInOutQuad": { $0 < 0.5 ? 2 * $0 * $0 : 1 - pow(-2 * $0 + 2, 2) / 2 },
    "easeInCubic": { $0 * $0 * $0 }, "easeOutCubic": { 1 - pow(1 - $0, 3) },
    "easeInOutCubic": { $0 < 0.5 ? 4 * $0 * $0 * $0 : 1 - pow(-2 * $0 + 2, 3) / 2 },
    "easeInQuart": { pow($0, 4) }, "easeOutQuart": { 1 - pow(1 - $0, 4) },
    "easeInOutQuart": { $0 < 0.5 ? 8 * pow($0, 4) : 1 - pow(-2 * $0 + 2, 4) / 2 },
    "easeInQuint": { pow($0, 5) }, "easeOutQuint": { 1 - pow(1 - $0, 5) },
    "easeInOutQuint": { $0 < 0.5 ? 16 * pow($0, 5) : 1 - pow(-2 * $0 + 2, 5) / 2 },
    "easeInSine": { 1 - cos($0 * Double.pi / 2) }, "easeOutSine": { sin($0 * Double.pi / 2) },
    "easeInOutSine": { -(cos(Double.pi * $0) - 1) / 2 },
    "easeInExpo": { $0 == 0 ? 0 : pow(2, 10 * $0 - 10) }, "easeOutExpo": { $0 == 1 ? 1 : 1 - pow(2, -10 * $0) },
    "easeInOutExpo": { x in x == 0 ? 0 : x == 1 ? 1 : x < 0.5 ? pow(2, 20 * x - 10) / 2 : (2 - pow(2, -20 * x + 10)) / 2 },
    "easeInCirc": { 1 - sqrt(1 - pow($0, 2)) }, "easeOutCirc": { sqrt(1 - pow($0 - 1, 2)) },
    "easeInOutCirc": { x in x < 0.5 ? (1 - sqrt(1 - pow(2 * x, 2))) / 2 : (sqrt(1 - pow(-2 * x + 2, 2)) + 1) / 2 },
    "easeInBack": { c3 * $0 * $0 * $0 - c1 * $0 * $0 }, "easeOutBack": { 1 + c3 * pow($0 - 1, 3) + c1 * pow($0 - 1, 2) },
    "easeInOutBack": { x in
      x < 0.5 ? (pow(2 * x, 2) * ((c2 + 1) * 2 * x - c2)) / 2 : (pow(2 * x - 2, 2) * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
    },
    "easeInElastic": { x in x == 0 ? 0 : x == 1 ? 1 : -pow(2, 10 * x - 10) * sin((x * 10 - 10.75) * c4) },
    "easeOutElastic": { x in x == 0 ? 0 : x == 1 ? 1 : pow(2, -10 * x) * sin((x * 10 - 0.75) * c4) + 1 },
    "easeInOutElastic": { x in
      x == 0 ? 0 : x == 1 ? 1 : x < 0.5 ? -(pow(2, 20 * x - 10) * sin((20 * x - 11.125) * c5)) / 2
        : pow(2, -20 * x + 10) * sin((20 * x - 11.125) * c5) / 2 + 1
    },
    "easeInBounce": { 1 - bounceOut(1 - $0) }, "easeOutBounce": bounceOut,
    "easeInOutBounce": { x in x < 0.5 ? (1 - bounceOut(1 - 2 * x)) / 2 : (1 + bounceOut(2 * x - 1)) / 2 },
  ]

  @Test("easings.net: all 30 functions, as easingsFunctions.ts computes them; Compose's EaseIn/Out/InOut Elastic and Bounce are the same formulas")
  func easingsNet() throws {
    #expect(Self.easingsNet.count == 30)
    for (name, reference) in Self.easingsNet {
      let f = try #require(TimingPreset.named("easings." + name)?.curve as? EasingFunction, "\(name)")
      Self.check(f, reference, name)
    }
    for name in ["InElastic", "OutElastic", "InOutElastic", "InBounce", "OutBounce", "InOutBounce"] {
      let compose = try #require(TimingPreset.all.first { $0.code == "Ease" + name }?.curve as? EasingFunction)
      Self.check(compose, try #require(Self.easingsNet["ease" + name]), "Ease" + name)
    }
  }

  @Test("GSAP 3: power1…4, sine, expo, circ, back (overshoot) and elastic (amplitude, period) in, out and inOut, as gsap-core.js builds them")
  func gsap() throws {
    // _insertEase: easeOut = 1 − easeIn(1 − p) unless given; easeInOut the
    // two halves of easeIn, or _easeInOutFromOut of the given out.
    func fromIn(_ f: @escaping (Double) -> Double) -> [String: (Double) -> Double] {
      ["in": f, "out": { 1 - f(1 - $0) }, "inOut": { p in p < 0.5 ? f(p * 2) / 2 : 1 - f((1 - p) * 2) / 2 }]
    }
    func fromOut(_ out: @escaping (Double) -> Double) -> [String: (Double) -> Double] {
      ["in": { 1 - out(1 - $0) }, "out": out, "inOut": { p in p < 0.5 ? (1 - out(1 - p * 2)) / 2 : 0.5 + out((p - 0.5) * 2) / 2 }]
    }
    var families: [String: [String: (Double) -> Double]] = [:]
    for n in 1...4 {
      let power = Double(n + 1)
      families["power\(n)"] = [
        "in": { pow($0, power) }, "out": { 1 - pow(1 - $0, power) },
        "inOut": { p in p < 0.5 ? pow(p * 2, power) / 2 : 1 - pow((1 - p) * 2, power) / 2 },
      ]
    }
    families["sine"] = fromIn { p in p == 1 ? 1 : -cos(p * Double.pi / 2) + 1 }
    families["expo"] = fromIn { p in p != 0 ? pow(2, 10 * (p - 1)) : 0 }
    families["circ"] = fromIn { p in -(sqrt(1 - p * p) - 1) }
    let bounceOut: (Double) -> Double = { p in
      let n = 7.5625
      let c = 2.75
      if p < 1 / c { return n * p * p }
      if p < 2 / c { return n * pow(p - 1.5 / c, 2) + 0.75 }
      if p < 2.5 / c { return n * pow(p - 2.25 / c, 2) + 0.9375 }
      return n * pow(p - 2.625 / c, 2) + 0.984375
    }
    families["bounce"] = fromOut(bounceOut)
    // _configBack: easeOut = p ? (--p)·p·((s + 1)p + s) + 1 : 0.
    func backOut(_ s: Double) -> (Double) -> Double {
      { p in p != 0 ? (p - 1) * (p - 1) * ((s + 1) * (p - 1) + s) + 1 : 0 }
    }
    families["back"] = fromOut(backOut(1.70158))
    for (family, modes) in families {
      for (mode, reference) in modes {
        let f = try #require(TimingPreset.named("gsap.\(family).\(mode)")?.curve as? EasingFunction, "\(family).\(mode)")
        Self.check(f, reference, "\(family).\(mode)")
      }
    }
    // _configElastic(type, amplitude, period).
    func elasticOut(_ amplitude: Double, _ period: Double) -> (Double) -> Double {
      let p1 = amplitude >= 1 ? amplitude : 1
      let p2 = period / (amplitude < 1 ? amplitude : 1)
      let p3 = p2 / (2 * Double.pi) * asin(1 / p1)
      let w = 2 * Double.pi / p2
      return { p in p == 1 ? 1 : p1 * pow(2, -10 * p) * sin((p - p3) * w) + 1 }
    }
    for (amplitude, period) in [(1.0, 0.3), (1.0, 0.45), (1.5, 0.4), (0.6, 0.3)] {
      let references = fromOut(elasticOut(amplitude, period))
      for mode in EasingFunction.Mode.allCases {
        let f = EasingFunction(.elastic(amplitude: amplitude, period: period), mode)
        Self.check(f, try #require(references[mode.rawValue]), "elastic.\(mode)(\(amplitude), \(period))")
      }
    }
  }

  @Test("Android's interpolators, as their getInterpolation computes them (AOSP android/view/animation)")
  func android() {
    Self.check(EasingFunction(.sine, .inOut), { cos(($0 + 1) * Double.pi) / 2 + 0.5 }, "AccelerateDecelerateInterpolator")
    for factor in [1.0, 1.5, 0.7] {
      Self.check(EasingFunction(.power(2 * factor), .in), { factor == 1 ? $0 * $0 : pow($0, 2 * factor) }, "Accelerate(\(factor))")
      Self.check(
        EasingFunction(.power(2 * factor), .out), { factor == 1 ? 1 - (1 - $0) * (1 - $0) : 1 - pow(1 - $0, 2 * factor) },
        "Decelerate(\(factor))")
    }
    for tension in [2.0, 0.5, 4.0] {
      Self.check(EasingFunction(.back(tension), .in), { t in t * t * ((tension + 1) * t - tension) }, "Anticipate(\(tension))")
      Self.check(
        EasingFunction(.back(tension), .out), { t in let u = t - 1; return u * u * ((tension + 1) * u + tension) + 1 },
        "Overshoot(\(tension))")
      // AnticipateOvershoot: a(t, s) = t²((s + 1)t − s), o(t, s) = t²((s + 1)t + s),
      // s = tension × extraTension (1.5).
      let s = tension * 1.5
      func a(_ t: Double) -> Double { t * t * ((s + 1) * t - s) }
      func o(_ t: Double) -> Double { t * t * ((s + 1) * t + s) }
      Self.check(EasingFunction(.back(s), .inOut), { t in t < 0.5 ? 0.5 * a(t * 2) : 0.5 * (o(t * 2 - 2) + 2) }, "AnticipateOvershoot(\(tension))")
    }
  }

  @Test("Flutter's decelerate, bounce and elastic curves (curves.dart), period 0.4 and others")
  func flutter() throws {
    Self.check(try #require(TimingPreset.named("flutter.decelerate")?.curve as? EasingFunction), { t in let u = 1 - t; return 1 - u * u }, "decelerate")
    for period in [0.4, 0.3, 0.75] {
      let s = period / 4
      let w = 2 * Double.pi / period
      Self.check(EasingFunction(.elastic(amplitude: 1, period: period), .out), { t in pow(2, -10 * t) * sin((t - s) * w) + 1 }, "ElasticOut(\(period))")
      Self.check(EasingFunction(.elastic(amplitude: 1, period: period), .in), { t in let u = t - 1; return -pow(2, 10 * u) * sin((u - s) * w) }, "ElasticIn(\(period))")
      Self.check(
        EasingFunction(.elastic(amplitude: 1, period: period), .inOut),
        { t in
          let u = 2 * t - 1
          return u < 0 ? -0.5 * pow(2, 10 * u) * sin((u - s) * w) : pow(2, -10 * u) * sin((u - s) * w) * 0.5 + 1
        }, "ElasticInOut(\(period))")
    }
    let bounceIn = try #require(TimingPreset.named("flutter.bounce-in")?.curve as? EasingFunction)
    Self.check(bounceIn, { 1 - Self.bounceOut(1 - $0) }, "Curves.bounceIn")
  }

  @Test("React Native: Easing.in, out and inOut of quad, cubic, poly, sin, circle and back (Easing.js)")
  func reactNative() {
    let bases: [(EasingFunction.Family, (Double) -> Double)] = [
      (.power(2), { $0 * $0 }), (.power(3), { $0 * $0 * $0 }), (.power(4.5), { pow($0, 4.5) }),
      (.sine, { 1 - cos($0 * Double.pi / 2) }), (.circ, { 1 - sqrt(1 - $0 * $0) }),
      (.back(1.5), { t in t * t * ((1.5 + 1) * t - 1.5) }),
    ]
    for (family, f) in bases {
      Self.check(EasingFunction(family, .in), f, "in \(family)")
      Self.check(EasingFunction(family, .out), { 1 - f(1 - $0) }, "out \(family)")
      Self.check(EasingFunction(family, .inOut), { t in t < 0.5 ? f(t * 2) / 2 : 1 - f((1 - t) * 2) / 2 }, "inOut \(family)")
    }
  }
}
