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
            [3] { $blue } spielt Blau, { $green } Grün, { $yellow } Gelb; die orangefarbenen Säulen sind neutral: Niemand zieht sie, und sie zählen für niemanden.
           *[4] { $blue } spielt Blau, { $green } Grün, { $yellow } Gelb und { $orange } Orange.
        } Zu Beginn standen alle Säulen auf der Grundplatte unter der blauen Ebene.
       *[no] Legt die Grundplatte in die Mitte. Jede Person nimmt alle Säulen einer Farbe — zu zweit je zwei Farben; zu dritt stehen die Säulen der vierten Farbe neutral auf der Grundplatte: Niemand zieht sie, und sie zählen für niemanden. Alle Säulen kommen auf die Grundplatte, darauf die blaue Ebene. Haken und Baumeistersiegel liegen bereit.
    }
    .title = Aufbau und Farben
    .ask = wie bauen wir auf | welche Farbe spiele ich | welche Farben haben wir | wie viele Farben zu zweit | was ist mit der vierten Farbe zu dritt | neutrale Säulen | wie fangen wir an die Villa zu bauen | wer hat welche Farbe

rules-paletti-players = { $live ->
        [yes] Villa Paletti ist für 2 bis 4 Personen; an diesem Tisch spielen { $count }: { $players }.
       *[no] Villa Paletti ist für 2 bis 4 Personen. Zu zweit spielt jede Person zwei Farben, zu dritt ist die vierte Farbe neutral.
    }
    .title = Anzahl der Mitspieler
    .ask = wie viele Spieler | wie viele Personen können mitspielen | können fünf mitspielen | wie viele dürfen höchstens mitspielen | kann man zu zweit spielen | ab wie vielen Personen

rules-paletti-pillars = Jede Farbe hat 5 Säulen: 3 kleine zu je 1 Punkt, 1 eckige zu 2 Punkten und 1 dicke zu 3 Punkten.
    .title = Säulen und ihr Wert
    .ask = was sind die Säulen wert | wie viele Punkte zählt die dicke Säule | was ist eine kleine Säule wert | wie viele Säulen hat jede Farbe | die eckige Säule | welche Säule bringt am meisten | welche Arten von Säulen gibt es

rules-paletti-turn = In deinem Zug ziehst du eine deiner eigenen Säulen aus einer beliebigen Ebene unterhalb der obersten heraus und stellst sie auf die oberste Ebene. Pro Zug nur eine Säule. Dann ist die nächste Person im Uhrzeigersinn dran. { $live ->
        [yes] An diesem Tisch hat { $first } begonnen: Wer zuerst genannt wird, fängt an (Entscheidung des Schiedsrichters).
       *[no] Wer zuerst genannt wird, fängt an (Entscheidung des Schiedsrichters).
    }
    .title = Ein Zug
    .ask = was mache ich in meinem Zug | wie läuft ein Zug ab | welche Säule darf ich bewegen | wohin stelle ich meine Säule | darf ich zwei Säulen versetzen | darf ich aus jeder Ebene ziehen | darf ich die Säule eines anderen nehmen | wessen Säulen darf ich ziehen | darf ich eine Säule aus der Grundplatte ziehen | wer fängt an | wer beginnt

rules-paletti-give-up = { $live ->
        [yes] Geht eine Säule nicht heraus, schiebst du sie zurück: Sie ist gesperrt, darf in diesem Spiel nicht mehr gezogen werden, und dein Zug ist vorbei — eine andere darfst du nicht versuchen. An diesem Tisch { $locked ->
            [0] ist bisher keine Säule
            [one] ist bisher eine Säule
           *[other] sind bisher { $locked } Säulen
        } gesperrt.
       *[no] Geht eine Säule nicht heraus, schiebst du sie zurück: Sie ist gesperrt, darf in diesem Spiel nicht mehr gezogen werden, und dein Zug ist vorbei — eine andere Säule darfst du stattdessen nicht versuchen.
    }
    .title = Einen Versuch abbrechen
    .ask = was wenn meine Säule klemmt | darf ich die Säule zurückschieben | darf ich abbrechen | darf ich eine andere Säule versuchen | was passiert mit einer zurückgeschobenen Säule | was ist eine gesperrte Säule | darf ich es mir anders überlegen | was wenn die Säule nicht rausgeht

