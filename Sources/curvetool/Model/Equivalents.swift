// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Fit
import Foundation

/// One form a curve converts to: its code, and whether it is exact.
struct Equivalent {
  enum Exactness {
    case exact
    /// A best fit: maximum error as a fraction of the move.
    case approximate(Double)
    /// Not expressible, and why.
    case impossible(String)
  }

  var form: String
  var exactness: Exactness
  var code: [String]
  var note: String?
}

/// The forms `curvetool convert` knows, and how to reach each one.
enum Equivalents {
  /// Form ids with the platform names of ``SpringSnippets``.
  static let platforms: [(id: String, name: String)] = [
    ("swiftui", "SwiftUI"), ("uikit", "UIKit"), ("core-animation", "Core Animation"), ("android", "Android"),
    ("compose", "Compose"), ("framer", "Framer Motion"), ("react-spring", "react-spring"), ("rebound", "Rebound / POP"),
    ("flutter", "Flutter"),
  ]
  static let curveForms = ["spring", "damped-cosine", "bounce", "cubic-bezier", "css-linear"]
  static var forms: [String] { platforms.map(\.id) + curveForms }

  /// The exact spring a curve is, if it is one.
  static func spring(of r: RealizedCurve) -> Spring? {
    if let s = r.spring { return s }
    if case .dampedCosine(let c, _) = r.value { return CurveConversion.spring(c) }
    if let (b, mode) = r.bounce, mode == .exact { return CurveConversion.spring(b.curve) }
    return nil
  }

  /// The exact damped cosine a curve is, if it is one.
  static func dampedCosine(of r: RealizedCurve) -> DampedCosine? {
    if case .dampedCosine(let c, _) = r.value { return c }
    if let (b, mode) = r.bounce, mode == .exact { return b.curve }
    if let s = r.spring { return CurveConversion.dampedCosine(s) }
    return nil
  }

  static func n(_ x: Double) -> String { SpringSnippets.n(x) }

  /// steps() where the platform writes jumps exactly: Core Animation's
  /// discrete keyframes (as `export --format swift` writes them) and
  /// Motion's `steps()` easing; `nil` elsewhere (a spring approximates).
  static func steps(_ form: String, _ s: StepsEasing, _ r: RealizedCurve) -> Equivalent? {
    switch form {
    case "core-animation":
      let (values, keyTimes) = SwiftExport.discrete(s, from: r.from, to: r.to)
      return Equivalent(
        form: form, exactness: .exact,
        code: [
          "let animation = CAKeyframeAnimation(keyPath: \"<#keyPath#>\")",
          "animation.values = [" + values.map(n).joined(separator: ", ") + "]",
          "animation.keyTimes = [" + keyTimes.map(n).joined(separator: ", ") + "]",
          "animation.calculationMode = .discrete; animation.duration = \(n(r.duration))",
        ],
        note: "discrete keyframes, as export --format swift writes them")
    case "framer":
      guard let css = s.css.split(separator: "(").last?.dropLast() else { return nil }
      let parts = css.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      let direction = parts.count > 1 ? ", \"\(parts[1].replacingOccurrences(of: "jump-", with: ""))\"" : ""
      guard ["", ", \"end\"", ", \"start\""].contains(direction) else { return nil }
      return Equivalent(
        form: form, exactness: .exact, code: ["{ duration: \(n(r.duration)), ease: steps(\(parts[0])\(direction)) }"],
        note: "steps from motion")
    default: return nil
    }
  }

  /// The curve in each form, in order; the nearest spring (shared by every
  /// platform form of a curve that is not a spring) is fitted at most once.
  static func equivalents(_ forms: [String], of r: RealizedCurve, expression: String) -> [Equivalent] {
    let nearest = NearestSpring(r)
    return forms.map { equivalent($0, of: r, expression: expression, nearest: nearest) }
  }

