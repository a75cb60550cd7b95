// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Warnings a command line earns while it is read (a duration that looks
/// like milliseconds), printed as `warning: …` on standard error once the
/// command's arguments are accepted and before it runs. Each is kept once,
/// in the order first noted, however often its input is read.
final class UsageNotes: @unchecked Sendable {
  private(set) var lines: [String] = []

  func add(_ line: String) {
    if !lines.contains(line) { lines.append(line) }
  }
}
