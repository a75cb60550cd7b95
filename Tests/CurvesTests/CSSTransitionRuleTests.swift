// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves

/// CSS transitions interrupted (issue 35): ``CSSTransitionRule``'s legs
/// against the algorithm of CSS Transitions Level 1 §3 ("Starting of
/// transitions", https://drafts.csswg.org/css-transitions-1/#starting)
/// written here step by step, and the figure the issue gives.
@Suite struct CSSTransitionRuleTests {
  /// A transition as the spec keeps it.
  struct Transition {
    var startTime: Double
    var startValue: Double
    var endValue: Double
    var reversingAdjustedStartValue: Double
    var reversingShorteningFactor: Double
    var duration: Double
  }

  /// The spec's steps on each style change: the property's value at any
  /// time from the transition that runs (or ran last).
  static func port(_ easing: CubicBezier, from: Double, to: Double, duration: Double, changes: [(Double, Double)]) -> (Double) -> Double {
    // What shows from each time on: a transition, or a value held (after a
    // cancelled transition, or one with no duration).
    var segments: [(start: Double, transition: Transition?, held: Double)] = [
      (0, Transition(
        startTime: 0, startValue: from, endValue: to, reversingAdjustedStartValue: from, reversingShorteningFactor: 1,
        duration: duration), 0)
    ]
    func valueOf(_ tr: Transition, _ t: Double) -> Double {
      let progress = min(1, max(0, (t - tr.startTime) / tr.duration))
      let p = easing.progress(at: progress)
      return p == 1 ? tr.endValue : tr.startValue + (tr.endValue - tr.startValue) * p
    }
    func value(_ t: Double) -> Double {
      let s = segments.last { $0.start <= t }!
      return s.transition.map { valueOf($0, t) } ?? s.held
    }
    for (time, newValue) in changes {
      let current = value(time)
      guard let running = segments.last!.transition, time < running.startTime + running.duration else {
        // No running transition: start one if the value changes.
        if newValue != current {
          segments.append((time, Transition(
            startTime: time, startValue: current, endValue: newValue, reversingAdjustedStartValue: current,
            reversingShorteningFactor: 1, duration: duration), 0))
        }
        continue
      }
      if newValue == running.endValue { continue }
      if newValue == current {
        segments.append((time, nil, newValue))  // cancelled
        continue
      }
      if newValue == running.reversingAdjustedStartValue {
        let output = easing.progress(at: min(1, max(0, (time - running.startTime) / running.duration)))
        let factor = min(1, max(0, abs(output * running.reversingShorteningFactor + (1 - running.reversingShorteningFactor))))
        if duration * factor <= 0 {
          segments.append((time, nil, newValue))
          continue
        }
        segments.append((time, Transition(
          startTime: time, startValue: current, endValue: newValue, reversingAdjustedStartValue: running.endValue,
          reversingShorteningFactor: factor, duration: duration * factor), 0))
        continue
      }
      segments.append((time, Transition(
        startTime: time, startValue: current, endValue: newValue, reversingAdjustedStartValue: current,
        reversingShorteningFactor: 1, duration: duration), 0))
    }
    return value
  }

  static let scenarios: [[(Double, Double)]] = [
    [(0.1, 0)],  // the reversal
    [(0.4, 2)],  // a new target
    [(0.3, 0), (0.45, 1)],  // reversed, then reversed again
    [(0.3, 0), (0.35, 0.5), (0.6, 0)],  // a reversal, a new target, back to its start
    [(1.5, 0)],  // after the end
    [(0.5, 1)],  // the same end value
  ]

  @Test("The legs follow the spec's algorithm, step by step, for ease and an overshooting curve")
  func spec() {
    for easing in [CubicBezier.ease, CubicBezier(x1: 0.3, y1: -0.4, x2: 0.6, y2: 1.6)] {
      for changes in Self.scenarios {
        let retargets = changes.map { SpringRetarget(time: $0.0, target: $0.1) }
        let curve = PiecewiseCurve(legs: CSSTransitionRule.legs(easing: easing, from: 0, to: 1, duration: 1, retargets: retargets))
        let port = Self.port(easing, from: 0, to: 1, duration: 1, changes: changes)
        for k in 0...3000 {
          let t = Double(k) / 1000
          #expect(abs(curve.value(at: t) - port(t)) <= 1e-12, "\(changes) at \(t)")
        }
      }
    }
  }

  /// The issue: a reversal at 0.1 s of a 1 s `ease` transition lasts
  /// 94.8 ms (ease's output at 0.1 is 0.0948).
  @Test("A reversal at 0.1 s of a 1 s ease transition lasts 94.8 ms")
  func reversal() throws {
    let legs = CSSTransitionRule.legs(easing: CubicBezier.ease, from: 0, to: 1, duration: 1, retargets: [.init(time: 0.1, target: 0)])
    let back = try #require(legs.last?.curve as? EasedCurve<CubicBezier>)
    #expect(abs(back.duration - 0.0948) < 0.00005)
    #expect(back.duration == CubicBezier.ease.progress(at: 0.1))
    // It starts where the transition was and loses its velocity.
    #expect(back.from == CubicBezier.ease.progress(at: 0.1) && back.velocity(at: 0) < 0)
  }
}
