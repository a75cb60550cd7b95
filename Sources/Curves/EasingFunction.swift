// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// The named easing functions that are not Béziers: Robert Penner's
/// families as easings.net, GSAP, React Native, Flutter, Compose and
/// Android write them, each the exact function its source computes.
///
/// A family is an "in" function f on [0, 1] (f(0) = 0, f(1) = 1); its modes
/// are f itself (`in`), 1 − f(1 − x) (`out`) and the two halves
/// f(2x)/2 for x < ½, 1 − f(2 − 2x)/2 after (`inOut`), as easings.net's
/// formulas, GSAP's `_easeInOutFromOut`, React Native's `Easing.out` and
/// `Easing.inOut` and Android's interpolators build them:
///
/// - `power(p)`: xᵖ (easings.net Quad…Quint, p = 2…5; GSAP `power1`…`power4`,
///   p = 2…5; React Native `Easing.poly(n)`, `quad`, `cubic`; Android
///   `AccelerateInterpolator(f)`, p = 2f, `DecelerateInterpolator(f)` its out)
/// - `sine`: 1 − cos(πx/2) (Android's `AccelerateDecelerateInterpolator` is
///   its inOut, (1 − cos πx)/2)
/// - `expo`: 2^(10x − 10), 0 at x = 0 (easings.net, GSAP): the function
///   jumps by 2⁻¹⁰ next to 0, so `out` ends with a jump to 1
/// - `circ`: 1 − √(1 − x²)
/// - `back(s)`: x²((s + 1)x − s), overshooting by s (easings.net and GSAP
///   s = 1.70158; easings.net's easeInOutBack s = 1.70158 × 1.525; Android's
///   Anticipate/Overshoot interpolators s = tension, AnticipateOvershoot
///   s = 1.5 × tension; React Native `Easing.back(s)`)
/// - `bounce`: 1 − b(1 − x), b Penner's bounce: 7.5625x² on [0, 1/2.75),
///   then parabolas of the same width through 1 with minima 0.75, 0.9375 and
///   0.984375 at 1.5/2.75, 2.25/2.75 and 2.625/2.75 (easings.net, Compose
///   `EaseOutBounce`, GSAP `bounce`, Flutter `Curves.bounceOut`, React
///   Native `Easing.bounce`)
/// - `elastic(amplitude, period)`: GSAP's, built from its out function
///   (below); Flutter's elastic curves are its amplitude-1 case
/// - `easingsNetElastic`: easings.net's (and Compose's `EaseInElastic` …) three
///   formulas, with c₄ = 2π/3 and c₅ = 2π/4.5: in −2^(10x − 10)·sin((10x −
///   10.75)c₄), out 2^(−10x)·sin((10x − 0.75)c₄) + 1, inOut
///   −2^(20x − 10)·sin((20x − 11.125)c₅)/2 below ½ and
///   2^(−20x + 10)·sin((20x − 11.125)c₅)/2 + 1 above; 0 at 0 and 1 at 1, so
///   each jumps by 2⁻¹¹ next to an end
///
/// Sources: ai/easings.net `src/easings/easingsFunctions.ts`; androidx
/// `compose/animation/animation-core/.../EasingFunctions.kt`; GSAP 3
/// `src/gsap-core.js` (`_createBackEase`, `_easeInOutFromOut`, power
/// eases); react-native `packages/react-native/Libraries/Animated/Easing.js`;
/// AOSP `frameworks/base/core/java/android/view/animation/*Interpolator.java`
/// (docs/curves.md, Easing functions). Evaluated in `Double`: Compose's `Float` rounding
/// (about 6e-8) is not modelled.
public struct EasingFunction: TimingCurve, Hashable, Codable, Sendable {
  public enum Family: Hashable, Codable, Sendable {
    case power(Double)
    case sine
    case expo
    case circ
    case back(Double)
    case bounce
    /// easings.net's (and Compose's) three elastic formulas.
    case easingsNetElastic
    /// GSAP's `elastic` (and Flutter's `ElasticOutCurve(period)`, amplitude
    /// 1): its out function g(x) = a·2^(−10x)·sin((x − x₀)·2π/P) + 1, 1 at
    /// x = 1, with a = max(amplitude, 1), P = period / min(amplitude, 1) and
    /// x₀ = P·asin(1/a)/2π; the in function 1 − g(1 − x). Amplitude > 0;
    /// period in [0.01, 1000] (it turns twice per period, so a shorter one
    /// has more turning points than analysis should list).
    case elastic(amplitude: Double, period: Double)
    /// Android's `BounceInterpolator` (AOSP
    /// frameworks/base/core/java/android/view/animation/BounceInterpolator.java),
    /// a function of its own whatever the mode: t = 1.1226·x, then 8t²,
    /// 8(t − 0.54719)² + 0.7, 8(t − 0.8526)² + 0.9 or 8(t − 1.0435)² + 0.95
    /// below 0.3535, 0.7408, 0.9644 and beyond, all in `Float` as Java
    /// computes it. The arcs do not meet (it jumps by up to 0.00044 where
    /// one gives way) and it ends at 1.0000501, not 1: both are what Android
    /// draws.
    case androidBounce
  }

