// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

@testable import curvetool

/// `spring --retarget` (docs/springs.md §8): the samples are the engine's
/// with the changes, the table every platform's run; bad values
/// are refused.
@Suite struct RetargetCommandTests {
  static let args = ["spring", "--stiffness", "170", "--damping", "26", "--to", "100", "--retarget", "0.2:50"]

  @Test("The samples and the runs are the engines' own with the changes")
  func samples() throws {
    let spring = Spring(mass: 1, stiffness: 170, damping: 26, from: 0, to: 100)
    let changes = [SpringRetarget(time: 0.2, target: 50)]
    // Each run is a whole `spring` (every platform's table); the everyday
    // tier takes three engines, the exhaustive tier all six.
    let all: [(key: String, value: SpringEngine)] = [
      ("react-spring", .reactSpring), ("rebound", .rebound), ("react-native", .reactNative), ("android", .android),
      ("motion", .motion), ("popmotion", .popmotion),
    ]
    for engine in TestTier.cases([all[0], all[3], all[4]], exhaustive: all) {
      let j = try #require(cli(Self.args + ["--engine", engine.key, "--format", "json"]).json, "\(engine.key)")
      let frames = engine.value.frames(of: spring, frameRate: 60, duration: 60, settings: .init(), retargets: changes)
      #expect(j.numbers("values") == frames.values, "\(engine.key)")
      #expect(j.number("doneTime") == frames.doneTime)
      let after = try #require(j.object("retargets")?.object("after")?.object(engine.value.rawValue))
      #expect(after.number("doneTime") == frames.doneTime)
      let carried = try #require(j.object("retargets")?.array("changes")?.first?.object("carried")?.object(engine.value.rawValue))
      let k = try #require(frames.times.firstIndex { $0 >= 0.2 })
      #expect(carried.number("value") == frames.values[k] && carried.number("velocity") == frames.velocities[k])
      #expect(carried.number("startVelocity") == frames.legStarts.first?.startVelocity)
    }
    // UIKit's additive animations: the sum of springs at media time, done
    // when SwiftUI's continuous motion is (the same motion).
    let uiKit = try #require(cli(Self.args + ["--engine", "uikit-additive", "--format", "json"]).json)
    let additive = SpringEngine.uiKitAdditive.frames(of: spring, frameRate: 60, duration: 60, settings: .init(), retargets: changes)
    let sampled = try #require(uiKit.numbers("values"))
    #expect(sampled == Array(additive.values.prefix(sampled.count)))
    let runs = try #require(uiKit.object("retargets")?.object("after"))
    #expect(runs.object("uiKitAdditive")?.number("doneTime") == runs.object("swiftUI")?.number("doneTime"))
    // SwiftUI's rule: exactly the value and velocity at 0.2 s.
    let j = try #require(cli(Self.args + ["--format", "json"]).json)
    let carried = try #require(j.object("retargets")?.array("changes")?.first?.object("carried")?.object("swiftUI"))
    let (x, v) = spring.valueAndVelocity(at: 0.2)
    #expect(carried.number("value") == x && carried.number("velocity") == v)
    let values = try #require(j.numbers("values"))
    #expect(values.last.map { abs($0 - 50) <= 0.001 * abs(50 - x) } == true)
  }

  @Test("Bad changes are refused, naming the flag")
  func refusals() {
    for (extra, message) in [
      (["--retarget", "0.2"], "SECONDS:VALUE"),
      (["--retarget", "0:5"], "after the start"),
      (["--retarget", "0.3:5", "--retarget", "0.2:6"], "increasing time"),
      (["--retarget", "0.2:x"], "--retarget"),
    ] {
      let r = cli(["spring", "--stiffness", "170", "--damping", "26"] + extra)
      #expect(r.code == 64 && r.err.contains(message), "\(extra): \(r.err)")
    }
  }

  @Test("The text names every platform's start, overshoot and done time")
  func text() {
    // The same run as RetargetAdviceTests reads (one text run of the issue's scenario).
    let out = RetargetAdviceTests.issue.out
    #expect(out.contains("When the target changes (--retarget)"))
    #expect(out.contains("at 0.2 s the target becomes 50"))
    #expect(out.contains("react-spring") && out.contains("0.95 s (60 Hz)") && out.contains("1.45 s (60 Hz)"))
    #expect(out.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }
}

/// Compose's frame engine ends where `spring`'s done table says Compose
/// does: the first frame at or after its estimate (one definition, two
/// readers).
@Suite struct ComposeEngineDoneTests {
  @Test("Compose's frames end at the done table's 60 and 120 Hz frames")
  func sameDone() throws {
    for (k, c, to, v) in [(170.0, 26.0, 100.0, 0.0), (1500, 20, 1, 0), (300, 10, -40, 200), (100, 40, 300, -900)] {
      let j = try #require(cli([
        "spring", "--stiffness", "\(k)", "--damping", "\(c)", "--to", "\(to)", "--velocity", "\(v)", "--format", "json",
      ]).json)
      let settle = try #require(j.object("done")?.object("compose"))
      let s = Spring(mass: 1, stiffness: k, damping: c, initialVelocity: v, from: 0, to: to)
      for (hz, key) in [(60.0, "frames60"), (120, "frames120")] {
        let f = SpringEngine.compose.frames(of: s, frameRate: hz, duration: 60, settings: .init())
        let done = try #require(f.doneTime)
        #expect(abs(done - (settle.number(key) ?? .nan)) < 1e-9, "\(k) \(c) \(hz)")
        #expect(f.values.last == Double(Float(to)))
      }
    }
  }
}
