## Rule knowledge: Der Turm (game id "turm").
## Each entry is a message rules-turm-TOPIC: its value answers the question, .title names the
## topic, .ask lists ways players ask it (separated by " | "). $live is "yes" when a game of
## Der Turm is running at the table; the live variant then uses that table's names and numbers.

rules-turm-summary = Der Turm is for 2 to 6 players with 36 gems and a stack of floors, each floor carrying a number disk. On your turn you lift the stack apart to open floors one by one: while a floor holds fewer gems than its number, you put one gem in and may go on or stop; when it is already full, the tower wins and you take every gem from the floors you opened this turn. Whoever puts their last gem in wins at once.
    .title = Summary

rules-turm-setup = { $live ->
        [yes] { $rest ->
            [0] With { $count } players everyone got { $share } gems; { $starter }, the starter, got no extra because nothing was left over.
           *[other] With { $count } players everyone got { $share } gems; { $starter }, the starter, also got the { $rest } left over, { $starter_hand } in all.
        } The other 4 gems started in the tower, one each in a 1-, 2-, 3- and 4-floor.
       *[no] Put a number disk into every floor. Put one gem each into a floor with a 1, a 2, a 3 and a 4, so 4 gems start in the tower. Stack the floors in random order with the roof on top. Share the other 32 gems evenly; whatever is left over goes to the starting player.
    }
    .title = Set-up and gems at the start
    .ask = how many gems does each player get | how do we set up | how many gems do we start with | who gets the leftover gems | how are the gems shared out | how many gems are in the tower at the start | how do we prepare the tower | how many gems does each player start with | which floors get a starting gem | where do the starting gems go | which floors are filled at set-up

rules-turm-players = { $live ->
        [yes] Der Turm takes 2 to 6 players; at this table { $count } play: { $players }.
       *[no] Der Turm takes 2 to 6 players.
    }
    .title = Number of players
    .ask = how many players | how many people can play | can seven play | what is the maximum number of players | is it for two players | minimum number of players | can I play alone | can one person play

rules-turm-starter = { $live ->
        [yes] { $starter } started this game. The rulebook doesn't say who starts; I take the first player named unless you tell me otherwise (the referee's decision).
       *[no] The rulebook doesn't say who starts: I take the first player named unless you name someone else (the referee's decision). The starting player gets any gems left over when the 32 are shared.
    }
    .title = Who starts
    .ask = who starts | who goes first | who begins the game | who is the starting player | who opens the first turn | does the youngest start

rules-turm-turn = On your turn you lift any number of floors in one go, which opens the floor at the split. Look at its disk: if it holds fewer gems than its number, put exactly one gem in. Then open another floor or end your turn. Every floor you open stays open until your turn ends.
    .title = A turn
    .ask = what do I do on my turn | how does a turn work | how do I play a turn | what happens when I open a floor | how does revealing work | can I keep going after placing a gem | how many floors may I open | can I lift several floors at once | how many floors may I lift at once

rules-turm-capacity = A floor holds as many gems as the number on its disk: a 3-floor holds 3, a 1-floor holds 1. The 0-floor holds none, so opening it always lets the tower win. When you find room, you put in exactly one gem, never more — only an empty Super 2 star takes two.
    .title = How many gems a floor holds
    .ask = how many gems fit in a floor | when is a floor full | what does the number on the disk mean | can I put several gems in one floor | how many gems can I put in | when can I place a gem | is there room in the floor | how many gems go in a floor

rules-turm-zero = The 0-floor can never take a gem. If you open it, the tower wins: you take all gems from the floors you opened this turn.
    .title = The 0-floor
    .ask = what happens on the zero | what about the 0 floor | the zero disk | can I put a gem on the 0 | what if I open the empty zero | the floor with zero | can the zero floor take a gem

rules-turm-bust = { $live ->
        [yes] { $case ->
            [over] The game is over. In general: when you open a full floor, the tower wins. You take every gem out of the floors you opened this turn, including the ones you just put in, and your turn ends.
            [open] If the tower won now, { $player } would take { $gems } { $gems ->
                [one] gem
               *[other] gems
            } from { $floors ->
                [one] the floor
               *[other] the { $floors } floors
            } open this turn. Plus whatever the next floor holds, and the turn would end.
           *[none] The tower wins: you take every gem from all floors you opened this turn, and your turn ends. That includes the gems you put in. { $player } has no floor open yet.
        }
       *[no] The tower wins: you take every gem from all floors you opened this turn, and your turn ends. A floor is full with as many gems as its number; a 0-floor always is. The gems you just put in come back too.
    }
    .title = When the tower wins
    .ask = what happens if the floor is full | what if the tower wins | do I get the gems back | which gems do I have to take | what if there is no room | the tower outsmarted me what now | what happens when I bust | do I take the gems from all open floors

