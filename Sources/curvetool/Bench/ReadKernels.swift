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
    var out = Array("t,value\n".utf8)
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

  static var all: [BenchKernel] {
    let bytes = csv()
    let megabytes = Double(bytes.count) / 1e6
    /// Standard input holding the file: the reader's own path, without the disk.
    @Sendable func read() -> SampleFile? {
      var io = CommandIO.captured()
      io.standardInput = .bytes(bytes)
      return try? SampleFile.read("-", io: io, fps: 60)
    }
    let samples = read()?.samples
    return [
      BenchKernel(name: "read.csv-1M", ops: 1_000_000, unit: "CSV row (\(NumberText.significant(megabytes, digits: 3)) MB in all)") {
        Double(read()?.samples.t.count ?? 0)
      }.standing(for: "fit FILE, analyze --data FILE: reading the rows (InputScanner + DelimitedReader)"),
      BenchKernel(name: "fit.damped-cosine-1M", ops: 1, unit: "fit of 1,000,000 samples") {
        guard let samples, let r = try? Fitter.fit(samples, model: .dampedCosine) else { return 0 }
        return r.sse
      }.standing(for: "fit FILE --model damped-cosine on 1,000,000 rows, after reading (Fitter.fit)"),
    ]
  }
}
