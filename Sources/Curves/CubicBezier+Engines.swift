// This file is part of curvetool. SPDX-License-Identifier: MIT

/// How a browser engine solves a CSS `cubic-bezier()`.
///
/// Both engines sample X at t = i·0.1 (i = 0…10, computed as `i * Δ` with
/// Δ = 1/10, not i/10), pick the first sample ≥ x, interpolate linearly for a
/// first guess, take up to four Newton steps (return when |X(t) − x| <
/// min(1e-7, ε); stop if |X′| < 1e-7), accept if |X(t) − x| < ε, and
/// otherwise bisect the bracket until |X(t) − x| < ε. y is then Y(t).
///
/// - Chromium (`gfx::CubicBezier`, used by Blink for CSS and WAAPI): ε = 1e-7
///   at every duration; times within 1 µs of the start or end snap to 0 or 1.
/// - WebKit (`UnitBezier`): ε = 1/(1000·duration) for CSS and WAAPI (1e-3 at
///   1 s); bisection stops at max(ε, 1e-10).
///
/// The ports keep the engines' arithmetic (Horner forms, the order of
/// operations, no fused multiply-add), so their results compare with `==`.
///
/// Source: chromium/chromium `ui/gfx/geometry/cubic_bezier.{h,cc}`;
/// WebKit/WebKit `Source/WebCore/platform/graphics/UnitBezier.h`,
/// `Source/WebCore/platform/animation/TimingFunction.cpp` (docs/bezier.md §5, §5).
public struct BrowserBezierSolver: Hashable, Sendable {
  public enum Engine: String, Hashable, Sendable, CaseIterable {
    case chromium, webkit
  }

  public let engine: Engine
  let ax, bx, cx, ay, by, cy: Double
  let startGradient, endGradient: Double
  let samples: [Double]

  public init(_ b: CubicBezier, engine: Engine) {
    self.engine = engine
    let cx = 3.0 * b.x1
    let bx = 3.0 * (b.x2 - b.x1) - cx
    self.cx = cx
    self.bx = bx
    ax = 1.0 - cx - bx
    func finite(_ v: Double) -> Double {
      v.isInfinite ? (v > 0 ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude) : v
    }
    let cy = finite(3.0 * b.y1)
    let by = finite(3.0 * (b.y2 - b.y1) - cy)
    self.cy = cy
    self.by = by
    ay = finite(1.0 - cy - by)
    startGradient = Extrapolation.engines.startSlope(b)
    endGradient = Extrapolation.engines.endSlope(b)
    let deltaT = 1.0 / Double(11 - 1)
    var samples: [Double] = []
    for i in 0..<11 {
      let t = Double(i) * deltaT
      samples.append(((ax * t + bx) * t + cx) * t)
    }
    self.samples = samples
  }

  func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  func sampleDX(_ t: Double) -> Double { (3.0 * ax * t + 2.0 * bx) * t + cx }

  /// The engine's `SolveCurveX(x, epsilon)`.
  public func solveCurveX(_ x: Double, epsilon: Double) -> Double {
    var t0 = 0.0
    var t1 = 0.0
    var t2 = x
    var x2 = 0.0
    let deltaT = 1.0 / Double(11 - 1)
    for i in 1..<11 where x <= samples[i] {
      t1 = deltaT * Double(i)
      t0 = t1 - deltaT
      t2 = t0 + (t1 - t0) * (x - samples[i - 1]) / (samples[i] - samples[i - 1])
      break
    }
    let newtonEpsilon = Swift.min(1e-7, epsilon)
    for _ in 0..<4 {
      x2 = sampleX(t2) - x
      if Swift.abs(x2) < newtonEpsilon { return t2 }
      let d2 = sampleDX(t2)
      if Swift.abs(d2) < 1e-7 { break }
      t2 = t2 - x2 / d2
    }
    if Swift.abs(x2) < epsilon { return t2 }
    let bisectionEpsilon = engine == .webkit ? Swift.max(1e-10, epsilon) : epsilon
    while t0 < t1 {
      x2 = sampleX(t2)
      if Swift.abs(x2 - x) < bisectionEpsilon { return t2 }
      if x > x2 { t0 = t2 } else { t1 = t2 }
      t2 = (t1 + t0) * 0.5
    }
    return t2
  }

  /// The engine's `Solve(x)`/`solve(x, epsilon)`: y, extended by the engine
  /// gradients outside [0, 1].
  public func solve(_ x: Double, epsilon: Double) -> Double {
    if x < 0.0 { return 0.0 + startGradient * x }
    if x > 1.0 { return 1.0 + endGradient * (x - 1.0) }
    return sampleY(solveCurveX(x, epsilon: epsilon))
  }

  /// The ε the engine uses for a CSS or WAAPI animation of `duration`
  /// seconds: 1e-7 in Chromium, 1/(1000·duration) in WebKit.
  public func epsilon(duration: Double) -> Double {
    engine == .chromium ? 1e-7 : 1 / (1000 * duration)
  }

  /// The progress the engine renders at time `t` seconds into an animation
  /// of `duration` seconds (Chromium snaps within 1 µs of the ends).
  public func progress(atTime t: Double, duration: Double) -> Double {
    var fraction = t / duration
    if engine == .chromium {
      if t < 1e-6 { fraction = 0 } else if duration - t < 1e-6 { fraction = 1 }
    }
    return solve(fraction, epsilon: epsilon(duration: duration))
  }
}
