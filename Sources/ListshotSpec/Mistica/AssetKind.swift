/// The keys that say what a Mistica cell's `asset:` is; `background`, `color`, `width` and `height` qualify them.
///
/// ```yaml
/// asset: {largeIcon: bell, background: brandLow}
/// ```
enum AssetKind: String, SpecKind {
    case smallIcon, largeIcon, image, view
}
