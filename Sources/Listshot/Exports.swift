// One `import Listshot` brings the screen model, themes, specs and the façade (`Renderer`). The Cairo
// backend is not re-exported: code that names its types (`CairoRenderer`, `PangoTextMeasurer`…)
// imports `ListshotCairo` itself (docs/architecture.md, "Modules and targets").
@_exported import ListshotCore
@_exported import ListshotSpec
@_exported import ListshotThemes
@_exported import ListshotImage
