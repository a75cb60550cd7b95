// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import Curves

@Suite("Cubic Bézier solver accuracy")
struct CubicBezierAccuracyTests {
  /// Curves from docs/bezier.md §3, with the hard ones.
  static let curves: [(Double, Double, Double, Double)] = [
    (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1),
    (0.68, -0.55, 0.265, 1.55), (0, 0, 1, 1), (1, 0, 0, 1), (0, 1, 1, 0), (0, 0.9, 0.1, 1),
    (0.5, -2, 0.5, 3), (0, 0, 1.0 / 3, 1), (0, 0, 0.33333333, 1), (0.95, 0.05, 0.795, 0.035), (1, 1, 0, 0),
  ]

  /// The error of `value` against the reference interval (0 inside it).
  func error(_ value: Double, _ ref: (lo: Double, hi: Double)) -> Double {
    value < ref.lo ? ref.lo - value : (value > ref.hi ? value - ref.hi : 0)
  }

  func hardPoints() -> [Double] {
    var xs: [Double] = [0.5, 0.5.nextUp, 0.5.nextDown, 1e-300, 1e-16, 1e-9, 1 - 1e-9, 1.0.nextDown]
    for k in 1...10 {
      xs.append(0.5 + Double(k) * 1e-8)
      xs.append(0.5 - Double(k) * 1e-8)
      xs.append(0.5 + Double(k) * 1e-7)
      xs.append(0.5 - Double(k) * 1e-7)
      xs.append(0.5 + Double(k) * 1e-12)
      xs.append(0.5 - Double(k) * 1e-15)
    }
    return xs
  }

  @Test("|y − y_true| ≤ 1e-12 on dense grids and the hard points, every curve")
  func exactEverywhere() {
    var rng = SeededRandom(seed: 41)
    for c in Self.curves {
      let b = CubicBezier(x1: c.0, y1: c.1, x2: c.2, y2: c.3)
      let fast = CubicBezierEvaluator(b)
      // Everyday: a 1001-point grid and 750 random points; the exhaustive
      // tier 2001 and 1500.
      let grid = TestTier.exhaustive ? 2000 : 1000
      var xs = (0...grid).map { Double($0) / Double(grid) } + hardPoints()
      xs += (0..<(TestTier.exhaustive ? 1500 : 750)).map { _ in rng.uniform(0...1) }
      var worst = 0.0
      var worstFast = 0.0
      var worstBatch = 0.0
      let batch = fast.progress(xs)
      for (k, x) in xs.enumerated() {
        let ref = BezierReference.progress(c, x)
        worst = max(worst, error(b.progress(at: x), ref))
        worstFast = max(worstFast, error(fast.progress(at: x), ref))
        worstBatch = max(worstBatch, error(batch[k], ref))
      }
      #expect(worst <= 1e-12, "\(c): \(worst)")
      #expect(worstFast <= 1e-12, "\(c) evaluator: \(worstFast)")
      #expect(worstBatch <= 1e-12, "\(c) batch: \(worstBatch)")
    }
  }

  @Test("The solved t has a backward error under 1e-15: |t − t_true|·|X′(t)| ≤ 1e-15, random curves and points (docs/bezier.md §3)")
  func backwardError() {
    var rng = SeededRandom(seed: 43)
    var worst = 0.0
    for _ in 0..<(TestTier.exhaustive ? 1200 : 60) {
      let c = (rng.uniform(0...1), rng.uniform(-1...2), rng.uniform(0...1), rng.uniform(-1...2))
      let b = CubicBezier(x1: c.0, y1: c.1, x2: c.2, y2: c.3)
      for _ in 0..<100 {
        let x = rng.uniform(0...1)
        let t = b.parameter(forX: x)
        let ref = BezierReference.parameter(c, x)
        let e = t < ref.lo ? ref.lo - t : (t > ref.hi ? t - ref.hi : 0)
        worst = max(worst, e * abs(b.dx(at: t)))
      }
    }
    #expect(worst <= 1e-15, "\(worst)")
  }

