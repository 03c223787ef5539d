## Regelwissen: Der Turm (Spiel-Id "turm").
## Jeder Eintrag ist eine Nachricht rules-turm-THEMA: der Wert beantwortet die Frage, .title
## benennt das Thema, .ask listet, wie Spieler danach fragen (getrennt durch " | "). $live ist
## "yes", wenn am Tisch gerade Der Turm läuft; dann nennt die Antwort Namen und Zahlen dieses Tisches.
## Begriffe wie in turm.ftl: Stockwerk, Stein, Stern, aufdecken, erstes Spiel / volles Spiel,
## Superzweier, Spiegel, freundlicher Vierer, Can't Stop. Die .ask-Zeilen dürfen auch andere
## Wörter enthalten (Etage, Edelstein, Super 2 …): so fragen Spieler eben.

rules-turm-summary = Der Turm ist für 2 bis 6 Personen, mit 36 Steinen und einem Stapel Stockwerke, jedes mit einer Zahlenscheibe. In deinem Zug hebst du den Stapel an und deckst so ein Stockwerk nach dem anderen auf: Liegen darin weniger Steine als seine Zahl, legst du einen Stein hinein und darfst weitermachen oder aufhören; ist es schon voll, gewinnt der Turm, und du nimmst alle Steine aus den Stockwerken, die du in diesem Zug aufgedeckt hast. Wer seinen letzten Stein in den Turm legt, gewinnt sofort.
    .title = Zusammenfassung

rules-turm-setup = { $live ->
        [yes] { $rest ->
            [0] Bei { $count } Personen hat jede { $share } Steine bekommen. { $starter } hat begonnen und nichts extra bekommen, weil nichts übrig blieb.
           *[other] Bei { $count } Personen hat jede { $share } Steine bekommen. { $starter } hat begonnen und zusätzlich die { $rest } übrigen bekommen, zusammen { $starter_hand }.
        } Die anderen 4 Steine lagen zu Beginn im Turm, je einer in einem 1er-, 2er-, 3er- und 4er-Stockwerk.
       *[no] Legt in jedes Stockwerk eine Zahlenscheibe. Legt je einen Stein in ein Stockwerk mit 1, 2, 3 und 4, also liegen zu Beginn 4 Steine im Turm. Stapelt die Stockwerke in zufälliger Reihenfolge, das Dach obendrauf. Die übrigen 32 Steine werden gleichmäßig verteilt; was übrig bleibt, bekommt, wer beginnt.
    }
    .title = Aufbau und Steine zu Beginn
    .ask = wie viele Steine bekommt jeder | wie bauen wir auf | mit wie vielen Steinen fangen wir an | wer bekommt die übrigen Steine | wie werden die Steine verteilt | wie viele Steine sind am Anfang im Turm | wie bereiten wir den Turm vor | wie viele Steine bekommt jeder bei mehreren Personen | wie viele Edelsteine hat jeder am Anfang | welche Stockwerke bekommen zu Beginn einen Stein | wo kommen die Startsteine hin | in welche Etagen legen wir beim Aufbau Steine

rules-turm-players = { $live ->
        [yes] Der Turm ist für 2 bis 6 Personen; an diesem Tisch spielen { $count }: { $players }.
       *[no] Der Turm ist für 2 bis 6 Personen.
    }
    .title = Anzahl der Mitspieler
    .ask = wie viele Spieler | wie viele Personen können mitspielen | können sieben mitspielen | wie viele dürfen höchstens mitspielen | kann man zu zweit spielen | ab wie vielen Personen | kann man alleine spielen | allein spielen | geht das solo

rules-turm-starter = { $live ->
        [yes] { $starter } hat dieses Spiel begonnen. Das Regelheft sagt nicht, wer beginnt; ich nehme die zuerst genannte Person, wenn ihr nichts anderes sagt (Entscheidung des Schiedsrichters).
       *[no] Das Regelheft sagt nicht, wer beginnt: Ich nehme die zuerst genannte Person, wenn ihr keine andere nennt (Entscheidung des Schiedsrichters). Wer beginnt, bekommt die Steine, die beim Verteilen der 32 übrig bleiben.
    }
    .title = Wer beginnt
    .ask = wer beginnt | wer fängt an | wer ist zuerst dran | wer ist die Startperson | wer hat den ersten Zug | fängt der Jüngste an | wer darf anfangen | wer macht den ersten zug | wer fängt an wenn wir nichts ausmachen | beginnt der jüngste

rules-turm-turn = In deinem Zug hebst du beliebig viele Stockwerke auf einmal ab und deckst so das Stockwerk an der Trennstelle auf. Schau auf seine Zahlenscheibe: Liegen darin weniger Steine als die Zahl, legst du genau einen Stein hinein. Dann deckst du ein weiteres Stockwerk auf oder beendest deinen Zug. Alle aufgedeckten Stockwerke bleiben offen, bis dein Zug endet.
    .title = Ein Zug
    .ask = was mache ich in meinem Zug | wie läuft ein Zug ab | wie spiele ich einen Zug | was passiert wenn ich eine Etage öffne | wie funktioniert das Aufdecken | darf ich weitermachen nachdem ich einen Stein gelegt habe | wie viele Etagen darf ich öffnen | was tue ich wenn ich dran bin | wie viele Stockwerke darf ich aufdecken | darf ich mehrere Stockwerke auf einmal abheben | wie viele Stockwerke darf ich auf einmal hochheben

rules-turm-capacity = In ein Stockwerk passen so viele Steine, wie seine Zahl zeigt: in eine 3 drei, in eine 1 einer. Die 0 fasst keinen; wer sie aufdeckt, verliert also immer gegen den Turm. Ist Platz, legst du genau einen Stein hinein, nie mehr.
    .title = Wie viele Steine in ein Stockwerk passen
    .ask = wie viele Steine passen in eine Etage | wann ist eine Etage voll | was bedeutet die Zahl auf der Scheibe | darf ich zwei Steine hineinlegen | darf ich mehrere Steine hineinlegen | wie viele Steine darf ich hineinlegen | wann darf ich einen Stein legen | ist in der Etage noch Platz | wie viele Steine passen in ein Stockwerk

rules-turm-zero = In die 0 passt nie ein Stein. Deckst du sie auf, gewinnt der Turm: Du nimmst alle Steine aus den Stockwerken, die du in diesem Zug aufgedeckt hast.
    .title = Die Null
    .ask = was ist mit dem stockwerk mit der 0 | was passiert beim nuller-stockwerk | die etage mit der null | was ist mit der Null | was passiert bei der 0 | die Nullscheibe | darf ich einen Stein auf die 0 legen | was wenn ich die leere Null öffne | die Etage mit der Null | nimmt die Null einen Stein | das Stockwerk mit der Null

rules-turm-bust = { $live ->
        [yes] { $case ->
            [over] Das Spiel ist vorbei. Allgemein gilt: Deckst du ein volles Stockwerk auf, gewinnt der Turm. Du nimmst alle Steine aus den Stockwerken, die du in diesem Zug aufgedeckt hast, auch die gerade hineingelegten, und dein Zug endet.
            [open] Gewänne der Turm jetzt, nähme { $player } { $gems } { $gems ->
                [one] Stein
               *[other] Steine
            } aus { $floors ->
                [one] dem offenen Stockwerk
               *[other] den { $floors } offenen Stockwerken
            }. Dazu alles aus dem vollen Stockwerk, und der Zug wäre vorbei.
           *[none] Der Turm gewinnt: Du nimmst alle Steine aus den Stockwerken, die du in diesem Zug aufgedeckt hast. Auch die gerade hineingelegten, und dein Zug endet. { $player } hat noch kein Stockwerk offen.
        }
       *[no] Der Turm gewinnt: Du nimmst alle Steine aus den Stockwerken dieses Zugs, und dein Zug endet. Voll ist ein Stockwerk mit so vielen Steinen wie seine Zahl; die 0 ist es immer. Auch die gerade hineingelegten Steine nimmst du.
    }
    .title = Wenn der Turm gewinnt
    .ask = was passiert wenn die Etage voll ist | was wenn der Turm gewinnt | bekomme ich die Steine zurück | welche Steine muss ich nehmen | was wenn kein Platz mehr ist | der Turm hat mich ausgetrickst was jetzt | muss ich die Steine aus allen offenen Etagen nehmen | was passiert wenn ich verliere | was wenn das Stockwerk schon voll ist | was wenn ein stockwerk schon voll ist | die etage hat ihre zahl an steinen schon erreicht

rules-turm-end-turn = Du darfst nach jedem Stockwerk aufhören, in das du einen Stein gelegt hast. Aber in jedem Zug muss mindestens ein Stockwerk aufgedeckt werden (Entscheidung des Schiedsrichters). Am Ende setzt du das Dach auf ein Stockwerk, das du in diesem Zug aufgedeckt hast, und stapelst die Teile in beliebiger Reihenfolge wieder zusammen, ohne weitere Stockwerke aufzudecken.
    .title = Zug beenden und Turm zusammensetzen
    .ask = wann darf ich aufhören | wie beende ich meinen Zug | darf ich den Zug ohne Öffnen beenden | was mache ich am Ende meines Zuges | wie bauen wir den Turm wieder zusammen | wohin kommt das Dach | darf ich passen | muss ich eine Etage öffnen | muss ich ein Stockwerk aufdecken | wie beende ich meinen zug | wie höre ich auf | wie mache ich schluss | wie beendet man einen zug | was muss ich tun um den zug zu beenden

rules-turm-roof = Hebe niemals nur das Dach ab. Am Ende jedes Zuges kommt das Dach auf eines der Stockwerke, die in diesem Zug aufgedeckt wurden.
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
            } in der Hand. Hört ihr vorher einvernehmlich auf, gewinnt, wer die wenigsten Steine in der Hand hat (Entscheidung des Schiedsrichters).
        }
       *[no] Wer seinen letzten Stein in den Turm legt, gewinnt sofort. Hört ihr einvernehmlich früher auf, gewinnt, wer die wenigsten Steine in der Hand hat; bei Gleichstand wird der Sieg geteilt (Entscheidung des Schiedsrichters).
    }
    .title = Sieg und Spielende
    .ask = wie gewinne ich | wie gewinnt man beim Turm | wer gewinnt | wann endet das Spiel | was ist das Ziel | was wenn wir früher aufhören | wer ist am nächsten am Sieg | was ist bei Gleichstand | was passiert, wenn ich meinen letzten Stein hineinlege | was ist, wenn mein letzter Stein im Turm landet | wann ist das spiel aus | wann ist schluss | wann ist das spiel vorbei | wann hört das spiel auf | wann gewinnt man | wie gewinnt man

rules-turm-star = { $live ->
        [yes] { $case ->
            [first] Das ist ein erstes Spiel: 9 Stockwerke, kein Stern. Der Stern kommt erst im vollen Spiel mit 10 Stockwerken dazu.
            [super2] In diesem Spiel gilt für den Stern der Superzweier (Super 2): Ein leerer Stern nimmt zwei Steine. Sonst gewinnt der Turm. Hast du nur noch einen Stein, legst du diesen hinein und gewinnst.
            [mirror] In diesem Spiel gilt für den Stern der Spiegel: Er fasst so viele Steine, wie du in der Hand hast. Gerade hat { $player } { $hand }. Liegen weniger darin, kommt ein Stein hinein; sonst gewinnt der Turm.
            [friendly4] In diesem Spiel gilt für den Stern der freundliche Vierer: Wer die meisten Steine hat, legt einen hinein. Er fasst 4 Steine. Ist er nicht voll, legt die Person mit den meisten Steinen in der Hand einen hinein — würde { $player } ihn jetzt aufdecken, wäre das { $giver } — und der Zug geht weiter. Ist er voll, gewinnt der Turm.
           *[cantstop] In diesem Spiel gilt für den Stern die Regel Can't Stop: Er fasst 4, danach musst du weiter aufdecken. Ist Platz, legst du einen hinein — und musst danach noch mindestens ein Stockwerk aufdecken, bevor du den Zug beenden darfst. Ist er voll, gewinnt der Turm.
        }
       *[no] Den Stern gibt es nur im vollen Spiel (10 Stockwerke). Vor dem Spiel wählt ihr eine Regel für ihn: den Superzweier (ein leerer Stern nimmt zwei Steine), den Spiegel (er fasst so viele Steine, wie du in der Hand hast), den freundlichen Vierer (wer die meisten Steine hat, legt einen hinein) oder Can't Stop (nach dem Hineinlegen musst du ein weiteres Stockwerk aufdecken).
    }
    .title = Der Stern
    .ask = der Stern ist aufgetaucht was mache ich | ich habe den Stern aufgedeckt was jetzt | was macht der Stern | welche Sternregel haben wir | wie funktioniert der Stern | was passiert wenn ich den Stern öffne | die Sternetage | mit welcher Sternregel spielen wir | was ist besonders am Stern | was gilt für den Stern in unserem Spiel | darf man die Sternregel wechseln | welche Sternregeln gibt es

rules-turm-super2 = Superzweier (Super 2): Der Stern fasst zwei Steine. Ist er beim Aufdecken leer, legst du zwei Steine hinein; liegt schon etwas darin, gewinnt der Turm. Hast du nur noch einen Stein, legst du diesen hinein und gewinnst (Entscheidung des Schiedsrichters).
    .title = Der Superzweier
    .ask = was ist Super 2 | wie funktioniert Super zwei | Super 2 mit nur einem Stein | der Stern mit zwei Steinen | was wenn der Super-2-Stern leer ist | lege ich zwei Steine in den Stern | was ist der Superzweier

rules-turm-mirror = Spiegel: Der Stern fasst so viele Steine, wie du beim Aufdecken in der Hand hast. Liegen weniger darin, kommt ein Stein hinein; liegen gleich viele oder mehr darin, ist er voll, und du nimmst die Steine dieses Zugs zurück.
    .title = Der Spiegel
    .ask = was ist der Spiegel | wie funktioniert der Spiegelstern | Spiegelregel | der Stern fasst so viele Steine wie ich habe | wie viele Steine passen in den Spiegel | was bedeutet Spiegel | wie ging der spiegel nochmal | wie geht der spiegel | erklär mal den spiegel | spiegel wie war das

rules-turm-friendly4 = Freundlicher Vierer: Der Stern fasst 4 Steine. Ist er nicht voll, legt die Person mit den meisten Steinen in der Hand einen hinein — nicht unbedingt du — und dein Zug geht weiter. Haben mehrere gleich viele, bist du es, wenn du dazugehörst, sonst wer von ihnen im Uhrzeigersinn nach dir als Nächstes kommt (Entscheidung des Schiedsrichters). Ist er voll, gewinnt der Turm.
    .title = Der freundliche Vierer
    .ask = was ist die freundliche 4 | und mit der freundlichen 4 | und beim freundlichen vierer | wie ginge das mit dem freundlichen vierer | wie funktioniert die freundliche Vier | wer legt den Stein in die freundliche 4 | was wenn zwei die meisten Steine haben | freundliche Vier bei Gleichstand | der nette Vierer | was ist der freundliche Vierer

rules-turm-cantstop = Can't Stop: Der Stern fasst 4 Steine. Ist Platz, legst du einen Stein hinein — und musst danach noch mindestens ein weiteres Stockwerk aufdecken, bevor du den Zug beenden darfst. Ist er voll, gewinnt der Turm.
    .title = Can't Stop
    .ask = was ist Can't Stop | wie funktioniert cant stop | muss ich nach dem Stern weitermachen | darf ich nach dem Stern aufhören | die Can't-Stop-Regel | muss ich nach dem Stern noch eine Etage öffnen | darf ich nach dem stein im stern aufhören | darf ich direkt nach dem stern den zug beenden

rules-turm-variants = { $live ->
        [yes] { $case ->
            [first] Dieser Tisch spielt das erste Spiel: 9 Stockwerke, kein Stern.
           *[full] Dieser Tisch spielt das volle Spiel: 10 Stockwerke, mit der zu Beginn gewählten Regel für den Stern.
        } Das erste Spiel lässt den Stern weg; das volle Spiel nimmt ihn als zehntes Stockwerk dazu, mit einer von vier Regeln: Superzweier, Spiegel, freundlicher Vierer oder Can't Stop.
       *[no] Es gibt zwei Arten zu spielen. Das erste Spiel (für Einsteiger) nutzt 9 Stockwerke ohne Stern. Das volle Spiel nutzt alle 10 Stockwerke; vorher wählt ihr eine von vier Regeln für den Stern: Superzweier, Spiegel, freundlicher Vierer oder Can't Stop.
    }
    .title = Erstes Spiel und volles Spiel
    .ask = wie viele Stockwerke gibt es von jeder Zahl | was wenn im ersten Spiel der Stern auftaucht | darf ich im ersten Spiel den Stern aufdecken | wie viele Etagen gibt es | was ist das Einstiegsspiel | was ist das volle Spiel | spielen wir mit Stern | wie viele Etagen im ersten Spiel | sollen Anfänger ohne Stern spielen | Varianten | wie viele Zahlenscheiben gibt es | was ist anders beim ersten Spiel | aus wie vielen Etagen besteht der Turm | wie viele Stockwerke hat der Turm

rules-turm-recount = Sag mir jedes aufgedeckte Stockwerk als Zahl und die Steine, die schon darin liegen. Zum Beispiel „eine 2 mit einem Stein“ oder „eine leere 3“. Eine Meldung, die nicht stimmen kann — ein 1er-Stockwerk mit 2 Steinen, ein Stein in der 0, mehr Steine, als im Turm sind — übernehme ich nicht, sondern bitte euch, nachzuzählen (Entscheidung des Schiedsrichters).
    .title = Stockwerke melden und nachzählen
    .ask = wie melde ich eine Etage | was sage ich dir | was wenn ich mich verzählt habe | warum soll ich nachzählen | was wenn die Steine nicht stimmen | wie sage ich was ich geöffnet habe | was wenn jemand eine unmögliche Etage meldet | wie sage ich dir was ich gefunden habe | jemand sagt ein stockwerk hat mehr steine als seine zahl | kann ein stockwerk mehr steine haben als seine zahl

rules-turm-conduct = Hebe nie nur das Dach ab. Du darfst beliebig viele Stockwerke auf einmal anheben. Lege immer nur einen Stein in ein Stockwerk. Am Zugende kommt das Dach auf ein aufgedecktes Stockwerk, und der Turm wird zusammengesetzt, ohne weitere Stockwerke aufzudecken. Alle 36 Steine sind immer entweder in den Händen oder im Turm.
    .title = Verhalten am Tisch
    .ask = was ist verboten | welche Regeln gelten am Tisch | was gilt als Schummeln | darf ich in die Etagen schauen | darf ich spicken | darf ich beim Zusammensetzen Etagen öffnen | wie viele Steine gibt es insgesamt

## Fakten: je eine kurze Antwort (rules-turm-THEMA--FAKT) für die Fragen in .if; Platzhalter
## und Argumente wie in der englischen Datei ($n, $disk, $count, $fits, $min, $max, $share,
## $rest, $star, $live, $now, $starter).

rules-turm-players--count = { $fits ->
        [yes] Ja — Der Turm ist für { $min } bis { $max } Personen, also geht es mit { $count }.
       *[no] Nein — Der Turm ist für { $min } bis { $max } Personen, nicht für { $count }.
    }
    .if = können COUNT spielen | kann man zu COUNT spielen | geht es mit COUNT | ist der turm für COUNT personen geeignet | dürfen COUNT spieler mitspielen | spielen wir zu COUNT | geht das zu COUNT | können COUNT leute mitspielen | geht das spiel mit COUNT leuten | wenn wir zu COUNT wären ginge das noch | geht das auch zu COUNT | wären wir COUNT könnten wir spielen | klappt das mit COUNT leuten

