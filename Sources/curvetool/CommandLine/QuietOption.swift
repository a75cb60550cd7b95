// This file is part of curvetool. SPDX-License-Identifier: MIT

extension ProgressLine {
  /// `--quiet`, for a command that shows progress; `shown` says what.
  static func quietFlag(_ shown: String) -> OptionSpec {
    .flag("quiet", help: "No progress on standard error (shown on a terminal: \(shown)).")
  }
}
