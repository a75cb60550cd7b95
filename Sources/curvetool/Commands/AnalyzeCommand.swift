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
    arguments: [ArgumentSpec(name: "curve", help: "A curve expression (quote it), several to compare, or --data FILE.", isOptional: true, isRepeating: true)],
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

/// The analysis of a realized curve, with its settle band.
struct CurveReadout {
  let curve: RealizedCurve
  let epsilon: Double
  /// The distance the band is relative to: |to − from| (with `--retarget`,
  /// the last leg's move), or 1 when 0.
  let distance: Double
  let analysis: CurveAnalysis
  /// Recorded samples: their noise and the claims it took away.
  let noise: NoiseClaims?

  init(_ curve: RealizedCurve, epsilon: Double) {
    self.curve = curve
    self.epsilon = epsilon
    let d = curve.settleMove
    distance = d > 0 ? d : 1
    var analysis = curve.curve.analysis(
      tolerance: epsilon * distance, end: curve.duration, reference: d > 0 ? d : nil, continued: curve.continued)
    // An interrupted motion overshoots its last target from where the last
    // leg started (as `spring --retarget` counts it).
    if !curve.retargets.isEmpty { analysis.overshoot = curve.lastLegOvershoot(tolerance: epsilon * distance) }
    if case .samples(let polyline, _) = curve.value {
      noise = NoiseClaims.apply(&analysis, samples: polyline)
    } else {
      noise = nil
    }
    self.analysis = analysis
  }

  /// End value − resting value.
  var residual: Double { analysis.endValue - analysis.restingValue }

  func json(expression: String) -> JSON {
    JSONSchema.analyze.document([
      ("curve", CurveDescription.json(curve, expression: expression)),
      ("analysis", AnalysisJSON.object(analysis, epsilon: epsilon)),
    ] + (noise.map { [("noise", $0.json)] } ?? []))
  }

  func text(style: TextStyle) -> String {
    let a = analysis
    var out = [style.paragraph(style.heading(CurveDescription.summary(curve))), ""]
    out.append(style.row("settle band", "±\(num(a.tolerance)) around \(num(a.restingValue, 6)) (epsilon \(num(epsilon)) of \(num(distance)))"))
    if let noise, noise.matters {
      out.append(style.row(
        "noise", "±\(num(noise.floor.band)) (3σ, σ = \(num(noise.floor.sigma))) from sample to sample; claims inside it are not made"))
    }
    if let noise, noise.settleInside {
      let least = num(noise.epsilonAbove(distance: distance))
      out.append(style.row("settle time", "not stated: the band is inside the noise; --epsilon \(least) or more"))
      out.append(style.row("needs", "not stated (the noise)"))
    } else if let t = a.settleTime {
      out.append(style.row("settle time", "\(num(t, 6)) s"))
    } else {
      out.append(style.row("settle time", "not within \(num(curve.duration, 6)) s"))
    }
    if noise?.settleInside == true {
      // Said with the settle time above.
    } else if let t = a.settleTimeIfContinued {
      let note = a.settleTime == nil || t > curve.duration ? "; the animation ends at \(num(curve.duration, 6)) s" : ""
      out.append(style.row("needs", "\(num(t, 6)) s to stay within the band\(note)"))
    } else {
      out.append(style.row("needs", "forever: the motion never stays within the band"))
    }
    if let o = a.overshoot {
      out.append(style.row(
        "peak overshoot", "\(num(o.distance)) past the end value at \(num(o.time)) s (value \(num(o.value)), \(o.percentText(digits: 3)))"))
    } else {
      out.append(style.row("peak overshoot", noise?.overshootInside == true ? "none above the noise" : "none"))
    }
    let turnsInside = noise.map { $0.turningPointsInside > 0 ? " (\($0.turningPointsInside) more inside the noise)" : "" } ?? ""
    out.append(style.row("turning points", a.turningPointsText + turnsInside))
    let crossingsInside = noise.map { $0.crossingsInside > 0 ? " (\($0.crossingsInside) more inside the noise)" : "" } ?? ""
    out.append(style.row("crossings", a.crossingsText + crossingsInside))
    out.append(style.row("at the end", "\(num(a.endValue, 6)) at \(num(curve.duration, 6)) s, velocity \(num(a.endVelocity)) /s"))
    out.append(style.row("end residual", "\(num(residual)) (end value − resting value)"))
    out.append(style.row(
      "snap at removal", a.snap == 0 ? "none" : "\(num(a.snap)): the jump when the animation is removed and the model value takes over"))
    out.append("")
    let series = TerminalPlot.Series(
      label: "x(t)", evaluate: { curve.value(at: $0) }, range: { curve.curve.valueRange(from: $0, to: $1) })
    var plot = TerminalPlot(series: [series], xRange: 0...curve.duration)
    plot.references = [(a.restingValue, "end \(num(a.restingValue))")]
    if let t = a.settleTime, t > 0 { plot.markers = [(t, "settled \(num(t)) s")] }
    plot.width = style.width
    plot.unicode = style.unicode
    plot.colour = style.colour
    out += plot.render()
    return out.joined(separator: "\n") + "\n"
  }
}
