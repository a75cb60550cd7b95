// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Testing

@testable import curvetool

/// One vocabulary: a platform is accepted in every documented spelling on
/// every command that names one (`spring --engine`, `convert --as`,
/// `presets --platform`), and each spelling means the same platform.
@Suite("Platform spellings")
struct PlatformSpellingTests {
  /// The spellings people type: lower case and the registry's aliases.
  static func spellings(_ id: PlatformID) -> [String] {
    Array(Set([id.rawValue.lowercased()] + id.platform.aliases.prefix(2))).sorted()
  }

  @Test("convert --as takes every spelling of a platform, with the same result")
  func convertAs() {
    for id in PlatformID.allCases where id != .css {
      let canonical = cli(["convert", ".bouncy", "--as", id.rawValue, "--format", "json"])
      #expect(canonical.code == 0, "\(id)")
      for spelling in Self.spellings(id) {
        let r = cli(["convert", ".bouncy", "--as", spelling, "--format", "json"])
        #expect(r.code == 0 && r.out == canonical.out, "--as \(spelling): \(r.err)")
      }
    }
    let wrong = cli(["convert", ".bouncy", "--as", "swiftx"])
    #expect(wrong.code == 64 && wrong.err.contains("Did you mean 'swiftUI'?"))
  }

  @Test("presets --platform takes every spelling of a platform, with the same list")
  func presetsPlatform() {
    for id in PresetCatalog.platforms {
      let canonical = cli(["presets", "--platform", id.rawValue])
      #expect(canonical.code == 0, "\(id)")
      for spelling in Self.spellings(id) {
        let r = cli(["presets", "--platform", spelling])
        #expect(r.code == 0 && r.out == canonical.out, "--platform \(spelling): \(r.err)")
      }
    }
    #expect(cli(["presets", "--platform", "bogus"]).code == 64)
  }
}

/// One vocabulary for the output format: `-f` is `--format` on every
/// command that has one.
@Suite("-f on every command")
struct FormatShortOptionTests {
  @Test("Every --format has -f, and -f gives --format's output")
  func everyCommand() {
    for command in CurveTool.commands {
      guard let format = command.spec.options.first(where: { $0.name == "format" }) else { continue }
      #expect(format.short == "f", "\(command.spec.name)")
    }
    for args in [["sample", ".bouncy"], ["analyze", "ease-in-out"], ["presets", "--platform", "css"]] {
      #expect(cli(args + ["-f", "json"]).out == cli(args + ["--format", "json"]).out, "\(args)")
    }
  }
}

/// One rule for every closed list of values on every command (docs/cli.md,
/// Values): any case, with or without separators, used in the listed
/// spelling.
@Suite("Closed lists of values")
struct ClosedListTests {
  /// `css-keyframes` → `CssKeyframes`, `cssKeyframes`, `CSS_KEYFRAMES`, …
  static func variants(_ v: String) -> [String] {
    let words = v.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." }).map(String.init)
    let camel = words.enumerated().map { i, w in i == 0 ? w : w.prefix(1).uppercased() + w.dropFirst() }.joined()
    return [v.uppercased(), v.lowercased(), camel, words.joined(separator: "_"), words.joined(separator: "-").capitalized]
  }

  @Test("Every value of every closed list, on every command, is taken in any case and without separators, as its listed spelling; no two values of a list collide")
  func everyList() throws {
    var checked = 0
    for command in CurveTool.commands {
      for option in command.spec.options where !option.allowed.isEmpty && option.openEnded == nil {
        let folded = option.allowed.map(PlatformID.folded)
        #expect(Set(folded).count == folded.count, "\(command.spec.name) \(option.label): \(option.allowed)")
        for value in option.allowed {
          for variant in Self.variants(value) {
            #expect(try Parser.canonical(variant, for: option) == value, "\(command.spec.name) \(option.label) \(variant)")
            checked += 1
          }
        }
      }
    }
    #expect(checked > 300)
    // And through the command line: the value as the command lists it.
    let a = cli(["export", ".bouncy", "-f", "CSS_Keyframes"])
    #expect(a.code == 0 && a.out == cli(["export", ".bouncy", "-f", "css-keyframes"]).out)
    let b = cli(["sample", ".bouncy", "--format", "JSON"])
    #expect(b.code == 0 && b.json?.string("schema") == "curvetool.sample/2")
  }
}
