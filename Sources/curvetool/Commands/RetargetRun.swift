// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// One platform's run of a spring whose target changes (`spring
/// --retarget`, docs/springs.md §8): what it carries into each new leg,
/// how far it overshoots the last target and when it is done.
struct RetargetRun {
  let engine: SpringEngine
  /// At each retarget, where the engine applied it: the value and its own
  /// velocity there (SwiftUI's exactly at the retarget time, an engine's
  /// at the frame after which it applies it) and the velocity the new leg
  /// starts with.
  let carried: [SpringLegStart]
  /// How far the motion goes past the last target after the last change,
  /// value units (0: not at all).
  let overshoot: Double
  /// SwiftUI: the exact time after which the motion stays within ε of the
  /// last leg's move for good; an engine: its done frame at 60 Hz; `nil`
  /// if not within 60 s.
  let done: Double?

  /// The engines compared, in registry order, with UIKit's additive
  /// animations after SwiftUI (UIKit has no done rule of its own, so it is
  /// not among the platforms' engines).
  static let engines: [SpringEngine] = SpringResult.platforms.flatMap { $0 == .swiftui ? [$0, .uiKitAdditive] : [$0] }

  /// The runs of `spring` with `retargets` on every engine.
  static func runs(_ spring: Spring, _ retargets: [SpringRetarget], settings: SpringEngineSettings, epsilon: Double) -> [RetargetRun] {
    engines.map { engine in
      let f = engine.frames(of: spring, frameRate: 60, duration: SpringResult.maximumLength, settings: settings, retargets: retargets)
      let target = retargets[retargets.count - 1].target
      // UIKit's sum of springs after the last change is the spring from its
      // value and velocity there (each added spring solves the same equation
      // and starts at rest): SwiftUI's last leg, exactly.
      if engine.isContinuous {
        let legs = spring.legs(retargets)
        let last = legs[legs.count - 1]
        let move = Swift.abs(last.spring.to - last.spring.from)
        let band = epsilon * (move == 0 ? 1 : move)
        let analysis = last.spring.analysis(tolerance: band, end: nil, reference: move == 0 ? nil : move)
        let past = analysis.overshoot?.distance ?? 0
        return RetargetRun(engine: engine, carried: f.legStarts, overshoot: past, done: analysis.settleTime.map { last.start + $0 })
      }
      let lastIndex = f.legStarts.last?.frameIndex ?? 0
      let start = f.legStarts.last?.value ?? spring.from
      let direction: Double = target >= start ? 1 : -1
      let past = f.values[lastIndex...].map { ($0 - target) * direction }.max() ?? 0
      return RetargetRun(engine: engine, carried: f.legStarts, overshoot: Swift.max(0, past), done: f.doneTime)
    }
  }

  /// `retargets` in JSON: each change with what every platform carries
  /// into it, and per platform the overshoot and done time after the last.
  static func json(_ runs: [RetargetRun], _ retargets: [SpringRetarget]) -> JSON {
    .object([
      ("changes", .array(retargets.enumerated().map { i, r in
        .object([
          ("time", .number(r.time)), ("target", .number(r.target)),
          ("carried", .object(runs.compactMap { run in
            i < run.carried.count
              ? (run.engine.rawValue, .object([
                ("value", .number(run.carried[i].value)), ("velocity", .number(run.carried[i].velocity)),
                ("startVelocity", .number(run.carried[i].startVelocity)),
              ]))
              : nil
          })),
        ])
      })),
      ("after", .object(runs.map { run in
        (run.engine.rawValue, .object([("overshoot", .number(run.overshoot)), ("done", run.done.map(JSON.number) ?? .null)]))
      })),
    ])
  }

  /// The text section: per change, what each platform carries; then per
  /// platform the overshoot past the last target and when it is done.
  static func lines(_ runs: [RetargetRun], _ retargets: [SpringRetarget], style: TextStyle) -> [String] {
    var out = [style.heading("When the target changes (--retarget)")]
    for (i, r) in retargets.enumerated() {
      out.append("  at \(num(r.time, 6)) s the target becomes \(num(r.target, 6)); the new leg starts from")
      for run in runs where i < run.carried.count {
        let c = run.carried[i]
        let starts = c.startVelocity == c.velocity ? "" : ", starts at \(num(c.startVelocity, 6))/s"
        out.append("    " + run.engine.platformName.padding(to: 18) + "\(num(c.value, 6)) at \(num(c.velocity, 6))/s" + starts)
      }
    }
    out.append("  after the last change    overshoot    done")
    for run in runs {
      let done = run.done.map { "\(num($0, 4)) s" + (run.engine.isContinuous ? " (for good)" : " (60 Hz)") } ?? "> 60 s"
      out.append("    " + run.engine.platformName.padding(to: 22) + num(run.overshoot, 4).padding(to: 13) + done)
    }
    out.append(style.paragraph(
      "SwiftUI keeps the value and velocity at the change; UIKit adds a spring of the change to the running one, "
        + "which with the same spring is the same motion; Android applies the new target half way through the next "
        + "frame; Motion and Popmotion start a new spring with the velocity estimated from the last two frames; "
        + "react-spring carries its integrator's velocity and takes its precision from the new start; Rebound carries "
        + "everything; React Native starts a new spring from the last frame's value and velocity (docs/springs.md §8).",
      indent: 2))
    return out
  }
}
