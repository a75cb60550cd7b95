// This file is part of curvetool. SPDX-License-Identifier: MIT

import Testing

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
}
