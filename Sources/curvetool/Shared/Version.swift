// This file is part of curvetool. SPDX-License-Identifier: MIT

/// curvetool's version: `--version`, the `tool` of every JSON document, and
/// the comment of generated code.
enum Version {
  static let current = "0.1.0"
}
