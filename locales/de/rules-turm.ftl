## Regelwissen: Der Turm (Spiel-Id "turm").
## Jeder Eintrag ist eine Nachricht rules-turm-THEMA: der Wert beantwortet die Frage, .title
## benennt das Thema, .ask listet, wie Spieler danach fragen (getrennt durch " | "). $live ist
## "yes", wenn am Tisch gerade Der Turm läuft; dann nennt die Antwort Namen und Zahlen dieses Tisches.

rules-turm-summary = Der Turm ist für 2 bis 6 Personen, mit 36 Edelsteinen und einem Stapel Etagen, jede mit einer Zahlenscheibe. Wer dran ist, hebt den Stapel an und öffnet so eine Etage nach der anderen: Liegen darin weniger Steine als ihre Zahl, legt man einen Stein hinein und darf weitermachen oder aufhören; ist sie schon voll, gewinnt der Turm und man nimmt alle Steine aus den in diesem Zug geöffneten Etagen zurück. Wer seinen letzten Stein in den Turm legt, gewinnt sofort.
    .title = Zusammenfassung

rules-turm-setup = { $live ->
        [yes] { $rest ->
            [0] Bei { $count } Personen hat jede { $share } Steine bekommen; { $starter } als Startperson bekam nichts extra, weil nichts übrig blieb.
           *[other] Bei { $count } Personen hat jede { $share } Steine bekommen; { $starter } als Startperson bekam zusätzlich die { $rest } übrigen, zusammen { $starter_hand }.
        } Die anderen 4 Steine lagen zu Beginn im Turm, je einer in einer 1er-, 2er-, 3er- und 4er-Etage.
       *[no] Legt in jede Etage eine Zahlenscheibe. Legt je einen Stein in eine Etage mit 1, 2, 3 und 4, also liegen zu Beginn 4 Steine im Turm. Stapelt die Etagen in zufälliger Reihenfolge, das Dach obendrauf. Die übrigen 32 Steine werden gleichmäßig verteilt; was übrig bleibt, bekommt die Startperson.
    }
    .title = Aufbau und Steine zu Beginn
    .ask = wie viele Steine bekommt jeder | wie bauen wir auf | mit wie vielen Steinen fangen wir an | wer bekommt die übrigen Steine | wie werden die Steine verteilt | wie viele Steine sind am Anfang im Turm | wie bereiten wir den Turm vor | wie viele Steine zu viert | wie viele Edelsteine hat jeder am Anfang

rules-turm-players = { $live ->
        [yes] Der Turm ist für 2 bis 6 Personen; an diesem Tisch spielen { $count }: { $players }.
       *[no] Der Turm ist für 2 bis 6 Personen.
    }
    .title = Anzahl der Mitspieler
    .ask = wie viele Spieler | wie viele Personen können mitspielen | können sieben mitspielen | wie viele dürfen höchstens mitspielen | kann man zu zweit spielen | ab wie vielen Personen

rules-turm-starter = { $live ->
        [yes] { $starter } hat dieses Spiel begonnen. Das Regelheft sagt nicht, wer beginnt; ich nehme die zuerst genannte Person, wenn ihr nichts anderes sagt (Entscheidung des Schiedsrichters).
       *[no] Das Regelheft sagt nicht, wer beginnt: Ich nehme die zuerst genannte Person, wenn ihr keine andere nennt (Entscheidung des Schiedsrichters). Die Startperson bekommt die Steine, die beim Verteilen der 32 übrig bleiben.
    }
    .title = Wer beginnt
    .ask = wer beginnt | wer fängt an | wer ist zuerst dran | wer ist die Startperson | wer hat den ersten Zug | fängt der Jüngste an

rules-turm-turn = In deinem Zug hebst du beliebig viele Etagen auf einmal ab und öffnest so die Etage an der Trennstelle. Schau auf ihre Zahlenscheibe: Liegen darin weniger Steine als die Zahl, legst du genau einen Stein hinein. Dann öffnest du eine weitere Etage oder beendest deinen Zug. Alle geöffneten Etagen bleiben offen, bis dein Zug endet.
    .title = Ein Zug
    .ask = was mache ich in meinem Zug | wie läuft ein Zug ab | wie spiele ich einen Zug | was passiert wenn ich eine Etage öffne | wie funktioniert das Aufdecken | darf ich weitermachen nachdem ich einen Stein gelegt habe | wie viele Etagen darf ich öffnen | was tue ich wenn ich dran bin

