// swift-tools-version:6.0
// This file is part of curvetool. SPDX-License-Identifier: MIT

import PackageDescription

let package = Package(
  name: "curvetool",
  products: [
    .library(name: "Curves", targets: ["Curves"]),
    .library(name: "Fit", targets: ["Fit"]),
    .executable(name: "curvetool", targets: ["curvetool"]),
  ],
  targets: [
    // MARK: - Public API
    .target(name: "Curves"),
    .target(name: "Fit", dependencies: ["Curves"]),
    .executableTarget(name: "curvetool", dependencies: ["Curves", "Fit"]),

    // MARK: - Unit test bundles
    // What the test bundles share (the seeded generator), built only for them.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "CurvesTests", dependencies: ["Curves", "TestSupport"], swiftSettings: testSettings),
    .testTarget(name: "FitTests", dependencies: ["Fit", "Curves", "TestSupport"], swiftSettings: testSettings),
    .testTarget(name: "curvetoolTests", dependencies: ["curvetool", "Curves", "Fit", "TestSupport"], swiftSettings: testSettings),
  ]
)

/// The test bundles are not optimised, even in a release build: the
/// exhaustive tier (`swift test -c release`, README, Development) runs the
/// optimised libraries and command-line tool, whose code does the work;
/// optimising the test code itself took minutes more than running it.
var testSettings: [SwiftSetting] { [.unsafeFlags(["-Onone"], .when(configuration: .release))] }
