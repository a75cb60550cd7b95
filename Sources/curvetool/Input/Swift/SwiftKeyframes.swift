// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// One view's `keyframeAnimator` read from its body: the initial values,
/// whether it repeats, its tracks as kfloop keyframes, and what each key
/// path drives (for the visible thresholds).
struct SwiftKeyframeAnimator {
  var initialValues: [(String, Double)] = []
  var repeating = false
  var repeatingAt: Int?
  /// The flag or counter whose change plays it once
  /// (`keyframeAnimator(initialValue:trigger:)`).
  var trigger: String?
  var tracks: [(keyPath: String, keyframes: [JSON])] = []
  var thresholds: [String: Double] = [:]
  /// Every number used, with the token it came from.
  var cites: [(what: String, at: Int)] = []
  /// What the animation's curves give that does not shape them
  /// (``InertKeys``: `blendDuration`), with the token it is at.
  var notes: [(at: Int, what: String)] = []

  /// Reads the first `.keyframeAnimator(…)` of a view body, evaluating its
  /// numbers with `eval` (the view's properties, the call site's
  /// arguments); `nil` when the body has none.
  static func read(_ src: SwiftSource, _ body: Range<Int>, _ eval: inout SwiftEvaluator) throws(SwiftUnreadable) -> SwiftKeyframeAnimator? {
    let t = src.tokens
    // The modifier, or the KeyframeAnimator view.
    guard let at = body.first(where: { (t[$0].is("keyframeAnimator") || t[$0].is("KeyframeAnimator")) && $0 + 1 < body.upperBound && t[$0 + 1].is("(") })
    else { return try SwiftPhaseAnimator.read(src, body, &eval) }
    var k = SwiftKeyframeAnimator()
    let close = src.close(at + 1)
    let args = arguments(src, (at + 2)..<close)
    // initialValue: Properties() or Properties(a: 1): the struct's defaults, overridden.
    if let r = args["initialValue"] {
      if t[r.lowerBound].kind == .identifier, let s = src.structNamed(t[r.lowerBound].text) {
        let given = r.count > 2 ? arguments(src, (r.lowerBound + 2)..<(r.upperBound - 1)) : [:]
        for p in s.properties {
          guard let v = given[p.name] ?? p.value else { continue }
          k.initialValues.append((p.name, try eval.number(v)))
          k.cites.append(("initialValue.\(p.name)", v.lowerBound))
        }
      } else {
        k.initialValues.append(("value", try eval.number(r)))
        k.cites.append(("initialValue", r.lowerBound))
      }
    }
    if let r = args["repeating"] {
      k.repeating = try eval.bool(r)
      k.repeatingAt = r.lowerBound
    } else if let r = args["trigger"] {
      // Plays once whenever this value changes.
      var name = src.text(r)
      if name.hasPrefix("self.") { name = String(name.dropFirst(5)) }
      guard r.count == 1 || (r.count == 3 && t[r.lowerBound].is("self")), t[r.upperBound - 1].kind == .identifier else {
        throw SwiftUnreadable(at: r.lowerBound, message: "trigger `\(src.text(r))` is not a state value curvetool follows")
      }
      k.trigger = name
    }
    // The content closure: what each value.x drives.
    guard close < body.upperBound else {
      throw SwiftUnreadable(at: at, message: "`\(t[at].text)(` is not closed inside the view's body")
    }
    let content = (close + 1)..<body.upperBound
    let drivers: [(String, Double)] = [("scaleEffect", 0.01), ("opacity", 0.01), ("offset", 1), ("rotationEffect", 1), ("frame", 1), ("position", 1)]
    var modifier = ""
    for i in content {
      if t[i].is("keyframes") { break }
      if i > 0, t[i - 1].is("."), drivers.contains(where: { $0.0 == t[i].text }) { modifier = t[i].text }
      if t[i].is("value"), !modifier.isEmpty, i > 0, !t[i - 1].is(".") {
        let member = i + 2 < content.upperBound && t[i + 1].is(".") ? t[i + 2].text : "value"
        k.thresholds[member] = drivers.first { $0.0 == modifier }?.1
      }
    }
    // keyframes: { _ in KeyframeTrack(\.x) { … } … }
    guard let kf = content.first(where: { t[$0].is("keyframes") }), let open = src.next("{", from: kf) else { return k }
    let end = src.close(open)
    var i = open + 1
    while i < end {
      if t[i].is("KeyframeTrack"), i + 1 < end, t[i + 1].is("(") || t[i + 1].is("{") {
        // KeyframeTrack(\.path) { … }, or KeyframeTrack { … } for the whole value.
        let pc = t[i + 1].is("(") ? src.close(i + 1) : i
        let path = (t[i + 1].is("(") && i + 2 < pc && t[i + 2].kind == .keyPath) ? t[i + 2].text : "value"
        guard let bo = src.next("{", from: pc + 1), bo < end else { break }
        let bc = src.close(bo)
        k.tracks.append((path, try keyframes(src, (bo + 1)..<bc, path: path, &eval, &k.cites)))
        i = bc + 1
        continue
      }
      i += 1
    }
    // Keyframes straight in the closure animate the whole value.
    if k.tracks.isEmpty { k.tracks.append(("value", try keyframes(src, (open + 1)..<end, path: "value", &eval, &k.cites))) }
    if k.initialValues.isEmpty { k.initialValues = [("value", 0)] }
    return k
  }

