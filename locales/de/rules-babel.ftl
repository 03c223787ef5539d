## Regelwissen: Turmbau zu Babel (Spiel-Id "babel").
## Jeder Eintrag ist eine Nachricht rules-babel-THEMA: der Wert beantwortet die Frage, .title
## benennt das Thema, .ask listet, wie Spieler danach fragen (getrennt durch " | "). $live ist
## "yes", wenn am Tisch gerade Babel läuft; dann nennt die Antwort Namen und Zahlen dieses Tisches.

rules-babel-summary = Turmbau zu Babel ist für 2 bis 8 Personen und dauert eine Runde pro Person. Wer dran ist, knickt zwei Wandkarten, stellt sie auf und legt eine Deckenkarte darauf: Das ist ein Stockwerk. Ein stehendes Stockwerk bringt so viele Punkte wie seine Nummer (Stockwerk 5 = 5 Punkte, Stockwerk 13 = 13 plus 5 Bonus). Fällt etwas um, gibt es für diesen Zug keine Punkte, und die Runde ist vorbei. Wer Stockwerk 2 gebaut hat, eröffnet die nächste Runde. Nach der letzten Runde gewinnt, wer die meisten Punkte hat.
    .title = Zusammenfassung

rules-babel-setup = Zwei Stapel, die alle erreichen: Wandkarten (mit Rille) und glatte Deckenkarten. Die Punkte notiert ihr auf einem Zettel — oder ihr überlasst das mir. Wer am jüngsten ist, eröffnet Runde 1.
    .title = Aufbau
    .ask = wie bauen wir auf | was brauchen wir zum Spielen | wie bereiten wir das Spiel vor | Vorbereitung | wie legen wir die Karten aus | wohin kommen die Kartenstapel | was liegt am Anfang auf dem Tisch

rules-babel-players = { $live ->
        [yes] Turmbau zu Babel ist für 2 bis 8 Personen; an diesem Tisch spielen { $count }: { $players }.
       *[no] Turmbau zu Babel ist für 2 bis 8 Personen.
    }
    .title = Anzahl der Mitspieler
    .ask = wie viele Spieler | wie viele Personen können mitspielen | kann man zu zweit spielen | können neun Leute mitspielen | wie viele dürfen höchstens mitspielen | ab wie vielen Personen | für wie viele Spieler ist das Spiel

rules-babel-turn = Du baust ein Stockwerk: zwei geknickte Wandkarten als Wände, eine Deckenkarte quer darauf. Das erste Stockwerk steht direkt auf dem Stapel der Deckenkarten, jedes weitere auf der Decke darunter. Dazu ziehst du eine beliebige Deckenkarte aus dem Stapel und legst sie quer auf die Wände. Bleibt alles stehen, ist das Stockwerk fertig, und die nächste Person im Uhrzeigersinn ist dran.
    .title = Ein Zug
    .ask = was mache ich in meinem Zug | wie baue ich ein Stockwerk | wie läuft ein Zug ab | was passiert in einem Zug | wie baut man eine Etage | Ablauf eines Zuges | wie funktioniert das Bauen | was muss ich tun wenn ich dran bin

rules-babel-scoring = { $live ->
        [yes] { $case ->
            [over] Das Spiel ist vorbei, es gibt keine Punkte mehr. Ein Stockwerk zählt so viel wie seine Nummer; Stockwerk 13 bringt 13 plus 5 Bonuspunkte.
            [top] Als Nächstes kommt Stockwerk 13: 18 Punkte, 13 plus 5 Bonus.
           *[next] Als Nächstes kommt Stockwerk { $next }: { $points ->
                [one] 1 Punkt
               *[other] { $points } Punkte
            }. Ein Stockwerk zählt so viel wie seine Nummer, Stockwerk 13 bringt 5 Bonuspunkte extra.
        }
       *[no] Ein stehendes Stockwerk bringt seine Nummer an Punkten: das erste 1 Punkt, das zweite 2 Punkte und so weiter. Stockwerk 13 bringt 13 plus 5 Bonuspunkte, zusammen 18.
    }
    .title = Punkte
    .ask = wie viele Punkte bringt ein Stockwerk | wie zähle ich Punkte | wie viele Punkte gibt das nächste Stockwerk | wie funktioniert die Wertung | wie viele Punkte bekomme ich | was ist Stockwerk 6 wert | Punkte pro Etage | wie werden Punkte gezählt | wie viele Punkte gibt es fürs Bauen

