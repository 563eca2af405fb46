package numwords

import "kibitz/i18n"

// The words for the number syntax's codes (numwords.go). Each names the place (heap 3, move 2, pile size)
// and the offending text.
// The Korean sentences take the subject with its particle (i18n.WithParticle, chosen by how the noun
// ends: "더미가", "N이") and put the offending text at the end, in parentheses, where no particle has to
// follow it.
var (
	msgErrEmpty = i18n.Text{
		En: "No %s was given.",
		Ko: "%s 없습니다.",
	}
	msgErrEmptyItem = i18n.Text{
		En: "%s is empty; separate the numbers with single commas or spaces.",
		Ko: "%s 비어 있습니다. 숫자는 쉼표 하나나 공백으로 구분하세요.",
	}
	msgErrNotNumber = i18n.Text{
		En: "%s (%s) is not a whole number.",
		Ko: "%s 정수가 아닙니다 (%s).",
	}
	msgErrNegative = i18n.Text{
		En: "%s (%s) is negative.",
		Ko: "%s 음수입니다 (%s).",
	}
	msgErrTooSmall = i18n.Text{
		En: "%s (%s) is less than %s.",
		Ko: "%[1]s %[3]s보다 작습니다 (%[2]s).",
	}
	msgErrTooLarge = i18n.Text{
		En: "%s (%s) is larger than %s.",
		Ko: "%[1]s %[3]s보다 큽니다 (%[2]s).",
	}
	// msgErrMoveTooSmall is an amount under 1 in the moves option of /nim and /grundy subtraction: the
	// option by name and what to type, where "Move 1 (0) is less than 1" left the reader to guess that
	// move 1 was the first amount of moves.
	msgErrMoveTooSmall = i18n.Text{
		En: "In the option `moves`, amount %s is %s, and a move takes at least 1 stone. Type the amounts a move may take, each 1 or more, such as moves:1,2,5 or moves:1-3.",
		Ko: "`수` 옵션의 %s번째 개수가 %s입니다. 한 번에 돌을 1개 이상 가져가야 하니, 수:1,2,5나 수:1-3처럼 1 이상인 개수를 적어 주세요.",
	}
	msgErrTooMany = i18n.Text{
		En: "There are more than %s %s.",
		Ko: "%[2]s %[1]s개를 넘습니다.",
	}
	msgErrBadRange = i18n.Text{
		En: "%s (%s) is a range that runs backwards; write the smaller number first.",
		Ko: "%s 거꾸로 된 범위입니다 (%s). 작은 수를 먼저 쓰세요.",
	}
	// msgItemIndex is an item by its place, "heap 3". Its English is written with explicit indexes to
	// make it a text of its own: the catalogue keys by English, and Japanese puts the place first
	// (3番目の山) where KPK's "%s %s" of a piece and its square does not.
	msgItemIndex = i18n.Text{En: "%[1]s %[2]s", Ko: "%[2]s번째 %[1]s"}
)

// msgOr joins the last two moves of a move set (MovesText); msgRange is a rule "at most k" (RuleText).
var (
	msgOr    = i18n.Text{En: " or ", Ko: " 또는 "}
	msgRange = i18n.Text{En: "%s to %s", Ko: "%s~%s"}
)
