// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import Curves

/// What analysis reads from an easing function: its slope, where it turns
/// and where it jumps, each checked against the function's own values.
extension EasingFunctionTests {
  /// Every family in every mode, with parameters off their defaults too.
  static var everyFunction: [EasingFunction] {
    let families: [EasingFunction.Family] = [
      .power(2), .power(3.7), .power(0.8), .sine, .expo, .circ, .back(1.70158), .back(3), .bounce, .easingsNetElastic,
      .elastic(amplitude: 1, period: 0.3), .elastic(amplitude: 1.4, period: 0.45), .elastic(amplitude: 0.7, period: 0.4),
    ]
    return families.flatMap { f in EasingFunction.Mode.allCases.map { EasingFunction(f, $0) } }
  }

  @Test("Slopes are the derivative: a fourth-order central difference (h = 1e-4, error below 1e-9 of the slope's scale) agrees")
  func slopes() {
    for f in Self.everyFunction {
      for x in stride(from: 0.013, to: 0.99, by: 0.0371) {
        let h = 1e-4
        let p = { f.progress(at: $0) }
        // Skip a step that straddles a kink (the bounce's tops) or a jump.
        let kinks = f.turningFractions + [0.5]
        guard !kinks.contains(where: { Swift.abs($0 - x) < 3 * h }) else { continue }
        let difference = (p(x - 2 * h) - 8 * p(x - h) + 8 * p(x + h) - p(x + 2 * h)) / (12 * h)
        let slope = f.slope(at: x)
        #expect(Swift.abs(slope - difference) <= 1e-6 * Swift.max(1, Swift.abs(slope)), "\(f) at \(x): \(slope) against \(difference)")
      }
    }
  }

  @Test("Turning fractions: the slope vanishes there or changes sign across a kink, and the progress is monotone between them (checked on 4000 fractions)")
  func turns() {
    for f in Self.everyFunction {
      let turns = f.turningFractions
      #expect(turns == turns.sorted() && turns.allSatisfy { $0 > 0 && $0 < 1 }, "\(f)")
      for t in turns {
        let left = f.slope(at: t - 1e-7)
        let right = f.slope(at: t + 1e-7)
        let scale = Swift.max(1, Swift.abs(left), Swift.abs(right))
        #expect(Swift.abs(f.slope(at: t)) <= 1e-6 * scale || (left > 0) != (right > 0), "\(f) turns at \(t)")
        #expect((left > 0) != (right > 0) || Swift.abs(left) < 1e-5 * scale, "\(f): slope keeps its sign across \(t)")
      }
      // Between turns (and away from them by 1e-9), the direction holds.
      let cuts = [0] + turns + [1]
      for (a, b) in zip(cuts, cuts.dropFirst()) where b - a > 1e-6 {
        let xs = (0...400).map { a + 1e-9 + (b - a - 2e-9) * Double($0) / 400 }
        let ps = xs.map { f.progress(at: $0) }
        let rising = zip(ps, ps.dropFirst()).allSatisfy { $1 >= $0 - 1e-15 }
        let falling = zip(ps, ps.dropFirst()).allSatisfy { $1 <= $0 + 1e-15 }
        #expect(rising || falling, "\(f) on [\(a), \(b)]")
      }
    }
  }

  @Test("Jumps at the end: an out or inOut exponential or elastic approaches another value than 1, which progress(before: 1) gives")
  func jumps() {
    // Two ulps below 1 a continuous function is within √(2⁻⁵²) of its
    // limit (the circ's vertical tangent is the steepest).
    for f in Self.everyFunction {
      let limit = f.progress(at: 1.0.nextDown.nextDown)
      #expect(Swift.abs(f.progress(before: 1) - limit) <= 3e-8, "\(f): \(f.progress(before: 1)) against \(limit)")
      #expect(f.progress(at: 1) == 1)
      let jumps: Bool =
        switch (f.family, f.mode) {
        case (_, .in), (.power, _), (.sine, _), (.circ, _), (.back, _), (.bounce, _), (.androidBounce, _): false
        case (.expo, _), (.easingsNetElastic, _), (.elastic, _): true
        }
      // A continuous one reports no jump; a jump's size depends on the
      // parameters (the limit above checks it).
      if !jumps { #expect(Swift.abs(f.progress(before: 1) - 1) <= 3e-8, "\(f)") }
    }
    // easings.net's easeOutExpo approaches 1 − 2⁻¹⁰; easeOutElastic 1 + 2⁻¹⁰·sin(π/6).
    #expect(EasingFunction(.expo, .out).progress(before: 1) == 1 - pow(2, -10))
    #expect(Swift.abs(EasingFunction(.easingsNetElastic, .out).progress(before: 1) - (1 + pow(2, -10) * 0.5)) < 1e-12)
  }

  @Test("x², x³ and the back, in and out, are Béziers with x at thirds: the same progress at 1000 fractions; inOut and the rest are none")
  func beziers() throws {
    for f in Self.everyFunction {
      guard let b = f.bezier else {
        let polynomial: Bool =
          switch f.family {
          case .power(let p): p == 1 || p == 2 || p == 3
          case .back: true
          default: false
          }
        #expect(!polynomial || f.mode == .inOut, "\(f) has no Bézier")
        continue
      }
      for k in 1..<1000 {
        let x = Double(k) / 1000
        #expect(Swift.abs(b.progress(at: x) - f.progress(at: x)) <= 1e-14, "\(f) at \(x)")
      }
    }
    #expect(EasingFunction(.power(2), .in).bezier == CubicBezier(x1: 1.0 / 3, y1: 0, x2: 2.0 / 3, y2: 1.0 / 3))
  }
}
