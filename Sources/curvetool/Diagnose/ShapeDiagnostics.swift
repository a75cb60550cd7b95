// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// D03, D04, D08, D09: what changes the shape of a loop (docs/diagnose.md §4).
enum ShapeDiagnostics {
  /// D03 SPRING_UNSETTLED: spring slots shorter than the spring's settling
  /// time: the residual at the cut, the velocity there.
  static func springs(_ c: DiagnosisContext) -> Diagnosis? {
    var lines: [String] = []
    var impact = 0.0
    var note = ""
    var fixes: [String] = []
    var entries: [JSON] = []
    for t in c.doc.timelines {
      for track in t.timeline.tracks {
        for seg in track.segments {
          guard case .spring(let s) = seg.shape else { continue }
          let settle = s.settlingDuration(epsilon: c.doc.semantics.springSettleEpsilon)
          let residual = s.value(at: seg.duration) - seg.to
          let distance = Swift.abs(seg.to - seg.from)
          guard seg.duration < settle, Swift.abs(residual) > 1e-12 * Swift.max(distance, Swift.abs(seg.to), 1) else { continue }
          let share = distance > 0 ? ", \(NumberText.text(Swift.abs(residual) / distance * 100, .brief)) % of the move" : ""
          lines.append(
            "\(t.id).\(track.keyPath) keyframe \(seg.keyframe): slot \(NumberText.text(seg.duration, .brief)) s, settles in \(NumberText.text(settle, .brief)) s; "
              + "at the cut \(NumberText.text(s.value(at: seg.duration), .report)) (\(residual >= 0 ? "+" : "")\(NumberText.text(residual, .brief))\(share)), velocity \(NumberText.text(s.velocity(at: seg.duration), .brief))/s")
          if c.units(residual, track.keyPath) > impact {
            (impact, note) = (c.units(residual, track.keyPath), "\(t.id).\(track.keyPath) stops \(NumberText.text(Swift.abs(residual), .brief)) short")
          }
          entries.append(.object([
            ("timeline", .string(t.id)), ("keyPath", .string(track.keyPath)), ("keyframe", .int(seg.keyframe)),
            ("slot", .number(seg.duration)), ("settlingDuration", .number(settle)), ("residual", .number(residual)),
            ("velocityAtCut", .number(s.velocity(at: seg.duration))),
          ]))
          if fixes.isEmpty {
            fixes.append(
              "give each spring slot its settling time (\"duration\": null uses it, \(NumberText.text(settle, .brief)) s here), or a stiffer spring that settles in the slot: Spring(duration: \(NumberText.text(s.perceptualDuration * seg.duration / settle, .brief)), bounce: \(NumberText.text(s.bounce, .brief))) settles in \(NumberText.text(seg.duration, .brief)) s")
          }
        }
      }
    }
    guard !lines.isEmpty else { return nil }
    let mode = c.doc.semantics.springCutoff == .handoff
      ? "under handoff the next segment starts at the cut value and velocity"
      : "under snapToTarget the value jumps to the target at the cut"
    return Diagnosis(
      code: .d03, name: "SPRING_UNSETTLED", summary: "springs are cut before they settle; \(mode)",
      impact: impact, impactNote: note, lines: lines, fixes: fixes, details: .array(entries))
  }

