// This file is part of curvetool. SPDX-License-Identifier: MIT

/// SKBounce's stiffness: the oscillation left at the end of a bounce, in the
/// animated property's own units (points, for a position).
///
/// | Case | Residual | SKBounce constant |
/// |---|---|---|
/// | ``light`` | 5 | `SKBounceAnimationStiffnessLight` |
/// | ``medium`` | 0.1 | `SKBounceAnimationStiffnessMedium` (default) |
/// | ``heavy`` | 0.001 | `SKBounceAnimationStiffnessHeavy` |
///
/// Source: khanlou/SKBounceAnimation `SKBounceAnimation.m` (release 1.0.04).
public enum Stiffness: Hashable, Sendable {
  case light
  case medium
  case heavy
  /// Any residual > 0, in value units.
  case custom(Double)

  /// The residual amplitude at the end, value units.
  public var residual: Double {
    switch self {
    case .light: 5
    case .medium: 0.1
    case .heavy: 0.001
    case .custom(let value): value
    }
  }

  /// `light`, `medium`, `heavy`, or `nil` for a custom residual.
  public var name: String? {
    switch self {
    case .light: "light"
    case .medium: "medium"
    case .heavy: "heavy"
    case .custom: nil
    }
  }

  /// The preset names, in the order `--help` lists them.
  public static let presetNames = ["light", "medium", "heavy"]

  /// The preset with this name (`light`, `medium`, `heavy`), if any; also
  /// as `curvetool presets` lists it (`skbounce.light`) and as SKBounce's
  /// header writes it (`SKBounceAnimationStiffnessLight`).
  public init?(name: String) {
    var name = name
    for prefix in ["skbounce.", "SKBounceAnimationStiffness"] where name.hasPrefix(prefix) && name.count > prefix.count {
      name = String(name.dropFirst(prefix.count))
      if prefix.hasPrefix("SK") { name = name.prefix(1).lowercased() + name.dropFirst() }
    }
    switch name {
    case "light": self = .light
    case "medium": self = .medium
    case "heavy": self = .heavy
    default: return nil
    }
  }
}

extension Stiffness: Codable {
  /// Encodes a preset as its name and a custom residual as a number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let name { try container.encode(name) } else { try container.encode(residual) }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let name = try? container.decode(String.self) {
      guard let preset = Stiffness(name: name) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "unknown stiffness '\(name)'")
      }
      self = preset
    } else {
      self = .custom(try container.decode(Double.self))
    }
  }
}
