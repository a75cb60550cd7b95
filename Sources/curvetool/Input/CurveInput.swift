// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The curve argument and the options every curve command shares:
/// `--from`, `--to`, `--duration`, `--velocity`.
struct CurveInput: Sendable {
  /// The options, for command specs.
  static let options: [OptionSpec] = MoveOption.specs(ownDefault: "a bounce or damped cosine may set its own") + [
    .option(
      "duration", value: "seconds",
      help: "Animation length. Easings and bounces are stretched to it; springs and damped cosines are cut at it.",
      default: "the curve's own: SwiftUI easings 0.35, CSS easings 1, bounces 0.5, springs until within 0.001 of the distance"),
    .option(
      "velocity", value: "units/s",
      help: "Initial velocity of a spring in value units per second (replaces the expression's).",
      default: "the expression's, else 0"),
  ]

  /// Every option that shapes a curve expression (`sample`, `analyze`,
  /// `plot`): the shared ones, `--retarget` and `--engine`. With recorded
  /// samples alone they have nothing to apply to.
  static let expressionOptions: [OptionSpec] = options + [RetargetOption.spec, EngineOption.spec]

  /// The expression as given.
  let text: String
  let value: CurveValue
  let realized: RealizedCurve
  /// Whether --duration was given (else the curve's own length is used).
  let durationGiven: Bool

  /// Reads the expression and the shared options.
  init(text: String, arguments: ParsedArguments) throws(UsageError) {
    self.text = text
    value = try Self.parse(text, notes: arguments.notes)
    let (from, to) = try MoveOption.given(arguments)
    durationGiven = arguments.has("duration")
    let duration = try arguments.has("duration") ? arguments.double("duration", default: 1, .duration) : nil
    let velocity = try arguments.double("velocity", .velocity)
    try CurveInput.checkVelocity(velocity, for: value, text)
    if case .dampedCosine = value, from != nil || to != nil {
      throw .invalid("a damped cosine sets its own values: change amplitude: and offset: instead of --from/--to")
    }
    if case .decay = value, to != nil {
      throw .invalid("a decay has no target: it coasts as far as its velocity takes it; set --velocity (and --from) instead of --to")
    }
    if let duration, duration > RealizedCurve.maximumDuration * 1000 {
      throw .invalidValue(option: arguments.label("duration"), value: arguments.string("duration") ?? "", reason: "must be at most 60000 s", suggestion: nil)
    }
    let plain = RealizedCurve(value, from: from, to: to, duration: duration, velocity: velocity)
    try Self.check(plain, text)
    // `--retarget` (sample, analyze, plot): the target changes.
    let retargets = try RetargetOption.parse(arguments.strings("retarget"), label: arguments.label("retarget"))
    let retargeted = try plain.retargeted(retargets, durationGiven: durationGiven, label: arguments.label("retarget"))
    // `--engine` (sample, analyze, plot): who draws it.
    if let engine = arguments.string("engine") {
      realized = try retargeted.drawn(
        by: engine, label: arguments.label("engine"), frameRate: try FrameRateOption.value(arguments),
        durationGiven: durationGiven)
    } else {
      realized = retargeted
    }
    if case .spring(_, _, _, let engine) = value {
      if let n = Self.restNote(engine, velocity: velocity) { arguments.notes.add(n) }
      if realized.engineFrames == nil, let n = Self.engineOnlyNote(engine) { arguments.notes.add(n) }
    }
  }

