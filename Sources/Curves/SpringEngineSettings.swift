// This file is part of curvetool. SPDX-License-Identifier: MIT

/// How an engine is configured beyond the spring itself: the options each
/// library takes next to its physics.
public struct SpringEngineSettings: Hashable, Codable, Sendable {
  /// Android's minimum visible change (pixels 1, rotation 0.1, alpha
  /// 1/256, scale 1/500), value units.
  public var androidMinimumVisibleChange: Double
  /// Motion's and Popmotion's `restSpeed` and Rebound's
  /// `restSpeedThreshold`, value units per second; `nil` for the library's
  /// default for the move (Rebound's: 0.001).
  public var restSpeed: Double?
  /// Motion's and Popmotion's `restDelta` and Rebound's
  /// `restDisplacementThreshold`, value units; `nil` for the library's
  /// default (Rebound's: 0.001).
  public var restDelta: Double?
  /// A Motion spring given by `duration`/`bounce` finishes, and snaps to
  /// its target, at this time (seconds: the duration clamped to 0.01…10 s).
  public var motionFinishTime: Double?
  /// A Popmotion spring given by `duration`/`bounce` finishes at this time
  /// (seconds, the duration as given); `.infinity` when it never does
  /// (Popmotion 11 without a `duration`).
  public var popmotionFinishTime: Double?
  /// How Rebound advances frames.
  public var reboundStepping: ReboundStepping
  /// react-spring's `precision` (value units) and `restVelocity` (value
  /// units per millisecond); `nil` (or 0, which react-spring reads as
  /// unset) for its defaults: precision min(1, 0.001·|to − from|), 0.005
  /// when from = to; restVelocity precision/10.
  public var reactSpringPrecision: Double?
  public var reactSpringRestVelocity: Double?
  /// react-spring's `clamp`: the spring stops at its target the first time
  /// it reaches or passes it (its bounce factor 0: velocity 0, value the
  /// target, then the step goes on from there).
  public var reactSpringClamp: Bool
  /// The library starts this spring from rest whatever velocity it is
  /// given or inherits: Motion's duration springs (`duration`/`bounce`,
  /// `visualDuration` with `bounce`; motion-dom spring.ts sets their
  /// velocity to 0 since 12.34.3, commit bebd7f5, the test "Time-defined
  /// spring ignores velocity") and Popmotion 11's (`velocity: 0` after
  /// findSpring).
  public var startsFromRest: Bool
  /// Android's `setMinValue`/`setMaxValue`, value units: after each frame
  /// the value is clamped into them (the velocity is not), and the next
  /// frame goes on from the clamped value; `nil` for Android's defaults,
  /// ∓Float.MAX_VALUE. Android refuses a start value or target outside
  /// them (DynamicAnimation.start, SpringAnimation.start).
  public var androidMinimumValue: Double?
  public var androidMaximumValue: Double?
  /// Rebound's `setOvershootClampingEnabled(true)`: the spring stops at its
  /// end the first frame it is past it, in the direction from its start
  /// value (`isOvershooting`), velocity 0.
  public var overshootClamping: Bool
  /// Compose's `spring(visibilityThreshold =)`, value units: the band its
  /// duration estimate ends the animation in (``ComposeDurationEstimate``);
  /// `nil` for a `Float`'s default, 0.01.
  public var composeVisibilityThreshold: Double?
  /// Reanimated's `energyThreshold`: the spring is done at the first frame
  /// whose energy is at most this fraction of the start's; `nil` for its
  /// default, 6e-9 (``ReanimatedEngine``).
  public var reanimatedEnergyThreshold: Double?

  public init(
    androidMinimumVisibleChange: Double = 1, restSpeed: Double? = nil, restDelta: Double? = nil,
    motionFinishTime: Double? = nil, popmotionFinishTime: Double? = nil, reboundStepping: ReboundStepping = .looper,
    startsFromRest: Bool = false, reactSpringPrecision: Double? = nil, reactSpringRestVelocity: Double? = nil,
    reactSpringClamp: Bool = false, androidMinimumValue: Double? = nil, androidMaximumValue: Double? = nil,
    overshootClamping: Bool = false, composeVisibilityThreshold: Double? = nil, reanimatedEnergyThreshold: Double? = nil
  ) {
    self.androidMinimumVisibleChange = androidMinimumVisibleChange
    self.restSpeed = restSpeed
    self.restDelta = restDelta
    self.motionFinishTime = motionFinishTime
    self.popmotionFinishTime = popmotionFinishTime
    self.reboundStepping = reboundStepping
    self.startsFromRest = startsFromRest
    self.reactSpringPrecision = reactSpringPrecision
    self.reactSpringRestVelocity = reactSpringRestVelocity
    self.reactSpringClamp = reactSpringClamp
    self.androidMinimumValue = androidMinimumValue
    self.androidMaximumValue = androidMaximumValue
    self.overshootClamping = overshootClamping
    self.composeVisibilityThreshold = composeVisibilityThreshold
    self.reanimatedEnergyThreshold = reanimatedEnergyThreshold
  }
}

extension SpringEngineSettings {
  /// These settings (a command line's) with the options a spring's source
  /// gives (its expression, preset or form) where these leave them unset:
  /// a given restSpeed or restDelta wins over the source's; the finish
  /// times, react-spring's options, Compose's visibility threshold and the
  /// start from rest come from the source.
  public func adopting(_ source: SpringEngineSettings) -> SpringEngineSettings {
    var s = self
    s.restSpeed = restSpeed ?? source.restSpeed
    s.restDelta = restDelta ?? source.restDelta
    s.motionFinishTime = source.motionFinishTime ?? motionFinishTime
    s.popmotionFinishTime = source.popmotionFinishTime ?? popmotionFinishTime
    s.reactSpringPrecision = source.reactSpringPrecision ?? reactSpringPrecision
    s.reactSpringRestVelocity = source.reactSpringRestVelocity ?? reactSpringRestVelocity
    s.reactSpringClamp = reactSpringClamp || source.reactSpringClamp
    s.startsFromRest = startsFromRest || source.startsFromRest
    s.composeVisibilityThreshold = source.composeVisibilityThreshold ?? composeVisibilityThreshold
    s.reanimatedEnergyThreshold = source.reanimatedEnergyThreshold ?? reanimatedEnergyThreshold
    return s
  }
}

/// How Rebound's frames advance.
public enum ReboundStepping: String, CaseIterable, Hashable, Codable, Sendable {
  /// `SpringSystem.loop` (the default): the first frame after activation
  /// advances 1 ms, later frames the difference of two readings of a clock
  /// gaining the frame interval each frame, as `SimulationLooper` keeps it
  /// (capped at 64 ms).
  case looper
  /// `Spring.advance` driven directly with a constant frame interval from
  /// the first frame on.
  case constant
}
