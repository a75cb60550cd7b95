// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Fit

/// The JSON (docs/fit.md §7) and the human report of `curvetool fit`.
enum FitReport {
  static func json(_ o: FitOutcome) -> JSON {
    let r = o.result
    var members: [(String, JSON)] = JSONSchema.fit.header + [("model", .string(r.model.rawValue))]
    // A spring is written as every document writes one (`spring{}`, one
    // encoder); the other models list their fitted parameters at the top.
    if case .spring = r.curve {} else {
      for p in r.parameters { members.append((p.name, .number(p.value))) }
    }
    switch r.curve {
    case .spring(let s):
      members += [("spring", SpringJSON.parameters(s)), ("platforms", SpringJSON.platforms(s))]
    case .damped(let c):
      members += [("oscillation", .string(c.oscillation.rawValue)), ("overshoot", .bool(c.overshoot))]
      if let s = Spring(exactly: c) { members += [("spring", SpringJSON.parameters(s)), ("platforms", SpringJSON.platforms(s))] }
    case .bezier(let b, _, let from, let to):
      // from and to are fitted parameters (written above); once only.
      for (name, value) in [("from", from), ("to", to)] where !members.contains(where: { $0.0 == name }) {
        members.append((name, .number(value)))
      }
      members.append(("css", .string(b.css)))
    case .skbounce(let b, _, _, _):
      members += [
        ("overshoot", .bool(b.overshoot)), ("shake", .bool(b.shake)),
        ("exact", .bool(r.warnings.contains { if case .exactSKBounce = $0 { true } else { false } })),
      ]
    }
    members += [
      ("rmse", .number(r.rmse)), ("maxError", .number(r.maxError)), ("r2", .number(r.r2)), ("n", .int(r.n)),
      ("converged", .bool(r.converged)), ("iterations", .int(r.iterations)),
      ("stderr", .object(r.parameters.map { ($0.name, .number($0.standardError)) })),
      ("aic", .number(r.aic)), ("bic", .number(r.bic)), ("timeOrigin", .number(r.timeOrigin)),
      ("fitTimeSeconds", .number(r.fitTime)), ("atBound", .array(r.atBound.map(JSON.string))),
      ("warnings", .array(r.warnings.map { .string($0.message) })),
    ]
    if !o.ranking.isEmpty {
      members.append(("ranking", .array(o.ranking.map {
        .object([("model", .string($0.model.rawValue)), ("bic", .number($0.bic)), ("rmse", .number($0.rmse)), ("samples", .int($0.samples)),
          ("converged", .bool($0.converged)), ("iterations", .int($0.iterations)),
        ])
      })))
    }
    return .object(members)
  }

