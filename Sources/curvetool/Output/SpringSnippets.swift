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
}
