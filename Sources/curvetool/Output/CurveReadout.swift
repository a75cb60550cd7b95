// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

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
    out.append(style.row("settle band", "±\(NumberText.text(a.tolerance, .report)) around \(NumberText.text(a.restingValue, .significant(6))) (epsilon \(NumberText.text(epsilon, .report)) of \(NumberText.text(distance, .report)))"))
    if let noise, noise.matters {
      out.append(style.row(
        "noise", "±\(NumberText.text(noise.floor.band, .report)) (3σ, σ = \(NumberText.text(noise.floor.sigma, .report))) from sample to sample; claims inside it are not made"))
    }
    if let noise, noise.settleInside {
      let least = NumberText.text(noise.epsilonAbove(distance: distance), .report)
      out.append(style.row("settle time", "not stated: the band is inside the noise; --epsilon \(least) or more"))
      out.append(style.row("needs", "not stated (the noise)"))
    } else if let t = a.settleTime {
      out.append(style.row("settle time", "\(NumberText.text(t, .significant(6))) s"))
    } else {
      out.append(style.row("settle time", "not within \(NumberText.text(curve.duration, .significant(6))) s"))
    }
    if noise?.settleInside == true {
      // Said with the settle time above.
    } else if let t = a.settleTimeIfContinued {
      let note = a.settleTime == nil || t > curve.duration ? "; the animation ends at \(NumberText.text(curve.duration, .significant(6))) s" : ""
      out.append(style.row("needs", "\(NumberText.text(t, .significant(6))) s to stay within the band\(note)"))
    } else {
      out.append(style.row("needs", "forever: the motion never stays within the band"))
    }
    if let o = a.overshoot {
      out.append(style.row(
        "peak overshoot", "\(NumberText.text(o.distance, .report)) past the end value at \(NumberText.text(o.time, .report)) s (value \(NumberText.text(o.value, .report)), \(o.percentText(digits: 3)))"))
    } else {
      out.append(style.row("peak overshoot", noise?.overshootInside == true ? "none above the noise" : "none"))
    }
    let turnsInside = noise.map { $0.turningPointsInside > 0 ? " (\($0.turningPointsInside) more inside the noise)" : "" } ?? ""
    out.append(style.row("turning points", a.turningPointsText + turnsInside))
    let crossingsInside = noise.map { $0.crossingsInside > 0 ? " (\($0.crossingsInside) more inside the noise)" : "" } ?? ""
    out.append(style.row("crossings", a.crossingsText + crossingsInside))
    out.append(style.row("at the end", "\(NumberText.text(a.endValue, .significant(6))) at \(NumberText.text(curve.duration, .significant(6))) s, velocity \(NumberText.text(a.endVelocity, .report)) /s"))
    out.append(style.row("end residual", "\(NumberText.text(residual, .report)) (end value − resting value)"))
    out.append(style.row(
      "snap at removal", a.snap == 0 ? "none" : "\(NumberText.text(a.snap, .report)): the jump when the animation is removed and the model value takes over"))
    out.append("")
    let series = TerminalPlot.Series(
      label: "x(t)", evaluate: { curve.value(at: $0) }, range: { curve.curve.valueRange(from: $0, to: $1) })
    var plot = TerminalPlot(series: [series], xRange: 0...curve.duration)
    plot.references = [(a.restingValue, "end \(NumberText.text(a.restingValue, .report))")]
    if let t = a.settleTime, t > 0 { plot.markers = [(t, "settled \(NumberText.text(t, .report)) s")] }
    plot.width = style.width
    plot.unicode = style.unicode
    plot.colour = style.colour
    out += plot.render()
    return out.joined(separator: "\n") + "\n"
  }
}
