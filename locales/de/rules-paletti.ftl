## Regelwissen: Villa Paletti (Spiel-Id "paletti").
## Jeder Eintrag ist eine Nachricht rules-paletti-THEMA: der Wert beantwortet die Frage, .title
## benennt das Thema, .ask listet, wie Spieler danach fragen (getrennt durch " | "). $live ist
## "yes", wenn am Tisch gerade Villa Paletti läuft; dann nennt die Antwort Namen und Zahlen
## dieses Tisches. Ebenen und Farben ($level, $next): blue, green, yellow, orange, red.

rules-paletti-summary = Villa Paletti ist für 2 bis 4 Personen; jede spielt eine Säulenfarbe (zu zweit zwei Farben). Wer dran ist, zieht eine eigene Säule aus einer unteren Ebene und stellt sie auf die oberste Ebene. Wer sich keinen Zug mehr zutraut, kündigt eine neue Ebene an. Ab der grünen Ebene hält das Baumeistersiegel, wer oben die meisten Punkte hat — und wer es hält, wenn die Villa einstürzt, gewinnt.
    .title = Zusammenfassung

rules-paletti-setup = { $live ->
        [yes] { $count ->
            [2] Zu zweit spielt jede Person zwei Farben: { $blue } hat Blau und Gelb, { $green } Grün und Orange.
            [3] { $blue } spielt Blau, { $green } Grün, { $yellow } Gelb. Die orangefarbenen Säulen sind neutral: Niemand zieht sie, und sie zählen für niemanden.
           *[4] { $blue } spielt Blau, { $green } Grün, { $yellow } Gelb und { $orange } Orange.
        } Zu Beginn standen alle Säulen auf der Grundplatte unter der blauen Ebene.
       *[no] Legt die Grundplatte in die Mitte. Jede Person nimmt alle Säulen einer Farbe, zu zweit je zwei Farben. Zu dritt stehen die Säulen der vierten Farbe neutral auf der Grundplatte: Niemand zieht sie, und sie zählen für niemanden. Alle Säulen kommen auf die Grundplatte, darauf die blaue Ebene. Haken und Baumeistersiegel liegen bereit.
    }
    .title = Aufbau und Farben
    .ask = wie bauen wir auf | welche Farbe spiele ich | welche Farben haben wir | wie viele Farben zu zweit | was ist mit der vierten Farbe zu dritt | neutrale Säulen | wie fangen wir an die Villa zu bauen | wer hat welche Farbe | darf man die neutralen säulen versetzen | welche farbe ist neutral | wie viele farben gibt es

rules-paletti-players = { $live ->
        [yes] Villa Paletti ist für 2 bis 4 Personen; an diesem Tisch spielen { $count }: { $players }.
       *[no] Villa Paletti ist für 2 bis 4 Personen. Zu zweit spielt jede Person zwei Farben, zu dritt ist die vierte Farbe neutral.
    }
    .title = Anzahl der Mitspieler
    .ask = kann man alleine spielen | kann ich allein spielen | wie viele Spieler | wie viele Personen können mitspielen | können fünf mitspielen | wie viele dürfen höchstens mitspielen | kann man zu zweit spielen | ab wie vielen Personen

rules-paletti-pillars = 5 Säulen pro Farbe: 3 kleine zu je 1 Punkt, 1 eckige zu 2, 1 dicke zu 3 Punkten.
    .title = Säulen und ihr Wert
    .ask = was sind die Säulen wert | wie viele Punkte zählt die dicke Säule | was ist eine kleine Säule wert | wie viele Säulen hat jede Farbe | die eckige Säule | welche Säule bringt am meisten | welche Arten von Säulen gibt es

rules-paletti-turn = Du ziehst eine eigene Säule aus einer Ebene unter der obersten und stellst sie oben auf. Pro Zug nur eine Säule. Dann ist die nächste Person im Uhrzeigersinn dran. { $live ->
        [yes] An diesem Tisch hat { $first } begonnen: Wer zuerst genannt wird, fängt an (Entscheidung des Schiedsrichters).
       *[no] Wer zuerst genannt wird, fängt an (Entscheidung des Schiedsrichters).
    }
    .title = Ein Zug
    .ask = was mache ich in meinem Zug | wie läuft ein Zug ab | welche Säule darf ich bewegen | wohin stelle ich meine Säule | darf ich zwei Säulen versetzen | darf ich aus jeder Ebene ziehen | darf ich die Säule eines anderen nehmen | wessen Säulen darf ich ziehen | darf ich eine Säule aus der Grundplatte ziehen | wer fängt an | wer beginnt

rules-paletti-give-up = { $live ->
        [yes] Schieb sie zurück: Sie ist für den Rest des Spiels gesperrt, und dein Zug ist vorbei. Eine andere darfst du nicht versuchen. An diesem Tisch { $locked ->
            [0] ist bisher keine Säule
            [one] ist bisher eine Säule
           *[other] sind bisher { $locked } Säulen
        } gesperrt.
       *[no] Schieb sie zurück: Sie ist für den Rest des Spiels gesperrt, und dein Zug ist vorbei. Eine andere Säule darfst du stattdessen nicht versuchen.
    }
    .title = Einen Versuch abbrechen
    .ask = was wenn meine Säule klemmt | darf ich die Säule zurückschieben | darf ich abbrechen | darf ich eine andere Säule versuchen | was passiert mit einer zurückgeschobenen Säule | was ist eine gesperrte Säule | darf ich es mir anders überlegen | was wenn die Säule nicht rausgeht

rules-paletti-hold = Erlaubt beim Herausziehen: eine Ebene halten oder anheben, und den Haken in deinem Zug jederzeit. Auf der obersten Ebene stellst du die Säule freihändig auf: Dabei hältst du nichts fest.
    .title = Festhalten und der Haken
    .ask = darf ich die Ebene festhalten | darf ich die Ebene anheben | darf ich die Villa anfassen | darf ich den Haken benutzen | wann darf ich den Haken nehmen | muss ich freihändig aufstellen | darf ich die Ebene mit der Hand stützen

rules-paletti-building = Keine Säule darf über den Rand ragen oder direkt auf einer anderen stehen. Eine neue Ebene muss auf mindestens 3 Säulen liegen (Entscheidung des Schiedsrichters, nach dem veröffentlichten Spiel).
    .title = Bauregeln
    .ask = wohin darf ich die Säule stellen | darf eine Säule über den Rand ragen | darf ich eine Säule auf eine andere stellen | dürfen Säulen übereinander stehen | auf wie vielen Säulen muss eine Ebene liegen | Regeln fürs Aufstellen | darf ich meine Säule an den Rand stellen

rules-paletti-levels = { $live ->
        [yes] { $level ->
            [red] Oben liegt die rote Ebene, die letzte: Eine weitere gibt es nicht.
           *[other] Oben liegt jetzt die { $level ->
                [blue] blaue
                [green] grüne
                [yellow] gelbe
               *[orange] orangefarbene
            } Ebene; als Nächstes käme die { $next ->
                [green] grüne
                [yellow] gelbe
                [orange] orangefarbene
               *[red] rote
            }.
        } Die Ebenen folgen in der Reihenfolge Blau, Grün, Gelb, Orange, Rot.
       *[no] Die Ebenen von unten nach oben: Grundplatte, Blau, Grün, Gelb, Orange, Rot. Zu Beginn liegt die blaue Ebene auf den Säulen; Rot ist die letzte.
    }
    .title = Die Ebenen
    .ask = was ist Ebene 0 | was ist Ebene 3 | auf welcher Ebene sind wir | welche Ebene kommt als Nächstes | wie viele Ebenen gibt es | in welcher Reihenfolge kommen die Ebenen | welche Farbe hat die nächste Ebene | was ist die letzte Ebene | wie hoch wird die Villa | welche Ebene kommt nach Grün | welche Ebene liegt oben | ist rot die letzte ebene | ist rot die oberste | ist rot ganz oben | welche ebene ist die letzte | was ist die erste ebene | welche farbe hat die erste ebene | wie viele ebenen kann die villa kriegen

rules-paletti-new-level = { $live ->
        [yes] { $level ->
            [red] Rot ist schon die oberste Ebene: Ansagen gibt jetzt nur den Zug weiter, es kommt keine weitere (Entscheidung des Schiedsrichters).
           *[other] Kündigst du jetzt an und alle stimmen zu, kommt die { $next ->
                [green] grüne
                [yellow] gelbe
                [orange] orangefarbene
               *[red] rote
            } Ebene drauf; es geht im Uhrzeigersinn weiter.
        } Kannst du keine Säule mehr ziehen oder traust du dich nicht mehr, sag es an, statt zu ziehen. Sind alle einverstanden, wird die nächste Ebene aufgelegt, und dein Zug ist vorbei.
       *[no] Traust du dir keinen Zug mehr zu, kündigst du eine neue Ebene an, statt zu ziehen. Sind alle anderen einverstanden, wird die nächste Ebene aufgelegt, und dein Zug ist vorbei. Liegt Rot schon oben, gibt es keine weitere Ebene: Die Ankündigung gibt nur den Zug weiter (Entscheidung des Schiedsrichters).
    }
    .title = Eine neue Ebene ankündigen
    .ask = wann kommt eine neue Ebene | wie kündige ich eine neue Ebene an | was wenn ich keine Säule mehr bewegen kann | ich traue mich nicht mehr was jetzt | wann kommt die nächste Ebene drauf | was passiert wenn alle einverstanden sind | darf ich passen | wie viele Säulen muss eine neue Ebene tragen | auf wie vielen Säulen muss eine neue Ebene liegen

rules-paletti-objection = Jede andere Person darf widersprechen und versucht dann, eine Säule der ankündigenden Person zu ziehen. Klappt das, kommt diese Säule aus dem Spiel, es gibt keine neue Ebene, und der Zug der ankündigenden Person ist vorbei. Klappt es nicht, nimmt die ankündigende Person eine Säule der widersprechenden aus dem Spiel, und die neue Ebene wird aufgelegt. Stürzt die Villa beim Versuch ein, ist das ein Einsturz wie jeder andere.
    .title = Einer Ankündigung widersprechen
    .ask = darf ich widersprechen | was wenn ich glaube dass sie noch eine Säule ziehen kann | was passiert wenn der Widerspruch scheitert | was wenn ich mit der Ankündigung nicht einverstanden bin | was wenn der Besserwisser es schafft | wer nimmt eine Säule raus | Regeln für den Einspruch

rules-paletti-seal = { $live ->
        [yes] { $case ->
            [early] Noch kann niemand das Siegel haben: Es zählt ab der grünen Ebene, und oben liegt noch Blau.
            [lead] { $holder } hat das Siegel: { $points } { $points ->
                [one] Punkt
               *[other] Punkte
            } auf der obersten Ebene, mehr als alle anderen.
            [tie] { $holder } hat das Siegel mit { $points } { $points ->
                [one] Punkt
               *[other] Punkten
            } auf der obersten Ebene. { $others } { $others_count ->
                [one] hat
               *[other] haben
            } gleich viele, und bei Gleichstand bleibt das Siegel, wo es ist (Entscheidung des Schiedsrichters).
            [zero] { $holder } hat das Siegel noch von der Ebene darunter. Auf der neuen obersten Ebene hat noch niemand Punkte, und es bleibt, bis jemand vorne liegt (Entscheidung des Schiedsrichters).
            [behind] { $holder } hat das Siegel, obwohl { $leaders } oben mehr Punkte haben. Sie liegen gleichauf, und ein Gleichstand unter anderen lässt das Siegel, wo es ist (Entscheidung des Schiedsrichters).
            [tied] Niemand hat das Siegel: { $leaders } liegen gleichauf vorn. Nur wer allein vorne liegt, bekommt es.
           *[none] Noch hat niemand das Siegel: Auf der obersten Ebene hat noch niemand Punkte.
        }
       *[no] Ab der grünen Ebene bekommt das Baumeistersiegel, wer auf der obersten Ebene die meisten Punkte hat. Es zählt nur die oberste Ebene. Gehört, wer das Siegel hat, noch zu denen mit den meisten Punkten, bleibt es dort. Liegen andere gleichauf vorn, bleibt es ebenfalls, wo es ist. Kommt eine neue Ebene dazu, beginnen dort alle bei 0 und das Siegel bleibt, bis jemand vorne liegt (Entscheidungen des Schiedsrichters).
    }
    .title = Das Baumeistersiegel
    .ask = wer hat das Siegel | wofür ist das Siegel | wie bekomme ich das Siegel | wer hat das Baumeistersiegel und warum | wann wechselt das Siegel | was passiert mit dem Siegel bei Gleichstand | zählt das Siegel schon auf der blauen Ebene | warum hat sie das Siegel

rules-paletti-points = { $live ->
        [yes] { $counting ->
            [yes] Punkte oben gerade: { $scores }. Kleine Säulen zählen 1, eckige 2, dicke 3; es zählt nur die oberste Ebene.
           *[no] Noch punktet niemand: Punkte zählen ab der grünen Ebene, und oben liegt noch Blau. Kleine Säulen zählen 1, eckige 2, dicke 3.
        }
       *[no] Es zählen nur Säulen auf der obersten Ebene: kleine 1, eckige 2, dicke 3. Punkte zählen ab der grünen Ebene; die blaue zählt für niemanden. Kommt eine neue Ebene dazu, beginnen dort alle bei 0.
    }
    .title = Punkte
    .ask = wie werden Punkte gezählt | wie viele Punkte habe ich oben | welche Ebene zählt | zählen die unteren Ebenen | zählt Blau | was sind meine Punkte | wie funktioniert die Wertung | zählen die Punkte von der Ebene darunter

rules-paletti-game-end = { $live ->
        [yes] { $case ->
            [over] Das Spiel ist vorbei: { $winners ->
                [none] niemand hat gewonnen
               *[other] { $winners } hat gewonnen
            }.
            [holder] Stürzte die Villa jetzt ein, gewänne { $holder } mit dem Siegel. Einigt ihr euch, dass keine Säule mehr geht, gewinnt ebenfalls { $holder }.
            [previous] { $holder } hat das Siegel: Im Zug einer anderen Person geht ein Einsturz an die Person mit dem Siegel. An diesem Tisch gilt aber: Bringt { $holder } sie im eigenen Zug zum Einsturz, gewinnt { $previous }, wer es vorher hatte.
            [previous-none] Stürzte die Villa jetzt im Zug einer anderen Person ein, gewänne { $holder } mit dem Siegel. An diesem Tisch gilt aber: Bringt { $holder } sie im eigenen Zug zum Einsturz, gewinnt niemand, weil vorher niemand das Siegel hatte.
           *[nobody] Noch hat niemand das Siegel; stürzte die Villa jetzt ein, gewänne niemand (Entscheidung des Schiedsrichters).
        }
       *[no] Das Spiel endet, wenn die Villa einstürzt: Es gewinnt, wer in diesem Moment das Siegel hat. Hat es noch niemand, gewinnt niemand (Entscheidung des Schiedsrichters). Es endet auch, wenn sich alle einig sind, dass keine Säule mehr gezogen werden kann — auch dann gewinnt, wer das Siegel hat.
    }
    .title = Spielende und Sieg
    .ask = wer gewinnt | wie gewinne ich | wann endet das Spiel | was wenn die Villa einstürzt | wer gewinnt wenn sie umfällt | was wenn niemand das Siegel hat | können wir das Spiel beenden | was wenn nichts mehr geht

rules-paletti-variants = { $live ->
        [yes] { $previous_rule ->
            [yes] Dieser Tisch spielt mit der Zusatzregel des veröffentlichten Spiels. Bringt, wer das Siegel hat, die Villa im eigenen Zug zum Einsturz, gewinnt, wer das Siegel davor hatte.
           *[no] Dieser Tisch spielt ohne Zusatzregel. Wer beim Einsturz das Siegel hat, gewinnt — auch wenn der Einsturz im eigenen Zug passiert.
        }
       *[no] Eine Option: Stürzt, wer das Siegel hat, die Villa im eigenen Zug ein, gewinnt, wer es davor hatte. Ohne sie gewinnt immer, wer das Siegel beim Einsturz hat. Zu zweit spielt jede Person zwei Farben, zu dritt ist die vierte Farbe neutral.
    }
    .title = Varianten und Optionen
    .ask = gibt es Varianten | was wenn der Siegelhalter sie selbst umwirft | Hausregeln | was wenn ich die Villa im eigenen Zug einstürze während ich das Siegel habe | Optionen | gewinnt der vorherige Siegelhalter

## Fakten: je eine kurze Antwort (rules-paletti-THEMA--FAKT) für die Fragen in .if; Platzhalter
## und Argumente wie in der englischen Datei ($count, $fits, $min, $max, $pillar, $level,
## $after, $option, $live, $now).

rules-paletti-players--count = { $fits ->
        [yes] Ja — Villa Paletti ist für { $min } bis { $max } Personen, also geht es mit { $count }.
       *[no] Nein — Villa Paletti ist für { $min } bis { $max } Personen, nicht für { $count }.
    }
    .if = können COUNT spielen | können COUNT leute spielen | kann man zu COUNT spielen | geht es mit COUNT | ist es für COUNT personen | COUNT spieler | spielen wir zu COUNT | geht das zu COUNT | können COUNT Personen spielen | können COUNT Leute mitspielen | dürfen COUNT Personen spielen

rules-paletti-setup--colours = { $count ->
        [2] Zwei Farben pro Person: Zu zweit zählen beide Farben für ihre Person.
        [3] Eine Farbe pro Person; die vierte Farbe steht als neutrale Säulen, die niemand zieht.
       *[other] Eine Farbe pro Person: Jede spielt die Säulen einer Farbe.
    }
    .if = wie viele farben zu COUNT | wie viele farben hat jeder zu COUNT | COUNT spieler wie viele farben | farben bei COUNT spielern | welche farben zu COUNT | angenommen wir spielen zu COUNT wie teilen wir die Farben auf | wenn wir zu COUNT wären wie viele Farben | wie viele Farben hätte jeder zu COUNT | zu COUNT wie viele Farben pro Person

rules-paletti-setup--neutral-score = { $count ->
        [3] Nein — zu dritt ist die vierte Farbe neutral: Sie zählt für niemanden, und niemand zieht sie.
       *[other] Nein — neutrale Säulen zählen für niemanden; zu { $count } wird jede Farbe gespielt und zählt.
    }
    .if = zählen die neutralen Säulen | kriegt jemand Punkte für die neutralen Säulen | wer bekommt die Punkte der neutralen Säulen | zählen die LEVEL Säulen zu COUNT für irgendwen | zu COUNT kriegt irgendwer Punkte für die LEVEL Säulen | Punkte für die neutrale Farbe | zählt die übrige Farbe für Punkte | bringen die neutralen Säulen Punkte | für wen zählen die LEVEL Säulen wenn wir COUNT sind | gibt es Punkte für neutrale Säulen | zählen die neutralen für irgendwas | zählen die neutralen säulen für jemanden | gibts für die neutralen punkte | zählen die neutralen überhaupt | sind die neutralen säulen was wert | wer kriegt die punkte für die neutralen | punkte für die neutralen säulen | zählen neutrale säulen für einen spieler | zählt die neutrale farbe für irgendwen

rules-paletti-setup--neutral = Sie steht als neutrale Säulen da: Niemand zieht sie, und sie zählen für niemanden.
    .if = was ist mit der vierten farbe | was passiert mit der vierten farbe | die vierte farbe zu dritt | neutrale säulen | die übrige farbe | die farbe die keiner spielt