  public enum Mode: String, Hashable, Codable, Sendable, CaseIterable {
    case `in`, out, inOut
  }

  public var family: Family
  public var mode: Mode

  public init(_ family: Family, _ mode: Mode) {
    self.family = family
    self.mode = mode
  }

  /// Penner's and easings.net's back overshoot.
  public static let pennerOvershoot = 1.70158

  // MARK: The "in" function and its derivative

  static let d1 = 2.75
  static let n1 = 7.5625

  /// Penner's bounce-out b(x) and b′(x).
  static func bounceOut(_ x: Double) -> (value: Double, slope: Double) {
    let centre: Double
    let floor: Double
    if x < 1 / d1 {
      return (n1 * x * x, 2 * n1 * x)
    } else if x < 2 / d1 {
      (centre, floor) = (1.5 / d1, 0.75)
    } else if x < 2.5 / d1 {
      (centre, floor) = (2.25 / d1, 0.9375)
    } else {
      (centre, floor) = (2.625 / d1, 0.984375)
    }
    let u = x - centre
    return (n1 * u * u + floor, 2 * n1 * u)
  }

  /// f(x) and f′(x) of the family's "in" function, x in [0, 1].
  func inFunction(_ x: Double) -> (value: Double, slope: Double) {
    switch family {
    case .power(let p):
      return (Foundation.pow(x, p), p == 1 ? 1 : p * Foundation.pow(x, p - 1))
    case .sine:
      return (1 - cos(x * Double.pi / 2), Double.pi / 2 * sin(x * Double.pi / 2))
    case .expo:
      guard x > 0 else { return (0, 0) }
      let e = Foundation.pow(2, 10 * x - 10)
      return (e, 10 * M_LN2 * e)
    case .circ:
      let r = (1 - x * x).squareRoot()
      return (1 - r, x / r)
    case .back(let s):
      return (x * x * ((s + 1) * x - s), x * (3 * (s + 1) * x - 2 * s))
    case .bounce:
      let b = Self.bounceOut(1 - x)
      return (1 - b.value, b.slope)
    case .easingsNetElastic:
      return Self.elastic(x, .in)
    case .elastic(let amplitude, let period):
      let g = Self.gsapElasticOut(1 - x, amplitude: amplitude, period: period)
      return (1 - g.value, g.slope)
    case .androidBounce:
      return Self.androidBounce(x)
    }
  }

  /// Android's `BounceInterpolator.getInterpolation` in `Float` (the
  /// fraction as the `float` a `ValueAnimator` passes), and its slope.
  static func androidBounce(_ x: Double) -> (value: Double, slope: Double) {
    let scale: Float = 1.1226
    let t = Float(x) * scale
    let (u, floor): (Float, Float) =
      t < 0.3535 ? (t, 0) : t < 0.7408 ? (t - 0.54719, 0.7) : t < 0.9644 ? (t - 0.8526, 0.9) : (t - 1.0435, 0.95)
    let arc: Float = u * u * 8
    let value: Float = floor == 0 ? arc : arc + floor
    return (Double(value), 16 * Double(u) * Double(scale))
  }

