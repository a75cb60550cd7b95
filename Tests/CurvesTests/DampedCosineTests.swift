// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import Curves

@Suite("Damped cosine")
struct DampedCosineTests {
  static func randomCurves(count: Int, seed: UInt64) -> [DampedCosine] {
    var rng = SeededRandom(seed: seed)
    return (0..<count).map { i in
      DampedCosine(
        amplitude: rng.uniform(-5...5), decay: rng.logUniform(0.05, 30),
        omega: rng.logUniform(0.5, 80), offset: rng.uniform(-3...3),
        oscillation: i % 2 == 0 ? .cosine : .sine, overshoot: i % 3 != 0)
    }
  }

  /// The step of the five-point difference.
  func step(_ c: DampedCosine) -> Double { 1e-4 / max(1, c.omega / 10) }

  /// Five-point central difference: truncation O(h⁴), rounding about
  /// (|A| + |B|)·ε·18/(12h).
  func derivative(_ c: DampedCosine, _ t: Double) -> Double {
    let h = step(c)
    let a = c.value(at: t - 2 * h)
    let b = c.value(at: t - h)
    let d = c.value(at: t + h)
    let e = c.value(at: t + 2 * h)
    return (a - 8 * b + 8 * d - e) / (12 * h)
  }

  @Test("value(at: 0) is B + A for cosine, B for sine")
  func startValues() {
    let c = DampedCosine(amplitude: -2, decay: 3, omega: 10, offset: 5)
    #expect(c.value(at: 0) == 3)
    var s = c
    s.oscillation = .sine
    #expect(s.value(at: 0) == 5)
  }

  @Test("Velocity matches a fourth-order finite difference")
  func velocityMatchesDerivative() {
    for c in Self.randomCurves(count: 60, seed: 1) {
      for i in 0..<40 {
        let t = 0.013 + Double(i) * 0.037
        // Skip anvil cusps, where the derivative jumps.
        if !c.overshoot {
          let g = c.oscillation == .cosine ? cos(c.omega * t) : sin(c.omega * t)
          if abs(g) < 1e-3 { continue }
        }
        let scale = abs(c.amplitude) * (c.decay + c.omega) * exp(-c.decay * t)
        let rounding = 4 * (abs(c.amplitude) + abs(c.offset)) * Double.ulpOfOne * 1.5 / step(c)
        #expect(abs(c.velocity(at: t) - derivative(c, t)) <= 1e-7 * scale + rounding)
      }
    }
  }

  @Test("|x − B| stays under the envelope |A|·e^(−αt)")
  func envelopeBound() {
    for c in Self.randomCurves(count: 40, seed: 2) {
      for i in 0...5000 {
        let t = Double(i) * 0.001
        let x = c.value(at: t)
        // x − B cannot be resolved below the rounding of the sum A·e·g + B.
        let rounding = max(abs(x), abs(c.offset)).ulp
        #expect(abs(x - c.offset) <= c.envelope(at: t) * (1 + 1e-14) + rounding)
      }
    }
  }

  @Test("Turning points are exactly where the velocity changes sign")
  func turningPoints() {
    for c in Self.randomCurves(count: 40, seed: 3) {
      let points = c.turningPoints(in: 0...2)
      #expect(points == points.sorted())
      // Count sign changes of the velocity on a fine grid, independently.
      var changes = 0
      var previous = c.velocity(at: 1e-9)
      let n = 400_000
      for i in 1...n {
        let v = c.velocity(at: 2 * Double(i) / Double(n))
        if v != 0, previous != 0, (v < 0) != (previous < 0) { changes += 1 }
        if v != 0 { previous = v }
      }
      #expect(points.count == changes)
      for t in points where c.overshoot {
        let scale = abs(c.amplitude) * (c.decay + c.omega) * exp(-c.decay * t)
        #expect(abs(c.velocity(at: t)) <= 1e-12 * scale + 1e-300)
      }
    }
  }

  @Test("Codable round trip")
  func codable() throws {
    let c = DampedCosine(amplitude: -1, decay: 4.6, omega: 18.8, offset: 1, oscillation: .sine, overshoot: false)
    let data = try JSONEncoder().encode(c)
    #expect(try JSONDecoder().decode(DampedCosine.self, from: data) == c)
  }
}
