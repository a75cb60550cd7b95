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
///
/// A kernel's data (its million samples, its files) is made when it first
/// runs, in the untimed warm-up, never when the kernels are listed: the
/// data lives in lazily made `static let`s, and `unit` (which may name the
/// data's size) is read after the warm-up. So `bench --filter K` makes only K's data, and an
/// unknown filter or an unreadable `--compare` file is refused at once.
struct BenchKernel: Sendable {
  let name: String
  let ops: Int
  private let unitAfterWarmUp: @Sendable () -> String
  let run: @Sendable () -> Double
  /// The command path it stands for (what a user runs that spends its time
  /// here), or why none does yet.
  var path = ""
  /// Cases timed one by one (the report is the median case); 0 for a
  /// kernel timed as a whole.
  var cases = 0
  var runCase: @Sendable (Int) -> Double = { _ in 0 }

  /// What one operation is, for the report (read once the kernel has run).
  var unit: String { unitAfterWarmUp() }

  init(
    name: String, ops: Int, unit: @autoclosure @escaping @Sendable () -> String,
    run: @escaping @Sendable () -> Double
  ) {
    self.name = name
    self.ops = ops
    unitAfterWarmUp = unit
    self.run = run
  }

  /// The kernel, naming the command path it stands for.
  func standing(for path: String) -> BenchKernel {
    var k = self
    k.path = path
    return k
  }

  /// A kernel of `cases` separate operations; reports the median case.
  init(name: String, cases: Int, unit: String, runCase: @escaping @Sendable (Int) -> Double) {
    self.name = name
    ops = 1
    unitAfterWarmUp = { unit }
    run = { 0 }
    self.cases = cases
    self.runCase = runCase
  }
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
    if kernel.cases > 0 { return measureCases(kernel, repetitions: repetitions) }
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

  /// Each case: a warm-up, then the best of `repetitions` runs; the result
  /// is the median case (and the fastest as "best").
  static func measureCases(_ kernel: BenchKernel, repetitions: Int) -> BenchResult {
    var checksum = 0.0
    var perCase: [Double] = []
    for c in 0..<kernel.cases {
      checksum += kernel.runCase(c)
      var best = Double.infinity
      for _ in 0..<Swift.max(1, repetitions) {
        let start = now()
        checksum += kernel.runCase(c)
        best = Swift.min(best, Double(now() - start))
      }
      perCase.append(best)
    }
    blackHole(checksum)
    perCase.sort()
    return BenchResult(
      name: kernel.name, unit: kernel.unit, ops: kernel.cases, nsPerOp: perCase[perCase.count / 2], bestNsPerOp: perCase[0])
  }

  @inline(never)
  static func blackHole(_ x: Double) {
    if x.bitPattern == 0x7FF8_DEAD_BEEF_0001 { print(x) }
  }
}
