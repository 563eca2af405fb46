package bot

import (
	"strconv"

	"kibitz/i18n"
	"kibitz/router"
)

// What the console says of its own, in the language chosen with "locale" (docs/contract.md §3). The markers
// a script reads, "kibitz:", "error:", "[attachment NAME saved to PATH]" and "  alt:", stay as they are in
// both languages, and so do the console's words (click, select, submit, as, locale, help, quit). The Korean
// texts name commands and options as a Korean Discord client shows them.
var (
	msgConsoleHelp = i18n.Text{
		En: `Type slash commands as in Discord, options as name:value; a value runs to the next option
(or quote it: heaps:"3 4 5"):
  /help
  /tictactoe play
  /tictactoe analyze board:X.O......
  /kpk analyze position:Ke1 Pe2 ke8 w
Then:
  click N           press the N-th button of the last message
  select N VALUE    choose VALUE (a value or a label) in the N-th menu of the last message
  submit f:v ...    fill in and send the open form
  as NAME           act as another user from now on
  locale LANG       answer in LANG: en, ko, ja, es or pt-BR
  place WHERE       act in a server (server), a server that did not add kibitz
                    (user-server), your DM with kibitz (dm) or a group DM (group)
  help              this text
  quit              leave`,
		Ko: `디스코드에서처럼 슬래시 명령을 입력하세요. 옵션은 이름:값 으로 쓰고, 값은 다음 옵션 앞까지 이어집니다
(따옴표로 묶어도 됩니다: 더미:"3 4 5"):
  /도움말
  /틱택토 대국
  /틱택토 분석 판:X.O......
  /킹폰킹 분석 국면:Ke1 Pe2 ke8 w
그다음:
  click N           마지막 메시지의 N번째 버튼을 누릅니다
  select N 값       마지막 메시지의 N번째 메뉴에서 값(값 또는 표시된 이름)을 고릅니다
  submit 항목:값 ...  열린 양식을 채워 보냅니다
  as 이름           이제부터 다른 사용자로 행동합니다
  locale 언어       그 언어로 답합니다: en, ko, ja, es, pt-BR
  place 장소        서버(server), kibitz를 추가하지 않은 서버(user-server),
                    kibitz와의 DM(dm), 그룹 DM(group) 중 한 곳에서 행동합니다
  help              이 도움말
  quit              끝냅니다`,
	}
	msgNotConsoleCommand = i18n.Text{En: "%s is not a command; type help", Ko: "%s 명령이 아닙니다. help를 입력해 보세요"}
	msgUsageClick        = i18n.Text{En: "usage: click N", Ko: "사용법: click N"}
	msgUsageSelect       = i18n.Text{En: "usage: select N VALUE", Ko: "사용법: select N 값"}
	msgUsageAs           = i18n.Text{En: "usage: as NAME (one word, such as as bob)", Ko: "사용법: as 이름 (한 단어, 예: as bob)"}
	msgUsageLocale       = i18n.Text{En: "usage: locale ko, locale en, locale ja, locale es or locale pt-BR", Ko: "사용법: locale ko, locale en, locale ja, locale es, locale pt-BR 중 하나"}
	msgUnknownLocale     = i18n.Text{En: "locale ko, locale en, locale ja, locale es or locale pt-BR", Ko: "locale ko, locale en, locale ja, locale es, locale pt-BR 중 하나를 쓰세요"}
	msgLocaleIncomplete  = i18n.Text{En: "(locale %s: its translation is not complete yet, so kibitz answers in English)", Ko: "(언어 설정: %s. 아직 번역이 다 되지 않아 영어로 답합니다)"}
	msgUsagePlace        = i18n.Text{En: "usage: place server, place user-server, place dm or place group", Ko: "사용법: place server, place user-server, place dm, place group 중 하나"}
	msgActingAs          = i18n.Text{En: "(now acting as %s)", Ko: "(이제 %s 사용자로 행동합니다)"}
	msgLocaleSet         = i18n.Text{En: "(locale %s)", Ko: "(언어 설정: %s)"}

	msgPlaceSet = map[router.Place]i18n.Text{
		router.PlaceServer:            {En: "(now in a server that added kibitz)", Ko: "(이제 kibitz를 추가한 서버에 있습니다)"},
		router.PlaceServerUserInstall: {En: "(now in a server where only you installed kibitz)", Ko: "(이제 나만 kibitz를 설치한 서버에 있습니다)"},
		router.PlaceBotDM:             {En: "(now in your direct messages with kibitz)", Ko: "(이제 kibitz와의 DM에 있습니다)"},
		router.PlaceGroupDM:           {En: "(now in a group DM)", Ko: "(이제 그룹 DM에 있습니다)"},
	}

	msgReplyPrivate = i18n.Text{En: "kibitz (only you can see this)", Ko: "kibitz (나만 보기)"}
	msgReplyUpdate  = i18n.Text{En: "kibitz (updates the message)", Ko: "kibitz (메시지 수정)"}
	// msgReplyNotifies heads a public message that pings users in Discord (router.Response.Notify).
	msgReplyNotifies = i18n.Text{En: "kibitz (notifies %s)", Ko: "kibitz (%s 님에게 알림)"}
	msgSaveFailed    = i18n.Text{En: "the attachment %s could not be saved: %v", Ko: "첨부 파일 %s을(를) 저장하지 못했습니다: %v"}
	msgFormOpens     = i18n.Text{En: "kibitz opens a form: %s", Ko: "kibitz가 양식을 엽니다: %s"}
	msgFormField     = i18n.Text{En: "field %s: %s", Ko: "항목 %s: %s"}
	msgFormAnswer    = i18n.Text{En: "(answer with: submit field:value)", Ko: "(submit 항목:값 으로 답하세요)"}
	msgButtonsLine   = i18n.Text{En: "buttons: %s", Ko: "버튼: %s"}
	msgDisabled      = i18n.Text{En: "%s (disabled)", Ko: "%s (누를 수 없음)"}
	msgMenuLine      = i18n.Text{En: "menu %d (%s): %s", Ko: "메뉴 %d (%s): %s"}

	msgNoButton       = i18n.Text{En: "there is no button %s (the last message has %d)", Ko: "%s번 버튼은 없습니다 (마지막 메시지의 버튼은 %d개)"}
	msgButtonDisabled = i18n.Text{En: "button %d (%s) is disabled", Ko: "%d번 버튼(%s)은 누를 수 없습니다"}
	msgButtonOpens    = i18n.Text{En: "(button %d opens %s)", Ko: "(%d번 버튼은 링크를 엽니다: %s)"}
	msgNoMenu         = i18n.Text{En: "there is no menu %s (the last message has %d)", Ko: "%s번 메뉴는 없습니다 (마지막 메시지의 메뉴는 %d개)"}
	msgMenuDisabled   = i18n.Text{En: "menu %d is disabled", Ko: "%d번 메뉴는 고를 수 없습니다"}
	msgNoChoice       = i18n.Text{En: "menu %d has no choice %q; choices: %s", Ko: "%d번 메뉴에는 %q 항목이 없습니다. 항목: %s"}
	msgNoForm         = i18n.Text{En: "no form is open", Ko: "열린 양식이 없습니다"}
	msgNotFieldValue  = i18n.Text{En: "%s is not field:value; fields: %s", Ko: "%s 항목:값 형식이 아닙니다. 항목: %s"}

	msgNoCommand       = i18n.Text{En: "there is no command /%s; /help lists them", Ko: "/%s 명령은 없습니다. /도움말에 명령 목록이 있습니다"}
	msgNeedsSubcommand = i18n.Text{En: "/%s needs a subcommand: %s", Ko: "/%s 명령에는 하위 명령이 필요합니다: %s"}
	msgNoSubcommand    = i18n.Text{En: "/%s has no subcommand %q; it has %s", Ko: "/%s 명령에는 %q 하위 명령이 없습니다. 있는 것: %s"}
	msgNotNameValue    = i18n.Text{En: "%s is not name:value; options: %s", Ko: "%s 이름:값 형식이 아닙니다. 옵션: %s"}
	msgNoSuchOption    = i18n.Text{En: "no option %q here; options: %s", Ko: "여기에는 %q 옵션이 없습니다. 옵션: %s"}
	msgOptionTwice     = i18n.Text{En: "the option %s is given twice; give it once", Ko: "%s 옵션이 두 번 들어 있습니다. 한 번만 쓰세요"}
	msgUsageQuit       = i18n.Text{En: "%s takes nothing after it: type %s alone to leave", Ko: "%s 뒤에는 아무것도 쓰지 않습니다. 끝내려면 %s만 입력하세요"}
	msgTakesNoOptions  = i18n.Text{En: "%s is more than this command takes: it has no options", Ko: "%s 필요 없습니다. 이 명령에는 옵션이 없습니다"}
	msgBadOption       = i18n.Text{En: "option %s: %s", Ko: "%s 옵션: %s"}
	msgNotWhole        = i18n.Text{En: "%s is not a whole number", Ko: "%s 정수가 아닙니다"}
	msgWholeTooLarge   = i18n.Text{En: "%s is too large: it takes at most %s", Ko: "%s 너무 큽니다. 최대 %s까지 받습니다"}
	msgWholeTooSmall   = i18n.Text{En: "%s is too small: it takes at least %s", Ko: "%s 너무 작습니다. 최소 %s부터 받습니다"}
	msgNotAChoice      = i18n.Text{En: "%s is none of its choices: %s", Ko: "%s 고를 수 있는 값이 아닙니다. 값: %s"}
	msgNotNumber       = i18n.Text{En: "%s is not a number", Ko: "%s 숫자가 아닙니다"}
	msgNotBool         = i18n.Text{En: "%s is not true or false", Ko: "%s true나 false가 아닙니다"}
	msgCannotAttach    = i18n.Text{En: "cannot attach %s: %v", Ko: "%s 파일을 첨부할 수 없습니다: %v"}
	msgAttachFolder    = i18n.Text{En: "cannot attach %s: it is a folder; give a file", Ko: "%s 폴더라서 첨부할 수 없습니다. 파일을 지정하세요"}
	// msgUnknownMention is a mention (<@123>) of an id that is no user of the console's: its users are made
	// from names (as bob), and kibitz has its own id.
	msgUnknownMention = i18n.Text{
		En: "%s mentions no user the console knows; name the user instead, as in %s",
		Ko: "%s 콘솔이 아는 사용자가 아닙니다. 대신 %s처럼 사용자 이름을 쓰세요",
	}
	msgAsKibitz      = i18n.Text{En: "%s is kibitz, which the console cannot act as; name a user, as in as bob", Ko: "%s kibitz라서 그 사용자로 행동할 수 없습니다. as bob처럼 사용자 이름을 쓰세요"}
	msgUnclosedQuote = i18n.Text{En: "unclosed quote", Ko: "따옴표가 닫히지 않았습니다"}
)

// numberSubject is a whole number the user typed, its digits grouped as the reader's language groups them,
// as the subject of a sentence: 99,999,999,999,999,999,999은, 99.999 in Spanish.
func numberSubject(w string) i18n.Particle {
	return i18n.WithParticle(i18n.TypedNum(w), "은/는")
}

// quotedSubject is a word the user typed, quoted, as the subject of a sentence: "abc", "열"은, "3.5"는.
func quotedSubject(w string) i18n.Particle {
	return i18n.WithParticle(i18n.Plain(strconv.Quote(w)), "은/는")
}

// mentionSubject is a mention the user typed (<@123>), as the subject of a sentence: <@123>은.
func mentionSubject(m string) i18n.Particle {
	return i18n.WithParticle(i18n.Plain(m), "은/는")
}
