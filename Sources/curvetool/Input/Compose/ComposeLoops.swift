// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Jetpack Compose loops as a kfloop/1 document (docs/diagnose.md §13):
/// each `animateFloat`, `animateColor` or `animateValue` of a
/// `rememberInfiniteTransition()` becomes a timeline, its spec an
/// `infiniteRepeatable` of `tween`, `keyframes { }` or `snap`, in whole
/// milliseconds. A composable function whose loops use its parameters is
/// read once per call in the file (each call's arguments, else the
/// defaults); numbers come from literals, `val`s and simple arithmetic
/// (``KotlinEvaluator``). Every other animating construct
/// (`animate*AsState`, `Animatable`, `updateTransition`, a Transition's
/// `animate*`) is accounted as not read, with the reason.
///
/// Semantics, from androidx `VectorizedInfiniteRepeatableSpec`
/// (compose/animation/animation-core, VectorizedAnimationSpec.kt): an
/// iteration is the spec's delay then its duration; `RepeatMode.Reverse`
/// mirrors every second iteration's play time (its delay comes last), so
/// the period is two iterations; `StartOffset(ms)` holds the start for ms,
/// `StartOffsetType.FastForward` starts ms into the iterations. All
/// animations of one transition share its clock.
enum ComposeLoops {
  struct Result {
    var kfloop: JSON
    /// Constructs that were not read, with their byte offset.
    var notes: [(offset: Int, what: String)]
    var accounting = SourceAccounting()
    /// Each timeline's spec and the numbers `--write-fixed` edits.
    var timelines: [Timeline]
  }

  struct Timeline {
    var id: String
    var spec: ComposeSpec
    var repetition: ComposeRepetition
    /// Seconds.
    var period: Double { Double(spec.iterationMillis) * (repetition.reverse ? 2 : 1) / 1000 }
  }

  static let animators = ["animateFloat", "animateColor", "animateValue"]
  /// Animating constructs that are not loops of an infinite transition.
  static let otherAnimations: [String: String] = [
    "animateFloatAsState": "it starts from the value the state held before, which the source does not give",
    "animateDpAsState": "it starts from the value the state held before, which the source does not give",
    "animateColorAsState": "it starts from the value the state held before, which the source does not give",
    "animateIntAsState": "it starts from the value the state held before, which the source does not give",
    "animateOffsetAsState": "it starts from the value the state held before, which the source does not give",
    "animateValueAsState": "it starts from the value the state held before, which the source does not give",
    "updateTransition": "a Transition follows its target state, which changes when the app says",
    "animateContentSize": "it animates size changes the layout makes, not a loop",
  ]

