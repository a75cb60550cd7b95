// This file is part of curvetool. SPDX-License-Identifier: MIT

extension CubicBezier {
  /// CSS `ease`: (0.25, 0.1, 0.25, 1).
  public static let ease = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
  /// CSS `ease-in`: (0.42, 0, 1, 1).
  public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// CSS `ease-out`: (0, 0, 0.58, 1).
  public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// CSS `ease-in-out`: (0.42, 0, 0.58, 1).
  public static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// CSS `linear`: (0, 0, 1, 1).
  public static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
}
