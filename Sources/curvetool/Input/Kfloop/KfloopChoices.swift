// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The kfloop/1 fields that take one word from a fixed list are types of
/// the loop model in Curves (`Curves/Loops/KfloopChoices.swift`): the
/// reader offers exactly the cases.

extension KfloopNode {
  /// One of `T`'s cases by its raw value, with a did-you-mean otherwise.
  func choice<T: RawRepresentable & CaseIterable>(_: T.Type) throws(KfloopError) -> T where T.RawValue == String {
    let word = try choice(T.allCases.map(\.rawValue))
    guard let value = T(rawValue: word) else { throw fail("'\(word)' is not one of \(T.allCases.map(\.rawValue).joined(separator: ", "))") }
    return value
  }
}

/// A kfloop `export` entry's `as`: which `export` format writes it, and
/// the file extension.
enum KfloopExportFormat: String, CaseIterable, Sendable {
  case array, csv
  case caKeyframes = "ca-keyframes"
  case cssKeyframes = "css-keyframes"
  case cssLinear = "css-linear"
  case lottie

  /// The `export` writer.
  var format: ExportFormat {
    switch self {
    case .array: .json
    case .csv: .csv
    case .caKeyframes: .swift
    case .cssKeyframes: .cssKeyframes
    case .cssLinear: .cssLinear
    case .lottie: .lottie
    }
  }

  /// The file extension.
  var fileExtension: String {
    switch self {
    case .array, .lottie: "json"
    case .csv: "csv"
    case .caKeyframes: "swift"
    case .cssKeyframes, .cssLinear: "css"
    }
  }
}
