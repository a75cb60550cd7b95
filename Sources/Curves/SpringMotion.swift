// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// The closed-form motion of m·x″ + c·x′ + k·x = 0, x(0) = x₀, x′(0) = v₀,
/// in one expression for every regime.
///
/// With a = c/(2m) and q = k/m − a² (q > 0 under-damped, 0 critical, < 0
/// over-damped), let C(t) = cos(√q·t) and S(t) = sin(√q·t)/√q, which become
/// 1 and t at q = 0 and cosh(√−q·t) and sinh(√−q·t)/√−q for q < 0. Then
///
///     x(t) = e^(−at)·[x₀·C(t) + (v₀ + a·x₀)·S(t)]
///     x′(t) = e^(−at)·[v₀·C(t) − (ω₀²·x₀ + a·v₀)·S(t)]
///
/// This form has no division by ω_d or r₁ − r₂, so it is continuous across
/// ζ = 1: S(t) ≈ t·(1 − q·t²/6) for small q without cancellation. q is
/// computed as (4km − c²)/(4m²) with exact products (fused multiply-add), so
/// its sign, the regime, is decided exactly. Over-damped motion for r·t ≥ ½
/// is evaluated as exponentials with the slow rate −ω₀²/(a + r) (no
/// cancellation) and the fast rate −(a + r), never as cosh/sinh of a large
/// argument.
///
/// Source: the closed forms of docs/springs.md §1 (under-, critically and
/// over-damped), rewritten in the basis (C, S).
@usableFromInline
struct SpringMotion: Hashable, Sendable {
  /// a = c/(2m), 1/s.
  @usableFromInline let a: Double
  /// q = k/m − a², (rad/s)².
  @usableFromInline let q: Double
  /// √|q|: ω_d when under-damped, r when over-damped.
  @usableFromInline let w: Double
  /// ω₀² = k/m.
  @usableFromInline let omega0Squared: Double
  /// x₀ = from − to.
  @usableFromInline let x0: Double
  /// v₀, value units per second.
  @usableFromInline let v0: Double
  /// v₀ + a·x₀: the coefficient of S in x.
  @usableFromInline let b: Double
  /// ω₀²·x₀ + a·v₀: minus the coefficient of S in x′.
  @usableFromInline let kv: Double
  /// Over-damped rates: s₁ = −ω₀²/(a + r) (slow), s₂ = −(a + r) (fast).
  @usableFromInline let s1: Double
  @usableFromInline let s2: Double

  init(mass m: Double, stiffness k: Double, damping c: Double, x0: Double, v0: Double) {
    let a = c / (2 * m)
    // 4km − c² with both products exact, then divided by 4m².
    let p = (4 * k) * m
    let pLow = fmaLow(4 * k, m, p)
    let cc = c * c
    let ccLow = fmaLow(c, c, cc)
    let numerator = (p - cc) + (pLow - ccLow)
    let q = numerator / (4 * m * m)
    self.a = a
    self.q = q
    w = Swift.abs(q).squareRoot()
    omega0Squared = k / m
    self.x0 = x0
    self.v0 = v0
    b = v0 + a * x0
    kv = (k / m) * x0 + a * v0
    if q < 0 {
      s2 = -(a + w)
      s1 = -(k / m) / (a + w)
    } else {
      s1 = -a
      s2 = -a
    }
  }

  /// (e^(−at)·C(t), e^(−at)·S(t)).
  @inlinable
  func basis(_ t: Double) -> (c: Double, s: Double) {
    if q > 0 {
      let e = exp(-a * t)
      let (sn, cs) = sinCos(w * t)
      return (e * cs, e * sn / w)
    }
    if q == 0 {
      let e = exp(-a * t)
      return (e, e * t)
    }
    let rt = w * t
    if rt < 0.5 {
      let e = exp(-a * t)
      return (e * cosh(rt), e * sinh(rt) / w)
    }
    let e1 = exp(s1 * t)
    let e2 = exp(s2 * t)
    return ((e1 + e2) / 2, (e1 - e2) / (2 * w))
  }

  /// x(t) − to.
  @inlinable
  func displacement(_ t: Double) -> Double {
    let (c, s) = basis(t)
    return x0 * c + b * s
  }

  /// x′(t).
  @inlinable
  func velocity(_ t: Double) -> Double {
    let (c, s) = basis(t)
    return v0 * c - kv * s
  }

  /// (x(t) − to, x′(t)) from one basis evaluation: the same operations as
  /// ``displacement(_:)`` and ``velocity(_:)``, so the same bits.
  @inlinable
  func displacementAndVelocity(_ t: Double) -> (Double, Double) {
    let (c, s) = basis(t)
    return (x0 * c + b * s, v0 * c - kv * s)
  }
}

/// The rounding error of the product a·b given its rounded value p:
/// a·b − p exactly (fused multiply-add).
@inlinable
func fmaLow(_ a: Double, _ b: Double, _ p: Double) -> Double {
  (-p).addingProduct(a, b)
}
