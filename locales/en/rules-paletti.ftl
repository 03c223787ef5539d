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
       *[no] Lay the base plate in the middle. Each player takes all pillars of one colour — with 2 players, two colours each; with 3 players the fourth colour stays on the base plate, moved by nobody and scoring for nobody. Stand every pillar on the base plate and lay the blue level on top. Keep the hook and the builder's seal at hand.
    }
    .title = Set-up and colours
    .ask = how do we set up | which colour do I play | what colours do we have | how many colours with two players | what about the fourth colour with three players | neutral pillars | how do we start building the villa | who has which colour | which colour is neutral | how many colours are there | can anyone move the neutral pillars

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

rules-paletti-hold = Allowed while pulling: holding or lifting a level, and the hook any time in your own turn. Placing the pillar on the top level must be hands-free: hold nothing then.
    .title = Holding the level and the hook
    .ask = may I hold the level | can I lift the level | can I touch the villa | can I use the hook | when may I use the hook | do I have to place hands-free | can I steady the level with my hand

rules-paletti-building = No pillar may stick out over a level's edge or stand directly on another. A new level must rest on at least 3 pillars (the referee's decision, from the published game).
    .title = Building rules
    .ask = where may I place the pillar | can a pillar stick out over the edge | can I stack a pillar on another pillar | can two pillars stand on top of each other | how many pillars must hold a level | placing rules | can I put my pillar at the edge | can one pillar stand on another | put my pillar on top of another pillar

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
    .ask = what level are we on | what is level 0 | what is level 3 | which level comes next | how many levels are there | what is the order of the levels | what colour is the next level | what is the last level | how high does the villa get | which level comes after green | which level is on top | is red the last level | is red the top one | is red the very top | which level is the last | what is the first level | what colour is the first level | how many levels can the villa get

rules-paletti-new-level = { $live ->
        [yes] { $level ->
            [red] Red is already the top level: announcing now only passes the turn, no further level (the referee's decision).
           *[other] If you announce now and everybody accepts, the { $next ->
                [green] green
                [yellow] yellow
                [orange] orange
               *[red] red
            } level goes on and your turn is over.
        } When you can't or dare not move another pillar, announce a new level instead of moving; the others accept or object.
       *[no] When you can't or dare not move another pillar, announce it instead of moving. If all others accept, the next level is laid on and your turn is over. Once red is the top there is no further level: the announcement just passes the turn (the referee's decision).
    }
    .title = Announcing a new level
    .ask = when do we add a new level | how do I announce a new level | what if I can't move a pillar | I don't dare to move what now | when does the next level go on | what happens when everyone accepts | can I pass | how many pillars must a new level rest on | how many pillars does a new level need | does the new level go on after an objection | does the next level still go on after the objection

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
            [previous] { $holder } holds the seal: on anybody else's turn a collapse goes to the holder. At this table, if { $holder } knocks it down on their own turn, { $previous } — who held it before — wins.
            [previous-none] If the villa collapsed now on somebody else's turn, { $holder } would win, holding the seal. At this table, if { $holder } knocks it down on their own turn, nobody wins, because nobody held the seal before.
           *[nobody] Nobody holds the seal yet, so if the villa collapsed now, nobody would win (the referee's decision).
        }
       *[no] The game ends when the villa collapses: whoever holds the seal at that moment wins. Without a holder yet, there is no winner (the referee's decision). It also ends when all agree that no pillar can be played any more — again the holder wins.
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
    .if = can COUNT play | can COUNT people play | is it for COUNT players | can we play with COUNT | COUNT players | with COUNT people | is it ok for COUNT players | can COUNT people play this | can COUNT persons play

rules-paletti-setup--colours = { $count ->
        [2] Two colours each: with 2 players both colours count for their player.
        [3] One colour each; the fourth colour stands as neutral pillars nobody moves.
       *[other] One colour each: every player plays the pillars of one colour.
    }
    .if = how many colours with COUNT players | how many colours does each get with COUNT | COUNT players how many colours | colours with COUNT players | which colours with COUNT players | what if there were only COUNT of us how many colours would each have | if we were COUNT how many colours each | how many colours would each get with COUNT

rules-paletti-setup--neutral-score = { $count ->
        [3] No — with 3 players the fourth colour is neutral: it scores for nobody and nobody moves it.
       *[other] No — neutral pillars score for nobody; with { $count } players every colour is played and scores.
    }
    .if = do the neutral pillars score | does anyone get points for the neutral pillars | who scores the neutral pillars | do the LEVEL ones count for anyone with COUNT | with COUNT does anyone get points for the LEVEL pillars | do the LEVEL pillars score when we are COUNT | points for the neutral colour | does the neutral colour count for points | do the spare pillars score | who gets the points for the LEVEL pillars with COUNT | do neutral pillars count for a player | do the neutral ones count | do the neutral ones count for anything | do the neutral pillars count for anything | do neutral pillars give points | points for the neutral ones | neutral ones count for anything | are the neutral pillars worth anything | do the neutral pillars count for points | do the spare pillars count for anyone | does the neutral colour score for someone | who gets points for the neutral ones | does someone score the neutral ones

rules-paletti-setup--neutral = It stands as neutral pillars: nobody moves them, and they score for nobody.
    .if = what about the fourth colour | what happens with the fourth colour | the fourth colour with three players | neutral pillars | what about the colour nobody plays | the spare colour | what happens to the LEVEL pillars when it's COUNT of us | what happens to the LEVEL pillars with COUNT | what about the LEVEL pillars when we are COUNT | the LEVEL ones with COUNT players

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

rules-paletti-pillars--least = The small one: 1 point; angular is worth 2, thick 3.
    .if = which pillar is worth the least | which pillar scores least | cheapest pillar | which pillar gives the fewest points | lowest value pillar | which one is worth least | what is the least valuable pillar | which pillar counts the least

rules-paletti-pillars--most = The thick one: 3 points; angular is worth 2, small 1.
    .if = which pillar is worth the most | which pillar scores most | most valuable pillar | which pillar gives the most points | highest value pillar | which one is worth most | best pillar for points | which pillar counts the most

rules-paletti-pillars--count = 5 per colour: 3 small, 1 angular and 1 thick.
    .if = how many pillars per colour | how many pillars does each colour have | how many pillars do I have | how many pillars are there

rules-paletti-seal--tie = { $sholder ->
        [none] The seal stays where it is: a tie doesn't take it from the holder (the referee's decision).
       *[other] { $sholder } keeps the seal: a tie doesn't take it from the holder (the referee's decision).
    }
    .if = what if we tie on the top level | what happens to the seal on a tie | who gets the seal on a tie | same points on the top level | tie for the seal | two of us have the same points | if two players tie | three of us tie on top who has the seal | everybody has the same points who keeps the seal | two end up level with the holder who gets the seal then | they tie with the holder who gets it | both have as many as the holder who gets the seal | PLAYER had the seal with NUM then PLAYER and I each got to NUM who gets it | had the seal with NUM then two of us each got to NUM who gets it | two of us each got to NUM who gets the seal | we both got to NUM who gets the seal | both have NUM who gets the seal | both on NUM who has the seal | PLAYER and PLAYER both on NUM who has the seal | tied at NUM who has the seal | we're level on points who gets the seal | same score as the holder does she get the seal | equal points who gets the seal | draw on top who gets the seal | does a tie take the seal | she only ties him does she get the seal | tied with the holder does that take the seal

rules-paletti-seal--blue = No — the seal counts from the green level on.
    .if = does the seal count on the blue level | is there a seal on blue | seal on the blue level | is there a seal yet on blue | can anyone hold the seal on blue | does anyone get the seal on the blue level | seal already on blue | do we have a seal on the first level | is blue worth anything for the seal | does blue count for the seal | does the blue level count for the seal | can you get the seal on blue | does the seal work on blue | seal while blue is on top

rules-paletti-game-end--own = { $wcase ->
        [previous] { $winner } wins: here a holder who knocks it over on their own turn loses to the previous holder.
        [previous-none] Nobody wins: { $who } holds the seal, and at this table nobody held it before.
       *[other] { $option ->
            [yes] The previous holder wins: at this table a holder who collapses the villa in their own turn loses it.
            [no] The holder still wins: whoever holds the seal when the villa falls wins.
           *[unknown] The holder still wins — unless you play the published game's option, then the previous holder wins.
        }
    }
    .if = what if the seal holder knocks the villa over | PLAYER has the seal and knocks it down | has the seal and knocks it over | the holder knocks it down | what if the holder collapses the villa | holder knocks it over himself | the seal holder makes it collapse | the holder collapses it on their own turn | what if I collapse it while holding the seal | what if the seal holder topples it

rules-paletti-variants--own = { $wcase ->
        [previous] { $winner } wins: here a holder who knocks it over on their own turn loses to the previous holder.
        [previous-none] Nobody wins: { $who } holds the seal, and at this table nobody held it before.
       *[other] { $option ->
            [yes] The previous holder wins: at this table a holder who collapses the villa in their own turn loses it.
            [no] The holder still wins: whoever holds the seal when the villa falls wins.
           *[unknown] The holder still wins — unless you play the published game's option, then the previous holder wins.
        }
    }
    .if = what if the seal holder knocks the villa over | PLAYER has the seal and knocks it down | has the seal and knocks it over | the holder knocks it down | what if the holder collapses the villa | holder knocks it over himself | the holder collapses it on their own turn | what if I collapse it while holding the seal

