// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Reads and validates a `kfloop/1` file strictly: unknown keys, wrong
/// types, negative durations, unknown keyframe types and cyclic `let`s are
/// errors naming the JSON path.
enum KfloopReader {

  static func read(_ bytes: [UInt8]) throws(KfloopError) -> KfloopDocument {
    let json: JSON
    do {
      json = try JSONReader.parse(bytes, comments: true)
    } catch {
      throw KfloopError(path: "", message: "not valid JSON: \(error.message)")
    }
    // Text with no byte from DEL up and no escape has no control character
    // in any string or key (JSON refuses raw ones below 0x20 in strings):
    // the tree need not be searched for one.
    let plain = !bytes.contains { $0 >= 0x7F || $0 == UInt8(ascii: "\\") }
    return try read(json: json, controlsRuledOut: plain)
  }

  /// A document already parsed (a source's model, built as JSON): the
  /// same checks, without writing it out and reading it back;
  /// `controlsRuledOut` when its text was seen to hold no control character.
  static func read(json: JSON, controlsRuledOut: Bool = false) throws(KfloopError) -> KfloopDocument {
    let root = KfloopNode(value: json, path: "")
    if !controlsRuledOut { try root.refuseControlCharacters() }
    let top = try root.object(
      allowed: ["format", "source", "let", "semantics", "clock", "timelines", "controls", "analyze", "export"],
      required: ["format", "timelines"])
    guard let format = top["format"], try format.string() == "kfloop/1" else {
      throw KfloopError(path: "format", message: "expected \"kfloop/1\"")
    }
    let scope = try KfloopScope(top["let"], parent: nil)
    var semantics = KeyframeSemantics()
    var resume = KfloopResume.restart
    var paused = KfloopPausedValue.timelineStart
    if let s = top["semantics"] {
      let m = try s.object(allowed: ["springCutoff", "springSettleEpsilon", "loopRestart", "resumeAfterPause", "pausedValue"])
      if let c = m["springCutoff"] {
        semantics.springCutoff = KeyframeSemantics.SpringCutoff(rawValue: try c.choice(["handoff", "snapToTarget"])) ?? .handoff
      }
      if let e = m["springSettleEpsilon"] {
        let v = try e.number(scope)
        guard v > 0, v < 1 else { throw e.fail("must be between 0 and 1") }
        semantics.springSettleEpsilon = v
      }
      if let l = m["loopRestart"] { _ = try l.choice(["timelineStart"]) }
      if let r = m["resumeAfterPause"] { resume = try r.choice(KfloopResume.self) }
      if let p = m["pausedValue"] { paused = try p.choice(KfloopPausedValue.self) }
    }
    var displayHz = [60.0, 120.0]
    var exportFps = [30.0, 60.0]
    var exactSampling = false
    if let c = top["clock"] {
      let m = try c.object(allowed: ["displayHz", "exportFps", "sampling"])
      if let sampling = m["sampling"] { exactSampling = try sampling.choice(["exact", "frames"]) == "exact" }
      if let d = m["displayHz"] { displayHz = try d.array().map { n throws(KfloopError) in try n.duration(scope, positive: true) } }
      if let e = m["exportFps"] { exportFps = try e.array().map { n throws(KfloopError) in try n.duration(scope, positive: true) } }
    }
    guard let timelineNodes = try top["timelines"]?.array(), !timelineNodes.isEmpty else {
      throw KfloopError(path: "timelines", message: "at least one timeline is needed")
    }
    // Ids are looked up in sets, so a file of many timelines reads in
    // time linear in their number.
    var timelines: [KfloopTimeline] = []
    var timelineIDs = Set<String>()
    for (node, read) in zip(timelineNodes, readTimelines(timelineNodes, scope.definitions, semantics)) {
      let t = try read.get()
      guard timelineIDs.insert(t.id).inserted else { throw KfloopError(path: node.child("id"), message: "duplicate id '\(t.id)'") }
      timelines.append(t)
    }
    let ids = timelines.map(\.id)
    var controls: [KfloopControl] = []
    var controlIDs = Set<String>()
    for node in try top["controls"]?.array() ?? [] {
      let c = try KfloopTimelineReader.control(node, scope, ids: ids, known: timelineIDs)
      guard controlIDs.insert(c.id).inserted else { throw KfloopError(path: node.child("id"), message: "duplicate id '\(c.id)'") }
      controls.append(c)
    }
    // Playback references to controls.
    for (i, t) in timelines.enumerated() {
      for (field, id) in [("repeating", t.repeatingControl), ("trigger", t.triggerControl)] {
        guard let id else { continue }
        guard controlIDs.contains(id) else {
          let s = EditDistance.suggestion(for: id, among: controls.map(\.id))
          throw KfloopError(
            path: "timelines[\(i)].playback.\(field).control",
            message: "no control '\(id)'" + (s.map { ". Did you mean '\($0)'?" } ?? ""))
        }
      }
    }
    let analyze = try self.analyze(top["analyze"], scope, displayHz: displayHz, timelines: timelines)
    var exports: [KfloopExport] = []
    let exportNodes = try top["export"]?.array() ?? []
    let byID = exportNodes.isEmpty ? [:] : Dictionary(uniqueKeysWithValues: timelines.map { ($0.id, $0) })
    for node in exportNodes {
      exports.append(try export(node, scope, byID, ids: ids))
    }
    let model = KfloopModel(
      semantics: semantics, resumeAfterPause: resume, pausedValue: paused, displayHz: displayHz, exportFps: exportFps,
      exactSampling: exactSampling, timelines: timelines, controls: controls, analyze: analyze)
    return KfloopDocument(model: model, exports: exports, source: json)
  }

