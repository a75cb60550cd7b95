// This file is part of curvetool. SPDX-License-Identifier: MIT

/// D03, D04, D08, D09: what changes the shape of a loop (docs/diagnose.md §4).
enum ShapeFindings {
  /// D03 SPRING_UNSETTLED: spring slots shorter than the spring's settling
  /// time: the residual at the cut, the velocity there.
  static func springs(_ c: LoopMeasures) -> LoopFinding? {
    var cuts: [LoopEvidence.SpringCut] = []
    var impact = 0.0
    var cause: LoopEvidence.Cause?
    var fixes: [LoopFix] = []
    for t in c.model.timelines {
      for track in t.timeline.tracks {
        for seg in track.segments {
          guard case .spring(let s) = seg.shape else { continue }
          let settle = s.settlingDuration(epsilon: c.model.semantics.springSettleEpsilon)
          let residual = s.value(at: seg.duration) - seg.to
          let distance = Swift.abs(seg.to - seg.from)
          guard seg.duration < settle, Swift.abs(residual) > 1e-12 * Swift.max(distance, Swift.abs(seg.to), 1) else { continue }
          cuts.append(.init(
            timeline: t.id, keyPath: track.keyPath, keyframe: seg.keyframe, slot: seg.duration, settlingDuration: settle,
            valueAtCut: s.value(at: seg.duration), residual: residual, distance: distance, velocityAtCut: s.velocity(at: seg.duration)))
          if c.units(residual, track.keyPath) > impact {
            (impact, cause) = (c.units(residual, track.keyPath), .init(timeline: t.id, keyPath: track.keyPath, what: .stopsShort(residual: residual)))
          }
          if fixes.isEmpty {
            fixes.append(.springSlot(settle: settle, duration: s.perceptualDuration * seg.duration / settle, bounce: s.bounce, slot: seg.duration))
          }
        }
      }
    }
    guard !cuts.isEmpty else { return nil }
    return LoopFinding(kind: .springUnsettled, impact: impact, evidence: .springs(cuts, cause: cause), fixes: fixes)
  }

  /// D04 SEAM_DISCONTINUITY: value and velocity jumps where a loop restarts.
  static func seams(_ c: LoopMeasures) -> LoopFinding? {
    var seams: [LoopEvidence.Seam] = []
    var impact = 0.0
    var cause: LoopEvidence.Cause?
    var any = false
    for t in c.model.loops where t.period > 0 {
      for k in t.timeline.keyPaths {
        guard let track = t.timeline.track(k) else { continue }
        let end = track.finalValue
        let endVelocity = track.duration >= t.period ? (track.segments.last?.endVelocity ?? 0) : 0
        let start = t.timeline.value(k, at: 0)
        let startVelocity = track.segments.first { $0.duration > 0 }?.startVelocity ?? 0
        var jump = start - end
        // A rotation by whole turns looks the same: 360° is 0°.
        if RotationKeyPath.isRotation(k) { jump -= 360 * (jump / 360).rounded() }
        let kink = startVelocity - endVelocity
        let scale = Swift.max(c.range(k), 1e-300)
        if Swift.abs(jump) > 1e-12 * scale || Swift.abs(kink) > 1e-9 * scale { any = true }
        seams.append(.init(
          timeline: t.id, keyPath: k, end: end, start: start, endVelocity: endVelocity, startVelocity: startVelocity, jump: jump, kink: kink))
        let u = c.units(jump, k) + c.units(kink * c.frame, k)
        if u > impact { (impact, cause) = (u, .init(timeline: t.id, keyPath: k, what: .seam(jump: jump, kink: kink, frame: c.frame))) }
      }
    }
    guard any else { return nil }
    return LoopFinding(kind: .seamDiscontinuity, impact: impact, evidence: .seams(seams, cause: cause), fixes: [.endWhereItStarts])
  }

  /// D08 FRAME_QUANTISATION: periods and keyframe boundaries that are not
  /// whole frames at the display rates and export frame rates. Time-based
  /// players (``KfloopModel/exactSampling``) sample exact times: no impact.
  static func frames(_ c: LoopMeasures) -> LoopFinding? {
    let rates = Array(Set(c.model.displayHz + c.model.exportFps)).sorted()
    var grids: [LoopEvidence.FrameGrid] = []
    var impact = 0.0
    func whole(_ x: Double) -> Bool { Swift.abs(x - x.rounded()) <= 1e-6 * Swift.max(1, x) }
    let speeds = c.speeds.map { (speed: $0.value, threshold: c.threshold($0.key)) }
    for t in c.model.timelines {
      var boundaries = Set<Double>()
      for track in t.timeline.tracks { for s in track.segments where s.end < t.period { boundaries.insert(s.end) } }
      let sorted = boundaries.sorted()
      for f in rates {
        let frames = t.period * f
        let offGrid = sorted.filter { !whole($0 * f) }
        guard !whole(frames) || !offGrid.isEmpty else { continue }
        let drift = (frames.rounded() / f - t.period)
        grids.append(.init(
          timeline: t.id, hz: f, periodFrames: frames, wholePeriod: whole(frames), drift: drift, offGrid: offGrid.prefix(4).map { $0 * f }))
        // Time-based players sample exact times, so boundaries between
        // frames cost nothing; a frame-counting player drifts per loop.
        for s in speeds { impact = Swift.max(impact, LoopMeasures.units(s.speed * Swift.abs(drift), per: s.threshold)) }
      }
    }
    guard !grids.isEmpty else { return nil }
    if c.model.exactSampling { impact = 0 }
    return LoopFinding(
      kind: .frameQuantisation, impact: impact, evidence: .frames(grids, exactSampling: c.model.exactSampling), fixes: [.wholeFrames])
  }

  /// D09 VELOCITY_KINK: velocity breaks inside a track (explicit velocities
  /// that disagree, moves mid-motion, snaps).
  static func kinks(_ c: LoopMeasures) -> LoopFinding? {
    var kinks: [LoopEvidence.Kink] = []
    var impact = 0.0
    for t in c.model.timelines {
      for track in t.timeline.tracks {
        let segs = track.segments
        for i in segs.indices.dropFirst() {
          let prev = segs[i - 1]
          let cur = segs[i]
          let scale = Swift.max(c.range(track.keyPath), 1e-300)
          let isLinearCorner: Bool = {
            if case .linear = prev.shape, case .linear = cur.shape { return true }
            return false
          }()
          let jump = cur.from - prev.endValue
          let kink = (cur.duration == 0 && prev.endVelocity != 0) ? -prev.endVelocity : cur.startVelocity - prev.endVelocity
          guard !isLinearCorner, Swift.abs(kink) > 1e-9 * scale / Swift.max(t.period, 1e-9) || Swift.abs(jump) > 1e-12 * scale else { continue }
          let why: LoopEvidence.Kink.Why = cur.duration == 0 ? .moveMidMotion : (Swift.abs(jump) > 1e-12 * scale ? .jump : .disagreeingVelocity)
          kinks.append(.init(
            timeline: t.id, keyPath: track.keyPath, time: cur.start, keyframe: cur.keyframe, velocityBefore: prev.endVelocity,
            velocityAfter: cur.duration == 0 ? 0 : cur.startVelocity, kink: kink, jump: jump, why: why))
          impact = Swift.max(impact, c.units(kink * c.frame, track.keyPath) + c.units(jump, track.keyPath))
        }
      }
    }
    guard !kinks.isEmpty else { return nil }
    return LoopFinding(kind: .velocityKink, impact: impact, evidence: .kinks(kinks), fixes: [.automaticVelocities])
  }
}
