// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `--fps`: one definition for every command that takes it (bounce,
/// spring, sample, analyze, plot, export, fit), its default and its range
/// with it; each command says in its help what the frames are for.
enum FrameRateOption {
  /// Frames per second when `--fps` is not given.
  static let defaultFPS = 60.0

  /// The option, with `help` saying what the frames are for.
  static func spec(_ help: String) -> OptionSpec {
    .option("fps", value: "fps", help: help, default: NumberText.text(defaultFPS, .detail))
  }

  /// The value given, held to ``NumberRule/frameRate``, or the default.
  static func value(_ arguments: ParsedArguments) throws(UsageError) -> Double {
    try arguments.double("fps", default: defaultFPS, .frameRate)
  }
}
