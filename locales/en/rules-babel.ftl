## Rule knowledge: Turmbau zu Babel (game id "babel").
## Each entry is a message rules-babel-TOPIC: its value answers the question, .title names the
## topic, .ask lists ways players ask it (separated by " | "). $live is "yes" when a game of
## Babel is running at the table; the live variant then uses that table's names and numbers.

rules-babel-summary = Turmbau zu Babel is for 2 to 8 players and lasts one round per player. On your turn you fold two wall cards, stand them up and lay one ceiling card on them: that is a floor. A floor that stands scores its number (floor 5 = 5 points; floor 13 = 13 plus 5 bonus). If anything falls, you score nothing for that turn and the round is over. Whoever built floor 2 opens the next round. After the last round the most points win.
    .title = Summary

rules-babel-setup = Sort the cards into two stacks within everyone's reach: the wall cards (they have a scored line across the middle) and the ceiling cards (plain). Everybody keeps score on paper — or lets me do it. The youngest player opens round 1.
    .title = Set-up
    .ask = how do we set up | how do we prepare the game | what do we need before we start | set up the game | preparation | how do we lay out the cards | where do the card stacks go | what goes on the table at the start

rules-babel-players = { $live ->
        [yes] Turmbau zu Babel takes 2 to 8 players; at this table { $count } play: { $players }.
       *[no] Turmbau zu Babel takes 2 to 8 players.
    }
    .title = Number of players
    .ask = how many players | how many people can play | can we play with two | can nine people play | what is the maximum number of players | minimum players | is it for 2 players | how many can join

rules-babel-turn = On your turn: take two wall cards, fold each along its scored line and stand them up as walls — the first floor goes right on top of the ceiling-card stack, every later one on the ceiling below. Then pull one ceiling card of your choice out of the stack and lay it across your walls. If it stands, the floor is built and the next player clockwise goes on.
    .title = A turn
    .ask = what do I do on my turn | how do I build a floor | how does a turn work | what happens in a turn | how do you build a storey | steps of a turn | how to build | what does a turn look like

rules-babel-scoring = { $live ->
        [yes] { $case ->
            [over] The game is over, so no floor scores any more. A floor scores its number; floor 13 scores 13 plus 5 bonus.
            [top] Floor 13 is next: 13 points plus 5 bonus, 18 in all.
           *[next] Floor { $next } is next: { $points ->
                [one] 1 point
               *[other] { $points } points
            }. A floor scores its number, and floor 13 carries 5 bonus points.
        }
       *[no] A floor that stands scores its number: floor 1 scores 1 point, floor 2 scores 2, and so on. Floor 13 scores 13 plus 5 bonus points.
    }
    .title = Scoring
    .ask = how many points is a floor worth | how do I score | how many points for the next floor | how does scoring work | how many points do I get | what is floor 6 worth | points per floor | how are points counted | how many points for building a floor

rules-babel-floor13 = Floor 13 is the top: no cards are left after it. Its builder scores 13 points plus 5 bonus points, 18 in all, and the round ends.
    .title = Floor 13 and the bonus
    .ask = how many points is the 13th floor | what is the bonus | what happens after floor 13 | how high can the tower get | what is the highest floor | is there a bonus for the top floor | how many floors can a round have | the last floor | maximum number of floors | extra points for finishing the tower

rules-babel-collapse = { $live ->
        [yes] { $case ->
            [over] The game is over. In general: if anything falls during a turn, the builder scores nothing for that turn, keeps the points scored before, and the round ends at once.
           *[playing] If the tower fell now, { $player } would score nothing for floor { $floor } but keep { $total } { $total ->
                [one] point
               *[other] points
            }, and round { $round } would end at once. Points scored earlier always stay.
        }
       *[no] If anything falls during your turn — the whole tower or just part of it — you score nothing for that turn. Points you scored earlier stay. The round ends at once.
    }
    .title = When the tower falls
    .ask = what happens if the tower falls | what if it collapses | do I lose my points if the tower falls | what if only part of the tower falls | what if a wall tips over | the tower collapsed what now | what if a card falls down | does a partial collapse count

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
    .ask = how many rounds do we play | how long does the game last | how many rounds are there | how many rounds are left | when is the game over | what round is the last | how many rounds with four players

