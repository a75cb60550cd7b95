// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Periods as fractions, for beats and common restarts (docs/diagnose.md §4).
public enum Periods {
  /// p/q with q ≤ 100,000 within 1e-9 relative of x (continued fractions),
  /// or `nil` when x is not such a fraction.
  public static func fraction(_ x: Double) -> (p: Int64, q: Int64)? {
    guard x > 0, x.isFinite, x < 1e9 else { return nil }
    var (h0, h1): (Int64, Int64) = (0, 1)
    var (k0, k1): (Int64, Int64) = (1, 0)
    var r = x
    for _ in 0..<40 {
      let a = r.rounded(.down)
      guard a < 1e9 else { return nil }
      let ai = Int64(a)
      let (h2, o1) = ai.multipliedReportingOverflow(by: h1)
      let (k2, o2) = ai.multipliedReportingOverflow(by: k1)
      if o1 || o2 { return nil }
      (h0, h1) = (h1, h2 + h0)
      (k0, k1) = (k1, k2 + k0)
      if k1 > 100_000 { return nil }
      if Swift.abs(Double(h1) / Double(k1) - x) <= 1e-9 * x { return (h1, k1) }
      let f = r - a
      if f < 1e-15 { break }
      r = 1 / f
    }
    return Swift.abs(Double(h1) / Double(k1) - x) <= 1e-9 * x ? (h1, k1) : nil
  }

  public static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
    var (a, b) = (Swift.abs(a), Swift.abs(b))
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }

  /// The least common multiple of periods (the time after which all
  /// restart together), or `nil` when one is not a fraction or it exceeds a
  /// day: lcm(a/b, c/d) = lcm(a, c)/gcd(b, d) for reduced fractions.
  public static func lcm(_ periods: [Double]) -> Double? {
    var num: Int64 = 0
    var den: Int64 = 1
    for p in periods {
      guard let (a, b) = fraction(p) else { return nil }
      if num == 0 {
        (num, den) = (a, b)
        continue
      }
      let g = gcd(num, a)
      let (m, overflow) = (num / g).multipliedReportingOverflow(by: a)
      if overflow { return nil }
      num = m
      den = gcd(den, b)
      if Double(num) / Double(den) > 86_400 { return nil }
    }
    return num == 0 ? nil : Double(num) / Double(den)
  }

  /// Pᵢ·Pⱼ/|Pᵢ − Pⱼ|: how often two loops are in phase again.
  public static func beat(_ a: Double, _ b: Double) -> Double {
    a == b ? .infinity : a * b / Swift.abs(a - b)
  }
}
