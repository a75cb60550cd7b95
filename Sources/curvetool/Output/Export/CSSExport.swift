// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Fit
import Foundation

/// The CSS formats: `css-keyframes`, `css-linear` and `cubic-bezier`.
enum CSSExport {

  /// Where CSS cannot follow a curve that ends where it starts.
  static func progressFormatsError(_ c: ExportContext, _ format: ExportFormat) -> CommandError {
    .badData(
      "--format \(format.rawValue) writes an easing (progress 0 → 1), but '\(c.expression)' starts and ends at the same value",
      hint: "formats that can express it: \(Exporter.universal.map(\.rawValue).joined(separator: ", "))")
  }

  /// The easing the curve is, or the curve normalised to progress over its
  /// duration: (value(x·D) − from)/(to − from).
  static func progress(_ c: ExportContext) -> (@Sendable (Double) -> Double)? {
    let r = c.curve
    if let e = r.easing {
      let curve = AnyTimingCurve(e.timingCurve)
      return { curve.progress(at: $0) }
    }
    guard r.to != r.from else { return nil }
    return { x in x >= 1 ? r.progress(at: r.duration) : r.progress(at: x * r.duration) }
  }

  // MARK: css-keyframes

  /// `@keyframes` with % stops: an easing as two stops with its own
  /// timing function (exact), anything else sampled at --fps with linear
  /// timing (exact at every stop).
  static func keyframes(_ c: ExportContext) throws(CommandError) -> ExportResult {
    let r = c.curve
    let property = AnimatedProperty(c.property ?? "--value")
    guard property.cssDeclarable else {
      throw .usage(
        "--property '\(c.property ?? "")' is not a value CSS can take as a number: curvetool writes translateX, translateY, scale, rotate, opacity, lengths (left, width, …), custom properties and templates",
        hint: "use --property translateX (transform: translateX(…px)), scale, rotate, opacity, '--name', or a template such as 'filter: blur({}px)'")
    }
    func declaration(_ v: Double) -> String { property.css(v, number: { CodeLanguage.css.number($0) }) + ";" }
    var out = c.banner(.block)
    var stops: [String] = []
    let timing: String? = switch r.easing {
    case .bezier(let b): b.css
    case .steps(let s): s.css
    case .linear(let l): LinearEasingWriter.css(l, decimals: nil)
    case .identity: "linear"
    default: nil
    }
    if let timing {
      out += "/* One stop pair with the easing itself: \(RoundTrip.claim([timing], against: r)). */\n"
      stops.append("  0% { \(declaration(r.from)) animation-timing-function: \(timing); }")
      stops.append("  100% { \(declaration(r.to)) }")
    } else {
      let k = c.keyframes
      out += "/* \(k.values.count) stops \(c.keyframeSpacing): \(RoundTrip.sampledClaim(times: k.times, values: k.values, against: r)). */\n"
      for i in k.values.indices {
        stops.append("  \(CodeLanguage.css.number(k.keyTimes[i] * 100))% { \(declaration(k.values[i])) }")
      }
    }
    if case .custom(let name) = property {
      out += "@property \(name) {\n  syntax: \"<number>\";\n  inherits: false;\n  initial-value: \(CodeLanguage.css.number(r.from));\n}\n\n"
    }
    out += "@keyframes \(c.name) {\n" + stops.joined(separator: "\n") + "\n}\n\n"
    // How it plays: once (holding both ends), or forever (--repeat).
    let play = switch c.repeatMode {
    case nil: "both"
    case .restart: "infinite"
    case .reverse: "infinite alternate"
    }
    out += "/* .element { animation: \(c.name) \(CodeLanguage.css.number(r.duration * 1000))ms linear \(play); } */\n"
    return ExportResult(text: out)
  }

  // MARK: css-linear

