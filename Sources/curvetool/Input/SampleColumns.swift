// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Which columns of a sample file hold time and value, and the time's unit
/// (`--time-column`, `--value-column`, `--time-unit`).
///
/// Without options the header decides: time is the first of ``timeNames``,
/// value the first of ``valueNames``; other columns (velocity, keyTime) are
/// ignored, so every CSV curvetool writes reads back. A time column named
/// `…_ms` or `ms` is in milliseconds, `frame`/`frames` in frames at `--fps`.
struct SampleColumns: Sendable, Equatable {
  /// A column by name (case-insensitive) or 1-based index.
  enum Reference: Sendable, Equatable {
    case name(String)
    case index(Int)

    init(_ text: String) {
      if let i = Int(text), i >= 1 { self = .index(i) } else { self = .name(text.lowercased()) }
    }
  }

  /// The unit of the time column.
  enum TimeUnit: Sendable, Equatable {
    case seconds
    case milliseconds
    case frames(Double)

    /// `s`, `ms` or `frames@FPS`; `nil` otherwise.
    init?(_ text: String) {
      switch text.lowercased() {
      case "s", "seconds": self = .seconds
      case "ms", "milliseconds": self = .milliseconds
      default:
        let parts = text.lowercased().split(separator: "@")
        guard parts.count == 2, parts[0] == "frames", let fps = Double(parts[1]), fps.isFinite, fps > 0 else { return nil }
        self = .frames(fps)
      }
    }

    /// Seconds for a time in this unit.
    func seconds(_ t: Double) -> Double {
      switch self {
      case .seconds: t
      case .milliseconds: t / 1000
      case .frames(let fps): t / fps
      }
    }
  }

  var time: Reference?
  var value: Reference?
  var unit: TimeUnit?

  static let timeNames = ["t", "time", "times", "seconds", "timestamp", "timestamp_ms", "time_ms", "t_ms", "ms", "frame", "frames"]
  static let valueNames = ["value", "values", "y", "v", "position", "progress", "x"]

  /// The unit a header name implies.
  static func unit(ofHeader name: String) -> TimeUnit {
    if name == "ms" || name.hasSuffix("_ms") { return .milliseconds }
    return .seconds
  }
}
