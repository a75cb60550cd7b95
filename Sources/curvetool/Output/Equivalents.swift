// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Fit
import Foundation

/// One form a curve converts to: its snippets, each measured by its round
/// trip (``RoundTrip``), or why the form cannot express the curve.
struct Equivalent {
  enum Exactness {
    case exact
    /// Measured maximum error as a fraction of the move.
    case approximate(Double)
    /// Not expressible, and why.
    case impossible(String)
    /// The snippet could not be read back, so nothing is claimed.
    case unverified
  }

  var form: ConvertForm
  var snippets: [Snippet]
  var note: String?
  var impossible: String?
  /// Whether the curve starts with a velocity a form may drop.
  var sourceMoves = false
  /// What the errors are fractions of (``RoundTrip/scaleName(of:)``).
  var scale = RoundTrip.scaleName(moves: true)

  /// From the first (most faithful) snippet's measured round trip.
  var exactness: Exactness {
    if let impossible { return .impossible(impossible) }
    guard let first = snippets.first, let error = first.error else { return .unverified }
    return first.exact ? .exact : .approximate(error)
  }

  /// Every line as printed, a non-exact later form with its measured error.
  var code: [String] {
    snippets.enumerated().flatMap { i, s in i == 0 ? s.lines : s.printed(sourceMoves: sourceMoves, scale: scale) }
  }
}

/// A curve form of curvetool's own language.
enum CurveForm: String, CaseIterable, Sendable {
  case spring
  case dampedCosine = "damped-cosine"
  case bounce
  case cubicBezier = "cubic-bezier"
  case cssLinear = "css-linear"
}

/// What `convert --as` names: a platform (by its registry id) or a curve
/// form.
enum ConvertForm: Hashable, Sendable {
  case platform(PlatformID)
  case curve(CurveForm)

  /// The `--as` value and the JSON `form`.
  var name: String {
    switch self {
    case .platform(let id): id.rawValue
    case .curve(let c): c.rawValue
    }
  }

  /// Every form, platforms first (registry order; CSS is reached as
  /// `css-linear` and `cubic-bezier`).
  static let all: [ConvertForm] =
    PlatformID.allCases.filter { $0 != .css }.map(ConvertForm.platform) + CurveForm.allCases.map(ConvertForm.curve)

  /// A form by its name; a platform in any of its spellings
  /// (``PlatformID/init(lenient:)``: `swiftui`, `framer-motion`, …).
  init?(name: String) {
    if let form = Self.all.first(where: { $0.name == name }) {
      self = form
    } else if let id = PlatformID(lenient: name), id != .css {
      self = .platform(id)
    } else {
      return nil
    }
  }
}

/// The forms `curvetool convert` knows, and how to reach each one.
enum Equivalents {
  static var forms: [String] { ConvertForm.all.map(\.name) }

  /// The exact spring a curve is, if it is one.
  static func spring(of r: RealizedCurve) -> Spring? {
    if let s = r.spring { return s }
    if case .dampedCosine(let c, _) = r.value { return Spring(exactly: c) }
    if let (b, mode) = r.bounce, mode == .exact { return Spring(exactly: b.curve) }
    return nil
  }

  /// The exact damped cosine a curve is, if it is one.
  static func dampedCosine(of r: RealizedCurve) -> DampedCosine? {
    if case .dampedCosine(let c, _) = r.value { return c }
    if let (b, mode) = r.bounce, mode == .exact { return b.curve }
    if let s = r.spring { return DampedCosine(exactly: s) }
    return nil
  }


  /// A form before measuring: its snippets for a digit count, or why not.
  enum Draft {
    case code((CodeDigits) -> [Snippet], note: String?)
    case impossible(String)
  }

  /// steps() where the platform writes jumps exactly (its code file's
  /// ``PlatformCode/steps(_:from:to:duration:digits:)``); `nil` elsewhere
  /// (a spring approximates).
  static func steps(_ form: PlatformID, _ s: StepsEasing, _ r: RealizedCurve) -> Draft? {
    guard let first = form.code.steps(s, from: r.from, to: r.to, duration: r.duration, digits: .readable) else { return nil }
    return .code({ d in form.code.steps(s, from: r.from, to: r.to, duration: r.duration, digits: d).map { [$0.snippet] } ?? [] }, note: first.note)
  }

  /// The curve in each form, in order, each measured; the nearest spring
  /// (shared by every platform form of a curve that is not a spring) is
  /// fitted at most once.
  static func equivalents(_ forms: [ConvertForm], of r: RealizedCurve, expression: String) -> [Equivalent] {
    let nearest = NearestSpring(r)
    let moves = r.spring.map { $0.initialVelocity != 0 } ?? (Swift.abs(r.velocity(at: 0)) > 1e-12 * Swift.max(1, Swift.abs(r.to - r.from)))
    return forms.map { form in
      switch draft(form, of: r, expression: expression, nearest: nearest) {
      case .impossible(let why): return Equivalent(form: form, snippets: [], note: nil, impossible: why)
      case .code(let make, let note):
        var equivalent = Equivalent(
          form: form, snippets: RoundTrip.measured(make, against: r), note: note, sourceMoves: moves, scale: RoundTrip.scaleName(of: r))
        if form == .platform(.compose) { composeKeyframes(&equivalent, r, expression: expression) }
        return equivalent
      }
    }
  }

