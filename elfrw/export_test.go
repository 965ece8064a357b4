package elfrw

// Test helpers for the external tests.
var (
	DebugProgram  = debugProgram
	DebugSections = debugSections
)
