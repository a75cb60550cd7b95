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
    if let lines = byteLines(text, width: width) { return lines }
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

  /// ``lines(_:width:)`` for text in which every Unicode scalar is a
  /// character of its own (``isLoneCharacter(_:)``), so words and lengths
  /// are read off the bytes (a character is a byte that does not continue
  /// a UTF-8 sequence): several times faster than walking characters, for
  /// the same lines. `nil` for any other text.
  private static func byteLines(_ text: String, width: Int) -> [String]? {
    var text = text
    // ASCII other than CR needs no look at its scalars.
    let ascii = text.withUTF8 { bytes in !bytes.contains { $0 >= 0x80 || $0 == 0x0D } }
    guard ascii || text.unicodeScalars.allSatisfy(isLoneCharacter) else { return nil }
    return text.withUTF8 { bytes -> [String] in
      let width = Swift.max(width, 10)
      var result: [String] = []
      var line: [UInt8] = []
      var length = 0
      var i = 0
      func finish() {
        result.append(String(decoding: line, as: UTF8.self))
        line.removeAll(keepingCapacity: true)
        length = 0
      }
      while true {
        // One paragraph: bytes up to the next line feed, words between spaces.
        while i < bytes.count, bytes[i] != 0x0A {
          if bytes[i] == 0x20 {
            i += 1
            continue
          }
          let start = i
          var wordLength = 0
          var nonBreaking = false
          while i < bytes.count, bytes[i] != 0x20, bytes[i] != 0x0A {
            if bytes[i] & 0xC0 != 0x80 { wordLength += 1 }
            if bytes[i] == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0xA0 { nonBreaking = true }
            i += 1
          }
          if length > 0, length + 1 + wordLength > width { finish() }
          if length > 0 {
            line.append(0x20)
            length += 1
          }
          // A non-breaking space (C2 A0) prints as a plain space.
          guard nonBreaking else {
            line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
            length += wordLength
            continue
          }
          var k = start
          while k < i {
            if bytes[k] == 0xC2, k + 1 < i, bytes[k + 1] == 0xA0 {
              line.append(0x20)
              k += 2
            } else {
              line.append(bytes[k])
              k += 1
            }
          }
          length += wordLength
        }
        finish()
        if i == bytes.count { return result }
        i += 1
      }
    }
  }

  /// Whether `scalar` is always a character of its own, never joined to a
  /// neighbour (Unicode's grapheme cluster rules, UAX #29): ASCII other
  /// than CR (which joins a following LF), and the letters and symbols of a few blocks that hold
  /// no combining mark, joiner, variation selector or format character
  /// (Latin-1 and Latin Extended-A, Greek, general punctuation without its
  /// format characters, super- and subscripts, letterlike symbols, arrows,
  /// mathematical operators, box drawing, geometric shapes). Any other
  /// scalar sends the text to the character-by-character path.
  static func isLoneCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x0C, 0x0E...0x7F, 0xA0...0x17F, 0x370...0x3FF, 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x209F,
      0x2100...0x214F, 0x2190...0x22FF, 0x2500...0x25FF:
      true
    default: false
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
