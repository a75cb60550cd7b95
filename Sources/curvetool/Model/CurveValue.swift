// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// An easing: progress in, progress out.
enum Easing: Sendable {
  /// The identity (CSS `linear` keyword).
  case identity
  case bezier(CubicBezier)
  case steps(StepsEasing)
  case linear(LinearEasing)
  case circular(CircularCurve)
  /// A named easing function that is not a Bézier (easings.net, GSAP,
  /// Android's interpolators, …).
  case function(EasingFunction)

  var timingCurve: any TimingCurve {
    switch self {
    case .identity: CubicBezier.linear
    case .bezier(let b): b
    case .steps(let s): s
    case .linear(let l): l
    case .circular(let c): c
    case .function(let f): f
    }
  }

  /// The CSS spelling when CSS can write it exactly.
  var css: String? {
    switch self {
    case .identity: "linear"
    case .bezier(let b): b.css
    case .steps(let s): s.css
    case .linear(let l): LinearEasingWriter.css(l, decimals: nil)
    case .circular, .function: nil
    }
  }
}

/// A curve as written, before from, to and duration are applied.
///
/// Springs and bounces are time curves of their own; easings need a
/// duration (their platform's, as in SwiftUI's `.easeIn(duration: 0.35)`,
/// or `--duration`). Velocities in expressions are relative to the
/// distance, as SwiftUI, UIKit and Core Animation count them.
enum CurveValue: Sendable {
  /// A spring for the unit move 0 → 1, its initial velocity, and the engine
  /// options its expression gives (Motion's restSpeed, restDelta and the
  /// finish of a duration spring).
  case spring(Spring, velocity: InitialVelocity, origin: String, engine: SpringEngineSettings = .init())
  case easing(Easing, duration: Double?, origin: String)
  /// A bounce; from, to and duration when the expression gives them.
  case bounce(Bounce, mode: BounceMode, given: Set<String>, origin: String)
  /// A damped cosine in absolute values.
  case dampedCosine(DampedCosine, origin: String)
  /// One key path of a keyframe timeline (kfloop/1), in absolute values.
  case track(TrackCurve, origin: String)
  /// Recorded samples (`--data`), straight lines between them, from t = 0.
  case samples(PolylineCurve, origin: String)
  /// A coasting motion (react-spring's `decay`, Rebound's coasting spring):
  /// its start value and velocity (value units per second) as the
  /// expression gives them, and the library that stops it.
  case decay(Decay, rule: DecayRule, origin: String)

  var origin: String {
    switch self {
    case .spring(_, _, let o, _), .easing(_, _, let o), .bounce(_, _, _, let o), .dampedCosine(_, let o), .track(_, let o), .samples(_, let o), .decay(_, _, let o): o
    }
  }
}

/// An initial velocity as a platform states it.
extension CurveValue {
  /// What the curve is, in words, for a refusal that wanted another kind
  /// ("a spring, not a cubic Bézier").
  var kind: String {
    switch self {
    case .spring: "a spring"
    case .easing(.steps, _, _): "a steps() easing"
    case .easing(.linear, _, _): "a linear() easing"
    case .easing(.circular, _, _): "a circular easing"
    case .easing(.function, _, _): "an easing function"
    case .easing(.identity, _, _): "the identity (linear) easing"
    case .easing(.bezier, _, _): "a cubic Bézier"
    case .bounce: "a bounce"
    case .dampedCosine: "a damped cosine"
    case .track: "a keyframe track"
    case .samples: "recorded samples"
    case .decay: "a decay"
    }
  }
}

enum InitialVelocity: Sendable, Equatable {
  /// A fraction of the distance per second (SwiftUI, UIKit, Core Animation).
  case relative(Double)
  /// Value units per second (Motion, curvetool's `spring(velocity:)`).
  case absolute(Double)

  static let zero = InitialVelocity.absolute(0)

