// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves

/// Android's `BounceInterpolator` against AOSP's
/// frameworks/base/core/java/android/view/animation/BounceInterpolator.java,
/// written out here in `Float` as Java runs it.
@Suite("Android BounceInterpolator")
struct AndroidBounceTests {
  /// `getInterpolation(float t)`, line for line.
  static func aosp(_ input: Float) -> Float {
    func bounce(_ t: Float) -> Float { t * t * 8.0 }
    var t = input
    t *= 1.1226
    if t < 0.3535 { return bounce(t) }
    if t < 0.7408 { return bounce(t - 0.54719) + 0.7 }
    if t < 0.9644 { return bounce(t - 0.8526) + 0.9 }
    return bounce(t - 1.0435) + 0.95
  }

  static let curve = EasingFunction(.androidBounce, .out)

  @Test("Values are AOSP's Float arithmetic at every fraction, 1.0000501 at the end")
  func values() {
    for k in 0...4000 {
      let x = Double(k) / 4000
      #expect(Self.curve.progress(at: x) == Double(Self.aosp(Float(x))), "x = \(x)")
    }
    #expect(Self.curve.progress(at: 1) == Double(Self.aosp(1)) && Self.curve.progress(at: 1) > 1.00005)
    #expect(Self.curve.progress(before: 1) == Self.curve.progress(at: 1))
  }

  @Test("It turns where an arc gives way (jumping up) and at each arc's floor; the slope is the arcs' derivative")
  func turns() {
    let turns = Self.curve.turningFractions
    #expect(turns.count == 6)
    for (k, x) in turns.enumerated() {
      let left = Double(Float(x).nextDown)
      if k % 2 == 0 {
        // A break: the next arc starts higher than the last one ended.
        #expect(Self.aosp(Float(x)) > Self.aosp(Float(left)), "break at \(x)")
        #expect(Self.curve.slope(at: left) > 0 && Self.curve.slope(at: x) < 0)
      } else {
        #expect(Self.curve.slope(at: x - 1e-3) < 0 && Self.curve.slope(at: x + 1e-3) > 0, "floor at \(x)")
      }
    }
    // The slope against a central difference inside an arc.
    for x in [0.1, 0.45, 0.7, 0.9, 0.97] {
      let h = 1e-4
      let difference = (Double(Self.aosp(Float(x + h))) - Double(Self.aosp(Float(x - h)))) / (2 * h)
      #expect(abs(Self.curve.slope(at: x) - difference) < 1e-2 * max(1, abs(difference)), "x = \(x)")
    }
  }
}
