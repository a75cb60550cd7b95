// This file is part of curvetool. SPDX-License-Identifier: MIT

extension ComposeSpecReader {
  /// `keyframes { … }`: its statements in order, as `KeyframesSpecConfig`
  /// runs them (androidx `AnimationSpec.kt`): `durationMillis = …` and
  /// `delayMillis = …` set the config; `v at ms` and `v atFraction f`
  /// (`(durationMillis × f).roundToInt()` with the duration set so far)
  /// add a keyframe, a later one at the same millisecond replacing it;
  /// `using e` (or `with e`) sets the easing of the interval it starts. The
  /// start and end are the animation's own values where no keyframe sits
  /// at 0 or at the duration. Any other statement is not read.
  mutating func keyframes(_ body: Range<Int>, at: Int) throws(KotlinUnreadable) -> ComposeSpec {
    var duration = 300
    var delay = 0
    var durationToken: Range<Int>?
    var entries: [Int: (value: Double, easing: Easing, atToken: Range<Int>?)] = [:]
    let t = source.tokens
    for s in source.statements(body) {
      // `durationMillis = …` / `delayMillis = …`
      if s.count >= 3, t[s.lowerBound].kind == .identifier, t[s.lowerBound + 1].is("="), !t[s.lowerBound + 2].is("=") {
        let value = (s.lowerBound + 2)..<s.upperBound
        switch t[s.lowerBound].text {
        case "durationMillis":
          duration = try integer(value, "durationMillis")
          durationToken = value
        case "delayMillis":
          delay = try integer(value, "delayMillis")
        default:
          throw KotlinUnreadable(at: s.lowerBound, message: "keyframes: `\(source.text(s))` is not read (durationMillis, delayMillis and `value at ms` are)")
        }
        continue
      }
      // `value at ms [using easing]`, at the statement's own level.
      var depth = 0
      var atIndex: Int?
      var usingIndex: Int?
      for k in s {
        if t[k].kind == .symbol {
          if "([{".contains(t[k].text) { depth += 1 } else if ")]}".contains(t[k].text) { depth -= 1 }
        }
        guard depth == 0, t[k].kind == .identifier else { continue }
        if atIndex == nil, t[k].is("at") || t[k].is("atFraction") { atIndex = k }
        if atIndex != nil, t[k].is("using") || t[k].is("with") { usingIndex = k }
      }
      guard let a = atIndex, a > s.lowerBound else {
        throw KotlinUnreadable(at: s.lowerBound, message: "keyframes: `\(source.text(s))` is not read (durationMillis, delayMillis and `value at ms` are)")
      }
      let value = try evaluator.number(s.lowerBound..<a).double
      let timeRange = (a + 1)..<(usingIndex ?? s.upperBound)
      var ms: Int
      var atToken: Range<Int>?
      if t[a].is("at") {
        ms = try integer(timeRange, "at")
        atToken = timeRange
      } else {
        // Float multiply, then round half up (fastRoundToInt).
        let f = Float(try evaluator.number(timeRange).double)
        let product = Float(duration) * f
        ms = Int((product + 0.5).rounded(.down))
      }
      var easing = Easing.identity
      if let u = usingIndex {
        guard u + 1 < s.upperBound else { throw KotlinUnreadable(at: u, message: "`using` without an easing") }
        easing = try self.easing((u + 1)..<s.upperBound)
      }
      guard ms >= 0 else { throw KotlinUnreadable(at: a, message: "keyframe at \(ms) ms: Compose's times are ≥ 0") }
      entries[ms] = (value, easing, atToken)
    }
    try check(duration: duration, delay: delay, at: at)
    if let past = entries.keys.filter({ $0 > duration }).min() {
      throw KotlinUnreadable(at: at, message: "keyframes: a keyframe at \(past) ms is past durationMillis \(duration), which Compose never reaches")
    }
    var list: [(ms: Int, value: Double?, easing: Easing)] = entries.keys.sorted().map { (ms: $0, value: entries[$0]?.value, easing: entries[$0]?.easing ?? .identity) }
    if entries[0] == nil { list.insert((ms: 0, value: nil, easing: .identity), at: 0) }
    if entries[duration] == nil { list.append((ms: duration, value: nil, easing: .identity)) }
    var spec = ComposeSpec(kind: .keyframes(list), durationMillis: duration, delayMillis: delay, durationToken: durationToken, callAt: at)
    spec.atTokens = entries.keys.sorted().compactMap { ms in entries[ms]?.atToken.map { (tokens: $0, ms: ms) } }
    return spec
  }
}
