// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// What a user of each platform sees when the target changes, and what to
/// paste where the platform's rule makes a kink, a jump or a freeze
/// (`spring --retarget`, docs/springs.md §8).
enum RetargetAdvice {
  /// One line per platform whose rule does something visible at a change:
  /// the velocity dropped (a kink) or estimated (a smaller kink), the value
  /// held still and then jumping.
  static func expectations(_ runs: [RetargetRun], _ retargets: [SpringRetarget]) -> [String] {
    runs.flatMap { expectations($0, retargets) }
  }

  /// ``expectations(_:_:)`` of one platform.
  static func expectations(_ run: RetargetRun, _ retargets: [SpringRetarget]) -> [String] {
    var out: [String] = []
    if !run.engine.isContinuous {
      let name = run.engine.platformName
      for (c, change) in zip(run.carried, retargets) {
        let scale = Swift.max(Swift.abs(c.velocity), 1e-300)
        let at = "\(NumberText.text(change.time, .significant(6))) s"
        if c.startVelocity == 0, Swift.abs(c.velocity) > 1e-9 {
          // A freeze is the larger story (below).
          if run.held != nil { continue }
          out.append("\(name) starts again from rest at \(at), dropping \(NumberText.text(c.velocity, .significant(4)))/s: a visible kink.")
        } else if Swift.abs(c.startVelocity - c.velocity) >= 0.01 * scale {
          // How much faster (+) or slower (−) the new leg sets off, or that
          // it sets off the other way.
          let ratio = c.startVelocity / (c.velocity == 0 ? 1e-300 : c.velocity)
          let size = ratio < 0 ? "the other way" : "\(ratio > 1 ? "+" : "")\(NumberText.text((ratio - 1) * 100, .significant(2))) %"
          out.append(
            "\(name) starts the new leg at \(NumberText.text(c.startVelocity, .significant(4)))/s where the motion moves at \(NumberText.text(c.velocity, .significant(4)))/s "
              + "(\(size), its estimate from the last two frames): a small kink at \(at).")
        }
      }
      if let moves = run.held, let last = retargets.last {
        out.append(
          "\(name) holds the value still after \(NumberText.text(last.time, .significant(6))) s and only moves at \(NumberText.text(moves, .significant(4))) s, "
            + "jumping to \(NumberText.text(last.target, .significant(6))): its duration spring is found again with the estimated velocity.")
      }
    }
    return out
  }

  /// What to paste: a physics spring where a platform's duration spring
  /// drops the velocity or freezes (Motion, Popmotion), and for the web a
  /// `linear()` of the new leg that starts with the velocity the motion has
  /// (a CSS transition started at the change starts from rest): what it is,
  /// and its lines of code.
  static func fixes(_ runs: [RetargetRun], _ spring: Spring, _ retargets: [SpringRetarget]) -> [(text: String, code: [String])] {
    var out: [(text: String, code: [String])] = []
    var physical = spring
    physical.initialVelocity = 0
    for run in runs where run.engine == .motion || run.engine == .popmotion {
      let dropped = run.carried.contains { $0.startVelocity == 0 && Swift.abs($0.velocity) > 1e-9 }
      guard dropped || run.held != nil, let platform = run.engine.platform,
        let code = platform.code.spring(physical, digits: .readable)?.snippets.first?.lines
      else { continue }
      out.append(("\(run.engine.platformName): a physics spring carries the velocity into the new leg:", code))
    }
    // The web: the new leg as SwiftUI's rule has it, as linear().
    let legs = spring.legs(retargets)
    let leg = legs[legs.count - 1].spring
    let realized = RealizedCurve(
      .spring(leg, velocity: .absolute(leg.initialVelocity), origin: "the new leg"), from: leg.from, to: leg.to, duration: nil,
      velocity: leg.initialVelocity)
    let context = ExportContext(
      curve: realized, expression: "", durationGiven: false, fps: 60, fpsGiven: false, tolerance: nil, decimals: nil,
      property: nil, name: "leg")
    if leg.to != leg.from, leg.initialVelocity != 0, let linear = try? CSSExport.linearEasing(context) {
      out.append((
        "CSS: a transition started at the change starts from rest; this one starts with the motion's "
          + "\(NumberText.text(leg.initialVelocity, .significant(4)))/s (from \(NumberText.text(leg.from, .significant(6))) to \(NumberText.text(leg.to, .significant(6))), \(linear.comment)):",
        [
          "transition-duration: \(CodeLanguage.css.number(realized.duration * 1000))ms;",
          "transition-timing-function: " + LinearEasingWriter.css(linear.easing, decimals: nil) + ";",
        ]))
    }
    return out
  }
}
