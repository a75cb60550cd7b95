// This file is part of curvetool. SPDX-License-Identifier: MIT

/// D11 to D14: what a Lottie file's own form does to its loop
/// (docs/diagnose.md §4, §14), from the facts its reader found
/// (``LottieFact``).
enum LottieFindings {
  /// The facts of one kind, with the timeline's period.
  private static func facts(_ c: LoopMeasures, _ pick: (LottieFact.Kind) -> Bool) -> [(LottieFact, Double)] {
    c.model.lottieFacts.filter { pick($0.kind) }.map { f in (f, c.model.timeline(f.timeline)?.period ?? 0) }
  }

  /// The impact of `delta` on key path `k`; on a key path no track
  /// animates (an expression on a still property), the whole of its own
  /// motion, 100.
  private static func units(_ c: LoopMeasures, _ delta: Double, _ k: String) -> Double {
    c.ranges[k] == nil ? (delta > 0 ? 100 : 0) : c.units(delta, k)
  }

  /// D11 END_HOLD: a last keyframe before `op`: the property stands still
  /// at the end of every loop.
  static func holds(_ c: LoopMeasures) -> LoopFinding? {
    let found = facts(c) { if case .endHold = $0 { true } else { false } }
    guard !found.isEmpty else { return nil }
    var (impact, cause, fixes) = (0.0, LoopEvidence.Cause?.none, [LoopFix]())
    for (f, period) in found {
      guard case .endHold(let lastFrame, let outFrame, let seconds) = f.kind else { continue }
      let share = period > 0 ? Swift.min(1, seconds / period) : 0
      let u = units(c, c.range(f.keyPath) * share, f.keyPath)
      if u > impact { (impact, cause) = (u, .init(timeline: f.timeline, keyPath: f.keyPath, what: .standsStill(share: share))) }
      if fixes.isEmpty { fixes.append(.moveLastKeyframe(path: f.path, outFrame: outFrame, lastFrame: lastFrame)) }
    }
    return LoopFinding(kind: .endHold, impact: impact, evidence: .lottie(found.map(\.0), cause: cause), fixes: fixes)
  }

  /// D12 EASED_SEAM: the motion runs on through the seam, but the last and
  /// the first segment both ease to rest there.
  static func easedSeams(_ c: LoopMeasures) -> LoopFinding? {
    let found = facts(c) { if case .easedSeam = $0 { true } else { false } }
    guard !found.isEmpty else { return nil }
    var (impact, cause) = (0.0, LoopEvidence.Cause?.none)
    for (f, _) in found {
      guard case .easedSeam(let speed) = f.kind else { continue }
      let u = units(c, speed * c.frame, f.keyPath)
      if u > impact { (impact, cause) = (u, .init(timeline: f.timeline, keyPath: f.keyPath, what: .losesSpeed(speed))) }
    }
    return LoopFinding(kind: .easedSeam, impact: impact, evidence: .lottie(found.map(\.0), cause: cause), fixes: [.runThroughSeam])
  }

  /// D13 SUBFRAME_KEYFRAME: keyframes between frames, which players round
  /// to frames differently.
  static func subframes(_ c: LoopMeasures) -> LoopFinding? {
    let found = facts(c) { if case .subframe = $0 { true } else { false } }
    guard !found.isEmpty else { return nil }
    var (impact, cause) = (0.0, LoopEvidence.Cause?.none)
    for (f, _) in found {
      guard case .subframe(_, let speed, let offset) = f.kind else { continue }
      let u = units(c, speed * offset, f.keyPath)
      if u > impact { (impact, cause) = (u, .init(timeline: f.timeline, keyPath: f.keyPath, what: .rounded(distance: speed * offset))) }
    }
    return LoopFinding(kind: .subframeKeyframe, impact: impact, evidence: .lottie(found.map(\.0), cause: cause), fixes: [.keyframesOnFrames])
  }

  /// D14 EXPRESSION_DROPPED: expressions, which lottie-ios and
  /// lottie-android do not run: what phones show differs from the web
  /// player by the expression's effect.
  static func expressions(_ c: LoopMeasures) -> LoopFinding? {
    let found = facts(c) { if case .expression = $0 { true } else { false } }
    guard !found.isEmpty else { return nil }
    var (impact, cause) = (0.0, LoopEvidence.Cause?.none)
    for (f, _) in found {
      guard case .expression(_, let deviation?, _) = f.kind else { continue }
      let u = units(c, deviation, f.keyPath)
      if u > impact { (impact, cause) = (u, .init(timeline: f.timeline, keyPath: f.keyPath, what: .differs(deviation: deviation))) }
    }
    return LoopFinding(kind: .expressionDropped, impact: impact, evidence: .lottie(found.map(\.0), cause: cause), fixes: [.bakeExpressions])
  }
}
