// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The human report and the Swift snippet of `curvetool bounce`.
enum BounceReport {
  static func text(_ r: BounceResult, style: TextStyle) -> String {
    var out: [String] = []
    let b = r.bounce
    var kind: [String] = ["\(b.bounces) \(b.bounces == 1 ? "bounce" : "bounces")"]
    let stiffnessName = b.stiffness.name.map { "\($0) stiffness (residual \(NumberText.text(b.stiffness.residual, .report)))" }
      ?? "stiffness \(NumberText.text(b.stiffness.residual, .report))"
    kind.append(stiffnessName)
    kind.append(b.shake ? "shake" : (b.overshoot ? "overshooting" : "anvil (no overshoot)"))
    out.append(style.paragraph(style.heading(
      "Bounce \(NumberText.text(b.from, .significant(6))) → \(NumberText.text(b.to, .significant(6))) in \(NumberText.text(b.duration, .significant(6))) s: " + kind.joined(separator: ", "))))
    switch r.mode {
    case .exact:
      out.append(style.paragraph(
        "Exact mode: the intended curve (--compat skbounce shows SKBounceAnimation's own values)"))
    case .skbounce:
      out.append(style.paragraph("skbounce mode: SKBounceAnimation 1.0.04's values array, bit for bit"))
    }
    out.append("")
    out += equation(r, style: style)
    if let rendering = r.rendering {
      let departures = rendering.departures
      if !departures.isEmpty {
        out.append("")
        out.append(style.heading("Where the values depart from the request"))
        out += departures.map { style.bullet($0.message) }
      }
    }
    out.append("")
    out += analysis(r, style: style)
    out.append("")
    out += plot(r, style: style)
    out.append("")
    out += preview(r, style: style)
    return out.joined(separator: "\n") + "\n"
  }

  private static func equation(_ r: BounceResult, style: TextStyle) -> [String] {
    let b = r.bounce
    let c = r.curve
    let g = c.oscillation == .cosine ? "cos" : "sin"
    let wrapped = c.overshoot ? "\(g)(%@)" : "|\(g)(%@)|"
    if b.isFlat {
      return [style.paragraph("  from == to: a flat curve, x(t) = \(NumberText.text(b.to, .significant(6))) throughout; nothing moves")]
    }
    var out: [String] = []
    switch r.mode {
    case .exact:
      let osc = wrapped.replacingOccurrences(of: "%@", with: "\(NumberText.text(c.omega, .significant(6)))·t")
      out.append("  x(t) = \(NumberText.text(c.amplitude, .significant(6)))·e^(-\(NumberText.text(c.decay, .significant(6)))·t)·\(osc) + \(NumberText.text(c.offset, .significant(6)))")
      out.append(style.row("A = \(NumberText.text(c.amplitude, .significant(6)))", "start offset, from − to", labelWidth: 16))
      out.append(style.row(
        "α = \(NumberText.text(c.decay, .significant(6)))",
        "1/s: the envelope |A|·e^(−αt) is down to the stiffness \(NumberText.text(b.stiffness.residual, .report)) at \(NumberText.text(b.duration, .report)) s",
        labelWidth: 16))
      let crossings = b.shake ? "crosses the target \(b.bounces) times and ends on it"
        : (b.overshoot ? "crosses the target \(b.bounces + 1) times (bounces + 1)"
          : "touches the target \(b.bounces + 1) times (bounces + 1)")
      out.append(style.row(
        "ω = \(NumberText.text(c.omega, .significant(6)))", "rad/s = \(b.bounces + 1)π/\(NumberText.text(b.duration, .report)) s: \(crossings)", labelWidth: 16))
      out.append(style.row("B = \(NumberText.text(c.offset, .significant(6)))", "target", labelWidth: 16))
    case .skbounce:
      guard let k = r.rendering else { return out }
      let oscF = wrapped.replacingOccurrences(of: "%@", with: "\(NumberText.text(k.omegaPerFrame, .significant(6)))·f")
      out.append(style.paragraph(
        "value[f] = \(NumberText.text(b.from - b.to, .significant(6)))·2.71^(\(NumberText.text(k.exponentPerFrame, .significant(6)))·f)·\(oscF) + \(NumberText.text(b.to, .significant(6)))"
          + " as Float, f = 0…\(k.frameCount - 1)", indent: 4).replacingFirstIndent(with: "  "))
      let osc = wrapped.replacingOccurrences(of: "%@", with: "\(NumberText.text(c.omega, .significant(6)))·t")
      let shownAt = k.frameCount > 1 ? "f·\(NumberText.text(b.duration, .report))/\(k.frameCount - 1)" : "0"
      out.append("  shown at t = \(shownAt) s, so they sample")
      out.append(style.paragraph(
        "x(t) = \(NumberText.text(c.amplitude, .significant(6)))·e^(-\(NumberText.text(c.decay, .significant(6)))·t)·\(osc) + \(NumberText.text(c.offset, .significant(6)))", indent: 4))
    }
    return out
  }

