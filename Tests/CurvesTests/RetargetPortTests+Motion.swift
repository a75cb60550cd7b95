// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves

/// Motion's and Popmotion's retarget paths against ports of their loops (RetargetPortTests).
extension RetargetPortTests {
  // MARK: Motion and Popmotion

  /// Motion's spring generator (spring.ts) in its own units: t in ms,
  /// frequencies per ms, the velocity option per second.
  struct MotionGenerator {
    let origin: Double, target: Double
    let stiffness: Double, damping: Double, mass: Double
    let velocity: Double
    let restSpeed: Double, restDelta: Double
    let durationMs: Double?

    init(_ s: Spring, from: Double, to: Double, velocity: Double, durationMs: Double? = nil) {
      origin = from
      target = to
      stiffness = s.stiffness
      damping = s.damping
      mass = s.mass
      self.velocity = durationMs == nil ? velocity : 0
      let granular = abs(to - from) < 5
      restSpeed = granular ? 0.01 : 2
      restDelta = granular ? 0.005 : 0.5
      self.durationMs = durationMs
    }

    func next(_ t: Double) -> (value: Double, done: Bool) {
      let v0 = -(velocity / 1000)
      let zeta = damping / (2 * (stiffness * mass).squareRoot())
      let delta = target - origin
      let w0 = (stiffness / mass).squareRoot() / 1000
      var current: Double
      var speed: Double
      if zeta < 1 {
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let a = (v0 + zeta * w0 * delta) / wd
        let envelope = exp(-zeta * w0 * t)
        current = target - envelope * (a * sin(wd * t) + delta * cos(wd * t))
        speed = envelope * ((zeta * w0 * a + delta * wd) * sin(wd * t) + (zeta * w0 * delta - a * wd) * cos(wd * t))
      } else if zeta == 1 {
        let c = v0 + w0 * delta
        current = target - exp(-w0 * t) * (delta + c * t)
        speed = exp(-w0 * t) * (w0 * c * t - v0)
      } else {
        let wd = w0 * (zeta * zeta - 1).squareRoot()
        let envelope = exp(-zeta * w0 * t)
        let x = min(wd * t, 300)
        current = target - envelope * ((v0 + zeta * w0 * delta) * sinh(x) + wd * delta * cosh(x)) / wd
        let p = (v0 + zeta * w0 * delta) / wd
        speed = envelope * ((zeta * w0 * p - delta * wd) * sinh(x) + (zeta * w0 * delta - p * wd) * cosh(x))
      }
      let done = durationMs.map { t >= $0 } ?? (abs(speed * 1000) <= restSpeed && abs(target - current) <= restDelta)
      return (done ? target : current, done)
    }

    /// calcGeneratorDuration, ms.
    var calculatedDuration: Double {
      if let durationMs { return durationMs }
      var d = 0.0
      while !next(d).done, d < 20_000 { d += 50 }
      return d
    }
  }

  /// Motion's frame loop: a MotionValue (velocity from its last two frames,
  /// 30 ms limits) driven by JSAnimation (time = round(timestamp − start)),
  /// each change a new animation from the value and its velocity, started
  /// at the frame's timestamp.
  static func motionPort(_ s: Spring, _ retargets: [SpringRetarget], hz: Double, durationMs: Double? = nil)
    -> (values: [Double], startVelocities: [Double], snap: Double?, completes: Double?)
  {
    var current = s.from
    var prevFrameValue: Double?
    var updatedAt = -1000.0
    var prevUpdatedAt: Double?
    func set(_ v: Double, _ now: Double) {
      if updatedAt != now {
        prevFrameValue = current
        prevUpdatedAt = updatedAt
      }
      current = v
      updatedAt = now
    }
    func velocity(_ now: Double) -> Double {
      guard let p = prevFrameValue, let pu = prevUpdatedAt, now - updatedAt <= 30 else { return 0 }
      let delta = min(updatedAt - pu, 30)
      return delta != 0 ? (current - p) * (1000 / delta) : 0
    }
    var generator: MotionGenerator? = MotionGenerator(s, from: s.from, to: s.to, velocity: 0, durationMs: durationMs)
    var total = generator!.calculatedDuration
    var startTime = 0.0
    var changes = retargets[...]
    var values: [Double] = []
    var starts: [Double] = []
    var snap: Double?
    var completes: Double?
    for k in 0..<(Int(10 * hz) + 1) {
      let timestamp = Double(k) * 1000 / hz
      if let g = generator {
        let currentTime = (timestamp - startTime + 0.5).rounded(.down)
        let state = g.next(currentTime)
        let finished = currentTime >= total
        if state.done, snap == nil { snap = Double(k) / hz }
        set(finished ? g.target : state.value, timestamp)
        if finished {
          generator = nil
          completes = Double(k) / hz
        }
      }
      values.append(current)
      if let c = changes.first, c.time <= Double(k) / hz {
        changes = changes.dropFirst()
        let v = velocity(timestamp)
        let g = MotionGenerator(s, from: current, to: c.target, velocity: v, durationMs: durationMs)
        starts.append(g.velocity)
        generator = g
        total = g.calculatedDuration
        startTime = timestamp
        snap = nil
        completes = nil
      }
      if generator == nil, changes.isEmpty { break }
    }
    return (values, starts, snap, completes)
  }

