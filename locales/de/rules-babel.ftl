## Regelwissen: Turmbau zu Babel (Spiel-Id "babel").
## Jeder Eintrag ist eine Nachricht rules-babel-THEMA: der Wert beantwortet die Frage, .title
## benennt das Thema, .ask listet, wie Spieler danach fragen (getrennt durch " | "). $live ist
## "yes", wenn am Tisch gerade Babel läuft; dann nennt die Antwort Namen und Zahlen dieses Tisches.

rules-babel-summary = Turmbau zu Babel ist für 2 bis 8 Personen und dauert eine Runde pro Person. Wer dran ist, knickt zwei Wandkarten, stellt sie auf und legt eine Deckenkarte darauf: Das ist ein Stockwerk. Ein stehendes Stockwerk bringt so viele Punkte wie seine Nummer (Stockwerk 5 = 5 Punkte, Stockwerk 13 = 13 plus 5 Bonus). Fällt etwas um, gibt es für diesen Zug keine Punkte, und die Runde ist vorbei. Wer das zweite Stockwerk gebaut hat, eröffnet die nächste Runde. Nach der letzten Runde gewinnt, wer die meisten Punkte hat.
    .title = Zusammenfassung

rules-babel-setup = Zwei Stapel, die alle erreichen: Wandkarten (mit Rille) und glatte Deckenkarten. Die Punkte notiert ihr auf einem Zettel — oder ihr überlasst das mir. Wer am jüngsten ist, eröffnet Runde 1.
    .title = Aufbau
    .ask = wie bauen wir auf | was brauchen wir zum Spielen | wie bereiten wir das Spiel vor | Vorbereitung | wie legen wir die Karten aus | wohin kommen die Kartenstapel | was liegt am Anfang auf dem Tisch

rules-babel-players = { $live ->
        [yes] Turmbau zu Babel ist für 2 bis 8 Personen; an diesem Tisch spielen { $count }: { $players }.
       *[no] Turmbau zu Babel ist für 2 bis 8 Personen.
    }
    .title = Anzahl der Mitspieler
    .ask = wie viele Spieler höchstens | maximal wie viele Personen | wie viele Spieler | wie viele Personen können mitspielen | kann man zu zweit spielen | können neun Leute mitspielen | wie viele dürfen höchstens mitspielen | ab wie vielen Personen | für wie viele Spieler ist das Spiel

rules-babel-turn = Du baust ein Stockwerk: zwei geknickte Wandkarten als Wände, eine Deckenkarte quer darauf. Das erste Stockwerk steht direkt auf dem Stapel der Deckenkarten, jedes weitere auf der Decke darunter. Dazu ziehst du eine beliebige Deckenkarte aus dem Stapel und legst sie quer auf die Wände. Bleibt alles stehen, ist das Stockwerk fertig, und die nächste Person im Uhrzeigersinn ist dran.
    .title = Ein Zug
    .ask = wer baut welches Stockwerk | in welcher Reihenfolge bauen wir | was mache ich in meinem Zug | wie baue ich ein Stockwerk | wie läuft ein Zug ab | was passiert in einem Zug | wie baut man eine Etage | Ablauf eines Zuges | wie funktioniert das Bauen | was muss ich tun wenn ich dran bin

rules-babel-scoring = { $live ->
        [yes] { $case ->
            [over] Das Spiel ist vorbei, es gibt keine Punkte mehr. Ein Stockwerk zählt so viel wie seine Nummer; Stockwerk 13 bringt 13 plus 5 Bonuspunkte.
            [top] Als Nächstes kommt Stockwerk 13: 18 Punkte, 13 plus 5 Bonus.
           *[next] Als Nächstes kommt Stockwerk { $next }: { $points ->
                [one] 1 Punkt
               *[other] { $points } Punkte
            }. Ein Stockwerk zählt so viel wie seine Nummer, Stockwerk 13 bringt 5 Bonuspunkte extra.
        }
       *[no] Ein stehendes Stockwerk bringt seine Nummer an Punkten: das erste 1 Punkt, das zweite 2 Punkte und so weiter. Stockwerk 13 bringt 5 Bonuspunkte extra.
    }
    .title = Punkte
    .ask = wie viele Punkte bringt ein Stockwerk | wie zähle ich Punkte | wie viele Punkte gibt das nächste Stockwerk | wie funktioniert die Wertung | wie viele Punkte bekomme ich | was ist Stockwerk 6 wert | Punkte pro Etage | wie werden Punkte gezählt | wie viele Punkte gibt es fürs Bauen

rules-babel-floor13 = Stockwerk 13 ist das oberste und bringt 18 Punkte: 13 plus 5 Bonus. Danach sind keine Karten mehr übrig, und die Runde endet.
    .title = Stockwerk 13 und der Bonus
    .ask = wie viele Punkte bringt das 13. Stockwerk | was ist der Bonus | was passiert nach dem dreizehnten Stockwerk | wie hoch kann der Turm werden | was ist das höchste Stockwerk | gibt es Sonderpunkte für das letzte Stockwerk | wie viele Stockwerke hat eine Runde höchstens | Extrapunkte wenn der Turm fertig ist | kann man ein 14. stockwerk bauen | geht es nach 13 noch höher | gibt es ein stockwerk über 13

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
            [over] Dieser Tisch hat { $rounds } Runden gespielt, so viele, wie Personen mitspielen; das Spiel ist vorbei.
           *[playing] Dieser Tisch spielt { $rounds } Runden, so viele, wie Personen mitspielen; jetzt läuft Runde { $round }.
        }
       *[no] Ihr spielt so viele Runden, wie Personen mitspielen: zu zweit zwei Runden, zu fünft fünf. So eröffnet jede Person genau eine Runde.
    }
    .title = Anzahl der Runden
    .ask = wie viele Runden spielen wir | wie lange dauert das Spiel | wie viele Runden gibt es | wie viele Runden sind noch übrig | wann ist das Spiel aus | welche Runde ist die letzte | wie viele Runden zu viert | wann ist das ganze spiel vorbei | wann ist das spiel zu ende | wann sind wir mit dem spiel fertig | wie lange geht ein spiel

rules-babel-next-opener = { $live ->
        [yes] { $case ->
            [over] Das Spiel ist vorbei; es folgt keine Runde mehr.
            [begun] Runde { $round } beginnt jetzt; eröffnet hat sie { $player }: { $why ->
                [floor2] { $player } hat in Runde { $prev_round } das zweite Stockwerk gebaut.
                [nobody-floor2] In Runde { $prev_round } hat niemand das zweite Stockwerk gebaut, also eröffnet die nächste Person im Uhrzeigersinn, die noch nicht dran war.
                [already-opened] Wer das zweite Stockwerk gebaut hat, hatte schon eröffnet, also die nächste Person im Uhrzeigersinn.
               *[other] Wer in der Runde davor das zweite Stockwerk gebaut hat, eröffnet.
            }
            [last] Das ist die letzte Runde ({ $round } von { $rounds }), danach eröffnet niemand mehr.
            [floor2] { $player } hat das zweite Stockwerk gebaut und eröffnet deshalb die nächste Runde.
            [already] { $player } eröffnet die nächste Runde. { $builder } hat das zweite Stockwerk gebaut, aber schon eine Runde eröffnet; deshalb kommt die nächste Person im Uhrzeigersinn, die noch nicht eröffnet hat (Entscheidung des Schiedsrichters).
            [either] Die nächste Runde eröffnet in jedem Fall { $player }. Das zweite Stockwerk steht noch nicht: Baut { $player } es, eröffnet { $player } deshalb; fällt der Turm vorher, ist { $player } die nächste Person im Uhrzeigersinn, die noch nicht eröffnet hat (Entscheidung des Schiedsrichters).
           *[pending] Wer das zweite Stockwerk baut, eröffnet die nächste Runde; es steht noch nicht. { $why ->
                [already] Baut { $builder } es, eröffnet stattdessen { $player }, weil { $builder } schon eine Runde eröffnet hat.
               *[floor2] Baut { $builder } es, eröffnet { $builder }.
            } Fällt der Turm vor dem zweiten Stockwerk, eröffnet { $fallback }, die nächste Person im Uhrzeigersinn, die noch nicht eröffnet hat (Entscheidung des Schiedsrichters).
        }
       *[no] Wer in der gerade gespielten Runde das zweite Stockwerk gebaut hat, eröffnet die nächste Runde. Hat niemand das zweite Stockwerk gebaut oder hat diese Person schon eine Runde eröffnet, ist die nächste Person im Uhrzeigersinn dran, die noch nicht eröffnet hat — Entscheidung des Schiedsrichters, damit jede Person einmal eröffnet.
    }
    .title = Wer die nächste Runde eröffnet
    .ask = wer eröffnet die nächste Runde nach Stockwerk 13 | der Turm ist fertig wer beginnt die nächste Runde | wer eröffnet die nächste Runde | wer beginnt die nächste Runde | wer fängt in Runde zwei an | wer fängt die neue Runde an | warum beginnt sie die Runde | wer beginnt nachdem der Turm eingestürzt ist | was wenn niemand das zweite Stockwerk gebaut hat | wer startet die folgende Runde | wenn er schon eröffnet hat wer dann | sie hat schon eine runde eröffnet wer beginnt stattdessen | darf jemand zweimal eröffnen | eröffnet jemand zwei runden | hat schon mal eröffnet wer dann | der erbauer hat schon eröffnet wer ist dann dran | was wenn die person schon eröffnet hatte | wer beginnt die neue runde | wer fängt die neue runde an | wer eröffnet die neue runde | alles umgeworfen wer beginnt jetzt die neue runde | eingestürzt wer fängt die neue runde an | wer startet die neue runde | wer darf die neue runde beginnen | wer fängt jetzt die neue Runde an | hat alles umgeworfen wer fängt jetzt die neue Runde an | wer fängt nach dem Einsturz an | keiner hat das zweite gebaut wer fängt jetzt an | der Turm ist fertig wer eröffnet jetzt | Turm komplett fertig wer eröffnet jetzt | alle 13 Stockwerke stehen wer fängt jetzt an | beim zweiten Stock umgefallen wer fängt die neue Runde an | wieso eröffnet er diese Runde | warum fängt sie diese Runde an

rules-babel-first-opener = { $live ->
        [yes] { $player } hat Runde 1 eröffnet. Die Regel: Wer am jüngsten ist, beginnt. Sagt mir das niemand, nehme ich die zuerst genannte Person (Entscheidung des Schiedsrichters).
       *[no] Wer am jüngsten ist, eröffnet Runde 1. Sagt mir das niemand, beginnt die zuerst genannte Person (Entscheidung des Schiedsrichters). Sagt zum Beispiel vor dem ersten Stockwerk „Carla ist die Jüngste“.
    }
    .title = Wer das Spiel beginnt
    .ask = wer beginnt das Spiel | wer beginnt in Runde 1 | wer fängt an | wer ist zuerst dran | wer eröffnet die erste Runde | beginnt die jüngste Person | wer startet am Anfang | wer baut als Erstes | fängt der Jüngste an | wer fängt eigentlich an | wer darf anfangen | wer legt los | wer macht den anfang | wer fängt das spiel an | wer ist als erstes dran | wer beginnt ganz am anfang | wer fängt beim Turmbau an | wer fängt bei Turmbau zu Babel an | wer fängt beim Babelturm an | wer darf beim Turmbau anfangen

