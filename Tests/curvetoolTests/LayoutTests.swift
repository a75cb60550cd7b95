// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing

@testable import curvetool

/// The folders of `Sources/curvetool` depend on each other in one direction
/// only (docs/architecture.md): a folder uses a name another folder
/// declares at its top level only where the table allows it.
@Suite("Layout")
struct LayoutTests {
  /// Which folders each folder may use. `(top)` is the files directly in
  /// Sources/curvetool (the entry point, the command protocol).
  static let allowed: [String: Set<String>] = [
    "Shared": [],
    "Model": ["Shared"],
    "CommandLine": ["Shared", "Model"],
    "Input": ["Shared", "Model", "CommandLine"],
    "Diagnose": ["Shared", "Model", "Input", "CommandLine"],
    "Output": ["Shared", "Model", "Input", "CommandLine", "Diagnose"],
    "Commands": ["Shared", "Model", "Input", "Output", "CommandLine", "Diagnose", "(top)"],
    // The entry point lists every command, `bench` (in Bench) too.
    "(top)": ["Shared", "Model", "Input", "Output", "CommandLine", "Diagnose", "Commands", "Bench"],
    "Bench": ["Shared", "Model", "Input", "Output", "CommandLine", "Diagnose", "Commands", "(top)"],
  ]

  /// Every use of a name declared in another folder that the table does
  /// not allow, as "from → to: name (file)"; and every top-level name
  /// declared in two folders.
  static func violations(_ files: [(folder: String, name: String, text: String)]) -> [String] {
    let declaration = try! NSRegularExpression(
      pattern: #"^(?:public |internal |final |indirect )*(?:struct|enum|class|protocol|typealias|actor|func|let|var)\s+([A-Za-z][A-Za-z0-9_]*)"#,
      options: .anchorsMatchLines)
    let identifier = try! NSRegularExpression(pattern: #"\b[A-Za-z_][A-Za-z0-9_]*\b"#)
    let interpolation = try! NSRegularExpression(pattern: #"\\\(([^()]*(?:\([^()]*\)[^()]*)*)\)"#)
    func matches(_ r: NSRegularExpression, _ s: String, group: Int) -> [String] {
      let ns = s as NSString
      return r.matches(in: s, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: group)) }
    }
    var owner: [String: Set<String>] = [:]
    for f in files { for name in matches(declaration, f.text, group: 1) { owner[name, default: []].insert(f.folder) } }
    var out: [String] = owner.filter { $0.value.count > 1 }.map { "\($0.key) is declared in \($0.value.sorted().joined(separator: " and "))" }
    for f in files {
      // Comments and string literals do not use names; the code
      // interpolated in a string (`\(…)`) does.
      let code = f.text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        var l = String(line)
        if let c = l.range(of: "//") { l = String(l[..<c.lowerBound]) }
        let interpolated = matches(interpolation, l, group: 1).joined(separator: " ")
        return l.replacingOccurrences(of: #""(?:\\.|[^"\\])*""#, with: "\"\"", options: .regularExpression) + " " + interpolated
      }.joined(separator: "\n")
      for name in Set(matches(identifier, code, group: 0)) {
        for o in owner[name] ?? [] where o != f.folder && !(allowed[f.folder] ?? []).contains(o) {
          out.append("\(f.folder) → \(o): \(name) (\(f.name))")
        }
      }
    }
    return out.sorted()
  }