  static func close(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
  }

  @Test("Motion animate(value, to): the port's frames and estimated velocities to 1e-9, at 60 and 120 Hz", arguments: [60.0, 120.0])
  func motion(_ hz: Double) throws {
    for retargets in Self.scenarios {
      let f = SpringEngine.motion.frames(of: Self.spring, frameRate: hz, duration: 10, settings: .init(), retargets: retargets)
      let port = Self.motionPort(Self.spring, retargets, hz: hz)
      // The engine stops at the snap; the port runs on to its 50 ms grid.
      let n = f.values.count
      #expect(Self.close(f.values, Array(port.values.prefix(n))), "\(retargets)")
      #expect(port.values.dropFirst(n).allSatisfy { $0 == retargets.last!.target }, "\(retargets)")
      #expect(Self.close(f.legStarts.map(\.startVelocity), port.startVelocities), "\(retargets)")
      #expect(f.doneTime == port.snap, "\(retargets)")
    }
  }

  /// The issue's figures from Motion's own code: the velocity estimated 9 %
  /// above the true one at 60 Hz and within 3 % at 120 Hz; its animation
  /// completes on the 50 ms grid at 0.800 s.
  @Test("Motion on the issue's scenario: estimate +9 % at 60 Hz, within 3 % at 120 Hz; completes at 0.800 s")
  func motionIssue() throws {
    let change = [SpringRetarget(time: 0.2, target: 50)]
    let at60 = SpringEngine.motion.frames(of: Self.spring, frameRate: 60, duration: 10, settings: .init(), retargets: change)
    let at120 = SpringEngine.motion.frames(of: Self.spring, frameRate: 120, duration: 10, settings: .init(), retargets: change)
    let truth = Self.spring.velocity(at: 0.2)
    let r60 = at60.legStarts[0].startVelocity / truth
    let r120 = at120.legStarts[0].startVelocity / truth
    #expect(r60 > 1.085 && r60 < 1.095)
    #expect(abs(r120 - 1) < 0.03)
    #expect(Self.motionPort(Self.spring, change, hz: 60).completes == 0.8)
  }

  @Test("Motion duration springs restart from rest at every change, at 60 and 120 Hz", arguments: [60.0, 120.0])
  func motionDuration(_ hz: Double) throws {
    let s = Spring(motionDuration: 0.8, bounce: 0.25, from: 0, to: 100)
    let settings = SpringEngineSettings(motionFinishTime: 0.8)
    for retargets in Self.scenarios {
      let f = SpringEngine.motion.frames(of: s, frameRate: hz, duration: 10, settings: settings, retargets: retargets)
      let port = Self.motionPort(s, retargets, hz: hz, durationMs: 800)
      #expect(Self.close(f.values, Array(port.values.prefix(f.values.count))), "\(retargets)")
      #expect(f.legStarts.allSatisfy { $0.startVelocity == 0 })
      #expect(f.doneTime == port.snap, "\(retargets)")
    }
  }

