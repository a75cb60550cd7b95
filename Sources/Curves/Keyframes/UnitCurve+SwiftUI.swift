// This file is part of curvetool. SPDX-License-Identifier: MIT

/// SwiftUI's own `UnitCurve` API: `value(at:)`, `velocity(at:)` and
/// `inverse`, with SwiftUI's conventions at the ends and outside [0, 1].
///
/// - The input is clamped to [0, 1]: the value holds 0 before and 1 after
///   (where ``progress(at:)`` continues a Bézier by its end tangents, as
///   CSS does), and the velocity is the velocity at the nearer end.
/// - `.linear` has velocity 1 everywhere.
/// - A Bézier's velocity is Y′(t)/X′(t) at the solved t, with SwiftUI's two
///   exceptions: 1 when the two derivatives are equal (so 0/0 at a control
///   point on its end point, `easeOut` at 0, gives 1, not the curve's
///   limiting slope), and ±∞ when X′ alone is 0. The derivatives are
///   formed in SwiftUI's order of operations, so a residue where the exact
///   X′ vanishes decides as it does there (`easeIn` at 1 gives 0).
/// - The circular curves' velocity is the magnitude of their slope (∞ at a
///   vertical end).
///
/// SwiftUI rounds values and velocities to multiples of 2⁻²⁰ in
/// OpenSwiftUI's reading of it; curvetool keeps the exact values (a
/// difference below 5e-7), which no test against SwiftUI itself confirms.
///
/// Sources: https://developer.apple.com/documentation/swiftui/unitcurve;
/// OpenSwiftUI `Sources/OpenSwiftUICore/Animation/Animation/UnitCurve.swift`
/// and its `UnitCurveCompatibilityTests.swift`, which run against SwiftUI
/// (docs/platforms.md §4).
extension UnitCurve {
  /// SwiftUI's `value(at:)`: the progress at the fraction clamped to [0, 1].
  public func value(at progress: Double) -> Double {
    self.progress(at: Swift.min(1, Swift.max(0, progress)))
  }

  /// SwiftUI's `velocity(at:)`: d progress / d fraction at the fraction
  /// clamped to [0, 1], with SwiftUI's conventions (above).
  public func velocity(at progress: Double) -> Double {
    let u = Swift.min(1, Swift.max(0, progress))
    if let c = circular { return Swift.abs(c.slope(at: u)) }
    guard let b = cubic else { return 1 }
    let t = b.parameter(forX: u)
    // SwiftUI's coefficients and derivative, term by term.
    let cx = b.x1 * 3
    let bx = (b.x2 - b.x1) * 3 - cx
    let ax = 1 - cx - bx
    let cy = b.y1 * 3
    let by = (b.y2 - b.y1) * 3 - cy
    let ay = 1 - cy - by
    let x = cx + ((bx + bx) + (ax * 3 * t)) * t
    let y = cy + ((by + by) + (ay * 3 * t)) * t
    if x == y { return 1 }
    if x == 0 { return y < 0 ? -.infinity : .infinity }
    return y / x
  }

  /// SwiftUI's `inverse`: the curve with x and y swapped (a Bézier's
  /// control points mirrored in the diagonal, their x clamped to [0, 1] as
  /// SwiftUI clamps it when evaluating); `circularEaseIn` and
  /// `circularEaseOut` are each other's inverse, `linear` and
  /// `circularEaseInOut` their own.
  public var inverse: UnitCurve {
    switch self {
    case .linear: .linear
    case .circularEaseIn: .circularEaseOut
    case .circularEaseOut: .circularEaseIn
    case .circularEaseInOut: .circularEaseInOut
    case .easeIn, .easeOut, .easeInOut, .bezier:
      .bezier(Self.mirrored(cubic ?? .linear))
    }
  }

  static func mirrored(_ b: CubicBezier) -> CubicBezier {
    func clamped(_ x: Double) -> Double { Swift.min(1, Swift.max(0, x)) }
    return CubicBezier(x1: clamped(b.y1), y1: b.x1, x2: clamped(b.y2), y2: b.x2)
  }
}
