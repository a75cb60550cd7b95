// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// One finding of `curvetool diagnose` as reports show it: its stable code
/// and name, the cause in one line, the numbers as lines, the visible
/// impact and concrete fixes in the source's own terms, and the JSON
/// details (docs/diagnose.md §4). Rendered from a ``LoopFinding``.
struct Diagnosis {
  var code: DiagnosticCode
  var name: String
  var summary: String
  /// The largest visible effect in threshold units (value change ÷ the key
  /// path's `valueThreshold`).
  var impact: Double
  /// What the impact is made of.
  var impactNote: String
  var lines: [String]
  var fixes: [String]
  var details: JSON
}

/// What a report of a diagnosis reads: the document (its dialect, for
/// fixes in the source's terms) and the measures the findings were made
/// from (``LoopMeasures``, read through).
@dynamicMemberLookup
struct DiagnosisContext {
  let doc: KfloopDocument
  let measures: LoopMeasures

  subscript<T>(dynamicMember path: KeyPath<LoopMeasures, T>) -> T { measures[keyPath: path] }
}
