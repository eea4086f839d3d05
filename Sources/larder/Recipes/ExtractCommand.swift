import ArgumentParser
import Foundation
import LarderCore

/// `larder extract PAGE.html`: the recipe a saved web page declares, as one JSON object.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Extract the recipe from a saved web page and print it as one JSON object.",
        discussion: """
            Reads the schema.org Recipe in the page's JSON-LD or microdata, and where that is missing or \
            thin the page's own "Ingredients" and "Instructions" sections. The page may be gzip-compressed \
            (PAGE.html.gz); '-' reads standard input. Prints title, ingredients, instructions, yields, \
            totalTime, prepTime, cookTime (minutes), image, category, cuisine, author, nutrients and more; \
            fields the page does not give are null. Rules are documented on RecipeExtractor in LarderCore.
            """)

    @Argument(help: "The page: an .html or .html.gz file, or '-' for standard input.")
    var page: String

    @Flag(help: "Indent the JSON for reading.")
    var pretty = false

    func run() throws {
        let html = try SavedPageFile.text(at: page)
        let recipe = RecipeExtractor.extract(fromHTML: html)
        print(try RecipeJSONOutput.string(recipe, pretty: pretty))
    }
}
