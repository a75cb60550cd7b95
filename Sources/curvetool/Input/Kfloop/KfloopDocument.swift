// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A `kfloop/1` file: keyframe timelines, how they play, what drives them
/// (docs/diagnose.md §6).
struct KfloopDocument {
  var semantics: KeyframeSemantics
  /// After `repeating` turns true again: restart at t = 0, or resume
  /// keeping the elapsed time.
  var resumeAfterPause: KfloopResume
  /// While not repeating: SwiftUI's documented snap to the start value, or
  /// the value held.
  var pausedValue: KfloopPausedValue
  var displayHz: [Double]
  var exportFps: [Double]
  /// `clock.sampling`: `exact` where the player samples exact times (a
  /// browser, SwiftUI, Core Animation), so frames cost no drift; `frames`
  /// (the default) where a frame-counting player or export may play it.
  var exactSampling = false
  var timelines: [KfloopTimeline]
  var controls: [KfloopControl]
  var analyze: KfloopAnalyze
  var exports: [KfloopExport]
  /// The file as read, for `--write-fixed`.
  var source: JSON
  /// What the document was read from, so fixes speak its language.
  var dialect: Dialect = .kfloop
  /// Why `--write-fixed` cannot write a source's fix (nil: it can), so a
  /// report never offers a fix the command would refuse.
  var fixRefusal: String?
  /// A Lottie file's own facts (D11 to D14).
  var lottieFacts: [LottieFact] = []

  enum Dialect: Sendable { case kfloop, css, swiftUI, compose, lottie }

  func timeline(_ id: String) -> KfloopTimeline? { timelines.first { $0.id == id } }

  /// Every key path, in order of first appearance.
  var keyPaths: [String] {
    var out: [String] = []
    for t in timelines { for k in t.timeline.keyPaths where !out.contains(k) { out.append(k) } }
    return out
  }

  /// The repeating timelines.
  var loops: [KfloopTimeline] { timelines.filter { $0.mode == .repeating } }

  /// The repeating timelines' periods and intended periods, read in place
  /// (a timeline copied out of the array costs a retain per field).
  private var loopPeriods: [(period: Double, intended: Double?, content: Double)] {
    timelines.indices.compactMap { i in
      timelines[i].mode == .repeating
        ? (timelines[i].period, timelines[i].intendedPeriod, timelines[i].timeline.tracks.map(\.duration).max() ?? 0) : nil
    }
  }

  /// Whether the loops realign soon enough to be a pattern rather than
  /// drift: all restart together within the intended period (when one is
  /// given for all) or within the horizon.
  var loopsRealign: Bool {
    let loops = loopPeriods
    guard let all = Periods.lcm(loops.map(\.period)) else { return false }
    let intended = Set(loops.compactMap(\.intended))
    let limit = intended.count == 1 ? intended.first ?? analyze.horizon : analyze.horizon
    return all <= limit * (1 + 1e-9)
  }

  /// The shared period a fix should use: the common intended period (or its
  /// smallest multiple that holds the longest track, so the fixed file reads
  /// back), else the longest loop.
  var sharedPeriod: Double {
    let loops = loopPeriods
    let intended = Set(loops.compactMap(\.intended))
    // The longest track of any loop: a shared period must hold it.
    let content = loops.map(\.content).max() ?? 0
    if intended.count == 1, let t = intended.first, t > 0 {
      // The intended period, or its smallest multiple that holds every track.
      return content <= t * (1 + 1e-12) ? t : (content / t).rounded(.up) * t
    }
    return loops.map(\.period).max() ?? 1
  }
}

/// One timeline and its playback.
struct KfloopTimeline {
  enum Mode: String, CaseIterable { case repeating, trigger, once }

  var id: String
  var timeline: KeyframeTimeline
  var mode: Mode
  /// A fixed `repeating`, or the control that sets it.
  var repeating: Bool
  var repeatingControl: String?
  var triggerAt: [Double]
  var triggerControl: String?
  /// Seconds on the shared clock when the timeline starts (start skew).
  var startAt: Double
  /// Seconds into the loop at the start (a phase).
  var timeOffset: Double
  var padTo: Double?
  var intendedPeriod: Double?
  /// "media" (animation time) or "wall" (Date, timers), when declared.
  var clock: String?
  /// The keyframes as written, per key path (for reports).
  var keyframes: [(keyPath: String, keyframes: [Keyframe])]

  /// The loop period, seconds.
  var period: Double { timeline.duration }
}

/// A timer or a list of events acting on timelines.
struct KfloopControl {
  enum Kind: String, CaseIterable { case timer, events }

  var id: String
  var kind: Kind
  var interval: Double
  var firstFireAt: Double
  var tolerance: Double
  /// "default" (stops during scroll tracking) or "common".
  var runLoopMode: KfloopRunLoopMode
  /// The most a fire is late (a lateness model), seconds.
  var maxLate: Double?
  /// One-shot timers re-armed from their fire (`asyncAfter`, `setTimeout`):
  /// lateness accumulates.
  var chained: Bool
  var at: [Double]
  /// What the control does, to what.
  var op: KfloopOperation
  var field: KfloopField
  var value: Double?
  var initial: Bool
  var targets: [String]
  var clock: String?

  /// How many times the control fires up to `horizon`, counted without
  /// listing them (for the work budget).
  func fireCount(until horizon: Double) -> Double {
    switch kind {
    case .events: return Double(at.filter { $0 <= horizon }.count)
    case .timer:
      guard interval > 0, firstFireAt <= horizon + 1e-9 else { return 0 }
      return ((horizon + 1e-9 - firstFireAt) / interval).rounded(.down) + 1
    }
  }

  /// Fire times up to `horizon` (nominal; lateness is reported, not
  /// simulated). Callers check ``fireCount(until:)`` against the budget
  /// first; the list never exceeds it.
  func fireTimes(until horizon: Double) -> [Double] {
    switch kind {
    case .events: return at.filter { $0 <= horizon }.sorted()
    case .timer:
      guard interval > 0 else { return [] }
      var out: [Double] = []
      var k = 0
      while out.count < WorkBudget.maxTimerFires {
        let t = firstFireAt + Double(k) * interval
        if t > horizon + 1e-9 { break }
        out.append(t)
        k += 1
      }
      return out
    }
  }
}

/// What to analyse: horizon, sampling, thresholds.
struct KfloopAnalyze {
  var horizon: Double
  var sampleHz: Double
  /// Seconds; "1frame" is one frame at the highest display rate.
  var phaseThreshold: Double
  /// Per key path: the smallest visible change.
  var valueThreshold: [String: Double]
}

/// One export of a track's samples.
struct KfloopExport {
  var timeline: String
  var keyPath: String
  var sampleHz: Double
  /// Seconds, or `nil` for one period.
  var span: Double?
  var format: KfloopExportFormat
  var fps: Double?
  var path: String
}
