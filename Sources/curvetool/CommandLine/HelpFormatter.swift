// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Help and usage text generated from the specs, laid out like
/// swift-argument-parser: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS,
/// then EXAMPLES.
enum HelpFormatter {
  /// Help labels take this many columns before the text starts.
  static let labelColumn = 26

  /// The full help of the command at `path` under `root`.
  static func help(root: CommandSpec, path: [String], width: Int) -> String {
    let chain = commandChain(root: root, path: path)
    let spec = chain.last ?? root
    var out: [String] = []
    out.append(TextWrap.indented("OVERVIEW: " + spec.abstract, width: width, indent: 0))
    if !spec.discussion.isEmpty {
      out.append("")
      out.append(TextWrap.lines(spec.discussion, width: width).joined(separator: "\n"))
    }
    out.append("")
    out.append(usage(root: root, path: path, width: width, prefix: "USAGE: "))
    if !spec.arguments.isEmpty {
      out.append("")
      out.append("ARGUMENTS:")
      for argument in spec.arguments {
        out.append(entry(label: argument.label, text: argument.help, width: width))
      }
    }
    out.append("")
    out.append("OPTIONS:")
    for option in spec.options {
      out.append(entry(label: optionLabel(option), text: optionText(option), width: width))
    }
    out.append(entry(label: "--version", text: "Show the version.", width: width))
    out.append(entry(label: "-h, --help", text: "Show help information.", width: width))
    if !spec.subcommands.isEmpty {
      out.append("")
      out.append("SUBCOMMANDS:")
      for sub in spec.subcommands {
        var label = sub.name
        if !sub.aliases.isEmpty { label += ", " + sub.aliases.joined(separator: ", ") }
        out.append(entry(label: label, text: sub.abstract, width: width))
      }
      out.append("")
      out.append("  See '\(root.name) help <subcommand>' for detailed help.")
    }
    if !spec.examples.isEmpty {
      out.append("")
      out.append("EXAMPLES:")
      for example in spec.examples { out.append(contentsOf: exampleLines(root.name + " " + example.line, width: width)) }
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// A command line indented by two, still one command when pasted: too
  /// wide, it breaks between words (never inside quotes) with a shell's
  /// line continuation, ` \`, the rest indented by six.
  static func exampleLines(_ line: String, width: Int) -> [String] {
    var words: [String] = []
    var word = ""
    var quote: Character?
    for c in line {
      if c == " ", quote == nil {
        if !word.isEmpty { words.append(word) }
        word = ""
        continue
      }
      if c == "\"" || c == "'" { quote = quote == nil ? c : (quote == c ? nil : quote) }
      word.append(c)
    }
    if !word.isEmpty { words.append(word) }
    var lines: [String] = []
    var current = "  "
    for (k, w) in words.enumerated() {
      let indent = lines.isEmpty ? 2 : 6
      // Room for the continuation, unless this word ends the command.
      let room = k == words.count - 1 ? 0 : 2
      if current.count > indent, current.count + 1 + w.count + room > width {
        lines.append(current + " \\")
        current = String(repeating: " ", count: 6) + w
      } else {
        current += (current.count > indent ? " " : "") + w
      }
    }
    lines.append(current)
    return lines
  }

  /// `USAGE: curvetool bounce [--from <value>] …`, wrapped under itself.
  static func usage(root: CommandSpec, path: [String], width: Int, prefix: String) -> String {
    let chain = commandChain(root: root, path: path)
    let spec = chain.last ?? root
    let name = ([root.name] + path).joined(separator: " ")
    var parts: [String] = []
    if !spec.subcommands.isEmpty {
      parts.append("<subcommand>")
    } else {
      for option in spec.options {
        var text = option.short.map { "-\($0)" } ?? "--\(option.name)"
        if option.kind == .value { text += " <\(option.valueName)>" }
        if option.repeatable { text += " ..." }
        parts.append("[\(text)]")
      }
      for argument in spec.arguments {
        parts.append(argument.isOptional ? "[\(argument.label)]" : argument.label)
      }
    }
    let head = prefix + name
    let indent = head.count + 1
    var lines: [String] = []
    var line = head
    for part in parts {
      if line.count + 1 + part.count > width, line.count > indent {
        lines.append(line)
        line = String(repeating: " ", count: indent) + part
      } else {
        line += " " + part
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// The specs from the root down the path (unknown names are skipped).
  static func commandChain(root: CommandSpec, path: [String]) -> [CommandSpec] {
    var chain = [root]
    var current = root
    for name in path {
      guard let sub = current.subcommand(named: name) else { break }
      chain.append(sub)
      current = sub
    }
    return chain
  }

  private static func optionLabel(_ option: OptionSpec) -> String {
    var label = option.short.map { "-\($0), " } ?? ""
    label += option.label
    return label
  }

  private static func optionText(_ option: OptionSpec) -> String {
    var notes: [String] = []
    if !option.allowed.isEmpty {
      var values = option.allowed.joined(separator: ", ")
      if let other = option.openEnded { values += ", " + other }
      notes.append("values: " + values)
    }
    if let d = option.defaultText { notes.append("default: " + d) }
    if option.repeatable { notes.append("repeatable") }
    return notes.isEmpty ? option.help : option.help + " (" + notes.joined(separator: "; ") + ")"
  }

  /// "  label   text", the text wrapped in its column.
  static func entry(label: String, text: String, width: Int) -> String {
    let column = labelColumn
    let textLines = TextWrap.lines(text, width: Swift.max(20, width - column))
    let pad = String(repeating: " ", count: column)
    var out: [String] = []
    let head = "  " + label
    if head.count + 1 > column {
      out.append(head)
      out += textLines.map { pad + $0 }
    } else {
      for (i, line) in textLines.enumerated() {
        out.append((i == 0 ? head.padding(to: column) : pad) + line)
      }
    }
    return out.joined(separator: "\n")
  }
}

extension String {
  /// Right-padded with spaces to `width` characters.
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  /// Left-padded with spaces to `width` characters.
  func leftPadding(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
