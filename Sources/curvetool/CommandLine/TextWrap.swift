// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Word wrapping for help and reports.
enum TextWrap {
  /// A space that wrapping never breaks at; printed as a plain space.
  static let nonBreakingSpace: Character = "\u{00A0}"

  /// Splits `text` into lines of at most `width` characters at spaces;
  /// words longer than the width stand on their own line. Existing line
  /// breaks are kept; non-breaking spaces join words and print as spaces.
  static func lines(_ text: String, width: Int) -> [String] {
    rawLines(text, width: width).map {
      $0.contains(nonBreakingSpace) ? String($0.map { $0 == nonBreakingSpace ? " " : $0 }) : $0
    }
  }

  private static func rawLines(_ text: String, width: Int) -> [String] {
    let width = Swift.max(width, 10)
    var result: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        if line.isEmpty {
          line = String(word)
        } else if line.count + 1 + word.count <= width {
          line += " " + word
        } else {
          result.append(line)
          line = String(word)
        }
      }
      result.append(line)
    }
    return result
  }

  /// `text` wrapped to `width`, every line after the first indented by
  /// `indent` spaces and the first by `firstIndent`.
  static func indented(_ text: String, width: Int, indent: Int, firstIndent: Int? = nil) -> String {
    let pad = String(repeating: " ", count: indent)
    let first = String(repeating: " ", count: firstIndent ?? indent)
    return lines(text, width: width - indent).enumerated()
      .map { ($0.offset == 0 ? first : pad) + $0.element }
      .joined(separator: "\n")
  }
}

extension String {
  /// The text with its spaces made non-breaking, to wrap as one word.
  var unbreakable: String {
    String(map { $0 == " " ? TextWrap.nonBreakingSpace : $0 })
  }
}
