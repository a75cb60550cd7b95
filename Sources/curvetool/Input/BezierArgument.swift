// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A cubic Bézier given on the command line: four numbers, a preset name
/// (`ease-in-out`, `easeInOutBack`, `m3.emphasized-decelerate`), a CSS
/// `cubic-bezier(x1, y1, x2, y2)`, or any curve-language expression that is
/// a cubic-Bézier easing (`.easeInOut`, `PathInterpolator(0.4, 0, 0.2, 1)`;
/// docs/curves.md).
enum BezierArgument {
  /// The curve and its preset name, if it is one.
  static func parse(_ words: [String], argument: String = "<curve>") throws(UsageError) -> (CubicBezier, String?) {
    switch words.count {
    case 4:
      var values: [Double] = []
      for (name, text) in zip(BezierError.fields, words) {
        guard let v = Double(text.trimmingSpaces) else {
          throw .invalidValue(option: name, value: text, reason: "not a number", suggestion: nil)
        }
        values.append(v)
      }
      return (try validated(values, as: words), nil)
    case 1:
      let text = words[0].trimmingSpaces
      if text.lowercased().hasPrefix("cubic-bezier(") {
        return (try parseCSS(text), nil)
      }
      if let preset = TimingPreset.named(text) {
        guard let b = preset.bezier else {
          throw .invalid("\(preset.name) is not a cubic Bézier: SwiftUI evaluates \(preset.code) as its own exact function")
        }
        return (b, preset.name)
      }
      // Anything else the curve language reads as a cubic-Bézier easing:
      // SwiftUI's `.easeInOut`, `CAMediaTimingFunction(controlPoints: …)`,
      // `PathInterpolator(…)`, `CubicBezierEasing(…)`, `Cubic(…)`.
      if let value = try? CurveInput.parse(text) {
        guard case .easing(.bezier(let b), _, _) = value else {
          throw .invalidValue(
            option: argument, value: text,
            reason: "\(value.kind), not a cubic Bézier: use curvetool sample or analyze for it, or export --format cubic-bezier for its closest Bézier",
            suggestion: nil)
        }
        // A bare name is a preset; a call is just a curve.
        return (b, text.contains("(") ? nil : text)
      }
      let names = TimingPreset.all.map(\.name) + TimingPreset.all.compactMap { p in
        p.name.hasPrefix("css.") ? String(p.name.dropFirst(4)) : nil
      }
      // Did-you-mean over the Bézier presets and every curve name the
      // language knows (`.easeInOt` → `.easeInOut`).
      throw .invalidValue(
        option: argument, value: text, reason: "not a preset, four numbers, cubic-bezier(…) or a Bézier expression",
        suggestion: EditDistance.suggestion(for: text, among: names + CurveInterpreter.knownNames))
    default:
      throw .invalid(
        "expected four numbers (x1 y1 x2 y2), a preset name or \"cubic-bezier(…)\", got \(words.count) values")
    }
  }

  /// `cubic-bezier(a, b, c, d)`: four comma-separated numbers.
  static func parseCSS(_ text: String) throws(UsageError) -> CubicBezier {
    guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else {
      throw .invalid("\(text): expected cubic-bezier(x1, y1, x2, y2)")
    }
    let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
    let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
    guard parts.count == 4 else {
      throw .invalid("\(text): cubic-bezier() takes four numbers, got \(parts.count)")
    }
    var values: [Double] = []
    for (name, part) in zip(BezierError.fields, parts) {
      guard let v = Double(part) else {
        throw .invalidValue(option: name, value: part, reason: "not a number in \(text)", suggestion: nil)
      }
      values.append(v)
    }
    return try validated(values, as: parts)
  }

  /// Checks the four values with ``CubicBezier/init(validatingX1:y1:x2:y2:)``,
  /// naming the one refused as it was written (`texts`).
  static func validated(_ v: [Double], as texts: [String]) throws(UsageError) -> CubicBezier {
    do {
      return try CubicBezier(validatingX1: v[0], y1: v[1], x2: v[2], y2: v[3])
    } catch {
      let text = texts[error.index].trimmingSpaces
      throw .invalidValue(option: error.field, value: text, reason: error.reason, suggestion: nil)
    }
  }
}

extension BezierError {
  /// The control value refused.
  var field: String {
    switch self {
    case .nonFinite(let field), .xOutOfRange(let field, _), .yOutOfRange(let field, _): field
    }
  }

  /// Where the value refused is in ``fields`` (and in the values given).
  var index: Int { Self.fields.firstIndex(of: field) ?? 0 }

  /// The refusal of `values` (x1, y1, x2, y2) in a line: "x2 1.5 is outside
  /// [0, 1]: x control points must lie in [0, 1]".
  func message(_ values: [Double]) -> String {
    "\(field) \(NumberText.text(values[index], .detail)) \(expectation)"
  }

  /// Why, as a rule: "x control points must lie in [0, 1]".
  var reason: String {
    switch self {
    case .nonFinite: "must be a finite number"
    case .xOutOfRange: "x control points must lie in [0, 1]"
    case .yOutOfRange: "y control points must lie within ±\(NumberText.text(CubicBezier.maximumY, .detail))"
    }
  }

  /// What is wrong with the value, then the rule: "is outside [0, 1]: x
  /// control points must lie in [0, 1]".
  var expectation: String {
    switch self {
    case .nonFinite: reason
    case .xOutOfRange: "is outside [0, 1]: " + reason
    case .yOutOfRange: "is outside ±\(NumberText.text(CubicBezier.maximumY, .detail)): " + reason
    }
  }
}
