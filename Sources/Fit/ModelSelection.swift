// This file is part of curvetool. SPDX-License-Identifier: MIT

import Dispatch
import Synchronization

/// The model-selection strategy behind `fit --model auto`: every applicable
/// model is fitted to at most ``Fitter/selectionSamples`` evenly spaced
/// samples, ranked by BIC (n·ln(SSE/n) + p·ln n), and the winner is then
/// fitted to all the samples, so the result is exactly what fitting the
/// winner alone gives (docs/fit.md §3).
///
/// A candidate is first given ``FitBudget/rankingIterations`` per solve. One
/// stopped there stands at a BIC that more iterations could only lower; it
/// is run to convergence when that BIC is within ``continuationMargin`` of
/// the best converged candidate's (or below it), and otherwise ranked where
/// it stopped, marked as such. The candidates are fitted at the same time on
/// every core, the costliest first; each fit is independent and
/// deterministic, so the ranking is the same whatever the number of cores.
public enum ModelSelection {
  /// How close (in BIC) a stopped candidate must come to the best converged
  /// one to be run on: 10, the difference Kass and Raftery (1995) call very
  /// strong evidence.
  public static let continuationMargin = 10.0

  /// The best model's fit and the ranking of every model fitted (converged,
  /// or stopped by the budget), best first.
  public static func best(_ samples: FitSamples, options: FitOptions = .init()) throws(FitError) -> (result: FitResult, ranking: [FitRanking]) {
    try best(samples, options: options, budget: FitBudget.rankingIterations)
  }

  /// ``best(_:options:)`` with the ranking's iterations per solve given
  /// (`nil`: the solver's own limit), for tests.
  static func best(_ samples: FitSamples, options: FitOptions, budget: Int?) throws(FitError) -> (result: FitResult, ranking: [FitRanking]) {
    let clock = ContinuousClock()
    let start = clock.now
    try samples.validate(parameterCount: 4, model: FitRequest.automaticName)
    let subset = Fitter.decimated(samples, to: Fitter.selectionSamples)
    let models = candidates(valuesArray: samples.isValuesArray)
    var fits = fitted(models, subset, options, budget: budget)
    let leader = fits.filter(\.converged).map(\.bic).min() ?? .infinity
    let rerun = fits.filter { !$0.converged && $0.bic < leader + continuationMargin }.map(\.model)
    if !rerun.isEmpty {
      let full = fitted(rerun, subset, options, budget: nil)
      fits = fits.filter { !rerun.contains($0.model) } + full
    }
    // By BIC, ties by name: the same list however the fits ran.
    fits.sort { ($0.bic, $0.model.rawValue) < ($1.bic, $1.model.rawValue) }
    let ranking = fits.map {
      FitRanking(model: $0.model, bic: $0.bic, rmse: $0.rmse, samples: subset.count, converged: $0.converged, iterations: $0.iterations)
    }
    for candidate in fits where candidate.converged {
      guard var best = subset.count == samples.count ? candidate : try? Fitter.single(samples, candidate.model, options) else { continue }
      best.fitTime = Fitter.seconds(clock.now - start)
      return (best, ranking)
    }
    throw FitError(.noConvergence, "no model could be fitted to these samples")
  }

  /// `models` fitted to `samples` side by side, each solve within `budget`
  /// iterations (`nil`: the solver's own limit), wherever they stopped; the
  /// ones that could not be fitted at all are left out.
  static func fitted(_ models: [FitModel], _ samples: FitSamples, _ options: FitOptions, budget: Int?) -> [FitResult] {
    let slots = ResultSlots(count: models.count)
    // The candidates report no progress, wherever they run: the final fit does.
    DispatchQueue.concurrentPerform(iterations: models.count) { k in
      FitProgress.bound(nil) {
        FitBudget.bound(budget) { slots.set(k, try? Fitter.attempt(samples, models[k], options)) }
      }
    }
    // Kept: the converged fits and those the budget stopped. A fit that
    // stopped anywhere else (its solver's own limit, no step possible) is
    // as good as not fitted.
    return slots.all.compactMap { $0 }.filter { $0.converged || $0.iterations >= (budget ?? .max) }
  }

  /// The models tried, for samples of this kind (SKBounce only for a bare
  /// values array), the costliest first so that two cores finish together.
  static func candidates(valuesArray: Bool) -> [FitModel] {
    [.cubicBezier, .dampedAbsCosine, .dampedSine, .spring, .dampedCosine] + (valuesArray ? [.skbounce] : [])
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
