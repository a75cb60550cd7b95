// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// The CSS reader follows CSS Syntax 3, Selectors and CSS Animations 1:
/// formatting never changes the model, rule order matters only where the
/// cascade says so, lists repeat cyclically, and `alternate` and negative
/// delays play as the specification defines them.
@Suite("diagnose follows CSS's semantics")
struct CSSSemanticsTests {
  static let loader = try! String(contentsOfFile: "docs/examples/loader.css".inPackage, encoding: .utf8)

  /// The timelines a style sheet is read as, and its warnings.
  static func model(_ css: String, html: Bool? = nil) -> (timelines: JSON?, notes: [String]) {
    let r = CSSLoops.read(Array(css.utf8), html: html)
    return (r.kfloop["timelines"], r.notes.map(\.what))
  }

  static func ids(_ css: String, html: Bool? = nil) -> [String] {
    model(css, html: html).timelines?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
  }

  @Test("Rewrites that must not change the model: comments, white space, CRLF, a BOM, number spellings, ms and s, rule order, selector lists")
  func differential() throws {
    let reference = Self.model(Self.loader)
    #expect(reference.timelines?.arrayValue?.count == 3)
    let base = ".loader .dot {\n  animation: pulse 1.2s ease-in-out infinite;\n}\n"
    let second = ".loader .dot:nth-child(2) { animation-duration: 1.25s; animation-delay: -0.4s; }\n"
    let rewrites: [(String, String)] = [
      ("comments", Self.loader.replacingOccurrences(of: "{", with: "/* { } ; */{").replacingOccurrences(of: "infinite;", with: "infinite /* ; } */;")),
      ("CRLF", Self.loader.replacingOccurrences(of: "\n", with: "\r\n")),
      ("BOM", "\u{FEFF}" + Self.loader),
      ("tabs and line breaks", Self.loader.replacingOccurrences(of: " ", with: " \t\n ").replacingOccurrences(of: ": \t\n ", with: ":\n\t")),
      ("double spaces", Self.loader.replacingOccurrences(of: ".loader .dot", with: ".loader  .dot")),
      ("number spellings", Self.loader.replacingOccurrences(of: "1.25s", with: "1250ms").replacingOccurrences(of: "-0.4s", with: "-.4s").replacingOccurrences(of: "1.2s", with: "1.20s")),
      ("extension first", Self.loader.replacingOccurrences(of: base + second, with: second + base)),
      ("keyframes first", "@keyframes pulse" + Self.loader.components(separatedBy: "@keyframes pulse")[1] + Self.loader.components(separatedBy: "@keyframes pulse")[0]),
      ("keyframes name after a tab", Self.loader.replacingOccurrences(of: "@keyframes pulse", with: "@keyframes\tpulse")),
      ("stops over lines", Self.loader.replacingOccurrences(of: "0%, 100%", with: "0%,\n  100%")),
      ("quoted content", Self.loader.replacingOccurrences(of: "/* Three", with: ".x::after { content: \"\\\"}\"; }\n/* Three")),
      ("<style in a comment", Self.loader.replacingOccurrences(of: "Three dots", with: "<style> Three dots")),
    ]
    // The same timelines, whatever order the rules stand in.
    func sorted(_ j: JSON?) -> [JSON] { (j?.arrayValue ?? []).sorted { ($0["id"]?.stringValue ?? "") < ($1["id"]?.stringValue ?? "") } }
    for (name, css) in rewrites {
      let m = Self.model(css)
      #expect(sorted(m.timelines) == sorted(reference.timelines), "\(name)")
    }
  }

  @Test("A base rule inside a selector list, on one line or two, is extended; each selector is its own timeline")
  func selectorLists() throws {
    for list in [".a .dot, .b .dot", ".a .dot,\n.b .dot", ".a\t.dot ,  .b .dot"] {
      let css = """
        .a .dot:nth-child(2) { animation-duration: 2s; }
        \(list) { animation: pulse 1s infinite; }
        @keyframes pulse { to { opacity: 0.5; } }
        """
      let (timelines, notes) = Self.model(css)
      let periods = timelines?.arrayValue?.map { ($0["id"]?.stringValue ?? "", $0) } ?? []
      #expect(periods.map(\.0) == [".a .dot:nth-child(2)", ".a .dot", ".b .dot"], "\(list) \(notes)")
      let doc = try KfloopReader.read(Array(CSSLoops.read(Array(css.utf8)).kfloop.text().utf8))
      #expect(doc.timelines.map(\.period) == [2, 1, 1])
    }
  }