rules-turm-setup--count = { $fits ->
        [yes] { $share } Steine pro Person bei { $count } Personen{ $rest ->
            [0] , nichts bleibt übrig.
           *[other] { $starter_here ->
                [none] ; die Startperson bekommt { $starter_total }, mit den { $rest } übrigen.
               *[other] ; { $starter_here } beginnt und bekommt { $starter_total }, mit den { $rest } übrigen.
            }
        }
       *[no] Der Turm ist für { $min } bis { $max } Personen, nicht für { $count }.
    }
    .if = wie viele steine kriegt jeder zu COUNT | wie viele steine bei COUNT personen | steine für COUNT spieler | wie viele steine bekommt jeder mit COUNT | COUNT spieler wie viele steine | wie viele steine zu COUNT | wie viele steine pro person zu COUNT | wie viele steine pro kopf bei COUNT | wie viele hat jeder zu COUNT | wie werden die steine zu COUNT verteilt | wie viele steine hätte jeder zu COUNT | COUNT wie viele steine pro person | wie viele steine hätte jeder bei COUNT spielern | wie viele steine bekommen COUNT spieler | wie viele steine bekommt wer anfängt zu COUNT | wie viele hat der startspieler bei COUNT | was kriegt die startperson zu COUNT | wie viele steine hätte wer beginnt bei COUNT | zu COUNT wer bekommt die übrigen steine | bleibt bei COUNT etwas übrig | COUNT leute wie viele steine pro person | wir sind zu COUNT wie viele steine kriegt jeder | wie viele steine hab ich wenn wir COUNT sind | gibt es bei COUNT übrige steine | COUNT spieler wer kriegt den rest | wir sind COUNT leute wieviel hat dann der erste spieler | wie viel hat der erste spieler bei COUNT | was kriegt der erste bei COUNT leuten | mit wie vielen steinen fängt man an wenn man zu COUNT ist | wie viele steine hat jeder am anfang zu COUNT | zu COUNT wie viele steine pro nase | wie viele steine kriegt jeder wenn wir COUNT sind | wie viele bekommt jeder bei COUNT leuten | wie viele steine gibts zu COUNT | COUNT leute wie viele steine | zu COUNT wer kriegt die übrigen steine | zu COUNT bleibt was übrig | bleiben zu COUNT steine übrig | zu COUNT geht das auf | wie viele bleiben übrig bei COUNT | zu COUNT wer bekommt den rest | wie viele steine kriegt der startspieler zu COUNT | wie viele hat die startspielerin bei COUNT leuten | wie viele steine kriegt man zu COUNT | wie viel steine hat jeder bei COUNT spielern | wie verteilen wir die steine zu COUNT | mit wie vielen steinen startet jeder zu COUNT | wie viele steine hat jeder von uns zu COUNT | was kriegt jeder zu COUNT | wir sind COUNT wie viele steine pro person | zu COUNT wie viele steine jeder und wer kriegt die übrigen

rules-turm-setup--tower = 4 Steine: je einer in einem 1er-, 2er-, 3er- und 4er-Stockwerk.
    .if = wie viele steine sind am anfang im turm | steine im turm zu beginn | wie viele steine liegen anfangs im turm | wie viele steine liegen zu beginn schon im turm | wie viele steine stecken vor dem spiel im turm | wie viele steine sind vor dem ersten zug im turm | wie viele steine liegen beim start im turm | wie viele steine legt man vorher in den turm | wie viele steine gehen beim aufbau in den turm | wie viele steine kommen vorab rein | wie viele steine kommen am anfang in den turm

rules-turm-setup--leftover = { $fits ->
        [yes] { $rest ->
            [0] Die Startperson bekommt die übrigen Steine; bei { $count } Personen bleibt keiner übrig: { $share } pro Person.
           *[other] { $live ->
                [yes] { $starter } bekommt als Startperson die { $rest } übrigen Steine.
               *[no] Die Startperson bekommt die übrigen Steine: { $rest } bei { $count } Personen.
            }
        }
       *[no] Der Turm ist für { $min } bis { $max } Personen, nicht { $count }.
    }
    .if = wer kriegt die übrigen steine | was passiert mit den übrigen steinen beim verteilen | wer kriegt die steine die beim aufteilen nicht aufgehen | wem gehört der rest beim verteilen | was ist mit den übrigen steinen | wohin kommen die übrigen steine | wer bekommt den rest | wer bekommt die restlichen steine | wer kriegt die übrigen | wer bekommt die übrig gebliebenen steine | was machen wir mit dem rest | wer kriegt die reststeine | wer kriegt den rest beim verteilen | wenn es nicht aufgeht wer kriegt den rest | wer bekommt die überzähligen steine | wer behält die übrigen steine | die steine die übrig bleiben wer kriegt die | was passiert mit dem rest beim austeilen | wem gehören die übrigen | wer kriegt die extra steine | wenn wir zu COUNT sind wer kriegt dann reststeine | zu COUNT wer kriegt die reststeine | wer kriegt bei COUNT personen den rest | bleibt bei COUNT was übrig | wo kommen die restlichen steine hin

rules-turm-conduct--total = { $tower_rest ->
        [none] 36 Steine insgesamt, immer entweder in den Händen oder im Turm.
       *[other] { $tower_rest } Steine: Hände und Turm halten zusammen immer 36.
    }
    .if = wie viele steine insgesamt | wie viele steine gibt es | wie viele steine hat das spiel | gesamtzahl der steine | steine in händen und turm zusammen | wie viele steine insgesamt in händen und im turm | steine gesamt | wie viele steine gibts | wieviele steine gibt es insgesamt | sind es immer 36 steine | sind immer 36 steine im spiel | wie viele edelsteine hat das ganze spiel | bleiben es immer 36 steine | wie viele steine sind es zusammen | wie viele steine gibt es insgesamt | wie viele steine sind im spiel | sind hände und turm zusammen immer 36 | wie viele klunker gibt es | ergeben hand und turm immer 36

rules-turm-capacity--disk = { $disk ->
        [0] Keiner: In die 0 passt nie ein Stein, also gewinnt der Turm.
        [1] 1 Stein: Eine 1 fasst einen; mit einem ist sie voll.
        [2] 2 Steine: Eine 2 fasst zwei; mit zwei ist sie voll.
        [3] 3 Steine: Eine 3 fasst drei; mit drei ist sie voll.
        [4] 4 Steine: Eine 4 fasst vier; mit vier ist sie voll.
       *[none] Ein Stockwerk fasst so viele Steine wie die Zahl auf seiner Scheibe.
    }
    .if = wie viele steine passen in eine NUM | wie viel fasst eine NUM maximal | wie viele steine passen in das NUM stockwerk | wann ist eine NUM voll | wie viele steine fasst eine NUM | NUM stockwerk fasst | wie viele passen in die NUM | passen NUM steine in eine NUM | kann eine NUM NUM steine halten | fasst eine NUM NUM steine | gehen NUM steine in einen NUMer | passen in ein NUMer-stockwerk NUM edelsteine | nimmt eine NUM NUM steine auf | wenn ich die NUM aufmache und sie ist leer wie viele steine passen rein | eine leere NUM wie viele passen rein | wie viele steine kann ich in die leere NUM legen | wie viel geht in eine leere NUM | wie viele passen in eine leere NUM | wie viele steine kann eine NUM aufnehmen | wie viele steine kriegt man in eine NUM | wie viele steine gehen in eine NUM | wann ist die NUM voll | wie viele steine hält eine NUM | was fasst eine NUM | wie viele steine verträgt eine NUM

rules-turm-capacity--two = { $pair ->
        [room] Ja — ein Stein: Eine { $disk } mit { $gems } darin hat noch Platz.
        [full] Nein — eine { $disk } mit { $gems } darin ist voll, also gewinnt der Turm.
        [many] Nein — genau ein Stein, auch in ein leeres Stockwerk; nur ein leerer Superzweier nimmt zwei.
        [story] { $told ->
            [bust] { $take } { $take ->
                [one] Stein
               *[other] Steine
            } zurück: Das volle Stockwerk lässt den Turm gewinnen{ $known ->
                [yes] , also hätte { $who } dann { $hand_after }.
               *[no] .
            }
            [room] Ja — in jedem dieser Stockwerke war Platz: je ein Stein hinein{ $known ->
                [yes] , also hätte { $who } dann { $hand_after }.
               *[no] .
            }
           *[impossible] Nein — das kann nicht sein: Kein Stockwerk fasst mehr Steine als seine Zahl — zählt bitte nach.
        }
       *[other] Nein — genau ein Stein; nur ein leerer Superzweier nimmt zwei.
    }
    .if = darf ich NUM steine reinlegen | darf ich mehr als einen stein reinlegen | NUM steine gleichzeitig reinlegen | darf ich NUM steine hineinlegen | darf ich sofort NUM steine legen | darf ich in eine NUM NUM steine legen | auf einmal NUM reinwerfen | mehrere steine auf einmal reinlegen | darf ich ein stockwerk auf einmal vollmachen | PLAYER hat NUM steine reingelegt ist das ok | NUM steine auf einmal reinlegen damit es schneller geht | NUM edelsteine in ein stockwerk um zeit zu sparen | ich hab aus versehen NUM steine in die leere NUM gelegt | PLAYER hat eine NUM mit NUM stein aufgedeckt und NUM reingelegt | NUM steine in die NUM gelegt schlimm | PLAYER hat NUM von ihren steinen reingelegt geht das | kann ich beide in eine etage legen | beide steine in ein stockwerk | darf ich zwei auf einmal reinlegen | kann ich beide auf einmal reinlegen | darf ich beide steine in eine etage tun | hab nur noch NUM steine kann ich beide reinlegen | darf ich gleich zwei reinlegen | wie viele darf sie da rein | wie viele darf ich reinlegen | wie viele steine darf PLAYER reinlegen | wie viele darf ich in eine leere NUM legen | wie viele steine darf man in ein stockwerk legen | wie viele darf ich auf einmal reinlegen | darf ich mehrere reinlegen | wie viele darf PLAYER in die leere NUM legen | darf ich zwei steine auf einmal reinlegen | darf man mehrere steine in eine etage legen | kann ich mehr als einen stein reintun | darf ich gleich alle reinlegen | darf ich mehr als NUM stein in eine etage legen | mehr als NUM stein pro etage | wie viele steine darf ich pro etage legen | immer nur ein stein | darf ich die etage auf einmal vollmachen | wie viele steine kommen auf einmal rein

rules-turm-bust--back = Ja — du nimmst alle Steine aus den Stockwerken, die du in diesem Zug aufgedeckt hast, deine eigenen auch.
    .if = kriege ich die steine zurück | nehme ich die steine zurück die ich reingelegt habe | bekomme ich die steine aus diesem zug zurück | die gerade hineingelegten steine | nehme ich meine eigenen steine auch | verliere ich auch die steine die ich vorher reingelegt habe | kommen meine eigenen steine auch zurück | muss ich die vorher gelegten steine auch nehmen | verliere ich alles was ich reingelegt habe | muss ich alles zurücknehmen was ich reingelegt hab | nehme ich auch die vorher reingelegten steine zurück | kriege ich meine steine auch zurück | muss ich die steine von vorher auch zurücknehmen | auch die steine die ich in diesem zug gelegt hab | wenn ich eine NUM mit NUM aufdecke verliere ich dann alles was ich reingelegt hab | NUM mit NUM verliere ich alles | NUM mit NUM kriege ich meine steine zurück

rules-turm-bust--full = Der Turm gewinnt: Du nimmst alle Steine aus den Stockwerken dieses Zugs, und dein Zug endet.
    .if = das stockwerk ist schon voll | ich habe ein volles stockwerk aufgedeckt | es war schon voll | das stockwerk ist voll was jetzt | was wenn das stockwerk voll ist | was passiert wenn ich eine volle etage aufdecke | ich hab ein volles stockwerk erwischt | die etage war schon voll | was wenn die etage schon voll ist | volle etage erwischt was nun | ich hab ne volle aufgemacht | was ist wenn das stockwerk schon voll ist | und wenn die etage voll ist | was passiert bei einer vollen etage | die etage ist voll was muss ich machen

rules-turm-roof--lift = Nein — heb niemals nur das Dach ab.
    .if = darf ich nur das dach abheben | darf ich das dach allein abheben | PLAYER hat nur das dach hochgehoben darf er das | nur das dach abheben um reinzuschauen | darf man nur das dach hochheben | nur s dach anheben | PLAYER hat nur das dach abgehoben um zu gucken | darf man nur s dach hochheben | nur das dach hochheben erlaubt | darf ich das dach kurz abnehmen und reinschauen | PLAYER hat bloß das dach angehoben geht das

rules-turm-conduct--roof = Nein — heb niemals nur das Dach ab.
    .if = darf ich nur das dach abheben | darf ich das dach allein abheben | PLAYER hat nur das dach hochgehoben darf er das | nur das dach abheben um reinzuschauen | darf man nur das dach hochheben | nur s dach anheben

rules-turm-end-turn--stop = { $stop ->
        [yes] Ja — { $who } darf jetzt aufhören: Ins letzte Stockwerk kam ein Stein.
        [cantstop] Nein — nach dem Can't-Stop-Stern muss { $who } erst noch ein Stockwerk aufdecken.
        [none] Nein — { $who } muss erst mindestens ein Stockwerk aufdecken.
        [waiting] Nein — { $who } ist nicht dran; den Zug beendet nur, wer dran ist.
        [over] Das Spiel ist vorbei; niemand hat mehr einen Zug.
       *[general] Ja — du darfst nach jedem Stockwerk aufhören, in das du einen Stein gelegt hast.
    }
    .if = darf ich nach einem stockwerk aufhören | darf ich jederzeit aufhören | darf ich nach einem stein aufhören | darf ich jetzt aufhören | wann darf ich aufhören | darf ich schon aufhören | darf PLAYER aufhören | darf PLAYER jetzt aufhören | kann PLAYER den zug beenden | darf PLAYER ihren zug beenden | darf PLAYER seinen zug beenden | darf ich nach einer etage schon schluss machen | darf ich meinen zug jetzt beenden | kann ich den zug beenden | darf ich den zug jetzt abschließen | darf ich nach dem ersten aufdecken aufhören | darf ich nach dem ersten stein aufhören | darf man nach dem ersten stein aufhören | kann ich nach einem stockwerk aufhören | darf ich nach dem ersten stockwerk schon aufhören | darf man nach einem stein schluss machen | darf PLAYER jetzt schluss machen | kann PLAYER jetzt aufhören | darf sie jetzt aufhören | darf er jetzt aufhören | darf ich hier aufhören | darf ich jetzt schluss machen | kann ich meinen zug hier beenden | darf PLAYER den zug hier beenden | darf ich einfach aufhören | darf man einfach aufhören | darf ich nach dem reinlegen aufhören | kann ich nach einem stein einfach aufhören | darf ich schon aufhören nach einem stein | kann ich jetzt den zug beenden | ist es erlaubt jetzt aufzuhören | darf ich nach einer etage schon aufhören

rules-turm-end-turn--none = Nein — in jedem Zug muss mindestens ein Stockwerk aufgedeckt werden (Entscheidung des Schiedsrichters).
    .if = kann ich meinen zug beenden ohne aufzudecken | darf ich passen | darf ich aussetzen | beenden ohne was aufzudecken | PLAYER hat keine lust und macht gar nichts auf | und wenn PLAYER gar nichts aufmacht | darf man auch nichts aufdecken | darf ich einfach aussetzen | er will nichts aufdecken geht das | darf ich meinen zug auslassen | kann ich einfach nix aufdecken | darf ich diese runde aussetzen | darf man passen | darf ich ohne aufdecken weitergeben | darf ich den turm einfach weitergeben | kann ich meinen zug überspringen | darf ich einmal aussetzen | ich will nichts aufmachen geht das | darf ich auf meinen zug verzichten

rules-turm-turn--several = Ja — heb beliebig viele Stockwerke auf einmal ab.
    .if = darf ich mehrere stockwerke auf einmal anheben | wie viele stockwerke darf ich abheben | mehr als ein stockwerk anheben | darf ich NUM stockwerke anheben | PLAYER hat NUM etagen auf einmal abgehoben darf sie das | darf man mehrere etagen gleichzeitig hochheben | NUM etagen auf einmal abheben geht das | darf die das mehrere etagen auf einmal | PLAYER hebt gleich mehrere stockwerke ab | darf ich gleich NUM stockwerke hochheben

rules-turm-variants--first = 9 Stockwerke: Das erste Spiel lässt den Stern weg.
    .if = wie viele stockwerke im ersten spiel | wie viele stockwerke braucht man im ersten spiel | stockwerke im ersten spiel | wie viele stockwerke für anfänger | wie viele stockwerke ohne stern | was ist beim ersten spiel anders | wir spielen zum ersten mal was ist anders | ist das erste spiel anders | was ändert sich für anfänger | wir spielen zum ersten mal ist was anders | beim ersten mal was ist anders | erstes mal spielen gibt es unterschiede | neu im spiel was ändert sich | wie viele stockwerke gibt es ohne stern | wieviele etagen ohne stern | wie viele etagen wenn wir den stern weglassen | ohne stern wie viele stockwerke | wie viele etagen hat das erste spiel | wie viele stockwerke beim ersten spiel | wie viele etagen für einsteiger | wie viele etagen ohne den stern | wie viele stockwerke ohne sternetage | stern weg wie viele etagen | wie spielt man das erste spiel | erstes spiel ohne stern oder | spielen anfänger ohne stern | mit wie vielen etagen spielen anfänger

rules-turm-variants--full = 10 Stockwerke: Das volle Spiel nimmt den Stern dazu.
    .if = wie viele stockwerke im vollen spiel | wie viele stockwerke hat das volle spiel | stockwerke im vollen spiel | wie viele stockwerke mit stern | wie viele etagen hat das komplette spiel | wie viele etagen mit dem stern | wie viele stockwerke wenn der stern dabei ist | wie viele etagen sind es insgesamt mit dem stern | wie viele etagen insgesamt mit stern | wie viele stockwerke mit dem stern zusammen | mit stern wie viele etagen | wie viele etagen hat der turm mit stern | wie viele stockwerke sind es mit der sternetage | wie viele etagen wenn wir mit stern spielen | wie viele stockwerke im normalen spiel | wie viele etagen inklusive stern | stern mitgezählt wie viele etagen | wie viele etagen gibts mit stern

rules-turm-game-end--last = Ja — du gewinnst sofort: Wer seinen letzten Stein in den Turm legt, gewinnt.
    .if = was wenn ich meinen letzten stein reinlege | mein letzter stein | was passiert mit dem letzten stein | ich habe keine steine mehr | letzten stein hineinlegen | jemand hat nur noch einen einzigen stein und legt ihn rein | mein allerletzter stein passt noch rein | der einzige stein kommt rein | wenn mein letzter stein reinpasst | ich habe nur noch einen stein und er passt rein | letzter stein in ein stockwerk mit platz | wenn mein allerletzter stein in ein stockwerk mit platz geht gewinne ich dann sofort | mein letzter stein passt noch rein gewinne ich | ich hab nur noch einen stein und er passt rein | was wenn mein letzter stein reinpasst | wenn ich nur noch einen hab und der passt | nur noch ein stein und es ist platz | was ist wenn mein letzter stein reingeht | ist man mit dem letzten stein sofort fertig | gewinn ich wenn mein letzter stein drin ist | mein letzter stein kommt rein was passiert

rules-turm-game-end--stop = Wer die wenigsten Steine in der Hand hat, gewinnt; Gleichstand wird geteilt (Entscheidung des Schiedsrichters).
    .if = was wenn wir früher aufhören | was wenn wir das spiel vorher beenden | wir hören jetzt auf wer gewinnt | wenn wir abbrechen wer gewinnt | wer gewinnt wenn wir früher aufhören | wer gewinnt wenn wir abbrechen | wer gewinnt wenn wir vorher aufhören müssen | wenn wir mittendrin aufhören wer gewinnt | wer gewinnt bei einem abbruch

rules-turm-game-end--tie = Ein Gleichstand wird geteilt: Hört ihr früher auf, gewinnen die mit den wenigsten Steinen gemeinsam (Entscheidung des Schiedsrichters).
    .if = was bei gleichstand | was wenn zwei gleich viele haben | gibt es ein unentschieden

