// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// The human report, CSV and Swift output of `curvetool spring`.
enum SpringReport {
  static func text(_ r: SpringResult, style: TextStyle) -> String {
    let s = r.spring
    var out: [String] = []
    out.append(style.heading("Spring \(NumberText.text(s.from, .significant(6))) → \(NumberText.text(s.to, .significant(6)))"))
    out.append(style.paragraph(r.origin, indent: 2).replacingFirstIndent(with: "  "))
    if let note = r.note { out.append(style.paragraph("Note: " + note, indent: 2)) }
    out.append(style.paragraph(
      "mass \(NumberText.text(s.mass, .significant(6))), stiffness \(NumberText.text(s.stiffness, .significant(6))), damping \(NumberText.text(s.damping, .significant(6))), "
        + "initial velocity \(NumberText.text(s.initialVelocity, .significant(6))) /s", indent: 2).replacingFirstIndent(with: "  "))
    out.append("")
    let regime: String = switch s.regime {
    case .underdamped: "under-damped"
    case .critical: "critically damped"
    case .overdamped: "over-damped"
    case .undamped: "undamped: it never settles"
    }
    out.append(style.row("regime", "\(regime), ζ = \(NumberText.text(s.dampingRatio, .significant(6)))"))
    var freq = "ω₀ = \(NumberText.text(s.naturalFrequency, .significant(6))) rad/s (SwiftUI duration \(NumberText.text(s.perceptualDuration, .significant(6))) s)"
    if s.dampedFrequency > 0 {
      freq += "; damped ω = \(NumberText.text(s.dampedFrequency, .significant(6))) rad/s, period \(NumberText.text(s.dampedPeriod, .significant(6))) s"
    }
    out.append(style.row("frequency", freq))
    if let o = r.analysis.overshoot {
      out.append(style.row(
        "overshoot", "\(o.percentText(digits: 4)) at \(NumberText.text(o.time, .report)) s (value \(NumberText.text(o.value, .significant(6))))"))
    } else {
      out.append(style.row("overshoot", "none"))
    }
    let band = "±\(NumberText.text(r.analysis.tolerance, .report)) (\(NumberText.text(r.epsilon, .report)) of the distance)"
    out.append(style.row(
      "settle time", r.analysis.settleTime.map { "\(NumberText.text($0, .significant(6))) s within \(band), exact" } ?? "never, within \(band)"))
    out.append("")
    out += settleTable(r, style: style)
    out.append("")
    out.append(style.heading("The same spring on every platform"))
    for p in SpringSnippets.measured(s) where !p.snippets.isEmpty {
      out.append("  " + p.platform.platform.displayName)
      for line in p.printed(sourceMoves: s.initialVelocity != 0, scale: RoundTrip.scaleName(moves: s.to != s.from)) { out += CodeWrap.lines(line, width: style.width, indent: 4) }
      if let note = p.note { out.append(style.paragraph("(\(note))", indent: 4)) }
    }
    if !r.retargets.isEmpty {
      out.append("")
      out += RetargetRun.lines(r.retargetRuns, r.retargets, spring: r.spring, style: style)
    }
    out.append("")
    out += engineLines(r, style: style)
    out.append("")
    out += plot(r, style: style)
    return out.joined(separator: "\n") + "\n"
  }

  private static func settleTable(_ r: SpringResult, style: TextStyle) -> [String] {
    var out = [style.heading("When each platform says \"done\"" + (r.retargets.isEmpty ? "" : " without the change"))]
    // Each cell keeps at least one space before the next (a wide value
    // shifts its row rather than running into the next column).
    func cell(_ text: String, _ width: Int) -> String { text.padding(to: width - 1) + " " }
    out.append("  " + cell("platform", 14) + cell("rule", 34) + cell("for good", 10) + cell("60 Hz", 10) + "120 Hz")
    for settle in r.settles {
      let name = settle.engine.platformName
      let rule = settle.rule
      var text = rule.formula + (settle.engine.clampsOvershoot && r.overshootClamping ? ", or past" : "")
      if let finish = settle.finishTime { text = finish.isFinite ? "at its duration, \(NumberText.text(finish, .report)) s" : "never (no duration given)" }
      func frame(_ t: Double?) -> String {
        guard settle.simulated else { return "n/a" }
        return t.map { "\(NumberText.text($0, .significant(4))) s" } ?? "> 60 s"
      }
      let exact = settle.exact.map { "\(NumberText.text($0, .significant(4))) s" } ?? "never"
      out.append("  " + cell(name, 14) + cell(text, 34) + cell(exact, 10) + cell(frame(settle.at60), 10) + frame(settle.at120))
    }
    let compose = r.compose
    out.append("  " + cell("Compose", 14) + cell(compose.rule, 34) + cell(compose.exactText, 10)
      + cell(compose.frameText(compose.at60), 10) + compose.frameText(compose.at120))
    let grid = r.settles.first { $0.engine == .motion }?.grid
    out.append(style.paragraph(
      (grid.map { "Motion's calcGeneratorDuration (50 ms grid): \(NumberText.text($0, .significant(4))) s. " } ?? "")
        + "\"For good\" is the exact time after which the rule holds on the continuous motion (for SwiftUI: "
        + "the motion stays within ε of the move, not Spring.settlingDuration's envelope estimate); engines check "
        + "it only at their frames and snap to the target at the first frame that passes, which can be earlier. "
        + "SwiftUI's own completion estimate is not public.", indent: 2))
    out.append(style.paragraph(moveStatement(r), indent: 2))
    return out
  }

