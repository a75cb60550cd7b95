// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A timer or a list of events acting on timelines.
public struct KfloopControl: Sendable {
  public enum Kind: String, CaseIterable, Sendable { case timer, events }

  public var id: String
  public var kind: Kind
  public var interval: Double
  public var firstFireAt: Double
  public var tolerance: Double
  /// "default" (stops during scroll tracking) or "common".
  public var runLoopMode: KfloopRunLoopMode
  /// The most a fire is late (a lateness model), seconds.
  public var maxLate: Double?
  /// One-shot timers re-armed from their fire (`asyncAfter`, `setTimeout`):
  /// lateness accumulates.
  public var chained: Bool
  public var at: [Double]
  /// What the control does, to what.
  public var op: KfloopOperation
  public var field: KfloopField
  public var value: Double?
  public var initial: Bool
  public var targets: [String]
  public var clock: String?

  /// How many times the control fires up to `horizon`, counted without
  /// listing them (for the work budget).
  public func fireCount(until horizon: Double) -> Double {
    switch kind {
    case .events: return Double(at.filter { $0 <= horizon }.count)
    case .timer:
      guard interval > 0, firstFireAt <= horizon + 1e-9 else { return 0 }
      return ((horizon + 1e-9 - firstFireAt) / interval).rounded(.down) + 1
    }
  }

  /// Fire times up to `horizon` (nominal; lateness is reported, not
  /// simulated). Callers check ``fireCount(until:)`` against the budget
  /// first; the list never exceeds it.
  public func fireTimes(until horizon: Double) -> [Double] {
    switch kind {
    case .events: return at.filter { $0 <= horizon }.sorted()
    case .timer:
      guard interval > 0 else { return [] }
      var out: [Double] = []
      var k = 0
      while out.count < LoopLimits.maximumFires {
        let t = firstFireAt + Double(k) * interval
        if t > horizon + 1e-9 { break }
        out.append(t)
        k += 1
      }
      return out
    }
  }

  public init(id: String, kind: Kind, interval: Double, firstFireAt: Double, tolerance: Double, runLoopMode: KfloopRunLoopMode, maxLate: Double?, chained: Bool, at: [Double], op: KfloopOperation, field: KfloopField, value: Double?, initial: Bool, targets: [String], clock: String?) {
    self.id = id
    self.kind = kind
    self.interval = interval
    self.firstFireAt = firstFireAt
    self.tolerance = tolerance
    self.runLoopMode = runLoopMode
    self.maxLate = maxLate
    self.chained = chained
    self.at = at
    self.op = op
    self.field = field
    self.value = value
    self.initial = initial
    self.targets = targets
    self.clock = clock
  }
}

/// What to analyse: horizon, sampling, thresholds.
public struct KfloopAnalyze: Sendable {
  public var horizon: Double
  public var sampleHz: Double
  /// Seconds; "1frame" is one frame at the highest display rate.
  public var phaseThreshold: Double
  /// Per key path: the smallest visible change.
  public var valueThreshold: [String: Double]

  public init(horizon: Double, sampleHz: Double, phaseThreshold: Double, valueThreshold: [String: Double]) {
    self.horizon = horizon
    self.sampleHz = sampleHz
    self.phaseThreshold = phaseThreshold
    self.valueThreshold = valueThreshold
  }
}
