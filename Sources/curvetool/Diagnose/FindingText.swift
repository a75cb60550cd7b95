// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A ``LoopFinding`` in words and JSON: its summary, lines, impact note,
/// fixes in the source's terms (``FixText``) and details (docs/diagnose.md
/// §4, §8). The numbers are the finding's; only the text is made here.
enum FindingText {
  static func render(_ f: LoopFinding, _ c: DiagnosisContext) -> Diagnosis {
    let w: Words
    switch f.evidence {
    case .periods(let e): w = periods(f, e, c)
    case .intendedPeriods(let entries, let cause): w = intended(entries, cause, c)
    case .springs(let cuts, let cause): w = springs(cuts, cause, c)
    case .seams(let seams, let cause): w = ShapeText.seams(seams, cause, c)
    case .skew(let starts, let spread, let deliberate): w = skew(starts, spread, deliberate, c)
    case .triggers(let e): w = triggers(e, c)
    case .timers(let late): w = timers(late)
    case .frames(let grids, let exact): w = ShapeText.frames(grids, exact, impact: f.impact, c)
    case .kinks(let kinks): w = ShapeText.kinks(kinks)
    case .clocks(let wall, let media): w = clocks(wall, media)
    case .lottie(let facts, let cause): w = LottieText.render(f.kind, facts, cause, c)
    }
    return Diagnosis(
      code: f.code, name: f.kind.rawValue, summary: w.summary, impact: f.impact, impactNote: w.note, lines: w.lines,
      fixes: f.fixes.map { FixText.text($0, c) }, details: w.details)
  }

  /// What a kind of finding says: its cause in one line, what makes its
  /// impact, its lines and its JSON details.
  struct Words {
    var summary: String
    var note: String
    var lines: [String]
    var details: JSON
  }


  /// D01.
  static func periods(_ f: LoopFinding, _ e: LoopEvidence.Periods, _ c: DiagnosisContext) -> FindingText.Words {
    let groups = e.groups
    let loops = e.loops
    // One line per period when periods are shared; else the names suffice.
    var lines = groups.allSatisfy { $0.ids.count == 1 }
      ? ["periods: " + groups.map { "\($0.ids[0]) \(NumberText.text($0.period, .report)) s" }.joined(separator: ", ")]
      : groups.map { "period \(NumberText.text($0.period, .report)) s (\($0.ids.count)): " + $0.ids.prefix(LoopLimits.listing).joined(separator: ", ")
        + ($0.ids.count > LoopLimits.listing ? ", …" : "") }
    func label(_ g: (period: Double, ids: [String])) -> String {
      g.ids.count == 1 ? g.ids[0] : "\(NumberText.text(g.period, .report)) s (\(g.ids.count) timelines)"
    }
    let periodList = groups.map { NumberText.text($0.period, .report) }.joined(separator: ", ")
    if f.kind == .periodPattern, let all = e.restartTogether {
      lines.append("all \(loops.count) restart together every \(NumberText.text(all, .report)) s: a repeating pattern, not drift")
      return Words(
summary: "the loops' periods (" + periodList + " s) realign every \(NumberText.text(all, .report)) s: a pattern that repeats, not drift",
        note: "the pattern repeats exactly every \(NumberText.text(all, .report)) s; nothing accumulates", lines: lines,
        details: .object([
          ("periods", .object(loops.map { ($0.id, .number($0.period)) })), ("pattern", .number(all)),
          ("groups", .array(groups.map { .object([("period", .number($0.period)), ("timelines", .array($0.ids.map(JSON.string)))]) })),
        ]))
    }
    var pairs: [JSON] = []
    for p in e.pairs {
      let (a, b) = (groups[p.a], groups[p.b])
      lines.append(
        "\(label(a))–\(label(b)): in phase every \(NumberText.text(p.beat, .report)) s (\(NumberText.text(p.driftPerCycle, .brief)) s further apart each cycle), "
          + (p.restartTogether.map { "restart together every \(NumberText.text($0, .report)) s, " } ?? "never restart together, ")
          + "\(NumberText.text(c.model.analyze.phaseThreshold * 1000, .brief)) ms apart after \(NumberText.text(p.timeToThreshold, .brief)) s")
      pairs.append(.object([
        ("a", .string(a.ids[0])), ("b", .string(b.ids[0])), ("periodA", .number(a.period)), ("periodB", .number(b.period)),
        ("beat", .number(p.beat)), ("driftPerCycle", .number(p.driftPerCycle)), ("restartTogether", .number(p.restartTogether)),
        ("timeToThreshold", .number(p.timeToThreshold)),
      ]))
    }
    let omitted = Swift.max(0, e.pairCount - pairs.count)
    if omitted > 0 { lines.append("… and \(omitted) more pairs of periods (\(e.pairCount) in all; JSON lists the first \(pairs.count))") }
    if loops.count > 2 {
      lines.append(e.restartTogether.map { "all \(loops.count) restart together every \(NumberText.text($0, .report)) s" } ?? "the loops never all restart together")
    }
    if let r = e.restartingControl {
      lines.append("'\(r.id)' pauses and restarts them together every \(NumberText.text(2 * r.interval, .report)) s; in between they drift apart")
    }
    return Words(
summary: "the loops have different periods (" + periodList + " s), so they drift apart",
      note: "\(e.worst.keyPath) spans \(NumberText.text(e.worst.range, .brief)); out of phase, loops differ by up to that", lines: lines,
      details: .object([
        ("periods", .object(loops.map { ($0.id, .number($0.period)) })), ("pairs", .array(pairs)),
        ("omittedPairs", .int(omitted)), ("restartTogether", .number(e.restartTogether)),
      ]))
  }

