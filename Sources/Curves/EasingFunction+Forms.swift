// This file is part of curvetool. SPDX-License-Identifier: MIT

/// An easing function's numbers and formula in words (as `presets` lists
/// them), and the Bézier it is where it is one.
extension EasingFunction {
  /// The family's numbers, by name (exponent; overshoot; amplitude and
  /// period), as `presets` lists them.
  public var parameters: [(String, Double)] {
    switch family {
    case .power(let p): [("exponent", p)]
    case .back(let s): [("overshoot", s)]
    case .elastic(let a, let p): [("amplitude", a), ("period", p)]
    case .sine, .expo, .circ, .bounce, .easingsNetElastic, .androidBounce: []
    }
  }

  /// The "in" function and the mode, in words: `x^p, out`.
  public var formula: String {
    let f: String =
      switch family {
      case .power: "x^p"
      case .sine: "1 − cos(πx/2)"
      case .expo: "2^(10x − 10)"
      case .circ: "1 − √(1 − x²)"
      case .back: "x²((s + 1)x − s)"
      case .bounce: "Penner's bounce"
      case .easingsNetElastic: "easings.net's elastic"
      case .elastic: "1 − g(1 − x), g GSAP's elastic out"
      case .androidBounce: "Android's BounceInterpolator, arcs 8(1.1226x − c)² + floor in Float, ending at 1.0000501"
      }
    let m: String =
      switch mode {
      case .in: "in"
      case .out: "out, 1 − f(1 − x)"
      case .inOut: "inOut, f(2x)/2 then 1 − f(2 − 2x)/2"
      }
    if case .androidBounce = family { return "f(x) = \(f)" }
    return "f(x) = \(f); \(m)"
  }

  /// The same function as a cubic Bézier, where it is one: an "in" function
  /// that is a cubic polynomial a₁x + a₂x² + a₃x³ (x², x³, the back) is the
  /// Bézier with x₁ = ⅓ and x₂ = ⅔ (so x(t) = t) and y₁ = a₁/3,
  /// y₂ = (a₂ + 2a₁)/3; `out` turns it half a turn. `nil` otherwise (inOut
  /// is two pieces).
  public var bezier: CubicBezier? {
    let y: (Double, Double)
    switch family {
    case .power(1): y = (1.0 / 3, 2.0 / 3)
    case .power(2): y = (0, 1.0 / 3)
    case .power(3): y = (0, 0)
    case .back(let s): y = (0, -s / 3)
    default: return nil
    }
    switch mode {
    case .in: return CubicBezier(x1: 1.0 / 3, y1: y.0, x2: 2.0 / 3, y2: y.1)
    case .out: return CubicBezier(x1: 1.0 / 3, y1: 1 - y.1, x2: 2.0 / 3, y2: 1 - y.0)
    case .inOut: return nil
    }
  }
}
