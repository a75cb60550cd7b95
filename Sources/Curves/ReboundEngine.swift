// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Rebound (facebookarchive/rebound-js)'s spring solver, frame by frame.
///
/// - The first frame after activation advances 1 ms (`SpringSystem.loop`
///   starts its clock 1 ms back); later frames advance the difference of two
///   readings of a clock that gains the frame interval each frame
///   (`SimulationLooper`: `time += timestep`, in milliseconds), capped at
///   64 ms.
/// - Physics runs in fixed 1 ms RK4 steps; stage a reads the *previous*
///   step's temporary position (a stale value in the original), and the
///   leftover time is shown by interpolating between the last two states,
///   which is written back as the state.
/// - At rest (|v| < 0.001 and |end − x| ≤ 0.001) it snaps to the end value.
///
/// Source: facebookarchive/rebound-js `src/Spring.js` (`advance`,
/// `_interpolate`, `isAtRest`), `src/SpringSystem.js` (`loop`).
enum ReboundEngine {
  static func frames(
    _ s: Spring, frameRate: Double, duration: Double, stepping: ReboundStepping = .looper,
    rule: SpringRestRule = .rebound(), overshootClamping: Bool = false, retargets: [SpringRetarget] = []
  ) -> SpringFrames {
    frames(
      tension: s.stiffness / s.mass, friction: s.damping / s.mass, from: s.from, to: s.to, initialVelocity: s.initialVelocity,
      frameRate: frameRate, duration: duration, stepping: stepping, rule: rule, overshootClamping: overshootClamping,
      retargets: retargets)
  }

  /// The frames of Rebound's spring of `tension` and `friction` (per unit
  /// mass, ≥ 0) from `from` toward `to` at `initialVelocity` (value units per
  /// second). With tension 0 (a coasting spring, ``Decay``) it rests where
  /// its speed falls below the rule's, and stays there: `Spring.advance`
  /// then makes that position the end value.
  static func frames(
    tension: Double, friction: Double, from: Double, to: Double, initialVelocity: Double,
    frameRate: Double, duration: Double, stepping: ReboundStepping = .looper,
    rule: SpringRestRule = .rebound(), overshootClamping: Bool = false, retargets: [SpringRetarget] = []
  ) -> SpringFrames {
    var end = to
    var start = from
    var pending = retargets[...]
    let step = 0.001
    var position = from
    var velocity = initialVelocity
    var tempPosition = from  // setCurrentValue → setAtRest copies it
    var previousPosition = position
    var previousVelocity = velocity
    var accumulator = 0.0
    var result = SpringFrames(times: [], values: [], velocities: [], doneTime: nil)
    var frame = 0
    // The looper's clock in milliseconds, advanced by the interval each
    // frame (`time += timestep`); the elapsed time is the difference of two
    // readings, rounding and all, and the first reading is 1 ms after the
    // clock's start (`_lastTimeMillis = currentTimeMillis - 1`).
    let intervalMillis = 1000 / frameRate
    var clockMillis = 0.0
    var lastMillis = -1.0
    var idle = false
    while Double(frame) / frameRate <= duration {
      // The looper's first frame is 1 ms; a constant driver's frame 0 shows
      // the start and every later frame advances one interval.
      let realDelta: Double
      switch stepping {
      case .looper:
        clockMillis += intervalMillis
        if lastMillis == -1 { lastMillis = clockMillis - 1 }
        realDelta = (clockMillis - lastMillis) / 1000
        lastMillis = clockMillis
      case .constant:
        realDelta = frame == 0 ? 0 : 1 / frameRate
      }
      // At rest with a change still to come, the spring system is idle: no
      // spring advances (its accumulator and stale stage stay as they were).
      accumulator += idle ? 0 : Swift.min(realDelta, 0.064)
      while accumulator >= step {
        accumulator -= step
        if accumulator < step {
          previousPosition = position
          previousVelocity = velocity
        }
        let aVelocity = velocity
        let aAcceleration = tension * (end - tempPosition) - friction * velocity
        tempPosition = position + aVelocity * step * 0.5
        var tempVelocity = velocity + aAcceleration * step * 0.5
        let bVelocity = tempVelocity
        let bAcceleration = tension * (end - tempPosition) - friction * tempVelocity
        tempPosition = position + bVelocity * step * 0.5
        tempVelocity = velocity + bAcceleration * step * 0.5
        let cVelocity = tempVelocity
        let cAcceleration = tension * (end - tempPosition) - friction * tempVelocity
        tempPosition = position + cVelocity * step
        tempVelocity = velocity + cAcceleration * step
        let dVelocity = tempVelocity
        let dAcceleration = tension * (end - tempPosition) - friction * tempVelocity
        let dxdt = 1.0 / 6.0 * (aVelocity + 2.0 * (bVelocity + cVelocity) + dVelocity)
        let dvdt = 1.0 / 6.0 * (aAcceleration + 2.0 * (bAcceleration + cAcceleration) + dAcceleration)
        position += dxdt * step
        velocity += dvdt * step
      }
      if accumulator > 0, !idle {
        let alpha = accumulator / step
        position = position * alpha + previousPosition * (1 - alpha)
        velocity = velocity * alpha + previousVelocity * (1 - alpha)
      }
      // isAtRest(), or setOvershootClampingEnabled and past the end in the
      // direction it started (isOvershooting: from the start value).
      let overshooting = tension > 0 && ((start < end && position > end) || (start > end && position < end))
      let atRest = idle || (Swift.abs(velocity) < rule.speed && (Swift.abs(end - position) <= rule.displacement || tension == 0))
        || (overshootClamping && overshooting)
      if atRest {
        if tension > 0 { position = end }
        velocity = 0
      }
      let t = Double(frame) / frameRate
      result.times.append(t)
      result.values.append(position)
      result.velocities.append(velocity)
      // setEndValue after this frame: the state carries on toward the new
      // end, the start value becomes the current one (Spring.js).
      if let next = pending.first, next.time <= t {
        pending = pending.dropFirst()
        result.legStarts.append(.init(frameIndex: result.times.count - 1, value: position, velocity: velocity, startVelocity: velocity))
        start = position
        end = next.target
        // A spring that came to rest before this frame had left the system
        // idle (SpringSystem.loop drops it the frame after): activating it
        // runs the looper again, whose first loop is 1 ms
        // (`_lastTimeMillis` was -1). At its rest frame it is still active.
        if idle {
          idle = false
          if stepping == .looper { lastMillis = -1 }
        }
        frame += 1
        continue
      }
      if atRest, pending.isEmpty {
        result.doneTime = t
        break
      }
      if atRest { idle = true }
      frame += 1
    }
    return result
  }
}
