// This file is part of curvetool. SPDX-License-Identifier: MIT

/// SwiftUI's `KeyframeTimeline` (docs/diagnose.md §5): tracks applied to an
/// initial value; the duration is the longest track's (or `padTo`); a short
/// track holds its final value; the last track writing a key path wins.
public struct KeyframeTimeline: Hashable, Sendable {
  public let initialValues: [String: Double]
  public let tracks: [CompiledTrack]
  /// The loop period, seconds: max of the track durations, or `padTo`.
  public let duration: Double
  /// The key paths in order of first appearance (initial values, then tracks).
  public let keyPaths: [String]
  /// The index in ``tracks`` of the track writing each key path (the last
  /// one): lookups stay constant-time however many components a vector has.
  private let trackIndex: [String: Int]

  public init(
    initialValues: [(String, Double)], tracks: [(keyPath: String, keyframes: [Keyframe])],
    semantics: KeyframeSemantics = .init(), padTo: Double? = nil
  ) {
    var values: [String: Double] = [:]
    var order: [String] = []
    for (k, v) in initialValues {
      if values[k] == nil { order.append(k) }
      values[k] = v
    }
    var compiled: [CompiledTrack] = []
    for t in tracks {
      if values[t.keyPath] == nil {
        values[t.keyPath] = 0
        order.append(t.keyPath)
      }
      compiled.append(
        CompiledTrack(keyPath: t.keyPath, initialValue: values[t.keyPath] ?? 0, keyframes: t.keyframes, semantics: semantics))
    }
    self.initialValues = values
    self.tracks = compiled
    var index: [String: Int] = [:]
    for (i, t) in compiled.enumerated() { index[t.keyPath] = i }
    trackIndex = index
    keyPaths = order
    duration = padTo ?? (compiled.map(\.duration).max() ?? 0)
  }

  /// The track that writes `keyPath` (the last one), if any.
  public func track(_ keyPath: String) -> CompiledTrack? {
    trackIndex[keyPath].map { tracks[$0] }
  }

  /// Value of `keyPath` at `t` seconds into the timeline (held after its
  /// track ends).
  public func value(_ keyPath: String, at t: Double) -> Double {
    track(keyPath)?.value(at: t) ?? initialValues[keyPath] ?? 0
  }

  /// Velocity of `keyPath` at `t`, value units per second.
  public func velocity(_ keyPath: String, at t: Double) -> Double {
    track(keyPath)?.velocity(at: t) ?? 0
  }

  /// The value when looping with the timeline's period: t mod duration.
  public func loopedValue(_ keyPath: String, at t: Double) -> Double {
    guard duration > 0 else { return value(keyPath, at: 0) }
    // fmod is exact: the remainder of t by the period.
    var local = t.truncatingRemainder(dividingBy: duration)
    if local < 0 { local += duration }
    return value(keyPath, at: local)
  }
}
