// This file is part of curvetool. SPDX-License-Identifier: MIT

import Testing

@testable import curvetool

@Suite("Help text")
struct HelpTextTests {
  func output(_ args: [String], width: Int = 80) -> (code: Int32, out: String, err: String) {
    let io = CommandIO.captured(width: width)
    let code = CurveTool.run(args, io: io)
    return (code, io.stdout.text, io.stderr.text)
  }

  @Test("Root help lists the subcommands")
  func rootHelp() {
    let r = output(["--help"])
    #expect(r.code == 0)
    #expect(r.out.hasPrefix("OVERVIEW: Analyse, convert, fit and export easing and spring curves."))
    #expect(r.out.contains("USAGE: curvetool <subcommand>"))
    #expect(r.out.contains("SUBCOMMANDS:\n  bounce"))
    #expect(r.out.contains("See 'curvetool help <subcommand>' for detailed help."))
    #expect(output([]).out == r.out)
    #expect(output(["help"]).out == r.out)
  }

  @Test("Every form of help for a command prints the same text")
  func sameHelpEverywhere() {
    let a = output(["help", "bounce"]).out
    #expect(output(["bounce", "--help"]).out == a)
    #expect(output(["bounce", "-h"]).out == a)
    #expect(output(["help", "bounce", "--help"]).out == a)
  }

  @Test("Bounce help shows defaults and allowed values")
  func bounceHelp() {
    // Wrapping may split a phrase over lines: compare with single spaces.
    let text = output(["help", "bounce"]).out.split(whereSeparator: { $0 == " " || $0 == "\n" })
      .joined(separator: " ")
    for needle in [
      "OVERVIEW:", "USAGE: curvetool bounce [--from <value>]", "OPTIONS:",
      "--duration <seconds>", "(default: 0.5)", "values: light, medium, heavy, <number>",
      "default: medium", "values: text, json, csv, swift", "--no-overshoot", "-o, --output <file>",
      "-h, --help", "--version",
    ] {
      #expect(text.contains(needle), "\(needle)")
    }
  }

  @Test("Help wraps to the width", arguments: [60, 80, 120])
  func wraps(width: Int) {
    for args in [["--help"], ["help", "bounce"]] {
      for line in output(args, width: width).out.split(separator: "\n") {
        #expect(line.count <= width, "\(line)")
      }
    }
  }

  @Test("--version prints only the version")
  func version() {
    #expect(output(["--version"]).out == CurveTool.version + "\n")
    #expect(output(["bounce", "--version"]).out == CurveTool.version + "\n")
    #expect(CurveTool.version.split(separator: ".").count == 3)
  }
}
