package sudoku

import (
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/sudoku"
)

// What /sudoku says, in English and Korean, and `kibitz solve sudoku`'s error lines, in English: the
// replies of /sudoku solve, then those of the generated puzzles and their buttons, the names and steps of
// the hints, and last the words for each code of the solver's errors (inputError for Discord, SolveError
// for kibitz solve).

// Counts with their nouns: every number of things a reply shows is one of these (i18n.Plural), so that
// no sentence says "1 cells", and grouped the one way (1,400 characters).
var (
	nCells        = i18n.Plural{One: "%s cell", Other: "%s cells", Ko: "%s칸"}
	nGivens       = i18n.Plural{One: "%s given", Other: "%s givens", Ko: "주어진 숫자 %s개"}
	nDigits       = i18n.Plural{One: "%s digit", Other: "%s digits", Ko: "숫자 %s개"}
	nHints        = i18n.Plural{One: "%s hint", Other: "%s hints", Ko: "힌트 %s개"}
	nEarlierHints = i18n.Plural{One: "%s earlier hint", Other: "%s earlier hints", Ko: "힌트 %s개"}
	nCharacters   = i18n.Plural{One: "%s character", Other: "%s characters", Ko: "%s글자"}
	nRows         = i18n.Plural{One: "%s row", Other: "%s rows", Ko: "행이 %s개"}
	nTries        = i18n.Plural{One: "%s try", Other: "%s tries", Ko: "%s번"}
	nTimes        = i18n.Plural{One: "%s time", Other: "%s times", Ko: "%s번"}
	nSearchSteps  = i18n.Plural{One: "%s search step", Other: "%s search steps", Ko: "탐색 %s단계"}
	nSearchNodes  = i18n.Plural{One: "%s search node", Other: "%s search nodes", Ko: "탐색 노드 %s개"}
	nMoreCells    = i18n.Plural{One: "%s more cell", Other: "%s more cells", Ko: "%s칸"}
	nMoreSteps    = i18n.Plural{One: "%s more elimination step", Other: "%s more elimination steps", Ko: "지우기 단계 %s개"}
)

