// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
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

  /// A motion faster than the columns: a spring of ω₀ = 1000 rad/s and
  /// ζ = 1.05e-6 over 600 s (95,000 cycles, 8.8 s a column). Each column
  /// shows what the curve does between its dots, so the plot's top is the
  /// first peak, 1 + e^(−ζω₀π/ω_d) (its closed form, computed here), and the
  /// first columns span 0 to 2. Point samples showed an alias instead, topped
  /// at 1.92 with gaps.
  @Test("A fast oscillation is drawn as its band, topped by its true peak")
  func fastOscillation() throws {
    let r = cli(["plot", "--duration", "600", "spring(stiffness: 1e6, damping: 0.0021)"])
    #expect(r.code == 0)
    let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let (w0, zeta) = (1000.0, 0.0021 / 2000)
    let peak = 1 + exp(-zeta * w0 * Double.pi / (w0 * (1 - zeta * zeta).squareRoot()))
    let top = try #require(Double(lines[0].prefix(8).trimmingCharacters(in: .whitespaces)))
    #expect(abs(top - peak) <= 5e-4 * peak, "\(lines[0])")
    // Every row of the plot has a mark in the second column of dots (the
    // first is t = 0 alone): it spans [0, 8.8 s], the whole swing.
    let rows = lines.prefix { !$0.hasPrefix("         +---") }
    #expect(rows.count == 16)
    #expect(rows.allSatisfy { Array($0).count > 11 && Array($0)[11] == "*" }, "\(rows.joined(separator: "\n"))")
  }

  /// The SVG chart does the same between its 4001 samples: a spring of
  /// 95,000 cycles over 600 s reaches its first peak, 1 + e^(−ζω₀π/ω_d)
  /// (the closed form, computed here), to the last digits, and the troughs
  /// after it, where the samples alone reached neither.
  @Test("The SVG chart draws the swings between its samples")
  func svgFastOscillation() {
    let s = Spring(mass: 1, stiffness: 1e6, damping: 0.0021)
    let series = SVGPlot.Series(
      label: "spring", span: 600, value: { s.value(at: $0) }, reference: 1, from: 0, to: 1,
      range: { s.valueRange(from: $0, to: $1) })
    let values = SVGPlot(series: [series], yLabel: "value").sampled(series).map(\.1)
    let (w0, zeta) = (1000.0, 0.0021 / 2000)
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    let peak = 1 + exp(-zeta * w0 * Double.pi / wd)
    let trough = 1 - exp(-2 * zeta * w0 * Double.pi / wd)
    #expect(abs((values.max() ?? 0) - peak) <= 1e-12)
    #expect(abs((values.min() ?? 1) - 0) <= 1e-12)
    // Between t = 0.15 and 0.3 s (the second interval) the lowest value is
    // a trough near the first, above it by the decay in between.
    #expect(values.contains { $0 > trough && $0 < trough + 1e-3 })
    var plain = series
    plain.range = nil
    let aliased = SVGPlot(series: [plain], yLabel: "value").sampled(plain).map(\.1)
    #expect((aliased.max() ?? 0) < peak - 1e-3)
  }

  @Test("A flat plot (an exact fit's residuals) draws every value on one row, the reference's", arguments: [false, true])
  func flat(unicode: Bool) throws {
    // Residuals of ±1e-16 about 0: before, rounding put the positive ones a
    // row above the zero line and the negative ones on it.
    var plot = TerminalPlot(
      series: [TerminalPlot.Series(label: "residual", evaluate: { x in (x * 10).rounded(.down).truncatingRemainder(dividingBy: 2) == 0 ? 1e-16 : -1e-16 })],
      xRange: 0...1)
    plot.references = [(0, "0")]
    plot.unicode = unicode
    let lines = plot.render()
    let plotted = lines.indices.filter { lines[$0].unicodeScalars.contains { $0 == "*" || (0x2801...0x28FF).contains($0.value) } }
    #expect(plotted.count == 1, "\(lines.joined(separator: "\n"))")
    let zero = lines.indices.filter { lines[$0].hasSuffix(" 0") }
    #expect(zero == plotted)
  }
}

