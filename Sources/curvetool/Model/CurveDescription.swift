// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// How commands describe a realized curve: one line for people, one
/// object for machines (documented in docs/cli.md, "The curve object").
enum CurveDescription {
  /// "spring: mass 1, stiffness 157.9, damping 20.11 (ζ 0.8) from 0 to 1".
  static func summary(_ r: RealizedCurve) -> String {
    let span = "from \(num(r.from, 6)) to \(num(r.to, 6))"
    return kindSummary(r, span: span) + r.retargetSummary + r.engineSummary
  }

  private static func kindSummary(_ r: RealizedCurve, span: String) -> String {
    switch r.value {
    case .spring(_, _, let origin, _):
      guard let s = r.spring else { return origin }
      var text = "spring (\(origin)): mass \(num(s.mass, 6)), stiffness \(num(s.stiffness, 6)), damping \(num(s.damping, 6)), ζ \(num(s.dampingRatio, 4))"
      if s.initialVelocity != 0 { text += ", initial velocity \(num(s.initialVelocity, 6))/s" }
      return text + ", " + span + ", shown for \(num(r.duration, 6)) s"
    case .easing(let e, _, let origin):
      if let d = r.transitionDuration {
        return "easing \(e.css ?? origin) over \(num(d, 6)) s per transition, shown for \(num(r.duration, 6)) s, " + span
      }
      return "easing \(e.css ?? origin) over \(num(r.duration, 6)) s, " + span
    case .bounce(let b, let mode, _, _):
      let stiffness = b.stiffness.name ?? num(b.stiffness.residual)
      let kind = b.shake ? "shake" : (b.overshoot ? "overshoot" : "anvil")
      return "bounce (\(mode.rawValue)): \(b.bounces) bounces, stiffness \(stiffness), \(kind), \(num(b.duration, 6)) s, " + span
    case .samples(let p, let origin):
      return "\(p.values.count) samples from \(origin), " + span
    case .track(let c, let origin):
      return "keyframe track \(origin) (period \(num(c.timeline.duration, 6)) s), shown for \(num(c.span, 6)) s, " + span
    case .decay(_, _, let origin):
      guard let d = r.curve as? Decay else { return origin }
      let stop = d.stopTime.map { "stopped at \(num($0, 6)) s" } ?? "not stopped within \(num(r.duration, 6)) s"
      return "decay (\(origin)): initial velocity \(num(d.initialVelocity, 6))/s, rate \(num(d.rate, 6))/s, \(stop), " + span
    case .dampedCosine(let c, _):
      let g = c.oscillation == .cosine ? "cos" : "sin"
      let osc = c.overshoot ? "\(g)(\(num(c.omega, 6))·t)" : "|\(g)(\(num(c.omega, 6))·t)|"
      return "damped cosine \(num(c.amplitude, 6))·e^(−\(num(c.decay, 6))·t)·\(osc) + \(num(c.offset, 6)), shown for \(num(r.duration, 6)) s"
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
