// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A unit-domain easing: progress in [0, 1] to eased progress.
///
/// Conforming types satisfy `progress(at: 0) == 0` and `progress(at: 1) == 1`
/// and may overshoot in between (`cubic-bezier(0.68, -0.55, 0.265, 1.55)`).
/// They know nothing about seconds; combine one with a duration to get a
/// ``Curve``.
public protocol TimingCurve: Sendable {
  /// Eased progress at `fraction` (0 = start, 1 = end).
  func progress(at fraction: Double) -> Double

  /// d progress / d fraction at `fraction`.
  func slope(at fraction: Double) -> Double

  /// The fractions in (0, 1) where progress changes direction, ascending;
  /// between them (and the ends) the easing is monotone.
  var turningFractions: [Double] { get }

  /// The progress approached just before `fraction` (its left limit): the
  /// progress itself except where the easing jumps.
  func progress(before fraction: Double) -> Double

  /// The extreme progress at each of ``turningFractions``, in order. Where
  /// the easing turns by jumping, the side of the jump the turn is on: a
  /// rise that jumps down turns before the jump (its left limit), a fall
  /// that jumps down and then rises turns after it; a jump that reverses
  /// the direction twice lists its fraction twice, once for each side.
  var turningProgresses: [Double] { get }
}

extension TimingCurve {
  /// A monotone easing has no turning points.
  public var turningFractions: [Double] { [] }

  /// A continuous easing's left limit is its progress.
  public func progress(before fraction: Double) -> Double { progress(at: fraction) }

  /// A continuous easing's extremes are its progress at its turns.
  public var turningProgresses: [Double] { turningFractions.map { progress(before: $0) } }

  /// A central-difference slope for easings without an analytic one.
  public func slope(at fraction: Double) -> Double {
    let h = 6.055454452393343e-06
    return (progress(at: fraction + h) - progress(at: fraction - h)) / (2 * h)
  }
}
