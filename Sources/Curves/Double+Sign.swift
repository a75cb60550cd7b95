// This file is part of curvetool. SPDX-License-Identifier: MIT

extension Double {
  /// −1, 0 or +1 by the sign of the value (0 for ±0 and NaN).
  @inlinable
  public func signum() -> Double {
    self > 0 ? 1 : (self < 0 ? -1 : 0)
  }
}
