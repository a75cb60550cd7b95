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
  /// a batch of chunks at a time; `row(i, &cursor)` writes one row of at
  /// most `numbers` numbers (and a separator after each) at the cursor. The
  /// chunk buffers are made once, with room for every row of a chunk, and
  /// reused batch after batch, so memory stays at one batch whatever the
  /// count.
  static func stream(count: Int, numbers: Int, to sink: OutputSink, row: @Sendable (Int, inout ByteRow) -> Void) {
    stream(count: count, numbers: numbers, to: sink) { (rows: Range<Int>, cursor: inout ByteRow) in
      for i in rows { row(i, &cursor) }
    }
  }

  /// ``stream(count:numbers:to:row:)`` handing each chunk's rows over at
  /// once, so they can be evaluated together before they are written.
  static func stream(count: Int, numbers: Int, to sink: OutputSink, rows: @Sendable (Range<Int>, inout ByteRow) -> Void) {
    let chunks = (count + chunk - 1) / chunk
    let buffers = ChunkBuffers(count: Swift.min(batch, Swift.max(chunks, 1)), bytes: chunk * ByteRow.capacity(numbers: numbers))
    var first = 0
    while first < chunks {
      let n = Swift.min(batch, chunks - first)
      let base = first
      DispatchQueue.concurrentPerform(iterations: n) { c in
        let lo = (base + c) * chunk
        let hi = Swift.min(count, lo + chunk)
        var cursor = ByteRow(base: buffers.start(c), count: 0)
        rows(lo..<hi, &cursor)
        buffers.setCount(c, cursor.count)
      }
      for c in 0..<n { sink.write(raw: buffers.bytes(c)) }
      first += n
    }
  }

  /// `t,value,velocity` CSV of the curve at `times`: a chunk's times, then
  /// its values and velocities together, exactly (``Curve/sample(_:rows:times:values:velocities:)``),
  /// then its rows.
  static func csv(_ curve: RealizedCurve, times: TimeGrid, to sink: OutputSink) {
    sink.write(SampledData.csvHeader([.times, .values, .velocities]))
    stream(count: times.count, numbers: 3, to: sink) { (rows: Range<Int>, out: inout ByteRow) in
      let n = rows.count
      withColumns(3, rows: n) { t, value, velocity in
        curve.sample(times, rows: rows, times: t, values: value, velocities: velocity)
        for k in 0..<n {
          out.number(t[k])
          out.byte(UInt8(ascii: ","))
          out.number(value[k])
          out.byte(UInt8(ascii: ","))
          out.number(velocity[k])
          out.byte(UInt8(ascii: "\n"))
        }
      }
    }
  }

  /// A JSON array of numbers, `[a,b,…]` (or, `spaced`, `[a, b, …]` as
  /// ``JSON/text(indent:)`` lays out an array of numbers), computed in
  /// parallel.
  static func jsonArray(count: Int, _ value: @Sendable (Int) -> Double, spaced: Bool = false, to sink: OutputSink) {
    jsonArray(count: count, { rows, out in for (k, i) in rows.enumerated() { out[k] = value(i) } }, spaced: spaced, to: sink)
  }

  /// A JSON array of the curve's values (or, with `velocities`, its
  /// velocities) at `times`, a chunk evaluated at once.
  static func jsonArray(_ curve: RealizedCurve, at times: TimeGrid, velocities: Bool, to sink: OutputSink) {
    jsonArray(count: times.count, { rows, out in
      withColumns(1, rows: rows.count) { t, _, _ in
        curve.sample(times, rows: rows, times: t, values: velocities ? nil : out, velocities: velocities ? out : nil)
      }
    }, to: sink)
  }

  /// A JSON array of numbers computed a chunk at a time: `fill(rows, out)`
  /// puts the numbers of `rows` into `out[0..<rows.count]`.
  private static func jsonArray(
    count: Int, _ fill: @Sendable (Range<Int>, UnsafeMutableBufferPointer<Double>) -> Void, spaced: Bool = false,
    to sink: OutputSink
  ) {
    sink.write("[")
    // A spaced row's two separator bytes take the room of a second number's one.
    stream(count: count, numbers: spaced ? 2 : 1, to: sink) { (rows: Range<Int>, out: inout ByteRow) in
      withColumns(1, rows: rows.count) { numbers, _, _ in
        fill(rows, numbers)
        for k in 0..<rows.count {
          if rows.lowerBound + k > 0 {
            out.byte(UInt8(ascii: ","))
            if spaced { out.byte(UInt8(ascii: " ")) }
          }
          out.number(numbers[k])
        }
      }
    }
    sink.write("]")
  }

  /// Up to three columns of `rows` doubles each, for one chunk (the unused
  /// ones empty).
  static func withColumns(
    _ count: Int, rows: Int,
    _ body: (UnsafeMutableBufferPointer<Double>, UnsafeMutableBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) -> Void
  ) {
    let all = UnsafeMutableBufferPointer<Double>.allocate(capacity: count * rows)
    defer { all.deallocate() }
    all.initialize(repeating: 0)
    func column(_ k: Int) -> UnsafeMutableBufferPointer<Double> {
      k < count ? UnsafeMutableBufferPointer(rebasing: all[(k * rows)..<((k + 1) * rows)]) : UnsafeMutableBufferPointer(start: nil, count: 0)
    }
    body(column(0), column(1), column(2))
  }
}

/// One byte buffer per chunk of a batch, allocated once and reused across
/// batches. Each concurrent iteration fills its own index; the writer reads
/// them after the batch, so no index is touched by two threads at once.
private final class ChunkBuffers: @unchecked Sendable {
  private let storage: UnsafeMutableRawPointer
  private let counts: UnsafeMutableBufferPointer<Int>
  private let stride: Int

  init(count: Int, bytes: Int) {
    stride = bytes
    storage = .allocate(byteCount: count * bytes, alignment: 16)
    counts = .allocate(capacity: count)
    counts.initialize(repeating: 0)
  }

  deinit {
    storage.deallocate()
    counts.deallocate()
  }

  /// The first byte of chunk `i`'s buffer.
  func start(_ i: Int) -> UnsafeMutableRawPointer { storage + i * stride }

  /// Records how many bytes chunk `i` holds.
  func setCount(_ i: Int, _ n: Int) { counts[i] = n }

  /// The bytes chunk `i` holds.
  func bytes(_ i: Int) -> UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: storage + i * stride, count: counts[i]) }
}
