// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A JSON document written as it is made, for documents with long arrays
/// (`sample`, `bezier`): its leading members laid out as
/// ``JSON/text(indent:)`` lays out an object, then members whose values are
/// written straight to the sink, in bounded memory
/// (``SampleWriter/jsonArray(count:_:spaced:to:)``). The bytes are those of
/// the whole object built first and written with ``JSON/text(indent:)``,
/// then a line feed.
enum JSONStream {
  /// Writes `{ members…, streamed… }` and a line feed; each streamed
  /// member's value is written by its function.
  static func document(_ members: [(String, JSON)], streamed: [(String, (OutputSink) -> Void)], to sink: OutputSink) {
    let total = members.count + streamed.count
    guard total > 0 else { return sink.write("{}\n") }
    sink.write("{\n")
    var written = 0
    func member(_ key: String, _ value: () -> Void) {
      var head = "  "
      JSON.quote(key, into: &head)
      sink.write(head + ": ")
      value()
      written += 1
      sink.write(written == total ? "\n" : ",\n")
    }
    for (key, value) in members { member(key) { sink.write(value.text(indent: 1)) } }
    for (key, write) in streamed { member(key) { write(sink) } }
    sink.write("}\n")
  }
}
