// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A spring analysed for `curvetool spring`: exact motion, every platform's
/// done time, the engine's frames.
struct SpringResult {
  /// One platform's "done": the rule, the exact continuous time and what its
  /// engine does at 60 and 120 Hz.
  struct Settle {
    var rule: SpringRestRule
    var exact: Double?
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
  let engine: SpringEngine
  let fps: Double
  let epsilon: Double
  let analysis: CurveAnalysis
  let settles: [Settle]
  let frames: SpringFrames
  let integrations: [(SpringIntegrator, SpringIntegration)]

  /// The longest a default sample runs, seconds.
  static let maximumLength = 60.0

  init(
    spring: Spring, origin: String, engine: SpringEngine, fps: Double, length: Double?, epsilon: Double,
    androidThreshold: Double
  ) {
    self.spring = spring
    self.origin = origin
    self.engine = engine
    self.fps = fps
    self.epsilon = epsilon
    let distance = Swift.abs(spring.to - spring.from)
    let band = epsilon * (distance == 0 ? 1 : distance)
    analysis = spring.analysis(tolerance: band, end: nil, reference: distance == 0 ? nil : distance)
    var settles: [Settle] = []
    for rule in [
      SpringRestRule.swiftUI(epsilon: epsilon, distance: distance), .android(minimumVisibleChange: androidThreshold),
      .motion(distance: distance), .reactSpring(distance: distance), .rebound,
    ] {
      let exact = rule.settleTime(of: spring)
      let engine: SpringEngine? = switch rule.platform {
      case "android": .android
      case "motion": .motion
      case "react-spring": .reactSpring
      case "rebound": .rebound
      default: nil
      }
      var settle = Settle(rule: rule, exact: exact, simulated: engine != nil)
      if let engine {
        settle.at60 = engine.frames(of: spring, frameRate: 60, duration: Self.maximumLength, androidMinimumVisibleChange: androidThreshold).doneTime
        settle.at120 = engine.frames(of: spring, frameRate: 120, duration: Self.maximumLength, androidMinimumVisibleChange: androidThreshold).doneTime
      }
      if rule.platform == "motion" { settle.grid = spring.motionGeneratorDuration }
      settles.append(settle)
    }
    self.settles = settles
    // Sample until settled (closed-form engines) or until the engine stops.
    let fallback = spring.dampedPeriod.isFinite ? 10 * spring.dampedPeriod : 10 * spring.period
    let settled = analysis.settleTime ?? Swift.min(Self.maximumLength, fallback)
    let defaultLength = Swift.min(Self.maximumLength, (settled * fps).rounded(.up) / fps)
    let span = length ?? (engine == .exact || engine == .swiftui ? defaultLength : Self.maximumLength)
    frames = engine.frames(of: spring, frameRate: fps, duration: Swift.max(span, 0), androidMinimumVisibleChange: androidThreshold)
    let times = Array(frames.times.dropFirst())
    integrations = times.isEmpty ? [] : [
      SpringIntegrator.semiImplicitEuler(step: 0.001), .rungeKutta4(step: 1 / fps), .dormandPrince(tolerance: 1e-9),
    ].map { ($0, spring.integrate($0, at: times)) }
  }

  var keyframes: Keyframes {
    let end = frames.times.last ?? 0
    return Keyframes(
      times: frames.times, keyTimes: frames.times.map { end > 0 ? $0 / end : 0 },
      values: frames.values, valuesAreFloat: false)
  }
}
