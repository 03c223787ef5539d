## Rule knowledge: Villa Paletti (game id "paletti").
## Each entry is a message rules-paletti-TOPIC: its value answers the question, .title names
## the topic, .ask lists ways players ask it (separated by " | "). $live is "yes" when a game
## of Villa Paletti is running at the table; the live variant uses that table's names and numbers.
## Level and colour ids ($level, $next) are blue, green, yellow, orange, red.

rules-paletti-summary = Villa Paletti is for 2 to 4 players; each plays one colour of pillars (two colours with 2 players). On your turn you pull one of your own pillars out from a lower level and stand it on the top level. When you can't or dare not move another, announce a new level. From the green level on, whoever has the most points on the top level holds the builder's seal — and whoever holds it when the villa collapses wins.
    .title = Summary

rules-paletti-setup = { $live ->
        [yes] { $count ->
            [2] With 2 players each plays two colours: { $blue } has blue and yellow, { $green } green and orange.
            [3] { $blue } plays blue, { $green } green, { $yellow } yellow. Orange stands as neutral pillars that nobody moves and that score for nobody.
           *[4] { $blue } plays blue, { $green } green, { $yellow } yellow and { $orange } orange.
        } All pillars started on the base plate under the blue level.
       *[no] Lay the base plate in the middle. Each player takes all pillars of one colour — with 2 players, two colours each; with 3 players the fourth colour stands on the base plate as neutral pillars that nobody moves and that score for nobody. Stand every pillar on the base plate and lay the blue level on top. Keep the hook and the builder's seal at hand.
    }
    .title = Set-up and colours
    .ask = how do we set up | which colour do I play | what colours do we have | how many colours with two players | what about the fourth colour with three players | neutral pillars | how do we start building the villa | who has which colour

rules-paletti-players = { $live ->
        [yes] Villa Paletti takes 2 to 4 players; at this table { $count } play: { $players }.
       *[no] Villa Paletti takes 2 to 4 players. With 2, each plays two colours; with 3, the fourth colour is neutral.
    }
    .title = Number of players
    .ask = how many players | how many people can play | can five play | what is the maximum number of players | is it for two players | minimum players

rules-paletti-pillars = 5 pillars per colour: 3 small worth 1 point each, 1 angular worth 2, 1 thick worth 3.
    .title = Pillars and their values
    .ask = what are the pillars worth | how many points is the thick pillar | what is a small pillar worth | how many pillars does each colour have | the angular pillar | which pillar scores most | what kinds of pillars are there

