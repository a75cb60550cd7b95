// This file is part of curvetool. SPDX-License-Identifier: MIT

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One timed kernel: `ops` operations per run; `run` returns a checksum so
/// the work cannot be optimised away.
struct BenchKernel: Sendable {
  let name: String
  let ops: Int
  /// What one operation is, for the report.
  let unit: String
  let run: @Sendable () -> Double
}

/// A kernel's timing.
struct BenchResult {
  let name: String
  let unit: String
  let ops: Int
  /// Median over the repetitions, nanoseconds per operation.
  let nsPerOp: Double
  let bestNsPerOp: Double
}

enum Benchmark {
  /// Monotonic nanoseconds.
  static func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
  }

  /// Runs the kernel once to warm up, then `repetitions` times.
  static func measure(_ kernel: BenchKernel, repetitions: Int) -> BenchResult {
    var checksum = kernel.run()
    var samples: [Double] = []
    for _ in 0..<Swift.max(1, repetitions) {
      let start = now()
      checksum += kernel.run()
      let elapsed = Double(now() - start)
      samples.append(elapsed / Double(kernel.ops))
    }
    blackHole(checksum)
    samples.sort()
    return BenchResult(
      name: kernel.name, unit: kernel.unit, ops: kernel.ops, nsPerOp: samples[samples.count / 2],
      bestNsPerOp: samples[0])
  }

  @inline(never)
  static func blackHole(_ x: Double) {
    if x.bitPattern == 0x7FF8_DEAD_BEEF_0001 { print(x) }
  }
}
