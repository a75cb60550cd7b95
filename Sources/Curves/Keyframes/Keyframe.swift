// This file is part of curvetool. SPDX-License-Identifier: MIT

/// SwiftUI's `UnitCurve`s for linear keyframes.
///
/// Source: https://developer.apple.com/documentation/swiftui/unitcurve
/// (docs/bezier.md §7; docs/diagnose.md §5).
public enum UnitCurve: Hashable, Sendable {
  case linear, easeIn, easeOut, easeInOut
  case circularEaseIn, circularEaseOut, circularEaseInOut
  case bezier(CubicBezier)

  /// The easing as a timing curve.
  public var timingCurve: any TimingCurve {
    if let b = cubic { return b }
    if let c = circular { return c }
    return CubicBezier.linear
  }

  @usableFromInline static let easeInCurve = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
  @usableFromInline static let easeOutCurve = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
  @usableFromInline static let easeInOutCurve = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// The curve as a Bézier, when it is one.
  @usableFromInline
  var cubic: CubicBezier? {
    switch self {
    case .easeIn: Self.easeInCurve
    case .easeOut: Self.easeOutCurve
    case .easeInOut: Self.easeInOutCurve
    case .bezier(let b): b
    default: nil
    }
  }

  /// The curve as a circular one, when it is one.
  @usableFromInline
  var circular: CircularCurve? {
    switch self {
    case .circularEaseIn: .easeIn
    case .circularEaseOut: .easeOut
    case .circularEaseInOut: .easeInOut
    default: nil
    }
  }

  /// Progress at a fraction of the segment (no existential: this runs per
  /// sample in simulations).
  @inlinable
  public func progress(at u: Double) -> Double {
    if let b = cubic { return b.progress(at: u) }
    if let c = circular { return c.progress(at: u) }
    return u
  }

  /// d progress / d fraction.
  @inlinable
  public func slope(at u: Double) -> Double {
    if let b = cubic { return b.slope(at: u) }
    if let c = circular { return c.slope(at: u) }
    return 1
  }

  /// ``progress(at:)`` and ``slope(at:)``, a Bézier's from one solve (the
  /// same bits as the two calls).
  @inlinable
  public func progressAndSlope(at u: Double) -> (progress: Double, slope: Double) {
    var out = (progress: u, slope: 1.0)
    progressesAndSlopes(count: 1, at: { _ in u }) { _, p, slope in out = (p, slope) }
    return out
  }

  /// ``progressAndSlope(at:)`` at `count` fractions (`u(k)`, k = 0..<count),
  /// `body(k, progress, slope)` for each: the curve resolved once (a named
  /// Bézier is a shared value, whose reference count two threads would
  /// otherwise contend for at every fraction), the same bits.
  @inlinable
  public func progressesAndSlopes(count: Int, at u: (Int) -> Double, _ body: (Int, Double, Double) -> Void) {
    if let b = cubic {
      for k in 0..<count {
        let (p, slope) = b.progressAndSlope(at: u(k))
        body(k, p, slope)
      }
    } else if let c = circular {
      for k in 0..<count {
        let x = u(k)
        body(k, c.progress(at: x), c.slope(at: x))
      }
    } else {
      for k in 0..<count { body(k, u(k), 1) }
    }
  }

  /// The names `kfloop/1` uses.
  public static let names: [String: UnitCurve] = [
    "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
    "circularEaseIn": .circularEaseIn, "circularEaseOut": .circularEaseOut, "circularEaseInOut": .circularEaseInOut,
  ]
}

/// One SwiftUI keyframe (docs/diagnose.md §5): the value to reach and how.
///
/// Durations are seconds ≥ 0; velocities value units per second; `nil`
/// velocities are automatic (``CompiledTrack`` applies SwiftUI's rules).
public enum Keyframe: Hashable, Sendable {
  /// `LinearKeyframe(to, duration:, timingCurve:)`: from → to along the curve.
  case linear(to: Double, duration: Double, curve: UnitCurve)
  /// `CubicKeyframe(to, duration:, startVelocity:, endVelocity:)`: a cubic
  /// Hermite segment.
  case cubic(to: Double, duration: Double, startVelocity: Double?, endVelocity: Double?)
  /// `SpringKeyframe(to, duration:, spring:, startVelocity:)`: the spring
  /// evaluated over the slot; `duration` `nil` is the spring's settling
  /// duration. The spring's from, to and velocity are set by the track.
  case spring(to: Double, duration: Double?, spring: Spring, startVelocity: Double?)
  /// `MoveKeyframe(to)`: a jump, zero duration, at rest afterwards.
  case move(to: Double)

  /// The value the keyframe reaches.
  public var target: Double {
    switch self {
    case .linear(let to, _, _), .cubic(let to, _, _, _), .spring(let to, _, _, _), .move(let to): to
    }
  }
}

/// The open choices of SwiftUI's keyframe semantics (docs/diagnose.md §5).
public struct KeyframeSemantics: Hashable, Sendable {
  /// What a spring slot shorter than the spring's settling time does.
  public enum SpringCutoff: String, Hashable, Sendable, CaseIterable {
    /// The next segment starts at the spring's value (and velocity) at the
    /// cut (DanceUI): continuous, the target never reached.
    case handoff
    /// The next segment starts from the target: a jump at the boundary
    /// (SwiftVVD); the velocity at the cut is kept.
    case snapToTarget
  }

  public var springCutoff: SpringCutoff
  /// ε of the settling duration a spring keyframe without a duration uses.
  public var springSettleEpsilon: Double

  public init(springCutoff: SpringCutoff = .handoff, springSettleEpsilon: Double = 0.001) {
    self.springCutoff = springCutoff
    self.springSettleEpsilon = springSettleEpsilon
  }
}
