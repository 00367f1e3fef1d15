/// The keys of a ListKit section's `sizeRule:` mapping.
///
/// ```yaml
/// sizeRule: {grid: {itemsPerRow: 3, aspectRatio: 1}}
/// ```
enum SizeRuleKind: String, SpecKind {
    case absolute, relative, grid
}
