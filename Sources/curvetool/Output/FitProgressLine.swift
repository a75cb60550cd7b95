// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Fit

/// `fit`'s progress line on a terminal's stderr: the model, the solver's
/// iteration, the samples it runs on and the sum of squares, redrawn in
/// place at most ten times a second (a fit of a few milliseconds shows
/// nothing).
final class FitProgressLine: @unchecked Sendable {
  private let io: CommandIO
  private let model: String
  private let clock = ContinuousClock()
  private var last: ContinuousClock.Instant?
  private let started: ContinuousClock.Instant

  init(io: CommandIO, model: String) {
    self.io = io
    self.model = model
    started = clock.now
  }

  func show(_ step: FitProgress.Step) {
    let now = clock.now
    // Nothing for the first tenth of a second, then at most ten a second.
    guard now - started >= .milliseconds(100), last.map({ now - $0 >= .milliseconds(100) }) ?? true else { return }
    last = now
    io.stderr.write(
      "\rfitting \(model): iteration \(step.iteration) on \(step.samples) samples, Σr² \(NumberText.significant(step.sumOfSquares, digits: 4))\u{1B}[K")
  }
}
