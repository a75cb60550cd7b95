// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `curvetool spring`: one spring in every platform's terms.
struct SpringCommand: Command {
  static let spec = CommandSpec(
    name: "spring",
    abstract: "A spring in every platform's terms: exact motion, settle times, frame-by-frame engines.",
    discussion: """
      Give one parameterisation: \(SpringInput.summary), or --preset NAME \
      (--preset list shows them). Without one, SwiftUI's Spring() (duration \
      0.5, bounce 0). Each is the platform's own map, with its clamps, floors \
      and Float rounding (docs/platforms.md). A spring expression in the \
      curve language may stand instead of the flags; its Motion options \
      (restSpeed, restDelta, a duration's finish) reach the engines.
      """,
    options: SpringInput.options + [
      .option("preset", value: "name", help: "A named spring (swiftui.bouncy, android.medium-bouncy, react-spring.wobbly, …); 'list' lists them."),
    ] + MoveOption.specs() + [
      .option("velocity", value: "units/s", help: "Initial velocity in value units per second.", default: "0"),
      FrameRateOption.spec("Frames per second of the samples."),
      .option("duration", value: "seconds", help: "How long to sample, as on every command (SwiftUI's own duration is --swiftui-duration).", default: "until settled (or the engine stops)"),
      .option("length", value: "seconds", help: "The same as --duration (its older spelling)."),
      RetargetOption.spec,
      EngineOption.spec,
      SettleBand.option,
      .option(
        "rest-speed", value: "units/s", help: "Motion/Popmotion restSpeed, Rebound and React Native restSpeedThreshold.",
        default: "Motion 0.01 (moves under 5) or 2; Popmotion 2; Rebound and React Native 0.001"),
      .option(
        "rest-delta", value: "value", help: "Motion/Popmotion restDelta, Rebound and React Native restDisplacementThreshold.",
        default: "Motion 0.005 (moves under 5) or 0.5; Popmotion min(move/100, 0.4); Rebound and React Native 0.001"),
      .flag(
        "overshoot-clamping",
        help: "Rebound setOvershootClampingEnabled, React Native overshootClamping: stop at the target the first frame past it (those engines and their done rows)."),
      .option(
        "rebound-stepping", value: "mode", help: "How Rebound advances frames: its looper (1 ms first frame) or constant frames.",
        default: "looper", allowed: ReboundStepping.allCases.map(\.rawValue)),
      .option(
        "android-threshold", value: "change", help: "Android minimum visible change.", default: "pixels",
        allowed: AndroidThreshold.names, openEnded: "<number>"),
      .option(
        "android-min", value: "value",
        help: "Android setMinValue: each frame's value is clamped up to it (the Android engine and its done row).",
        default: "-Float.MAX_VALUE"),
      .option(
        "android-max", value: "value", help: "Android setMaxValue: each frame's value is clamped down to it.",
        default: "Float.MAX_VALUE"),
      .format(CodeFormat.self),
      .option(
        "property", value: "name",
        help: "What the Swift snippet animates, as export takes it: translateX, translateY, scale, opacity (Core Animation's key path for each) or a key path (names joined by dots, like position.y).",
        default: "a placeholder"),
      .option("key-path", value: "key-path", help: "The same as --property with a key path (its older spelling)."),
      .output(),
      .option(
        "svg", value: "file",
        help: "Also write an SVG chart to this file: the exact motion and the engine's frames, or with --retarget every platform's side by side ('-' for standard output with -o for the report)."),
    ],
    arguments: [
      ArgumentSpec(
        name: "spring",
        help: "A spring as your platform writes it (\".spring(response: 0.55, dampingFraction: 0.825)\", \"{ type: 'spring', duration: 0.8, bounce: 0.25, restSpeed: 10 }\"), instead of the parameter flags.",
        isOptional: true, isRepeating: true)
    ],
    examples: [
      "spring --swiftui-duration 0.5 --bounce 0.3",
      #"spring ".spring(response: 0.5, dampingFraction: 0.8)" -f csv"#,
      "spring --stiffness 1500 --damping-ratio 0.5 --engine android -f csv",
      "spring --swiftui-duration 0.5 --retarget 0.2:0.5 --engine rebound",
    ]
  )

