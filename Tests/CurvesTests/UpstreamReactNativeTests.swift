// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves

/// React Native's `Animated.spring` engine: its `onUpdate` ported here
/// (facebook/react-native
/// `packages/react-native/Libraries/Animated/animations/SpringAnimation.js`)
/// against `ReactNativeEngine`, and React Native's own spring tests
/// (`packages/react-native/Libraries/Animated/__tests__/Animated-test.js`,
/// commit 025df14) on the engine.
@Suite struct UpstreamReactNativeTests {
  /// `onUpdate` at frame times k/60, written from the source: the
  /// frames shown (the done frame shows `toValue`) and the value computed
  /// at the done frame before the snap.
  static func port(
    k: Double, c: Double, m: Double, from: Double, to: Double, velocity: Double,
    clamping: Bool = false, restSpeed: Double = 0.001, restDisplacement: Double = 0.001
  ) -> (values: [Double], unsnapped: Double?) {
    var shown: [Double] = []
    for frame in 0..<6000 {
      let t = Double(frame) / 60
      let v0 = -velocity
      let zeta = c / (2 * (k * m).squareRoot())
      let omega0 = (k / m).squareRoot()
      let omega1 = omega0 * (1.0 - zeta * zeta).squareRoot()
      let x0 = to - from
      var position = 0.0, speed = 0.0
      if zeta < 1 {
        let envelope = exp(-zeta * omega0 * t)
        position = to - envelope * (((v0 + zeta * omega0 * x0) / omega1) * sin(omega1 * t) + x0 * cos(omega1 * t))
        speed = zeta * omega0 * envelope * ((sin(omega1 * t) * (v0 + zeta * omega0 * x0)) / omega1 + x0 * cos(omega1 * t))
          - envelope * (cos(omega1 * t) * (v0 + zeta * omega0 * x0) - omega1 * x0 * sin(omega1 * t))
      } else {
        let envelope = exp(-omega0 * t)
        position = to - envelope * (x0 + (v0 + omega0 * x0) * t)
        speed = envelope * (v0 * (t * omega0 - 1) + t * x0 * (omega0 * omega0))
      }
      let overshooting = clamping && k != 0 && (from < to ? position > to : position < to)
      if overshooting || (abs(speed) <= restSpeed && abs(to - position) <= restDisplacement) {
        shown.append(to)
        return (shown, position)
      }
      shown.append(position)
    }
    return (shown, nil)
  }

  static func engine(_ s: Spring, clamping: Bool = false) -> SpringFrames {
    SpringEngine.reactNative.frames(
      of: s, frameRate: 60, duration: 100, settings: SpringEngineSettings(overshootClamping: clamping))
  }

  @Test("The engine's frames are onUpdate's, bit for bit", arguments: [
    (170.0, 12.0, 1.0, 0.0, 100.0, 0.0, false), (300, 10, 2, 50, -20, 400, false), (100, 20, 1, 0, 1, 0, false),
    (8000, 2000, 1, 0, 15, 0, false), (200, 10, 1, 0, 300, -900, true), (40, 1, 0.5, 10, 10, 25, false),
  ])
  func port(_ c: (Double, Double, Double, Double, Double, Double, Bool)) {
    let s = Spring(mass: c.2, stiffness: c.0, damping: c.1, initialVelocity: c.5, from: c.3, to: c.4)
    let frames = Self.engine(s, clamping: c.6)
    let expected = Self.port(k: c.0, c: c.1, m: c.2, from: c.3, to: c.4, velocity: c.5, clamping: c.6)
    #expect(frames.values == expected.values)
    #expect(frames.doneTime == Double(expected.values.count - 1) / 60)
  }

  /// Under-damped, React Native's closed form is the spring's own motion;
  /// at ζ ≥ 1 it is the critically damped motion of the same ω₀.
  @Test("Below ζ = 1 the frames are the spring's motion; above it, the critical spring's")
  func regimes() {
    let under = Spring(mass: 1, stiffness: 170, damping: 12, initialVelocity: 30, from: 0, to: 100)
    for t in stride(from: 0.0, through: 2, by: 0.05) {
      let (x, v) = ReactNativeEngine.state(under, at: t)
      #expect(abs(x - under.value(at: t)) <= 1e-12 * 100 && abs(v - under.velocity(at: t)) <= 1e-11 * 1000)
    }
    let over = Spring(mass: 1, stiffness: 100, damping: 60, from: 0, to: 1)
    let critical = Spring(mass: 1, stiffness: 100, damping: 20, from: 0, to: 1)
    for t in stride(from: 0.0, through: 2, by: 0.05) {
      #expect(abs(ReactNativeEngine.state(over, at: t).value - critical.value(at: t)) <= 1e-14)
    }
  }

  @Test("Animated-test.js: 'triggers callback when spring is at rest' (toValue 0 from 0, velocity 0: done at once)")
  func atRest() {
    let frames = Self.engine(Spring(origamiTension: 40, origamiFriction: 7, from: 0, to: 0))
    #expect(frames.doneTime == 0 && frames.values == [0])
  }

  /// 'send toValue when a critically damped spring stops': stiffness 8000,
  /// damping 2000 (ζ 11.2, drawn as critical), 0 → 15: the value computed
  /// at the last frame is not 15 but close to it (`toBeCloseTo`, 2
  /// decimals), and the value shown there is 15.
  @Test("Animated-test.js: 'send toValue when a critically damped spring stops'")
  func criticalStops() throws {
    let s = Spring(mass: 1, stiffness: 8000, damping: 2000, from: 0, to: 15)
    let frames = Self.engine(s)
    let done = try #require(frames.doneTime)
    let last = ReactNativeEngine.state(s, at: done).value
    #expect(last != 15 && abs(last - 15) < 0.005)
    #expect(frames.values.last == 15)
  }
}
