// This file is part of curvetool. SPDX-License-Identifier: MIT

/// How a Bézier easing continues outside x ∈ [0, 1].
///
/// | x < 0 (x > 1 mirrors it with P3, P2, P1) | CSS Easing 1 | Chromium, WebKit |
/// |---|---|---|
/// | x1 > 0 | slope y1/x1 | y1/x1 |
/// | x1 = 0, x2 > 0 | y2/x2 | y2/x2 only if y1 = 0, else 0 |
/// | x1 = x2 = 0 | 0 | 1 if y1 = y2 = 0, else 0 |
///
/// They differ when x1 = 0 and y1 ≠ 0: (0, 0.9, 0.1, 1) at x = −0.1 is −1 by
/// the specification and 0 in the engines.
///
/// Source: https://drafts.csswg.org/css-easing-1/#cubic-bezier-algo;
/// chromium `ui/gfx/geometry/cubic_bezier.cc` (`InitGradients`);
/// WebKit `UnitBezier.h` (docs/bezier.md §6).
public enum Extrapolation: String, Hashable, Codable, Sendable, CaseIterable {
  /// The CSS Easing Level 1 rule (the default).
  case cssEasing1 = "spec"
  /// What Chromium and WebKit do.
  case engines = "engine"

  /// dy/dx used for x < 0.
  public func startSlope(_ b: CubicBezier) -> Double {
    switch self {
    case .cssEasing1:
      if b.x1 > 0 { return b.y1 / b.x1 }
      if b.x2 > 0 { return b.y2 / b.x2 }
      return 0
    case .engines:
      if b.x1 > 0 { return b.y1 / b.x1 }
      if b.y1 == 0, b.x2 > 0 { return b.y2 / b.x2 }
      if b.y1 == 0, b.y2 == 0 { return 1 }
      return 0
    }
  }

  /// dy/dx used for x > 1.
  public func endSlope(_ b: CubicBezier) -> Double {
    switch self {
    case .cssEasing1:
      if b.x2 < 1 { return (b.y2 - 1) / (b.x2 - 1) }
      if b.x1 < 1 { return (b.y1 - 1) / (b.x1 - 1) }
      return 0
    case .engines:
      if b.x2 < 1 { return (b.y2 - 1) / (b.x2 - 1) }
      if b.y2 == 1, b.x1 < 1 { return (b.y1 - 1) / (b.x1 - 1) }
      if b.y2 == 1, b.y1 == 1 { return 1 }
      return 0
    }
  }
}

extension CubicBezier {
  /// The value outside [0, 1] by `rule`: slope·x below 0, 1 + slope·(x − 1)
  /// above 1; inside, the curve itself.
  public func extrapolate(_ x: Double, rule: Extrapolation) -> Double {
    if x < 0 { return rule.startSlope(self) * x }
    if x > 1 { return 1 + rule.endSlope(self) * (x - 1) }
    return progress(at: x)
  }

  /// y(x) with a chosen rule outside [0, 1].
  public func progress(at x: Double, extrapolation: Extrapolation) -> Double {
    x < 0 || x > 1 ? extrapolate(x, rule: extrapolation) : progress(at: x)
  }
}
