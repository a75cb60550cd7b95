// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves

/// Motion's own spring tests (motiondivision/motion
/// `packages/motion-dom/src/animation/generators/__tests__/spring.test.ts`,
/// commit 027f70e) on curvetool's Motion engine: the settings and the
/// expected numbers are theirs, the code ours.
///
/// Motion's helper `animateSync(generator, 200)` lists the values at 0,
/// 200, 400 … ms, each rounded (`Math.round`), through the first one at
/// which the generator is done; `calcGeneratorDuration` is the first
/// multiple of 50 ms at which it is done.
@Suite struct UpstreamMotionSpringTests {
  /// `Math.round`: halves go up.
  static func mathRound(_ x: Double) -> Double { (x + 0.5).rounded(.down) }

  /// `animateSync(spring, 200)` on the Motion engine: its frames at 5 Hz.
  static func animateSync(_ s: Spring, restSpeed: Double? = nil, restDelta: Double? = nil, finish: Double? = nil) -> [Double] {
    let settings = SpringEngineSettings(restSpeed: restSpeed, restDelta: restDelta, motionFinishTime: finish)
    let frames = SpringEngine.motion.frames(of: s, frameRate: 5, duration: 20, settings: settings)
    return frames.values.map(mathRound)
  }

  static func physical(_ k: Double, _ c: Double, from: Double = 100, to: Double = 1000, velocity: Double = 0) -> Spring {
    Spring(mass: 1, stiffness: k, damping: c, initialVelocity: velocity, from: from, to: to)
  }

  @Test("Runs animations with default values (stiffness 100, damping 10, [0, 1])")
  func defaults() {
    #expect(Self.animateSync(Self.physical(100, 10, from: 0, to: 1)) == [0, 1, 1, 1, 1, 1, 1, 1])
  }

  @Test("Underdamped spring (stiffness 300, restSpeed 10, restDelta 0.5)")
  func underdamped() {
    let values = Self.animateSync(Self.physical(300, 10), restSpeed: 10, restDelta: 0.5)
    #expect(values == [100, 1343, 873, 1046, 984, 1005, 998, 1001, 1000])
  }

  @Test("Critically damped spring (100, 20)")
  func critical() {
    #expect(Self.animateSync(Self.physical(100, 20), restSpeed: 10, restDelta: 0.5) == [100, 635, 918, 984, 997, 1000])
  }

  @Test("Overdamped spring (300, 100)")
  func overdamped() {
    let values = Self.animateSync(Self.physical(300, 100), restSpeed: 10, restDelta: 0.5)
    #expect(values == [100, 499, 731, 855, 922, 958, 977, 988, 993, 996, 998, 999, 999, 1000])
  }

  /// "Overdamped spring with very high stiffness/damping": ζ = 5000. The
  /// spring itself is at 118 after 200 ms; Motion's cap of sinh and cosh
  /// at 300 (`Spring.motionValueAndVelocity`) shows 1000 and is done.
  @Test("Overdamped spring with very high stiffness/damping (10⁶, 10⁷, restSpeed 10, restDelta 1)")
  func veryHighStiffnessDamping() {
    let s = Self.physical(1_000_000, 10_000_000)
    #expect(Self.animateSync(s, restSpeed: 10, restDelta: 1) == [100, 1000])
    #expect(Self.mathRound(s.value(at: 0.2)) == 118)
  }

  /// Below the cap Motion's evaluation is the closed form, bit for bit;
  /// above it, the capped value lies between the closed form and the
  /// target (the envelope e^(−ζω₀t) falls faster than the slow mode).
  @Test("Motion's evaluation: the closed form below ω_d·t = 300, between it and the target above")
  func capBoundary() {
    for (k, c) in [(1e6, 1e7), (300.0, 100.0), (100.0, 1e4)] {
      let s = Self.physical(k, c, velocity: -500)
      let wd = s.naturalFrequency * (s.dampingRatio * s.dampingRatio - 1).squareRoot()
      let cap = Spring.motionHyperbolicCap / wd
      for t in [0, cap * 0.5, cap * (1 - 1e-12)] {
        #expect(s.motionValueAndVelocity(at: t) == s.valueAndVelocity(at: t), "k \(k), c \(c), t \(t)")
      }
      for t in [cap * (1 + 1e-9), cap * 1.01, cap * 2] {
        let capped = s.motionValueAndVelocity(at: t).value
        let exact = s.value(at: t)
        // (Split: in one #expect the type checker took 10 s over it.)
        let bound: Double = Swift.abs(exact - s.to) * (1 + 1e-9) + 1e-9
        let distance: Double = Swift.abs(capped - s.to)
        #expect(distance <= bound, "k \(k), c \(c), t \(t)")
      }
    }
  }

