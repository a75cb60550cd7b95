// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import Curves

@Suite("Fast sine and cosine (sinCos)")
struct FastTrigTests {
  @Test("sinCos agrees with the platform sin and cos to an ulp")
  func fastTrig() {
    var rng = SeededRandom(seed: 26)
    for i in 0..<400_000 {
      let x = i % 2 == 0 ? rng.uniform(-10...10) : rng.uniform(-1.5e6...1.5e6)
      let (s, c) = sinCos(x)
      #expect(abs(s - sin(x)) <= 2 * max(abs(sin(x)), 1e-300).ulp + 1e-22 * abs(x))
      #expect(abs(c - cos(x)) <= 2 * max(abs(cos(x)), 1e-300).ulp + 1e-22 * abs(x))
    }
    #expect(sinCos(0) == (0, 1))
  }

  @Test("sinCos of four lanes is four scalar sinCos, bit for bit: ties of the reduction, signed zeros, the fallback")
  func fastTrigLanes() {
    var rng = SeededRandom(seed: 27)
    // Arguments whose reduction y = x·2/π is exactly half-way between two
    // integers, where `rounded()` goes away from zero and the nearest-even
    // trick alone would not.
    var ties: [Double] = []
    // Everyday: every 4th of the exhaustive tier's ties.
    for n in -400_000...400_000 where n % (TestTier.exhaustive ? 97 : 388) == 0 {
      let y = Double(n) + 0.5
      var x = (y / 0.6366197723675814).nextDown.nextDown
      for _ in 0..<5 {
        if x * 0.6366197723675814 == y { ties.append(x) }
        x = x.nextUp
      }
    }
    #expect(ties.count > 100)
    var values = ties + ties.map { -$0 }
    values += [0, -0.0, Double.leastNormalMagnitude / 4, -Double.leastNormalMagnitude / 4, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 0.3, -0.3, 0.5, -0.5]
    values += [1.6e6, -1.6e6, 1.6e6.nextDown, -1.6e6.nextDown, 1e300, .infinity, -.infinity, .nan]
    // Everyday: 50,000 random arguments; the exhaustive tier 200,000.
    for i in 0..<(TestTier.exhaustive ? 200_000 : 50_000) {
      values.append(i % 3 == 0 ? rng.uniform(-10...10) : (i % 3 == 1 ? rng.uniform(-1e3...1e3) : rng.uniform(-1.6e6...1.6e6)))
    }
    // Each value in every lane, beside random neighbours (a non-finite or
    // huge neighbour sends all four lanes to the scalar path).
    for (i, x) in values.enumerated() {
      var lanes = SIMD4(values[(i * 7 + 1) % values.count], values[(i * 13 + 2) % values.count], values[(i * 31 + 3) % values.count], 0)
      lanes[3] = lanes[i % 3]
      lanes[i % 4] = x
      let (s, c) = sinCos(lanes)
      for l in 0..<4 {
        let (ss, cc) = sinCos(lanes[l])
        #expect(s[l].bitPattern == ss.bitPattern && c[l].bitPattern == cc.bitPattern, "x = \(lanes[l])")
      }
    }
  }
}
