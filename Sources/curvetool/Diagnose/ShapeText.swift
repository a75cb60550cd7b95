// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// D04, D08, D09 in words and JSON (``FindingText``).
enum ShapeText {
  /// D04.
  static func seams(_ seams: [LoopEvidence.Seam], _ cause: LoopEvidence.Cause?, _ c: DiagnosisContext) -> FindingText.Words {
    // Lines of many timelines are written side by side.
    let lines = ParallelMap.map(seams.count) { i in
      let s = seams[i]
      return "\(s.timeline).\(s.keyPath): value \(NumberText.text(s.end, .report)) → \(NumberText.text(s.start, .report)) (jump \(NumberText.text(s.jump, .brief))), velocity \(NumberText.text(s.endVelocity, .brief))/s → \(NumberText.text(s.startVelocity, .brief))/s (kink \(NumberText.text(s.kink, .brief))/s)"
    }
    return FindingText.Words(
      summary: "loops do not end where they start: the value or the velocity jumps at every restart",
      note: cause.map { FindingText.note($0, c) } ?? "", lines: lines,
      details: .array(seams.map { .object([("timeline", .string($0.timeline)), ("keyPath", .string($0.keyPath)), ("jump", .number($0.jump)), ("kink", .number($0.kink))]) }))
  }

  /// What makes a seam's impact: the value's jump, the velocity's turn over
  /// one frame, or both.
  static func seamWhat(jump: Double, kink: Double, frame: Double, _ k: String, _ c: DiagnosisContext) -> String {
    let fromJump = c.measures.units(jump, k)
    let fromKink = c.measures.units(kink * frame, k)
    return fromKink > fromJump
      ? (fromJump > 0.01 * fromKink
        ? "jumps \(NumberText.text(Swift.abs(jump), .brief)) and turns its velocity by \(NumberText.text(Swift.abs(kink), .brief))/s"
        : "turns its velocity by \(NumberText.text(Swift.abs(kink), .brief))/s (a kink: \(NumberText.text(Swift.abs(kink) * frame, .brief)) in one frame)")
      : "jumps \(NumberText.text(Swift.abs(jump), .brief))"
  }

  /// D08.
  static func frames(_ grids: [LoopEvidence.FrameGrid], _ exact: Bool, impact: Double, _ c: DiagnosisContext) -> FindingText.Words {
    let lines = ParallelMap.map(grids.count) { i in
      let g = grids[i]
      return "\(g.timeline) at \(NumberText.text(g.hz, .brief)) Hz: period \(NumberText.text(g.periodFrames, .report)) frames"
        + (g.wholePeriod ? "" : " (a frame-counting player drifts \(NumberText.text(g.drift * 1000, .brief)) ms per loop)")
        + (g.offGrid.isEmpty ? "" : "; boundaries at " + g.offGrid.map { NumberText.text($0, .report) }.joined(separator: ", ") + " frames")
    }
    // A style sheet plays in a browser, a SwiftUI source in SwiftUI and a
    // Compose one on Android's frame clock (their models say
    // `clock.sampling: exact`), all time-based: the drift is only a
    // frame-counting export's.
    let sampler: String =
      switch c.doc.dialect {
      case .css: "browsers sample"
      case .swiftUI: "SwiftUI samples"
      case .compose: "Compose samples"
      case .lottie: "Lottie players sample"
      case .kfloop: "the player samples"
      }
    let player = exact ? sampler : nil
    return FindingText.Words(
      summary: "periods or keyframe boundaries fall between frames",
      note: player.map { "none as written: \($0) exact times; a frame-counting export of these loops would drift" }
        ?? (impact > 0 ? "the per-loop drift of a frame-counting player, times the fastest motion" : "none for time-based players; boundaries fall between frames"),
      lines: lines + ["time-based players (SwiftUI, Core Animation, WAAPI, Compose) sample exact times: at most one frame off, no drift"],
      details: .array(grids.map { .object([("timeline", .string($0.timeline)), ("hz", .number($0.hz)), ("periodFrames", .number($0.periodFrames))]) }))
  }

  /// D09.
  static func kinks(_ kinks: [LoopEvidence.Kink]) -> FindingText.Words {
    let lines = ParallelMap.map(kinks.count) { i in
      let k = kinks[i]
      let why =
        switch k.why {
        case .moveMidMotion: "a move mid-motion"
        case .jump: "a jump (snapToTarget)"
        case .disagreeingVelocity: "an explicit velocity that disagrees"
        }
      return "\(k.timeline).\(k.keyPath) at \(NumberText.text(k.time, .report)) s (keyframe \(k.keyframe)): velocity \(NumberText.text(k.velocityBefore, .brief)) → \(NumberText.text(k.velocityAfter, .brief))/s, \(why)"
    }
    return FindingText.Words(
      summary: "the motion changes speed abruptly inside a track (a hitch people report as desync)", note: "the velocity change over one frame",
      lines: lines,
      details: .array(kinks.map { .object([("timeline", .string($0.timeline)), ("keyPath", .string($0.keyPath)), ("time", .number($0.time)), ("kink", .number($0.kink)), ("jump", .number($0.jump))]) }))
  }
}
