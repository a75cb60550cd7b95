// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `curvetool diagnose FILE`: why keyframe loops go out of sync, in numbers.
struct DiagnoseCommand: Command {
  static let spec = CommandSpec(
    name: "diagnose",
    abstract: "Explain why keyframe loops drift out of sync: periods, springs, seams, timers, frames.",
    discussion: """
      FILE is a kfloop/1 description of keyframe timelines (SwiftUI's \
      semantics), how they play and what drives them (docs/diagnose.md); a \
      style sheet: a .css file, or an HTML file's <style> elements and style \
      attributes (docs/diagnose.md §10); a SwiftUI source \
      (docs/diagnose.md §11); a Jetpack Compose source, a .kt file \
      (docs/diagnose.md §13); or a Lottie file (docs/lottie.md §5). Several \
      files are diagnosed as playing together (§14). A source's every animating construct is read or \
      named in a warning with its place and the reason (§12); --emit kfloop \
      prints the model with both lists. Every diagnostic that applies \
      (D01–D14; D11–D14 are a Lottie file's own) is listed, ranked by visible \
      impact, with its numbers and a concrete fix. --simulate plots the timelines as they play; \
      --write-fixed writes the file with the fix applied (kfloop: the loops \
      padded to one period; a source: its duration numbers edited, a Lottie \
      file's fr and near-miss seams, every other byte kept, read back and \
      diagnosed before it is written); --diff \
      prints that change as a unified diff; --export-dir writes the file's \
      exports. Options that do nothing in the mode or with the input are \
      refused (64).
      """,
    options: [
      .format(ReportFormat.self),
      .option("horizon", value: "seconds", help: "How long to simulate.", default: "the file's analyze.horizon"),
      .flag("simulate", help: "Plot every key path of every timeline as they play (terminal)."),
      .option("svg", value: "file", help: "Write the simulation as an SVG chart (one per key path, stacked)."),
      .option("write-fixed", value: "file", help: "Write the file with the suggested fixes (a shared period) applied."),
      .flag("diff", help: "Print the fix as a unified diff of the file instead of the report."),
      .flag("init", help: "Print a commented kfloop/1 file to start from (no FILE needed)."),
      .option("emit", value: "format", help: "Print the model read from the file instead of diagnosing it.", allowed: ["kfloop"]),
      .option(
        "intended-period", value: "seconds|name",
        help: "The period every loop should share: seconds (1 ms to 60,000 s), or a constant (a Swift root view's, a kfloop/1 file's let)."),
      .option(
        "let", value: "name=value",
        help: "A value a Swift source does not give (a function's result), or a kfloop/1 file's top-level let to override; repeatable.",
        repeatable: true),
      .flag("apply-fixes", help: "Diagnose the file as --write-fixed would write it: what remains after the fixes."),
      .option("export-dir", value: "dir", help: "Write the file's exports (arrays, CSV, Core Animation, CSS, Lottie) into this directory."),
      .flag("in-place", help: "Allow --write-fixed or --output to replace the input file."),
      .option(
        "fail-on", value: "impact|codes",
        help: "Exit 1 when a finding's impact (× the visible threshold) reaches this number, or when one of these codes (D01,D06) is found; for CI.",
        default: "never: exit 0 whatever is found"),
      .output("Write the report to a file instead of standard output."),
      ProgressLine.quietFlag("the timelines simulated, then the stage of the work"),
    ],
    arguments: [
      ArgumentSpec(
        name: "file",
        help: "A kfloop/1 JSON file, a CSS file, an HTML file with <style>, a SwiftUI source, a Compose (.kt) source or a Lottie file ('-' for standard input); several play together (their loops side by side, as a screen shows them); not with --init.",
        isOptional: true, isRepeating: true)
    ],
    examples: [
      "diagnose docs/examples/loader.css",
      "diagnose docs/examples/LoadingDots.kt --diff",
      "diagnose docs/examples/loader.lottie.json docs/examples/loader.css",
      "diagnose docs/examples/ReusableBalls.swift --diff",
      "diagnose docs/examples/ReusableBalls.swift --emit kfloop",
      CommandExample("diagnose docs/examples/bouncing-balls.json --fail-on D01", exitCode: 1),
    ]
  )

