/// The greeting a doc example shows.
public func greeting() -> String {
    "Hello from Greeting"
}
