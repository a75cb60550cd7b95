// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// D01, D02, D05, D06, D07, D10: why loops stop agreeing in time
/// (docs/diagnose.md §4).
enum TimingDiagnostics {
  /// Loops grouped by period: each joins the first group (in the order the
  /// groups were made) whose period is within `tolerance` of its own, or
  /// makes a new one. Groups are found through cells `tolerance` wide, so a
  /// loop looks at the groups of five cells (two on each side: a division
  /// may round across a cell's edge), not at every group, and many
  /// timelines of distinct periods group in linear time.
  static func periodGroups(_ loops: [(id: String, period: Double)], tolerance: Double) -> [(period: Double, ids: [String])] {
    var groups: [(period: Double, ids: [String])] = []
    var cells: [Int64: [Int]] = [:]
    for (id, period) in loops {
      let cell = Int64((period / tolerance).rounded(.down))
      let near = (cell - 2...cell + 2).flatMap { cells[$0] ?? [] }
      if let k = near.filter({ Swift.abs(groups[$0].period - period) <= tolerance }).min() {
        groups[k].ids.append(id)
      } else {
        cells[cell, default: []].append(groups.count)
        groups.append((period, [id]))
      }
    }
    return groups
  }

  /// D01 PERIOD_MISMATCH: loops of different periods drift apart at
  /// |1/Pᵢ − 1/Pⱼ| cycles per second, in phase again every PᵢPⱼ/|Pᵢ − Pⱼ|,
  /// all together every lcm.
  static func periods(_ c: DiagnosisContext) -> Diagnosis? {
    let loops = c.doc.loops
    let periods = loops.map(\.period)
    guard let lo = periods.min(), let hi = periods.max(), hi - lo > 1e-9 * hi else { return nil }
    // Timelines grouped by period: the report grows with timelines, not pairs.
    var groups = periodGroups(loops.map { ($0.id, $0.period) }, tolerance: 1e-9 * hi)
    groups.sort { $0.period < $1.period }
    // One line per period when periods are shared; else the names suffice.
    var lines = groups.allSatisfy { $0.ids.count == 1 }
      ? ["periods: " + groups.map { "\($0.ids[0]) \(NumberText.text($0.period, .report)) s" }.joined(separator: ", ")]
      : groups.map { "period \(NumberText.text($0.period, .report)) s (\($0.ids.count)): " + $0.ids.prefix(LoopLimits.listing).joined(separator: ", ")
        + ($0.ids.count > LoopLimits.listing ? ", …" : "") }
    func label(_ g: (period: Double, ids: [String])) -> String {
      g.ids.count == 1 ? g.ids[0] : "\(NumberText.text(g.period, .report)) s (\(g.ids.count) timelines)"
    }
    let all = Periods.lcm(periods)
    // Loops that realign soon form a pattern; drift is for loops that do not
    // realign within the intended period (when one is given) or the horizon.
    if c.doc.loopsRealign, let all {
      lines.append("all \(loops.count) restart together every \(NumberText.text(all, .report)) s: a repeating pattern, not drift")
      return Diagnosis(
        code: .d01, name: "PERIOD_PATTERN",
        summary: "the loops' periods (" + groups.map { NumberText.text($0.period, .report) }.joined(separator: ", ")
          + " s) realign every \(NumberText.text(all, .report)) s: a pattern that repeats, not drift",
        impact: 0, impactNote: "the pattern repeats exactly every \(NumberText.text(all, .report)) s; nothing accumulates", lines: lines,
        fixes: ["nothing if the pattern is intended; otherwise give every loop one period"],
        details: .object([
          ("periods", .object(loops.map { ($0.id, .number($0.period)) })), ("pattern", .number(all)),
          ("groups", .array(groups.map { .object([("period", .number($0.period)), ("timelines", .array($0.ids.map(JSON.string)))]) })),
        ]))
    }
    var pairs: [JSON] = []
    let differing = groups.count * (groups.count - 1) / 2
    pairLoop: for i in groups.indices {
      for j in (i + 1)..<groups.count {
        if pairs.count == LoopLimits.listing { break pairLoop }
        let (a, b) = (groups[i], groups[j])
        let beat = Periods.beat(a.period, b.period)
        let perCycle = Swift.abs(a.period - b.period)
        let oneFrame = c.doc.analyze.phaseThreshold * Swift.min(a.period, b.period) / perCycle
        let together = Periods.lcm([a.period, b.period])
        lines.append(
          "\(label(a))–\(label(b)): in phase every \(NumberText.text(beat, .report)) s (\(NumberText.text(perCycle, .brief)) s further apart each cycle), "
            + (together.map { "restart together every \(NumberText.text($0, .report)) s, " } ?? "never restart together, ")
            + "\(NumberText.text(c.doc.analyze.phaseThreshold * 1000, .brief)) ms apart after \(NumberText.text(oneFrame, .brief)) s")
        pairs.append(.object([
          ("a", .string(a.ids[0])), ("b", .string(b.ids[0])), ("periodA", .number(a.period)), ("periodB", .number(b.period)),
          ("beat", .number(beat)), ("driftPerCycle", .number(perCycle)), ("restartTogether", .number(together)),
          ("timeToThreshold", .number(oneFrame)),
        ]))
      }
    }
    let omitted = Swift.max(0, differing - pairs.count)
    if omitted > 0 { lines.append("… and \(omitted) more pairs of periods (\(differing) in all; JSON lists the first \(pairs.count))") }
    if loops.count > 2 {
      lines.append(all.map { "all \(loops.count) restart together every \(NumberText.text($0, .report)) s" } ?? "the loops never all restart together")
    }
    // Controls that restart the loops together bound the drift.
    let restarts = c.doc.controls.filter { ctl in ctl.field == .repeating && loops.contains { $0.repeatingControl == ctl.id } }
    if let r = restarts.first, c.doc.resumeAfterPause == .restart {
      lines.append("'\(r.id)' pauses and restarts them together every \(NumberText.text(2 * r.interval, .report)) s; in between they drift apart")
    }
    // Key paths in file order, so a tie names the first, on every run (a
    // Set's order changes from process to process).
    let keys = loops.flatMap(\.timeline.keyPaths).uniqued
    let worst = keys.map { ($0, c.units(c.range($0), $0)) }.max { $0.1 < $1.1 } ?? ("", 0)
    let shared = c.doc.sharedPeriod
    return Diagnosis(
      code: .d01, name: "PERIOD_MISMATCH",
      summary: "the loops have different periods (" + groups.map { NumberText.text($0.period, .report) }.joined(separator: ", ") + " s), so they drift apart",
      impact: worst.1, impactNote: "\(worst.0) spans \(NumberText.text(c.range(worst.0), .brief)); out of phase, loops differ by up to that",
      lines: lines,
      fixes: c.doc.dialect == .swiftUI
        ? [
          "give every loop the same period, \(NumberText.text(shared, .report)) s: scale each view's keyframe durations by \(NumberText.text(shared, .report))/period (\(writeFixed(c, "--write-fixed edits the duration constants; --diff shows the change")))",
          "stagger the views with a delay inside the shared period, not with different durations",
        ]
        : c.doc.dialect == .compose
        ? [
          "give every loop the same period, \(NumberText.text(shared, .report)) s: each infiniteRepeatable's iteration (delay + durationMillis) \(NumberText.text(shared * 1000, .detail)) ms, half that with RepeatMode.Reverse (\(writeFixed(c, "--write-fixed edits durationMillis; --diff shows it")))",
          "stagger the dots with initialStartOffset = StartOffset(…, StartOffsetType.FastForward) inside the shared period, not with different durations",
        ]
        : c.doc.dialect == .lottie
        ? [
          "give every composition the same length, \(NumberText.text(shared, .report)) s: op − ip = \(NumberText.text(shared, .report)) × fr frames in each file (\(writeFixed(c, "--write-fixed writes it")))",
          "stagger the loaders by starting each at its own frame inside that length, not with different lengths",
        ]
        : c.doc.dialect == .css
        ? [
          "give every looping animation the same duration, animation-duration: \(NumberText.text(shared, .report))s (\(writeFixed(c, "--write-fixed writes it; --diff shows it")))",
          "stagger the dots with a negative animation-delay inside that period, not with different durations",
        ]
        : [
          "give every loop the same period, \(NumberText.text(shared, .report)) s: \"padTo\": \(NumberText.text(shared, .report)) on each timeline (a trailing hold), or scale each timeline's durations by \(NumberText.text(shared, .report))/period",
          "stagger the loops with \"timeOffset\" inside the shared period, not with different durations",
        ],
      details: .object([
        ("periods", .object(loops.map { ($0.id, .number($0.period)) })), ("pairs", .array(pairs)),
        ("omittedPairs", .int(omitted)), ("restartTogether", .number(all)),
      ]))
  }

