// This file is part of curvetool. SPDX-License-Identifier: MIT

/// D01, D02, D05, D06, D07, D10: why loops stop agreeing in time
/// (docs/diagnose.md §4).
enum TimingFindings {
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
  /// all together every lcm; PERIOD_PATTERN when they realign soon.
  static func periods(_ c: LoopMeasures) -> LoopFinding? {
    let loops = c.model.loops
    let periods = loops.map(\.period)
    guard let lo = periods.min(), let hi = periods.max(), hi - lo > 1e-9 * hi else { return nil }
    // Timelines grouped by period: the report grows with timelines, not pairs.
    var groups = periodGroups(loops.map { ($0.id, $0.period) }, tolerance: 1e-9 * hi)
    groups.sort { $0.period < $1.period }
    let all = Periods.lcm(periods)
    let differing = groups.count * (groups.count - 1) / 2
    var evidence = LoopEvidence.Periods(
      loops: loops.map { ($0.id, $0.period) }, groups: groups, restartTogether: all, pairs: [], pairCount: differing,
      restartingControl: nil, worst: ("", 0))
    // Loops that realign soon form a pattern; drift is for loops that do not
    // realign within the intended period (when one is given) or the horizon.
    if c.model.loopsRealign, all != nil {
      return LoopFinding(kind: .periodPattern, impact: 0, evidence: .periods(evidence), fixes: [.keepPattern])
    }
    pairLoop: for i in groups.indices {
      for j in (i + 1)..<groups.count {
        if evidence.pairs.count == LoopLimits.listing { break pairLoop }
        let (a, b) = (groups[i], groups[j])
        let perCycle = Swift.abs(a.period - b.period)
        evidence.pairs.append(LoopEvidence.Periods.Pair(
          a: i, b: j, beat: Periods.beat(a.period, b.period), driftPerCycle: perCycle,
          restartTogether: Periods.lcm([a.period, b.period]),
          timeToThreshold: c.model.analyze.phaseThreshold * Swift.min(a.period, b.period) / perCycle))
      }
    }
    // Controls that restart the loops together bound the drift.
    let restarts = c.model.controls.filter { ctl in ctl.field == .repeating && loops.contains { $0.repeatingControl == ctl.id } }
    if let r = restarts.first, c.model.resumeAfterPause == .restart { evidence.restartingControl = (r.id, r.interval) }
    // Key paths in file order, so a tie names the first, on every run (a
    // Set's order changes from process to process).
    let keys = loops.flatMap(\.timeline.keyPaths).uniqued
    let worst = keys.map { ($0, c.units(c.range($0), $0)) }.max { $0.1 < $1.1 } ?? ("", 0)
    evidence.worst = (worst.0, c.range(worst.0))
    return LoopFinding(
      kind: .periodMismatch, impact: worst.1, evidence: .periods(evidence),
      fixes: [.sharePeriod(seconds: c.model.sharedPeriod), .staggerInsidePeriod])
  }

  /// D02 INTENDED_PERIOD: the period is not the intended one, or tracks of
  /// one timeline have unequal lengths (the shorter ones hold).
  static func intended(_ c: LoopMeasures) -> LoopFinding? {
    var entries: [LoopEvidence.IntendedPeriod] = []
    var impact = 0.0
    var cause: LoopEvidence.Cause?
    for t in c.model.timelines {
      if let intended = t.intendedPeriod, Swift.abs(t.period - intended) > 1e-9 * intended {
        for k in t.timeline.keyPaths {
          let u = c.units(c.range(k) * Swift.min(1, 2 * Swift.abs(t.period - intended) / intended), k)
          if u > impact {
            (impact, cause) = (u, .init(timeline: nil, keyPath: k, what: .offPeriod(range: c.range(k), offBy: Swift.abs(t.period - intended))))
          }
        }
        entries.append(.init(timeline: t.id, period: t.period, intended: intended, tracks: nil))
      }
      guard t.padTo == nil else { continue }
      let sums = t.timeline.tracks.map { ($0.keyPath, $0.duration) }
      if let longest = sums.map(\.1).max(), sums.contains(where: { longest - $0.1 > 1e-9 * longest }) {
        for (k, d) in sums where longest - d > 1e-9 * longest {
          let u = c.units(c.range(k) * Swift.min(1, 2 * (longest - d) / longest), k)
          if u > impact { (impact, cause) = (u, .init(timeline: nil, keyPath: k, what: .holds)) }
        }
        entries.append(.init(timeline: t.id, period: t.period, intended: nil, tracks: sums))
      }
    }
    guard !entries.isEmpty else { return nil }
    let targets = c.model.timelines.filter { $0.intendedPeriod != nil }
    return LoopFinding(
      kind: .intendedPeriod, impact: impact, evidence: .intendedPeriods(entries, cause: cause),
      fixes: targets.map { t in
        .fitIntendedPeriod(
          timeline: t.id, seconds: t.intendedPeriod ?? t.period, scale: (t.intendedPeriod ?? t.period) / Swift.max(t.period, 1e-300))
      } + [.tracksSumToPeriod])
  }

