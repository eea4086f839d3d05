import Foundation
import MultipartKit
import Vapor

/// The text fields a form sent, by name, for the control-character check: URL-encoded fields,
/// and the parts of a multipart form that are not files.
enum FormTextFields {
    static func of(_ request: Request) -> [(name: String, value: String)] {
        guard let body = request.body.data, let contentType = request.headers.contentType else { return [] }
        if contentType == .urlEncodedForm {
            return urlEncoded(String(buffer: body))
        }
        if contentType.type == "multipart", let boundary = contentType.parameters["boundary"] {
            return multipart(body, boundary: boundary)
        }
        return []
    }

    static func urlEncoded(_ text: String) -> [(name: String, value: String)] {
        text.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map { part in
                String(part).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(part)
            }
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
    }

    private static func multipart(_ body: ByteBuffer, boundary: String) -> [(name: String, value: String)] {
        let parser = MultipartParser(boundary: boundary)
        var fields: [(name: String, value: String)] = []
        var disposition = ""
        var value = ByteBuffer()
        parser.onHeader = { name, headerValue in
            if name.lowercased() == "content-disposition" { disposition = headerValue }
        }
        parser.onBody = { chunk in value.writeBuffer(&chunk) }
        parser.onPartComplete = {
            if !disposition.contains("filename="), let name = Self.parameter("name", in: disposition) {
                fields.append((name, String(buffer: value)))
            }
            disposition = ""
            value.clear()
        }
        try? parser.execute(body)
        return fields
    }

    private static func parameter(_ name: String, in disposition: String) -> String? {
        for part in disposition.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2, pair[0].lowercased() == name { return pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        }
        return nil
    }
}