rules-paletti-game-end--nobody = Nobody wins: without a seal holder a collapse has no winner (the referee's decision).
    .if = who wins if nobody has the seal | what if nobody holds the seal | nobody has the seal when it collapses | it falls before anyone has the seal | what if the villa falls and nobody has the seal | it collapses during the objection and nobody has the seal | nobody has the seal and it falls | what if it collapses before someone has the seal | it comes down before anyone got the seal | what if it falls while nobody has the seal | collapse with no seal holder who wins | it crashes before anyone holds the seal | the villa collapses before anyone has the seal | and if it collapses before anyone has the seal | if the villa collapses before the seal | the villa falls before the seal is taken

rules-paletti-game-end--holder = Yes — whoever holds the seal when the villa collapses wins.
    .if = does the seal holder win | whoever has the seal wins | does the holder win when it falls | the seal holder is the winner

rules-paletti-game-end--knocker = No — knocking it over isn't losing: whoever holds the seal when the villa falls wins.
    .if = if I knock the villa over do I lose | do I lose if I knock it over | does whoever knocks it over lose | is the one who collapses the villa the loser | does the player who wrecks it lose | do you lose when the villa falls on your turn | if I crash it am I out | does collapsing the villa mean I lose | whoever knocks it down loses right | who loses when it falls

rules-paletti-game-end--still = { $wcase ->
        [own] Yes — { $who } still wins: the holder wins even after knocking it over (no previous-holder rule here).
        [holder] No — { $winner } holds the seal and wins, whoever knocks it over.
        [previous] No — { $winner } wins: a holder who knocks it over on their own turn loses to the previous holder here.
        [previous-none] No — nobody wins: at this table the holder's own collapse goes to the previous holder, and there was none.
        [nobody] { $now ->
            [yes] No — nobody holds the seal yet, so nobody would win.
           *[no] { $option ->
                [yes] No — at this table a holder who knocks it over on their own turn loses to the previous holder.
                [no] Yes — the holder still wins: this table plays without the previous-holder rule.
               *[unknown] Yes — the holder still wins, unless you play the previous-holder rule: then the previous holder wins.
            }
        }
       *[rule] Yes — the holder still wins, unless you play the previous-holder rule: then the previous holder wins.
    }
    .if = if PLAYER knocks it over himself does he still win | PLAYER has the seal if she knocks it down herself does she still win | does the holder still win if he knocks it over | if PLAYER topples it on her own turn does she win anyway | does PLAYER win anyway if he wrecks it himself | PLAYER holds the seal and knocks it over does he still win | does the seal holder still win after knocking it over | PLAYER has the seal and knocks it over herself does she win | does PLAYER win with the seal if he wrecks it himself | the holder topples it on his own turn does he still win | PLAYER is up and has the seal if he knocks it over himself does he still win | does the seal holder still win if he knocks it down himself | if the one with the seal topples it does he still win | does the holder win anyway after knocking it over | whoever has the seal knocks the villa over himself does he win | the holder topples the villa herself does she win


rules-paletti-new-level--red = It only passes the turn: no level comes after red (the referee's decision).
    .if = announce when red is on top | announce a new level on red | announce on the last level | announce when the last level is on | red is on top and I announce | red is on and someone announces | if someone announces with red on top | what if somebody announces once red is on | announcing with the red level on top

rules-paletti-new-level--pillars = At least 3: a new level must rest on at least 3 pillars.
    .if = how many pillars must a new level rest on | how many pillars does a new level need | how many pillars hold a level | minimum pillars a new level can sit on | minimum number of pillars under a level | what is the minimum number of pillars for a new level | how few pillars can hold a level | how many pillars must a level stand on | how many pillars does a level need at least | how many pillars under a level at least

rules-paletti-building--pillars = At least 3: a new level must rest on at least 3 pillars.
    .if = how many pillars must a new level rest on | how many pillars does a new level need | how many pillars hold a level | minimum pillars a new level can sit on | minimum number of pillars under a level | what is the minimum number of pillars for a new level | how many pillars must a level stand on | how many pillars does a level need at least | how many pillars under a level at least

rules-paletti-new-level--cant = { $top ->
        [red] { $nextp ->
            [none] No new level: red is the last, so announcing only passes the turn.
           *[other] No new level: red is the last, so announcing only passes the turn to { $nextp }.
        }
       *[other] Announce a new level instead of moving; the others accept or object.
    }
    .if = what if I can't move a pillar | I don't dare to move | what can I do if I can't move | I can't move anything | I don't dare move anything | all my pillars are up top what now | I have nothing left to move what do I do | none of my pillars can move what now | all my pillars are locked or on top what do I do on my turn | I have no pillar left below the top | nothing left I can pull what now | every one of my pillars is on the top level already | all my pillars are on top already | my pillars are all up on the top level what can I do | everything of mine is already up top what now | none of mine is left below the top

rules-paletti-new-level--accept = The next level goes on, and the announcer's turn is over.
    .if = what happens when everyone accepts | what if all accept | everybody agrees to the new level

rules-paletti-levels--count = 5 levels on the base plate: blue, green, yellow, orange and red.
    .if = how many levels are there | how many levels | how many floors does the villa have | how many levels go on top of the base plate in total | how many levels get stacked on the base plate | how many floors are there altogether | how many levels in total | how many storeys does the villa get | how many levels can we put on | how many levels are there without the base plate | how many levels does the game have | how many levels in the game | how many levels are there altogether | how many levels can the villa get counting blue | how many levels counting blue | how many levels including blue | how many storeys can the villa have | how many levels does the villa have | how many levels can we build | how many levels can go on | how many layers are there | how many decks | how many floors can we build | how tall does the villa get in levels | how many levels in all | number of levels

rules-paletti-levels--left = { $level ->
        [blue] 4 more: green, yellow, orange and red.
        [green] 3 more: yellow, orange and red.
        [yellow] 2 more: orange and red.
        [orange] 1 more: red, the last level.
       *[red] None: red is the last level.
    }
    .if = how many more levels after LEVEL | how many levels are left after LEVEL | once LEVEL is on how many more levels | how many levels can still come after LEVEL | how many more levels once LEVEL is on | how many levels to go after LEVEL | how many levels still to build after LEVEL | how many levels come after LEVEL | LEVEL is on how many levels are left | how many more levels are left to build once LEVEL is on | how many levels after LEVEL

rules-paletti-levels--after = { $after ->
        [green] Green comes after blue.
        [yellow] Yellow comes after green.
        [orange] Orange comes after yellow.
        [red] Red comes after orange, and it is the last.
        [blue] Blue lies on the base plate first.
       *[none] None: red is the last level.
    }
    .if = which level comes after LEVEL | what colour comes after LEVEL | the next level after LEVEL | what follows LEVEL | after LEVEL | what is the top level called after LEVEL | whats after LEVEL | what comes after LEVEL | and after LEVEL | the level after LEVEL is called what | what level is after LEVEL

rules-paletti-levels--more = { $after ->
        [none] No — red is the last level; announcing then only passes the turn.
        [green] Yes — green comes after blue.
        [yellow] Yes — yellow comes after green.
        [orange] Yes — orange comes after yellow.
       *[red] Yes — red comes after orange, and it is the last.
    }
    .if = is there a level after LEVEL | is there another level after LEVEL | does another level come after LEVEL | any level after LEVEL | does anything come after LEVEL | is there one more after LEVEL | after LEVEL is there still a level | is there still a level after LEVEL | another level after LEVEL

rules-paletti-levels--last = Red is the last level: blue, green, yellow, orange, red.
    .if = what is the last level | how high does the villa get | what is the top level at the end | final level | which level is the last one | which is the final level | what is the highest level | what colour is the last level | what colour is the top level at the end | which colour comes last | the last one is which colour | what is the very top level | how high can we build | whats the final floor | which level is the highest

rules-paletti-objection--success = That pillar leaves the game, no new level goes on, and the announcer's turn is over.
    .if = what if the objection works | if PLAYER objects and pulls it out | he objects and pulls it out what happens to my turn | the objector succeeds | the challenge worked | he managed to pull it out | the objection succeeded | if the challenge works is the turn over | the objector pulls one of PLAYER pillars out what then


rules-paletti-give-up--other = No — push it back; it's locked, and your turn is over.
    .if = can I try a different pillar | can I try another one | can I switch pillars | can I switch to another one | may I pull another pillar instead | can I take a different one | can I try a different pillar if mine is stuck | my pillar is stuck can I take another | if it won't come out can I try another one | can I switch pillars mid turn | can I change to a different pillar | can I swap to another pillar

rules-paletti-hold--hold = Yes — while pulling you may hold a level or even lift it a little.
    .if = can I hold the level | may I lift the level | can I steady the level | can I hold it while pulling | can I touch the level | can I nudge the level up while pulling | can I push the level up a bit | may I raise the level a little | can I hold the level up while I'm pulling a pillar out | can I hold the level above while I pull a pillar out | may I keep the level up while I pull | can I prop the level up while pulling a column | can I lift the floor a bit while I pull the stone | hold the level while pulling out | may I hold up the storey while pulling | can I use both hands when pulling | both hands while pulling one out | may I use two hands to pull | steady the level with one hand while I pull with the other | hold the level with one hand and pull with the other | use both hands when pulling a pillar out

rules-paletti-hold--hook = Yes — use the hook any time during your own turn.
    .if = can I use the hook | when may I use the hook | is the hook allowed | when can I use the hook | am I allowed to use the hook | may I use the hook while pulling | the hook while pulling | can I use the hook on my turn | can I use the hook thingy on my turn | the hook on my own turn | may I use the hook on my turn | is the hook ok | are we allowed to use the hook | can we use the hook | is using the hook allowed | is the hook legal | hook allowed | can I use that hook | what about the hook | may I use the hook at all | can you use the hook | can I poke with the hook

rules-paletti-hold--place = No — placing is hands-free: when you set the pillar on top, hold nothing.
    .if = can I hold while placing | put my pillar down while holding the level | can I place it while holding the level | may I hold the level when I place | I put it on top holding the level with one hand | he placed it with one hand on the level | may I steady the level while I set the pillar down | placed it while holding the level is that allowed | set it down with a hand on the level | when I put the pillar on top may I steady the level with my other hand | when I set a pillar on the top level can I steady the level with my other hand | steady the level with my other hand while placing | both hands on the column when placing it on top | hold the level while setting the stone down | she held the level with her other hand when she placed it is that ok | keep a hand on the level while I put the pillar up | do I need to place it without touching anything | when I set the pillar on top can I steady the top level with my hand | hand on the level while placing | can I keep holding the level when I put it down | hold the level while I place my pillar on top | held the level with the other hand while placing | hold the level while I put the pillar on top | steady the level while setting my pillar down | when I set it on top can I steady the villa with my other hand | can I steady the villa while placing | can I touch the villa when I put my pillar on top | may I hold the villa while I set the pillar down | steady the villa with my other hand when placing | hold the villa while putting the pillar on top

rules-paletti-building--anywhere = Yes — anywhere on the top level, as long as it doesn't stick out or stand on another pillar.
    .if = where on the top level may I place it | does it matter where I put it on top | can I place it anywhere up top | anywhere I like on the top level | where can I stand my pillar on top | may I put it wherever I want on the top | is there a set spot for my pillar on top | where do I have to put the pillar on the top level | beside someone else's pillar

rules-paletti-building--edge = No — no pillar may stick out over a level's edge.
    .if = can a pillar stick out | can it stick out over the edge | can I put my pillar at the edge | over the edge | can my pillar hang over the edge | can it hang over | may a pillar overhang the edge | sticking out over the side | my pillar sticks out a bit over the side | a pillar hanging over the side of the level | pillar overhangs the edge | sticks out over the side is that ok | hang over the edge

rules-paletti-building--stack = No — no pillar may stand directly on another.
    .if = can I stack a pillar on another | can I put a pillar on top of another | two pillars on each other | on top of another pillar | can I stand my PILLAR one on top of PLAYER PILLAR one | stand a pillar on top of another one | can I put my PILLAR one on PLAYER PILLAR one | stand PILLAR on top of PILLAR | balance it on another pillar | PLAYER put his pillar straight on top of another pillar because there was no room does that count | she stood her column on another one is that ok | no room so I put my stone on another pillar | stand my pillar right on top of someone else's pillar | on top of someone else's pillar | stand a pillar on top of another pillar | stand a pillar directly on another pillar | may a pillar stand on another one | can a pillar stand right on top of another | can two pillars stand directly on each other

rules-paletti-turn--other = No — you may only move your own pillars.
    .if = can I move PLAYER pillar | can I move another player's pillar | can I pull someone else's pillar | may I use PLAYER pillar | can I take my opponent's pillar | can I pull one of PLAYER pillars | may I pull PLAYER pillar on my turn | can I take someone else's pillar | can I grab another player's column | can I move somebody else's pillar on my turn | may I move somebody else's column | can I pull a pillar of another colour | may I use a pillar of PLAYER because mine are too risky | can I move someone else's pillar up if it's easier | can I use one of PLAYER columns instead of mine | may I pull a pillar that isn't mine | PLAYER moved one of PLAYER pillars because hers were stuck is that ok | PLAYER wants to pull PLAYER pillar because his are wobbly may he | can I move someone else's pillar if mine are stuck | my pillars are all stuck can I move someone else's | she put up one of PLAYER pillars is that allowed | can I grab PLAYER pillar | may I pull one of the other players' pillars | can I pull pillars of other colours | can I take a pillar that belongs to someone else | are other players' pillars off limits | do I have to pull my own pillars | can I only move my own pillars | may I move PLAYER column | can I pinch one of PLAYER pillars | may I move a pillar of another player | can I shift someone else's pillar | may I move the other players' pillars

rules-paletti-turn--base = Yes — from any level below the top, the base plate too.
    .if = can I pull from the base plate | can I take a pillar from any level | can I take a pillar from the LEVEL level | can I pull one from the LEVEL level | a pillar from a lower level | may I pull one from the bottom | from the base plate | can I pull a pillar from all the way down at the base | or only from right under the top | only from the level right under the top | from any lower level or only the one below | all the way down at the bottom | can I pull from the bottom plate | from the bottom level | from which levels may I pull | which levels can I pull pillars from | only from the level directly below | from any level or only the one right below | do I have to pull from the level just under the top | can I pull from any level below the top

rules-paletti-turn--two = No — one pillar per turn.
    .if = can I move two pillars | more than one pillar | two pillars in one turn | can I move NUM pillars | can I pull both this turn | both in one turn | can I move a blue and a yellow one in the same turn | one of each colour in one turn | move my PILLAR one and my PILLAR one together | two pillars at once | pull two at once

rules-paletti-turn--start = { $live ->
        [yes] { $first } started: whoever is named first begins (the referee's decision).
       *[no] Whoever is named first begins (the referee's decision).
    }
    .if = who starts | who goes first | who begins | who starts the game | does the youngest start | who starts the youngest | does the oldest go first | who begins at our table | is it the youngest who starts

rules-paletti-points--blue = No — points count from the green level on; blue counts for nobody.
    .if = does blue count | does the blue level count | do points count on blue | points on the blue level | does that score anything on blue | stood it on the blue level does that score | does it score on the blue level | is blue worth anything | is blue worth anything for the seal | does a pillar on blue score | do I get points on blue | pillar on the blue level any points | does the blue level give points | does it score her anything on blue | put it on blue does that count | any points on blue | blue level points | does blue score

rules-paletti-points--lower = No — only pillars on the top level count.
    .if = do the lower levels count | do pillars below count | do points from the level below count | does the level below count | do pillars on the floor below count | does the floor below count | do points on the lower floors count | points for pillars on the lower levels | do I score for pillars further down | does the bottom level count | does the bottom level count for points | do pillars lower down score | points for stuff below the top | do the levels underneath count | do my pillars below the top count | do pillars on the floors below give me points | do I get points for pillars lower down | do the lower floors give points | points for the floors below the top | do lower levels give me any points | do the lower floors get me points | do lower levels get me points | do my pillars on the lower levels still count | do pillars lower down still count | does everything below the top count | do all levels count or only the top | does only the top level count | do my pillars on green still count once yellow is on | points for pillars on lower floors

rules-paletti-turn--on-top = No — only pillars from below the top level move; one on top stays there.
    .if = can I pull a pillar that is already on top | can I move a pillar from the top level | move a pillar on the top level again | a pillar already on top | PLAYER PILLAR is on top already can he pull it out again | can he pull it out again and put it back on top | can I move a pillar that is already up top | PILLAR one is already on top can it move again | can a pillar on the top level move again | took one from the top level and put it back on top | pulled a pillar already on top and put it up again | a pillar from the top level put back on top does it count | moved a pillar that was already up top | can a pillar on top be moved again to the top | what if I try to move my PILLAR pillar but it's already standing up top | my PILLAR one is already on top can I move it again | it is already standing up top can I pull it

rules-paletti-objection--who = Any other player may object: they then try to pull one of the announcer's pillars themselves.
    .if = he says I can still move one | who decides | she thinks I can still move | he says I could still pull one | they say I can still move | who decides if I can move | PLAYER reckons PLAYER can still move one what now | someone thinks the announcer can still move one | who may object | is it only the next player who can object | who is allowed to object | can every other player object | who can challenge an announcement | can all the others object | PLAYER says she can't move anything but PLAYER reckons she can and wants to prove it how does that work | reckons she can and wants to prove it | wants to prove she can still move one | somebody thinks they can still pull one of my pillars | what if I announce and somebody thinks they can still pull one of my pillars | what if someone thinks I can still move one | someone reckons I could still pull one | he wants to prove I can still move | how does proving it work | what if somebody doesn't believe me | what if they don't believe I can't move | someone thinks the announcer is bluffing | what if someone thinks I'm bluffing | he doesn't believe she can't move | she thinks he could still pull one what now

rules-paletti-game-end--blue = Nobody wins: the seal counts from green on, so on blue nobody holds it (the referee's decision).
    .if = what if it collapses on the blue level | it falls on blue | the villa falls before green | it crashes on the blue level | collapse on the first level | we never got past blue and then it all collapsed who won | it collapsed while still on blue who wins | the villa fell on the blue level who won

rules-paletti-new-level--red-stuck = Red is the last level: announcing only passes the turn; if nobody can move, agree to end — the holder wins.
    .if = red is on top and nobody can move | what if red is on top and we are stuck | red is the top level and nobody can pull | nothing moves on red | we have red on top what now | red is on top what now | red is on top and the villa still stands | red is the top level what now | we got red on top now what

rules-paletti-seal--get = Have the most points on the top level, from the green level on.
    .if = how do I get the seal | how does one win the seal | how can I get the builder's seal

## Facts for the player, pillar, colour and table a question names ($who: the player named,
## else whoever's turn it is). $mcase: can $who still move a $pillar (movable, top, locked,
## removed, mixed, rule); $wcase: who wins if $who knocks the villa over (holder, own,
## previous, previous-none, nobody, rule); $scase: the seal after $who moves a $pillar up
## (takes, keeps, stays, none, early, cannot, rule); $ocase: may $who object (can, accepted,
## announcer, nothing, rule); $lcase: the running announcement (waiting, challenge, removal,
## rule); $ocolour: whose the colour $level is with $count players (named, seat, neutral,
## rule). Names are "none" when unknown.

rules-paletti-turn--movable = { $mcase ->
        [movable] Yes — { $who } can still move { $mcount ->
            [one] a { $pillar ->
                [small] small
                [angular] angular
               *[thick] thick
            } pillar: the { $mcolour } one { $mlevel ->
                [base] on the base plate
               *[other] on the { $mlevel } level
            }.
           *[other] { $mcount } { $pillar ->
                [small] small
                [angular] angular
               *[thick] thick
            } pillars from below the top.
        }
        [top] No — { $who }'s { $pillar ->
            [small] small pillars are
            [angular] angular pillar is
           *[thick] thick pillar is
        } already on the top level; only pillars from below move up.
        [locked] No — { $who } pushed it back: a pushed-back pillar is locked for the rest of the game.
        [removed] No — { $who }'s { $pillar ->
            [small] small pillars are
            [angular] angular pillar is
           *[thick] thick pillar is
        } out of the game.
        [mixed] No — none left below the top: { $ntop } on top, { $nlocked } locked, { $nremoved } out of the game.
       *[rule] Only if it stands below the top level, wasn't pushed back, and is still in the game.
    }
    .if = can PLAYER still move PILLAR | can PLAYER still pull PILLAR | is PLAYER PILLAR still movable | can PLAYER still play PILLAR | does PLAYER have a PILLAR left to move | could PLAYER move her PILLAR pillar again next turn | could PLAYER move his PILLAR pillar again on his next turn | can PLAYER move PILLAR pillar again next turn | next turn could PLAYER move PILLAR one again | can PLAYER still pull PILLAR one | could PLAYER still move PILLAR one | is PLAYER PILLAR still free to move | can PLAYER shift PILLAR one again | can PLAYER use PILLAR pillar again

rules-paletti-pillars--movable = { rules-paletti-turn--movable }
    .if = can PLAYER still move a PILLAR pillar | can PLAYER move his PILLAR one | can PLAYER still move PILLAR one | is PLAYER PILLAR pillar still movable | PLAYER PILLAR pillar still move | does PLAYER still have a PILLAR pillar to move | can I still move my PILLAR pillar

rules-paletti-game-end--player = { $wcase ->
        [over] { $winner } won: the seal holder at the collapse wins, by this table's rules.
        [over-none] Nobody won: nobody held the seal when the villa collapsed.
        [holder] { $winner } wins: { $winner } holds the seal, no matter who knocks the villa over.
        [own] { $winner } still wins: the holder wins even after knocking it over (no previous-holder rule here).
        [previous] { $winner } wins: here a holder who knocks it over on their own turn loses to the previous holder.
        [previous-none] Nobody wins: { $who } holds the seal, and at this table nobody held it before.
        [nobody] Nobody wins: nobody holds the seal yet (the referee's decision).
       *[rule] Whoever holds the seal at that moment wins — unless you play the previous-holder rule.
    }
    .if = if PLAYER knocks it over who wins | what if PLAYER knocks the villa over | what if PLAYER collapses the villa | PLAYER collapses it who wins | PLAYER makes it fall | what if PLAYER falls it on her turn | PLAYER brings it down | what if PLAYER wrecks it | PLAYER topples it herself | if PLAYER crashes it on his own turn who wins | PLAYER was pulling PILLAR pillar and the villa collapsed who actually wins | PLAYER had the seal it was her own turn and the villa came down who wins | the villa came down who wins | the whole thing fell over who won | PLAYER knocked the tower down she thinks nobody wins who wins | it all collapsed on PLAYER turn who is the winner | the cat bumped the table and the villa collapsed who wins | PLAYER announced and the villa fell down while we were deciding who wins | PLAYER pulled his pillar out but it all fell over when he put it on top who won | it all came down while PLAYER was placing who wins | PLAYER got it out but the villa fell while placing | PLAYER is pulling and it falls who wins | if it falls on PLAYER turn who wins | PLAYER turn if the villa comes down who wins | if PLAYER brings the whole thing down who wins | who really wins | does the one with the most levels win | who actually wins the game | it came down just as I was setting my pillar on top who wins | it fell as I was placing my pillar who wins | it collapsed while I was putting my pillar on top who wins | it fell while I was placing it who wins | the villa came down when I set my pillar down who wins | it came down as PLAYER was placing the pillar who wins | it collapsed while placing who won

rules-paletti-variants--first = Nobody wins: under the previous-holder rule the first holder has nobody before them to win.
    .if = the first seal holder collapses it on his own turn | nobody held the seal before and the holder knocks it over | with the published rule what if the first holder wrecks it | the first holder knocks it down himself with the previous holder rule | if nobody had the seal before the holder who wins when he knocks it over | the holder is the first one who ever had the seal and knocks it down | first holder topples it on own turn who wins | the very first holder knocks it down on her own turn | PLAYER is the first to hold the seal and wrecks it herself who wins | PLAYER got the seal first and collapses it on her own turn | nobody had the seal before PLAYER and she knocks it over on her own turn | first holder with the published rule collapses it himself | with the previous holder rule who wins if the first person with the seal knocks it over on their own turn

rules-paletti-variants--hand = By their own hand: whoever's turn it is, the objector during an attempt, the announcer while answers wait.
    .if = who counts as knocking it over during an announcement | what counts as their own turn for the previous holder rule | whose turn is it while an announcement waits for answers | who is to blame if it falls during an objection | own turn during an objection who is that | what does on their own turn mean | if it falls while we are deciding on the announcement whose turn counts | who is responsible for the collapse during the vote | which player caused it when it falls during an announcement | who caused it if the villa falls before everyone has answered the announcement | whose own turn is it if the villa falls while an announcement is open | who counts as the one who collapsed it during the voting | for the previous holder rule who knocked it over while we were voting | whose hand counts if it falls while the others decide | whose fault is it if it falls during the vote on a new level

rules-paletti-variants--player = { rules-paletti-game-end--player }
    .if = what if PLAYER knocks the villa over on her own turn | PLAYER topples it herself with the house rule | with our house rule what if PLAYER topples it | PLAYER collapses it on his own turn with the option | we play the previous holder rule PLAYER is pulling if it collapses who wins | previous holder rule and it falls on PLAYER turn who wins

rules-paletti-objection--failed = { $objector ->
        [none] The announcer removes one of the objector's pillars from the game, and the new level goes on.
       *[other] { $announcer ->
            [none] The announcer
           *[other] { $announcer }
        } takes one of { $objector }'s pillars out of the game; then the { $nextlevel ->
            [green] green
            [yellow] yellow
            [orange] orange
           *[red] red
        } level goes on.
    }
    .if = what if the objection fails | the challenge failed | the objector fails | he couldn't pull it out | objected and failed | the objection did not work | what if PLAYER fails | what happens if PLAYER fails | if she fails what do I get | PLAYER is trying to pull one of mine if she fails | PLAYER failed to pull the pillar | PLAYER failed to pull PLAYER pillar what now | what if the person who objected can't get my pillar out | what if the objector can't pull it out | if PLAYER messes it up | the objector could not pull my pillar what now | the objector PLAYER failed on PLAYER pillar what happens next | PLAYER couldn't get it out what now | the objection went wrong what happens | PLAYER tried and failed what now | PLAYER didn't manage to pull it out | PLAYER tried to pull one of PLAYER pillars and it didn't work what happens now | tried to pull one of PLAYER pillars and it didn't work | he tried to pull my pillar and couldn't | she couldn't get my pillar out what now | the objection didn't work what happens | what if you object and fail | what happens if u object and fail | object and fail what happens | if I object and don't manage it | if the objector can't pull it out | what happens when an objection fails | the objector messed it up what now | PLAYER couldn't pull it out what now | the challenge didn't work what now | objected but failed what happens

rules-paletti-objection--removal = Any of them: the announcer may take any of the objector's pillars, even on top or locked (the referee's decision).
    .if = which pillar may the announcer take | which pillar can PLAYER take away | can PLAYER pick PLAYER PILLAR one even on top | can the announcer take one that is already on top | can he take a locked pillar | which of his pillars can I remove | which pillar does the announcer remove | can I take his pillar from the top level | which one may I take out after the failed objection | can PLAYER take PILLAR one that is already up top | can PLAYER take a locked pillar of PLAYER | after a failed objection can he take a locked one | may the announcer take a locked pillar | which of his pillars can PLAYER take away | which of her pillars may I take | which pillars can the announcer take away

rules-paletti-objection--may = { $ocase ->
        [accepted] No — { $oasker } has already agreed, and whoever agreed can no longer object.
        [announcer] No — { $oasker } made the announcement; only the other players may object.
        [nothing] No — none of { $announcer }'s pillars can still move up, so there is nothing to challenge (the referee's decision).
        [can] Yes — { $oasker } hasn't answered yet and may object instead of agreeing.
       *[rule] Only until they agree: every other player may object, but not after agreeing.
    }
    .if = can PLAYER still object | may PLAYER object now | can PLAYER still challenge | is PLAYER still allowed to object | can I still object after I agreed | can I object after agreeing | can PLAYER object after agreeing | can you object once you agreed

rules-paletti-objection--own = No — only the other players may object, never the one who announced.
    .if = can PLAYER object to her own announcement | can I object to my own announcement | object to his own announcement | can the announcer object | object to own announcement | can the announcer himself object to his own new level | can the announcer object to his own new level | can I object to my own new level | object to my own new level | can the one who announced object | can she challenge her own announcement | can he object to himself | can I challenge my own announcement

rules-paletti-objection--nothing = No — when none of the announcer's pillars can still move up, the objection is refused (the referee's decision).
    .if = can I object if none of her pillars can move | can I still object if all her pillars are locked | her pillars are all locked or on top can I object | object when PLAYER can't move any pillar | can I object if PLAYER has no pillar left to move | PLAYER pillars are all locked or on top can I still object | object when the announcer has nothing to move | PLAYER has all her pillars on top or locked and announces can PLAYER still object | all the announcer's pillars are on top or locked can someone object | can you object when the announcer has nothing left to move | nothing of hers can move up can I still object | all of PLAYER pillars are on top or locked can PLAYER object | the announcer cannot move any pillar up can someone still object | can someone object when none of my pillars could still go up | can someone object when none of my pillars can move | can they object if nothing of mine can go up | object when none of the announcer's pillars can go up | can you object if none of PLAYER pillars can move up | can someone challenge when I really can't move | objection when no pillar of mine can move up | none of my pillars could still go up can someone object | can they challenge if all my pillars are on top or locked