  private static func analysis(_ r: BounceResult, style: TextStyle) -> [String] {
    let a = r.analysis
    let b = r.bounce
    var out: [String] = []
    let what = r.mode == .skbounce ? "Analysis of the drawn keyframes" : "Analysis"
    out.append(style.heading("\(what) (settle band ±\(NumberText.text(a.tolerance, .report)))"))
    out.append(style.row("crossings", a.crossingsText))
    let alias = r.aliasing
    let fps = r.mode == .skbounce ? SKBounceRendering.framesPerSecond : r.fps
    if alias.aliased {
      out.append(style.row(
        "aliasing",
        "\(b.bounces) bounces in \(NumberText.text(b.duration, .report)) s at \(NumberText.text(fps, .report)) fps alias: \(NumberText.text(alias.framesPerHalfCycle, .significant(3))) frames per "
          + "half-cycle (fewer than 2): the frames cross the target \(alias.frameCrossings) times where the maths says "
          + "\(a.crossings.count), so they render like \(Swift.max(0, alias.frameCrossings - 1)) bounces; lower --bounces "
          + "or raise --fps"))
    }
    out.append(style.row("turning points", a.turningPointsText))
    if let o = a.overshoot {
      out.append(style.row(
        "peak overshoot",
        "\(NumberText.text(o.distance, .report)) past the target at \(NumberText.text(o.time, .report)) s (value \(NumberText.text(o.value, .report)), "
          + "\(NumberText.text(o.fraction * 100, .significant(3))) % of |A|)"))
    } else {
      out.append(style.row("peak overshoot", "none"))
    }
    out.append(style.row(
      "at the end", "\(NumberText.text(a.endValue, .significant(6))) at \(NumberText.text(b.duration, .report)) s, velocity \(NumberText.text(a.endVelocity, .report)) /s"))
    out.append(style.row(
      "snap at removal",
      a.snap == 0 ? "none: the last value is the target"
        : "\(NumberText.text(a.snap, .report)) (|last value − target|), when the model value takes over"))
    var settle: String
    if let t = a.settleTime {
      settle = "\(NumberText.text(t, .significant(6))) s"
    } else {
      settle = "not within \(NumberText.text(b.duration, .report)) s"
      if let t = a.settleTimeIfContinued {
        settle += "; the motion would need \(NumberText.text(t, .significant(6))) s to stay within ±\(NumberText.text(a.tolerance, .report))"
      } else {
        settle += "; the motion never settles"
      }
    }
    out.append(style.row("settle time", settle))
    return out
  }

  private static func plot(_ r: BounceResult, style: TextStyle) -> [String] {
    var plot = TerminalPlot(
      series: [TerminalPlot.Series(label: "x(t)", evaluate: { r.shown(at: $0) }, range: { r.shownRange(from: $0, to: $1) })],
      xRange: 0...r.bounce.duration)
    plot.references = [(r.bounce.to, "target \(NumberText.text(r.bounce.to, .report))")]
    if let t = r.analysis.settleTime, t > 0 { plot.markers = [(t, "settled \(NumberText.text(t, .report)) s")] }
    plot.width = style.width
    plot.unicode = style.unicode
    plot.colour = style.colour
    return plot.render()
  }

  private static func preview(_ r: BounceResult, style: TextStyle) -> [String] {
    let k = r.keyframes
    let n = k.values.count
    let rate = r.mode == .skbounce ? "SKBounce's 60 per second, spread evenly" : "\(NumberText.text(r.fps, .report)) fps"
    var out = [style.paragraph(style.heading(
      "Keyframes: \(n) values, \(rate), \(timeRange(0, r.bounce.duration, digits: 4)) (all: --format json|csv|swift)"))]
    let items: [String]
    if n <= 12 {
      items = (0..<n).map { NumberText.text(k.values[$0], .report) }
    } else {
      items = (0..<6).map { NumberText.text(k.values[$0], .report) } + ["…"] + ((n - 3)..<n).map { NumberText.text(k.values[$0], .report) }
    }
    out.append(style.paragraph(items.joined(separator: ", "), indent: 2))
    return out
  }

  /// A values array and a ready `CAKeyframeAnimation`.
  static func swift(_ r: BounceResult, keyPath: String?) -> String {
    let b = r.bounce
    let k = r.keyframes
    let path = keyPath ?? "<#keyPath#>"
    var out = "// Bounce \(NumberText.text(b.from, .significant(6))) → \(NumberText.text(b.to, .significant(6))) in \(NumberText.text(b.duration, .significant(6))) s, \(b.bounces) bounces, "
    out += "stiffness \(b.stiffness.name ?? NumberText.text(b.stiffness.residual, .report)), \(r.mode.rawValue) mode.\n"
    out += "// Generated by curvetool \(Version.current).\n"
    out += KeyframeWriter.coreAnimation(
      values: k.values.indices.map { k.valueText($0) }, type: k.valuesAreFloat ? "Float" : "Double",
      keyTimes: r.mode == .exact ? k.keyTimes.map(JSON.numberText) : nil, keyPath: path, duration: b.duration,
      key: "bounce")
    return out
  }
}

extension String {
  /// The text with the leading spaces of its first line replaced.
  func replacingFirstIndent(with prefix: String) -> String {
    var s = Substring(self)
    while s.first == " " { s.removeFirst() }
    return prefix + s
  }
}
