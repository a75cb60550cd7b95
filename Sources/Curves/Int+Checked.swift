// This file is part of curvetool. SPDX-License-Identifier: MIT

extension Int {
  /// `value` rounded by `rule`, or `nil` when it is not finite or its
  /// magnitude exceeds 2^53 (where doubles stop counting exactly).
  ///
  /// The one checked Double → Int conversion: `Int(_:)` traps on NaN,
  /// infinities and out-of-range values, so every count, index or size
  /// derived from input goes through this instead.
  @inlinable
  public init?(checking value: Double, _ rule: FloatingPointRoundingRule = .towardZero) {
    let r = value.rounded(rule)
    guard r.isFinite, Swift.abs(r) <= 9_007_199_254_740_992 else { return nil }
    self = Int(r)
  }
}
