// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `curvetool bench`: kernel timings in ns per operation.
struct BenchCommand: Command {
  static let spec = CommandSpec(
    name: "bench",
    abstract: "Time the numerical kernels, in nanoseconds per operation.",
    discussion: """
      Each kernel runs once to warm up, then --repetitions times; the median is \
      reported. Build in release mode to measure: swift run -c release curvetool bench.
      """,
    options: [
      .option("filter", value: "text", help: "Only kernels whose name contains this text."),
      .option("repetitions", value: "count", help: "Timed runs per kernel.", default: "5"),
      .format(["text", "json"]),
      .output(),
    ])

  let filter: String?
  let repetitions: Int
  let format: String
  let output: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    filter = arguments.string("filter")
    let r = try arguments.int("repetitions") ?? 5
    guard r >= 1, r <= 1000 else {
      throw .invalidValue(option: arguments.label("repetitions"), value: String(r), reason: "must be 1…1000", suggestion: nil)
    }
    repetitions = r
    format = arguments.string("format") ?? "text"
    output = arguments.string("output")
  }

  func run(_ io: CommandIO) throws(CommandError) {
    let kernels = BenchKernels.all.filter { filter == nil || $0.name.contains(filter ?? "") }
    guard !kernels.isEmpty else {
      throw .failure("no kernel matches --filter '\(filter ?? "")'; kernels: " + BenchKernels.all.map(\.name).joined(separator: ", "))
    }
    #if DEBUG
      io.stderr.write("warning: this is a debug build; measure with: swift run -c release curvetool bench\n")
    #endif
    try Destination.write(to: output, io: io) { sink, _ in
      var results: [BenchResult] = []
      for kernel in kernels {
        let r = Benchmark.measure(kernel, repetitions: repetitions)
        results.append(r)
        if format == "text" {
          sink.write(r.name.padding(to: 30) + NumberText.fixed(r.nsPerOp, decimals: 2).leftPadding(to: 12)
            + " ns per \(r.unit)  (best \(NumberText.fixed(r.bestNsPerOp, decimals: 2)), \(r.ops) ops)\n")
          sink.flush()
        }
      }
      if format == "json" {
        let json = JSON.array(results.map {
          .object([("name", .string($0.name)), ("ns_per_op", .number($0.nsPerOp)), ("ops", .int($0.ops))])
        })
        sink.write(json.text() + "\n")
      }
    }
  }
}
