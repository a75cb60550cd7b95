// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// Spring forms of the other dialects (docs/curves.md, "What it reads"),
/// each against its platform's formula written out here.
@Suite struct DialectSpringTests {
  static func spring(_ text: String) throws -> Spring {
    guard case .spring(let s, _, _, _) = try CurveInterpreter.curve(text) else { throw CancellationError() }
    return s
  }

  /// Flutter `SpringDescription.withDurationAndBounce` (flutter/flutter
  /// `packages/flutter/lib/src/physics/spring_simulation.dart`): T in the
  /// Duration's whole milliseconds, k = 4π²·m/T², ζ = 1 − b (b > 0) or
  /// 1/(b + 1), c = ζ·2·√(mk), m = 1.
  @Test("Flutter withDurationAndBounce: Flutter's arithmetic, whole milliseconds", arguments: [
    ("duration: Duration(milliseconds: 300), bounce: 0.3", 300.0, 0.3),
    ("duration: Duration(milliseconds: 300, microseconds: 999), bounce: 0.3", 300, 0.3),
    ("bounce: -0.5, duration: Duration(seconds: 1, milliseconds: 20)", 1020, -0.5),
    ("", 500, 0),
    ("bounce: 1", 500, 1),
  ])
  func flutter(_ c: (String, Double, Double)) throws {
    let s = try Self.spring("SpringDescription.withDurationAndBounce(\(c.0))")
    let t = c.1 / 1000
    let k = (4 * Double.pi * Double.pi * 1.0) / (t * t)
    let zeta = c.2 > 0 ? 1 - c.2 : 1 / (c.2 + 1)
    #expect(s.mass == 1 && s.stiffness == k && s.damping == zeta * 2 * k.squareRoot())
  }

  @Test("Flutter's Duration: whole numbers, at least 1 ms")
  func flutterRefusals() {
    for (text, message) in [
      ("SpringDescription.withDurationAndBounce(duration: Duration(microseconds: 999))", "0 whole ms"),
      ("SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: 1.5))", "whole number"),
      ("SpringDescription.withDurationAndBounce(duration: 0.3)", "Duration(milliseconds"),
      ("SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: 300), bounce: 2)", "bounce"),
    ] {
      let r = cli(["sample", text])
      #expect(r.code == 64 && r.err.contains(message), "\(text): \(r.err)")
    }
  }

  /// iOS 17's `CASpringAnimation(perceptualDuration:bounce:)` and
  /// `UISpringTimingParameters(duration:bounce:)` take SwiftUI's two
  /// parameters: k = (2π/T)², c = 4πζ/T with ζ from the bounce.
  @Test("Apple's perceptualDuration and UISpringTimingParameters are SwiftUI's duration and bounce")
  func apple() throws {
    for (duration, bounce) in [(0.5, 0.3), (0.8, -0.2), (0.35, 0)] {
      let k = pow(2 * Double.pi / duration, 2)
      let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
      for text in [
        "CASpringAnimation(perceptualDuration: \(duration), bounce: \(bounce))",
        "UISpringTimingParameters(duration: \(duration), bounce: \(bounce))",
      ] {
        let s = try Self.spring(text)
        #expect(s.mass == 1 && s.stiffness == k, "\(text)")
        #expect(abs(s.damping - 4 * Double.pi * zeta / duration) <= 1e-15 * s.damping, "\(text)")
      }
    }
    let physical = try Self.spring("UISpringTimingParameters(mass: 2, stiffness: 300, damping: 12)")
    #expect(physical.mass == 2 && physical.stiffness == 300 && physical.damping == 12)
    let r = cli(["sample", "UISpringTimingParameters(duration: 0.5, bounce: 0.2, initialVelocity: CGVector(dx: 0, dy: 1))"])
    #expect(r.code == 64 && r.err.contains("initialVelocity"))
  }

  /// Motion's `spring(visualDuration, bounce)` (motion-dom
  /// `generators/spring/index.ts`: a number first argument is `{
  /// visualDuration, keyframes: [0, 1], bounce }`; `defaults.ts`: bounce
  /// 0.3): root = 2π/(1.2·visualDuration), k = root², c = 2·clamp(0.05, 1,
  /// 1 − bounce)·√k, m = 1.
  @Test("Motion's spring(0.5, 0.2) shorthand; Kotlin's spring(0.5f, 200f) stays Compose's", arguments: [
    ("spring(0.5, 0.2)", 0.5, 0.2), ("spring(0.5)", 0.5, 0.3), ("spring(1.2, 0.97)", 1.2, 0.97), ("spring(0.25, -0.5)", 0.25, -0.5),
  ])
  func motionShorthand(_ c: (String, Double, Double)) throws {
    let s = try Self.spring(c.0)
    let root = 2 * Double.pi / (c.1 * 1.2)
    let k = root * root
    let zeta = Swift.min(Swift.max(1 - c.2, 0.05), 1)
    #expect(s.mass == 1 && abs(s.stiffness - k) <= 1e-12 * k)
    #expect(abs(s.damping - 2 * zeta * k.squareRoot()) <= 1e-12 * s.damping)
    let object = try Self.spring("{ type: \"spring\", visualDuration: \(c.1), bounce: \(c.2) }")
    #expect(object == s)
  }

