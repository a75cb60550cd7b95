// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

/// The loop diagnosis is a library: a model built in code, its findings as
/// values (kind, impact, subjects and numbers, fixes), its progress as a
/// callback, no text and no command line (docs/diagnose.md §4).
@Suite("Loop diagnosis as a library")
struct LoopDiagnosisTests {
  /// A ball rising 0 → 100 and falling back over `period` seconds (two
  /// cubic legs at rest at both ends, so the loop is seamless), looping
  /// from t = 0.
  static func ball(_ id: String, period: Double, offset: Double = 0) -> KfloopTimeline {
    let legs: [Keyframe] = [
      .cubic(to: 100, duration: period / 2, startVelocity: 0, endVelocity: 0),
      .cubic(to: 0, duration: period / 2, startVelocity: 0, endVelocity: 0),
    ]
    let timeline = KeyframeTimeline(initialValues: [("y", 0)], tracks: [("y", legs)])
    return KfloopTimeline(
      id: id, timeline: timeline, mode: .repeating, repeating: true, repeatingControl: nil, triggerAt: [], triggerControl: nil,
      startAt: 0, timeOffset: offset, padTo: nil, intendedPeriod: nil, clock: nil, keyframes: [("y", legs)])
  }

  static func model(_ timelines: [KfloopTimeline], horizon: Double = 60) -> KfloopModel {
    KfloopModel(
      semantics: KeyframeSemantics(), resumeAfterPause: .restart, pausedValue: .timelineStart, displayHz: [60], exportFps: [],
      timelines: timelines, controls: [],
      analyze: KfloopAnalyze(horizon: horizon, sampleHz: 120, phaseThreshold: 1.0 / 60, valueThreshold: [:]))
  }

  /// Collects what the diagnosis reports, from any thread.
  final class Stages: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [LoopProgress] = []
    func add(_ p: LoopProgress) { lock.withLock { list.append(p) } }
    var all: [LoopProgress] { lock.withLock { list } }
  }

  @Test("Two balls of 1 s and 1.25 s over 4 s: PERIOD_MISMATCH with the beat, the lcm and the fix as numbers; progress reports each stage")
  func periodMismatch() throws {
    let stages = Stages()
    // They realign at 5 s, after the 4 s horizon: drift, not a pattern.
    let model = Self.model([Self.ball("a", period: 1), Self.ball("b", period: 1.25)], horizon: 4)
    let (measures, findings) = LoopDiagnosis.run(model, progress: stages.add)
    let d01 = try #require(findings.first { $0.code == .d01 })
    #expect(d01.kind == .periodMismatch && d01.kind.rawValue == "PERIOD_MISMATCH")
    guard case .periods(let e) = d01.evidence else {
      Issue.record("evidence \(d01.evidence)")
      return
    }
    #expect(e.groups.map(\.ids) == [["a"], ["b"]])
    let pair = try #require(e.pairs.first)
    // In phase every Pa·Pb/|Pa − Pb| = 5 s, 0.25 s further apart each cycle,
    // all restart together at lcm(1, 1.25) = 5 s; a frame apart after
    // (1/60)·1/0.25 s.
    #expect(abs(pair.beat - 5) <= 1e-12 && pair.driftPerCycle == 0.25 && pair.restartTogether == 5)
    #expect(abs(pair.timeToThreshold - 1.0 / 60 / 0.25) <= 1e-15)
    // Out of phase the balls differ by their whole range, 100, a step of 1
    // (1 % of the range): impact 100.
    #expect(e.worst.keyPath == "y" && e.worst.range == 100 && d01.impact == 100)
    #expect(d01.fixes == [.sharePeriod(seconds: 1.25), .staggerInsidePeriod])
    #expect(measures.range("y") == 100 && measures.frame == 1.0 / 60)
    // Each timeline simulated, then measured, then the findings run.
    let seen = stages.all
    #expect(seen.contains(.simulating(timeline: 1, of: 2)) && seen.contains(.simulating(timeline: 2, of: 2)))
    #expect(seen.last == .diagnosing(timelines: 2))
  }

  @Test("Loops that realign within the horizon are a pattern (impact 0); one period and no offsets is no finding at all")
  func patternAndClean() throws {
    let pattern = LoopDiagnosis.run(Self.model([Self.ball("a", period: 1), Self.ball("b", period: 1.25)])).findings
    #expect(pattern.first { $0.code == .d01 }.map { ($0.kind, $0.impact) } ?? (.periodMismatch, -1) == (.periodPattern, 0))
    #expect(LoopDiagnosis.run(Self.model([Self.ball("a", period: 1), Self.ball("b", period: 1)])).findings.isEmpty)
  }

  @Test("A stagger by timeOffset is START_SKEW by design: impact 0, the lag of each loop as a number")
  func skew() throws {
    let findings = LoopDiagnosis.run(Self.model([Self.ball("a", period: 1), Self.ball("b", period: 1, offset: 0.25)])).findings
    let d05 = try #require(findings.first { $0.code == .d05 })
    guard case .skew(let starts, let spread, let deliberate) = d05.evidence else {
      Issue.record("evidence \(d05.evidence)")
      return
    }
    #expect(deliberate && d05.impact == 0 && spread == 0.25)
    #expect(starts.map(\.lag) == [0.25, 0])
  }
}
