// Tests for ExampleGeneration are added with that stage.
