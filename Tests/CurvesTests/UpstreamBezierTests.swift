// This file is part of curvetool. SPDX-License-Identifier: MIT

import Testing
import TestSupport

@testable import Curves

/// gre/bezier-easing's own assertions (`test/test.test.js`, commit
/// 42d78c5), each with its tolerance, held by the exact solver
/// (`CubicBezier.progress(at:)`); its random curves drawn from a fixed seed.
@Suite struct UpstreamBezierEasingTests {
  /// bezier-easing's `assertClose` default.
  static let precision = 1e-6

  /// x = i/100, i = 0…100, as its `allEquals(…, 100)` samples.
  static let grid = (0...100).map { Double($0) / 100 }

  @Test("should fail with wrong arguments: x outside [0, 1] is refused")
  func wrongArguments() {
    for (x1, y1, x2, y2) in [(0.5, 0.5, -5.0, 0.5), (0.5, 0.5, 5, 0.5), (-2, 0.5, 0.5, 0.5), (2, 0.5, 0.5, 0.5)] {
      #expect(throws: BezierError.self) { try CubicBezier(validatingX1: x1, y1: y1, x2: x2, y2: y2) }
    }
  }

  @Test("should be linear: (0, 0, 1, 1) and (1, 1, 0, 0) are the identity")
  func linear() {
    let a = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    let b = CubicBezier(x1: 1, y1: 1, x2: 0, y2: 0)
    for x in Self.grid {
      #expect(abs(a.progress(at: x) - b.progress(at: x)) < Self.precision)
      #expect(abs(a.progress(at: x) - x) < Self.precision)
    }
  }

  @Test("should be the right value at extremes: exactly 0 at 0 and 1 at 1")
  func extremes() {
    var rng = SeededRandom(seed: 1)
    for _ in 0..<1000 {
      let b = CubicBezier(x1: rng.uniform(0...1), y1: 2 * rng.uniform(0...1) - 0.5, x2: rng.uniform(0...1), y2: 2 * rng.uniform(0...1) - 0.5)
      #expect(b.progress(at: 0) == 0 && b.progress(at: 1) == 1, "\(b)")
    }
  }

  @Test("should approach the projected value of its x=y projected curve (within 0.05)")
  func projection() {
    var rng = SeededRandom(seed: 2)
    // bezier-easing's 1000 random curves in the exhaustive tier; the
    // everyday tier takes the first 200 of the same sequence.
    for _ in 0..<(TestTier.exhaustive ? 1000 : 200) {
      let (a, b, c, d) = (rng.uniform(0...1), rng.uniform(0...1), rng.uniform(0...1), rng.uniform(0...1))
      let easing = CubicBezier(x1: a, y1: b, x2: c, y2: d)
      let projected = CubicBezier(x1: b, y1: a, x2: d, y2: c)
      for x in Self.grid {
        #expect(abs(projected.progress(at: easing.progress(at: x)) - x) < 0.05, "\(easing) at \(x)")
      }
    }
  }

  @Test("two same instances should be strictly equal")
  func sameInstances() {
    var rng = SeededRandom(seed: 3)
    for _ in 0..<100 {
      let p = (rng.uniform(0...1), 2 * rng.uniform(0...1) - 0.5, rng.uniform(0...1), 2 * rng.uniform(0...1) - 0.5)
      let one = CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
      let two = CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
      for x in Self.grid { #expect(abs(one.progress(at: x) - two.progress(at: x)) < Self.precision) }
    }
  }

  @Test("symmetric curves: y ≈ 0.5 at x = 0.5 (within 5e-4), and y(x) = 1 − y(1 − x)")
  func symmetric() {
    var rng = SeededRandom(seed: 4)
    for _ in 0..<100 {
      let a = rng.uniform(0...1)
      let b = 2 * rng.uniform(0...1) - 0.5
      let easing = CubicBezier(x1: a, y1: b, x2: 1 - a, y2: 1 - b)
      #expect(abs(easing.progress(at: 0.5) - 0.5) < 0.0005, "\(easing)")
      for x in Self.grid {
        #expect(abs(easing.progress(at: x) - (1 - easing.progress(at: 1 - x))) < Self.precision, "\(easing) at \(x)")
      }
    }
  }
}

/// Chromium's own assertions (`ui/gfx/geometry/cubic_bezier_unittest.cc`,
/// chromium/chromium 3e1a26c), each with its tolerance: `Solve` and
/// `SolveCurveX` held by the port of Chromium's solver
/// (``BrowserBezierSolver``, ε = 1e-7) and by the exact solver
/// (``CubicBezier``, the engines' rule outside [0, 1]); `Slope`,
/// `range_min`/`range_max` and the control points by ``CubicBezier``.
@Suite struct UpstreamChromiumBezierTests {
  /// Chromium's `epsilon` in these tests.
  static let epsilon = 0.00015