// The replies of /sudoku solve.
var (
	msgSolved = i18n.Text{
		En: "**Solved** (%[1]dx%[1]d, %[2]s): the solution is unique.",
		Ko: "**풀었습니다** (%[1]dx%[1]d, %[2]s): 답은 하나뿐입니다.",
	}
	msgAlreadyFull = i18n.Text{
		En: "This %[1]dx%[1]d grid is already full, and valid: nothing is left to solve.",
		Ko: "이 %[1]dx%[1]d 판은 이미 다 채워져 있고 올바릅니다. 풀 칸이 남아 있지 않습니다.",
	}
	// msgSolveDailyPrivate follows a /sudoku solve of the place's daily puzzle of the day, answered to the
	// asker alone (Command.dailyFrom).
	msgSolveDailyPrivate = i18n.Text{
		En: "-# Only you can see this answer: it is today's daily puzzle here, which others may still be solving against the clock.",
		Ko: "-# 이 답은 나에게만 보입니다. 여기의 오늘의 퍼즐이라 아직 시간을 재며 푸는 사람이 있을 수 있습니다.",
	}
	// msgSolveYesterdayPrivate follows a /sudoku solve of the place's daily puzzle of yesterday, answered
	// to the asker alone (Command.dailyFrom): boards of it begun before midnight still rank.
	msgSolveYesterdayPrivate = i18n.Text{
		En: "-# Only you can see this answer: it is yesterday's daily puzzle here, which others who began it before midnight may still be solving against the clock.",
		Ko: "-# 이 답은 나에게만 보입니다. 여기의 어제의 퍼즐이라 자정 전에 시작해 아직 시간을 재며 푸는 사람이 있을 수 있습니다.",
	}
	// msgSolveEarlierPrivate is the same for the daily of an earlier day (%s: the day), whose boards left
	// unfinished still rank and are brought back by /sudoku daily.
	msgSolveEarlierPrivate = i18n.Text{
		En: "-# Only you can see this answer: it is the daily puzzle of %s here, which others who began it that day may still be solving: a board of it ranks whenever it is finished.",
		Ko: "-# 이 답은 나에게만 보입니다. 여기의 %s 일일 퍼즐이라 그날 시작해 아직 푸는 사람이 있을 수 있습니다. 그 판은 언제 끝내도 순위에 듭니다.",
	}
	msgGrade = i18n.Text{
		En: "Grade: %s (hardest step: %s).",
		Ko: "난이도: %s (가장 어려운 단계: %s).",
	}
	msgGradeStuck = i18n.Text{
		En: "Grade: expert (it needs more than the techniques kibitz knows: chains, colouring or guessing).",
		Ko: "난이도: 전문가 (kibitz가 아는 기법으로는 부족합니다: 체인, 색칠법 또는 추측이 필요합니다).",
	}
	msgLegend = i18n.Text{
		En: "Givens are dark, the digits kibitz found are blue.",
		Ko: "주어진 숫자는 검은색, kibitz가 찾은 숫자는 파란색입니다.",
	}
	msgNoSolution = i18n.Text{
		En: "**This puzzle has no solution**: no way of filling the grid keeps every row, column and box free of repeats. Check the givens for a typo.",
		Ko: "**이 퍼즐은 답이 없습니다**: 어떤 행, 열, 상자에도 같은 숫자가 겹치지 않도록 판을 채우는 방법은 없습니다. 주어진 숫자에 오타가 없는지 확인해 보세요.",
	}
	msgDeadCell = i18n.Text{
		En: "For a start, cell %s already sees every digit in its row, column and box.",
		Ko: "우선 %s 칸은 같은 행, 열, 상자에 이미 모든 숫자가 있어 들어갈 숫자가 없습니다.",
	}
	msgSeveral = i18n.Text{
		En: "**This puzzle has more than one solution**, so it is not a proper Sudoku. Two of them differ in %s:",
		Ko: "**이 퍼즐은 답이 여러 개입니다**. 그래서 올바른 스도쿠가 아닙니다. 그중 두 답은 %s이 다릅니다:",
	}
	msgSeveralPictures = i18n.Text{
		En: "The images show solution 1, then solution 2, with these cells in yellow.",
		Ko: "그림은 답 1, 답 2 순서이고, 이 칸들은 노란색으로 표시했습니다.",
	}
	// msgSeveralMarked names the mark of the cells where two solutions differ in the text grids
	// (textHighlight, in a code span).
	msgSeveralMarked = i18n.Text{
		En: "Marked %s: the cells where the two solutions differ.",
		Ko: "%s 표시: 두 답이 서로 다른 칸.",
	}
	msgSolutionNumber = i18n.Text{En: "Solution %d:", Ko: "답 %d:"}
	// msgEmojiLegend says how a grid in emoji tells the givens from the digits filled in, as a game's
	// board does (msgPlayEmojiLegend): the example keycap, who filled the digits in (msgFilledFound,
	// msgFilledHints), the example clock.
	msgEmojiLegend = i18n.Text{
		En: "Givens are keycaps (%[1]s); %[2]s are clock faces, the hour for the digit (%[3]s is 3).",
		Ko: "주어진 숫자는 키캡(%[1]s), %[2]s 시계 이모지로 나타내며, 시계가 가리키는 시가 그 숫자입니다 (%[3]s = 3).",
	}
	// msgTextLegend says how a grid as text tells the givens from the digits filled in, as a game's board
	// does (msgPlayTextLegend): an example given, who filled the digits in (msgFilledFound,
	// msgFilledHints), the mark and an example digit marked, each in a code span.
	msgTextLegend = i18n.Text{
		En: "Givens are plain (%[1]s); %[2]s have %[3]s before them (%[4]s).",
		Ko: "주어진 숫자는 그대로(%[1]s), %[2]s 앞에 %[3]s를 붙여 나타냅니다 (%[4]s).",
	}
	msgFilledFound = i18n.Text{En: "the digits kibitz found", Ko: "kibitz가 찾은 숫자는"}
	msgFilledHints = i18n.Text{En: "the digits of your hints", Ko: "힌트로 받은 숫자는"}
	msgOr          = i18n.Text{
		En: "%s: %s or %s",
		Ko: "%s: %s 또는 %s",
	}
	msgMoreCells = i18n.Text{
		En: "and %s more",
		Ko: "외 %s칸",
	}
	msgSeveralHint = i18n.Text{
		En: "Adding one of these digits as a given narrows the puzzle down.",
		Ko: "이 칸 중 하나에 숫자를 더 주면 답이 좁혀집니다.",
	}
	msgBudget = i18n.Text{
		En: "Solving this %[1]dx%[1]d puzzle took longer than kibitz allows (%[2]s) and was stopped. Sparse large grids, above all ones with no solution, can take very long to search.",
		Ko: "이 %[1]dx%[1]d 퍼즐은 kibitz의 제한 시간(%[2]s) 안에 풀리지 않아 멈췄습니다. 숫자가 적은 큰 판, 특히 답이 없는 판은 탐색에 아주 오래 걸릴 수 있습니다.",
	}
	hintBudget = i18n.Text{
		En: "Give more of the known digits and try again; 9x9 puzzles always solve in time.",
		Ko: "아는 숫자를 더 넣어 다시 해 보세요. 9x9 퍼즐은 언제나 시간 안에 풀립니다.",
	}
	msgUnproven = i18n.Text{
		En: "**A solution** (%[1]dx%[1]d, %[2]s). kibitz could not check within %[3]s whether it is the only one.",
		Ko: "**답 하나** (%[1]dx%[1]d, %[2]s). 이 답이 유일한지는 %[3]s 안에 확인하지 못했습니다.",
	}
)

