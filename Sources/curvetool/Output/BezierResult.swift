// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Dispatch

/// A Bézier analysed for `curvetool bezier`.
struct BezierResult {
  /// How far an engine's rendering is from the true curve.
  struct EngineError {
    var engine: BrowserBezierSolver.Engine
    var epsilon: Double
    var maximum: Double
    var at: Double
  }

  let bezier: CubicBezier
  let presetName: String?
  let engine: BezierEngine
  let duration: Double
  let extrapolation: Extrapolation
  /// The x sampled (generated, never stored for an even grid).
  let xs: TimeGrid
  /// y at x, as ``progress(_:evaluator:engine:duration:extrapolation:)``
  /// makes it: the values are computed as they are written.
  let y: @Sendable (Double) -> Double
  let nearest: (name: String, difference: Double)?
  let engineErrors: [EngineError]

  init(bezier: CubicBezier, presetName: String?, engine: BezierEngine, duration: Double, extrapolation: Extrapolation, xs: TimeGrid) {
    self.bezier = bezier
    self.presetName = presetName
    self.engine = engine
    self.duration = duration
    self.extrapolation = extrapolation
    self.xs = xs
    let evaluator = CubicBezierEvaluator(bezier)
    y = Self.progress(bezier, evaluator: evaluator, engine: engine, duration: duration, extrapolation: extrapolation)
    nearest = Self.nearestPreset(bezier, evaluator)
    engineErrors = Self.errors(bezier, evaluator, duration: duration)
  }

  /// y at x as `bezier` reports it: the table evaluator, or a browser
  /// engine's own solver (`--engine chromium|webkit`), extrapolated outside
  /// [0, 1] by the rule asked for (the engines' own rule for an engine).
  static func progress(
    _ bezier: CubicBezier, evaluator: CubicBezierEvaluator, engine: BezierEngine, duration: Double, extrapolation: Extrapolation
  ) -> @Sendable (Double) -> Double {
    guard let browser = engine.browser else {
      return { x in x < 0 || x > 1 ? bezier.extrapolate(x, rule: extrapolation) : evaluator.progress(at: x) }
    }
    let solver = BrowserBezierSolver(bezier, engine: browser)
    return { x in x < 0 || x > 1 ? bezier.extrapolate(x, rule: .engines) : solver.progress(atTime: x * duration, duration: duration) }
  }

  /// The preset closest in max |Δy| on a 201-point grid.
  static func nearestPreset(_ b: CubicBezier, _ e: CubicBezierEvaluator) -> (String, Double)? {
    let grid = (0...200).map { Double($0) / 200 }
    let ys = e.progress(grid)
    var best: (String, Double)?
    for preset in TimingPreset.all {
      if let pb = preset.bezier, pb == b { return (preset.name, 0) }
      var worst = 0.0
      for (x, y) in zip(grid, ys) { worst = Swift.max(worst, Swift.abs(preset.curve.progress(at: x) - y)) }
      if worst < (best?.1 ?? .infinity) { best = (preset.name, worst) }
    }
    return best
  }

  /// ``error(of:_:_:duration:)`` of every engine, the engines side by side
  /// on the cores (each scan is some 15 ms; the results do not depend on
  /// the order they are made in).
  static func errors(_ b: CubicBezier, _ e: CubicBezierEvaluator, duration: Double) -> [EngineError] {
    let engines = BrowserBezierSolver.Engine.allCases
    let results = EngineErrors(count: engines.count)
    DispatchQueue.concurrentPerform(iterations: engines.count) { k in
      results.set(k, error(of: engines[k], b, e, duration: duration))
    }
    return results.all
  }

  /// The true largest |engine − exact|: a fine scan (with points next to
  /// the ends and around a vertical tangent), every local maximum refined by
  /// golden-section search (``WorstCase``).
  static func error(of engine: BrowserBezierSolver.Engine, _ b: CubicBezier, _ e: CubicBezierEvaluator, duration: Double) -> EngineError {
    let solver = BrowserBezierSolver(b, engine: engine)
    let epsilon = solver.epsilon(duration: duration)
    var extra: [Double] = []
    for d in [1e-9, 1e-8, 1e-7, 1e-6, 1e-5] { extra += [d, 1 - d] }
    if let v = b.verticalTangent {
      for k in -20...20 where k != 0 { extra.append(v.x + Double(k) * 1e-8) }
    }
    let worst = WorstCase.maximum(
      of: { Swift.abs(solver.solve($0, epsilon: epsilon) - e.progress(at: $0)) }, in: 0...1, samples: 20_000, extra: extra)
    return EngineError(engine: engine, epsilon: epsilon, maximum: worst.value, at: worst.x)
  }

