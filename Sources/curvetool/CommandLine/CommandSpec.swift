// This file is part of curvetool. SPDX-License-Identifier: MIT

/// One option of a command; drives parsing, help and did-you-mean.
struct OptionSpec: Sendable {
  enum Kind: Sendable {
    /// Present or absent (`--shake`).
    case flag
    /// Takes one value (`--duration 0.5`, `--duration=0.5`).
    case value
  }

  /// Long name without the dashes (`duration`).
  let name: String
  /// Optional short name (`o` for `-o`).
  let short: Character?
  let kind: Kind
  /// The value's placeholder in help and errors (`seconds` → `<seconds>`).
  let valueName: String
  let help: String
  /// Shown as "(default: …)".
  let defaultText: String?
  /// Enumerated values, shown as "(values: …)" and used for did-you-mean.
  let allowed: [String]
  /// When set, values outside `allowed` are accepted too and this text names
  /// them in help (`<number>`).
  let openEnded: String?
  /// Whether the option may be given more than once and collects values.
  let repeatable: Bool

  /// A flag, `--name`.
  static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(
      name: name, short: short, kind: .flag, valueName: "", help: help, defaultText: nil,
      allowed: [], openEnded: nil, repeatable: false)
  }

  /// An option with a value, `--name <value>`.
  static func option(
    _ name: String, short: Character? = nil, value: String, help: String,
    default defaultText: String? = nil, allowed: [String] = [], openEnded: String? = nil,
    repeatable: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      name: name, short: short, kind: .value, valueName: value, help: help,
      defaultText: defaultText, allowed: allowed, openEnded: openEnded, repeatable: repeatable)
  }

  /// `-o, --output <file>`, shared by every command that writes.
  static func output(_ help: String = "Write to a file instead of standard output.") -> OptionSpec {
    option("output", short: "o", value: "file", help: help)
  }

  /// `-f, --format <format>` with its values, the first the default: one
  /// spelling on every command, `export`'s included.
  static func format(_ allowed: [String]) -> OptionSpec {
    option("format", short: "f", value: "format", help: "Output format.", default: allowed.first, allowed: allowed)
  }

  /// `--name <value>` or `--name`, as help and errors show it.
  var label: String {
    kind == .flag ? "--\(name)" : "--\(name) <\(valueName)>"
  }
}

/// A positional argument of a command.
struct ArgumentSpec: Sendable {
  let name: String
  let help: String
  var isOptional = false
  var isRepeating = false
  /// Whether it takes any curve of the curve language (not only a bounce
  /// or a Bézier): a curve given as a command is routed to these.
  var anyCurve = false

  var label: String { "<\(name)>" + (isRepeating ? " ..." : "") }

  /// `<curve> ...`: the curve expression, its words joined.
  static let curve = ArgumentSpec(name: "curve", help: "A curve expression (quote it), or several, each quoted.", isRepeating: true, anyCurve: true)
}

/// A command: its help text, options, arguments and subcommands.
struct CommandSpec: Sendable {
  let name: String
  var aliases: [String] = []
  let abstract: String
  var discussion: String = ""
  var options: [OptionSpec] = []
  var arguments: [ArgumentSpec] = []
  var subcommands: [CommandSpec] = []
  /// Command lines shown last in `--help`, each run by a test.
  var examples: [CommandExample] = []

  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }

  func option(short: Character) -> OptionSpec? {
    options.first { $0.short == short }
  }

  func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name || $0.aliases.contains(name) }
  }
}

/// A command line under EXAMPLES in `--help` (HelpExamplesTests runs each).
struct CommandExample: Sendable, ExpressibleByStringLiteral {
  /// The words after `curvetool`, quoted as for a shell.
  var line: String
  /// The exit code it ends with: 0, or 1 where the example shows `--fail-on`.
  var exitCode: Int32 = 0

  init(_ line: String, exitCode: Int32 = 0) {
    self.line = line
    self.exitCode = exitCode
  }

  init(stringLiteral line: String) { self.init(line) }
}