  /// Which move the rows that depend on the move's size assume, and how to
  /// give the real one: Android's thresholds are in pixels (of whatever
  /// the values are, by default), Motion's, Popmotion's and react-spring's
  /// are chosen by the move's size.
  static func moveStatement(_ r: SpringResult) -> String {
    let from = r.spring.from
    let to = r.spring.to
    let move = "The move is \(NumberText.text(from, .report)) → \(NumberText.text(to, .report)) in value units"
    let android =
      r.androidThreshold == 1
      ? "Android reads them as pixels (its smallest visible change is 1 px; --android-threshold for rotation, alpha or scale)"
      : "Android's smallest visible change is \(NumberText.text(r.androidThreshold, .report)) of them (--android-threshold)"
    let names = sizedByMove
    guard !names.isEmpty else { return "\(move): \(android)." }
    let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    let sized = "\(list) choose\(names.count == 1 ? "s its" : " their") thresholds by the move's size"
    if Swift.abs(to - from) < 10 {
      return "\(move): \(android), and \(sized), so these rows describe a move of \(NumberText.text(Swift.abs(to - from), .report)) px; "
        + "for a 300 px slide give --from 0 --to 300."
    }
    return "\(move): \(android), and \(sized) (--from and --to set it)."
  }

  /// The platforms of the done table whose default rest rule depends on the
  /// move's size, measured: their rule for a move of 1 and of 300 differ.
  static let sizedByMove: [String] = SpringResult.platforms.filter { engine in
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    var long = spring
    long.to = 300
    guard let short = engine.restRule(for: spring), let far = engine.restRule(for: long) else { return false }
    return short.displacement != far.displacement || short.speed != far.speed
  }.map(\.platformName)

  private static func engineLines(_ r: SpringResult, style: TextStyle) -> [String] {
    let f = r.frames
    let name = r.engine.method
    var lines = [style.heading("Samples")]
    var text = "\(f.times.count) frames at \(NumberText.text(r.fps, .report)) fps from \(name), \(timeRange(0, f.times.last ?? 0, digits: 4))"
    if let done = f.doneTime { text += "; the engine stops at \(NumberText.text(done, .significant(4))) s" }
    var worst = 0.0
    for (t, x) in zip(f.times, f.values) { worst = Swift.max(worst, Swift.abs(x - r.exactValue(at: t))) }
    if r.engine != .exact { text += "; largest difference from the exact motion \(NumberText.text(worst, .significant(3)))" }
    lines.append(style.paragraph(text, indent: 2))
    if !r.integrations.isEmpty {
      let parts = r.integrations.map { method, result in
        "\(method.name): max error \(NumberText.text(result.maximumValueError, .significant(2)))" + (result.stopped.map { " (stopped \($0))" } ?? "")
          + (result.rejectedSteps > 0 || { if case .dormandPrince = method { return true }; return false }()
            ? " (\(result.steps) steps)" : "")
      }
      lines.append(style.paragraph("Numerical integration at the same frames: " + parts.joined(separator: "; "), indent: 2))
    }
    lines.append(style.paragraph("(all samples: --format json|csv|swift)", indent: 2))
    return lines
  }

