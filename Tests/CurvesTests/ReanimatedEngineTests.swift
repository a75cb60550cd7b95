// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves

/// Reanimated 4's `withSpring` against its own loop, written out here from
/// software-mansion/react-native-reanimated `src/animation/spring/spring.ts`
/// and `springUtils.ts`, and its upstream test suite's numbers
/// (`__tests__/spring.test.tsx`, "Bisect root").
@Suite("Reanimated withSpring")
struct ReanimatedEngineTests {
  /// The `animation` object `withSpring` keeps between frames.
  struct Animation {
    var current: Double
    var velocity: Double
    var toValue: Double
    var startValue: Double
    var lastTimestamp: Double
    var zeta: Double
    var omega0: Double
    var omega1: Double
    var initialEnergy: Double
  }

  /// `onStart` (no previous animation) for `{ mass, stiffness, damping,
  /// velocity }`, at timestamp `now` (ms).
  static func onStart(value: Double, toValue: Double, m: Double, k: Double, c: Double, velocity: Double, now: Double) -> Animation {
    let zeta = c / (2 * (k * m).squareRoot())
    let omega0 = (k / m).squareRoot()
    let omega1 = omega0 * (1 - pow(zeta, 2)).squareRoot()
    let x0 = value - toValue
    let e0 = 0.5 * k * pow(x0, 2) + 0.5 * m * pow(velocity, 2)
    return Animation(
      current: value, velocity: velocity, toValue: toValue, startValue: x0, lastTimestamp: now, zeta: zeta, omega0: omega0,
      omega1: omega1, initialEnergy: e0)
  }

  /// `springOnFrame`: true when finished.
  static func onFrame(_ a: inout Animation, now: Double, k: Double, m: Double, threshold: Double, clamping: Bool) -> Bool {
    let deltaTime = min(now - a.lastTimestamp, 64)
    a.lastTimestamp = now
    let t = deltaTime / 1000
    let v0 = a.velocity
    let x0 = a.current - a.toValue
    if a.zeta < 1 {
      let sin1 = sin(a.omega1 * t)
      let cos1 = cos(a.omega1 * t)
      let envelope = exp(-a.zeta * a.omega0 * t)
      let frag1 = envelope * (sin1 * ((v0 + a.zeta * a.omega0 * x0) / a.omega1) + x0 * cos1)
      a.current = a.toValue + frag1
      a.velocity = -a.zeta * a.omega0 * frag1 + envelope * (cos1 * (v0 + a.zeta * a.omega0 * x0) - a.omega1 * x0 * sin1)
    } else {
      let envelope = exp(-a.omega0 * t)
      a.current = a.toValue + envelope * (x0 + (v0 + a.omega0 * x0) * t)
      a.velocity = envelope * -a.omega0 * (x0 + (v0 + a.omega0 * x0) * t) + envelope * (v0 + a.omega0 * x0)
    }
    var terminating = false
    if clamping {
      let leftBound = a.startValue >= 0 ? a.toValue : a.toValue + a.startValue
      let rightBound = leftBound + abs(a.startValue)
      if a.current < leftBound || a.current > rightBound { terminating = true }
    }
    let energy = 0.5 * k * pow(a.toValue - a.current, 2) + 0.5 * m * pow(a.velocity, 2)
    if a.initialEnergy == 0 || energy / a.initialEnergy <= threshold { terminating = true }
    if terminating {
      a.velocity = 0
      a.current = a.toValue
    }
    return terminating
  }

  /// The values the loop shows at frames 1000·j/f ms, until it finishes.
  static func upstream(from: Double, to: Double, m: Double, k: Double, c: Double, v: Double, hz: Double, clamping: Bool = false) -> [Double] {
    var a = onStart(value: from, toValue: to, m: m, k: k, c: c, velocity: v, now: 0)
    var values = [from]
    for j in 1...6000 {
      let done = onFrame(&a, now: Double(j) * 1000 / hz, k: k, m: m, threshold: 6e-9, clamping: clamping)
      values.append(a.current)
      if done { break }
    }
    return values
  }

  @Test("Frames are Reanimated's loop bit for bit: under-, critically and over-damped, with velocity, at 60 and 120 Hz", arguments: [
    (4.0, 900.0, 90.0, 0.0), (4, 900, 120, 0), (1, 100, 10, 0), (0.3, 200, 20, 0), (1, 300, 20, 1500), (1, 100, 200, 0), (2, 50, 1, -300),
  ])
  func bitForBit(_ p: (Double, Double, Double, Double)) {
    for hz in [60.0, 120.0] {
      let expected = Self.upstream(from: 10, to: 250, m: p.0, k: p.1, c: p.2, v: p.3, hz: hz)
      let s = Spring(mass: p.0, stiffness: p.1, damping: p.2, initialVelocity: p.3, from: 10, to: 250)
      // The engine draws what Reanimated draws: an over-damped spring's
      // parameters go in as they are (its loop has no over-damped branch).
      let f = ReanimatedEngine.frames(s, frameRate: hz, duration: 100, energyThreshold: 6e-9, overshootClamping: false)
      #expect(f.values == expected, "\(p) at \(hz) Hz")
      #expect(f.doneTime == Double(expected.count - 1) / hz)
    }
  }

