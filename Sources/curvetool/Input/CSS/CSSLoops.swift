// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// CSS animations as a kfloop/1 document: one timeline per animation of
/// each rule, its tracks from the `@keyframes` stops (transform functions,
/// opacity and other single numbers), so `diagnose` reads a style sheet the
/// way it reads kfloop (docs/diagnose.md §10).
///
/// Per segment between two stops the stop's `animation-timing-function`
/// (else the animation's) becomes a linear keyframe with that Bézier;
/// `steps()` becomes move-and-hold keyframes and `linear()` linear keyframes
/// through its points, both exact. `reverse` and `alternate` play the
/// segments backwards (a Bézier mirrored), `alternate` doubling the period;
/// `infinite` loops, a whole iteration count plays once that many times;
/// a negative delay is a phase (`timeOffset`), a positive one a start.
enum CSSLoops {
  struct Result {
    var kfloop: JSON
    /// Constructs that were not read, with where they stand.
    var notes: [(offset: Int, what: String)]
    /// Each timeline's animation and rule, for citing and fixing.
    var timelines: [(id: String, selector: String, animation: CSSAnimation)]
    /// Each rule with an animation, style attribute and @keyframes: what
    /// it became, or why it was not read.
    var accounting = SourceAccounting()
  }

  /// Whether a declaration sets an animation (`animation`, a longhand, or
  /// their `-webkit-` forms).
  static func animates(_ d: CSSStylesheet.Declaration) -> Bool {
    d.property.hasPrefix("animation") || d.property.hasPrefix("-webkit-animation")
  }

