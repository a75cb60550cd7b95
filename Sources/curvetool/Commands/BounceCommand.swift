// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `curvetool bounce`: SKBounce's damped-cosine curve explained.
struct BounceCommand: Command {
  static let spec = CommandSpec(
    name: "bounce",
    abstract: "Explain SKBounce's damped-cosine bounce: equation, plot, keyframe values, settle time.",
    discussion: """
      x(t) = A·e^(−αt)·cos(ωt) + B with A = from − to and B = to. In the default \
      exact mode α makes the envelope equal the stiffness residual at the end and \
      ω = (bounces + 1)·π/duration. --compat skbounce reproduces the values array \
      of SKBounceAnimation 1.0.04 bit for bit and lists every place it departs \
      from the request.
      """,
    options: MoveOption.specs() + [
      .option("duration", value: "seconds", help: "Animation length.", default: "0.5"),
      .option("bounces", value: "count", help: "Bounces after the first pass, 0–1000.", default: "2"),
      .option(
        "stiffness", value: "stiffness",
        help: "Oscillation left at the end, in value units: light = 5, medium = 0.1, heavy = 0.001.",
        default: "medium", allowed: Stiffness.presetNames, openEnded: "<number>"),
      .flag("no-overshoot", help: "Bounce off the target like a wall (the anvil) instead of passing it."),
      .flag("shake", help: "Start at the target and swing around it (sine instead of cosine)."),
      FrameRateOption.spec("Keyframes per second in exact mode (SKBounce is fixed at 60)."),
      .option(
        "compat", value: "mode",
        help: "exact: the intended curve; skbounce: SKBounceAnimation 1.0.04's values, bit for bit.",
        default: "exact", allowed: ["exact", "skbounce"]),
      SettleBand.option,
      .format(CodeFormat.self),
      .option(
        "property", value: "name",
        help: "What the Swift snippet animates, as export takes it: translateX, translateY, scale, opacity (Core Animation's key path for each) or a key path (names joined by dots, like position.y).",
        default: "a placeholder"),
      .option("key-path", value: "key-path", help: "The same as --property with a key path (its older spelling)."),
      .output(),
    ],
    arguments: [
      ArgumentSpec(
        name: "curve", help: "A bounce expression instead of the flags: \"bounce(bounces: 3, to: 300)\" (docs/curves.md).",
        isOptional: true, isRepeating: true)
    ],
    examples: [
      "bounce --bounces 2",
      "bounce --to 300 --bounces 3 --compat skbounce",
      "bounce --bounces 2 --duration 0.1 -f swift --property position.y",
    ]
  )

  /// The flags a bounce expression replaces.
  static let shapeFlags = ["from", "to", "duration", "bounces", "stiffness", "no-overshoot", "shake", "compat"]

