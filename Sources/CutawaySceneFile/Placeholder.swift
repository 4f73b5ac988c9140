// Placeholder until the scene file target has sources of its own.
