/// A stored photo's address, `/photos/<sha256>.<ext>`: registered once, and every `<img>` of a
/// recipe, chef or photo recipe links to it.
enum PhotoRoute: SiteRoute {
    case photo(Parameter<String>)

    var segments: [RouteSegment] {
        switch self {
        case .photo(let name): ["photos", .param(.name, name)]
        }
    }
}