  @Test("(1, 0, 0, 1) at x = 0.5 ± 1e-7: exact where a 1e-7 solver errs by 4e-3")
  func verticalTangent() {
    let b = CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)
    let chromium = BrowserBezierSolver(b, engine: .chromium)
    for x in [0.5 + 1e-7, 0.5 - 1e-7] {
      let ref = BezierReference.progress((1, 0, 0, 1), x)
      #expect(error(b.progress(at: x), ref) <= 1e-12)
      #expect(abs(chromium.solve(x, epsilon: 1e-7) - ref.lo) > 1e-3)
    }
  }

  @Test("3x₁ − 3x₂ + 1 = 0 (a quadratic X) is exact, unlike a closed form that drops the cubic term")
  func quadraticX() {
    let b = CubicBezier(x1: 0, y1: 0, x2: 1.0 / 3, y2: 1)
    for x in stride(from: 0.0, through: 1.0, by: 0.01) {
      let ref = BezierReference.progress((0, 0, 1.0 / 3, 1), x)
      #expect(error(b.progress(at: x), ref) <= 1e-12)
    }
  }

  @Test("The evaluator solves most cells from its table")
  func tableCoverage() {
    for c in [(0.25, 0.1, 0.25, 1.0), (0.42, 0, 0.58, 1), (0.68, -0.55, 0.265, 1.55)] {
      let e = CubicBezierEvaluator(CubicBezier(x1: c.0, y1: c.1, x2: c.2, y2: c.3))
      #expect(e.exactCellFraction < 0.1, "\(c): \(e.exactCellFraction)")
    }
  }
}

@Suite("Cubic Bézier: batch edge values, extrapolation, analysis, engines")
struct CubicBezierBehaviourTests {
  @Test("The batch handles x outside (0, 1) and NaN like progress(at:)")
  func batchEdges() {
    let e = CubicBezierEvaluator(CubicBezier(x1: 0, y1: 0.9, x2: 0.1, y2: 1))
    let xs = [-0.5, 0, 1, 1.5, .nan, 0.25]
    let out = e.progress(xs)
    for (x, y) in zip(xs, out) {
      let expected = e.curve.progress(at: x)
      #expect(y == expected || (y.isNaN && expected.isNaN))
    }
  }

  @Test("Outside [0, 1]: the CSS Easing 1 rule, and the engines' where they differ")
  func extrapolation() {
    let b = CubicBezier(x1: 0, y1: 0.9, x2: 0.1, y2: 1)
    // docs/bezier.md §6: spec −1.0 (slope y2/x2 = 10), engines 0 at x = −0.1.
    #expect(abs(b.progress(at: -0.1) - -1.0) < 1e-15)
    #expect(b.progress(at: -0.1, extrapolation: .engines) == 0)
    let z = CubicBezier(x1: 0, y1: 0, x2: 0, y2: 0)
    #expect(z.progress(at: -0.5) == 0)
    #expect(z.progress(at: -0.5, extrapolation: .engines) == -0.5)
    let e = CubicBezier.ease
    #expect(abs(e.progress(at: 1.5) - (1 + 0 * 0.5)) < 1e-15)
    #expect(abs(e.progress(at: -1) - -0.4) < 1e-15)
  }