  static func read(_ bytes: [UInt8]) -> Result {
    let src = KotlinSource(bytes: bytes)
    let t = src.tokens
    var notes: [(offset: Int, what: String)] = []
    var accounting = SourceAccounting()
    let names = constants(src)
    let definitions = declarations(src).compactMapValues { $0.count == 1 ? $0[0] : nil }
    let functions = src.functions
    // Infinite transitions by name: `val t = rememberInfiniteTransition(…)`.
    var transitions = Set<String>()
    for k in t.indices where t[k].is("rememberInfiniteTransition") && k >= 2 && t[k - 1].is("=") && t[k - 2].kind == .identifier {
      transitions.insert(t[k - 2].text)
    }
    var timelines: [JSON] = []
    var made: [Timeline] = []
    var usedIds = Set<String>()
    // Animatables driven by LaunchedEffect blocks.
    var animatables = ComposeAnimatables(src, names: names, definitions: definitions)
    animatables.readEffects(usedIds: &usedIds)
    timelines += animatables.timelines
    made += animatables.models
    notes += animatables.notes
    for k in t.indices where t[k].is("Animatable") && k + 1 < t.count && t[k + 1].is("(") {
      let name = animatableName(src, k).flatMap { animatables.initial[$0] != nil ? $0 : nil }
      if let name, let ids = animatables.made[name], !ids.isEmpty {
        accounting.read(t[k].offset, "Animatable(…)", timelines: ids)
      } else {
        let why = name == nil
          ? "an Animatable not held in a val of a number, so what moves it is not followed"
          : "no LaunchedEffect of this file moves it with an animateTo diagnose reads (docs/diagnose.md §13)"
        accounting.unread(t[k].offset, "Animatable(…)", why: why)
        notes.append((t[k].offset, "Animatable is not diagnosed: \(why)"))
      }
    }
    for k in t.indices where t[k].kind == .identifier {
      let name = t[k].text
      let isCall = k + 1 < t.count && (t[k + 1].is("(") || t[k + 1].is("{"))
      if let why = otherAnimations[name], isCall || name == "animateContentSize", !(k > 0 && t[k - 1].is("fun")) {
        accounting.unread(t[k].offset, "\(name)(…)", why: why)
        notes.append((t[k].offset, "\(name) is not diagnosed: \(why)"))
        continue
      }
      guard animators.contains(name), isCall || (k + 1 < t.count && t[k + 1].is("<")), k >= 2, t[k - 1].is(".") else { continue }
      let receiver = t[k - 2]
      // `t.animateFloat(…)`, or `rememberInfiniteTransition().animateFloat(…)`.
      let inlineOpen = receiver.is(")") ? openBefore(src, k - 2) : 0
      let onInfinite = transitions.contains(receiver.text) || (inlineOpen >= 1 && t[inlineOpen - 1].is("rememberInfiniteTransition"))
      guard onInfinite else {
        // The receiver as written: a name, or the call that makes it.
        let what = receiver.is(")") && inlineOpen >= 1 ? "\(t[inlineOpen - 1].text)(…)" : receiver.text
        let why = "\(what) is not a rememberInfiniteTransition() of this file, so what drives it is not known"
        accounting.unread(t[k].offset, "\(what).\(name)(…)", why: why)
        notes.append((t[k].offset, "\(name) is not diagnosed: \(why)"))
        continue
      }
      // The value's name: `val x by …` or `val x = …`, else its label.
      var start = k - 2
      if receiver.is(")") { start = inlineOpen - 1 }
      let valueName = start >= 2 && (t[start - 1].is("by") || t[start - 1].is("=")) && t[start - 2].kind == .identifier ? t[start - 2].text : nil
      let open = k + 1 < t.count && t[k + 1].is("<") ? (t[(k + 1)...].firstIndex { $0.is("(") } ?? k + 1) : k + 1
      let args = src.arguments(open)
      let label = args.value("label", position: Int.max).flatMap { r in r.count == 1 && t[r.lowerBound].kind == .string ? t[r.lowerBound].text : nil }
      let base = valueName ?? label ?? "\(name)@\(t[k].line)"
      // The function it is in, read once per call of that function.
      let owner = functions.filter { $0.body.contains(k) }.max { $0.body.lowerBound < $1.body.lowerBound }
      let calls = owner.map { f in callSites(src, of: f.name) } ?? []
      let bindings: [(suffix: String, names: KotlinNames)] =
        calls.isEmpty
        ? [("", bind(src, owner, call: nil, names))]
        : calls.enumerated().map { (calls.count > 1 ? "#\($0.offset + 1)" : "", bind(src, owner, call: $0.element, names)) }
      var ids: [String] = []
      var failure: String?
      for b in bindings {
        var id = calls.isEmpty ? base : "\(owner?.name ?? "")\(b.suffix).\(base)"
        while usedIds.contains(id) { id += "'" }
        do throws(KotlinUnreadable) {
          var reader = ComposeSpecReader(source: src, evaluator: KotlinEvaluator(source: src, names: b.names), definitions: definitions)
          let timeline = try animation(name, args, keyPath: name == "animateColor" ? "colorFraction" : "value", id: id, reader: &reader)
          usedIds.insert(id)
          timelines.append(timeline.json)
          made.append(timeline.model)
          ids.append(id)
          notes += timeline.notes
        } catch {
          failure = failure ?? error.message
          notes.append((error.at < t.count ? t[error.at].offset : t[k].offset, "\(id): \(error.message)"))
        }
      }
      let construct = "\(receiver.is(")") ? "rememberInfiniteTransition()" : receiver.text).\(name)(…)"
      if ids.isEmpty {
        accounting.unread(t[k].offset, construct, why: failure ?? "nothing read")
      } else {
        accounting.read(t[k].offset, construct, timelines: ids)
      }
    }
    let kfloop = JSON.object([
      ("format", .string("kfloop/1")),
      // Compose draws each frame at the Choreographer's frame time; the
      // specs are functions of that time in nanoseconds.
      ("clock", .object([("sampling", .string("exact"))])),
      ("timelines", .array(timelines)),
    ])
    return Result(kfloop: kfloop, notes: notes, accounting: accounting, timelines: made)
  }

  /// The val an `Animatable(` at `k` initialises (`val x = remember {
  /// Animatable(…) }` or `val x = Animatable(…)`).
  static func animatableName(_ src: KotlinSource, _ k: Int) -> String? {
    let t = src.tokens
    var at = k - 1
    if at >= 1, t[at].is("{"), t[at - 1].is("remember") { at -= 2 }
    guard at >= 2, t[at].is("="), t[at - 1].kind == .identifier, t[at - 2].is("val") || t[at - 2].is("var") else { return nil }
    return t[at - 1].text
  }

  /// The `(` matching the `)` at `close`.
  static func openBefore(_ src: KotlinSource, _ close: Int) -> Int {
    var depth = 0
    var k = close
    while k >= 0 {
      let x = src.tokens[k]
      if x.is(")") || x.is("]") || x.is("}") { depth += 1 } else if x.is("(") || x.is("[") || x.is("{") {
        depth -= 1
        if depth == 0 { return k }
      }
      k -= 1
    }
    return 0
  }
}
