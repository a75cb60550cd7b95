// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The kfloop/1 fields that take one word from a fixed list, as types
/// (docs/diagnose.md §6): the reader offers exactly the cases, and every
/// `switch` over them is exhaustive.

/// After `repeating` turns true again: restart at t = 0, or resume keeping
/// the elapsed time (`semantics.resumeAfterPause`).
enum KfloopResume: String, CaseIterable, Sendable {
  case restart
  case resume
}

/// What a paused `repeating` animator shows (`semantics.pausedValue`):
/// SwiftUI's documented snap to the timeline's start, or the value held.
enum KfloopPausedValue: String, CaseIterable, Sendable {
  case timelineStart
  case hold
}

/// What a control does when it fires (`action.op`).
enum KfloopOperation: String, CaseIterable, Sendable {
  case toggle
  case set
  case increment
}

/// What a control acts on (`action.field`).
enum KfloopField: String, CaseIterable, Sendable {
  case repeating
  case trigger
}

/// The run-loop mode a timer is scheduled in (`runLoopMode`): `default`
/// stops during scroll tracking, `common` does not.
enum KfloopRunLoopMode: String, CaseIterable, Sendable {
  case `default`
  case common
}

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
