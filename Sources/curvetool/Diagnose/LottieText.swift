// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// D11 to D14 in words and JSON (``FindingText``), from the facts the
/// Lottie reader found (``LottieFact``).
enum LottieText {
  static func render(_ kind: LoopFinding.Kind, _ facts: [LottieFact], _ cause: LoopEvidence.Cause?, _ c: DiagnosisContext) -> FindingText.Words {
    var (lines, entries) = ([String](), [JSON]())
    for f in facts {
      let head: [(String, JSON)] = [("timeline", .string(f.timeline)), ("keyPath", .string(f.keyPath)), ("path", .string(f.path))]
      switch f.kind {
      case .endHold(let lastFrame, let outFrame, let seconds):
        let period = c.model.timeline(f.timeline)?.period ?? 0
        lines.append("\(f.timeline): \(f.keyPath): last keyframe at frame \(NumberText.text(lastFrame, .report)), op \(NumberText.text(outFrame, .report)): still for \(NumberText.text(seconds, .brief)) s of each \(NumberText.text(period, .brief)) s loop")
        entries.append(.object(head + [("lastFrame", .number(lastFrame)), ("outFrame", .number(outFrame)), ("seconds", .number(seconds))]))
      case .easedSeam(let speed):
        lines.append("\(f.timeline): \(f.keyPath): runs on through the seam at \(NumberText.text(speed, .brief))/s on average, but slows to rest before it and starts from rest after it")
        entries.append(.object(head + [("speed", .number(speed))]))
      case .subframe(let frames, _, let offset):
        lines.append("\(f.timeline): \(f.keyPath): keyframes at frames \(frames.prefix(4).map { NumberText.text($0, .report) }.joined(separator: ", "))\(frames.count > 4 ? ", …" : "") (up to \(NumberText.text(offset * 1000, .brief)) ms from a frame)")
        entries.append(.object(head + [("frames", .array(frames.map(JSON.number))), ("offset", .number(offset))]))
      case .expression(let kind, let deviation, let reason):
        if let deviation {
          lines.append("\(f.timeline): \(f.keyPath): \(kind): phones show the keyframes alone, up to \(NumberText.text(deviation, .brief)) away from the web player")
        } else {
          lines.append("\(f.timeline): \(f.keyPath): \(kind): phones show the keyframes alone (its effect not measured: \(reason ?? "it could not be run"))")
        }
        entries.append(.object(head + [("kind", .string(kind)), ("deviation", deviation.map(JSON.number) ?? .null), ("reason", reason.map(JSON.string) ?? .null)]))
      }
    }
    let summary: String =
      switch kind {
      case .endHold: "a last keyframe before the composition's end: the motion stands still before every restart"
      case .easedSeam: "eased into and out of the loop point: the motion slows to a stop at every restart"
      case .subframeKeyframe: "keyframes between frames: players round them to frames differently"
      default: "expressions: lottie-ios and lottie-android do not run them, so phones show the keyframes alone"
      }
    return FindingText.Words(summary: summary, note: cause.map { FindingText.note($0, c) } ?? "", lines: lines, details: .array(entries))
  }
}
