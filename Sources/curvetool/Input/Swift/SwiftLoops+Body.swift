// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Walking the views: what each body shows (with the `if` flags around it),
/// followed into the views it shows, and what drives the flags: timers
/// received with `.onReceive`, `.task` loops and one-shot tasks, and user
/// actions.
extension SwiftLoops {
  /// How deep views shown by views are followed.
  static let maximumDepth = 32

  /// SwiftUI's own views and types: used like a view, never defined in
  /// the file, never a loop of the user's.
  static let builtIns: Set = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Group", "ForEach",
    "ScrollView", "List", "Section", "Form", "NavigationStack", "NavigationView", "NavigationLink", "NavigationSplitView", "TabView",
    "GeometryReader", "TimelineView", "Canvas", "Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule",
    "Ellipse", "Path", "Text", "Image", "Label", "Button", "Toggle", "Slider", "Stepper", "Picker", "ProgressView", "Spacer",
    "Divider", "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient", "AnyView",
    "EmptyView", "ViewThatFits", "Link", "Menu", "TextField", "SecureField", "DatePicker", "ColorPicker", "ContentUnavailableView",
    "ShareLink", "PhaseAnimator", "KeyframeAnimator", "Font", "Material", "Angle", "UnitPoint", "CGSize", "CGPoint", "CGRect",
    "CGFloat", "Double", "Float", "Int", "String", "Bool", "Array", "Set", "Dictionary", "Task", "Timer", "Spring", "Animation",
    "KeyframeTrack", "LinearKeyframe", "CubicKeyframe", "SpringKeyframe", "MoveKeyframe", "UnitCurve", "Edge", "Alignment",
    "StrokeStyle", "Shadow", "ScaledMetric", "Binding", "State", "Namespace", "AnyShapeStyle", "ShapeStyle", "Date", "URL",
    "DispatchQueue", "Duration", "TimeInterval", "Optional", "Result", "ObservableObject", "EnvironmentValues",
  ]

  /// Records a use, then walks the view's body: the views it shows (to
  /// any depth, each use its own key), its timers and tasks.
  static func visit(_ src: SwiftSource, _ use: Use, depth: Int, visiting: [String], _ walk: inout Walk) {
    guard let view = src.structNamed(use.name), let body = view.body else {
      walk.uses.append(use)
      return
    }
    guard depth < maximumDepth, !visiting.contains(use.name) else {
      walk.notes.append((use.at, "\(use.name) shows itself (or views nested past \(maximumDepth) levels); not followed further"))
      return
    }
    var use = use
    declareLets(src, body, &use.scope)
    walk.uses.append(use)
    for p in view.properties where p.isState {
      if case .bool(let b)? = use.scope.values[p.name]?.value { walk.flags[p.name] = b }
    }
    walkBody(src, body, use.conditions, parent: use.key, scope: use.scope, view: view, depth: depth, visiting: visiting + [use.name], &walk)
  }

  /// Walks a body's tokens: `if` branches, views used, timers, tasks and
  /// user actions.
  static func walkBody(
    _ src: SwiftSource, _ r: Range<Int>, _ conditions: [(flag: String, value: Bool)], parent: String, scope: SwiftEvaluator,
    view: SwiftSource.SwiftStruct, depth: Int, visiting: [String], _ walk: inout Walk
  ) {
    let t = src.tokens
    let states = Set(view.properties.filter(\.isState).map(\.name))
    var scope = scope
    var i = r.lowerBound
    while i < r.upperBound {
      let tok = t[i]
      if tok.is("if"), let open = src.next("{", from: i + 1, until: r.upperBound) {
        let cond = (i + 1)..<open
        var flag = ""
        var polarity = true
        if cond.count == 1, t[cond.lowerBound].kind == .identifier { flag = t[cond.lowerBound].text }
        if cond.count == 2, t[cond.lowerBound].is("!") { flag = t[cond.lowerBound + 1].text; polarity = false }
        if flag.hasPrefix("self.") { flag = String(flag.dropFirst(5)) }
        let close = src.close(open)
        var elseRange: Range<Int>?
        var after = close + 1
        if after < r.upperBound, t[after].is("else"), after + 1 < r.upperBound, t[after + 1].is("{") {
          let ec = src.close(after + 1)
          elseRange = (after + 2)..<ec
          after = ec + 1
        }
        if !flag.isEmpty, states.contains(flag) {
          // A state flag: both branches, each under its value.
          walkBody(src, (open + 1)..<close, conditions + [(flag, polarity)], parent: parent, scope: scope, view: view, depth: depth, visiting: visiting, &walk)
          if let e = elseRange {
            walkBody(src, e, conditions + [(flag, !polarity)], parent: parent, scope: scope, view: view, depth: depth, visiting: visiting, &walk)
          }
        } else if let known = try? scope.bool(cond) {
          // A constant or an argument: the branch it chooses.
          if known {
            walkBody(src, (open + 1)..<close, conditions, parent: parent, scope: scope, view: view, depth: depth, visiting: visiting, &walk)
          } else if let e = elseRange {
            walkBody(src, e, conditions, parent: parent, scope: scope, view: view, depth: depth, visiting: visiting, &walk)
          }
        } else {
          walk.notes.append((i, "`if \(src.text(cond))` is not a flag curvetool follows; both branches are read"))
          walkBody(src, (open + 1)..<close, conditions, parent: parent, scope: scope, view: view, depth: depth, visiting: visiting, &walk)
          if let e = elseRange { walkBody(src, e, conditions, parent: parent, scope: scope, view: view, depth: depth, visiting: visiting, &walk) }
        }
        i = after
        continue
      }
      if tok.is("ForEach"), i + 1 < r.upperBound, t[i + 1].is("("), !(i > 0 && t[i - 1].is(".")) {
        let close = src.close(i + 1)
        if close + 1 < r.upperBound, t[close + 1].is("{") {
          let end = src.close(close + 1)
          let content = (close + 2)..<end
          // `{ k in …}`: the element's name in the content.
          var name = "$0"
          var body = content
          if content.count >= 2, t[content.lowerBound].kind == .identifier, t[content.lowerBound + 1].is("in") {
            name = t[content.lowerBound].text
            body = (content.lowerBound + 2)..<end
          }
          if let elements = forEachElements(src, (i + 2)..<close, scope: scope, walk: &walk, at: i) {
            for element in elements {
              var inner = scope
              inner.values[name] = (element, i)
              walkBody(src, body, conditions, parent: parent, scope: inner, view: view, depth: depth, visiting: visiting, &walk)
            }
          } else {
            walkBody(src, body, conditions, parent: parent, scope: scope, view: view, depth: depth, visiting: visiting, &walk)
          }
          i = end + 1
          continue
        }
      }
      if tok.kind == .identifier, i + 1 < r.upperBound, t[i + 1].is("("), !(i > 0 && t[i - 1].is(".")) {
        let close = src.close(i + 1)
        if let used = src.structNamed(tok.text), used.isView {
          showView(src, used, at: i, arguments: (i + 2)..<Swift.min(close, r.upperBound), conditions, parent: parent, scope: scope, states: states, depth: depth, visiting: visiting, &walk)
          i += 2
          continue
        }
        if let first = tok.text.first, first.isUppercase, !builtIns.contains(tok.text), src.structNamed(tok.text) == nil,
          tok.newlineBefore || (i > 0 && t[i - 1].is("{")), walk.undefined.insert(tok.text).inserted
        {
          walk.notes.append((i, "\(tok.text) is used as a view but not defined in this file; it is not diagnosed (pass the file that defines it)"))
        }
      }
      if tok.is("onReceive"), i + 2 < r.upperBound, t[i + 1].is("("), let open = src.next("{", from: src.close(i + 1) + 1, until: r.upperBound) {
        let publisher = t[i + 2].text
        let block = (open + 1)..<src.close(open)
        if let flag = toggled(src, block), let timer = timer(src, publisher, &scope) {
          walk.toggles.append(Toggle(id: publisher, flag: flag, interval: timer.interval, runLoopMode: timer.mode, chained: false, once: false, at: i, intervalAt: timer.at))
        } else {
          walk.notes.append((i, "`.onReceive(\(publisher))` is not a Timer.publish(every:on:in:) that toggles a flag curvetool reads"))
        }
        i = block.upperBound + 1
        continue
      }
      if tok.is("task"), i > 0, t[i - 1].is("."), let open = src.next("{", from: i + 1, until: r.upperBound) {
        let block = (open + 1)..<src.close(open)
        if let flag = toggled(src, block), let sleep = block.first(where: { t[$0].is("sleep") }), let interval = sleepSeconds(src, sleep, &scope) {
          // Sleep, then toggle: in a loop each fire waits for the one
          // before (chained); without one it happens once.
          let loops = block.contains { t[$0].is("while") || t[$0].is("repeat") || (t[$0].is("for") && $0 + 1 < block.upperBound && !t[$0 + 1].is(":")) }
          walk.toggles.append(Toggle(id: "task", flag: flag, interval: interval, runLoopMode: "common", chained: true, once: !loops, at: i, intervalAt: sleep))
        } else {
          walk.notes.append((i, "`.task { … }` is not a Task.sleep and a flag toggle curvetool reads"))
        }
        i = block.upperBound + 1
        continue
      }
      if tok.is("Button") || tok.is("onTapGesture") || tok.is("onLongPressGesture") {
        // A user action: it changes flags at times nobody can know.
        if let open = src.next("{", from: i + 1, until: r.upperBound), let flag = toggled(src, (open + 1)..<src.close(open)) {
          walk.userChanged[flag] = walk.userChanged[flag] ?? i
        }
      }
      i += 1
    }
  }

  /// One use of a user's view: its key (the parent's, the view's name and
  /// its ordinal among the uses of that view in the same branch), its
  /// scope, and a visit. A `@State` flag among its arguments
  /// (`repeats: !isDone`) chooses them like an `if`: the use is read once
  /// under each value.
  static func showView(
    _ src: SwiftSource, _ view: SwiftSource.SwiftStruct, at i: Int, arguments: Range<Int>, _ conditions: [(flag: String, value: Bool)],
    parent: String, scope: SwiftEvaluator, states: Set<String>, depth: Int, visiting: [String], _ walk: inout Walk
  ) {
    let t = src.tokens
    let given = conditions.map(\.flag)
    let flag = arguments.first { k in
      t[k].kind == .identifier && states.contains(t[k].text) && !given.contains(t[k].text) && !(k > arguments.lowerBound && t[k - 1].is(".") && !t[k - 2].is("self"))
    }.map { t[$0].text }
    let branches: [[(flag: String, value: Bool)]] = flag.map { f in [conditions + [(f, true)], conditions + [(f, false)]] } ?? [conditions]
    for conds in branches {
      let branch = conds.map { "\($0.flag)=\($0.value)" }.joined(separator: ",")
      let slot = "\(parent)/\(view.name)|\(branch)"
      let ordinal = walk.ordinals[slot, default: 0]
      walk.ordinals[slot] = ordinal + 1
      var outer = scope
      for c in conds { outer.values[c.flag] = (.bool(c.value), i) }
      let use = Use(
        name: view.name, arguments: arguments, conditions: conds, at: i, key: "\(parent)/\(view.name)#\(ordinal)",
        scope: viewScope(src, view, arguments: arguments, outer: outer, lets: walk.lets))
      visit(src, use, depth: depth + 1, visiting: visiting, &walk)
    }
  }

  /// How many elements a `ForEach` is expanded into, each its own uses.
  static let maximumForEach = 1000

  /// The elements of `ForEach(a..<b)`, `ForEach(a...b)` or
  /// `ForEach([x, y, z], id: \.self)`, evaluated in `scope`; `nil` (with a
  /// note) when they are not known here or are more than ``maximumForEach``,
  /// and then the content is read once.
  static func forEachElements(_ src: SwiftSource, _ args: Range<Int>, scope: SwiftEvaluator, walk: inout Walk, at: Int) -> [SwiftValue]? {
    let t = src.tokens
    var scope = scope
    let first = SwiftKeyframeAnimator.arguments(src, args)["0"] ?? args
    func fail(_ why: String) -> [SwiftValue]? {
      walk.notes.append((at, "ForEach(\(src.text(first))) is not expanded (\(why)); its content is read once"))
      return nil
    }
    if first.count >= 2, t[first.lowerBound].is("["), t[first.upperBound - 1].is("]") {
      let items = SwiftKeyframeAnimator.arguments(src, (first.lowerBound + 1)..<(first.upperBound - 1)).sorted { $0.value.lowerBound < $1.value.lowerBound }
      guard items.count <= maximumForEach else { return fail("more than \(maximumForEach) elements") }
      var out: [SwiftValue] = []
      for (_, r) in items {
        guard let v = try? scope.value(r) else { return fail("`\(src.text(r))` is not known here") }
        out.append(v)
      }
      return out
    }
    // a..<b or a...b: the operator is three symbol tokens at the top level.
    guard let dot = first.first(where: { k in k + 2 < first.upperBound && t[k].is(".") && t[k + 1].is(".") && (t[k + 2].is("<") || t[k + 2].is(".")) }) else {
      return fail("not a range or a list of values")
    }
    guard case .integer(let a)? = try? scope.value(first.lowerBound..<dot), case .integer(let b)? = try? scope.value((dot + 3)..<first.upperBound) else {
      return fail("its bounds are not integers known here")
    }
    let closed = t[dot + 2].is(".")
    guard Double(b) - Double(a) + (closed ? 1 : 0) <= Double(maximumForEach) else { return fail("more than \(maximumForEach) elements") }
    guard closed ? a <= b : a < b else { return [] }
    return (closed ? Array(a...b) : Array(a..<b)).map { SwiftValue.integer($0) }
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
