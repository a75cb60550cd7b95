// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A position that moves along a curved path between two keyframes: the
/// cubic Bézier from the keyframe's value through its out tangent (`to`)
/// and the next keyframe's in tangent (`ti`) to the next value, travelled
/// at the segment's easing by distance along the path (docs/lottie.md §1).
///
/// As lottie-web draws it (`player/js/utils/bez.js` `buildBezierData`,
/// `PropertyFactory.js` `interpolateValue`): the path is the polyline of
/// 150 points at evenly spaced curve parameters, and the position at
/// progress p is the point at distance p·L along it (L its length),
/// linearly between its points. A two-value path whose tangent points lie
/// on the line between its ends (|det| < 0.001, lottie-web's
/// `pointOnLine2D`) is that straight line.
enum LottieSpatialPath {
  /// lottie-web's `defaultCurveSegments`.
  static let points = 150

  /// The polyline and the distance along it to each of its points, made
  /// once per segment as the file is read.
  struct Polyline {
    var points: [[Double]]
    var distances: [Double]

    /// The point at progress `p` (``LottieSpatialPath/point(_:distances:progress:)``).
    func point(progress p: Double) -> [Double] { LottieSpatialPath.point(points, distances: distances, progress: p) }
  }

  /// The polyline from `p0` to `p1` with tangents `out` (at p0) and `in`
  /// (at p1), or `nil` when the path is the straight line between them
  /// (each dimension then eases on its own, as the keyframes say).
  static func polyline(_ p0: [Double], _ p1: [Double], out: [Double], in inward: [Double]) -> Polyline? {
    let n = p0.count
    guard p1.count == n, out.count >= n, inward.count >= n else { return nil }
    if out.prefix(n).allSatisfy({ $0 == 0 }) && inward.prefix(n).allSatisfy({ $0 == 0 }) { return nil }
    if n == 2, p0 != p1 {
      func onLine(_ x3: Double, _ y3: Double) -> Bool {
        let det = p0[0] * p1[1] + p0[1] * x3 + p1[0] * y3 - x3 * p1[1] - y3 * p0[0] - p1[0] * p0[1]
        return det > -0.001 && det < 0.001
      }
      if onLine(p0[0] + out[0], p0[1] + out[1]) && onLine(p1[0] + inward[0], p1[1] + inward[1]) { return nil }
    }
    let path = (0..<points).map { k in
      let u = Double(k) / Double(points - 1)
      let a = (1 - u) * (1 - u) * (1 - u)
      let b = 3 * (1 - u) * (1 - u) * u
      let c = 3 * (1 - u) * u * u
      let d = u * u * u
      return (0..<n).map { i in a * p0[i] + b * (p0[i] + out[i]) + c * (p1[i] + inward[i]) + d * p1[i] }
    }
    return Polyline(points: path, distances: distances(path))
  }

  /// The distance along the polyline to each of its points.
  static func distances(_ path: [[Double]]) -> [Double] {
    var out = [0.0]
    for k in 1..<path.count {
      var s = 0.0
      for i in path[k].indices { s += (path[k][i] - path[k - 1][i]) * (path[k][i] - path[k - 1][i]) }
      out.append(out[k - 1] + s.squareRoot())
    }
    return out
  }

  /// The point at progress `p` along the path (distance p·L), as
  /// lottie-web finds it: linearly between the polyline's points; at the
  /// end for p ≥ 1 and, as lottie-web's search falls through, for p < 0.
  static func point(_ path: [[Double]], distances: [Double], progress p: Double) -> [Double] {
    guard let total = distances.last, let last = path.last else { return [] }
    let d = total * p
    if p == 0 || d == 0 { return path[0] }
    guard p > 0, d < total else { return last }
    var lo = 0
    var hi = distances.count - 1
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if distances[mid] <= d { lo = mid } else { hi = mid }
    }
    let span = distances[hi] - distances[lo]
    let f = span > 0 ? (d - distances[lo]) / span : 0
    return path[lo].indices.map { path[lo][$0] + (path[hi][$0] - path[lo][$0]) * f }
  }
}
