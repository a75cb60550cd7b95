// This file is part of curvetool. SPDX-License-Identifier: MIT

import Testing

@testable import Curves

/// OpenSwiftUI's `UnitCurveCompatibilityTests.swift`
/// (OpenSwiftUIProject/OpenSwiftUI, Tests/OpenSwiftUICompatibilityTests),
/// which run against SwiftUI itself: every assertion, with its tolerance,
/// on curvetool's `UnitCurve` (value(at:), velocity(at:), inverse).
@Suite struct UpstreamUnitCurveTests {
  /// swift-numerics' `isApproximatelyEqual(to:)`: relative √ε, absolute
  /// almost nothing; with an absolute tolerance given, that alone.
  static func close(_ a: Double, _ b: Double, absolute: Double? = nil) -> Bool {
    if a == b { return true }
    let delta = (a - b).magnitude
    let bound = absolute ?? Swift.max(Double.ulpOfOne.squareRoot() * Double.leastNormalMagnitude, Swift.max(a.magnitude, b.magnitude) * Double.ulpOfOne.squareRoot())
    return delta.isFinite && delta <= bound
  }

  /// (curve, [(x, value, tolerance)], [(x, velocity, tolerance)]) at 0, ¼, ½, ¾, 1; nil: the default.
  static let table: [(String, UnitCurve, [(Double, Double?)], [(Double, Double?)])] = [
    ("linear", .linear, [(0, nil), (0.25, nil), (0.5, nil), (0.75, nil), (1, nil)], [(1, nil), (1, nil), (1, nil), (1, nil), (1, nil)]),
    ("easeIn", .easeIn, [(0, nil), (0.09, 0.01), (0.32, 0.01), (0.62, 0.01), (1, nil)], [(0, nil), (0.67, 0.01), (1.07, 0.01), (1.37, 0.01), (0, nil)]),
    ("easeOut", .easeOut, [(0, nil), (0.38, 0.01), (0.68, 0.01), (0.91, 0.01), (1, nil)], [(1, 0.01), (1.37, 0.01), (1.07, 0.01), (0.67, 0.01), (0, nil)]),
    ("easeInOut", .easeInOut, [(0, nil), (0.13, 0.01), (0.5, nil), (0.87, 0.01), (1, nil)], [(0, nil), (1.06, 0.01), (1.72, 0.01), (1.06, 0.01), (0, nil)]),
    (
      "circularEaseIn", .circularEaseIn, [(0, nil), (0.032, 0.001), (0.134, 0.001), (0.339, 0.001), (1, nil)],
      [(0, nil), (0.258, 0.001), (0.577, 0.001), (1.134, 0.001), (.infinity, nil)]
    ),
    (
      "circularEaseOut", .circularEaseOut, [(0, nil), (0.661, 0.001), (0.866, 0.001), (0.968, 0.001), (1, nil)],
      [(.infinity, nil), (1.134, 0.001), (0.577, 0.001), (0.258, 0.001), (0, nil)]
    ),
    (
      "circularEaseInOut", .circularEaseInOut, [(0, nil), (0.067, 0.001), (0.5, nil), (0.933, 0.001), (1, nil)],
      [(0, nil), (0.577, 0.001), (.infinity, 0.001), (0.577, 0.001), (0, nil)]
    ),
  ]

  @Test("The seven named curves: value and velocity at 0, ¼, ½, ¾ and 1")
  func namedCurves() {
    for (name, curve, values, velocities) in Self.table {
      for (i, x) in [0, 0.25, 0.5, 0.75, 1].enumerated() {
        #expect(Self.close(curve.value(at: x), values[i].0, absolute: values[i].1), "\(name).value(at: \(x)) = \(curve.value(at: x))")
        #expect(Self.close(curve.velocity(at: x), velocities[i].0, absolute: velocities[i].1), "\(name).velocity(at: \(x)) = \(curve.velocity(at: x))")
      }
    }
  }

