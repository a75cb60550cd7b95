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
      let isSeparator = depth == 0 && (separator == 0x20 ? HTMLStyles.isSpace(c) : c == separator)
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
    // Trimmed of white space of every kind, each offset moved past what was trimmed.
    return out.compactMap { piece, at in
      let bytes = Array(piece.utf8)
      guard let first = bytes.firstIndex(where: { !HTMLStyles.isSpace($0) }), let last = bytes.lastIndex(where: { !HTMLStyles.isSpace($0) }) else {
        return nil
      }
      return (String(decoding: bytes[first...last], as: UTF8.self), at + first)
    }
  }

  /// The animations of a rule's declarations, as CSS Animations 1 defines
  /// them: in cascade order the shorthand sets every longhand's list and a
  /// later longhand replaces its own; then there is one animation per
  /// `animation-name`, and every other list is repeated cyclically (or
  /// cut) to that length. A declaration with a value it cannot read is
  /// ignored whole, as a browser ignores an invalid declaration, and named
  /// in `notes`.
  static func animations(_ declarations: [CSSStylesheet.Declaration], notes: inout [(offset: Int, what: String)]) -> [CSSAnimation] {
    typealias Setter = (inout CSSAnimation) -> Void
    var names: [String] = []
    var lists: [String: [Setter]] = [:]
    func longhand(_ d: CSSStylesheet.Declaration, _ parse: (String, Int) -> Setter?) {
      let items = split(d.value, on: UInt8(ascii: ","))
      guard !items.isEmpty else {
        notes.append((d.valueOffset, "\(d.property) has no value"))
        return
      }
      var setters: [Setter] = []
      for (item, at) in items {
        guard let setter = parse(item, d.valueOffset + at) else {
          notes.append((d.valueOffset + at, "\(d.property): '\(item)' is not read, so the declaration is ignored (as a browser ignores it)"))
          return
        }
        setters.append(setter)
      }
      lists[d.property] = setters
    }
    for d in declarations {
      switch d.property {
      case "animation", "-webkit-animation":
        let items = split(d.value, on: UInt8(ascii: ",")).map { item, at in shorthand(item, offset: d.valueOffset + at, notes: &notes) }
        names = items.map(\.name)
        lists["animation-duration"] = items.map { i in { $0.duration = i.duration; $0.durationAt = i.durationAt } }
        lists["animation-delay"] = items.map { i in { $0.delay = i.delay; $0.delayAt = i.delayAt } }
        lists["animation-timing-function"] = items.map { i in { $0.timing = i.timing } }
        lists["animation-iteration-count"] = items.map { i in { $0.iterations = i.iterations } }
        lists["animation-direction"] = items.map { i in { $0.direction = i.direction } }
        lists["animation-play-state"] = items.map { i in { $0.playState = i.playState } }
      case "animation-name":
        names = split(d.value, on: UInt8(ascii: ",")).map { CSSStylesheet.unquoted($0.0) }
      case "animation-duration":
        longhand(d) { s, at in
          guard let v = seconds(s), v >= 0 else { return nil }
          return { $0.duration = v; $0.durationAt = (at, s) }
        }
      case "animation-delay":
        longhand(d) { s, at in
          guard let v = seconds(s) else { return nil }
          return { $0.delay = v; $0.delayAt = at }
        }
      case "animation-timing-function":
        longhand(d) { s, _ in
          guard let e = timingFunction(s) else { return nil }
          return { $0.timing = e }
        }
      case "animation-iteration-count":
        longhand(d) { s, _ in
          if s.lowercased() == "infinite" { return { $0.iterations = .infinity } }
          guard let v = Double(s), v >= 0, v.isFinite else { return nil }
          return { $0.iterations = v }
        }
      case "animation-direction":
        longhand(d) { s, _ in
          guard directions.contains(s.lowercased()) else { return nil }
          return { $0.direction = s.lowercased() }
        }
      case "animation-play-state":
        longhand(d) { s, _ in
          guard playStates.contains(s.lowercased()) else { return nil }
          return { $0.playState = s.lowercased() }
        }
      default: break
      }
    }
    // Longhands applied in one order, whatever order they were declared in.
    let order = ["animation-duration", "animation-delay", "animation-timing-function", "animation-iteration-count", "animation-direction", "animation-play-state"]
    return names.indices.compactMap { k in
      var a = CSSAnimation()
      a.name = names[k]
      for property in order {
        if let list = lists[property], !list.isEmpty { list[k % list.count](&a) }
      }
      return a.name == "none" ? nil : a
    }
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
