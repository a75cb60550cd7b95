// This file is part of curvetool. SPDX-License-Identifier: MIT

/// What a SwiftUI source's reading accounts for: each construct that can
/// animate and what it became (docs/diagnose.md §12), and its notes in
/// source order.
extension SwiftLoops {
  /// Notes in the order of their places in the file (file:line:column),
  /// each said once.
  static func merge(_ notes: [(at: String, what: String)], src: SwiftSource) -> [(at: String, what: String)] {
    func place(_ cite: String) -> (Int, Int) {
      let parts = cite.split(separator: ":")
      guard parts.count >= 3, let l = Int(parts[parts.count - 2]), let c = Int(parts[parts.count - 1]) else { return (0, 0) }
      return (l, c)
    }
    var seen = Set<String>()
    let unique = notes.filter { seen.insert("\($0.at) \($0.what)").inserted }
    return unique.enumerated().sorted { a, b in
      let (pa, pb) = (place(a.element.at), place(b.element.at))
      return pa != pb ? pa < pb : a.offset < b.offset
    }.map(\.element)
  }

  /// Every construct that can animate, found in every view's body, with
  /// what it became: each call of an animated view, each animator, each
  /// `repeatForever`.
  static func account(
    _ src: SwiftSource, animated: Set<String>, walk: Walk, byUse: [Int: [String]], byAnimator: [Int: [String]], failed: [Int: String]
  ) -> SourceAccounting {
    let t = src.tokens
    var accounting = SourceAccounting()
    let reached = Set(walk.uses.map(\.at))
    let shown = Set(walk.uses.map(\.name))
    for s in src.structs {
      guard let body = s.body else { continue }
      for i in body where t[i].kind == .identifier && animated.contains(t[i].text) && i + 1 < body.upperBound && t[i + 1].is("(") && !(i > 0 && t[i - 1].is(".")) {
        let construct = "\(t[i].text)(…)"
        if let ids = byUse[i], !ids.isEmpty {
          accounting.read(t[i].offset, construct, timelines: ids)
        } else {
          let view = src.structNamed(t[i].text)
          let reason = view?.body.flatMap { animators(src, $0).compactMap { failed[$0] }.first }.map { "its animator was not read: \($0)" }
          accounting.unread(t[i].offset, construct, why: reached.contains(i) ? reason ?? "its animators were not read" : "no root view shows \(s.name), where it is used")
        }
      }
      guard s.isView, animated.contains(s.name) else { continue }
      for a in animators(src, body) {
        if let ids = byAnimator[a], !ids.isEmpty {
          accounting.read(t[a].offset, t[a].text, timelines: ids)
        } else {
          accounting.unread(t[a].offset, t[a].text, why: failed[a] ?? (shown.contains(s.name) ? "not read" : "no root view shows \(s.name)"))
        }
      }
    }
    for i in t.indices where t[i].kind == .identifier && t[i].text == "repeatForever" {
      accounting.unread(t[i].offset, "repeatForever", why: "not read yet: diagnose reads keyframeAnimator and phaseAnimator loops")
    }
    return accounting
  }
}
