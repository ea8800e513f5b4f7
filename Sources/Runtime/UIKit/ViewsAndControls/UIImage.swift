/// An image; headless, so it is only the name it was loaded by (Apple: `UIImage`, which is `Sendable`).
open class UIImage: NSObject, @unchecked Sendable {
    /// The asset or symbol name the image was created from, for the screen reader.
    @_spi(Testing) public let name: String

    /// Loads the named image from the asset catalogue (Apple: `init?(named:)`).
    ///
    /// Headless: there is no asset catalogue, so every name succeeds and is remembered.
    public init?(named name: String) {
        self.name = name
        super.init()
    }

    /// Loads a system symbol image (Apple: `init?(systemName:)`, iOS 13); the name is remembered.
    public init?(systemName name: String) {
        self.name = name
        super.init()
    }

    /// An image decoded from data (Apple: `init?(data:)`); headless, nothing is decoded: empty data fails,
    /// other data succeeds and is remembered by its size.
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.name = "data (\(data.count) bytes)"
        super.init()
    }

    open override var description: String { "UIImage(named: \(name))" }
}
