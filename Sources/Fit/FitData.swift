// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Why a fit was refused or failed; the codes are stable (docs/fit.md §5).
public enum FitErrorCode: String, Hashable, Sendable, CaseIterable {
  case badInput = "bad-input"
  case tooFewPoints = "too-few-points"
  case nonFiniteValue = "non-finite-value"
  case timeNotIncreasing = "time-not-increasing"
  case degenerateData = "degenerate-data"
  case noConvergence = "no-convergence"
  case unknownModel = "unknown-model"
}

/// A refused or failed fit: a stable code, a one-line message and, for
/// data errors, the index of the offending sample.
public struct FitError: Error, Hashable, Sendable {
  public var code: FitErrorCode
  public var message: String
  /// The sample (0-based) the message is about, if any.
  public var index: Int?

  public init(_ code: FitErrorCode, _ message: String, index: Int? = nil) {
    self.code = code
    self.message = message
    self.index = index
  }
}

/// Samples to fit: times in seconds and values.
public struct FitSamples: Hashable, Sendable {
  /// Seconds, strictly increasing once validated.
  public var t: [Double]
  public var y: [Double]
  /// Whether the samples came as a bare values array (frames at a fixed
  /// rate, like a `CAKeyframeAnimation` `values` array).
  public var isValuesArray: Bool

  public init(t: [Double], y: [Double], isValuesArray: Bool = false) {
    self.t = t
    self.y = y
    self.isValuesArray = isValuesArray
  }

  /// A values array shown at `fps`: t = i/fps.
  public init(values: [Double], fps: Double) {
    t = values.indices.map { Double($0) / fps }
    y = values
    isValuesArray = true
  }

  public var count: Int { y.count }

  /// Checks the samples in the documented order and stops at the first
  /// failure: non-finite numbers, times not strictly increasing, fewer than
  /// `parameterCount + 1` points, a constant signal or a zero time span.
  public func validate(parameterCount: Int, model: String) throws(FitError) {
    guard t.count == y.count else { throw FitError(.badInput, "\(t.count) times but \(y.count) values") }
    for i in t.indices {
      if !t[i].isFinite { throw FitError(.nonFiniteValue, "t[\(i)] is \(t[i])", index: i) }
      if !y[i].isFinite { throw FitError(.nonFiniteValue, "value[\(i)] is \(y[i])", index: i) }
    }
    for i in t.indices.dropFirst() where !(t[i] > t[i - 1]) {
      let what = t[i] == t[i - 1] ? "duplicate time" : "time goes back"
      throw FitError(
        .timeNotIncreasing, "\(what): t[\(i)]=\(NumberText.text(t[i], .detail)) <= t[\(i - 1)]=\(NumberText.text(t[i - 1], .detail))", index: i)
    }
    guard count > parameterCount else {
      throw FitError(
        .tooFewPoints,
        "\(count) point\(count == 1 ? "" : "s"); the \(model) model needs at least \(parameterCount + 1) (more than its \(parameterCount) parameters)")
    }
    let lo = y.min() ?? 0
    let hi = y.max() ?? 0
    if hi - lo <= 1e-14 * Swift.max(Swift.abs(lo), Swift.abs(hi)) {
      throw FitError(.degenerateData, "the signal is constant (every value is \(NumberText.text(lo, .detail))): nothing to fit")
    }
    if let first = t.first, let last = t.last, !(last - first > 0) {
      throw FitError(.degenerateData, "zero time span")
    }
  }

  /// Six significant digits for messages.
}