  /// What a source's fix says of `--write-fixed`: `claim`, or why it
  /// cannot (it was tried before the report was made).
  static func writeFixed(_ c: DiagnosisContext, _ claim: String) -> String {
    c.doc.fixRefusal.map { "--write-fixed cannot: \($0)" } ?? claim
  }

  /// D02 INTENDED_PERIOD: the period is not the intended one, or tracks of
  /// one timeline have unequal lengths (the shorter ones hold).
  static func intended(_ c: DiagnosisContext) -> Diagnosis? {
    var lines: [String] = []
    var impact = 0.0
    var note = ""
    var entries: [JSON] = []
    for t in c.doc.timelines {
      if let intended = t.intendedPeriod, Swift.abs(t.period - intended) > 1e-9 * intended {
        lines.append("\(t.id): lasts \(NumberText.text(t.period, .report)) s, intended \(NumberText.text(intended, .report)) s (\(t.period < intended ? "−" : "+")\(NumberText.text(Swift.abs(t.period - intended), .report)) s): the tracks sum to \(NumberText.text(t.period, .report)) s")
        for k in t.timeline.keyPaths {
          let u = c.units(c.range(k) * Swift.min(1, 2 * Swift.abs(t.period - intended) / intended), k)
          if u > impact { (impact, note) = (u, "\(k) spans \(NumberText.text(c.range(k), .brief)); a loop \(NumberText.text(Swift.abs(t.period - intended), .brief)) s off its intended period reaches that") }
        }
        entries.append(.object([("timeline", .string(t.id)), ("period", .number(t.period)), ("intended", .number(intended))]))
      }
      guard t.padTo == nil else { continue }
      let sums = t.timeline.tracks.map { ($0.keyPath, $0.duration) }
      if let longest = sums.map(\.1).max(), sums.contains(where: { longest - $0.1 > 1e-9 * longest }) {
        let short = sums.filter { longest - $0.1 > 1e-9 * longest }
        lines.append("\(t.id): tracks of unequal length, " + sums.map { "\($0.0) \(NumberText.text($0.1, .report)) s" }.joined(separator: ", ")
          + "; " + short.map { "\($0.0) holds \(NumberText.text(longest - $0.1, .report)) s" }.joined(separator: ", "))
        for (k, d) in short {
          let u = c.units(c.range(k) * Swift.min(1, 2 * (longest - d) / longest), k)
          if u > impact { (impact, note) = (u, "\(k) holds while the longest track finishes") }
        }
        entries.append(.object([("timeline", .string(t.id)), ("tracks", .object(sums.map { ($0.0, .number($0.1)) }))]))
      }
    }
    guard !lines.isEmpty else { return nil }
    let targets = c.doc.timelines.filter { $0.intendedPeriod != nil }
    return Diagnosis(
      code: .d02, name: "INTENDED_PERIOD",
      summary: "the timelines do not last their intended period" + (targets.isEmpty ? " (tracks of unequal length)" : ""),
      impact: impact, impactNote: note, lines: lines,
      fixes: targets.map { t in
        let scale = NumberText.text((t.intendedPeriod ?? t.period) / Swift.max(t.period, 1e-300), .report)
        return c.doc.dialect == .kfloop
          ? "\(t.id): \"padTo\": \(NumberText.text(t.intendedPeriod ?? t.period, .report)) (or scale its durations by \(scale))"
          : c.doc.dialect == .lottie
          ? "\(t.id): play its frames in \(NumberText.text(t.intendedPeriod ?? t.period, .report)) s, its durations scaled by \(scale): fr divided by \(scale) (\(writeFixed(c, "--write-fixed writes fr")))"
          : "\(t.id): scale its durations by \(scale) (\(writeFixed(c, "--write-fixed does it")))"
      } + ["a keyframe timeline lasts as long as its longest track: make every track sum to the period"],
      details: .array(entries))
  }

