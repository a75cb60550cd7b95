// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The analysis rows every text report shares (analyze, bounce): turning
/// points and crossings, with their counts, saying so when the lists stop
/// at ``CurveAnalysis/maximumListed``.
extension CurveAnalysis {
  /// "3: 0.1 s → 1.2, 0.3 s → 0.9, …", "none", or past the listing limit
  /// "more than 100000: 0.003142 s → 2, …".
  var turningPointsText: String {
    if turningPoints.isEmpty { return "none" }
    let shown = turningPoints.prefix(6).map { "\(NumberText.text($0.time, .report)) s → \(NumberText.text($0.value, .report))".unbreakable }
    let more = turningPoints.count > 6 ? ", …" : ""
    return "\(turnsCount): " + shown.joined(separator: ", ") + more
  }

  /// "4: 0.1, 0.3, 0.5, 0.7 s" or "none"; past the listing limit the count
  /// is of those before the last turning point listed: "5000 to 15.7 s (the
  /// listing stops there): …".
  var crossingsText: String {
    if crossings.isEmpty { return listedUntil.map { "none to \(NumberText.text($0, .report)) s (the listing stops there)" } ?? "none" }
    let count = listedUntil.map { "\(crossings.count) to \(NumberText.text($0, .report)) s (the listing stops there)" } ?? "\(crossings.count)"
    return "\(count): " + timeList(crossings)
  }

  /// The number of turning points, or "more than N" past the listing limit.
  var turnsCount: String {
    listedUntil == nil ? "\(turningPoints.count)" : "more than \(CurveAnalysis.maximumListed)"
  }
}

extension Overshoot {
  /// The overshoot as a percentage of the move, "4.6 %", or "no move to
  /// compare with" when the motion starts at its resting value (the
  /// fraction is then infinite, `null` in JSON).
  func percentText(digits: Int) -> String {
    fraction.isFinite ? "\(NumberText.text(fraction * 100, .significant(digits))) %" : "no move to compare with"
  }
}
