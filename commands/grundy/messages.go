package grundy

import (
	"kibitz/i18n"
)

// What /grundy says, in English and Korean: the hints and the answers of its three subcommands
// (subtraction.go, divisor.go, dagame.go). The words for the solvers' input errors, which `kibitz solve`
// shares (SolveError), are in errors.go; those of the number syntax are commands/internal/numwords'.

var (
	hintSubtraction = i18n.Text{
		En: "Example: /grundy subtraction moves:1,2,5 n:10^18",
		Ko: "예: /그런디 뺄셈 수:1,2,5 n:10^18",
	}
	hintDivisor = i18n.Text{
		En: "Example: /grundy divisor n:720720",
		Ko: "예: /그런디 약수 n:720720",
	}
	hintDAGame = i18n.Text{
		En: "The file holds a line \"N M\" (nodes, edges), M lines \"p q\" (an edge from p to q), a line \"K\", then K lines \"v c\" (a token of colour c on node v).",
		Ko: "파일에는 \"N M\" (노드 수, 간선 수) 한 줄, \"p q\" (p에서 q로 가는 간선) M줄, \"K\" 한 줄, \"v c\" (노드 v 위의 색 c 토큰) K줄이 있어야 합니다.",
	}
	msgSubTitle = i18n.Text{En: "Subtraction game %s", Ko: "뺄셈 게임 %s"}
	msgSubRules = i18n.Text{
		En: "A move takes %s from the pile; whoever cannot move loses.",
		Ko: "한 번에 더미에서 돌을 %s개 가져갑니다. 둘 수 없는 사람이 집니다.",
	}
	msgSubWin = i18n.Text{
		En: "A pile of %s: **the player to move wins** by taking %s, which leaves %s, a losing pile (Grundy value 0). g(n) = %s.",
		Ko: "돌이 %[1]s개인 더미: **둘 차례인 사람이 이깁니다**. %[2]s개를 가져가 %[3]s개를 남기면 상대가 지는 더미(그런디 값 0)가 됩니다. g(n) = %[4]s.",
	}
	msgSubLoss = i18n.Text{
		En: "A pile of %s: **the player to move loses** against perfect play: g(n) = 0, and every move leaves a pile of non-zero value.",
		Ko: "돌이 %s개인 더미: **둘 차례인 사람이 집니다** (상대가 완벽하게 두면). g(n) = 0이고, 어떤 수를 두어도 값이 0이 아닌 더미가 남습니다.",
	}
	msgSubNoMove = i18n.Text{
		En: "A pile of %s: **the player to move loses**, having no move to make: every move takes at least %s. So g(n) = 0.",
		Ko: "돌이 %s개인 더미: **둘 차례인 사람이 집니다**. 한 번에 적어도 %s개를 가져가야 하므로 둘 수 있는 수가 없습니다. 그래서 g(n) = 0입니다.",
	}
	msgSubPeriod = i18n.Text{
		En: "The Grundy values are eventually periodic: g(n + %s) = g(n) for every n ≥ %s (period %[1]s, pre-period %[2]s), found after computing %s values.",
		Ko: "그런디 값은 어느 지점부터 주기적으로 반복됩니다: n ≥ %[2]s이면 g(n + %[1]s) = g(n)입니다 (주기 %[1]s, n = %[2]s부터 반복). 값 %[3]s개를 계산해 이 주기를 찾았습니다.",
	}
	// msgSubNoPeriod stands for msgSubPeriod when the period did not show: the piles among the values
	// computed are answered from them (subtraction.Options.KeepValues).
	msgSubNoPeriod = i18n.Text{
		En: "The Grundy values show no period within the first %s values; kibitz answers from the values it computed, for piles up to %s.",
		Ko: "그런디 값은 처음 %s개 안에서 주기가 보이지 않습니다. kibitz는 계산한 값으로 %s까지의 더미에 답합니다.",
	}
	msgSubReduce = i18n.Text{
		En: "So g(%s) = g(%s), which the table shows.",
		Ko: "따라서 g(%s) = g(%s)이고, 이 값은 표에 있습니다.",
	}
	msgSubTable = i18n.Text{
		En: "Grundy values g(0) to g(%s); red 0s in the picture are losing piles:",
		Ko: "그런디 값 g(0)~g(%s)입니다. 그림의 빨간 0은 지는 더미입니다:",
	}
	msgSubReduceOff = i18n.Text{
		En: "So g(%s) = g(%s), beyond the table.",
		Ko: "따라서 g(%s) = g(%s)이지만, 이 값은 표의 범위 밖에 있습니다.",
	}
	msgSubSum = i18n.Text{
		En: "A sum of %s piles: a move takes from one pile, and the player to move wins exactly when the XOR of the piles' Grundy values is not 0.",
		Ko: "더미 %s개를 함께 두는 게임(게임의 합): 한 번에 더미 하나에서만 가져가며, 더미들의 그런디 값을 XOR한 값이 0이 아니면 둘 차례인 사람이 이깁니다.",
	}
	// msgSubPile is a pile of a sum, a line of the message (after "• ") and of piles.txt.
	msgSubPile = i18n.Text{En: "pile %s: %s → g = %s", Ko: "%s번 더미: %s개 → g = %s"}
	// msgSubMore ends the piles listed when a sum has more than pilesListed.
	msgSubMore = i18n.Text{
		En: "… and %s: all of them are in the attached piles.txt.",
		Ko: "… 외 %s: 전부 첨부한 piles.txt에 있습니다.",
	}
	msgSumWin = i18n.Text{
		En: "The XOR is %s, so **the player to move wins** by taking %s from pile %s (of %s), leaving %s and an XOR of 0.",
		Ko: "XOR은 %[1]s이므로 **둘 차례인 사람이 이깁니다**. %[3]s번 더미(%[4]s개)에서 %[2]s개를 가져가 %[5]s개를 남기면 XOR이 0이 됩니다.",
	}
	msgSumNoMove = i18n.Text{
		En: "The XOR is 0, and **the player to move loses**, having no move to make: every move takes at least %s, more than any pile holds.",
		Ko: "XOR이 0이고 **둘 차례인 사람이 집니다**. 한 번에 적어도 %s개를 가져가야 하는데 그만큼 든 더미가 없어, 둘 수 있는 수가 없습니다.",
	}
	msgSumLoss = i18n.Text{
		En: "The XOR is 0, so **the player to move loses** against perfect play: every move makes it non-zero.",
		Ko: "XOR이 0이므로 **둘 차례인 사람이 집니다** (상대가 완벽하게 두면). 어떤 수를 두어도 0이 아니게 됩니다.",
	}
	msgTooManyPiles = i18n.Text{
		En: "There are %s piles; a sum may have at most %s.",
		Ko: "더미가 %s개입니다. 합에는 최대 %s개까지 넣을 수 있습니다.",
	}
	msgSubLonger = i18n.Text{
		En: "The period is longer than the table.",
		Ko: "주기가 표보다 깁니다.",
	}
	// msgSubPeriodAfter stands for msgSubLonger when the period fits the table but the pre-period
	// pushes its end past it; it takes the first period's first and last piles.
	msgSubPeriodAfter = i18n.Text{
		En: "The table ends before the values start to repeat: the first period runs from g(%s) to g(%s).",
		Ko: "표는 값이 되풀이되기 전에 끝납니다. 첫 주기는 g(%s)부터 g(%s)까지입니다.",
	}
	msgDivTitle  = i18n.Text{En: "Divisor game from %s", Ko: "%s에서 시작하는 약수 게임"}
	msgDivNormal = i18n.Text{
		En: "A move replaces N by a divisor d with 1 < d < N; whoever cannot move loses.",
		Ko: "N을 1 < d < N인 약수 d로 바꿉니다. 둘 수 없는 사람이 집니다.",
	}
	msgDivMisere = i18n.Text{
		En: "A move replaces N by a divisor d with 1 < d < N; whoever cannot move wins (misère).",
		Ko: "N을 1 < d < N인 약수 d로 바꿉니다. 둘 수 없는 사람이 이깁니다 (미제르).",
	}
	msgFactors   = i18n.Text{En: "Factorisation: %s = %s.", Ko: "소인수분해: %s = %s."}
	msgOne       = i18n.Text{En: "1 has no prime factor.", Ko: "1에는 소인수가 없습니다."}
	msgPrime     = i18n.Text{En: "%s is prime.", Ko: "%s 소수입니다."}
	msgDivWin    = i18n.Text{En: "**The player to move wins**: move to %s.", Ko: "**둘 차례인 사람이 이깁니다**: %s 바꾸세요."}
	msgDivWon    = i18n.Text{En: "**The player to move wins**: there is no move, and whoever cannot move wins.", Ko: "**둘 차례인 사람이 이깁니다**: 둘 수가 없고, 둘 수 없는 사람이 이깁니다."}
	msgDivLoss   = i18n.Text{En: "**The player to move loses** against perfect play.", Ko: "**둘 차례인 사람이 집니다** (상대가 완벽하게 두면)."}
	msgDivNoMove = i18n.Text{
		En: "**The player to move loses**: %s has no divisor d with 1 < d < N, so there is no move to make.",
		Ko: "**둘 차례인 사람이 집니다**: %s에는 1 < d < N인 약수 d가 없어 둘 수 있는 수가 없습니다.",
	}
	msgDivWhyNP = i18n.Text{
		En: "Why: a prime (or 1) has no move, so it is lost; any other N moves to one of its primes and wins.",
		Ko: "이유: 소수(또는 1)에서는 둘 수가 없어 집니다. 그 밖의 N은 자신의 소인수 하나로 바꾸어 이깁니다.",
	}
	// msgDivWhyOneMisere is the why of misère play from 1, which has no move: the exponents' explanation
	// would show its pattern empty, "()".
	msgDivWhyOneMisere = i18n.Text{
		En: "Why: 1 has no prime factor, so no divisor d with 1 < d < N: there is no move, and in misère play the player who cannot move wins.",
		Ko: "이유: 1에는 소인수가 없어 1 < d < N인 약수 d도 없습니다. 둘 수 있는 수가 없고, 미제르 규칙에서는 둘 수 없는 사람이 이깁니다.",
	}
	msgDivWhyShape = i18n.Text{
		En: "Why: the game depends only on the exponents of the factorisation (here %s), and the divisors' exponents are the smaller ones; %s.",
		Ko: "이유: 이 게임의 승패는 소인수분해의 지수(여기서는 %s)에만 달려 있고, 약수로 옮기면 지수가 그보다 작아집니다. %s.",
	}
	// msgDivShapesSome ends msgDivWhyShape when kibitz found the answer before it decided every shape;
	// shapesAll when it decided them all. Both counts are at least 2 here: the game's own shape and the
	// first option it tried.
	msgDivShapesSome = i18n.Text{
		En: "the game has %s such exponent patterns, and kibitz decided %s of them before it had the answer",
		Ko: "이 게임에는 이런 지수 모양이 %s개 있고, kibitz는 그중 %s개를 따져 본 뒤 답을 얻었습니다",
	}
	msgDivMoves = i18n.Text{
		En: "%s (✓: leaves a position the opponent loses, a winning move):",
		Ko: "%s (✓: 상대가 지는 국면을 남기는 이기는 수):",
	}
	msgDivMovesGrundy = i18n.Text{
		En: "%s, each with its Grundy value g (✓: g = 0, a position the opponent loses, so a winning move):",
		Ko: "%s와 각각의 그런디 값 g (✓: g = 0, 상대가 지는 국면이므로 이기는 수):",
	}
	// msgDivMovesGrundyOne is msgDivMovesGrundy for a number with one move (p², p·q has two).
	msgDivMovesGrundyOne = i18n.Text{
		En: "The one move, with its Grundy value g (✓: g = 0, a position the opponent loses, so a winning move):",
		Ko: "둘 수 있는 수 하나와 그 그런디 값 g (✓: g = 0, 상대가 지는 국면이므로 이기는 수):",
	}
	msgDivMovesOne = i18n.Text{
		En: "The one move (✓: leaves a position the opponent loses, a winning move):",
		Ko: "둘 수 있는 수 하나 (✓: 상대가 지는 국면을 남기는 이기는 수):",
	}
	msgDivGrundy = i18n.Text{
		En: "Grundy value: g(%s) = %s, the mex of the values of its moves. In a sum of several divisor games (a move in one of them), the player to move wins exactly when the XOR of their values is not 0.",
		Ko: "그런디 값: g(%s) = %s. 둘 수 있는 수들이 가진 값의 mex입니다. 약수 게임 여러 개를 함께 둘 때(한 번에 그중 하나에서만 둠)는 값들의 XOR이 0이 아니면 둘 차례인 사람이 이깁니다.",
	}
	msgDAGNodes = i18n.Text{
		En: "Grundy value of a lone token on each node (row + column = node):",
		Ko: "노드마다 토큰 하나의 그런디 값 (행 + 열 = 노드):",
	}
	msgDAGTitle = i18n.Text{En: "DAGame", Ko: "DAG 게임"}
	msgDAGSize  = i18n.Text{
		En: "A graph of %s and %s, %s in %s.",
		Ko: "%s, %s인 그래프와 %s(%s).",
	}
	msgYoung = i18n.Text{
		En: "**Young wins** (the first player): the XOR of the colours' Grundy values is %s, not 0.",
		Ko: "**영이 이깁니다** (선공): 색마다의 그런디 값을 XOR한 값이 %s 0이 아닙니다.",
	}
	msgCheolNoMove = i18n.Text{
		En: "**Cheol wins** (the second player): Young has no move to make, since no token has an edge to follow.",
		Ko: "**철이 이깁니다** (후공): 따라갈 간선이 있는 토큰이 없어 영이 둘 수 있는 수가 없습니다.",
	}
	msgCheol = i18n.Text{
		En: "**Cheol wins** (the second player): the XOR of the colours' Grundy values is 0, so every move of Young's leaves a position Cheol wins.",
		Ko: "**철이 이깁니다** (후공): 색마다의 그런디 값을 XOR하면 0이라, 영이 어떤 수를 두어도 철이 이기는 국면이 됩니다.",
	}
	msgDAGWhy = i18n.Text{
		En: "Each colour is an independent game, so the whole is their sum (Sprague-Grundy). A lone token's value is the mex of its successors' values; two tokens of a colour are valued together over pairs of nodes, since they merge when one lands on the other.",
		Ko: "색마다 독립된 게임이므로 전체는 그 합입니다 (스프라그-그런디). 토큰 하나의 값은 다음 노드 값들의 mex이고, 같은 색 토큰 두 개는 한 토큰이 다른 토큰 위에 올라가면 합쳐지므로 노드 쌍 위에서 함께 값을 매깁니다.",
	}
	msgDAGMove = i18n.Text{
		En: "Winning move: the token of colour %s from node %s to node %s.",
		Ko: "이기는 수: 색 %s 토큰을 노드 %s에서 노드 %s 옮기세요.",
	}
	msgDAGMoveTogether = i18n.Text{
		En: "Winning move: both tokens of colour %s, together on node %s, to node %s.",
		Ko: "이기는 수: 노드 %[2]s에 함께 있는 색 %[1]s 토큰 두 개를 노드 %[3]s 옮기세요.",
	}
	msgDAGColours = i18n.Text{En: "Grundy value of each colour:", Ko: "색마다의 그런디 값:"}
	msgDAGOne     = i18n.Text{En: "colour %s: token on node %s → %s", Ko: "색 %s: 노드 %s의 토큰 → %s"}
	msgDAGTwo     = i18n.Text{En: "colour %s: tokens on nodes %s and %s → %s", Ko: "색 %s: 노드 %s, %s의 토큰 → %s"}
	msgDAGShared  = i18n.Text{En: "colour %s: both tokens on node %s → %s", Ko: "색 %s: 노드 %s에 함께 있는 토큰 두 개 → %s"}
	msgDAGMore    = i18n.Text{
		En: "… and %s: all of them are in the attached colours.txt.",
		Ko: "… 외 %s: 전부 첨부한 colours.txt에 있습니다.",
	}
	// msgDAGPlainHeader heads colours.txt when the worded lines would be too large for Discord
	// (coloursFile): the columns, split by tabs, of one line a colour.
	msgDAGPlainHeader = i18n.Text{
		En: "colour\tnodes of its tokens\tGrundy value",
		Ko: "색\t토큰이 있는 노드\t그런디 값",
	}
	msgCycleLines = i18n.Text{
		En: "Its edges are on lines %s.",
		Ko: "그 간선은 %s번째 줄에 있습니다.",
	}
	msgCycleLine = i18n.Text{
		En: "The edge is on line %s.",
		Ko: "그 간선은 %s번째 줄에 있습니다.",
	}
	msgFileTooLarge = i18n.Text{
		En: "The file is larger than %s bytes (%s MiB), the most kibitz reads for a DAGame.",
		Ko: "파일이 kibitz가 DAG 게임으로 읽는 최대 크기인 %s바이트(%s MiB)보다 큽니다.",
	}
	// msgFileSize is msgFileTooLarge when Discord says the file's size, before it is downloaded.
	msgFileSize = i18n.Text{
		En: "The file %s is %s bytes, more than the %s bytes (%s MiB) kibitz reads for a DAGame.",
		Ko: "파일 %s의 크기는 %s바이트로, kibitz가 DAG 게임으로 읽는 최대 크기인 %s바이트(%s MiB)를 넘습니다.",
	}
)

