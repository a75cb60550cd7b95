// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// SwiftUI views as a kfloop/1 document (docs/diagnose.md §11).
///
/// The root views (views no other view shows) are walked, and every view
/// they show is followed to any depth: each use of a view is its own
/// timeline, evaluated with its property defaults and the arguments passed
/// where it is used, and each `keyframeAnimator` or `phaseAnimator` in its
/// body is a timeline of its own. The same view in the two branches of an
/// `if` on a `@State` flag (or given the flag as an argument) is one
/// timeline whose arguments the flag chooses; a `Timer.publish(every:on:in:)`
/// received with `.onReceive`, or a `.task` loop of `Task.sleep`, that toggles
/// the flag is the control that turns `repeating` on and off (a `.task`
/// without a loop changes it once). Every number used is cited; every
/// animating construct not read is listed with its place and the reason.
enum SwiftLoops {
  struct Result {
    var kfloop: JSON
    var notes: [(at: String, what: String)]
    /// Where each timeline's view is used, for fixing it there.
    var sites: [String: Site] = [:]
    /// Each use of an animated view, each animator and `repeatForever`:
    /// what it became, or why it was not read.
    var accounting = SourceAccounting()
  }

  /// A timeline's view and its uses (one per branch of the flag that
  /// chooses its arguments): the view's name and each use's argument
  /// tokens (a root's own timeline: an empty range after no bracket).
  struct Site {
    var view: String
    var uses: [Range<Int>]
  }

  /// A view used in a body, the flags that choose it and where it sits.
  struct Use {
    var name: String
    var arguments: Range<Int>
    var conditions: [(flag: String, value: Bool)]
    var at: Int
    /// The chain of uses from its root (`Root#0/Row#0/Ball#2`): one
    /// timeline per key, the branches of an `if` sharing it.
    var key: String
    /// The view's own scope: its properties with this use's arguments.
    var scope: SwiftEvaluator
  }

  /// A flag toggled by a timer, a task or a one-shot task.
  struct Toggle {
    var id: String
    var flag: String
    var interval: Double
    var runLoopMode: String
    var chained: Bool
    /// A `.task` without a loop: the flag changes once, `interval` s in.
    var once: Bool
    var at: Int
    /// The token of the interval's number.
    var intervalAt: Int
  }

  /// What walking the views gathers.
  struct Walk {
    var uses: [Use] = []
    var toggles: [Toggle] = []
    var notes: [(at: Int, what: String)] = []
    /// Uses so far per parent, view and branch: the ordinal of the next.
    var ordinals: [String: Int] = [:]
    /// Each `@State` flag's initial value.
    var flags: [String: Bool] = [:]
    /// Flags changed by a user action (a `Button` or a tap), with where.
    var userChanged: [String: Int] = [:]
    /// Views used but defined nowhere in the file, each named once.
    var undefined: Set<String> = []
    /// The values given with `--let`.
    var lets: [String: Double] = [:]
  }

  static let animatorNames: Set = ["keyframeAnimator", "KeyframeAnimator", "phaseAnimator"]

  /// The starts of every animator in a body, in order.
  static func animators(_ src: SwiftSource, _ body: Range<Int>) -> [Int] {
    body.filter { animatorNames.contains(src.tokens[$0].text) && src.tokens[$0].kind == .identifier && $0 + 1 < body.upperBound && src.tokens[$0 + 1].is("(") }
  }

