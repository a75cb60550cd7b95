// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// What `--property` (or a kfloop key path) animates, so each export writes
/// values that are valid for it: CSS `transform: translateX(…px)`,
/// `scale(…)`, `rotate(…deg)`, `opacity`; Lottie's position, scale,
/// rotation and opacity channels; Core Animation's key paths in their units.
///
/// Values are in the property's natural unit: pixels or points for
/// translations, a factor for scale (1 = 100 %), degrees for rotation, 0…1
/// for opacity.
enum AnimatedProperty: Equatable, Sendable {
  case translateX
  case translateY
  case scale
  case rotate
  case opacity
  /// A registered CSS custom property (`--name`), a `<number>`.
  case custom(String)
  /// A CSS declaration with `{}` where the value goes (`filter: blur({}px)`).
  case template(String)
  /// A CSS length property (`left`, `width`, …), in pixels.
  case length(String)
  /// Anything else: a Core Animation key path or an Android property,
  /// written as given.
  case other(String)

  /// Core Animation's key path for the role and the factor its values take
  /// there (rotation turns in radians), or `nil` for a property that is its
  /// own key path.
  var coreAnimation: (keyPath: String, factor: Double)? {
    switch self {
    case .translateX: ("transform.translation.x", 1)
    case .translateY: ("transform.translation.y", 1)
    case .scale: ("transform.scale", 1)
    case .rotate: ("transform.rotation.z", Double.pi / 180)
    case .opacity: ("opacity", 1)
    case .custom, .template, .length, .other: nil
    }
  }

  /// Names each role answers to, across platforms (CSS, SwiftUI modifiers,
  /// Core Animation key paths, Android properties, Lottie channels).
  static let aliases: [String: AnimatedProperty] = [
    "x": .translateX, "translatex": .translateX, "translate-x": .translateX, "translationx": .translateX,
    "offsetx": .translateX, "transform.translation.x": .translateX,
    "y": .translateY, "translatey": .translateY, "translate-y": .translateY, "translationy": .translateY,
    "offsety": .translateY, "offset": .translateY, "transform.translation.y": .translateY,
    "scale": .scale, "scaleeffect": .scale, "transform.scale": .scale,
    "rotate": .rotate, "rotation": .rotate, "rotationz": .rotate, "rotationeffect": .rotate, "transform.rotation.z": .rotate,
    "transform.rotation": .rotate,
    "opacity": .opacity, "alpha": .opacity,
  ]

  /// CSS properties whose value is a length in pixels.
  static let lengths: Set<String> = [
    "left", "top", "right", "bottom", "width", "height", "min-width", "min-height", "max-width", "max-height",
    "margin-left", "margin-top", "margin-right", "margin-bottom", "padding-left", "padding-top", "padding-right",
    "padding-bottom", "border-radius", "font-size", "letter-spacing", "inset", "gap",
  ]

  init(_ name: String) {
    if name.contains("{}") {
      self = .template(name)
    } else if name.hasPrefix("--") {
      self = .custom(name)
    } else if let role = Self.aliases[name.lowercased()] {
      self = role
    } else if Self.lengths.contains(name.lowercased()) {
      self = .length(name.lowercased())
    } else {
      self = .other(name)
    }
  }

  /// Why `name` cannot be written into generated code as it is, or `nil`.
  /// Every form lands in code verbatim (a CSS declaration, a Swift string
  /// literal, an XML attribute), so each is held to what it can be: a
  /// template is one CSS declaration, `property: value` with a single `{}`
  /// and no `;`, braces, comment, `<`, backslash or control character; a
  /// custom property is `--` and letters, digits, `-` and `_`; anything
  /// else is names joined by dots (`position.y`, `translationX`).
  static func refusal(_ name: String) -> String? {
    let nameCharacters = { (c: Character) in c.isLetter || c.isNumber || c == "-" || c == "_" }
    switch AnimatedProperty(name) {
    case .template(let t):
      let parts = t.components(separatedBy: "{}")
      guard parts.count == 2 else { return "a template holds {} once, where the value goes" }
      guard let colon = t.firstIndex(of: ":"), colon < (t.range(of: "{}")?.lowerBound ?? t.startIndex) else {
        return "a template is one CSS declaration, 'property: value' with {} in the value"
      }
      let property = t[..<colon].trimmingCharacters(in: .whitespaces)
      guard !property.isEmpty, property.allSatisfy(nameCharacters) else { return "'\(property)' is not a CSS property name" }
      let rest = parts.joined()
      if rest.contains(where: { ";{}<\\".contains($0) }) || rest.contains("/*") || rest.contains("*/")
        || MessageText.firstControl(in: rest) != nil
      {
        return "a template is one CSS declaration: no ;, braces, comments, < or \\"
      }
      return nil
    case .custom(let n):
      return n.count > 2 && n.dropFirst(2).allSatisfy(nameCharacters) ? nil : "a custom property is -- and letters, digits, - and _"
    case .other(let n):
      return ParsedArguments.isKeyPath(n)
        ? nil : "must be a key path or property name (names joined by dots), a CSS property, '--name' or a template with {}"
    default:
      return nil
    }
  }

  /// Whether CSS can animate it: every role but `.other` (`transform` alone
  /// needs a function, and unknown names are not checked against CSS).
  var cssDeclarable: Bool {
    if case .other = self { return false }
    return true
  }

  /// The CSS declaration setting the property to `v` (`number` writes a
  /// CSS number), without the trailing `;`.
  func css(_ v: Double, number: (Double) -> String) -> String {
    switch self {
    case .translateX: "transform: translateX(\(number(v))px)"
    case .translateY: "transform: translateY(\(number(v))px)"
    case .scale: "transform: scale(\(number(v)))"
    case .rotate: "transform: rotate(\(number(v))deg)"
    case .opacity: "opacity: \(number(v))"
    case .custom(let name): "\(name): \(number(v))"
    case .template(let t): t.replacingOccurrences(of: "{}", with: number(v))
    case .length(let name): "\(name): \(number(v))px"
    case .other(let name): "\(name): \(number(v))"
    }
  }
}
