// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

/// Control characters in the input are shown, never obeyed: a message stays
/// one line and a report cannot recolour or clear the terminal.
@Suite struct ControlCharacterTests {
  /// The bidirectional formatting characters, from Unicode's
  /// Bidi_Control property (UAX #9, table 4), written out here.
  static let bidiControls: Set<UInt32> = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]

  /// Whether the text holds a character the terminal would act on, other
  /// than the line feeds that end its lines, by the Unicode database's
  /// general category rather than by MessageText's ranges.
  static func obeyed(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\n" && ($0.properties.generalCategory == .control || bidiControls.contains($0.value)) }
  }

  @Test("Every control and bidirectional formatting character of the Basic Multilingual Plane is escaped, and nothing else")
  func escapesExactlyTheControls() {
    for value in UInt32(0)..<0x1_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a" + String(Character(scalar)) + "b"
      let shown = MessageText.escaped(text)
      let isControl = scalar.properties.generalCategory == .control || Self.bidiControls.contains(value)
      #expect(MessageText.isControl(scalar) == isControl, "U+\(String(value, radix: 16))")
      #expect(!Self.obeyed(shown), "U+\(String(value, radix: 16))")
      if isControl {
        let expected = ["\t": "\\t", "\n": "\\n", "\r": "\\r"][String(Character(scalar))] ?? "\\u{\(String(value, radix: 16, uppercase: true))}"
        #expect(shown == "a" + expected + "b", "U+\(String(value, radix: 16))")
      } else {
        #expect(shown == text, "U+\(String(value, radix: 16))")
      }
    }
    #expect(MessageText.escaped("ζ 0.7 · 🌀 é") == "ζ 0.7 · 🌀 é")
  }

  /// A file in a fresh temporary folder, removed after `body`.
  static func withFile<R>(_ name: String, _ contents: String, _ body: (String) -> R) -> R {
    let folder = Scratch.url("curvetool")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(name).path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(contents.utf8)))
    return body(path)
  }

  static let samples = (0..<200).map { "\(Double($0) / 100),\(1 - exp(-Double($0) / 20))\n" }.joined()

  @Test("A CSV field with an escape sequence: a one-line error that shows it escaped")
  func csvField() {
    let r = Self.withFile("data.csv", "t,value\n0,1\n1,2\u{1B}[2J\u{7}\u{202E}\n") { cli(["fit", $0]) }
    #expect(r.code == 65)
    #expect(!Self.obeyed(r.err))
    let lines = r.err.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4 && lines[3].isEmpty, "three lines and the final line feed: \(lines)")
    #expect(lines[0] == "Error: line 3: '2\\u{1B}[2J\\u{7}\\u{202E}' is not a number")
  }

  @Test("A file name and a column name with control characters are shown escaped in the report")
  func namesInReports() {
    let analyzed = Self.withFile("rec\u{1B}[31m.csv", "t,value\n" + Self.samples) { cli(["analyze", "--data", $0], width: 400) }
    #expect(analyzed.code == 0, "\(analyzed.err)")
    #expect(!Self.obeyed(analyzed.out) && !Self.obeyed(analyzed.err))
    #expect(analyzed.out.contains("rec\\u{1B}[31m.csv (CSV t,value)"), "\(analyzed.out.prefix(300))")
    let fitted = Self.withFile("rec.csv", "t,val\u{9B}2Jue\n" + Self.samples) { cli(["fit", $0, "--value-column", "2"], width: 400) }
    #expect(fitted.code == 0, "\(fitted.err)")
    #expect(!Self.obeyed(fitted.out) && !Self.obeyed(fitted.err))
    #expect(fitted.out.contains("(CSV t,val\\u{9B}2jue)"), "\(fitted.out.prefix(300))")
  }

  @Test("A kfloop string with a control character is refused, naming its path")
  func kfloopString() throws {
    let source = try String(contentsOfFile: "docs/examples/bouncing-balls.json".inPackage, encoding: .utf8)
    let evil = source.replacingOccurrences(of: "\"ball2\"", with: "\"ball\\u202e2\\u001b[0m\"")
    #expect(evil != source)
    let r = Self.withFile("balls.json", evil) { cli(["diagnose", $0]) }
    #expect(r.code == 65)
    #expect(!Self.obeyed(r.err) && r.out.isEmpty)
    let first = r.err.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasSuffix("a control character (\\u{202E}) in a string"), "\(first)")
    #expect(first.contains(": timelines[1].id: ") || first.contains(": controls["), "\(first)")
  }

  @Test("A kfloop string holding a raw control character (no escape) is refused too")
  func kfloopRawString() {
    for raw in ["\u{202E}", "\u{7F}", "\u{85}"] {
      let doc = """
        {"format": "kfloop/1", "timelines": [{"id": "a\(raw)b", "initialValue": {"x": 0}, "tracks": []}]}
        """
      let r = Self.withFile("raw.json", doc) { cli(["diagnose", $0]) }
      #expect(r.code == 65)
      #expect(!Self.obeyed(r.err) && r.out.isEmpty)
      let first = r.err.split(separator: "\n").first.map(String.init) ?? ""
      #expect(first.hasSuffix(": timelines[0].id: a control character (\(MessageText.name(raw.unicodeScalars.first!))) in a string"), "\(first)")
    }
  }

  @Test("A kfloop key with a control character is refused, its path spelled to it with the key escaped")
  func kfloopKey() {
    let doc = """
      {"format": "kfloop/1", "timelines": [{"id": "a", "initialValue": {"x": 0}, "tracks": []},
       {"id": "b", "initialValue": {"x": 0, "y\\u001b": 1}, "tracks": []}]}
      """
    let r = Self.withFile("key.json", doc) { cli(["diagnose", $0]) }
    #expect(r.code == 65)
    #expect(!Self.obeyed(r.err) && r.out.isEmpty)
    let first = r.err.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasSuffix(": timelines[1].initialValue.y\\u{1B}: a control character (\\u{1B}) in a key"), "\(first)")
  }

  @Test("A CSS rule whose selector holds a control character is not read, with a warning that shows it escaped")
  func cssSelector() {
    let css = """
      .dot\u{1B}[31m { animation: pulse 1s ease-in-out infinite; }
      .ok { animation: pulse 2s ease-in-out infinite; }
      @keyframes pulse { 50% { opacity: 0.5; } }
      """
    let r = Self.withFile("loader.css", css) { cli(["diagnose", $0]) }
    #expect(r.code == 0, "\(r.err)")
    #expect(!Self.obeyed(r.out) && !Self.obeyed(r.err))
    #expect(r.err.contains(":1:1: warning: a selector with a control character (\\u{1B}) is not read"), "\(r.err)")
    #expect(r.out.contains("1 timeline,") && r.out.contains(".ok"), "\(r.out.prefix(200))")
  }

  @Test("An expression with a control character: the caret stays under it, shown escaped")
  func expressionCaret() {
    let r = cli(["analyze", ".spring(response: 0.5,\u{1B} dampingFraction: 0.8)"])
    #expect(r.code == 64)
    #expect(!Self.obeyed(r.err))
    let lines = r.err.split(separator: "\n").map(String.init)
    #expect(lines[0] == "Error: unexpected character '\\u{1B}' (column 23)")
    let caret = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
    let escape = lines[1].range(of: "\\u{1B}").map { lines[1].distance(from: lines[1].startIndex, to: $0.lowerBound) }
    #expect(caret != nil && caret == escape, "\(lines[1])\n\(lines[2])")
    #expect(lines[2].filter { $0 == "^" }.count == "\\u{1B}".count)
  }

  @Test("SVG labels: one line, control characters escaped (XML 1.0 allows none), then entities")
  func svgLabels() {
    let pasted = cli(["plot", ".spring(response: 0.5,\n  dampingFraction: 0.8)", "--svg", "-"])
    #expect(pasted.code == 0, "\(pasted.err)")
    #expect(pasted.out.contains("<title>.spring(response: 0.5, dampingFraction: 0.8)</title>"), "\(pasted.out.prefix(200))")
    let named = Self.withFile("a<b\u{1B}[31m.csv", "t,value\n" + Self.samples) { path in
      cli(["plot", "--data", path, "--svg", "-"])
    }
    #expect(named.code == 0, "\(named.err)")
    #expect(!Self.obeyed(named.out))
    #expect(named.out.contains("a&lt;b\\u{1B}[31m.csv</title>"), "\(named.out.prefix(300))")
  }
}
