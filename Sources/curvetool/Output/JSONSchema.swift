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
    case .analyze, .bezier, .convert, .fit, .presets, .sample, .spring: 2
    case .bench, .bounce, .diagnose, .export, .lottie, .lottieBake: 1
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
  /// Seconds.
  case times
  /// Fractions of the duration (keyframes, a Bézier's x).
  case keyTimes
  case values
  /// Value units per second.
  case velocities

  /// The column's CSV name: `t` (seconds), `keyTime` (a fraction of the
  /// duration), `value`, `velocity (units/s)`.
  var csvName: String {
    switch self {
    case .times: "t"
    case .keyTimes: "keyTime"
    case .values: "value"
    case .velocities: "velocity (units/s)"
    }
  }

  /// A CSV header line of these columns.
  static func csvHeader(_ columns: [SampledData]) -> String {
    columns.map(\.csvName).joined(separator: ",") + "\n"
  }

  /// A JSON member of numbers.
  func member(_ numbers: [Double]) -> (String, JSON) { (rawValue, .array(numbers.map(JSON.number))) }
}
