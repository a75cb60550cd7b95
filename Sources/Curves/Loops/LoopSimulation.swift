// This file is part of curvetool. SPDX-License-Identifier: MIT

/// What a timeline shows over time, given its playback and the controls
/// acting on it (docs/diagnose.md §5, §7): a list of intervals, each
/// idle (before the start), looping or playing once from an anchor time,
/// or frozen at fixed values (paused).
public struct LoopSimulation: Sendable {
  public enum State: Sendable {
    case idle
    /// Looping, the loop's t = 0 at `anchor` on the shared clock.
    case looping(anchor: Double)
    /// Playing once from `anchor`, then holding the end.
    case playing(anchor: Double)
    /// Showing fixed values (a paused `repeating` animator).
    case frozen([String: Double])
  }

  public struct Interval: Sendable {
    public var start: Double
    public var state: State
  }

  /// What a fire did to a timeline.
  public enum Action: Sendable, Hashable {
    /// `repeating` turned false: the timeline holds its value, or snaps
    /// to its start value (``KfloopPausedValue``).
    case paused(holds: Bool)
    /// `repeating` turned true: the loop resumes its elapsed time, or
    /// restarts at t = 0 (``KfloopResume``).
    case started(resumes: Bool)
    /// `repeating` was set to what it was.
    case unchanged(repeating: Bool)
    /// A trigger: the keyframes play again from their start.
    case triggered
  }

  /// A control firing on a timeline: when, and what it did.
  public struct Fire: Sendable {
    public var control: String
    public var time: Double
    public var timeline: String
    /// The loop phase (0…1) just before the fire, when it was looping.
    public var phase: Double?
    /// Per key path: value after − value before.
    public var jumps: [String: Double]
    public var action: Action

    /// ``jumps`` by key path: the one order every report lists them in and
    /// breaks ties by, the same on every run.
    public var orderedJumps: [(key: String, value: Double)] { jumps.sorted { $0.key < $1.key } }
  }

  public let timelines: [KfloopTimeline]
  /// Intervals per timeline, in time order, up to ``window`` (what is
  /// plotted); later ones are simulated but not kept.
  public let intervals: [[Interval]]
  /// The first ``keptFires`` fires of each control on each timeline, by
  /// (time, timeline).
  public let fires: [Fire]
  /// Per control, timeline and key path, the first fire with the largest
  /// jump (by (time, timeline)): with ``fires`` they hold every maximum.
  public let strongest: [Fire]
  /// Fires per control over the whole horizon.
  public let fireCounts: [String: Int]
  /// Whether any fire hit a loop mid-cycle (a phase strictly inside 0…1).
  public let midCycle: Bool
  public let horizon: Double

  /// The span plotted and kept as intervals, in seconds.
  public static let window = 10.0
  /// Simulates `doc` up to `horizon` seconds, keeping the first `keep`
  /// fires of each control on each timeline (a report lists at most
  /// ``LoopLimits/listing``, so memory stays bounded however many times a
  /// timer fires, docs/diagnose.md §5); each timeline reported to
  /// `progress` as it starts.
  public init(
    _ doc: KfloopModel, horizon: Double, keep: Int = LoopLimits.listing, progress: (@Sendable (LoopProgress) -> Void)? = nil
  ) {
    self.horizon = horizon
    timelines = doc.timelines
    var all: [[Interval]] = []
    var fires: [Fire] = []
    var strongest: [Fire] = []
    var counts: [String: Int] = [:]
    var midCycle = false
    for (i, t) in doc.timelines.enumerated() {
      progress?(.simulating(timeline: i + 1, of: doc.timelines.count))
      let run = Self.simulate(t, doc, horizon: horizon, keep: keep)
      all.append(run.intervals)
      fires += run.kept
      strongest += run.strongest
      for (k, v) in run.counts { counts[k, default: 0] += v }
      midCycle = midCycle || run.midCycle
    }
    intervals = all
    let order: (Fire, Fire) -> Bool = { ($0.time, $0.timeline) < ($1.time, $1.timeline) }
    self.fires = fires.sorted(by: order)
    self.strongest = strongest.sorted(by: order)
    fireCounts = counts
    self.midCycle = midCycle
  }

  /// One timeline's run: intervals up to the window, the kept and strongest
  /// fires, fires per control and whether any was mid-cycle.
  struct Run {
    var intervals: [Interval]
    var kept: [Fire] = []
    var strongest: [Fire] = []
    var counts: [String: Int] = [:]
    var midCycle = false
  }

