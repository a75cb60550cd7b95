// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import Curves

/// Compose's spring duration estimate against AndroidX's own tests
/// (`PhysicsAnimationTest.kt`, `SpringEstimationTest.kt`; docs/platforms.md §4).
@Suite("Compose's duration estimate")
struct ComposeDurationEstimateTests {
  @Test("PhysicsAnimationTest: 811, 4830 and 1206 ms (stiffness 100, from 100 to 0 at 3000/s, threshold 1)")
  func physicsAnimationTest() {
    for (ratio, expected) in [(1.0, Int64(811)), (5.0, 4830), (0.5, 1206)] {
      #expect(
        ComposeDurationEstimate.millis(stiffness: 100, dampingRatio: ratio, initialVelocity: 3000, initialDisplacement: 100, delta: 1)
          == expected, "ζ \(ratio)")
      // FloatSpringSpec's path (Float arithmetic, threshold 1) gives the same.
      #expect(
        ComposeDurationEstimate.animationMillis(
          stiffness: 100, dampingRatio: Float(ratio), from: 100, to: 0, velocity: 3000, visibilityThreshold: 1) == expected)
    }
    #expect(ComposeDurationEstimate.millis(stiffness: 100, dampingRatio: Float(0), initialVelocity: 0, initialDisplacement: 1, delta: 1) == Int64.max / 1_000_000)
    #expect(ComposeDurationEstimate.millis(stiffness: 100, dampingRatio: 0.5, initialVelocity: 0, initialDisplacement: 0, delta: 1) == 0)
  }

  /// PhysicsAnimationTest's `testSpringVectorAnimationDuration`: a vector
  /// spring (thresholds 1, 2, 3; `spring()`: ζ 1, stiffness 1500) from 100
  /// to 0 lasts as long as its longest dimension, the Float spring of
  /// threshold 1; here, that the estimate with threshold 1 is the longest.
  @Test("PhysicsAnimationTest testSpringVectorAnimationDuration: the smallest threshold lasts longest")
  func vectorDuration() {
    let ends = [Float(1), 2, 3].map {
      ComposeDurationEstimate.animationMillis(stiffness: 1500, dampingRatio: 1, from: 100, to: 0, velocity: 0, visibilityThreshold: $0)
    }
    #expect(ends[0] == ends.max() && ends[0] > ends[2])
  }

  /// SpringEstimationTest's criterion, with the exact closed form as the
  /// simulation: two 60 Hz frames before the estimate the motion is still
  /// outside the threshold and two after it is inside (or, near an
  /// inflection, the estimate is a local extreme beyond it); under-damped,
  /// inside two frames after. The two forms of the estimate agree within 1 ms.
  @Test("SpringEstimationTest: the motion crosses the threshold for the last time at the estimate")
  func springEstimationTest() {
    let masses = TestTier.cases([1.0, 81, 2401, 9801], exhaustive: stride(from: 1, through: 99, by: 24).map { Double($0 * $0) } + [10_000])
    let constants = TestTier.cases([1.0, 441, 40_401, 361_201], exhaustive: stride(from: 1, through: 981, by: 240).map { Double($0 * $0) })
    var failures: [String] = []
    var count = 0
    for m in masses {
      for k in constants {
        var cases: [(c: Double, v0: Double, p0: Double)] = []
        for c in stride(from: 1, through: 10_000, by: TestTier.exhaustive ? 500 : 2500) {
          for v0 in stride(from: -200_000, through: 200_000, by: 100_000) {
            for p0 in stride(from: -10_000, through: 10_000, by: TestTier.exhaustive ? 100 : 1000) where v0 != 0 || p0 != 0 {
              cases.append((Double(c), Double(v0), Double(p0)))
            }
          }
        }
        let critical = 2 * (k * m).squareRoot()
        for v0 in stride(from: -200_000, through: 200_000, by: TestTier.exhaustive ? 10_000 : 50_000) {
          for p0 in stride(from: -10_000, through: 10_000, by: TestTier.exhaustive ? 100 : 1000) where v0 != 0 || p0 != 0 {
            cases.append((critical, Double(v0), Double(p0)))
          }
        }
        for (c, v0, p0) in cases {
          count += 1
          let ratio = c / (2 * (k * m).squareRoot())
          let end = ComposeDurationEstimate.millis(
            springConstant: k, dampingCoefficient: c, mass: m, initialVelocity: v0, initialDisplacement: p0, delta: 1)
          let other = ComposeDurationEstimate.millis(
            stiffness: k / m, dampingRatio: ratio, initialVelocity: v0, initialDisplacement: p0, delta: 1)
          let label = "m \(m), k \(k), c \(c), v0 \(v0), p0 \(p0): \(end) ms"
          guard abs(end - other) <= 1, end != Int64.max else {
            failures.append(label + " (forms: \(other) ms)")
            continue
          }
          // The unit-mass spring of stiffness k/m and ratio ζ, towards 0.
          let spring = Spring(mass: 1, stiffness: k / m, damping: 2 * ratio * (k / m).squareRoot(), initialVelocity: v0, from: p0, to: 0)
          let x = { (ms: Int64) in abs(spring.value(at: Double(ms) / 1000)) }
          let before = x(max(end - 33, 0))
          let after = x(end + 33)
          let at = x(end)
          let pass = ratio >= 1
            ? (before >= 0.999 && after <= 1.001) || (at >= 0.999 && before < at && after < at)
            : after < 1
          if !pass { failures.append(label) }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) of \(count): \(failures.prefix(5).joined(separator: "; "))")
  }
}