  /// D05 START_SKEW: loops starting at different times or phases.
  static func skew(_ c: DiagnosisContext) -> Diagnosis? {
    let loops = c.doc.timelines
    let starts = loops.map { $0.startAt - $0.timeOffset }
    guard let lo = starts.min(), let hi = starts.max(), hi - lo > 1e-12 else { return nil }
    let deliberate = loops.contains { $0.timeOffset != 0 } && Set(loops.map(\.startAt)).count == 1
    var lines: [String] = []
    for (t, s) in zip(loops, starts) {
      lines.append("\(t.id): startAt \(NumberText.text(t.startAt, .report)) s, timeOffset \(NumberText.text(t.timeOffset, .report)) s: "
        + c.doc.displayHz.map { "\(NumberText.text((s - lo) * $0, .brief)) frames at \(NumberText.text($0, .brief)) Hz" }.joined(separator: ", "))
    }
    let speed = c.speeds.map { (k, v) in c.units(v * (hi - lo), k) }.max() ?? 0
    return Diagnosis(
      code: .d05, name: "START_SKEW",
      summary: deliberate ? "the loops are staggered by timeOffset (by design)" : "the loops start at different times: up to \(NumberText.text((hi - lo) * 1000, .brief)) ms apart",
      impact: deliberate ? 0 : speed, impactNote: "the fastest key path moves that far in the skew", lines: lines,
      fixes: ["start every loop from one clock (one CAAnimationGroup, one shared beginTime, one WAAPI startTime, one TimelineView(.animation)); express staggers as timeOffset"],
      details: .object(zip(loops, starts).map { ($0.id, .number($1 - lo)) }))
  }