  /// D04 SEAM_DISCONTINUITY: value and velocity jumps where a loop restarts.
  static func seams(_ c: DiagnosisContext) -> Diagnosis? {
    var lines: [String] = []
    var impact = 0.0
    var note = ""
    var entries: [JSON] = []
    var any = false
    for t in c.doc.loops where t.period > 0 {
      for k in t.timeline.keyPaths {
        guard let track = t.timeline.track(k) else { continue }
        let end = track.duration >= t.period ? track.finalValue : track.finalValue
        let endVelocity = track.duration >= t.period ? (track.segments.last?.endVelocity ?? 0) : 0
        let start = t.timeline.value(k, at: 0)
        let startVelocity = track.segments.first { $0.duration > 0 }?.startVelocity ?? 0
        var jump = start - end
        // A rotation by whole turns looks the same: 360° is 0° (CSS
        // `rotate`, SwiftUI `rotationEffect` in degrees).
        if k == "rotate" || k == "rotation" || k.hasSuffix(".rotation") || LottieLoops.isRotation(k) {
          jump -= 360 * (jump / 360).rounded()
        }
        let kink = startVelocity - endVelocity
        let scale = Swift.max(c.range(k), 1e-300)
        if Swift.abs(jump) > 1e-12 * scale || Swift.abs(kink) > 1e-9 * scale { any = true }
        lines.append("\(t.id).\(k): value \(NumberText.text(end, .report)) → \(NumberText.text(start, .report)) (jump \(NumberText.text(jump, .brief))), velocity \(NumberText.text(endVelocity, .brief))/s → \(NumberText.text(startVelocity, .brief))/s (kink \(NumberText.text(kink, .brief))/s)")
        let u = c.units(jump, k) + c.units(kink * c.frame, k)
        if u > impact {
          // Name what makes the impact: the value's jump, the velocity's
          // turn over one frame, or both.
          let fromJump = c.units(jump, k)
          let fromKink = c.units(kink * c.frame, k)
          let what = fromKink > fromJump
            ? (fromJump > 0.01 * fromKink
              ? "jumps \(NumberText.text(Swift.abs(jump), .brief)) and turns its velocity by \(NumberText.text(Swift.abs(kink), .brief))/s"
              : "turns its velocity by \(NumberText.text(Swift.abs(kink), .brief))/s (a kink: \(NumberText.text(Swift.abs(kink) * c.frame, .brief)) in one frame)")
            : "jumps \(NumberText.text(Swift.abs(jump), .brief))"
          (impact, note) = (u, "\(t.id).\(k) \(what) at every restart")
        }
        entries.append(.object([
          ("timeline", .string(t.id)), ("keyPath", .string(k)), ("jump", .number(jump)), ("kink", .number(kink)),
        ]))
      }
    }
    guard any else { return nil }
    return Diagnosis(
      code: .d04, name: "SEAM_DISCONTINUITY",
      summary: "loops do not end where they start: the value or the velocity jumps at every restart",
      impact: impact, impactNote: note, lines: lines,
      fixes: [c.doc.dialect == .lottie
        ? "end each property at its first keyframe's value: its last keyframe's s the first's (\(TimingDiagnostics.writeFixed(c, "--write-fixed closes near misses: a last keyframe on op within a tenth of the range of its start"))), and, for a motion that runs through the seam, the last keyframe's in handle matching the first's out handle"
        : "end each loop at its start value and at rest: a last CubicKeyframe to the start value with \"endVelocity\": 0, or a final spring slot at least its settling time"],
      details: .array(entries))
  }

