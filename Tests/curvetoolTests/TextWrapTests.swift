// This file is part of curvetool. SPDX-License-Identifier: MIT

import Testing
import TestSupport

@testable import curvetool

/// Word wrapping carries each line's length along instead of counting the
/// line again for every word; the lines are those of the plain algorithm.
@Suite struct TextWrapTests {
  /// The plain algorithm, written out: every word's fit is judged by
  /// counting the whole line again, then non-breaking spaces print as spaces.
  static func plainLines(_ text: String, width: Int) -> [String] {
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
    return result.map { String($0.map { $0 == "\u{00A0}" ? " " : $0 }) }
  }

  /// Pieces of text: words, spaces, breaks, and characters a space can
  /// join (a combining accent after it, an Arabic number sign before it,
  /// an emoji sequence, a CR LF pair).
  static let pieces = [
    "a", "word", "0.8187", "s;", "→", "…", "ñ", "\u{0301}", "e\u{0301}", "\u{0600}", "\u{00A0}", "\u{00A0}\u{0301}",
    "👩‍🚀", "🇫🇷", "中文", "\r\n", "\n", " ", " ", " ", "  ", "x\u{200D}", "\u{200D}", "long-unbroken-word-longer-than-ten",
  ]

  /// ASCII pieces: text read off its bytes (CR excepted).
  static let asciiPieces = [
    "a", "bb", "0.25", "s;", "(x)", " ", " ", " ", "  ", "\n", "\n\n", "\t", "long-unbroken-word-longer-than-ten", "1234567890",
  ]

  /// Pieces a report is made of, each non-ASCII scalar a character of its
  /// own (read off the bytes too), and two that join their neighbour.
  static let symbolPieces = [
    "a", "0.25", "×", "→", "≈", "≥", "θ", "µ", "–", "²", "∞", "½", "é", "\u{00A0}", "•", "├", " ", " ", "\n", "t0.scale",
  ]

  @Test("Random text wraps to the plain algorithm's lines at every width", arguments: [10, 11, 20, 37, 80])
  func randomText(_ width: Int) {
    var rng = SeededRandom(seed: UInt64(width))
    let pieceSets = [
      Self.pieces, Self.asciiPieces, Self.asciiPieces + ["\r\n", "\r"], Self.symbolPieces,
      Self.symbolPieces + ["\u{0301}", "\u{FE0F}"],
    ]
    for pieces in pieceSets {
      for _ in 0..<400 {
        let count = Int(rng.next() % 60)
        let text = (0..<count).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined()
        #expect(TextWrap.lines(text, width: width) == Self.plainLines(text, width: width), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
      }
    }
  }

  @Test("A space joined to a combining mark, or after a prepended mark, is part of a word")
  func joiningSpaces() {
    // " \u{301}" is one character, so "ab \u{301}c" is one word of 4
    // characters; "\u{600} b" one of 2.
    for text in ["ab \u{0301}c de fg", "\u{0600} b cd ef gh ij kl", "aaaa \u{0301}bbbb cccc dddd"] {
      for width in 10...14 {
        #expect(TextWrap.lines(text, width: width) == Self.plainLines(text, width: width))
      }
    }
  }

  @Test("Every scalar the byte path takes is a character of its own beside any other it takes")
  func loneCharacters() {
    let ranges: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0x3FF, 0x2000...0x25FF]
    let lone = ranges.flatMap { $0 }.compactMap(Unicode.Scalar.init).filter(TextWrap.isLoneCharacter)
    #expect(!lone.contains("\r") && !lone.contains("\u{0301}") && !lone.contains("\u{200D}") && !lone.contains("\u{FE0F}"))
    #expect(lone.contains("×") && lone.contains("→") && lone.contains("\u{00A0}"))
    // Grapheme breaks are decided pair by pair among these (no regional
    // indicators or joiners): every pair with a spread of neighbours.
    // A spread of neighbours: every 7th in the exhaustive tier, every 97th everyday.
    let spread = stride(from: 0, to: lone.count, by: TestTier.exhaustive ? 7 : 97).map { lone[$0] }
    let neighbours = spread + ["\n", "\t", "\u{00AD}", "©", "↔", "▶"]
    for s in lone {
      for n in neighbours {
        var pair = String.UnicodeScalarView()
        pair.append(s)
        pair.append(n)
        var reversed = String.UnicodeScalarView()
        reversed.append(n)
        reversed.append(s)
        #expect(String(pair).count == 2 && String(reversed).count == 2, "U+\(String(s.value, radix: 16)) U+\(String(n.value, radix: 16))")
      }
    }
  }
}
