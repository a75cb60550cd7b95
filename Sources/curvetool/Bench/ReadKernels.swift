// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Fit
import Foundation

/// Kernels for reading and fitting a large sample file: the work of
/// `fit FILE` on a 1,000,000-row CSV (docs/performance.md §3).
enum ReadKernels {
  /// The noisy damped cosine of docs/perf/side_by_side.py: 1,000,000 rows
  /// of `t,value` over 2 s, noise σ = 0.5 (a fixed sequence).
  static func csv(rows: Int = 1_000_000) -> [UInt8] {
    let noise = BenchKernels.uniform(rows, -0.5, 0.5, seed: 11)
    var out = Array(SampledData.csvHeader([.times, .values]).utf8)
    out.reserveCapacity(rows * 28)
    for i in 0..<rows {
      let t = 2 * Double(i) / Double(rows)
      let y = -100 * exp(-3 * t) * cos(12 * t) + 100 + noise[i]
      NumberBytes.append(t, to: &out)
      out.append(UInt8(ascii: ","))
      NumberBytes.append(y, to: &out)
      out.append(0x0A)
    }
    return out
  }

  /// The same samples as `sample --format json` lays them out: a curve
  /// member, then the times, values and velocities arrays on one line each.
  static func json(rows: Int = 1_000_000) -> [UInt8] {
    let noise = BenchKernels.uniform(rows, -0.5, 0.5, seed: 11)
    var out = Array("{\n  \"schema\": \"\(JSONSchema.sample.id)\",\n  \"curve\": {\"kind\": \"recorded\"},\n  \"times\": [".utf8)
    out.reserveCapacity(rows * 60)
    func array(_ value: (Int) -> Double) {
      for i in 0..<rows {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        NumberBytes.append(value(i), to: &out)
      }
    }
    array { 2 * Double($0) / Double(rows) }
    out += Array("],\n  \"values\": [".utf8)
    array { i in
      let t = 2 * Double(i) / Double(rows)
      return -100 * exp(-3 * t) * cos(12 * t) + 100 + noise[i]
    }
    out += Array("],\n  \"velocities\": [".utf8)
    array { _ in 0 }
    out += Array("]\n}\n".utf8)
    return out
  }

  /// A noisy spring that is no damped cosine (from rest), 1,000,000 samples
  /// over 2 s, on which model selection picks the spring (docs/performance.md
  /// §4), made when the kernel first runs.
  static let springSamples: FitSamples = {
    let spring = Spring(mass: 1, stiffness: 153, damping: 6, from: 0, to: 100)
    let noise = BenchKernels.uniform(1_000_000, -0.5, 0.5, seed: 12)
    let t = (0..<1_000_000).map { 2 * Double($0) / 1_000_000 }
    return FitSamples(t: t, y: t.indices.map { spring.value(at: t[$0]) + noise[$0] })
  }()

  /// The files and their samples, made when a kernel first runs (its
  /// warm-up), not when the kernels are listed.
  private enum Fixture {
    static let bytes = csv()
    static let megabytes = Double(bytes.count) / 1e6
    static let jsonBytes = json()
    static let jsonMegabytes = Double(jsonBytes.count) / 1e6
    /// JSON is read from a file, as `fit FILE.json` reads it (standard
    /// input would also keep its bytes): a temporary file, unlinked at once
    /// and read through /dev/fd, so nothing is left behind however bench
    /// ends.
    static let jsonPath: String? = {
      let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("curvetool-bench-\(getpid()).json").path
      guard FileManager.default.createFile(atPath: temporary, contents: Data(jsonBytes)) else { return nil }
      let fd = open(temporary, O_RDONLY)
      unlink(temporary)
      return fd >= 0 ? "/dev/fd/\(fd)" : nil
    }()
    static let samples = read()?.samples
    /// 10,000 of the same samples, evenly spaced: the side-by-side fit.
    static let small = samples.map { s in
      let picks = (0..<10_000).map { $0 * s.t.count / 10_000 }
      return FitSamples(t: picks.map { s.t[$0] }, y: picks.map { s.y[$0] })
    }

    /// Standard input holding the file: the reader's own path, without the disk.
    @Sendable static func read() -> SampleFile? {
      var io = CommandIO.captured()
      io.standardInput = .bytes(bytes)
      return try? SampleFile.read("-", io: io, fps: 60)
    }
  }

  static var all: [BenchKernel] {
    [
      BenchKernel(name: "read.csv-1M", ops: 1_000_000, unit: "CSV row (\(NumberText.text(Fixture.megabytes, .brief)) MB in all)") {
        Double(Fixture.read()?.samples.t.count ?? 0)
      }.standing(for: "fit FILE, analyze --data FILE: reading the rows (InputScanner + DelimitedReader)"),
      BenchKernel(
        name: "read.json-1M", ops: 1_000_000, unit: "JSON row (\(NumberText.text(Fixture.jsonMegabytes, .brief)) MB in all)"
      ) {
        guard let jsonPath = Fixture.jsonPath else { return 0 }
        return Double((try? SampleFile.read(jsonPath, io: .captured(), fps: 60))?.samples.t.count ?? 0)
      }.standing(for: "fit FILE.json, analyze --data FILE.json: reading a JSON file (JSONSampleStream)"),
      BenchKernel(name: "fit.damped-cosine-1M", ops: 1, unit: "fit of 1,000,000 samples") {
        guard let samples = Fixture.samples, let r = try? Fitter.fit(samples, model: .dampedCosine) else { return 0 }
        return r.sse
      }.standing(for: "fit FILE --model damped-cosine on 1,000,000 rows, after reading (Fitter.fit)"),
      BenchKernel(name: "fit.spring-1M", ops: 1, unit: "fit of 1,000,000 samples") {
        (try? Fitter.fit(springSamples, model: .spring))?.sse ?? 0
      }.standing(for: "fit FILE --model spring on 1,000,000 rows, after reading (Fitter.fit; §4)"),
      BenchKernel(name: "fit.damped-cosine-10k", ops: 1, unit: "fit of 10,000 samples") {
        guard let small = Fixture.small, let r = try? Fitter.fit(small, model: .dampedCosine) else { return 0 }
        return r.sse
      }.standing(for: "fit FILE --model damped-cosine on 10,000 rows, after reading (Fitter.fit; MINPACK side by side, §3)"),
      BenchKernel(name: "fit.auto-10k", ops: 1, unit: "model selection and fit of 10,000 samples") {
        guard let small = Fixture.small, let r = try? Fitter.fit(small, request: .automatic) else { return 0 }
        return r.result.sse
      }.standing(for: "fit FILE without --model on 10,000 rows, after reading (ModelSelection.best: every model on 500 samples within the ranking budget, on every core)"),
    ]
  }
}
