// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves

/// rebound-js `__tests__/reboundSpec.js` (facebookarchive/rebound-js,
/// 2026-11) translated where it states a motion, on curvetool's Rebound
/// engine: the default spring (Origami tension 40, friction 7) from 0 to 1,
/// advanced in 16.667 ms steps as its SimulationLooper does
/// (docs/platforms.md §4).
@Suite("rebound-js reboundSpec")
struct UpstreamReboundTests {
  static func run(_ settings: SpringEngineSettings) -> SpringFrames {
    let spring = Spring(origamiTension: 40, origamiFriction: 7, from: 0, to: 1)
    var s = settings
    s.reboundStepping = .constant
    return SpringEngine.rebound.frames(of: spring, frameRate: 1000 / 16.667, duration: 10, settings: s)
  }

  @Test("'should not oscillate if overshoot clamping is enabled': values never fall, and the spring stops at 1")
  func overshootClamping() throws {
    let clamped = Self.run(SpringEngineSettings(overshootClamping: true))
    #expect(zip(clamped.values, clamped.values.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(clamped.values.last == 1 && clamped.velocities.last == 0 && clamped.doneTime != nil)
    // The same spring without clamping does oscillate, and ends later.
    let free = Self.run(SpringEngineSettings())
    #expect(!zip(free.values, free.values.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(try #require(free.doneTime) > (try #require(clamped.doneTime)))
  }

  @Test("setRestSpeedThreshold / setRestDisplacementThreshold: looser thresholds end sooner, at the thresholds' frame")
  func restThresholds() throws {
    let strict = Self.run(SpringEngineSettings())
    let loose = Self.run(SpringEngineSettings(restSpeed: 0.5, restDelta: 0.01))
    let looseEnd = try #require(loose.doneTime)
    #expect(looseEnd < (try #require(strict.doneTime)))
    // The frame before the end is outside the loose rule, in the free run.
    let i = try #require(strict.times.firstIndex(of: looseEnd))
    #expect(abs(strict.velocities[i]) < 0.5 && abs(1 - strict.values[i]) <= 0.01)
    #expect(!(abs(strict.velocities[i - 1]) < 0.5 && abs(1 - strict.values[i - 1]) <= 0.01))
  }
}
