// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import Curves

@Suite("Spring engines and rest rules")
struct SpringEngineTests {
  @Test("react-spring presets finish 0 → 1 at 60 Hz when docs/springs.md §4 says", arguments: [
    ("default", 700.0), ("gentle", 933.3), ("wobbly", 916.7), ("stiff", 516.7), ("slow", 1366.7), ("molasses", 2866.7),
  ])
  func reactSpringDoneTimes(name: String, ms: Double) throws {
    let s = try #require(SpringPreset.named("react-spring." + name)).spring
    let f = SpringEngine.reactSpring.frames(of: s, frameRate: 60, duration: 10)
    let done = try #require(f.doneTime)
    #expect(abs(done * 1000 - ms) < 0.05)
    #expect(f.values.last == 1)
  }

  @Test("Android k 1500, ζ 0.5: unit step rests at 25 ms (PIXELS) and 325 ms (SCALE) at 120 Hz")
  func androidDoneTimes() throws {
    let s = Spring(androidStiffness: 1500, dampingRatio: 0.5)
    let pixels = SpringEngine.android.frames(of: s, frameRate: 120, duration: 2)
    #expect(pixels.doneTime == 0.025)
    let scale = SpringEngine.android.frames(of: s, frameRate: 120, duration: 2, androidMinimumVisibleChange: 1.0 / 500)
    #expect(scale.doneTime == 0.325)
    #expect(scale.values.last == 1)
    // Whole-millisecond frame times: 0, 8, 16, 25, 33 … ms.
    #expect(Array(scale.times.prefix(5)) == [0, 0.008, 0.016, 0.025, 0.033])
  }

  @Test("Android's per-frame re-solve stays within float rounding of the closed form")
  func androidMatchesClosedForm() {
    let s = Spring(androidStiffness: 200, dampingRatio: 0.3, startVelocity: 5, from: 0, to: 100)
    let f = SpringEngine.android.frames(of: s, frameRate: 60, duration: 3, androidMinimumVisibleChange: 0.001)
    for (t, x) in zip(f.times, f.values).dropLast() {
      #expect(abs(x - s.value(at: t)) < 1e-4)
    }
  }

  @Test("Motion: default spring done at 1100 ms (50 ms grid) and 1075 ms (120 Hz); visualDuration 0.5, bounce 0.25 at 850 ms")
  func motionDoneTimes() throws {
    let s = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(s.motionGeneratorDuration == 1.1)
    let f = SpringEngine.motion.frames(of: s, frameRate: 120, duration: 5)
    let done = try #require(f.doneTime)
    #expect(abs(done - 1.075) < 1e-12)
    #expect(Spring(visualDuration: 0.5, bounce: 0.25).motionGeneratorDuration == 0.85)
    #expect(Spring(visualDuration: 0.3, bounce: 0.3).motionGeneratorDuration == 0.5)
  }

  @Test("Rebound's RK4 stays within 2 % of the exact motion and snaps at rest")
  func rebound() throws {
    let s = SpringPreset.named("rebound.default")!.spring
    let f = SpringEngine.rebound.frames(of: s, frameRate: 60, duration: 5)
    #expect(f.doneTime != nil)
    #expect(f.values.last == 1)
    // The first frame advances 1 ms.
    #expect(abs(f.values[0] - s.value(at: 0.001)) < 1e-6)
    for (t, x) in zip(f.times, f.values).dropLast() {
      #expect(abs(x - s.value(at: t + 0.001)) < 0.02)
    }
  }

  @Test("react-spring at 60 Hz runs 17 ms of physics per frame")
  func reactSpringRunsFast() {
    let s = Spring(mass: 1, stiffness: 170, damping: 26)
    let f = SpringEngine.reactSpring.frames(of: s, frameRate: 60, duration: 0.3)
    // Frame k shows about 17·k ms of physics, not 16.67·k.
    let k = 6
    #expect(abs(f.values[k] - s.value(at: 0.017 * Double(k))) < 0.01)
    #expect(abs(f.values[k] - s.value(at: Double(k) / 60)) > abs(f.values[k] - s.value(at: 0.017 * Double(k))))
  }