  @Test("Overshoot clamping ends the spring the frame it leaves the range between start and target")
  func clamping() {
    for (from, to) in [(0.0, 100.0), (100, 0)] {
      let expected = Self.upstream(from: from, to: to, m: 1, k: 300, c: 10, v: 0, hz: 60, clamping: true)
      let f = ReanimatedEngine.frames(
        Spring(mass: 1, stiffness: 300, damping: 10, from: from, to: to), frameRate: 60, duration: 10, energyThreshold: 6e-9,
        overshootClamping: true)
      #expect(f.values == expected && expected.count < 20, "\(from) → \(to)")
    }
  }

  /// Upstream `__tests__/spring.test.tsx`, "Bisect root": 20 halvings of
  /// [0, 5] find each root to Jest's `toBeCloseTo` (|Δ| < 0.005).
  @Test("bisectRoot finds the upstream suite's roots", arguments: [
    (3.0, 0), (3, 1), (2.0.squareRoot(), 2), ((1 + 5.0.squareRoot()) / 2, 3),
  ])
  func bisect(_ c: (Double, Int)) {
    let functions: [(Double) -> Double] = [{ $0 - 3 }, { $0 * $0 - 9 }, { $0 * $0 - 2 }, { $0 - 1 / $0 - 1 }]
    let root = ReanimatedEngine.bisectRoot(min: 0, max: 5, precision: 0, maxIterations: 20, functions[c.1])
    #expect(abs(root - c.0) < 0.005)
  }

  /// `calculateNewStiffnessToMatchDuration`, written out: the critically
  /// damped hybrid ω = √(k/m)·ζ must keep energyThreshold of the energy at
  /// 1.5 × duration; Gentle's 550 ms, ζ 1 lands next to its physical twin
  /// (k = 900, m = 4).
  @Test("A duration spring's stiffness: the bisection Reanimated runs, and Gentle's twin near 900")
  func durationStiffness() {
    func difference(_ k: Double, _ ms: Double, _ zeta: Double) -> Double {
      let T = ms * 1.5 / 1000
      let w = (k / 4).squareRoot() * zeta
      let x0 = -1.0
      let xt = (x0 + x0 * w * T) * exp(-w * T)
      let vt = (x0 + x0 * w * T) * exp(-w * T) * -w + x0 * w * exp(-w * T)
      return (0.5 * k * xt * xt + 0.5 * 4 * vt * vt) / (0.5 * k) - 6e-9
    }
    for (ms, zeta) in [(550.0, 1.0), (550, 0.75), (550, 0.92), (1333, 0.5), (900, 0.3)] {
      let k = ReanimatedEngine.durationStiffness(durationMilliseconds: ms, dampingRatio: zeta, mass: 4, energyThreshold: 6e-9, x0: -1, v0: 0)
      // Within the bisection's own stopping rule (1e-3 of the threshold).
      #expect(abs(difference(k, ms, zeta)) <= 6e-12, "\(ms) ms, ζ \(zeta): k \(k)")
    }
    let gentle = ReanimatedEngine.durationStiffness(durationMilliseconds: 550, dampingRatio: 1, mass: 4, energyThreshold: 6e-9, x0: -1, v0: 0)
    #expect(abs(gentle - 900) < 2, "\(gentle)")
  }

  @Test("The energy rule's for-good time is where the energy, which only falls, reaches the fraction")
  func energySettle() throws {
    for s in [Spring(mass: 4, stiffness: 900, damping: 90, to: 100), Spring(mass: 1, stiffness: 100, damping: 200, to: 1)] {
      let t = try #require(ReanimatedEngine.energySettleTime(of: s, threshold: 6e-9))
      var drawn = s
      drawn.damping = min(s.damping, 2 * (s.stiffness * s.mass).squareRoot())
      func ratio(_ u: Double) -> Double {
        let (x, v) = drawn.valueAndVelocity(at: u)
        let d = s.to - x
        return (0.5 * s.stiffness * d * d + 0.5 * s.mass * v * v) / (0.5 * s.stiffness * s.to * s.to)
      }
      #expect(ratio(t) <= 6e-9 && ratio(t * (1 - 1e-9)) > 6e-9)
      // The 60 Hz engine stops at the first frame at or after it.
      let f = ReanimatedEngine.frames(s, frameRate: 60, duration: 100, energyThreshold: 6e-9, overshootClamping: false)
      let done = try #require(f.doneTime)
      #expect(done >= t - 1e-12 && done - 1.0 / 60 < t)
    }
  }
}
