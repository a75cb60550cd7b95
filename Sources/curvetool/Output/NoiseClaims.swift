// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// What the noise of recorded samples (`analyze --data`) takes from their
/// analysis: claims inside the noise are not made (``NoiseFloor``,
/// docs/curves.md, The analysis).
///
/// The settle time (and the time needed) is not stated when the settle band
/// is narrower than the noise's ±3σ; a turning point counts only when the
/// samples turn by more than twice that, a crossing only when they go from
/// beyond it on one side to beyond it on the other; an overshoot within it
/// is not an overshoot.
struct NoiseClaims {
  let floor: NoiseFloor
  /// Turning points and crossings the analysis found inside the noise.
  let turningPointsInside: Int
  let crossingsInside: Int
  /// Whether the settle band is narrower than the noise.
  let settleInside: Bool
  /// Whether the farthest excursion past the resting value is inside it.
  let overshootInside: Bool

  /// Whether the noise changed any claim: the report says so then.
  var matters: Bool { turningPointsInside > 0 || crossingsInside > 0 || settleInside || overshootInside }

  /// Estimates the noise of `samples` and removes from `analysis` what
  /// stands inside it; `nil` when there are too few samples to tell.
  static func apply(_ analysis: inout CurveAnalysis, samples: PolylineCurve) -> NoiseClaims? {
    guard let floor = NoiseFloor.estimate(samples.values) else { return nil }
    let turns = floor.turningTimes(times: samples.times, values: samples.values)
    let before = analysis.turningPoints.count
    analysis.turningPoints.removeAll { !turns.contains($0.time) }
    let crossingsBefore = analysis.crossings.count
    analysis.crossings = floor.crossingsBeyond(
      times: samples.times, values: samples.values, rest: analysis.restingValue, crossings: analysis.crossings)
    let settleInside = floor.band > analysis.tolerance
    if settleInside {
      analysis.settleTime = nil
      analysis.settleTimeIfContinued = nil
    }
    let overshootInside = analysis.overshoot.map { $0.distance <= floor.band } ?? false
    if overshootInside { analysis.overshoot = nil }
    return NoiseClaims(
      floor: floor, turningPointsInside: before - analysis.turningPoints.count,
      crossingsInside: crossingsBefore - analysis.crossings.count, settleInside: settleInside,
      overshootInside: overshootInside)
  }

  /// The smallest `--epsilon` whose band is as wide as the noise, for a
  /// move of `distance`.
  func epsilonAbove(distance: Double) -> Double { floor.band / distance }

  /// `noise` in `analyze --format json` (docs/json.md §5).
  var json: JSON {
    .object([
      ("sigma", .number(floor.sigma)),
      ("band", .number(floor.band)),
      ("settleTimeStated", .bool(!settleInside)),
      ("overshootStated", .bool(!overshootInside)),
      ("turningPointsInside", .number(Double(turningPointsInside))),
      ("crossingsInside", .number(Double(crossingsInside))),
    ])
  }
}
