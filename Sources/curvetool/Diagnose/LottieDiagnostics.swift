// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// D11 to D14: what a Lottie file's own form does to its loop
/// (docs/diagnose.md §4, §14), from the facts its reader found
/// (``LottieFact``).
enum LottieDiagnostics {
  /// The facts of one kind, with the timeline's period.
  private static func facts(_ c: DiagnosisContext, _ pick: (LottieFact.Kind) -> Bool) -> [(LottieFact, Double)] {
    c.doc.lottieFacts.filter { pick($0.kind) }.map { f in (f, c.doc.timeline(f.timeline)?.period ?? 0) }
  }

  /// The impact of `delta` on key path `k`; on a key path no track
  /// animates (an expression on a still property), the whole of its own
  /// motion, 100.
  private static func units(_ c: DiagnosisContext, _ delta: Double, _ k: String) -> Double {
    c.ranges[k] == nil ? (delta > 0 ? 100 : 0) : c.units(delta, k)
  }

  /// D11 END_HOLD: a last keyframe before `op`: the property stands still
  /// at the end of every loop.
  static func holds(_ c: DiagnosisContext) -> Diagnosis? {
    let found = facts(c) { if case .endHold = $0 { true } else { false } }
    guard !found.isEmpty else { return nil }
    var (impact, note, lines, entries) = (0.0, "", [String](), [JSON]())
    var fixes: [String] = []
    for (f, period) in found {
      guard case .endHold(let lastFrame, let outFrame, let seconds) = f.kind else { continue }
      let share = period > 0 ? Swift.min(1, seconds / period) : 0
      lines.append("\(f.timeline): \(f.keyPath): last keyframe at frame \(NumberText.text(lastFrame, .report)), op \(NumberText.text(outFrame, .report)): still for \(NumberText.text(seconds, .brief)) s of each \(NumberText.text(period, .brief)) s loop")
      let u = units(c, c.range(f.keyPath) * share, f.keyPath)
      if u > impact { (impact, note) = (u, "\(f.timeline).\(f.keyPath) stands still \(NumberText.text(share * 100, .brief)) % of each loop") }
      entries.append(.object([
        ("timeline", .string(f.timeline)), ("keyPath", .string(f.keyPath)), ("path", .string(f.path)), ("lastFrame", .number(lastFrame)),
        ("outFrame", .number(outFrame)), ("seconds", .number(seconds)),
      ]))
      if fixes.isEmpty {
        fixes.append("if the pause is not meant: move the last keyframe of \(f.path) to frame \(NumberText.text(outFrame, .report)) (op), or end the composition at frame \(NumberText.text(lastFrame, .report)) (op = \(NumberText.text(lastFrame, .report)))")
      }
    }
    return Diagnosis(
      code: .d11, name: "END_HOLD", summary: "a last keyframe before the composition's end: the motion stands still before every restart",
      impact: impact, impactNote: note, lines: lines, fixes: fixes, details: .array(entries))
  }

  /// D12 EASED_SEAM: the motion runs on through the seam, but the last and
  /// the first segment both ease to rest there.
  static func easedSeams(_ c: DiagnosisContext) -> Diagnosis? {
    let found = facts(c) { if case .easedSeam = $0 { true } else { false } }
    guard !found.isEmpty else { return nil }
    var (impact, note, lines, entries) = (0.0, "", [String](), [JSON]())
    for (f, _) in found {
      guard case .easedSeam(let speed) = f.kind else { continue }
      lines.append("\(f.timeline): \(f.keyPath): runs on through the seam at \(NumberText.text(speed, .brief))/s on average, but slows to rest before it and starts from rest after it")
      let u = units(c, speed * c.frame, f.keyPath)
      if u > impact { (impact, note) = (u, "\(f.timeline).\(f.keyPath) loses \(NumberText.text(speed, .brief))/s at every restart") }
      entries.append(.object([("timeline", .string(f.timeline)), ("keyPath", .string(f.keyPath)), ("path", .string(f.path)), ("speed", .number(speed))]))
    }
    return Diagnosis(
      code: .d12, name: "EASED_SEAM", summary: "eased into and out of the loop point: the motion slows to a stop at every restart",
      impact: impact, impactNote: note, lines: lines,
      fixes: ["give the last keyframe's in handle and the first keyframe's out handle the motion's speed (linear there: i = o = the segment's straight line), so the loop runs through its seam"],
      details: .array(entries))
  }