// The generated puzzles and their buttons.
var (
	// msgNew offers the puzzle to anyone where others see it, and to the user alone in a DM with kibitz,
	// where nobody else is (and in a server that shows kibitz's replies to the asker alone: generate).
	msgNew     = router.PlaceText{Server: msgNewHere, ServerChannel: msgNewHere, BotDM: msgNewYours, GroupDM: msgNewHere}
	msgNewHere = i18n.Text{
		En: "**New Sudoku**, %[1]dx%[1]d, %[2]s, %[3]s, for anyone here to solve. **Hint** gives you the next logical step (press it again for the one after), **Reveal** the solution: both answer privately.",
		Ko: "**새 스도쿠**: %[1]dx%[1]d, %[2]s, %[3]s. 누구나 풀 수 있습니다. **힌트**는 다음 논리적 단계를 (다시 누르면 그다음 단계를), **정답**은 답을 보여 줍니다. 둘 다 누른 사람에게만 보입니다.",
	}
	msgNewYours = i18n.Text{
		En: "**New Sudoku**, %[1]dx%[1]d, %[2]s, %[3]s, for you to solve. **Hint** gives you the next logical step (press it again for the one after), **Reveal** the solution.",
		Ko: "**새 스도쿠**: %[1]dx%[1]d, %[2]s, %[3]s. 직접 풀어 보세요. **힌트**는 다음 논리적 단계를 (다시 누르면 그다음 단계를), **정답**은 답을 보여 줍니다.",
	}
	msgKept = i18n.Text{
		En: "The buttons work for 7 days.",
		Ko: "버튼은 7일 동안 작동합니다.",
	}
	msgGradeOnly9 = i18n.Text{
		En: "Difficulty is chosen for 9x9 puzzles only: larger ones come as they are made (nearly always expert), and 4x4 ones are all easy.",
		Ko: "난이도는 9x9 퍼즐에서만 고를 수 있습니다. 더 큰 퍼즐은 만들어지는 대로 나오고 (거의 언제나 전문가), 4x4 퍼즐은 모두 쉬움입니다.",
	}
	msgClosest = i18n.Text{
		En: "No %s puzzle came up within %s; this is the closest one made.",
		Ko: "%[2]s 시도하는 동안 %[1]s 퍼즐이 나오지 않아, 가장 가까운 퍼즐을 드립니다.",
	}
	msgGenerateBudget = i18n.Text{
		En: "Making a %[1]dx%[1]d puzzle took longer than kibitz allows (%[2]s).",
		Ko: "%[1]dx%[1]d 퍼즐을 만드는 데 kibitz의 제한 시간(%[2]s)보다 오래 걸렸습니다.",
	}
	// What to do when making a puzzle ran out of time (budgetHint): a smaller grid where there is one, in
	// the command asked; for a 9x9 or smaller, whose time goes to a busy machine, only to try again.
	hintBudgetAgain = i18n.Text{
		En: "Try again in a moment.",
		Ko: "잠시 후 다시 해 보세요.",
	}
	hintGenerateBudget = i18n.Text{
		En: "Try again in a moment, or ask for a smaller grid: /sudoku generate size:16x16",
		Ko: "잠시 후 다시 해 보거나 더 작은 판을 고르세요: /스도쿠 생성 크기:16x16",
	}
	hintGenerateBudget9 = i18n.Text{
		En: "Try again in a moment, or ask for a smaller grid: /sudoku generate size:9x9",
		Ko: "잠시 후 다시 해 보거나 더 작은 판을 고르세요: /스도쿠 생성 크기:9x9",
	}
	hintPlayBudget9 = i18n.Text{
		En: "Try again in a moment, or ask for a smaller grid: /sudoku play size:9x9",
		Ko: "잠시 후 다시 해 보거나 더 작은 판을 고르세요: /스도쿠 게임 크기:9x9",
	}
	msgBadSize = i18n.Text{
		En: "There is no %[1]dx%[1]d Sudoku here: the sizes are 4, 9, 16 and 25.",
		Ko: "%[1]dx%[1]d 스도쿠는 없습니다. 크기는 4, 9, 16, 25 중에서 고르세요.",
	}
	msgBadDifficulty = i18n.Text{
		En: "%s is not a difficulty: choose easy, medium, hard or expert.",
		Ko: "%s 난이도가 아닙니다. 쉬움, 보통, 어려움, 전문가 중에서 고르세요.",
	}
	hintGenerate = i18n.Text{
		En: "Example: /sudoku generate difficulty:hard size:9x9",
		Ko: "예: /스도쿠 생성 난이도:어려움 크기:9x9",
	}
	msgHintButton    = i18n.Text{En: "Hint", Ko: "힌트"}
	msgNextButton    = i18n.Text{En: "Next hint", Ko: "다음 힌트"}
	msgRevealButton  = i18n.Text{En: "Reveal", Ko: "정답"}
	msgRestartButton = i18n.Text{En: "Start hints over", Ko: "힌트 처음부터"}
	msgExpired       = i18n.Text{
		En: "This puzzle has expired: generated puzzles are kept for 7 days.",
		Ko: "이 퍼즐은 만료되었습니다. 만든 퍼즐은 7일 동안 보관됩니다.",
	}
	hintNew = i18n.Text{
		En: "Make a new one with /sudoku generate",
		Ko: "/스도쿠 생성 명령으로 새 퍼즐을 만드세요.",
	}
	msgBadButton = i18n.Text{
		En: "That button does not name a puzzle.",
		Ko: "그 버튼은 퍼즐을 가리키지 않습니다.",
	}
	msgHintHeader = i18n.Text{
		En: "**Hint %[1]d**, following on from the starting grid and your %[2]s (kibitz cannot see the digits you wrote in):",
		Ko: "**힌트 %[1]d**: 시작 판과 앞서 받은 %[2]s에 이어지는 단계입니다 (kibitz는 직접 써 넣은 숫자를 볼 수 없습니다).",
	}
	msgSecondHintHeader = i18n.Text{
		En: "**Hint 2**, following on from the starting grid and your earlier hint (kibitz cannot see the digits you wrote in):",
		Ko: "**힌트 2**: 시작 판과 앞서 받은 힌트에 이어지는 단계입니다 (kibitz는 직접 써 넣은 숫자를 볼 수 없습니다).",
	}
	msgFirstHintHeader = i18n.Text{
		En: "**Hint 1**, from the starting grid (kibitz cannot see the digits you wrote in; press again for the next step):",
		Ko: "**힌트 1**: 시작 판에서 출발한 단계입니다 (kibitz는 직접 써 넣은 숫자를 볼 수 없습니다. 다시 누르면 다음 단계가 나옵니다).",
	}
	msgHintLegend = i18n.Text{
		En: "In the image: givens dark, the digits of your hints blue, this hint's cell yellow.",
		Ko: "그림: 주어진 숫자는 검은색, 힌트로 받은 숫자는 파란색, 이번 힌트의 칸은 노란색입니다.",
	}
	// msgHintMarked names this hint's cell under the grid as text, with its mark (textHighlight, in a code
	// span): the cell in words, as the line that says which cell of a game is chosen names it.
	msgHintMarked = i18n.Text{
		En: "This hint's cell, marked %s: %s.",
		Ko: "이번 힌트의 칸 (%s 표시): %s.",
	}
	msgHintsDone = i18n.Text{
		En: "You have had a hint for every cell (%s): the grid is complete. Press **Start hints over** to begin again from the starting grid.",
		Ko: "모든 칸의 힌트를 받았습니다 (%s). 판이 다 찼습니다. **힌트 처음부터**를 누르면 시작 판부터 다시 시작합니다.",
	}
	msgRestarted = i18n.Text{
		En: "Your hints for this puzzle start over: the next **Hint** is step 1, from the starting grid.",
		Ko: "이 퍼즐의 힌트를 처음부터 다시 시작합니다. 다음 **힌트**는 시작 판에서 출발하는 1단계입니다.",
	}
	msgReveal = i18n.Text{
		En: "The solution (%[1]dx%[1]d, %[2]s).",
		Ko: "정답 (%[1]dx%[1]d, %[2]s).",
	}
	msgHintBudget = i18n.Text{
		En: "Finding the next step took longer than kibitz allows (%s).",
		Ko: "다음 단계를 찾는 데 kibitz의 제한 시간(%s)보다 오래 걸렸습니다.",
	}
	hintHintBudget = i18n.Text{
		En: "Press Reveal to see the solution instead.",
		Ko: "대신 정답 버튼을 눌러 답을 확인하세요.",
	}
)