rules-paletti-hold = Beim Herausziehen darfst du eine Ebene festhalten oder sogar etwas anheben. Auf der obersten Ebene stellst du die Säule freihändig auf: Dabei hältst du nichts fest. Den Haken darfst du in deinem Zug jederzeit benutzen.
    .title = Festhalten und der Haken
    .ask = darf ich die Ebene festhalten | darf ich die Ebene anheben | darf ich die Villa anfassen | darf ich den Haken benutzen | wann darf ich den Haken nehmen | muss ich freihändig aufstellen | darf ich die Ebene mit der Hand stützen

rules-paletti-building = Keine Säule darf über den Rand einer Ebene hinausragen, und keine darf direkt auf einer anderen stehen. Eine neue Ebene muss auf mindestens 3 Säulen liegen (Entscheidung des Schiedsrichters, nach dem veröffentlichten Spiel).
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
    .ask = auf welcher Ebene sind wir | welche Ebene kommt als Nächstes | wie viele Ebenen gibt es | in welcher Reihenfolge kommen die Ebenen | welche Farbe hat die nächste Ebene | was ist die letzte Ebene | wie hoch wird die Villa | welche Ebene kommt nach Grün | welche Ebene liegt oben

rules-paletti-new-level = { $live ->
        [yes] { $level ->
            [red] Rot liegt schon oben: Eine Ankündigung gibt jetzt nur den Zug weiter (Entscheidung des Schiedsrichters).
           *[other] Kündigst du jetzt an und alle sind einverstanden, wird die { $next ->
                [green] grüne
                [yellow] gelbe
                [orange] orangefarbene
               *[red] rote
            } Ebene aufgelegt, und es geht im Uhrzeigersinn weiter.
        } Kannst du keine Säule mehr ziehen oder traust du dich nicht mehr, sag es an, statt zu ziehen. Sind alle einverstanden, wird die nächste Ebene aufgelegt, und dein Zug ist vorbei.
       *[no] Kannst du keine Säule mehr ziehen oder traust du dich nicht mehr, kündigst du das an, statt zu ziehen. Sind alle anderen einverstanden, wird die nächste Ebene aufgelegt (Grün, Gelb, Orange, Rot), und dein Zug ist vorbei. Liegt Rot schon oben, gibt es keine weitere Ebene: Die Ankündigung gibt nur den Zug weiter (Entscheidung des Schiedsrichters).
    }
    .title = Eine neue Ebene ankündigen
    .ask = wann kommt eine neue Ebene | wie kündige ich eine neue Ebene an | was wenn ich keine Säule mehr bewegen kann | ich traue mich nicht mehr was jetzt | wann kommt die nächste Ebene drauf | was passiert wenn alle einverstanden sind | darf ich passen | wie viele Säulen muss eine neue Ebene tragen | auf wie vielen Säulen muss eine neue Ebene liegen

rules-paletti-objection = Nach einer Ankündigung darf jede andere Person widersprechen und versuchen, eine Säule der ankündigenden Person herauszuziehen. Klappt das, kommt diese Säule aus dem Spiel, es gibt keine neue Ebene, und der Zug der ankündigenden Person ist vorbei. Klappt es nicht, nimmt die ankündigende Person eine Säule der widersprechenden aus dem Spiel, und die neue Ebene wird aufgelegt. Stürzt die Villa beim Versuch ein, ist das ein Einsturz wie jeder andere.
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
            } auf der obersten Ebene; { $others } { $others_count ->
                [one] hat
               *[other] haben
            } gleich viele, und bei Gleichstand bleibt das Siegel, wo es ist (Entscheidung des Schiedsrichters).
            [zero] { $holder } hat das Siegel noch von der Ebene darunter: Auf der neuen obersten Ebene hat noch niemand Punkte, und es bleibt, bis jemand vorne liegt (Entscheidung des Schiedsrichters).
            [behind] { $holder } hat das Siegel, obwohl { $leaders } oben mehr Punkte haben: Sie liegen gleichauf, und ein Gleichstand unter anderen lässt das Siegel, wo es ist (Entscheidung des Schiedsrichters).
            [tied] Niemand hat das Siegel: { $leaders } liegen mit den meisten Punkten gleichauf, und nur wer allein vorne liegt, bekommt es.
           *[none] Noch hat niemand das Siegel: Auf der obersten Ebene hat noch niemand Punkte.
        }
       *[no] Ab der grünen Ebene bekommt das Baumeistersiegel, wer auf der obersten Ebene die meisten Punkte hat. Es zählt nur die oberste Ebene. Gehört, wer das Siegel hat, noch zu denen mit den meisten Punkten, bleibt es dort; liegen andere gleichauf vorn, bleibt es ebenfalls, wo es ist; kommt eine neue Ebene dazu, beginnen dort alle bei 0 und das Siegel bleibt, bis jemand vorne liegt (Entscheidungen des Schiedsrichters).
    }
    .title = Das Baumeistersiegel
    .ask = wer hat das Siegel | wofür ist das Siegel | wie bekomme ich das Siegel | wer hat das Baumeistersiegel und warum | wann wechselt das Siegel | was passiert mit dem Siegel bei Gleichstand | zählt das Siegel schon auf der blauen Ebene | warum hat sie das Siegel

