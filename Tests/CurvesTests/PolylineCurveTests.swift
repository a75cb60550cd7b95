// This file is part of curvetool. SPDX-License-Identifier: MIT

import Testing
import TestSupport

@testable import Curves

@Suite("Polyline")
struct PolylineCurveTests {
  let p = PolylineCurve(times: [0, 1, 2, 3], values: [0, 2, 0.5, 1], restingValue: 1)

  @Test("Interpolates linearly and holds outside")
  func values() {
    #expect(p.value(at: -1) == 0)
    #expect(p.value(at: 0.5) == 1)
    #expect(p.value(at: 1.5) == 1.25)
    #expect(p.value(at: 3) == 1)
    #expect(p.value(at: 9) == 1)
  }

  @Test("Velocity is the segment slope, the last segment's at the end")
  func velocity() {
    #expect(p.velocity(at: 0.5) == 2)
    #expect(p.velocity(at: 1) == -1.5)
    #expect(p.velocity(at: 3) == 0.5)
    #expect(p.velocity(at: 4) == 0)
  }

  @Test("Turning points are the vertices where the direction flips")
  func turning() {
    #expect(p.turningPoints(in: 0...3) == [1, 2])
    let a = p.analysis(tolerance: 0.01, end: 3, reference: 1)
    #expect(a.overshoot?.time == 1)
    #expect(a.overshoot?.distance == 1)
    // 0 → 2 crosses 1 at 0.5; 2 → 0.5 crosses it at 5/3; arriving
    // at 1 at the end is not a crossing.
    #expect(a.crossings == [0.5, 5.0 / 3.0])
  }

  /// turningPoints(in:) reads a range of the turning times found once; it
  /// must list exactly what a scan of every keyframe lists (written out
  /// here): the interior keyframes where the direction changes, flat runs
  /// skipped, t > 0, inside the range.
  @Test("Turning points in a range are those of a full scan")
  func turningPointsInRange() {
    var rng = SeededRandom(seed: 5)
    for n in [1, 2, 3, 10, 400] {
      let times = (0..<n).map { Double($0) * 0.01 }
      // Values on a coarse grid, so that flat runs occur.
      let values = (0..<n).map { _ in (rng.uniform(0...4)).rounded() }
      let p = PolylineCurve(times: times, values: values, restingValue: 2)
      for _ in 0..<200 {
        let a = rng.uniform(-0.5...4.5)
        let b = a + rng.uniform(0...3)
        var scan: [Double] = []
        var last = 0.0
        for i in 0..<max(n - 1, 0) {
          let d = (values[i + 1] - values[i]).signum()
          if d == 0 { continue }
          if n > 2, last != 0, d != last, times[i] > 0, (a...b).contains(times[i]) { scan.append(times[i]) }
          last = d
        }
        #expect(p.turningPoints(in: a...b) == scan, "n \(n) \(a)…\(b)")
      }
    }
  }
}

