// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The settle band: how close to its end value a motion must stay to have
/// settled, one definition for every command and engine that reports
/// settling (docs/curves.md).
///
/// band = ε·|to − from| in value units, ε a fraction of the move, or ε
/// itself when the motion does not move (from == to), so that a motion
/// that starts and ends at one value still has a band.
public enum SettleBand {
  /// ε·|distance|, or ε when `distance` is 0 (value units).
  @inlinable public static func band(epsilon: Double, distance: Double) -> Double {
    epsilon * (distance == 0 ? 1 : Swift.abs(distance))
  }

  /// The fraction of the move a band is (``band(epsilon:distance:)``
  /// inverted): band/|distance|, or the band when `distance` is 0.
  @inlinable public static func fraction(band: Double, distance: Double) -> Double {
    band / (distance == 0 ? 1 : Swift.abs(distance))
  }
}
