// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The platforms curvetool knows, by their one spelling: the camelCase id
/// used as a JSON key, a `--platform` value and a `--engine` value.
///
/// Everything else about a platform (its name, parameterisations, presets,
/// done rule, engine and sources) is in its ``Platform`` entry; switches
/// over `PlatformID` are exhaustive, so a new case is a compile error
/// wherever a platform must be handled (docs/platforms.md §1).
public enum PlatformID: String, CaseIterable, Hashable, Codable, Sendable {
  case swiftUI
  case coreAnimation
  case uiKit
  case android
  case compose
  case flutter
  case motion
  case popmotion
  case reactSpring
  case rebound
  case reactNative
  case reanimated
  case css

  /// The registry entry.
  public var platform: Platform { Platform.entry(self) }

  /// The id a user typed, read leniently: case, `-`, `_`, `.` and spaces
  /// are ignored, and the spellings people use for the same platform
  /// (`framer`, `caspring`, `react-native`, `pop`) are accepted.
  /// `nil` when nothing matches.
  public init?(lenient text: String) {
    let key = Self.folded(text)
    guard let match = Self.allCases.first(where: { id in id.platform.aliases.contains { Self.folded($0) == key } || Self.folded(id.rawValue) == key })
    else { return nil }
    self = match
  }

  /// Lower case with separators removed: the form ids are compared in.
  public static func folded(_ text: String) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}