  @Test("Velocity passed to an under-, critically or over-damped spring changes its frames", arguments: [(300.0, 10.0), (100, 20), (300, 100)])
  func velocity(_ p: (Double, Double)) {
    let still = Self.animateSync(Self.physical(p.0, p.1), restSpeed: 10, restDelta: 0.5)
    let moving = Self.animateSync(Self.physical(p.0, p.1, velocity: 1000), restSpeed: 10, restDelta: 0.5)
    #expect(still != moving)
  }

  @Test("Spring defined with bounce and duration is the same as just bounce (Motion's default duration, 800 ms)")
  func bounceAlone() {
    let withDuration = Spring(motionDuration: 0.8, bounce: 0.1, from: 100, to: 1000)
    let values = Self.animateSync(withDuration, finish: Spring.motionFinishTime(duration: 0.8))
    #expect(values.count > 4)
    // The default duration is the one the registry gives a bounce alone.
    let form = SpringFormID.motionDurationBounce.form
    let defaultDuration = form.parameters.first { $0.name == "duration" }?.defaultValue
    #expect(defaultDuration == 0.8)
  }

  @Test("Overdamped or critically damped spring with velocity and no distance is not done at once, and moves")
  func zeroDistance() {
    for s in [Self.physical(700, 80, from: 1, to: 1, velocity: 50), Self.physical(100, 20, from: 1, to: 1, velocity: 50)] {
      let frames = SpringEngine.motion.frames(of: s, frameRate: 1000, duration: 1, settings: .init())
      #expect(frames.doneTime != 0)
      #expect(s.value(at: 0.00001) != 1)
    }
  }

  @Test("Spring animating back to the same number: calcGeneratorDuration 600 ms")
  func backToSameNumber() {
    #expect(Self.physical(200, 15, from: 1, to: 1, velocity: 5).motionGeneratorDuration == 0.6)
  }

  @Test("visualDuration 0.5: calcGeneratorDuration 1100 ms (alone, Motion's default physics; curvetoolTests checks the reading)")
  func visualDurationAlone() {
    #expect(Self.physical(100, 10, from: 0, to: 1).motionGeneratorDuration == 1.1)
  }

  /// Motion's `toString()`: "<duration>ms linear(…)", the duration by
  /// `calcGeneratorDuration`, then round(duration/30) values evenly over
  /// it, each rounded to 4 decimals; once done, the target.
  static func linearText(_ s: Spring, finish: Double? = nil) -> (ms: Double, points: [Double])? {
    guard let duration = finish ?? s.motionGeneratorDuration else { return nil }
    let n = Swift.max(Int(mathRound(duration * 1000 / 30)), 2)
    // generator.next(duration·i/(n − 1)): the closed form, or the target
    // once its rest rule holds (a duration spring: once its time is up).
    let rule = SpringEngine.motion.restRule(for: s)
    let points = (0..<n).map { i -> Double in
      let t = duration * Double(i) / Double(n - 1)
      let (x, v) = s.motionValueAndVelocity(at: t)
      let done = finish.map { t >= $0 } ?? (rule.map { Swift.abs(v) <= $0.speed && Swift.abs(s.to - x) <= $0.displacement } ?? false)
      return mathRound((done ? s.to : x) * 10000) / 10000
    }
    return (mathRound(duration * 1000), points)
  }

  static func parse(_ linear: String) -> [Double] {
    linear.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
  }