  static func read(path: String, bytes: [UInt8], lets: [String: Double], intendedPeriod: String? = nil) -> Result {
    let src = SwiftSource(path: path, bytes: bytes)
    let animated = Set(src.structs.filter { s in s.isView && s.body.map { !animators(src, $0).isEmpty } == true }.map(\.name))
    let used = Set(src.structs.compactMap(\.body).flatMap { b in b.filter { i in src.tokens[i].kind == .identifier && i + 1 < b.upperBound && src.tokens[i + 1].is("(") }.map { src.tokens[$0].text } })
    let roots = src.structs.filter { $0.isView && !used.contains($0.name) && $0.body != nil }
    var walk = Walk()
    walk.lets = lets
    for root in roots {
      let scope = constants(src, root, lets: lets, walk: &walk)
      let use = Use(name: root.name, arguments: 0..<0, conditions: [], at: root.body?.lowerBound ?? 0, key: "\(root.name)#0", scope: scope)
      visit(src, use, depth: 0, visiting: [], &walk)
    }
    var notes: [(at: String, what: String)] = []
    var timelines: [JSON] = []
    var controls: [JSON] = []
    var thresholds: [String: Double] = [:]
    var cites: [(String, JSON)] = []
    var sites: [String: Site] = [:]
    // What each use (by its token) and each animator became, and why an
    // animator was not read.
    var byUse: [Int: [String]] = [:]
    var byAnimator: [Int: [String]] = [:]
    var failed: [Int: String] = [:]
    let toggled = Set(walk.toggles.map(\.flag))
    // One timeline per key and animator; ids are the view's name, numbered
    // (`Ball #2`) where several uses of one view animate.
    var keys: [String] = []
    var byKey: [String: [Use]] = [:]
    for u in walk.uses where animated.contains(u.name) {
      if byKey[u.key] == nil { keys.append(u.key) }
      byKey[u.key, default: []].append(u)
    }
    var perName: [String: Int] = [:]
    for key in keys { if let name = byKey[key]?.first?.name { perName[name, default: 0] += 1 } }
    var numbered: [String: Int] = [:]
    var targets: [String: [(String, Bool)]] = [:]  // flag → [(timeline, repeating at the flag's initial value)]
    var triggered: [String: [String]] = [:]  // value → timelines it triggers
    for key in keys {
      guard let uses = byKey[key], let first = uses.first, let view = src.structNamed(first.name), let vbody = view.body else { continue }
      numbered[first.name, default: 0] += 1
      let viewID = (perName[first.name] ?? 0) > 1 && numbered[first.name, default: 0] > 1 ? "\(first.name) #\(numbered[first.name] ?? 0)" : first.name
      let starts = animators(src, vbody)
      for (k, start) in starts.enumerated() {
        let id = k == 0 ? viewID : "\(viewID) animator \(k + 1)"
        let range = start..<(k + 1 < starts.count ? starts[k + 1] : vbody.upperBound)
        do {
          // Repeating under each value of the flag its uses depend on.
          // The keyframes are those of the branch the flag starts in: the
          // model has one set per timeline, so branches that differ in
          // more than `repeating` are said to.
          var modes: [Bool: Bool] = [:]
          var animators: [(branch: Bool, animator: SwiftKeyframeAnimator)] = []
          let flag = first.conditions.first?.flag
          let initialFlag = flag.flatMap { walk.flags[$0] } ?? true
          for u in uses {
            var eval = u.scope
            guard let a = try SwiftKeyframeAnimator.read(src, range, &eval) else { continue }
            animators.append((u.conditions.first?.value ?? true, a))
            modes[u.conditions.first?.value ?? true] = a.repeating
          }
          guard let a = (animators.first { $0.branch == initialFlag } ?? animators.first)?.animator else { continue }
          if let flag, animators.contains(where: { $0.animator.tracks.map(\.keyframes) != a.tracks.map(\.keyframes) }) {
            notes.append((src.cite(first.at), "\(id): the branches of `\(flag)` give it different keyframes; diagnosed with those of `\(flag)` = \(initialFlag), where it starts"))
          }
          let repeatsNow = modes[initialFlag] ?? a.repeating
          var playback: [(String, JSON)] = [("mode", .string(a.repeating || modes.values.contains(true) ? "repeating" : "once"))]
          if let trigger = a.trigger {
            playback = [("mode", .string("trigger")), ("trigger", .object([("control", .string(trigger))]))]
            triggered[trigger, default: []].append(id)
          } else if let flag, modes.count == 2, modes[true] != modes[false], toggled.contains(flag) {
            targets[flag, default: []].append((id, repeatsNow))
            playback.append(("repeating", .object([("control", .string(flag))])))
          } else {
            if let flag, modes.count == 2, modes[true] != modes[false] {
              let how = walk.userChanged[flag].map { "changed only by a user action (\(src.cite($0)))" } ?? "changed by nothing curvetool reads"
              notes.append((src.cite(first.at), "\(id): `\(flag)` turns its repeating on and off but is \(how); diagnosed with its initial value (\(initialFlag))"))
            }
            playback.append(("repeating", .bool(repeatsNow)))
          }
          let n = timelines.count
          sites[id] = Site(view: first.name, uses: uses.map(\.arguments))
          for u in uses { byUse[u.at, default: []].append(id) }
          byAnimator[start, default: []].append(id)
          timelines.append(.object([
            ("id", .string(id)),
            ("initialValue", .object(a.initialValues.map { ($0.0, .number($0.1)) })),
            ("tracks", .array(a.tracks.map { .object([("keyPath", .string($0.keyPath)), ("keyframes", .array($0.keyframes))]) })),
            ("playback", .object(playback)),
          ]))
          for (key, v) in a.thresholds { thresholds[key] = Swift.min(thresholds[key] ?? .infinity, v) }
          cites.append(("timelines[\(n)]", .string(src.cite(first.at))))
          for c in a.cites { cites.append(("timelines[\(n)].\(c.what)", .string(src.cite(c.at)))) }
          for note in a.notes { notes.append((src.cite(note.at), "\(id): \(note.what)")) }
        } catch {
          notes.append((src.cite(error.at), "\(id): \(error.message)"))
          failed[start] = failed[start] ?? "\(error.message) (\(src.cite(error.at)))"
        }
      }
    }
    for t in walk.toggles where !controls.contains(where: { $0["id"]?.stringValue == t.flag }) {
      // A trigger plays its timelines once per change; a repeating flag
      // toggles every target, its initial `repeating` the first's.
      var action: [(String, JSON)] = [("op", .string("toggle"))]
      let ids: [String]
      if let list = triggered[t.flag] {
        action.append(("field", .string("trigger")))
        ids = list
      } else if let list = targets[t.flag], !list.isEmpty {
        action += [("field", .string("repeating")), ("initial", .bool(list[0].1))]
        ids = list.map(\.0)
      } else {
        notes.append((src.cite(t.at), "\(t.id) toggles \(t.flag), which chooses no repeating animation"))
        continue
      }
      var control: [(String, JSON)] = [("id", .string(t.flag))]
      if t.once {
        control += [("type", .string("events")), ("at", .array([.number(t.interval)]))]
      } else {
        control += [
          ("type", .string("timer")), ("interval", .number(t.interval)), ("firstFireAt", .number(t.interval)),
          ("tolerance", .number(0)), ("runLoopMode", .string(t.runLoopMode)), ("chained", .bool(t.chained)),
        ]
      }
      controls.append(.object(control + [("action", .object(action)), ("targets", .array(ids.map(JSON.string)))]))
      cites.append(("controls.\(t.flag)", .string(src.cite(t.at))))
      cites.append(("controls.\(t.flag).interval", .string(src.cite(t.intervalAt))))
    }
    periodNotes(src, roots, lets: lets, intendedPeriod: intendedPeriod, timelines: &timelines, cites: &cites, notes: &notes, walk: &walk)
    // Views that animate but that no root shows, each named once.
    let shown = Set(walk.uses.map(\.name))
    for s in src.structs where animated.contains(s.name) && !shown.contains(s.name) {
      notes.append((src.cite(s.body?.lowerBound ?? 0), "\(s.name) animates but no root view shows it (it is used only by views that are never shown); not diagnosed"))
    }
    let accounting = account(src, animated: animated, walk: walk, byUse: byUse, byAnimator: byAnimator, failed: failed)
    // A construct not read is named where it stands.
    for e in accounting.entries where e.construct.hasSuffix("(…)") {
      guard let why = e.why, let i = src.tokens.firstIndex(where: { $0.offset == e.offset }) else { continue }
      walk.notes.append((i, "\(e.construct.dropLast(3)) is not diagnosed: \(why)"))
    }
    var doc: [(String, JSON)] = [
      ("format", .string("kfloop/1")),
      // Where every number came from: "timelines[0].verticalStretch[1].duration" → file:line:column.
      ("source", .object([("file", .string(path)), ("cites", .object(cites))])),
      // SwiftUI samples its animations at each frame's exact time.
      ("clock", .object([("sampling", .string("exact"))])),
      ("timelines", .array(timelines)),
    ]
    if !controls.isEmpty { doc.append(("controls", .array(controls))) }
    let analyze: [(String, JSON)] = [
      ("valueThreshold", .object(thresholds.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) }))
    ]
    doc.append(("analyze", .object(analyze)))
    // A loop of another kind is named, never left out in silence.
    for i in src.tokens.indices where src.tokens[i].kind == .identifier && src.tokens[i].text == "repeatForever" {
      walk.notes.append((i, "`repeatForever` is not read yet: diagnose reads keyframeAnimator and phaseAnimator loops; describe this one in kfloop/1 (docs/diagnose.md §6)"))
    }
    // In source order, always.
    let ordered = walk.notes.sorted { $0.at < $1.at }.map { (at: src.cite($0.at), what: $0.what) }
    return Result(kfloop: .object(doc), notes: merge(ordered + notes, src: src), sites: sites, accounting: accounting)
  }

  /// A duration constant nothing uses may be the period meant for all;
  /// `--intended-period` names it.
  static func periodNotes(
    _ src: SwiftSource, _ roots: [SwiftSource.SwiftStruct], lets: [String: Double], intendedPeriod: String?, timelines: inout [JSON],
    cites: inout [(String, JSON)], notes: inout [(at: String, what: String)], walk: inout Walk
  ) {
    var applied = false
    for root in roots {
      let scope = constants(src, root, lets: lets, walk: &walk)
      for p in root.properties where p.name.lowercased().contains("duration") || p.name.lowercased().contains("period") {
        let mentioned = src.structs.compactMap(\.body).contains { b in b.contains { src.tokens[$0].is(p.name) } }
        if !mentioned, intendedPeriod == nil, let v = scope.values[p.name]?.value.double {
          notes.append((src.cite(p.at), "`\(p.name)` (\(NumberText.text(v, .detail)) s) is declared but no animation uses it; if every loop should last it, pass --intended-period \(p.name)"))
        }
      }
      guard let intendedPeriod, !applied else { continue }
      let v: Double? = Double(intendedPeriod) ?? scope.values[intendedPeriod]?.value.double
      guard let v, v > 0, v.isFinite else { continue }
      applied = true
      if let p = root.properties.first(where: { $0.name == intendedPeriod }), let r = p.value {
        cites.append(("intendedPeriod", .string(src.cite(r.lowerBound))))
      }
      for k in timelines.indices {
        guard case .object(var m) = timelines[k], let p = m.firstIndex(where: { $0.0 == "playback" }), case .object(var pb) = m[p].1 else { continue }
        pb.append(("intendedPeriod", .number(v)))
        m[p].1 = .object(pb)
        timelines[k] = .object(m)
      }
    }
  }
}
