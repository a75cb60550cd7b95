// This file is part of curvetool. SPDX-License-Identifier: MIT

import Dispatch
import Synchronization

/// Independent work on every index of a range, run side by side on the
/// machine's cores, the results in index order: the same array a loop
/// over the range would build, whichever thread computed which part.
///
/// The range is cut into at most ``chunks`` contiguous chunks of at least
/// `minimumChunk` indices (so small inputs stay on the calling thread and
/// the cores share the work in pieces small enough to even out).
public enum ParallelMap {
  /// Chunks at most: enough for two to eight cores to finish together.
  public static let chunks = 32

  /// Indices per round: between rounds the calling thread reports how
  /// many are done (a progress line), so it never waits long for news.
  public static let round = 2048

  /// `[body(0), body(1), …, body(count − 1)]`, the calls made side by side;
  /// `body` must not depend on the order of the calls. `done(k)` runs on the
  /// calling thread once the first `k` results are in (after each round).
  @inlinable
  public static func map<T: Sendable>(
    _ count: Int, minimumChunk: Int = 64, done: ((Int) -> Void)? = nil, _ body: @Sendable (Int) -> T
  ) -> [T] {
    var out: [T] = []
    out.reserveCapacity(Swift.max(count, 0))
    var first = 0
    while first < count {
      let end = Swift.min(count, first + round)
      out += chunked(first..<end, minimumChunk: minimumChunk, body)
      done?(end)
      first = end
    }
    return out
  }

  /// One round: `range` cut into chunks run side by side.
  @inlinable
  static func chunked<T: Sendable>(_ range: Range<Int>, minimumChunk: Int, _ body: @Sendable (Int) -> T) -> [T] {
    let count = range.count
    let n = Swift.min(chunks, count / Swift.max(minimumChunk, 1))
    guard n > 1 else { return results(range, body) }
    let parts = Parts<T>(count: n)
    let base = range.lowerBound
    DispatchQueue.concurrentPerform(iterations: n) { c in
      parts.set(c, results(base + count * c / n..<base + count * (c + 1) / n, body))
    }
    return parts.joined
  }

  /// `range.map(body)` as a plain loop: the generic `map` of a range and
  /// the stdlib's flattening look up generic metadata for every element,
  /// which the cores contend for (a tenth of `diagnose`'s report).
  @inlinable
  static func results<T>(_ range: Range<Int>, _ body: (Int) -> T) -> [T] {
    var out: [T] = []
    out.reserveCapacity(range.count)
    for i in range { out.append(body(i)) }
    return out
  }
}

/// One slot per chunk, each written by the one thread that computed it
/// and read after every chunk has finished.
@usableFromInline
final class Parts<T: Sendable>: Sendable {
  @usableFromInline
  let slots: Mutex<[[T]]>

  @inlinable
  init(count: Int) { slots = Mutex(Array(repeating: [], count: count)) }

  @inlinable
  func set(_ c: Int, _ part: [T]) { slots.withLock { $0[c] = part } }

  @inlinable
  var joined: [T] {
    slots.withLock { parts in
      var out: [T] = []
      out.reserveCapacity(parts.reduce(0) { $0 + $1.count })
      for part in parts { out.append(contentsOf: part) }
      return out
    }
  }
}
