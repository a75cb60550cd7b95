// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Testing

@testable import Fit

/// ``BezierKeyframeFitter`` on motions made of known eased segments: it
/// finds their keys and no more.
@Suite("Bézier keyframes")
struct BezierKeyframeFitterTests {
  /// Samples of `motion` at 16 points a frame over `frames` frames at 60 fps,
  /// and its velocity from either side by the derivative written out.
  static func fit(frames: Int, tolerance: Double, _ motion: (Double) -> Double, _ velocity: (Double, Bool) -> Double) -> BezierKeyframes {
    let times = (0...(frames * 16)).map { Double($0) / 16 / 60 }
    let values = times.map { [motion($0)] }
    return BezierKeyframeFitter.fit(times: times, values: values, stride: 16, tolerance: tolerance) { j, right in [velocity(times[j], right)] }
  }

  @Test("One eased move is one segment: two keys, the easing found to within the tolerance")
  func oneSegment() {
    let ease = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    let k = Self.fit(frames: 30, tolerance: 1e-6, { 100 * ease.progress(at: $0 / 0.5) }, { t, _ in 100 * ease.slope(at: t / 0.5) / 0.5 })
    #expect(k.keys.map(\.time) == [0, 0.5])
    var worst = 0.0
    for j in 0...3000 {
      let t = Double(j) / 6000
      worst = Swift.max(worst, Swift.abs(k.value(at: t)[0] - 100 * ease.progress(at: t / 0.5)))
    }
    #expect(worst <= 1e-6)
  }

  @Test("Two eased moves that meet at rest on frame 20: three keys, the middle one on frame 20")
  func twoSegments() {
    // 0 → 50 over frames 0…20 (ease-in-out), then 50 → 20 over 20…50.
    let a = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    let b = CubicBezier(x1: 0.3, y1: 0, x2: 0.2, y2: 1)
    let join = 20.0 / 60
    let end = 50.0 / 60
    func motion(_ t: Double) -> Double {
      t <= join ? 50 * a.progress(at: t / join) : 50 - 30 * b.progress(at: (t - join) / (end - join))
    }
    func velocity(_ t: Double, _ right: Bool) -> Double {
      t < join || (t == join && !right) ? 50 * a.slope(at: t / join) / join : -30 * b.slope(at: (t - join) / (end - join)) / (end - join)
    }
    let k = Self.fit(frames: 50, tolerance: 1e-6, motion, velocity)
    #expect(k.keys.map { ($0.time * 60).rounded() } == [0, 20, 50])
  }

  @Test("A jump between frames is one frame's segment between its neighbours; a still motion is two keys")
  func jumpAndStill() {
    let k = Self.fit(frames: 10, tolerance: 1e-3, { $0 < 4.5 / 60 ? 1 : 7 }, { _, _ in 0 })
    #expect(k.keys.map { ($0.time * 60).rounded() } == [0, 4, 5, 10])
    #expect(k.keys.map(\.value) == [[1], [1], [7], [7]])
    let still = Self.fit(frames: 100, tolerance: 1e-9, { _ in 3 }, { _, _ in 0 })
    #expect(still.keys.count == 2 && still.keys.allSatisfy { $0.value == [3] })
  }
}
