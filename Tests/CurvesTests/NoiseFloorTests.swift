// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import Curves

/// The noise of recorded samples: the estimate against the σ the test
/// draws its noise with, a smooth motion's floor, and the hysteresis rules.
@Suite("NoiseFloor: noise estimated from differences; turns and crossings above it")
struct NoiseFloorTests {
  /// A spring (stiffness 157.9, ratio 0.7) from 0 to 1.
  static func spring(_ t: Double) -> Double { AnalyticSpring.unitStep(t, stiffness: 157.9, ratio: 0.7) }


  @Test("Gaussian noise of a known σ on a spring is estimated within 15 %", arguments: [0.001, 0.005, 0.02])
  func knownSigma(_ sigma: Double) throws {
    var random = SeededRandom(seed: 0x5EED_0001)
    let values = (0..<2000).map { Self.spring(Double($0) / 60) + sigma * random.gauss() }
    let floor = try #require(NoiseFloor.estimate(values))
    #expect(Swift.abs(floor.sigma / sigma - 1) < 0.15, "\(floor.sigma)")
    #expect(floor.band == 3 * floor.sigma)
  }

  @Test("A smooth motion sampled at 30 to 120 Hz has a floor far below a settle band of 0.001")
  func smooth() throws {
    for fps in [30.0, 60, 120] {
      let values = (0...Int(fps)).map { Self.spring(Double($0) / fps) }
      let floor = try #require(NoiseFloor.estimate(values))
      #expect(floor.band < 1e-5, "\(fps): \(floor.sigma)")
    }
    // Too few samples, or a non-finite one: no estimate.
    #expect(NoiseFloor.estimate(Array(repeating: 1, count: 15)) == nil)
    #expect(NoiseFloor.estimate((0..<40).map { $0 == 7 ? .nan : Double($0) }) == nil)
    // A constant: no noise at all.
    #expect(NoiseFloor.estimate(Array(repeating: 0.5, count: 40))?.sigma == 0)
  }

  @Test("C(2k, k) for k = 2…8, against the factorial formula")
  func binomials() {
    for k in 2...8 {
      let exact = (1...(2 * k)).reduce(1.0) { $0 * Double($1) } / pow((1...k).reduce(1.0) { $0 * Double($1) }, 2)
      #expect(NoiseFloor.centralBinomial(k) == exact)
    }
  }

  @Test("Turns count only past twice the band; crossings only from beyond it on one side to beyond it on the other")
  func hysteresis() {
    let floor = NoiseFloor(sigma: 0.01)  // band 0.03, turns past 0.06
    // Up to 1, a dip of 0.05 (inside), up to 1.2 (a turn), down to 0.9 (a
    // turn once the samples rise past 0.96), a last rise of 0.1.
    let values = [0, 0.5, 1, 0.95, 1.2, 1.1, 0.9, 0.95, 0.92, 1.0]
    let times = values.indices.map(Double.init)
    #expect(floor.turningTimes(times: times, values: values) == [4, 6])
    // Below, then beyond above (the crossing at 0.9), inside for three
    // samples that cross twice, beyond below (the last crossing before it,
    // 3.5), inside, beyond above (5.5).
    let around = [0.5, 1.04, 0.99, 1.01, 0.98, 0.96, 1.02, 1.05]
    let at = around.indices.map(Double.init)
    let crossings = [0.9, 1.5, 2.5, 3.5, 5.5]
    #expect(floor.crossingsBeyond(times: at, values: around, rest: 1, crossings: crossings) == [0.9, 3.5, 5.5])
  }
}
