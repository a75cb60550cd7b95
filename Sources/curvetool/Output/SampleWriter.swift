// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Dispatch

/// Fast writers for long sample tables (`sample`, `export --format csv`).
///
/// Rows are evaluated and formatted in chunks of 16,384 on every core, each
/// chunk into its own byte buffer, then written in order: the output is the
/// same whatever the number of cores. Numbers are ``NumberBytes``: the
/// shortest text that reads back to the same `Double` (the digits of Swift's
/// `description`), exponents tidied (`1e-5`), zero as `0.0`, non-finite as
/// `null`, written straight into the chunk's bytes.
enum SampleWriter {
  static let chunk = 16_384

  /// Chunks formatted at once before they are written (about 32 MB).
  static let batch = 32

  /// Formats rows 0..<count in parallel chunks and writes them in order,
  /// a batch of chunks at a time; `row(i, &buffer)` appends one row. The
  /// chunk buffers are made once and reused batch after batch, so memory
  /// stays at one batch whatever the count.
  static func stream(count: Int, to sink: OutputSink, row: @Sendable (Int, inout [UInt8]) -> Void) {
    let chunks = (count + chunk - 1) / chunk
    let buffers = ChunkBuffers(count: Swift.min(batch, Swift.max(chunks, 1)))
    var first = 0
    while first < chunks {
      let n = Swift.min(batch, chunks - first)
      let base = first
      DispatchQueue.concurrentPerform(iterations: n) { c in
        buffers.fill(c) { buffer in
          buffer.removeAll(keepingCapacity: true)
          let lo = (base + c) * chunk
          let hi = Swift.min(count, lo + chunk)
          buffer.reserveCapacity((hi - lo) * 64)
          for i in lo..<hi { row(i, &buffer) }
        }
      }
      for c in 0..<n { buffers.read(c) { sink.write(bytes: $0) } }
      first += n
    }
  }

  /// `t,value,velocity` CSV of the curve at `times`.
  static func csv(_ curve: RealizedCurve, times: TimeGrid, to sink: OutputSink) {
    sink.write(SampledData.csvHeader([.times, .values, .velocities]))
    stream(count: times.count, to: sink) { i, out in
      let t = times[i]
      NumberBytes.append(t, to: &out)
      out.append(UInt8(ascii: ","))
      NumberBytes.append(curve.value(at: t), to: &out)
      out.append(UInt8(ascii: ","))
      NumberBytes.append(curve.velocity(at: t), to: &out)
      out.append(UInt8(ascii: "\n"))
    }
  }

  /// A JSON array of numbers, `[a,b,…]`, computed in parallel.
  static func jsonArray(count: Int, _ value: @Sendable (Int) -> Double, to sink: OutputSink) {
    sink.write("[")
    stream(count: count, to: sink) { i, out in
      if i > 0 { out.append(UInt8(ascii: ",")) }
      NumberBytes.append(value(i), to: &out)
    }
    sink.write("]")
  }
}

/// One byte buffer per chunk of a batch, reused across batches. Each
/// concurrent iteration fills its own index; the writer reads them after
/// the batch, so no index is touched by two threads at once.
private final class ChunkBuffers: @unchecked Sendable {
  private let storage: UnsafeMutableBufferPointer<[UInt8]>

  init(count: Int) {
    storage = .allocate(capacity: count)
    _ = storage.initialize(from: repeatElement([], count: count))
  }

  deinit {
    storage.deinitialize()
    storage.deallocate()
  }

  func fill(_ i: Int, _ body: (inout [UInt8]) -> Void) { body(&storage[i]) }

  func read(_ i: Int, _ body: ([UInt8]) -> Void) { body(storage[i]) }
}
