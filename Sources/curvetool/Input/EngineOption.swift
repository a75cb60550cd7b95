// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `--engine`: who draws a spring's samples (`spring`, `sample`, `analyze`,
/// `plot`), as an engine id or a platform's other spelling; for an easing
/// in `sample`, `analyze` and `plot`, `css-transition` (the rule an easing
/// follows anyway, docs/springs.md §8).
enum EngineOption {
  /// The name of CSS transitions' rule, for easings.
  static let cssTransition = "css-transition"

  static let spec = OptionSpec.option(
    "engine", value: "engine", help: "Who draws the samples (a spring's frame engine; css-transition for an easing).",
    default: "exact", allowed: SpringEngine.allCases.map(\.rawValue) + [cssTransition],
    openEnded: "or a platform's other spelling: react-spring, framer-motion, …")

  /// `--fps` where it only sets the frame rate `--engine` draws at
  /// (`analyze`, `plot`; `sample`'s own `--fps` is also its sampling).
  static let frameRateSpec = FrameRateOption.spec("The frame rate --engine draws a spring's frames at.")

  /// Refuses `--fps` without `--engine` where it has nothing else to set.
  static func checkFrameRate(_ arguments: ParsedArguments) throws(UsageError) {
    if arguments.has("fps"), !arguments.has("engine") {
      throw .invalid("--fps sets the frame rate --engine draws at; give --engine too (the exact motion has no frames)")
    }
  }

  /// Whether `text` names CSS transitions' rule.
  static func isCSSTransition(_ text: String) -> Bool { PlatformID.folded(text) == "csstransition" }

  /// The spring engine `text` names; a platform without an engine says
  /// which engine draws it.
  static func engine(_ text: String, label: String) throws(UsageError) -> SpringEngine {
    guard let engine = SpringEngine(lenient: text) else {
      let platform = PlatformID(lenient: text)
      let drawnBy = SpringEngine.allCases.first { $0.platform == platform && platform != nil }
      throw .invalidValue(
        option: label, value: text,
        reason: platform.map { "\($0.platform.displayName) has no frame engine of its own" } ?? "not an engine",
        suggestion: drawnBy?.rawValue
          ?? EditDistance.suggestion(for: text, among: SpringEngine.allCases.map(\.rawValue) + [cssTransition]))
    }
    return engine
  }
}
