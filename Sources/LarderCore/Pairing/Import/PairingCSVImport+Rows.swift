extension PairingCSVImport.Reader {
    mutating func readCategories(_ records: [PairingCSVImport.Record], into catalogue: inout PairingCatalogue) {
        var lines: [String: Int] = [:]
        for record in records {
            let id = record["id"]
            let name = record["name"]
            guard !id.isEmpty else {
                report(.categories, record.line, "no id")
                continue
            }
            guard lines[id] == nil else {
                report(.categories, record.line, "category id \(id) is already used on line \(lines[id]!); row skipped")
                continue
            }
            guard !name.isEmpty else {
                report(.categories, record.line, "category \(id) has no name")
                continue
            }
            guard let isMain = Self.boolean(record["isgeneral"]) else {
                report(.categories, record.line, "isGeneral is \"\(record["isgeneral"])\", expected True or False")
                continue
            }
            lines[id] = record.line
            catalogue.categories.append(
                PairingCategory(
                    id: id, names: PairingNames(name), role: isMain ? .main : .secondary,
                    pairsWith: PairingCatalogue.distinct(Self.idList(record["pairedcategories"]))))
        }
        let known = Set(catalogue.categories.map(\.id))
        for index in catalogue.categories.indices {
            let category = catalogue.categories[index]
            let line = lines[category.id]!
            if !category.isMain, !category.pairsWith.isEmpty {
                report(.categories, line, "secondary category \(category.id) cannot pair with categories; its list is ignored")
                catalogue.categories[index].pairsWith = []
                continue
            }
            for unknown in category.pairsWith where !known.contains(unknown) {
                report(.categories, line, "category \(category.id) pairs with unknown category \(unknown); left out")
            }
            catalogue.categories[index].pairsWith = category.pairsWith.filter(known.contains)
        }
    }

    mutating func readProducts(_ records: [PairingCSVImport.Record], into catalogue: inout PairingCatalogue) {
        let categories = Set(catalogue.categories.map(\.id))
        var lines: [String: Int] = [:]
        for record in records {
            let id = record["id"]
            let name = record["name"]
            let category = record["categoryid"]
            if id.isEmpty {
                report(.products, record.line, "no id")
            } else if let earlier = lines[id] {
                report(.products, record.line, "product id \(id) is already used on line \(earlier); row skipped")
            } else if name.isEmpty {
                report(.products, record.line, "product \(id) has no name")
            } else if !categories.contains(category) {
                report(
                    .products, record.line,
                    category.isEmpty ? "product \(id) has no category" : "product \(id) is in unknown category \(category)")
            } else {
                lines[id] = record.line
                catalogue.products.append(PairingProduct(id: id, names: PairingNames(name), category: category, food: name))
            }
        }
    }

    mutating func readPairs(_ records: [PairingCSVImport.Record], into catalogue: inout PairingCatalogue) {
        var byID: [String: PairingProduct] = [:]
        for product in catalogue.products { byID[product.id] = product }
        let categories = Dictionary(catalogue.categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var partnersOf: [String: [String]] = [:]
        var mains: [String] = []
        for record in records {
            let mainID = record["mainid"]
            guard let main = byID[mainID] else {
                report(.pairs, record.line, mainID.isEmpty ? "no main product id" : "unknown main product \(mainID); row skipped")
                continue
            }
            guard let category = categories[main.category], category.isMain else {
                report(.pairs, record.line, "product \(mainID) is not in a main category; row skipped")
                continue
            }
            if partnersOf[mainID] == nil { mains.append(mainID) }
            var partners = partnersOf[mainID] ?? []
            for partnerID in Self.idList(([record["pairedids"]] + record.extra).joined(separator: ",")) {
                if partnerID == mainID {
                    report(.pairs, record.line, "product \(mainID) is paired with itself; left out")
                } else if partners.contains(partnerID) {
                    report(.pairs, record.line, "partner \(partnerID) of \(mainID) is listed more than once; kept once")
                } else if let partner = byID[partnerID] {
                    if category.pairsWith.contains(partner.category) {
                        partners.append(partnerID)
                    } else {
                        report(
                            .pairs, record.line,
                            "partner \(partnerID) of \(mainID) is in category \(partner.category), which category \(category.id) does not pair with; left out"
                        )
                    }
                } else {
                    report(.pairs, record.line, "unknown partner \(partnerID) of \(mainID); left out")
                }
            }
            partnersOf[mainID] = partners
        }
        catalogue.pairings = mains.compactMap { main in
            partnersOf[main].flatMap { $0.isEmpty ? nil : PairingLink(main: main, partners: $0) }
        }
    }
}
