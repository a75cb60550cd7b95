// This file is part of curvetool. SPDX-License-Identifier: MIT

import Testing

@testable import Curves

/// react-spring's `precision`, `restVelocity` and `clamp`, against a port
/// of its advance loop written here (pmndrs/react-spring
/// packages/core/src/SpringValue.ts, 9.7.5): the config read with `||`
/// (0 is unset), the bounce factor 0 under `clamp`, 1 ms steps, the value
/// set to the goal on the done frame.
@Suite("react-spring: precision, restVelocity and clamp as SpringValue.advance reads them")
struct ReactSpringConfigTests {
  struct Config {
    var tension = 170.0
    var friction = 26.0
    var precision: Double?
    var restVelocity: Double?
    var clamp = false
  }

  /// The frames react-spring shows: (values, done frame index or nil).
  static func port(_ c: Config, from: Double, to: Double, v0PerMs: Double, fps: Double, frames: Int) -> ([Double], Int?) {
    var position = from
    var velocity = v0PerMs
    let precision = (c.precision ?? 0) != 0 ? c.precision! : (from == to ? 0.005 : min(1, abs(to - from) * 0.001))
    let restVelocity = (c.restVelocity ?? 0) != 0 ? c.restVelocity! : precision / 10
    let bounceFactor: Double? = c.clamp ? 0 : nil
    let isGrowing = from == to ? v0PerMs > 0 : from < to
    let dt = 1000 / fps
    var shown = [from]
    for frame in 1...frames {
      var finished = false
      for _ in 0..<Int((dt / 1).rounded(.up)) {
        let isMoving = abs(velocity) > restVelocity
        if !isMoving {
          finished = abs(to - position) <= precision
          if finished { break }
        }
        if let b = bounceFactor {
          let isBouncing = position == to || (position > to) == isGrowing
          if isBouncing {
            velocity = -velocity * b
            position = to
          }
        }
        let springForce = -c.tension * 0.000001 * (position - to)
        let dampingForce = -c.friction * 0.001 * velocity
        velocity = velocity + (springForce + dampingForce) / 1 * 1
        position = position + velocity * 1
      }
      shown.append(finished ? to : position)
      if finished { return (shown, frame) }
    }
    return (shown, nil)
  }

  @Test(
    "Frames and the done frame equal the port's, bit for bit",
    arguments: [
      Config(), Config(precision: 0.5), Config(precision: 0.0001), Config(restVelocity: 0.05), Config(precision: 0),
      Config(friction: 8, clamp: true), Config(tension: 300, friction: 10, precision: 0.2, clamp: true),
    ])
  func matchesThePort(_ c: Config) {
    for (from, to, v0) in [(0.0, 100.0, 0.0), (100, -20, 0.5), (5, 5, 0.3), (0, 1, 0)] {
      for fps in [60.0, 120] {
        var settings = SpringEngineSettings()
        settings.reactSpringPrecision = c.precision
        settings.reactSpringRestVelocity = c.restVelocity
        settings.reactSpringClamp = c.clamp
        var s = Spring(mass: 1, stiffness: c.tension, damping: c.friction)
        s.from = from
        s.to = to
        s.initialVelocity = v0 * 1000
        let ours = SpringEngine.reactSpring.frames(of: s, frameRate: fps, duration: 10, settings: settings)
        let (values, done) = Self.port(c, from: from, to: to, v0PerMs: v0, fps: fps, frames: 600)
        #expect(ours.values == values, "\(from)→\(to) v0 \(v0) at \(fps)")
        #expect(ours.doneTime == done.map { Double($0) / fps }, "\(from)→\(to) v0 \(v0) at \(fps)")
      }
    }
  }

  @Test("clamp stops at the goal: no value past it; without clamp the same spring overshoots")
  func clampStops() {
    var settings = SpringEngineSettings()
    settings.reactSpringClamp = true
    var s = Spring(mass: 1, stiffness: 170, damping: 8)
    s.to = 100
    let clamped = SpringEngine.reactSpring.frames(of: s, frameRate: 60, duration: 10, settings: settings)
    let free = SpringEngine.reactSpring.frames(of: s, frameRate: 60, duration: 10, settings: .init())
    #expect(clamped.values.allSatisfy { $0 <= 100 } && clamped.values.last == 100)
    #expect((free.values.max() ?? 0) > 100)
    // The done rule the table states uses the given precision.
    settings.reactSpringPrecision = 0.5
    #expect(SpringEngine.reactSpring.restRule(for: s, settings)?.displacement == 0.5)
  }
}
