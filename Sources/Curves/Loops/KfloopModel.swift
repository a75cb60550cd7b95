// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A loop model (`kfloop/1`, docs/diagnose.md §6): keyframe timelines, how
/// they play and what drives them, as every source (a kfloop file, a style
/// sheet, SwiftUI or Compose sources, Lottie files) is read into. The loop
/// simulation and the findings run on it (``LoopDiagnosis``).
public struct KfloopModel: Sendable {
  public var semantics: KeyframeSemantics
  /// After `repeating` turns true again: restart at t = 0, or resume
  /// keeping the elapsed time.
  public var resumeAfterPause: KfloopResume
  /// While not repeating: SwiftUI's documented snap to the start value, or
  /// the value held.
  public var pausedValue: KfloopPausedValue
  public var displayHz: [Double]
  public var exportFps: [Double]
  /// `clock.sampling`: `exact` where the player samples exact times (a
  /// browser, SwiftUI, Core Animation), so frames cost no drift; `frames`
  /// (the default) where a frame-counting player or export may play it.
  public var exactSampling = false
  public var timelines: [KfloopTimeline]
  public var controls: [KfloopControl]
  public var analyze: KfloopAnalyze
  /// A Lottie file's own facts (D11 to D14).
  public var lottieFacts: [LottieFact] = []

  public init(
    semantics: KeyframeSemantics, resumeAfterPause: KfloopResume, pausedValue: KfloopPausedValue, displayHz: [Double],
    exportFps: [Double], exactSampling: Bool = false, timelines: [KfloopTimeline], controls: [KfloopControl],
    analyze: KfloopAnalyze, lottieFacts: [LottieFact] = []
  ) {
    self.semantics = semantics
    self.resumeAfterPause = resumeAfterPause
    self.pausedValue = pausedValue
    self.displayHz = displayHz
    self.exportFps = exportFps
    self.exactSampling = exactSampling
    self.timelines = timelines
    self.controls = controls
    self.analyze = analyze
    self.lottieFacts = lottieFacts
  }

  public func timeline(_ id: String) -> KfloopTimeline? { timelines.first { $0.id == id } }

  /// Every key path, in order of first appearance.
  public var keyPaths: [String] {
    var out: [String] = []
    for t in timelines { for k in t.timeline.keyPaths where !out.contains(k) { out.append(k) } }
    return out
  }

  /// The repeating timelines.
  public var loops: [KfloopTimeline] { timelines.filter { $0.mode == .repeating } }

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
  public var loopsRealign: Bool {
    let loops = loopPeriods
    guard let all = Periods.lcm(loops.map(\.period)) else { return false }
    let intended = Set(loops.compactMap(\.intended))
    let limit = intended.count == 1 ? intended.first ?? analyze.horizon : analyze.horizon
    return all <= limit * (1 + 1e-9)
  }

  /// The shared period a fix should use: the common intended period (or its
  /// smallest multiple that holds the longest track, so the fixed file reads
  /// back), else the longest loop.
  public var sharedPeriod: Double {
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