rules-turm-bust--reveal = { $reveal ->
        [full] Der Turm gewinnt: Eine { $disk } mit { $gems } ist voll, also { $take } { $take ->
            [one] Stein
           *[other] Steine
        } zurück{ $known ->
            [yes] ; { $who } hätte dann { $hand_after }.
           *[no] {""}.
        }
        [room] Ja — leg einen Stein hinein: Eine { $disk } mit { $gems } hat noch Platz{ $known ->
            [yes] ; { $who } hätte dann { $hand_after }.
           *[no] {""}.
        }
        [more] Leg einen Stein hinein: Eine { $disk } mit { $gems } darin hat noch Platz.
        [many] Nein — nur ein Stein: Eine { $disk } mit { $gems } darin nimmt einen auf einmal.
        [story] { $told ->
            [bust] { $take } { $take ->
                [one] Stein
               *[other] Steine
            } zurück: Das volle Stockwerk lässt den Turm gewinnen{ $known ->
                [yes] , also hätte { $who } dann { $hand_after }.
               *[no] .
            }
            [room] In jedem dieser Stockwerke war Platz: je ein Stein hinein{ $known ->
                [yes] , also hätte { $who } dann { $hand_after }.
               *[no] .
            }
           *[impossible] Nein — das kann nicht sein: Kein Stockwerk fasst mehr Steine als seine Zahl — zählt bitte nach.
        }
       *[impossible] Nein — das kann nicht sein: Eine { $disk } fasst höchstens { $disk } — zählt bitte nach.
    }
    .if = was wenn ich eine NUM mit NUM steinen aufdecke | eine NUM mit NUM steinen darin | ich habe eine NUM mit NUM aufgedeckt | NUM mit NUM steinen was jetzt | was passiert bei einer NUM mit NUM steinen | eine NUM in der schon NUM liegen | wenn das nächste stockwerk eine NUM mit NUM ist | die nächste etage ist eine leere NUM was passiert | ne NUM mit NUM drin leg ich da noch einen rein | NUM mit NUM leg ich einen rein | darf ich in eine NUM mit NUM noch einen legen | in der NUM liegen schon NUM darf ich einen dazulegen | leg ich in eine NUM mit NUM einen rein | passt in eine NUM mit NUM noch einer | wenn ich eine NUM mit NUM aufdecke verliere ich dann alles | NUM mit NUM verliere ich was ich reingelegt hab | NUM mit NUM drin muss ich alles zurücknehmen

rules-turm-capacity--reveal = { $reveal ->
        [full] Der Turm gewinnt: Eine { $disk } mit { $gems } ist voll, also { $take } { $take ->
            [one] Stein
           *[other] Steine
        } zurück{ $known ->
            [yes] ; { $who } hätte dann { $hand_after }.
           *[no] {""}.
        }
        [room] Ja — leg einen Stein hinein: Eine { $disk } mit { $gems } hat noch Platz{ $known ->
            [yes] ; { $who } hätte dann { $hand_after }.
           *[no] {""}.
        }
        [more] Leg einen Stein hinein: Eine { $disk } mit { $gems } darin hat noch Platz.
        [many] Nein — nur ein Stein: Eine { $disk } mit { $gems } darin nimmt einen auf einmal.
        [story] { $told ->
            [bust] { $take } { $take ->
                [one] Stein
               *[other] Steine
            } zurück: Das volle Stockwerk lässt den Turm gewinnen{ $known ->
                [yes] , also hätte { $who } dann { $hand_after }.
               *[no] .
            }
            [room] In jedem dieser Stockwerke war Platz: je ein Stein hinein{ $known ->
                [yes] , also hätte { $who } dann { $hand_after }.
               *[no] .
            }
           *[impossible] Nein — das kann nicht sein: Kein Stockwerk fasst mehr Steine als seine Zahl — zählt bitte nach.
        }
       *[impossible] Nein — das kann nicht sein: Eine { $disk } fasst höchstens { $disk } — zählt bitte nach.
    }
    .if = was wenn ich eine NUM mit NUM steinen aufdecke | was wenn in einer NUM schon NUM steine liegen | was mache ich mit einer leeren NUM | ich habe eine leere NUM aufgedeckt | eine leere NUM was jetzt | ich habe eine leere NUM gefunden | was mache ich mit einer NUM mit NUM | darf ich in eine NUM mit NUM einen legen | ich habe eine NUM mit einem stein aufgedeckt | ich habe eine NUM aufgedeckt da liegt schon einer drin | eine NUM mit einem stein was nun | in der NUM liegt schon einer | ich habe eine NUM mit NUM steinen umgedreht | was macht eine NUM mit NUM steinen | was ist mit einer NUM mit einem stein | eine NUM mit NUM steinen darin | wenn das nächste stockwerk eine NUM mit NUM ist | die nächste etage ist eine leere NUM was passiert | ich hab eine leere NUM was nun | eine leere NUM was nun | angenommen PLAYER deckt eine NUM mit NUM steinen auf was macht er | wenn PLAYER jetzt ne NUM mit NUM steinen aufdeckt | und wenn sie stattdessen eine NUM mit NUM aufdeckt | was wenn er eine leere NUM erwischt | was wäre wenn ich eine NUM mit schon NUM steinen aufdecke | was wäre wenn PLAYER eine NUM mit NUM erwischt | ich hab ne NUM aufgedeckt da liegen schon NUM drin darf ich meinen reinlegen | NUM mit NUM darf ich einen reinlegen | ne NUM mit NUM drin leg ich da noch einen rein | NUM mit NUM leg ich einen rein | in einer NUM liegen NUM darf ich noch einen reinlegen | darf ich in eine NUM mit NUM noch einen legen | in der NUM liegen schon NUM darf ich einen dazulegen | NUM mit NUM steinen drin darf ich noch einen rein | kann ich in die NUM mit NUM einen reintun | leg ich in eine NUM mit NUM einen rein | passt in eine NUM mit NUM noch einer | NUM mit NUM was mach ich | NUM mit NUM drin was jetzt | eine NUM wo schon NUM drin liegen darf ich rein | darf ich meinen stein in eine NUM legen in der schon NUM liegt | darf ich in eine NUM wo schon NUM drin ist noch einen legen | eine NUM in der schon NUM liegt darf ich rein | eine NUM mit NUM kommt da noch einer rein

rules-turm-conduct--peek = Nein — ein Stockwerk öffnest du nur, indem du in deinem Zug abhebst; sonst nicht hineinschauen.
    .if = darf ich in die stockwerke schauen | darf ich mir die zahlen vorher anschauen | darf ich reinschauen | darf ich in den turm gucken | darf ich in die stockwerke reinschauen | darf ich die zahlen vorher angucken | darf ich vorher in die stockwerke gucken | darf man in eine etage reingucken ohne sie anzuheben | reingucken ohne anzuheben | darf ich in die etagen gucken | darf ich spicken | darf man einfach so reinschauen | in ein stockwerk schauen ohne es hochzuheben

rules-turm-roof--where = Ja — am Zugende kommt das Dach auf ein Stockwerk, das du in diesem Zug aufgedeckt hast.
    .if = muss das dach auf ein aufgedecktes stockwerk | kommt das dach auf ein stockwerk das ich geöffnet habe | muss ich das dach auf ein offenes stockwerk setzen | muss das dach auf eine etage die ich aufgedeckt hab | muss das dach auf ein stockwerk aus diesem zug | muss das dach auf eine von meinen aufgedeckten etagen | kommt das dach auf eins der stockwerke die ich aufgemacht habe | kommt das dach auf eine geöffnete etage | das dach kommt auf eine offene etage oder

rules-turm-turn--whole = Ja — heb beliebig viele Stockwerke auf einmal ab, auch den ganzen Stapel über dem untersten.
    .if = den ganzen stapel anheben | alles auf einmal anheben | darf ich alle stockwerke anheben | darf ich den ganzen turm hochheben | den halben turm abheben | den halben stapel auf einmal anheben | einen großen teil des turms abheben | viele etagen auf einmal hochheben

rules-turm-mirror--hand = { $mirror ->
        [full] Der Turm gewinnt: Mit { $star_hand } in der Hand fasst der Spiegel { $star_hand }, und es liegen { $star_gems } darin.
        [room] Leg einen Stein hinein: Mit { $star_hand } in der Hand fasst der Spiegel { $star_hand }, und es liegen { $star_gems } darin.
       *[unknown] { $n } Steine: Der Spiegel fasst so viele Steine, wie die aufdeckende Person in der Hand hat.
    }
    .if = wenn ich NUM steine in der hand habe | NUM steine in meiner hand | NUM steine in der hand | der spiegel wenn ich NUM steine habe

rules-turm-super2--last = Leg den einen Stein hinein und gewinne (Entscheidung des Schiedsrichters).
    .if = superzweier mit einem stein übrig | superzweier mit nur noch einem stein | nur noch ein stein | mein letzter stein in den superzweier | ich habe nur noch einen stein und decke den stern auf

rules-turm-turn--go-on = { $stop ->
        [yes] Ja — { $who } hat { $who_hand } Steine und darf weiter aufdecken oder aufhören.
        [cantstop] Ja — und { $who } muss sogar: Nach dem Can't-Stop-Stern ist noch ein Stockwerk fällig.
        [waiting] Nein — { $who } ist gerade nicht dran.
        [over] Nein — das Spiel ist vorbei.
       *[other] Ja — nach einem Stein darfst du ein weiteres Stockwerk aufdecken oder aufhören.
    }
    .if = darf ich nach einem stein weiter aufdecken | darf ich weitermachen nach einem stein | kann ich nach dem reinlegen weitermachen | darf ich noch ein stockwerk aufdecken | darf PLAYER weitermachen | PLAYER hat einen stein reingelegt darf er weitermachen | darf sie weiter aufdecken | darf ich weitermachen | kann ich weitermachen | darf PLAYER noch eine etage öffnen | wie viele steine hab ich JETZT und darf ich weiter | darf ich JETZT weitermachen | darf PLAYER JETZT noch weiter aufdecken | darf ich nach dem reinlegen noch eine etage aufmachen | darf ich danach weiter aufdecken | kann ich noch eine aufdecken | darf ich noch weiter machen | darf PLAYER noch eine aufmachen | darf er weitermachen | darf sie noch eine etage aufdecken | kann PLAYER weiter aufdecken | darf ich nach dem stein noch weiter | darf ich mehr als ein stockwerk aufdecken

rules-turm-end-turn--must-stop = Nein — nach einem Stein darfst du weitermachen oder aufhören, wie du willst.
    .if = muss ich nach dem reinlegen aufhören | muss ich meinen zug nach einem stein beenden | ist mein zug nach einem stein vorbei | muss ich nach dem reinlegen schluss machen | muss PLAYER jetzt aufhören | muss er jetzt aufhören | muss ich jetzt aufhören | muss sie dann aufhören | muss ich nach einem stein aufhören | muss PLAYER nach dem reinlegen aufhören | ist der zug nach einem stein vorbei | muss man nach einem stein aufhören | ist PLAYER zug nach einem stein zu ende | muss ich nach dem ersten stein aufhören | ist nach einem stein schluss | muss ich nach einer leeren NUM aufhören | muss ich nach einer NUM aufhören | muss PLAYER nach der NUM aufhören | nach einer leeren NUM muss ich aufhören | muss ich nach dem einlegen aufhören | ist nach einer NUM mein zug vorbei

rules-turm-roof--goes = Auf eine Etage, die du in diesem Zug aufgedeckt hast, am Ende deines Zugs.
    .if = wo kommt das dach hin | wohin kommt das dach | wo kommt das dach am ende hin | wohin setze ich das dach | wohin mit dem dach | wo muss das dach hin | was mach ich am ende mit dem dach | wohin tu ich das dach | wohin setze ich das dach am ende | wo landet das dach | was passiert mit dem dach nach dem zug | wo stell ich das dach hin | auf welche etage kommt das dach | wo kommt das dach nach meinem zug hin

rules-turm-end-turn--roof = Auf eine Etage, die du in diesem Zug aufgedeckt hast, am Ende deines Zugs.
    .if = wo kommt das dach hin | wohin kommt das dach | wo kommt das dach am ende hin | wohin setze ich das dach

rules-turm-game-end--won = Ja — wer seinen letzten Stein in den Turm legt, gewinnt sofort.
    .if = ich habe keine steine mehr | keine steine mehr in der hand | ich bin alle steine los

rules-turm-zero--lose = { $told ->
        [bust] { $take ->
            [0] Der Turm gewinnt: Der Zug endet, und du nimmst die Steine dieses Zugs zurück{ $known ->
                [yes] ; { $who } hat { $hand_after }.
               *[no] {""} — nur diese.
            }
           *[other] Der Turm gewinnt: { $who } nimmt { $take } { $take ->
                [one] Stein
               *[other] Steine
            } aus den Stockwerken dieses Zugs zurück{ $known ->
                [yes] , hat also { $hand_after }.
               *[no] {""} — nur diese.
            }
        }
       *[other] Der Turm gewinnt: Du nimmst alle Steine aus den Stockwerken zurück, die du in diesem Zug aufgedeckt hast — nur diese.
    }
    .if = wenn ich die null aufdecke verliere ich dann alles | was passiert bei der null | verliere ich bei der null alle steine | was wenn ich die null aufdecke | PLAYER hat als allererstes die 0 aufgedeckt was jetzt | und wenn er stattdessen die 0 erwischt | wenn ich die null erwische | die null erwischt was nun | wenn ich die null erwisch sind dann alle meine steine weg | ich hab die null aufgedeckt | bin ich bei der null am arsch | null aufgedeckt was passiert | was passiert bei der etage mit der null | was ist mit der null etage | die etage mit der null was passiert | was passiert wenn man die null aufdeckt | was is wenn man die null aufdeckt | null erwischt was nun | was passiert bei ner null | und wenn ich die null erwische

rules-turm-variants--rules = Vier: Superzweier, Spiegel, freundlicher Vierer und Can't Stop; vor einem vollen Spiel wählt ihr eine.
    .if = wie viele arten von stern gibt es | wie viele sternvarianten gibt es | welche sternregeln kann man auswählen | welche sternregeln gibt es | was für sternregeln gibt es | zwischen welchen sternregeln kann man wählen | welche sternregeln stehen zur auswahl

rules-turm-bust--take = { $told ->
        [bust] { $take } { $take ->
            [one] Stein
           *[other] Steine
        } zurück: Das volle Stockwerk lässt den Turm gewinnen, du nimmst alle Steine dieses Zugs.
        [room] Keine: In jedem dieser Stockwerke war Platz, also kommt je ein Stein hinein, und der Zug geht weiter.
       *[impossible] Nein — das kann nicht sein: Kein Stockwerk fasst mehr Steine als seine Zahl — zählt bitte nach.
    }
    .if = wie viele steine kriege ich zurück NUM | wie viele steine zurück NUM | wie viele gehen zurück NUM | wie viele bekomme ich zurück NUM | wie viele nehme ich zurück NUM | wie viele steine muss ich nehmen NUM | wie viele kriegt PLAYER zurück NUM | wie viele steine bekommt PLAYER zurück NUM | wie viele steine nimmt PLAYER NUM | wie viele kommen in meine hand zurück NUM | NUM dann NUM wie viele zurück | wie viele steine gehen an PLAYER zurück NUM | wenn das nächste stockwerk NUM ist wie viele kommen zurück | wie viele wandern zurück in die hand NUM | wie viele steine nehme ich wenn das nächste stockwerk NUM ist | wie viele nehme ich NUM | wenn PLAYER jetzt eine NUM mit NUM steinen aufdeckt wie viele muss sie nehmen | wie viele muss PLAYER nehmen NUM | wie viele muss sie zurücknehmen NUM | wie viele nimmt PLAYER NUM | wie viele nimmt er NUM | wie viele muss er nehmen NUM | wie viele nimmt sie zurück NUM | wie viele muss PLAYER zurücknehmen NUM | wenn er eine NUM mit NUM erwischt wie viele muss er nehmen | und wenn sie eine NUM mit NUM erwischt wie viele muss sie nehmen | wie viele steine muss PLAYER nehmen NUM | wie viele kriegt er zurück NUM | wie viele gehen an ihn zurück NUM | wie viele steine muss ich zurücknehmen NUM | wie viele kriege ich zurück NUM | wie viele steine nehme ich auf NUM | wie viele wandern zurück NUM | wie viele steine muss PLAYER wieder aufnehmen NUM | wie viele kommen zu mir zurück NUM

rules-turm-bust--only = { $told ->
        [bust] Nein — { $take } { $take ->
            [one] Stein
           *[other] Steine
        }: Alle Stockwerke dieses Zugs kommen zurück, nicht nur das volle.
       *[other] Nein — du nimmst die Steine aus allen Stockwerken dieses Zugs, nicht nur aus dem vollen.
    }
    .if = nur die steine aus der vollen etage | nehme ich nur die steine aus dem vollen stockwerk | nur aus dem letzten stockwerk | nur das volle stockwerk | nur die steine dieser etage | nehm ich nur die steine aus der vollen | er meint er muss nur die NUM nehmen stimmt das | sie sagt sie nimmt nur die steine aus der vollen etage | PLAYER meint nur die steine aus der NUM | nur die vollen zählen oder | muss PLAYER nur die steine der letzten etage nehmen | er sagt nur das letzte stockwerk zählt stimmt das

rules-turm-zero--never = Nein — in die 0 passt nie ein Stein: Deckst du sie auf, gewinnt immer der Turm.
    .if = ist die null immer schlecht | kann die 0 jemals einen stein nehmen | gewinnt bei der null immer der turm | gibt es einen fall wo die null ok ist | ist die 0 immer verloren | nimmt die null nie einen stein | wann schlägt mich die null nicht | die null gewinnt nie für mich | kann die null einen stein halten | passt jemals ein stein in die 0

rules-turm-zero--gem = { $floors_told ->
        [0] Nein — in der 0 kann nie ein Stein liegen; zählt bitte nach.
        [1] Nein — in der 0 kann nie ein Stein liegen; zählt bitte nach.
       *[other] { $told ->
            [bust] { $known ->
                [yes] Der Turm gewinnt: { $who } nimmt { $take } aus den Stockwerken dieses Zugs zurück, hat also { $hand_after }.
               *[no] Der Turm gewinnt: Du nimmst { $take } aus den Stockwerken dieses Zugs zurück.
            }
           *[other] Nein — in der 0 kann nie ein Stein liegen; zählt bitte nach.
        }
    }
    .if = in der 0 lag ein stein | ein stein in der null | kann in der 0 ein stein liegen | ist ein stein in der null möglich | in der nulletage liegt ein stein | jemand sagt in der 0 war ein stein | PLAYER meint in der 0 lag ein stein | PLAYER behauptet in der null war ein stein | da lag ein stein in der null

rules-turm-zero--point = In die 0 passt nie ein Stein: Wer sie aufdeckt, verliert immer gegen den Turm.
    .if = wozu ist die 0 da | was bringt die null | warum gibt es im spiel eine null | was macht die 0 | was soll die nullscheibe bringen

rules-turm-end-turn--order = Ja — setz die Stockwerke in beliebiger Reihenfolge wieder zusammen, ohne weitere aufzudecken.
    .if = darf ich den turm in anderer reihenfolge zusammensetzen | reihenfolge beim zusammensetzen | darf ich die stockwerke anders stapeln | ist die reihenfolge egal | die etagen in neuer reihenfolge zusammenstecken | darf ich beim zusammenbauen die reihenfolge ändern | in beliebiger reihenfolge wieder aufbauen | die etagen in irgendeiner reihenfolge stapeln | reihenfolge beim zusammenbauen egal | darf ich den turm beliebig wieder zusammensetzen | darf ich die etagen wieder beliebig stapeln | kann ich den turm zusammenbauen wie ich will | darf ich die reihenfolge beim zusammenbauen ändern | beim zusammenstecken eine andere reihenfolge | darf ich die stockwerke umsortieren | darf ich die etagen mischen wenn ich den turm wieder aufbaue | egal in welcher reihenfolge wieder drauf | darf ich die teile in anderer reihenfolge stapeln | kann ich die etagen neu ordnen | ist es egal wie ich den turm wieder zusammensetze | wie ich will zusammenbauen | darf ich die etagen beliebig aufeinander setzen | darf ich die etagen durcheinander wieder draufsetzen | darf ich den turm anders zusammenbauen als vorher | in welcher reihenfolge kommen die etagen zurück

