// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

extension ComposeLoops {
  /// Every `val`/`var` (`const val` too) of the file whose value is a
  /// number expression, by name; a name declared twice with different
  /// values is not known (which one a use sees depends on its scope,
  /// which this reader does not model), and says so where it is used.
  static func constants(_ src: KotlinSource) -> KotlinNames {
    let declared = declarations(src)
    var names: KotlinNames = [:]
    // Twice: a top-level constant may be used above its declaration.
    for _ in 0..<2 {
      for (name, ranges) in declared.sorted(by: { $0.value[0].lowerBound < $1.value[0].lowerBound }) {
        var evaluator = KotlinEvaluator(source: src, names: names)
        var values: [KotlinNumber] = []
        var failure: KotlinUnreadable?
        for r in ranges {
          do throws(KotlinUnreadable) { values.append(try evaluator.number(r)) } catch { failure = failure ?? error }
        }
        if let failure, values.isEmpty {
          names[name] = .failure(failure)
        } else if Set(values.map(\.double)).count > 1 || failure != nil {
          names[name] = .failure(KotlinUnreadable(at: ranges[0].lowerBound, message: "declared \(ranges.count) times with different values; which one is meant depends on scopes this reader does not follow"))
        } else if let v = values.first {
          names[name] = .success(v)
        }
      }
    }
    return names
  }

  /// Every `val`/`var` declared with `=` (not `by`), by name: the tokens of
  /// each initialiser, in file order.
  static func declarations(_ src: KotlinSource) -> [String: [Range<Int>]] {
    let t = src.tokens
    var declared: [String: [Range<Int>]] = [:]
    for k in t.indices where (t[k].is("val") || t[k].is("var")) && k + 2 < t.count && t[k + 1].kind == .identifier {
      var e = k + 2
      // `: Type` up to `=` on the same statement (never `by`).
      while e < t.count, !t[e].is("="), !t[e].is("by"), !(t[e].newlineBefore && e > k + 2), !t[e].is(";") { e += 1 }
      guard e < t.count, t[e].is("="), e + 1 < t.count, !t[e + 1].is("=") else { continue }
      let r = (e + 1)..<expressionEnd(src, e + 1)
      declared[t[k + 1].text, default: []].append(r)
    }
    return declared
  }

  /// Where an expression from `start` ends: at `,` `;` or a closing bracket
  /// of its level, or at a line break that does not continue it.
  static func expressionEnd(_ src: KotlinSource, _ start: Int) -> Int {
    let t = src.tokens
    var depth = 0
    var k = start
    while k < t.count {
      let x = t[k]
      if depth == 0, k > start, x.newlineBefore {
        // Kotlin continues a line that opens with `.`, `?.` or `?:`, or
        // that follows an operator or an opening bracket.
        let continues = x.is(".") || x.is("?")
        let after = t[k - 1].kind == .symbol && "+-*/%(=,".contains(t[k - 1].text)
        if !continues, !after { return k }
      }
      if x.kind == .symbol {
        if "([{".contains(x.text) { depth += 1 } else if ")]}".contains(x.text) {
          if depth == 0 { return k }
          depth -= 1
        } else if depth == 0, x.text == "," || x.text == ";" {
          return k
        }
      }
      k += 1
    }
    return t.count
  }

  /// The calls of function `name` in the file (not its declaration, not a
  /// member call on something else), each with its arguments.
  static func callSites(_ src: KotlinSource, of name: String) -> [KotlinSource.Arguments] {
    let t = src.tokens
    return t.indices.compactMap { k in
      guard t[k].is(name), t[k].kind == .identifier, k + 1 < t.count, t[k + 1].is("("), !(k > 0 && (t[k - 1].is("fun") || t[k - 1].is("."))) else { return nil }
      return src.arguments(k + 1)
    }
  }

