// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `curvetool analyze CURVE`: how any curve comes to rest.
struct AnalyzeCommand: Command {
  static let spec = CommandSpec(
    name: "analyze",
    abstract: "Settle time, overshoot, turning points, end residual and snap of any curve.",
    discussion: """
      CURVE is a curve expression (see 'curvetool help sample' and \
      docs/curves.md); give several (each quoted) to compare them side by \
      side: a table in text, an array of analyses in JSON. The settle band is ±epsilon × |to − from| around the \
      end value (±epsilon when from = to). Every time is exact for the curve: \
      turning points from the closed form, crossings and settle times refined \
      to the last bit. A spring or damped cosine is cut at --duration (default: \
      when it settles); the report says how long the motion really needs and \
      how far the value snaps when the animation is removed.
      """,
    options: CurveInput.expressionOptions + [EngineOption.frameRateSpec] + [
      DataInput.option,
    ] + DataInput.columnOptions + [
      DataInput.quiet,
      SettleBand.option,
      .format(ReportFormat.self),
      .output(),
    ],
    arguments: [ArgumentSpec(name: "curve", help: "A curve expression (quote it), several to compare, or --data FILE.", isOptional: true, isRepeating: true, anyCurve: true)],
    examples: [
      #"analyze ".spring(response: 0.5, dampingFraction: 0.8)""#,
      #"analyze .bouncy .snappy "cubic-bezier(.68,-.55,.27,1.55)""#,
    ]
  )

  /// One curve, or several compared side by side.
  let inputs: [CurveInput]
  let data: String?
  let columns: SampleColumns
  let quiet: Bool
  let epsilon: Double
  let format: ReportFormat
  let output: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    data = arguments.string("data")
    if data != nil, !arguments.positionals.isEmpty { throw .invalid("give a curve expression or --data, not both") }
    for flag in CurveInput.expressionOptions.map(\.name) where data != nil && arguments.has(flag) {
      throw .invalid("--\(flag) applies to a curve expression; --data analyses the samples as recorded")
    }
    try EngineOption.checkFrameRate(arguments)
    columns = try DataInput.columns(arguments, hasData: data != nil)
    inputs = data == nil ? try CurveInput.several(arguments.positionals, arguments: arguments) : []
    quiet = arguments.flag("quiet")
    epsilon = try SettleBand.epsilon(arguments)
    format = arguments.format(ReportFormat.self)
    output = arguments.string("output")
  }

  func run(_ io: CommandIO) throws(CommandError) {
    if inputs.count > 1 {
      let readouts = inputs.map { (text: $0.text, readout: CurveReadout($0.realized, epsilon: epsilon)) }
      try Destination.write(to: output, io: io) { sink, terminal in
        switch format {
        case .json: sink.write(JSON.array(readouts.map { $0.readout.json(expression: $0.text) }).text() + "\n")
        case .text:
          let style = TextStyle(width: io.width, unicode: terminal && io.unicode, colour: terminal && io.colour)
          sink.write(CurveReadout.table(readouts, epsilon: epsilon, style: style))
        }
      }
      return
    }
    let input = inputs.first
    let progress = data == nil ? nil : ProgressLine(io, quiet: quiet)
    defer { progress?.clear() }
    let realized = try data.map { path throws(CommandError) in try DataInput.curve(path, columns: columns, io: io, progress: progress) } ?? input?.realized
    guard let realized else { return }
    if case .samples(let polyline, _) = realized.value { progress?.phase("analysing \(polyline.times.count) samples…") }
    let result = CurveReadout(realized, epsilon: epsilon)
    progress?.clear()
    let expression = input?.text ?? "data: \(data ?? "")"
    try Destination.write(to: output, io: io) { sink, terminal in
      switch format {
      case .json: sink.write(result.json(expression: expression).text() + "\n")
      case .text:
        let style = TextStyle(width: io.width, unicode: terminal && io.unicode, colour: terminal && io.colour)
        sink.write(result.text(style: style))
      }
    }
  }
}
