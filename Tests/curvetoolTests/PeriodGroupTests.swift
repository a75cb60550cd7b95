// This file is part of curvetool. SPDX-License-Identifier: MIT

import TestSupport
import Testing

@testable import Curves
@testable import curvetool

/// D01's grouping of loops by period finds each loop's group through cells
/// of the tolerance's width; it must group exactly as the plain scan over
/// every group does.
@Suite("Loops grouped by period")
struct PeriodGroupTests {
  /// The plain scan: the first group, in the order made, within the tolerance.
  static func scan(_ loops: [(id: String, period: Double)], tolerance: Double) -> [(period: Double, ids: [String])] {
    var groups: [(period: Double, ids: [String])] = []
    for (id, period) in loops {
      if let k = groups.firstIndex(where: { abs($0.period - period) <= tolerance }) {
        groups[k].ids.append(id)
      } else {
        groups.append((period, [id]))
      }
    }
    return groups
  }

  @Test("Random periods, many a tolerance or less apart: the same groups as the plain scan", arguments: [71, 72, 73] as [UInt64])
  func sameAsScan(seed: UInt64) {
    var g = SeededRandom(seed: seed)
    for _ in 0..<200 {
      let hi = g.uniform(0.01...100)
      let tolerance = 1e-9 * hi
      // Periods on a few centres, each off by up to 2.5 tolerances, with
      // some exactly a tolerance from an earlier one and some on a cell's edge.
      let centres = (0..<Int(g.uniform(1...6.99))).map { _ in hi * g.uniform(0.5...1) }
      var loops: [(id: String, period: Double)] = []
      for i in 0..<Int(g.uniform(1...60)) {
        let c = centres[Int(g.uniform(0...Double(centres.count) - 0.01))]
        var p: Double
        switch Int(g.uniform(0...3.99)) {
        case 0: p = c + tolerance * g.uniform(-2.5...2.5)
        case 1: p = (loops.last?.period ?? c) + tolerance * (Bool.random(using: &g) ? 1 : -1)
        case 2: p = (c / tolerance).rounded(.down) * tolerance + tolerance * Double(Int(g.uniform(-2...2.99)))
        default: p = c
        }
        p = min(p, hi)
        loops.append(("t\(i)", p))
      }
      let fast = TimingFindings.periodGroups(loops, tolerance: tolerance)
      let plain = Self.scan(loops, tolerance: tolerance)
      #expect(fast.map(\.period) == plain.map(\.period) && fast.map(\.ids) == plain.map(\.ids), "\(loops)")
    }
  }
}