  @Test("Lists repeat cyclically to the length of animation-name, whatever the declaration order (CSS Animations 1)")
  func listRepetition() throws {
    let keyframes = "@keyframes a { to { opacity: 0; } } @keyframes b { to { opacity: 0; } } @keyframes c { to { opacity: 0; } }"
    let orders = [
      "animation-name: a, b, c; animation-duration: 1s, 2s; animation-iteration-count: infinite;",
      "animation-duration: 1s, 2s; animation-iteration-count: infinite; animation-name: a, b, c;",
      "animation-iteration-count: infinite; animation-name: a, b, c; animation-duration: 1s,\n 2s;",
    ]
    for o in orders {
      let doc = try KfloopReader.read(Array(CSSLoops.read(Array(".x { \(o) } \(keyframes)".utf8)).kfloop.text().utf8))
      #expect(doc.timelines.map(\.period) == [1, 2, 1], "\(o)")
    }
    // Longer lists are cut to the names.
    let cut = try KfloopReader.read(Array(CSSLoops.read(Array(".x { animation-name: a; animation-duration: 3s, 1s; animation-iteration-count: infinite; } \(keyframes)".utf8)).kfloop.text().utf8))
    #expect(cut.timelines.map(\.period) == [3])
  }

  @Test("alternate over a whole count plays exactly that many runs; a negative delay over several runs starts that far in")
  func alternateAndDelay() throws {
    // CSS Animations 1: run k of `alternate` plays backwards when k is odd.
    for (count, direction, ends) in [(3, "alternate", [1.0, 0, 1]), (2, "alternate", [1.0, 0]), (3, "alternate-reverse", [0.0, 1, 0]), (1, "reverse", [0.0])] {
      let css = ".x { animation: m 1s linear \(count) \(direction); } @keyframes m { from { opacity: 0; } to { opacity: 1; } }"
      let doc = try KfloopReader.read(Array(CSSLoops.read(Array(css.utf8)).kfloop.text().utf8))
      let t = doc.timelines[0].timeline
      for (k, end) in ends.enumerated() {
        #expect(abs(t.value("opacity", at: Double(k) + 0.999999) - end) < 1e-5, "\(count) \(direction) run \(k)")
      }
      #expect(abs(t.duration - Double(count)) < 1e-12, "\(count) \(direction)")
    }
    let css = ".x { animation: m 1s linear -2.5s 3 alternate; } @keyframes m { from { opacity: 0; } to { opacity: 1; } }"
    let doc = try KfloopReader.read(Array(CSSLoops.read(Array(css.utf8)).kfloop.text().utf8))
    #expect(doc.timelines[0].timeOffset == 2.5)
    // 2.5 s in: the third run (forwards again), half way.
    #expect(abs(doc.timelines[0].timeline.value("opacity", at: 2.5) - 0.5) < 1e-12)
  }

  @Test("style attributes in HTML are read, each named after its element; markup in a comment is no HTML")
  func styleAttributes() throws {
    let html = """
      <!doctype html>
      <!-- <style> .ghost { animation: m 9s infinite } </style> -->
      <div class="dot big" style="animation: m 1s infinite"></div>
      <span id=logo style='animation: m 1.5s infinite; animation-delay: -0.5s'></span>
      <div class="dot big" style="animation: m 2s infinite"></div>
      <style>@keyframes m { to { opacity: 0.2 } }</style>
      """
    #expect(Self.ids(html) == ["div.dot.big[style]", "span#logo[style]", "div.dot.big[style] #2"])
    #expect(Self.ids(html, html: true) == Self.ids(html))
    let doc = try KfloopReader.read(Array(CSSLoops.read(Array(html.utf8)).kfloop.text().utf8))
    #expect(doc.timelines.map(\.period) == [1, 1.5, 2])
    #expect(doc.timelines[1].timeOffset == 0.5)
  }

  @Test("Iteration and steps() counts past the budget are named, never expanded; 1e19 iterations no longer trap")
  func budgets() throws {
    for css in [
      ".x { animation: m 1s 1e19; } @keyframes m { to { opacity: 0; } }",
      ".x { animation: m 1s steps(999999) infinite; } @keyframes m { to { opacity: 0; } }",
      ".x { animation: m 1s steps(1000) 1000; } @keyframes m { to { opacity: 0; } }",
    ] {
      let (timelines, notes) = Self.model(css)
      #expect(timelines?.arrayValue?.isEmpty == true, "\(css)")
      #expect(notes.contains { $0.contains("the budget allows") }, "\(notes)")
    }
    // Just inside the budget, it is read.
    let (inside, _) = Self.model(".x { animation: m 1s steps(1000) 10; } @keyframes m { to { opacity: 0; } }")
    #expect(inside?.arrayValue?.count == 1)
  }

  @Test("Warnings name their line and column, in source order, across a file with many of them")
  func manyWarnings() throws {
    var css = "@keyframes m { to { opacity: 0.5; } }\n"
    for k in 0..<2000 { css += ".r\(k) { animation: m 1s infinite; animation-direction: sideways\(k); }\n" }
    let path = try SwiftSourceTests.temporary("many.css", css)
    let r = cli(["diagnose", path, "--emit", "kfloop"])
    let lines = r.err.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(lines.count == LoopLimits.listing)
    for (k, line) in lines.enumerated() {
      // `.rK { animation: m 1s infinite; animation-direction: ` is 52 + digits(K) characters.
      #expect(line.hasPrefix("\(path):\(k + 2):\(52 + String(k).count + 1): warning:"), "\(line)")
    }
  }
}
