// This file is part of curvetool. SPDX-License-Identifier: MIT

import Testing

@testable import Curves

/// OpenSwiftUI's `Tests/OpenSwiftUICoreTests/Animation/Animation/UnitCurveTests.swift`
/// (OpenSwiftUIProject/OpenSwiftUI b48abd6; tests of its own port, not run
/// against SwiftUI): its numeric assertions and orderings on curvetool's
/// `UnitCurve`, with its tolerance (`isApproximatelyEqual`). The solver
/// and Hashable tests are of OpenSwiftUI's types and out of scope.
@Suite struct UpstreamUnitCurveCoreTests {
  static let close = UpstreamUnitCurveTests.close

  @Test("Named curves: ends exact, midpoints on their side of the diagonal")
  func namedCurves() {
    for curve in [UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut] {
      #expect(Self.close(curve.value(at: 0), 0, nil) && Self.close(curve.value(at: 1), 1, nil))
    }
    #expect(Self.close(UnitCurve.linear.value(at: 0.5), 0.5, nil))
    for v in [0.0, 0.5, 1.0] { #expect(Self.close(UnitCurve.linear.velocity(at: v), 1, nil)) }
    for curve in [UnitCurve.easeIn, .circularEaseIn] { #expect(curve.value(at: 0.5) > 0 && curve.value(at: 0.5) < 0.5) }
    for curve in [UnitCurve.easeOut, .circularEaseOut] { #expect(curve.value(at: 0.5) > 0.5 && curve.value(at: 0.5) < 1) }
    let e = UnitCurve.easeInOut
    #expect(Self.close(e.value(at: 0.5), 0.5, nil))
    #expect(e.value(at: 0.25) > 0 && e.value(at: 0.25) < 0.25 && e.value(at: 0.75) > 0.75 && e.value(at: 0.75) < 1)
    #expect(Self.close(UnitCurve.circularEaseInOut.value(at: 0.5), 0.5, nil))
  }

  @Test("Bézier curves, identical control points, values held outside [0, 1], linear velocity 1 everywhere")
  func boundaries() {
    let b = UnitCurve.bezier(CubicBezier(x1: 0.25, y1: 0.1, x2: 0.75, y2: 0.9))
    #expect(Self.close(b.value(at: 0), 0, nil) && Self.close(b.value(at: 1), 1, nil))
    #expect(b.value(at: 0.5) >= 0 && b.value(at: 0.5) <= 1 && b.velocity(at: 0.5).isFinite)
    let same = UnitCurve.bezier(CubicBezier(x1: 0.5, y1: 0.5, x2: 0.5, y2: 0.5))
    for x in [0.0, 0.5, 1] { #expect(Self.close(same.value(at: x), x, nil)) }
    let e = UnitCurve.easeInOut
    for (x, y) in [(-0.5, 0.0), (0, 0), (1, 1), (1.5, 1), (-1000, 0), (1000, 1)] { #expect(Self.close(e.value(at: x), y, nil), "\(x)") }
    #expect(e.velocity(at: -1000) >= 0 && e.velocity(at: 1000) >= 0)
    for x in [-0.5, 0, 1, 1.5] { #expect(Self.close(UnitCurve.linear.velocity(at: x), 1, nil)) }
    for x in stride(from: 0.0, through: 1.0, by: 0.1) { #expect(UnitCurve.linear.value(at: x) >= 0 && UnitCurve.linear.value(at: x) <= 1) }
    for curve in [UnitCurve.circularEaseIn, .circularEaseOut, .circularEaseInOut] { #expect(curve.velocity(at: 0.5) > 0) }
    let c = UnitCurve.circularEaseInOut
    #expect(c.value(at: 0.49) < c.value(at: 0.5) && c.value(at: 0.5) < c.value(at: 0.51))
  }

  @Test("Inverses: linear at 0, ½, 1; circular and Bézier at their ends")
  func inverses() {
    for x in [0.0, 0.5, 1] { #expect(Self.close(UnitCurve.linear.inverse.value(at: x), x, nil)) }
    let b = UnitCurve.bezier(CubicBezier(x1: 0.25, y1: 0.1, x2: 0.75, y2: 0.9))
    for curve in [UnitCurve.circularEaseIn, .circularEaseOut, .circularEaseInOut, b] {
      #expect(Self.close(curve.inverse.value(at: 0), 0, nil) && Self.close(curve.inverse.value(at: 1), 1, nil))
    }
  }
}