  /// D02.
  static func intended(_ entries: [LoopEvidence.IntendedPeriod], _ cause: LoopEvidence.Cause?, _ c: DiagnosisContext) -> FindingText.Words {
    var lines: [String] = []
    var json: [JSON] = []
    for e in entries {
      if let intended = e.intended {
        let t = e.period
        lines.append("\(e.timeline): lasts \(NumberText.text(t, .report)) s, intended \(NumberText.text(intended, .report)) s (\(t < intended ? "−" : "+")\(NumberText.text(Swift.abs(t - intended), .report)) s): the tracks sum to \(NumberText.text(t, .report)) s")
        json.append(.object([("timeline", .string(e.timeline)), ("period", .number(t)), ("intended", .number(intended))]))
      }
      if let sums = e.tracks, let longest = sums.map(\.duration).max() {
        let short = sums.filter { longest - $0.duration > 1e-9 * longest }
        lines.append("\(e.timeline): tracks of unequal length, " + sums.map { "\($0.keyPath) \(NumberText.text($0.duration, .report)) s" }.joined(separator: ", ")
          + "; " + short.map { "\($0.keyPath) holds \(NumberText.text(longest - $0.duration, .report)) s" }.joined(separator: ", "))
        json.append(.object([("timeline", .string(e.timeline)), ("tracks", .object(sums.map { ($0.keyPath, .number($0.duration)) }))]))
      }
    }
    let targets = c.model.timelines.filter { $0.intendedPeriod != nil }
    return Words(
summary: "the timelines do not last their intended period" + (targets.isEmpty ? " (tracks of unequal length)" : ""),
      note: cause.map { note($0, c) } ?? "", lines: lines, details: .array(json))
  }

  /// D03.
  static func springs(_ cuts: [LoopEvidence.SpringCut], _ cause: LoopEvidence.Cause?, _ c: DiagnosisContext) -> FindingText.Words {
    var lines: [String] = []
    var json: [JSON] = []
    for s in cuts {
      let share = s.distance > 0 ? ", \(NumberText.text(Swift.abs(s.residual) / s.distance * 100, .brief)) % of the move" : ""
      lines.append(
        "\(s.timeline).\(s.keyPath) keyframe \(s.keyframe): slot \(NumberText.text(s.slot, .brief)) s, settles in \(NumberText.text(s.settlingDuration, .brief)) s; "
          + "at the cut \(NumberText.text(s.valueAtCut, .report)) (\(s.residual >= 0 ? "+" : "")\(NumberText.text(s.residual, .brief))\(share)), velocity \(NumberText.text(s.velocityAtCut, .brief))/s")
      json.append(.object([
        ("timeline", .string(s.timeline)), ("keyPath", .string(s.keyPath)), ("keyframe", .int(s.keyframe)),
        ("slot", .number(s.slot)), ("settlingDuration", .number(s.settlingDuration)), ("residual", .number(s.residual)),
        ("velocityAtCut", .number(s.velocityAtCut)),
      ]))
    }
    let mode = c.model.semantics.springCutoff == .handoff
      ? "under handoff the next segment starts at the cut value and velocity"
      : "under snapToTarget the value jumps to the target at the cut"
    return Words(summary: "springs are cut before they settle; \(mode)", note: cause.map { note($0, c) } ?? "", lines: lines, details: .array(json))
  }

  /// D05.
  static func skew(_ starts: [LoopEvidence.StartSkew], _ spread: Double, _ deliberate: Bool, _ c: DiagnosisContext) -> FindingText.Words {
    let hz = c.model.displayHz
    let lines = ParallelMap.map(starts.count) { i in
      let s = starts[i]
      return "\(s.timeline): startAt \(NumberText.text(s.startAt, .report)) s, timeOffset \(NumberText.text(s.timeOffset, .report)) s: "
        + hz.map { "\(NumberText.text(s.lag * $0, .brief)) frames at \(NumberText.text($0, .brief)) Hz" }.joined(separator: ", ")
    }
    return Words(
summary: deliberate ? "the loops are staggered by timeOffset (by design)" : "the loops start at different times: up to \(NumberText.text(spread * 1000, .brief)) ms apart",
      note: "the fastest key path moves that far in the skew", lines: lines,
      details: .object(starts.map { ($0.timeline, .number($0.lag)) }))
  }

