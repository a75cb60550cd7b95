// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Compose's `MonoSpline`, which `keyframesWithSpline` plays: a cubic
/// Hermite spline through the keyframes whose tangents are the mean of the
/// neighbouring secants (the end ones the end secants), limited much as
/// Fritsch–Carlson limit them: a segment with a zero secant gets zero
/// tangents, and where (α, β) = (m₀/δ, m₁/δ) lies outside the circle of
/// radius 9 both are scaled onto the circle of radius 3. Fritsch–Carlson's
/// monotonicity needs radius 3, so between radius 3 and 9 Compose's spline
/// can overshoot monotone keys (keys 0, 10, 11 at 0, 1, 2 s reach 11.0625
/// at 1.5 s); this is what Compose plays, so it is what is modelled.
///
/// Times in seconds (any unit gives the same positions), values in value
/// units. Evaluated in `Double`; Compose's `Float` arithmetic (about 6e-8
/// relative) is not modelled. Source: androidx
/// `compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core/MonoSpline.kt`
/// (no periodic bias: `keyframesWithSpline { }`).
public struct MonoSpline: Hashable, Sendable {
  public let times: [Double]
  public let values: [Double]
  /// The tangent at each keyframe, value units per second.
  public let tangents: [Double]

  /// - Precondition: at least two keyframes, times strictly ascending.
  public init(times: [Double], values: [Double]) {
    precondition(times.count >= 2 && times.count == values.count, "MonoSpline needs two keyframes or more")
    let n = times.count
    var slopes = [Double](repeating: 0, count: n - 1)
    var tangents = [Double](repeating: 0, count: n)
    for i in 0..<(n - 1) {
      slopes[i] = (values[i + 1] - values[i]) / (times[i + 1] - times[i])
      tangents[i] = i == 0 ? slopes[i] : (slopes[i - 1] + slopes[i]) * 0.5
    }
    tangents[n - 1] = slopes[n - 2]
    for i in 0..<(n - 1) {
      if slopes[i] == 0 {
        tangents[i] = 0
        tangents[i + 1] = 0
      } else {
        let a = tangents[i] / slopes[i]
        let b = tangents[i + 1] / slopes[i]
        let h = (a * a + b * b).squareRoot()
        if h > 9 {
          let t = 3 / h
          tangents[i] = t * a * slopes[i]
          tangents[i + 1] = t * b * slopes[i]
        }
      }
    }
    self.times = times
    self.values = values
    self.tangents = tangents
  }

  /// The value at `t` seconds; before the first keyframe and after the last
  /// it goes on along the end tangent, as `getPos` extrapolates.
  public func value(at t: Double) -> Double {
    let n = times.count
    if t <= times[0] { return values[0] + (t - times[0]) * tangents[0] }
    if t >= times[n - 1] { return values[n - 1] + (t - times[n - 1]) * tangents[n - 1] }
    // The segment: the last keyframe at or before t.
    var lo = 0
    var hi = n - 1
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if times[mid] <= t { lo = mid } else { hi = mid }
    }
    if t == times[lo] { return values[lo] }
    let h = times[lo + 1] - times[lo]
    let x = (t - times[lo]) / h
    let x2 = x * x
    let x3 = x2 * x
    let (y1, y2, t1, t2) = (values[lo], values[lo + 1], tangents[lo], tangents[lo + 1])
    // The Hermite basis, as MonoSpline.interpolate writes it.
    return -2 * x3 * y2 + 3 * x2 * y2 + 2 * x3 * y1 - 3 * x2 * y1 + y1 + h * t2 * x3 + h * t1 * x3 - h * t2 * x2
      - 2 * h * t1 * x2 + h * t1 * x
  }
}
