// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import curvetool

@Suite("curvetool plot")
struct PlotCommandTests {
  @Test("Piped: ASCII, one mark per curve, a legend, 80 columns")
  func ascii() {
    let r = cli(["plot", ".bouncy", "ease", "steps(4)"])
    #expect(r.code == 0, "\(r.err)")
    let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(r.out.contains("*") && r.out.contains("o") && r.out.contains("+"))
    #expect(r.out.contains("  * .bouncy: spring (.bouncy)") && r.out.contains("  o ease: easing cubic-bezier(0.25, 0.1, 0.25, 1)"))
    #expect(!r.out.contains("\u{1B}["), "no colour when piped")
    #expect(!r.out.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }, "no braille when piped")
    #expect(lines.count == 16 + 2 + 1 + 4 + 1, "16 rows, axis, labels, blank, 3 legend lines (one wrapped), end")
  }

  @Test("On a colour terminal: braille and colour; NO_COLOR with several curves falls back to marks")
  func terminal() {
    let colour = cliOnTerminal(["plot", ".bouncy", "ease"])
    #expect(colour.out.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    #expect(colour.out.contains("\u{1B}[36m"))
    let plain = cliOnTerminal(["plot", ".bouncy", "ease"], environment: ["NO_COLOR": "1"])
    #expect(!plain.out.contains("\u{1B}["))
    #expect(!plain.out.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    let single = cliOnTerminal(["plot", ".bouncy"], environment: ["NO_COLOR": "1"])
    #expect(single.out.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "one curve needs no colour")
    #expect(cliOnTerminal(["plot", ".bouncy", "--ascii"]).out.contains("*"))
  }

  @Test("--svg writes a chart with a polyline and a legend entry per curve")
  func svg() throws {
    let path = Scratch.path("curvetool-plot.svg")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let r = cli(["plot", ".bouncy", "ease-in-out", "--svg", path])
    #expect(r.code == 0 && r.out.isEmpty)
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.components(separatedBy: "<polyline").count == 3)
    #expect(svg.contains(">.bouncy</text>") && svg.contains(">ease-in-out</text>"))
  }

  @Test("Bad input")
  func bad() {
    #expect(cli(["plot"]).code == 64)
    #expect(cli(["plot"] + Array(repeating: "ease", count: 9)).code == 64)
    #expect(cli(["plot", "ease", "--height", "2"]).code == 64)
    #expect(cli(["plot", "ease", "--svg", "/nonexistent-dir/p.svg"]).code == 73)
    let caret = cli(["plot", "ease", "cubic-bezier(2, 0, 1, 1)"])
    #expect(caret.code == 64 && caret.err.contains("x1 2 is outside [0, 1]") && caret.err.contains("\n               ^\n"))
  }
}
