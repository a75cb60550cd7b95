// This file is part of curvetool. SPDX-License-Identifier: MIT

/// What an animation engine draws for a spring, frame by frame.
public struct SpringFrames: Hashable, Sendable {
  /// Wall-clock frame times in seconds from the start.
  public var times: [Double]
  /// The value shown at each frame.
  public var values: [Double]
  /// The engine's velocity at each frame, value units per second.
  public var velocities: [Double]
  /// When the engine declared the animation done (its frame time), if it
  /// did before the end of the simulation.
  public var doneTime: Double?
  /// Where each retarget took effect (``SpringRetarget``), in order; empty
  /// for an uninterrupted run.
  public var legStarts: [SpringLegStart] = []
}

/// Where an engine applied a retarget: the frame after which it did, what
/// the motion had there and the velocity the engine starts the new leg
/// with (which differs where the engine estimates or drops it).
public struct SpringLegStart: Hashable, Codable, Sendable {
  /// Index into the frames of the last frame before the new leg.
  public var frameIndex: Int
  /// The value carried into the new leg, value units.
  public var value: Double
  /// The engine's own velocity there, value units per second.
  public var velocity: Double
  /// The velocity the new leg starts with, value units per second.
  public var startVelocity: Double

  public init(frameIndex: Int, value: Double, velocity: Double, startVelocity: Double) {
    self.frameIndex = frameIndex
    self.value = value
    self.velocity = velocity
    self.startVelocity = startVelocity
  }
}

/// The engines `curvetool` emulates.
public enum SpringEngine: String, CaseIterable, Hashable, Codable, Sendable {
  /// The closed form at every frame time.
  case exact
  /// SwiftUI evaluates the closed form at media time: the same as `exact`.
  case swiftui = "swiftUI"
  /// androidx `SpringAnimation`: the closed form re-solved each frame from
  /// the `float` state over whole milliseconds, snapping at equilibrium.
  case android
  /// Motion 13: the closed form at frame times, done by restDelta and
  /// restSpeed (velocity only while ζ < 1), or at the duration of a
  /// duration-defined spring.
  case motion
  /// Popmotion 11: the closed form, done by its own rest rule (velocity
  /// taken as 0 for ζ ≥ 1), or at the duration of a duration spring.
  case popmotion
  /// react-spring: semi-implicit Euler in 1 ms steps, ⌈frame ms⌉ per frame.
  case reactSpring
  /// Rebound: RK4 in 1 ms steps with its interpolation and stale stage.
  case rebound
  /// React Native's `Animated.spring`: its closed form at frame times
  /// (every ζ ≥ 1 as critical), done by its thresholds or overshoot clamping.
  case reactNative
  /// Reanimated 4's `withSpring`: the closed form advanced frame by frame
  /// (every ζ ≥ 1 as critical), done by its energy threshold
  /// (``ReanimatedEngine``).
  case reanimated
  /// Jetpack Compose's `Animatable.animateTo(spring())`: the `Float` closed
  /// form from the animation's start at whole-millisecond play times, ended
  /// at Compose's duration estimate (``ComposeSpringEngine``): Compose's
  /// done rule is that estimate, not a rest rule (``DoneRule/Kind/estimate``).
  case compose
  /// UIKit and Core Animation spring animations, additive (the default since
  /// iOS 8): the closed form at media time; a new target adds a spring of
  /// the change to the running one (``SpringEngine/frames(of:frameRate:duration:settings:retargets:)``).
  /// Not a done rule of its own: it is not in a platform's engine slot.
  case uiKitAdditive

  /// The platform the engine stands for (`nil` for `exact`); its raw value
  /// is the platform's id.
  public var platform: PlatformID? {
    switch self {
    case .exact: nil
    case .swiftui: .swiftUI
    case .android: .android
    case .motion: .motion
    case .popmotion: .popmotion
    case .reactSpring: .reactSpring
    case .rebound: .rebound
    case .reactNative: .reactNative
    case .reanimated: .reanimated
    case .uiKitAdditive: .uiKit
    case .compose: .compose
    }
  }

