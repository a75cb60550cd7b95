// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves

@Suite("Exact-mode bounce")
struct BounceTests {
  /// Sign changes of x − to on a fine uniform grid, independent of the
  /// library's crossing search.
  func gridCrossings(_ c: DampedCosine, duration: Double, steps: Int = 200_000) -> Int {
    var count = 0
    var previous = c.value(at: 0) - c.offset
    for i in 1...steps {
      let d = c.value(at: duration * Double(i) / Double(steps)) - c.offset
      if d != 0, previous != 0, (d < 0) != (previous < 0) { count += 1 }
      if d != 0 { previous = d }
    }
    return count
  }

  @Test("Starts at from", arguments: [0, 1, 5, 17])
  func startValue(bounces: Int) {
    for (from, to) in [(0.0, 1.0), (300, 0), (-2.5, 7)] {
      let c = Bounce(from: from, to: to, bounces: bounces).curve
      #expect(c.value(at: 0) == from)
    }
  }

  @Test("The envelope at the end equals the stiffness residual")
  func envelopeAtEnd() {
    for s in [Stiffness.heavy, .medium, .custom(0.5)] {
      for (from, to, T) in [(0.0, 1.0, 0.5), (0, 300, 1.2), (10, -4, 0.05)] {
        let b = Bounce(from: from, to: to, duration: T, stiffness: s)
        let c = b.curve
        #expect(close(abs(c.amplitude) * exp(-c.decay * T), s.residual, relative: 1e-14))
      }
    }
  }

  @Test("Overshooting curve crosses the target bounces + 1 times, 0…10 bounces", arguments: 0...10)
  func crossingsExactMode(bounces: Int) {
    for (from, to, T) in [(0.0, 1.0, 0.5), (300, 0, 2), (-1, 1, 0.3)] {
      let b = Bounce(from: from, to: to, duration: T, bounces: bounces, stiffness: .heavy)
      let c = b.curve
      #expect(gridCrossings(c, duration: T) == bounces + 1)
      #expect(c.restingValueCrossings(in: 0...T).count == bounces + 1)
      // Every crossing found is a zero of cos(ωt): ωt = π/2 + kπ.
      for (k, t) in c.restingValueCrossings(in: 0...T).enumerated() {
        #expect(close(c.omega * t, .pi / 2 + Double(k) * .pi, relative: 1e-13))
      }
    }
  }

  @Test("Every bounce count renders differently", arguments: 0...9)
  func distinctBounceCounts(bounces: Int) {
    let a = Bounce(bounces: bounces).curve
    let b = Bounce(bounces: bounces + 1).curve
    #expect(a.value(at: 0.3) != b.value(at: 0.3))
  }

  @Test("The anvil never crosses the target", arguments: [0, 1, 2, 3, 8])
  func anvilNeverCrosses(bounces: Int) {
    for (from, to) in [(0.0, 1.0), (5, -5)] {
      let c = Bounce(from: from, to: to, bounces: bounces, overshoot: false).curve
      let side = (from - to).signum()
      for i in 0...100_000 {
        let t = 0.5 * Double(i) / 100_000
        #expect((c.value(at: t) - to) * side >= 0)
      }
      #expect(c.restingValueCrossings(in: 0...0.5).isEmpty)
      #expect(c.targetTouches(in: 0...0.5).count == bounces + 1)
    }
  }

  @Test("A shake starts at the target and ends on it")
  func shakeStartsAtTarget() {
    for bounces in 0...6 {
      let b = Bounce(from: 10, to: 3, duration: 0.4, bounces: bounces, shake: true)
      let c = b.curve
      #expect(c.value(at: 0) == 3)
      #expect(abs(c.value(at: 0.4) - 3) < 1e-12)
      #expect(gridCrossings(c, duration: 0.4 * (1 - 1e-9)) == bounces)
      // It first swings towards from.
      #expect(c.value(at: 0.4 / Double(4 * (bounces + 1))) > 3)
    }
  }

  @Test("from == to is a flat curve")
  func flat() {
    let b = Bounce(from: 2, to: 2)
    #expect(b.isFlat)
    #expect(throws: Never.self) { try b.validateExact() }
    let c = b.curve
    for t in stride(from: 0.0, through: 0.5, by: 0.01) { #expect(c.value(at: t) == 2) }
    #expect(c.settleTime(tolerance: 0.001, horizon: 0.5) == 0)
  }

  @Test("Invalid requests are refused with the field")
  func validation() {
    #expect(throws: BounceError.durationNotPositive(0)) { try Bounce(duration: 0).validate() }
    #expect(throws: BounceError.nonFinite(field: "from")) { try Bounce(from: .nan).validate() }
    #expect(throws: BounceError.bouncesOutOfRange(1001)) { try Bounce(bounces: 1001).validate() }
    #expect(throws: BounceError.stiffnessNotBelowDistance(residual: 5, distance: 1)) {
      try Bounce(stiffness: .light).validateExact()
    }
  }
}
