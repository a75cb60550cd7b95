// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A range rule for a number, with its message.
enum NumberRule: Sendable {
  case any
  case positive
  case nonNegative
  case range(Double, Double)

  func violation(_ value: Double) -> String? {
    switch self {
    case .any: return nil
    case .positive: return value > 0 ? nil : "must be > 0"
    case .nonNegative: return value >= 0 ? nil : "must be ≥ 0"
    case .range(let lo, let hi):
      return value >= lo && value <= hi
        ? nil : "must be between \(NumberText.text(lo, .detail)) and \(NumberText.text(hi, .detail))"
    }
  }
}

extension String {
  /// Without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    var s = Substring(self)
    while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" { s.removeLast() }
    return String(s)
  }
}