  let spring: Spring
  /// How the spring was given, in the platform's words.
  let origin: String
  let listPresets: Bool
  let fps: Double
  let length: Double?
  let engine: SpringEngine
  /// `--retarget`: the target changes, times increasing.
  let retargets: [SpringRetarget]
  let epsilon: Double
  let settings: SpringEngineSettings
  /// What the platform did with the parameters that may surprise, if anything.
  let note: String?
  let format: CodeFormat
  let keyPath: String?
  let output: String?
  /// `--svg`: where the chart goes.
  let svg: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let (from, to) = try MoveOption.values(arguments)
    let velocity = try arguments.double("velocity", default: 0, .velocity)
    fps = try FrameRateOption.value(arguments)
    // --duration is the length sampled, as on every command; --length its
    // older spelling.
    if arguments.has("duration"), arguments.has("length") {
      throw .invalid("--duration and --length are one option (how long to sample): give one")
    }
    let lengthOption = arguments.has("length") ? "length" : "duration"
    length = try arguments.has(lengthOption) ? arguments.double(lengthOption, default: 1, .duration) : nil
    // The parameters SwiftUI's duration goes with, given without it: the
    // command line of a version where --duration was SwiftUI's.
    if arguments.has("duration"), arguments.has("bounce"), !SpringInput.parameterFlags.contains(where: { $0.hasSuffix("-duration") && arguments.has($0) }) {
      throw .invalid(
        "--duration is how long to sample, as on every command; SwiftUI's Spring(duration:bounce:) is --swiftui-duration with --bounce")
    }
    engine = try Self.engine(arguments)
    retargets = try RetargetOption.parse(arguments.strings("retarget"), label: arguments.label("retarget"))
    epsilon = try SettleBand.epsilon(arguments)
    var settings = SpringEngineSettings(
      androidMinimumVisibleChange: try AndroidThreshold.parse(arguments),
      restSpeed: try arguments.double("rest-speed", .nonNegative), restDelta: try arguments.double("rest-delta", .nonNegative),
      reboundStepping: ReboundStepping(rawValue: arguments.string("rebound-stepping") ?? "looper") ?? .looper,
      overshootClamping: arguments.flag("overshoot-clamping"))
    var note: String?
    format = arguments.format(CodeFormat.self)
    keyPath = try SnippetProperty.keyPath(arguments)
    output = arguments.string("output")
    svg = arguments.string("svg")
    if svg == "-", output == nil || output == "-" {
      throw .invalid("--svg - and the report would both go to standard output: give --svg a file, or the report -o FILE")
    }
    if let name = arguments.string("preset") {
      let given = Set(SpringInput.parameterFlags.filter { arguments.has($0) })
      if !given.isEmpty {
        throw .invalid("--preset cannot be combined with \(given.sorted().map { "--" + $0 }.joined(separator: ", "))")
      }
      if name == "list" {
        listPresets = true
        spring = Spring()
        origin = ""
        self.settings = settings
        self.note = nil
        return
      }
      guard let preset = SpringPreset.named(name) else {
        throw .invalidValue(
          option: arguments.label("preset"), value: name, reason: "unknown preset (--preset list shows them)",
          suggestion: EditDistance.suggestion(for: name, among: SpringPreset.all.map(\.name)))
      }
      listPresets = false
      spring = preset.spring(from: from, to: to, initialVelocity: velocity)
      origin = "\(preset.name): \(preset.code)"
      settings = settings.adopting(preset.engine)
    } else if !arguments.positionals.isEmpty {
      listPresets = false
      let given = SpringInput.parameterFlags.filter { arguments.has($0) }
      if !given.isEmpty {
        throw .invalid("a spring expression cannot be combined with " + given.map { "--" + $0 }.joined(separator: ", "))
      }
      let text = try CurveInput.joined(arguments.positionals)
      guard case .spring(var s, let v0, let described, let engine) = try CurveInput.parse(text, notes: arguments.notes) else {
        throw .invalid("'\(text)' is not a spring; 'curvetool sample' and 'analyze' take any curve")
      }
      // The expression's own move (SpringForce's final position) unless
      // --from/--to are given; --velocity replaces the expression's.
      let f = arguments.has("from") ? from : s.from
      let t = arguments.has("to") ? to : s.to
      s.from = f
      s.to = t
      s.initialVelocity = engine.startsFromRest ? 0 : arguments.has("velocity") ? velocity : v0.absolute(distance: t - f)
      if let n = CurveInput.restNote(engine, velocity: arguments.has("velocity") ? velocity : nil) { arguments.notes.add(n) }
      spring = s
      origin = "\(described): \(text)"
      settings = settings.adopting(engine)
    } else {
      listPresets = false
      let given = Set(SpringInput.parameterFlags.filter { arguments.has($0) })
      var values: [String: Double] = [:]
      for name in given { values[name] = try arguments.double(name) ?? 0 }
      if let form = try SpringInput.form(for: given) {
        let built = try SpringInput.build(
          form, values, velocity: arguments.has("velocity") ? velocity : nil, label: { arguments.label($0) })
        spring = built.spring(from: from, to: to, velocity: velocity)
        if let n = CurveInput.restNote(built.engine, velocity: arguments.has("velocity") ? velocity : nil) { arguments.notes.add(n) }
        settings = settings.adopting(built.engine)
        note = built.note
        let shown = given.sorted().map { "--\($0) \(NumberText.text(values[$0] ?? 0, .significant(10)))" }
        origin = "\(SpringInput.title(form)): " + shown.joined(separator: " ")
      } else {
        var s = Spring.swiftUIDefault
        (s.initialVelocity, s.from, s.to) = (velocity, from, to)
        spring = s
        origin = "SwiftUI Spring() (duration \(NumberText.text(s.perceptualDuration, .detail)) s, bounce \(NumberText.text(s.bounce, .detail))), the default"
      }
    }
    (settings.androidMinimumValue, settings.androidMaximumValue) = try Self.androidBounds(arguments, spring)
    self.settings = settings
    self.note = note
    try Move.check(from: spring.from, to: spring.to)
    try CurveChecks.validate(spring)
    if let length {
      try WorkBudget.checkSamples(length * fps, what: "--length × --fps", fix: "lower --length or --fps")
    }
  }

  /// `--android-min` and `--android-max`, which Android requires to hold
  /// the start value and the target (DynamicAnimation.start,
  /// SpringAnimation.start).
  static func androidBounds(_ arguments: ParsedArguments, _ s: Spring) throws(UsageError) -> (Double?, Double?) {
    let lo = try arguments.double("android-min", .position)
    let hi = try arguments.double("android-max", .position)
    if let lo, let hi, lo > hi { throw .invalid("--android-min \(NumberText.text(lo, .report)) is above --android-max \(NumberText.text(hi, .report))") }
    for (name, v) in [("start value", s.from), ("target", s.to)] where v < (lo ?? -.infinity) || v > (hi ?? .infinity) {
      throw .invalid(
        "the \(name) \(NumberText.text(v, .report)) is outside --android-min/--android-max: Android refuses to start such an animation (DynamicAnimation.start, SpringAnimation.start)")
    }
    return (lo, hi)
  }

  /// The `--engine` value: `exact` or a platform with an engine, spelled
  /// as its id or leniently (`react-spring`).
  static func engine(_ arguments: ParsedArguments) throws(UsageError) -> SpringEngine {
    guard let text = arguments.string("engine") else { return .exact }
    if EngineOption.isCSSTransition(text) {
      throw .invalidValue(
        option: arguments.label("engine"), value: text, reason: "draws easings (sample, analyze, plot); a spring's engines are the others",
        suggestion: nil)
    }
    return try EngineOption.engine(text, label: arguments.label("engine"))
  }

  /// Refuses a spring outside ``Spring``'s valid domain, whichever way it
  /// was given (flags, preset or expression).
  func run(_ io: CommandIO) throws(CommandError) {
    if listPresets {
      try Destination.write(to: output, io: io) { sink, _ in sink.write(SpringReport.presetList(width: io.width)) }
      return
    }
    let result = SpringResult(
      spring: spring, origin: origin, engine: engine, fps: fps, length: length, epsilon: epsilon,
      settings: settings, note: note, retargets: retargets)
    try Destination.write(to: output, io: io) { sink, terminal in
      switch format {
      case .json: sink.write(result.json.text() + "\n")
      case .csv: sink.write(SpringReport.csv(result))
      case .swift: sink.write(SpringReport.swift(result, keyPath: keyPath))
      case .text:
        let style = TextStyle(width: io.width, unicode: terminal && io.unicode, colour: terminal && io.colour)
        sink.write(SpringReport.text(result, style: style))
      }
    }
    if let svg {
      let chart = SVGPlot(series: SpringReport.svgSeries(result), yLabel: "value").render()
      try Destination.write(to: svg, io: io) { sink, _ in sink.write(chart) }
    }
  }
}

/// Android's minimum visible change: named constants or a number.
enum AndroidThreshold {
  static let names = ["pixels", "rotation", "alpha", "scale"]

  /// DynamicAnimation.MIN_VISIBLE_CHANGE_PIXELS, _ROTATION_DEGREES, _ALPHA, _SCALE.
  static func value(_ name: String) -> Double? {
    switch name {
    case "pixels": 1
    case "rotation": Double(Float(0.1))
    case "alpha": 1.0 / 256
    case "scale": Double(Float(1) / Float(500))
    default: nil
    }
  }

  static func parse(_ arguments: ParsedArguments) throws(UsageError) -> Double {
    guard let text = arguments.string("android-threshold") else { return 1 }
    if let v = value(text) { return v }
    guard let v = Double(text), NumberRule.valueTolerance.violation(v) == nil else {
      throw .invalidValue(
        option: arguments.label("android-threshold"), value: text,
        reason: "use pixels, rotation, alpha, scale or a number from 1e-12 to 1e9",
        suggestion: EditDistance.suggestion(for: text, among: names))
    }
    return v
  }
}
