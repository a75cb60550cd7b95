// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves

@Suite("Spring parameterisations")
struct SpringParameterizationTests {
  @Test("SwiftUI Spring(duration: 0.5, bounce: 0.3): k ≈ 157.9, c ≈ 17.6 (Apple's example)")
  func swiftUIDocumentedExample() {
    let s = Spring(duration: 0.5, bounce: 0.3)
    #expect(s.mass == 1)
    #expect(abs(s.stiffness - 157.914) < 0.001)
    #expect(abs(s.damping - 17.593) < 0.001)
    #expect(abs(s.dampingRatio - 0.7) < 1e-12)
    #expect(abs(s.perceptualDuration - 0.5) < 1e-15)
    #expect(abs(s.bounce - 0.3) < 1e-12)
  }

  @Test("Spring(mass: 1, stiffness: 100, damping: 10) is duration ≈ 0.63, bounce 0.5 (Apple's example)")
  func swiftUIReverse() {
    let s = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(s.perceptualDuration - 2 * .pi / 10) < 1e-15)
    #expect(abs(s.perceptualDuration - 0.63) < 0.005)
    #expect(abs(s.bounce - 0.5) < 1e-15)
  }

  @Test("Presets .smooth .snappy .bouncy: k 157.914, c 25.133 / 21.363 / 17.593")
  func swiftUIPresets() throws {
    for (name, c) in [("smooth", 25.133), ("snappy", 21.363), ("bouncy", 17.593)] {
      let s = try #require(SpringPreset.named("swiftui." + name)).spring
      #expect(abs(s.stiffness - 157.914) < 0.0005)
      #expect(abs(s.damping - c) < 0.0005)
    }
  }

  @Test("Negative bounce: ζ = 1/(1 + b), and back")
  func negativeBounce() {
    for b in [-0.9, -0.5, -0.2, -0.01, 0, 0.2, 0.95] {
      let s = Spring(duration: 0.7, bounce: b)
      let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
      #expect(abs(s.dampingRatio - zeta) < 1e-12 * zeta)
      #expect(abs(s.bounce - b) < 1e-12)
    }
  }

  @Test("response/dampingRatio and settlingDuration/dampingRatio")
  func responseAndSettling() {
    let r = Spring(response: 0.55, dampingRatio: 1)
    #expect(abs(r.naturalFrequency - 2 * .pi / 0.55) < 1e-12)
    #expect(abs(r.dampingRatio - 1) < 1e-15)
    // docs/springs.md §3: settlingDuration 0.5, ζ 1 → k 341.0237; 1 and 0.5 → 161.7195.
    #expect(abs(Spring(settlingDuration: 0.5, dampingRatio: 1).stiffness - 341.0237) < 0.0001)
    #expect(abs(Spring(settlingDuration: 1, dampingRatio: 0.5).stiffness - 161.7195) < 0.0001)
    #expect(abs(Spring.criticalSettleFactor(epsilon: 0.001) - 9.2334134764516) < 1e-12)
    // The reverse direction round-trips for every regime SwiftUI makes.
    for zeta in [0.2, 0.7, 1] {
      #expect(abs(Spring(settlingDuration: 0.9, dampingRatio: zeta).settlingDuration() - 0.9) < 1e-12)
    }
    // Over-damped: the exact settle time of a unit step.
    let o = Spring(mass: 1, stiffness: 60, damping: 40)
    #expect(abs(o.settlingDuration() - (o.settleTime(tolerance: 0.001) ?? 0)) < 1e-12)
  }

  @Test("SwiftUI's clamps: settling duration to 0.01…10 s, damping ratio to at most 1 (OpenSwiftUI Spring+SettlingDuration)")
  func settlingClamps() {
    // A ratio of 20 is critical damping: k = (u/T)² with u = 9.2334134764516,
    // 21.3 at T = 2 (the over-damped reading gave 19,066).
    let clamped = Spring(settlingDuration: 2, dampingRatio: 20)
    #expect(abs(clamped.stiffness - pow(9.2334134764516 / 2, 2)) < 1e-9)
    #expect(abs(clamped.stiffness - 21.3) < 0.05 && clamped.dampingRatio == 1)
    // Durations outside 0.01…10 s are those at the ends.
    #expect(Spring(settlingDuration: 0.001, dampingRatio: 0.5) == Spring(settlingDuration: 0.01, dampingRatio: 0.5))
    #expect(Spring(settlingDuration: 60, dampingRatio: 0.5) == Spring(settlingDuration: 10, dampingRatio: 0.5))
    #expect(Spring(settlingDuration: 10, dampingRatio: 0.5) != Spring(settlingDuration: 9.99, dampingRatio: 0.5))
  }

  @Test("Android floats: 0.2f widens to 0.20000000298023224")
  func androidFloats() {
    let s = Spring(androidStiffness: 1500, dampingRatio: 0.2)
    #expect(abs(s.dampingRatio - 0.20000000298023224) < 1e-15)
    #expect(s.stiffness == 1500)
  }

  @Test("Motion: spring() is k 304.617, ζ 0.7; visualDuration ignores ζ outside [0.05, 1]")
  func motion() {
    let s = Spring(visualDuration: 0.3, bounce: 0.3)
    #expect(abs(s.stiffness - 304.617) < 0.001)
    #expect(abs(s.dampingRatio - 0.7) < 1e-12)
    #expect(abs(Spring(visualDuration: 0.3, bounce: -0.5).dampingRatio - 1) < 1e-12)
    #expect(abs(Spring(visualDuration: 0.3, bounce: 0.99).dampingRatio - 0.05) < 1e-12)
    #expect(abs((s.motionVisualDuration ?? 0) - 0.3) < 1e-12)
    // Motion's duration form: the 0.001 envelope settles at the duration.
    let d = Spring(motionDuration: 0.8, bounce: 0.25)
    #expect(abs((d.motionDuration ?? 0) - 0.8) < 1e-12)
  }

  @Test("react-spring frequency/damping and presets")
  func reactSpring() {
    let s = Spring(reactSpringFrequency: 0.5, dampingRatio: 0.7)
    #expect(abs(s.perceptualDuration - 0.5) < 1e-15)
    #expect(abs(s.dampingRatio - 0.7) < 1e-12)
    // docs/springs.md §4: ζ for the presets.
    for (name, zeta) in [("default", 0.997), ("gentle", 0.639), ("wobbly", 0.447), ("stiff", 0.690), ("slow", 1.793), ("molasses", 3.586)] {
      let p = SpringPreset.named("react-spring." + name)?.spring
      #expect(abs((p?.dampingRatio ?? 0) - zeta) < 0.0005, "\(name)")
    }
  }

  @Test("Rebound/Origami bounciness and speed: the documented conversions", arguments: [
    (0.0, 0.0, 87.21, 5.7770), (5, 10, 299.6188, 27.0487), (10, 12, 342.1006, 22.0210), (20, 12, 342.1006, 11.0908),
  ] as [(Double, Double, Double, Double)])
  func bounciness(bounciness: Double, speed: Double, tension: Double, friction: Double) {
    let s = Spring(bounciness: bounciness, speed: speed)
    #expect(abs(s.stiffness - tension) < 0.00005)
    #expect(abs(s.damping - friction) < 0.00005)
    if let back = s.bouncinessAndSpeed {
      #expect(abs(back.bounciness - bounciness) < 1e-9)
      #expect(abs(back.speed - speed) < 1e-9)
    } else {
      Issue.record("no inverse")
    }
  }

  @Test("Origami 40/7 is Rebound 230.2/22; the inverse round-trips")
  func origami() {
    let s = Spring(origamiTension: 40, origamiFriction: 7)
    #expect(abs(s.stiffness - 230.2) < 1e-12)
    #expect(abs(s.damping - 22) < 1e-12)
    #expect(abs(s.origami.tension - 40) < 1e-12)
    #expect(abs(s.origami.friction - 7) < 1e-12)
  }

  @Test("UIKit model: envelope 1/1500 at the duration")
  func uikit() {
    let s = Spring(uikitDuration: 0.6, dampingRatio: 0.8, initialSpringVelocity: 0.5, from: 0, to: 200)
    #expect(abs(exp(-s.decayRate * 0.6) - 1.0 / 1500) < 1e-15)
    #expect(abs((s.uikitDuration ?? 0) - 0.6) < 1e-12)
    #expect(s.initialVelocity == 100)
    #expect(s.relativeInitialVelocity == 0.5)
  }

  @Test("Every preset has a source and a valid spring")
  func presets() {
    #expect(SpringPreset.all.count >= 30)
    #expect(Set(SpringPreset.all.map(\.name)).count == SpringPreset.all.count)
    for p in SpringPreset.all {
      #expect(!p.source.isEmpty)
      #expect(p.spring.stiffness > 0 && p.spring.damping > 0 && p.spring.mass > 0, "\(p.name)")
      #expect(p.spring.from == 0 && p.spring.to == 1)
    }
  }
}
