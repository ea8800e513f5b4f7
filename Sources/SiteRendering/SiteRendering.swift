// The SiteRendering stage; see Package.swift.
