// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A spring's JSON members, one encoder for every document that describes
/// a spring (docs/json.md §4): `spring`'s `spring`, `fit`'s `spring`, and
/// the `curve` of sample, analyze, export and convert.
enum SpringMembers {
  /// The physical parameters and derived quantities, in this order; the
  /// move's `from` and `to` unless `move` is false (a curve lists its move
  /// itself).
  static func members(_ s: Spring, move: Bool = true) -> [(String, JSON)] {
    [
      ("mass", .number(s.mass)),
      ("stiffness", .number(s.stiffness)),
      ("damping", .number(s.damping)),
      ("initialVelocity", .number(s.initialVelocity)),
    ]
      + (move ? [("from", .number(s.from)), ("to", .number(s.to))] : [])
      + [
        ("dampingRatio", .number(s.dampingRatio)),
        ("naturalFrequency", .number(s.naturalFrequency)),
        ("dampedFrequency", .number(s.dampedFrequency)),
        ("regime", .string(s.regime.rawValue)),
        ("relativeInitialVelocity", .number(s.relativeInitialVelocity)),
      ]
  }
}
