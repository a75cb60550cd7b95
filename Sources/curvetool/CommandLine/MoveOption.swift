// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `--from` and `--to`: the move, one definition for every command that
/// takes it (bounce, spring, sample, analyze, plot, export, convert), with
/// its defaults (0 → 1) and its range (``NumberRule/position``).
enum MoveOption {
  static let defaultFrom = 0.0
  static let defaultTo = 1.0

  /// The two options; `ownDefault` says where a curve may bring its own
  /// values (a bounce, a damped cosine, an expression's move).
  static func specs(ownDefault: String? = nil) -> [OptionSpec] {
    [
      .option(
        "from", value: "value", help: "Start value, in the property's units" + (ownDefault.map { " (\($0))" } ?? "") + ".",
        default: ownDefault == nil ? NumberText.text(defaultFrom, .detail) : "the curve's own, else \(NumberText.text(defaultFrom, .detail))"),
      .option(
        "to", value: "value", help: "Target value.",
        default: ownDefault == nil ? NumberText.text(defaultTo, .detail) : "the curve's own, else \(NumberText.text(defaultTo, .detail))"),
    ]
  }

  /// The values given, or `nil` each (the curve's own then applies).
  static func given(_ arguments: ParsedArguments) throws(UsageError) -> (from: Double?, to: Double?) {
    (try arguments.double("from", .position), try arguments.double("to", .position))
  }

  /// The values given, or the defaults.
  static func values(_ arguments: ParsedArguments) throws(UsageError) -> (from: Double, to: Double) {
    let (from, to) = try given(arguments)
    return (from ?? defaultFrom, to ?? defaultTo)
  }
}