rules-paletti-pillars--value = { $pillar ->
        [small] 1 Punkt: Eine kleine Säule zählt 1.
        [angular] 2 Punkte: Eine eckige Säule zählt 2.
       *[thick] 3 Punkte: Eine dicke Säule zählt 3.
    }
    .if = was ist die PILLAR säule wert | wie viele punkte bringt eine PILLAR säule | wie viel zählt die PILLAR | was zählt eine PILLAR säule | wert der PILLAR säule | PILLAR wert | punkte für eine PILLAR säule | was zählt ein PILLAR stein | wieviel zählt die PILLAR | was ist die PILLAR wert

rules-paletti-points--value = { $pillar ->
        [small] 1 Punkt: Eine kleine Säule zählt 1.
        [angular] 2 Punkte: Eine eckige Säule zählt 2.
       *[thick] 3 Punkte: Eine dicke Säule zählt 3.
    }
    .if = was ist die PILLAR säule wert | wie viele punkte bringt eine PILLAR säule | wie viel zählt die PILLAR | was zählt eine PILLAR säule | punkte für eine PILLAR säule

rules-paletti-pillars--least = Die kleine: 1 Punkt; die eckige zählt 2, die dicke 3.
    .if = welche Säule ist am wenigsten wert | welche Säule bringt am wenigsten | welche Säule zählt am wenigsten | welche Säule gibt die wenigsten Punkte | die billigste Säule | welche ist am wenigsten wert | wertloseste Säule

rules-paletti-pillars--most = Die dicke: 3 Punkte; die eckige zählt 2, die kleine 1.
    .if = welche Säule ist am meisten wert | welche Säule bringt am meisten | welche Säule zählt am meisten | welche Säule gibt die meisten Punkte | die wertvollste Säule | welche ist am meisten wert | beste Säule für Punkte

rules-paletti-pillars--count = 5 pro Farbe: 3 kleine, 1 eckige und 1 dicke.
    .if = wie viele säulen pro farbe | wie viele säulen hat jede farbe | wie viele säulen habe ich | wie viele säulen gibt es

rules-paletti-seal--tie = { $sholder ->
        [none] Das Siegel bleibt, wo es ist: Ein Gleichstand nimmt es niemandem weg (Entscheidung des Schiedsrichters).
       *[other] { $sholder } behält das Siegel: Ein Gleichstand nimmt es niemandem weg (Entscheidung des Schiedsrichters).
    }
    .if = was wenn wir oben gleich viele punkte haben | was passiert mit dem siegel bei gleichstand | wer kriegt das siegel bei gleichstand | gleich viele punkte oben | gleichstand ums siegel | zwei haben gleich viele punkte | Gleichstand auf dem Stockwerk | drei von uns haben oben gleich viel wer hat das Siegel | alle haben gleich viele Punkte wer behält das Siegel | zwei ziehen mit dem Siegelhalter gleich wer bekommt es | gleichauf mit dem Halter wer kriegt das Siegel | bei Punktgleichheit wer hat das Siegel | wenn PLAYER und PLAYER oben beide auf NUM stehen und PLAYER das siegel schon hatte wer hat es dann | beide auf NUM und PLAYER hatte das siegel schon wer hat es | beide stehen auf NUM wer hat das siegel | PLAYER hatte das siegel mit NUM dann haben PLAYER und ich je NUM wer kriegt es | wir haben beide NUM wer kriegt das siegel | gleichstand mit dem siegelhalter wer kriegt es | punktgleich wer hat das siegel | beide gleich viel wer kriegt das siegel | nimmt ein gleichstand das siegel weg

rules-paletti-seal--blue = Nein — das Siegel zählt erst ab der grünen Ebene.
    .if = zählt das siegel auf der blauen ebene | gibt es auf blau ein siegel | siegel auf der blauen ebene | gibt es das Siegel schon auf der blauen Ebene | kann man auf blau schon das Siegel kriegen | zählt das Siegel schon auf der ersten Ebene | kann man auf der blauen Ebene schon das Baumeistersiegel haben | zählt blau schon fürs siegel | zählt blau fürs siegel | zählt die blaue ebene fürs siegel | gibt es auf blau schon das siegel | kann man auf blau das siegel kriegen | siegel auf blau | ist blau was wert fürs siegel

rules-paletti-game-end--own = { $wcase ->
        [previous] { $winner } gewinnt: Hier verliert, wer mit dem Siegel die Villa im eigenen Zug umwirft, an den vorherigen Halter.
        [previous-none] Niemand gewinnt: { $who } hat das Siegel, und an diesem Tisch hatte es vorher niemand.
       *[other] { $option ->
            [yes] Dann gewinnt der vorherige Siegelhalter: An diesem Tisch verliert es, wer die Villa im eigenen Zug einstürzt.
            [no] Trotzdem gewinnt, wer das Siegel hat: Entscheidend ist, wer es beim Einsturz hält.
           *[unknown] Trotzdem gewinnt, wer das Siegel hat — außer mit der Option des Spiels, dann gewinnt der vorherige Halter.
        }
    }
    .if = was wenn der siegelhalter die villa umwirft | PLAYER hat das siegel und wirft alles um | hat das siegel und wirft sie um | wer das siegel hat wirft sie selbst um | der siegelhalter bringt sie zum einsturz | im eigenen zug eingestürzt mit siegel | was wenn ich sie mit dem siegel umwerfe | der halter stürzt sie selbst ein | siegelhalter wirft die villa um | PLAYER hat es gerade selbst umgeworfen wer gewinnt bei uns | hat es selbst umgeworfen wer gewinnt bei uns | hat sie selbst umgeschmissen wer gewinnt | nach der originalregel gewinnt der siegelhalter nicht wenn er die villa selbst umschmeißt wer gewinnt dann | der siegelhalter schmeißt sie selbst um wer gewinnt | die siegelhalterin hat sie selbst umgeworfen | mit dem siegel selbst umgeworfen wer gewinnt | wer gewinnt wenn der halter sie selbst umhaut

rules-paletti-variants--own = { $wcase ->
        [previous] { $winner } gewinnt: Hier verliert, wer mit dem Siegel die Villa im eigenen Zug umwirft, an den vorherigen Halter.
        [previous-none] Niemand gewinnt: { $who } hat das Siegel, und an diesem Tisch hatte es vorher niemand.
       *[other] { $option ->
            [yes] Dann gewinnt der vorherige Siegelhalter: An diesem Tisch verliert es, wer die Villa im eigenen Zug einstürzt.
            [no] Trotzdem gewinnt, wer das Siegel hat: Entscheidend ist, wer es beim Einsturz hält.
           *[unknown] Trotzdem gewinnt, wer das Siegel hat — außer mit der Option des Spiels, dann gewinnt der vorherige Halter.
        }
    }
    .if = was wenn der siegelhalter die villa umwirft | PLAYER hat das siegel und wirft alles um | hat das siegel und wirft sie um | wer das siegel hat wirft sie selbst um | im eigenen zug eingestürzt mit siegel | was wenn ich sie mit dem siegel umwerfe | nach der originalregel gewinnt der siegelhalter nicht wenn er die villa selbst umschmeißt wer gewinnt dann | originalregel siegelhalter wirft selbst um wer gewinnt | nach der originalregel wer gewinnt wenn der halter sie umwirft | bei der originalregel wenn der siegelhalter sie umhaut | mit der regel aus dem originalspiel wer gewinnt wenn der halter einstürzt

rules-paletti-game-end--nobody = Niemand gewinnt: Ohne Siegel hat ein Einsturz keinen Sieger (Entscheidung des Schiedsrichters).
    .if = wer gewinnt wenn keiner das siegel hat | was wenn niemand das siegel hat | keiner hat das siegel beim einsturz | sie fällt bevor jemand das siegel hat | die Villa stürzt ein und keiner hat das Siegel | keiner hat das Siegel und sie stürzt beim Widerspruch ein | niemand hat das Siegel und die Villa fällt | und wenn die villa einstürzt bevor jemand das siegel hat | die villa stürzt ein bevor einer das siegel hat | was wenn sie umfällt und keiner hat das siegel | einsturz ohne siegelhalter wer gewinnt | sie kracht zusammen bevor jemand das siegel hatte

rules-paletti-game-end--holder = Ja — wer beim Einsturz das Siegel hat, gewinnt.
    .if = gewinnt wer das siegel hat | wer das siegel hat gewinnt | gewinnt der siegelhalter | ist der siegelhalter der sieger

rules-paletti-game-end--knocker = Nein — wer die Villa umwirft, verliert nicht deshalb: Es gewinnt, wer beim Einsturz das Siegel hat.
    .if = verliere ich wenn ich sie umwerfe | verliert wer die Villa umwirft | hat verloren wer sie zum Einsturz bringt | wenn ich sie umschmeiße bin ich dann raus | verliert man wenn die Villa im eigenen Zug einstürzt | wer umwirft verliert oder | wer verliert wenn die Villa umfällt | ist man der Verlierer wenn man sie umreißt

rules-paletti-game-end--still = { $wcase ->
        [own] Ja — { $who } gewinnt trotzdem: Wer das Siegel hat, gewinnt auch nach dem eigenen Einsturz (ohne Vorbesitzer-Regel).
        [holder] Nein — { $winner } hat das Siegel und gewinnt, egal wer umwirft.
        [previous] Nein — { $winner } gewinnt: Hier verliert, wer mit dem Siegel im eigenen Zug umwirft, an den Vorbesitzer.
        [previous-none] Nein — niemand gewinnt: Hier geht der eigene Einsturz an den Vorbesitzer, und es gab keinen.
        [nobody] { $now ->
            [yes] Nein — noch hat niemand das Siegel, also gewänne niemand.
           *[no] { $option ->
                [yes] Nein — an diesem Tisch verliert, wer mit dem Siegel im eigenen Zug umwirft, an den Vorbesitzer.
                [no] Ja — wer das Siegel hat, gewinnt trotzdem: An diesem Tisch gilt die Vorbesitzer-Regel nicht.
               *[unknown] Ja — wer das Siegel hat, gewinnt trotzdem, außer ihr spielt mit der Vorbesitzer-Regel.
            }
        }
       *[rule] Ja — wer das Siegel hat, gewinnt trotzdem, außer ihr spielt mit der Vorbesitzer-Regel.
    }
    .if = PLAYER hat das Siegel wenn sie sie selbst umwirft gewinnt sie trotzdem | gewinnt der Siegelhalter auch wenn er selbst umwirft | gewinnt PLAYER trotzdem wenn er sie selbst einreißt | gewinnt man mit dem Siegel auch nach dem eigenen Einsturz | wenn ich mit dem Siegel selbst umwerfe gewinne ich trotzdem | gewinnt die Siegelhalterin auch wenn sie es selbst einreißt | PLAYER hat das Siegel und wirft selbst um gewinnt er | gewinnt PLAYER wenn er mit dem Siegel selbst die Villa umwirft | mit dem Siegel selbst umgeworfen gewinnt PLAYER dann | PLAYER ist dran und hat das Siegel wirft er die Villa selbst um gewinnt er dann | gewinnt der siegelhalter trotzdem wenn er selbst umwirft | wirft der mit dem siegel sie selbst um gewinnt er dann trotzdem | gewinnt man trotzdem wenn man sie mit dem siegel selbst umhaut | gewinnt der mit dem siegel trotzdem | wer mit dem siegel die villa selbst umwirft gewinnt der | die siegelhalterin wirft die villa selbst um gewinnt sie | hat das siegel und wirft die villa selbst um gewinnt er


rules-paletti-new-level--red = Sie gibt nur den Zug weiter: Nach Rot kommt keine Ebene mehr (Entscheidung des Schiedsrichters).
    .if = ansagen wenn rot oben liegt | neue ebene auf rot | ansagen auf der letzten ebene | rot liegt oben und ich sage an | wenn die letzte ebene liegt | rot liegt oben und jemand sagt an | wenn jemand ansagt und rot schon oben liegt | ansagen wenn die rote Ebene oben ist | was bringt eine Ansage auf Rot

rules-paletti-new-level--pillars = Mindestens 3: Eine neue Ebene muss auf mindestens 3 Säulen liegen.
    .if = auf wie vielen säulen muss eine neue ebene liegen | wie viele säulen braucht eine neue ebene | wie viele säulen tragen eine ebene | auf wie wenigen Säulen darf eine Ebene liegen | mindestens wie viele Säulen unter einer Ebene | wie viele Säulen braucht eine Ebene mindestens | auf wie vielen Säulen muss eine Ebene stehen | wie viele Säulen braucht eine Ebene darunter | auf wie vielen Stützen liegt eine Ebene | wie viele Säulen braucht ein neues Stockwerk | auf wie vielen Säulen liegt eine neue Etage

rules-paletti-building--pillars = Mindestens 3: Eine neue Ebene muss auf mindestens 3 Säulen liegen.
    .if = auf wie vielen säulen muss eine neue ebene liegen | wie viele säulen braucht eine neue ebene | wie viele säulen tragen eine ebene | auf wie wenigen Säulen darf eine Ebene liegen | wie viele Säulen braucht eine Ebene mindestens | auf wie vielen Säulen muss eine Ebene stehen | wie viele Säulen braucht eine Ebene darunter | auf wie vielen Stützen liegt eine Ebene

rules-paletti-new-level--cant = { $top ->
        [red] { $nextp ->
            [none] Keine neue Ebene: Rot ist die letzte, die Ansage gibt nur den Zug weiter.
           *[other] Keine neue Ebene: Rot ist die letzte, die Ansage gibt nur den Zug an { $nextp } weiter.
        }
       *[other] Kündige eine neue Ebene an, statt zu ziehen; die anderen stimmen zu oder widersprechen.
    }
    .if = was wenn ich keine säule ziehen kann | ich trau mich nicht mehr | was kann ich machen wenn nichts geht | ich kann nichts mehr ziehen | ich trau mich nicht zu ziehen | alle meine Säulen sind oben was nun | ich hab nix mehr zum Ziehen was mach ich | keine meiner Säulen kann mehr hoch was jetzt | meine Säulen sind alle oben oder gesperrt was mache ich in meinem Zug | ich hab keine Säule mehr unter der obersten Ebene | was mach ich wenn ich keine Säule mehr ziehen kann | jede meiner Säulen steht schon auf der obersten Ebene | alle meine Säulen sind schon oben | meine Säulen stehen alle auf der obersten Ebene was kann ich tun | von mir ist nichts mehr unten | ich hab unten keine Säule mehr

rules-paletti-new-level--accept = Die nächste Ebene kommt drauf, und der Zug der ankündigenden Person ist vorbei.
    .if = was passiert wenn alle zustimmen | was wenn alle einverstanden sind | alle stimmen der neuen ebene zu

rules-paletti-levels--count = 5 Ebenen auf der Grundplatte: Blau, Grün, Gelb, Orange und Rot.
    .if = wie viele ebenen gibt es | wie viele ebenen | wie viele stockwerke hat die villa | wie viele Ebenen kommen insgesamt auf die Grundplatte | wie viele Etagen gibt es insgesamt | wie viele Stockwerke werden gestapelt | wie viele Ebenen kann man drauflegen | wie viele Ebenen hat die Villa insgesamt | wie viele Ebenen hat das Spiel | wie viele Ebenen gibt es insgesamt | wie viele Etagen hat die Villa | aus wie vielen Ebenen besteht die Villa | wie viele Ebenen liegen am Ende auf der Villa | wie viele ebenen kann die villa kriegen | wie viele stockwerke kann die villa kriegen | wie viele stockwerke kann die villa haben | wie viele ebenen mit blau | wie viele ebenen blau mitgezählt | wie viele etagen gibt es | wie viele ebenen hat die villa | wie viele ebenen können wir bauen | wie viele ebenen kommen drauf | wie viele platten gibt es | wie viele stockwerke gibts | wie viele ebenen insgesamt | anzahl der ebenen | wie hoch wird die villa in ebenen | wie viele ebenen liegen am ende auf der grundplatte | wie viele ebenen bauen wir | wie viele ebenen gibts mit blau

rules-paletti-levels--left = { $level ->
        [blue] Noch 4: Grün, Gelb, Orange und Rot.
        [green] Noch 3: Gelb, Orange und Rot.
        [yellow] Noch 2: Orange und Rot.
        [orange] Noch 1: Rot, die letzte Ebene.
       *[red] Keine mehr: Rot ist die letzte Ebene.
    }
    .if = wie viele ebenen kommen nach LEVEL noch | wie viele ebenen fehlen noch wenn LEVEL drauf ist | wie viele ebenen können nach LEVEL noch kommen | wenn LEVEL drauf ist wie viele ebenen kommen noch | wie viele ebenen nach LEVEL | wie viele etagen fehlen nach LEVEL noch | wie viele ebenen bleiben nach LEVEL | wie viele stockwerke kommen nach LEVEL noch | wenn LEVEL drauf ist wie viele ebenen fehlen dann noch | wie viele ebenen noch nach LEVEL

rules-paletti-levels--after = { $after ->
        [green] Nach Blau kommt Grün.
        [yellow] Nach Grün kommt Gelb.
        [orange] Nach Gelb kommt Orange.
        [red] Nach Orange kommt Rot, die letzte Ebene.
        [blue] Zuerst liegt Blau auf der Grundplatte.
       *[none] Keine: Rot ist die letzte Ebene.
    }
    .if = welche ebene kommt nach LEVEL | welche farbe kommt nach LEVEL | die nächste ebene nach LEVEL | was folgt auf LEVEL | nach LEVEL | was kommt nach LEVEL | was kommt nach LEVEL dran | welche kommt nach LEVEL | und nach LEVEL | wie heißt die ebene nach LEVEL | was ist nach LEVEL

rules-paletti-levels--more = { $after ->
        [none] Nein — Rot ist die letzte Ebene; eine Ansage gibt dann nur den Zug weiter.
        [green] Ja — nach Blau kommt Grün.
        [yellow] Ja — nach Grün kommt Gelb.
        [orange] Ja — nach Gelb kommt Orange.
       *[red] Ja — nach Orange kommt Rot, die letzte.
    }
    .if = gibt es nach LEVEL noch eine Ebene | kommt nach LEVEL noch eine Ebene | kommt nach LEVEL noch was | gibt es eine Ebene nach LEVEL | folgt auf LEVEL noch eine Ebene | nach LEVEL noch eine Etage | ist nach LEVEL Schluss | gibts nach LEVEL noch ne ebene | gibt es nach LEVEL noch eine | kommt nach LEVEL noch ne ebene | nach LEVEL noch ne ebene

rules-paletti-levels--last = Rot ist die letzte Ebene: Blau, Grün, Gelb, Orange, Rot.
    .if = was ist die letzte ebene | wie hoch wird die villa | welche ebene ist am ende oben | letzte ebene | welche ebene ist die letzte | welche ist die letzte ebene | was ist die höchste ebene | welche farbe hat die letzte ebene | welche farbe kommt zuletzt | welche ebene kommt ganz zum schluss | was ist die oberste ebene am ende | wie hoch können wir bauen | was ist das letzte stockwerk | welche ebene ist die höchste | welche platte kommt zuletzt


