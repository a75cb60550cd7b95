// This file is part of curvetool. SPDX-License-Identifier: MIT

/// An interruption: at `time` seconds after the start, the running spring
/// gets a new target (`withAnimation` again, `start({ to })`,
/// `setEndValue`, a new `Animated.spring`).
///
/// Each engine applies it by its library's rule (``SpringEngine/frames(of:frameRate:duration:settings:retargets:)``);
/// a frame engine applies it right after the first frame at or after
/// `time`, as an event handled between two frames does.
public struct SpringRetarget: Hashable, Codable, Sendable {
  /// Seconds after the start (> 0).
  public var time: Double
  /// The new target, value units.
  public var target: Double

  public init(time: Double, target: Double) {
    self.time = time
    self.target = target
  }
}

extension SpringEngine {
  /// The frames of `spring` with its target changed at each of
  /// `retargets` (times ascending), by the library's rule.
  ///
  /// - `exact`, `swiftui`: SwiftUI's rule, continuous: at the retarget time
  ///   the motion goes on from its value and velocity there toward the new
  ///   target (SwiftUI's documented behaviour: an interrupting spring keeps
  ///   the running animation's value and velocity).
  /// - `reactSpring`: `start({ to })` (``ReactSpringEngine``): the value
  ///   and its integrator's velocity carry on; the default precision is
  ///   computed again from the current value.
  /// - `rebound`: `setEndValue` (``ReboundEngine``): the whole state
  ///   carries on, the start value becomes the current one.
  /// - `uiKitAdditive`: UIKit's and Core Animation's additive animations:
  ///   the running spring goes on toward its own target and a spring of the
  ///   change (from 0 to new − old target, from rest, the same physics) is
  ///   added from the retarget time, so x(t) = x₀(t) + Σ Δᵢ·u(t − tᵢ), u the
  ///   unit step response (``Spring/additiveValueAndVelocity(at:_:)``).
  /// - `compose`: `Animatable.animateTo` again: a new animation from the
  ///   last frame's value and velocity, its clock from that frame
  ///   (``ComposeSpringEngine``).
  /// - `reactNative`: a new `Animated.spring` on the running value takes
  ///   the previous animation's last position and velocity and restarts
  ///   its clock (`SpringAnimation.start`, `previousAnimation`).
  /// - `reanimated`: a new `withSpring` takes the running value and
  ///   velocity (`onStart` with `previousAnimation`), its start energy
  ///   measured from rest (``ReanimatedEngine``).
  ///
  /// Each engine's rule is in its platform's file (`Platform+<Name>.swift`).
  public func frames(
    of spring: Spring, frameRate: Double, duration: Double, settings: SpringEngineSettings, retargets: [SpringRetarget]
  ) -> SpringFrames {
    draw(spring, frameRate, duration, settings, retargets)
  }
}

extension ClosedFormEngine {
  /// SwiftUI's continuous rule at frame times k/f: the legs of
  /// ``Spring/legs(_:)``, each change recorded at its own time.
  static func continuousFrames(_ spring: Spring, frameRate: Double, duration: Double, retargets: [SpringRetarget]) -> SpringFrames {
    let legs = spring.legs(retargets)
    var result = SpringFrames(times: [], values: [], velocities: [], doneTime: nil)
    let count = Int(checking: duration * frameRate, .down) ?? 0
    for k in 0...Swift.max(count, 0) {
      let t = Double(k) / frameRate
      let leg = legs.last { $0.start <= t } ?? legs[0]
      let (x, v) = leg.spring.valueAndVelocity(at: t - leg.start)
      result.times.append(t)
      result.values.append(x)
      result.velocities.append(v)
    }
    // Each change takes effect at its own time, between two frames.
    for leg in legs.dropFirst() {
      let index = Swift.min(Int(checking: leg.start * frameRate, .down) ?? 0, result.times.count - 1)
      result.legStarts.append(
        .init(frameIndex: index, value: leg.spring.from, velocity: leg.spring.initialVelocity, startVelocity: leg.spring.initialVelocity))
    }
    return result
  }
}

extension Spring {
  /// SwiftUI's continuous rule: the spring from its start until the first
  /// retarget, then at each retarget the same physics from the value and
  /// velocity there toward the new target; each leg with the time it starts.
  public func legs(_ retargets: [SpringRetarget]) -> [(start: Double, spring: Spring)] {
    var legs: [(start: Double, spring: Spring)] = [(0, self)]
    for r in retargets {
      let (start, current) = legs[legs.count - 1]
      let (x, v) = current.valueAndVelocity(at: r.time - start)
      var next = current
      next.from = x
      next.to = r.target
      next.initialVelocity = v
      legs.append((r.time, next))
    }
    return legs
  }
}

extension Spring {
  /// The additive motion at `time` seconds: this spring plus, for each of
  /// `retargets` at or before `time`, a spring of the same physics from 0
  /// to the change in target (from rest) started at its time; value units
  /// and value units per second.
  public func additiveValueAndVelocity(at time: Double, _ retargets: [SpringRetarget]) -> (value: Double, velocity: Double) {
    var (x, v) = valueAndVelocity(at: time)
    var previous = to
    var step = self
    step.from = 0
    step.initialVelocity = 0
    for r in retargets where r.time <= time {
      step.to = r.target - previous
      previous = r.target
      let (dx, dv) = step.valueAndVelocity(at: time - r.time)
      x += dx
      v += dv
    }
    return (x, v)
  }
}

extension ClosedFormEngine {
  /// UIKit's additive frames: ``Spring/additiveValueAndVelocity(at:_:)``
  /// at k/f; each change recorded at its own time (the velocity goes on).
  static func additiveFrames(_ spring: Spring, frameRate: Double, duration: Double, retargets: [SpringRetarget]) -> SpringFrames {
    var result = SpringFrames(times: [], values: [], velocities: [], doneTime: nil)
    let count = Int(checking: duration * frameRate, .down) ?? 0
    for k in 0...Swift.max(count, 0) {
      let t = Double(k) / frameRate
      let (x, v) = spring.additiveValueAndVelocity(at: t, retargets)
      result.times.append(t)
      result.values.append(x)
      result.velocities.append(v)
    }
    for r in retargets {
      let index = Swift.min(Int(checking: r.time * frameRate, .down) ?? 0, result.times.count - 1)
      let (x, v) = spring.additiveValueAndVelocity(at: r.time, retargets)
      result.legStarts.append(.init(frameIndex: index, value: x, velocity: v, startVelocity: v))
    }
    return result
  }
}
