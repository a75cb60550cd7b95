// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// A damped spring moving a value from `from` to `to`: m·x″ + c·x′ + k·(x − to) = 0.
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)   // SwiftUI's terms
/// spring.stiffness          // 157.91…
/// spring.value(at: 0.2)     // closed form, any regime
/// spring.settleTime(tolerance: 0.001)
/// ```
///
/// Value and velocity are the exact closed form (see ``SpringMotion``),
/// numerically stable across critical damping. Only k/m and c/m shape the
/// motion; the mass is kept so that every platform's numbers can be quoted.
///
/// Mathematical properties:
/// - `value(at: 0) == from`, `velocity(at: 0) == initialVelocity`;
/// - a critically damped spring from rest never overshoots;
/// - the energy ½·m·v² + ½·k·x² never increases (it decreases when c > 0).
///
/// Source: docs/springs.md §1; Apple, https://developer.apple.com/documentation/swiftui/spring.
public struct Spring: Sendable {
  /// m > 0 (mass units; only k/m and c/m matter).
  public var mass: Double { didSet { update() } }
  /// k > 0, force per unit displacement.
  public var stiffness: Double { didSet { update() } }
  /// c ≥ 0, force per unit velocity.
  public var damping: Double { didSet { update() } }
  /// v₀ = x′(0) in value units per second (positive = increasing value).
  public var initialVelocity: Double { didSet { update() } }
  /// Start value.
  public var from: Double { didSet { update() } }
  /// Target (rest) value.
  public var to: Double { didSet { update() } }
  /// The precomputed closed form.
  @usableFromInline private(set) var motion: SpringMotion

  /// A spring with physical parameters.
  /// - Parameters:
  ///   - mass: m > 0 (default 1).
  ///   - stiffness: k > 0 (default 100, CASpringAnimation's).
  ///   - damping: c ≥ 0 (default 10).
  ///   - initialVelocity: v₀ in value units per second.
  ///   - from: start value; to: target value.
  /// Invalid values give NaN motion; validate user input with
  /// ``init(validatingMass:stiffness:damping:initialVelocity:from:to:)``.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
    initialVelocity: Double = 0, from: Double = 0, to: Double = 1
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.from = from
    self.to = to
    motion = SpringMotion(mass: mass, stiffness: stiffness, damping: damping, x0: from - to, v0: initialVelocity)
  }

  /// The natural frequencies ω₀ = √(k/m) a spring from user data may have,
  /// rad/s: periods from about 0.6 ms to 10 minutes.
  public static let naturalFrequencyRange = 1e-2...1e4
  /// The damping ratios ζ a spring from user data may have: 0 (undamped),
  /// or 1e-6 to 1e6, so that settle times stay finite (the slow rate
  /// ω₀/(ζ + √(ζ² − 1)) is at least 5e-9/s) while Motion's own tests, which
  /// use ζ = 5000, can be stated.
  public static let dampingRatioRange = 1e-6...1e6

  /// A spring from user data: throws for non-finite values, m ≤ 0, k ≤ 0,
  /// c < 0, ω₀ outside ``naturalFrequencyRange`` or ζ neither 0 nor inside
  /// ``dampingRatioRange``.
  public init(
    validatingMass mass: Double, stiffness: Double, damping: Double,
    initialVelocity: Double = 0, from: Double = 0, to: Double = 1
  ) throws(SpringError) {
    for (name, v) in [
      ("mass", mass), ("stiffness", stiffness), ("damping", damping),
      ("initialVelocity", initialVelocity), ("from", from), ("to", to),
    ] where !v.isFinite {
      throw .nonFinite(field: name)
    }
    guard mass > 0 else { throw .notPositive(field: "mass", value: mass) }
    guard stiffness > 0 else { throw .notPositive(field: "stiffness", value: stiffness) }
    guard damping >= 0 else { throw .negative(field: "damping", value: damping) }
    let omega = (stiffness / mass).squareRoot()
    guard Self.naturalFrequencyRange.contains(omega) else {
      throw .outOfRange(field: "natural frequency √(k/m)", value: omega, range: "0.01…10000 rad/s")
    }
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    guard zeta == 0 || Self.dampingRatioRange.contains(zeta) else {
      throw .outOfRange(field: "damping ratio", value: zeta, range: "0 or 1e-6…1e6")
    }
    self.init(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
      from: from, to: to)
  }

  private mutating func update() {
    motion = SpringMotion(mass: mass, stiffness: stiffness, damping: damping, x0: from - to, v0: initialVelocity)
  }

  /// The size of the move, |to − from|, value units (as ``Bounce/distance``).
  public var distance: Double { Swift.abs(to - from) }

  /// ω₀ = √(k/m), rad/s.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
  /// ζ = c/(2√(km)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
  /// a = ζ·ω₀ = c/(2m), 1/s: the envelope shrinks by e every 1/a seconds.
  public var decayRate: Double { motion.a }
  /// ω_d = ω₀·√(1 − ζ²) when under-damped, else 0, rad/s.
  public var dampedFrequency: Double { motion.q > 0 ? motion.w : 0 }
  /// 2π/ω₀: SwiftUI's (perceptual) duration, seconds.
  public var period: Double { 2 * Double.pi / naturalFrequency }
  /// 2π/ω_d, seconds (∞ unless under-damped).
  public var dampedPeriod: Double { motion.q > 0 ? 2 * Double.pi / motion.w : .infinity }
  /// Under-, critically or over-damped.
  ///
  /// Critical when |ζ − 1| ≤ 1e-12: the doubles of a formula such as
  /// c = 4π/T, k = (2π/T)² (SwiftUI's bounce 0) rarely make 4km − c²
  /// exactly zero, and a label should say what was meant. The motion itself
  /// always uses the exact sign of 4km − c² (it is continuous across ζ = 1).
  public var regime: SpringRegime {
    if damping == 0 { return .undamped }
    let zeta = dampingRatio
    if Swift.abs(zeta - 1) <= 1e-12 { return .critical }
    return zeta < 1 ? .underdamped : .overdamped
  }

  /// The same motion for unit mass: k/m and c/m.
  public var perUnitMass: Spring {
    Spring(mass: 1, stiffness: stiffness / mass, damping: damping / mass,
      initialVelocity: initialVelocity, from: from, to: to)
  }
}

