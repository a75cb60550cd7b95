// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `curvetool sample CURVE`: times, values and velocities of any curve.
struct SampleCommand: Command {
  static let spec = CommandSpec(
    name: "sample",
    abstract: "Sample any curve: times, values and velocities.",
    discussion: """
      CURVE is a curve expression: a CSS easing (ease-in-out, \
      "cubic-bezier(.68,-.55,.27,1.55)", "steps(4, jump-end)", "linear(0, 0.25 \
      75%, 1)"), a SwiftUI animation (".spring(response: 0.5, dampingFraction: \
      0.8)", .bouncy, ".easeIn(duration: 0.3)"), "SpringForce(1500, 0.5)", \
      "{ tension: 170, friction: 26 }", "{ type: 'spring', bounce: 0.25 }", a \
      preset (swiftui.bouncy, easeOutBack, config.wobbly) or curvetool's own \
      ("spring(stiffness: 300, damping: 20)", "bounce(bounces: 2)", \
      "damped-cosine(amplitude: -1, decay: 5, omega: 20, offset: 1)"). See \
      docs/curves.md. Quote it for the shell; give several (each quoted) to \
      sample them one after another (text, or a JSON array). Velocities are \
      value units per second, exact (the derivative of the closed form).
      """,
    options: CurveInput.expressionOptions + SampleTimes.options + [
      .format(DataFormat.self),
      .output(),
    ],
    arguments: [.curve],
    examples: [
      "sample ease --duration 0.5 --to 300 --fps 20",
      #"sample "linear(0, 0.1, 0.2, 0.6 80%, 1)" --count 6"#,
    ]
  )

  /// One curve, or several sampled one after another.
  let inputs: [CurveInput]
  var input: CurveInput { inputs[0] }
  let sampling: SampleTimes
  /// The times of each input, checked against the budget when parsed.
  let grids: [TimeGrid]
  let format: DataFormat
  let output: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    inputs = try CurveInput.several(arguments.positionals, arguments: arguments)
    sampling = try SampleTimes(arguments)
    format = arguments.format(DataFormat.self)
    output = arguments.string("output")
    if inputs.count > 1, format == .csv {
      throw .invalid("a CSV holds one curve (t,value,velocity); sample each curve on its own, or use --format json for an array")
    }
    var grids: [TimeGrid] = []
    for input in inputs {
      // An engine's samples are its frames (--fps sets its frame rate).
      if let (_, frames) = input.realized.engineFrames {
        if case .fps = sampling {} else {
          throw .invalid("--count and --at sample the exact motion; with --engine the samples are the engine's frames (--fps sets its frame rate)")
        }
        grids.append(TimeGrid(.given(frames.times)))
      } else {
        grids.append(try sampling.times(duration: input.realized.duration))
      }
    }
    self.grids = grids
  }

  func run(_ io: CommandIO) throws(CommandError) {
    if inputs.count > 1 {
      try Destination.write(to: output, io: io) { sink, _ in
        if format == .json {
          // An array of the single-curve documents, in the order given.
          sink.write("[\n")
          for (i, (input, times)) in zip(inputs, grids).enumerated() {
            Self.json(input.realized, input.text, times, sink)
            if i < inputs.count - 1 { sink.write(",\n") }
          }
          sink.write("]\n")
        } else {
          for (i, (input, times)) in zip(inputs, grids).enumerated() {
            if i > 0 { sink.write("\n") }
            sink.write(Self.text(input.realized, times, sampling, width: io.width))
          }
        }
      }
      return
    }
    let curve = input.realized
    let times = grids[0]
    try Destination.write(to: output, io: io) { sink, _ in
      switch format {
      case .csv: SampleWriter.csv(curve, times: times, to: sink)
      case .json: Self.json(curve, input.text, times, sink)
      case .text: sink.write(Self.text(curve, times, sampling, width: io.width))
      }
    }
  }

  /// `{"schema", "tool", "curve", "times", "values", "velocities"}`,
  /// streamed (docs/json.md §3).
  static func json(_ curve: RealizedCurve, _ expression: String, _ times: TimeGrid, _ sink: OutputSink) {
    JSONStream.document(
      JSONSchema.sample.header + [("curve", CurveDescription.json(curve, expression: expression))],
      streamed: [
        (SampledData.times.rawValue, { SampleWriter.jsonArray(count: times.count, { times[$0] }, to: $0) }),
        (SampledData.values.rawValue, { SampleWriter.jsonArray(curve, at: times, velocities: false, to: $0) }),
        (SampledData.velocities.rawValue, { SampleWriter.jsonArray(curve, at: times, velocities: true, to: $0) }),
      ], to: sink)
  }

  /// A heading and aligned columns, 6 significant digits.
  static func text(_ curve: RealizedCurve, _ times: TimeGrid, _ sampling: SampleTimes, width: Int) -> String {
    let style = TextStyle(width: width, unicode: false, colour: false)
    var out = style.paragraph(CurveDescription.summary(curve)) + "\n"
    let how: String = switch sampling {
    case .fps(let f): "at \(NumberText.text(f, .significant(6))) fps"
    case .count: "evenly spaced"
    case .at: "at the given times"
    }
    let range = timeRange(times.first ?? 0, times.last ?? 0, digits: 6)
    out += style.paragraph("\(times.count) samples \(how), \(range) (all digits: --format csv|json)") + "\n\n"
    // The first rows only (WorkBudget.textRows): a table is for reading,
    // and a million rows of it took seconds and gigabytes.
    let rows = times.prefix(WorkBudget.textRows).map { t in [NumberText.text(t, .significant(6)), NumberText.text(curve.value(at: t), .significant(6)), NumberText.text(curve.velocity(at: t), .significant(6))] }
    let header = ["t (s)", "value", "velocity (/s)"]
    var widths = header.map(\.count)
    for r in rows { for (i, c) in r.enumerated() { widths[i] = Swift.max(widths[i], c.count) } }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { String(repeating: " ", count: widths[$0.offset] - $0.element.count + 2) + $0.element }.joined()
    }
    out += line(header) + "\n"
    for r in rows { out += line(r) + "\n" }
    if times.count > rows.count { out += "  … \(times.count - rows.count) more (--format csv|json for all)\n" }
    return out
  }
}