  static func read(_ bytes: [UInt8], html: Bool? = nil) -> Result {
    let sheet = CSSStylesheet.read(bytes, html: html)
    var notes: [(offset: Int, what: String)] = sheet.skipped.filter { !$0.what.lowercased().hasPrefix("@charset") }.map { (offset: $0.offset, what: "'\($0.what)' is not read") }
    var timelines: [JSON] = []
    var cited: [(String, String, CSSAnimation)] = []
    var thresholds: [String: Double] = [:]
    // A rule that only adjusts an animation (`.dot:nth-child(2) {
    // animation-delay: -0.4s }`) adjusts the one of the rule its selector
    // extends (`.dot`): without a document, that is how the pattern reads.
    // The extension is the more specific selector, so its declarations
    // win wherever either rule stands in the file.
    var own: [String: [CSSStylesheet.Declaration]] = [:]
    var selectors: [String] = []
    for rule in sheet.rules {
      if own[rule.selector] == nil { selectors.append(rule.selector) }
      own[rule.selector, default: []] += rule.declarations
    }
    // The longest other selector this one extends: a prefix of it that
    // ends where a `:`, `.`, `[` or `#` begins.
    func base(of selector: String) -> String? {
      let bytes = Array(selector.utf8)
      for k in stride(from: bytes.count - 1, to: 0, by: -1) where [0x3A, 0x2E, 0x5B, 0x23].contains(bytes[k]) {
        let prefix = String(decoding: bytes[..<k], as: UTF8.self)
        if own[prefix] != nil { return prefix }
      }
      return nil
    }
    var declared: [String: [CSSStylesheet.Declaration]] = [:]
    func effective(_ selector: String, depth: Int) -> [CSSStylesheet.Declaration] {
      if let done = declared[selector] { return done }
      let inherited = depth < 64 ? base(of: selector).map { effective($0, depth: depth + 1) } ?? [] : []
      let all = inherited + (own[selector] ?? [])
      declared[selector] = all
      return all
    }
    for selector in selectors { _ = effective(selector, depth: 0) }
    // Keyframes built so far, held to the budget.
    var budget = 0.0
    var seen = Set<String>()
    // Per selector: its timelines, or why it has none.
    var made: [String: [String]] = [:]
    var why: [String: String] = [:]
    var used = Set<String>()
    for rule in sheet.rules where seen.insert(rule.selector).inserted {
      func skip(_ offset: Int, _ reason: String) {
        notes.append((offset, reason))
        why[rule.selector] = why[rule.selector] ?? reason
      }
      // A browser drops such a selector as invalid; a report would print it.
      if let c = MessageText.firstControl(in: rule.selector) {
        skip(rule.offset, "a selector with a control character (\(MessageText.name(c))) is not read")
        continue
      }
      let animations = CSSAnimation.animations(declared[rule.selector] ?? [], notes: &notes)
      if animations.isEmpty, (declared[rule.selector] ?? []).contains(where: animates) {
        skip(rule.offset, "\(rule.selector): its animation-name is none or not given, so nothing plays")
      }
      for (k, a) in animations.enumerated() {
        guard let frames = sheet.keyframes[a.name] else {
          skip(a.durationAt?.offset ?? rule.offset, "\(rule.selector): no @keyframes \(a.name)")
          continue
        }
        used.insert(a.name)
        if a.playState == "paused" {
          skip(rule.offset, "\(rule.selector): \(a.name) is paused, so it does not loop")
          continue
        }
        guard a.duration > 0, a.iterations > 0 else {
          skip(a.durationAt?.offset ?? rule.offset, "\(rule.selector): \(a.name) has \(a.duration > 0 ? "no iterations" : "no duration"), so it does not move")
          continue
        }
        let id = animations.count > 1 ? "\(rule.selector) #\(k + 1)" : rule.selector
        let before = notes.count
        guard let t = timeline(id, a, frames, notes: &notes, thresholds: &thresholds, budget: &budget) else {
          if notes.count == before { skip(frames.offset, "\(id): @keyframes \(a.name) sets no number curvetool animates") }
          why[rule.selector] = why[rule.selector] ?? notes.last?.what
          continue
        }
        timelines.append(t)
        cited.append((id, rule.selector, a))
        made[rule.selector, default: []].append(id)
      }
    }
    // Every rule that animates, and every @keyframes: modelled or not read.
    var accounting = SourceAccounting()
    for (k, rule) in sheet.rules.enumerated() where rule.declarations.contains(where: animates) {
      let construct = sheet.styleAttributes.contains(k) ? "style attribute \(rule.selector)" : "\(rule.selector) { animation… }"
      if let ids = made[rule.selector], !ids.isEmpty {
        accounting.read(rule.offset, construct, timelines: ids)
      } else {
        accounting.unread(rule.offset, construct, why: why[rule.selector] ?? "it sets no animation that plays")
      }
    }
    for (k, block) in sheet.keyframesBlocks.enumerated() {
      let construct = "@keyframes \(block.name)"
      if sheet.keyframesBlocks[(k + 1)...].contains(where: { $0.name == block.name }) {
        let reason = "a later @keyframes \(block.name) replaces it (CSS keeps the last)"
        accounting.unread(block.offset, construct, why: reason)
        notes.append((block.offset, reason))
      } else if used.contains(block.name) {
        accounting.read(block.offset, construct, timelines: cited.filter { $0.2.name == block.name }.map(\.0))
      } else {
        let reason = "@keyframes \(block.name): no rule's animation names it"
        accounting.unread(block.offset, construct, why: reason)
        notes.append((block.offset, reason))
      }
    }
    let kfloop = JSON.object([
      ("format", .string("kfloop/1")),
      // Browsers sample exact times (Web Animations' document timeline).
      ("clock", .object([("sampling", .string("exact"))])),
      ("timelines", .array(timelines)),
      ("analyze", .object([("valueThreshold", .object(thresholds.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) }))])),
    ])
    return Result(kfloop: kfloop, notes: notes, timelines: cited, accounting: accounting)
  }

  /// The resting value of a key path (CSS's initial values).
  static func base(_ keyPath: String) -> Double { keyPath.hasPrefix("scale") || keyPath == "opacity" ? 1 : 0 }

  /// The smallest visible change of a key path: a pixel, a degree, 1 %.
  static func threshold(_ keyPath: String) -> Double { keyPath.hasPrefix("scale") || keyPath == "opacity" ? 0.01 : 1 }

  /// One animation's timeline, or `nil` when no stop sets a number.
  static func timeline(
    _ id: String, _ a: CSSAnimation, _ frames: CSSStylesheet.Keyframes, notes: inout [(offset: Int, what: String)],
    thresholds: inout [String: Double], budget: inout Double
  ) -> JSON? {
    // Per key path: (offset, value, easing from this stop on).
    var points: [String: [(Double, Double, Easing)]] = [:]
    var order: [String] = []
    for stop in frames.stops {
      var easing = a.timing
      if let t = stop.declarations.last(where: { $0.property == "animation-timing-function" }) {
        if let e = CSSAnimation.timingFunction(t.value) { easing = e } else { notes.append((t.valueOffset, "timing function '\(t.value)' is not read")) }
      }
      for d in stop.declarations where d.property != "animation-timing-function" {
        guard let values = CSSValues.components(d.property, d.value) else {
          notes.append((d.valueOffset, "\(d.property): '\(d.value)' is not a number curvetool animates"))
          continue
        }
        for (path, v) in values {
          if points[path] == nil { order.append(path) }
          for offset in stop.offsets { points[path, default: []].append((offset, v, easing)) }
        }
      }
    }
    guard !order.isEmpty else { return nil }
    var tracks: [JSON] = []
    var initial: [(String, JSON)] = []
    for path in order {
      // Later stops at one offset win; the ends default to the base value.
      var byOffset: [Double: (Double, Easing)] = [:]
      for (o, v, e) in points[path] ?? [] { byOffset[o] = (v, e) }
      if byOffset[0] == nil { byOffset[0] = (base(path), a.timing) }
      if byOffset[1] == nil { byOffset[1] = (base(path), a.timing) }
      let sorted = byOffset.keys.sorted().map { ($0, byOffset[$0]?.0 ?? 0, byOffset[$0]?.1 ?? a.timing) }
      // The keyframes this track expands to, counted before any is built.
      let perRun = sorted.dropLast().reduce(0.0) { n, stop in
        switch stop.2 {
        case .steps(let e): n + 2 * Double(e.steps) + 1
        case .linear(let l): n + Double(l.points.count) + 1
        default: n + 1
        }
      }
      let runs = a.iterations.isFinite ? Swift.max(1, a.iterations.rounded(.down)) : (a.direction.hasPrefix("alternate") ? 2 : 1)
      budget += perRun * runs
      guard budget <= Double(WorkBudget.maxModelKeyframes) else {
        notes.append((a.durationAt?.offset ?? frames.offset,
          "\(id): its \(NumberText.text(runs, .significant(12))) runs of \(NumberText.text(perRun, .significant(12))) keyframes each take the style sheet past the \(WorkBudget.grouped(WorkBudget.maxModelKeyframes)) keyframes the budget allows; not read (docs/cli.md, Limits)"))
        return nil
      }
      var forward: [[JSON]] = []
      var backward: [[JSON]] = []
      for i in 0..<(sorted.count - 1) {
        let (o0, v0, e) = sorted[i]
        let (o1, v1, _) = sorted[i + 1]
        forward.append(KfloopSegments.segment(v0, v1, (o1 - o0) * a.duration, e, reversed: false))
        backward.insert(KfloopSegments.segment(v0, v1, (o1 - o0) * a.duration, e, reversed: true), at: 0)
      }
      // Run k plays forwards or backwards as its direction says: CSS
      // Animations 1, "animation-direction" (odd runs of `alternate` are
      // the even-numbered ones counting from 1).
      func backwards(_ run: Int) -> Bool {
        switch a.direction {
        case "reverse": true
        case "alternate": run % 2 == 1
        case "alternate-reverse": run % 2 == 0
        default: false
        }
      }
      let start = backwards(0) ? sorted[sorted.count - 1].1 : sorted[0].1
      let forwardRun = forward.flatMap { $0 }
      let backwardRun = backward.flatMap { $0 }
      var keyframes: [JSON]
      if a.iterations.isFinite {
        // A whole count plays that many runs, once.
        let runs = Int(a.iterations.rounded(.down))
        if Double(runs) != a.iterations { notes.append((a.durationAt?.offset ?? frames.offset, "\(id): \(NumberText.text(a.iterations, .detail)) iterations: the last part is not played")) }
        keyframes = (0..<Swift.max(1, runs)).flatMap { backwards($0) ? backwardRun : forwardRun }
      } else {
        // One period: a run, or two for the alternating directions.
        keyframes = a.direction.hasPrefix("alternate") ? (0..<2).flatMap { backwards($0) ? backwardRun : forwardRun } : (backwards(0) ? backwardRun : forwardRun)
      }
      initial.append((path, .number(start)))
      tracks.append(.object([("keyPath", .string(path)), ("keyframes", .array(keyframes))]))
      thresholds[path] = threshold(path)
    }
    var playback: [(String, JSON)] = [("mode", .string(a.iterations.isInfinite ? "repeating" : "once"))]
    let period = a.duration * (a.direction.hasPrefix("alternate") ? 2 : 1)
    if a.delay < 0 {
      // A negative delay starts that far into the runs: into the loop's
      // period for an infinite one, into the runs themselves otherwise.
      playback.append(("timeOffset", .number(a.iterations.isInfinite ? (-a.delay).truncatingRemainder(dividingBy: period) : -a.delay)))
    } else if a.delay > 0 {
      playback.append(("startAt", .number(a.delay)))
    }
    return .object([
      ("id", .string(id)), ("initialValue", .object(initial)), ("tracks", .array(tracks)), ("playback", .object(playback)),
    ])
  }
}