  let bounce: Bounce
  let mode: BounceMode
  let fps: Double
  let tolerance: Double
  let format: CodeFormat
  let keyPath: String?
  let output: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    if arguments.positionals.isEmpty {
      let bounces = try arguments.int("bounces") ?? 2
      mode = BounceMode(rawValue: arguments.string("compat") ?? "exact") ?? .exact
      let (from, to) = try MoveOption.values(arguments)
      bounce = Bounce(
        from: from, to: to,
        duration: try arguments.double("duration", default: 0.5, .duration), bounces: bounces,
        stiffness: try Self.stiffness(arguments), overshoot: !arguments.flag("no-overshoot"), shake: arguments.flag("shake"))
    } else {
      // A bounce expression: its own arguments replace the flags.
      let text = try CurveInput.joined(arguments.positionals)
      let value: CurveValue
      do {
        value = try CurveInput.parse(text, notes: arguments.notes)
      } catch {
        throw .invalidValue(option: "<curve>", value: text, reason: error.message, suggestion: nil)
      }
      guard case .bounce(let b, let m, _, _) = value else {
        throw .invalidValue(
          option: "<curve>", value: text, reason: "\(value.kind), not a bounce: use curvetool sample or analyze for it",
          suggestion: nil)
      }
      if let flag = Self.shapeFlags.first(where: { arguments.has($0) }) {
        throw .invalid("--\(flag) and a bounce expression: give the value inside the expression ('\(text)') instead")
      }
      bounce = b
      mode = m
    }
    let duration = bounce.duration
    let from = bounce.from
    let to = bounce.to
    if mode == .skbounce, arguments.has("fps") {
      throw .invalid("--fps cannot be used with --compat skbounce: SKBounceAnimation always computes 60 values per second")
    }
    fps = try FrameRateOption.value(arguments)
    // Bounce's own checks, named by the flags that set each field.
    do {
      try bounce.validate()
    } catch {
      throw Self.usage(error, bounce, arguments)
    }
    let framesPerSecond = mode == .skbounce ? SKBounceRendering.framesPerSecond : fps
    if duration * framesPerSecond < 1 {
      throw .invalidValue(
        option: arguments.label("duration"), value: arguments.string("duration") ?? "",
        reason: "shorter than one frame at \(NumberText.text(framesPerSecond, .detail)) fps "
          + "(\(NumberText.text(1 / framesPerSecond, .detail)) s)", suggestion: nil)
    }
    try WorkBudget.checkSamples(
      Sampling.frameCount(duration: duration, fps: framesPerSecond), what: "--duration × --fps", unit: "keyframes",
      fix: "lower --duration or --fps")
    // Values within ±1e9 (NumberRule.position) are always inside Float's
    // range, where SKBounceAnimation keeps them.
    try Move.check(from: from, to: to)
    if mode != .skbounce {
      do {
        try bounce.validateExact()
      } catch {
        throw Self.usage(error, bounce, arguments)
      }
    }
    tolerance = SettleBand.band(epsilon: try SettleBand.epsilon(arguments), distance: bounce.isFlat ? 0 : bounce.distance)
    format = arguments.format(CodeFormat.self)
    keyPath = try SnippetProperty.keyPath(arguments)
    output = arguments.string("output")
  }

  /// A refusal of ``Bounce/validate()`` as the command line says it.
  static func usage(_ error: BounceError, _ bounce: Bounce, _ arguments: ParsedArguments) -> UsageError {
    switch error {
    case .bouncesOutOfRange(let n):
      return .invalidValue(
        option: arguments.label("bounces"), value: arguments.string("bounces") ?? String(n),
        reason: "must be a whole number from 0 to \(Bounce.maximumBounces)", suggestion: nil)
    case .stiffnessNotBelowDistance(let residual, let distance):
      return .invalid("--stiffness " + BounceError.notBelowDistance(residual, distance, bounce, compat: "--compat skbounce"))
    case .stiffnessTooSmall(let residual, let smallest):
      return .invalid("--stiffness " + BounceError.belowSmallest(residual, smallest))
    case .nonFinite(let field) where field == "to":
      return .invalid("|to − from| overflows a double; use smaller values")
    case .nonFinite(let field):
      return .invalidValue(option: arguments.label(field), value: arguments.string(field) ?? "", reason: "must be finite", suggestion: nil)
    case .durationNotPositive(let d):
      return .invalidValue(option: arguments.label("duration"), value: NumberText.text(d, .detail), reason: "must be > 0", suggestion: nil)
    case .stiffnessNotPositive(let s):
      return .invalidValue(option: arguments.label("stiffness"), value: NumberText.text(s, .detail), reason: "must be > 0", suggestion: nil)
    }
  }

  /// `--stiffness light|medium|heavy|<number>`.
  private static func stiffness(_ arguments: ParsedArguments) throws(UsageError) -> Stiffness {
    guard let text = arguments.string("stiffness") else { return .medium }
    if let preset = Stiffness(name: text) { return preset }
    guard let value = Double(text) else {
      throw .invalidValue(
        option: arguments.label("stiffness"), value: text,
        reason: "use light, medium, heavy or a positive number",
        suggestion: EditDistance.suggestion(for: text, among: Stiffness.presetNames))
    }
    guard value.isFinite, value > 0 else {
      throw .invalidValue(
        option: arguments.label("stiffness"), value: text, reason: "must be a finite number > 0",
        suggestion: nil)
    }
    return .custom(value)
  }

  func run(_ io: CommandIO) throws(CommandError) {
    let result = BounceResult(bounce: bounce, mode: mode, fps: fps, tolerance: tolerance)
    try Destination.write(to: output, io: io) { sink, terminal in
      switch format {
      case .json: sink.write(result.json.text() + "\n")
      case .csv: sink.write(KeyframeWriter.csv(result.keyframes))
      case .swift: sink.write(BounceReport.swift(result, keyPath: keyPath))
      case .text:
        let style = TextStyle(width: io.width, unicode: terminal && io.unicode, colour: terminal && io.colour)
        sink.write(BounceReport.text(result, style: style))
      }
    }
  }
}
