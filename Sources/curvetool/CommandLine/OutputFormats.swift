// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A command's `--format` values as a type: the parser allows exactly its
/// cases, and a command switches over them exhaustively. The words are one
/// vocabulary across commands (`text`, `json`, `csv`, `swift`, …;
/// docs/cli.md).
protocol OutputFormat: RawRepresentable, CaseIterable, Sendable where RawValue == String {}

/// A report or its JSON.
enum ReportFormat: String, OutputFormat {
  case text, json
}

/// A report, its JSON, or its samples as CSV.
enum DataFormat: String, OutputFormat {
  case text, json, csv
}

/// A report, its JSON, its samples as CSV, or a Core Animation keyframe
/// animation in Swift.
enum CodeFormat: String, OutputFormat {
  case text, json, csv, swift
}

/// What `export` writes.
enum ExportFormat: String, OutputFormat {
  case json, csv, swift
  case swiftUI = "swiftui"
  case cssKeyframes = "css-keyframes"
  case cssLinear = "css-linear"
  case cubicBezier = "cubic-bezier"
  case lottie, android, compose, svg
}

/// How an exported animation loops (`export --repeat`): every run from
/// the start, or every second run played backwards. Compose's
/// `RepeatMode.Restart`/`Reverse`, CSS's `animation-direction: normal` /
/// `alternate` with `infinite` iterations.
enum ExportRepeat: String, CaseIterable, Sendable {
  case restart, reverse
}

extension OptionSpec {
  /// `--format` with the values of `F`, the first the default.
  static func format<F: OutputFormat>(_ type: F.Type) -> OptionSpec {
    format(F.allCases.map(\.rawValue))
  }
}

extension ParsedArguments {
  /// The `--format` value (the parser has checked it is one of `F`'s),
  /// or `F`'s first case.
  func format<F: OutputFormat>(_ type: F.Type) -> F {
    string("format").flatMap(F.init(rawValue:)) ?? F.allCases.first!
  }
}
