// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import Curves

/// Compose's MonoSpline: through its keys, straight data kept straight,
/// monotone data kept monotone (what its Fritsch–Carlson limit is for).
@Suite struct MonoSplineTests {
  @Test("It passes through every key, reproduces a straight line, and extrapolates along the end tangents")
  func keysAndLines() {
    var rng = SeededRandom(seed: 41)
    var times = [0.0]
    for _ in 0..<12 { times.append(times[times.count - 1] + rng.uniform(0.01...0.3)) }
    let values = times.map { _ in rng.uniform(-50...50) }
    let s = MonoSpline(times: times, values: values)
    for (t, v) in zip(times, values) { #expect(s.value(at: t) == v) }
    let line = MonoSpline(times: times, values: times.map { 3 * $0 - 2 })
    for k in 0...500 {
      let t = -0.1 + (times[times.count - 1] + 0.2) * Double(k) / 500
      #expect(Swift.abs(line.value(at: t) - (3 * t - 2)) <= 1e-12, "at \(t)")
    }
  }

  @Test("The limiter is Compose's: radius 9 scaled to 3, so within radius 9 a segment is left as it is and may overshoot (0, 10, 11 reach 11.0625 at 1.5 s)")
  func limiter() {
    // Segment 1: m₀ = (10 + 1)/2 = 5.5, m₁ = 1, δ = 1: radius √31.25 < 9,
    // left alone; the Hermite basis at x = ½ gives
    // 10/2 + 5.5/8 + 11/2 − 1/8 = 11.0625.
    let s = MonoSpline(times: [0, 1, 2], values: [0, 10, 11])
    #expect(s.tangents == [10, 5.5, 1])
    #expect(s.value(at: 1.5) == 11.0625)
    // Beyond radius 9 both tangents land on radius 3: keys 0, 100, 101
    // give (α, β) = (50.5, 1), scaled by 3/√(50.5² + 1).
    let limited = MonoSpline(times: [0, 1, 2], values: [0, 100, 101])
    let r = (50.5 * 50.5 + 1.0).squareRoot()
    #expect(Swift.abs(limited.tangents[1] - 3 / r * 50.5) < 1e-12 && Swift.abs(limited.tangents[2] - 3 / r) < 1e-12)
    // A flat segment gets zero tangents at both its keys.
    let flat = MonoSpline(times: [0, 1, 2, 3], values: [0, 5, 5, 9])
    #expect(flat.tangents[1] == 0 && flat.tangents[2] == 0)
  }
}
