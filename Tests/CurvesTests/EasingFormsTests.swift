// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import Curves

/// Steps, linear() easings, eased time curves and simplification.
@Suite struct EasingFormsTests {
  @Test func easedCurveSettlesWhereAFineScanSays() {
    // easeInOutBack overshoots at both ends; easeOutBack at the end only.
    let curves = [
      CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6), CubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1),
      CubicBezier.ease, CubicBezier(x1: 0.5, y1: 3, x2: 0.5, y2: -2),
    ]
    for b in curves {
      for tolerance in [0.1, 0.01, 0.001] {
        checkSettleTimeAgainstScan(EasedCurve(easing: b, from: 10, to: -30, duration: 0.7), tolerance: tolerance * 40)
      }
    }
  }

  @Test func easedCurveTurningPointsAreTheBeziersExtrema() {
    let b = CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)
    let c = EasedCurve(easing: b, from: 0, to: 1, duration: 2)
    let turns = c.turningPoints(in: 0...2)
    #expect(turns.count == 2)
    for t in turns {
      // The velocity changes sign across each turning point.
      #expect(c.velocity(at: t - 1e-6) * c.velocity(at: t + 1e-6) < 0)
    }
    #expect(c.value(at: -1) == 0 && c.value(at: 3) == 1 && c.velocity(at: 3) == 0)
  }

  @Test func linearEasingMatchesStraightLinesAndSpecialCases() {
    let l = LinearEasing(stops: [.init(output: 0), .init(output: 1, first: 50, second: 60), .init(output: 0.5)])
    #expect(l.points.map(\.input) == [0, 50, 60, 100])
    #expect(l.progress(at: 0.25) == 0.5)
    #expect(l.progress(at: 0.55) == 1, "the flat run between the two percentages")
    #expect(l.progress(at: 0.8) == 0.75)
    #expect(close(l.progress(at: 1.2), 0.25, absolute: 1e-15), "the last segment extends")
    #expect(l.progress(at: -0.5) == -1, "the first segment extends")
    #expect(l.turningFractions == [0.6])
    // A jump: two points with the same input give the later output.
    let jump = LinearEasing(stops: [.init(output: 0), .init(output: 0, first: 50), .init(output: 1, first: 50), .init(output: 1)])
    #expect(jump.progress(at: 0.5) == 1 && jump.progress(at: 0.4999) == 0)
  }

  @Test func rdpKeepsEveryRemovedSampleWithinTolerance() {
    var random = SeededRandom(seed: 7)
    for _ in 0..<20 {
      let n = Int(random.uniform(3...3000))
      let xs = (0..<n).map { Double($0) / Double(n - 1) }
      let w = random.uniform(1...30)
      let ys = xs.map { exp(-3 * $0) * cos(w * $0) }
      let tolerance = random.logUniform(1e-6, 1e-1)
      let (kept, reported) = Simplification.ramerDouglasPeucker(xs: xs, ys: ys, tolerance: tolerance)
      #expect(kept.first == 0 && kept.last == n - 1 && kept == kept.sorted())
      // Independent check: interpolate every sample between its kept neighbours.
      var worst = 0.0
      var k = 0
      for i in 0..<n {
        while k + 1 < kept.count, kept[k + 1] < i { k += 1 }
        guard k + 1 < kept.count else { break }
        let a = kept[k]
        let b = kept[k + 1]
        let y = ys[a] + (ys[b] - ys[a]) * (xs[i] - xs[a]) / (xs[b] - xs[a])
        worst = max(worst, abs(ys[i] - y))
      }
      #expect(worst <= tolerance)
      #expect(close(reported, worst, absolute: 1e-15))
    }
    let line = Simplification.ramerDouglasPeucker(xs: [0, 1, 2, 3], ys: [0, 2, 4, 6], tolerance: 0)
    #expect(line.indices == [0, 3] && line.maximumError == 0)
  }
}

@Suite("SwiftUI's circular UnitCurves: the slope is the derivative of the value")
struct CircularSlopeTests {
  @Test("slope(at:) agrees with a central difference of progress(at:), all three curves; circularEaseInOut at ¼ is 0.5774, not 1.1547")
  func slopeIsTheDerivative() {
    for curve in [CircularCurve.easeIn, .easeOut, .easeInOut] {
      for i in 1..<200 where i != 100 {
        let x = Double(i) / 200
        let h = 1e-6
        let difference = (curve.progress(at: x + h) - curve.progress(at: x - h)) / (2 * h)
        let slope = curve.slope(at: x)
        #expect(abs(slope - difference) <= 1e-6 * max(1, abs(slope)), "\(curve) at \(x)")
      }
    }
    #expect(abs(CircularCurve.easeInOut.slope(at: 0.25) - 0.5 / 0.75.squareRoot()) < 1e-15)
    #expect(abs(CircularCurve.easeInOut.slope(at: 0.75) - 0.5 / 0.75.squareRoot()) < 1e-15)
  }
}