  /// Every Swift file of `targets` (under Sources/): its name and text.
  static func files(of targets: [String]) throws -> [(name: String, text: String)] {
    var out: [(String, String)] = []
    for target in targets {
      let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: "Sources/\(target)".inPackage), includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        guard url.pathExtension == "swift" else { continue }
        out.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
      }
    }
    return out
  }

  static func sources() throws -> [(folder: String, name: String, text: String)] {
    let root = URL(fileURLWithPath: "Sources/curvetool".inPackage)
    var out: [(String, String, String)] = []
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let parts = url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1).split(separator: "/")
      let folder = parts.count > 1 ? String(parts[0]) : "(top)"
      out.append((folder, url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
    }
    return out
  }

  @Test("No folder of Sources/curvetool uses a folder the table does not allow; no top-level name is declared in two folders")
  func directions() throws {
    let files = try Self.sources()
    #expect(files.count > 150)
    #expect(Set(files.map(\.folder)) == Set(Self.allowed.keys), "\(Set(files.map(\.folder)).sorted())")
    let found = Self.violations(files)
    #expect(found.isEmpty, "\(found.prefix(20))")
  }

  @Test("The check finds a reader that uses a writer, and a name declared twice")
  func checkCanFail() {
    let files = [
      (folder: "Output", name: "W.swift", text: "enum CSSWriter {}\n"),
      (folder: "Input", name: "R.swift", text: "struct Reader { let w = CSSWriter.self } // CSSWriter in a comment\n"),
      (folder: "Input", name: "Q.swift", text: "let q = \"\\(CSSWriter.name(1)) and CSSWriter\"\n"),
      (folder: "Model", name: "M.swift", text: "enum Twice {}\n"),
      (folder: "Shared", name: "S.swift", text: "enum Twice {}\nlet s = \"CSSWriter\"\n"),
    ]
    #expect(
      Self.violations(files) == [
        "Input → Output: CSSWriter (Q.swift)", "Input → Output: CSSWriter (R.swift)", "Shared → Model: Twice (S.swift)",
        "Twice is declared in Model and Shared",
      ])
  }
}

/// One definition per concept (docs/architecture.md §2): an option that
/// several commands take comes from one place.
@Suite("One definition per option")
struct SharedOptionTests {
  @Test("Every command that takes --fps takes it from FrameRateOption: its default, and no second spelling of the option in the sources")
  func fps() throws {
    var commands = 0
    for command in CurveTool.commands {
      guard let fps = command.spec.options.first(where: { $0.name == "fps" }) else { continue }
      commands += 1
      #expect(fps.defaultText == NumberText.text(FrameRateOption.defaultFPS, .detail) && fps.valueName == "fps", "\(command.spec.name)")
    }
    #expect(commands >= 7)
    // No second declaration: ConceptListTests.
  }
}

/// The settle band has one definition (``SettleBand``, in Curves; no second
/// one: ConceptListTests).
@Suite("One definition of the settle band")
struct SettleBandDefinitionTests {
  @Test("The band is ε·|to − from|, ε when it does not move")
  func one() {
    #expect(SettleBand.band(epsilon: 0.001, distance: -300) == 0.3 && SettleBand.band(epsilon: 0.001, distance: 0) == 0.001)
  }
}

/// SwiftUI's default `Spring()` is written once (``Spring/swiftUIDefault``).
@Suite("One definition of SwiftUI's default spring")
struct SwiftUIDefaultSpringTests {
  @Test("The default, the preset and spring's default agree (no second definition: ConceptListTests)")
  func one() throws {
    let preset = try #require(SpringPreset.named("swiftui.default")).spring
    #expect(preset.stiffness == Spring.swiftUIDefault.stiffness && preset.damping == Spring.swiftUIDefault.damping)
    let r = cli(["spring", "--format", "json"])
    #expect(r.json?.object("spring")?.number("stiffness") == Spring.swiftUIDefault.stiffness)
  }
}

/// `--from` and `--to` have one definition (``MoveOption``).
@Suite("One definition of the move's options")
struct MoveOptionTests {
  @Test("Every command that takes --from and --to takes them from MoveOption; no source declares them or reads them with a default of its own")
  func move() throws {
    var commands = 0
    for command in CurveTool.commands {
      guard let from = command.spec.options.first(where: { $0.name == "from" }) else { continue }
      commands += 1
      let to = try #require(command.spec.options.first { $0.name == "to" })
      #expect(from.help.hasPrefix("Start value, in the property's units") && to.help == "Target value.", "\(command.spec.name)")
    }
    #expect(commands >= 7)
  }
}