rules-turm-roof--move = Ja — das Dach muss jeden Zug umziehen, auf eine Etage, die in diesem Zug aufgedeckt wurde.
    .if = muss das dach jedes mal umziehen | muss das dach wandern | muss das dach immer woanders hin | muss ich das dach jeden zug versetzen | muss ich das dach umsetzen | muss das dach jeden zug umziehen | muss ich das dach versetzen | muss das dach wirklich jeden zug woanders hin | muss man das dach umsetzen | muss das dach jedes mal umgesetzt werden | muss ich das dach jedes mal wegnehmen und woanders draufsetzen | muss ich das dach auch umsetzen wenn ich nur eine etage aufgemacht hab | auch bei nur einer etage das dach umsetzen | muss das dach auch nach einem stockwerk umziehen | muss ich das dach immer umsetzen | ist das dach umsetzen pflicht | muss das dach immer wandern | muss ich das dach trotzdem umsetzen | das dach muss immer umgesetzt werden oder | muss ich das dach jedes mal woanders hinsetzen

rules-turm-turn--reveal = { $reveal ->
        [full] Der Turm gewinnt: Eine { $disk } mit { $gems } ist voll, also { $take } { $take ->
            [one] Stein
           *[other] Steine
        } zurück{ $known ->
            [yes] ; { $who } hätte dann { $hand_after }.
           *[no] {""}.
        }
        [room] Ja — leg einen Stein hinein: Eine { $disk } mit { $gems } hat noch Platz{ $known ->
            [yes] ; { $who } hätte dann { $hand_after }.
           *[no] {""}.
        }
        [more] Leg einen Stein hinein: Eine { $disk } mit { $gems } darin hat noch Platz.
        [many] Nein — nur ein Stein: Eine { $disk } mit { $gems } darin nimmt einen auf einmal.
        [story] { $told ->
            [bust] { $take } { $take ->
                [one] Stein
               *[other] Steine
            } zurück: Das volle Stockwerk lässt den Turm gewinnen{ $known ->
                [yes] , also hätte { $who } dann { $hand_after }.
               *[no] .
            }
            [room] In jedem dieser Stockwerke war Platz: je ein Stein hinein{ $known ->
                [yes] , also hätte { $who } dann { $hand_after }.
               *[no] .
            }
           *[impossible] Nein — das kann nicht sein: Kein Stockwerk fasst mehr Steine als seine Zahl — zählt bitte nach.
        }
       *[impossible] Nein — das kann nicht sein: Eine { $disk } fasst höchstens { $disk } — zählt bitte nach.
    }
    .if = was mache ich mit einer leeren NUM | ich habe eine leere NUM aufgedeckt | eine leere NUM was jetzt | ich habe eine leere NUM gefunden | was mache ich mit einer NUM mit NUM | darf ich in eine NUM mit NUM einen legen | ich habe eine NUM mit einem stein aufgedeckt | ich habe eine NUM aufgedeckt da liegt schon einer drin | eine NUM mit einem stein was nun | in der NUM liegt schon einer | ich habe eine NUM mit NUM steinen umgedreht | was macht eine NUM mit NUM steinen | was ist mit einer NUM mit einem stein | eine NUM mit NUM steinen darin | wenn das nächste stockwerk eine NUM mit NUM ist | die nächste etage ist eine leere NUM was passiert | ich hab eine leere NUM was nun | eine leere NUM was nun | angenommen PLAYER deckt eine NUM mit NUM steinen auf was macht er | wenn PLAYER jetzt ne NUM mit NUM steinen aufdeckt | und wenn sie stattdessen eine NUM mit NUM aufdeckt | was wenn er eine leere NUM erwischt | was wäre wenn ich eine NUM mit schon NUM steinen aufdecke | was wäre wenn PLAYER eine NUM mit NUM erwischt | ne NUM mit NUM drin leg ich da noch einen rein | NUM mit NUM leg ich einen rein | darf ich in eine NUM mit NUM noch einen legen | in der NUM liegen schon NUM darf ich einen dazulegen | leg ich in eine NUM mit NUM einen rein | passt in eine NUM mit NUM noch einer

rules-turm-setup--extra = { $table_rest ->
        [0] Niemand hat extra bekommen: Die 32 Steine gingen glatt auf, { $table_share } für jede Person.
        [none] Wer beginnt, bekommt die Steine, die beim Verteilen der 32 übrig bleiben.
       *[other] { $starter_name } hat begonnen und deshalb die { $table_rest } übrigen Steine dazubekommen.
    }
    .if = warum hat PLAYER mehr steine | warum hat PLAYER NUM mehr | warum hat PLAYER mehr bekommen | wieso hat PLAYER mehr steine als wir | warum hat der startspieler mehr steine | warum habe ich mehr steine als die anderen | warum hat PLAYER am anfang mehr gekriegt | warum hat PLAYER NUM und wir nur NUM | warum hat PLAYER zu beginn extra steine | warum hat PLAYER NUM und ich nur NUM | warum hat PLAYER mehr als ich | wieso hat PLAYER mehr steine als ich | warum kriegt PLAYER mehr | wieso hat PLAYER NUM steine und ich nur NUM | warum hat PLAYER zwei mehr | warum hat PLAYER extra steine bekommen | wieso hat PLAYER mehr gekriegt als wir | warum hat der startspieler extra | warum hat die startspielerin mehr | warum hat PLAYER extra

rules-turm-hands = { $live ->
        [yes] { $case ->
            [over] Das Spiel ist vorbei. Steine in der Hand, die wenigsten zuerst: { $hands }; im Turm liegen { $tower }.
           *[playing] Steine in der Hand, die wenigsten zuerst: { $hands }; im Turm liegen { $tower }.
        }
       *[no] Alle beginnen mit einem gleichen Anteil der 32 Steine außerhalb des Turms und versuchen, sie loszuwerden. Am Tisch sage ich euch, wer wie viele hat.
    }
    .title = Steine in der Hand
    .ask = wie viele steine habe ich noch übrig | wie viele steine sind noch in unseren händen | wer hat noch die meisten steine | wer hat noch die wenigsten steine | wie viele steine sind noch in meiner hand | steine in der hand | wie viele edelsteine hat jeder noch in der hand | wie viele steine hat er jetzt | wie viele hat sie jetzt noch

rules-turm-hands--player = { $known ->
        [yes] { $who } hat { $who_hand } { $who_hand ->
            [one] Stein
           *[other] Steine
        } in der Hand.
       *[no] Alle beginnen mit einem gleichen Anteil der 32 Steine; fragt am Tisch nach einer Person.
    }
    .if = wie viele steine hat PLAYER | wie viele hat PLAYER noch in der hand | wie viele steine hat PLAYER noch in der hand | PLAYER steine in der hand | wie viele edelsteine hat PLAYER | PLAYER wie viele steine noch | wie viele hat PLAYER übrig | PLAYER wie viele steine hat er jetzt NOW | PLAYER wie viele hat sie NOW | wie viele steine hat PLAYER jetzt NOW | wie viele hat PLAYER danach | wie viele steine hat PLAYER noch | wie viele hat PLAYER noch | wie viele steine hat PLAYER gerade | wie viele steine hat PLAYER übrig | wie viele steine sind noch bei PLAYER | wie viele hat PLAYER in der hand | was hat PLAYER noch

rules-turm-capacity--star = { $star ->
        [mirror] { $known ->
            [yes] { $who_hand }: Der Spiegel fasst so viele Steine, wie { $who } in der Hand hat.
           *[no] So viele, wie die aufdeckende Person in der Hand hat: der Spiegel.
        }
        [super2] 2 Steine: Ein leerer Superzweier nimmt zwei auf einmal.
        [friendly4] 4 Steine: Der freundliche Vierer fasst vier.
        [cantstop] 4 Steine: Der Can't-Stop-Stern fasst vier.
       *[none] Im ersten Spiel gibt es keinen Stern.
    }
    .if = wie viele steine passen in den stern | wie viele fasst der stern | wann ist der stern voll | wie viel passt in den stern | wie viele steine passen rein wenn PLAYER den stern aufdeckt | wenn PLAYER den stern aufdeckt wie viele passen | wie viele steine nimmt der stern | wie viele nimmt der stern wenn PLAYER ihn aufdeckt

rules-turm-star--empty = { $star ->
        [super2] Leg zwei Steine hinein: Ein leerer Superzweier nimmt zwei (mit nur einem Stein legst du ihn hinein und gewinnst).
        [mirror] Leg einen Stein hinein: Der Spiegel fasst so viele, wie du in der Hand hast, und er ist leer.
        [friendly4] { $star_giver ->
            [none] Wer die meisten Steine in der Hand hat, legt einen hinein; dein Zug geht weiter.
           *[other] { $star_giver } legt einen hinein: Wer die meisten Steine hat, legt; dein Zug geht weiter.
        }
        [cantstop] Leg einen Stein hinein — danach musst du noch mindestens ein Stockwerk aufdecken.
       *[none] Im ersten Spiel gibt es keinen Stern.
    }
    .if = was wenn der stern leer ist | der stern ist leer was jetzt | ich decke den stern auf und er ist leer | ein leerer stern | was mache ich mit einem leeren stern | im stern liegt nichts | der stern ist noch ganz leer

rules-turm-super2--empty = Leg zwei Steine hinein: Ein leerer Superzweier nimmt zwei (mit nur einem Stein legst du ihn hinein und gewinnst).
    .if = was wenn der stern leer ist | der stern ist leer was jetzt | ich decke den stern auf und er ist leer | ein leerer stern | was mache ich mit einem leeren stern | im stern liegt nichts | der stern ist noch ganz leer | wie viele steine kommen in einen leeren superzweier | wie viele steine in den leeren superzweier-stern | wie viele steine legt PLAYER in den leeren stern | wenn PLAYER den stern leer findet wie viele legt sie rein

rules-turm-mirror--empty = Leg einen Stein hinein: Der Spiegel fasst so viele, wie du in der Hand hast, und er ist leer.
    .if = was wenn der stern leer ist | der stern ist leer was jetzt | ich decke den stern auf und er ist leer | ein leerer stern | was mache ich mit einem leeren stern | im stern liegt nichts | der stern ist noch ganz leer | PLAYER deckt den stern auf da liegt nichts drin was muss er tun | der stern ist leer was muss ich tun | im stern ist nichts drin | da liegt nichts im stern was jetzt | PLAYER findet einen leeren stern

rules-turm-friendly4--empty = { $star_giver ->
        [none] Wer die meisten Steine in der Hand hat, legt einen hinein; dein Zug geht weiter.
       *[other] { $star_giver } legt einen hinein: Wer die meisten Steine hat, legt; dein Zug geht weiter.
    }
    .if = was wenn der stern leer ist | der stern ist leer was jetzt | ich decke den stern auf und er ist leer | ein leerer stern | was mache ich mit einem leeren stern | im stern liegt nichts | der stern ist noch ganz leer

rules-turm-cantstop--empty = Leg einen Stein hinein — danach musst du noch mindestens ein Stockwerk aufdecken.
    .if = was wenn der stern leer ist | der stern ist leer was jetzt | ich decke den stern auf und er ist leer | ein leerer stern | was mache ich mit einem leeren stern | im stern liegt nichts | der stern ist noch ganz leer

rules-turm-super2--full = Der Turm gewinnt: Liegt im Superzweier schon etwas, ist er voll, und du nimmst die Steine dieses Zugs.
    .if = im stern liegt schon was | im stern liegt schon was drin | im stern liegen schon NUM steine | im stern liegt ein stein | im superzweier liegt schon ein stein | im stern liegen schon NUM | im stern sind bereits NUM | im superzweier liegen schon NUM | es liegt schon was im stern | der superzweier ist nicht leer | schon steine im stern was passiert | im stern liegt schon einer was passiert | was passiert bei super 2 wenn der stern schon NUM steine hat | super 2 was wenn im stern schon NUM steine liegen | der superzweier hat schon NUM steine | wenn im superzweier schon NUM liegen

rules-turm-super2--win = Ja — du legst den einen Stein hinein und gewinnst (Entscheidung des Schiedsrichters).
    .if = gewinne ich mit einem stein und leerem stern | ein stein übrig und der stern ist leer gewinne ich | NUM stein übrig und der superzweier ist leer | letzter stein in den leeren superzweier gewinne ich | PLAYER hat nur noch einen stein und deckt den leeren stern auf gewinnt sie | letzter stein in den leeren stern gewinnt er | nur noch ein stein und der stern ist leer gewinne ich

rules-turm-mirror--reveal = { $mirror ->
        [room] Ja — leg einen Stein hinein: Bei { $star_hand } in der Hand fasst der Stern { $star_hand }, und drin liegen { $star_gems }.
        [full] Der Turm gewinnt: Bei { $star_hand } in der Hand fasst der Stern { $star_hand }, und drin liegen schon { $star_gems }.
       *[unknown] Liegen weniger Steine darin, als die aufdeckende Person in der Hand hat, kommt einer hinein; sonst gewinnt der Turm.
    }
    .if = ich habe NUM steine und im stern liegen NUM | NUM steine in der hand und im stern NUM | im stern liegen schon NUM | der stern hat NUM steine | NUM in der hand und NUM im stern | wenn PLAYER den stern aufdeckt und NUM drin liegen | NUM steine vor mir und im stern NUM | im stern liegen NUM während ich NUM in der hand habe | NUM im spiegel und NUM in meiner hand | im spiegel liegen NUM und ich habe NUM | im spiegel liegen NUM und ich habe NUM steine | im stern liegen NUM und ich habe NUM steine | leerer spiegelstern und NUM in der hand wie viele lege ich rein | PLAYER hat NUM und im spiegel liegen NUM

rules-turm-mirror--player = { $known ->
        [yes] { $who_hand }: Der Spiegel fasst so viele Steine, wie { $who } in der Hand hat.
       *[no] So viele, wie die aufdeckende Person in diesem Moment in der Hand hat.
    }
    .if = wie viele passen in den stern wenn PLAYER ihn aufdeckt | wenn PLAYER den stern aufdeckt wie viele passen | wie viele steine fasst der spiegel für PLAYER | wie viele steine fasst der stern jetzt | wie groß ist der spiegel gerade | wenn ich JETZT den spiegelstern aufdecke wie viele passen da rein | wie viele passen JETZT in den spiegel | wie groß ist der spiegelstern für PLAYER JETZT

rules-turm-friendly4--who = { $star_giver ->
        [none] Wer die meisten Steine in der Hand hat, legt den Stein hinein — nicht unbedingt, wer aufdeckt.
       *[other] { $star_giver }: Wer die meisten Steine in der Hand hat, legt den Stein hinein.
    }
    .if = wer legt den stein in den stern | wer muss einen stein in den stern legen | wer muss beim stern etwas reinlegen | wer legt in den stern | wenn PLAYER den stern aufdeckt wer legt rein | wer gibt den stein in den stern | wessen stein kommt in den stern | PLAYER deckt NOW den stern auf wer legt den stein rein | wenn PLAYER NOW den stern aufdeckt wer muss einen reinlegen | wer legt für PLAYER in den stern | PLAYER hat den stern aufgedeckt wer legt rein | PLAYER erwischt den stern wer muss einen stein geben | wer muss einen stein in den stern tun wenn PLAYER ihn aufdeckt | wessen stein kommt rein wenn PLAYER den stern aufmacht | PLAYER erwischt den leeren stern wer legt den stein rein | PLAYER macht weiter und erwischt den stern wer legt rein | wer legt rein wenn PLAYER den leeren stern erwischt | der stern ist leer wer legt den stein rein | wer muss den stein in den leeren stern legen | PLAYER deckt den leeren stern auf wer muss rein legen

rules-turm-friendly4--tie = Bei Gleichstand legst du, wenn du zu den meisten gehörst; sonst wer von ihnen im Uhrzeigersinn als Nächstes kommt.
    .if = wir haben gleich viele steine wer legt | gleichstand bei den meisten steinen | beide haben gleich viele | gleich viele steine wer legt rein | mehrere haben gleich viele steine wer legt in den stern | was ist beim freundlichen vierer wenn zwei gleich viele steine haben | zwei haben gleich viele steine wer legt rein | gleichstand beim freundlichen vierer

rules-turm-friendly4--why = Freundlicher Vierer: Wer die meisten Steine in der Hand hat, legt den Stein hinein, nicht wer aufgedeckt hat.
    .if = warum hat PLAYER in meinem zug einen stein reingelegt | warum legt jemand anders einen stein rein | PLAYER hat in meinem zug einen stein gelegt warum | warum legt PLAYER in den stern | wieso legt ein anderer den stein


rules-turm-variants--star-first = Nein — im ersten Spiel gibt es keinen Stern: Es wird mit 9 Stockwerken gespielt, der Stern bleibt in der Schachtel.
    .if = der stern im ersten spiel | was wenn ich im ersten spiel den stern aufdecke | die sternscheibe im ersten spiel | was mache ich im ersten spiel mit dem stern

rules-turm-variants--disk = { $disk ->
        [0] 1 Stockwerk: Nur eines trägt die 0.
        [1] 3 Stockwerke tragen eine 1.
        [2] 2 Stockwerke tragen eine 2.
        [3] 2 Stockwerke tragen eine 3.
        [4] 1 Stockwerk trägt die 4.
       *[none] Die Scheiben sind 0, 1, 1, 1, 2, 2, 3, 3 und 4, im vollen Spiel dazu der Stern.
    }
    .if = wie viele NUM etagen gibt es | wie viele stockwerke mit einer NUM | wie viele NUM scheiben gibt es | wie viele etagen haben eine NUM | wie viele NUMen gibt es | wie viele stockwerke zeigen eine NUM | wie viele stockwerke mit der NUM | wie viele etagen tragen die NUM | wie viele etagen haben eine NUM drauf | wie viele stockwerke haben die NUM drauf | auf wie vielen etagen steht eine NUM | wie viele scheiben zeigen eine NUM | wie oft gibt es die NUM | wie viele scheiben mit einer NUM gibt es | wie viele NUM gibt es im turm | wie viele stockwerke haben eine NUM | wie viele etagen tragen eine NUM | wie viele zahlenscheiben zeigen eine NUM

rules-turm-turn--story = { $told ->
        [bust] { $take } { $take ->
            [one] Stein
           *[other] Steine
        } zurück: Das volle Stockwerk lässt den Turm gewinnen, du nimmst alle Steine dieses Zugs.
        [room] { $floors_told ->
            [1] Ja — ein Stein kommt hinein: Eine { $disk } mit { $gems } hat noch Platz.
           *[other] In jedem dieser Stockwerke war Platz: Je ein Stein kommt hinein, und du darfst weitermachen oder aufhören.
        }
       *[impossible] Nein — das kann nicht sein: Kein Stockwerk fasst mehr Steine als seine Zahl — zählt bitte nach.
    }
    .if = wie viele steine zurück NUM | wie viele gehen zurück NUM | ich habe eine NUM aufgedeckt reingelegt dann eine NUM was nun | erst eine NUM dann eine NUM was jetzt | eine NUM aufgedeckt und danach eine NUM was passiert | NUM aufgedeckt dann NUM wie viele zurück | nach einer NUM und einer NUM was nun | dann eine NUM mit NUM was jetzt | eine NUM mit NUM dann eine NUM mit NUM wie viele kriege ich zurück | einen reingelegt dann eine NUM wie viele zurück | eine NUM mit einem stein aufgedeckt einen reingelegt dann eine NUM mit NUM steinen was nun | wie viele nimmt PLAYER NUM | wie viele nimmt er NUM | wie viele muss er nehmen NUM | wie viele muss sie zurücknehmen NUM | wie viele muss PLAYER zurücknehmen NUM | wie viele steine muss PLAYER nehmen NUM