  /// D13 SUBFRAME_KEYFRAME: keyframes between frames, which players round
  /// to frames differently.
  static func subframes(_ c: DiagnosisContext) -> Diagnosis? {
    let found = facts(c) { if case .subframe = $0 { true } else { false } }
    guard !found.isEmpty else { return nil }
    var (impact, note, lines, entries) = (0.0, "", [String](), [JSON]())
    for (f, _) in found {
      guard case .subframe(let frames, let speed, let offset) = f.kind else { continue }
      lines.append("\(f.timeline): \(f.keyPath): keyframes at frames \(frames.prefix(4).map { NumberText.text($0, .report) }.joined(separator: ", "))\(frames.count > 4 ? ", …" : "") (up to \(NumberText.text(offset * 1000, .brief)) ms from a frame)")
      let u = units(c, speed * offset, f.keyPath)
      if u > impact { (impact, note) = (u, "\(f.timeline).\(f.keyPath) moves \(NumberText.text(speed * offset, .brief)) in the time a player may round away") }
      entries.append(.object([
        ("timeline", .string(f.timeline)), ("keyPath", .string(f.keyPath)), ("path", .string(f.path)), ("frames", .array(frames.map(JSON.number))),
        ("offset", .number(offset)),
      ]))
    }
    return Diagnosis(
      code: .d13, name: "SUBFRAME_KEYFRAME", summary: "keyframes between frames: players round them to frames differently",
      impact: impact, impactNote: note, lines: lines, fixes: ["put every keyframe on a whole frame (t rounded)"], details: .array(entries))
  }

  /// D14 EXPRESSION_DROPPED: expressions, which lottie-ios and
  /// lottie-android do not run: what phones show differs from the web
  /// player by the expression's effect.
  static func expressions(_ c: DiagnosisContext) -> Diagnosis? {
    let found = facts(c) { if case .expression = $0 { true } else { false } }
    guard !found.isEmpty else { return nil }
    var (impact, note, lines, entries) = (0.0, "", [String](), [JSON]())
    for (f, _) in found {
      guard case .expression(let kind, let deviation, let reason) = f.kind else { continue }
      if let deviation {
        lines.append("\(f.timeline): \(f.keyPath): \(kind): phones show the keyframes alone, up to \(NumberText.text(deviation, .brief)) away from the web player")
        let u = units(c, deviation, f.keyPath)
        if u > impact { (impact, note) = (u, "\(f.timeline).\(f.keyPath) differs by \(NumberText.text(deviation, .brief)) on phones") }
      } else {
        lines.append("\(f.timeline): \(f.keyPath): \(kind): phones show the keyframes alone (its effect not measured: \(reason ?? "it could not be run"))")
      }
      entries.append(.object([
        ("timeline", .string(f.timeline)), ("keyPath", .string(f.keyPath)), ("path", .string(f.path)), ("kind", .string(kind)),
        ("deviation", deviation.map(JSON.number) ?? .null), ("reason", reason.map(JSON.string) ?? .null),
      ]))
    }
    return Diagnosis(
      code: .d14, name: "EXPRESSION_DROPPED", summary: "expressions: lottie-ios and lottie-android do not run them, so phones show the keyframes alone",
      impact: impact, impactNote: note, lines: lines,
      fixes: ["bake them into keyframes: curvetool lottie FILE --bake -o OUT (docs/lottie.md §6)"], details: .array(entries))
  }
}
