// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Reads Compose animation specs from Kotlin tokens: `infiniteRepeatable`
/// (its `animation`, `repeatMode` and `initialStartOffset`), and the
/// duration-based specs it repeats (``ComposeSpec``). What is not read
/// throws ``KotlinUnreadable`` with the place and the reason.
struct ComposeSpecReader {
  let source: KotlinSource
  var evaluator: KotlinEvaluator
  /// `val`s declared once in the file, by name: their initialiser's
  /// tokens, so a spec held in one (`val pulse = infiniteRepeatable(…)`)
  /// reads where it is used.
  var definitions: [String: Range<Int>] = [:]

  private var t: [SwiftToken] { source.tokens }

  /// The call at the start of `r`: its name, and the index of its `(` or
  /// lambda `{` (type arguments `<Float>` skipped); the call must span `r`.
  func call(_ r: Range<Int>) -> (name: String, open: Int, arguments: KotlinSource.Arguments)? {
    var r = r
    // A name for a spec: its definition (a chain of names at most 8 long).
    for _ in 0..<8 where r.count == 1 && t[r.lowerBound].kind == .identifier {
      guard let d = definitions[t[r.lowerBound].text], d != r else { break }
      r = d
    }
    var k = r.lowerBound
    guard k < r.upperBound, t[k].kind == .identifier else { return nil }
    let name = t[k].text
    k += 1
    if k < r.upperBound, t[k].is("<") {
      var depth = 0
      while k < r.upperBound {
        if t[k].is("<") { depth += 1 } else if t[k].is(">") { depth -= 1; if depth == 0 { k += 1; break } }
        k += 1
      }
    }
    guard k < r.upperBound, t[k].is("(") || t[k].is("{") else { return nil }
    let args = source.arguments(k)
    guard args.end == r.upperBound else { return nil }
    return (name, k, args)
  }

  mutating func integer(_ r: Range<Int>, _ what: String) throws(KotlinUnreadable) -> Int {
    let v = try evaluator.number(r)
    guard let n = v.integer else { throw KotlinUnreadable(at: r.lowerBound, message: "\(what) `\(source.text(r))` is not an Int (Compose counts whole milliseconds)") }
    return n
  }

  /// `infiniteRepeatable(animation, repeatMode, initialStartOffset)`.
  mutating func infiniteRepeatable(_ r: Range<Int>) throws(KotlinUnreadable) -> (ComposeSpec, ComposeRepetition) {
    guard let c = call(r) else { throw KotlinUnreadable(at: r.lowerBound, message: "`\(source.text(r))` is not an animation spec curvetool reads") }
    switch c.name {
    case "infiniteRepeatable", "InfiniteRepeatableSpec":
      break
    case "repeatable", "RepeatableSpec", "tween", "keyframes", "snap", "spring", "TweenSpec":
      throw KotlinUnreadable(at: r.lowerBound, message: "an InfiniteTransition animates with infiniteRepeatable(…); `\(c.name)` here does not compile")
    default:
      throw KotlinUnreadable(at: r.lowerBound, message: "`\(c.name)` is not an animation spec curvetool reads (infiniteRepeatable of tween, keyframes or snap)")
    }
    let known = ["animation", "repeatMode", "initialStartOffset"]
    if let label = c.arguments.unknownLabels(known).first { throw KotlinUnreadable(at: r.lowerBound, message: "infiniteRepeatable has no parameter `\(label)`") }
    guard let animation = c.arguments.value("animation", position: 0) else {
      throw KotlinUnreadable(at: r.lowerBound, message: "infiniteRepeatable without an animation")
    }
    let spec = try durationBased(animation)
    var repetition = ComposeRepetition(reverse: false, startOffsetMillis: 0, iterations: nil)
    try options(c.arguments, first: 1, into: &repetition)
    return (spec, repetition)
  }

  /// `repeatMode` and `initialStartOffset` at positions `first` and
  /// `first + 1` (or by label).
  mutating func options(_ a: KotlinSource.Arguments, first: Int, into repetition: inout ComposeRepetition) throws(KotlinUnreadable) {
    if let mode = a.value("repeatMode", position: first) {
      switch source.text(mode).replacingOccurrences(of: " ", with: "") {
      case "RepeatMode.Reverse", "Reverse": repetition.reverse = true
      case "RepeatMode.Restart", "Restart": repetition.reverse = false
      default: throw KotlinUnreadable(at: mode.lowerBound, message: "repeatMode `\(source.text(mode))` is not RepeatMode.Restart or RepeatMode.Reverse")
      }
    }
    if let offset = a.value("initialStartOffset", position: first + 1) {
      repetition.startOffsetMillis = try startOffset(offset)
    }
  }