rules-turm-capacity--story = { $told ->
        [bust] { $take } { $take ->
            [one] Stein
           *[other] Steine
        } zurück: Das volle Stockwerk lässt den Turm gewinnen, du nimmst alle Steine dieses Zugs.
        [room] { $floors_told ->
            [1] Ja — ein Stein kommt hinein: Eine { $disk } mit { $gems } hat noch Platz.
           *[other] In jedem dieser Stockwerke war Platz: Je ein Stein kommt hinein, und du darfst weitermachen oder aufhören.
        }
       *[impossible] Nein — das kann nicht sein: Kein Stockwerk fasst mehr Steine als seine Zahl — zählt bitte nach.
    }
    .if = wie viele steine zurück NUM | eine NUM mit einem stein aufgedeckt einen reingelegt dann eine NUM mit NUM steinen was nun

rules-turm-setup--now = { $table ->
        [yes] Steine in der Hand, die wenigsten zuerst: { $hands_now }; im Turm liegen { $tower_now }.
       *[no] Zu Beginn werden 32 Steine gleichmäßig verteilt; fragt am Tisch nach dem Stand.
    }
    .if = wie viele steine hat jeder NOW | wie viele steine haben wir NOW | wie viele steine hat jeder von uns NOW | wie viele haben wir noch NOW | wie viele steine hält jeder NOW | wie viele hat PLAYER jetzt und wie viele sind noch im turm NOW | wie viele steine hat jeder und wie viele liegen im turm NOW | was hat jeder NOW | wer hat was NOW | wer hat wie viele NOW | wie viele steine hat jeder von euch NOW | wie viele hat jeder NOW | wie stehts mit den steinen NOW

rules-turm-bust--now = { $table ->
        [yes] { $open_gems } { $open_gems ->
            [one] Stein
           *[other] Steine
        } aus den Stockwerken dieses Zugs, dazu, was im vollen Stockwerk liegt.
       *[no] Alle Steine aus den Stockwerken dieses Zugs, auch die aus dem vollen.
    }
    .if = wie viele steine bekäme PLAYER zurück NOW | wie viele würde ich zurücknehmen wenn der turm gewinnt NOW | wie viele steine nähme PLAYER wenn es schiefgeht NOW | wie viele verliere ich wenn der turm gewinnt NOW | wie viele steine kämen zu PLAYER zurück NOW

rules-turm-friendly4--most = { $named ->
        [none] Wer die meisten Steine in der Hand hat, legt den Stein hinein.
       *[other] { $named } legt den Stein hinein: Wer die meisten Steine in der Hand hat, füllt den freundlichen Vierer.
    }
    .if = was wenn PLAYER die meisten steine hat STAR | PLAYER hat die meisten steine wer legt STAR | PLAYER hat mehr steine als alle anderen STAR | PLAYER hat die meisten edelsteine STAR

rules-turm-cantstop--stop = { $stop ->
        [yes] Ja — { $who } hat nach dem Stern schon ein weiteres Stockwerk aufgedeckt und darf aufhören.
        [none] Nein — { $who } muss erst mindestens ein Stockwerk aufdecken.
        [waiting] Nein — { $who } ist nicht dran; nur wer dran ist, beendet einen Zug.
        [over] Das Spiel ist vorbei; niemand hat einen Zug zu beenden.
        [cantstop] Nein — { $who } muss nach dem Can't-Stop-Stern erst noch ein Stockwerk aufdecken.
       *[general] Nein — nach einem Stein im Can't-Stop-Stern musst du noch mindestens ein Stockwerk aufdecken.
    }
    .if = darf ich nach dem stern aufhören | darf ich nach dem stern meinen zug beenden | kann ich direkt nach dem stern aufhören | nach dem stern aufhören | darf ich beim stern schluss machen | darf ich nach dem stern jetzt aufhören | stein im stern darf ich aufhören | nach dem stein im stern den zug beenden | PLAYER hat einen stein in den stern gelegt darf er jetzt aufhören | hab grad einen in den stern gelegt darf ich jetzt aufhören | nach dem stern noch eine etage aufgedeckt darf er jetzt aufhören | PLAYER hat nach dem stern noch eine NUM aufgedeckt darf er aufhören | nach dem can't stop stern noch ein stockwerk aufgedeckt darf ich schluss machen | nach dem stern darf ich sofort aufhören | ich hab einen stein in den stern gelegt darf ich jetzt aufhören | stein im stern kann ich jetzt den zug beenden | nach dem stern gleich schluss machen | darf ich nach dem stern direkt aufhören | stein im stern darf ich den zug beenden | ich hab grad in den stern gelegt kann ich jetzt schluss machen | nach dem stern kann ich jetzt schluss machen

rules-turm-starter--youngest = Nein — das Regelheft nennt niemanden; ich nehme die zuerst genannte Person, wenn ihr nichts anderes sagt.
    .if = fängt der jüngste an | beginnt die jüngste person | muss der jüngste beginnen | ist der jüngste zuerst dran

rules-turm-bust--first = Ja — ist schon das erste Stockwerk voll, gewinnt der Turm, und du nimmst dessen Steine.
    .if = kann der turm sofort gewinnen | kann ich gleich zu beginn meines zugs verlieren | kann das zuerst aufgedeckte stockwerk schon voll sein | kann mich der turm sofort erwischen

rules-turm-bust--after = { $known ->
        [yes] { $hand_after } Steine: { $who } hätte danach { $hand_after } in der Hand{ $told ->
            [bust] , mit { $take } zurück aus dem Turm.
           *[other] , je ein Stein weg für jedes Stockwerk mit Platz.
        }
       *[no] Je ein Stein weg für jedes Stockwerk mit Platz; ein volles Stockwerk gibt alle Steine dieses Zugs zurück.
    }
    .if = wie viele steine hat PLAYER dann NUM | wie viele steine hätte PLAYER danach NUM | wie viele steine habe ich danach NUM | wie viele hat sie dann noch NUM | wie viele hätte er noch NUM | wie viele edelsteine hab ich hinterher NUM | wie viele steine bleiben mir NUM | NUM dann NUM wie viele steine hab ich | wie viele steine hat PLAYER nachher NUM | wieviel steine hat er danach NUM | PLAYER deckt eine NUM auf dann eine NUM wie viele steine hat sie | wie viele steine in der hand danach NUM | PLAYER deckt die NUM mit NUM auf und hört dann auf wie viele hat sie dann noch | wenn PLAYER eine NUM aufdeckt und danach eine NUM wie viele bleiben ihr | PLAYER deckt eine NUM auf und dann die NUM wie viele hat er danach noch | nach einer NUM und der NUM wie viele steine hat PLAYER am ende | PLAYER macht eine NUM auf und dann eine NUM mit wie vielen steinen steht sie da | wenn PLAYER die NUM aufdeckt und aufhört wie viele hat sie noch

rules-turm-capacity--after = { $known ->
        [yes] { $hand_after } Steine: { $who } hätte danach { $hand_after } in der Hand{ $told ->
            [bust] , mit { $take } zurück aus dem Turm.
           *[other] , je ein Stein weg für jedes Stockwerk mit Platz.
        }
       *[no] Je ein Stein weg für jedes Stockwerk mit Platz; ein volles Stockwerk gibt alle Steine dieses Zugs zurück.
    }
    .if = wie viele steine hat PLAYER dann NUM | wie viele steine hätte PLAYER danach NUM | wie viele steine habe ich danach NUM | wie viele hat sie dann noch NUM | wie viele hätte er noch NUM | wie viele edelsteine hab ich hinterher NUM | wie viele steine bleiben mir NUM | NUM dann NUM wie viele steine hab ich | wie viele steine hat PLAYER nachher NUM | wieviel steine hat er danach NUM | PLAYER deckt eine NUM auf dann eine NUM wie viele steine hat sie | wie viele steine in der hand danach NUM | PLAYER deckt die NUM mit NUM auf und hört dann auf wie viele hat sie dann noch | wenn PLAYER eine NUM aufdeckt und danach eine NUM wie viele bleiben ihr | PLAYER deckt eine NUM auf und dann die NUM wie viele hat er danach noch | nach einer NUM und der NUM wie viele steine hat PLAYER am ende | PLAYER macht eine NUM auf und dann eine NUM mit wie vielen steinen steht sie da | wenn PLAYER die NUM aufdeckt und aufhört wie viele hat sie noch

rules-turm-turn--after = { $known ->
        [yes] { $hand_after } Steine: { $who } hätte danach { $hand_after } in der Hand{ $told ->
            [bust] , mit { $take } zurück aus dem Turm.
           *[other] , je ein Stein weg für jedes Stockwerk mit Platz.
        }
       *[no] Je ein Stein weg für jedes Stockwerk mit Platz; ein volles Stockwerk gibt alle Steine dieses Zugs zurück.
    }
    .if = wie viele steine hat PLAYER dann NUM | wie viele steine hätte PLAYER danach NUM | wie viele steine habe ich danach NUM | wie viele hat sie dann noch NUM | wie viele hätte er noch NUM | wie viele edelsteine hab ich hinterher NUM | wie viele steine bleiben mir NUM | NUM dann NUM wie viele steine hab ich | wie viele steine hat PLAYER nachher NUM | wieviel steine hat er danach NUM | PLAYER deckt eine NUM auf dann eine NUM wie viele steine hat sie | wie viele steine in der hand danach NUM | PLAYER deckt die NUM mit NUM auf und hört dann auf wie viele hat sie dann noch | wenn PLAYER eine NUM aufdeckt und danach eine NUM wie viele bleiben ihr | PLAYER deckt eine NUM auf und dann die NUM wie viele hat er danach noch | nach einer NUM und der NUM wie viele steine hat PLAYER am ende | PLAYER macht eine NUM auf und dann eine NUM mit wie vielen steinen steht sie da | wenn PLAYER die NUM aufdeckt und aufhört wie viele hat sie noch

rules-turm-roof--unopened = Nein — das Dach muss auf ein Stockwerk, das in diesem Zug aufgedeckt wurde.
    .if = das dach auf eine etage die PLAYER nicht aufgemacht hat | dach auf eine ungeöffnete etage | PLAYER hat das dach auf eine geschlossene etage gesetzt | dach auf ein nicht geöffnetes stockwerk gesetzt | darf das dach auf eine etage die diesmal zu war | PLAYER hat das dach auf eine etage gelegt die er gar nicht geöffnet hatte geht das | darf ich das dach wieder dahin legen wo es war | dach auf eine etage gelegt die nicht geöffnet war | darf das dach auf ein stockwerk das ich nicht aufgedeckt habe | PLAYER setzt das dach auf eine zue etage | darf das dach auf eine etage die keiner aufgemacht hat | PLAYER hat das dach auf eine etage gelegt die er nicht geöffnet hatte | dach auf ein stockwerk das er gar nicht geöffnet hat geht das | darf das dach auf eine etage die keiner aufgedeckt hat | darf das dach auf eine zugedeckte etage | das dach auf ein nicht aufgedecktes stockwerk | PLAYER hat das dach auf ein geschlossenes stockwerk gesetzt | darf ich das dach auf eine etage legen die ich nicht aufgemacht hab | darf das dach auf einer etage liegen die ich nicht aufgedeckt hab | darf das dach auf einer etage bleiben die ich nicht aufgedeckt habe | das dach auf einer nicht aufgedeckten etage | darf das dach nach meinem zug auf einer etage liegen die ich nicht geöffnet habe | das dach liegt auf einer etage die keiner aufgemacht hat

rules-turm-end-turn--unopened = Nein — das Dach muss auf ein Stockwerk, das in diesem Zug aufgedeckt wurde.
    .if = das dach auf eine etage die PLAYER nicht aufgemacht hat | dach auf eine ungeöffnete etage | PLAYER hat das dach auf eine geschlossene etage gesetzt | dach auf ein nicht geöffnetes stockwerk gesetzt | darf das dach auf eine etage die diesmal zu war | PLAYER hat das dach auf eine etage gelegt die er gar nicht geöffnet hatte geht das | darf ich das dach wieder dahin legen wo es war | dach auf eine etage gelegt die nicht geöffnet war | darf das dach auf ein stockwerk das ich nicht aufgedeckt habe | PLAYER setzt das dach auf eine zue etage | darf das dach auf eine etage die keiner aufgemacht hat | PLAYER hat das dach auf eine etage gelegt die er nicht geöffnet hatte | dach auf ein stockwerk das er gar nicht geöffnet hat geht das | darf das dach auf eine etage die keiner aufgedeckt hat | darf ich das dach auf eine etage legen die ich nicht aufgemacht hab | darf das dach auf einer etage liegen die ich nicht aufgedeckt hab | das dach auf einer nicht aufgedeckten etage

rules-turm-conduct--unopened = Nein — das Dach muss auf ein Stockwerk, das in diesem Zug aufgedeckt wurde.
    .if = das dach auf eine etage die PLAYER nicht aufgemacht hat | dach auf eine ungeöffnete etage | PLAYER hat das dach auf eine geschlossene etage gesetzt | dach auf ein nicht geöffnetes stockwerk gesetzt | darf das dach auf eine etage die diesmal zu war | PLAYER hat das dach auf eine etage gelegt die er gar nicht geöffnet hatte geht das | darf ich das dach wieder dahin legen wo es war | dach auf eine etage gelegt die nicht geöffnet war | darf das dach auf ein stockwerk das ich nicht aufgedeckt habe | PLAYER setzt das dach auf eine zue etage | darf das dach auf eine etage die keiner aufgemacht hat | PLAYER hat das dach auf eine etage gelegt die er nicht geöffnet hatte | dach auf ein stockwerk das er gar nicht geöffnet hat geht das | darf das dach auf eine etage die keiner aufgedeckt hat

rules-turm-end-turn--restack = Nein — der Turm wird zusammengesetzt, ohne weitere Stockwerke zu öffnen oder hineinzuschauen.
    .if = beim zusammenbauen eine etage aufmachen | beim zurückstapeln reinschauen | beim zusammensetzen in andere stockwerke gucken | beim wiederaufbauen ein stockwerk öffnen | PLAYER hat beim stapeln reingeschaut | darf man beim aufbauen noch ein stockwerk aufdecken | beim zusammenstecken in die etagen schauen | noch eine etage öffnen beim zusammensetzen | beim stapeln noch was aufdecken | beim wiederaufbauen eine etage aufmachen | darf ich beim zusammenbauen reinschauen | beim stapeln noch was aufmachen | beim aufstapeln eine weitere etage aufmachen | darf ich beim zusammenbauen noch schnell eine etage aufmachen | beim zusammensetzen noch ein stockwerk aufdecken | darf ich beim zusammenstecken reinschauen | beim wieder aufbauen noch eine etage öffnen | darf ich beim stapeln nochmal reingucken | darf ich beim zusammensetzen eine etage öffnen | beim aufbauen kurz reinschauen | kann ich beim zusammenbauen noch eine aufdecken | darf ich beim zusammensetzen nachschauen was drin ist | darf ich beim zurückstapeln weitere stockwerke öffnen | beim wieder aufstapeln noch stockwerke aufdecken | darf ich beim zusammensetzen noch etagen öffnen

rules-turm-conduct--restack = Nein — der Turm wird zusammengesetzt, ohne weitere Stockwerke zu öffnen oder hineinzuschauen.
    .if = beim zusammenbauen eine etage aufmachen | beim zurückstapeln reinschauen | beim zusammensetzen in andere stockwerke gucken | beim wiederaufbauen ein stockwerk öffnen | PLAYER hat beim stapeln reingeschaut | darf man beim aufbauen noch ein stockwerk aufdecken | beim zusammenstecken in die etagen schauen | noch eine etage öffnen beim zusammensetzen | beim stapeln noch was aufdecken | beim wiederaufbauen eine etage aufmachen | darf ich beim zusammenbauen reinschauen | beim stapeln noch was aufmachen | beim aufstapeln eine weitere etage aufmachen | darf ich beim zusammenbauen noch schnell eine etage aufmachen | beim zusammensetzen noch ein stockwerk aufdecken | darf ich beim zusammenstecken reinschauen | beim wieder aufbauen noch eine etage öffnen | darf ich beim stapeln nochmal reingucken | kann ich beim zusammenbauen noch eine aufdecken

## Runde 3: Aufbau, Wahl der Sternregel, wenn der Turm gewinnt, Zählen und Meldungen.

rules-turm-setup--floors = Je ein Stein kommt in ein 1er-, 2er-, 3er- und 4er-Stockwerk: 4 Steine liegen zu Beginn im Turm.
    .if = welche etagen kriegen zu beginn einen stein | wohin kommen die ersten steine | welche stockwerke bekommen beim aufbau einen stein | welche etagen sind am anfang belegt | welche stockwerke kriegen am anfang einen stein | welche etagen bekommen beim aufbauen einen stein | wohin legen wir am anfang die steine in den turm | welche scheiben kriegen am anfang einen stein | wo liegen am anfang steine im turm | in welchen etagen liegt zu beginn ein stein | welche stockwerke sind am anfang schon belegt | welche etagen kriegen je einen stein | wo kommen die vier startsteine hin | in welche stockwerke kommt vor dem spiel ein stein | in welche etagen kommt am anfang ein stein

rules-turm-setup--star = Nein — nur ein 1er-, 2er-, 3er- und 4er-Stockwerk bekommen beim Aufbau einen Stein; Stern und 0 bleiben leer.
    .if = bekommt die sternetage einen startstein | legen wir beim aufbau einen stein in den stern | bekommt die sternetage beim aufbau einen stein | kommt in den stern beim aufbauen ein stein | ist der stern beim aufbau leer | kriegt die null etage am anfang auch einen stein | bekommt die 0 am anfang einen stein | kriegt die null auch einen startstein | bekommt jede etage am anfang einen stein | kriegt das null stockwerk am anfang einen stein | liegt am anfang in der null ein stein | legen wir beim aufbau einen stein in die null | kommt in die null beim aufbau ein stein

rules-turm-star--when = Vor dem Spiel: Ihr wählt eine Sternregel, und sie gilt das ganze Spiel.
    .if = wann entscheiden wir uns für den stern | wer sucht die sternregel aus | wann suchen wir die sternregel aus

rules-turm-star--switch = Nein — die Sternregel wird vor dem Spiel gewählt und gilt das ganze Spiel.
    .if = können wir die sternregel ändern | sternregel während des spiels tauschen | die sternregel zwischendurch wechseln | kann man die sternregel unterwegs ändern | können wir mittendrin auf STAR wechseln | können wir während des spiels zu STAR wechseln | mitten im spiel auf STAR umsteigen | dürfen wir ab jetzt STAR spielen | können wir die sternregel auf STAR ändern | sternregel mitten im spiel tauschen | können wir zwischendurch die sternregel wechseln | wechseln wir jetzt auf STAR geht das | dürfen wir die sternregel mitten im spiel wechseln | dürfen wir die sternregel wechseln | können wir mittendrin die sternregel ändern | darf man die sternregel zwischendurch ändern | sternregel mitten im spiel ändern | können wir die sternregel jetzt wechseln | können wir eine andere sternregel nehmen | dürfen wir während dem spiel die sternregel tauschen | können wir die regel für den stern umstellen

rules-turm-star--rules = Vier: Superzweier, Spiegel, freundlicher Vierer und Can't Stop; vor einem vollen Spiel wählt ihr eine.
    .if = welche sternregeln gibt es | wie viele sternregeln gibt es | zähl die sternregeln auf | welche varianten hat der stern | die NUM sternregeln | welche NUM sternregeln gibt es | welche sternregeln kann man auswählen | was für sternregeln gibt es | welche regeln gibt es für den stern | zwischen welchen sternregeln kann man wählen | welche sternregeln stehen zur auswahl | was kann man beim stern auswählen





rules-turm-bust--star = Ja — der Stern wurde in diesem Zug aufgedeckt, also nimmst du seine Steine auch.
    .if = kriege ich die steine im stern auch zurück | zählt der stern mit wenn der turm gewinnt | die sternsteine auch | auch die steine aus dem stern | nehme ich den stern mit | nach dem stern kam ein volles stockwerk was ist mit dem stern

rules-turm-cantstop--bust = Ja — der Stern wurde in diesem Zug aufgedeckt, also nimmst du seine Steine auch.
    .if = kriege ich die steine im stern auch zurück | zählt der stern mit wenn der turm gewinnt | die sternsteine auch | auch die steine aus dem stern | nehme ich den stern mit | nach dem stern kam ein volles stockwerk was ist mit dem stern