// Counts with their nouns (i18n.Plural).
var (
	nodesOf   = i18n.Plural{One: "%s node", Other: "%s nodes", Ko: "노드 %s개"}
	edgesOf   = i18n.Plural{One: "%s edge", Other: "%s edges", Ko: "간선 %s개"}
	tokensOf  = i18n.Plural{One: "%s token", Other: "%s tokens", Ko: "토큰 %s개"}
	coloursOf = i18n.Plural{One: "%s colour", Other: "%s colours", Ko: "색 %s가지"}
	moreOf    = i18n.Plural{One: "%s more colour", Other: "%s more colours", Ko: "%s가지 색"}
	morePiles = i18n.Plural{One: "%s more pile", Other: "%s more piles", Ko: "더미 %s개"}
	// divMovesOf heads the list of the divisor game's moves.
	divMovesOf = i18n.Plural{One: "The %s move", Other: "The %s moves", Ko: "둘 수 있는 수 %s가지"}
	// shapesAll ends msgDivWhyShape when kibitz decided every exponent shape of the game.
	shapesAll = i18n.Plural{One: "the game has %s such exponent pattern, and kibitz decided it",
		Other: "the game has %s such exponent patterns, and kibitz decided them all",
		Ko:    "이 게임에는 이런 지수 모양이 %s개 있고, kibitz는 빠짐없이 따져 보았습니다"}
)

