package migrate

// SetMaxWorkers bounds the goroutines of each pass to n and returns the function that
// restores the bound.
func SetMaxWorkers(n int) func() {
	old := maxWorkers
	maxWorkers = n
	return func() { maxWorkers = old }
}
