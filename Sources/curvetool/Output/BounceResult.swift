// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A computed bounce: the curve, its keyframes and their analysis, in either
/// mode. Built once, written by every format.
struct BounceResult {
  let bounce: Bounce
  let mode: BounceMode
  /// Keyframes per second (60 in skbounce mode).
  let fps: Double
  /// The curve in seconds: the exact curve, or the continuous curve
  /// SKBounce's values sample.
  let curve: DampedCosine
  /// SKBounce's own computation, in skbounce mode.
  let rendering: SKBounceRendering?
  let keyframes: KeyframeValues
  let analysis: CurveAnalysis
  /// What the frames can show of the oscillation.
  var aliasing: FrameAliasing {
    FrameAliasing(
      omega: curve.omega, fps: mode == .skbounce ? SKBounceRendering.framesPerSecond : fps, values: keyframes.values,
      target: bounce.to)
  }

  init(bounce: Bounce, mode: BounceMode, fps: Double, tolerance: Double) {
    self.bounce = bounce
    self.mode = mode
    switch mode {
    case .exact:
      let curve = bounce.curve
      self.curve = curve
      self.fps = fps
      rendering = nil
      let times = Sampling.frameTimes(duration: bounce.duration, fps: fps)
      keyframes = KeyframeValues(
        times: times, keyTimes: times.map { $0 / bounce.duration },
        values: times.map { curve.value(at: $0) }, valuesAreFloat: false)
      analysis = curve.analysis(tolerance: tolerance, end: bounce.duration, reference: bounce.distance)
    case .skbounce:
      let rendering = SKBounceRendering(bounce)
      self.rendering = rendering
      self.fps = SKBounceRendering.framesPerSecond
      curve = rendering.equivalentCurve
      keyframes = KeyframeValues(rendering)
      analysis = rendering.rendered.analysis(
        tolerance: tolerance, end: bounce.duration, reference: bounce.distance, continued: curve)
    }
  }

  /// The value the plot and reports evaluate at time t: the exact curve, or
  /// the straight lines Core Animation draws between SKBounce's values.
  func shown(at t: Double) -> Double {
    if let rendering { return rendering.rendered.value(at: t) }
    return curve.value(at: t)
  }

  /// The least and greatest of ``shown(at:)`` over [a, b] (seconds).
  func shownRange(from a: Double, to b: Double) -> (lowest: Double, highest: Double) {
    if let rendering { return rendering.rendered.valueRange(from: a, to: b) }
    return curve.valueRange(from: a, to: b)
  }

  var json: JSON {
    var members: [(String, JSON)] = JSONSchema.bounce.header + [
      ("model", .string("damped-cosine")),
      ("mode", .string(mode.rawValue)),
      ("request", requestJSON),
      ("parameters", DampedCosineJSON.parameters(curve)),
      ("duration", .number(bounce.duration)),
      ("fps", .number(fps)),
    ]
    members += keyframes.jsonMembers
    let distance = Swift.abs(bounce.isFlat ? 0 : bounce.distance)
    members.append(("analysis", AnalysisJSON.object(analysis, epsilon: SettleBand.fraction(band: analysis.tolerance, distance: distance))))
    let a = aliasing
    members.append(("aliasing", .object([
      ("aliased", .bool(a.aliased)), ("framesPerHalfCycle", .number(a.framesPerHalfCycle.isFinite ? a.framesPerHalfCycle : nil)),
      ("frameCrossings", .int(a.frameCrossings)), ("crossings", .int(analysis.crossings.count)),
    ])))
    if let rendering {
      members.append(("skbounce", skbounceJSON(rendering)))
    }
    return .object(members)
  }

  private var requestJSON: JSON {
    .object([
      ("from", .number(bounce.from)),
      ("to", .number(bounce.to)),
      ("duration", .number(bounce.duration)),
      ("bounces", .int(bounce.bounces)),
      ("stiffness", bounce.stiffness.name.map(JSON.string) ?? .number(bounce.stiffness.residual)),
      ("residual", .number(bounce.stiffness.residual)),
      ("overshoot", .bool(bounce.overshoot)),
      ("shake", .bool(bounce.shake)),
    ])
  }

  private func skbounceJSON(_ r: SKBounceRendering) -> JSON {
    .object([
      ("version", .string("1.0.04")),
      ("frames", .int(r.frameCount)),
      ("base", .number(SKBounceRendering.base)),
      ("stiffnessUsed", .number(r.stiffnessUsed)),
      ("exponentPerFrame", .number(r.exponentPerFrame)),
      ("omegaPerFrame", .number(r.omegaPerFrame)),
      ("periods", .number(r.periods)),
      ("renderedBounces", .int(r.renderedBounces)),
      ("envelopeAtDuration", .number(r.envelopeAtDuration)),
      ("departures", .array(r.departures.map { d in
        .object([
          ("code", .string(d.code)),
          ("message", .string(d.message)),
          ("requested", .number(d.requested)),
          ("rendered", .number(d.rendered)),
        ])
      })),
    ])
  }
}

/// JSON for a damped cosine's parameters.
enum DampedCosineJSON {
  static func parameters(_ c: DampedCosine) -> JSON {
    .object([
      ("amplitude", .number(c.amplitude)),
      ("decay", .number(c.decay)),
      ("omega", .number(c.omega)),
      ("offset", .number(c.offset)),
      ("oscillation", .string(c.oscillation.rawValue)),
      ("overshoot", .bool(c.overshoot)),
    ])
  }
}

/// JSON for a curve analysis (documented in docs/cli.md).
enum AnalysisJSON {
  /// The members of the analysis object, in order: the one shape every
  /// command writes (docs/json.md §5).
  static let keys = [
    "epsilon", "tolerance", "restingValue", "startValue", "endTime", "settleTime", "settleTimeIfContinued", "overshoot",
    "turningPoints", "crossings", "listedUntil", "endValue", "endVelocity", "endResidual", "snap",
  ]

  /// The analysis of a curve whose settle band is ±`epsilon` × the move
  /// (`tolerance` in value units).
  static func object(_ a: CurveAnalysis, epsilon: Double?) -> JSON {
    .object([
      ("epsilon", .number(epsilon)),
      ("tolerance", .number(a.tolerance)),
      ("restingValue", .number(a.restingValue)),
      ("startValue", .number(a.startValue)),
      ("endTime", .number(a.endTime)),
      ("settleTime", .number(a.settleTime)),
      ("settleTimeIfContinued", .number(a.settleTimeIfContinued)),
      ("overshoot", a.overshoot.map { o in
        .object([
          ("time", .number(o.time)),
          ("value", .number(o.value)),
          ("distance", .number(o.distance)),
          ("fraction", .number(o.fraction)),
        ])
      } ?? .null),
      ("turningPoints", .array(a.turningPoints.map { .object([("time", .number($0.time)), ("value", .number($0.value))]) })),
      ("crossings", .array(a.crossings.map { .number($0) })),
      ("listedUntil", .number(a.listedUntil)),
      ("endValue", .number(a.endValue)),
      ("endVelocity", .number(a.endVelocity)),
      ("endResidual", .number(a.endValue - a.restingValue)),
      ("snap", .number(a.snap)),
    ])
  }
}