  /// Whether it is no velocity, in either convention.
  var isZero: Bool {
    switch self {
    case .relative(let v), .absolute(let v): v == 0
    }
  }

  /// Value units per second for a move of `distance`.
  func absolute(distance: Double) -> Double {
    switch self {
    case .relative(let v): v * distance
    case .absolute(let v): v
    }
  }
}

/// A curve ready to sample and analyse: values in seconds.
struct RealizedCurve: Sendable {
  let value: CurveValue
  let from: Double
  /// The end value (with `--retarget`, the first target; the changes are
  /// `retargets`).
  let to: Double
  /// The animation's length: what to sample and analyse, seconds.
  var duration: Double
  /// Whether the motion itself goes on after `duration` (springs, damped
  /// cosines) rather than ending (easings, bounces).
  let endless: Bool
  /// The motion drawn (with `--retarget`, its legs, RealizedCurve+Retarget).
  var curve: any AnalyzableCurve
  /// `--retarget`'s changes of target, applied to `curve`; empty otherwise.
  var retargets: [SpringRetarget] = []
  /// `--engine`'s frame engine and frame rate when it drew `curve`
  /// (RealizedCurve+Engine), else `nil`.
  var drawingEngine: SpringEngine?
  var frameRate: Double?
  /// The spring, when it is one (exact exports).
  let spring: Spring?
  let easing: Easing?
  let bounce: (Bounce, BounceMode)?
  /// The motion if the animation did not end at `duration`: the bounce's
  /// damped cosine for a bounce, else the curve itself.
  var continued: any AnalyzableCurve {
    if let (b, _) = bounce { return b.curve }
    return curve
  }

  /// The longest default span, seconds.
  static let maximumDuration = 60.0

  /// SKBounceAnimation's own rendering of a `compat: skbounce` bounce: its
  /// values array, at its own key times, what the curve shows and what
  /// every export writes (docs/formats.md). Built only for a duration the
  /// commands take (NumberRule.duration: at most 3.6 million values);
  /// CurveInput.check refuses any other before it is used (1e8 s ran out of
  /// memory).
  static func skbounceRendering(_ b: Bounce, _ mode: BounceMode) -> SKBounceRendering? {
    mode == .skbounce && NumberRule.duration.violation(b.duration) == nil ? SKBounceRendering(b) : nil
  }

  /// ``skbounceRendering(_:_:)`` of this curve, when it is such a bounce.
  var skbounceRendering: SKBounceRendering? { bounce.flatMap { Self.skbounceRendering($0.0, $0.1) } }

