// Tests for ExampleChecking are added with that stage.
