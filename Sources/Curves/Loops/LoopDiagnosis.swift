// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A loop model's diagnosis (docs/diagnose.md §4, §5): every finding that
/// applies, D01 to D14, as values (``LoopFinding``), ranked by visible
/// impact.
public enum LoopDiagnosis {
  /// Every finding's check, the costliest first (as measured on many
  /// timelines), so that the cores finish together; the findings are ranked
  /// afterwards, whatever the order here.
  static let checks: [@Sendable (LoopMeasures) -> LoopFinding?] = [
    ShapeFindings.frames, ShapeFindings.seams, TimingFindings.skew, TimingFindings.periods,
    ShapeFindings.springs, ShapeFindings.kinks, TimingFindings.intended, TimingFindings.clocks,
    TimingFindings.triggers, TimingFindings.jitter, LottieFindings.holds, LottieFindings.easedSeams,
    LottieFindings.subframes, LottieFindings.expressions,
  ]

  /// The measures of `model` and its findings, the most visible first
  /// (impacts compared to three significant digits, so rounding noise
  /// cannot reorder; ties by code); its stages reported to `progress`.
  public static func run(
    _ model: KfloopModel, progress: (@Sendable (LoopProgress) -> Void)? = nil
  ) -> (measures: LoopMeasures, findings: [LoopFinding]) {
    let m = LoopMeasures(model, progress: progress)
    progress?(.diagnosing(timelines: model.timelines.count))
    // Each check reads the measures alone: they run side by side.
    let all = ParallelMap.map(checks.count, minimumChunk: 1) { checks[$0](m) }
    func key(_ f: LoopFinding) -> Double { Double(NumberText.text(f.impact, .brief)) ?? f.impact }
    let ranked = all.compactMap { $0 }.sorted { key($0) != key($1) ? key($0) > key($1) : $0.code < $1.code }
    return (m, ranked)
  }
}
