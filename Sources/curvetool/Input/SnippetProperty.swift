// This file is part of curvetool. SPDX-License-Identifier: MIT

/// `--property` of `bounce` and `spring` (and its older spelling
/// `--key-path`): what their Swift snippet animates, read as `export` reads
/// `--property` (``AnimatedProperty``), as Core Animation's key path.
enum SnippetProperty {
  /// The key path, or `nil` for the placeholder.
  static func keyPath(_ arguments: ParsedArguments) throws(UsageError) -> String? {
    if arguments.has("property"), arguments.has("key-path") {
      throw .invalid("--property and --key-path are one option (what the Swift snippet animates): give one")
    }
    guard let text = arguments.string("property") else { return try arguments.keyPath() }
    switch AnimatedProperty(text) {
    case .translateX: return "transform.translation.x"
    case .translateY: return "transform.translation.y"
    case .scale: return "transform.scale"
    case .opacity: return "opacity"
    case .rotate:
      throw .invalidValue(
        option: arguments.label("property"), value: text,
        reason: "Core Animation turns in radians and these values are in the curve's units: use a key path (transform.rotation.z) with values in radians, or export --format swift --property rotate, which converts degrees",
        suggestion: nil)
    case .custom, .template, .length, .other:
      guard ParsedArguments.isKeyPath(text) else {
        throw .invalidValue(
          option: arguments.label("property"), value: text,
          reason: "must be translateX, translateY, scale, opacity or a key path (names joined by dots, like position.y)", suggestion: nil)
      }
      return text
    }
  }
}