rules-paletti-turn = Move one of your own pillars up: from any level below the top onto the top level. Only one pillar per turn. Then it's the next player's turn, clockwise. { $live ->
        [yes] At this table { $first } started: whoever is named first begins (the referee's decision).
       *[no] Whoever is named first begins (the referee's decision).
    }
    .title = A turn
    .ask = what do I do on my turn | how does a turn work | which pillar can I move | where do I put my pillar | can I move two pillars | can I take a pillar from any level | can I move another player's pillar | whose pillars may I pull | may I pull a pillar from the base plate | who starts | who goes first

rules-paletti-give-up = { $live ->
        [yes] Push it back: it's locked for the rest of the game, and your turn is over. You don't get to try another. So far { $locked ->
            [0] no pillar is
            [one] one pillar is
           *[other] { $locked } pillars are
        } locked at this table.
       *[no] Push it back: it's locked for the rest of the game, and your turn is over. You may not try a different pillar instead.
    }
    .title = Giving up a pull
    .ask = what if my pillar is stuck | can I push the pillar back | can I give up | can I try another pillar | what happens to a pillar I put back | what is a locked pillar | can I change my mind | what if a pillar is stuck

rules-paletti-hold = While pulling a pillar out you may hold a level or even lift it a little. Placing the pillar on the top level must be hands-free: hold nothing then. The hook may be used at any time during your own turn.
    .title = Holding the level and the hook
    .ask = may I hold the level | can I lift the level | can I touch the villa | can I use the hook | when may I use the hook | do I have to place hands-free | can I steady the level with my hand

rules-paletti-building = No pillar may stick out over a level's edge or stand directly on another. A new level must rest on at least 3 pillars (the referee's decision, from the published game).
    .title = Building rules
    .ask = where may I place the pillar | can a pillar stick out over the edge | can I stack a pillar on another pillar | can two pillars stand on top of each other | how many pillars must hold a level | placing rules | can I put my pillar at the edge

rules-paletti-levels = { $live ->
        [yes] { $level ->
            [red] The top level is red, the last one: there is no further level.
           *[other] The top level now is { $level ->
                [blue] blue
                [green] green
                [yellow] yellow
               *[orange] orange
            }; the next one to go on is { $next ->
                [green] green
                [yellow] yellow
                [orange] orange
               *[red] red
            }.
        } The levels go blue, green, yellow, orange and red.
       *[no] The levels, bottom to top: base plate, blue, green, yellow, orange, red. At the start the blue level lies on the pillars; red is the last one.
    }
    .title = The levels
    .ask = what level are we on | which level comes next | how many levels are there | what is the order of the levels | what colour is the next level | what is the last level | how high does the villa get | which level comes after green | which level is on top

rules-paletti-new-level = { $live ->
        [yes] { $level ->
            [red] Red is already the top: an announcement now only passes the turn (the referee's decision).
           *[other] If you announce now and everybody accepts, the { $next ->
                [green] green
                [yellow] yellow
                [orange] orange
               *[red] red
            } level goes on and your turn is over.
        } When you can't or dare not move another pillar, announce a new level instead of moving; the others accept or object.
       *[no] When you can't or dare not move another pillar, announce it instead of moving. If all others accept, the next level is laid on (green, yellow, orange, red) and your turn is over. Once red is the top there is no further level: the announcement just passes the turn (the referee's decision).
    }
    .title = Announcing a new level
    .ask = when do we add a new level | how do I announce a new level | what if I can't move a pillar | I don't dare to move what now | when does the next level go on | what happens when everyone accepts | can I pass | how many pillars must a new level rest on | how many pillars does a new level need

rules-paletti-objection = After an announcement any other player may object and try to pull one of the announcer's pillars. If it works, that pillar leaves the game, no new level goes on, and the announcer's turn is over. If it fails, the announcer takes one of the objector's pillars out of the game and the new level goes on. If the villa falls during the attempt, that is a collapse like any other.
    .title = Objecting to an announcement
    .ask = can I object | what if I think she can still move a pillar | what happens if the challenge fails | what if I disagree with the announcement | what if the objector succeeds | who removes a pillar | challenge rules

rules-paletti-seal = { $live ->
        [yes] { $case ->
            [early] Nobody can hold the seal yet: it counts from the green level on, and the top is still blue.
            [lead] { $holder } holds the seal: { $points } { $points ->
                [one] point
               *[other] points
            } on the top level, more than anybody else.
            [tie] { $holder } holds the seal with { $points } { $points ->
                [one] point
               *[other] points
            } on the top level. { $others } { $others_count ->
                [one] has
               *[other] have
            } as many, and a tie leaves the seal where it is (the referee's decision).
            [zero] { $holder } holds the seal from the level below: on the new top level nobody has points yet, and the holder keeps it until somebody leads (the referee's decision).
            [behind] { $holder } holds the seal, although { $leaders } have more points on the top level. They are tied with each other, and a tie among others leaves the seal where it is (the referee's decision).
            [tied] Nobody holds the seal: { $leaders } are tied for the most points, and only a single leader takes it.
           *[none] Nobody holds the seal yet: nobody has any points on the top level.
        }
       *[no] From the green level on, the player with the most points on the top level gets the builder's seal. Only the top level counts. If the holder is still among the highest, the holder keeps it; if others tie above the holder, it stays where it is; when a new level goes on, everyone starts at 0 there and the holder keeps the seal until somebody leads (the referee's decisions).
    }
    .title = The builder's seal
    .ask = who holds the seal | what is the seal for | how do I get the seal | who has the builder's seal and why | when does the seal change hands | what happens to the seal on a tie | does the seal count on the blue level | why does she have the seal

rules-paletti-points = { $live ->
        [yes] { $counting ->
            [yes] Points on the top level right now: { $scores }. Small pillars count 1, angular 2, thick 3; only the top level counts.
           *[no] Nobody scores yet: points count from the green level on, and the top is still blue. Small pillars count 1, angular 2, thick 3.
        }
       *[no] Only pillars standing on the top level count: small 1, angular 2, thick 3. Points count from the green level on; the blue level counts for nobody. When a new level goes on, everybody starts there at 0.
    }
    .title = Points
    .ask = how are points counted | how many points do I have on top | which level counts | do the lower levels count | does blue count | what are my points | how does scoring work | do points from the level below count

rules-paletti-game-end = { $live ->
        [yes] { $case ->
            [over] The game is over: { $winners ->
                [none] nobody won
               *[other] { $winners } won
            }.
            [holder] If the villa collapsed now, { $holder } would win, holding the seal. If you agree that no pillar can be played any more, { $holder } wins too.
            [previous] If the villa collapsed now on somebody else's turn, { $holder } would win, holding the seal. At this table, if { $holder } knocks it down on their own turn, { $previous } — who held it before — wins.
            [previous-none] If the villa collapsed now on somebody else's turn, { $holder } would win, holding the seal. At this table, if { $holder } knocks it down on their own turn, nobody wins, because nobody held the seal before.
           *[nobody] Nobody holds the seal yet, so if the villa collapsed now, nobody would win (the referee's decision).
        }
       *[no] The game ends when the villa collapses: whoever holds the seal at that moment wins. If nobody holds it yet, nobody wins (the referee's decision). It also ends when all agree that no pillar can be played any more — again the holder wins.
    }
    .title = End of the game and winner
    .ask = who wins | how do I win | when does the game end | what if the villa collapses | who wins if it falls | what if nobody has the seal | can we end the game | what if we can't move anything any more

rules-paletti-variants = { $live ->
        [yes] { $previous_rule ->
            [yes] This table plays with the published game's extra rule. If the seal holder collapses the villa on their own turn, the previous holder wins.
           *[no] This table plays without the extra rule. Whoever holds the seal when the villa falls wins, even if they knocked it down.
        }
       *[no] One option: if the seal holder collapses the villa on their own turn, the previous holder wins instead. Without it, the holder at the moment of the collapse always wins. With 2 players each plays two colours; with 3 the fourth colour is neutral.
    }
    .title = Variants and options
    .ask = are there variants | what if the holder knocks it over himself | house rules | what if I collapse the villa on my own turn while holding the seal | options | does the previous holder win

## Facts: one short answer each (rules-paletti-TOPIC--FACT), for the phrasings in .if. COUNT,
## PLAYER, PILLAR and LEVEL stand for a player count, a player, a pillar type and a level
## named in the question; the answer gets $count, $fits, $min, $max, $named, $pillar
## (small, angular, thick), $level and $after (the level named and the one after it:
## blue ... red, or none), $option (yes/no/unknown: this table plays the published game's
## previous-holder rule), $live and $now.

rules-paletti-players--count = { $fits ->
        [yes] Yes — Villa Paletti takes { $min } to { $max } players, so { $count } can play.
       *[no] No — Villa Paletti takes { $min } to { $max } players, not { $count }.
    }
    .if = can COUNT play | can COUNT people play | is it for COUNT players | can we play with COUNT | COUNT players | with COUNT people | is it ok for COUNT players

rules-paletti-setup--colours = { $count ->
        [2] Two colours each: with 2 players both colours count for their player.
        [3] One colour each; the fourth colour stands as neutral pillars nobody moves.
       *[other] One colour each: every player plays the pillars of one colour.
    }
    .if = how many colours with COUNT players | how many colours does each get with COUNT | COUNT players how many colours | colours with COUNT players | which colours with COUNT players

rules-paletti-setup--neutral = It stands as neutral pillars: nobody moves them, and they score for nobody.
    .if = what about the fourth colour | what happens with the fourth colour | the fourth colour with three players | neutral pillars | what about the colour nobody plays | the spare colour

rules-paletti-pillars--value = { $pillar ->
        [small] 1 point: a small pillar counts 1.
        [angular] 2 points: an angular pillar counts 2.
       *[thick] 3 points: a thick pillar counts 3.
    }
    .if = what is the PILLAR pillar worth | how many points is a PILLAR pillar | PILLAR pillar value | what does a PILLAR one count | how much is the PILLAR one | PILLAR worth | points for a PILLAR pillar

rules-paletti-points--value = { $pillar ->
        [small] 1 point: a small pillar counts 1.
        [angular] 2 points: an angular pillar counts 2.
       *[thick] 3 points: a thick pillar counts 3.
    }
    .if = what is the PILLAR pillar worth | how many points is a PILLAR pillar | PILLAR pillar value | how much is the PILLAR one | points for a PILLAR pillar

rules-paletti-pillars--count = 5 per colour: 3 small, 1 angular and 1 thick.
    .if = how many pillars per colour | how many pillars does each colour have | how many pillars do I have | how many pillars are there

rules-paletti-seal--tie = The seal stays where it is: a tie doesn't take it from the holder (the referee's decision).
    .if = what if we tie on the top level | what happens to the seal on a tie | who gets the seal on a tie | same points on the top level | tie for the seal | two of us have the same points | if two players tie

rules-paletti-seal--blue = No — the seal counts from the green level on.
    .if = does the seal count on the blue level | is there a seal on blue | seal on the blue level

rules-paletti-game-end--own = { $option ->
        [yes] The previous holder wins: at this table a holder who collapses the villa in their own turn loses it.
        [no] The holder still wins: whoever holds the seal when the villa falls wins.
       *[unknown] The holder still wins — unless you play the published game's option, then the previous holder wins.
    }
    .if = what if the seal holder knocks the villa over | PLAYER has the seal and knocks it down | has the seal and knocks it over | the holder knocks it down | what if the holder collapses the villa | holder knocks it over himself | the seal holder makes it collapse | the holder collapses it on their own turn | what if I collapse it while holding the seal | what if the seal holder topples it

rules-paletti-variants--own = { $option ->
        [yes] The previous holder wins: at this table a holder who collapses the villa in their own turn loses it.
        [no] The holder still wins: whoever holds the seal when the villa falls wins.
       *[unknown] The holder still wins — unless you play the published game's option, then the previous holder wins.
    }
    .if = what if the seal holder knocks the villa over | PLAYER has the seal and knocks it down | has the seal and knocks it over | the holder knocks it down | what if the holder collapses the villa | holder knocks it over himself | the holder collapses it on their own turn | what if I collapse it while holding the seal

rules-paletti-game-end--nobody = Nobody wins: without a seal holder a collapse has no winner (the referee's decision).
    .if = who wins if nobody has the seal | what if nobody holds the seal | nobody has the seal when it collapses | it falls before anyone has the seal

rules-paletti-game-end--holder = Yes — whoever holds the seal when the villa collapses wins.
    .if = does the seal holder win | whoever has the seal wins | does the holder win when it falls | the seal holder is the winner

rules-paletti-game-end--agree = Agree that no pillar can be played: the game ends, and the seal holder wins.
    .if = what if we can't move anything any more | can we end the game | nobody can move anything | what if no pillar can be played

rules-paletti-new-level--red = It only passes the turn: no level comes after red (the referee's decision).
    .if = announce when red is on top | announce a new level on red | a new level after red | announce on the last level | announce when the last level is on | red is on top and I announce

rules-paletti-new-level--pillars = At least 3: a new level must rest on at least 3 pillars.
    .if = how many pillars must a new level rest on | how many pillars does a new level need | how many pillars hold a level

rules-paletti-building--pillars = At least 3: a new level must rest on at least 3 pillars.
    .if = how many pillars must a new level rest on | how many pillars does a new level need | how many pillars hold a level

rules-paletti-new-level--cant = Announce a new level instead of moving; the others accept or object.
    .if = what if I can't move a pillar | I don't dare to move | what can I do if I can't move | I can't move anything | I don't dare move anything

rules-paletti-new-level--accept = The next level goes on, and the announcer's turn is over.
    .if = what happens when everyone accepts | what if all accept | everybody agrees to the new level

rules-paletti-levels--count = 5 levels on the base plate: blue, green, yellow, orange and red.
    .if = how many levels are there | how many levels | how many floors does the villa have

rules-paletti-levels--after = { $after ->
        [green] Green comes after blue.
        [yellow] Yellow comes after green.
        [orange] Orange comes after yellow.
        [red] Red comes after orange, and it is the last.
        [blue] Blue lies on the base plate first.
       *[none] None: red is the last level.
    }
    .if = which level comes after LEVEL | what colour comes after LEVEL | the next level after LEVEL | what follows LEVEL | after LEVEL

rules-paletti-levels--last = Red is the last level: blue, green, yellow, orange, red.
    .if = what is the last level | how high does the villa get | what is the top level at the end | final level

rules-paletti-objection--failed = The announcer removes one of the objector's pillars from the game, and the new level goes on.
    .if = what if the objection fails | the challenge failed | the objector fails | he couldn't pull it out | objected and failed | the objection did not work

rules-paletti-objection--success = That pillar leaves the game, no new level goes on, and the announcer's turn is over.
    .if = what if the objection works | if PLAYER objects and pulls it out | he objects and pulls it out what happens to my turn | the objector succeeds | the challenge worked | he managed to pull it out | the objection succeeded

rules-paletti-objection--collapse = A collapse like any other: the game ends, and the seal holder wins.
    .if = the villa falls during the objection | it collapses while objecting | what if it falls during the challenge | collapse during the objection

rules-paletti-give-up--other = No — push it back; it's locked, and your turn is over.
    .if = can I try a different pillar | can I try another one | can I switch pillars | can I switch to another one | may I pull another pillar instead | can I take a different one

rules-paletti-hold--hold = Yes — while pulling you may hold a level or even lift it a little.
    .if = can I hold the level | may I lift the level | can I steady the level | can I hold it while pulling | can I touch the level

rules-paletti-hold--hook = Yes — use the hook any time during your own turn.
    .if = can I use the hook | when may I use the hook | is the hook allowed | when can I use the hook

rules-paletti-hold--place = Hands-free: when you place the pillar, hold nothing.
    .if = do I have to place hands-free | can I hold while placing | put my pillar down while holding the level | can I place it while holding the level | may I hold the level when I place

rules-paletti-building--edge = No — no pillar may stick out over a level's edge.
    .if = can a pillar stick out | can it stick out over the edge | can I put my pillar at the edge | over the edge

rules-paletti-building--stack = No — no pillar may stand directly on another.
    .if = can I stack a pillar on another | can I put a pillar on top of another | two pillars on each other | on top of another pillar

rules-paletti-turn--other = No — you may only move your own pillars.
    .if = can I move PLAYER pillar | can I move another player's pillar | can I pull someone else's pillar | may I use PLAYER pillar | can I take my opponent's pillar

rules-paletti-turn--base = Yes — from any level below the top, the base plate too.
    .if = can I pull from the base plate | can I take a pillar from any level | can I take a pillar from the LEVEL level | can I pull one from the LEVEL level | a pillar from a lower level | may I pull one from the bottom | from the base plate

rules-paletti-turn--two = No — one pillar per turn.
    .if = can I move two pillars | more than one pillar | two pillars in one turn | can I move NUM pillars

rules-paletti-turn--start = { $live ->
        [yes] { $first } started: whoever is named first begins (the referee's decision).
       *[no] Whoever is named first begins (the referee's decision).
    }
    .if = who starts | who goes first | who begins | who starts the game

rules-paletti-points--blue = No — points count from the green level on; blue counts for nobody.
    .if = does blue count | does the blue level count | do points count on blue | points on the blue level

rules-paletti-points--lower = No — only pillars on the top level count.
    .if = do the lower levels count | do pillars below count | do points from the level below count | does the level below count

rules-paletti-turn--on-top = No — only pillars from below the top level move; one on top stays there.
    .if = can I pull a pillar that is already on top | can I move a pillar from the top level | move a pillar on the top level again | a pillar already on top

rules-paletti-objection--who = Any other player may object: they then try to pull one of the announcer's pillars themselves.
    .if = he says I can still move one | who decides | she thinks I can still move | he says I could still pull one | they say I can still move | who decides if I can move

rules-paletti-game-end--blue = Nobody wins: the seal counts from green on, so on blue nobody holds it (the referee's decision).
    .if = what if it collapses on the blue level | it falls on blue | the villa falls before green | it crashes on the blue level | collapse on the first level

rules-paletti-new-level--red-stuck = Red is the last level: announcing only passes the turn; if nobody can move, agree to end — the holder wins.
    .if = red is on top and nobody can move | what if red is on top and we are stuck | red is the top level and nobody can pull | nothing moves on red

rules-paletti-seal--get = Have the most points on the top level, from the green level on.
    .if = how do I get the seal | how does one win the seal | how can I get the builder's seal
