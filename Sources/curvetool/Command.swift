// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A subcommand: its spec drives parsing and help; `init` validates the
/// parsed arguments (usage errors, exit 64) and `run` does the work.
protocol Command: Sendable {
  static var spec: CommandSpec { get }
  init(_ arguments: ParsedArguments) throws(UsageError)
  func run(_ io: CommandIO) throws(CommandError)
}
