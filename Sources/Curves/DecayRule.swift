// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// A library's coasting motion (``Decay``): its own parameters, the rate λ
/// they give, and the frame at which the library stops the motion.
public enum DecayRule: Hashable, Codable, Sendable {
  /// react-spring's `config: { decay, velocity, precision }`.
  ///
  /// Each frame of dt = 1000/f ms adds dt to the elapsed time and sets
  /// x = x₀ + v₀/(1 − decay)·(1 − e^(−(1 − decay)·elapsed)) (v₀ in value
  /// units per millisecond); the animation is done at the first frame whose
  /// step |x − x_previous| is at most `precision`, and keeps that value
  /// (a decay has no goal to jump to). `decay: true` is 0.998; valid
  /// decays are below 1 (λ = (1 − decay)·1000/s > 0). The precision a
  /// decay gets by default is ``SpringRestRule/reactSpring(distance:precision:restVelocity:)``'s
  /// for an animation whose goal is its start value (0.005), as a decay's is.
  ///
  /// Source: pmndrs/react-spring `packages/core/src/SpringValue.ts`
  /// (`advance`, the decay branch; `finish` keeps a decay's value).
  case reactSpring(decay: Double, precision: Double)

  /// Rebound's coasting spring, `SpringConfig(0, friction)` (also
  /// `SpringConfig.coastingConfigWithOrigamiFriction`): its RK4 stepping
  /// (``ReboundEngine``) with tension 0, at rest once the speed is below
  /// `restSpeed` (value units per second; Rebound's 0.001 by default),
  /// where it stays.
  ///
  /// Source: facebookarchive/rebound-js `src/Spring.js` (`isAtRest`: with
  /// tension 0 the speed alone decides; `advance` then makes the position
  /// the end value).
  case rebound(friction: Double, restSpeed: Double)

  /// The frame rate at which a decay's stop is found, Hz: 60, the rate
  /// the libraries' own tests run at (react-spring's `frameLength` of
  /// 1000/60 ms, Rebound's `SimulationLooper` default of 16.667 ms).
  public static let frameRate = 60.0

  /// react-spring's `decay: true`.
  public static let reactSpringDefaultDecay = 0.998

  /// λ, 1/s.
  public var rate: Double {
    switch self {
    case .reactSpring(let decay, _): (1 - decay) * 1000
    case .rebound(let friction, _): friction
    }
  }

  /// The library's frames of `motion` (its from and start velocity; its
  /// stop is ignored) at `frameRate` Hz for at most `duration` seconds, and
  /// the frame time it is done at.
  public func frames(_ motion: Decay, frameRate: Double, duration: Double) -> SpringFrames {
    switch self {
    case .reactSpring(let decay, let precision):
      let k = 1 - decay
      let v0 = motion.initialVelocity / 1000
      let dt = 1000 / frameRate
      var result = SpringFrames(times: [0], values: [motion.from], velocities: [motion.initialVelocity], doneTime: nil)
      var elapsed = 0.0
      var last = motion.from
      var frame = 1
      while Double(frame) / frameRate <= duration {
        elapsed += dt
        let e = exp(-k * elapsed)
        let position = motion.from + (v0 / k) * (1 - e)
        let finished = Swift.abs(last - position) <= precision
        let t = Double(frame) / frameRate
        result.times.append(t)
        result.values.append(position)
        result.velocities.append(v0 * e * 1000)
        if finished {
          result.doneTime = t
          break
        }
        last = position
        frame += 1
      }
      return result
    case .rebound(let friction, let restSpeed):
      return ReboundEngine.frames(
        tension: 0, friction: friction, from: motion.from, to: motion.from, initialVelocity: motion.initialVelocity,
        frameRate: frameRate, duration: duration, rule: .rebound(restSpeed: restSpeed))
    }
  }

  /// `motion` stopped where this library stops it at `frameRate` Hz (its
  /// ``Decay/stopTime``; `nil` if not within `duration` seconds), with this
  /// rule's rate.
  public func stopped(from: Double, initialVelocity: Double, frameRate: Double, duration: Double) -> Decay {
    let free = Decay(from: from, initialVelocity: initialVelocity, rate: rate)
    var d = free
    d.stopTime = frames(free, frameRate: frameRate, duration: duration).doneTime
    return d
  }
}
