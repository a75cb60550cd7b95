// This file is part of curvetool. SPDX-License-Identifier: MIT

/// react-spring 9.7.5's spring integrator, frame by frame.
///
/// Each frame of dt = 1000/f ms runs ⌈dt⌉ steps of 1 ms (so at 60 Hz it
/// integrates 17 ms per 16.67 ms frame, running 2 % fast; at 120 Hz 9 ms per
/// 8.33 ms, 8 % fast). Each step first checks rest (|v| ≤ restVelocity and
/// |to − x| ≤ precision ends the frame and the animation), then
/// a = (−tension·1e-6·(x − to) − friction·1e-3·v)/mass; v += a; x += v, with
/// v in value units per millisecond. On the done frame the value is set to
/// the goal. `precision`, `restVelocity` and `clamp` are read from
/// ``SpringEngineSettings`` as react-spring reads them from the config: with
/// `clamp` each step first stops the value at the goal once it reaches or
/// passes it (velocity 0; react-spring's bounce factor 0).
///
/// Source: pmndrs/react-spring `packages/core/src/SpringValue.ts` (advance).
enum ReactSpringEngine {
  /// The frames of `s`; at each of `retargets` (after the first frame at
  /// or after its time) the goal becomes its target as `start({ to })`
  /// makes it: the value and the integrator's velocity carry on, the
  /// animation's start becomes the current value, so the default
  /// precision and `isGrowing` are computed again from it (SpringValue.ts
  /// `_merge` sets `fromValues` to the current values).
  static func frames(
    _ s: Spring, frameRate: Double, duration: Double, settings: SpringEngineSettings = .init(), retargets: [SpringRetarget] = []
  ) -> SpringFrames {
    var from = s.from
    var to = s.to
    func rule() -> (precision: Double, restVelocity: Double) {
      let r = SpringRestRule.reactSpring(
        distance: Swift.abs(to - from), precision: settings.reactSpringPrecision, restVelocity: settings.reactSpringRestVelocity)
      return (r.displacement, r.speed / 1000)
    }
    var (precision, restVelocity) = rule()
    // clamp: react-spring's bounce factor 0. isGrowing as react-spring
    // decides it: by the move, or by the start velocity when there is none.
    let clamp = settings.reactSpringClamp
    var isGrowing = from == to ? s.initialVelocity > 0 : from < to
    var pending = retargets[...]
    let tension = s.stiffness
    let friction = s.damping
    let mass = s.mass
    let dt = 1000 / frameRate
    let numSteps = Int(checking: dt, .up) ?? 0
    var position = from
    var velocity = s.initialVelocity / 1000
    var result = SpringFrames(times: [0], values: [from], velocities: [s.initialVelocity], doneTime: nil)
    var frame = 1
    // Done with a retarget still to come: the value rests at the goal
    // until the new goal starts a new animation.
    var resting = false
    while Double(frame) / frameRate <= duration {
      var finished = resting
      for _ in 0..<(resting ? 0 : numSteps) {
        let isMoving = Swift.abs(velocity) > restVelocity
        if !isMoving {
          finished = Swift.abs(to - position) <= precision
          if finished { break }
        }
        if clamp, position == to || (position > to) == isGrowing {
          velocity = -velocity * 0
          position = to
        }
        let springForce = -tension * 0.000001 * (position - to)
        let dampingForce = -friction * 0.001 * velocity
        let acceleration = (springForce + dampingForce) / mass
        velocity = velocity + acceleration * 1
        position = position + velocity * 1
      }
      let t = Double(frame) / frameRate
      result.times.append(t)
      result.values.append(finished ? to : position)
      // After the snap the value rests: velocity 0.
      result.velocities.append(finished ? 0 : velocity * 1000)
      if let next = pending.first, next.time <= t {
        pending = pending.dropFirst()
        // Done or not, a new goal starts a new animation from here.
        if finished { position = to; velocity = 0 }
        result.legStarts.append(
          .init(frameIndex: result.times.count - 1, value: position, velocity: velocity * 1000, startVelocity: velocity * 1000))
        from = position
        to = next.target
        (precision, restVelocity) = rule()
        isGrowing = from == to ? velocity > 0 : from < to
        resting = false
        frame += 1
        continue
      }
      if finished, !pending.isEmpty {
        resting = true
        position = to
        velocity = 0
        frame += 1
        continue
      }
      if finished {
        result.doneTime = t
        break
      }
      frame += 1
    }
    return result
  }
}
