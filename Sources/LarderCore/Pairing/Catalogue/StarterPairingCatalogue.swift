import Foundation

/// The pairing catalogue Larder ships, written by the team in English, Ukrainian and Russian
/// (StarterPairingCatalogue.json, embedded in the binary): 14 categories, 130 products and the
/// partners of each of its 57 main products, in the spirit of the original app (pork, carp, rice
/// with spices, sides, drinks, desserts). It works without the flavour network.
public enum StarterPairingCatalogue {
    public enum LoadError: Error, Hashable, Sendable {
        /// The embedded file is not the catalogue's JSON.
        case unreadable(String)
        /// It reads, but is not sound.
        case problems([PairingCatalogueProblem])
    }

    /// Decodes and checks the embedded catalogue.
    public static func load() throws(LoadError) -> PairingCatalogue {
        try decode(Data(PackageResources.StarterPairingCatalogue_json))
    }

    /// Decodes and checks a catalogue in the starter file's format.
    public static func decode(_ data: Data) throws(LoadError) -> PairingCatalogue {
        let catalogue: PairingCatalogue
        do {
            catalogue = try JSONDecoder().decode(PairingCatalogue.self, from: data)
        } catch {
            throw .unreadable(String(describing: error))
        }
        let problems = catalogue.problems()
        guard problems.isEmpty else { throw .problems(problems) }
        return catalogue
    }
}
