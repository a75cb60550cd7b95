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
  static func frames(_ s: Spring, frameRate: Double, duration: Double, settings: SpringEngineSettings = .init()) -> SpringFrames {
    let from = s.from
    let to = s.to
    let rule = SpringRestRule.reactSpring(
      distance: Swift.abs(to - from), precision: settings.reactSpringPrecision, restVelocity: settings.reactSpringRestVelocity)
    let precision = rule.displacement
    let restVelocity = rule.speed / 1000
    // clamp: react-spring's bounce factor 0. isGrowing as react-spring
    // decides it: by the move, or by the start velocity when there is none.
    let clamp = settings.reactSpringClamp
    let isGrowing = from == to ? s.initialVelocity > 0 : from < to
    let tension = s.stiffness
    let friction = s.damping
    let mass = s.mass
    let dt = 1000 / frameRate
    let numSteps = Int(checking: dt, .up) ?? 0
    var position = from
    var velocity = s.initialVelocity / 1000
    var result = SpringFrames(times: [0], values: [from], velocities: [s.initialVelocity], doneTime: nil)
    var frame = 1
    while Double(frame) / frameRate <= duration {
      var finished = false
      for _ in 0..<numSteps {
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
      if finished {
        result.doneTime = t
        break
      }
      frame += 1
    }
    return result
  }
}
