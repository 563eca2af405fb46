package commands

import "kibitz/router"

// /sudoku: not registered yet.

type sudokuCommand struct{ Deps }

func newSudoku(d Deps) *sudokuCommand { return &sudokuCommand{d} }

func (c *sudokuCommand) register(m *router.Mux) {}