  /// Popmotion 11.0.5's spring generator: t in ms, restDelta
  /// min(|Δ|/100, 0.4), restSpeed 2, velocity checked below ζ = 1 only; a
  /// duration spring is found with the velocity passed in, then starts
  /// from rest.
  static func popmotionNext(_ k: Double, _ c: Double, from: Double, to: Double, velocity: Double, t: Double, durationMs: Double?)
    -> (Double, Bool)
  {
    let v0 = velocity != 0 ? -(velocity / 1000) : 0
    let delta = to - from
    let zeta = c / (2 * k.squareRoot())
    let w0 = k.squareRoot() / 1000
    let restDelta = min(abs(to - from) / 100, 0.4)
    var current: Double
    var speed = 0.0
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let envelope = exp(-zeta * w0 * t)
      current = to - envelope * ((v0 + zeta * w0 * delta) / wd * sin(wd * t) + delta * cos(wd * t))
      speed = zeta * w0 * envelope * (sin(wd * t) * (v0 + zeta * w0 * delta) / wd + delta * cos(wd * t))
        - envelope * (cos(wd * t) * (v0 + zeta * w0 * delta) - wd * delta * sin(wd * t))
    } else if zeta == 1 {
      current = to - exp(-w0 * t) * (delta + (v0 + w0 * delta) * t)
    } else {
      let wd = w0 * (zeta * zeta - 1).squareRoot()
      let x = min(wd * t, 300)
      current = to - exp(-zeta * w0 * t) * ((v0 + zeta * w0 * delta) * sinh(x) + wd * delta * cosh(x)) / wd
    }
    let done = durationMs.map { t >= $0 } ?? (abs(speed * 1000) <= 2 && abs(to - current) <= restDelta)
    return (done ? to : current, done)
  }

  /// Framer Motion 6 driving Popmotion: the value's velocity is the change
  /// since its previous value over framesync's delta, 0 once a frame passed
  /// without an update; each animation sums the frame deltas from 0.
  static func popmotionPort(_ s: Spring, _ retargets: [SpringRetarget], hz: Double, durationMs: Double? = nil, bounce: Double = 0.25)
    -> (values: [Double], velocitiesIn: [Double], done: Double?, stiffnesses: [Double])
  {
    var current = s.from
    var prev = s.from
    var lastUpdated = -1.0
    var timeDelta = 1000 / 60.0
    var leg: (k: Double, c: Double, from: Double, to: Double, velocity: Double)? = (s.stiffness, s.damping, s.from, s.to, 0)
    var elapsed = 0.0
    var changes = retargets[...]
    var values: [Double] = []
    var velocitiesIn: [Double] = []
    var stiffnesses: [Double] = []
    var done: Double?
    var lastTimestamp = 0.0
    for frame in 0..<(Int(10 * hz) + 1) {
      let timestamp = Double(frame) * 1000 / hz
      let delta = frame == 0 ? 1000 / 60 : max(min(timestamp - lastTimestamp, 40), 1)
      lastTimestamp = timestamp
      if let l = leg {
        if frame > 0 { elapsed += delta }
        let (x, finished) = popmotionNext(
          l.k, l.c, from: l.from, to: l.to, velocity: l.velocity, t: max(0, elapsed), durationMs: durationMs)
        prev = current
        current = x
        timeDelta = delta
        lastUpdated = timestamp
        if finished {
          leg = nil
          done = Double(frame) / hz
        }
      } else if lastUpdated != timestamp {
        // velocityCheck in the frame after the last update.
        prev = current
      }
      values.append(current)
      if let c = changes.first, c.time <= Double(frame) / hz {
        changes = changes.dropFirst()
        let v = (current - prev) * (1000 / timeDelta)
        velocitiesIn.append(v)
        if let durationMs {
          var (k, damping) = EngineFidelityTests.portedFindSpring(durationMs: durationMs, bounce: bounce, velocity: v)
          if k.isNaN { (k, damping) = (100, 10) }
          stiffnesses.append(k)
          leg = (k, damping, current, c.target, 0)
        } else {
          leg = (s.stiffness, s.damping, current, c.target, v)
        }
        elapsed = 0
        done = nil
      }
      if leg == nil, changes.isEmpty { break }
    }
    return (values, velocitiesIn, done, stiffnesses)
  }

  @Test("Popmotion (Framer Motion 6): the port's frames to 1e-9, at 60 and 120 Hz", arguments: [60.0, 120.0])
  func popmotion(_ hz: Double) throws {
    for retargets in Self.scenarios {
      let f = SpringEngine.popmotion.frames(of: Self.spring, frameRate: hz, duration: 10, settings: .init(), retargets: retargets)
      let port = Self.popmotionPort(Self.spring, retargets, hz: hz)
      #expect(Self.close(f.values, port.values), "\(retargets)")
      #expect(Self.close(f.legStarts.map(\.startVelocity), port.velocitiesIn), "\(retargets)")
      #expect(f.doneTime == port.done, "\(retargets)")
    }
  }

  /// The issue: a duration spring passes the estimated velocity into
  /// findSpring, which returns a stiffness near 1e-55; the value freezes
  /// until the duration is up and then jumps to the target.
  @Test("Popmotion duration springs: findSpring with the velocity freezes the value, then it jumps", arguments: [60.0, 120.0])
  func popmotionDuration(_ hz: Double) throws {
    let s = Spring(popmotionDuration: 0.8, bounce: 0.25, from: 0, to: 100)
    let settings = SpringEngineSettings(popmotionFinishTime: 0.8)
    for retargets in Self.scenarios {
      let f = SpringEngine.popmotion.frames(of: s, frameRate: hz, duration: 10, settings: settings, retargets: retargets)
      let port = Self.popmotionPort(s, retargets, hz: hz, durationMs: 800)
      #expect(Self.close(f.values, port.values), "\(retargets)")
      #expect(f.doneTime == port.done, "\(retargets)")
    }
    let change = [SpringRetarget(time: 0.2, target: 50)]
    let port = Self.popmotionPort(s, change, hz: 60, durationMs: 800)
    // About 5e-57 (docs/springs.md §8; the issue measured "near 1e-55").
    #expect(port.stiffnesses[0] > 1e-57 && port.stiffnesses[0] < 1e-56, "\(port.stiffnesses)")
    let f = SpringEngine.popmotion.frames(of: s, frameRate: 60, duration: 10, settings: settings, retargets: change)
    let k = f.legStarts[0].frameIndex
    let frozen = f.values[(k + 1)...].dropLast()
    #expect(frozen.allSatisfy { abs($0 - f.values[k]) < 1e-9 })
    #expect(f.values.last == 50 && f.doneTime.map { abs($0 - 1.0) < 1e-9 } == true)
  }
}
