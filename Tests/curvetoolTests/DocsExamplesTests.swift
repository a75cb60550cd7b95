// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

/// Every ```console block in README.md and docs/*.md starts with
/// `$ curvetool …` and shows that command's real output, run from the
/// package root with relative paths (80 columns, not a terminal, NO_COLOR),
/// whatever the checkout's path. This suite re-runs each one and compares, so the
/// documentation cannot drift from the behaviour. `RECORD_DOCS=1 swift test
/// --filter DocsExamples` rewrites the blocks with the current output.
@Suite("Documentation examples")
struct DocsExamplesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var documents: [URL] {
    let docs = root.appendingPathComponent("docs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return [root.appendingPathComponent("README.md")]
      + names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
  }

  /// A console block: its command line and the output shown.
  struct Example {
    var command: String
    var shown: String
    /// Line range of the output inside the file (for recording).
    var outputLines: Range<Int>
  }

  static func examples(in text: String) -> [Example] {
    let lines = text.components(separatedBy: "\n")
    var result: [Example] = []
    var i = 0
    while i < lines.count {
      if lines[i] == "```console", i + 1 < lines.count, lines[i + 1].hasPrefix("$ curvetool ") {
        let command = String(lines[i + 1].dropFirst(2))
        var j = i + 2
        while j < lines.count, lines[j] != "```" { j += 1 }
        result.append(Example(
          command: command, shown: lines[(i + 2)..<j].joined(separator: "\n"), outputLines: (i + 2)..<j))
        i = j
      }
      i += 1
    }
    return result
  }

  /// Splits a command line like a POSIX shell: quotes and backslashes.
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for c in line {
      if escaped {
        current.append(c)
        escaped = false
        continue
      }
      if let q = quote {
        if c == q { quote = nil } else if c == "\\" && q == "\"" { escaped = true } else { current.append(c) }
        continue
      }
      switch c {
      case "\\": escaped = true; inWord = true
      case "'", "\"": quote = c; inWord = true
      case " ":
        if inWord { words.append(current) }
        current = ""
        inWord = false
      default: current.append(c); inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }

  /// The output as the docs show it: stdout, then stderr, then a non-zero
  /// exit status as `[exit N]`.
  static func run(_ command: String) -> String {
    // As a user runs it: from the package root (relative paths), 80
    // columns, no terminal. The process's own directory is not changed.
    let io = CommandIO.captured(width: 80, currentDirectory: root.path)
    let code = CurveTool.run(Array(words(command).dropFirst()), io: io)
    var text = io.stdout.text + io.stderr.text
    if code != 0 { text += "[exit \(code)]\n" }
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// The text with measured times blanked (`fit_time_s`, "· 1.2 ms"): they
  /// differ on every run.
  static func timeless(_ text: String) -> String {
    var out = text
    for pattern in [#""fitTimeSeconds": [0-9.e+-]+"#, #"· [0-9.]+ ms"#] {
      if let re = try? NSRegularExpression(pattern: pattern) {
        out = re.stringByReplacingMatches(in: out, range: NSRange(out.startIndex..., in: out), withTemplate: "<time>")
      }
    }
    return out
  }

  @Test("Every console example shows the command's real output")
  func examplesAreTrue() throws {
    let record = ProcessInfo.processInfo.environment["RECORD_DOCS"] != nil
    var count = 0
    for url in Self.documents {
      let text = try String(contentsOf: url, encoding: .utf8)
      var lines = text.components(separatedBy: "\n")
      for example in Self.examples(in: text).reversed() {
        count += 1
        let actual = Self.run(example.command)
        if record {
          lines.replaceSubrange(example.outputLines, with: actual.components(separatedBy: "\n"))
        } else {
          #expect(Self.timeless(actual) == Self.timeless(example.shown), "\(url.lastPathComponent): $ \(example.command)")
        }
      }
      if record { try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8) }
    }
    #expect(count > 0)
  }
}
