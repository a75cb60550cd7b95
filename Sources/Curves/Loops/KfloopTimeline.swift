// This file is part of curvetool. SPDX-License-Identifier: MIT

/// One timeline and its playback.
public struct KfloopTimeline: Sendable {
  public enum Mode: String, CaseIterable, Sendable { case repeating, trigger, once }

  public var id: String
  public var timeline: KeyframeTimeline
  public var mode: Mode
  /// A fixed `repeating`, or the control that sets it.
  public var repeating: Bool
  public var repeatingControl: String?
  public var triggerAt: [Double]
  public var triggerControl: String?
  /// Seconds on the shared clock when the timeline starts (start skew).
  public var startAt: Double
  /// Seconds into the loop at the start (a phase).
  public var timeOffset: Double
  public var padTo: Double?
  public var intendedPeriod: Double?
  /// "media" (animation time) or "wall" (Date, timers), when declared.
  public var clock: String?
  /// The keyframes as written, per key path (for reports).
  public var keyframes: [(keyPath: String, keyframes: [Keyframe])]

  /// The loop period, seconds.
  public var period: Double { timeline.duration }

  public init(id: String, timeline: KeyframeTimeline, mode: Mode, repeating: Bool, repeatingControl: String?, triggerAt: [Double], triggerControl: String?, startAt: Double, timeOffset: Double, padTo: Double?, intendedPeriod: Double?, clock: String?, keyframes: [(keyPath: String, keyframes: [Keyframe])]) {
    self.id = id
    self.timeline = timeline
    self.mode = mode
    self.repeating = repeating
    self.repeatingControl = repeatingControl
    self.triggerAt = triggerAt
    self.triggerControl = triggerControl
    self.startAt = startAt
    self.timeOffset = timeOffset
    self.padTo = padTo
    self.intendedPeriod = intendedPeriod
    self.clock = clock
    self.keyframes = keyframes
  }
}
