// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Fit

/// `curvetool fit FILE`: the curve behind recorded samples or a keyframe
/// values array, with no starting guess.
struct FitCommand: Command {
  static let spec = CommandSpec(
    name: "fit",
    abstract: "Fit a spring, damped cosine, Bézier or SKBounce curve to samples, with no starting guess.",
    discussion: """
      FILE holds the samples: CSV ('t,value' or 'time,value' header or none; \
      commas, tabs or spaces), JSON ({"t": […], "value": […]} or [[t, v], …]), \
      or a bare values array (one column, or [v, …] such as a \
      CAKeyframeAnimation's values) shown at --fps. '-' reads standard input. \
      The model's time starts at the first sample. Results give every \
      parameter with its standard error, the fit quality, a residual plot and \
      the fitted curve as code for each platform. docs/fit.md describes the \
      models, the methods and the JSON.
      """,
    options: [
      .option(
        "model", short: "m", value: "model",
        help: "What to fit: auto (every model, best by BIC), damped-cosine, damped-sine (shake), damped-abs-cosine (anvil), spring, cubic-bezier, skbounce.",
        default: FitRequest.automaticName),
      FrameRateOption.spec("Frame rate of a bare values array."),
      .option("mass", value: "mass", help: "Spring mass (only k/m and c/m are identifiable).", default: "1"),
      .option("duration", value: "seconds", help: "cubic-bezier: the animation's length.", default: "fitted"),
      .format(ReportFormat.self),
    ] + DataInput.columnOptions + [
      .flag("in-place", help: "Allow --output to replace the input file."),
      ProgressLine.quietFlag("rows read, then the fit's iterations"),
      .output(),
    ],
    arguments: [ArgumentSpec(name: "file", help: "The samples ('-' for standard input).")],
    examples: [
      "fit docs/examples/recorded-bounce.csv",
      "fit docs/examples/skbounce-values.txt --model skbounce",
    ]
  )

  let path: String
  let modelName: String
  let fps: Double
  let options: FitOptions
  let format: ReportFormat
  let output: String?
  let inPlace: Bool
  let quiet: Bool
  let columns: SampleColumns

  init(_ arguments: ParsedArguments) throws(UsageError) {
    guard let path = arguments.positionals.first else { throw .missingArgument("file") }
    if arguments.positionals.count > 1 { throw .unexpectedArguments(Array(arguments.positionals.dropFirst())) }
    self.path = path
    modelName = arguments.string("model") ?? FitRequest.automaticName
    fps = try FrameRateOption.value(arguments)
    let mass = try arguments.double("mass", default: 1, .mass)
    let duration = try arguments.has("duration") ? arguments.double("duration", default: 1, .duration) : nil
    options = FitOptions(mass: mass, duration: duration)
    format = arguments.format(ReportFormat.self)
    output = arguments.string("output")
    inPlace = arguments.flag("in-place")
    quiet = arguments.flag("quiet")
    columns = try DataInput.columns(arguments)
  }

  func run(_ io: CommandIO) throws(CommandError) {
    try Destination.refuseOverwriting(inputs: [path], output: output, option: "--output", inPlace: inPlace, io: io)
    // The output is opened first (an unwritable path fails before any
    // work); with JSON a refusal is written where the result would go.
    var failure: CommandError?
    try Destination.write(to: output, io: io) { (sink, terminal) throws(CommandError) in
      let outcome: Result<FitOutcome, CommandError>
      do throws(CommandError) {
        outcome = .success(try fit(io))
      } catch {
        outcome = .failure(error)
      }
      if case .failure(let error) = outcome, format != .json { throw error }
      if case .failure(let error) = outcome { failure = error }
      switch (outcome, format) {
      case (.success(let result), .json): sink.write(FitReport.json(result).text() + "\n")
      case (.success(let result), _):
        let style = TextStyle(width: io.width, unicode: terminal && io.unicode, colour: terminal && io.colour)
        sink.write(FitReport.text(result, style: style))
      case (.failure(let error), _):
        sink.write(JSONSchema.fit.document([
          ("model", .string(modelName)),
          ("error", .object([("code", .string(Self.errorCode(error))), ("message", .string(error.message))])),
        ]).text() + "\n")
      }
    }
    if let failure { throw failure }
  }

  /// The stable error code of a failure: a fit's own typed code, or the
  /// code of the command error that stopped it before fitting.
  static func errorCode(_ error: CommandError) -> String {
    switch error {
    case .fit(let code, _): code.rawValue
    case .usage: FitErrorCode.unknownModel.rawValue
    case .missingInput, .ioFailure, .cannotCreateOutput: "missing-input"
    case .failure: FitErrorCode.noConvergence.rawValue
    case .badData: FitErrorCode.badInput.rawValue
    }
  }

  /// Reads, validates and fits.
  func fit(_ io: CommandIO) throws(CommandError) -> FitOutcome {
    guard let request = FitRequest.named(modelName) else {
      let suggestion = EditDistance.suggestion(for: modelName, among: FitRequest.names)
      throw .usage(
        "unknown model '\(modelName)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? ""),
        hint: "models: " + (FitModel.allCases.map(\.rawValue) + [FitRequest.automaticName]).joined(separator: ", "))
    }
    // Progress for work that takes a while, on a terminal only: rows read
    // (every 262,144), then the fit's iterations (at most ten a second).
    let progress = ProgressLine(io, quiet: quiet)
    let file = try SampleFile.read(path, io: io, fps: fps, columns: columns, progress: progress?.rowsRead)
    progress?.clear()
    for warning in file.warnings { io.stderr.writeLine("warning: \(warning)") }
    defer { progress?.clear() }
    let handler: (@Sendable (FitProgress.Step) -> Void)? = progress.map { progress in
      { @Sendable step in
        progress.tick(
          "fitting \(modelName): iteration \(step.iteration) on \(step.samples) samples, Σr² \(NumberText.text(step.sumOfSquares, .report))")
      }
    }
    do throws(FitError) {
      try SampleLimits.checkFit(file.samples)
      let (result, ranking) = try FitProgress.reporting(handler) { () throws(FitError) in
        try Fitter.fit(file.samples, request: request, options: options)
      }
      return FitOutcome(result: result, ranking: ranking, requested: request, samples: file.samples, input: file.kind, path: path)
    } catch {
      throw SampleFile.failure(error, file: file)
    }
  }

}
