// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Where a record comes to rest, as the fitters' starts read it: the median
/// of its last tenth, and how far the record strays from a level.
enum SettledLevel {
  /// The median of the last tenth of `y` (at least one sample): the element
  /// at index ⌊m/2⌋ of those m samples in ascending order, found by
  /// selection (Hoare's quickselect with a median-of-three pivot, O(m)
  /// expected) rather than by sorting them. `y` must be finite and not
  /// empty (``FitSamples/validate(parameterCount:model:)``).
  static func of(_ y: [Double]) -> Double {
    var tail = Array(y.suffix(Swift.max(1, y.count / 10)))
    let k = tail.count / 2
    return tail.withUnsafeMutableBufferPointer { a in
      var lo = 0
      var hi = a.count - 1
      while lo < hi {
        let (x, m, z) = (a[lo], a[lo + (hi - lo) / 2], a[hi])
        let pivot = Swift.max(Swift.min(x, m), Swift.min(Swift.max(x, m), z))
        var i = lo
        var j = hi
        while i <= j {
          while a[i] < pivot { i += 1 }
          while pivot < a[j] { j -= 1 }
          if i <= j {
            a.swapAt(i, j)
            i += 1
            j -= 1
          }
        }
        // a[lo...j] ≤ pivot ≤ a[i...hi], and everything between is the pivot.
        if k <= j {
          hi = j
        } else if k >= i {
          lo = i
        } else {
          return a[k]
        }
      }
      return a[k]
    }
  }

  /// max |yᵢ − level| over the samples (0 when there are none), without
  /// making the array of deviations.
  static func largestDeviation(_ y: [Double], from level: Double) -> Double {
    var largest = 0.0
    for (i, v) in y.enumerated() {
      let d = Swift.abs(v - level)
      if i == 0 || largest < d { largest = d }
    }
    return largest
  }
}