  static func text(_ o: FitOutcome, style: TextStyle) -> String {
    let r = o.result
    var out: [String] = []
    let t0 = o.samples.t.first ?? 0
    let t1 = o.samples.t.last ?? 0
    let how = o.requested == .automatic ? " (best of \(o.ranking.count) models by BIC)" : ""
    out.append(style.paragraph(style.heading(
      "Fit: \(r.model.rawValue)\(how) to \(r.n) samples (\(o.input)), \(timeRange(t0, t1, digits: 6))")))
    out.append("")
    let width = Swift.max(18, (r.parameters.map(\.name.count).max() ?? 0) + 3)
    for p in r.parameters {
      let error = p.standardError.map { " ± \(NumberText.text($0, .significant(3)))" } ?? ""
      out.append(style.row(p.name, NumberText.text(p.value, .significant(7)) + error, labelWidth: width))
    }
    if case .spring(let s) = r.curve { out.append(style.row("regime", s.regime.rawValue, labelWidth: width)) }
    out.append("")
    out.append(style.paragraph(
      "rmse \(NumberText.text(r.rmse, .significant(4))) · max error \(NumberText.text(r.maxError, .significant(4))) · R² \(NumberText.text(r.r2, .significant(6))) · \(r.iterations) iterations · \(NumberText.text(r.fitTime * 1000, .significant(3))) ms",
      indent: 2).replacingFirstIndent(with: "  "))
    if !o.ranking.isEmpty {
      out.append("")
      let subset = o.ranking.first.map { $0.samples < r.n ? ", on \($0.samples) evenly spaced of the \(r.n) samples" : "" } ?? ""
      out.append(style.heading("Ranking by BIC (lower is better)\(subset)"))
      for (i, k) in o.ranking.enumerated() {
        let stopped = k.converged ? "" : "  (stopped)"
        out.append("  \(i + 1). " + k.model.rawValue.padding(to: 18) + " BIC " + NumberText.text(k.bic, .significant(6)).leftPadding(to: 10) + "   rmse " + NumberText.text(k.rmse, .significant(4)) + stopped)
      }
      if let k = o.ranking.first(where: { !$0.converged }) {
        out.append(style.paragraph(
          "(stopped): not converged after the ranking's \(k.iterations) iterations, more than \(NumberText.text(ModelSelection.continuationMargin, .report)) behind; "
            + "more iterations could only lower its BIC.", indent: 2))
      }
    }
    if !r.warnings.isEmpty || !r.atBound.isEmpty {
      out.append("")
      out.append(style.heading("Notes"))
      for w in r.warnings { out.append(style.bullet(w.message)) }
      if !r.atBound.isEmpty { out.append(style.bullet("on a bound: " + r.atBound.joined(separator: ", "))) }
    }
    out.append("")
    out.append(style.heading("Residuals (data − fit)"))
    out += residualPlot(o, style: style)
    out.append("")
    out.append(style.heading("In your code"))
    for (platform, lines) in code(r) {
      out.append("  " + platform)
      for line in lines { out += CodeWrap.lines(line, width: style.width, indent: 4) }
    }
    return out.joined(separator: "\n") + "\n"
  }

  static func residualPlot(_ o: FitOutcome, style: TextStyle) -> [String] {
    let t = o.samples.t
    let y = o.samples.y
    let result = o.result
    var plot = TerminalPlot(
      series: [TerminalPlot.Series(label: "residual", evaluate: { x in
        // The residual of the nearest sample (computed for the plotted
        // points only, not for every sample of a large file).
        var lo = 0
        var hi = t.count - 1
        while hi - lo > 1 {
          let mid = (lo + hi) / 2
          if t[mid] <= x { lo = mid } else { hi = mid }
        }
        let k = Swift.abs(t[lo] - x) <= Swift.abs(t[hi] - x) ? lo : hi
        return y[k] - result.value(at: t[k])
      })],
      xRange: (t.first ?? 0)...(t.last ?? 1))
    plot.references = [(0, "0")]
    plot.width = style.width
    plot.height = 8
    plot.unicode = style.unicode
    plot.colour = style.colour
    return plot.render()
  }

