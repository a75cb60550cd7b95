// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The options and arguments of one command line, with typed access that
/// turns bad values into usage errors naming the option.
struct ParsedArguments: Equatable, Sendable {
  /// Subcommand names from the root (`["bounce"]`).
  let command: [String]
  /// Values per long option name in command-line order (flags record "").
  private(set) var values: [String: [String]] = [:]
  /// Positional arguments in order.
  var positionals: [String] = []
  private let labels: [String: String]
  /// Warnings earned while the arguments are read (``UsageNotes``).
  let notes = UsageNotes()

  init(command: [String], spec: CommandSpec) {
    self.command = command
    labels = Dictionary(spec.options.map { ($0.name, $0.label) }, uniquingKeysWith: { a, _ in a })
  }

  static func == (a: ParsedArguments, b: ParsedArguments) -> Bool {
    a.command == b.command && a.values == b.values && a.positionals == b.positionals
  }

  mutating func record(_ option: OptionSpec, value: String) {
    values[option.name, default: []].append(value)
  }

  /// `--name <value>` for messages.
  func label(_ name: String) -> String { labels[name] ?? "--\(name)" }

  /// Whether the option or flag appears.
  func has(_ name: String) -> Bool { values[name] != nil }

  /// Whether the flag appears.
  func flag(_ name: String) -> Bool { values[name] != nil }

  /// The last value given, if any.
  func string(_ name: String) -> String? { values[name]?.last }

  /// Every value given, in order.
  func strings(_ name: String) -> [String] { values[name] ?? [] }

  /// A finite number, or `nil` if absent.
  func double(_ name: String) throws(UsageError) -> Double? {
    guard let text = string(name) else { return nil }
    return try Self.number(text, label: label(name))
  }

  /// A finite number satisfying `rule`, or `nil` if absent.
  func double(_ name: String, _ rule: NumberRule) throws(UsageError) -> Double? {
    guard has(name) else { return nil }
    return try double(name, default: 0, rule)
  }

  /// A finite number satisfying `rule`, or `fallback` if absent.
  func double(
    _ name: String, default fallback: Double, _ rule: NumberRule = .any
  ) throws(UsageError) -> Double {
    let value = try double(name) ?? fallback
    if let reason = rule.violation(value), has(name) {
      throw .invalidValue(option: label(name), value: string(name) ?? "", reason: reason, suggestion: nil)
    }
    return value
  }

  /// A whole number, or `nil` if absent.
  func int(_ name: String) throws(UsageError) -> Int? {
    guard let text = string(name) else { return nil }
    if let value = Int(text) { return value }
    let value = try Self.number(text, label: label(name))
    guard value == value.rounded(), let whole = Int(checking: value) else {
      throw .invalidValue(option: label(name), value: text, reason: "must be a whole number", suggestion: nil)
    }
    return whole
  }

  /// `--key-path`: names joined by dots (`position.y`,
  /// `transform.scale`), as Core Animation names a property, so that the
  /// Swift snippet holds it in a string literal as it is; `nil` if absent.
  func keyPath() throws(UsageError) -> String? {
    guard let text = string("key-path") else { return nil }
    guard Self.isKeyPath(text) else {
      throw .invalidValue(
        option: label("key-path"), value: text, reason: "must be names joined by dots (letters, digits and _), like position.y",
        suggestion: nil)
    }
    return text
  }

  /// Whether `text` is names (``isName(_:extra:)``) joined by dots, as
  /// Core Animation and Android name a property (`position.y`).
  static func isKeyPath(_ text: String) -> Bool {
    text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isName($0) }
  }

  /// Whether `text` can be written into generated code as a name: letters,
  /// digits, `_` and the `extra` character, not starting with a digit or
  /// `extra`. No quote, backslash, space or control character can pass.
  static func isName(_ text: Substring, extra: Character? = nil) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == extra }
  }

  /// Parses a finite number satisfying `rule`; the error names the option.
  static func number(_ text: String, label: String, _ rule: NumberRule) throws(UsageError) -> Double {
    let value = try number(text, label: label)
    if let reason = rule.violation(value) {
      throw .invalidValue(option: label, value: text, reason: reason, suggestion: nil)
    }
    return value
  }

  /// Parses a finite number; the error names the option.
  static func number(_ text: String, label: String) throws(UsageError) -> Double {
    guard let value = Double(text.trimmingSpaces) else {
      throw .invalidValue(option: label, value: text, reason: "not a number", suggestion: nil)
    }
    guard value.isFinite else {
      throw .invalidValue(option: label, value: text, reason: "must be a finite number", suggestion: nil)
    }
    return value
  }
}