  private static func plot(_ r: SpringResult, style: TextStyle) -> [String] {
    let s = r.spring
    let end = Swift.max(r.frames.times.last ?? 0, 1e-3)
    var series = [TerminalPlot.Series(label: "exact", evaluate: { s.value(at: $0) }, range: { s.valueRange(from: $0, to: $1) })]
    if !r.retargets.isEmpty {
      // SwiftUI's continuous rule across the changes, leg by leg.
      let legs = r.legs
      func leg(_ t: Double) -> (start: Double, spring: Spring) { legs.last { $0.start <= t } ?? legs[0] }
      series = [TerminalPlot.Series(label: "exact", evaluate: { t in let l = leg(t); return l.spring.value(at: t - l.start) })]
    }
    if r.engine != .exact && r.engine != .swiftui, r.frames.times.count > 1 {
      let p = PolylineCurve(times: r.frames.times, values: r.frames.values, restingValue: s.to)
      series.append(TerminalPlot.Series(label: r.engine.rawValue, evaluate: { p.value(at: $0) }, colour: 35, glyph: "o"))
    }
    var plot = TerminalPlot(series: series, xRange: 0...end)
    let target = r.retargets.last?.target ?? s.to
    plot.references = [(target, "target \(NumberText.text(target, .report))")]
    if r.retargets.isEmpty, let t = r.analysis.settleTime, t > 0, t <= end { plot.markers = [(t, "settled \(NumberText.text(t, .report)) s")] }
    plot.width = style.width
    plot.unicode = style.unicode
    plot.colour = style.colour
    return plot.render()
  }

  /// The SVG chart's lines: with `--retarget`, every platform's motion
  /// (SwiftUI's and UIKit's continuous, the others' 60 Hz frames); else the
  /// exact motion and, for a frame engine, its frames.
  static func svgSeries(_ r: SpringResult) -> [SVGPlot.Series] {
    let s = r.spring
    if !r.retargets.isEmpty { return RetargetRun.svgSeries(r.retargetRuns, r.retargets, spring: s) }
    let end = Swift.max(r.frames.times.last ?? 0, 1e-3)
    var series = [SVGPlot.Series(
      label: "exact", span: end, value: { s.value(at: $0) }, reference: s.to, from: s.from, to: s.to,
      range: { s.valueRange(from: $0, to: $1) })]
    if !r.engine.isContinuous, r.frames.times.count > 1 {
      let p = PolylineCurve(times: r.frames.times, values: r.frames.values, restingValue: s.to)
      series.append(SVGPlot.Series(
        label: r.engine.platformName + " (\(NumberText.text(r.fps, .report)) Hz frames)", span: end, value: { p.value(at: $0) }, reference: nil,
        from: s.from, to: s.to))
    }
    return series
  }

  /// `t,value,velocity (units/s)`.
  static func csv(_ r: SpringResult) -> String {
    var out = SampledData.csvHeader([.times, .values, .velocities])
    for i in r.frames.times.indices {
      out += JSON.numberText(r.frames.times[i]) + "," + JSON.numberText(r.frames.values[i]) + ","
        + JSON.numberText(r.frames.velocities[i]) + "\n"
    }
    return out
  }

  /// The sampled keyframes as a CAKeyframeAnimation, with the native spring
  /// snippets as comments.
  static func swift(_ r: SpringResult, keyPath: String?) -> String {
    let s = r.spring
    let k = r.keyframes
    let path = keyPath ?? "<#keyPath#>"
    var out = "// Spring \(NumberText.text(s.from, .significant(6))) → \(NumberText.text(s.to, .significant(6))): \(CommentText.safe(r.origin, in: .line))\n"
    out += "// Generated by curvetool \(Version.current). Native equivalents:\n"
    for p in SpringSnippets.measured(s, on: [.swiftUI, .coreAnimation]) {
      for line in p.printed(sourceMoves: s.initialVelocity != 0, scale: RoundTrip.scaleName(moves: s.to != s.from)) { out += "//   \(line)\n" }
    }
    out += KeyframeWriter.coreAnimation(
      values: k.values.indices.map { k.valueText($0) }, keyTimes: k.keyTimes.map(JSON.numberText), keyPath: path,
      duration: k.times.last ?? 0, key: "spring")
    return out
  }

  /// `--preset list`.
  static func presetList(width: Int) -> String {
    var out = ""
    for p in SpringPreset.all {
      let s = p.spring
      out += p.name.padding(to: 30) + "k \(NumberText.text(s.stiffness, .significant(6))), ζ \(NumberText.text(s.dampingRatio, .significant(4)))\n"
      out += TextWrap.indented(p.code + " — " + p.source, width: width, indent: 4) + "\n"
    }
    return out
  }
}
