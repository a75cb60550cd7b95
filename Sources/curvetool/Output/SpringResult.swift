// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A spring analysed for `curvetool spring`: exact motion, every platform's
/// done time, the engine's frames.
struct SpringResult {
  /// One platform's "done": the rule, the exact continuous time and what its
  /// engine does at 60 and 120 Hz.
  struct Settle {
    /// The platform's engine (`.swiftui` for SwiftUI, whose completion rule
    /// is not public and is not simulated).
    var engine: SpringEngine
    var rule: SpringRestRule
    var exact: Double?
    /// Motion and Popmotion duration springs: when the library finishes.
    var finishTime: Double?
    var at60: Double?
    var at120: Double?
    /// Motion only: calcGeneratorDuration's 50 ms grid.
    var grid: Double?
    /// Whether the platform's engine was simulated (SwiftUI's completion
    /// rule is not public).
    var simulated: Bool
  }

  let spring: Spring
  let origin: String
  /// What the platform did with the parameters that may surprise.
  let note: String?
  let engine: SpringEngine
  let fps: Double
  let epsilon: Double
  /// Android's minimum visible change, value units (1: pixels).
  let androidThreshold: Double
  /// Rebound's overshoot clamping (`--overshoot-clamping`).
  let overshootClamping: Bool
  /// Where Compose ends the animation (its own estimate), for the done table.
  let compose: ComposeEnd
  let analysis: CurveAnalysis
  let settles: [Settle]
  let frames: SpringFrames
  let integrations: [(SpringIntegrator, SpringIntegration)]
  /// `--retarget`: the changes, and every platform's run.
  let retargets: [SpringRetarget]
  let retargetRuns: [RetargetRun]

  /// The longest a default sample runs, seconds.
  static let maximumLength = 60.0

  /// The engines of the "done" table: those of the registry's platforms
  /// whose done rule is their engine's rest rule, in registry order
  /// (Compose's estimate has a row of its own).
  static let platforms: [SpringEngine] = Platform.all.compactMap { $0.done.isRestRule ? $0.engine : nil }

  init(
    spring: Spring, origin: String, engine: SpringEngine, fps: Double, length: Double?, epsilon: Double,
    settings: SpringEngineSettings, note: String? = nil, retargets: [SpringRetarget] = []
  ) {
    self.retargets = retargets
    retargetRuns = retargets.isEmpty ? [] : RetargetRun.runs(spring, retargets, settings: settings, epsilon: epsilon)
    self.spring = spring
    self.origin = origin
    self.note = note
    self.engine = engine
    self.fps = fps
    self.epsilon = epsilon
    androidThreshold = settings.androidMinimumVisibleChange
    overshootClamping = settings.overshootClamping
    compose = ComposeEnd(spring, visibilityThreshold: settings.composeVisibilityThreshold)
    let distance = spring.distance
    let band = SettleBand.band(epsilon: epsilon, distance: distance)
    analysis = spring.analysis(tolerance: band, end: nil, reference: distance == 0 ? nil : distance)
    var settles: [Settle] = []
    for platform in Self.platforms {
      let rule = platform.restRule(for: spring, settings) ?? .swiftUI(epsilon: epsilon, distance: distance)
      // A duration spring of Motion or Popmotion is done at its duration.
      let finish = platform.finishTime(settings)
      let exact = finish.map { $0.isFinite ? $0 : nil } ?? rule.settleTime(of: spring)
      var settle = Settle(engine: platform, rule: rule, exact: exact, finishTime: finish, simulated: platform != .swiftui)
      if settle.simulated {
        settle.at60 = platform.frames(of: spring, frameRate: 60, duration: Self.maximumLength, settings: settings).doneTime
        settle.at120 = platform.frames(of: spring, frameRate: 120, duration: Self.maximumLength, settings: settings).doneTime
      }
      if platform == .motion, finish == nil { settle.grid = spring.motionGeneratorDuration(settings: settings) }
      settles.append(settle)
    }
    self.settles = settles
    // Sample until settled (closed-form engines) or until the engine stops.
    let fallback = spring.dampedPeriod.isFinite ? 10 * spring.dampedPeriod : 10 * spring.period
    let settled = analysis.settleTime ?? Swift.min(Self.maximumLength, fallback)
    // With retargets, until the last leg has settled.
    let lastSettled = retargetRuns.first { $0.engine == .swiftui }?.done ?? (retargets.isEmpty ? settled : Self.maximumLength)
    let defaultLength = Swift.min(Self.maximumLength, (Swift.max(settled, lastSettled) * fps).rounded(.up) / fps)
    let span = length ?? (engine.isContinuous ? defaultLength : Self.maximumLength)
    frames = engine.frames(of: spring, frameRate: fps, duration: Swift.max(span, 0), settings: settings, retargets: retargets)
    let times = Array(frames.times.dropFirst())
    // Integrators are compared on one uninterrupted spring.
    integrations = times.isEmpty || !retargets.isEmpty ? [] : [
      SpringIntegrator.semiImplicitEuler(step: 0.001), .rungeKutta4(step: 1 / fps), .dormandPrince(tolerance: 1e-9),
    ].map { ($0, spring.integrate($0, at: times)) }
  }

  /// The exact motion: the spring, or with retargets SwiftUI's
  /// continuous rule (``Spring/legs(_:)``).
  func exactValue(at t: Double) -> Double {
    guard !retargets.isEmpty else { return spring.value(at: t) }
    let leg = legs.last { $0.start <= t } ?? legs[0]
    return leg.spring.value(at: t - leg.start)
  }

  /// The continuous legs (one without retargets).
  var legs: [(start: Double, spring: Spring)] { spring.legs(retargets) }

  var keyframes: KeyframeValues {
    let end = frames.times.last ?? 0
    return KeyframeValues(
      times: frames.times, keyTimes: frames.times.map { end > 0 ? $0 / end : 0 },
      values: frames.values, valuesAreFloat: false)
  }
}
