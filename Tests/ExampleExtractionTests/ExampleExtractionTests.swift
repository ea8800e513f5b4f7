// Tests for ExampleExtraction are added with that stage.
