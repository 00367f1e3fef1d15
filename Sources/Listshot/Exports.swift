// One `import Listshot` brings the screen model, themes, specs and the backend types.
@_exported import ListshotCairo
@_exported import ListshotCore
@_exported import ListshotSpec
@_exported import ListshotThemes
@_exported import ListshotImage
