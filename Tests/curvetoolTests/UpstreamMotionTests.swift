// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// Motion's own spring tests (motiondivision/motion
/// packages/motion-dom/src/animation/generators/__tests__/spring.test.ts,
/// 13.1.1) that state duration springs and velocity, translated: the
/// settings and the upstream assertions are theirs, the code is ours.
@Suite("Upstream: Motion 13's duration springs ignore velocity")
struct UpstreamMotionTests {
  /// "Time-defined spring ignores velocity": keyframes [500, 10], bounce
  /// 0.2, duration 1000 ms; with velocity 1000 the values at 0 and 100 ms
  /// are those without (toBe: equal).
  @Test("Time-defined spring ignores velocity (values at 0 and 100 ms equal, with a warning)")
  func ignoresVelocity() throws {
    let expression = "{ type: 'spring', duration: 1, bounce: 0.2 }"
    let base = ["sample", expression, "--from", "500", "--to", "10", "--at", "0,0.1", "--format", "json"]
    let without = cli(base)
    let with = cli(base + ["--velocity", "1000"])
    #expect(without.code == 0 && with.code == 0)
    let a = try #require(try JSONReader.parse(without.out)["values"]?.arrayValue)
    let b = try #require(try JSONReader.parse(with.out)["values"]?.arrayValue)
    #expect(a.count == 2 && a == b)
    #expect(with.err.hasPrefix("warning: --velocity 1000 does not start the motion: Motion and Popmotion start a duration-defined spring from rest"))
    #expect(without.err.isEmpty)
    // The expression's own velocity, the flags and spring's report alike.
    let inExpression = cli(["sample", "{ type: 'spring', duration: 1, bounce: 0.2, velocity: 1000 }", "--from", "500", "--to", "10", "--at", "0,0.1", "--format", "json"])
    #expect(try JSONReader.parse(inExpression.out)["values"]?.arrayValue == a)
    #expect(inExpression.err.hasPrefix("warning: 'velocity: 1000' does not start the motion"))
    for args in [
      ["spring", expression, "--from", "500", "--to", "10", "--velocity", "1000", "--format", "json"],
      ["spring", "--motion-duration", "1", "--bounce", "0.2", "--from", "500", "--to", "10", "--velocity", "1000", "--format", "json"],
    ] {
      let r = cli(args)
      #expect(try JSONReader.parse(r.out)["spring"]?.number("initialVelocity") == 0, "\(args)")
      #expect(r.err.contains("--velocity 1000 does not start the motion"), "\(args)")
    }
    // A physical Motion spring keeps its velocity.
    let physical = cli(["sample", "{ type: 'spring', stiffness: 100, damping: 10 }", "--velocity", "3", "--at", "0.1", "--format", "json"])
    let moved = cli(["sample", "{ type: 'spring', stiffness: 100, damping: 10 }", "--at", "0.1", "--format", "json"])
    #expect(physical.err.isEmpty && physical.out != moved.out)
  }

  /// "Time-defined spring with velocity does not wildly oscillate":
  /// keyframes [0, 100], bounce 0.2, duration 400 ms, velocity 5000; over
  /// t = 0, 5, …, 400 ms the peak is less than 5 past 100, with and
  /// without the velocity (toBeLessThan(5)).
  @Test("Time-defined spring with velocity does not wildly oscillate (peak − 100 < 5)")
  func noWildOscillation() throws {
    let times = (0...80).map { String(Double($0) * 0.005) }.joined(separator: ",")
    for extra in [[], ["--velocity", "5000"]] {
      let r = cli(["sample", "{ type: 'spring', duration: 0.4, bounce: 0.2 }", "--from", "0", "--to", "100", "--at", times, "--format", "json"] + extra)
      let values = try #require(try JSONReader.parse(r.out)["values"]?.arrayValue?.compactMap(\.doubleValue))
      #expect(values.count == 81)
      #expect((values.max() ?? .infinity) - 100 < 5, "\(extra)")
    }
  }

  /// visualDuration: "returns correct duration" (1100 ms) holds because a
  /// visualDuration alone is Motion's default spring; the engine side is
  /// in CurvesTests (UpstreamMotionSpringTests).
  @Test("visualDuration alone reads as Motion's default physics (stiffness 100, damping 10)")
  func visualDurationAlone() throws {
    let r = cli(["spring", "{ type: 'spring', visualDuration: 0.5 }", "--format", "json"])
    #expect(r.code == 0)
    let spring = try #require(try JSONReader.parse(r.out)["spring"])
    #expect(spring.number("stiffness") == 100 && spring.number("damping") == 10 && spring.number("mass") == 1)
  }

  /// "damping of 0 is honoured as an undamped spring": finite values at
  /// 0, 100, 300, 600 and 1000 ms, the last not close to 100 (toBeCloseTo:
  /// within 0.005).
  @Test("damping of 0 is honoured as an undamped spring")
  func undamped() throws {
    let r = cli(["sample", "{ type: 'spring', damping: 0 }", "--from", "0", "--to", "100", "--at", "0,0.1,0.3,0.6,1", "--format", "json"])
    #expect(r.code == 0, "\(r.err)")
    let values = try #require(try JSONReader.parse(r.out)["values"]?.arrayValue?.compactMap(\.doubleValue))
    #expect(values.count == 5 && values.allSatisfy(\.isFinite))
    #expect(abs((values.last ?? 100) - 100) >= 0.005)
  }

  /// "<key> of <value> falls back to the default": Motion warns and uses
  /// its default physics; curvetool refuses the expression instead,
  /// naming the key (docs/platforms.md §4), so no motion is reported for
  /// a spring that was not written.
  @Test("Invalid physics (0, −1) is refused, naming the key, where Motion falls back to its default")
  func invalidPhysics() {
    for (key, value) in [("stiffness", "0"), ("stiffness", "-1"), ("damping", "-1"), ("mass", "0"), ("mass", "-1")] {
      let r = cli(["spring", "{ type: 'spring', \(key): \(value) }"])
      #expect(r.code == 64, "\(key) \(value)")
      #expect(r.err.hasPrefix("Error: \(key) \(value) must be"), "\(r.err)")
    }
  }
}
