// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// Which columns of a sample file hold time and value, and the time's unit
/// (`--time-column`, `--value-column`, `--time-unit`).
///
/// Without options the header decides: time is the first column whose name
/// is a time name (``timeColumnUnit(_:)``: `t`, `time`, `time_s`, `t_ms`,
/// `time (ms)`, `Time [ms]`, `timestamp_ms`, `frame`, …), value the first of
/// ``valueNames``; other columns (velocity, keyTime) are ignored, so every
/// CSV curvetool writes reads back. The unit comes with the name (docs/fit.md
/// §5).
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
    case microseconds
    case frames(Double)

    /// `s`, `ms`, `us` (or `µs`) or `frames@FPS`, and their long spellings;
    /// `nil` otherwise.
    init?(_ text: String) {
      let lower = text.lowercased()
      if let named = SampleColumns.unitWords[lower], named != .frames(0) {
        self = named
        return
      }
      let parts = lower.split(separator: "@")
      guard parts.count == 2, parts[0] == "frames", let fps = Double(parts[1]), fps.isFinite, fps > 0 else { return nil }
      self = .frames(fps)
    }

    /// Seconds for a time in this unit.
    func seconds(_ t: Double) -> Double {
      switch self {
      case .seconds: t
      case .milliseconds: t / 1000
      case .microseconds: t / 1_000_000
      case .frames(let fps): t / fps
      }
    }

    /// How `--time-unit` spells it.
    var flag: String {
      switch self {
      case .seconds: "s"
      case .milliseconds: "ms"
      case .microseconds: "us"
      case .frames(let fps): "frames@\(NumberText.text(fps, .detail))"
      }
    }
  }

  var time: Reference?
  var value: Reference?
  var unit: TimeUnit?

  static let valueNames = ["value", "values", "y", "v", "position", "progress", "x"]

  /// Words naming a time column by themselves, with their unit.
  private static let timeWords: [String: TimeUnit?] = [
    "t": nil, "time": nil, "times": nil, "timestamp": nil, "elapsed": nil,
  ]

  /// Unit words, as a name's suffix or by themselves (`frames(0)` stands
  /// for frames at `--fps`).
  static let unitWords: [String: TimeUnit] = [
    "s": .seconds, "sec": .seconds, "secs": .seconds, "second": .seconds, "seconds": .seconds,
    "ms": .milliseconds, "msec": .milliseconds, "msecs": .milliseconds, "millis": .milliseconds,
    "millisecond": .milliseconds, "milliseconds": .milliseconds,
    "us": .microseconds, "µs": .microseconds, "usec": .microseconds, "micros": .microseconds,
    "microsecond": .microseconds, "microseconds": .microseconds,
    "f": .frames(0), "frame": .frames(0), "frames": .frames(0),
  ]

  /// The unit a header name gives a time column, or `nil` when the name is
  /// not a time name. A time word (`t`, `time`, `times`, `timestamp`,
  /// `elapsed`) alone is seconds; followed by a unit word after `_`, `-`,
  /// `.`, a space, or in `( )` or `[ ]` (`time_s`, `t-ms`, `time (ms)`,
  /// `Time [ms]`, `timestamp_us`) it is in that unit; a unit word alone
  /// (`ms`, `seconds`, `frame`) is a time column in it, except `s` and `f`,
  /// which are too short to stand alone. Frames are at `fps`.
  /// Case-insensitive.
  static func timeColumnUnit(_ header: String, fps: Double) -> TimeUnit? {
    let name = header.lowercased().trimmingCharacters(in: .whitespaces)
    func resolved(_ unit: TimeUnit) -> TimeUnit { unit == .frames(0) ? .frames(fps) : unit }
    if let word = timeWords[name] { return resolved(word ?? .seconds) }
    if name != "s", name != "f", let unit = unitWords[name] { return resolved(unit) }
    // A time word, then a separator or a bracket, then a unit word.
    guard let cut = name.firstIndex(where: { "_-. ([".contains($0) }), timeWords[String(name[..<cut])] != nil else { return nil }
    var rest = Substring(name[cut...])
    while let c = rest.first, "_-. ".contains(c) { rest.removeFirst() }
    if let open = rest.first, open == "(" || open == "[" {
      guard rest.last == (open == "(" ? ")" : "]") else { return nil }
      rest = rest.dropFirst().dropLast()
    }
    return unitWords[rest.trimmingCharacters(in: .whitespaces)].map(resolved)
  }
}