rules-paletti-objection--success = Diese Säule kommt aus dem Spiel, es gibt keine neue Ebene, und der Zug der ankündigenden Person ist vorbei.
    .if = was wenn der widerspruch klappt | wenn PLAYER widerspricht und sie rauszieht | er widerspricht und zieht sie raus was passiert mit meinem zug | der widerspruch hat geklappt | er hat sie rausbekommen | widerspruch erfolgreich | der widerspruch war erfolgreich | wenn PLAYER es schafft PLAYER Säule hochzustellen | wenn die widersprechende Person die Säule rausbekommt was passiert | wenn PLAYER die Säule von PLAYER rauskriegt was dann | wenn PLAYER widerspricht und eine Säule von PLAYER rausbekommt | PLAYER bekommt die Säule raus was passiert | wenn die Säule rausgeht was passiert mit dem Zug | klappt der Widerspruch ist der Zug vorbei | PLAYER widerspricht und kriegt tatsächlich eine von PLAYER säulen nach oben und jetzt | widerspricht und kriegt tatsächlich eine säule nach oben | er hat es beim widerspruch geschafft was jetzt | der widerspruch hat geklappt was passiert | sie hat die säule tatsächlich rausbekommen | einspruch erfolgreich was dann | der widersprechende schafft es | hat es geschafft die säule hochzubringen was jetzt | widerspruch geglückt kommt die ebene trotzdem | PLAYER hat eine von PLAYER säulen hochgeholt und jetzt


rules-paletti-give-up--other = Nein — schieb sie zurück; sie ist gesperrt, und dein Zug ist vorbei.
    .if = darf ich eine andere säule probieren | darf ich eine andere säule nehmen | darf ich eine andere säule ziehen | darf ich eine andere versuchen | darf ich die säule wechseln | darf ich stattdessen eine andere ziehen | kann ich eine andere nehmen | darf ich eine andere säule probieren wenn meine klemmt | meine säule klemmt darf ich eine andere nehmen | die säule sitzt fest darf ich eine andere versuchen | wenn die säule nicht rausgeht darf ich eine andere nehmen | darf ich mitten im zug die säule wechseln | darf ich eine andere ausprobieren | kann ich auf eine andere säule umsteigen

rules-paletti-hold--hold = Ja — beim Ziehen darfst du eine Ebene festhalten oder sogar etwas anheben.
    .if = darf ich die ebene festhalten | darf ich die ebene anheben | darf ich die ebene beim ziehen halten | darf ich die ebene stützen | darf ich die ebene anfassen | darf ich das Stockwerk festhalten | darf man die Etage beim Ziehen halten | darf ich das Stockwerk anheben | darf ich die Ebene hochhalten während ich eine Säule rausziehe | darf ich die Ebene darüber festhalten beim Rausziehen | darf man die Etage beim Rausziehen ein bisschen anheben | darf ich das Stockwerk halten wenn ich den Stein ziehe | beim Rausziehen die Ebene festhalten | darf ich die Ebene beim Rausholen stützen | darf man beim rausziehen beide hände nehmen | mit beiden händen ziehen | zwei hände beim ziehen | mit einer hand die ebene festhalten und mit der anderen ziehen | beide hände beim rausziehen | darf ich beim ziehen beide hände benutzen

rules-paletti-hold--hook = Ja — den Haken darfst du in deinem Zug jederzeit benutzen.
    .if = darf ich den haken benutzen | wann darf ich den haken benutzen | ist der haken erlaubt | wann kann ich den haken nehmen | darf ich beim Ziehen den Haken verwenden | darf ich den Haken verwenden | ist der Haken erlaubt | Haken beim Ziehen nehmen | darf ich in meinem zug den haken benutzen | darf ich den haken nehmen | ist der haken ok | dürfen wir den haken benutzen | können wir den haken benutzen | ist haken erlaubt | darf man den haken nehmen | geht das mit dem haken | darf ich mit dem haken stochern | was ist mit dem haken | darf ich das hakending benutzen

rules-paletti-hold--place = Nein — oben stellst du freihändig auf: Beim Aufstellen hältst du nichts fest.
    .if = darf ich die säule abstellen während ich die ebene halte | darf ich beim aufstellen festhalten | darf ich die ebene beim hinstellen halten | er hat die Säule oben mit einer Hand an der Ebene abgestützt hingestellt | mit der Hand abgestützt hingestellt | beim Hinstellen die Ebene festhalten | darf ich beim Aufstellen die Ebene halten | mit einer Hand festgehalten und hingestellt | darf ich die Säule oben mit beiden Händen hinstellen und dabei die Ebene festhalten | PLAYER hat beim Draufstellen mit der anderen Hand die Ebene festgehalten | beim Draufstellen mit der anderen Hand festhalten | darf ich beim Hinstellen die Etage mit der anderen Hand stützen | mit der zweiten Hand die Ebene halten beim Aufsetzen | beim Hochstellen den Stein absetzen und das Stockwerk festhalten | darf man beim Einsetzen oben festhalten | darf ich beim Draufstellen was festhalten | darf ich beim Abstellen die Ebene festhalten | Hand an der Ebene beim Hinstellen | darf ich die oberste Ebene mit der Hand stützen wenn ich die Säule hinstelle | beim Aufstellen die Ebene halten erlaubt | muss die Hand beim Abstellen weg sein | beim hochsetzen mit der anderen hand die ebene festgehalten | beim hochstellen die ebene festhalten | beim aufstellen festhalten | beim draufstellen die ebene halten | PLAYER hat beim hochsetzen die ebene festgehalten ist das erlaubt | darf ich beim aufstellen die villa mit der anderen hand festhalten | beim hinstellen oben die villa stützen | darf ich die villa anfassen wenn ich die säule oben hinstelle | beim abstellen mit der anderen hand festhalten | darf ich beim draufstellen die ebene festhalten

rules-paletti-building--anywhere = Ja — überall auf der obersten Ebene, solange sie nicht über den Rand ragt oder auf einer anderen steht.
    .if = darf die Säule irgendwo oben stehen | kann ich sie irgendwo platzieren | ist es egal wo ich sie oben platziere | egal wo auf der obersten Ebene | gibt es einen festen Platz für meine Säule oben | ist es egal neben welche farbe ich meine säule stelle | ist es egal wo ich meine säule hinstelle | ist egal wo oben | ist es egal neben wessen säule ich sie stelle | kann ich sie neben jede farbe stellen | darf ich sie neben eine fremde säule stellen | ist der platz oben egal

rules-paletti-building--edge = Nein — keine Säule darf über den Rand einer Ebene ragen.
    .if = darf eine säule über den rand ragen | darf sie überstehen | darf ich die säule an den rand stellen | über den rand | darf die Säule überstehen | darf sie über die Kante ragen | darf eine Säule überhängen | steht über den Rand hinaus | mein stein steht ein bisschen über den rand der ebene raus | säule ragt ein stückchen über den rand | darf eine säule über den rand rausgucken | steht über den rand raus geht das | säule guckt über den rand | überstehen über den rand

rules-paletti-building--stack = Nein — keine Säule darf direkt auf einer anderen stehen.
    .if = darf ich eine säule auf eine andere stellen | säule auf einer anderen säule | zwei säulen übereinander | direkt auf eine andere | darf ich meine PILLAR auf PLAYER PILLAR stellen | eine Säule auf eine andere stellen | darf ich eine Säule obendrauf auf eine andere stellen | Säule auf Säule | PLAYER hat seine Säule direkt auf eine andere Säule gestellt weil oben kein Platz mehr war zählt das | Säule direkt auf eine andere gestellt gilt das | darf ein Stein auf einem anderen stehen | er hat die Stütze auf eine andere gesetzt | meine säule direkt auf die säule von jemand anderem stellen | auf eine andere säule drauf | auf die säule eines anderen stellen | darf eine säule auf einer anderen stehen | steht eine säule direkt auf einer anderen | dürfen zwei säulen direkt aufeinander stehen | kann eine säule auf einer anderen stehen

rules-paletti-turn--other = Nein — du darfst nur deine eigenen Säulen ziehen.
    .if = darf ich PLAYER säule ziehen | darf ich die säule einer anderen person ziehen | darf ich eine fremde säule nehmen | darf ich die säulen von PLAYER nehmen | gegnerische säule | darf ich eine von PLAYER Säulen ziehen | darf ich in meinem Zug eine Säule von PLAYER ziehen | darf ich die Säule von jemand anderem ziehen | darf ich eine Säule von einem anderen ziehen | darf ich einen Stein von jemand anderem ziehen | darf ich fremde Säulen ziehen | darf ich in meinem Zug eine fremde Säule bewegen | darf ich eine Säule ziehen die nicht mir gehört | darf ich einen Stein von einer anderen Farbe nehmen | darf ich eine von PLAYER Säulen hochstellen wenn es leichter ist | kann ich eine fremde Säule nehmen | darf ich PLAYER Stein statt meinem ziehen | darf ich eine fremde Säule ziehen wenn meine festsitzen | meine Säulen sitzen alle fest darf ich eine von PLAYER nehmen | sie hat eine Säule von PLAYER hochgestellt ist das erlaubt | darf man die Säulen der anderen ziehen | darf PLAYER PLAYER Säule hochziehen | darf ich die Säule eines Mitspielers hochstellen wenn meine zu wackelig sind | PLAYER möchte eine Säule von PLAYER ziehen darf sie das | darf PLAYER die Säule von PLAYER hochziehen | darf man eine Säule eines anderen hochstellen weil die eigenen wackeln | darf ich mir eine säule von PLAYER schnappen | darf ich PLAYER säule hochholen | kann ich eine säule von einem mitspieler ziehen | darf ich die säule von nem anderen nehmen | darf ich ne fremde säule ziehen | darf ich eine säule einer anderen farbe ziehen | meine säulen wackeln alle darf ich eine von PLAYER nehmen | darf ich eine säule von PLAYER versetzen | darf man fremde säulen bewegen | PLAYER hat eine säule von PLAYER hochgestellt ist das erlaubt | darf ich die säule eines mitspielers versetzen | darf ich säulen von anderen umstellen | darf ich eine säule der anderen bewegen | darf ich eine säule von jemand anderem versetzen

rules-paletti-turn--base = Ja — aus jeder Ebene unter der obersten, auch aus der Grundplatte.
    .if = darf ich aus der grundplatte ziehen | darf ich aus jeder ebene ziehen | darf ich eine säule aus der LEVEL ebene ziehen | darf ich eine säule aus der LEVEL ebene nehmen | eine säule aus einer unteren ebene | darf ich eine von ganz unten nehmen | von der grundplatte | darf man eine Säule aus der Grundplatte holen | von ganz unten ziehen | nur direkt unter der obersten Ebene | aus jeder unteren Ebene oder nur der darunter | darf ich von der Grundplatte holen | darf ich eine Säule vom Boden nehmen | von ganz unten vom Boden ziehen | aus welcher Ebene darf ich ziehen | nur aus der Ebene direkt darunter | muss ich aus der Ebene direkt unter der obersten ziehen | darf ich aus allen unteren Ebenen ziehen | von welcher Etage darf ich Säulen nehmen | darf ich auch von weiter unten ziehen

rules-paletti-turn--two = Nein — eine Säule pro Zug.
    .if = darf ich zwei säulen ziehen | mehr als eine säule | zwei säulen in einem zug | darf ich NUM säulen ziehen | darf ich beide in einem zug rausziehen | beide in einem zug | darf ich in einem zug eine blaue und eine gelbe versetzen | von jeder farbe eine in einem zug | darf ich meine PILLAR und meine PILLAR zusammen hochstellen | zwei auf einmal | zwei säulen auf einmal ziehen | zwei wackeln darf ich beide ziehen

rules-paletti-turn--start = { $live ->
        [yes] { $first } hat begonnen: Wer zuerst genannt wird, fängt an (Entscheidung des Schiedsrichters).
       *[no] Wer zuerst genannt wird, fängt an (Entscheidung des Schiedsrichters).
    }
    .if = wer fängt an | wer beginnt | wer ist zuerst dran | wer startet | beginnt bei Villa Paletti die jüngste Person | fängt der Jüngste an | welche Person beginnt an unserem Tisch | wer darf anfangen

rules-paletti-points--blue = Nein — Punkte zählen erst ab der grünen Ebene; Blau zählt für niemanden.
    .if = zählt blau | zählt die blaue ebene | zählen punkte auf blau | punkte auf der blauen ebene | zählt das auf blau was | bringt das auf der blauen ebene punkte | gibt es auf blau punkte | ist blau was wert | kriegt man auf blau punkte | zählt eine säule auf blau | bringt blau punkte | zählt blau schon | gibts auf blau schon punkte

rules-paletti-points--lower = Nein — es zählen nur Säulen auf der obersten Ebene.
    .if = zählen die unteren ebenen | zählen säulen weiter unten | zählen punkte von der ebene darunter | zählt die ebene darunter | bekomme ich Punkte für die unteren Ebenen | zählen Säulen auf den unteren Stockwerken | zählt die unterste Ebene | gibt es Punkte für Säulen weiter unten | zählen meine Säulen unter der obersten Ebene | Punkte für die Ebenen darunter | zählen die Etagen darunter | zählen meine säulen auf den unteren ebenen noch | zählen die säulen unten auch | gibt es für säulen unten punkte | zählen säulen auf der ebene drunter | bringen die unteren säulen punkte | zählen die säulen auf grün noch wenn gelb drauf ist | zählt was weiter unten steht | zählen alle ebenen oder nur die oberste | zählt nur die oberste ebene

rules-paletti-turn--on-top = Nein — nur Säulen unter der obersten Ebene werden gezogen; eine oben bleibt oben.
    .if = darf ich eine säule ziehen die schon oben steht | darf ich eine säule von der obersten ebene nehmen | eine säule oben nochmal ziehen | eine säule die schon oben ist | PLAYER PILLAR steht schon oben darf er sie nochmal ziehen | darf ich eine Säule von oben nochmal ziehen | die Säule steht schon oben darf sie nochmal hoch | darf eine Säule auf der obersten Ebene nochmal bewegt werden | PLAYER hat eine Säule von der obersten Ebene gezogen und wieder oben hingestellt zählt das | eine Säule von oben genommen und wieder oben draufgestellt | darf man eine Säule die schon oben steht nochmal hochstellen | eine Säule von der obersten Ebene wieder oben hinstellen | zählt es wenn die Säule schon oben stand | was ist wenn ich meine PILLAR säule ziehen will die aber schon oben steht | meine PILLAR steht schon oben darf ich sie nochmal ziehen | die steht schon oben darf ich die ziehen

rules-paletti-objection--who = Jede andere Person darf widersprechen: Sie versucht dann selbst, eine Säule der ankündigenden Person zu ziehen.
    .if = er sagt ich kann noch eine ziehen | wer entscheidet | sie meint ich kann noch ziehen | er behauptet ich könnte noch eine ziehen | wer entscheidet ob ich noch kann | darf jeder widersprechen | wer darf widersprechen | darf nur die nächste Person widersprechen | wer kann einer Ankündigung widersprechen | dürfen alle anderen widersprechen | wer darf Einspruch erheben | darf jede andere Person Einspruch einlegen | PLAYER sagt sie kann nicht mehr aber PLAYER meint sie kann doch und will es beweisen wie geht das | er will beweisen dass ich noch kann | sie meint ich kann noch eine ziehen und will es beweisen | jemand glaubt mir nicht dass ich nicht mehr kann | was wenn einer meint ich kann noch | was wenn jemand denkt ich könnte noch eine ziehen | er glaubt ich blaffe | was wenn mir keiner glaubt | einer meint die ankündigende person kann noch ziehen | er glaubt nicht dass sie nicht mehr kann | was wenn jemand meint ich bluffe | wie beweist man dass sie noch kann

rules-paletti-game-end--blue = Niemand gewinnt: Das Siegel zählt erst ab Grün, auf Blau hat es niemand (Entscheidung des Schiedsrichters).
    .if = was wenn sie auf der blauen ebene einstürzt | wenn sie auf blau einstürzt | einsturz auf blau | sie fällt auf blau | die villa fällt vor grün | einsturz auf der blauen ebene | einsturz auf der ersten ebene | wir sind nie über blau rausgekommen und dann ist alles eingestürzt wer hat gewonnen | noch auf blau eingestürzt wer gewinnt | auf der blauen ebene ist alles eingestürzt wer hat gewonnen

rules-paletti-new-level--red-stuck = Rot ist die letzte Ebene: Ansagen gibt nur den Zug weiter. Geht nichts mehr, einigt euch aufs Ende — wer das Siegel hat, gewinnt.
    .if = rot liegt oben und keiner kann ziehen | was wenn rot oben ist und nichts geht | rot ist oben und niemand kann ziehen | auf rot geht nichts mehr | wir haben rot oben was jetzt | rot liegt oben was nun | rot ist oben und keiner traut sich mehr | rot oben und keiner traut sich | rot liegt oben und die Villa steht noch

rules-paletti-seal--get = Mit den meisten Punkten auf der obersten Ebene, ab der grünen Ebene.
    .if = wie bekomme ich das siegel | wie kriegt man das siegel | wie bekommt man das baumeistersiegel

## Fakten zu Person, Säule, Farbe und Tisch, die eine Frage nennt ($who: die genannte Person,
## sonst wer dran ist). Die Fälle wie in der englischen Datei; unbekannte Namen sind "none".

rules-paletti-turn--movable = { $mcase ->
        [movable] Ja — { $who } kann noch { $mcount ->
            [one] eine { $pillar ->
                [small] kleine
                [angular] eckige
               *[thick] dicke
            } Säule ziehen: die { $mcolour ->
                [blue] blaue
                [green] grüne
                [yellow] gelbe
               *[orange] orangefarbene
            } { $mlevel ->
                [base] auf der Grundplatte
                [blue] auf der blauen Ebene
                [green] auf der grünen Ebene
                [yellow] auf der gelben Ebene
               *[other] auf der orangefarbenen Ebene
            }.
           *[other] { $mcount } { $pillar ->
                [small] kleine
                [angular] eckige
               *[thick] dicke
            } Säulen von unten ziehen.
        }
        [top] Nein — { GENITIVE($who) } { $pillar ->
            [small] kleine Säulen stehen
            [angular] eckige Säule steht
           *[thick] dicke Säule steht
        } schon auf der obersten Ebene; gezogen werden nur Säulen von unten.
        [locked] Nein — { $who } hat sie zurückgeschoben: Eine zurückgeschobene Säule ist für den Rest des Spiels gesperrt.
        [removed] Nein — { GENITIVE($who) } { $pillar ->
            [small] kleine Säulen sind
            [angular] eckige Säule ist
           *[thick] dicke Säule ist
        } aus dem Spiel.
        [mixed] Nein — unten ist keine mehr: { $ntop } oben, { $nlocked } gesperrt, { $nremoved } aus dem Spiel.
       *[rule] Nur wenn sie unter der obersten Ebene steht, nicht zurückgeschoben wurde und noch im Spiel ist.
    }
    .if = kann PLAYER PILLAR noch bewegen | darf PLAYER PILLAR noch ziehen | kann PLAYER noch PILLAR hochholen | darf PLAYER PILLAR noch hochholen | kann PLAYER PILLAR noch hochstellen | ist PLAYER PILLAR noch beweglich | hat PLAYER noch PILLAR zum Ziehen | kann ich meine PILLAR noch ziehen | darf ich meine PILLAR noch bewegen | könnte PLAYER im nächsten zug ihre PILLAR säule nochmal versetzen | könnte PLAYER im nächsten zug seine PILLAR säule nochmal bewegen | kann PLAYER ihre PILLAR nochmal versetzen | darf PLAYER seine PILLAR nochmal ziehen | kann PLAYER die PILLAR im nächsten zug nochmal hochstellen | darf PLAYER ihre PILLAR säule nochmal bewegen | kann PLAYER PILLAR säule noch versetzen | ist PLAYER PILLAR säule noch frei | kann PLAYER PILLAR nochmal nehmen