  /// Where Android's bounce turns: at each arc's floor (t = 0.54719,
  /// 0.8526, 1.0435), and where an arc gives way to the next (t = 0.3535,
  /// 0.7408, 0.9644: the first fraction whose `Float` lands on the next
  /// arc, which is the higher there).
  static let androidBounceTurns: [Double] = {
    let scale: Float = 1.1226
    func first(_ c: Float) -> Double {
      var f = c / scale
      while f * scale >= c { f = f.nextDown }
      while f * scale < c { f = f.nextUp }
      return Double(f)
    }
    let floors: [Double] = [0.54719, 0.8526, 1.0435].map { Double(Float($0) / scale) }
    return ([0.3535, 0.7408, 0.9644].map { first($0) } + floors).filter { $0 > 0 && $0 < 1 }.sorted()
  }()

  /// GSAP's elastic out function g(x) and g′(x) (``Family/elastic(amplitude:period:)``).
  static func gsapElasticOut(_ x: Double, amplitude: Double, period: Double) -> (value: Double, slope: Double) {
    let (a, w, x0) = gsapElasticConstants(amplitude: amplitude, period: period)
    let e = Foundation.pow(2, -10 * x)
    let angle = (x - x0) * w
    let slope = a * e * (w * cos(angle) - 10 * M_LN2 * sin(angle))
    return (x == 1 ? 1 : a * e * sin(angle) + 1, slope)
  }

  /// a, the angular frequency 2π/P and the phase x₀ of GSAP's elastic.
  static func gsapElasticConstants(amplitude: Double, period: Double) -> (a: Double, w: Double, x0: Double) {
    let a = amplitude >= 1 ? amplitude : 1
    let p = period / (amplitude < 1 ? amplitude : 1)
    let x0 = p / (2 * Double.pi) * asin(1 / a)
    return (a, 2 * Double.pi / p, x0)
  }

  /// easings.net's elastic formulas in `mode` and their derivatives.
  static func elastic(_ x: Double, _ mode: Mode) -> (value: Double, slope: Double) {
    if x <= 0 { return (0, 0) }
    if x >= 1 { return (1, 0) }
    let c4 = 2 * Double.pi / 3
    let c5 = 2 * Double.pi / 4.5
    let ln2 = M_LN2
    switch mode {
    case .in:
      let e = Foundation.pow(2, 10 * x - 10)
      let a = (x * 10 - 10.75) * c4
      return (-e * sin(a), -e * (10 * ln2 * sin(a) + 10 * c4 * cos(a)))
    case .out:
      let e = Foundation.pow(2, -10 * x)
      let a = (x * 10 - 0.75) * c4
      return (e * sin(a) + 1, e * (10 * c4 * cos(a) - 10 * ln2 * sin(a)))
    case .inOut:
      let a = (20 * x - 11.125) * c5
      if x < 0.5 {
        let e = Foundation.pow(2, 20 * x - 10)
        return (-(e * sin(a)) / 2, -e * (20 * ln2 * sin(a) + 20 * c5 * cos(a)) / 2)
      }
      let e = Foundation.pow(2, -20 * x + 10)
      return (e * sin(a) / 2 + 1, e * (20 * c5 * cos(a) - 20 * ln2 * sin(a)) / 2)
    }
  }

  // MARK: TimingCurve

  /// Progress and slope in this mode at x (clamped to [0, 1]); progress is
  /// exactly 0 at 0 and 1 at 1 (where rounding would leave 1 − 2⁻⁵³).
  public func progressAndSlope(at fraction: Double) -> (progress: Double, slope: Double) {
    let x = Swift.min(1, Swift.max(0, fraction))
    var (p, slope) = modeValue(x)
    // (Android's bounce ends where its Float arithmetic ends, 1.0000501.)
    if case .androidBounce = family { return (p, slope) }
    if x == 0 { p = 0 } else if x == 1 { p = 1 }
    return (p, slope)
  }

  func modeValue(_ x: Double) -> (value: Double, slope: Double) {
    if case .easingsNetElastic = family { return Self.elastic(x, mode) }
    if case .androidBounce = family { return Self.androidBounce(x) }
    switch mode {
    case .in:
      return inFunction(x)
    case .out:
      let f = inFunction(1 - x)
      return (1 - f.value, f.slope)
    case .inOut:
      if x < 0.5 {
        let f = inFunction(2 * x)
        return (f.value / 2, f.slope)
      }
      let f = inFunction(2 - 2 * x)
      return (1 - f.value / 2, f.slope)
    }
  }

