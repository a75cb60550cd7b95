// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import Curves

@Suite("Settle time")
struct SettlingTests {
  @Test("Damped cosines: exact boundary, confirmed by a fine scan")
  func dampedCosines() {
    var rng = SeededRandom(seed: 11)
    for i in 0..<120 {
      let c = DampedCosine(
        amplitude: rng.uniform(-3...3), decay: rng.logUniform(0.2, 20),
        omega: rng.logUniform(1, 60), offset: rng.uniform(-1...1),
        oscillation: i % 2 == 0 ? .cosine : .sine, overshoot: i % 4 != 1)
      let tolerance = abs(c.amplitude) * rng.logUniform(1e-4, 0.3)
      checkSettleTimeAgainstScan(c, tolerance: tolerance)
    }
  }

  @Test("Finite horizon: nil when still outside at the end")
  func horizon() {
    let c = Bounce().curve  // ends 0.1 from the target at 0.5 s
    #expect(c.settleTime(tolerance: 0.001, horizon: 0.5) == nil)
    #expect(c.settleTime(tolerance: 0.2, horizon: 0.5) != nil)
    checkSettleTimeAgainstScan(c, tolerance: 0.2, horizon: 0.5)
  }

  @Test("Settle time is monotone in the tolerance")
  func monotoneInTolerance() {
    let c = DampedCosine(amplitude: -1, decay: 3, omega: 20, offset: 1)
    var previous = Double.infinity
    for k in 1...60 {
      let tol = 1e-6 * pow(1.3, Double(k))
      guard let t = c.settleTime(tolerance: tol) else { continue }
      #expect(t <= previous)
      previous = t
    }
  }

  @Test("Polylines: exact boundary on the drawn lines")
  func polylines() {
    var rng = SeededRandom(seed: 12)
    for _ in 0..<60 {
      let n = Int(rng.uniform(3...60))
      var t = 0.0
      var times: [Double] = []
      var values: [Double] = []
      for i in 0..<n {
        times.append(t)
        t += rng.uniform(0.01...0.1)
        let decay = exp(-Double(i) / Double(n) * 5)
        values.append(1 + rng.uniform(-1...1) * decay)
      }
      let p = PolylineCurve(times: times, values: values, restingValue: 1)
      checkSettleTimeAgainstScan(p, tolerance: rng.logUniform(1e-3, 0.2), horizon: times[n - 1])
    }
  }

  @Test("Already inside the band: settles at 0")
  func insideFromStart() {
    let c = DampedCosine(amplitude: 0.0001, decay: 1, omega: 3, offset: 0)
    #expect(c.settleTime(tolerance: 0.001) == 0)
  }
}
