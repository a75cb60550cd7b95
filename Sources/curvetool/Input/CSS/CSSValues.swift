// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// The numbers a CSS keyframe sets, by key path: `transform` functions
/// (`translateX/Y`, `translate`, `translate3d`, `scale`, `scaleX/Y`,
/// `rotate`, `rotateZ`; a transform stop that omits one sets it to its
/// initial value), `opacity`, and any property whose value is one number
/// with a unit (`top: 12px`, `width: 50%`). Angles are degrees (`turn` and
/// `rad` converted); lengths keep their unit.
enum CSSValues {
  /// A number with an optional unit, or `nil`.
  static func number(_ token: String) -> Double? {
    let t = CSSStylesheet.trimmed(Array(token.utf8)[...]).lowercased()
    let units: [(String, Double)] = [
      ("turn", 360), ("grad", 0.9), ("rad", 180 / Double.pi), ("deg", 1), ("rem", 1), ("px", 1), ("em", 1), ("vw", 1), ("vh", 1),
      ("%", 1),
    ]
    for (unit, factor) in units where t.hasSuffix(unit) {
      return Double(t.dropLast(unit.count)).flatMap { $0.isFinite ? $0 * factor : nil }
    }
    return Double(t).flatMap { $0.isFinite ? $0 : nil }
  }

  /// (key path, value) pairs for one declaration, or `nil` when it is not
  /// numbers curvetool reads.
  static func components(_ property: String, _ value: String) -> [(String, Double)]? {
    if property == "transform" || property == "-webkit-transform" { return transform(value) }
    guard let v = number(value) else { return nil }
    return [(property, v)]
  }

  /// A transform list; every function curvetool reads appears, the rest of
  /// the translate/scale/rotate family at its initial value.
  static func transform(_ value: String) -> [(String, Double)]? {
    var out: [String: Double] = [:]
    if CSSStylesheet.trimmed(Array(value.utf8)[...]).lowercased() != "none" {
      for (function, _) in CSSAnimation.split(value, on: 0x20) {
        guard let open = function.firstIndex(of: "("), function.hasSuffix(")") else { return nil }
        let name = function[..<open].lowercased()
        let args = function[function.index(after: open)..<function.index(before: function.endIndex)]
          .split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        var v: [Double] = []
        for a in args {
          guard let x = number(a) else { return nil }
          v.append(x)
        }
        guard let first = v.first else { return nil }
        switch name {
        case "translatex": out["translateX"] = first
        case "translatey": out["translateY"] = first
        case "translate", "translate3d":
          out["translateX"] = first
          out["translateY"] = v.count > 1 ? v[1] : 0
        case "scale", "scale3d":
          if v.count > 1, v[1] != first {
            out["scaleX"] = first
            out["scaleY"] = v[1]
          } else {
            out["scale"] = first
          }
        case "scalex": out["scaleX"] = first
        case "scaley": out["scaleY"] = first
        case "rotate", "rotatez": out["rotate"] = first
        default: return nil
        }
      }
    }
    return out.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }
}
