// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves

/// `Decay` against its closed form's identities, and the libraries' stops
/// (`DecayRule`) against their own loops and their own tests.
@Suite struct DecayTests {
  static let motions: [Decay] = [
    Decay(from: 0, initialVelocity: 500, rate: 2),
    Decay(from: 10, initialVelocity: -300, rate: 22, stopTime: 0.4),
    Decay(from: -5, initialVelocity: 1e-3, rate: 1000, stopTime: 0.01),
  ]

  /// x(t) + v(t)/λ is the asymptote x₀ + v₀/λ while the motion runs (the
  /// ODE x″ = −λx′ integrated once); from the stop on, x holds and v = 0.
  @Test("value and velocity satisfy x + v/λ = x₀ + v₀/λ, then hold", arguments: motions)
  func firstIntegral(_ d: Decay) {
    let end = d.stopTime ?? 5
    for k in 0...200 {
      let t = end * Double(k) / 200
      if let stop = d.stopTime, t >= stop { continue }
      let (x, v) = d.valueAndVelocity(at: t)
      let scale = Swift.abs(d.initialVelocity / d.rate) + Swift.abs(d.from)
      #expect(Swift.abs(x + v / d.rate - d.asymptote) <= 4e-15 * scale, "t = \(t)")
    }
    if let stop = d.stopTime {
      #expect(d.value(at: stop) == d.value(at: stop + 1) && d.velocity(at: stop + 1) == 0)
      #expect(d.restingValue == d.value(at: stop))
    } else {
      #expect(d.restingValue == d.asymptote)
    }
    #expect(d.turningPoints(in: 0...100).isEmpty)
  }

  /// envelopeTime is where |x(T) − x(t)| reaches the tolerance, and the
  /// analysis's settle time is that time (the approach is monotone).
  @Test("envelopeTime and settleTime are where the distance to the rest reaches the band", arguments: motions)
  func settle(_ d: Decay) throws {
    let travel = Swift.abs(d.restingValue - d.from)
    let tolerance = 0.001 * travel
    let t = d.envelopeTime(below: tolerance)
    // The values' own rounding: a few ulps of the largest value.
    let rounding = 4 * Swift.max(Swift.abs(d.from), Swift.abs(d.restingValue)).ulp
    #expect(Swift.abs(d.restingValue - d.value(at: t)) <= tolerance * (1 + 1e-12) + rounding)
    #expect(Swift.abs(d.restingValue - d.value(at: t * (1 - 1e-9))) > tolerance)
    let settled = try #require(d.settleTime(tolerance: tolerance))
    #expect(Swift.abs(settled - t) <= 1e-9 * t)
  }

  /// react-spring's decay branch of `SpringValue.advance`, frame by frame,
  /// as written upstream (elapsed accumulated in milliseconds, the value
  /// kept at the frame it is done).
  static func reactSpringPort(velocityPerMs v0: Double, decay: Double, precision: Double, from: Double) -> [Double] {
    var frames: [Double] = []
    var elapsed = 0.0
    var last = from
    for _ in 0..<100_000 {
      elapsed += 1000.0 / 60
      let e = exp(-(1 - decay) * elapsed)
      let position = from + (v0 / (1 - decay)) * (1 - e)
      let finished = Swift.abs(last - position) <= precision
      frames.append(position)
      if finished { break }
      last = position
    }
    return frames
  }

  @Test("react-spring's frames and stop, bit for bit", arguments: [(0.5, 0.998, 0.005), (2.0, 0.99, 0.01), (-0.1, 0.95, 0.0001)])
  func reactSpringFrames(_ c: (Double, Double, Double)) throws {
    let rule = DecayRule.reactSpring(decay: c.1, precision: c.2)
    let frames = rule.frames(Decay(from: 3, initialVelocity: c.0 * 1000, rate: rule.rate), frameRate: 60, duration: 60)
    let port = Self.reactSpringPort(velocityPerMs: c.0, decay: c.1, precision: c.2, from: 3)
    #expect(Array(frames.values.dropFirst()) == port)
    let done = try #require(frames.doneTime)
    #expect(done == Double(port.count) / 60)
    // The curve the commands draw shows the same values at the frame times.
    let d = rule.stopped(from: 3, initialVelocity: c.0 * 1000, frameRate: 60, duration: 60)
    for (k, v) in port.enumerated() {
      #expect(Swift.abs(d.value(at: Double(k + 1) / 60) - v) <= 1e-12 * Swift.abs(d.asymptote - 3) + 1e-15)
    }
  }

  /// `SpringValue.test.ts` (pmndrs/react-spring 027a133): 'stops decay
  /// easing when step difference is less than precision': velocity
  /// 10·precision per ms, `decay: true`; the last frame is more than
  /// `precision` from the one two before it and within it of the one before.
  @Test("react-spring 'stops decay easing when step difference is less than precision'", arguments: [100, 10, 1, 0.1, 0.01, 0.001, 0.0001])
  func reactSpringUpstream(_ p: Double) {
    let rule = DecayRule.reactSpring(decay: DecayRule.reactSpringDefaultDecay, precision: p)
    let frames = rule.frames(Decay(from: 0, initialVelocity: p * 10 * 1000, rate: rule.rate), frameRate: 60, duration: 60).values
    #expect(frames.count > 3 && frames.count < 1000)
    #expect(frames[frames.count - 1] - frames[frames.count - 3] > p)
    #expect(frames[frames.count - 1] - frames[frames.count - 2] <= p)
  }

  /// rebound-js `__tests__/reboundSpec.js` (a912035): 'should not oscillate
  /// if the spring has 0 tension' (coastingConfigWithOrigamiFriction(7),
  /// setVelocity(1000)): the values never fall. Beyond it: each frame is
  /// the closed form at a time τ with t + 1 ms − k·r ≤ τ ≤ t + 1 ms at
  /// frame k (the looper's first frame is 1 ms, and Rebound's write-back of
  /// its interpolated state sets the clock back by at most r, one 1 ms step
  /// and a chord's sag, each frame); it rests at the first frame whose speed is below
  /// 0.001, keeping its position.
  @Test("rebound 'should not oscillate if the spring has 0 tension', and where it rests")
  func reboundCoasting() throws {
    let friction = Spring.reboundFriction(origami: 7)
    #expect(friction == 22)
    let rule = DecayRule.rebound(friction: friction, restSpeed: SpringRestRule.rebound().speed)
    let free = Decay(from: 0, initialVelocity: 1000, rate: friction)
    let frames = rule.frames(free, frameRate: 60, duration: 10)
    #expect(zip(frames.values, frames.values.dropFirst()).allSatisfy { $0 <= $1 })
    // One 1 ms step, and the chord a blend of two steps draws under the
    // curve: (h²/8)·|x″| in value, h²·λ/8 in time.
    let rewind = 0.001 + 0.001 * 0.001 * friction / 8
    for (k, (t, x)) in zip(frames.times, frames.values).enumerated() {
      let tau = -log1p(-x * friction / 1000) / friction
      #expect(tau <= t + 0.001 + 1e-9 && tau >= t + 0.001 - Double(k) * rewind - 1e-9, "t = \(t), τ = \(tau)")
    }
    _ = try #require(frames.doneTime)
    #expect(frames.velocities.last == 0 && frames.velocities.dropLast().allSatisfy { $0 >= 0.001 })
    // It stays where it is (not snapped to its end value, 0).
    #expect(frames.values.last! < free.asymptote && frames.values.last! > 0.9999 * free.asymptote)
  }
}