  static func simulate(_ t: KfloopTimeline, _ doc: KfloopModel, horizon: Double, keep: Int) -> Run {
    var intervals = Intervals(window: window)
    var repeating = t.repeating
    if let id = t.repeatingControl, let c = doc.controls.first(where: { $0.id == id }) { repeating = c.initial }
    let anchor0 = t.startAt - t.timeOffset
    switch t.mode {
    case .repeating:
      intervals.append(Interval(start: t.startAt, state: repeating ? .looping(anchor: anchor0) : .frozen(startValues(t))))
    case .once:
      intervals.append(Interval(start: t.startAt, state: .playing(anchor: anchor0)))
    case .trigger:
      break
    }
    // Events on this timeline: control fires and trigger times.
    // A control by its index: 16 bytes an event, however long the horizon.
    var events: [(time: Double, control: Int?)] = t.triggerAt.map { ($0, nil) }
    for (i, c) in doc.controls.enumerated() where c.targets.contains(t.id) {
      for time in c.fireTimes(until: horizon) { events.append((time, i)) }
    }
    events.sort { $0.time < $1.time }
    var run = Run(intervals: [])
    /// Per control and key path: the largest |jump| so far and its fire.
    var largest: [String: [String: Fire]] = [:]
    var lastAnchor = anchor0
    for event in events {
      let e = (time: event.time, control: event.control.map { doc.controls[$0] })
      let before = values(t, intervals.at(e.time), at: e.time)
      let phase = loopPhase(t, intervals.at(e.time), at: e.time)
      var action = Action.triggered
      if let c = e.control, c.field == .repeating {
        let was = repeating
        switch c.op {
        case .set: repeating = (c.value ?? 1) != 0
        // A flag has two states: incrementing it flips it, as toggling does.
        case .toggle, .increment: repeating.toggle()
        }
        if was && !repeating {
          let frozen = doc.pausedValue == .hold ? before : startValues(t)
          intervals.append(Interval(start: e.time, state: .frozen(frozen)))
          action = .paused(holds: doc.pausedValue == .hold)
        } else if !was && repeating {
          let anchor = doc.resumeAfterPause == .resume ? lastAnchor : e.time
          lastAnchor = anchor
          intervals.append(Interval(start: e.time, state: .looping(anchor: anchor)))
          action = .started(resumes: doc.resumeAfterPause == .resume)
        } else {
          action = .unchanged(repeating: repeating)
        }
      } else {
        // A trigger: the keyframes play again from their start.
        intervals.append(Interval(start: e.time, state: t.mode == .repeating ? .looping(anchor: e.time) : .playing(anchor: e.time)))
        lastAnchor = e.time
      }
      let after = values(t, intervals.at(e.time), at: e.time)
      var jumps: [String: Double] = [:]
      for (k, v) in after { jumps[k] = v - (before[k] ?? v) }
      let control = e.control?.id ?? "trigger.at"
      let fire = Fire(control: control, time: e.time, timeline: t.id, phase: phase, jumps: jumps, action: action)
      let count = run.counts[control, default: 0]
      run.counts[control] = count + 1
      if count < keep { run.kept.append(fire) }
      if let p = phase, p > 1e-9, p < 1 - 1e-9 { run.midCycle = true }
      for (k, j) in jumps where Swift.abs(j) > Swift.abs(largest[control]?[k]?.jumps[k] ?? 0) {
        largest[control, default: [:]][k] = fire
      }
    }
    run.intervals = intervals.kept
    for (_, byKey) in largest {
      for fire in byKey.values where !run.strongest.contains(where: { $0.time == fire.time && $0.control == fire.control }) {
        run.strongest.append(fire)
      }
    }
    return run
  }

  /// A timeline's intervals as they are simulated: those starting within
  /// the window are kept (for plots), and the latest one is always at hand.
  struct Intervals {
    let window: Double
    private(set) var kept: [Interval] = [Interval(start: -.infinity, state: .idle)]
    /// The last two appended (a timeline's start may lie after the first
    /// fires; every later interval starts at a fire, in time order).
    private var current = Interval(start: -.infinity, state: .idle)
    private var previous = Interval(start: -.infinity, state: .idle)

    init(window: Double) { self.window = window }

    mutating func append(_ interval: Interval) {
      previous = current
      current = interval
      if interval.start <= window { kept.append(interval) }
    }

    /// The last appended interval starting at or before `time`.
    func at(_ time: Double) -> Interval {
      if current.start <= time { return current }
      if previous.start <= time { return previous }
      return kept.last { $0.start <= time } ?? kept[0]
    }
  }

  static func startValues(_ t: KfloopTimeline) -> [String: Double] {
    Dictionary(uniqueKeysWithValues: t.timeline.keyPaths.map { ($0, t.timeline.value($0, at: 0)) })
  }

  /// Every key path's value at `time` under `interval` (the one in force).
  static func values(_ t: KfloopTimeline, _ interval: Interval, at time: Double) -> [String: Double] {
    var out: [String: Double] = [:]
    for k in t.timeline.keyPaths { out[k] = value(t.timeline, k, interval.state, time) }
    return out
  }

  /// The loop phase at `time` under `interval`, if looping, else `nil`.
  static func loopPhase(_ t: KfloopTimeline, _ interval: Interval, at time: Double) -> Double? {
    guard case .looping(let anchor) = interval.state, t.period > 0 else { return nil }
    let local = (time - anchor).truncatingRemainder(dividingBy: t.period)
    return (local < 0 ? local + t.period : local) / t.period
  }

  @inline(__always)
  static func value(_ timeline: KeyframeTimeline, _ keyPath: String, _ state: State, _ time: Double) -> Double {
    switch state {
    case .idle: return timeline.value(keyPath, at: 0)
    case .looping(let anchor): return timeline.loopedValue(keyPath, at: time - anchor)
    case .playing(let anchor): return timeline.value(keyPath, at: time - anchor)
    case .frozen(let values): return values[keyPath] ?? timeline.value(keyPath, at: 0)
    }
  }

  /// The value of timeline `i`'s `keyPath` at `time`.
  public func value(_ i: Int, _ keyPath: String, at time: Double) -> Double {
    let state = (intervals[i].last { $0.start <= time } ?? intervals[i][0]).state
    return Self.value(timelines[i].timeline, keyPath, state, time)
  }
}
