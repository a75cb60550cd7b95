// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// androidx `SpringAnimation`, frame by frame.
///
/// - Frame times are whole milliseconds, ⌊k·1000/f⌋ (`uptimeMillis`); the
///   first frame only records the time.
/// - Each frame re-solves the closed form (`SpringForce.updateValues`) from
///   the current `float` value and velocity over the integer-ms delta, with
///   Java's `Math.pow(Math.E, x)` and three branches: ζ > 1, ζ == 1, else.
/// - Results are stored as `float`; at equilibrium (|v| < velocity threshold
///   and |x − final| < value threshold, `float` arithmetic, strict) the value
///   snaps to the final position and the animation ends.
///
/// - A retarget (`animateToFinalPosition`) while it runs is pending until
///   the next frame, which goes half its interval (integer halves) toward
///   the old final position and half toward the new one, from the `float`
///   state; after the animation ended it sets the final position and
///   starts again from rest (whose first frame only records the time).
///
/// Source: androidx `dynamicanimation/.../SpringForce.java`,
/// `SpringAnimation.java`, `DynamicAnimation.java`.
enum AndroidSpringEngine {
  static func frames(
    _ s: Spring, frameRate: Double, duration: Double, minimumVisibleChange: Double,
    minimumValue: Float = -Float.greatestFiniteMagnitude, maximumValue: Float = Float.greatestFiniteMagnitude,
    retargets: [SpringRetarget] = []
  ) -> SpringFrames {
    let k = Double(Float(s.stiffness / s.mass))
    let naturalFreq = k.squareRoot()
    let zeta = Double(Float(s.dampingRatio))
    let valueThreshold = Double(Float(minimumVisibleChange) * Float(0.75))
    let velocityThreshold = valueThreshold * 62.5
    var gammaPlus = 0.0
    var gammaMinus = 0.0
    var dampedFreq = 0.0
    if zeta > 1 {
      gammaPlus = -zeta * naturalFreq + naturalFreq * (zeta * zeta - 1).squareRoot()
      gammaMinus = -zeta * naturalFreq - naturalFreq * (zeta * zeta - 1).squareRoot()
    } else if zeta >= 0 && zeta < 1 {
      dampedFreq = naturalFreq * (1 - zeta * zeta).squareRoot()
    }
    // SpringForce.updateValues: the closed form from (value, velocity) over
    // whole milliseconds toward `final`, stored as float.
    func update(_ value: Float, _ velocity: Float, _ millis: Int64, toward final: Double) -> (Float, Float) {
      let deltaT = Double(millis) / 1000
      let lastDisplacement = Double(value) - final
      let lastVelocity = Double(velocity)
      var displacement: Double
      var currentVelocity: Double
      if zeta > 1 {
        let coeffA = lastDisplacement - (gammaMinus * lastDisplacement - lastVelocity) / (gammaMinus - gammaPlus)
        let coeffB = (gammaMinus * lastDisplacement - lastVelocity) / (gammaMinus - gammaPlus)
        displacement = coeffA * pow(M_E, gammaMinus * deltaT) + coeffB * pow(M_E, gammaPlus * deltaT)
        currentVelocity = coeffA * gammaMinus * pow(M_E, gammaMinus * deltaT) + coeffB * gammaPlus * pow(M_E, gammaPlus * deltaT)
      } else if zeta == 1 {
        let coeffA = lastDisplacement
        let coeffB = lastVelocity + naturalFreq * lastDisplacement
        displacement = (coeffA + coeffB * deltaT) * pow(M_E, -naturalFreq * deltaT)
        currentVelocity = (coeffA + coeffB * deltaT) * pow(M_E, -naturalFreq * deltaT) * -naturalFreq
          + coeffB * pow(M_E, -naturalFreq * deltaT)
      } else {
        let cosCoeff = lastDisplacement
        let sinCoeff = (1 / dampedFreq) * (zeta * naturalFreq * lastDisplacement + lastVelocity)
        displacement = pow(M_E, -zeta * naturalFreq * deltaT)
          * (cosCoeff * cos(dampedFreq * deltaT) + sinCoeff * sin(dampedFreq * deltaT))
        currentVelocity = displacement * -naturalFreq * zeta
          + pow(M_E, -zeta * naturalFreq * deltaT)
          * (-dampedFreq * cosCoeff * sin(dampedFreq * deltaT) + dampedFreq * sinCoeff * cos(dampedFreq * deltaT))
      }
      return (Float(displacement + final), Float(currentVelocity))
    }
    var final = Double(Float(s.to))
    var finalFloat = Float(s.to)
    var value = Float(s.from)
    var velocity = Float(s.initialVelocity)
    var result = SpringFrames(times: [0], values: [Double(value)], velocities: [Double(velocity)], doneTime: nil)
    var pending = retargets[...]
    // animateToFinalPosition while running: applied in the next frame.
    var pendingPosition: Float?
    // Ended with a change still to come, or restarted by one (its first
    // frame only records the time, as the first frame of any start does).
    var ended = false
    var restarting = false
    var lastMillis: Int64 = 0
    var frame = 1
    while true {
      let millis = Int64((Double(frame) * 1000 / frameRate).rounded(.down))
      let t = Double(millis) / 1000
      if t > duration { break }
      var atRest = false
      if restarting {
        lastMillis = millis
        restarting = false
      } else if !ended {
        let deltaT = millis - lastMillis
        lastMillis = millis
        if let position = pendingPosition {
          // Half the frame toward the old position, half toward the new
          // (integer halves: an odd frame loses a millisecond).
          let (x, v) = update(value, velocity, deltaT / 2, toward: final)
          final = Double(position)
          finalFloat = position
          pendingPosition = nil
          (value, velocity) = update(x, v, deltaT / 2, toward: final)
        } else {
          (value, velocity) = update(value, velocity, deltaT, toward: final)
        }
        atRest = Double(Swift.abs(velocity)) < velocityThreshold
          && Double(Swift.abs(value - finalFloat)) < valueThreshold
        if atRest {
          value = finalFloat
          velocity = 0
        }
        // DynamicAnimation.doAnimationFrame: the value (not the velocity) is
        // clamped into [min, max] after the frame, and the next frame goes on
        // from it.
        value = Swift.max(Swift.min(value, maximumValue), minimumValue)
      }
      result.times.append(t)
      result.values.append(Double(value))
      result.velocities.append(Double(velocity))
      if let next = pending.first, next.time <= t {
        pending = pending.dropFirst()
        result.legStarts.append(
          .init(frameIndex: result.times.count - 1, value: Double(value), velocity: Double(velocity), startVelocity: Double(velocity)))
        if atRest || ended {
          // Not running: setFinalPosition and start() from rest.
          final = Double(Float(next.target))
          finalFloat = Float(next.target)
          ended = false
          restarting = true
        } else {
          pendingPosition = Float(next.target)
        }
        frame += 1
        continue
      }
      if atRest {
        if pending.isEmpty {
          result.doneTime = t
          break
        }
        ended = true
      }
      frame += 1
    }
    return result
  }
}
