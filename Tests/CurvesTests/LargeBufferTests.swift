// This file is part of curvetool. SPDX-License-Identifier: MIT

import Testing

@testable import Curves

/// Huge-page advice changes where memory comes from, never what it holds.
@Suite struct LargeBufferTests {
  @Test("zeros(n) is n zeros on either side of the advice threshold; reserve keeps the array and makes room")
  func contentsAreUnchanged() {
    let limit = LargeBuffer.adviceBytes / MemoryLayout<Double>.stride
    for n in [0, 1, 7, limit - 1, limit, limit + 1, 3 * limit + 5] {
      let z = LargeBuffer.zeros(n)
      #expect(z.count == n)
      #expect(z.allSatisfy { $0.bitPattern == 0 })
    }
    for n in [0, 10, 2 * limit] {
      var a: [Double] = [1, 2, 3]
      LargeBuffer.reserve(&a, capacity: n)
      #expect(a == [1, 2, 3])
      #expect(a.capacity >= n)
      let base = a.withUnsafeBufferPointer { $0.baseAddress }
      let more = Swift.max(0, n - 3)
      for i in 0..<more { a.append(Double(i)) }
      #expect(a.count == Swift.max(n, 3) && a[3...].elementsEqual((0..<more).map(Double.init)))
      // Filling the reserved room did not move the storage.
      #expect(a.withUnsafeBufferPointer { $0.baseAddress } == base)
    }
  }
}
