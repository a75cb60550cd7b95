// This file is part of curvetool. SPDX-License-Identifier: MIT

import Testing

@testable import curvetool

@Suite("Argument parsing")
struct ParsingTests {
  /// A small command tree exercising every grammar rule.
  static let root = CommandSpec(
    name: "tool", abstract: "Test tool.",
    subcommands: [
      CommandSpec(
        name: "plot", aliases: ["p"], abstract: "Plot.",
        options: [
          .option("count", short: "n", value: "n", help: "Samples.", default: "10"),
          .option("velocity", value: "units/s", help: "Velocity."),
          .option("format", value: "format", help: "Format.", allowed: ["text", "json", "csv"]),
          .flag("verbose", short: "v", help: "More."),
          .flag("quiet", short: "q", help: "Less."),
          .option("at", value: "t", help: "Times.", repeatable: true),
        ],
        arguments: [ArgumentSpec(name: "curve", help: "Curves.", isOptional: true, isRepeating: true)]),
      CommandSpec(
        name: "one", abstract: "One argument.",
        arguments: [ArgumentSpec(name: "x", help: "X.")]),
    ])

  func run(_ args: [String]) throws(UsageError) -> ParsedArguments {
    guard case .run(let parsed) = try Parser.parse(args, root: Self.root) else {
      throw .invalid("not a run")
    }
    return parsed
  }

  @Test("--name value and --name=value")
  func valueForms() throws {
    #expect(try run(["plot", "--count", "5"]).string("count") == "5")
    #expect(try run(["plot", "--count=5"]).string("count") == "5")
    #expect(try run(["plot", "--count="]).string("count") == "")
    #expect(try run(["plot", "-n", "7"]).string("count") == "7")
    #expect(try run(["plot", "-n7"]).string("count") == "7")
  }

  @Test("Negative numbers are values and positionals")
  func negativeNumbers() throws {
    let p = try run(["plot", "--velocity", "-2.5", "-0.55", "--count", "-1e-3", "-.5"])
    #expect(p.string("velocity") == "-2.5")
    #expect(p.string("count") == "-1e-3")
    #expect(p.positionals == ["-0.55", "-.5"])
  }

  @Test("-- ends options; - is a positional")
  func doubleDash() throws {
    let p = try run(["plot", "-", "--", "--count", "-v"])
    #expect(p.positionals == ["-", "--count", "-v"])
    #expect(!p.flag("verbose"))
  }

  @Test("Flags, grouped short flags, repeated options")
  func flags() throws {
    let p = try run(["plot", "-vq", "--at", "1", "--at", "2", "--count", "1", "--count", "2"])
    #expect(p.flag("verbose") && p.flag("quiet"))
    #expect(p.strings("at") == ["1", "2"])
    #expect(p.string("count") == "2")
  }

  @Test("Aliases select the subcommand")
  func alias() throws {
    #expect(try run(["p", "x"]).command == ["plot"])
  }

  @Test("Unknown options, subcommands and values suggest the nearest name")
  func didYouMean() {
    #expect(throws: UsageError.unknownOption("--cont", suggestion: "--count")) { try run(["plot", "--cont", "1"]) }
    #expect(throws: UsageError.unknownSubcommand("plto", suggestion: "plot")) { try run(["plto"]) }
    #expect(throws: UsageError.invalidValue(option: "--format <format>", value: "jsn", reason: nil, suggestion: "json")) {
      try run(["plot", "--format", "jsn"])
    }
    #expect(throws: UsageError.unknownOption("--zzzzzzzz", suggestion: nil)) { try run(["plot", "--zzzzzzzz"]) }
    #expect(throws: UsageError.unknownOption("-x", suggestion: nil)) { try run(["plot", "-x"]) }
  }

  @Test("Missing values, flags with values, arity")
  func errors() {
    #expect(throws: UsageError.missingValue(option: "--count <n>")) { try run(["plot", "--count"]) }
    #expect(throws: UsageError.missingValue(option: "--count <n>")) { try run(["plot", "--count", "--verbose"]) }
    #expect(throws: UsageError.flagWithValue(option: "--verbose", value: "1")) { try run(["plot", "--verbose=1"]) }
    #expect(throws: UsageError.missingArgument("<x>")) { try run(["one"]) }
    #expect(throws: UsageError.unexpectedArguments(["b", "c"])) { try run(["one", "a", "b", "c"]) }
  }

  @Test("Help and version requests")
  func helpAndVersion() throws {
    #expect(try Parser.parse([], root: Self.root) == .help([]))
    #expect(try Parser.parse(["--help"], root: Self.root) == .help([]))
    #expect(try Parser.parse(["help"], root: Self.root) == .help([]))
    #expect(try Parser.parse(["help", "plot"], root: Self.root) == .help(["plot"]))
    #expect(try Parser.parse(["help", "p", "--help"], root: Self.root) == .help(["plot"]))
    #expect(try Parser.parse(["plot", "-h"], root: Self.root) == .help(["plot"]))
    #expect(try Parser.parse(["plot", "--count", "3", "--help"], root: Self.root) == .help(["plot"]))
    #expect(try Parser.parse(["--version"], root: Self.root) == .version)
    #expect(try Parser.parse(["plot", "--version"], root: Self.root) == .version)
    #expect(throws: UsageError.unknownSubcommand("pl", suggestion: "p")) { try Parser.parse(["help", "pl"], root: Self.root) }
  }

  @Test("Typed values reject garbage with the option named")
  func typedValues() throws {
    let p = try run(["plot", "--count", "abc", "--velocity", "nan"])
    #expect(throws: UsageError.invalidValue(option: "--count <n>", value: "abc", reason: "not a number", suggestion: nil)) {
      try p.double("count")
    }
    #expect(throws: UsageError.invalidValue(option: "--velocity <units/s>", value: "nan", reason: "must be a finite number", suggestion: nil)) {
      try p.double("velocity")
    }
    let q = try run(["plot", "--count", "2.5"])
    #expect(throws: UsageError.invalidValue(option: "--count <n>", value: "2.5", reason: "must be a whole number", suggestion: nil)) {
      try q.int("count")
    }
    #expect(try run(["plot", "--count", "1e3"]).int("count") == 1000)
  }

  @Test("Levenshtein distance; suggestions ignore case but for ties")
  func editDistance() {
    #expect(EditDistance.distance("kitten", "sitting") == 3)
    #expect(EditDistance.distance("", "abc") == 3)
    #expect(EditDistance.suggestion(for: "cs", among: ["csv", "css", "json"]) == "csv")
    #expect(EditDistance.suggestion(for: "q", among: ["csv"]) == nil)
    // Case is ignored, except to break a tie: the candidate closest with
    // case wins, in any order.
    #expect(EditDistance.suggestion(for: "Sprng", among: ["spring", "Spring"]) == "Spring")
    #expect(EditDistance.suggestion(for: "sprng", among: ["Spring", "spring"]) == "spring")
    #expect(EditDistance.suggestion(for: "JSN", among: ["json"]) == "json")
  }
}