// The pictures in words: their alt text (view.go), a headline and then the grid row by row. A headline
// says what the cells are, the colour that shows it in brackets ("30 givens (dark)"): a reader who cannot
// see the picture needs the meaning, and the colour only to talk about the picture with one who can.
var (
	msgAltPuzzle = i18n.Text{
		En: "A new %[1]dx%[1]d Sudoku puzzle, %[2]s, with %[3]s.",
		Ko: "새 %[1]dx%[1]d 스도쿠 퍼즐, %[2]s, %[3]s.",
	}
	msgAltUnsolvable = i18n.Text{
		En: "The %[1]dx%[1]d puzzle as given, with %[2]s. It has no solution.",
		Ko: "입력한 %[1]dx%[1]d 퍼즐, %[2]s. 답이 없습니다.",
	}
	msgAltSolution = i18n.Text{
		En: "The solution of the %[1]dx%[1]d Sudoku: %[2]s (dark), the %[3]s kibitz found (blue).",
		Ko: "%[1]dx%[1]d 스도쿠의 답: %[2]s(검은색), kibitz가 찾은 %[3]s(파란색).",
	}
	msgAltASolution = i18n.Text{
		En: "A solution of the %[1]dx%[1]d Sudoku, perhaps not the only one: %[2]s (dark), the %[3]s kibitz found (blue).",
		Ko: "%[1]dx%[1]d 스도쿠의 답 하나 (유일한지는 확인하지 못했습니다): %[2]s(검은색), kibitz가 찾은 %[3]s(파란색).",
	}
	msgAltFull = i18n.Text{
		En: "The %[1]dx%[1]d grid as given: already full, and valid.",
		Ko: "입력한 %[1]dx%[1]d 판: 이미 다 채워져 있고 올바릅니다.",
	}
	msgAltHint = i18n.Text{
		En: "The %[1]dx%[1]d puzzle with your hints so far: %[2]s (dark), the %[3]s from your hints (blue), and this hint's cell, %[4]s (yellow).",
		Ko: "지금까지 받은 힌트를 채운 %[1]dx%[1]d 퍼즐: %[2]s(검은색), 힌트로 받은 %[3]s(파란색), 이번 힌트의 칸 %[4]s(노란색).",
	}
	msgAltSeveral = i18n.Text{
		En: "Solution %[2]d of the two shown (this %[1]dx%[1]d puzzle has more than one): %[3]s (dark), the rest (blue), and the %[4]s where the two differ (yellow).",
		Ko: "보여 드리는 두 답 중 답 %[2]d (이 %[1]dx%[1]d 퍼즐은 답이 여러 개입니다): %[3]s(검은색), 나머지(파란색), 두 답이 다른 %[4]s(노란색).",
	}
	// msgAltFound and msgAltFromHints list the digits filled in beyond the givens, cell and digit
	// ("r1c3 4, r1c4 6"), after the grid, whose rows give them and the givens alike (foundAlt), as
	// msgAltWritten lists a game's.
	msgAltFound       = i18n.Text{En: "Found by kibitz: %s.", Ko: "kibitz가 찾은 숫자: %s."}
	msgAltFromHints   = i18n.Text{En: "From your hints: %s.", Ko: "힌트로 받은 숫자: %s."}
	msgAltRow         = i18n.Text{En: "Row %d: %s.", Ko: "%d행: %s."}
	msgAltBlank       = i18n.Text{En: "blank", Ko: "빈칸"}
	msgAltNumberedRow = i18n.Text{En: "%d: %s.", Ko: "%d: %s."}
	msgAltZero        = i18n.Text{En: "Row by row, 0 for a blank:", Ko: "한 행씩, 빈칸은 0:"}
	msgAltBoxes       = i18n.Text{En: "Row by row, each box's cells together:", Ko: "한 행씩, 상자마다 칸을 붙여서:"}
	msgAltBoxesZero   = i18n.Text{En: "Row by row, each box's cells together, 0 for a blank:", Ko: "한 행씩, 상자마다 칸을 붙여서, 빈칸은 0:"}
	msgAltRowCut      = i18n.Text{En: "Row %d is left out: the description has no room for it.", Ko: "%d행은 설명에 자리가 모자라 뺐습니다."}
	msgAltRowsCut     = i18n.Text{En: "Rows %d to %d are left out: the description has no room for them.", Ko: "%d~%d행은 설명에 자리가 모자라 뺐습니다."}
)

