import Foundation

/// The server's source folders read as modules: what each declares that is its own (Fluent
/// models, migrations, tables) and which other module's own things each file names.
struct ServerModules {
    /// Folders every module builds on; they own no storage of a feature.
    static let kernel: Set<String> = ["API", "App", "Errors", "Localization", "Photos", "Web"]
    /// The composition root registers every module's migrations; nothing else may name them.
    static let compositionFiles: Set<String> = ["App/LarderMigrations.swift"]
    /// The inner layout every feature module follows.
    static let layout: Set<String> = ["API", "Models", "Migrations", "Pages", "Services"]

    struct SourceFile {
        var module: String
        /// Relative to the server's source folder, e.g. `Pantry/Models/PantryItem.swift`.
        var path: String
        var text: String
    }

    struct Violation: CustomStringConvertible, Hashable {
        var path: String
        var line: Int
        var name: String
        var owner: String

        var description: String { "\(path):\(line) names \(owner)'s \(name)" }
    }

    var files: [SourceFile]

    static let serverSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Architecture
        .deletingLastPathComponent()  // LarderServerTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the repository root
        .appendingPathComponent("Sources/LarderServer")

    static func read(from root: URL = serverSources) throws -> ServerModules {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var files: [SourceFile] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let path = String(url.path.dropFirst(root.path.count + 1))
            guard let module = path.split(separator: "/").first, path.contains("/") else { continue }
            files.append(SourceFile(module: String(module), path: path, text: try String(contentsOf: url, encoding: .utf8)))
        }
        return ServerModules(files: files.sorted { $0.path < $1.path })
    }

    var modules: Set<String> { Set(files.map(\.module)) }
    var featureModules: Set<String> { modules.subtracting(Self.kernel) }

    /// Each module's own type names: its Fluent models and its migrations.
    var ownTypes: [String: String] {
        var owners: [String: String] = [:]
        for file in files {
            let code = SwiftSource.code(of: file.text)
            for name in SwiftSource.declarations(in: code, conformingTo: ["Model", "AsyncMigration", "Migration"]) {
                owners[name] = file.module
            }
        }
        return owners
    }

    /// Each module's own tables: the `schema` its models declare.
    var ownTables: [String: String] {
        var owners: [String: String] = [:]
        for file in files {
            for table in SwiftSource.schemaNames(in: file.text) { owners[table] = file.module }
        }
        return owners
    }

    /// Every place a file names a model or migration of another module.
    func typeViolations() -> [Violation] {
        let owners = ownTypes
        var found: [Violation] = []
        for file in files where !Self.compositionFiles.contains(file.path) {
            let lines = SwiftSource.code(of: file.text).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                for name in SwiftSource.unqualifiedTypeNames(in: line) {
                    if let owner = owners[name], owner != file.module {
                        found.append(Violation(path: file.path, line: index + 1, name: name, owner: owner))
                    }
                }
            }
        }
        return found
    }

    /// Every SQL text in a file that names a table of another module.
    func tableViolations() -> [Violation] {
        let owners = ownTables
        var found: [Violation] = []
        for file in files {
            let lines = file.text.components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                for literal in SwiftSource.stringLiterals(in: line) where SwiftSource.looksLikeSQL(literal) {
                    for word in SwiftSource.words(in: literal) {
                        if let owner = owners[word], owner != file.module {
                            found.append(Violation(path: file.path, line: index + 1, name: word, owner: owner))
                        }
                    }
                }
            }
        }
        return found
    }

    /// Files of feature modules that sit outside the shared inner layout.
    func layoutViolations() -> [String] {
        files.filter { featureModules.contains($0.module) }.compactMap { file in
            let parts = file.path.split(separator: "/")
            guard parts.count >= 3, Self.layout.contains(String(parts[1])) else { return file.path }
            return nil
        }
    }
}