  /// The warning for engine options an expression gives (react-spring's
  /// `precision`, `restVelocity` and `clamp`, Motion's and Popmotion's
  /// `restSpeed` and `restDelta`, Compose's `visibilityThreshold`): `spring`
  /// applies them (its engines and done table); the other commands draw the
  /// exact closed form.
  static func engineOnlyNote(_ engine: SpringEngineSettings) -> String? {
    var keys: [String] = []
    if engine.reactSpringPrecision != nil { keys.append("precision") }
    if engine.reactSpringRestVelocity != nil { keys.append("restVelocity") }
    if engine.reactSpringClamp { keys.append("clamp") }
    if engine.composeVisibilityThreshold != nil { keys.append("visibilityThreshold") }
    if engine.restSpeed != nil { keys.append("restSpeed") }
    if engine.restDelta != nil { keys.append("restDelta") }
    guard !keys.isEmpty else { return nil }
    return keys.map { "'\($0)'" }.joined(separator: ", ")
      + " \(keys.count == 1 ? "is" : "are") applied by 'curvetool spring' (its --engine and done table), not here: this command draws the exact closed form"
  }

  /// The warning for a start velocity given to a spring its library starts
  /// from rest (``SpringEngineSettings/startsFromRest``): the velocity is
  /// not applied, as the library does not apply it.
  static func restNote(_ engine: SpringEngineSettings, velocity: Double?, written: String? = nil) -> String? {
    guard engine.startsFromRest, let velocity, velocity != 0 else { return nil }
    let what = written ?? "--velocity \(NumberText.text(velocity, .detail))"
    return "\(what) does not start the motion: Motion and Popmotion start a duration-defined spring from rest (Popmotion's velocity shapes only its findSpring)"
  }

  /// The checks every curve passes before any command uses it, whatever
  /// gave its numbers (flags or the expression): a duration inside
  /// ``NumberRule/duration``, a valid move, a spring inside ``Spring``'s
  /// domain, a bounce that exists in its mode, and finite values within
  /// ±``valueLimit`` over the whole motion.
  static func check(_ realized: RealizedCurve, _ text: String) throws(UsageError) {
    try Move.check(from: realized.from, to: realized.to)
    if let s = realized.spring { try CurveChecks.validate(s) }
    if let (b, mode) = realized.bounce { try CurveChecks.check(b, mode, text) }
    guard realized.duration.isFinite, realized.duration > 0 else {
      throw .invalid("'\(text)' has no finite length; give --duration")
    }
    if let reason = NumberRule.duration.violation(realized.duration) {
      throw .invalid("'\(text)' lasts \(NumberText.text(realized.duration, .detail)) s; a duration \(reason) s")
    }
    for i in 0...1000 {
      let t = realized.duration * Double(i) / 1000
      let v = realized.value(at: t)
      guard Swift.abs(v) <= valueLimit else {
        throw .invalid(
          "'\(text)' reaches \(NumberText.text(v, .detail)) at \(NumberText.text(t, .detail)) s; values must stay within ±\(NumberText.text(valueLimit, .detail))")
      }
    }
  }

  /// The largest |value| a curve may reach over its motion, value units
  /// (docs/cli.md §Limits).
  static let valueLimit = 1e12

  /// `--velocity` sets a spring's or a decay's start; any other curve
  /// refuses it.
  static func checkVelocity(_ velocity: Double?, for value: CurveValue, _ text: String) throws(UsageError) {
    guard velocity != nil else { return }
    switch value {
    case .spring, .decay: return
    default: throw .invalid("--velocity applies to springs and decays only; '\(text)' is neither")
    }
  }

  /// Parses one expression; errors carry the caret context. Times in
  /// seconds that look like milliseconds are noted in `notes`
  /// (``SecondsCheck``).
  static func parse(_ text: String, notes: UsageNotes? = nil) throws(UsageError) -> CurveValue {
    do {
      let expression = try ExpressionParser.parse(text)
      let value = try CurveInterpreter.interpret(expression)
      // A velocity the expression gives a spring that starts from rest.
      if let notes, case .spring(_, _, _, let engine) = value, engine.startsFromRest,
        let v = CurveInterpreter.ignoredVelocity(expression)
      {
        restNote(engine, velocity: v, written: "'velocity: \(NumberText.text(v, .detail))'").map(notes.add)
      }
      if let notes {
        SecondsCheck.notes(expression).forEach(notes.add)
        PlatformCodes.notes(expression).forEach(notes.add)
      }
      return value
    } catch {
      let clamped = Swift.min(error.range.lowerBound, text.count)..<Swift.max(Swift.min(error.range.upperBound, text.count + 1), Swift.min(error.range.lowerBound, text.count) + 1)
      throw .expression(error.message, source: text, range: clamped)
    }
  }