rules-paletti-points = { $live ->
        [yes] { $counting ->
            [yes] Punkte auf der obersten Ebene gerade: { $scores }. Kleine Säulen zählen 1, eckige 2, dicke 3; es zählt nur die oberste Ebene.
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
            [holder] Stürzte die Villa jetzt ein, gewänne { $holder }, weil { $holder } das Siegel hat. Einigt ihr euch, dass keine Säule mehr geht, gewinnt ebenfalls { $holder }.
            [previous] Stürzte die Villa jetzt im Zug einer anderen Person ein, gewänne { $holder } mit dem Siegel; an diesem Tisch gilt aber: Bringt { $holder } sie im eigenen Zug zum Einsturz, gewinnt { $previous }, wer es vorher hatte.
            [previous-none] Stürzte die Villa jetzt im Zug einer anderen Person ein, gewänne { $holder } mit dem Siegel; an diesem Tisch gilt aber: Bringt { $holder } sie im eigenen Zug zum Einsturz, gewinnt niemand, weil vorher niemand das Siegel hatte.
           *[nobody] Noch hat niemand das Siegel; stürzte die Villa jetzt ein, gewänne niemand (Entscheidung des Schiedsrichters).
        }
       *[no] Das Spiel endet, wenn die Villa einstürzt: Es gewinnt, wer in diesem Moment das Siegel hat. Hat es noch niemand, gewinnt niemand (Entscheidung des Schiedsrichters). Es endet auch, wenn sich alle einig sind, dass keine Säule mehr gezogen werden kann — auch dann gewinnt, wer das Siegel hat.
    }
    .title = Spielende und Sieg
    .ask = wer gewinnt | wie gewinne ich | wann endet das Spiel | was wenn die Villa einstürzt | wer gewinnt wenn sie umfällt | was wenn niemand das Siegel hat | können wir das Spiel beenden | was wenn nichts mehr geht

rules-paletti-variants = { $live ->
        [yes] { $previous_rule ->
            [yes] Dieser Tisch spielt mit der Zusatzregel des veröffentlichten Spiels: Bringt, wer das Siegel hat, die Villa im eigenen Zug zum Einsturz, gewinnt, wer das Siegel davor hatte.
           *[no] Dieser Tisch spielt ohne Zusatzregel: Wer beim Einsturz das Siegel hat, gewinnt — auch wenn der Einsturz im eigenen Zug passiert.
        }
       *[no] Eine Option aus dem veröffentlichten Spiel: Bringt, wer das Siegel hat, die Villa im eigenen Zug zum Einsturz, gewinnt stattdessen, wer das Siegel davor hatte. Ohne sie gewinnt immer, wer das Siegel beim Einsturz hat. Zu zweit spielt jede Person zwei Farben, zu dritt ist die vierte Farbe neutral.
    }
    .title = Varianten und Optionen
    .ask = gibt es Varianten | was wenn der Siegelhalter sie selbst umwirft | Hausregeln | was wenn ich die Villa im eigenen Zug einstürze während ich das Siegel habe | Optionen | gewinnt der vorherige Siegelhalter
