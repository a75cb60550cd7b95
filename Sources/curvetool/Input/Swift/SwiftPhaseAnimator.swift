// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `phaseAnimator([phases]) { content, phase in … } animation: { phase in … }`
/// as keyframes: each modifier whose arguments use `phase` is a key path
/// whose value at each phase is that argument evaluated with `phase` set;
/// the loop moves phase to phase and back to the first, each move along the
/// animation (an easing's duration, or a spring's settling duration to
/// 0.001 of the move, SwiftUI's "logically complete" being unpublished).
/// Without `trigger:` it loops forever.
enum SwiftPhaseAnimator {
  static func read(_ src: SwiftSource, _ body: Range<Int>, _ eval: inout SwiftEvaluator) throws(SwiftUnreadable) -> SwiftKeyframeAnimator? {
    let t = src.tokens
    guard let at = body.first(where: { t[$0].is("phaseAnimator") && $0 + 1 < body.upperBound && t[$0 + 1].is("(") }) else { return nil }
    var k = SwiftKeyframeAnimator()
    let close = src.close(at + 1)
    let args = SwiftKeyframeAnimator.arguments(src, (at + 2)..<close)
    guard let list = args["0"], list.count >= 2, t[list.lowerBound].is("["), t[list.upperBound - 1].is("]") else {
      throw SwiftUnreadable(at: at, message: "phaseAnimator's phases are not a list curvetool reads ([1, 1.2] or [false, true])")
    }
    var phases: [SwiftValue] = []
    for (_, r) in SwiftKeyframeAnimator.arguments(src, (list.lowerBound + 1)..<(list.upperBound - 1)).sorted(by: { $0.value.lowerBound < $1.value.lowerBound }) {
      phases.append(try eval.value(r))
      k.cites.append(("phases[\(phases.count - 1)]", r.lowerBound))
    }
    guard phases.count >= 2 else { throw SwiftUnreadable(at: list.lowerBound, message: "phaseAnimator needs two phases or more") }
    if let r = args["trigger"] {
      k.trigger = src.text(r).replacingOccurrences(of: "self.", with: "")
    } else {
      k.repeating = true
    }
    // The content closure: modifiers whose arguments use `phase`.
    guard let open = src.next("{", from: close + 1, until: body.upperBound) else { return nil }
    let contentEnd = src.close(open)
    // The closure's second parameter is the phase, whatever its name.
    let phase = open + 4 < contentEnd && t[open + 2].is(",") && t[open + 3].kind == .identifier && t[open + 4].is("in") ? t[open + 3].text : "phase"
    var paths: [(String, Range<Int>)] = []
    var i = open + 1
    while i < contentEnd {
      if t[i].is("."), i + 2 < contentEnd, t[i + 1].kind == .identifier, t[i + 2].is("(") {
        let mc = src.close(i + 2)
        for (label, r) in SwiftKeyframeAnimator.arguments(src, (i + 3)..<mc).sorted(by: { $0.value.lowerBound < $1.value.lowerBound })
        where r.contains(where: { t[$0].is(phase) }) {
          paths.append((Int(label) == nil ? "\(t[i + 1].text).\(label)" : t[i + 1].text, r))
        }
        i = mc + 1
        continue
      }
      i += 1
    }
    guard !paths.isEmpty else { throw SwiftUnreadable(at: open, message: "no modifier in phaseAnimator's content uses the phase") }
    // The animation of every move.
    var curve: CurveValue = .spring(Spring(response: 0.55, dampingRatio: 1), velocity: .zero, origin: ".default")
    var inert: [(at: Int, what: String)] = []
    if let a = (contentEnd + 1..<body.upperBound).first(where: { t[$0].is("animation") }), a + 2 < body.upperBound, t[a + 1].is(":"),
      let ao = src.next("{", from: a + 2, until: body.upperBound)
    {
      let ac = src.close(ao)
      var start = ao + 1
      if let inAt = (ao + 1..<ac).first(where: { t[$0].is("in") }) { start = inAt + 1 }
      let animationPhase = ao + 2 < ac && t[ao + 1].kind == .identifier && t[ao + 2].is("in") ? t[ao + 1].text : "phase"
      if (start..<ac).contains(where: { t[$0].is("switch") || t[$0].is(animationPhase) }) {
        throw SwiftUnreadable(at: start, message: "an animation that depends on the phase is not read yet; describe the phases in kfloop/1")
      }
      guard let e = try? ExpressionParser.parse(src.text(start..<ac)), let v = try? CurveInterpreter.interpret(e) else {
        throw SwiftUnreadable(at: start, message: "animation `\(src.text(start..<ac))` is not an animation curvetool reads")
      }
      curve = v
      inert = PlatformCodes.notes(e).map { (at: start, what: $0) }
    }
    var values: [[Double]] = []
    for (path, r) in paths {
      var row: [Double] = []
      for p in phases {
        eval.values[phase] = (p, list.lowerBound)
        row.append(try eval.number(r))
      }
      values.append(row)
      k.initialValues.append((path, row[0]))
      k.thresholds[path] = path.hasPrefix("scaleEffect") || path.hasPrefix("opacity") ? 0.01 : 1
    }
    eval.values[phase] = nil
    for (n, (path, _)) in paths.enumerated() {
      var keyframes: [JSON] = []
      for step in 1...phases.count {
        let to = values[n][step % phases.count]
        switch curve {
        case .easing(let e, let d, _):
          var m: [(String, JSON)] = [("type", .string("linear")), ("to", .number(to)), ("duration", .number(d ?? 0.35))]
          if case .bezier(let b) = e { m.append(("timingCurve", .object([("bezier", .array([b.x1, b.y1, b.x2, b.y2].map(JSON.number)))]))) }
          keyframes.append(.object(m))
        case .spring(let s, _, _, _):
          keyframes.append(.object([
            ("type", .string("spring")), ("to", .number(to)), ("duration", .number(s.settlingDuration(epsilon: 0.001))),
            ("spring", .object([("mass", .number(s.mass)), ("stiffness", .number(s.stiffness)), ("damping", .number(s.damping)), ("allowOverDamping", .bool(true))])),
          ]))
        default:
          throw SwiftUnreadable(at: at, message: "phaseAnimator's animation must be an easing or a spring")
        }
      }
      k.tracks.append((path, keyframes))
    }
    k.notes += inert
    return k
  }
}
