// This file is part of curvetool. SPDX-License-Identifier: MIT

/// What a finding is about and by how much: its subjects (timelines, key
/// paths, controls) and numbers, one shape per kind of finding
/// (docs/diagnose.md §4). Seconds unless said; values in the key path's
/// units.
public enum LoopEvidence: Sendable {
  case periods(Periods)
  case intendedPeriods([IntendedPeriod], cause: Cause?)
  case springs([SpringCut], cause: Cause?)
  case seams([Seam], cause: Cause?)
  case skew([StartSkew], spread: Double, deliberate: Bool)
  case triggers(Triggers)
  case timers([LateTimer])
  case frames([FrameGrid], exactSampling: Bool)
  case kinks([Kink])
  case clocks(wall: [String], media: [String])
  case lottie([LottieFact], cause: Cause?)

  /// What makes a finding's impact: the key path (`timeline.keyPath` where
  /// a timeline is named) and the numbers that reach it.
  public struct Cause: Sendable {
    public var timeline: String?
    public var keyPath: String
    public var what: What
    public enum What: Sendable, Hashable {
      /// A loop `offBy` seconds off its intended period.
      case offPeriod(range: Double, offBy: Double)
      /// It holds while the longest track finishes.
      case holds
      /// It stops `residual` short of its target.
      case stopsShort(residual: Double)
      /// It jumps by `jump` and turns its velocity by `kink` per second at
      /// the seam (either may be 0).
      case seam(jump: Double, kink: Double, frame: Double)
      /// It jumps by `jump` at `time`.
      case jumps(jump: Double, time: Double)
      /// Stands still `share` of each loop.
      case standsStill(share: Double)
      /// Loses `speed` per second at every restart.
      case losesSpeed(Double)
      /// Moves `distance` in the time a player may round away.
      case rounded(distance: Double)
      /// Differs by `deviation` on phones.
      case differs(deviation: Double)
    }
  }

  /// D01: loops of different periods.
  public struct Periods: Sendable {
    /// Every loop's id and period, in file order.
    public var loops: [(id: String, period: Double)]
    /// Loops grouped by period, shortest first.
    public var groups: [(period: Double, ids: [String])]
    /// When every loop restarts together (`nil`: never).
    public var restartTogether: Double?
    /// Pairs of groups, at most ``LoopLimits/listing``.
    public var pairs: [Pair]
    /// Pairs of groups in all.
    public var pairCount: Int
    /// The control that pauses and restarts the loops together, and its
    /// interval.
    public var restartingControl: (id: String, interval: Double)?
    /// The key path of the largest impact, and its range.
    public var worst: (keyPath: String, range: Double)

    public struct Pair: Sendable {
      /// Indices into ``groups``.
      public var a: Int
      public var b: Int
      /// In phase again every `beat` seconds.
      public var beat: Double
      /// Further apart each cycle.
      public var driftPerCycle: Double
      /// When they restart together (`nil`: never).
      public var restartTogether: Double?
      /// When they are a phase threshold apart.
      public var timeToThreshold: Double
    }
  }

  /// D02: a timeline off its intended period, or with tracks of unequal
  /// length.
  public struct IntendedPeriod: Sendable {
    public var timeline: String
    public var period: Double
    /// The intended period when the timeline is off it.
    public var intended: Double?
    /// Every track's length when they differ (key path, seconds).
    public var tracks: [(keyPath: String, duration: Double)]?
  }

  /// D03: a spring slot cut before the spring settles.
  public struct SpringCut: Sendable {
    public var timeline: String
    public var keyPath: String
    public var keyframe: Int
    public var slot: Double
    public var settlingDuration: Double
    /// The value at the cut, and minus the target.
    public var valueAtCut: Double
    public var residual: Double
    /// The move's size, |to − from|.
    public var distance: Double
    public var velocityAtCut: Double
  }

  /// D04: a loop's seam for one key path.
  public struct Seam: Sendable {
    public var timeline: String
    public var keyPath: String
    public var end: Double
    public var start: Double
    public var endVelocity: Double
    public var startVelocity: Double
    /// start − end (whole turns removed for a rotation).
    public var jump: Double
    /// startVelocity − endVelocity.
    public var kink: Double
  }

  /// D05: a loop's start on the shared clock.
  public struct StartSkew: Sendable {
    public var timeline: String
    public var startAt: Double
    public var timeOffset: Double
    /// Its start after the earliest, seconds.
    public var lag: Double
  }

  /// D06: controls acting on loops mid-cycle.
  public struct Triggers: Sendable {
    public var controls: [Control]
    /// Fires listed (at most ``LoopLimits/listing``) and counted past that.
    public var listed: [LoopSimulation.Fire]
    public var omitted: Int
    /// The fire of the largest impact.
    public var cause: Cause?

    public struct Control: Sendable {
      public var id: String
      public var interval: Double
      public var firstFireAt: Double
      /// When it first fires on a timeline.
      public var firstTime: Double
      /// Its first fires (all at one time), each with the pattern's period
      /// when it repeats.
      public var first: [(fire: LoopSimulation.Fire, pattern: Double?)]
    }
  }

  /// D07: a timer that fires late.
  public struct LateTimer: Sendable {
    public var control: String
    /// Per fire, seconds: tolerance, one frame and the lateness model.
    public var latePerFire: Double
    public var tolerance: Double
    public var maxLate: Double?
    public var chained: Bool
    public var fires: Double
    /// Lateness over the horizon (chained) or per fire.
    public var total: Double
    public var runLoopMode: KfloopRunLoopMode
  }

  /// D08: a timeline at one frame rate.
  public struct FrameGrid: Sendable {
    public var timeline: String
    public var hz: Double
    public var periodFrames: Double
    /// Whether the period is whole frames.
    public var wholePeriod: Bool
    /// The drift per loop of a frame-counting player, seconds.
    public var drift: Double
    /// Boundaries between frames, in frames (at most four listed).
    public var offGrid: [Double]
  }

  /// D09: a velocity break inside a track.
  public struct Kink: Sendable {
    public var timeline: String
    public var keyPath: String
    public var time: Double
    public var keyframe: Int
    public var velocityBefore: Double
    public var velocityAfter: Double
    public var kink: Double
    public var jump: Double
    public var why: Why
    public enum Why: Sendable, Hashable { case moveMidMotion, jump, disagreeingVelocity }
  }
}