rules-turm-friendly4--goes-on = Ja — nach dem freundlichen Vierer geht dein Zug weiter, egal wer den Stein hineingelegt hat.
    .if = geht mein zug weiter | darf ich nach dem stern weitermachen | wer ist nach dem stern dran | behalte ich meinen zug | mache ich nach dem freundlichen vierer weiter | wer ist dran nachdem der stein reingelegt wurde | nachdem ein anderer den stein hineingelegt hat wer ist dran

rules-turm-turn--one-by-one = Nein — heb beliebig viele Stockwerke auf einmal ab; einzeln musst du nicht.
    .if = nur ein stockwerk auf einmal | immer nur eine etage abheben | muss ich die etagen einzeln nehmen | stück für stück abheben

rules-turm-turn--must-go-on = Nein — nach einem Stein darfst du aufhören oder weitermachen, wie du willst.
    .if = muss ich weitermachen | muss ich nach einer etage weitermachen | muss ich noch ein stockwerk aufdecken | bin ich gezwungen weiterzumachen | muss ich nach einem stein weiter aufdecken | bin ich nach einem stein gezwungen weiterzumachen | ist PLAYER gezwungen weiterzumachen | ist sie verpflichtet noch eine etage aufzudecken | zwingt mich ein stein zum weitermachen | muss ich danach weitermachen | muss ich noch eine aufdecken | muss PLAYER weitermachen | muss er noch eine etage aufmachen | bin ich verpflichtet weiterzumachen | muss man nach einem stein weitermachen | muss ich nach dem reinlegen noch eine aufdecken

rules-turm-bust--last-turn = Nein — nur die Stockwerke dieses Zugs; die aus früheren Zügen bleiben, wie sie sind.
    .if = auch die stockwerke aus dem letzten zug | zählen stockwerke aus früheren zügen mit | was ist mit etagen aus anderen zügen | nehme ich auch steine aus stockwerken der anderen | die etagen von vorher auch

rules-turm-bust--go-on = Nein — gewinnt der Turm, ist dein Zug sofort vorbei.
    .if = darf ich nach dem turmsieg weitermachen | ist mein zug vorbei wenn der turm gewinnt | darf ich nach dem zurücknehmen weitermachen | nach dem turmsieg noch ein stockwerk aufdecken | geht mein zug weiter wenn der turm gewinnt | PLAYER hat gleich als erstes eine volle NUM erwischt muss sie noch eine etage aufdecken | muss ich nach einer vollen etage noch eine aufdecken | PLAYER hat eine volle NUM erwischt muss er weitermachen | darf ich nach dem turmsieg noch weiterspielen | geht der zug nach einem vollen stockwerk weiter

rules-turm-bust--keep = In deine Hand: Die Steine, die du zurücknimmst, gehören wieder dir.
    .if = wohin kommen die zurückgenommenen steine | sind die steine dann weg | was mache ich mit den steinen die ich nehme | kommen die steine in die schachtel | behalte ich die steine

rules-turm-bust--exact = Ja — mit so vielen Steinen wie seine Zahl ist ein Stockwerk voll, also gewinnt der Turm.
    .if = ist die etage voll wenn die steine der zahl entsprechen | genauso viele steine wie die zahl | gleich viele steine wie die scheibe zeigt | ist das stockwerk voll wenn so viele drin sind wie die zahl

rules-turm-bust--as-many = Der Turm gewinnt: Das Stockwerk ist voll, du nimmst alle Steine aus den Stockwerken dieses Zugs zurück.
    .if = so viele steine wie die zahl was passiert | die etage hat schon so viele steine wie ihre zahl | was wenn die zahl schon erreicht ist | was wenn die etage schon ihre zahl an steinen hat | was passiert wenn in der etage schon so viele steine liegen wie die zahl sagt | so viele steine wie die zahl zeigt was dann | in der etage liegen schon so viele wie ihre zahl | was wenn das stockwerk schon so viele steine hat wie draufsteht | wenn schon so viele drin sind wie die zahl angibt

rules-turm-recount--impossible = { $reveal ->
        [impossible] { $disk ->
            [none] Nein — das kann nicht sein: Kein Stockwerk fasst mehr als 4 Steine — zählt nach.
           *[other] Nein — das kann nicht sein: Eine { $disk } fasst höchstens { $disk } — zählt nach.
        }
        [full] Der Turm gewinnt: Eine { $disk } mit { $gems } ist voll (das kann sein), also kommen die Steine dieses Zugs zurück.
        [room] Ja — eine { $disk } mit { $gems } geht; da ist noch Platz.
       *[other] Kein Stockwerk fasst mehr Steine, als seine Zahl zeigt; kann eine Meldung nicht stimmen, zählt nach.
    }
    .if = eine NUM mit NUM steinen geht das | PLAYER meldet eine NUM mit NUM | kann eine NUM NUM steine haben | ist eine NUM mit NUM steinen möglich | PLAYER hat eine NUM mit NUM gefunden geht das | PLAYER behauptet in seiner NUM lagen NUM steine | PLAYER hat ne NUM aufgemacht da lagen NUM steine drin | PLAYER sagt in der NUM waren NUM steine | PLAYER hat eine etage aufgedeckt und es ist eine NUM mit NUM steinen was jetzt | ich habe eine NUM mit NUM steinen aufgedeckt was nun | eine NUM mit NUM steinen drin was jetzt | PLAYER meint in der NUM lag NUM stein | PLAYER schwört in seiner NUM lagen NUM steine | in meiner NUM liegen NUM steine stimmt das | mein kumpel sagt auf der NUM liegt ein stein geht das | einer hat eine NUM mit NUM steinen gemeldet was macht der schiri | PLAYER sagt in der NUM lagen NUM steine wie gehen wir damit um | eine NUM mit NUM steinen was machen wir da | PLAYER meint seine NUM hatte NUM steine was nun | NUM mit NUM steinen kann das sein | PLAYER hat eine NUM mit NUM gemeldet geht das

rules-turm-conduct--rest = { $tower_rest ->
        [none] Hände und Turm halten zusammen immer 36 Steine.
       *[other] { $tower_rest } Steine: Hände und Turm halten zusammen immer 36.
    }
    .if = unsere hände halten zusammen NUM was ist dann im turm | wenn wir NUM in der hand haben wie viele liegen im turm | im turm liegen NUM wie viele haben wir in der hand | NUM steine im turm wie viele in den händen | zusammen NUM in der hand wie viele im turm | NUM steine in den händen wie viele sind dann im turm

rules-turm-variants--numbers = 0 bis 4: Die Scheiben zeigen 0, 1, 1, 1, 2, 2, 3, 3 und 4, dazu der Stern.
    .if = welche zahlen gibt es auf den scheiben | welche zahlen haben die stockwerke | welche nummern gibt es | was für zahlen sind auf den etagen | welche zahlenscheiben gibt es | was für zahlen stehen auf den etagen | welche nummern haben die stockwerke | von wo bis wo gehen die zahlen | welche zahlen haben die etagen | was steht auf den zahlenscheiben | welche werte haben die stockwerke | welche scheiben gibt es

rules-turm-variants--highest = Die 4 ist die höchste: Die Scheiben gehen von 0 bis 4, der Stern kommt dazu.
    .if = die größte zahl auf den etagen | welche ist die größte zahlenscheibe

rules-turm-variants--disks = 9 Zahlenscheiben im ersten Spiel; das volle Spiel nimmt den Stern als zehnte dazu.
    .if = wie viele zahlenscheiben gibt es | wie viele scheiben im ersten spiel | wie viele zahlenscheiben hat das spiel

rules-turm-variants--star-in = Nein — das erste Spiel hat keinen Stern: 9 Stockwerke, der Stern bleibt in der Schachtel.
    .if = gibt es im ersten spiel einen stern | spielen wir im ersten spiel mit stern | hat das erste spiel einen stern | kommt der stern im ersten spiel vor | spielen wir beim ersten mal mit dem stern | ist beim ersten spiel der stern dabei | benutzen wir im ersten spiel den stern

rules-turm-roof--stayed = Nein — das Dach muss auf ein Stockwerk, das in diesem Zug aufgedeckt wurde.
    .if = das dach ist liegen geblieben | zug beendet ohne das dach umzusetzen | das dach vergessen umzusetzen | das dach blieb wo es war | er hat das dach nicht bewegt | PLAYER hat das dach wieder ganz oben drauf gesetzt geht das | das dach wieder obendrauf gesetzt | das dach wieder oben drauf ist das ok | PLAYER hat das dach wieder auf die spitze gesetzt | dach wieder ganz nach oben


rules-turm-game-end--at-once = Sofort: Das Spiel endet, wenn jemand seinen letzten Stein hineinlegt; die Runde wird nicht zu Ende gespielt.
    .if = spielen wir die runde zu ende | endet das spiel gleich mit dem letzten stein | ist das spiel direkt aus | kommen die anderen nach dem letzten stein noch dran | ist sofort schluss wenn einer keine steine mehr hat

rules-turm-end-turn--if-stop = { $stop ->
        [yes] { $who } behält { $who_hand } Steine, setzt das Dach auf ein aufgedecktes Stockwerk, dann ist { $next_name } dran.
        [cantstop] Nein — nach dem Can't-Stop-Stern muss { $who } erst noch ein Stockwerk aufdecken.
        [none] Nein — { $who } muss erst mindestens ein Stockwerk aufdecken.
        [waiting] { $who } ist gerade nicht dran; den Zug beendet nur, wer dran ist.
        [over] Das Spiel ist vorbei; niemand hat mehr einen Zug.
       *[general] Dann kommt das Dach auf ein Stockwerk dieses Zugs, und die nächste Person ist dran.
    }
    .if = wenn PLAYER jetzt aufhört was dann | was passiert wenn ich jetzt aufhöre | was wenn PLAYER jetzt seinen zug beendet | was passiert wenn PLAYER jetzt schluss macht | PLAYER hört jetzt auf was dann | und wenn sie jetzt einfach aufhört | und wenn er jetzt aufhört | wenn PLAYER jetzt schluss macht wer ist dann dran | was ist wenn sie jetzt aufhört | angenommen PLAYER hört jetzt auf wer ist dran

rules-turm-friendly4--reveal = { $four ->
        [full] Der Turm gewinnt: Der freundliche Vierer fasst 4, und es liegen schon { $star_gems } darin.
       *[room] { $star_giver ->
            [none] Wer die meisten Steine in der Hand hat, legt einen hinein: Der Stern fasst 4, darin liegen { $star_gems }.
           *[other] { $star_giver } legt einen hinein: Der Stern fasst 4, darin liegen { $star_gems }; dein Zug geht weiter.
        }
    }
    .if = im freundlichen vierer liegen schon NUM | wenn PLAYER den stern mit NUM stein drin aufdeckt wer muss einen reinlegen | PLAYER deckt den stern mit NUM darin auf wer legt | im freundliche 4 stern liegen schon NUM was jetzt | im STAR stern liegen NUM was passiert | der freundliche vierer hat schon NUM steine | NUM steine im freundlichen vierer was nun

## Runde 4: das Dach bleibt nicht liegen, ein letzter Stein in ein genanntes Stockwerk,
## Scheiben über 4, was ein volles nächstes Stockwerk zurückgibt, wann ein Zug endet.

rules-turm-roof--stay = Nein — das Dach zieht jeden Zug auf eine Etage, die in diesem Zug aufgedeckt wurde.
    .if = bleibt das dach das ganze spiel über oben | bleibt das dach liegen | darf das dach bleiben wo es war | darf ich das dach auf derselben etage lassen | ist das dach immer ganz oben | bleibt das dach einfach oben | bleibt das dach immer drauf | kann das dach oben bleiben

rules-turm-game-end--last-in = { $last_reveal ->
        [full] Nein — eine { $last_disk } mit { $last_gems } ist voll: Der Turm gewinnt, und du nimmst die Steine dieses Zugs zurück.
        [impossible] Nein — das kann nicht sein: Eine { $last_disk } fasst höchstens { $last_disk } — zählt bitte nach.
       *[other] { $last_who ->
            [none] Ja — du gewinnst sofort: Der letzte Stein geht hinein, und wer seinen letzten Stein legt, gewinnt.
           *[other] Ja — { $last_who } gewinnt sofort: Der letzte Stein geht hinein, und wer seinen letzten Stein legt, gewinnt.
        }
    }
    .if = angenommen ich hab noch einen stein und decke eine leere NUM auf gewinne ich | mein letzter stein geht in eine NUM mit NUM | PLAYER hat gerade ihren letzten stein in eine NUM gelegt | ich hab meinen letzten stein in eine leere NUM gelegt | wenn mein letzter stein in eine NUM geht | PLAYER legt seinen letzten stein in die NUM | mit meinem letzten stein decke ich eine leere NUM auf | mein allerletzter stein passt in die NUM | PLAYER ist beim letzten stein und findet eine NUM mit NUM | ich hab noch einen stein und decke eine NUM mit NUM auf | mit meinem letzten stein eine NUM mit NUM aufgedeckt | letzter stein in eine NUM mit NUM gewinne ich | ich hab nur noch einen stein und deck eine leere NUM auf | nur noch ein stein und eine leere NUM | mein letzter stein und eine leere NUM | letzter stein und die NUM hat platz | angenommen ich hab nur noch einen und die NUM ist leer | PLAYER hat nur noch einen stein und deckt eine NUM mit NUM auf

rules-turm-variants--any = { $last_number ->
        [0] Ja — ein Stockwerk trägt die 0.
        [1] Ja — drei Stockwerke tragen eine 1.
        [2] Ja — zwei Stockwerke tragen eine 2.
        [3] Ja — zwei Stockwerke tragen eine 3.
        [4] Ja — ein Stockwerk trägt die 4, die höchste Zahl.
       *[none] Nein — die Scheiben gehen von 0 bis 4, dazu im vollen Spiel der Stern.
    }
    .if = gibt es ein stockwerk mit einer NUM | gibt es auch eine NUM | gibt es eine NUM scheibe | geht es bis NUM | gibts auch ne NUM | gibt es auch ein stockwerk mit einer NUM | gibt es auch eine NUM etage | gibt es eine NUM | gibt es eine scheibe mit einer NUM | gibt es irgendwo eine NUM | hat der turm eine NUM | gibts eine NUM etage | gibt es ein stockwerk mit NUM | kommt eine NUM vor

rules-turm-variants--counts = 0 bis 4: eine 0, drei 1er, zwei 2er, zwei 3er und eine 4; der Stern kommt dazu.
    .if = wie viele dreier gibt es im turm | wie viele dreier gibt es | wie viele einser gibt es | wie viele zweier sind im turm | wie viele vierer | wie viele nuller gibt es | wie oft kommt jede zahl vor | wie viele stockwerke von jeder zahl | wie viele einsen gibt es

rules-turm-bust--next = { $told ->
        [bust] { $take } { $take ->
            [one] Stein
           *[other] Steine
        } zurück: Das volle Stockwerk lässt den Turm gewinnen, du nimmst alle Steine der Stockwerke dieses Zugs.
       *[other] { $table ->
        [yes] { $open_gems } { $open_gems ->
            [one] Stein
           *[other] Steine
        } aus den offenen Stockwerken von { $who }, dazu was im vollen Stockwerk liegt.
           *[no] Alle Steine aus den Stockwerken dieses Zugs, auch die aus dem vollen.
        }
    }
    .if = wie viele steine würde PLAYER zurückkriegen wenn die nächste voll ist | wie viele kriege ich zurück wenn das nächste stockwerk voll ist | wenn die nächste etage voll ist wie viele gehen zurück | wie viele nehme ich wenn die nächste voll ist | wie viele steine verliert PLAYER wenn die nächste voll ist | nächste voll wie viele steine zurück

rules-turm-end-turn--when = Wenn du nach einem Stein selbst aufhörst oder sofort, wenn der Turm an einem vollen Stockwerk gewinnt.
    .if = wann ist mein zug vorbei | wann endet mein zug | wann ist ein zug zu ende | wie endet ein zug | wann ist der zug aus | wann bin ich mit meinem zug fertig | was beendet einen zug | wie beende ich meinen zug | wie höre ich auf | wie mache ich schluss | wie beendet man einen zug | was muss ich tun um den zug zu beenden | wie sag ich dass ich fertig bin | wann ist der zug zu ende

rules-turm-turn--choose = Ja — du entscheidest, wo du teilst: Heb beliebig viele Stockwerke auf einmal ab.
    .if = darf ich selbst aussuchen wo ich den stapel teile | entscheide ich wo ich abhebe | darf ich aussuchen wie viele stockwerke ich abhebe | wer entscheidet wo ich abhebe

rules-turm-end-turn--must-open = Ja — mindestens ein Stockwerk pro Zug; passen geht nicht (Entscheidung des Schiedsrichters).
    .if = muss ich in meinem zug überhaupt eine etage aufmachen | muss ich überhaupt was aufdecken | muss ich ein stockwerk aufdecken | muss man jeden zug was aufmachen | ist aufdecken pflicht | muss ich mindestens eine etage aufdecken | muss jeder zug ein stockwerk öffnen | muss man in jedem zug ein stockwerk öffnen | muss ich eine etage aufmachen | muss ich jeden zug mindestens einmal aufdecken | muss man was aufmachen

rules-turm-end-turn--same-order = Nein — ihr dürft die Stockwerke in beliebiger Reihenfolge zurückstapeln, ohne weitere aufzudecken.
    .if = muss die reihenfolge gleich bleiben | muss ich die stockwerke so zurücklegen wie vorher | bleibt die reihenfolge beim zusammensetzen gleich | muss ich die reihenfolge beibehalten | bleibt der stapel so wie vorher | müssen die etagen am ende wieder in der gleichen reihenfolge drauf | gleiche reihenfolge beim zusammenbauen | müssen die stockwerke wieder genauso drauf | muss der turm wieder so sein wie vorher | müssen die etagen in derselben reihenfolge zurück | muss alles wieder in der selben reihenfolge sein | muss ich die etagen wieder sortieren | müssen die stockwerke wieder der reihe nach drauf | muss alles wieder so hin wie es war | kommen die etagen in der gleichen reihenfolge zurück | muss ich die ursprüngliche reihenfolge wiederherstellen

rules-turm-zero--screwed = Ja — der Turm gewinnt: Du nimmst die Steine der Stockwerke dieses Zugs zurück, und dein Zug endet.
    .if = bin ich bei der null am arsch | ist die null schlecht für mich | ist die null eine katastrophe | ist die 0 immer ein verlust | ruiniert die null meinen zug | ist die null das schlimmste stockwerk

rules-turm-cantstop--full = Der Turm gewinnt: Der Can't-Stop-Stern fasst 4; ist er voll, nimmst du die Steine dieses Zugs zurück.
    .if = bei can't stop was wenn der stern schon voll ist | der can't stop stern ist voll | im can't stop stern liegen schon NUM | was wenn der cant stop stern schon NUM steine hat | stern voll bei can't stop was jetzt

rules-turm-game-end--others = Nein — wer seinen letzten Stein legt, hat sofort gewonnen; es ist aus, niemand ist mehr dran.
    .if = wenn jemand alle steine los ist sind die anderen dann noch dran | kommen die anderen noch dran wenn einer keine steine mehr hat | dürfen die anderen nach dem letzten stein noch ziehen | spielen die anderen die runde noch zu ende | sind die anderen nochmal dran wenn einer fertig ist | PLAYER hat ihren letzten stein gelegt gehts weiter | letzter stein drin geht es weiter | machen wir nach dem letzten stein weiter | PLAYER hat den letzten stein in eine leere NUM gelegt geht es weiter | wenn ich mitten im zug meinen letzten stein reinlege gehts dann weiter | geht es nach dem letzten stein noch weiter | geht mein zug nach dem letzten stein weiter

rules-turm-turn--must-stop = Nein — nach einem Stein darfst du weitermachen oder aufhören, wie du willst.
    .if = muss ich nach einem stein aufhören | ist nach einem stein schluss | muss ich nach dem ersten stein aufhören | muss ich aufhören wenn ein stein drin ist | ist mein zug nach einem stein zu ende

