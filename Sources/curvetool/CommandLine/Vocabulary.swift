// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// One rule for the spellings of every enumerated value (platforms,
/// engines, formats, forms, preset namespaces) on every command: a value is
/// matched in any case and without its separators, or by a platform's
/// documented alias, and used in the spelling the command lists
/// (docs/cli.md, Values).
enum Vocabulary {
  /// Lower case, letters and digits only: the form spellings are compared in.
  static func folded(_ text: String) -> String { PlatformID.folded(text) }

  /// The listed spelling `value` stands for, or `nil`.
  static func canonical(_ value: String, among allowed: [String]) -> String? {
    let key = PlatformID.folded(value)
    guard !key.isEmpty else { return nil }
    if let match = allowed.first(where: { PlatformID.folded($0) == key }) { return match }
    // A platform's other names (`jetpack-compose`, `ios`…), where the list
    // holds that platform under one of its spellings.
    if let id = PlatformID(lenient: value) {
      for name in [id.rawValue] + id.platform.aliases {
        if let a = allowed.first(where: { PlatformID.folded($0) == PlatformID.folded(name) }) { return a }
      }
    }
    return nil
  }
}
