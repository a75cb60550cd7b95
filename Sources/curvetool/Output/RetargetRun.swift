// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// One platform's run of a spring whose target changes (`spring
/// --retarget`, docs/springs.md §8): what it carries into each new leg,
/// how far it overshoots the last target and when it is done.
struct RetargetRun {
  let engine: SpringEngine
  /// At each retarget, where the engine applied it: the value and its own
  /// velocity there (SwiftUI's exactly at the retarget time, an engine's
  /// at the frame after which it applies it) and the velocity the new leg
  /// starts with.
  let carried: [SpringLegStart]
  /// How far the motion goes past the last target after the last change,
  /// value units (0: not at all).
  let overshoot: Double
  /// SwiftUI: the exact time after which the motion stays within ε of the
  /// last leg's move for good; an engine: its done frame at 60 Hz; `nil`
  /// if not within 60 s.
  let done: Double?
  /// The engine's frames at 60 Hz with the changes (for the side-by-side
  /// plot).
  let frames: SpringFrames
  /// When the value moves again after holding still since the last change
  /// (0.1 s or more later: Popmotion's re-found duration spring), seconds;
  /// `nil` if it does not hold.
  let held: Double?

  /// The engines compared: every platform's, in registry order, with
  /// UIKit's additive animations after SwiftUI (UIKit has no done rule, so
  /// no engine slot).
  static let engines: [SpringEngine] = Platform.all.compactMap(\.engine).flatMap {
    $0 == .swiftui ? [$0, .uiKitAdditive] : [$0]
  }

  /// The runs of `spring` with `retargets` on every engine.
  static func runs(_ spring: Spring, _ retargets: [SpringRetarget], settings: SpringEngineSettings, epsilon: Double) -> [RetargetRun] {
    engines.map { engine in
      let f = engine.frames(of: spring, frameRate: 60, duration: SpringResult.maximumLength, settings: settings, retargets: retargets)
      let target = retargets[retargets.count - 1].target
      // UIKit's sum of springs after the last change is the spring from its
      // value and velocity there (each added spring solves the same equation
      // and starts at rest): SwiftUI's last leg, exactly.
      if engine.isContinuous {
        let legs = spring.legs(retargets)
        let last = legs[legs.count - 1]
        let move = Swift.abs(last.spring.to - last.spring.from)
        let band = SettleBand.band(epsilon: epsilon, distance: move)
        let analysis = last.spring.analysis(tolerance: band, end: nil, reference: move == 0 ? nil : move)
        let past = analysis.overshoot?.distance ?? 0
        return RetargetRun(
          engine: engine, carried: f.legStarts, overshoot: past, done: analysis.settleTime.map { last.start + $0 }, frames: f,
          held: nil)
      }
      let lastIndex = f.legStarts.last?.frameIndex ?? 0
      let start = f.legStarts.last?.value ?? spring.from
      let direction: Double = target >= start ? 1 : -1
      let past = f.values[lastIndex...].map { ($0 - target) * direction }.max() ?? 0
      return RetargetRun(
        engine: engine, carried: f.legStarts, overshoot: Swift.max(0, past), done: f.doneTime, frames: f,
        held: held(f, from: lastIndex, scale: Swift.max(Swift.abs(target - start), 1e-300)))
    }
  }

  /// The first frame after frame `k` more than 1e-9 of the move from
  /// frame k's value, when it comes 0.1 s or more later; seconds.
  static func held(_ f: SpringFrames, from k: Int, scale: Double) -> Double? {
    guard k + 1 < f.values.count else { return nil }
    let moving = f.values[(k + 1)...].firstIndex { Swift.abs($0 - f.values[k]) > 1e-9 * scale }
    return moving.flatMap { f.times[$0] - f.times[k] >= 0.1 ? f.times[$0] : nil }
  }

  /// `retargets` in JSON: each change with what every platform carries
  /// into it, and per platform the overshoot and done time after the last.
  static func json(_ runs: [RetargetRun], _ retargets: [SpringRetarget]) -> JSON {
    .object([
      ("changes", .array(retargets.enumerated().map { i, r in
        .object([
          ("time", .number(r.time)), ("target", .number(r.target)),
          ("carried", .object(runs.compactMap { run in
            i < run.carried.count
              ? (run.engine.rawValue, .object([
                ("value", .number(run.carried[i].value)), ("velocity", .number(run.carried[i].velocity)),
                ("startVelocity", .number(run.carried[i].startVelocity)),
              ]))
              : nil
          })),
        ])
      })),
      ("after", .object(runs.map { run in
        (run.engine.rawValue, .object([("overshoot", .number(run.overshoot)), ("doneTime", run.done.map(JSON.number) ?? .null)]))
      })),
    ])
  }

