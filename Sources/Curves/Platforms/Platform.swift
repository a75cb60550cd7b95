// This file is part of curvetool. SPDX-License-Identifier: MIT

/// One platform, as data: its display name, the spellings people use for
/// it, its spring parameterisations (each with its exact map and inverse),
/// its presets, its frame engine, its done and retarget rules, and the
/// sources of each fact. Each platform is one file, `Platform+<Name>.swift`;
/// every surface of curvetool reads this registry instead of keeping its own
/// list (docs/platforms.md §1, §7).
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
  /// Its named springs, with their sources.
  public let springPresets: [SpringPreset]
  /// Its named timing curves (Béziers and exact easing functions), with
  /// their sources.
  public let timingPresets: [TimingPreset]
  /// The engine that reproduces its frames (`nil`: the closed form at
  /// frame times, or no spring engine); its rest rule ends the spring when
  /// ``done`` says so (``DoneRule/isRestRule``).
  public let engine: SpringEngine?
  /// When it ends a spring.
  public let done: DoneRule
  /// What it does when the target changes while it animates; `nil` where
  /// that is not modelled (Flutter).
  public let retargetRule: RetargetRule?
  /// Where the facts come from (repository paths or URLs).
  public let sources: [String]

  init(
    id: PlatformID, displayName: String, aliases: [String], forms: [SpringParameterisation], presetPrefixes: [String],
    springPresets: [SpringPreset] = [], timingPresets: [TimingPreset] = [], engine: SpringEngine?, done: DoneRule,
    retargetRule: RetargetRule?, sources: [String]
  ) {
    self.id = id
    self.displayName = displayName
    self.aliases = aliases
    self.forms = forms
    self.presetPrefixes = presetPrefixes
    self.springPresets = springPresets
    self.timingPresets = timingPresets
    self.engine = engine
    self.done = done
    self.retargetRule = retargetRule
    self.sources = sources
  }

  /// The rule its engine stops `spring` by, if it has one.
  public func restRule(for spring: Spring, _ settings: SpringEngineSettings = .init()) -> SpringRestRule? {
    engine?.restRule(for: spring, settings)
  }

  /// Every platform, in ``PlatformID`` order.
  public static var all: [Platform] { PlatformID.allCases.map(\.platform) }

  /// Every spring parameterisation of every platform.
  public static var allForms: [SpringParameterisation] { all.flatMap(\.forms) }
}