/// How a spring returns to rest.
public enum SpringRegime: String, Hashable, Codable, Sendable {
  /// ζ = 0: oscillates forever.
  case undamped
  /// 0 < ζ < 1: oscillates with a decaying envelope.
  case underdamped
  /// ζ = 1: the fastest return without oscillation.
  case critical
  /// ζ > 1: returns without oscillating, more slowly.
  case overdamped
}

/// Why spring parameters from user data were refused.
public enum SpringError: Error, Hashable, Sendable {
  case nonFinite(field: String)
  case notPositive(field: String, value: Double)
  case negative(field: String, value: Double)
  case outOfRange(field: String, value: Double, range: String)
}

extension Spring: Curve {
  /// x(t) = to + e^(−at)·[x₀·C(t) + (v₀ + a·x₀)·S(t)]; exactly `from` at 0.
  @inlinable
  public func value(at time: Double) -> Double {
    time == 0 ? from : to + motion.displacement(time)
  }

  /// x′(t) = e^(−at)·[v₀·C(t) − (ω₀²·x₀ + a·v₀)·S(t)], value units per second.
  @inlinable
  public func velocity(at time: Double) -> Double { motion.velocity(time) }

  /// Both, from one evaluation of e^(−at), C(t) and S(t).
  @inlinable
  public func valueAndVelocity(at time: Double) -> (value: Double, velocity: Double) {
    let (x, v) = motion.displacementAndVelocity(time)
    return (time == 0 ? from : to + x, v)
  }

  /// Values and velocities at many times: under-damped, four times at once
  /// (e^(−at) one by one, then (sin, cos)(ω·t) of the four from
  /// ``sinCos(_:)-(SIMD4<Double>)``), with the operations of
  /// ``value(at:)`` and ``velocity(at:)`` lane by lane, so the same bits;
  /// otherwise, and for the last few, one time after another.
  public func sample(at times: UnsafeBufferPointer<Double>, values: UnsafeMutableBufferPointer<Double>?, velocities: UnsafeMutableBufferPointer<Double>?) {
    let m = motion
    let n = times.count
    var i = 0
    if m.q > 0 {
      while i + 4 <= n {
        let t = SIMD4(times[i], times[i + 1], times[i + 2], times[i + 3])
        let e = SIMD4(exp(-m.a * t[0]), exp(-m.a * t[1]), exp(-m.a * t[2]), exp(-m.a * t[3]))
        let (sn, cs) = sinCos(m.w * t)
        let c = e * cs
        let s = e * sn / m.w
        if let values {
          let x = m.x0 * c + m.b * s
          for l in 0..<4 { values[i + l] = t[l] == 0 ? from : to + x[l] }
        }
        if let velocities {
          let v = m.v0 * c - m.kv * s
          for l in 0..<4 { velocities[i + l] = v[l] }
        }
        i += 4
      }
    }
    func rest(_ buffer: UnsafeMutableBufferPointer<Double>?) -> UnsafeMutableBufferPointer<Double>? {
      buffer.map { UnsafeMutableBufferPointer(rebasing: $0[i...]) }
    }
    sampleEach(at: UnsafeBufferPointer(rebasing: times[i...]), values: rest(values), velocities: rest(velocities))
  }

  /// The velocity as a spring of its own: x′ solves the same equation, with
  /// x′(0) = v₀ and x″(0) = −(k·x₀ + c·v₀)/m, resting at 0.
  public var velocityCurve: Spring {
    let x0 = from - to
    return Spring(
      mass: mass, stiffness: stiffness, damping: damping,
      initialVelocity: -(stiffness * x0 + damping * initialVelocity) / mass,
      from: initialVelocity, to: 0)
  }
}

extension Spring: Hashable {
  public static func == (a: Spring, b: Spring) -> Bool {
    a.mass == b.mass && a.stiffness == b.stiffness && a.damping == b.damping
      && a.initialVelocity == b.initialVelocity && a.from == b.from && a.to == b.to
  }

  public func hash(into hasher: inout Hasher) {
    for v in [mass, stiffness, damping, initialVelocity, from, to] { hasher.combine(v) }
  }
}

extension Spring: Codable {
  private enum CodingKeys: String, CodingKey {
    case mass, stiffness, damping, initialVelocity, from, to
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      mass: try c.decode(Double.self, forKey: .mass),
      stiffness: try c.decode(Double.self, forKey: .stiffness),
      damping: try c.decode(Double.self, forKey: .damping),
      initialVelocity: try c.decode(Double.self, forKey: .initialVelocity),
      from: try c.decode(Double.self, forKey: .from),
      to: try c.decode(Double.self, forKey: .to))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(mass, forKey: .mass)
    try c.encode(stiffness, forKey: .stiffness)
    try c.encode(damping, forKey: .damping)
    try c.encode(initialVelocity, forKey: .initialVelocity)
    try c.encode(from, forKey: .from)
    try c.encode(to, forKey: .to)
  }
}