  @Test("toString: a physical, a duration and a visualDuration spring as linear() to 4 decimals")
  func toString() {
    let cases: [(Spring, Double?, Double, String)] = [
      (
        Self.physical(100, 10, from: 0, to: 1), nil, 1100,
        "0, 0.0419, 0.1493, 0.2963, 0.4608, 0.625, 0.7759, 0.905, 1.0077, 1.0827, 1.1314, 1.1567, 1.1629, 1.1545, 1.1359, 1.1114, 1.0844, 1.0578, 1.0336, 1.0131, 0.9969, 0.9853, 0.9779, 0.9742, 0.9735, 0.9751, 0.9783, 0.9824, 0.9868, 0.9911, 0.995, 0.9982, 1.0008, 1.0026, 1.0037, 1, 1"
      ),
      (
        Spring(motionDuration: 0.8, bounce: 0.25), Spring.motionFinishTime(duration: 0.8), 800,
        "0, 0.0542, 0.1797, 0.3344, 0.4905, 0.6321, 0.7511, 0.8451, 0.9152, 0.9644, 0.9967, 1.0157, 1.0253, 1.0283, 1.0273, 1.024, 1.0196, 1.0152, 1.0111, 1.0076, 1.0048, 1.0027, 1.0012, 1.0002, 0.9996, 0.9993, 1"
      ),
      (
        Spring(visualDuration: 0.5, bounce: 0.25), nil, 850,
        "0, 0.046, 0.1551, 0.2934, 0.4378, 0.5737, 0.6927, 0.7915, 0.8694, 0.928, 0.9699, 0.998, 1.0153, 1.0245, 1.0281, 1.0279, 1.0254, 1.0217, 1.0176, 1.0136, 1.01, 1.007, 1.0045, 1.0027, 1.0013, 1.0003, 0.9997, 1"
      ),
    ]
    for (spring, finish, ms, linear) in cases {
      let text = Self.linearText(spring, finish: finish)
      #expect(text?.ms == ms)
      #expect(text?.points == Self.parse(linear), "\(ms) ms")
    }
  }
}

/// Popmotion 11's own spring tests (Popmotion/popmotion
/// `packages/popmotion/src/animations/generators/__tests__/spring.test.ts`,
/// commit 4ae1b10; v11.0.5 adf681e) on curvetool's Popmotion engine, with its
/// `animateSync(…, 200)` (`__tests__/utils.ts`): the same frame lists as
/// Motion's, and a spring with nowhere to go done at once.
@Suite struct UpstreamPopmotionSpringTests {
  static func animateSync(_ s: Spring, restSpeed: Double? = nil, restDelta: Double? = nil) -> [Double] {
    // popmotion's animateSync: generator.next(t) every 200 ms (no frame
    // loop, so no framesync clock).
    let settings = SpringEngineSettings(restSpeed: restSpeed, restDelta: restDelta)
    let rule = SpringEngine.popmotion.restRule(for: s, settings)
    return ClosedFormEngine.frames(s, frameRate: 5, duration: 20, rule: rule, motionCap: true).values
      .map(UpstreamMotionSpringTests.mathRound)
  }

  static func physical(_ k: Double, _ c: Double, from: Double = 100, to: Double = 1000) -> Spring {
    Spring(mass: 1, stiffness: k, damping: c, initialVelocity: 0, from: from, to: to)
  }

  @Test("Runs animations with default values: from 0 to 0 (Popmotion's defaults), done at once")
  func defaults() {
    #expect(Self.animateSync(Self.physical(100, 10, from: 0, to: 0)) == [0])
  }

  @Test("Under-, critically and over-damped springs (restSpeed 10, restDelta 0.5)")
  func regimes() {
    #expect(Self.animateSync(Self.physical(300, 10), restSpeed: 10, restDelta: 0.5) == [100, 1343, 873, 1046, 984, 1005, 998, 1001, 1000])
    #expect(Self.animateSync(Self.physical(100, 20), restSpeed: 10, restDelta: 0.5) == [100, 635, 918, 984, 997, 1000])
    #expect(
      Self.animateSync(Self.physical(300, 100), restSpeed: 10, restDelta: 0.5)
        == [100, 499, 731, 855, 922, 958, 977, 988, 993, 996, 998, 999, 999, 1000])
  }

  @Test("Overdamped spring with very high stiffness/damping: [100, 1000], Popmotion's cap as Motion's")
  func veryHighStiffnessDamping() {
    #expect(Self.animateSync(Self.physical(1_000_000, 10_000_000), restSpeed: 10, restDelta: 1) == [100, 1000])
  }
}

