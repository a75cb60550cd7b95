// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

@testable import Fit

/// `fit --model auto`'s iteration budget (docs/fit.md §3): a stopped
/// candidate stands at a BIC that more iterations only lower, is ranked
/// there only when far behind, and the winner is `--model <winner>`'s fit.
@Suite struct ModelSelectionTests {
  /// The bench's record: 100·e^(−3t)·cos(12t) + noise 0.5, 10,000 samples over 2 s.
  static let record: FitSamples = {
    var g = SeededRandom(seed: 38)
    let t = (0..<10_000).map { 2 * Double($0) / 9999 }
    return FitSamples(t: t, y: t.map { 100 * exp(-3 * $0) * cos(12 * $0) + 0.5 * g.gauss() })
  }()

  @Test func aStoppedCandidateIsFarBehindAndOnlyFallsWithMoreIterations() throws {
    let (result, ranking) = try ModelSelection.best(Self.record)
    #expect(result.model == .dampedCosine)
    let stopped = ranking.filter { !$0.converged }
    try #require(!stopped.isEmpty, "the damped sine crawls for about 150 iterations on a cosine")
    let leader = try #require(ranking.filter(\.converged).map(\.bic).min())
    let subset = Fitter.decimated(Self.record, to: Fitter.selectionSamples)
    for k in stopped {
      #expect(k.iterations == FitBudget.rankingIterations)
      #expect(k.bic >= leader + ModelSelection.continuationMargin)
      // Run on to its own end (or the solver's limit), it ends lower.
      let on = try Fitter.attempt(subset, k.model, .init())
      #expect(on.bic <= k.bic, "\(k.model): \(on.bic) after \(on.iterations) iterations, \(k.bic) when stopped")
      #expect(on.iterations > k.iterations)
    }
    // The winner is fitted to every sample exactly as --model gives it.
    let alone = try Fitter.fit(Self.record, model: result.model)
    #expect(alone.parameters.map(\.value) == result.parameters.map(\.value))
  }

  @Test func candidatesNearTheLeaderAreRunToTheEnd() throws {
    // With one iteration each, every candidate stops, none leads, so all
    // run on: the ranking is the one without a budget, bit for bit.
    let decimated = Fitter.decimated(Self.record, to: 2000)
    let budgeted = try ModelSelection.best(decimated, options: .init(), budget: 1)
    let free = try ModelSelection.best(decimated, options: .init(), budget: nil)
    #expect(budgeted.ranking == free.ranking)
    #expect(budgeted.ranking.allSatisfy { $0.converged })
    #expect(budgeted.result.parameters.map(\.value) == free.result.parameters.map(\.value))
  }
}
