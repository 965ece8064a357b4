package frame

// HeteroExprs is for the external tests.
var HeteroExprs = heteroExprs
