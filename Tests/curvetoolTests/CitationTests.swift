// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing

/// Citations a reader can open: every `docs/X.md §N` in the sources and the
/// docs names a document of this repository and a heading it has, a range
/// `§a–§b` runs forward between headings that exist, and nothing cites a
/// file outside the repository.
@Suite("Citations resolve")
struct CitationTests {
  static let root = DocsExamplesTests.root

  /// Every Swift source and Markdown document, with its text.
  static var files: [(path: String, text: String)] {
    var out: [(String, String)] = []
    for folder in ["Sources", "docs", "Tests"] {
      let base = root.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
      for case let url as URL in walker where ["swift", "md"].contains(url.pathExtension) {
        // This file spells the forbidden forms out.
        guard url.lastPathComponent != "CitationTests.swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
        out.append((url.path.replacingOccurrences(of: root.path + "/", with: ""), text))
      }
    }
    if let readme = try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) { out.append(("README.md", readme)) }
    return out
  }

  /// The headings of a document: `## 5. Semantics` → "5", "Semantics".
  static func headings(_ doc: String) -> [String]? {
    guard let text = try? String(contentsOf: root.appendingPathComponent(doc), encoding: .utf8) else { return nil }
    return text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { String($0.drop { $0 == "#" }).trimmingCharacters(in: .whitespaces) }
  }

  static func has(_ headings: [String], _ section: String) -> Bool {
    let s = section.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
    if s.first?.isNumber == true { return headings.contains { $0.hasPrefix(s + ".") || $0.hasPrefix(s + " ") } }
    return headings.contains { $0.contains(s) }
  }

  @Test("Every docs/X.md §N names an existing document and heading")
  func sections() throws {
    let pattern = try NSRegularExpression(pattern: #"(?:docs/)?([a-z-]+\.md) §([0-9]+(?:\.[0-9]+)*|[A-Z][A-Za-z]+(?: [A-Z][a-z]+)*)(?:–§?([0-9]+(?:\.[0-9]+)*))?"#)
    var checked = 0
    var problems: [String] = []
    for (path, text) in Self.files {
      let ns = text as NSString
      for m in pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
        let doc = "docs/" + ns.substring(with: m.range(at: 1))
        let section = ns.substring(with: m.range(at: 2))
        guard let heads = Self.headings(doc) else {
          problems.append("\(path): \(doc) does not exist")
          continue
        }
        checked += 1
        if !Self.has(heads, section) { problems.append("\(path): \(doc) has no section \(section)") }
        if m.range(at: 3).location != NSNotFound {
          let end = ns.substring(with: m.range(at: 3))
          if !Self.has(heads, end) { problems.append("\(path): \(doc) has no section \(end)") }
          if let a = Double(section), let b = Double(end), b < a { problems.append("\(path): \(doc) §\(section)–\(end) runs backwards") }
        }
      }
    }
    #expect(checked > 50)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// GitHub's anchor for a heading: lower case, punctuation dropped,
  /// spaces as hyphens.
  static func slug(_ heading: String) -> String {
    String(heading.lowercased().compactMap { c -> Character? in
      if c == " " { return "-" }
      return c.isLetter || c.isNumber || c == "-" || c == "_" ? c : nil
    })
  }

  @Test("Every link between the docs lands on a document and heading that exist")
  func links() throws {
    let pattern = try NSRegularExpression(pattern: #"\]\(([a-z-]+\.md)(?:#([a-z0-9_-]+))?\)"#)
    var problems: [String] = []
    var anchors = 0
    for (path, text) in Self.files where path.hasPrefix("docs/") || path == "README.md" {
      let ns = text as NSString
      for m in pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
        let file = ns.substring(with: m.range(at: 1))
        let doc = path == "README.md" ? file : "docs/" + file
        guard let heads = Self.headings(doc) else {
          problems.append("\(path): \(file) does not exist")
          continue
        }
        if m.range(at: 2).location != NSNotFound {
          let anchor = ns.substring(with: m.range(at: 2))
          anchors += 1
          if !heads.map(Self.slug).contains(anchor) { problems.append("\(path): \(file)#\(anchor) has no such heading") }
        }
      }
    }
    #expect(anchors > 10)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("Nothing cites a file outside the repository")
  func insideTheRepository() {
    let outside = ["../shared", "/work/", "shared/reference", "shared/seeds"]
    for (path, text) in Self.files {
      for needle in outside { #expect(!text.contains(needle), "\(path) cites \(needle)") }
    }
  }
}