  /// The platform the engine stands for, as people name it.
  public var platformName: String {
    self == .uiKitAdditive ? "UIKit (additive)" : platform?.platform.displayName ?? "exact"
  }

  /// The engine a user named: `exact` or a platform with an engine, read
  /// leniently (``PlatformID/init(lenient:)``: `react-spring`, `swiftui`).
  public init?(lenient text: String) {
    switch PlatformID.folded(text) {
    case "exact":
      self = .exact
      return
    case "uikitadditive", "coreanimationadditive":
      self = .uiKitAdditive
      return
    default: break
    }
    guard let id = PlatformID(lenient: text), let engine = id.platform.engine else { return nil }
    self = engine
  }

  /// Simulates `spring` at `frameRate` frames per second for up to
  /// `duration` seconds (or until the engine stops).
  ///
  /// - Parameters:
  ///   - frameRate: frames per second, > 0 (60, 120).
  ///   - duration: seconds of frames to produce at most, > 0.
  ///   - androidMinimumVisibleChange: Android's threshold base (pixels 1,
  ///     rotation 0.1, alpha 1/256, scale 1/500).
  public func frames(
    of spring: Spring, frameRate: Double, duration: Double, androidMinimumVisibleChange: Double = 1
  ) -> SpringFrames {
    frames(
      of: spring, frameRate: frameRate, duration: duration,
      settings: SpringEngineSettings(androidMinimumVisibleChange: androidMinimumVisibleChange))
  }

  /// Simulates `spring` with the engine's options in `settings`.
  public func frames(of spring: Spring, frameRate: Double, duration: Double, settings: SpringEngineSettings) -> SpringFrames {
    switch self {
    case .exact, .swiftui, .uiKitAdditive: return ClosedFormEngine.frames(spring, frameRate: frameRate, duration: duration, rule: nil)
    case .motion, .popmotion:
      // One loop for a run with or without changes of target.
      return ClosedFormEngine.retargetFrames(spring, engine: self, frameRate: frameRate, duration: duration, settings: settings, retargets: [])
    case .compose:
      return ComposeSpringEngine.frames(
        spring, frameRate: frameRate, duration: duration,
        visibilityThreshold: settings.composeVisibilityThreshold.map(Float.init) ?? ComposeDurationEstimate.defaultVisibilityThreshold)
    case .android:
      return AndroidSpringEngine.frames(
        spring, frameRate: frameRate, duration: duration, minimumVisibleChange: settings.androidMinimumVisibleChange,
        minimumValue: settings.androidMinimumValue.map { Float($0) } ?? -Float.greatestFiniteMagnitude,
        maximumValue: settings.androidMaximumValue.map { Float($0) } ?? Float.greatestFiniteMagnitude)
    case .reactSpring: return ReactSpringEngine.frames(spring, frameRate: frameRate, duration: duration, settings: settings)
    case .reactNative:
      return ReactNativeEngine.frames(
        spring, frameRate: frameRate, duration: duration,
        rule: .reactNative(restSpeed: settings.restSpeed, restDisplacement: settings.restDelta),
        overshootClamping: settings.overshootClamping)
    case .reanimated:
      return ReanimatedEngine.frames(
        spring, frameRate: frameRate, duration: duration,
        energyThreshold: settings.reanimatedEnergyThreshold ?? ReanimatedEngine.defaultEnergyThreshold,
        overshootClamping: settings.overshootClamping)
    case .rebound:
      let rule = SpringRestRule.rebound(restSpeed: settings.restSpeed, restDisplacement: settings.restDelta)
      return ReboundEngine.frames(
        spring, frameRate: frameRate, duration: duration, stepping: settings.reboundStepping, rule: rule,
        overshootClamping: settings.overshootClamping)
    }
  }