  /// The text section: per change, what each platform carries; then per
  /// platform the overshoot past the last target and when it is done.
  static func lines(_ runs: [RetargetRun], _ retargets: [SpringRetarget], spring: Spring, style: TextStyle) -> [String] {
    var out = [style.heading("When the target changes (--retarget)")]
    for (i, r) in retargets.enumerated() {
      out.append("  at \(NumberText.text(r.time, .significant(6))) s the target becomes \(NumberText.text(r.target, .significant(6))); the new leg starts from")
      for run in runs where i < run.carried.count {
        let c = run.carried[i]
        let starts = c.startVelocity == c.velocity ? "" : ", starts at \(NumberText.text(c.startVelocity, .significant(6)))/s"
        out.append("    " + run.engine.platformName.padding(to: 18) + "\(NumberText.text(c.value, .significant(6))) at \(NumberText.text(c.velocity, .significant(6)))/s" + starts)
      }
    }
    out.append("  after the last change    overshoot    done")
    for run in runs {
      let done = run.done.map { "\(NumberText.text($0, .significant(4))) s" + (run.engine.isContinuous ? " (for good)" : " (60 Hz)") } ?? "> 60 s"
      out.append("    " + run.engine.platformName.padding(to: 22) + NumberText.text(run.overshoot, .significant(4)).padding(to: 13) + done)
    }
    // Each platform's rule, as the registry names it (docs/springs.md §8).
    for run in runs {
      out.append(style.bullet("\(run.engine.platformName) \(run.engine.retargetRule.summary)."))
    }
    let expect = RetargetAdvice.expectations(runs, retargets)
    if !expect.isEmpty {
      out.append("")
      out.append(style.heading("What to expect"))
      for line in expect { out.append(style.bullet(line)) }
    }
    out.append("")
    out += plot(runs, retargets, spring: spring, style: style)
    let fixes = RetargetAdvice.fixes(runs, spring, retargets)
    if !fixes.isEmpty {
      out.append("")
      out.append(style.heading("What to paste"))
      for fix in fixes {
        out.append(style.paragraph(fix.text, indent: 2))
        for line in fix.code { out += CodeWrap.lines(line, width: style.width, indent: 4) }
      }
    }
    return out
  }

  /// The SVG chart's lines (`spring --svg`): SwiftUI's and UIKit's
  /// continuous motion, then every frame engine's 60 Hz frames, each until
  /// it is done; the last target dashed.
  static func svgSeries(_ runs: [RetargetRun], _ retargets: [SpringRetarget], spring: Spring) -> [SVGPlot.Series] {
    let legs = spring.legs(retargets)
    let target = retargets[retargets.count - 1].target
    let end = Swift.max(runs.compactMap(\.done).max() ?? 0, retargets[retargets.count - 1].time, 1e-3)
    var series = [SVGPlot.Series(
      label: "SwiftUI and UIKit", span: end,
      value: { t in let leg = legs.last { $0.start <= t } ?? legs[0]; return leg.spring.value(at: t - leg.start) },
      reference: target, from: spring.from, to: target)]
    for run in runs where !run.engine.isContinuous && run.frames.times.count > 1 {
      let f = run.frames
      let p = PolylineCurve(times: f.times, values: f.values, restingValue: target)
      series.append(SVGPlot.Series(
        label: run.engine.platformName, span: Swift.min(end, f.times.last ?? end), value: { p.value(at: $0) }, reference: nil,
        from: spring.from, to: target))
    }
    return series
  }

  /// Every platform's motion side by side (60 Hz frames; SwiftUI's and
  /// UIKit's the continuous motion, drawn once).
  static func plot(_ runs: [RetargetRun], _ retargets: [SpringRetarget], spring: Spring, style: TextStyle) -> [String] {
    let legs = spring.legs(retargets)
    func swiftUI(_ t: Double) -> Double {
      let leg = legs.last { $0.start <= t } ?? legs[0]
      return leg.spring.value(at: t - leg.start)
    }
    var series = [TerminalPlot.Series(label: "SwiftUI and UIKit", evaluate: swiftUI, glyph: "*")]
    var end = 0.0
    // The platforms that do something visible at a change are drawn last,
    // on top.
    let ordered = runs.filter { RetargetAdvice.expectations($0, retargets).isEmpty }
      + runs.filter { !RetargetAdvice.expectations($0, retargets).isEmpty }
    for run in ordered where !run.engine.isContinuous {
      let f = run.frames
      guard let glyph = run.engine.mark, f.times.count > 1 else { continue }
      end = Swift.max(end, run.done ?? f.times.last ?? 0)
      let p = PolylineCurve(times: f.times, values: f.values, restingValue: retargets[retargets.count - 1].target)
      series.append(TerminalPlot.Series(label: run.engine.platformName, evaluate: { p.value(at: $0) }, colour: 35, glyph: glyph))
    }
    end = Swift.max(end, runs.first { $0.engine == .swiftui }?.done ?? 0, retargets[retargets.count - 1].time)
    var plot = TerminalPlot(series: series, xRange: 0...Swift.max(end, 1e-3))
    plot.references = [(retargets[retargets.count - 1].target, "target")]
    plot.markers = retargets.map { ($0.time, "change") }
    plot.width = style.width
    plot.unicode = style.unicode
    plot.colour = style.colour
    let legend = series.map { "\($0.glyph) \($0.label)" }.joined(separator: ", ")
    return plot.render() + [style.paragraph(legend + " (60 Hz frames; drawn in this order)", indent: 2)]
  }
}
