// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

extension RealizedCurve {
  /// The engine that drew this curve's frames (`--engine` on `sample`,
  /// `analyze` and `plot`), `nil` for the exact motion.
  var engineFrames: (engine: SpringEngine, frames: SpringFrames)? {
    guard let c = curve as? EngineFramesCurve, let engine = drawingEngine else { return nil }
    return (engine, c.frames)
  }

  /// This curve as `--engine` draws it: a spring's frames from a frame
  /// engine at `frameRate`, under that engine's retarget rule (with
  /// `--retarget`), until the engine stops (at most `--duration` when given,
  /// else 60 s); the exact motion for `exact`, `swiftUI` and
  /// `uiKitAdditive`; an easing for `css-transition` (its rule anyway).
  /// Any other pairing is refused, naming the flag.
  func drawn(by text: String, label: String, frameRate: Double, durationGiven: Bool) throws(UsageError) -> RealizedCurve {
    let isEasing: Bool = if case .easing = value { true } else { false }
    if EngineOption.isCSSTransition(text) {
      guard isEasing else {
        throw .invalidValue(option: label, value: text, reason: "is an easing's rule (CSS transitions); this curve is not an easing", suggestion: nil)
      }
      return self
    }
    let engine = try EngineOption.engine(text, label: label)
    guard case .spring(_, _, _, let settings) = value, let s = spring else {
      let why = isEasing ? "an easing plays as a CSS transition (--engine \(EngineOption.cssTransition))" : "this curve is not a spring"
      throw .invalidValue(option: label, value: text, reason: "draws springs; \(why)", suggestion: nil)
    }
    if engine.isContinuous { return self }
    let frames = engine.frames(
      of: s, frameRate: frameRate, duration: durationGiven ? duration : Self.maximumDuration, settings: settings, retargets: retargets)
    var r = self
    r.curve = EngineFramesCurve(frames, restingValue: retargets.last?.target ?? s.to)
    r.duration = frames.times.last ?? 0
    r.drawingEngine = engine
    r.frameRate = frameRate
    return r
  }

  /// "; drawn by Motion's engine at 60 fps, done at 0.8 s", or nothing.
  var engineSummary: String {
    guard let (engine, frames) = engineFrames, let fps = frameRate else { return "" }
    let done = frames.doneTime.map { ", done at \(NumberText.text($0, .significant(6))) s" } ?? ", not done within \(NumberText.text(duration, .significant(6))) s"
    return "; drawn by \(engine.platformName)'s engine at \(NumberText.text(fps, .significant(6))) fps\(done)"
  }

  /// `{"id", "frameRate", "doneTime", "changes": [{"time", "value",
  /// "velocity", "startVelocity"}]}` for an engine's frames, else `nil`.
  var engineJSON: JSON? {
    guard let (engine, frames) = engineFrames, let fps = frameRate else { return nil }
    return .object([
      ("id", .string(engine.rawValue)), ("frameRate", .number(fps)), ("doneTime", frames.doneTime.map(JSON.number) ?? .null),
      ("changes", .array(frames.legStarts.map { l in
        .object([
          ("time", .number(frames.times[l.frameIndex])), ("value", .number(l.value)), ("velocity", .number(l.velocity)),
          ("startVelocity", .number(l.startVelocity)),
        ])
      })),
    ])
  }
}
