// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `curvetool bench`: kernel timings in ns per operation.
struct BenchCommand: Command {
  static let spec = CommandSpec(
    name: "bench",
    abstract: "Time the numerical kernels, per operation.",
    discussion: """
      Each kernel runs once to warm up, then --repetitions times; the median is \
      reported (in ns, µs, ms or s; nanoseconds in JSON), with the command path \
      the kernel stands for. Build in release \
      mode to measure: swift run -c release curvetool bench. --compare reads a \
      run saved with --format json and prints each kernel's ratio to it. On a \
      terminal, progress goes to standard error (never when piped, or with \
      --quiet). docs/performance.md records the method and the figures.
      """,
    options: [
      .option("filter", value: "text", help: "Only kernels whose name contains this text."),
      .option("repetitions", value: "count", help: "Timed runs per kernel.", default: "5"),
      .option("compare", value: "file", help: "A saved run (bench --format json) to compare with: the ratio now/then per kernel."),
      ProgressLine.quietFlag("the kernel that runs"),
      .format(ReportFormat.self),
      .output(),
    ],
    examples: [
      "bench --filter skbounce.values --repetitions 1",
    ]
  )

  let filter: String?
  let repetitions: Int
  let compare: String?
  let quiet: Bool
  let format: ReportFormat
  let output: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    filter = arguments.string("filter")
    let r = try arguments.int("repetitions") ?? 5
    guard r >= 1, r <= 1000 else {
      throw .invalidValue(option: arguments.label("repetitions"), value: String(r), reason: "must be 1…1000", suggestion: nil)
    }
    repetitions = r
    compare = arguments.string("compare")
    quiet = arguments.flag("quiet")
    format = arguments.format(ReportFormat.self)
    output = arguments.string("output")
  }

  func run(_ io: CommandIO) throws(CommandError) {
    let kernels = BenchKernels.all.filter { filter == nil || $0.name.contains(filter ?? "") }
    guard !kernels.isEmpty else {
      throw .usage("no kernel matches --filter '\(filter ?? "")'; kernels: " + BenchKernels.all.map(\.name).joined(separator: ", "))
    }
    #if DEBUG
      io.stderr.writeLine("warning: this is a debug build; measure with: swift run -c release curvetool bench")
    #endif
    let saved = try compare.map { path throws(CommandError) in try Self.saved(path, io: io) }
    let progress = ProgressLine(io, quiet: quiet)
    try Destination.write(to: output, io: io) { sink, _ in
      var results: [BenchResult] = []
      for (k, kernel) in kernels.enumerated() {
        progress?.show("[\(k + 1)/\(kernels.count)] \(kernel.name)")
        let r = Benchmark.measure(kernel, repetitions: repetitions)
        results.append(r)
        if format == .text {
          progress?.clear()
          var line = r.name.padding(to: 30) + Self.time(r.nsPerOp).leftPadding(to: 12)
            + " per \(r.unit)  (best \(Self.time(r.bestNsPerOp)), \(r.ops) ops)"
          if let then = saved?[r.name] { line += "  ×\(NumberText.text(r.nsPerOp / then, .brief)) of the saved run" }
          sink.write(line + "\n    for: \(kernel.path)\n")
          sink.flush()
        }
      }
      progress?.clear()
      if format == .json {
        let json = JSONSchema.bench.document([
          ("kernels", .array(zip(results, kernels).map { r, kernel in
            var m: [(String, JSON)] = [("name", .string(r.name)), ("path", .string(kernel.path)), ("nsPerOp", .number(r.nsPerOp)), ("ops", .int(r.ops))]
            if let then = saved?[r.name] { m.append(("ratioToSaved", .number(r.nsPerOp / then))) }
            return .object(m)
          }))
        ])
        sink.write(json.text() + "\n")
      }
    }
  }

  /// ns per operation by kernel name from a saved `bench --format json` run.
  static func saved(_ path: String, io: CommandIO) throws(CommandError) -> [String: Double] {
    let bytes = try InputFile.read(path, io: io, limits: .wholeSource)
    guard let json = try? JSONReader.parse(bytes), case .array(let items) = json["kernels"] ?? .null else {
      throw .badData("\(path): not a saved run (the output of curvetool bench --format json)", hint: "curvetool bench --format json -o run.json")
    }
    var out: [String: Double] = [:]
    for (i, item) in items.enumerated() {
      guard let name = item["name"]?.stringValue, let ns = item["nsPerOp"]?.doubleValue else {
        throw .badData("\(path): kernel \(i) has no name and nsPerOp", hint: "curvetool bench --format json -o run.json")
      }
      // A ratio to zero, a negative or a subnormal time means nothing (a
      // subnormal one printed "×∞"): the file was edited or is not a run.
      guard ns.isNormal, ns > 0 else {
        throw .badData(
          "\(path): kernel '\(MessageText.escaped(name))' has nsPerOp \(JSON.numberText(ns)): a saved time must be a positive normal number",
          hint: "save a run again: curvetool bench --format json -o run.json")
      }
      guard out.updateValue(ns, forKey: name) == nil else {
        throw .badData(
          "\(path): kernel '\(MessageText.escaped(name))' is saved twice", hint: "save a run again: curvetool bench --format json -o run.json")
      }
    }
    return out
  }

  /// A time per operation for reading: two decimals in the largest unit
  /// (ns, µs, ms, s) under which it is at least 1 (`438.80 ms`, not
  /// `438799988.00 ns`).
  static func time(_ nanoseconds: Double) -> String {
    for (unit, scale) in [("s", 1e9), ("ms", 1e6), ("µs", 1e3)] where Swift.abs(nanoseconds) >= scale {
      return NumberText.text(nanoseconds / scale, .fixed(2)) + " " + unit
    }
    return NumberText.text(nanoseconds, .fixed(2)) + " ns"
  }
}