rules-babel-floor13 = Stockwerk 13 ist das oberste und bringt 18 Punkte: 13 plus 5 Bonus. Danach sind keine Karten mehr übrig, und die Runde endet.
    .title = Stockwerk 13 und der Bonus
    .ask = wie viele Punkte bringt das 13. Stockwerk | was ist der Bonus | was passiert nach dem dreizehnten Stockwerk | wie hoch kann der Turm werden | was ist das höchste Stockwerk | gibt es Sonderpunkte für das letzte Stockwerk | wie viele Stockwerke hat eine Runde höchstens | Extrapunkte wenn der Turm fertig ist

rules-babel-collapse = { $live ->
        [yes] { $case ->
            [over] Das Spiel ist vorbei. Allgemein gilt: Fällt etwas um, gibt es für diesen Zug nichts, und die Runde endet sofort. Frühere Punkte bleiben.
           *[playing] Stürzte der Turm jetzt ein, bekäme { $player } nichts für Stockwerk { $floor }, bliebe aber bei { $total } { $total ->
                [one] Punkt
               *[other] Punkten
            }. Runde { $round } wäre sofort vorbei; früher erzielte Punkte bleiben immer.
        }
       *[no] Für diesen Zug bekommst du nichts, und die Runde endet sofort. Das gilt, sobald etwas umfällt — der ganze Turm oder nur ein Teil. Punkte aus früheren Zügen behältst du.
    }
    .title = Wenn der Turm einstürzt
    .ask = was passiert wenn der Turm einstürzt | ist es ein Einsturz wenn die Decke runterrutscht | was ist wenn er umfällt | verliere ich meine Punkte wenn der Turm fällt | was wenn nur ein Teil umfällt | was wenn eine Wand umkippt | der Turm ist zusammengebrochen was jetzt | was wenn eine Karte runterfällt | zählt es wenn nur ein Stück einstürzt

rules-babel-round-end = Eine Runde endet nach Stockwerk 13 (dann sind keine Karten mehr da) oder sobald etwas umfällt. Danach sortiert ihr die Karten wieder in Wand- und Deckenkarten, legt die beiden Stapel neu aus, und die nächste Runde beginnt.
    .title = Ende einer Runde
    .ask = wann endet eine Runde | wie endet eine Runde | was passiert am Ende einer Runde | wann ist die Runde vorbei | was machen wir nach einer Runde | wann fangen wir neu an

rules-babel-rounds = { $live ->
        [yes] { $case ->
            [over] Dieser Tisch hat { $rounds } Runden gespielt, eine pro Person; das Spiel ist vorbei.
           *[playing] Dieser Tisch spielt { $rounds } Runden, eine pro Person; jetzt läuft Runde { $round }.
        }
       *[no] Ihr spielt so viele Runden, wie Personen mitspielen: zu zweit zwei Runden, zu fünft fünf. So eröffnet jede Person genau eine Runde.
    }
    .title = Anzahl der Runden
    .ask = wie viele Runden spielen wir | wie lange dauert das Spiel | wie viele Runden gibt es | wie viele Runden sind noch übrig | wann ist das Spiel aus | welche Runde ist die letzte | wie viele Runden zu viert