  /// D05 START_SKEW: loops starting at different times or phases.
  static func skew(_ c: LoopMeasures) -> LoopFinding? {
    let loops = c.model.timelines
    let starts = loops.map { $0.startAt - $0.timeOffset }
    guard let lo = starts.min(), let hi = starts.max(), hi - lo > 1e-12 else { return nil }
    let deliberate = loops.contains { $0.timeOffset != 0 } && Set(loops.map(\.startAt)).count == 1
    let speed = c.speeds.map { (k, v) in c.units(v * (hi - lo), k) }.max() ?? 0
    return LoopFinding(
      kind: .startSkew, impact: deliberate ? 0 : speed,
      evidence: .skew(
        zip(loops, starts).map { .init(timeline: $0.id, startAt: $0.startAt, timeOffset: $0.timeOffset, lag: $1 - lo) }, spread: hi - lo,
        deliberate: deliberate),
      fixes: [.oneClock])
  }

  /// D06 TRIGGER_BEAT: controls fire at loop phases that change from fire to
  /// fire; each fire may jump the value.
  static func triggers(_ c: LoopMeasures) -> LoopFinding? {
    // The simulation keeps the first fires of each control and, for every
    // key path, the first fire with the largest jump: every line, entry and
    // maximum below comes from those (docs/diagnose.md §5).
    let fires = c.simulation.fires
    guard !fires.isEmpty else { return nil }
    var impact = 0.0
    var cause: LoopEvidence.Cause?
    var controls: [LoopEvidence.Triggers.Control] = []
    var listed: [LoopSimulation.Fire] = []
    var omitted = 0
    for control in c.model.controls {
      let own = fires.filter { $0.control == control.id }
      guard !own.isEmpty else { continue }
      let firstTime = own[0].time
      let first = own.filter { $0.time == firstTime }.compactMap { f -> (LoopSimulation.Fire, Double?)? in
        guard let t = c.model.timeline(f.timeline) else { return nil }
        return (f, control.kind == .timer ? Periods.lcm([control.interval, t.period]) : nil)
      }
      controls.append(.init(id: control.id, interval: control.interval, firstFireAt: control.firstFireAt, firstTime: firstTime, first: first))
      let strongest = c.simulation.strongest.filter { $0.control == control.id }
      let candidates = (own + strongest).sorted { ($0.time, $0.timeline) < ($1.time, $1.timeline) }
      for f in candidates {
        for (k, j) in f.orderedJumps where c.units(j, k) > impact {
          (impact, cause) = (c.units(j, k), .init(timeline: f.timeline, keyPath: k, what: .jumps(jump: j, time: f.time)))
        }
      }
      // Fires past the kept ones count as omitted.
      omitted += (c.simulation.fireCounts[control.id] ?? own.count) - own.count
      for f in own {
        guard listed.count < LoopLimits.listing else {
          omitted += 1
          continue
        }
        listed.append(f)
      }
    }
    guard impact > 0 || c.simulation.midCycle else { return nil }
    return LoopFinding(
      kind: .triggerBeat, impact: impact, evidence: .triggers(.init(controls: controls, listed: listed, omitted: omitted, cause: cause)),
      fixes: [.intervalMultipleOfPeriod(period: c.model.sharedPeriod), .oneTimeline])
  }

  /// D07 TIMER_JITTER: timers fire late, more so with tolerance, in the
  /// default run-loop mode, and cumulatively when chained.
  static func jitter(_ c: LoopMeasures) -> LoopFinding? {
    let timers = c.model.controls.filter { $0.kind == .timer && ($0.tolerance > 0 || $0.runLoopMode == .default || $0.chained || $0.maxLate != nil) }
    guard !timers.isEmpty else { return nil }
    var impact = 0.0
    var late: [LoopEvidence.LateTimer] = []
    for t in timers {
      let perFire = (t.maxLate ?? 0) + t.tolerance + c.frame
      let fires = Double(t.fireTimes(until: c.model.analyze.horizon).count)
      let total = t.chained ? perFire * fires : perFire
      late.append(.init(
        control: t.id, latePerFire: perFire, tolerance: t.tolerance, maxLate: t.maxLate, chained: t.chained, fires: fires, total: total,
        runLoopMode: t.runLoopMode))
      for (k, speed) in c.speeds { impact = Swift.max(impact, c.units(speed * total, k)) }
    }
    return LoopFinding(kind: .timerJitter, impact: impact, evidence: .timers(late), fixes: [.steadyTimer])
  }

  /// D10 CLOCK_DOMAIN: wall-clock time mixed with media time (when declared).
  static func clocks(_ c: LoopMeasures) -> LoopFinding? {
    let wall = c.model.timelines.filter { $0.clock == "wall" }.map(\.id) + c.model.controls.filter { $0.clock == "wall" }.map(\.id)
    let media = c.model.timelines.filter { $0.clock != "wall" }.map(\.id)
    guard !wall.isEmpty, !media.isEmpty else { return nil }
    let worst = c.ranges.keys.map { c.units(c.range($0), $0) }.max() ?? 0
    return LoopFinding(kind: .clockDomain, impact: worst, evidence: .clocks(wall: wall, media: media), fixes: [.mediaTime])
  }
}

extension Sequence where Element: Hashable {
  /// The elements without repeats, in order.
  public var uniqued: [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
