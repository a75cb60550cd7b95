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
      "range", "y from \(num(range.lowerBound)) (x = \(num(low?.x ?? 0))) to \(num(range.upperBound)) (x = \(num(high?.x ?? 1)))"))
    let o = b.overshoot
    out.append(style.row(
      "overshoot",
      o.above == 0 && o.below == 0 ? "none: y stays in [0, 1]"
        : "\(num(o.above * 100, 3)) % above 1, \(num(o.below * 100, 3)) % below 0"))
    let m = b.maximumSlope
    out.append(style.row(
      "maximum slope",
      m.slope.isFinite ? "\(num(m.slope)) at x = \(num(m.at.x))"
        : "vertical tangent at x = \(num(m.at.x, 8)), y = \(num(m.at.y, 8))"))
    if b.isMonotone {
      out.append(style.row("monotone", "yes"))
    } else {
      let xs = b.extrema.map { num($0.x) }.joined(separator: " and ")
      out.append(style.row("monotone", "no: y changes direction at x = \(xs)"))
    }
    let ends = b.endSlopes
    out.append(style.row("end slopes", "dy/dx = \(num(ends.start)) at the start, \(num(ends.end)) at the end"))
    if let nearest = r.nearest {
      out.append(style.row(
        "nearest preset",
        nearest.difference == 0 ? "\(nearest.name) (identical)"
          : "\(nearest.name) (max |Δy| \(num(nearest.difference, 3)))"))
    }
    for (i, e) in r.engineErrors.enumerated() {
      let name: String =
        switch e.engine {
        case .chromium: "Chromium"
        case .webkit: "WebKit at \(num(r.duration)) s"
        }
      out.append(style.row(
        i == 0 ? "browsers" : "",
        "\(name) (ε \(num(e.epsilon))): max error \(num(e.maximum, 2)) at x = \(num(e.at, 8))"))
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
      out.append("  " + NumberText.significant(x, digits: 10).padding(to: 14) + JSON.numberText(r.y(x)))
    }
    if r.xs.count > WorkBudget.textRows { out.append("  … \(r.xs.count - WorkBudget.textRows) more (--format csv for all)") }
    return out.joined(separator: "\n") + "\n"
  }
}
