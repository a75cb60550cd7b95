// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `--retarget SECONDS:VALUE` (repeatable): the target changes to VALUE at
/// SECONDS after the start (docs/springs.md, Interruptions).
enum RetargetOption {
  /// The option, for the specs of `spring`, `sample`, `analyze` and `plot`.
  static let spec = OptionSpec.option(
    "retarget", value: "seconds:value",
    help: "The target changes to VALUE at SECONDS (an interruption): a spring by each platform's rule (without --engine, SwiftUI's: value and velocity kept), an easing as a CSS transition.",
    repeatable: true)

  /// The longest time a retarget may come at, seconds (the engines'
  /// simulation span).
  static let latest = 60.0

  /// The retargets given to `label`, in order; times strictly increasing,
  /// each in (0, 60] s, targets in the range --to takes.
  static func parse(_ texts: [String], label: String) throws(UsageError) -> [SpringRetarget] {
    var out: [SpringRetarget] = []
    for text in texts {
      let parts = text.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        throw .invalidValue(option: label, value: text, reason: "is SECONDS:VALUE, the time and the new target (0.2:50)", suggestion: nil)
      }
      let time = try ParsedArguments.number(String(parts[0]), label: label, .time)
      let target = try ParsedArguments.number(String(parts[1]), label: label, .position)
      guard time > 0, time <= latest else {
        throw .invalidValue(option: label, value: text, reason: "the time must be after the start and at most \(NumberText.text(latest, .detail)) s", suggestion: nil)
      }
      if let last = out.last, time <= last.time {
        throw .invalidValue(option: label, value: text, reason: "retargets must come in increasing time (\(NumberText.text(last.time, .detail)) s came before)", suggestion: nil)
      }
      out.append(SpringRetarget(time: time, target: target))
    }
    return out
  }
}
