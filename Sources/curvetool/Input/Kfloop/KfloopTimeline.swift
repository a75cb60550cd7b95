// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// One timeline and its playback.
///
/// A value type whose reference-counted parts (the compiled timeline, the
/// keyframes as written, the control names) live in one shared box,
/// copied on write: a copy of a timeline, which every loop over a
/// document's timelines makes, costs one retain instead of one per field
/// (diagnose handles 10,000 of them per pass; docs/performance.md §4).
struct KfloopTimeline {
  enum Mode: String, CaseIterable { case repeating, trigger, once }

  var id: String
  var mode: Mode
  /// A fixed `repeating`, or the control that sets it.
  var repeating: Bool
  /// Seconds on the shared clock when the timeline starts (start skew).
  var startAt: Double
  /// Seconds into the loop at the start (a phase).
  var timeOffset: Double
  var padTo: Double?
  var intendedPeriod: Double?
  private var parts: Parts

  /// The reference-counted fields, shared between copies until one is set.
  /// Sendable: a box is only written while uniquely referenced (``unique()``),
  /// so no two threads ever see it change.
  private final class Parts: @unchecked Sendable {
    var timeline: KeyframeTimeline
    var repeatingControl: String?
    var triggerAt: [Double]
    var triggerControl: String?
    var clock: String?
    var keyframes: [(keyPath: String, keyframes: [Keyframe])]

    init(
      timeline: KeyframeTimeline, repeatingControl: String?, triggerAt: [Double], triggerControl: String?, clock: String?,
      keyframes: [(keyPath: String, keyframes: [Keyframe])]
    ) {
      self.timeline = timeline
      self.repeatingControl = repeatingControl
      self.triggerAt = triggerAt
      self.triggerControl = triggerControl
      self.clock = clock
      self.keyframes = keyframes
    }

    var copy: Parts {
      Parts(
        timeline: timeline, repeatingControl: repeatingControl, triggerAt: triggerAt, triggerControl: triggerControl, clock: clock,
        keyframes: keyframes)
    }
  }

  init(
    id: String, timeline: KeyframeTimeline, mode: Mode, repeating: Bool, repeatingControl: String?, triggerAt: [Double],
    triggerControl: String?, startAt: Double, timeOffset: Double, padTo: Double?, intendedPeriod: Double?, clock: String?,
    keyframes: [(keyPath: String, keyframes: [Keyframe])]
  ) {
    self.id = id
    self.mode = mode
    self.repeating = repeating
    self.startAt = startAt
    self.timeOffset = timeOffset
    self.padTo = padTo
    self.intendedPeriod = intendedPeriod
    parts = Parts(
      timeline: timeline, repeatingControl: repeatingControl, triggerAt: triggerAt, triggerControl: triggerControl, clock: clock,
      keyframes: keyframes)
  }

  /// The box, unshared first when another copy holds it.
  private mutating func unique() -> Parts {
    if !isKnownUniquelyReferenced(&parts) { parts = parts.copy }
    return parts
  }

  var timeline: KeyframeTimeline {
    get { parts.timeline }
    set { unique().timeline = newValue }
  }
  var repeatingControl: String? {
    get { parts.repeatingControl }
    set { unique().repeatingControl = newValue }
  }
  var triggerAt: [Double] {
    get { parts.triggerAt }
    set { unique().triggerAt = newValue }
  }
  var triggerControl: String? {
    get { parts.triggerControl }
    set { unique().triggerControl = newValue }
  }
  /// "media" (animation time) or "wall" (Date, timers), when declared.
  var clock: String? {
    get { parts.clock }
    set { unique().clock = newValue }
  }
  /// The keyframes as written, per key path (for reports).
  var keyframes: [(keyPath: String, keyframes: [Keyframe])] {
    get { parts.keyframes }
    set { unique().keyframes = newValue }
  }

  /// The loop period, seconds.
  var period: Double { parts.timeline.duration }
}
