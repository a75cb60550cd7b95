// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Turns a ``CurveExpression`` into a ``CurveValue``.
///
/// Names: CSS keywords (case-insensitive), SwiftUI's (`.spring`, `.smooth`,
/// `.snappy`, `.bouncy`, `.default`, `.interactiveSpring`, `.easeIn`, …,
/// `UnitCurve.circularEaseIn`), react-spring's `config.*`, and every preset
/// (`swiftui.bouncy`, `android.medium-bouncy`, `easeInOutBack`, `m3.standard`).
/// Calls and objects are handled in ``CurveInterpreter+Calls``.
enum CurveInterpreter {
  /// Parses and interprets `text`.
  static func curve(_ text: String) throws(ExpressionError) -> CurveValue {
    try interpret(try ExpressionParser.parse(text))
  }

  static func interpret(_ e: CurveExpression) throws(ExpressionError) -> CurveValue {
    switch e {
    case .name(let name, let range): return try named(name, range)
    case .call(let name, let nameRange, let arguments, let range):
      return try call(name, nameRange: nameRange, arguments: arguments, range: range)
    case .raw(_, let body, let start, _):
      return .easing(.linear(try CSSLinearParser.parse(body, offset: start)), duration: nil, origin: "linear(…)")
    case .object(let members, let range): return try object(members, range)
    case .chain(let base, let methods, let range): return try chain(base, methods, range)
    default:
      throw ExpressionError(message: "expected a curve (a name, a call or an object)", range: e.range)
    }
  }

  /// Names that are curves on their own.
  /// A SwiftUI name or call without its `Animation.` prefix
  /// (`Animation.spring` is `.spring`).
  static func unprefixed(_ raw: String) -> String {
    raw.hasPrefix("Animation.") ? String(raw.dropFirst("Animation".count)) : raw
  }

  static func named(_ raw: String, _ range: Range<Int>) throws(ExpressionError) -> CurveValue {
    let name = unprefixed(raw)
    switch name.lowercased() {
    case "linear": return .easing(.identity, duration: nil, origin: "linear")
    case "step-start": return .easing(.steps(StepsEasing(steps: 1, position: .jumpStart)), duration: nil, origin: "step-start")
    case "step-end": return .easing(.steps(StepsEasing(steps: 1, position: .jumpEnd)), duration: nil, origin: "step-end")
    case "ease", "ease-in", "ease-out", "ease-in-out":
      // CSS keywords are ASCII case-insensitive.
      if let b = TimingPreset.named("css." + name.lowercased())?.curve as? CubicBezier {
        return .easing(.bezier(b), duration: nil, origin: name.lowercased())
      }
    default: break
    }
    // Each platform's own names (`.bouncy`, `UnitCurve.easeIn`, `config.wobbly`).
    for code in PlatformCodes.all {
      if let v = try code.name(name, range) { return v }
    }
    if name.hasPrefix("skbounce."), Stiffness(name: String(name.dropFirst("skbounce.".count))) != nil {
      throw ExpressionError(
        message: "'\(name)' is a bounce's stiffness, not a curve: write bounce(stiffness: \(name.dropFirst("skbounce.".count)))", range: range)
    }
    if let preset = SpringPreset.named(name) {
      return .spring(preset.spring, velocity: .zero, origin: "\(preset.name): \(preset.code)", engine: preset.engine)
    }
    if let preset = TimingPreset.named(name) {
      switch preset.curve {
      case let b as CubicBezier: return .easing(.bezier(b), duration: nil, origin: preset.name)
      case let c as CircularCurve: return .easing(.circular(c), duration: nil, origin: preset.name)
      case let f as EasingFunction: return .easing(.function(f), duration: nil, origin: preset.code == name ? name : "\(name) (\(preset.code))")
      default: break
      }
    }
    // A preset's code as its platform writes it (`FastOutSlowInEasing`,
    // `MotionTokens.EasingStandardCubicBezier`), when no other preset
    // shares it: the preset table is the one definition of both.
    let byCode = TimingPreset.all.filter { $0.code == name }
    if byCode.count == 1 { return try named(byCode[0].name, range) }
    let springsByCode = SpringPreset.all.filter { $0.code == raw || $0.code == name }
    if springsByCode.count == 1 { return try named(springsByCode[0].name, range) }
    if constant(name) != nil {
      throw ExpressionError(message: "'\(name)' is a number, not a curve", range: range)
    }
    if let why = PlatformCodes.unmodelled[name] { throw ExpressionError(message: why, range: range) }
    let suggestion = EditDistance.suggestion(for: name, among: knownNames)
    throw ExpressionError(
      message: "unknown curve '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? ""), range: range)
  }

  /// Every name and function the language knows, for suggestions.
  static var knownNames: [String] {
    ["linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end", "cubic-bezier", "steps", "spring", "bounce",
     "damped-cosine", "inertial-bounce"]
      + PlatformCodes.names + PlatformCodes.calls + easingCallNames + SpringPreset.all.map(\.name) + TimingPreset.all.map(\.name)
  }

  /// A platform's named number (Android's `STIFFNESS_LOW`, Compose's
  /// `Spring.StiffnessMediumLow`), by its last part, as the platform keeps
  /// it (a Float).
  static func constant(_ name: String) -> Double? {
    let short = name.split(separator: ".").last.map(String.init) ?? name
    return PlatformCodes.all.lazy.compactMap { $0.constants[short] }.first.map { Double(Float($0)) }
  }

  /// A number, a named constant, or a clear error.
  static func number(_ e: CurveExpression, _ what: String) throws(ExpressionError) -> Double {
    switch e {
    case .number(let v, _): return v
    case .name(let n, let r):
      if let c = constant(n) { return c }
      throw ExpressionError(message: "\(what) must be a number, not '\(n)'", range: r)
    default:
      throw ExpressionError(message: "\(what) must be a number", range: e.range)
    }
  }

  /// A number above 0.
  static func positive(_ e: CurveExpression, _ what: String) throws(ExpressionError) -> Double {
    try number(e, what, { $0 > 0 }, "must be > 0")
  }

  /// A number checked against a rule.
  static func number(
    _ e: CurveExpression, _ what: String, _ rule: (Double) -> Bool, _ expectation: String
  ) throws(ExpressionError) -> Double {
    let v = try number(e, what)
    guard rule(v) else { throw ExpressionError(message: "\(what) \(NumberText.text(v, .detail)) \(expectation)", range: e.range) }
    return v
  }
}
