package i18n

import "testing"

func TestFromLocale(t *testing.T) {
	for _, tc := range []struct {
		locale string
		want   Lang
	}{
		{"ko", Korean},
		{"ko-KR", Korean},
		{"en-US", English},
		{"en-GB", English},
		{"ja", English},
		{"", English},
		{"k", English},
	} {
		if got := FromLocale(tc.locale); got != tc.want {
			t.Errorf("FromLocale(%q) = %v, want %v", tc.locale, got, tc.want)
		}
	}
}

func TestTextInAndFormat(t *testing.T) {
	msg := Text{En: "%s has %d stones", Ko: "%[2]d개의 돌이 %[1]s에 있습니다"}
	got := msg.Format("heap 1", 3)
	if got.En != "heap 1 has 3 stones" || got.Ko != "3개의 돌이 heap 1에 있습니다" {
		t.Errorf("Format = %+v", got)
	}
	if s := msg.F(Korean, "a", 1); s != "1개의 돌이 a에 있습니다" {
		t.Errorf("F(Korean) = %q", s)
	}
	if s := (Text{En: "only English"}).In(Korean); s != "only English" {
		t.Errorf("missing Korean falls back to English, got %q", s)
	}
	if j := Join(" ", Plain("a"), Text{En: "b", Ko: "나"}); j.En != "a b" || j.Ko != "a 나" {
		t.Errorf("Join = %+v", j)
	}
}