// The picture of /grundy subtraction in words (its alt text, tableAlt).
var (
	msgAltTable = i18n.Text{
		En: "Table of the Grundy values g(0) to g(%s), ten to a row: %s. Red zeros are losing piles.",
		Ko: "그런디 값 g(0)부터 g(%s)까지의 표, 한 줄에 열 개씩: %s. 빨간 0은 지는 더미입니다.",
	}
	msgAltPeriod = i18n.Text{
		En: "The values repeat with period %s from pile %s on, shown as stripes after a thick bar.",
		Ko: "값은 더미 %[2]s부터 주기 %[1]s 반복되며, 굵은 막대 뒤에 줄무늬로 보입니다.",
	}
	// msgAltPeriodBar stands for msgAltPeriod when the period starts within the table but the table ends
	// before its second repetition, so no stripes show.
	msgAltPeriodBar = i18n.Text{
		En: "The values repeat with period %s from pile %s on; a thick bar marks that pile.",
		Ko: "값은 더미 %[2]s부터 주기 %[1]s 반복되며, 그 시작을 굵은 막대로 표시했습니다.",
	}
	// msgAltPeriodPlain stands for msgAltPeriod when the period starts beyond the table: no bar, no stripes.
	msgAltPeriodPlain = i18n.Text{
		En: "The values repeat with period %s from pile %s on.",
		Ko: "값은 더미 %[2]s부터 주기 %[1]s 반복됩니다.",
	}
	msgAltMark = i18n.Text{En: "Pile %s, the one asked about, is outlined in green.", Ko: "물어본 더미 %s 초록 테두리로 표시했습니다."}
)
