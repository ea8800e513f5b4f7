// Placeholder until this module lands (integrator removes it).