rules-babel-next-opener = { $live ->
        [yes] { $case ->
            [over] Das Spiel ist vorbei; es folgt keine Runde mehr.
            [last] Das ist die letzte Runde ({ $round } von { $rounds }), danach eröffnet niemand mehr.
            [floor2] { $player } hat Stockwerk 2 gebaut und eröffnet deshalb die nächste Runde.
            [already] { $player } eröffnet die nächste Runde. { $builder } hat Stockwerk 2 gebaut, aber schon eine Runde eröffnet; deshalb kommt die nächste Person im Uhrzeigersinn, die noch nicht eröffnet hat (Entscheidung des Schiedsrichters).
            [either] Die nächste Runde eröffnet in jedem Fall { $player }. Stockwerk 2 steht noch nicht: Baut { $player } Stockwerk 2, eröffnet { $player } deshalb; fällt der Turm vorher, ist { $player } die nächste Person im Uhrzeigersinn, die noch nicht eröffnet hat (Entscheidung des Schiedsrichters).
           *[pending] Wer Stockwerk 2 baut, eröffnet die nächste Runde; es steht noch nicht. { $why ->
                [already] Baut { $builder } es, eröffnet stattdessen { $player }, weil { $builder } schon eine Runde eröffnet hat.
               *[floor2] Baut { $builder } es, eröffnet { $builder }.
            } Fällt der Turm vor Stockwerk 2, eröffnet { $fallback }, die nächste Person im Uhrzeigersinn, die noch nicht eröffnet hat (Entscheidung des Schiedsrichters).
        }
       *[no] Wer in der gerade gespielten Runde Stockwerk 2 gebaut hat, eröffnet die nächste Runde. Hat niemand Stockwerk 2 gebaut oder hat diese Person schon eine Runde eröffnet, ist die nächste Person im Uhrzeigersinn dran, die noch nicht eröffnet hat — Entscheidung des Schiedsrichters, damit jede Person einmal eröffnet.
    }
    .title = Wer die nächste Runde eröffnet
    .ask = wer eröffnet die nächste Runde | wer beginnt die nächste Runde | wer fängt in Runde zwei an | wer fängt die neue Runde an | warum beginnt sie die Runde | wer beginnt nachdem der Turm eingestürzt ist | was wenn niemand das zweite Stockwerk gebaut hat | wer startet die folgende Runde

rules-babel-first-opener = { $live ->
        [yes] { $player } hat Runde 1 eröffnet. Die Regel: Wer am jüngsten ist, beginnt. Sagt mir das niemand, nehme ich die zuerst genannte Person (Entscheidung des Schiedsrichters).
       *[no] Wer am jüngsten ist, eröffnet Runde 1. Sagt mir das niemand, beginnt die zuerst genannte Person (Entscheidung des Schiedsrichters). Sagt zum Beispiel vor dem ersten Stockwerk „Carla ist die Jüngste“.
    }
    .title = Wer das Spiel beginnt
    .ask = wer beginnt das Spiel | wer beginnt in Runde 1 | wer fängt an | wer ist zuerst dran | wer eröffnet die erste Runde | beginnt die jüngste Person | wer startet am Anfang | wer baut als Erstes | fängt der Jüngste an

rules-babel-cards = Geknickt werden nur die Wandkarten, an ihrer Rille; Deckenkarten nie. Wandkarten werden an der Rille geknickt und als Wände aufgestellt. Deckenkarten haben keine Rille und werden niemals geknickt: Sie liegen flach als Decke zwischen den Stockwerken.
    .title = Wandkarten und Deckenkarten
    .ask = welche Karten darf ich knicken | darf ich eine Deckenkarte knicken | was ist der Unterschied zwischen den Karten | was sind Wandkarten | was sind Deckenkarten | welche Karten sind die Wände | darf man die Decke falten | wie knicke ich die Karten | wie unterscheiden sich die Karten

