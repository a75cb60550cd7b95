// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves

/// Compose's Animatable retarget path against a port of its loop (RetargetPortTests).
extension RetargetPortTests {
  // MARK: Compose

  /// Compose's `SpringSimulation.updateValues` as Kotlin evaluates it:
  /// `Float` state and parameters, double arithmetic, whole-ms time.
  static func composeUpdate(_ k: Float, _ zeta: Float, _ value: Float, _ velocity: Float, _ ms: Int64, _ final: Float) -> (Float, Float) {
    let w = Double(k).squareRoot()
    let z = Double(zeta)
    let x = Double(value - final)
    let v = Double(velocity)
    let t = Double(ms) / 1000.0
    if zeta > 1 {
      let gp = -z * w + w * (z * z - 1).squareRoot()
      let gm = -z * w - w * (z * z - 1).squareRoot()
      let a = x - (gm * x - v) / (gm - gp), b = (gm * x - v) / (gm - gp)
      return (Float(a * exp(gm * t) + b * exp(gp * t) + Double(final)), Float(a * gm * exp(gm * t) + b * gp * exp(gp * t)))
    }
    if zeta == 1 {
      let b = v + w * x
      return (Float((x + b * t) * exp(-w * t) + Double(final)), Float((x + b * t) * exp(-w * t) * -w + b * exp(-w * t)))
    }
    let wd = w * (1 - z * z).squareRoot()
    let sinCoeff = (1 / wd) * (z * w * x + v)
    let d = exp(-z * w * t) * (x * cos(wd * t) + sinCoeff * sin(wd * t))
    return (Float(d + Double(final)), Float(d * -w * z + exp(-z * w * t) * (-wd * x * sin(wd * t) + wd * sinCoeff * cos(wd * t))))
  }

  /// `Animatable.animateTo` frame by frame (Animatable.kt `runAnimation`,
  /// SuspendAnimation.kt `animate`): each animation's value at its play
  /// time from its own start; its length Compose's estimate; a new target
  /// while it runs starts the next from the last frame's time, after it
  /// ended from the next frame (play time 0).
  static func composePort(_ s: Spring, _ retargets: [SpringRetarget], hz: Double) -> (values: [Double], done: Double?) {
    let k = Float(s.stiffness), zeta = Float(s.dampingRatio)
    func frameNanos(_ i: Int) -> Int64 { Int64((Double(i) * 1e9 / hz).rounded(.down)) }
    func durationNanos(_ a: Float, _ b: Float, _ v: Float) -> Int64 {
      ComposeDurationEstimate.animationMillis(stiffness: k, dampingRatio: zeta, from: a, to: b, velocity: v) * 1_000_000
    }
    var animation: (initial: Float, velocity: Float, target: Float, startNanos: Int64?, length: Int64)? =
      (Float(s.from), Float(0), Float(s.to), nil, durationNanos(Float(s.from), Float(s.to), 0))
    var value = Float(s.from), velocity = Float(0)
    var lastFrame: Int64?
    var changes = retargets[...]
    var values: [Double] = []
    for i in 0..<(Int(hz) * 10) {
      let now = frameNanos(i)
      var finished = false
      if var a = animation {
        if a.startNanos == nil { a.startNanos = now }
        animation = a
        let play = now - a.startNanos!
        if play >= a.length {
          (value, velocity) = (a.target, 0)
          finished = true
          animation = nil
          lastFrame = nil
        } else {
          (value, velocity) = Self.composeUpdate(k, zeta, a.initial, a.velocity, play / 1_000_000, a.target)
          lastFrame = now
        }
      }
      values.append(Double(value))
      if let c = changes.first, c.time <= Double(now) / 1e9 {
        changes = changes.dropFirst()
        let target = Float(c.target)
        animation = (value, velocity, target, lastFrame, durationNanos(value, target, velocity))
        continue
      }
      if finished, changes.isEmpty { return (values, Double(now) / 1e9) }
    }
    return (values, nil)
  }

  @Test("Compose Animatable.animateTo: the port's frames float for float, at 60 and 120 Hz", arguments: [60.0, 120.0])
  func compose(_ hz: Double) {
    for retargets in Self.scenarios {
      let f = SpringEngine.compose.frames(of: Self.spring, frameRate: hz, duration: 10, settings: .init(), retargets: retargets)
      let port = Self.composePort(Self.spring, retargets, hz: hz)
      #expect(f.values == port.values, "\(retargets)")
      #expect(f.doneTime == port.done, "\(retargets)")
    }
  }
}