  /// The fitted curve as code, per platform.
  static func code(_ r: FitResult) -> [(String, [String])] {
    switch r.curve {
    case .spring(let s):
      return SpringSnippets.measured(s).map { ($0.platform.platform.displayName, $0.printed(sourceMoves: s.initialVelocity != 0, scale: RoundTrip.scaleName(moves: s.to != s.from))) }
    case .damped(let c):
      let source = RealizedCurve(.dampedCosine(c, origin: "fit"), from: nil, to: nil, duration: nil, velocity: nil)
      let names = ["curvetool", "Swift", "Kotlin", "JavaScript"]
      let measured = RoundTrip.measured({ dampedForms(c, $0) }, against: source)
      var out = zip(names, measured).map { ($0, $1.printed(sourceMoves: false, scale: RoundTrip.scaleName(moves: true))) }
      if let s = Spring(exactly: c) {
        let swiftUI = SpringSnippets.measured(s, on: [.swiftUI]).first
        out.append(("The same motion as a spring", swiftUI?.printed(sourceMoves: s.initialVelocity != 0, scale: RoundTrip.scaleName(moves: s.to != s.from)) ?? []))
      }
      return out
    case .bezier(let b, let d, _, _):
      // The platforms' own timing functions (one emitter with convert),
      // each measured by its round trip.
      let source = RealizedCurve(.easing(.bezier(b), duration: d, origin: "fit"), from: 0, to: 1, duration: d, velocity: nil)
      // Every platform with a Bézier timing function, in registry order.
      let platforms = PlatformID.allCases.filter { $0.code.bezier(b, duration: d, digits: .readable) != nil }
      return [(PlatformID.css.platform.displayName, ["transition: transform \(NumberText.text(d, .duration))s \(b.css);"])]
        + platforms.map { id in
          let measured = RoundTrip.measured({ id.code.bezier(b, duration: d, digits: $0).map { [$0] } ?? [] }, against: source)
          return (id.platform.displayName, measured.flatMap { $0.printed(sourceMoves: false, scale: RoundTrip.scaleName(moves: true)) })
        }
    case .skbounce(let b, _, _, _):
      let source = RealizedCurve(
        .bounce(b, mode: .skbounce, given: ["from", "to", "duration"], origin: "fit"), from: nil, to: nil, duration: nil, velocity: nil)
      let measured = RoundTrip.measured({ skbounceForms(b, $0) }, against: source)
      return zip(["SKBounceAnimation", "curvetool"], measured).map { ($0, $1.printed(sourceMoves: false, scale: RoundTrip.scaleName(moves: true))) }
    }
  }

  /// A damped cosine as curvetool's expression and as a formula in Swift,
  /// Kotlin and JavaScript.
  static func dampedForms(_ c: DampedCosine, _ d: CodeDigits) -> [Snippet] {
    let n = d.text
    let g = c.oscillation == .cosine ? "cos" : "sin"
    let wave = c.overshoot ? "\(g)(\(n(c.omega)) * t)" : "abs(\(g)(\(n(c.omega)) * t))"
    let js = c.overshoot ? "Math.\(g)(\(n(c.omega)) * t)" : "Math.abs(Math.\(g)(\(n(c.omega)) * t))"
    let decay = "exp(-\(n(c.decay)) * t)"
    return [
      Snippet([Equivalents.cosineText(c, d)]),
      Snippet(["let x = \(n(c.amplitude)) * \(decay) * \(wave) + \(n(c.offset))"]),
      Snippet(["val x = \(n(c.amplitude)) * \(decay) * \(wave) + \(n(c.offset))"]),
      Snippet(["const x = \(n(c.amplitude)) * Math.\(decay) * \(js) + \(n(c.offset));"]),
    ]
  }

  /// An SKBounce fit as SKBounceAnimation's Objective-C and as curvetool's
  /// command line.
  static func skbounceForms(_ b: Bounce, _ d: CodeDigits) -> [Snippet] {
    let n = d.text
    let stiffness = b.stiffness.name.map { "SKBounceAnimationStiffness" + $0.prefix(1).uppercased() + $0.dropFirst() }
      ?? n(b.stiffness.residual)
    return [
      Snippet([
        "SKBounceAnimation *bounce = [SKBounceAnimation animationWithKeyPath:@\"<#keyPath#>\"];",
        "bounce.fromValue = @(\(n(b.from))); bounce.toValue = @(\(n(b.to)));",
        "bounce.duration = \(n(b.duration)); bounce.numberOfBounces = \(b.bounces);",
        "bounce.stiffness = \(stiffness); bounce.shouldOvershoot = \(b.overshoot ? "YES" : "NO"); bounce.shake = \(b.shake ? "YES" : "NO");",
      ]),
      Snippet([
        "curvetool bounce --compat skbounce --from \(n(b.from)) --to \(n(b.to)) --duration \(n(b.duration)) --bounces \(b.bounces) --stiffness \(b.stiffness.name ?? n(b.stiffness.residual))"
          + (b.overshoot ? "" : " --no-overshoot") + (b.shake ? " --shake" : "")
      ]),
    ]
  }
}
