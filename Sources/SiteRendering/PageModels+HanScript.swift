extension PageModels {
    /// Whether a page shows Chinese text, so it gets the 简/繁 control and its tables: the page's
    /// language is Chinese or some cell of its rows is.
    static func hasChinese(language: String, rows: String) -> Bool {
        language.hasPrefix("zh") || rows.contains(" lang=\"zh-")
    }
}