rules-paletti-pillars--movable = { rules-paletti-turn--movable }
    .if = kann PLAYER PILLAR Säule noch bewegen | darf PLAYER PILLAR Säule noch ziehen | kann PLAYER seine PILLAR Säule noch bewegen | darf PLAYER ihre PILLAR Säule noch ziehen | ist PLAYER PILLAR Säule noch beweglich | kann ich meine PILLAR Säule noch ziehen

rules-paletti-game-end--player = { $wcase ->
        [over] { $winner } hat gewonnen: Beim Einsturz entscheidet das Siegel, nach den Regeln dieses Tischs.
        [over-none] Niemand hat gewonnen: Beim Einsturz hatte niemand das Siegel.
        [holder] { $winner } gewinnt: { $winner } hat das Siegel, egal wer die Villa umwirft.
        [own] { $winner } gewinnt trotzdem: Wer das Siegel hat, gewinnt auch nach dem eigenen Einsturz (ohne Vorbesitzer-Regel).
        [previous] { $winner } gewinnt: Hier verliert, wer mit dem Siegel im eigenen Zug umwirft, an den Vorbesitzer.
        [previous-none] Niemand gewinnt: { $who } hat das Siegel, und an diesem Tisch hatte es vorher niemand.
        [nobody] Niemand gewinnt: Noch hat niemand das Siegel (Entscheidung des Schiedsrichters).
       *[rule] Wer in dem Moment das Siegel hat, gewinnt — außer ihr spielt mit der Vorbesitzer-Regel.
    }
    .if = wenn PLAYER die Villa umreißt wer gewinnt | was wenn PLAYER die Villa umwirft | was wäre wenn PLAYER jetzt die Villa umreißt | PLAYER bringt sie zum Einsturz wer gewinnt | was wenn PLAYER sie einstürzen lässt | wenn PLAYER im eigenen Zug umwirft | was ist wenn PLAYER die Villa umhaut | PLAYER reißt sie selbst um | PLAYER hatte das Siegel war selber dran und hat die Villa umgerissen wer gewinnt | PLAYER hat beim Ziehen die Villa umgeworfen wer hat gewonnen | die Villa ist eingestürzt wer gewinnt | alles ist umgefallen wer hat gewonnen | PLAYER hat sie umgehauen wer ist Sieger | die Katze hat den Tisch angestoßen und die Villa ist eingestürzt wer gewinnt | während wir noch überlegt haben ist die Villa eingekracht wer gewinnt | die Villa ist beim Hinstellen der Säule von PLAYER zusammengefallen wer ist Sieger | beim Draufstellen ist alles umgefallen wer gewinnt | wenn es bei PLAYER einstürzt wer gewinnt | wenn die Villa in PLAYER Zug umfällt wer gewinnt | PLAYER ist dran wenn alles einstürzt wer gewinnt | wenn PLAYER alles zum Einsturz bringt wer gewinnt | wer gewinnt wirklich | gewinnt wer die meisten Ebenen gebaut hat | wer gewinnt eigentlich am Ende | sie ist umgekippt genau als ich meine säule oben hingestellt hab wer gewinnt | sie ist umgefallen als ich meine säule hingestellt habe wer gewinnt | beim hinstellen ist alles eingestürzt wer gewinnt | sie ist eingestürzt als PLAYER die säule oben abgestellt hat wer gewinnt | beim abstellen zusammengekracht wer gewinnt | umgekippt beim draufstellen wer gewinnt | die villa ist beim aufstellen umgekippt wer gewinnt

rules-paletti-variants--first = Niemand gewinnt: Mit der Vorbesitzer-Regel hat die erste Person mit dem Siegel keinen Vorbesitzer.
    .if = der erste Siegelhalter wirft sie im eigenen Zug um | vorher hatte niemand das Siegel und der Halter wirft um | mit der Regel aus dem Originalspiel was wenn die erste Siegelhalterin umwirft | wenn niemand das Siegel vorher hatte wer gewinnt wenn der Halter umwirft | die erste mit dem Siegel reißt sie selbst ein | erster Siegelhalter wirft selbst um wer gewinnt | wenn PLAYER als Erste das Siegel hatte und selbst umwirft | die erste Siegelhalterin wirft im eigenen Zug um | PLAYER hatte als Erster das Siegel und reißt die Villa selbst ein wer gewinnt | vor PLAYER hatte niemand das Siegel und sie wirft selbst um | mit der Vorbesitzer-Regel wer gewinnt wenn die erste Person mit dem Siegel im eigenen Zug umwirft | PLAYER hält als allererste das Siegel und bringt die Villa dann selbst zum Einsturz

rules-paletti-variants--hand = Mit eigener Hand: wer am Zug ist, beim Widerspruch wer widerspricht, bei offener Ankündigung wer angekündigt hat.
    .if = wer gilt als schuld wenn es während der Ankündigung umfällt | was zählt als eigener Zug bei der Vorbesitzer-Regel | wessen Zug ist es während eine Ankündigung auf Antworten wartet | wer ist schuld wenn es beim Widerspruch einstürzt | eigener Zug beim Widerspruch wer ist das | was heißt im eigenen Zug | wessen Zug zählt wenn es beim Abstimmen einstürzt | wer hat den Einsturz zu verantworten während der Abstimmung | wer hat den Einsturz verursacht wenn noch nicht alle auf die Ansage geantwortet haben | wer ist schuld wenn es bei der Abstimmung über die Ankündigung einstürzt | wessen eigener Zug ist es wenn die Villa während einer offenen Ankündigung einstürzt | wer gilt als Verursacher wenn die Villa beim Abstimmen fällt

rules-paletti-variants--player = { rules-paletti-game-end--player }
    .if = was wenn PLAYER sie im eigenen Zug umwirft | mit unserer Hausregel was wenn PLAYER sie umreißt | PLAYER wirft sie mit der Vorbesitzer-Regel selbst um | Vorbesitzer-Regel und die Villa fällt in PLAYER Zug wer gewinnt

rules-paletti-objection--failed = { $objector ->
        [none] Die ankündigende Person nimmt eine Säule der widersprechenden aus dem Spiel, und die neue Ebene kommt drauf.
       *[other] { $announcer ->
            [none] Die ankündigende Person
           *[other] { $announcer }
        } nimmt eine von { GENITIVE($objector) } Säulen aus dem Spiel; dann kommt die { $nextlevel ->
            [green] grüne
            [yellow] gelbe
            [orange] orangefarbene
           *[red] rote
        } Ebene drauf.
    }
    .if = was wenn der widerspruch scheitert | widerspruch hat nicht geklappt | widersprochen und nicht geschafft | er hat sie nicht rausbekommen | der widerspruch ging schief | widerspruch gescheitert | was wenn PLAYER es nicht schafft | und wenn PLAYER es verbockt | wenn der Widersprechende es nicht hinkriegt | was passiert wenn der Widerspruch scheitert | PLAYER hat die Säule nicht rausbekommen | wenn sie es nicht schafft was bekomme ich | was wenn die widersprechende Person meine Säule nicht rauskriegt | PLAYER hat es nicht geschafft was jetzt | was wenn PLAYER scheitert | wenn PLAYER scheitert was passiert | PLAYER widerspricht und scheitert | PLAYER hat versucht eine von PLAYER Säulen zu ziehen und es nicht geschafft | der Widerspruch ging schief was passiert | PLAYER hat sie nicht rausbekommen | PLAYER hat's nicht hingekriegt | PLAYER hat eine neue ebene angekündigt PLAYER hat widersprochen und es nicht geschafft was darf PLAYER jetzt | hat widersprochen und es nicht geschafft was darf PLAYER jetzt | widersprochen und nicht geschafft was jetzt | was passiert wenn man einspruch einlegt und es nicht schafft | was passiert wenn man widerspricht und es nicht schafft | was wenn man widerspricht und scheitert | einspruch gescheitert was passiert | PLAYER hat versucht eine säule von PLAYER zu ziehen und es ging nicht was jetzt | er hat meine säule nicht rausbekommen was jetzt | sie hat es nicht geschafft was passiert | der einspruch hat nicht geklappt | wenn ich widerspreche und es nicht klappt | was darf die ankündigende person nach einem gescheiterten widerspruch

rules-paletti-objection--removal = Jede: Die ankündigende Person darf jede Säule der widersprechenden nehmen, auch oben oder gesperrt (Entscheidung des Schiedsrichters).
    .if = welche Säule darf PLAYER wegnehmen | welche Säule darf die ankündigende Person nehmen | darf PLAYER auch eine Säule von oben nehmen | darf er eine gesperrte Säule nehmen | welche seiner Säulen darf ich entfernen | welche Säule darf PLAYER ihm wegnehmen | welche Säule wird nach dem gescheiterten Widerspruch entfernt | darf ich eine Säule nehmen die schon oben steht | darf PLAYER auch eine gesperrte Säule von PLAYER rausnehmen | nach einem gescheiterten Widerspruch eine gesperrte Säule nehmen | darf die ankündigende Person eine gesperrte Säule entfernen | welche von seinen säulen darf PLAYER rausnehmen | welche von ihren säulen darf ich nehmen | welche säulen darf der ansager wegnehmen | welche säule fliegt raus

rules-paletti-objection--may = { $ocase ->
        [accepted] Nein — { $oasker } hat schon zugestimmt, und wer zugestimmt hat, kann nicht mehr widersprechen.
        [announcer] Nein — { $oasker } hat angesagt; widersprechen dürfen nur die anderen.
        [nothing] Nein — keine Säule von { $announcer } kann noch hoch, also gibt es nichts zu widersprechen (Entscheidung des Schiedsrichters).
        [can] Ja — { $oasker } hat noch nicht geantwortet und darf statt zuzustimmen widersprechen.
       *[rule] Nur bis zur Zustimmung: Jede andere Person darf widersprechen, aber nicht mehr nach dem Zustimmen.
    }
    .if = darf PLAYER noch widersprechen | kann PLAYER jetzt noch widersprechen | darf PLAYER jetzt widersprechen | darf ich nach dem Zustimmen noch widersprechen | kann man widersprechen wenn man zugestimmt hat | darf PLAYER nach dem Zustimmen widersprechen

rules-paletti-objection--own = Nein — widersprechen dürfen nur die anderen, nie wer angesagt hat.
    .if = kann PLAYER ihrer eigenen Ansage widersprechen | darf ich meiner eigenen Ansage widersprechen | der eigenen Ankündigung widersprechen | darf die ankündigende Person widersprechen | seiner eigenen Ansage widersprechen | darf der ansager selbst gegen seine eigene ansage einspruch erheben | darf der ansager seiner eigenen ansage widersprechen | darf ich gegen meine eigene ansage einspruch erheben | kann sie gegen ihre eigene ansage widersprechen | darf die person die angesagt hat widersprechen | kann er sich selbst widersprechen | einspruch gegen die eigene ansage

rules-paletti-objection--nothing = Nein — kann keine Säule der ankündigenden Person mehr hoch, wird der Widerspruch abgelehnt (Entscheidung des Schiedsrichters).
    .if = darf ich widersprechen wenn PLAYER keine Säule mehr bewegen kann | darf ich widersprechen wenn alle ihre Säulen gesperrt sind | widersprechen wenn die ankündigende Person nichts mehr ziehen kann | alle Säulen gesperrt oder oben darf ich widersprechen | kann ich widersprechen wenn PLAYER gar keine Säule mehr hat | alle Säulen der ankündigenden Person sind oben oder gesperrt darf man widersprechen | kann man widersprechen wenn die Ansagerin nichts mehr ziehen kann | nichts von ihr kann mehr hoch darf ich trotzdem widersprechen | Widerspruch wenn keine ihrer Säulen mehr beweglich ist | alle Säulen von PLAYER sind oben oder gesperrt kann PLAYER widersprechen | die ankündigende Person kann keine Säule mehr hochziehen darf trotzdem jemand widersprechen | darf jemand widersprechen wenn keine meiner säulen mehr hoch kann | darf man widersprechen wenn ich wirklich nichts mehr ziehen kann | kann einer widersprechen wenn alle meine säulen oben oder gesperrt sind | widerspruch wenn keine säule mehr hoch kann | einspruch obwohl nichts mehr geht | darf man einspruch erheben wenn PLAYER keine säule mehr ziehen kann

rules-paletti-objection--where = Aus dem Spiel: Eine Säule, die beim erfolgreichen Widerspruch gezogen wurde, ist für immer raus.
    .if = wo ist PLAYER PILLAR Säule jetzt | was passiert mit der gezogenen Säule | wohin kommt die Säule nach dem Widerspruch | was ist mit der Säule die beim Widerspruch gezogen wurde | wo ist die Säule jetzt | stell ich die Säule nach dem Widerspruch oben drauf | zählt die gezogene Säule für den Widersprechenden | kriegt der Widersprechende Punkte für die Säule | kommt die gezogene Säule auf die oberste Ebene | behält man die Säule nach einem erfolgreichen Widerspruch | wohin mit der Säule nach dem geglückten Einspruch | kommt die beim Widerspruch gezogene Säule nach oben | wenn einer widerspricht und meine säule hochkriegt wem werden die punkte gutgeschrieben | wem zählt die säule nach dem widerspruch | wer kriegt die punkte für die beim widerspruch gezogene säule

rules-paletti-new-level--others = Zustimmen oder widersprechen: Wer widerspricht, versucht selbst, eine Säule der ankündigenden Person zu ziehen.
    .if = was können die anderen machen | was können wir anderen jetzt machen | PLAYER hat angesagt was können wir tun | was können wir nach einer Ansage tun | jemand hat eine neue Ebene angesagt was kann ich tun | PLAYER sagt sie kann nicht mehr was können wir machen | was passiert wenn einer sagt er kann keine Säule mehr bewegen | PLAYER sagt er traut sich nicht mehr was machen wir jetzt | jemand sagt er kann keinen Stein mehr ziehen was jetzt

rules-paletti-new-level--goes-on = { $lcase ->
        [removal] Ja — sobald { $announcer } eine von { GENITIVE($objector) } Säulen herausgenommen hat, kommt die { $nextlevel ->
            [green] grüne
            [yellow] gelbe
            [orange] orangefarbene
           *[red] rote
        } Ebene drauf.
        [challenge] Nur wenn { $objector } es nicht schafft; zieht { $objector } die Säule heraus, kommt keine neue Ebene.
        [waiting] { $pending ->
            [none] Sobald alle zugestimmt haben oder ein Widerspruch scheitert: Dann kommt die { $nextlevel ->
                [green] grüne
                [yellow] gelbe
                [orange] orangefarbene
               *[red] rote
            } Ebene drauf.
           *[other] Nein — noch nicht: { $pending } { $pending_count ->
                [one] muss
               *[other] müssen
            } noch antworten. Sobald alle zugestimmt haben oder ein Widerspruch scheitert: Dann kommt die { $nextlevel ->
                [green] grüne
                [yellow] gelbe
                [orange] orangefarbene
               *[red] rote
            } Ebene drauf.
        }
        [normal] Nein — gerade wartet keine Ansage; nach einem erfolgreichen Widerspruch kommt keine neue Ebene.
       *[rule] Nur wenn alle zustimmen oder ein Widerspruch scheitert; nach einem erfolgreichen Widerspruch kommt keine neue Ebene.
    }
    .if = kommt jetzt LEVEL drauf | kommt die LEVEL Ebene jetzt drauf | kommt LEVEL trotzdem drauf | kommt jetzt die neue Ebene | kommt die Ebene nach dem Widerspruch drauf | kommt die nächste Ebene trotzdem | PLAYER hat bei PLAYER PILLAR rausgekriegt kommt jetzt LEVEL drauf | wird jetzt die LEVEL Ebene aufgelegt | kommt nach einem erfolgreichen Widerspruch trotzdem eine Ebene | legen wir jetzt die LEVEL Ebene auf | PLAYER hat zugestimmt kommt jetzt die neue Ebene | dürfen wir die nächste Ebene jetzt auflegen | PLAYER ist einverstanden legen wir LEVEL drauf | kommt die nächste Ebene jetzt drauf | wird die nächste Ebene jetzt aufgelegt | kommt die neue Ebene jetzt

rules-paletti-objection--collapse = { $holder ->
        [none] Niemand gewinnt: Ein Einsturz beim Widerspruch beendet das Spiel wie jeder andere, und niemand hat das Siegel.
       *[other] { $holder } gewinnt: Ein Einsturz beim Widerspruch beendet das Spiel wie jeder andere, und { $holder } hat das Siegel.
    }
    .if = die villa stürzt beim widerspruch ein | sie fällt beim widersprechen um | einsturz beim widerspruch | was wenn sie beim versuch einstürzt | was wenn die Villa einstürzt während PLAYER bei PLAYER zieht | sie stürzt ein während PLAYER widerspricht | die Villa stürzt beim Widerspruch von PLAYER ein | angenommen PLAYER kündigt an PLAYER widerspricht und reißt dabei die Villa um wer gewinnt | PLAYER widerspricht und wirft die Villa um | beim Widerspruch umgerissen wer gewinnt | wenn der Widersprechende die Villa umwirft | die Villa kracht beim Widersprechen ein | was wenn die villa einstürzt während jemand meine ansage widerlegen will | sie stürzt ein während einer beweisen will dass ich noch kann | die villa fällt beim widerspruch um wer gewinnt | eingestürzt während sie bei mir gezogen hat | beim widersprechen ist alles eingekracht | die villa kracht beim einspruch zusammen | während des widerspruchs umgefallen wer gewinnt | sie ist eingestürzt als PLAYER bei PLAYER gezogen hat

rules-paletti-game-end--agree = { $holder ->
        [none] Ja — dann endet das Spiel; niemand hat das Siegel, also gewinnt niemand (Entscheidung des Schiedsrichters).
       *[other] Ja — dann endet das Spiel, und { $holder } gewinnt mit dem Siegel.
    }
    .if = was wenn keiner mehr ziehen kann | können wir das spiel beenden | nichts geht mehr | was wenn keine säule mehr geht | ist das Spiel vorbei wenn alle sagen es geht nichts mehr | wir sind uns einig dass nichts mehr geht wer gewinnt | alle sind sich einig dass keine Säule mehr geht | endet das Spiel wenn wir uns einigen | es geht bei keinem mehr was und wir beenden es wer ist Sieger | wir einigen uns aufzuhören wer gewinnt | keiner kann mehr ziehen wir hören auf | wie endet es wenn sich keiner mehr was traut | wie endet das Spiel wenn keiner mehr ziehen kann | was passiert wenn wir uns alle einig sind dass nichts mehr geht | was passiert wenn alle sagen es geht nichts mehr | wir sind uns einig dass keiner mehr ziehen kann | alle einigen sich dass nichts mehr geht | wenn wir uns einig sind dass keine säule mehr geht | wir kommen nicht mehr weiter und hören auf wer gewinnt | wir hören auf weil nichts mehr geht | einigung dass nichts mehr geht was dann

