// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The human report and the Swift snippet of `curvetool bounce`.
enum BounceReport {
  static func text(_ r: BounceResult, style: TextStyle) -> String {
    var out: [String] = []
    let b = r.bounce
    var kind: [String] = ["\(b.bounces) \(b.bounces == 1 ? "bounce" : "bounces")"]
    let stiffnessName = b.stiffness.name.map { "\($0) stiffness (residual \(num(b.stiffness.residual)))" }
      ?? "stiffness \(num(b.stiffness.residual))"
    kind.append(stiffnessName)
    kind.append(b.shake ? "shake" : (b.overshoot ? "overshooting" : "anvil (no overshoot)"))
    out.append(style.paragraph(style.heading(
      "Bounce \(num(b.from, 6)) → \(num(b.to, 6)) in \(num(b.duration, 6)) s: " + kind.joined(separator: ", "))))
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
      return [style.paragraph("  from == to: a flat curve, x(t) = \(num(b.to, 6)) throughout; nothing moves")]
    }
    var out: [String] = []
    switch r.mode {
    case .exact:
      let osc = wrapped.replacingOccurrences(of: "%@", with: "\(num(c.omega, 6))·t")
      out.append("  x(t) = \(num(c.amplitude, 6))·e^(-\(num(c.decay, 6))·t)·\(osc) + \(num(c.offset, 6))")
      out.append(style.row("A = \(num(c.amplitude, 6))", "start offset, from − to", labelWidth: 16))
      out.append(style.row(
        "α = \(num(c.decay, 6))",
        "1/s: the envelope |A|·e^(−αt) is down to the stiffness \(num(b.stiffness.residual)) at \(num(b.duration)) s",
        labelWidth: 16))
      let crossings = b.shake ? "crosses the target \(b.bounces) times and ends on it"
        : (b.overshoot ? "crosses the target \(b.bounces + 1) times (bounces + 1)"
          : "touches the target \(b.bounces + 1) times (bounces + 1)")
      out.append(style.row(
        "ω = \(num(c.omega, 6))", "rad/s = \(b.bounces + 1)π/\(num(b.duration)) s: \(crossings)", labelWidth: 16))
      out.append(style.row("B = \(num(c.offset, 6))", "target", labelWidth: 16))
    case .skbounce:
      guard let k = r.rendering else { return out }
      let oscF = wrapped.replacingOccurrences(of: "%@", with: "\(num(k.omegaPerFrame, 6))·f")
      out.append(style.paragraph(
        "value[f] = \(num(b.from - b.to, 6))·2.71^(\(num(k.exponentPerFrame, 6))·f)·\(oscF) + \(num(b.to, 6))"
          + " as Float, f = 0…\(k.frameCount - 1)", indent: 4).replacingFirstIndent(with: "  "))
      let osc = wrapped.replacingOccurrences(of: "%@", with: "\(num(c.omega, 6))·t")
      let shownAt = k.frameCount > 1 ? "f·\(num(b.duration))/\(k.frameCount - 1)" : "0"
      out.append("  shown at t = \(shownAt) s, so they sample")
      out.append(style.paragraph(
        "x(t) = \(num(c.amplitude, 6))·e^(-\(num(c.decay, 6))·t)·\(osc) + \(num(c.offset, 6))", indent: 4))
    }
    return out
  }

  private static func analysis(_ r: BounceResult, style: TextStyle) -> [String] {
    let a = r.analysis
    let b = r.bounce
    var out: [String] = []
    let what = r.mode == .skbounce ? "Analysis of the drawn keyframes" : "Analysis"
    out.append(style.heading("\(what) (settle band ±\(num(a.tolerance)))"))
    out.append(style.row("crossings", a.crossingsText))
    let alias = r.aliasing
    let fps = r.mode == .skbounce ? SKBounceRendering.framesPerSecond : r.fps
    if alias.aliased {
      out.append(style.row(
        "aliasing",
        "\(b.bounces) bounces in \(num(b.duration)) s at \(num(fps)) fps alias: \(num(alias.framesPerHalfCycle, 3)) frames per "
          + "half-cycle (fewer than 2): the frames cross the target \(alias.frameCrossings) times where the maths says "
          + "\(a.crossings.count), so they render like \(Swift.max(0, alias.frameCrossings - 1)) bounces; lower --bounces "
          + "or raise --fps"))
    }
    out.append(style.row("turning points", a.turningPointsText))
    if let o = a.overshoot {
      out.append(style.row(
        "peak overshoot",
        "\(num(o.distance)) past the target at \(num(o.time)) s (value \(num(o.value)), "
          + "\(num(o.fraction * 100, 3)) % of |A|)"))
    } else {
      out.append(style.row("peak overshoot", "none"))
    }
    out.append(style.row(
      "at the end", "\(num(a.endValue, 6)) at \(num(b.duration)) s, velocity \(num(a.endVelocity)) /s"))
    out.append(style.row(
      "snap at removal",
      a.snap == 0 ? "none: the last value is the target"
        : "\(num(a.snap)) (|last value − target|), when the model value takes over"))
    var settle: String
    if let t = a.settleTime {
      settle = "\(num(t, 6)) s"
    } else {
      settle = "not within \(num(b.duration)) s"
      if let t = a.settleTimeIfContinued {
        settle += "; the motion would need \(num(t, 6)) s to stay within ±\(num(a.tolerance))"
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
    plot.references = [(r.bounce.to, "target \(num(r.bounce.to))")]
    if let t = r.analysis.settleTime, t > 0 { plot.markers = [(t, "settled \(num(t)) s")] }
    plot.width = style.width
    plot.unicode = style.unicode
    plot.colour = style.colour
    return plot.render()
  }

  private static func preview(_ r: BounceResult, style: TextStyle) -> [String] {
    let k = r.keyframes
    let n = k.values.count
    let rate = r.mode == .skbounce ? "SKBounce's 60 per second, spread evenly" : "\(num(r.fps)) fps"
    var out = [style.paragraph(style.heading(
      "Keyframes: \(n) values, \(rate), \(timeRange(0, r.bounce.duration, digits: 4)) (all: --format json|csv|swift)"))]
    let items: [String]
    if n <= 12 {
      items = (0..<n).map { num(k.values[$0]) }
    } else {
      items = (0..<6).map { num(k.values[$0]) } + ["…"] + ((n - 3)..<n).map { num(k.values[$0]) }
    }
    out.append(style.paragraph(items.joined(separator: ", "), indent: 2))
    return out
  }

  /// A values array and a ready `CAKeyframeAnimation`.
  static func swift(_ r: BounceResult, keyPath: String?) -> String {
    let b = r.bounce
    let k = r.keyframes
    let path = keyPath ?? "<#keyPath#>"
    var out = "// Bounce \(num(b.from, 6)) → \(num(b.to, 6)) in \(num(b.duration, 6)) s, \(b.bounces) bounces, "
    out += "stiffness \(b.stiffness.name ?? num(b.stiffness.residual)), \(r.mode.rawValue) mode.\n"
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
