// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import Curves

#if arch(x86_64)
  /// Reference motion computed another way, in 64-bit-mantissa Float80:
  /// near critical damping the series C = Σ(−qt²)ⁿ/(2n)!, S = t·Σ(−qt²)ⁿ/(2n+1)!;
  /// elsewhere the textbook forms of docs/springs.md §1.
  func referenceDisplacement(_ s: Spring, _ t: Double) -> (x: Float80, scale: Float80) {
    let m = Float80(s.mass)
    let k = Float80(s.stiffness)
    let c = Float80(s.damping)
    let x0 = Float80(s.from) - Float80(s.to)
    let v0 = Float80(s.initialVelocity)
    let a = c / (2 * m)
    let w2 = k / m
    let q = w2 - a * a
    let tt = Float80(t)
    let b = v0 + a * x0
    let e = exp(-a * tt)
    var C: Float80
    var S: Float80
    if Swift.abs(q) * tt * tt < 4 {
      let z = -q * tt * tt
      var termC: Float80 = 1
      var termS: Float80 = 1
      C = 1
      S = 1
      for n in 1..<60 {
        termC *= z / (Float80(2 * n - 1) * Float80(2 * n))
        termS *= z / (Float80(2 * n) * Float80(2 * n + 1))
        C += termC
        S += termS
      }
      S *= tt
      return (e * (x0 * C + b * S), e * (Swift.abs(x0 * C) + Swift.abs(b * S)))
    }
    if q > 0 {
      let wd = q.squareRoot()
      C = cos(wd * tt)
      S = sin(wd * tt) / wd
      return (e * (x0 * C + b * S), e * (Swift.abs(x0) + Swift.abs(b) / wd))
    }
    // Over-damped: C1·e^(r1 t) + C2·e^(r2 t) with the slow root written
    // without cancellation.
    let r = (-q).squareRoot()
    let r1 = -w2 / (a + r)
    let r2 = -(a + r)
    let c1 = (v0 - r2 * x0) / (r1 - r2)
    let c2 = x0 - c1
    return (c1 * exp(r1 * tt) + c2 * exp(r2 * tt), Swift.abs(c1) * exp(r1 * tt) + Swift.abs(c2) * exp(r2 * tt))
  }
#endif

@Suite("Spring closed form")
struct SpringTests {
  @Test("Starts at from with the initial velocity")
  func initialConditions() {
    for s in [Spring(), Spring(mass: 2, stiffness: 300, damping: 60, initialVelocity: -4, from: 0.1, to: 1e6)] {
      #expect(s.value(at: 0) == s.from)
      #expect(s.velocity(at: 0) == s.initialVelocity)
    }
  }

  @Test("The discriminant 4km − c² is exact; the regime label allows rounding")
  func regimes() {
    // Exactly critical doubles.
    #expect(Spring(mass: 1, stiffness: 100, damping: 20).motion.q == 0)
    #expect(Spring(mass: 0.25, stiffness: 4, damping: 2).motion.q == 0)
    // One ulp either side is decided exactly…
    #expect(Spring(mass: 1, stiffness: 100, damping: 20.000000000000004).motion.q < 0)
    #expect(Spring(mass: 1, stiffness: 100, damping: 19.999999999999996).motion.q > 0)
    // …0.3² is below the double 0.09, so this is under-damped, not critical.
    #expect(Spring(mass: 0.25, stiffness: 0.09, damping: 0.3).motion.q > 0)
    // The label reads rounding-level ζ as critical (SwiftUI's bounce 0).
    #expect(Spring(mass: 1, stiffness: 100, damping: 20.000000000000004).regime == .critical)
    #expect(Spring(mass: 1, stiffness: pow(2 * .pi / 0.5, 2), damping: 4 * .pi / 0.5).regime == .critical)
    #expect(Spring(mass: 1, stiffness: 100, damping: 20.00000002).regime == .overdamped)
    #expect(Spring(mass: 1, stiffness: 100, damping: 19.99999998).regime == .underdamped)
    #expect(Spring(mass: 1, stiffness: 100, damping: 0).regime == .undamped)
  }

