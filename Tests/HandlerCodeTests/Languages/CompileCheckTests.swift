import Foundation
import HandlerCode
import Testing

/// Each generated handler is compiled by the real compiler of its language against the
/// declarations in `Declarations/<platform>/` (the MSAL API it uses, copied from MSAL's
/// sources; each file names the MSAL version and the files). A compiler that is missing
/// skips its test and says which; `bash Scripts/setup` installs them.
@Suite("Generated handlers compile")
struct CompileCheckTests {
    static let declarations = Toolchain.declarations

    @Test(
        "Swift handler compiles against MSAL's Swift API (swiftc -c, Swift 6 mode, warnings as errors)",
        .enabled(if: Toolchain.find("swiftc") != nil, "swiftc is not on PATH"))
    func swift() throws {
        let directory = try Toolchain.scratchDirectory("swift")
        let swiftc = try #require(Toolchain.find("swiftc"))
        let module = try Toolchain.run(swiftc, [
            "-emit-module", "-module-name", "MSAL", "-parse-as-library",
            Self.declarations.appendingPathComponent("apple/MSAL.swift").path,
            "-emit-module-path", directory.appendingPathComponent("MSAL.swiftmodule").path,
        ], in: directory)
        #expect(module.status == 0, "the MSAL declarations did not build:\n\(module.transcript)")
        let file = try write(.apple, .swift, to: directory)
        let check = try Toolchain.run(swiftc, [
            // Compiled, not only type-checked: data-race safety (sending a value across isolation)
            // is checked after type-checking, so `-typecheck` passes code Swift 6 rejects.
            "-c", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-I", directory.path, file,
            "-o", directory.appendingPathComponent("TokenAcquirer.o").path,
        ], in: directory)
        #expect(check.status == 0, "swiftc rejected the generated handler:\n\(check.transcript)")
    }

    @Test(
        "Objective-C handler passes clang -fsyntax-only -fobjc-arc -Wall -Werror (Foundation subset, no Apple SDK here)",
        .enabled(if: Toolchain.find("clang") != nil, "clang is not on PATH"))
    func objectiveC() throws {
        let directory = try Toolchain.scratchDirectory("objc")
        let file = try write(.apple, .objc, to: directory)
        let check = try Toolchain.run(try #require(Toolchain.find("clang")), [
            "-fsyntax-only", "-x", "objective-c", "-fblocks", "-fobjc-runtime=gnustep-2.0", "-fobjc-arc",
            "-Wall", "-Werror", "-I", Self.declarations.appendingPathComponent("apple/objc").path, file,
        ], in: directory)
        #expect(check.status == 0, "clang rejected the generated handler:\n\(check.transcript)")
    }

    @Test(
        "C# handler compiles with mcs against the MSAL.NET declarations",
        .enabled(if: Toolchain.find("mcs") != nil, "mcs (Debian's mono-mcs) is not installed"))
    func csharp() throws {
        let directory = try Toolchain.scratchDirectory("csharp")
        let file = try write(.dotnet, .csharp, to: directory)
        let dotnet = Self.declarations.appendingPathComponent("dotnet")
        let check = try Toolchain.run(try #require(Toolchain.find("mcs")), [
            "-target:library", "-warnaserror+", "-out:" + directory.appendingPathComponent("handler.dll").path,
            dotnet.appendingPathComponent("Msal.cs").path, dotnet.appendingPathComponent("SystemNetHttpHeaders.cs").path,
            file,
        ], in: directory)
        #expect(check.status == 0, "mcs rejected the generated handler:\n\(check.transcript)")
    }

    @Test(
        "TypeScript handler passes tsc --strict --noEmit against the msal-browser declarations",
        .enabled(if: Toolchain.find("tsc") != nil, "tsc (Debian's node-typescript) is not installed"))
    func typescript() throws {
        let directory = try Toolchain.scratchDirectory("typescript")
        let file = try write(.js, .typescript, to: directory)
        let check = try Toolchain.run(try #require(Toolchain.find("tsc")), [
            "--strict", "--noEmit", "--target", "es2020", "--lib", "es2020,dom", file,
            Self.declarations.appendingPathComponent("js/msal-browser.d.ts").path,
        ], in: directory)
        #expect(check.status == 0, "tsc rejected the generated handler:\n\(check.transcript)")
    }

    @Test(
        "Java handler compiles with javac -Xlint -Werror against the msal4j declarations",
        .enabled(if: Toolchain.find("javac") != nil, "javac (openjdk-17-jdk-headless) is not installed"))
    func java() throws {
        let directory = try Toolchain.scratchDirectory("java")
        let file = try write(.java, .java, to: directory)
        let check = try Toolchain.run(try #require(Toolchain.find("javac")), [
            "-encoding", "UTF-8", "-Xlint:all,-serial", "-Werror", "-d", directory.appendingPathComponent("classes").path,
        ] + javaFiles(in: Self.declarations.appendingPathComponent("java")) + [file], in: directory)
        #expect(check.status == 0, "javac rejected the generated handler:\n\(check.transcript)")
    }

    /// kotlinc is slow to start, so the one Kotlin file is compiled in one call.
    @Test(
        "Kotlin handler compiles with kotlinc against the MSAL Android declarations",
        .enabled(if: Toolchain.find("kotlinc") != nil && Toolchain.find("javac") != nil,
                 "kotlinc or javac is not installed (kotlin, openjdk-17-jdk-headless)"))
    func kotlin() throws {
        let directory = try Toolchain.scratchDirectory("kotlin")
        let classes = directory.appendingPathComponent("android-classes").path
        let declarations = try Toolchain.run(try #require(Toolchain.find("javac")), [
            "-encoding", "UTF-8", "-d", classes,
        ] + javaFiles(in: Self.declarations.appendingPathComponent("android")), in: directory)
        #expect(declarations.status == 0, "the MSAL Android declarations did not build:\n\(declarations.transcript)")
        let file = try write(.android, .kotlin, to: directory)
        let check = try Toolchain.run(try #require(Toolchain.find("kotlinc")), [
            file, "-cp", classes, "-Werror", "-d", directory.appendingPathComponent("out").path,
        ], in: directory)
        #expect(check.status == 0, "kotlinc rejected the generated handler:\n\(check.transcript)")
    }

    private func write(_ platform: HandlerPlatform, _ language: HandlerLanguage, to directory: URL) throws -> String {
        let url = directory.appendingPathComponent(language.fileName)
        try HandlerGenerator.handler(for: platform, language: language).text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private func javaFiles(in directory: URL) -> [String] {
        let walker = FileManager.default.enumerator(atPath: directory.path)
        var files: [String] = []
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".java") { files.append(directory.appendingPathComponent(path).path) }
        }
        return files.sorted()
    }
}