  @Test("Rest rules: continuous settle times are exact boundaries of both conditions")
  func restRules() throws {
    let s = Spring(duration: 0.5, bounce: 0.3, from: 0, to: 100)
    for rule in SpringRestRule.all(distance: 100) {
      let t = try #require(rule.settleTime(of: s))
      if let fraction = rule.energyFraction {
        // Reanimated's: the energy ½k·Δ² + ½m·v², which only falls, is at
        // most the fraction of the start's from t on, and above it just
        // before.
        func ratio(_ u: Double) -> Double {
          let d = s.value(at: u) - 100
          let v = s.velocity(at: u)
          let e0: Double = 0.5 * s.stiffness * 10_000
          return (0.5 * s.stiffness * d * d + 0.5 * s.mass * v * v) / e0
        }
        for i in 0...20_000 { #expect(ratio(t + Double(i) * 0.0002) <= fraction * (1 + 1e-9)) }
        #expect(ratio(t - 1e-9 * t) > fraction * (1 - 1e-9), "\(rule.platform)")
        continue
      }
      // Both conditions hold from t on (fine scan) …
      for i in 0...20_000 {
        let u = t + Double(i) * 0.0002
        #expect(abs(s.value(at: u) - 100) <= rule.displacement * (1 + 1e-12))
        if rule.speed.isFinite { #expect(abs(s.velocity(at: u)) <= rule.speed * (1 + 1e-12)) }
      }
      // … and one of them fails just before.
      let before = t.nextDown
      let fails = abs(s.value(at: before) - 100) > rule.displacement || abs(s.velocity(at: before)) > rule.speed
      #expect(fails, "\(rule.platform)")
    }
  }

  @Test("Rule thresholds: Android's table and the defaults")
  func thresholds() {
    #expect(SpringRestRule.android().displacement == 0.75)
    #expect(SpringRestRule.android().speed == 46.875)
    #expect(SpringRestRule.android(minimumVisibleChange: 1.0 / 256).displacement == 0.0029296875)
    #expect(SpringRestRule.android(minimumVisibleChange: 1.0 / 256).speed == 0.18310546875)
    #expect(SpringRestRule.motion(distance: 1).displacement == 0.005)
    #expect(SpringRestRule.motion(distance: 100).speed == 2)
    #expect(SpringRestRule.reactSpring(distance: 1).displacement == 0.001)
    #expect(SpringRestRule.reactSpring(distance: 0).displacement == 0.005)
  }
}

@Suite("Spring integrators and sampler")
struct SpringIntegratorTests {
  let spring = Spring(mass: 1, stiffness: 200, damping: 8, initialVelocity: 3, from: 0, to: 1)
  var times: [Double] { (1...60).map { Double($0) / 60 } }

  @Test("Semi-implicit Euler is first order")
  func euler() {
    let e1 = spring.integrate(.semiImplicitEuler(step: 1e-3), at: times).maximumValueError
    let e2 = spring.integrate(.semiImplicitEuler(step: 5e-4), at: times).maximumValueError
    #expect(e1 > 1e-4 && e1 < 0.1)
    #expect(abs(e1 / e2 - 2) < 0.2)
  }

  @Test("RK4 is fourth order")
  func rk4() {
    let e1 = spring.integrate(.rungeKutta4(step: 4e-3), at: times).maximumValueError
    let e2 = spring.integrate(.rungeKutta4(step: 2e-3), at: times).maximumValueError
    #expect(e1 < 1e-6)
    #expect(abs(e1 / e2 - 16) < 2)
  }

  @Test("Dormand–Prince meets its tolerance with few steps", arguments: [1e-6, 1e-9, 1e-12])
  func dormandPrince(tolerance: Double) {
    let r = spring.integrate(.dormandPrince(tolerance: tolerance), at: times)
    #expect(r.maximumValueError < 50 * tolerance)
    #expect(r.steps < 4000)
  }

  /// 40 random springs, a quarter each under-damped, critically damped,
  /// just over critical and over-damped, with random start velocities.
  static func springsInEveryRegime() -> [(k: Double, zeta: Double, spring: Spring)] {
    var rng = SeededRandom(seed: 31)
    return (0..<40).map { i in
      let k = rng.logUniform(1, 1e5)
      let zeta = [rng.logUniform(0.01, 0.99), 1, 1 + 1e-9, rng.logUniform(1.01, 30)][i % 4]
      let s = Spring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: rng.uniform(-2...2) * k.squareRoot(), from: rng.uniform(-1...1), to: rng.uniform(-1...1))
      return (k, zeta, s)
    }
  }

  @Test("The rotation sampler (SpringSampler) stays within 1e-12 of the closed form, relative to the envelope")
  func sampler() {
    for (k, zeta, s) in Self.springsInEveryRegime() {
      let h = 1 / 240.0
      let n = 10_007
      let fast = SpringSampler.values(s, step: h, count: n)
      var worst = 0.0
      for j in 0..<n {
        let t = Double(j) * h
        let scale = s.envelope(at: t) + 1e-300
        let err = abs((fast[j] - s.to) - s.motion.displacement(t)) - 4 * abs(s.to).ulp
        worst = max(worst, err / scale)
      }
      #expect(worst <= 1e-12, "k \(k) ζ \(zeta): \(worst)")
      #expect(fast[0] == s.from)
    }
  }

  @Test("Sampling a grid exactly gives value(at:) and velocity(at:) bit for bit, in every regime, on frame and even grids")
  func gridSampler() {
    for (k, zeta, s) in Self.springsInEveryRegime() {
      for grid in [TimeGrid(.frames(duration: 2.5, fps: 240)), TimeGrid(.even(duration: 1.7, count: 1003))] {
        var t = [Double](repeating: .nan, count: grid.count + 5)
        var v = t
        var d = t
        t.withUnsafeMutableBufferPointer { t in
          v.withUnsafeMutableBufferPointer { v in
            d.withUnsafeMutableBufferPointer { d in
              // Two uneven pieces, as a writer's chunks fall.
              s.sample(grid, rows: 0..<7, times: t, values: v, velocities: d)
              s.sample(grid, rows: 7..<grid.count, times: UnsafeMutableBufferPointer(rebasing: t[7...]),
                values: UnsafeMutableBufferPointer(rebasing: v[7...]), velocities: UnsafeMutableBufferPointer(rebasing: d[7...]))
            }
          }
        }
        var mismatches = 0
        for j in 0..<grid.count {
          if t[j] != grid[j] || v[j].bitPattern != s.value(at: grid[j]).bitPattern
            || d[j].bitPattern != s.velocity(at: grid[j]).bitPattern { mismatches += 1 }
        }
        #expect(mismatches == 0 && t[grid.count].isNaN, "k \(k) ζ \(zeta): \(mismatches)")
        #expect(v[0] == s.from)
      }
    }
  }
}
