package nim

import (
	"kibitz/i18n"
)

// /nim analyze.
var (
	hintAnalyze = i18n.Text{
		En: "Example: /nim analyze heaps:3 4 5 moves:1-3",
		Ko: "예: /님 분석 더미:3 4 5 수:1-3",
	}
	msgAnalysisTitle = i18n.Text{En: "Nim analysis", Ko: "님 분석"}
	msgVerdictWin    = i18n.Text{
		En: "**The player to move wins**: take %s from heap %d, leaving %s.",
		Ko: "**둘 차례인 사람이 이깁니다**: %[2]d번 더미에서 %[1]s개를 가져가 %[3]s 남기세요.",
	}
	msgVerdictNoMove = i18n.Text{
		En: "**The player to move has lost**: there is no move to make, and in normal play the player who cannot move loses.",
		Ko: "**둘 차례인 사람이 이미 졌습니다**: 둘 수가 없고, 보통 규칙에서는 둘 수 없는 사람이 집니다.",
	}
	msgVerdictWon = i18n.Text{
		En: "**The player to move has already won**: there is no move to make, and in misère play the player who cannot move wins.",
		Ko: "**둘 차례인 사람이 이미 이겼습니다**: 둘 수가 없고, 미제르 규칙에서는 둘 수 없는 사람이 이깁니다.",
	}
	msgVerdictLoss = i18n.Text{
		En: "**The player to move loses** against perfect play: every move leaves a winning position for the opponent.",
		Ko: "**둘 차례인 사람이 집니다** (상대가 완벽하게 두면): 어떤 수를 두어도 상대가 이기는 국면이 됩니다.",
	}
	msgWhyNormal = i18n.Text{
		En: "The player to move wins exactly when the XOR of the heaps' Grundy values (the nim-sum) is not 0: here %s. A winning move brings it to 0.",
		Ko: "더미들의 그런디 값을 XOR한 값(님 합)이 0이 아니면 둘 차례인 사람이 이깁니다: 여기서는 %s입니다. 이기는 수는 이 값을 0으로 만듭니다.",
	}
	msgWhyNormalZero = i18n.Text{
		En: "The player to move wins exactly when the XOR of the heaps' Grundy values (the nim-sum) is not 0: here %s, and every move makes it non-zero.",
		Ko: "더미들의 그런디 값을 XOR한 값(님 합)이 0이 아니면 둘 차례인 사람이 이깁니다: 여기서는 %s이고, 어떤 수를 두어도 0이 아니게 됩니다.",
	}
	msgWhyNormalNone = i18n.Text{
		En: "The player to move wins exactly when the XOR of the heaps' Grundy values (the nim-sum) is not 0: here %s.",
		Ko: "더미들의 그런디 값을 XOR한 값(님 합)이 0이 아니면 둘 차례인 사람이 이깁니다: 여기서는 %s입니다.",
	}
	msgWhySum = i18n.Text{
		En: "the nim-sum of the %s Grundy values is %s",
		Ko: "그런디 값 %s개의 님 합은 %s",
	}
	msgWhyPlain = i18n.Text{
		En: "In plain Nim a heap's Grundy value is its size (Bouton, 1901).",
		Ko: "일반 님에서 더미의 그런디 값은 더미 크기와 같습니다 (Bouton, 1901).",
	}
	msgWhyLimit = i18n.Text{
		En: "Taking at most %s, a heap of h stones has Grundy value h mod %s.",
		Ko: "최대 %s개까지 가져갈 수 있으면 돌 h개인 더미의 그런디 값은 h mod %s입니다.",
	}
	msgWhySet = i18n.Text{
		En: "With moves of %s stones, each heap is a subtraction game, whose Grundy values repeat with period %s after the first %s (see /grundy subtraction).",
		Ko: "한 번에 %s개를 가져가는 규칙에서는 더미마다 뺄셈 게임이 되며, 그 그런디 값은 처음 %[3]s 뒤로 주기 %[2]s 반복됩니다 (/그런디 뺄셈 참고).",
	}
	msgWhySetPure = i18n.Text{
		En: "With moves of %s stones, each heap is a subtraction game, whose Grundy values repeat with period %s from the start (see /grundy subtraction).",
		Ko: "한 번에 %s개를 가져가는 규칙에서는 더미마다 뺄셈 게임이 되며, 그 그런디 값은 처음부터 주기 %s 반복됩니다 (/그런디 뺄셈 참고).",
	}
	// msgWhySetNoPeriod: a move set whose Grundy values show no period; the values computed, and the
	// largest heap they answer.
	msgWhySetNoPeriod = i18n.Text{
		En: "With moves of %s stones, each heap is a subtraction game, whose Grundy values show no period within the first %s values; kibitz answers from the values it computed, for heaps up to %s (see /grundy subtraction).",
		Ko: "한 번에 %s개를 가져가는 규칙에서는 더미마다 뺄셈 게임이 되며, 그 그런디 값은 처음 %s개 안에서 주기가 보이지 않습니다. kibitz는 계산한 값으로 %s개까지의 더미에 답합니다 (/그런디 뺄셈 참고).",
	}
	msgWhyMisereNim = i18n.Text{
		En: "Misère Nim (Bouton): play as in normal play, except that the move which would leave only heaps of 0 and 1 stones must leave an odd number of 1s. With only such heaps, the player to move wins exactly when the number of 1s is even.",
		Ko: "미제르 님 (Bouton): 일반 규칙처럼 두되, 0개와 1개짜리 더미만 남기는 수는 1개짜리 더미를 홀수 개 남겨야 합니다. 그런 더미만 남았다면 1개짜리 더미가 짝수 개일 때 둘 차례인 사람이 이깁니다.",
	}
	// msgWhyMisereSearch counts what the search solved: every position with no heap larger than these
	// (nim.Stats.Positions), a superset of those the rule can reach, which it does not count apart.
	msgWhyMisereSearch = i18n.Text{
		En: "Misère play under a move rule has no Grundy shortcut: kibitz solved every position whose heaps are no larger than these, %s in all, and so every position reachable from here.",
		Ko: "규칙이 있는 미제르 게임에는 그런디 값으로 푸는 지름길이 없어, kibitz가 더미가 이보다 크지 않은 국면 %s를 모두 풀었습니다. 여기서 갈 수 있는 국면은 모두 그 안에 있습니다.",
	}
	msgWhyTableNormal = i18n.Text{
		En: "The Grundy values below are those of normal play.",
		Ko: "아래 그런디 값은 일반 규칙의 값입니다.",
	}
	msgTableHeader = i18n.Text{En: "heap|stones|grundy|binary", Ko: "더미|돌|그런디|2진수"}
	msgManyHeaps   = i18n.Text{
		En: "%s heaps: the table lists the first %d.",
		Ko: "더미 %s개: 표에는 처음 %d개만 보입니다.",
	}
	msgNoBoard = i18n.Text{
		En: "(A board of %s heaps is too large to show.)",
		Ko: "(더미 %s개짜리 판은 너무 커서 보여 드릴 수 없습니다.)",
	}
)