  /// D06 TRIGGER_BEAT: controls fire at loop phases that change from fire to
  /// fire; each fire may jump the value.
  static func triggers(_ c: DiagnosisContext) -> Diagnosis? {
    // The simulation keeps the first fires of each control and, for every
    // key path, the first fire with the largest jump: every line, entry and
    // maximum below comes from those (docs/diagnose.md §5).
    let fires = c.simulation.fires
    guard !fires.isEmpty else { return nil }
    var lines: [String] = []
    var impact = 0.0
    var note = ""
    var entries: [JSON] = []
    var omitted = 0
    for control in c.doc.controls {
      let own = fires.filter { $0.control == control.id }
      guard !own.isEmpty else { continue }
      let firstTime = own[0].time
      let first = own.filter { $0.time == firstTime }
      lines.append("'\(control.id)' fires every \(NumberText.text(control.interval, .report)) s from \(NumberText.text(control.firstFireAt, .report)) s; at \(NumberText.text(firstTime, .report)) s:")
      for f in first {
        guard let t = c.doc.timeline(f.timeline) else { continue }
        let jumps = f.orderedJumps.map { "\($0.key) \(NumberText.text($0.value, .report))" }.joined(separator: ", ")
        let pattern = control.kind == .timer ? Periods.lcm([control.interval, t.period]) : nil
        lines.append("  \(f.timeline): phase \(f.phase.map { NumberText.text($0, .fixed(3)) } ?? "—"), \(f.description); jumps \(jumps)"
          + (pattern.map { "; the pattern repeats every \(NumberText.text($0, .report)) s" } ?? ""))
      }
      let strongest = c.simulation.strongest.filter { $0.control == control.id }
      let candidates = (own + strongest).sorted { ($0.time, $0.timeline) < ($1.time, $1.timeline) }
      for f in candidates {
        for (k, j) in f.orderedJumps where c.units(j, k) > impact {
          (impact, note) = (c.units(j, k), "\(f.timeline).\(k) jumps \(NumberText.text(Swift.abs(j), .brief)) at \(NumberText.text(f.time, .report)) s")
        }
      }
      // Fires past the kept ones count as omitted.
      omitted += (c.simulation.fireCounts[control.id] ?? own.count) - own.count
      for f in own {
        guard entries.count < LoopLimits.listing else {
          omitted += 1
          continue
        }
        entries.append(.object([
          ("control", .string(f.control)), ("time", .number(f.time)), ("timeline", .string(f.timeline)),
          ("phase", .number(f.phase)), ("jumps", .object(f.orderedJumps.map { ($0.key, .number($0.value)) })),
        ]))
      }
    }
    guard impact > 0 || c.simulation.midCycle else { return nil }
    let shared = c.doc.sharedPeriod
    return Diagnosis(
      code: .d06, name: "TRIGGER_BEAT",
      summary: "controls act on the loops mid-cycle, at phases that differ per loop and per fire",
      impact: impact, impactNote: note, lines: lines,
      fixes: [
        "make the control's interval a multiple of the loop period (with a shared \(NumberText.text(shared, .report)) s period: \(NumberText.text(2 * shared, .report)) or \(NumberText.text(3 * shared, .report)) s)",
        "or drive every loop from one TimelineView(.animation) and compute phases from one start date; stop at a loop boundary",
      ],
      details: .array(entries + (omitted > 0 ? [.object([("omitted", .int(omitted))])] : [])))
  }