  /// The curve in one form.
  static func equivalent(_ form: String, of r: RealizedCurve, expression: String, nearest: NearestSpring) -> Equivalent {
    if let platform = platforms.first(where: { $0.id == form }) {
      if let s = spring(of: r) {
        let snippet = SpringSnippets.all(s).first { $0.platform == platform.name }
        return Equivalent(form: form, exactness: .exact, code: snippet?.code ?? [], note: snippet?.note)
      }
      if case .bezier(let b) = r.easing { return easing(platform.id, b, r, nearest) }
      if case .steps(let s) = r.easing, let exact = steps(platform.id, s, r) { return exact }
      if case .circular(let c) = r.easing, form == "swiftui" {
        return Equivalent(form: form, exactness: .exact, code: [".timingCurve(UnitCurve.\(c.swiftName), duration: \(n(r.duration)))"], note: nil)
      }
      return nearestSpring(form, platform.name, r, nearest)
    }
    switch form {
    case "spring":
      if let s = spring(of: r) {
        return Equivalent(
          form: form, exactness: .exact,
          code: ["spring(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), velocity: \(n(s.initialVelocity)))"],
          note: "from \(n(s.from)) to \(n(s.to))")
      }
      return nearestSpring(form, nil, r, nearest)
    case "damped-cosine":
      if let c = dampedCosine(of: r) {
        return Equivalent(form: form, exactness: .exact, code: [cosineText(c)], note: nil)
      }
      return fittedCosine(r)
    case "bounce":
      if let c = dampedCosine(of: r), let b = CurveConversion.bounce(c) {
        return Equivalent(
          form: form, exactness: .exact,
          code: [
            "bounce(from: \(n(b.from)), to: \(n(b.to)), duration: \(n(b.duration)), bounces: \(b.bounces), stiffness: \(n(b.stiffness.residual)))",
            "curvetool bounce --from \(n(b.from)) --to \(n(b.to)) --duration \(n(b.duration)) --bounces \(b.bounces) --stiffness \(n(b.stiffness.residual))",
          ],
          note: "the curve cut where the envelope is 0.001 of the move, at a whole number of half-oscillations")
      }
      return Equivalent(
        form: form, exactness: .impossible("a bounce is a damped cosine; '\(expression)' is not one"), code: [], note: nil)
    case "cubic-bezier", "css-linear":
      let context = ExportContext(
        curve: r, expression: expression, durationGiven: true, fps: 60, fpsGiven: false, tolerance: nil, decimals: nil,
        property: nil, name: "curve")
      if form == "cubic-bezier" {
        if case .bezier(let b) = r.easing { return Equivalent(form: form, exactness: .exact, code: [b.css], note: nil) }
        if case .steps = r.easing { return Equivalent(form: form, exactness: .impossible("steps() jump; a Bézier cannot"), code: [], note: nil) }
        guard let p = CSSExport.progress(context), let (b, error, _) = CSSExport.bestBezier(p) else {
          return Equivalent(form: form, exactness: .impossible("the curve ends where it starts: no progress to ease"), code: [], note: nil)
        }
        return Equivalent(form: form, exactness: error == 0 ? .exact : .approximate(error), code: [b.css], note: "over \(n(r.duration)) s")
      }
      do {
        let linear = try CSSExport.linearEasing(context)
        return Equivalent(
          form: form, exactness: linear.error.map { .approximate($0) } ?? .exact,
          code: [LinearEasingWriter.css(linear.easing, decimals: nil)],
          note: "over \(n(r.duration)) s")
      } catch {
        return Equivalent(form: form, exactness: .impossible(error.message), code: [], note: nil)
      }
    default:
      return Equivalent(form: form, exactness: .impossible("unknown form"), code: [], note: nil)
    }
  }

