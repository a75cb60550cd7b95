// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Every JSON document curvetool writes, with its schema version: the one
/// table of `"schema": "curvetool.<command>/<n>"` values (docs/json.md §1).
/// A version goes up when a document's shape changes incompatibly.
enum JSONSchema: String, CaseIterable, Sendable {
  case analyze, bench, bezier, bounce, convert, diagnose, export, fit, lottie, presets, sample, spring
  /// `lottie --bake`'s report.
  case lottieBake = "lottie-bake"

  /// The current version of the document's shape.
  var version: Int {
    switch self {
    case .analyze, .convert, .presets, .sample: 2
    case .bench, .bezier, .bounce, .diagnose, .export, .fit, .lottie, .lottieBake, .spring: 1
    }
  }

  /// `curvetool.<command>/<n>`.
  var id: String { "curvetool.\(rawValue)/\(version)" }

  /// The `"tool"` value: `curvetool <version>`.
  static var tool: String { "curvetool \(Version.current)" }

  /// The two members every document starts with.
  var header: [(String, JSON)] { [("schema", .string(id)), ("tool", .string(Self.tool))] }

  /// A document: the header, then `members`.
  func document(_ members: [(String, JSON)]) -> JSON { .object(header + members) }
}

/// The names of sampled data: plural in JSON arrays, and in CSV headers by
/// one rule, `t` and then one column per quantity in the singular, its unit
/// in the name where it is not seconds (docs/json.md §3).
enum SampledData: String, CaseIterable, Sendable {
  /// Seconds (or, for a Bézier, fractions of the duration).
  case times
  /// Fractions of the duration, for keyframes.
  case keyTimes
  case values
  /// Value units per second.
  case velocities

  /// The column's CSV name: `t` (seconds, or `t (fraction)` where the
  /// times are fractions of the duration, as a Bézier's), `keyTime`
  /// (a fraction), `value`, `velocity (units/s)`.
  func csvName(timesAreFractions: Bool = false) -> String {
    switch self {
    case .times: timesAreFractions ? "t (fraction)" : "t"
    case .keyTimes: "keyTime"
    case .values: "value"
    case .velocities: "velocity (units/s)"
    }
  }

  /// A CSV header line of these columns.
  static func csvHeader(_ columns: [SampledData], timesAreFractions: Bool = false) -> String {
    columns.map { $0.csvName(timesAreFractions: timesAreFractions) }.joined(separator: ",") + "\n"
  }

  /// A JSON member of numbers.
  func member(_ numbers: [Double]) -> (String, JSON) { (rawValue, .array(numbers.map(JSON.number))) }
}