rules-babel-ceiling = Genau eine Deckenkarte pro Zug — welche, darfst du frei wählen. Rutschen weitere Karten mit heraus, schiebst du sie vorsichtig in den Stapel zurück. Lege sie auf deine Wände, ohne dass diese umfallen.
    .title = Eine Deckenkarte ziehen
    .ask = wie viele Deckenkarten darf ich nehmen | wie viele Deckenkarten pro Zug | darf ich zwei Deckenkarten ziehen | welche Deckenkarte darf ich ziehen | was wenn zwei Karten mitrutschen | darf ich mir die Deckenkarte aussuchen | was wenn zusätzliche Karten aus dem Stapel kommen | muss ich die oberste Karte nehmen | es rutschen mehrere Karten mit | darf ich eine beliebige Deckenkarte ziehen | darf ich zwei Deckenkarten benutzen | darf ich mehr als eine Deckenkarte nehmen

rules-babel-first-floor = Direkt auf dem Stapel der Deckenkarten. Jedes weitere Stockwerk steht auf der Decke des Stockwerks darunter.
    .title = Wo das erste Stockwerk steht
    .ask = wo kommt das erste Stockwerk hin | wohin stelle ich das erste Stockwerk | worauf steht das erste Stockwerk | wo stehen die Wände der ersten Etage | bauen wir auf dem Tisch | wo fangen wir an zu bauen

rules-babel-game-end = { $live ->
        [yes] { $case ->
            [over] Das Spiel ist vorbei: { $winners } { $winners_count ->
                [one] hat
               *[other] haben
            } gewonnen.
            [none] Nach Runde { $rounds } gewinnt, wer die meisten Punkte hat. Bei Gleichstand wird der Sieg geteilt (Entscheidung des Schiedsrichters). Noch hat niemand gepunktet.
           *[playing] Nach Runde { $rounds } gewinnt, wer die meisten Punkte hat. Bei Gleichstand wird der Sieg geteilt (Entscheidung des Schiedsrichters). Gerade { $leaders_count ->
                [one] führt
               *[other] führen
            } { $leaders } mit { $points } { $points ->
                [one] Punkt
               *[other] Punkten
            }.
        }
       *[no] Nach der letzten Runde gewinnt, wer die meisten Punkte hat. So viele Runden wie Personen; haben mehrere gleich viele, teilen sie sich den Sieg (Entscheidung des Schiedsrichters).
    }
    .title = Spielende und Sieg
    .ask = wer gewinnt | wie gewinne ich | wann endet das Spiel | wer ist der Sieger | was ist bei Gleichstand | was wenn zwei gleich viele Punkte haben | wie wird der Sieger bestimmt | wer gewinnt bei einem Unentschieden | ist ein Unentschieden möglich | kann es einen Gleichstand geben

rules-babel-conduct = Knickt nur die Wandkarten und nur an der Rille. Nehmt pro Zug genau eine Deckenkarte und schiebt mitgerutschte zurück. Die Wände dürfen nicht umfallen, während die Decke aufgelegt wird. Meldet mir jeden Zug („Anna hat Stockwerk 3 gebaut“, „der Turm ist umgefallen“); passt eine Meldung nicht zum Spiel — falsche Stockwerksnummer oder jemand, der nicht dran ist — schreibe ich sie nicht auf und frage nach (Entscheidung des Schiedsrichters).
    .title = Verhalten am Tisch
    .ask = was ist verboten | welche Regeln gelten am Tisch | darf ich den Turm anfassen | was gilt als Schummeln | was muss ich melden | was wenn jemand das falsche Stockwerk meldet | was ist wenn ich mich vertue | was darf man nicht

rules-babel-variants = Das Regelheft kennt keine Varianten. Zwei Dinge biete ich an. Sagt mir vor dem ersten Stockwerk, wer am jüngsten ist („Carla ist die Jüngste“), damit die richtige Person beginnt. Und ihr dürft das Spiel einvernehmlich früher beenden — dann zählen die Punkte bis dahin.
    .title = Varianten
    .ask = gibt es Varianten | können wir kürzer spielen | Hausregeln | können wir früher aufhören | gibt es eine Profivariante | kann man anders spielen | dürfen wir vor der letzten Runde aufhören