  /// `label: expression` ranges of an argument list (unlabelled ones as
  /// "0", "1", …).
  static func arguments(_ src: SwiftSource, _ r: Range<Int>) -> [String: Range<Int>] {
    var out: [String: Range<Int>] = [:]
    var i = r.lowerBound
    var position = 0
    while i < r.upperBound {
      var label = "\(position)"
      if src.tokens[i].kind == .identifier, i + 1 < r.upperBound, src.tokens[i + 1].is(":") {
        label = src.tokens[i].text
        i += 2
      } else {
        position += 1
      }
      let e = src.expressionEnd(i, r.upperBound)
      out[label] = i..<e
      i = e + 1
    }
    return out
  }

  /// The keyframe calls of one track as kfloop keyframes.
  static func keyframes(
    _ src: SwiftSource, _ r: Range<Int>, path: String, _ eval: inout SwiftEvaluator, _ cites: inout [(what: String, at: Int)]
  ) throws(SwiftUnreadable) -> [JSON] {
    let t = src.tokens
    var out: [JSON] = []
    var i = r.lowerBound
    while i < r.upperBound {
      guard KeyframeCalls.names.contains(t[i].text), i + 1 < r.upperBound, t[i + 1].is("(") else {
        if t[i].kind == .identifier, i + 1 < r.upperBound, t[i + 1].is("("), t[i].text.hasSuffix("Keyframe") {
          throw SwiftUnreadable(at: i, message: "`\(t[i].text)` is not a SwiftUI keyframe curvetool reads")
        }
        if t[i].is("for") || t[i].is("if") {
          throw SwiftUnreadable(at: i, message: "`\(t[i].text)` inside a KeyframeTrack builds keyframes curvetool does not expand; describe them in kfloop/1")
        }
        i += 1
        continue
      }
      let close = src.close(i + 1)
      let args = arguments(src, (i + 2)..<close)
      let n = out.count
      var m: [(String, JSON)] = []
      func num(_ label: String) throws(SwiftUnreadable) -> Double? {
        guard let a = args[label] else { return nil }
        cites.append(("\(path)[\(n)].\(label == "0" ? "to" : label)", a.lowerBound))
        return try eval.number(a)
      }
      let type = ["LinearKeyframe": "linear", "CubicKeyframe": "cubic", "SpringKeyframe": "spring", "MoveKeyframe": "move"][t[i].text] ?? "move"
      m.append(("type", .string(type)))
      guard let to = try num("0") else { throw SwiftUnreadable(at: i, message: "`\(t[i].text)` needs the value to reach") }
      m.append(("to", .number(to)))
      if let d = try num("duration") { m.append(("duration", .number(d))) } else if type == "linear" || type == "cubic" {
        m.append(("duration", .number(0)))
      }
      for label in ["startVelocity", "endVelocity"] { if let v = try num(label) { m.append((label, .number(v))) } }
      if let c = args["timingCurve"] { m.append(("timingCurve", try timingCurve(src, c))) }
      if let s = args["spring"] {
        cites.append(("\(path)[\(n)].spring", s.lowerBound))
        m.append(("spring", try spring(src, s, eval)))
      }
      if let c = args["timingCurve"] { cites.append(("\(path)[\(n)].timingCurve", c.lowerBound)) }
      out.append(.object(m))
      i = close + 1
    }
    return out
  }

  static func timingCurve(_ src: SwiftSource, _ r: Range<Int>) throws(SwiftUnreadable) -> JSON {
    do {
      switch try KeyframeCalls.unitCurve(try ExpressionParser.parse(src.text(r))) {
      case .bezier(let b): return .object([("bezier", .array([b.x1, b.y1, b.x2, b.y2].map(JSON.number)))])
      case let u: return .string(UnitCurve.names.first { $0.value == u }?.key ?? "linear")
      }
    } catch {
      throw SwiftUnreadable(at: r.lowerBound, message: "timingCurve `\(src.text(r))`: \(error.message)")
    }
  }

  /// A spring argument through the curve language, its names replaced by
  /// their values first (`Spring(duration: d, bounce: 0.2)`).
  static func spring(_ src: SwiftSource, _ r: Range<Int>, _ eval: SwiftEvaluator) throws(SwiftUnreadable) -> JSON {
    var text = ""
    for i in r {
      let tok = src.tokens[i]
      let labelled = i + 1 < r.upperBound && src.tokens[i + 1].is(":")
      if tok.kind == .identifier, !labelled, i == r.lowerBound || !src.tokens[i - 1].is("."), let v = eval.value(of: tok.text, at: i)?.double {
        text += " \(v)"
      } else {
        text += (i > r.lowerBound && tok.offset > src.tokens[i - 1].offset + src.tokens[i - 1].length ? " " : "") + tok.text
      }
    }
    text = text.replacingOccurrences(of: ".init(", with: "Spring(")
    guard case .spring(let s, _, _, _)? = try? CurveInterpreter.curve(text) else {
      throw SwiftUnreadable(at: r.lowerBound, message: "spring `\(src.text(r))` is not a spring curvetool reads")
    }
    return .object([
      ("mass", .number(s.mass)), ("stiffness", .number(s.stiffness)), ("damping", .number(s.damping)), ("allowOverDamping", .bool(true)),
    ])
  }
}