  let path: String
  /// Every file given: several are diagnosed as playing together.
  let paths: [String]
  let format: ReportFormat
  let horizon: Double?
  let simulate: Bool
  let svg: String?
  let writeFixed: String?
  let applyFixes: Bool
  let exportDir: String?
  let output: String?
  let inPlace: Bool
  let failOn: Diagnostics.FailRule?
  let diff: Bool
  let emit: String?
  let lets: [String: Double]
  let intendedPeriod: String?
  let quiet: Bool

  /// `--init`: the template instead of a diagnosis.
  let initTemplate: Bool

  init(_ arguments: ParsedArguments) throws(UsageError) {
    initTemplate = arguments.flag("init")
    guard let path = arguments.positionals.first ?? (initTemplate ? "-" : nil) else { throw .missingArgument("file") }
    if initTemplate, arguments.positionals.count > 1 { throw .unexpectedArguments(Array(arguments.positionals.dropFirst())) }
    self.path = path
    paths = arguments.positionals.isEmpty ? [path] : arguments.positionals
    if paths.count > 1 {
      for option in ["write-fixed", "diff", "apply-fixes", "in-place", "emit", "let", "intended-period"] where arguments.has(option) {
        throw .invalid("--\(option) takes one file: several files are diagnosed together to show how they drift; fix or emit them one at a time")
      }
    }
    format = arguments.format(ReportFormat.self)
    horizon = try arguments.has("horizon") ? arguments.double("horizon", default: 1, .range(1e-3, 86_400)) : nil
    simulate = arguments.flag("simulate")
    svg = arguments.string("svg")
    writeFixed = arguments.string("write-fixed")
    applyFixes = arguments.flag("apply-fixes")
    exportDir = arguments.string("export-dir")
    output = arguments.string("output")
    inPlace = arguments.flag("in-place")
    failOn = try Self.failRule(arguments)
    diff = arguments.flag("diff")
    quiet = arguments.flag("quiet")
    emit = arguments.string("emit")
    var lets: [String: Double] = [:]
    for item in arguments.strings("let") {
      let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2, !parts[0].isEmpty, let v = Double(parts[1]), v.isFinite, abs(v) <= 1e9 else {
        throw .invalidValue(option: "--let", value: item, reason: "expected name=number, the number within ±1e9", suggestion: nil)
      }
      lets[parts[0]] = v
    }
    self.lets = lets
    intendedPeriod = try Self.intendedPeriod(arguments)
    try Self.checkCombinations(arguments)
  }

  /// The options each mode takes: `--init` prints a template, `--emit`
  /// prints the model, `--diff` prints the fix; an option that does
  /// nothing in the mode chosen is a usage error naming both.
  static func checkCombinations(_ arguments: ParsedArguments) throws(UsageError) {
    let report = ["format", "horizon", "simulate", "svg", "fail-on", "apply-fixes", "export-dir"]
    let modes: [(mode: String, refuses: [String])] = [
      ("init", report + ["write-fixed", "diff", "emit", "let", "intended-period", "in-place", "quiet"]),
      ("emit", report + ["write-fixed", "diff"]),
      ("diff", ["format", "simulate"]),
    ]
    for (mode, refuses) in modes where arguments.has(mode) {
      if let other = refuses.first(where: { arguments.has($0) }) {
        throw .invalid(
          "--\(other) does nothing with --\(mode): \(mode == "init" ? "--init prints a template" : mode == "emit" ? "--emit prints the model read, not a diagnosis" : "--diff prints the fix instead of the report"); leave one out")
      }
    }
    if arguments.has("in-place"), !arguments.has("write-fixed"), !arguments.has("output") {
      throw .invalid("--in-place lets --write-fixed or --output replace the input file: give one of them")
    }
  }

  /// `--intended-period`: seconds within the duration range, or the name
  /// of a constant (a Swift root view's, a kfloop/1 file's `let`).
  static func intendedPeriod(_ arguments: ParsedArguments) throws(UsageError) -> String? {
    guard let text = arguments.string("intended-period") else { return nil }
    let trimmed = text.trimmingSpaces
    if Double(trimmed) != nil || trimmed.lowercased().contains("inf") || trimmed.lowercased() == "nan" {
      _ = try arguments.double("intended-period", default: 1, .duration)
      return trimmed
    }
    guard KfloopScope.isIdentifier(trimmed) else {
      throw .invalidValue(
        option: arguments.label("intended-period"), value: text, reason: "expected seconds (1 ms to 60,000 s) or the name of a constant", suggestion: nil)
    }
    return trimmed
  }