  /// Each timeline read, side by side, each with a scope of its own over
  /// the file's constants; the caller meets the first error in file
  /// order, as a loop would.
  static func readTimelines(
    _ nodes: [KfloopNode], _ definitions: KfloopScope.Definitions, _ semantics: KeyframeSemantics
  ) -> [Result<KfloopTimeline, KfloopError>] {
    ParallelMap.map(nodes.count, minimumChunk: 32) { i in
      Result { () throws(KfloopError) in try KfloopTimelineReader.timeline(nodes[i], KfloopScope(definitions), semantics) }
    }
  }

  static func analyze(
    _ node: KfloopNode?, _ scope: KfloopScope, displayHz: [Double], timelines: [KfloopTimeline]
  ) throws(KfloopError) -> KfloopAnalyze {
    let frame = 1 / (displayHz.max() ?? 60)
    let longest = timelines.map(\.period).max() ?? 1
    var a = KfloopAnalyze(horizon: Swift.max(10, 4 * longest), sampleHz: 120, phaseThreshold: frame, valueThreshold: [:])
    guard let node else { return a }
    let m = try node.object(allowed: ["horizon", "sampleHz", "phaseThreshold", "valueThreshold"])
    if let h = m["horizon"] {
      a.horizon = try h.duration(scope, positive: true)
      if a.horizon > 86_400 { throw h.fail("at most 86400 s") }
    }
    if let s = m["sampleHz"] {
      a.sampleHz = try s.duration(scope, positive: true)
      if a.sampleHz > 10_000 { throw s.fail("at most 10000") }
    }
    if let p = m["phaseThreshold"] {
      if case .string("1frame") = p.value { a.phaseThreshold = frame } else { a.phaseThreshold = try p.duration(scope, positive: true) }
    }
    if let v = m["valueThreshold"] {
      guard let members = v.value.objectMembers else { throw v.fail("expected an object {keyPath: number}") }
      for (key, value) in members {
        a.valueThreshold[key] = try v.member(key, value).duration(scope, positive: true)
      }
    }
    return a
  }

  /// An export request; `timelines` by id, `ids` in the file's order (for
  /// the did-you-mean).
  static func export(
    _ node: KfloopNode, _ scope: KfloopScope, _ timelines: [String: KfloopTimeline], ids: [String]
  ) throws(KfloopError) -> KfloopExport {
    let m = try node.object(allowed: ["timeline", "keyPath", "sampleHz", "span", "as", "fps"], required: ["timeline", "keyPath", "as"])
    let id = try m["timeline"]?.string() ?? ""
    guard let t = timelines[id] else {
      let s = EditDistance.suggestion(for: id, among: ids)
      throw KfloopError(path: node.child("timeline"), message: "no timeline '\(id)'" + (s.map { ". Did you mean '\($0)'?" } ?? ""))
    }
    let keyPath = try m["keyPath"]?.string() ?? ""
    guard t.timeline.keyPaths.contains(keyPath) else {
      let s = EditDistance.suggestion(for: keyPath, among: t.timeline.keyPaths)
      throw KfloopError(path: node.child("keyPath"), message: "'\(id)' has no '\(keyPath)'" + (s.map { ". Did you mean '\($0)'?" } ?? ""))
    }
    var span: Double?
    if let s = m["span"], !(s.value == .string("period")) { span = try s.duration(scope, positive: true) }
    return KfloopExport(
      timeline: id, keyPath: keyPath, sampleHz: try m["sampleHz"].map { n throws(KfloopError) in try n.duration(scope, positive: true) } ?? 60,
      span: span, format: try m["as"]?.choice(KfloopExportFormat.self) ?? .array,
      fps: try m["fps"].map { n throws(KfloopError) in try n.duration(scope, positive: true) }, path: node.path)
  }
}
