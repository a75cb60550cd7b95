// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// What one pasted snippet says: its curve and the parts of the move its
/// own statements set. `nil` fields are left to the code around the paste
/// (the view's model values).
struct SnippetReading {
  var curve: CurveValue?
  var from: Double?
  var to: Double?
  /// The start velocity the statements set, in value units per second or
  /// relative to the distance (each platform's own convention).
  var velocity: InitialVelocity?
  /// Seconds.
  var duration: Double?
  /// Core Animation discrete keyframes: values and key times (0…1).
  var values: [Double]?
  var keyTimes: [Double]?
  var discrete = false
  /// A value written as a formula in t (seconds), absolute values.
  var formula: FormulaReader.Formula?
  /// SKBounceAnimation properties, as `bounce(…)` arguments.
  var skbounce: [String: String]?
  /// A SwiftUI keyframe track: its initial value and keyframes.
  var initialValue: Double?
  var keyframes: [Keyframe] = []
  /// The properties assigned so far (`spring.mass`), each once.
  var assigned: Set<String> = []
}

/// Reads the snippets curvetool prints back through the curve language:
/// statements separated by new lines or `;`, each a curve expression, a
/// binding (`let spring = CASpringAnimation(…)`, `final spring =
/// SpringDescription(…)`), a property assignment (`spring.mass = 1`,
/// `animation.duration = 0.5`, `controller.duration = Duration(milliseconds:
/// 300)`) or a call that sets the move (`SpringAnimation(…).setStartValue(0f)
/// .setStartVelocity(v)`, `spring.setCurrentValue(0).setVelocity(v)
/// .setEndValue(1)`, `animatable.animateTo(targetValue =, animationSpec =,
/// initialVelocity =)`, `SpringSimulation(spring, from, to, velocity)`,
/// `animator.setDuration(ms)`, `layer.setValue(v, forKeyPath:)`,
/// `curvetool bounce --flags`). `//` comments,
/// trailing closures `{ … }`, `(…)` and Dart's `const` are skipped.
enum SnippetReader {
  static func read(_ lines: [String]) throws(ExpressionError) -> SnippetReading {
    var reading = SnippetReading()
    var bindings: [String: CurveValue] = [:]
    for statement in statements(lines) {
      try apply(statement, to: &reading, bindings: &bindings)
    }
    if let arguments = reading.skbounce {
      let text = arguments.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
      reading.curve = try CurveInterpreter.curve("bounce(\(text), compat: skbounce)")
    }
    return reading
  }