  /// A Bézier easing in a platform's words (exact), or its nearest spring.
  static func easing(_ id: String, _ b: CubicBezier, _ r: RealizedCurve, _ nearest: NearestSpring) -> Equivalent {
    let p = "\(n(b.x1)), \(n(b.y1)), \(n(b.x2)), \(n(b.y2))"
    let f = "\(SpringSnippets.f(b.x1)), \(SpringSnippets.f(b.y1)), \(SpringSnippets.f(b.x2)), \(SpringSnippets.f(b.y2))"
    let d = r.duration
    let ms = Int(checking: d * 1000, .toNearestOrAwayFromZero) ?? 0
    let code: [String]
    switch id {
    case "swiftui": code = [".timingCurve(\(p), duration: \(n(d)))"]
    case "uikit":
      code = ["UIViewPropertyAnimator(duration: \(n(d)), timingParameters: UICubicTimingParameters(controlPoint1: CGPoint(x: \(n(b.x1)), y: \(n(b.y1))), controlPoint2: CGPoint(x: \(n(b.x2)), y: \(n(b.y2)))))"]
    case "core-animation": code = ["CAMediaTimingFunction(controlPoints: \(Float(b.x1)), \(Float(b.y1)), \(Float(b.x2)), \(Float(b.y2)))  // duration \(n(d)) s"]
    case "android": code = ["PathInterpolatorCompat.create(\(f))  // duration \(ms) ms"]
    case "compose": code = ["tween(durationMillis = \(ms), easing = CubicBezierEasing(\(f)))"]
    case "framer": code = ["{ duration: \(n(d)), ease: [\(p)] }"]
    case "flutter": code = ["Cubic(\(p))  // duration: Duration(milliseconds: \(ms))"]
    default:
      return nearestSpring(id, platforms.first { $0.id == id }?.name, r, nearest)
    }
    return Equivalent(form: id, exactness: .exact, code: code, note: nil)
  }

  /// The spring from rest closest to an easing (or to any curve's progress).
  static func nearestSpring(_ form: String, _ platform: String?, _ r: RealizedCurve, _ nearest: NearestSpring) -> Equivalent {
    guard let (s, error) = nearest.fit else {
      return Equivalent(form: form, exactness: .impossible("the curve ends where it starts: no spring from rest follows it"), code: [], note: nil)
    }
    var spring = s
    spring.from = r.from
    spring.to = r.to
    let code: [String]
    if let platform {
      code = SpringSnippets.all(spring).first { $0.platform == platform }?.code ?? []
    } else {
      code = ["spring(mass: 1, stiffness: \(n(spring.stiffness)), damping: \(n(spring.damping)))"]
    }
    return Equivalent(form: form, exactness: .approximate(error), code: code, note: "the nearest spring from rest")
  }

  /// The curve's progress over its duration as an easing, when it moves.
  static func progressCurve(_ r: RealizedCurve) -> (any TimingCurve)? {
    guard r.to != r.from else { return nil }
    return SampledProgress(curve: r)
  }

  /// The best damped cosine for a curve that is not one exactly.
  static func fittedCosine(_ r: RealizedCurve) -> Equivalent {
    let t = (0..<400).map { r.duration * Double($0) / 399 }
    guard let fit = try? Fitter.fit(FitSamples(t: t, y: t.map { r.value(at: $0) }), model: .dampedCosine).result,
      case .damped(let c) = fit.curve
    else {
      return Equivalent(form: "damped-cosine", exactness: .impossible("no damped cosine fits this curve"), code: [], note: nil)
    }
    let distance = Swift.max(Swift.abs(r.to - r.from), 1e-300)
    // The true worst case over the motion, not the largest sample.
    let worst = WorstCase.maximum(
      of: { Swift.abs(c.value(at: $0 * r.duration) - r.value(at: $0 * r.duration)) }, in: 0...1, samples: 2000
    ).value
    return Equivalent(
      form: "damped-cosine", exactness: .approximate(worst / distance), code: [cosineText(c)],
      note: "least-squares fit over \(n(r.duration)) s")
  }

  static func cosineText(_ c: DampedCosine) -> String {
    "damped-cosine(amplitude: \(n(c.amplitude)), decay: \(n(c.decay)), omega: \(n(c.omega)), offset: \(n(c.offset))"
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