rules-babel-cards = Geknickt werden nur die Wandkarten, an ihrer Rille; Deckenkarten nie. Wandkarten werden an der Rille geknickt und als Wände aufgestellt. Deckenkarten haben keine Rille und werden niemals geknickt: Sie liegen flach als Decke zwischen den Stockwerken.
    .title = Wandkarten und Deckenkarten
    .ask = darf ich eine Deckenkarte ein wenig biegen | darf man die Decke knicken damit sie besser aufliegt | darf ich eine krumme Deckenkarte falten | welche Karten darf ich knicken | darf ich eine Deckenkarte knicken | was ist der Unterschied zwischen den Karten | was sind Wandkarten | was sind Deckenkarten | welche Karten sind die Wände | darf man die Decke falten | wie knicke ich die Karten | wie unterscheiden sich die Karten

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
            }{ $points ->
                [0] {""}
                [one] {" "}mit 1 Punkt
               *[other] {" "}mit { $points } Punkten
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
    .ask = hast du Tipps | wie baue ich ein stabiles Stockwerk | was ist eine gute Strategie | wie verhindere ich dass der Turm einstürzt | hast du einen Rat | wie werde ich besser | Strategie | tipps für mehr punkte | wie bekomme ich mehr punkte | wie punkte ich besser | tricks für mehr punkte | wie kann ich besser punkten

## Fakten: je eine kurze Antwort (rules-babel-THEMA--FAKT) für die Fragen in .if. NUM, COUNT,
## PLAYER und NOW stehen für eine Zahl, eine Personenzahl, eine genannte Person und eine Frage
## nach dem Tisch jetzt; die Antwort bekommt $n, $count, $fits (yes/no), $min, $max, $floor,
## $points, $top, $high, $starter, $round, $live und $now (siehe die englische Datei).

rules-babel-players--count = { $fits ->
        [yes] Ja — Turmbau zu Babel ist für { $min } bis { $max } Personen, also geht es mit { $count }.
       *[no] Nein — Turmbau zu Babel ist für { $min } bis { $max } Personen, nicht für { $count }.
    }
    .if = können wir zu COUNT spielen | dürfen wir zu COUNT spielen | geht babel zu COUNT | reichen COUNT leute | können COUNT spielen | kann man zu COUNT spielen | geht es mit COUNT | ist es für COUNT personen | COUNT spieler | spielen wir zu COUNT | geht das zu COUNT | kann man das mit COUNT leuten spielen | können wir das auch zu COUNT spielen | geht das auch zu COUNT | klappt das zu COUNT | kann man das zu COUNT spielen | können wir zu COUNT zusammen spielen | können COUNT von uns zusammen spielen

rules-babel-rounds--count = { $count } Runden: eine pro Person.
    .if = wie viele runden insgesamt zu COUNT | wie viele runden zu COUNT | wie viele runden wenn wir COUNT sind | wie viele runden mit COUNT personen | wie viele runden spielen COUNT | runden bei COUNT spielern | wie lange zu COUNT | wir sind COUNT wie viele runden | wir sind zu COUNT wie viele runden spielen wir | zu COUNT wie viele runden | bei COUNT leuten wie viele runden | wie lange geht das spiel zu COUNT | wir sind zu COUNT wie lange geht das spiel | wie lange dauert das spiel mit COUNT | zu COUNT wie lange spielen wir | stell dir vor wir sind COUNT wie lange geht das spiel | nur COUNT leute spielen wie viel runden | COUNT leute wie viele runden | wir spielen zu COUNT wie viele runden | zu COUNT wie viele runden gibt es

rules-babel-scoring--floor = { $several ->
    [yes] { $sum } Punkte: Jedes stehende Stockwerk bringt seine Nummer, Stockwerk 13 bringt 18.
   *[no] { $top ->
        [yes] 18 Punkte: 13 für Stockwerk 13 plus 5 Bonus.
       *[no] { $high ->
            [yes] Nein — ein Stockwerk { $n } gibt es nicht: Eine Runde hat höchstens 13 Stockwerke, danach ist sie vorbei.
           *[no] { $points ->
                [0] Ein stehendes Stockwerk bringt seine Nummer an Punkten; Stockwerk 13 bringt 18.
                [one] 1 Punkt: Ein Stockwerk bringt seine Nummer an Punkten.
               *[other] { $has_named ->
                    [yes] { $points } Punkte für Stockwerk { $floor }: { $named } hätte dann { $after }.
                   *[no] { $points } Punkte: Ein Stockwerk bringt seine Nummer an Punkten.
                }
            }
        }
    }
}
    .if = ist das NUM stockwerk nur 1 punkt wert | bringt jedes stockwerk gleich viel | ist stockwerk NUM mehr wert als das erste | gibt stockwerk NUM auch nur 1 punkt | wie viele punkte gibt stockwerk NUM | was gibt stockwerk NUM | stockwerk NUM punkte | was bringt das NUM | was kriegt man für das NUM | baut das NUM was bekommt sie | was bringt stockwerk NUM | was ist stockwerk NUM wert | wie viel bekomme ich für stockwerk NUM | punkte für das NUM stockwerk | wie viele punkte bringt die NUM etage | wie viele punkte gibt es für die NUM | was gibt es für die NUM | was kriegt man für die NUM | punkte für die NUM | wie viel bekommt man für die NUM etage | was zählt stockwerk NUM | wenn ich stockwerk NUM baue wie viele punkte | wie viele punkte schreibt sie sich für stockwerk NUM auf | wenn ich stockwerk NUM fertig mache wie viel krieg ich | kriegt man fürs NUM stockwerk überhaupt was | gibt es für das NUM stockwerk überhaupt punkte | bringt das NUM stockwerk überhaupt was | was schreib ich mir für stockwerk NUM auf

rules-babel-scoring--sum = { $sum } Punkte: Jedes stehende Stockwerk bringt seine Nummer, Stockwerk 13 bringt 18.
    .if = wenn ich in einer runde die etagen NUM baue wie viele punkte sind das | stockwerke NUM in einer runde wie viel ist das | NUM in einer runde und NUM in einer anderen wie viel zusammen | NUM plus NUM plus NUM wie viele punkte | ich habe stockwerk NUM gebaut wie viele punkte sind das | stockwerke NUM gehören mir wie viele punkte | stockwerk NUM gebaut wie viele punkte sind das zusammen | was machen stockwerk NUM insgesamt | wie viele punkte sind NUM und NUM zusammen | ich habe etage NUM gebaut wie viel ist das insgesamt | was ergibt stockwerk NUM zusammen | wer das NUM und das NUM baut wie viele punkte | das NUM und das NUM stockwerk wie viele punkte kriegt der | NUM und NUM stockwerk zusammen | wie viele punkte kriegt wer das NUM und NUM baut | PLAYER baut das NUM und danach das NUM wie viel ist das | das NUM und dann das NUM stockwerk wie viel ist das | wie viel ist das für sie bei NUM und NUM | wenn sie das NUM und das NUM baut wie viel | wenn ich das NUM und das NUM stockwerk baue wie viele punkte hab ich dann | ich baue das NUM und das NUM wie viele punkte habe ich | NUM und NUM gebaut wie viele punkte in der runde | das NUM und das NUM stockwerk wie viele punkte zusammen | wenn ich das NUM und das NUM stockwerk baue und dann alles einstürzt wie viele punkte habe ich | NUM und NUM gebaut dann eingestürzt wie viele punkte hab ich in der runde | ich baue NUM und NUM und dann fällt alles um wie viele punkte

rules-babel-floor13--floor = { $several ->
    [yes] { $sum } Punkte: Jedes stehende Stockwerk bringt seine Nummer, Stockwerk 13 bringt 18.
   *[no] { $top ->
        [yes] 18 Punkte: 13 für Stockwerk 13 plus 5 Bonus.
       *[no] { $high ->
            [yes] Nein — ein Stockwerk { $n } gibt es nicht: Eine Runde hat höchstens 13 Stockwerke, danach ist sie vorbei.
           *[no] { $points ->
                [0] 18 Punkte: 13 für Stockwerk 13 plus 5 Bonus.
                [one] 1 Punkt: Ein Stockwerk bringt seine Nummer an Punkten.
               *[other] { $has_named ->
                    [yes] { $points } Punkte für Stockwerk { $floor }: { $named } hätte dann { $after }.
                   *[no] { $points } Punkte: Ein Stockwerk bringt seine Nummer; nur Stockwerk 13 hat einen Bonus.
                }
            }
        }
    }
}
    .if = wenn ich das NUM auch noch baue wie viel kommt dazu | was gibt es fürs NUM obendrauf | wie viel bringt mir das NUM noch | wie viele punkte gibt stockwerk NUM | was gibt stockwerk NUM | stockwerk NUM punkte | was bringt das NUM | was kriegt man für das NUM | baut das NUM was bekommt sie | was bringt stockwerk NUM | was ist stockwerk NUM wert | wie viel bekomme ich für stockwerk NUM | punkte für das NUM stockwerk | wie viele punkte bringt die NUM etage | wer das NUM und das NUM baut wie viele punkte kriegt der | das NUM und das NUM stockwerk wie viele punkte | wie viele punkte für das NUM und das NUM

rules-babel-floor13--bonus = 5 Bonuspunkte: Stockwerk 13 bringt 13 plus 5, zusammen 18.
    .if = wie hoch ist der bonus | was ist der bonus | wie viele bonuspunkte | wie groß ist der bonus | welchen bonus bringt stockwerk 13

rules-babel-floor13--max = Höchstens 13 Stockwerke: Nach Stockwerk 13 sind keine Karten mehr übrig.
    .if = wie hoch kann der turm werden | was ist das höchste stockwerk | wie viele stockwerke hat eine runde | maximale zahl der stockwerke | wie viele stockwerke gibt es

rules-babel-first-opener--this-round = { $live ->
        [yes] { $this_why ->
            [floor2] { $starter } hat diese Runde eröffnet, Runde { $round }: { $starter } hat in Runde { $prev_round } das zweite Stockwerk gebaut.
            [nobody-floor2] { $starter } hat Runde { $round } eröffnet: In Runde { $prev_round } hat niemand das zweite Stockwerk gebaut, also die nächste Person im Uhrzeigersinn.
            [already-opened] { $starter } hat Runde { $round } eröffnet: Wer das zweite Stockwerk baute, hatte schon eröffnet, also die nächste Person im Uhrzeigersinn.
            [youngest] { $starter } hat diese Runde eröffnet, Runde 1, als jüngste Person.
            [first] { $starter } hat Runde 1 eröffnet: Niemand hat gesagt, wer am jüngsten ist, also die zuerst genannte Person.
           *[other] { $starter } hat diese Runde eröffnet, Runde { $round }.
        }
       *[no] Runde 1 eröffnet, wer am jüngsten ist; jede weitere, wer davor das zweite Stockwerk gebaut hat.
    }
    .if = wer fängt NOW an | wer beginnt NOW | wer hat NOW angefangen | wer hat NOW eröffnet | wer hat NOW begonnen | warum fängt er NOW an | warum beginnt sie NOW | wieso eröffnet er NOW | warum hat sie NOW angefangen

rules-babel-next-opener--nobody = { $story_next ->
    [none] { $nobody_case ->
        [past] { $starter } eröffnet Runde { $round }: In Runde { $prev_round } hat niemand das zweite Stockwerk gebaut, also die nächste Person im Uhrzeigersinn.
        [next] { $nobody_next } würde die nächste Runde eröffnen: die nächste Person im Uhrzeigersinn, die noch nicht eröffnet hat (Entscheidung des Schiedsrichters).
       *[other] Dann eröffnet die nächste Person im Uhrzeigersinn, die noch keine Runde eröffnet hat (Entscheidung des Schiedsrichters).
    }
   *[other] { $story_next } eröffnet die nächste Runde: Niemand hat das zweite Stockwerk gebaut, also die nächste Person nach { $story_opener } im Uhrzeigersinn (Entscheidung des Schiedsrichters).
}
    .if = was wenn keiner stockwerk 2 baut | niemand hat das zweite stockwerk gebaut | der turm fiel vor stockwerk 2 | der turm ist bei stockwerk 1 eingestürzt | keiner hat stockwerk 2 gebaut wer beginnt | eingestürzt vor dem zweiten stockwerk | stockwerk 1 zum einsturz gebracht wer eröffnet jetzt | bei stockwerk 1 eingestürzt wer eröffnet | gleich bei stockwerk eins umgeworfen wer eröffnet jetzt | der turm fiel bei stockwerk 1 wer eröffnet | bei stockwerk 1 umgefallen wer eröffnet die neue runde | zum einsturz gebracht wer eröffnet jetzt | wenn es beim NUM stockwerk einstürzt wer fängt die nächste runde an | beim ersten stock umgefallen wer beginnt die nächste runde | wenn nie einer das NUM stockwerk baut eröffnet trotzdem jeder einmal | wenn keiner das zweite stockwerk baut kommt trotzdem jeder dran | beim bau vom NUM stockwerk eingestürzt wer eröffnet | ist beim zweiten stockwerk umgefallen wer beginnt die nächste runde | PLAYER hat eröffnet und bei PLAYER ist beim zweiten stockwerk alles eingestürzt wer eröffnet die zweite runde | niemand hat das zweite stockwerk geschafft wer eröffnet jetzt

rules-babel-collapse--lose = Nein — für diesen Zug gibt es nichts, aber deine früheren Punkte bleiben.
    .if = bin ich mit den punkten wieder bei null | fange ich wieder bei null an | werden meine punkte auf null gesetzt | geht mein punktestand auf null | verliere ich meine punkte | sind meine punkte verloren | verliere ich alle punkte | sind alle punkte verloren | sind meine punkte futsch | steht sie dann mit nichts da | hat er dann gar nichts mehr | bleibt ihr dann nichts | stehe ich mit leeren händen da | geht sie ganz leer aus | sind meine punkte aus den ersten runden weg | sind dann meine punkte aus den früheren runden verloren | verliert er die punkte von vorher | verliert sie ihre punkte von vorher | sind die punkte aus den ersten zwei runden weg | eingestürzt sind meine punkte aus den anderen runden verloren | verliert er die NUM punkte vom NUM stockwerk | hat sich NUM punkte aufgeschrieben darf sie die behalten | werden die früheren punkte wieder abgezogen | werden mir die punkte abgezogen | werden ihr die punkte wieder abgezogen | werden ihm die punkte von vorher abgezogen | zieht man ihr die früheren punkte ab

rules-babel-collapse--keep = Ja — deine früheren Punkte bleiben; nur dieser Zug bringt nichts.
    .if = wenn er bei mir umfällt behalte ich meine punkte von vorher | behalte ich was ich hatte wenn er fällt | behalte ich die punkte obwohl er eingestürzt ist | behalte ich meine punkte | behalte ich die punkte aus früheren runden | bleiben meine punkte | bleiben die früheren punkte | kriegt er trotzdem die punkte von vorhin | bekommt sie die punkte von vorher trotzdem | behält er die punkte von vorher | es ist bei ihm eingestürzt behält er seine früheren punkte | bleiben ihm die punkte von vorhin | sind die früheren punkte noch da | er hatte NUM punkte darf er die behalten | darf sie die punkte behalten | behält PLAYER die punkte aus den früheren stockwerken | bleiben meine punkte aus der ersten runde | bleiben meine punkte wenn ich den turm umhaue | mein stockwerk stand und beim nächsten ist es eingestürzt krieg ich meine punkte trotzdem | ich habe stockwerk NUM gebaut dann ist es bei PLAYER eingestürzt krieg ich meine NUM punkte | krieg ich meine punkte trotzdem wenn der nächste ihn umwirft | meins stand und dann ist es beim nächsten eingestürzt bleiben meine punkte

rules-babel-collapse--partial = Ja — jedes Umfallen zählt als Einsturz, auch wenn nur ein Teil fällt.
    .if = zählt ein teilweiser einsturz | ist es ein einsturz wenn nur die decke runterrutscht | zählt es wenn nur ein bisschen fällt | wenn nur ein stück runterkommt zählt das als einsturz | nicht alles nur ein teil ist gefallen zählt das | ist das ein einsturz wenn nur was abbröckelt | zählt es wenn nicht der ganze turm fällt | der halbe turm ist runter ist das ein einsturz | ist das ein einsturz wenn nur ein teil fällt | gilt es als einsturz wenn nur ein stück runterfällt | zählt es als einsturz wenn nicht alles fällt | ein teil vom turm ist gefallen ist das ein einsturz | ist das schon ein einsturz | gilt ein halber einsturz | zählt das als eingestürzt wenn nur oben was fällt | zählt das als einsturz | wenn die hälfte fällt ist das ein einsturz | die halbe etage fällt runter ist das ein einsturz | gilt das als einsturz | endet die runde auch wenn nur das oberste stockwerk einstürzt | endet die runde wenn nur ein teil einstürzt | ist die runde vorbei wenn nur oben was runterfällt | endet die runde auch bei einem teileinsturz | nur das oberste stockwerk fällt ist die runde vorbei | gilt es als eingestürzt wenn nur eine wand umkippt | ist es ein einsturz wenn nur eine wand umfällt | zählt es als einsturz wenn nur die decke runterrutscht | gilt das als eingestürzt wenn die wände noch stehen | ist das eingestürzt wenn nur die decke fällt | zählt eine umgekippte wand als einsturz | ist eine runtergerutschte decke ein einsturz | gilt eine umgefallene wand schon als einsturz | ist das schon eingestürzt wenn nur oben was runterfällt | ist der turm eingestürzt wenn nur eine wand kippt | zählt es als eingestürzt wenn nur die decke verrutscht und runterfällt | ist das ein einsturz wenn nur die oberste decke abrutscht | gilt eine abgerutschte decke als einsturz | nur die oberste etage rutscht runter ist das ein einsturz | nur die oberste etage rutscht runter zählt das als einsturz | nur die oberste etage rutscht runter gilt das als eingestürzt | die oberste decke ist runtergefallen ist das ein einsturz | die oberste decke ist runtergefallen zählt das als einsturz | die oberste decke ist runtergefallen gilt das als eingestürzt | die decke ist runtergerutscht ist das ein einsturz | die decke ist runtergerutscht zählt das als einsturz | die decke ist runtergerutscht gilt das als eingestürzt | nur eine wand ist umgefallen ist das ein einsturz | nur eine wand ist umgefallen zählt das als einsturz | nur eine wand ist umgefallen gilt das als eingestürzt | nur ein teil ist eingestürzt ist das ein einsturz | nur ein teil ist eingestürzt zählt das als einsturz | nur ein teil ist eingestürzt gilt das als eingestürzt | nur eine karte ist runtergefallen ist das ein einsturz | nur eine karte ist runtergefallen zählt das als einsturz | nur eine karte ist runtergefallen gilt das als eingestürzt | nur eine wand ist umgekippt ist das ein einsturz | nur eine wand ist umgekippt zählt das als einsturz | nur eine wand ist umgekippt gilt das als eingestürzt | nur ein teil vom turm kippt um ist das ein einsturz | nur ein teil vom turm kippt um zählt das als einsturz | nur ein teil vom turm kippt um gilt das als eingestürzt | die wände stehen aber die decke ist runtergerutscht ist das ein einsturz | die wände stehen aber die decke ist runtergerutscht zählt das als einsturz | die wände stehen aber die decke ist runtergerutscht gilt das als eingestürzt | ist es auch ein einsturz wenn ein stockwerk weiter unten einbricht | ein unteres stockwerk bricht ein zählt das als einsturz | zählt es wenn weiter unten etwas einbricht | unten ist ein stockwerk eingebrochen und oben steht es noch ist das ein einsturz | die unterste etage ist eingebrochen zählt das als einsturz | unten bricht was weg und oben hält es noch zählt das | die untere etage ist weggebrochen gilt das als einsturz

rules-babel-ceiling--two = Nein — genau eine Deckenkarte pro Zug.
    .if = darf ich zwei deckenkarten nehmen | mehr als eine deckenkarte | darf ich NUM deckenkarten nehmen | zwei deckenkarten auf einmal | mehrere deckenkarten | muss ich alle nehmen | muss ich jetzt alle NUM nehmen | es sind NUM karten mitgerutscht muss ich alle nehmen | muss ich die mitgerutschten auch nehmen | darf ich die mitgerutschten behalten | darf ich NUM deckenkarten auf einmal ziehen | NUM deckenkarten auf einmal ziehen | kann ich NUM deckenkarten ziehen | darf ich gleich NUM ziehen | NUM auf einmal nehmen | darf ich NUM deckenkarten auf einmal nehmen

rules-babel-ceiling--slid = Schieb die mitgerutschten Karten vorsichtig in den Stapel zurück; du nimmst nur eine.
    .if = was wenn mehr karten rausrutschen | deckenkarten beim ziehen mitgerutscht was jetzt | es sind deckenkarten mitgerutscht was mach ich damit | deckenkarten sind mit rausgekommen was nun | karten sind mit rausgerutscht was mach ich | es sind zwei karten mitgekommen was jetzt | was mache ich mit den mitgerutschten karten | wohin mit den mitgerutschten deckenkarten

rules-babel-ceiling--choose = Ja — zieh dir eine beliebige Deckenkarte aus dem Stapel.
    .if = darf ich mir die deckenkarte aussuchen | welche deckenkarte darf ich ziehen | darf ich jede deckenkarte nehmen

rules-babel-cards--fold-ceiling = Nein — Deckenkarten werden nie geknickt, nur Wandkarten an ihrer Rille.
    .if = darf ich eine deckenkarte knicken | darf man die deckenkarten knicken | darf ich die decke biegen | deckenkarte falten | deckenkarten knicken | deckenkarte verbogen und dann flach geknickt | sie hat die deckenkarte wieder flach geknickt | eine verbogene deckenkarte glatt knicken | darf ich die deckenkarte flach knicken | verbogene deckenkarte zurückknicken | die decke hat sich verbogen also hab ich sie geknickt | PLAYER hat eine deckenkarte geknickt ist das erlaubt | PLAYER hat die decke geknickt darf er das | er hat eine deckenkarte gefaltet geht das | sie hat eine deckenkarte geknickt ist das okay | jemand hat eine deckenkarte geknickt ist das erlaubt | aus versehen eine deckenkarte geknickt | versehentlich eine deckenkarte geknickt ist das schlimm | hat aus versehen eine deckenkarte geknickt | eine deckenkarte ist aus versehen geknickt | deckenkarte geknickt ist das schlimm

rules-babel-cards--fold-wall = Geknickt werden die Wandkarten, an ihrer Rille (der Ritzlinie); die glatten Deckenkarten nie.
    .if = knicke ich an der rille | auf welcher seite knicke ich | mit oder ohne rille knicken | welche karten knicke ich | knicke ich die wandkarten | was sind wandkarten | wie knicke ich die karten | wo wird geknickt

rules-babel-first-floor--table = Nein — das erste Stockwerk steht auf dem Stapel der Deckenkarten, nicht auf dem Tisch.
    .if = bauen wir auf dem tisch | kommt das erste stockwerk auf den tisch | darf man auf dem tisch bauen

rules-babel-game-end--tie = { $live ->
    [yes] { $finished ->
        [yes] { $leaders_count ->
            [one] Sie teilen sich den Sieg: Gleichstand bei den meisten Punkten ist ein geteilter Sieg (Entscheidung des Schiedsrichters).
           *[other] Geteilter Sieg: { $leaders } liegen mit { $best } Punkten gleichauf.
        }
       *[other] Sie teilen sich den Sieg: Gleichstand bei den meisten Punkten ist ein geteilter Sieg (Entscheidung des Schiedsrichters).
    }
   *[no] Sie teilen sich den Sieg: Gleichstand bei den meisten Punkten ist ein geteilter Sieg (Entscheidung des Schiedsrichters).
}
    .if = beide haben am ende NUM punkte wer gewinnt | zwei enden mit je NUM punkten wer gewinnt | gleichstand am schluss | was wenn alle gleich viele haben | was bei gleichstand | gleichstand am ende | was wenn zwei gleich viele punkte haben | was wenn wir gleich viele punkte haben | gibt es ein unentschieden | wer gewinnt bei gleichstand | gleich viele punkte am ende | wenn keiner punkte hat wer gewinnt | alle haben null punkte wer gewinnt | wenn niemand punkte macht wer gewinnt | wenn in jeder runde das erste stockwerk einstürzt wer gewinnt | alle bei null wer gewinnt

rules-babel-collapse--points = Nichts für diesen Zug; deine früheren Punkte bleiben.
    .if = was passiert mit meinen punkten | was passiert mit den punkten | was ist mit meinen punkten | bekomme ich 0 punkte | kriege ich dann punkte | was bekomme ich wenn er einstürzt | was passiert mit den punkten wenn er bei stockwerk NUM einstürzt | er stürzt bei stockwerk NUM ein | eingestürzt bei stockwerk NUM

rules-babel-next-opener--round = { $opener_case ->
    [played] { $opener_why ->
        [floor2] { $opener } eröffnet Runde { $opener_round }: { $opener } hat in der Runde davor das zweite Stockwerk gebaut.
        [nobody-floor2] { $opener } eröffnet Runde { $opener_round }: Niemand hat davor das zweite Stockwerk gebaut, also die nächste Person im Uhrzeigersinn.
        [already-opened] { $opener } eröffnet Runde { $opener_round }: Wer das zweite Stockwerk baute, hatte schon eröffnet, also die nächste Person im Uhrzeigersinn.
        [youngest] { $opener } eröffnet Runde 1 als jüngste Person.
       *[first] { $opener } eröffnet Runde 1: Niemand hat gesagt, wer am jüngsten ist, also die zuerst genannte Person.
    }
    [next] { $opener_why ->
        [floor2] { $opener } eröffnet Runde { $opener_round }: { $opener } hat in dieser Runde das zweite Stockwerk gebaut.
       *[other] { $opener } eröffnet Runde { $opener_round }: Wer das zweite Stockwerk baute, hat schon eröffnet, also die nächste Person im Uhrzeigersinn.
    }
    [open] { $opener_why ->
        [either] { $opener } eröffnet Runde { $opener_round } in jedem Fall: als Erbauer des zweiten Stockwerks oder als Nächste im Uhrzeigersinn.
       *[other] Das zweite Stockwerk entscheidet: Baut es { $floor2_by }, eröffnet { $opener } Runde { $opener_round }; fällt der Turm vorher, { $fallback }.
    }
    [over] Eine Runde { $opener_round } gibt es nicht: Dieser Tisch spielt { $rounds_total } Runden, eine pro Person.
   *[other] { $round_no ->
        [1] Runde 1 eröffnet, wer am jüngsten ist; sagt das niemand, die zuerst genannte Person.
       *[other] Wer in der Runde davor das zweite Stockwerk gebaut hat. Sonst die nächste Person im Uhrzeigersinn, die noch nicht eröffnet hat.
    }
}
    .if = wer beginnt ROUND | wer eröffnet ROUND | wer fängt in ROUND an | wer entscheidet wer ROUND beginnt | wer ist in ROUND zuerst dran | wer wird ROUND eröffnen | wer fängt ROUND an | wer darf ROUND beginnen | wer legt in ROUND los

rules-babel-floor13--limit = Höchstens 13 Stockwerke: Nach Stockwerk 13 sind keine Karten mehr übrig.
    .if = gibt es eine grenze wie hoch | wie hoch dürfen wir bauen | gibt es eine maximale höhe | wie hoch darf der turm werden

rules-babel-floor13--top = 18 Punkte: 13 für das oberste Stockwerk plus 5 Bonus.
    .if = wie viel gibt es fürs oberste stockwerk | wie viel ist das oberste stockwerk wert | was bringt das oberste stockwerk | punkte für das oberste stockwerk | was ist das letzte stockwerk wert

rules-babel-cards--walls = Zwei Wandkarten pro Zug, jede an der Rille geknickt und als Wand aufgestellt.
    .if = wie viele wandkarten für ein stockwerk | wie viele wandkarten pro stockwerk | wandkarten in einem stockwerk | wie viele wandkarten pro zug | wie viele wandkarten nimmt man | wie viele wandkarten brauche ich | wie viele wände pro stockwerk | wie viele wandkarten braucht man für NUM etagen | wie viele wandkarten für einen ganzen turm | wandkarten für einen kompletten turm | wie viele wandkarten verbraucht ein turm

rules-babel-next-opener--builder = { $named_case ->
    [opens] Ja — { $named } eröffnet Runde { $round }: { $this_why ->
        [floor2] { $named } hat in Runde { $prev_round } das zweite Stockwerk gebaut.
        [nobody-floor2] In Runde { $prev_round } hat niemand das zweite Stockwerk gebaut, also die nächste Person im Uhrzeigersinn, die noch nicht eröffnet hatte.
        [already-opened] Wer das zweite Stockwerk baute, hatte schon eröffnet, also die nächste Person im Uhrzeigersinn.
       *[other] Wer in der Runde davor das zweite Stockwerk gebaut hat, eröffnet.
    }
    [not] Nein — { $starter } eröffnet Runde { $round }, nicht { $named }: { $this_why ->
        [floor2] { $starter } hat in Runde { $prev_round } das zweite Stockwerk gebaut.
        [nobody-floor2] In Runde { $prev_round } hat niemand das zweite Stockwerk gebaut, also die nächste Person im Uhrzeigersinn, die noch nicht eröffnet hatte.
        [already-opened] Wer das zweite Stockwerk baute, hatte schon eröffnet, also die nächste Person im Uhrzeigersinn.
       *[other] Wer in der Runde davor das zweite Stockwerk gebaut hat, eröffnet.
    }
   *[other] { $named } eröffnet die nächste Runde, weil { $named } das zweite Stockwerk baut — außer { $named } hat schon eine eröffnet.
}
    .if = wenn PLAYER stockwerk 2 baut wer eröffnet die nächste runde | PLAYER hat stockwerk 2 gebaut wer beginnt | eröffnet PLAYER die nächste runde | fängt PLAYER die nächste runde an

## Fakten dieses Tisches: $named_points, $named_floor, $gain und $after (Punkte der genannten
## Person, das Stockwerk, das sie als Nächstes baut oder nach dem gefragt wird, seine Punkte
## und ihr Stand damit), $builder und $built (wer Stockwerk NUM baut oder gebaut hat:
## yes/past/no), $opener, $opener_case und $opener_why (wer die genannte Runde eröffnet und
## warum), $starter, $this_why und $prev_round (wer diese Runde eröffnet hat und warum), $first
## (die zuerst genannte Person), $leaders und $best (wer führt, mit wie vielen Punkten), $left
## und $rounds_total (Runden nach dieser, Runden insgesamt).

rules-babel-next-opener--this-round = { $this_why ->
    [floor2] { $starter } hat diese Runde eröffnet, Runde { $round }: { $starter } hat in Runde { $prev_round } das zweite Stockwerk gebaut.
    [nobody-floor2] { $starter } hat Runde { $round } eröffnet: In Runde { $prev_round } hat niemand das zweite Stockwerk gebaut, also die nächste Person im Uhrzeigersinn.
    [already-opened] { $starter } hat Runde { $round } eröffnet: Wer das zweite Stockwerk baute, hatte schon eröffnet, also die nächste Person im Uhrzeigersinn.
    [youngest] { $starter } hat diese Runde eröffnet, Runde 1, als jüngste Person.
    [first] { $starter } hat Runde 1 eröffnet: Niemand hat gesagt, wer am jüngsten ist, also die zuerst genannte Person.
   *[other] Wer in der Runde davor das zweite Stockwerk gebaut hat, eröffnet; Runde 1 die jüngste Person.
}
    .if = warum fängt er NOW an | warum beginnt sie NOW | wieso eröffnet er NOW | warum hat sie NOW angefangen | weshalb startet er NOW | warum ist sie NOW als erstes dran | warum ist er NOW zuerst dran

rules-babel-next-opener--penalty = Stimmt nicht — die nächste Runde eröffnet, wer das zweite Stockwerk gebaut hat, nicht wer den Turm umgeworfen hat.
    .if = PLAYER meint wer ihn umwirft fängt an | PLAYER behauptet wer ihn umwirft beginnt | strafe fürs umwerfen | ist das eröffnen eine strafe fürs umwerfen | beginnt der verlierer die nächste runde | wer ihn umgehauen hat muss zur strafe anfangen

rules-babel-first-opener--nobody-said = { $first ->
    [none] Die zuerst genannte Person: Sagt niemand, wer am jüngsten ist, eröffnet der erste Name Runde 1.
   *[other] { $first }, die zuerst genannte Person: Sagt niemand, wer am jüngsten ist, eröffnet der erste Name Runde 1.
}
    .if = wenn niemand sagt wer am jüngsten ist wer beginnt | wir wissen nicht wer am jüngsten ist | keiner hat gesagt wer am jüngsten ist | wir haben vergessen wer der jüngste ist | wenn keiner sagt wer jünger ist wer fängt an | niemand weiß wer der jüngste ist | ohne den jüngsten zu kennen wer beginnt | zwillinge keiner sagt wer die jüngste ist | sie sagen nicht wer am jüngsten ist | keiner sagt wer jünger ist wer fängt an | keiner weiß wer jünger ist wer beginnt | zwei sind zwillinge wer fängt an | keiner will verraten wer am jüngsten ist | niemand will sagen wer am jüngsten ist wer fängt an | wir verraten nicht wer am jüngsten ist | keiner verrät wer jünger ist wer beginnt

rules-babel-scoring--named = { $named } hat bisher { $named_points ->
    [one] 1 Punkt
   *[other] { $named_points } Punkte
}.
    .if = PLAYER hat ein stockwerk gebaut wie viele punkte hat PLAYER NOW | PLAYER punkte gesamt | wie viele punkte hat PLAYER gesamt | was ist der punktestand von PLAYER | PLAYER punktestand NOW | wie viel hat PLAYER NOW | wie viele punkte hat PLAYER NOW | was hat PLAYER an punkten

rules-babel-scoring--named-total = { $named_floor ->
    [0] Ein stehendes Stockwerk bringt seine Nummer an Punkten; Stockwerk 13 bringt 18.
   *[other] { $gain } Punkte für Stockwerk { $named_floor }: { $named } hätte dann { $after }.
}
    .if = wenn PLAYER stockwerk hält | wenn PLAYER es baut was bekommt PLAYER dann | was bekommt PLAYER wenn es hält | wenn PLAYER stockwerk hält wie viele punkte | wie viele punkte kriegt PLAYER für das stockwerk | was hätte PLAYER dann | wenn PLAYER es schafft wie viele punkte | was würde PLAYER bekommen wenn es steht | PLAYER baut gleich was bekommt sie | wie viel hätte PLAYER dann insgesamt | wenn PLAYER das NUM stockwerk schafft wie viele punkte hätte er dann | wie viele punkte hätte PLAYER dann | was hätte PLAYER dann | wenn PLAYER das NUM schafft wie viele hat er dann | was wäre wenn PLAYER das NUM schafft | wenn PLAYER die NUM schafft wie viele punkte hat er dann insgesamt | wie viele punkte hat PLAYER dann insgesamt | was hat PLAYER dann insgesamt | wenn PLAYER das nächste schafft wie viel hat sie dann | PLAYER schafft die NUM wie viel hat er dann zusammen | wenn PLAYER sein nächstes stockwerk hinkriegt wie viele punkte hat er dann | PLAYER schafft das nächste stockwerk wie viele punkte hat er dann | wenn das nächste stockwerk von PLAYER steht wie viele punkte | wenn PLAYER ihr nächstes stockwerk schafft wie viele punkte hat sie | PLAYER schafft jetzt das NUM stockwerk wie viele punkte hätte er dann | wenn PLAYER das NUM stockwerk schafft wie viele punkte hätte sie dann | schafft PLAYER das NUM wie viele punkte hätte er | was wäre wenn PLAYER das NUM stockwerk schafft wie viele punkte | was wäre wenn PLAYER das NUM baut wie viele punkte hätte sie | wäre PLAYER bei wie vielen punkten wenn er das NUM schafft

rules-babel-floor13--round-max = Höchstens 96 Punkte in einer Runde: Stockwerk 1 bis 12 bringen 78, Stockwerk 13 noch 18.
    .if = die meisten punkte in einer runde | wie viele punkte bringt eine runde höchstens | maximal punkte pro runde | was ist ein ganzer turm wert | alle stockwerke zusammen wie viele punkte | wie viele punkte stecken in einem kompletten turm | wie viele punkte wenn alle NUM stockwerke gebaut werden | alle NUM stockwerke zusammen wie viele punkte | was ist ein kompletter turm wert | wie viel ist ein kompletter turm wert | einer hat alle stockwerke gebaut wie viel | was ist ein ganzer turm wert | was bekäme einer für alle stockwerke | die NUM stockwerke zusammen sind wie viel wert | alle NUM etagen zusammen wie viele punkte | was sind alle NUM stockwerke wert | punkte für alle NUM stockwerke zusammengerechnet | was ergeben alle stockwerke zusammen | der ganze turm bringt wie viele punkte | was sind alle NUM stockwerke zusammen an punkten wert | punkte für alle stockwerke einer runde zusammen | alle stockwerke zusammen sind wie viele punkte wert | wie viele punkte werden insgesamt verteilt wenn der turm ganz oben ankommt | wie viele punkte gibt es insgesamt in einer runde wenn alle stehen | wie viele punkte kann man in einer runde höchstens zusammen holen | gesamtpunkte einer vollen runde | wie viele punkte sind in einer runde zu holen | wenn alle NUM stehen wie viele punkte höchstens zusammen | wenn der turm ganz oben ankommt wie viele punkte insgesamt

rules-babel-floor13--beyond = { $above ->
    [yes] Nein — ein Stockwerk { $above_n } gibt es nicht: Eine Runde hat höchstens 13 Stockwerke, dann sind die Karten aus.
   *[no] { $several ->
        [yes] { $sum } Punkte: Jedes stehende Stockwerk zählt seine Nummer, Stockwerk 13 zählt 18.
       *[no] { $top ->
            [yes] Nein — Stockwerk 13 ist das oberste: Danach sind keine Karten mehr übrig, und die Runde endet.
           *[other] Es geht bis Stockwerk 13: Stockwerk { $n } bringt { $points } Punkte, danach endet die Runde.
        }
    }
}
    .if = was wenn jemand stockwerk NUM baut | darf der nächste noch eine NUM draufsetzen | noch ein NUM stockwerk obendrauf setzen | jemand meldet die NUM etage | was sagt der schiri zur NUM etage | was wenn jemand stockwerk NUM meldet | können wir stockwerk NUM bauen | ein NUM stockwerk bauen | gibt es ein stockwerk NUM | kann der turm NUM stockwerke haben | darf ich stockwerk NUM bauen | ich will stockwerk NUM bauen | dürfen wir noch ein NUM draufsetzen | noch ein NUM stockwerk draufsetzen | nach NUM stockwerken noch eins drauf | können wir ein NUM obendrauf bauen | nach NUM stockwerken dürfen wir noch ein NUM bauen | darf man ein NUM stockwerk draufbauen | wenn noch karten übrig wären dürfte man ein NUM stockwerk bauen | mit übrigen karten ein NUM stockwerk bauen | dürfte man ein NUM stockwerk bauen | kann man ein NUM stockwerk bauen | gibt es ein NUM stockwerk | ist ein NUM stockwerk erlaubt | gibt es einen NUM stock | gibt es ein NUM stockwerk wenn noch karten übrig sind | baut der nächste jetzt auf NUM weiter | will noch eins draufsetzen geht das | noch eins draufsetzen geht das | der turm steht mit NUM stockwerken baut der nächste weiter | gibt es einen NUM stock wenn noch karten da sind | PLAYER hat das NUM geschafft und PLAYER will noch eins draufsetzen geht das | nach dem NUM noch eins draufsetzen | das NUM steht darf der nächste weiterbauen | nach NUM noch eins obendrauf | kann man auch ein NUM stockwerk bauen | können wir noch ein NUM stockwerk draufpacken | gibt ein NUM stockwerk punkte | bauen wir dann ein NUM stockwerk | geht es höher als NUM | machen wir mit einem NUM stockwerk weiter | dürfen wir nach NUM noch eins draufsetzen | bauen wir nach NUM höher weiter | gibt das NUM stockwerk oben drauf punkte

rules-babel-round-end--floor13 = { $top ->
    [yes] Ja — nach Stockwerk 13 sind keine Karten mehr übrig, also endet die Runde, auch ohne Einsturz.
   *[no] Eine Runde endet erst nach Stockwerk 13, wenn die Karten aus sind, oder sobald etwas umfällt.
}
    .if = wenn jemand die NUM etage schafft ist die runde vorbei | ist nach der NUM etage schluss | ist die runde mit der NUM etage vorbei | ist nach stockwerk NUM die runde zu ende | hört die runde nach stockwerk NUM auf | endet die runde nach stockwerk NUM auch ohne einsturz | endet die runde mit stockwerk NUM | ist die runde nach NUM vorbei | ist die runde nach dem obersten stockwerk vorbei | endet die runde wenn alles gebaut ist | hört die runde beim obersten stockwerk auf

rules-babel-round-end--at-once = Ja — sobald etwas umfällt, auch nur ein Stockwerk, ist die Runde sofort vorbei.
    .if = wenn PLAYER stockwerk NUM einstürzt ist die runde vorbei | darf PLAYER nach dem einsturz noch die NUM versuchen | darf der nächste nach einem einsturz noch bauen | endet die runde oder baut PLAYER noch | ist die runde sofort vorbei wenn ein stockwerk einstürzt | ist die runde vorbei wenn er einstürzt | ist die runde sofort zu ende nach einem einsturz | endet die runde gleich wenn ein teil fällt | ist die runde vorbei wenn nur ein stockwerk einbricht | beendet ein einsturz die runde | hört die runde auf wenn er fällt

rules-babel-round-end--rebuild = Nein — nach einem Einsturz endet die Runde: Karten in zwei Stapel sortieren, dann beginnt die nächste Runde.
    .if = nach dem einsturz weiterbauen | auf dem rest bauen | bauen wir nach einem einsturz weiter | auf dem rest weiterbauen | machen wir auf dem rest weiter | dürfen wir nach dem einsturz neu aufbauen | auf dem stehenden teil weiterbauen | weiterbauen nach dem einsturz | bauen wir am selben turm weiter | machen wir am turm weiter | der turm ist fertig bauen wir weiter | nach NUM stockwerken weiterbauen | geht es am fertigen turm weiter | bauen wir obendrauf weiter | mischen wir die karten zwischen den runden | karten mischen nach der runde | werden die karten gemischt | zwischen den runden mischen | geht die runde trotzdem weiter | geht die runde dann weiter | darf der nächste einfach weiterbauen | darf PLAYER dann weiterbauen | spielt die nächste person weiter oder ist die runde fertig | baut der nächste weiter | versucht der nächste das stockwerk nochmal | ist die runde vorbei oder spielt der nächste weiter | baut die nächste person einfach weiter

rules-babel-collapse--still-score = Nein — alles, was umfällt, ist ein Einsturz: keine Punkte für diesen Zug, und die Runde endet.
    .if = wand umgefallen bevor decke punkte | zählt mein stockwerk trotz umgefallener wand | bekomme ich punkte wenn eine wand umgefallen ist | eine wand ist umgefallen bekomme ich punkte | kriege ich die punkte noch | zählt das stockwerk wenn eine wand umkippt | wand umgefallen punkte | beim auflegen der decke ist eine wand weggerutscht kriegt sie punkte | eine wand ist umgekippt aber der rest steht kriege ich trotzdem punkte | das stockwerk war praktisch fertig kriegt sie ihre punkte | kriegt sie trotzdem punkte | bekommt er trotzdem die punkte | die decke ist verrutscht und runtergefallen kriegt sie trotzdem punkte | steht noch so halb gibt es punkte | gibts trotzdem punkte | bekommt PLAYER trotzdem NUM punkte | kriegt er trotzdem die NUM punkte | bekommt PLAYER die punkte für stockwerk NUM trotzdem | nur teilweise gerutscht kriegt er trotzdem punkte | das meiste steht noch bekommt er die punkte | zählt mein stockwerk | zählt mein stockwerk wenn eine wand umgekippt ist | eine wand ist umgefallen zählt das stockwerk noch | kriege ich die punkte wenn eine wand umgefallen ist | gilt mein stockwerk trotzdem | gibt es punkte wenn der turm halb einstürzt | bekomme ich punkte wenn nur ein teil fällt | punkte wenn die hälfte runterfällt | gibt es noch punkte wenn er zum teil einstürzt | kriege ich punkte wenn nur oben was fällt | kriegt man punkte wenn nur ein teil einstürzt | gibt es punkte wenn nur ein teil vom turm einstürzt | krieg ich trotzdem meine punkte wenn nur eine wand umkippt | nur eine wand ist umgekippt krieg ich trotzdem punkte | der rest steht noch krieg ich meine punkte | bekomme ich punkte wenn der rest noch steht | nur die decke ist runtergerutscht krieg ich trotzdem punkte | die wände stehen noch gibt es punkte | kriegt man punkte wenn nur die decke fällt | krieg ich trotzdem meine punkte | nur die oberste etage rutscht runter krieg ich trotzdem punkte | nur die oberste etage rutscht runter zählt mein stockwerk trotzdem | die oberste decke ist runtergefallen krieg ich trotzdem punkte | die oberste decke ist runtergefallen zählt mein stockwerk trotzdem | die decke ist runtergerutscht krieg ich trotzdem punkte | die decke ist runtergerutscht zählt mein stockwerk trotzdem | nur eine wand ist umgefallen krieg ich trotzdem punkte | nur eine wand ist umgefallen zählt mein stockwerk trotzdem | nur ein teil ist eingestürzt krieg ich trotzdem punkte | nur ein teil ist eingestürzt zählt mein stockwerk trotzdem | nur eine karte ist runtergefallen krieg ich trotzdem punkte | nur eine karte ist runtergefallen zählt mein stockwerk trotzdem | nur eine wand ist umgekippt zählt mein stockwerk trotzdem | nur ein teil vom turm kippt um krieg ich trotzdem punkte | nur ein teil vom turm kippt um zählt mein stockwerk trotzdem | die wände stehen aber die decke ist runtergerutscht krieg ich trotzdem punkte | die wände stehen aber die decke ist runtergerutscht zählt mein stockwerk trotzdem | kriegt sie ihre punkte | bekommt er seine punkte | die obere hälfte ist runtergekommen kriegt sie ihre punkte | ein teil ist runtergekommen bekommt sie die punkte | turm ist gefallen in meinem zug bekomme ich trotzdem punkte für das stockwerk | ich bekomme trotzdem punkte für das stockwerk | wenn ein stockwerk weiter unten einbricht krieg ich punkte für meins | bricht ein unteres stockwerk ein bekomme ich dann punkte für mein neues | es ist beim ersten stockwerk umgefallen bekommt der eröffner etwas

rules-babel-collapse--nothing-fell = Nein — kein Einsturz, solange nichts umfällt; ein verrutschter Stapel zählt nicht.
    .if = ist wackeln ein einsturz | der stapel ist verrutscht | der turm hat gewackelt steht aber | zählt wackeln als einsturz | verrutscht aber steht noch | ist verrutschen ein einsturz | der stapel hat sich verschoben | es hat gewackelt zählt das | ein bisschen verrutscht aber alles steht noch | wand verschoben steht aber noch | verrutscht ist es trotzdem ein stockwerk

rules-babel-collapse--leader = { $last_round ->
    [yes] { $leaders_count ->
        [one] { $leaders } würde mit { $best ->
            [one] 1 Punkt
           *[other] { $best } Punkten
        } gewinnen: Es ist die letzte Runde, und an den Punkten ändert sich nichts.
       *[other] { $leaders } würden sich den Sieg mit je { $best } Punkten teilen: Es ist die letzte Runde, und an den Punkten ändert sich nichts.
    }
   *[other] Fällt er, ändern sich keine Punkte: { $leaders } { $leaders_count ->
        [one] führt
       *[other] führen
    } dann mit { $best ->
        [one] 1 Punkt
       *[other] { $best } Punkten
    }.
}
    .if = wer ist vorne wenn er einstürzt | wer liegt vorne wenn der turm fällt | wenn PLAYER stockwerk einstürzt wer ist vorne | wer wäre nach einem einsturz vorne | wenn PLAYER ihn umwirft wer liegt dann vorn | wer gewinnt wenn PLAYER ihn jetzt umwirft | wenn es jetzt einstürzt wer gewinnt | wer läge vorn und gewinnt wenn er jetzt einstürzt | wer gewinnt dann wenn er umfällt | wenn PLAYER beim ersten stock alles umwirft wer gewinnt

rules-babel-turn--twice = Nein — jeder Zug ist ein Stockwerk, dann baut die nächste Person im Uhrzeigersinn.
    .if = darf PLAYER für jemand anderen ein stockwerk bauen | darf PLAYER den zug eines anderen übernehmen | kann jemand anders meinen zug übernehmen | darf ich zweimal hintereinander | zwei züge hintereinander | darf ich zwei stockwerke auf einmal bauen | darf ich den zug für jemand anderen bauen | kann jemand anders meinen zug bauen | darf ich einen extrazug machen | zweimal hintereinander bauen

rules-babel-turn--builder = { $high ->
    [yes] Ein Stockwerk { $n } gibt es nicht: Eine Runde hat höchstens 13 Stockwerke.
   *[no] { $built ->
    [yes] { $builder } hat Stockwerk { $floor } gebaut: { $gain } Punkte.
    [past] { $builder } hat in der letzten Runde Stockwerk { $floor } gebaut: { $gain } Punkte.
   *[no] { $builder ->
        [none] Gebaut wird reihum im Uhrzeigersinn ab der eröffnenden Person, ein Stockwerk pro Zug.
       *[other] { $builder }, wenn der Turm bis dahin steht: Es geht im Uhrzeigersinn, ein Stockwerk pro Zug.
    }
}
}
    .if = wer baut stockwerk NUM | wer würde stockwerk NUM bauen | wer bekommt stockwerk NUM | wer ist bei stockwerk NUM dran | wer baut das NUM stockwerk | wer hat stockwerk NUM gebaut | wer hat das NUM stockwerk gebaut | wenn PLAYER stockwerk hält wer baut dann das NUM | wer baut das NUM nach PLAYER | wer macht das NUM wenn es steht | wer ist beim NUM dran | wer baut dann das NUM | wer baut das NUM

rules-babel-first-floor--walls-table = Nein — die ersten Wände stehen auf dem Stapel der Deckenkarten, nicht auf dem Tisch.
    .if = kommen die ersten wände auf den tisch | stelle ich die ersten wände auf den tisch | kommt das unterste stockwerk auf den tisch | direkt auf den tisch | die ersten wände auf dem tisch | steht stockwerk eins auf dem tisch

rules-babel-collapse--walls-hold = Ja — die Wände dürfen nicht umfallen, während du die Decke auflegst; sonst ist es ein Einsturz.
    .if = müssen die wände stehen bleiben wenn ich die decke auflege | müssen die wände die decke aushalten | müssen die wände beim auflegen halten | gibt es was worauf ich beim auflegen der decke achten muss | worauf muss ich beim auflegen der decke achten | was ist beim auflegen der decke verboten | was darf beim auflegen der decke nicht passieren | worauf achten beim decke auflegen | was muss ich beim auflegen beachten

rules-babel-cards--tell = An der Rille: Wandkarten haben eine Ritzlinie zum Knicken, Deckenkarten sind glatt.
    .if = woran erkenne ich die wandkarten | wie erkenne ich wandkarten | welche karten werden wände | wie weiß ich welche karten wände sind | wie unterscheide ich die karten

rules-babel-ceiling--middle = Ja — jede Deckenkarte aus dem Stapel, auch aus der Mitte; nur eine pro Zug.
    .if = darf ich eine karte aus der mitte ziehen | eine aus der mitte des stapels nehmen | ist es egal welche karte | irgendeine karte aus dem stapel | muss es die oberste karte sein | aus der mitte statt von oben | darf ich jede deckenkarte ziehen

rules-babel-tips--ceiling-card = Zieh eine locker liegende Deckenkarte, langsam und vorsichtig, statt an einer festen zu zerren.
    .if = wie kriege ich die deckenkarte raus | deckenkarte rausziehen ohne wackeln | wie ziehe ich eine karte vorsichtig | wie ziehe ich die deckenkarte am besten | tipps zum deckenkarte ziehen | der deckenstapel wackelt wenn ich eine karte rausziehe | der stapel wackelt beim ziehen | gibt es einen trick beim deckenkarten ziehen | der stapel bewegt sich jedes mal | der deckenstapel wackelt gibts einen trick | wie verhindere ich dass der stapel wackelt | der stapel wackelt beim rausziehen

rules-babel-tips--walls = Keine Regel, aber besser: Stelle die Wände mittig und gleichmäßig auf, scharf und gerade geknickt.
    .if = wie verhindere ich dass die wände kippen | wo sollen die wände stehen | müssen die wände mittig stehen | wie stelle ich die wände auf | meine wände kippen ständig | tipps für die wände | müssen die wände in die mitte | gehören die wände in die mitte | wände in die mitte stellen | müssen die wände in der mitte stehen | wo stelle ich die wände am besten hin | sollen die wände in die mitte

rules-babel-tips--stop = Aufhören geht nicht: Jeder Zug baut ein Stockwerk, und hohe Stockwerke bringen am meisten, also lohnt ein sorgfältiger Versuch.
    .if = soll ich mit dem bauen früher aufhören | ist es klug aufzuhören wenn der turm hoch ist | kann ich aufhören zu bauen | soll ich auf sicher spielen | lohnt es sich hoch zu bauen | darf ich aussetzen wenn es hoch wird

rules-babel-rounds--left = { $rounds_total ->
    [0] So viele Runden wie Personen: Jede Person eröffnet eine.
   *[other] { $left ->
        [0] Keine — das ist die letzte Runde, Runde { $round } von { $rounds_total }.
        [one] Noch 1 nach dieser: Das ist Runde { $round } von { $rounds_total }.
       *[other] Noch { $left } nach dieser: Das ist Runde { $round } von { $rounds_total }.
    }
}
    .if = wie viele runden sind noch übrig | wie viele runden kommen noch | wie viele runden nach dieser | wie viele runden bleiben | wie viele runden fehlen noch

rules-babel-game-end--leader = { $leaders_count ->
    [0] Nach der letzten Runde gewinnt, wer die meisten Punkte hat.
   *[other] { $leaders } { $leaders_count ->
        [one] führt
       *[other] führen
    } mit { $best ->
        [one] 1 Punkt
       *[other] { $best } Punkten
    }.
}
    .if = wer ist vorne | wer liegt in führung | wer liegt vorn | wer hat die meisten punkte | wer gewinnt gerade | wer liegt in führung NOW

rules-babel-game-end--most = Ja — nach der letzten Runde gewinnen die meisten Punkte, und das Spiel ist aus.
    .if = gewinnt wer die meisten punkte hat | gewinnen die meisten punkte | gewinnt am ende wer vorne liegt | holt der mit den meisten punkten den sieg

rules-babel-next-opener--next = { $next_opener_case ->
    [next] { $next_opener } eröffnet die nächste Runde: { $next_opener_why ->
        [floor2] { $next_opener } hat in dieser Runde das zweite Stockwerk gebaut.
       *[other] Wer das zweite Stockwerk baute, hat schon eröffnet, also die nächste Person im Uhrzeigersinn.
    }
    [open] { $next_opener_why ->
        [either] { $next_opener } eröffnet die nächste Runde in jedem Fall: als Erbauer des zweiten Stockwerks oder als Nächste im Uhrzeigersinn.
       *[other] Das zweite Stockwerk entscheidet: Baut es { $next_floor2_by }, eröffnet { $next_opener }; fällt der Turm vorher, { $next_fallback }.
    }
    [over] Es folgt keine Runde mehr: Das ist die letzte.
   *[other] Wer in der gerade gespielten Runde das zweite Stockwerk gebaut hat, eröffnet die nächste Runde.
}
    .if = wer fängt nach NOW an | wer beginnt nach NOW | wer fängt die nächste runde NOW an | wer eröffnet die nächste runde NOW | wenn er NOW einstürzt wer beginnt die nächste runde | wer beginnt die nächste runde wenn der turm NOW fällt | wer startet die nächste runde NOW

rules-babel-round-end--cards-out = Die Runde endet: Nach Stockwerk 13 sind keine Karten mehr übrig, dann beginnt die nächste Runde.
    .if = was wenn die karten ausgehen | was passiert wenn die karten alle sind | keine karten mehr übrig | die karten sind aufgebraucht | der stapel ist leer | der deckenstapel ist aufgebraucht | der deckenkartenstapel ist leer | was passiert wenn der deckenkartenstapel alle ist | wenn der stapel leer ist | keine deckenkarten mehr | der stapel geht aus | was wenn die deckenkarten ausgehen | die deckenkarten sind alle

rules-babel-collapse--wall-falls = Nein — beim Auflegen der Decke darf keine Wand umfallen; fällt eine, ist es ein Einsturz.
    .if = dürfen die wände beim auflegen umfallen | darf eine wand beim decke auflegen kippen | darf beim auflegen der decke eine wand umkippen | ist es ok wenn eine wand beim auflegen umfällt | darf eine wand umfallen | darf die wand beim drauflegen wegrutschen | darf eine wand umfallen wenn die decke hält | darf beim auflegen eine wand umkippen | ist es okay wenn eine wand umfällt solange die decke liegt | darf eine wand fallen wenn die decke trotzdem liegt

rules-babel-ceiling--keep-extra = Nein — schieb die mitgerutschten Karten zurück in den Stapel; du behältst nur die eine, die du gezogen hast.
    .if = zwei karten kamen raus und PLAYER hat beide behalten ist das erlaubt | die mitgerutschte karte auch als decke benutzen | die extra karte behalten | zwei andere sind mit rausgerutscht darf ich mir eine aussuchen | es sind mehr mitgekommen darf ich die beste nehmen | muss ich alle drauflegen | darf ich mir eine von den mitgerutschten aussuchen | darf er sich die beste aussuchen | darf ich die beste behalten | darf ich die anderen karten auch nehmen | darf ich eine der mitgerutschten nehmen | muss ich alle rausgerutschten verwenden | welche darf ich behalten wenn mehrere rauskommen | darf ich die behalten | behalte ich die | darf ich die für nächstes mal behalten | darf ich die aufheben | für den nächsten zug aufheben | muss ich die auch drauflegen | hab einfach beide draufgelegt geht das klar | beide draufgelegt ist das ok | hab beide draufgelegt | NUM deckenkarten erwischt und beide draufgelegt | beim ziehen ist eine deckenkarte mit rausgerutscht darf ich die behalten | beim ziehen ist eine deckenkarte mit rausgerutscht darf ich die für nächstes mal behalten | beim ziehen ist eine deckenkarte mit rausgerutscht muss ich alle drauflegen | beim ziehen ist eine deckenkarte mit rausgerutscht darf ich beide drauflegen | beim ziehen sind zwei deckenkarten mitgerutscht darf ich die behalten | beim ziehen sind zwei deckenkarten mitgerutscht darf ich die für nächstes mal behalten | beim ziehen sind zwei deckenkarten mitgerutscht muss ich alle drauflegen | beim ziehen sind zwei deckenkarten mitgerutscht darf ich beide drauflegen | es sind extra karten mit rausgekommen darf ich die behalten | es sind extra karten mit rausgekommen darf ich die für nächstes mal behalten | es sind extra karten mit rausgekommen muss ich alle drauflegen | es sind extra karten mit rausgekommen darf ich beide drauflegen

rules-babel-game-end--extra-round = { $rounds_total ->
    [0] Nein — ihr spielt so viele Runden wie Personen, nie eine Extrarunde.
   *[other] { $left ->
        [0] Nein — das Spiel ist nach { $rounds_total } Runden vorbei: eine pro Person, keine Extrarunde.
       *[other] Keine Extrarunde: Das Spiel hat { $rounds_total } Runden, eine pro Person; { $left } kommen noch.
    }
}
    .if = dürfen wir nach der letzten noch eine runde spielen | noch eine runde zum aufholen | hängen wir am ende eine runde an | spielen wir danach noch eine runde | er will noch eine dritte runde damit er aufholen kann | gibt es am ende eine extrarunde | spielen wir nach der letzten noch eine runde | eine revanche-runde dranhängen | noch eine runde dranhängen geht das | oder hängen wir eine runde an | machen wir noch eine runde | haben die NUM runde fertig machen wir noch eine | können wir noch ne runde dranhängen | können wir am ende noch eine runde dranhängen | dürfen wir mehr runden spielen | können wir runden dazunehmen | können wir eine zusätzliche runde spielen

rules-babel-round-end--not-game = { $last_round ->
    [yes] Ja — das ist die letzte Runde, also endet mit dem Einsturz auch das Spiel: Die meisten Punkte gewinnen.
   *[other] Nein — nur die Runde ist vorbei; das Spiel geht mit der nächsten Runde weiter, bis jede Person eine eröffnet hat.
}
    .if = ist das spiel vorbei wenn er einstürzt | ist das ganze spiel aus nach einem einsturz | beendet ein einsturz das ganze spiel | ist alles vorbei wenn es umfällt | ist nach einem einsturz schluss mit dem spiel | beendet ein einsturz jetzt das spiel | ist das spiel aus wenn es jetzt einstürzt | wenn PLAYER jetzt alles umwirft ist das spiel aus | ist dann das spiel zu ende wenn er umfällt

rules-babel-floor13--bonus-yes = { $lower ->
    [0] Ja — Stockwerk 13 bringt 5 Bonuspunkte obendrauf, zusammen 18.
   *[other] Nein — nur Stockwerk 13 bringt einen Bonus; Stockwerk { $lower } bringt nur { $lower }.
}
    .if = gibt es einen bonus | kriegt man für die oberste etage extra punkte | extrapunkte für das oberste stockwerk | bonus für den fertigen turm | gibts was extra fürs letzte stockwerk | bringt das oberste stockwerk mehr | gibt es zusatzpunkte für ganz oben | gibt es beim NUM stockwerk einen bonus | gibts für stockwerk NUM extra punkte | krieg ich was extra für das NUM stockwerk | bekomme ich für das NUM etwas extra | extrapunkte für stockwerk NUM | gibt es einen bonus wenn der turm ganz oben ankommt | gibt es für das NUM stockwerk sonderpunkte | gibt es beim NUM eigentlich einen bonus | bringt das NUM stockwerk was extra

rules-babel-turn--claim = { $claim ->
    [yes] Ja — gerade wird Stockwerk { $next_floor } gebaut.
    [no] Nein — als Nächstes kommt Stockwerk { $next_floor }, nicht Stockwerk { $n }.
    [over] Nein — das Spiel ist vorbei; es wird kein Stockwerk mehr gebaut.
    [turn] Nein — { $turn_player } ist dran, mit Stockwerk { $next_floor }; eine Meldung für jemand anderen übernehme ich nicht.
   *[other] Gebaut wird immer das Stockwerk über den stehenden.
}
    .if = PLAYER meint sie baut jetzt die NUM stimmt das | PLAYER sagt er baut stockwerk NUM NOW | ist jetzt stockwerk NUM dran | sind wir bei stockwerk NUM NOW | PLAYER behauptet es ist die NUM etage | baut PLAYER gerade die NUM | kommt als nächstes die NUM | PLAYER glaubt sie ist bei der NUM stimmt das | PLAYER meint sie hat gerade das NUM stockwerk gebaut | PLAYER sagt er hat stockwerk NUM gebaut zählt das | PLAYER behauptet stockwerk NUM obwohl erst NUM stehen | obwohl erst NUM stehen zählt das | PLAYER schwört er hat das NUM gebaut | PLAYER sagt sie hat das NUM gemacht

rules-babel-next-opener--claim = { $claim_case ->
    [named] Nein — { $claim_opener } eröffnet: Wer in der Runde davor das zweite Stockwerk gebaut hat, fängt an, nicht wer vorne liegt.
   *[other] Nein — wer in der Runde davor das zweite Stockwerk gebaut hat, eröffnet; die jüngste Person nur Runde 1.
}
    .if = PLAYER meint weil sie die meisten punkte hat darf sie die runde anfangen stimmt das | darf wer vorne liegt die runde eröffnen | eröffnet wer die meisten punkte hat die runde | PLAYER ist der jüngste und will eröffnen aber PLAYER hat die zweite etage gebaut | PLAYER sagt er ist der jüngste also eröffnet er | eröffnet der jüngste jede runde | PLAYER hat letzte runde das zweite stockwerk gebaut aber PLAYER will anfangen | darf sich wer vorne liegt aussuchen wer eröffnet

rules-babel-rounds--check = { $rounds_match ->
    [yes] Ja — zu { $count } spielt ihr { $count } Runden, eine pro Person.
    [no] Nein — zu { $count } spielt ihr { $count } Runden, eine pro Person.
   *[other] So viele Runden wie Personen: Jede Person eröffnet eine.
}
    .if = spielen wir zu COUNT dann NUM runden | sind es zu COUNT NUM runden | spielen COUNT leute NUM runden | mit COUNT spielern NUM runden | zu COUNT also NUM runden oder | heißt COUNT spieler NUM runden | COUNT personen heißt NUM runden oder | sind es NUM runden wenn wir COUNT sind | also NUM runden bei COUNT | nur NUM runden mit COUNT oder | bei COUNT NUM runden richtig | wir sind COUNT also NUM runden | zu COUNT also NUM runden | COUNT leute also NUM runden das dauert ja ewig | bei COUNT leuten dann NUM runden | wir sind COUNT heißt das NUM runden | zu COUNT also NUM runden claimcheck | COUNT personen heißt NUM runden claimcheck | nur NUM runden mit COUNT claimcheck | bei COUNT NUM runden claimcheck | spielen wir zu COUNT nur NUM runden | zu COUNT nur eine einzige runde | spielen wir zu COUNT nur eine runde | bei COUNT nur NUM runde

rules-babel-cards--fold-wall-yes = Ja — jede Wandkarte wird an ihrer Rille geknickt und dann aufgestellt; Deckenkarten nie.
    .if = werden die wandkarten vorher geknickt | werden die wandkarten gefaltet | muss ich die wandkarten knicken | knickt man die wandkarten zuerst | müssen die wände gefaltet werden | werden wandkarten vor dem bauen geknickt | muss ich beide wände knicken | müssen beide wandkarten geknickt werden | werden beide wände geknickt | knicke ich beide | muss ich die zwei wandkarten knicken | beide wandkarten knicken

rules-babel-cards--unfolded = Nein — jede Wandkarte wird an ihrer Rille geknickt und als Wand aufgestellt; ungefaltet anlehnen gilt nicht.
    .if = PLAYER hat die wandkarten nicht gefaltet sondern angelehnt ist das erlaubt | darf ich die wandkarten ungefaltet anlehnen | dürfen die wandkarten ungeknickt bleiben | darf man die wände flach lassen | ist es ok die wände nicht zu knicken | schräg aneinandergelehnt statt gefaltet geht das | hat die wandkarten nicht gefaltet sondern schräg aneinandergelehnt ist das erlaubt | nicht gefaltet sondern angelehnt | einfach angelehnt statt geknickt erlaubt | die wandkarten nicht geknickt ist das erlaubt

rules-babel-rounds--last = { $rounds_total ->
    [0] Die letzte Runde eröffnet die letzte Person: so viele Runden wie Personen.
   *[other] { $left ->
        [0] Ja — das ist die letzte Runde, Runde { $round } von { $rounds_total }.
       *[other] Nein — das ist Runde { $round } von { $rounds_total }; { $left } kommen noch.
    }
}
    .if = ist das die letzte runde | sind wir in der letzten runde | ist das jetzt die finale runde | schon die letzte runde | ist diese runde die letzte | spielen wir NOW die letzte runde

rules-babel-cards--ceiling-as-wall = Nein — eine Deckenkarte wird nie zur Wand; Wände sind nur geknickte Wandkarten.
    .if = darf ich eine deckenkarte als wand nehmen | die deckenkarte ist geknickt rausgekommen darf ich sie als wand nehmen | darf eine geknickte deckenkarte eine wand sein | eine krumme deckenkarte als wand benutzen | kann eine deckenkarte als wand stehen | darf ich eine wandkarte als decke nehmen | kann eine wandkarte als decke liegen | eine wandkarte flach als decke | keine deckenkarten mehr darf ich eine wandkarte nehmen

## Fakten der dritten Runde: Zugrichtung, Aussetzen, Karten pro Stockwerk, höhere Stockwerke,
## Punkte über die Runden, jeder eröffnet einmal, Spielende, früher aufhören, Meldungen,
## Punkte notieren. $lower: das höchste genannte Stockwerk unter 13 (0: keines).

rules-babel-turn--clockwise = Im Uhrzeigersinn: Nach deinem Stockwerk baut die Person links von dir das nächste.
    .if = in welche richtung geht es | in welche richtung wird gespielt | im uhrzeigersinn oder gegen den uhrzeigersinn | links oder rechts rum | links oder rechts herum | wer ist nach mir dran | geht es nach links | geht es im uhrzeigersinn | in welcher reihenfolge sind wir dran | in welcher reihenfolge wird gebaut | wer kommt nach mir | wie herum wird gespielt | gegen den uhrzeigersinn | geht es reihum nach links | in welche richtung geht der zug weiter | in welche richtung geht es weiter

rules-babel-turn--skip = Nein — aussetzen gibt es nicht: In jedem Zug baust du ein Stockwerk, auch wenn es wackelt.
    .if = darf ich aussetzen | kann ich aussetzen | darf ich einen zug aussetzen | darf ich passen | kann ich passen | muss ich bauen | muss ich meinen zug machen | darf ich einfach nicht bauen | darf ich meinen zug auslassen | darf ich eine runde aussetzen | darf ich aussetzen wenn es wackelt | kann ich den zug überspringen | darf ich verzichten | darf ich den nächsten vorlassen | muss ich wirklich bauen

rules-babel-turn--together = Nein — jedes Stockwerk ist der Zug einer Person: Du baust dein Stockwerk allein.
    .if = dürfen zwei zusammen an einem stockwerk bauen | dürfen wir zusammen bauen | darf ich ihm beim stockwerk helfen | darf jemand meine wände festhalten | darf jemand den turm festhalten während ich baue | zu zweit ein stockwerk bauen | zusammen bauen | dürfen zwei gleichzeitig bauen | darf mein partner mir helfen | dürfen wir im team bauen | gemeinsam bauen

rules-babel-turn--yourself = Selbst — wer baut, stellt beide Wände und legt die Deckenkarte auf; niemand sonst hilft.
    .if = muss ich die deckenkarte selbst auflegen | wer legt die deckenkarte auf | legt der bauende die decke auf | darf jemand anders meine decke auflegen | darf mir jemand beim auflegen helfen | wer legt die decke drauf | lege ich die deckenkarte selbst | darf mir jemand mit der decke helfen | wer stellt die wände auf | darf mir jemand helfen

rules-babel-cards--per-floor = Drei: zwei geknickte Wandkarten und eine Deckenkarte obendrauf.
    .if = wie viele karten für ein stockwerk | wie viele karten pro stockwerk | wie viele karten brauche ich für ein stockwerk | wie viele karten brauche ich insgesamt für ein stockwerk | wie viele karten in einem stockwerk | wie viele karten pro zug | wie viele karten braucht ein stockwerk | was braucht ein stockwerk | welche karten ergeben ein stockwerk | welche karten brauche ich für ein stockwerk | karten pro etage | wie viele karten für eine etage

rules-babel-cards--more-walls = Nein — genau zwei Wandkarten pro Stockwerk, darauf eine Deckenkarte.
    .if = kann ich NUM wände nehmen | darf ich NUM wandkarten nehmen | kann ich drei wände nehmen | darf ich mehr wandkarten nehmen | eine extra wand für die stabilität | darf ich eine dritte wand dazustellen | mehr als zwei wandkarten | drei wandkarten für ein stockwerk | vier wände | zusätzliche wandkarte | mehr wände damit es stabiler ist | darf ich noch eine wand dazu | eine dritte wandkarte damit es hält | darf ich nur eine wand nehmen | extra wände

rules-babel-cards--line = Das ist die Knicklinie der Wandkarten: an ihr knicken und die Karte als Wand aufstellen.
    .if = wofür ist die linie auf den karten | wofür ist die linie | warum haben manche karten eine linie | was bedeutet die rille | wofür ist die rille | wofür ist die knicklinie | was soll die linie auf manchen karten | was sind die linien auf den karten | die karten mit der linie wofür sind die | was macht die linie | wozu die rille

rules-babel-cards--ceiling-line = Nein — Deckenkarten sind glatt, ohne Linie: Sie werden nie geknickt.
    .if = haben die deckenkarten eine linie | haben die deckenkarten auch eine knicklinie | haben deckenkarten eine rille | ist auf den deckenkarten eine linie | sind die deckenkarten auch gerillt | haben die deckenkarten eine knicklinie | haben die deckenkarten auch eine rille | gibt es auf den deckenkarten eine linie

rules-babel-first-floor--later = { $floor ->
    [1] Auf den Stapel der Deckenkarten: Stockwerk 1 steht direkt darauf.
   *[other] Auf die Decke des Stockwerks darunter: nur Stockwerk 1 steht auf dem Deckenkarten-Stapel.
}
    .if = wo stelle ich die wände fürs NUM stockwerk hin | wo stelle ich meine wände für stockwerk NUM hin | wo steht stockwerk NUM | worauf steht stockwerk NUM | wohin kommt das NUM stockwerk | steht das zweite stockwerk auf der decke vom ersten | kommt das zweite stockwerk auf das erste | wohin kommen die höheren stockwerke | wohin kommt das nächste stockwerk | steht jedes stockwerk auf der decke darunter | baue ich auf der decke vom letzten stockwerk | wohin kommen die wände fürs nächste stockwerk | kommen die wände auf die decke darunter | worauf stehen die höheren stockwerke | auf das stockwerk darunter | wo kommt das NUM stockwerk drauf | wo kommt stockwerk NUM hin | wo baue ich stockwerk NUM | worauf kommt das NUM stockwerk | wo kommt die NUM etage hin | wohin stelle ich stockwerk NUM

rules-babel-floor13--only-top = { $lower ->
    [0] { $top ->
        [yes] Ja — nur Stockwerk 13 bringt einen Bonus: 5 Punkte zu seinen 13, zusammen 18.
       *[no] Nur Stockwerk 13 bringt einen Bonus: 5 Punkte zu seinen 13, zusammen 18.
    }
   *[other] Nein — nur Stockwerk 13 bringt einen Bonus; Stockwerk { $lower } bringt nur { $lower }.
}
    .if = gibt es für das NUM auch einen bonus | gibt es für stockwerk NUM auch einen bonus | bekommt stockwerk NUM auch extra | bonus auch für stockwerk NUM | gibt stockwerk NUM auch extrapunkte | gibt es den bonus nur für stockwerk 13 | nur das oberste stockwerk bekommt einen bonus | auch einen bonus | nur das oberste stockwerk hat sonderpunkte | gibt stockwerk NUM auch bonuspunkte | bringt das NUM stockwerk auch bonuspunkte

rules-babel-scoring--carry = Ja — die Punkte zählen über alle Runden zusammen; niemand fängt wieder bei null an.
    .if = werden die punkte mitgenommen | werden die punkte von runde zu runde mitgenommen | werden die punkte zusammengezählt | zählen die punkte über alle runden | bleiben die punkte über die runden | werden die punkte über das spiel addiert | zählen die punkte aus runde eins noch | nimmt man die punkte mit in die nächste runde | werden die punkte über alle runden zusammengezählt | zählt man am ende alle runden zusammen | werden die runden addiert | zählen alle runden zusammen | nehm ich meine punkte in die nächste runde mit | bleiben die punkte aus runde eins

rules-babel-rounds--open-once = Einmal: Zu { $count } spielt ihr { $count } Runden, und jede Person eröffnet eine.
    .if = wie oft eröffnet jeder eine runde | wie oft eröffnet jede person | eröffnet jeder einmal | beginnt jeder mal eine runde | darf jeder einmal anfangen | komme ich auch mal zum eröffnen | wie viele runden eröffnet jeder | bekommt jeder eine runde zum eröffnen | dürfen alle mal anfangen | eröffnen wir alle einmal | wie oft fängt jeder an

rules-babel-game-end--after-last = Das Spiel endet: Wer die meisten Punkte hat, gewinnt; bei Gleichstand teilt man sich den Sieg.
    .if = was passiert nach der letzten runde | was kommt nach der letzten runde | nach der letzten runde was dann | und nach der letzten runde | wenn die letzte runde vorbei ist | was passiert wenn alle runden vorbei sind | die letzte runde ist vorbei was jetzt | was passiert am ende der letzten runde | nach der finalen runde | wenn alle runden durch sind

rules-babel-game-end--last-collapse = { $live ->
    [yes] { $finished ->
        [yes] Das Spiel ist vorbei: { $leaders } { $leaders_count ->
            [one] gewinnt
           *[other] gewinnen gemeinsam
        } mit { $best ->
            [one] 1 Punkt
           *[other] { $best } Punkten
        }.
       *[other] Dann ist auch das Spiel vorbei: Die letzte Runde endet, und die meisten Punkte gewinnen.
    }
   *[no] Dann ist auch das Spiel vorbei: Die letzte Runde endet, und die meisten Punkte gewinnen.
}
    .if = was wenn der turm in der letzten runde einstürzt | was passiert wenn der turm in der letzten runde einstürzt | der turm stürzt in der letzten runde ein | wenn er in der letzten runde umfällt | eingestürzt in der letzten runde was jetzt | ein einsturz in der letzten runde | ist alles vorbei wenn er in der letzten runde einstürzt | der turm fällt in der allerletzten runde | einsturz in der allerletzten runde

rules-babel-variants--early = Ja — wenn alle einverstanden sind, beendet ihr das Spiel früher („Spiel beenden“); es zählen die bisherigen Punkte.
    .if = dürfen wir früher aufhören | können wir nach NUM runden aufhören | wir können heute nur NUM runden spielen | dürfen wir vor der letzten runde aufhören | können wir vorzeitig aufhören | können wir früher schluss machen | wir müssen früher los können wir aufhören | können wir weniger runden spielen | heute nur zwei runden | nach zwei runden aufhören | dürfen wir jetzt schon aufhören | können wir das spiel jetzt beenden | müssen wir alle runden spielen | vorzeitig beenden | früher aufhören | können wir nach NUM runden einfach aufhören | können wir einfach aufhören | wir sind müde können wir aufhören | dürfen wir jetzt aufhören und zählen

rules-babel-variants--shorter = Eine offizielle Kurzversion gibt es nicht: Vereinbart ein früheres Ende, dann zählen die bisherigen Punkte.
    .if = gibt es eine kürzere variante | gibt es eine kurzversion | ein kurzes spiel | kann man schneller spielen | können wir kürzer spielen | kurze variante | schnelles spiel | gibt es eine mini version | gibt es eine schnelle variante | eine kürzere spielweise | geht es auch kürzer | kürzere version

rules-babel-conduct--wrong-report = Eine Meldung, die nicht passt, schreibe ich nicht auf, sondern frage nach; „rückgängig“ nimmt die letzte zurück.
    .if = was wenn ich dir die falsche stockwerksnummer sage | was wenn ich das falsche stockwerk melde | was wenn ich die falsche nummer sage | ich habe aus versehen die falsche zahl gesagt | falsches stockwerk gemeldet | was wenn jemand die falsche person meldet | was wenn ich mich bei der meldung vertue | was wenn die meldung falsch ist | ich habe mich vertan | ich habe dir das falsche stockwerk gesagt | kann ich eine meldung korrigieren | ich habe mich verzählt was jetzt | falsche nummer aus versehen | aus versehen falsch gemeldet | was ist wenn einer ne falsche etage ansagt | was wenn jemand das falsche stockwerk ansagt | einer sagt die falsche etage an | jemand sagt stockwerk NUM an aber wir sind erst bei NUM | was wenn einer das falsche stockwerk meldet | wenn jemand eine falsche zahl ansagt

rules-babel-conduct--touch = Vorsichtig, wenn es sein muss — fällt dabei aber etwas um, ist das ein Einsturz in deinem Zug.
    .if = darf ich eine wand geraderücken | darf ich eine wand weiter unten geraderücken | darf ich die wände unten zurechtrücken | darf ich den turm anfassen | darf ich eine schiefe wand zurückschieben | darf ich ein unteres stockwerk korrigieren | darf ich den turm gerade rücken | ist es erlaubt den turm zu berühren | darf ich eine schiefe wand richten | darf ich die unteren stockwerke anfassen | darf ich den turm festhalten | darf ich den turm mit der hand stützen | darf ich die wand gerade schieben | darf man am turm rumfummeln

rules-babel-setup--score = Auf Papier oder von mir: Meldet jedes Stockwerk, dann führe ich den Punktestand.
    .if = wie schreiben wir die punkte auf | wer schreibt die punkte auf | brauchen wir papier | schreiben wir die punkte auf | wo notieren wir die punkte | brauche ich einen punktezettel | wer notiert die punkte | brauchen wir stift und papier | wer zählt die punkte mit | müssen wir mitschreiben | punkte notieren | was brauchen wir noch | was braucht man außer den karten | außer den stapeln was brauchen wir | brauchen wir sonst noch was | was braucht man noch zum spielen | schreibst du die punkte für uns mit | kannst du für uns die punkte zählen | brauchen wir einen zettel

rules-babel-players--min = { $too_few ->
    [yes] Nein — mindestens { $min }: Turmbau zu Babel ist für { $min } bis { $max } Personen.
   *[no] Mindestens 2 — Turmbau zu Babel ist für 2 bis 8 Personen.
}
    .if = wie viele braucht man mindestens | wie viele braucht man mindestens zum spielen | mindestanzahl an spielern | wie viele spieler mindestens | wie wenige können spielen | wie viele leute braucht man | wie viele müssen wir mindestens sein | kann ich allein spielen | kann man alleine spielen | kleinste anzahl an personen | mindestens wie viele | ab wie vielen kann man spielen | ab wie vielen personen | wie viele personen mindestens

rules-babel-players--max = Höchstens 8 — Turmbau zu Babel ist für 2 bis 8 Personen.
    .if = wie viele leute max | wie viele spieler maximal | sind NUM das maximum | also sind NUM das maximum | sind NUM leute das maximum | höchstens wie viele | bis zu wie vielen personen | was ist die maximale anzahl | wie viele personen höchstens | ist bei NUM schluss | maximal wie viele | sind NUM spieler die grenze

rules-babel-collapse--named-lose = Nein — { $named } behält { $named_points ->
    [0] die Punkte von vorher
    [one] den 1 Punkt von vorher
   *[other] die { $named_points } Punkte von vorher
}; nur der Zug, in dem es einstürzt, bringt nichts.
    .if = verliert PLAYER seine NUM punkte | verliert PLAYER ihre NUM punkte | verliert PLAYER seine punkte | verliert PLAYER ihre punkte | verliert PLAYER die punkte für stockwerk NUM | sind PLAYER punkte weg | verliert PLAYER was er gebaut hat | verliert PLAYER die NUM punkte | PLAYER hat vorher stockwerk NUM gebaut verliert er das | werden PLAYER die punkte abgezogen | ist PLAYER wieder bei null | verliert PLAYER etwas | hat PLAYER jetzt null punkte | steht PLAYER jetzt bei null | hat PLAYER jetzt gar nichts mehr | PLAYER hat beim NUM stock alles umgeworfen hat er jetzt null

rules-babel-collapse--named-keep = Ja — { $named } behält die Punkte von vorher; nur der Zug, in dem es einstürzt, bringt nichts.
    .if = behält PLAYER seine NUM punkte | behält PLAYER ihre NUM punkte | behält PLAYER seine punkte | behält PLAYER ihre punkte | behält PLAYER die punkte für stockwerk NUM | hat PLAYER seine punkte noch | PLAYER hat stockwerk NUM gebaut und dann ist es eingestürzt behält er sie | behält PLAYER die NUM punkte | PLAYER behält seine punkte oder | bleiben PLAYER punkte | wenn PLAYER den turm umwirft behält sie ihre NUM punkte | behält sie die NUM punkte die sie schon hat | wenn PLAYER ihn umwirft behält er seine punkte | wenn PLAYER einstürzt behält er seine punkte von vorher | PLAYER stockwerk stürzt ein behält sie ihre früheren punkte | PLAYER reißt ihn um behält er was er vorher hatte | behält PLAYER die punkte von vor dem einsturz | ein stockwerk steht dann stürzt es bei PLAYER ein behält er seine punkte von vorher | das stockwerk von PLAYER steht dann stürzt es bei PLAYER ein behält er seine punkte | behält PLAYER die punkte von vorher wenn es bei ihm einstürzt

rules-babel-scoring--each = { $each } Punkte, Stockwerk für Stockwerk: Jedes bringt seine Nummer, Stockwerk 13 bringt 18.
    .if = was sind die stockwerke NUM jeweils wert | wie viel ist jedes der stockwerke NUM wert | was bringt jedes der stockwerke NUM | stockwerke NUM jeweils wie viele punkte | punkte für jedes der stockwerke NUM | was ist jedes von NUM wert | wie viele punkte jeweils für NUM | einzeln was sind NUM wert | wie viel bringen NUM jeweils | was ist das NUM stockwerk wert im vergleich zum NUM | stockwerk NUM im vergleich zu NUM | NUM gegen NUM wie viele punkte jeweils | was bringen NUM und NUM jeweils | NUM oder NUM was bringt mehr | was ist NUM wert verglichen mit NUM

rules-babel-collapse--first-floor = Niemand — kein Stockwerk stand, also bringt diese Runde keine Punkte und endet sofort.
    .if = der turm ist beim ersten stockwerk umgefallen kriegt jemand punkte | beim ersten stockwerk eingestürzt bekommt jemand punkte | gleich am anfang umgefallen kriegt überhaupt jemand punkte | keiner hat etwas gebaut bekommt jemand punkte | das erste stockwerk ist eingestürzt wer bekommt punkte | kriegt in dieser runde überhaupt jemand punkte | beim ersten stockwerk umgefallen punktet jemand | gleich beim ersten stockwerk eingestürzt wer kriegt was | das erste stockwerk fiel wer punktet

rules-babel-collapse--no-points = Nein — ein Zug, in dem es einstürzt, bringt nichts; frühere Punkte bleiben.
    .if = kriegt man punkte wenn der turm einstürzt | kriegt man punkte wenn einem der turm einstürzt | bekommt man punkte wenn er einstürzt | gibt es punkte wenn der turm umfällt | zählt ein eingestürztes stockwerk | bekomme ich was wenn er umfällt | gibt es trotzdem punkte wenn es einstürzt | kriegt man was wenn alles umfällt | punkte für ein stockwerk das einstürzt | bekommt man punkte wenn das eigene stockwerk einstürzt | ein einsturz beim NUM stock wie viele punkte | wie viele punkte wenn der turm beim NUM stockwerk einstürzt | was kriegt der bauende wenn es beim NUM stock einstürzt | bringt das NUM stockwerk punkte wenn es einstürzt | wenn es beim bau vom NUM stockwerk einstürzt was bekommt man | wie viele punkte für stockwerk NUM wenn es umfällt

rules-babel-ceiling--pushed-back = Ja — die mitgerutschten Karten in den Stapel zurückzuschieben ist richtig; du behältst nur die gezogene.
    .if = hat sie zurückgeschoben passt das | er hat sie zurückgeschoben passt das | die anderen zurückgeschoben ist das okay | wieder in den stapel geschoben erlaubt | rausgerutscht und zurückgeschoben | die extra karten zurückgesteckt passt das | ich habe sie zurück in den stapel geschoben ist das richtig | mitgerutschte karten zurückgeschoben in ordnung

rules-babel-first-opener--youngest-named = { $named } — die jüngste Person eröffnet Runde 1.
    .if = angenommen PLAYER ist die jüngste wer fängt dann an | wenn PLAYER die jüngste ist wer fängt an | PLAYER ist der jüngste wer beginnt | PLAYER ist die jüngste fängt sie an | wenn PLAYER der jüngste ist wer eröffnet | PLAYER ist am jüngsten wer fängt an | sagen wir PLAYER ist die jüngste wer beginnt dann | PLAYER ist die jüngste hier wer fängt an

rules-babel-next-opener--named = { $named_opens ->
    [yes] Ja — { $named } eröffnet: Wer in der Runde davor das zweite Stockwerk gebaut hat, eröffnet.
    [no] Nein — { $claim_opener } eröffnet: Wer in der Runde davor das zweite Stockwerk gebaut hat, eröffnet.
   *[other] Wer in der Runde davor das zweite Stockwerk gebaut hat, eröffnet die nächste Runde.
}
    .if = eröffnet PLAYER die neue runde NOW | eröffnet jetzt PLAYER die neue runde | eröffnet PLAYER die neue runde | fängt PLAYER die neue runde an | ist PLAYER mit eröffnen dran | eröffnet PLAYER jetzt | darf PLAYER jetzt eröffnen | beginnt PLAYER die neue runde | PLAYER eröffnet die neue runde oder

rules-babel-floor13--who = Nur wer Stockwerk 13 baut: Die 5 Sonderpunkte bekommt, wer dessen Decke auflegt, zusammen 18.
    .if = wer bekommt den bonus | wer bekommt die NUM sonderpunkte | bekommen alle den bonus | kriegt jeder die sonderpunkte | wer kriegt die extrapunkte | ist der bonus für alle oder für einen | bekommt nur einer den bonus | wer kassiert die bonuspunkte | für wen sind die sonderpunkte | bekommt der ganze tisch den bonus

rules-babel-floor13--fallen = Nein — ein Stockwerk, das einstürzt, bringt nichts, auch keinen Bonus: Nur ein stehendes Stockwerk 13 bringt 18.
    .if = wenn es beim NUM stockwerk einstürzt krieg ich dann den bonus | krieg ich die sonderpunkte wenn das oberste stockwerk einstürzt | beim NUM stock kracht alles zusammen gibts trotzdem sonderpunkte | bonus wenn das oberste stockwerk umfällt | bekommt ein eingestürztes NUM stockwerk den bonus | eingestürzt beim NUM stockwerk bonus trotzdem | gibt es den bonus auch wenn es einstürzt | sonderpunkte obwohl es umgefallen ist | der turm kippt beim auflegen der NUM decke um | was ist wenn der turm umkippt während jemand die NUM decke auflegt | beim auflegen der NUM decke fällt alles um | das oberste stockwerk steht kurz und fällt dann um

rules-babel-setup--face-up = Offen: Beide Stapel liegen aufgedeckt auf dem Tisch, für alle gut erreichbar.
    .if = liegen die stapel offen | offen oder verdeckt | liegen die karten verdeckt | legen wir die karten verdeckt hin | sind die stapel aufgedeckt | mit dem bild nach oben | verdeckte stapel | drehen wir die karten um | wie herum liegen die karten | liegen die karten offen auf dem tisch

rules-babel-turn--one-tower = Alle bauen an einem Turm: In jedem Zug setzt eine Person das nächste Stockwerk darauf.
    .if = hat jeder einen eigenen turm | ein turm für den ganzen tisch | bauen wir alle am selben turm | einen turm oder jeder einen | jeder spieler ein turm | baue ich meinen eigenen turm | ist der turm für alle | bauen wir zusammen an einem turm | jeder seinen turm

rules-babel-scoring--goal = Es zählen Punkte, nicht nur die Höhe: Jedes stehende Stockwerk bringt seine Nummer. Nach der letzten Runde gewinnen die meisten Punkte.
    .if = was ist das ziel des spiels | worum geht es bei dem spiel | geht es um den höchsten turm | ist das ziel der höchste turm | worum geht es eigentlich | was ist der sinn des spiels | geht es nur um die höhe | was müssen wir erreichen | wofür spielen wir | was ist das spielziel

rules-babel-round-end--cards-again = Ja — nach der Runde sortiert ihr die Karten wieder in Wand- und Deckenkarten und legt beide Stapel neu aus.
    .if = kommen die karten für die nächste runde wieder auf die stapel | nehmen wir dieselben karten wieder | die karten vom letzten turm wieder benutzen | was machen wir mit den karten vom eingestürzten turm | brauchen wir jede runde neue karten | werden die geknickten karten wieder benutzt | gleiche karten in der nächsten runde | werden die karten wiederverwendet | bauen wir mit denselben karten neu | wohin kommen die karten vom eingestürzten turm

rules-babel-rounds--why = Damit jede Person eine Runde eröffnet: Jede Runde beginnt jemand anderes.
    .if = warum passen die runden zu den spielern | warum ist die rundenzahl die spielerzahl | wieso richtet sich die rundenzahl nach den leuten | was ist der grund für die zahl der runden | warum bekommt jeder eine runde | warum hängen die runden von den spielern ab | warum spielen wir genauso viele runden wie personen | weshalb gibt es genauso viele runden wie mitspieler

rules-babel-next-opener--floor2 = { $floor ->
    [2] Ja — wer das zweite Stockwerk baut, eröffnet die nächste Runde.
   *[other] Dafür zählt nur das zweite Stockwerk: Wer es baut, eröffnet die nächste Runde; Stockwerk { $floor } bringt nur { $points } Punkte.
}
    .if = ist es wichtig wer stockwerk NUM baut | spielt es eine rolle wer das zweite stockwerk baut | warum ist das NUM stockwerk wichtig | was ist besonders am NUM stockwerk | ist stockwerk NUM etwas besonderes | warum zählt das NUM stockwerk | was bringt mir das NUM stockwerk außer punkten | entscheidet das NUM stockwerk etwas | wer das zweite stockwerk baut ist das wichtig

rules-babel-game-end--two-win = Ja — bei Gleichstand an der Spitze ist es ein geteilter Sieg (Entscheidung des Schiedsrichters).
    .if = können zwei gewinnen | können zwei leute gewinnen | kann es zwei sieger geben | können mehrere gewinnen | kann mehr als einer gewinnen | können wir beide gewinnen | gibt es einen geteilten sieg | können COUNT leute gewinnen | können COUNT zusammen gewinnen | gibt es auch mehrere gewinner

rules-babel-game-end--after-end = { $finished ->
    [yes] Nein — das Spiel ist vorbei: Ein Stockwerk nach der letzten Runde zählt nicht mehr.
   *[other] Nur in ihrem eigenen Zug: Jeder Zug ist ein Stockwerk, und nach der letzten Runde ist Schluss.
}
    .if = will noch ein stockwerk bauen zählt das | noch ein stockwerk zum spaß zählt das | zählt ein stockwerk nach dem ende | können wir nach dem spiel noch eins bauen | zählt ein extra stockwerk | ein revanche stockwerk zählt das noch | noch ein letztes stockwerk nach dem spiel | PLAYER will noch eins bauen zählt das | PLAYER baut nach dem ende noch eins | bonusstockwerk nach dem spiel

rules-babel-collapse--who = { $fell_on ->
    [none] Wer gerade dran ist: Diese Person bekommt für den Zug nichts; vorher gebaute Stockwerke behalten ihre Punkte.
   *[other] { $fell_on } — es ist in { $fell_on }s Zug eingestürzt, also bekommt { $fell_on } dafür nichts; vorher gebaute Stockwerke behalten ihre Punkte.
}
    .if = wer kriegt keine punkte | wer bekommt nichts wenn es einstürzt | wer geht leer aus | PLAYER stockwerk stand dann ist es bei PLAYER eingestürzt wer bekommt nichts | es ist eingestürzt als PLAYER die decke auflegte wer kriegt nichts | wer bekommt null für den zug | wer geht bei einem einsturz leer aus | in PLAYER zug eingestürzt wer bekommt nichts | wer hat für den zug keine punkte | der turm ist eingestürzt als PLAYER die decke auflegte wer kriegt keine punkte | PLAYER hat die decke draufgelegt da ist alles eingestürzt wer bekommt keine punkte | beim auflegen von PLAYER ist er eingestürzt wer bekommt keine punkte | PLAYER stockwerk stand dann ist es eingestürzt als PLAYER die decke auflegte wer bekommt keine punkte

rules-babel-next-opener--last = { $last_round ->
    [yes] { $starter } hat die letzte Runde eröffnet, Runde { $round }. { $this_why ->
        [floor2] { $starter } hat in Runde { $prev_round } das zweite Stockwerk gebaut.
        [nobody-floor2] In Runde { $prev_round } hat niemand das zweite Stockwerk gebaut, also die nächste Person im Uhrzeigersinn, die noch nicht eröffnet hatte.
        [already-opened] Wer das zweite Stockwerk baute, hatte schon eröffnet, also die nächste Person im Uhrzeigersinn.
       *[other] Runde 1 eröffnet die jüngste Person.
    }
   *[other] Die letzte Runde eröffnet, wer davor das zweite Stockwerk gebaut hat. Sonst die nächste Person im Uhrzeigersinn, die noch nicht eröffnet hat.
}
    .if = wer fängt die letzte runde an | wer eröffnet die letzte runde | wer beginnt die letzte runde | wer eröffnet die schlussrunde | wer ist in der letzten runde zuerst dran | wer macht die letzte runde auf | wer startet die letzte runde


rules-babel-collapse--game-over = { $last_round ->
    [yes] Ja — das ist die letzte Runde, also endet mit dem Einsturz auch das Spiel: Die meisten Punkte gewinnen.
   *[other] Nein — ein Einsturz beendet nur die Runde; das Spiel geht weiter, bis jede Person eine Runde eröffnet hat.
}
    .if = wenn er einstürzt ist das spiel aus | beendet ein einsturz das spiel | ist das ganze spiel vorbei wenn er fällt | wenn PLAYER ihn umwirft ist das spiel aus | spiel vorbei wenn er einstürzt | ist das spiel zu ende wenn er umfällt | hört das spiel auf wenn der turm einstürzt | wenn es beim ersten stockwerk einstürzt ist das spiel dann aus | ist das spiel jetzt vorbei | eingestürzt ist das spiel jetzt vorbei | beim ersten stockwerk eingestürzt ist das spiel vorbei | ist jetzt das ganze spiel vorbei | ist das spiel aus wenn er einstürzt

rules-babel-collapse--bumped = Ja — alles, was in deinem Zug umfällt, ist ein Einsturz in deinem Zug, egal wer an den Tisch gestoßen ist.
    .if = jemand hat an den tisch gestoßen und er ist umgefallen zählt das | in meinem zug hat wer am tisch gewackelt und der turm ist eingestürzt | jemand hat gegen den tisch gestoßen zählt das gegen mich | ein anderer hat in meinem zug angestoßen | er ist umgefallen weil jemand am tisch gewackelt hat | ist es mein einsturz wenn ein anderer angestoßen hat | zählt das gegen mich wenn jemand anders ihn umstößt | wer ist schuld wenn jemand an den tisch stößt | die katze hat den turm in meinem zug umgeworfen zählt das | zählt das als mein einsturz wenn die katze ihn umwirft | die katze ist auf den tisch gesprungen als ich dran war zählt das | der hund hat ihn umgeworfen ist das mein einsturz | pech für PLAYER wenn die katze den turm umwirft | der wind hat ihn in meinem zug umgeweht zählt das gegen mich | ist das meine schuld wenn die katze ihn umwirft | zählt das als mein einsturz

rules-babel-turn--why-now = { $named_turn ->
    [no] Nein — jetzt ist { $turn_player } dran, mit Stockwerk { $next_floor }: Es geht im Uhrzeigersinn, ein Stockwerk pro Zug.
   *[other] { $turn_why ->
        [opener] { $turn_player } ist dran und eröffnet Runde { $round }. { $this_why ->
            [floor2] { $turn_player } hat in Runde { $prev_round } das zweite Stockwerk gebaut.
            [nobody-floor2] In Runde { $prev_round } hat niemand das zweite Stockwerk gebaut, also die nächste Person im Uhrzeigersinn, die noch nicht eröffnet hatte.
            [already-opened] Wer das zweite Stockwerk baute, hatte schon eröffnet, also die nächste Person im Uhrzeigersinn.
            [youngest] Runde 1 eröffnet die jüngste Person.
           *[other] Niemand hat gesagt, wer am jüngsten ist, also eröffnet die zuerst genannte Person Runde 1.
        }
       *[clockwise] { $turn_player } ist dran, mit Stockwerk { $next_floor }: Es geht im Uhrzeigersinn ab der Person, die die Runde eröffnet hat.
    }
}
    .if = ist PLAYER NOW dran warum | warum ist PLAYER NOW dran | also ist PLAYER NOW dran wieso | wieso ist PLAYER NOW an der reihe | warum baut PLAYER NOW | PLAYER sagt sie ist dran stimmt das | PLAYER sagt er ist dran weil er der jüngste ist | PLAYER meint sie ist an der reihe stimmt das | PLAYER behauptet er ist dran

rules-babel-floor13--then = { $high ->
    [yes] Nein — ein Stockwerk { $n } gibt es nicht: Eine Runde hat höchstens 13 Stockwerke.
   *[no] 18 Punkte für Stockwerk 13, und die Runde ist vorbei: Es sind keine Karten mehr übrig.{ $next_opener_case ->
        [next] {" "}{ $next_opener } eröffnet die nächste Runde, weil { $next_opener } das zweite Stockwerk gebaut hat.
       *[other] { $just_why ->
            [floor2] {" "}{ $just_opened } eröffnet Runde { $round }, weil { $just_opened } das zweite Stockwerk gebaut hat.
            [nobody-floor2] {" "}{ $just_opened } eröffnet Runde { $round } als Nächste im Uhrzeigersinn, die noch nicht eröffnet hat.
            [already-opened] {" "}{ $just_opened } eröffnet Runde { $round } als Nächste im Uhrzeigersinn, die noch nicht eröffnet hat.
           *[other] {""}
        }
    }
}
    .if = was passiert wenn jemand das NUM stockwerk schafft | was passiert nach dem NUM stockwerk | das NUM stockwerk steht was jetzt | PLAYER hat das NUM stockwerk geschafft was jetzt | PLAYER hat gerade das NUM gebaut was passiert | das oberste stockwerk ist fertig was nun | wir haben das NUM stockwerk gebaut wie geht es weiter | jemand hat das NUM geschafft was dann | was passiert nach dem obersten stockwerk

## Fakten für Tischwissen, das die Regeln den Spielenden überlassen (Zeit, Kartenzahl, Tipps),
## ein Stockwerk, das nach einem Wackler steht, eine ganze Runde pro Person, Behauptungen über Punkte.

rules-babel-turn--time = Nein — es gibt kein Zeitlimit: Lass dir Zeit und bau langsam und ruhig.
    .if = gibt es ein zeitlimit | gibt es ein zeitlimit pro zug | wie lange darf ich für meinen zug brauchen | darf ich zeitlimit so lange ich will | muss ich mich beeilen | spielen wir mit einer uhr | gibt es eine sanduhr | muss ich schnell sein | wie lange darf ein zug dauern | hat ein zug ein zeitlimit | er braucht ewig ist das erlaubt | sie braucht ewig darf sie das | gibts ne zeitgrenze | darf ich zeitlimit

rules-babel-cards--total = { $floor ->
    [0] 26 Wändekarten und 13 Deckenkarten: zwei Wände und eine Decke für jedes der 13 Stockwerke.
   *[other] { $walls_for } Wändekarten und { $floor } Deckenkarten für { $floor } Stockwerke: je zwei Wände und eine Decke.
}
    .if = wie viele wändekarten braucht ein ganzer turm | wie viele wandkarten verbraucht ein kompletter turm | wie viele karten braucht ein fertiger turm | wie viele deckenkarten stecken in einem fertigen turm | wie viele deckenkarten braucht ein ganzer turm | wie viele karten werden insgesamt verbraucht | wie viele wandkarten für NUM stockwerke | wie viele karten für alle NUM stockwerke | wie viele wändekarten verbraucht ein turm mit NUM etagen | karten für den ganzen turm | wie viele karten stecken in einem kompletten turm | wie viele wandkarten brauchen wir für die ganze runde | wie viele deckenkarten verbraucht eine runde | gesamtzahl der wandkarten | wieviele deckenkarten sind in nem fertigen turm

rules-babel-tips--fold = Ja, das hilft: Knick scharf und gerade an der Linie, sonst steht die Wand schief.
    .if = muss der knick scharf sein | wie scharf muss ich knicken | wie knicke ich die wandkarten gut | soll ich scharf knicken | muss der knick gerade sein | ist es egal wie ich knicke | wie knickt man eine wandkarte am besten | muss die knickkante sauber sein | die wand steht schief wegen dem knick | wie fest muss ich knicken | ist ein schlampiger knick schlimm | muss der knick bei den wandkarten richtig scharf sein

rules-babel-collapse--stands-counts = { $now_floor ->
    [0] Ja — nur wenn etwas umfällt, ist es ein Einsturz; ein stehendes Stockwerk bringt seine Nummer.
   *[other] Ja — nichts ist umgefallen, also steht Stockwerk { $now_floor }: { $now_builder } bekommt { $now_points } { $now_points ->
        [one] Punkt
       *[other] Punkte
    }.
}
    .if = es hat gewackelt aber steht zählt das stockwerk | nichts ist gefallen kriegt er die punkte | nichts ist umgefallen bekommt sie die punkte | er hat an den tisch gestoßen aber nichts ist gefallen kriegt er die punkte | der turm hat gewackelt steht aber zählt sein stockwerk | karten sind mitgerutscht aber der turm steht zählt sein stockwerk | den stapel verschoben aber nichts ist gefallen wie viel kriegt er | nichts ist gefallen wie viel bekommt sie | es hat gewackelt kriegt er trotzdem punkte | zählt das stockwerk wenn es nur wackelt | die wand wackelt nur aber nichts fällt zählt das stockwerk | es steht noch kriegt er punkte | nichts ist gefallen zählt das stockwerk | es hat gewackelt aber nichts ist umgefallen bekommt sie punkte | der turm steht noch wie viele punkte kriegt er | hat gewackelt steht aber noch gibts punkte | nichts ist runtergefallen kriegt er seine punkte | wenn ne wand nur wackelt zählt das stockwerk | die wand ist verrutscht aber steht noch zählt das | verrutscht aber es steht noch zählt mein stockwerk | hat gewackelt steht aber noch passt das | verrutscht zählt mein stockwerk | ein bisschen verrutscht zählt mein stockwerk noch | die decke ist verrutscht zählt das stockwerk | der stapel hat gewackelt aber nix ist umgefallen zählt mein stockwerk | der deckenstapel hat beim ziehen gewackelt zählt mein stockwerk | meine wand ist verrutscht aber nichts ist umgefallen zählt mein stockwerk | es hat gewackelt aber nix ist gefallen zählt es | zählt mein stockwerk wenn nichts umgefallen ist | der stapel hat sich verschoben aber alles steht zählt das stockwerk | beim ziehen hat alles gewackelt aber es steht noch krieg ich die punkte

rules-babel-floor13--to-go = { $now_floor ->
    [0] Bis zu 13 Stockwerke pro Runde: Stockwerk 13 ist das oberste und bringt 18.
   *[other] Noch { $togo } Stockwerke: Als Nächstes kommt Stockwerk { $now_floor }, Stockwerk 13 ist das oberste.
}
    .if = wie viele stockwerke fehlen noch bis ganz oben | wie viele stockwerke noch bis oben | wie viele etagen fehlen noch bis 13 | wie weit ist es noch bis oben | wie viele stockwerke noch bis zum bonus | wie viele stockwerke sind noch zu bauen | wie viele stockwerke können wir noch bauen | wie viele fehlen noch bis zur spitze | wie viele stockwerke bis zum 13 | wie weit sind wir von oben weg | wie viele stockwerke fehlen noch

rules-babel-scoring--which = { $points_floor ->
    [0] Kein Stockwerk bringt genau { $n }: Stockwerk 1 bis 12 bringen ihre Nummer, Stockwerk 13 bringt 18.
   *[other] Stockwerk { $points_floor }: { $points_floor ->
        [13] 13 plus 5 Sonderpunkte.
       *[other] Ein Stockwerk bringt seine Nummer.
    }
}
    .if = welchesstockwerk bringt NUM punkte | welchesstockwerk ist NUM wert | welchesstockwerk bringt NUM | welchesstockwerk bringt genau NUM | für welchesstockwerk bekomme ich NUM punkte | welchesstockwerk gibt NUM punkte | bei welchesstockwerk gibt es NUM punkte | welchesstockwerk ist NUM punkte wert

rules-babel-scoring--next-claim = { $points_claim ->
    [yes] Ja — als Nächstes kommt Stockwerk { $now_floor }: { $now_points } Punkte.
    [no] Nein — als Nächstes kommt Stockwerk { $now_floor }: { $now_points } Punkte.
   *[other] Ein Stockwerk bringt seine Nummer; Stockwerk 13 bringt 18.
}
    .if = PLAYER sagt das nächste stockwerk bringt NUM punkte | das nächste stockwerk bringt NUM punkte oder | ist das nächste stockwerk NUM wert | das nächste stockwerk gibt NUM punkte stimmt das | bringt das nächste stockwerk NUM | PLAYER meint das nächste stockwerk bringt NUM punkte stimmt das | PLAYER meint das nächste ist NUM wert hat er recht | nächstes stockwerk NUM punkte stimmt das | die nächste etage bringt NUM oder | das nächste stockwerk bringt NUM punkte claimcheck | das nächste stockwerk gibt NUM punkte claimcheck | PLAYER meint das nächste stockwerk bringt NUM punkte claimcheck | nächstes stockwerk NUM punkte claimcheck | die nächste etage bringt NUM claimcheck

rules-babel-turn--opener-floors = Zu { $count } ohne Einsturz baut die Person, die eröffnet, { $opener_floors } Stockwerke ({ $opener_list }): { $opener_points } Punkte.
    .if = wie viele stockwerke baut die person die anfängt | wenn alle NUM stockwerke stehen wie viele baut die person die anfängt | wie viele punkte holt die person die eröffnet in einer ganzen runde | zu COUNT ohne einsturz wie viele punkte holt der der die erste etage baut | mit COUNT spielern wie viele stockwerke baut die person die anfängt | wie viele punkte holt der der das erste stockwerk baut in der runde | die eröffnende person baut alle ungeraden stockwerke wie viele punkte | wenn nichts einstürzt wie viele punkte für die person die anfängt | wenn wir alle NUM stockwerke schaffen wie viele davon baut die person die anfängt | wie viele stockwerke baut wer anfängt | wenn der turm nie umfällt wie viele punkte sammelt wer eröffnet | wir sind zu COUNT wie viele stockwerke baut wer anfängt | wie viele punkte kann der eröffner höchstens holen | wie viele punkte macht der der die runde eröffnet | der turm fällt nie wie viele punkte macht der eröffner | wie viele punkte holt der eröffner maximal | wie viele punkte kann die person die eröffnet höchstens holen | zu COUNT wie viele punkte holt der eröffner höchstens | wenn der turm nie fällt wie viele punkte macht der der die runde eröffnet

rules-babel-game-end--title = Baumeister: Wer nach der letzten Runde die meisten Punkte hat, gewinnt und darf sich so feiern lassen.
    .if = wie nennt man den der gewinnt | wie heißt der sieger | welchen titel bekommt der sieger | was bekommt der sieger | was ist der titel für den gewinner | gibt es einen preis für den sieger | was wird der gewinner | wie nennt man die gewinnerin | wie nennt man eigentlich den der gewinnt | wie heißt der gewinner | wie heißt die gewinnerin | wie wird der sieger genannt

rules-babel-game-end--against = Gegeneinander: Ihr baut zwar einen Turm gemeinsam, aber die meisten Punkte gewinnen.
    .if = ist das ein teamspiel | spielen wir zusammen oder gegeneinander | ist es kooperativ | sind wir ein team | gewinnen wir zusammen | spielt jeder für sich | spielen wir gegeneinander | ist das ein wettkampf | teamspiel oder gegeneinander | sind wir auf derselben seite | ist es ein kooperatives spiel | spielen wir hier miteinander oder gegeneinander

rules-babel-cards--from-stack = Vom Stapel der Wändekarten: Daraus nimmst du in jedem Zug zwei.
    .if = nehme ich die wandkarten vom stapel | wo bekomme ich die wandkarten her | woher kommen die wandkarten | vom stapel oder aus der schachtel | wo nehme ich die karten her | nehme ich die zwei wändekarten vom stapel oder aus der schachtel | wo hole ich meine zwei wandkarten

rules-babel-turn--first-step = Zuerst nimmst du zwei Wändekarten und knickst sie an ihrer Linie.
    .if = was mache ich zuerst wenn ich dran bin | was ist das erste in meinem zug | was kommt zuerst in einem zug | erster schritt eines zugs | womit fange ich in meinem zug an | was mache ich als allererstes | was macht man als allererstes wenn man dran ist | was tut man zuerst wenn man dran ist | womit fängt ein zug an

rules-babel-collapse--get-anything = Nein — ein Zug, in dem es umfällt, bringt nichts; die Punkte von vorher bleiben.
    .if = kriegt man was wenn es umfällt | bekomme ich was wenn er einstürzt | gibt es punkte wenn es umfällt | kriegt man trotzdem was wenn es einstürzt | gibts was für ein eingestürztes stockwerk | bekommt man noch was wenn alles umfällt | bringt ein einsturz irgendwas | kriegt man was fürs versuchen wenn es umfällt | gibts punkte wenn er umkippt | kriegt man irgendwas wenn es fast geschafft war und dann alles einstürzt | fast geschafft und dann eingestürzt kriegt man was | bekommt man was fürs fast schaffen | kriegt man was wenn es einstürzt

## Fakten für Arten, die frische Fragen verfehlen: etwas fällt (Wind, Katze, eine Wand, nur die
## Decke), Antworten, deren Ja/Nein an der Frage hängt (Einsturz? Punkte?), die oberste Karte,
## Karten für später, eine Runde nach Stockwerk 13, jede Runde eine andere eröffnende Person.
rules-babel-collapse--story = Keine Punkte für diesen Zug: Das ist ein Einsturz, und die Runde endet sofort.
    .if = nur die oberste etage rutscht runter | die oberste decke fällt runter aber der rest steht | das oberste stockwerk ist abgerutscht | das dach ist runtergefallen | die decke ist runtergerutscht | nur eine wand ist umgefallen | nur ein teil ist eingestürzt | nur eine karte ist runtergefallen | nur eine wand ist umgekippt | der wind hat die decke runtergeweht | der wind hat die oberste decke runtergeweht was jetzt | der wind hat den turm umgeweht | ein luftzug hat die decke runtergeblasen | der ventilator hat ihn umgepustet | jemand hat geniest und er ist umgefallen | die katze hat den turm umgeworfen was jetzt | der hund ist an den tisch gestoßen und alles ist umgefallen | nur eine wand ist umgefallen was jetzt | die decke ist runtergerutscht was nun | ein teil ist eingestürzt was jetzt | eine karte ist runtergefallen was nun | alles ist runtergekommen was jetzt | das oberste stockwerk ist runter was passiert | der halbe turm ist runtergekommen was nun | beim auflegen ist eine wand weggeknickt was jetzt | meine decke ist abgerutscht und runtergefallen was nun

rules-babel-scoring--reset = Nein — die Punkte zählen über alle Runden zusammen; niemand fängt in einer neuen Runde bei null an.
    .if = fängt jeder wieder bei null an | fangen wir jede runde bei null an | werden die punkte nach jeder runde zurückgesetzt | fängt man in der neuen runde bei null an | beginnen wir jede runde neu | neue runde neue punkte | werden die punktestände zurückgesetzt | stehen alle nach einer runde wieder auf null | wird der punktestand jede runde gelöscht | geht es jede runde wieder bei null los | fangen alle wieder von vorn an

rules-babel-ceiling--top = Nein — du darfst jede Deckenkarte ziehen, nicht nur die oberste.
    .if = muss ich die oberste karte nehmen | muss ich die oberste nehmen | immer die oberste | nur die oberste deckenkarte | muss es die oberste sein | muss ich die oberste deckenkarte vom stapel nehmen | darf ich nur die oberste nehmen | muss man immer die oberste karte ziehen

rules-babel-floor13--max-yes = { $n ->
    [13] Ja — höchstens 13 Stockwerke: Nach Stockwerk 13 sind keine Karten mehr übrig, die Runde endet.
   *[other] Nein — höchstens 13 Stockwerke: Nach Stockwerk 13 sind keine Karten mehr übrig, die Runde endet.
}
    .if = ist NUM das maximum | sind NUM stockwerke das maximum | ist bei NUM schluss | ist stockwerk NUM das oberste | ist NUM das höchste stockwerk | sind NUM stockwerke die grenze | ist nach NUM stockwerken schluss | ist NUM das letzte stockwerk | also maximal NUM stockwerke | höchstens NUM stockwerke oder

rules-babel-round-end--go-on = { $top ->
    [yes] Nein — nach Stockwerk 13 sind keine Karten mehr übrig, also endet die Runde.
   *[no] Ja — eine Runde geht weiter, bis Stockwerk 13 steht oder etwas umfällt.
}
    .if = geht die runde nach stockwerk NUM weiter | geht die runde nach dem NUM noch weiter | stockwerk NUM geschafft geht die runde weiter | spielen wir nach dem NUM weiter | bauen wir nach NUM weiter | geht es nach stockwerk NUM noch weiter | ist nach NUM noch nicht schluss | geht die runde nach dem obersten stockwerk weiter

rules-babel-rounds--different = Ja — jede Runde eröffnet eine andere Person, so eröffnet jede einmal.
    .if = muss jede runde jemand anderes anfangen | fängt jede runde jemand anderes an | darf jeder mal eine runde eröffnen | eröffnet jede runde ein anderer | kommt jeder mal zum eröffnen dran | beginnt jede runde eine andere person | darf jeder einmal eine runde anfangen | startet jede runde jemand anderes | eröffnet jeder mal eine runde

rules-babel-scoring--carry-or = Sie bleiben: Die Punkte zählen über alle Runden zusammen, niemand fängt wieder bei null an.
    .if = werden die punkte mitgenommen oder fängt jeder bei null an | bleiben die punkte oder geht es bei null los | zusammengezählt oder jede runde neu | mitnehmen oder wieder bei null anfangen | behalten wir die punkte oder fangen wir bei null an

## Ein Gleichstand als Ja-Nein-Frage („gibt es ein Stechen?“): nein, ein geteilter Sieg.
rules-babel-game-end--no-decider = Nein — es gibt kein Stechen: Haben mehrere gleich viele Punkte, teilen sie sich den Sieg (Entscheidung des Schiedsrichters).
    .if = gibt es ein stechen | gibt es bei gleichstand ein stechen | wird der gleichstand entschieden | gibt es eine entscheidungsrunde | spielen die punktgleichen nochmal | gibt es eine verlängerung bei gleichstand | wenn zwei gleich viele punkte haben gibt es ein stechen | wird bei unentschieden weitergespielt | braucht es bei gleichstand eine entscheidung | gibt es ein entscheidungsspiel | spielen wir bei gleichstand eine entscheidungsrunde | gibt es eine entscheidungsrunde | stechen bei gleichstand | eine extra runde bei gleichstand | gleich viele punkte spielen wir dann weiter

## Runde 15: eine Behauptung über Punkte als Frage, geprüft an der Wertung ($check: yes oder
## no; $check_floor und $check_points: was das genannte Stockwerk — oder die Summe,
## $check_sum — wirklich bringt), der Bonus nur für den, der baut.

rules-babel-scoring--check = { $check ->
    [yes] { $check_sum ->
        [yes] Ja — zusammen { $check_points } Punkte: Jedes Stockwerk bringt seine Nummer.
       *[no] Ja — Stockwerk { $check_floor } bringt { $check_points }{ $check_floor ->
            [13] : 13 plus 5 Bonus.
           *[other] : Ein Stockwerk bringt seine Nummer.
        }
    }
    [no] { $check_sum ->
        [yes] Nein — zusammen sind es { $check_points } Punkte: Jedes Stockwerk bringt seine Nummer, Stockwerk 13 bringt 18.
       *[no] Nein — Stockwerk { $check_floor } bringt { $check_points }{ $check_floor ->
            [13] : 13 plus 5 Bonus.
           *[other] : Ein Stockwerk bringt seine Nummer.
        }
    }
   *[other] Ein stehendes Stockwerk bringt seine Nummer; Stockwerk 13 bringt 18.
}
    .if = das NUM stockwerk bringt NUM punkte claimcheck | stockwerk NUM gibt NUM punkte claimcheck | bringt stockwerk NUM NUM punkte | stockwerk NUM zählt NUM claimcheck | stockwerk NUM und NUM macht zusammen NUM punkte | macht zusammen NUM punkte | gibt das NUM stockwerk nur NUM punkte | ist stockwerk NUM NUM punkte wert | das NUM bringt NUM claimcheck | für das NUM gibt es NUM punkte claimcheck | ich habe das NUM und das NUM gebaut macht NUM punkte | NUM und NUM sind zusammen NUM punkte claimcheck | NUM plus NUM macht NUM | bekomme ich für stockwerk NUM NUM punkte | das NUM stockwerk zählt nur NUM wie die anderen | stockwerk NUM ist NUM punkte claimcheck | also bringt das NUM NUM claimcheck | NUM und NUM sind NUM claimcheck | für NUM echt NUM | für das NUM wirklich NUM

rules-babel-floor13--check = { $check ->
    [yes] Ja — Stockwerk { $check_floor } bringt { $check_points }{ $check_floor ->
        [13] : 13 plus 5 Bonus.
       *[other] : Ein Stockwerk bringt seine Nummer.
    }
    [no] Nein — Stockwerk { $check_floor } bringt { $check_points }{ $check_floor ->
        [13] : 13 plus 5 Bonus.
       *[other] : Ein Stockwerk bringt seine Nummer; nur Stockwerk 13 hat einen Bonus.
    }
   *[other] Stockwerk 13 bringt 18: 13 plus 5 Bonus.
}
    .if = das NUM stockwerk bringt insgesamt NUM punkte claimcheck | das NUM stockwerk bringt NUM punkte claimcheck | gibt das NUM stockwerk NUM punkte | das oberste stockwerk bringt NUM claimcheck | ist das NUM stockwerk NUM punkte wert | das NUM zählt nur NUM wie alle anderen | für das NUM gibt es NUM claimcheck | bringt das NUM NUM punkte | für NUM echt NUM | für das NUM wirklich NUM

rules-babel-floor13--builder = Nur wer es baut: Wer Stockwerk 13 baut, bekommt die 18 Punkte, 13 plus 5 Bonus. Die anderen bekommen davon nichts.
    .if = bekommen alle den bonus | kriegen alle die sonderpunkte | wer bekommt den bonus | wer kriegt die NUM bonuspunkte | bekommt nur wer es baut den bonus | bekommen alle den bonus oder nur wer es baut | kriegt der ganze tisch den bonus | wird der bonus geteilt | bekommen alle spieler die sonderpunkte | gilt der bonus für alle | nur für den der es baut | bekommen alle am tisch den bonus oder nur wer stockwerk NUM baut | geht der bonus an alle oder nur an den der es baut | kriegt jeder am tisch die sonderpunkte oder nur wer das NUM baut

rules-babel-floor13--double = Nein — Stockwerk 13 zählt nicht doppelt: 13 plus 5 Bonus, zusammen 18.
    .if = zählt stockwerk NUM doppelt | zählt das NUM stockwerk doppelt | zählt das oberste stockwerk doppelt | gibt das NUM doppelte punkte | ist das letzte stockwerk doppelt wert | doppelte punkte für stockwerk NUM | zählt das NUM zweimal

rules-babel-scoring--named-claim = { $named_claim ->
    [yes] Ja — { $named } hat bisher { $named_points ->
        [one] 1 Punkt
       *[other] { $named_points } Punkte
    }.
    [no] Nein — { $named } hat bisher { $named_points ->
        [one] 1 Punkt
       *[other] { $named_points } Punkte
    }.
   *[other] { $named } hat bisher { $named_points ->
        [one] 1 Punkt
       *[other] { $named_points } Punkte
    }.
}
    .if = PLAYER meint NUM | PLAYER behauptet NUM punkte | PLAYER sagt er steht bei NUM claimcheck | PLAYER sagt sie steht bei NUM stimmt das | PLAYER meint sie steht bei NUM | PLAYER glaubt er steht bei NUM

rules-babel-collapse--goes-on = Nein — alles, was umfällt, ist ein Einsturz: Die Runde endet sofort, und der Zug bringt nichts.
    .if = geht die runde weiter | geht die runde trotzdem weiter | geht die runde dann weiter | nur die oberste etage ist runter geht die runde weiter | ein teil ist eingestürzt geht die runde weiter | die unteren etagen stehen noch geht es weiter | spielt die nächste person weiter oder ist die runde fertig | ist die runde vorbei oder baut der nächste weiter | turm kaputt spielt der nächste weiter | der turm ist nur halb eingestürzt geht die runde trotzdem weiter | halb eingestürzt die unteren stockwerke stehen noch geht die runde weiter | nur ein teil ist eingestürzt geht es dann weiter

## Runde 16: Ja/Nein-Fakten.
rules-babel-turn--clockwise-yes = Ja — es geht im Uhrzeigersinn: Nach dir baut die Person links von dir.
    .if = geht es reihum im uhrzeigersinn | spielen wir im uhrzeigersinn | läuft es im uhrzeigersinn | wird reihum im uhrzeigersinn gebaut | geht das reihum | sind wir reihum dran | geht das im uhrzeigersinn herum

rules-babel-ceiling--top = Nein — nicht unbedingt die oberste: Zieh irgendeine Deckenkarte aus dem Stapel, welche du willst.
    .if = muss ich die oberste deckenkarte nehmen | muss ich die karte oben vom stapel ziehen | muss es die oberste sein | muss ich von oben ziehen | muss ich die obere deckenkarte nehmen | muss ich die deckenkarte von oben nehmen

rules-babel-collapse--round-over = { rules-babel-round-end--at-once }
    .if = ist die runde vorbei wenn etwas einstürzt | endet die runde bei einem einsturz | ist die runde dann vorbei | ist damit die runde aus | ist nach einem einsturz die runde zu ende | beendet ein einsturz die runde | ist die runde dann zu ende | endet die runde wenn ein teil fällt | ein teil vom turm fällt endet die runde | der turm fällt endet dann die runde

rules-babel-floor13--only = Nein — einen Bonus gibt es nur für Stockwerk 13: Jedes andere bringt nur seine Nummer.
    .if = gibt es für andere stockwerke auch einen bonus | gibt es außer für stockwerk NUM noch einen bonus | bekommt ein anderes stockwerk einen bonus | gibt es sonst noch bonuspunkte | bringen die unteren stockwerke auch bonuspunkte | gibt es noch für ein anderes stockwerk extrapunkte | bekommen andere stockwerke einen bonus | bonus für andere stockwerke | gibt es sonst noch einen bonus | bringen niedrigere stockwerke extrapunkte | gibt es für die anderen stockwerke auch einen bonus | gibt es für was anderes auch sonderpunkte | gibt es noch andere sonderpunkte | sonderpunkte außer fürs oberste stockwerk | gibts für andere stockwerke bonuspunkte | gibt es außer für NUM noch irgendwo bonuspunkte | außer bei stockwerk NUM noch irgendwo extrapunkte
