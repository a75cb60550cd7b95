// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

@testable import curvetool

/// One concept, one definition (docs/architecture.md §4, "One definition per concept"): every concept
/// that several commands share, the file that defines it, a pattern that
/// shows the definition is there, and the patterns a second definition
/// would have. The test fails when a definition leaves its home or when a
/// second one appears anywhere in the three targets.
@Suite("One definition per concept")
struct ConceptListTests {
  struct Concept: Sendable, CustomStringConvertible {
    var name: String
    /// The files that hold the definition.
    var home: Set<String>
    /// Matches in the home: the definition is there.
    var defined: String
    /// Match nowhere else: a second definition.
    var repeated: [String]
    var description: String { name }
  }

  static let concepts: [Concept] = [
    Concept(
      name: "number text (one formatter, named styles)", home: ["NumberStyle.swift", "NumberText.swift"],
      defined: #"public static func text\(_ x: Double, _ style: NumberStyle\)"#,
      // One-letter and n3/num/fmt helpers, C's format strings, the raw
      // functions behind the styles.
      repeated: [
        #"func (?:[a-z]|n\d|num|fmt)\(_ \w+: Double[^)]*\) -> String"#, #"String\(format:"#, #"NumberText\.(?:significant|fixed|duration|tidy)\("#,
      ]),
    Concept(
      name: "the settle band (ε·|to − from|, ε when it does not move)", home: ["SettleBand.swift"],
      defined: #"enum SettleBand"#, repeated: [#"==\s*0\s*\?\s*1\s*:"#]),
    Concept(
      name: "--fps", home: ["FrameRateOption.swift"], defined: #"static let defaultFPS"#,
      repeated: [#""fps", value:"#, #"double\("fps", default:"#]),
    Concept(
      name: "--from and --to", home: ["MoveOption.swift"], defined: #"enum MoveOption"#,
      repeated: [#""from", value:"#, #""to", value:"#, #"double\("from", default:"#, #"double\("to", default:"#]),
    Concept(
      name: "SwiftUI's default Spring()", home: ["Spring+SwiftUI.swift"], defined: #"static let swiftUIDefault"#,
      repeated: [#"(?m)^(?!.*"swiftui\.smooth").*Spring\(duration: 0\.5, bounce: 0\)"#]),
    Concept(
      name: "a spring's JSON members", home: ["SpringMembers.swift"], defined: #"enum SpringMembers"#,
      repeated: [#"\("dampingRatio", \.number\("#, #"\("relativeInitialVelocity", "#]),
    Concept(
      name: "a spring's platform forms in JSON", home: ["SpringJSON.swift"], defined: #"static func platforms\("#,
      repeated: [#"orderedValues\(of:"#]),
    Concept(
      name: "CSV headers of sampled data", home: ["JSONSchema.swift"], defined: #"static func csvHeader\("#,
      // A header line written as a literal.
      repeated: [#""(?:t|times|time)(?:,[\w ()/]+)+\\n"#]),
    Concept(
      name: "JSON document ids (curvetool.<kind>/<n>)", home: ["JSONSchema.swift"], defined: #"var id: String"#,
      repeated: [#""curvetool\.[a-z-]+/\d"#]),
    Concept(
      name: "output formats (--format's values)", home: ["OutputFormats.swift"], defined: #"protocol OutputFormat"#,
      repeated: [#"enum \w+: String, OutputFormat"#, #"\.option\("format", value:"#]),
    Concept(
      name: "a platform's calls, names and snippets (its code file)", home: ["PlatformCode.swift"], defined: #"protocol PlatformCode"#,
      repeated: [#"static func platformCall\("#, #"enum (?:Spring|Easing)Snippets \{[^}]*static func platform\("#]),
    Concept(
      name: "the loop diagnosis (simulation and findings, in Curves)", home: ["LoopDiagnosis.swift", "LoopSimulation.swift", "LoopFinding.swift"], defined: #"public enum LoopDiagnosis"#,
      repeated: [#"struct LoopSimulation\b"#, #"enum DiagnosticCode\b"#]),
    Concept(
      name: "values of closed lists (any case, separators, aliases)", home: ["Vocabulary.swift", "PlatformID.swift"],
      defined: #"static func canonical\(_ value: String, among"#,
      repeated: [#"func (?:folded|normalized|canonical)\w*\(_ \w+: String\) -> String"#]),
  ]

  static func matches(_ pattern: String, _ text: String) throws -> Int {
    try NSRegularExpression(pattern: pattern).numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
  }

  @Test("Each concept is defined in its home and nowhere else", arguments: concepts)
  func one(_ concept: Concept) throws {
    let files = try LayoutTests.files(of: ["Curves", "Fit", "curvetool"])
    #expect(files.count > 300)
    let home = files.filter { concept.home.contains($0.name) }
    #expect(home.count == concept.home.count, "\(concept.home) not found")
    #expect(try home.contains { try Self.matches(concept.defined, $0.text) > 0 }, "the definition left \(concept.home)")
    for (name, text) in files where !concept.home.contains(name) {
      for pattern in concept.repeated where try Self.matches(pattern, text) > 0 {
        Issue.record("\(name) defines \(concept.name) again (\(pattern))")
      }
    }
  }

  @Test("The check finds a second definition of each kind")
  func finds() throws {
    let seconds = [
      "func n3(_ x: Double) -> String", "String(format: \"%.3g\", x)", "x == 0 ? 1 : x", "option(\"fps\", value: \"fps\")",
      "let s = Spring(duration: 0.5, bounce: 0)", "(\"dampingRatio\", .number(z))", "f.orderedValues(of: s)",
      "sink.write(\"t,value\\n\")", "\"curvetool.fit/9\"", "func normalizedName(_ s: String) -> String",
      "enum PlotFormat: String, OutputFormat {}", "static func platformCall(_ name: String)", "struct LoopSimulation {}",
    ]
    for text in seconds {
      let found = try Self.concepts.contains { c in try c.repeated.contains { try Self.matches($0, text) > 0 } }
      #expect(found, "\(text)")
    }
  }

  @Test("The named number styles write as documented")
  func styles() {
    #expect(NumberText.text(0.35014, .report) == "0.3501" && NumberText.text(0.35014, .brief) == "0.35")
    #expect(NumberText.text(4.605170185988092, .detail) == "4.60517" && NumberText.text(1.5e-7, .significant(2)) == "1.5e-7")
    #expect(NumberText.text(0.5, .fixed(3)) == "0.500" && NumberText.text(0.8000001, .trimmed(6)) == "0.8")
    #expect(NumberText.text(1e-5, .shortest) == "1e-5" && NumberText.text(0.1 + 0.2, .shortest) == "0.30000000000000004")
    #expect(NumberText.text(0.1 + 0.2, .duration) == "0.3" && NumberText.text(2, .duration) == "2.0")
    #expect(NumberText.text(.infinity, .report) == "∞" && NumberText.text(-.infinity, .shortest) == "-∞")
  }
}
