// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// One paste: the lines that together make one animation on a platform,
/// and the error its round trip measured (``RoundTrip``).
struct Snippet: Sendable {
  /// The largest error, as a fraction of the move, still called exact.
  static let exactness = 1e-9

  var lines: [String]
  /// Whether the form can carry a start velocity at all.
  var carriesVelocity = true
  /// Whether the platform keeps the parameters as 32-bit floats (Android,
  /// Compose), which is where a small error then comes from.
  var float32 = false
  /// The worst difference from the motion it stands for over the whole
  /// motion, as a fraction of the move; `nil` until measured.
  var error: Double?

  init(_ lines: [String], carriesVelocity: Bool = true, float32: Bool = false) {
    self.lines = lines
    self.carriesVelocity = carriesVelocity
    self.float32 = float32
  }

  /// Measured within ``exactness`` of the move.
  var exact: Bool { (error ?? .infinity) <= Self.exactness }

  /// Why it is not exact, when the form says so: a dropped start velocity
  /// or 32-bit parameters; the number itself is always measured.
  func reason(sourceMoves: Bool) -> String? {
    if !carriesVelocity, sourceMoves { return "no start velocity" }
    if float32 { return "32-bit float parameters" }
    return nil
  }

  /// The lines as printed: a form that is not exact ends with a comment
  /// stating its measured error.
  func printed(sourceMoves: Bool, scale: String) -> [String] {
    guard let error, !exact, var last = lines.last else { return lines }
    let because = reason(sourceMoves: sourceMoves).map { "\($0): " } ?? ""
    last += (last.contains("  // ") ? "; " : "  // ") + "\(because)off by up to \(NumberText.text(error, .brief)) \(scale)"
    return lines.dropLast() + [last]
  }
}

/// A platform's snippets, the most faithful first.
struct PlatformSnippets: Sendable {
  var platform: PlatformID
  var snippets: [Snippet]
  var note: String?

  /// Every line as printed.
  func printed(sourceMoves: Bool, scale: String) -> [String] { snippets.flatMap { $0.printed(sourceMoves: sourceMoves, scale: scale) } }
}

/// How many digits numbers in code get: nine significant digits to read
/// easily, more only where the round trip needs them to be exact
/// (``RoundTrip/measured(_:against:)`` tries each level in turn), up to
/// the shortest text that reads back to the same double.
struct CodeDigits: Sendable, Hashable {
  /// Significant digits, or `nil` for the shortest round-trip text.
  var significant: Int?

  static let readable = CodeDigits(significant: 9)
  static let roundTrip = CodeDigits(significant: nil)
  /// The levels tried, fewest digits first.
  static let levels = [readable, CodeDigits(significant: 12), roundTrip]

  func text(_ x: Double) -> String {
    guard let significant else { return NumberText.text(x, .shortest) }
    return NumberText.text(x, .significant(significant))
  }
}
