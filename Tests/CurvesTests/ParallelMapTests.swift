// This file is part of curvetool. SPDX-License-Identifier: MIT

import Testing

@testable import Curves

/// Work run side by side gives the array a loop gives, in index order,
/// and reports its rounds on the calling thread.
@Suite struct ParallelMapTests {
  @Test("The results are the loop's, in order, at every size around the chunk and round sizes", arguments: [0, 1, 63, 64, 65, 128, 2047, 2048, 2049, 5000])
  func inOrder(_ count: Int) {
    var reported: [Int] = []
    let mapped = ParallelMap.map(count, done: { reported.append($0) }) { i in i &* 2_654_435_761 % 1000 }
    #expect(mapped == (0..<count).map { i in i &* 2_654_435_761 % 1000 })
    let rounds = (count + ParallelMap.round - 1) / ParallelMap.round
    #expect(reported == (0..<rounds).map { Swift.min(count, ($0 + 1) * ParallelMap.round) })
  }

  @Test("A chunk may be as small as asked")
  func smallChunks() {
    let mapped = ParallelMap.map(100, minimumChunk: 1) { "\($0)" }
    #expect(mapped == (0..<100).map { "\($0)" })
  }
}
