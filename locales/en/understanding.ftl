## The tolerant reader: asking back when a sentence is not clear (referee/dialogue/reading.py).

did-you-mean = Did you mean: { $what }? Say “yes” or “no”.
# after the answer to a question that tells a report ("four with four in it, what do I do")
offer-record = Shall I record it: { $what }? Say “yes” or “no”.
ask-undo = Take back the last report — { $what }?
correction-unfit = That doesn't fit in place of the last report ({ $what }), so I changed nothing. Say “undo” to take it back, then tell me again.

## What a report says, inside a question ("Did you mean: Ben built floor 4?").

describe-babel-build = { $player } built floor { $floor }
describe-babel-collapse = the tower fell during { $player }'s turn
describe-babel-opener = { $player } opens round 1
describe-babel-end = end the game now
describe-turm-reveal = { $player } opened { $disk ->
        [star] the star
       *[other] a { $disk }
    } with { $gems ->
        [0] no gems
        [one] 1 gem
       *[other] { $gems } gems
    } in it
describe-turm-end-turn = { $player } stops
describe-turm-starter = { $player } starts
describe-turm-end = end the game now
describe-paletti-move = { $player } moved { paletti-x-a-pillar } up
describe-paletti-give-up = { $player } pushed { paletti-x-a-pillar } back
describe-paletti-announce = { $player } announces a new level
describe-paletti-accept = { $player ->
        [none] the new level is accepted
       *[other] { $player } accepts the new level
    }
describe-paletti-object = { $player } objects
describe-paletti-challenge-result = { $success ->
        [yes] the objection worked
       *[no] the objection failed
    }
describe-paletti-remove-pillar = { paletti-x-a-pillar } leaves the game
describe-paletti-collapse = the villa fell
describe-paletti-agree-end = nobody can move any more, so the game ends

## A question played out on a copy of the table ("if Lukas builds floor 1, …?")
supposed = Suppose { $what }.
supposed-and = , then{" "}
supposed-impossible = That cannot happen.
nothing-changed = All right — I left everything as it was.
