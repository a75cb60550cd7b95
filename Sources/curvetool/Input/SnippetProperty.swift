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
    if let ca = AnimatedProperty(text).coreAnimation {
      guard ca.factor == 1 else {
        throw .invalidValue(
          option: arguments.label("property"), value: text,
          reason: "Core Animation turns in radians and these values are in the curve's units: use a key path (\(ca.keyPath)) with values in radians, or export --format swift --property rotate, which converts degrees",
          suggestion: nil)
      }
      return ca.keyPath
    }
    guard ParsedArguments.isKeyPath(text) else {
      throw .invalidValue(
        option: arguments.label("property"), value: text,
        reason: "must be translateX, translateY, scale, opacity or a key path (names joined by dots, like position.y)", suggestion: nil)
    }
    return text
  }
}
