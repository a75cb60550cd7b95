// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import TestSupport
import Testing

@testable import curvetool

/// `diagnose` reads style sheets: CSS Animations 1 semantics, checked
/// against the specification's formulas written out here.
@Suite("diagnose reads CSS")
struct CSSLoopTests {
  static func doc(_ css: String) throws -> KfloopDocument {
    try KfloopReader.read(Array(CSSLoops.read(Array(css.utf8)).kfloop.text().utf8))
  }

  /// CSS's ease-in-out between two values at fraction u.
  static func easeInOut(_ a: Double, _ b: Double, _ u: Double) -> Double {
    a + (b - a) * CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1).progress(at: u)
  }

  @Test("The loader: each dot's duration and delay from the file; drift found; the fix changes only durations")
  func loader() throws {
    let path = "docs/examples/loader.css".inPackage
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let d = try Self.doc(String(decoding: bytes, as: UTF8.self))
    #expect(d.timelines.map(\.id) == [".loader .dot", ".loader .dot:nth-child(2)", ".loader .dot:nth-child(3)"])
    #expect(d.timelines.map(\.period) == [1.2, 1.25, 1.3])
    #expect(d.timelines.map(\.timeOffset) == [0, 0.4, 0.8])
    #expect(d.timelines.allSatisfy { $0.mode == .repeating })
    // translateY: 0 → −12 px at 50 % (ease-in-out), back at 100 %.
    let t = d.timelines[1].timeline
    for u in [0.1, 0.25, 0.4] {
      #expect(abs(t.value("translateY", at: u * 1.25) - Self.easeInOut(0, -12, u / 0.5)) < 1e-9)
    }
    let r = cli(["diagnose", path, "--format", "json"])
    #expect(r.code == 0 && r.out.contains("\"D01\""))
    // --write-fixed: one period; every byte but the duration tokens kept.
    let out = Scratch.path("fixed.css")
    defer { try? FileManager.default.removeItem(atPath: out) }
    #expect(cli(["diagnose", path, "--write-fixed", out]).code == 0)
    let fixed = try String(contentsOfFile: out, encoding: .utf8)
    #expect(try Self.doc(fixed).timelines.map(\.period) == [1.3, 1.3, 1.3])
    let original = String(decoding: bytes, as: UTF8.self)
    #expect(fixed.replacingOccurrences(of: "pulse 1.3s", with: "pulse 1.2s").replacingOccurrences(of: "duration: 1.3s", with: "duration: 1.25s") == original)
    // --diff shows exactly those two lines, removed then added.
    let diff = cli(["diagnose", path, "--diff"]).out.split(separator: "\n")
    #expect(diff.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == 2)
    #expect(diff.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 2)
    #expect(diff.contains("+  animation: pulse 1.3s ease-in-out infinite;"))
  }

  @Test("alternate plays backwards (the Bézier mirrored), doubling the period; reverse starts at the end")
  func directions() throws {
    let css = "@keyframes m { from { top: 0px } to { top: 100px } }\n.a { animation: m 2s cubic-bezier(0.1, 0.8, 0.3, 1) infinite alternate }\n.b { animation: m 2s cubic-bezier(0.1, 0.8, 0.3, 1) infinite reverse }"
    let d = try Self.doc(css)
    let forward = { (u: Double) in 100 * CubicBezier(x1: 0.1, y1: 0.8, x2: 0.3, y2: 1).progress(at: u) }
    #expect(d.timelines[0].period == 4 && d.timelines[1].period == 2)
    for s in [0.1, 0.5, 1.3, 1.9] {
      // Spec: a backwards iteration's value at s is the forward value at D − s.
      #expect(abs(d.timelines[0].timeline.value("top", at: 2 + s) - forward(1 - s / 2)) < 1e-9)
      #expect(abs(d.timelines[1].timeline.value("top", at: s) - forward(1 - s / 2)) < 1e-9)
    }
  }

  @Test("steps(), linear() and iteration counts follow CSS Easing's formulas")
  func easings() throws {
    let css = "@keyframes m { from { left: 0 } to { left: 80px } }\n.s { animation: m 1s steps(4, jump-end) infinite }\n.l { animation: m 1s linear(0, 0.7 30%, 1) infinite }\n.n { animation: m 0.5s linear 3 }"
    let d = try Self.doc(css)
    for x in [0.05, 0.3, 0.55, 0.8, 0.99] {
      // steps(4, jump-end): floor(4x)/4.
      #expect(abs(d.timelines[0].timeline.value("left", at: x) - 80 * (4 * x).rounded(.down) / 4) < 1e-9)
      // linear(0, 0.7 30%, 1): straight lines through (0, 0), (0.3, 0.7), (1, 1).
      let p = x < 0.3 ? 0.7 * x / 0.3 : 0.7 + 0.3 * (x - 0.3) / 0.7
      #expect(abs(d.timelines[1].timeline.value("left", at: x) - 80 * p) < 1e-9)
    }
    #expect(d.timelines[2].mode == .once && d.timelines[2].period == 1.5)
  }

  @Test("HTML <style> is read in place: warnings name the HTML file's line and column; rotations by whole turns are no seam")
  func html() throws {
    let dir = Scratch.url("css")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let html = "<html>\n<head>\n<STYLE>\n@keyframes spin { to { transform: rotate(1turn); color: red } }\n.a { animation: spin 2s linear infinite }\n.b { animation: spin 3s linear infinite paused }\n</style>\n</head></html>\n"
    let path = dir.appendingPathComponent("page.html").path
    try html.write(toFile: path, atomically: true, encoding: .utf8)
    let r = cli(["diagnose", path, "--format", "json"])
    #expect(r.code == 0)
    // `color: red` is on line 4; its value starts at column 53.
    let column = Array("@keyframes spin { to { transform: rotate(1turn); color: ".utf8).count + 1
    #expect(r.err.contains("\(path):4:\(column): warning: color: 'red' is not a number curvetool animates"), "\(r.err)")
    #expect(r.err.contains(".b: spin is paused"))
    #expect(!r.out.contains("\"D04\""))
    let d = try Self.doc(html)
    #expect(d.timelines.count == 1 && abs(d.timelines[0].timeline.value("rotate", at: 1) - 180) < 1e-9)
  }

  @Test("Hostile style sheets: nothing to diagnose is exit 65; garbage never traps", arguments: [11, 12] as [UInt64])
  func hostile(seed: UInt64) throws {
    #expect(cli(["diagnose", "-"], stdin: "@keyframes x { }").code == 65)
    #expect(cli(["diagnose", "-"], stdin: ".a { animation: nope 1s infinite }").code == 65)
    // A longhand with no value (it divided by the count of its values).
    for property in ["animation-duration", "animation-delay", "animation-timing-function", "animation-iteration-count", "animation-direction"] {
      let r = cli(["diagnose", "-"], stdin: "@keyframes k { to { opacity: 0 } }\n.a { animation: k 1s infinite; \(property): ; }")
      #expect([0, 65].contains(r.code), "\(property): \(r.err)")
    }
    var g = SeededRandom(seed: seed)
    let pieces = ["@keyframes k {", "}", "{", "from", "to", "50%", "transform:", "translateY(", ")", "px", ";", ":", "/*", "*/",
      "animation:", "k", "1s", "-0.5s", "infinite", "alternate", "steps(", "linear(", ",", "@media x {", "\"", "<style>", "</style>", " ",
      "animation-duration:", "animation-delay:", "animation-name:", "animation-timing-function:", "animation-iteration-count:"]
    for _ in 0..<200 {
      let text = (0..<Int(g.uniform(1...80))).map { _ in pieces[Int(g.uniform(0...Double(pieces.count) - 0.001))] }.joined(separator: " ")
      let result = CSSLoops.read(Array(text.utf8))
      _ = try? KfloopReader.read(Array(result.kfloop.text().utf8))
    }
  }

  @Test("A source whose numbers kfloop/1 refuses is bad data (65), from CSS or from SwiftUI with --let")
  func refusedNumbers() throws {
    let css = cli(["diagnose", "-"], stdin: ".a { animation: x 1s infinite }\n@keyframes x { from { opacity: 0 } to { opacity: 1e300 } }\n")
    #expect(css.code == 65)
    #expect(css.err.hasPrefix("Error: -: the animations read as kfloop/1 do not read back: timelines[0].tracks[0].keyframes[0].to: 1e300 must be between -1e9 and 1e9\n"))
    let swift = cli(["diagnose", "docs/examples/BouncingBalls.swift".inPackage, "--let", "duration=-1"])
    #expect(swift.code == 65 && swift.err.contains("duration: -0.3 must be > 0 seconds"))
  }
}
