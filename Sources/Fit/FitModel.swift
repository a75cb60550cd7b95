// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The models `Fitter` fits (docs/fit.md §2).
public enum FitModel: String, Hashable, Sendable, CaseIterable, Codable {
  /// A·e^(−at)·cos(ωt) + B.
  case dampedCosine = "damped-cosine"
  /// A·e^(−at)·sin(ωt) + B (a shake).
  case dampedSine = "damped-sine"
  /// A·e^(−at)·|cos(ωt)| + B (the anvil).
  case dampedAbsCosine = "damped-abs-cosine"
  /// m·x″ + c·x′ + k·(x − to) = 0 with x(0) = from, x′(0) = v0.
  case spring
  /// CSS `cubic-bezier(x1, y1, x2, y2)` over a duration, from the first
  /// value to the last.
  case cubicBezier = "cubic-bezier"
  /// SKBounceAnimation 1.0.04's values array: bounces, stiffness, duration.
  case skbounce

  /// Alternative names users type.
  public static let aliases: [String: FitModel] = ["shake": .dampedSine, "anvil": .dampedAbsCosine, "bezier": .cubicBezier]

  /// The model with this id or alias.
  public static func named(_ name: String) -> FitModel? {
    FitModel(rawValue: name) ?? aliases[name]
  }

  /// Free parameters (the fewest points a fit needs is one more).
  public var parameterCount: Int {
    switch self {
    case .dampedCosine, .dampedSine, .dampedAbsCosine: 4
    case .spring: 5
    case .cubicBezier: 5
    case .skbounce: 3
    }
  }
}