  /// The positional words joined into one expression (shells split
  /// `.spring(response: 0.5, dampingFraction: 0.8)` at the spaces).
  static func joined(_ positionals: [String]) throws(UsageError) -> String {
    let text = positionals.joined(separator: " ")
    if text.trimmingSpaces.isEmpty { throw .missingArgument("curve") }
    return text
  }

  /// The texts of the curves a command that takes several is given: the words as one
  /// expression when they read as one (an unquoted `spring(stiffness: 300,
  /// damping: 20)` arrives in several words), else each word as its own
  /// curve when every one reads (`analyze .bouncy .snappy`); otherwise the
  /// one expression's error, or, when the first word is a curve on its
  /// own, the first word that is not (`.bouncy .snapy` → did you mean
  /// `.snappy`).
  static func texts(_ positionals: [String], notes: UsageNotes) throws(UsageError) -> [String] {
    let text = try joined(positionals)
    do {
      _ = try parse(text, notes: notes)
      return [text]
    } catch {
      guard positionals.count > 1, (try? parse(positionals[0])) != nil else { throw error }
      for word in positionals { _ = try parse(word, notes: notes) }
      return positionals
    }
  }

  /// The curves of a command that takes one or several, each read with the
  /// shared options (``texts(_:notes:)`` tells them apart).
  static func several(_ positionals: [String], arguments: ParsedArguments) throws(UsageError) -> [CurveInput] {
    var inputs: [CurveInput] = []
    for text in try texts(positionals, notes: arguments.notes) { inputs.append(try CurveInput(text: text, arguments: arguments)) }
    return inputs
  }
}

/// `--fps`, `--count` or `--at`: which times to sample.
enum SampleTimes: Sendable, Equatable {
  case fps(Double)
  case count(Int)
  case at([Double])

  static let options: [OptionSpec] = [
    FrameRateOption.spec("Sample every 1/fps s from 0, ending exactly at --duration."),
    .option("count", value: "n", help: "n evenly spaced samples from 0 to --duration inclusive (2…10,000,000)."),
    .option("at", value: "t[,t…]", help: "Sample at these times in seconds.", repeatable: true),
  ]

  /// The largest number of samples a command writes.

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let given = ["fps", "count", "at"].filter { arguments.has($0) }
    if given.count > 1 {
      throw .invalid(given.map { "--\($0)" }.joined(separator: ", ") + ": choose one of --fps, --count and --at")
    }
    if arguments.has("at") {
      var times: [Double] = []
      for text in arguments.strings("at") {
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
          times.append(try ParsedArguments.number(String(part), label: arguments.label("at"), .time))
        }
      }
      self = .at(times)
    } else if let n = try arguments.int("count") {
      guard n >= 2, n <= WorkBudget.maxSamples else {
        throw .invalidValue(option: arguments.label("count"), value: String(n), reason: "must be 2…10,000,000", suggestion: nil)
      }
      self = .count(n)
    } else {
      self = .fps(try FrameRateOption.value(arguments))
    }
  }

  /// The times for an animation of `duration` seconds, generated as they
  /// are read (never stored).
  func times(duration: Double) throws(UsageError) -> TimeGrid {
    switch self {
    case .at(let t): return TimeGrid(.given(t))
    case .count(let n): return TimeGrid(.even(duration: duration, count: n))
    case .fps(let fps):
      try WorkBudget.checkSamples(
        Sampling.frameCount(duration: duration, fps: fps),
        what: "\(NumberText.text(duration, .detail)) s at \(NumberText.text(fps, .detail)) fps", fix: "lower --fps or --duration")
      return TimeGrid(.frames(duration: duration, fps: fps))
    }
  }
}