  @Test("Extrema, overshoot, monotonicity and slopes")
  func analysis() {
    let back = CubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)
    #expect(!back.isMonotone)
    #expect(back.extrema.count == 2)
    let o = back.overshoot
    #expect(o.above > 0.09 && o.below > 0.09)
    // Extrema are where Y′ = 0.
    for p in back.extrema { #expect(abs(back.dy(at: p.t)) < 1e-12) }
    #expect(CubicBezier.easeInOut.isMonotone)
    #expect(CubicBezier.easeInOut.extrema.isEmpty)
    let s = CubicBezier.ease.endSlopes
    #expect(abs(s.start - 0.4) < 1e-15 && s.end == 0)
    // ease-out's P1 sits on P0: the start slope is y2/x2 = 1/0.58.
    #expect(CubicBezier.easeOut.endSlopes.start == 1 / 0.58)
    #expect(CubicBezier(x1: 0, y1: 0.9, x2: 0.1, y2: 1).endSlopes.start == .infinity)
    let vertical = CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)
    #expect(vertical.maximumSlope.slope == .infinity)
    #expect(vertical.verticalTangent.map { abs($0.x - 0.5) < 1e-15 } == true)
    // The maximum slope of ease-in-out is at x = 0.5 by symmetry.
    let m = CubicBezier.easeInOut.maximumSlope
    #expect(abs(m.at.x - 0.5) < 1e-9)
    #expect(abs(m.slope - CubicBezier.easeInOut.slope(at: 0.5)) < 1e-12)
  }

  @Test("The inverse maps progress back to x on monotone curves")
  func inverse() {
    let b = CubicBezier.ease
    for x in stride(from: 0.0, through: 1.0, by: 0.05) {
      let y = b.progress(at: x)
      #expect(abs((b.inverse(progress: y) ?? -1) - x) < 1e-12)
    }
    #expect(CubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55).inverse(progress: 0.5) == nil)
  }

  @Test("Chromium port: ≤ 1e-6 on ordinary curves, up to 4.4e-3 next to vertical tangents; exact ends snap")
  func chromium() {
    for c in [(0.25, 0.1, 0.25, 1.0), (0.42, 0, 0.58, 1), (0.68, -0.55, 0.265, 1.55)] {
      let b = CubicBezier(x1: c.0, y1: c.1, x2: c.2, y2: c.3)
      let s = BrowserBezierSolver(b, engine: .chromium)
      var worst = 0.0
      for i in 0...1000 {
        let x = Double(i) / 1000
        worst = max(worst, abs(s.solve(x, epsilon: 1e-7) - b.progress(at: x)))
      }
      #expect(worst < 1e-6 && worst > 1e-9, "\(c): \(worst)")
    }
    let s = BrowserBezierSolver(CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1), engine: .chromium)
    let e = abs(s.solve(0.5 + 1e-7, epsilon: 1e-7) - CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1).progress(at: 0.5 + 1e-7))
    #expect(e > 1e-3 && e < 5e-3)
    #expect(s.progress(atTime: 0.0000005, duration: 1) == 0)
  }

  @Test("WebKit at 1 s uses ε = 1e-3: errors of 1.0e-4 at ease-in/out ends, 9.6e-5 on linear (docs/bezier.md §3)")
  func webkit() {
    for (b, expected) in [(CubicBezier.easeIn, 1.0e-4), (CubicBezier.easeOut, 1.0e-4), (CubicBezier.linear, 9.6e-5)] {
      let s = BrowserBezierSolver(b, engine: .webkit)
      #expect(s.epsilon(duration: 1) == 1e-3)
      var worst = 0.0
      for i in 0...1000 {
        let x = Double(i) / 1000
        worst = max(worst, abs(s.solve(x, epsilon: 1e-3) - b.progress(at: x)))
      }
      for x in [1e-6, 1 - 1e-6] { worst = max(worst, abs(s.solve(x, epsilon: 1e-3) - b.progress(at: x))) }
      #expect(abs(worst - expected) < 0.05 * expected, "\(b): \(worst)")
    }
  }

  @Test("Presets carry sources; CSS keywords have their documented control points")
  func presets() {
    #expect(TimingPreset.named("ease-in-out")?.bezier == CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    #expect(TimingPreset.named("easings-css.easeInOutBack")?.bezier == CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6))
    #expect(TimingPreset.all.allSatisfy { !$0.source.isEmpty })
    #expect(Set(TimingPreset.all.map(\.name)).count == TimingPreset.all.count)
    // SwiftUI's circular curves are exact functions, not Béziers.
    let c = CircularCurve.easeIn
    #expect(abs(c.progress(at: 0.6) - (1 - (1 - 0.36).squareRoot())) < 1e-15)
    #expect(CircularCurve.easeInOut.progress(at: 0.5) == 0.5)
    #expect(CircularCurve.easeOut.progress(at: 1) == 1)
  }
}
