// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// Keys an expression gives a library's engine are applied where an engine
/// runs (`spring`) and named where it does not (the closed form), and
/// Popmotion's duration is read in its own unit.
@Suite("Engine keys: react-spring's precision, restVelocity, clamp; Popmotion's milliseconds and finish")
struct EngineKeysTests {
  static func json(_ args: [String]) throws -> JSON {
    let r = cli(args)
    #expect(r.code == 0, "\(args): \(r.err)")
    return try JSONReader.parse(r.out)
  }

  @Test("spring applies react-spring's keys; sample, analyze and export say they draw the closed form")
  func reactSpringKeys() throws {
    let base = ["spring", "--to", "100", "--engine", "reactSpring", "--format", "json"]
    let plain = try Self.json(base + ["{ tension: 170, friction: 12 }"])
    let coarse = try Self.json(base + ["{ tension: 170, friction: 12, precision: 0.5 }"])
    let clamped = try Self.json(base + ["{ tension: 170, friction: 12, clamp: true }"])
    let done = try #require(plain.number("doneTime"))
    #expect(try #require(coarse.number("doneTime")) < done)
    let clampedValues = clamped["values"]?.arrayValue?.compactMap { $0.doubleValue }
    let values = try #require(clampedValues)
    #expect(values.allSatisfy { $0 <= 100 } && values.last == 100)
    #expect((plain["values"]?.arrayValue?.compactMap(\.doubleValue).max() ?? 0) > 100)
    for command in [["sample", "--at", "0.1"], ["analyze"], ["export", "--format", "css-linear"]] {
      let r = cli(command + ["{ tension: 170, friction: 12, precision: 0.01, clamp: true }"])
      #expect(r.code == 0, "\(command)")
      #expect(r.err.hasPrefix("warning: 'precision', 'clamp' are applied by 'curvetool spring'"), "\(command): \(r.err)")
    }
    // Out of range and of the wrong kind: refused, naming the key.
    #expect(cli(["spring", "{ tension: 170, friction: 12, precision: -1 }"]).code == 64)
    #expect(cli(["spring", "{ tension: 170, friction: 12, clamp: 2 }"]).code == 64)
  }

  @Test("Popmotion's spring({ duration }) is in milliseconds, finishes at it in spring's table, and is not warned about as seconds")
  func popmotionMilliseconds() throws {
    let expression = try Self.json(["spring", "spring({ duration: 800, bounce: 0.25 })", "--format", "json"])
    let flags = try Self.json(["spring", "--popmotion-duration", "0.8", "--bounce", "0.25", "--format", "json"])
    #expect(expression["spring"] == flags["spring"])
    let r = cli(["sample", "spring({ duration: 800, bounce: 0.25 })", "--count", "3"])
    #expect(r.code == 0 && r.err.isEmpty, "\(r.err)")
    let text = cli(["spring", "spring({ duration: 800, bounce: 0.25 })"]).out
    #expect(text.contains("Popmotion     at its duration, 0.8 s"))
    // A bounce alone: Popmotion's default 800 ms.
    #expect(cli(["spring", "spring({ bounce: 0.25 })"]).out.contains("Popmotion     at its duration, 0.8 s"))
  }

  /// Motion and Popmotion take any bounce and clamp the damping ratio
  /// 1 − bounce to 0.05…1 (motion-dom spring.ts `clamp(0.05, 1, 1 - bounce)`,
  /// Popmotion 11 findSpring's minDamping and maxDamping). The registry's
  /// forms are what flags and expressions go through (RegistryParityTests).
  @Test("Motion's and Popmotion's bounce is clamped as they clamp it, not refused")
  func bounceClamped() throws {
    for (id, duration) in [(SpringFormID.motionDurationBounce, "duration"), (.motionVisualDuration, "visualDuration"), (.popmotionDurationBounce, "duration")] {
      func ratio(_ bounce: Double) throws -> Double { try id.form.spring([duration: 0.6, "bounce": bounce]).spring.dampingRatio }
      #expect(try ratio(1.5) == ratio(7) && abs(ratio(1.5) - 0.05) < 1e-12, "\(id)")
      #expect(try ratio(-3) == ratio(0) && abs(ratio(-3) - 1) < 1e-12, "\(id)")
    }
    let r = cli(["spring", "--motion-duration", "0.6", "--bounce", "1.5", "--format", "json"])
    #expect(r.code == 0)
  }

  @Test("--engine takes a platform's other spellings (react-spring, framer-motion) as presets and --platform do")
  func engineSpellings() {
    #expect(SpringEngine(lenient: "react-spring") == .reactSpring && SpringEngine(lenient: "framer-motion") == .motion)
    #expect(SpringEngine(lenient: "reakt-spring") == nil)
    let base = ["spring", "--stiffness", "170", "--damping", "26", "--format", "json", "--engine"]
    let r = cli(base + ["react-spring"])
    #expect(r.code == 0 && (try? JSONReader.parse(r.out))?["engine"]?.stringValue == "reactSpring")
    let wrong = cli(base + ["reakt-spring"])
    #expect(wrong.code == 64 && wrong.err.contains("not an engine"))
  }

  @Test("Compose's visibilityThreshold sets where its estimate ends the animation; inert keys are still checked")
  func composeThresholdAndInertKeys() throws {
    // androidx SpringEstimation through FloatSpringSpec: displacement and
    // velocity in units of the threshold (0.5 here), delta 1.
    for threshold in ["0.5f", "0.01f", "2f"] {
      let json = try Self.json(["spring", "spring(dampingRatio = 0.5f, stiffness = 400f, visibilityThreshold = \(threshold))", "--to", "100", "--format", "json"])
      let compose = try #require(json["done"]?["compose"])
      let t = try #require(Float(threshold.dropLast()))
      let ms = ComposeDurationEstimate.animationMillis(stiffness: 400, dampingRatio: 0.5, from: 0, to: 100, velocity: 0, visibilityThreshold: t)
      #expect(compose.number("doneTime") == Double(ms) / 1000)
      #expect(compose.number("displacement") == Double(t))
      // The exact motion stays within that threshold from then on.
      let exact = try #require(compose.number("exact"))
      let spring = Spring(mass: 1, stiffness: 400, damping: 20, from: 0, to: 100)
      #expect(exact == spring.settleTime(tolerance: Double(t)))
    }
    for bad in [".spring(response: 0.5, blendDuration: -1)", "tween(durationMillis = 300, delayMillis = x)", "spring(dampingRatio = 0.5f, visibilityThreshold = 0f)"] {
      let r = cli(["sample", bad])
      #expect(r.code == 64, "\(bad): \(r.err)")
    }
  }
}
