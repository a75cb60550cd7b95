// This file is part of curvetool. SPDX-License-Identifier: MIT

import Dispatch
import Synchronization

/// The model-selection strategy behind `fit --model auto`: every applicable
/// model is fitted to at most ``Fitter/selectionSamples`` evenly spaced
/// samples, ranked by BIC (n·ln(SSE/n) + p·ln n), and the winner is then
/// fitted to all the samples, so the result is exactly what fitting the
/// winner alone gives (docs/fit.md §3). The candidates are fitted at the
/// same time on every core; each fit is independent and deterministic, so
/// the ranking is the same whatever the number of cores.
public enum ModelSelection {
  /// The best model's fit and the ranking of every model that converged,
  /// best first.
  public static func best(_ samples: FitSamples, options: FitOptions = .init()) throws(FitError) -> (result: FitResult, ranking: [FitRanking]) {
    let clock = ContinuousClock()
    let start = clock.now
    try samples.validate(parameterCount: 4, model: FitRequest.automaticName)
    let subset = Fitter.decimated(samples, to: Fitter.selectionSamples)
    let models = candidates(valuesArray: samples.isValuesArray)
    let slots = ResultSlots(count: models.count)
    // The candidates report no progress, wherever they run: the final fit does.
    DispatchQueue.concurrentPerform(iterations: models.count) { k in
      FitProgress.bound(nil) { slots.set(k, try? Fitter.single(subset, models[k], options)) }
    }
    // In candidate order, then by BIC: the same list however the fits ran.
    var fits = slots.all.compactMap { $0 }
    fits.sort { $0.bic < $1.bic }
    guard !fits.isEmpty else { throw FitError(.noConvergence, "no model could be fitted to these samples") }
    let ranking = fits.map { FitRanking(model: $0.model, bic: $0.bic, rmse: $0.rmse, samples: subset.count) }
    for candidate in fits {
      guard var best = subset.count == samples.count ? candidate : try? Fitter.single(samples, candidate.model, options) else { continue }
      best.fitTime = Fitter.seconds(clock.now - start)
      return (best, ranking)
    }
    throw FitError(.noConvergence, "no model could be fitted to all the samples")
  }

  /// The models tried, for samples of this kind (SKBounce only for a bare
  /// values array).
  static func candidates(valuesArray: Bool) -> [FitModel] {
    [.dampedCosine, .dampedSine, .dampedAbsCosine, .spring, .cubicBezier] + (valuesArray ? [.skbounce] : [])
  }
}

/// One result per candidate, each written by the one thread fitting it and
/// read after all have finished.
private final class ResultSlots: Sendable {
  private let slots: Mutex<[FitResult?]>

  init(count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }

  func set(_ k: Int, _ r: FitResult?) { slots.withLock { $0[k] = r } }

  var all: [FitResult?] { slots.withLock { $0 } }
}
