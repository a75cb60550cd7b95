// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Word wrapping for help and reports.
enum TextWrap {
  /// A space that wrapping never breaks at; printed as a plain space.
  static let nonBreakingSpace: Character = "\u{00A0}"

  /// Splits `text` into lines of at most `width` characters at spaces;
  /// words longer than the width stand on their own line. Existing line
  /// breaks are kept; non-breaking spaces join words and print as spaces.
  ///
  /// - Complexity: O(length of `text`): each word is counted once and a
  ///   line's length is carried along, not counted again for every word.
  static func lines(_ text: String, width: Int) -> [String] {
    if let lines = asciiLines(text, width: width) { return lines }
    return rawLines(text, width: width).map {
      $0.unicodeScalars.contains("\u{00A0}") ? String($0.map { $0 == nonBreakingSpace ? " " : $0 }) : $0
    }
  }

  private static func rawLines(_ text: String, width: Int) -> [String] {
    let width = Swift.max(width, 10)
    var result: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      // line.count, carried along. Words are split at spaces that stand
      // alone as characters (a space followed by a combining mark, or after
      // a prepended one, is part of a word), so a word, a space and a word
      // never join into fewer characters: the counts add up.
      var length = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        let wordLength = word.count
        if line.isEmpty {
          line = String(word)
          length = wordLength
        } else if length + 1 + wordLength <= width {
          line += " " + word
          length += 1 + wordLength
        } else {
          result.append(line)
          line = String(word)
          length = wordLength
        }
      }
      result.append(line)
    }
    return result
  }

  /// ``lines(_:width:)`` for text of ASCII characters other than CR, where
  /// every byte is one character (only CR LF joins two ASCII bytes into
  /// one), so words and lengths are read off the bytes: several times
  /// faster than walking characters, for the same lines. `nil` for any
  /// other text.
  private static func asciiLines(_ text: String, width: Int) -> [String]? {
    var text = text
    return text.withUTF8 { bytes -> [String]? in
      guard !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
      let width = Swift.max(width, 10)
      var result: [String] = []
      var line: [UInt8] = []
      var i = 0
      while true {
        // One paragraph: bytes up to the next line feed, words between spaces.
        line.removeAll(keepingCapacity: true)
        while i < bytes.count, bytes[i] != 0x0A {
          if bytes[i] == 0x20 {
            i += 1
            continue
          }
          let start = i
          while i < bytes.count, bytes[i] != 0x20, bytes[i] != 0x0A { i += 1 }
          let word = UnsafeBufferPointer(rebasing: bytes[start..<i])
          if !line.isEmpty, line.count + 1 + word.count > width {
            result.append(String(decoding: line, as: UTF8.self))
            line.removeAll(keepingCapacity: true)
          }
          if !line.isEmpty { line.append(0x20) }
          line.append(contentsOf: word)
        }
        result.append(String(decoding: line, as: UTF8.self))
        if i == bytes.count { return result }
        i += 1
      }
    }
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
