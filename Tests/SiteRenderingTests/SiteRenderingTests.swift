// Tests for SiteRendering are added with that stage.
