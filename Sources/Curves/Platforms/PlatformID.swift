// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The platforms curvetool knows, by their one spelling: the camelCase id
/// used as a JSON key, a `--platform` value and a `--engine` value. The one
/// list of platforms, in the order every list shows them.
///
/// Everything else about a platform (its name, parameterisations, presets,
/// done rule, engine and sources) is in its ``Platform`` entry, its own file
/// `Platform+<Name>.swift`; the two switches over `PlatformID` (``platform``
/// here, and curvetool's code file) are exhaustive, so a new case asks for
/// both files (docs/platforms.md §3).
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
  public var platform: Platform {
    switch self {
    case .swiftUI: .swiftUI
    case .coreAnimation: .coreAnimation
    case .uiKit: .uiKit
    case .android: .android
    case .compose: .compose
    case .flutter: .flutter
    case .motion: .motion
    case .popmotion: .popmotion
    case .reactSpring: .reactSpring
    case .rebound: .rebound
    case .reactNative: .reactNative
    case .reanimated: .reanimated
    case .css: .css
    }
  }

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