  @Test("Positional spring: f-suffixed numbers are Compose's (dampingRatio, stiffness), plain ones Motion's, a mix is refused")
  func positionalSpring() throws {
    let compose = try Self.spring("spring(0.5f, 200f)")
    #expect(compose == (try Self.spring("spring(dampingRatio = 0.5f, stiffness = 200f)")))
    #expect(compose.stiffness == 200 && abs(compose.dampingRatio - 0.5) < 1e-12)
    #expect(try Self.spring("spring(0.75f)") == (try Self.spring("spring(dampingRatio = 0.75f)")))
    for bad in ["spring(0.5, 200f)", "spring(0.5f, 0.2)"] {
      #expect(throws: ExpressionError.self) { try CurveInterpreter.curve(bad) }
    }
    #expect(throws: ExpressionError.self) { try CurveInterpreter.curve("spring(0.5, 0.2, 3)") }
    #expect(throws: ExpressionError.self) { try CurveInterpreter.curve("spring(0.5f, 200f, 0.01f, 4f)") }
    // Every command reads it.
    #expect(cli(["analyze", "spring(0.5, 0.2)"]).code == 0 && cli(["spring", "spring(0.5, 0.2)"]).code == 0)
  }

  /// Reanimated 4's `withSpring` (springConfigs.ts, spring.ts): Gentle's
  /// defaults, the physical keys as given, a duration form through the
  /// stiffness Reanimated solves, named configs, and every key applied or
  /// refused.
  @Test("Reanimated withSpring: defaults, forms, named configs, keys applied or refused")
  func reanimated() throws {
    guard case .spring(let gentle, _, _, _) = try CurveInterpreter.curve("withSpring(100)") else { throw CancellationError() }
    #expect([gentle.mass, gentle.stiffness, gentle.damping, gentle.to] == [4, 900, 120, 100])
    let physical = try Self.spring("withSpring(1, { stiffness: 300, damping: 20, mass: 1.5 })")
    #expect([physical.mass, physical.stiffness, physical.damping] == [1.5, 300, 20])
    // Left-out keys take Gentle's values: { stiffness: 100 } has mass 4 and
    // damping 120, ζ = 3, drawn as critically damped (same ω₀).
    let partial = try Self.spring("withSpring(1, { stiffness: 100 })")
    #expect(partial.mass == 4 && partial.stiffness == 100 && partial.damping == 2 * (100.0 * 4).squareRoot())
    let duration = try Self.spring("withSpring(1, { duration: 420, dampingRatio: 0.6 })")
    let k = ReanimatedEngine.durationStiffness(durationMilliseconds: 420, dampingRatio: 0.6, mass: 4, energyThreshold: 6e-9, x0: -1, v0: 0)
    #expect(duration.mass == 4 && duration.stiffness == k && duration.damping == 0.6 * 2 * (k * 4).squareRoot())
    #expect(try Self.spring("withSpring(1, { dampingRatio: 0.6 })") == (try Self.spring("withSpring(1, { duration: 550, dampingRatio: 0.6 })")))
    // Named configs are the presets, Snappy with its overshoot clamping.
    #expect(try Self.spring("withSpring(1, WigglySpringConfig)") == (try Self.spring("reanimated.wiggly")))
    guard case .spring(_, _, _, let snappy) = try CurveInterpreter.curve("withSpring(1, SnappySpringConfig)") else { throw CancellationError() }
    #expect(snappy.overshootClamping)
    guard case .spring(_, _, _, let clamped) = try CurveInterpreter.curve("withSpring(1, { overshootClamping: true, energyThreshold: 1e-4 })") else {
      throw CancellationError()
    }
    #expect(clamped.overshootClamping && clamped.reanimatedEnergyThreshold == 1e-4)
    for (bad, words) in [
      ("withSpring(1, { restSpeedThreshold: 2 })", "Reanimated 3"), ("withSpring(1, { clamp: { min: 0 } })", "clamp"),
      ("withSpring(1, { duration: 300, mass: 2 })", "cannot go with"), ("withSpring(1, { duration: 300, velocity: 2 })", "velocity"),
      ("withSpring(1, { stifness: 2 })", "Did you mean 'stiffness'"), ("withSpring(1, WiglySpringConfig)", "WigglySpringConfig"),
      ("withSpring(1, { reduceMotion: ReduceMotion.Always })", "does not animate"), ("withSpring()", "target"),
    ] {
      #expect(throws: ExpressionError.self, "\(bad)") { try CurveInterpreter.curve(bad) }
      let r = cli(["analyze", bad])
      #expect(r.code == 64 && r.err.contains(words), "\(bad): \(r.err)")
    }
    // What convert writes reads back as the same spring; the engine is a --engine value.
    let code = cli(["convert", "spring(mass: 1, stiffness: 300, damping: 20)", "--as", "reanimated"]).out
    let line = try #require(code.split(separator: "\n").first { $0.contains("withSpring(") }).trimmingCharacters(in: .whitespaces)
    let back = try Self.spring(line)
    #expect([back.mass, back.stiffness, back.damping] == [1, 300, 20], "\(line)")
    #expect(cli(["spring", "withSpring(1, WigglySpringConfig)", "--engine", "reanimated"]).code == 0)
    #expect(cli(["presets", "--platform", "reanimated"]).out.contains("reanimated.snappy-duration"))
  }
}
