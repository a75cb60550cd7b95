// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Ramer–Douglas–Peucker simplification of sampled curves.
public enum Simplification {
  /// The indices of the samples to keep so that straight lines between
  /// them stay within `tolerance` of every sample, vertically.
  ///
  /// Ramer–Douglas–Peucker with the vertical distance |yᵢ − line(xᵢ)| (what
  /// matters for an easing, y as a function of x), iterative with an explicit
  /// stack. Both ends are kept. `xs` must be increasing.
  ///
  /// - Returns: indices, ascending, and the largest vertical distance of any
  ///   sample from the kept lines.
  /// - Complexity: O(n log n) typical, O(n²) worst case.
  public static func ramerDouglasPeucker(
    xs: [Double], ys: [Double], tolerance: Double
  ) -> (indices: [Int], maximumError: Double) {
    let n = xs.count
    guard n > 2 else { return (Array(0..<n), 0) }
    var keep = [Bool](repeating: false, count: n)
    keep[0] = true
    keep[n - 1] = true
    var stack: [(Int, Int)] = [(0, n - 1)]
    var worstKept = 0.0
    xs.withUnsafeBufferPointer { x in
      ys.withUnsafeBufferPointer { y in
        while let (a, b) = stack.popLast() {
          guard b - a > 1 else { continue }
          let slope = (y[b] - y[a]) / (x[b] - x[a])
          var worst = -1.0
          var index = a
          for i in (a + 1)..<b {
            let d = Swift.abs(y[i] - (y[a] + slope * (x[i] - x[a])))
            if d > worst {
              worst = d
              index = i
            }
          }
          if worst > tolerance {
            keep[index] = true
            stack.append((a, index))
            stack.append((index, b))
          } else {
            worstKept = Swift.max(worstKept, worst)
          }
        }
      }
    }
    return (keep.indices.filter { keep[$0] }, worstKept)
  }

  /// Simplifies on every second sample, then checks every sample and adds
  /// back the worst sample of each segment that strays beyond `tolerance`,
  /// until none does: the in-between samples catch what a coarse
  /// Ramer–Douglas–Peucker misses near vertical tangents and kinks.
  ///
  /// - Returns: indices into `xs`, ascending; every sample lies within
  ///   `tolerance` of the kept lines.
  public static func refined(xs: [Double], ys: [Double], tolerance: Double) -> [Int] {
    let n = xs.count
    guard n > 2 else { return Array(0..<n) }
    let even = stride(from: 0, to: n, by: 2).map { $0 } + (n % 2 == 0 ? [n - 1] : [])
    let coarse = ramerDouglasPeucker(xs: even.map { xs[$0] }, ys: even.map { ys[$0] }, tolerance: tolerance).indices
    var kept = coarse.map { even[$0] }
    while true {
      var added: [Int] = []
      for k in 0..<(kept.count - 1) {
        let a = kept[k]
        let b = kept[k + 1]
        guard b - a > 1 else { continue }
        let slope = (ys[b] - ys[a]) / (xs[b] - xs[a])
        var worst = tolerance
        var index = -1
        for i in (a + 1)..<b {
          let d = Swift.abs(ys[i] - (ys[a] + slope * (xs[i] - xs[a])))
          if d > worst {
            worst = d
            index = i
          }
        }
        if index >= 0 { added.append(index) }
      }
      if added.isEmpty { return kept }
      kept = (kept + added).sorted()
    }
  }
}