rules-babel-tips = Baue langsam und ruhig — nur Stockwerke, die stehen bleiben, zählen. Stelle die Wände mittig und gleichmäßig, damit die Decke flach aufliegt. Knicke scharf und gerade, und ziehe eine locker liegende Deckenkarte statt an einer festen zu zerren. Hohe Stockwerke sind viel wert, ein sorgfältiger Versuch lohnt sich also auch spät in der Runde.
    .title = Tipps
    .ask = hast du Tipps | wie baue ich ein stabiles Stockwerk | was ist eine gute Strategie | wie verhindere ich dass der Turm einstürzt | hast du einen Rat | wie werde ich besser | Strategie

## Fakten: je eine kurze Antwort (rules-babel-THEMA--FAKT) für die Fragen in .if. NUM, COUNT,
## PLAYER und NOW stehen für eine Zahl, eine Personenzahl, eine genannte Person und eine Frage
## nach dem Tisch jetzt; die Antwort bekommt $n, $count, $fits (yes/no), $min, $max, $floor,
## $points, $top, $high, $starter, $round, $live und $now (siehe die englische Datei).

rules-babel-players--count = { $fits ->
        [yes] Ja — Turmbau zu Babel ist für { $min } bis { $max } Personen, also geht es mit { $count }.
       *[no] Nein — Turmbau zu Babel ist für { $min } bis { $max } Personen, nicht für { $count }.
    }
    .if = können COUNT spielen | kann man zu COUNT spielen | geht es mit COUNT | ist es für COUNT personen | COUNT spieler | spielen wir zu COUNT | geht das zu COUNT | kann man das mit COUNT leuten spielen

rules-babel-rounds--count = { $count } Runden: eine pro Person.
    .if = wie viele runden zu COUNT | wie viele runden wenn wir COUNT sind | wie viele runden mit COUNT personen | wie viele runden spielen COUNT | runden bei COUNT spielern | wie lange zu COUNT

rules-babel-scoring--floor = { $top ->
        [yes] 18 Punkte: 13 für Stockwerk 13 plus 5 Bonus.
       *[no] { $high ->
            [yes] Ein Stockwerk { $n } gibt es nicht: Eine Runde hat höchstens 13 Stockwerke.
           *[no] { $points ->
                [0] Ein stehendes Stockwerk bringt seine Nummer an Punkten; Stockwerk 13 bringt 18.
                [one] 1 Punkt: Ein Stockwerk bringt seine Nummer an Punkten.
               *[other] { $points } Punkte: Ein Stockwerk bringt seine Nummer an Punkten.
            }
        }
    }
    .if = wie viele punkte gibt stockwerk NUM | was gibt stockwerk NUM | stockwerk NUM punkte | was bringt das NUM | was kriegt man für das NUM | baut das NUM was bekommt sie | was bringt stockwerk NUM | was ist stockwerk NUM wert | wie viel bekomme ich für stockwerk NUM | punkte für das NUM stockwerk | wie viele punkte bringt die NUM etage | was zählt stockwerk NUM | wenn ich stockwerk NUM baue wie viele punkte

rules-babel-scoring--sum = { $sum } Punkte: Jedes stehende Stockwerk bringt seine Nummer, Stockwerk 13 bringt 18.
    .if = stockwerk NUM gebaut wie viele punkte sind das zusammen | was machen stockwerk NUM insgesamt | wie viele punkte sind NUM und NUM zusammen | ich habe etage NUM gebaut wie viel ist das insgesamt | was ergibt stockwerk NUM zusammen

