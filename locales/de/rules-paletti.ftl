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
    .ask = wie bauen wir auf | welche Farbe spiele ich | welche Farben haben wir | wie viele Farben zu zweit | was ist mit der vierten Farbe zu dritt | neutrale Säulen | wie fangen wir an die Villa zu bauen | wer hat welche Farbe

rules-paletti-players = { $live ->
        [yes] Villa Paletti ist für 2 bis 4 Personen; an diesem Tisch spielen { $count }: { $players }.
       *[no] Villa Paletti ist für 2 bis 4 Personen. Zu zweit spielt jede Person zwei Farben, zu dritt ist die vierte Farbe neutral.
    }
    .title = Anzahl der Mitspieler
    .ask = wie viele Spieler | wie viele Personen können mitspielen | können fünf mitspielen | wie viele dürfen höchstens mitspielen | kann man zu zweit spielen | ab wie vielen Personen

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

rules-paletti-hold = Beim Herausziehen darfst du eine Ebene festhalten oder sogar etwas anheben. Auf der obersten Ebene stellst du die Säule freihändig auf: Dabei hältst du nichts fest. Den Haken darfst du in deinem Zug jederzeit benutzen.
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
    .ask = auf welcher Ebene sind wir | welche Ebene kommt als Nächstes | wie viele Ebenen gibt es | in welcher Reihenfolge kommen die Ebenen | welche Farbe hat die nächste Ebene | was ist die letzte Ebene | wie hoch wird die Villa | welche Ebene kommt nach Grün | welche Ebene liegt oben

