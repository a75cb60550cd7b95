// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Every diagnostic that applies, ranked by visible impact (ties by code),
/// and the file with the fixes applied.
enum Diagnostics {
  /// When `diagnose` exits 1 (`--fail-on`): a finding reaching an impact
  /// (in multiples of the visible threshold), or any finding of these codes.
  enum FailRule: Equatable, Sendable {
    case impact(Double)
    case codes(Set<DiagnosticCode>)

    /// The findings that trigger it.
    func triggered(by findings: [Diagnosis]) -> [Diagnosis] {
      switch self {
      case .impact(let threshold): findings.filter { $0.impact >= threshold }
      case .codes(let codes): findings.filter { codes.contains($0.code) }
      }
    }
  }

  /// The diagnosis of `doc` (``LoopDiagnosis``), its stages shown on
  /// `progress`, each finding rendered in the document's terms.
  static func run(_ doc: KfloopDocument, progress: ProgressLine? = nil) -> (context: DiagnosisContext, findings: [Diagnosis]) {
    let (measures, findings) = LoopDiagnosis.run(doc.model) { stage in
      switch stage {
      case .simulating(let i, let n): progress?.tick("simulating timeline \(i) of \(n)…")
      case .measuring(let done, let n): progress?.tick("measuring timeline \(done) of \(n)…")
      case .diagnosing(let n): progress?.phase("diagnosing \(n) timelines…")
      }
    }
    let c = DiagnosisContext(doc: doc, measures: measures)
    // Rendered side by side, as the checks ran.
    return (c, ParallelMap.map(findings.count, minimumChunk: 1) { FindingText.render(findings[$0], c) })
  }

  /// The file with every repeating timeline padded to the shared period
  /// (the D01 and D02 fix).
  static func fixed(_ doc: KfloopDocument) -> JSON {
    // A pattern of loops that realign is left as it is (nothing drifts).
    if doc.loopsRealign { return doc.source }
    let period = doc.sharedPeriod
    guard case .object(var members) = doc.source,
      let index = members.firstIndex(where: { $0.0 == "timelines" }), case .array(var timelines) = members[index].1
    else { return doc.source }
    for i in timelines.indices {
      guard case .object(var t) = timelines[i], i < doc.timelines.count, doc.timelines[i].mode == .repeating else { continue }
      let p = t.firstIndex { $0.0 == "playback" }
      var playback: [(String, JSON)] = []
      if let p, case .object(let existing) = t[p].1 { playback = existing }
      if let k = playback.firstIndex(where: { $0.0 == "padTo" }) {
        playback[k].1 = .number(period)
      } else {
        playback.append(("padTo", .number(period)))
      }
      if let p { t[p].1 = .object(playback) } else { t.append(("playback", .object(playback))) }
      timelines[i] = .object(t)
    }
    members[index].1 = .array(timelines)
    return .object(members)
  }
}
