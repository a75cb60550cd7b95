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
/// Source: androidx `dynamicanimation/.../SpringForce.java`,
/// `SpringAnimation.java`, `DynamicAnimation.java`.
enum AndroidSpringEngine {
  static func frames(
    _ s: Spring, frameRate: Double, duration: Double, minimumVisibleChange: Double,
    minimumValue: Float = -Float.greatestFiniteMagnitude, maximumValue: Float = Float.greatestFiniteMagnitude
  ) -> SpringFrames {
    let k = Double(Float(s.stiffness / s.mass))
    let naturalFreq = k.squareRoot()
    let zeta = Double(Float(s.dampingRatio))
    let final = Double(Float(s.to))
    let finalFloat = Float(s.to)
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
    var value = Float(s.from)
    var velocity = Float(s.initialVelocity)
    var result = SpringFrames(times: [0], values: [Double(value)], velocities: [Double(velocity)], doneTime: nil)
    var lastMillis: Int64 = 0
    var frame = 1
    while true {
      let millis = Int64((Double(frame) * 1000 / frameRate).rounded(.down))
      let t = Double(millis) / 1000
      if t > duration { break }
      let deltaT = Double(millis - lastMillis) / 1000
      lastMillis = millis
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
      value = Float(displacement + final)
      velocity = Float(currentVelocity)
      let atRest = Double(Swift.abs(velocity)) < velocityThreshold
        && Double(Swift.abs(value - finalFloat)) < valueThreshold
      if atRest {
        value = finalFloat
        velocity = 0
      }
      // DynamicAnimation.doAnimationFrame: the value (not the velocity) is
      // clamped into [min, max] after the frame, and the next frame goes on
      // from it.
      value = Swift.max(Swift.min(value, maximumValue), minimumValue)
      result.times.append(t)
      result.values.append(Double(value))
      result.velocities.append(Double(velocity))
      if atRest {
        result.doneTime = t
        break
      }
      frame += 1
    }
    return result
  }
}