rules-paletti-objection--where = Out of the game: a pillar pulled in a successful objection leaves the game for good.
    .if = what happened to the pillar the objector pulled | where is PLAYER PILLAR pillar now | where does the pillar go after the objection | what happens to the pillar the objector pulled | where is that pillar now | does the objector keep the pillar | does the pulled pillar go on the top level | does the objector score the pillar | does the pillar count for the objector | do I get to put that pillar up on top after my objection | does the objector get points for the pillar | where does the pulled pillar go after a successful objection | after a successful objection does the pillar go up on top | when somebody objects and gets my pillar up on top whose points does it count for | does the pulled pillar count for the objector | who gets the points for the pillar pulled in an objection

rules-paletti-new-level--others = Accept, or object: whoever objects tries to pull one of the announcer's pillars themselves.
    .if = what can the others do | what can the rest of us do | PLAYER announced what can we do | what can we others do now | what are our options after an announcement | someone announced a new level what can I do | PLAYER says she can't move what can we do | PLAYER just said he doesn't dare move anything else what can we do now | PLAYER says he can't move any more what now for us | she doesn't dare pull another column what can the rest of us do

rules-paletti-new-level--goes-on = { $lcase ->
        [removal] Yes — once { $announcer } has taken one of { $objector }'s pillars out, the { $nextlevel ->
            [green] green
            [yellow] yellow
            [orange] orange
           *[red] red
        } level goes on.
        [challenge] Only if { $objector } fails; if { $objector } pulls the pillar out, no new level goes on.
        [waiting] { $pending ->
            [none] Once everybody has agreed, or an objection fails: then the { $nextlevel ->
                [green] green
                [yellow] yellow
                [orange] orange
               *[red] red
            } level goes on.
           *[other] No — not yet: { $pending } still { $pending_count ->
                [one] has
               *[other] have
            } to answer. Once everybody has agreed, or an objection fails: then the { $nextlevel ->
                [green] green
                [yellow] yellow
                [orange] orange
               *[red] red
            } level goes on.
        }
        [normal] No — no announcement is waiting; after a successful objection no new level goes on.
       *[rule] Only when everyone agrees or an objection fails; after a successful objection no new level goes on.
    }
    .if = does LEVEL go on now | does the LEVEL level go on | does LEVEL go on after that | is the LEVEL level coming now | does the new level go on now | does the level go on after the objection | does the next level still go on | after PLAYER takes one out does the LEVEL level go on | PLAYER got PLAYER PILLAR one out does LEVEL go on | does the level still go on after a successful objection | do we put the LEVEL level on now | PLAYER accepted is the new level laid on yet | can we lay the next level on now | PLAYER agreed does the new level go on | do we put the next level on | is the next level laid on now | is the new level going on now