  /// `--fail-on 1` (an impact ≥ 0) or `--fail-on D01,D06` (known codes).
  static func failRule(_ arguments: ParsedArguments) throws(UsageError) -> Diagnostics.FailRule? {
    guard let text = arguments.string("fail-on") else { return nil }
    if let v = Double(text.trimmingSpaces) {
      guard v.isFinite, v >= 0 else {
        throw .invalidValue(option: arguments.label("fail-on"), value: text, reason: "an impact must be a number ≥ 0", suggestion: nil)
      }
      return .impact(v)
    }
    var codes = Set<DiagnosticCode>()
    let words = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
    // An empty list (an unset variable in CI) would never fail: refused.
    guard !words.isEmpty, !words.contains(where: \.isEmpty) else {
      throw .invalidValue(
        option: arguments.label("fail-on"), value: text, reason: "give an impact (a number ≥ 0) or diagnostic codes (D01,D06)", suggestion: nil)
    }
    for word in words {
      guard let code = DiagnosticCode(rawValue: word) else {
        throw .invalidValue(
          option: arguments.label("fail-on"), value: text, reason: "'\(word)' is not a diagnostic (D01…D10) or an impact",
          suggestion: EditDistance.suggestion(for: word, among: DiagnosticCode.allCases.map(\.rawValue)))
      }
      codes.insert(code)
    }
    return .codes(codes)
  }

  /// Refuses, before simulating, a horizon whose control fires (each acting
  /// on its timelines) exceed ``LoopLimits/maximumFires``.
  static func checkBudget(_ doc: KfloopDocument) throws(CommandError) {
    let horizon = doc.analyze.horizon
    let needed = doc.controls.reduce(0.0) { $0 + $1.fireCount(until: horizon) * Double(Swift.max(1, $1.targets.count)) }
    guard needed <= Double(LoopLimits.maximumFires) else {
      throw .usage(
        "the controls fire \(NumberText.text(needed, .significant(12))) times (fires × timelines) over the \(NumberText.text(horizon, .detail)) s horizon, more than the \(LoopLimits.maximumFires) the budget allows",
        hint: "shorten --horizon or lengthen the timer's interval (docs/cli.md, Limits)")
    }
  }

  /// A source of this many bytes (1 MiB) is announced on the progress line
  /// before it is read: it is read whole into a tree, at some 4–9 MB a
  /// second on the machine of docs/performance.md, so the largest take
  /// seconds before the first timeline is simulated.
  static let announcedSource = 1 << 20

  func run(_ io: CommandIO) throws(CommandError) {
    if initTemplate {
      try Destination.write(to: output, io: io) { sink, _ in sink.write(KfloopTemplate.text) }
      return
    }
    if paths.count > 1 { return try runTogether(io) }
    for (option, target) in [("--output", output), ("--write-fixed", writeFixed), ("--svg", svg)] {
      try Destination.refuseOverwriting(inputs: [path], output: target, option: option, inPlace: inPlace, io: io)
    }
    // On a terminal: the timelines simulated, then the stage of the work.
    let progress = ProgressLine(io, quiet: quiet)
    defer { progress?.clear() }
    let (bytes, layout) = try InputFile.readKeepingLayout(path, io: io, limits: .wholeSource)
    if bytes.count >= Self.announcedSource { progress?.show("reading \(path) (\(NumberText.text(Double(bytes.count) / 1e6, .brief)) MB)…") }
    var (source, doc) = try DiagnoseSource.read(
      path: path, bytes: bytes, lets: lets, intendedPeriod: intendedPeriod, io: io, progress: progress)
    source.layout = layout
    if emit != nil {
      try Destination.write(to: output, io: io) { sink, _ in sink.write(source.kfloop.hasSuffix("\n") ? source.kfloop : source.kfloop + "\n") }
      return
    }
    if let horizon { doc.analyze.horizon = horizon }
    // The fix is made from the file as it is; a source's fix is tried
    // before the report, which then offers it only where --write-fixed
    // writes it, and --apply-fixes diagnoses what --write-fixed writes.
    let original = doc
    var fixed: [UInt8]?
    if source.kind != .kfloop || writeFixed != nil || diff || applyFixes {
      do {
        fixed = try self.fixed(source, original)
      } catch .failure(let why) {
        guard writeFixed == nil, !diff, !applyFixes else { throw .failure("\(why); nothing was written") }
        doc.fixRefusal = why
      }
    }
    if applyFixes, let fixed {
      do {
        if source.kind == .kfloop {
          doc = try KfloopReader.read(fixed)
        } else {
          (_, doc, _) = try DiagnoseSource.model(path: path, bytes: fixed, lets: lets, intendedPeriod: intendedPeriod)
        }
      } catch {
        throw .failure("the fixed file does not read back: \(error)")
      }
      if let horizon { doc.analyze.horizon = horizon }
    }
    try Self.checkBudget(doc)
    let exports = try exportDir.map { _ throws(CommandError) in try DiagnoseExports.render(doc) }
    let (context, findings) = Diagnostics.run(doc, progress: progress)
    progress?.phase("writing the report…")
    if diff, let fixed {
      let old = source.kind == .kfloop ? original.source.text() + "\n" : String(decoding: source.restored(source.bytes), as: UTF8.self)
      guard let text = UnifiedDiff.diff(old, String(decoding: source.restored(fixed), as: UTF8.self), oldName: "a/\(path)", newName: "b/\(path)") else {
        throw .failure("the fix changes more than \(UnifiedDiff.maximumLines) lines: write it with --write-fixed instead")
      }
      progress?.clear()
      if text.isEmpty { io.stderr.writeLine("nothing to fix: the loops already share a period or realign") }
      try Destination.write(to: output, io: io) { sink, _ in sink.write(text) }
    } else {
      try report(context, findings, io: io, progress: progress)
    }
    // A source is written back in its own layout (byte-order mark, line ends).
    try finish(context, findings, fixed: fixed.map { source.kind == .kfloop ? $0 : source.restored($0) }, exports: exports, io: io)
  }