  public func progress(at fraction: Double) -> Double { progressAndSlope(at: fraction).progress }

  public func slope(at fraction: Double) -> Double { progressAndSlope(at: fraction).slope }

  /// The left limit at 1 where the function jumps there (an `out` or
  /// `inOut` exponential, an `out` or `inOut` elastic); the progress
  /// elsewhere.
  public func progress(before fraction: Double) -> Double {
    guard fraction == 1, mode != .in else { return progress(at: fraction) }
    switch family {
    case .expo: return 1 - Foundation.pow(2, -10) / (mode == .inOut ? 2 : 1)
    case .easingsNetElastic: return Self.elastic(1.0.nextDown, mode).value
    case .elastic(let a, let p):
      // g jumps to 1 at x = 1 (out), and so f next to 0, whose image in
      // inOut is at 1.
      let g = Self.gsapElasticOut(1.0.nextDown, amplitude: a, period: p).value
      return mode == .out ? g : 0.5 + g / 2
    default: return progress(at: fraction)
    }
  }

  /// Where the "in" function turns, in (0, 1): a back's dip at
  /// 2s/(3(s + 1)); the bounce's floors and the tops between its arcs
  /// (1 − each of 1, 1.5, 2, 2.25, 2.5, 2.625 over 2.75).
  var inTurns: [Double] {
    switch family {
    case .back(let s) where s > 0: return [2 * s / (3 * (s + 1))]
    case .bounce: return [2.625, 2.5, 2.25, 2, 1.5, 1].map { 1 - $0 / Self.d1 }
    case .elastic(let amplitude, let period):
      // g′ = 0 where tan((x − x₀)ω) = ω/(10 ln 2): every π/ω; f turns at 1 − x.
      let (_, w, x0) = Self.gsapElasticConstants(amplitude: amplitude, period: period)
      let phase = atan(w / (10 * M_LN2))
      var turns: [Double] = []
      var n = ((-x0 * w - phase) / Double.pi).rounded(.down)
      while true {
        let x = (phase + n * Double.pi) / w + x0
        if x >= 1 { break }
        if x > 0 { turns.append(1 - x) }
        n += 1
      }
      return turns.sorted()
    default: return []
    }
  }

  /// Where an elastic's derivative vanishes in `mode`: e·(B cos a − L sin a)
  /// (out, and inOut's second half) or −e·(L sin a + B cos a) (in, and the
  /// first half) is zero where tan a = B/L or −B/L, a = B·x − C, every π/B.
  static func elasticTurns(_ mode: Mode) -> [Double] {
    let c4 = 2 * Double.pi / 3
    let c5 = 2 * Double.pi / 4.5
    func zeros(b: Double, c: Double, l: Double, sign: Double, in range: ClosedRange<Double>) -> [Double] {
      let phase = atan(sign * b / l)
      var out: [Double] = []
      var n = ((range.lowerBound * b - c - phase) / Double.pi).rounded(.down)
      while true {
        let x = (phase + n * Double.pi + c) / b
        if x > range.upperBound { break }
        if x > range.lowerBound { out.append(x) }
        n += 1
      }
      return out
    }
    switch mode {
    case .in: return zeros(b: 10 * c4, c: 10.75 * c4, l: 10 * M_LN2, sign: -1, in: 0...1)
    case .out: return zeros(b: 10 * c4, c: 0.75 * c4, l: 10 * M_LN2, sign: 1, in: 0...1)
    case .inOut:
      return zeros(b: 20 * c5, c: 11.125 * c5, l: 20 * M_LN2, sign: -1, in: 0...0.5)
        + zeros(b: 20 * c5, c: 11.125 * c5, l: 20 * M_LN2, sign: 1, in: 0.5...1)
    }
  }

  public var turningFractions: [Double] {
    if case .easingsNetElastic = family { return Self.elasticTurns(mode).filter { $0 > 0 && $0 < 1 } }
    if case .androidBounce = family { return Self.androidBounceTurns }
    let t = inTurns
    switch mode {
    case .in: return t.sorted()
    case .out: return t.map { 1 - $0 }.sorted()
    case .inOut: return (t.map { $0 / 2 } + t.map { 1 - $0 / 2 }).sorted()
    }
  }
}