  /// The names a loop inside `function` sees: the file's constants, then
  /// the function's parameters, each from the call's argument (evaluated
  /// with the file's constants), else its default.
  static func bind(
    _ src: KotlinSource, _ function: KotlinSource.Function?, call: KotlinSource.Arguments?, _ constants: KotlinNames
  ) -> KotlinNames {
    guard let function else { return constants }
    var names = constants
    for (position, p) in function.parameters.enumerated() {
      var evaluator = KotlinEvaluator(source: src, names: names)
      if let call, let given = call.value(p.name, position: position) {
        do throws(KotlinUnreadable) { var outer = KotlinEvaluator(source: src, names: constants)
          names[p.name] = .success(try outer.number(given)) } catch {
          names[p.name] = .failure(KotlinUnreadable(at: given.lowerBound, message: "the argument for \(p.name) is not read: \(error.message)"))
        }
      } else if let d = p.defaultValue {
        do throws(KotlinUnreadable) { names[p.name] = .success(try evaluator.number(d)) } catch {
          names[p.name] = .failure(error)
        }
      } else {
        names[p.name] = .failure(KotlinUnreadable(at: function.at, message: "parameter \(p.name) of \(function.name) has no default and no argument is read for it"))
      }
    }
    return names
  }

  /// One `animateFloat`/`animateColor`/`animateValue` call as a timeline.
  static func animation(
    _ name: String, _ args: KotlinSource.Arguments, keyPath: String, id: String, reader: inout ComposeSpecReader
  ) throws(KotlinUnreadable) -> (json: JSON, model: Timeline, notes: [(offset: Int, what: String)]) {
    let src = reader.source
    let at = args.values.first?.value.lowerBound ?? 0
    let isValue = name == "animateValue"
    let known = ["initialValue", "targetValue"] + (isValue ? ["typeConverter"] : []) + ["animationSpec", "label"]
    if let label = args.unknownLabels(known).first { throw KotlinUnreadable(at: at, message: "\(name) has no parameter `\(label)`") }
    guard let initial = args.value("initialValue", position: 0), let target = args.value("targetValue", position: 1),
      let specRange = args.value("animationSpec", position: isValue ? 3 : 2)
    else {
      throw KotlinUnreadable(at: at, message: "\(name) needs initialValue, targetValue and animationSpec")
    }
    var notes: [(offset: Int, what: String)] = []
    var start = 0.0
    var end = 1.0
    if name == "animateColor" {
      // A colour is its progress from the initial colour to the target
      // (Compose interpolates in Oklab; diagnose compares timing).
      notes.append((src.tokens[initial.lowerBound].offset, "\(id): a colour is diagnosed as its progress from initialValue (0) to targetValue (1)"))
    } else {
      if isValue {
        guard let converter = args.value("typeConverter", position: 2) else { throw KotlinUnreadable(at: at, message: "animateValue needs a typeConverter") }
        switch src.text(converter).replacingOccurrences(of: " ", with: "") {
        case "Float.VectorConverter", "Dp.VectorConverter": break
        case "Int.VectorConverter":
          notes.append((src.tokens[converter.lowerBound].offset, "\(id): Int.VectorConverter truncates each frame's value to a whole number; the loop's timing is diagnosed on the unrounded motion"))
        default:
          throw KotlinUnreadable(at: converter.lowerBound, message: "typeConverter `\(src.text(converter))` is not one of one number (Float, Dp, Int)")
        }
      }
      start = try reader.evaluator.number(initial).double
      end = try reader.evaluator.number(target).double
    }
    let (spec, repetition) = try reader.infiniteRepeatable(specRange)
    if name == "animateColor", case .keyframes(let entries) = spec.kind, entries.contains(where: { $0.value != nil }) {
      throw KotlinUnreadable(at: specRange.lowerBound, message: "keyframes of colours are not read (a colour is diagnosed as its progress between two colours)")
    }
    let ends = spec.ends(from: start, to: end)
    var keyframes = spec.keyframes(from: start, to: end, reversed: false)
    if repetition.reverse { keyframes += spec.keyframes(from: start, to: end, reversed: true) }
    let model = Timeline(id: id, spec: spec, repetition: repetition)
    var playback: [(String, JSON)] = [("mode", .string("repeating"))]
    if repetition.startOffsetMillis < 0 {
      playback.append(("startAt", .number(Double(-repetition.startOffsetMillis) / 1000)))
    } else if repetition.startOffsetMillis > 0 {
      let period = Double(spec.iterationMillis * (repetition.reverse ? 2 : 1))
      playback.append(("timeOffset", .number(Double(repetition.startOffsetMillis).truncatingRemainder(dividingBy: period) / 1000)))
    }
    let json = JSON.object([
      ("id", .string(id)),
      ("initialValue", .object([(keyPath, .number(ends.first))])),
      ("tracks", .array([.object([("keyPath", .string(keyPath)), ("keyframes", .array(keyframes))])])),
      ("playback", .object(playback)),
    ])
    return (json, model, notes)
  }
}