  /// The rule the engine stops by for `spring` (nil: the closed form runs on).
  public func restRule(for spring: Spring, _ settings: SpringEngineSettings = .init()) -> SpringRestRule? {
    let distance = Swift.abs(spring.to - spring.from)
    switch self {
    case .exact, .swiftui, .uiKitAdditive, .compose: return nil
    case .motion:
      return .motion(distance: distance, dampingRatio: spring.dampingRatio, restSpeed: settings.restSpeed, restDelta: settings.restDelta)
    case .popmotion:
      return .popmotion(distance: distance, dampingRatio: spring.dampingRatio, restSpeed: settings.restSpeed, restDelta: settings.restDelta)
    case .android: return .android(minimumVisibleChange: settings.androidMinimumVisibleChange)
    case .reactSpring:
      return .reactSpring(distance: distance, precision: settings.reactSpringPrecision, restVelocity: settings.reactSpringRestVelocity)
    case .rebound: return .rebound(restSpeed: settings.restSpeed, restDisplacement: settings.restDelta)
    case .reactNative: return .reactNative(restSpeed: settings.restSpeed, restDisplacement: settings.restDelta)
    case .reanimated: return .reanimated(energyThreshold: settings.reanimatedEnergyThreshold)
    }
  }
}

/// The closed form at frame times k/f (SwiftUI's; with `motionCap`, Motion's
/// and Popmotion's generators sampled directly); with a rest rule, the first
/// frame that satisfies it shows the target and ends. Motion's and
/// Popmotion's engines, with their own clocks and changes of target, are
/// ``retargetFrames(_:engine:frameRate:duration:settings:retargets:)``.
enum ClosedFormEngine {
  static func frames(
    _ s: Spring, frameRate: Double, duration: Double, rule: SpringRestRule?, finishTime: Double? = nil,
    motionCap: Bool = false
  ) -> SpringFrames {
    var result = SpringFrames(times: [], values: [], velocities: [], doneTime: nil)
    let count = Int(checking: duration * frameRate, .down) ?? 0
    for k in 0...Swift.max(count, 0) {
      let t = Double(k) / frameRate
      // Motion's and Popmotion's evaluation (Spring.motionValueAndVelocity).
      let (x, v) = motionCap ? s.motionValueAndVelocity(at: t) : (s.value(at: t), s.velocity(at: t))
      let finished = finishTime.map { t >= $0 } ?? false
      // Checked from the first frame on, as Motion's and Popmotion's next(0)
      // checks it: a spring with no distance and no velocity is done at once.
      let rested = rule.map { Swift.abs(v) <= $0.speed && Swift.abs(s.to - x) <= $0.displacement } ?? false
      if finished || rested {
        result.times.append(t)
        result.values.append(s.to)
        result.velocities.append(0)
        result.doneTime = t
        return result
      }
      result.times.append(t)
      result.values.append(x)
      result.velocities.append(v)
    }
    return result
  }

  /// Motion's `calcGeneratorDuration`: the first multiple of 50 ms (0
  /// included, up to 20 s) at which the rest rule holds, in seconds; `nil`
  /// if none.
  static func motionGeneratorDuration(_ s: Spring, _ settings: SpringEngineSettings = .init()) -> Double? {
    guard let rule = SpringEngine.motion.restRule(for: s, settings) else { return nil }
    var ms = 0
    while ms < 20_000 {
      let t = Double(ms) / 1000
      let (x, v) = s.motionValueAndVelocity(at: t)
      if Swift.abs(v) <= rule.speed, Swift.abs(s.to - x) <= rule.displacement {
        return t
      }
      ms += 50
    }
    return nil
  }
}

extension Spring {
  /// Motion's generator duration: the first 50 ms grid point (0 included,
  /// up to 20 s)
  /// where |v| ≤ restSpeed and |Δ| ≤ restDelta, as `calcGeneratorDuration`
  /// computes it; seconds, `nil` beyond 20 s.
  public var motionGeneratorDuration: Double? { ClosedFormEngine.motionGeneratorDuration(self) }

  /// ``motionGeneratorDuration`` with Motion's restSpeed and restDelta set.
  public func motionGeneratorDuration(settings: SpringEngineSettings) -> Double? {
    ClosedFormEngine.motionGeneratorDuration(self, settings)
  }
}
