// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import TestSupport
import Testing

@testable import curvetool

/// Code in text reports is laid out for the width and stays the same code.
@Suite struct CodeWrapTests {
  /// The code lines convert writes for these curves (from its JSON, which
  /// is never wrapped), the long ones included.
  static let codeLines: [String] = {
    // Everyday: a spring (every platform's snippet), a bounce and a
    // linear(); the exhaustive tier adds a damped cosine, an easing's
    // nearest springs and a spring with a start velocity (each convert of
    // every form takes seconds on a debug build).
    let curves = TestTier.cases(
      [".bouncy", "bounce(bounces: 2)", "linear(0, 0.5 30%, 1)"],
      exhaustive: [
        ".bouncy", "ease-in-out", "bounce(bounces: 2)", "spring(stiffness: 425, damping: 10, velocity: 5)",
        "damped-cosine(amplitude: -1, decay: 5, omega: 20, offset: 1)", "linear(0, 0.5 30%, 1)",
      ])
    return curves.flatMap { c in
      (cli(["convert", c, "--format", "json"]).json?.array("equivalents") ?? []).flatMap { e in
        (e.array("code") ?? []).compactMap(\.stringValue)
      }
    } + [
      #"f("a, b; c, d, e, f, g, h, i", 'j, k, l, m, n', x, y, z, "\", w, v", u)  // a comment, long enough"#,
      // A long line: convert's css-linear() of a fast oscillation has tens
      // of thousands of stops.
      "linear(" + (0..<2000).map { "0.\($0 % 997) \(Double($0) / 50)%" }.joined(separator: ", ") + ")",
    ]
  }()

  /// `line` without its string literals (`"…"`, `'…'`, with escapes).
  static func outsideLiterals(_ line: String) -> String {
    line.replacingOccurrences(of: #""(\\.|[^"\\])*"|'(\\.|[^'\\])*'"#, with: "\"\"", options: .regularExpression)
  }

  /// The line the wrapped lines came from: continuations (indent + 4)
  /// joined with a space, `// ` lines joined into one trailing comment.
  static func unwrap(_ lines: [String], indent: Int) -> String {
    var code = ""
    var comment: [String] = []
    for (k, line) in lines.enumerated() {
      let body = String(line.dropFirst(indent))
      if k > 0, body.hasPrefix("// ") {
        comment.append(String(body.dropFirst(3)))
      } else {
        code += (k == 0 ? "" : " ") + body.trimmingCharacters(in: .whitespaces)
      }
    }
    return comment.isEmpty ? code : code + "  // " + comment.joined(separator: " ")
  }

  /// Whether a line longer than `width` had a place to cut: a `, ` or `; `
  /// outside string literals, more than 8 characters in, whose comma fits.
  static func couldCut(_ line: String, width: Int, pad: Int) -> Bool {
    let body = Array(outsideLiterals(String(line.dropFirst(pad))))
    return body.indices.contains { i in
      (body[i] == "," || body[i] == ";") && i + 1 < body.count && body[i + 1] == " " && i + 2 > 8 && pad + i + 1 <= width
    }
  }

  @Test("Wrapped code is the same code, fits where it can be cut, and is never cut inside a string", arguments: TestTier.cases([40], exhaustive: [40, 60, 80, 100]))
  func wrapped(_ width: Int) {
    #expect(Self.codeLines.count > 60)
    for line in Self.codeLines {
      let lines = CodeWrap.lines(line, width: width, indent: 4)
      #expect(Self.unwrap(lines, indent: 4) == line, "\(lines)")
      for (k, out) in lines.enumerated() {
        let pad = k == 0 || out.dropFirst(4).hasPrefix("// ") ? 4 : 8
        #expect(out.prefix(pad).allSatisfy { $0 == " " } && out.dropFirst(pad).first != " ", "\(out)")
        // Quotes balance on every line: no literal is split.
        let stripped = Self.outsideLiterals(out)
        #expect(!stripped.contains(#"\""#) && stripped.filter { $0 == "\"" }.count % 2 == 0, "\(out)")
        guard out.count > width, !out.dropFirst(pad).hasPrefix("// ") else { continue }
        #expect(!Self.couldCut(out, width: width, pad: pad), "\(width): \(out)")
      }
    }
  }

  @Test("convert, fit and spring lay their code out the same way at 80 columns")
  func reportsAgree() {
    let recorded = "docs/examples/recorded-bounce.csv".inPackage
    for args in [["convert", ".bouncy"], ["fit", recorded], ["spring", "--preset", "swiftui.bouncy"], ["convert", "ease-in-out"]] {
      let r = cli(args)
      #expect(r.code == 0)
      // What is left long is code with nowhere to cut, or a URL.
      for line in r.out.split(separator: "\n").map(String.init) where line.count > 80 && !line.contains("https://") {
        let pad = line.prefix { $0 == " " }.count
        #expect(pad >= 4 && !Self.couldCut(line, width: 80, pad: pad), "\(args): \(line)")
      }
    }
  }
}
