// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `curvetool bezier`: a cubic-Bézier timing curve, exactly, with what the
/// browsers make of it.
struct BezierCommand: Command {
  static let spec = CommandSpec(
    name: "bezier",
    abstract: "Analyse a cubic-Bézier timing curve exactly, and how Chromium and WebKit render it.",
    discussion: """
      Give four numbers (curvetool bezier 0.42 0 0.58 1), a preset \
      (ease-in-out, easeInOutBack, m3.emphasized-decelerate, …), a CSS string \
      ("cubic-bezier(0.68,-0.55,0.265,1.55)") or any curve expression that is \
      a cubic Bézier (.easeInOut, "PathInterpolator(0.4, 0, 0.2, 1)"; \
      docs/curves.md). Values are exact to 1e-12, vertical tangents included.
      """,
    options: [
      .option("at", value: "x", help: "Progress values to evaluate, comma-separated.", repeatable: true),
      .option("count", value: "n", help: "Evenly spaced samples on [0, 1].", default: "11 (text), 101 (json, csv)"),
      .option("engine", value: "engine", help: "Who computes the values.", default: BezierEngine.exact.rawValue, allowed: BezierEngine.allCases.map(\.rawValue)),
      .option("duration", value: "seconds", help: "Animation length: WebKit's ε = 1/(1000·duration), Chromium's 1 µs end snapping.", default: "1"),
      .option(
        "extrapolation", value: "rule", help: "Outside [0, 1]: the CSS Easing 1 end tangents, or the engines' rule.",
        default: "spec", allowed: Extrapolation.allCases.map(\.rawValue)),
      .format(DataFormat.self),
      .output(),
    ],
    arguments: [ArgumentSpec(name: "curve", help: "x1 y1 x2 y2, a preset name, \"cubic-bezier(…)\" or a Bézier expression.", isRepeating: true)],
    examples: [
      #"bezier "cubic-bezier(0.68,-0.55,0.265,1.55)""#,
      "bezier ease --count 5 -f csv",
    ]
  )

  let bezier: CubicBezier
  let presetName: String?
  let xs: [Double]?
  let count: Int?
  let engine: BezierEngine
  let duration: Double
  let extrapolation: Extrapolation
  let format: DataFormat
  let output: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    (bezier, presetName) = try BezierArgument.parse(arguments.positionals)
    var xs: [Double] = []
    for text in arguments.strings("at") {
      for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        xs.append(try ParsedArguments.number(String(part), label: arguments.label("at")))
      }
    }
    self.xs = xs.isEmpty ? nil : xs
    if let n = try arguments.int("count") {
      guard n >= 2, n <= WorkBudget.maxSamples else {
        throw .invalidValue(option: arguments.label("count"), value: String(n), reason: "must be 2…10,000,000", suggestion: nil)
      }
      if !xs.isEmpty { throw .invalid("--at and --count are mutually exclusive") }
      count = n
    } else {
      count = nil
    }
    engine = arguments.string("engine").flatMap(BezierEngine.init(rawValue:)) ?? .exact
    duration = try arguments.double("duration", default: 1, .duration)
    extrapolation = Extrapolation(rawValue: arguments.string("extrapolation") ?? "spec") ?? .cssEasing1
    format = arguments.format(DataFormat.self)
    output = arguments.string("output")
  }

  func run(_ io: CommandIO) throws(CommandError) {
    let n = count ?? (format == .text ? 11 : 101)
    // x = i/(n − 1), generated as written (never stored for CSV).
    let grid = xs.map { TimeGrid(.given($0)) } ?? TimeGrid(.even(duration: 1, count: n))
    switch format {
    case .csv: try csv(grid, io)
    case .json, .text: try report(grid, io)
    }
  }

  /// The samples as CSV, streamed in bounded memory, whatever the count.
  func csv(_ grid: TimeGrid, _ io: CommandIO) throws(CommandError) {
      let y = BezierResult.progress(
        bezier, evaluator: CubicBezierEvaluator(bezier), engine: engine, duration: duration, extrapolation: extrapolation)
      try Destination.write(to: output, io: io) { sink, _ in Self.csv(grid, duration: duration, y, to: sink) }
  }

  /// `t,keyTime,value` rows of the progress `y` at the grid's x (the
  /// fraction of the duration), `t` in seconds (x·duration), streamed.
  static func csv(_ grid: TimeGrid, duration: Double, _ y: @Sendable (Double) -> Double, to sink: OutputSink) {
    sink.write(SampledData.csvHeader([.times, .keyTimes, .values]))
    SampleWriter.stream(count: grid.count, numbers: 3, to: sink) { i, out in
      let x = grid[i]
      out.number(x * duration)
      out.byte(UInt8(ascii: ","))
      out.number(x)
      out.byte(UInt8(ascii: ","))
      out.number(y(x))
      out.byte(UInt8(ascii: "\n"))
    }
  }

  /// The report or its JSON.
  func report(_ grid: TimeGrid, _ io: CommandIO) throws(CommandError) {
    let result = BezierResult(
      bezier: bezier, presetName: presetName, engine: engine, duration: duration, extrapolation: extrapolation,
      xs: grid)
    try Destination.write(to: output, io: io) { sink, terminal in
      switch format {
      case .json: result.json(to: sink)
      case .text, .csv:
        let style = TextStyle(width: io.width, unicode: terminal && io.unicode, colour: terminal && io.colour)
        sink.write(BezierReport.text(result, style: style))
      }
    }
  }
}
