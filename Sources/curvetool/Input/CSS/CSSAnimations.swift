// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// One CSS animation on an element, from the `animation` shorthand and its
/// longhands (CSS Animations 1): what plays, for how long, how often.
struct CSSAnimation {
  var name = "none"
  /// Seconds.
  var duration = 0.0
  /// The duration token's byte offset and text, for citing and fixing.
  var durationAt: (offset: Int, text: String)?
  /// Seconds; negative starts part-way through.
  var delay = 0.0
  var delayAt: Int?
  var timing: Easing = .bezier(CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))  // ease
  /// `.infinity` for `infinite`.
  var iterations = 1.0
  var direction = "normal"
  var playState = "running"

  static let directions: Set = ["normal", "reverse", "alternate", "alternate-reverse"]
  static let fillModes: Set = ["none", "forwards", "backwards", "both"]
  static let playStates: Set = ["running", "paused"]

  /// Seconds from a CSS `<time>` (`1.2s`, `300ms`), or `nil`.
  static func seconds(_ token: String) -> Double? {
    let t = token.lowercased()
    if t.hasSuffix("ms"), let v = Double(t.dropLast(2)), v.isFinite { return v / 1000 }
    if t.hasSuffix("s"), let v = Double(t.dropLast()), v.isFinite { return v }
    return nil
  }

  /// A timing function through the curve language, or `nil`.
  static func timingFunction(_ token: String) -> Easing? {
    let keywords: Set = ["linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end"]
    let lower = token.lowercased()
    guard keywords.contains(lower) || lower.hasPrefix("cubic-bezier(") || lower.hasPrefix("steps(") || lower.hasPrefix("linear(") else {
      return nil
    }
    guard case .easing(let e, _, _)? = try? CurveInterpreter.curve(token) else { return nil }
    return e
  }

  /// Splits at top-level `separator` (outside parentheses), with each
  /// piece's byte offset from the start of `text`.
  static func split(_ text: String, on separator: UInt8) -> [(String, Int)] {
    var out: [(String, Int)] = []
    var depth = 0
    var current: [UInt8] = []
    var start = 0
    for (i, c) in text.utf8.enumerated() {
      if c == UInt8(ascii: "(") { depth += 1 } else if c == UInt8(ascii: ")") { depth -= 1 }
      let isSeparator = depth == 0 && (separator == 0x20 ? (c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D) : c == separator)
      if isSeparator {
        if !current.isEmpty { out.append((String(decoding: current, as: UTF8.self), start)) }
        current = []
        start = i + 1
      } else {
        if current.isEmpty { start = i }
        current.append(c)
      }
    }
    if !current.isEmpty { out.append((String(decoding: current, as: UTF8.self), start)) }
    return out.map { ($0.0.trimmingCharacters(in: .whitespaces), $0.1) }
  }

  /// The animations of a rule's declarations, in cascade order: the
  /// shorthand resets every longhand, a later longhand overrides; lists
  /// repeat to the number of names. Problems are appended to `notes`.
  static func animations(_ declarations: [CSSStylesheet.Declaration], notes: inout [(offset: Int, what: String)]) -> [CSSAnimation] {
    var list: [CSSAnimation] = []
    func longhand(_ d: CSSStylesheet.Declaration, _ apply: (inout CSSAnimation, String, Int) -> Bool) {
      let items = split(d.value, on: UInt8(ascii: ","))
      guard !items.isEmpty else {
        notes.append((d.valueOffset, "\(d.property) has no value"))
        return
      }
      if list.isEmpty { list = items.map { _ in CSSAnimation() } }
      for i in list.indices {
        let (item, at) = items[i % items.count]
        if !apply(&list[i], item, d.valueOffset + at) { notes.append((d.valueOffset + at, "\(d.property): '\(item)' is not read")) }
      }
    }
    for d in declarations {
      switch d.property {
      case "animation", "-webkit-animation":
        list = split(d.value, on: UInt8(ascii: ",")).map { item, at in
          shorthand(item, offset: d.valueOffset + at, notes: &notes)
        }
      case "animation-name":
        let names = split(d.value, on: UInt8(ascii: ","))
        var next: [CSSAnimation] = []
        for (k, (n, _)) in names.enumerated() {
          var a = k < list.count ? list[k] : (list.last ?? CSSAnimation())
          a.name = CSSStylesheet.unquoted(n)
          next.append(a)
        }
        list = next
      case "animation-duration":
        longhand(d) { a, s, at in
          guard let v = seconds(s), v >= 0 else { return false }
          a.duration = v
          a.durationAt = (at, s)
          return true
        }
      case "animation-delay":
        longhand(d) { a, s, at in
          guard let v = seconds(s) else { return false }
          a.delay = v
          a.delayAt = at
          return true
        }
      case "animation-timing-function":
        longhand(d) { a, s, _ in
          guard let e = timingFunction(s) else { return false }
          a.timing = e
          return true
        }
      case "animation-iteration-count":
        longhand(d) { a, s, _ in
          if s.lowercased() == "infinite" { a.iterations = .infinity } else if let v = Double(s), v >= 0, v.isFinite { a.iterations = v } else { return false }
          return true
        }
      case "animation-direction":
        longhand(d) { a, s, _ in
          guard directions.contains(s.lowercased()) else { return false }
          a.direction = s.lowercased()
          return true
        }
      case "animation-play-state":
        longhand(d) { a, s, _ in
          guard playStates.contains(s.lowercased()) else { return false }
          a.playState = s.lowercased()
          return true
        }
      default: break
      }
    }
    return list.filter { $0.name != "none" }
  }

  /// One item of the `animation` shorthand: the first time is the
  /// duration, the second the delay; keywords by kind; the rest the name.
  static func shorthand(_ item: String, offset: Int, notes: inout [(offset: Int, what: String)]) -> CSSAnimation {
    var a = CSSAnimation()
    var times = 0
    for (token, at) in split(item, on: 0x20) {
      let lower = token.lowercased()
      if let v = seconds(token) {
        if times == 0 {
          a.duration = Swift.max(0, v)
          a.durationAt = (offset + at, token)
        } else {
          a.delay = v
          a.delayAt = offset + at
        }
        times += 1
      } else if let e = timingFunction(token) {
        a.timing = e
      } else if lower == "infinite" {
        a.iterations = .infinity
      } else if let v = Double(token), v.isFinite, v >= 0 {
        a.iterations = v
      } else if directions.contains(lower) {
        a.direction = lower
      } else if fillModes.contains(lower) {
        continue
      } else if playStates.contains(lower) {
        a.playState = lower
      } else if lower.hasPrefix("var(") {
        notes.append((offset + at, "'\(token)' is a custom property: its value is not known here"))
      } else {
        a.name = CSSStylesheet.unquoted(token)
      }
    }
    return a
  }
}
