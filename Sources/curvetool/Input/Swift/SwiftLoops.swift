// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// SwiftUI views as a kfloop/1 document (docs/diagnose.md §11): each view
/// with a `keyframeAnimator` that a root view (one no other view uses)
/// shows becomes a timeline, evaluated with its property defaults and the
/// arguments passed where it is used; `if` branches on a `@State` flag
/// choose the arguments, and a `Timer.publish(every:on:in:)` with
/// `.onReceive` (or a `.task` loop with `Task.sleep`) that toggles the flag
/// becomes the control that turns `repeating` on and off. Every number
/// used is cited; anything not read is listed with its place.
enum SwiftLoops {
  struct Result {
    var kfloop: JSON
    var notes: [(at: String, what: String)]
  }

  /// A view used in a root view's body, and the flags that choose it.
  struct Use {
    var name: String
    var arguments: Range<Int>
    var conditions: [(flag: String, value: Bool)]
    var at: Int
  }

  /// A flag toggled by a timer or a task loop.
  struct Toggle {
    var id: String
    var flag: String
    var interval: Double
    var runLoopMode: String
    var chained: Bool
    var at: Int
    /// The token of the interval's number.
    var intervalAt: Int
  }

  static func read(path: String, bytes: [UInt8], lets: [String: Double], intendedPeriod: String? = nil) -> Result {
    let src = SwiftSource(path: path, bytes: bytes)
    var notes: [(at: String, what: String)] = []
    let animated = Set(src.structs.filter { s in
      s.isView && s.body.map { b in b.contains { ["keyframeAnimator", "KeyframeAnimator", "phaseAnimator"].contains(src.tokens[$0].text) } } == true
    }.map(\.name))
    let used = Set(src.structs.compactMap(\.body).flatMap { b in b.filter { i in src.tokens[i].kind == .identifier && i + 1 < b.upperBound && src.tokens[i + 1].is("(") }.map { src.tokens[$0].text } })
    let roots = src.structs.filter { $0.isView && !used.contains($0.name) && $0.body != nil }
    var timelines: [JSON] = []
    var controls: [JSON] = []
    var thresholds: [String: Double] = [:]
    var cites: [(String, JSON)] = []
    for root in roots {
      guard let body = root.body else { continue }
      var scope = constants(src, root, lets: lets)
      var uses: [Use] = []
      var toggles: [Toggle] = []
      walk(src, body, [], &uses, &toggles, &notes, scope: &scope)
      if animated.contains(root.name) { uses.append(Use(name: root.name, arguments: body.lowerBound..<body.lowerBound, conditions: [], at: body.lowerBound)) }
      // One timeline per view name (and per repeated use within a branch).
      var order: [String] = []
      var byName: [String: [Use]] = [:]
      for u in uses where animated.contains(u.name) {
        let sameBranch = (byName[u.name] ?? []).filter { $0.conditions.map(\.flag) == u.conditions.map(\.flag) && $0.conditions.map(\.value) == u.conditions.map(\.value) }.count
        let id = sameBranch == 0 ? u.name : "\(u.name) #\(sameBranch + 1)"
        if byName[id] == nil { order.append(id) }
        byName[id, default: []].append(u)
      }
      var targets: [String: [(String, Bool)]] = [:]  // flag → [(timeline, repeating when the flag is at its initial value)]
      var triggered: [String: [String]] = [:]  // value → timelines it triggers
      for id in order {
        guard let uses = byName[id], let first = uses.first, let view = src.structNamed(first.name), let vbody = view.body else { continue }
        do {
          // Repeating under each value of the flags its uses depend on.
          var modes: [Bool: Bool] = [:]
          var animator: SwiftKeyframeAnimator?
          let flag = first.conditions.first?.flag
          for u in uses {
            var eval = try viewScope(src, view, u, root: scope, lets: lets)
            guard let a = try SwiftKeyframeAnimator.read(src, vbody, &eval) else { continue }
            if animator == nil { animator = a }
            modes[u.conditions.first?.value ?? true] = a.repeating
          }
          guard let a = animator else { continue }
          let initialFlag = flag.flatMap { f -> Bool? in if case .bool(let b)? = scope.values[f]?.value { return b }; return nil } ?? true
          let repeatsNow = modes[initialFlag] ?? a.repeating
          var playback: [(String, JSON)] = [("mode", .string(a.repeating || modes.values.contains(true) ? "repeating" : "once"))]
          if let trigger = a.trigger {
            playback = [("mode", .string("trigger")), ("trigger", .object([("control", .string(trigger))]))]
            triggered[trigger, default: []].append(id)
          } else if let flag, modes.count == 2, modes[true] != modes[false] {
            targets[flag, default: []].append((id, repeatsNow))
            playback.append(("repeating", .object([("control", .string(flag))])))
          } else {
            playback.append(("repeating", .bool(repeatsNow)))
          }
          let n = timelines.count
          timelines.append(.object([
            ("id", .string(id)),
            ("initialValue", .object(a.initialValues.map { ($0.0, .number($0.1)) })),
            ("tracks", .array(a.tracks.map { .object([("keyPath", .string($0.keyPath)), ("keyframes", .array($0.keyframes))]) })),
            ("playback", .object(playback)),
          ]))
          for (key, v) in a.thresholds { thresholds[key] = Swift.min(thresholds[key] ?? .infinity, v) }
          cites.append(("timelines[\(n)]", .string(src.cite(first.at))))
          for c in a.cites { cites.append(("timelines[\(n)].\(c.what)", .string(src.cite(c.at)))) }
        } catch {
          notes.append((src.cite(error.at), "\(id): \(error.message)"))
        }
      }
      for t in toggles {
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
        controls.append(.object([
          ("id", .string(t.flag)), ("type", .string("timer")), ("interval", .number(t.interval)), ("firstFireAt", .number(t.interval)),
          ("tolerance", .number(0)), ("runLoopMode", .string(t.runLoopMode)), ("chained", .bool(t.chained)),
          ("action", .object(action)), ("targets", .array(ids.map(JSON.string))),
        ]))
        cites.append(("controls.\(t.flag)", .string(src.cite(t.at))))
        cites.append(("controls.\(t.flag).interval", .string(src.cite(t.intervalAt))))
      }
      // A duration constant nothing uses may be the period meant for all.
      for p in root.properties where p.name.lowercased().contains("duration") || p.name.lowercased().contains("period") {
        let mentioned = src.structs.compactMap(\.body).contains { b in b.contains { src.tokens[$0].is(p.name) } }
        if !mentioned, intendedPeriod == nil, case .number(let v)? = scope.values[p.name]?.value {
          notes.append((src.cite(p.at), "`\(p.name)` (\(NumberText.significant(v)) s) is declared but no animation uses it; if every loop should last it, pass --intended-period \(p.name)"))
        }
      }
      if let intendedPeriod {
        let v: Double? = Double(intendedPeriod) ?? { if case .number(let x)? = scope.values[intendedPeriod]?.value { return x }; return nil }()
        if let v, v > 0 {
          if let p = root.properties.first(where: { $0.name == intendedPeriod }), let r = p.value {
            cites.append(("intendedPeriod", .string(src.cite(r.lowerBound))))
          }
          for k in timelines.indices {
            guard case .object(var m) = timelines[k], let p = m.firstIndex(where: { $0.0 == "playback" }), case .object(var pb) = m[p].1 else { continue }
            pb.append(("intendedPeriod", .number(v)))
            m[p].1 = .object(pb)
            timelines[k] = .object(m)
          }
        } else {
          notes.append((src.cite(body.lowerBound), "--intended-period \(intendedPeriod) is neither seconds nor a constant of \(root.name)"))
        }
      }
      for (flag, list) in targets where !toggles.contains(where: { $0.flag == flag }) {
        notes.append((src.cite(body.lowerBound), "\(flag) chooses \(list.map(\.0).joined(separator: ", ")) but nothing curvetool reads changes it"))
      }
    }
    var doc: [(String, JSON)] = [
      ("format", .string("kfloop/1")),
      // Where every number came from: "timelines[0].verticalStretch[1].duration" → file:line:column.
      ("source", .object([("file", .string(path)), ("cites", .object(cites))])),
      ("timelines", .array(timelines)),
    ]
    if !controls.isEmpty { doc.append(("controls", .array(controls))) }
    // The horizon is kfloop's default: loops that realign only after it
    // drift as far as anyone watching can tell.
    let analyze: [(String, JSON)] = [
      ("valueThreshold", .object(thresholds.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) }))
    ]
    doc.append(("analyze", .object(analyze)))
    // A loop of another kind is named, never left out in silence.
    for i in src.tokens.indices where src.tokens[i].kind == .identifier && src.tokens[i].text == "repeatForever" {
      notes.append((src.cite(i), "`repeatForever` is not read yet: diagnose reads keyframeAnimator and phaseAnimator loops; describe this one in kfloop/1 (docs/diagnose.md §6)"))
    }
    return Result(kfloop: .object(doc), notes: notes)
  }

  /// A root view's constants and @State defaults, `--let` overriding.
  static func constants(_ src: SwiftSource, _ s: SwiftSource.SwiftStruct, lets: [String: Double]) -> SwiftEvaluator {
    var eval = SwiftEvaluator(source: src, values: [:])
    for p in s.properties {
      if let v = lets[p.name] { eval.values[p.name] = (.number(v), p.at); continue }
      guard let r = p.value, let v = try? eval.value(r) else { continue }
      eval.values[p.name] = (v, p.at)
    }
    for (k, v) in lets where eval.values[k] == nil { eval.values[k] = (.number(v), 0) }
    return eval
  }

  /// A used view's scope: its property defaults, then the call site's
  /// arguments (evaluated in the root's scope with the use's flags set).
  static func viewScope(_ src: SwiftSource, _ view: SwiftSource.SwiftStruct, _ use: Use, root: SwiftEvaluator, lets: [String: Double]) throws(SwiftUnreadable) -> SwiftEvaluator {
    var outer = root
    for c in use.conditions { outer.values[c.flag] = (.bool(c.value), use.at) }
    let given = SwiftKeyframeAnimator.arguments(src, use.arguments)
    var eval = SwiftEvaluator(source: src, values: [:])
    for (k, v) in lets { eval.values[k] = (.number(v), 0) }
    for p in view.properties {
      if let r = given[p.name] {
        // Colours and other non-numbers are not needed: skip what does not evaluate.
        if let v = try? outer.value(r) { eval.values[p.name] = (v, r.lowerBound) }
      } else if lets[p.name] == nil, let r = p.value {
        do {
          eval.values[p.name] = (try eval.value(r), r.lowerBound)
        } catch {
          eval.unreadable[p.name] = error
        }
      }
    }
    // `let`/`var` constants inside the body (`let d = duration * 0.5`), in order.
    if let body = view.body {
      let t = src.tokens
      for i in body where (t[i].is("let") || t[i].is("var")) && i + 3 < body.upperBound && t[i + 1].kind == .identifier {
        var j = i + 2
        if t[j].is(":") { j += 2 }
        guard j < body.upperBound, t[j].is("=") else { continue }
        let r = (j + 1)..<src.expressionEnd(j + 1, body.upperBound)
        do {
          eval.values[t[i + 1].text] = (try eval.value(r), r.lowerBound)
        } catch {
          eval.unreadable[t[i + 1].text] = error
        }
      }
    }
    return eval
  }
}