  /// The curve as a CSS `linear()` easing: exact for linear(), identity and
  /// steps(); otherwise simplified to the tolerance (default 0.001 of the
  /// move) and rounded to the fewest decimals that keep it, with the error
  /// achieved (`nil` when exact), a comment and any notes. Without
  /// `describing` the comment's round-trip measurements are skipped (its
  /// text is then partial): `convert` measures the snippet itself.
  static func linearEasing(_ c: ExportContext, describing: Bool = true) throws(CommandError)
    -> (easing: LinearEasing, error: Double?, comment: String, notes: [String])
  {
    let r = c.curve
    let easing: LinearEasing
    var comment: String
    var notes: [String] = []
    var decimalsUsed: Int?
    var error: Double?
    switch r.easing {
    case .linear(let l):
      easing = l
      comment = "the linear() itself: " + (describing ? RoundTrip.claim([LinearEasingWriter.css(l, decimals: nil)], against: r) : "")
    case .identity:
      easing = LinearEasing(points: [.init(input: 0, output: 0), .init(input: 100, output: 1)])
      comment = describing ? RoundTrip.claim([LinearEasingWriter.css(easing, decimals: nil)], against: r) : ""
    case .steps(let s):
      var points: [LinearEasing.Point] = []
      for run in s.runs {
        points.append(.init(input: run.start * 100, output: run.progress))
        points.append(.init(input: run.end * 100, output: run.progress))
      }
      points.append(.init(input: 100, output: 1))
      easing = LinearEasing(points: points)
      comment = "steps() as jumps: " + (describing ? RoundTrip.claim([LinearEasingWriter.css(easing, decimals: nil)], against: r) : "")
    default:
      guard let p = progress(c) else { throw progressFormatsError(c, .cssLinear) }
      let grid = (0...verificationIntervals).map { Double($0) / Double(verificationIntervals) }
      let ys = grid.map(p)
      let lo = ys.min() ?? 0
      let hi = ys.max() ?? 1
      let tolerance = c.tolerance ?? 0.001 * Swift.max(hi - lo, 1e-12)
      // Leave a tenth of the tolerance for rounding.
      let kept = Simplification.refined(xs: grid, ys: ys, tolerance: 0.9 * tolerance)
      let exact = LinearEasing(points: kept.map { .init(input: grid[$0] * 100, output: ys[$0]) })
      var chosen = exact
      var chosenError = maximumError(exact, grid, ys)
      var d = c.decimals ?? Swift.max(2, (Int(checking: -log10(tolerance), .up) ?? 17) + 1)
      while d <= 17 {
        let rounded = LinearEasingWriter.rounded(exact, decimals: d)
        let e = maximumError(rounded, grid, ys)
        if e <= tolerance || c.decimals != nil {
          chosen = rounded
          chosenError = e
          decimalsUsed = d
          break
        }
        d += 1
      }
      easing = chosen
      // The stated error is the true worst case over the whole easing, not
      // the largest on the verification grid (WorstCase).
      let corners = chosen.points.map { $0.input / 100 }
      chosenError = Swift.max(
        chosenError,
        WorstCase.maximum(
          of: { Swift.abs(chosen.progress(at: $0) - p($0)) }, in: 0...1, samples: verificationIntervals, extra: corners
        ).value)
      error = chosenError
      // What convert states for the same linear(): the error over the whole
      // motion, after its end too (RoundTrip, docs/fit.md §8). It is larger
      // when the curve is cut before it rests (a spring cut 0.001 from its
      // target): the pasted easing then ends at the target.
      let whole = describing ? (try? RoundTrip.error([LinearEasingWriter.css(chosen, decimals: nil)], against: r)) ?? chosenError : chosenError
      let atEnd = whole > chosenError * (1 + 1e-6) + 1e-15
      comment = atEnd
        ? "\(easing.points.count) points, max error \(NumberText.text(whole, .significant(3))) of the move, when it ends (while it plays \(NumberText.text(chosenError, .significant(3))); allowed: \(NumberText.text(tolerance, .significant(3))), --max-error)"
        : "\(easing.points.count) points, max error \(NumberText.text(chosenError, .significant(3))) of the move (allowed: \(NumberText.text(tolerance, .significant(3))), --max-error)"
      if let decimalsUsed { comment += ", rounded to \(decimalsUsed) decimals" }
      if chosenError > tolerance {
        notes.append("the error \(NumberText.text(chosenError, .significant(3))) after rounding to \(decimalsUsed ?? 17) decimals exceeds --max-error \(NumberText.text(tolerance, .significant(3)))")
      }
      notes.append("linear() with \(comment)")
    }
    return (easing, error, comment, notes)
  }

