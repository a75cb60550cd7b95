// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

@Suite("JSON text")
struct JSONTextTests {
  /// Every control character, quotes, backslashes, DEL, non-ASCII and
  /// plain text, alone and mixed: what `JSON.quote` writes reads back to
  /// the same string through Foundation's `JSONSerialization`, no control
  /// character is left raw, and a string without any is written as it is.
  @Test("Strings are escaped exactly where JSON needs it and read back unchanged")
  func strings() throws {
    var cases = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
    cases += ["", "plain", "say \"hi\"", "back\\slash", "\u{7F}", "é ∞ ζ 🙂", "tab\there", "a\u{1}b", "\\\"", "path/with/slashes"]
    for s in cases {
      var out = ""
      JSON.quote(s, into: &out)
      let back = try JSONSerialization.jsonObject(with: Data("[\(out)]".utf8)) as? [String]
      #expect(back == [s], "\(out)")
      let controls = s.unicodeScalars.filter { $0.value < 0x20 }
      #expect(out.unicodeScalars.allSatisfy { $0.value >= 0x20 }, "\(out)")
      if controls.isEmpty, !s.contains("\""), !s.contains("\\") { #expect(out == "\"" + s + "\"") }
    }
    var out = ""
    JSON.quote("a\u{1}\n\"\\", into: &out)
    #expect(out == #""a\u0001\n\"\\""#)
  }
}
