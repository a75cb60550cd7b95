// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// Options a fit may take.
public struct FitOptions: Hashable, Sendable {
  /// Spring mass (only k/m and c/m are identifiable), > 0.
  public var mass: Double = 1
  /// Bézier duration in seconds; `nil` fits it.
  public var duration: Double?

  public init(mass: Double = 1, duration: Double? = nil) {
    self.mass = mass
    self.duration = duration
  }
}

/// A ranking entry of `--model auto`.
public struct FitRanking: Hashable, Sendable {
  public var model: FitModel
  /// On the samples the models were compared on (``samples``).
  public var bic: Double
  public var rmse: Double
  /// How many samples the comparison used: all of them, or an evenly
  /// decimated subset of ``Fitter/selectionSamples`` for large files.
  public var samples: Int
  /// Whether the candidate's fit converged; `false` when the ranking's
  /// iteration budget stopped it (``FitBudget``), so that ``bic`` is where it
  /// stood, and more iterations could only lower it.
  public var converged: Bool = true
  /// The iterations its fit took (the last solve's).
  public var iterations: Int = 0
}

/// Fits the models of `FitModel` to samples, with no starting guess.
public enum Fitter {
  /// Validates the samples and fits what `request` asks for: one model,
  /// or the best by ``ModelSelection`` with its ranking.
  public static func fit(
    _ samples: FitSamples, request: FitRequest, options: FitOptions = .init()
  ) throws(FitError) -> (result: FitResult, ranking: [FitRanking]) {
    switch request {
    case .model(let model): (try fit(samples, model: model, options: options), [])
    case .automatic: try ModelSelection.best(samples, options: options)
    }
  }

  /// Validates the samples and fits `model`.
  public static func fit(_ samples: FitSamples, model: FitModel, options: FitOptions = .init()) throws(FitError) -> FitResult {
    let clock = ContinuousClock()
    let start = clock.now
    var result = try single(samples, model, options)
    result.fitTime = seconds(clock.now - start)
    return result
  }

  /// The most samples `auto` compares the models on.
  public static let selectionSamples = 500

  /// Every k-th sample (the first and the last always), at most `limit`;
  /// the samples themselves when there are no more than that.
  static func decimated(_ s: FitSamples, to limit: Int) -> FitSamples {
    let n = s.t.count
    guard n > limit, limit >= 2 else { return s }
    let picks = evenlySpaced(limit, of: n)
    return FitSamples(t: picks.map { s.t[$0] }, y: picks.map { s.y[$0] }, isValuesArray: s.isValuesArray)
  }

  /// `limit` indices evenly spaced over 0..<n, the first and the last
  /// included (n > limit ≥ 2): round(i·(n − 1)/(limit − 1)).
  static func evenlySpaced(_ limit: Int, of n: Int) -> [Int] {
    let span = Double(n - 1)
    let steps = Double(limit - 1)
    return (0..<limit).map { (i: Int) -> Int in
      let x: Double = Double(i) * span / steps
      return Int(x.rounded())
    }
  }

  static func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
  }

  /// `model` fitted to validated samples, converged.
  static func single(_ s: FitSamples, _ model: FitModel, _ options: FitOptions) throws(FitError) -> FitResult {
    let result = try attempt(s, model, options)
    guard result.converged else {
      throw FitError(.noConvergence, "the \(model.rawValue) fit did not converge in \(result.iterations) iterations")
    }
    return result
  }

  /// `model` fitted to validated samples, wherever its solver stopped
  /// (``FitResult/converged`` says whether a tolerance was met).
  static func attempt(_ s: FitSamples, _ model: FitModel, _ options: FitOptions) throws(FitError) -> FitResult {
    let p = model == .cubicBezier && options.duration != nil ? 4 : model.parameterCount
    try s.validate(parameterCount: p, model: model.rawValue)
    let result: FitResult?
    switch model {
    case .dampedCosine, .dampedSine, .dampedAbsCosine: result = DampedFitter.fit(s, model: model)
    case .spring: result = SpringFitter.fit(s, mass: options.mass)
    case .cubicBezier: result = try BezierSampleFitter.fit(s, duration: options.duration)
    case .skbounce: result = try SKBounceFitter.fit(s)
    }
    guard let result else {
      throw FitError(.degenerateData, "the \(model.rawValue) model is singular for these samples")
    }
    return result
  }
}
