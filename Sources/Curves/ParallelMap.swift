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
  private static func chunked<T: Sendable>(_ range: Range<Int>, minimumChunk: Int, _ body: @Sendable (Int) -> T) -> [T] {
    let count = range.count
    let n = Swift.min(chunks, count / Swift.max(minimumChunk, 1))
    guard n > 1 else { return range.map(body) }
    let parts = Parts<T>(count: n)
    let base = range.lowerBound
    DispatchQueue.concurrentPerform(iterations: n) { c in
      parts.set(c, (base + count * c / n..<base + count * (c + 1) / n).map(body))
    }
    return parts.joined
  }
}

/// One slot per chunk, each written by the one thread that computed it
/// and read after every chunk has finished.
private final class Parts<T: Sendable>: Sendable {
  private let slots: Mutex<[[T]]>

  init(count: Int) { slots = Mutex(Array(repeating: [], count: count)) }

  func set(_ c: Int, _ part: [T]) { slots.withLock { $0[c] = part } }

  var joined: [T] { slots.withLock { Array($0.joined()) } }
}
