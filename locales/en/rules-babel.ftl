## Rule knowledge: Turmbau zu Babel (game id "babel").
## Each entry is a message rules-babel-TOPIC: its value answers the question, .title names the
## topic, .ask lists ways players ask it (separated by " | "). $live is "yes" when a game of
## Babel is running at the table; the live variant then uses that table's names and numbers.

rules-babel-summary = Turmbau zu Babel is for 2 to 8 players and lasts one round per player. On your turn you fold two wall cards, stand them up and lay one ceiling card on them: that is a floor. A floor that stands scores its number (floor 5 = 5 points; floor 13 = 13 plus 5 bonus). If anything falls, you score nothing for that turn and the round is over. Whoever built floor 2 opens the next round. After the last round the most points win.
    .title = Summary

rules-babel-setup = Make two stacks within everyone's reach: wall cards (with a scored line) and ceiling cards (plain). Everybody keeps score on paper — or lets me do it. The youngest player opens round 1.
    .title = Set-up
    .ask = how do we set up | how do we prepare the game | what do we need before we start | set up the game | preparation | how do we lay out the cards | where do the card stacks go | what goes on the table at the start

rules-babel-players = { $live ->
        [yes] Turmbau zu Babel takes 2 to 8 players; at this table { $count } play: { $players }.
       *[no] Turmbau zu Babel takes 2 to 8 players.
    }
    .title = Number of players
    .ask = how many players at most | maximum players | how many players | how many people can play | can we play with two | can nine people play | what is the maximum number of players | minimum players | is it for 2 players | how many can join

rules-babel-turn = Build one floor: fold two wall cards into walls and lay one ceiling card across them. The first floor goes right on top of the ceiling-card stack, every later one on the ceiling below. Pull one ceiling card of your choice out of the stack and lay it across your walls. If it stands, the floor is built and the next player clockwise goes on.
    .title = A turn
    .ask = who builds next if the tower keeps standing | who builds which floor | in which order do we build | who builds the top floor | what do I do on my turn | how do I build a floor | how does a turn work | what happens in a turn | how do you build a storey | steps of a turn | how to build | what does a turn look like

rules-babel-scoring = { $live ->
        [yes] { $case ->
            [over] The game is over, so no floor scores any more. A floor scores its number; floor 13 scores 13 plus 5 bonus.
            [top] Floor 13 is next: 18 points, 13 plus 5 bonus.
           *[next] Floor { $next } is next: { $points ->
                [one] 1 point
               *[other] { $points } points
            }. A floor scores its number, and floor 13 carries 5 bonus points.
        }
       *[no] A standing floor scores its number: floor 1 scores 1 point, floor 2 scores 2, and so on. Floor 13 adds 5 bonus points.
    }
    .title = Scoring
    .ask = how many points is a floor worth | how do I score | how many points for the next floor | how does scoring work | how many points do I get | what is floor 6 worth | points per floor | how are points counted | how many points for building a floor

rules-babel-floor13 = Floor 13 is the top and scores 18 points: 13 plus 5 bonus. No cards are left after it, so the round ends.
    .title = Floor 13 and the bonus
    .ask = how many points is the 13th floor | what is the bonus | what happens after floor 13 | how high can the tower get | what is the highest floor | is there a bonus for the top floor | how many floors can a round have | the last floor | maximum number of floors | extra points for finishing the tower | can we build a 14th floor | do we keep going higher after 13 | is there a floor above 13

rules-babel-collapse = { $live ->
        [yes] { $case ->
            [over] The game is over. In general: if anything falls during a turn, the builder scores nothing for that turn, keeps the points scored before, and the round ends at once.
           *[playing] If the tower fell now, { $player } would score nothing for floor { $floor } but keep { $total } { $total ->
                [one] point
               *[other] points
            }. Round { $round } would end at once; points scored earlier always stay.
        }
       *[no] You score nothing for that turn, and the round ends at once. It counts if anything falls — the whole tower or just part of it. Points you scored earlier stay.
    }
    .title = When the tower falls
    .ask = what happens if the tower falls | is it a collapse if the ceiling card slides off | what if it collapses | do I lose my points if the tower falls | what if only part of the tower falls | what if a wall tips over | the tower collapsed what now | what if a card falls down | does a partial collapse count

rules-babel-round-end = A round ends after floor 13 (no cards are left) or as soon as anything falls. Then sort the cards back into wall cards and ceiling cards, lay the two stacks out again, and the next round begins.
    .title = End of a round
    .ask = when does a round end | how does a round end | what happens at the end of a round | when is the round over | what do we do after a round | when do we start again

rules-babel-rounds = { $live ->
        [yes] { $case ->
            [over] This table played { $rounds } rounds, one per player; the game is over.
           *[playing] This table plays { $rounds } rounds, one per player; this is round { $round }.
        }
       *[no] You play as many rounds as there are players: two players play two rounds, five players five rounds. That way everybody opens one round.
    }
    .title = Number of rounds
    .ask = how many rounds do we play | how long does the game last | how many rounds are there | how many rounds are left | when is the game over | what round is the last | how many rounds with four players | when is the whole game over | when is the game finished | when does the whole game end | when are we done with the game | how long does a game go

rules-babel-next-opener = { $live ->
        [yes] { $case ->
            [over] The game is over; no round follows.
            [begun] Round { $round }, starting now, is opened by { $player }: { $why ->
                [floor2] { $player } built floor 2 in round { $prev_round }.
                [nobody-floor2] nobody built floor 2 in round { $prev_round }, so the next player clockwise who hadn't opened does.
                [already-opened] floor 2's builder had opened already, so the next player clockwise who hadn't does.
               *[other] whoever built floor 2 in the round before opens.
            }
            [last] This is the last round ({ $round } of { $rounds }), so nobody opens another one.
            [floor2] { $player } opens the next round because { $player } built floor 2.
            [already] { $player } opens the next round. { $builder } built floor 2 but has opened a round already, so the next player clockwise who hasn't opened yet does (the referee's decision).
            [either] { $player } opens the next round either way. Floor 2 is not built yet: { $player } opens as its builder if the tower stands until then, or else as the next player clockwise who hasn't opened yet (the referee's decision).
           *[pending] Whoever builds floor 2 opens the next round; it isn't built yet. { $why ->
                [already] If { $builder } builds it, { $player } opens instead, because { $builder } has opened a round already.
               *[floor2] If { $builder } builds it, { $builder } opens.
            } If the tower falls before floor 2, { $fallback } opens, the next player clockwise who hasn't opened yet (the referee's decision).
        }
       *[no] Whoever built floor 2 in the round just played opens the next round. If nobody built floor 2, or that player has already opened a round, the next player clockwise who has not opened yet does it — the referee's decision, so that everyone opens once.
    }
    .title = Who opens the next round
    .ask = who opens the next round after floor 13 | the tower is finished who starts the next round | who opens the next round | who starts the next round | who begins round two | who goes first next round | why does she start the round | why is she starting this round | who starts after the tower falls | what if nobody built floor 2 | who begins the new round | who opens the following round | if he already opened who opens then | who opens when that builder already opened one | she already started a round who opens instead | can someone open twice | does anyone open two rounds | what if that player already had a round | the builder already opened before who then | who starts the new round | who opens the new round | it all fell who begins the new round | who kicks off the new round | we finished the whole tower who starts now | the tower is done who opens now | all 13 floors stand who starts the next round | it fell on floor 2 who kicks off this round | it fell early who starts now | nobody built floor 2 who opens now

