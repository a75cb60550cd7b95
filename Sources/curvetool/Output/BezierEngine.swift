// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Who computes `bezier`'s values (`--engine`): curvetool's exact solver
/// (through the table evaluator), or a browser engine's own solver with
/// its own tolerance (docs/bezier.md).
enum BezierEngine: String, CaseIterable, Sendable {
  case exact
  case chromium
  case webkit

  /// The browser solver this engine stands for; `nil` for ``exact``.
  var browser: BrowserBezierSolver.Engine? {
    switch self {
    case .exact: nil
    case .chromium: .chromium
    case .webkit: .webkit
    }
  }
}
