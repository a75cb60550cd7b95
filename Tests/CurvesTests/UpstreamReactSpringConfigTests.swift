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

  /// `__snapshots__/SpringValue.test.ts.snap` (pmndrs/react-spring
  /// 3d2523d): 'when "reverse" prop is true swaps the "to" and "from"
  /// props' and 'works when "from" was set by an earlier update' (the same
  /// frames): the default config (tension 170, friction 26) from 1 to 0, the
  /// frames after the first, bit for bit; the last one is the snap to 0.
  @Test("snapshot 'swaps the \"to\" and \"from\" props': the default spring from 1 to 0, bit for bit")
  func reverseSnapshot() {
    let snapshot: [Double] = [
      0.9773651566921419, 0.9238447110500605, 0.852727045431224, 0.7732066706218559, 0.6914946808396315,
      0.6116475578389905, 0.5361828794607453, 0.4665342551963084, 0.4033853476869672, 0.3469132819682177,
      0.29696442635758724, 0.2531799342583708, 0.21508416627703766, 0.18214585932574526, 0.15381943659801983,
      0.1295719767229399, 0.10889994138353111, 0.09133869011601468, 0.07646700587939456, 0.06390825164952882,
      0.05332932801191841, 0.0444382672440135, 0.03698105225497496, 0.030738067326888108, 0.02552045540916056,
      0.02116656126728198, 0.01753857162892271, 0.014519415475703344, 0.012009954436804516, 0.009926470833638602,
      0.008198446305043062, 0.006766614882944518, 0.005581269243973591, 0.0046007964253405855, 0.0037904186834741348,
      0.003121115756173977, 0.0025687061097373425, 0.002113066492326755, 0.0017374710529361444, 0.0014280332726546588,
      0.001173235894326376, 0,
    ]
    let values = Self.frames(Spring(mass: 1, stiffness: 170, damping: 26, from: 1, to: 0))
    #expect(Array(values.dropFirst()) == snapshot)
  }
}
