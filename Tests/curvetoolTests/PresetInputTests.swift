// This file is part of curvetool. SPDX-License-Identifier: MIT

import Testing

@testable import curvetool

/// Routes, not dead ends: every spelling `presets` prints reads back as
/// input, as the same preset (docs/curves.md).
@Suite("presets: every printed spelling is input")
struct PresetInputTests {
  @Test("Each preset's name and code read as the same motion (a stiffness as bounce's --stiffness)")
  func namesAndCodes() throws {
    let entries = PresetCatalog.entries
    #expect(entries.count > 250)
    for e in entries {
      if e.kind == .stiffness {
        let bare = cli(["bounce", "--stiffness", String(e.name.dropFirst("skbounce.".count)), "--to", "100", "--format", "json"])
        for spelling in [e.name, e.code] {
          let r = cli(["bounce", "--stiffness", spelling, "--to", "100", "--format", "json"])
          #expect(r.code == 0 && r.out == bare.out, "\(spelling): \(r.err)")
        }
        continue
      }
      let byName = cli(["sample", e.name, "--count", "40", "--format", "json"])
      let byCode = cli(["sample", e.code, "--count", "40", "--format", "json"])
      #expect(byName.code == 0 && byCode.code == 0, "\(e.name) / \(e.code): \(byName.err) \(byCode.err)")
      let a = byName.json?.numbers("values") ?? []
      let b = byCode.json?.numbers("values") ?? []
      #expect(a.count == 40 && a == b, "\(e.name) and \(e.code) differ")
    }
  }

  @Test("A bad value of a list that another command takes names that command; a word that starts several values names them")
  func routes() {
    let a = cli(["bounce", "--format", "lottie"])
    #expect(a.code == 64 && a.err.contains("bounce does not take it; curvetool export <curve> ... --format lottie does"))
    let b = cli(["export", ".bouncy", "--format", "css"])
    #expect(b.code == 64 && b.err.contains("did you mean 'css-keyframes' or 'css-linear'?"))
    let c = cli(["sample", ".bouncy", "--format", "jsno"])
    #expect(c.code == 64 && c.err.contains("Did you mean 'json'?"))
  }
}

/// Did-you-mean across the vocabularies: a curve given as a command, an
/// option another command has.
@Suite("Routes across commands")
struct CrossCommandRouteTests {
  @Test("curvetool .bouncy names the commands that take curves; export --key-path names the commands that have it; a near miss still gets its suggestion")
  func routes() {
    let curve = cli([".bouncy"])
    #expect(curve.code == 64 && curve.err.contains("'.bouncy' is a curve, not a command: give it to a command that takes curves (curvetool sample .bouncy"))
    let option = cli(["export", ".bouncy", "--key-path", "position.y"])
    #expect(option.code == 64 && option.err.contains("Unknown option '--key-path' for export: it is an option of bounce, spring"))
    #expect(cli(["sampel"]).err.contains("Did you mean 'sample'?"))
    #expect(cli(["export", ".bouncy", "--propery", "x"]).err.contains("Did you mean '--property'?"))
  }
}