rules-paletti-new-level = { $live ->
        [yes] { $level ->
            [red] Rot liegt schon oben: Eine Ankündigung gibt jetzt nur den Zug weiter (Entscheidung des Schiedsrichters).
           *[other] Kündigst du jetzt an und alle stimmen zu, kommt die { $next ->
                [green] grüne
                [yellow] gelbe
                [orange] orangefarbene
               *[red] rote
            } Ebene drauf; es geht im Uhrzeigersinn weiter.
        } Kannst du keine Säule mehr ziehen oder traust du dich nicht mehr, sag es an, statt zu ziehen. Sind alle einverstanden, wird die nächste Ebene aufgelegt, und dein Zug ist vorbei.
       *[no] Traust du dir keinen Zug mehr zu, kündigst du eine neue Ebene an, statt zu ziehen. Sind alle anderen einverstanden, wird die nächste Ebene aufgelegt (Grün, Gelb, Orange, Rot), und dein Zug ist vorbei. Liegt Rot schon oben, gibt es keine weitere Ebene: Die Ankündigung gibt nur den Zug weiter (Entscheidung des Schiedsrichters).
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
            [previous] Stürzte die Villa jetzt im Zug einer anderen Person ein, gewänne { $holder } mit dem Siegel. An diesem Tisch gilt aber: Bringt { $holder } sie im eigenen Zug zum Einsturz, gewinnt { $previous }, wer es vorher hatte.
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
    .if = können COUNT spielen | können COUNT leute spielen | kann man zu COUNT spielen | geht es mit COUNT | ist es für COUNT personen | COUNT spieler | spielen wir zu COUNT | geht das zu COUNT | können COUNT leute spielen

rules-paletti-setup--colours = { $count ->
        [2] Zwei Farben pro Person: Zu zweit zählen beide Farben für ihre Person.
        [3] Eine Farbe pro Person; die vierte Farbe steht als neutrale Säulen, die niemand zieht.
       *[other] Eine Farbe pro Person: Jede spielt die Säulen einer Farbe.
    }
    .if = wie viele farben zu COUNT | wie viele farben hat jeder zu COUNT | COUNT spieler wie viele farben | farben bei COUNT spielern | welche farben zu COUNT

rules-paletti-setup--neutral = Sie steht als neutrale Säulen da: Niemand zieht sie, und sie zählen für niemanden.
    .if = was ist mit der vierten farbe | was passiert mit der vierten farbe | die vierte farbe zu dritt | neutrale säulen | die übrige farbe | die farbe die keiner spielt

rules-paletti-pillars--value = { $pillar ->
        [small] 1 Punkt: Eine kleine Säule zählt 1.
        [angular] 2 Punkte: Eine eckige Säule zählt 2.
       *[thick] 3 Punkte: Eine dicke Säule zählt 3.
    }
    .if = was ist die PILLAR säule wert | wie viele punkte bringt eine PILLAR säule | wie viel zählt die PILLAR | was zählt eine PILLAR säule | wert der PILLAR säule | PILLAR wert | punkte für eine PILLAR säule | was zählt ein PILLAR stein

rules-paletti-points--value = { $pillar ->
        [small] 1 Punkt: Eine kleine Säule zählt 1.
        [angular] 2 Punkte: Eine eckige Säule zählt 2.
       *[thick] 3 Punkte: Eine dicke Säule zählt 3.
    }
    .if = was ist die PILLAR säule wert | wie viele punkte bringt eine PILLAR säule | wie viel zählt die PILLAR | was zählt eine PILLAR säule | punkte für eine PILLAR säule

rules-paletti-pillars--count = 5 pro Farbe: 3 kleine, 1 eckige und 1 dicke.
    .if = wie viele säulen pro farbe | wie viele säulen hat jede farbe | wie viele säulen habe ich | wie viele säulen gibt es

rules-paletti-seal--tie = Das Siegel bleibt, wo es ist: Ein Gleichstand nimmt es niemandem weg (Entscheidung des Schiedsrichters).
    .if = was wenn wir oben gleich viele punkte haben | was passiert mit dem siegel bei gleichstand | wer kriegt das siegel bei gleichstand | gleich viele punkte oben | gleichstand ums siegel | zwei haben gleich viele punkte

rules-paletti-seal--blue = Nein — das Siegel zählt erst ab der grünen Ebene.
    .if = zählt das siegel auf der blauen ebene | gibt es auf blau ein siegel | siegel auf der blauen ebene

rules-paletti-game-end--own = { $option ->
        [yes] Dann gewinnt der vorherige Siegelhalter: An diesem Tisch verliert es, wer die Villa im eigenen Zug einstürzt.
        [no] Trotzdem gewinnt, wer das Siegel hat: Entscheidend ist, wer es beim Einsturz hält.
       *[unknown] Trotzdem gewinnt, wer das Siegel hat — außer mit der Option des Spiels, dann gewinnt der vorherige Halter.
    }
    .if = was wenn der siegelhalter die villa umwirft | PLAYER hat das siegel und wirft alles um | hat das siegel und wirft sie um | wer das siegel hat wirft sie selbst um | der siegelhalter bringt sie zum einsturz | im eigenen zug eingestürzt mit siegel | was wenn ich sie mit dem siegel umwerfe | der halter stürzt sie selbst ein | siegelhalter wirft die villa um

rules-paletti-variants--own = { $option ->
        [yes] Dann gewinnt der vorherige Siegelhalter: An diesem Tisch verliert es, wer die Villa im eigenen Zug einstürzt.
        [no] Trotzdem gewinnt, wer das Siegel hat: Entscheidend ist, wer es beim Einsturz hält.
       *[unknown] Trotzdem gewinnt, wer das Siegel hat — außer mit der Option des Spiels, dann gewinnt der vorherige Halter.
    }
    .if = was wenn der siegelhalter die villa umwirft | PLAYER hat das siegel und wirft alles um | hat das siegel und wirft sie um | wer das siegel hat wirft sie selbst um | im eigenen zug eingestürzt mit siegel | was wenn ich sie mit dem siegel umwerfe

rules-paletti-game-end--nobody = Niemand gewinnt: Ohne Siegel hat ein Einsturz keinen Sieger (Entscheidung des Schiedsrichters).
    .if = wer gewinnt wenn keiner das siegel hat | was wenn niemand das siegel hat | keiner hat das siegel beim einsturz | sie fällt bevor jemand das siegel hat

rules-paletti-game-end--holder = Ja — wer beim Einsturz das Siegel hat, gewinnt.
    .if = gewinnt wer das siegel hat | wer das siegel hat gewinnt | gewinnt der siegelhalter | ist der siegelhalter der sieger

rules-paletti-game-end--agree = Einigt euch, dass keine Säule mehr geht: Dann endet das Spiel, und wer das Siegel hat, gewinnt.
    .if = was wenn keiner mehr ziehen kann | können wir das spiel beenden | nichts geht mehr | was wenn keine säule mehr geht

rules-paletti-new-level--red = Sie gibt nur den Zug weiter: Nach Rot kommt keine Ebene mehr (Entscheidung des Schiedsrichters).
    .if = ansagen wenn rot oben liegt | neue ebene auf rot | eine ebene nach rot | ansagen auf der letzten ebene | rot liegt oben und ich sage an | wenn die letzte ebene liegt

rules-paletti-new-level--pillars = Mindestens 3: Eine neue Ebene muss auf mindestens 3 Säulen liegen.
    .if = auf wie vielen säulen muss eine neue ebene liegen | wie viele säulen braucht eine neue ebene | wie viele säulen tragen eine ebene

rules-paletti-building--pillars = Mindestens 3: Eine neue Ebene muss auf mindestens 3 Säulen liegen.
    .if = auf wie vielen säulen muss eine neue ebene liegen | wie viele säulen braucht eine neue ebene | wie viele säulen tragen eine ebene

rules-paletti-new-level--cant = Kündige eine neue Ebene an, statt zu ziehen; die anderen stimmen zu oder widersprechen.
    .if = was wenn ich keine säule ziehen kann | ich trau mich nicht mehr | was kann ich machen wenn nichts geht | ich kann nichts mehr ziehen | ich trau mich nicht zu ziehen

rules-paletti-new-level--accept = Die nächste Ebene kommt drauf, und der Zug der ankündigenden Person ist vorbei.
    .if = was passiert wenn alle zustimmen | was wenn alle einverstanden sind | alle stimmen der neuen ebene zu

rules-paletti-levels--count = 5 Ebenen auf der Grundplatte: Blau, Grün, Gelb, Orange und Rot.
    .if = wie viele ebenen gibt es | wie viele ebenen | wie viele stockwerke hat die villa

rules-paletti-levels--after = { $after ->
        [green] Nach Blau kommt Grün.
        [yellow] Nach Grün kommt Gelb.
        [orange] Nach Gelb kommt Orange.
        [red] Nach Orange kommt Rot, die letzte Ebene.
        [blue] Zuerst liegt Blau auf der Grundplatte.
       *[none] Keine: Rot ist die letzte Ebene.
    }
    .if = welche ebene kommt nach LEVEL | welche farbe kommt nach LEVEL | die nächste ebene nach LEVEL | was folgt auf LEVEL | nach LEVEL

rules-paletti-levels--last = Rot ist die letzte Ebene: Blau, Grün, Gelb, Orange, Rot.
    .if = was ist die letzte ebene | wie hoch wird die villa | welche ebene ist am ende oben | letzte ebene

rules-paletti-objection--failed = Die ankündigende Person nimmt eine Säule der widersprechenden aus dem Spiel, und die neue Ebene kommt drauf.
    .if = was wenn der widerspruch scheitert | widerspruch hat nicht geklappt | widersprochen und nicht geschafft | er hat sie nicht rausbekommen | der widerspruch ging schief | widerspruch gescheitert

rules-paletti-objection--success = Diese Säule kommt aus dem Spiel, es gibt keine neue Ebene, und der Zug der ankündigenden Person ist vorbei.
    .if = was wenn der widerspruch klappt | wenn PLAYER widerspricht und sie rauszieht | er widerspricht und zieht sie raus was passiert mit meinem zug | der widerspruch hat geklappt | er hat sie rausbekommen | widerspruch erfolgreich | der widerspruch war erfolgreich

rules-paletti-objection--collapse = Ein Einsturz wie jeder andere: Das Spiel endet, und wer das Siegel hat, gewinnt.
    .if = die villa stürzt beim widerspruch ein | sie fällt beim widersprechen um | einsturz beim widerspruch | was wenn sie beim versuch einstürzt

rules-paletti-give-up--other = Nein — schieb sie zurück; sie ist gesperrt, und dein Zug ist vorbei.
    .if = darf ich eine andere säule probieren | darf ich eine andere säule nehmen | darf ich eine andere säule ziehen | darf ich eine andere versuchen | darf ich die säule wechseln | darf ich stattdessen eine andere ziehen | kann ich eine andere nehmen

rules-paletti-hold--hold = Ja — beim Ziehen darfst du eine Ebene festhalten oder sogar etwas anheben.
    .if = darf ich die ebene festhalten | darf ich die ebene anheben | darf ich die ebene beim ziehen halten | darf ich die ebene stützen | darf ich die ebene anfassen

rules-paletti-hold--hook = Ja — den Haken darfst du in deinem Zug jederzeit benutzen.
    .if = darf ich den haken benutzen | wann darf ich den haken benutzen | ist der haken erlaubt | wann kann ich den haken nehmen

rules-paletti-hold--place = Freihändig: Beim Aufstellen hältst du nichts fest.
    .if = muss ich freihändig aufstellen | darf ich die säule abstellen während ich die ebene halte | darf ich beim aufstellen festhalten | darf ich die ebene beim hinstellen halten

rules-paletti-building--edge = Nein — keine Säule darf über den Rand einer Ebene ragen.
    .if = darf eine säule über den rand ragen | darf sie überstehen | darf ich die säule an den rand stellen | über den rand

rules-paletti-building--stack = Nein — keine Säule darf direkt auf einer anderen stehen.
    .if = darf ich eine säule auf eine andere stellen | säule auf einer anderen säule | zwei säulen übereinander | direkt auf eine andere

rules-paletti-turn--other = Nein — du darfst nur deine eigenen Säulen ziehen.
    .if = darf ich PLAYER säule ziehen | darf ich die säule einer anderen person ziehen | darf ich eine fremde säule nehmen | darf ich die säulen von PLAYER nehmen | gegnerische säule

rules-paletti-turn--base = Ja — aus jeder Ebene unter der obersten, auch aus der Grundplatte.
    .if = darf ich aus der grundplatte ziehen | darf ich aus jeder ebene ziehen | darf ich eine säule aus der LEVEL ebene ziehen | darf ich eine säule aus der LEVEL ebene nehmen | eine säule aus einer unteren ebene | darf ich eine von ganz unten nehmen | von der grundplatte

rules-paletti-turn--two = Nein — eine Säule pro Zug.
    .if = darf ich zwei säulen ziehen | mehr als eine säule | zwei säulen in einem zug | darf ich NUM säulen ziehen

rules-paletti-turn--start = { $live ->
        [yes] { $first } hat begonnen: Wer zuerst genannt wird, fängt an (Entscheidung des Schiedsrichters).
       *[no] Wer zuerst genannt wird, fängt an (Entscheidung des Schiedsrichters).
    }
    .if = wer fängt an | wer beginnt | wer ist zuerst dran | wer startet

rules-paletti-points--blue = Nein — Punkte zählen erst ab der grünen Ebene; Blau zählt für niemanden.
    .if = zählt blau | zählt die blaue ebene | zählen punkte auf blau | punkte auf der blauen ebene

rules-paletti-points--lower = Nein — es zählen nur Säulen auf der obersten Ebene.
    .if = zählen die unteren ebenen | zählen säulen weiter unten | zählen punkte von der ebene darunter | zählt die ebene darunter

rules-paletti-turn--on-top = Nein — nur Säulen unter der obersten Ebene werden gezogen; eine oben bleibt oben.
    .if = darf ich eine säule ziehen die schon oben steht | darf ich eine säule von der obersten ebene nehmen | eine säule oben nochmal ziehen | eine säule die schon oben ist

rules-paletti-objection--who = Jede andere Person darf widersprechen: Sie versucht dann selbst, eine Säule der ankündigenden Person zu ziehen.
    .if = er sagt ich kann noch eine ziehen | wer entscheidet | sie meint ich kann noch ziehen | er behauptet ich könnte noch eine ziehen | wer entscheidet ob ich noch kann

rules-paletti-game-end--blue = Niemand gewinnt: Das Siegel zählt erst ab Grün, auf Blau hat es niemand (Entscheidung des Schiedsrichters).
    .if = was wenn sie auf der blauen ebene einstürzt | wenn sie auf blau einstürzt | einsturz auf blau | sie fällt auf blau | die villa fällt vor grün | einsturz auf der blauen ebene | einsturz auf der ersten ebene

rules-paletti-new-level--red-stuck = Rot ist die letzte Ebene: Ansagen gibt nur den Zug weiter. Geht nichts mehr, einigt euch aufs Ende — wer das Siegel hat, gewinnt.
    .if = rot liegt oben und keiner kann ziehen | was wenn rot oben ist und nichts geht | rot ist oben und niemand kann ziehen | auf rot geht nichts mehr

rules-paletti-seal--get = Mit den meisten Punkten auf der obersten Ebene, ab der grünen Ebene.
    .if = wie bekomme ich das siegel | wie kriegt man das siegel | wie bekommt man das baumeistersiegel
