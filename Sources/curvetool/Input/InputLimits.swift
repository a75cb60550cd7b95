// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The limits every reader enforces, defined once (docs/cli.md §Limits).
///
/// They are generous (ten million CSV rows fit) and exist so that endless,
/// binary or adversarial input ends with a one-line error instead of a hang,
/// an exhausted memory or a stack overflow.
struct InputLimits: Sendable, Hashable {
  /// The largest input file or standard input, in bytes (1 GiB).
  var maxBytes: Int
  /// The longest line, in bytes (64 MiB: a JSON values array of several
  /// million numbers still fits on one line).
  var maxLineBytes: Int

  static let standard = InputLimits(maxBytes: 1 << 30, maxLineBytes: 1 << 26)

  /// The limits of a file that is read whole into a tree and worked on as
  /// a whole: a `diagnose` source (kfloop/1, Swift, CSS, HTML) and a saved
  /// `bench` run (16 MiB). Such a tree takes some 30 times the file's
  /// bytes: 40,000 one-track timelines (7.9 MB) took 6.0 s and 260 MB to
  /// diagnose, 200,000 (40 MB) 29 s and 1.2 GB, and 1 GiB would not fit in
  /// memory (measured 2026-11-24, release build).
  static let wholeSource = InputLimits(maxBytes: 1 << 24, maxLineBytes: 1 << 24)

  /// The deepest nesting of any recursive reader or evaluator: curve
  /// expressions, `calc()`, JSON, kfloop `let` chains and duration
  /// expressions.
  static let nestingDepth = 256

  /// A byte count as people read it ("64 MiB").
  static func describe(bytes: Int) -> String {
    if bytes >= 1 << 30, bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }
}

/// Counts nesting while a recursive reader descends; past
/// ``InputLimits/nestingDepth`` it reports the limit.
struct NestingGuard: Sendable {
  private(set) var depth = 0

  /// Enters one level; `false` when the limit is exceeded.
  mutating func enter() -> Bool {
    depth += 1
    return depth <= InputLimits.nestingDepth
  }

  mutating func leave() { depth -= 1 }

  /// The message for input nested past the limit.
  static var message: String { "nested deeper than \(InputLimits.nestingDepth) levels (the limit)" }
}
