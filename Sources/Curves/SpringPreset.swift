// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A named spring from a platform, with where its numbers come from.
///
/// Every preset moves 0 → 1 from rest; ``spring(from:to:initialVelocity:)``
/// moves it elsewhere.
public struct SpringPreset: Sendable, Hashable {
  /// `platform.name`, lower-case with hyphens (`swiftui.bouncy`).
  public let name: String
  /// How the platform writes it: code to paste, which the curve language
  /// reads as this preset.
  public let code: String
  /// The documentation or source the numbers come from.
  public let source: String
  /// The spring, 0 → 1 from rest.
  public let spring: Spring
  /// Engine options the preset sets with it (Motion's transform
  /// transitions set restSpeed 10).
  public var engine: SpringEngineSettings = .init()
  /// What the code leaves unsaid (the platform's defaults it stands for).
  public var note: String? = nil

  /// The preset moved to other values.
  public func spring(from: Double, to: Double, initialVelocity: Double = 0) -> Spring {
    var s = spring
    s.from = from
    s.to = to
    s.initialVelocity = initialVelocity
    return s
  }

  /// The platform whose preset this is: the registry entry whose
  /// ``Platform/presetPrefixes`` holds the name's prefix.
  public var platform: PlatformID {
    let prefix = name.split(separator: ".").first.map(String.init) ?? name
    return PlatformID.allCases.first { $0.platform.presetPrefixes.contains(prefix) } ?? .swiftUI
  }

  /// The preset called `name`, if any.
  public static func named(_ name: String) -> SpringPreset? {
    all.first { $0.name == name }
  }

  /// Every preset, grouped by platform in registry order (each platform's
  /// own are in its entry, ``Platform/springPresets``).
  public static let all: [SpringPreset] = Platform.all.flatMap(\.springPresets)
}