  /// What `Animatable.animateTo` takes: `infiniteRepeatable`,
  /// `repeatable(iterations, animation, repeatMode, initialStartOffset)`
  /// (iterations ≥ 1, as `RepeatableSpec` requires) or one duration-based
  /// spec played once. A spring is refused: an `Animatable` spring ends at
  /// Compose's estimate of its duration, which a loop model does not carry.
  mutating func repeated(_ r: Range<Int>) throws(KotlinUnreadable) -> (ComposeSpec, ComposeRepetition) {
    guard let c = call(r) else { throw KotlinUnreadable(at: r.lowerBound, message: "`\(source.text(r))` is not an animation spec curvetool reads") }
    switch c.name {
    case "infiniteRepeatable", "InfiniteRepeatableSpec":
      return try infiniteRepeatable(r)
    case "repeatable", "RepeatableSpec":
      if let label = c.arguments.unknownLabels(["iterations", "animation", "repeatMode", "initialStartOffset"]).first {
        throw KotlinUnreadable(at: r.lowerBound, message: "repeatable has no parameter `\(label)`")
      }
      guard let count = c.arguments.value("iterations", position: 0), let animation = c.arguments.value("animation", position: 1) else {
        throw KotlinUnreadable(at: r.lowerBound, message: "repeatable needs iterations and an animation")
      }
      let iterations = try integer(count, "iterations")
      guard (1...100_000).contains(iterations) else {
        throw KotlinUnreadable(at: count.lowerBound, message: "iterations \(iterations): Compose requires at least 1 (at most 100,000 are read)")
      }
      let spec = try durationBased(animation)
      var repetition = ComposeRepetition(reverse: false, startOffsetMillis: 0, iterations: iterations)
      try options(c.arguments, first: 2, into: &repetition)
      return (spec, repetition)
    case "spring", "SpringSpec":
      throw KotlinUnreadable(at: r.lowerBound, message: "an Animatable spring ends at Compose's estimate of its duration, which diagnose's loop model does not carry")
    default:
      return (try durationBased(r), ComposeRepetition(reverse: false, startOffsetMillis: 0, iterations: 1))
    }
  }

  /// `StartOffset(offsetMillis, offsetType)`: the value Compose keeps,
  /// offset × type (Delay −1, the default; FastForward 1).
  mutating func startOffset(_ r: Range<Int>) throws(KotlinUnreadable) -> Int {
    guard let c = call(r), c.name == "StartOffset" else {
      throw KotlinUnreadable(at: r.lowerBound, message: "initialStartOffset `\(source.text(r))` is not StartOffset(…)")
    }
    if let label = c.arguments.unknownLabels(["offsetMillis", "offsetType"]).first { throw KotlinUnreadable(at: r.lowerBound, message: "StartOffset has no parameter `\(label)`") }
    guard let ms = c.arguments.value("offsetMillis", position: 0) else { throw KotlinUnreadable(at: r.lowerBound, message: "StartOffset without offsetMillis") }
    let offset = try integer(ms, "offsetMillis")
    guard offset >= 0 else { throw KotlinUnreadable(at: ms.lowerBound, message: "offsetMillis \(offset) is negative (StartOffset's type gives the direction)") }
    var sign = -1
    if let type = c.arguments.value("offsetType", position: 1) {
      switch source.text(type).replacingOccurrences(of: " ", with: "") {
      case "StartOffsetType.Delay", "Delay": sign = -1
      case "StartOffsetType.FastForward", "FastForward": sign = 1
      default: throw KotlinUnreadable(at: type.lowerBound, message: "offsetType `\(source.text(type))` is not StartOffsetType.Delay or FastForward")
      }
    }
    return sign * offset
  }

