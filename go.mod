module kibitz

go 1.26.8
