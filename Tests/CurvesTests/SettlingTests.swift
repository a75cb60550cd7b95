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
    for i in 0..<(TestTier.exhaustive ? 120 : 48) {
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
    for _ in 0..<(TestTier.exhaustive ? 60 : 20) {
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

  /// A spring that turns millions of times lists its first 100,000 turning
  /// points and the crossings before the last of them, and says where the
  /// lists stop. From rest, its turning points are at t = kπ/ω_d exactly
  /// (x′ ∝ e^(−ζω₀t)·sin(ω_d·t)), and one crossing lies between each two.
  /// At ω₀ = 1e4 over 60,000 s (191 million turns) the closed form gives
  /// none past 50 million, and the lists were empty.
  @Test("Lists stop at 100,000 turning points and say where", arguments: TestTier.cases([(1e6, 0.0021)], exhaustive: [(1e6, 0.0021), (1e8, 0.0201)]))
  func listingLimit(_ stiffness: Double, _ damping: Double) throws {
    let s = Spring(mass: 1, stiffness: stiffness, damping: damping)
    let a = s.analysis(tolerance: 0.001, end: 60_000)
    let n = CurveAnalysis.maximumListed
    let w0 = stiffness.squareRoot()
    let zeta = damping / (2 * w0)
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    #expect(a.turningPoints.count == n)
    let last = try #require(a.listedUntil)
    #expect(abs(last - Double(n) * .pi / wd) <= 1e-9 * last)
    #expect(abs(a.turningPoints[0].time - .pi / wd) <= 1e-12)
    #expect(a.crossings.count == n)
    #expect(a.crossings.allSatisfy { $0 < last })
    // The settle time does not depend on the listing.
    #expect(a.settleTime != nil && a.settleTime == s.settleTime(tolerance: 0.001, horizon: 60_000))
  }

  @Test("An ordinary curve's lists are complete")
  func listingComplete() {
    let a = Spring(mass: 1, stiffness: 157.91367041742973, damping: 17.59291886010284).analysis(tolerance: 0.001, end: 0.8)
    #expect(a.listedUntil == nil && a.turningPoints.count == 2 && a.crossings.count == 2)
  }

  /// valueRange stops scanning once the envelope rules out a wider range;
  /// it must equal the plain scan of every turning point, bit for bit,
  /// on curves that decay, that do not (an undamped spring, a polyline)
  /// and the anvil, over intervals of every size.
  @Test("valueRange equals the scan of every turning point")
  func valueRangeIsTheFullScan() {
    func plain(_ c: some AnalyzableCurve, _ a: Double, _ b: Double) -> (Double, Double) {
      let values = [c.value(at: a), c.value(at: b)] + c.turningPoints(in: a...b).filter { $0 > a && $0 < b }.map { c.value(at: $0) }
      return (values.min() ?? .nan, values.max() ?? .nan)
    }
    var rng = SeededRandom(seed: 11)
    let curves: [any AnalyzableCurve] = [
      Spring(mass: 1, stiffness: 1e6, damping: 0.0021), Spring(mass: 1, stiffness: 400, damping: 0),
      Spring(mass: 1, stiffness: 300, damping: 12, initialVelocity: -40),
      DampedCosine(amplitude: -1, decay: 0.5, omega: 40, offset: 1, oscillation: .cosine, overshoot: false),
      DampedCosine(amplitude: 2, decay: 3, omega: 9, offset: 0, oscillation: .sine, overshoot: true),
      EasedCurve(easing: CubicBezier(x1: 0.3, y1: -0.8, x2: 0.6, y2: 1.9), duration: 1),
      PolylineCurve(times: (0...500).map { Double($0) / 100 }, values: (0...500).map { _ in rng.uniform(-1...1) }, restingValue: 0),
    ]
    var checked = 0
    for c in curves {
      for _ in 0..<300 {
        let a = rng.uniform(0...5)
        let b = a + rng.uniform(0...1) * rng.uniform(0...1) * 5
        let r = c.valueRange(from: a, to: b)
        let p = plain(c, a, b)
        #expect(r.lowest == p.0 && r.highest == p.1, "\(type(of: c)) \(a)…\(b)")
        checked += 1
      }
    }
    #expect(checked == 2100)
  }
}

