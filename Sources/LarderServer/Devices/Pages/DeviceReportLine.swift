/// When a device last reported and what became of it.
struct DeviceReportLine: Component {
    var report: DeviceReport?
    var text: Localizer

    var body: Component {
        guard let report else { return Div(text[.pantryDeviceNoReport]).class("row-meta") }
        return Div(
            text.text(
                .pantryDeviceLastReport,
                [WebFormat.dateTime(report.receivedAt, language: text.language), String(report.applied), String(report.needsReview)])
        )
        .class("row-meta")
    }
}
