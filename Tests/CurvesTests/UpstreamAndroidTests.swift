// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves

/// AndroidX `dynamicanimation/.../tests/SpringTests.java` (androidx/androidx
/// aa889ef) translated: its assertions on values, orders of end times and
/// bounds, run on curvetool's Android engine at 60 Hz (docs/platforms.md §4).
/// Views' pixel properties have a minimum visible change of 1, rotation 0.1.
@Suite("AndroidX SpringTests")
struct UpstreamAndroidTests {
  static func run(
    stiffness: Double, ratio: Double, from: Double, to: Double, velocity: Double = 0, visible: Double = 1,
    min: Double? = nil, max: Double? = nil, seconds: Double = 10
  ) -> SpringFrames {
    let s = Spring(androidStiffness: stiffness, dampingRatio: ratio, startVelocity: velocity, from: from, to: to)
    return SpringEngine.android.frames(
      of: s, frameRate: 60, duration: seconds,
      settings: SpringEngineSettings(androidMinimumVisibleChange: visible, androidMinimumValue: min, androidMaximumValue: max))
  }

  @Test("testFloatValueHolder: 0 → 1000 (stiffness 1500, ζ 1.2) never goes back, ends at 1000 at rest within 1 s, 10+ frames below it")
  func floatValueHolder() throws {
    let f = Self.run(stiffness: 1500, ratio: 1.2, from: 0, to: 1000)
    #expect(zip(f.values, f.values.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(f.values.last == 1000 && f.velocities.last == 0)
    #expect(try #require(f.doneTime) <= 1)
    #expect(f.values.filter { $0 < 1000 }.count >= 10)
  }

  @Test("testDampingRatioOverAndCriticallyDamped: from 800 (stiffness 10000), ζ 1 < 1.5 < 2 in position and in end time")
  func overAndCriticallyDamped() throws {
    let runs = [1.0, 1.5, 2.0].map { Self.run(stiffness: 10_000, ratio: $0, from: 800, to: 0) }
    let n = runs.map(\.values.count).min() ?? 0
    for i in 1..<n {
      #expect(runs[1].values[i] > runs[0].values[i] && runs[2].values[i] > runs[1].values[i] && 800 > runs[2].values[i], "frame \(i)")
    }
    let ends = try runs.map { try #require($0.doneTime) }
    #expect(ends[0] > 0 && ends[1] > ends[0] && ends[2] > ends[1] && ends[2] <= 2)
  }

  @Test("testDampingRatioUnderDamped: from 360° (stiffness 1500), ζ 0.3 bounces more than 0.5; ζ 1 ends first, then 0.5, then 0.3")
  func underDamped() throws {
    let runs = [0.3, 0.5, 1.0].map { Self.run(stiffness: 1500, ratio: $0, from: 360, to: 0, visible: 0.1) }
    func bounces(_ f: SpringFrames) -> Int { zip(f.velocities, f.velocities.dropFirst()).filter { $0 < 0 && $1 > 0 }.count }
    #expect(bounces(runs[0]) > bounces(runs[1]))
    let ends = try runs.map { try #require($0.doneTime) }
    #expect(ends[2] > 0 && ends[1] > ends[2] && ends[1] <= 2 && ends[0] > ends[1])
  }

  @Test("testStiffness: from 0 at 500/s, the stiffer spring (50 < 500 < 1500 < 5000) ends sooner, for ζ 0.3, 0.5, 1 and 5")
  func stiffness() throws {
    for ratio in [0.3, 0.5, 1, 5] {
      let ends = [50.0, 500, 1500, 5000].map { Self.run(stiffness: $0, ratio: ratio, from: 0, to: 0, velocity: 500, seconds: 60).doneTime ?? .infinity }
      #expect(ends[1] <= 4, "ζ \(ratio): stiffness 500 ends at \(ends[1]) s")
      #expect(zip(ends, ends.dropFirst()).allSatisfy { $0 > $1 }, "ζ \(ratio): \(ends)")
    }
  }

  @Test("testSetMinMax: scale from 1 at 8000/s to 0 (stiffness 10000, ζ 0.2), min 0 and max 1: every value in [0, 1], ends at 0 at rest")
  func setMinMax() throws {
    let f = Self.run(stiffness: 10_000, ratio: 0.2, from: 1, to: 0, velocity: 8000, visible: 1.0 / 500, min: 0, max: 1, seconds: 2)
    #expect(f.values.allSatisfy { (0...1).contains($0) })
    #expect(f.values.count > 2 && f.values.last == 0 && f.velocities.last == 0 && f.doneTime != nil)
    // Without the bounds the same spring leaves [0, 1]: the clamp is what holds them.
    let free = Self.run(stiffness: 10_000, ratio: 0.2, from: 1, to: 0, velocity: 8000, visible: 1.0 / 500, seconds: 2)
    #expect(!free.values.allSatisfy { (0...1).contains($0) })
  }
}
