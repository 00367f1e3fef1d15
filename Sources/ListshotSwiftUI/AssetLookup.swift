import ListshotCore
import SwiftUI

/// Where a snapshot's `Image("name")`, `Color("name")` and `Text("key")` are looked up.
enum AssetLookup {
    /// The lookups for the catalogs in `folder`; none without a folder.
    static func source(folder: String?) -> AssetSource {
        AssetSource()
    }
}
