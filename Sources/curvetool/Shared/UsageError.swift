// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A command line that cannot run: exit 64 (EX_USAGE), message on stderr
/// followed by the command's usage.
enum UsageError: Error, Equatable, Sendable {
  case unknownOption(String, suggestion: String?)
  case unknownSubcommand(String, suggestion: String?)
  case missingValue(option: String)
  case invalidValue(option: String, value: String, reason: String?, suggestion: String?)
  case flagWithValue(option: String, value: String)
  case unexpectedArguments([String])
  case missingArgument(String)
  /// A cross-option or range rule ("--bounce and --damping-ratio are
  /// mutually exclusive").
  case invalid(String)
  /// A curve expression that cannot be read: the message, the expression
  /// and the character range to underline.
  case expression(String, source: String, range: Range<Int>)

  /// One line, in swift-argument-parser's wording.
  var message: String {
    switch self {
    case .unknownOption(let name, let suggestion):
      return "Unknown option '\(name)'." + didYouMean(suggestion)
    case .unknownSubcommand(let name, let suggestion):
      return "Unknown subcommand '\(name)'." + didYouMean(suggestion)
    case .missingValue(let option):
      return "Missing value for '\(option)'"
    case .invalidValue(let option, let value, let reason, let suggestion):
      var text = "The value '\(value)' is invalid for '\(option)'"
      if let reason { text += ": \(reason)" }
      if let suggestion { text += ". Did you mean '\(suggestion)'?" }
      return text
    case .flagWithValue(let option, let value):
      return "The flag '\(option)' does not take a value (got '\(value)')"
    case .unexpectedArguments(let values):
      if values.count == 1 { return "Unexpected argument '\(values[0])'" }
      return "\(values.count) unexpected arguments: "
        + values.map { "'\($0)'" }.joined(separator: ", ")
    case .missingArgument(let name):
      return "Missing expected argument '\(name)'"
    case .invalid(let text):
      return text
    case .expression(let text, _, let range):
      return "\(text) (column \(range.lowerBound + 1))"
    }
  }

  /// Lines shown under the message: the expression and a caret under the
  /// culprit (`range` counts characters). Control characters are shown
  /// escaped (``MessageText``), and the caret stays under the culprit.
  var context: [String] {
    guard case .expression(_, let source, let range) = self else { return [] }
    let characters = Array(source)
    let lower = Swift.min(Swift.max(0, range.lowerBound), characters.count)
    let upper = Swift.min(Swift.max(lower, range.upperBound), characters.count)
    let before = MessageText.escaped(String(characters[..<lower]))
    let culprit = MessageText.escaped(String(characters[lower..<upper]))
    let after = MessageText.escaped(String(characters[upper...]))
    let width = Swift.max(1, culprit.count)
    return ["  " + before + culprit + after, "  " + String(repeating: " ", count: before.count) + String(repeating: "^", count: width)]
  }

  private func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { " Did you mean '\($0)'?" } ?? ""
  }
}
