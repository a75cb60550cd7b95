// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Copy-paste code for one spring on each platform, measured: each
/// platform's emitter is in its code file (``PlatformCode``,
/// docs/platforms.md §3).
enum SpringSnippets {
  /// The spring's snippets on `platforms` (every platform by default; those
  /// without a spring of their own are left out), each measured by its
  /// round trip (``RoundTrip``) against the spring itself, once per snippet
  /// and digit level.
  static func measured(_ s: Spring, on platforms: [PlatformID] = PlatformID.allCases) -> [PlatformSnippets] {
    let source = RealizedCurve(
      .spring(s, velocity: .absolute(s.initialVelocity), origin: "spring"), from: s.from, to: s.to, duration: nil, velocity: s.initialVelocity)
    return platforms.compactMap { id in
      guard var p = id.code.spring(s, digits: .readable) else { return nil }
      p.snippets = RoundTrip.measured({ id.code.spring(s, digits: $0)?.snippets ?? [] }, against: source)
      return p
    }
  }

  /// Every platform's forms of the spring, the velocity-carrying form
  /// first, in registry order; platforms without a spring (CSS) are left
  /// out.
  ///
  /// With a start velocity, each platform's velocity-carrying form comes
  /// first, in the platform's own convention: relative to the distance for
  /// SwiftUI `interpolatingSpring`, UIKit `initialSpringVelocity` and
  /// `CASpringAnimation.initialVelocity` (Apple: 1 is the whole distance per
  /// second); value units per second for Android `setStartVelocity`, Compose
  /// `animateTo(initialVelocity =)`, Motion and Popmotion `velocity`, Rebound
  /// `setVelocity` and Flutter `SpringSimulation`; per millisecond for
  /// react-spring. Forms that cannot carry it are marked, and the round trip
  /// states how far they differ.
  static func all(_ s: Spring, digits: CodeDigits = .readable) -> [PlatformSnippets] {
    PlatformID.allCases.compactMap { $0.code.spring(s, digits: digits) }
  }
}
