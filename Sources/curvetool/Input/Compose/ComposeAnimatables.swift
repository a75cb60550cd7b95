// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `Animatable`s driven from `LaunchedEffect` blocks (docs/diagnose.md §13):
/// `val x = remember { Animatable(0f) }` and, in the effect's coroutine,
/// `delay(ms)`, `x.snapTo(v)`, `launch { … }` (run beside the rest) and
/// `x.animateTo(target, spec)`, each suspending until its animation ends:
/// `infiniteRepeatable` loops (and nothing after it runs), `repeatable(n,
/// …)` plays n iterations, `tween`, `keyframes` and `snap` play once; then
/// the value is the target, as `Animatable.animateTo` leaves it (a
/// `Reverse` with an even count ends there with a jump, as its
/// documentation warns). A spring's end is Compose's estimate, and any
/// other statement leaves the timing after it unknown: both are named,
/// and the rest of that block is not read.
struct ComposeAnimatables {
  let src: KotlinSource
  let names: KotlinNames
  let definitions: [String: Range<Int>]
  /// Each animatable by name: its initial value.
  var initial: [String: Double] = [:]
  var timelines: [JSON] = []
  var models: [ComposeLoops.Timeline] = []
  var notes: [(offset: Int, what: String)] = []
  /// The timelines each animatable became.
  var made: [String: [String]] = [:]

  init(_ src: KotlinSource, names: KotlinNames, definitions: [String: Range<Int>]) {
    self.src = src
    self.names = names
    self.definitions = definitions
    let t = src.tokens
    for k in t.indices where t[k].is("Animatable") && k + 1 < t.count && t[k + 1].is("(") {
      // `val x = remember { Animatable(v) }` or `val x = Animatable(v)`.
      guard let name = ComposeLoops.animatableName(src, k), let first = src.arguments(k + 1).values.first?.value else { continue }
      var evaluator = KotlinEvaluator(source: src, names: names)
      if let v = try? evaluator.number(first) { initial[name] = v.double }
    }
  }

  private var t: [SwiftToken] { src.tokens }

  /// Every `LaunchedEffect { … }` of the file.
  mutating func readEffects(usedIds: inout Set<String>) {
    for k in t.indices where t[k].is("LaunchedEffect") && k + 1 < t.count && t[k + 1].is("(") {
      guard let body = src.arguments(k + 1).lambda else { continue }
      var values = initial
      block(body, clock: 0, values: &values, usedIds: &usedIds)
    }
  }

  /// One coroutine's statements from `clock` milliseconds on.
  mutating func block(_ r: Range<Int>, clock start: Double, values: inout [String: Double], usedIds: inout Set<String>) {
    var clock = start
    let statements = src.statements(r)
    for (n, s) in statements.enumerated() {
      let head = t[s.lowerBound]
      func stop(_ why: String) {
        notes.append((head.offset, "`\(src.text(s))`: \(why); the rest of this block is not diagnosed"))
      }
      var evaluator = KotlinEvaluator(source: src, names: names)
      if head.is("delay"), s.count >= 3, t[s.lowerBound + 1].is("(") {
        guard let arg = src.arguments(s.lowerBound + 1).values.first?.value, let ms = try? evaluator.number(arg).double, ms >= 0 else {
          return stop("a delay whose milliseconds are not read")
        }
        clock += ms
        continue
      }
      if head.is("launch"), s.count >= 2, let inner = src.arguments(s.lowerBound + 1).lambda {
        var copy = values
        block(inner, clock: clock, values: &copy, usedIds: &usedIds)
        continue
      }
      // `x.animateTo(…)` / `x.snapTo(…)` on a known animatable.
      guard s.count >= 4, head.kind == .identifier, values[head.text] != nil, t[s.lowerBound + 1].is("."),
        t[s.lowerBound + 3].is("(")
      else {
        return stop("not a delay, launch or animateTo of an Animatable of this file, so the timing after it is not known")
      }
      let name = head.text
      let args = src.arguments(s.lowerBound + 3)
      switch t[s.lowerBound + 2].text {
      case "snapTo":
        guard let v = args.values.first.flatMap({ try? evaluator.number($0.value).double }) else { return stop("a value that is not read") }
        values[name] = v
      case "animateTo":
        guard let targetRange = args.value("targetValue", position: 0), let target = try? evaluator.number(targetRange).double else {
          return stop("a target that is not read")
        }
        guard let specRange = args.value("animationSpec", position: 1) else {
          return stop("Animatable's default spec is a spring, whose end is Compose's estimate, not modelled here")
        }
        var reader = ComposeSpecReader(source: src, evaluator: evaluator, definitions: definitions)
        let from = values[name] ?? 0
        var id = name
        while usedIds.contains(id) { id += "'" }
        do throws(KotlinUnreadable) {
          let (spec, repetition) = try reader.repeated(specRange)
          usedIds.insert(id)
          made[name, default: []].append(id)
          models.append(ComposeLoops.Timeline(id: id, spec: spec, repetition: repetition))
          timelines.append(Self.timeline(id: id, spec: spec, repetition: repetition, from: from, to: target, startMillis: clock))
          guard let runs = repetition.iterations else {
            if n + 1 < statements.count {
              notes.append((t[statements[n + 1].lowerBound].offset, "after an infiniteRepeatable animateTo nothing in this block runs"))
            }
            return
          }
          clock += Double(Swift.max(0, -repetition.startOffsetMillis)) + Double(runs * spec.iterationMillis) - Double(Swift.max(0, repetition.startOffsetMillis))
          values[name] = target
        } catch {
          notes.append((error.at < t.count ? t[error.at].offset : head.offset, "\(name): \(error.message); the rest of this block is not diagnosed"))
          return
        }
      default:
        return stop("not an animateTo or snapTo, so the timing after it is not known")
      }
    }
  }

  /// The kfloop/1 timeline of one `animateTo`: looping, or `runs` once.
  static func timeline(id: String, spec: ComposeSpec, repetition: ComposeRepetition, from: Double, to: Double, startMillis: Double) -> JSON {
    let ends = spec.ends(from: from, to: to)
    var keyframes: [JSON] = []
    let runs = repetition.iterations ?? (repetition.reverse ? 2 : 1)
    for run in 0..<runs {
      keyframes += spec.keyframes(from: from, to: to, reversed: repetition.reverse && run % 2 == 1)
    }
    var playback: [(String, JSON)] = [("mode", .string(repetition.iterations == nil ? "repeating" : "once"))]
    if repetition.iterations != nil {
      // animateTo leaves the target whatever the last run ended at.
      keyframes.append(.object([("type", .string("move")), ("to", .number(to))]))
    }
    let delay = Double(Swift.max(0, -repetition.startOffsetMillis))
    if startMillis + delay > 0 { playback.append(("startAt", .number((startMillis + delay) / 1000))) }
    if repetition.startOffsetMillis > 0 {
      let period = Double(spec.iterationMillis * (repetition.reverse ? 2 : 1))
      let offset = Double(repetition.startOffsetMillis)
      playback.append(("timeOffset", .number((repetition.iterations == nil ? offset.truncatingRemainder(dividingBy: period) : offset) / 1000)))
    }
    return .object([
      ("id", .string(id)), ("initialValue", .object([("value", .number(ends.first))])),
      ("tracks", .array([.object([("keyPath", .string("value")), ("keyframes", .array(keyframes))])])),
      ("playback", .object(playback)),
    ])
  }
}