  /// y at x by the port and by the exact solver.
  static func solved(_ b: CubicBezier, _ x: Double) -> [Double] {
    [BrowserBezierSolver(b, engine: .chromium).solve(x, epsilon: 1e-7), b.progress(at: x, extrapolation: .engines)]
  }

  @Test("Basic: (0.25, 0, 0.75, 1) in steps of 0.05, and three curves exact at 0.5")
  func basic() {
    let b = CubicBezier(x1: 0.25, y1: 0, x2: 0.75, y2: 1)
    let expected: [(Double, Double)] = [
      (0, 0), (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.079780), (0.2, 0.12803), (0.25, 0.18235), (0.3, 0.24115),
      (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345), (0.5, 0.5), (0.6, 0.63238), (0.65, 0.69676), (0.7, 0.75884),
      (0.75, 0.81764), (0.8, 0.87196), (0.85, 0.92021), (0.9, 0.96021), (0.95, 0.98863), (1, 1),
    ]
    for (x, y) in expected {
      for v in Self.solved(b, x) { #expect(abs(v - y) <= Self.epsilon, "x \(x): \(v)") }
    }
    for (y, value) in [(1.0, 0.875), (2, 1.625), (-1, -0.625)] {
      for v in Self.solved(CubicBezier(x1: 0.5, y1: y, x2: 0.5, y2: y), 0.5) { #expect(v == value) }
    }
  }

  @Test("UnclampedYValues: (0.5, −1, 0.5, 2)")
  func unclamped() {
    let b = CubicBezier(x1: 0.5, y1: -1, x2: 0.5, y2: 2)
    let ys = [
      0.0, -0.08954, -0.15613, -0.19641, -0.20651, -0.18232, -0.11992, -0.01672, 0.12660, 0.30349, 0.5,
      0.69651, 0.87340, 1.01672, 1.11992, 1.18232, 1.20651, 1.19641, 1.15613, 1.08954, 1.0,
    ]
    for (i, y) in ys.enumerated() {
      for v in Self.solved(b, Double(i) * 0.05) { #expect(abs(v - y) <= Self.epsilon, "x \(Double(i) * 0.05): \(v)") }
    }
  }

  @Test("ClampInfinityEvaluation: the port stays finite; the exact curve refuses such control points up front")
  func infinities() {
    let big = Double.greatestFiniteMagnitude
    let cases: [(Double, Double, Double, Double)] = [
      (0.5, big, 0.5, big), (0.5, -big, 0.5, big), (0.5, big, 0.5, -big), (0.5, -big, 0.5, -big),
      (0, big, 0, big), (0, -big, 0, big), (0, big, 0, -big), (0, -big, 0, -big),
      (1, big, 1, big), (1, -big, 1, big), (1, big, 1, -big), (1, -big, 1, -big),
      (0, 0, 0, big), (0, -big, 0, 0), (1, 0, 0, -big), (0, -big, 1, 1),
    ]
    for (x1, y1, x2, y2) in cases {
      let port = BrowserBezierSolver(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2), engine: .chromium)
      for i in 0...20 {
        let x = Double(i) * 0.05
        #expect(port.solve(x, epsilon: 1e-7).isFinite && port.sampleX(x).isFinite && port.sampleY(x).isFinite && port.sampleDX(x).isFinite)
      }
      #expect(throws: BezierError.self) { try CubicBezier(validatingX1: x1, y1: y1, x2: x2, y2: y2) }
    }
  }

  @Test("Range: the smallest and largest y, each kind of derivative")
  func range() {
    // (control points, min, max); an exact bound is compared with ==, one
    // given to five decimals (Chromium's EXPECT_NEAR) within its epsilon.
    let cases: [((Double, Double, Double, Double), Double, Double)] = [
      ((0.25, 1.0 / 3, 0.75, 2.0 / 3), 0, 1),  // constant derivative
      ((0.25, -0.5, 0.75, -1.0 / 6), -0.225, 1),  // linear derivative
      ((0.25, 0.25, 0.75, 0.5), 0, 1),  // no real roots
      ((0, 1, 1, 0), 0, 1),  // exactly one real root
      ((0.25, 0.1, 0.75, 0.9), 0, 1),  // one root < 0, one > 1
      ((0.25, 2.5, 0.75, 0.5), 0, 1.28818),  // two roots in [0, 1]
      ((0.25, 0.5, 0.75, -1.5), -0.28818, 1),
      ((0.25, 0.1, 0.75, 1.5), 0, 1.10755),  // one root < 0, one in [0, 1]
      ((0.25, -0.5, 0.75, 0.9), -0.10755, 1),  // one in [0, 1], one > 1
      ((0.25, 0.3, 0.75, 0.633), 0, 1),  // two roots < 0
      ((0.25, 0.367, 0.75, 0.7), 0, 1),  // two roots > 1
    ]
    func holds(_ value: Double, _ expected: Double) -> Bool {
      expected == 0 || expected == 1 ? value == expected : abs(value - expected) <= Self.epsilon
    }
    for (p, lo, hi) in cases {
      let r = CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3).range
      #expect(holds(r.lowerBound, lo) && holds(r.upperBound, hi), "\(p): \(r)")
    }
  }

  @Test("Slope: (0.25, 0, 0.75, 1) in steps of 0.05, and 0 beyond the ends")
  func slope() {
    let b = CubicBezier(x1: 0.25, y1: 0, x2: 0.75, y2: 1)
    let half = [0, 0.42170, 0.69778, 0.89121, 1.03184, 1.13576, 1.21239, 1.26751, 1.30474, 1.32628, 1.33333]
    let slopes = half + half.dropLast().reversed()
    for (i, s) in slopes.enumerated() { #expect(abs(b.slope(at: Double(i) * 0.05) - s) <= Self.epsilon, "x \(Double(i) * 0.05)") }
    #expect(abs(b.slope(at: -0.1)) <= Self.epsilon && abs(b.slope(at: 1.1)) <= Self.epsilon)
  }

  @Test("InputOutOfRange: the end gradients continue the curve, exactly")
  func outOfRange() {
    let cases: [((Double, Double, Double, Double), Double, Double)] = [
      ((0.5, 1, 0.5, 1), -2, 1),  // simple
      ((0, 0, 1, 1), -1, 2),  // coincident endpoints
      ((0, 1, 1, 0), 0, 1),  // vertical gradient
      ((0.5, 0, 1, 0.5), 0, 1),  // vertical trailing gradient
      ((0.1, 0.2, 0.8, 0.8), -2, 2),  // distinct endpoints
      ((0, 0, 0.5, 1), -2, 1),  // coincident leading endpoint
      ((1, 0.5, 1, 1), -0.5, 1),  // coincident trailing endpoint
      ((0, 0, 0, 0), -1, 2),  // all zeros: linear
      ((1, 1, 1, 1), -1, 2),  // all ones: linear
    ]
    for (p, below, above) in cases {
      let b = CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
      #expect(Self.solved(b, -1) == [below, below], "\(p) at −1")
      #expect(Self.solved(b, 2) == [above, above], "\(p) at 2")
      #expect(Self.solved(b, 0) == [0, 0] && Self.solved(b, 1) == [1, 1], "\(p) at the ends")
    }
    // SolveWithEpsilon(x, 1.0) outside the range: the same gradients.
    let port = BrowserBezierSolver(CubicBezier(x1: 0.5, y1: 1, x2: 0.5, y2: 1), engine: .chromium)
    #expect(port.solve(-1, epsilon: 1) == -2 && port.solve(2, epsilon: 1) == 1)
  }

  @Test("GetPoints: the control points as given, inside the unit square or not")
  func points() {
    for p in [(0.1, 0.2, 0.8, 0.9), (0, 0, 0, 0), (1, 1, 1, 1), (-0.5, -1.5, 1.5, -1.6)] {
      let b = CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
      #expect(abs(b.x1 - p.0) <= Self.epsilon && abs(b.y1 - p.1) <= Self.epsilon)
      #expect(abs(b.x2 - p.2) <= Self.epsilon && abs(b.y2 - p.3) <= Self.epsilon)
    }
  }

  @Test(
    "validateSolver: t back from X(t) within 1e-5 (ε 1e-7): common, linear-equivalent and outside-the-square curves",
    arguments: [
      (0.25, 0.1, 0.25, 1.0), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), (0, 0, 0, 0), (1, 1, 1, 1),
      (0.3, 1.5, 0.8, 1.5), (0.4, -0.8, 0.7, 1.7), (0.7, -2.0, 1.0, -1.5), (0, 4, 1, -3),
    ])
  func solver(_ p: (Double, Double, Double, Double)) {
    let b = CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
    let port = BrowserBezierSolver(b, engine: .chromium)
    var t = 0.0
    while t <= 1 {
      let x = port.sampleX(t)
      #expect(abs(port.solveCurveX(x, epsilon: 1e-7) - t) <= 1e-5, "port, t \(t)")
      #expect(abs(b.parameter(forX: b.x(at: t)) - t) <= 1e-5, "exact, t \(t)")
      t += 0.05
    }
  }
}