  @Test("Bézier curves: (0.25, 0.1)–(0.75, 0.9), and control points outside the square")
  func bezier() {
    let curve = UnitCurve.bezier(CubicBezier(x1: 0.25, y1: 0.1, x2: 0.75, y2: 0.9))
    #expect(Self.close(curve.value(at: 0), 0) && Self.close(curve.value(at: 1), 1))
    #expect(Self.close(curve.value(at: 0.5), 0.5, absolute: 0.01) && Self.close(curve.velocity(at: 0.5), 1.20, absolute: 0.01))
    // SwiftUI clamps the x of (−0.5, 2) and (1.5, −1) when evaluating.
    let extreme = UnitCurve.bezier(CubicBezier(x1: 0, y1: 2, x2: 1, y2: -1))
    #expect(Self.close(extreme.value(at: 0), 0) && Self.close(extreme.value(at: 1), 1))
    #expect(Self.close(extreme.value(at: 0.5), 0.5) && Self.close(extreme.velocity(at: 0.5), -1))
  }

  @Test("Outside [0, 1]: the value holds at the ends; linear's velocity stays 1; circular velocities are positive")
  func boundaries() {
    let curve = UnitCurve.easeInOut
    #expect(curve.value(at: -0.5) == 0 && curve.value(at: 0) == 0 && curve.value(at: 1) == 1 && curve.value(at: 1.5) == 1)
    for x in stride(from: 0.0, through: 1.0, by: 0.1) { #expect(UnitCurve.linear.value(at: x) >= 0 && UnitCurve.linear.value(at: x) <= 1) }
    for x in [-0.5, 0, 1, 1.5] { #expect(Self.close(UnitCurve.linear.velocity(at: x), 1)) }
    for c in [UnitCurve.circularEaseIn, .circularEaseOut, .circularEaseInOut] { #expect(c.velocity(at: 0.5) > 0) }
  }

  @Test("inverse: linear its own; circularEaseIn's is circularEaseOut; easeIn's is not easeOut; a Bézier's mirrors its points")
  func inverse() {
    for x in [0.0, 0.5, 1] { #expect(Self.close(UnitCurve.linear.inverse.value(at: x), x)) }
    let easeIn = UnitCurve.circularEaseIn
    let easeOut = UnitCurve.circularEaseOut
    for x in [0.3, 0.7] {
      #expect(Self.close(easeIn.inverse.value(at: x), easeOut.value(at: x)))
      #expect(Self.close(easeIn.inverse.velocity(at: x), easeOut.velocity(at: x)))
      #expect(!Self.close(UnitCurve.easeIn.inverse.value(at: x), UnitCurve.easeOut.value(at: x)))
      #expect(!Self.close(UnitCurve.easeIn.inverse.velocity(at: x), UnitCurve.easeOut.velocity(at: x)))
    }
    let curve = UnitCurve.bezier(CubicBezier(x1: 0.25, y1: 0.1, x2: 0.75, y2: 0.9))
    let mirrored = UnitCurve.bezier(CubicBezier(x1: 0.1, y1: 0.25, x2: 0.9, y2: 0.75))
    for x in [0.3, 0.7] { #expect(Self.close(mirrored.value(at: x), curve.inverse.value(at: x))) }
    // And it is the inverse function: value(inverse.value(y)) = y.
    for y in stride(from: 0.05, through: 0.95, by: 0.1) { #expect(abs(curve.value(at: curve.inverse.value(at: y)) - y) < 1e-12) }
  }

  /// A linear keyframe hands its velocity at an end to a cubic neighbour
  /// (docs/diagnose.md §5): SwiftUI's `velocity(at:)`, so 1 × the average
  /// speed where `easeOut` starts (not the 1.72 of its limiting slope).
  @Test("Keyframes hand over SwiftUI's velocity at a linear keyframe's ends")
  func keyframeHandoff() {
    let track = CompiledTrack(
      keyPath: "x", initialValue: 0,
      keyframes: [.cubic(to: 10, duration: 1, startVelocity: nil, endVelocity: nil), .linear(to: 20, duration: 0.5, curve: .easeOut)])
    #expect(track.segments[0].endVelocity == 20)
    #expect(track.segments[1].startVelocity == 20)
    let easeIn = CompiledTrack(keyPath: "x", initialValue: 0, keyframes: [.linear(to: 10, duration: 1, curve: .easeIn)])
    #expect(easeIn.segments[0].endVelocity == 0)
  }
}