  /// D06.
  static func triggers(_ e: LoopEvidence.Triggers, _ c: DiagnosisContext) -> FindingText.Words {
    var lines: [String] = []
    for control in e.controls {
      lines.append("'\(control.id)' fires every \(NumberText.text(control.interval, .report)) s from \(NumberText.text(control.firstFireAt, .report)) s; at \(NumberText.text(control.firstTime, .report)) s:")
      for (f, pattern) in control.first {
        let jumps = f.orderedJumps.map { "\($0.key) \(NumberText.text($0.value, .report))" }.joined(separator: ", ")
        lines.append("  \(f.timeline): phase \(f.phase.map { NumberText.text($0, .fixed(3)) } ?? "—"), \(action(f.action)); jumps \(jumps)"
          + (pattern.map { "; the pattern repeats every \(NumberText.text($0, .report)) s" } ?? ""))
      }
    }
    let entries: [JSON] = e.listed.map { f in
      .object([
        ("control", .string(f.control)), ("time", .number(f.time)), ("timeline", .string(f.timeline)),
        ("phase", .number(f.phase)), ("jumps", .object(f.orderedJumps.map { ($0.key, .number($0.value)) })),
      ])
    }
    return Words(
summary: "controls act on the loops mid-cycle, at phases that differ per loop and per fire",
      note: e.cause.map { note($0, c) } ?? "", lines: lines,
      details: .array(entries + (e.omitted > 0 ? [.object([("omitted", .int(e.omitted))])] : [])))
  }

  /// What a fire did, in words.
  static func action(_ a: LoopSimulation.Action) -> String {
    switch a {
    case .paused(let holds): "repeating → false (\(holds ? "holds" : "snaps to the start value"))"
    case .started(let resumes): "repeating → true (\(resumes ? "resumes" : "restarts at t = 0"))"
    case .unchanged(let repeating): "repeating stays \(repeating)"
    case .triggered: "trigger: plays again from t = 0"
    }
  }

  /// D07.
  static func timers(_ timers: [LoopEvidence.LateTimer]) -> FindingText.Words {
    let lines = timers.map { t in
      "'\(t.control)': up to \(NumberText.text(t.latePerFire * 1000, .brief)) ms late per fire (tolerance \(NumberText.text(t.tolerance * 1000, .brief)) ms + one frame"
        + (t.maxLate.map { " + \(NumberText.text($0 * 1000, .brief)) ms" } ?? "") + ")"
        + (t.chained ? "; chained, so lateness accumulates: \(NumberText.text(t.total, .brief)) s over \(Int(checking: t.fires) ?? 0) fires" : "; a repeating timer keeps its schedule")
        + (t.runLoopMode == .default ? "; in the default run-loop mode it stops during scroll tracking" : "")
    }
    return Words(
summary: "timers fire late, and lateness shifts when the loops are acted on", note: "the fastest key path moves that far in the lateness",
      lines: lines,
      details: .array(timers.map { .object([("control", .string($0.control)), ("chained", .bool($0.chained)), ("tolerance", .number($0.tolerance)), ("runLoopMode", .string($0.runLoopMode.rawValue))]) }))
  }

  /// D10.
  static func clocks(_ wall: [String], _ media: [String]) -> FindingText.Words {
    Words(
summary: "wall-clock time (\(wall.joined(separator: ", "))) mixed with media time (\(media.joined(separator: ", ")))",
      note: "wall time can jump (clock sync), so phases can differ by a whole loop",
      lines: ["Date()/CFAbsoluteTime may jump backwards or forwards; CACurrentMediaTime and TimelineView(.animation) are monotonic"],
      details: .object([("wall", .array(wall.map(JSON.string))), ("media", .array(media.map(JSON.string)))]))
  }

  /// What makes an impact, in words.
  static func note(_ cause: LoopEvidence.Cause, _ c: DiagnosisContext) -> String {
    let k = cause.keyPath
    let subject = cause.timeline.map { "\($0).\(k)" } ?? k
    switch cause.what {
    case .offPeriod(let range, let offBy):
      return "\(k) spans \(NumberText.text(range, .brief)); a loop \(NumberText.text(offBy, .brief)) s off its intended period reaches that"
    case .holds: return "\(k) holds while the longest track finishes"
    case .stopsShort(let residual): return "\(subject) stops \(NumberText.text(Swift.abs(residual), .brief)) short"
    case .seam(let jump, let kink, let frame):
      return "\(subject) \(ShapeText.seamWhat(jump: jump, kink: kink, frame: frame, k, c)) at every restart"
    case .jumps(let jump, let time): return "\(subject) jumps \(NumberText.text(Swift.abs(jump), .brief)) at \(NumberText.text(time, .report)) s"
    case .standsStill(let share): return "\(subject) stands still \(NumberText.text(share * 100, .brief)) % of each loop"
    case .losesSpeed(let speed): return "\(subject) loses \(NumberText.text(speed, .brief))/s at every restart"
    case .rounded(let distance): return "\(subject) moves \(NumberText.text(distance, .brief)) in the time a player may round away"
    case .differs(let deviation): return "\(subject) differs by \(NumberText.text(deviation, .brief)) on phones"
    }
  }
}
