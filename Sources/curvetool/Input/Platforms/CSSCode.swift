// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// CSS's code, read and written (docs/platforms.md §3). CSS has no spring
/// of its own and its `cubic-bezier()` is the curve form of `convert`;
/// its style sheets are read by the CSS reader (`Input/CSS`) and written
/// by the CSS export.
enum CSSCode: PlatformCode {
  static let id = PlatformID.css
}
