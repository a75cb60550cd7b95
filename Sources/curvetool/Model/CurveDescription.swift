// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// How commands describe a realized curve: one line for people, one
/// object for machines (documented in docs/cli.md, "The curve object").
enum CurveDescription {
  /// "spring: mass 1, stiffness 157.9, damping 20.11 (ζ 0.8) from 0 to 1".
  static func summary(_ r: RealizedCurve) -> String {
    let span = "from \(NumberText.text(r.from, .significant(6))) to \(NumberText.text(r.to, .significant(6)))"
    return kindSummary(r, span: span) + r.retargetSummary + r.engineSummary
  }

  private static func kindSummary(_ r: RealizedCurve, span: String) -> String {
    switch r.value {
    case .spring(_, _, let origin, _):
      guard let s = r.spring else { return origin }
      var text = "spring (\(origin)): mass \(NumberText.text(s.mass, .significant(6))), stiffness \(NumberText.text(s.stiffness, .significant(6))), damping \(NumberText.text(s.damping, .significant(6))), ζ \(NumberText.text(s.dampingRatio, .significant(4)))"
      if s.initialVelocity != 0 { text += ", initial velocity \(NumberText.text(s.initialVelocity, .significant(6)))/s" }
      return text + ", " + span + ", shown for \(NumberText.text(r.duration, .significant(6))) s"
    case .easing(let e, _, let origin):
      if let d = r.transitionDuration {
        return "easing \(e.css ?? origin) over \(NumberText.text(d, .significant(6))) s per transition, shown for \(NumberText.text(r.duration, .significant(6))) s, " + span
      }
      return "easing \(e.css ?? origin) over \(NumberText.text(r.duration, .significant(6))) s, " + span
    case .bounce(let b, let mode, _, _):
      let stiffness = b.stiffness.name ?? NumberText.text(b.stiffness.residual, .report)
      let kind = b.shake ? "shake" : (b.overshoot ? "overshoot" : "anvil")
      return "bounce (\(mode.rawValue)): \(b.bounces) bounces, stiffness \(stiffness), \(kind), \(NumberText.text(b.duration, .significant(6))) s, " + span
    case .samples(let p, let origin):
      return "\(p.values.count) samples from \(origin), " + span
    case .track(let c, let origin):
      return "keyframe track \(origin) (period \(NumberText.text(c.timeline.duration, .significant(6))) s), shown for \(NumberText.text(c.span, .significant(6))) s, " + span
    case .decay(_, _, let origin):
      guard let d = r.curve as? Decay else { return origin }
      let stop = d.stopTime.map { "stopped at \(NumberText.text($0, .significant(6))) s" } ?? "not stopped within \(NumberText.text(r.duration, .significant(6))) s"
      return "decay (\(origin)): initial velocity \(NumberText.text(d.initialVelocity, .significant(6)))/s, rate \(NumberText.text(d.rate, .significant(6)))/s, \(stop), " + span
    case .dampedCosine(let c, _):
      let g = c.oscillation == .cosine ? "cos" : "sin"
      let osc = c.overshoot ? "\(g)(\(NumberText.text(c.omega, .significant(6)))·t)" : "|\(g)(\(NumberText.text(c.omega, .significant(6)))·t)|"
      return "damped cosine \(NumberText.text(c.amplitude, .significant(6)))·e^(−\(NumberText.text(c.decay, .significant(6)))·t)·\(osc) + \(NumberText.text(c.offset, .significant(6))), shown for \(NumberText.text(r.duration, .significant(6))) s"
    }
  }

  /// `{"kind": …, "origin": …, parameters…, "from", "to", "duration"}`.
  static func json(_ r: RealizedCurve, expression: String) -> JSON {
    var members: [(String, JSON)] = [("expression", .string(expression))]
    switch r.value {
    case .spring(_, _, let origin, _):
      members.append(("kind", .string("spring")))
      members.append(("origin", .string(origin)))
      if let s = r.spring { members += SpringMembers.members(s, move: false) }
    case .easing(let e, _, let origin):
      members.append(("kind", .string("easing")))
      members.append(("origin", .string(origin)))
      members.append(("css", e.css.map(JSON.string) ?? .null))
      if case .bezier(let b) = e {
        members.append(("bezier", .array([b.x1, b.y1, b.x2, b.y2].map(JSON.number))))
      }
    case .bounce(let b, let mode, _, let origin):
      members += [
        ("kind", .string("bounce")), ("origin", .string(origin)), ("mode", .string(mode.rawValue)),
        ("bounces", .number(Double(b.bounces))), ("stiffness", .number(b.stiffness.residual)),
        ("overshoot", .bool(b.overshoot)), ("shake", .bool(b.shake)),
      ]
    case .samples(let p, let origin):
      members += [("kind", .string("samples")), ("origin", .string(origin)), ("count", .int(p.values.count))]
    case .track(let c, let origin):
      members += [("kind", .string("keyframe-track")), ("origin", .string(origin)), ("period", .number(c.timeline.duration))]
    case .decay(_, _, let origin):
      members += [("kind", .string("decay")), ("origin", .string(origin))]
      if let d = r.curve as? Decay {
        members += [
          ("initialVelocity", .number(d.initialVelocity)), ("rate", .number(d.rate)),
          ("stopTime", d.stopTime.map(JSON.number) ?? .null), ("asymptote", .number(d.asymptote)),
        ]
      }
    case .dampedCosine(let c, let origin):
      members += [
        ("kind", .string("damped-cosine")), ("origin", .string(origin)),
        ("amplitude", .number(c.amplitude)), ("decay", .number(c.decay)), ("omega", .number(c.omega)),
        ("offset", .number(c.offset)), ("oscillation", .string(c.oscillation.rawValue)), ("overshoot", .bool(c.overshoot)),
      ]
    }
    members += [("from", .number(r.from)), ("to", .number(r.to)), ("duration", .number(r.duration))]
    if let changes = r.retargetJSON { members.append(("retargets", changes)) }
    if let engine = r.engineJSON { members.append(("engine", engine)) }
    return .object(members)
  }
}