rules-paletti-objection--collapse = { $holder ->
        [none] Nobody wins: a collapse during an objection ends the game like any other, and nobody holds the seal.
       *[other] { $holder } wins: a collapse during an objection ends the game like any other, and { $holder } holds the seal.
    }
    .if = the villa falls during the objection | it collapses while objecting | what if it falls during the challenge | collapse during the objection | what if the villa falls while PLAYER is trying to pull PLAYER pillar | it falls while PLAYER is objecting | what if it collapses while PLAYER pulls during the objection | the villa falls during PLAYER challenge | PLAYER announces PLAYER objects and knocks the villa over who wins | the objector knocks it down who wins | it crashed while PLAYER was challenging | the objector topples the villa | what if the villa comes down while someone is trying to prove my announcement wrong | it comes down while someone is trying to prove me wrong | the villa falls while someone tries to pull my pillar after my announcement | it collapsed while he was trying to pull my pillar | the villa fell during the challenge who wins | it crashed while she was objecting | collapse while trying to prove the announcement wrong | the villa comes down during the objection | falls while the objector is pulling | it fell while PLAYER was trying to pull one of PLAYER pillars

rules-paletti-game-end--agree = { $holder ->
        [none] Yes — the game ends then; nobody holds the seal, so nobody wins (the referee's decision).
       *[other] Yes — the game ends then, and { $holder } wins, holding the seal.
    }
    .if = what if we can't move anything any more | can we end the game | nobody can move anything | what if no pillar can be played | is the game over when everyone agrees nothing moves | is the game over when we all agree nothing can move | we all agree nothing more can be moved who wins | everyone agrees nothing can move any more | does the game end when we agree no pillar can move | we agree nobody can move anything who wins then | nobody can do anything so we call the game who is the winner | we decide together it's over who takes the win | we agree to call it who won | nobody can move so we stop who wins | how does it end if nobody dares move any more | how does the game end if nobody can move | what happens if we all agree nothing can move any more | what if we all agree nothing works any more | we all agree nothing more can be done | we agree that nothing can move | everybody agrees no pillar can move what happens | if we all agree we are stuck | we are all stuck and agree to stop | we all agree to stop who wins | nobody can move anything and we all agree

rules-paletti-seal--after = { $scase ->
        [takes] Yes — { $smover } would take the seal: { $spoints } points on the top level, more than anyone else.
        [keeps] Yes — { $smover } keeps the seal, with { $spoints } points on the top level.
        [stays] { $snew } keeps the seal: { $smover } would have { $spoints } points, and only a single leader takes it.
        [none] Nobody holds it then: { $smover } would have { $spoints } points, tied for the lead.
        [early] Nobody: the seal counts only from the green level on.
        [cannot] { $smover } has no { $pillar ->
            [small] small
            [angular] angular
           *[thick] thick
        } pillar left that can move up.
       *[rule] Whoever then has the most points on the top level alone takes it; a tie leaves it where it is.
    }
    .if = if PLAYER moves PILLAR up who has the seal | who has the seal if PLAYER stands PILLAR on top | if PLAYER plays PILLAR does the seal change | if PLAYER only moves a PILLAR one up who has the seal | if PLAYER had put PILLAR up who would have the seal | PLAYER puts her PILLAR on top who has the seal | PLAYER puts PILLAR up does the seal change | PLAYER brings her PILLAR up what about the seal then | what happens to the seal if PLAYER moves PILLAR up | if PLAYER gets PILLAR on top who holds the seal then | PLAYER PILLAR goes on top who has the seal after that | who would have the seal after PLAYER puts PILLAR up

rules-paletti-seal--take = { $scase ->
        [takes] Yes — { $smover } would take the seal: { $spoints } points on the top level, more than anyone else.
        [keeps] Yes — { $smover } keeps the seal, with { $spoints } points on the top level.
        [stays] No — { $snew } keeps the seal: { $smover } would have { $spoints } points, and only a single leader takes it.
        [none] No — nobody holds it then: { $smover } would have { $spoints } points, tied for the lead.
        [early] No — the seal counts only from the green level on.
        [cannot] No — { $smover } has no { $pillar ->
            [small] small
            [angular] angular
           *[thick] thick
        } pillar left that can move up.
       *[rule] Only with more points on the top level than anyone else; a tie leaves the seal where it is.
    }
    .if = if PLAYER puts PILLAR on top does she get the seal | does PLAYER take the seal if PLAYER moves PILLAR up | if PLAYER gets PILLAR pillar up does she take the seal | if PLAYER gets PILLAR up there does she take the seal off PLAYER | does PLAYER get the seal with PILLAR on top | if PLAYER moved a PILLAR pillar up now would he take the seal | what if PLAYER puts PILLAR pillar on top on her turn does she take the seal | would PLAYER get the seal if she stood her PILLAR one on top | what if PLAYER sets PILLAR column on top would he win the seal | PLAYER brings PILLAR one up does the seal go to him | PLAYER stands his PILLAR on top does the seal return to him | would a PILLAR on top win PLAYER the seal again | would PLAYER win the seal back with PILLAR | with his LEVEL PILLAR on top would PLAYER regain the seal | PLAYER puts PILLAR up does he take the seal | if PLAYER puts his LEVEL PILLAR up does he take the seal | does PLAYER get the seal if she brings PILLAR up | PILLAR up for PLAYER does she take the seal | would PLAYER take the seal with PILLAR on top | PLAYER only moves a PILLAR one up does she take the seal then | is PILLAR enough for PLAYER to take the seal | does a PILLAR on top give PLAYER the seal | can PLAYER grab the seal with PILLAR

rules-paletti-seal--holder-tie = { $named } keeps the seal: a tie among the others never takes it from the holder (the referee's decision).
    .if = PLAYER has the seal and two others both have NUM who gets the seal | PLAYER holds the seal and two players tie above him who has it | the holder PLAYER is behind two tied players who gets the seal | PLAYER has the seal two others are tied ahead of her | PLAYER holds it and the others are level on more points who gets the seal | PLAYER has the seal and two of us tie above | two players tie above the holder PLAYER who has the seal | PLAYER is the holder and two others pass him with the same score

rules-paletti-seal--only = { $named } takes it: a single leader on the top level gets the seal, from green on.
    .if = if only PLAYER has a pillar on top who has the seal | only PLAYER PILLAR stands on LEVEL who holds the seal | if only PLAYER PILLAR pillar stands on the LEVEL level who holds the seal | PLAYER is the only one with points on top who gets the seal | nobody but PLAYER has anything on LEVEL who has the seal | only PLAYER has points up there who holds the seal | PLAYER alone has a pillar on the top level who gets the seal | just PLAYER PILLAR on LEVEL who gets the seal | PLAYER is the only one on LEVEL with points

rules-paletti-setup--seal = Nobody: the seal counts from the green level on, so nobody holds it at the start.
    .if = who gets the seal at the start | who has the seal at the beginning | does anyone have the seal at the start | who starts with the seal | does the first player get the seal | seal at the start of the game | who gets the builder's seal first | does somebody start with the seal

rules-paletti-game-end--seal = The holder wins: whoever holds the seal when the villa collapses wins the game.
    .if = what is the seal for | what does the seal do | seal purpose | why do I want the seal | what is the point of the seal | why does the seal matter | what does holding the seal give me | is the seal worth anything | what use is the seal | what does the seal get me | why should I want the seal | what good is the seal | what is the seal even for | what is the builder's seal for | what do I get for the seal | why would I want the seal | what's the point of the builder's seal | what happens with the seal | whats the seal for | does the seal matter | what does the seal mean | what is the seal used for

rules-paletti-seal--why = { $holder ->
        [none] Nobody holds the seal yet: it goes to a single leader on the top level, from green on.
       *[other] { $holder } took it by having more points on the top level than anyone else: { $tscores }.
    }
    .if = how did PLAYER get the seal | why does PLAYER have the seal | how did PLAYER take the seal | how come PLAYER has the seal | PLAYER had the seal first how did PLAYER get it | why did the seal go to PLAYER

rules-paletti-seal--new-level = The holder keeps it: on a new level everyone starts at 0 until somebody leads (the referee's decision).
    .if = who has the seal after a new level goes on | who holds the seal right after a new level | on a new level who has the seal | what happens to the seal on a new level | does the holder keep the seal on a new level | who has the seal until someone scores

rules-paletti-points--reset = Yes — on a new level everybody starts at 0; only the top level counts.
    .if = does everyone start at zero on a new level | do we start again at zero | does everybody start from zero again | on a new level does everyone start at zero | are the points reset on a new level | what about my points when the next level is laid on | what happens to our points when a new level comes | do my points stay behind on the level below when a new one comes | what happens to my points when the next level goes on | when LEVEL goes on does my score start over | does my score start over | does my score start over on a new level | does the score reset | do scores reset on a new level | is my score reset when the next level goes on | do we start from scratch on the new level | do points start over on each level | start over at zero on the new level | do our points go back to zero | is everyone back to zero on the new level | does the count start again on a new level

rules-paletti-points--carry = No — only the top level counts: on a new level everybody starts at 0.
    .if = do the points from LEVEL carry over | do points carry over to the new level | when the LEVEL level goes on do the points from LEVEL carry over | do points from the previous level carry over | do I keep my points on a new level | do we keep our points on the next level | are the points carried to the next level | do the pillars left on the level still count once a new level goes on | do pillars on the top level still count | does the level still count after a new one goes on

rules-paletti-points--first = Green: points count from the green level on; the blue level counts for nobody.
    .if = what is the first level that scores | which level scores first | from which level do points count | when do points start counting | which is the first level that counts | what is the first floor that scores | which floor counts first for points | does green count or only from yellow on | from which level does it count | which level starts counting | does scoring start on green or yellow | wen do points start | from when does it count | which level is the first to score | on which level do points start | when do we start scoring | from what level do we score

rules-paletti-pillars--total = { $pcount ->
        [10] 16 points: with 2 players you play two colours of 8 points each.
       *[other] 8 points: 3 small pillars worth 1 each, 1 angular worth 2 and 1 thick worth 3.
    }
    .if = how many points is a whole colour worth | all pillars of a colour together | total points per colour | how many points does a colour have in total | what are all my pillars worth together | how many points in one colour | what is one colour worth in total if all five of its pillars stand on top | all five pillars of a colour on the top level how many points | what are all my columns worth together with COUNT | COUNT of us how many points are all my pillars worth | what do all my stones add up to | how many points are in one full set of pillars | what is a full colour worth | how many points is a whole set worth | all my pillars together how many points | what is a whole colour worth | a full colour in points | worth of a whole colour | all pillars of one colour worth | how many points would I have if all my pillars stood on top | all my pillars on top how many points | what are my pillars worth together | what are my pillars worth in total | how many points are all my pillars | what does one colour add up to | how much are all my columns together | what is my colour worth in total | what do my five pillars make together | how many points do all five of my pillars make

rules-paletti-pillars--each = { $pcount ->
        [10] 10 each: with 2 players everyone plays two colours of 5 pillars.
       *[other] 5 each: one colour of 5 pillars; with 3 players the fourth colour stands neutral, for nobody.
    }
    .if = how many pillars does each player get | how many pillars do I get | how many pillars does everyone have | how many pillars does each of us have with COUNT | with COUNT how many pillars does each get | how many pillars do I get as PLAYER | how many pillars does PLAYER get | we're COUNT how many pillars does each of us get and what about the fourth colour | COUNT of us how many columns each | how many pillars each and what about the spare colour | just COUNT of us how many pillars each | how many pillars does everybody start with with COUNT | how many pillars does each player start with | how many pillars do we each start with

rules-paletti-setup--split = { $count ->
        [2] Two colours each: with 2 players, both colours count for their player.
        [3] One colour each; the fourth colour stands as neutral pillars nobody moves.
       *[other] One colour each: every player plays the pillars of one colour.
    }
    .if = how do the colours work with COUNT | how do we split the colours with COUNT | how do the colours work | COUNT of us how do the colours work | how do we share the colours | how are the colours divided with COUNT | it is just COUNT of us how do the colours work

rules-paletti-setup--both = Yes — with 2 players each plays two colours, and both count for their player.
    .if = both of my colours give me points | do both of my colours count | both of my colours count towards my points | with two players do both colours count | do my two colours both score | my two colours both score for me right | PLAYER speaking are both colours scoring for me | do both colours count for my points | are both my colours mine for points | do my blue and my yellow points add up for the seal | do my two colours add up | do both colours count together | playing with two do both colours add up | do both my colours count for the seal

rules-paletti-setup--whose = { $ccase ->
        [two] { $who } plays { $c1 } and { $c2 }.
        [one] { $who } plays { $c1 }.
       *[rule] One colour each; with 2 players, two colours each.
    }
    .if = which colours does PLAYER have | which colour is PLAYER | which colours belong to PLAYER | what are PLAYER colours | what colours does PLAYER play

rules-paletti-setup--owner = { $ocolour ->
        [neutral] Nobody's: with 3 players orange stands as neutral pillars that nobody moves or scores.
        [named] { $cowner }'s: { $cowner } plays that colour.
        [seat] The { $cseat ->
            [1] first
            [2] second
            [3] third
           *[4] fourth
        } player's: with { $count } players, { $count ->
            [2] two colours each
           *[other] one colour each
        }.
       *[rule] With 4 players one colour each; with 3 the fourth colour is neutral; with 2, two colours each.
    }
    .if = whose are the LEVEL ones | whose is LEVEL | who gets the LEVEL pillars | whose would LEVEL be | who do the LEVEL pillars belong to | and the LEVEL ones whose are they | with COUNT players whose is LEVEL

rules-paletti-hold--fish = Yes — the hook may be used at any time during your own turn, also to pull a pillar out.
    .if = can I pull a pillar out with the hook | can I fish a pillar out with the hook | may I use the hook to pull | am I allowed to use the hook to get a pillar out | can I get it out with the hook | what is the hook for | whats the hook even for | what do I do with the hook | poke a pillar out from the other side with the hook | push a pillar out with the hook | shove a pillar out with the hook | what is the hook good for | use the hook to push a pillar out

rules-paletti-give-up--which = { $lcount ->
        [0] None yet: no pillar has been pushed back so far.
        [one] One: { $lowner }'s { $lcolour } { $ltype } pillar, pushed back and locked for the game.
       *[other] { $lcount } pillars, { $lowner }'s { $lcolour } { $ltype } one among them; locked for the game.
    }
    .if = which pillars are locked | which pillars have been pushed back | are there locked pillars | whose pillars are locked | which of our pillars are locked | how many pillars are locked | any locked pillars yet | which ones are locked now | has a pillar been locked yet | has one of us locked a pillar

rules-paletti-give-up--later = No — a pillar you pushed back is locked for the rest of the game.
    .if = can I try it again later | may I try that pillar again later | can I use it again later | I pushed it back can I try again later | can PLAYER try it again later | can I try the pushed back pillar later | can PLAYER pull it again later | if someone pushes a pillar back because it wobbles can he pull it again later | may a pushed back column be pulled later | can I go back to that stone later | may I retry the PILLAR pillar I pushed back | can I have another go at it now | may I have another try at that pillar | can I try my LEVEL PILLAR one again | is my pushed back LEVEL PILLAR free again | try a pushed back pillar again | try that pillar again | try it again now | can PLAYER have another go at PLAYER PILLAR pillar | can PLAYER have another go at her PILLAR pillar | can PLAYER have another go at his PILLAR pillar now | can I have another go at my PILLAR pillar | can PLAYER try PILLAR pillar again | can PLAYER try the PILLAR one again now | another go at the pushed back pillar | can he give it another go | can she have another go at it | can PLAYER retry the PILLAR pillar | can I retry the pillar I pushed back | can the pushed back pillar be tried again | can PLAYER pull PILLAR one again after pushing it back | another try at the pillar I pushed back | may PLAYER try PILLAR pillar once more | have another go at the pillar he pushed back

rules-paletti-give-up--instead = No — after pushing it back your turn is over; you can't try another pillar instead.
    .if = I pushed it back can I try my PILLAR one instead | can I try my PILLAR one instead | pushed back can I switch to my PILLAR one | can I take my PILLAR one instead after pushing it back | I started pulling my PILLAR pillar it wobbled so I pushed it back can I take a PILLAR one instead this turn | PLAYER pushed back her PILLAR pillar now she wants to try a PILLAR one instead is that allowed | it wobbled and I pushed it back can I pull a different column | pushed the stone back can I go for another one this turn | she wants to try her PILLAR instead | pushed back try another instead | after pushing back take a different pillar | my PILLAR one is stuck can I switch to another | stuck can I switch to my PILLAR one | jammed switch to a different pillar this turn | I pushed it back can I have a go with another one | can I have a go with another one | I pushed it back can I try another one | pushed it back can I have a go with a different pillar | can I have another try with a different pillar | the whole thing wobbled so I pushed it back can I try another | it wobbled so I pushed it back can I take another one | after pushing it back may I pull a different one | I gave up on that one can I try a different one | pushed back now can I go for another pillar | can I try another pillar after pushing one back | pushed it back can I pick a different one this turn

rules-paletti-give-up--now = Your pillar is locked for the rest of the game, and the turn passes to the next player.
    .if = PLAYER pushed it back what now | stopped and pushed it back what now | I pushed it back what now | PLAYER pushed his PILLAR one back what happens | what happens after pushing it back | started pulling then pushed it back | I began a pull and gave up halfway what happens | I started pulling and lost my nerve | what if I back out halfway through a pull | I change my mind halfway through pulling what then | what if I stop halfway and push it back in

rules-paletti-setup--each = { rules-paletti-pillars--each }
    .if = with COUNT how many pillars does everyone get | how many pillars each with COUNT

rules-paletti-pillars--where = { $ploc ->
        [removed] Out of the game: { $who }'s { $pillar ->
            [small] small pillars were
            [angular] angular pillar was
           *[thick] thick pillar was
        } taken out.
        [top] On the top level: it stands on { $plevel ->
            [green] green
            [yellow] yellow
            [orange] orange
            [red] red
           *[blue] blue
        }.
        [locked] { $plevel ->
            [base] On the base plate
           *[other] On the { $plevel } level
        }, locked: it was pushed back.
        [level] { $plevel ->
            [base] On the base plate
           *[other] On the { $plevel } level
        }, below the top.
       *[rule] On a level or the base plate, unless it was taken out of the game.
    }
    .if = which level is PLAYER PILLAR on | what level is PLAYER PILLAR pillar on | on which level is PLAYER PILLAR pillar | is PLAYER PILLAR pillar still in play

rules-paletti-pillars--seal-after = { rules-paletti-seal--after }
    .if = if PLAYER moves PILLAR up who has the seal | if PLAYER gets PILLAR pillar up does she take the seal | does PLAYER get the seal with PILLAR on top | if PLAYER puts PILLAR on top who holds the seal

rules-paletti-setup--count = { rules-paletti-players--count }
    .if = COUNT people | COUNT persons

rules-paletti-pillars--all = 20 pillars in all: 4 colours of 5 pillars each, all on the base plate at the start.
    .if = how many pillars are there in total | how many pillars altogether | total number of pillars | how many columns in the whole game | how many stones are there overall | how many pillars does the game have | how many pillars are on the base plate at the beginning | how many pillars at the start altogether | how many pillars are there at the start in total | how many pillars stand on the plate at the beginning altogether | how many pillars are there in the whole box | how many pillars r there in the whole box | how many pillars in the box | how many pillars in the whole game | how many pillars are in the game | how many pillars come in the box | how many pillars does the box have | how many pillars are there all together | how many pillars are there overall | how many pillars in total in the game | pillars in the box

rules-paletti-new-level--no-level = No — after a successful objection no new level goes on; that pillar leaves the game.
    .if = if somebody objects and manages to move the announcer's pillar does the new level still go on | the objection works does the level still go on | does the new level go on if the challenge succeeds | if the objector gets the pillar out is the next level laid on | does the next floor come if the objection worked | successful objection new level or not

rules-paletti-objection--take-any = Yes — after a failed objection the announcer may take any of the objector's pillars, even on top or locked.
    .if = I objected and failed now PLAYER wants to take my thick pillar on the top level is she allowed | after the failed objection can PLAYER take my pillar that is on top | can the announcer take a locked pillar of the objector | PLAYER failed the objection can I take his locked column | may she take my stone from the top level after my objection failed | can he remove my pillar that is already on top | can PLAYER choose which of PLAYER pillars goes out | does the announcer get to pick which one goes | may PLAYER pick which pillar of PLAYER goes | PLAYER failed can PLAYER choose the pillar | can she pick one that's locked | can PLAYER pick a locked one | can the announcer choose which pillar | may PLAYER pick which pillar | can PLAYER take a locked one | can she pick a locked pillar | can I take her pillar even though it is up on top | can I take his thick one from the top | may the announcer take one from the top level | can PLAYER take my pillar off the top | can the announcer remove a locked pillar after a failed objection | can I take one that stands on top | the objection failed and now PLAYER wants to take out PLAYER PILLAR pillar which is already up on the top level can he | wants to take out a pillar that is already up on the top level after a failed objection | after a failed objection can he take a pillar that is on the top level | can he take out my pillar on top after my objection failed | can the announcer take the objector's pillar on top | objection failed can PLAYER take PLAYER PILLAR one from the top | can she remove my locked one after the objection failed | can he pick my pillar that is already on top | take out a pillar already up top after the objection failed | may the announcer remove a pillar that is on the top level | may he take one of mine that is locked | can he take out a pillar of hers which is already up on the top level | wants to take out PLAYER PILLAR pillar which is already on top can he | take out PLAYER PILLAR pillar already up on the top level can he | already up on the top level can he take it out

rules-paletti-setup--neutral-move = No — with 3 players the fourth colour is neutral: nobody moves those pillars, and they score for nobody.
    .if = PLAYER wants to move one of the LEVEL pillars is that allowed | can I move a neutral pillar | can we pull the neutral pillars | may anyone move the spare colour | the LEVEL columns belong to nobody can I move them | can someone use the neutral stones | can anyone ever move the neutral ones | can anyone move the neutral pillars | PLAYER wants to move one of the neutral pillars allowed | can the neutral pillars be moved during an objection | with COUNT can PLAYER move a neutral pillar | is anyone allowed to move a neutral pillar | with COUNT of us can PLAYER move one of the LEVEL pillars | can PLAYER shift one of the LEVEL pillars when we are COUNT | can anyone move the LEVEL ones with COUNT players | can I move a LEVEL pillar when there are COUNT of us | may someone move the neutral ones

rules-paletti-seal--keep-new = Yes — the holder keeps the seal on a new level until somebody leads there.
    .if = we just put the LEVEL level on PLAYER had the seal on LEVEL nobody has a pillar on LEVEL yet does PLAYER keep the seal | does PLAYER keep the seal on the new level | the new level is on does the holder keep the seal | nobody has points on the new floor does PLAYER still have the seal | does the seal stay with PLAYER after the new level | if I get the seal on LEVEL do I keep it when LEVEL goes on | do I keep the seal when the next level goes on | does the holder keep the seal on the new level | keep the seal when a new level goes on | do I still have the seal after the new level | does the seal stay with me on the next level

## Round 3 facts: where a moved pillar goes, when to announce, the end, the seal on a tie,
## level numbers, pillar totals. $nextp: the player after the one named (else after whoever's
## turn it is); $n: the number the question names (0: none).

rules-paletti-turn--top-only = No — a pulled pillar always goes on the top level, never on a lower one.
    .if = is a middle level ok for the pulled pillar | may the pillar go on a lower level rather than up top | can I stand my pillar on the level below the top | may I place it on a middle level instead | does the pillar have to go on the top level | can I put the pillar on any level I like | can I leave it on a lower floor | can I put it down on the level underneath | does it have to go up top | can I stick my pillar on a lower storey | can I set the column on a middle floor | can the stone go on a lower level instead | must I put it on the very top | can I put my pillar in the middle of the villa | put my pillar on a lower level | stick my pillar on a lower level | place it one level under the top | middle level instead of top | stand it on a lower floor | move a pillar to a different spot on the same level | shift a pillar on the same level | shove a pillar to another spot on the same level | move a pillar sideways

rules-paletti-turn--down = No — pillars only move up: from below onto the top level, never back down.
    .if = can a pillar from up top be moved onto a lower level | can I move a pillar down | can I put a pillar from the top back down | move a pillar from the top to a lower level | can a pillar go back down | can I bring a pillar down a level | may I move a column down a floor | can I shift a stone one storey lower | can I move one from the top to the bottom | move a pillar from the top down | top level pillar put lower | take one off the top and put it lower | bring a pillar down from the top

rules-paletti-game-end--red = No — red on top doesn't end it: play goes on until the villa collapses or all agree nothing moves.
    .if = does the red level finish the game | is it game over the moment red goes on | is it over when the last level goes on | have we finished when red is on | does the game stop at the red level | when red is on is that the end | do we win when red goes on | does it end with the last level | is the game finished after the red level | does reaching red end the game | is it over once we get the red level on | game over when the last level is on | is the game over when red is on | does red end the game | game over with the red level | finished once red is on top

rules-paletti-game-end--ways = Two ways: the villa collapses, or all agree that no pillar can be played any more.
    .if = how else can the game end | can the game end without a collapse | how can the game end apart from collapsing | what are the ways the game ends | does the game only end when it falls | is a collapse the only way to end | other ways to finish the game | can we end it without the villa falling | besides collapsing how does it end | how else does the game end | end the game without a collapse | ways the game can end | when does the game end | when is the game over | how does the game end | how does the game end if nobody knocks the villa over | when is it over | how does a game of villa paletti end | when do we stop playing | what ends the game

rules-paletti-game-end--tie = The seal holder wins: a tie on the top level doesn't matter at the collapse, only who holds the seal.
    .if = who wins if it collapses while two are tied | it falls while two players have the same points | what if the villa falls and we are tied on top | tied on the top level when it collapses who wins | two of us have equal points and it falls | we are level on points and the villa crashes who wins | if it collapses on a tie who wins | two players tie on top and the villa comes down | tied on top and it collapses | tie when the villa falls who wins

rules-paletti-new-level--any-time = Yes — you may announce on any turn, the first one too, instead of moving a pillar.
    .if = is announcing allowed as my opening move | can I announce right away | can I announce on any turn | may I announce at the very start | can I announce straight away without moving | can I announce whenever I want | is there a minimum of moves before announcing | can I announce a new level early | can I call a new level on my first go | can I announce before anyone has moved | can I announce a new level whenever I like | announce on my first turn | announce a new level on the first turn | announce on turn one | announce right at the start

rules-paletti-new-level--instead = No — you announce instead of moving: a turn is one pillar or one announcement.
    .if = can I move a pillar and then announce | pull a pillar and announce both in one turn | move a pillar then announce a new level | can I announce after moving | do I announce after my move or instead of it | can I pull one and then call a new level | announce after I moved a pillar | can I do both move and announce | can I move one and announce afterwards | move a pillar and then announce | move and announce in one turn | announce after moving a pillar

rules-paletti-new-level--enough = { $n ->
        [0] At least 3: a new level must rest on at least 3 pillars.
        [1] No — one isn't enough: a new level must rest on at least 3 pillars.
        [2] No — two aren't enough: a new level must rest on at least 3 pillars.
       *[other] Yes — { $n } pillars are enough: a new level must rest on at least 3.
    }
    .if = does a level need more than NUM pillars | is a level safe on NUM supports | can a level rest on NUM pillars | is NUM pillars enough to hold a level | can the new level go on with NUM pillars on top | NUM pillars under a level is that enough | can we put the next level on NUM columns | will NUM stones do for a new level | is a level on NUM pillars ok | only NUM pillars on top can the new level go on | will NUM pillars carry the next level | can a level lie on NUM pillars | can we lay a level on only NUM pillars | NUM pillars enough for a new level | new level on NUM pillars | level on NUM pillars | NUM pillars hold a new level | NUM pillars hold the next level | NUM pillars carry the next level | can a level sit on only NUM columns | can a level sit on NUM pillars | can a level sit on just NUM pillars | a level on only NUM pillars | is NUM pillars enough for a level | are NUM pillars enough | can the next level sit on NUM pillars | does a level hold on NUM pillars | level on just NUM columns ok | is it enough with NUM pillars

rules-paletti-building--enough = { rules-paletti-new-level--enough }
    .if = does a level need more than NUM pillars | can a level rest on NUM pillars | is a level on NUM pillars ok | can a level lie on NUM pillars

rules-paletti-new-level--turn-over = No — once all accept, the new level goes on and the announcer's turn is over.
    .if = after the yes from everyone is my move still to come | after my announcement is accepted can I still move a pillar | do I still move after the new level goes on | do I get a move after announcing | is my turn over after the announcement | after the new level do I still play | accepted announcement do I move too | do I get to pull one after the level is on | everyone accepted can I still pull a pillar | after everyone accepts do I still move | do I still get to move after the announcement | still move a pillar after announcing

rules-paletti-new-level--next-player = { $nextp ->
        [none] The next player clockwise: once the level is on, the announcer's turn is over.
       *[other] { $nextp }: once the { $nextlevel ->
            [green] green
            [yellow] yellow
            [orange] orange
            [red] red
           *[none] next
        } level is on, { $who }'s turn is over and play goes on clockwise.
    }
    .if = PLAYER announcement is accepted who moves next | who plays after the new level goes on | whose turn is it after the new level | who goes next after an accepted announcement | after everyone accepts who is next | if we all say yes to PLAYER announcement whose turn is it | who is next after PLAYER announces | if PLAYER announces now and we accept who goes next | who moves after the announcer | who plays next after the announcement | who is next when everyone accepts | if PLAYER announces who plays next | announces and we all accept who is next

rules-paletti-objection--seal-first = First the seal: it is settled before the new level goes on (the referee's decision).
    .if = is the seal settled before the new level goes on | when the announcer takes a pillar off the top does the seal change | is the seal sorted out before the new level | does the seal change before the next level | the announcer removes my pillar from the top who has the seal | what happens to the seal when my top pillar is removed | does the seal get worked out before the level goes on | if my pillar on top is taken out do I lose the seal | the seal after a failed objection | does removing a pillar from the top change the seal | is the seal given out again before the new level comes | seal before the new level | is the seal settled first | seal after the announcer removes a pillar from the top

rules-paletti-objection--agreed = No — whoever already agreed can no longer object.
    .if = I already said ok to PLAYER new level can I still object | I agreed already can I still object | I said yes to the announcement can I change my mind and object | I already accepted can I still challenge | can I take back my yes and object | I agreed but now I think she can still move can I object | once I said fine can I still object | already agreed can I still object | object after agreeing | already said yes can I object

rules-paletti-pillars--max = { rules-paletti-pillars--total }
    .if = highest total a single player can reach on one level | what is the most I could have on top | maximum points on the top level | what's the highest score possible on a level | how many points can I have at most | the most I could ever have up top | most points one can get on a level | what's the best possible score on top | most points on top | most I could have on top | maximum points for one player | highest possible points on a level | most points possible | maximum on top | maximum points on a level | maximum I could have on top | what's the most I could ever score on one level | playing with two colours what's the most I could ever score on one level | the most I could score on a level | max score on one level | highest possible score on the top level | what's the most points a player can have on top | most points possible on one level | how many points can one player get at most on a level | most I can score with two colours

rules-paletti-pillars--type-total = { $pillar ->
        [small] 12 small pillars: 3 in each of the 4 colours.
        [angular] 4 angular pillars: one in each of the 4 colours.
        [thick] 4 thick pillars: one in each of the 4 colours.
       *[other] 20 pillars in all: 4 colours of 5 pillars each.
    }
    .if = how many PILLAR pillars does the box hold | how many PILLAR pillars altogether | how many PILLAR pillars in total | total number of PILLAR pillars | how many PILLAR columns are there overall | how many PILLAR pillars does the game have | how many PILLAR stones are there in the box | how many PILLAR pillars in the game | PILLAR pillars in total | PILLAR pillars altogether | PILLAR pillars in the whole game | number of PILLAR pillars in the whole game

rules-paletti-hold--hook-other = No — the hook is only for your own turn; on other players' turns, hands off.
    .if = is the hook allowed when it is not my own turn | may I use the hook on someone else's turn | can I help with the hook during another turn | can I use the hook for another player | the hook on other players' turns | can someone else use the hook for me | can I help someone else with the hook | may I hold the hook while another player pulls | hook when it's not my turn | hook on someone else's turn | hook during another player's turn | use the hook when it is someone else's go | hook while another player is up | hook offturn | use the hook offturn | can I use the hook offturn | fish with the hook offturn | hook before my turn | can someone use the hook offturn

rules-paletti-seal--tie-take = No — a tie isn't enough: you need more points than the holder to take the seal.
    .if = if I tie the holder do I take the seal | do I get the seal with as many points as the holder | is a draw enough to take the seal | do you need more points than the holder | if I have the same points as the holder do I get it | equal points with the holder who gets the seal | if I match the holder do I get the seal | is equal enough for the seal | my PILLAR puts me level with the holder on NUM is the seal mine | if PLAYER draws level with the holder does she take the seal | do I need more than the holder or is a tie enough | tie with the holder take the seal | same points as the holder do I get the seal | is a tie enough for the seal | more points than the holder | the holder also has NUM do I take the seal

rules-paletti-seal--keep-zero = Yes — the holder keeps it while nobody has more points; only a single leader takes it.
    .if = the holder's pillars get removed does the holder keep the seal | the holder drops to zero does he keep the seal | if the holder has no points left does she keep it | the holder loses his pillars on top does he keep the seal | the holder is back to zero and nobody else scores | does the holder keep the seal at zero | if nobody has more than the holder does the holder keep it | everybody else is still at zero does the holder keep it | holder keeps the seal at zero | holder pillars removed keep the seal | everybody at zero who has the seal

rules-paletti-levels--number = { $level ->
        [blue] Level 1: blue lies first on the pillars, then green, yellow, orange, red.
        [green] Level 2: green comes after blue.
        [yellow] Level 3: yellow comes after blue and green.
        [orange] Level 4: orange comes after yellow; only red follows.
        [red] Level 5: red is the last level.
       *[other] Blue 1, green 2, yellow 3, orange 4, red 5; the base plate is 0.
    }
    .if = what position does LEVEL have in the stack | what number is the LEVEL level | how high up is LEVEL | which floor is LEVEL | LEVEL is which level | how many levels up is LEVEL | where is LEVEL in the order | which storey is LEVEL | level number of LEVEL | which number is LEVEL | what number is LEVEL

rules-paletti-levels--colour = { $n ->
        [0] The base plate: level 0 is the base, under the blue level.
        [1] Blue: level 1 lies first on the pillars.
        [2] Green: level 2, after blue.
        [3] Yellow: level 3, after green.
        [4] Orange: level 4, after yellow.
        [5] Red: level 5, the last one.
       *[other] There are only 5 levels: blue 1, green 2, yellow 3, orange 4, red 5.
    }
    .if = level NUM has which colour | which colour is the NUM level | level NUM is which colour | what is level NUM | what colour does level NUM have | the level at position NUM | what colour is floor NUM | the NUM level is what colour | colour of level NUM | what colour is level NUM | level NUM colour | whats level NUM | which one is level NUM | what does level NUM mean

rules-paletti-setup--both-pull = Yes — both colours are yours: pull any of your pillars of either colour.
    .if = with two colours may I choose which one to pull from | can I pull from both my colours | may I use both colours on my turn | which of my two colours can I move | can I choose between my colours each turn | do I have to stick to one colour | with two colours can I move either | can I switch between my colours | pull from both my colours | two colours pull from either | move pillars of both colours

rules-paletti-setup--neutral-count = { $count ->
        [3] Yes — with 3 players the fourth colour stands as neutral pillars that nobody moves.
       *[other] No — neutral pillars come only with 3 players; with { $count } every colour is played.
    }
    .if = with COUNT are there neutral pillars | are there neutral pillars with COUNT players | COUNT of us are there neutral pillars | with COUNT players is there a neutral colour | does a colour stay neutral with COUNT | COUNT players any neutral pillars | with COUNT is a colour left over | COUNT neutral pillars | neutral pillars with COUNT

rules-paletti-points--removed = No — pillars out of the game count for nobody; only pillars on the top level score.
    .if = do pillars that left the game still score | do removed pillars count for points | does a pillar out of the game score | do my pillars that were taken out count | does a removed pillar still count | what about points for pillars that left the game | removed pillars count | pillars out of the game count

rules-paletti-give-up--locked = Yes — a pushed-back pillar stays locked for the rest of the game, not just this round.
    .if = is a pushed back pillar locked for the whole game | does it stay locked forever | is it locked for good | does the lock last all game | is the pillar locked for the rest of the game | locked forever or just this round | does the lock wear off | is it only locked for this round | if I push it back is it locked for the whole game | locked for the whole game | locked forever | locked for the rest of the game

rules-paletti-objection--attempt = { $objector ->
        [none] The objector tries to pull out one of the announcer's pillars; if that fails, the announcer removes one of theirs.
       *[other] { $objector } tries to pull out one of { $announcer ->
            [none] the announcer
           *[other] { $announcer }
        }'s pillars; if that fails, { $objector } loses a pillar.
    }
    .if = PLAYER objects what does she have to do | what does the objector have to do | I object what do I do now | what must the objector do | how does an objection work | PLAYER is objecting what now | what does PLAYER do now that she objected | PLAYER objected what happens now | what has the objector got to do | what does the objector do | PLAYER objects what now | what must PLAYER do after objecting | PLAYER objects what must she do | the objector what does he have to do | after objecting what should PLAYER do

rules-paletti-new-level--red-more = { $top ->
        [red] { $nextp ->
            [none] No — red is the last level: announcing only passes the turn to the next player.
           *[other] No — red is the last level: announcing only passes the turn to { $nextp }.
        }
        [none] Up to red: after red no further level comes, and announcing only passes the turn.
       *[other] Yes — when all accept or an objection fails, the { $nextlevel ->
            [green] green
            [yellow] yellow
            [orange] orange
           *[red] red
        } level goes on.
    }
    .if = do we get another level on red | is there another level after red | red is on top do we get a new level | PLAYER announces on red do we get another level | can another level go on after red | red is on top and PLAYER can't move do we get another level | PLAYER says she can't move anything else on red does a level come | does a new level come after red | another level after red | new level on red | do we get another level | is there a level after this one | any more levels after this one | is another level coming after this one | one more level after this | will there be a level after this one

rules-paletti-hold--hands-free = Yes — place it hands-free: hold nothing while you set the pillar on the top level.
    .if = do I have to place hands free | must I place it hands free | is placing hands free a must | do I need hands free when placing | hands free when putting it on top | must placing on top be done hands free | do I have to let go of everything when placing

rules-paletti-hold--hook-only = Yes — the hook is only for your own turn; never during somebody else's.
    .if = is the hook only for onturn | only onturn may use the hook | hook only onturn | is the hook just for onturn | is the hook only for my own turn | only in your own turn hook

rules-paletti-levels--order = Blue, green, yellow, orange, red: blue lies on the pillars first, red is the last.
    .if = what order do the levels go in | the levels bottom to top | in which order do the levels come | what is the order of the levels | which colour comes first | what do the levels go in bottom to top | the levels in order | level order | sequence of the levels | what colours are the levels in order | what order are the level colours | which level goes on first

rules-paletti-levels--then = { $thenlevel ->
        [green] Green comes after blue.
        [yellow] Yellow comes after green.
        [orange] Orange comes after yellow.
        [red] Red comes after orange, and it is the last.
       *[none] Nothing more: red is the last level.
    }
    .if = LEVEL comesnext | LEVEL and comesnext | it goes LEVEL comesnext | first LEVEL comesnext

rules-paletti-levels--is = { $levelis ->
        [yes] Yes — { $level ->
            [blue] blue is level 1
            [green] green is level 2
            [yellow] yellow is level 3
            [orange] orange is level 4
           *[red] red is level 5
        }: blue 1, green 2, yellow 3, orange 4, red 5.
       *[no] No — { $level ->
            [blue] blue is level 1
            [green] green is level 2
            [yellow] yellow is level 3
            [orange] orange is level 4
           *[red] red is level 5
        }: blue 1, green 2, yellow 3, orange 4, red 5.
    }
    .if = is LEVEL level NUM | is LEVEL the NUM level | is LEVEL the NUM one | is the LEVEL level number NUM | LEVEL is level NUM right

rules-paletti-seal--lose-new = No — the holder keeps the seal on a new level until somebody leads there.
    .if = does PLAYER lose the seal because everyone is at zero | does the holder lose the seal when a new level goes on | do I lose the seal on the new level | we just put LEVEL on does PLAYER lose the seal | is the seal lost when the next level goes on | does the seal go away on a new level

rules-paletti-seal--turn = Turn it to their colour: the seal always shows the holder's colour.
    .if = what do we do with the seal when somebody gets it | how do we show who has the seal | which way is the seal turned | what do I do with the seal | how do we mark who holds the seal | what happens to the seal token when someone takes it | do we turn the seal | what do we actually do with the builder's seal when somebody gets it | what happens with the builder's seal token

rules-paletti-objection--extra = No — no extra turn: play goes on clockwise after the announcer.
    .if = does the objector get an extra turn | extra turn after an objection | does the objector play again | bonus turn for objecting | after an objection works does the objector get another turn | does a successful objection give an extra turn

rules-paletti-objection--gone = No — a pillar taken out of the game stays out for good.
    .if = does a pillar that got taken out of the game ever come back | can a removed pillar come back | do removed pillars return | is a pillar out of the game gone for good | can a pillar out of the game be used again | does the removed pillar come back into play | does a pillar that was knocked out of the game in an objection ever come back | a pillar knocked out of the game does it come back | does a pillar taken out in an objection come back | do pillars taken out come back later | does the removed pillar ever return | do I get the removed pillar back | does it come back into the game | is the removed pillar gone forever | can a removed pillar be used again later | does the pillar out of the game come back on a new level

rules-paletti-objection--failed-next = The next player clockwise after the announcer: the new level goes on and the announcer's turn is over.
    .if = whose turn is it after a failed objection | if an objection fails whose turn is it afterwards | who plays after the objection failed | who is next after a failed challenge | whose go after the objection fails

rules-paletti-objection--failed-level = Yes — after a failed objection the announced level still goes on, once a pillar of the objector is out.
    .if = does the level still go on after a failed objection | PLAYER objects and fails does the level still go on | objection fails does the new level go on | does the level she objected to still go on | objector fails does the announced level go on anyway

rules-paletti-objection--failed-which = { $after ->
        [green] Green: after a failed objection the announced level goes on.
        [yellow] Yellow: after a failed objection the announced level goes on.
        [orange] Orange: after a failed objection the announced level goes on.
        [red] Red: after a failed objection the announced level goes on.
       *[none] The next one: after a failed objection the announced level goes on.
    }
    .if = LEVEL is on top PLAYER objects and fails which level goes on | objection fails which level goes on | LEVEL on top the objector fails which level goes on then | which level goes on after a failed objection

rules-paletti-new-level--who = The player whose turn it is: instead of moving a pillar, they announce.
    .if = who is allowed to announce a new level | who may announce a new level | who can announce | who announces the new level | who says a new level goes on

rules-paletti-new-level--offturn = No — only the player whose turn it is may announce, instead of moving.
    .if = can I announce offturn | announce a new level offturn | may someone announce offturn | announce a level offturn | can PLAYER announce offturn

rules-paletti-new-level--pending = { $lcase ->
        [waiting] { $pending ->
            [none] Nobody: everybody has answered.
           *[other] { $pending }: still to answer the announcement.
        }
       *[other] Nobody: no announcement is waiting for answers right now.
    }
    .if = who still has to answer | who still needs to answer PLAYER announcement | who still has to say ok | who has not answered yet | who do we wait for | who still has to accept | who still needs to answer | who still has to agree | PLAYER announced who still has to answer

rules-paletti-give-up--over = Yes — pushed back, the pillar is locked and your turn is over.
    .if = if I push it back is my turn over | I put it back is my turn done | is my turn over when I push it back | does my turn end if I push the pillar back | it wiggles loose and I put it back is my turn done | I pushed it back is it the next player's turn

rules-paletti-give-up--points = No — pushing back costs no points: the pillar is locked, and your turn is over.
    .if = does pushing a pillar back cost me points | do I lose points for pushing back | penalty for pushing a pillar back | is there a penalty for giving up | does giving up cost points

rules-paletti-give-up--others = Yes — only the pushed-back pillar is locked; your other pillars may still move.
    .if = if my PILLAR pillar got locked can I still move my other ones | can I move my other pillars if one is locked | is only that pillar locked | my PILLAR one is locked can I still move the others | one pillar locked can I still play the rest

rules-paletti-pillars--points-all = 32 points in all: each of the 4 colours is worth 8 (3 small, 1 angular, 1 thick).
    .if = how many points are there in the whole game | how many points in total all colours together | total points of all pillars | all the points in the game together | how many points are in the game altogether | points of all colours together

rules-paletti-setup--cover = No — at set-up the blue level need not cover every pillar; it just mustn't overhang the base plate.
    .if = does the blue level have to cover every pillar | must all pillars be under the blue level | do all pillars have to be covered | does every pillar have to be under the level at the start | do the levels have to cover all pillars

rules-paletti-building--plate = No — a level may never stick out over the base plate.
    .if = can a level stick out over the base plate | can a level poke out past the edge of the base plate | may the levels overhang the base plate | can the level hang over the base plate | level sticks out past the base plate

rules-paletti-setup--neutral-colour = { $count ->
        [3] Orange: with 3 players the fourth colour, orange, is neutral.
       *[other] Orange, but only with 3 players: then the fourth colour is neutral; with { $count } every colour is played.
    }
    .if = which colour is the neutral one | which colour is neutral | which colour does nobody play | which colour ends up neutral | what colour is left over with COUNT | with COUNT which colour is neutral | which colour plays nobody

rules-paletti-setup--neutral-where = Yes — the neutral pillars stand on the base plate from the start; nobody moves them.
    .if = do the neutral pillars go on the base plate at the start | where do the neutral pillars stand | are the neutral pillars set up on the base plate | with COUNT do the neutral pillars still go on the base plate

rules-paletti-game-end--tally = No — there's no final count: whoever holds the seal when the game ends wins.
    .if = at the end do we count all the points | does the one with the most points at the end win | is there a final count of points | do we count points at the end to see who won | final scoring at the end

rules-paletti-points--first-yes = { $level ->
        [green] Yes — points count from the green level on; blue counts for nobody.
       *[other] No — points count from the green level on; blue counts for nobody.
    }
    .if = is LEVEL the first level where points matter | is LEVEL the first level that counts | do points start on LEVEL | is LEVEL the first scoring level | do points count from LEVEL on | does scoring start on LEVEL

rules-paletti-points--old = They stay where they are but no longer count: on the new level everybody starts at 0.
    .if = what happens to the pillars on the top level when a new level goes on | what happens to the pillars on the level below | what about the pillars on the top level | the top level pillars what happens to them

rules-paletti-seal--share = No — only one player holds the seal; a tie leaves it where it is.
    .if = can two people share the seal | can the seal be shared | do tied players share the seal | can two share the seal when they are tied | do they have to share the seal | can we both have the seal

rules-paletti-turn--again = Yes — once a new level is on, a pillar on a level below the top may move up again.
    .if = when the next level is on may I pull a pillar again that I put up before | can I move a pillar again after a new level | can a pillar I already moved up be pulled again once the next level is on | after the new level can I move my pillars again

rules-paletti-levels--is-last = { $after ->
        [none] Yes — red is the last level; no level comes after it.
        [green] No — green comes after blue; red is the last level.
        [yellow] No — yellow comes after green; red is the last level.
        [orange] No — orange comes after yellow; red is the last level.
       *[red] No — red comes after orange, and red is the last level.
    }
    .if = is LEVEL the last level | is LEVEL the last one | is LEVEL the top one | is LEVEL the very top one | is LEVEL the final level | is LEVEL the highest level | LEVEL is the last one right | is LEVEL the end | LEVEL is that the last level | whats the LEVEL level for is it the last one | is it the last one LEVEL | is LEVEL the top level at the end | is LEVEL the final one | LEVEL last level | is LEVEL the highest one | is the LEVEL level the last | is LEVEL the final floor | LEVEL the last storey | is LEVEL the top storey | does it end with LEVEL | do we stop at LEVEL | is LEVEL as high as it goes

rules-paletti-levels--first = Blue: at the start the blue level lies on the pillars on the base plate.
    .if = what is the first level | which level goes on first | what colour is the first level | the first level we lay on the pillars | which level lies on the pillars at the start | what colour is the bottom level | which level do we start with | what level is at the bottom | the first level is which colour | which colour is the lowest level | what level do we begin with | first level colour | which level comes first | what is the starting level

rules-paletti-game-end--target = No — there's no points target: whoever holds the seal when the villa collapses wins.
    .if = is there a points target | is there a points target we play up to | how many points do you need to win | how many points do I need to win | what score wins | do we play to a set score | do we play up to a certain number of points | first to how many points | what is the winning score | what do I need to win | what do I actually need to win | what do you need to win | how many points to win | is there a target score | do we play until someone has enough points | what does it take to win | is there a score limit | how much do I need to win | do we play to a certain score | what do i need to win this thing

rules-paletti-setup--neutral-which = Orange: with 3 players the fourth colour, orange, stands neutral on the base plate.
    .if = which colour is neutral | which colour is neutral with COUNT | which colour sits out as neutral | which colour sits out when there are COUNT of us | which colour is left over with COUNT | what colour is the neutral one | which colour do we leave out with COUNT | which colour is the spare one | which colour stays neutral | the neutral colour is which | which colour goes unused | what colour are the neutral pillars | which colour does nobody get with COUNT

rules-paletti-turn--must = No — instead of moving you may announce a new level; the others accept or object.
    .if = do I have to move a pillar every turn | do I have to move a pillar every single turn | must I move a pillar every turn | do I have to pull every turn | do I always have to move a pillar | can I skip my turn | can I sit this turn out | can I just sit this turn out | can I sit out a turn | can I pass my turn | can I skip a turn | do I have to pull a pillar on my turn | must I pull a pillar | is moving a pillar compulsory | am I forced to move a pillar | do I have to go | can I not move this turn | can I pass this round | may I skip | do I have to play a pillar each turn | can I just pass

rules-paletti-setup--colour-count = 4 colours: blue, green, yellow and orange, with 5 pillars each.
    .if = how many colours are there | how many colours does the game have | how many colours are in the game | how many colours are there in villa paletti | what colours are there | which colours are in the box | how many different colours | how many pillar colours | number of colours | how many colours of pillars are there

rules-paletti-new-level--no-objection = Yes — if nobody objects and all accept, the next level goes on at once.
    .if = if nobody objects does the new level go straight on | if no one objects does the level go on | if nobody objects does the next level go on | nobody objects does the level go on right away | if nobody challenges does the new level go on | no objection the new level goes on | does the level go on if everybody says ok | if all say ok does the next level go on straight away | if everyone accepts does the new level go on | everyone is fine with it does the level go on | nobody objects then what | if no one objects what happens | if nobody objects what happens

rules-paletti-seal--need-top = No — the holder keeps the seal even with 0 on the top level, until somebody leads.
    .if = does the seal holder need a pillar on the top level to keep it | does the holder need a pillar on top to keep the seal | do I need a pillar on top to keep the seal | must the holder have a pillar on the top level | does the holder have to have points on top to keep it | do I lose the seal if I have nothing on top | do I lose the seal without a pillar up top | does the holder lose the seal with no pillar on top | can I keep the seal with nothing on top | do I need points to keep the seal

rules-paletti-new-level--all-accept = Yes — every other player must accept; anyone may object instead.
    .if = does everybody have to say ok | does everybody have to say ok to a new level | do all the others have to accept | do all have to agree to the new level | must everyone accept the announcement | once I've said I can't move does everybody have to say ok | does everyone need to agree | do all players have to agree | do the others all have to accept | do we all have to say yes | is one yes enough | does everyone have to accept before the level goes on | do all of them have to accept

rules-paletti-building--matter = No — anywhere on the top level is fine, as long as it doesn't stick out or stand on another pillar.
    .if = does it matter where I put my pillar | does it matter which colour I put my pillar next to | does it matter where on the top level I place it | does it matter what I put it next to | does it matter next to whose pillar I place it | does it matter whose pillar mine stands beside | does the spot matter | does the position on top matter | does it matter where it goes on top | do I have to put it next to my own pillars

rules-paletti-seal--tie-now = { $holder ->
        [none] No — a tie doesn't take the seal: it stays where it is (the referee's decision).
       *[other] No — { $holder } keeps the seal: a tie doesn't take it from the holder (the referee's decision).
    }
    .if = PLAYER has NUM up there too shouldn't she have the seal | PLAYER has NUM too shouldn't he have the seal | shouldn't she have the seal | shouldn't PLAYER have the seal | shouldn't he get the seal | PLAYER has the same points shouldn't she have the seal | she's got as many as the holder shouldn't she get the seal | doesn't PLAYER get the seal now she has the same | she's tied with him shouldn't she get it | same score so shouldn't the seal go to PLAYER | PLAYER equals the holder does she take the seal