rules-turm-end-turn = Stop after any floor you put a gem in; every turn needs at least one opened floor (the referee's decision). At the end, move the roof onto a floor you opened this turn, then stack the pieces back together in any order without opening more floors.
    .title = Ending a turn and rebuilding
    .ask = when can I stop | how do I end my turn | can I end my turn without opening | what do I do at the end of my turn | how do we rebuild the tower | where does the roof go | can I pass | must I open a floor | how do I finish my turn | how do I end my go | how do I stop my turn | what do I do to end my turn | how do I tell you I am done | how to end a turn | how does ending a turn work | how do I finish

rules-turm-roof = Never lift only the roof. At the end of every turn the roof must move onto one of the floors opened in that turn.
    .title = The roof
    .ask = can I lift the roof | where does the roof go | what about the roof | may I only take off the roof | where do I put the roof | the roof at the end of the turn

rules-turm-game-end = { $live ->
        [yes] { $case ->
            [over] The game is over: { $winners } won.
           *[playing] Whoever puts their last gem in wins at once. Nobody has yet; closest { $leaders_count ->
                [one] is
               *[other] are
            } { $leaders } with { $gems } { $gems ->
                [one] gem
               *[other] gems
            } in hand. If you agree to stop early, the fewest gems in hand win (the referee's decision).
        }
       *[no] Whoever puts their last gem in wins at once. If the table agrees to stop early, the fewest gems in hand win, and a tie is shared (the referee's decision).
    }
    .title = Winning and the end of the game
    .ask = how do I win | who wins | when does the game end | what is the goal | what if we stop early | who is closest to winning | what if two players tie | what happens when I put my last gem in | what if my last gem goes in | when is the game over | when does it end | when are we done

rules-turm-star = { $live ->
        [yes] { $case ->
            [first] No star: this is a first game, with 9 floors. The star only comes in with the full game of 10 floors.
            [super2] In this game the star rule is Super 2: an empty star takes two gems; otherwise the tower wins. With only one gem left, you put that one in and win.
            [mirror] In this game the star rule is Mirror: the star holds as many gems as its opener has in hand. Right now { $player } has { $hand }. If it holds fewer, put one in; otherwise the tower wins.
            [friendly4] In this game the star rule is Friendly 4: the player with the most gems puts one in. The star holds 4 gems. If it isn't full, the player with the most gems in hand puts one in — if { $player } opened it now, that would be { $giver } — and the turn goes on. If it's full, the tower wins.
           *[cantstop] In this game the star rule is Can't Stop: the star holds 4, and after it you must reveal again. If there's room, put one in — then you must open at least one more floor before you may end your turn. If it's full, the tower wins.
        }
       *[no] The star floor is only in the full game (10 floors). Before the game you choose one rule for it: Super 2 (an empty star takes two gems), Mirror (it holds as many gems as you have in hand), Friendly 4 (the player with the most gems puts one in) or Can't Stop (after putting one in, you must open another floor).
    }
    .title = The star floor
    .ask = what does the star do | the star came up what do I do | I opened the star what now | what is the star rule in our game | how does the star work | what happens when I open the star | the star floor | which star rule are we playing | what is special about the star | which star rule do we use | what did we choose for the star | when is the star rule chosen | can the star rule change | which star rules exist

rules-turm-super2 = Super 2: the star floor holds two gems. If it is empty when you open it, you put two gems in; if it already holds any, the tower wins. If you have only one gem left, you put that one in and win (the referee's decision).
    .title = Star rule: Super 2
    .ask = what is super 2 | how does super two work | super 2 with one gem left | the star with two gems | what if the super 2 star is empty | do I put two gems in the star

rules-turm-mirror = Mirror: the star floor holds as many gems as the player who opens it has in hand at that moment. If it holds fewer, a gem goes in; if it holds as many or more, the tower wins.
    .title = Star rule: Mirror
    .ask = what is the mirror | how does the mirror star work | mirror rule | the star holds as many gems as I have | how many gems fit in the mirror | what does mirror mean | how does mirror work | how did the mirror go again | explain mirror

rules-turm-friendly4 = Friendly 4: the star floor holds 4 gems. If it isn't full, the player with the most gems in hand puts one in — not necessarily you — and your turn goes on. On a tie for the most, it's you if you're among them, otherwise the first of them clockwise from you (the referee's decision). If it's full, the tower wins.
    .title = Star rule: Friendly 4
    .ask = what is the friendly 4 | and how would it go with friendly 4 | what about friendly four instead | how does friendly four work | who puts the gem in the friendly 4 | what if two players have the most gems | friendly four tie | the nice 4 star

rules-turm-cantstop = Can't Stop: the star floor holds 4 gems. If there's room, put one gem in — then you must open at least one more floor before you may end your turn. If it's full, the tower wins.
    .title = Star rule: Can't Stop
    .ask = what is can't stop | how does cant stop work | must I go on after the star | can I end my turn after the star | the can't stop rule | do I have to open another floor after the star | can I end my turn right after the star

rules-turm-variants = { $live ->
        [yes] { $case ->
            [first] This table plays the first game: 9 floors, no star.
           *[full] This table plays the full game: 10 floors, with the star rule chosen at the start.
        } The first game leaves out the star floor; the full game adds it as a tenth floor with one of four rules: Super 2, Mirror, Friendly 4 or Can't Stop.
       *[no] There are two ways to play. The first game uses 9 floors without the star. The full game uses all 10 floors; before it starts you choose one of four star rules: Super 2, Mirror, Friendly 4 or Can't Stop.
    }
    .title = First game and full game
    .ask = how many floors show each number | can I reveal the star in a first game | what if the star turns up in a first game | how many floors are there | what is the first game | what is the full game | do we play with the star | how many floors in the first game | should beginners leave out the star | variants | how many number disks are there | how many floors make up the tower | what is the difference between the first game and the full game

rules-turm-recount = Tell me each floor you open as its disk and the gems already in it: “a 2 with one gem”. A report that can't be true — a 1-floor with 2 gems, any gem on a 0-floor, more gems than the tower holds — I don't apply; I ask you to count again (the referee's decision).
    .title = Reporting floors and recounts
    .ask = someone says a floor holds more than its number | he claims his floor had too many gems | how do I report a floor | what do I tell you | what if I counted wrong | why do you ask me to recount | what if the gems don't add up | how do I say what I opened | what if someone reports an impossible floor | how do I tell you what I found | someone says a floor has more gems than its number | can a floor hold more gems than its number | is that many gems in a floor possible | when I open a floor what do I tell you | what do I say when I open a floor | how do I tell you what I opened | what should I report when I open a floor | what do you need to know when I open a floor

rules-turm-conduct = Never lift just the roof. You may lift any number of floors at once. At the end of the turn the roof goes onto a floor you opened, and you stack the tower back without opening further floors. All 36 gems are always either in hands or in the tower.
    .title = Table conduct
    .ask = what is not allowed | what are the rules at the table | what counts as cheating | can I look inside the floors | can I peek | is it allowed to open more floors when rebuilding | how many gems are there in total | what must I not do

## Facts: one short answer each (rules-turm-TOPIC--FACT), for the phrasings in .if. NUM and
## COUNT stand for a number (a disk) and a player count named in the question; the answer
## gets $n, $disk (0 to 4, or none), $count, $fits, $min, $max, $share and $rest (gems each
## and left over for $count players), $star (the rule named, else this table's, or none),
## $live and $now; the topic's own live arguments too ($starter).

rules-turm-players--count = { $fits ->
        [yes] Yes — Der Turm takes { $min } to { $max } players, so { $count } can play.
       *[no] No — Der Turm takes { $min } to { $max } players, not { $count }.
    }
    .if = can COUNT play | can COUNT people play | is it for COUNT players | can we play with COUNT | is it ok for COUNT players | does it work with COUNT players | are COUNT players allowed | can I play on my own COUNT | can I play alone COUNT | is it ok for COUNT of us | does it work for a group of COUNT | can COUNT of us play | can we play it COUNT

rules-turm-setup--count = { $fits ->
        [yes] { $share } gems each with { $count } players{ $rest ->
            [0] , none left over.
           *[other] { $starter_here ->
                [none] ; the starter gets { $starter_total }, with the { $rest } left over.
               *[other] ; { $starter_here }, the starter, gets { $starter_total }, with the { $rest } left over.
            }
        }
       *[no] Der Turm takes { $min } to { $max } players, not { $count }.
    }
    .if = how many gems each with COUNT players | how many gems with COUNT players | gems for COUNT players | how many gems does everyone get with COUNT | COUNT players how many gems | how many stones each with COUNT | how many would each get with COUNT | how are the gems dealt with COUNT | how many gems per person with COUNT | how many gems do we start with COUNT | how many gems each COUNT | COUNT of us how many gems each | how many jewels would each of us have COUNT | how many gems does everyone get with COUNT players | how many gems would COUNT players get | how many gems would the starting player get with COUNT | what does the starter get with COUNT | how many for the starter with COUNT | the first player gets how many with COUNT | COUNT players any leftover gems | any gems left over with COUNT | are there leftover gems with COUNT | COUNT of us any left over | we are COUNT how many gems each | how many gems do I start with if we are COUNT | how are the gems split with COUNT | how many gems does each of us start with COUNT | COUNT players does anyone get extra | how many do you start with when there are COUNT of you | when there are COUNT of us how many gems each | starting gems for COUNT | COUNT players how many each to start | how many does each player get with COUNT | each person gets how many with COUNT | whats everyones share with COUNT | how many gems per player COUNT | COUNT of us how many does everybody get | COUNT players who gets the spare gems | COUNT players who gets the leftovers | with COUNT who gets the extra gems | with COUNT players how many are left over | how many spare gems with COUNT | COUNT players what about the remainder | does it split evenly with COUNT | COUNT people how do we deal the gems | how many does the starter get with COUNT players | dealing for COUNT how many each | how many gems do you start with when there are COUNT | COUNT of us how many do we start with | how many gems does everybody get COUNT | how many each and what about the leftovers COUNT | we are COUNT who gets the rest | COUNT players does the starter get more

rules-turm-setup--tower = 4 gems: one each in a 1-, 2-, 3- and 4-floor.
    .if = how many gems are in the tower at the start | gems in the tower at first | how many gems start in the tower | how many gems go into the tower before we start | how many gems are already in the tower when we begin | how many gems sit in the tower at set up | how many gems does the tower start with | how many gems are put in the tower first | gems in the tower before the first turn

rules-turm-setup--leftover = { $fits ->
        [yes] { $rest ->
            [0] The starting player gets any left over; with { $count } players none are: { $share } each.
           *[other] { $live ->
                [yes] { $starter }, the starting player, gets the gems left over: { $rest }.
               *[no] The starting player gets the gems left over: { $rest } with { $count } players.
            }
        }
       *[no] Der Turm takes { $min } to { $max } players, not { $count }.
    }
    .if = who gets the leftover gems | what about the leftover gems | what happens to the gems left over | who gets the rest | who gets the gems that don't split evenly | who gets the extra gems | what happens to the gems that are left when we deal | who gets the spare gems | who gets the leftovers | what do we do with the remainder | what happens to the spare gems | where do the leftover gems go | the extra gems who keeps them | leftover gems go to whom | if it does not divide evenly who gets the rest | if the gems do not split evenly | who gets the remaining gems | the remainder who gets it | who gets what is left over | who keeps the spare ones | the gems that are left after dealing

rules-turm-conduct--total = { $tower_rest ->
        [none] 36 gems in all, always either in hands or in the tower.
       *[other] { $tower_rest } gems: hands and tower always hold 36 together.
    }
    .if = how many gems in total | how many gems are there | how many gems in the game | total number of gems | gems in hands and tower together | how many gems altogether in hands and tower | total gems in the hands plus the tower | how many gems does the game come with | how many gems r there | how many gems are there altogether | how many gems does the game have in all | how many jewels are in the whole game | are there always 36 gems | is it always 36 gems in total | do the gems always add up to 36 | do hands and tower always add up to 36 | hands plus tower always 36 | is it always 36 gems between hands and tower | do the gems always total 36 | are there always 36 gems in play

rules-turm-capacity--disk = { $disk ->
        [0] None: the 0-floor never takes a gem, so the tower wins.
        [1] 1 gem: a 1-floor holds one; with one in it, it is full.
        [2] 2 gems: a 2-floor holds two; with two in it, it is full.
        [3] 3 gems: a 3-floor holds three; with three in it, it is full.
        [4] 4 gems: a 4-floor holds four; with four in it, it is full.
       *[none] A floor holds as many gems as the number on its disk.
    }
    .if = how many gems fit in a NUM | what is the max a NUM can hold | how much can a NUM floor hold | how many gems go in a NUM floor | how many fit in the NUM | when is a NUM full | how many gems does a NUM hold | NUM floor holds | how many gems can a NUM take | can a NUM hold NUM gems | can a NUM take NUM gems | do NUM gems fit in a NUM | does a NUM floor hold NUM | can NUM jewels go into a NUM | is a NUM big enough for NUM gems | if I open the NUM and its empty how many gems can go in | an empty NUM how many fit | how many can I put in an empty NUM

rules-turm-capacity--two = { $pair ->
        [room] Yes — one gem: a { $disk } with { $gems } in it still has room.
        [full] No — a { $disk } with { $gems } in it is full, so the tower wins.
        [many] No — exactly one gem, even into an empty floor; only an empty Super 2 star takes two.
        [story] { $told ->
            [bust] { $take } { $take ->
                [one] gem
               *[other] gems
            } back: the tower wins on the full floor{ $known ->
                [yes] , so { $who } would hold { $hand_after }.
               *[no] .
            }
            [room] Yes — each of those floors had room: one gem into each{ $known ->
                [yes] , so { $who } would hold { $hand_after }.
               *[no] .
            }
           *[impossible] No — that can't be: no floor holds more gems than its number — count again.
        }
       *[other] No — exactly one gem; only an empty Super 2 star takes two.
    }
    .if = can I put NUM gems in | can I put more than one gem in | PLAYER opened a NUM that had NUM and put NUM of hers in | I put NUM gems into the empty NUM by mistake | PLAYER dropped NUM gems in the NUM is that ok | put NUM gems in together | may I put NUM gems in | put NUM gems into a NUM | NUM gems in one go | is it ok to put NUM gems in | may I drop in several gems | NUM of my gems together | put in NUM to go faster | can I fill a floor at once | PLAYER put NUM gems in is that ok | can I put NUM gems into an empty NUM | PLAYER dropped NUM gems into one floor | NUM gems into one floor at once is that allowed | can I put more than NUM gem in a floor | more than NUM gem in a floor | can I put more than one gem in a floor | more than one gem per floor | can I put several gems in one floor | how many gems can I put in at once | is it one gem per floor

rules-turm-bust--back = Yes — you take back all gems from the floors you opened this turn, your own included.
    .if = do I get the gems back | do I take back the gems I put in | do I get back the gems I put in this turn | the gems I just placed | do I take my own gems too | do I lose the gems I put in earlier this turn | do the gems I placed before come back too | are my earlier gems lost | when the tower beats me do I take my own gems | do I lose everything I put in | do I lose all the gems I put in | do the gems I put in this turn come back | when I bust do my earlier gems stay | if I open a NUM with NUM gems in it do I lose everything I put in | NUM with NUM do I lose what I put in | if I open a NUM with NUM do I lose my gems | NUM with NUM in it do I lose everything | if I open a NUM with NUM do I lose what I put in this turn | a NUM with NUM do I get my gems back

rules-turm-roof--lift = No — never lift only the roof.
    .if = can I lift just the roof | can I lift only the roof | may I take off only the roof | PLAYER lifted only the roof to check the top floor is that ok | PLAYER took off just the roof to look | he lifted the roof only to peek | is lifting just the roof allowed | can I pop the roof off to look

rules-turm-conduct--roof = No — never lift only the roof.
    .if = can I lift just the roof | can I lift only the roof | may I take off only the roof

rules-turm-end-turn--stop = { $stop ->
        [yes] Yes — { $who } may stop now: the last floor took a gem.
        [cantstop] No — after the Can't Stop star { $who } must open one more floor first.
        [none] No — { $who } must open at least one floor before ending the turn.
        [waiting] No — it isn't { $who }'s turn; only the player on turn ends a turn.
        [over] The game is over; nobody has a turn to end.
       *[general] Yes — you may end your turn after any floor you put a gem in.
    }
    .if = can I stop after one floor | can I stop whenever | can I end my turn after a gem | can I stop now | when can I stop | may I stop | can I stop already | am I allowed to stop yet | can PLAYER stop | can PLAYER end the turn | may PLAYER stop now | is PLAYER allowed to stop | can PLAYER end his turn here | can PLAYER end her turn | can I call it a turn | can I quit my turn now | can I end my turn now | may I finish my turn now | can she call it a turn | can PLAYER call it a turn | can PLAYER call it | is PLAYER allowed to end | can PLAYER finish her turn | can PLAYER finish now | may she end her turn here | can I end my turn here | can I stop here | is it ok to stop here | can I finish here | can I be done now | can PLAYER be done now | can I hand the tower on now | can I stop after this one | can I end after that | am I allowed to finish my turn | is PLAYER done if she wants | can he stop here | can PLAYER stop here | can I end it here | after I have placed a gem can I just stop | after placing a gem can I stop | once I put a gem in can I stop | after I put one in can I just end | can I just stop after a gem | after a gem can I stop right away

rules-turm-end-turn--none = No — every turn needs at least one opened floor (the referee's decision).
    .if = can I end my turn without opening | can I pass | can I skip my turn | end without opening anything | can I pass on my turn | PLAYER does not want to open anything | what if PLAYER refuses to open a floor | can he just skip opening | can I sit this turn out | sit out my turn | can I sit out and not open anything | not open anything this turn | can I do nothing on my turn | can I leave the tower alone this turn | pass without lifting anything | can I just pass | can I miss a go | skip my go and not open anything | pass without opening a floor | can I pass without revealing | can I pass this round | is passing allowed | can I skip this turn | may I pass my turn | can I just hand the tower on without opening | can I not open anything and pass | can I opt out of my turn | can I skip my go

rules-turm-turn--several = Yes — lift any number of floors at once.
    .if = can I lift several floors at once | how many floors may I lift | lift more than one floor | can I lift NUM floors | how many floors may I lift at once | is there a limit on how many floors I can lift | how many floors can I lift off in one go | I lifted NUM floors at once is that too many | is that too many floors to lift | how many floors can I take off at once | any limit to how many floors I pick up

rules-turm-variants--first = 9 floors: the first game leaves out the star.
    .if = how many floors in the first game | first game floors | how many floors for beginners | how many floors without the star | how many floors are used in a first game | what is different in the first game | is the first game different | our first go what changes | we are beginners what is different | new to the game is anything special | how many floors if we leave out the star | how many floors minus the star | how many floors in a beginner game | how many floors does a first game have | how many floors if we skip the star | with no star how many floors | how many floors for a first game | how many floors are there without the star | floors without the star | total floors without the star | how many floors with no star

rules-turm-variants--full = 10 floors: the full game adds the star floor.
    .if = how many floors in the full game | how many floors does the full game have | full game floors | how many floors with the star | how many floors in the complete game | how many floors in the whole game | how many floors once the star is in | total number of floors including the star | how many floors incl the star | floors with the star included | how many floors when we play with the star | how many floors does the tower have with the star | how many floors if the star is in | floors in total with the star | how many floors counting the star | with the star how many floors | how many floors does a full game use | how many floors in the advanced game | how many floors in the normal game | how many floors are there with the star floor | total floors with the star | how many floors including the star floor

rules-turm-game-end--last = Yes — you win at once: whoever puts their last gem in wins.
    .if = what if I put my last gem in | my last gem | if my very last gem goes into a floor with room do I win | my last gem fits do I win straight away | last gem into a floor with room | what happens when I put my last gem in | what if my last gem goes in | I have no gems left | someone has only one gem left and can put it in | one gem left and room for it | a single gem left and it goes in | if my only gem goes in | I place my final gem | my last gem fits in have I won | I put my final jewel in did I win | what if I have got one gem left and it goes in | one gem left and it goes in | if I have one gem left and it fits | my last gem goes in what happens | I have got one gem left and it fits | one gem left and there is room | down to one gem and it goes in | what if my one remaining gem goes in | last one goes in do I win

rules-turm-game-end--stop = The fewest gems in hand win; a tie is shared (the referee's decision).
    .if = what if we stop early | what if we end the game early | we stop now who wins | if we quit who wins | we have to pack up early who wins | we have to stop early who has won | if we stop before the end who wins | we quit halfway who wins | who wins if we stop before anyone is out of gems | we have to quit early who wins | who wins if we call it early | if we stop before someone wins who wins | who wins if nobody gets rid of all their gems | who wins if we end before anyone is out

rules-turm-game-end--tie = A tie is shared: if you stop early, the fewest gems in hand win together (the referee's decision).
    .if = what if two players tie | what if we tie | is a tie possible

rules-turm-bust--full = The tower wins: you take back all gems from the floors you opened this turn, and your turn ends.
    .if = the floor is already full | I opened a full floor | it was already full | the floor is full now what | what if the floor is full | the floor was full | what happens when I open a floor that is already full | I opened a floor that was full | what if the floor I open is already full | a full floor came up what now | the floor was already full what happens | opening a full floor what happens

rules-turm-bust--reveal = { $reveal ->
        [full] The tower wins: a { $disk } with { $gems } is full, so you take { $take } { $take ->
            [one] gem
           *[other] gems
        } back{ $known ->
            [yes] ; { $who } would hold { $hand_after }.
           *[no] {""}.
        }
        [room] Yes — put one gem in: a { $disk } with { $gems } still has room{ $known ->
            [yes] ; { $who } would hold { $hand_after }.
           *[no] {""}.
        }
        [more] Put one gem in: a { $disk } with { $gems } in it still has room.
        [many] No — just one gem: a { $disk } with { $gems } in it takes one at a time.
        [story] { $told ->
            [bust] { $take } { $take ->
                [one] gem
               *[other] gems
            } back: the tower wins on the full floor{ $known ->
                [yes] , so { $who } would hold { $hand_after }.
               *[no] .
            }
            [room] Each of those floors had room: one gem into each{ $known ->
                [yes] , so { $who } would hold { $hand_after }.
               *[no] .
            }
           *[impossible] No — that can't be: no floor holds more gems than its number — count again.
        }
       *[impossible] No — that can't be: a { $disk } holds at most { $disk } — count again.
    }
    .if = what if I open a NUM with NUM gems | a NUM with NUM gems in it | I opened a NUM with NUM | NUM with NUM gems what now | what if I find a NUM with NUM | what happens with a NUM with NUM gems | a NUM already holding NUM | if my next floor is a NUM with NUM | the next floor is an empty NUM what happens | I opened a NUM with NUM gems already in it can I add mine | a NUM with NUM already in it can I add one | NUM disk with NUM gems I put NUM in | NUM with NUM gems do I put one in | can I add a gem to a NUM with NUM | the NUM has NUM in it can I put one in | NUM with NUM do I still put one in | so a NUM with NUM I add one | can I add mine to a NUM with NUM | PLAYER opened a NUM that already had NUM gems in it what now | opened a NUM that already had NUM gems | a NUM that already had NUM gems in it | a NUM disk with NUM gems what now

rules-turm-capacity--reveal = { $reveal ->
        [full] The tower wins: a { $disk } with { $gems } is full, so you take { $take } { $take ->
            [one] gem
           *[other] gems
        } back{ $known ->
            [yes] ; { $who } would hold { $hand_after }.
           *[no] {""}.
        }
        [room] Yes — put one gem in: a { $disk } with { $gems } still has room{ $known ->
            [yes] ; { $who } would hold { $hand_after }.
           *[no] {""}.
        }
        [more] Put one gem in: a { $disk } with { $gems } in it still has room.
        [many] No — just one gem: a { $disk } with { $gems } in it takes one at a time.
        [story] { $told ->
            [bust] { $take } { $take ->
                [one] gem
               *[other] gems
            } back: the tower wins on the full floor{ $known ->
                [yes] , so { $who } would hold { $hand_after }.
               *[no] .
            }
            [room] Each of those floors had room: one gem into each{ $known ->
                [yes] , so { $who } would hold { $hand_after }.
               *[no] .
            }
           *[impossible] No — that can't be: no floor holds more gems than its number — count again.
        }
       *[impossible] No — that can't be: a { $disk } holds at most { $disk } — count again.
    }
    .if = what if I open a NUM with NUM gems | what if a NUM already holds NUM gems | what do I do with an empty NUM | I opened an empty NUM | an empty NUM what now | I found an empty NUM | what do I do with a NUM with NUM | a NUM with NUM gems what do I do | NUM with NUM can I put one in | I opened a NUM with one gem | I flipped a NUM with NUM gems what now | I opened a NUM and it has one gem | a NUM with one gem in it what now | I turned up a NUM holding NUM | what does a NUM with NUM gems do | what about a NUM with one gem | if my next floor is a NUM with NUM | the next floor is an empty NUM what happens | I got an empty NUM now what | an empty NUM now what | and if instead she opens a NUM with NUM gems in it | and if I turn up an empty NUM instead | what if he opens a NUM with NUM instead | suppose PLAYER opens a NUM with NUM what does he do | say she finds a NUM holding NUM what then | I opened a NUM with NUM gems already in it can I add mine | a NUM with NUM already in it can I add one | NUM disk with NUM gems I put NUM in | NUM with NUM gems do I put one in | NUM with NUM in it do I add a gem | can I add a gem to a NUM with NUM | the NUM has NUM in it can I put one in | there are NUM gems in the NUM can I put mine in | NUM already has NUM can I drop one in | a NUM holding NUM do I place one | NUM with NUM do I still put one in | so a NUM with NUM I add one | can I add mine to a NUM with NUM | a NUM that already has NUM can I add | I found NUM gems in a NUM can I add mine | NUM gems already in the NUM can I put another | I open a NUM that already has NUM gems can I add mine | a NUM that already has NUM can I add mine | I opened a NUM and there are NUM gems in it what now | there are NUM gems in the NUM what now | can I add mine to the NUM | can I add my gem | NUM already holding NUM can I add one | may I add a gem to the NUM with NUM | does mine still fit in a NUM with NUM | is there room for mine in a NUM with NUM | does my gem fit in the NUM with NUM | can I put my gem in a NUM that already has NUM | can I put mine in a NUM that has NUM | a NUM that already has NUM can I put mine in | NUM that already has NUM can I put one in | PLAYER opened a NUM that already had NUM gems in it what now | opened a NUM that already had NUM gems | a NUM that already had NUM gems in it | a NUM disk with NUM gems do I put one in | NUM disk with NUM gems can I add one | the disk says NUM and there are NUM gems

rules-turm-conduct--peek = No — a floor is only opened by lifting the stack on your turn; don't look inside otherwise.
    .if = can I peek into the floors | can I look inside the floors | can I look at the disks before I lift | look at the numbers before lifting | may I look into the tower | can I check what is inside | can I peek at the numbers | peek under the floors | is it ok to just look into a floor without lifting | can I look in a floor without lifting it | can I sneak a look inside | peek without lifting

rules-turm-roof--where = Yes — at the end of your turn the roof goes onto a floor you opened this turn.
    .if = do I have to put the roof on a floor I opened | must the roof go on an opened floor | does the roof go on a floor I opened | must the roof go on a floor I opened this turn | does the roof have to go on one of the floors I opened | the roof goes on a floor I opened right | has the roof got to sit on an opened floor | does the roof need to go on a floor I lifted this turn

rules-turm-turn--whole = Yes — lift any number of floors at once, even the whole stack above the bottom floor.
    .if = lift the whole stack | lift everything at once | can I lift all floors | is it ok to lift the whole stack | lift half the tower | lift half the stack at once | lift a big chunk of floors | can I lift NUM floors in one go | lift the top floors at once

rules-turm-mirror--hand = { $mirror ->
        [full] The tower wins: with { $star_hand } in hand the Mirror star holds { $star_hand }, and it has { $star_gems }.
        [room] Yes — put one gem in: with { $star_hand } in hand the Mirror star holds { $star_hand }, and it has { $star_gems }.
       *[unknown] { $n } gems: the Mirror star holds as many gems as its opener has in hand.
    }
    .if = NUM gems in hand | NUM gems in my hand | mirror when I hold NUM gems | the mirror when I have NUM gems | what happens with the mirror star if I have NUM gems

rules-turm-super2--last = Put that one gem in and win (the referee's decision).
    .if = super 2 with one gem left | only one gem left | my last gem in the super 2 | I have one gem left and open the star

rules-turm-turn--go-on = { $stop ->
        [yes] Yes — { $who } has { $who_hand } gems and may open another floor or end the turn.
        [cantstop] Yes — and { $who } must: after the Can't Stop star one more floor is owed.
        [waiting] No — it isn't { $who }'s turn now.
        [over] No — the game is over.
       *[other] Yes — after putting a gem in you may open another floor, or end your turn.
    }
    .if = can I open more floors after putting a gem in | can I keep going after a gem | may I go on after placing a gem | can I continue after putting a gem in | can PLAYER keep going | can he carry on | may she go on | can I keep going | can I go on | can I continue | PLAYER just put one in can she go on | can PLAYER open another floor | how many gems have I got NOW and can I keep going | can I keep going NOW | may PLAYER carry on NOW | can I still keep revealing NOW | after placing a gem can I open another | can I open another floor after that | may I keep opening floors | can I go again after a gem | can PLAYER open one more | can I still open more floors

rules-turm-end-turn--must-stop = No — after putting a gem in you may go on or stop, as you like.
    .if = do I have to stop after I put a gem in | must I stop after placing a gem | do I have to end my turn after a gem | is stopping compulsory after one gem | is my turn over after I put one in | does my turn end after one gem | do I have to stop after an empty NUM | must I stop after a NUM | after a NUM do I have to stop | does PLAYER have to stop after the NUM

rules-turm-roof--goes = Onto a floor you opened this turn, at the end of your turn.
    .if = where does the roof go | where do I put the roof | where does the roof go at the end of my turn | what do I do with the roof now | what do I do with the roof when I am done | what happens to the roof after my turn | the roof after my turn | what about the roof when I stop | where does the roof go now | what do I do with the roof at the end | roof after the turn where | what do I do with the roof after my turn | where does the roof end up | where should the roof go | where do I put the roof when I stop | the roof goes where at the end | which floor gets the roof | wheres the roof go after my turn | where does the roof go after my turn | the roof goes where after my turn

rules-turm-end-turn--roof = Onto a floor you opened this turn, at the end of your turn.
    .if = where does the roof go | where do I put the roof | where does the roof go at the end of my turn

rules-turm-game-end--won = Yes — whoever puts their last gem in wins at once.
    .if = I am out of gems did I win | did I win | no gems left did I win | I have no gems left

rules-turm-zero--lose = { $told ->
        [bust] { $take ->
            [0] The tower wins: the turn ends, and you take back this turn's gems{ $known ->
                [yes] ; { $who } holds { $hand_after }.
               *[no] {""} — only those.
            }
           *[other] The tower wins: { $who } takes { $take } { $take ->
                [one] gem
               *[other] gems
            } back from this turn's floors{ $known ->
                [yes] , so { $who } holds { $hand_after }.
               *[no] {""} — only those.
            }
        }
       *[other] The tower wins: you take back every gem from the floors you opened this turn — only those.
    }
    .if = if I open the 0 do I lose everything | what happens on the 0 | do I lose all my gems on the zero | what if I open the zero | I hit the zero now what | PLAYER opened the 0 first thing what now | if I hit the zero do I lose all my gems | the 0 came up what happens | zero came up am I out | what happens with the floor with the zero | what about the zero floor | zero floor what happens | what happens on a zero | what if I get the zero | the 0 floor what then

rules-turm-variants--rules = Four: Super 2, Mirror, Friendly 4 and Can't Stop; one is chosen before a full game.
    .if = how many star rules are there | what star rules exist

rules-turm-bust--take = { $told ->
        [bust] { $take } { $take ->
            [one] gem
           *[other] gems
        } back: the tower wins on the full floor, so you take every gem from this turn's floors.
        [room] None: each of those floors had room, so a gem goes into each and the turn may go on.
       *[impossible] No — that can't be: no floor holds more gems than its number — count again.
    }
    .if = how many gems do I take back NUM | how many do I get back NUM | if PLAYER opens a NUM with NUM how many must she take NUM | how many does PLAYER have to take if it is a NUM with NUM | how many gems come back NUM | how many does PLAYER take back NUM | how many gems does PLAYER get back NUM | how many gems do I take NUM | how many gems return to my hand NUM | how many do I have to take NUM | how many jewels do I pick up NUM | NUM then NUM how many back | a NUM with NUM then a NUM with NUM how many do I get back | how many gems come back to PLAYER NUM | how many go back to PLAYER hand NUM | if the next floor is NUM how many come back

rules-turm-bust--only = { $told ->
        [bust] No — { $take } { $take ->
            [one] gem
           *[other] gems
        }: all floors opened this turn come back, not only the full one.
       *[other] No — you take the gems from every floor opened this turn, not only the full one.
    }
    .if = only from the last floor | do I only take the gems of that floor | not the other floors too | the other floors as well or not | she says she only has to take the gem from the NUM right | PLAYER says he only takes the full floors gems | only the gems of the full floor right | PLAYER thinks she only takes back the NUM | he says only the last floor counts | do I only take the NUM s gems

rules-turm-zero--never = No — the 0-floor never takes a gem: opening it always lets the tower win.
    .if = does the zero ever let me put a gem in | is the 0 always bad | can the 0 ever take a gem | the zero never lets me place | is there a way the 0 floor is ok | does the 0 always win | is the zero always a loss | when does the 0 floor not beat you | the 0 floor never beats me | can the zero hold a gem | can a gem ever go on the 0

rules-turm-zero--gem = { $floors_told ->
        [0] No — a 0-floor never holds a gem; count again.
        [1] No — a 0-floor never holds a gem; count again.
       *[other] { $told ->
            [bust] { $known ->
                [yes] The tower wins: { $who } takes { $take } back from this turn's floors, so { $who } holds { $hand_after }.
               *[no] The tower wins: you take { $take } back from this turn's floors.
            }
           *[other] No — a 0-floor never holds a gem; count again.
        }
    }
    .if = the 0 had a gem in it | PLAYER says the 0 had a gem in it | PLAYER claims there was a gem in the 0 | there was a gem on the zero | a gem in the zero | can the 0 have a gem | is a gem on the 0 possible | there is a gem in the 0 floor | can there be gems in the zero floor | someone says the 0 has a gem

rules-turm-zero--point = It can never take a gem: opening the 0 always lets the tower win, so avoid it.
    .if = what is the point of the 0 floor | what is the zero for | what use is the 0 floor | what does the 0 do | what good is the zero

rules-turm-end-turn--order = Yes — stack the floors back in any order you like, without opening more floors.
    .if = can I put the stack back in a new order | rebuild in any order | stack it back together differently | does the order matter when rebuilding | can I change the order of the floors | put the floors back in another order | shuffle the floors when I stack them back | stack the floors back in a different order | can I rebuild the tower differently | stack it back in any order I like | rebuild the tower in any order | put the floors back in any order | any order when stacking back | can I shuffle the floors when I rebuild | can I mix up the floors when restacking | can I stack them back any way I like | in which order do the floors go back | may I rearrange the floors when stacking back | can I put the tower back together however I like | put the tower back together any way | rebuild it however I want | can I reassemble the tower how I like | can I put it back together in my own order | does it matter how I put it back together | can I build the tower back up any way I want | can I reorder the floors after my turn | after my turn can I rearrange the floors | can I put the floors back however I want | can I stack it up again however | may I restack in whatever order

rules-turm-roof--move = Yes — the roof must move every turn, onto a floor opened in that turn.
    .if = does the roof have to move | must the roof move every turn | does the roof always go somewhere new | does the roof go somewhere else each turn | does the roof change floors | does the roof have to move every single turn | do I have to move the roof | must the roof move each turn | does the roof really have to change floors | do we have to shift the roof | do I have to move the roof even if I only opened one floor | even with one floor opened does the roof move | must the roof move if I opened only one floor | does the roof move after just one floor | do I still have to move the roof | is moving the roof compulsory | do I always have to move the roof | the roof moves even after one floor right

rules-turm-turn--reveal = { $reveal ->
        [full] The tower wins: a { $disk } with { $gems } is full, so you take { $take } { $take ->
            [one] gem
           *[other] gems
        } back{ $known ->
            [yes] ; { $who } would hold { $hand_after }.
           *[no] {""}.
        }
        [room] Yes — put one gem in: a { $disk } with { $gems } still has room{ $known ->
            [yes] ; { $who } would hold { $hand_after }.
           *[no] {""}.
        }
        [more] Put one gem in: a { $disk } with { $gems } in it still has room.
        [many] No — just one gem: a { $disk } with { $gems } in it takes one at a time.
        [story] { $told ->
            [bust] { $take } { $take ->
                [one] gem
               *[other] gems
            } back: the tower wins on the full floor{ $known ->
                [yes] , so { $who } would hold { $hand_after }.
               *[no] .
            }
            [room] Each of those floors had room: one gem into each{ $known ->
                [yes] , so { $who } would hold { $hand_after }.
               *[no] .
            }
           *[impossible] No — that can't be: no floor holds more gems than its number — count again.
        }
       *[impossible] No — that can't be: a { $disk } holds at most { $disk } — count again.
    }
    .if = what do I do with an empty NUM | I opened an empty NUM | an empty NUM what now | I found an empty NUM | what do I do with a NUM with NUM | a NUM with NUM gems what do I do | NUM with NUM can I put one in | I opened a NUM with one gem | I flipped a NUM with NUM gems what now | I opened a NUM and it has one gem | a NUM with one gem in it what now | I turned up a NUM holding NUM | what does a NUM with NUM gems do | what about a NUM with one gem | if my next floor is a NUM with NUM | the next floor is an empty NUM what happens | I got an empty NUM now what | an empty NUM now what | and if instead she opens a NUM with NUM gems in it | and if I turn up an empty NUM instead | what if he opens a NUM with NUM instead | suppose PLAYER opens a NUM with NUM what does he do | say she finds a NUM holding NUM what then | I opened a NUM with NUM gems already in it can I add mine | a NUM with NUM already in it can I add one | NUM disk with NUM gems I put NUM in | NUM with NUM gems do I put one in | can I add a gem to a NUM with NUM | the NUM has NUM in it can I put one in | NUM with NUM do I still put one in | so a NUM with NUM I add one | can I add mine to a NUM with NUM | PLAYER opened a NUM that already had NUM gems in it what now | opened a NUM that already had NUM gems | a NUM disk with NUM gems what now

rules-turm-setup--extra = { $table_rest ->
        [0] Nobody got extra: the 32 gems shared evenly, { $table_share } each.
        [none] The starting player gets the gems left over when the 32 are shared.
       *[other] { $starter_name } started, so { $starter_name } also got the { $table_rest } gems left over.
    }
    .if = why does PLAYER have more gems | why has PLAYER got more gems | why did PLAYER get more gems | why does PLAYER have NUM more | why has PLAYER got NUM more than us | why did PLAYER get extra gems | why did PLAYER start with more | why did the starter get more | why do I have more gems than the others | why does PLAYER have more than us | why did PLAYER get NUM and we only NUM | why does PLAYER have NUM and I only got NUM | why has PLAYER got NUM and I only NUM | why did PLAYER get more than me | why does PLAYER have more than me | how come PLAYER has more gems | how come PLAYER got NUM more | why is PLAYER starting with more | why does the starter have extra

rules-turm-hands = { $live ->
        [yes] { $case ->
            [over] The game is over. Gems in hand, fewest first: { $hands }; the tower holds { $tower }.
           *[playing] Gems in hand, fewest first: { $hands }; the tower holds { $tower }.
        }
       *[no] Everyone starts with an even share of the 32 gems outside the tower and tries to get rid of them. At a table I tell you who holds how many.
    }
    .title = Gems in hand
    .ask = how many gems do I have left | how many gems are left in our hands | who has the most gems left | who has the fewest gems left | how many gems are left in my hand | gems in hand | how many jewels are left in our hands | how many gems has he got now | how many does she have now | how many gems does he have now

rules-turm-hands--player = { $known ->
        [yes] { $who } has { $who_hand } { $who_hand ->
            [one] gem
           *[other] gems
        } in hand.
       *[no] Everyone starts with an even share of the 32 gems; ask at a table for a player's count.
    }
    .if = how many gems has PLAYER left | how many does PLAYER have left | how many gems does PLAYER have left | PLAYER gems in hand | how many has PLAYER got left | how many stones are in PLAYER hand | PLAYER how many gems left | how many jewels does PLAYER have left | PLAYER how many gems has he got NOW | PLAYER how many does she have NOW | how many gems has PLAYER got NOW | how many does PLAYER have NOW | how many gems has PLAYER got after that

rules-turm-capacity--star = { $star ->
        [mirror] { $known ->
            [yes] { $who_hand }: the Mirror star holds as many gems as { $who } has in hand.
           *[no] As many as its opener has in hand: the Mirror star.
        }
        [super2] 2 gems: an empty Super 2 star takes two at once.
        [friendly4] 4 gems: the Friendly 4 star holds four.
        [cantstop] 4 gems: the Can't Stop star holds four.
       *[none] There is no star in a first game.
    }
    .if = how many gems can the star hold | how many fit in the star | how many gems go in the star | how much does the star hold | when is the star full | how many gems can it hold if PLAYER opens the star | if PLAYER opens the star how many fit | how many gems does the star take | how many does the star take if PLAYER opens it

rules-turm-star--empty = { $star ->
        [super2] Put two gems in: an empty Super 2 star takes two (a single last gem goes in and wins).
        [mirror] Put one gem in: the Mirror star holds as many as you have in hand, and it is empty.
        [friendly4] { $star_giver ->
            [none] The player with the most gems in hand puts one in; your turn goes on.
           *[other] { $star_giver } puts one in: the player with the most gems in hand does; your turn goes on.
        }
        [cantstop] Put one gem in — then you must open at least one more floor before you stop.
       *[none] There is no star in a first game.
    }
    .if = what if the star is empty | the star is empty what now | I open the star and it is empty | an empty star | what do I do with an empty star | the star has nothing in it | nothing in the star yet

rules-turm-super2--empty = Put two gems in: an empty Super 2 star takes two (a single last gem goes in and wins).
    .if = if PLAYER finds the star empty how many gems does she put in | how many gems go into an empty super 2 star | how many gems into an empty star | how many does he put in the empty star | what if the star is empty | the star is empty what now | I open the star and it is empty | an empty star | what do I do with an empty star | the star has nothing in it | nothing in the star yet

rules-turm-mirror--empty = Put one gem in: the Mirror star holds as many as you have in hand, and it is empty.
    .if = what if the star is empty | the star is empty what now | I open the star and it is empty | an empty star | what do I do with an empty star | the star has nothing in it | nothing in the star yet | PLAYER opens the star and theres nothing in it what does he do | the star is empty what do I do | nothing in the star what now | PLAYER finds an empty star

rules-turm-friendly4--empty = { $star_giver ->
        [none] The player with the most gems in hand puts one in; your turn goes on.
       *[other] { $star_giver } puts one in: the player with the most gems in hand does; your turn goes on.
    }
    .if = what if the star is empty | the star is empty what now | I open the star and it is empty | an empty star | what do I do with an empty star | the star has nothing in it | nothing in the star yet

rules-turm-cantstop--empty = Put one gem in — then you must open at least one more floor before you stop.
    .if = what if the star is empty | the star is empty what now | I open the star and it is empty | an empty star | what do I do with an empty star | the star has nothing in it | nothing in the star yet

rules-turm-super2--full = The tower wins: a Super 2 star with any gem in it is full, so you take this turn's gems.
    .if = the star already has something in it | the star has NUM gems in it | there is a gem in the star | the star already holds NUM | what if the super 2 star already has NUM gems | super 2 and the star already holds NUM what happens | the super 2 star has NUM gems when I open it | super 2 the star already has NUM gems | super 2 star with NUM gems in it | the super 2 star already holds gems

rules-turm-super2--win = Yes — you put that one gem in and win (the referee's decision).
    .if = do I win with one gem left and an empty star | one gem left and the star is empty do I win | NUM gem left and the super 2 is empty | last gem into the empty super 2 do I win | the super 2 star is empty and I have one gem do I win | empty star and my last gem do I win

rules-turm-mirror--reveal = { $mirror ->
        [room] Put one gem in: with { $star_hand } in hand the star holds { $star_hand }, and it has { $star_gems }.
        [full] The tower wins: with { $star_hand } in hand the star holds { $star_hand }, and it already has { $star_gems }.
       *[unknown] Fewer gems in it than the opener's hand: put one in; otherwise the tower wins.
    }
    .if = I have NUM gems and the star has NUM | NUM in my hand and NUM in the star | the star has NUM gems in it | the star already has NUM | what if the star already holds NUM gems | I hold NUM gems and the star has NUM | NUM gems left and the mirror star holds NUM | if PLAYER opens the star and it has NUM | the star holds NUM in it while I have NUM in hand | NUM in the mirror star and NUM in my hand | the mirror star has NUM and I have NUM | the mirror star has NUM gems and I have NUM | empty mirror star and NUM in hand how many do I put in | I have NUM and the mirror star is empty

rules-turm-mirror--player = { $known ->
        [yes] { $who_hand }: the Mirror star holds as many gems as { $who } has in hand.
       *[no] As many as the player who opens it has in hand at that moment.
    }
    .if = how many can the star hold if PLAYER opens it | if PLAYER opens the star how many fit | how many gems fit in the mirror for PLAYER | how many gems can the star hold now | how big is the mirror star now | how many fit in the star PLAYER | if I open the mirror star NOW how many gems can it take | how many fit in the mirror star NOW | how big is the star for PLAYER NOW

rules-turm-friendly4--who = { $star_giver ->
        [none] The player with the most gems in hand puts the gem in, not necessarily the opener.
       *[other] { $star_giver }: the player with the most gems in hand puts the gem in.
    }
    .if = who puts a gem in the star | who has to put a gem in the star | who must put a gem in the star | who puts it in the star | if PLAYER opens the star who puts a gem in | who adds the gem to the star | whose gem goes in the star | who gives the gem for the star | if PLAYER turns up the star NOW who has to put a gem in | PLAYER opens the star NOW who puts the gem in | who puts a gem in if PLAYER opens the star | PLAYER reveals the star who gives the gem | PLAYER flips the star who has to drop a gem in | whose gem goes in when PLAYER opens the star | if PLAYER hits the star who pays the gem

rules-turm-friendly4--tie = On a tie you put it in if you're among the most; otherwise the first of them clockwise.
    .if = we have the same number of gems who puts it in | what if two players tie for most gems with friendly 4 | two people tie for the most gems | tied for the most | a tie for the most gems | we both have the same number | what if several players tie for the most gems | tied for most gems who gives | same amount of gems who puts in

rules-turm-friendly4--why = Friendly 4: the player with the most gems in hand puts the gem in, not the one who opened it.
    .if = why did PLAYER put a gem in on my turn | why did someone else put a gem in my star | PLAYER put a gem in on my turn why | why does another player put the gem in | why did PLAYER put one in the star | why is PLAYER putting a gem in | PLAYER put a gem into my star why | why does PLAYER put the gem in when I opened the star


rules-turm-variants--star-first = No — there is no star in a first game: it plays with 9 floors, the star stays in the box.
    .if = the star in the first game | what if I open the star in a first game | star disk in the first game | what do I do with the star in the first game | the star in our first game

rules-turm-variants--disk = { $disk ->
        [0] 1 floor: a single floor carries the 0.
        [1] 3 floors carry a 1.
        [2] 2 floors carry a 2.
        [3] 2 floors carry a 3.
        [4] 1 floor carries the 4.
       *[none] The disks are 0, 1, 1, 1, 2, 2, 3, 3 and 4, plus the star in a full game.
    }
    .if = how many floors show a NUM | how many NUM floors are there | how many disks with a NUM | how many floors have a NUM | how many NUMs are there | how many floors carry a NUM | how many NUM disks | how many floors with a NUM | how many floors are numbered NUM | how many of the floors have a NUM on them | how many floors have the NUM on them | on how many floors is there a NUM | how often is there a NUM | how many of the disks show a NUM | how many disks show a NUM | how many NUMs are in the tower | how many floors got a NUM | how many disks have a NUM on them | how many NUM disks are in the game

rules-turm-turn--story = { $told ->
        [bust] { $take } { $take ->
            [one] gem
           *[other] gems
        } back: the tower wins on the full floor, so you take every gem from this turn's floors.
        [room] { $floors_told ->
            [1] Yes — one gem goes in: a { $disk } with { $gems } still has room.
           *[other] Each of those floors had room: a gem goes into each, and you may go on or stop.
        }
       *[impossible] No — that can't be: no floor holds more gems than its number — count again.
    }
    .if = how many gems back NUM | how many do I take back NUM | I opened a NUM put one in then a NUM now what | opened a NUM then a NUM what now | a NUM and after that a NUM what happens | I opened NUM then NUM how many back | after a NUM and a NUM what now | then a NUM with NUM now what | a NUM with NUM then a NUM with NUM how many do I get back | put one in then a NUM how many back | I opened a NUM with a gem and put one in then a NUM with NUM gems now what

rules-turm-capacity--story = { $told ->
        [bust] { $take } { $take ->
            [one] gem
           *[other] gems
        } back: the tower wins on the full floor, so you take every gem from this turn's floors.
        [room] { $floors_told ->
            [1] Yes — one gem goes in: a { $disk } with { $gems } still has room.
           *[other] Each of those floors had room: a gem goes into each, and you may go on or stop.
        }
       *[impossible] No — that can't be: no floor holds more gems than its number — count again.
    }
    .if = how many gems back NUM | how many do I take back NUM

rules-turm-setup--now = { $table ->
        [yes] Gems in hand now, fewest first: { $hands_now }; the tower holds { $tower_now }.
       *[no] 32 gems are shared evenly at the start; ask at a table for the hands now.
    }
    .if = how many gems have we each got NOW | how many gems does everyone have NOW | how many gems each NOW | how many do we have left NOW | how many gems does each of us hold NOW | what does everyone have NOW | what has everybody got NOW | who has what NOW | how many gems has each of us got NOW | how many gems does everyone hold NOW | whats everyones count NOW

rules-turm-bust--now = { $table ->
        [yes] { $open_gems } { $open_gems ->
            [one] gem
           *[other] gems
        } from this turn's floors, plus whatever the full floor holds.
       *[no] Every gem in the floors opened this turn, the full one's included.
    }
    .if = how many gems would PLAYER get back NOW | how many would I take back if the tower won NOW | how many gems would PLAYER take if it went wrong NOW | how many do I lose if the tower wins NOW | how many gems would come back to PLAYER NOW

rules-turm-friendly4--most = { $named ->
        [none] The player with the most gems in hand puts the gem in.
       *[other] { $named } puts the gem in: whoever has the most gems in hand fills a Friendly 4 star.
    }
    .if = what if PLAYER has the most gems STAR | PLAYER has the most gems who puts it in STAR | PLAYER holds the most jewels STAR | PLAYER has more gems than anyone STAR

rules-turm-cantstop--stop = { $stop ->
        [yes] Yes — { $who } has opened another floor since the star, so the turn may end.
        [none] No — { $who } must open at least one floor first.
        [waiting] No — it isn't { $who }'s turn; only the player on turn ends a turn.
        [over] The game is over; nobody has a turn to end.
        [cantstop] No — { $who } must open one more floor after the Can't Stop star first.
       *[general] No — after a gem goes into the Can't Stop star, you must open at least one more floor.
    }
    .if = can I stop after the star | may I end my turn after the star | can I stop right after the star | after the star can I stop | can I end the turn on the star | can I stop now after the star | gem in the star may I stop | PLAYER put a gem in the star can he stop now | I put one in the star am I allowed to just stop | one in the star can I call it a turn | after the star I opened another floor can I stop now | I opened one more floor after the star may I end now | after the can't stop star I put one in another floor can I stop | star done and one more floor opened can I stop | after I drop a gem into the star can I end my turn right away | after a gem in the star can I stop right away | gem into the star then can I end my turn | I dropped a gem in the star can I end now | once the star has my gem can I stop | PLAYER put a gem in the star can he end his turn | I put a gem in the star can I end my turn now | PLAYER just put a gem in the star can she end her turn | gem in the star can PLAYER end the turn | I put one in the star may I end my turn | can PLAYER end his turn after the star

rules-turm-starter--youngest = No — the rulebook names nobody; I take the first player named unless you say otherwise.
    .if = does the youngest start | does the youngest go first | must the youngest begin | is it the youngest who starts

rules-turm-bust--first = Yes — if the very first floor you open is full, the tower wins and you take its gems.
    .if = can the tower win on the first floor I open | can I lose on my first floor | can the first floor already be full | what if my first floor is full | can the tower beat me straight away

rules-turm-bust--after = { $known ->
        [yes] { $hand_after } gems: { $who } would end with { $hand_after } in hand{ $told ->
            [bust] , with { $take } back from the tower.
           *[other] , one gem out for each floor with room.
        }
       *[no] One gem out for each floor with room; a full floor gives back every gem of this turn's floors.
    }
    .if = how many gems does PLAYER end up with NUM | how many gems would PLAYER have left NUM | how many gems will I have after NUM | how many do I have then NUM | how many gems would he have NUM | how many jewels does she have afterwards NUM | what's my hand after that NUM | NUM then NUM how many gems do I have | how many gems has PLAYER got after NUM | PLAYER opens a NUM then a NUM how many gems left | how many gems in hand after NUM | PLAYER opens a NUM and then the NUM what is she left with | what is PLAYER left with after the NUM | PLAYER opens the NUM with NUM and then the NUM whats she left with | if PLAYER opens a NUM and stops how many does she have left | PLAYER turns up a NUM then a NUM how many is he left with | after a NUM with NUM and the NUM how many gems does PLAYER end with | PLAYER opens a NUM then hits the NUM what does she end up holding

rules-turm-capacity--after = { $known ->
        [yes] { $hand_after } gems: { $who } would end with { $hand_after } in hand{ $told ->
            [bust] , with { $take } back from the tower.
           *[other] , one gem out for each floor with room.
        }
       *[no] One gem out for each floor with room; a full floor gives back every gem of this turn's floors.
    }
    .if = how many gems does PLAYER end up with NUM | how many gems would PLAYER have left NUM | how many gems will I have after NUM | how many do I have then NUM | how many gems would he have NUM | how many jewels does she have afterwards NUM | what's my hand after that NUM | NUM then NUM how many gems do I have | how many gems has PLAYER got after NUM | PLAYER opens a NUM then a NUM how many gems left | how many gems in hand after NUM | PLAYER opens a NUM and then the NUM what is she left with | what is PLAYER left with after the NUM | PLAYER opens the NUM with NUM and then the NUM whats she left with | if PLAYER opens a NUM and stops how many does she have left | PLAYER turns up a NUM then a NUM how many is he left with | after a NUM with NUM and the NUM how many gems does PLAYER end with | PLAYER opens a NUM then hits the NUM what does she end up holding

rules-turm-turn--after = { $known ->
        [yes] { $hand_after } gems: { $who } would end with { $hand_after } in hand{ $told ->
            [bust] , with { $take } back from the tower.
           *[other] , one gem out for each floor with room.
        }
       *[no] One gem out for each floor with room; a full floor gives back every gem of this turn's floors.
    }
    .if = how many gems does PLAYER end up with NUM | how many gems would PLAYER have left NUM | how many gems will I have after NUM | how many do I have then NUM | how many gems would he have NUM | how many jewels does she have afterwards NUM | what's my hand after that NUM | NUM then NUM how many gems do I have | how many gems has PLAYER got after NUM | PLAYER opens a NUM then a NUM how many gems left | how many gems in hand after NUM | PLAYER opens a NUM and then the NUM what is she left with | what is PLAYER left with after the NUM | PLAYER opens the NUM with NUM and then the NUM whats she left with | if PLAYER opens a NUM and stops how many does she have left | PLAYER turns up a NUM then a NUM how many is he left with | after a NUM with NUM and the NUM how many gems does PLAYER end with | PLAYER opens a NUM then hits the NUM what does she end up holding

rules-turm-roof--unopened = No — the roof must go onto a floor opened this turn, not a closed one.
    .if = put the roof on a floor PLAYER never opened | roof on a floor I did not open | roof on an unopened floor is that ok | PLAYER put the roof on a closed floor | the roof went on a floor he didn't open | roof back on the floor it sat on before | can the roof go on a floor nobody opened this turn | roof onto a floor she never lifted off | PLAYER put the roof on a floor he never opened is that ok | can I put the roof back where it was if that floor wasnt opened | roof back on the same floor it was on | can the roof go back where it was | PLAYER put the roof onto a floor nobody lifted this turn | can I put the roof on a floor PLAYER opened last turn | roof on a floor opened in an earlier turn | the roof on a floor from last turn | can the roof go on a floor someone else opened | roof onto a floor from a previous turn | can the roof go on a floor opened the turn before

rules-turm-end-turn--unopened = No — the roof must go onto a floor opened this turn, not a closed one.
    .if = put the roof on a floor PLAYER never opened | roof on a floor I did not open | roof on an unopened floor is that ok | PLAYER put the roof on a closed floor | the roof went on a floor he didn't open | roof back on the floor it sat on before | can the roof go on a floor nobody opened this turn | roof onto a floor she never lifted off | PLAYER put the roof on a floor he never opened is that ok | can I put the roof back where it was if that floor wasnt opened | roof back on the same floor it was on | can the roof go back where it was | PLAYER put the roof onto a floor nobody lifted this turn

rules-turm-conduct--unopened = No — the roof must go onto a floor opened this turn, not a closed one.
    .if = put the roof on a floor PLAYER never opened | roof on a floor I did not open | roof on an unopened floor is that ok | PLAYER put the roof on a closed floor | the roof went on a floor he didn't open | roof back on the floor it sat on before | can the roof go on a floor nobody opened this turn | roof onto a floor she never lifted off | PLAYER put the roof on a floor he never opened is that ok | can I put the roof back where it was if that floor wasnt opened | roof back on the same floor it was on | can the roof go back where it was | PLAYER put the roof onto a floor nobody lifted this turn

rules-turm-end-turn--restack = No — stack the tower back without opening or looking into more floors.
    .if = open another floor while rebuilding | peek into other floors when restacking | look inside while stacking back | open one more floor while putting the tower together | PLAYER peeked while rebuilding | can I check a floor while I stack it back | look into the floors while reassembling | PLAYER had a quick look into another floor while stacking the tower back | can I peek while putting it back together | sneak a look into a floor while stacking back | take a peek inside while rebuilding | may I look into a floor while we put the tower together | while stacking back up can I open one more floor | can I quickly open one more floor while stacking back | open another floor while stacking back up | while putting the tower back can I open another | can I take a quick look while stacking | can I open more floors when rebuilding | can I look into a floor while I put it back together | while restacking may I peek | can I check whats in a floor when I put them back | can I open one more floor while restacking | while rebuilding can I open another floor | may I open more floors while stacking back | can I open other floors when putting it back together | open more floors when stacking up again | while restacking may I open floors

rules-turm-conduct--restack = No — stack the tower back without opening or looking into more floors.
    .if = open another floor while rebuilding | peek into other floors when restacking | look inside while stacking back | open one more floor while putting the tower together | PLAYER peeked while rebuilding | can I check a floor while I stack it back | look into the floors while reassembling | sneak a look into a floor while stacking back | take a peek inside while rebuilding | may I look into a floor while we put the tower together | while stacking back up can I open one more floor | can I quickly open one more floor while stacking back | open another floor while stacking back up | while putting the tower back can I open another | can I open more floors when rebuilding | while restacking may I peek | can I open one more floor while restacking | while rebuilding can I open another floor

## Round 3: set-up, star choice, the tower's win, counts and reports.

rules-turm-setup--floors = One gem each goes into a 1-, 2-, 3- and 4-floor: 4 gems start in the tower.
    .if = which floors get a gem at the start | which floors start with a gem | where do the first gems go | which floors have a gem at set-up | which floors do we fill when setting up | which floors get a gem before we start | which floors get a gem at the beginning | what floors get a starting gem | which floors get one gem each at set up | do all floors start with a gem | which floors are filled at the start | what goes into the tower before we start | where do the gems in the tower start | where do the starting gems go | which floors have a gem when we begin

rules-turm-setup--star = No — only a 1-, 2-, 3- and 4-floor get a gem at set-up; the star and the 0 start empty.
    .if = is a gem put in the star when we set up | does the star start with a gem | is there a gem in the star at the start | does the star floor get a starting gem | do we put a gem in the star when setting up | does the star floor get a gem at the start | does the star floor start with a gem | does the 0 floor get a gem at set up | does the zero start with a gem | is a gem put in the 0 at the start | do we put a gem in the zero when setting up | does the zero floor get a gem when we set up | do the star and the zero get a gem at the start | which floors start empty | does the zero floor get a starting gem too | does the 0 get a gem before we start | do we put a gem in the 0 at the start | does the empty zero get one at set up | does every floor get a gem at the start | does the zero get one of the starting gems


rules-turm-star--when = Before the game: you choose one star rule, and it stays for the whole game.
    .if = when is the star rule chosen | when do we decide on the star | when do we choose the star | who picks the star rule | how do we choose the star rule | do we pick a star rule every round | do we pick the star rule before the game | is the star rule picked before the game or when the star is flipped | when do we set the star rule | do we decide the star rule when someone opens the star | is the star rule decided at the start | when does the star rule get fixed


rules-turm-star--switch = No — the star rule is chosen before the game and stays for the whole game.
    .if = can we switch the star rule halfway | can we change the star rule during the game | can we swap to another star rule mid game | change the star rule halfway through | can we switch to a different star rule | may we change the star in the middle of the game | can we switch to STAR halfway | halfway through can we switch to STAR | can we change to STAR during the game | can we swap the star rule to STAR mid game | can we play STAR from now on | lets change to STAR now | can we try STAR in the middle of the game | switch the star rule mid game | can we switch star rules mid game | can we change the star rule now | can we pick another star rule halfway | may we swap star rules during play

rules-turm-star--rules = Four: Super 2, Mirror, Friendly 4 and Can't Stop; one is chosen before a full game.
    .if = how many star rules are there | what star rules exist | which star rules can we pick | what are the star rules | which rules are there for the star | what can we choose for the star | the NUM star rules | which NUM star rules are there | which star rules can we choose from | what rules are there for the star | what are the options for the star | what star variants are there | which rules can the star have | list the star rules | which star rules can we choose | what star rules are there to pick from | what are the choices for the star | which variants does the star have | how many star rules are there to choose from | what can we pick for the star | which star rules are available





rules-turm-bust--star = Yes — the star was opened this turn, so its gems come back to you too.
    .if = do I get the star gems back too | do I take the gems from the star too | does the star count when the tower wins | the star gems as well | is the star included when I take gems back | do the star's gems come back too | next floor full do I take the star gems too | the floor after the star was full what about the star gems | a full floor after the star do the star gems come back | do I get the star's gems back too | do the star's gems come back to me too | do I take back the star gems as well | must I take the star's gems too | are the star gems included

rules-turm-cantstop--bust = Yes — the star was opened this turn, so its gems come back to you too.
    .if = do I get the star gems back too | do I take the gems from the star too | does the star count when the tower wins | the star gems as well | is the star included when I take gems back | do the star's gems come back too | next floor full do I take the star gems too | the floor after the star was full what about the star gems | a full floor after the star do the star gems come back | do I get the star's gems back too | do the star's gems come back to me too | do I take back the star gems as well | must I take the star's gems too | are the star gems included | the star gems come back too

rules-turm-friendly4--goes-on = Yes — your turn goes on after the Friendly 4 star, whoever put the gem in.
    .if = do I keep my turn | does my turn go on | can I carry on after the star | after someone else puts the gem in do I go on | whose turn is it after the star | do I continue after the star | am I still up after the star | can I keep revealing after the star | after another player puts the gem in is it still my turn | whose turn is it once the gem is in | does my turn carry on once another player has filled the star | friendly 4 do I keep playing after the gem goes in | the richest player put the gem in do I go on | whose turn after the gem is put in | after the gem is put in whose turn is it | if PLAYER puts the gem in for me is it still my turn | is it still my turn if someone else puts it in | once someone else has put the gem in is it still my turn | do I keep playing after someone else puts it in | if another player drops the gem in do I carry on

rules-turm-turn--one-by-one = No — lift any number of floors at once; you needn't go one at a time.
    .if = do I lift them one by one | must I take the floors off singly | do I have to open them one after another | do I lift them singly | one floor after another | do I have to open the floors singly | one after the other starting from the top | must I start at the top | do I have to lift them separately | only one floor per lift | do I have to go floor by floor | must I open them one by one from the top

rules-turm-bust--last-turn = No — only the floors opened this turn; floors from earlier turns stay as they are.
    .if = gems from my last turn too | the floors from earlier turns too | does it count floors from previous turns | what about floors opened in other turns | do I take gems from floors other players opened | floors from before this turn as well | floors opened on earlier turns do they count too | do I also have to take the gems from the floors PLAYER opened on his turn | the floors PLAYER opened last turn too | gems from other players floors too | do I take gems from floors I opened last turn | also the floors opened on an earlier turn | floors opened by PLAYER on her turn too | do earlier turns floors count too

rules-turm-bust--go-on = No — when the tower wins, your turn ends at once.
    .if = after the tower beats me can I go on | can I continue after the tower wins | does my turn end when the tower wins | can I keep going after taking the gems back | do I get another go after the tower wins | when the tower wins does my turn keep going | does my turn go on when the tower wins | PLAYER found a full NUM first does she have to open another | after a full floor must I open another one | PLAYER got a full NUM does he have to keep going | the tower won do I have to open another floor | after the tower wins can I still play on

rules-turm-bust--keep = Into your hand: the gems you take back are yours to place again.
    .if = where do the gems I take back go | do the gems go out of the game | are the gems I take removed | what do I do with the gems I take back | do the gems go back in the box | do the gems I take back stay in my hand | do those gems go into my hand or out of the game | where do the gems go when the tower wins | are the gems out of the game | do I keep the gems I take back | the gems I take back where do they go | if I bust do the gems go back in my hand or out of the game | who gets the gems when the tower wins | when I bust where do the gems end up

rules-turm-bust--exact = Yes — a floor with as many gems as its number is full, so the tower wins.
    .if = is a floor full when the gems match the number | exactly as many gems as the number | the same number of gems as the disk | as many gems as its number is it full | gems equal to the number does the tower win | does the tower win when a floor holds exactly its number | is a floor full when it has as many gems as its number | full when the gems equal the number | does exactly its number count as full

rules-turm-recount--impossible = { $reveal ->
        [impossible] { $disk ->
            [none] No — that can't be: no floor holds more than 4 gems — count again.
           *[other] No — that can't be: a { $disk } holds at most { $disk } — count again.
        }
        [full] The tower wins: a { $disk } with { $gems } is full (that can be), so this turn's gems come back.
        [room] Yes — a { $disk } with { $gems } is fine; it still has room.
       *[other] A floor never holds more gems than its number; if a report can't be true, count again.
    }
    .if = PLAYER reports a NUM with NUM can that be | a NUM with NUM gems is that possible | PLAYER says the NUM has NUM gems | can a NUM have NUM gems in it | PLAYER found a NUM floor with NUM gems is that possible | is a NUM with NUM gems possible | NUM gems in a NUM can that be right | can that be a NUM with NUM | PLAYER says there were NUM gems in his NUM | PLAYER claims her NUM had NUM gems | can a NUM have NUM gems in it | PLAYER opened a floor and its a NUM with NUM gems in it what now | I opened a NUM with NUM gems in it what now | a NUM with NUM gems in it what now | PLAYER says the NUM had NUM gem in it | PLAYER swears his NUM had NUM gems | theres NUM gems in my NUM is that right | my mate says theres a gem on the NUM can that be | PLAYER says the NUM floor he just opened has NUM gems in it | PLAYER says the NUM floor he just opened has NUM gems in it how do we handle that | a NUM with NUM gems how do we handle that | NUM floor with NUM gems in it how do we handle it

rules-turm-conduct--rest = { $tower_rest ->
        [none] Hands and tower always hold 36 gems together.
       *[other] { $tower_rest } gems: hands and tower always hold 36 together.
    }
    .if = we have NUM gems in our hands how many in the tower | NUM gems in hands how many should be in the tower | if the hands hold NUM how many are in the tower | NUM in hand altogether how many in the tower | the tower has NUM how many are in our hands | NUM gems in the tower how many in hands | we hold NUM altogether how many are left in the tower | together we hold NUM how many should the tower have | our hands hold NUM between us what is in the tower

rules-turm-variants--numbers = 0 to 4: one 0, three 1s, two 2s, two 3s and one 4; the star is extra.
    .if = what numbers are on the disks | which numbers do the disks show | what numbers are there on the floors | which numbers are on the discs | what numbers can a floor have | what numbers are printed on the disks | what are the disks numbered | what values do the floors have | which numbers are on the floors | what numbers do the floors show | which number disks are there

rules-turm-variants--highest = 4 is the highest: the disks run from 0 to 4, and the star is extra.
    .if = which disk has the biggest number | the biggest number on the floors | what is the top number on a disk

rules-turm-variants--disks = 9 number disks in the first game; a full game adds the star as a tenth.
    .if = how many number disks are there | how many disks in the first game | how many number discs come with the game

rules-turm-roof--stayed = No — the roof must move onto a floor opened this turn.
    .if = PLAYER left the roof where it was is that ok | PLAYER put the roof back where it was is that fine | put the roof back on top where it was ok | ended the turn and put the roof back on top | the roof went back on top where it was | PLAYER put the roof back on the top floor | he didn't move the roof | the roof stayed where it was | ended the turn without moving the roof | the roof was not moved is that allowed | she left the roof on the same floor | the roof didn't move | the roof went back to where it sat before


rules-turm-game-end--at-once = At once: the game ends when someone puts their last gem in; the round isn't finished.
    .if = do we finish the round | does it end at once with the last gem | is the game over right away | do the others get another turn after the last gem | do we play the round to the end | does the game stop straight away when the last gem goes in | does it end the second someone drops their last gem in | do we finish the round or stop at once | is it over as soon as someone puts their last gem in | does the game end immediately with the last gem

rules-turm-turn--must-go-on = No — after a gem you may stop or go on, as you like.
    .if = do I have to keep going after putting a gem in | must I open another floor | am I forced to go on | do I have to open more floors | must I keep revealing after a gem | do I have to continue | am I forced to open another floor | is PLAYER forced to keep going after a gem | is PLAYER obliged to open another floor | is she required to go on

rules-turm-bust--as-many = The tower wins: that floor is full, so you take every gem from this turn's floors.
    .if = what happens if a floor already has as many gems as its number | as many gems as the number what happens | the floor already holds its number of gems | what if the number is already reached | what if the floor already has its number in gems | what happens if the floor already has as many gems as its number says | as many gems in it as the number shows what then | the floor already holds as many as its disk says | if the count of gems already equals the number

rules-turm-variants--star-in = No — a first game has no star: 9 floors, and the star stays in the box.
    .if = is there a star in the first game | is the star in the first game | do we play with the star in a first game | does the first game have a star | does the star come up in a first game | do we use the star in our first game | do beginners play with the star | do we mix the star floor in with the others | does the star go into the stack in a first game | do we add the star floor in a first game | is the star floor part of a first game | do we shuffle the star in

rules-turm-end-turn--if-stop = { $stop ->
        [yes] { $who } keeps { $who_hand } gems, moves the roof onto an opened floor, and { $next_name } is next.
        [cantstop] No — after the Can't Stop star { $who } must open one more floor first.
        [none] No — { $who } must open at least one floor first.
        [waiting] It isn't { $who }'s turn; only the player on turn ends a turn.
        [over] The game is over; nobody has a turn to end.
       *[general] Then the roof goes onto a floor opened this turn, and the next player goes.
    }
    .if = what if PLAYER stops now | if PLAYER stops now what then | suppose PLAYER ends her turn now who is next | who is next if PLAYER stops now | and if she just stops now | if he calls it a turn now who goes next | what happens if I stop now | what if PLAYER ends the turn now | what happens if PLAYER calls it a turn now | PLAYER stops now what happens

rules-turm-friendly4--reveal = { $four ->
        [full] The tower wins: the Friendly 4 star holds 4, and it already has { $star_gems }.
       *[room] { $star_giver ->
            [none] The player with the most gems in hand puts one in: the star holds 4 and has { $star_gems }.
           *[other] { $star_giver } puts one in: the star holds 4 and has { $star_gems }; your turn goes on.
        }
    }
    .if = if PLAYER opens the star and it has NUM gem in it who has to put a gem in | PLAYER opens the star with NUM in it who puts one in | the friendly 4 star already has NUM | friendly four star already has NUM gems what happens | the friendly 4 star has NUM in it what now | STAR star with NUM gems in it what now | NUM gems in the friendly four star what happens

## Round 4: the roof staying put, a last gem into a floor told, disks above 4, the gems a
## full next floor would give back, when a turn ends.

rules-turm-roof--stay = No — the roof moves every turn onto a floor opened in that turn.
    .if = does the roof stay on top the whole game | does the roof stay | can the roof stay where it was | can I leave the roof on the same floor | is the roof always on top | does the roof just stay up there | the roof stays on top all game right | can the roof stay on top | does the roof ever stay put

rules-turm-game-end--last-in = { $last_reveal ->
        [full] No — a { $last_disk } with { $last_gems } is full: the tower wins, and the gems of this turn come back.
        [impossible] No — that can't be: a { $last_disk } holds at most { $last_disk } — count again.
       *[other] { $last_who ->
            [none] Yes — you win at once: the last gem goes in, and whoever puts their last gem in wins.
           *[other] Yes — { $last_who } wins at once: the last gem goes in, and whoever puts their last gem in wins.
        }
    }
    .if = my last gem goes into a NUM with NUM | PLAYER last gem went into a NUM that had NUM in it | my last gem into a NUM with NUM do I win | PLAYER put her last gem into a NUM | with my last gem I open an empty NUM have I won | PLAYER's last gem went into the NUM | PLAYER is down to the last gem and finds a NUM with room | last gem and a NUM with NUM in it have I won | my final gem goes into the NUM | PLAYER has one gem left and opens a NUM with NUM | I am down to one gem and open an empty NUM | one gem left and an empty NUM | I have NUM gem left and open an empty NUM did I win | last gem and the NUM has room | PLAYER has NUM gem left and finds an empty NUM

rules-turm-variants--any = { $last_number ->
        [0] Yes — one floor carries the 0.
        [1] Yes — three floors carry a 1.
        [2] Yes — two floors carry a 2.
        [3] Yes — two floors carry a 3.
        [4] Yes — one floor carries the 4, the highest.
       *[none] No — the disks run from 0 to 4, plus the star in a full game.
    }
    .if = is there a floor with a NUM | is there a NUM floor | do the disks go up to NUM | does any floor show a NUM | are there floors with NUM | is there a NUM disk anywhere | is there a NUM anywhere in the tower | any NUM floors | does a NUM exist | is there a NUM disk | do we have a NUM floor | is there a disk with a NUM | does any disk show a NUM | is there a floor numbered NUM

rules-turm-variants--counts = 0 to 4: one 0, three 1s, two 2s, two 3s and one 4; the star is extra.
    .if = how many 3s are in the tower | how many threes are there | how many ones are there | how many twos are in the tower | how many fours | how many zeros are there | how many of each number are there | how many floors of each number

rules-turm-bust--next = { $told ->
        [bust] { $take } { $take ->
            [one] gem
           *[other] gems
        } back: the tower wins on the full floor, so you take every gem from this turn's floors.
       *[other] { $table ->
        [yes] { $open_gems } { $open_gems ->
            [one] gem
           *[other] gems
        } from { $who }'s open floors, plus whatever the full floor holds.
           *[no] Every gem in the floors opened this turn, the full one's included.
        }
    }
    .if = how many gems would PLAYER get back if the next one is full | how many would I get back if the next floor is full | if the next floor is full how many come back | if my next floor is full how many do I take | how many would PLAYER take back if the tower won | how many gems does PLAYER lose if the next one is full | next floor full how many gems back

rules-turm-end-turn--when = When you stop after placing a gem, or at once when the tower wins on a full floor.
    .if = when is my turn over | when does my turn end | when is a turn over | how does a turn end | when does the turn stop | when am I done with my turn | what ends a turn | how do I finish my turn | how do I end my go | how do I stop my turn | what do I do to end my turn | how to end a turn | how does ending a turn work

rules-turm-turn--choose = Yes — you choose where to split: lift any number of floors at once.
    .if = is it my choice where to split the stack | can I choose which floor to open | do I pick where to lift | may I choose where to split the tower | who decides where I lift | can I decide how many floors to lift | do I get to choose which floor I open | is it random which floor I open | do I pick the floor I open | can I choose where I lift the stack

rules-turm-end-turn--must-open = Yes — every turn needs at least one opened floor; you can't pass (the referee's decision).
    .if = must I open a floor | do I have to open a floor at all on my turn | must I lift at all | do I have to reveal something | is opening a floor compulsory | do I have to open at least one floor | must every turn open a floor

rules-turm-end-turn--same-order = No — stack the floors back in any order you like, without opening more.
    .if = does it have to be in the same order | must I keep the same order | does the order have to stay the same | must the tower go back exactly as before | do the floors have to go back in number order | must I sort the floors when I stack them | do I have to put the floors back in order | must the floors go back in the order they were | do I need to sort the floors by number | does it matter what order I stack them | do I have to rebuild it the way it was | must the stack be sorted again | do the floors go back sorted | do the floors have to go back in the same order | same order when I put it back | do the floors have to be in the same order again | must the floors go back the way they were | do I have to restore the original order | do they go back in the order they came off | same order as before | the same order as before when restacking | do they have to go back the same way | must I keep the order when I put it back

rules-turm-zero--screwed = Yes — the tower wins: you take back the gems of this turn's floors, and your turn ends.
    .if = if I open the 0 am I screwed | am I done for if I hit the zero | is the 0 bad for me | is the zero a disaster | is opening the 0 always a loss | does hitting the zero ruin my turn | is the zero the worst floor

rules-turm-cantstop--full = The tower wins: the Can't Stop star holds 4, so a full one gives this turn's gems back.
    .if = with can't stop what if the star is already full | the can't stop star is full | can't stop star with NUM gems in it | what if the cant stop star already holds NUM | the star is full under can't stop what now

rules-turm-game-end--others = No — whoever puts their last gem in wins at once; the game is over, nobody else plays.
    .if = when someone gets rid of all their gems do the rest still get a turn | do the others still get a go after the last gem | do the others get another turn after someone wins | does everyone else still play after the last gem | do the others still play after someone is out of gems | do we finish the round for the others | PLAYER put her last gem in does it go on | the last gem is in do we keep playing | does the game go on after the last gem | PLAYER just put his last gem in does the game continue | last gem in do we play on | does it go on after someone puts the last gem in | is the game over when PLAYER puts the last gem in | do we keep going after the last gem

rules-turm-turn--must-stop = No — after putting a gem in you may go on or stop, as you like.
    .if = do I have to stop after placing a gem | must I stop once a gem is in | is my turn over after one gem | do I need to stop after a gem | am I forced to stop after placing one

## Round 7: the turn order, the 0's count, a star rule switched by name, the table's hands by
## name, what a player is left with after a story, reports that can't be true.

rules-turm-turn--next = { $table ->
        [yes] Clockwise: after { $who }, { $next_name } plays next.
       *[no] Clockwise: the player on your left plays next.
    }
    .if = who plays after me | who is next after my turn | whose turn is it after mine | who goes next when my turn is over | who comes after PLAYER | which way round do we play | which direction does the turn go | is it clockwise | who is next after PLAYER | after my turn who plays | who plays after PLAYER is done | in what order do we play | whos up after me | who gets the tower after me | do we go left or right

rules-turm-zero--count = One: a single floor carries the 0, and it never takes a gem.
    .if = how many zero floors are there | how many NUM floors are there | how many zeros are there | how many floors have a zero | is there only one NUM | how many NUM disks are there | how many floors with a NUM | how many of the floors are zeros | how many zeroes in the tower

rules-turm-super2--switch = No — the star rule is chosen before the game and stays for the whole game.
    .if = can we switch to STAR halfway | halfway through can we switch to STAR | can we change to STAR during the game | can we swap the star rule to STAR mid game | can we play STAR from now on | lets change to STAR now | can we try STAR in the middle of the game | switch the star rule mid game | can we change the star rule during the game

rules-turm-mirror--switch = No — the star rule is chosen before the game and stays for the whole game.
    .if = can we switch to STAR halfway | halfway through can we switch to STAR | can we change to STAR during the game | can we swap the star rule to STAR mid game | can we play STAR from now on | lets change to STAR now | can we try STAR in the middle of the game | switch the star rule mid game | can we change the star rule during the game

rules-turm-friendly4--switch = No — the star rule is chosen before the game and stays for the whole game.
    .if = can we switch to STAR halfway | halfway through can we switch to STAR | can we change to STAR during the game | can we swap the star rule to STAR mid game | can we play STAR from now on | lets change to STAR now | can we try STAR in the middle of the game | switch the star rule mid game | can we change the star rule during the game

rules-turm-cantstop--switch = No — the star rule is chosen before the game and stays for the whole game.
    .if = can we switch to STAR halfway | halfway through can we switch to STAR | can we change to STAR during the game | can we swap the star rule to STAR mid game | can we play STAR from now on | lets change to STAR now | can we try STAR in the middle of the game | switch the star rule mid game | can we change the star rule during the game

rules-turm-end-turn--after = { $known ->
        [yes] { $hand_after } gems: { $who } would end with { $hand_after } in hand{ $told ->
            [bust] , with { $take } back from the tower.
           *[other] , one gem out for each floor with room.
        }
       *[no] One gem out for each floor with room; a full floor gives back every gem of this turn's floors.
    }
    .if = PLAYER opens a NUM and stops how many gems does PLAYER have | if PLAYER stops after the NUM how many does she have left | PLAYER opens a NUM and then the NUM what is she left with | what is PLAYER left with after the NUM | PLAYER opens the NUM with NUM and then the NUM whats she left with | if PLAYER opens a NUM and stops how many does she have left | PLAYER turns up a NUM then a NUM how many is he left with | after a NUM with NUM and the NUM how many gems does PLAYER end with | PLAYER opens a NUM then hits the NUM what does she end up holding

rules-turm-zero--after = { $known ->
        [yes] { $hand_after } gems: { $who } would end with { $hand_after } in hand{ $told ->
            [bust] , with { $take } back from the tower.
           *[other] , one gem out for each floor with room.
        }
       *[no] One gem out for each floor with room; a full floor gives back every gem of this turn's floors.
    }
    .if = PLAYER opens a NUM then the NUM how many gems does PLAYER have | what if PLAYER opens a NUM puts one in and then hits the NUM | PLAYER opens a NUM and then the NUM what is she left with | what is PLAYER left with after the NUM | PLAYER opens the NUM with NUM and then the NUM whats she left with | if PLAYER opens a NUM and stops how many does she have left | PLAYER turns up a NUM then a NUM how many is he left with | after a NUM with NUM and the NUM how many gems does PLAYER end with | PLAYER opens a NUM then hits the NUM what does she end up holding

rules-turm-recount--more = No — that can't be: a floor never holds more gems than the whole tower — count again.
    .if = more gems in a floor than the tower holds | a floor with more gems than there are in the tower | what if there are more gems in it than in the whole tower | more gems in one floor than in the tower | a floor has more gems than the tower has in total | if I find more jewels in it than the tower holds

rules-turm-end-turn--bust = Yes — when the tower wins, your turn ends at once; the next player goes on.
    .if = does my turn end when the tower wins | is my turn over when the tower wins | does a full floor end my turn | PLAYER hit a full floor is her turn over

rules-turm-starter--who = { $table ->
       *[no] The first player named starts, unless you say otherwise (the referee's decision).
        [yes] { $starter_name } starts: the first player named, unless you say otherwise.
    }
    .if = who starts PLAYER or PLAYER | who begins PLAYER PLAYER or PLAYER | which of us starts | who of PLAYER and PLAYER goes first | does PLAYER start or PLAYER | who goes first of us | which one of us begins | who starts us | who of us starts | which of PLAYER PLAYER and PLAYER starts | who starts between PLAYER and PLAYER | who goes first if nobody says anything | who starts if we dont decide | we forgot to decide who starts | who begins if nobody is chosen

rules-turm-cantstop--next-full = The tower wins: you take back this turn's gems, the star's included, and your turn ends.
    .if = I put one in the star and then the next floor is full what happens | after the star the next floor is full | the floor after the cant stop star is full what now | cant stop star then a full floor | after the star I hit a full floor | I had to go on after the star and the next one was full

rules-turm-game-end--after = { $known ->
        [yes] { $hand_after } gems: { $who } would end with { $hand_after } in hand{ $told ->
            [bust] , with { $take } back from the tower.
           *[other] , one gem out for each floor with room.
        }
       *[no] One gem out for each floor with room; a full floor gives back every gem of this turn's floors.
    }
    .if =  | PLAYER opens a NUM and then the NUM what is she left with | what is PLAYER left with after the NUM | PLAYER opens the NUM with NUM and then the NUM whats she left with | if PLAYER opens a NUM and stops how many does she have left | PLAYER turns up a NUM then a NUM how many is he left with | after a NUM with NUM and the NUM how many gems does PLAYER end with | PLAYER opens a NUM then hits the NUM what does she end up holding

rules-turm-turn--limit = No — open as many floors as you like, one after another, while each one has room.
    .if = is there a limit to how many floors I can open in one turn | how many floors can I open in one turn | is there a maximum of floors per turn | can I keep opening floors | how often can I reveal in one turn | can I open as many floors as I want | is there a cap on reveals per turn

## Round 8: floors staying open, the roof on any opened floor, no star in a first game, a full
## Friendly 4 star, the most gems yourself, how many of a disk, the whole tower's room.

rules-turm-capacity--skip = No — when a floor has room, you must put exactly one gem in.
    .if = can I choose not to put a gem in | can I skip putting a gem in | can I leave the gem out | may I not put a gem in | can I decide not to put one in | can I keep my gem if there is room | can I just not put a gem in

rules-turm-turn--open = Yes — every floor you open stays open until your turn ends.
    .if = do the floors stay open until my turn ends | do opened floors stay open | do the floors stay open till the end of my turn | does an opened floor stay open | do the floors I opened stay open | when do the opened floors close | stay open till my turn is over | do the open floors stay open | does each floor stay open until I stop

rules-turm-turn--close = No — every floor you open stays open until your turn ends.
    .if = do I close a floor after I open it | do I have to close each floor again | do I put each floor back before opening the next | do I close each one | do I shut a floor before the next one | must I close the floor before I open the next | do I put the floor back on before the next one | do I close them as I go

rules-turm-roof--any = Any floor you opened this turn: the first one as well as the last.
    .if = can the roof go on the first floor I opened | does the roof have to go on the last floor I opened | can the roof go on any floor I opened | which of my opened floors gets the roof | any opened floor for the roof | must it be the last floor I opened | can I choose which opened floor gets the roof | can the roof go on the first floor not the last one

rules-turm-variants--no-star = Yes — a first game plays without the star: 9 floors, the star stays in the box.
    .if = do we play without the star | we play without the star right | should we leave the star out | we leave out the star in the first game right | is the first game without the star | do beginners leave out the star | first game without the star | no star in the first game right

rules-turm-friendly4--full = The tower wins: the Friendly 4 star holds 4, so a full one gives this turn's gems back.
    .if = what if the friendly 4 star is already full | the star is full under friendly 4 | friendly 4 the star is already full | the star is already full what now STAR | star already full STAR | the friendly four star is full what happens

rules-turm-friendly4--self = Yes — if you hold the most gems yourself, you put the gem in.
    .if = if I have the most gems do I put it in myself | I have the most gems myself do I put it in | do I put it in if I have the most | what if I am the one with the most gems | if I hold the most gems myself do I put it in | and if I have the most myself

rules-turm-variants--several = { $disk ->
        [0] No — just one floor carries the 0.
        [1] Yes — three floors carry a 1.
        [2] Yes — two floors carry a 2.
        [3] Yes — two floors carry a 3.
        [4] No — just one floor carries the 4.
       *[none] The disks are 0, 1, 1, 1, 2, 2, 3, 3 and 4, plus the star in a full game.
    }
    .if = is there more than one NUM | is there more than one NUM floor | are there several NUM floors | is there only one NUM floor | are there more NUMs than one | more than one NUM disk | are there two NUM floors | is the NUM just once in the tower

rules-turm-capacity--tower = 17 gems in the nine number floors, plus what the star takes by its rule. They hold 0+1+1+1+2+2+3+3+4.
    .if = how many gems fit in the whole tower | how many gems can the tower hold at most | maximum gems in the tower | how many gems fit in all floors together | how many gems does the tower hold when every floor is full | most gems the tower can take | how many gems fit into the tower in total | how many gems can the whole tower take | how many gems can the tower take in total | what is the towers capacity | total capacity of the tower | how many gems can all the floors take | how many gems does it take to fill the tower | how many gems until every floor is full | how many fit in the tower altogether | how many gems would fill every floor | how many gems can the tower hold in total

rules-turm-super2--more = No — a Super 2 star with any gem in it is full: the tower wins.
    .if = the super 2 star has NUM gem in it can I add one | can I add one to the super 2 star | can I put another gem in the super 2 star | super 2 star already has a gem can I add mine | can I drop one more in the super 2 star

rules-turm-cantstop--reveal = { $four ->
        [full] The tower wins: the Can't Stop star holds 4, and it already has { $star_gems }.
       *[room] Put one gem in: the star holds 4 and has { $star_gems } — then open at least one more floor.
    }
    .if = the star has NUM gems in it STAR | the star already has NUM gems when I flip it | star has NUM gems already when I open it now what | STAR star has NUM in it what do I do | the can't stop star holds NUM gems what now | I open the star and it has NUM in it

## How a star rule named works (asked at a table playing another).

rules-turm-super2--how = Super 2: an empty star takes two gems; with any gem in it, the tower wins.
    .if = how does STAR work | how would STAR work | what does STAR do | explain STAR | what is STAR | how did STAR go again | what about STAR | how does STAR go | whats the STAR rule | STAR how does it work | how does it work with STAR instead

rules-turm-mirror--how = Mirror: the star holds as many gems as its opener has in hand; with fewer in it, put one in.
    .if = how does STAR work | how would STAR work | what does STAR do | explain STAR | what is STAR | how did STAR go again | what about STAR | how does STAR go | whats the STAR rule | STAR how does it work | how does it work with STAR instead

rules-turm-friendly4--how = Friendly 4: the star holds 4, and whoever has the most gems in hand puts one in.
    .if = how does STAR work | how would STAR work | what does STAR do | explain STAR | what is STAR | how did STAR go again | what about STAR | how does STAR go | whats the STAR rule | STAR how does it work | how does it work with STAR instead

rules-turm-cantstop--how = Can't Stop: the star holds 4; put one in, then you must open at least one more floor.
    .if = how does STAR work | how would STAR work | what does STAR do | explain STAR | what is STAR | how did STAR go again | what about STAR | how does STAR go | whats the STAR rule | STAR how does it work | how does it work with STAR instead

## Round 9: a named player's gems at the start, the floors with and without the star asked
## of the star, whether a floor told is full, a floor that already holds some gems.

rules-turm-setup--player = { $start_case ->
        [starter] { $start_who } started with { $start_gems } gems: { $table_share } like everyone, plus the { $table_rest } left over.
        [even] { $start_who } started with { $start_gems } gems, like everyone: nothing was left over.
        [other] { $start_who } started with { $start_gems } gems; { $starter_name }, the starter, also got the { $table_rest } left over.
       *[none] Everyone starts with an even share of the 32 gems; the starter also gets any left over.
    }
    .if = how many gems does PLAYER start with | how many did PLAYER start with | PLAYER starting gems | how many gems did PLAYER get at the start | what does PLAYER get at the start | I am PLAYER what do I get at the start | how many does PLAYER begin with | PLAYER gems at the beginning | how many gems had PLAYER at first | how many gems was PLAYER dealt | how many gems does PLAYER get to start | how many gems does PLAYER get | what did PLAYER start with | PLAYER how many gems at the start | how many gems has PLAYER got at the start | how many gems does PLAYER have at the beginning | how many does PLAYER get when we deal | I am PLAYER how many gems do I get | how many gems for PLAYER | PLAYER how many do I start with | PLAYER begins with how many gems | what is PLAYER starting hand | im PLAYER what do I get at the start | im PLAYER how many gems do I get | im PLAYER how many do I start with | im PLAYER what do I start with

rules-turm-hands--start = { $start_case ->
        [starter] { $start_who } started with { $start_gems } gems: { $table_share } like everyone, plus the { $table_rest } left over.
        [even] { $start_who } started with { $start_gems } gems, like everyone: nothing was left over.
        [other] { $start_who } started with { $start_gems } gems; { $starter_name }, the starter, also got the { $table_rest } left over.
       *[none] Everyone starts with an even share of the 32 gems; the starter also gets any left over.
    }
    .if = how many gems does PLAYER start with | how many did PLAYER start with | how many gems did PLAYER get at the start | what does PLAYER get at the start | I am PLAYER what do I get at the start | how many does PLAYER begin with | how many gems was PLAYER dealt | what did PLAYER start with | PLAYER how many gems at the start | I am PLAYER how many gems do I get | PLAYER how many do I start with | im PLAYER what do I get at the start | im PLAYER how many gems do I get

rules-turm-star--floors = { $n ->
        [10] Yes — 10 floors with the star: that is the full game; a first game has 9.
        [9] No — 10 floors with the star; 9 is the first game, without it.
       *[other] 10 floors with the star (the full game); a first game leaves it out and has 9.
    }
    .if = how many floors with the star | how many floors including the star | total number of floors including the star | how many floors counting the star | with the star how many floors | how many floors if the star is in | how many floors are there with the star | floors with the star included | how many floors incl the star | how many floors when we play with the star | with star how many floors | number of floors with the star | is it NUM floors with the star | NUM floors with the star right | are there NUM floors with the star | so NUM floors with the star | is it NUM floors w the star | how many floors does the whole tower have with the star

rules-turm-star--no-floors = 9 floors without the star: that is the first game; the full game adds the star as a tenth.
    .if = how many floors without the star | how many floors if we leave out the star | how many floors minus the star | with no star how many floors | how many floors are there without the star | floors without the star | how many floors with no star | number of floors without the star | without star how many floors | how many floors if we skip the star

rules-turm-capacity--full = { $reveal ->
        [full] Yes — a { $disk } with { $gems } is full: the tower wins.
        [room] No — a { $disk } with { $gems } still has room for one more gem.
        [more] No — a { $disk } with { $gems } still has room for one more gem.
        [impossible] { $disk ->
            [none] No floor holds more than 4 gems: count again.
           *[other] That can't be: a { $disk } holds at most { $disk } — count again.
        }
       *[other] A floor is full when it holds as many gems as its number.
    }
    .if = is a NUM with NUM full | the NUM has NUM gem in it is it full | is the NUM full with NUM in it | is a NUM with NUM gems full already | NUM with NUM is it full | is a NUM full with NUM | a NUM with NUM in it is that full | the NUM has NUM is it full yet | is the NUM already full with NUM | is a NUM holding NUM full | NUM gems in a NUM is that full | does a NUM with NUM count as full | is there still room in a NUM with NUM | is there room in the NUM with NUM | does a NUM with NUM have room | does a NUM with NUM still have space | is a NUM with NUM gems still open | can a NUM with NUM take another

rules-turm-bust--full-q = { $reveal ->
        [full] Yes — a { $disk } with { $gems } is full: the tower wins.
        [room] No — a { $disk } with { $gems } still has room for one more gem.
        [more] No — a { $disk } with { $gems } still has room for one more gem.
        [impossible] { $disk ->
            [none] No floor holds more than 4 gems: count again.
           *[other] That can't be: a { $disk } holds at most { $disk } — count again.
        }
       *[other] A floor is full when it holds as many gems as its number.
    }
    .if = is a NUM with NUM full | the NUM has NUM gem in it is it full | is the NUM full with NUM in it | is a NUM with NUM gems full already | NUM with NUM is it full | is a NUM full with NUM | a NUM with NUM in it is that full | the NUM has NUM is it full yet | is the NUM already full with NUM | does a NUM with NUM count as full | does a NUM with NUM have room

rules-turm-capacity--some = { $pair ->
        [room] Yes — a { $disk } with { $gems } still has room: put one gem in.
        [full] No — a { $disk } with { $gems } is full: the tower wins.
       *[other] Yes — if it holds fewer gems than its number, one gem goes in; it needn't be empty.
    }
    .if = can I put a gem into a floor that already has gems | can I add a gem to a floor that already has some | a floor that already has gems can I put one in | if there are already gems in the floor can I add one | can gems go into a floor that is not empty | can I put mine on top of the other gems already in it | a floor with some gems in it already can I add mine | can I add to a floor that already holds gems | can a floor that already has gems take another | may I put a gem where there are gems already | can I drop a gem in a floor that already has other gems | there are already some gems in it can I still put one in | it already has some gems in it can I add one | can I put one in if some are already in there

rules-turm-capacity--empty = No — a floor needn't be empty: one gem goes in while it holds fewer than its number.
    .if = does the floor have to be empty | must a floor be empty to put a gem in | can I only place in empty floors | only into empty floors | does it have to be an empty floor | do gems only go into empty floors | do I need an empty floor to put a gem in | can gems only go in empty floors | must it be empty | is it only empty floors that take a gem

rules-turm-bust--stay = No — they come back to you: when the tower wins you take all gems from this turn's floors.
    .if = do the gems I put in stay in the tower | do my gems stay in the tower when the tower wins | do the gems I put in before the bust stay in the tower | do the gems stay in the floors when I bust | do the gems stay where they are when the tower wins | do my placed gems stay in | do the gems I put in earlier stay in the tower | do the gems I placed stay put when the tower wins | are the gems I put in safe in the tower | do they stay in the tower after a bust | do the gems remain in the tower | stay in the tower when I bust

rules-turm-zero--stay = No — they come back to you: when the tower wins you take all gems from this turn's floors.
    .if = do the gems I put in stay in the tower | do my gems stay in the tower when I hit the zero | do the gems stay in the floors when I open the 0 | do the gems I placed stay in when the zero comes up

rules-turm-bust--others = No — the player who opened the full floor takes the gems back into their own hand.
    .if = when the tower wins do the gems go to the next player | do the gems go to the next player | does anyone else get the gems when the tower wins | does the next player get the gems | do the other players get my gems when I bust | do the gems go to the player on my left | does someone else take the gems | do I give the gems to another player | do the gems get shared out when the tower wins | does the tower give the gems to someone else

rules-turm-super2--floors = { $n ->
        [10] Yes — 10 floors with the star: that is the full game; a first game has 9.
        [9] No — 10 floors with the star; 9 is the first game, without it.
       *[other] 10 floors with the star (the full game); a first game leaves it out and has 9.
    }
    .if = how many floors with the star | how many floors including the star | total number of floors including the star | how many floors counting the star | with the star how many floors | how many floors if the star is in | how many floors are there with the star | floors with the star included | how many floors incl the star | how many floors when we play with the star | with star how many floors | number of floors with the star | is it NUM floors with the star | NUM floors with the star right | are there NUM floors with the star | so NUM floors with the star | is it NUM floors w the star | how many floors does the whole tower have with the star

rules-turm-mirror--floors = { $n ->
        [10] Yes — 10 floors with the star: that is the full game; a first game has 9.
        [9] No — 10 floors with the star; 9 is the first game, without it.
       *[other] 10 floors with the star (the full game); a first game leaves it out and has 9.
    }
    .if = how many floors with the star | how many floors including the star | total number of floors including the star | how many floors counting the star | with the star how many floors | how many floors if the star is in | how many floors are there with the star | floors with the star included | how many floors incl the star | how many floors when we play with the star | with star how many floors | number of floors with the star | is it NUM floors with the star | NUM floors with the star right | are there NUM floors with the star | so NUM floors with the star | is it NUM floors w the star | how many floors does the whole tower have with the star

rules-turm-friendly4--floors = { $n ->
        [10] Yes — 10 floors with the star: that is the full game; a first game has 9.
        [9] No — 10 floors with the star; 9 is the first game, without it.
       *[other] 10 floors with the star (the full game); a first game leaves it out and has 9.
    }
    .if = how many floors with the star | how many floors including the star | total number of floors including the star | how many floors counting the star | with the star how many floors | how many floors if the star is in | how many floors are there with the star | floors with the star included | how many floors incl the star | how many floors when we play with the star | with star how many floors | number of floors with the star | is it NUM floors with the star | NUM floors with the star right | are there NUM floors with the star | so NUM floors with the star | is it NUM floors w the star | how many floors does the whole tower have with the star

rules-turm-cantstop--floors = { $n ->
        [10] Yes — 10 floors with the star: that is the full game; a first game has 9.
        [9] No — 10 floors with the star; 9 is the first game, without it.
       *[other] 10 floors with the star (the full game); a first game leaves it out and has 9.
    }
    .if = how many floors with the star | how many floors including the star | total number of floors including the star | how many floors counting the star | with the star how many floors | how many floors if the star is in | how many floors are there with the star | floors with the star included | how many floors incl the star | how many floors when we play with the star | with star how many floors | number of floors with the star | is it NUM floors with the star | NUM floors with the star right | are there NUM floors with the star | so NUM floors with the star | is it NUM floors w the star | how many floors does the whole tower have with the star

rules-turm-super2--rules = Four: Super 2, Mirror, Friendly 4 and Can't Stop; one is chosen before a full game.
    .if = how many star rules are there | what star rules exist | which star rules can we pick | what are the star rules | which rules are there for the star | what can we choose for the star | the NUM star rules | which NUM star rules are there | which star rules can we choose from | what rules are there for the star | what are the options for the star | what star variants are there | which rules can the star have | list the star rules | which star rules can we choose | what star rules are there to pick from | what are the choices for the star | which variants does the star have | how many star rules are there to choose from | what can we pick for the star | which star rules are available

rules-turm-mirror--rules = Four: Super 2, Mirror, Friendly 4 and Can't Stop; one is chosen before a full game.
    .if = how many star rules are there | what star rules exist | which star rules can we pick | what are the star rules | which rules are there for the star | what can we choose for the star | the NUM star rules | which NUM star rules are there | which star rules can we choose from | what rules are there for the star | what are the options for the star | what star variants are there | which rules can the star have | list the star rules | which star rules can we choose | what star rules are there to pick from | what are the choices for the star | which variants does the star have | how many star rules are there to choose from | what can we pick for the star | which star rules are available

rules-turm-friendly4--rules = Four: Super 2, Mirror, Friendly 4 and Can't Stop; one is chosen before a full game.
    .if = how many star rules are there | what star rules exist | which star rules can we pick | what are the star rules | which rules are there for the star | what can we choose for the star | the NUM star rules | which NUM star rules are there | which star rules can we choose from | what rules are there for the star | what are the options for the star | what star variants are there | which rules can the star have | list the star rules | which star rules can we choose | what star rules are there to pick from | what are the choices for the star | which variants does the star have | how many star rules are there to choose from | what can we pick for the star | which star rules are available

rules-turm-cantstop--rules = Four: Super 2, Mirror, Friendly 4 and Can't Stop; one is chosen before a full game.
    .if = how many star rules are there | what star rules exist | which star rules can we pick | what are the star rules | which rules are there for the star | what can we choose for the star | the NUM star rules | which NUM star rules are there | which star rules can we choose from | what rules are there for the star | what are the options for the star | what star variants are there | which rules can the star have | list the star rules | which star rules can we choose | what star rules are there to pick from | what are the choices for the star | which variants does the star have | how many star rules are there to choose from | what can we pick for the star | which star rules are available

rules-turm-zero--take = { $told ->
        [bust] { $take } { $take ->
            [one] gem
           *[other] gems
        } back: the tower wins on the full floor, so you take every gem from this turn's floors.
        [room] None: each of those floors had room, so a gem goes into each and the turn may go on.
       *[impossible] No — that can't be: no floor holds more gems than its number — count again.
    }
    .if = how many gems do I take back NUM | how many do I get back NUM | if PLAYER opens a NUM with NUM how many must she take NUM | how many does PLAYER have to take if it is a NUM with NUM | how many gems come back NUM | how many does PLAYER take back NUM | how many gems does PLAYER get back NUM | how many gems do I take NUM | how many gems return to my hand NUM | how many do I have to take NUM | how many jewels do I pick up NUM | NUM then NUM how many back | a NUM with NUM then a NUM with NUM how many do I get back | how many gems come back to PLAYER NUM | how many go back to PLAYER hand NUM | if the next floor is NUM how many come back | how many gems does she take back NUM | how many does PLAYER take back then NUM | then the NUM how many does PLAYER take back

## Round 16: yes/no facts and claims checked against the rules.
rules-turm-capacity--one = Yes — one gem into a floor with room, never more; only an empty Super 2 star takes two.
    .if = do I only ever put in one gem | is it always one gem per floor | just one gem per floor claimcheck | only ever one gem into a floor claimcheck | only one gem goes in per floor | is it one gem per floor claimcheck | is it just one gem per floor | just one gem into each floor

rules-turm-capacity--total = 17 gems in the nine numbered floors: 0+1+1+1+2+2+3+3+4. The star follows its own rule.
    .if = how many gems fit into all the floors together | how many gems can the whole tower hold | all floors together how many gems fit | how many gems fit in the numbered floors altogether | total room in all the floors | how many gems fit in the tower in total

rules-turm-game-end--last-roof = No — your last gem wins at once, and the game ends there.
    .if = after my last gem do I still move the roof | last gem in do I still have to finish my turn | my last gem went in do I still end the turn | is the game over with my last gem or do I go on | do I still have to move the roof after my last gem

rules-turm-super2--add = No — a Super 2 star with anything in it is full: the tower wins and you take this turn's gems.
    .if = the star has a gem in it can I add another | may I put one more into the star | is there room for another gem in the star | can I still add a gem to the star | can I put another one into the star | can I add one more | may I add another gem | one more gem on top of it

rules-turm-setup--dealt = 32: of the 36 gems, 4 go into the tower and the other 32 are shared out evenly.
    .if = how many gems are handed out at the start | how many gems do the players get in all | how many gems are dealt to the players | how many gems are shared out | how many gems go to the players at the beginning

rules-turm-setup--check = { $share_check ->
        [yes] Yes — { $share } gems each with { $count } players{ $rest ->
            [0] , none left over.
           *[other] ; the starter also gets the { $rest } left over: { $starter_total }.
        }
        [no] No — with { $count } players it is { $share } each{ $rest ->
            [0] , none left over.
           *[other] , and the starter gets the { $rest } left over: { $starter_total }.
        }
       *[other] The 32 gems are shared evenly; the starter gets what is left over.
    }
    .if = COUNT players means NUM gems each claimcheck | with COUNT do we each get NUM gems | COUNT of us so NUM gems each claimcheck | is it NUM gems each with COUNT | do COUNT players get NUM each | COUNT players NUM each claimcheck | COUNT players means NUM each
