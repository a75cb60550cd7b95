// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The languages curvetool writes code in, and how each writes a number:
/// the one definition every snippet and export reads (docs/cli.md, Numbers).
enum CodeLanguage: CaseIterable, Sendable {
  /// Swift and Objective-C literals.
  case swift
  /// Kotlin and Java `float` literals (Android, Compose keep Floats).
  case kotlin
  case dart
  case javascript
  /// CSS numbers: no exponent (CSS Values 4 allows one, but older
  /// engines and tools do not).
  case css

  /// `x` as a literal of the language.
  ///
  /// - Parameter digits: for Swift, Dart and JavaScript, how many digits
  ///   (``CodeDigits``), or `nil` for the shortest round-trip text with its
  ///   decimal point kept (`1.0`), as keyframe arrays write it. Kotlin
  ///   always writes the shortest text of the `Float` with `f`; CSS the
  ///   shortest round-trip text without an exponent.
  func number(_ x: Double, _ digits: CodeDigits? = .readable) -> String {
    switch self {
    case .swift, .dart, .javascript: digits.map { $0.text(x) } ?? JSON.numberText(x)
    case .kotlin: JSON.tidyExponent(Float(x).description) + "f"
    case .css: LinearEasingWriter.cssNumber(x)
    }
  }
}
