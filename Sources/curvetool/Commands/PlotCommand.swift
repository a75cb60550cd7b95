// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `curvetool plot CURVE [CURVE…]`: curves side by side in the terminal, or
/// as an SVG chart.
struct PlotCommand: Command {
  static let spec = CommandSpec(
    name: "plot",
    abstract: "Plot one or more curves in the terminal, or as an SVG chart.",
    discussion: """
      Each CURVE is one curve expression (quote each; see docs/curves.md). \
      The plot spans the terminal width, drawn in Unicode braille on a \
      terminal and in plain ASCII with --ascii, when piped, or when several \
      curves would otherwise be told apart only by colour (NO_COLOR). The time \
      axis runs to the longest curve's duration; shorter curves hold their end \
      value after it. --svg writes a chart with axes, grid, labels and a legend.
      """,
    options: CurveInput.options + [
      .flag("ascii", help: "Plain ASCII, one mark per curve (*, o, +, x, …)."),
      .option("height", value: "rows", help: "Rows of the plot (4…100).", default: "16"),
      .option("svg", value: "file", help: "Write an SVG chart to this file instead ('-' for standard output)."),
    ],
    arguments: [ArgumentSpec(name: "curve", help: "Curve expressions, each quoted.", isRepeating: true)])

  let inputs: [CurveInput]
  let ascii: Bool
  let height: Int
  let svg: String?

  static let glyphs: [Character] = ["*", "o", "+", "x", "#", "@", "%", "&"]
  static let colours = [36, 31, 32, 35, 34, 33, 91, 96]

  init(_ arguments: ParsedArguments) throws(UsageError) {
    if arguments.positionals.isEmpty { throw .missingArgument("curve") }
    var inputs: [CurveInput] = []
    for text in arguments.positionals {
      inputs.append(try CurveInput(text: text, arguments: arguments))
    }
    if inputs.count > 8 { throw .invalid("at most 8 curves in one plot; got \(inputs.count)") }
    self.inputs = inputs
    ascii = arguments.flag("ascii")
    let h = try arguments.int("height") ?? 16
    guard (4...100).contains(h) else {
      throw .invalidValue(option: arguments.label("height"), value: String(h), reason: "must be 4…100", suggestion: nil)
    }
    height = h
    svg = arguments.string("svg")
  }

  func run(_ io: CommandIO) throws(CommandError) {
    if let svg {
      let chart = SVGPlot(curves: inputs.map { ($0.text, $0.realized) }).render()
      try Destination.write(to: svg, io: io) { sink, _ in sink.write(chart) }
      return
    }
    let terminal = io.stdoutIsTerminal
    let colour = terminal && io.colour
    let unicode = terminal && io.unicode && !ascii && (colour || inputs.count == 1)
    let end = inputs.map(\.realized.duration).max() ?? 1
    var plot = TerminalPlot(
      series: inputs.enumerated().map { i, input in
        let r = input.realized
        return TerminalPlot.Series(
          label: input.text, evaluate: { t in t <= r.duration ? r.value(at: t) : r.value(at: r.duration) },
          colour: Self.colours[i % Self.colours.count], glyph: Self.glyphs[i % Self.glyphs.count])
      },
      xRange: 0...end)
    plot.width = io.width
    plot.height = height
    plot.unicode = unicode
    plot.colour = colour
    var lines = plot.render()
    lines.append("")
    for (i, input) in inputs.enumerated() {
      let mark = unicode ? "⣿" : String(Self.glyphs[i % Self.glyphs.count])
      let painted = colour ? "\u{1B}[\(Self.colours[i % Self.colours.count])m\(mark)\u{1B}[0m" : mark
      let head = "  \(painted) "
      let text = "\(input.text): " + CurveDescription.summary(input.realized)
      let wrapped = TextWrap.lines(text, width: Swift.max(20, io.width - 4))
      lines.append(head + (wrapped.first ?? ""))
      for more in wrapped.dropFirst() { lines.append("    " + more) }
    }
    io.stdout.write(lines.joined(separator: "\n") + "\n")
  }
}
