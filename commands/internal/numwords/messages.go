package numwords

import "kibitz/i18n"

// The words for the number syntax's codes (numwords.go). Each names the place (heap 3, move 2, pile size)
// and the offending text.
var (
	msgErrEmpty = i18n.Text{
		En: "No %s was given.",
		Ko: "%s이(가) 없습니다.",
	}
	msgErrEmptyItem = i18n.Text{
		En: "%s is empty; separate the numbers with single commas or spaces.",
		Ko: "%s이(가) 비어 있습니다. 숫자는 쉼표 하나나 공백으로 구분하세요.",
	}
	msgErrNotNumber = i18n.Text{
		En: "%s (%q) is not a whole number.",
		Ko: "%s (%q)은(는) 정수가 아닙니다.",
	}
	msgErrNegative = i18n.Text{
		En: "%s (%s) is negative.",
		Ko: "%s (%s)이(가) 음수입니다.",
	}
	msgErrTooSmall = i18n.Text{
		En: "%s (%s) is less than %d.",
		Ko: "%s (%s)이(가) %d보다 작습니다.",
	}
	msgErrTooLarge = i18n.Text{
		En: "%s (%s) is larger than %s.",
		Ko: "%s (%s)이(가) %s보다 큽니다.",
	}
	msgErrTooMany = i18n.Text{
		En: "There are more than %d %s.",
		Ko: "%[2]s이(가) %[1]d개를 넘습니다.",
	}
	msgErrBadRange = i18n.Text{
		En: "%s (%s) is a range that runs backwards; write the smaller number first.",
		Ko: "%s (%s)은(는) 거꾸로 된 범위입니다. 작은 수를 먼저 쓰세요.",
	}
	msgItemIndex = i18n.Text{En: "%s %d", Ko: "%[2]d번째 %[1]s"}
)

// msgOr joins the last two moves of a move set (MovesText).
var msgOr = i18n.Text{En: " or ", Ko: " 또는 "}
