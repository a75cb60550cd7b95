// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves

/// SwiftUI keyframe semantics (docs/diagnose.md §5) on the seed's bouncing balls.
@Suite struct KeyframeTimelineTests {
  /// The critically damped unit spring ω = 4π (Spring()) from x₀ with v₀
  /// toward `to`: x − to = e^(−ωt)(A + Bt), A = x₀ − to, B = v₀ + ωA;
  /// v = e^(−ωt)(v₀ − ωBt). Written out as the reference.
  func critical(from x0: Double, to: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
    let w = 4 * Double.pi
    let a = x0 - to
    let b = v0 + w * a
    let e = exp(-w * t)
    return (to + e * (a + b * t), e * (v0 - w * b * t))
  }

  func ball(_ d: Double, semantics: KeyframeSemantics = .init()) -> KeyframeTimeline {
    KeyframeTimeline(
      initialValues: [("scale", 1), ("offsetY", 0)],
      tracks: [
        ("scale", [
          .spring(to: 0.7, duration: 0.3 * d, spring: Spring(duration: 0.5, bounce: 0), startVelocity: nil),
          .cubic(to: 1, duration: 0.4 * d, startVelocity: nil, endVelocity: nil),
          .spring(to: 1, duration: 0.3 * d, spring: Spring(duration: 0.5, bounce: 0), startVelocity: nil),
        ]),
        ("offsetY", [
          .cubic(to: -100, duration: 0.5 * d, startVelocity: nil, endVelocity: nil),
          .cubic(to: 0, duration: 0.5 * d, startVelocity: nil, endVelocity: nil),
        ]),
      ], semantics: semantics)
  }

  @Test func seedBallsFollowTheDocumentedRules() throws {
    for (d, residual, cutVelocity, seamJump) in [(1.0, 0.033, -0.33, -0.0023), (1.2, 0.018, -0.19, -0.0011), (1.4, 0.010, -0.10, -0.0006)] {
      let timeline = ball(d)
      #expect(abs(timeline.duration - d) < 1e-15, "both tracks sum to d")
      let scale = try #require(timeline.track("scale"))
      // First spring: from rest, cut at 0.3d (handoff).
      let cut = critical(from: 1, to: 0.7, v0: 0, t: 0.3 * d)
      #expect(abs(scale.segments[0].endValue - cut.x) < 1e-14)
      #expect(abs(scale.segments[0].endVelocity - cut.v) < 1e-13)
      #expect(abs((cut.x - 0.7) - residual) < 0.0005 && abs(cut.v - cutVelocity) < 0.006, "docs/diagnose.md §1 (two decimals)")
      // The cubic starts with the cut velocity and ends with (1 − start)/(2·0.4d).
      guard case .hermite(let v0, let v1) = scale.segments[1].shape else { Issue.record("not cubic"); continue }
      #expect(v0 == scale.segments[0].endVelocity)
      #expect(abs(v1 - (1 - cut.x) / (0.8 * d)) < 1e-15)
      // The last spring starts at 1 with that velocity; the seam jumps back to 1.
      let last = critical(from: 1, to: 1, v0: v1, t: 0.3 * d)
      #expect(abs(scale.finalValue - last.x) < 1e-14)
      #expect(abs((1 - scale.finalValue) - seamJump) < 0.00005)
      // offsetY: each half a smoothstep 3u² − 2u³, apex at d/2.
      for u in [0.1, 0.25, 0.5, 0.8] {
        let smooth = 3 * u * u - 2 * u * u * u
        #expect(abs(timeline.value("offsetY", at: u * 0.5 * d) - (-100 * smooth)) < 1e-12)
        #expect(abs(timeline.value("offsetY", at: 0.5 * d + u * 0.5 * d) - (-100 + 100 * smooth)) < 1e-12)
      }
      #expect(timeline.velocity("offsetY", at: 0.5 * d) == 0, "apex at rest")
      // Continuity (handoff): the value is continuous at every boundary.
      for b in [0.3 * d, 0.7 * d] {
        #expect(abs(timeline.value("scale", at: b.nextDown) - timeline.value("scale", at: b)) < 1e-9)
      }
    }
  }

  @Test func snapToTargetJumpsAtTheCut() {
    let timeline = ball(1, semantics: KeyframeSemantics(springCutoff: .snapToTarget))
    #expect(timeline.value("scale", at: 0.3) == 0.7, "the cubic starts from the target")
    #expect(abs(timeline.value("scale", at: 0.3.nextDown) - 0.733) < 0.001)
  }

  @Test func holdsMovesLinearAndSettlingDurations() throws {
    let t = KeyframeTimeline(
      initialValues: [("x", 10)],
      tracks: [
        ("x", [
          .linear(to: 20, duration: 1, curve: .easeIn),
          .move(to: 50),
          .cubic(to: 60, duration: 2, startVelocity: nil, endVelocity: nil),
          .spring(to: 0, duration: nil, spring: Spring(duration: 0.4, bounce: 0.2), startVelocity: 5),
        ]),
        ("y", [.linear(to: 1, duration: 0.5, curve: .linear)]),
      ])
    let x = try #require(t.track("x"))
    // Linear with UnitCurve.easeIn = cubic-bezier(0.42, 0, 1, 1).
    #expect(abs(t.value("x", at: 0.5) - (10 + 10 * CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1).progress(at: 0.5))) < 1e-15)
    // The move jumps to 50 at t = 1; the cubic after it starts at rest.
    #expect(t.value("x", at: 1) == 50)
    guard case .hermite(let v0, let v1) = x.segments[2].shape else { Issue.record("not cubic"); return }
    #expect(v0 == 0 && v1 == 5, "next spring's explicit start velocity")
    // A spring without a duration lasts its settling duration.
    let settle = Spring(duration: 0.4, bounce: 0.2).settlingDuration(epsilon: 0.001)
    #expect(abs(x.duration - (3 + settle)) < 1e-12 && t.duration == x.duration)
    // The short track holds its final value.
    #expect(t.value("y", at: 2.5) == 1 && t.velocity("y", at: 2.5) == 0)
    // Looping: t mod duration.
    #expect(abs(t.loopedValue("x", at: t.duration + 0.5) - t.value("x", at: 0.5)) < 1e-12)
  }
}
