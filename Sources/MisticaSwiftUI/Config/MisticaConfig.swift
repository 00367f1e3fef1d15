import SwiftUI

/// Mistica's configuration (MisticaCommon `MisticaConfig`): the brand every Mistica view draws in.
///
/// Telefonica/mistica-ios `Sources/MisticaCommon/MisticaConfig.swift` (the stored version with
/// `nonisolated(unsafe) public static var brandStyle`, index id 20439606907): the default is Movistar. The first
/// Mistica view on a screen asks for the brand's theme, so the screen, its bars and its cells take the brand's tokens.
///
/// ```swift
/// MisticaConfig.brandStyle = .o2New
/// let screen = List { Cell(style: .boxed, title: "Title") }.misticaListStyle()   // drawn in o2-new
/// ```
public enum MisticaConfig {
    /// The brand Mistica's views draw in; Movistar by default.
    ///
    /// ```swift
    /// MisticaConfig.brandStyle = .telefonica
    /// ```
    nonisolated(unsafe) public static var brandStyle: BrandStyle = .movistar
}