rules-babel-floor13--floor = { $top ->
        [yes] 18 Punkte: 13 für Stockwerk 13 plus 5 Bonus.
       *[no] { $high ->
            [yes] Ein Stockwerk { $n } gibt es nicht: Eine Runde hat höchstens 13 Stockwerke.
           *[no] { $points ->
                [0] 18 Punkte: 13 für Stockwerk 13 plus 5 Bonus.
                [one] 1 Punkt: Ein Stockwerk bringt seine Nummer an Punkten.
               *[other] { $points } Punkte: Ein Stockwerk bringt seine Nummer; nur Stockwerk 13 hat einen Bonus.
            }
        }
    }
    .if = wie viele punkte gibt stockwerk NUM | was gibt stockwerk NUM | stockwerk NUM punkte | was bringt das NUM | was kriegt man für das NUM | baut das NUM was bekommt sie | was bringt stockwerk NUM | was ist stockwerk NUM wert | wie viel bekomme ich für stockwerk NUM | punkte für das NUM stockwerk | wie viele punkte bringt die NUM etage

rules-babel-floor13--bonus = 5 Bonuspunkte: Stockwerk 13 bringt 13 plus 5, zusammen 18.
    .if = wie hoch ist der bonus | was ist der bonus | wie viele bonuspunkte | gibt es einen bonus | extrapunkte für das oberste stockwerk | bonus für den fertigen turm

rules-babel-floor13--max = Höchstens 13 Stockwerke: Nach Stockwerk 13 sind keine Karten mehr übrig.
    .if = wie hoch kann der turm werden | was ist das höchste stockwerk | wie viele stockwerke hat eine runde | maximale zahl der stockwerke | wie viele stockwerke gibt es

rules-babel-first-opener--this-round = { $live ->
        [yes] { $starter } hat diese Runde eröffnet, Runde { $round }.
       *[no] Runde 1 eröffnet, wer am jüngsten ist; jede weitere, wer davor Stockwerk 2 gebaut hat.
    }
    .if = wer fängt NOW an | wer beginnt NOW | wer hat NOW angefangen | wer hat NOW eröffnet | wer hat NOW begonnen

rules-babel-next-opener--nobody = Dann eröffnet die nächste Person im Uhrzeigersinn, die noch keine Runde eröffnet hat (Entscheidung des Schiedsrichters).
    .if = was wenn keiner stockwerk 2 baut | niemand hat das zweite stockwerk gebaut | der turm fiel vor stockwerk 2 | der turm ist bei stockwerk 1 eingestürzt | keiner hat stockwerk 2 gebaut wer beginnt | eingestürzt vor dem zweiten stockwerk

rules-babel-collapse--lose = Nein — für diesen Zug gibt es nichts, aber deine früheren Punkte bleiben.
    .if = verliere ich meine punkte | sind meine punkte verloren | verliere ich alle punkte | sind alle punkte verloren | sind meine punkte futsch

rules-babel-collapse--keep = Ja — deine früheren Punkte bleiben; nur dieser Zug bringt nichts.
    .if = behalte ich meine punkte | behalte ich die punkte aus früheren runden | bleiben meine punkte | bleiben die früheren punkte

rules-babel-collapse--partial = Ja — jedes Umfallen zählt als Einsturz, auch wenn nur ein Teil fällt.
    .if = zählt ein teilweiser einsturz | ist es ein einsturz wenn nur die decke runterrutscht | die decke ist runtergerutscht | nur eine wand ist umgefallen | nur ein teil ist eingestürzt | nur eine karte ist runtergefallen | nur eine wand ist umgekippt | zählt es wenn nur ein bisschen fällt

rules-babel-ceiling--two = Nein — genau eine Deckenkarte pro Zug.
    .if = darf ich zwei deckenkarten nehmen | mehr als eine deckenkarte | darf ich NUM deckenkarten nehmen | zwei deckenkarten auf einmal | mehrere deckenkarten

rules-babel-ceiling--slid = Schieb die mitgerutschten Karten vorsichtig in den Stapel zurück; du nimmst nur eine.
    .if = karten sind mit rausgerutscht | mehr karten kamen mit | es sind zwei karten mitgekommen | was wenn mehr karten rausrutschen | karten rutschen aus dem stapel | zwei karten sind rausgerutscht

