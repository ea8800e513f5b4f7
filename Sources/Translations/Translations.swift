// The Translations stage; see Package.swift.
