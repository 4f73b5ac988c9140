// The one source of a preview runner's Cutaway: a target must compile something, and this one
// only links the preview runtime (Package.swift, `CUTAWAY_PREVIEW_RUNTIME`). Its code is in the
// runtime's shared library; its modules come from the runtime's folder (`PreviewRuntime`).