rules-paletti-seal--after = { $scase ->
        [takes] Ja — { $smover } bekäme das Siegel: { $spoints } Punkte auf der obersten Ebene, mehr als alle anderen.
        [keeps] Ja — { $smover } behält das Siegel, mit { $spoints } Punkten auf der obersten Ebene.
        [stays] { $snew } behält das Siegel: { $smover } hätte { $spoints } Punkte, und nur wer allein vorn liegt, nimmt es.
        [none] Dann hat es niemand: { $smover } hätte { $spoints } Punkte, gleichauf an der Spitze.
        [early] Niemand: Das Siegel zählt erst ab der grünen Ebene.
        [cannot] { $smover } hat keine { $pillar ->
            [small] kleine
            [angular] eckige
           *[thick] dicke
        } Säule mehr, die hochkann.
       *[rule] Es geht an die Person, die dann oben allein vorn liegt; ein Gleichstand lässt es, wo es ist.
    }
    .if = wenn PLAYER PILLAR hochstellt wer hat dann das Siegel | wer hat das Siegel wenn PLAYER PILLAR nach oben stellt | und was wäre wenn PLAYER nur eine PILLAR hochstellt | wenn PLAYER die PILLAR auf die Etage stellt wer hat das Siegel | hätte PLAYER PILLAR hochgestellt wer hätte das Siegel | PLAYER stellt ihre PILLAR oben hin wer hat das Siegel | PLAYER stellt PILLAR hoch wechselt das Siegel | was passiert mit dem Siegel wenn PLAYER PILLAR hochstellt | PLAYER bringt PILLAR hoch was ist mit dem Siegel | wer hat das Siegel wenn PLAYER ihre PILLAR nach oben bringt | wem gehört das Siegel wenn PLAYER PILLAR hochstellt | was wird aus dem Siegel wenn PLAYER PILLAR oben hinstellt | was ist mit dem Siegel wenn PLAYER PILLAR hochstellt | was passiert mit dem Siegel wenn PLAYER ihre PILLAR hochstellt

rules-paletti-seal--take = { $scase ->
        [takes] Ja — { $smover } bekäme das Siegel: { $spoints } Punkte auf der obersten Ebene, mehr als alle anderen.
        [keeps] Ja — { $smover } behält das Siegel, mit { $spoints } Punkten auf der obersten Ebene.
        [stays] Nein — { $snew } behält das Siegel: { $smover } hätte { $spoints } Punkte, und nur wer allein vorn liegt, nimmt es.
        [none] Nein — dann hat es niemand: { $smover } hätte { $spoints } Punkte, gleichauf an der Spitze.
        [early] Nein — das Siegel zählt erst ab der grünen Ebene.
        [cannot] Nein — { $smover } hat keine { $pillar ->
            [small] kleine
            [angular] eckige
           *[thick] dicke
        } Säule mehr, die hochkann.
       *[rule] Nur mit mehr Punkten oben als alle anderen; ein Gleichstand lässt das Siegel, wo es ist.
    }
    .if = wenn PLAYER PILLAR Säule hochbringt kriegt er dann das Siegel | bekommt PLAYER das Siegel wenn PILLAR oben steht | nimmt PLAYER PLAYER das Siegel ab mit PILLAR | kriegt PLAYER das Siegel mit PILLAR | was wäre wenn PLAYER jetzt PILLAR Säule hochstellt bekäme sie das Siegel | angenommen PLAYER stellt PILLAR Säule hoch kriegt er dann das Siegel | kriegt PLAYER das Siegel wenn er seinen PILLAR Stein hochsetzt | hätte PLAYER das Siegel mit PILLAR Stütze oben | wenn PLAYER jetzt seine PILLAR hochstellt kriegt er das Siegel zurück | bekommt PLAYER das Siegel zurück wenn er PILLAR hochstellt | holt sich PLAYER mit der PILLAR das Siegel zurück | wenn PLAYER jetzt seine LEVEL PILLAR hochstellt kriegt er das Siegel zurück | PLAYER stellt PILLAR hoch bekommt er das Siegel | wenn PLAYER seine LEVEL PILLAR hochstellt bekommt er das Siegel | kriegt PLAYER das Siegel wenn sie ihre PILLAR hochbringt | reicht PLAYER eine PILLAR fürs Siegel | nimmt PLAYER mit der PILLAR das Siegel | holt sich PLAYER mit PILLAR das Siegel | bekäme PLAYER mit einer PILLAR Säule oben das Siegel | schnappt sich PLAYER mit der PILLAR das Siegel | kriegt PLAYER mit ihrer PILLAR das Baumeistersiegel

rules-paletti-seal--holder-tie = { $named } behält das Siegel: Ein Gleichstand der anderen nimmt es dem Siegelhalter nie weg (Entscheidung des Schiedsrichters).
    .if = PLAYER hat das Siegel und zwei andere haben beide NUM wer kriegt das Siegel | PLAYER hat das Siegel mit NUM jetzt haben PLAYER und PLAYER beide NUM wer bekommt es | PLAYER hat das Siegel und zwei liegen gleichauf vor ihm | zwei sind gleichauf vor dem Siegelhalter PLAYER wer hat das Siegel | PLAYER hält das Siegel die anderen haben gleich viele mehr Punkte | PLAYER hat das Siegel zwei andere haben gleich viel mehr wer kriegt es | Gleichstand vor dem Siegelhalter PLAYER

rules-paletti-seal--only = { $named } bekommt es: Wer allein oben Punkte hat, nimmt das Siegel, ab Grün.
    .if = wenn nur PLAYER eine Säule oben hat wer hat das Siegel | nur PLAYER hat Punkte oben wer kriegt das Siegel | PLAYER ist die einzige mit Punkten auf LEVEL | außer PLAYER hat keiner was auf LEVEL wer hat das Siegel | nur PLAYER PILLAR steht auf LEVEL wer bekommt das Siegel | PLAYER hat als einzige eine Säule auf der obersten Ebene | allein PLAYER hat oben was stehen wer hat das Siegel | nur PLAYER hat eine PILLAR Säule oben wer hat das Siegel | steht nur PLAYER PILLAR auf LEVEL wer kriegt das Siegel | nur PLAYER PILLAR steht oben wer hat dann das Siegel

rules-paletti-setup--seal = Niemand: Das Siegel zählt erst ab der grünen Ebene, am Anfang hat es also keiner.
    .if = wer hat am Anfang das Siegel | wer kriegt das Siegel zu Beginn | wer startet mit dem Siegel | wer bekommt das Siegel zuerst | kriegt der Startspieler das Siegel | wer hat das Siegel beim Start | Siegel am Spielanfang | bekommt jemand gleich am Anfang das Baumeistersiegel

rules-paletti-game-end--seal = Es entscheidet den Sieg: Wer beim Einsturz der Villa das Siegel hat, gewinnt.
    .if = Zweck des Siegels | was macht das Siegel | warum will ich das Siegel | was habe ich vom Siegel | was nützt das Baumeistersiegel | wozu brauche ich das Siegel | warum ist das Siegel wichtig | was kriegt man fürs Siegel | wofür braucht man das Siegel | was hat man davon das Siegel zu haben | warum sollte ich das Siegel wollen | wofür ist dieses baumeistersiegel | wofür ist das baumeistersiegel | wofür ist das siegel | wozu ist das siegel da | wozu gibt es das siegel | was bringt das siegel | was bringt mir das siegel | was soll das siegel | was nützt das siegel | was ist der sinn vom siegel | wofür ist der baumeisterstempel | was bedeutet das siegel

rules-paletti-seal--why = { $holder ->
        [none] Noch hat niemand das Siegel: Es geht ab Grün an die Person, die allein oben vorn liegt.
       *[other] { $holder } hat es, weil { $holder } oben mehr Punkte hat als alle anderen: { $tscores }.
    }
    .if = wie hat PLAYER das Siegel bekommen | warum hat PLAYER das Siegel | wieso hat PLAYER jetzt das Siegel | PLAYER hatte das Siegel zuerst wie hat PLAYER es bekommen | warum ging das Siegel an PLAYER

rules-paletti-seal--new-level = Wer es hatte, behält es: Auf einer neuen Ebene beginnen alle bei 0, bis jemand führt (Entscheidung des Schiedsrichters).
    .if = wer hat das Siegel nach einer neuen Ebene | wer hat das Siegel direkt nachdem eine neue Ebene draufgelegt wurde | auf einer neuen Ebene wer hat das Siegel | was passiert mit dem Siegel bei einer neuen Ebene | behält man das Siegel auf der neuen Ebene | wer hat das Siegel bis jemand punktet

rules-paletti-points--reset = Ja — auf einer neuen Ebene beginnen alle bei 0; es zählt nur die oberste Ebene.
    .if = fängt jeder wieder bei null an | fangen alle bei null an wenn eine neue Ebene kommt | beginnen alle wieder bei null | werden die Punkte auf einer neuen Ebene zurückgesetzt | startet jeder auf der neuen Ebene bei null | was ist mit unseren Punkten wenn die nächste Ebene aufgelegt wird | was wird aus den Punkten wenn eine neue Ebene kommt | bleiben meine Punkte unten wenn eine neue Ebene draufkommt | was passiert mit den Punkten wenn die nächste Ebene draufkommt | wenn LEVEL draufkommt fängt mein punktestand dann wieder bei null an | fängt mein punktestand wieder bei null an | fängt der punktestand auf der neuen ebene bei null an | werden die punkte zurückgesetzt | geht mein punktestand auf null | starten wir auf der neuen ebene wieder bei null | fangen die punkte auf jeder ebene neu an | sind alle auf der neuen ebene wieder bei null | fängt das zählen auf der neuen ebene neu an | gehen unsere punkte wieder auf null | zählt es auf der neuen ebene von vorn

rules-paletti-points--carry = Nein — es zählt nur die oberste Ebene: Auf einer neuen Ebene beginnen alle bei 0.
    .if = zählen die Punkte von LEVEL weiter | werden die Punkte auf die neue Ebene mitgenommen | nehme ich meine Punkte mit auf die neue Ebene | zählen die Punkte von unten weiter | bleiben meine Punkte von der Ebene darunter | wenn die LEVEL Ebene kommt zählen die Punkte von LEVEL noch | behalten wir unsere Punkte bei einer neuen Ebene | bleiben die Punkte auf der neuen Ebene | nimmt man die Punkte mit nach oben | zählen die säulen auf der ebene noch wenn eine neue draufkommt | zählen die säulen auf der obersten ebene noch | zählt die ebene noch wenn eine neue draufkommt

rules-paletti-points--first = Grün: Punkte zählen ab der grünen Ebene; die blaue zählt für niemanden.
    .if = ab welcher Ebene zählen Punkte | welche Ebene zählt als erste | auf welcher Ebene gibt es zuerst Punkte | ab wann gibt es Punkte | welche ist die erste Ebene die zählt | ab welcher ebene zählt das eigtl | ab welcher Etage zählt das | zählt grün schon oder erst gelb | ab wann zählt das | ab welchem Stockwerk gibts Punkte | ab welcher ebene gibt es punkte | ab wann zählen die punkte | ab welcher ebene wird gezählt | wann fängt das punktezählen an | ab welcher farbe zählen punkte | ab wann zählt es fürs siegel | ab welcher ebene zählt es | ab welchem level gibts punkte | wann gibt es die ersten punkte

rules-paletti-pillars--total = { $pcount ->
        [10] 16 Punkte: Zu zweit spielst du zwei Farben mit je 8 Punkten.
       *[other] 8 Punkte: 3 kleine Säulen zu je 1, 1 eckige zu 2 und 1 dicke zu 3.
    }
    .if = wie viele Punkte hat eine ganze Farbe zusammen | was sind alle Säulen einer Farbe zusammen wert | wie viele Punkte pro Farbe insgesamt | was sind alle meine Säulen zusammen wert | wie viele Punkte in einer Farbe | COUNT wie viele Punkte sind meine ganzen Säulen zusammen wert | was sind alle fünf Säulen einer Farbe oben wert | wie viel sind alle meine Steine zusammen | was bringen alle Säulen einer Farbe auf der obersten Ebene | wie viele Punkte hat eine Farbe wenn alles oben steht | was ist eine ganze Farbe an Punkten wert | wie viel ist eine komplette Farbe wert | wie viele Punkte hat ein ganzer Satz Säulen | alle meine Säulen zusammen wie viele Punkte | was ist eine ganze Farbe wert | eine volle Farbe in Punkten | Wert einer ganzen Farbe | alle Säulen einer Farbe wert | wie viele punkte hätte ich wenn alle meine säulen oben stehen | alle meine säulen oben wie viele punkte | wie viele punkte wenn alle meine säulen oben stehen | was ergeben alle meine säulen zusammen | wie viele punkte sind alle meine säulen | was sind meine säulen insgesamt wert | wie viel ist eine farbe insgesamt wert | summe meiner säulen | was bringen alle fünf säulen zusammen | wie viel punkte haben alle meine säulen | was ist meine farbe zusammen wert | was sind alle säulen einer farbe wert

rules-paletti-pillars--each = { $pcount ->
        [10] 10 pro Person: Zu zweit spielt jede Person zwei Farben mit je 5 Säulen.
       *[other] 5 pro Person: eine Farbe mit 5 Säulen; zu dritt steht die vierte Farbe neutral, für niemanden.
    }
    .if = wie viele Säulen bekommt jeder | wie viele Säulen hat jeder | wie viele Säulen bekomme ich | COUNT wie viele Säulen hat dann jeder | wie viele Säulen hat jede Person mit COUNT | wie viele Säulen hat PLAYER | wir sind COUNT wie viele Säulen kriegt jeder und was ist mit der vierten Farbe | zu COUNT wie viele Säulen hat jeder | wie viele Steine kriegt jeder von uns | mit wie vielen Säulen startet jede Person | wie viele Säulen hat jeder am Anfang | wir sind nur COUNT wie viele Säulen krieg ich

rules-paletti-setup--split = { $count ->
        [2] Zwei Farben pro Person: Zu zweit zählen beide Farben für ihre Person.
        [3] Eine Farbe pro Person; die vierte steht als neutrale Säulen da, die niemand zieht.
       *[other] Eine Farbe pro Person: Jede spielt die Säulen einer Farbe.
    }
    .if = wie teilen wir die Farben auf COUNT | wie werden die Farben verteilt | wie teilen wir die Farben auf | wir sind COUNT wie teilen wir die Farben | wie funktionieren die Farben COUNT | wer bekommt welche Farben COUNT

rules-paletti-setup--both = Ja — zu zweit spielt jede Person zwei Farben, und beide zählen für sie.
    .if = zählen beide Farben für mich | zählen dann beide Farben | zählen meine beiden Farben | zu zweit zählen beide Farben | gehören beide Farben mir | zählen beide meine Farben für mich | PLAYER hier zählen beide Farben für mich | zählen beide Farben für meine Punkte | werden meine blauen und meine gelben punkte fürs siegel zusammengezählt | zählen beide farben zusammen | werden beide farben addiert | zu zweit zählen meine beiden farben zusammen | zählen meine zwei farben fürs siegel zusammen

rules-paletti-setup--whose = { $ccase ->
        [two] { $who } spielt { $c1 ->
            [blue] Blau
           *[green] Grün
        } und { $c2 ->
            [yellow] Gelb
           *[orange] Orange
        }.
        [one] { $who } spielt { $c1 ->
            [blue] Blau
            [green] Grün
            [yellow] Gelb
           *[orange] Orange
        }.
       *[rule] Eine Farbe pro Person; zu zweit zwei Farben pro Person.
    }
    .if = welche Farben gehören PLAYER | welche Farbe hat PLAYER | welche Farbe spielt PLAYER | was sind PLAYER Farben | welche Farben hat PLAYER

rules-paletti-setup--owner = { $ocolour ->
        [neutral] Niemandem: Zu dritt stehen die orangefarbenen Säulen neutral da; niemand zieht sie, sie zählen für niemanden.
        [named] { $cowner }: { $cowner } spielt diese Farbe.
        [seat] Der { $cseat ->
            [1] ersten
            [2] zweiten
            [3] dritten
           *[4] vierten
        } Person: Mit { $count } Personen { $count ->
            [2] zwei Farben pro Person
           *[other] eine Farbe pro Person
        }.
       *[rule] Zu viert eine Farbe pro Person, zu dritt ist die vierte neutral, zu zweit zwei Farben pro Person.
    }
    .if = wem gehören die LEVEL Säulen | wem gehört LEVEL | wer spielt LEVEL | wer bekommt die LEVEL Säulen | wem würde LEVEL gehören | und die LEVEL wem gehören die | mit COUNT wem gehört LEVEL

rules-paletti-hold--fish = Ja — den Haken darfst du in deinem Zug jederzeit benutzen, auch um eine Säule herauszuziehen.
    .if = darf ich eine Säule mit dem Haken herausziehen | darf ich mit dem Haken ziehen | die Säule mit dem Haken rausholen | darf ich den Haken zum Herausziehen nehmen | wofür ist der haken | wofür ist der haken überhaupt | wozu ist der haken da | was macht man mit dem haken | mit dem haken eine säule von der anderen seite rausschubsen | mit dem haken rausschieben | mit dem haken eine säule rausschubsen | darf ich mit dem haken schubsen | mit dem haken von hinten drücken

rules-paletti-give-up--which = { $lcount ->
        [0] Noch keine: Bisher wurde keine Säule zurückgeschoben.
        [one] Eine: { $lowner }s { $lcolour ->
            [blue] blaue
            [green] grüne
            [yellow] gelbe
           *[orange] orange
        } { $ltype ->
            [small] kleine
            [angular] eckige
           *[thick] dicke
        } Säule, zurückgeschoben und für das Spiel gesperrt.
       *[other] { $lcount } Säulen, darunter { $lowner }s { $lcolour ->
            [blue] blaue
            [green] grüne
            [yellow] gelbe
           *[orange] orange
        } { $ltype ->
            [small] kleine
            [angular] eckige
           *[thick] dicke
        }; sie bleiben für das Spiel gesperrt.
    }
    .if = welche Säulen sind gesperrt | hat schon jemand eine gesperrte Säule | welche Säulen wurden zurückgeschoben | gibt es gesperrte Säulen | wessen Säulen sind gesperrt | welche unserer Säulen sind gesperrt | wie viele Säulen sind gesperrt | schon gesperrte Säulen | welche sind jetzt gesperrt | hat schon wer eine Säule zurückgeschoben

rules-paletti-give-up--later = Nein — eine zurückgeschobene Säule ist für den Rest des Spiels gesperrt.
    .if = darf ich die zurückgeschobene Säule nochmal probieren | darf ich die zurückgeschobene nochmal versuchen | kann ich sie nach dem Zurückschieben wieder ziehen | zurückgeschoben darf ich die nochmal probieren | darf PLAYER die zurückgeschobene nochmal probieren | ist die zurückgeschobene Säule wieder frei | angenommen jemand schiebt eine Säule zurück weil sie wackelt darf er die nochmal ziehen | darf man eine zurückgeschobene Säule wieder ziehen | darf er die zurückgeschobene Stütze nochmal nehmen | kann ich den zurückgeschobenen Stein nochmal rausziehen | noch ein Versuch mit meiner zurückgeschobenen PILLAR | meine LEVEL PILLAR ist gesperrt oder darf ich wieder | darf ich es mit der nochmal versuchen | noch ein Versuch mit meiner PILLAR | die zurückgeschobene nochmal | nochmal probieren | die Säule nochmal versuchen | darf PLAYER es nochmal mit PLAYER PILLAR säule versuchen | darf PLAYER ihre PILLAR säule nochmal probieren | darf PLAYER seine PILLAR säule nochmal versuchen | darf ich die zurückgeschobene säule nochmal versuchen | kann PLAYER die PILLAR nochmal ziehen | noch ein versuch mit der zurückgeschobenen säule | darf PLAYER die zurückgeschobene PILLAR nochmal probieren | darf man eine zurückgeschobene säule nochmal versuchen | darf ich es nochmal mit der säule probieren | darf er es nochmal versuchen | darf sie die säule wieder ziehen | kann ich die gesperrte säule nochmal ziehen

