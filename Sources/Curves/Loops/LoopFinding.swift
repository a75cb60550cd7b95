// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The stable codes of a loop diagnosis's findings (docs/diagnose.md §4).
public enum DiagnosticCode: String, CaseIterable, Comparable, Sendable, CustomStringConvertible {
  case d01 = "D01", d02 = "D02", d03 = "D03", d04 = "D04", d05 = "D05"
  case d06 = "D06", d07 = "D07", d08 = "D08", d09 = "D09", d10 = "D10"
  /// Lottie's own (docs/diagnose.md §14).
  case d11 = "D11", d12 = "D12", d13 = "D13", d14 = "D14"

  public var description: String { rawValue }

  public static func < (a: DiagnosticCode, b: DiagnosticCode) -> Bool { a.rawValue < b.rawValue }
}

/// One finding of a loop diagnosis, as a value: what it is, how visible,
/// what it is about and by how much (``evidence``: the subjects and the
/// numbers), and what fixes it. Reports render it; no text is made here
/// (docs/diagnose.md §4).
public struct LoopFinding: Sendable {
  /// What was found; its raw value is the finding's stable name.
  public enum Kind: String, CaseIterable, Sendable {
    case periodMismatch = "PERIOD_MISMATCH"
    case periodPattern = "PERIOD_PATTERN"
    case intendedPeriod = "INTENDED_PERIOD"
    case springUnsettled = "SPRING_UNSETTLED"
    case seamDiscontinuity = "SEAM_DISCONTINUITY"
    case startSkew = "START_SKEW"
    case triggerBeat = "TRIGGER_BEAT"
    case timerJitter = "TIMER_JITTER"
    case frameQuantisation = "FRAME_QUANTISATION"
    case velocityKink = "VELOCITY_KINK"
    case clockDomain = "CLOCK_DOMAIN"
    case endHold = "END_HOLD"
    case easedSeam = "EASED_SEAM"
    case subframeKeyframe = "SUBFRAME_KEYFRAME"
    case expressionDropped = "EXPRESSION_DROPPED"

    /// The stable code.
    public var code: DiagnosticCode {
      switch self {
      case .periodMismatch, .periodPattern: .d01
      case .intendedPeriod: .d02
      case .springUnsettled: .d03
      case .seamDiscontinuity: .d04
      case .startSkew: .d05
      case .triggerBeat: .d06
      case .timerJitter: .d07
      case .frameQuantisation: .d08
      case .velocityKink: .d09
      case .clockDomain: .d10
      case .endHold: .d11
      case .easedSeam: .d12
      case .subframeKeyframe: .d13
      case .expressionDropped: .d14
      }
    }
  }

  public var kind: Kind
  /// The largest visible effect in threshold units (value change ÷ the key
  /// path's visible step, ``LoopMeasures/threshold(_:)``).
  public var impact: Double
  /// The subjects and numbers.
  public var evidence: LoopEvidence
  /// What fixes it, most direct first.
  public var fixes: [LoopFix]

  public var code: DiagnosticCode { kind.code }
}

/// A fix for a finding, with its numbers; a report words it in the source's
/// own terms.
public enum LoopFix: Sendable, Hashable {
  /// The loops realign: nothing, if the pattern is intended.
  case keepPattern
  /// One period for every loop, `seconds` long.
  case sharePeriod(seconds: Double)
  /// Stagger loops inside the shared period, not by different durations.
  case staggerInsidePeriod
  /// Timeline `timeline` to last `seconds`, its durations scaled by `scale`.
  case fitIntendedPeriod(timeline: String, seconds: Double, scale: Double)
  /// A timeline lasts as long as its longest track: every track to sum to
  /// the period.
  case tracksSumToPeriod
  /// Spring slots as long as their settling time (`settle` seconds here),
  /// or a stiffer spring (SwiftUI duration `duration`, bounce `bounce`)
  /// that settles in the `slot`.
  case springSlot(settle: Double, duration: Double, bounce: Double, slot: Double)
  /// End each loop at its start value and at rest.
  case endWhereItStarts
  /// Start every loop from one clock.
  case oneClock
  /// A control's interval a multiple of the shared period `period`.
  case intervalMultipleOfPeriod(period: Double)
  /// Every loop driven from one timeline.
  case oneTimeline
  /// A repeating timer in the common mode, without tolerance.
  case steadyTimer
  /// Durations of whole frames at every rate.
  case wholeFrames
  /// Automatic velocities at keyframes.
  case automaticVelocities
  /// Phases from media time, never wall time.
  case mediaTime
  /// The last keyframe of `path` moved to the end, `outFrame`, or the
  /// composition ended at `lastFrame`.
  case moveLastKeyframe(path: String, outFrame: Double, lastFrame: Double)
  /// Handles at the seam that run through it.
  case runThroughSeam
  /// Every keyframe on a whole frame.
  case keyframesOnFrames
  /// Expressions baked into keyframes.
  case bakeExpressions
}
