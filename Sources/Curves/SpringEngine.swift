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

/// An engine `curvetool` emulates: how a platform draws a spring frame by
/// frame, when it stops and how it takes a new target. A platform's engine
/// is declared in its own file (`Platform+<Name>.swift`) and sits in its
/// registry entry (``Platform/engine``), so a new engine is a new value
/// there, not a case added to switches elsewhere (docs/platforms.md §3).
/// ``exact`` and ``uiKitAdditive`` (UIKit's additive animations, with no
/// done rule of their own) are the two outside a platform's engine slot.
///
/// Two engines are the same when their ids are; the id is the platform's
/// (`reactSpring`), `exact` or `uiKitAdditive`, and is how it is written in
/// JSON and on the command line (`--engine`).
public struct SpringEngine: RawRepresentable, CaseIterable, Hashable, Codable, Sendable {
  /// Draws `spring` at `frameRate` frames per second for up to `duration`
  /// seconds with the engine's options, changing target at each retarget
  /// (times ascending; empty for an uninterrupted run).
  typealias Draw = @Sendable (
    _ spring: Spring, _ frameRate: Double, _ duration: Double, _ settings: SpringEngineSettings, _ retargets: [SpringRetarget]
  ) -> SpringFrames

  /// The id (`reactSpring`).
  public let rawValue: String
  /// The platform the engine stands for (`nil` for `exact`).
  public let platform: PlatformID?
  /// What draws the frames, in a few words, for reports
  /// (`Rebound (1 ms RK4 steps)`).
  public let method: String
  /// Whether the engine applies a change at its exact time on a continuous
  /// clock (SwiftUI's and Core Animation's media time) rather than between
  /// two frames.
  public let isContinuous: Bool
  /// Whether the engine takes `overshootClamping`: done at the first pass
  /// of the target.
  public let clampsOvershoot: Bool
  /// The letter a plot marks its frames with; `nil` for the continuous
  /// engines, drawn as the continuous motion.
  public let mark: Character?
  /// Its name where it is not its platform's (`UIKit (additive)`).
  let name: String?
  /// When the library ends a spring given by its duration, seconds, from
  /// the engine's options (Motion's and Popmotion's duration springs);
  /// `nil` when it ends by its rest rule.
  let finish: @Sendable (_ settings: SpringEngineSettings) -> Double?
  let draw: Draw
  let rest: @Sendable (_ spring: Spring, _ settings: SpringEngineSettings) -> SpringRestRule?

  init(
    _ id: String, platform: PlatformID?, name: String? = nil, method: String, isContinuous: Bool = false,
    clampsOvershoot: Bool = false, mark: Character?,
    finish: @escaping @Sendable (_ settings: SpringEngineSettings) -> Double? = { _ in nil }, draw: @escaping Draw,
    rest: @escaping @Sendable (_ spring: Spring, _ settings: SpringEngineSettings) -> SpringRestRule?
  ) {
    rawValue = id
    self.platform = platform
    self.name = name
    self.method = method
    self.isContinuous = isContinuous
    self.clampsOvershoot = clampsOvershoot
    self.mark = mark
    self.finish = finish
    self.draw = draw
    self.rest = rest
  }

  /// The closed form at every frame time.
  public static let exact = SpringEngine(
    "exact", platform: nil, method: "the exact closed form", isContinuous: true, mark: nil,
    draw: SpringEngine.closedForm, rest: { _, _ in nil })

  /// Every engine: ``exact``, the registry's platforms' engines in registry
  /// order, then ``uiKitAdditive``.
  public static let allCases: [SpringEngine] = [.exact] + Platform.all.compactMap(\.engine) + [.uiKitAdditive]

  /// The engine with this id.
  public init?(rawValue: String) {
    guard let engine = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = engine
  }

  public static func == (a: SpringEngine, b: SpringEngine) -> Bool { a.rawValue == b.rawValue }
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  /// The platform the engine stands for, as people name it.
  public var platformName: String { name ?? platform?.platform.displayName ?? rawValue }

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
    draw(spring, frameRate, duration, settings, [])
  }

  /// When the library ends a spring given by its duration (Motion's and
  /// Popmotion's), seconds, with the options in `settings`; `nil` when its
  /// rest rule ends it.
  public func finishTime(_ settings: SpringEngineSettings) -> Double? { finish(settings) }

  /// The rule the engine stops by for `spring` (nil: the closed form runs on).
  public func restRule(for spring: Spring, _ settings: SpringEngineSettings = .init()) -> SpringRestRule? {
    rest(spring, settings)
  }

  /// The closed form at frame times; with changes of target, SwiftUI's
  /// continuous rule (``ClosedFormEngine/continuousFrames(_:frameRate:duration:retargets:)``).
  static let closedForm: Draw = { spring, frameRate, duration, _, retargets in
    retargets.isEmpty
      ? ClosedFormEngine.frames(spring, frameRate: frameRate, duration: duration, rule: nil)
      : ClosedFormEngine.continuousFrames(spring, frameRate: frameRate, duration: duration, retargets: retargets)
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
