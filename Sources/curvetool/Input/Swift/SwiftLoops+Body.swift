// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// What a root view's body uses and what drives it: the views it shows
/// (with the `if` flags around them), timers received with `.onReceive` and
/// `.task` loops that toggle a flag.
extension SwiftLoops {
  /// Walks a body: views used (with the `if` flags around them), timers
  /// with `.onReceive` and `.task` loops that toggle a flag.
  static func walk(
    _ src: SwiftSource, _ r: Range<Int>, _ conditions: [(flag: String, value: Bool)], _ uses: inout [Use], _ toggles: inout [Toggle],
    _ notes: inout [(at: String, what: String)], scope: inout SwiftEvaluator
  ) {
    let t = src.tokens
    let views = Set(src.structs.filter(\.isView).map(\.name))
    var i = r.lowerBound
    while i < r.upperBound {
      let tok = t[i]
      if tok.is("if"), let open = src.next("{", from: i + 1, until: r.upperBound) {
        var flag = ""
        var polarity = true
        let cond = (i + 1)..<open
        if cond.count == 1, t[cond.lowerBound].kind == .identifier { flag = t[cond.lowerBound].text }
        if cond.count == 2, t[cond.lowerBound].is("!") { flag = t[cond.lowerBound + 1].text; polarity = false }
        if flag.isEmpty { notes.append((src.cite(i), "`if \(src.text(cond))` is not a flag curvetool follows; both branches are read")) }
        let close = src.close(open)
        walk(src, (open + 1)..<close, flag.isEmpty ? conditions : conditions + [(flag, polarity)], &uses, &toggles, &notes, scope: &scope)
        i = close + 1
        if i < r.upperBound, t[i].is("else"), i + 1 < r.upperBound, t[i + 1].is("{") {
          let ec = src.close(i + 1)
          walk(src, (i + 2)..<ec, flag.isEmpty ? conditions : conditions + [(flag, !polarity)], &uses, &toggles, &notes, scope: &scope)
          i = ec + 1
        }
        continue
      }
      if tok.kind == .identifier, views.contains(tok.text), i + 1 < r.upperBound, t[i + 1].is("(") {
        let close = src.close(i + 1)
        uses.append(Use(name: tok.text, arguments: (i + 2)..<close, conditions: conditions, at: i))
        i = close + 1
        continue
      }
      if tok.is("onReceive"), i + 2 < r.upperBound, t[i + 1].is("("), let open = src.next("{", from: src.close(i + 1) + 1, until: r.upperBound) {
        let publisher = t[i + 2].text
        let block = (open + 1)..<src.close(open)
        if let flag = toggled(src, block), let timer = timer(src, publisher, &scope) {
          toggles.append(Toggle(id: publisher, flag: flag, interval: timer.interval, runLoopMode: timer.mode, chained: false, at: i, intervalAt: timer.at))
        } else {
          notes.append((src.cite(i), "`.onReceive(\(publisher))` is not a Timer.publish(every:on:in:) that toggles a flag curvetool reads"))
        }
        i = block.upperBound + 1
        continue
      }
      if tok.is("task"), i > 0, t[i - 1].is("."), let open = src.next("{", from: i + 1, until: r.upperBound) {
        let block = (open + 1)..<src.close(open)
        if let flag = toggled(src, block), let sleep = block.first(where: { t[$0].is("sleep") }), let interval = sleepSeconds(src, sleep, &scope) {
          // Sleep, then toggle: each fire waits for the one before (chained).
          toggles.append(Toggle(id: "task", flag: flag, interval: interval, runLoopMode: "common", chained: true, at: i, intervalAt: sleep))
        } else {
          notes.append((src.cite(i), "`.task { … }` is not a loop of Task.sleep and a flag toggle curvetool reads"))
        }
        i = block.upperBound + 1
        continue
      }
      i += 1
    }
  }

  /// The flag a block toggles (`flag.toggle()`, `self.flag.toggle()`, `flag = !flag`).
  static func toggled(_ src: SwiftSource, _ r: Range<Int>) -> String? {
    let t = src.tokens
    for i in r where t[i].is("toggle") && i >= 2 && t[i - 1].is(".") {
      return t[i - 2].text
    }
    for i in r where t[i].is("=") && i + 2 < r.upperBound && t[i + 1].is("!") && i >= 1 && t[i + 2].text == t[i - 1].text {
      return t[i - 1].text
    }
    // A counter: `count += 1` changes a trigger each time.
    for i in r where t[i].is("+") && i + 1 < r.upperBound && t[i + 1].is("=") && i >= 1 && t[i - 1].kind == .identifier {
      return t[i - 1].text
    }
    return nil
  }

  /// `Timer.publish(every: N, on: .main, in: .common).autoconnect()` bound to `name`.
  static func timer(_ src: SwiftSource, _ name: String, _ scope: inout SwiftEvaluator) -> (interval: Double, mode: String, at: Int)? {
    for s in src.structs {
      guard let p = s.properties.first(where: { $0.name == name }), let r = p.value,
        let at = r.first(where: { src.tokens[$0].is("publish") }), at + 1 < r.upperBound, src.tokens[at + 1].is("(")
      else { continue }
      let args = SwiftKeyframeAnimator.arguments(src, (at + 2)..<src.close(at + 1))
      guard let every = args["every"], let interval = try? scope.number(every) else { return nil }
      let mode = args["in"].map { src.text($0).contains("common") ? "common" : "default" } ?? "default"
      return (interval, mode, every.lowerBound)
    }
    return nil
  }

  /// Seconds of `Task.sleep(for: .seconds(N))`, `(nanoseconds: N)` or `(for: .milliseconds(N))`.
  static func sleepSeconds(_ src: SwiftSource, _ at: Int, _ scope: inout SwiftEvaluator) -> Double? {
    guard at + 1 < src.tokens.count, src.tokens[at + 1].is("(") else { return nil }
    let r = (at + 2)..<src.close(at + 1)
    let args = SwiftKeyframeAnimator.arguments(src, r)
    if let ns = args["nanoseconds"] { return (try? scope.number(ns)).map { $0 / 1e9 } }
    guard let f = args["for"], f.count >= 4 else { return nil }
    let unit = src.tokens[f.lowerBound + 1].text
    let inner = (f.lowerBound + 3)..<(f.upperBound - 1)
    guard let v = try? scope.number(inner) else { return nil }
    return ["seconds": v, "milliseconds": v / 1000, "microseconds": v / 1e6][unit]
  }
}