rules-turm-capacity = In eine Etage passen so viele Steine, wie die Zahl auf ihrer Scheibe zeigt: in eine 3er-Etage drei, in eine 1er-Etage einer. Die 0er-Etage fasst keinen, wer sie öffnet, verliert also immer gegen den Turm. Ist Platz, legst du genau einen Stein hinein, nie mehr.
    .title = Wie viele Steine in eine Etage passen
    .ask = wie viele Steine passen in eine Etage | wann ist eine Etage voll | was bedeutet die Zahl auf der Scheibe | darf ich zwei Steine hineinlegen | wie viele Steine darf ich hineinlegen | wann darf ich einen Stein legen | ist in der Etage noch Platz

rules-turm-zero = In die 0er-Etage passt nie ein Stein. Öffnest du sie, gewinnt der Turm: Du nimmst alle Steine aus den Etagen zurück, die du in diesem Zug geöffnet hast.
    .title = Die Null-Etage
    .ask = was ist mit der Null | was passiert bei der 0 | die Nullscheibe | darf ich einen Stein auf die 0 legen | was wenn ich die leere Null öffne | die Etage mit der Null | nimmt die Null einen Stein

rules-turm-bust = { $live ->
        [yes] { $case ->
            [over] Das Spiel ist vorbei. Allgemein gilt: Öffnest du eine Etage, die schon voll ist, gewinnt der Turm — du nimmst alle Steine aus den in diesem Zug geöffneten Etagen, auch die gerade hineingelegten, und dein Zug endet.
            [open] Gewänne der Turm jetzt, nähme { $player } { $gems } { $gems ->
                [one] Stein
               *[other] Steine
            } aus { $floors ->
                [one] der einen offenen Etage
               *[other] den { $floors } offenen Etagen
            } zurück, dazu alles aus der nächsten Etage, und der Zug wäre vorbei.
           *[none] Öffnest du eine Etage, die schon voll ist, gewinnt der Turm: Du nimmst alle Steine aus den in diesem Zug geöffneten Etagen, auch die gerade hineingelegten, und dein Zug endet. { $player } hat noch keine Etage offen.
        }
       *[no] Öffnest du eine Etage, die schon voll ist (so viele Steine wie ihre Zahl, oder eine 0er-Etage), gewinnt der Turm: Du nimmst alle Steine aus allen Etagen, die du in diesem Zug geöffnet hast — auch die, die du gerade hineingelegt hast — und dein Zug endet.
    }
    .title = Wenn der Turm gewinnt
    .ask = was passiert wenn die Etage voll ist | was wenn der Turm gewinnt | bekomme ich die Steine zurück | welche Steine muss ich nehmen | was wenn kein Platz mehr ist | der Turm hat mich ausgetrickst was jetzt | muss ich die Steine aus allen offenen Etagen nehmen | was passiert wenn ich verliere

rules-turm-end-turn = Du darfst deinen Zug nach jeder Etage beenden, die deinen Stein aufgenommen hat — aber in jedem Zug muss mindestens eine Etage geöffnet werden (Entscheidung des Schiedsrichters). Am Ende setzt du das Dach auf eine Etage, die du in diesem Zug geöffnet hast, und stapelst die Teile in beliebiger Reihenfolge zusammen, ohne weitere Etagen zu öffnen.
    .title = Zug beenden und Turm zusammensetzen
    .ask = wann darf ich aufhören | wie beende ich meinen Zug | darf ich den Zug ohne Öffnen beenden | was mache ich am Ende meines Zuges | wie bauen wir den Turm wieder zusammen | wohin kommt das Dach | darf ich passen | muss ich eine Etage öffnen

rules-turm-roof = Hebe niemals nur das Dach ab. Am Ende jedes Zuges kommt das Dach auf eine der Etagen, die in diesem Zug geöffnet wurden.
    .title = Das Dach
    .ask = darf ich das Dach abheben | wohin kommt das Dach | was ist mit dem Dach | darf ich nur das Dach abnehmen | wo lege ich das Dach hin | das Dach am Ende des Zuges

