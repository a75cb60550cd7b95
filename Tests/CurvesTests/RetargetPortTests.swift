// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves

/// Android's `animateToFinalPosition` and Motion's and Popmotion's
/// `animate(value, target)` on a running spring, against ports of the
/// libraries' own loops written here from their sources: androidx
/// `SpringAnimation.updateValueAndVelocity` (the pending position applied
/// half way through the next frame) and `SpringForce.updateValues`;
/// motion-dom `JSAnimation.tick` (animation time rounded to whole ms),
/// `MotionValue.getVelocity` and `generators/spring.ts`; Framer Motion 6's
/// `MotionValue` (velocity over framesync's delta) driving popmotion 11.0.5's
/// `animate` and `spring`. Forward, a reversal, back to the start, two
/// changes, after rest, and duration springs; at 60 and 120 Hz.
@Suite struct RetargetPortTests {
  static let spring = Spring(mass: 1, stiffness: 170, damping: 26, from: 0, to: 100)
  static let scenarios: [[SpringRetarget]] = [
    [.init(time: 0.2, target: 150)],
    [.init(time: 0.2, target: 50)],
    [.init(time: 0.1, target: 0)],
    [.init(time: 0.2, target: 50), .init(time: 0.35, target: 120)],
    [.init(time: 1.5, target: 40)],
  ]

  // MARK: Android

  /// SpringForce and SpringAnimation as androidx writes them: double
  /// arithmetic, float state, whole-millisecond frames.
  struct AndroidPort {
    let naturalFreq: Double
    let zeta: Double
    var finalPosition: Double
    let valueThreshold = Double(Float(1) * Float(0.75))
    var velocityThreshold: Double { valueThreshold * 62.5 }

    func updateValues(_ last: Double, _ lastVelocity: Double, _ timeElapsed: Int64) -> (Float, Float) {
      let deltaT = Double(timeElapsed) / 1000
      let x0 = last - finalPosition
      var displacement: Double
      var velocity: Double
      if zeta > 1 {
        let gp = -zeta * naturalFreq + naturalFreq * (zeta * zeta - 1).squareRoot()
        let gm = -zeta * naturalFreq - naturalFreq * (zeta * zeta - 1).squareRoot()
        let a = x0 - (gm * x0 - lastVelocity) / (gm - gp)
        let b = (gm * x0 - lastVelocity) / (gm - gp)
        displacement = a * pow(M_E, gm * deltaT) + b * pow(M_E, gp * deltaT)
        velocity = a * gm * pow(M_E, gm * deltaT) + b * gp * pow(M_E, gp * deltaT)
      } else if zeta == 1 {
        let b = lastVelocity + naturalFreq * x0
        displacement = (x0 + b * deltaT) * pow(M_E, -naturalFreq * deltaT)
        velocity = (x0 + b * deltaT) * pow(M_E, -naturalFreq * deltaT) * -naturalFreq + b * pow(M_E, -naturalFreq * deltaT)
      } else {
        let wd = naturalFreq * (1 - zeta * zeta).squareRoot()
        let sinCoeff = (1 / wd) * (zeta * naturalFreq * x0 + lastVelocity)
        displacement = pow(M_E, -zeta * naturalFreq * deltaT) * (x0 * cos(wd * deltaT) + sinCoeff * sin(wd * deltaT))
        velocity = displacement * -naturalFreq * zeta
          + pow(M_E, -zeta * naturalFreq * deltaT) * (-wd * x0 * sin(wd * deltaT) + wd * sinCoeff * cos(wd * deltaT))
      }
      return (Float(displacement + finalPosition), Float(velocity))
    }

    func isAtEquilibrium(_ value: Float, _ velocity: Float) -> Bool {
      Double(abs(velocity)) < velocityThreshold && Double(abs(value - Float(finalPosition))) < valueThreshold
    }
  }

  static func androidPort(_ s: Spring, _ retargets: [SpringRetarget], hz: Double) -> (times: [Double], values: [Double], done: Double?) {
    var force = AndroidPort(
      naturalFreq: Double(Float(s.stiffness)).squareRoot(), zeta: Double(Float(s.dampingRatio)), finalPosition: Double(Float(s.to)))
    var value = Float(s.from)
    var velocity = Float(0)
    var pending: Float?
    var running = true
    var firstFrame = true
    var lastFrameTime: Int64 = 0
    var changes = retargets[...]
    var times: [Double] = []
    var values: [Double] = []
    var done: Double?
    for k in 0... {
      let ms = Int64((Double(k) * 1000 / hz).rounded(.down))
      let t = Double(ms) / 1000
      if t > 10 { break }
      if running {
        if firstFrame {
          lastFrameTime = ms
          firstFrame = false
        } else {
          let deltaT = ms - lastFrameTime
          lastFrameTime = ms
          if let p = pending {
            let half = force.updateValues(Double(value), Double(velocity), deltaT / 2)
            force.finalPosition = Double(p)
            pending = nil
            (value, velocity) = force.updateValues(Double(half.0), Double(half.1), deltaT / 2)
          } else {
            (value, velocity) = force.updateValues(Double(value), Double(velocity), deltaT)
          }
          if force.isAtEquilibrium(value, velocity) {
            value = Float(force.finalPosition)
            velocity = 0
            running = false
            done = t
          }
        }
      }
      times.append(t)
      values.append(Double(value))
      if let c = changes.first, c.time <= t {
        changes = changes.dropFirst()
        if running {
          pending = Float(c.target)
        } else {
          force.finalPosition = Double(Float(c.target))
          running = true
          firstFrame = true
          done = nil
        }
      }
      if !running, changes.isEmpty { break }
    }
    return (times, values, done)
  }

  @Test("Android animateToFinalPosition: the port's frames, float for float, at 60 and 120 Hz", arguments: [60.0, 120.0])
  func android(_ hz: Double) throws {
    for retargets in Self.scenarios {
      let f = SpringEngine.android.frames(of: Self.spring, frameRate: hz, duration: 10, settings: .init(), retargets: retargets)
      let port = Self.androidPort(Self.spring, retargets, hz: hz)
      #expect(f.times == port.times, "\(retargets)")
      #expect(f.values == port.values, "\(retargets)")
      #expect(f.doneTime == port.done, "\(retargets)")
    }
  }

  /// The issue's figure from Android's own code: done at 0.666 s.
  @Test("Android on the issue's scenario is done at 0.666 s")
  func androidIssue() throws {
    let f = SpringEngine.android.frames(
      of: Self.spring, frameRate: 60, duration: 10, settings: .init(), retargets: [.init(time: 0.2, target: 50)])
    #expect(f.doneTime == 0.666)
  }

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
