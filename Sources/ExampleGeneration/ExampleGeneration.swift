// The ExampleGeneration stage; see Package.swift.
