// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves

/// Rebound's and React Native's retarget paths against ports of their loops (RetargetPortTests).
extension RetargetPortTests {
  // MARK: Rebound and React Native

  /// Rebound's `Spring.advance` with `setEndValue` between frames, driven
  /// by `SpringSystem.loop` as its looper calls it (a clock gaining the
  /// interval each frame, the first loop 1 ms), written from rebound-js
  /// `src/Spring.js` and `src/SpringSystem.js`: a spring at rest is dropped
  /// from the active list the frame after, the system goes idle
  /// (`_lastTimeMillis = -1`), and activating it again starts with a 1 ms
  /// loop; an idle spring does not advance.
  static func reboundPort(_ s: Spring, _ retargets: [SpringRetarget], hz: Double) -> (values: [Double], done: Double?) {
    let tension = s.stiffness / s.mass
    let friction = s.damping / s.mass
    var position = s.from, velocity = s.initialVelocity
    var tempPosition = s.from
    var previous = (position, velocity)
    var accumulator = 0.0
    var end = s.to
    var wasAtRest = false
    var active = true
    var clock = 0.0
    var lastTime = -1.0
    var changes = retargets[...]
    var values: [Double] = []
    func isAtRest() -> Bool { abs(velocity) < 0.001 && abs(end - position) <= 0.001 }
    for frame in 0..<(Int(hz) * 10) {
      clock += 1000 / hz
      if active {
        if lastTime == -1 { lastTime = clock - 1 }
        let delta = (clock - lastTime) / 1000
        lastTime = clock
        // SpringSystem.advance: a spring at rest since its last advance is
        // dropped instead of advanced.
        if isAtRest() && wasAtRest {
          active = false
          lastTime = -1
        } else {
          accumulator += min(delta, 0.064)
          while accumulator >= 0.001 {
            accumulator -= 0.001
            if accumulator < 0.001 { previous = (position, velocity) }
            let av = velocity, aa = tension * (end - tempPosition) - friction * velocity
            tempPosition = position + av * 0.0005
            var tv = velocity + aa * 0.0005
            let bv = tv, ba = tension * (end - tempPosition) - friction * tv
            tempPosition = position + bv * 0.0005
            tv = velocity + ba * 0.0005
            let cv = tv, ca = tension * (end - tempPosition) - friction * tv
            tempPosition = position + cv * 0.001
            tv = velocity + ca * 0.001
            let dv = tv, da = tension * (end - tempPosition) - friction * tv
            position += 1.0 / 6.0 * (av + 2.0 * (bv + cv) + dv) * 0.001
            velocity += 1.0 / 6.0 * (aa + 2.0 * (ba + ca) + da) * 0.001
          }
          if accumulator > 0 {
            let alpha = accumulator / 0.001
            position = position * alpha + previous.0 * (1 - alpha)
            velocity = velocity * alpha + previous.1 * (1 - alpha)
          }
          if isAtRest() {
            position = end
            velocity = 0
            wasAtRest = true
          } else {
            wasAtRest = false
          }
        }
      }
      values.append(position)
      if let c = changes.first, c.time <= Double(frame) / hz {
        changes = changes.dropFirst()
        end = c.target
        wasAtRest = false
        active = true
        continue
      }
      if changes.isEmpty, wasAtRest { return (values, Double(frame) / hz) }
    }
    return (values, nil)
  }

  @Test("Rebound setEndValue: the port's frames bit for bit, at 60 and 120 Hz", arguments: [60.0, 120.0])
  func rebound(_ hz: Double) {
    for retargets in Self.scenarios {
      let f = SpringEngine.rebound.frames(of: Self.spring, frameRate: hz, duration: 10, settings: .init(), retargets: retargets)
      let port = Self.reboundPort(Self.spring, retargets, hz: hz)
      #expect(f.values == port.values, "\(retargets)")
      #expect(f.doneTime == port.done, "\(retargets)")
    }
  }

  /// React Native's `SpringAnimation.onUpdate` (SpringAnimation.js): the
  /// closed form written here, two branches (ζ < 1, else critical).
  static func reactNativeState(_ s: Spring, from: Double, to: Double, velocity: Double, t: Double) -> (Double, Double) {
    let (k, c, m) = (s.stiffness, s.damping, s.mass)
    let v0 = -velocity
    let zeta = c / (2 * (k * m).squareRoot())
    let omega0 = (k / m).squareRoot()
    let omega1 = omega0 * (1.0 - zeta * zeta).squareRoot()
    let x0 = to - from
    if zeta < 1 {
      let envelope = exp(-zeta * omega0 * t)
      let position = to - envelope * (((v0 + zeta * omega0 * x0) / omega1) * sin(omega1 * t) + x0 * cos(omega1 * t))
      let speed = zeta * omega0 * envelope * ((sin(omega1 * t) * (v0 + zeta * omega0 * x0)) / omega1 + x0 * cos(omega1 * t))
        - envelope * (cos(omega1 * t) * (v0 + zeta * omega0 * x0) - omega1 * x0 * sin(omega1 * t))
      return (position, speed)
    }
    let envelope = exp(-omega0 * t)
    return (to - envelope * (x0 + (v0 + omega0 * x0) * t), envelope * (v0 * (t * omega0 - 1) + t * x0 * (omega0 * omega0)))
  }

  /// A new `Animated.spring` on the running value: from the last frame's
  /// position and velocity (`previousAnimation.getInternalState()`), its
  /// clock from that frame; after the old one finished, from the value at
  /// rest.
  static func reactNativePort(_ s: Spring, _ retargets: [SpringRetarget], hz: Double) -> (values: [Double], done: Double?) {
    var leg: (from: Double, to: Double, velocity: Double, start: Double)? = (s.from, s.to, s.initialVelocity, 0)
    var value = s.from
    var changes = retargets[...]
    var values: [Double] = []
    for frame in 0..<(Int(hz) * 10) {
      let t = Double(frame) / hz
      var speed = 0.0
      var finished = false
      if let l = leg {
        let (x, v) = Self.reactNativeState(s, from: l.from, to: l.to, velocity: l.velocity, t: t - l.start)
        finished = abs(v) <= 0.001 && abs(l.to - x) <= 0.001
        value = finished ? l.to : x
        speed = finished ? 0 : v
        if finished { leg = nil }
      }
      values.append(value)
      if let c = changes.first, c.time <= t {
        changes = changes.dropFirst()
        leg = (value, c.target, speed, t)
        continue
      }
      if finished, changes.isEmpty { return (values, t) }
    }
    return (values, nil)
  }

  @Test("React Native: the port's frames bit for bit, at 60 and 120 Hz", arguments: [60.0, 120.0])
  func reactNative(_ hz: Double) {
    for retargets in Self.scenarios {
      let f = SpringEngine.reactNative.frames(of: Self.spring, frameRate: hz, duration: 10, settings: .init(), retargets: retargets)
      let port = Self.reactNativePort(Self.spring, retargets, hz: hz)
      #expect(f.values == port.values, "\(retargets)")
      #expect(f.doneTime == port.done, "\(retargets)")
    }
  }
}
