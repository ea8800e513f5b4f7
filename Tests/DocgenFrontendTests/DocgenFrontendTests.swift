// Tests for DocgenFrontend are added with that stage.