  /// Applies from, to, duration and velocity (absolute, value units/s).
  /// Defaults: from 0, to 1; springs last until settled within 0.001 of the
  /// distance, easings their platform's duration or 1 s, bounces 0.5 s.
  init(_ value: CurveValue, from: Double?, to: Double?, duration: Double?, velocity: Double?) {
    self.value = value
    switch value {
    case .spring(var s, let v0, _, let engine):
      // The expression's own move (SpringForce's final position), else 0 → 1.
      let f = from ?? s.from
      let t = to ?? s.to
      s.from = f
      s.to = t
      // A spring its library starts from rest ignores --velocity too
      // (CurveInput says so).
      s.initialVelocity = engine.startsFromRest ? 0 : velocity ?? v0.absolute(distance: t - f)
      self.from = f
      self.to = t
      let band = 0.001 * Swift.max(Swift.abs(t - f), 1e-300)
      let settle = s.settleTime(tolerance: Swift.abs(t - f) > 0 ? band : 0.001)
      let fallback = s.dampedPeriod.isFinite ? 10 * s.dampedPeriod : 10 * s.period
      // A spring that never leaves its target is shown for one period.
      let own = settle.map { $0 > 0 ? $0 : s.period } ?? fallback
      self.duration = duration ?? Swift.min(Self.maximumDuration, own)
      endless = true
      curve = s
      spring = s
      easing = nil
      bounce = nil
    case .easing(let e, let d, _):
      self.from = from ?? 0
      self.to = to ?? 1
      self.duration = duration ?? d ?? 1
      endless = false
      curve = EasedCurve(easing: AnyTimingCurve(e.timingCurve), from: self.from, to: self.to, duration: self.duration)
      spring = nil
      easing = e
      bounce = nil
    case .bounce(var b, let mode, let given, _):
      if !given.contains("from") { b.from = from ?? b.from }
      if !given.contains("to") { b.to = to ?? b.to }
      if !given.contains("duration") { b.duration = duration ?? b.duration }
      self.from = b.from
      self.to = b.to
      self.duration = b.duration
      endless = false
      curve = Self.skbounceRendering(b, mode)?.rendered ?? b.curve
      spring = nil
      easing = nil
      bounce = (b, mode)
    case .samples(let p, _):
      self.from = p.values.first ?? 0
      self.to = p.restingValue
      self.duration = p.times.last ?? 0
      endless = false
      curve = p
      spring = nil
      easing = nil
      bounce = nil
    case .track(let c, _):
      self.from = c.value(at: 0)
      self.to = c.value(at: c.span)
      self.duration = c.span
      endless = false
      curve = c
      spring = nil
      easing = nil
      bounce = nil
    case .decay(let d, let rule, _):
      // It coasts from its start at its velocity; where it stops is the
      // library's frame (at DecayRule.frameRate), and it holds there.
      let c = rule.stopped(
        from: from ?? d.from, initialVelocity: velocity ?? d.initialVelocity,
        frameRate: DecayRule.frameRate, duration: Self.maximumDuration)
      self.from = c.from
      self.to = c.restingValue
      // A decay without velocity rests at once; it is shown for 1 s.
      self.duration = duration ?? c.stopTime.map { $0 > 0 ? $0 : 1 } ?? Self.maximumDuration
      endless = false
      curve = c
      spring = nil
      easing = nil
      bounce = nil
    case .dampedCosine(let c, _):
      self.from = c.value(at: 0)
      self.to = c.offset
      let band = 0.001 * Swift.max(Swift.abs(c.amplitude), 1e-300)
      // A flat cosine is shown for 1 s.
      let own = c.settleTime(tolerance: band).map { $0 > 0 ? $0 : 1 } ?? 10
      self.duration = duration ?? Swift.min(Self.maximumDuration, own)
      endless = true
      curve = c
      spring = nil
      easing = nil
      bounce = nil
    }
  }

  func value(at t: Double) -> Double { curve.value(at: t) }
  func velocity(at t: Double) -> Double { curve.velocity(at: t) }
  func valueAndVelocity(at t: Double) -> (value: Double, velocity: Double) { curve.valueAndVelocity(at: t) }
  /// Samples a grid exactly (``Curve/sample(_:rows:times:values:velocities:)``).
  func sample(
    _ grid: TimeGrid, rows: Range<Int>, times: UnsafeMutableBufferPointer<Double>,
    values: UnsafeMutableBufferPointer<Double>?, velocities: UnsafeMutableBufferPointer<Double>?
  ) {
    curve.sample(grid, rows: rows, times: times, values: values, velocities: velocities)
  }

  /// Progress 0…1 of the move at time t (value normalised to from → to).
  func progress(at t: Double) -> Double {
    to == from ? 0 : (value(at: t) - from) / (to - from)
  }
}

/// A type-erased easing (a Sendable box).
struct AnyTimingCurve: TimingCurve {
  let base: any TimingCurve

  init(_ base: any TimingCurve) { self.base = base }
  func progress(at fraction: Double) -> Double { base.progress(at: fraction) }
  func slope(at fraction: Double) -> Double { base.slope(at: fraction) }
  var turningFractions: [Double] { base.turningFractions }
  func progress(before fraction: Double) -> Double { base.progress(before: fraction) }
  var turningProgresses: [Double] { base.turningProgresses }
}
