// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Dispatch

/// Fast writers for long sample tables (`sample`, `export --format csv`).
///
/// Rows are evaluated and formatted in chunks of 16,384 on every core, each
/// chunk into its own byte buffer, then written in order: the output is the
/// same whatever the number of cores. Numbers are the shortest text that
/// reads back to the same `Double` (Swift's `description`), exponents
/// tidied (`1e-5`), zero as `0.0`, non-finite as `null`.
enum SampleWriter {
  static let chunk = 16_384

  /// Appends ``JSON/numberText(_:)`` of `x` as UTF-8.
  @inline(__always)
  static func append(_ x: Double, to out: inout [UInt8]) {
    guard x.isFinite else {
      out.append(contentsOf: "null".utf8)
      return
    }
    if x == 0 {
      out.append(contentsOf: "0.0".utf8)
      return
    }
    let text = x.description
    if text.utf8.contains(UInt8(ascii: "e")) {
      out.append(contentsOf: JSON.tidyExponent(text).utf8)
    } else {
      out.append(contentsOf: text.utf8)
    }
  }

  /// Chunks formatted at once before they are written (about 32 MB).
  static let batch = 32

  /// Formats rows 0..<count in parallel chunks and writes them in order,
  /// a batch of chunks at a time; `row(i, &buffer)` appends one row.
  static func stream(count: Int, to sink: OutputSink, row: @Sendable (Int, inout [UInt8]) -> Void) {
    let chunks = (count + chunk - 1) / chunk
    var first = 0
    while first < chunks {
      let n = Swift.min(batch, chunks - first)
      let results = ChunkStore(count: n)
      let base = first
      DispatchQueue.concurrentPerform(iterations: n) { c in
        var buffer: [UInt8] = []
        let lo = (base + c) * chunk
        let hi = Swift.min(count, lo + chunk)
        buffer.reserveCapacity((hi - lo) * 64)
        for i in lo..<hi { row(i, &buffer) }
        results.set(c, buffer)
      }
      for part in results.items { sink.write(bytes: part) }
      first += n
    }
  }

  /// `t,value,velocity` CSV of the curve at `times`.
  static func csv(_ curve: RealizedCurve, times: TimeGrid, to sink: OutputSink) {
    sink.write("t,value,velocity\n")
    stream(count: times.count, to: sink) { i, out in
      let t = times[i]
      append(t, to: &out)
      out.append(UInt8(ascii: ","))
      append(curve.value(at: t), to: &out)
      out.append(UInt8(ascii: ","))
      append(curve.velocity(at: t), to: &out)
      out.append(UInt8(ascii: "\n"))
    }
  }

  /// A JSON array of numbers, `[a,b,…]`, computed in parallel.
  static func jsonArray(count: Int, _ value: @Sendable (Int) -> Double, to sink: OutputSink) {
    sink.write("[")
    stream(count: count, to: sink) { i, out in
      if i > 0 { out.append(UInt8(ascii: ",")) }
      append(value(i), to: &out)
    }
    sink.write("]")
  }
}

/// Per-chunk results written from concurrent iterations (each index once).
private final class ChunkStore: @unchecked Sendable {
  private var storage: [[UInt8]]
  private let lock = SemaphoreLock()

  init(count: Int) { storage = Array(repeating: [], count: count) }

  func set(_ i: Int, _ value: [UInt8]) {
    lock.locked { storage[i] = value }
  }

  var items: [[UInt8]] { lock.locked { storage } }
}

/// A mutex made of a binary semaphore.
private final class SemaphoreLock: @unchecked Sendable {
  private let queue = DispatchSemaphore(value: 1)

  func locked<T>(_ body: () -> T) -> T {
    queue.wait()
    defer { queue.signal() }
    return body()
  }
}