  /// D07 TIMER_JITTER: timers fire late, more so with tolerance, in the
  /// default run-loop mode, and cumulatively when chained.
  static func jitter(_ c: DiagnosisContext) -> Diagnosis? {
    let timers = c.doc.controls.filter { $0.kind == .timer && ($0.tolerance > 0 || $0.runLoopMode == .default || $0.chained || $0.maxLate != nil) }
    guard !timers.isEmpty else { return nil }
    var lines: [String] = []
    var impact = 0.0
    for t in timers {
      let late = (t.maxLate ?? 0) + t.tolerance + c.frame
      let fires = Double(t.fireTimes(until: c.doc.analyze.horizon).count)
      let total = t.chained ? late * fires : late
      lines.append("'\(t.id)': up to \(NumberText.text(late * 1000, .brief)) ms late per fire (tolerance \(NumberText.text(t.tolerance * 1000, .brief)) ms + one frame"
        + (t.maxLate.map { " + \(NumberText.text($0 * 1000, .brief)) ms" } ?? "") + ")"
        + (t.chained ? "; chained, so lateness accumulates: \(NumberText.text(total, .brief)) s over \(Int(checking: fires) ?? 0) fires" : "; a repeating timer keeps its schedule")
        + (t.runLoopMode == .default ? "; in the default run-loop mode it stops during scroll tracking" : ""))
      for (k, speed) in c.speeds { impact = Swift.max(impact, c.units(speed * total, k)) }
    }
    return Diagnosis(
      code: .d07, name: "TIMER_JITTER", summary: "timers fire late, and lateness shifts when the loops are acted on",
      impact: impact, impactNote: "the fastest key path moves that far in the lateness", lines: lines,
      fixes: ["a repeating Timer in .common mode with tolerance 0; never chain one-shots (asyncAfter, setTimeout) for a cadence"],
      details: .array(timers.map { .object([("control", .string($0.id)), ("chained", .bool($0.chained)), ("tolerance", .number($0.tolerance)), ("runLoopMode", .string($0.runLoopMode.rawValue))]) }))
  }

  /// D10 CLOCK_DOMAIN: wall-clock time mixed with media time (when declared).
  static func clocks(_ c: DiagnosisContext) -> Diagnosis? {
    let wall = c.doc.timelines.filter { $0.clock == "wall" }.map(\.id) + c.doc.controls.filter { $0.clock == "wall" }.map(\.id)
    let media = c.doc.timelines.filter { $0.clock != "wall" }.map(\.id)
    guard !wall.isEmpty, !media.isEmpty else { return nil }
    let worst = c.ranges.keys.map { c.units(c.range($0), $0) }.max() ?? 0
    return Diagnosis(
      code: .d10, name: "CLOCK_DOMAIN", summary: "wall-clock time (\(wall.joined(separator: ", "))) mixed with media time (\(media.joined(separator: ", ")))",
      impact: worst, impactNote: "wall time can jump (clock sync), so phases can differ by a whole loop",
      lines: ["Date()/CFAbsoluteTime may jump backwards or forwards; CACurrentMediaTime and TimelineView(.animation) are monotonic"],
      fixes: ["compute every phase from media time (CACurrentMediaTime, TimelineView(.animation), the animation's own clock), never from Date"],
      details: .object([("wall", .array(wall.map(JSON.string))), ("media", .array(media.map(JSON.string)))]))
  }
}