  /// The report, text or JSON, with the simulation plots when asked; the
  /// progress line is cleared once it is made, before it is written.
  func report(
    _ context: DiagnosisContext, _ findings: [Diagnosis], io: CommandIO, progress: ProgressLine?, shownPath: String? = nil
  ) throws(CommandError) {
    let path = shownPath ?? path
    try Destination.write(to: output, io: io) { sink, terminal in
      let text: String
      switch format {
      case .json: text = DiagnoseReport.json(context, findings, path: path).text() + "\n"
      case .text:
        let style = TextStyle(width: io.width, unicode: terminal && io.unicode, colour: terminal && io.colour)
        text = DiagnoseReport.text(context, findings, path: path, style: style) + (simulate ? "\n" + DiagnoseReport.plots(context, style: style) : "")
      }
      progress?.clear()
      sink.write(text)
    }
  }

  /// The SVG, the fixed file, the exports and the --fail-on verdict.
  func finish(
    _ context: DiagnosisContext, _ findings: [Diagnosis], fixed: [UInt8]?, exports: [DiagnoseExports.File]?, io: CommandIO
  ) throws(CommandError) {
    if let svg {
      let chart = DiagnoseReport.svg(context)
      try Destination.write(to: svg, option: "--svg", io: io) { sink, _ in sink.write(chart) }
    }
    if let writeFixed, let fixed {
      try Destination.write(to: writeFixed, option: "--write-fixed", io: io) { sink, _ in sink.write(String(decoding: fixed, as: UTF8.self)) }
      io.stderr.writeLine("wrote \(writeFixed)")
    }
    if let exportDir, let exports { try DiagnoseExports.write(exports, to: exportDir, io: io) }
    if let failOn, case let hits = failOn.triggered(by: findings), !hits.isEmpty {
      throw .failure(
        "--fail-on: " + hits.map { "\($0.code) (impact \(NumberText.text($0.impact, .brief)))" }.joined(separator: ", "))
    }
  }

  /// The file with the fix applied, checked to read back (a source: and
  /// diagnosed free of D01) before anything is written; a source's in its
  /// normalised bytes (``DiagnoseSource/restored(_:)`` gives its layout).
  func fixed(_ source: DiagnoseSource, _ doc: KfloopDocument) throws(CommandError) -> [UInt8] {
    if source.kind == .lottie { return try source.fixedLottie(doc) }
    if source.kind != .kfloop {
      let shared = doc.sharedPeriod
      guard !doc.loopsRealign, doc.loops.contains(where: { Swift.abs($0.period - shared) > 1e-9 * shared }) else {
        return source.bytes
      }
      return try source.fixedSource(period: doc.sharedPeriod, doc: doc)
    }
    let text = Diagnostics.fixed(doc).text() + "\n"
    // What is written must read back with the same reader.
    do {
      _ = try KfloopReader.read(Array(text.utf8))
    } catch {
      throw .failure("the fixed file would not read back (\(error.text))")
    }
    return Array(text.utf8)
  }
}