rules-babel-next-opener = { $live ->
        [yes] { $case ->
            [over] The game is over; no round follows.
            [last] This is the last round ({ $round } of { $rounds }), so nobody opens another one.
            [floor2] { $player } opens the next round because { $player } built floor 2.
            [already] { $builder } built floor 2 but has opened a round already, so { $player }, the next player clockwise who hasn't opened yet, opens the next round (the referee's decision).
            [either] Floor 2 is not built yet, but either way { $player } opens the next round: as the builder of floor 2 if the tower stands until then, or else as the next player clockwise who hasn't opened yet (the referee's decision).
           *[pending] Floor 2 is not built yet; its builder opens the next round. { $why ->
                [already] If { $builder } builds it, { $player } opens instead, because { $builder } has opened a round already.
               *[floor2] If { $builder } builds it, { $builder } opens.
            } If the tower falls before floor 2, { $fallback } opens, the next player clockwise who hasn't opened yet (the referee's decision).
        }
       *[no] The player who built floor 2 in the round just played opens the next round. If nobody built floor 2, or that player has already opened a round, the next player clockwise who has not opened yet does it — the referee's decision, so that everyone opens once.
    }
    .title = Who opens the next round
    .ask = who opens the next round | who starts the next round | who begins round two | who goes first next round | why does she start the round | who starts after the tower falls | what if nobody built floor 2 | who begins the new round | who opens the following round

rules-babel-first-opener = { $live ->
        [yes] { $player } opened round 1. The rule: the youngest opens; if nobody says who that is, I take the first player named (the referee's decision).
       *[no] The youngest player opens round 1. If nobody tells me who that is, the first player named opens (the referee's decision). Say, for example, “Carla is the youngest” before the first floor.
    }
    .title = Who starts the game
    .ask = who starts the game | who goes first | who begins the first round | who opens round one | does the youngest start | who starts at the beginning | who is first to build | who starts the first round

rules-babel-cards = There are two kinds of cards. Wall cards have a scored line across the middle: fold them along it and stand them up as walls. Ceiling cards have no line and must never be folded: they lie flat as the ceiling between floors.
    .title = Wall cards and ceiling cards
    .ask = which cards do I fold | may I fold a ceiling card | what is the difference between the cards | what are wall cards | what are ceiling cards | which cards are the walls | can I bend the ceiling | how do I fold the cards

rules-babel-ceiling = Take exactly one ceiling card per turn — any one you like from the stack. If more cards slide out with it, push the extra ones carefully back into the stack. Lay it on your walls without knocking them over.
    .title = Taking a ceiling card
    .ask = how many ceiling cards may I take | can I take two ceiling cards | which ceiling card may I pull | what if two cards slide out | can I choose the ceiling card | what if extra cards come out of the stack | do I have to take the top card | can I use two ceiling cards | may I take more than one ceiling card

rules-babel-first-floor = The first floor stands right on the stack of ceiling cards; every later floor stands on the ceiling of the floor below it.
    .title = Where the first floor stands
    .ask = where does the first floor go | where do I put the first floor | what does the first floor stand on | where do the walls of floor one stand | do we build on the table | where do we start building

rules-babel-game-end = { $live ->
        [yes] { $case ->
            [over] The game is over: { $winners } won.
            [none] After round { $rounds } the game ends and the most points win; a tie is a shared win (the referee's decision). Nobody has scored yet.
           *[playing] After round { $rounds } the game ends and the most points win; a tie is a shared win (the referee's decision). Right now { $leaders } { $leaders_count ->
                [one] leads
               *[other] lead
            } with { $points } { $points ->
                [one] point
               *[other] points
            }.
        }
       *[no] The game ends after the last round (as many rounds as players). Whoever has the most points wins; if several tie for the most, they share the win (the referee's decision).
    }
    .title = End of the game and winner
    .ask = who wins | how do I win | when does the game end | who is the winner | what if there is a tie | what if two players have the same points | how is the winner decided | who wins on a tie | is a tie possible | can there be a tie

rules-babel-conduct = Fold only the wall cards, and only along the line. Take exactly one ceiling card per turn and push any extra ones back. Your walls must not fall while you lay the ceiling on. Report each turn to me (“Anna built floor 3”, “the tower fell”); if a report doesn't fit the game — a wrong floor number, or somebody whose turn it isn't — I don't write it down and ask back instead (the referee's decision).
    .title = Table conduct
    .ask = what is not allowed | what are the rules at the table | is it allowed to touch the tower | what counts as cheating | what do I have to report | what if someone reports the wrong floor | can I say a floor out of order | what must I not do

rules-babel-variants = The rulebook has no variants. Two things the referee offers: name the youngest before the first floor (“Carla is the youngest”) so the right player opens, and you may end the game early by agreement — then the points so far decide.
    .title = Variants
    .ask = are there variants | can we play a shorter game | house rules | can we end the game early | is there a variant for experts | other ways to play | can we stop before the last round

rules-babel-tips = Build slowly and calmly — only floors that stay up score. Stand the walls near the middle and evenly so the ceiling lies flat, make the fold sharp and straight, and pull a ceiling card that sits loosely instead of tugging at a stuck one. High floors are worth a lot, so a careful try is worth it even late in the round.
    .title = Tips
    .ask = any tips | how do I build a stable floor | what is a good strategy | how do I avoid the tower falling | any advice | how can I get better | strategy
