// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// A line of code in a text report laid out for the report's width, still
/// code that pastes and compiles: the one rule the spring, convert and fit
/// reports share.
///
/// The line is cut after a `, ` or `; ` (the last one whose comma fits, more
/// than 8 characters in), never inside a string literal (`"…"` or `'…'`, with
/// backslash escapes), and each continuation is indented four more spaces.
/// A trailing `  // comment` that does not fit goes on lines of its own,
/// each starting `// `. A line with no such place to cut (a long name, one
/// long literal) is left whole: code is never cut where it would change
/// meaning.
enum CodeWrap {
  static func lines(_ line: String, width: Int, indent: Int) -> [String] {
    if indent + line.count > width, let mark = commentStart(line) {
      let code = lines(String(line[..<mark.lowerBound]), width: width, indent: indent)
      let comment = TextWrap.indented(String(line[mark.upperBound...]), width: width - 3, indent: indent)
        .split(separator: "\n").map { String(repeating: " ", count: indent) + "// " + $0.trimmingCharacters(in: .whitespaces) }
      return code + comment
    }
    var out: [String] = []
    var rest = Substring(line)
    // Characters left, counted once and then kept up to date: counting
    // the rest again at every cut made a long line (a css-linear() of
    // 77,000 stops, 1.7 MB) take a minute.
    var restCount = rest.count
    var pad = String(repeating: " ", count: indent)
    while pad.count + restCount > width {
      // One character more than fits: a ", " whose space falls just past
      // the width still cuts there (the space is dropped).
      let head = rest.prefix(Swift.max(0, width - pad.count + 1))
      guard let cut = lastCut(in: head) else { break }
      let taken = head.distance(from: head.startIndex, to: cut)
      guard taken > 8 else { break }
      out.append(pad + rest[..<cut].trimmingCharacters(in: [" "]))
      rest = rest[cut...]
      restCount -= taken
      pad = String(repeating: " ", count: indent + 4)
    }
    out.append(pad + rest)
    return out
  }

  /// Where the last `, ` or `; ` outside a string literal in `text` ends.
  /// `text` starts outside a literal (it is a line, or follows a cut).
  static func lastCut(in text: Substring) -> Substring.Index? {
    codeIndices(text).last { i in
      (text[i] == "," || text[i] == ";") && text.index(after: i) < text.endIndex && text[text.index(after: i)] == " "
    }.map { text.index($0, offsetBy: 2) }
  }

  /// The `  // ` that starts a trailing comment, outside string literals.
  static func commentStart(_ line: String) -> Range<String.Index>? {
    let text = Substring(line)
    return codeIndices(text).first { text[$0...].hasPrefix("  // ") }.map { $0..<line.index($0, offsetBy: 5) }
  }

  /// The positions of `text` outside string literals (`"…"`, `'…'`, with
  /// backslash escapes; the quotes themselves excluded): the one scan of
  /// literals that cutting and comment finding share.
  static func codeIndices(_ text: Substring) -> [Substring.Index] {
    var out: [Substring.Index] = []
    var quote: Character?
    var escaped = false
    for i in text.indices {
      let c = text[i]
      if let q = quote {
        if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == q { quote = nil }
      } else if c == "\"" || c == "'" {
        quote = c
      } else {
        out.append(i)
      }
    }
    return out
  }
}