  /// D08 FRAME_QUANTISATION: periods and keyframe boundaries that are not
  /// whole frames at the display rates and export frame rates.
  static func frames(_ c: DiagnosisContext) -> Diagnosis? {
    let rates = Array(Set(c.doc.displayHz + c.doc.exportFps)).sorted()
    var lines: [String] = []
    var impact = 0.0
    var entries: [JSON] = []
    func whole(_ x: Double) -> Bool { Swift.abs(x - x.rounded()) <= 1e-6 * Swift.max(1, x) }
    // Per rate and per key path, what every timeline's line shares.
    let rateText = rates.map { NumberText.text($0, .brief) }
    let speeds = c.speeds.map { (speed: $0.value, threshold: c.threshold($0.key)) }
    for t in c.doc.timelines {
      var boundaries = Set<Double>()
      for track in t.timeline.tracks { for s in track.segments where s.end < t.period { boundaries.insert(s.end) } }
      let sorted = boundaries.sorted()
      for (r, f) in rates.enumerated() {
        let frames = t.period * f
        let offGrid = sorted.filter { !whole($0 * f) }
        guard !whole(frames) || !offGrid.isEmpty else { continue }
        let drift = (frames.rounded() / f - t.period)
        lines.append(
          "\(t.id) at \(rateText[r]) Hz: period \(NumberText.text(frames, .report)) frames"
            + (whole(frames) ? "" : " (a frame-counting player drifts \(NumberText.text(drift * 1000, .brief)) ms per loop)")
            + (offGrid.isEmpty ? "" : "; boundaries at " + offGrid.prefix(4).map { NumberText.text($0 * f, .report) }.joined(separator: ", ") + " frames"))
        // Time-based players sample exact times, so boundaries between
        // frames cost nothing; a frame-counting player drifts per loop.
        for s in speeds { impact = Swift.max(impact, DiagnosisContext.units(s.speed * Swift.abs(drift), per: s.threshold)) }
        entries.append(.object([("timeline", .string(t.id)), ("hz", .number(f)), ("periodFrames", .number(frames))]))
      }
    }
    guard !lines.isEmpty else { return nil }
    // A style sheet plays in a browser, a SwiftUI source in SwiftUI and a
    // Compose one on Android's frame clock (their models say
    // `clock.sampling: exact`), all time-based: the
    // drift is only a frame-counting export's.
    let sampler: String =
      switch c.doc.dialect {
      case .css: "browsers sample"
      case .swiftUI: "SwiftUI samples"
      case .compose: "Compose samples"
      case .lottie: "Lottie players sample"
      case .kfloop: "the player samples"
      }
    let player = c.doc.exactSampling ? sampler : nil
    if player != nil { impact = 0 }
    return Diagnosis(
      code: .d08, name: "FRAME_QUANTISATION",
      summary: "periods or keyframe boundaries fall between frames",
      impact: impact,
      impactNote: player.map { "none as written: \($0) exact times; a frame-counting export of these loops would drift" }
        ?? (impact > 0 ? "the per-loop drift of a frame-counting player, times the fastest motion" : "none for time-based players; boundaries fall between frames"),
      lines: lines + ["time-based players (SwiftUI, Core Animation, WAAPI, Compose) sample exact times: at most one frame off, no drift"],
      fixes: ["choose durations that are whole frames at every rate (multiples of 1/120 s serve 60 and 120 Hz; of 1/60 s, 30 and 60 fps exports)"],
      details: .array(entries))
  }

  /// D09 VELOCITY_KINK: velocity breaks inside a track (explicit velocities
  /// that disagree, moves mid-motion, snaps).
  static func kinks(_ c: DiagnosisContext) -> Diagnosis? {
    var lines: [String] = []
    var impact = 0.0
    var entries: [JSON] = []
    for t in c.doc.timelines {
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
          let why = cur.duration == 0 ? "a move mid-motion" : (Swift.abs(jump) > 1e-12 * scale ? "a jump (snapToTarget)" : "an explicit velocity that disagrees")
          lines.append("\(t.id).\(track.keyPath) at \(NumberText.text(cur.start, .report)) s (keyframe \(cur.keyframe)): velocity \(NumberText.text(prev.endVelocity, .brief)) → \(NumberText.text(cur.duration == 0 ? 0 : cur.startVelocity, .brief))/s, \(why)")
          impact = Swift.max(impact, c.units(kink * c.frame, track.keyPath) + c.units(jump, track.keyPath))
          entries.append(.object([("timeline", .string(t.id)), ("keyPath", .string(track.keyPath)), ("time", .number(cur.start)), ("kink", .number(kink)), ("jump", .number(jump))]))
        }
      }
    }
    guard !lines.isEmpty else { return nil }
    return Diagnosis(
      code: .d09, name: "VELOCITY_KINK", summary: "the motion changes speed abruptly inside a track (a hitch people report as desync)",
      impact: impact, impactNote: "the velocity change over one frame", lines: lines,
      fixes: ["leave start and end velocities automatic (nil) so neighbouring segments agree; replace a move mid-motion with a cubic keyframe"],
      details: .array(entries))
  }
}
