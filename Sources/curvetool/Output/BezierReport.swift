// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The human report of `curvetool bezier`.
enum BezierReport {
  static func text(_ r: BezierResult, style: TextStyle) -> String {
    let b = r.bezier
    var out: [String] = []
    var title = b.css
    if let name = r.presetName { title += " — \(name)" }
    out.append(style.heading(title))
    let range = b.range
    let points = [b.point(at: 0), b.point(at: 1)] + b.extrema
    let low = points.min { $0.y < $1.y }
    let high = points.max { $0.y < $1.y }
    out.append(style.row(
      "range", "y from \(NumberText.text(range.lowerBound, .report)) (x = \(NumberText.text(low?.x ?? 0, .report))) to \(NumberText.text(range.upperBound, .report)) (x = \(NumberText.text(high?.x ?? 1, .report)))"))
    let o = b.overshoot
    out.append(style.row(
      "overshoot",
      o.above == 0 && o.below == 0 ? "none: y stays in [0, 1]"
        : "\(NumberText.text(o.above * 100, .significant(3))) % above 1, \(NumberText.text(o.below * 100, .significant(3))) % below 0"))
    let m = b.maximumSlope
    out.append(style.row(
      "maximum slope",
      m.slope.isFinite ? "\(NumberText.text(m.slope, .report)) at x = \(NumberText.text(m.at.x, .report))"
        : "vertical tangent at x = \(NumberText.text(m.at.x, .significant(8))), y = \(NumberText.text(m.at.y, .significant(8)))"))
    if b.isMonotone {
      out.append(style.row("monotone", "yes"))
    } else {
      let xs = b.extrema.map { NumberText.text($0.x, .report) }.joined(separator: " and ")
      out.append(style.row("monotone", "no: y changes direction at x = \(xs)"))
    }
    let ends = b.endSlopes
    out.append(style.row("end slopes", "dy/dx = \(NumberText.text(ends.start, .report)) at the start, \(NumberText.text(ends.end, .report)) at the end"))
    if let nearest = r.nearest {
      out.append(style.row(
        "nearest preset",
        nearest.difference == 0 ? "\(nearest.name) (identical)"
          : "\(nearest.name) (max |Δy| \(NumberText.text(nearest.difference, .significant(3))))"))
    }
    for (i, e) in r.engineErrors.enumerated() {
      let name: String =
        switch e.engine {
        case .chromium: "Chromium"
        case .webkit: "WebKit at \(NumberText.text(r.duration, .report)) s"
        }
      out.append(style.row(
        i == 0 ? "browsers" : "",
        "\(name) (ε \(NumberText.text(e.epsilon, .report))): max error \(NumberText.text(e.maximum, .significant(2))) at x = \(NumberText.text(e.at, .significant(8)))"))
    }
    out.append("")
    var plot = TerminalPlot(
      series: [TerminalPlot.Series(label: "y", evaluate: { b.progress(at: $0) })], xRange: 0...1)
    plot.references = [(1, "1"), (0, "0")]
    plot.width = style.width
    plot.unicode = style.unicode
    plot.colour = style.colour
    plot.xUnit = ""
    out += plot.render()
    out.append("")
    let who: String =
      switch r.engine {
      case .exact: "exact"
      case .chromium: "as Chromium computes it"
      case .webkit: "as WebKit computes it"
      }
    out.append(style.heading("Values (\(who))"))
    out.append("  " + "x".padding(to: 14) + "y")
    for x in r.xs.prefix(WorkBudget.textRows) {
      out.append("  " + NumberText.text(x, .significant(10)).padding(to: 14) + JSON.numberText(r.y(x)))
    }
    if r.xs.count > WorkBudget.textRows { out.append("  … \(r.xs.count - WorkBudget.textRows) more (--format csv for all)") }
    return out.joined(separator: "\n") + "\n"
  }
}
