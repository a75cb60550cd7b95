// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Fit

/// A fit with what it was asked and given.
struct FitOutcome {
  let result: FitResult
  let ranking: [FitRanking]
  let requested: FitRequest
  let samples: FitSamples
  let input: String
  let path: String
}
