// This file is part of curvetool. SPDX-License-Identifier: MIT

import Fit
import Foundation
import TestSupport
import Testing

@testable import curvetool

@Suite("fit shows progress on long work")
struct FitProgressTests {
  /// The files' values: a damped cosine, which the damped-cosine fit
  /// solves in a few iterations (the reading is what these tests are about).
  static func dampedCosine(_ t: Double) -> Double { -100 * exp(-3 * t) * cos(12 * t) + 100 }

  @Test("Rows read on a terminal's stderr every 262,144 rows; never when piped or with --quiet", .exhaustiveTier)
  func progress() throws {
    var text = "t,value\n"
    let rows = SampleFile.progressRows + 1000
    text.reserveCapacity(rows * 24)
    for i in 0..<rows { text += "\(Double(i) / Double(rows)),\(Self.dampedCosine(Double(i) / Double(rows)))\n" }
    let path = Scratch.path("big.csv")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var io = CommandIO.captured()
    io.stderrIsTerminal = true
    #expect(CurveTool.run(["fit", path, "--model", "damped-cosine"], io: io) == 0)
    // Line 262,144 is the 262,143rd row after the header.
    #expect(io.stderr.text.contains("read \(SampleFile.progressRows - 1) rows…"))
    var quiet = CommandIO.captured()
    quiet.stderrIsTerminal = true
    #expect(CurveTool.run(["fit", path, "--model", "damped-cosine", "--quiet"], io: quiet) == 0)
    #expect(quiet.stderr.text.isEmpty)
    #expect(cli(["fit", path, "--model", "damped-cosine"]).err.isEmpty)
  }

  @Test("A JSON file shows its rows read too, on a terminal only", .exhaustiveTier)
  func jsonProgress() throws {
    let rows = SampleFile.progressRows + 1000
    let ts = (0..<rows).map { NumberBytes.text(Double($0) / Double(rows)) }.joined(separator: ",")
    let ys = (0..<rows).map { NumberBytes.text(Self.dampedCosine(Double($0) / Double(rows))) }.joined(separator: ",")
    let path = Scratch.path("big.json")
    try "{\"t\": [\(ts)], \"value\": [\(ys)]}".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var io = CommandIO.captured()
    io.stderrIsTerminal = true
    #expect(CurveTool.run(["fit", path, "--model", "damped-cosine"], io: io) == 0)
    #expect(io.stderr.text.contains("read "))
    #expect(io.stderr.text.contains(" rows…"))
    #expect(cli(["fit", path, "--model", "damped-cosine"]).err.isEmpty)
  }

  @Test("The solver reports every iteration to the installed handler, and to none once it is removed")
  func iterations() throws {
    let t = (0..<300).map { Double($0) / 100 }
    let y = t.map { -50 * exp(-2 * $0) * cos(9 * $0) + 50 }
    let steps = StepLog()
    let result = try FitProgress.reporting({ steps.add($0) }) { () throws(FitError) in
      try Fitter.fit(FitSamples(t: t, y: y), model: .dampedCosine)
    }
    let log = steps.all
    #expect(!log.isEmpty)
    // Each solve counts from 1; the last solve ran on every sample.
    #expect(log.first?.iteration == 1)
    #expect(log.last?.samples == 300)
    #expect(log.filter { $0.samples == 300 }.count >= result.iterations)
    _ = try Fitter.fit(FitSamples(t: t, y: y), model: .dampedCosine)
    #expect(steps.all.count == log.count)
  }

  @Test("Fits running at the same time report to their own handlers; model selection's candidates to none")
  func isolation() async throws {
    func record(_ n: Int) -> FitSamples {
      let t = (0..<n).map { Double($0) / Double(n) * 3 }
      return FitSamples(t: t, y: t.map { -50 * exp(-2 * $0) * cos(9 * $0) + 50 })
    }
    let sizes = [200, 300, 400, 500]
    let logs = sizes.map { _ in StepLog() }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (n, log) in zip(sizes, logs) {
        group.addTask {
          for _ in 0..<5 {
            _ = try FitProgress.reporting({ log.add($0) }) { () throws(FitError) in try Fitter.fit(record(n), model: .dampedCosine) }
          }
        }
      }
      try await group.waitForAll()
    }
    for (n, log) in zip(sizes, logs) {
      #expect(!log.all.isEmpty && log.all.allSatisfy { $0.samples == n }, "\(n): \(Set(log.all.map(\.samples)))")
    }
    // Without --model: the candidates run on 1000 of the 3000 samples, side
    // by side, and report nothing; the winner's fit on all 3000 does.
    let auto = StepLog()
    _ = try FitProgress.reporting({ auto.add($0) }) { () throws(FitError) in try Fitter.fit(record(3000), request: .automatic) }
    #expect(!auto.all.isEmpty && auto.all.allSatisfy { $0.samples == 3000 })
  }
}

@Suite("fit in the command-line binary")
struct FitBinaryTests {
  @Test("The binary fits with and without --model: its main thread, in no task, installs the progress handler too")
  func binary() throws {
    _ = try #require(Binary.url, "swift test builds the curvetool binary")
    var text = "t,value\n"
    for i in 0..<2000 {
      let t = Double(i) / 1000
      text += "\(t),\(-100 * exp(-3 * t) * cos(12 * t) + 100)\n"
    }
    for args in [["fit", "-", "--format", "json"], ["fit", "-", "--model", "spring", "--format", "json"]] {
      let r = try Binary.run(args, stdin: text)
      #expect(r.code == 0, "\(args): \(r.err.prefix(300))")
      #expect(r.out.contains("\"model\""))
    }
  }
}

/// Steps collected from a handler.
private final class StepLog: @unchecked Sendable {
  private var steps: [FitProgress.Step] = []
  private let lock = NSLock()
  func add(_ s: FitProgress.Step) { lock.withLock { steps.append(s) } }
  var all: [FitProgress.Step] { lock.withLock { steps } }
}