// The techniques and grades by name, and the words of hint steps (hint.go puts them together).
var (
	techniqueNames = map[sudoku.Technique]i18n.Text{
		sudoku.NakedSingle:  {En: "naked single", Ko: "네이키드 싱글"},
		sudoku.HiddenSingle: {En: "hidden single", Ko: "히든 싱글"},
		sudoku.Pointing:     {En: "pointing", Ko: "포인팅"},
		sudoku.Claiming:     {En: "claiming", Ko: "클레이밍"},
		sudoku.NakedPair:    {En: "naked pair", Ko: "네이키드 페어"},
		sudoku.HiddenPair:   {En: "hidden pair", Ko: "히든 페어"},
		sudoku.NakedTriple:  {En: "naked triple", Ko: "네이키드 트리플"},
		sudoku.HiddenTriple: {En: "hidden triple", Ko: "히든 트리플"},
		sudoku.XWing:        {En: "X-Wing", Ko: "X-윙"},
		sudoku.NakedQuad:    {En: "naked quad", Ko: "네이키드 쿼드"},
		sudoku.HiddenQuad:   {En: "hidden quad", Ko: "히든 쿼드"},
		sudoku.Swordfish:    {En: "Swordfish", Ko: "스워드피시"},
		sudoku.XYWing:       {En: "XY-Wing", Ko: "XY-윙"},
		sudoku.XYZWing:      {En: "XYZ-Wing", Ko: "XYZ-윙"},
		sudoku.Jellyfish:    {En: "Jellyfish", Ko: "젤리피시"},
		sudoku.Reveal:       {En: "from the solution", Ko: "정답에서"},
	}
	difficultyNames = map[sudoku.Difficulty]i18n.Text{
		sudoku.Easy:   {En: "easy", Ko: "쉬움"},
		sudoku.Medium: {En: "medium", Ko: "보통"},
		sudoku.Hard:   {En: "hard", Ko: "어려움"},
		sudoku.Expert: {En: "expert", Ko: "전문가"},
	}
)

