// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Key paths that are rotations in degrees, where a whole turn looks the
/// same: a seam that jumps by whole turns is no seam (docs/diagnose.md §4).
public enum RotationKeyPath {
  /// CSS `rotate`, SwiftUI `rotationEffect` and kfloop `rotation` (any
  /// `….rotation`), and Lottie's rotations.
  public static func isRotation(_ keyPath: String) -> Bool {
    keyPath == "rotate" || keyPath == "rotation" || keyPath.hasSuffix(".rotation") || isLottieRotation(keyPath)
  }

  /// Whether a Lottie property is a rotation (a transform's `r` or `rz`, a
  /// shape group's transform `r`).
  public static func isLottieRotation(_ path: String) -> Bool {
    path.hasSuffix(".ks.r") || path.hasSuffix(".ks.rz") || (path.hasSuffix(".r") && path.contains("].it["))
  }
}