  /// The JSON document, its samples streamed in bounded memory
  /// (docs/json.md): the ``analysis``, then `times` (seconds, x·duration),
  /// `keyTimes` (x, fractions of the duration) and `values` (y).
  func json(to sink: OutputSink) {
    let (xs, y, duration) = (xs, y, duration)
    JSONStream.document(
      JSONSchema.bezier.header + analysis,
      streamed: [
        // Sampled progress: the time in seconds and as a fraction of the
        // duration (x), the progress (y).
        (SampledData.times.rawValue, { SampleWriter.jsonArray(count: xs.count, { xs[$0] * duration }, spaced: true, to: $0) }),
        (SampledData.keyTimes.rawValue, { SampleWriter.jsonArray(count: xs.count, { xs[$0] }, spaced: true, to: $0) }),
        (SampledData.values.rawValue, { SampleWriter.jsonArray(count: xs.count, { y(xs[$0]) }, spaced: true, to: $0) }),
      ], to: sink)
  }

  /// The document's members after its header and before its samples.
  var analysis: [(String, JSON)] {
    let b = bezier
    let range = b.range
    let extrema = b.extrema
    let minPoint = ([b.point(at: 0), b.point(at: 1)] + extrema).min { $0.y < $1.y }
    let maxPoint = ([b.point(at: 0), b.point(at: 1)] + extrema).max { $0.y < $1.y }
    let slope = b.maximumSlope
    let ends = b.endSlopes
    return [
      ("model", .string("cubic-bezier")),
      ("x1", .number(b.x1)), ("y1", .number(b.y1)), ("x2", .number(b.x2)), ("y2", .number(b.y2)),
      ("css", .string(b.css)),
      ("preset", presetName.map(JSON.string) ?? .null),
      ("engine", .string(engine.rawValue)),
      ("duration", .number(duration)),
      ("extrapolation", .string(extrapolation.rawValue)),
      ("range", .object([
        ("min", .number(range.lowerBound)), ("minAt", .number(minPoint?.x)),
        ("max", .number(range.upperBound)), ("maxAt", .number(maxPoint?.x)),
      ])),
      ("overshoot", .object([("above", .number(b.overshoot.above)), ("below", .number(b.overshoot.below))])),
      ("maximumSlope", .object([
        ("slope", .number(slope.slope.isFinite ? slope.slope : nil)),
        ("vertical", .bool(!slope.slope.isFinite)),
        ("x", .number(slope.at.x)), ("y", .number(slope.at.y)),
      ])),
      ("monotone", .bool(b.isMonotone)),
      ("startSlope", .number(ends.start.isFinite ? ends.start : nil)),
      ("endSlope", .number(ends.end.isFinite ? ends.end : nil)),
      ("extrema", .array(extrema.map { .object([("parameter", .number($0.t)), ("x", .number($0.x)), ("y", .number($0.y))]) })),
      ("nearestPreset", nearest.map { .object([("name", .string($0.name)), ("maxDifference", .number($0.difference))]) } ?? .null),
      ("engines", .object(engineErrors.map { e in
        (e.engine.rawValue, .object([
          ("epsilon", .number(e.epsilon)), ("maxError", .number(e.maximum)), ("at", .number(e.at)),
        ]))
      })),
    ]
  }
}

/// One slot per engine, each filled by one concurrent iteration: the slots
/// are one allocation written through a pointer, so no two threads ever
/// access the same storage.
private final class EngineErrors: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<BezierResult.EngineError?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  func set(_ k: Int, _ error: BezierResult.EngineError) { slots[k] = error }

  var all: [BezierResult.EngineError] { slots.compactMap { $0 } }
}