var (
	msgRow        = i18n.Text{En: "row %d", Ko: "%d행"}
	msgColumn     = i18n.Text{En: "column %d", Ko: "%d열"}
	msgBoxUnit    = i18n.Text{En: "box %d", Ko: "%d번 상자"}
	msgRows       = i18n.Text{En: "rows %s", Ko: "%s"}
	msgColumns    = i18n.Text{En: "columns %s", Ko: "%s"}
	msgStepSingle = i18n.Text{
		En: "Cell %[1]s can only be %[2]s (naked single).",
		Ko: "%[1]s 칸에는 %[2]s만 들어갈 수 있습니다 (네이키드 싱글).",
	}
	msgStepHidden = i18n.Text{
		En: "In %[1]s, %[2]s fits only in cell %[3]s (hidden single).",
		Ko: "%[1]s에서 %[2]s%[4]s 들어갈 수 있는 칸은 %[3]s뿐입니다 (히든 싱글).",
	}
	msgStepLocked = i18n.Text{
		En: "In %[1]s, every candidate %[2]s lies in %[3]s, so the rest of %[3]s cannot hold %[2]s (%[4]s).",
		Ko: "%[1]s의 %[2]s 후보는 모두 %[3]s에 있으므로, %[3]s의 나머지 칸에서 %[2]s 후보를 지웁니다 (%[4]s).",
	}
	msgStepNaked = i18n.Text{
		En: "In %[1]s, cells %[2]s hold only %[3]s between them, so the other cells of %[1]s cannot hold those digits (%[4]s).",
		Ko: "%[1]s에서 %[2]s 칸의 후보는 합쳐서 %[3]s뿐이므로, %[1]s의 다른 칸에서 이 숫자 후보를 지웁니다 (%[4]s).",
	}
	msgStepHiddenSubset = i18n.Text{
		En: "In %[1]s, %[3]s fit only in cells %[2]s, so those cells can hold nothing else (%[4]s).",
		Ko: "%[1]s에서 %[3]s 숫자가 들어갈 수 있는 칸은 %[2]s뿐이므로, 이 칸들의 다른 후보를 지웁니다 (%[4]s).",
	}
	msgStepFish = i18n.Text{
		En: "In %[1]s, %[3]s can go only in %[2]s, so the rest of %[2]s cannot hold %[3]s (%[4]s).",
		Ko: "%[1]s에서 %[3]s 후보는 %[2]s에만 있으므로, %[2]s의 나머지 칸에서 %[3]s 후보를 지웁니다 (%[4]s).",
	}
	msgStepXYWing = i18n.Text{
		En: "Cell %[1]s can only be %[4]s or %[5]s; it sees %[2]s (%[4]s or %[6]s) and %[3]s (%[5]s or %[6]s). Whichever %[1]s takes, one of those two is %[6]s, so a cell that sees both cannot hold %[6]s (XY-Wing).",
		Ko: "%[1]s 칸은 %[4]s 또는 %[5]s, 이 칸이 보는 %[2]s 칸은 %[4]s 또는 %[6]s, %[3]s 칸은 %[5]s 또는 %[6]s입니다. %[1]s 칸이 무엇이 되든 두 칸 중 하나는 %[6]s이므로, 두 칸을 모두 보는 칸에서 %[6]s 후보를 지웁니다 (XY-윙).",
	}
	msgStepXYZWing = i18n.Text{
		En: "Cell %[1]s can only be %[4]s, %[5]s or %[6]s; it sees %[2]s and %[3]s, which each hold %[6]s and one of %[4]s and %[5]s. One of the three must be %[6]s, so a cell that sees all three cannot hold %[6]s (XYZ-Wing).",
		Ko: "%[1]s 칸의 후보는 %[4]s, %[5]s, %[6]s이고, 이 칸이 보는 %[2]s, %[3]s 칸은 각각 %[6]s 후보와 %[4]s, %[5]s 중 하나를 후보로 가집니다. 세 칸 중 하나는 반드시 %[6]s이므로, 세 칸을 모두 보는 칸에서 %[6]s 후보를 지웁니다 (XYZ-윙).",
	}
	msgStepReveal = i18n.Text{
		En: "No technique kibitz knows finds the next digit from here, so here is one from the solution: cell %[1]s is %[2]s (of the blank cells, it has the fewest candidates).",
		Ko: "kibitz가 아는 기법으로는 여기서 다음 숫자를 찾을 수 없어 정답에서 한 칸을 알려 드립니다: %[1]s 칸은 %[2]s입니다 (빈칸 중 후보가 가장 적은 칸).",
	}
	msgRemoves = i18n.Text{
		En: "Removes: %s.",
		Ko: "지울 후보: %s.",
	}
	msgRemovesDigit = i18n.Text{
		En: "%s from %s",
		Ko: "%s (%s)",
	}
	msgThen = i18n.Text{
		En: "That done:",
		Ko: "그러고 나면:",
	}
	msgStepsCut = i18n.Text{
		En: "… %s, not shown, before:",
		Ko: "… 보여 드리지 않은 %s를 더 거친 뒤:",
	}
	msgRemovedInFile = i18n.Text{
		En: "and %s, in the attached %s",
		Ko: "외 %s: 첨부한 %s에 있음",
	}
	msgStepsInFile = i18n.Text{
		En: "… %s, all in the attached %s, before:",
		Ko: "… 첨부한 %[2]s에 모두 있는 %[1]s를 더 거친 뒤:",
	}
)
