// This file is part of curvetool. SPDX-License-Identifier: MIT

/// One platform, as data: its display name, the spellings people use for
/// it, its spring parameterisations (each with its exact map and inverse),
/// its presets, its frame engine and "done" rule, and the sources of each
/// fact. Every surface of curvetool reads this registry instead of keeping
/// its own list (docs/platforms.md).
public struct Platform: Sendable {
  /// The typed id (the JSON key).
  public let id: PlatformID
  /// The name people know it by (`SwiftUI`, `Android SpringForce`).
  public let displayName: String
  /// Other spellings accepted where a platform is named (`framer`).
  public let aliases: [String]
  /// Its spring parameterisations, the most common first.
  public let forms: [SpringParameterisation]
  /// The prefixes of its presets' names (`swiftui`, `caspring`).
  public let presetPrefixes: [String]
  /// The engine that reproduces its frames (`nil`: the closed form at
  /// frame times, as for SwiftUI, or no spring engine).
  public let engine: SpringEngine?
  /// When the platform ends a spring, in words.
  public let doneRule: String
  /// Where the facts come from (repository paths or URLs).
  public let sources: [String]

  /// Its presets, springs and easings alike (``SpringPreset``; easing
  /// presets are ``TimingPreset``s under the same prefixes).
  public var springPresets: [SpringPreset] { SpringPreset.all.filter { $0.platform == id } }

  /// The rule its engine stops `spring` by, if it has one.
  public func restRule(for spring: Spring, _ settings: SpringEngineSettings = .init()) -> SpringRestRule? {
    engine?.restRule(for: spring, settings)
  }

  /// The entry for `id`.
  public static func entry(_ id: PlatformID) -> Platform {
    switch id {
    case .swiftUI: swiftUI
    case .coreAnimation: coreAnimation
    case .uiKit: uiKit
    case .android: android
    case .compose: compose
    case .flutter: flutter
    case .motion: motion
    case .popmotion: popmotion
    case .reactSpring: reactSpring
    case .rebound: rebound
    case .reactNative: reactNative
    case .reanimated: reanimated
    case .css: css
    }
  }

  /// Every platform, in ``PlatformID`` order.
  public static var all: [Platform] { PlatformID.allCases.map(entry) }

  /// Every spring parameterisation of every platform.
  public static var allForms: [SpringParameterisation] { all.flatMap(\.forms) }
}