  #if arch(x86_64)
    @Test("Near ζ = 1 the relative error stays below 1e-12 (Float80 series reference)")
    func nearCritical() {
      var worst = 0.0
      for k in [0.01, 1, 157.9, 1e4, 1e6] {
        for dz in [-9e-7, -1e-7, -1e-9, -1e-12, 0, 1e-12, 1e-9, 1e-7, 9e-7] {
          for (x0, v0) in [(1.0, 0.0), (-1, 0), (1, -30), (0, 5), (2, 40), (-0.5, 0.25)] {
            let zeta = 1 + dz
            let s = Spring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: v0 * k.squareRoot() / 10, from: x0, to: 0)
            let w0 = k.squareRoot()
            for i in 1...200 {
              let t = Double(i) * 0.25 / w0  // ω₀t up to 50
              let ref = referenceDisplacement(s, t)
              guard ref.scale > 1e-280 else { continue }
              let error = Double(Swift.abs(Float80(s.value(at: t) - s.to) - ref.x) / ref.scale)
              worst = max(worst, error)
              #expect(error <= 1e-12, "k \(k) ζ \(zeta) x0 \(x0) v0 \(v0) t \(t): \(error)")
            }
          }
        }
      }
      #expect(worst < 1e-12)
    }

    @Test("Finite and correct over k 1e-3…1e6, ζ 1e-3…1e3, t up to 1e4 s")
    func wideRange() {
      for k in [1e-3, 0.1, 10, 1e3, 1e6] {
        for zeta in [1e-3, 0.05, 0.5, 0.9999, 1, 1.0001, 3, 50, 1e3] {
          let s = Spring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: 0.7, from: 3, to: -1)
          let w0 = k.squareRoot()
          for t in [0.0, 1e-3, 0.01, 0.1, 1, 3.7, 10, 100, 1000, 1e4] {
            let x = s.value(at: t)
            let v = s.velocity(at: t)
            #expect(x.isFinite && v.isFinite, "k \(k) ζ \(zeta) t \(t)")
            let ref = referenceDisplacement(s, t)
            // Rounding of the inputs alone moves the phase by ~ε·ω·t.
            let conditioning = 1e-14 * (1 + w0 * t + s.decayRate * t)
            let error = Double(Swift.abs(Float80(x - s.to) - ref.x))
            #expect(error <= conditioning * Double(ref.scale) + 4 * Double.ulpOfOne * abs(s.to) + 1e-300,
              "k \(k) ζ \(zeta) t \(t): \(error) vs scale \(ref.scale)")
          }
        }
      }
    }
  #endif

  @Test("Matches a fine-step RK4 solve of m·x″ + c·x′ + k·x = 0")
  func rk4Reference() {
    for s in [
      Spring(), Spring(stiffness: 157.914, damping: 17.5929, initialVelocity: 3),
      Spring(mass: 2, stiffness: 80, damping: 30, from: 5, to: -2),
      Spring(stiffness: 400, damping: 40, initialVelocity: -20),
    ] {
      let h = 1e-4
      var x = s.from - s.to
      var v = s.initialVelocity
      let (m, k, c) = (s.mass, s.stiffness, s.damping)
      func acc(_ x: Double, _ v: Double) -> Double { -(k * x + c * v) / m }
      for step in 1...10_000 {
        let (k1x, k1v) = (v, acc(x, v))
        let (k2x, k2v) = (v + h / 2 * k1v, acc(x + h / 2 * k1x, v + h / 2 * k1v))
        let (k3x, k3v) = (v + h / 2 * k2v, acc(x + h / 2 * k2x, v + h / 2 * k2v))
        let (k4x, k4v) = (v + h * k3v, acc(x + h * k3x, v + h * k3v))
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        if step % 500 == 0 {
          let t = Double(step) * h
          #expect(abs(s.value(at: t) - s.to - x) <= 1e-10 * abs(s.from - s.to) + 1e-12)
          #expect(abs(s.velocity(at: t) - v) <= 1e-9 * (abs(s.initialVelocity) + s.naturalFrequency * abs(s.from - s.to)))
        }
      }
    }
  }

  static func randomSprings(_ count: Int, seed: UInt64) -> [Spring] {
    var rng = SeededRandom(seed: seed)
    return (0..<count).map { i in
      let k = rng.logUniform(1, 2000)
      let zeta = [rng.logUniform(0.02, 0.99), 1, rng.logUniform(1.01, 20)][i % 3]
      return Spring(
        mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(),
        initialVelocity: rng.uniform(-3...3) * k.squareRoot(), from: rng.uniform(-2...2), to: rng.uniform(-1...1))
    }
  }

  @Test("The energy ½mv² + ½kx² never increases")
  func energy() {
    for s in Self.randomSprings(45, seed: 21) {
      var previous = Double.infinity
      for i in 0...2000 {
        let t = Double(i) * 0.002
        let x = s.motion.displacement(t)
        let v = s.velocity(at: t)
        let e = 0.5 * s.mass * v * v + 0.5 * s.stiffness * x * x
        #expect(e <= previous * (1 + 1e-12) + 1e-300)
        previous = e
      }
    }
  }

  @Test("Turning points are where the velocity changes sign")
  func turningPoints() {
    for s in Self.randomSprings(TestTier.exhaustive ? 45 : 20, seed: 22) {
      let points = s.turningPoints(in: 0...3)
      var changes = 0
      var previous = s.velocity(at: 0)
      for i in 1...300_000 {
        let v = s.velocity(at: 3 * Double(i) / 300_000)
        if v != 0, previous != 0, (v < 0) != (previous < 0) { changes += 1 }
        if v != 0 { previous = v }
      }
      #expect(points.count == changes, "\(s)")
      let scale = abs(s.initialVelocity) + s.naturalFrequency * abs(s.from - s.to)
      for t in points { #expect(abs(s.velocity(at: t)) <= 1e-11 * scale) }
    }
  }

  @Test("The envelope bounds the motion and never increases")
  func envelope() {
    for s in Self.randomSprings(60, seed: 23) {
      var previous = Double.infinity
      for i in 0...4000 {
        let t = Double(i) * 0.001
        let e = s.envelope(at: t)
        #expect(e <= previous * (1 + 1e-12))
        previous = e
        let rounding = 4 * max(abs(s.to), abs(s.value(at: t))).ulp
        #expect(abs(s.value(at: t) - s.to) <= e * (1 + 1e-12) + rounding)
      }
    }
  }

  @Test("Settle time: exact boundary confirmed by a fine scan")
  func settleTime() {
    for s in Self.randomSprings(TestTier.exhaustive ? 45 : 20, seed: 24) {
      checkSettleTimeAgainstScan(s, tolerance: 0.001 * max(abs(s.from - s.to), 1e-3))
    }
  }

  @Test("Spring() settles within 0.001 in 0.735 s; critical decay reaches 0.001 at ω₀t = 9.2334134764516")
  func referenceSettle() throws {
    let s = Spring(mass: 1, stiffness: pow(2 * .pi / 0.5, 2), damping: 4 * .pi / 0.5)
    #expect(s.regime == .critical)
    let t = try #require(s.settleTime(tolerance: 0.001))
    #expect(abs(t * s.naturalFrequency - 9.2334134764516) < 1e-11)
    #expect(abs(t - 0.735) < 0.0005)
  }

  @Test("The velocity curve is the derivative, as a spring")
  func velocityCurve() {
    for s in Self.randomSprings(30, seed: 25) {
      let vc = s.velocityCurve
      for i in 0...50 {
        let t = Double(i) * 0.013
        let scale = abs(s.initialVelocity) + s.naturalFrequency * abs(s.from - s.to)
        #expect(abs(vc.value(at: t) - s.velocity(at: t)) <= 1e-12 * scale)
      }
    }
  }

  @Test("Codable round trip keeps the motion")
  func codable() throws {
    let s = Spring(mass: 2, stiffness: 300, damping: 5, initialVelocity: 1, from: 3, to: 4)
    let back = try JSONDecoder().decode(Spring.self, from: JSONEncoder().encode(s))
    #expect(back == s)
    #expect(back.value(at: 0.3) == s.value(at: 0.3))
  }

  @Test("Invalid physical parameters are refused")
  func validation() {
    #expect(throws: SpringError.notPositive(field: "mass", value: 0)) { try Spring(validatingMass: 0, stiffness: 1, damping: 1) }
    #expect(throws: SpringError.notPositive(field: "stiffness", value: -1)) { try Spring(validatingMass: 1, stiffness: -1, damping: 1) }
    #expect(throws: SpringError.negative(field: "damping", value: -1)) { try Spring(validatingMass: 1, stiffness: 1, damping: -1) }
    #expect(throws: SpringError.nonFinite(field: "damping")) { try Spring(validatingMass: 1, stiffness: 1, damping: .nan) }
  }

  @Test("A spring sampled at many times gives value(at:) and velocity(at:) bit for bit, in every regime")
  func sampleIsTheScalarCalls() {
    var rng = SeededRandom(seed: 28)
    for regime in 0..<4 {
      for _ in 0..<40 {
        let k = rng.logUniform(1, 2000)
        let critical = 2 * k.squareRoot()
        let c: Double = switch regime {
        case 0: critical * rng.uniform(0.01...0.99)
        case 1: critical
        case 2: critical * rng.uniform(1.01...5)
        default: 0
        }
        let spring = Spring(mass: 1, stiffness: k, damping: c, initialVelocity: rng.uniform(-5...5), from: rng.uniform(-2...2), to: 1)
        // Times from 0, in a grid and scattered, with a length that leaves
        // a tail of fewer than four.
        var times = (0..<(200 + Int(rng.next() % 4))).map { Double($0) / 60 }
        times += (0..<37).map { _ in rng.uniform(0...3) }
        times += [0, -0.0, 1e-300]
        var values = [Double](repeating: .nan, count: times.count)
        var velocities = [Double](repeating: .nan, count: times.count)
        times.withUnsafeBufferPointer { t in
          values.withUnsafeMutableBufferPointer { v in
            velocities.withUnsafeMutableBufferPointer { d in spring.sample(at: t, values: v, velocities: d) }
          }
        }
        var alone = [Double](repeating: .nan, count: times.count)
        times.withUnsafeBufferPointer { t in alone.withUnsafeMutableBufferPointer { spring.sample(at: t, values: $0, velocities: nil) } }
        for (i, t) in times.enumerated() {
          #expect(values[i].bitPattern == spring.value(at: t).bitPattern, "value at \(t), regime \(regime)")
          #expect(velocities[i].bitPattern == spring.velocity(at: t).bitPattern, "velocity at \(t), regime \(regime)")
          #expect(alone[i].bitPattern == values[i].bitPattern)
        }
      }
    }
  }
}
