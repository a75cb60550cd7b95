// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// Jetpack Compose's `Animatable.animateTo` with a `spring()`, frame by
/// frame.
///
/// - Each frame evaluates `FloatSpringSpec.getValueFromNanos`: the closed
///   form (`SpringSimulation.updateValues`, double arithmetic over `Float`
///   state, three branches: ζ > 1, ζ == 1, else) from the animation's
///   initial value and velocity over its play time in whole milliseconds
///   (nanoseconds divided by 10⁶, truncated). Frame times are
///   ⌊k·10⁹/f⌋ ns.
/// - The animation ends at the first frame whose play time reaches its
///   duration, Compose's own estimate (``ComposeDurationEstimate``), and
///   shows the target with velocity 0.
/// - A new target while it runs (`animateTo` again) starts a new animation
///   from the last frame's value and velocity whose clock starts at that
///   frame (`Animatable` passes its `lastFrameTimeNanos`), so the next frame
///   is one interval into it; after the animation ended, the clock is
///   unset and the first frame after the change shows play time 0.
///
/// Source: androidx `compose/animation/animation-core/…/SpringSimulation.kt`,
/// `FloatAnimationSpec.kt` (`FloatSpringSpec`), `Animatable.kt`
/// (`runAnimation`, `endAnimation`), `SuspendAnimation.kt` (`animate`).
enum ComposeSpringEngine {
  static func frames(
    _ s: Spring, frameRate: Double, duration: Double, visibilityThreshold: Float, retargets: [SpringRetarget] = []
  ) -> SpringFrames {
    let stiffness = Float(s.stiffness / s.mass)
    let dampingRatio = Float(s.dampingRatio)
    let naturalFreq = Double(stiffness).squareRoot()
    let zeta = Double(dampingRatio)
    let squared = Double(dampingRatio) * Double(dampingRatio)
    var gammaPlus = 0.0
    var gammaMinus = 0.0
    var dampedFreq = 0.0
    if dampingRatio > 1 {
      gammaPlus = -zeta * naturalFreq + naturalFreq * (squared - 1).squareRoot()
      gammaMinus = -zeta * naturalFreq - naturalFreq * (squared - 1).squareRoot()
    } else if dampingRatio >= 0, dampingRatio < 1 {
      dampedFreq = naturalFreq * (1 - squared).squareRoot()
    }
    // SpringSimulation.updateValues.
    func update(_ value: Float, _ velocity: Float, _ millis: Int64, toward final: Float) -> (Float, Float) {
      let x0 = Double(value - final)
      let v0 = Double(velocity)
      let t = Double(millis) / 1000.0
      var displacement: Double
      var speed: Double
      if dampingRatio > 1 {
        let a = x0 - (gammaMinus * x0 - v0) / (gammaMinus - gammaPlus)
        let b = (gammaMinus * x0 - v0) / (gammaMinus - gammaPlus)
        displacement = a * exp(gammaMinus * t) + b * exp(gammaPlus * t)
        speed = a * gammaMinus * exp(gammaMinus * t) + b * gammaPlus * exp(gammaPlus * t)
      } else if dampingRatio == 1 {
        let a = x0
        let b = v0 + naturalFreq * x0
        displacement = (a + b * t) * exp(-naturalFreq * t)
        speed = (a + b * t) * exp(-naturalFreq * t) * -naturalFreq + b * exp(-naturalFreq * t)
      } else {
        let sinCoeff = (1 / dampedFreq) * (zeta * naturalFreq * x0 + v0)
        displacement = exp(-zeta * naturalFreq * t) * (x0 * cos(dampedFreq * t) + sinCoeff * sin(dampedFreq * t))
        speed = displacement * -naturalFreq * zeta
          + exp(-zeta * naturalFreq * t) * (-dampedFreq * x0 * sin(dampedFreq * t) + dampedFreq * sinCoeff * cos(dampedFreq * t))
      }
      return (Float(displacement + Double(final)), Float(speed))
    }
    func nanos(_ k: Int) -> Int64 { Int64((Double(k) * 1e9 / frameRate).rounded(.down)) }
    func estimate(_ from: Float, _ to: Float, _ v: Float) -> Int64 {
      let ms = ComposeDurationEstimate.animationMillis(
        stiffness: stiffness, dampingRatio: dampingRatio, from: from, to: to, velocity: v, visibilityThreshold: visibilityThreshold)
      return ms >= ComposeDurationEstimate.maximumMillis ? Int64.max : ms * 1_000_000
    }
    // The running animation: its initial state, target, clock and length
    // (nil when it has ended).
    var from = Float(s.from)
    var velocity0 = Float(s.initialVelocity)
    var target = Float(s.to)
    var start = 0
    var length = estimate(from, target, velocity0)
    var running = true
    var shown = from
    var pending = retargets[...]
    var result = SpringFrames(times: [], values: [], velocities: [], doneTime: nil)
    let count = Int(checking: duration * frameRate, .down) ?? 0
    for k in 0...Swift.max(count, 0) {
      let now = nanos(k)
      var velocity: Float = 0
      var ended = false
      if running {
        let play = now - nanos(start)
        if play >= length {
          shown = target
          ended = true
          running = false
        } else {
          (shown, velocity) = update(from, velocity0, play / 1_000_000, toward: target)
        }
      }
      result.times.append(Double(now) / 1e9)
      result.values.append(Double(shown))
      result.velocities.append(Double(velocity))
      if let next = pending.first, next.time <= Double(now) / 1e9 {
        pending = pending.dropFirst()
        result.legStarts.append(
          .init(frameIndex: k, value: Double(shown), velocity: Double(velocity), startVelocity: Double(velocity)))
        // Running: its clock from this frame. Ended: unset, so the next
        // frame is the new animation's first (play time 0).
        start = running ? k : k + 1
        from = shown
        velocity0 = velocity
        target = Float(next.target)
        length = estimate(from, target, velocity0)
        running = true
        continue
      }
      if ended, pending.isEmpty {
        result.doneTime = Double(now) / 1e9
        break
      }
    }
    return result
  }
}