rules-babel-first-opener = { $live ->
        [yes] { $player } opened round 1. The rule: the youngest opens; if nobody says who that is, I take the first player named (the referee's decision).
       *[no] The youngest player opens round 1. If nobody tells me who that is, the first player named opens (the referee's decision). Say, for example, “Carla is the youngest” before the first floor.
    }
    .title = Who starts the game
    .ask = who starts the game | who begins round 1 | who goes first | who begins the first round | who opens round one | does the youngest start | who starts at the beginning | who is first to build | who starts the first round | who has the first turn of the game | who starts the very first round | who kicks off the game | who begins the game | who is first at the start | who starts first | who goes first at the beginning | who starts at babel | who goes first in babel | who begins tower of babel | does the youngest or the oldest start | youngest or oldest who goes first | is it the youngest or the oldest

rules-babel-cards = Fold only the wall cards, the ones with a scored line; ceiling cards are never folded. Wall cards fold along the line and stand up as walls. Ceiling cards have no line: they lie flat as the ceiling between floors.
    .title = Wall cards and ceiling cards
    .ask = can I bend a ceiling card a bit | is it ok to fold the ceiling so it lies better | may I crease a ceiling card so it sits better | can I fold a bent ceiling card | which cards do I fold | may I fold a ceiling card | what is the difference between the cards | what are wall cards | what are ceiling cards | which cards are the walls | can I bend the ceiling | how do I fold the cards

rules-babel-ceiling = Exactly one ceiling card per turn — any one you like from the stack. If more cards slide out with it, push the extra ones carefully back into the stack. Lay it on your walls without knocking them over.
    .title = Taking a ceiling card
    .ask = how many ceiling cards may I take | can I take two ceiling cards | which ceiling card may I pull | what if two cards slide out | can I choose the ceiling card | what if extra cards come out of the stack | do I have to take the top card | can I use two ceiling cards | may I take more than one ceiling card

rules-babel-first-floor = On the stack of ceiling cards. Every later floor stands on the ceiling of the floor below it.
    .title = Where the first floor stands
    .ask = where does the first floor go | where do I put the first floor | what does the first floor stand on | where do the walls of floor one stand | do we build on the table | where do we start building

rules-babel-game-end = { $live ->
        [yes] { $case ->
            [over] The game is over: { $winners } won{ $points ->
                [0] {""}
                [one] {" "}with 1 point
               *[other] {" "}with { $points } points
            }.
            [none] The most points after round { $rounds } win; a tie is a shared win (the referee's decision). Nobody has scored yet.
           *[playing] The most points after round { $rounds } win; a tie is a shared win (the referee's decision). Right now { $leaders } { $leaders_count ->
                [one] leads
               *[other] lead
            } with { $points } { $points ->
                [one] point
               *[other] points
            }.
        }
       *[no] The most points after the last round win. If several tie for the most, they share the win (the referee's decision). There are as many rounds as players.
    }
    .title = End of the game and winner
    .ask = who wins | how do I win | when does the game end | who is the winner | what if there is a tie | what if two players have the same points | how is the winner decided | who wins on a tie | is a tie possible | can there be a tie | how do you win | how does one win | how do you win the game | what do you need to win | who wins in the end | who wins at the end | what decides the winner

rules-babel-conduct = Fold only wall cards, take one ceiling card per turn, and don't knock the walls over. Push any extra ceiling cards back; the walls must not fall while you lay the ceiling on. Report each turn to me (“Anna built floor 3”, “the tower fell”); if a report doesn't fit the game — a wrong floor number, or somebody whose turn it isn't — I don't write it down and ask back instead (the referee's decision).
    .title = Table conduct
    .ask = what is not allowed | what are the rules at the table | is it allowed to touch the tower | what counts as cheating | what do I have to report | what if someone reports the wrong floor | can I say a floor out of order | what must I not do

rules-babel-variants = The rulebook has no variants. Two things the referee offers: name the youngest before the first floor (“Carla is the youngest”) so the right player opens, and you may end the game early by agreement — then the points so far decide.
    .title = Variants
    .ask = are there variants | can we play a shorter game | house rules | can we end the game early | is there a variant for experts | other ways to play | can we stop before the last round

rules-babel-tips = Build slowly and calmly — only floors that stay up score. Stand the walls near the middle and evenly so the ceiling lies flat, make the fold sharp and straight, and pull a ceiling card that sits loosely instead of tugging at a stuck one. High floors are worth a lot, so a careful try is worth it even late in the round.
    .title = Tips
    .ask = any tips | how do I build a stable floor | what is a good strategy | how do I avoid the tower falling | any advice | how can I get better | strategy | tips to score more | how do I score more points | how to get more points | any tricks to score higher | how can I score better

## Facts: one short answer each (rules-babel-TOPIC--FACT), for the phrasings in .if. NUM, COUNT
## and PLAYER stand for a number, a player count and a player named in the question; the
## answer gets $n (the number), $count, $fits (yes/no: the count may play), $min, $max,
## $floor and $points (the floor asked about and its points; $top: it is floor 13, $high:
## above 13), $starter and $round (this round's opener), $live and $now. NOW: the question
## is about the table now ("this round", "right now").

rules-babel-players--count = { $fits ->
        [yes] Yes — Turmbau zu Babel takes { $min } to { $max } players, so { $count } can play.
       *[no] No — Turmbau zu Babel takes { $min } to { $max } players, not { $count }.
    }
    .if = can we play babel with just COUNT people | can we play with just COUNT of us | is COUNT people enough | can COUNT play | can COUNT people play | is it for COUNT players | can we play with COUNT | COUNT players | with COUNT people | is it ok for COUNT players | can we play it with COUNT | can we play this with COUNT people | does it work with COUNT of us | can COUNT of us play this | COUNT shows up can they join | a COUNT friend shows up can they join in | can a COUNT player join | a COUNT person wants to join | can COUNT join in | could COUNT of us play this together | can COUNT of us play together | COUNT of us together can we play

rules-babel-rounds--count = { $count } rounds: one per player.
    .if = how many rounds in total with COUNT | how many rounds with COUNT players | how many rounds for COUNT | how many rounds if there are COUNT | how many rounds do COUNT players play | rounds for COUNT people | how many rounds do we play with COUNT | how long with COUNT players | we are COUNT how many rounds | there are COUNT of us how many rounds | COUNT of us how many rounds | we're COUNT how many rounds do we play | how long is the game with COUNT | we have COUNT players how long is the game | how long does the game last with COUNT | if we are COUNT how many rounds would that be | a COUNT player game how many rounds | if COUNT join how many rounds would that be

rules-babel-scoring--floor = { $several ->
    [yes] { $sum } points: each standing floor scores its number, floor 13 scores 18.
   *[no] { $top ->
        [yes] 18 points: 13 for floor 13 plus 5 bonus.
       *[no] { $high ->
            [yes] No floor { $n }: a round has at most 13 floors, and after floor 13 it ends.
           *[no] { $points ->
                [0] A standing floor scores its number; floor 13 scores 18.
                [one] 1 point: a floor scores its number.
               *[other] { $has_named ->
                    [yes] { $points } points for floor { $floor }: { $named } would then have { $after }.
                   *[no] { $points } points: a floor scores its number.
                }
            }
        }
    }
}
    .if = is the NUM floor only 1 point | does every floor score the same | isn't floor NUM worth more than the first | is floor NUM just 1 point | what is floor NUM worth | what does floor NUM give | floor NUM points | what does NUM score | what do I get for NUM | what do I score for the NUM | builds the NUM what does she score | how many points is floor NUM | how many points for floor NUM | how much do I get for floor NUM | points for the NUM floor | what does floor NUM score | if I build floor NUM how many points | what is the NUM floor worth | how many points for the NUM | what do you get for the NUM | how much for the NUM | how much is NUM worth | how many points does NUM give | how many points does she write down for floor NUM | got floor NUM up how many points | what do I write down for floor NUM | if I finish floor NUM how much do I get | I finish floor NUM how much | do you get anything at all for floor NUM | does floor NUM give anything | PLAYER got floor NUM up how many points does she write down

rules-babel-scoring--sum = { $sum } points: each standing floor scores its number, floor 13 scores 18.
    .if = if I build floors NUM in one round how many points is that | floors NUM in one round how much is that | floor NUM in one round and floor NUM in another how much together | NUM plus NUM plus NUM how many points | floors NUM are mine how many points | I have floors NUM how many points is that | which points for floors NUM | floors NUM what does that add up to | I built floors NUM how many points in total | what do floors NUM make in total | how many points are floors NUM together | NUM and NUM how many points in total | what is my total for floors NUM | PLAYER gets floor NUM and later floor NUM how much is that for her | floor NUM and later floor NUM how much is that | if she builds NUM and NUM how much | if I build floor NUM and floor NUM and then it falls what is my total | I build NUM and NUM then it falls on my next go what is my total | I build floors NUM and NUM and then it falls how many points do I have | NUM and NUM built then it collapses what is my total for the round

rules-babel-floor13--floor = { $several ->
    [yes] { $sum } points: each standing floor scores its number, floor 13 scores 18.
   *[no] { $top ->
        [yes] 18 points: 13 for floor 13 plus 5 bonus.
       *[no] { $high ->
            [yes] No floor { $n }: a round has at most 13 floors, and after floor 13 it ends.
           *[no] { $points ->
                [0] 18 points: 13 for floor 13 plus 5 bonus.
                [one] 1 point: a floor scores its number.
               *[other] { $has_named ->
                    [yes] { $points } points for floor { $floor }: { $named } would then have { $after }.
                   *[no] { $points } points: a floor scores its number; only floor 13 adds a bonus.
                }
            }
        }
    }
}
    .if = if I build floors NUM in one round how many points is that | floor NUM in one round and floor NUM in another how much together | if I manage NUM too how much does that add | what do I get on top for NUM | how much more for the NUM | what is floor NUM worth | what does floor NUM give | floor NUM points | what does NUM score | what do I get for NUM | what do I score for the NUM | builds the NUM what does she score | how many points is floor NUM | how many points is the NUM floor | how much do I get for floor NUM | points for the NUM floor | what does floor NUM score | what is the NUM floor worth | whoever builds the NUM and the NUM how many points | floors NUM and NUM how many points does he get

rules-babel-floor13--bonus = 5 bonus points: floor 13 scores 13 plus 5, 18 in all.
    .if = what is the bonus | how big is the bonus | how many bonus points | how much is the bonus | what bonus does floor 13 give

rules-babel-floor13--max = 13 floors at most: after floor 13 no cards are left and the round ends.
    .if = how high can the tower get | what is the highest floor | how many floors can a round have | maximum number of floors | how tall can it get | how many floors are there

rules-babel-first-opener--this-round = { $live ->
        [yes] { $this_why ->
            [floor2] { $starter } opened this round, round { $round }: { $starter } built floor 2 in round { $prev_round }.
            [nobody-floor2] { $starter } opened round { $round }: nobody built floor 2 in round { $prev_round }, so the next player clockwise who hadn't opened did.
            [already-opened] { $starter } opened round { $round }: floor 2's builder had opened already, so the next player clockwise who hadn't did.
            [youngest] { $starter } opened this round, round 1, as the youngest.
            [first] { $starter } opened round 1: nobody said who is youngest, so the first player named did.
           *[other] { $starter } opened this round, round { $round }.
        }
       *[no] The youngest opens round 1; every later round, whoever built floor 2 in the round before.
    }
    .if = who starts NOW | who opened NOW | who began NOW | who started NOW | why does she go first NOW | why does he start NOW | why is she opening NOW | how come they start NOW | why did he open NOW

rules-babel-next-opener--nobody = { $story_next ->
    [none] { $nobody_case ->
        [past] { $starter } opens round { $round }: nobody built floor 2 in round { $prev_round }, so the next player clockwise who hadn't opened does.
        [next] { $nobody_next } would open the next round: the next player clockwise who hasn't opened yet (the referee's decision).
       *[other] The next player clockwise who hasn't opened a round yet opens the next one (the referee's decision).
    }
   *[other] { $story_next } opens the next round: nobody built floor 2, so the next player clockwise after { $story_opener } does (the referee's decision).
}
    .if = what if nobody builds floor 2 | what if nobody built the second floor | the tower fell before floor 2 | the tower fell on floor 1 | nobody built floor 2 who opens | it fell before the second floor | it fell on floor 1 who opens now | knocked it over on floor one who opens now | floor 1 collapsed who opens the next round | it came down on floor one who opens | fell right at floor one who begins now | if it falls on floor NUM who starts the next round | it falls on floor one who starts the next round | falls on floor 1 who starts next round | what happens if it falls on floor 1 who opens | if nobody ever builds floor NUM does everyone still open once | if floor 2 never gets built does everyone still get to open | crashed while building floor NUM who opens the next round | PLAYER opened and it fell on PLAYER floor NUM before anyone built floor NUM who opens next | nobody completed floor two who should open the next round | PLAYER floor came down while building the second one who opens the next round

rules-babel-collapse--lose = No — you score nothing for this turn, but the points you scored before stay.
    .if = am I back to zero | do I go back to zero | is my score reset | does my score go to zero | do I lose my points | are my points gone | do I lose everything | do I lose all my points | are my earlier points lost | lose my score | is she left with nothing | is he left with nothing | does she end up with nothing | am I left with nothing | do I walk away with nothing | left with zero points | does he lose the points he made earlier | does he lose the NUM points from floor NUM | does PLAYER lose the points from earlier floors | does he lose the NUM points he made on floor NUM earlier | does she lose her earlier points | tower fell on floor NUM does he lose the points from before | does he lose what he scored before

rules-babel-collapse--keep = Yes — the points you scored before stay; only this turn scores nothing.
    .if = if it falls on me do I keep my points from before | do I keep what I had if it falls | do I keep my points even though it fell | do I keep my points | do I keep the points from earlier rounds | do my points stay | do earlier points count | does he still get his points from before | does she still get the points from earlier | does he keep the points from before | it all fell on his turn does he keep his earlier points | it came down on me do I keep what I had | she had NUM points before it fell does she keep them | her tower fell does she keep what she scored before | I built my floor fine and then the next player knocks it over do I keep my points | my floor stood and then it fell on the next player do I keep my points | do I still keep my points if the next one knocks it over | someone else knocks it over do I keep mine | my floor held and the next one wrecked it do my points stay

rules-babel-collapse--partial = Yes — anything falling counts as a collapse, even just part of the tower.
    .if = does a partial collapse count | is it a collapse if just the ceiling card slides off | does it count if only a bit falls | only part of the tower fell | if only a bit comes down does that count as a collapse | not all of it just a bit does it count | only some of it came down is that a collapse | does it count if not everything falls | half the tower fell is that a collapse | a piece fell off does that count | a part of the tower fell is that a collapse | is it still a collapse if only part comes down | counts as a collapse if just a bit falls | is that a collapse even if most of it stands | does that count as collapsing | is a partial fall a collapse | does it count as a collapse if only the top falls | does that count as a collapse | half of it fell is that a collapse | if half comes down is it a collapse | does it count as collapsed if one wall tips over | is it a collapse if one wall tips over | is it collapsed if only the ceiling slides off | does one wall falling count as a collapse | does the ceiling sliding off count as a collapse | counts as collapsed if only a wall falls | is it a collapse if the walls stand and only the ceiling slid off | does a wall tipping over count as a collapse | is that a collapse if just one card falls | if only the ceiling comes off is that a collapse | is one fallen wall a collapse | is a slipped ceiling a collapse | does it count as fallen if only the top comes off | has it collapsed if one wall fell | does it count as collapsed when only the ceiling slid down | only the top floor slid off is that a collapse | only the top floor slid off does that count as a collapse | the top ceiling fell off is that a collapse | the top ceiling fell off does that count as a collapse | the ceiling slid off is that a collapse | the ceiling slid off does that count as a collapse | only one wall fell is that a collapse | only one wall fell does that count as a collapse | just part of it fell is that a collapse | just part of it fell does that count as a collapse | only a card fell down is that a collapse | only a card fell down does that count as a collapse | one wall tipped over is that a collapse | one wall tipped over does that count as a collapse | only part of the tower fell is that a collapse | only part of the tower fell does that count as a collapse | the walls stand but the ceiling slid off is that a collapse | the walls stand but the ceiling slid off does that count as a collapse | is it still a collapse if a floor further down caves in | a lower floor collapses during my turn is that a collapse | does it count if a floor below mine falls | a floor further down gave way though my walls are fine is that a collapse | a lower floor gave way but the top still stands does that count as a collapse | the bottom floor caved in is that a collapse | the lowest floor broke but the rest stands is that a collapse

rules-babel-ceiling--two = No — exactly one ceiling card per turn.
    .if = can I take two ceiling cards | may I take more than one ceiling card | can I take NUM ceiling cards | can I use two ceiling cards | several ceiling cards | two ceiling cards at once | do I have to take all of them | do I have to put all of them on | NUM cards slid out do I have to use them all | must I take all NUM | can I keep the ones that slid out | can I pull NUM ceiling cards at once | may I draw NUM at once | can I take NUM at once | NUM ceiling cards in one go | can I grab NUM ceiling cards

rules-babel-ceiling--slid = Push the extra cards carefully back into the stack; you take only one.
    .if = what if more cards come out | what if two cards slide out | cards slid out what now | more cards came out what do I do | extra cards slid out what now | two cards came out with it what now | what do I do with the cards that slid out | ceiling cards slid out while pulling what now | ceiling cards slid out with it what do I do | what do I do with the extra ceiling cards | where do the extra cards go

rules-babel-ceiling--choose = Yes — pull any ceiling card you like from the stack.
    .if = can I choose which ceiling card | can I pick the ceiling card | can I take any ceiling card | may I choose the ceiling card | which ceiling card may I pull

rules-babel-cards--fold-ceiling = No — ceiling cards are never folded; only wall cards, along their line.
    .if = can I fold a ceiling card | may I fold the ceiling cards | can I bend the ceiling | fold the ceiling card | am I allowed to fold a ceiling card | folded the ceiling card flat again | the ceiling card bent so she folded it | folded a bent ceiling card back | can I fold a bent ceiling card straight | fold the ceiling card flat | creased the ceiling card flat again | it bent so I folded it flat | PLAYER folded a ceiling card is that allowed | PLAYER creased a ceiling card is that ok | he folded a ceiling card can he do that | she bent a ceiling card is that ok | someone folded a ceiling card is that legal | folded a ceiling card by accident | folded a ceiling card by mistake is that a problem | accidentally folded a ceiling card | bent a ceiling card by mistake | creased a ceiling card by accident is that bad

rules-babel-cards--fold-wall = Fold the wall cards, along their scored line; never the ceiling cards.
    .if = do I fold along the line | which side do I fold | fold with the line or without | which cards do I fold | do I fold the wall cards | what are wall cards | how do I fold the cards | where do I fold

rules-babel-first-floor--table = No — the first floor stands on the stack of ceiling cards, not on the table.
    .if = do we build on the table | does the first floor go on the table | can we build on the table

rules-babel-game-end--tie = { $live ->
    [yes] { $finished ->
        [yes] { $leaders_count ->
            [one] They share the win: a tie for the most points is a shared win (the referee's decision).
           *[other] They share the win: { $leaders } tied on { $best } points.
        }
       *[other] They share the win: a tie for the most points is a shared win (the referee's decision).
    }
   *[no] They share the win: a tie for the most points is a shared win (the referee's decision).
}
    .if = both end on NUM points who wins | two players end with NUM each who wins | tie at the end | what if everyone ties | what if there is a tie | what if two players have the same points | what if we tie | is a tie possible | who wins on a tie | same points at the end | a draw | if nobody scores anything who wins | everybody has zero who wins | what if no one scores at all | if it falls on the first floor every round who wins | all on zero points who wins

rules-babel-collapse--points = You score nothing for this turn; the points you scored before stay.
    .if = what happens to my points | what happens to the points | what about my points | do I get 0 | do I score anything | what do I get if it falls | what happens to the points if it falls on floor NUM | it falls on floor NUM | it collapsed on floor NUM | the tower fell at floor NUM

rules-babel-next-opener--round = { $opener_case ->
    [played] { $opener_why ->
        [floor2] { $opener } opens round { $opener_round }: { $opener } built floor 2 in the round before.
        [nobody-floor2] { $opener } opens round { $opener_round }: nobody built floor 2 before, so the next player clockwise who hadn't opened does.
        [already-opened] { $opener } opens round { $opener_round }: floor 2's builder had opened already, so the next player clockwise who hadn't does.
        [youngest] { $opener } opens round 1 as the youngest.
       *[first] { $opener } opens round 1: nobody said who is youngest, so the first player named does.
    }
    [next] { $opener_why ->
        [floor2] { $opener } opens round { $opener_round }: { $opener } built floor 2 in this round.
       *[other] { $opener } opens round { $opener_round }: floor 2's builder has opened already, so the next player clockwise who hasn't does.
    }
    [open] { $opener_why ->
        [either] { $opener } opens round { $opener_round } either way: as floor 2's builder, or next clockwise if it falls first.
       *[other] Floor 2 decides: if { $floor2_by } builds it, { $opener } opens round { $opener_round }; if the tower falls first, { $fallback } does.
    }
    [over] There is no round { $opener_round }: this table plays { $rounds_total } rounds, one per player.
   *[other] { $round_no ->
        [1] The youngest opens round 1; if nobody says who that is, the first player named.
       *[other] Whoever built floor 2 in the round before opens it. If nobody did, the next player clockwise who hasn't opened yet.
    }
}
    .if = who starts ROUND | who opens ROUND | who begins ROUND | who decides who starts ROUND | who goes first in ROUND | who will open ROUND | whose turn is it to open ROUND | who leads off ROUND | who opens ROUND then

rules-babel-floor13--limit = 13 floors at most: after floor 13 no cards are left and the round ends.
    .if = is there a limit to how high | how high can we build | is there a maximum height | how high may the tower get

rules-babel-floor13--top = 18 points: 13 for the top floor plus 5 bonus.
    .if = how much is the top floor worth | what does the top floor score | points for the top floor | how much is the top floor | what is the last floor worth

rules-babel-cards--walls = Two wall cards per turn, each folded along its line and stood up as a wall.
    .if = how many wall cards for one floor | how many wall cards per floor | wall cards in one floor | how many wall cards per turn | how many wall cards do I take | how many wall cards do I need | how many walls per floor

rules-babel-next-opener--builder = { $named_case ->
    [opens] Yes — { $named } opens round { $round }: { $this_why ->
        [floor2] { $named } built floor 2 in round { $prev_round }.
        [nobody-floor2] nobody built floor 2 in round { $prev_round }, so the next player clockwise who hadn't opened does.
        [already-opened] floor 2's builder had opened already, so the next player clockwise who hadn't does.
       *[other] whoever built floor 2 in the round before opens.
    }
    [not] No — { $starter } opens round { $round }, not { $named }: { $this_why ->
        [floor2] { $starter } built floor 2 in round { $prev_round }.
        [nobody-floor2] nobody built floor 2 in round { $prev_round }, so the next player clockwise who hadn't opened does.
        [already-opened] floor 2's builder had opened already, so the next player clockwise who hadn't does.
       *[other] whoever built floor 2 in the round before opens.
    }
   *[other] { $named } opens the next round as the builder of floor 2 — unless { $named } has opened one already.
}
    .if = if PLAYER builds floor 2 who opens the next round | PLAYER built floor 2 who starts next | does PLAYER open the next round | will PLAYER start the next round

## Facts of this table: $named_points, $named_floor, $gain and $after (the named player's points,
## the floor they build next or the floor asked about, its points, and their total with it),
## $builder and $built (who builds or built floor NUM: yes/past/no), $opener, $opener_case and
## $opener_why (who opens the round named and why), $starter, $this_why and $prev_round (this
## round's opener and why), $first (the first player named), $leaders and $best (who leads,
## with how many), $left and $rounds_total (rounds after this one, rounds in all).

rules-babel-next-opener--this-round = { $this_why ->
    [floor2] { $starter } opened this round, round { $round }: { $starter } built floor 2 in round { $prev_round }.
    [nobody-floor2] { $starter } opened round { $round }: nobody built floor 2 in round { $prev_round }, so the next player clockwise who hadn't opened did.
    [already-opened] { $starter } opened round { $round }: floor 2's builder had opened already, so the next player clockwise who hadn't did.
    [youngest] { $starter } opened this round, round 1, as the youngest.
    [first] { $starter } opened round 1: nobody said who is youngest, so the first player named did.
   *[other] Whoever built floor 2 in the round before opens a round; round 1, the youngest.
}
    .if = why does he start NOW | why is she opening NOW | how come they start NOW | why did he open NOW | why does she begin NOW | why is it him who opens NOW | why does she go first NOW

rules-babel-next-opener--penalty = Not so — whoever built floor 2 opens the next round, not whoever knocked the tower down.
    .if = PLAYER claims the one who knocks it down starts | penalty for knocking the tower down | is opening the next round a penalty for knocking it over | does the loser start the next round | the one who toppled it has to start as punishment | is it a punishment to open next

rules-babel-first-opener--nobody-said = { $first ->
    [none] The first player named: when nobody says who is youngest, the first name given opens round 1.
   *[other] { $first }, the first player named: when nobody says who is youngest, the first name given opens round 1.
}
    .if = no idea who is youngest who starts | not sure who is the youngest who opens | if nobody says the ages who opens | we forgot who is youngest | nobody said who is youngest | we don't know who is the youngest | if nobody says who is youngest who starts | nobody told you our ages | no one said anything about ages | without knowing the youngest who opens | we never said who is youngest | twins and nobody says who is youngest | nobody wants to say who is older | we are the same age who starts | they won't tell who is youngest | two of us are twins who begins | none of us wants to say our ages | nobody wants to tell their age | we won't say our ages who starts | nobody says their ages | nobody wants to say their ages who starts | we keep our ages secret who starts | nobody will tell their age who begins

rules-babel-scoring--named = { $named } has { $named_points ->
    [one] 1 point
   *[other] { $named_points } points
} so far.
    .if = PLAYER built a floor how many points does PLAYER have NOW | PLAYER points total | how many points has PLAYER got | what is PLAYER score | PLAYER score NOW | how much has PLAYER got NOW | how many points does PLAYER have NOW

rules-babel-scoring--named-total = { $named_floor ->
    [0] A standing floor scores its number; floor 13 scores 18.
   *[other] { $gain } points for floor { $named_floor }: { $named } would then have { $after }.
}
    .if = if PLAYER builds floor NUM what total does PLAYER reach | PLAYER builds the NUM what is her total then | total for PLAYER with floor NUM | if PLAYER floor stands | if PLAYER builds it how many points then | if PLAYER manages the floor | what does PLAYER get if it holds | if PLAYER floor holds what is his total | PLAYER total if the floor stands | what would PLAYER score if it stands | how many points does PLAYER get for the floor | how much would PLAYER have then | PLAYER is about to try a floor what does he get | if PLAYER makes it how many points | what would PLAYER total be | if PLAYER manages floor NUM how many points would he have then | how many would PLAYER have then | what if PLAYER makes floor NUM how many points then | what would PLAYER have then | if PLAYER gets the NUM how many does she have | PLAYER adds the next floor what total then | if PLAYER manages the next floor how many points in total | PLAYER makes the next floor what is her total then | how many points would PLAYER have in total then | if PLAYER gets his next floor up what is his score | PLAYER gets the next floor up what is his score then | if PLAYER next floor stands what is the score | what is PLAYER score if his next floor holds | if PLAYER gets her next floor up how many points

rules-babel-floor13--round-max = 96 points at most in one round: floors 1 to 12 make 78, and floor 13 adds 18.
    .if = most points in one round | how many points can one round give in total | maximum points per round | what is a whole tower worth | all floors together how many points | how many points are there in a full tower | the most a round can score | how many points if all NUM floors get built | all NUM floors in total how many points | a round with all NUM floors gives how many points | if all NUM floors are built what is the total | what is a complete tower worth | one person built every floor how much | what is a full tower worth | what would one person get for every floor | the NUM floors together are worth how much | all NUM floors together how many points | what are all NUM floors worth | points for all NUM floors added up | what do all floors add up to | the whole tower adds up to how many points | all floors of a round together | what are all NUM floors together worth in points | points for every floor of a round together | all the floors together worth how many points | how many points get handed out in total if the tower reaches the top | how many points in total that round if it gets to the top | total points in a full round | how many points are up for grabs in a round | how many points can be won in one round | if the tower gets all the way to the top how many points in total | all 13 floors stand how many points altogether

rules-babel-floor13--beyond = { $above ->
    [yes] No — there is no floor { $above_n }: a round has at most 13 floors, then no cards are left.
   *[no] { $several ->
        [yes] { $sum } points: each standing floor scores its number, floor 13 scores 18.
       *[no] { $top ->
            [yes] No — floor 13 is the top: no cards are left after it, and the round ends.
           *[other] Floors go up to 13: floor { $n } scores { $points }, and after floor 13 the round ends.
        }
    }
}
    .if = what if someone builds floor NUM on top | can the next player stack a NUM floor on top | can he build a NUM floor with spare cards | someone reports floor NUM | what if somebody reports floor NUM | what does the referee say to floor NUM | is there a floor NUM at all | can the tower have NUM floors | build floor NUM above the top | can the tower reach floor NUM | what if I want floor NUM | can we put a NUM on top | after NUM floors can we add a NUM | can we add one more floor on top after NUM | may we stack a NUM floor on | after NUM floors can we build a NUM | if we had cards left could we build a NUM floor | with spare cards could we build floor NUM | could we go on to floor NUM with extra cards | is a NUM floor allowed | is there a NUM floor | is there a NUM floor if we still have cards | can we build a NUM if cards are left | is there a NUM floor if we have cards left | does the next player go on to NUM | wants to put one more on top can he | PLAYER just did NUM and PLAYER wants to put one more on top is that ok | after NUM can someone add another one | NUM is done can the next one build on | one more on top of NUM | do we carry on with a NUM floor | do we keep going and try a NUM | do we keep going higher | can we go higher than NUM | can you build a NUM floor | can you also build a NUM floor if you dare | do we go on to a NUM floor | we got all NUM up do we try a NUM | does a NUM floor score | we reach NUM do we keep building higher

rules-babel-round-end--floor13 = { $top ->
    [yes] Yes — after floor 13 no cards are left, so the round ends even though nothing fell.
   *[no] A round ends only after floor 13, when no cards are left, or as soon as anything falls.
}
    .if = does floor NUM end the round even if nothing fell | does floor NUM end the round | does the round end after floor NUM | is the round over after NUM | is the round over after the top floor | does the round end when the tower is finished | does the round stop at the top floor

rules-babel-round-end--at-once = Yes — as soon as anything falls, even one floor, the round is over at once.
    .if = if PLAYER floor NUM falls does the round end | does PLAYER still get to try NUM after it falls | does the next player still get a try after a collapse | does the round end or does PLAYER still build | is the round over when it falls | is the round over right away after a collapse | does the round end at once if part falls | is the round over if only one floor falls | does a collapse end the round | does the round stop when the tower falls

rules-babel-round-end--rebuild = No — after a collapse the round ends: sort the cards into two stacks and start the next round.
    .if = keep building after it falls | build on the rest | do we keep building after a collapse | build on what is left | do we continue on the rest | can we rebuild after it falls | do we carry on with what remains | keep going on the remaining tower | do we keep going on this tower | can we keep building after floor NUM | the tower is complete do we carry on | do we carry on building on top | keep building on the finished tower | do we go on with the same tower | do we shuffle the cards between rounds | shuffle the cards after a round | do we mix the cards | between rounds do we shuffle | does the round keep going | does the round go on anyway | can the next player just keep building | does the next person try floor NUM again | does the next player continue | is the round finished or does the next player continue building | the round keeps going after it falls | does the next one just build on | is the round over or does the next player go on

rules-babel-collapse--still-score = No — anything falling is a collapse: no points for this turn, and the round ends.
    .if = a wall fell before the ceiling was on do I score | do I still score the floor | does my floor still count | do I get points for the floor if a wall fell | a wall fell do I still score the floor | do I still keep the floor points | does the floor count if a wall falls | the ceiling is on but a wall fell do I score | a wall tipped over while putting the ceiling on do I get the points | one wall tipped over but the rest stands do I still get the points | the floor was basically done does she get her points | a wall fell while lowering the ceiling does he score | do I still get the points | does she still get the points for the floor | should he get his points anyway | wall went over as the ceiling went on do I score | does PLAYER still get NUM points | does he still get the NUM points | does PLAYER still get the points for floor NUM | only partly slipped does he still score | most of it is still standing does he score | it only partly slipped does he still get the points | does my floor count | does my floor count if a wall tipped over | one of my walls fell does my floor count | a wall tipped over the rest stayed up does it count | does the floor still count for me | do I get my points if one wall fell | do I get points if half the tower falls | any points if only part of it falls | points if just half comes down | do I score if only the top falls | one wall tipped over do I still score | a wall fell do I still score | the rest stands do I still score | everything else stands do I still get points | only one wall fell do I get my points | only part fell do I still score | only the ceiling slid off do I still get the points | the walls still stand do I score | do I still score if only a wall fell | do I still score | does he still score | does she still score | only the top floor slid off do I still score | only the top floor slid off does my floor still count | the top ceiling fell off do I still score | the top ceiling fell off does my floor still count | the ceiling slid off do I still score | the ceiling slid off does my floor still count | only one wall fell do I still score | only one wall fell does my floor still count | just part of it fell do I still score | just part of it fell does my floor still count | only a card fell down do I still score | only a card fell down does my floor still count | one wall tipped over does my floor still count | only part of the tower fell do I still score | only part of the tower fell does my floor still count | the walls stand but the ceiling slid off do I still score | the walls stand but the ceiling slid off does my floor still count | does she get her points | does he get his points | do I get my points | the top half came down does she get her points | part of it came down does she get her points | if it falls do I still get points for that floor | does the opener get anything if it falls on floor NUM | it fell on floor NUM does she get anything for it | it fell on the very first card does the opener get anything

rules-babel-collapse--nothing-fell = Not a collapse — nothing fell, so the floor stands and counts; a shifted card is fine.
    .if = is wobbling a collapse | does it count as a collapse if it wobbles | the stack shifted but nothing fell | it wobbled but nothing fell | is it a collapse if nothing fell | it slipped but didn't fall | does wobbling count | the tower wobbled but stands | it moved but still stands | it moved a bit but nothing fell is that fine

rules-babel-collapse--leader = { $last_round ->
    [yes] { $leaders_count ->
        [one] { $leaders } would win with { $best ->
            [one] 1 point
           *[other] { $best } points
        }: it's the last round, and nobody's points change.
       *[other] { $leaders } would share the win on { $best } points: it's the last round, and nobody's points change.
    }
   *[other] If it falls, nobody's points change: { $leaders } would lead with { $best ->
        [one] 1 point
       *[other] { $best } points
    }.
}
    .if = if it falls who is ahead | who leads if the tower falls | if PLAYER floor comes down who is ahead | who would be ahead after a collapse | who leads then if it collapses | if PLAYER knocks it over who leads | who wins if PLAYER wrecks it now | if it falls now who wins | who would win if it collapsed now | who has won if it falls now | if PLAYER knocks it over on the first floor who wins

rules-babel-turn--twice = No — each turn is one floor, then the next player clockwise builds.
    .if = can PLAYER build a floor for someone else | can PLAYER take another player's turn | can someone else take my turn | can I go twice | can I take my turn twice | two turns in a row | can I build two floors in a row | may I build for someone else | can someone build for me | can I take an extra turn | twice in a row

rules-babel-turn--builder = { $high ->
    [yes] There is no floor { $n }: a round has at most 13 floors.
   *[no] { $built ->
    [yes] { $builder } built floor { $floor }: { $gain } points.
    [past] { $builder } built floor { $floor } last round: { $gain } points.
   *[no] { $builder ->
        [none] Turns go clockwise from the round's opener, one floor each.
       *[other] { $builder }, if the tower stands until then: turns go clockwise, one floor each.
    }
}
}
    .if = who builds floor NUM | who would build floor NUM | who gets floor NUM | who does floor NUM | whose turn is floor NUM | who will be building floor NUM | who built floor NUM | who did the NUM floor | if PLAYER floor holds who builds floor NUM | who builds floor NUM after PLAYER | who does floor NUM if it stands | who is on floor NUM | who would do floor NUM if PLAYER floor stands | who builds the NUM

rules-babel-first-floor--walls-table = No — the first walls stand on the stack of ceiling cards, not on the table.
    .if = do the first walls go on the table | put the first walls on the table | does the bottom floor go on the table | straight on the table | the first walls on the table | does floor one stand on the table

rules-babel-collapse--walls-hold = Yes — the walls must not fall while you lay the ceiling on; if one does, it's a collapse.
    .if = do the walls have to stand while I put the ceiling on | must the walls stay up when I lay the ceiling | do the walls have to survive the ceiling | is there anything I must not do when laying the ceiling | anything not allowed when laying the ceiling | what is not allowed when I put the ceiling on

rules-babel-cards--tell = By the line: wall cards have a scored line to fold along; ceiling cards are plain.
    .if = how do I tell the wall cards | how do I recognise wall cards | which cards become walls | how do I know which cards are walls | how can you tell the cards apart | what do wall cards look like

rules-babel-ceiling--middle = Yes — any ceiling card from the stack, from the middle too; just one per turn.
    .if = can I take a card from the middle of the stack | pull one out of the middle | does it matter which card | any card from the stack | does it have to be the top card | from the middle instead of the top | can I draw any ceiling card

rules-babel-tips--ceiling-card = Pull a ceiling card that sits loosely, slowly and gently, rather than tugging at a stuck one.
    .if = how do I pull the ceiling card out | pull out the ceiling card without shaking | how to pull a card out gently | best way to draw a ceiling card | getting the ceiling card out without wrecking | tips for pulling a ceiling card | the ceiling pile shakes when I pull a card | the stack wobbles when I pull a card out | any trick for pulling ceiling cards | the ceiling stack shakes any trick | how do I stop the stack from shaking | the stack wobbles when I draw

rules-babel-tips--walls = Not a rule, but it helps: stand the walls near the middle and evenly, folded sharp and straight.
    .if = how do I keep the walls from leaning | where should the walls stand | must the walls be in the middle | how do I place the walls | the walls lean | tips for the walls | how do I stand the walls | do the walls have to be in the middle | must the walls go in the middle | walls in the middle | where is the best place for the walls | should the walls be in the centre

rules-babel-tips--stop = You can't stop: every turn builds a floor, and high floors score most, so a careful try is worth it.
    .if = should I stop building early | is it smart to stop when the tower is high | can I stop building | should I play it safe | is it worth trying the high floors | can I skip building when it gets high

rules-babel-rounds--left = { $rounds_total ->
    [0] As many rounds as players: each player opens one.
   *[other] { $left ->
        [0] None — this is the last round, round { $round } of { $rounds_total }.
        [one] 1 more after this one: this is round { $round } of { $rounds_total }.
       *[other] { $left } more after this one: this is round { $round } of { $rounds_total }.
    }
}
    .if = how many rounds are left | how many rounds after this one | rounds to go | how many rounds remain

rules-babel-game-end--leader = { $leaders_count ->
    [0] The most points after the last round win.
   *[other] { $leaders } { $leaders_count ->
        [one] leads
       *[other] lead
    } with { $best ->
        [one] 1 point
       *[other] { $best } points
    }.
}
    .if = who is ahead | who is leading | who is winning | who has the highest points | who leads on points | who is in front | who is in the lead NOW

rules-babel-game-end--most = Yes — after the last round the most points win, and the game ends there.
    .if = does the one with the most points win | does the most points win | does the leader win at the end | do the most points take it

rules-babel-next-opener--next = { $next_opener_case ->
    [next] { $next_opener } opens the next round: { $next_opener_why ->
        [floor2] { $next_opener } built floor 2 in this round.
       *[other] floor 2's builder has opened already, so the next player clockwise who hasn't does.
    }
    [open] { $next_opener_why ->
        [either] { $next_opener } opens the next round either way: as floor 2's builder, or next clockwise if it falls first.
       *[other] Floor 2 decides: if { $next_floor2_by } builds it, { $next_opener } opens next; if the tower falls first, { $next_fallback } does.
    }
    [over] No round follows: this is the last one.
   *[other] Whoever built floor 2 in the round just played opens the next round.
}
    .if = who starts after NOW | who opens after NOW | who starts the next round NOW | who opens the next round NOW | if it falls NOW who starts the next round | who opens next round if the tower falls NOW | who begins the next round NOW

rules-babel-round-end--cards-out = The round ends: after floor 13 no cards are left, so the next round begins.
    .if = what if we run out of cards | what happens when the cards run out | no cards left | the ceiling stack is used up | the ceiling stack is empty | what happens once the ceiling stack is used up | when the stack is empty | what happens once the cards are used up | out of ceiling cards | the pile runs out | no ceiling cards left | what if the ceiling cards run out

rules-babel-collapse--wall-falls = No — no wall may fall while you lay the ceiling on; if one does, it's a collapse.
    .if = can the walls fall while putting the ceiling on | may a wall fall when I place the ceiling | is it ok if a wall tips over while laying the ceiling | may a wall topple when the ceiling goes on | is a wall allowed to fall | can a wall tip over when the ceiling goes on | is a fallen wall ok while the ceiling holds | can a wall fall over as long as the ceiling stays | is it fine if a wall tips as long as the ceiling stays on | may one wall fall while the ceiling still holds

rules-babel-ceiling--keep-extra = No — push the extra cards back into the stack; you keep only the one you pulled.
    .if = two cards came out and PLAYER kept both is that legal | used the extra card as a ceiling too | kept the extra card that slid out | two more slid out with it do I have to put them all on | others slid out with it can I keep the one I like | more slid out along with it can I choose one of them | do I have to put all of them on | can I keep whichever one I like best | can I pick the best of the cards that slid out | may I choose among the cards that came out | do I use all the cards that slid out | can I keep the extra cards | do I lay all of them on | can I keep one of the others instead | I pulled one and others came along which do I keep | do I keep them | can I keep them | do I keep the extra ones | save the extra card for my next turn | do I have to use them | NUM more slid out do I keep them | I grabbed NUM and put both on is that ok | put both on is that fine | can I keep it for my next turn | may I keep them for my next go | I pulled a ceiling card and more slid out with it do I keep them | I pulled a ceiling card and more slid out with it do I have to put all of them on | I pulled a ceiling card and more slid out with it can I keep one for my next turn | I pulled a ceiling card and more slid out with it can I use both | extra ceiling cards slid out while pulling do I keep them | extra ceiling cards slid out while pulling do I have to put all of them on | extra ceiling cards slid out while pulling can I keep one for my next turn | extra ceiling cards slid out while pulling can I use both | two more ceiling cards came out with it do I keep them | two more ceiling cards came out with it do I have to put all of them on | two more ceiling cards came out with it can I keep one for my next turn | two more ceiling cards came out with it can I use both

rules-babel-game-end--extra-round = { $rounds_total ->
    [0] No — you play as many rounds as players, never an extra one.
   *[other] { $left ->
        [0] No — the game is over after { $rounds_total } rounds: one per player, no extra rounds.
       *[other] Not an extra one: the game has { $rounds_total } rounds, one per player; { $left } still to come.
    }
}
    .if = can we play one more round after the last | one more round so she can catch up | can we add a round at the end | do we play another round after that | she wants to play a third round to catch up | is there an extra round at the end | can we play a revenge round | can we tack on one more round | wants another round so she can catch up | or do we add a round | can we add one more round so it's fair | we just finished round NUM do we play another | can we add rounds | can we play more rounds than players | can we add an extra round | can we do one more round after the last | do we do another round after the last one

rules-babel-round-end--not-game = { $last_round ->
    [yes] Yes — this is the last round, so a collapse ends the game too: the most points win.
   *[other] No — only the round ends; the game goes on with the next round until every player has opened one.
}
    .if = is the game over when the tower falls | does the game end when it collapses | is it game over if it falls | does a collapse end the whole game | is everything over when the tower falls | does the whole game stop when it falls | does a collapse now finish the game | is the game over if it falls now | if PLAYER knocks it over now is the game over | is that the end of the game if it falls

rules-babel-floor13--bonus-yes = { $lower ->
    [0] Yes — floor 13 scores 5 bonus points on top: 18 in all.
   *[other] No — only floor 13 gets a bonus; floor { $lower } scores just { $lower }.
}
    .if = is there a bonus | do you get extra points for the top floor | is there a bonus for the top floor | extra points for the top floor | any bonus for finishing the tower | does the top floor give extra | bonus for finishing the tower | anything extra for the last floor | is there a bonus for floor NUM | do I get something extra for floor NUM | do I get anything extra for the NUM floor | any extra points for floor NUM | extra points for floor NUM | is there a bonus for getting the tower all the way up | a bonus if the tower gets all the way up | is there some bonus for reaching the top | does the NUM floor give something extra | is there a bonus at floor NUM

rules-babel-turn--claim = { $claim ->
    [yes] Yes — floor { $next_floor } is the one being built now.
    [no] No — floor { $next_floor } is next, not floor { $n }.
    [over] No — the game is over; no floor is built any more.
    [turn] No — it's { $turn_player }'s turn, floor { $next_floor }; I don't take a report for someone else.
   *[other] The floor being built is always one above the floors standing.
}
    .if = PLAYER says she is building floor NUM now is that right | PLAYER says he builds floor NUM NOW | is it floor NUM NOW | are we on floor NUM NOW | PLAYER claims it is floor NUM | is PLAYER building the NUM NOW | PLAYER thinks she is on floor NUM is that right | is floor NUM next | PLAYER swears he just put up floor NUM | PLAYER says he just built floor NUM does that count | PLAYER says she built floor NUM does that count | PLAYER claims floor NUM although only NUM floors stand | only NUM floors are standing does that count | PLAYER says he did floor NUM

rules-babel-next-opener--claim = { $claim_case ->
    [named] No — { $claim_opener } opens: whoever built floor 2 in the round before opens, not the leader or the youngest.
   *[other] No — whoever built floor 2 in the round before opens; the youngest opens only round 1.
}
    .if = PLAYER says since she has the most points she opens the round is that right | the leader opens the round right | does the one with the most points start the round | PLAYER is the youngest and wants to start but PLAYER built floor 2 who starts | PLAYER says he is youngest so he starts | does the youngest open every round | PLAYER built the second floor last round but PLAYER wants to start | can the leader choose to open

rules-babel-rounds--check = { $rounds_match ->
    [yes] Yes — { $count } players play { $count } rounds, one per player.
    [no] No — { $count } players play { $count } rounds, one per player.
   *[other] As many rounds as players: each player opens one.
}
    .if = do COUNT players play NUM rounds | with COUNT do we play NUM rounds | is it NUM rounds with COUNT | so with COUNT it is NUM rounds | do we play NUM rounds if we are COUNT | COUNT of us means NUM rounds right | COUNT players means NUM rounds right | COUNT means NUM rounds | just NUM rounds with COUNT right | is it NUM rounds if COUNT | NUM rounds for COUNT right | COUNT players just NUM rounds | COUNT of us so NUM rounds | so COUNT of us means NUM rounds | COUNT of us so NUM rounds that will take ages | COUNT people so NUM rounds then | we are COUNT so NUM rounds | COUNT of us means NUM rounds claimcheck | COUNT players means NUM rounds claimcheck | just NUM rounds with COUNT claimcheck | NUM rounds for COUNT claimcheck | with COUNT do we play just NUM round | is it only NUM round with COUNT | do COUNT players play only a single round | COUNT of us just NUM round

rules-babel-cards--fold-wall-yes = Yes — fold each wall card along its scored line before standing it up; ceiling cards never.
    .if = do the wall cards get folded | are the wall cards folded first | do we fold the wall cards beforehand | must I fold the wall cards | do wall cards have to be folded | are wall cards folded before building | do I have to fold both walls | gotta fold both wall cards | must I fold both wall cards | do both walls get folded | are both wall cards folded | do I fold both of them

rules-babel-cards--unfolded = No — fold every wall card along its line and stand it up as a wall; leaning flat cards doesn't count.
    .if = PLAYER didn't fold the wall cards just leaned them is that allowed | can I lean the wall cards without folding | may the wall cards stay unfolded | can I use the wall cards flat | is it ok not to fold the walls | leaning unfolded cards together is that fine | didn't fold the wall cards just leaned them together is that allowed | didn't fold them at all is that ok

rules-babel-rounds--last = { $rounds_total ->
    [0] The last round is the one the last player opens: as many rounds as players.
   *[other] { $left ->
        [0] Yes — this is the last round, round { $round } of { $rounds_total }.
       *[other] No — this is round { $round } of { $rounds_total }; { $left } more to come.
    }
}
    .if = is this the last round | are we in the last round | is it the final round NOW | last round already | is this round the final one | are we on the last round NOW

rules-babel-cards--ceiling-as-wall = No — a ceiling card never becomes a wall; walls are folded wall cards only.
    .if = can I use a ceiling card as a wall | the ceiling card came out bent can I use it as a wall | may a bent ceiling card be a wall | use a creased ceiling card for the walls | can a ceiling card stand as a wall | can I lay a wall card flat as a ceiling | can a wall card be a ceiling | use a wall card as the ceiling | no ceiling cards left can I use a wall card

## Round 3 facts: turn order, passing, cards per floor, later floors, carry-over, each opens once,
## the end, stopping early, reports, score keeping. $lower: the highest floor below 13 the
## question names (0: none).

rules-babel-turn--clockwise = Clockwise: after your floor, the player on your left builds the next one.
    .if = which way do turns go | which direction do we play | clockwise or counterclockwise | left or right | which way round do we go | in which direction does it go | does it go to the left | is it clockwise | what order do we go in | do we go around to the left | who goes after me | in what order do we take turns | whose turn after mine | anticlockwise or clockwise | which way does the turn pass

rules-babel-turn--skip = No — you can't pass: every turn you build one floor, however wobbly the tower looks.
    .if = can I skip my turn | can I pass | can I pass my turn | may I sit out a turn | do I have to build | can I skip building | is it ok to pass | can I just not build | must I take my turn | can I sit this one out | skip my turn because it wobbles | can I refuse to build | can I leave my turn out | may I pass when it looks wobbly | can I let the next player go instead

rules-babel-turn--together = No — each floor is one player's turn: you build your own floor alone.
    .if = can two of us build one floor together | can we build a floor together | may I help with his floor | can another player hold the walls for me | can someone hold the tower while I build | team up on a floor | build together | can two people build at once | can my partner help me build | may we build as a team

rules-babel-turn--yourself = Yourself — the builder stands both walls and lays the ceiling card; nobody else helps.
    .if = do I have to lay the ceiling myself | who lays the ceiling card | does the builder lay the ceiling | can someone else put my ceiling on | can someone help me lay the ceiling | who puts the ceiling card on | do I place the ceiling card myself | can somebody help me with the ceiling | who stands the walls

rules-babel-cards--per-floor = Three: two folded wall cards and one ceiling card on top.
    .if = how many cards for one floor | how many cards per floor | how many cards do I use for a floor | how many cards in one floor | how many cards per turn | how many cards does a floor take | how many cards in total for a floor | what does one floor need | how many cards does one storey use | cards per floor | which cards make a floor | what cards do I need for a floor

rules-babel-cards--more-walls = No — exactly two wall cards per floor, with one ceiling card on them.
    .if = can I use NUM walls | can I use NUM wall cards | can I use three walls | can I take more wall cards | an extra wall for stability | may I add a third wall | can I use more than two wall cards | three wall cards for one floor | four walls | extra wall card | more walls so it is more stable | can I put in another wall | a third wall card to make it steadier | can I add a wall | can I use just one wall

rules-babel-cards--line = It's the fold line of the wall cards: fold along it and stand the card up as a wall.
    .if = what is the line on the cards for | what is the line for | why do some cards have a line | what does the groove mean | what is the scored line for | what is the crease for | why is there a line on some cards | what are the lines on the cards | the cards with the line what are they for | what does the line do

rules-babel-cards--ceiling-line = No — ceiling cards are plain, with no line: they're never folded.
    .if = do the ceiling cards have a line | is there a line on the ceiling cards | do the ceiling cards have a groove | are the ceiling cards scored too | do ceiling cards have a fold line | do the ceiling cards have a fold line too | is there a crease on the ceiling cards | are ceiling cards lined

rules-babel-first-floor--later = { $floor ->
    [1] On the stack of ceiling cards: floor 1 stands right on it.
   *[other] On the ceiling of the floor below: only floor 1 stands on the ceiling-card stack.
}
    .if = where do the walls for floor NUM go | where do I stand my walls for floor NUM | where does floor NUM stand | what does floor NUM stand on | where do I put floor NUM | does the second floor sit on the ceiling of the first | does the second floor go on the first | where do later floors go | where does the next floor go | does each floor stand on the ceiling below | do I build on the ceiling of the last floor | where do the walls go for the next floor | do the walls go on the ceiling below | what do the higher floors stand on | on top of the floor below | where does floor NUM get built | where is floor NUM built | where does floor NUM go | where do I build floor NUM | on what does floor NUM go | where does the NUM floor go

rules-babel-floor13--only-top = { $lower ->
    [0] { $top ->
        [yes] Yes — only floor 13 gets a bonus: 5 points on top of its 13, 18 in all.
       *[no] Only floor 13 gets a bonus: 5 points on top of its 13, 18 in all.
    }
   *[other] No — only floor 13 gets a bonus; floor { $lower } scores just { $lower }.
}
    .if = does floor NUM get a bonus too | is there a bonus for floor NUM too | does floor NUM also get extra | bonus for floor NUM as well | floor NUM gets extra too | is the bonus only for floor 13 | only the top floor gets a bonus | does floor NUM give bonus points as well | does the NUM floor give any bonus points

rules-babel-scoring--carry = Yes — they carry over: points add up over all rounds, nobody goes back to zero.
    .if = do points carry over | do points carry over between rounds | do points add up over the rounds | do points count across rounds | is the score kept between rounds | are the points added up over the game | do the points from round one still count | do my points from round one carry over into round two | do the points carry into the next round | are the points added up at the end | do we add up all rounds | do all the rounds count together | is it the total over all rounds

rules-babel-rounds--open-once = Once each: { $count } players play { $count } rounds, and every player opens one.
    .if = how often does each person open a round | does each player start a round | does everyone get to start a round | how many rounds does each player open | does every player get a round to open | does everyone get a turn to start | do we all get to open once

rules-babel-game-end--after-last = The game ends: whoever has the most points wins, and a tie is a shared win.
    .if = what happens after the last round | what comes after the final round | after the last round what now | what then after the last round | when the last round is over | what happens when all rounds are over | the last round is done what now | what happens at the end of the last round | after the final round | once all rounds are done

rules-babel-game-end--last-collapse = { $live ->
    [yes] { $finished ->
        [yes] The game is over: { $leaders } { $leaders_count ->
            [one] won
           *[other] share the win
        } with { $best ->
            [one] 1 point
           *[other] { $best } points
        }.
       *[other] Then the game is over too: the last round ends, and the most points win.
    }
   *[no] Then the game is over too: the last round ends, and the most points win.
}
    .if = what if the tower falls in the last round | the tower falls in the final round | if it collapses in the last round | it fell in the last round what now | a collapse in the last round | what happens if it falls in the final round | does the game end if it falls in the last round | the tower collapses in the very last round | falls during the last round

rules-babel-variants--early = Yes — if you all agree, end the game early (“end the game”); the points so far decide.
    .if = can we stop early | can we stop after NUM rounds | we can only play NUM rounds tonight | can we end before the last round | can we quit early | can we finish early | we have to leave early can we stop | can we play fewer rounds | only two rounds tonight | stop after two rounds | can we call it early | can we end the game now | we want to stop can we | do we have to play all the rounds | must we play every round | can we just call it after NUM rounds | call it a night after NUM rounds | we're tired can we stop | can we stop now and count the points | can we call it now

rules-babel-variants--shorter = There's no official short version: agree to end early, and the points so far decide.
    .if = is there a shorter version | a quick version | a short game | is there a faster way to play | can we play a shorter game | short variant | quick game | is there a mini version | is there a quick variant | a shorter way to play | can we make it shorter | is there a speed version

rules-babel-conduct--wrong-report = A report that doesn't fit isn't written down: I ask back, and “undo” takes back the last one.
    .if = what if I tell you the wrong floor | what if I report the wrong floor | what if I say the wrong floor number | I said the wrong number by mistake | wrong floor number reported | what if someone reports the wrong player | what if I make a mistake reporting | what if the report is wrong | what if I get the floor wrong | I told you the wrong floor | I reported the wrong thing | can I correct a report | I made a mistake what now | wrong number by mistake | someone says they built floor NUM but we're only on NUM | someone claims floor NUM but we are on NUM | PLAYER says she did floor NUM but that's wrong who's right | someone calls out the wrong floor | what if a player says the wrong floor

rules-babel-conduct--touch = Carefully, if you must — but if anything falls while you touch it, that's a collapse on your turn.
    .if = can I fix a wall | may I straighten a wall | can I adjust the walls below | can I touch the tower to fix it | may I push a leaning wall back | can I correct a lower floor | can I straighten the tower | is it allowed to touch the tower | can I fix a leaning wall | can I fix a wall on a lower floor | can I touch the lower floors | may I hold the tower | can I steady the tower with my hand | can I push the wall straight

rules-babel-setup--score = On paper, or by me: report each floor and I keep everyone's score.
    .if = how do we keep score | who keeps score | do we need paper | do we write down the points | where do we note the score | do I need a score sheet | who writes the points down | do we need pen and paper | who counts the score | do we have to write the points | keep track of the points | what else do we need | what do we need besides the cards | apart from the stacks what do we need | anything else we need besides the cards | do we need anything apart from the two stacks | what else do I need to play | will you keep score for us | can you count the points for us

rules-babel-players--min = { $too_few ->
    [yes] No — at least { $min }: Turmbau zu Babel takes { $min } to { $max } players.
   *[no] At least 2 — Turmbau zu Babel takes 2 to 8 players.
}
    .if = fewest players | what is the fewest players | how many do you need at least | minimum number of players | least number of players | how few can play | how many players at least | how many people do we need | what's the minimum | how many do we need to play | can I play alone | can one person play | smallest number of players | fewest people you need

rules-babel-players--max = At most 8 — Turmbau zu Babel takes 2 to 8 players.
    .if = maximum players | how many ppl max | is NUM the maximum | so NUM is the max | is NUM the most | most players | what is the max number of players | how many people max | is the limit NUM players | is NUM players the limit | max number of people

rules-babel-collapse--named-lose = No — { $named } keeps the { $named_points ->
    [0] points already scored
    [one] 1 point already scored
   *[other] { $named_points } points already scored
}; only the turn that falls scores nothing.
    .if = does PLAYER lose his NUM points | does PLAYER lose her NUM points | does PLAYER lose his points | does PLAYER lose her points | does PLAYER lose the points for floor NUM | are PLAYER points gone | does PLAYER lose what he built | does PLAYER lose the NUM points | PLAYER built floor NUM before does he lose it | does PLAYER get his points taken away | is PLAYER back to zero | does PLAYER lose anything | has PLAYER got zero points now | is PLAYER at zero now | does PLAYER have zero points now | PLAYER knocked it over on floor NUM does he have zero now

rules-babel-collapse--named-keep = Yes — { $named } keeps the points already scored; only the turn that falls scores nothing.
    .if = does PLAYER keep his NUM points | does PLAYER keep her NUM points | does PLAYER keep his points | does PLAYER keep her points | does PLAYER keep the points for floor NUM | does PLAYER still have his points | PLAYER built floor NUM and then it fell does he keep them | does PLAYER keep the NUM points | PLAYER keeps his points right | do PLAYER points stay | PLAYER wrecks the tower does she keep the NUM points | if PLAYER knocks it over does she keep her points | does she keep the NUM points she already has | if PLAYER wrecks it does he keep what he has | PLAYER brings it down does she keep her NUM points | if PLAYER collapses it does PLAYER keep his points from before | PLAYER floor collapses does he keep the points from before | PLAYER brings it down does he keep his earlier points | does PLAYER keep what he scored before the collapse | one floor stands then PLAYER collapses does PLAYER keep his earlier points | PLAYER floor stood and then it collapsed on PLAYER does she keep her points | PLAYER floor stands then PLAYER collapses does he keep his points from before | it collapses on PLAYER does she keep her points from before | does PLAYER keep the points from before if it collapses on him | PLAYER collapses does PLAYER keep the points from earlier | PLAYER floor stands and then PLAYER collapses does PLAYER keep his points | the floor of PLAYER stands then it collapses on PLAYER does she keep her points

rules-babel-scoring--each = { $each } points, floor by floor: each floor scores its number, floor 13 scores 18.
    .if = what are floors NUM worth each | how much is each of floors NUM | what does each of floors NUM score | floors NUM each how many points | points for each of floors NUM | what is each of floors NUM worth | floors NUM what is each one worth | how many points each for floors NUM | one by one what are floors NUM worth | what is floor NUM worth compared to floor NUM | floor NUM compared to floor NUM | NUM versus NUM how many points each | floor NUM against floor NUM | what do floors NUM and NUM give each | NUM or NUM which is worth more

rules-babel-collapse--first-floor = Nobody — no floor stood, so this round scores nothing, and it ends at once.
    .if = the tower fell on floor 1 who gets points | it fell on the first floor who scores | it fell right at the start who gets points this round | the first floor collapsed who gets points | who scores this round if it fell on the first floor | fell on floor one who scores this round | it fell at the start does the round score | the first floor fell who scores | no floor stood does the round score | floor 1 fell do any points count this round

rules-babel-collapse--no-points = No — a turn that falls scores nothing; points from before stay.
    .if = do you get points if the tower falls | do I get points if it collapses | does a fallen floor score | any points if it falls | do u get pts if ur floor falls | do I get anything if it falls | does it score if it falls | do I still get points when it collapses | is there anything for a floor that falls | do you score when your floor falls | a collapse during floor NUM how many points | it falls during floor NUM how many points does the builder get | how many points for floor NUM if it falls | does floor NUM score if it collapses | what does the builder get if it falls on floor NUM | if it falls while someone builds floor NUM what do they get | how many points if it collapses on floor NUM

rules-babel-ceiling--pushed-back = Yes — pushing the extra cards back into the stack is right; you keep only the one you pulled.
    .if = pushed them back is that fine | he pushed the extra cards back in ok | I pushed them back into the stack is that right | slid out and he pushed them back allowed | put the extra cards back into the stack fine | pushed the others back in | others came out and I put them back is that ok | he slid them back in is that allowed

rules-babel-first-opener--youngest-named = { $named } — the youngest opens round 1.
    .if = if PLAYER is the youngest who starts | PLAYER is the youngest who goes first | suppose PLAYER is youngest who opens | PLAYER is youngest does she start | PLAYER is the youngest so who begins | if PLAYER is youngest who opens round one | say PLAYER is the youngest who starts then | PLAYER is the youngest here who goes first

rules-babel-next-opener--named = { $named_opens ->
    [yes] Yes — { $named } opens: whoever built floor 2 in the round before opens.
    [no] No — { $claim_opener } opens: whoever built floor 2 in the round before opens.
   *[other] Whoever built floor 2 in the round before opens the next round.
}
    .if = does PLAYER open the new round NOW | is PLAYER opening the new round | does PLAYER open now | does PLAYER start the new round | PLAYER opens the new round right | does PLAYER get to open | does PLAYER start now | so PLAYER opens the new round

rules-babel-floor13--who = Only the builder of floor 13: the 5 bonus points go to whoever lays its ceiling, 18 in all.
    .if = who gets the bonus | who gets the NUM bonus points | does everyone get the bonus | does everybody get the bonus points | who gets the extra points | is the bonus for everyone or one person | just one person gets the bonus | who scores the bonus | who gets the special points | does the whole table get the bonus

rules-babel-floor13--fallen = No — a floor that falls scores nothing, bonus included: only a standing floor 13 scores 18.
    .if = if it falls on floor NUM do I still get the bonus | if it collapses on the top floor do I get the bonus | it all comes down while I build floor NUM do I get the bonus | falls while putting up the top floor bonus | bonus if the top floor collapses | does a fallen floor NUM still get the bonus | it crashed on floor NUM bonus anyway | do I still get the bonus if it falls | bonus even though it fell | it falls while laying the NUM ceiling | the tower comes down while someone lays the NUM ceiling | it tips over while putting on the NUM ceiling | the top floor stands for a second then falls | the NUM ceiling goes on and then it falls over

rules-babel-setup--face-up = Face up: both stacks lie open on the table, within everyone's reach.
    .if = should the piles be face up | face up or face down | do the cards lie face up | are the stacks face down | do we lay the cards face down | are the piles open or hidden | face down stacks | do we turn the cards over | which way up do the cards go | are the cards open on the table

rules-babel-turn--one-tower = One tower for everybody: each turn, one player builds the next floor on it.
    .if = has every player a tower | one tower for the whole table | do we each have our own tower | do we all build on the same tower | one tower or one each | each player a tower | build on the same tower | a tower each | do I build my own tower | is the tower shared | do we build together on one tower

rules-babel-scoring--goal = Points, not height alone: every standing floor scores its number. High floors pay most, and the most points after the last round win.
    .if = what is the goal of the game | what is the point of the game | is it about height | is the aim the highest tower | what's the object of the game | what are we trying to do | is it about building the tallest tower | what is the aim | whats the goal | what do we play for

rules-babel-round-end--cards-again = Yes — after a round, sort the cards back into wall and ceiling cards and lay both stacks out again.
    .if = do the cards go back into stacks for the next round | do we use the same cards again | use the fallen tower's cards again | what do we do with the cards of the last tower | do we need new cards each round | are the folded cards used again | same cards next round | do the cards get reused | do we rebuild with the same cards | where do the cards of the fallen tower go

rules-babel-rounds--why = So that everybody opens one round: each round starts with a different player.
    .if = why do the rounds match the players | why is the number of rounds the number of players | what is the reason for the number of rounds | why does every player get a round | why do the rounds depend on the players | why do we play exactly as many rounds as players | why are there as many rounds as people at the table

rules-babel-next-opener--floor2 = { $floor ->
    [2] Yes — whoever builds floor 2 opens the next round.
   *[other] Only floor 2 matters for that: its builder opens the next round; floor { $floor } just scores { $points }.
}
    .if = does it matter who builds floor NUM | who builds the second floor matters why | why is floor NUM important | what is special about floor NUM | is floor NUM special | why does floor NUM matter | what does building floor NUM do for me | does floor NUM decide anything | is it important who builds floor NUM

rules-babel-game-end--two-win = Yes — when several tie for the most points, they share the win (the referee's decision).
    .if = can two people win | can two players win | can there be two winners | can several people win | can more than one win | can we both win | is a shared win possible | can COUNT people win at the end | can COUNT win together | is there ever more than one winner

rules-babel-game-end--after-end = { $finished ->
    [yes] No — the game is over: a floor built after the last round doesn't count.
   *[other] Only on their own turn: each turn is one floor, and the game ends after the last round.
}
    .if = an extra floor after the end for fun | one more floor for fun does it count | does a floor after the end count | can we build another floor after the game | does an extra floor count | a revenge floor does it count | one last floor after the game counts | PLAYER wants to build one more floor does it count | PLAYER builds another one after the end | bonus floor after the game

rules-babel-collapse--who = { $fell_on ->
    [none] Whoever's turn it is: that player scores nothing for the turn; floors built before keep their points.
   *[other] { $fell_on } — it fell on { $fell_on }'s turn, so { $fell_on } scores nothing for it; floors built before keep their points.
}
    .if = who scores nothing | who gets no points if it falls | PLAYER floor was standing then it fell while PLAYER was building who scores nothing | it fell while PLAYER laid the ceiling who gets nothing | who goes without points | who gets zero for the turn | it fell during PLAYER turn who scores nothing | who is left without points for that turn | the tower fell as PLAYER laid the ceiling who scores nothing | PLAYER was laying the ceiling when it fell who gets no points | it fell during PLAYER ceiling who gets nothing | PLAYER floor was standing then it fell as PLAYER laid the ceiling who scores nothing | who scores nothing if it falls while PLAYER is laying the ceiling after PLAYER floor stood | PLAYER floor is standing and it falls during PLAYER ceiling who scores nothing

rules-babel-next-opener--last = { $last_round ->
    [yes] { $starter } opened the last round, round { $round }. { $this_why ->
        [floor2] { $starter } built floor 2 in round { $prev_round }.
        [nobody-floor2] Nobody built floor 2 in round { $prev_round }, so the next player clockwise who hadn't opened did.
        [already-opened] Floor 2's builder had opened already, so the next player clockwise who hadn't did.
       *[other] The youngest opens round 1.
    }
   *[other] Whoever built floor 2 in the round before opens the last round. Else the next player clockwise who hasn't opened does.
}
    .if = who starts the last round | who opens the last round | who opens the final round | who begins the last round | who goes first in the final round | who kicks off the last round | who has the last round


rules-babel-collapse--game-over = { $last_round ->
    [yes] Yes — this is the last round, so a collapse ends the game too: the most points win.
   *[other] No — a collapse ends only the round; the game goes on until every player has opened one.
}
    .if = if it falls is the game over | does a collapse end the game | is the whole game over if it falls | if PLAYER knocks it over is the game over | game over if it collapses | is that the end of the game when it falls | does the game stop if the tower falls | if it collapses on the first floor is the game over | it fell on the first floor is the game over now | is the whole game over once the tower falls | does the game end when it falls once

rules-babel-collapse--bumped = Yes — anything that falls during your turn is a collapse of your turn, whoever bumped the table.
    .if = someone bumped the table and it fell does it count | the table got bumped on my turn and the tower fell | somebody knocked the table and it collapsed does it count against me | another player bumped it on my turn | it fell because someone shook the table | is it my collapse if someone else bumped it | does it count against me if someone else knocked it | who is to blame if someone bumps the table | the cat knocked it over on my turn does it count | does it count as my collapse if the cat knocked it over | the cat jumped on the table on my go and it fell does that count | the dog knocked it over is that my collapse | the wind blew it over on my turn does it count against me | is it my fault if the cat knocked it | does a cat knocking it over count

rules-babel-turn--why-now = { $named_turn ->
    [no] No — it's { $turn_player }'s turn now, floor { $next_floor }: turns go clockwise, one floor each.
   *[other] { $turn_why ->
        [opener] { $turn_player }'s turn: { $turn_player } opens round { $round }. { $this_why ->
            [floor2] { $turn_player } built floor 2 in round { $prev_round }.
            [nobody-floor2] Nobody built floor 2 in round { $prev_round }, so the next player clockwise who hadn't opened does.
            [already-opened] Floor 2's builder had opened already, so the next player clockwise who hadn't does.
            [youngest] The youngest opens round 1.
           *[other] Nobody said who is youngest, so the first player named opens round 1.
        }
       *[clockwise] { $turn_player }'s turn, floor { $next_floor }: turns go clockwise from the round's opener, one floor each.
    }
}
    .if = is it PLAYER turn NOW why | why is it PLAYER turn NOW | so it is PLAYER turn NOW why | why does PLAYER build NOW | PLAYER says she is next is that right | PLAYER says he is up because he is the youngest | PLAYER thinks it is her turn is that right | why is it PLAYER go NOW | PLAYER claims it is his turn

rules-babel-floor13--then = { $high ->
    [yes] No — there is no floor { $n }: a round has at most 13 floors.
   *[no] 18 points for floor 13, and the round ends: no cards are left.{ $next_opener_case ->
        [next] {" "}{ $next_opener } opens the next round, having built floor 2.
       *[other] { $just_why ->
            [floor2] {" "}{ $just_opened } opens round { $round }, having built floor 2.
            [nobody-floor2] {" "}{ $just_opened } opens round { $round }, next clockwise of those who haven't opened.
            [already-opened] {" "}{ $just_opened } opens round { $round }, next clockwise of those who haven't opened.
           *[other] {""}
        }
    }
}
    .if = what happens when someone builds floor NUM | what happens when somebody manages floor NUM | what happens after floor NUM is built | floor NUM is up what now | PLAYER got floor NUM up what now | PLAYER just built floor NUM what happens | the top floor is done what now | we built floor NUM what next | someone finished floor NUM what then | after the top floor what happens

## Facts added for table knowledge the rules leave to players (time, card counts, tips),
## a floor that stood after a wobble, a full round's floors per player, claims about points.

rules-babel-turn--time = No — there's no time limit: take your time, build slowly and calmly.
    .if = is there a timelimit | is there a timelimit for a turn | timelimit per turn | can I take as long as I want | do I have to hurry | do we play with a timer | is there a timer | do I have to be quick | how long may a turn last | does a turn have a timelimit | can she take forever | he is taking ages is that allowed | can I timelimit | how long can I take for my turn

rules-babel-cards--total = { $floor ->
    [0] 26 wall cards and 13 ceiling cards: two walls and one ceiling for each of the 13 floors.
   *[other] { $walls_for } wall cards and { $floor } ceiling cards for { $floor } floors: two walls and one ceiling each.
}
    .if = how many wall cards does a full tower use | how many wall cards in a whole tower | how many wall cards does a complete tower need | how many cards does a full tower need | how many ceiling cards end up in a finished tower | how many cards are used in total | how many wall cards for NUM floors | how many cards for all NUM floors | how many wall cards does a NUM floor tower use | cards needed for the whole tower | how many cards does the tower use up | how many cards are in a finished tower | how many wall cards do we need for the whole round | total number of wall cards

rules-babel-tips--fold = Yes, it helps: fold sharp and straight along the line, or the wall stands crooked.
    .if = does the fold have to be sharp | how sharp should the fold be | how do I fold the wall cards well | should I crease it sharp | must the fold be straight | does it matter how I fold | best way to fold a wall card | does the crease have to be neat | the wall leans because of the fold | how hard do I fold | does a sloppy fold matter | fold it sharp or soft

rules-babel-collapse--stands-counts = { $now_floor ->
    [0] Yes — only something falling is a collapse; a floor that stands scores its number.
   *[other] Yes — nothing fell, so floor { $now_floor } stands: { $now_builder } scores { $now_points }.
}
    .if = it wobbled but stood does the floor count | nothing fell does he get the points | nothing fell does she get the points | bumped the table but nothing fell does he get the points | the tower wobbled but stayed up does my floor count | cards slid out but the tower stood does the floor count | the tower wobbled but stood does his floor count | shifted the stack but nothing fell how many points does he get | nothing fell how much does she get | it wobbled does he still score | does the floor count if it only wobbles | it stands does he score | nothing fell does the floor count | it wobbled but nothing fell does she score | he bumped the table but it stands does it count | it shook but stayed up do I get the points | it wobbled but stands how many points | nothing came down does he get his points | nothing fell am I fine | nothing dropped so is my floor fine | it slid but nothing fell does my floor count | the wall shifted but nothing fell does it count | nothing came down does my floor still score | slipped a little but stayed up does it count | wall slid but did not fall is my floor ok | it slid a bit does my floor count | the ceiling shifted does my floor still count | the stack wobbled when I pulled but nothing fell does my floor count | the pile shifted but nothing fell does it count | the ceiling stack moved but nothing fell do I get my points | my wall slid a bit but nothing fell does my floor count | it wobbled but nothing fell do I still score | does my floor count if nothing fell

rules-babel-floor13--to-go = { $now_floor ->
    [0] Up to 13 floors a round: floor 13, the top, scores 18.
   *[other] { $togo } more floors to go: floor { $now_floor } is next, and floor 13 is the top.
}
    .if = how many more floors till the top | how many floors are left until the top | how many floors to go until 13 | how far to the top | how many floors until the bonus | how many floors still to build | how many more floors can we build | how many floors till we hit the top | how many floors until floor 13 | how far are we from the top | how many floors left to the top

rules-babel-scoring--which = { $points_floor ->
    [0] No floor scores exactly { $n }: floors 1 to 12 score their number, floor 13 scores 18.
   *[other] Floor { $points_floor }: { $points_floor ->
        [13] 13 plus 5 bonus.
       *[other] a floor scores its number.
    }
}
    .if = whichfloor gives NUM points | whichfloor is worth NUM | whichfloor scores NUM | whichfloor brings NUM points | for whichfloor do I get NUM points | whichfloor gives exactly NUM | whichfloor is worth NUM points | on whichfloor do I get NUM points

rules-babel-scoring--next-claim = { $points_claim ->
    [yes] Yes — floor { $now_floor } is next: { $now_points } points.
    [no] No — floor { $now_floor } is next: { $now_points } points.
   *[other] A floor scores its number; floor 13 scores 18.
}
    .if = PLAYER says the next floor gives NUM points | the next floor gives NUM points right | is the next floor worth NUM | the next floor is NUM points is that right | does the next floor give NUM | PLAYER thinks the next floor is worth NUM | PLAYER says next floor NUM points is he right | next floor gives NUM is she right | the next one is worth NUM right | the next floor gives NUM points claimcheck | the next floor is NUM points claimcheck | PLAYER says next floor NUM points is he claimcheck | next floor gives NUM is she claimcheck | the next one is worth NUM claimcheck

rules-babel-turn--opener-floors = With { $count } players and nothing falling, the opener builds { $opener_floors } floors ({ $opener_list }): { $opener_points } points.
    .if = how many floors does the opener build | if all NUM floors get built how many does the opener build | how many points does the opener get in a full round | COUNT players nobody knocks it over how many points does the opener get | with COUNT players how many floors does the opener build | how many points does the one who builds the first floor get in that round | the opener builds all the odd floors how many points | if nothing falls how many points for the opener | if we get all NUM floors up how many does the opener build | how many floors does the first builder get | how many floors does the starter build in a full round | COUNT players all NUM floors how many for the opener | if it never falls how many points does the opener collect | what is the most the opener can score in one round | the most the opener can get in a round | how many points can the opener get at most | the opener's maximum in a round | if the tower never falls how many points does the opener get | COUNT of us what's the most the opener can score | if it never falls how many points does the opener get in that round

rules-babel-game-end--title = The master builder: whoever has the most points after the last round wins.
    .if = what do you call the winner | what is the winner called | what title does the winner get | what does the winner get | what is the winner's title | is there a prize for the winner | what does the winner become | what do u call the person who wins | what do you call the one who wins | what is the winner known as

rules-babel-game-end--against = Against each other: you build one tower together, but the most points win.
    .if = is it a team game | do we play together or against each other | is it cooperative | are we a team | do we win together | is it every man for himself | do we play against each other | is it competitive | team game or against each other | are we on the same side | is it a co-op game

rules-babel-cards--from-stack = From the wall-card stack: take two wall cards from it on each turn.
    .if = do I take the wall cards from the stack | where do I get the wall cards | where do the wall cards come from | from the pile or out of the box | where do I take the cards from | do I take the wall cards from the pile or the box | where do I get my two wall cards

rules-babel-turn--first-step = First take two wall cards and fold them along their line.
    .if = what do I do first on my turn | what is the first thing on my turn | what comes first on a turn | first step of a turn | where do I start on my turn | what is the very first thing I do | what is the first thing each player does | what do I do first when it is my go | first thing to do on your go

rules-babel-collapse--get-anything = No — a turn that falls scores nothing; the points from before stay.
    .if = do you get anything if it falls | do I get anything if it collapses | do I get any points if it falls | is there anything for a fallen floor | any points if it comes down | do you still get something when it falls | does a collapse give anything | do I get something for trying if it falls | do you get anything if you nearly made it and it falls | almost done and then it collapsed do I get something | anything for nearly making it

## Facts for kinds fresh questions miss: a story of something falling (wind, a cat, one wall, the
## ceiling alone), answers whose yes/no turns on the question (is it a collapse? do I score?),
## the top card, cards kept for later, a round going on after 13, a different opener each round.
rules-babel-collapse--story = No points for this turn: that's a collapse, and the round ends at once.
    .if = only the top floor slid off | the top slides off but the rest stands | the top ceiling fell off | the roof slid off | the ceiling slid off | only one wall fell | just part of it fell | only a card fell down | one wall tipped over | the wind blew the ceiling off | the wind blew the top ceiling off what now | the wind blew the tower over | a draught blew the top off | the fan blew it over | someone sneezed and it fell | the cat knocked it over what now | the dog bumped the table and it fell | one wall fell over what now | the ceiling slid off what now | part of the tower fell what now | a card fell off what now | it all came down what now | the top floor came off what happens | half the tower came down what happens now | a wall fell in while I laid the ceiling what now | my ceiling card slipped off and fell what now

rules-babel-scoring--reset = No — points add up over all rounds; nobody goes back to zero in a new round.
    .if = do we start from zero each round | does everyone start from zero each round | do scores reset each round | are points reset after a round | does everyone start at zero in a new round | do we start over each round | new round new score | does the score reset | do we go back to zero each round | is everybody back at zero after a round | does the score start fresh every round | do we wipe the scores after a round

rules-babel-ceiling--top = No — pull any ceiling card you like; it needn't be the top one.
    .if = do I have to take the top card | must I take the top ceiling card | do i have to take the top one off the pile | is it always the top card | only the top card | does it have to be the top one | am I stuck with the top card | do I need to take the card on top | must it be the top ceiling card

rules-babel-floor13--max-yes = { $n ->
    [13] Yes — 13 floors at most: after floor 13 no cards are left and the round ends.
   *[other] No — 13 floors at most: after floor 13 no cards are left and the round ends.
}
    .if = is NUM floors the max | is NUM the max | is NUM the highest floor | is floor NUM the top | is the limit NUM floors | is NUM the maximum | is NUM floors the limit | does it stop at NUM floors | is NUM the last floor | so NUM floors max

rules-babel-round-end--go-on = { $top ->
    [yes] No — after floor 13 no cards are left, so the round ends.
   *[no] Yes — a round goes on until floor 13 is built or something falls.
}
    .if = does the round go on after floor NUM | does the round continue after NUM | do we keep going after floor NUM | does the round go on after the top floor | do we keep building after floor NUM | is there more after floor NUM | does play continue after floor NUM | NUM done does the round go on

rules-babel-rounds--different = Yes — each round has a different opener, so everybody opens one round.
    .if = does each round need a different starter | must a different player open each round | does everybody get to open a round at some point | does everyone open a round | does a different person start every round | does each of us open once | does someone new start each round | does every player get to start a round once | is it a different opener every round

rules-babel-scoring--carry-or = They carry over: points add up over all rounds, and nobody goes back to zero.
    .if = do points carry over or do we start from zero | carry over or reset each round | carry over or does everyone start from zero | do we keep our points or start at zero | carry over between rounds or start again from zero

## A tie asked about as yes or no ("is there a play-off?"): no, a shared win.
rules-babel-game-end--no-decider = No — there is no play-off: when several tie for the most points, they share the win (the referee's decision).
    .if = is there a play-off on a tie | is there a tiebreak | do we break the tie somehow | is there sudden death | do we need a decider on a tie | is there a deciding round when two tie | do the tied players play again | does a tie get broken | if two end level is there a play-off | is there a shoot-out when it's a draw | a tie at the top do we need a decider | is there a tie breaker round | do we play a deciding round on a tie | tie breaker | extra round for a tie

## Round 15 facts: a claim about points put as a question, checked against the scoring rule
## ($check: yes or no; $check_floor and $check_points: what the floor named — or the floors'
## sum, $check_sum — really scores), the bonus going to its builder only.

rules-babel-scoring--check = { $check ->
    [yes] { $check_sum ->
        [yes] Yes — { $check_points } points together: each floor scores its number.
       *[no] Yes — floor { $check_floor } scores { $check_points }{ $check_floor ->
            [13] : 13 plus 5 bonus.
           *[other] : a floor scores its number.
        }
    }
    [no] { $check_sum ->
        [yes] No — together they make { $check_points } points: each floor scores its number, floor 13 scores 18.
       *[no] No — floor { $check_floor } scores { $check_points }{ $check_floor ->
            [13] : 13 plus 5 bonus.
           *[other] : a floor scores its number.
        }
    }
   *[other] A standing floor scores its number; floor 13 scores 18.
}
    .if = floor NUM gives NUM claimcheck | floor NUM is worth NUM claimcheck | is floor NUM worth NUM | floor NUM is NUM points claimcheck | so floor NUM gives me NUM | so floor NUM would give me NUM | the NUM floor is worth NUM claimcheck | does floor NUM give NUM points | floor NUM is just worth NUM | floor NUM scores NUM claimcheck | do you really get NUM for floor NUM | floor NUM gives NUM points claimcheck | the NUM is worth NUM claimcheck | floors NUM and NUM make NUM points | floors NUM and NUM together give NUM claimcheck | NUM plus NUM makes NUM points claimcheck | I built floor NUM and floor NUM that makes NUM claimcheck | the NUM floor is just NUM points same as the others | does the NUM floor give NUM | NUM floor worth NUM | NUM points for floor NUM claimcheck | so floor NUM is NUM claimcheck | NUM is worth NUM claimcheck | floors NUM and NUM are NUM claimcheck

rules-babel-floor13--check = { $check ->
    [yes] Yes — floor { $check_floor } scores { $check_points }{ $check_floor ->
        [13] : 13 plus 5 bonus.
       *[other] : a floor scores its number.
    }
    [no] No — floor { $check_floor } scores { $check_points }{ $check_floor ->
        [13] : 13 plus 5 bonus.
       *[other] : a floor scores its number; only floor 13 adds a bonus.
    }
   *[other] Floor 13 scores 18: 13 plus 5 bonus.
}
    .if = floor NUM gives NUM claimcheck | floor NUM is worth NUM claimcheck | is floor NUM worth NUM | the NUM floor is worth NUM claimcheck | so the NUM floor is just worth NUM | is the NUM floor worth NUM | does the NUM floor give NUM points | do you really get NUM for the NUM | is the top floor worth NUM | the top floor gives NUM claimcheck | the NUM is just NUM same as all the others | the NUM floor is NUM points in all claimcheck | NUM for the NUM claimcheck | the NUM floor brings NUM in total claimcheck

rules-babel-floor13--builder = Only its builder: whoever builds floor 13 scores its 18 points, 13 plus 5 bonus. Nobody else gets them.
    .if = does the bonus go to everyone | does everyone get the bonus | does the whole table get the bonus | who gets the bonus | who gets the NUM bonus points | does only the builder get the bonus | does the bonus go to everyone or only to the builder | do all players get the bonus | is the bonus shared | does everybody get the NUM bonus points | only to whoever builds it | the bonus for everyone or just the builder | does the NUM floor bonus go to everyone | does the floor NUM bonus go to everybody at the table or only to the one who builds it | is the bonus for the whole table or only for whoever builds floor NUM | do all of us at the table get the bonus or only the builder | does the NUM bonus go to everyone or just whoever builds it | does the bonus go to everyone at the table or only to whoever builds floor NUM

rules-babel-floor13--double = No — floor 13 doesn't count double: 13 plus 5 bonus, 18 in all.
    .if = does floor NUM count double | is floor NUM worth double | does the top floor count double | does the NUM floor score twice | is the last floor doubled | double points for floor NUM | does the NUM count twice

rules-babel-scoring--named-claim = { $named_claim ->
    [yes] Yes — { $named } has { $named_points ->
        [one] 1 point
       *[other] { $named_points } points
    } so far.
    [no] No — { $named } has { $named_points ->
        [one] 1 point
       *[other] { $named_points } points
    } so far.
   *[other] { $named } has { $named_points ->
        [one] 1 point
       *[other] { $named_points } points
    } so far.
}
    .if = PLAYER says she is on NUM points claimcheck | PLAYER reckons NUM | PLAYER claims NUM points | what is PLAYER on NOW she reckons NUM | PLAYER says he is on NUM claimcheck | PLAYER thinks he is on NUM

rules-babel-collapse--goes-on = No — anything falling is a collapse: the round ends at once, and that turn scores nothing.
    .if = does the round keep going | does the round go on | does the round continue | only the top slid off does the round keep going | part of it fell does the round go on | the rest still stands does the round continue | does play go on after part of it falls | is the round finished or does the next player continue | the round is over or does the next player build on | does the next player carry on building after it breaks | the tower only half fell the lower floors still stand does the round go on | half of it came down does the round keep going

## Round 16: yes/no facts.
rules-babel-turn--clockwise-yes = Yes — turns go clockwise: the player on your left builds next.
    .if = does it go clockwise | do we play clockwise | does play pass round clockwise | do turns go round clockwise | do we take turns clockwise round the table | is it clockwise round the table | do we take turns clockwise | are turns taken clockwise

rules-babel-ceiling--top = No — you needn't take the top one: pull any ceiling card you like from the stack.
    .if = must I take the top ceiling card | do I have to take the card on top of the stack | must it be the top card | has it to be the uppermost ceiling card | do I need to pull the top one | must I draw from the top

rules-babel-collapse--round-over = { rules-babel-round-end--at-once }
    .if = is the round over when it falls | does the round end when something collapses | does a collapse end the round | is the round finished after a collapse | so the round is over then | is that the end of the round | is the round over then | does the round end when part of it falls | part of the tower falls does the round end | the tower falls does the round end

rules-babel-floor13--only = No — only floor 13 has a bonus: every other floor scores just its number.
    .if = is there a bonus for any other floor | do other floors get a bonus too | any bonus besides floor NUM | does any floor but the top get a bonus | are there bonus points apart from floor NUM | do lower floors get bonus points | do other floors get a bonus | bonus for other floors | does any other floor get extra | do lower floors get extra points | do other floors give bonus points | is there a bonus for the other floors too | besides floor NUM is there a bonus anywhere | any bonus points except for floor NUM
