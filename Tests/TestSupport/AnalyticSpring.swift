// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// The closed form of an under-damped spring's unit step from rest, written
/// here from the textbook formula (unit mass) as an independent reference:
/// 1 − e^(−ζω₀t)·(cos ω_d t + ζω₀/ω_d · sin ω_d t), ω₀ = √k, ω_d = ω₀√(1 − ζ²).
public enum AnalyticSpring {
  public static func unitStep(_ t: Double, stiffness: Double, ratio: Double) -> Double {
    let w0 = stiffness.squareRoot()
    let wd = w0 * (1 - ratio * ratio).squareRoot()
    return 1 - exp(-ratio * w0 * t) * (cos(wd * t) + ratio * w0 / wd * sin(wd * t))
  }
}
