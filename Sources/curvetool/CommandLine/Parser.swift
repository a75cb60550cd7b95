// This file is part of curvetool. SPDX-License-Identifier: MIT

/// What a command line asks for.
enum Invocation: Equatable, Sendable {
  /// Print the help of the command at this path (`[]` = the root).
  case help([String])
  /// Print the version.
  case version
  /// Run a command.
  case run(ParsedArguments)
}

/// The command-line grammar of `curvetool`, as a pure function.
///
/// `curvetool <subcommand> [options] [arguments]`:
/// `--name value`, `--name=value`, `-n value`, `-nvalue`, grouped short flags
/// (`-vq`), `--` ends options, negative numbers are values and positionals
/// (`--velocity -2.5`, `bezier 0.68 -0.55 0.27 1.55`), `-` alone is a
/// positional (standard input). `-h`, `--help`, `help <subcommand>` ask for
/// help; `--version` for the version. Repeated single-value options: the last
/// one wins.
enum Parser {
  /// `isCurve` tells a curve expression from a misspelled command, so that
  /// `curvetool .bouncy` is routed to the commands that take curves.
  static func parse(_ arguments: [String], root: CommandSpec, isCurve: (String) -> Bool = { _ in false }) throws(UsageError) -> Invocation {
    var index = 0
    var path: [CommandSpec] = [root]
    var current = root
    // Subcommand selection.
    while !current.subcommands.isEmpty {
      guard index < arguments.count else { return .help(path.dropFirst().map(\.name)) }
      let token = arguments[index]
      if token == "-h" || token == "--help" { return .help(path.dropFirst().map(\.name)) }
      if token == "--version" { return .version }
      if token == "help" && path.count == 1 {
        return .help(try helpPath(Array(arguments[(index + 1)...]), root: root))
      }
      if token.hasPrefix("-") {
        let names = ["--help", "--version"]
        throw .unknownOption(token, suggestion: EditDistance.suggestion(for: token, among: names))
      }
      guard let sub = current.subcommand(named: token) else {
        let names = current.subcommands.flatMap { [$0.name] + $0.aliases }
        let suggestion = EditDistance.suggestion(for: token, among: names)
        if path.count == 1, isCurve(token) {
          // The commands that take any curve (bounce and bezier take their own kinds).
          let takers = root.subcommands.filter { $0.arguments.contains(where: \.anyCurve) }.map(\.name)
          throw .invalid(
            "'\(token)' is a curve, not a command: give it to a command that takes curves (curvetool \(takers.first ?? "sample") \(token); also " + takers.dropFirst().joined(separator: ", ") + ")")
        }
        throw .unknownSubcommand(token, suggestion: suggestion)
      }
      path.append(sub)
      current = sub
      index += 1
    }
    let commandPath = path.dropFirst().map(\.name)
    var parsed = ParsedArguments(command: commandPath, spec: current)
    var optionsEnded = false
    while index < arguments.count {
      let token = arguments[index]
      index += 1
      if optionsEnded || token == "-" || isNumber(token) || !token.hasPrefix("-") {
        parsed.positionals.append(token)
        continue
      }
      if token == "--" {
        optionsEnded = true
        continue
      }
      if token == "-h" || token == "--help" { return .help(commandPath) }
      if token == "--version" { return .version }
      if token.hasPrefix("--") {
        var name = String(token.dropFirst(2))
        var inline: String?
        if let eq = name.firstIndex(of: "=") {
          inline = String(name[name.index(after: eq)...])
          name = String(name[..<eq])
        }
        guard let option = current.option(named: name) else {
          let names = current.options.map { "--" + $0.name } + ["--help", "--version"]
          let suggestion = EditDistance.suggestion(for: "--" + name, among: names)
          // An option of other commands: name them, and what this one takes.
          let owners = root.subcommands.filter { $0.name != current.name && $0.option(named: name) != nil }.map(\.name)
          if suggestion == nil, !owners.isEmpty {
            throw .invalid(
              "Unknown option '--\(name)' for \(current.name): it is an option of \(owners.joined(separator: ", ")); see 'curvetool \(current.name) --help' for this command's options")
          }
          throw .unknownOption("--" + name, suggestion: suggestion)
        }
        switch option.kind {
        case .flag:
          if let inline { throw .flagWithValue(option: option.label, value: inline) }
          parsed.record(option, value: "")
        case .value:
          let value: String
          if let inline {
            value = inline
          } else if index < arguments.count, acceptsAsValue(arguments[index]) {
            value = arguments[index]
            index += 1
          } else {
            throw .missingValue(option: option.label)
          }
          parsed.record(option, value: try canonical(value, for: option, command: current.name, root: root))
        }
        continue
      }
      // Short options: -o file, -ofile, grouped flags -vq.
      var characters = Array(token.dropFirst())
      while !characters.isEmpty {
        let c = characters.removeFirst()
        guard let option = current.option(short: c) else { throw .unknownOption("-\(c)", suggestion: nil) }
        if option.kind == .flag {
          parsed.record(option, value: "")
          continue
        }
        let value: String
        if !characters.isEmpty {
          value = String(characters)
          characters.removeAll()
        } else if index < arguments.count, acceptsAsValue(arguments[index]) {
          value = arguments[index]
          index += 1
        } else {
          throw .missingValue(option: option.label)
        }
        parsed.record(option, value: try canonical(value, for: option, command: current.name, root: root))
      }
    }
    try checkArity(parsed.positionals, of: current)
    return .run(parsed)
  }