rules-paletti-give-up--instead = Nein — nach dem Zurückschieben ist dein Zug vorbei; eine andere Säule darfst du nicht versuchen.
    .if = ich habe sie zurückgeschoben darf ich meine PILLAR stattdessen versuchen | darf ich stattdessen meine PILLAR probieren | zurückgeschoben darf ich dann die PILLAR nehmen | kann ich stattdessen die PILLAR ziehen | ich hab meine PILLAR zurückgeschoben weil sie gewackelt hat darf ich jetzt eine PILLAR nehmen | PLAYER hat die PILLAR zurückgeschoben und will jetzt eine PILLAR probieren darf sie das | zurückgeschoben darf ich in diesem Zug einen anderen Stein ziehen | es hat gewackelt darf ich stattdessen eine andere Säule versuchen | sie will jetzt ihre PILLAR probieren | zurückgeschoben und jetzt eine andere | nach dem Zurückschieben eine andere Säule | meine PILLAR klemmt darf ich zur PILLAR wechseln | klemmt darf ich auf eine andere wechseln | steckt fest darf ich in diesem Zug eine andere nehmen | ich hab sie zurückgeschoben darf ich eine andere probieren | ich habe sie zurückgeschoben darf ich es mit einer anderen versuchen | zurückgeschoben darf ich jetzt eine andere nehmen | es hat gewackelt ich hab sie zurückgeschoben darf ich eine andere | darf ich nach dem zurückschieben eine andere ziehen | darf ich stattdessen eine andere säule versuchen | darf ich es mit einer anderen probieren | kann ich es mit einer anderen versuchen | nach dem zurückschieben noch eine andere versuchen | darf ich eine andere nehmen weil die geklemmt hat | die klemmt darf ich eine andere nehmen | darf ich auf eine andere wechseln

rules-paletti-give-up--now = Die Säule ist für den Rest des Spiels gesperrt, und die nächste Person ist dran.
    .if = PLAYER hat sie zurückgeschoben was jetzt | angefangen zu ziehen und zurückgeschoben was nun | ich habe sie zurückgeschoben was jetzt | was passiert nach dem Zurückschieben | PLAYER hat PILLAR zurückgeschoben was passiert | was wenn ich anfange zu ziehen und dann aufgebe | ich hab angefangen zu ziehen und mich dann nicht getraut | was wenn ich mittendrin abbreche | ich überlege es mir beim Ziehen anders was dann | ich höre halb gezogen auf und schiebe sie zurück

rules-paletti-setup--each = { rules-paletti-pillars--each }
    .if = wie viele Säulen hat jeder COUNT | COUNT wie viele Säulen bekommt jede Person | wie viele Säulen pro Person mit COUNT

rules-paletti-pillars--where = { $ploc ->
        [removed] Aus dem Spiel: { GENITIVE($who) } { $pillar ->
            [small] kleine Säulen wurden
            [angular] eckige Säule wurde
           *[thick] dicke Säule wurde
        } herausgenommen.
        [top] Auf der obersten Ebene: Sie steht auf { $plevel ->
            [green] Grün
            [yellow] Gelb
            [orange] Orange
            [red] Rot
           *[blue] Blau
        }.
        [locked] { $plevel ->
            [base] Auf der Grundplatte
            [blue] Auf der blauen Ebene
            [green] Auf der grünen Ebene
            [yellow] Auf der gelben Ebene
           *[other] Auf der orangefarbenen Ebene
        }, gesperrt: Sie wurde zurückgeschoben.
        [level] { $plevel ->
            [base] Auf der Grundplatte
            [blue] Auf der blauen Ebene
            [green] Auf der grünen Ebene
            [yellow] Auf der gelben Ebene
           *[other] Auf der orangefarbenen Ebene
        }, unter der obersten.
       *[rule] Auf einer Ebene oder der Grundplatte, außer sie wurde aus dem Spiel genommen.
    }
    .if = auf welcher Ebene ist PLAYER PILLAR | auf welcher Ebene liegt PLAYER PILLAR Säule | wo ist PLAYER PILLAR Säule hin | ist PLAYER PILLAR Säule raus

rules-paletti-pillars--seal-after = { rules-paletti-seal--after }
    .if = wenn PLAYER PILLAR hochstellt wer hat dann das Siegel | kriegt PLAYER das Siegel wenn PILLAR oben steht | wenn PLAYER PILLAR Säule hochbringt bekommt sie das Siegel | wer hat das Siegel wenn PLAYER PILLAR nach oben stellt

rules-paletti-setup--count = { rules-paletti-players--count }
    .if = können COUNT Personen spielen | können COUNT mitspielen | ist es für COUNT Personen | kann man zu COUNT spielen | dürfen COUNT Leute mitspielen

rules-paletti-pillars--all = 20 Säulen insgesamt: 4 Farben mit je 5 Säulen, am Anfang alle auf der Grundplatte.
    .if = wie viele Säulen gibt es insgesamt | wie viele Säulen stehen am Anfang insgesamt auf der Grundplatte | wie viele Säulen hat das Spiel | wie viele Säulen sind es zusammen | wie viele Steine gibt es insgesamt | wie viele Stützen hat das Spiel insgesamt | Gesamtzahl der Säulen | wie viele Säulen gibt es zu Beginn insgesamt | wie viele Säulen hat das ganze Spiel | wie viele Säulen stehen zu Beginn auf der Platte | wie viele Säulen stehen insgesamt unten am Start | wie viele säulen sind insgesamt im spiel | wie viele säulen sind im spiel | wie viele säulen gibt es im ganzen spiel | wie viele säulen sind in der schachtel | wie viele säulen sind in der box | wie viele säulen hat die schachtel | wie viele säulen stehen am anfang auf der grundplatte wenn wir zu COUNT sind | wie viele säulen stehen am anfang auf der grundplatte | wie viele säulen stehen zu COUNT auf der grundplatte | wie viele säulen gibts insgesamt | wie viele säulen zusammen im spiel | alle säulen zusammen wie viele

rules-paletti-new-level--no-level = Nein — nach einem erfolgreichen Widerspruch kommt keine neue Ebene; die Säule kommt aus dem Spiel.
    .if = wenn der Widerspruch klappt kommt dann trotzdem die neue Ebene drauf | kommt die neue Ebene drauf wenn der Widerspruch erfolgreich ist | der Widerspruch hat geklappt kommt die Etage trotzdem | wird die nächste Ebene aufgelegt wenn PLAYER die Säule rausbekommt | erfolgreicher Widerspruch gibt es dann ein neues Stockwerk

rules-paletti-objection--take-any = Ja — nach einem gescheiterten Widerspruch darf die ankündigende Person jede Säule der widersprechenden nehmen, auch oben oder gesperrt.
    .if = PLAYER hat widersprochen und es nicht geschafft ich will seine gesperrte Säule rausnehmen darf ich das | PLAYER will jetzt PLAYER gesperrte Säule rausnehmen die er zurückgeschoben hat geht das | darf ich nach dem gescheiterten Widerspruch eine gesperrte Säule nehmen | darf sie meine Säule von oben nehmen nachdem mein Widerspruch gescheitert ist | darf die ankündigende Person einen gesperrten Stein wegnehmen | darf PLAYER meine Stütze von der obersten Ebene nehmen | bestimmt PLAYER selbst welche von PLAYER Säulen raus muss | darf die ankündigende Person aussuchen welche Säule raus muss | PLAYER hat's nicht geschafft darf PLAYER die Säule bestimmen | darf sie auch eine gesperrte nehmen | darf PLAYER eine gesperrte nehmen | darf die ankündigende Person aussuchen welche Säule | darf PLAYER aussuchen welche Säule | auch eine gesperrte Säule nehmen | darf sie sich die Säule aussuchen | darf PLAYER auch PLAYER PILLAR Säule von oben nehmen | darf die Ansagerin auch eine Säule von der obersten Ebene nehmen | darf sie auch meine Säule oben wegnehmen | darf er nach dem gescheiterten Widerspruch auch eine oben stehende Säule nehmen | darf PLAYER ihm eine säule wegnehmen die ganz oben steht | darf der ansager nach einem gescheiterten widerspruch auch eine gesperrte säule vom widersprecher rausnehmen | darf PLAYER jetzt irgendeine säule von PLAYER rausnehmen auch eine die oben steht | darf PLAYER jetzt eine von PLAYER säulen nehmen auch eine gesperrte | darf ich ihr die dicke wegnehmen obwohl die oben steht | darf ich ihm eine säule von oben wegnehmen | darf der ansager eine gesperrte säule rausnehmen | darf die ansagerin eine säule nehmen die oben steht | darf PLAYER sich aussuchen welche säule von PLAYER rausfliegt | darf ich eine säule wegnehmen die oben steht | der widerspruch ist gescheitert und PLAYER will PLAYER PILLAR säule rausnehmen die schon oben steht darf er das | darf er eine säule nehmen die schon oben steht nach dem gescheiterten widerspruch | darf die ankündigende person eine säule von oben nehmen | nach dem gescheiterten widerspruch darf er meine obere säule nehmen | darf sie meine gesperrte nehmen | darf er meine säule ganz oben rausnehmen | darf PLAYER PILLAR säule von oben nehmen | darf er eine gesperrte rausnehmen | darf sie die säule oben rausziehen nach dem widerspruch | muss er eine untere nehmen oder darf er auch die obere

rules-paletti-setup--neutral-move = Nein — zu dritt ist die vierte Farbe neutral: Niemand bewegt diese Säulen, und sie zählen für niemanden.
    .if = PLAYER will die LEVEL Säulen verschieben weil die zu dritt keinem gehören geht das | darf ich eine neutrale Säule ziehen | darf man die neutralen Säulen bewegen | darf jemand die übrige Farbe ziehen | die LEVEL Steine gehören keinem darf ich die nehmen | darf man die neutralen Stützen verwenden | darf irgendwer die neutralen säulen bewegen | darf jemand die neutralen säulen ziehen | kann jemand die neutralen verschieben | darf man beim widerspruch eine neutrale säule ziehen | zu COUNT darf PLAYER eine neutrale säule ziehen | PLAYER will eine neutrale säule bewegen darf er das | wir sind zu COUNT darf PLAYER eine von den LEVEL säulen versetzen | darf PLAYER eine von den LEVEL säulen versetzen | darf man die LEVEL säulen bewegen wenn wir zu COUNT sind | zu COUNT darf jemand die LEVEL säulen ziehen | darf ich eine LEVEL säule versetzen wenn wir zu COUNT sind | darf jemand die neutralen säulen versetzen | darf man neutrale säulen verschieben

rules-paletti-seal--keep-new = Ja — auf einer neuen Ebene behält es, wer es hatte, bis dort jemand führt.
    .if = wir haben gerade LEVEL draufgelegt PLAYER hatte das Siegel auf LEVEL noch steht keiner auf LEVEL behält PLAYER das Siegel | behält PLAYER das Siegel auf der neuen Ebene | die neue Etage ist drauf behält der Halter das Siegel | auf dem neuen Stockwerk hat noch keiner Punkte hat PLAYER noch das Siegel | bleibt das Siegel nach der neuen Ebene bei PLAYER | wenn ich auf LEVEL das siegel krieg behalt ich es wenn LEVEL draufkommt | behalte ich das siegel wenn die nächste ebene draufkommt | behält der halter das siegel auf der neuen ebene | behalt ich das siegel auf der nächsten ebene | bleibt das siegel bei mir wenn eine neue ebene kommt | hab ich das siegel noch nach der neuen ebene

## Fakten aus Runde 3: wohin eine gezogene Säule kommt, wann man ansagt, das Ende, das Siegel
## bei Gleichstand, Nummern der Ebenen, Säulen insgesamt. $nextp: wer nach der genannten
## Person dran ist (sonst nach der, die dran ist); $n: die Zahl der Frage (0: keine).

rules-paletti-turn--top-only = Nein — eine gezogene Säule kommt immer auf die oberste Ebene, nie auf eine tiefere.
    .if = darf die Säule auf einer Ebene in der Mitte landen | kann ich sie auf eine tiefere Ebene stellen statt ganz oben | darf ich die Säule auf die Ebene unter der obersten stellen | muss die Säule auf die oberste Ebene | darf ich die Säule auf irgendeine Ebene stellen | kann ich sie weiter unten abstellen | gehört die gezogene Säule in ein mittleres Stockwerk | kann ich sie in eine untere Etage stellen | muss sie ganz nach oben | darf der Stein auch auf eine tiefere Ebene | muss ich sie ganz oben hinstellen | kann ich die Säule mittendrin abstellen | Säule auf eine tiefere Ebene stellen | Säule ins mittlere Stockwerk | auf die Ebene unter der obersten stellen | mittlere Ebene statt oben | Säule weiter unten hinstellen | kann ich einen stein auf der gleichen ebene woanders hinschieben | auf der gleichen ebene verschieben | auf derselben ebene woanders hinstellen | eine säule seitlich verschieben

rules-paletti-turn--down = Nein — Säulen wandern nur nach oben: von unten auf die oberste Ebene, nie zurück nach unten.
    .if = darf eine Säule von der obersten Ebene nach unten wandern | darf ich eine Säule nach unten versetzen | kann ich eine Säule von oben zurück nach unten stellen | eine Säule von der obersten auf eine untere Ebene | darf eine Säule wieder runter | Säule ein Stockwerk nach unten versetzen erlaubt | kann ich einen Stein ein Stockwerk tiefer setzen | darf ich eine von oben nach unten bringen | Säule von oben nach unten stellen | von der obersten Ebene tiefer stellen | Säule von ganz oben wieder runter | oben eine Säule nehmen und tiefer stellen

rules-paletti-game-end--red = Nein — mit Rot oben geht es weiter, bis die Villa einstürzt oder alle sich einigen, dass nichts mehr geht.
    .if = ist es vorbei wenn Rot liegt | endet Villa Paletti mit dem Auflegen von Rot | aus und vorbei sobald Rot liegt | endet es mit der letzten Ebene | ist es vorbei wenn die letzte Ebene liegt | hört es bei Rot auf | ist mit der roten Ebene Schluss | endet es wenn wir Rot erreichen | ist es aus wenn Rot oben ist | ist mit Rot Schluss | endet es mit Rot | Spiel vorbei wenn Rot oben liegt | ist nach Rot es aus | schluss wenn rot drauf

rules-paletti-game-end--ways = Auf zwei Arten: Die Villa stürzt ein, oder alle einigen sich, dass keine Säule mehr geht.
    .if = gibt es ein Ende ohne dass die Villa umfällt | kann es ohne Einsturz enden | wie endet es sonst noch | welche Arten gibt es wie es endet | endet es nur wenn die Villa fällt | ist der Einsturz das einzige Ende | wie kann man es sonst beenden | können wir aufhören ohne dass sie einstürzt | Ende ohne Einsturz | wie endet es sonst | welche Enden gibt es außer dem Einsturz | wann endet es wenn nichts einstürzt | wann ist das spiel zu ende | wann ist schluss | wann endet das spiel | wie endet das spiel | wann ist das spiel vorbei | wann hört das spiel auf | wann ist eine partie zu ende | was beendet das spiel

rules-paletti-game-end--tie = Wer das Siegel hat, gewinnt: Ein Gleichstand oben zählt beim Einsturz nicht, nur das Siegel.
    .if = Einsturz bei gleicher Punktzahl wer ist Sieger | sie fällt während zwei gleich viele Punkte haben | was wenn die Villa fällt und wir oben gleichauf sind | punktgleich oben und sie stürzt ein wer gewinnt | zwei haben gleich viele Punkte und sie kracht zusammen | bei Gleichstand stürzt die Villa ein wer gewinnt | Gleichstand oben und die Villa fällt | punktgleich und die Villa stürzt ein | Gleichstand beim Einsturz wer gewinnt

rules-paletti-new-level--any-time = Ja — ansagen darfst du in jedem Zug, auch im ersten, statt eine Säule zu ziehen.
    .if = ist eine Ansage schon als allererster Zug erlaubt | kann ich sofort ansagen | darf ich in jedem Zug ansagen | darf ich gleich am Anfang ansagen | kann ich ansagen ohne vorher zu ziehen | darf ich ansagen wann ich will | muss man erst ein paar Züge machen bevor man ansagt | darf ich früh eine neue Ebene ankündigen | kann ich im ersten Zug ankündigen | darf ich jederzeit eine neue Ebene ansagen | im ersten Zug ansagen | im ersten Zug eine neue Ebene ansagen | gleich zu Beginn ansagen | sofort eine neue Ebene ansagen

rules-paletti-new-level--instead = Nein — du sagst statt eines Zugs an: ein Zug ist eine Säule oder eine Ansage.
    .if = eine Säule hoch und danach noch ansagen geht das | darf ich ziehen und im selben Zug ansagen | erst ziehen dann eine neue Ebene ansagen | darf ich nach dem Ziehen noch ansagen | sage ich nach meinem Zug an oder statt | kann ich eine ziehen und danach eine neue Ebene ankündigen | beides ziehen und ansagen | darf ich nach meiner Säule noch eine Ebene ansagen | erst ziehen und dann ansagen | Säule versetzen und dann ansagen | nach dem Ziehen noch ansagen | ziehen und ansagen im selben Zug

rules-paletti-new-level--enough = { $n ->
        [0] Mindestens 3: Eine neue Ebene muss auf mindestens 3 Säulen liegen.
        [1] Nein — eine reicht nicht: Eine neue Ebene muss auf mindestens 3 Säulen liegen.
        [2] Nein — zwei reichen nicht: Eine neue Ebene muss auf mindestens 3 Säulen liegen.
       *[other] Ja — { $n } Säulen reichen: Eine neue Ebene muss auf mindestens 3 liegen.
    }
    .if = braucht eine Ebene mehr als NUM Säulen | genügen NUM Säulen als Stütze der Ebene | kann eine Ebene auf NUM Säulen liegen | trägt es die neue Ebene mit NUM Säulen | trägt die oberste Ebene mit NUM Säulen darunter | NUM Säulen unter einer Ebene reicht das | können wir die nächste Ebene auf NUM Säulen legen | tun es NUM Steine für eine neue Ebene | ist eine Ebene auf NUM Säulen erlaubt | nur NUM Säulen oben kommt die neue Ebene trotzdem | hält eine Ebene auf NUM Säulen | NUM Säulen für eine neue Ebene | neue Ebene auf NUM Säulen | Ebene auf NUM Säulen | reichen NUM Säulen | NUM Säulen tragen die nächste Ebene | hält die nächste Ebene auf NUM Säulen | hält eine neue Ebene auf NUM Säulen | reichen NUM dicke Säulen für eine Ebene | stimmt es dass eine Ebene auf NUM Säulen hält | hält die Ebene auch auf NUM Säulen | NUM dicke Säulen reichen für eine neue Ebene oder | kann eine ebene auf nur NUM säulen liegen | kann ne ebene auf nur NUM säulen liegen | reichen NUM säulen für eine ebene | darf die ebene auf NUM säulen liegen | geht eine ebene mit NUM säulen | eine ebene auf nur NUM stützen | sind NUM säulen genug für die nächste ebene | kann die neue ebene auf NUM säulen | PLAYER meint eine neue ebene hält auch auf NUM säulen stimmt das | hält eine neue ebene auf NUM säulen wenn es dicke sind | eine ebene hält auch auf NUM säulen stimmt das

rules-paletti-building--enough = { rules-paletti-new-level--enough }
    .if = braucht eine Ebene mehr als NUM Säulen | kann eine Ebene auf NUM Säulen liegen | ist eine Ebene auf NUM Säulen erlaubt | hält eine Ebene auf NUM Säulen

