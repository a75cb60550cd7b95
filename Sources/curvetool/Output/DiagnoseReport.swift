// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The report of `curvetool diagnose`: text, JSON (docs/diagnose.md), the
/// simulation as terminal plots and as SVG.
enum DiagnoseReport {
  static func text(_ c: DiagnosisContext, _ findings: [Diagnosis], path: String, style: TextStyle) -> String {
    let doc = c.doc
    var out: [String] = []
    out.append(style.paragraph(style.heading(
      "Diagnosis of \(MessageText.escaped(path)): " + "\(doc.timelines.count) timeline\(doc.timelines.count == 1 ? "" : "s"),".unbreakable + " "
        + "\(doc.controls.count) control\(doc.controls.count == 1 ? "" : "s"),".unbreakable + " " + "\(NumberText.text(doc.analyze.horizon, .report)) s simulated".unbreakable)))
    out.append("")
    // Rows and lines are written side by side (many thousands in a large
    // file), then joined in order.
    let timelines = doc.timelines
    out += ParallelMap.map(timelines.count) { i in
      let t = timelines[i]
      var text = "period \(NumberText.text(t.period, .report)) s"
      if let i = t.intendedPeriod { text += " (intended \(NumberText.text(i, .report)) s)" }
      text += "; " + t.timeline.tracks.map { "\($0.keyPath) \(NumberText.text($0.duration, .report)) s" }.joined(separator: ", ")
      text += "; \(t.mode.rawValue)" + (t.repeatingControl.map { " (\($0))" } ?? "")
      return style.row(t.id, text, labelWidth: 10)
    }
    out.append("")
    if findings.isEmpty {
      out.append(style.paragraph("No problems found: the loops share one period, end where they start, and nothing acts on them mid-cycle."))
      return out.joined(separator: "\n") + "\n"
    }
    out.append(style.paragraph("Verdict: " + findings.prefix(3).map { "\($0.summary) (\($0.code))" }.joined(separator: "; ") + "."))
    for (i, d) in findings.enumerated() {
      out.append("")
      out.append(style.paragraph(style.heading("\(i + 1). \(d.code) \(d.name) · impact \(NumberText.text(d.impact, .brief))")))
      out.append(style.paragraph(d.summary, indent: 3))
      let lines = d.lines
      out += ParallelMap.map(lines.count) { k in
        TextWrap.lines(lines[k], width: style.width - 5).enumerated().map { ($0.offset == 0 ? "   - " : "     ") + $0.element }
          .joined(separator: "\n")
      }
      out.append(style.paragraph("Impact: \(d.impactNote) (\(NumberText.text(d.impact, .brief)) × the visible threshold).", indent: 3))
      for fix in d.fixes { out.append(style.paragraph("Fix: " + fix, indent: 3)) }
    }
    return out.joined(separator: "\n") + "\n"
  }

  static func json(_ c: DiagnosisContext, _ findings: [Diagnosis], path: String) -> JSON {
    JSONSchema.diagnose.document([
      ("file", .string(path)),
      ("horizon", .number(c.doc.analyze.horizon)),
      ("timelines", .array(c.doc.timelines.map { t in
        .object([
          ("id", .string(t.id)), ("mode", .string(t.mode.rawValue)), ("period", .number(t.period)),
          ("intendedPeriod", .number(t.intendedPeriod)), ("padTo", .number(t.padTo)), ("startAt", .number(t.startAt)),
          ("timeOffset", .number(t.timeOffset)),
          ("tracks", .object(t.timeline.tracks.map { ($0.keyPath, .number($0.duration)) })),
        ])
      })),
      ("diagnostics", .array(findings.enumerated().map { i, d in
        .object([
          ("rank", .int(i + 1)), ("code", .string(d.code.rawValue)), ("name", .string(d.name)), ("summary", .string(d.summary)),
          ("impact", .number(d.impact)), ("impactNote", .string(d.impactNote)), ("lines", .array(d.lines.map(JSON.string))),
          ("fixes", .array(d.fixes.map(JSON.string))), ("details", d.details),
        ])
      })),
    ])
  }

  /// How much of the simulation to plot: the horizon, at most 10 s.
  static func window(_ c: DiagnosisContext) -> Double { Swift.min(c.doc.analyze.horizon, LoopSimulation.window) }

  /// One terminal plot per key path, every timeline a series.
  static func plots(_ c: DiagnosisContext, style: TextStyle) -> String {
    let span = window(c)
    var out: [String] = []
    for k in c.doc.keyPaths {
      let indices = c.doc.timelines.indices.filter { c.doc.timelines[$0].timeline.keyPaths.contains(k) }
      out.append(style.heading("\(k), 0 … \(NumberText.text(span, .report)) s as played") + (c.doc.controls.isEmpty ? "" : " (controls: " + c.doc.controls.map(\.id).joined(separator: ", ") + ")"))
      var plot = TerminalPlot(
        series: indices.enumerated().map { n, i in
          TerminalPlot.Series(
            label: c.doc.timelines[i].id, evaluate: { c.simulation.value(i, k, at: $0) },
            colour: TerminalPlot.seriesColours[n % TerminalPlot.seriesColours.count], glyph: TerminalPlot.seriesGlyphs[n % TerminalPlot.seriesGlyphs.count])
        }, xRange: 0...span)
      plot.width = style.width
      plot.height = 10
      plot.colour = style.colour
      plot.unicode = style.unicode && (style.colour || indices.count == 1)
      plot.markers = c.simulation.fires.filter { $0.time <= span }.map(\.time).uniqued.prefix(3).map { ($0, "fire") }
      out += plot.render()
      out.append("  " + indices.enumerated().map { n, i in "\(plot.unicode ? "⣿" : String(TerminalPlot.seriesGlyphs[n % TerminalPlot.seriesGlyphs.count])) \(c.doc.timelines[i].id)" }.joined(separator: "   "))
      out.append("")
    }
    return out.joined(separator: "\n")
  }

  /// The simulation as SVG: one chart per key path, stacked.
  static func svg(_ c: DiagnosisContext) -> String {
    let span = window(c)
    let charts = c.doc.keyPaths.map { k in
      SVGPlot(
        series: c.doc.timelines.indices.filter { c.doc.timelines[$0].timeline.keyPaths.contains(k) }.map { i in
          SVGPlot.Series(
            label: c.doc.timelines[i].id, span: span, value: { c.simulation.value(i, k, at: $0) }, reference: nil, from: 0, to: 1)
        }, yLabel: k
      ).render()
    }
    let height = 420
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\" height=\"\(height * charts.count)\" viewBox=\"0 0 720 \(height * charts.count)\">\n"
    for (i, chart) in charts.enumerated() {
      // Each chart's own <svg> nested at its offset.
      out += chart.replacingOccurrences(of: "<svg xmlns=\"http://www.w3.org/2000/svg\" ", with: "<svg y=\"\(i * height)\" ")
    }
    return out + "</svg>\n"
  }
}

extension Sequence where Element: Hashable {
  /// The elements without repeats, in order.
  var uniqued: [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
