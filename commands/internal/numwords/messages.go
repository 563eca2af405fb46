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
	// msgErrTooMany says how many there are, not only the most allowed: "more than 100,000 heaps" left
	// the asker to count their own.
	msgErrTooMany = i18n.Text{
		En: "There are %s %s, more than the %s allowed.",
		Ko: "%[2]s %[1]s개 있어, 허용되는 %[3]s개를 넘습니다.",
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

// msgRange is a rule "at most k" (RuleText).
var msgRange = i18n.Text{En: "%s to %s", Ko: "%s~%s"}

// The words of a mistake in the moves option of /nim and /grundy subtraction, and in the --moves flag of
// `kibitz solve` (movesText). Each takes the entry (MovesEntry) and, but for an empty entry, the entry as
// typed in a code span. The Korean takes the entry with its particle where the sentence has one (은/는,
// 이/가) and with 에 ("항목에") where the mistake is something the entry has.
var (
	msgMovesEntry     = i18n.Text{En: "In the option `moves`, entry %s", Ko: "`수` 옵션의 %s번째 항목"}
	msgMovesFlagEntry = i18n.Text{En: "Entry %s", Ko: "%s번째 항목"}
	msgMovesEmptyItem = i18n.Text{
		En: "%s is empty; separate the amounts with single commas or spaces.",
		Ko: "%s 비어 있습니다. 개수는 쉼표 하나나 공백으로 구분하세요.",
	}
	msgMovesNotNumber = i18n.Text{
		En: "%s (%s) is neither a whole number nor a range such as 1-3.",
		Ko: "%s 정수도 아니고 1-3 같은 범위도 아닙니다 (%s).",
	}
	msgMovesNoEnd = i18n.Text{
		En: "%s (%s) is a range without its upper end; write both ends, such as 1-3.",
		Ko: "%s 끝이 빠진 범위입니다 (%s). 1-3처럼 양 끝을 모두 쓰세요.",
	}
	msgMovesDashes = i18n.Text{
		En: "%s (%s) has more than one dash; a range has two ends, such as 1-3.",
		Ko: "%s에 대시(-)가 두 개 이상 있습니다 (%s). 범위는 1-3처럼 양 끝 두 수로 씁니다.",
	}
	msgMovesNegative = i18n.Text{
		En: "%s (%s) has a negative amount; a move takes at least 1 stone.",
		Ko: "%s에 음수가 있습니다 (%s). 한 번에 돌을 1개 이상 가져가야 합니다.",
	}
	msgMovesZero = i18n.Text{
		En: "%s (%s) has the amount 0, and a move takes at least 1 stone.",
		Ko: "%s에 0이 있습니다 (%s). 한 번에 돌을 1개 이상 가져가야 합니다.",
	}
	// msgMovesCommaSplits follows msgMovesZero for an entry 000 after another: a thousand grouped with a
	// comma (1-1,000, as kibitz writes the rule back), which the comma split into two entries.
	msgMovesCommaSplits = i18n.Text{
		En: "A comma separates the amounts, so write a thousand as 1000.",
		Ko: "쉼표는 개수를 나누므로, 천은 1000으로 쓰세요.",
	}
	// msgMovesZeroOption is msgMovesZero on Discord, with what to type in the option.
	msgMovesZeroOption = i18n.Text{
		En: "%s (%s) has the amount 0, and a move takes at least 1 stone. Type the amounts a move may take, each 1 or more, such as moves:1,2,5 or moves:1-3.",
		Ko: "%s에 0이 있습니다 (%s). 한 번에 돌을 1개 이상 가져가야 하니, 수:1,2,5나 수:1-3처럼 1 이상인 개수를 적어 주세요.",
	}
	// msgMovesTooLarge is an amount beyond the largest a move set takes (subtraction.MaxMove). /nim
	// words a limit 1-k beyond the largest heap itself (commands/nim/errors.go).
	msgMovesTooLarge = i18n.Text{
		En: "%s (%s) has an amount above %s, the most a move set may list.",
		Ko: "%[1]s에 %[3]s보다 큰 개수가 있습니다 (%[2]s). 수 집합에는 %[3]s까지 적을 수 있습니다.",
	}
	msgMovesBadRange = i18n.Text{
		En: "%s (%s) is a range that runs backwards; write the smaller amount first.",
		Ko: "%s 거꾸로 된 범위입니다 (%s). 작은 수를 먼저 쓰세요.",
	}
	// msgMovesTooMany and msgMovesSetTooMany say how many amounts the set has (each once), and the most.
	msgMovesTooMany = i18n.Text{
		En: "The option `moves` has %s amounts, more than the %s a move set may have.",
		Ko: "`수` 옵션에 개수가 %s개 있어, 수 집합에 적을 수 있는 %s개를 넘습니다.",
	}
	msgMovesSetTooMany = i18n.Text{
		En: "The set has %s amounts, more than the %s a move set may have.",
		Ko: "수 집합에 개수가 %s개 있어, 적을 수 있는 %s개를 넘습니다.",
	}
)
