// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

extension DiagnoseCommand {
  /// Several files played together, as a screen shows loaders side by
  /// side: each file's timelines, named by their file (`loader-a.json`, or
  /// `styles.css: .dot` for a source's own names), in one model on one
  /// clock, diagnosed as one (docs/diagnose.md §14). A file with controls
  /// (timers, events) drives its own timelines and is diagnosed alone.
  func runTogether(_ io: CommandIO) throws(CommandError) {
    for (option, target) in [("--output", output), ("--svg", svg)] {
      try Destination.refuseOverwriting(inputs: paths, output: target, option: option, inPlace: false, io: io)
    }
    if Set(paths).count != paths.count { throw .usage("a file is given twice: each file plays once", hint: nil) }
    let progress = ProgressLine(io, quiet: quiet)
    defer { progress?.clear() }
    var merged: KfloopDocument?
    for path in paths {
      let (bytes, _) = try InputFile.readKeepingLayout(path, io: io, limits: .wholeSource)
      var (_, doc) = try DiagnoseSource.read(path: path, bytes: bytes, io: io, progress: progress)
      guard doc.controls.isEmpty else {
        throw .usage("\(path): its controls (timers, events) drive its own timelines; diagnose it on its own", hint: nil)
      }
      let name = String(path.split(separator: "/").last ?? Substring(path))
      for k in doc.timelines.indices {
        let id = doc.timelines[k].id
        doc.timelines[k].id = id == name ? path : "\(path): \(id)"
      }
      for k in doc.lottieFacts.indices {
        let id = doc.lottieFacts[k].timeline
        doc.lottieFacts[k].timeline = id == name ? path : "\(path): \(id)"
      }
      guard var all = merged else {
        merged = doc
        continue
      }
      all.timelines += doc.timelines
      all.lottieFacts += doc.lottieFacts
      all.analyze.horizon = Swift.max(all.analyze.horizon, doc.analyze.horizon)
      all.analyze.valueThreshold.merge(doc.analyze.valueThreshold) { Swift.min($0, $1) }
      all.exactSampling = all.exactSampling && doc.exactSampling
      if all.dialect != doc.dialect { all.dialect = .kfloop }
      merged = all
    }
    guard var doc = merged else { return }
    if let horizon { doc.analyze.horizon = horizon }
    doc.fixRefusal = "several files are diagnosed together; --write-fixed fixes one file at a time"
    try Self.checkBudget(doc)
    let exports = try exportDir.map { _ throws(CommandError) in try DiagnoseExports.render(doc) }
    let (context, findings) = Diagnostics.run(doc, progress: progress)
    progress?.phase("writing the report…")
    try report(context, findings, io: io, progress: progress, shownPath: paths.joined(separator: ", "))
    try finish(context, findings, fixed: nil, exports: exports, io: io)
  }
}
