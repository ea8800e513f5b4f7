// The ExampleChecking stage; see Package.swift.
