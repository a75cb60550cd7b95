// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

@testable import Curves
import TestSupport

/// |a − b| ≤ absolute + relative·max(|a|, |b|).
func close(_ a: Double, _ b: Double, absolute: Double = 0, relative: Double = 0) -> Bool {
  abs(a - b) <= absolute + relative * max(abs(a), abs(b))
}

/// The settle time must be the exact boundary: inside the band at it,
/// outside one double earlier, and a fine scan finds nothing outside later.
func checkSettleTimeAgainstScan(_ c: some AnalyzableCurve, tolerance: Double, horizon: Double = .infinity) {
  let target = c.restingValue
  func outside(_ t: Double) -> Bool { abs(c.value(at: t) - target) > tolerance }
  let end = min(horizon, c.envelopeTime(below: tolerance) * 1.5 + 0.1)
  let steps = 200_000
  var lastOutside: Double?
  for i in 0...steps {
    let t = end * Double(i) / Double(steps)
    if outside(t) { lastOutside = t }
  }
  let settle = c.settleTime(tolerance: tolerance, horizon: horizon)
  if horizon.isFinite, outside(horizon) {
    #expect(settle == nil)
    return
  }
  guard let settle else {
    Issue.record("no settle time")
    return
  }
  if let lastOutside { #expect(settle > lastOutside) } else { #expect(settle <= end / Double(steps) || settle == 0) }
  #expect(!outside(settle))
  if settle > 0 { #expect(outside(settle.nextDown)) }
}