  /// Compose's keyframes for a curve it has no exact spec for (a bounce, a
  /// fitted curve, anything without an exact spec): the `keyframes { }` or
  /// `keyframesWithSpline { }` that
  /// `export --format compose` writes at 60 fps, with the error its dense
  /// comparison measured; first when closer than the nearest spring.
  static func composeKeyframes(_ e: inout Equivalent, _ r: RealizedCurve, expression: String) {
    // Not where Compose has the curve itself (a spring or an easing, exact
    // up to its 32-bit floats).
    guard (e.snippets.first?.error ?? .infinity) > 1e-6, r.duration > 0 else { return }
    let context = ExportContext(
      curve: r, expression: expression, durationGiven: true, fps: 60, fpsGiven: false, tolerance: nil, decimals: nil,
      property: nil, name: "curve")
    guard (try? Exporter.checkBudget(context, what: "compose", fix: "")) != nil else { return }
    let k = ComposeExport.keyframes(context)
    // Each statement on a line of its own, unindented: convert indents
    // only the continuations of a wrapped line.
    var snippet = Snippet(k.spec.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    snippet.error = k.error
    if k.error < (e.snippets.first?.error ?? .infinity) {
      e.snippets.insert(snippet, at: 0)
      e.note = "keyframes at 60 fps, whole milliseconds" + (k.spline ? ", Compose's monotone spline between" : "")
    } else {
      e.snippets.append(snippet)
    }
  }

  /// The curve in one form, before measuring.
  static func draft(_ form: ConvertForm, of r: RealizedCurve, expression: String, nearest: NearestSpring) -> Draft {
    let curveForm: CurveForm
    switch form {
    case .curve(let c): curveForm = c
    case .platform(let platform):
      if let s = spring(of: r) {
        guard let readable = platform.code.spring(s, digits: .readable) else { return .impossible("\(platform.platform.displayName) has no spring") }
        return .code({ platform.code.spring(s, digits: $0)?.snippets ?? [] }, note: readable.note)
      }
      if case .bezier(let b) = r.easing, platform.code.bezier(b, duration: r.duration, digits: .readable) != nil {
        return .code({ d in platform.code.bezier(b, duration: r.duration, digits: d).map { [$0] } ?? [] }, note: nil)
      }
      if case .function(let fn) = r.easing, let snippet = platform.code.function(fn, duration: r.duration) {
        return .code({ _ in [snippet] }, note: nil)
      }
      if case .steps(let s) = r.easing, let exact = steps(platform, s, r) { return exact }
      if case .circular(let c) = r.easing, platform == .swiftUI {
        return .code({ _ in [Snippet([".timingCurve(UnitCurve.\(c.swiftName), duration: \(NumberText.text(r.duration, .duration)))"])] }, note: nil)
      }
      return nearestSpring(platform, r, nearest)
    }
    switch curveForm {
    case .spring:
      if let s = spring(of: r) {
        return .code({ d in [Snippet(
          ["spring(mass: \(d.text(s.mass)), stiffness: \(d.text(s.stiffness)), damping: \(d.text(s.damping)), velocity: \(d.text(s.initialVelocity)))"])] },
          note: "from \(CodeLanguage.swift.number(s.from)) to \(CodeLanguage.swift.number(s.to))")
      }
      return nearestSpring(nil, r, nearest)
    case .dampedCosine:
      if let c = dampedCosine(of: r) { return .code({ [Snippet([cosineText(c, $0)])] }, note: nil) }
      return fittedCosine(r)
    case .bounce:
      // A bounce is itself; a damped cosine or spring is cut where its
      // envelope is 0.001 of the move.
      let own = r.bounce.map { b, mode in (b, mode == .skbounce ? ", compat: skbounce" : "", mode == .skbounce ? " --compat skbounce" : "") }
      if let (b, compat, flag) = own ?? dampedCosine(of: r).flatMap({ Bounce(enclosing: $0) }).map({ ($0, "", "") }) {
        let extra = (b.overshoot ? "" : ", overshoot: false") + (b.shake ? ", shake: true" : "") + compat
        let flags = (b.overshoot ? "" : " --no-overshoot") + (b.shake ? " --shake" : "") + flag
        return .code({ d in
          let n = d.text
          return [
            Snippet(["bounce(from: \(n(b.from)), to: \(n(b.to)), duration: \(n(b.duration)), bounces: \(b.bounces), stiffness: \(n(b.stiffness.residual))\(extra))"]),
            Snippet(["curvetool bounce --from \(n(b.from)) --to \(n(b.to)) --duration \(n(b.duration)) --bounces \(b.bounces) --stiffness \(n(b.stiffness.residual))\(flags)"]),
          ]
        }, note: own == nil ? "the curve cut where the envelope is 0.001 of the move, at a whole number of half-oscillations" : nil)
      }
      return .impossible("a bounce is a damped cosine; '\(expression)' is not one")
    case .cubicBezier, .cssLinear:
      let context = ExportContext(
        curve: r, expression: expression, durationGiven: true, fps: 60, fpsGiven: false, tolerance: nil, decimals: nil,
        property: nil, name: "curve")
      if curveForm == .cubicBezier {
        if case .bezier(let b) = r.easing { return .code({ _ in [Snippet([b.css])] }, note: nil) }
        if case .steps = r.easing { return .impossible("steps() jump; a Bézier cannot") }
        guard let p = CSSExport.progress(context), let (b, _, _) = CSSExport.bestBezier(p) else {
          return .impossible("the curve ends where it starts: no progress to ease")
        }
        return .code({ _ in [Snippet([b.css])] }, note: "over \(CodeLanguage.swift.number(r.duration)) s")
      }
      do {
        // (The snippet is measured once, by RoundTrip.measured, not in the
        // export's comment too.)
        let linear = try CSSExport.linearEasing(context, describing: false)
        return .code({ _ in [Snippet([LinearEasingWriter.css(linear.easing, decimals: nil)])] }, note: "over \(CodeLanguage.swift.number(r.duration)) s")
      } catch {
        return .impossible(error.message)
      }
    }
  }

  /// The spring from rest closest to an easing (or to any curve's progress),
  /// in a platform's words or curvetool's.
  static func nearestSpring(_ platform: PlatformID?, _ r: RealizedCurve, _ nearest: NearestSpring) -> Draft {
    guard let (s, _) = nearest.fit else { return .impossible("the curve ends where it starts: no spring from rest follows it") }
    var spring = s
    spring.from = r.from
    spring.to = r.to
    if let platform, platform.code.spring(spring, digits: .readable) != nil {
      return .code({ platform.code.spring(spring, digits: $0)?.snippets ?? [] }, note: "the nearest spring from rest")
    }
    return .code({ d in [Snippet(["spring(mass: 1, stiffness: \(d.text(spring.stiffness)), damping: \(d.text(spring.damping)))"])] },
      note: "the nearest spring from rest")
  }

  /// The curve's progress over its duration as an easing, when it moves.
  static func progressCurve(_ r: RealizedCurve) -> (any TimingCurve)? {
    guard r.to != r.from else { return nil }
    return SampledProgress(curve: r)
  }

  /// The best damped cosine for a curve that is not one exactly.
  static func fittedCosine(_ r: RealizedCurve) -> Draft {
    let t = (0..<400).map { r.duration * Double($0) / 399 }
    guard let fit = try? Fitter.fit(FitSamples(t: t, y: t.map { r.value(at: $0) }), model: .dampedCosine),
      case .damped(let c) = fit.curve
    else {
      return .impossible("no damped cosine fits this curve")
    }
    // A fit that strays further than the whole move follows nothing.
    if let error = try? RoundTrip.error([cosineText(c)], against: r), error > 1 {
      return .impossible("the best damped cosine is off by \(NumberText.text(error, .brief)) of the move")
    }
    return .code({ [Snippet([cosineText(c, $0)])] }, note: "least-squares fit over \(CodeLanguage.swift.number(r.duration)) s")
  }

  static func cosineText(_ c: DampedCosine, _ d: CodeDigits = .readable) -> String {
    let n = d.text
    return "damped-cosine(amplitude: \(n(c.amplitude)), decay: \(n(c.decay)), omega: \(n(c.omega)), offset: \(n(c.offset))"
      + (c.oscillation == .sine ? ", oscillation: sine" : "") + (c.overshoot ? "" : ", overshoot: false") + ")"
  }
}

/// The spring from rest closest to a curve's easing (or progress), fitted on
/// first use and kept: a conversion to every form asks for it many times.
final class NearestSpring {
  let curve: RealizedCurve
  private var memo: (spring: Spring, maximumError: Double)??

  init(_ curve: RealizedCurve) { self.curve = curve }

  /// The spring and its maximum error as a fraction of the move, or `nil`
  /// when the curve does not move.
  var fit: (spring: Spring, maximumError: Double)? {
    if let memo { return memo }
    let easing = curve.easing?.timingCurve ?? Equivalents.progressCurve(curve)
    let found = easing.flatMap { CurveConversion.nearestSpring(to: AnyTimingCurve($0), duration: curve.duration) }
    memo = .some(found)
    return found
  }
}

/// A curve's progress (value − from)/(to − from) over its duration.
struct SampledProgress: TimingCurve {
  let curve: RealizedCurve
  func progress(at fraction: Double) -> Double { curve.progress(at: Swift.min(1, Swift.max(0, fraction)) * curve.duration) }
}
