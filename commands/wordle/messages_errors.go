package wordle

import "kibitz/i18n"

// The solver's errors in a reply (errors.go), with the hints of the commands that take words.
var (
	msgErrNotFive = i18n.Text{
		En: "%q is not a five-letter word: Wordle words are five letters a to z.",
		Ko: "다섯 글자 단어가 아닙니다: %q. 워들 단어는 영어 알파벳 다섯 글자입니다.",
	}
	msgErrNotAtoZ = i18n.Text{
		En: "%q has %q, which is not a letter a to z: Wordle words are five plain letters, without accents, digits or signs.",
		Ko: "%q에는 영어 알파벳 a~z가 아닌 %q 글자가 있습니다. 워들 단어는 악센트, 숫자, 기호 없이 알파벳 다섯 글자입니다.",
	}
	msgErrNotAllowed = i18n.Text{
		En: "%s is not in the word list, so it cannot be guessed; this cost you no turn.",
		Ko: "단어 목록에 없는 단어라 추측할 수 없습니다: %s. 기회는 줄지 않았습니다.",
	}
	msgClosest = i18n.Text{En: " %s.", Ko: " %s."}
	// msgClosestOne and msgClosestMany name the closest words (closestText) in the sentences that refuse a
	// word not in the list.
	msgClosestOne        = i18n.Text{En: "Closest word: %s", Ko: "가장 가까운 단어: %s"}
	msgClosestMany       = i18n.Text{En: "Closest words: %s", Ko: "가장 가까운 단어: %s"}
	msgErrFeedbackLength = i18n.Text{
		En: "The feedback %q should have five marks, one per letter: g green, y yellow, b (or . x -) grey.",
		Ko: "결과 %q에는 글자마다 하나씩 다섯 개의 표시가 있어야 합니다: g 초록, y 노랑, b (또는 . x -) 회색.",
	}
	msgErrFeedbackSymbol = i18n.Text{
		En: "Mark %[2]d of the feedback is %[1]q; use g for green, y for yellow, b . x or - for grey, or paste the coloured squares.",
		Ko: "결과의 %[2]d번째 표시가 %[1]q입니다. 초록은 g, 노랑은 y, 회색은 b . x - 를 쓰거나 색 네모를 붙여 넣으세요.",
	}
	msgErrImpossible = i18n.Text{
		En: "No word at all can colour %s as %s: check the colours (four %s squares and one %s square cannot happen, for one).",
		Ko: "어떤 단어로도 %s의 색이 %s처럼 나올 수 없습니다. 색을 확인하세요 (예: %s 넷에 %s 하나는 불가능합니다).",
	}
	msgErrHardGreen = i18n.Text{
		En: "Hard mode: letter %[2]d of %[1]s must be the %[4]s %[3]s; this cost you no turn.",
		Ko: "하드 모드: %[1]s의 %[2]d번째 자리에는 %[4]s으로 드러난 글자(%[3]s)가 와야 합니다. 기회는 줄지 않았습니다.",
	}
	msgErrHardMissing = i18n.Text{
		En: "Hard mode: %s must contain the revealed %s; this cost you no turn.",
		Ko: "하드 모드: %s에는 드러난 글자(%s)가 들어가야 합니다. 기회는 줄지 않았습니다.",
	}
	msgErrHardMissingN = i18n.Text{
		En: "Hard mode: %s must contain %s %s, as revealed; this cost you no turn.",
		Ko: "하드 모드: 드러난 대로 %[1]s에는 글자(%[2]s)가 %[3]s 들어가야 합니다. 기회는 줄지 않았습니다.",
	}
	msgErrNotAnswer = i18n.Text{
		En: "%q is not one of the possible answers.",
		Ko: "가능한 정답 목록에 없는 단어입니다: %q.",
	}
	msgErrBadRow = i18n.Text{
		En: "Row %d (%q) should be written guess=feedback, like crane=gybbg.",
		Ko: "%d번째 줄(%q)은 crane=gybbg처럼 추측=결과 꼴로 써야 합니다.",
	}
	msgErrConflict = i18n.Text{
		En: "Row %d (%s %s) contradicts the rows before it: no answer gives them all.",
		Ko: "%[1]d번째 줄(%[2]s %[3]s)이 앞의 줄들과 모순됩니다. 모두 만족하는 답이 없습니다.",
	}
	msgErrListWord = i18n.Text{
		En: "Line %d of the %s list%s (%q) is not five lowercase letters.",
		Ko: "%[2]s 목록%[3]s의 %[1]d번째 줄(%[4]q)이 영어 소문자 다섯 글자가 아닙니다.",
	}
	msgErrListDuplicate = i18n.Text{
		En: "Line %d of the %s list%s repeats %q from line %d.",
		Ko: "%[2]s 목록%[3]s의 %[1]d번째 줄이 %[5]d번째 줄의 단어(%[4]q)를 되풀이합니다.",
	}
	msgErrListEmpty = i18n.Text{
		En: "The %s list%s has no words.",
		Ko: "%s 목록%s에 단어가 없습니다.",
	}
	msgErrGameOver = i18n.Text{
		En: "This game is already over.",
		Ko: "이 게임은 이미 끝났습니다.",
	}
	msgErrOther = i18n.Text{
		En: "That input is not valid: %s",
		Ko: "입력이 올바르지 않습니다: %s",
	}
	hintAssist = i18n.Text{
		En: "Example: /wordle assist guess:crane feedback:gybbg (or feedback:🟩🟨⬛⬛🟩)",
		Ko: "예: /워들 도우미 추측:crane 결과:gybbg (또는 결과:🟩🟨⬛⬛🟩)",
	}
	hintGuess = i18n.Text{
		En: "Try another word, e.g. /wordle guess word:%s",
		Ko: "다른 단어를 입력해 보세요. 예: /워들 추측 단어:%s",
	}
	hintGuessHard = i18n.Text{
		En: "Try another word: in hard mode it must keep every green letter in its place and use every yellow one",
		Ko: "다른 단어를 입력해 보세요. 하드 모드에서는 초록 글자를 모두 제자리에 두고 노란 글자도 모두 넣어야 합니다.",
	}
	hintGuessAny = i18n.Text{
		En: "Try another five-letter word from the list",
		Ko: "목록에 있는 다른 다섯 글자 단어를 입력해 보세요.",
	}
)
