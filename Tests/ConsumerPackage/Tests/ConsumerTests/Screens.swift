import Foundation
import Listshot

/// The screen under test; `CONSUMER_CHANGE=1` changes one title, as a code change would.
func settings() -> Screen {
    let changed = ProcessInfo.processInfo.environment["CONSUMER_CHANGE"] == "1"
    return Screen(theme: "movistar") {
        CellList(style: .boxed) {
            Cell(title: "Wi-Fi", subtitle: "Connected", control: .switch(isOn: true))
            Cell(title: changed ? "Alerts" : "Notifications", control: .navigation(badge: .count(2)))
        }
    }
}
