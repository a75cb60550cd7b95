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
      value after it. Each column shows all the curve does between its \
      dots, turning points included: the top and bottom are the curve's true \
      extremes, and a motion faster than the columns shows as its band. --svg \
      writes a chart with axes, grid, labels and a legend, drawn the same way.
      """,
    options: CurveInput.expressionOptions + [EngineOption.frameRateSpec] + [
      .flag("ascii", help: "Plain ASCII, one mark per curve (*, o, +, x, …)."),
      .option("height", value: "rows", help: "Rows of the plot (4…100).", default: "16"),
      .option("svg", value: "file", help: "Write an SVG chart to this file instead ('-' for standard output)."),
      .option(
        "data", value: "file", help: "Recorded samples to plot beside the curves (any file fit reads); repeatable.", repeatable: true),
    ] + DataInput.columnOptions + [
      DataInput.quiet,
    ],
    arguments: [ArgumentSpec(name: "curve", help: "Curve expressions, each quoted.", isOptional: true, isRepeating: true, anyCurve: true)],
    examples: [
      #"plot .bouncy .snappy .smooth "SpringForce(1500, 0.5)""#,
    ]
  )

  let inputs: [CurveInput]
  let data: [String]
  let columns: SampleColumns
  let quiet: Bool
  let ascii: Bool
  let height: Int
  let svg: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    data = arguments.strings("data")
    if arguments.positionals.isEmpty, data.isEmpty { throw .missingArgument("curve") }
    for flag in CurveInput.expressionOptions.map(\.name) where arguments.positionals.isEmpty && arguments.has(flag) {
      throw .invalid("--\(flag) applies to a curve expression; --data plots the samples as recorded")
    }
    try EngineOption.checkFrameRate(arguments)
    columns = try DataInput.columns(arguments, hasData: !data.isEmpty)
    var inputs: [CurveInput] = []
    for text in arguments.positionals {
      inputs.append(try CurveInput(text: text, arguments: arguments))
    }
    if inputs.count + data.count > 8 { throw .invalid("at most 8 curves in one plot; got \(inputs.count + data.count)") }
    self.inputs = inputs
    ascii = arguments.flag("ascii")
    quiet = arguments.flag("quiet")
    let h = try arguments.int("height") ?? 16
    guard (4...100).contains(h) else {
      throw .invalidValue(option: arguments.label("height"), value: String(h), reason: "must be 4…100", suggestion: nil)
    }
    height = h
    svg = arguments.string("svg")
  }

  func run(_ io: CommandIO) throws(CommandError) {
    var curves = inputs.map { ($0.text, $0.realized) }
    let progress = data.isEmpty ? nil : ProgressLine(io, quiet: quiet)
    defer { progress?.clear() }
    for path in data { curves.append((path, try DataInput.curve(path, columns: columns, io: io, progress: progress))) }
    if let svg {
      let chart = SVGPlot(curves: curves).render()
      try Destination.write(to: svg, io: io) { sink, _ in sink.write(chart) }
      return
    }
    let terminal = io.stdoutIsTerminal
    let colour = terminal && io.colour
    let unicode = terminal && io.unicode && !ascii && (colour || curves.count == 1)
    let end = curves.map(\.1.duration).max() ?? 1
    var plot = TerminalPlot(
      series: curves.enumerated().map { i, curve in
        let r = curve.1
        // Past its own end a shorter curve holds its last value.
        return TerminalPlot.Series(
          label: curve.0, evaluate: { t in r.value(at: Swift.min(t, r.duration)) },
          colour: TerminalPlot.seriesColours[i % TerminalPlot.seriesColours.count], glyph: TerminalPlot.seriesGlyphs[i % TerminalPlot.seriesGlyphs.count],
          range: { a, b in r.curve.valueRange(from: Swift.min(a, r.duration), to: Swift.min(b, r.duration)) })
      },
      xRange: 0...end)
    plot.width = io.width
    plot.height = height
    plot.unicode = unicode
    plot.colour = colour
    var lines = plot.render()
    lines.append("")
    for (i, (label, realized)) in curves.enumerated() {
      let mark = unicode ? "⣿" : String(TerminalPlot.seriesGlyphs[i % TerminalPlot.seriesGlyphs.count])
      let painted = colour ? "\u{1B}[\(TerminalPlot.seriesColours[i % TerminalPlot.seriesColours.count])m\(mark)\u{1B}[0m" : mark
      let head = "  \(painted) "
      let text = "\(label): " + CurveDescription.summary(realized)
      let wrapped = TextWrap.lines(text, width: Swift.max(20, io.width - 4))
      lines.append(head + (wrapped.first ?? ""))
      for more in wrapped.dropFirst() { lines.append("    " + more) }
    }
    io.stdout.write(lines.joined(separator: "\n") + "\n")
  }
}
