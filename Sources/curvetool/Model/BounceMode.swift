// This file is part of curvetool. SPDX-License-Identifier: MIT

/// How a bounce is drawn: its exact damped cosine, or SKBounceAnimation
/// 1.0.04's own `values` (`--compat skbounce`, docs/bounce.md).
enum BounceMode: String {
  case exact, skbounce
}