  /// The statements of the snippet, comments and closures removed.
  static func statements(_ lines: [String]) -> [String] {
    var out: [String] = []
    for raw in lines {
      var line = withoutComment(raw)
      line = line.replacingOccurrences(of: "(…)", with: "()")
      // Dart's `const` before a value (`curve: const Cubic(…)`), not
      // JavaScript's `const x =`.
      line = line.replacingOccurrences(of: #"([(,:=]\s*)const\s+"#, with: "$1", options: .regularExpression)
      if line.hasSuffix("{ … }") { line = String(line.dropLast("{ … }".count)) }
      var depth = 0
      var current = ""
      var quote: Character?
      for c in line {
        if let q = quote {
          if c == q { quote = nil }
        } else if c == "\"" || c == "'" {
          quote = c
        } else if "([{".contains(c) {
          depth += 1
        } else if ")]}".contains(c) {
          depth -= 1
        } else if c == ";", depth == 0 {
          out.append(current)
          current = ""
          continue
        }
        current.append(c)
      }
      out.append(current)
    }
    return out.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  static func withoutComment(_ line: String) -> String {
    var quote: Character?
    var previous: Character?
    var index = line.startIndex
    while index < line.endIndex {
      let c = line[index]
      if let q = quote {
        if c == q { quote = nil }
      } else if c == "\"" || c == "'" {
        quote = c
      } else if c == "/", previous == "/" {
        return String(line[..<line.index(before: index)])
      }
      previous = c
      index = line.index(after: index)
    }
    return line
  }

  /// The position of a top-level `=` that is an assignment.
  static func assignment(_ s: String) -> (String, String)? {
    var depth = 0
    var quote: Character?
    let chars = Array(s)
    for (i, c) in chars.enumerated() {
      if let q = quote {
        if c == q { quote = nil }
        continue
      }
      if c == "\"" || c == "'" { quote = c } else if "([{".contains(c) { depth += 1 } else if ")]}".contains(c) { depth -= 1 } else if c == "=",
        depth == 0, i + 1 < chars.count, chars[i + 1] != "=", i > 0, !"=!<>".contains(chars[i - 1])
      {
        return (String(chars[..<i]).trimmingCharacters(in: .whitespaces), String(chars[(i + 1)...]).trimmingCharacters(in: .whitespaces))
      }
    }
    return nil
  }

  static func apply(_ raw: String, to r: inout SnippetReading, bindings: inout [String: CurveValue]) throws(ExpressionError) {
    // Block openers and closers of a SwiftUI keyframe timeline, imports.
    if raw.hasPrefix("import ") || raw == "}" || raw == "KeyframeTrack {" || raw.hasPrefix("KeyframeTrack(") { return }
    let statement = raw.hasSuffix(" {") ? String(raw.dropLast(2)) : raw
    if statement.hasPrefix("curvetool ") {
      r.curve = try commandLine(statement)
      return
    }
    if let (lhs, rhs) = assignment(statement) {
      let words = lhs.split(separator: " ").map(String.init)
      if words.first == "SKBounceAnimation" {
        r.skbounce = [:]
        return
      }
      if r.skbounce != nil, let dot = lhs.lastIndex(of: ".") {
        try skbounceProperty(String(lhs[lhs.index(after: dot)...]), rhs, &r)
        return
      }
      if words.count == 2, ["let", "var", "val", "final", "const"].contains(words[0]), FormulaReader.mentionsTime(rhs) {
        // `let x = A * exp(-a * t) * cos(w * t) + B`: the value itself.
        r.formula = try FormulaReader.read(rhs.hasSuffix(";") ? String(rhs.dropLast()) : rhs)
        return
      }
      if words.count == 2, ["let", "var", "val", "final", "const"].contains(words[0]) {
        let e = try ExpressionParser.parse(rhs)
        if case .call("KeyframeTimeline", _, let arguments, let range) = e {
          var a = CallArguments("KeyframeTimeline", arguments, range)
          r.initialValue = try a.labeled("initialValue").map { x throws(ExpressionError) in try CurveInterpreter.number(x, "initialValue") }
          try a.finish(allowed: ["initialValue"])
          return
        }
        if case .call(let name, _, _, _) = e, PlatformCodes.animationObjects.contains(name) {
          return
        }
        let value = try CurveInterpreter.interpret(e)
        bindings[words[1]] = value
        r.curve = value
        return
      }
      guard words.count == 1, let dot = lhs.lastIndex(of: ".") else {
        throw ExpressionError(message: "cannot read the assignment to '\(lhs)'", range: 0..<statement.count)
      }
      // Swift and Dart keep the last of two assignments; a snippet that sets
      // a property twice is refused rather than read as its last value.
      guard r.assigned.insert(lhs).inserted else {
        throw ExpressionError(message: "'\(lhs)' is set more than once", range: 0..<statement.count)
      }
      try property(String(lhs[lhs.index(after: dot)...]), try ExpressionParser.parse(rhs), &r)
      return
    }
    let e = try ExpressionParser.parse(statement)
    if let k = try KeyframeCalls.keyframe(e) {
      r.keyframes.append(k)
      return
    }
    if try move(e, &r, bindings) { return }
    let value = try CurveInterpreter.interpret(e)
    r.curve = value
    // A call that states the target (`SpringForce(finalPosition)`,
    // `Animated.spring(value, { toValue })`) sets it.
    let base: CurveExpression = if case .chain(let b, _, _) = e { b } else { e }
    if case .call(let name, _, let arguments, _) = base, PlatformCodes.all.contains(where: { $0.statesTarget(name, arguments) }),
      case .spring(let s, _, _, _) = value
    {
      r.to = s.to
    }
  }

  /// `target.name = value`: `duration` (seconds, or Dart's `Duration`; the
  /// platforms share it), else the property of the platform whose snippets
  /// set it (``PlatformCode/properties``).
  static func property(_ name: String, _ e: CurveExpression, _ r: inout SnippetReading) throws(ExpressionError) {
    if name == "duration" {
      r.duration = try seconds(e)
      return
    }
    guard let reader = PlatformCodes.property[name] else {
      throw ExpressionError(message: "cannot read the property '\(name)'", range: e.range)
    }
    try reader.read(e, &r)
  }

  /// Seconds from a number or Dart's `Duration(seconds:, milliseconds:, microseconds:)`.
  static func seconds(_ e: CurveExpression) throws(ExpressionError) -> Double {
    if case .call("Duration", _, let arguments, let range) = e {
      var a = CallArguments("Duration", arguments, range)
      let ms = try a.labeled("milliseconds").map { x throws(ExpressionError) in try CurveInterpreter.number(x, "milliseconds") } ?? 0
      let s = try a.labeled("seconds").map { x throws(ExpressionError) in try CurveInterpreter.number(x, "seconds") } ?? 0
      let us = try a.labeled("microseconds").map { x throws(ExpressionError) in try CurveInterpreter.number(x, "microseconds") } ?? 0
      try a.finish(allowed: ["milliseconds", "seconds", "microseconds"])
      return s + ms / 1000 + us / 1e6
    }
    return try CurveInterpreter.number(e, "duration")
  }
}

extension SnippetReading {
  /// Sets one physical property of the spring read so far (`spring.mass =
  /// 2`) to the number `e`; refused before a spring.
  mutating func setSpring(_ name: String, _ e: CurveExpression, _ change: (inout Spring, Double) -> Void) throws(ExpressionError) {
    let x = try CurveInterpreter.number(e, name)
    guard case .spring(var s, let v, let origin, let engine)? = curve else {
      throw ExpressionError(message: "'\(name)' is set before the spring it belongs to", range: e.range)
    }
    change(&s, x)
    curve = .spring(Spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping), velocity: v, origin: origin, engine: engine)
  }
}