## Runde 7: die Zugreihenfolge, wie viele Nullen, eine Sternregel mit Namen wechseln, was
## jemandem nach einer Geschichte bleibt, Meldungen, die nicht stimmen können.

rules-turm-turn--next = { $table ->
        [yes] Im Uhrzeigersinn: Nach { $who } ist { $next_name } dran.
       *[no] Im Uhrzeigersinn: Die Person links von dir ist als Nächstes dran.
    }
    .if = wer ist nach mir dran | wer ist dran wenn mein zug vorbei ist | wer kommt nach mir | wer spielt nach mir | wer kommt nach PLAYER | wer ist nach PLAYER dran | in welche richtung wird gespielt | geht es im uhrzeigersinn | in welcher reihenfolge spielen wir | wer ist als nächstes dran wenn ich fertig bin | wer macht nach mir weiter | geht es nach links oder nach rechts | wer ist nach meinem zug dran | wer kriegt den turm nach mir

rules-turm-zero--count = Eine: Nur ein Stockwerk trägt die 0, und es nimmt nie einen Stein.
    .if = wie viele nuller etagen gibt es | wie viele NUM etagen gibt es | wie viele nullen gibt es | wie viele stockwerke haben eine null | gibt es nur eine NUM | wie viele nullerscheiben gibt es | wie viele etagen mit einer NUM | wie viele nuller gibt es im turm | wie viele nullen sind im turm

rules-turm-super2--switch = Nein — die Sternregel wird vor dem Spiel gewählt und gilt das ganze Spiel.
    .if = können wir mittendrin auf STAR wechseln | können wir während des spiels zu STAR wechseln | mitten im spiel auf STAR umsteigen | dürfen wir ab jetzt STAR spielen | können wir die sternregel auf STAR ändern | sternregel mitten im spiel tauschen | können wir zwischendurch die sternregel wechseln | wechseln wir jetzt auf STAR geht das

rules-turm-mirror--switch = Nein — die Sternregel wird vor dem Spiel gewählt und gilt das ganze Spiel.
    .if = können wir mittendrin auf STAR wechseln | können wir während des spiels zu STAR wechseln | mitten im spiel auf STAR umsteigen | dürfen wir ab jetzt STAR spielen | können wir die sternregel auf STAR ändern | sternregel mitten im spiel tauschen | können wir zwischendurch die sternregel wechseln | wechseln wir jetzt auf STAR geht das

rules-turm-friendly4--switch = Nein — die Sternregel wird vor dem Spiel gewählt und gilt das ganze Spiel.
    .if = können wir mittendrin auf STAR wechseln | können wir während des spiels zu STAR wechseln | mitten im spiel auf STAR umsteigen | dürfen wir ab jetzt STAR spielen | können wir die sternregel auf STAR ändern | sternregel mitten im spiel tauschen | können wir zwischendurch die sternregel wechseln | wechseln wir jetzt auf STAR geht das

rules-turm-cantstop--switch = Nein — die Sternregel wird vor dem Spiel gewählt und gilt das ganze Spiel.
    .if = können wir mittendrin auf STAR wechseln | können wir während des spiels zu STAR wechseln | mitten im spiel auf STAR umsteigen | dürfen wir ab jetzt STAR spielen | können wir die sternregel auf STAR ändern | sternregel mitten im spiel tauschen | können wir zwischendurch die sternregel wechseln | wechseln wir jetzt auf STAR geht das

rules-turm-end-turn--after = { $known ->
        [yes] { $hand_after } Steine: { $who } hätte danach { $hand_after } in der Hand{ $told ->
            [bust] , mit { $take } zurück aus dem Turm.
           *[other] , je ein Stein weg für jedes Stockwerk mit Platz.
        }
       *[no] Je ein Stein weg für jedes Stockwerk mit Platz; ein volles Stockwerk gibt alle Steine dieses Zugs zurück.
    }
    .if = wenn PLAYER eine NUM aufdeckt und dann aufhört wie viele hat sie dann noch | wenn PLAYER nach der NUM aufhört wie viele steine hat er noch | PLAYER deckt die NUM mit NUM auf und hört dann auf wie viele hat sie dann noch | wenn PLAYER eine NUM aufdeckt und danach eine NUM wie viele bleiben ihr | PLAYER deckt eine NUM auf und dann die NUM wie viele hat er danach noch | nach einer NUM und der NUM wie viele steine hat PLAYER am ende | PLAYER macht eine NUM auf und dann eine NUM mit wie vielen steinen steht sie da | wenn PLAYER die NUM aufdeckt und aufhört wie viele hat sie noch

rules-turm-zero--after = { $known ->
        [yes] { $hand_after } Steine: { $who } hätte danach { $hand_after } in der Hand{ $told ->
            [bust] , mit { $take } zurück aus dem Turm.
           *[other] , je ein Stein weg für jedes Stockwerk mit Platz.
        }
       *[no] Je ein Stein weg für jedes Stockwerk mit Platz; ein volles Stockwerk gibt alle Steine dieses Zugs zurück.
    }
    .if = PLAYER deckt eine NUM auf und danach die NUM wie viele steine hat sie | was ist wenn PLAYER eine NUM aufdeckt und danach eine NUM | PLAYER deckt die NUM mit NUM auf und hört dann auf wie viele hat sie dann noch | wenn PLAYER eine NUM aufdeckt und danach eine NUM wie viele bleiben ihr | PLAYER deckt eine NUM auf und dann die NUM wie viele hat er danach noch | nach einer NUM und der NUM wie viele steine hat PLAYER am ende | PLAYER macht eine NUM auf und dann eine NUM mit wie vielen steinen steht sie da | wenn PLAYER die NUM aufdeckt und aufhört wie viele hat sie noch

rules-turm-recount--more = Nein — das kann nicht sein: Kein Stockwerk hat mehr Steine als der ganze Turm — zählt bitte nach.
    .if = mehr steine in der etage als im turm sind | da liegen mehr steine drin als überhaupt im turm sind | mehr edelsteine als der turm hat | eine etage mit mehr steinen als im ganzen turm | wenn in einem stockwerk mehr steine liegen als im turm | mehr steine drin als es im turm gibt

rules-turm-end-turn--bust = Ja — gewinnt der Turm, endet dein Zug sofort; dann ist die nächste Person dran.
    .if = endet mein zug wenn der turm gewinnt | ist mein zug vorbei wenn der turm gewinnt | beendet ein volles stockwerk meinen zug | PLAYER hat ein volles stockwerk erwischt ist ihr zug vorbei

rules-turm-starter--who = { $table ->
       *[no] Die zuerst genannte Person beginnt, wenn ihr nichts anderes sagt (Entscheidung des Schiedsrichters).
        [yes] { $starter_name } beginnt: die zuerst genannte Person, wenn ihr nichts anderes sagt.
    }
    .if = wer fängt an PLAYER oder PLAYER | wer von uns beginnt | wer beginnt PLAYER oder PLAYER | fängt PLAYER an oder PLAYER | wer von PLAYER und PLAYER ist zuerst dran | wer von uns fängt an | wer darf von uns anfangen | wer fängt von uns an | wer von PLAYER PLAYER und PLAYER fängt an | wer fängt an von PLAYER und PLAYER | wer fängt an wenn wir nichts ausmachen | wer beginnt wenn wir nichts abmachen | wenn wir nichts vereinbaren wer fängt an | wer fängt an wenn keiner was sagt | wer beginnt wenn nichts abgesprochen ist | wer fängt an wenn wir es nicht festlegen | wenn niemand bestimmt wird wer fängt an | wer ist zuerst dran wenn wir nichts sagen

rules-turm-cantstop--next-full = Der Turm gewinnt: Du nimmst die Steine dieses Zugs zurück, auch die im Stern, und dein Zug endet.
    .if = ich leg einen in den stern und die nächste etage ist voll was passiert | nach dem stern ist die nächste etage voll | nach dem cant stop stern kommt eine volle etage | cant stop stern und dann ein volles stockwerk | nach dem stern erwische ich ein volles stockwerk | ich musste nach dem stern weiter und die nächste war voll

rules-turm-game-end--after = { $known ->
        [yes] { $hand_after } Steine: { $who } hätte danach { $hand_after } in der Hand{ $told ->
            [bust] , mit { $take } zurück aus dem Turm.
           *[other] , je ein Stein weg für jedes Stockwerk mit Platz.
        }
       *[no] Je ein Stein weg für jedes Stockwerk mit Platz; ein volles Stockwerk gibt alle Steine dieses Zugs zurück.
    }
    .if =  | PLAYER deckt die NUM mit NUM auf und hört dann auf wie viele hat sie dann noch | wenn PLAYER eine NUM aufdeckt und danach eine NUM wie viele bleiben ihr | PLAYER deckt eine NUM auf und dann die NUM wie viele hat er danach noch | nach einer NUM und der NUM wie viele steine hat PLAYER am ende | PLAYER macht eine NUM auf und dann eine NUM mit wie vielen steinen steht sie da | wenn PLAYER die NUM aufdeckt und aufhört wie viele hat sie noch

rules-turm-turn--limit = Nein — du darfst so viele Stockwerke nacheinander aufdecken, wie du willst, solange Platz ist.
    .if = gibt es eine grenze wie viele etagen ich aufmachen darf | gibts ne grenze wie viele etagen ich in einem zug aufmachen darf | wie oft darf ich in einem zug aufdecken | wie viele stockwerke darf ich pro zug öffnen | darf ich beliebig oft aufdecken | darf ich so viele etagen aufmachen wie ich will | gibt es ein limit pro zug

## Runde 8: offene Stockwerke bleiben offen, das Dach auf jede geöffnete Etage, kein Stern im
## ersten Spiel, ein voller freundlicher Vierer, selbst die meisten Steine, wie oft eine Scheibe vorkommt.

rules-turm-capacity--skip = Nein — ist Platz, musst du genau einen Stein hineinlegen.
    .if = muss ich nen stein reinlegen wenn platz ist oder kann ichs auch lassen | kann ich es auch lassen wenn platz ist | darf ich auch keinen reinlegen | kann ich das reinlegen lassen | kann ichs auch lassen | darf ich den stein behalten wenn platz ist | muss ich nicht reinlegen | kann ich mich entscheiden keinen reinzulegen | darf ich aufs reinlegen verzichten

rules-turm-turn--open = Ja — jedes aufgedeckte Stockwerk bleibt offen, bis dein Zug endet.
    .if = bleiben die aufgedeckten etagen offen | bleiben die geöffneten stockwerke offen bis zum zugende | bleibt ein aufgedecktes stockwerk offen | bleiben die stockwerke offen bis mein zug vorbei ist | bleibt das offen bis zum ende vom zug | sind die aufgemachten etagen bis zum schluss offen | bleiben die offenen etagen offen | bleiben die aufgemachten etagen offen bis mein zug vorbei ist | bleiben alle aufgedeckten stockwerke offen

rules-turm-turn--close = Nein — jedes aufgedeckte Stockwerk bleibt offen, bis dein Zug endet.
    .if = muss ich die etage wieder zumachen | mach ich die etage wieder zu bevor ich die nächste aufdecke | schließe ich jedes stockwerk wieder | muss ich das stockwerk wieder zudecken | muss ich die etage wieder draufsetzen bevor ich die nächste aufmache | mache ich jede etage gleich wieder zu

rules-turm-roof--any = Jede Etage, die du in diesem Zug aufgedeckt hast: die erste genauso wie die letzte.
    .if = darf das dach auf die erste etage die ich aufgemacht habe | muss das dach auf die letzte etage | auf welche der offenen etagen kommt das dach | egal welche offene etage für das dach | darf das dach auf jede aufgedeckte etage | darf das dach auch auf die erste etage und nicht auf die letzte | muss es die letzte aufgedeckte etage sein | kann ich mir aussuchen auf welche offene etage das dach kommt

rules-turm-variants--no-star = Ja — das erste Spiel läuft ohne Stern: 9 Stockwerke, der Stern bleibt in der Schachtel.
    .if = spielen wir ohne stern | wir spielen doch ohne stern oder | lassen wir den stern weg | lassen wir den stern besser weg | ist das erste spiel ohne stern | bleibt der stern im ersten spiel weg | ohne stern oder | spielen anfänger ohne stern | erstes spiel ohne stern | lassen wir beim ersten mal den stern weg

rules-turm-friendly4--full = Der Turm gewinnt: Der freundliche Vierer fasst 4; ist er voll, nimmst du die Steine dieses Zugs zurück.
    .if = was passiert bei der freundlichen NUM wenn der stern schon voll ist | der stern ist schon voll STAR | stern voll was nun STAR | was wenn der freundliche vierer schon voll ist | der freundliche vierer ist voll | wenn der stern schon voll ist STAR

rules-turm-friendly4--self = Ja — hast du selbst die meisten Steine in der Hand, legst du den Stein hinein.
    .if = wenn ich selbst die meisten steine habe lege ich dann selbst rein | ich hab selber die meisten steine | lege ich selbst rein wenn ich die meisten habe | und wenn ich selbst die meisten habe | wenn ich die meisten steine hab leg ich dann selber rein | was wenn ich selbst die meisten habe

rules-turm-variants--several = { $disk ->
        [0] Nein — nur ein Stockwerk trägt die 0.
        [1] Ja — drei Stockwerke tragen eine 1.
        [2] Ja — zwei Stockwerke tragen eine 2.
        [3] Ja — zwei Stockwerke tragen eine 3.
        [4] Nein — nur ein Stockwerk trägt die 4.
       *[none] Die Scheiben sind 0, 1, 1, 1, 2, 2, 3, 3 und 4, im vollen Spiel dazu der Stern.
    }
    .if = gibt es mehrere NUM | gibts mehr als eine NUM | gibt es mehrere NUM etagen | gibt es nur eine NUM etage | gibt es die NUM mehrmals | gibt es zwei NUM | mehr als eine NUM im turm | gibts mehrere nullen | gibt es mehrere nullen | gibts mehr als eine null

rules-turm-capacity--tower = 17 Steine in den neun Zahlenstockwerken, dazu, was der Stern nach seiner Regel fasst. Sie fassen 0+1+1+1+2+2+3+3+4.
    .if = wie viele steine passen maximal in den turm | wie viele steine passen in den ganzen turm | wie viele steine fasst der turm insgesamt | wie viele passen in alle etagen zusammen | wie viele steine passen höchstens in den turm | wie viele steine gehen in den ganzen turm | wie viel passt insgesamt in den turm | wie viele steine passen insgesamt in den ganzen turm | wie viele steine passen in den turm | wie viele steine fasst der ganze turm | wie viele steine passen in alle etagen zusammen | wie viele steine braucht man um den turm zu füllen | wie viele steine bis alle etagen voll sind | wie viel passt in den turm insgesamt | wie viele steine kann der turm aufnehmen | wie viele steine fassen alle stockwerke

rules-turm-super2--more = Nein — liegt im Superzweier schon ein Stein, ist er voll: Der Turm gewinnt.
    .if = im super 2 stern liegt schon ein stein darf ich noch einen dazulegen | darf ich noch einen dazulegen | kann ich in den superzweier noch einen legen | darf ich in den super 2 stern noch einen reinlegen | noch einen stein in den superzweier

rules-turm-cantstop--reveal = { $four ->
        [full] Der Turm gewinnt: Der Can't-Stop-Stern fasst 4, und es liegen schon { $star_gems } darin.
       *[room] Leg einen Stein hinein: Der Stern fasst 4, darin liegen { $star_gems } — danach musst du noch ein Stockwerk aufdecken.
    }
    .if = im stern sind schon NUM drin STAR | im stern sind schon NUM drin als ich ihn aufmach | der stern hat schon NUM steine was nun | STAR stern hat NUM drin was mach ich | im stern liegen schon NUM was jetzt | ich deck den stern auf und da sind NUM drin

## Wie eine genannte Sternregel geht (gefragt an einem Tisch, der eine andere spielt).

rules-turm-super2--how = Superzweier: Ein leerer Stern nimmt zwei Steine; liegt schon etwas darin, gewinnt der Turm.
    .if = wie geht STAR | wie ginge STAR | wie funktioniert STAR | wie wäre das mit STAR | was macht STAR | wie ging nochmal STAR | erklär mal STAR | was ist STAR | wie läuft STAR | wie geht die regel STAR

rules-turm-mirror--how = Spiegel: Der Stern fasst so viele Steine, wie du in der Hand hast; liegen weniger darin, legst du einen hinein.
    .if = wie geht STAR | wie ginge STAR | wie funktioniert STAR | wie wäre das mit STAR | was macht STAR | wie ging nochmal STAR | erklär mal STAR | was ist STAR | wie läuft STAR | wie geht die regel STAR

rules-turm-friendly4--how = Freundlicher Vierer: Der Stern fasst 4; wer die meisten Steine hat, legt einen hinein, und dein Zug geht weiter.
    .if = wie geht STAR | wie ginge STAR | wie funktioniert STAR | wie wäre das mit STAR | was macht STAR | wie ging nochmal STAR | erklär mal STAR | was ist STAR | wie läuft STAR | wie geht die regel STAR

rules-turm-cantstop--how = Can't Stop: Der Stern fasst 4; leg einen hinein, dann musst du noch ein weiteres Stockwerk aufdecken.
    .if = wie geht STAR | wie ginge STAR | wie funktioniert STAR | wie wäre das mit STAR | was macht STAR | wie ging nochmal STAR | erklär mal STAR | was ist STAR | wie läuft STAR | wie geht die regel STAR

## Runde 9: was eine genannte Person zu Beginn bekam, die Stockwerke mit und ohne Stern beim
## Stern gefragt, ob ein genanntes Stockwerk voll ist, ein Stockwerk, in dem schon Steine liegen.

rules-turm-setup--player = { $start_case ->
        [starter] { $start_who } hat mit { $start_gems } Steinen begonnen: { $table_share } wie alle, dazu die { $table_rest } übrigen.
        [even] { $start_who } hat mit { $start_gems } Steinen begonnen, wie alle: Es blieb nichts übrig.
        [other] { $start_who } hat mit { $start_gems } Steinen begonnen; { $starter_name } als Startperson bekam dazu die { $table_rest } übrigen.
       *[none] Alle bekommen gleich viele der 32 Steine; wer anfängt, bekommt dazu, was übrig bleibt.
    }
    .if = wie viele steine hat PLAYER am anfang | mit wie vielen steinen fängt PLAYER an | mit wie vielen steinen beginnt PLAYER | wie viele steine kriegt PLAYER am anfang | wie viele steine bekommt PLAYER zu beginn | ich bin PLAYER wie viele steine krieg ich am anfang | ich bin PLAYER was krieg ich | wie viele steine hatte PLAYER am anfang | mit wie vielen hat PLAYER angefangen | wie viele steine hat PLAYER bekommen | wie viele steine kriegt PLAYER | wie viele steine bekommt PLAYER beim verteilen | PLAYER wie viele steine am anfang | wie viele steine hat PLAYER zum start | wie viele startsteine hat PLAYER | was bekommt PLAYER am anfang | wie viele steine kriegt PLAYER beim austeilen | ich bin PLAYER mit wie vielen steinen fang ich an | wie viele steine für PLAYER | PLAYER startet mit wie vielen steinen

rules-turm-hands--start = { $start_case ->
        [starter] { $start_who } hat mit { $start_gems } Steinen begonnen: { $table_share } wie alle, dazu die { $table_rest } übrigen.
        [even] { $start_who } hat mit { $start_gems } Steinen begonnen, wie alle: Es blieb nichts übrig.
        [other] { $start_who } hat mit { $start_gems } Steinen begonnen; { $starter_name } als Startperson bekam dazu die { $table_rest } übrigen.
       *[none] Alle bekommen gleich viele der 32 Steine; wer anfängt, bekommt dazu, was übrig bleibt.
    }
    .if = wie viele steine hat PLAYER am anfang | mit wie vielen steinen fängt PLAYER an | mit wie vielen steinen beginnt PLAYER | wie viele steine kriegt PLAYER am anfang | ich bin PLAYER wie viele steine krieg ich am anfang | wie viele steine hatte PLAYER am anfang | mit wie vielen hat PLAYER angefangen | PLAYER wie viele steine am anfang | wie viele startsteine hat PLAYER | ich bin PLAYER mit wie vielen steinen fang ich an

