// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import curvetool

/// Every command's `--help` ends with EXAMPLES, and every example runs as
/// shown, ending with the exit code it is listed with.
@Suite struct HelpExamplesTests {
  /// A command line split as a shell splits it: words at spaces, quotes
  /// (double or single) keeping their contents together.
  static func words(_ line: String) -> [String] {
    var out: [String] = []
    var word = ""
    var quote: Character?
    var inWord = false
    for c in line {
      if let q = quote {
        if c == q { quote = nil } else { word.append(c) }
      } else if c == "\"" || c == "'" {
        quote = c
        inWord = true
      } else if c == " " {
        if inWord { out.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(c)
        inWord = true
      }
    }
    if inWord { out.append(word) }
    return out
  }

  static var commands: [CommandSpec] { CurveTool.rootSpec.subcommands }

  @Test("Every command lists examples, last in its help, each within 80 columns")
  func listed() {
    for spec in Self.commands {
      #expect(!spec.examples.isEmpty, "\(spec.name)")
      let help = cli([spec.name, "--help"]).out
      let tail = help.components(separatedBy: "\nEXAMPLES:\n").last ?? ""
      #expect(help.contains("\nEXAMPLES:\n") && tail.split(separator: "\n").count == spec.examples.count, "\(spec.name)")
      for example in spec.examples {
        #expect(("  curvetool " + example.line).count <= 80, "\(example.line)")
        #expect(Self.words(example.line).first == spec.name, "\(example.line)")
      }
    }
  }

  @Test("Every example runs as shown", arguments: HelpExamplesTests.commands.flatMap { spec in spec.examples.map { ($0.line, $0.exitCode) } })
  func runs(_ line: String, _ exitCode: Int32) {
    let args = Self.words(line).map { $0.hasPrefix("docs/") ? $0.inPackage : $0 }
    let r = cli(args)
    #expect(r.code == exitCode, "\(line): \(r.err.prefix(300))")
    #expect(!r.out.isEmpty)
  }

  @Test("The splitter keeps quoted words whole")
  func splitter() {
    #expect(Self.words(#"sample "a b" 'c d' e"#) == ["sample", "a b", "c d", "e"])
    #expect(Self.words(#"plot "" x"#) == ["plot", "", "x"])
  }

  @Test("A narrow terminal breaks an example with a line continuation, never inside quotes", arguments: [40, 60])
  func narrow(_ width: Int) {
    for spec in Self.commands {
      for example in spec.examples {
        let line = "curvetool " + example.line
        let lines = HelpFormatter.exampleLines(line, width: width)
        let joined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(joined.replacingOccurrences(of: " \\ ", with: " ") == line, "\(lines)")
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix(" \\") })
        // A line is wider than the terminal only when it holds one word.
        for l in lines where l.count > width {
          let body = l.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " \\", with: "")
          #expect(Self.words(body).count == 1, "\(l)")
        }
      }
    }
  }
}

