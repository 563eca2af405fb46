package knight

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/knight"
)

// /knight tour: the request read from its options, the search, and the reply or the error.

// request is a /knight tour request as read from its options.
type request struct {
	board     knight.Board
	startText string // as typed; "" for the default corner
	start     knight.Square
	closed    bool
	method    knight.Method
}

// example is the command for r's board with the given start, closed and method options (each left out
// when empty or false): what a hint suggests. The names are in each language, the method by its choice's
// name there (the client offers the choices by name: "/나이트 투어 크기:7 방법:구성"), the other values as
// they are typed, as /help shows its examples.
func (r *request) example(start string, closed bool, method string) i18n.Text {
	n := names
	in := func(l i18n.Lang) string {
		var sb strings.Builder
		sb.WriteString("/" + n.command.In(l) + " " + n.tour.In(l) + " " + n.size.In(l) + ":" + strconv.Itoa(r.board.Rows))
		if r.board.Cols != r.board.Rows {
			sb.WriteString(" " + n.columns.In(l) + ":" + strconv.Itoa(r.board.Cols))
		}
		if start != "" {
			sb.WriteString(" " + n.start.In(l) + ":" + start)
		}
		if closed {
			sb.WriteString(" " + n.closed.In(l) + ":true")
		}
		if method != "" {
			choice := method
			if m, err := knight.ParseMethod(method); err == nil {
				choice = methodNames[m].In(l)
			}
			sb.WriteString(" " + n.method.In(l) + ":" + choice)
		}
		return sb.String()
	}
	return i18n.Func(in)
}

// tour answers /knight tour.
func (c *Command) tour(ctx context.Context, req *router.Request) (*router.Response, error) {
	kr, err := readRequest(req)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, c.budget)
	defer cancel()
	began := c.Now()
	p := knight.Problem{Board: kr.board, Start: kr.start}
	opt := knight.Options{Closed: kr.closed, Method: kr.method, MaxSquares: maxSquares}
	res, err := knight.Solve(ctx, p, opt)
	var failed *knight.Result
	if errors.Is(err, knight.ErrHeuristicFailed) {
		// method:warnsdorff and the rule failed. Solve has checked that a tour exists, so the honest
		// answer is to say how far the rule got and to show the constructive method's tour from the
		// same square: proof that "no tour" would have been wrong.
		heuristic := res
		failed = &heuristic
		opt.Method = knight.MethodConstruct
		res, err = knight.Solve(ctx, p, opt)
	}
	took := c.Now().Sub(began)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) && ctx.Err() != nil {
			return nil, router.Fail(router.TooLarge, msgErrBudget.Format(boardName(kr.board), i18n.WithParticle(i18n.Duration(c.budget), "을/를"))).
				WithHint(kr.example(kr.startText, kr.closed, "construct"))
		}
		return nil, fail(err, kr)
	}
	return c.view(kr, res, failed, took, req.Lang, c.ViewOf(ctx, req))
}

// fail words a solver error for the user when it is an *knight.InputError, and passes any other
// error on as an internal one.
func fail(err error, kr *request) error {
	var ie *knight.InputError
	if errors.As(err, &ie) {
		return inputError(ie, kr)
	}
	return fmt.Errorf("knight: %w", err)
}

// readRequest reads and checks the options: the board's size first, then the start on it, then
// the method. Whether a tour exists is Solve's to say.
func readRequest(req *router.Request) (*request, error) {
	rows, ok := side(req, "size")
	if !ok {
		return nil, router.Fail(router.Invalid, msgErrNoSize).WithHint(hintSize)
	}
	cols := rows
	if n, ok := side(req, "columns"); ok {
		cols = n
	}
	// The start is read in ASCII: the full-width ａ１ or ３，３ of a Japanese keyboard is the square meant.
	typedStart := strings.TrimSpace(req.String("start"))
	kr := &request{board: knight.Board{Rows: int(rows), Cols: int(cols)}, startText: commands.ASCII(typedStart)}
	kr.closed, _ = req.Bool("closed")
	// The default start is a1, the bottom left corner: whenever a board has a tour, one starts there
	// (every corner has the corners' colour and lies on an outer line; see knight.Exists).
	kr.start = knight.Square{Row: kr.board.Rows - 1, Col: 0}
	if err := (knight.Problem{Board: kr.board, Start: kr.start}).Validate(maxSquares); err != nil {
		return nil, fail(err, kr)
	}
	if kr.startText != "" {
		s, err := kr.board.ParseSquare(kr.startText)
		if err != nil {
			var ie *knight.InputError
			if errors.As(err, &ie) && ie.Text != "" {
				ie.Text = typedStart // quoted as typed (ａ１), not as read (a1)
			}
			return nil, fail(err, kr)
		}
		kr.start = s
	}
	if m := strings.ToLower(strings.TrimSpace(req.String("method"))); m != "" {
		method, err := knight.ParseMethod(m)
		if err != nil {
			return nil, router.Fail(router.Invalid, msgErrMethod.Format(commands.TypedWith(m, "이라는/라는"))).WithHint(kr.example(kr.startText, kr.closed, "auto"))
		}
		kr.method = method
	}
	return kr, nil
}
