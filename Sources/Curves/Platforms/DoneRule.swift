// This file is part of curvetool. SPDX-License-Identifier: MIT

/// When a platform ends a spring: the kind of rule, and the rule in the
/// platform's own terms (docs/platforms.md §1). The numbers of an engine's
/// rule are ``SpringRestRule``, which its ``SpringEngine`` applies.
public struct DoneRule: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Its engine's rest rule, checked at its frames, then a snap to the
    /// target (``SpringEngine/restRule(for:_:)``).
    case engineRest
    /// No end of its own: the closed form runs on; curvetool reports when
    /// the motion stays within the settle band (``SettleBand``).
    case settleBand
    /// An estimate made before it runs: it ends there, snapping to the
    /// target (Compose's `SpringEstimation`, Core Animation's
    /// `settlingDuration`).
    case estimate
    /// The duration the animation is given (UIKit, CSS).
    case duration
    /// A tolerance on the distance and speed, checked on the closed form
    /// (Flutter's `isDone`).
    case tolerance
  }

  public let kind: Kind

  /// Whether its engine's rest rule (or, for SwiftUI, the settle band) is
  /// the rule: a row of `spring`'s "done" table per engine.
  public var isRestRule: Bool { kind == .engineRest || kind == .settleBand }
  /// The rule in the platform's terms, for reports and docs.
  public let words: String

  public init(_ kind: Kind, _ words: String) {
    self.kind = kind
    self.words = words
  }
}