  static func linear(_ c: ExportContext) throws(CommandError) -> ExportResult {
    let r = c.curve
    let (easing, _, comment, notes) = try linearEasing(c)
    let text = LinearEasingWriter.css(easing, decimals: nil)
    var out = c.banner(.block)
    out += "/* \(comment). */\n"
    out += ":root {\n  --\(c.name)-easing: \(text);\n  --\(c.name)-duration: \(CodeLanguage.css.number(r.duration * 1000))ms;\n}\n"
    out += "/* .element { transition: transform var(--\(c.name)-duration) var(--\(c.name)-easing); } */\n"
    return ExportResult(text: out, notes: notes)
  }

  /// The verification grid: x = i/80,000.
  static let verificationIntervals = 80_000

  /// The largest |linear(x) − p(x)| over the grid (p's values in `ys`).
  static func maximumError(_ l: LinearEasing, _ xs: [Double], _ ys: [Double]) -> Double {
    var worst = 0.0
    for (x, y) in zip(xs, ys) { worst = Swift.max(worst, Swift.abs(l.progress(at: x) - y)) }
    return worst
  }

  // MARK: cubic-bezier

  static func cubicBezier(_ c: ExportContext) throws(CommandError) -> ExportResult {
    let r = c.curve
    var out = c.banner(.block)
    switch r.easing {
    case .bezier(let b):
      out += "/* The Bézier itself: \(RoundTrip.claim([b.css], against: r)). */\n" + b.css + "\n"
      return ExportResult(text: out)
    case .identity:
      out += "/* \(RoundTrip.claim(["cubic-bezier(0, 0, 1, 1)"], against: r)) */\ncubic-bezier(0, 0, 1, 1)\n"
      return ExportResult(text: out)
    case .function(let f):
      // A cubic polynomial (x², x³, a back) is a Bézier with x at thirds;
      // its twelve digits are measured like any snippet.
      if let b = f.bezier {
        out += "/* The function as a Bézier: \(RoundTrip.claim([b.css], against: r)). */\n" + b.css + "\n"
        return ExportResult(text: out)
      }
    case .steps:
      throw .badData(
        "--format cubic-bezier cannot jump like steps()",
        hint: "formats that can express it: \((["css-linear"] + Exporter.universal.map(\.rawValue)).joined(separator: ", "))")
    default: break
    }
    guard let p = progress(c) else { throw progressFormatsError(c, .cubicBezier) }
    guard let (b, error, at) = bestBezier(p) else { throw .failure("no cubic-bezier fits '\(c.expression)'") }
    out += "/* Best single cubic-bezier: max error \(NumberText.text(error, .significant(3))) of the move at \(NumberText.text(at * 100, .significant(3))) % of the time. */\n"
    out += b.css + "\n"
    return ExportResult(text: out, notes: ["cubic-bezier approximates '\(c.expression)' with max error \(NumberText.text(error, .significant(3))) of the move at \(NumberText.text(at * 100, .significant(3))) % of the time"])
  }

  /// The best single Bézier (minimax) for a progress function, rounded to
  /// four decimals as people write them, with the rounded curve's maximum
  /// error and where it occurs (fraction of the time).
  static func bestBezier(_ p: (Double) -> Double) -> (CubicBezier, error: Double, at: Double)? {
    let count = 200
    let xs = (0...count).map { Double($0) / Double(count) }
    let ys = xs.map(p)
    guard let fit = CubicBezierFitter.best(xs: xs, ys: ys) else { return nil }
    func round4(_ x: Double) -> Double { (x * 10_000).rounded() / 10_000 }
    let b = CubicBezier(x1: round4(fit.curve.x1), y1: round4(fit.curve.y1), x2: round4(fit.curve.x2), y2: round4(fit.curve.y2))
    let (error, at) = bezierError(b, p)
    return (b, error, at)
  }

  /// The true largest |b(x) − p(x)| and where (``WorstCase``: a 4000-step
  /// scan, each local maximum zoomed into and refined).
  static func bezierError(_ b: CubicBezier, _ p: (Double) -> Double) -> (Double, Double) {
    let e = CubicBezierEvaluator(b)
    let worst = WorstCase.maximum(of: { Swift.abs(e.progress(at: $0) - p($0)) }, in: 0...1, samples: 4000)
    return (worst.value, worst.x)
  }

}
