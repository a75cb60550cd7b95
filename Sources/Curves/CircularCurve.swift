// This file is part of curvetool. SPDX-License-Identifier: MIT

/// SwiftUI's circular `UnitCurve`s, as the exact functions they are (not
/// Bézier approximations).
///
/// - circularEaseIn: 1 − √(1 − x²)
/// - circularEaseOut: √(1 − (1 − x)²)
/// - circularEaseInOut: (1 − √(1 − 4x²))/2 for x < ½, else (√(1 − (2 − 2x)²) + 1)/2
///
/// Inputs are clamped to [0, 1] (the functions are not defined beyond).
///
/// Source: https://developer.apple.com/documentation/swiftui/unitcurve (docs/bezier.md §7).
public enum CircularCurve: String, TimingCurve, CaseIterable, Hashable, Codable, Sendable {
  case easeIn = "circular-ease-in"
  case easeOut = "circular-ease-out"
  case easeInOut = "circular-ease-in-out"

  /// The name in SwiftUI.
  public var swiftName: String {
    switch self {
    case .easeIn: "circularEaseIn"
    case .easeOut: "circularEaseOut"
    case .easeInOut: "circularEaseInOut"
    }
  }

  public func progress(at fraction: Double) -> Double {
    let x = Swift.min(1, Swift.max(0, fraction))
    switch self {
    case .easeIn: return 1 - (1 - x * x).squareRoot()
    case .easeOut: return (1 - (1 - x) * (1 - x)).squareRoot()
    case .easeInOut:
      if x < 0.5 { return (1 - (1 - 4 * x * x).squareRoot()) / 2 }
      let u = 2 - 2 * x
      return ((1 - u * u).squareRoot() + 1) / 2
    }
  }

  public func slope(at fraction: Double) -> Double {
    let x = Swift.min(1, Swift.max(0, fraction))
    switch self {
    case .easeIn: return x / (1 - x * x).squareRoot()
    case .easeOut: return (1 - x) / (1 - (1 - x) * (1 - x)).squareRoot()
    case .easeInOut:
      // d/dx (1 − √(1 − 4x²))/2 = 2x/√(1 − 4x²); past ½, with u = 2 − 2x,
      // d/dx (√(1 − u²) + 1)/2 = u/√(1 − u²) (the ½ and du/dx = −2 cancel).
      if x < 0.5 { return 2 * x / (1 - 4 * x * x).squareRoot() }
      let u = 2 - 2 * x
      return u / (1 - u * u).squareRoot()
    }
  }
}
