// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import Curves

/// Value and velocity evaluated together (one Bézier solve, one
/// exponential and oscillation of a spring, one segment look-up) are the
/// bits of the two evaluations made apart, everywhere: inside, at the ends,
/// outside, at a vertical tangent and at NaN.
@Suite struct CombinedEvaluationTests {
  /// Equal bits (NaN equal to NaN).
  static func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) }

  static let beziers = [
    CubicBezier.ease, CubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55), CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1),
    CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1), CubicBezier(x1: 0, y1: 0.9, x2: 0.1, y2: 1), CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1),
  ]

  /// Fractions at and around the ends, outside, NaN, and random inside.
  static func fractions(seed: UInt64) -> [Double] {
    var rng = SeededRandom(seed: seed)
    return [0, -0.0, 1, 0.5, 0.5.nextUp, 0.5.nextDown, 1e-300, 1.0.nextDown, -0.25, 1.5, .nan, .infinity, -.infinity]
      + (0..<2000).map { _ in rng.uniform(0...1) }
  }

  @Test("A Bézier's progress and slope from one solve are progress(at:) and slope(at:)")
  func bezier() {
    for b in Self.beziers {
      for x in Self.fractions(seed: 3) {
        let both = b.progressAndSlope(at: x)
        #expect(Self.same(both.progress, b.progress(at: x)) && Self.same(both.slope, b.slope(at: x)), "\(b) at \(x)")
      }
    }
  }

  @Test("A spring's value and velocity from one evaluation are value(at:) and velocity(at:), in every regime")
  func spring() {
    var rng = SeededRandom(seed: 5)
    for bounce in [-0.6, -0.2, 0, 0.3, 0.9] {
      var s = Spring(duration: 0.5, bounce: bounce)
      s.from = -20
      s.to = 80
      s.initialVelocity = 300
      for t in [0, -0.0, 1e-300, 0.25, 3, 1e4, -1, .nan] + (0..<500).map({ _ in rng.uniform(0...3) }) {
        let both = s.valueAndVelocity(at: t)
        #expect(Self.same(both.value, s.value(at: t)) && Self.same(both.velocity, s.velocity(at: t)), "bounce \(bounce) at \(t)")
      }
    }
  }

  @Test("A track's value and velocity from one look-up are value(at:) and velocity(at:): every kind of segment, at every boundary")
  func track() {
    let spring = Spring(duration: 0.4, bounce: 0.3)
    let keyframes: [Keyframe] = [
      .linear(to: 10, duration: 0.3, curve: .easeInOut),
      .linear(to: -5, duration: 0.2, curve: .bezier(CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1))),
      .linear(to: 3, duration: 0.25, curve: .circularEaseInOut),
      .linear(to: 4, duration: 0.1, curve: .linear),
      .move(to: 20),
      .cubic(to: 0, duration: 0.5, startVelocity: nil, endVelocity: nil),
      .spring(to: 7, duration: 0.2, spring: spring, startVelocity: nil),
      .cubic(to: 2, duration: 0.3, startVelocity: 40, endVelocity: nil),
      .spring(to: 1, duration: nil, spring: spring, startVelocity: nil),
    ]
    for semantics in [KeyframeSemantics(), KeyframeSemantics(springCutoff: .snapToTarget)] {
      let track = CompiledTrack(keyPath: "x", initialValue: 1, keyframes: keyframes, semantics: semantics)
      var times = [-1, -0.0, 0, track.duration, track.duration.nextDown, track.duration + 1, .nan]
      for s in track.segments { times += [s.start, s.start.nextUp, s.start.nextDown, s.end, s.start + s.duration / 3] }
      var rng = SeededRandom(seed: 7)
      times += (0..<2000).map { _ in rng.uniform(0...track.duration) }
      for t in times {
        let both = track.valueAndVelocity(at: t)
        #expect(Self.same(both.value, track.value(at: t)) && Self.same(both.velocity, track.velocity(at: t)), "at \(t)")
      }
      // A run of times walked in one pass: ascending (NaN last), and as
      // given (out of order), the same bits as one look-up per time.
      let finite = times.filter { !$0.isNaN }.sorted() + [.nan]
      let grid = (0...400).map { track.duration * 1.1 * Double($0) / 400 - 0.05 }
      for run in [finite, times, grid] {
        var walked: [(Double, Double)] = []
        track.valuesAndVelocities(count: run.count, ascending: { run[$0] }) { walked.append(($0, $1)) }
        #expect(walked.count == run.count)
        for (t, w) in zip(run, walked) {
          #expect(Self.same(w.0, track.value(at: t)) && Self.same(w.1, track.velocity(at: t)), "walked, at \(t)")
        }
      }
    }
    let empty = CompiledTrack(keyPath: "x", initialValue: 3, keyframes: [])
    #expect(empty.valueAndVelocity(at: 0) == (3, 0) && empty.value(at: 0) == 3 && empty.velocity(at: 0) == 0)
  }
}