rules-turm-star--floors = { $n ->
        [10] Ja — 10 Stockwerke mit dem Stern: Das ist das volle Spiel; das erste Spiel hat 9.
        [9] Nein — 10 Stockwerke mit dem Stern; 9 hat das erste Spiel, ohne ihn.
       *[other] 10 Stockwerke mit dem Stern (das volle Spiel); das erste Spiel lässt ihn weg und hat 9.
    }
    .if = wie viele stockwerke mit dem stern | wie viele etagen sind es insgesamt mit dem stern | wie viele etagen mit stern | mit stern wie viele etagen | wie viele etagen inklusive stern | stern mitgezählt wie viele etagen | wie viele etagen hat der turm mit stern | wie viele stockwerke sind es mit der sternetage | wie viele etagen wenn der stern dabei ist | wie viele etagen gibts mit stern | wie viele stockwerke zusammen mit dem stern | sind es NUM etagen mit stern | NUM stockwerke mit dem stern oder | hat der turm mit stern NUM etagen | wie viele etagen hat der ganze turm mit stern | wie viele stockwerke hat der ganze turm mit dem stern | mit stern sind es NUM etagen richtig

rules-turm-star--no-floors = 9 Stockwerke ohne Stern: Das ist das erste Spiel; das volle Spiel hat den Stern als zehntes.
    .if = wie viele stockwerke ohne stern | wie viele etagen ohne den stern | wie viele etagen wenn wir den stern weglassen | ohne stern wie viele stockwerke | wie viele stockwerke gibt es ohne stern | stern weg wie viele etagen | wie viele etagen ohne sternetage | wie viele stockwerke sind es ohne stern

rules-turm-capacity--full = { $reveal ->
        [full] Ja — eine { $disk } mit { $gems } ist voll: Der Turm gewinnt.
        [room] Nein — eine { $disk } mit { $gems } hat noch Platz für einen Stein.
        [more] Nein — eine { $disk } mit { $gems } hat noch Platz für einen Stein.
        [impossible] { $disk ->
            [none] Kein Stockwerk fasst mehr als 4 Steine: zählt bitte nach.
           *[other] Das kann nicht sein: Eine { $disk } fasst höchstens { $disk } — zählt bitte nach.
        }
       *[other] Ein Stockwerk ist voll, wenn so viele Steine darin liegen, wie seine Zahl zeigt.
    }
    .if = ist eine NUM mit NUM voll | in der NUM liegt NUM ist die schon voll | ist die NUM mit NUM schon voll | ist eine NUM mit NUM steinen voll | NUM mit NUM ist die voll | ist die NUM voll mit NUM | eine NUM mit NUM drin ist die voll | ist die NUM mit NUM schon dicht | ist in einer NUM mit NUM noch platz | hat eine NUM mit NUM noch platz | passt in die NUM mit NUM noch was | zählt eine NUM mit NUM als voll | ist die NUM schon voll | ist das stockwerk mit NUM in der NUM voll | in der NUM liegen NUM ist sie voll | die NUM hat NUM ist sie schon voll | ist da noch platz in der NUM mit NUM

rules-turm-bust--full-q = { $reveal ->
        [full] Ja — eine { $disk } mit { $gems } ist voll: Der Turm gewinnt.
        [room] Nein — eine { $disk } mit { $gems } hat noch Platz für einen Stein.
        [more] Nein — eine { $disk } mit { $gems } hat noch Platz für einen Stein.
        [impossible] { $disk ->
            [none] Kein Stockwerk fasst mehr als 4 Steine: zählt bitte nach.
           *[other] Das kann nicht sein: Eine { $disk } fasst höchstens { $disk } — zählt bitte nach.
        }
       *[other] Ein Stockwerk ist voll, wenn so viele Steine darin liegen, wie seine Zahl zeigt.
    }
    .if = ist eine NUM mit NUM voll | in der NUM liegt NUM ist die schon voll | ist die NUM mit NUM schon voll | NUM mit NUM ist die voll | eine NUM mit NUM drin ist die voll | zählt eine NUM mit NUM als voll | hat eine NUM mit NUM noch platz

rules-turm-capacity--some = { $pair ->
        [room] Ja — eine { $disk } mit { $gems } hat noch Platz: Leg einen Stein hinein.
        [full] Nein — eine { $disk } mit { $gems } ist voll: Der Turm gewinnt.
       *[other] Ja — liegen darin weniger Steine als seine Zahl, kommt einer hinein; leer muss es nicht sein.
    }
    .if = darf man einen stein in ein stockwerk legen in dem schon welche liegen | darf ich in eine etage legen wo schon steine drin sind | kann ich einen stein dazulegen wenn schon welche drin liegen | wenn schon steine drin liegen darf ich noch einen reinlegen | darf ich zu den anderen steinen noch einen legen | darf in eine etage mit steinen noch einer rein | darf ich in ein nicht leeres stockwerk legen | kann ich in eine etage mit steinen noch einen legen | wenn da schon was drin liegt darf ich trotzdem rein | darf ich meinen stein dazulegen | ein stockwerk in dem schon steine liegen darf ich rein | kommt ein stein auch in ein stockwerk mit steinen

rules-turm-capacity--empty = Nein — leer muss es nicht sein: Ein Stein kommt hinein, solange weniger darin liegen als seine Zahl.
    .if = muss das stockwerk leer sein | muss die etage leer sein damit ich einen reinlegen darf | darf ich nur in leere etagen legen | nur in leere stockwerke | muss es ein leeres stockwerk sein | brauche ich ein leeres stockwerk | dürfen steine nur in leere stockwerke | kommen steine nur in leere etagen

rules-turm-bust--stay = Nein — sie kommen zu dir zurück: Gewinnt der Turm, nimmst du alle Steine aus den Stockwerken dieses Zugs.
    .if = bleiben die steine die ich reingelegt habe im turm | bleiben meine steine im turm wenn der turm gewinnt | bleiben die vorher gelegten steine drin | bleiben die steine in den etagen wenn ich überlistet werde | bleiben die steine liegen wenn der turm gewinnt | bleiben meine gelegten steine im turm | darf ich die steine drin lassen | bleiben die steine im turm | bleiben die reingelegten steine wo sie sind | bleiben die steine von vorher im turm

rules-turm-zero--stay = Nein — sie kommen zu dir zurück: Gewinnt der Turm, nimmst du alle Steine aus den Stockwerken dieses Zugs.
    .if = bleiben die steine die ich reingelegt habe im turm | bleiben meine steine im turm wenn ich die null aufdecke | bleiben die steine drin wenn die null kommt

rules-turm-bust--others = Nein — wer das volle Stockwerk aufgedeckt hat, nimmt die Steine selbst zurück in die Hand.
    .if = wenn der turm gewinnt kriegt dann der nächste spieler die steine | kriegt der nächste die steine | bekommt jemand anders die steine wenn der turm gewinnt | gehen die steine an den nächsten spieler | kriegen die anderen meine steine | bekommt der spieler links die steine | werden die steine verteilt wenn der turm gewinnt | gebe ich die steine jemand anderem | kriegt ein anderer die steine | gehen die steine an die anderen

rules-turm-super2--floors = { $n ->
        [10] Ja — 10 Stockwerke mit dem Stern: Das ist das volle Spiel; das erste Spiel hat 9.
        [9] Nein — 10 Stockwerke mit dem Stern; 9 hat das erste Spiel, ohne ihn.
       *[other] 10 Stockwerke mit dem Stern (das volle Spiel); das erste Spiel lässt ihn weg und hat 9.
    }
    .if = wie viele stockwerke mit dem stern | wie viele etagen sind es insgesamt mit dem stern | wie viele etagen mit stern | mit stern wie viele etagen | wie viele etagen inklusive stern | stern mitgezählt wie viele etagen | wie viele etagen hat der turm mit stern | wie viele stockwerke sind es mit der sternetage | wie viele etagen wenn der stern dabei ist | wie viele etagen gibts mit stern | wie viele stockwerke zusammen mit dem stern | sind es NUM etagen mit stern | NUM stockwerke mit dem stern oder | hat der turm mit stern NUM etagen | wie viele etagen hat der ganze turm mit stern | wie viele stockwerke hat der ganze turm mit dem stern | mit stern sind es NUM etagen richtig

rules-turm-mirror--floors = { $n ->
        [10] Ja — 10 Stockwerke mit dem Stern: Das ist das volle Spiel; das erste Spiel hat 9.
        [9] Nein — 10 Stockwerke mit dem Stern; 9 hat das erste Spiel, ohne ihn.
       *[other] 10 Stockwerke mit dem Stern (das volle Spiel); das erste Spiel lässt ihn weg und hat 9.
    }
    .if = wie viele stockwerke mit dem stern | wie viele etagen sind es insgesamt mit dem stern | wie viele etagen mit stern | mit stern wie viele etagen | wie viele etagen inklusive stern | stern mitgezählt wie viele etagen | wie viele etagen hat der turm mit stern | wie viele stockwerke sind es mit der sternetage | wie viele etagen wenn der stern dabei ist | wie viele etagen gibts mit stern | wie viele stockwerke zusammen mit dem stern | sind es NUM etagen mit stern | NUM stockwerke mit dem stern oder | hat der turm mit stern NUM etagen | wie viele etagen hat der ganze turm mit stern | wie viele stockwerke hat der ganze turm mit dem stern | mit stern sind es NUM etagen richtig

rules-turm-friendly4--floors = { $n ->
        [10] Ja — 10 Stockwerke mit dem Stern: Das ist das volle Spiel; das erste Spiel hat 9.
        [9] Nein — 10 Stockwerke mit dem Stern; 9 hat das erste Spiel, ohne ihn.
       *[other] 10 Stockwerke mit dem Stern (das volle Spiel); das erste Spiel lässt ihn weg und hat 9.
    }
    .if = wie viele stockwerke mit dem stern | wie viele etagen sind es insgesamt mit dem stern | wie viele etagen mit stern | mit stern wie viele etagen | wie viele etagen inklusive stern | stern mitgezählt wie viele etagen | wie viele etagen hat der turm mit stern | wie viele stockwerke sind es mit der sternetage | wie viele etagen wenn der stern dabei ist | wie viele etagen gibts mit stern | wie viele stockwerke zusammen mit dem stern | sind es NUM etagen mit stern | NUM stockwerke mit dem stern oder | hat der turm mit stern NUM etagen | wie viele etagen hat der ganze turm mit stern | wie viele stockwerke hat der ganze turm mit dem stern | mit stern sind es NUM etagen richtig

rules-turm-cantstop--floors = { $n ->
        [10] Ja — 10 Stockwerke mit dem Stern: Das ist das volle Spiel; das erste Spiel hat 9.
        [9] Nein — 10 Stockwerke mit dem Stern; 9 hat das erste Spiel, ohne ihn.
       *[other] 10 Stockwerke mit dem Stern (das volle Spiel); das erste Spiel lässt ihn weg und hat 9.
    }
    .if = wie viele stockwerke mit dem stern | wie viele etagen sind es insgesamt mit dem stern | wie viele etagen mit stern | mit stern wie viele etagen | wie viele etagen inklusive stern | stern mitgezählt wie viele etagen | wie viele etagen hat der turm mit stern | wie viele stockwerke sind es mit der sternetage | wie viele etagen wenn der stern dabei ist | wie viele etagen gibts mit stern | wie viele stockwerke zusammen mit dem stern | sind es NUM etagen mit stern | NUM stockwerke mit dem stern oder | hat der turm mit stern NUM etagen | wie viele etagen hat der ganze turm mit stern | wie viele stockwerke hat der ganze turm mit dem stern | mit stern sind es NUM etagen richtig

rules-turm-super2--rules = Vier: Superzweier, Spiegel, freundlicher Vierer und Can't Stop; vor einem vollen Spiel wählt ihr eine.
    .if = welche sternregeln gibt es | wie viele sternregeln gibt es | zähl die sternregeln auf | welche varianten hat der stern | die NUM sternregeln | welche NUM sternregeln gibt es | welche sternregeln kann man auswählen | was für sternregeln gibt es | welche regeln gibt es für den stern | zwischen welchen sternregeln kann man wählen | welche sternregeln stehen zur auswahl | was kann man beim stern auswählen

rules-turm-mirror--rules = Vier: Superzweier, Spiegel, freundlicher Vierer und Can't Stop; vor einem vollen Spiel wählt ihr eine.
    .if = welche sternregeln gibt es | wie viele sternregeln gibt es | zähl die sternregeln auf | welche varianten hat der stern | die NUM sternregeln | welche NUM sternregeln gibt es | welche sternregeln kann man auswählen | was für sternregeln gibt es | welche regeln gibt es für den stern | zwischen welchen sternregeln kann man wählen | welche sternregeln stehen zur auswahl | was kann man beim stern auswählen

rules-turm-friendly4--rules = Vier: Superzweier, Spiegel, freundlicher Vierer und Can't Stop; vor einem vollen Spiel wählt ihr eine.
    .if = welche sternregeln gibt es | wie viele sternregeln gibt es | zähl die sternregeln auf | welche varianten hat der stern | die NUM sternregeln | welche NUM sternregeln gibt es | welche sternregeln kann man auswählen | was für sternregeln gibt es | welche regeln gibt es für den stern | zwischen welchen sternregeln kann man wählen | welche sternregeln stehen zur auswahl | was kann man beim stern auswählen

rules-turm-cantstop--rules = Vier: Superzweier, Spiegel, freundlicher Vierer und Can't Stop; vor einem vollen Spiel wählt ihr eine.
    .if = welche sternregeln gibt es | wie viele sternregeln gibt es | zähl die sternregeln auf | welche varianten hat der stern | die NUM sternregeln | welche NUM sternregeln gibt es | welche sternregeln kann man auswählen | was für sternregeln gibt es | welche regeln gibt es für den stern | zwischen welchen sternregeln kann man wählen | welche sternregeln stehen zur auswahl | was kann man beim stern auswählen

rules-turm-zero--take = { $told ->
        [bust] { $take } { $take ->
            [one] Stein
           *[other] Steine
        } zurück: Das volle Stockwerk lässt den Turm gewinnen, du nimmst alle Steine dieses Zugs.
        [room] Keine: In jedem dieser Stockwerke war Platz, also kommt je ein Stein hinein, und der Zug geht weiter.
       *[impossible] Nein — das kann nicht sein: Kein Stockwerk fasst mehr Steine als seine Zahl — zählt bitte nach.
    }
    .if = wie viele steine kriege ich zurück NUM | wie viele steine zurück NUM | wie viele gehen zurück NUM | wie viele bekomme ich zurück NUM | wie viele nehme ich zurück NUM | wie viele steine muss ich nehmen NUM | wie viele kriegt PLAYER zurück NUM | wie viele steine bekommt PLAYER zurück NUM | wie viele steine nimmt PLAYER NUM | wie viele kommen in meine hand zurück NUM | NUM dann NUM wie viele zurück | wie viele steine gehen an PLAYER zurück NUM | wenn das nächste stockwerk NUM ist wie viele kommen zurück | wie viele wandern zurück in die hand NUM | wie viele steine nehme ich wenn das nächste stockwerk NUM ist | wie viele nehme ich NUM | wenn PLAYER jetzt eine NUM mit NUM steinen aufdeckt wie viele muss sie nehmen | wie viele muss PLAYER nehmen NUM | wie viele muss sie zurücknehmen NUM | wie viele nimmt PLAYER NUM | wie viele nimmt er NUM | wie viele muss er nehmen NUM | wie viele nimmt sie zurück NUM | wie viele muss PLAYER zurücknehmen NUM | wenn er eine NUM mit NUM erwischt wie viele muss er nehmen | und wenn sie eine NUM mit NUM erwischt wie viele muss sie nehmen | wie viele steine muss PLAYER nehmen NUM | wie viele kriegt er zurück NUM | wie viele gehen an ihn zurück NUM | wie viele steine muss ich zurücknehmen NUM | wie viele kriege ich zurück NUM | wie viele steine nehme ich auf NUM | wie viele wandern zurück NUM | wie viele steine muss PLAYER wieder aufnehmen NUM | wie viele kommen zu mir zurück NUM | wie viele nimmt sie dann zurück NUM | und dann die NUM wie viele nimmt PLAYER zurück

## Runde 16: Ja/Nein-Fakten und Behauptungen, an den Regeln geprüft.
rules-turm-capacity--one = Ja — in ein Stockwerk mit Platz kommt jedes Mal genau ein Stein; nur ein leerer Superzweier nimmt zwei.
    .if = lege ich immer nur einen stein rein | kommt immer genau ein stein rein | immer nur ein stein pro stockwerk claimcheck | nur einen stein auf einmal | pro etage nur ein stein claimcheck | kommt pro stockwerk nur ein stein rein

rules-turm-capacity--total = 17 Steine in den neun Zahlen-Stockwerken: 0+1+1+1+2+2+3+3+4. Der Stern folgt seiner eigenen Regel.
    .if = wie viele steine passen in alle stockwerke zusammen | wie viele steine fasst der ganze turm | alle stockwerke zusammen wie viele steine | wie viele steine passen in die zahlen stockwerke insgesamt | wie viel platz haben alle etagen zusammen | wie viele steine passen insgesamt in den turm

rules-turm-game-end--last-roof = Nein — mit deinem letzten Stein gewinnst du sofort, und das Spiel ist aus.
    .if = muss ich nach meinem letzten stein noch das dach versetzen | letzter stein drin muss ich den zug noch beenden | mein letzter stein ist drin geht mein zug weiter | ist mit dem letzten stein alles vorbei oder geht mein zug weiter | muss ich nach dem letzten stein noch das dach umsetzen

rules-turm-super2--add = Nein — liegt im Superzweier schon etwas, ist er voll: Der Turm gewinnt, und du nimmst die Steine dieses Zugs.
    .if = im stern ist schon ein stein darf ich noch einen reinlegen | darf ich in den stern noch einen legen | ist im stern noch platz für einen | kann ich noch einen stein in den stern legen | passt noch einer in den stern | darf ich noch was in den stern legen | darf ich noch einen dazulegen | noch einen stein dazulegen | kann ich noch einen dazulegen | ist schon ein stein drin passt noch einer rein | schon ein stein im stern passt noch einer

rules-turm-setup--dealt = 32: Von den 36 Steinen kommen 4 in den Turm, die übrigen 32 werden gleichmäßig verteilt.
    .if = wie viele steine bekommen die spieler am anfang insgesamt | wie viele steine werden verteilt | wie viele steine gehen an die spieler | wie viele steine teilen wir am anfang aus | wie viele steine kriegen alle zusammen

rules-turm-setup--check = { $share_check ->
        [yes] Ja — { $share } Steine pro Person bei { $count }{ $rest ->
            [0] , es bleibt nichts übrig.
           *[other] ; wer beginnt, bekommt die { $rest } übrigen dazu: { $starter_total }.
        }
        [no] Nein — bei { $count } Personen sind es { $share } pro Person{ $rest ->
            [0] , es bleibt nichts übrig.
           *[other] , und wer beginnt, bekommt die { $rest } übrigen dazu: { $starter_total }.
        }
       *[other] Die 32 Steine werden gleichmäßig verteilt; was übrig bleibt, bekommt, wer beginnt.
    }
    .if = COUNT spieler heißt NUM steine pro person claimcheck | bekommt zu COUNT jeder NUM steine | zu COUNT also NUM steine claimcheck | sind es zu COUNT NUM steine pro person | kriegt bei COUNT jeder NUM | bei COUNT NUM steine pro person claimcheck | zu COUNT hat jeder NUM steine

rules-turm-variants--total = { rules-turm-capacity--total }
    .if = wie viele steine passen in die NUM stockwerke ohne stern | wie viele steine fassen die NUM zahlen stockwerke | alle NUM stockwerke zusammen wie viele steine