rules-turm-game-end = { $live ->
        [yes] { $case ->
            [over] Das Spiel ist vorbei: { $winners } { $winners_count ->
                [one] hat
               *[other] haben
            } gewonnen.
           *[playing] Wer seinen letzten Stein in den Turm legt, gewinnt sofort. Das hat noch niemand geschafft; am nächsten dran { $leaders_count ->
                [one] ist
               *[other] sind
            } { $leaders } mit { $gems } { $gems ->
                [one] Stein
               *[other] Steinen
            } auf der Hand. Hört ihr vorher einvernehmlich auf, gewinnen die wenigsten Steine auf der Hand (Entscheidung des Schiedsrichters).
        }
       *[no] Wer seinen letzten Stein in den Turm legt, gewinnt sofort. Hört der Tisch einvernehmlich früher auf, gewinnen die wenigsten Steine auf der Hand; bei Gleichstand wird geteilt (Entscheidung des Schiedsrichters).
    }
    .title = Sieg und Spielende
    .ask = wie gewinne ich | wie gewinnt man beim Turm | wer gewinnt | wann endet das Spiel | was ist das Ziel | was wenn wir früher aufhören | wer ist am nächsten am Sieg | was ist bei Gleichstand

rules-turm-star = { $live ->
        [yes] { $case ->
            [first] Das ist ein Einstiegsspiel: 9 Etagen, kein ★. Der ★ kommt erst im vollen Spiel mit 10 Etagen dazu.
            [super2] In diesem Spiel ist der ★ „Super 2“: Ist die Etage leer, legst du zwei Steine hinein; sonst gewinnt der Turm. Hast du nur noch einen Stein, legst du diesen hinein und gewinnst.
            [mirror] In diesem Spiel ist der ★ der Spiegel: Er fasst so viele Steine, wie die Person, die ihn öffnet, gerade auf der Hand hat — { $player } hat { $hand }. Liegen weniger darin, kommt ein Stein hinein; sonst gewinnt der Turm.
            [friendly4] In diesem Spiel ist der ★ „die freundliche 4“: Er fasst 4 Steine. Ist er nicht voll, legt die Person mit den meisten Steinen auf der Hand einen hinein — würde { $player } ihn jetzt öffnen, wäre das { $giver } — und der Zug geht weiter. Ist er voll, gewinnt der Turm.
           *[cantstop] In diesem Spiel ist der ★ „Can't Stop“: Er fasst 4 Steine. Ist Platz, legst du einen hinein — und musst danach noch mindestens eine Etage öffnen, bevor du den Zug beenden darfst. Ist er voll, gewinnt der Turm.
        }
       *[no] Die ★-Etage gibt es nur im vollen Spiel (10 Etagen). Vor dem Spiel wählt ihr eine Regel für sie: „Super 2“ (ein leerer Stern nimmt zwei Steine), den Spiegel (er fasst so viele Steine, wie du auf der Hand hast), „die freundliche 4“ (wer die meisten Steine hat, legt einen hinein) oder „Can't Stop“ (nach dem Hineinlegen musst du eine weitere Etage öffnen).
    }
    .title = Die ★-Etage
    .ask = was macht der Stern | welche Sternregel haben wir | wie funktioniert der Stern | was passiert wenn ich den Stern öffne | die Sternetage | mit welcher Sternregel spielen wir | was ist besonders am Stern | was gilt für den Stern in unserem Spiel

rules-turm-super2 = „Super 2“: Die ★-Etage fasst zwei Steine. Ist sie beim Öffnen leer, legst du zwei Steine hinein; liegt schon etwas darin, gewinnt der Turm. Hast du nur noch einen Stein, legst du diesen hinein und gewinnst (Entscheidung des Schiedsrichters).
    .title = ★-Regel: Super 2
    .ask = was ist Super 2 | wie funktioniert Super zwei | Super 2 mit nur einem Stein | der Stern mit zwei Steinen | was wenn der Super-2-Stern leer ist | lege ich zwei Steine in den Stern

rules-turm-mirror = Der Spiegel: Die ★-Etage fasst so viele Steine, wie die Person, die sie öffnet, in diesem Moment auf der Hand hat. Liegen weniger darin, kommt ein Stein hinein; liegen gleich viele oder mehr darin, gewinnt der Turm.
    .title = ★-Regel: der Spiegel
    .ask = was ist der Spiegel | wie funktioniert der Spiegelstern | Spiegelregel | der Stern fasst so viele Steine wie ich habe | wie viele Steine passen in den Spiegel | was bedeutet Spiegel

