// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// What a timeline shows over time, given its playback and the controls
/// acting on it (docs/diagnose.md §5–§1.7, §7): a list of intervals, each
/// idle (before the start), looping or playing once from an anchor time,
/// or frozen at fixed values (paused).
struct LoopSimulation: Sendable {
  enum State: Sendable {
    case idle
    /// Looping, the loop's t = 0 at `anchor` on the shared clock.
    case looping(anchor: Double)
    /// Playing once from `anchor`, then holding the end.
    case playing(anchor: Double)
    /// Showing fixed values (a paused `repeating` animator).
    case frozen([String: Double])
  }

  struct Interval: Sendable {
    var start: Double
    var state: State
  }

  /// A control firing on a timeline: when, and what it did.
  struct Fire: Sendable {
    var control: String
    var time: Double
    var timeline: String
    /// The loop phase (0…1) just before the fire, when it was looping.
    var phase: Double?
    /// Per key path: value after − value before.
    var jumps: [String: Double]
    var description: String
  }

  let timelines: [KfloopTimeline]
  /// Intervals per timeline, in time order.
  let intervals: [[Interval]]
  let fires: [Fire]
  let horizon: Double

  init(_ doc: KfloopDocument, horizon: Double) {
    self.horizon = horizon
    timelines = doc.timelines
    var all: [[Interval]] = []
    var fires: [Fire] = []
    for t in doc.timelines {
      let (intervals, f) = Self.simulate(t, doc, horizon: horizon)
      all.append(intervals)
      fires += f
    }
    intervals = all
    self.fires = fires.sorted { ($0.time, $0.timeline) < ($1.time, $1.timeline) }
  }

  static func simulate(_ t: KfloopTimeline, _ doc: KfloopDocument, horizon: Double) -> ([Interval], [Fire]) {
    var intervals = [Interval(start: -.infinity, state: .idle)]
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
    var events: [(time: Double, control: KfloopControl?)] = t.triggerAt.map { ($0, nil) }
    for c in doc.controls where c.targets.contains(t.id) {
      for time in c.fireTimes(until: horizon) { events.append((time, c)) }
    }
    events.sort { $0.time < $1.time }
    var fires: [Fire] = []
    var lastAnchor = anchor0
    for e in events {
      let before = values(t, intervals, at: e.time, doc)
      let phase = loopPhase(t, intervals, at: e.time)
      var text = ""
      if let c = e.control, c.field == "repeating" {
        let was = repeating
        switch c.op {
        case "set": repeating = (c.value ?? 1) != 0
        default: repeating.toggle()
        }
        if was && !repeating {
          let frozen = doc.pausedValue == "hold" ? before : startValues(t)
          intervals.append(Interval(start: e.time, state: .frozen(frozen)))
          text = "repeating → false (\(doc.pausedValue == "hold" ? "holds" : "snaps to the start value"))"
        } else if !was && repeating {
          let anchor = doc.resumeAfterPause == "resume" ? lastAnchor : e.time
          lastAnchor = anchor
          intervals.append(Interval(start: e.time, state: .looping(anchor: anchor)))
          text = "repeating → true (\(doc.resumeAfterPause == "resume" ? "resumes" : "restarts at t = 0"))"
        } else {
          text = "repeating stays \(repeating)"
        }
      } else {
        // A trigger: the keyframes play again from their start.
        intervals.append(Interval(start: e.time, state: t.mode == .repeating ? .looping(anchor: e.time) : .playing(anchor: e.time)))
        lastAnchor = e.time
        text = "trigger: plays again from t = 0"
      }
      let after = values(t, intervals, at: e.time, doc)
      var jumps: [String: Double] = [:]
      for (k, v) in after { jumps[k] = v - (before[k] ?? v) }
      fires.append(Fire(control: e.control?.id ?? "trigger.at", time: e.time, timeline: t.id, phase: phase, jumps: jumps, description: text))
    }
    return (intervals, fires)
  }

  static func startValues(_ t: KfloopTimeline) -> [String: Double] {
    Dictionary(uniqueKeysWithValues: t.timeline.keyPaths.map { ($0, t.timeline.value($0, at: 0)) })
  }

  /// Every key path's value at `time` (the last interval starting at or
  /// before it).
  static func values(_ t: KfloopTimeline, _ intervals: [Interval], at time: Double, _ doc: KfloopDocument) -> [String: Double] {
    var out: [String: Double] = [:]
    let state = (intervals.last { $0.start <= time } ?? intervals[0]).state
    for k in t.timeline.keyPaths { out[k] = value(t.timeline, k, state, time) }
    return out
  }

  /// The loop phase at `time` if looping, else `nil`.
  static func loopPhase(_ t: KfloopTimeline, _ intervals: [Interval], at time: Double) -> Double? {
    guard case .looping(let anchor) = (intervals.last { $0.start <= time } ?? intervals[0]).state, t.period > 0 else { return nil }
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
  func value(_ i: Int, _ keyPath: String, at time: Double) -> Double {
    let state = (intervals[i].last { $0.start <= time } ?? intervals[i][0]).state
    return Self.value(timelines[i].timeline, keyPath, state, time)
  }
}
