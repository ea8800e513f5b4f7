// The ExampleExtraction stage; see Package.swift.
