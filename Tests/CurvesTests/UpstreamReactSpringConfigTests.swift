// This file is part of curvetool. SPDX-License-Identifier: MIT

import Testing

@testable import Curves

/// react-spring's `packages/core/src/AnimationConfig.test.ts`
/// (pmndrs/react-spring e6bffa5), the frequency/damping conversions: its
/// exact numbers (`toBe`) on `Spring(reactSpringFrequency:dampingRatio:)`.
@Suite struct UpstreamReactSpringConfigTests {
  @Test("'properly converts to tension/friction' and 'works with extreme but valid values', bit for bit")
  func conversions() {
    let a = Spring(reactSpringFrequency: 0.5, dampingRatio: 1)
    #expect(a.stiffness == 157.91367041742973 && a.damping == 25.132741228718345)
    let b = Spring(reactSpringFrequency: 2.6, dampingRatio: 0.1)
    #expect(b.stiffness == 5.840002604194885 && b.damping == 0.483321946706122)
  }

  @Test("'prevents a damping ratio less than 0' and 'a frequency response less than 0.01'")
  func floors() {
    #expect(Spring(reactSpringFrequency: 0.5, dampingRatio: -1) == Spring(reactSpringFrequency: 0.5, dampingRatio: 0))
    #expect(Spring(reactSpringFrequency: 0, dampingRatio: 1) == Spring(reactSpringFrequency: 0.01, dampingRatio: 1))
  }

  /// The frames react-spring shows at 60 Hz for a spring from `from` to
  /// `to` (the default config, tension 170, friction 26, unless given).
  static func frames(_ s: Spring, precision: Double? = nil) -> [Double] {
    SpringEngine.reactSpring.frames(of: s, frameRate: 60, duration: 30, settings: SpringEngineSettings(reactSpringPrecision: precision)).values
  }

  /// `SpringValue.test.ts` (pmndrs/react-spring 027a133): 'when "damping"
  /// is 1.0 should prevent bouncing' and 'less than 1.0 should bounce'
  /// (frequency 1.5 s), counted as the frames past the target.
  @Test("damping 1 does not bounce, damping 0.5 does (frequency 1.5)")
  func bounces() {
    let critical = Self.frames(Spring(reactSpringFrequency: 1.5, dampingRatio: 1))
    let bouncy = Self.frames(Spring(reactSpringFrequency: 1.5, dampingRatio: 0.5))
    #expect(critical.allSatisfy { $0 <= 1 } && critical.last == 1)
    #expect(bouncy.contains { $0 > 1 })
  }

  /// 'stops spring easing when step difference is less than precision':
  /// from 0 to 10·precision, the frame before the last is more than
  /// `precision` from the end and the last within it.
  @Test("precision stops the spring at the first frame within it", arguments: [100, 10, 1, 0.1, 0.01, 0.001, 0.0001])
  func precision(_ p: Double) {
    let values = Self.frames(Spring(mass: 1, stiffness: 170, damping: 26, from: 0, to: p * 10), precision: p)
    let end = p * 10
    #expect(values.count > 2 && values.last == end)
    #expect(end - values[values.count - 2] > p)
    #expect(end - values[values.count - 1] <= p)
  }
}

