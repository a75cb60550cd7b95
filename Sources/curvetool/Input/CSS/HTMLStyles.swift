// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Where an HTML file holds CSS: the contents of its `<style>` elements and
/// its `style="…"` attributes, found by reading the markup as HTML reads it
/// (comments `<!-- … -->` and `<script>` contents hold no styles; a tag's
/// attributes may be quoted with `"` or `'`, or not at all).
struct HTMLStyles {
  /// A `style` attribute: the value's byte range and the element it sits
  /// on, named as a selector would name it (`div#logo.dot.big`).
  struct Attribute {
    var value: Range<Int>
    var element: String
    /// The tag's `<`, for citing.
    var offset: Int
  }

  var sheets: [Range<Int>] = []
  var attributes: [Attribute] = []

  /// Whether bytes are HTML rather than a style sheet: the first thing
  /// after white space and a BOM is markup (`<`), not a rule.
  static func isHTML(_ b: [UInt8]) -> Bool {
    var k = 0
    while true {
      while k < b.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, 0xEF, 0xBB, 0xBF].contains(b[k]) { k += 1 }
      guard k < b.count, b[k] == UInt8(ascii: "<") else { return false }
      // `<!--` opens a comment in HTML and is ignored in CSS (CDO): what
      // follows the comment decides.
      guard b[k...].starts(with: Array("<!--".utf8)) else { return true }
      var e = k + 4
      while e + 2 < b.count, !(b[e] == UInt8(ascii: "-") && b[e + 1] == UInt8(ascii: "-") && b[e + 2] == UInt8(ascii: ">")) { e += 1 }
      guard e + 2 < b.count else { return false }
      k = e + 3
    }
  }

  init(_ b: [UInt8]) {
    let n = b.count
    var i = 0
    func lower(_ k: Int) -> UInt8 { b[k] >= 65 && b[k] <= 90 ? b[k] + 32 : b[k] }
    func startsLower(_ k: Int, _ s: String) -> Bool {
      let u = Array(s.utf8)
      guard k + u.count <= n else { return false }
      for j in u.indices where lower(k + j) != u[j] { return false }
      return true
    }
    func find(_ s: String, from: Int) -> Int? {
      var k = from
      while k < n {
        if startsLower(k, s) { return k }
        k += 1
      }
      return nil
    }
    while i < n {
      guard b[i] == UInt8(ascii: "<") else { i += 1; continue }
      if startsLower(i, "<!--") {
        i = (find("-->", from: i + 4).map { $0 + 3 }) ?? n
        continue
      }
      let nameStart = i + 1
      var k = nameStart
      while k < n, Self.isNameByte(b[k]) { k += 1 }
      guard k > nameStart else { i += 1; continue }
      let tag = String(decoding: b[nameStart..<k], as: UTF8.self).lowercased()
      // Attributes up to the tag's `>`.
      var attributes: [(name: String, value: Range<Int>)] = []
      while k < n, b[k] != UInt8(ascii: ">") {
        if Self.isSpace(b[k]) || b[k] == UInt8(ascii: "/") { k += 1; continue }
        let an = k
        while k < n, !Self.isSpace(b[k]), b[k] != UInt8(ascii: "="), b[k] != UInt8(ascii: ">") { k += 1 }
        let name = String(decoding: b[an..<k], as: UTF8.self).lowercased()
        while k < n, Self.isSpace(b[k]) { k += 1 }
        guard k < n, b[k] == UInt8(ascii: "=") else {
          attributes.append((name, k..<k))
          continue
        }
        k += 1
        while k < n, Self.isSpace(b[k]) { k += 1 }
        if k < n, b[k] == UInt8(ascii: "\"") || b[k] == UInt8(ascii: "'") {
          let q = b[k]
          let vs = k + 1
          k = vs
          while k < n, b[k] != q { k += 1 }
          attributes.append((name, vs..<k))
          k = Swift.min(n, k + 1)
        } else {
          let vs = k
          while k < n, !Self.isSpace(b[k]), b[k] != UInt8(ascii: ">") { k += 1 }
          attributes.append((name, vs..<k))
        }
      }
      let tagEnd = Swift.min(n, k + 1)
      if let style = attributes.last(where: { $0.name == "style" }) {
        var element = tag
        if let id = attributes.first(where: { $0.name == "id" }) { element += "#" + String(decoding: b[id.value], as: UTF8.self) }
        if let c = attributes.first(where: { $0.name == "class" }) {
          element += String(decoding: b[c.value], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map { "." + $0 }.joined()
        }
        self.attributes.append(Attribute(value: style.value, element: element, offset: i))
      }
      if tag == "style" || tag == "script" {
        let close = find("</" + tag, from: tagEnd) ?? n
        if tag == "style" { sheets.append(tagEnd..<close) }
        i = close + 2
        continue
      }
      i = tagEnd
    }
  }

  static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C }
  static func isNameByte(_ c: UInt8) -> Bool {
    (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "-") || c == UInt8(ascii: "_") || c == UInt8(ascii: ":")
  }
}
