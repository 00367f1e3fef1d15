import ListshotAudit
import Testing

@Suite("Audit number format")
struct NumberFormatTests {
    @Test(arguments: [(44.0, "44"), (4.48, "4.48"), (4.5, "4.5"), (4.504, "4.5"), (4.05, "4.05"), (-61.63, "-61.63"),
                      (-0.001, "0"), (0, "0"), (21, "21"), (80.979, "80.98"), (-13.4, "-13.4"), (0.06, "0.06")])
    func numbersHaveAtMostTwoDecimals(value: Double, text: String) {
        #expect(ScreenAudit.format(value) == text)
    }
}
