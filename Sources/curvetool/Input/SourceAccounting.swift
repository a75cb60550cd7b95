// This file is part of curvetool. SPDX-License-Identifier: MIT

/// What a source reader did with each construct that can animate (a use
/// of an animated view, an animator, a rule with `animation` declarations,
/// a `style` attribute, a `@keyframes`): modelled as timelines, or not read,
/// with the reason (docs/diagnose.md §12). Nothing is left out in silence:
/// every construct a reader finds is one entry.
struct SourceAccounting {
  struct Entry {
    /// UTF-8 byte offset of the construct in the source.
    var offset: Int
    /// What it is, as written (`keyframeAnimator`, `.dot { animation… }`).
    var construct: String
    /// The timelines it became; empty when it was not read.
    var timelines: [String]
    /// Why it was not read.
    var why: String?
  }

  var entries: [Entry] = []

  mutating func read(_ offset: Int, _ construct: String, timelines: [String]) {
    entries.append(Entry(offset: offset, construct: construct, timelines: timelines, why: nil))
  }

  mutating func unread(_ offset: Int, _ construct: String, why: String) {
    entries.append(Entry(offset: offset, construct: construct, timelines: [], why: why))
  }

  /// `read` and `unread` lists for a kfloop/1 document's `source`, each
  /// entry at its `file:line:column` (from `positions`, one per entry in
  /// order of offset), in source order.
  func json(positions: ([Int]) -> [String]) -> (read: JSON, unread: JSON) {
    let ordered = entries.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
    let places = positions(ordered.map(\.offset))
    var read: [JSON] = []
    var unread: [JSON] = []
    for (e, at) in zip(ordered, places) {
      // As written, control characters shown escaped (a model holds none).
      let construct = MessageText.escaped(e.construct)
      if let why = e.why {
        unread.append(.object([("at", .string(at)), ("construct", .string(construct)), ("why", .string(MessageText.escaped(why)))]))
      } else {
        read.append(.object([("at", .string(at)), ("construct", .string(construct)), ("timelines", .array(e.timelines.map(JSON.string)))]))
      }
    }
    return (.array(read), .array(unread))
  }
}