  /// `help a b`: the path of subcommands named after `help`.
  private static func helpPath(_ names: [String], root: CommandSpec) throws(UsageError) -> [String] {
    var current = root
    var path: [String] = []
    for name in names where name != "--help" && name != "-h" {
      guard let sub = current.subcommand(named: name) else {
        let all = current.subcommands.flatMap { [$0.name] + $0.aliases }
        throw .unknownSubcommand(name, suggestion: EditDistance.suggestion(for: name, among: all))
      }
      path.append(sub.name)
      current = sub
    }
    return path
  }

  /// A token that can follow an option as its value: anything that is not
  /// itself an option, plus negative numbers and `-`.
  private static func acceptsAsValue(_ token: String) -> Bool {
    !token.hasPrefix("-") || token == "-" || isNumber(token)
  }

  /// `-2.5`, `-1e-3`, `-.5`: a token that reads as a number.
  static func isNumber(_ token: String) -> Bool {
    guard token.hasPrefix("-"), token.count > 1 else { return false }
    let rest = token.dropFirst()
    guard let first = rest.first, first.isNumber || first == "." else { return false }
    return Double(token) != nil
  }

  /// A value of a closed list in its one printed spelling: any case, with
  /// or without separators (`swiftui`, `SwiftUI`, `react-spring`,
  /// `reactSpring`), or a platform's documented alias (`jetpack-compose`);
  /// anything else is refused with a suggestion (docs/cli.md, Values).
  /// A value another command takes for an option of the same name is
  /// refused with the route to it (`bounce --format lottie`: `curvetool
  /// export <curve> --format lottie`).
  static func canonical(_ value: String, for option: OptionSpec, command: String = "", root: CommandSpec? = nil) throws(UsageError) -> String {
    guard !option.allowed.isEmpty, option.openEnded == nil, !option.allowed.contains(value) else { return value }
    if let match = Vocabulary.canonical(value, among: option.allowed) { return match }
    let routes = (root?.subcommands ?? []).compactMap { other -> String? in
      guard other.name != command, let o = other.option(named: option.name), !o.allowed.isEmpty,
        let match = o.allowed.contains(value) ? value : Vocabulary.canonical(value, among: o.allowed)
      else { return nil }
      let arguments = other.arguments.filter { !$0.isOptional }.map(\.label).joined(separator: " ")
      return "curvetool \(other.name)\(arguments.isEmpty ? "" : " " + arguments) --\(option.name) \(match)"
    }
    if !routes.isEmpty {
      throw .invalidValue(
        option: option.label, value: value, reason: "\(command.isEmpty ? "this command" : command) does not take it; " + routes.joined(separator: ", or ") + " does",
        suggestion: nil)
    }
    // A word that starts several values (`css`: css-keyframes, css-linear)
    // names them all.
    let key = Vocabulary.folded(value)
    let starting = option.allowed.filter { !key.isEmpty && Vocabulary.folded($0).hasPrefix(key) }
    if starting.count > 1 {
      throw .invalidValue(option: option.label, value: value, reason: "did you mean " + starting.map { "'\($0)'" }.joined(separator: " or ") + "?", suggestion: nil)
    }
    throw .invalidValue(
      option: option.label, value: value, reason: nil,
      suggestion: starting.first ?? EditDistance.suggestion(for: value, among: option.allowed))
  }

  private static func checkArity(_ positionals: [String], of spec: CommandSpec) throws(UsageError) {
    let required = spec.arguments.filter { !$0.isOptional }
    if positionals.count < required.count {
      throw .missingArgument(required[positionals.count].label)
    }
    let unlimited = spec.arguments.contains { $0.isRepeating }
    if !unlimited, positionals.count > spec.arguments.count {
      throw .unexpectedArguments(Array(positionals[spec.arguments.count...]))
    }
  }
}
