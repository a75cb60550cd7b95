// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// A long horizon costs time, not memory: the simulation keeps the first
/// fires of each control, the strongest per key path and the intervals
/// within the plotted window, whatever the number of fires.
@Suite("diagnose in bounded memory")
struct DiagnoseMemoryTests {
  static func balls() throws -> KfloopDocument {
    try KfloopReader.read(Array(try Data(contentsOf: URL(fileURLWithPath: "docs/examples/bouncing-balls.json".inPackage))))
  }

  @Test("A 4-hour horizon with a 3 s timer keeps what 10 minutes keep; every fire is still counted")
  func fourHours() throws {
    let doc = try Self.balls()
    let short = LoopSimulation(doc.model, horizon: 600)
    let long = LoopSimulation(doc.model, horizon: 4 * 3600)
    // Every 3 s from 3 s: 4800 fires in 4 hours, 200 in 10 minutes.
    let timer = try #require(doc.controls.first { $0.kind == .timer })
    #expect(long.fireCounts[timer.id] == 4800 * timer.targets.count)
    #expect(short.fireCounts[timer.id] == 200 * timer.targets.count)
    // What is stored does not grow with the horizon.
    #expect(long.fires.count == short.fires.count)
    #expect(long.fires.count <= LoopLimits.listing * doc.controls.count * doc.timelines.count)
    #expect(zip(long.intervals, short.intervals).allSatisfy { $0.count == $1.count })
    #expect(long.intervals.allSatisfy { $0.allSatisfy { $0.start <= LoopSimulation.window } })
    // The kept fires are the first ones, the same for both horizons.
    #expect(zip(long.fires, short.fires).allSatisfy { $0.time == $1.time && $0.timeline == $1.timeline && $0.jumps == $1.jumps })
  }

  @Test("Kept and strongest fires hold every maximum: the same diagnosis as keeping every fire")
  func strongest() throws {
    let doc = try Self.balls()
    let horizon = 4 * 3600.0
    let kept = LoopSimulation(doc.model, horizon: horizon)
    let all = LoopSimulation(doc.model, horizon: horizon, keep: .max)
    #expect(all.fires.count == all.fireCounts.values.reduce(0, +))
    #expect(kept.fireCounts == all.fireCounts && kept.midCycle == all.midCycle)
    // Per control, timeline and key path: the first fire (by time) with the
    // largest |jump| of every fire is among the kept or the strongest.
    for control in doc.controls {
      for timeline in doc.timelines where control.targets.contains(timeline.id) {
        let every = all.fires.filter { $0.control == control.id && $0.timeline == timeline.id }
        let held = (kept.fires + kept.strongest).filter { $0.control == control.id && $0.timeline == timeline.id }
        for k in timeline.timeline.keyPaths {
          let top = every.map { Swift.abs($0.jumps[k] ?? 0) }.max() ?? 0
          guard top > 0, let first = every.first(where: { Swift.abs($0.jumps[k] ?? 0) == top }) else { continue }
          #expect(held.contains { $0.time == first.time && $0.jumps[k] == first.jumps[k] }, "\(control.id) \(timeline.id).\(k)")
        }
      }
    }
  }
}
