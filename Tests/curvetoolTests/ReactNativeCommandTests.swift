// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// React Native's `Animated.spring(value, { … })` as the commands read it
/// (docs/curves.md, What it reads; docs/platforms.md §1).
@Suite struct ReactNativeCommandTests {
  static func spring(_ text: String) throws -> (Spring, SpringEngineSettings, String) {
    guard case .spring(let s, _, let origin, let engine) = try CurveInterpreter.curve(text) else { throw CancellationError() }
    return (s, engine, origin)
  }

  @Test("Each config form gives React Native's spring; toValue is the target; the rest keys reach the engine")
  func forms() throws {
    let (physical, engine, _) = try Self.spring(
      "Animated.spring(value, { toValue: 300, stiffness: 170, damping: 12, mass: 2, overshootClamping: true, restDisplacementThreshold: 0.5, restSpeedThreshold: 2 })")
    #expect(physical.stiffness == 170 && physical.damping == 12 && physical.mass == 2 && physical.to == 300)
    #expect(engine.overshootClamping && engine.restDelta == 0.5 && engine.restSpeed == 2)
    // React Native's defaults: tension 40, friction 7 (Origami), and
    // bounciness 8, speed 12 when either is given.
    let (origami, _, _) = try Self.spring("Animated.spring(value, { toValue: 1 })")
    #expect(origami == Spring(origamiTension: 40, origamiFriction: 7))
    let (bouncy, _, _) = try Self.spring("Animated.spring(value, { toValue: 1, speed: 12 })")
    #expect(bouncy == Spring(bounciness: 8, speed: 12))
    #expect(try Self.spring("Animated.spring(value, { toValue: 1, stiffness: 50 })").0 == Spring(mass: 1, stiffness: 50, damping: 10))
  }

  @Test("Over-damped configs are drawn critically damped, as React Native draws them, and the origin says so")
  func overDamped() throws {
    let (s, _, origin) = try Self.spring("Animated.spring(value, { toValue: 1, stiffness: 100, damping: 60 })")
    #expect(s.stiffness == 100 && s.damping == 20 && s.dampingRatio == 1)
    #expect(origin.contains("drawn as ζ 1"))
  }

  @Test("React Native's invariants and unknown keys are refused, naming the key")
  func refusals() {
    for (text, message) in [
      ("Animated.spring(value, { toValue: 1, stiffness: 100, tension: 40 })", "'tension' cannot go with 'stiffness'"),
      ("Animated.spring(value, { toValue: 1, bounciness: 4, friction: 7 })", "'friction' cannot go with 'bounciness'"),
      ("Animated.spring(value, { toValue: 1, stifness: 100 })", "Did you mean 'stiffness'"),
      ("Animated.spring(value, { toValue: 1, damping: 0 })", "damping"),
      ("Animated.spring({ toValue: 1 })", "takes the Animated.Value and a config"),
      ("Animated.spring(value, 1)", "config is an object"),
      ("Animated.spring(value, { toValue: 1, overshootClamping: 1 })", "overshootClamping"),
    ] {
      let r = cli(["sample", text])
      #expect(r.code == 64 && r.err.contains(message), "\(text): \(r.err)")
    }
  }

  @Test("spring --engine react-native draws React Native's frames; its snippet reads back exactly")
  func engineAndSnippet() throws {
    let j = try #require(cli(["spring", "--swiftui-duration", "0.5", "--bounce", "0.3", "--engine", "react-native", "--format", "json"]).json)
    #expect(j.string("engine") == "reactNative")
    let s = Spring(duration: 0.5, bounce: 0.3)
    let frames = SpringEngine.reactNative.frames(of: s, frameRate: 60, duration: 60, settings: .init())
    #expect(j.number("doneTime") == frames.doneTime)
    let text = cli(["spring", "--swiftui-duration", "0.5", "--bounce", "0.3"]).out
    let lines = text.split(separator: "\n").map(String.init)
    let i = try #require(lines.firstIndex(of: "  React Native"))
    #expect(lines[i + 1].contains("Animated.spring(value, { toValue: 1, stiffness: 157.91"))
    #expect(!lines[i + 1].contains("off by"))
  }
}