## Round 16: claims checked against the rules.
rules-paletti-pillars--check = { $value_check ->
        [yes] Yes — { $pillar ->
            [small] a small pillar counts 1 point.
            [angular] an angular pillar counts 2 points.
           *[thick] a thick pillar counts 3 points.
        }
        [no] No — { $pillar ->
            [small] a small pillar counts 1 point
            [angular] an angular pillar counts 2 points
           *[thick] a thick pillar counts 3 points
        }: small 1, angular 2, thick 3.
       *[other] Small 1 point, angular 2, thick 3.
    }
    .if = the PILLAR pillar is worth NUM claimcheck | is the PILLAR pillar worth NUM | PILLAR ones are NUM points claimcheck | does a PILLAR pillar count NUM | PILLAR pillar NUM points claimcheck | is a PILLAR one NUM points | PILLAR ones count NUM each claimcheck

rules-paletti-setup--neutral-move = { $count ->
        [3] No — with 3 players the fourth colour is neutral: nobody moves it, and it scores for nobody.
        [2] Only if it is one of your two colours: with 2 players every colour belongs to somebody.
       *[other] Only your own: with { $count } players each colour belongs to one player.
    }
    .if = can I move a pillar of the fourth colour | may I pull one of the neutral pillars | can anyone move the neutral pillars | may I take a neutral pillar | can I pull a pillar of the spare colour | do we move the neutral pillars