rules-turm-friendly4 = „Die freundliche 4“: Die ★-Etage fasst 4 Steine. Ist sie nicht voll, legt die Person mit den meisten Steinen auf der Hand einen hinein — nicht unbedingt du — und dein Zug geht weiter. Haben mehrere gleich viele, bist du es, wenn du dazugehörst, sonst die erste von ihnen im Uhrzeigersinn nach dir (Entscheidung des Schiedsrichters). Ist sie voll, gewinnt der Turm.
    .title = ★-Regel: die freundliche 4
    .ask = was ist die freundliche 4 | wie funktioniert die freundliche Vier | wer legt den Stein in die freundliche 4 | was wenn zwei die meisten Steine haben | freundliche Vier bei Gleichstand | der nette Vierer

rules-turm-cantstop = „Can't Stop“: Die ★-Etage fasst 4 Steine. Ist Platz, legst du einen Stein hinein — und musst danach noch mindestens eine Etage öffnen, bevor du den Zug beenden darfst. Ist sie voll, gewinnt der Turm.
    .title = ★-Regel: Can't Stop
    .ask = was ist Can't Stop | wie funktioniert cant stop | muss ich nach dem Stern weitermachen | darf ich nach dem Stern aufhören | die Can't-Stop-Regel | muss ich nach dem Stern noch eine Etage öffnen

rules-turm-variants = { $live ->
        [yes] { $case ->
            [first] Dieser Tisch spielt das Einstiegsspiel: 9 Etagen, kein ★.
           *[full] Dieser Tisch spielt das volle Spiel: 10 Etagen, mit der zu Beginn gewählten ★-Regel.
        } Das Einstiegsspiel lässt die ★-Etage weg; das volle Spiel nimmt sie als zehnte Etage dazu, mit einer von vier Regeln: Super 2, Spiegel, freundliche 4 oder Can't Stop.
       *[no] Es gibt zwei Arten zu spielen. Das Einstiegsspiel nutzt 9 Etagen ohne ★. Das volle Spiel nutzt alle 10 Etagen; vorher wählt ihr eine von vier ★-Regeln: Super 2, Spiegel, freundliche 4 oder Can't Stop.
    }
    .title = Einstiegsspiel und volles Spiel
    .ask = wie viele Etagen gibt es | was ist das Einstiegsspiel | was ist das volle Spiel | spielen wir mit Stern | wie viele Etagen im ersten Spiel | sollen Anfänger ohne Stern spielen | Varianten | wie viele Zahlenscheiben gibt es | was ist anders beim ersten Spiel | aus wie vielen Etagen besteht der Turm

rules-turm-recount = Sag mir jede geöffnete Etage als Zahl und die Steine, die schon darin liegen („eine 2 mit einem Stein“, „eine leere 3“). Eine Meldung, die nicht stimmen kann — eine 1er-Etage mit 2 Steinen, ein Stein in einer 0er-Etage, mehr Steine als im Turm sind — übernehme ich nicht, sondern bitte euch, nachzuzählen (Entscheidung des Schiedsrichters).
    .title = Etagen melden und nachzählen
    .ask = wie melde ich eine Etage | was sage ich dir | was wenn ich mich verzählt habe | warum soll ich nachzählen | was wenn die Steine nicht stimmen | wie sage ich was ich geöffnet habe | was wenn jemand eine unmögliche Etage meldet | wie sage ich dir was ich gefunden habe

rules-turm-conduct = Hebe nie nur das Dach ab. Du darfst beliebig viele Etagen auf einmal anheben. Lege immer nur einen Stein in eine Etage. Am Zugende kommt das Dach auf eine geöffnete Etage, und der Turm wird zusammengesetzt, ohne weitere Etagen zu öffnen. Alle 36 Steine sind immer entweder auf den Händen oder im Turm.
    .title = Verhalten am Tisch
    .ask = was ist verboten | welche Regeln gelten am Tisch | was gilt als Schummeln | darf ich in die Etagen schauen | darf ich spicken | darf ich beim Zusammensetzen Etagen öffnen | wie viele Steine gibt es insgesamt