rules-paletti-new-level--turn-over = Nein — nehmen alle an, kommt die neue Ebene drauf, und der Zug der ankündigenden Person ist vorbei.
    .if = meine Ansage ist angenommen ziehe ich trotzdem | nach der angenommenen Ansage darf ich noch eine Säule ziehen | ziehe ich nach der neuen Ebene noch | bekomme ich nach dem Ansagen noch einen Zug | ist mein Zug nach der Ansage vorbei | darf ich nach der neuen Ebene noch spielen | alle haben zugestimmt darf ich noch eine Säule ziehen | darf ich nach dem Auflegen noch ziehen | nach der Ansage noch eine Säule ziehen | nach dem Annehmen noch ziehen | darf ich nach der Ansage noch ziehen

rules-paletti-new-level--next-player = { $nextp ->
        [none] Die nächste Person im Uhrzeigersinn: Mit der neuen Ebene ist der Zug der ankündigenden Person vorbei.
       *[other] { $nextp }: Mit der { $nextlevel ->
            [green] grünen
            [yellow] gelben
            [orange] orangen
            [red] roten
           *[none] neuen
        } Ebene ist der Zug von { $who } vorbei, und es geht im Uhrzeigersinn weiter.
    }
    .if = PLAYER Ansage wird angenommen wer zieht als Nächstes | wer ist nach der neuen Ebene dran | wer spielt nach einer angenommenen Ansage | nach dem Zustimmen wer kommt dann | wenn wir PLAYER Ansage annehmen wer ist dann dran | wer ist nach PLAYER Ansage dran | wenn PLAYER jetzt ansagt und wir zustimmen wer macht weiter | wer kommt nach der ankündigenden Person | wer ist nach der Ansage dran | wer ist dran wenn alle zustimmen | wenn PLAYER ansagt wer ist dann dran | nach der angenommenen Ansage wer ist dran

rules-paletti-objection--seal-first = Zuerst das Siegel: Es wird neu bestimmt, bevor die neue Ebene drauf kommt (Entscheidung des Schiedsrichters).
    .if = wird erst das Siegel geklärt und dann die Ebene aufgelegt | wenn die ankündigende Person eine Säule von oben nimmt ändert sich das Siegel | wird das Siegel vor der neuen Ebene geklärt | ändert sich das Siegel vor der nächsten Ebene | meine Säule oben wird rausgenommen wer hat das Siegel | was passiert mit dem Siegel wenn meine obere Säule entfernt wird | verliere ich das Siegel wenn meine Säule oben rausgenommen wird | das Siegel nach dem gescheiterten Widerspruch | ändert das Entfernen einer Säule oben das Siegel | Siegel vor der neuen Ebene | wird das Siegel zuerst geklärt | Siegel nachdem eine Säule oben entfernt wurde

rules-paletti-objection--agreed = Nein — wer schon zugestimmt hat, kann nicht mehr widersprechen.
    .if = ich habe PLAYER neuer Ebene schon zugestimmt darf ich noch widersprechen | ich habe schon zugestimmt kann ich noch widersprechen | ich hab ja gesagt darf ich es mir anders überlegen und widersprechen | ich habe schon angenommen darf ich noch widersprechen | kann ich mein Ja zurücknehmen und widersprechen | schon zugestimmt aber jetzt glaub ich sie kann noch ziehen | nach dem Zustimmen noch widersprechen | schon zugestimmt noch widersprechen | nach dem Zustimmen widersprechen | schon ja gesagt noch widersprechen

rules-paletti-pillars--max = { rules-paletti-pillars--total }
    .if = Höchstpunktzahl einer Person auf der obersten Ebene | maximale Punkte die ich oben sammeln kann | höchste Punktzahl auf der obersten Ebene | wie viele Punkte sind auf einer Ebene höchstens möglich | was ist das Maximum an Punkten | die meisten Punkte die ich oben haben kann | wie viel kann man oben maximal haben | höchstens Punkte oben | maximal Punkte auf einer Ebene | die meisten Punkte möglich | Höchstpunktzahl pro Person | wie viele Punkte höchstens | wie viele punkte kann ich auf einer ebene höchstens haben | mit zwei farben wie viele punkte kann ich auf einer ebene höchstens haben | wie viele punkte sind auf einer ebene maximal drin | höchstpunktzahl auf einer ebene | was ist das meiste was ich oben haben kann | wie viele punkte kann man oben maximal haben | maximale punkte oben | wie viele punkte kann einer auf einer ebene höchstens kriegen

rules-paletti-pillars--type-total = { $pillar ->
        [small] 12 kleine Säulen: 3 in jeder der 4 Farben.
        [angular] 4 eckige Säulen: eine in jeder der 4 Farben.
        [thick] 4 dicke Säulen: eine in jeder der 4 Farben.
       *[other] 20 Säulen insgesamt: 4 Farben mit je 5 Säulen.
    }
    .if = wie viele PILLAR stecken in der Schachtel | Gesamtzahl PILLAR Säulen im Spiel | wie viele PILLAR gibt es insgesamt | Anzahl der PILLAR Säulen | wie viele PILLAR Steine sind in der Schachtel | wie viele PILLAR hat das Spiel | wie viele PILLAR Säulen im Spiel | PILLAR Säulen insgesamt | wie viele PILLAR insgesamt | PILLAR Säulen im ganzen Spiel | PILLAR Säulen im ganzen Spiel gibt es | Zahl der PILLAR im ganzen Spiel

rules-paletti-hold--hook-other = Nein — den Haken gibt es nur im eigenen Zug; bei den anderen Finger weg.
    .if = Haken benutzen obwohl ein anderer am Zug ist | Haken während des Zugs einer anderen Person | darf ich mit dem Haken helfen wenn ein anderer dran ist | mit dem Haken jemand anderem helfen | Haken im Zug der anderen | darf jemand anderes für mich den Haken nehmen | darf ich außerhalb meines Zugs den Haken nehmen | darf ich einem anderen mit dem Haken helfen | Haken wenn ich nicht dran bin | Haken im Zug eines anderen | Haken während jemand anders dran ist | Haken benutzen wenn ich nicht am Zug bin | Haken nehmen wenn ich nicht dran bin | Haken wenn ein anderer am Zug ist | haken offturn | den haken offturn benutzen | darf ich den haken offturn benutzen | haken nehmen offturn | mit dem haken rumstochern offturn | darf PLAYER den haken offturn nehmen | haken benutzen bevor ich dran bin | PLAYER hat mit dem haken an einer säule rumgezogen als eigentlich PLAYER dran war ist das erlaubt | mit dem haken rumgezogen als ein anderer dran war | er hat mit dem haken gezogen obwohl er nicht dran war | darf ich mit dem haken ran wenn ich nicht dran bin | haken benutzen wenn man nicht dran ist | sie hat mit dem haken gefummelt als ich dran war | darf PLAYER mit dem haken ziehen wenn PLAYER dran ist | haken obwohl nicht am zug | mit dem haken im fremden zug

rules-paletti-seal--tie-take = Nein — Gleichstand reicht nicht: Du brauchst mehr Punkte als wer das Siegel hat.
    .if = bekomme ich das Siegel bei Gleichstand mit dem Siegelhalter | reicht Gleichstand für das Siegel | muss man den Siegelhalter überholen um das Siegel zu kriegen | wenn ich gleich viele Punkte habe wie der Siegelhalter krieg ich es | gleich viele Punkte wie der Halter wer hat das Siegel | wenn ich den Siegelhalter einhole bekomme ich es | mit meiner PILLAR bin ich bei NUM wie der Siegelhalter gehört mir dann das Siegel | zieht PLAYER gleich nimmt sie das Siegel | reicht es gleich viele zu haben | Gleichstand mit dem Siegelhalter | gleich viele Punkte wie der Siegelhalter | reicht Gleichstand | mehr Punkte als der Siegelhalter | der Siegelhalter hat auch NUM krieg ich das Siegel

rules-paletti-seal--keep-zero = Ja — wer das Siegel hat, behält es, solange niemand mehr Punkte hat; nur wer allein vorn liegt, nimmt es.
    .if = nach dem Entfernen seiner oberen Säulen hat er noch das Siegel | der Siegelhalter fällt auf null behält er das Siegel | wenn der Siegelhalter keine Punkte mehr hat behält sie es | behält der Siegelhalter das Siegel bei null | wenn niemand mehr hat als der Siegelhalter behält er es | alle anderen haben noch null behält er das Siegel | Siegelhalter behält das Siegel bei null | Säulen des Siegelhalters entfernt behält er das Siegel | alle haben null wer hat das Siegel

rules-paletti-levels--number = { $level ->
        [blue] Ebene 1: Blau liegt als erste auf den Säulen, dann Grün, Gelb, Orange, Rot.
        [green] Ebene 2: Grün kommt nach Blau.
        [yellow] Ebene 3: Gelb kommt nach Blau und Grün.
        [orange] Ebene 4: Orange kommt nach Gelb; danach nur noch Rot.
        [red] Ebene 5: Rot ist die letzte Ebene.
       *[other] Blau 1, Grün 2, Gelb 3, Orange 4, Rot 5; die Grundplatte ist 0.
    }
    .if = LEVEL liegt an welcher Position | welche Nummer hat die LEVEL Ebene | welche Ebene ist LEVEL | von unten gezählt an welcher Stelle liegt LEVEL | das wievielte Stockwerk ist LEVEL | an welcher Stelle kommt LEVEL | welche Etage ist LEVEL | welche Nummer hat LEVEL | wievielte Ebene LEVEL | die wievielte ist LEVEL | die wievielte ebene ist LEVEL | wievielte ebene ist LEVEL | LEVEL ist die wievielte ebene | die wievielte etage ist LEVEL

rules-paletti-levels--colour = { $n ->
        [0] Die Grundplatte: Ebene 0 ist die Grundplatte, unter der blauen Ebene.
        [1] Blau: Ebene 1 liegt als erste auf den Säulen.
        [2] Grün: Ebene 2, nach Blau.
        [3] Gelb: Ebene 3, nach Grün.
        [4] Orange: Ebene 4, nach Gelb.
        [5] Rot: Ebene 5, die letzte.
       *[other] Es gibt nur 5 Ebenen: Blau 1, Grün 2, Gelb 3, Orange 4, Rot 5.
    }
    .if = Ebene NUM in welcher Farbe | welche Farbe ist die NUM Ebene | Ebene NUM ist welche Farbe | was ist Ebene NUM | welche Ebene ist Nummer NUM | welche Farbe hat das NUM Stockwerk | welche Farbe hat die NUM Etage | Farbe von Ebene NUM | welche Farbe hat Ebene NUM | Ebene NUM Farbe | welche Farbe ist Ebene NUM

rules-paletti-setup--both-pull = Ja — beide Farben gehören dir: Du darfst jede deiner Säulen aus beiden Farben ziehen.
    .if = mit zwei Farben darf ich mir aussuchen aus welcher ich ziehe | darf ich aus beiden meiner Farben ziehen | darf ich in meinem Zug beide Farben nutzen | welche meiner zwei Farben darf ich ziehen | kann ich jeden Zug zwischen meinen Farben aussuchen | muss ich bei einer Farbe bleiben | mit zwei Farben darf ich beide ziehen | darf ich zwischen meinen Farben wechseln | aus beiden Farben ziehen | zwei Farben aus beiden ziehen | Säulen beider Farben ziehen

rules-paletti-setup--neutral-count = { $count ->
        [3] Ja — zu dritt steht die vierte Farbe als neutrale Säulen da, die niemand zieht.
       *[other] Nein — neutrale Säulen gibt es nur zu dritt; zu { $count } wird jede Farbe gespielt.
    }
    .if = zu COUNT bleiben Säulen neutral | gibt es neutrale Säulen mit COUNT Spielern | sind zu COUNT Säulen neutral | bleibt zu COUNT eine Farbe neutral | COUNT Spieler neutrale Säulen | mit COUNT bleibt eine Farbe übrig | zu COUNT eine neutrale Farbe | zu COUNT neutrale Säulen | neutrale Säulen zu COUNT

rules-paletti-points--removed = Nein — Säulen aus dem Spiel zählen für niemanden; nur Säulen auf der obersten Ebene punkten.
    .if = bringen rausgeflogene Säulen noch Punkte | zählen entfernte Säulen für Punkte | punktet eine Säule die aus dem Spiel ist | zählen meine rausgenommenen Säulen noch | zählt eine entfernte Säule noch | was ist mit Punkten für Säulen die raus sind | entfernte Säulen zählen | Säulen aus dem Spiel zählen

rules-paletti-give-up--locked = Ja — eine zurückgeschobene Säule bleibt für den Rest des Spiels gesperrt, nicht nur diese Runde.
    .if = ist eine zurückgeschobene Säule fürs ganze Spiel gesperrt | bleibt sie für immer gesperrt | ist die dann für immer gesperrt | gilt die Sperre das ganze Spiel | ist die Säule für den Rest des Spiels gesperrt | für immer gesperrt oder nur diese Runde | hört die Sperre wieder auf | ist sie nur diese Runde gesperrt | wenn ich sie zurückschiebe ist die dann fürs ganze Spiel gesperrt | fürs ganze Spiel gesperrt | für immer gesperrt | für den Rest des Spiels gesperrt | ganze spiel gesperrt

rules-paletti-objection--attempt = { $objector ->
        [none] Wer widerspricht, versucht eine Säule der ankündigenden Person herauszuziehen; klappt es nicht, verliert er eine eigene.
       *[other] { $objector } versucht, eine Säule von { $announcer ->
            [none] der ankündigenden Person
           *[other] { $announcer }
        } herauszuziehen; klappt es nicht, verliert { $objector } eine Säule.
    }
    .if = was ist die Aufgabe von PLAYER beim Widerspruch | was muss wer widerspricht tun | ich widerspreche was mache ich jetzt | wie läuft ein Widerspruch ab | PLAYER widerspricht was jetzt | was macht PLAYER jetzt wo sie widersprochen hat | PLAYER hat widersprochen was passiert jetzt | was muss die widersprechende Person machen | was muss PLAYER jetzt machen | PLAYER widerspricht was muss sie tun | was macht die widersprechende Person | was muss sie beim Widerspruch machen | wer widerspricht was muss der tun | nach dem Widerspruch was soll PLAYER machen

rules-paletti-new-level--red-more = { $top ->
        [red] { $nextp ->
            [none] Nein — Rot ist die letzte Ebene: Die Ansage gibt nur den Zug weiter.
           *[other] Nein — Rot ist die letzte Ebene: Die Ansage gibt nur den Zug an { $nextp } weiter.
        }
        [none] Bis Rot: Danach kommt keine Ebene mehr, und eine Ansage gibt nur den Zug weiter.
       *[other] Ja — stimmen alle zu oder scheitert ein Widerspruch, kommt die { $nextlevel ->
            [green] grüne
            [yellow] gelbe
            [orange] orangefarbene
           *[red] rote
        } Ebene drauf.
    }
    .if = kommt auf Rot noch eine Ebene | gibt es nach Rot noch eine Ebene | Rot liegt oben kriegen wir eine neue Ebene | PLAYER sagt auf Rot an kommt noch eine Ebene | kann nach Rot noch eine Ebene drauf | PLAYER sagt an obwohl Rot schon liegt | PLAYER traut sich auf Rot nicht mehr und sagt an | kommt nach Rot eine neue Ebene | noch eine Ebene nach Rot | neue Ebene auf Rot | kriegen wir noch eine Ebene | gibt es nach dieser noch eine Ebene | kommen nach dieser noch Ebenen | kommt nach dieser noch eine Ebene | gibt es nach der hier noch eine Ebene | noch eine Ebene nach dieser

rules-paletti-hold--hands-free = Ja — oben stellst du freihändig auf: Beim Aufstellen hältst du nichts fest.
    .if = muss ich freihändig aufstellen | muss man freihändig aufstellen | freihändig draufstellen | muss das Aufstellen freihändig sein | beim Aufstellen freihändig | oben absetzen ohne Hände | muss ich beim Hinstellen alles loslassen

rules-paletti-hold--hook-only = Ja — den Haken gibt es nur im eigenen Zug, nie während jemand anders dran ist.
    .if = darf nur onturn den haken nehmen | haken nur onturn | ist der haken nur für onturn | darf nur onturn den haken benutzen | haken nur im eigenen zug | nur im eigenen zug den haken

rules-paletti-levels--order = Blau, Grün, Gelb, Orange, Rot: Blau liegt zuerst auf den Säulen, Rot ist die letzte.
    .if = in welcher reihenfolge kommen die ebenen | reihenfolge der ebenen | welche reihenfolge haben die farben | von unten nach oben welche ebenen | welche farbe kommt zuerst | die ebenen der reihe nach | welche ebene kommt als erstes | wie ist die reihenfolge der etagen | in welcher reihenfolge werden die ebenen aufgelegt | welche farben haben die ebenen von unten nach oben

rules-paletti-levels--then = { $thenlevel ->
        [green] Nach Blau kommt Grün.
        [yellow] Nach Grün kommt Gelb.
        [orange] Nach Gelb kommt Orange.
        [red] Nach Orange kommt Rot, die letzte Ebene.
       *[none] Nichts mehr: Rot ist die letzte Ebene.
    }
    .if = LEVEL comesnext | erst LEVEL comesnext | LEVEL und comesnext | also erst LEVEL comesnext

rules-paletti-levels--is = { $levelis ->
        [yes] Ja — { $level ->
            [blue] Blau ist Ebene 1
            [green] Grün ist Ebene 2
            [yellow] Gelb ist Ebene 3
            [orange] Orange ist Ebene 4
           *[red] Rot ist Ebene 5
        }: Blau 1, Grün 2, Gelb 3, Orange 4, Rot 5.
       *[no] Nein — { $level ->
            [blue] Blau ist Ebene 1
            [green] Grün ist Ebene 2
            [yellow] Gelb ist Ebene 3
            [orange] Orange ist Ebene 4
           *[red] Rot ist Ebene 5
        }: Blau 1, Grün 2, Gelb 3, Orange 4, Rot 5.
    }
    .if = ist LEVEL die NUM ebene | ist LEVEL ebene NUM | ist LEVEL die NUM etage | ist LEVEL das NUM stockwerk | ist die LEVEL ebene die NUM

rules-paletti-seal--lose-new = Nein — auf einer neuen Ebene behält es, wer es hatte, bis dort jemand führt.
    .if = verliert PLAYER das siegel weil alle bei null sind | verliert man das siegel auf der neuen ebene | verliert der halter das siegel wenn eine neue ebene kommt | wir haben gerade LEVEL aufgelegt verliert PLAYER jetzt das siegel | ist das siegel weg wenn die nächste ebene kommt | verliere ich das siegel wenn eine neue ebene draufkommt

rules-paletti-seal--turn = Auf die Farbe drehen: Das Siegel zeigt immer die Farbe dessen, der es hat.
    .if = was macht man mit dem baumeistersiegel wenn es jemand kriegt | wie zeigt man wer das siegel hat | wird das siegel gedreht | auf welche farbe dreht man das siegel | was mache ich mit dem siegel | wie markiert man wer das siegel hat | was passiert mit dem siegel wenn es jemand bekommt | was passiert mit dem siegelplättchen

