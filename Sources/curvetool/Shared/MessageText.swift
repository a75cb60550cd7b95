// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Text that came from the user's input, made safe to show: in a message on
/// standard error, and wherever a text report quotes a file name or a
/// name read from a file.
///
/// A terminal obeys control characters rather than showing them: an escape
/// sequence in a CSV field or a timeline's name could recolour the screen,
/// move the cursor or clear it, and a line feed would split a one-line
/// error. So each control character (general category Cc: U+0000–U+001F,
/// U+007F–U+009F) and each bidirectional formatting character (U+061C,
/// U+200E, U+200F, U+202A–U+202E, U+2066–U+2069, which reorder what
/// follows) is written as a Swift escape: `\t`, `\n` and `\r` for tab, line
/// feed and carriage return, `\u{1B}` for the others. Everything else,
/// non-ASCII letters included, is shown as it is. JSON output needs none of
/// this: its strings are escaped by JSON's own rules (docs/json.md).
enum MessageText {
  /// Whether a terminal would act on `scalar` instead of showing it.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The first character of `text` that ``isControl(_:)``, if any.
  static func firstControl(in text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first(where: isControl)
  }

  /// `text` with every control and bidirectional formatting character
  /// written as an escape; `text` itself when it has none.
  static func escaped(_ text: String) -> String {
    guard firstControl(in: text) != nil else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      guard isControl(scalar) else {
        out.unicodeScalars.append(scalar)
        continue
      }
      out += name(scalar)
    }
    return out
  }

  /// `text` on one line: every run of white space (line feeds, tabs,
  /// U+2028 included) becomes one space, then ``escaped(_:)``. For a label
  /// or comment that quotes what the user pasted, which may span lines.
  static func oneLine(_ text: String) -> String {
    var out = ""
    var inSpace = false
    for c in text {
      if c.isWhitespace {
        if !inSpace { out.append(" ") }
        inSpace = true
      } else {
        out.append(c)
        inSpace = false
      }
    }
    return escaped(out)
  }

  /// The escape that stands for a control character: `\t`, `\n`, `\r`,
  /// else `\u{…}` with its hexadecimal value in capitals.
  static func name(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\t": "\\t"
    case "\n": "\\n"
    case "\r": "\\r"
    default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }
}

extension OutputSink {
  /// Writes one line of a message (an error, a warning, a note), its
  /// control characters escaped by ``MessageText``, then a line feed.
  func writeLine(_ line: String) {
    write(MessageText.escaped(line) + "\n")
  }
}
