import Foundation
import LarderCore
import ZIPFoundation

/// The zip a household's recipes travel in: `recipes.json` (`RecipeExchangeFile`) and the photos
/// it names under `photos/`. Built and read in memory; reading checks sizes as it goes, so a
/// hostile archive cannot unpack into more than the limits allow.
enum RecipeArchive {
    /// What an archive holds: the file and the bytes of the photos its recipes name.
    struct Contents {
        var file: RecipeExchangeFile
        var photos: [String: [UInt8]]
    }

    /// Why an archive cannot be read, in words for the person who sent it.
    struct Problem: Error, CustomStringConvertible {
        var description: String

        init(_ description: String) {
            self.description = description
        }
    }

    /// A recipes file much bigger than this is not a household's cookbook.
    static let maxFileBytes = 64 << 20
    /// Nor is an archive with more recipes than this (a few hundred is a large cookbook).
    static let maxRecipes = 2_000

    static func zip(_ file: RecipeExchangeFile, photos: [String: Data]) throws -> Data {
        let archive = try Archive(data: Data(), accessMode: .create)
        try add(file.encoded(), as: RecipeExchangeFile.fileName, compressed: true, to: archive)
        for (name, bytes) in photos.sorted(by: { $0.key < $1.key }) {
            // Photos are compressed already; deflating them again only costs time.
            try add(bytes, as: RecipeExchangeFile.photoFolder + name, compressed: false, to: archive)
        }
        guard let data = archive.data else { throw Problem("the archive could not be written") }
        return data
    }

    private static func add(_ data: Data, as path: String, compressed: Bool, to archive: Archive) throws {
        try archive.addEntry(
            with: path, type: .file, uncompressedSize: Int64(data.count), modificationDate: Date(),
            compressionMethod: compressed ? .deflate : .none
        ) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
    }

    /// The file and the photos it names; `Problem` when the archive is not a readable export.
    /// The file may sit in a folder (an export unzipped and zipped again); its photos sit beside it.
    static func read(_ data: Data, maxPhotoBytes: Int) throws(Problem) -> Contents {
        let archive: Archive
        do {
            archive = try Archive(data: data, accessMode: .read)
        } catch {
            throw Problem("it is not a zip file")
        }
        let candidates = archive.filter {
            $0.type == .file && ($0.path == RecipeExchangeFile.fileName || $0.path.hasSuffix("/" + RecipeExchangeFile.fileName))
        }
        guard let fileEntry = candidates.min(by: { $0.path.count < $1.path.count }) else {
            throw Problem("it has no \(RecipeExchangeFile.fileName)")
        }
        let folder = String(fileEntry.path.dropLast(RecipeExchangeFile.fileName.count))
        let file: RecipeExchangeFile
        do {
            file = try RecipeExchangeFile.decode(Data(contents(of: fileEntry, in: archive, limit: maxFileBytes)))
        } catch let problem as RecipeExchangeFile.ReadProblem {
            throw Problem(problem.description)
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem("\(RecipeExchangeFile.fileName) cannot be unpacked")
        }

        guard file.recipes.count <= maxRecipes else {
            throw Problem("it holds \(file.recipes.count) recipes; an archive may hold at most \(maxRecipes)")
        }
        var photos: [String: [UInt8]] = [:]
        for (index, recipe) in file.recipes.enumerated() {
            guard let name = recipe.photo, photos[name] == nil else { continue }
            guard PhotoStore.isValidName(name) else {
                throw Problem("recipe \(index + 1) names the photo “\(name)”, which is not a Larder photo name")
            }
            guard let entry = archive[folder + RecipeExchangeFile.photoFolder + name] else {
                throw Problem("the photo \(RecipeExchangeFile.photoFolder)\(name) of recipe \(index + 1) is not in the archive")
            }
            do {
                photos[name] = try contents(of: entry, in: archive, limit: maxPhotoBytes)
            } catch let problem as Problem {
                throw problem
            } catch {
                throw Problem("the photo \(RecipeExchangeFile.photoFolder)\(name) cannot be unpacked")
            }
        }
        return Contents(file: file, photos: photos)
    }

    /// An entry's bytes, refusing to unpack more than `limit` whatever its header claims.
    private static func contents(of entry: Entry, in archive: Archive, limit: Int) throws -> [UInt8] {
        guard entry.uncompressedSize <= UInt64(limit) else {
            throw Problem("\(entry.path) is larger than \(sizeText(limit))")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(entry.uncompressedSize))
        _ = try archive.extract(entry) { chunk in
            guard bytes.count + chunk.count <= limit else { throw Problem("\(entry.path) is larger than \(sizeText(limit))") }
            bytes.append(contentsOf: chunk)
        }
        return bytes
    }

    private static func sizeText(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
    }
}