rules-paletti-objection--extra = Nein — kein Extrazug: Es geht im Uhrzeigersinn nach der ankündigenden Person weiter.
    .if = kriegt der widersprechende einen extrazug | extrazug nach einem widerspruch | darf der widersprechende nochmal ziehen | kriegt man fürs widersprechen einen zusatzzug | kriegt der der erfolgreich widersprochen hat einen extrazug | gibt ein erfolgreicher widerspruch einen extrazug

rules-paletti-objection--gone = Nein — eine aus dem Spiel genommene Säule bleibt für immer draußen.
    .if = kommt eine rausgenommene säule irgendwann wieder ins spiel | kommt die entfernte säule zurück | ist die säule für immer raus | darf man eine aus dem spiel genommene säule wieder verwenden | kommen entfernte säulen wieder rein | kommt die rausgeflogene säule zurück | kommt ne säule die beim einspruch rausgeflogen ist irgendwann wieder ins spiel | kommt eine säule die beim widerspruch rausgeflogen ist wieder ins spiel | kommt die rausgenommene säule wieder rein | kriege ich die entfernte säule zurück | kommt die säule auf der neuen ebene wieder ins spiel | ist die rausgenommene säule für immer weg | kommt die säule irgendwann zurück | bleibt die säule draußen

rules-paletti-objection--failed-next = Die nächste Person im Uhrzeigersinn nach der ankündigenden: Die neue Ebene kommt drauf, der Zug ist vorbei.
    .if = wer ist nach einem gescheiterten widerspruch dran | wer ist nach einem gescheiterten einspruch dran | wer macht nach einem misslungenen widerspruch weiter | wer zieht nach dem gescheiterten widerspruch | wer ist dran wenn der widerspruch scheitert

rules-paletti-objection--failed-level = Ja — nach einem gescheiterten Widerspruch kommt die angesagte Ebene trotzdem drauf, sobald eine Säule des Widersprechenden raus ist.
    .if = kommt die ebene trotzdem drauf wenn der widerspruch scheitert | PLAYER widerspricht und scheitert kommt die ebene dann trotzdem drauf | gescheiterter widerspruch kommt die neue ebene trotzdem | kommt nach einem gescheiterten widerspruch die ebene drauf | widersprochen und gescheitert kommt die ebene trotzdem

rules-paletti-objection--failed-which = { $after ->
        [green] Grün: Nach einem gescheiterten Widerspruch kommt die angesagte Ebene drauf.
        [yellow] Gelb: Nach einem gescheiterten Widerspruch kommt die angesagte Ebene drauf.
        [orange] Orange: Nach einem gescheiterten Widerspruch kommt die angesagte Ebene drauf.
        [red] Rot: Nach einem gescheiterten Widerspruch kommt die angesagte Ebene drauf.
       *[none] Die nächste: Nach einem gescheiterten Widerspruch kommt die angesagte Ebene drauf.
    }
    .if = LEVEL liegt oben PLAYER widerspricht und verbockt es welche ebene kommt | LEVEL liegt oben der widerspruch scheitert welche ebene kommt dann

rules-paletti-new-level--who = Wer gerade am Zug ist: statt eine Säule zu ziehen, sagt er an.
    .if = wer darf eigentlich eine neue ebene ansagen | wer darf eine neue ebene ansagen | wer sagt die neue ebene an | wer kann ansagen | wer darf ankündigen

rules-paletti-new-level--offturn = Nein — nur wer am Zug ist, darf ansagen, statt zu ziehen.
    .if = darf ich offturn ansagen | eine neue ebene offturn ansagen | darf jemand offturn ansagen | darf ich eine neue ebene ansagen offturn | darf PLAYER offturn ankündigen

rules-paletti-new-level--pending = { $lcase ->
        [waiting] { $pending ->
            [none] Auf niemanden: Alle haben geantwortet.
           *[other] Auf { $pending }: { $pending_count ->
                [one] muss
               *[other] müssen
            } noch antworten.
        }
       *[other] Auf niemanden: Gerade wartet keine Ansage auf Antworten.
    }
    .if = auf wen warten wir noch | wer muss noch antworten | wer muss noch zustimmen | worauf warten wir gerade | wer hat noch nicht geantwortet | PLAYER hat angesagt auf wen warten wir noch | wer muss noch ja sagen | wer fehlt noch bei der ansage

rules-paletti-give-up--over = Ja — zurückgeschoben ist die Säule gesperrt, und dein Zug ist vorbei.
    .if = wenn ich sie zurückschiebe ist mein zug vorbei | ist mein zug dann vorbei | schieb ich sie zurück ist mein zug zu ende | endet mein zug wenn ich zurückschiebe | die säule wackelt und ich schieb sie zurück ist mein zug dann vorbei | zurückgeschoben ist dann der nächste dran

rules-paletti-give-up--points = Nein — Zurückschieben kostet keine Punkte: Die Säule ist gesperrt, und dein Zug ist vorbei.
    .if = kostet mich das zurückschieben punkte | verliere ich punkte wenn ich zurückschiebe | gibt es strafpunkte fürs zurückschieben | kostet aufgeben punkte | gibt es eine strafe fürs zurückschieben

rules-paletti-give-up--others = Ja — gesperrt ist nur die zurückgeschobene Säule; deine anderen darfst du weiter ziehen.
    .if = wenn meine PILLAR säule gesperrt ist darf ich meine anderen noch ziehen | ist nur die eine säule gesperrt | darf ich die anderen säulen noch ziehen wenn eine gesperrt ist | meine PILLAR ist gesperrt darf ich die anderen noch ziehen | eine säule gesperrt darf ich den rest noch spielen

rules-paletti-pillars--points-all = 32 Punkte insgesamt: Jede der 4 Farben ist 8 wert (3 kleine, 1 eckige, 1 dicke).
    .if = wie viele punkte gibt es im ganzen spiel | alle farben zusammengerechnet wie viele punkte | wie viele punkte gibt es insgesamt im spiel | punkte aller säulen zusammen | alle punkte im spiel zusammen | wie viele punkte haben alle farben zusammen

rules-paletti-setup--cover = Nein — beim Aufbau muss die blaue Ebene nicht alle Säulen abdecken; sie darf nur nicht über die Grundplatte ragen.
    .if = müssen beim aufbau alle säulen unter der blauen ebene verschwinden | müssen alle säulen verdeckt sein | müssen alle bausteine abgedeckt sein | muss die blaue ebene alle säulen abdecken | müssen alle säulen unter der ebene stehen

rules-paletti-building--plate = Nein — eine Ebene darf nie über die Grundplatte hinausragen.
    .if = darf die ebene über die grundplatte rausschauen | darf eine ebene über die grundplatte hinausragen | dürfen die ebenen über die grundplatte ragen | darf die ebene über die grundplatte überstehen | ebene ragt über die grundplatte

rules-paletti-setup--neutral-colour = { $count ->
        [3] Orange: Zu dritt ist die vierte Farbe, Orange, neutral.
       *[other] Orange, aber nur zu dritt: Dann ist die vierte Farbe neutral; mit { $count } Personen spielt jede Farbe mit.
    }
    .if = welche farbe ist neutral | welche farbe ist dann neutral | welche farbe spielt keiner | welche farbe spielt bei uns keiner | welche farbe bleibt übrig | zu COUNT welche farbe ist neutral | welche farbe hat niemand

rules-paletti-setup--neutral-where = Ja — die neutralen Säulen stehen von Anfang an auf der Grundplatte; niemand bewegt sie.
    .if = stehen die neutralen bausteine am anfang auf der grundplatte | wo stehen die neutralen säulen | kommen die neutralen säulen auf die grundplatte | zu COUNT stehen die neutralen säulen trotzdem auf der grundplatte

rules-paletti-game-end--tally = Nein — am Ende wird nicht gezählt: Es gewinnt, wer beim Spielende das Siegel hat.
    .if = zählen wir am schluss alle punkte zusammen um den sieger zu finden | werden am ende die punkte gezählt | gewinnt wer am ende die meisten punkte hat | gibt es am ende eine schlusswertung | zählen wir am ende alle punkte | werden am schluss die punkte zusammengezählt | punkte am ende zusammenrechnen

rules-paletti-points--first-yes = { $level ->
        [green] Ja — Punkte zählen ab der grünen Ebene; Blau zählt für niemanden.
       *[other] Nein — Punkte zählen ab der grünen Ebene; Blau zählt für niemanden.
    }
    .if = ist LEVEL die erste ebene auf der punkte zählen | ist LEVEL die erste ebene die zählt | zählen die punkte ab LEVEL | fängt das zählen auf LEVEL an | zählt man ab LEVEL | ist LEVEL die erste wertungsebene

rules-paletti-points--old = Sie bleiben stehen, zählen aber nicht mehr: Auf der neuen Ebene fangen alle bei 0 an.
    .if = was passiert mit den säulen auf der obersten ebene wenn eine neue draufkommt | was passiert mit den säulen auf der ebene darunter | was ist mit den säulen auf der ebene | die säulen der obersten ebene was passiert mit denen

rules-paletti-seal--share = Nein — das Siegel hat immer nur eine Person; ein Gleichstand lässt es, wo es ist.
    .if = können sich zwei das siegel teilen | können sich zwei bei gleichstand das siegel teilen | kann man sich das siegel teilen | teilen sich zwei das siegel bei gleichstand | müssten sie sich das siegel teilen | haben dann beide das siegel

rules-paletti-turn--again = Ja — liegt eine neue Ebene drauf, darf eine Säule unter der obersten wieder hoch.
    .if = wenn die nächste ebene drauf ist darf ich eine säule nochmal ziehen die ich schon hochgestellt hab | darf ich eine säule die ich vorher hochgestellt hab nach der neuen ebene wieder ziehen | darf eine schon hochgestellte säule nach der neuen ebene nochmal hoch | nach der neuen ebene meine säulen wieder ziehen

rules-paletti-levels--is-last = { $after ->
        [none] Ja — Rot ist die letzte Ebene; danach kommt keine mehr.
        [green] Nein — nach Blau kommt noch Grün; Rot ist die letzte Ebene.
        [yellow] Nein — nach Grün kommt noch Gelb; Rot ist die letzte Ebene.
        [orange] Nein — nach Gelb kommt noch Orange; Rot ist die letzte Ebene.
       *[red] Nein — nach Orange kommt noch Rot, und Rot ist die letzte Ebene.
    }
    .if = ist LEVEL die letzte Ebene | ist LEVEL die allerletzte Ebene | ist LEVEL die letzte | ist LEVEL die oberste Ebene am Ende | ist LEVEL die höchste Ebene | ist mit LEVEL Schluss | ist LEVEL das letzte Stockwerk | ist LEVEL die letzte Etage | ist LEVEL ganz oben | ist LEVEL die Endebene | LEVEL ist die letzte oder | LEVEL ist doch die letzte Ebene | ist LEVEL die finale Ebene | hört es mit LEVEL auf | endet es mit LEVEL | ist LEVEL das Ende | wofür ist die LEVEL Ebene ist das die letzte | ist LEVEL die letzte Platte | LEVEL letzte Ebene | ist die LEVEL Ebene die letzte | ist die LEVEL die letzte

rules-paletti-levels--first = Blau: Zu Beginn liegt die blaue Ebene auf den Säulen der Grundplatte.
    .if = was ist die erste ebene | welche ebene kommt zuerst drauf | welche farbe hat die erste ebene | welche farbe hat die erste platte die wir auf die säulen legen | die erste ebene die wir auf die säulen legen | welche ebene liegt am anfang auf den säulen | welche farbe hat die unterste ebene | mit welcher ebene fangen wir an | welche ebene ist ganz unten | welche farbe hat die erste etage | welche platte kommt als erste | erste ebene farbe | welche ebene kommt zuerst | was ist die startebene | welche platte liegt am anfang oben | welches stockwerk kommt zuerst

rules-paletti-game-end--target = Nein — es gibt kein Punkteziel: Es gewinnt, wer beim Einsturz der Villa das Siegel hat.
    .if = spielen wir bis zu einer bestimmten punktzahl | spielen wir bis zu ner bestimmten punktzahl | gibt es ein punkteziel | wie viele punkte braucht man zum gewinnen | wie viele punkte brauche ich zum sieg | wie viele punkte brauch ich um zu gewinnen | ab wie vielen punkten gewinnt man | was brauch ich eigentlich zum gewinnen | was brauche ich zum gewinnen | was muss ich tun um zu gewinnen | was braucht man zum gewinnen | bis wie viele punkte spielen wir | wer zuerst wie viele punkte hat gewinnt | gibt es eine punktgrenze | wie viele punkte muss man haben um zu gewinnen | spielt man auf punkte | gewinnt wer zuerst genug punkte hat | wer die meisten punkte sammelt gewinnt der | gibts ne zielpunktzahl

rules-paletti-setup--neutral-which = Orange: Zu dritt steht die vierte Farbe, Orange, neutral auf der Grundplatte.
    .if = welche farbe ist neutral | welche farbe ist bei drei leuten neutral | welche farbe ist zu COUNT neutral | welche farbe ist bei COUNT leuten neutral | welche farbe bleibt übrig | welche farbe bleibt zu COUNT übrig | welche farbe fällt weg | welche farbe lassen wir zu COUNT weg | welche farbe haben die neutralen säulen | die neutrale farbe ist welche | welche farbe kriegt keiner | welche farbe nimmt keiner | welche farbe bleibt neutral | welche ist die übrige farbe

rules-paletti-turn--must = Nein — statt zu ziehen darfst du eine neue Ebene ansagen; die anderen stimmen zu oder widersprechen.
    .if = muss ich jede runde eine säule ziehen | muss ich jede runde ne säule ziehen | muss ich jeden zug eine säule ziehen | muss ich immer eine säule ziehen | muss ich ziehen | muss man in jedem zug ziehen | kann ich einfach mal aussetzen | darf ich aussetzen | kann ich eine runde aussetzen | darf ich einen zug aussetzen | kann ich passen | darf ich passen | kann ich meinen zug auslassen | darf ich einfach nichts machen | muss ich jedes mal eine säule bewegen | bin ich gezwungen zu ziehen | ist ziehen pflicht | kann ich einmal aussetzen | muss ich dran ziehen | kann ich auch mal nicht ziehen | kann ich den zug überspringen | darf ich mal pausieren

rules-paletti-setup--colour-count = 4 Farben: Blau, Grün, Gelb und Orange, mit je 5 Säulen.
    .if = wie viele farben gibt es | wie viele farben gibts bei villa paletti | wie viele farben hat das spiel | wie viele farben sind im spiel | welche farben gibt es | welche farben sind in der schachtel | wie viele verschiedene farben | wie viele säulenfarben gibt es | anzahl der farben | wie viele farben an säulen gibt es | wieviele farben gibts

rules-paletti-new-level--no-objection = Ja — widerspricht niemand und stimmen alle zu, kommt die nächste Ebene gleich drauf.
    .if = wenn keiner widerspricht kommt die neue ebene dann gleich drauf | wenn niemand widerspricht kommt die ebene drauf | wenn keiner einspruch erhebt kommt die neue ebene | keiner widerspricht kommt die nächste ebene sofort | wenn alle ok sagen kommt die ebene gleich drauf | kommt die ebene drauf wenn alle einverstanden sind | wenn alle zustimmen kommt die neue ebene drauf | alle sind einverstanden kommt die ebene dann drauf | wenn niemand widerspricht was passiert dann | keiner widerspricht was dann | ohne widerspruch kommt die ebene drauf

rules-paletti-seal--need-top = Nein — wer das Siegel hat, behält es auch mit 0 Punkten oben, bis jemand vorn liegt.
    .if = muss der siegelhalter selber ne säule oben haben um es zu behalten | muss der siegelhalter eine säule oben haben | braucht der siegelhalter eine säule oben um es zu behalten | brauche ich eine säule oben um das siegel zu behalten | muss ich oben punkte haben um das siegel zu behalten | verliere ich das siegel wenn ich oben nichts habe | verliert der halter das siegel ohne säule oben | kann ich das siegel mit nichts oben behalten | brauch ich punkte um das siegel zu behalten | muss die siegelhalterin oben was stehen haben

rules-paletti-new-level--all-accept = Ja — alle anderen müssen zustimmen; jeder von ihnen darf stattdessen widersprechen.
    .if = wenn ich sag ich kann nicht mehr müssen dann alle zustimmen | müssen alle zustimmen | müssen alle anderen zustimmen | müssen alle der neuen ebene zustimmen | muss jeder zustimmen | müssen alle einverstanden sein | reicht es wenn einer zustimmt | müssen alle ja sagen | müssen alle anderen die ansage annehmen | braucht es die zustimmung von allen | muss jeder ok sagen | müssen alle mitspieler zustimmen

rules-paletti-building--matter = Nein — überall auf der obersten Ebene ist gut, solange sie nicht übersteht oder auf einer Säule steht.
    .if = spielt es eine rolle wo ich meine säule hinstelle | spielt es eine rolle neben welche farbe ich sie stelle | kommt es darauf an wo ich sie oben hinstelle | ist es wichtig wo die säule oben steht | muss ich sie neben meine eigenen säulen stellen | gibt es einen festen platz für meine säule | macht es einen unterschied wo ich sie hinstelle

rules-paletti-seal--tie-now = { $holder ->
        [none] Nein — ein Gleichstand nimmt das Siegel niemandem weg: Es bleibt, wo es ist (Entscheidung des Schiedsrichters).
       *[other] Nein — { $holder } behält das Siegel: Ein Gleichstand nimmt es niemandem weg (Entscheidung des Schiedsrichters).
    }
    .if = PLAYER hat auch NUM oben müsste sie nicht das siegel haben | müsste sie nicht das siegel haben | müsste PLAYER nicht das siegel haben | sollte er nicht das siegel kriegen | gleich viele punkte wie der halter kriegt sie dann das siegel | sie zieht nur gleich kriegt sie das siegel | kriegt PLAYER das siegel nicht sie hat doch gleich viel | PLAYER hat genauso viel wie der halter nimmt sie das siegel

## Runde 16: Behauptungen, an den Regeln geprüft.
rules-paletti-pillars--check = { $value_check ->
        [yes] Ja — { $pillar ->
            [small] eine kleine Säule zählt 1 Punkt.
            [angular] eine eckige Säule zählt 2 Punkte.
           *[thick] eine dicke Säule zählt 3 Punkte.
        }
        [no] Nein — { $pillar ->
            [small] eine kleine Säule zählt 1 Punkt
            [angular] eine eckige Säule zählt 2 Punkte
           *[thick] eine dicke Säule zählt 3 Punkte
        }: klein 1, eckig 2, dick 3.
       *[other] Klein 1 Punkt, eckig 2, dick 3.
    }
    .if = die PILLAR säule ist NUM wert claimcheck | ist die PILLAR säule NUM punkte wert | PILLAR säulen zählen NUM claimcheck | zählt eine PILLAR säule NUM | PILLAR säule NUM punkte claimcheck | bringt die PILLAR NUM punkte | die PILLAR bringt NUM claimcheck

rules-paletti-setup--neutral-move = { $count ->
        [3] Nein — zu dritt ist die vierte Farbe neutral: Niemand zieht sie, und sie zählt für niemanden.
        [2] Nur wenn es eine deiner zwei Farben ist: Zu zweit gehört jede Farbe jemandem.
       *[other] Nur deine eigenen: Bei { $count } Personen gehört jede Farbe einer Person.
    }
    .if = darf ich eine säule der vierten farbe ziehen | darf ich eine neutrale säule nehmen | darf jemand die neutralen säulen ziehen | darf ich eine säule der übrigen farbe bewegen | ziehen wir auch die neutralen säulen | darf man die neutralen säulen versetzen
