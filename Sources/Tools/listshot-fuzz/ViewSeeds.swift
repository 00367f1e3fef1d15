import Foundation

/// Seed specs written in the view language, with the `Components/` files they use, so the
/// mutators reach the view reader, component substitution and view layout, and mutate the
/// component files too. They are fixed text, part of the seed material (``SeedMaterial``), and
/// written once per run into a folder beside the mutated inputs with an image the corpus holds.
enum ViewSeeds {
    /// The folder the seeds are written into; its `Components/` is what their specs find.
    static let folder = (FuzzInputFile.folder as NSString).appendingPathComponent("views")
    /// The image the seeds draw, copied from the catalog (its first PNG, for any catalog).
    static let imageName = "avatar.png"

    static let components: [(name: String, text: String)] = [
        ("Counter.yaml", """
        parameters:
          count: {type: number}
        body: {text: {param: count}, padding: {horizontal: 8, vertical: 2}, background: {shape: capsule, fill: brand}}

        """),
        ("Row.yaml", """
        parameters:
          name: text
          detail: {type: text, default: Online}
          picture: {type: image, default: ../avatar.png}
          trailing: {type: view, default: {text: "9:41", font: {preset: 1}}}
        body:
          hstack:
            - {image: {param: picture}, contentMode: fill, frame: {width: 40, height: 40}, clip: circle}
            - vstack:
                - {text: {param: name}, font: {preset: 4, weight: medium}, lineLimit: 1}
                - {text: {param: detail}, font: {size: 14}, lineLimit: 2}
              alignment: leading
              spacing: 2
            - spacer: {}
            - {param: trailing}
          spacing: 12
          padding: {horizontal: 16, vertical: 8}

        """),
        ("Badge.yaml", """
        parameters:
          label: text
          tint: {type: color, default: brand}
          fixed: {type: bool, default: true}
        body:
          text: {param: label}
          modifiers:
            - fixedSize: {param: fixed}
            - padding: {horizontal: 6, vertical: 2}
            - overlay: {view: {shape: capsule, stroke: {color: {param: tint}, width: 1}}, alignment: center}
            - id: badge

        """),
        ("Card.yaml", """
        parameters:
          title: text
          content: {type: view, default: {divider: {}}}
        body:
          zstack:
            - {shape: roundedRectangle, cornerRadius: 12, fill: "#F2F2F7"}
            - vstack: [{text: {param: title}, font: {preset: 5, weight: bold}}, {param: content}, {icon: chevron-right, size: 16}]
              alignment: leading
              spacing: 8
              padding: 12
          alignment: topLeading
          frame: {maxWidth: infinity, minHeight: 80}
          opacity: 1
          offset: {x: 0, y: 1}

        """),
    ]

    static let specs: [(name: String, text: String)] = [
        ("content.yaml", """
        device: iphone15
        appearances: [day]
        content:
          - view:
              vstack:
                - {component: Row, name: Ana Gómez, trailing: {component: Counter, count: 3}}
                - divider: {}
                - forEach:
                    component: Row
                    items: [{name: Luis}, {name: Marta, detail: Away for a week, picture: avatar.png}]
                - {component: Card, title: Plan, content: {hstack: [{component: Badge, label: 5G}, {component: Badge, label: eSIM, tint: "#00A000"}], spacing: 4}}
                - {spacer: {minLength: 8}}
                - {text: Footer, multilineTextAlignment: center, layoutPriority: 1, border: {color: brand, width: 1}, cornerRadius: 4}
              alignment: leading
              spacing: 0

        """),
        ("slots.yaml", """
        device: iphone15
        appearances: [day]
        content:
          - list:
              style: boxed
              cells:
                - title: Messages
                  subtitle: Two new
                  headline: {view: {component: Badge, label: New}}
                  asset: {view: {image: avatar.png, frame: {width: 40, height: 40}, clip: circle}}
                  control: {view: {component: Counter, count: 12}}
                - title: Storage
                  control: {view: {hstack: [{text: 80%}, {icon: chevron-right, size: 16}], spacing: 4}}

        """),
        ("listkit.yaml", """
        device: iphone15
        appearances: [day]
        content:
          - listKit:
              sections:
                - header: {title: People}
                  sizeRule: {absolute: {height: 72}}
                  items:
                    - forEach: {component: Row, items: [{name: Ana}, {name: Luis, detail: Busy}]}
                    - {view: {component: Card, title: Shared}}

        """),
        ("backpack.yaml", """
        theme: backpack
        device: iphone15
        appearances: [day]
        content:
          - cardList:
              title: Trips
              cards:
                - forEach: {component: Card, items: [{title: Lisbon}, {title: Oslo}]}
                - view: {component: Row, name: Paris}
                - content:
                    - {view: {component: Badge, label: Deal}}

        """),
    ]

    /// Writes the component files and the image into ``folder``.
    static func write(image: [UInt8]) throws {
        let components = (folder as NSString).appendingPathComponent("Components")
        try FileManager.default.createDirectory(atPath: components, withIntermediateDirectories: true)
        try Data(image).write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(imageName)))
        for (name, text) in self.components { try restore(name, text) }
    }

    /// Writes component file `name` with `text`: a mutant, or the seed put back.
    static func restore(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: componentPath(name)))
    }

    static func componentPath(_ name: String) -> String {
        ((folder as NSString).appendingPathComponent("Components") as NSString).appendingPathComponent(name)
    }
}