rules-babel-ceiling--choose = Ja — zieh dir eine beliebige Deckenkarte aus dem Stapel.
    .if = darf ich mir die deckenkarte aussuchen | welche deckenkarte darf ich ziehen | muss ich die oberste karte nehmen | darf ich jede deckenkarte nehmen

rules-babel-cards--fold-ceiling = Nein — Deckenkarten werden nie geknickt, nur Wandkarten an ihrer Rille.
    .if = darf ich eine deckenkarte knicken | darf man die deckenkarten knicken | darf ich die decke biegen | deckenkarte falten | deckenkarten knicken

rules-babel-cards--fold-wall = Geknickt werden die Wandkarten, an ihrer Rille; nie die Deckenkarten.
    .if = welche karten knicke ich | knicke ich die wandkarten | was sind wandkarten | wie knicke ich die karten | wo wird geknickt

rules-babel-first-floor--table = Nein — das erste Stockwerk steht auf dem Stapel der Deckenkarten, nicht auf dem Tisch.
    .if = bauen wir auf dem tisch | kommt das erste stockwerk auf den tisch | darf man auf dem tisch bauen

rules-babel-game-end--tie = Sie teilen sich den Sieg: Gleichstand bei den meisten Punkten ist ein geteilter Sieg (Entscheidung des Schiedsrichters).
    .if = was bei gleichstand | gleichstand am ende | was wenn zwei gleich viele punkte haben | was wenn wir gleich viele punkte haben | gibt es ein unentschieden | wer gewinnt bei gleichstand | gleich viele punkte am ende

rules-babel-collapse--points = Für diesen Zug gibt es nichts; deine früheren Punkte bleiben.
    .if = was passiert mit meinen punkten | was passiert mit den punkten | was ist mit meinen punkten | bekomme ich 0 punkte | kriege ich dann punkte | was bekomme ich wenn er einstürzt | was passiert mit den punkten wenn er bei stockwerk NUM einstürzt | er stürzt bei stockwerk NUM ein | eingestürzt bei stockwerk NUM

rules-babel-next-opener--round = { $round_no ->
        [1] Runde 1 eröffnet, wer am jüngsten ist; sagt das niemand, die zuerst genannte Person.
       *[other] Wer in der Runde davor Stockwerk 2 gebaut hat. Sonst die nächste Person im Uhrzeigersinn, die noch nicht eröffnet hat.
    }
    .if = wer beginnt ROUND | wer eröffnet ROUND | wer fängt in ROUND an | wer entscheidet wer ROUND beginnt | wer ist in ROUND zuerst dran

rules-babel-floor13--limit = Höchstens 13 Stockwerke: Nach Stockwerk 13 sind keine Karten mehr übrig.
    .if = gibt es eine grenze wie hoch | wie hoch dürfen wir bauen | gibt es eine maximale höhe | wie hoch darf der turm werden

rules-babel-floor13--top = 18 Punkte: 13 für das oberste Stockwerk plus 5 Bonus.
    .if = wie viel ist das oberste stockwerk wert | was bringt das oberste stockwerk | punkte für das oberste stockwerk | was ist das letzte stockwerk wert

rules-babel-cards--walls = Zwei Wandkarten pro Zug, jede an der Rille geknickt und als Wand aufgestellt.
    .if = wie viele wandkarten pro zug | wie viele wandkarten nimmt man | wie viele wandkarten brauche ich | wie viele wände pro stockwerk

rules-babel-next-opener--builder = { $named } eröffnet die nächste Runde, weil { $named } Stockwerk 2 baut — außer { $named } hat schon eine eröffnet.
    .if = wenn PLAYER stockwerk 2 baut wer eröffnet die nächste runde | PLAYER hat stockwerk 2 gebaut wer beginnt | eröffnet PLAYER die nächste runde | fängt PLAYER die nächste runde an
