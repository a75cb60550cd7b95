// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `curvetool export CURVE --format F`: keyframe values and easings in the
/// format each platform takes.
struct ExportCommand: Command {
  static let spec = CommandSpec(
    name: "export",
    abstract: "Export a curve as keyframes or an easing for Core Animation, SwiftUI, CSS, Lottie, Android or SVG.",
    discussion: """
      CURVE is a curve expression (see 'curvetool help sample' and \
      docs/curves.md). Exact forms are written where the format has them (a \
      Bézier as cubic-bezier() or PathInterpolator, a spring as SpringKeyframe \
      or SpringForce); a compat: skbounce bounce as SKBounceAnimation's own \
      values at their own key times (no --fps); otherwise the curve is sampled \
      at --fps, or simplified (css-linear) or fitted (cubic-bezier) with the \
      error reported. Notes on \
      approximations go to standard error and, where the format has comments, \
      into the output. Several curves are exported one after another, named \
      NAME-1, NAME-2, … (JSON: an array of their documents; csv, lottie and \
      svg take one). docs/formats.md shows every format.
      """,
    options: CurveInput.options + [
      .option(
        "format", short: "f", value: "format", help: "What to write.", default: ExportFormat.json.rawValue,
        allowed: ExportFormat.allCases.map(\.rawValue)),
      FrameRateOption.spec("Keyframes per second for sampled formats (Lottie's frame rate)."),
      .option(
        "max-error", value: "progress",
        help: "css-linear: largest allowed error, in progress units (1 = the whole move).",
        default: "0.001 of the progress range"),
      .option("decimals", value: "n", help: "css-linear: round numbers to n decimals (0…17) and report the error after rounding.", default: "the fewest that keep the tolerance"),
      .option(
        "property", value: "name",
        help: "What is animated: translateX, translateY, scale, rotate, opacity (valid CSS, the Lottie channel, Core Animation's key path in its units), a CSS length (left, width, …), '--name' (a registered <number>), a template with {} ('filter: blur({}px)'), or a key path (swift) or Android property.",
        default: "swift: position.y; css: --value; android: translationY"),
      .option("name", value: "identifier", help: "Name of the @keyframes rule, SwiftUI track or Lottie layer.", default: "curve"),
      .flag("sampled", help: "swift: sampled keyframes even when an exact form exists (a Bézier's CAMediaTimingFunction)."),
      .option(
        "repeat", value: "mode",
        help: "compose, css-keyframes: loop forever, each run from the start (restart) or every second run backwards (reverse): infiniteRepeatable(…, RepeatMode.Restart/Reverse), animation-iteration-count: infinite (alternate).",
        allowed: ExportRepeat.allCases.map(\.rawValue)),
      .output(),
    ],
    arguments: [.curve],
    examples: [
      "export ease-out --format css-keyframes --duration 0.3 --to 100",
      #"export "{ tension: 170, friction: 26 }" --format android --to 300"#,
      "export .snappy --format swift --fps 20 --to 100",
      "export ease-in-out --format compose --duration 0.6 --repeat reverse",
    ]
  )

  /// One per curve given.
  var contexts: [ExportContext] = []
  let format: ExportFormat
  let output: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let inputs = try CurveInput.several(arguments.positionals, arguments: arguments)
    format = arguments.format(ExportFormat.self)
    if inputs.count > 1, [.csv, .lottie, .svg].contains(format) {
      throw .invalid("--format \(format.rawValue) writes one curve: give one curve (export each on its own), or --format json for all of them")
    }
    let fps = try FrameRateOption.value(arguments)
    if fps > 10_000 {
      throw .invalidValue(option: arguments.label("fps"), value: arguments.string("fps") ?? "", reason: "must be at most 10000", suggestion: nil)
    }
    let tolerance = try arguments.has("max-error") ? arguments.double("max-error", default: 0.001, .positive) : nil
    var decimals: Int?
    if let d = try arguments.int("decimals") {
      guard (0...17).contains(d) else {
        throw .invalidValue(option: arguments.label("decimals"), value: String(d), reason: "must be 0…17", suggestion: nil)
      }
      decimals = d
    }
    let name = arguments.string("name") ?? "curve"
    guard ParsedArguments.isName(Substring(name), extra: "-") else {
      throw .invalidValue(option: arguments.label("name"), value: name, reason: "must be an identifier (letters, digits, _ and -)", suggestion: nil)
    }
    if let property = arguments.string("property"), let reason = AnimatedProperty.refusal(property) {
      throw .invalidValue(option: arguments.label("property"), value: property, reason: reason, suggestion: nil)
    }
    for flag in ["max-error", "decimals"] where arguments.has(flag) && format != .cssLinear {
      throw .invalid("--\(flag) applies to --format css-linear only")
    }
    if arguments.has("fps"), inputs.contains(where: { $0.realized.skbounceRendering != nil }) {
      throw .invalid(
        "--fps does not apply to a compat: skbounce bounce: its export is SKBounceAnimation's own values, computed at 60 fps "
          + "whatever the display; leave out --fps, or use compat: exact to sample the intended curve at any rate")
    }
    output = arguments.string("output")
    let repeatMode = arguments.string("repeat").flatMap(ExportRepeat.init(rawValue:))
    if repeatMode != nil, format != .compose, format != .cssKeyframes {
      throw .invalid("--repeat applies to --format compose and css-keyframes (a loop there is a property of the animation); \(format.rawValue) writes one run")
    }
    // Several curves are named name-1, name-2, … so their code does not clash.
    for (k, input) in inputs.enumerated() {
      var context = ExportContext(
        curve: input.realized, expression: input.text, durationGiven: input.durationGiven, fps: fps,
        fpsGiven: arguments.has("fps"), tolerance: tolerance, decimals: decimals, property: arguments.string("property"),
        name: inputs.count == 1 ? name : "\(name)-\(k + 1)")
      context.sampled = arguments.flag("sampled")
      context.repeatMode = repeatMode
      contexts.append(context)
    }
  }

  func run(_ io: CommandIO) throws(CommandError) {
    var results: [ExportResult] = []
    for context in contexts { results.append(try Exporter.export(context, format: format)) }
    let text: String
    if results.count == 1 {
      text = results[0].text
    } else if format == .json {
      // A JSON array of the documents, as sample and analyze write several.
      var documents: [JSON] = []
      for r in results {
        guard let d = try? JSONReader.parse(r.text) else { throw .failure("an export did not read back as JSON") }
        documents.append(d)
      }
      text = JSON.array(documents).text() + "\n"
    } else {
      text = results.map(\.text).joined(separator: "\n")
    }
    try Destination.write(to: output, io: io) { sink, _ in sink.write(text) }
    for (context, result) in zip(contexts, results) {
      for note in result.notes { io.stderr.writeLine("note: " + (contexts.count > 1 ? "\(context.expression): " : "") + note) }
    }
  }
}