  /// `tween`, `TweenSpec`, `keyframes { }` or `snap`.
  mutating func durationBased(_ r: Range<Int>) throws(KotlinUnreadable) -> ComposeSpec {
    guard let c = call(r) else { throw KotlinUnreadable(at: r.lowerBound, message: "`\(source.text(r))` is not an animation spec curvetool reads") }
    switch c.name {
    case "tween", "TweenSpec":
      let delayName = c.name == "tween" ? "delayMillis" : "delay"
      if let label = c.arguments.unknownLabels(["durationMillis", delayName, "easing"]).first { throw KotlinUnreadable(at: r.lowerBound, message: "\(c.name) has no parameter `\(label)`") }
      let durationAt = c.arguments.value("durationMillis", position: 0)
      let duration = try durationAt.map { r throws(KotlinUnreadable) in try integer(r, "durationMillis") } ?? 300
      let delay = try c.arguments.value(delayName, position: 1).map { r throws(KotlinUnreadable) in try integer(r, delayName) } ?? 0
      let easing = try c.arguments.value("easing", position: 2).map { r throws(KotlinUnreadable) in try self.easing(r) } ?? .bezier(CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1))
      try check(duration: duration, delay: delay, at: r.lowerBound)
      return ComposeSpec(kind: .tween(easing: easing), durationMillis: duration, delayMillis: delay, durationToken: durationAt, callAt: r.lowerBound)
    case "snap":
      if let label = c.arguments.unknownLabels(["delayMillis"]).first { throw KotlinUnreadable(at: r.lowerBound, message: "snap has no parameter `\(label)`") }
      let delay = try c.arguments.value("delayMillis", position: 0).map { r throws(KotlinUnreadable) in try integer(r, "delayMillis") } ?? 0
      try check(duration: 0, delay: delay, at: r.lowerBound)
      guard delay > 0 else { throw KotlinUnreadable(at: r.lowerBound, message: "snap() repeated without a delay lasts no time: the loop has no period") }
      return ComposeSpec(kind: .snap, durationMillis: 0, delayMillis: delay, durationToken: nil, callAt: r.lowerBound)
    case "keyframes":
      guard c.arguments.values.isEmpty, let body = c.arguments.lambda else {
        throw KotlinUnreadable(at: r.lowerBound, message: "keyframes takes its keyframes in a block: keyframes { … }")
      }
      return try keyframes(body, at: r.lowerBound)
    case "spring", "SpringSpec":
      throw KotlinUnreadable(at: r.lowerBound, message: "a spring has no fixed duration: infiniteRepeatable repeats tween, keyframes or snap (spring here does not compile)")
    case "keyframesWithSpline":
      throw KotlinUnreadable(at: r.lowerBound, message: "keyframesWithSpline interpolates with a monotone spline, which kfloop/1 keyframes do not carry")
    default:
      throw KotlinUnreadable(at: r.lowerBound, message: "`\(c.name)` is not a duration-based spec curvetool reads (tween, keyframes, snap)")
    }
  }

  func check(duration: Int, delay: Int, at: Int) throws(KotlinUnreadable) {
    guard duration >= 0, delay >= 0 else { throw KotlinUnreadable(at: at, message: "a negative duration or delay (Compose requires ≥ 0)") }
    // kfloop/1's limit on one keyframe's length, a day, in milliseconds.
    guard duration + delay <= 86_400_000 else { throw KotlinUnreadable(at: at, message: "an iteration longer than a day is past kfloop/1's limits (docs/cli.md, Limits)") }
    guard duration + delay > 0 else { throw KotlinUnreadable(at: at, message: "an iteration of no time has no period") }
  }

  /// An easing as the curve language reads it (`LinearEasing`,
  /// `FastOutSlowInEasing`, `CubicBezierEasing(…)`, `EaseOutBack`, …):
  /// Béziers only, which kfloop/1 keyframes carry.
  func easing(_ r: Range<Int>) throws(KotlinUnreadable) -> Easing {
    let text = source.text(r)
    guard let value = try? CurveInput.parse(text) else {
      throw KotlinUnreadable(at: r.lowerBound, message: "easing `\(text)` is not one curvetool knows (presets --platform compose lists them)")
    }
    switch value {
    case .easing(.identity, _, _): return .identity
    case .easing(.bezier(let b), _, _): return b == .linear ? .identity : .bezier(b)
    case .easing(.function, _, _):
      throw KotlinUnreadable(at: r.lowerBound, message: "easing `\(text)` is not a cubic Bézier; kfloop/1 keyframes carry Béziers only")
    default:
      throw KotlinUnreadable(at: r.lowerBound, message: "`\(text)` is \(value.kind), not an easing")
    }
  }
}
