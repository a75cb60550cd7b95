// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `--epsilon`: the settle band (``SettleBand``) as an option.
extension SettleBand {
  static let option = OptionSpec.option(
    "epsilon", value: "fraction", help: "Settle band as a fraction of the move |to − from| (of 1 when it does not move), 1e-12 … 0.5.",
    default: "0.001")

  /// The fraction given, or the default.
  static func epsilon(_ arguments: ParsedArguments) throws(UsageError) -> Double {
    try arguments.double("epsilon", default: defaultEpsilon, rule)
  }

  /// The band in value units for a move of `distance`.
}
