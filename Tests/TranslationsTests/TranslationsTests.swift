// Tests for Translations are added with that stage.
